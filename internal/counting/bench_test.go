package counting

import (
	"context"
	"fmt"
	"testing"

	"github.com/nqueens-go/nqueens/internal/backtrack"
)

// The benchmarks of the nqueens package time its API; these, counts by
// backtracking with the nodes the search placed, which the engine reports,
// and the planning of shards.

// BenchmarkCount counts by backtracking, on every core and then on one.
// Besides the time, it reports the queens the inner search placed
// (nodes/op, not counting the last two rows, which it fills without
// placing queens one by one) and the time per queen.
func BenchmarkCount(b *testing.B) {
	for _, workers := range []int{0, 1} {
		name := "workers=all"
		sizes := []int{8, 12, 14, 15, 16, 17, 18}
		if workers == 1 {
			name, sizes = "workers=1", []int{15, 16, 17}
		}
		for _, n := range sizes {
			b.Run(fmt.Sprintf("%s/n=%d", name, n), func(b *testing.B) {
				c := Settings{Workers: workers, Method: Backtrack}
				var j *job
				for b.Loop() {
					var err error
					if j, err = c.count(context.Background(), n); err != nil {
						b.Fatal(err)
					}
				}
				nodes := j.engine.(*backtrack.Engine).Nodes()
				b.ReportMetric(float64(nodes), "nodes/op")
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(nodes), "ns/node")
				b.ReportMetric(float64(j.sum.total)*float64(b.N)/b.Elapsed().Seconds(), "solutions/s")
			})
		}
	}
}

// BenchmarkShards measures what a count of one shard spends before it
// counts: listing the units and estimating their costs. It reports how
// much more work the largest of the shards has than the mean, in queens
// placed, where counting them all is quick enough.
func BenchmarkShards(b *testing.B) {
	for _, tt := range []struct {
		method Method
		n, m   int
	}{{Backtrack, 14, 8}, {Backtrack, 16, 64}, {Backtrack, 20, 64}, {Backtrack, 27, 1000}, {Join2, 20, 400}, {Join2, 21, 400}} {
		b.Run(fmt.Sprintf("method=%v/n=%d/shards=%d", tt.method, tt.n, tt.m), func(b *testing.B) {
			b.ReportAllocs()
			c := Settings{Shards: tt.m, Method: tt.method}
			for b.Loop() {
				if _, _, err := c.Units(context.Background(), tt.n); err != nil {
					b.Fatal(err)
				}
			}
			if tt.n > 16 {
				return
			}
			b.ReportMetric(shardImbalance(b, tt.n, tt.m), "max/mean")
		})
	}
}
