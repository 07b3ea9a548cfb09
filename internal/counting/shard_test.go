package counting

import (
	"context"
	"fmt"
	"hash/fnv"
	"slices"
	"sync/atomic"
	"testing"

	"github.com/nqueens-go/nqueens/internal/golden"

	"github.com/nqueens-go/nqueens/internal/backtrack"
	"github.com/nqueens-go/nqueens/internal/engine"
)

// TestShardsSumToCount splits the counts by backtracking of each size up
// to 10 into shards, a few and for the smaller sizes more shards than
// units: the units of the shards, which Units lists in increasing order,
// are those of the whole count, each in one shard; CountBy counts as many
// as Units lists, none in an empty shard; and the shards' counts add up
// to OEIS's. The engines estimate the costs of each size once
// (estimateOnce); TestShardsFollowSpread splits by the costs of fresh
// ones.
func TestShardsSumToCount(t *testing.T) {
	estimateOnce(t)
	ctx := context.Background()
	maxN := 10
	if testing.Short() || raceEnabled {
		maxN = 9
	}
	for n := 0; n <= maxN; n++ {
		_, all, err := (&Settings{Method: Backtrack}).Units(ctx, n)
		if err != nil {
			t.Fatal(err)
		}
		sizes := []int{1, 2, 3, 7, 8, 64}
		if len(all) <= 100 {
			sizes = append(sizes, len(all), len(all)+1)
		}
		if len(all) <= 20 {
			sizes = append(sizes, 1000)
		}
		for _, m := range sizes {
			if m == 0 {
				continue
			}
			var sum Counts
			seen := make(map[int]int)
			for i := range m {
				c := Settings{Method: Backtrack, Shard: i, Shards: m}
				method, units, err := c.Units(ctx, n)
				if err != nil {
					t.Fatalf("n=%d shard %d/%d: %v", n, i, m, err)
				}
				if method != Backtrack || !slices.IsSorted(units) || len(slices.Compact(slices.Clone(units))) != len(units) {
					t.Errorf("n=%d shard %d/%d: units %v by %v, not by backtrack in increasing order", n, i, m, units, method)
				}
				for _, u := range units {
					seen[u]++
				}
				counts, method, held, err := c.CountBy(ctx, n)
				if err != nil {
					t.Fatalf("n=%d shard %d/%d: %v", n, i, m, err)
				}
				if method != Backtrack || held != len(units) {
					t.Errorf("n=%d shard %d/%d: counted %d units by %v; Units lists %d by backtrack", n, i, m, held, method, len(units))
				}
				if len(units) == 0 && counts != (Counts{}) {
					t.Errorf("n=%d shard %d/%d has no units but counts %+v", n, i, m, counts)
				}
				sum.Total += counts.Total
				sum.Unique += counts.Unique
			}
			if want := known(t, n); sum != want {
				t.Errorf("n=%d: the %d shards sum to %+v, want %+v (OEIS)", n, m, sum, want)
			}
			if len(seen) != len(all) {
				t.Errorf("n=%d: the %d shards hold %d units, want %d", n, m, len(seen), len(all))
			}
			for u, times := range seen {
				if times != 1 || u < 0 || u >= len(all) {
					t.Errorf("n=%d: unit %d is in %d of the %d shards", n, u, times, m)
				}
			}
		}
	}
}

// engineCosts returns the estimated costs of the units of size n by method
// m, estimated on workers goroutines by the engine the planner builds on
// the processor.
func engineCosts(tb testing.TB, m Method, n, workers int) []engine.Estimate {
	tb.Helper()
	e, err := m.kind().newEngine(context.Background(), n, defaultMaxMemory)
	if err != nil {
		tb.Fatal(err)
	}
	defer e.Release()
	costs, err := e.Costs(context.Background(), workers)
	if err != nil {
		tb.Fatal(err)
	}
	return costs
}

// TestShardsFollowSpread checks that the planner splits the units of each
// method into the shards that engine.Spread makes of the costs its engine
// estimates, on any number of goroutines: the split that
// testdata/shards.txt, joinunits.txt and join2units.txt pin.
func TestShardsFollowSpread(t *testing.T) {
	ctx := context.Background()
	for _, m := range []Method{Backtrack, Join, Join2} {
		for _, n := range []int{9, 11} {
			costs := engineCosts(t, m, n, 3)
			for _, shards := range []int{2, 3, 8} {
				spread := engine.Spread(costs, shards)
				for i := range shards {
					var want []int
					for u, s := range spread {
						if s == i {
							want = append(want, u)
						}
					}
					c := Settings{Method: m, Shard: i, Shards: shards, Workers: 1 + i%2}
					_, got, err := c.Units(ctx, n)
					if err != nil || !slices.Equal(got, want) {
						t.Errorf("n=%d by %v, shard %d/%d: units %v, %v; Spread gives %v", n, m, i, shards, got, err, want)
					}
				}
			}
		}
	}
}

// TestShardsStable checks the numbering of the units of backtracking and
// their shards against testdata/shards.txt, written by an earlier
// release: machines that share a count must agree on both, whatever
// release each runs. The file pins an API, so nothing writes it: a line
// is added by hand, and the test checks every line it holds. The units'
// numbering is that of backtrack.Starts, as many as the planner lists.
func TestShardsStable(t *testing.T) {
	costs := make(map[int][]engine.Estimate) // by size, estimated once for all its lines
	assignment := func(t *testing.T, n, m int) string {
		if costs[n] == nil {
			costs[n] = engineCosts(t, Backtrack, n, 3)
		}
		h := fnv.New64a()
		for _, s := range engine.Spread(costs[n], m) {
			fmt.Fprintf(h, "%d\n", s)
		}
		return fmt.Sprintf("n=%d shards=%d assignment=%016x", n, m, h.Sum64())
	}
	golden.CheckPinned(t, "../../testdata/shards.txt", "starts", startsLine, assignment, 2)
}

// startsLine returns the line of testdata/shards.txt that pins the
// numbering of the units of size n by backtracking, and checks that the
// planner lists as many.
func startsLine(t *testing.T, n int) string {
	list, err := backtrack.Starts(context.Background(), n)
	if err != nil {
		t.Fatal(err)
	}
	if _, units, err := (&Settings{Method: Backtrack}).Units(context.Background(), n); err != nil || len(units) != len(list) {
		t.Errorf("n=%d: the planner lists %d units, %v; backtrack.Starts %d", n, len(units), err, len(list))
	}
	h := fnv.New64a()
	for _, s := range list {
		fmt.Fprintf(h, "%d %d %d %d\n", s.Top, s.Bottom, s.Left, s.Right)
	}
	return fmt.Sprintf("n=%d subproblems=%d starts=%016x", n, len(list), h.Sum64())
}

// shardImbalance returns the work of the largest of m shards of size n by
// backtracking, in queens placed, over the mean.
func shardImbalance(tb testing.TB, n, m int) float64 {
	e, err := backtrack.New(context.Background(), n)
	if err != nil {
		tb.Fatal(err)
	}
	load := make([]uint64, m)
	var all uint64
	var stop atomic.Bool
	w := e.Worker()
	for u, s := range engine.Spread(engineCosts(tb, Backtrack, n, 3), m) {
		before := e.Nodes()
		w.Count([]int{u}, &stop)
		nodes := e.Nodes() - before
		load[s] += nodes
		all += nodes
	}
	return float64(slices.Max(load)) * float64(m) / float64(all)
}

// TestShardsBalanced checks that shards of size 14 take about the same
// work: the queens the inner search places in each of 8 shards, and in
// each of 64.
func TestShardsBalanced(t *testing.T) {
	for _, tt := range []struct {
		m   int
		max float64 // the most work in a shard, over the mean
	}{{8, 1.1}, {64, 1.25}} {
		if got := shardImbalance(t, 14, tt.m); got > tt.max {
			t.Errorf("n=14, %d shards: the largest does %.2f times the mean work; want at most %.2f", tt.m, got, tt.max)
		}
	}
}
