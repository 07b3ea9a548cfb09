package regions

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"
)

// median returns the median of times in microseconds.
func median(times []time.Duration) float64 {
	times = slices.Clone(times)
	slices.Sort(times)
	return float64(times[len(times)/2].Nanoseconds()) / 1e3
}

// spread returns the median of the times of all puzzles in microseconds,
// times[i] those of puzzle i, and the worst puzzle's own median: a
// puzzle's median, not its slowest time, so that a pause of the machine
// in one run does not stand for the puzzle.
func spread(times [][]time.Duration) (med, worst float64) {
	var all []time.Duration
	for _, t := range times {
		all = append(all, t...)
		worst = max(worst, median(t))
	}
	return median(all), worst
}

// generated returns puzzles of size n from seeds 0 to k-1, of grade Hard,
// made by the draw d.
func generated(b *testing.B, n, k int, d Draw) []*Puzzle {
	var ps []*Puzzle
	for seed := range uint64(k) {
		p, _, err := Make(n, seed, Options{Draw: d})
		if err != nil {
			b.Fatal(err)
		}
		ps = append(ps, p)
	}
	return ps
}

// BenchmarkUnique measures Count(2), whether a puzzle has one answer, on
// the daily puzzles of grade Hard that Make makes from seeds 0 to 19: the
// median time of one, and the worst puzzle's (spread). The puzzles of
// n=N are ClassicDraw's, the same as before the shaped draw, so that the
// engine's times compare across it; those of shaped/n=N are the default
// draw's, to 32.
func BenchmarkUnique(b *testing.B) {
	type kind struct {
		name string
		n    int
		draw Draw
	}
	var kinds []kind
	for _, n := range []int{8, 9, 11, 16} {
		kinds = append(kinds, kind{fmt.Sprintf("n=%d", n), n, ClassicDraw})
	}
	for _, n := range []int{11, 16, 24, 32} {
		kinds = append(kinds, kind{fmt.Sprintf("shaped/n=%d", n), n, ShapedDraw})
	}
	for _, kd := range kinds {
		ps := generated(b, kd.n, 20, kd.draw)
		b.Run(kd.name, func(b *testing.B) {
			times := make([][]time.Duration, len(ps))
			for b.Loop() {
				for i, p := range ps {
					start := time.Now()
					if p.Count(2) != 1 {
						b.Fatal("a generated puzzle without one answer")
					}
					times[i] = append(times[i], time.Since(start))
				}
			}
			med, worst := spread(times)
			b.ReportMetric(med, "median-µs")
			b.ReportMetric(worst, "worst-µs")
		})
	}
}

// randomGrid returns a valid grid of size n, its regions grown from n
// squares drawn at random, a square at a time, beside a region drawn.
func randomGrid(rng *rand.Rand, n int) *Puzzle {
	region := make([][]int, n)
	for r := range region {
		region[r] = make([]int, n)
		for c := range region[r] {
			region[r][c] = -1
		}
	}
	for i, q := range rng.Perm(n * n)[:n] {
		region[q/n][q%n] = i
	}
	for left := n*n - n; left > 0; {
		q := rng.IntN(n * n)
		r, c := q/n, q%n
		if region[r][c] >= 0 {
			continue
		}
		d := [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}[rng.IntN(4)]
		if rr, cc := r+d[0], c+d[1]; rr >= 0 && rr < n && cc >= 0 && cc < n && region[rr][cc] >= 0 {
			region[r][c] = region[rr][cc]
			left--
		}
	}
	p, err := New(region, Variant{})
	if err != nil {
		panic(err)
	}
	return p
}

// BenchmarkSolve measures Solve on grids of size n of two kinds: the
// generated puzzles of grade Hard, seeds 0 to 19, and 200 valid grids
// grown at random, most with no answer or many: the median time of one,
// and the worst puzzle's (spread).
func BenchmarkSolve(b *testing.B) {
	for _, n := range []int{11, 16} {
		rng := rand.New(rand.NewPCG(uint64(n), 1))
		kinds := map[string][]*Puzzle{"generated": generated(b, n, 20, ClassicDraw)}
		for range 200 {
			kinds["random"] = append(kinds["random"], randomGrid(rng, n))
		}
		for _, kind := range []string{"generated", "random"} {
			b.Run(fmt.Sprintf("n=%d/%s", n, kind), func(b *testing.B) {
				times := make([][]time.Duration, len(kinds[kind]))
				solved := 0
				for b.Loop() {
					solved = 0
					for i, p := range kinds[kind] {
						start := time.Now()
						if _, err := p.Solve(); err == nil {
							solved++
						}
						times[i] = append(times[i], time.Since(start))
					}
				}
				med, worst := spread(times)
				b.ReportMetric(med, "median-µs")
				b.ReportMetric(worst, "worst-µs")
				b.ReportMetric(100*float64(solved)/float64(len(kinds[kind])), "%answered")
			})
		}
	}
}

// BenchmarkGenerate measures Make for daily puzzles of sizes 9, 11 and 16
// and each grade that they reach, of 24 and 32 and the middle grades, and
// two-star puzzles of 10, by the default draw: each iteration makes the
// puzzles of seeds 0 to 19; it reports the median time of one, and the
// share of seeds that give one.
func BenchmarkGenerate(b *testing.B) {
	type size struct{ n, stars int }
	for _, s := range []size{{9, 1}, {11, 1}, {16, 1}, {24, 1}, {32, 1}, {10, 2}} {
		for _, g := range []Grade{Easy, Medium, Hard, Expert} {
			if s.n > 16 && g != Medium && g != Hard {
				continue
			}
			b.Run(fmt.Sprintf("n=%d/stars=%d/grade=%v", s.n, s.stars, g), func(b *testing.B) {
				var times []time.Duration
				made := 0
				for b.Loop() {
					for seed := range uint64(20) {
						start := time.Now()
						_, _, err := Make(s.n, seed, Options{Grade: g, Variant: Variant{Stars: s.stars}})
						times = append(times, time.Since(start))
						if err == nil {
							made++
						}
					}
				}
				med := median(times)
				b.ReportMetric(med/1e3, "median-ms")
				b.ReportMetric(100*float64(made)/float64(len(times)), "%made")
			})
		}
	}
}
