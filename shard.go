package nqueens

import (
	"cmp"
	"context"
	"fmt"
	"math/bits"
	"slices"
)

// --- Shards ---
//
// The numbering of subproblems and their split into shards are part of the
// API: machines that share a count must agree on them, whatever release of
// the package each runs. So everything here is integer arithmetic on the
// start placements alone, with a random number generator of its own, and
// TestShardsStable pins the result.

// Subproblems returns the numbers of the subproblems of size n that Count
// counts, in increasing order: all of them, or those of shard Shard of
// Shards, including those in Done. Like Count, it returns an error if n,
// Workers, Shard or Shards is out of range, and ctx.Err() if ctx is done
// before it has finished: with shards, it estimates the cost of every
// subproblem of size n, the most of the work for large n.
func (c *Counter) Subproblems(ctx context.Context, n int) ([]int, error) {
	j, err := c.shardOf(ctx, "Counter.Subproblems", n)
	if err != nil {
		return nil, err
	}
	if j.todo == nil {
		return []int{}, nil
	}
	return j.todo, nil
}

// scope says, of a subproblem that c does not count, which ones it counts
// of size n, a size with the given number of subproblems.
func (c *Counter) scope(n, subproblems int) string {
	switch {
	case c.Shards == 0 && n < 2:
		return fmt.Sprintf("not the one subproblem of size %d", n)
	case c.Shards == 0:
		return fmt.Sprintf("not one of the %d subproblems of size %d", subproblems, n)
	}
	return fmt.Sprintf("not in shard %d of %d of size %d", c.Shard, c.Shards, n)
}

// shardOf checks the Counter's settings and n, and returns the work of
// counting size n, with the numbers of the subproblems that c counts in
// increasing order.
func (c *Counter) shardOf(ctx context.Context, fn string, n int) (*job, error) {
	switch {
	case n < 0 || n > MaxN:
		return nil, fmt.Errorf("nqueens: %s: n = %d out of range [0, %d]", fn, n, MaxN)
	case c.Workers < 0:
		return nil, fmt.Errorf("nqueens: %s: Workers = %d is negative", fn, c.Workers)
	case c.Shards < 0:
		return nil, fmt.Errorf("nqueens: %s: Shards = %d is negative", fn, c.Shards)
	case c.Shards == 0 && c.Shard != 0:
		return nil, fmt.Errorf("nqueens: %s: Shard = %d with Shards = 0; set Shards to count one shard", fn, c.Shard)
	case c.Shards > 0 && (c.Shard < 0 || c.Shard >= c.Shards):
		return nil, fmt.Errorf("nqueens: %s: Shard = %d out of range [0, %d)", fn, c.Shard, c.Shards)
	case c.Method < Auto || c.Method > Join:
		return nil, fmt.Errorf("nqueens: %s: Method = %d is not a method", fn, int(c.Method))
	case c.MaxMemory < 0:
		return nil, fmt.Errorf("nqueens: %s: MaxMemory = %d is negative", fn, c.MaxMemory)
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	method, err := c.choose(ctx, fn, n)
	if err != nil {
		return nil, err
	}
	j := &job{n: n, method: method}
	if n < 2 && method == Backtrack {
		j.all = 1
		if c.Shard == 0 {
			j.todo = []int{0}
		}
		return j, nil
	}
	var cost []estimate
	if method == Join {
		if j.join, err = newJoinPlan(ctx, n); err != nil {
			return nil, err
		}
		j.all = len(j.join.units)
		if c.Shards > 1 || c.Progress != nil {
			units, err := j.join.estimates(ctx)
			if err != nil {
				return nil, err
			}
			cost = joinCosts(units)
			j.work = make([]int, len(units))
			var most uint64
			for _, e := range units {
				most = max(most, e)
			}
			// Progress counts in ints: scale the estimates so that
			// their sum fits in 31 bits.
			shift := max(0, bits.Len64(most)+bits.Len(uint(len(units)))-31)
			for u, e := range units {
				j.work[u] = max(1, int(e>>uint(shift)))
			}
		}
	} else {
		if j.list, err = starts(ctx, n); err != nil {
			return nil, err
		}
		j.all = len(j.list)
	}
	if c.Shards <= 1 {
		j.todo = make([]int, j.all)
		for i := range j.todo {
			j.todo[i] = i
		}
		return j, nil
	}
	var shard []int
	if method == Join {
		shard = spread(cost, c.Shards)
	} else if shard, err = assignShards(ctx, n, j.list, c.Shards); err != nil {
		return nil, err
	}
	for sub, s := range shard {
		if s == c.Shard {
			j.todo = append(j.todo, sub)
		}
	}
	return j, nil
}

// joinCosts returns the estimates of the join's units as estimates, for
// spread.
func joinCosts(units []uint64) []estimate {
	cost := make([]estimate, len(units))
	for u, e := range units {
		cost[u] = estimate{1 << 63, -63}.mul(e)
	}
	return cost
}

// assignShards returns the shard, of m, of each subproblem of list, the
// subproblems of size n. Taken in order of decreasing estimated cost, each
// joins the shard with the least estimated cost so far.
func assignShards(ctx context.Context, n int, list []start, m int) ([]int, error) {
	cost := make([]estimate, len(list))
	for sub, s := range list {
		if sub%256 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		cost[sub] = s.estimate(n, sub)
	}
	return spread(cost, m), nil
}

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

// estimateProbes is the number of random paths that estimate follows.
const estimateProbes = 256

// estimate returns an estimate of the cost of counting the completions of
// s, the subproblem numbered sub of size n: Knuth's estimate of the number
// of nodes of its search tree, summed over estimateProbes random paths from
// the root. A path places a queen in each row in turn, on one of the
// squares the queens above leave free, chosen at random, until it reaches a
// row with none; the estimate of a path is the sum, over its rows, of the
// product of the numbers of choices so far.
//
// The search tree is that of the image of s that the counter searches, by
// the rule of start.oriented as it stands; the random numbers come from a
// xorshift generator seeded by sub.
func (s start) estimate(n, sub int) estimate {
	var p subproblem
	p.set(n, s.oriented(n))
	x := uint64(sub)*0x9e3779b97f4a7c15 + 1
	var sum estimate
	for range estimateProbes {
		var cols, diag, anti uint64
		width := estimate{1 << 63, -63}
		for r := range p.rows {
			free := p.allowed[r&(MaxN-1)] &^ (cols | diag | anti)
			choices := uint64(bits.OnesCount64(free))
			if choices == 0 {
				break
			}
			width = width.mul(choices)
			sum = sum.add(width)
			x ^= x << 13
			x ^= x >> 7
			x ^= x << 17
			for k := x % choices; k > 0; k-- {
				free &= free - 1
			}
			bit := free & -free
			cols, diag, anti = cols|bit, (diag|bit)<<1, (anti|bit)>>1
		}
	}
	return sum
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
