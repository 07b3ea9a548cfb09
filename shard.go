package nqueens

import (
	"cmp"
	"math/bits"
	"slices"
)

// --- Shards ---
//
// The split of a count's subproblems into shards is part of the API:
// machines that share a count must agree on it, whatever release of the
// package each runs. So everything here, and in the engines' estimates of
// their subproblems' costs, is integer arithmetic, and TestShardsStable
// and TestJoinUnitsStable pin the result.

// spread returns the shard, of m, of each subproblem of the given costs.
// Taken in order of decreasing cost, the lower number first among equal
// ones, each joins the shard whose costs add up to the least so far, the
// lowest-numbered of those.
func spread(cost []estimate, m int) []int {
	order := make([]int, len(cost))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int {
		return cmp.Or(cost[b].compare(cost[a]), cmp.Compare(a, b))
	})
	shard := make([]int, len(cost))
	h := shardHeap(make([]shardLoad, min(m, len(cost))))
	for i := range h {
		h[i].shard = i
	}
	for _, sub := range order {
		shard[sub] = h[0].shard
		h[0].cost = h[0].cost.add(cost[sub])
		h.down(0)
	}
	return shard
}

// shardLoad is a shard and the estimated cost of its subproblems so far.
type shardLoad struct {
	cost  estimate
	shard int
}

// shardHeap is a binary min-heap of shards by cost, then number.
type shardHeap []shardLoad

func (h shardHeap) less(i, j int) bool {
	return cmp.Or(h[i].cost.compare(h[j].cost), cmp.Compare(h[i].shard, h[j].shard)) < 0
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

// estimateOf returns c as an estimate.
func estimateOf(c uint64) estimate {
	return estimate{1 << 63, -63}.mul(c)
}

// An estimate is a number m·2^e ≥ 0 to 64 significant bits: m is 0, or
// has its top bit set. Its arithmetic is integer arithmetic, and so the
// same on every machine, where floating point need not be: Go may fuse a
// multiplication and an addition into one instruction on some.
type estimate struct {
	m uint64
	e int
}

// mul returns a·c, rounded down to 64 significant bits.
func (a estimate) mul(c uint64) estimate {
	hi, lo := bits.Mul64(a.m, c)
	if hi == 0 {
		if lo == 0 {
			return estimate{}
		}
		shift := bits.LeadingZeros64(lo)
		return estimate{lo << shift, a.e - shift}
	}
	shift := 64 - bits.LeadingZeros64(hi)
	return estimate{hi<<(64-shift) | lo>>shift, a.e + shift}
}

// add returns a + b, rounded down to 64 significant bits.
func (a estimate) add(b estimate) estimate {
	if a.m == 0 {
		return b
	}
	if b.m == 0 {
		return a
	}
	if a.e < b.e {
		a, b = b, a
	}
	d := a.e - b.e
	if d >= 64 {
		return a
	}
	sum, carry := bits.Add64(a.m, b.m>>d, 0)
	if carry != 0 {
		return estimate{sum>>1 | 1<<63, a.e + 1}
	}
	return estimate{sum, a.e}
}

// compare returns -1, 0 or +1 as a is less than, equal to or greater than b.
func (a estimate) compare(b estimate) int {
	switch {
	case a.m == 0 || b.m == 0:
		return cmp.Compare(a.m, b.m)
	case a.e != b.e:
		return cmp.Compare(a.e, b.e)
	}
	return cmp.Compare(a.m, b.m)
}
