package counting

import (
	"context"
	"errors"
	"math"
	"testing"
	"time"

	"github.com/nqueens-go/nqueens/internal/engine"
)

// withClock makes every timed count of Estimate take d, for the rest of
// the test: the first size it times, paceMin, is then the one it scales
// from.
func withClock(t *testing.T, d time.Duration) {
	t.Helper()
	saved := since
	since = func(time.Time) time.Duration { return d }
	t.Cleanup(func() { since = saved })
}

// TestEstimateParts checks, on a clock that makes the pace the same in
// every call, that the estimates of the shards of a count add up to the
// whole, that Done's subproblems are left out, and that a count with
// nothing to count takes no time.
func TestEstimateParts(t *testing.T) {
	withClock(t, time.Second)
	ctx := context.Background()
	const n, shards = 14, 4
	whole, err := (&Settings{Method: Backtrack}).Estimate(ctx, n)
	if err != nil || whole <= 0 {
		t.Fatalf("Estimate(%d) = %v, %v", n, whole, err)
	}
	// Sized from 1 s at size 8, the work of 14 takes far longer.
	if whole < time.Minute {
		t.Errorf("Estimate(%d) = %v from 1 s at size %d", n, whole, paceMin)
	}
	var sum time.Duration
	for i := range shards {
		c := &Settings{Method: Backtrack, Shard: i, Shards: shards}
		d, err := c.Estimate(ctx, n)
		if err != nil || d <= 0 || d >= whole {
			t.Fatalf("shard %d of %d: %v, %v; the whole is %v", i, shards, d, err, whole)
		}
		sum += d
	}
	// Each part is rounded down to the nanosecond.
	if diff := whole - sum; diff < 0 || diff > shards {
		t.Errorf("the shards' estimates add up to %v, the whole's is %v", sum, whole)
	}

	// With shard 0's subproblems done, what is left is the other shards.
	c := &Settings{Method: Backtrack, Shard: 0, Shards: shards}
	method, units, err := c.Units(ctx, n)
	if err != nil {
		t.Fatal(err)
	}
	first, err := c.Estimate(ctx, n)
	if err != nil {
		t.Fatal(err)
	}
	done := map[Unit]Counts{}
	for _, u := range units {
		done[Unit{n, method, u}] = Counts{}
	}
	rest, err := (&Settings{Method: Backtrack, Done: done}).Estimate(ctx, n)
	if diff := whole - first - rest; err != nil || diff < -1 || diff > 2 {
		t.Errorf("with shard 0 done: %v, %v; want %v less shard 0's %v", rest, err, whole, first)
	}
	c.Done = done
	if d, err := c.Estimate(ctx, n); d != 0 || err != nil {
		t.Errorf("shard 0 with all of it done: %v, %v; want 0", d, err)
	}
	for _, n := range []int{2, 3} {
		if d, err := (&Settings{}).Estimate(ctx, n); d != 0 || err != nil {
			t.Errorf("Estimate(%d) = %v, %v; want 0, nil", n, d, err)
		}
	}
}

// TestEstimateLongest checks that an estimate beyond the longest Duration
// is the longest Duration.
func TestEstimateLongest(t *testing.T) {
	withClock(t, time.Hour)
	d, err := (&Settings{Method: Backtrack}).Estimate(context.Background(), 22)
	if d != math.MaxInt64 || err != nil {
		t.Errorf("Estimate(22) from an hour at size %d: %v, %v; want the longest Duration", paceMin, d, err)
	}
}

// TestEstimateSmall checks the estimates of sizes below paceMin, which
// Estimate times themselves, and that every estimate is of some time.
func TestEstimateSmall(t *testing.T) {
	withClock(t, time.Millisecond)
	for n := 4; n <= paceMin; n++ {
		d, err := (&Settings{}).Estimate(context.Background(), n)
		if d != time.Millisecond || err != nil {
			t.Errorf("Estimate(%d) = %v, %v; want the %v the count of %d took", n, d, err, time.Millisecond, n)
		}
	}
}

// TestEstimateClock checks, on the real clock, that an estimate is of some
// time, and of more than a day for backtracking size 24 on one goroutine,
// which takes months.
func TestEstimateClock(t *testing.T) {
	if testing.Short() {
		t.Skip("times a sample of a count of 24")
	}
	c := &Settings{Method: Backtrack, Workers: 1}
	d, err := c.Estimate(context.Background(), 24)
	if err != nil || d <= 24*time.Hour {
		t.Errorf("Estimate(24) = %v, %v; want months", d, err)
	}
	if d, err := c.Estimate(context.Background(), 9); err != nil || d <= 0 {
		t.Errorf("Estimate(9) = %v, %v; want some time", d, err)
	}
}

// TestEstimateSampled checks the estimate of a count of more subproblems
// than Estimate costs one by one, on a clock that makes the pace the same
// in every call: the sampled cost of size 18, whose 5,728 subproblems are
// sampled by 4,096, is within 1% of the sum of all the costs, a shard's
// estimate is the whole's share, Done's subproblems are left out, and
// Done's of another count refused.
func TestEstimateSampled(t *testing.T) {
	if testing.Short() {
		t.Skip("sizes every subproblem of 18")
	}
	withClock(t, time.Second)
	ctx := context.Background()
	const n = 18
	c := &Settings{Method: Backtrack}
	j, err := c.plan(ctx, n)
	if err != nil {
		t.Fatal(err)
	}
	if j.all <= sampleUnits {
		t.Fatalf("size %d has %d subproblems, not more than %d", n, j.all, sampleUnits)
	}
	costs, err := j.engine.Costs(ctx, 2)
	if err != nil {
		t.Fatal(err)
	}
	exact := sumCosts(costs, j.units)
	sampled, err := sampledCost(ctx, j.engine.(engine.UnitCoster), j.units, 2)
	if err != nil || math.Abs(sampled/exact-1) > 0.01 {
		t.Errorf("size %d: the sampled cost is %.4g, %v; the sum of all is %.4g", n, sampled, err, exact)
	}
	whole, err := c.Estimate(ctx, n)
	if err != nil {
		t.Fatal(err)
	}
	shard, err := (&Settings{Method: Backtrack, Shard: 2, Shards: 5}).Estimate(ctx, n)
	if err != nil || math.Abs(float64(shard)/float64(whole/5)-1) > 1e-9 {
		t.Errorf("shard 2 of 5: %v, %v; want a fifth of %v", shard, err, whole)
	}
	done := map[Unit]Counts{}
	var left float64
	for u := range j.all {
		if u%3 == 0 {
			done[Unit{n, Backtrack, u}] = Counts{}
		} else {
			left += costs[u].Float64()
		}
	}
	rest, err := (&Settings{Method: Backtrack, Done: done}).Estimate(ctx, n)
	if want := float64(whole) * left / exact; err != nil || math.Abs(float64(rest)/want-1) > 0.02 {
		t.Errorf("with a third done: %v, %v; want about %v", rest, err, time.Duration(want))
	}
	for _, sub := range []Unit{{n, Backtrack, j.all}, {n + 1, Backtrack, 0}, {n, Join2, 0}} {
		_, err := (&Settings{Method: Backtrack, Done: map[Unit]Counts{sub: {}}}).Estimate(ctx, n)
		if ue := (*UnitError)(nil); !errors.As(err, &ue) || ue.Unit != sub {
			t.Errorf("Done holding %v: %v; want a *UnitError", sub, err)
		}
	}
}
