package nqueens

import (
	"context"
	"errors"
	"iter"
	"slices"
	"strings"

	"github.com/nqueens-go/nqueens/internal/enumerate"

	"github.com/nqueens-go/nqueens/internal/rank"
)

// Unrank returns the solution of size n at place k of the order of [All],
// counted from 0: Unrank(8, 0) is First(8) and Unrank(8, 91) the last of
// the 92. It returns an error, which says how many solutions there are,
// if k is not below their number.
//
// Unrank counts, for each row from the top, the completions of the rows
// above it with the row's queen in each column, on every core: row 0's
// once in the process for each size, the other rows' from the
// completions of the rows above, from row 1's, which number about a
// size-th of the solutions. For even n it counts them by joining half
// boards, as [Count] does, at about the cost of Count(n), a few times that
// for the first call of a size, which counts row 0 too. For odd n it
// backtracks, at several times the cost of Count(n). [UnrankContext]
// bounds it.
//
// Unrank panics if n is outside [0, MaxN].
func Unrank(n int, k uint64) (Board, error) {
	checkSize("Unrank", n)
	b, err := unrank(context.Background(), n, k)
	return b, named("Unrank", err)
}

// UnrankContext is [Unrank], with a context that bounds the search: it
// returns ctx.Err() once ctx is done, as the package overview says, and
// otherwise what Unrank returns.
//
// UnrankContext panics if ctx is nil or n is outside [0, MaxN].
func UnrankContext(ctx context.Context, n int, k uint64) (Board, error) {
	checkContext("UnrankContext", ctx)
	checkSize("UnrankContext", n)
	b, err := unrank(ctx, n, k)
	return b, named("UnrankContext", err)
}

// Rank returns the place of the solution b in the order of [All], counted
// from 0, so that Unrank(len(b), Rank(b)) is b. It returns an error if b
// is not a solution, as [Board.Validate] says. It counts as [Unrank]
// does, each row's columns up to b's queen alone, in at most Unrank's
// time: as long for even sizes, whose joins count every column at once,
// and about half for odd ones.
//
// Rank panics if len(b) is greater than MaxN, or if a value of b is
// outside [0, len(b)).
func Rank(b Board) (uint64, error) {
	checkBoard("Rank", b)
	k, err := rankOf(context.Background(), b)
	return k, named("Rank", err)
}

// RankContext is [Rank], with a context that bounds the search: it
// returns ctx.Err() once ctx is done, as the package overview says, and
// otherwise what Rank returns.
//
// RankContext panics if ctx is nil, if len(b) is greater than MaxN, or if
// a value of b is outside [0, len(b)).
func RankContext(ctx context.Context, b Board) (uint64, error) {
	checkContext("RankContext", ctx)
	checkBoard("RankContext", b)
	k, err := rankOf(ctx, b)
	return k, named("RankContext", err)
}

// AllFrom returns an iterator over the solutions of size n in the order
// of [All], from the one at place k on: the solutions All yields after
// its first k. It finds the solution at place k first, as [Unrank] does
// and at its cost, and returns Unrank's error if k is not below the
// number of solutions; the iterator then costs what All's does from
// there, with each Board the caller's.
//
// AllFrom panics if n is outside [0, MaxN].
func AllFrom(n int, k uint64) (iter.Seq[Board], error) {
	checkSize("AllFrom", n)
	first, err := unrank(context.Background(), n, k)
	if err != nil {
		return nil, named("AllFrom", err)
	}
	return func(yield func(Board) bool) {
		if !yield(slices.Clone(first)) {
			return
		}
		s := enumerate.New(n)
		s.Seek(first)
		for s.Advance() {
			if !yield(Board(s.Solution())) {
				return
			}
		}
	}, nil
}

// AllFromContext is [AllFrom], with a context that bounds the search: it
// returns ctx.Err() if ctx is done before it has found the solution at
// place k, and its iterator yields each solution with a nil error, as
// [AllContext] does, and once ctx is done, a nil Board with ctx.Err(),
// and stops.
//
// AllFromContext panics if ctx is nil or n is outside [0, MaxN].
func AllFromContext(ctx context.Context, n int, k uint64) (iter.Seq2[Board, error], error) {
	checkContext("AllFromContext", ctx)
	checkSize("AllFromContext", n)
	first, err := unrank(ctx, n, k)
	if err != nil {
		return nil, named("AllFromContext", err)
	}
	return func(yield func(Board, error) bool) {
		if !yield(slices.Clone(first), nil) {
			return
		}
		s := enumerate.New(n)
		s.Seek(first)
		yieldEach(s, ctx, yield)
	}, nil
}

// unrank returns the solution of size n at place k, with the errors as the
// API says them.
func unrank(ctx context.Context, n int, k uint64) (Board, error) {
	b, err := rank.Unrank(ctx, n, k)
	var oor *rank.OutOfRange
	if errors.As(err, &oor) {
		return nil, problemf("%v", oor)
	}
	return Board(b), fromCounting(err)
}

// rankOf returns the place of the board b among the solutions of its size,
// or an error if b is not one.
func rankOf(ctx context.Context, b Board) (uint64, error) {
	if err := b.Validate(); err != nil {
		return 0, problemf("board %v is not a solution: %s", []int(b), strings.TrimPrefix(err.Error(), "nqueens: "))
	}
	k, err := rank.Rank(ctx, b)
	return k, fromCounting(err)
}
