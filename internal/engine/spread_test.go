package engine_test

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	gocmp "github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens/internal/engine"
)

// units is a cost for the tests of Spread: a plain integer.
type units uint64

func (u units) Add(v units) units           { return u + v }
func (u units) Compare(v units) int         { return cmp.Compare(u, v) }
func (u units) String() string              { return strconv.FormatUint(uint64(u), 10) }
func plainCost(c uint64) units              { return units(c) }
func estimateCost(c uint64) engine.Estimate { return engine.EstimateOf(c) }

// greedy is the split Spread documents, written as plainly as it reads:
// the units in order of decreasing cost, the lower number first among
// equal ones, each to the shard with the least cost so far, the lowest
// number among equal ones.
func greedy[C engine.Cost[C]](cost []C, m int) []int {
	var order []int
	for i := range cost {
		order = append(order, i)
	}
	slices.SortStableFunc(order, func(a, b int) int { return cost[b].Compare(cost[a]) })
	load := make([]C, m)
	shard := make([]int, len(cost))
	for _, unit := range order {
		least := 0
		for s := range load {
			if load[s].Compare(load[least]) < 0 {
				least = s
			}
		}
		shard[unit] = least
		load[least] = load[least].Add(cost[unit])
	}
	return shard
}

func TestSpread(t *testing.T) {
	t.Run("units", func(t *testing.T) { testSpread(t, plainCost) })
	t.Run("estimates", func(t *testing.T) { testSpread(t, estimateCost) })
}

// testSpread checks Spread against greedy on random costs made by cost,
// few or many units, with many equal costs or few, and on no units.
func testSpread[C engine.Cost[C]](t *testing.T, cost func(uint64) C) {
	rng := rand.New(rand.NewPCG(8, 12))
	for _, bound := range []uint64{1, 2, 4, 100, 1 << 40, 1 << 63} {
		for n := range 20 {
			t.Run(fmt.Sprintf("bound=%d/units=%d", bound, n), func(t *testing.T) {
				costs := make([]C, n)
				for i := range costs {
					costs[i] = cost(rng.Uint64N(bound))
				}
				for m := 1; m <= n+3; m++ {
					got := engine.Spread(costs, m)
					if diff := gocmp.Diff(greedy(costs, m), got); diff != "" {
						t.Errorf("Spread(%v, %d) (-want +got):\n%s", costs, m, diff)
					}
				}
			})
		}
	}
	for _, costs := range [][]C{nil, {}} {
		for _, m := range []int{1, 5} {
			if got := engine.Spread(costs, m); len(got) != 0 {
				t.Errorf("Spread(%v, %d) = %v, want none", costs, m, got)
			}
		}
	}
}

// TestSpreadExample pins a split worked out by hand.
func TestSpreadExample(t *testing.T) {
	// In order 4 (9), 1 (7), 0 (5), 2 (5), 3 (1): 4 to shard 0, 1 to
	// shard 1, 0 to shard 2, 2 to shard 2 (5 < 7 < 9), 3 to shard 1
	// (7 < 9 < 10).
	got := engine.Spread([]units{5, 7, 5, 1, 9}, 3)
	if diff := gocmp.Diff([]int{2, 1, 2, 1, 0}, got); diff != "" {
		t.Errorf("Spread (-want +got):\n%s", diff)
	}
}
