package clengine

import (
	"context"
	"errors"
	"math/bits"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nqueens-go/nqueens/internal/backtrack"
	"github.com/nqueens-go/nqueens/internal/engine"
	"github.com/nqueens-go/nqueens/internal/opencl"
	"github.com/nqueens-go/nqueens/internal/opencl/opencltest"
)

// TestCountTask checks the Go twin of the kernel against the processor's
// search: for every start placement of each size up to 12, the tasks of
// its first 0 to 3 rows add up to its completions.
func TestCountTask(t *testing.T) {
	var stop atomic.Bool
	for n := 2; n <= 12; n++ {
		e, err := backtrack.New(context.Background(), n)
		if err != nil {
			t.Fatal(err)
		}
		w := e.Worker()
		for u := range e.Units() {
			want := w.Count([]int{u}, &stop)[0]
			rows := e.Rows(nil, u)
			for depth := range min(4, n-1) {
				bw := backtrackWorker{e: &Backtrack{cpu: e, n: n}}
				bw.prefixes(0, rows, depth)
				var found uint64
				for i := 0; i < len(bw.tasks); i += 4 {
					found += countTask(rows, depth, bw.tasks[i+1], bw.tasks[i+2], bw.tasks[i+3])
				}
				if got := e.Result(u, found); !got.Equal(want) {
					t.Fatalf("n=%d, unit %d, %d rows on the host: %+v, the processor's search gives %+v", n, u, depth, got, want)
				}
			}
		}
	}
}

// TestOpenCLKernelTwin runs the kernel and its Go twin on the same tasks:
// every task of every start placement of 11, from 0 to 3 rows on the host.
func TestOpenCLKernelTwin(t *testing.T) {
	opencltest.Need(t)
	const n = 11
	for _, word := range []int{4, 8} {
		e := newEngine(t, n)
		e.word = word // as the engine takes for sizes above 32
		if err := e.Prepare(context.Background()); err != nil {
			t.Fatal(err)
		}
		for depth := range n - 1 {
			// A budget of one, doubled slice by slice as they take little
			// time, stops and resumes each task many times.
			w := &backtrackWorker{e: e, budget: 1}
			for u := range e.Units() {
				w.allowed = e.cpu.Rows(w.allowed, u)
				w.prefixes(u, w.allowed[u*(n-2):], depth)
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
		e.Release()
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
		word, levels, group, err := layout(opencl.DeviceInfo{LocalMemory: tt.local}, tt.n)
		if err != nil || word != tt.word || levels != tt.levels || group != tt.group {
			t.Errorf("layout(%d bytes of local memory, %d) = %d, %d, %d, %v; want %d, %d, %d", tt.local, tt.n, word, levels, group, err, tt.word, tt.levels, tt.group)
		}
	}
	_, _, _, err := layout(opencl.DeviceInfo{Name: "tiny", LocalMemory: 1887}, 64)
	var ue engine.Unavailable
	if !errors.As(err, &ue) || !strings.Contains(err.Error(), "OpenCL device tiny: 1887 bytes of local memory") {
		t.Errorf("layout of 1887 bytes of local memory for size 64: %v; want an engine.Unavailable naming the device", err)
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
		{4096, sliceTime, 4096},
		{4096, sliceTime / 4, 8192}, // at most twice
		{4096, 4 * sliceTime, 2048}, // at least half
		{4096, sliceTime * 4 / 3, 3072},
		{4096, 0, 8192},
		{1, time.Hour, 1},
		{1, 0, 2},
		{maxBudget, time.Nanosecond, maxBudget},
		{maxBudget / 2, time.Nanosecond, maxBudget}, // no overflow in 32 bits
	} {
		if got := nextBudget(tt.budget, tt.took); got != tt.want {
			t.Errorf("nextBudget(%d, %v) = %d, want %d", tt.budget, tt.took, got, tt.want)
		}
	}
}

// TestOpenCLBacktrackUnits counts every unit of each size up to 12 (14
// without -short) on OpenCL, a batch at a time, and on the processor:
// the same results, unit by unit.
func TestOpenCLBacktrackUnits(t *testing.T) {
	opencltest.Need(t)
	maxN := 12
	if !testing.Short() {
		maxN = 14
	}
	var stop atomic.Bool
	for n := 0; n <= maxN; n++ {
		e := newEngine(t, n)
		if err := e.Prepare(context.Background()); err != nil {
			t.Fatal(err)
		}
		cpu := e.CPU().Worker()
		w := e.Worker()
		for first := 0; first < e.Units(); first += e.Batch() {
			var units []int
			for u := first; u < min(first+e.Batch(), e.Units()); u++ {
				units = append(units, u)
			}
			got := w.Count(units, &stop)
			if len(got) != len(units) {
				t.Fatalf("n=%d, units %v: %d results", n, units, len(got))
			}
			for i, u := range units {
				if want := cpu.Count([]int{u}, &stop)[0]; !got[i].Equal(want) {
					t.Fatalf("n=%d, unit %d: %+v on OpenCL, %+v on the processor", n, u, got[i], want)
				}
			}
		}
		e.Release()
	}
}

// TestOpenCLBuildError builds a kernel that does not compile: the count is
// an error that names the device and gives the compiler's log.
func TestOpenCLBuildError(t *testing.T) {
	opencltest.Need(t)
	defer func(k string) { backtrackKernel = k }(backtrackKernel)
	backtrackKernel = "__kernel void count_tasks(__global ulong *found) { found[0] = undeclared_name; }"
	err := newEngine(t, 10).Prepare(context.Background())
	if err == nil || !strings.Contains(err.Error(), "OpenCL device ") || !strings.Contains(err.Error(), "clBuildProgram") || !strings.Contains(err.Error(), "undeclared_name") {
		t.Errorf("a count whose kernel does not build: %v; want an error naming the device, with the build log", err)
	}
}

// newEngine returns the engine of size n on the machine's device.
func newEngine(t *testing.T, n int) *Backtrack {
	t.Helper()
	d, err := Device(false)
	if err != nil {
		t.Fatal(err)
	}
	e, err := NewBacktrack(context.Background(), d, n)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// both returns 1 if x and y are both nonzero, and 0 otherwise.
func both(x, y uint64) uint64 {
	if x != 0 && y != 0 {
		return 1
	}
	return 0
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
	var sc, sd, sa, sv [64]uint64
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
