package nqueens

import (
	"context"

	"github.com/nqueens-go/nqueens/internal/seam"
)

// Counts holds the numbers of solutions of one board size, or of a part of
// its count: a shard, or a subproblem.
type Counts struct {
	// Total is the number of solutions (OEIS A000170).
	Total uint64 `json:"total"`
	// Unique is the number of fundamental solutions: one for each class
	// of solutions that the eight rotations and reflections of the board
	// map onto each other (OEIS A002562). It is 0 where UniqueUnknown
	// is set.
	Unique uint64 `json:"unique"`
	// UniqueUnknown is set for a part of a count whose fundamental
	// solutions are not known: a subproblem or a shard of a count by
	// [Join] or [Join2], whose classes of solutions cross the parts.
	// [SumCounts] adds up such parts, and finds the fundamental
	// solutions of the whole from its Total.
	UniqueUnknown bool `json:"unique_unknown,omitempty"`
	// Part says which shard of which count these are: it is set in what
	// [Counter.Count] returns for a shard, so that [SumCounts] can tell
	// whether its parts make up the whole. It is the zero Part for a
	// whole count, a subproblem's record, and Counts made by hand.
	Part Part `json:"part,omitzero"`
}

// A Counter counts the solutions of a board size on several goroutines,
// can report its progress and be cancelled, and can count one shard of the
// work, so that many machines can share a count. The zero Counter counts
// all of it on [runtime.GOMAXPROCS] goroutines, by the faster [Method] for
// the size, and reports nothing.
//
// # Subproblems
//
// A count is split into subproblems, which its goroutines take from a
// shared queue, so that all of them stay busy until the queue runs out.
// Each method splits a count its own way, described at [Backtrack] and
// [Join] ([Join2] splits it as Join does): the subproblems of each size are
// numbered from 0, and the numbering of each method is part of this
// package's API, the same on every machine and in every release. A
// [Subproblem] names the size, the method and the number. Boards smaller
// than 12 are counted on the calling goroutine alone: their subproblems
// take less time than starting goroutines.
//
// # Shards
//
// Setting Shards to m splits the subproblems of each size into m shards,
// and Count then counts only shard number Shard, from 0 to m-1. The Counts
// of the m shards add up to the Counts of the whole. Shards are balanced
// by the estimated cost of their subproblems, not by their number: in
// order of decreasing estimate, the lower number first among equal ones,
// each subproblem joins the shard whose estimates add up to the least so
// far, the lowest-numbered of those. The estimates, worked out by each
// method with integer arithmetic alone, and so the shards are the same on
// every machine and in every release, like the numbering; with more shards
// than subproblems, some shards are empty. A count of a shard begins by
// estimating every subproblem of the size, on Workers goroutines, which
// costs time in proportion to their number, far less than counting them:
// a shard of a large size much smaller than that is mostly estimates. The method of a count by Auto
// depends on the size and MaxMemory alone, so shards counted with the same
// settings on different machines always share one numbering.
//
// # Resuming
//
// Done and Finished make a count that can be stopped and resumed:
// Finished records each subproblem as it finishes, and a later count is
// given those records in Done and counts only the rest. The records name
// the size and the method of their count, which fix what each number
// means, and a count refuses, with a [*SubproblemError], a Done that holds
// a subproblem of another size, of another method or of another shard, so
// that a resumed count gives the exact answer or an error, never a wrong
// number. MaxMemory and Workers change no numbering: records move freely
// between counts that differ in those alone.
type Counter struct {
	// Workers is the number of goroutines that count, and that estimate
	// the cost of the subproblems for shards and Progress; 0 means
	// runtime.GOMAXPROCS(0).
	Workers int

	// Progress, if not nil, is called with the work finished and the
	// work in all (in the shard, if there are shards): first with the
	// work of Done, last with done = total, and in between as subproblems
	// finish, at most every 100 ms, done growing with each call. The
	// work is the estimated
	// cost of the subproblems, the same estimates that balance shards, in
	// units that keep total below 2^24, so that done/total is an honest
	// share of the time and 100*done fits in any int. The total is never
	// 0: a count with no subproblems, as of size 2 or 3 or an empty
	// shard, reports (1, 1), once. Sizing the work takes a moment before
	// the count starts: a few seconds for n = 27.
	// It is called from the goroutine that called Count, never from two
	// goroutines at once, and never after Count returns. No result is
	// collected while Progress runs, so it should return quickly.
	Progress func(done, total int)

	// Shard and Shards, if Shards is not 0, make Count count only shard
	// number Shard of Shards, from 0 to Shards-1.
	Shard, Shards int

	// Done, if not nil, holds the counts of subproblems that were counted
	// before, as Finished was given them. Count adds them to its result
	// instead of counting those subproblems again. They must be subproblems
	// of the size, the method and the shard counted. Count reads Done
	// before it starts counting and does not change it, so Finished may add
	// to it.
	Done map[Subproblem]Counts

	// Finished, if not nil, is called with each subproblem and its counts
	// as soon as it has been counted, from the goroutine that called
	// Count, never from two goroutines at once. Every subproblem that
	// finishes is reported, also while Count is being cancelled; Finished
	// is not called after Count returns. If Finished returns an error,
	// Count stops and returns that error.
	Finished func(sub Subproblem, counts Counts) error

	// Method is the way to count; the zero Method is Auto.
	Method Method

	// Device is where to count: DefaultDevice, the zero Device, counts on
	// an OpenCL GPU where one can count the method, the size is large
	// enough, and the GPU counted a sample of the count faster than the
	// processor, and on the processor elsewhere; see [Device] and
	// [Counter.DeviceFor].
	Device Device

	// MaxMemory, if not 0, is the most memory, in bytes, that the table of
	// a join count may take; 0 means 1 GiB. A join whose whole table takes
	// more keeps only the table's index and places the entries it needs as
	// it goes (see [Join]); where even the index takes more, a count by
	// Auto counts by backtracking instead, and a count by Join or Join2
	// returns a [*MemoryError]. Beyond the table, each goroutine holds the
	// half-solutions of the rows it joins; docs/performance.md gives the
	// peak memory of large counts.
	MaxMemory int64
}

// defaultMaxMemory is what a MaxMemory of 0 stands for.
const defaultMaxMemory = 1 << 30

// Count counts the solutions of size n and the fundamental solutions among
// them, in one search: all of them, or those of shard Shard of Shards.
//
// It returns an error if n is outside [0, MaxN], if Workers, Shards or
// MaxMemory is negative, Shard is outside [0, Shards), or Method is Join or
// Join2 and the join cannot count size n, a [*MemoryError] if even its
// table's index would take more than MaxMemory; a [*SubproblemError] if
// Done holds a subproblem of another size or method, or outside the shard;
// the error that Finished returns, if it returns one; and an error that wraps
// [ErrOverflow] if a count does not fit in a uint64, which happens for no
// n up to 28 (every count known, n ≤ 27, fits). When ctx is cancelled,
// every goroutine stops within a millisecond or so, and Count returns
// ctx.Err(). Count panics if ctx is nil.
func (c *Counter) Count(ctx context.Context, n int) (Counts, error) {
	checkContext("Counter.Count", ctx)
	j, err := c.count(ctx, n)
	if err != nil {
		return Counts{}, named("Counter.Count", err)
	}
	return j.counts(c.Shard, c.Shards), nil
}

// Subproblems returns the subproblems of size n that Count counts, in
// increasing order of their numbers: all of them, or those of shard Shard
// of Shards, including those in Done. Like Count, it returns an error if
// n, Workers, Shard, Shards, Method or MaxMemory is out of range, and
// ctx.Err() if ctx is done before it has finished: with shards, it
// estimates the cost of every subproblem of size n, the most of the work
// for large n. It builds none of the tables that counting needs.
// Subproblems panics if ctx is nil.
func (c *Counter) Subproblems(ctx context.Context, n int) ([]Subproblem, error) {
	checkContext("Counter.Subproblems", ctx)
	p := *c
	if p.Device == DefaultDevice {
		// The subproblems are the same on every device: the default's
		// choice, which may time a GPU, would change nothing.
		p.Device = CPU
	}
	j, err := p.plan(ctx, n)
	if err != nil {
		return nil, named("Counter.Subproblems", err)
	}
	j.engine.Release()
	subs := make([]Subproblem, len(j.units))
	for i, u := range j.units {
		subs[i] = Subproblem{n, j.method, u}
	}
	return subs, nil
}

// tally holds what the counter found.
type tally struct {
	total, unique uint64
}

// add adds counts to t, and reports false rather than wrap around if a sum
// does not fit in a uint64.
func (t *tally) add(counts Counts) bool {
	var ok1, ok2 bool
	t.total, ok1 = seam.AddWeighted(t.total, 1, counts.Total)
	t.unique, ok2 = seam.AddWeighted(t.unique, 1, counts.Unique)
	return ok1 && ok2
}

// counts returns what job j counted: its units' counts, or the whole
// size's, which knows its fundamental solutions; for shard shard of shards,
// with the Part that names it.
func (j *job) counts(shard, shards int) Counts {
	counts := Counts{Total: j.sum.total, Unique: j.sum.unique, UniqueUnknown: shards > 1 && !j.engine.CountsUnique()}
	if shards > 0 {
		counts.Part = Part{N: j.n, Method: j.method, Shard: shard, Shards: shards}
	}
	return counts
}

// count is Count: it returns the job, whose sum holds the counts.
func (c *Counter) count(ctx context.Context, n int) (*job, error) {
	j, err := c.planCount(ctx, n)
	if err != nil {
		return nil, err
	}
	return j, c.run(ctx, j)
}
