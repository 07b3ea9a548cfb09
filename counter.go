package nqueens

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"math/bits"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
)

// Counts holds the numbers of solutions of one board size.
type Counts struct {
	// Total is the number of solutions (OEIS A000170).
	Total uint64
	// Unique is the number of fundamental solutions: one for each class
	// of solutions that the eight rotations and reflections of the board
	// map onto each other (OEIS A002562).
	Unique uint64
}

// ErrOverflow is the error, wrapped in one that names the board size, that
// [Counter.Count] returns when a count does not fit in a uint64.
var ErrOverflow = errors.New("overflows uint64")

// A SubproblemError is the error that [Counter.Count] returns when
// [Counter.Done] holds a subproblem that the count does not hold: not a
// subproblem of the board size, or not one of the shard. It names the least
// such subproblem; a program that keeps Done in a file can say where that
// subproblem was recorded.
type SubproblemError struct {
	Sub   int    // the least subproblem of Done that the count does not hold
	fn    string // the function that was called
	scope string // which subproblems the count holds
}

// Error says which subproblem Done holds and which ones the count holds.
func (e *SubproblemError) Error() string {
	return fmt.Sprintf("nqueens: %s: Done holds subproblem %d, %s", e.fn, e.Sub, e.scope)
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
// shared queue, so that all of them stay busy until the queue runs out. A
// count by [Join] has subproblems of its own, runs of sets of rows
// described at Join, whose numbering is part of the API like the one
// below, and which shards split the same way, by an estimate of their
// cost. The rest of this section describes the subproblems of [Backtrack].
//
// A count by backtracking is split into subproblems, one for each class of
// start placements: the queens of the top and bottom rows and of the left
// and right columns, taken up to the eight rotations and reflections of
// the square. A board of size 17 has 4,319
// subproblems, a board of size 27 38,604. Boards smaller than 12 are
// counted on the calling goroutine alone: their subproblems take less time
// than starting goroutines.
//
// The subproblems of each size n are numbered from 0, and the numbering is
// part of this package's API, the same on every machine and in every
// release. Write a start placement as (t, b, l, r): the column of the queen
// in the top row and of the queen in the bottom row, the row of the queen
// in the left column and of the queen in the right column, all counted from
// 0, a queen in a corner standing in two of them. Its eight images under
// the symmetries of the square are start placements too; the subproblems
// are the placements of queens that attack no other queen and that come
// first among their images, in lexicographic order of (t, b, l, r), and they
// are numbered in that order. The boards of size 0 and 1 have one
// subproblem each, the board itself, and those of size 2 and 3 none.
//
// # Shards
//
// Setting Shards to m splits the subproblems of each size into m shards,
// and Count then counts only shard number Shard, from 0 to m-1. The Counts
// of the m shards add up to the Counts of the whole. Shards are balanced
// by the expected cost of their subproblems, not by their number: each
// subproblem's cost is estimated from random paths down its search tree,
// and in order of decreasing estimate, the lower number first among equal
// ones, each subproblem joins the shard whose estimates add up to the
// least so far, the lowest-numbered of those. The estimates and so the
// shards are the same on every machine and in every release, like the
// numbering; with more shards than subproblems, some shards are empty.
//
// Done and Finished make a count that can be stopped and resumed:
// Finished records each subproblem as it finishes, and a later count is
// given those records in Done and counts only the rest.
type Counter struct {
	// Workers is the number of goroutines that count; 0 means
	// runtime.GOMAXPROCS(0).
	Workers int

	// Progress, if not nil, is called with the work finished and the
	// work in all (in the shard, if there are shards): first with the
	// work of Done, last with done = total, and in between as subproblems
	// finish, done growing with each call. By backtracking, the work is
	// the number of subproblems; by joining, it is their estimated cost,
	// in units that keep total below 2^31, so that done/total is an
	// honest share of the time.
	// It is called from the goroutine that called Count, never from two
	// goroutines at once, and never after Count returns. No result is
	// collected while Progress runs, so it should return quickly.
	Progress func(done, total int)

	// Shard and Shards, if Shards is not 0, make Count count only shard
	// number Shard of Shards, from 0 to Shards-1.
	Shard, Shards int

	// Done, if not nil, holds the counts of subproblems that were
	// counted before, by number, as Finished was given them. Count adds
	// them to its result instead of counting those subproblems again.
	// They must be subproblems of the shard counted. Count reads Done
	// before it starts counting and does not change it, so Finished may
	// add to it.
	Done map[int]Counts

	// Finished, if not nil, is called with the number and the counts of
	// each subproblem as soon as it has been counted, from the goroutine
	// that called Count, never from two goroutines at once. Every
	// subproblem that finishes is reported, also while Count is being
	// cancelled; Finished is not called after Count returns. If Finished
	// returns an error, Count stops and returns that error.
	Finished func(sub int, counts Counts) error

	// Method is the way to count; the zero Method is Auto.
	Method Method

	// MaxMemory, if not 0, is the most memory, in bytes, that the table of
	// a join count may take; 0 means DefaultMaxMemory. A count by Auto
	// that would need more counts by backtracking instead, and a count by
	// Join returns an error.
	MaxMemory int64
}

// Count counts the solutions of size n and the fundamental solutions among
// them, in one search: all of them, or those of shard Shard of Shards.
//
// It returns an error if n is outside [0, MaxN], if Workers or Shards is
// negative, or Shard is outside [0, Shards); a [*SubproblemError] if Done
// holds a subproblem outside the shard; the error that Finished returns, if
// it returns one; and an error that wraps [ErrOverflow] if a count does not
// fit in a uint64, which happens for no n up to 28 (every count known,
// n ≤ 27, fits). When ctx is cancelled, every goroutine stops within a millisecond
// or so, and Count returns ctx.Err().
func (c *Counter) Count(ctx context.Context, n int) (Counts, error) {
	t, err := c.count(ctx, "Counter.Count", n)
	return Counts{t.total, t.unique}, err
}

// tally holds what the counter found: the counts, and the number of queens
// its inner search placed.
type tally struct {
	total, unique, nodes uint64
}

// add adds counts to t, and reports false rather than wrap around if a sum
// does not fit in a uint64.
func (t *tally) add(counts Counts) bool {
	var ok1, ok2 bool
	t.total, ok1 = addWeighted(t.total, 1, counts.Total)
	t.unique, ok2 = addWeighted(t.unique, 1, counts.Unique)
	return ok1 && ok2
}

// job is the work of one call of Counter.Count.
type job struct {
	n           int
	method      Method    // Backtrack or Join
	list        []start   // Backtrack: the subproblems of size n ≥ 2, by number
	join        *joinPlan // Join: the plan, its units the subproblems
	all         int       // the number of subproblems of size n
	subproblems int       // the number of them that the count holds, Done's included
	todo        []int     // the numbers of those not in Done, in increasing order
	sum         tally     // the counts of Done, and then of the subproblems counted
	work        []int     // the estimated work of each subproblem, if not 1
	done, total int       // the work of the subproblems counted, and of all the count holds
}

// workOf returns the estimated work of subproblem sub, for Progress.
func (j *job) workOf(sub int) int {
	if j.work == nil {
		return 1
	}
	return j.work[sub]
}

// plan returns the job of counting size n.
func (c *Counter) plan(ctx context.Context, fn string, n int) (*job, error) {
	j, err := c.shardOf(ctx, fn, n)
	if err != nil {
		return nil, err
	}
	subs := j.todo
	j.subproblems = len(subs)
	for _, sub := range subs {
		j.total += j.workOf(sub)
	}
	if len(c.Done) == 0 {
		return j, nil
	}
	in := make(map[int]bool, len(subs))
	for _, sub := range subs {
		in[sub] = true
	}
	for _, sub := range slices.Sorted(maps.Keys(c.Done)) {
		if !in[sub] {
			return nil, &SubproblemError{Sub: sub, fn: fn, scope: c.scope(n, j.all)}
		}
		if !j.sum.add(c.Done[sub]) {
			return nil, overflowError(fn, n)
		}
		j.done += j.workOf(sub)
	}
	j.todo = nil
	for _, sub := range subs {
		if _, ok := c.Done[sub]; !ok {
			j.todo = append(j.todo, sub)
		}
	}
	return j, nil
}

// addWeighted returns total + weight*c, and false rather than wrap around
// if that does not fit in a uint64.
func addWeighted(total, weight, c uint64) (uint64, bool) {
	hi, lo := bits.Mul64(weight, c)
	sum, carry := bits.Add64(total, lo, 0)
	return sum, hi == 0 && carry == 0
}

// overflowError reports a count of size n that does not fit in a uint64.
func overflowError(fn string, n int) error {
	return fmt.Errorf("nqueens: %s: the number of solutions for n = %d %w", fn, n, ErrOverflow)
}

// count is Count, with the name of the exported function to give in an
// error, and the number of queens placed.
func (c *Counter) count(ctx context.Context, fn string, n int) (tally, error) {
	j, err := c.plan(ctx, fn, n)
	if err != nil {
		return tally{}, err
	}
	workers := c.Workers
	if workers == 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	if n < smallBoard {
		workers = 1
	}
	workers = min(workers, len(j.todo))
	c.report(j.done, j.total)
	if workers <= 1 {
		err = c.countHere(ctx, j)
	} else {
		err = c.countParallel(ctx, j, workers)
	}
	if err == errOverflow {
		err = overflowError(fn, n)
	}
	if err != nil {
		return tally{}, err
	}
	if j.method == Join {
		// A join unit counts no fundamental solutions; a count that
		// holds every unit has them from Burnside's lemma.
		j.sum.unique = 0
		if j.subproblems == j.all {
			if j.sum.unique, err = burnside(fn, n, j.sum.total); err != nil {
				return tally{}, err
			}
		}
	}
	return j.sum, nil
}

// smallBoard is the size below which a count runs on the calling goroutine
// alone: its subproblems take microseconds, less than starting goroutines.
const smallBoard = 12

// errOverflow reports a count that does not fit in a uint64.
var errOverflow = errors.New("overflow")

// errStopped reports a subproblem whose count was stopped.
var errStopped = errors.New("stopped")

// result is what counting one subproblem found.
type result struct {
	sub    int // its number
	counts Counts
	nodes  uint64
	err    error // errStopped or errOverflow, and then counts is not set
}

// report calls Progress, if there is one.
func (c *Counter) report(done, total int) {
	if c.Progress != nil {
		c.Progress(done, total)
	}
}

// collect adds the result r of a subproblem to the sum of j, and gives it
// to Finished.
func (c *Counter) collect(j *job, r result) error {
	if r.err != nil {
		return r.err
	}
	if !j.sum.add(r.counts) {
		return errOverflow
	}
	j.sum.nodes += r.nodes
	j.done += j.workOf(r.sub)
	if c.Finished != nil {
		return c.Finished(r.sub, r.counts)
	}
	return nil
}

// countHere counts the subproblems of j on the calling goroutine.
func (c *Counter) countHere(ctx context.Context, j *job) error {
	var stop atomic.Bool
	defer context.AfterFunc(ctx, func() { stop.Store(true) })()
	var ws workspace
	for _, sub := range j.todo {
		if err := ctx.Err(); err != nil {
			return err
		}
		r := j.countOne(sub, &ws, &stop)
		if r.err == errStopped {
			return ctx.Err()
		}
		if err := c.collect(j, r); err != nil {
			return err
		}
		c.report(j.done, j.total)
	}
	return nil
}

// countParallel counts the subproblems of j on workers goroutines, which
// take them in turn, and collects their results on the calling goroutine,
// which alone calls Progress and Finished. The workers stop when the
// subproblems run out, or at once when stop is set: by a cancelled ctx, or
// by a result that cannot be collected. Every result that a worker sends
// is collected, also while they stop, up to the first that fails.
func (c *Counter) countParallel(ctx context.Context, j *job, workers int) error {
	var stop atomic.Bool
	defer context.AfterFunc(ctx, func() { stop.Store(true) })()
	var (
		next    atomic.Int64
		wg      sync.WaitGroup
		results = make(chan result, len(j.todo)) // never full: a send never blocks
	)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var ws workspace
			for !stop.Load() {
				i := int(next.Add(1)) - 1
				if i >= len(j.todo) {
					return
				}
				if r := j.countOne(j.todo[i], &ws, &stop); r.err != errStopped {
					results <- r
				}
			}
		}()
	}
	go func() {
		wg.Wait()
		close(results)
	}()
	var err, cancelled error
	collected := 0
	for r := range results {
		if err != nil {
			continue // the workers are stopping
		}
		if err = c.collect(j, r); err != nil {
			stop.Store(true)
			continue
		}
		collected++
		c.report(j.done, j.total)
		// AfterFunc stops the workers from a goroutine of its own, which
		// may run late: a count cancelled before it is complete says so
		// even if the workers finished meanwhile.
		if cancelled == nil && collected < len(j.todo) {
			if cancelled = ctx.Err(); cancelled != nil {
				stop.Store(true)
			}
		}
	}
	switch {
	case err != nil:
		return err
	case collected < len(j.todo):
		return ctx.Err() // only a cancelled ctx stops the workers early
	}
	return cancelled
}

// A workspace is what one goroutine of a count counts with.
type workspace struct {
	p       subproblem
	joiners []*joiner // by phase, for a join count
}

// countOne counts subproblem sub of j, using ws.
func (j *job) countOne(sub int, ws *workspace, stop *atomic.Bool) result {
	if j.join != nil {
		if ws.joiners == nil {
			ws.joiners = make([]*joiner, len(j.join.phases))
		}
		total, err := j.join.count(sub, ws.joiners, stop)
		if err != nil {
			return result{sub: sub, err: err}
		}
		return result{sub: sub, counts: Counts{Total: total}}
	}
	p := &ws.p
	if j.n < 2 {
		// The one subproblem of the empty board and of the board of one
		// queen: the board itself.
		return result{sub: sub, counts: Counts{1, 1}}
	}
	s := j.list[sub]
	cl, _ := s.canonical(j.n)
	p.set(j.n, s.oriented(j.n))
	found, nodes, ok := p.count(stop)
	if !ok {
		return result{sub: sub, nodes: nodes, err: errStopped}
	}
	// The completions of the placements in the class are images of the
	// completions of s. Those of s fall into classes of their own under
	// the symmetries that leave s unchanged, and by Burnside's lemma
	// there are as many classes as completions that each such symmetry
	// leaves unchanged, summed and divided by the number of symmetries.
	// No solution of size n ≥ 2 is its own mirror image, so only the
	// rotations count.
	fixed := found
	if cl.halfTurn {
		half, quarter := s.symmetricCompletions(j.n)
		fixed += half
		if cl.quarterTurn {
			fixed += 2 * quarter
		}
	}
	stabilizer := uint64(len(symmetries)) / cl.size // the symmetries that leave s unchanged
	if fixed%stabilizer != 0 {
		panic(fmt.Sprintf("nqueens: start placement %v of size %d: %d completions fixed by %d symmetries", s, j.n, fixed, stabilizer))
	}
	total, ok := addWeighted(0, cl.size, found)
	if !ok {
		return result{sub: sub, nodes: nodes, err: errOverflow}
	}
	return result{sub: sub, counts: Counts{total, fixed / stabilizer}, nodes: nodes}
}
