package stars

import "math/bits"

// A Set is a set of squares of a grid: square q at bit q%64 of word q/64.
// Its size is fixed, so that its operations unroll to four words, the
// squares of the largest grid.
type Set [4]uint64

// Has reports whether s holds square q.
func (s *Set) Has(q int) bool { return s[q>>6&3]&(1<<(q&63)) != 0 }

// Add adds square q to s.
func (s *Set) Add(q int) { s[q>>6&3] |= 1 << (q & 63) }

// Remove takes square q out of s.
func (s *Set) Remove(q int) { s[q>>6&3] &^= 1 << (q & 63) }

// Count returns the number of squares of s.
func (s Set) Count() int {
	return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) + bits.OnesCount64(s[2]) + bits.OnesCount64(s[3])
}

// And returns the squares in both s and t.
func (s Set) And(t Set) Set { return Set{s[0] & t[0], s[1] & t[1], s[2] & t[2], s[3] & t[3]} }

// AndNot returns the squares of s not in t.
func (s Set) AndNot(t Set) Set { return Set{s[0] &^ t[0], s[1] &^ t[1], s[2] &^ t[2], s[3] &^ t[3]} }

// Or returns the squares in s or t.
func (s Set) Or(t Set) Set { return Set{s[0] | t[0], s[1] | t[1], s[2] | t[2], s[3] | t[3]} }

// Empty reports whether s holds no square.
func (s Set) Empty() bool { return s[0]|s[1]|s[2]|s[3] == 0 }

// First returns the first square of s, or -1 if it has none.
func (s Set) First() int {
	for i, w := range s {
		if w != 0 {
			return i<<6 | bits.TrailingZeros64(w)
		}
	}
	return -1
}

// All calls f with each square of s, in order, until f returns false.
func (s Set) All(f func(q int) bool) {
	for i, w := range s {
		for w != 0 {
			if !f(i<<6 | bits.TrailingZeros64(w)) {
				return
			}
			w &= w - 1
		}
	}
}

// List returns the squares of s, in order.
func (s Set) List() []int {
	var l []int
	s.All(func(q int) bool { l = append(l, q); return true })
	return l
}
