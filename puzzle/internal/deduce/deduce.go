// Package deduce solves a puzzle of N-Queens Completion as a person
// reasons about it, one deduction at a time: the engine of package
// puzzle's reasoning, whose chain internal/reason makes, and of the
// puzzles that puzzle/internal/generate makes. Each deduction places a
// queen that every completion holds, or rules out squares that none
// does, by a technique of a ladder from the easiest to the hardest:
//
//   - Single: a row or a column with one free square left takes its queen
//     there. (A diagonal holds at most one queen, not one exactly, so it
//     never forces a square.)
//   - Exclusion: the squares whose queen would attack every free square
//     of some row or column are empty.
//   - Confinement: when k rows, 2 or 3, can take their queens only in k
//     columns, those columns' squares in the other rows are empty; and
//     the same with rows and columns exchanged.
//   - Probe: a free square of a row or column with two free squares left
//     is empty when its queen leads, by singles and exclusions, to a row
//     or column without a free square.
//   - DeepProbe: the same, when its queen leads there by singles,
//     exclusions and probes.
//
// A square attacked by a placed queen is never free: ruling it out is
// bookkeeping, not a deduction. [State.Find] gives every deduction of a
// technique square by square; [State.Next] the first of the easiest
// technique, the squares of one reason together, as a step of the chain.
package deduce

import (
	"math/bits"
)

// maxN is the largest size of a puzzle: a row is one 64-bit word.
const maxN = 64

// A Technique is a kind of deduction, from the easiest, Single, to the
// hardest, DeepProbe; Search stands for what no deduction does.
type Technique uint8

// The techniques, easiest first.
const (
	Single Technique = iota + 1
	Exclusion
	Confinement
	Probe
	DeepProbe
	// Search is the grade of a puzzle that no technique finishes.
	Search
)

// A Line is a row or a column of the board.
type Line struct {
	Column bool
	Index  int
}

// A Finding is one deduction about one square: a queen on it, or the
// square ruled out, by its technique, and the lines it reasons about: for
// Single, the line left with one free square; for Exclusion, Probe and
// DeepProbe, the line that the queen would leave, at the end, without a
// free square; for Confinement, the K lines confined, then the K lines
// they are confined to. [State.Next] gathers the findings of one reason
// into one step of the chain.
type Finding struct {
	Row, Col  int
	Queen     bool
	Technique Technique
	Lines     []Line
	K         int
}

// A State is a puzzle as a person has worked it so far: the queens
// placed, and the free squares of each open row and column, those that no
// queen attacks and that are neither blocked nor ruled out.
type State struct {
	n                  int
	rows, cols         [maxN]uint64 // free squares: bit c of rows[r], bit r of cols[c]
	openRows, openCols uint64       // the rows and columns without a queen
	queens             [maxN]int8   // the column of each row's queen, -1 for none
}

// New returns the state of a puzzle of size n, at most 64, whose row r
// holds a queen in column queens[r], or none for -1, and whose row r has
// the squares of blocked[r] blocked. The queens must not attack each
// other, nor stand on a blocked square.
func New(n int, queens []int, blocked []uint64) *State {
	s := &State{n: n, openRows: below(n), openCols: below(n)}
	for r := range n {
		s.queens[r] = -1
	}
	for r := range n {
		if c := queens[r]; c >= 0 {
			s.queens[r] = int8(c)
			s.openRows &^= 1 << uint(r)
			s.openCols &^= 1 << uint(c)
		}
	}
	for r := range n {
		if s.openRows&(1<<uint(r)) == 0 {
			continue
		}
		free := s.openCols &^ blocked[r]
		for qr := range n {
			if qc := queens[qr]; qc >= 0 {
				free &^= attack(qc, distance(r, qr))
			}
		}
		s.rows[r] = free
		for f := free; f != 0; f &= f - 1 {
			s.cols[bits.TrailingZeros64(f)] |= 1 << uint(r)
		}
	}
	return s
}

// below returns the set [0, n).
func below(n int) uint64 {
	if n >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(n) - 1
}

// distance returns |a - b|.
func distance(a, b int) uint {
	if a < b {
		return uint(b - a)
	}
	return uint(a - b)
}

// attack returns the squares of a line at distance d from a queen's that
// the queen at position p of its line attacks: the one in line with it and
// the two at d on either side, less those past the board's edge.
func attack(p int, d uint) uint64 {
	bit := uint64(1) << uint(p)
	return bit | bit<<d | bit>>d
}

// Solved reports whether every row holds a queen.
func (s *State) Solved() bool { return s.openRows == 0 }

// Queens returns the column of each row's queen, -1 for none.
func (s *State) Queens() []int {
	q := make([]int, s.n)
	for r := range s.n {
		q[r] = int(s.queens[r])
	}
	return q
}

// Free reports whether the square is free.
func (s *State) Free(r, c int) bool { return s.rows[r]&(1<<uint(c)) != 0 }

// place puts a queen on row r, column c, and takes the squares it attacks
// from the free squares of the open lines.
func (s *State) place(r, c int) {
	s.queens[r] = int8(c)
	s.openRows &^= 1 << uint(r)
	s.openCols &^= 1 << uint(c)
	s.rows[r], s.cols[c] = 0, 0
	for open := s.openRows; open != 0; open &= open - 1 {
		r2 := bits.TrailingZeros64(open)
		s.rows[r2] &^= attack(c, distance(r2, r))
	}
	for open := s.openCols; open != 0; open &= open - 1 {
		c2 := bits.TrailingZeros64(open)
		s.cols[c2] &^= attack(r, distance(c2, c))
	}
}

// exclude rules out the square at row r, column c.
func (s *State) exclude(r, c int) {
	s.rows[r] &^= 1 << uint(c)
	s.cols[c] &^= 1 << uint(r)
}

// Take carries out st on s, if it still changes s: it places the queen
// or rules out the square, and reports whether it did.
func (s *State) Take(st Finding) bool {
	if !s.Free(st.Row, st.Col) {
		return false
	}
	if st.Queen {
		s.place(st.Row, st.Col)
	} else {
		s.exclude(st.Row, st.Col)
	}
	return true
}

// Empty returns an open line without a free square, and false if there is
// none: then s has no completion.
func (s *State) Empty() (Line, bool) {
	for open := s.openRows; open != 0; open &= open - 1 {
		if r := bits.TrailingZeros64(open); s.rows[r] == 0 {
			return Line{false, r}, true
		}
	}
	for open := s.openCols; open != 0; open &= open - 1 {
		if c := bits.TrailingZeros64(open); s.cols[c] == 0 {
			return Line{true, c}, true
		}
	}
	return Line{}, false
}

// --- The techniques ---

// Find returns the deductions of technique t that s allows, in the order
// of their squares, row by row; for Single, a square that both its row
// and its column force comes once, for its row. limit, if not 0, stops it
// after that many.
func (s *State) Find(t Technique, limit int) []Finding {
	var steps []Finding
	add := func(st Finding) bool {
		steps = append(steps, st)
		return limit == 0 || len(steps) < limit
	}
	switch t {
	case Single:
		s.singles(add)
	case Exclusion:
		s.eachFree(func(r, c int) bool {
			if l, ok := s.emptiedBy(r, c); ok {
				return add(Finding{Row: r, Col: c, Technique: Exclusion, Lines: []Line{l}})
			}
			return true
		})
	case Confinement:
		s.confinements(add)
	case Probe, DeepProbe:
		s.eachFree(func(r, c int) bool {
			if !s.probed(r, c) {
				return true
			}
			if l, ok := s.probe(r, c, t-1); ok {
				return add(Finding{Row: r, Col: c, Technique: t, Lines: []Line{l}})
			}
			return true
		})
	}
	return steps
}

// eachFree calls f with each free square, row by row, until f returns
// false.
func (s *State) eachFree(f func(r, c int) bool) {
	for open := s.openRows; open != 0; open &= open - 1 {
		r := bits.TrailingZeros64(open)
		for free := s.rows[r]; free != 0; free &= free - 1 {
			if !f(r, bits.TrailingZeros64(free)) {
				return
			}
		}
	}
}

// singles calls add with each square that a row or a column with one
// free square forces, row by row, until add returns false.
func (s *State) singles(add func(Finding) bool) {
	var forced [maxN]uint64 // the columns forcing a square of each row
	for open := s.openCols; open != 0; open &= open - 1 {
		c := bits.TrailingZeros64(open)
		if free := s.cols[c]; bits.OnesCount64(free) == 1 {
			forced[bits.TrailingZeros64(free)] |= 1 << uint(c)
		}
	}
	for r := range s.n {
		if s.openRows&(1<<uint(r)) == 0 {
			continue
		}
		// A row with one free square forces the square that any column
		// forcing one of its squares forces too.
		if free := s.rows[r]; bits.OnesCount64(free) == 1 {
			if !add(Finding{Row: r, Col: bits.TrailingZeros64(free), Queen: true, Technique: Single, Lines: []Line{{false, r}}}) {
				return
			}
			continue
		}
		for cols := forced[r]; cols != 0; cols &= cols - 1 {
			c := bits.TrailingZeros64(cols)
			if !add(Finding{Row: r, Col: c, Queen: true, Technique: Single, Lines: []Line{{true, c}}}) {
				return
			}
		}
	}
}

// emptiedBy returns a line, other than the square's own row and column,
// that a queen on the free square at row r, column c would leave without
// a free square, rows first, and false if there is none.
func (s *State) emptiedBy(r, c int) (Line, bool) {
	for open := s.openRows &^ (1 << uint(r)); open != 0; open &= open - 1 {
		r2 := bits.TrailingZeros64(open)
		if s.rows[r2]&^attack(c, distance(r2, r)) == 0 {
			return Line{false, r2}, true
		}
	}
	for open := s.openCols &^ (1 << uint(c)); open != 0; open &= open - 1 {
		c2 := bits.TrailingZeros64(open)
		if s.cols[c2]&^attack(r, distance(c2, c)) == 0 {
			return Line{true, c2}, true
		}
	}
	return Line{}, false
}

// confinements calls add with each square that a confinement rules out,
// until add returns false: sets of 2 or 3 open rows whose free squares lie
// in as many columns, then sets of columns confined to as many rows. The
// squares come in the order of the sets, then row by row.
func (s *State) confinements(add func(Finding) bool) {
	for _, byColumn := range []bool{false, true} {
		lines, open := &s.rows, s.openRows
		if byColumn {
			lines, open = &s.cols, s.openCols
		}
		var set []int
		for open := open; open != 0; open &= open - 1 {
			set = append(set, bits.TrailingZeros64(open))
		}
		for k := 2; k <= 3; k++ {
			ok := subsets(set, k, func(chosen []int) bool {
				var union, members uint64
				for _, i := range chosen {
					union |= lines[i]
					members |= 1 << uint(i)
				}
				if bits.OnesCount64(union) != k {
					return true
				}
				var step []Line
				for _, i := range chosen {
					step = append(step, Line{byColumn, i})
				}
				for u := union; u != 0; u &= u - 1 {
					step = append(step, Line{!byColumn, bits.TrailingZeros64(u)})
				}
				// The squares of the k crossing lines outside the set.
				for u := union; u != 0; u &= u - 1 {
					x := bits.TrailingZeros64(u)
					cross := s.cols[x]
					if byColumn {
						cross = s.rows[x]
					}
					for o := cross &^ members; o != 0; o &= o - 1 {
						y := bits.TrailingZeros64(o)
						r, c := y, x
						if byColumn {
							r, c = x, y
						}
						if !add(Finding{Row: r, Col: c, Technique: Confinement, Lines: step, K: k}) {
							return false
						}
					}
				}
				return true
			})
			if !ok {
				return
			}
		}
	}
}

// subsets calls f with each subset of k of set, in lexicographic order,
// until f returns false, and reports whether f never did.
func subsets(set []int, k int, f func([]int) bool) bool {
	chosen := make([]int, k)
	var walk func(from, i int) bool
	walk = func(from, i int) bool {
		if i == k {
			return f(chosen)
		}
		for j := from; j <= len(set)-(k-i); j++ {
			chosen[i] = set[j]
			if !walk(j+1, i+1) {
				return false
			}
		}
		return true
	}
	return walk(0, 0)
}

// probed reports whether a probe tests the free square at row r, column
// c: one of a row or a column with two free squares left.
func (s *State) probed(r, c int) bool {
	return bits.OnesCount64(s.rows[r]) == 2 || bits.OnesCount64(s.cols[c]) == 2
}

// probe places a queen on the free square at row r, column c of a copy of
// s and takes the deductions of the techniques up to within, Probe's
// included where within is Probe, until none is left; it returns the line
// it leaves without a free square, and false if it leaves none.
func (s *State) probe(r, c int, within Technique) (Line, bool) {
	t := *s
	t.place(r, c)
	return t.close(within)
}

// close takes the deductions of the techniques up to within on s, Single,
// Exclusion and, where within is Probe, Probe, until none is left, and
// returns a line without a free square that it reached, and false if it
// reached none. It skips Confinement, which a probe does not try.
func (s *State) close(within Technique) (Line, bool) {
	for {
		if l, ok := s.Empty(); ok {
			return l, true
		}
		changed := false
		for _, t := range []Technique{Single, Exclusion, Probe} {
			if t > within {
				break
			}
			for _, st := range s.Find(t, 0) {
				changed = s.Take(st) || changed
			}
			if changed {
				break
			}
		}
		if !changed {
			return Line{}, false
		}
	}
}
