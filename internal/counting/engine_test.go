package counting

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/nqueens-go/nqueens/internal/engine"
)

// fakeEngine is an engine of units whose counts are known: unit u counts
// u+1 solutions, in batches of size, as a device engine would take them.
type fakeEngine struct {
	n, size, released int
	prepared          bool
}

func (e *fakeEngine) Units() int { return e.n }
func (e *fakeEngine) Costs(context.Context, int) ([]engine.Estimate, error) {
	c := make([]engine.Estimate, e.n)
	for u := range c {
		c[u] = engine.EstimateOf(uint64(u + 1))
	}
	return c, nil
}
func (e *fakeEngine) Prepare(context.Context) error { e.prepared = true; return nil }
func (e *fakeEngine) Batch() int                    { return e.size }
func (e *fakeEngine) CountsUnique() bool            { return true }
func (e *fakeEngine) Worker() engine.Worker         { return fakeWorker{e} }
func (e *fakeEngine) Release()                      { e.released++ }

type fakeWorker struct{ e *fakeEngine }

func (w fakeWorker) Count(units []int, stop *atomic.Bool) []engine.Result {
	if len(units) > w.e.size {
		panic(fmt.Sprintf("a batch of %d units, more than %d", len(units), w.e.size))
	}
	var results []engine.Result
	for _, u := range units {
		if stop.Load() {
			return append(results, engine.Result{Unit: u, Err: engine.ErrStopped})
		}
		results = append(results, engine.Result{Unit: u, Total: uint64(u + 1)})
	}
	return results
}

// TestSchedulerBatches runs the scheduler on an engine that takes its
// units in batches, on one goroutine and on three: every unit is counted
// and recorded once, Progress grows to its total, the engine is prepared
// and released once; and a cancelled count releases it too.
func TestSchedulerBatches(t *testing.T) {
	for _, size := range []int{1, 3, 64} {
		for _, workers := range []int{1, 3} {
			e := &fakeEngine{n: 100, size: size}
			j := &job{n: 20, method: Backtrack, engine: e, all: e.n}
			for u := range e.n {
				j.units = append(j.units, u)
			}
			j.todo = j.units
			seen := make(map[int]int)
			var calls [][2]int
			c := Settings{Workers: workers,
				Finished: func(sub Unit, counts Counts) error {
					seen[sub.Number]++
					if counts.Total != uint64(sub.Number+1) {
						t.Errorf("unit %d: %+v", sub.Number, counts)
					}
					return nil
				},
				Progress: func(done, total int) { calls = append(calls, [2]int{done, total}) },
			}
			costs, _ := e.Costs(context.Background(), 1)
			j.work = scaleWork(costs)
			for _, u := range j.units {
				j.total += j.work[u]
			}
			name := fmt.Sprintf("batches of %d on %d goroutines", size, workers)
			if err := c.run(context.Background(), j); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if j.sum.total != 100*101/2 || len(seen) != 100 || !e.prepared || e.released != 1 {
				t.Errorf("%s: total %d, %d units recorded, prepared %v, released %d times", name, j.sum.total, len(seen), e.prepared, e.released)
			}
			for u, k := range seen {
				if k != 1 {
					t.Errorf("%s: unit %d recorded %d times", name, u, k)
				}
			}
			checkCalls(t, name, calls)

			ctx, cancel := context.WithCancel(context.Background())
			cancel()
			e = &fakeEngine{n: 100, size: size}
			j = &job{n: 20, method: Backtrack, engine: e, all: e.n, todo: j.units}
			if err := (&Settings{Workers: workers}).run(ctx, j); !errors.Is(err, context.Canceled) || e.released != 1 {
				t.Errorf("%s, cancelled: %v, released %d times", name, err, e.released)
			}
		}
	}
}

// estimateOnce puts in the table of methods, for the rest of the test,
// the kind of backtracking on the processor whose engines estimate the
// costs of a size's units the first time alone, and give the same costs
// again after: the tests of the planner's shards and of Done plan
// thousands of shards of a few sizes, each of which would estimate every
// unit. The engines are the processor's own in all else, and
// TestShardsStable pins their costs.
func estimateOnce(t *testing.T) {
	saved := methods[Backtrack].on
	t.Cleanup(func() { methods[Backtrack].on = saved })
	methods[Backtrack].on[CPU] = &onceKind{engineKind: saved[CPU], costs: make(map[int][]engine.Estimate)}
}

// onceKind is an engine kind whose engines estimate the costs of each size
// once: see estimateOnce.
type onceKind struct {
	engineKind
	mu    sync.Mutex
	costs map[int][]engine.Estimate // by size
}

func (k *onceKind) newEngine(ctx context.Context, n int, limit uint64) (engine.Engine, error) {
	e, err := k.engineKind.newEngine(ctx, n, limit)
	if err != nil {
		return nil, err
	}
	return onceEngine{e, k, n}, nil
}

// onceEngine is an engine of a onceKind, of size n.
type onceEngine struct {
	engine.Engine
	kind *onceKind
	n    int
}

func (e onceEngine) Costs(ctx context.Context, workers int) ([]engine.Estimate, error) {
	e.kind.mu.Lock()
	defer e.kind.mu.Unlock()
	if costs, ok := e.kind.costs[e.n]; ok {
		return slices.Clone(costs), nil
	}
	costs, err := e.Engine.Costs(ctx, workers)
	if err != nil {
		return nil, err
	}
	e.kind.costs[e.n] = slices.Clone(costs)
	return costs, nil
}
