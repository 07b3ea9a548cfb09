package disjoint

import "math/bits"

// --- Folding keys onto fewer bits ---
//
// A count costs each query one step for each chunkBits bits of the keys'
// width. Where some bits within the width are held by no key of either
// side, a Fold moves the highest bits that keys hold down onto them, so
// that the keys fit in fewer chunks. Bits moved onto bits that no key
// holds map the keys one to one, and each pair of keys is disjoint after
// the fold exactly when it was before. AppendFree and AppendParts fold
// what they write.

// maxMoves is the most bits a Fold moves.
const maxMoves = 4

// A Fold maps keys onto fewer bits: key k becomes k&keep, with bits
// moved right by shift[i] where they land on bit[i]. The assembly
// kernels read its fields at their offsets: keep at 0, shift at 8, bit
// at 40.
type Fold struct {
	keep  uint64
	shift [maxMoves]uint64 // how far each moved bit moves right
	bit   [maxMoves]uint64 // where it lands, as a mask; 0 for no move
	width int              // the width of the keys, folded
}

// NewFold returns the fold of keys of width bits, width at most 64, that
// hold no bit of dead: it moves up to four bits onto dead ones where that
// saves a chunk of the pair count, and is the identity, of width width,
// where it would not.
func NewFold(width int, dead uint64) Fold {
	f := Fold{keep: ^uint64(0), width: width}
	if width < 1 || width > 64 {
		return f
	}
	all := ^uint64(0) >> uint(64-width)
	dead &= all
	// The narrowest whole number of chunks whose bits can take every bit
	// above them that a key may hold.
	target := 0
	for t := chunkBits; t < width; t += chunkBits {
		above := bits.OnesCount64(all &^ dead >> uint(t))
		if above <= maxMoves && above <= bits.OnesCount64(dead&(1<<uint(t)-1)) {
			target = t
			break
		}
	}
	if target == 0 {
		return f
	}
	// Move each bit a key may hold from target up onto the lowest dead
	// bits below target.
	holes := dead & (1<<uint(target) - 1)
	i := 0
	for from := target; from < width; from++ {
		if dead>>uint(from)&1 != 0 {
			continue
		}
		to := bits.TrailingZeros64(holes)
		holes &= holes - 1
		f.shift[i], f.bit[i] = uint64(from-to), 1<<uint(to)
		i++
	}
	f.keep, f.width = 1<<uint(target)-1, target
	return f
}

// Width returns the width of the keys, folded.
func (f *Fold) Width() int { return f.width }

// Apply returns key, folded.
func (f *Fold) Apply(key uint64) uint64 {
	keep, s0, s1, s2, s3, b0, b1, b2, b3 := f.moves()
	return fold(key, keep, s0, s1, s2, s3, b0, b1, b2, b3)
}

// moves returns what f keeps and its moves' shifts and bits, for a loop to
// hold in registers: a loop that folds through f itself loads f's fields
// again after each store it makes, since the store might change them, and
// arrays would live in memory.
func (f *Fold) moves() (keep, s0, s1, s2, s3, b0, b1, b2, b3 uint64) {
	return f.keep, f.shift[0], f.shift[1], f.shift[2], f.shift[3], f.bit[0], f.bit[1], f.bit[2], f.bit[3]
}

// fold returns key folded by the moves of a Fold, with no loop over them
// (a move onto bit 0 does nothing), and shifts cut to 63, which need no
// test for larger counts. A Fold fills its moves from the first, so one
// with no first move keeps key as it is: a test that a loop over the keys
// of one Fold always passes or always fails, which costs less than the
// moves it saves.
func fold(key, keep, s0, s1, s2, s3, b0, b1, b2, b3 uint64) uint64 {
	if b0 == 0 {
		return key & keep
	}
	return key&keep | key>>(s0&63)&b0 | key>>(s1&63)&b1 | key>>(s2&63)&b2 | key>>(s3&63)&b3
}
