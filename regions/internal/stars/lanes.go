package stars

import "math/bits"

// lanes is a set of squares laid out row by row, sixteen bits to a row
// whatever the size of the grid: square (r, c) at bit 16*(r%4) + c of
// word r/4. A row is then one lane of a word and a column the same bit
// of every lane, so that the search for one queen to a unit
// (onequeen.go) reads a row, a column, or the rows and columns of a
// region, in a few operations, where a [Set] packs the rows end to end.
type lanes [4]uint64

const (
	laneLow  = 0x0001_0001_0001_0001 // the first bit of each lane
	laneMask = 0xffff                // one lane's bits
)

// square returns the set of the one square (r, c).
func square(r, c int) lanes {
	var l lanes
	l[r>>2&3] = 1 << (16*(r&3) + c&15)
	return l
}

// rowLanes returns the squares of rows, a bit for each row.
func rowLanes(rows uint16) lanes {
	// The multiplier spreads the four bits of a nibble to the first bits
	// of four lanes, each alone at its place, with no carry; times 0xffff
	// fills each lane whose first bit is set.
	const spread = 1 | 1<<15 | 1<<30 | 1<<45
	m := uint64(rows)
	return lanes{
		(m & 0xf * spread & laneLow) * laneMask,
		(m >> 4 & 0xf * spread & laneLow) * laneMask,
		(m >> 8 & 0xf * spread & laneLow) * laneMask,
		(m >> 12 & 0xf * spread & laneLow) * laneMask,
	}
}

// colLanes returns the squares of cols, a bit for each column, in every
// row.
func colLanes(cols uint16) lanes {
	w := uint64(cols) * laneLow
	return lanes{w, w, w, w}
}

// and returns the squares in both l and m.
func (l lanes) and(m lanes) lanes {
	return lanes{l[0] & m[0], l[1] & m[1], l[2] & m[2], l[3] & m[3]}
}

// andNot returns the squares of l not in m.
func (l lanes) andNot(m lanes) lanes {
	return lanes{l[0] &^ m[0], l[1] &^ m[1], l[2] &^ m[2], l[3] &^ m[3]}
}

// or returns the squares in l or m.
func (l lanes) or(m lanes) lanes {
	return lanes{l[0] | m[0], l[1] | m[1], l[2] | m[2], l[3] | m[3]}
}

// empty reports whether l holds no square.
func (l lanes) empty() bool { return l[0]|l[1]|l[2]|l[3] == 0 }

// count returns the number of squares of l.
func (l lanes) count() int {
	return bits.OnesCount64(l[0]) + bits.OnesCount64(l[1]) + bits.OnesCount64(l[2]) + bits.OnesCount64(l[3])
}

// row returns the squares of row r of l, a bit for each column.
func (l lanes) row(r int) uint16 { return uint16(l[r>>2&3] >> (16 * (r & 3))) }

// first returns the row and column of the first square of l, which must
// not be empty.
func (l lanes) first() (r, c int) {
	for i, w := range l {
		if w != 0 {
			b := bits.TrailingZeros64(w)
			return 4*i + b>>4, b & 15
		}
	}
	panic("stars: first square of an empty set")
}

// rows returns the rows that hold squares of l, a bit for each.
func (l lanes) rows() uint16 {
	// Folding each lane onto its first bit, then the multiplier gathers
	// the first bits of the four lanes to bits 48 to 51, with no carry.
	const gather = 1<<48 | 1<<33 | 1<<18 | 1<<3
	var m uint16
	for i, w := range l {
		w |= w >> 8
		w |= w >> 4
		w |= w >> 2
		w |= w >> 1
		m |= uint16((w&laneLow)*gather>>48) << (4 * i)
	}
	return m
}

// cols returns the columns that hold squares of l, a bit for each.
func (l lanes) cols() uint16 {
	w := l[0] | l[1] | l[2] | l[3]
	w |= w >> 32
	return uint16(w | w>>16)
}

// colCounts returns the columns that hold at least one square of l, at
// least two, and at least three, a bit for each.
func (l lanes) colCounts() (one, two, three uint16) {
	var once, twice, thrice uint64
	for _, w := range l {
		thrice |= twice & w
		twice |= once & w
		once |= w
	}
	// Fold the four lanes of each word onto the first: two lanes of a
	// column with at least one square each make two, and so on.
	for _, shift := range [2]uint{32, 16} {
		o, t, h := once>>shift, twice>>shift, thrice>>shift
		thrice |= h | twice&o | once&t
		twice |= t | once&o
		once |= o
	}
	return uint16(once), uint16(twice), uint16(thrice)
}

// lanes returns the squares of s, a set of a grid of size n.
func (s Set) lanes(n int) lanes {
	var l lanes
	for r := range n {
		at := r * n
		w, off := at>>6, uint(at&63)
		x := s[w] >> off
		if off+uint(n) > 64 && w < 3 {
			x |= s[w+1] << (64 - off)
		}
		l[r>>2] |= x & (1<<n - 1) << (16 * (r & 3))
	}
	return l
}

// set returns the squares of l as a Set of a grid of size n.
func (l lanes) set(n int) Set {
	var s Set
	for i, w := range l {
		for ; w != 0; w &= w - 1 {
			b := bits.TrailingZeros64(w)
			s.Add((4*i+b>>4)*n + b&15)
		}
	}
	return s
}
