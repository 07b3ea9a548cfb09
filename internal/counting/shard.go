package counting

import (
	"cmp"
	"slices"

	"github.com/nqueens-go/nqueens/internal/seam"
)

// --- Shards ---
//
// The split of a count's subproblems into shards is part of the API:
// machines that share a count must agree on it, whatever release of the
// package each runs. So everything here, and in the engines' estimates of
// their subproblems' costs, is integer arithmetic, and TestShardsStable
// and TestJoinUnitsStable pin the result.

// Spread returns the shard, of m, of each subproblem of the given costs.
// Taken in order of decreasing cost, the lower number first among equal
// ones, each joins the shard whose costs add up to the least so far, the
// lowest-numbered of those.
func Spread(cost []seam.Estimate, m int) []int {
	order := make([]int, len(cost))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int {
		return cmp.Or(cost[b].Compare(cost[a]), cmp.Compare(a, b))
	})
	shard := make([]int, len(cost))
	h := shardHeap(make([]shardLoad, min(m, len(cost))))
	for i := range h {
		h[i].shard = i
	}
	for _, sub := range order {
		shard[sub] = h[0].shard
		h[0].cost = h[0].cost.Add(cost[sub])
		h.down(0)
	}
	return shard
}

// shardLoad is a shard and the estimated cost of its subproblems so far.
type shardLoad struct {
	cost  seam.Estimate
	shard int
}

// shardHeap is a binary min-heap of shards by cost, then number.
type shardHeap []shardLoad

func (h shardHeap) less(i, j int) bool {
	return cmp.Or(h[i].cost.Compare(h[j].cost), cmp.Compare(h[i].shard, h[j].shard)) < 0
}

// down moves element i down to its place.
func (h shardHeap) down(i int) {
	for {
		least := i
		for _, child := range [2]int{2*i + 1, 2*i + 2} {
			if child < len(h) && h.less(child, least) {
				least = child
			}
		}
		if least == i {
			return
		}
		h[i], h[least] = h[least], h[i]
		i = least
	}
}
