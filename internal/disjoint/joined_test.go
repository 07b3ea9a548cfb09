package disjoint

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestAppendJoined checks AppendJoined, in whatever kernel the processor
// runs, appendJoinedGo and each assembly kernel the processor has against
// a plain loop over every pair, on random lists of 0 to 5 words and 0 to
// 20 checks, so that each kernel meets every count of checks past a
// multiple of its width; and that none writes past joinedSlack words
// after its last key.
func TestAppendJoined(t *testing.T) {
	kernels := allJoinedKernels(t)
	r := rand.New(rand.NewPCG(5, 6))
	random := func(n int) []uint64 {
		s := make([]uint64, n)
		for i := range s {
			// Two or three bits of 16, so that about half the pairs
			// share none.
			for range 2 + r.IntN(2) {
				s[i] |= 1 << r.IntN(16)
			}
		}
		return s
	}
	wide := func(n int) []uint64 {
		s := make([]uint64, n)
		for i := range s {
			s[i] = r.Uint64()
		}
		return s
	}
	for range 200 {
		for words := 0; words <= 5; words++ {
			for checks := 0; checks <= 20; checks++ {
				// The parts, which the keys are made of, of all 64 bits.
				w, wp, c, cp := random(words), wide(words), random(checks), wide(checks)
				prefix := random(r.IntN(3))
				var want []uint64
				for i := range w {
					for j := range c {
						if w[i]&c[j] == 0 {
							want = append(want, wp[i]|cp[j])
						}
					}
				}
				got := AppendJoined(slices.Clone(prefix), w, wp, c, cp)
				if !slices.Equal(got[:len(prefix)], prefix) || !slices.Equal(got[len(prefix):], want) {
					t.Fatalf("AppendJoined of %d words and %d checks after %d keys: %x, want %x", words, checks, len(prefix), got, append(prefix, want...))
				}

				// Room for the keys and the slack exactly, then guards,
				// afresh for each kernel.
				room := len(prefix) + words*checks + joinedSlack
				for name, f := range kernels {
					out := make([]uint64, room+8)
					for i := range out {
						out[i] = 0xdead
					}
					copy(out, prefix)
					n := f(out[:room], len(prefix), w, wp, c, cp)
					if !slices.Equal(out[len(prefix):n], want) {
						t.Fatalf("%s kernel, %d words and %d checks: %x, want %x", name, words, checks, out[len(prefix):n], want)
					}
					for i := room; i < len(out); i++ {
						if out[i] != 0xdead {
							t.Fatalf("%s kernel, %d words and %d checks: wrote word %d, past its room of %d", name, words, checks, i, room)
						}
					}
				}
			}
		}
	}
}

// allJoinedKernels returns the Go twin, appendJoined as the processor
// runs it, and each assembly kernel the processor has, by name.
func allJoinedKernels(tb testing.TB) map[string]joinedKernel {
	kernels := map[string]joinedKernel{
		"Go": appendJoinedGo, "processor": appendJoined,
	}
	for name, f := range joinedKernels() {
		kernels[name] = f
	}
	tb.Logf("%d kernels of AppendJoined: %v", len(kernels), slices.Sorted(maps.Keys(kernels)))
	return kernels
}

// BenchmarkAppendJoined makes the keys of 8 words with 3 and with 9
// checks, about what a north and a south list hold at n = 17 and 21, in
// the Go kernel and in the processor's, and reports the time per pair
// looked at.
func BenchmarkAppendJoined(b *testing.B) {
	r := rand.New(rand.NewPCG(7, 8))
	random := func(n int) []uint64 {
		s := make([]uint64, n)
		for i := range s {
			for range 3 {
				s[i] |= 1 << r.IntN(64)
			}
		}
		return s
	}
	for _, checks := range []int{3, 9} {
		w, wp, c, cp := random(8), random(8), random(checks), random(checks)
		out := make([]uint64, len(w)*len(c)+joinedSlack)
		kernels := allJoinedKernels(b)
		for _, name := range slices.Sorted(maps.Keys(kernels)) {
			b.Run(fmt.Sprintf("checks=%d/kernel=%s", checks, name), func(b *testing.B) {
				for b.Loop() {
					kernels[name](out, 0, w, wp, c, cp)
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(w)*len(c)), "ns/pair")
			})
		}
	}
}
