package disjoint

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestCountKeys checks countKeysGo, and countKeysAVX512 where the
// processor has it, against each pair counted alone: the total, each
// query's word counts and each base key's count, over runs of queries of
// every length up to 40 added one after another to one keyState, and the
// counts of keys in runs of one list.
func TestCountKeys(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	type kernel struct {
		name string
		f    func(table, queries []uint64, chunks int, perQuery []uint16, st *keyState) uint64
	}
	kernels := []kernel{{"Go", countKeysGo}}
	if k := keysKernel(); k != nil {
		kernels = append(kernels, kernel{"asm", k})
	}
	for _, chunks := range []int{1, 5, 6, 7, 9} {
		width := chunks * chunkBits
		keys := 1 + r.IntN(groupKeys)
		base := make([]uint64, keys)
		for i := range base {
			base[i] = r.Uint64() & r.Uint64() & r.Uint64() & lowBits(width)
		}
		var d Counter
		d.tableFor(width)
		d.slice(base, chunks)
		for _, k := range kernels {
			var st keyState
			got := make([]uint64, keys)
			want := make([]uint64, keys)
			for length := 1; length <= 40; length++ {
				queries := make([]uint64, length)
				for i := range queries {
					queries[i] = r.Uint64() & r.Uint64() & lowBits(width)
				}
				perQuery := make([]uint16, 8*length)
				total := k.f(d.table, queries, chunks, perQuery, &st)
				var wantTotal uint64
				for i, q := range queries {
					for w := range vectorWords {
						n := 0
						for j := w * 64; j < min(keys, w*64+64); j++ {
							if base[j]&q == 0 {
								n++
								want[j]++
							}
						}
						if int(perQuery[8*i+w]) != n {
							t.Fatalf("%s, %d chunks, %d keys, run of %d: query %d, word %d: %d pairs, want %d", k.name, chunks, keys, length, i, w, perQuery[8*i+w], n)
						}
						wantTotal += uint64(n)
					}
				}
				if total != wantTotal {
					t.Fatalf("%s, %d chunks, %d keys, run of %d: %d pairs, want %d", k.name, chunks, keys, length, total, wantTotal)
				}
			}
			for i := range got {
				got[i] = st.countRange(i, i+1)
			}
			tagged := make([]uint64, keys)
			for i := range tagged {
				tagged[i] = uint64(i) << 20
			}
			byKey := make([]uint64, keys)
			st.addTo(byKey, tagged, 20)
			if !slices.Equal(byKey, got) {
				t.Fatalf("%s, %d chunks, %d keys: addTo %v, countRange %v", k.name, chunks, keys, byKey, got)
			}
			// Keys in runs of three of a tag, the last run cut short.
			for i := range tagged {
				tagged[i] = uint64(i/3) << 20
			}
			byRun, wantRun := make([]uint64, (keys+2)/3), make([]uint64, (keys+2)/3)
			for i := range got {
				wantRun[i/3] += got[i]
			}
			st.addTo(byRun, tagged, 20)
			if !slices.Equal(byRun, wantRun) {
				t.Fatalf("%s, %d chunks, %d keys: addTo in runs %v, want %v", k.name, chunks, keys, byRun, wantRun)
			}
			if all := st.countRange(0, keys); all != sum(want) {
				t.Fatalf("%s, %d chunks, %d keys: %d pairs in all, want %d", k.name, chunks, keys, all, sum(want))
			}
			for i := range got {
				if got[i] != want[i] {
					t.Fatalf("%s, %d chunks, %d keys: key %d: %d pairs, want %d (pos %d)", k.name, chunks, keys, i, got[i], want[i], bits.Len64(st.pos))
				}
			}
		}
	}
}

// TestKeyCounts checks keyCountsGo, and keyCountsAVX512 where the
// processor has it, against countRange key by key, over random counters,
// pending vectors at every position, and counters all full: 16·255 + 30.
func TestKeyCounts(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	kernels := map[string]func(*keyState, *[4][vectorWords]uint64, *[groupKeys]uint16){"Go": keyCountsGo}
	if k := keyCountsKernel(); k != nil {
		kernels["asm"] = k
	}
	for trial := range 40 {
		var st keyState
		for level := range 4 {
			for w := range vectorWords {
				st.planes[level][w] = r.Uint64()
				st.pending[level][w] = r.Uint64()
			}
		}
		for i := range st.bytes {
			st.bytes[i] = uint8(r.Uint32())
		}
		st.pos = uint64(trial % 16)
		if trial == 39 {
			for level := range 4 {
				for w := range vectorWords {
					st.planes[level][w], st.pending[level][w] = ^uint64(0), ^uint64(0)
				}
			}
			for i := range st.bytes {
				st.bytes[i] = 255
			}
			st.pos = 15
		}
		var pend [4][vectorWords]uint64
		for level := range pend {
			if st.pos>>uint(level)&1 != 0 {
				pend[level] = st.pending[level]
			}
		}
		for name, k := range kernels {
			var out [groupKeys]uint16
			k(&st, &pend, &out)
			for i := range out {
				if want := st.countRange(i, i+1); uint64(out[i]) != want {
					t.Fatalf("%s, trial %d, pos %d: key %d: %d, want %d", name, trial, st.pos, i, out[i], want)
				}
			}
		}
	}
}

// BenchmarkCountKeys runs countKeys, in Go and in assembly where the
// processor has it, beside countQueries, on the table and queries of
// BenchmarkCountQueries, as many queries as a keyState takes, and
// reports the time per pair of a base key and a query.
func BenchmarkCountKeys(b *testing.B) {
	kernels := map[string]func(table, queries []uint64, chunks int, perQuery []uint16, st *keyState) uint64{"Go": countKeysGo}
	if k := keysKernel(); k != nil {
		kernels["asm"] = k
	}
	for _, chunks := range []int{6, 7} {
		r := rand.New(rand.NewPCG(1, 2))
		table := make([]uint64, chunks*chunkBytes/8)
		for i := range table {
			table[i] = r.Uint64() | r.Uint64()
		}
		queries := make([]uint64, keyStateQueries)
		for i := range queries {
			queries[i] = r.Uint64() & lowBits(chunks*chunkBits)
		}
		perQuery := make([]uint16, 8*len(queries))
		perPair := func(b *testing.B) {
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())*1000/float64(b.N)/float64(len(queries)*groupKeys), "ps/pair")
		}
		b.Run(fmt.Sprintf("chunks=%d/kernel=countQueries", chunks), func(b *testing.B) {
			for b.Loop() {
				countQueries(table, queries, chunks)
			}
			perPair(b)
		})
		for _, name := range []string{"Go", "asm"} {
			k := kernels[name]
			if k == nil {
				continue
			}
			b.Run(fmt.Sprintf("chunks=%d/kernel=%s", chunks, name), func(b *testing.B) {
				var st keyState
				for b.Loop() {
					st = keyState{}
					k(table, queries, chunks, perQuery, &st)
				}
				perPair(b)
			})
		}
	}
}

// TestCountSplit checks CountSplit against each pair counted alone, by
// list on both sides, for bases too few to slice, sliced whole and
// sieved, both ways (splitByKey).
func TestCountSplit(t *testing.T) {
	was := splitByKey
	defer func() { splitByKey = was }()
	r := rand.New(rand.NewPCG(5, 6))
	cases := []struct{ keys, queries, bases, lists, width int }{
		{10, 50, 3, 4, 30},
		{300, 40, 5, 7, 36},
		{700, 900, 11, 13, 42},
		{5000, 3000, 21, 121, 42},
		{9000, 700, 1, 1, 40},
		{3000, 2500, 40, 9, 64},
	}
	if !testing.Short() {
		cases = append(cases, struct{ keys, queries, bases, lists, width int }{600000, 40, 3, 2, 40})
	}
	for _, c := range cases {
		split := func(n, parts int) [][]uint64 {
			lists := make([][]uint64, parts)
			for range n {
				i := r.IntN(parts)
				lists[i] = append(lists[i], r.Uint64()&r.Uint64()&lowBits(c.width))
			}
			return lists
		}
		bases, lists := split(c.keys, c.bases), split(c.queries, c.lists)
		wantBase, wantList := make([]uint64, c.bases), make([]uint64, c.lists)
		countSplitPairs(bases, lists, wantBase, wantList)
		for _, byKey := range []bool{false, true} {
			splitByKey = byKey
			gotBase, gotList := make([]uint64, c.bases), make([]uint64, c.lists)
			var d Counter
			d.CountSplit(bases, lists, c.width, SieveRuns(uint(c.width/4), uint(c.width/2)), gotBase, gotList)
			if !slices.Equal(gotBase, wantBase) || !slices.Equal(gotList, wantList) {
				t.Errorf("%+v, by key %v: by base %v, by list %v; want %v and %v", c, byKey, gotBase, gotList, wantBase, wantList)
			}
		}
		splitByKey = was
	}
}

// sum returns the sum of a.
func sum(a []uint64) (s uint64) {
	for _, x := range a {
		s += x
	}
	return s
}

// countRange returns the sum of the counts of keys from to end-1.
func (s *keyState) countRange(from, end int) uint64 {
	var c uint64
	for _, b := range s.bytes[from:end] {
		c += uint64(b)
	}
	c *= 16
	for level := range 4 {
		n := onesIn(&s.planes[level], from, end)
		if s.pos>>uint(level)&1 != 0 {
			n += onesIn(&s.pending[level], from, end)
		}
		c += n << uint(level)
	}
	return c
}

// onesIn returns the number of bits of v from to end-1 that are set.
func onesIn(v *[vectorWords]uint64, from, end int) uint64 {
	n := 0
	for w := from / 64; w <= (end-1)/64; w++ {
		m := ^uint64(0)
		if w == from/64 {
			m &= ^uint64(0) << uint(from%64)
		}
		if w == (end-1)/64 {
			m &= ^uint64(0) >> uint(63-(end-1)%64)
		}
		n += bits.OnesCount64(v[w] & m)
	}
	return uint64(n)
}

// TestCountSplitHeavy checks CountSplit where a word of a query's counts
// would overflow and a group meets more queries than a keyState holds:
// more than 1,023 groups, and thousands of queries that share no bit with
// any key, beside a few random ones counted pair by pair.
func TestCountSplitHeavy(t *testing.T) {
	was := splitByKey
	defer func() { splitByKey = was }()
	r := rand.New(rand.NewPCG(7, 8))
	const width = 40
	bases := make([][]uint64, 3)
	for range 1024*groupKeys + 700 {
		i := r.IntN(len(bases))
		bases[i] = append(bases[i], r.Uint64()&r.Uint64()&lowBits(width)|1)
	}
	lists, random := make([][]uint64, 2), make([][]uint64, 2)
	zeros := []int{0, 0}
	for k := range keyStateQueries + 100 {
		lists[k%2] = append(lists[k%2], 0)
		zeros[k%2]++
	}
	for range 60 {
		i := r.IntN(2)
		q := r.Uint64() & r.Uint64() & lowBits(width) &^ 1
		lists[i] = append(lists[i], q)
		random[i] = append(random[i], q)
	}
	wantBase, wantList := make([]uint64, 3), make([]uint64, 2)
	countSplitPairs(bases, random, wantBase, wantList)
	keys := 0
	for i, b := range bases {
		keys += len(b)
		wantBase[i] += uint64(len(b)) * uint64(zeros[0]+zeros[1])
	}
	for j := range lists {
		wantList[j] += uint64(zeros[j]) * uint64(keys)
	}
	for _, byKey := range []bool{false, true} {
		splitByKey = byKey
		gotBase, gotList := make([]uint64, 3), make([]uint64, 2)
		var d Counter
		d.CountSplit(bases, lists, width, SieveRuns(width/4, width/2), gotBase, gotList)
		if !slices.Equal(gotBase, wantBase) || !slices.Equal(gotList, wantList) {
			t.Errorf("by key %v: by base %v, by list %v; want %v and %v", byKey, gotBase, gotList, wantBase, wantList)
		}
	}
}
