package nqueens

import (
	"context"
	_ "embed"
	"math/bits"
	"sync"
	"sync/atomic"

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
// counts the completions of every task at once, a work item each, the last
// row by a popcount, and the host adds up the tasks of each unit and
// weighs them as the processor's engine does.

//go:embed backtrack.cl
var backtrackKernel string

// The sizes of the OpenCL engine's work.
const (
	openclBatch     = 64      // the units a worker takes at a time
	openclMaxLaunch = 1 << 14 // the most tasks of one launch, so that cancellation waits little
	openclAutoN     = 18      // the least size DefaultDevice counts on a GPU
	// openclGroup is the size of a work group: small, as POCL keeps the
	// private stacks of a whole group, 2 KiB a work item, on one
	// thread's stack, and a GPU runs groups of 64 well.
	openclGroup = 64
)

// openclHostRows is how many rows the host fills, at most, before the
// device fills the rest: a variable, which BenchmarkOpenCL varies.
var openclHostRows = 3

// openclKind is the engine kind of Backtrack on an OpenCL device. With gpu
// set, it takes a GPU only, as DefaultDevice does.
type openclKind struct{ gpu bool }

// device returns the device the engine counts on: the first GPU, or
// without one, unless k.gpu is set, the first device.
func (k openclKind) device() (opencl.DeviceInfo, error) {
	devices, err := opencl.Devices()
	if err != nil {
		return opencl.DeviceInfo{}, unavailableError{"no OpenCL: " + err.Error()}
	}
	for _, d := range devices {
		if d.GPU {
			return d, nil
		}
	}
	if len(devices) == 0 || k.gpu {
		return opencl.DeviceInfo{}, unavailableError{"no OpenCL device on this machine"}
	}
	return devices[0], nil
}

func (k openclKind) check(_ context.Context, n int, _ uint64) error {
	if k.gpu && n < openclAutoN {
		return unavailableError{"too small a count to start a GPU for"}
	}
	_, err := k.device()
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
	return &openclEngine{backtrackEngine: cpu, device: d, hostRows: openclHostRows}, nil
}

// openclEngine is the engine of Backtrack on an OpenCL device, for one size.
type openclEngine struct {
	*backtrackEngine
	device   opencl.DeviceInfo
	hostRows int

	mu      sync.Mutex // held by a worker while it uses the device
	program *opencl.Program
	buffers [3]*opencl.Buffer // allowed, tasks, found, grown as needed
}

// prepare builds the kernel on the device.
func (e *openclEngine) prepare(context.Context) error {
	if e.n < 2 || e.program != nil {
		return nil
	}
	p, err := opencl.Build(e.device, backtrackKernel, "", "count_tasks")
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

func (e *openclEngine) batch() int { return openclBatch }

func (e *openclEngine) worker() worker { return &openclWorker{e: e} }

// release frees the kernel, its buffers and the device's context.
func (e *openclEngine) release() {
	if e.program != nil {
		e.program.Release()
		e.program = nil
		e.buffers = [3]*opencl.Buffer{}
	}
}

// cpu returns the engine that counts the same units on the processor.
func (e *openclEngine) cpu() engine { return e.backtrackEngine }

// openclWorker is the state of one goroutine of a count on an OpenCL
// device.
type openclWorker struct {
	e       *openclEngine
	p       startSearch
	allowed []uint64 // the rows of the units of the batch
	tasks   []uint64 // four words a task
	owner   []int    // the index in the batch of each task's unit
	found   []uint64
	results []result
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
	for first := 0; first < len(w.owner); first += openclMaxLaunch {
		if stop.Load() {
			return append(w.results, result{unit: units[0], err: errStopped})
		}
		last := min(first+openclMaxLaunch, len(w.owner))
		found, err := w.launch(rows, depth, first, last)
		if err != nil {
			return append(w.results, result{unit: units[0], err: err})
		}
		for t, f := range found {
			sums[w.owner[first+t]] += f
		}
	}
	for i, u := range units {
		s := e.list[u]
		cl, _ := s.canonical(n)
		total, ok := addWeighted(0, cl.size, sums[i])
		if !ok {
			return append(w.results, result{unit: u, err: errOverflow})
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

// launch counts the tasks first to last-1 on the device, and returns the
// completions of each.
func (w *openclWorker) launch(rows, depth, first, last int) ([]uint64, error) {
	e := w.e
	e.mu.Lock()
	defer e.mu.Unlock()
	ntasks := last - first
	sizes := [3]int{len(w.allowed), 4 * ntasks, ntasks}
	for i, b := range e.buffers {
		if b == nil || b.Words() < sizes[i] {
			nb, err := e.program.Buffer(max(sizes[i], 2*sizeOf(b)))
			if err != nil {
				return nil, openclError(e.device, err)
			}
			e.buffers[i] = nb
		}
	}
	w.found = append(w.found[:0], make([]uint64, ntasks)...)
	err := e.program.Write(e.buffers[0], w.allowed)
	if err == nil {
		err = e.program.Write(e.buffers[1], w.tasks[4*first:4*last])
	}
	if err == nil {
		global := (ntasks + openclGroup - 1) / openclGroup * openclGroup
		err = e.program.Run(global, openclGroup, e.buffers[0], e.buffers[1], e.buffers[2], int32(rows), int32(depth), int32(ntasks))
	}
	if err == nil {
		err = e.program.Read(e.buffers[2], w.found)
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

// countTask is the kernel of backtrack.cl in Go, its twin, which the tests
// run on the same tasks: the completions of the rows of a start placement
// whose first depth rows are filled, leaving cols, diag and anti ruled out
// in row depth.
func countTask(rows []uint64, depth int, cols, diag, anti uint64) uint64 {
	n := len(rows)
	if depth == n {
		return 1
	}
	var c, dg, an, avail [MaxN]uint64
	d := depth
	c[d], dg[d], an[d] = cols, diag, anti
	avail[d] = rows[d] &^ (cols | diag | anti)
	var count uint64
	for {
		if d == n-1 {
			count += uint64(bits.OnesCount64(avail[d]))
			if d--; d < depth {
				break
			}
			continue
		}
		a := avail[d]
		if a == 0 {
			if d--; d < depth {
				break
			}
			continue
		}
		bit := a & -a
		avail[d] = a ^ bit
		nc, nd, na := c[d]|bit, (dg[d]|bit)<<1, (an[d]|bit)>>1
		d++
		c[d], dg[d], an[d] = nc, nd, na
		avail[d] = rows[d] &^ (nc | nd | na)
	}
	return count
}
