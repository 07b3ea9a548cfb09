package nqueens

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nqueens-go/nqueens/internal/opencl"
)

// needOpenCL skips the test where the machine has no OpenCL device, or
// fails it if NQUEENS_NEED_OPENCL is set, as in CI, which installs POCL.
func needOpenCL(t *testing.T) {
	t.Helper()
	if err := opencl.Available(); err != nil {
		if os.Getenv("NQUEENS_NEED_OPENCL") != "" {
			t.Fatalf("NQUEENS_NEED_OPENCL is set, but: %v", err)
		}
		t.Skipf("needs an OpenCL device, as POCL's (pocl-opencl-icd): %v", err)
	}
}

// TestCountTask checks the Go twin of the kernel against the processor's
// search: for every start placement of each size up to 12, the tasks of
// its first 0 to 3 rows add up to its completions.
func TestCountTask(t *testing.T) {
	var stop atomic.Bool
	for n := 2; n <= 12; n++ {
		e, err := newBacktrackEngine(context.Background(), n)
		if err != nil {
			t.Fatal(err)
		}
		for u, s := range e.list {
			var p startSearch
			p.set(n, s.oriented(n))
			want, _, _ := p.count(&stop)
			for depth := range min(4, n-1) {
				w := openclWorker{e: &openclEngine{backtrackEngine: e}}
				w.prefixes(0, p.allowed[:n-2], depth)
				var got uint64
				for i := 0; i < len(w.tasks); i += 4 {
					got += countTask(p.allowed[:n-2], depth, w.tasks[i+1], w.tasks[i+2], w.tasks[i+3])
				}
				if got != want {
					t.Fatalf("n=%d, unit %d, %d rows on the host: %d completions, want %d", n, u, depth, got, want)
				}
			}
		}
	}
}

// TestOpenCLKernelTwin runs the kernel and its Go twin on the same tasks:
// every task of every start placement of 11, from 0 to 3 rows on the host.
func TestOpenCLKernelTwin(t *testing.T) {
	needOpenCL(t)
	const n = 11
	for _, word := range []int{4, 8} {
		eng, err := openclKind{}.newEngine(context.Background(), n, 0)
		if err != nil {
			t.Fatal(err)
		}
		e := eng.(*openclEngine)
		e.word = word // as the engine takes for sizes above 32
		if err := e.prepare(context.Background()); err != nil {
			t.Fatal(err)
		}
		for depth := range n - 1 {
			// A budget of one, doubled slice by slice as they take little
			// time, stops and resumes each task many times.
			w := &openclWorker{e: e, budget: 1}
			var p startSearch
			for i, s := range e.list {
				p.set(n, s.oriented(n))
				w.allowed = append(w.allowed, p.allowed[:n-2]...)
				w.prefixes(i, p.allowed[:n-2], depth)
			}
			found, err := w.launch(n-2, depth, 0, len(w.owner), new(atomic.Bool))
			if err != nil {
				t.Fatal(err)
			}
			// Each slice at most doubles the budget: tasks of more than
			// three rows to fill take three slices at least.
			if depth < n-5 && w.budget < 4 {
				t.Errorf("%d rows on the host: a budget of %d after the launch, which ran in too few slices", depth, w.budget)
			}
			for i := range w.owner {
				task := w.tasks[4*i : 4*i+4]
				if want := countTask(w.allowed[int(task[0])*(n-2):int(task[0]+1)*(n-2)], depth, task[1], task[2], task[3]); found[i] != want {
					t.Fatalf("%d-byte masks, %d rows on the host, task %d: the kernel counts %d, its twin %d", word, depth, i, found[i], want)
				}
			}
		}
		e.release()
	}
}

// TestOpenCLLayout checks the sizes of the kernel's work for devices with
// more and less local memory.
func TestOpenCLLayout(t *testing.T) {
	for _, tt := range []struct {
		n                   int
		local               uint64
		word, levels, group int
	}{
		{16, 48 << 10, 4, 11, 64}, // 176 bytes a stack
		{32, 48 << 10, 4, 27, 64}, // 432
		{33, 48 << 10, 8, 28, 32}, // 896
		{64, 48 << 10, 8, 59, 16}, // 1,888
		{64, 1888, 8, 59, 1},
		{4, 32 << 10, 4, 1, 64},
	} {
		word, levels, group, err := openclLayout(opencl.DeviceInfo{LocalMemory: tt.local}, tt.n)
		if err != nil || word != tt.word || levels != tt.levels || group != tt.group {
			t.Errorf("openclLayout(%d bytes of local memory, %d) = %d, %d, %d, %v; want %d, %d, %d", tt.local, tt.n, word, levels, group, err, tt.word, tt.levels, tt.group)
		}
	}
	_, _, _, err := openclLayout(opencl.DeviceInfo{Name: "tiny", LocalMemory: 1887}, 64)
	var ue unavailableError
	if !errors.As(err, &ue) || !strings.Contains(err.Error(), "OpenCL device tiny: 1887 bytes of local memory") {
		t.Errorf("openclLayout of 1887 bytes of local memory for size 64: %v; want an unavailableError naming the device", err)
	}
}

// TestNextBudget checks how the OpenCL engine sizes the budget of a slice
// by the time the last one took.
func TestNextBudget(t *testing.T) {
	for _, tt := range []struct {
		budget int
		took   time.Duration
		want   int
	}{
		{4096, openclSliceTime, 4096},
		{4096, openclSliceTime / 4, 8192}, // at most twice
		{4096, 4 * openclSliceTime, 2048}, // at least half
		{4096, openclSliceTime * 4 / 3, 3072},
		{4096, 0, 8192},
		{1, time.Hour, 1},
		{1, 0, 2},
		{openclMaxBudget, time.Nanosecond, openclMaxBudget},
		{openclMaxBudget / 2, time.Nanosecond, openclMaxBudget}, // no overflow in 32 bits
	} {
		if got := nextBudget(tt.budget, tt.took); got != tt.want {
			t.Errorf("nextBudget(%d, %v) = %d, want %d", tt.budget, tt.took, got, tt.want)
		}
	}
}

// TestOpenCLSubproblems counts every subproblem of each size up to 14 (16
// without -short) on OpenCL and on the processor, and checks that each has
// the same counts, and the totals OEIS's, up to 17 without -short.
func TestOpenCLSubproblems(t *testing.T) {
	needOpenCL(t)
	oeis := readOEIS(t)
	maxN, maxTotal := 14, 14
	if !testing.Short() && !raceEnabled {
		maxN, maxTotal = 16, 17
	}
	for n := 0; n <= maxTotal; n++ {
		records := make(map[Subproblem]Counts)
		c := Counter{Method: Backtrack, Device: OpenCL}
		if n <= maxN {
			c.Finished = func(sub Subproblem, counts Counts) error {
				records[sub] = counts
				return nil
			}
		}
		got, err := c.Count(context.Background(), n)
		if err != nil {
			t.Fatalf("n=%d on OpenCL: %v", n, err)
		}
		if got.Total != oeis[n].total || got.Unique != oeis[n].unique {
			t.Errorf("n=%d on OpenCL: %+v, want %d and %d (OEIS)", n, got, oeis[n].total, oeis[n].unique)
		}
		if n > maxN {
			continue
		}
		cpu := Counter{Method: Backtrack, Device: CPU, Finished: func(sub Subproblem, counts Counts) error {
			if records[sub] != counts {
				return fmt.Errorf("n=%d, subproblem %v: %+v on OpenCL, %+v on the processor", n, sub, records[sub], counts)
			}
			delete(records, sub)
			return nil
		}}
		if _, err := cpu.Count(context.Background(), n); err != nil {
			t.Fatal(err)
		}
		if len(records) != 0 {
			t.Errorf("n=%d: %d subproblems on OpenCL that the processor does not count", n, len(records))
		}
	}
}

// TestOpenCLMixed stops a count on OpenCL part way and resumes it on the
// processor, and the other way round, and adds up shards counted on each:
// the records and shards of the two devices mix, and give OEIS's counts.
func TestOpenCLMixed(t *testing.T) {
	needOpenCL(t)
	ctx := context.Background()
	oeis := readOEIS(t)
	const n = 13
	want := Counts{Total: oeis[n].total, Unique: oeis[n].unique}
	for _, devices := range [][2]Device{{OpenCL, CPU}, {CPU, OpenCL}} {
		done := stopPartWay(t, Counter{Method: Backtrack, Device: devices[0]}, n)
		got, err := (&Counter{Method: Backtrack, Device: devices[1], Done: done}).Count(ctx, n)
		if err != nil || got != want {
			t.Errorf("n=%d begun on %v, %d subproblems, resumed on %v: %+v, %v; want %+v", n, devices[0], len(done), devices[1], got, err, want)
		}
	}
	var shards []Counts
	for i, d := range []Device{OpenCL, CPU, OpenCL} {
		counts, err := (&Counter{Method: Backtrack, Device: d, Shard: i, Shards: 3}).Count(ctx, n)
		if err != nil {
			t.Fatal(err)
		}
		shards = append(shards, counts)
	}
	if got, err := SumCounts(ctx, n, shards...); err != nil || got != want {
		t.Errorf("n=%d, shards on OpenCL, the processor and OpenCL: %+v, %v; want %+v", n, got, err, want)
	}
	// Cancelled from Finished, as a Ctrl-C would, after 3 subproblems.
	cctx, cancel := context.WithCancel(ctx)
	defer cancel()
	k := 0
	c := Counter{Method: Backtrack, Device: OpenCL, Finished: func(Subproblem, Counts) error {
		if k++; k == 3 {
			cancel()
		}
		return nil
	}}
	if _, err := c.Count(cctx, 15); !errors.Is(err, context.Canceled) {
		t.Errorf("n=15 on OpenCL, cancelled: %v", err)
	}
}

// TestOpenCLErrors checks the errors of counts on OpenCL: a method that
// does not count there, and a device that is not one.
func TestOpenCLErrors(t *testing.T) {
	for _, tt := range []struct {
		c    Counter
		want string
	}{
		{Counter{Method: Join2, Device: OpenCL}, "nqueens: Counter.Count: join2 does not count on OpenCL; set Method to Backtrack, or Device to CPU"},
		{Counter{Device: OpenCL}, "nqueens: Counter.Count: join2 does not count on OpenCL"},
		{Counter{Device: 7}, "nqueens: Counter.Count: Device = 7 is not a device"},
	} {
		if _, err := tt.c.Count(context.Background(), 14); err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%+v: %v, want %q", tt.c, err, tt.want)
		}
	}
}

// TestOpenCLLostDevice fails the device at its third launch, as a GPU
// that falls off the bus or resets fails its calls: the count is an error
// that names the device and the failed call, the subproblems finished
// before it are recorded with their counts, and a count on the processor
// that resumes them gives OEIS's total.
func TestOpenCLLostDevice(t *testing.T) {
	needOpenCL(t)
	const n = 13
	devices, err := OpenCLDevices()
	if err != nil {
		t.Fatal(err)
	}
	var launches atomic.Int32
	testHookLaunch = func() error {
		if launches.Add(1) >= 3 {
			return &opencl.Error{Call: "clEnqueueNDRangeKernel", Code: -5}
		}
		return nil
	}
	defer func() { testHookLaunch = nil }()
	var mu sync.Mutex
	records := make(map[Subproblem]Counts)
	c := Counter{Method: Backtrack, Device: OpenCL, Workers: 1, Finished: func(sub Subproblem, counts Counts) error {
		mu.Lock()
		defer mu.Unlock()
		records[sub] = counts
		return nil
	}}
	_, err = c.Count(context.Background(), n)
	want := "OpenCL device " + devices[0].Name
	if err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "clEnqueueNDRangeKernel: CL_OUT_OF_RESOURCES") {
		t.Fatalf("a count whose device fails: %v; want an error that names %q and the call", err, want)
	}
	if launches.Load() < 3 {
		t.Fatalf("the count launched %d times, too few to fail at the third", launches.Load())
	}
	if len(records) == 0 {
		t.Fatal("no subproblem recorded before the device failed: pick a larger size")
	}
	e, err := newBacktrackEngine(context.Background(), n)
	if err != nil {
		t.Fatal(err)
	}
	w := e.worker().(*backtrackWorker)
	for sub, counts := range records {
		if r := w.countUnit(sub.Number, new(atomic.Bool)); r.counts != counts {
			t.Errorf("%v: recorded %+v before the device failed, %+v on the processor", sub, counts, r.counts)
		}
	}
	testHookLaunch = nil
	resume := Counter{Method: Backtrack, Device: CPU, Done: records}
	got, err := resume.Count(context.Background(), n)
	if oeis := readOEIS(t); err != nil || got.Total != oeis[n].total || got.Unique != oeis[n].unique {
		t.Errorf("the count resumed on the processor: %+v, %v; want %d and %d (OEIS)", got, err, oeis[n].total, oeis[n].unique)
	}
}

// TestOpenCLBuildError builds a kernel that does not compile: the count is
// an error that names the device and gives the compiler's log.
func TestOpenCLBuildError(t *testing.T) {
	needOpenCL(t)
	defer func(k string) { backtrackKernel = k }(backtrackKernel)
	backtrackKernel = "__kernel void count_tasks(__global ulong *found) { found[0] = undeclared_name; }"
	_, err := (&Counter{Method: Backtrack, Device: OpenCL}).Count(context.Background(), 10)
	if err == nil || !strings.Contains(err.Error(), "OpenCL device ") || !strings.Contains(err.Error(), "clBuildProgram") || !strings.Contains(err.Error(), "undeclared_name") {
		t.Errorf("a count whose kernel does not build: %v; want an error naming the device, with the build log", err)
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
	needOpenCL(t)
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

// countTask is the kernel of backtrack.cl in Go, its twin, which the tests
// run on the same tasks: the completions of rows, the rows of a start
// placement whose first depth rows are filled, leaving c, dg and an ruled
// out in row depth.
func countTask(rows []uint64, depth int, c, dg, an uint64) uint64 {
	left := len(rows) - depth
	if left == 0 {
		return 1
	}
	a := rows[depth] &^ (c | dg | an)
	last := rows[len(rows)-1]
	switch left {
	case 1:
		return uint64(bits.OnesCount64(a))
	case 2:
		return pairs(a, c, dg, an, last)
	}
	var sc, sd, sa, sv [MaxN]uint64
	top, d := left-3, 0
	var count uint64
	for {
		if a == 0 {
			if d == 0 {
				break
			}
			d--
			c, dg, an, a = sc[d], sd[d], sa[d], sv[d]
			continue
		}
		bit := a & -a
		a ^= bit
		nc, nd, na := c|bit, (dg|bit)<<1, (an|bit)>>1
		next := rows[depth+d+1] &^ (nc | nd | na)
		if d == top {
			count += pairs(next, nc, nd, na, last)
			continue
		}
		if next == 0 || rows[depth+d+2]&^(nc|nd<<1|na>>1) == 0 {
			continue
		}
		sc[d], sd[d], sa[d], sv[d] = c, dg, an, a
		d++
		c, dg, an, a = nc, nd, na, next
	}
	return count
}

// pairs returns the ways to fill the last two rows, of the queens of a,
// the squares free in the first of them, which c, dg and an rule out, and
// those of last, the second. Two rows of a start placement have two
// columns left between them, so a holds two squares at most.
func pairs(a, c, dg, an, last uint64) uint64 {
	lo := a & -a
	hi := a ^ lo
	return both(lo, last&^(c|lo|(dg|lo)<<1|(an|lo)>>1)) + both(hi, last&^(c|hi|(dg|hi)<<1|(an|hi)>>1))
}
