// Package clengine counts the units of the engines on an OpenCL device: a
// GPU, or the processor through POCL. Each of its engines counts the same
// units as an engine of the processor, in the same numbering and with the
// same estimates, and hands them to a kernel of its own, whose source lies
// beside it.
package clengine

import (
	"context"
	_ "embed"
	"fmt"
	"sync/atomic"
	"time"

	"github.com/nqueens-go/nqueens/internal/backtrack"
	"github.com/nqueens-go/nqueens/internal/engine"
	"github.com/nqueens-go/nqueens/internal/opencl"
)

// --- Backtracking on an OpenCL device ---
//
// The Backtrack engine counts the units of the backtracking engine
// (internal/backtrack), which it holds, on an OpenCL device. For each unit
// of a batch, the host takes the rows its start queens leave free
// (backtrack.Engine.Rows), and fills the first hostRows of them in every
// way it can, each way a task; the kernel (backtrack.cl) counts the
// completions of every task at once, a work item each, and the host adds
// up the tasks of each unit and weighs them as the processor's engine
// does (backtrack.Engine.Result). Each worker has a queue of its own, so
// that the device runs the launches of several workers side by side and is
// never idle while the host prepares the next one. A launch runs in slices
// of about sliceTime on any device, however long its tasks: in each, a
// work item goes back up a row at most a budget of times, and saves where
// it stands, and each worker sizes the budget of its next slice by the
// time its last one took.

//go:embed backtrack.cl
var backtrackKernel string

// The sizes of the OpenCL engine's work.
const (
	cpuBatch = 64  // the units a worker takes at a time from a processor
	gpuBatch = 512 // and from a GPU, which needs more tasks at once to be busy
	// maxGroup is the largest size of a work group. The stacks of a
	// group's work items share the group's local memory, so a group is
	// smaller where they need more than the device has.
	maxGroup = 64
	// maxLaunch is the most tasks of one launch, which keeps the
	// states of its tasks to tens of megabytes.
	maxLaunch = 1 << 16
	// A launch runs in slices, each work item going back up a row at
	// most a budget of times in each, so that a cancelled count waits
	// little for the slice under way however long its tasks are. A worker's
	// first slice has a budget of firstBudget; each next one
	// as many as the last would have taken in sliceTime, from half
	// to twice as many, up to maxBudget.
	sliceTime   = 40 * time.Millisecond
	firstBudget = 1 << 8
	maxBudget   = 1 << 24
)

// HostRows is how many rows the host fills, at most, before the device
// fills the rest: a variable, which the nqueens package's BenchmarkOpenCL
// varies.
var HostRows = 3

// LaunchHook, where a test sets it, runs before each launch, and an error
// it returns is the launch's, as if the device had failed.
var LaunchHook func() error

// Device returns the device an engine counts on: the first GPU, or
// without one, unless gpuOnly is set, the first device. It returns a
// engine.Unavailable where OpenCL or the device is missing.
func Device(gpuOnly bool) (opencl.DeviceInfo, error) {
	devices, err := opencl.Devices()
	if err != nil {
		return opencl.DeviceInfo{}, engine.Unavailable{Why: "no OpenCL: " + err.Error(), Cause: err}
	}
	for _, d := range devices {
		if d.GPU {
			return d, nil
		}
	}
	if len(devices) == 0 || gpuOnly {
		return opencl.DeviceInfo{}, engine.Unavailable{Why: "no OpenCL device on this machine"}
	}
	return devices[0], nil
}

// CheckBacktrack returns nil if device d can count size n by
// backtracking, and otherwise an engine.Unavailable that says why.
func CheckBacktrack(d opencl.DeviceInfo, n int) error {
	_, _, _, err := layout(d, n)
	return err
}

// NewBacktrack returns the engine of size n on device d, which
// CheckBacktrack allows, with its units listed, or ctx.Err().
func NewBacktrack(ctx context.Context, d opencl.DeviceInfo, n int) (*Backtrack, error) {
	cpu, err := backtrack.New(ctx, n)
	if err != nil {
		return nil, err
	}
	e := &Backtrack{cpu: cpu, n: n, device: d, hostRows: HostRows}
	if e.word, e.levels, e.group, err = layout(d, n); err != nil {
		return nil, err
	}
	return e, nil
}

// layout returns the bytes of the kernel's masks, the rows of a work
// item's stack and the work items of a group, for size n on device d; or
// an engine.Unavailable where the device's local memory cannot hold the
// stack of one work item. The masks take 32 bits up to size 32, and the
// stack holds four of them for each row but the last three; a group is as
// large as local memory holds, up to maxGroup.
func layout(d opencl.DeviceInfo, n int) (word, levels, group int, err error) {
	word, levels = 8, max(1, n-5)
	if n <= 32 {
		word = 4
	}
	stack := uint64(4 * word * levels)
	for group = maxGroup; group > 1 && stack*uint64(group) > d.LocalMemory; group /= 2 {
	}
	if stack*uint64(group) > d.LocalMemory {
		return 0, 0, 0, engine.Unavailable{Why: fmt.Sprintf("OpenCL device %s: %d bytes of local memory, too few for the stack of a work item of size %d, %d bytes", d.Name, d.LocalMemory, n, stack)}
	}
	return word, levels, group, nil
}

// A Backtrack engine counts one size by backtracking on an OpenCL device.
type Backtrack struct {
	cpu      *backtrack.Engine // the engine of the processor, whose units it counts
	n        int
	device   opencl.DeviceInfo
	hostRows int
	word     int // the bytes of the kernel's masks (layout)
	levels   int // the rows a work item's stack holds
	group    int // the work items of a work group

	kernel *kernel // the kernel, which each worker runs on a queue of its own
}

// Units returns the units of the backtracking engine.
func (e *Backtrack) Units() int { return e.cpu.Units() }

// Costs returns the estimates of the backtracking engine.
func (e *Backtrack) Costs(ctx context.Context, workers int) ([]engine.Estimate, error) {
	return e.cpu.Costs(ctx, workers)
}

// Cost returns the estimated cost of unit u, as for the backtracking
// engine.
func (e *Backtrack) Cost(u int) engine.Estimate { return e.cpu.Cost(u) }

// CountsUnique reports true, as for the backtracking engine.
func (e *Backtrack) CountsUnique() bool { return e.cpu.CountsUnique() }

// Prepare builds the kernel on the device.
func (e *Backtrack) Prepare(context.Context) error {
	if e.n < 2 || e.kernel != nil {
		return nil
	}
	word := map[int]string{4: "uint", 8: "ulong"}[e.word]
	options := fmt.Sprintf("-DWORD=%s -DLEVELS=%d -DGROUP=%d", word, e.levels, e.group)
	k, err := hold(e.device, backtrackKernel, options, "count_tasks")
	if err != nil {
		return err
	}
	e.kernel = k
	return nil
}

// openclError returns err, of the OpenCL device d, as an error that names
// the device.
func openclError(d opencl.DeviceInfo, err error) error {
	return engine.Failure{Err: fmt.Errorf("OpenCL device %s of %s: %w", d.Name, d.Platform, err)}
}

// Batch returns how many units a worker hands to the device at once.
func (e *Backtrack) Batch() int {
	if e.device.GPU {
		return gpuBatch
	}
	return cpuBatch
}

// Worker returns a worker with a queue of its own.
func (e *Backtrack) Worker() engine.Worker { return &backtrackWorker{e: e} }

// Release frees the workers' queues and buffers, and gives up the hold on
// the built program.
func (e *Backtrack) Release() {
	if e.kernel != nil {
		e.kernel.release()
		e.kernel = nil
	}
}

// CPU returns the engine that counts the same units on the processor.
func (e *Backtrack) CPU() engine.Engine { return e.cpu }

// backtrackWorker is the state of one goroutine of a count on an OpenCL
// device.
type backtrackWorker struct {
	e       *Backtrack
	queue   *opencl.Queue     // this worker's, made at its first launch
	buffers [5]*opencl.Buffer // allowed, tasks, found, states, unfinished, grown as needed
	allowed []uint64          // the rows of the units of the batch
	tasks   []uint64          // four words a task
	owner   []int             // the index in the batch of each task's unit
	found   []uint64
	flag    []uint64 // the word unfinished, read back after each slice
	results []engine.Result
	budget  int // how many times a work item goes back up in the next slice
}

// nextBudget returns the budget of the slice after one of budget that
// took took: as many as it would have taken in
// sliceTime, from half to twice budget, and from 1 to
// maxBudget. It computes in floating point, so that a fast slice
// cannot overflow an int of 32 bits.
func nextBudget(budget int, took time.Duration) int {
	next := 2 * float64(budget)
	if took > 0 {
		next = min(next, float64(budget)*float64(sliceTime)/float64(took))
	}
	return int(min(max(next, float64(budget/2), 1), maxBudget))
}

func (w *backtrackWorker) Count(units []int, stop *atomic.Bool) []engine.Result {
	e, n := w.e, w.e.n
	w.results = w.results[:0]
	if n < 2 {
		for _, u := range units {
			w.results = append(w.results, e.cpu.Result(u, 1))
		}
		return w.results
	}
	rows := n - 2
	depth := min(e.hostRows, rows)
	w.allowed, w.tasks, w.owner = w.allowed[:0], w.tasks[:0], w.owner[:0]
	for i, u := range units {
		w.allowed = e.cpu.Rows(w.allowed, u)
		w.prefixes(i, w.allowed[i*rows:], depth)
	}
	sums := make([]uint64, len(units))
	if w.budget == 0 {
		w.budget = firstBudget
	}
	for first := 0; first < len(w.owner); {
		last := min(first+maxLaunch, len(w.owner))
		found, err := w.launch(rows, depth, first, last, stop)
		if err != nil {
			return append(w.results, engine.Result{Unit: units[0], Err: err})
		}
		for t, f := range found {
			sums[w.owner[first+t]] += f
		}
		first = last
	}
	for i, u := range units {
		r := e.cpu.Result(u, sums[i])
		w.results = append(w.results, r)
		if r.Err != nil {
			break
		}
	}
	return w.results
}

// prefixes appends the tasks of unit i of the batch, whose rows are rows:
// every way of filling its first depth rows.
func (w *backtrackWorker) prefixes(i int, rows []uint64, depth int) {
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
// returns the completions of each; or engine.ErrStopped, once stop is set, at the
// end of the slice under way.
func (w *backtrackWorker) launch(rows, depth, first, last int, stop *atomic.Bool) ([]uint64, error) {
	e := w.e
	if w.queue == nil {
		q, err := e.kernel.queue()
		if err != nil {
			return nil, e.kernel.fail(err)
		}
		w.queue = q
	}
	ntasks := last - first
	sizes := [5]int{len(w.allowed), 4 * ntasks, ntasks, (6 + 4*e.levels) * ntasks, 1}
	if err := grow(w.queue, w.buffers[:], sizes[:]); err != nil {
		return nil, e.kernel.fail(err)
	}
	w.found = append(w.found[:0], make([]uint64, ntasks)...)
	w.flag = append(w.flag[:0], 0)
	var err error
	if LaunchHook != nil {
		err = LaunchHook()
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
			return nil, engine.ErrStopped
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
		return nil, e.kernel.fail(err)
	}
	return w.found, nil
}

// grow replaces each of buffers smaller than its size in sizes, in words,
// with a buffer of q at least twice as large, so that a worker's buffers
// grow in few steps.
func grow(q *opencl.Queue, buffers []*opencl.Buffer, sizes []int) error {
	for i, b := range buffers {
		if b == nil || b.Words() < sizes[i] {
			nb, err := q.Buffer(max(sizes[i], 2*sizeOf(b)))
			if err != nil {
				return err
			}
			buffers[i] = nb
		}
	}
	return nil
}

// sizeOf returns the words of b, or 0 for none.
func sizeOf(b *opencl.Buffer) int {
	if b == nil {
		return 0
	}
	return b.Words()
}
