package nqueens

import (
	"fmt"
	"slices"
	"testing"
	"time"
)

// BenchmarkMakePuzzle measures MakePuzzle for sizes 8 to 64 and each
// grade, with queens alone as clues: each iteration makes the puzzles of
// seeds 0 to 19; it reports the median time of one, and its clues.
func BenchmarkMakePuzzle(b *testing.B) {
	for _, n := range []int{8, 16, 32, 48, 64} {
		for _, g := range Grades() {
			b.Run(fmt.Sprintf("n=%d/grade=%v", n, g), func(b *testing.B) {
				var times []time.Duration
				made, clues := 0, 0
				for b.Loop() {
					for seed := range uint64(20) {
						start := time.Now()
						p, _, err := MakePuzzle(n, seed, MakeOptions{Grade: g})
						times = append(times, time.Since(start))
						if err != nil {
							continue
						}
						made++
						for r := range n {
							if _, ok := p.Queen(r); ok {
								clues++
							}
						}
					}
				}
				slices.Sort(times)
				b.ReportMetric(float64(times[len(times)/2].Nanoseconds())/1e6, "median-ms")
				b.ReportMetric(float64(clues)/float64(max(made, 1)), "queens")
				b.ReportMetric(100*float64(made)/float64(len(times)), "%made")
			})
		}
	}
}

// BenchmarkOneCompletion measures Puzzle.CountUpTo(2), whether a puzzle has one
// completion, on puzzles of the middle grade, Hard, of sizes 16 to 64,
// seeds 0 to 19: the median time of one.
func BenchmarkOneCompletion(b *testing.B) {
	for _, n := range []int{16, 32, 64} {
		var puzzles []*Puzzle
		for seed := range uint64(20) {
			p, _, err := MakePuzzle(n, seed, MakeOptions{Grade: Hard})
			if err != nil {
				b.Fatal(err)
			}
			puzzles = append(puzzles, p)
		}
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			var times []time.Duration
			for b.Loop() {
				for _, p := range puzzles {
					start := time.Now()
					if c := p.CountUpTo(2); c != 1 {
						b.Fatalf("a puzzle made with %d completions", c)
					}
					times = append(times, time.Since(start))
				}
			}
			slices.Sort(times)
			b.ReportMetric(float64(times[len(times)/2].Nanoseconds())/1e6, "median-ms")
		})
	}
}
