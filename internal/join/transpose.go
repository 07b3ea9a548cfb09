package join

import "math/bits"

// --- The transposition ---
//
// Turning the board about its main diagonal maps a solution whose rows X
// have their queen in the east half, and whose columns Y have their queen
// in the south half, to one with the rows Y in the east and the columns X
// in the south: the number of solutions N(X, Y) is N(Y, X). With rows and
// columns numbered alike (bits 0 to h-1 the north rows or the west
// columns, h to 2h-1 the south rows or the east columns), turning the
// board upside down maps (X, Y) to (X', Y*), where X' is X upside down and
// Y* is the columns not in Y, and turning it left to right maps (X, Y) to
// (X*, Y'): the two sets fall into classes of the same four members. Let
// A(X, R) count the solutions whose X is of the class of X and whose Y is
// of the class of R; the transposition gives A(X, R) = A(R, X), so
//
// total = Σ over the least X of each class of A(X, X) + 2 Σ over R > X of
// A(X, R),
//
// where R runs over the least members of the classes of Y. A(X, R) is the
// size of the class of X times the solutions of X itself whose Y is of the
// class of R. So a joiner counts each solution of the least X of a class
// with the weight 2 if the least member of the class of its Y comes after
// X, 1 if it is X, and 0 if it comes before: about half the pairs it
// counted before.
//
// The weight depends on both halves of a solution: Y holds the columns of
// the south-east quarter's queens in its high bits and those of the
// south-west quarter in its low bits. Each of the four members of the
// class of Y compares with X by its high bits first, which one side's
// columns give, and only where those equal X's by its low bits, which the
// other side's give. So a side's columns give, for each member, the
// comparison of its part with X's: its state. A side whose high part of a
// member comes before X's has weight 0 whatever the other side, and its
// half-solutions are never built; the sides whose high parts of their two
// members come after X's, the most of them, join each other with weight
// 2; the few whose high parts equal X's join by their states.

// A columnState says, for the four members of the class of Y, the set of
// columns whose queen stands in the south half, how the part of each that
// one side's columns give compares with the same part of X: two bits each,
// member k in bits 2k and 2k+1, holding before, equal or after. The
// members are Y, the columns not in Y, and the mirror images of both; the
// east side gives the high parts of the first two and the low parts of the
// others, the west side the rest.
type columnState uint8

// The comparisons of a columnState, and the number of states.
const (
	before       = 0
	equal        = 1
	after        = 2
	columnStates = 1 << 8
)

// member returns the comparison of member k of st.
func (st columnState) member(k int) int { return int(st>>uint(2*k)) & 3 }

// passes reports whether a state of side sd puts both members whose high
// part it gives after X, so that it has weight 2 with every state of the
// other side that does the same.
func (st columnState) passes(sd side) bool {
	if sd == east {
		return st.member(0) == after && st.member(1) == after
	}
	return st.member(2) == after && st.member(3) == after
}

// weight returns the weight of the solutions joined from half-solutions
// of the east state se and the west state sw: 0 if the least member of
// the class of their Y comes before X, 1 if it is X, 2 if it comes after.
func weight(se, sw columnState) uint64 {
	w := uint64(2)
	for k := range 4 {
		high, low := se, sw // members 0 and 1 take their high part from the east
		if k >= 2 {
			high, low = sw, se
		}
		c := high.member(k)
		if c == equal {
			c = low.member(k)
		}
		switch c {
		case before:
			return 0
		case equal:
			w = 1
		}
	}
	return w
}

// A columnWeigher gives the states of the columns of each side for one X.
type columnWeigher struct {
	h      uint
	hi, lo uint32 // the high and the low part of X
	all    uint32 // the columns of a side
}

func newColumnWeigher(x uint32, h int) columnWeigher {
	all := uint32(1)<<uint(h) - 1
	return columnWeigher{h: uint(h), hi: x >> uint(h), lo: x & all, all: all}
}

// state returns the state of the columns y of side sd whose queen stands
// in the south half, bit j for the side's column j from the west, and
// false if its weight is 0 with every state of the other side.
func (cw columnWeigher) state(sd side, y uint32) (columnState, bool) {
	ny := cw.all ^ y
	ry := cw.reverse(y)
	rny := cw.all ^ ry // the mirror image of the columns not in y: those not in its mirror image
	var c [4]int
	if sd == east {
		c = [4]int{compare(y, cw.hi), compare(ny, cw.hi), compare(ry, cw.lo), compare(rny, cw.lo)}
		if c[0] == before || c[1] == before {
			return 0, false
		}
	} else {
		c = [4]int{compare(y, cw.lo), compare(ny, cw.lo), compare(ry, cw.hi), compare(rny, cw.hi)}
		if c[2] == before || c[3] == before {
			return 0, false
		}
	}
	return columnState(c[0] | c[1]<<2 | c[2]<<4 | c[3]<<6), true
}

// reverse returns the columns y of a side, mirrored.
func (cw columnWeigher) reverse(y uint32) uint32 {
	return bits.Reverse32(y) >> (32 - cw.h)
}

// compare returns before, equal or after as a comes before, equals or
// comes after b.
func compare(a, b uint32) int {
	switch {
	case a < b:
		return before
	case a == b:
		return equal
	}
	return after
}
