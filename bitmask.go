package nqueens

// --- Sets as bit masks ---
//
// The columns and diagonals that a check of a board has met, a bitset.

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
