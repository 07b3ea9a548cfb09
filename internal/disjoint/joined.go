package disjoint

import "slices"

// --- Making the keys of disjoint pairs ---
//
// The join makes each half-solution of a side from a placement in its
// north quarter and one in its south quarter whose diagonals do not meet:
// for each pair of a word of one list and a check of the other that share
// no bit, a key, the OR of the two's parts. AppendJoined makes them in
// bulk, eight checks at a time where the processor has AVX-512
// (joined_amd64.s), four where it has AVX2 (joined_avx2_amd64.s), beside
// their Go twin, appendJoinedGo.

// joinedSlack is how many words past the last key AppendJoined may write,
// which the assembly kernels do, storing eight or four keys at a time.
const joinedSlack = 8

// AppendJoined appends to keys aParts[i] | parts[j] for each i and j, in
// that order, for which words[i] and checks[j] share no bit, and returns
// the extended slice. words and aParts have the same length, and so do
// checks and parts.
func AppendJoined(keys, words, aParts, checks, parts []uint64) []uint64 {
	if len(words) != len(aParts) || len(checks) != len(parts) {
		panic("disjoint: AppendJoined of lists of different lengths")
	}
	if len(words) == 0 || len(checks) == 0 {
		return keys
	}
	n := len(keys)
	keys = slices.Grow(keys, len(words)*len(checks)+joinedSlack)
	n = appendJoined(keys[:cap(keys)], n, words, aParts, checks, parts)
	return keys[:n]
}

// A joinedKernel writes the keys of AppendJoined to out from out[n] on,
// and returns the index past the last one: appendJoinedGo, or a kernel in
// assembly.
type joinedKernel func(out []uint64, n int, words, aParts, checks, parts []uint64) int

// appendJoinedGo writes the keys of AppendJoined to out from out[n] on,
// and returns the index past the last one. out holds at least
// n + len(words)*len(checks) words.
func appendJoinedGo(out []uint64, n int, words, aParts, checks, parts []uint64) int {
	parts = parts[:len(checks)]
	for i, w := range words {
		p := aParts[i]
		for j, c := range checks {
			// Write the key, and keep it if the two share no bit:
			// without a branch, which the processor could not predict.
			out[n] = p | parts[j]
			x := w & c
			n += int((x|-x)>>63) ^ 1
		}
	}
	return n
}
