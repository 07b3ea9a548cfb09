package nqueens

import (
	"context"
	"math/bits"
	"sync/atomic"

	"github.com/nqueens-go/nqueens/internal/seam"
)

// --- The backtracking engine ---
//
// The backtracking engine's units are the classes of start placements
// (start.go), numbered as the documentation of Backtrack says. It counts
// a unit with a startSearch, the row-by-row search of bitmask.go, weights
// the completions by the size of the class, and finds the fundamental
// solutions among them by Burnside's lemma (burnside.go). The cost of a
// unit is Knuth's estimate of the size of its search tree.

// backtrackKind is the engine kind of Backtrack, which counts every size
// on little memory.
type backtrackKind struct{}

func (backtrackKind) check(context.Context, int, uint64) error { return nil }

func (backtrackKind) prefers(int) bool { return true }

func (backtrackKind) newEngine(ctx context.Context, n int, _ uint64) (engine, error) {
	return newBacktrackEngine(ctx, n)
}

// backtrackEngine is the engine of Backtrack for one size n.
type backtrackEngine struct {
	n     int
	list  []start       // the canonical start placements, by number, for n ≥ 2
	nodes atomic.Uint64 // the queens its searches placed, which the benchmarks report
}

// newBacktrackEngine returns the engine of size n, or ctx.Err() if ctx is
// done before it has listed the start placements.
func newBacktrackEngine(ctx context.Context, n int) (*backtrackEngine, error) {
	e := &backtrackEngine{n: n}
	if n >= 2 {
		var err error
		if e.list, err = starts(ctx, n); err != nil {
			return nil, err
		}
	}
	return e, nil
}

// units returns the number of canonical start placements, or 1 for the
// boards of size 0 and 1, whose one unit is the board itself.
func (e *backtrackEngine) units() int {
	if e.n < 2 {
		return 1
	}
	return len(e.list)
}

func (e *backtrackEngine) costs(ctx context.Context, workers int) ([]seam.Estimate, error) {
	if e.n < 2 {
		return []seam.Estimate{seam.EstimateOf(1)}, nil
	}
	cost := make([]seam.Estimate, len(e.list))
	err := seam.EachChunk(ctx, len(e.list), 256, workers, func(lo, hi int) {
		for u := lo; u < hi; u++ {
			cost[u] = e.list[u].estimate(e.n, u)
		}
	})
	if err != nil {
		return nil, err
	}
	return cost, nil
}

func (e *backtrackEngine) prepare(context.Context) error { return nil }

func (e *backtrackEngine) batch() int { return 1 }

func (e *backtrackEngine) countsUnique() bool { return true }

func (e *backtrackEngine) worker() worker { return &backtrackWorker{e: e} }

func (e *backtrackEngine) whole(_ context.Context, sum Counts) (Counts, error) {
	return sum, nil
}

func (e *backtrackEngine) release() {}

// backtrackWorker is the state of one goroutine of a backtracking count.
type backtrackWorker struct {
	e       *backtrackEngine
	p       startSearch
	results []result // the results of the last batch, which count reuses
}

func (w *backtrackWorker) count(units []int, stop *atomic.Bool) []result {
	w.results = countEach(w.results[:0], units, stop, w.countUnit)
	return w.results
}

// countUnit counts unit u.
func (w *backtrackWorker) countUnit(u int, stop *atomic.Bool) result {
	n := w.e.n
	if n < 2 {
		// The board of size 0 or 1 is its own one solution.
		return result{unit: u, counts: Counts{Total: 1, Unique: 1}}
	}
	s := w.e.list[u]
	cl, _ := s.canonical(n)
	w.p.set(n, s.oriented(n))
	found, nodes, ok := w.p.count(stop)
	w.e.nodes.Add(nodes)
	if !ok {
		return result{unit: u, err: seam.ErrStopped}
	}
	total, ok := seam.AddWeighted(0, cl.size, found)
	if !ok {
		return result{unit: u, err: seam.ErrOverflow}
	}
	return result{unit: u, counts: Counts{Total: total, Unique: s.fundamental(n, cl, found)}}
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
func (s start) estimate(n, u int) seam.Estimate {
	var p startSearch
	p.set(n, s.oriented(n))
	x := uint64(u)*0x9e3779b97f4a7c15 + 1
	var sum seam.Estimate
	for range estimateProbes {
		var cols, diag, anti uint64
		width := seam.EstimateOf(1)
		for r := range p.rows {
			free := p.allowed[r&(MaxN-1)] &^ (cols | diag | anti)
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
