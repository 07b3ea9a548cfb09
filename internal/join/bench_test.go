package join

import (
	"context"
	"fmt"
	"sync/atomic"
	"testing"

	"github.com/nqueens-go/nqueens/internal/disjoint"
)

// BenchmarkDisjoint counts the disjoint pairs of the east and west keys of
// one set of rows of n = 18 and 20, the one with the most pairs among the
// first 2,000, and reports the time per pair.
func BenchmarkDisjoint(b *testing.B) {
	for _, n := range []int{18, 20} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) { benchmarkDisjoint(b, n) })
	}
}

func benchmarkDisjoint(b *testing.B, n int) {
	e := preparedJoin(b, n)
	ph := &e.phases[0]
	j := newJoiner(e.table, nil, n, ph, false)
	h := uint(n / 2)
	northRows := uint32(1)<<h - 1
	var keysEast, keysWest []uint64
	seen := 0
	for x := range ph.rowSets(0) {
		y := ph.rows &^ x.rows
		j.half(east, x.rows&northRows, x.rows>>h)
		j.half(west, y&northRows, y>>h)
		ke, kw := j.buckets[east][0], j.buckets[west][0]
		if len(ke)*len(kw) > len(keysEast)*len(keysWest) {
			keysEast, keysWest = ke, kw
		}
		if seen++; seen == 2000 {
			break
		}
	}
	var d disjoint.Counter
	var pairs uint64
	for b.Loop() {
		pairs = d.Count(keysEast, keysWest, 2*(2*(n/2)-1), j.sieve)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())*1000/float64(b.N)/float64(len(keysEast)*len(keysWest)), "ps/pair")
	b.ReportMetric(float64(pairs), "disjoint")
}

// BenchmarkQuarterEntries measures sizing the join's table by counting its
// placements, which a count by Join or Auto does before it builds anything:
// h = 11 for n = 22 and 23, h = 12 for n = 24 and 25. It reports the
// entries counted.
func BenchmarkQuarterEntries(b *testing.B) {
	for _, h := range []int{11, 12} {
		b.Run(fmt.Sprintf("h=%d", h), func(b *testing.B) {
			var entries uint64
			for b.Loop() {
				var err error
				if entries, err = quarterEntries(context.Background(), h); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(entries), "entries")
		})
	}
}

// BenchmarkQuarterFill measures building the join's table from its index,
// which every count by Join or Join2 does, each shard of one included:
// h = 8 for n = 16 and 17, h = 10 for n = 20 and 21. It reports the
// entries placed.
func BenchmarkQuarterFill(b *testing.B) {
	for _, h := range []int{8, 10} {
		b.Run(fmt.Sprintf("h=%d", h), func(b *testing.B) {
			index, err := newQuarterIndex(context.Background(), h)
			if err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				t := *index
				if err := t.fill(context.Background()); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(index.start[len(index.start)-1]), "entries")
		})
	}
}

// preparedJoin returns the engine of Join of size n with its table built.
func preparedJoin(tb testing.TB, n int) *Engine {
	tb.Helper()
	e, err := New(context.Background(), n, false, false)
	if err == nil {
		err = e.Prepare(context.Background())
	}
	if err != nil {
		tb.Fatal(err)
	}
	return e
}

// BenchmarkByColumn counts a sample of the units of n = 18 and 19, every
// step-th group of those a worker counts together (Engine.Group, each
// unit alone for an even size), plainly by Join and split by column, on
// one goroutine, with the whole table, as a count within the default
// MaxMemory reads it, and reports the time of the sample and that projected onto every unit: the
// cost of a count by column beside a plain one.
// BenchmarkByColumnLarge does so for n = 21 and 23, in minutes.
func BenchmarkByColumn(b *testing.B) {
	benchmarkByColumn(b, []struct{ n, step int }{{18, 8}, {19, 16}})
}

// BenchmarkByColumnLarge is BenchmarkByColumn for n = 21 and 23.
func BenchmarkByColumnLarge(b *testing.B) {
	benchmarkByColumn(b, []struct{ n, step int }{{21, 256}, {23, 4096}})
}

func benchmarkByColumn(b *testing.B, sizes []struct{ n, step int }) {
	for _, tc := range sizes {
		for _, split := range []bool{false, true} {
			name := "plain"
			if split {
				name = "by-column"
			}
			b.Run(fmt.Sprintf("n=%d/%s", tc.n, name), func(b *testing.B) {
				e, err := New(context.Background(), tc.n, false, false)
				if err != nil {
					b.Fatal(err)
				}
				if split {
					e.SplitByColumn()
				}
				if err := e.Prepare(context.Background()); err != nil {
					b.Fatal(err)
				}
				all := make([]int, e.Units())
				for u := range all {
					all[u] = u
				}
				groups := e.Group(all)
				if groups == nil {
					groups = make([][]int, len(all))
					for u := range all {
						groups[u] = all[u : u+1]
					}
				}
				var sample [][]int
				units := 0
				for i := 0; i < len(groups); i += tc.step {
					sample = append(sample, groups[i])
					units += len(groups[i])
				}
				w := e.Worker()
				var stop atomic.Bool
				for b.Loop() {
					for _, g := range sample {
						for _, r := range w.Count(g, &stop) {
							if r.Err != nil {
								b.Fatal(r.Err)
							}
						}
					}
				}
				b.ReportMetric(b.Elapsed().Seconds()/float64(b.N)*float64(e.Units())/float64(units), "s/all-units")
			})
		}
	}
}
