package nqueens

import (
	"math/bits"
)

// --- The join counter ---
//
// The join counter does not search the board row by row. It cuts the board
// into four quarters of h×h squares, h = n/2, and a board of odd size keeps
// its middle row and middle column apart. Every solution puts h queens (or
// h-1, see below) into the east half of the board, so it is made of an east
// half-solution, in the rows X whose queen stands in the east, and a west
// half-solution in the other rows. An east half-solution is in turn a
// placement in the north-east quarter and one in the south-east quarter
// whose columns together are the east half's, and likewise in the west.
//
// One table, built once per count, holds every placement of queens that
// attack no other in an h×h square, by the set of rows and the set of
// columns they stand in, each with the diagonals and anti-diagonals it
// holds; by translation it serves all four quarters. For each X the counter
// joins quarter placements with complementary columns into the half-
// solutions of each half, checking only the diagonals that cross the
// horizontal midline, and keeps of each half-solution the diagonals that
// cross the vertical midline, as one key of 2(2h-1) bits. An east and a
// west half-solution of the same X stand in different rows and different
// columns by construction, and make a solution exactly when their keys are
// disjoint; countDisjoint counts those pairs in bulk.
//
// The board's symmetries save most of the work. Turning the board upside
// down maps the solutions of X onto those of its mirror image, and turning
// it left to right those of X onto those of the rows not in X, so only one
// X of each class of up to four is joined, and its pairs count as many
// times as the class has members. A board of odd size 2h+1 has one queen in
// the middle row and one in the middle column: the same queen, at the
// centre, or two queens at (h, h±a) and (h±b, h) with a ≠ b. The eight
// symmetries map the second kind onto each other, so the counter counts
// only a < b with both signs positive, each eight times; the east half then
// has one column fewer, and the two queens rule out some diagonals of the
// quarters.

// A joinPhase is one part of a join count: for a board of odd size, one
// placement of the queens of the middle row and column, and for an even
// one, the whole count. In its sets of rows, bits 0 to h-1 stand for the
// north rows from the top, and bits h to 2h-1 for the south rows from the
// top; in its sets of columns, bit j stands for column j of the quarter,
// from the left.
type joinPhase struct {
	a, b    int       // the middle queens at (h, h+a) and (h+b, h), or 0, 0
	rows    uint32    // the rows free for the quarters' queens
	east    uint32    // the columns of the east quarters free for queens
	west    uint32    // the same in the west
	forbid  [4]uint64 // the diagonals ruled out, in each quarter's entries: NE, SE, NW, SW
	classes bool      // join one X of each class of the board's symmetries
	weight  uint64    // otherwise, the number of images of each solution
}

// joinPhases returns the phases of the join count of size n ≥ 2, in their
// order: for odd n, the centre first, then (a, b) in lexicographic order.
func joinPhases(n int) []joinPhase {
	h := n / 2
	all := uint32(1)<<uint(h) - 1
	p := joinPhase{rows: all | all<<uint(h), east: all, west: all, classes: true}
	if n%2 == 0 {
		return []joinPhase{p}
	}
	phases := []joinPhase{p.fix(n, [2]int{h, h})}
	for a := 1; a <= h; a++ {
		for b := a + 1; b <= h; b++ {
			q := p
			q.a, q.b, q.classes, q.weight = a, b, false, 8
			q.rows &^= 1 << uint(h+b-1)
			q.east &^= 1 << uint(a-1)
			phases = append(phases, q.fix(n, [2]int{h, h + a}, [2]int{h + b, h}))
		}
	}
	return phases
}

// fix returns p with the diagonals of the queens at the squares qs of the
// board of size n ruled out in every quarter.
func (p joinPhase) fix(n int, qs ...[2]int) joinPhase {
	h, s := n/2, n-n/2
	corners := [4][2]int{{0, s}, {s, s}, {0, 0}, {s, 0}} // NE, SE, NW, SW
	for i, c := range corners {
		for _, q := range qs {
			r, col := q[0]-c[0], q[1]-c[1]
			if d := r - col + h - 1; d >= 0 && d <= 2*h-2 {
				p.forbid[i] |= 1 << uint(d)
			}
			if a := r + col; a >= 0 && a <= 2*h-2 {
				p.forbid[i] |= 1 << uint(32+a)
			}
		}
	}
	return p
}

// mirrorRows returns the set of rows x of a board with quarters of h×h
// squares, turned upside down.
func mirrorRows(x uint32, h int) uint32 {
	return bits.Reverse32(x) >> uint(32-2*h)
}

// class returns whether x comes first in its class of rows, and the
// number of members of the class.
func (p *joinPhase) class(x uint32, h int) (first bool, size uint64) {
	m, all := mirrorRows(x, h), uint32(1)<<uint(2*h)-1
	c, cm := x^all, m^all
	if x > m || x > c || x > cm {
		return false, 0
	}
	size = 4
	if m == x || c == x || cm == x {
		size = 2 // a class of four with two equal members has two
	}
	return true, size
}

// xs calls visit with the sets X of rows of the phase whose queen stands
// in the east, with their weights, from the one of combination from on, in
// increasing order, until visit returns false; for a phase of classes, only
// the first of each class. A combination numbers X among the subsets of the
// phase's rows of its size: bit i of the combination stands for the i-th
// row of the phase.
func (p *joinPhase) xs(h int, from uint32, visit func(c, x uint32, weight uint64) bool) {
	k := bits.OnesCount32(p.east)
	m := bits.OnesCount32(p.rows)
	if k > m {
		return
	}
	if from == 0 {
		from = uint32(1)<<uint(k) - 1
	}
	for c := from; c < 1<<uint(m); c = nextCombination(c) {
		x := deposit(c, p.rows)
		w := p.weight
		if p.classes {
			var first bool
			if first, w = p.class(x, h); !first {
				continue
			}
		}
		if !visit(c, x, w) || c == 0 {
			return
		}
	}
}

// nextCombination returns the next larger number with as many bits set as
// c, which must not be 0.
func nextCombination(c uint32) uint32 {
	low := c & -c
	r := c + low
	return r | (c^r)>>uint(2+bits.TrailingZeros32(low))
}

// deposit returns the set whose i-th member in mask is in it when bit i of
// c is set.
func deposit(c, mask uint32) uint32 {
	var x uint32
	for ; c != 0 && mask != 0; c >>= 1 {
		if c&1 != 0 {
			x |= mask & -mask
		}
		mask &= mask - 1
	}
	return x
}

// A joiner joins the half-solutions of one phase and counts their pairs.
type joiner struct {
	t       *quarterTable
	h, s    int
	phase   *joinPhase
	subsets [2][][]uint32 // the subsets of the east and the west columns, by size
	east    []uint64      // the keys of the east half-solutions of the X at hand
	west    []uint64      // and of the west ones
	bottom  []uint64      // the bottom quarter's entries, ready to join
	pairs   disjointCounter
	sieve   sieveBits // the key bits to sieve the pairs by
}

func newJoiner(t *quarterTable, n int, p *joinPhase) *joiner {
	j := &joiner{t: t, h: n / 2, s: n - n/2, phase: p, sieve: joinSieve(n / 2)}
	for side, cols := range [2]uint32{p.east, p.west} {
		j.subsets[side] = make([][]uint32, j.h+1)
		for c := cols; ; c = (c - 1) & cols {
			k := bits.OnesCount32(c)
			j.subsets[side][k] = append(j.subsets[side][k], c)
			if c == 0 {
				break
			}
		}
	}
	return j
}

// count returns the number of solutions of the phase whose rows X have
// their queen in the east.
func (j *joiner) count(x uint32) uint64 {
	h, p := uint(j.h), j.phase
	north := uint32(1)<<h - 1
	y := p.rows &^ x
	j.east = j.half(j.east[:0], x&north, x>>h, 0, p.forbid[0], p.forbid[1])
	if len(j.east) == 0 {
		return 0
	}
	j.west = j.half(j.west[:0], y&north, y>>h, 1, p.forbid[2], p.forbid[3])
	return j.pairs.count(j.east, j.west, 2*(2*j.h-1), j.sieve)
}

// half appends to keys the keys of the half-solutions of one side (0 east,
// 1 west) in the top rows of the north quarter and the bottom rows of the
// south one.
func (j *joiner) half(keys []uint64, top, bottom uint32, side int, forbidTop, forbidBottom uint64) []uint64 {
	s := uint(j.s)
	w := uint(2*j.h - 1)
	m := uint64(1)<<w - 1
	cols := j.phase.east
	if side == 1 {
		cols = j.phase.west
	}
	for _, ct := range j.subsets[side][bits.OnesCount32(top)] {
		as := j.t.of(top, ct)
		bs := j.t.of(bottom, cols^ct)
		if len(as) == 0 || len(bs) == 0 {
			continue
		}
		j.bottom = j.bottom[:0]
		for _, b := range bs {
			if b&forbidBottom != 0 {
				continue
			}
			bd, ba := b&0xffffffff, b>>32
			check := (bd<<s)&0xffffffff | ((ba<<s)&0xffffffff)<<32
			var part uint64
			if side == 0 {
				part = bd | (ba<<s&m)<<w
			} else {
				part = bd<<s&m | ba<<w
			}
			j.bottom = append(j.bottom, check, part)
		}
		if len(j.bottom) == 0 {
			continue
		}
		// Room for every pair; the loop below keeps those that fit.
		keys = slicesGrow(keys, len(as)*len(j.bottom)/2)
		n := len(keys)
		out := keys[:cap(keys)]
		bb := j.bottom
		for _, a := range as {
			if a&forbidTop != 0 {
				continue
			}
			ad, aa := a&0xffffffff, a>>32
			var part uint64
			if side == 0 {
				part = ad>>s | (aa&m)<<w
			} else {
				part = ad | (aa>>s)<<w
			}
			for i := 0; i+1 < len(bb); i += 2 {
				// Write the key, and keep it if the quarters' diagonals
				// are disjoint: without a branch, which the processor
				// could not predict.
				out[n] = part | bb[i+1]
				x := a & bb[i]
				n += int((x|-x)>>63) ^ 1
			}
		}
		keys = out[:n]
	}
	return keys
}

// slicesGrow returns s with room for k more elements.
func slicesGrow(s []uint64, k int) []uint64 {
	if cap(s)-len(s) < k {
		t := make([]uint64, len(s), 2*cap(s)+k)
		copy(t, s)
		s = t
	}
	return s
}

// joinSieve returns the key bits that the most pairs of an east and a west
// key hold both, for quarters of h×h squares: the diagonals and
// anti-diagonals next to the middle of the board.
func joinSieve(h int) sieveBits {
	if h < 4 {
		return sieveBits{}
	}
	w := uint(2*h - 1) // the anti-diagonals' bits of a key follow its w diagonals'
	return sieveBits{runs: [2]uint{uint(h - 3), w + uint(h) - 1}}
}
