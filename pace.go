package nqueens

import (
	"context"
	"math"
	"time"

	"github.com/nqueens-go/nqueens/internal/seam"
)

// --- The pace of a count ---
//
// Estimate says how long a count would take, before it starts, from the
// estimates of the backtracking engine, whose units' time follows their
// estimated cost across sizes: scaled from the time of a count of size 15
// or 16, they foretold the time of counts of sizes 16 to 19 within 5%, on
// the machine of the README's figures. The join's do not:
// its time for each unit of estimated cost falls as the size grows (by 40
// times from n = 16 to 22), so that a small size's pace would foretell
// years where a count takes hours.

// paceMin is the size from which Estimate times counts, and paceTime how
// long the count it scales from runs at least, unless it is of the size
// estimated: long enough that the start of a count is a small part of it.
const (
	paceMin  = 8
	paceTime = 100 * time.Millisecond
)

// since is time.Since, which tests replace with a clock of their own.
var since = time.Since

// Estimate returns about how long c.Count(ctx, n) would take on this
// machine, before it starts: the cost of its subproblems (those of the
// shard, if c names one, less those in Done), as its engine estimates it,
// at the pace at which the same method counts here, on the same device and
// number of goroutines. Estimate finds that pace by timing counts of sizes
// from 8 up, until one takes a tenth of a second or more, or is of size n;
// that takes under a second where a count of n takes longer, and then a few
// seconds more for n near MaxN, to estimate the cost of each subproblem.
// Where the count would take more than the longest Duration, some 292
// years, as one of size 30 does on two cores of the machine of the
// README's figures (where size 27 would take 260 years), Estimate returns
// the longest Duration.
//
// Estimates are for counts by backtracking, which a count of size 26 or
// more is: the time of its subproblems follows their estimated cost,
// across sizes, so that counts of sizes 16 to 19 took within 5% of their
// estimates. For a count by Join or Join2, as Auto counts sizes 12
// to 25, Estimate returns an error: the join's time for each unit of its
// estimated cost falls as the size grows, 40 times from size 16 to 22, so
// that the pace of a small size says nothing of a large one.
//
// Estimate returns the errors that Count returns for its settings and
// Done, and ctx.Err() if ctx is done first. It panics if ctx is nil.
func (c *Counter) Estimate(ctx context.Context, n int) (time.Duration, error) {
	checkContext("Counter.Estimate", ctx)
	d, err := c.estimate(ctx, n)
	return d, named("Counter.Estimate", err)
}

// estimate is Estimate.
func (c *Counter) estimate(ctx context.Context, n int) (time.Duration, error) {
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
	// The work of the count, as Count plans it with a Progress to report
	// to: the units of the shard, Done checked and left out.
	sized := Counter{Workers: c.Workers, Progress: func(int, int) {}, Shard: c.Shard, Shards: c.Shards,
		Done: c.Done, Method: method, Device: c.Device, MaxMemory: c.MaxMemory}
	j, err := sized.planCount(ctx, n)
	if err != nil {
		return 0, err
	}
	j.engine.Release()
	work := sumCosts(j.costs, j.todo)
	if work == 0 {
		return 0, nil
	}
	// The pace, on the device the count of n takes.
	pace := Counter{Workers: c.Workers, Method: method, Device: deviceOf(method, kind), MaxMemory: c.MaxMemory}
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

// work returns the estimated cost of all the subproblems of size n.
func (c *Counter) work(ctx context.Context, n int) (float64, error) {
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
func sumCosts(costs []seam.Estimate, units []int) float64 {
	var sum seam.Estimate
	for _, u := range units {
		sum = sum.Add(costs[u])
	}
	return sum.Float64()
}
