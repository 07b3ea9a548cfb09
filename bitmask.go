package nqueens

// --- Rows as bit masks ---
//
// The searches keep each row of the board in one 64-bit word: bit c stands
// for column c. These are the words and sets they share.

// frame is the state of one row of a partial placement, on the explicit
// stack of a search or in a block of the counter's: the squares of the row
// attacked along columns, diagonals (down and to the right) and
// anti-diagonals (down and to the left) by the queens above it, and the
// squares of the row still to try. Going down a row, a queen's bit joins
// cols as it is, diag shifted left and anti shifted right. A search may
// put the columns beyond the board into cols, so that a free square is
// simply a bit that no mask holds.
type frame struct {
	cols, diag, anti uint64
	avail            uint64
}

// columnsBelow returns the set of columns [0, c).
func columnsBelow(c int) uint64 {
	if c >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(c) - 1
}

// bitset is a set of small non-negative integers.
type bitset []uint64

func newBitset(size int) bitset { return make(bitset, (size+63)/64) }

// testAndSet adds i to s and reports whether it was there already.
func (s bitset) testAndSet(i int) bool {
	word, bit := i/64, uint64(1)<<uint(i%64)
	seen := s[word]&bit != 0
	s[word] |= bit
	return seen
}
