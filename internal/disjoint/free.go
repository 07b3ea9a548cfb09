package disjoint

import "slices"

// --- Keeping the keys free of some bits ---
//
// The join of an odd size builds the west half-solutions that several of
// its phases share once, and keeps for each phase those that hold none of
// the key bits its queen in the middle row rules out. AppendFree does
// that in bulk, eight keys at a time where the processor has AVX-512
// (free_amd64.s), beside its Go twin, appendFreeGo.

// AppendFree appends to dst the keys that hold no bit of mask, in their
// order, and returns the extended slice.
func AppendFree(dst, keys []uint64, mask uint64) []uint64 {
	n := len(dst)
	dst = slices.Grow(dst, len(keys)+freeSlack)
	n = appendFree(dst[:cap(dst)], n, keys, mask)
	return dst[:n]
}

// freeSlack is how many words past the last key AppendFree may write,
// which its kernel in assembly does, storing eight keys at a time.
const freeSlack = 8

// appendFreeGo writes the keys of AppendFree to out from out[n] on, and
// returns the index past the last one. out holds at least n + len(keys)
// words.
func appendFreeGo(out []uint64, n int, keys []uint64, mask uint64) int {
	for _, key := range keys {
		// Write the key, and keep it if it holds no bit of mask: without
		// a branch, which the processor could not predict.
		out[n] = key
		x := key & mask
		n += int((x|-x)>>63) ^ 1
	}
	return n
}
