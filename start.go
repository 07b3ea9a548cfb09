package nqueens

import "context"

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

// start is a start placement of a board of size n ≥ 2: the column of the
// queen in the top row and of the queen in the bottom row, the row of the
// queen in the left column and of the queen in the right column.
type start struct {
	top, bottom, left, right int8
}

// queens returns the squares of the queens of s, a corner queen twice.
func (s start) queens(n int) [4][2]int {
	return [4][2]int{
		{0, int(s.top)},
		{n - 1, int(s.bottom)},
		{int(s.left), 0},
		{int(s.right), n - 1},
	}
}

// image returns the start placement that symmetry g maps s to.
func (s start) image(n int, g symmetry) start {
	var t start
	for _, q := range s.queens(n) {
		r, c := g.square(n, q[0], q[1])
		if r == 0 {
			t.top = int8(c)
		}
		if r == n-1 {
			t.bottom = int8(c)
		}
		if c == 0 {
			t.left = int8(r)
		}
		if c == n-1 {
			t.right = int8(r)
		}
	}
	return t
}

// less reports whether s comes before t, comparing top, bottom, left and
// right in turn.
func (s start) less(t start) bool {
	if s.top != t.top {
		return s.top < t.top
	}
	if s.bottom != t.bottom {
		return s.bottom < t.bottom
	}
	if s.left != t.left {
		return s.left < t.left
	}
	return s.right < t.right
}

// valid reports whether s places its queens consistently, a corner queen in
// both its lines, and no two of them attack each other.
func (s start) valid(n int) bool {
	top, bottom, left, right := int(s.top), int(s.bottom), int(s.left), int(s.right)
	if (top == 0) != (left == 0) || (top == n-1) != (right == 0) ||
		(bottom == 0) != (left == n-1) || (bottom == n-1) != (right == n-1) {
		return false
	}
	qs := s.queens(n)
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
	return attackBetween(p[0], p[1], q[0], q[1]) != noAttack
}

// class describes the class of a canonical start placement: its size, and
// which rotations leave the placement unchanged.
type class struct {
	size        uint64
	halfTurn    bool // the half turn leaves it unchanged
	quarterTurn bool // so do the quarter turns
}

// canonical reports whether s is the least of its images, and if so, the
// class it stands for.
func (s start) canonical(n int) (class, bool) {
	var cl class
	fixed := 0
	for i, g := range symmetries {
		t := s.image(n, g)
		if t.less(s) {
			return class{}, false
		}
		if t == s {
			fixed++
			cl.halfTurn = cl.halfTurn || i == halfTurn
			cl.quarterTurn = cl.quarterTurn || i == quarterTurn
		}
	}
	cl.size = uint64(len(symmetries) / fixed)
	return cl, true
}

// starts returns the canonical start placements of size n ≥ 2, in the
// order of [start.less], which is the order of the counter's subproblems.
// It returns ctx.Err() if ctx is done before it has finished.
func starts(ctx context.Context, n int) ([]start, error) {
	var list []start
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
					s := start{int8(top), int8(bottom), int8(left), int8(right)}
					if !s.valid(n) {
						continue
					}
					if _, ok := s.canonical(n); ok {
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
func (s start) oriented(n int) start {
	fromCorner := func(c int8) int { return min(int(c), n-1-int(c)) }
	best, score := s, 0
	for i, g := range symmetries {
		t := s.image(n, g)
		if sc := fromCorner(t.bottom)*n - fromCorner(t.top); i == 0 || sc < score {
			best, score = t, sc
		}
	}
	return best
}

// puzzle returns the puzzle whose completions are the solutions with start
// placement s: the board of size n with its border queens placed.
func (s start) puzzle(n int) *Puzzle {
	p := NewPuzzle(n)
	for _, q := range s.queens(n) {
		if _, ok := p.queen(q[0]); !ok {
			if err := p.place(q[0], q[1]); err != nil {
				panic("nqueens: invalid start placement: " + err.Error())
			}
		}
	}
	return p
}
