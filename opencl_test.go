package nqueens

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"

	"github.com/nqueens-go/nqueens/internal/opencl"
	"github.com/nqueens-go/nqueens/internal/opencl/opencltest"
)

// TestOpenCLCounter counts on OpenCL through the API: by Auto, which
// takes there the method it takes on the processor, backtracking at 8 and
// the join at 12, OEIS's counts; and the shards of size 12 by each method
// counted on OpenCL, the processor and OpenCL, which SumCounts adds up to
// OEIS's counts. internal/counting and internal/clengine check the counts
// on OpenCL unit by unit, resumed across devices, and a device lost.
func TestOpenCLCounter(t *testing.T) {
	opencltest.Need(t)
	ctx := context.Background()
	oeis := readOEIS(t)
	for _, n := range []int{8, 12} {
		c := Counter{Device: OpenCL}
		m, err := c.MethodFor(ctx, n)
		if want, _ := (&Counter{}).MethodFor(ctx, n); err != nil || m != want || !m.CountsOn(OpenCL) {
			t.Errorf("n=%d: Auto on OpenCL takes %v, %v; on the processor %v", n, m, err, want)
		}
		if got, err := c.Count(ctx, n); err != nil || got.Total != oeis[n].total || got.Unique != oeis[n].unique {
			t.Errorf("n=%d by Auto on OpenCL: %+v, %v; want %d and %d (OEIS)", n, got, err, oeis[n].total, oeis[n].unique)
		}
	}
	const n = 12
	for _, m := range []Method{Backtrack, Join2} {
		var shards []Counts
		for i, d := range []Device{OpenCL, CPU, OpenCL} {
			counts, err := (&Counter{Method: m, Device: d, Shard: i, Shards: 3}).Count(ctx, n)
			if err != nil {
				t.Fatal(err)
			}
			shards = append(shards, counts)
		}
		want := Counts{Total: oeis[n].total, Unique: oeis[n].unique}
		if got, err := SumCounts(ctx, n, shards...); err != nil || got != want {
			t.Errorf("n=%d by %v, shards on OpenCL, the processor and OpenCL: %+v, %v; want %+v", n, m, got, err, want)
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
