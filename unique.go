package nqueens

import "context"

// uniqueSearch visits the canonical solutions of size n in lexicographic
// order, calling yield with each, fresh, and a nil error, until yield
// returns false; if ctx is done before the search ends, it calls yield
// once more, with a nil Board and ctx.Err(). n must be in [0, MaxN].
//
// A canonical board is no greater than any of its images, and the first
// column of each image is the distance of one border queen from one end of
// its border line. So the queen of the first row, in column c, stands no
// farther from the left than from the right, and the queens of the left and
// right columns stand in rows c to n-1-c, and the queen of the last row in
// columns c to n-1-c. The search places the first queen and blocks the
// other squares of the border, as a [Puzzle] does, then checks the
// completions that are left.
func uniqueSearch(ctx context.Context, n int, yield func(Board, error) bool) {
	if n <= 1 {
		if err := ctx.Err(); err != nil {
			yield(nil, err)
			return
		}
		yield(make(Board, n), nil)
		return
	}
	var inv [MaxN]int
	var p Puzzle
	search := new(completion)
	for c := 0; c <= n-1-c; c++ {
		p.reset(n)
		if err := p.place(0, c); err != nil {
			panic("nqueens: internal error: " + err.Error())
		}
		for r := 1; r < n; r++ {
			if r < c || r > n-1-c {
				p.blockSquares(r, 1|1<<uint(n-1))
			}
		}
		p.blockSquares(n-1, columnsBelow(c)|^columnsBelow(n-c))
		search.init(&p)
		for {
			ok, err := search.advanceContext(ctx)
			if err != nil {
				yield(nil, err)
				return
			}
			if !ok {
				break
			}
			b := Board(search.board[:n])
			for r, col := range b {
				inv[col&(MaxN-1)] = r
			}
			if b.isCanonical(inv[:n]) && !yield(search.solution(), nil) {
				return
			}
		}
	}
}
