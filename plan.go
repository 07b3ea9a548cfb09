package nqueens

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
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
	method Method // Backtrack, Join or Join2
	engine engine
	all    int   // the number of units of size n
	units  []int // the units the count holds, Done's included, in increasing order
	todo   []int // those not in Done, in increasing order
	costs  []estimate
	work   []int // the estimated work of each unit, by number, for Progress
	sum    tally // the counts of Done, and then of the units counted
	done   int   // the work of the units counted
	total  int   // the work of all the units the count holds
}

// plan returns the job of counting size n, for the exported function fn:
// the units of the shard, without looking at Done.
func (c *Counter) plan(ctx context.Context, fn string, n int) (*job, error) {
	if ctx == nil {
		panic(fmt.Sprintf("nqueens: %s: nil Context", fn))
	}
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
	case c.MaxMemory < 0:
		return nil, fmt.Errorf("nqueens: %s: MaxMemory = %d is negative", fn, c.MaxMemory)
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	method, stream, err := c.choose(ctx, fn, n)
	if err != nil {
		return nil, err
	}
	e, err := newEngine(ctx, method, n, stream)
	if err != nil {
		return nil, err
	}
	j := &job{n: n, method: method, engine: e, all: e.units()}
	if c.Shards <= 1 {
		j.units = make([]int, j.all)
		for u := range j.units {
			j.units[u] = u
		}
		return j, nil
	}
	if j.costs, err = e.costs(ctx); err != nil {
		return nil, err
	}
	j.units = []int{}
	for u, s := range spread(j.costs, c.Shards) {
		if s == c.Shard {
			j.units = append(j.units, u)
		}
	}
	return j, nil
}

// planCount returns the job of counting size n for Count: the units of
// the shard, less those in Done, whose counts it adds up, and the work of
// each unit if there is a Progress to report it to.
func (c *Counter) planCount(ctx context.Context, fn string, n int) (*job, error) {
	j, err := c.plan(ctx, fn, n)
	if err != nil {
		return nil, err
	}
	if c.Progress != nil {
		if j.costs == nil {
			if j.costs, err = j.engine.costs(ctx); err != nil {
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
	in := make(map[Subproblem]bool, len(j.units))
	for _, u := range j.units {
		in[Subproblem{n, j.method, u}] = true
	}
	for _, sub := range slices.SortedFunc(maps.Keys(c.Done), compareSubproblems) {
		if !in[sub] {
			return nil, &SubproblemError{Subproblem: sub, fn: fn, scope: c.scope(j, sub)}
		}
		if !j.sum.add(c.Done[sub]) {
			return nil, overflowError(fn, n)
		}
		j.done += j.workOf(sub.Number)
	}
	j.todo = nil
	for _, u := range j.units {
		if _, ok := c.Done[Subproblem{n, j.method, u}]; !ok {
			j.todo = append(j.todo, u)
		}
	}
	return j, nil
}

// compareSubproblems orders subproblems by size, method, then number.
func compareSubproblems(a, b Subproblem) int {
	return cmp.Or(cmp.Compare(a.N, b.N), cmp.Compare(a.Method, b.Method), cmp.Compare(a.Number, b.Number))
}

// scope says why the count of job j does not hold subproblem sub, and
// which subproblems it does hold.
func (c *Counter) scope(j *job, sub Subproblem) string {
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
func scaleWork(costs []estimate) []int {
	var sum estimate
	for _, e := range costs {
		sum = sum.add(e)
	}
	work := make([]int, len(costs))
	for u, e := range costs {
		// e/2^(E+41), rounded down, with e = m·2^k: as sum = M·2^E with
		// 2^63 ≤ M < 2^64, that is from e/sum·2^22 to e/sum·2^23, and
		// the shares add up to less than 2^23.
		if shift := sum.e - e.e + 41; e.m != 0 && shift < 64 {
			work[u] = int(e.m >> uint(shift))
		}
		work[u] = max(1, work[u])
	}
	return work
}

// choose returns the method, Backtrack, Join or Join2, that counts size n,
// for the exported function fn: Method, or by the rule of Auto, which
// looks at n and MaxMemory alone; and for a join, whether it streams the
// table's entries, because the whole table takes more than MaxMemory. It
// returns an error if Method is not a method, or joins and the join cannot
// count size n, and ctx.Err() if ctx is done while it sizes the join's
// table.
func (c *Counter) choose(ctx context.Context, fn string, n int) (m Method, stream bool, err error) {
	limit := uint64(defaultMaxMemory)
	if c.MaxMemory > 0 {
		limit = uint64(c.MaxMemory)
	}
	switch c.Method {
	case Backtrack:
		return Backtrack, false, nil
	case Auto:
		if n < autoJoinN || n > joinMaxN {
			return Backtrack, false, nil
		}
		stream, err := joinMemory(ctx, n, limit)
		var me *MemoryError
		if errors.As(err, &me) {
			return Backtrack, false, nil
		}
		if err != nil {
			return 0, false, err
		}
		return Join2, stream, nil
	case Join, Join2:
		if n < joinMinN || n > joinMaxN {
			return 0, false, fmt.Errorf("nqueens: %s: the join counts sizes %d to %d, not %d", fn, joinMinN, joinMaxN, n)
		}
		stream, err := joinMemory(ctx, n, limit)
		var me *MemoryError
		if errors.As(err, &me) {
			me.fn = fn
		}
		return c.Method, stream, err
	}
	return 0, false, fmt.Errorf("nqueens: %s: Method = %d is not a method", fn, int(c.Method))
}

// joinMemory returns whether a join of size n streams the entries of its
// table, which it does from size streamN on, and where the whole table
// takes more than limit bytes; or a *MemoryError if even the index takes
// more, or ctx.Err() if ctx is done while it sizes the table.
func joinMemory(ctx context.Context, n int, limit uint64) (stream bool, err error) {
	whole, err := quarterSize(ctx, n/2)
	if err != nil {
		return false, err
	}
	if whole <= limit && n < streamN {
		return false, nil
	}
	if index := quarterIndexSize(n / 2); index <= limit {
		return true, nil
	}
	return false, &MemoryError{N: n, Need: quarterIndexSize(n / 2), Table: whole, Limit: limit}
}

// A MemoryError is the error that [Counter.Count] returns when a count by
// [Join] or [Join2] would need more memory than the Counter's MaxMemory
// for its table: a join whose whole table takes more keeps only the
// table's index, and places the entries each goroutine needs as it needs
// them, but it needs the index.
type MemoryError struct {
	N     int    // the board size
	Need  uint64 // the bytes that the table's index takes, the least the join needs
	Table uint64 // the bytes that the whole table takes
	Limit uint64 // MaxMemory, or 1 GiB for a MaxMemory of 0
	fn    string // the function that was called
}

// Error says how much memory the table takes, and how much it may.
func (e *MemoryError) Error() string {
	return fmt.Sprintf("nqueens: %s: the join of n = %d needs %d bytes for its table's index at least (the whole table takes %d), more than MaxMemory = %d; raise MaxMemory to count it", e.fn, e.N, e.Need, e.Table, e.Limit)
}
