//go:build !purego

package disjoint

import (
	"math"

	"golang.org/x/sys/cpu"
)

// The kernels in assembly, each used where the processor has the
// instructions it needs: AVX-512 first, then AVX2, and the Go twins
// elsewhere.
var (
	// hasAVX512 reports whether the processor has the AVX-512 instructions
	// that countQueriesAVX512 and countPairsAVX512 use, and BMI2's RORX,
	// which countQueriesAVX512 cuts the queries with.
	hasAVX512 = cpu.X86.HasAVX512F && cpu.X86.HasAVX512DQ && cpu.X86.HasAVX512VPOPCNTDQ && cpu.X86.HasPOPCNT && cpu.X86.HasBMI2

	// hasHalfAVX512 reports whether it has those that countQueriesHalfAVX512
	// uses: those of countQueriesAVX512, on 256-bit registers.
	hasHalfAVX512 = hasAVX512 && cpu.X86.HasAVX512VL

	// hasAVX2 reports whether the processor has the AVX2 instructions that
	// countQueriesAVX2, countQueriesHalfAVX2, countPairsAVX2, fillTableAVX2
	// and transposeAVX2 use, and BMI2's RORX, which the query kernels cut
	// the queries with: every processor with AVX2 that we know of has
	// BMI2.
	hasAVX2 = cpu.X86.HasAVX2 && cpu.X86.HasBMI2

	// hasAVX2POPCNT reports whether it has those that appendJoinedAVX2,
	// appendFreeAVX2 and appendPartsAVX2 use, POPCNT too.
	hasAVX2POPCNT = cpu.X86.HasAVX2 && cpu.X86.HasPOPCNT

	// hasTransposeAVX512 reports whether it has those that
	// transposeAVX512 uses: VPERMB of AVX512VBMI and VGF2P8AFFINEQB of
	// GFNI, beside AVX-512; and so those that patternsAVX512 uses.
	hasTransposeAVX512 = hasAVX512 && cpu.X86.HasAVX512VBMI && cpu.X86.HasAVX512GFNI

	// fewestQueries is the fewest queries for which Count slices the
	// base keys: directQueries where it compares pairs in AVX-512,
	// directQueriesAVX2 in AVX2 and directQueriesGo in Go.
	fewestQueries = func() int {
		switch {
		case hasAVX512:
			return directQueries
		case hasAVX2:
			return directQueriesAVX2
		}
		return directQueriesGo
	}()

	// patternKeys is the fewest base keys of a pattern, on average, for
	// which Count adds a sieve bit: sieveGroupAVX512 where it counts in
	// AVX-512, sieveGroup in AVX2 and sieveGroupGo in Go.
	patternKeys = func() int {
		switch {
		case hasAVX512:
			return sieveGroupAVX512
		case hasAVX2:
			return sieveGroup
		}
		return sieveGroupGo
	}()

	// sieveKeys is the fewest base keys for which Count sieves;
	// patternGroup the most keys of the groups of one pattern each in
	// which it counts the base keys (countByPattern), patternSieve the
	// fewest sieve bits from which it does, and patternQueries the fewest
	// queries for which it counts an unsieved base so, as one pattern.
	// Where it counts in Go: sieveFromGo, patternGroupGo, every sieved
	// base and patternGroupQueriesGo; in AVX2 or AVX-512: sieveFrom,
	// groups of groupKeys, only bases sieved by patternSieveVector bits,
	// and no unsieved base.
	sieveKeys, patternGroup, patternSieve, patternQueries = func() (int, int, int, int) {
		if hasAVX2 {
			return sieveFrom, groupKeys, patternSieveVector, math.MaxInt
		}
		return sieveFromGo, patternGroupGo, 1, patternGroupQueriesGo
	}()
)

// patternsAVX512 is patternsGo in AVX-512 instructions, VPERMB of
// AVX512VBMI among them, for at least one key.
//
//go:noescape
func patternsAVX512(order *uint8, keys []uint64, r0, r1 uint, table *[1 << sortedSieve]uint8)

// patterns is patternsGo, in AVX-512 instructions where the processor has
// them.
func patterns(order []uint8, keys []uint64, r0, r1 uint, table *[1 << sortedSieve]uint8) {
	if hasTransposeAVX512 && len(keys) > 0 && len(order) >= len(keys) {
		patternsAVX512(&order[0], keys, r0, r1, table)
		return
	}
	patternsGo(order, keys, r0, r1, table)
}

// transposeAVX512 is transpose in AVX-512 instructions.
//
//go:noescape
func transposeAVX512(a *[64]uint64)

// transposeAVX2 is transpose in AVX2 instructions.
//
//go:noescape
func transposeAVX2(a *[64]uint64)

// transposeBits sets rows 0 to rows-1 of the transpose of a, at least:
// in AVX-512 or AVX2 instructions, all of them, where the processor has
// them, and by transposeGo elsewhere.
func transposeBits(a *[64]uint64, rows int) {
	switch {
	case hasTransposeAVX512:
		transposeAVX512(a)
	case hasAVX2:
		transposeAVX2(a)
	default:
		transposeGo(a, rows)
	}
}

// countQueriesAVX512 is countQueriesGo in AVX-512 instructions, for at least
// one query and a table of chunks ≥ 1 chunks.
//
//go:noescape
func countQueriesAVX512(table *uint64, queries []uint64, chunks int) uint64

// countQueriesAVX2 is countQueriesGo in AVX2 instructions, for at least one
// query and a table of chunks ≥ 1 chunks.
//
//go:noescape
func countQueriesAVX2(table *uint64, queries []uint64, chunks int) uint64

// countQueriesHalfAVX512 is countQueriesGo in AVX-512 instructions on
// 256-bit registers, for at least one query and a table of chunks ≥ 1
// chunks whose vectors' upper halves hold no key.
//
//go:noescape
func countQueriesHalfAVX512(table *uint64, queries []uint64, chunks int) uint64

// countQueriesSmall is countQueries for a group of keys ≤ 256 base keys,
// whose table's vectors' upper halves hold none: in AVX-512 or AVX2
// instructions on 256-bit registers where the processor has them, and
// otherwise countQueriesSmallGo.
func countQueriesSmall(table []uint64, queries []uint64, chunks, keys int) uint64 {
	if len(queries) > 0 && chunks >= 1 && len(table) >= chunks*chunkBytes/8 {
		switch {
		case hasHalfAVX512:
			return countQueriesHalfAVX512(&table[0], queries, chunks)
		case hasAVX2 && !hasAVX512:
			return countQueriesHalfAVX2(&table[0], queries, chunks)
		case hasAVX512:
			return countQueriesAVX512(&table[0], queries, chunks)
		}
	}
	return countQueriesSmallGo(table, queries, chunks, keys)
}

// countQueriesHalfAVX2 is countQueriesAVX2 for a table whose vectors'
// upper halves hold no key, for at least one query and a table of chunks
// ≥ 1 chunks.
//
//go:noescape
func countQueriesHalfAVX2(table *uint64, queries []uint64, chunks int) uint64

// countQueries is countQueriesGo, in AVX-512 or AVX2 instructions where the
// processor has them.
func countQueries(table []uint64, queries []uint64, chunks int) uint64 {
	if len(queries) == 0 || chunks < 1 || len(table) < chunks*chunkBytes/8 {
		return countQueriesGo(table, queries, chunks)
	}
	switch {
	case hasAVX512:
		return countQueriesAVX512(&table[0], queries, chunks)
	case hasAVX2:
		return countQueriesAVX2(&table[0], queries, chunks)
	}
	return countQueriesGo(table, queries, chunks)
}

// appendFreeAVX512 writes the keys of AppendFree at out and returns their
// number, for at least one key; it may write freeSlack words past the
// last key it keeps.
//
//go:noescape
func appendFreeAVX512(out *uint64, keys []uint64, mask uint64, f *Fold) int

// appendFree is appendFreeGo, in AVX-512 or AVX2 instructions where the
// processor has them.
func appendFree(out []uint64, n int, keys []uint64, mask uint64, f *Fold) int {
	if len(keys) > 0 && len(out) >= n+len(keys)+freeSlack {
		switch {
		case hasAVX512:
			return n + appendFreeAVX512(&out[n], keys, mask, f)
		case hasAVX2POPCNT:
			return n + appendFreeAVX2(&out[n], keys, mask, f, &avx2Tables)
		}
	}
	return appendFreeGo(out, n, keys, mask, f)
}

// appendFreeAVX2 is appendFreeAVX512 in AVX2 instructions, four keys at a
// time, with the permutations and the ramp of tables; it may write four
// words past the last key it keeps.
//
//go:noescape
func appendFreeAVX2(out *uint64, keys []uint64, mask uint64, f *Fold, tables *laneTables) int

// appendPartsAVX512 writes the words and parts of AppendParts at words and
// parts and returns their number, for at least one entry; it may write
// freeSlack words past the last of each.
//
//go:noescape
func appendPartsAVX512(words, parts *uint64, entries []uint64, forbid uint64, low, high, width uint, f *Fold) int

// appendParts is appendPartsGo, in AVX-512 or AVX2 instructions where
// the processor has them.
func appendParts(words, parts []uint64, n int, entries []uint64, forbid uint64, low, high, width uint, f *Fold) int {
	if len(entries) > 0 && len(words) >= n+len(entries)+freeSlack && len(parts) >= n+len(entries)+freeSlack {
		switch {
		case hasAVX512:
			return n + appendPartsAVX512(&words[n], &parts[n], entries, forbid, low, high, width, f)
		case hasAVX2POPCNT:
			return n + appendPartsAVX2(&words[n], &parts[n], entries, forbid, low, high, width, f, &avx2Tables)
		}
	}
	return appendPartsGo(words, parts, n, entries, forbid, low, high, width, f)
}

// appendPartsAVX2 is appendPartsAVX512 in AVX2 instructions, four entries
// at a time, with the permutations and the ramp of tables; it may write
// four words past the last of words and of parts.
//
//go:noescape
func appendPartsAVX2(words, parts *uint64, entries []uint64, forbid uint64, low, high, width uint, f *Fold, tables *laneTables) int

// fillTableAVX512 is fillTableGo in AVX-512 instructions, for chunks ≥ 1
// of bits bits each: chunkBits, or wideBits for fillWideGo's table.
//
//go:noescape
func fillTableAVX512(table *uint64, has *[maxChunks * chunkBits][vectorWords]uint64, valid *[vectorWords]uint64, chunks, bits int)

// fillTable is fillTableGo, in AVX-512 or AVX2 instructions where the
// processor has them.
func fillTable(table []uint64, has *[maxChunks * chunkBits][vectorWords]uint64, valid *[vectorWords]uint64, chunks int) {
	if chunks >= 1 && len(table) >= chunks*chunkBytes/8 {
		switch {
		case hasAVX512:
			fillTableAVX512(&table[0], has, valid, chunks, chunkBits)
			return
		case hasAVX2:
			fillTableAVX2(&table[0], has, valid, chunks)
			return
		}
	}
	fillTableGo(table, has, valid, chunks)
}

// fillTableSmall fills the table of a group of keys ≤ 256 base keys: as
// fillTable where the processor has AVX-512 or AVX2, whose kernels of
// small groups read half vectors, and otherwise as fillTableSmallGo, the
// words countQueriesSmallGo reads.
func fillTableSmall(table []uint64, has *[maxChunks * chunkBits][vectorWords]uint64, valid *[vectorWords]uint64, chunks, keys int) {
	if hasAVX512 || hasAVX2 {
		fillTable(table, has, valid, chunks)
		return
	}
	fillTableSmallGo(table, has, valid, chunks, keys)
}

// fillTableAVX2 is fillTableGo in AVX2 instructions, for chunks ≥ 1.
//
//go:noescape
func fillTableAVX2(table *uint64, has *[maxChunks * chunkBits][vectorWords]uint64, valid *[vectorWords]uint64, chunks int)

// countPairsAVX512 is countPairsGo in AVX-512 instructions, for a base of
// a positive multiple of 8 keys.
//
//go:noescape
func countPairsAVX512(base, queries []uint64) uint64

// countPairsAVX2 is countPairsGo in AVX2 instructions, for a base of a
// positive multiple of 4 keys.
//
//go:noescape
func countPairsAVX2(base, queries []uint64) uint64

// countPairs is countPairsGo, in AVX-512 or AVX2 instructions where the
// processor has them.
func countPairs(base, queries []uint64) uint64 {
	if len(queries) == 0 {
		return 0
	}
	switch {
	case hasAVX512:
		if whole := len(base) &^ 7; whole > 0 {
			return countPairsAVX512(base[:whole], queries) + countPairsGo(base[whole:], queries)
		}
	case hasAVX2:
		if whole := len(base) &^ 3; whole > 0 {
			return countPairsAVX2(base[:whole], queries) + countPairsGo(base[whole:], queries)
		}
	}
	return countPairsGo(base, queries)
}

// appendJoinedAVX512 writes the keys of AppendJoined at out and returns
// their number, for at least one word and one check; it may write
// joinedSlack words past the last key.
//
//go:noescape
func appendJoinedAVX512(out *uint64, words, aParts, checks, parts []uint64) int

// appendJoinedAVX2 is appendJoinedAVX512 in AVX2 instructions, four
// checks at a time, with the permutations and the ramp of tables; it may
// write joinedSlack words past the last key.
//
//go:noescape
func appendJoinedAVX2(out *uint64, words, aParts, checks, parts []uint64, tables *laneTables) int

// laneTables holds what the AVX2 kernels that keep some of four lanes
// (appendJoinedAVX2, appendFreeAVX2, appendPartsAVX2) look up: for each mask of four
// lanes, the VPERMD permutation that moves the lanes of the mask, as pairs
// of 32-bit words, to the low lanes in order; and the lane numbers 0 to 3.
type laneTables struct {
	permutations [16][8]uint32
	ramp         [4]uint64
}

var avx2Tables = func() (t laneTables) {
	for mask := range t.permutations {
		next := 0
		for lane := range 4 {
			if mask>>lane&1 != 0 {
				t.permutations[mask][next], t.permutations[mask][next+1] = uint32(2*lane), uint32(2*lane+1)
				next += 2
			}
		}
	}
	t.ramp = [4]uint64{0, 1, 2, 3}
	return t
}()

// appendJoined is appendJoinedGo, in AVX-512 or AVX2 instructions where
// the processor has them.
func appendJoined(out []uint64, n int, words, aParts, checks, parts []uint64) int {
	if len(words) > 0 && len(checks) > 0 && len(out) >= n+len(words)*len(checks)+joinedSlack {
		switch {
		case hasAVX512:
			return n + appendJoinedAVX512(&out[n], words, aParts, checks, parts)
		case hasAVX2POPCNT:
			return n + appendJoinedAVX2(&out[n], words, aParts, checks, parts, &avx2Tables)
		}
	}
	return appendJoinedGo(out, n, words, aParts, checks, parts)
}
