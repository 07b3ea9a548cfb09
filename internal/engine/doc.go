// Package engine holds what the counting engines and the planner above
// them share: the interfaces by which the planner knows an engine
// ([Engine], [Worker], [Grouper], [Fallback]), estimates of the cost of
// units of work in integer arithmetic ([Estimate]), the split of units
// into shards by their costs ([Spread]), the running of chunks of work on
// goroutines ([EachChunk]), and the errors and sums of a unit's count.
//
// The engines implement it (internal/backtrack, internal/join,
// internal/clengine), and the count's planner, internal/counting, calls
// them through it alone; internal/burnside adds up with its sums, and the
// threshold program splits its check into shards with Spread, as the
// planner splits a count.
package engine
