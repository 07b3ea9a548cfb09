package disjoint

import "slices"

// --- Keeping the keys free of some bits ---
//
// The join of an odd size builds the west half-solutions that several of
// its phases share once, and keeps for each phase those that hold none of
// the key bits its queen in the middle row rules out. AppendFree does
// that in bulk, eight keys at a time where the processor has AVX-512
// (free_amd64.s) and four where it has AVX2 (free_avx2_amd64.s), beside
// its Go twin, appendFreeGo; AppendParts likewise.

// AppendFree appends to dst the keys that hold no bit of mask, in their
// order, each folded by f, and returns the extended slice.
func AppendFree(dst, keys []uint64, mask uint64, f *Fold) []uint64 {
	if len(keys) == 0 {
		return dst
	}
	n := len(dst)
	dst = slices.Grow(dst, len(keys)+freeSlack)
	n = appendFree(dst[:cap(dst)], n, keys, mask, f)
	return dst[:n]
}

// freeSlack is how many words past the last key AppendFree may write,
// which its kernel in assembly does, storing eight keys at a time.
const freeSlack = 8

// appendFreeGo writes the keys of AppendFree to out from out[n] on, and
// returns the index past the last one. out holds at least n + len(keys)
// words.
func appendFreeGo(out []uint64, n int, keys []uint64, mask uint64, f *Fold) int {
	keep, s0, s1, s2, s3, b0, b1, b2, b3 := f.moves()
	for _, key := range keys {
		// Write the key, and keep it if it holds no bit of mask: without
		// a branch, which the processor could not predict.
		out[n] = fold(key, keep, s0, s1, s2, s3, b0, b1, b2, b3)
		x := key & mask
		n += int((x|-x)>>63) ^ 1
	}
	return n
}

// AppendParts appends to words the entries that hold no bit of forbid, in
// their order, and to parts the part of a key of each: the entry's low 32
// bits shifted right by low, ORed with its high 32 bits shifted right by
// high, cut to width bits and shifted left by width, folded by f. It
// returns both extended slices, which have the same length if words and
// parts had.
// The join makes with it, of the placements of a north quarter, those a
// phase allows and their parts of the keys of their half-solutions.
func AppendParts(words, parts, entries []uint64, forbid uint64, low, high, width uint, f *Fold) ([]uint64, []uint64) {
	if len(words) != len(parts) {
		panic("disjoint: AppendParts to lists of different lengths")
	}
	if len(entries) == 0 {
		return words, parts
	}
	n := len(words)
	words = slices.Grow(words, len(entries)+freeSlack)
	parts = slices.Grow(parts, len(entries)+freeSlack)
	n = appendParts(words[:cap(words)], parts[:cap(parts)], n, entries, forbid, low&63, high&31, width&31, f)
	return words[:n], parts[:n]
}

// appendPartsGo writes the words and parts of AppendParts to words and
// parts from index n on, and returns the index past the last one. Both
// hold at least n + len(entries) words; low < 64, high and width < 32.
func appendPartsGo(words, parts []uint64, n int, entries []uint64, forbid uint64, low, high, width uint, f *Fold) int {
	keep, s0, s1, s2, s3, b0, b1, b2, b3 := f.moves()
	cut := uint64(1)<<width - 1
	for _, e := range entries {
		words[n] = e
		parts[n] = fold(e&(1<<32-1)>>low|(e>>32>>high&cut)<<width, keep, s0, s1, s2, s3, b0, b1, b2, b3)
		x := e & forbid
		n += int((x|-x)>>63) ^ 1
	}
	return n
}
