package disjoint

import (
	"math/bits"
	"unsafe"
)

// --- Counts of each key ---
//
// A count split by some property of the keys of both sides, the columns
// of queens that either half-solution holds, needs the pairs of each key:
// CountSplit slices the keys of all the lists of one side together as one
// base, sieved as Count sieves, and countKeys counts, besides the pairs of
// a group of base keys and a run of queries, each query's, in perQuery,
// eight sums of 16 bits, one per word of the vector, and each base key's,
// in a keyState. The keyState's counters of bits, a vector each, add up
// the vectors of the queries as a Harley-Seal tree of carry-save adders:
// a query's vector waits at level 1 until a second comes, the two are
// added to the vector of ones, and their carry waits at level 2, and so
// on; the carry out of level 4, worth 16, adds one to a byte a key. Each
// key carries the number of its list above its bits, which the kernels
// leave alone, so that its pairs go to its list wherever the sieve sorts
// it.

// A keyState holds the counts of each key of a group of base keys that
// countKeys has added so far: a key's count is the sum of 16 times its
// byte, and of its bit of each plane and of each pending vector, by its
// weight.
type keyState struct {
	planes  [4][vectorWords]uint64 // ones, twos, fours and eights
	pending [4][vectorWords]uint64 // the vectors waiting at levels 1 to 4, of weights 1 to 8, where pos says so
	bytes   [groupKeys]uint8       // a byte a key, in sixteens
	scratch [vectorWords]uint64    // the carry out of level 4, on its way to the bytes
	pos     uint64                 // the vectors added since the counters were zero
}

// keyStateQueries is the most queries a keyState adds before its bytes
// may overflow: 255 carries out of level 4.
const keyStateQueries = 255 * 16

// add adds v to the counters.
func (s *keyState) add(v *[vectorWords]uint64) {
	c := &s.scratch
	*c = *v
	for level := range 4 {
		if s.pos>>uint(level)&1 == 0 {
			s.pending[level] = *c
			s.pos++
			return
		}
		p, a := &s.planes[level], &s.pending[level]
		for w := range vectorWords {
			x, y, z := p[w], a[w], c[w]
			c[w] = x&y | x&z | y&z
			p[w] = x ^ y ^ z
		}
	}
	for w := range vectorWords {
		for b := c[w]; b != 0; b &= b - 1 {
			s.bytes[w*64+bits.TrailingZeros64(b)]++
		}
	}
	s.pos++
}

// spread[b] holds bit i of b in byte i, for the counts of eight keys at a
// time.
var spread = func() (t [256]uint64) {
	for b := range t {
		for i := range 8 {
			t[b] |= uint64(b>>uint(i)&1) << uint(8*i)
		}
	}
	return t
}()

// addTo adds the count of each key i of group, below groupKeys, to
// counts[group[i]>>shift].
func (s *keyState) addTo(counts []uint64, group []uint64, shift uint) {
	var pend [4][vectorWords]uint64 // the pending vectors that count
	for level := range pend {
		if s.pos>>uint(level)&1 != 0 {
			pend[level] = s.pending[level]
		}
	}
	var c [groupKeys]uint16
	keyCounts(s, &pend, &c)
	for i, key := range group {
		counts[key>>shift] += uint64(c[i])
	}
}

// keyCountsGo sets out[i] to the count of key i: sixteen times its byte,
// and the weight of each plane of s and of each vector of pend, the
// pending vectors that count, where it holds its bit. A count takes at
// most 16·255 + 30.
func keyCountsGo(s *keyState, pend *[4][vectorWords]uint64, out *[groupKeys]uint16) {
	for w := range vectorWords {
		p0, p1, p2, p3 := s.planes[0][w], s.planes[1][w], s.planes[2][w], s.planes[3][w]
		q0, q1, q2, q3 := pend[0][w], pend[1][w], pend[2][w], pend[3][w]
		for b := uint(0); b < 64; b += 8 {
			// Eight nibbles, one a key, of the planes and of the
			// pending vectors: at most 15 each, 30 in all, in a byte.
			low := spread[p0>>b&0xff] | spread[p1>>b&0xff]<<1 | spread[p2>>b&0xff]<<2 | spread[p3>>b&0xff]<<3
			low += spread[q0>>b&0xff] | spread[q1>>b&0xff]<<1 | spread[q2>>b&0xff]<<2 | spread[q3>>b&0xff]<<3
			i := w*64 + int(b)
			bytes := (*[8]uint8)(s.bytes[i : i+8])
			c := (*[8]uint16)(out[i : i+8])
			for k := range c {
				c[k] = 16*uint16(bytes[k]) + uint16(low>>uint(8*k)&0xff)
			}
		}
	}
}

// countKeysGo is countQueriesGo that also adds to perQuery[8*i+w] the
// count of query i's pairs with the keys of word w of the group, and each
// query's vector to st, for at most keyStateQueries - st.pos queries.
func countKeysGo(table []uint64, queries []uint64, chunks int, perQuery []uint16, st *keyState) uint64 {
	table = table[:chunks*subsets*vectorWords]
	base := unsafe.Pointer(&table[0])
	var total uint64
	for i, q := range queries {
		a := *(*[vectorWords]uint64)(unsafe.Add(base, (q&(subsets-1))*vectorBytes))
		part := base
		for c := chunks - 1; c > 0; c-- {
			q >>= chunkBits
			part = unsafe.Add(part, chunkBytes)
			v := (*[vectorWords]uint64)(unsafe.Add(part, (q&(subsets-1))*vectorBytes))
			for w := range a {
				a[w] &= v[w]
			}
		}
		for w, x := range a {
			n := bits.OnesCount64(x)
			perQuery[8*i+w] += uint16(n)
			total += uint64(n)
		}
		st.add(&a)
	}
	return total
}

// CountSplit counts the pairs of a key of one of bases and a key of one
// of lists, keys of width bits, width at most 64, that share no bit, by
// the list of each key: it adds to baseCounts[i] the pairs of the keys of
// bases[i] and to listCounts[j] those of the keys of lists[j]. It sieves
// by sieve as Count does, all the bases together, and slices them as one
// base; each group's pairs are told by key (countKeys). Unlike Count, it
// never swaps the sides. Where the processor has no kernel of counts by
// key in assembly, it counts the lists against all the bases and the bases
// against all the lists (countSplitTwice).
func (d *Counter) CountSplit(bases, lists [][]uint64, width int, sieve Sieve, baseCounts, listCounts []uint64) {
	keys, queries := 0, 0
	for _, b := range bases {
		keys += len(b)
	}
	for _, l := range lists {
		queries += len(l)
	}
	if keys == 0 || queries == 0 {
		return
	}
	chunks := chunksOf(width)
	tagShift := uint(chunks * chunkBits)
	if keys < 16 || queries < directQueriesGo {
		countSplitPairs(bases, lists, baseCounts, listCounts)
		return
	}
	if !splitByKey || tagShift >= 64 || max(len(bases), len(lists)) > 1<<(64-tagShift) {
		d.countSplitTwice(bases, lists, keys, queries, width, sieve, baseCounts, listCounts)
		return
	}
	k := 0
	if keys >= sieveKeys {
		for k < maxSieve && sieve.runs[1] != 0 && keys>>uint(k+1) >= patternKeys {
			k++
		}
	}
	sieve.k = uint(k)
	patterns := 1 << uint(k)
	var baseStart, queryStart [1<<maxSieve + 1]int
	d.base = sortTagged(d.base, bases, keys, tagShift, sieve, &baseStart)
	d.queries = sortTagged(d.queries, lists, queries, tagShift, sieve, &queryStart)
	base, qs := d.base, d.queries
	d.tableFor(width)
	if cap(d.perQuery) < 8*queries {
		d.perQuery = make([]uint16, 8*queries)
	}
	perQuery := d.perQuery[:8*queries]
	clear(perQuery)
	var st keyState
	groups := 0
	// drain adds the counts of the keys of group to their lists, and
	// zeroes them.
	drain := func(group []uint64) {
		st.addTo(baseCounts, group, tagShift)
		st = keyState{}
	}
	var runs [1 << maxSieve / 2]patternRun
	for g := 0; g < len(base); g += groupKeys {
		end := min(g+groupKeys, len(base))
		group := base[g:end]
		valid := d.transposeGroup(group, min(chunks*chunkBits, 64), true)
		fillTable(d.table, &d.has, &valid, chunks)
		open := openPatterns(&baseStart, patterns, g, end)
		for _, r := range runsOf(runs[:0], &open, patterns) {
			for from, to := queryStart[r.first], queryStart[r.end]; from < to; {
				if st.pos == keyStateQueries {
					drain(group)
				}
				next := min(to, from+int(keyStateQueries-st.pos))
				countKeys(d.table, qs[from:next], chunks, perQuery[8*from:8*next], &st)
				from = next
			}
		}
		drain(group)
		// A word of a query's count takes at most 64 a group.
		if groups++; groups == 1<<16/64-1 || end == len(base) {
			for i, q := range qs {
				var n uint64
				for _, c := range perQuery[8*i : 8*i+8] {
					n += uint64(c)
				}
				listCounts[q>>tagShift] += n
			}
			clear(perQuery)
			groups = 0
		}
	}
}

// sortTagged returns the n keys of parts, each key of parts[i] with i
// set at bit tagShift, in increasing order of their patterns, in dst's
// memory, and sets start[p] to the index of the first key of pattern p,
// and start[1<<sieve.k] to n. It is sortBySieve of the keys tagged, in
// two passes over parts and none over a copy: one counts the patterns,
// the other tags each key as it places it. Like placeByPattern, it keeps
// tallies apart, two, so that keys of one pattern in a row do not wait on
// each other.
func sortTagged(dst []uint64, parts [][]uint64, n int, tagShift uint, sieve Sieve, start *[1<<maxSieve + 1]int) []uint64 {
	if cap(dst) < n {
		dst = make([]uint64, n, n+n/4)
	}
	dst = dst[:n]
	patterns := 1 << sieve.k
	if patterns == 1 {
		i := 0
		for t, p := range parts {
			tag := uint64(t) << tagShift
			for _, key := range p {
				dst[i] = key | tag
				i++
			}
		}
		start[0], start[1] = 0, n
		return dst
	}
	k0, k1 := (sieve.k+1)/2, sieve.k/2
	r0, r1 := sieve.runs[0]&63, sieve.runs[1]&63
	m0, m1 := uint64(1)<<k0-1, uint64(1)<<k1-1
	of := func(key uint64) uint64 { return key>>r0&m0 | (key>>r1&m1)<<k0 }
	var next [2][1 << maxSieve]int32
	for _, p := range parts {
		i := 0
		for ; i+2 <= len(p); i += 2 {
			next[0][of(p[i])&(1<<maxSieve-1)]++
			next[1][of(p[i+1])&(1<<maxSieve-1)]++
		}
		if i < len(p) {
			next[0][of(p[i])&(1<<maxSieve-1)]++
		}
	}
	tallyStarts(next[:], patterns, start[:patterns+1])
	for t, p := range parts {
		tag := uint64(t) << tagShift
		i := 0
		for ; i+2 <= len(p); i += 2 {
			a, b := p[i], p[i+1]
			pa, pb := of(a)&(1<<maxSieve-1), of(b)&(1<<maxSieve-1)
			dst[next[0][pa]] = a | tag
			dst[next[1][pb]] = b | tag
			next[0][pa]++
			next[1][pb]++
		}
		if i < len(p) {
			pa := of(p[i]) & (1<<maxSieve - 1)
			dst[next[0][pa]] = p[i] | tag
			next[0][pa]++
		}
	}
	return dst
}

// countSplitTwice is CountSplit by two counts of lists, where the pairs
// of each key are not counted in assembly: the lists against all the
// bases together, and the bases against all the lists, keys and queries
// keys in all. It meets each pair twice, but in the kernels of Count.
func (d *Counter) countSplitTwice(bases, lists [][]uint64, keys, queries, width int, sieve Sieve, baseCounts, listCounts []uint64) {
	all := func(parts [][]uint64, n int) []uint64 {
		whole := make([]uint64, 0, n)
		for _, p := range parts {
			whole = append(whole, p...)
		}
		return whole
	}
	d.CountLists(all(bases, keys), lists, width, sieve, listCounts)
	d.CountLists(all(lists, queries), bases, width, sieve, baseCounts)
}

// countSplitPairs is CountSplit of few keys, pair by pair.
func countSplitPairs(bases, lists [][]uint64, baseCounts, listCounts []uint64) {
	for i, b := range bases {
		for _, key := range b {
			for j, l := range lists {
				var n uint64
				for _, q := range l {
					if key&q == 0 {
						n++
					}
				}
				baseCounts[i] += n
				listCounts[j] += n
			}
		}
	}
}
