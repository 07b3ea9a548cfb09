package disjoint

import (
	"math/bits"
	"unsafe"
)

// --- Counting against small groups ---
//
// A group of base keys fills its vectors from the first word on, so the
// vectors of a group of at most 64 keys hold them in their first word
// alone, and those of at most 128 in their first two. Most groups of an
// odd size's phases are that small (n = 17: nine queries in ten meet a
// group of at most 128 keys), and a query of such a group needs one or two
// words of each of its vectors, not eight. The kernels here read those
// words alone, and name each chunk's word in full for the numbers of
// chunks that sizes 16 to 23 take, 5 to 7, rather than looping over the
// chunks: a query then takes a shift, a mask and an AND with a load per
// chunk and word, and no branch.

// smallWords returns the words of each vector that the kernels of a group
// of keys ≤ 256 base keys read: 1, 2 or 4.
func smallWords(keys int) int {
	switch {
	case keys <= 64:
		return 1
	case keys <= 128:
		return 2
	}
	return 4
}

// fillTableSmallGo is fillTableGo for a group of keys ≤ 256 base keys: it
// fills the words of each vector that countQueriesSmallGo reads for it,
// and leaves the others as they were.
func fillTableSmallGo(table []uint64, has *[maxChunks * chunkBits][vectorWords]uint64, valid *[vectorWords]uint64, chunks, keys int) {
	const w = vectorWords
	words := smallWords(keys)
	table = table[:chunks*subsets*w]
	for c := range chunks {
		t := (*[subsets * w]uint64)(table[c*subsets*w:])
		h := (*[chunkBits][w]uint64)(has[c*chunkBits:])
		switch words {
		case 1:
			t[0] = valid[0]
			for s := 1; s < subsets; s++ {
				t[s*w] = t[(s&(s-1))*w] &^ h[lowestBit[s]][0]
			}
		case 2:
			t[0], t[1] = valid[0], valid[1]
			for s := 1; s < subsets; s++ {
				p, b := (s&(s-1))*w, lowestBit[s]
				t[s*w], t[s*w+1] = t[p]&^h[b][0], t[p+1]&^h[b][1]
			}
		default:
			t[0], t[1], t[2], t[3] = valid[0], valid[1], valid[2], valid[3]
			for s := 1; s < subsets; s++ {
				p, b := (s&(s-1))*w, lowestBit[s]
				t[s*w], t[s*w+1], t[s*w+2], t[s*w+3] = t[p]&^h[b][0], t[p+1]&^h[b][1], t[p+2]&^h[b][2], t[p+3]&^h[b][3]
			}
		}
	}
}

// lowestBit[s] is the lowest bit of s, a subset of a chunk's bits.
var lowestBit = func() (l [subsets]uint8) {
	for s := 1; s < subsets; s++ {
		l[s] = uint8(bits.TrailingZeros(uint(s)))
	}
	return l
}()

// countQueriesSmallGo is countQueriesGo for a group of keys ≤ 256 base
// keys, whose table's vectors hold them in their first ceil(keys/64)
// words: it reads one word of each vector, two, or four.
func countQueriesSmallGo(table []uint64, queries []uint64, chunks, keys int) uint64 {
	switch smallWords(keys) {
	case 1:
		return countQueries1Go(table, queries, chunks)
	case 2:
		return countQueries2Go(table, queries, chunks)
	}
	return countQueries4Go(table, queries, chunks)
}

// word returns word i of the vector, in the table at t, of chunk c's
// subset of the bits of q.
func word(t unsafe.Pointer, c, i uintptr, q uint64) uint64 {
	return *(*uint64)(unsafe.Add(t, c*chunkBytes+uintptr(q>>(c*chunkBits)&(subsets-1))*vectorBytes+i*8))
}

// countQueries1Go is countQueriesGo for a table whose vectors hold keys in
// their first word alone: a group of at most 64 base keys.
func countQueries1Go(table []uint64, queries []uint64, chunks int) uint64 {
	table = table[:chunks*subsets*vectorWords]
	t := unsafe.Pointer(&table[0])
	var total uint64
	switch chunks {
	case 5:
		for _, q := range queries {
			total += uint64(bits.OnesCount64(word(t, 0, 0, q) & word(t, 1, 0, q) & word(t, 2, 0, q) & word(t, 3, 0, q) & word(t, 4, 0, q)))
		}
	case 6:
		for _, q := range queries {
			total += uint64(bits.OnesCount64(word(t, 0, 0, q) & word(t, 1, 0, q) & word(t, 2, 0, q) & word(t, 3, 0, q) & word(t, 4, 0, q) & word(t, 5, 0, q)))
		}
	case 7:
		for _, q := range queries {
			total += uint64(bits.OnesCount64(word(t, 0, 0, q) & word(t, 1, 0, q) & word(t, 2, 0, q) & word(t, 3, 0, q) & word(t, 4, 0, q) & word(t, 5, 0, q) & word(t, 6, 0, q)))
		}
	default:
		for _, q := range queries {
			a := word(t, 0, 0, q)
			for part, c := t, chunks-1; c > 0; c-- {
				q >>= chunkBits
				part = unsafe.Add(part, chunkBytes)
				a &= word(part, 0, 0, q)
			}
			total += uint64(bits.OnesCount64(a))
		}
	}
	return total
}

// countQueries2Go is countQueriesGo for a table whose vectors hold keys in
// their first two words alone: a group of at most 128 base keys.
func countQueries2Go(table []uint64, queries []uint64, chunks int) uint64 {
	table = table[:chunks*subsets*vectorWords]
	t := unsafe.Pointer(&table[0])
	var total uint64
	switch chunks {
	case 5:
		for _, q := range queries {
			a0 := word(t, 0, 0, q) & word(t, 1, 0, q) & word(t, 2, 0, q) & word(t, 3, 0, q) & word(t, 4, 0, q)
			a1 := word(t, 0, 1, q) & word(t, 1, 1, q) & word(t, 2, 1, q) & word(t, 3, 1, q) & word(t, 4, 1, q)
			total += uint64(bits.OnesCount64(a0) + bits.OnesCount64(a1))
		}
	case 6:
		for _, q := range queries {
			a0 := word(t, 0, 0, q) & word(t, 1, 0, q) & word(t, 2, 0, q) & word(t, 3, 0, q) & word(t, 4, 0, q) & word(t, 5, 0, q)
			a1 := word(t, 0, 1, q) & word(t, 1, 1, q) & word(t, 2, 1, q) & word(t, 3, 1, q) & word(t, 4, 1, q) & word(t, 5, 1, q)
			total += uint64(bits.OnesCount64(a0) + bits.OnesCount64(a1))
		}
	case 7:
		for _, q := range queries {
			a0 := word(t, 0, 0, q) & word(t, 1, 0, q) & word(t, 2, 0, q) & word(t, 3, 0, q) & word(t, 4, 0, q) & word(t, 5, 0, q) & word(t, 6, 0, q)
			a1 := word(t, 0, 1, q) & word(t, 1, 1, q) & word(t, 2, 1, q) & word(t, 3, 1, q) & word(t, 4, 1, q) & word(t, 5, 1, q) & word(t, 6, 1, q)
			total += uint64(bits.OnesCount64(a0) + bits.OnesCount64(a1))
		}
	default:
		for _, q := range queries {
			a0, a1 := word(t, 0, 0, q), word(t, 0, 1, q)
			for part, c := t, chunks-1; c > 0; c-- {
				q >>= chunkBits
				part = unsafe.Add(part, chunkBytes)
				a0 &= word(part, 0, 0, q)
				a1 &= word(part, 0, 1, q)
			}
			total += uint64(bits.OnesCount64(a0) + bits.OnesCount64(a1))
		}
	}
	return total
}

// countQueries4Go is countQueriesGo for a table whose vectors hold keys in
// their first four words alone: a group of at most 256 base keys.
func countQueries4Go(table []uint64, queries []uint64, chunks int) uint64 {
	table = table[:chunks*subsets*vectorWords]
	t := unsafe.Pointer(&table[0])
	var total uint64
	for _, q := range queries {
		v := (*[4]uint64)(unsafe.Add(t, (q&(subsets-1))*vectorBytes))
		a0, a1, a2, a3 := v[0], v[1], v[2], v[3]
		for part, c := t, chunks-1; c > 0; c-- {
			q >>= chunkBits
			part = unsafe.Add(part, chunkBytes)
			v = (*[4]uint64)(unsafe.Add(part, (q&(subsets-1))*vectorBytes))
			a0 &= v[0]
			a1 &= v[1]
			a2 &= v[2]
			a3 &= v[3]
		}
		total += uint64(bits.OnesCount64(a0) + bits.OnesCount64(a1) + bits.OnesCount64(a2) + bits.OnesCount64(a3))
	}
	return total
}
