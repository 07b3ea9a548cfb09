package clengine

import (
	"context"
	_ "embed"
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/nqueens-go/nqueens/internal/disjoint"
	"github.com/nqueens-go/nqueens/internal/engine"
	"github.com/nqueens-go/nqueens/internal/join"
	"github.com/nqueens-go/nqueens/internal/opencl"
)

// --- The join on an OpenCL device ---
//
// The Join engine counts the units of the join engine (internal/join),
// which it holds, on an OpenCL device. The processor makes the keys of
// the half-solutions of each set X of rows, as the join engine does
// (join.Lister), and the device counts their disjoint pairs, the work
// that grows fastest with the size: the host cuts the base keys of each
// list into tasks of at most taskKeys keys, each meeting at most
// taskQueries of the queries, and the kernel (join.cl) counts each task
// in a work group, which slices its base keys in local memory as
// internal/disjoint's Counter does. The host stages the keys and tasks of
// a batch of units and launches them whenever they fill its buffers, so
// that a launch holds many thousands of tasks; it weighs each task's
// count by its list's weight and adds it to its unit's total. Lists too
// short to pay for a task, which the kernel would count in a fraction of
// its work group, are counted on the host as it stages the others.

//go:embed join.cl
var joinKernel string

// The sizes of the join's tasks and launches; taskKeys, taskChunks,
// joinGroup and joinLocal are the kernel's KEYS, CHUNKS, GROUP and the
// bytes of its local memory.
const (
	taskKeys    = 512
	taskChunks  = 8
	chunkBits   = 6
	joinGroup   = 64
	joinLocal   = 8*taskKeys + 4*taskChunks*chunkBits*taskKeys/32 + 4*taskChunks*64*taskKeys/32 + 8*joinGroup
	taskQueries = 1 << 14 // the most queries of a task
	// hostPairs and hostPairsGPU are the most pairs of a list that the
	// host counts itself, beside a processor's OpenCL device and beside a
	// GPU. A processor's device shares the host's cores, and its kernel
	// counts a list of 256 keys against 256 several times slower than
	// the host's own (internal/disjoint), so the host keeps such lists,
	// which spares a count on POCL much of its time (docs/performance.md,
	// section "OpenCL"). Beside a GPU, the host, which makes every half
	// board, keeps the lists too short to fill a work group's lanes.
	hostPairs    = 1 << 16
	hostPairsGPU = 1 << 12
	// launchTasks is the most tasks of a launch, and launchQueries the
	// most queries its tasks meet: a small share of a count's work, so
	// that a cancelled count waits little for the launch under way.
	launchTasks   = 1 << 14
	launchQueries = 1 << 23
	// joinBatch and joinBatchGPU are the units a worker takes at a time
	// from a processor, and from a GPU.
	joinBatch    = 16
	joinBatchGPU = 64
)

// stagedKeys keeps the buffers of staged keys of the batches counted, for
// the next batches of any count: a buffer takes launchKeys words, 8 MiB,
// whose pages a new buffer would fault in again at every count.
var stagedKeys sync.Pool

// launchKeys is the most keys of a launch, 8 MiB on the device. A
// variable, which the tests make small to launch a batch in many parts.
var launchKeys = 1 << 20

// CheckJoin returns nil if device d can count the join, and otherwise a
// engine.Unavailable that says why.
func CheckJoin(d opencl.DeviceInfo) error {
	if d.LocalMemory < joinLocal {
		return engine.Unavailable{Why: fmt.Sprintf("OpenCL device %s: %d bytes of local memory, too few for the join's tables, %d bytes", d.Name, d.LocalMemory, joinLocal)}
	}
	return nil
}

// NewJoin returns the engine of Join, or Join2 with transpose set, of size
// n on device d, which CheckJoin allows, with its units listed; stream is
// the join engine's (join.New). It returns ctx.Err() if ctx is done.
func NewJoin(ctx context.Context, d opencl.DeviceInfo, n int, transpose, stream bool) (*Join, error) {
	if err := CheckJoin(d); err != nil {
		return nil, err
	}
	cpu, err := join.New(ctx, n, transpose, stream)
	if err != nil {
		return nil, err
	}
	e := &Join{cpu: cpu, n: n, device: d, vector: true, hostPairs: hostPairs, layout: disjoint.Layout{PatternKeys: 256}}
	if d.GPU {
		e.vector, e.hostPairs, e.layout = false, hostPairsGPU, disjoint.Layout{PatternKeys: 128, OnePattern: true}
	}
	return e, nil
}

// A Join engine counts one size by joining half boards, their pairs
// counted on an OpenCL device.
type Join struct {
	cpu       *join.Engine // the engine of the processor, whose units it counts
	n         int
	device    opencl.DeviceInfo
	vector    bool            // the kernel's form for a processor's vector unit, rather than a GPU's (join.cl)
	hostPairs int             // the most pairs of a list that the host counts itself
	layout    disjoint.Layout // how the host lays out the other lists (disjoint.Counter.Plan)
	kernel    *kernel         // the kernel, which each worker runs on a queue of its own
}

// Units returns the units of the join engine.
func (e *Join) Units() int { return e.cpu.Units() }

// Costs returns the estimates of the join engine.
func (e *Join) Costs(ctx context.Context, workers int) ([]engine.Estimate, error) {
	return e.cpu.Costs(ctx, workers)
}

// CountsUnique reports false, as for the join engine.
func (e *Join) CountsUnique() bool { return e.cpu.CountsUnique() }

// Prepare builds the join engine's table, or its index, and the kernel on
// the device.
func (e *Join) Prepare(ctx context.Context) error {
	if err := e.cpu.Prepare(ctx); err != nil {
		return err
	}
	if e.kernel != nil {
		return nil
	}
	options := "-DVECTOR=0"
	if e.vector {
		options = "-DVECTOR=1"
	}
	k, err := hold(e.device, joinKernel, options, "count_pairs")
	if err != nil {
		return err
	}
	e.kernel = k
	return nil
}

// Batch returns how many units a worker hands to the device at once.
func (e *Join) Batch() int {
	if e.device.GPU {
		return joinBatchGPU
	}
	return joinBatch
}

// Worker returns a worker with a queue of its own.
func (e *Join) Worker() engine.Worker {
	return &joinWorker{e: e, lister: e.cpu.Lister(), sieve: e.cpu.Sieve()}
}

// Release frees the workers' queues and buffers, gives up the hold on
// the built program, and frees the join engine's table.
func (e *Join) Release() {
	if e.kernel != nil {
		e.kernel.release()
		e.kernel = nil
	}
	e.cpu.Release()
}

// CPU returns the engine that counts the same units on the processor.
func (e *Join) CPU() engine.Engine { return e.cpu }

// joinWorker is the state of one goroutine of a join count on an OpenCL
// device.
type joinWorker struct {
	e       *Join
	lister  *join.Lister
	sieve   disjoint.Sieve
	host    disjoint.Counter  // the counter of the lists the host counts
	queue   *opencl.Queue     // this worker's, made at its first launch
	buffers [4]*opencl.Buffer // keys, tasks, runs, found, grown as needed
	keys    []uint64          // the staged keys: each list's base keys, then its queries
	tasks   []uint64          // the staged tasks, four words each (join.cl)
	runs    []uint64          // their runs of queries, two words each
	plan    []disjoint.Task   // the tasks of the list at hand
	met     int               // the queries the staged tasks meet
	owner   []int32           // the index in the batch of each staged task's unit
	weight  []uint64          // and the weight of its list
	found   []uint64
	sums    []uint64 // the totals of the units of the batch so far
	bad     []bool   // whether a unit's total has overflowed
	listed  int      // the units of the batch whose lists are all staged or counted
	counted int      // the units of the batch whose totals are whole: those listed at the last launch
	results []engine.Result
}

func (w *joinWorker) Count(units []int, stop *atomic.Bool) []engine.Result {
	if k, ok := stagedKeys.Get().(*[]uint64); ok {
		w.keys = (*k)[:0]
	}
	defer func() {
		// Only a buffer staged into goes back: an empty one drawn later
		// would leave a full one in the pool unused.
		if cap(w.keys) > 0 {
			keys := w.keys[:0]
			stagedKeys.Put(&keys)
		}
		w.keys = nil
	}()
	w.results = w.results[:0]
	w.sums = append(w.sums[:0], make([]uint64, len(units))...)
	w.bad = append(w.bad[:0], make([]bool, len(units))...)
	w.empty()
	w.listed, w.counted = 0, 0
	var err error
	for i, u := range units {
		width := w.e.cpu.Width(u)
		err = w.lister.Lists(u, stop, func(east, west []uint64, weight uint64) error {
			return w.stage(int32(i), east, west, weight, width)
		})
		if err != nil {
			break
		}
		w.listed = i + 1
	}
	if err == nil || err == engine.ErrStopped {
		// The units listed whole are counted as the stage is: a stopped
		// batch keeps them, at the cost of the launch.
		if lerr := w.launch(); lerr != nil {
			err = lerr
		}
	}
	for i, u := range units[:w.counted] {
		if w.bad[i] {
			return append(w.results, engine.Result{Unit: u, Err: engine.ErrOverflow})
		}
		w.results = append(w.results, engine.Result{Unit: u, Total: w.sums[i]})
	}
	if err != nil {
		if err != engine.ErrStopped {
			err = w.e.kernel.fail(err)
		}
		w.results = append(w.results, engine.Result{Unit: units[w.counted], Err: err})
	}
	return w.results
}

// stage stages the tasks of the pairs of a list of east keys and a list of
// west keys of unit i of the batch, weighed by weight, keys of width bits,
// as disjoint.Counter.Plan lays them out by the sieve; or counts them on
// the host, if they are few. It launches what is staged first where the
// buffers would be full.
func (w *joinWorker) stage(i int32, east, west []uint64, weight uint64, width int) error {
	base, queries := east, west
	if len(base) > len(queries) {
		base, queries = queries, base
	}
	if len(base)*len(queries) <= w.e.hostPairs {
		w.add(i, weight, w.host.Count(base, queries, width, w.sieve))
		return nil
	}
	base, queries, width, w.plan = w.host.Plan(w.plan[:0], base, queries, width, w.sieve, w.e.layout)
	most, met := len(w.plan), 0 // the tasks it takes at most, and the queries they meet
	for _, t := range w.plan {
		most += (t.Queries[1] - t.Queries[0]) / taskQueries
		met += t.Queries[1] - t.Queries[0]
	}
	if len(w.keys)+len(base)+len(queries) > launchKeys || len(w.owner)+most > launchTasks || w.met+met > launchQueries {
		if err := w.launch(); err != nil {
			return err
		}
	}
	if cap(w.keys) == 0 {
		// A launch's worth at once, which append would reach in dozens of
		// copies; the pages untouched cost nothing.
		w.keys = make([]uint64, 0, launchKeys)
	}
	chunks := uint64((width + chunkBits - 1) / chunkBits)
	from := uint64(len(w.keys))
	w.keys = append(w.keys, base...)
	qfrom := uint64(len(w.keys))
	w.keys = append(w.keys, queries...)
	w.met += met
	// A task for each group of base keys, with the runs of queries it
	// meets, up to taskQueries of them: Plan lays out a group's runs one
	// after the other.
	group, queued := [2]int{-1, -1}, 0
	for _, t := range w.plan {
		for q := t.Queries[0]; q < t.Queries[1]; {
			if t.Base != group || queued == taskQueries {
				w.tasks = append(w.tasks, from+uint64(t.Base[0]), uint64(t.Base[1]-t.Base[0])|chunks<<16, uint64(len(w.runs)/2), 0)
				w.owner = append(w.owner, i)
				w.weight = append(w.weight, weight)
				group, queued = t.Base, 0
			}
			nq := min(t.Queries[1]-q, taskQueries-queued)
			w.runs = append(w.runs, qfrom+uint64(q), uint64(nq))
			w.tasks[len(w.tasks)-1]++
			queued += nq
			q += nq
		}
	}
	return nil
}

// add adds weight times c to the total of unit i of the batch.
func (w *joinWorker) add(i int32, weight, c uint64) {
	var ok bool
	if w.sums[i], ok = engine.AddWeighted(w.sums[i], weight, c); !ok {
		w.bad[i] = true
	}
}

// launch counts the staged tasks on the device, adds their counts to
// their units' totals, and empties the stage.
func (w *joinWorker) launch() error {
	ntasks := len(w.owner)
	if ntasks == 0 {
		w.counted = w.listed
		return nil
	}
	e := w.e
	if w.queue == nil {
		q, err := e.kernel.queue()
		if err != nil {
			return err
		}
		w.queue = q
	}
	sizes := [4]int{len(w.keys), len(w.tasks), len(w.runs), ntasks}
	if err := grow(w.queue, w.buffers[:], sizes[:]); err != nil {
		return err
	}
	w.found = append(w.found[:0], make([]uint64, ntasks)...)
	var err error
	if LaunchHook != nil {
		err = LaunchHook()
	}
	if err == nil {
		err = w.queue.Write(w.buffers[0], w.keys)
	}
	if err == nil {
		err = w.queue.Write(w.buffers[1], w.tasks)
	}
	if err == nil {
		err = w.queue.Write(w.buffers[2], w.runs)
	}
	if err == nil {
		err = w.queue.Run(ntasks*joinGroup, joinGroup, w.buffers[0], w.buffers[1], w.buffers[2], w.buffers[3])
	}
	if err == nil {
		err = w.queue.Read(w.buffers[3], w.found)
	}
	if err != nil {
		return err
	}
	for t, c := range w.found {
		w.add(w.owner[t], w.weight[t], c)
	}
	w.empty()
	w.counted = w.listed
	return nil
}

// empty empties the stage.
func (w *joinWorker) empty() {
	w.keys, w.tasks, w.runs, w.owner, w.weight = w.keys[:0], w.tasks[:0], w.runs[:0], w.owner[:0], w.weight[:0]
	w.met = 0
}
