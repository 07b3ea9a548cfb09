package backtrack

import (
	"context"

	"github.com/nqueens-go/nqueens/internal/dihedral"
)

// --- Start placements ---
//
// Every solution of size n ≥ 2 has one queen in each of the four border
// lines of the board: the top and bottom rows, the left and right columns.
// Those queens are its start placement; a queen in a corner stands in two
// border lines at once. The eight symmetries of the square map border lines
// to border lines, so they act on start placements, and the solutions with
// start placements in one class are images of the solutions of any one of
// them. The counter therefore searches one start placement of each class,
// its canonical form, and weights its completions by the size of the class.
// Preußer and Engelhardt count this way in the Q27 project ("Putting Queens
// in Carry Chains, No. 27", J. Signal Process. Syst. 88, 2017).

// A Start is a start placement of a board of size n ≥ 2: the column of the
// queen in the top row and of the queen in the bottom row, the row of the
// queen in the left column and of the queen in the right column.
type Start struct {
	Top, Bottom, Left, Right int8
}

// Queens returns the squares of the queens of s, a corner queen twice.
func (s Start) Queens(n int) [4][2]int {
	return [4][2]int{
		{0, int(s.Top)},
		{n - 1, int(s.Bottom)},
		{int(s.Left), 0},
		{int(s.Right), n - 1},
	}
}

// Image returns the start placement that symmetry g maps s to.
func (s Start) Image(n int, g dihedral.Symmetry) Start {
	var t Start
	for _, q := range s.Queens(n) {
		r, c := g.Map(n, q[0], q[1])
		if r == 0 {
			t.Top = int8(c)
		}
		if r == n-1 {
			t.Bottom = int8(c)
		}
		if c == 0 {
			t.Left = int8(r)
		}
		if c == n-1 {
			t.Right = int8(r)
		}
	}
	return t
}

// less reports whether s comes before t, comparing top, bottom, left and
// right in turn.
func (s Start) less(t Start) bool {
	if s.Top != t.Top {
		return s.Top < t.Top
	}
	if s.Bottom != t.Bottom {
		return s.Bottom < t.Bottom
	}
	if s.Left != t.Left {
		return s.Left < t.Left
	}
	return s.Right < t.Right
}

// valid reports whether s places its queens consistently, a corner queen in
// both its lines, and no two of them attack each other.
func (s Start) valid(n int) bool {
	top, bottom, left, right := int(s.Top), int(s.Bottom), int(s.Left), int(s.Right)
	if (top == 0) != (left == 0) || (top == n-1) != (right == 0) ||
		(bottom == 0) != (left == n-1) || (bottom == n-1) != (right == n-1) {
		return false
	}
	qs := s.Queens(n)
	for i, p := range qs {
		for _, q := range qs[i+1:] {
			if p != q && attacked(p, q) {
				return false
			}
		}
	}
	return true
}

// attacked reports whether queens on the distinct squares p and q, each a
// row and a column, attack each other.
func attacked(p, q [2]int) bool {
	dr, dc := p[0]-q[0], p[1]-q[1]
	return dr == 0 || dc == 0 || dr == dc || dr == -dc
}

// A Class describes the class of a canonical start placement: its size,
// and which rotations leave the placement unchanged.
type Class struct {
	Size        uint64
	HalfTurn    bool // the half turn leaves it unchanged
	QuarterTurn bool // so do the quarter turns
}

// Canonical reports whether s is the least of its images, and if so, the
// class it stands for.
func (s Start) Canonical(n int) (Class, bool) {
	var cl Class
	fixed := 0
	for i, g := range dihedral.Symmetries {
		t := s.Image(n, g)
		if t.less(s) {
			return Class{}, false
		}
		if t == s {
			fixed++
			cl.HalfTurn = cl.HalfTurn || i == dihedral.HalfTurn
			cl.QuarterTurn = cl.QuarterTurn || i == dihedral.QuarterTurn
		}
	}
	cl.Size = uint64(len(dihedral.Symmetries) / fixed)
	return cl, true
}

// Starts returns the canonical start placements of size n ≥ 2, in the
// order of [Start.less], which is the order of the counter's subproblems.
// It returns ctx.Err() if ctx is done before it has finished.
func Starts(ctx context.Context, n int) ([]Start, error) {
	var list []Start
	// The eight images of a placement put in the top row the queens of
	// the four border lines, each from either end of its line. So in a
	// canonical placement no border queen stands nearer an end of its line
	// than the top queen does.
	for top := 0; top <= n-1-top; top++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		t := [2]int{0, top}
		for bottom := top; bottom <= n-1-top; bottom++ {
			b := [2]int{n - 1, bottom}
			if attacked(t, b) {
				continue
			}
			for left := top; left <= n-1-top; left++ {
				l := [2]int{left, 0}
				if (l != t && attacked(l, t)) || (l != b && attacked(l, b)) {
					continue
				}
				for right := top; right <= n-1-top; right++ {
					s := Start{int8(top), int8(bottom), int8(left), int8(right)}
					if !s.valid(n) {
						continue
					}
					if _, ok := s.Canonical(n); ok {
						list = append(list, s)
					}
				}
			}
		}
	}
	return list, nil
}

// oriented returns the image of s that the inner search runs fastest on, as
// measured: the one whose bottom queen stands nearest a corner, and of
// those the one whose top queen stands farthest from one. All images of s
// have the same number of completions.
func (s Start) oriented(n int) Start {
	fromCorner := func(c int8) int { return min(int(c), n-1-int(c)) }
	best, score := s, 0
	for i, g := range dihedral.Symmetries {
		t := s.Image(n, g)
		if sc := fromCorner(t.Bottom)*n - fromCorner(t.Top); i == 0 || sc < score {
			best, score = t, sc
		}
	}
	return best
}
