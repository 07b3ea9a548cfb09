package nqueens

import (
	"context"
	"errors"
	"fmt"
	"runtime"
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

// A Counter counts the solutions of a board size on several goroutines,
// and can report its progress and be cancelled. The zero Counter counts on
// [runtime.GOMAXPROCS] goroutines and reports nothing.
//
// It splits the count into subproblems, one for each class of start
// placements: the queens of the top and bottom rows and of the left and
// right columns, taken up to the symmetries of the square. A board of size
// 17 has 4,319 of them, a board of size 27 38,604. Its goroutines take
// subproblems from a shared queue, so all of them stay busy until the queue
// runs out. Boards smaller than 12 take a few milliseconds at most and are
// counted on the calling goroutine alone.
type Counter struct {
	// Workers is the number of goroutines that count; 0 means
	// runtime.GOMAXPROCS(0).
	Workers int

	// Progress, if not nil, is called with the number of subproblems
	// finished and the number of them in all: first with done = 0, last
	// with done = total, and in between as subproblems finish, done
	// growing with each call. It is called from the goroutine that called
	// Count, never from two goroutines at once, and never after Count
	// returns. Count does not count while Progress runs, so it should
	// return quickly.
	Progress func(done, total int)
}

// Count counts the solutions of size n and the fundamental solutions among
// them, in one search.
//
// It returns an error if n is outside [0, MaxN] or Workers is negative, and
// if a count does not fit in a uint64, which happens for no n up to 28
// (every count known, n ≤ 27, fits). When ctx is cancelled, every
// goroutine stops within a millisecond or so, and Count returns ctx.Err().
func (c *Counter) Count(ctx context.Context, n int) (Counts, error) {
	t, err := c.count(ctx, "Counter.Count", n)
	return Counts{t.total, t.unique}, err
}

// tally holds what the counter found: the counts, and the number of queens
// its inner search placed.
type tally struct {
	total, unique, nodes uint64
}

// count is Count, with the name of the exported function to give in an
// error, and the number of queens placed.
func (c *Counter) count(ctx context.Context, fn string, n int) (tally, error) {
	if n < 0 || n > MaxN {
		return tally{}, fmt.Errorf("nqueens: %s: n = %d out of range [0, %d]", fn, n, MaxN)
	}
	if c.Workers < 0 {
		return tally{}, fmt.Errorf("nqueens: %s: Workers = %d is negative", fn, c.Workers)
	}
	if err := ctx.Err(); err != nil {
		return tally{}, err
	}
	var list []start
	if n >= 2 {
		var err error
		if list, err = starts(ctx, n); err != nil {
			return tally{}, err
		}
	}
	workers := c.Workers
	if workers == 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	if n < smallBoard {
		workers = 1
	}
	if c.Progress != nil {
		c.Progress(0, len(list))
	}
	var sum tally
	var err error
	if workers == 1 {
		sum, err = c.countHere(ctx, n, list)
	} else {
		sum, err = c.countParallel(ctx, n, list, min(workers, len(list)))
	}
	switch {
	case err == errOverflow:
		return tally{}, overflowError(fn, n)
	case err != nil:
		return tally{}, err
	case n < 2:
		return tally{total: 1, unique: 1}, nil // the empty board, and the board of one queen
	}
	return sum, nil
}

// smallBoard is the size below which a count runs on the calling goroutine
// alone: its subproblems take microseconds, less than starting goroutines.
const smallBoard = 12

// errOverflow reports a count that does not fit in a uint64.
var errOverflow = errors.New("overflow")

// countHere counts the subproblems of list on the calling goroutine.
func (c *Counter) countHere(ctx context.Context, n int, list []start) (tally, error) {
	var stop atomic.Bool
	defer context.AfterFunc(ctx, func() { stop.Store(true) })()
	var t tally
	var p subproblem
	for i, s := range list {
		if !t.add(n, s, &p, &stop) {
			if err := ctx.Err(); err != nil {
				return tally{}, err
			}
			return tally{}, errOverflow
		}
		if c.Progress != nil {
			c.Progress(i+1, len(list))
		}
	}
	return t, nil
}

// countParallel counts the subproblems of list on workers goroutines, which
// take them in turn from the list, and reports their progress from the
// calling goroutine.
func (c *Counter) countParallel(ctx context.Context, n int, list []start, workers int) (tally, error) {
	var (
		next, done atomic.Int64
		stop       atomic.Bool
		wg         sync.WaitGroup
		finished   = make(chan struct{}, 1) // a subproblem has finished
		tallies    = make([]tally, workers)
		overflowed = make([]bool, workers)
	)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			t := &tallies[w]
			var p subproblem
			for !stop.Load() {
				i := int(next.Add(1)) - 1
				if i >= len(list) {
					return
				}
				if !t.add(n, list[i], &p, &stop) {
					overflowed[w] = !stop.Load()
					stop.Store(true)
					return
				}
				done.Add(1)
				select {
				case finished <- struct{}{}:
				default: // a wake-up is pending already
				}
			}
		}()
	}
	all := make(chan struct{})
	go func() {
		wg.Wait()
		close(all)
	}()

	reported := 0
	report := func() {
		if d := int(done.Load()); c.Progress != nil && d > reported {
			reported = d
			c.Progress(d, len(list))
		}
	}
	for running := true; running; {
		select {
		case <-ctx.Done():
			stop.Store(true)
			<-all
			return tally{}, ctx.Err()
		case <-finished:
			report()
		case <-all:
			running = false
		}
	}
	var sum tally
	for w, t := range tallies {
		var ok1, ok2 bool
		sum.total, ok1 = addWeighted(sum.total, 1, t.total)
		sum.unique, ok2 = addWeighted(sum.unique, 1, t.unique)
		if overflowed[w] || !ok1 || !ok2 {
			return tally{}, errOverflow
		}
		sum.nodes += t.nodes
	}
	report()
	return sum, nil
}

// add counts the completions of start placement s into t, using p for the
// search. It returns false if it was stopped, or if a count overflowed,
// leaving t unusable.
func (t *tally) add(n int, s start, p *subproblem, stop *atomic.Bool) bool {
	cl, _ := s.canonical(n)
	p.set(n, s.oriented(n))
	found, nodes, ok := p.count(stop)
	t.nodes += nodes
	if !ok {
		return false
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
		half, quarter := s.symmetricCompletions(n)
		fixed += half
		if cl.quarterTurn {
			fixed += 2 * quarter
		}
	}
	stabilizer := uint64(len(symmetries)) / cl.size // the symmetries that leave s unchanged
	if fixed%stabilizer != 0 {
		panic(fmt.Sprintf("nqueens: start placement %v of size %d: %d completions fixed by %d symmetries", s, n, fixed, stabilizer))
	}
	var ok1, ok2 bool
	t.total, ok1 = addWeighted(t.total, cl.size, found)
	t.unique, ok2 = addWeighted(t.unique, 1, fixed/stabilizer)
	return ok1 && ok2
}
