package engine

import (
	"context"
	"fmt"
	"slices"
	"sync/atomic"
)

// --- Counting engines ---
//
// An Engine is one way of counting the solutions of one board size. It
// splits the count into units, the subproblems of the API, numbered from 0
// in an order that never changes, and estimates the cost of each with
// integer arithmetic alone, so that every machine and every release splits
// a count into the same shards.
//
// The planner and the scheduler of the nqueens package know engines by
// these interfaces alone. The planner builds the engine, picks the units
// of a shard and checks what is done against them; the scheduler gives
// the units out to goroutines, a batch at a time, each goroutine with a
// Worker of its own, and adds up, reports and records what they find,
// watching for overflow and cancellation, and releases the engine when the
// count is over.

// An Engine counts one board size, unit by unit.
type Engine interface {
	// Units returns the number of units of the count.
	Units() int

	// Costs returns the estimated cost of each unit, by number: the same
	// on every machine and in every release, whatever workers is. It may
	// run on up to workers goroutines, and returns ctx.Err() if ctx is
	// done before it has finished.
	Costs(ctx context.Context, workers int) ([]Estimate, error)

	// Prepare builds what the workers share, before the first unit is
	// counted. It returns ctx.Err() if ctx is done before it has finished.
	Prepare(ctx context.Context) error

	// Batch returns how many units a worker takes at a time: 1 for an
	// engine that counts on the processor, more for one that hands its
	// units to a device, where each call costs far more than a unit.
	Batch() int

	// Worker returns the state of one goroutine of the count, after
	// Prepare.
	Worker() Worker

	// CountsUnique reports whether each unit counts the fundamental
	// solutions among its own. If not, the planner finds those of the
	// whole size from its total.
	CountsUnique() bool

	// Release frees what Prepare built and the workers hold, such as a
	// device's memory; the scheduler calls it once, when the count is
	// over, however it ends. Memory of the Go heap needs no releasing.
	Release()
}

// A Grouper is an Engine whose workers count some units faster together,
// sharing work: it says which, and the scheduler gives each group to one
// worker as a batch, in place of batches of Batch() units.
type Grouper interface {
	// Group returns the units of todo, which are in increasing order, in
	// groups, each in increasing order, every unit in one group; or nil if
	// none of them gain by it.
	Group(todo []int) [][]int
}

// A UnitCoster is an Engine that estimates the cost of one unit at a
// time, as Costs does for all of them, so that a caller can estimate the
// cost of a sample of a count's units.
type UnitCoster interface {
	// Cost returns the estimated cost of unit u: Costs(...)[u].
	Cost(u int) Estimate
}

// A Fallback is an Engine on a device that can hand its units to the
// processor instead, where the device does not start.
type Fallback interface {
	// CPU returns the engine that counts the same units, numbered alike,
	// on the processor.
	CPU() Engine
}

// A ColumnSplitter is an Engine that can count each unit by the column of
// the queen of row 0 of its solutions.
type ColumnSplitter interface {
	// SplitByColumn makes the workers that Worker returns from then on
	// fill each Result's ByColumn, which adds up to its Total.
	SplitByColumn()
}

// A Worker counts units of an Engine on one goroutine.
type Worker interface {
	// Count counts the units of a batch, at most Batch() of them or a
	// group of a Grouper, and returns a Result for each, in order, until
	// one is stopped or overflows: it checks stop at least once in each
	// step of its work, a step of bounded size that each engine states (a
	// block of frames, a set of rows X, a slice of a launch), and once
	// stop is set it returns the results so far and one with Err set to
	// ErrStopped. The results are valid until the next call.
	Count(units []int, stop *atomic.Bool) []Result
}

// A Result is what counting one unit found.
type Result struct {
	Unit   int    // its number
	Total  uint64 // the solutions it counted
	Unique uint64 // the fundamental solutions among them, if the engine CountsUnique
	// ByColumn, for an engine that counts by column (ColumnSplitter),
	// holds the solutions by the column of the queen of row 0: Total's
	// parts, n of them.
	ByColumn []uint64
	Err      error // ErrStopped, ErrOverflow or a device's error, and then the counts are not set
}

// CountEach appends to results the result of each unit, counted one at a
// time by countUnit, up to the first that is stopped or fails: the count
// of a worker on the processor, whose batch is one unit after another.
func CountEach(results []Result, units []int, stop *atomic.Bool, countUnit func(u int, stop *atomic.Bool) Result) []Result {
	for _, u := range units {
		r := countUnit(u, stop)
		results = append(results, r)
		if r.Err != nil {
			break
		}
	}
	return results
}

// An Unavailable error reports an engine that cannot run on this machine,
// as one that needs a device there is none of. The planner's Auto passes
// over such an engine; naming it returns the error.
type Unavailable struct {
	Why   string
	Cause error // the error that made it, if one did
}

func (e Unavailable) Error() string { return e.Why }
func (e Unavailable) Unwrap() error { return e.Cause }

// A Failure is the error of an engine that failed for a reason of its
// own, as a device that does: Err names the device and what failed.
type Failure struct{ Err error }

func (e Failure) Error() string { return e.Err.Error() }
func (e Failure) Unwrap() error { return e.Err }

// A SizeError reports a size N outside the sizes an engine counts, Min to
// Max.
type SizeError struct{ N, Min, Max int }

func (e SizeError) Error() string {
	return fmt.Sprintf("size %d outside [%d, %d]", e.N, e.Min, e.Max)
}

// A MemoryError reports an engine of size N that needs Need bytes at
// least, Whole to keep all it could, more than its limit, Limit.
type MemoryError struct {
	N                  int
	Need, Whole, Limit uint64
}

func (e MemoryError) Error() string {
	return fmt.Sprintf("size %d needs %d bytes at least, more than %d", e.N, e.Need, e.Limit)
}

// Equal reports whether r and s are the same result, ByColumn's numbers
// included.
func (r Result) Equal(s Result) bool {
	return r.Unit == s.Unit && r.Total == s.Total && r.Unique == s.Unique && r.Err == s.Err && slices.Equal(r.ByColumn, s.ByColumn)
}
