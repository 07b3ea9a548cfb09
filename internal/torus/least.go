package torus

// --- The square's symmetries ---
//
// A symmetry of the square is numbered by three bits: bit 2 transposes
// (the queen (r, c) goes to (c, r)), then bit 0 mirrors the rows top to
// bottom and bit 1 the columns left to right. Number 0 is the identity.
// Each maps a solution to a solution.

// symmetries is the number of symmetries of the square.
const symmetries = 8

// at returns the column of row r's queen in the image of w.s under
// symmetry sym.
func (w *searcher) at(sym, r int) int {
	n := w.n
	if sym&1 != 0 {
		r = n - 1 - r
	}
	c := w.s[r]
	if sym&4 != 0 {
		c = w.inv[r]
	}
	if sym&2 != 0 {
		c = n - 1 - c
	}
	return c
}

// leastOfSquare reports whether no image of w.s under a symmetry of the
// square is smaller than w.s. Its inverse w.inv must be set.
func (w *searcher) leastOfSquare() bool {
	n := w.n
	for sym := 1; sym < symmetries; sym++ {
		for r := range n {
			if c := w.at(sym, r); c != w.s[r] {
				if c < w.s[r] {
					return false
				}
				break
			}
		}
	}
	return true
}

// imageOf sets w.image to the image of w.s under symmetry sym. Its inverse
// w.inv must be set.
func (w *searcher) imageOf(sym int) {
	for r := range w.n {
		w.image[r] = w.at(sym, r)
	}
}
