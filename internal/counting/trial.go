package counting

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/nqueens-go/nqueens/internal/engine"
)

// --- The default device, chosen by timing ---
//
// DefaultDevice counts on a GPU only where the GPU is the faster, and
// finds out by timing, not by a rule: a count of a size from gpuFromN on a
// machine whose OpenCL GPU can count it first counts a sample of its
// units on the processor, then the same units on the GPU, and counts the
// whole on the GPU only if the GPU finished the sample sooner and found
// the same total. The GPU's sample stops as soon as it has taken as long
// as the processor's, so that a slow GPU costs the count no more than the
// processor's sample again: one unit in trialStride of those the count
// holds (a shard's, for a shard), some 1/256 of the count's work for the
// large sizes where a GPU may pay. A count of too few units to spare a
// sample of trialUnits, one in trialLeast at most, stays on the
// processor untimed. A GPU that fails or does not start on the sample
// leaves the count on the processor. The choice holds for the process,
// for each method, size, shard, number of workers and memory limit, so
// that only the first such count pays for it; the sample's counts are not
// kept.

// trialStride is the most units between two of the sample, trialUnits
// the units of the sample at least, and trialLeast the fewest units
// between two of it: a count with fewer than trialUnits*trialLeast units
// is not timed.
const (
	trialStride = 256
	trialUnits  = 8
	trialLeast  = 16
)

// trialClock is the clock that times the samples: a variable, which the
// tests replace with one that their fake engines advance.
var trialClock = time.Now

// A deviceKind is a kind of a method on a device that has a name: an
// OpenCL device.
type deviceKind interface {
	// deviceName names the device, as "GPU NVIDIA H100 80GB HBM3".
	deviceName() string
}

// trialKey names a choice of the default device.
type trialKey struct {
	method        Method
	n             int
	shard, shards int
	workers       int
	limit         uint64
}

// trialChoice is the default device's choice for a trialKey: the kind
// that counts, and why, in words.
type trialChoice struct {
	kind engineKind
	why  string
}

// trials holds the choices of the default device made in this process.
var trials struct {
	sync.Mutex
	m map[trialKey]trialChoice
}

// defaultKind returns the kind of method m that DefaultDevice counts size
// n with: the processor's, or that of a GPU the table of methods names,
// which can count n, where it counts a sample of the count faster; and
// why, in words, where it timed a GPU. It returns ctx.Err() if ctx is
// done first.
func (c *Settings) defaultKind(ctx context.Context, m Method, n int) (engineKind, string, error) {
	cpu := methods[m].on[CPU]
	for d, k := range methods[m].on {
		g, ok := k.(gpuKind)
		if !ok || Device(d) == CPU {
			continue
		}
		if g.gpu().check(ctx, n, c.limit()) != nil {
			if err := ctx.Err(); err != nil {
				return nil, "", err
			}
			continue
		}
		key := trialKey{m, n, c.Shard, c.Shards, c.workers(), c.limit()}
		trials.Lock()
		choice, ok := trials.m[key]
		trials.Unlock()
		if !ok {
			var err error
			if choice, err = c.timeDevices(ctx, n, cpu, g.gpu()); err != nil {
				return nil, "", err
			}
			trials.Lock()
			if trials.m == nil {
				trials.m = make(map[trialKey]trialChoice)
			}
			trials.m[key] = choice
			trials.Unlock()
		}
		return choice.kind, choice.why, nil
	}
	return cpu, "", nil
}

// timeDevices counts a sample of the units of size n with the kind of the
// processor, cpu, and then with that of a GPU, gpu, and returns the
// choice of the one that finished first, the processor where they tie or
// disagree or the GPU fails. It returns ctx.Err() if ctx is done first.
func (c *Settings) timeDevices(ctx context.Context, n int, cpu, gpu engineKind) (trialChoice, error) {
	name := "the OpenCL GPU"
	if d, ok := gpu.(deviceKind); ok {
		name = d.deviceName()
	}
	onCPU := func(why string, args ...any) trialChoice {
		return trialChoice{cpu, fmt.Sprintf(why, args...) + ": counting on the processor"}
	}
	cpuTotal, sample, units, cpuTook, err := c.trial(ctx, cpu, n, nil, 0)
	if err != nil {
		return trialChoice{}, err
	}
	if sample == nil {
		return onCPU("the count's %d subproblems are too few to time %s on a sample of them", units, name), nil
	}
	of := fmt.Sprintf("a sample of %d of the %d subproblems", len(sample), units)
	gpuTotal, _, _, gpuTook, err := c.trial(ctx, gpu, n, sample, cpuTook)
	switch {
	case ctx.Err() != nil:
		return trialChoice{}, ctx.Err()
	case err == errTrialSlow:
		return onCPU("the processor counted %s in %.3f s, %s took longer", of, cpuTook.Seconds(), name), nil
	case err != nil:
		return onCPU("%s failed on %s: %v", name, of, err), nil
	case gpuTotal != cpuTotal:
		return onCPU("%s counted %s as %d solutions, the processor as %d", name, of, gpuTotal, cpuTotal), nil
	case gpuTook >= cpuTook:
		return onCPU("the processor counted %s in %.3f s, %s in %.3f s", of, cpuTook.Seconds(), name, gpuTook.Seconds()), nil
	}
	return trialChoice{gpu, fmt.Sprintf("%s counted %s in %.3f s, the processor in %.3f s: counting on the GPU",
		name, of, gpuTook.Seconds(), cpuTook.Seconds())}, nil
}

// errTrialSlow is the error of a sample stopped for taking too long.
var errTrialSlow = fmt.Errorf("nqueens: the sample took too long")

// trial counts a sample of the units of size n with kind k, on the
// Counter's workers: sample, or where sample is nil one it picks from the
// units of the Counter's shard, or none if they are too few. It returns
// their total, the sample, the number of units of the shard, and how long
// they took, the engine's preparation included. With limit above 0, it
// stops the sample once it has taken longer than limit, and returns
// errTrialSlow.
func (c *Settings) trial(ctx context.Context, k engineKind, n int, sample []int, limit time.Duration) (total uint64, _ []int, units int, took time.Duration, err error) {
	start := trialClock()
	e, err := k.newEngine(ctx, n, c.limit())
	if err != nil {
		return 0, nil, 0, 0, err
	}
	defer e.Release()
	j := &job{n: n, engine: e, all: e.Units()}
	if sample == nil {
		held, err := c.held(ctx, e)
		if err != nil {
			return 0, nil, 0, 0, err
		}
		units = len(held)
		stride := min(trialStride, len(held)/trialUnits)
		if stride < trialLeast {
			return 0, nil, units, 0, nil
		}
		for i := stride / 2; i < len(held); i += stride {
			sample = append(sample, held[i])
		}
	}
	j.units, j.todo = sample, sample
	tctx, cancel := context.WithCancel(ctx)
	defer cancel()
	if limit > 0 {
		// The processor's time, on this clock: the sample stops at the
		// end of the batches under way once it has taken longer.
		done, exited := make(chan struct{}), make(chan struct{})
		defer func() { close(done); <-exited }()
		go func() {
			defer close(exited)
			tick := time.NewTicker(time.Millisecond)
			defer tick.Stop()
			for trialClock().Sub(start) <= limit {
				select {
				case <-done:
					return
				case <-tick.C:
				}
			}
			cancel()
		}()
	}
	if err = e.Prepare(tctx); err == nil {
		t := Settings{Workers: c.Workers}
		err = t.countUnits(tctx, j)
	}
	took = trialClock().Sub(start)
	switch {
	case ctx.Err() != nil:
		return 0, nil, 0, 0, ctx.Err()
	case tctx.Err() != nil || limit > 0 && took > limit:
		return 0, nil, 0, 0, errTrialSlow
	}
	return j.sum.total, sample, units, took, err
}

// held returns the units of engine e that the Counter's shard holds, in
// increasing order: all of them for a whole count.
func (c *Settings) held(ctx context.Context, e engine.Engine) ([]int, error) {
	var units []int
	if c.Shards <= 1 {
		for u := range e.Units() {
			units = append(units, u)
		}
		return units, nil
	}
	costs, err := e.Costs(ctx, c.workers())
	if err != nil {
		return nil, err
	}
	for u, s := range engine.Spread(costs, c.Shards) {
		if s == c.Shard {
			units = append(units, u)
		}
	}
	return units, nil
}
