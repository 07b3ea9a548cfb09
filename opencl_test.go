package nqueens

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/nqueens-go/nqueens/internal/clengine"
	"github.com/nqueens-go/nqueens/internal/opencl"
	"github.com/nqueens-go/nqueens/internal/opencl/opencltest"
)

// TestOpenCLSubproblems counts every subproblem of each size up to 14 (16
// without -short) on OpenCL and on the processor, by backtracking and by
// Join2, and checks that each has the same counts, and the totals OEIS's,
// up to 17 without -short.
func TestOpenCLSubproblems(t *testing.T) {
	opencltest.Need(t)
	oeis := readOEIS(t)
	maxN, maxTotal := 14, 14
	if !testing.Short() && !raceEnabled {
		maxN, maxTotal = 16, 17
	}
	for _, m := range []Method{Backtrack, Join2} {
		for n := 0; n <= maxTotal; n++ {
			if m == Join2 && n < 12 {
				continue // Auto joins from 12
			}
			records := make(map[Subproblem]Counts)
			c := Counter{Method: m, Device: OpenCL}
			if n <= maxN {
				c.Finished = func(sub Subproblem, counts Counts) error {
					records[sub] = counts
					return nil
				}
			}
			got, err := c.Count(context.Background(), n)
			if err != nil {
				t.Fatalf("n=%d by %v on OpenCL: %v", n, m, err)
			}
			if got.Total != oeis[n].total || got.Unique != oeis[n].unique {
				t.Errorf("n=%d by %v on OpenCL: %+v, want %d and %d (OEIS)", n, m, got, oeis[n].total, oeis[n].unique)
			}
			if n > maxN {
				continue
			}
			cpu := Counter{Method: m, Device: CPU, Finished: func(sub Subproblem, counts Counts) error {
				if records[sub] != counts {
					return fmt.Errorf("n=%d by %v, subproblem %v: %+v on OpenCL, %+v on the processor", n, m, sub, records[sub], counts)
				}
				delete(records, sub)
				return nil
			}}
			if _, err := cpu.Count(context.Background(), n); err != nil {
				t.Fatal(err)
			}
			if len(records) != 0 {
				t.Errorf("n=%d by %v: %d subproblems on OpenCL that the processor does not count", n, m, len(records))
			}
		}
	}
}

// TestOpenCLMixed stops a count on OpenCL part way and resumes it on the
// processor, and the other way round, and adds up shards counted on each,
// by backtracking and by Join2: the records and shards of the two devices
// mix, and give OEIS's counts. Those of the two methods do not.
func TestOpenCLMixed(t *testing.T) {
	opencltest.Need(t)
	ctx := context.Background()
	oeis := readOEIS(t)
	const n = 13
	want := Counts{Total: oeis[n].total, Unique: oeis[n].unique}
	for _, m := range []Method{Backtrack, Join2} {
		for _, devices := range [][2]Device{{OpenCL, CPU}, {CPU, OpenCL}} {
			done := stopPartWay(t, Counter{Method: m, Device: devices[0]}, n)
			got, err := (&Counter{Method: m, Device: devices[1], Done: done}).Count(ctx, n)
			if err != nil || got != want {
				t.Errorf("n=%d by %v begun on %v, %d subproblems, resumed on %v: %+v, %v; want %+v", n, m, devices[0], len(done), devices[1], got, err, want)
			}
			other := Join2
			if m == Join2 {
				other = Backtrack
			}
			var se *SubproblemError
			if _, err := (&Counter{Method: other, Device: devices[1], Done: done}).Count(ctx, n); !errors.As(err, &se) {
				t.Errorf("n=%d by %v on %v, resuming records of %v: %v, want a SubproblemError", n, other, devices[1], m, err)
			}
		}
		var shards []Counts
		for i, d := range []Device{OpenCL, CPU, OpenCL} {
			counts, err := (&Counter{Method: m, Device: d, Shard: i, Shards: 3}).Count(ctx, n)
			if err != nil {
				t.Fatal(err)
			}
			shards = append(shards, counts)
		}
		if got, err := SumCounts(ctx, n, shards...); err != nil || got != want {
			t.Errorf("n=%d by %v, shards on OpenCL, the processor and OpenCL: %+v, %v; want %+v", n, m, got, err, want)
		}
		// Cancelled from Finished, as a Ctrl-C would, after 3 subproblems.
		cctx, cancel := context.WithCancel(ctx)
		k := 0
		c := Counter{Method: m, Device: OpenCL, Finished: func(Subproblem, Counts) error {
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

// TestOpenCLAuto checks that a count on OpenCL by Auto takes the method
// that Auto takes on the processor, which counts there too, at every size:
// backtracking below 12, the join from there.
func TestOpenCLAuto(t *testing.T) {
	opencltest.Need(t)
	oeis := readOEIS(t)
	for n := 0; n <= 14; n++ {
		c := Counter{Device: OpenCL}
		m, err := c.MethodFor(context.Background(), n)
		if want, _ := (&Counter{}).MethodFor(context.Background(), n); err != nil || m != want || !m.CountsOn(OpenCL) {
			t.Errorf("n=%d: Auto on OpenCL takes %v, %v; on the processor %v", n, m, err, want)
		}
		if got, err := c.Count(context.Background(), n); err != nil || got.Total != oeis[n].total || got.Unique != oeis[n].unique {
			t.Errorf("n=%d by Auto on OpenCL: %+v, %v; want %d and %d (OEIS)", n, got, err, oeis[n].total, oeis[n].unique)
		}
	}
}

// TestOpenCLLostDevice fails the device at its third launch, as a GPU
// that falls off the bus or resets fails its calls, by backtracking and by
// Join2: the count is an error that names the device and the failed call,
// the subproblems finished before it are recorded with their counts, and a
// count on the processor that resumes them gives OEIS's total. The join
// counts the shortest lists of keys on the host, so it counts a larger
// size, whose lists reach the device.
func TestOpenCLLostDevice(t *testing.T) {
	opencltest.Need(t)
	devices, err := OpenCLDevices()
	if err != nil {
		t.Fatal(err)
	}
	defer func() { clengine.LaunchHook = nil }()
	for m, n := range map[Method]int{Backtrack: 13, Join2: 16} {
		var launches atomic.Int32
		clengine.LaunchHook = func() error {
			if launches.Add(1) >= 3 {
				return &opencl.Error{Call: "clEnqueueNDRangeKernel", Code: -5}
			}
			return nil
		}
		var mu sync.Mutex
		records := make(map[Subproblem]Counts)
		c := Counter{Method: m, Device: OpenCL, Workers: 1, Finished: func(sub Subproblem, counts Counts) error {
			mu.Lock()
			defer mu.Unlock()
			records[sub] = counts
			return nil
		}}
		_, err = c.Count(context.Background(), n)
		want := "OpenCL device " + devices[0].Name
		if err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "clEnqueueNDRangeKernel: CL_OUT_OF_RESOURCES") {
			t.Fatalf("a count by %v whose device fails: %v; want an error that names %q and the call", m, err, want)
		}
		if launches.Load() < 3 {
			t.Fatalf("the count by %v launched %d times, too few to fail at the third", m, launches.Load())
		}
		if len(records) == 0 {
			t.Fatalf("no subproblem of %v recorded before the device failed: pick a larger size", m)
		}
		clengine.LaunchHook = nil
		cpu := make(map[Subproblem]Counts)
		all := Counter{Method: m, Device: CPU, Finished: func(sub Subproblem, counts Counts) error {
			mu.Lock()
			defer mu.Unlock()
			cpu[sub] = counts
			return nil
		}}
		if _, err := all.Count(context.Background(), n); err != nil {
			t.Fatal(err)
		}
		for sub, counts := range records {
			if cpu[sub] != counts {
				t.Errorf("%v by %v: recorded %+v before the device failed, %+v on the processor", sub, m, counts, cpu[sub])
			}
		}
		resume := Counter{Method: m, Device: CPU, Done: records}
		got, err := resume.Count(context.Background(), n)
		if oeis := readOEIS(t); err != nil || got.Total != oeis[n].total || got.Unique != oeis[n].unique {
			t.Errorf("the count by %v resumed on the processor: %+v, %v; want %d and %d (OEIS)", m, got, err, oeis[n].total, oeis[n].unique)
		}
	}
}

// TestOpenCLNoPlatform runs itself again, in a process whose OpenCL ICD
// loader finds no driver (OCL_ICD_VENDORS names an empty directory), where
// a count on OpenCL is an error that says there is no device, and a count
// on the default device counts on the processor.
func TestOpenCLNoPlatform(t *testing.T) {
	if os.Getenv("NQUEENS_TEST_NO_PLATFORM") != "" {
		if devices, err := OpenCLDevices(); err != nil || len(devices) != 0 {
			t.Skipf("the ICD loader still finds devices, %v, or fails: %v", devices, err)
		}
		_, err := (&Counter{Method: Backtrack, Device: OpenCL}).Count(context.Background(), 10)
		var de *DeviceError
		if !errors.As(err, &de) || de.Device != OpenCL || err.Error() != "nqueens: Counter.Count: Device = opencl: no OpenCL device on this machine" {
			t.Errorf("a count on OpenCL without a platform: %v; want a DeviceError", err)
		}
		if counts, err := (&Counter{Method: Backtrack}).Count(context.Background(), 10); err != nil || counts.Total != 724 {
			t.Errorf("a count on the default device without a platform: %+v, %v", counts, err)
		}
		return
	}
	if runtime.GOOS != "linux" {
		t.Skip("OCL_ICD_VENDORS is the ICD loader's on Linux")
	}
	opencltest.Need(t)
	cmd := exec.Command(os.Args[0], "-test.run=^TestOpenCLNoPlatform$", "-test.v")
	cmd.Env = append(os.Environ(), "NQUEENS_TEST_NO_PLATFORM=1", "OCL_ICD_VENDORS="+t.TempDir())
	out, err := cmd.CombinedOutput()
	if err == nil && strings.Contains(string(out), "--- SKIP: TestOpenCLNoPlatform") {
		t.Skipf("this machine's ICD loader does not read OCL_ICD_VENDORS:\n%s", out)
	}
	if err != nil || !strings.Contains(string(out), "--- PASS: TestOpenCLNoPlatform") {
		t.Errorf("the test without an OpenCL platform: %v\n%s", err, out)
	}
}

// TestOpenCLNoLibrary runs itself again, in a process whose OpenCL library
// is one that does not exist, where a count on OpenCL is an error that
// says so, OpenCLDevices lists none, and a count on the default device
// counts on the processor.
func TestOpenCLNoLibrary(t *testing.T) {
	const missing = "/nonexistent/libOpenCL.so.1"
	if os.Getenv(opencl.LibraryVariable) == missing {
		_, err := (&Counter{Method: Backtrack, Device: OpenCL}).Count(context.Background(), 10)
		var de *DeviceError
		if !errors.As(err, &de) || de.Device != OpenCL || !errors.Is(err, opencl.ErrNoLibrary) || !strings.HasPrefix(err.Error(), "nqueens: Counter.Count: Device = opencl: no OpenCL") {
			t.Errorf("a count on OpenCL without a library: %v; want a DeviceError", err)
		}
		devices, err := OpenCLDevices()
		if len(devices) != 0 || !errors.Is(err, opencl.ErrNoLibrary) || !errors.As(err, &de) || strings.Contains(de.Err.Error(), "nqueens") {
			t.Errorf("OpenCLDevices without a library: %v, %v; want a DeviceError whose Err names no function", devices, err)
		}
		if counts, err := (&Counter{Method: Backtrack}).Count(context.Background(), 10); err != nil || counts.Total != 724 {
			t.Errorf("a count on the default device without a library: %+v, %v", counts, err)
		}
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestOpenCLNoLibrary$", "-test.v")
	cmd.Env = append(os.Environ(), opencl.LibraryVariable+"="+missing)
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "--- PASS: TestOpenCLNoLibrary") {
		t.Errorf("the test without an OpenCL library: %v\n%s", err, out)
	}
}
