package stars

import "math/bits"

// lanes is a set of squares laid out row by row, each row in a lane of
// fixed width whatever the size of the grid: sixteen bits in Small
// storage, four lanes to a word, and thirty-two in Large, two to a word.
// Square (r, c) is at bit c of row r's lane. A row is then one lane of a
// word and a column the same bit of every lane, so that the search for
// one queen to a unit (onequeen.go) reads a row, a column, or the rows and
// columns of a region, in a few operations, where a [Set] packs the rows
// end to end.
type lanes[W Words] struct{ w W }

// wide reports whether lanes of storage W are Large's, thirty-two bits a
// row; the test costs nothing, for each instantiation knows its storage.
func wide[W Words]() bool {
	var w W
	return len(w) == len(Large{})
}

const (
	laneLow16 = 0x0001_0001_0001_0001 // the first bit of each lane of Small
	laneLow32 = 0x0000_0001_0000_0001 // and of Large
)

// square returns the set of the one square (r, c).
func square[W Words](r, c int) lanes[W] {
	var l lanes[W]
	l.add(r, c)
	return l
}

// rowLanes returns the squares of rows, a bit for each row.
func rowLanes[W Words](rows uint32) lanes[W] {
	var l lanes[W]
	m := uint64(rows)
	if wide[W]() {
		for i := range len(l.w) {
			x := m >> (2 * i)
			l.w[i] = (x&1)*0xffff_ffff | (x>>1&1)*0xffff_ffff_0000_0000
		}
		return l
	}
	// The multiplier spreads the four bits of a nibble to the first bits
	// of four lanes, each alone at its place, with no carry; times 0xffff
	// fills each lane whose first bit is set.
	const spread = 1 | 1<<15 | 1<<30 | 1<<45
	for i := range len(l.w) {
		l.w[i] = (m >> (4 * i) & 0xf * spread & laneLow16) * 0xffff
	}
	return l
}

// colLanes returns the squares of cols, a bit for each column, in every
// row.
func colLanes[W Words](cols uint32) lanes[W] {
	var l lanes[W]
	w := uint64(uint16(cols)) * laneLow16
	if wide[W]() {
		w = uint64(cols) * laneLow32
	}
	for i := range len(l.w) {
		l.w[i] = w
	}
	return l
}

// and returns the squares in both l and m.
func (l lanes[W]) and(m lanes[W]) lanes[W] {
	l.w[0] &= m.w[0]
	l.w[1] &= m.w[1]
	l.w[2] &= m.w[2]
	l.w[3] &= m.w[3]
	for i := 4; i < len(l.w); i++ {
		l.w[i] &= m.w[i]
	}
	return l
}

// andNot returns the squares of l not in m.
func (l lanes[W]) andNot(m lanes[W]) lanes[W] {
	l.w[0] &^= m.w[0]
	l.w[1] &^= m.w[1]
	l.w[2] &^= m.w[2]
	l.w[3] &^= m.w[3]
	for i := 4; i < len(l.w); i++ {
		l.w[i] &^= m.w[i]
	}
	return l
}

// or returns the squares in l or m.
func (l lanes[W]) or(m lanes[W]) lanes[W] {
	l.w[0] |= m.w[0]
	l.w[1] |= m.w[1]
	l.w[2] |= m.w[2]
	l.w[3] |= m.w[3]
	for i := 4; i < len(l.w); i++ {
		l.w[i] |= m.w[i]
	}
	return l
}

// meets reports whether l and m share a square.
func (l *lanes[W]) meets(m *lanes[W]) bool {
	x := l.w[0]&m.w[0] | l.w[1]&m.w[1] | l.w[2]&m.w[2] | l.w[3]&m.w[3]
	for i := 4; i < len(l.w); i++ {
		x |= l.w[i] & m.w[i]
	}
	return x != 0
}

// andCount returns the number of squares in both l and m.
func (l *lanes[W]) andCount(m *lanes[W]) int {
	c := bits.OnesCount64(l.w[0]&m.w[0]) + bits.OnesCount64(l.w[1]&m.w[1]) + bits.OnesCount64(l.w[2]&m.w[2]) + bits.OnesCount64(l.w[3]&m.w[3])
	for i := 4; i < len(l.w); i++ {
		c += bits.OnesCount64(l.w[i] & m.w[i])
	}
	return c
}

// clear takes the squares of a and of b out of l.
func (l *lanes[W]) clear(a, b *lanes[W]) {
	for i := range len(l.w) {
		l.w[i] &^= a.w[i] | b.w[i]
	}
}

// empty reports whether l holds no square.
func (l *lanes[W]) empty() bool {
	x := l.w[0] | l.w[1] | l.w[2] | l.w[3]
	for i := 4; i < len(l.w); i++ {
		x |= l.w[i]
	}
	return x == 0
}

// count returns the number of squares of l.
func (l *lanes[W]) count() int {
	c := bits.OnesCount64(l.w[0]) + bits.OnesCount64(l.w[1]) + bits.OnesCount64(l.w[2]) + bits.OnesCount64(l.w[3])
	for i := 4; i < len(l.w); i++ {
		c += bits.OnesCount64(l.w[i])
	}
	return c
}

// row returns the squares of row r of l, a bit for each column.
func (l *lanes[W]) row(r int) uint32 {
	if wide[W]() {
		return uint32(l.w[r>>1&(len(l.w)-1)] >> (32 * (r & 1)))
	}
	return uint32(uint16(l.w[r>>2&(len(l.w)-1)] >> (16 * (r & 3))))
}

// first returns the row and column of the first square of l, which must
// not be empty.
func (l *lanes[W]) first() (r, c int) {
	for i := range len(l.w) {
		if w := l.w[i]; w != 0 {
			b := bits.TrailingZeros64(w)
			if wide[W]() {
				return 2*i + b>>5, b & 31
			}
			return 4*i + b>>4, b & 15
		}
	}
	panic("stars: first square of an empty set")
}

// rows returns the rows that hold squares of l, a bit for each.
func (l *lanes[W]) rows() uint32 {
	var m uint32
	if wide[W]() {
		for i := range len(l.w) {
			w := l.w[i]
			if uint32(w) != 0 {
				m |= 1 << (2 * i)
			}
			if w>>32 != 0 {
				m |= 2 << (2 * i)
			}
		}
		return m
	}
	// Folding each lane onto its first bit, then the multiplier gathers
	// the first bits of the four lanes to bits 48 to 51, with no carry.
	const gather = 1<<48 | 1<<33 | 1<<18 | 1<<3
	for i := range len(l.w) {
		w := l.w[i]
		w |= w >> 8
		w |= w >> 4
		w |= w >> 2
		w |= w >> 1
		m |= uint32((w&laneLow16)*gather>>48) << (4 * i)
	}
	return m
}

// cols returns the columns that hold squares of l, a bit for each.
func (l *lanes[W]) cols() uint32 {
	var w uint64
	for i := range len(l.w) {
		w |= l.w[i]
	}
	w |= w >> 32
	if wide[W]() {
		return uint32(w)
	}
	return uint32(uint16(w | w>>16))
}

// colCounts returns the columns that hold at least one square of l, at
// least two, and at least three, a bit for each.
func (l *lanes[W]) colCounts() (one, two, three uint32) {
	var once, twice, thrice uint64
	for i := range len(l.w) {
		w := l.w[i]
		thrice |= twice & w
		twice |= once & w
		once |= w
	}
	// Fold the lanes of each word onto the first: two lanes of a column
	// with at least one square each make two, and so on.
	fold := func(shift uint) {
		o, t, h := once>>shift, twice>>shift, thrice>>shift
		thrice |= h | twice&o | once&t
		twice |= t | once&o
		once |= o
	}
	fold(32)
	if wide[W]() {
		return uint32(once), uint32(twice), uint32(thrice)
	}
	fold(16)
	return uint32(uint16(once)), uint32(uint16(twice)), uint32(uint16(thrice))
}

// toLanes returns the squares of s, a set of a grid of size n.
func toLanes[W Words](s Set[W], n int) lanes[W] {
	var l lanes[W]
	for r := range n {
		l.addRow(r, rowBits(s, n, r))
	}
	return l
}

// bit returns the word and the bit of square (r, c).
func (l *lanes[W]) bit(r, c int) (int, uint64) {
	if wide[W]() {
		return r >> 1 & (len(l.w) - 1), 1 << (32*(r&1) + c&31)
	}
	return r >> 2 & (len(l.w) - 1), 1 << (16*(r&3) + c&15)
}

// add adds square (r, c) to l.
func (l *lanes[W]) add(r, c int) {
	i, b := l.bit(r, c)
	l.w[i] |= b
}

// remove takes square (r, c) out of l.
func (l *lanes[W]) remove(r, c int) {
	i, b := l.bit(r, c)
	l.w[i] &^= b
}

// addRow adds to l the squares of the columns cols of row r.
func (l *lanes[W]) addRow(r int, cols uint32) {
	if wide[W]() {
		l.w[r>>1&(len(l.w)-1)] |= uint64(cols) << (32 * (r & 1))
	} else {
		l.w[r>>2&(len(l.w)-1)] |= uint64(uint16(cols)) << (16 * (r & 3))
	}
}

// set returns the squares of l as a Set of a grid of size n.
func (l *lanes[W]) set(n int) Set[W] {
	var s Set[W]
	for i := range len(l.w) {
		for w := l.w[i]; w != 0; w &= w - 1 {
			b := bits.TrailingZeros64(w)
			if wide[W]() {
				s.Add((2*i+b>>5)*n + b&31)
			} else {
				s.Add((4*i+b>>4)*n + b&15)
			}
		}
	}
	return s
}

// rowBits returns the squares of row r of s, a set of a grid of size n,
// as bits of columns.
func rowBits[W Words](s Set[W], n, r int) uint32 {
	at := r * n
	w, off := at>>6, uint(at&63)
	x := s.w[w&(len(s.w)-1)] >> off
	if off+uint(n) > 64 && w+1 < len(s.w) {
		x |= s.w[w+1] << (64 - off)
	}
	return uint32(x) & uint32(1<<n-1)
}
