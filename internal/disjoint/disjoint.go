// Package disjoint counts the pairs of keys, one from each of two lists,
// that share no bit: the inner loop of the join of half boards, which
// package nqueens runs for its methods Join and Join2. Two half-solutions
// make a solution exactly when their keys, the diagonals their queens
// hold, are disjoint.
//
// A [Counter] counts such pairs in bulk, in plain Go, or where the
// processor has them in AVX-512 instructions (queries_amd64.s,
// queries_half_amd64.s for groups of at most 256 keys, pairs_amd64.s) or
// AVX2 ones (queries_avx2_amd64.s, queries_half_avx2_amd64.s,
// pairs_avx2_amd64.s), for the largest bases of n = 22 in AVX-512 on
// chunks of 7 bits (wide.go, queries_wide_amd64.s), and on arm64 in NEON ones (queries_arm64.s,
// pairs_arm64.s); [Counter.CountSorted] counts against keys a [Sorted]
// holds sorted by the sieve once for many counts, and
// [Counter.CountLists] many lists of queries against one base sliced
// once, and [Counter.CountCross] against each of many bases, the lists
// sorted once (lists.go); [Counter.CountSplit] counts the pairs of each
// list of many on both sides, in AVX-512 where the processor has it
// (keys.go, keys_amd64.s). [AppendJoined] makes the
// keys themselves, of the half-solutions whose quarters' placements share
// no bit, eight at a time in AVX-512 (joined_amd64.s) or four in AVX2
// (joined_avx2_amd64.s), and [AppendFree] keeps those that hold no bit of a
// mask, eight at a time in AVX-512 (free_amd64.s) or four in AVX2
// (free_avx2_amd64.s), folded onto fewer bits by a [Fold] where some bits
// are held by no key. A Counter slices its base keys by transposing 64×64
// blocks of bits, and a Sorted takes its keys' patterns, in AVX-512 with
// VBMI and GFNI where the processor has them (transpose_amd64.s,
// patterns_amd64.s), the transpose in AVX2 where it has AVX2
// (transpose_avx2_amd64.s); it fills its table in AVX-512, AVX2 or NEON
// (table_amd64.s, table_avx2_amd64.s, table_arm64.s). In WebAssembly,
// whose loops Go compiles into branches through a table, the making of
// keys (joined_wasm.s, free_wasm.s) and the count of groups of 129 to 256
// base keys (narrow_wasm.s) are written in its assembly. Each kernel in
// assembly has a Go twin, which the other platforms and the purego build
// tag use, and which the tests run beside it on the same inputs. In Go,
// groups of at most 256 base keys are counted and their tables filled on
// the one, two or four words of each vector that hold them (narrow.go),
// and the count of whole vectors names its chunks in full (unrolled.go);
// where the queries are counted in Go, Count groups the base keys by
// sieve pattern, at most 128 to a group (countByPattern), and drops the
// sieve's bits where that saves the keys a chunk (Sieve.drop).
package disjoint

import (
	"math/bits"
	"unsafe"
)

// --- Counting disjoint pairs ---
//
// A Counter counts the pairs of an east key and a west key that
// share no bit. It takes the keys of one side, the base, in groups of 512,
// and slices each group by bits: for each bit of the keys, a vector of 512
// bits, one per key of the group, says which keys lack it. The base keys
// disjoint from a query are those that lack every bit of the query, so
// the AND of the query's vectors, counted, answers it for a whole group at
// once. The vectors are combined ahead in chunks of chunkBits key bits,
// one AND for each subset of a chunk's bits, so that a query of w key bits
// takes w/chunkBits loads and ANDs of a vector and one count of its bits:
// in plain Go, or where the processor has them in AVX-512 instructions
// (queries_amd64.s) or AVX2 ones (queries_avx2_amd64.s), which take
// these constants from go_asm.h.
//
// A vector is 512 bits, as eight 64-bit words; a group is as many base
// keys as a vector has bits.

const (
	vectorShift = 6                                // a vector is 1<<vectorShift bytes
	vectorBytes = 1 << vectorShift                 // the bytes of a vector
	vectorWords = vectorBytes / 8                  // the words of a vector
	groupKeys   = 8 * vectorBytes                  // the base keys of a group, one per bit of a vector
	chunkBits   = 6                                // the key bits combined ahead
	subsets     = 1 << chunkBits                   // the subsets of a chunk's bits
	chunkShift  = chunkBits + vectorShift          // a chunk's part of the table is 1<<chunkShift bytes
	chunkBytes  = 1 << chunkShift                  // the bytes of a chunk's part of the table
	maxChunks   = (64 + chunkBits - 1) / chunkBits // the chunks of a 64-bit key
)

// A Counter counts disjoint pairs, and keeps its table from one count to
// the next. The zero Counter is ready to count; a Counter is for one
// goroutine at a time.
type Counter struct {
	// table holds, for each chunk c of the key bits and each subset s of
	// them, the vector of the base keys that lack every bit of s, as
	// words (c*subsets+s)*vectorWords to (c*subsets+s+1)*vectorWords-1.
	table      []uint64
	base       []uint64                                   // the base keys, sorted by the sieve
	queries    []uint64                                   // the queries, sorted by the sieve
	patterns   []uint8                                    // the patterns of the keys being sorted
	lists      [][]uint64                                 // CountLists's lists, sorted by the sieve, in queries's memory
	listStarts [][1<<maxSieve + 1]int                     // where each pattern of each of lists starts
	sortedBits int                                        // the sieve bits lists are sorted by within a CountCross
	has        [maxChunks * chunkBits][vectorWords]uint64 // has[b]: the vector of the base keys that hold bit b; none past bit 63

	// CountSplit's counts of each query by word of the vector.
	perQuery []uint16
}

// Count returns the number of pairs of a key of base and a key of queries,
// keys of width bits, width at most 64, that share no bit. The bits of
// sieve are those that many keys of both sides hold; the zero Sieve
// sieves nothing.
//
// The sieve sorts both sides by which of the sieve bits they hold, their
// pattern, so that a group of base keys holds one pattern or a few; it
// then meets only the queries of the patterns disjoint from one of its
// own, and skips the others, which conflict with each of its keys. The
// more base keys, the more sieve bits pay, until groups mix patterns.
func (d *Counter) Count(base, queries []uint64, width int, sieve Sieve) uint64 {
	if len(base) > len(queries) {
		base, queries = queries, base
	}
	if len(base) < 16 || len(queries) < fewestQueries {
		// The kernels loop over their first side within each key of
		// the second: the longer side there, the fewer loops and the
		// fewer keys left over for Go.
		return countPairs(queries, base)
	}
	k := 0
	if len(base) >= sieveKeys {
		for k < maxSieve && sieve.runs[1] != 0 && len(base)>>uint(k+1) >= patternKeys {
			k++
		}
	}
	sieve.k = uint(k)
	return d.countBy(base, queries, width, sieve)
}

// countBy is Count of base, the shorter side, large enough to slice, and
// queries, by the sieve's k bits, which Count chooses by the number of
// keys.
func (d *Counter) countBy(base, queries []uint64, width int, sieve Sieve) uint64 {
	k := int(sieve.k)
	patterns := 1 << uint(k)
	var baseStart, queryStart [1<<maxSieve + 1]int
	base, d.patterns = sortBySieve(d.base, base, d.patterns, sieve, &baseStart)
	queries, d.patterns = sortBySieve(d.queries, queries, d.patterns, sieve, &queryStart)
	if k > 0 {
		d.base, d.queries = base, queries // the buffers, for the next count
	}
	if patternGroup > 0 && (k > 0 && k >= patternSieve || k == 0 && len(queries) >= patternQueries) {
		if k > 0 && chunksOf(width-k) < chunksOf(width) && sieve.disjointRuns() {
			// A group of one pattern meets only queries whose sieve
			// bits are disjoint from its keys': without those bits,
			// the keys take a chunk fewer. Sorted, they are the
			// Counter's own.
			sieve.drop(base)
			sieve.drop(queries)
			width -= k
		}
		return d.countByPattern(base, queries, &baseStart, &queryStart, patterns, width, patternGroup)
	}
	return d.countSieved(base, queries, &baseStart, &queryStart, patterns, width)
}

// chunksOf returns the number of chunks of a key of width bits.
func chunksOf(width int) int { return (width + chunkBits - 1) / chunkBits }

// countSieved returns the number of pairs of a key of base and a key of
// queries, keys of width bits, that share no bit, both sides sorted by
// the same patterns of a sieve: those of pattern p from start[p] on.
func (d *Counter) countSieved(base, queries []uint64, baseStart, queryStart *[1<<maxSieve + 1]int, patterns, width int) uint64 {
	chunks := d.tableFor(width)
	var total uint64
	for g := 0; g < len(base); g += groupKeys {
		end := min(g+groupKeys, len(base))
		d.slice(base[g:end], chunks)
		open := openPatterns(baseStart, patterns, g, end)
		total += d.countOpen(&open, queries, queryStart, patterns, chunks, end-g)
	}
	return total
}

// countByPattern is countSieved with groups of one pattern each, of at
// most most ≤ groupKeys keys: a group's keys then meet only the queries
// that each of them leaves room for, where a group of several patterns
// meets those that any of them does. It pays where small groups are
// counted about as fast a pair as whole ones (in Go, one or two words of
// each vector, and as many counts of bits, against eight) and the sieve
// sorts keys by patterns of fewer keys than a group.
func (d *Counter) countByPattern(base, queries []uint64, baseStart, queryStart *[1<<maxSieve + 1]int, patterns, width, most int) uint64 {
	if wideFor(width) {
		return d.countWide(base, queries, baseStart, queryStart, patterns, most)
	}
	chunks := d.tableFor(width)
	var total uint64
	for p := range patterns {
		for g := baseStart[p]; g < baseStart[p+1]; g += most {
			end := min(g+most, baseStart[p+1])
			d.slice(base[g:end], chunks)
			total += d.countOpen(&disjointPatterns[p], queries, queryStart, patterns, chunks, end-g)
		}
	}
	return total
}

// tableFor makes the table ready for keys of width bits, and returns
// their number of chunks.
func (d *Counter) tableFor(width int) int {
	chunks := chunksOf(width)
	if need := chunks * subsets * vectorWords; cap(d.table) < need {
		d.table = make([]uint64, need)
	}
	d.table = d.table[:chunks*subsets*vectorWords]
	return chunks
}

// countOpen returns the number of pairs of a base key of the group that
// the table holds, of keys keys, and a query of a pattern below patterns
// in open, that share no bit: the queries sorted by their patterns as
// queryStart says, taken in runs of consecutive open patterns.
func (d *Counter) countOpen(open *[patternWords]uint64, queries []uint64, queryStart *[1<<maxSieve + 1]int, patterns, chunks, keys int) uint64 {
	var runs [1 << maxSieve / 2]patternRun
	return d.countRuns(runsOf(runs[:0], open, patterns), queries, queryStart, chunks, keys)
}

// countRuns is countOpen of the runs of open patterns runs.
func (d *Counter) countRuns(runs []patternRun, queries []uint64, queryStart *[1<<maxSieve + 1]int, chunks, keys int) uint64 {
	var total uint64
	for _, r := range runs {
		from, to := queryStart[r.first], queryStart[r.end]
		if from == to {
			continue
		}
		if keys <= groupKeys/2 {
			total += countQueriesSmall(d.table, queries[from:to], chunks, keys)
		} else {
			total += countQueries(d.table, queries[from:to], chunks)
		}
	}
	return total
}

// openPatterns returns the patterns of the queries that some base key
// from g to end leaves room for, the base keys sorted by their patterns
// below patterns as baseStart says.
func openPatterns(baseStart *[1<<maxSieve + 1]int, patterns, g, end int) (open [patternWords]uint64) {
	for p := range patterns {
		if baseStart[p] < end && baseStart[p+1] > g {
			for i, w := range disjointPatterns[p] {
				open[i] |= w
			}
		}
	}
	return open
}

// openRuns calls run with the first and the end of each run of queries of
// consecutive patterns below patterns in open, the queries sorted by their
// patterns as queryStart says, skipping runs without queries.
func openRuns(open *[patternWords]uint64, queryStart *[1<<maxSieve + 1]int, patterns int, run func(from, to int)) {
	var runs [1 << maxSieve / 2]patternRun
	for _, r := range runsOf(runs[:0], open, patterns) {
		if from, to := queryStart[r.first], queryStart[r.end]; from < to {
			run(from, to)
		}
	}
}

// A patternRun is the consecutive patterns from first to end-1.
type patternRun struct{ first, end int }

// runsOf appends to runs the runs of consecutive patterns below patterns
// in open, at most half of them.
func runsOf(runs []patternRun, open *[patternWords]uint64, patterns int) []patternRun {
	isOpen := func(p int) bool { return open[p/64]>>uint(p%64)&1 != 0 }
	for p := 0; p < patterns; {
		if !isOpen(p) {
			p++
			continue
		}
		q := p + 1
		for q < patterns && isOpen(q) {
			q++
		}
		runs = append(runs, patternRun{p, q})
		p = q
	}
	return runs
}

// patternWords is the words of a set of patterns, one bit a pattern.
const patternWords = (1<<maxSieve + 63) / 64

// disjointPatterns[p] holds the patterns that share no bit with p.
var disjointPatterns = func() (d [1 << maxSieve][patternWords]uint64) {
	for p := range d {
		for q := range d {
			if p&q == 0 {
				d[p][q/64] |= 1 << uint(q%64)
			}
		}
	}
	return d
}()

// directQueries is the fewest queries for which slicing the base keys pays
// where the pairs are compared in AVX-512 or NEON: with fewer, count
// compares the keys pair by pair. Where they are compared in AVX2 or Go,
// slicing pays sooner, the more since small groups of base keys are
// counted on half vectors or a word or two of each: n = 17, whose bases
// of 64 to 255 keys meet 128 to 255 queries, counts faster in Go from 32
// queries (16 gains no more), and in AVX2 from 64 (docs/performance.md,
// section "The disjoint pairs").
const (
	directQueries     = 256
	directQueriesAVX2 = 64
	directQueriesGo   = 32
)

// maxSieve is the most sieve bits a count uses, sieveFrom the fewest base
// keys for which it sieves at all, and sieveGroup the fewest base keys of
// a pattern, on average, for which it adds a sieve bit. The sieve saves
// much of the time of the largest counts, those of n = 20 with 28,000
// keys a side; n = 22, whose bases pass 65,000 keys, meets 22% fewer
// pairs by 8 bits than by 6; with kernels whose queries are cheap beside
// the sorting, it also pays from a base of 2,048 keys, and a bit for every
// 128 keys of a pattern, rather than 256, pays in AVX2 and in Go
// (docs/performance.md, section "The disjoint pairs"). Where the AVX-512
// kernels count, tried at 256 alone, a pattern keeps sieveGroupAVX512
// keys; patternKeys is the platform's.
//
// Where the queries are counted in Go, Count sorts by patterns of half
// as many keys, 64 on average, from a base of 1,024 keys, and counts each
// pattern's keys in groups of their own of at most 128 (countByPattern),
// which makes n = 18 faster and n = 16 no slower; where they are counted
// in AVX2, the same made n = 18 slower, with groups of 128 keys or 256. A
// base too small to sieve is counted so too, as one pattern, where it
// meets at least patternGroupQueriesGo queries: a query of a group of 128
// keys takes two words of each vector, where one of 512 takes eight, and
// the more queries, the better that pays for four tables where there was
// one (docs/performance.md, section "The disjoint pairs").
//
// Where they are counted in AVX2 or AVX-512, a base sieved by
// patternSieveVector bits, all of them, is counted in groups of one
// pattern too, of at most groupKeys: such bases, 65,536 keys or more in
// AVX-512 and 32,768 in AVX2, come from n = 22 on, where their keys then
// drop the sieve's bits and take 6 chunks rather than 7, which makes the
// shards of n = 22 faster in both (docs/performance.md, section "The
// disjoint pairs"). Smaller sizes, whose bases take fewer bits, are
// counted as before.
const (
	maxSieve              = 8
	sieveFrom             = 2048
	sieveGroup            = 128
	sieveGroupAVX512      = 256
	sieveFromGo           = 1024
	sieveGroupGo          = 64
	patternGroupGo        = 128
	patternGroupQueriesGo = 512
	patternSieveVector    = maxSieve
)

// A Sieve says which bits of a key make its pattern: k bits of two runs
// of bits, ceil(k/2) from bit runs[0] on, and floor(k/2) from runs[1] on,
// where Count chooses k by the number of keys. The zero Sieve sieves
// nothing.
type Sieve struct {
	runs [2]uint
	k    uint
}

// SieveRuns returns the Sieve of the runs of bits from bit first on and
// from bit second on, second > 0.
func SieveRuns(first, second uint) Sieve {
	return Sieve{runs: [2]uint{first, second}}
}

// disjointRuns reports whether the sieve's two runs of bits, of its k
// bits, lie apart, the first below the second.
func (s Sieve) disjointRuns() bool {
	k0, k1 := (s.k+1)/2, s.k/2
	return s.runs[0]+k0 <= s.runs[1] && s.runs[1]+k1 <= 64
}

// drop removes the sieve's k bits from each of keys, whose runs lie
// apart, moving the bits above each run down over it.
func (s Sieve) drop(keys []uint64) {
	k0, k1 := (s.k+1)/2, s.k/2
	r0, r1 := s.runs[0]&63, s.runs[1]&63
	low0, low1 := uint64(1)<<r0-1, uint64(1)<<r1-1
	for i, key := range keys {
		key = key&low1 | key>>k1&^low1 // the second run first, above the first
		keys[i] = key&low0 | key>>k0&^low0
	}
}

// pattern returns the sieve bits that key holds, as the bits of a number.
func (s Sieve) pattern(key uint64) int {
	k0, k1 := (s.k+1)/2, s.k/2
	return int(key>>s.runs[0]&(1<<k0-1) | (key>>s.runs[1]&(1<<k1-1))<<k0)
}

// sortBySieve returns keys in increasing order of their patterns, in dst's
// memory, with patterns as a buffer, and sets start[p] to the index of the
// first key of pattern p, and start[1<<sieve.k] to len(keys). Without sieve
// bits, it returns keys as they are.
//
// It takes the patterns of four keys at a time, and places the keys by
// placeByPattern.
func sortBySieve(dst, keys []uint64, patterns []uint8, sieve Sieve, start *[1<<maxSieve + 1]int) ([]uint64, []uint8) {
	n := 1 << sieve.k
	if n == 1 {
		start[0], start[1] = 0, len(keys)
		return keys, patterns
	}
	if cap(dst) < len(keys) {
		dst = make([]uint64, len(keys), len(keys)+len(keys)/4)
	}
	if cap(patterns) < len(keys) {
		patterns = make([]uint8, len(keys), len(keys)+len(keys)/4)
	}
	dst, patterns = dst[:len(keys)], patterns[:len(keys)]
	k0, k1 := (sieve.k+1)/2, sieve.k/2
	r0, r1 := sieve.runs[0]&63, sieve.runs[1]&63
	m0, m1 := uint64(1)<<k0-1, uint64(1)<<k1-1
	of := func(key uint64) uint8 { return uint8(key>>r0&m0 | (key>>r1&m1)<<k0) }
	i := 0
	for ; i+4 <= len(keys); i += 4 {
		k := keys[i : i+4 : i+4]
		p := patterns[i : i+4 : i+4]
		p[0], p[1], p[2], p[3] = of(k[0]), of(k[1]), of(k[2]), of(k[3])
	}
	for ; i < len(keys); i++ {
		patterns[i] = of(keys[i])
	}
	placeByPattern(dst, keys, patterns, n, start[:n+1])
	return dst, patterns
}

// placeByPattern moves keys to dst in order of their patterns, order[i]
// being that of keys[i], below n, and sets start[p] to the index of the
// first key of pattern p, and start[n] to len(keys). It counts the
// patterns of four keys at a time in four tallies, and moves the keys of
// each tally in a run of its own within their pattern's place, so that
// keys of one pattern in a row, which the join makes many of, neither
// count nor move waiting on each other: moved in one run, each key's
// place waited on the last one's, a large share of the time of a sort
// (docs/performance.md, section "The disjoint pairs").
func placeByPattern(dst, keys []uint64, order []uint8, n int, start []int) {
	order = order[:len(keys)]
	dst = dst[:len(keys)]
	// next[t][p]: first the keys of tally t and pattern p, then where the
	// next of them goes.
	var next [4][1 << maxSieve]int32
	i := 0
	for ; i+4 <= len(keys); i += 4 {
		p := order[i : i+4 : i+4]
		next[0][p[0]]++
		next[1][p[1]]++
		next[2][p[2]]++
		next[3][p[3]]++
	}
	for ; i < len(keys); i++ {
		next[0][order[i]]++
	}
	tallyStarts(next[:], n, start)
	i = 0
	for ; i+4 <= len(keys); i += 4 {
		k := keys[i : i+4 : i+4]
		p := order[i : i+4 : i+4]
		p0, p1, p2, p3 := p[0], p[1], p[2], p[3]
		dst[next[0][p0]] = k[0]
		dst[next[1][p1]] = k[1]
		dst[next[2][p2]] = k[2]
		dst[next[3][p3]] = k[3]
		next[0][p0]++
		next[1][p1]++
		next[2][p2]++
		next[3][p3]++
	}
	for ; i < len(keys); i++ {
		p := order[i]
		dst[next[0][p]] = keys[i]
		next[0][p]++
	}
}

// tallyStarts turns next[t][p], the number of keys of tally t and
// pattern p, p below n, into the place of the first of them: the patterns
// in order, and a pattern's tallies one after another. It sets start[p] to
// the place of the first key of pattern p, and start[n] to the number of
// keys.
func tallyStarts(next [][1 << maxSieve]int32, n int, start []int) {
	sum := int32(0)
	for p := range n {
		start[p] = int(sum)
		for t := range next {
			c := next[t][p]
			next[t][p] = sum
			sum += c
		}
	}
	start[n] = int(sum)
}

// slice fills the table from a group of up to 512 base keys: for a group
// of at most 256, only the words of each vector that the kernels of small
// groups read, and of has only the rows of the chunks' bits.
func (d *Counter) slice(base []uint64, chunks int) {
	valid := d.transposeGroup(base, min(chunks*chunkBits, 64), len(base) > groupKeys/2)
	if len(base) <= groupKeys/2 {
		fillTableSmall(d.table, &d.has, &valid, chunks, len(base))
	} else {
		fillTable(d.table, &d.has, &valid, chunks)
	}
}

// transposeGroup sets rows 0 to hasRows-1 of has from a group of up to
// 512 base keys, unless whole is set, for a group of at most 256 only the
// words of each vector that the kernels of small groups read, and returns
// the vector of the group's keys.
func (d *Counter) transposeGroup(base []uint64, hasRows int, whole bool) (valid [vectorWords]uint64) {
	var rows [64]uint64
	words := vectorWords
	if !whole {
		words = smallWords(len(base))
	}
	for w := range words {
		if k := len(base) - 64*w; k <= 0 {
			for b := range hasRows {
				d.has[b][w] = 0
			}
		} else {
			k = copy(rows[:], base[64*w:])
			clear(rows[k:])
			valid[w] = lowBits(k)
			transposeBits(&rows, hasRows)
			for b, r := range rows[:hasRows] {
				d.has[b][w] = r
			}
		}
	}
	return valid
}

// fillTableGo fills the parts of table of chunks ≥ 1 chunks: the vector of
// subset s of chunk c's bits holds the valid keys that lack every bit of
// s, where has[b] holds the keys that hold bit b of the keys.
func fillTableGo(table []uint64, has *[maxChunks * chunkBits][vectorWords]uint64, valid *[vectorWords]uint64, chunks int) {
	for c := range chunks {
		t := table[c*subsets*vectorWords : (c+1)*subsets*vectorWords]
		copy(t, valid[:])
		has := (*[chunkBits][vectorWords]uint64)(has[c*chunkBits:])
		for s := 1; s < subsets; s++ {
			prev := (*[vectorWords]uint64)(t[(s&(s-1))*vectorWords:])
			h := &has[bits.TrailingZeros(uint(s))%chunkBits]
			dst := (*[vectorWords]uint64)(t[s*vectorWords:])
			dst[0], dst[1], dst[2], dst[3] = prev[0]&^h[0], prev[1]&^h[1], prev[2]&^h[2], prev[3]&^h[3]
			dst[4], dst[5], dst[6], dst[7] = prev[4]&^h[4], prev[5]&^h[5], prev[6]&^h[6], prev[7]&^h[7]
		}
	}
}

// transpose transposes the matrix of 64×64 bits whose row i is a[i] and
// whose column j is bit j of each row, in place: afterwards, bit j of a[i]
// is what bit i of a[j] was. It swaps the off-diagonal halves of ever
// smaller blocks, 32×32 first.
func transpose(a *[64]uint64) {
	m := uint64(0x00000000ffffffff)
	for j := uint(32); j != 0; j >>= 1 {
		for k := uint(0); k < 64; k = (k + j + 1) &^ j {
			t := (a[k]>>j ^ a[k+j]) & m
			a[k] ^= t << j
			a[k+j] ^= t
		}
		m ^= m << (j / 2)
	}
}

// transposeLow sets rows 0 to 31 of the transpose of a, as transpose
// does, from bits 0 to 31 of its rows, in less than half the steps; it
// leaves rows 32 to 63 undefined. It puts each row i < 32 beside row
// i+32, in the high half of the word, and transposes both 32×32 blocks
// at once.
func transposeLow(a *[64]uint64) {
	for i := range 32 {
		a[i] = a[i]&(1<<32-1) | a[i+32]<<32
	}
	// The rounds of transpose from 16×16 blocks on, over 32 rows.
	m := uint64(0x0000ffff0000ffff)
	for j := uint(16); j != 0; j >>= 1 {
		for k := uint(0); k < 32; k = (k + j + 1) &^ j {
			t := (a[k]>>j ^ a[k+j]) & m
			a[k] ^= t << j
			a[k+j] ^= t
		}
		m ^= m << (j / 2)
	}
}

// transposeGo sets rows 0 to rows-1 of the transpose of a, at least:
// by transposeLow where those are 32 or fewer.
func transposeGo(a *[64]uint64, rows int) {
	if rows <= 32 {
		transposeLow(a)
	} else {
		transpose(a)
	}
}

// countQueriesGo returns the number of pairs of a sliced base key and a
// query that share no bit: for each query, the number of bits in the AND
// of the vectors of table of its subset of each chunk's bits. It keeps the
// vector in eight variables, which the compiler holds in registers, and
// finds a subset's vector by adding offsets to the table's address: the
// table holds chunks parts, as the slice expression checks, and a
// subset's offset within a part is below chunkBytes by its mask, so the
// compiler's test of each index would only cost time. It counts the
// chunks down to zero, which holds no bound in a register.
//
// For 5, 6 and 7 chunks, the numbers that sizes 16 to 23 take, it names
// each chunk's vector in full rather than looping (unrolled.go).
func countQueriesGo(table []uint64, queries []uint64, chunks int) uint64 {
	table = table[:chunks*subsets*vectorWords]
	base := unsafe.Pointer(&table[0])
	switch chunks {
	case 5:
		return countQueries5Go(base, queries)
	case 6:
		return countQueries6Go(base, queries)
	case 7:
		return countQueries7Go(base, queries)
	}
	var total uint64
	for _, q := range queries {
		v := (*[vectorWords]uint64)(unsafe.Add(base, (q&(subsets-1))*vectorBytes))
		a0, a1, a2, a3, a4, a5, a6, a7 := v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7]
		part := base
		for c := chunks - 1; c > 0; c-- {
			q >>= chunkBits
			part = unsafe.Add(part, chunkBytes)
			v = (*[vectorWords]uint64)(unsafe.Add(part, (q&(subsets-1))*vectorBytes))
			a0 &= v[0]
			a1 &= v[1]
			a2 &= v[2]
			a3 &= v[3]
			a4 &= v[4]
			a5 &= v[5]
			a6 &= v[6]
			a7 &= v[7]
		}
		total += ones8(a0, a1, a2, a3, a4, a5, a6, a7)
	}
	return total
}

// ones8 returns the number of bits set in a0 to a7. It is not inlined:
// where bits.OnesCount64 first tests for the POPCNT instruction and may
// call a slower count (amd64 below GOAMD64=v2), those calls made the
// compiler keep countQueriesGo's vector on the stack through its loop.
//
//go:noinline
func ones8(a0, a1, a2, a3, a4, a5, a6, a7 uint64) uint64 {
	return uint64(bits.OnesCount64(a0) + bits.OnesCount64(a1) + bits.OnesCount64(a2) + bits.OnesCount64(a3) +
		bits.OnesCount64(a4) + bits.OnesCount64(a5) + bits.OnesCount64(a6) + bits.OnesCount64(a7))
}

// countPairsGo returns the number of pairs of a key of base and a key of
// queries that share no bit, comparing them pair by pair: four queries at
// a time, each with a count of its own, so that each base key is loaded
// once for four pairs and the four counts grow independently.
func countPairsGo(base, queries []uint64) uint64 {
	var c0, c1, c2, c3 uint64
	for ; len(queries) >= 4; queries = queries[4:] {
		q0, q1, q2, q3 := queries[0], queries[1], queries[2], queries[3]
		for _, b := range base {
			if b&q0 == 0 {
				c0++
			}
			if b&q1 == 0 {
				c1++
			}
			if b&q2 == 0 {
				c2++
			}
			if b&q3 == 0 {
				c3++
			}
		}
	}
	for _, q := range queries {
		for _, b := range base {
			if b&q == 0 {
				c0++
			}
		}
	}
	return c0 + c1 + c2 + c3
}

// lowBits returns the word of the k lowest bits, all of them for k ≥ 64.
func lowBits(k int) uint64 {
	if k >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(k) - 1
}
