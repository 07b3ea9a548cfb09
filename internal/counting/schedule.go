package counting

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"time"

	"github.com/nqueens-go/nqueens/internal/burnside"
	"github.com/nqueens-go/nqueens/internal/engine"
)

// --- The scheduler ---
//
// Once the planner (plan.go) has made a count's job, the scheduler counts
// its units: on the calling goroutine for small boards, on Workers
// goroutines that take batches from a shared queue elsewhere. It adds up
// what they find, watching for overflow and cancellation, reports it to
// Progress and Finished from the calling goroutine alone, and releases the
// engine when the count is over.

// run counts the units of j that are to do, adds up their counts and those
// of the whole, and releases the engine.
func (c *Settings) run(ctx context.Context, j *job) error {
	defer func() { j.engine.Release() }()
	if len(j.todo) > 0 {
		if err := c.prepare(ctx, j); err != nil {
			return err
		}
	}
	c.report(j, true)
	if err := c.countUnits(ctx, j); err != nil {
		return err
	}
	if j.reported != j.done {
		c.report(j, true) // the last call, with done = total
	}
	if c.Shards <= 1 && !j.engine.CountsUnique() {
		// The units count no fundamental solutions of their own: those
		// of the whole size come from its total.
		unique, err := burnside.Unique(ctx, j.n, j.sum.total)
		var nt *burnside.NotTotalError
		switch {
		case errors.As(err, &nt):
			return &Problem{nt}
		case err == engine.ErrOverflow:
			return &OverflowError{N: j.n}
		case err != nil:
			return err
		}
		j.sum.unique = unique
	}
	return nil
}

// prepare prepares the engine of j, or, where a device of the default's
// choice does not start, puts in its place the engine that counts the
// same units on the processor, and prepares that: the device's Release
// may have released it too.
func (c *Settings) prepare(ctx context.Context, j *job) error {
	err := j.engine.Prepare(ctx)
	if cpu, ok := j.engine.(engine.Fallback); ok && err != nil && c.Device == DefaultDevice {
		j.engine.Release()
		j.engine = cpu.CPU()
		err = j.engine.Prepare(ctx)
	}
	return err
}

// countUnits counts the units of j to do, on the calling goroutine or on
// Workers goroutines, with the engine prepared.
func (c *Settings) countUnits(ctx context.Context, j *job) error {
	workers := c.workers()
	if j.n < smallBoard {
		workers = 1
	}
	batches, _ := j.batches()
	workers = min(workers, batches)
	var err error
	if workers <= 1 {
		err = c.countHere(ctx, j)
	} else {
		err = c.countParallel(ctx, j, workers)
	}
	if err == engine.ErrOverflow {
		err = &OverflowError{N: j.n}
	}
	return err
}

// smallBoard is the size below which a count runs on the calling goroutine
// alone: its subproblems cost less than starting goroutines would.
const smallBoard = 12

// progressEvery is the least time between two calls of Progress, but for
// the first and the last: a count of thousands of small subproblems would
// otherwise call it once for each.
const progressEvery = 100 * time.Millisecond

// report calls Progress, if there is one, with the work of job j: always
// if force is set, and otherwise if progressEvery has passed since the
// last call returned and the work has grown. Timed from the return, the
// calls start progressEvery apart at least, however long one takes or
// however late it starts.
func (c *Settings) report(j *job, force bool) {
	if c.Progress == nil {
		return
	}
	if !force && (j.done == j.reported || time.Since(j.reportedAt) < progressEvery) {
		return
	}
	j.reported = j.done
	c.Progress(j.done, j.total)
	j.reportedAt = time.Now()
}

// collect adds the result r of a unit to the sum of j, and gives it to
// Finished.
func (c *Settings) collect(j *job, r engine.Result) error {
	if r.Err != nil {
		return r.Err
	}
	counts := Counts{Total: r.Total, Unique: r.Unique, UniqueUnknown: !j.engine.CountsUnique()}
	if r.ByColumn != nil {
		counts.ByColumn = ColumnsOf(r.ByColumn)
	}
	if !j.sum.add(counts) {
		return engine.ErrOverflow
	}
	j.done += j.workOf(r.Unit)
	if c.Finished != nil {
		return c.Finished(Unit{j.n, j.method, r.Unit}, counts)
	}
	return nil
}

// batches returns the number of batches of the units of j to count, the
// engine's groups of them if it has any, or else of the engine's size, and
// the function that returns batch i.
func (j *job) batches() (int, func(i int) []int) {
	if g, ok := j.engine.(engine.Grouper); ok {
		if j.groups == nil {
			j.groups = g.Group(j.todo)
		}
		if j.groups != nil {
			return len(j.groups), func(i int) []int { return j.groups[i] }
		}
	}
	size := j.engine.Batch()
	return (len(j.todo) + size - 1) / size, func(i int) []int {
		return j.todo[i*size : min((i+1)*size, len(j.todo))]
	}
}

// countHere counts the units of j on the calling goroutine.
func (c *Settings) countHere(ctx context.Context, j *job) error {
	var stop atomic.Bool
	defer context.AfterFunc(ctx, func() { stop.Store(true) })()
	w := j.engine.Worker()
	batches, batch := j.batches()
	for i := range batches {
		if err := ctx.Err(); err != nil {
			return err
		}
		for _, r := range w.Count(batch(i), &stop) {
			if r.Err == engine.ErrStopped {
				return ctx.Err()
			}
			if err := c.collect(j, r); err != nil {
				return err
			}
			c.report(j, false)
		}
	}
	return nil
}

// countParallel counts the units of j on workers goroutines, which take
// them in batches, in turn, and collects their results on the calling
// goroutine, which alone calls Progress and Finished. The workers stop
// when the units run out, or at once when stop is set: by a cancelled
// ctx, or by a result that cannot be collected. Every result that a worker
// sends is collected, also while they stop, up to the first that fails.
func (c *Settings) countParallel(ctx context.Context, j *job, workers int) error {
	var stop atomic.Bool
	defer context.AfterFunc(ctx, func() { stop.Store(true) })()
	batches, batch := j.batches()
	var (
		next    atomic.Int64
		wg      sync.WaitGroup
		results = make(chan engine.Result, len(j.todo)) // never full: a send never blocks
	)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := j.engine.Worker()
			for !stop.Load() {
				i := int(next.Add(1)) - 1
				if i >= batches {
					return
				}
				for _, r := range w.Count(batch(i), &stop) {
					if r.Err != engine.ErrStopped {
						results <- r
					}
				}
			}
		}()
	}
	go func() {
		wg.Wait()
		close(results)
	}()
	var err, cancelled error
	collected := 0
	for r := range results {
		if err != nil {
			continue // the workers are stopping
		}
		if err = c.collect(j, r); err != nil {
			stop.Store(true)
			continue
		}
		collected++
		c.report(j, false)
		// AfterFunc stops the workers from a goroutine of its own, which
		// may run late: a count cancelled before it is complete says so
		// even if the workers finished meanwhile.
		if cancelled == nil && collected < len(j.todo) {
			if cancelled = ctx.Err(); cancelled != nil {
				stop.Store(true)
			}
		}
	}
	switch {
	case err != nil:
		return err
	case collected < len(j.todo):
		return ctx.Err() // only a cancelled ctx stops the workers early
	}
	return cancelled
}
