package counting

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/nqueens-go/nqueens/internal/clengine"
	"github.com/nqueens-go/nqueens/internal/opencl"
	"github.com/nqueens-go/nqueens/internal/opencl/opencltest"
)

// TestOpenCLErrors checks the errors of counts on OpenCL: a method that
// does not count there, as the table of methods would have one, and a
// device that is not one.
func TestOpenCLErrors(t *testing.T) {
	defer func(on [deviceCount]engineKind) { methods[Join2].on = on }(methods[Join2].on)
	methods[Join2].on[OpenCL] = nil
	for _, tt := range []struct {
		c    Settings
		want string
	}{
		{Settings{Method: Join2, Device: OpenCL}, "join2 does not count on opencl; set Method to backtrack or join, or Device to cpu"},
		{Settings{Device: 7}, "Device = 7 is not a device"},
	} {
		if _, err := tt.c.Count(context.Background(), 14); err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%+v: %v, want %q", tt.c, err, tt.want)
		}
	}
}

// TestOpenCLTrial counts the sample that DefaultDevice times, by
// backtracking and by Join2, on the processor and then the same
// subproblems, at least trialUnits of them, on the OpenCL device, POCL in
// CI: the same total on both.
func TestOpenCLTrial(t *testing.T) {
	opencltest.Need(t)
	for m, n := range map[Method]int{Backtrack: 14, Join2: 18} {
		c := Settings{}
		cpuTotal, sample, units, _, err := c.trial(context.Background(), methods[m].on[CPU], n, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		if len(sample) < trialUnits {
			t.Fatalf("the sample of n = %d by %v: %d of %d units; want at least %d", n, m, len(sample), units, trialUnits)
		}
		clTotal, _, _, _, err := c.trial(context.Background(), methods[m].on[OpenCL], n, sample, 0)
		if err != nil {
			t.Fatal(err)
		}
		if cpuTotal == 0 || clTotal != cpuTotal {
			t.Errorf("the sample of n = %d by %v, %d of %d units: %d solutions on the processor, %d on OpenCL; want the same", n, m, len(sample), units, cpuTotal, clTotal)
		}
	}
}

// TestOpenCLCounts counts each size up to 14 on OpenCL by Auto, which
// takes there the method it takes on the processor, backtracking below 12
// and Join2 from there, and size 12 by backtracking too: the counts are
// OEIS's, and each unit counts on OpenCL what it counts on the processor.
// internal/clengine counts every unit of larger sizes on both.
func TestOpenCLCounts(t *testing.T) {
	opencltest.Need(t)
	ctx := context.Background()
	var counts []aCount
	for n := 0; n <= 14; n++ {
		counts = append(counts, aCount{Settings{}, n})
	}
	counts = append(counts, aCount{Settings{Method: Backtrack}, 12})
	for _, a := range counts {
		n := a.n
		c := a.c
		c.Device = OpenCL
		m, err := c.MethodFor(ctx, n)
		if want, _ := a.c.MethodFor(ctx, n); err != nil || m != want || !m.CountsOn(OpenCL) {
			t.Errorf("%v: on OpenCL takes %v, %v; on the processor %v", a, m, err, want)
		}
		records := make(map[Unit]Counts)
		c.Finished = func(u Unit, counts Counts) error {
			records[u] = counts
			return nil
		}
		got, err := c.Count(ctx, n)
		if want := known(t, n); err != nil || got != want {
			t.Fatalf("%v on OpenCL: %+v, %v; want %+v (OEIS)", a, got, err, want)
		}
		cpu := Settings{Method: m, Device: CPU, Finished: func(u Unit, counts Counts) error {
			if records[u] != counts {
				return fmt.Errorf("%v, unit %v: %+v on OpenCL, %+v on the processor", a, u, records[u], counts)
			}
			delete(records, u)
			return nil
		}}
		if _, err := cpu.Count(ctx, n); err != nil {
			t.Fatal(err)
		}
		if len(records) != 0 {
			t.Errorf("%v: %d units on OpenCL that the processor does not count", a, len(records))
		}
	}
}

// TestOpenCLMixed stops a count on OpenCL part way and resumes it on the
// processor, and the other way round, and adds up shards counted on each,
// by backtracking and by Join2: the records and shards of the two devices
// mix, and give OEIS's counts. Those of the two methods do not. A count on
// OpenCL cancelled from Finished returns the context's error.
func TestOpenCLMixed(t *testing.T) {
	opencltest.Need(t)
	ctx := context.Background()
	const n = 12
	want := known(t, n)
	for _, m := range []Method{Backtrack, Join2} {
		for _, devices := range [][2]Device{{OpenCL, CPU}, {CPU, OpenCL}} {
			done := stopPartWay(t, aCount{Settings{Method: m, Device: devices[0]}, n})
			got, err := (&Settings{Method: m, Device: devices[1], Done: done}).Count(ctx, n)
			if err != nil || got != want {
				t.Errorf("n=%d by %v begun on %v, %d units, resumed on %v: %+v, %v; want %+v", n, m, devices[0], len(done), devices[1], got, err, want)
			}
			other := Join2
			if m == Join2 {
				other = Backtrack
			}
			var ue *UnitError
			if _, err := (&Settings{Method: other, Device: devices[1], Done: done}).Count(ctx, n); !errors.As(err, &ue) {
				t.Errorf("n=%d by %v on %v, resuming records of %v: %v, want a *UnitError", n, other, devices[1], m, err)
			}
		}
		var sum Counts
		for i, d := range []Device{OpenCL, CPU, OpenCL} {
			counts, err := (&Settings{Method: m, Device: d, Shard: i, Shards: 3}).Count(ctx, n)
			if err != nil {
				t.Fatal(err)
			}
			sum.Total += counts.Total
		}
		if sum.Total != want.Total {
			t.Errorf("n=%d by %v, shards on OpenCL, the processor and OpenCL: a total of %d, want %d (OEIS)", n, m, sum.Total, want.Total)
		}
		// Cancelled from Finished, as a Ctrl-C would, after 3 units.
		cctx, cancel := context.WithCancel(ctx)
		k := 0
		c := Settings{Method: m, Device: OpenCL, Finished: func(Unit, Counts) error {
			if k++; k == 3 {
				cancel()
			}
			return nil
		}}
		if _, err := c.Count(cctx, 16); !errors.Is(err, context.Canceled) {
			t.Errorf("n=16 by %v on OpenCL, cancelled: %v", m, err)
		}
		cancel()
	}
}

// TestOpenCLLostDevice fails the device at its third launch, as a GPU
// that falls off the bus or resets fails its calls, by backtracking and by
// Join2: the count is an error that names the device and the failed call,
// the units finished before it are recorded with their counts, and a
// count on the processor that resumes them gives OEIS's counts. The join
// counts the shortest lists of keys on the host, so it counts a larger
// size, whose lists reach the device.
func TestOpenCLLostDevice(t *testing.T) {
	opencltest.Need(t)
	d, err := clengine.Device(false)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { clengine.LaunchHook = nil }()
	for _, tt := range []struct {
		m Method
		n int
	}{{Backtrack, 13}, {Join2, 16}} {
		var launches atomic.Int32
		clengine.LaunchHook = func() error {
			if launches.Add(1) >= 3 {
				return &opencl.Error{Call: "clEnqueueNDRangeKernel", Code: -5}
			}
			return nil
		}
		records := make(map[Unit]Counts)
		c := Settings{Method: tt.m, Device: OpenCL, Workers: 1, Finished: func(u Unit, counts Counts) error {
			records[u] = counts
			return nil
		}}
		_, err = c.Count(context.Background(), tt.n)
		want := "OpenCL device " + d.Name
		if err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "clEnqueueNDRangeKernel: CL_OUT_OF_RESOURCES") {
			t.Fatalf("a count by %v whose device fails: %v; want an error that names %q and the call", tt.m, err, want)
		}
		if launches.Load() < 3 {
			t.Fatalf("the count by %v launched %d times, too few to fail at the third", tt.m, launches.Load())
		}
		if len(records) == 0 {
			t.Fatalf("no unit of %v recorded before the device failed: pick a larger size", tt.m)
		}
		clengine.LaunchHook = nil
		cpu := make(map[Unit]Counts)
		all := Settings{Method: tt.m, Device: CPU, Finished: func(u Unit, counts Counts) error {
			cpu[u] = counts
			return nil
		}}
		if _, err := all.Count(context.Background(), tt.n); err != nil {
			t.Fatal(err)
		}
		for u, counts := range records {
			if cpu[u] != counts {
				t.Errorf("%v by %v: recorded %+v before the device failed, %+v on the processor", u, tt.m, counts, cpu[u])
			}
		}
		resume := Settings{Method: tt.m, Device: CPU, Done: records}
		if got, err := resume.Count(context.Background(), tt.n); err != nil || got != known(t, tt.n) {
			t.Errorf("the count by %v resumed on the processor: %+v, %v; want %+v (OEIS)", tt.m, got, err, known(t, tt.n))
		}
	}
}
