package stars

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/nqueens-go/nqueens/internal/reason"
)

// BenchmarkGrades measures what the attempts of Make give: for sizes 6 to
// 16 of the daily puzzle and two stars at 8 to 12, 200 attempts from
// seeds 0 to 199, the share that give a puzzle, and of those the share of
// each grade of the regions package (easy: singles; medium: lines and
// touches; hard: confinements; expert: probes; search), and the time of
// an attempt.
func BenchmarkGrades(b *testing.B) {
	type size struct{ n, k int }
	for _, s := range []size{{6, 1}, {8, 1}, {9, 1}, {10, 1}, {11, 1}, {12, 1}, {14, 1}, {16, 1}, {8, 2}, {10, 2}, {12, 2}} {
		b.Run(fmt.Sprintf("n=%d/stars=%d", s.n, s.k), func(b *testing.B) {
			const attempts = 200
			var made int
			grades := map[string]int{}
			for b.Loop() {
				made = 0
				clear(grades)
				for seed := range uint64(attempts) {
					rng := rand.New(rand.NewPCG(seed, 1))
					_, state, err := drawPuzzle[Small](context.Background(), rng, Options{N: s.n, K: s.k, Within: Search})
					if err != nil {
						b.Fatal(err)
					}
					if state == nil {
						continue
					}
					made++
					hardest, err := reason.Hardest(context.Background(), state, Ladder)
					if err != nil {
						b.Fatal(err)
					}
					grades[Ladder.GradeOf(hardest).String()]++
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*attempts)/1e6, "ms/attempt")
			b.ReportMetric(100*float64(made)/attempts, "%made")
			for _, g := range []string{"easy", "medium", "hard", "expert", "search"} {
				b.ReportMetric(100*float64(grades[g])/float64(max(made, 1)), "%"+g)
			}
		})
	}
}
