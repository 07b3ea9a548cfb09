package complete

import (
	"context"
	"math/rand/v2"
	"testing"
)

// BenchmarkSupported measures Supported on the puzzles of the check of 5
// queens of size 24 that the threshold program makes: 5 queens placed at
// random, none attacking another, and nothing blocked, each asked of
// every square. It reports the time for each puzzle.
func BenchmarkSupported(b *testing.B) {
	const n, k, puzzles = 24, 5, 50
	rng := rand.New(rand.NewPCG(24, 5))
	grids := make([]*Grid, puzzles)
	for i := range grids {
		g := &Grid{N: n}
		for placed := 0; placed < k; {
			if place(g, rng.IntN(n), rng.IntN(n)) {
				placed++
			}
		}
		grids[i] = g
	}
	for b.Loop() {
		for _, g := range grids {
			if _, err := Supported(context.Background(), g, nil, nil); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/puzzles, "ns/puzzle")
}
