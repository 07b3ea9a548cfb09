package complete

import (
	"context"

	"github.com/nqueens-go/nqueens/internal/dihedral"
)

// Canonical visits the canonical solutions of size n in lexicographic
// order, calling yield with each, fresh, and a nil error, until yield
// returns false; if ctx is done before the search ends, it calls yield
// once more, with a nil board and ctx.Err(). n must be in [0, 64].
//
// A canonical board is no greater than any of its images, and the first
// column of each image is the distance of one border queen from one end of
// its border line. So the queen of the first row, in column c, stands no
// farther from the left than from the right, and the queens of the left and
// right columns stand in rows c to n-1-c, and the queen of the last row in
// columns c to n-1-c. The search places the first queen and blocks the
// other squares of the border, as a Grid does, then checks the
// completions that are left.
func Canonical(ctx context.Context, n int, yield func([]int, error) bool) {
	if n <= 1 {
		if err := ctx.Err(); err != nil {
			yield(nil, err)
			return
		}
		yield(make([]int, n), nil)
		return
	}
	var inv [maxN]int
	var g Grid
	search := new(Completion)
	for c := 0; c <= n-1-c; c++ {
		g = Grid{N: n, Placed: 1}
		g.Queens[0] = c
		for r := 1; r < n; r++ {
			if r < c || r > n-1-c {
				g.Blocked[r] |= 1 | 1<<uint(n-1)
			}
		}
		g.Blocked[n-1] |= (below(c) | ^below(n-c)) & below(n)
		search.Init(&g)
		for {
			ok, err := search.AdvanceContext(ctx)
			if err != nil {
				yield(nil, err)
				return
			}
			if !ok {
				break
			}
			b := search.Last()
			for r, col := range b {
				inv[col&(maxN-1)] = r
			}
			if dihedral.IsCanonical(b, inv[:n]) && !yield(search.Solution(), nil) {
				return
			}
		}
	}
}
