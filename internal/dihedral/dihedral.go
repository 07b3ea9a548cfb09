// Package dihedral holds the eight symmetries of the square, its dihedral
// group, which act on the squares of a board, on boards whose queens stand
// in distinct columns as well as rows, and on start placements. Rows count
// down from the top, columns right from the left, and clockwise is as the
// nqueens package draws a board.
package dihedral

// A Symmetry of the square maps the square in row r, column c of a board
// of size n to the square that transposing it about the main diagonal, if
// Transpose is set, and then mirroring the rows top to bottom and the
// columns left to right, as set, gives. Every symmetry of the square is one
// of those eight.
type Symmetry struct {
	Transpose, FlipRows, FlipCols bool
}

// Symmetries are the eight symmetries of the square, by number: the
// identity, the turns clockwise by a quarter, a half and three quarters,
// then the mirror images left to right, top to bottom, about the main
// diagonal and about the other. The order is part of the shard numbering:
// the backtracking counter takes the first image of a start placement
// among those it searches as fast.
var Symmetries = [Count]Symmetry{
	Identity:           {},                   // (r, c)
	QuarterTurn:        {true, false, true},  // (c, n-1-r)
	HalfTurn:           {false, true, true},  // (n-1-r, n-1-c)
	ThreeQuarterTurn:   {true, true, false},  // (n-1-c, r)
	MirrorLeftRight:    {false, false, true}, // (r, n-1-c)
	MirrorTopBottom:    {false, true, false}, // (n-1-r, c)
	MirrorDiagonal:     {true, false, false}, // (c, r)
	MirrorAntiDiagonal: {true, true, true},   // (n-1-c, n-1-r)
}

// The numbers of the symmetries, and Count of them.
const (
	Identity = iota
	QuarterTurn
	HalfTurn
	ThreeQuarterTurn
	MirrorLeftRight
	MirrorTopBottom
	MirrorDiagonal
	MirrorAntiDiagonal
	Count
)

// Map returns the square that g maps the square in row r, column c of a
// board of size n to.
func (g Symmetry) Map(n, r, c int) (int, int) {
	if g.Transpose {
		r, c = c, r
	}
	if g.FlipRows {
		r = n - 1 - r
	}
	if g.FlipCols {
		c = n - 1 - c
	}
	return r, c
}

// Column returns the column of the queen in row x of the image under g of
// a board b with one queen in each row and column, without building the
// image; inv is b's inverse, the row of each column's queen, which only a
// symmetry that transposes reads. The queen comes from row x of b, or from
// column x of b if g transposes, counted from the other end if g mirrors
// the rows.
func (g Symmetry) Column(b, inv []int, x int) int {
	n := len(b)
	if g.FlipRows {
		x = n - 1 - x
	}
	c := b[x]
	if g.Transpose {
		c = inv[x]
	}
	if g.FlipCols {
		c = n - 1 - c
	}
	return c
}

// --- Boards ---
//
// A board with one queen in each row and column, as the column of the
// queen of each row, and its images.

// Inverse returns, for each column of b, the row of its queen. b must have
// one queen in each row and column.
func Inverse(b []int) []int {
	inv := make([]int, len(b))
	for r, c := range b {
		inv[c] = r
	}
	return inv
}

// Image returns the image of b under symmetry number g; inv is b's
// inverse, as Symmetry.Column takes it.
func Image(b, inv []int, g int) []int {
	out := make([]int, len(b))
	for x := range out {
		out[x] = Symmetries[g].Column(b, inv, x)
	}
	return out
}

// CompareImages compares the images of b under symmetries number g and h
// lexicographically, without building them; inv is b's inverse.
func CompareImages(b, inv []int, g, h int) int {
	for x := range b {
		if d := Symmetries[g].Column(b, inv, x) - Symmetries[h].Column(b, inv, x); d != 0 {
			return d
		}
	}
	return 0
}

// IsCanonical reports whether b, whose inverse is inv, is no greater than
// any of its images.
func IsCanonical(b, inv []int) bool {
	for g := Identity + 1; g < Count; g++ {
		if CompareImages(b, inv, g, Identity) < 0 {
			return false
		}
	}
	return true
}
