package disjoint

import "math/bits"

// --- Wide chunks ---
//
// Keys of 31 to 35 bits take six chunks of chunkBits bits, and five of
// wideBits. Where the processor counts in AVX-512, a base sieved by all
// of maxSieve bits, counted in groups of one pattern (countByPattern),
// whose keys take so many bits once the sieve's are dropped, as those of
// n = 22 do, is counted on a table of five wide chunks: each query one
// load and one AND fewer, against a table of 40 KiB where six chunks take
// 24, past the 32 KiB of the first-level cache of the processors that
// have AVX-512. The queries of n = 22's bases touch 36 KiB of it, and the
// count of such a base is faster all the same; keys of 37 to 42 bits,
// seven chunks or six wide ones of 48 KiB, gained nothing at n = 23, and
// are counted on chunks of chunkBits bits (docs/performance.md, section
// "The disjoint pairs").

const (
	wideBits    = 7                         // the key bits of a wide chunk
	wideSubsets = 1 << wideBits             // the subsets of a wide chunk's bits
	wideBytes   = wideSubsets * vectorBytes // the bytes of a wide chunk's part of the table
	wideChunks  = 5                         // the wide chunks of a key
	wideWords   = wideChunks * wideSubsets * vectorWords
)

// wideFor reports whether a base counted in groups of one pattern, of
// keys of width bits, is counted on wide chunks.
func wideFor(width int) bool {
	return useWide && chunksOf(width) > wideChunks && width <= wideChunks*wideBits
}

// countWide is countByPattern on a table of wide chunks.
func (d *Counter) countWide(base, queries []uint64, baseStart, queryStart *[1<<maxSieve + 1]int, patterns, most int) uint64 {
	if cap(d.table) < wideWords {
		d.table = make([]uint64, wideWords)
	}
	d.table = d.table[:wideWords]
	var total uint64
	for p := range patterns {
		for g := baseStart[p]; g < baseStart[p+1]; g += most {
			end := min(g+most, baseStart[p+1])
			valid := d.transposeGroup(base[g:end], wideChunks*wideBits, end-g > groupKeys/2)
			fillWide(d.table, &d.has, &valid)
			half := end-g <= groupKeys/2
			openRuns(&disjointPatterns[p], queryStart, patterns, func(from, to int) {
				total += countWide(d.table, queries[from:to], half)
			})
		}
	}
	return total
}

// fillWideGo is fillTableGo for a table of wide chunks: the vector of
// subset s of wide chunk c's bits holds the valid keys that lack every
// bit of s, where has[b] holds the keys that hold bit b of the keys.
func fillWideGo(table []uint64, has *[maxChunks * chunkBits][vectorWords]uint64, valid *[vectorWords]uint64) {
	table = table[:wideWords]
	for c := range wideChunks {
		t := table[c*wideSubsets*vectorWords : (c+1)*wideSubsets*vectorWords]
		copy(t, valid[:])
		for s := 1; s < wideSubsets; s++ {
			prev := (*[vectorWords]uint64)(t[(s&(s-1))*vectorWords:])
			h := &has[c*wideBits+bits.TrailingZeros(uint(s))]
			dst := (*[vectorWords]uint64)(t[s*vectorWords:])
			for i := range dst {
				dst[i] = prev[i] &^ h[i]
			}
		}
	}
}

// countWideGo is countQueriesGo on a table of wide chunks, on the first
// words words of each vector: vectorWords, or half of them for a group
// of at most 256 keys, whose vectors' upper halves the table leaves as
// they were.
func countWideGo(table []uint64, queries []uint64, words int) uint64 {
	table = table[:wideWords]
	var total uint64
	for _, q := range queries {
		v := table[(q&(wideSubsets-1))*vectorWords:][:words]
		var a [vectorWords]uint64
		copy(a[:], v)
		for c := 1; c < wideChunks; c++ {
			v = table[(c*wideSubsets+int(q>>(c*wideBits)&(wideSubsets-1)))*vectorWords:][:words]
			for i, w := range v {
				a[i] &= w
			}
		}
		for _, w := range a[:words] {
			total += uint64(bits.OnesCount64(w))
		}
	}
	return total
}
