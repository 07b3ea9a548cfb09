package stars

import "math/bits"

// Words is the storage of a Set and of lanes: four words for a grid of
// up to 16 squares a side, sixteen for one of up to 32. The engine is
// written once for both, and instantiated for each, so that a grid of the
// smaller sizes pays nothing for the larger.
type Words interface{ Small | Large }

type (
	// Small is the storage of the grids of sizes 4 to 16.
	Small = [4]uint64
	// Large is the storage of the grids of sizes 17 to 32.
	Large = [16]uint64
)

// smallest is the largest size whose grids store their sets as Small.
const smallest = 16

// A Set is a set of squares of a grid: square q at bit q%64 of word q/64.
// Its size is fixed by its storage, so that its operations run over a
// fixed number of words.
type Set[W Words] struct{ w W }

// Squares is a set of squares of a grid of any size: what the engine
// gives and takes at its edges.
type Squares = Set[Large]

// Has reports whether s holds square q.
func (s *Set[W]) Has(q int) bool { return s.w[q>>6&(len(s.w)-1)]&(1<<(q&63)) != 0 }

// Add adds square q to s.
func (s *Set[W]) Add(q int) { s.w[q>>6&(len(s.w)-1)] |= 1 << (q & 63) }

// Remove takes square q out of s.
func (s *Set[W]) Remove(q int) { s.w[q>>6&(len(s.w)-1)] &^= 1 << (q & 63) }

// Count returns the number of squares of s.
func (s Set[W]) Count() int {
	c := 0
	for i := range len(s.w) {
		c += bits.OnesCount64(s.w[i])
	}
	return c
}

// And returns the squares in both s and t.
func (s Set[W]) And(t Set[W]) Set[W] {
	for i := range len(s.w) {
		s.w[i] &= t.w[i]
	}
	return s
}

// AndNot returns the squares of s not in t.
func (s Set[W]) AndNot(t Set[W]) Set[W] {
	for i := range len(s.w) {
		s.w[i] &^= t.w[i]
	}
	return s
}

// Or returns the squares in s or t.
func (s Set[W]) Or(t Set[W]) Set[W] {
	for i := range len(s.w) {
		s.w[i] |= t.w[i]
	}
	return s
}

// Empty reports whether s holds no square.
func (s Set[W]) Empty() bool {
	var x uint64
	for i := range len(s.w) {
		x |= s.w[i]
	}
	return x == 0
}

// First returns the first square of s, or -1 if it has none.
func (s Set[W]) First() int {
	for i := range len(s.w) {
		if w := s.w[i]; w != 0 {
			return i<<6 | bits.TrailingZeros64(w)
		}
	}
	return -1
}

// All calls f with each square of s, in order, until f returns false.
func (s Set[W]) All(f func(q int) bool) {
	for i := range len(s.w) {
		for w := s.w[i]; w != 0; w &= w - 1 {
			if !f(i<<6 | bits.TrailingZeros64(w)) {
				return
			}
		}
	}
}

// List returns the squares of s, in order.
func (s Set[W]) List() []int {
	var l []int
	s.All(func(q int) bool { l = append(l, q); return true })
	return l
}

// widen returns the squares of s as Squares.
func widen[W Words](s Set[W]) Squares {
	var t Squares
	for i := range len(s.w) {
		t.w[i] = s.w[i]
	}
	return t
}

// narrow returns the squares of s, a set of a grid whose squares fit W.
func narrow[W Words](s Squares) Set[W] {
	var t Set[W]
	for i := range len(t.w) {
		t.w[i] = s.w[i]
	}
	return t
}
