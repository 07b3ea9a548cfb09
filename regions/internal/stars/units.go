package stars

import "math/bits"

// units is a set of the units of a grid, 3*MaxN at most: unit u at bit
// u%64 of word u/64.
type units [2]uint64

func (m *units) add(u int)     { m[u>>6&1] |= 1 << (u & 63) }
func (m *units) remove(u int)  { m[u>>6&1] &^= 1 << (u & 63) }
func (m units) empty() bool    { return m[0]|m[1] == 0 }
func (m units) has(u int) bool { return m[u>>6&1]&(1<<(u&63)) != 0 }
func (m units) or(o units) units {
	return units{m[0] | o[0], m[1] | o[1]}
}

// pop takes the first unit out of m, which must not be empty, and returns
// it.
func (m *units) pop() int {
	if m[0] != 0 {
		u := bits.TrailingZeros64(m[0])
		m[0] &= m[0] - 1
		return u
	}
	u := bits.TrailingZeros64(m[1])
	m[1] &= m[1] - 1
	return 64 + u
}
