package counting

import (
	"context"
	"errors"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nqueens-go/nqueens/internal/engine"
)

// fakeNow is the clock of the fake devices, in nanoseconds, which their
// workers advance by the time they say each unit takes.
var fakeNow atomic.Int64

// timedKind is the kind of a fake device whose engine counts units as
// fakeEngine does, each taking perUnit on the fake clock; a wrong device
// counts one solution too many in each, and a failing one does not
// start. Its kind on a GPU alone is the same with gpuOnly set, which
// counts from size gpuFromN as the OpenCL kinds do.
type timedKind struct {
	perUnit time.Duration
	wrong   bool
	failing bool
	gpuOnly bool
	built   *atomic.Int32 // the engines built, by every kind of the device
	counted *atomic.Int32 // the units counted
}

func (k timedKind) check(_ context.Context, n int, _ uint64) error {
	if k.gpuOnly && n < gpuFromN {
		return engine.Unavailable{Why: "too small a count to start a GPU for"}
	}
	return nil
}

func (timedKind) prefers(int) bool { return true }

func (k timedKind) newEngine(context.Context, int, uint64) (engine.Engine, error) {
	k.built.Add(1)
	return &timedEngine{fakeEngine: fakeEngine{n: 1000, size: 4}, kind: k}, nil
}

func (k timedKind) gpu() engineKind { k.gpuOnly = true; return k }

func (timedKind) deviceName() string { return "GPU Fake" }

type timedEngine struct {
	fakeEngine
	kind timedKind
}

func (e *timedEngine) Prepare(context.Context) error {
	if e.kind.failing {
		return engine.Failure{Err: errors.New("OpenCL device Fake: clBuildProgram: CL_BUILD_PROGRAM_FAILURE")}
	}
	return nil
}

func (e *timedEngine) Worker() engine.Worker { return timedWorker{e} }

type timedWorker struct{ e *timedEngine }

func (w timedWorker) Count(units []int, stop *atomic.Bool) []engine.Result {
	results := fakeWorker{&w.e.fakeEngine}.Count(units, stop)
	for i := range results {
		if results[i].Err == nil {
			fakeNow.Add(int64(w.e.kind.perUnit))
			w.e.kind.counted.Add(1)
			if w.e.kind.wrong {
				results[i].Total++
			}
		}
	}
	return results
}

// TestDefaultDeviceTimed puts fake devices in the table of methods, on
// a fake clock, and checks the choice of the default device: a GPU slower
// than the processor on the sample, or one that disagrees with it, fails
// to start or cannot count the size, leaves the count on the processor;
// a faster one takes it. The choice says why where a GPU was timed, holds
// for the process, and is the device Count counts on.
func TestDefaultDeviceTimed(t *testing.T) {
	defer func(on [deviceCount]engineKind) { methods[Backtrack].on = on }(methods[Backtrack].on)
	defer func(clock func() time.Time) { trialClock = clock }(trialClock)
	trialClock = func() time.Time { return time.Unix(0, fakeNow.Load()) }
	const want = 1000 * 1001 / 2 // the fake engine's units count 1 to 1000
	for _, tc := range []struct {
		name   string
		n      int
		gpu    timedKind
		device Device
		why    string // in the reason; "" for none
	}{
		{"slow GPU", 20, timedKind{perUnit: 10 * time.Second}, CPU, "took longer: counting on the processor"},
		{"as fast a GPU", 20, timedKind{perUnit: time.Second}, CPU, "the processor counted a sample of 8 of the 1000 subproblems in 8.000 s, GPU Fake in 8.000 s: counting on the processor"},
		{"fast GPU", 20, timedKind{perUnit: 100 * time.Millisecond}, OpenCL, "GPU Fake counted a sample of 8 of the 1000 subproblems in 0.800 s, the processor in 8.000 s: counting on the GPU"},
		{"wrong GPU", 20, timedKind{perUnit: time.Millisecond, wrong: true}, CPU, "counted a sample of 8 of the 1000 subproblems as 4012 solutions, the processor as 4004"},
		{"failing GPU", 20, timedKind{perUnit: time.Millisecond, failing: true}, CPU, "GPU Fake failed on a sample of 8 of the 1000 subproblems: OpenCL device Fake: clBuildProgram"},
		{"small count", gpuFromN - 1, timedKind{perUnit: time.Millisecond}, CPU, ""},
		{"small shard", 20, timedKind{perUnit: time.Millisecond}, CPU, "the count's 125 subproblems are too few to time GPU Fake on a sample of them: counting on the processor"},
	} {
		trials.Lock()
		trials.m = nil
		trials.Unlock()
		var cpuBuilt, gpuBuilt, cpuCounted, gpuCounted atomic.Int32
		cpu := timedKind{perUnit: time.Second, built: &cpuBuilt, counted: &cpuCounted}
		gpu := tc.gpu
		gpu.built, gpu.counted = &gpuBuilt, &gpuCounted
		methods[Backtrack].on = [deviceCount]engineKind{CPU: cpu, OpenCL: gpu}
		c := Settings{Method: Backtrack, Workers: 2}
		held := 1000
		if tc.name == "small shard" {
			c.Shard, c.Shards, held = 3, 8, 125
		}
		d, why, err := c.DeviceFor(context.Background(), tc.n)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if d != tc.device || tc.why == "" && why != "" || !strings.Contains(why, tc.why) {
			t.Errorf("%s: DeviceFor gives %v, %q; want %v, %q", tc.name, d, why, tc.device, tc.why)
		}
		timed := tc.n >= gpuFromN && held >= trialUnits*trialLeast
		if timed && (cpuCounted.Load() != 8 || gpuCounted.Load() > 8 || !tc.gpu.failing && gpuCounted.Load() < 1) {
			t.Errorf("%s: the samples took %d units on the processor and %d on the GPU; want 8, and 1 to 8 where the GPU starts", tc.name, cpuCounted.Load(), gpuCounted.Load())
		}
		if !timed && (cpuCounted.Load() != 0 || gpuBuilt.Load() != 0) {
			t.Errorf("%s: a count too small to time counted %d units on the processor and built %d engines of the GPU", tc.name, cpuCounted.Load(), gpuBuilt.Load())
		}
		built := cpuBuilt.Load() + gpuBuilt.Load()
		cpuCounted.Store(0)
		gpuCounted.Store(0)
		counts, err := c.Count(context.Background(), tc.n)
		if err != nil || held == 1000 && counts.Total != want {
			t.Fatalf("%s: Count gives %+v, %v; want a total of %d", tc.name, counts, err, want)
		}
		if got := cpuBuilt.Load() + gpuBuilt.Load(); got != built+1 {
			t.Errorf("%s: the count built %d engines; want 1, the choice held from DeviceFor", tc.name, got-built)
		}
		counted := cpuCounted.Load()
		if tc.device == OpenCL {
			counted = gpuCounted.Load()
		}
		if int(counted) != held {
			t.Errorf("%s: the count counted %d units on %v (processor %d, GPU %d); want all %d", tc.name, counted, tc.device, cpuCounted.Load(), gpuCounted.Load(), held)
		}
	}
}

// TestDefaultDeviceCancelled checks that a cancelled context ends the
// timing of the devices with its error, and that the next call, whose
// context is live, times them and chooses.
func TestDefaultDeviceCancelled(t *testing.T) {
	defer func(on [deviceCount]engineKind) { methods[Backtrack].on = on }(methods[Backtrack].on)
	defer func(clock func() time.Time) { trialClock = clock }(trialClock)
	trialClock = func() time.Time { return time.Unix(0, fakeNow.Load()) }
	trials.Lock()
	trials.m = nil
	trials.Unlock()
	var built, counted atomic.Int32
	methods[Backtrack].on = [deviceCount]engineKind{
		CPU:    timedKind{perUnit: time.Second, built: &built, counted: &counted},
		OpenCL: timedKind{perUnit: time.Millisecond, built: &built, counted: &counted},
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	c := Settings{Method: Backtrack}
	if _, _, err := c.DeviceFor(ctx, 20); err != context.Canceled {
		t.Fatalf("DeviceFor with a cancelled context: %v; want context.Canceled", err)
	}
	if d, _, err := c.DeviceFor(context.Background(), 20); err != nil || d != OpenCL {
		t.Fatalf("DeviceFor after a cancelled one: %v, %v; want opencl", d, err)
	}
}
