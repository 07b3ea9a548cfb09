package clengine

import (
	"context"
	"errors"
	"math/bits"
	"math/rand/v2"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/nqueens-go/nqueens/internal/engine"
	"github.com/nqueens-go/nqueens/internal/join"
	"github.com/nqueens-go/nqueens/internal/opencl"
	"github.com/nqueens-go/nqueens/internal/opencl/opencltest"
)

// countTaskGo is the Go twin of the kernel count_pairs (join.cl): the
// count of task, four words as the kernel reads them, over keys and runs,
// made in the same steps, the lanes of a query one after the other.
func countTaskGo(keys, runs, task []uint64) uint64 {
	nbase, chunks := int(task[1]&0xffff), int(task[1]>>16)
	base := make([]uint64, taskKeys)
	copy(base, keys[task[0]:task[0]+uint64(nbase)])
	const words, subsets = taskKeys / 32, 1 << chunkBits
	lanes := 1
	for 32*lanes < nbase {
		lanes *= 2
	}
	var has [taskChunks * chunkBits][words]uint32
	for bit := range chunks * chunkBits {
		for w := range lanes {
			for k := range 32 {
				has[bit][w] |= uint32(base[32*w+k]>>uint(bit)&1) << uint(k)
			}
		}
	}
	var table [taskChunks * subsets][words]uint32
	for c := range chunks {
		for w := range lanes {
			switch past := nbase - 32*w; {
			case past >= 32:
				table[c*subsets][w] = ^uint32(0)
			case past > 0:
				table[c*subsets][w] = 1<<uint(past) - 1
			}
		}
		for r := range chunkBits {
			half := 1 << uint(r)
			for s := half; s < 2*half; s++ {
				for w := range lanes {
					table[c*subsets+s][w] = table[c*subsets+s-half][w] &^ has[c*chunkBits+r][w]
				}
			}
		}
	}
	var count uint64
	for r := range int(task[3]) {
		run := runs[2*(int(task[2])+r):]
		for _, q := range keys[run[0] : run[0]+run[1]] {
			for lane := range lanes {
				key := q
				v := table[key&(subsets-1)][lane]
				for c := 1; c < chunks; c++ {
					key >>= chunkBits
					v &= table[c*subsets+int(key&(subsets-1))][lane]
				}
				count += uint64(bits.OnesCount32(v))
			}
		}
	}
	return count
}

// plainPairs returns the pairs of a key of base and a key of queries that
// share no bit, compared one by one.
func plainPairs(base, queries []uint64) uint64 {
	var c uint64
	for _, b := range base {
		for _, q := range queries {
			if b&q == 0 {
				c++
			}
		}
	}
	return c
}

// randomTasks returns keys, runs and tasks of every number of chunks,
// base keys from 1 to taskKeys, and up to four runs of queries, of up to
// 1,500 keys each, anywhere among the keys so far, of keys whose bits are
// set one time in four, so that many pairs are disjoint.
func randomTasks(r *rand.Rand, ntasks int) (keys, runs, tasks []uint64) {
	for range ntasks {
		chunks := 1 + r.IntN(taskChunks)
		width := chunks * chunkBits
		nbase := 1 + r.IntN(taskKeys)
		if r.IntN(3) == 0 { // the edges of the lanes' words
			nbase = []int{1, 31, 32, 33, 64, 65, 128, 256, 257, 511, 512}[r.IntN(11)]
		}
		from := uint64(len(keys))
		for range nbase + 3000 {
			k := r.Uint64() & r.Uint64()
			if width < 64 {
				k &= 1<<uint(width) - 1
			}
			keys = append(keys, k)
		}
		nruns := r.IntN(5)
		tasks = append(tasks, from, uint64(nbase)|uint64(chunks)<<16, uint64(len(runs)/2), uint64(nruns))
		for range nruns {
			first := r.IntN(len(keys))
			runs = append(runs, uint64(first), uint64(r.IntN(min(1500, len(keys)-first)+1)))
		}
	}
	return keys, runs, tasks
}

// taskPairs returns the pairs of task's base keys and queries that share
// no bit, compared one by one.
func taskPairs(keys, runs, task []uint64) uint64 {
	base := keys[task[0] : task[0]+task[1]&0xffff]
	var c uint64
	for r := range int(task[3]) {
		run := runs[2*(int(task[2])+r):]
		c += plainPairs(base, keys[run[0]:run[0]+run[1]])
	}
	return c
}

// TestCountTaskGo checks the twin of the kernel against the pairs compared
// one by one.
func TestCountTaskGo(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	keys, runs, tasks := randomTasks(r, 200)
	for i := 0; i < len(tasks); i += 4 {
		task := tasks[i : i+4]
		if got, want := countTaskGo(keys, runs, task), taskPairs(keys, runs, task); got != want {
			t.Fatalf("task %v: the twin counts %d, pair by pair %d", task, got, want)
		}
	}
}

// newJoin returns a Join engine of size n, Join2 if transpose is set, on
// the first OpenCL device, prepared, its kernel in the form for a vector
// unit if vector is set.
func newJoin(t testing.TB, n int, transpose, vector bool) *Join {
	t.Helper()
	d, err := Device(false)
	if err != nil {
		t.Fatal(err)
	}
	e, err := NewJoin(context.Background(), d, n, transpose, false)
	if err != nil {
		t.Fatal(err)
	}
	e.vector = vector
	if err := e.Prepare(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(e.Release)
	return e
}

// TestOpenCLJoinKernelTwin runs the kernel, in both its forms, and its Go
// twin on the same random tasks.
func TestOpenCLJoinKernelTwin(t *testing.T) {
	opencltest.Need(t)
	r := rand.New(rand.NewPCG(3, 4))
	keys, runs, tasks := randomTasks(r, 300)
	for _, vector := range []bool{false, true} {
		e := newJoin(t, 8, true, vector)
		w := e.Worker().(*joinWorker)
		w.keys, w.runs, w.tasks = keys, runs, tasks
		w.sums, w.bad = make([]uint64, 300), make([]bool, 300)
		for i := range 300 {
			w.owner = append(w.owner, int32(i))
			w.weight = append(w.weight, 1)
		}
		if err := w.launch(); err != nil {
			t.Fatal(err)
		}
		for i := range 300 {
			if want := countTaskGo(keys, runs, tasks[4*i:4*i+4]); w.sums[i] != want {
				t.Fatalf("vector %v, task %v: the kernel counts %d, its twin %d", vector, tasks[4*i:4*i+4], w.sums[i], want)
			}
		}
	}
}

// TestOpenCLJoinUnits counts every unit of Join and Join2 of each size up
// to 12 (15 without -short) on OpenCL, a batch at a time, and on the
// processor: the same totals. It counts each list on the device, and the
// shortest on the host, as the engine does.
func TestOpenCLJoinUnits(t *testing.T) {
	opencltest.Need(t)
	maxN := 12
	if !testing.Short() {
		maxN = 15
	}
	var stop atomic.Bool
	for n := join.MinN; n <= maxN; n++ {
		for _, transpose := range []bool{false, true} {
			for _, hostPairs := range []int{0, hostPairs} {
				e := newJoin(t, n, transpose, !transpose)
				e.hostPairs = hostPairs
				cpu := e.CPU().Worker()
				w := e.Worker()
				for first := 0; first < e.Units(); first += e.Batch() {
					var units []int
					for u := first; u < min(first+e.Batch(), e.Units()); u++ {
						units = append(units, u)
					}
					got := w.Count(units, &stop)
					if len(got) != len(units) {
						t.Fatalf("n=%d, transpose %v, units %v: %d results", n, transpose, units, len(got))
					}
					for i, u := range units {
						want := cpu.Count([]int{u}, &stop)[0]
						if !got[i].Equal(want) {
							t.Fatalf("n=%d, transpose %v, lists of %d pairs on the host, unit %d: %+v on OpenCL, %+v on the processor", n, transpose, hostPairs, u, got[i], want)
						}
					}
				}
			}
		}
	}
}

// TestOpenCLJoinStopped counts a batch whose stop is set: one result,
// engine.ErrStopped, for its first unit.
func TestOpenCLJoinStopped(t *testing.T) {
	opencltest.Need(t)
	e := newJoin(t, 14, true, true)
	var stop atomic.Bool
	stop.Store(true)
	got := e.Worker().Count([]int{0, 1, 2}, &stop)
	if len(got) != 1 || got[0].Unit != 0 || got[0].Err != engine.ErrStopped {
		t.Errorf("a stopped batch: %+v, want one result, unit 0 stopped", got)
	}
}

// TestOpenCLJoinLost fails the device at a launch of a batch counted in
// many: the units counted before it keep their totals, and the next has
// the error, which names the device and the call.
func TestOpenCLJoinLost(t *testing.T) {
	opencltest.Need(t)
	e := newJoin(t, 14, true, true)
	e.hostPairs = 0
	defer func(keys int) { LaunchHook, launchKeys = nil, keys }(launchKeys)
	launchKeys = 1 << 12 // a launch or more a unit
	cpu := e.CPU().Worker()
	var stop atomic.Bool
	units := []int{0, 1, 2, 3, 4, 5, 6, 7}
	launches := 0
	LaunchHook = func() error { launches++; return nil }
	if got := e.Worker().Count(units, &stop); len(got) != len(units) || got[len(got)-1].Err != nil {
		t.Fatalf("the batch: %+v", got)
	}
	if launches < 2*len(units) {
		t.Fatalf("the batch took %d launches, too few to fail between its units", launches)
	}
	for _, fail := range []int{1, launches / 2, launches} {
		calls := 0
		LaunchHook = func() error {
			if calls++; calls == fail {
				return &opencl.Error{Call: "clEnqueueNDRangeKernel", Code: -5}
			}
			return nil
		}
		got := e.Worker().Count(units, &stop)
		if fail > 1 && len(got) < 2 {
			t.Fatalf("the device failing at launch %d of %d: %+v, no unit counted before", fail, launches, got)
		}
		last := got[len(got)-1]
		var f engine.Failure
		if !errors.As(last.Err, &f) || !strings.Contains(last.Err.Error(), "OpenCL device "+e.device.Name) || !strings.Contains(last.Err.Error(), "CL_OUT_OF_RESOURCES") {
			t.Fatalf("the device failing at launch %d: last result %+v; want a failure that names the device and the call", fail, last)
		}
		for _, r := range got[:len(got)-1] {
			if want := cpu.Count([]int{r.Unit}, &stop)[0]; !r.Equal(want) {
				t.Errorf("the device failing at launch %d: unit %d %+v, %+v on the processor", fail, r.Unit, r, want)
			}
		}
	}
}

// TestCheckJoin checks that a device of too little local memory for the
// kernel's tables is unavailable.
func TestCheckJoin(t *testing.T) {
	var u engine.Unavailable
	if err := CheckJoin(opencl.DeviceInfo{Name: "small", LocalMemory: joinLocal - 1}); !errors.As(err, &u) {
		t.Errorf("a device of %d bytes of local memory: %v, want it unavailable", joinLocal-1, err)
	}
	if err := CheckJoin(opencl.DeviceInfo{Name: "large", LocalMemory: joinLocal}); err != nil {
		t.Errorf("a device of %d bytes of local memory: %v", joinLocal, err)
	}
}

// BenchmarkJoinKernel times launches of the kernel alone, in the form
// the first device takes: tasks of taskKeys base keys and taskQueries
// queries of 7 chunks, the size of the largest tasks of n = 20 to 23, and
// reports the pairs it counts a second.
func BenchmarkJoinKernel(b *testing.B) {
	opencltest.Need(b)
	d, err := Device(false)
	if err != nil {
		b.Fatal(err)
	}
	e := newJoin(b, 8, true, !d.GPU)
	w := e.Worker().(*joinWorker)
	r := rand.New(rand.NewPCG(5, 6))
	const ntasks = 64
	var keys, runs, tasks []uint64
	for range ntasks {
		from := uint64(len(keys))
		for range taskKeys + taskQueries {
			keys = append(keys, r.Uint64()&r.Uint64()&(1<<42-1))
		}
		tasks = append(tasks, from, taskKeys|7<<16, uint64(len(runs)/2), 1)
		runs = append(runs, from+taskKeys, taskQueries)
	}
	w.sums, w.bad = make([]uint64, 1), make([]bool, 1)
	for b.Loop() {
		w.keys, w.runs, w.tasks = append(w.keys[:0], keys...), append(w.runs[:0], runs...), append(w.tasks[:0], tasks...)
		w.owner, w.weight = w.owner[:0], w.weight[:0]
		for range ntasks {
			w.owner = append(w.owner, 0)
			w.weight = append(w.weight, 1)
		}
		if err := w.launch(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)*ntasks*taskKeys*taskQueries/b.Elapsed().Seconds(), "pairs/s")
}
