package nqueens

import (
	"context"

	"github.com/nqueens-go/nqueens/internal/counting"
)

// --- Adding up the parts of a count ---

// SumCounts returns the Counts of size n whose parts are parts, and checks
// that they are all of it.
//
// The shards that [Counter.Count] returns name themselves in their Part.
// Where the parts do, SumCounts checks that they are the shards of one
// count of size n, by one method in one number of shards, each there
// once: it returns an error naming the first part of another count, and
// a [*ShardError] naming the shards that are missing or there more than
// once, or, where each is there once, the subproblems they hold where
// they are not the count's. Parts that name no shard, such as the records of every
// subproblem of a count or Counts made by hand, it adds up as they are,
// under a weaker promise: it cannot tell whether one of them is missing
// or there twice, and for sizes the OEIS does not know, above 27, it
// checks only what holds at every size. Parts that mix the two are
// refused.
//
// It adds up the parts' Totals, and their Uniques where every part knows
// its own; where none does, it finds the fundamental solutions of the
// whole from its Total, by Burnside's lemma, as [UniqueFromTotal] does,
// for n up to 32, at the cost that UniqueFromTotal's doc gives. It then
// checks the sum against the counts the OEIS knows (A000170 and A002562,
// n ≤ 27), and at every size against what holds of all of them: from
// size 2 on, the solutions come in mirror pairs, and each class holds 2,
// 4 or 8 of them. It returns a [*CountsError] if the sum fails a check,
// or if Burnside's lemma gives no whole number of fundamental solutions:
// the parts are not all the solutions of size n. It returns an error if
// some parts know their Unique and others do not, which no two parts of
// one count do, or if none does above size 32; an error that wraps
// [ErrOverflow] if a sum does not fit in a uint64; and ctx.Err() if ctx
// is done first. It panics if ctx is nil.
//
// Parts of a count by column (Counter.ByColumn) must all hold ByColumn,
// or none: SumCounts adds the columns too, and returns an error naming
// the first part whose columns are not n numbers that add up to its
// Total, or where some parts hold columns and others do not, and a
// [*CountsError] where the sum does not read the same backwards, as
// every whole count's does. Beyond those, the columns are checked
// against nothing: a sum of columns that keeps those rules and the
// Total is taken as it is.
func SumCounts(ctx context.Context, n int, parts ...Counts) (Counts, error) {
	checkContext("SumCounts", ctx)
	sum, err := sumCounts(ctx, n, parts)
	return sum, named("SumCounts", err)
}

// sumCounts is SumCounts.
func sumCounts(ctx context.Context, n int, parts []Counts) (Counts, error) {
	pieces := make([]counting.Piece, len(parts))
	for i, c := range parts {
		p := c.Part
		pieces[i] = counting.Piece{
			Counts: countingCounts(c),
			Part:   counting.Part{N: p.N, Method: counting.Method(p.Method), Shard: p.Shard, Shards: p.Shards, Subproblems: p.Subproblems},
		}
	}
	sum, err := counting.Sum(ctx, n, pieces)
	return countsOf(sum), fromCounting(err)
}

// UniqueFromTotal returns the number of fundamental solutions of size n,
// given the number of all of them, total: it counts the solutions that the
// turns of the board leave unchanged, and applies Burnside's lemma. The
// subproblems of a count by [Join] or [Join2] count no fundamental
// solutions of their own, so a join count split into shards gets them from
// the sum of the shards' Totals, as [SumCounts] does with UniqueFromTotal.
//
// Its search, on one goroutine, takes far less time than a count of size n
// but grows exponentially with n as a count does.
// It returns ctx.Err() if ctx is done before it has finished; an error if
// n is outside [0, 32], or if total cannot be the number of solutions of
// size n: the lemma's sum does not divide by eight, or total is less than
// the solutions a turn leaves unchanged. It panics if ctx is nil.
func UniqueFromTotal(ctx context.Context, n int, total uint64) (uint64, error) {
	checkContext("UniqueFromTotal", ctx)
	unique, err := uniqueFromTotal(ctx, n, total)
	return unique, named("UniqueFromTotal", err)
}

// uniqueFromTotal is UniqueFromTotal.
func uniqueFromTotal(ctx context.Context, n int, total uint64) (uint64, error) {
	unique, err := counting.UniqueFromTotal(ctx, n, total)
	return unique, fromCounting(err)
}
