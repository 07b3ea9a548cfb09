package nqueens

import (
	"context"
	_ "embed"
	"fmt"
	"sync/atomic"
	"time"

	"github.com/nqueens-go/nqueens/internal/seam"

	"github.com/nqueens-go/nqueens/internal/opencl"
)

// --- The backtracking engine on an OpenCL device ---
//
// The OpenCL engine counts the units of Backtrack, the same start
// placements in the same numbering, with the same estimates and the same
// counts per unit, on an OpenCL device: a GPU, or the processor through
// POCL. It is the backtracking engine with another worker. For each unit
// of a batch, the host lists the rows its start queens leave free, as the
// processor's search does (startSearch.set), and fills the first hostRows
// of them in every way it can, each way a task; the kernel (backtrack.cl)
// counts the completions of every task at once, a work item each, and the
// host adds up the tasks of each unit and weighs them as the processor's
// engine does. Each worker has a queue of its own, so that the device runs
// the launches of several workers side by side and is never idle while
// the host prepares the next one. A launch runs in slices of about
// openclSliceTime on any device, however long its tasks: in each, a work
// item goes back up a row at most a budget of times, and saves where it
// stands, and each worker sizes the budget of its next slice by the time
// its last one took.

//go:embed backtrack.cl
var backtrackKernel string

// The sizes of the OpenCL engine's work.
const (
	openclBatch    = 64  // the units a worker takes at a time from a processor
	openclGPUBatch = 512 // and from a GPU, which needs more tasks at once to be busy
	openclAutoN    = 18  // the least size DefaultDevice counts on a GPU
	// openclGroup is the largest size of a work group. The stacks of a
	// group's work items share the group's local memory, so a group is
	// smaller where they need more than the device has.
	openclGroup = 64
	// openclMaxLaunch is the most tasks of one launch, which keeps the
	// states of its tasks to tens of megabytes.
	openclMaxLaunch = 1 << 16
	// A launch runs in slices, each work item going back up a row at
	// most a budget of times in each, so that a cancelled count waits
	// little for the slice under way however long its tasks are. A worker's
	// first slice has a budget of openclFirstBudget; each next one
	// as many as the last would have taken in openclSliceTime, from half
	// to twice as many, up to openclMaxBudget.
	openclSliceTime   = 40 * time.Millisecond
	openclFirstBudget = 1 << 8
	openclMaxBudget   = 1 << 24
)

// openclHostRows is how many rows the host fills, at most, before the
// device fills the rest: a variable, which BenchmarkOpenCL varies.
var openclHostRows = 3

// testHookLaunch, where a test sets it, runs before each launch, and an
// error it returns is the launch's, as if the device had failed.
var testHookLaunch func() error

// openclKind is the engine kind of Backtrack on an OpenCL device. With gpu
// set, it takes a GPU only, as DefaultDevice does.
type openclKind struct{ gpu bool }

// device returns the device the engine counts on: the first GPU, or
// without one, unless k.gpu is set, the first device.
func (k openclKind) device() (opencl.DeviceInfo, error) {
	devices, err := opencl.Devices()
	if err != nil {
		return opencl.DeviceInfo{}, unavailableError{"no OpenCL: " + err.Error(), err}
	}
	for _, d := range devices {
		if d.GPU {
			return d, nil
		}
	}
	if len(devices) == 0 || k.gpu {
		return opencl.DeviceInfo{}, unavailableError{why: "no OpenCL device on this machine"}
	}
	return devices[0], nil
}

func (k openclKind) check(_ context.Context, n int, _ uint64) error {
	if k.gpu && n < openclAutoN {
		return unavailableError{why: "too small a count to start a GPU for"}
	}
	d, err := k.device()
	if err == nil {
		_, _, _, err = openclLayout(d, n)
	}
	return err
}

func (openclKind) prefers(int) bool { return true }

func (k openclKind) newEngine(ctx context.Context, n int, _ uint64) (engine, error) {
	d, err := k.device()
	if err != nil {
		return nil, err
	}
	cpu, err := newBacktrackEngine(ctx, n)
	if err != nil {
		return nil, err
	}
	e := &openclEngine{backtrackEngine: cpu, device: d, hostRows: openclHostRows}
	if e.word, e.levels, e.group, err = openclLayout(d, n); err != nil {
		return nil, err
	}
	return e, nil
}

// openclLayout returns the bytes of the kernel's masks, the rows of a work
// item's stack and the work items of a group, for size n on device d; or
// an unavailableError where the device's local memory cannot hold the
// stack of one work item. The masks take 32 bits up to size 32, and the
// stack holds four of them for each row but the last three; a group is as
// large as local memory holds, up to openclGroup.
func openclLayout(d opencl.DeviceInfo, n int) (word, levels, group int, err error) {
	word, levels = 8, max(1, n-5)
	if n <= 32 {
		word = 4
	}
	stack := uint64(4 * word * levels)
	for group = openclGroup; group > 1 && stack*uint64(group) > d.LocalMemory; group /= 2 {
	}
	if stack*uint64(group) > d.LocalMemory {
		return 0, 0, 0, unavailableError{why: fmt.Sprintf("OpenCL device %s: %d bytes of local memory, too few for the stack of a work item of size %d, %d bytes", d.Name, d.LocalMemory, n, stack)}
	}
	return word, levels, group, nil
}

// openclEngine is the engine of Backtrack on an OpenCL device, for one size.
type openclEngine struct {
	*backtrackEngine
	device   opencl.DeviceInfo
	hostRows int
	word     int // the bytes of the kernel's masks (openclLayout)
	levels   int // the rows a work item's stack holds
	group    int // the work items of a work group

	program *opencl.Program // the kernel, which each worker runs on a queue of its own
}

// prepare builds the kernel on the device.
func (e *openclEngine) prepare(context.Context) error {
	if e.n < 2 || e.program != nil {
		return nil
	}
	word := map[int]string{4: "uint", 8: "ulong"}[e.word]
	options := fmt.Sprintf("-DWORD=%s -DLEVELS=%d -DGROUP=%d", word, e.levels, e.group)
	p, err := opencl.Build(e.device, backtrackKernel, options, "count_tasks")
	if err != nil {
		return openclError(e.device, err)
	}
	e.program = p
	return nil
}

// openclError returns err, of the OpenCL device d, as an error that names
// the device.
func openclError(d opencl.DeviceInfo, err error) error {
	return problemf("OpenCL device %s of %s: %w", d.Name, d.Platform, err)
}

func (e *openclEngine) batch() int {
	if e.device.GPU {
		return openclGPUBatch
	}
	return openclBatch
}

func (e *openclEngine) worker() worker { return &openclWorker{e: e} }

// release frees the kernel, its buffers and the device's context.
func (e *openclEngine) release() {
	if e.program != nil {
		e.program.Release()
		e.program = nil
	}
}

// cpu returns the engine that counts the same units on the processor.
func (e *openclEngine) cpu() engine { return e.backtrackEngine }

// openclWorker is the state of one goroutine of a count on an OpenCL
// device.
type openclWorker struct {
	e       *openclEngine
	queue   *opencl.Queue     // this worker's, made at its first launch
	buffers [5]*opencl.Buffer // allowed, tasks, found, states, unfinished, grown as needed
	p       startSearch
	allowed []uint64 // the rows of the units of the batch
	tasks   []uint64 // four words a task
	owner   []int    // the index in the batch of each task's unit
	found   []uint64
	flag    []uint64 // the word unfinished, read back after each slice
	results []result
	budget  int // how many times a work item goes back up in the next slice
}

// nextBudget returns the budget of the slice after one of budget that
// took took: as many as it would have taken in
// openclSliceTime, from half to twice budget, and from 1 to
// openclMaxBudget. It computes in floating point, so that a fast slice
// cannot overflow an int of 32 bits.
func nextBudget(budget int, took time.Duration) int {
	next := 2 * float64(budget)
	if took > 0 {
		next = min(next, float64(budget)*float64(openclSliceTime)/float64(took))
	}
	return int(min(max(next, float64(budget/2), 1), openclMaxBudget))
}

func (w *openclWorker) count(units []int, stop *atomic.Bool) []result {
	e, n := w.e, w.e.n
	w.results = w.results[:0]
	if n < 2 {
		for _, u := range units {
			w.results = append(w.results, result{unit: u, counts: Counts{Total: 1, Unique: 1}})
		}
		return w.results
	}
	rows := n - 2
	depth := min(e.hostRows, rows)
	w.allowed, w.tasks, w.owner = w.allowed[:0], w.tasks[:0], w.owner[:0]
	for i, u := range units {
		w.p.set(n, e.list[u].oriented(n))
		w.allowed = append(w.allowed, w.p.allowed[:rows]...)
		w.prefixes(i, w.p.allowed[:rows], depth)
	}
	sums := make([]uint64, len(units))
	if w.budget == 0 {
		w.budget = openclFirstBudget
	}
	for first := 0; first < len(w.owner); {
		last := min(first+openclMaxLaunch, len(w.owner))
		found, err := w.launch(rows, depth, first, last, stop)
		if err != nil {
			return append(w.results, result{unit: units[0], err: err})
		}
		for t, f := range found {
			sums[w.owner[first+t]] += f
		}
		first = last
	}
	for i, u := range units {
		s := e.list[u]
		cl, _ := s.canonical(n)
		total, ok := seam.AddWeighted(0, cl.size, sums[i])
		if !ok {
			return append(w.results, result{unit: u, err: seam.ErrOverflow})
		}
		w.results = append(w.results, result{unit: u, counts: Counts{Total: total, Unique: s.fundamental(n, cl, sums[i])}})
	}
	return w.results
}

// prefixes appends the tasks of unit i of the batch, whose rows are rows:
// every way of filling its first depth rows.
func (w *openclWorker) prefixes(i int, rows []uint64, depth int) {
	var place func(d int, cols, diag, anti uint64)
	place = func(d int, cols, diag, anti uint64) {
		if d == depth {
			w.tasks = append(w.tasks, uint64(i), cols, diag, anti)
			w.owner = append(w.owner, i)
			return
		}
		for free := rows[d] &^ (cols | diag | anti); free != 0; free &= free - 1 {
			bit := free & -free
			place(d+1, cols|bit, (diag|bit)<<1, (anti|bit)>>1)
		}
	}
	place(0, 0, 0, 0)
}

// launch counts the tasks first to last-1 on the device, in slices, and
// returns the completions of each; or seam.ErrStopped, once stop is set, at the
// end of the slice under way.
func (w *openclWorker) launch(rows, depth, first, last int, stop *atomic.Bool) ([]uint64, error) {
	e := w.e
	if w.queue == nil {
		q, err := e.program.Queue()
		if err != nil {
			return nil, openclError(e.device, err)
		}
		w.queue = q
	}
	ntasks := last - first
	sizes := [5]int{len(w.allowed), 4 * ntasks, ntasks, (6 + 4*e.levels) * ntasks, 1}
	for i, b := range w.buffers {
		if b == nil || b.Words() < sizes[i] {
			nb, err := w.queue.Buffer(max(sizes[i], 2*sizeOf(b)))
			if err != nil {
				return nil, openclError(e.device, err)
			}
			w.buffers[i] = nb
		}
	}
	w.found = append(w.found[:0], make([]uint64, ntasks)...)
	w.flag = append(w.flag[:0], 0)
	var err error
	if testHookLaunch != nil {
		err = testHookLaunch()
	}
	if err == nil {
		err = w.queue.Write(w.buffers[0], w.allowed)
	}
	if err == nil {
		err = w.queue.Write(w.buffers[1], w.tasks[4*first:4*last])
	}
	global := (ntasks + e.group - 1) / e.group * e.group
	for fresh := int32(1); err == nil; fresh = 0 {
		if stop.Load() {
			return nil, seam.ErrStopped
		}
		began := time.Now()
		w.flag[0] = 0
		err = w.queue.Write(w.buffers[4], w.flag)
		if err == nil {
			err = w.queue.Run(global, e.group, w.buffers[0], w.buffers[1], w.buffers[2], w.buffers[3], w.buffers[4],
				int32(rows), int32(depth), int32(ntasks), fresh, int32(w.budget))
		}
		if err == nil {
			err = w.queue.Read(w.buffers[4], w.flag)
		}
		w.budget = nextBudget(w.budget, time.Since(began))
		if err == nil && w.flag[0] == 0 {
			err = w.queue.Read(w.buffers[2], w.found)
			break
		}
	}
	if err != nil {
		return nil, openclError(e.device, err)
	}
	return w.found, nil
}

// sizeOf returns the words of b, or 0 for none.
func sizeOf(b *opencl.Buffer) int {
	if b == nil {
		return 0
	}
	return b.Words()
}
