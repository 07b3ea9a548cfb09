package disjoint

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// wideKernel is a set of assembly kernels of wide chunks: the table's
// fill, and the count of whole vectors and of half vectors.
type wideKernel struct {
	fill      func(table []uint64, has *[maxChunks * chunkBits][vectorWords]uint64, valid *[vectorWords]uint64)
	count     func(table, queries []uint64) uint64
	countHalf func(table, queries []uint64) uint64
}

// TestWideTwins fills a table of wide chunks from random vectors with
// fillWideGo and each assembly kernel, checks some of its vectors against
// their definition, and counts random queries on it with countWideGo, each
// assembly kernel and a count bit by bit, of whole vectors and, the upper
// halves of the vectors holding other bits, of half vectors.
func TestWideTwins(t *testing.T) {
	r := rand.New(rand.NewPCG(41, 42))
	kernels := wideKernels()
	if len(kernels) == 0 {
		t.Log("no assembly kernel of wide chunks here: only the Go twins are run")
	}
	has, valid := randomVectors(r)
	table := make([]uint64, wideWords)
	fillWideGo(table, &has, &valid)
	for c := range wideChunks {
		for _, s := range []int{0, 1, 0b1010101, wideSubsets - 1} {
			for w := range vectorWords {
				v := valid[w]
				for i := range wideBits {
					if s>>uint(i)&1 != 0 {
						v &^= has[c*wideBits+i][w]
					}
				}
				if got := table[(c*wideSubsets+s)*vectorWords+w]; got != v {
					t.Fatalf("word %d of subset %#b of wide chunk %d is %#x, want %#x", w, s, c, got, v)
				}
			}
		}
	}
	for name, k := range kernels {
		got := make([]uint64, wideWords)
		k.fill(got, &has, &valid)
		if !slices.Equal(got, table) {
			t.Errorf("%s's table of wide chunks differs from fillWideGo's", name)
		}
	}
	half := table // its vectors' upper halves hold other bits, as a group of at most 256 keys leaves them
	cleared := slices.Clone(table)
	for i := range cleared {
		if i%vectorWords >= vectorWords/2 {
			cleared[i] = 0
		}
	}
	for _, n := range []int{1, 2, 3, 8, 100} {
		queries := make([]uint64, n)
		for i := range queries {
			queries[i] = r.Uint64() & lowBits(wideChunks*wideBits)
		}
		want, wantHalf := countWideNaive(table, queries), countWideNaive(cleared, queries)
		if got := countWideGo(table, queries, vectorWords); got != want {
			t.Errorf("%d queries: countWideGo %d, bit by bit %d", n, got, want)
		}
		if got := countWideGo(half, queries, vectorWords/2); got != wantHalf {
			t.Errorf("%d queries, half vectors: countWideGo %d, bit by bit %d", n, got, wantHalf)
		}
		for name, k := range kernels {
			if got := k.count(table, queries); got != want {
				t.Errorf("%d queries: %s %d, bit by bit %d", n, name, got, want)
			}
			if got := k.countHalf(half, queries); got != wantHalf {
				t.Errorf("%d queries, half vectors: %s %d, bit by bit %d", n, name, got, wantHalf)
			}
		}
	}
}

// countWideNaive is countWideGo of whole vectors, written bit by bit.
func countWideNaive(table []uint64, queries []uint64) uint64 {
	return countNaive(table, queries, wideChunks, wideBits)
}

// BenchmarkCountWide runs the count of wide chunks alone, of whole and of
// half vectors, in Go and where the processor has them in AVX-512, on a
// table of random vectors and 4,096 random queries of 34 bits, the keys
// of n = 22's largest bases without their sieve bits, and reports the
// time per pair of a base key and a query: beside BenchmarkCountQueries
// at 6 chunks, the same keys on chunks of chunkBits bits.
func BenchmarkCountWide(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	table := make([]uint64, wideWords)
	for i := range table {
		table[i] = r.Uint64() | r.Uint64()
	}
	queries := make([]uint64, 4096)
	for i := range queries {
		queries[i] = r.Uint64() & lowBits(34)
	}
	for _, half := range []bool{false, true} {
		keys := groupKeys
		if half {
			keys /= 2
		}
		b.Run(fmt.Sprintf("keys=%d/kernel=Go", keys), func(b *testing.B) {
			for b.Loop() {
				countWideGo(table, queries, keys/64)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())*1000/float64(b.N)/float64(len(queries)*keys), "ps/pair")
		})
		for name, k := range wideKernels() {
			count := k.count
			if half {
				count = k.countHalf
			}
			b.Run(fmt.Sprintf("keys=%d/kernel=%s", keys, name), func(b *testing.B) {
				for b.Loop() {
					count(table, queries)
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())*1000/float64(b.N)/float64(len(queries)*keys), "ps/pair")
			})
		}
	}
}
