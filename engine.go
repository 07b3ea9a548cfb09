package nqueens

import (
	"context"
	"sync/atomic"

	"github.com/nqueens-go/nqueens/internal/seam"
)

// --- Counting engines ---
//
// An engine is one way of counting the solutions of one board size: the
// engine of a [Method]. It splits the count into units, the subproblems of
// the API, numbered from 0 in an order that never changes, and estimates
// the cost of each with integer arithmetic alone, so that every machine
// and every release splits a count into the same shards.
//
// The planner (plan.go) and the scheduler (counter.go) know engines by
// these interfaces alone. The planner asks each method's engineKind
// whether it can count a size, within MaxMemory, on this machine, which is
// how Auto chooses; it then builds the engine, picks the units of a
// shard and checks Done against them. The scheduler gives the units out to
// goroutines, a batch at a time, each goroutine with a worker of its own,
// and adds up, reports and records what they find, watching for overflow
// and cancellation, and releases the engine when the count is over.
//
// The engines are the backtracking search of start placements
// (backtrack.go) and the join of half boards (joinengine.go). Another
// engine, such as one that counts on a GPU, comes as files of its own: its
// engineKind, its engine and worker types, and its line in the table of
// methods (method.go), which names its Method.

// An engineKind is what the planner knows of a method before it builds the
// method's engine for a count.
type engineKind interface {
	// check returns nil if the method can count size n in at most limit
	// bytes of the engine's own memory; otherwise a *RangeError, a
	// *MemoryError or an unavailableError, which make Auto look further,
	// or ctx.Err(). It builds nothing, and is quick but for sizing what
	// the engine would need.
	check(ctx context.Context, n int, limit uint64) error

	// prefers reports whether Auto takes the method for size n, where
	// check allows it, before the methods after it in autoOrder.
	prefers(n int) bool

	// newEngine returns the engine of size n, which check allows within
	// limit, with its units listed, or ctx.Err().
	newEngine(ctx context.Context, n int, limit uint64) (engine, error)
}

// An unavailableError reports a method whose engine cannot run on this
// machine, as one that needs a device there is none of. Auto passes over
// such a method; naming it returns the error.
type unavailableError struct {
	why   string
	cause error // the error that made it, if one did
}

func (e unavailableError) Error() string { return e.why }
func (e unavailableError) Unwrap() error { return e.cause }

// An engine counts one board size, unit by unit.
type engine interface {
	// units returns the number of units of the count.
	units() int

	// costs returns the estimated cost of each unit, by number: the same
	// on every machine and in every release, whatever workers is. It may
	// run on up to workers goroutines, and returns ctx.Err() if ctx is
	// done before it has finished.
	costs(ctx context.Context, workers int) ([]seam.Estimate, error)

	// prepare builds what the workers share, before the first unit is
	// counted. It returns ctx.Err() if ctx is done before it has finished.
	prepare(ctx context.Context) error

	// batch returns how many units a worker takes at a time: 1 for an
	// engine that counts on the processor, more for one that hands its
	// units to a device, where each call costs far more than a unit.
	batch() int

	// worker returns the state of one goroutine of the count, after
	// prepare.
	worker() worker

	// countsUnique reports whether each unit counts the fundamental
	// solutions among its own, so that the Unique of a shard means
	// something; if not, whole finds them for the whole size.
	countsUnique() bool

	// whole returns the counts of the whole board size, given sum, the
	// sum of the counts of every unit, for a count not split into
	// shards: the fundamental solutions of an engine whose units count
	// none, or sum itself. It returns an error if sum cannot be the
	// counts of the size, or ctx.Err().
	whole(ctx context.Context, sum Counts) (Counts, error)

	// release frees what prepare built and the workers hold, such as a
	// device's memory; the scheduler calls it once, when the count is
	// over, however it ends. Memory of the Go heap needs no releasing.
	release()
}

// A grouper is an engine whose workers count some units faster together,
// sharing work: it says which, and the scheduler gives each group to one
// worker as a batch, in place of batches of batch() units.
type grouper interface {
	// group returns the units of todo, which are in increasing order, in
	// groups, each in increasing order, every unit in one group; or nil if
	// none of them gain by it.
	group(todo []int) [][]int
}

// A worker counts units of an engine on one goroutine.
type worker interface {
	// count counts the units of a batch, at most batch() of them or a
	// group of a grouper, and
	// returns a result for each, in order, until one is stopped or
	// overflows: it checks stop every millisecond or so, and once stop is
	// set it returns the results so far and one with err set to
	// seam.ErrStopped. The results are valid until the next call.
	count(units []int, stop *atomic.Bool) []result
}

// result is what counting one unit found.
type result struct {
	unit   int // its number
	counts Counts
	err    error // seam.ErrStopped or seam.ErrOverflow, and then counts is not set
}

// countEach appends to results the result of each unit, counted one at a
// time by countUnit, up to the first that is stopped or overflows: the
// count of a worker on the processor, whose batch is one unit after
// another.
func countEach(results []result, units []int, stop *atomic.Bool, countUnit func(u int, stop *atomic.Bool) result) []result {
	for _, u := range units {
		r := countUnit(u, stop)
		results = append(results, r)
		if r.err != nil {
			break
		}
	}
	return results
}
