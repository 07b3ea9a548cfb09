package nqueens

import (
	"context"
	"errors"

	"github.com/nqueens-go/nqueens/internal/burnside"
	"github.com/nqueens-go/nqueens/internal/seam"
)

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
	if n < 0 || n > burnside.MaxN {
		return 0, problemf("n = %d out of range [0, %d]", n, burnside.MaxN)
	}
	unique, err := burnside.Unique(ctx, n, total)
	var nt *burnside.NotTotalError
	switch {
	case errors.As(err, &nt):
		return 0, problemf("%s", nt.Why)
	case errors.Is(err, seam.ErrOverflow):
		return 0, overflowError(n)
	}
	return unique, err
}
