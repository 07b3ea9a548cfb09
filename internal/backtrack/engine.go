// Package backtrack counts the solutions of a board by backtracking: it
// searches, row by row, the completions of each class of start placements
// (the queens of the four border lines), which are its units. The nqueens
// package documents the units, as the subproblems of Backtrack.
package backtrack

import (
	"context"
	"fmt"
	"math/bits"
	"sync/atomic"

	"github.com/nqueens-go/nqueens/internal/dihedral"
	"github.com/nqueens-go/nqueens/internal/engine"
)

// --- The engine ---
//
// The engine's units are the classes of start placements (start.go),
// numbered as the documentation of Backtrack says. It counts a unit with a
// startSearch, the row-by-row search of search.go, weights the completions
// by the size of the class, and finds the fundamental solutions among them
// by Burnside's lemma (fundamental.go). The cost of a unit is Knuth's
// estimate of the size of its search tree.

// An Engine counts one board size n by backtracking.
type Engine struct {
	n     int
	list  []Start       // the canonical start placements, by number, for n ≥ 2
	nodes atomic.Uint64 // the queens its searches placed, which the benchmarks report
	// byColumn: split each unit's solutions by the column of row 0's
	// queen, each image of its start placement's class at that of its
	// top queen.
	byColumn bool
}

// SplitByColumn makes the engine count each unit by the column of the
// queen of row 0: the completions of a start placement are as many for
// each of its images, whose top queen's column is that of row 0.
func (e *Engine) SplitByColumn() { e.byColumn = true }

// New returns the engine of size n, or ctx.Err() if ctx is done before it
// has listed the start placements.
func New(ctx context.Context, n int) (*Engine, error) {
	e := &Engine{n: n}
	if n >= 2 {
		var err error
		if e.list, err = Starts(ctx, n); err != nil {
			return nil, err
		}
	}
	return e, nil
}

// Units returns the number of canonical start placements, or 1 for the
// boards of size 0 and 1, whose one unit is the board itself.
func (e *Engine) Units() int {
	if e.n < 2 {
		return 1
	}
	return len(e.list)
}

// Costs returns Knuth's estimate of the search tree of each unit.
func (e *Engine) Costs(ctx context.Context, workers int) ([]engine.Estimate, error) {
	if e.n < 2 {
		return []engine.Estimate{engine.EstimateOf(1)}, nil
	}
	cost := make([]engine.Estimate, len(e.list))
	err := engine.EachChunk(ctx, len(e.list), 256, workers, func(lo, hi int) {
		for u := lo; u < hi; u++ {
			cost[u] = e.Cost(u)
		}
	})
	if err != nil {
		return nil, err
	}
	return cost, nil
}

// Cost returns Knuth's estimate of the search tree of unit u.
func (e *Engine) Cost(u int) engine.Estimate {
	if e.n < 2 {
		return engine.EstimateOf(1)
	}
	return e.list[u].estimate(e.n, u)
}

// Prepare does nothing: the workers share nothing but the list of units.
func (e *Engine) Prepare(context.Context) error { return nil }

// Batch returns 1.
func (e *Engine) Batch() int { return 1 }

// CountsUnique reports true: each unit counts its fundamental solutions.
func (e *Engine) CountsUnique() bool { return true }

// Worker returns a worker that searches one unit at a time.
func (e *Engine) Worker() engine.Worker { return &worker{e: e} }

// Release does nothing: the engine holds nothing but memory of the Go heap.
func (e *Engine) Release() {}

// Nodes returns the queens the engine's searches have placed so far, not
// counting the last two rows of each.
func (e *Engine) Nodes() uint64 { return e.nodes.Load() }

// Rows appends to dst the squares that the start queens of unit u leave
// free in each inner row of the board, rows 1 to n-2, as the engine
// searches them, and returns the extended slice. n must be at least 2.
func (e *Engine) Rows(dst []uint64, u int) []uint64 {
	var p startSearch
	p.set(e.n, e.list[u].oriented(e.n))
	return append(dst, p.allowed[:p.rows]...)
}

// Result returns the result of unit u, given found, the number of
// completions of the rows that Rows gives: its solutions, each completion
// weighted by the size of its class, and the fundamental solutions among
// them; or engine.ErrOverflow if they do not fit in a uint64.
func (e *Engine) Result(u int, found uint64) engine.Result {
	if e.n < 2 {
		// The board of size 0 or 1 is its own one solution.
		r := engine.Result{Unit: u, Total: 1, Unique: 1}
		if e.byColumn {
			r.ByColumn = make([]uint64, e.n) // n = 1: its queen in column 0
			for c := range r.ByColumn {
				r.ByColumn[c] = 1
			}
		}
		return r
	}
	s := e.list[u]
	cl, _ := s.Canonical(e.n)
	total, ok := engine.AddWeighted(0, cl.Size, found)
	if !ok {
		return engine.Result{Unit: u, Err: engine.ErrOverflow}
	}
	r := engine.Result{Unit: u, Total: total, Unique: s.fundamental(e.n, cl, found)}
	if e.byColumn {
		r.ByColumn = make([]uint64, e.n)
		images := make(map[Start]bool, len(dihedral.Symmetries))
		for _, g := range dihedral.Symmetries {
			if t := s.Image(e.n, g); !images[t] {
				images[t] = true
				r.ByColumn[t.Top] += found
			}
		}
		if uint64(len(images)) != cl.Size {
			panic(fmt.Sprintf("nqueens: start placement %v of size %d has %d images in a class of %d", s, e.n, len(images), cl.Size))
		}
	}
	return r
}

// worker is the state of one goroutine of a backtracking count.
type worker struct {
	e       *Engine
	p       startSearch
	results []engine.Result // the results of the last batch, which count reuses
}

func (w *worker) Count(units []int, stop *atomic.Bool) []engine.Result {
	w.results = engine.CountEach(w.results[:0], units, stop, w.countUnit)
	return w.results
}

// countUnit counts unit u.
func (w *worker) countUnit(u int, stop *atomic.Bool) engine.Result {
	n := w.e.n
	if n < 2 {
		return w.e.Result(u, 1)
	}
	w.p.set(n, w.e.list[u].oriented(n))
	found, nodes, ok := w.p.count(stop)
	w.e.nodes.Add(nodes)
	if !ok {
		return engine.Result{Unit: u, Err: engine.ErrStopped}
	}
	return w.e.Result(u, found)
}

// estimateProbes is the number of random paths that estimate follows.
const estimateProbes = 256

// estimate returns an estimate of the cost of counting the completions of
// s, the unit numbered u of size n: Knuth's estimate of the number of
// nodes of its search tree, summed over estimateProbes random paths from
// the root. A path places a queen in each row in turn, on one of the
// squares the queens above leave free, chosen at random, until it reaches a
// row with none; the estimate of a path is the sum, over its rows, of the
// product of the numbers of choices so far.
//
// The search tree is that of the image of s that the counter searches, by
// the rule of start.oriented as it stands; the random numbers come from a
// xorshift generator seeded by u. The estimates decide the shards, which
// are part of the API: TestShardsStable pins them.
func (s Start) estimate(n, u int) engine.Estimate {
	var p startSearch
	p.set(n, s.oriented(n))
	x := uint64(u)*0x9e3779b97f4a7c15 + 1
	var sum engine.Estimate
	for range estimateProbes {
		var cols, diag, anti uint64
		width := engine.EstimateOf(1)
		for r := range p.rows {
			free := p.allowed[r&(maxN-1)] &^ (cols | diag | anti)
			choices := uint64(bits.OnesCount64(free))
			if choices == 0 {
				break
			}
			width = width.Mul(choices)
			sum = sum.Add(width)
			x ^= x << 13
			x ^= x >> 7
			x ^= x << 17
			for k := x % choices; k > 0; k-- {
				free &= free - 1
			}
			bit := free & -free
			cols, diag, anti = cols|bit, (diag|bit)<<1, (anti|bit)>>1
		}
	}
	return sum
}
