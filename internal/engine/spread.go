package engine

import (
	"cmp"
	"slices"
)

// --- The split ---
//
// The split of units into shards is part of what machines that share a
// piece of work must agree on, whatever release each runs: it is made of
// costs that add and compare exactly, and the programs pin its results.

// A Cost is the estimated cost of a unit: costs add up, and compare.
// [Estimate] is one.
type Cost[C any] interface {
	Add(C) C
	Compare(C) int
}

// Spread returns the shard, of m, of each unit of the given costs. Taken
// in order of decreasing cost, the lower number first among equal ones,
// each joins the shard whose costs add up to the least so far, the
// lowest-numbered of those. m must be at least 1.
func Spread[C Cost[C]](cost []C, m int) []int {
	order := make([]int, len(cost))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int {
		return cmp.Or(cost[b].Compare(cost[a]), cmp.Compare(a, b))
	})
	shard := make([]int, len(cost))
	h := loads[C](make([]load[C], min(m, len(cost))))
	for i := range h {
		h[i].shard = i
	}
	for _, unit := range order {
		shard[unit] = h[0].shard
		h[0].cost = h[0].cost.Add(cost[unit])
		h.down(0)
	}
	return shard
}

// A load is a shard and the cost of its units so far.
type load[C Cost[C]] struct {
	cost  C
	shard int
}

// loads is a binary min-heap of shards by cost, then number.
type loads[C Cost[C]] []load[C]

func (h loads[C]) less(i, j int) bool {
	return cmp.Or(h[i].cost.Compare(h[j].cost), cmp.Compare(h[i].shard, h[j].shard)) < 0
}

// down moves element i down to its place.
func (h loads[C]) down(i int) {
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
