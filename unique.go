package nqueens

// uniqueSearch visits the canonical solutions of size n in lexicographic
// order, calling yield with each, fresh, until yield returns false. n must
// be in [2, MaxN].
//
// A canonical board is no greater than any of its images, and the first
// column of each image is the distance of one border queen from one end of
// its border line. So the queen of the first row, in column c, stands no
// farther from the left than from the right, and the queens of the left and
// right columns stand in rows c to n-1-c, and the queen of the last row in
// columns c to n-1-c. The search places the first queen and blocks the
// other squares of the border, as a [Puzzle] does, then checks the
// completions that are left.
func uniqueSearch(n int, yield func(Board) bool) {
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
		for search.advance() {
			b := Board(search.board[:n])
			for r, col := range b {
				inv[col&(MaxN-1)] = r
			}
			if b.isCanonical(inv[:n]) && !yield(search.solution()) {
				return
			}
		}
	}
}
