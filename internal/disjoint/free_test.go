package disjoint

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// A freeKernel writes the keys of AppendFree to out from out[n] on, and
// returns the index past the last one: appendFreeGo, or a kernel in
// assembly.
type freeKernel func(out []uint64, n int, keys []uint64, mask uint64, f *Fold) int

// testFolds returns the folds the kernels' tests run: the identity, one
// of two moves, one of one move (the top bit of its width is dead), and
// one of four moves, across a word's halves.
func testFolds() []Fold {
	return []Fold{
		NewFold(64, 0),
		NewFold(38, 1<<8|1<<12|1<<27|1<<31),
		NewFold(38, 1<<3|1<<37),
		NewFold(64, 1<<1|1<<2|1<<3|1<<40),
	}
}

// TestAppendFree checks AppendFree, its Go twin and each kernel in
// assembly against a plain filter, for numbers of keys on both sides of
// multiples of four and of eight, masks of no bit to many and the folds
// of testFolds, after a prefix it must keep; and that no kernel writes
// past freeSlack words beyond its last key.
func TestAppendFree(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	kernels := map[string]freeKernel{"Go": appendFreeGo}
	for name, k := range freeKernels() {
		kernels[name] = k
	}
	for _, n := range []int{0, 1, 2, 3, 4, 6, 7, 8, 9, 15, 16, 17, 100} {
		for _, mask := range []uint64{0, 1 << 5, 1<<3 | 1<<40, r.Uint64() & r.Uint64(), ^uint64(0)} {
			for _, f := range testFolds() {
				keys := make([]uint64, n)
				for i := range keys {
					keys[i] = r.Uint64() & r.Uint64() & r.Uint64()
				}
				prefix := []uint64{7, 8, 9}
				want := slices.Clone(prefix)
				for _, k := range keys {
					if k&mask == 0 {
						want = append(want, f.Apply(k))
					}
				}
				if got := AppendFree(slices.Clone(prefix), keys, mask, &f); !slices.Equal(got, want) {
					t.Errorf("%d keys, mask %#x, fold %+v: AppendFree kept %v, want %v", n, mask, f, got, want)
				}
				for name, kernel := range kernels {
					const guard = 0xdead
					out := make([]uint64, len(want)+freeSlack+4)
					copy(out, prefix)
					for i := len(want) + freeSlack; i < len(out); i++ {
						out[i] = guard
					}
					end := kernel(out, len(prefix), keys, mask, &f)
					if !slices.Equal(out[:end], want) {
						t.Errorf("%d keys, mask %#x, fold %+v: %s kept %v, want %v", n, mask, f, name, out[:end], want)
					}
					for i := len(want) + freeSlack; i < len(out); i++ {
						if out[i] != guard {
							t.Errorf("%d keys, mask %#x: %s wrote word %d, past the slack", n, mask, name, i)
						}
					}
				}
			}
		}
	}
}

// A partsKernel writes the words and parts of AppendParts from index n
// on, and returns the index past the last one: appendPartsGo, or a kernel
// in assembly.
type partsKernel func(words, parts []uint64, n int, entries []uint64, forbid uint64, low, high, width uint, f *Fold) int

// TestAppendParts checks AppendParts, its Go twin and each kernel in
// assembly against a plain computation of each part, for numbers of
// entries on both sides of multiples of four and of eight, the shifts of
// the join's sides and the folds of testFolds, after a prefix they must
// keep; and that no kernel writes past freeSlack words beyond its last
// entry.
func TestAppendParts(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	kernels := map[string]partsKernel{"Go": appendPartsGo}
	for name, k := range partsKernels() {
		kernels[name] = k
	}
	for _, n := range []int{0, 1, 2, 3, 4, 6, 7, 8, 9, 16, 17, 100} {
		for _, sh := range [][3]uint{{0, 0, 19}, {11, 0, 19}, {0, 12, 21}, {12, 12, 23}, {5, 3, 1}} {
			for _, f := range testFolds() {
				low, high, width := sh[0], sh[1], sh[2]
				forbid := uint64(1)<<(r.UintN(32)) | uint64(1)<<(32+r.UintN(32))
				entries := make([]uint64, n)
				for i := range entries {
					entries[i] = r.Uint64() & r.Uint64()
				}
				prefixWords, prefixParts := []uint64{1, 2}, []uint64{3, 4}
				wantWords, wantParts := slices.Clone(prefixWords), slices.Clone(prefixParts)
				for _, e := range entries {
					if e&forbid != 0 {
						continue
					}
					diag, anti := e&0xffffffff, e>>32
					wantWords = append(wantWords, e)
					wantParts = append(wantParts, f.Apply(diag>>low|(anti>>high&(1<<width-1))<<width))
				}
				words, parts := AppendParts(slices.Clone(prefixWords), slices.Clone(prefixParts), entries, forbid, low, high, width, &f)
				if !slices.Equal(words, wantWords) || !slices.Equal(parts, wantParts) {
					t.Errorf("%d entries, shifts %v, fold %+v: AppendParts made %v, %v; want %v, %v", n, sh, f, words, parts, wantWords, wantParts)
				}
				for name, kernel := range kernels {
					const guard = 0xdead
					out := [2][]uint64{make([]uint64, len(wantWords)+freeSlack+4), make([]uint64, len(wantWords)+freeSlack+4)}
					copy(out[0], prefixWords)
					copy(out[1], prefixParts)
					for _, o := range out {
						for i := len(wantWords) + freeSlack; i < len(o); i++ {
							o[i] = guard
						}
					}
					end := kernel(out[0], out[1], len(prefixWords), entries, forbid, low, high, width, &f)
					if !slices.Equal(out[0][:end], wantWords) || !slices.Equal(out[1][:end], wantParts) {
						t.Errorf("%d entries, shifts %v, fold %+v: %s made %v, %v; want %v, %v", n, sh, f, name, out[0][:end], out[1][:end], wantWords, wantParts)
					}
					for _, o := range out {
						for i := len(wantWords) + freeSlack; i < len(o); i++ {
							if o[i] != guard {
								t.Errorf("%d entries, shifts %v: %s wrote word %d, past the slack", n, sh, name, i)
							}
						}
					}
				}
			}
		}
	}
}

// BenchmarkAppendFree keeps, of 5 and of 4,096 keys, the half that hold
// no bit of a mask, folded by a fold of four moves, with the Go twin and
// each kernel in assembly; it reports the time per key. The join calls it
// on lists of all lengths, many short.
func BenchmarkAppendFree(b *testing.B) {
	r := rand.New(rand.NewPCG(15, 16))
	f := NewFold(64, 1<<1|1<<2|1<<3|1<<40)
	kernels := map[string]freeKernel{"Go": appendFreeGo}
	for name, k := range freeKernels() {
		kernels[name] = k
	}
	for _, n := range []int{5, 4096} {
		keys := make([]uint64, n)
		for i := range keys {
			keys[i] = r.Uint64() &^ (1<<1 | 1<<2 | 1<<3 | 1<<40)
		}
		out := make([]uint64, len(keys)+freeSlack)
		for name, kernel := range kernels {
			b.Run(fmt.Sprintf("keys=%d/kernel=%s", n, name), func(b *testing.B) {
				for b.Loop() {
					kernel(out, 0, keys, 1<<20, &f)
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/key")
			})
		}
	}
}

// BenchmarkAppendParts makes, of 5 and of 4,096 entries, the words and
// parts of the half that hold no bit of forbid, folded by a fold of four
// moves, with the Go twin and each kernel in assembly; it reports the time
// per entry.
func BenchmarkAppendParts(b *testing.B) {
	r := rand.New(rand.NewPCG(17, 18))
	f := NewFold(64, 1<<1|1<<2|1<<3|1<<40)
	kernels := map[string]partsKernel{"Go": appendPartsGo}
	for name, k := range partsKernels() {
		kernels[name] = k
	}
	for _, n := range []int{5, 4096} {
		entries := make([]uint64, n)
		for i := range entries {
			entries[i] = r.Uint64()
		}
		words, parts := make([]uint64, n+freeSlack), make([]uint64, n+freeSlack)
		for name, kernel := range kernels {
			b.Run(fmt.Sprintf("entries=%d/kernel=%s", n, name), func(b *testing.B) {
				for b.Loop() {
					kernel(words, parts, 0, entries, 1<<20, 11, 12, 21, &f)
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/entry")
			})
		}
	}
}
