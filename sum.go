package nqueens

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/nqueens-go/nqueens/internal/burnside"
	"github.com/nqueens-go/nqueens/internal/counting"
	"github.com/nqueens-go/nqueens/internal/seam"

	"github.com/nqueens-go/nqueens/internal/oeis"
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
func SumCounts(ctx context.Context, n int, parts ...Counts) (Counts, error) {
	checkContext("SumCounts", ctx)
	sum, err := sumCounts(ctx, n, parts)
	return sum, named("SumCounts", err)
}

// sumCounts is SumCounts.
func sumCounts(ctx context.Context, n int, parts []Counts) (Counts, error) {
	if n < 0 || n > MaxN {
		return Counts{}, problemf("n = %d out of range [0, %d]", n, MaxN)
	}
	if err := checkParts(n, parts); err != nil {
		return Counts{}, err
	}
	var t struct{ total, unique uint64 }
	unknown := 0
	for i, c := range parts {
		if c.UniqueUnknown && c.Unique != 0 {
			return Counts{}, problemf("parts[%d] does not know its fundamental solutions, but holds Unique = %d", i, c.Unique)
		}
		var ok1, ok2 bool
		t.total, ok1 = seam.AddWeighted(t.total, 1, c.Total)
		t.unique, ok2 = seam.AddWeighted(t.unique, 1, c.Unique)
		if !ok1 || !ok2 {
			return Counts{}, overflowError(n)
		}
		if c.UniqueUnknown {
			unknown++
		}
	}
	sum := Counts{Total: t.total, Unique: t.unique}
	switch {
	case unknown > 0 && unknown < len(parts):
		return Counts{}, problemf("%d of the %d parts know their fundamental solutions and the others do not: they are not parts of one count", len(parts)-unknown, len(parts))
	case unknown > 0 && n > burnside.MaxN:
		return Counts{}, problemf("the parts do not know their fundamental solutions, and those of size %d cannot be found from the total: Burnside's lemma needs the solutions that a half and a quarter turn leave unchanged, which this package counts up to size %d", n, burnside.MaxN)
	case unknown > 0:
		unique, err := uniqueFromTotal(ctx, n, t.total)
		switch {
		case ctx.Err() != nil:
			return Counts{}, ctx.Err()
		case err != nil && n >= 2 && n <= burnside.MaxN:
			// The search ran, and found that total is no count of size n.
			sum.UniqueUnknown = true
			return Counts{}, countsError(n, sum)
		case err != nil:
			return Counts{}, err
		}
		sum.Unique = unique
	}
	if known, ok := oeis.Known(n); ok && (known.Total != sum.Total || known.Unique != sum.Unique) {
		return Counts{}, countsError(n, sum)
	}
	if why := implausible(n, sum); why != "" {
		return Counts{}, &CountsError{N: n, Sum: sum, why: why}
	}
	return sum, nil
}

// implausible says why c cannot be the counts of size n, from what holds
// at every size, or returns "": from size 2 on, no solution is its own
// mirror image, so that the solutions come in pairs and each class holds
// 2, 4 or 8 of them.
func implausible(n int, c Counts) string {
	switch {
	case n < 2:
		if c.Total != 1 || c.Unique != 1 {
			return fmt.Sprintf("size %d has 1 solution, in 1 class", n)
		}
	case c.Total%2 != 0:
		return fmt.Sprintf("the solutions of size %d come in pairs, mirror images of each other, and %d is odd", n, c.Total)
	case c.Unique > c.Total/2 || c.Unique < c.Total/8 || c.Unique == c.Total/8 && c.Total%8 != 0:
		return fmt.Sprintf("each class of solutions of size %d holds 2, 4 or 8 of them, and %d classes cannot hold %d", n, c.Unique, c.Total)
	}
	return ""
}

// checkParts returns an error unless the parts are the shards of one count
// of size n, each there once, or none of them names a shard.
func checkParts(n int, parts []Counts) error {
	named := slices.IndexFunc(parts, func(c Counts) bool { return c.Part != (Part{}) })
	if named < 0 {
		return nil
	}
	first := parts[named].Part
	if why := first.problem(n); why != "" {
		return problemf("parts[%d] %s", named, why)
	}
	shards := make([]int, 0, len(parts))
	for i, c := range parts {
		p := c.Part
		switch {
		case p == (Part{}):
			return problemf("parts[%d] names no shard, but parts[%d] is %v: they are not the shards of one count", i, named, first)
		case p.problem(n) != "":
			return problemf("parts[%d] %s", i, p.problem(n))
		case p.Method != first.Method || p.Shards != first.Shards:
			return problemf("parts[%d] is %v, but parts[%d] is %v: they are not the shards of one count", i, p, named, first)
		}
		shards = append(shards, p.Shard)
	}
	slices.Sort(shards)
	e := &ShardError{N: n, Method: first.Method, Shards: first.Shards}
	next := 0 // the least shard not yet seen
	for i, s := range shards {
		if i > 0 && s == shards[i-1] {
			if len(e.Repeated) == 0 || e.Repeated[len(e.Repeated)-1] != s {
				e.Repeated = append(e.Repeated, s)
			}
			continue
		}
		e.missing += s - next
		for k := next; k < s && len(e.Missing) < maxListed; k++ {
			e.Missing = append(e.Missing, k)
		}
		next = s + 1
	}
	e.missing += first.Shards - next
	for k := next; k < first.Shards && len(e.Missing) < maxListed; k++ {
		e.Missing = append(e.Missing, k)
	}
	if e.missing > 0 || len(e.Repeated) > 0 {
		return e
	}
	// Each shard is there once: do they hold the count's subproblems?
	for _, c := range parts {
		e.Held += c.Part.Subproblems
	}
	settings := counting.Settings{Method: counting.Method(first.Method), Device: counting.CPU}
	_, all, err := settings.Units(context.Background(), n)
	if err != nil {
		return fromCounting(err)
	}
	if e.Has = len(all); e.Held != e.Has {
		return e
	}
	return nil
}

// maxListed is the most missing shards a ShardError lists: a count may
// have any number of shards, and the list must fit in memory.
const maxListed = 1 << 16

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
