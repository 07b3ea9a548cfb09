package complete

import (
	"context"
	"slices"
)

// CountUpTo returns the number of completions of g, or limit if it has at
// least limit, by the solver's search run to its end rather than to its
// first completion: one run, without restarts, that propagates the lines
// with one free square, fails a line with none and a set of rows that
// cannot be matched to the open columns, and branches on the line with the
// fewest free squares. Each branch tries every free square of one line,
// which holds one queen in every completion, so the branches part the
// completions and each is counted once. It returns the first completion
// found, if any, and the placements the search tried: its work, the same
// on every machine and call, for the solver's choices are seeded from the
// size. It looks at ctx as Solve does, and returns ctx.Err() once ctx is
// done. limit must be at least 1.
func CountUpTo(ctx context.Context, g *Grid, limit uint64) (count uint64, first []int, nodes uint64, err error) {
	v := newSolver(g)
	defer v.release()
	if err := ctx.Err(); err != nil {
		return 0, nil, 0, err
	}
	v.matching = true
	root := &v.stack[0]
	line, ok := v.propagate(&root.s)
	switch {
	case !ok:
		return 0, nil, 0, nil
	case line < 0:
		return 1, slices.Clone(v.board[:g.N]), 0, nil
	}
	root.line, root.untried = line, v.lineFree(&root.s, line)
	d := 0
	for {
		f := &v.stack[d]
		if f.untried == 0 {
			if d == 0 {
				return count, first, uint64(v.nodes), nil
			}
			d--
			continue
		}
		sq := v.take(&f.untried, f.line)
		r, c := f.line, sq
		if f.line >= maxN {
			r, c = sq, f.line-maxN
		}
		child := &v.stack[d+1]
		child.s = f.s
		v.board[r&(maxN-1)] = c
		child.s.place(r, c)
		if v.nodes++; v.nodes%solverPoll == 0 {
			pause()
			if err := ctx.Err(); err != nil {
				return 0, nil, 0, err
			}
		}
		line, ok := v.propagate(&child.s)
		switch {
		case !ok:
			continue
		case line < 0:
			if count++; first == nil {
				first = slices.Clone(v.board[:g.N])
			}
			if count == limit {
				return count, first, uint64(v.nodes), nil
			}
			continue
		}
		child.line, child.untried = line, v.lineFree(&child.s, line)
		d++
	}
}
