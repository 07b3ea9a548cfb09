package nqueens

import (
	"context"
	"iter"

	"github.com/nqueens-go/nqueens/internal/enumerate"

	"github.com/nqueens-go/nqueens/internal/complete"
	"github.com/nqueens-go/nqueens/internal/counting"
)

// First returns the lexicographically smallest solution of size n, and false
// when there is none (n = 2 and n = 3). For n = 0 it returns the empty board
// and true.
//
// First's search is quick for each size up to 33; above that it grows
// fast and unevenly, and [FirstContext] bounds the search.
//
// First panics if n is outside [0, MaxN].
func First(n int) (Board, bool) {
	checkSize("First", n)
	s := enumerate.New(n)
	if !s.Advance() {
		return nil, false
	}
	return Board(s.Solution()), true
}

// FirstContext is [First], with a context that bounds the search: it
// returns ctx.Err() once ctx is done, as the package overview says, and
// otherwise what First returns. The search for the first solution is
// quick for each size up to 33, but above that it grows fast and
// unevenly, and FirstContext is the way to look for one with a deadline;
// [Construct] builds a solution of any size in linear time.
//
// FirstContext panics if ctx is nil or n is outside [0, MaxN].
func FirstContext(ctx context.Context, n int) (Board, bool, error) {
	checkContext("FirstContext", ctx)
	checkSize("FirstContext", n)
	s := enumerate.New(n)
	if ok, err := s.AdvanceContext(ctx); !ok {
		return nil, false, err
	}
	return Board(s.Solution()), true, nil
}

// Next returns the smallest solution of size len(b) that is lexicographically
// greater than b, and false when there is none. b need not be a solution
// itself, and it is not modified. Starting from [First], Next visits exactly
// the boards that [All] yields, in the same order.
//
// Next costs O(n) to take up the search where b leaves it, plus the search
// from there to the answer: it never searches from the start.
//
// Next panics if len(b) is greater than MaxN, or if a value of b is outside
// [0, len(b)).
func Next(b Board) (Board, bool) {
	checkBoard("Next", b)
	s := enumerate.New(len(b))
	s.Seek(b)
	if !s.Advance() {
		return nil, false
	}
	return Board(s.Solution()), true
}

// NextContext is [Next], with a context that bounds the search: it returns
// ctx.Err() once ctx is done, as the package overview says, and otherwise
// what Next returns. Next takes up the search where b leaves it, which for
// sizes above 33 can be far from the next solution, and NextContext is
// the way to look for it with a deadline.
//
// NextContext panics if ctx is nil, if len(b) is greater than MaxN, or if a
// value of b is outside [0, len(b)).
func NextContext(ctx context.Context, b Board) (Board, bool, error) {
	checkContext("NextContext", ctx)
	checkBoard("NextContext", b)
	s := enumerate.New(len(b))
	s.Seek(b)
	if ok, err := s.AdvanceContext(ctx); !ok {
		return nil, false, err
	}
	return Board(s.Solution()), true, nil
}

// All returns an iterator over every solution of size n in lexicographic
// order.
//
// The solutions are found lazily: pulling the k-th one costs only the search
// up to it, and the iterator holds O(n) memory however many are pulled. Each
// yielded Board is freshly allocated and belongs to the caller, so
// [slices.Collect] gives the whole list. Each range over the iterator starts
// a new search. When the loop body breaks out, the search stops at once and
// the loop body is not called again; the same holds for [iter.Pull] and its
// stop function.
//
// Like [First], the search reaches the first solution of each size up to 33
// quickly, and above that may take long before the loop body runs once,
// or between two solutions: a deadline checked in the loop body cannot
// bound that wait, and [AllContext] can.
//
// All panics if n is outside [0, MaxN].
func All(n int) iter.Seq[Board] {
	checkSize("All", n)
	return func(yield func(Board) bool) {
		s := enumerate.New(n)
		for s.Advance() {
			if !yield(Board(s.Solution())) {
				return
			}
		}
	}
}

// AllContext is [All], with a context that bounds the search: it yields
// each solution with a nil error, in the order All yields them, and if ctx
// is done before the search ends, it yields once more, a nil Board with
// ctx.Err(), as the package overview says, and stops. A loop over it that
// ends without an error has seen every solution. It keeps
// the other promises of All: O(n) memory, a fresh Board each time, a new
// search for each range, and none after the loop body breaks out.
//
// AllContext panics if ctx is nil or n is outside [0, MaxN].
func AllContext(ctx context.Context, n int) iter.Seq2[Board, error] {
	checkContext("AllContext", ctx)
	checkSize("AllContext", n)
	return func(yield func(Board, error) bool) {
		yieldEach(enumerate.New(n), ctx, yield)
	}
}

// Unique returns an iterator over the fundamental solutions of size n: for
// each class of solutions that the rotations and reflections of the board
// map onto each other, its [Board.Canonical] form, the least of the class.
// They come in lexicographic order, as many as the Unique of
// [Counter.Count]; [Board.Orbit] gives the rest of each class.
//
// Unique keeps the contract of [All]: the boards are found lazily, in O(n)
// memory and with no record of the boards seen; each is freshly allocated
// and belongs to the caller; each range starts a new search; and when the
// loop body breaks out, the search stops at once. Going through them all
// costs less than going through All(n): the search skips what a canonical
// board cannot look like. Its first board is [First](n), reached as slowly
// for sizes above 33; [UniqueContext] bounds the search.
//
// Unique panics if n is outside [0, MaxN].
func Unique(n int) iter.Seq[Board] {
	checkSize("Unique", n)
	return func(yield func(Board) bool) {
		complete.Canonical(context.Background(), n, func(b []int, _ error) bool { return yield(b) })
	}
}

// UniqueContext is [Unique], with a context that bounds the search, as
// [AllContext] bounds [All]'s: it yields each fundamental solution with a
// nil error, and if ctx is done before the search ends, it yields once
// more, a nil Board with ctx.Err(), as the package overview says, and stops.
//
// UniqueContext panics if ctx is nil or n is outside [0, MaxN].
func UniqueContext(ctx context.Context, n int) iter.Seq2[Board, error] {
	checkContext("UniqueContext", ctx)
	checkSize("UniqueContext", n)
	return func(yield func(Board, error) bool) {
		complete.Canonical(ctx, n, func(b []int, err error) bool { return yield(b, err) })
	}
}

// Count returns the number of solutions of size n (OEIS A000170), with
// Count(0) = 1, on all the cores it may use, joining half boards from n =
// 12 to 25 and backtracking elsewhere; [Counter] and [Method] tell how.
// [Counter.Count] gives the fundamental solutions too, and can report its
// progress, be cancelled and count shards. See [All] to visit the
// solutions.
//
// Count panics if n is outside [0, MaxN]. It panics too, rather than return
// a count that wrapped around, if the count does not fit in a uint64; every
// count up to n = 28 fits.
func Count(n int) uint64 {
	return mustCount("Count", n).Total
}

// CountContext is [Count], with a context that bounds the count, as the
// package overview says: it returns ctx.Err() once ctx is done, and
// otherwise the number of solutions of size n, or an error that wraps
// [ErrOverflow] if it does not fit in a uint64, where Count panics.
// [Counter.Count] counts with progress, shards and records too.
//
// CountContext panics if ctx is nil or n is outside [0, MaxN].
func CountContext(ctx context.Context, n int) (uint64, error) {
	checkContext("CountContext", ctx)
	checkSize("CountContext", n)
	var c counting.Settings
	counts, err := c.Count(ctx, n)
	if err != nil {
		return 0, named("CountContext", fromCounting(err))
	}
	return counts.Total, nil
}

// mustCount counts the solutions of size n for the function fn, and panics
// with the error, which names fn, if it cannot.
func mustCount(fn string, n int) Counts {
	checkSize(fn, n)
	var c counting.Settings
	counts, err := c.Count(context.Background(), n)
	if err != nil {
		panic(named(fn, fromCounting(err)))
	}
	return countsOf(counts)
}
