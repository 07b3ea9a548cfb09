package counting

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"maps"
	"runtime"
	"slices"
	"time"

	"github.com/nqueens-go/nqueens/internal/engine"
)

// --- Planning a count ---
//
// Before a count starts, the planner checks the Counter's settings, chooses
// the method and its engine, picks the units of the shard, checks Done
// against them and sizes the work for Progress. Count and Subproblems
// share it, so they always agree on which units a count holds.

// A job is the work of one call of Counter.Count or Counter.Subproblems.
type job struct {
	n      int
	method Method // the method that counts, never Auto
	engine engine.Engine
	all    int     // the number of units of size n
	units  []int   // the units the count holds, Done's included, in increasing order
	todo   []int   // those not in Done, in increasing order
	groups [][]int // the todo units in the engine's groups, once batches has asked a grouper
	costs  []engine.Estimate
	work   []int // the estimated work of each unit, by number, for Progress
	sum    tally // the counts of Done, and then of the units counted
	done   int   // the work of the units counted
	total  int   // the work of all the units the count holds
	// reported and reportedAt are the done of the last call of Progress,
	// and the time it returned.
	reported   int
	reportedAt time.Time
}

// checkSettings returns an error if n or a setting of c is out of range.
func (c *Settings) checkSettings(n int) error {
	switch {
	case n < 0 || n > MaxN:
		return problemf("n = %d out of range [0, %d]", n, MaxN)
	case c.Workers < 0:
		return problemf("Workers = %d is negative", c.Workers)
	case c.Shards < 0:
		return problemf("Shards = %d is negative", c.Shards)
	case c.Shards == 0 && c.Shard != 0:
		return problemf("Shard = %d with Shards = 0; set Shards to count one shard", c.Shard)
	case c.Shards > 0 && (c.Shard < 0 || c.Shard >= c.Shards):
		return problemf("Shard = %d out of range [0, %d)", c.Shard, c.Shards)
	case c.MaxMemory < 0:
		return problemf("MaxMemory = %d is negative", c.MaxMemory)
	}
	return nil
}

// plan returns the job of counting size n: the units of the shard, without
// looking at Done. Its engine is the caller's to release; plan releases it
// if it returns an error.
func (c *Settings) plan(ctx context.Context, n int) (*job, error) {
	if err := c.checkSettings(n); err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	method, err := c.choose(ctx, n)
	if err != nil {
		return nil, err
	}
	kind, err := c.kindOn(ctx, method, n)
	if err != nil {
		return nil, err
	}
	e, err := kind.newEngine(ctx, n, c.limit())
	if err != nil {
		return nil, kindError(method, err)
	}
	if c.ByColumn {
		if err := splitByColumn(method, c.Device, e); err != nil {
			e.Release()
			return nil, err
		}
	}
	j := &job{n: n, method: method, engine: e, all: e.Units()}
	if c.Shards <= 1 {
		j.units = make([]int, j.all)
		for u := range j.units {
			j.units[u] = u
		}
		return j, nil
	}
	if j.costs, err = e.Costs(ctx, c.workers()); err != nil {
		e.Release()
		return nil, err
	}
	// The split into shards is part of the API: machines that share a
	// count must agree on it, whatever release each runs. So the
	// engines' estimates of their subproblems' costs are integer
	// arithmetic, and TestShardsStable and TestJoinUnitsStable pin it.
	j.units = []int{}
	for u, s := range engine.Spread(j.costs, c.Shards) {
		if s == c.Shard {
			j.units = append(j.units, u)
		}
	}
	return j, nil
}

// workers returns Workers, or what a Workers of 0 stands for.
func (c *Settings) workers() int {
	if c.Workers > 0 {
		return c.Workers
	}
	return runtime.GOMAXPROCS(0)
}

// limit returns MaxMemory, or what a MaxMemory of 0 stands for.
func (c *Settings) limit() uint64 {
	if c.MaxMemory > 0 {
		return uint64(c.MaxMemory)
	}
	return defaultMaxMemory
}

// planCount returns the job of counting size n for Count: the units of
// the shard, less those in Done, whose counts it adds up, and the work of
// each unit if there is a Progress to report it to. It releases the
// engine if it returns an error.
func (c *Settings) planCount(ctx context.Context, n int) (_ *job, err error) {
	j, err := c.plan(ctx, n)
	if err != nil {
		return nil, err
	}
	defer func() {
		if err != nil {
			j.engine.Release()
		}
	}()
	if c.Progress != nil {
		if j.costs == nil {
			if j.costs, err = j.engine.Costs(ctx, c.workers()); err != nil {
				return nil, err
			}
		}
		j.work = scaleWork(j.costs)
		for _, u := range j.units {
			j.total += j.work[u]
		}
		if len(j.units) == 0 {
			// Nothing to count, as for n = 2 and 3 or an empty shard:
			// all of it is done, and the total is not 0, which a
			// caller would divide by.
			j.total, j.done = 1, 1
		}
	}
	j.todo = j.units
	if len(c.Done) == 0 {
		return j, nil
	}
	in := make(map[Unit]bool, len(j.units))
	for _, u := range j.units {
		in[Unit{n, j.method, u}] = true
	}
	for _, sub := range slices.SortedFunc(maps.Keys(c.Done), compareUnits) {
		if !in[sub] {
			return nil, &UnitError{Unit: sub, Scope: c.scope(j, sub)}
		}
		if why := c.recordProblem(n, c.Done[sub]); why != "" {
			return nil, &UnitError{Unit: sub, Scope: why}
		}
		if !j.sum.add(c.Done[sub]) {
			return nil, &OverflowError{N: n}
		}
		j.done += j.workOf(sub.Number)
	}
	j.todo = nil
	for _, u := range j.units {
		if _, ok := c.Done[Unit{n, j.method, u}]; !ok {
			j.todo = append(j.todo, u)
		}
	}
	return j, nil
}

// compareUnits orders subproblems by size, method, then number.
func compareUnits(a, b Unit) int {
	return cmp.Or(cmp.Compare(a.N, b.N), cmp.Compare(a.Method, b.Method), cmp.Compare(a.Number, b.Number))
}

// scope says why the count of job j does not hold subproblem sub, and
// which subproblems it does hold.
func (c *Settings) scope(j *job, sub Unit) string {
	switch {
	case sub.problem() != "":
		return "which no count holds: its " + sub.problem()
	case sub.N != j.n:
		return fmt.Sprintf("of a count of size %d, but this count is of size %d; records of one size never count for another",
			sub.N, j.n)
	case sub.Method != j.method:
		return fmt.Sprintf("of a count by %v, but this count of size %d is by %v; set Method to %v to go on with that count",
			sub.Method, j.n, j.method, sub.Method)
	case c.Shards == 0 && j.all == 1:
		return fmt.Sprintf("not the one subproblem by %v of size %d", j.method, j.n)
	case c.Shards == 0:
		return fmt.Sprintf("not one of the %d subproblems by %v of size %d", j.all, j.method, j.n)
	}
	return fmt.Sprintf("not in shard %d of %d by %v of size %d", c.Shard, c.Shards, j.method, j.n)
}

// workOf returns the estimated work of unit u, for Progress.
func (j *job) workOf(u int) int {
	if j.work == nil {
		return 0
	}
	return j.work[u]
}

// scaleWork returns the estimated costs as whole numbers of work for
// Progress, in proportion to the costs, at least 1 each, in units that
// keep their sum below 2^24 for up to 2^23 units (a count has fewer than
// 2^21): 100 times the sum fits in a 32-bit int.
func scaleWork(costs []engine.Estimate) []int {
	var sum engine.Estimate
	for _, e := range costs {
		sum = sum.Add(e)
	}
	_, top := sum.Parts()
	work := make([]int, len(costs))
	for u, e := range costs {
		// e/2^(E+41), rounded down, with e = m·2^k: as sum = M·2^E with
		// 2^63 ≤ M < 2^64, that is from e/sum·2^22 to e/sum·2^23, and
		// the shares add up to less than 2^23.
		if m, k := e.Parts(); m != 0 && top-k+41 < 64 {
			work[u] = int(m >> uint(top-k+41))
		}
		work[u] = max(1, work[u])
	}
	return work
}

// choose returns the method that counts size n: Method, if its engine can
// count n within MaxMemory here, or by the rule of Auto, the first method
// of autoOrder that prefers n and can count it, which depends on n and
// MaxMemory alone. It returns the error of Method's engine kind if it
// cannot, an error if Method is not a method, and ctx.Err() if ctx is done
// while an engine sizes what it needs.
func (c *Settings) choose(ctx context.Context, n int) (Method, error) {
	if c.Method == Auto {
		for _, m := range autoOrder {
			kind := m.kind()
			if !kind.prefers(n) {
				continue
			}
			if err := kind.check(ctx, n, c.limit()); !passedOver(err) {
				return m, kindError(m, err)
			}
		}
		return 0, problemf("no method counts n = %d here", n)
	}
	kind := c.Method.kind()
	if kind == nil {
		return 0, problemf("Method = %d is not a method", int(c.Method))
	}
	if err := kind.check(ctx, n, c.limit()); err != nil {
		return 0, kindError(c.Method, err)
	}
	return c.Method, nil
}

// passedOver reports whether err, of an engine kind's check, makes Auto
// look at the next method: the method does not count the size, not in
// MaxMemory, or not on this machine.
func passedOver(err error) bool {
	var se engine.SizeError
	var me engine.MemoryError
	var ue engine.Unavailable
	return errors.As(err, &se) || errors.As(err, &me) || errors.As(err, &ue)
}

// kindError returns err, of the engine kind of method m, as the API says
// it: a size out of range as a *RangeError, too little memory as a
// *MemoryError.
func kindError(m Method, err error) error {
	var se engine.SizeError
	var me engine.MemoryError
	switch {
	case errors.As(err, &se):
		return &RangeError{Method: m, N: se.N, Min: se.Min, Max: se.Max}
	case errors.As(err, &me):
		return &MemoryError{N: me.N, Need: me.Need, Table: me.Whole, Limit: me.Limit}
	}
	return err
}

// kindOn returns the engine kind that counts by method m, on the Counter's
// Device, for size n: the processor's, or for DefaultDevice the kind of
// the processor or of a GPU, whichever counts n faster (trial.go). It
// returns an error for a Device where m does not count or that
// this machine does not have, and ctx.Err().
func (c *Settings) kindOn(ctx context.Context, m Method, n int) (engineKind, error) {
	switch {
	case c.Device == DefaultDevice && c.ByColumn:
		return methods[m].on[CPU], nil
	case c.Device == DefaultDevice:
		k, _, err := c.defaultKind(ctx, m, n)
		return k, err
	case c.Device == CPU:
		return methods[m].on[CPU], nil
	case c.Device > CPU && c.Device < deviceCount:
		k := methods[m].on[c.Device]
		if k == nil {
			return nil, problemf("%v does not count on %v; set Method to %s, or Device to cpu", m, c.Device, methodList(Counting(c.Device)))
		}
		if err := k.check(ctx, n, c.limit()); err != nil {
			return nil, &DeviceError{Device: c.Device, Err: kindError(m, err)}
		}
		return k, nil
	}
	return nil, problemf("Device = %d is not a device", int(c.Device))
}

// deviceOf returns the device whose kind of method m, or whose kind that
// takes a GPU alone, is k.
func deviceOf(m Method, k engineKind) Device {
	for d, dk := range methods[m].on {
		if g, ok := dk.(gpuKind); dk == k || ok && g.gpu() == k {
			return Device(d)
		}
	}
	return CPU
}
