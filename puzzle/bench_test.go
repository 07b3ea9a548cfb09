package puzzle_test

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/nqueens-go/nqueens/puzzle"
)

// BenchmarkCount measures Count(0), every completion by the row-order
// search, of Nauck's puzzle and of empty puzzles: it reports the
// completions counted per second.
func BenchmarkCount(b *testing.B) {
	puzzles := []struct {
		name string
		p    *puzzle.Puzzle
	}{
		{"nauck", nauck()},
		{"empty/n=12", puzzle.New(12)},
		{"empty/n=14", puzzle.New(14)},
	}
	for _, tt := range puzzles {
		b.Run(tt.name, func(b *testing.B) {
			var got uint64
			for b.Loop() {
				got = tt.p.Count(0)
			}
			b.ReportMetric(float64(got)*float64(b.N)/b.Elapsed().Seconds(), "solutions/s")
		})
	}
}

// BenchmarkAll measures All on the empty puzzle of 12: it reports the
// time of one completion.
func BenchmarkAll(b *testing.B) {
	p := puzzle.New(12)
	b.ReportAllocs()
	solutions := 0
	for b.Loop() {
		for range p.All() {
			solutions++
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(solutions), "ns/solution")
}

// BenchmarkSolve measures Solve on the puzzles of the N-Queens Completion
// benchmark: a quarter of the queens of a random solution of size n,
// from 100 seeds. Each iteration solves the 100; it reports the median
// and the worst time of one puzzle over every iteration.
func BenchmarkSolve(b *testing.B) {
	for _, n := range []int{40, 48, 56, 64} {
		puzzles := make([]*puzzle.Puzzle, 100)
		for seed := range puzzles {
			puzzles[seed] = quarterPuzzle(n, uint64(seed))
		}
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			solveEach(b, puzzles, true)
		})
	}
}

// BenchmarkSolveBlocked measures Solve on random instances of Blocked
// n-Queens, across the phase transition where the instances go from
// nearly all having a solution to nearly none, and the hardest lie:
// twenty puzzles for each size n and each share of marked squares, in
// percent of the board. Each iteration solves the twenty; it reports the
// median and the worst time of one puzzle, and how many of the twenty
// have a solution.
func BenchmarkSolveBlocked(b *testing.B) {
	for _, n := range []int{20, 32, 48, 64} {
		for _, percent := range []int{60, 70, 75, 80, 85, 88, 90} {
			puzzles := make([]*puzzle.Puzzle, 20)
			for seed := range puzzles {
				puzzles[seed] = blockedPuzzle(n, n*n*percent/100, uint64(seed))
			}
			b.Run(fmt.Sprintf("n=%d/blocked=%d%%", n, percent), func(b *testing.B) {
				solveEach(b, puzzles, false)
			})
		}
	}
}

// solveEach solves each of puzzles in each iteration of b, and reports
// the median and worst time of one, and how many have a completion. If
// solvable, each must have one.
func solveEach(b *testing.B, puzzles []*puzzle.Puzzle, solvable bool) {
	var times []time.Duration
	solved := 0
	for b.Loop() {
		solved = 0
		for _, p := range puzzles {
			start := time.Now()
			board, err := p.Solve()
			times = append(times, time.Since(start))
			switch {
			case err == nil:
				solved++
				if err := p.Verify(board); err != nil {
					b.Fatalf("puzzle\n%v\nSolve gave %v: %v", p, board, err)
				}
			case solvable:
				b.Fatalf("puzzle\n%v\nSolve: %v", p, err)
			}
		}
	}
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2].Nanoseconds())/1e6, "median-ms")
	b.ReportMetric(float64(times[len(times)-1].Nanoseconds())/1e6, "worst-ms")
	b.ReportMetric(float64(solved), "solvable")
}

// BenchmarkMake measures Make for sizes 8 to 64 and each grade, with
// queens alone as clues: each iteration makes the puzzles of seeds 0 to
// 19; it reports the median time of one, its clues, and the share of
// seeds that give a puzzle of the grade.
func BenchmarkMake(b *testing.B) {
	for _, n := range []int{8, 16, 32, 48, 64} {
		for _, g := range puzzle.Grades() {
			b.Run(fmt.Sprintf("n=%d/grade=%v", n, g), func(b *testing.B) {
				var times []time.Duration
				made, clues := 0, 0
				for b.Loop() {
					for seed := range uint64(20) {
						start := time.Now()
						p, _, err := puzzle.Make(n, seed, puzzle.Options{Grade: g})
						times = append(times, time.Since(start))
						if err != nil {
							continue
						}
						made++
						clues += len(p.Queens())
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

// BenchmarkOneAnswer measures Count(2), whether a puzzle has one answer,
// on puzzles of the middle grade, Hard, of sizes 16 to 64, seeds 0 to
// 19: the median time of one.
func BenchmarkOneAnswer(b *testing.B) {
	for _, n := range []int{16, 32, 64} {
		var puzzles []*puzzle.Puzzle
		for seed := range uint64(20) {
			p, _, err := puzzle.Make(n, seed, puzzle.Options{Grade: puzzle.Hard})
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
					if c := p.Count(2); c != 1 {
						b.Fatalf("a puzzle made with %d answers", c)
					}
					times = append(times, time.Since(start))
				}
			}
			slices.Sort(times)
			b.ReportMetric(float64(times[len(times)/2].Nanoseconds())/1e6, "median-ms")
		})
	}
}
