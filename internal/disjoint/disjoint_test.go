package disjoint

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestDisjoint checks Counter.Count against a count pair by pair, on
// random keys of sizes around the group of 512 and its multiples.
func TestDisjoint(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var d Counter
	for _, width := range []int{6, 14, 30, 38, 62} {
		// A group of at most 256 keys after a full one finds the words
		// its kernel does not read as that one left them: 1025, 600, 700
		// and 800 keys end in groups of 1, 88, 188 and 288.
		sizes := [][2]int{{0, 5}, {1, 1}, {15, 40}, {16, 16}, {40, 100}, {100, 700}, {511, 513}, {512, 1}, {1025, 300}, {600, 400}, {700, 300}, {800, 900}, {2000, 2000}}
		if width == 38 {
			sizes = append(sizes, [2]int{sieveFrom + 500, sieveFrom + 600}) // sieved
		}
		for _, size := range sizes {
			keys := func(k int) []uint64 {
				s := make([]uint64, k)
				for i := range s {
					// Sparse keys, so that some pairs are disjoint.
					s[i] = r.Uint64() & r.Uint64() & r.Uint64() & lowBits(width)
				}
				return s
			}
			base, queries := keys(size[0]), keys(size[1])
			var want uint64
			for _, b := range base {
				for _, q := range queries {
					if b&q == 0 {
						want++
					}
				}
			}
			sieve := SieveRuns(uint(width/3), uint(width/2))
			if got := d.Count(base, queries, width, sieve); got != want {
				t.Errorf("width %d, %d×%d keys: %d disjoint pairs, want %d", width, size[0], size[1], got, want)
			}
		}
	}
}

// TestCountSieved checks the count of keys sorted by every number of
// sieve bits up to maxSieve, in groups of several patterns and of one,
// and in groups of one without the sieve's bits (Sieve.drop), against a
// count pair by pair: the bases that Count sieves by the most bits are
// too large to count pair by pair in a test.
func TestCountSieved(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	var d Counter
	keys := func(k int) []uint64 { return randomKeys(r, k, 40) }
	for k := uint(0); k <= maxSieve; k++ {
		base, queries := keys(3000), keys(700)
		want := countPairsGo(base, queries)
		sieve := SieveRuns(6, 24)
		sieve.k = k
		var baseStart, queryStart [1<<maxSieve + 1]int
		sortedBase, _ := sortBySieve(nil, base, nil, sieve, &baseStart)
		sortedQueries, _ := sortBySieve(nil, queries, nil, sieve, &queryStart)
		if got := d.countSieved(sortedBase, sortedQueries, &baseStart, &queryStart, 1<<k, 40); got != want {
			t.Errorf("%d sieve bits: %d disjoint pairs, want %d", k, got, want)
		}
		for _, most := range []int{1, 64, 100, 128, 256, groupKeys} {
			if got := d.countByPattern(sortedBase, sortedQueries, &baseStart, &queryStart, 1<<k, 40, most); got != want {
				t.Errorf("%d sieve bits, groups of one pattern of at most %d keys: %d disjoint pairs, want %d", k, most, got, want)
			}
		}
		if k == 0 || !sieve.disjointRuns() {
			continue
		}
		sieve.drop(sortedBase)
		sieve.drop(sortedQueries)
		for _, key := range append(sortedBase, sortedQueries...) {
			if key >= 1<<(40-k) {
				t.Fatalf("%d sieve bits: key %#x, without them, of more than %d bits", k, key, 40-k)
			}
		}
		for _, most := range []int{128, groupKeys} {
			if got := d.countByPattern(sortedBase, sortedQueries, &baseStart, &queryStart, 1<<k, 40-int(k), most); got != want {
				t.Errorf("%d sieve bits dropped, groups of at most %d keys: %d disjoint pairs, want %d", k, most, got, want)
			}
		}
	}
	if !(Sieve{runs: [2]uint{6, 24}, k: maxSieve}).disjointRuns() || (Sieve{runs: [2]uint{6, 8}, k: 6}).disjointRuns() {
		t.Error("disjointRuns: runs of 4 bits from bits 6 and 24 lie apart, of 3 from 6 and 8 do not")
	}
}

// randomKeys returns k keys of width bits, each bit set one time in four,
// so that many pairs are disjoint.
func randomKeys(r *rand.Rand, k, width int) []uint64 {
	s := make([]uint64, k)
	for i := range s {
		s[i] = r.Uint64() & r.Uint64() & lowBits(width)
	}
	return s
}

// TestCountAllSieveBits counts by every sieve bit, as Count does a base
// large enough, which it counts in groups of one pattern on every
// platform, its keys without the sieve's bits where that saves a chunk, as
// those of n = 22 are, on chunks of chunkBits bits and on wide chunks:
// the count of the pairs compared one by one.
func TestCountAllSieveBits(t *testing.T) {
	r := rand.New(rand.NewPCG(23, 24))
	keys := func(k int) []uint64 { return randomKeys(r, k, 42) }
	base, queries := keys(3000), keys(700)
	want := countPairsGo(base, queries)
	var d Counter
	wide := useWide
	t.Cleanup(func() { useWide = wide })
	for _, useWide = range []bool{false, true} {
		// 7 chunks, 6 without the sieve's bits, or 5 wide ones; 8 and 7
		for _, width := range []int{42, 44} {
			sieve := SieveRuns(7, 27)
			sieve.k = maxSieve
			if got := d.countBy(base, queries, width, sieve); got != want {
				t.Errorf("keys of %d bits, wide chunks %v: %d disjoint pairs, want %d", width, useWide, got, want)
			}
		}
	}
}

// An asmKernel is a set of assembly kernels: the bit-sliced count and the
// pair-by-pair count, which takes a base of a positive multiple of
// pairsMultiple keys.
type asmKernel struct {
	name          string
	has           bool // whether the processor has its instructions
	queries       func(table *uint64, queries []uint64, chunks int) uint64
	pairs         func(base, queries []uint64) uint64
	pairsMultiple int
	// half is the kernel for tables whose vectors' upper halves hold no
	// key, if there is one.
	half func(table *uint64, queries []uint64, chunks int) uint64
}

// usableKernels returns the assembly kernels that the processor has, and
// logs those it lacks.
func usableKernels(t testing.TB) []asmKernel {
	var usable []asmKernel
	for _, k := range asmKernels() {
		if !k.has {
			t.Logf("no %s on this processor: its kernels are not run", k.name)
			continue
		}
		usable = append(usable, k)
	}
	if len(asmKernels()) == 0 {
		t.Log("no assembly kernels in this build: only the Go kernels are run")
	}
	return usable
}

// TestCountQueriesTwins runs the Go and each assembly kernel on the same
// random tables and queries; and, on the same tables with all but the
// first one, two or four words of each vector cleared, as a group of at
// most 64, 128 or 256 base keys leaves them, the Go kernels of such
// groups, countQueriesSmall, and each assembly kernel of half vectors.
func TestCountQueriesTwins(t *testing.T) {
	kernels := usableKernels(t)
	r := rand.New(rand.NewPCG(3, 4))
	small := []struct {
		keys   int
		name   string
		kernel func(table, queries []uint64, chunks int) uint64
	}{{64, "countQueries1Go", countQueries1Go}, {128, "countQueries2Go", countQueries2Go}, {256, "countQueries4Go", countQueries4Go}}
	for chunks := 1; chunks <= 12; chunks++ {
		table := make([]uint64, chunks*chunkBytes/8)
		for i := range table {
			table[i] = r.Uint64()
		}
		for _, k := range []int{1, 2, 3, 4, 7, 8, 100} {
			queries := make([]uint64, k)
			for i := range queries {
				queries[i] = r.Uint64() & lowBits(chunks*chunkBits)
			}
			want := countQueriesNaive(table, queries, chunks)
			if got := countQueriesGo(table, queries, chunks); got != want {
				t.Errorf("%d chunks, %d queries: Go %d, bit by bit %d", chunks, k, got, want)
			}
			for _, kernel := range kernels {
				if got := kernel.queries(&table[0], queries, chunks); got != want {
					t.Errorf("%d chunks, %d queries: %s %d, bit by bit %d", chunks, k, kernel.name, got, want)
				}
			}
			for _, sm := range small {
				narrow := slices.Clone(table)
				for i := range narrow {
					if i%vectorWords >= sm.keys/64 {
						narrow[i] = 0
					}
				}
				want := countQueriesNaive(narrow, queries, chunks)
				if got := sm.kernel(narrow, queries, chunks); got != want {
					t.Errorf("%d chunks, %d queries, keys in %d bits: %s %d, bit by bit %d", chunks, k, sm.keys, sm.name, got, want)
				}
				// The Go kernels of small groups read their words
				// alone, whatever a table used before left in the
				// others.
				stale := slices.Clone(table)
				for i := range stale {
					if i%vectorWords < sm.keys/64 {
						stale[i] = narrow[i]
					}
				}
				for _, keys := range []int{sm.keys/2 + 1, sm.keys} {
					if got := countQueriesSmallGo(stale, queries, chunks, keys); got != want {
						t.Errorf("%d chunks, %d queries, %d keys: countQueriesSmallGo %d, bit by bit %d", chunks, k, keys, got, want)
					}
					if got := countQueriesSmall(narrow, queries, chunks, keys); got != want {
						t.Errorf("%d chunks, %d queries, %d keys: countQueriesSmall %d, bit by bit %d", chunks, k, keys, got, want)
					}
				}
				if sm.keys != groupKeys/2 {
					continue
				}
				for _, kernel := range kernels {
					if kernel.half == nil {
						continue
					}
					if got := kernel.half(&narrow[0], queries, chunks); got != want {
						t.Errorf("%d chunks, %d queries, upper halves clear: %s's half kernel %d, bit by bit %d", chunks, k, kernel.name, got, want)
					}
				}
			}
		}
	}
}

// countQueriesNaive is countQueriesGo written bit by bit.
func countQueriesNaive(table []uint64, queries []uint64, chunks int) uint64 {
	return countNaive(table, queries, chunks, chunkBits)
}

// countNaive is countQueriesNaive for chunks of width bits.
func countNaive(table []uint64, queries []uint64, chunks, width int) uint64 {
	var total uint64
	for _, q := range queries {
		for key := range groupKeys {
			in := true
			for c := range chunks {
				s := int(q>>uint(c*width)) & (1<<width - 1)
				if table[(c<<width+s)*vectorWords+key/64]>>uint(key%64)&1 == 0 {
					in = false
				}
			}
			if in {
				total++
			}
		}
	}
	return total
}

// TestCountPairsTwins runs the Go and each assembly pair-by-pair count on
// the same random keys.
func TestCountPairsTwins(t *testing.T) {
	kernels := usableKernels(t)
	r := rand.New(rand.NewPCG(7, 8))
	for _, size := range [][2]int{{8, 1}, {8, 100}, {64, 3}, {200, 255}} {
		base, queries := make([]uint64, size[0]), make([]uint64, size[1])
		for i := range base {
			base[i] = r.Uint64() & r.Uint64() & r.Uint64()
		}
		for i := range queries {
			queries[i] = r.Uint64() & r.Uint64() & r.Uint64()
		}
		queries[0] = 0 // disjoint from every key
		want := countPairsGo(base, queries)
		if want < uint64(size[0]) {
			t.Fatalf("%d×%d keys: %d disjoint pairs, fewer than the empty query makes", size[0], size[1], want)
		}
		for _, kernel := range kernels {
			if got := kernel.pairs(base, queries); got != want {
				t.Errorf("%d×%d keys: %s %d, Go %d", size[0], size[1], kernel.name, got, want)
			}
		}
	}
}

// FuzzKernelTwins runs the assembly kernels and their Go twins on the same
// random inputs, drawn from the fuzzer's seed: the bit-sliced count on a
// table of random vectors, the pair-by-pair count, and the whole count of
// disjoint pairs, sieve and all, against a plain count of its pairs.
func FuzzKernelTwins(f *testing.F) {
	f.Add(uint64(1), uint8(7), uint8(3), uint16(600), uint16(300))
	f.Add(uint64(2), uint8(1), uint8(1), uint16(16), uint16(256))
	f.Add(uint64(3), uint8(12), uint8(2), uint16(1025), uint16(513))
	kernels := usableKernels(f)
	f.Fuzz(func(t *testing.T, seed uint64, chunks, sparsity uint8, nb, nq uint16) {
		r := rand.New(rand.NewPCG(seed, 9))
		chunks = 1 + chunks%12
		width := min(int(chunks)*chunkBits, 64)
		key := func() uint64 {
			k := r.Uint64()
			for range sparsity % 4 {
				k &= r.Uint64()
			}
			return k & lowBits(width)
		}
		base, queries := make([]uint64, 1+int(nb)%2048), make([]uint64, 1+int(nq)%2048)
		for i := range base {
			base[i] = key()
		}
		for i := range queries {
			queries[i] = key()
		}
		table := make([]uint64, int(chunks)*chunkBytes/8)
		for i := range table {
			table[i] = r.Uint64()
		}
		want := countQueriesGo(table, queries, int(chunks))
		for _, kernel := range kernels {
			if got := kernel.queries(&table[0], queries, int(chunks)); got != want {
				t.Errorf("%d chunks, %d queries: %s %d, countQueriesGo %d", chunks, len(queries), kernel.name, got, want)
			}
			if whole := len(base) / kernel.pairsMultiple * kernel.pairsMultiple; whole > 0 {
				if got, want := kernel.pairs(base[:whole], queries), countPairsGo(base[:whole], queries); got != want {
					t.Errorf("%d×%d keys: %s %d, countPairsGo %d", whole, len(queries), kernel.name, got, want)
				}
			}
		}
		var d Counter
		sieve := SieveRuns(uint(width/4), uint(width/2))
		if got, want := d.Count(base, queries, width, sieve), countPairsGo(base, queries); got != want {
			t.Errorf("%d×%d keys of %d bits: Counter %d, pair by pair %d", len(base), len(queries), width, got, want)
		}
	})
}

// TestTranspose checks transpose, each kernel of it in assembly and
// transposeLow, in the rows it sets, bit by bit, on random matrices, one
// of a single bit, and the matrix of all bits.
func TestTranspose(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	// Each kernel, and the rows of the transpose it sets.
	type kernel struct {
		transpose func(*[64]uint64)
		rows      int
	}
	kernels := map[string]kernel{"Go": {transpose, 64}, "GoLow": {transposeLow, 32}}
	for name, k := range transposeKernels() {
		kernels[name] = kernel{k, 64}
	}
	var inputs [][64]uint64
	for range 20 {
		var a [64]uint64
		for i := range a {
			a[i] = r.Uint64()
		}
		inputs = append(inputs, a)
	}
	var one, all [64]uint64
	one[17] = 1 << 42
	for i := range all {
		all[i] = ^uint64(0)
	}
	inputs = append(inputs, one, all)
	for name, k := range kernels {
		for _, a := range inputs {
			b := a
			k.transpose(&b)
			for i := range k.rows {
				for j := range 64 {
					if b[i]>>uint(j)&1 != a[j]>>uint(i)&1 {
						t.Fatalf("%s: bit %d of row %d is %d; bit %d of row %d was %d", name, j, i, b[i]>>uint(j)&1, i, j, a[j]>>uint(i)&1)
					}
				}
			}
		}
	}
}

// BenchmarkTranspose measures transpose and each kernel of it in
// assembly the processor has, per 64×64 matrix, and transposeLow (GoLow),
// which sets half its rows.
func BenchmarkTranspose(b *testing.B) {
	kernels := map[string]func(*[64]uint64){"Go": transpose, "GoLow": transposeLow}
	for name, k := range transposeKernels() {
		kernels[name] = k
	}
	r := rand.New(rand.NewPCG(7, 8))
	var a [64]uint64
	for i := range a {
		a[i] = r.Uint64()
	}
	for _, name := range slices.Sorted(maps.Keys(kernels)) {
		b.Run("kernel="+name, func(b *testing.B) {
			kernel := kernels[name]
			for b.Loop() {
				kernel(&a)
			}
		})
	}
}

// BenchmarkCountQueries runs the bit-sliced kernel of the join alone, in Go
// and in each instruction set the processor has, and countQueriesSmall, on
// a table of random vectors and 4,096 random queries of 5, 6 and 7 chunks
// (the keys of n = 16 and 17, of 18 and 19, and of 20 to 23) and of 9,
// which the kernels
// in assembly take in their loop over chunks, and reports the time per
// pair of a base key and a query.
func BenchmarkCountQueries(b *testing.B) {
	kernels := []asmKernel{{name: "Go"}}
	kernels = append(kernels, usableKernels(b)...)
	for _, chunks := range []int{5, 6, 7, 9} {
		r := rand.New(rand.NewPCG(1, 2))
		table := make([]uint64, chunks*chunkBytes/8)
		for i := range table {
			table[i] = r.Uint64() | r.Uint64() // most base keys lack most bits
		}
		queries := make([]uint64, 4096)
		for i := range queries {
			queries[i] = r.Uint64() & lowBits(chunks*chunkBits)
		}
		for _, k := range kernels {
			b.Run(fmt.Sprintf("chunks=%d/kernel=%s", chunks, k.name), func(b *testing.B) {
				for b.Loop() {
					if k.queries == nil {
						countQueriesGo(table, queries, chunks)
					} else {
						k.queries(&table[0], queries, chunks)
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())*1000/float64(b.N)/float64(len(queries)*groupKeys), "ps/pair")
			})
		}
		// Groups of at most 64, 128 and 256 keys: each pair of a query and
		// one of their keys, of which the kernels of the whole vector
		// count 512.
		for _, keys := range []int{64, 128, 256} {
			b.Run(fmt.Sprintf("chunks=%d/kernel=small/keys=%d", chunks, keys), func(b *testing.B) {
				for b.Loop() {
					countQueriesSmall(table, queries, chunks, keys)
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())*1000/float64(b.N)/float64(len(queries)*keys), "ps/pair")
			})
		}
	}
}

// TestSortBySieve checks that sortBySieve puts the keys in order of their
// patterns, keeping each key once, and marks where each pattern starts,
// for every number of sieve bits and numbers of keys on both sides of a
// multiple of four.
func TestSortBySieve(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for k := uint(1); k <= maxSieve; k++ {
		sieve := SieveRuns(3, 20)
		sieve.k = k
		for _, n := range []int{0, 1, 3, 4, 5, 7, 8, 9, 100, 1001} {
			keys := make([]uint64, n)
			for i := range keys {
				keys[i] = r.Uint64() & lowBits(40)
			}
			var start [1<<maxSieve + 1]int
			sorted, _ := sortBySieve(nil, keys, nil, sieve, &start)
			if start[0] != 0 || start[1<<k] != n {
				t.Fatalf("k = %d, %d keys: the patterns start at %d and end at %d, want 0 and %d", k, n, start[0], start[1<<k], n)
			}
			for p := range 1 << k {
				for i := start[p]; i < start[p+1]; i++ {
					if got := sieve.pattern(sorted[i]); got != p {
						t.Fatalf("k = %d, %d keys: key %d, of pattern %d, among those of pattern %d", k, n, i, got, p)
					}
				}
			}
			want, got := slices.Clone(keys), slices.Clone(sorted)
			slices.Sort(want)
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Fatalf("k = %d, %d keys: the sorted keys are not the keys", k, n)
			}
		}
	}
}

// A tableKernel is a kernel of fillTable.
type tableKernel func(table []uint64, has *[maxChunks * chunkBits][vectorWords]uint64, valid *[vectorWords]uint64, chunks int)

// TestFillTableTwins runs fillTableGo and each assembly kernel of fillTable
// on the same random vectors, for every number of chunks a key can have,
// and checks a few subsets of the Go twin's table bit by bit.
func TestFillTableTwins(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	kernels := tableKernels()
	if len(kernels) == 0 {
		t.Log("no assembly kernel of fillTable here: only the Go twin is run")
	}
	for chunks := 1; chunks <= maxChunks; chunks++ {
		has, valid := randomVectors(r)
		want := make([]uint64, chunks*chunkBytes/8)
		fillTableGo(want, &has, &valid, chunks)
		for _, c := range []int{0, chunks - 1} {
			for _, s := range []int{0, 1, 0b101010, subsets - 1} {
				for w := range vectorWords {
					v := valid[w]
					for i := range chunkBits {
						if s>>uint(i)&1 != 0 {
							v &^= has[c*chunkBits+i][w]
						}
					}
					if got := want[(c*subsets+s)*vectorWords+w]; got != v {
						t.Fatalf("%d chunks: word %d of subset %#b of chunk %d is %#x, want %#x", chunks, w, s, c, got, v)
					}
				}
			}
		}
		for name, kernel := range kernels {
			got := make([]uint64, chunks*chunkBytes/8)
			kernel(got, &has, &valid, chunks)
			if !slices.Equal(got, want) {
				t.Errorf("%d chunks: %s's table differs from fillTableGo's", chunks, name)
			}
		}
		// fillTableSmallGo, over a table of other values, fills the words
		// its group's kernel reads as fillTableGo does and no others.
		for _, keys := range []int{1, 64, 65, 128, 129, 256} {
			stale := make([]uint64, chunks*chunkBytes/8)
			for i := range stale {
				stale[i] = r.Uint64()
			}
			got := slices.Clone(stale)
			fillTableSmallGo(got, &has, &valid, chunks, keys)
			for i := range got {
				w := want[i]
				if i%vectorWords >= smallWords(keys) {
					w = stale[i]
				}
				if got[i] != w {
					t.Fatalf("%d chunks, %d keys: fillTableSmallGo's word %d of vector %d is %#x, want %#x", chunks, keys, i%vectorWords, i/vectorWords, got[i], w)
				}
			}
			// fillTableSmall, the platform's, fills at least those words
			// as fillTableGo does.
			got = slices.Clone(stale)
			fillTableSmall(got, &has, &valid, chunks, keys)
			for i := range got {
				if i%vectorWords < smallWords(keys) && got[i] != want[i] {
					t.Fatalf("%d chunks, %d keys: fillTableSmall's word %d of vector %d is %#x, want %#x", chunks, keys, i%vectorWords, i/vectorWords, got[i], want[i])
				}
			}
		}
	}
}

// randomVectors returns the vectors of random keys' bits, each bit held by
// a quarter of the keys, and a vector of the valid keys, three quarters of
// them, from which a table is filled.
func randomVectors(r *rand.Rand) (has [maxChunks * chunkBits][vectorWords]uint64, valid [vectorWords]uint64) {
	for b := range has {
		for w := range has[b] {
			has[b][w] = r.Uint64() & r.Uint64()
		}
	}
	for w := range valid {
		valid[w] = r.Uint64() | r.Uint64()
	}
	return has, valid
}

// BenchmarkFillTable fills the table of 7 chunks from random vectors with
// the Go twin and each kernel in assembly, and with fillTableSmallGo for
// groups of at most 64 and 128 keys.
func BenchmarkFillTable(b *testing.B) {
	r := rand.New(rand.NewPCG(19, 20))
	const chunks = 7
	var has [maxChunks * chunkBits][vectorWords]uint64
	var valid [vectorWords]uint64
	for i := range has {
		for w := range has[i] {
			has[i][w] = r.Uint64()
		}
	}
	for w := range valid {
		valid[w] = r.Uint64()
	}
	table := make([]uint64, chunks*chunkBytes/8)
	kernels := map[string]tableKernel{"Go": fillTableGo}
	for name, k := range tableKernels() {
		kernels[name] = k
	}
	for name, kernel := range kernels {
		b.Run("kernel="+name, func(b *testing.B) {
			for b.Loop() {
				kernel(table, &has, &valid, chunks)
			}
		})
	}
	for _, keys := range []int{64, 128} {
		b.Run(fmt.Sprintf("kernel=small/keys=%d", keys), func(b *testing.B) {
			for b.Loop() {
				fillTableSmallGo(table, &has, &valid, chunks, keys)
			}
		})
	}
}

// BenchmarkCountPairs times countPairsGo and the assembly kernels of
// countPairs on 256 base keys and 256 queries, random keys of which a
// pair shares no bit about a third of the time, and reports the time per
// pair.
func BenchmarkCountPairs(b *testing.B) {
	kernels := []asmKernel{{name: "Go"}}
	kernels = append(kernels, usableKernels(b)...)
	r := rand.New(rand.NewPCG(3, 4))
	base, queries := make([]uint64, 256), make([]uint64, 256)
	for i := range base {
		base[i] = r.Uint64() & r.Uint64() & r.Uint64()
		queries[i] = r.Uint64() & r.Uint64() & r.Uint64()
	}
	for _, k := range kernels {
		b.Run("kernel="+k.name, func(b *testing.B) {
			for b.Loop() {
				if k.pairs == nil {
					countPairsGo(base, queries)
				} else {
					k.pairs(base, queries)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())*1000/float64(b.N)/float64(len(base)*len(queries)), "ps/pair")
		})
	}
}
