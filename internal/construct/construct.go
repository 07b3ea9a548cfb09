// Package construct builds a solution of any size directly, by the
// explicit construction of Hoffman, Loessi and Moore, for the root
// package's Construct and ConstructQueens, which state what it builds.
package construct

// A Construction is the solution of size n that New builds, row by
// row. For even n, when n mod 6 is not 2, row i < n/2 holds column 2i+1,
// and row n/2+i column 2i; otherwise row i < n/2 holds column
// (2i + n/2 - 1) mod n, and row n-1-i its mirror image. Odd n takes the
// solution of n-1 and the corner (n-1, n-1).
type Construction struct {
	n, even, half int
	shifted       bool // even mod 6 is 2: the second rule
}

// New returns the construction of size n ≥ 0, and false when there is
// none.
func New(n int) (Construction, bool) {
	even := n - n%2
	return Construction{n, even, even / 2, even%6 == 2}, n != 2 && n != 3
}

// Fill writes the column of each row into b, of length n: the rule of
// Column, in loops without its test of each row, which run faster; the
// root's TestConstructQueens checks the two against each other.
func (c Construction) Fill(b []int) {
	if !c.shifted {
		for i := range c.half {
			b[i] = 2*i + 1
			b[c.half+i] = 2 * i
		}
	} else {
		for i := range c.half {
			col := 2*i + c.half - 1
			if col >= c.even {
				col -= c.even
			}
			b[i] = col
			b[c.even-1-i] = c.even - 1 - col
		}
	}
	if c.n > c.even {
		b[c.even] = c.even
	}
}

// Column returns the column of the queen of row r, 0 ≤ r < n, in O(1).
func (c Construction) Column(r int) int {
	switch {
	case r == c.even: // the corner of an odd board
		return r
	case !c.shifted && r < c.half:
		return 2*r + 1
	case !c.shifted:
		return 2 * (r - c.half)
	}
	i, mirror := r, false
	if r >= c.half {
		i, mirror = c.even-1-r, true
	}
	// 2i + half - 1 < 2·even: one subtraction takes it mod even.
	col := 2*i + c.half - 1
	if col >= c.even {
		col -= c.even
	}
	if mirror {
		return c.even - 1 - col
	}
	return col
}
