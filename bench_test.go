package nqueens

import (
	"fmt"
	"testing"
)

// The benchmarks report, besides time per operation, the figure a user of
// each function cares about: solutions per second for the searches that
// visit many, and the cost of one solution for All and Next.

func BenchmarkCount(b *testing.B) {
	for _, n := range []int{8, 12, 14, 15, 16} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			var got uint64
			for b.Loop() {
				got = Count(n)
			}
			b.ReportMetric(float64(got)*float64(b.N)/b.Elapsed().Seconds(), "solutions/s")
		})
	}
}

func BenchmarkAll(b *testing.B) {
	for _, n := range []int{8, 12, 14} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			solutions := 0
			for b.Loop() {
				for range All(n) {
					solutions++
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(solutions), "ns/solution")
			b.ReportMetric(float64(solutions)/b.Elapsed().Seconds(), "solutions/s")
		})
	}
}

func BenchmarkFirst(b *testing.B) {
	for _, n := range []int{8, 16, 24, 28} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				First(n)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "solutions/s")
		})
	}
}

// BenchmarkNext steps through the solutions with Next, starting over from
// First when they run out, so that each call pays for rebuilding the search
// from the board it is given.
func BenchmarkNext(b *testing.B) {
	for _, n := range []int{8, 12, 14} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			start, _ := First(n)
			board := start
			for b.Loop() {
				next, ok := Next(board)
				if !ok {
					next = start
				}
				board = next
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "solutions/s")
		})
	}
}

func BenchmarkConstruct(b *testing.B) {
	for _, n := range []int{1_000, 1_000_000, 10_000_000} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Construct(n)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/queen")
		})
	}
}

// nauck returns Nauck's instance: the 8×8 board with queens at row 3,
// column 3 and row 4, column 1.
func nauck() *Puzzle {
	p := NewPuzzle(8)
	p.Place(3, 3)
	p.Place(4, 1)
	return p
}

func BenchmarkPuzzleCount(b *testing.B) {
	puzzles := []struct {
		name string
		p    *Puzzle
	}{
		{"nauck", nauck()},
		{"empty/n=12", NewPuzzle(12)},
		{"empty/n=14", NewPuzzle(14)},
	}
	for _, tt := range puzzles {
		b.Run(tt.name, func(b *testing.B) {
			var got uint64
			for b.Loop() {
				got = tt.p.Count()
			}
			b.ReportMetric(float64(got)*float64(b.N)/b.Elapsed().Seconds(), "solutions/s")
		})
	}
}

func BenchmarkPuzzleAll(b *testing.B) {
	p := NewPuzzle(12)
	b.ReportAllocs()
	solutions := 0
	for b.Loop() {
		for range p.All() {
			solutions++
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(solutions), "ns/solution")
}
