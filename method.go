package nqueens

import (
	"context"
	"fmt"
)

// A Method is a way for a [Counter] to count.
type Method int

const (
	// Auto counts by joining half boards where that is faster and
	// possible: a board of size 12 to 25 whose table fits in the
	// Counter's MaxMemory, counted whole, with no Shards, Done or
	// Finished. Everything else it counts by backtracking, so that the
	// subproblems that a sharded or resumed count names keep the
	// numbering that earlier releases gave them.
	Auto Method = iota

	// Backtrack counts by searching, row by row, the completions of each
	// class of start placements (the queens of the border lines), its
	// subproblems. It counts any size up to MaxN on little memory, and
	// each subproblem gives the fundamental solutions among its own.
	Backtrack

	// Join counts by joining half boards: for each set of rows whose queen
	// stands in the east half of the board, it pairs the east
	// half-solutions with the west ones whose diagonals they do not meet,
	// 512 pairs at a time. Its subproblems are runs of such sets of rows.
	// It counts sizes 2 to 25, several times faster than backtracking from
	// 12 on, and takes a table of every placement in a quarter of the
	// board, which grows about eightfold with every second size: 1.2 MiB
	// for n = 16 and 17, 8 MiB for 18 and 19, 62 MiB for 20 and 21,
	// 526 MiB for 22 and 23, about 4.8 GiB for 24 and 25. A join
	// subproblem's Counts hold its Total alone: the fundamental solutions
	// come from the whole total by Burnside's lemma, in a count of every
	// subproblem, or from [UniqueFromTotal].
	//
	// Its subproblems are numbered in this order. A board of odd size
	// 2h+1 has one queen in its middle row and one in its middle column:
	// first come the solutions with a queen at the centre, then those
	// with queens at (h, h+a) and (h+b, h), 1 ≤ a < b ≤ h, by (a, b) in
	// lexicographic order, each standing for its eight images. Within
	// each, the sets X of the other rows, of as many rows as the east
	// half has free columns, are taken in increasing order of their bits,
	// the top row in the lowest bit; with a queen at the centre, or none
	// (even sizes), only the least of X, its mirror image, the rows not
	// in X and their mirror image. A subproblem is 64 such sets in a row,
	// fewer at the end of each part.
	Join
)

// String returns "auto", "backtrack" or "join".
func (m Method) String() string {
	switch m {
	case Auto:
		return "auto"
	case Backtrack:
		return "backtrack"
	case Join:
		return "join"
	}
	return fmt.Sprintf("Method(%d)", int(m))
}

// DefaultMaxMemory is the memory, in bytes, that the table of a join count
// may take when [Counter.MaxMemory] is 0: enough for sizes up to 23.
const DefaultMaxMemory = 1 << 30

// MethodFor returns the method, Backtrack or Join, that Count uses to count
// size n, following Method, MaxMemory and the rule of [Auto]. It returns an
// error if Method is Join and the join cannot count size n: n is outside
// [2, 25], or its table would take more than MaxMemory. It takes a
// moment for sizes 24 and 25, whose table it sizes by counting its
// placements.
func (c *Counter) MethodFor(n int) (Method, error) {
	return c.choose(context.Background(), "Counter.MethodFor", n)
}

// choose is MethodFor, with the name of the exported function to give in
// an error; it returns ctx.Err() if ctx is done while it sizes a table.
func (c *Counter) choose(ctx context.Context, fn string, n int) (Method, error) {
	limit := uint64(DefaultMaxMemory)
	if c.MaxMemory > 0 {
		limit = uint64(c.MaxMemory)
	}
	switch c.Method {
	case Backtrack:
		return Backtrack, nil
	case Auto:
		if c.Shards != 0 || c.Done != nil || c.Finished != nil || n < autoJoinN || n > joinMaxN {
			return Backtrack, nil
		}
		need, err := quarterSize(ctx, n/2)
		if err != nil {
			return 0, err
		}
		if need > limit {
			return Backtrack, nil
		}
		return Join, nil
	case Join:
		if n < joinMinN || n > joinMaxN {
			return 0, fmt.Errorf("nqueens: %s: the join counts sizes %d to %d, not %d", fn, joinMinN, joinMaxN, n)
		}
		need, err := quarterSize(ctx, n/2)
		if err != nil {
			return 0, err
		}
		if need > limit {
			return 0, fmt.Errorf("nqueens: %s: the join's table for n = %d takes %d bytes, more than MaxMemory = %d; raise MaxMemory to count it", fn, n, need, limit)
		}
		return Join, nil
	}
	return 0, fmt.Errorf("nqueens: %s: Method = %d is not a method", fn, int(c.Method))
}
