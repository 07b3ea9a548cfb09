// Package engine holds what the counting engines and the planner above
// them share: the interfaces by which the planner knows an engine
// ([Engine], [Worker], [Grouper], [Fallback]), estimates of the cost of
// units of work in integer arithmetic ([Estimate]), the running of chunks
// of work on goroutines ([EachChunk]), and the errors and sums of a unit's
// count.
//
// The engines implement it (internal/backtrack, internal/join,
// internal/clengine), and the count's planner, internal/counting, calls
// them through it alone; internal/burnside adds up with its sums.
package engine
