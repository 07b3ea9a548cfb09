package nqueens

import (
	"context"
	"sync/atomic"
)

// --- Counting engines ---
//
// An engine is one way of counting the solutions of one board size, a
// [Method]. It splits the count into units, the subproblems of the API,
// numbered from 0 in an order that never changes, and estimates the cost of
// each with integer arithmetic alone, so that every machine and every
// release splits a count into the same shards. The counter above it
// (counter.go, plan.go) knows nothing of how an engine counts: it picks the
// units of a shard, skips those in Done, hands the rest to goroutines, each
// with a worker of its own, and adds up, reports and records what they
// find, watching for overflow and cancellation.
//
// The engines are the backtracking search of start placements
// (backtrack.go) and the join of half boards (joinengine.go). Another
// engine plugs in with files of its own: its type, and a case in
// newEngine.

// An engine counts one board size, unit by unit.
type engine interface {
	// units returns the number of units of the count.
	units() int

	// costs returns the estimated cost of each unit, by number: the same
	// on every machine and in every release. It returns ctx.Err() if ctx
	// is done before it has finished.
	costs(ctx context.Context) ([]estimate, error)

	// prepare builds what the workers share, before the first unit is
	// counted. It returns ctx.Err() if ctx is done before it has finished.
	prepare(ctx context.Context) error

	// worker returns the state of one goroutine of the count, after
	// prepare.
	worker() worker

	// whole returns the counts of the whole board size, given sum, the
	// sum of the counts of every unit, for a count not split into shards: the fundamental solutions of an
	// engine whose units count none, or sum itself. It returns an error
	// naming fn if sum cannot be the counts of the size, or ctx.Err().
	whole(ctx context.Context, fn string, sum Counts) (Counts, error)
}

// A worker counts units of an engine on one goroutine.
type worker interface {
	// count counts unit u. It checks stop every millisecond or so, and
	// once stop is set it returns a result with err set to errStopped.
	count(u int, stop *atomic.Bool) result
}

// result is what counting one unit found.
type result struct {
	unit   int // its number
	counts Counts
	nodes  uint64 // the queens a backtracking search placed
	err    error  // errStopped or errOverflow, and then counts is not set
}

// newEngine returns the engine of method m, Backtrack, Join or Join2, for
// size n, which the method must be able to count, or ctx.Err(); a join
// that streams the entries of its table if stream is set.
func newEngine(ctx context.Context, m Method, n int, stream bool) (engine, error) {
	if m.joins() {
		e, err := newJoinEngine(ctx, n, m == Join2)
		if err != nil {
			return nil, err
		}
		e.stream = stream
		return e, nil
	}
	return newBacktrackEngine(ctx, n)
}
