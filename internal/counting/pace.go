package counting

import (
	"context"
	"maps"
	"math"
	"slices"
	"time"

	"github.com/nqueens-go/nqueens/internal/engine"
)

// --- The pace of a count ---
//
// Estimate says how long a count would take, before it starts, from the
// estimates of the backtracking engine, whose units' time follows their
// estimated cost across sizes: scaled from the time of a count of size 15
// or 16, they foretold the time of counts of sizes 16 to 19 closely. The
// join's do not: its time for each unit of estimated cost falls steeply as
// the size grows, so that a small size's pace would foretell a count many
// times longer than it takes (docs/performance.md, section "Estimating a
// count").

// paceMin is the size from which Estimate times counts, and paceTime how
// long the count it scales from runs at least, unless it is of the size
// estimated: long enough that the start of a count is a small part of it.
const (
	paceMin  = 8
	paceTime = 100 * time.Millisecond
)

// since is time.Since, which tests replace with a clock of their own.
var since = time.Since

// Estimate returns about how long c.Count(ctx, n) would take here, as
// nqueens.Counter.Estimate documents.
func (c *Settings) Estimate(ctx context.Context, n int) (time.Duration, error) {
	if err := c.checkSettings(n); err != nil {
		return 0, err
	}
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	method, err := c.choose(ctx, n)
	if err != nil {
		return 0, err
	}
	if method != Backtrack {
		return 0, problemf("the count of n = %d is by %v, whose time is not in proportion to the cost it estimates; a count by backtracking has an estimate", n, method)
	}
	kind, err := c.kindOn(ctx, method, n)
	if err != nil {
		return 0, err
	}
	work, err := c.estimatedWork(ctx, n, method)
	if err != nil || work == 0 {
		return 0, err
	}
	// The pace, on the device the count of n takes.
	pace := Settings{Workers: c.Workers, Method: method, Device: deviceOf(method, kind), MaxMemory: c.MaxMemory, ByColumn: c.ByColumn}
	for m := min(n, paceMin); ; m++ {
		start := time.Now()
		_, err := pace.count(ctx, m)
		took := since(start)
		if err != nil {
			return 0, err
		}
		if took < paceTime && m < n {
			continue
		}
		whole, err := pace.work(ctx, m)
		if err != nil {
			return 0, err
		}
		ns := float64(took) * work / whole
		if ns >= math.MaxInt64 {
			return math.MaxInt64, nil
		}
		return time.Duration(ns), nil
	}
}

// sampleUnits is the most subproblems whose cost estimatedWork estimates:
// past it, it estimates those of a sample of them, evenly spread.
const sampleUnits = 4096

// estimatedWork returns the estimated cost of the subproblems that
// c.Count(ctx, n) would count by method: those of the shard, less those
// in Done. Where the count has more than sampleUnits subproblems and its
// engine costs them one by one, it returns their number times the mean
// cost of a sample of sampleUnits of them, divided among the Shards, as
// the shards are balanced by cost, less the cost of Done's subproblems,
// sampled alike; Done's subproblems are then checked against the size and
// method, and Count checks that they are in the shard. Else it plans the
// count as Count does, and adds up the costs of its subproblems.
func (c *Settings) estimatedWork(ctx context.Context, n int, method Method) (float64, error) {
	whole := Settings{Workers: c.Workers, Method: method, Device: c.Device, MaxMemory: c.MaxMemory}
	j, err := whole.plan(ctx, n)
	if err != nil {
		return 0, err
	}
	defer j.engine.Release()
	coster, ok := j.engine.(engine.UnitCoster)
	if !ok || j.all <= sampleUnits {
		// The work of the count, as Count plans it with a Progress to
		// report to: the units of the shard, Done checked and left out.
		sized := Settings{Workers: c.Workers, Progress: func(int, int) {}, Shard: c.Shard, Shards: c.Shards,
			Done: c.Done, Method: method, Device: c.Device, MaxMemory: c.MaxMemory}
		planned, err := sized.planCount(ctx, n)
		if err != nil {
			return 0, err
		}
		planned.engine.Release()
		return sumCosts(planned.costs, planned.todo), nil
	}
	done := make([]int, 0, len(c.Done))
	for _, sub := range slices.SortedFunc(maps.Keys(c.Done), compareUnits) {
		if sub.problem() != "" || sub.N != n || sub.Method != method || sub.Number >= j.all {
			return 0, &UnitError{Unit: sub, Scope: whole.scope(j, sub)}
		}
		done = append(done, sub.Number)
	}
	all, err := sampledCost(ctx, coster, j.units, c.workers())
	if err != nil {
		return 0, err
	}
	if c.Shards > 1 {
		all /= float64(c.Shards)
	}
	finished, err := sampledCost(ctx, coster, done, c.workers())
	if err != nil {
		return 0, err
	}
	return max(0, all-finished), nil
}

// sampledCost returns the estimated cost of units: the sum of their costs
// for up to sampleUnits of them, and for more, their number times the mean
// cost of sampleUnits of them, one from the middle of each of as many
// equal runs, on up to workers goroutines.
func sampledCost(ctx context.Context, coster engine.UnitCoster, units []int, workers int) (float64, error) {
	sample := units
	if len(units) > sampleUnits {
		sample = make([]int, sampleUnits)
		for i := range sample {
			sample[i] = units[(2*i+1)*len(units)/(2*sampleUnits)]
		}
	}
	costs := make([]engine.Estimate, len(sample))
	err := engine.EachChunk(ctx, len(sample), 64, workers, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			costs[i] = coster.Cost(sample[i])
		}
	})
	if err != nil {
		return 0, err
	}
	var sum engine.Estimate
	for _, e := range costs {
		sum = sum.Add(e)
	}
	return sum.Float64() * float64(len(units)) / float64(max(1, len(sample))), nil
}

// work returns the estimated cost of all the subproblems of size n.
func (c *Settings) work(ctx context.Context, n int) (float64, error) {
	j, err := c.plan(ctx, n)
	if err != nil {
		return 0, err
	}
	defer j.engine.Release()
	costs, err := j.engine.Costs(ctx, c.workers())
	if err != nil {
		return 0, err
	}
	return sumCosts(costs, j.units), nil
}

// sumCosts returns the sum of the costs of units, as a float64.
func sumCosts(costs []engine.Estimate, units []int) float64 {
	var sum engine.Estimate
	for _, u := range units {
		sum = sum.Add(costs[u])
	}
	return sum.Float64()
}
