// Package join counts the solutions of a board by joining half boards:
// for each set of rows whose queen stands in the east half of the board,
// it pairs the east half-solutions with the west ones whose diagonals they
// do not meet. The half-solutions are made of placements in quarters of
// the board, which a table holds (quarter.go), or, for large sizes, whose
// entries each worker places as it needs them (rows.go). With transpose
// set it also uses the transposition of the board about its main diagonal
// (transpose.go), which leaves out about half the pairs. The nqueens
// package documents the units, as the subproblems of Join and Join2.
package join

import (
	"context"
	"fmt"
	"iter"
	"sync/atomic"

	"github.com/nqueens-go/nqueens/internal/disjoint"
	"github.com/nqueens-go/nqueens/internal/engine"
)

// --- The engine ---
//
// A join count is split into units: runs of UnitSize sets X of one phase,
// taken in the order of the phases and, within a phase, in increasing
// order of X, only the first X of each class in a phase of classes. The
// units are numbered from 0 in that order, which the documentation of Join
// states. The numbering is part of the API, and this package's
// TestJoinUnitsStable pins it.
//
// Listing the units needs only the phases. Estimating their costs needs to
// know how many placements of each quarter stand in each rows and columns,
// the table's index; counting them needs its entries, which for large n
// take most of a count's memory (589 MiB for n = 22).

// UnitSize is the number of sets X of a unit, all but the last of a phase.
const UnitSize = 64

// MinN and MaxN bound the sizes the join counts. Above MaxN, the table
// would take some 40 GiB.
const (
	MinN = 2
	MaxN = 25
)

// TableSize returns the bytes of the whole table of a board of size n,
// which it counts the placements of the first time for each n/2, or
// ctx.Err().
func TableSize(ctx context.Context, n int) (uint64, error) { return quarterSize(ctx, n/2) }

// IndexSize returns the bytes of the table's index for a board of size n.
func IndexSize(n int) uint64 { return quarterIndexSize(n / 2) }

// A joinUnit is a unit of work of a join count.
type joinUnit struct {
	phase int    // its phase
	from  uint32 // the combination of its first X
	xs    int    // the number of X it holds
}

// Engine is the engine of Join or Join2 for one size n.
type Engine struct {
	n         int
	transpose bool // Join2: weigh the solutions by the transposition (transpose.go)
	stream    bool // keep the table's index alone, and place its entries as they are needed (rows.go)
	phases    []joinPhase
	west      []joinPhase   // for an odd size, by b, the phase whose west half is that of each phase of b without its a (westPhase)
	list      []joinUnit    // the units, by number
	first     []int         // the number of the first unit of each phase
	table     *quarterTable // the index, once costs or prepare has built it, filled by prepare
	byColumn  bool          // count each unit by the column of row 0's queen (columns.go)
}

// New returns the engine of size n in [MinN, MaxN], with its units listed
// and no table, or ctx.Err(). With transpose set it weighs the solutions by
// the transposition; with stream set it keeps the table's index alone and
// places the entries as they are needed.
func New(ctx context.Context, n int, transpose, stream bool) (*Engine, error) {
	e := &Engine{n: n, transpose: transpose, stream: stream, phases: joinPhases(n), first: make([]int, 0, 1)}
	if n%2 != 0 {
		e.west = make([]joinPhase, n/2+1)
		for b := 2; b <= n/2; b++ {
			e.west[b] = westPhase(n, b)
		}
	}
	for i := range e.phases {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		e.first = append(e.first, len(e.list))
		for x := range e.phases[i].rowSets(0) {
			last := len(e.list) - 1
			if last < 0 || e.list[last].phase != i || e.list[last].xs == UnitSize {
				e.list = append(e.list, joinUnit{phase: i, from: x.combination})
				last++
			}
			e.list[last].xs++
		}
	}
	return e, nil
}

func (e *Engine) Units() int { return len(e.list) }

// index builds the table's index, once.
func (e *Engine) index(ctx context.Context) error {
	if e.table != nil {
		return nil
	}
	t, err := newQuarterIndex(ctx, e.n/2)
	if err != nil {
		return err
	}
	e.table = t
	return nil
}

// Prepare builds the table and fills it, or builds the index alone for an
// engine that streams.
func (e *Engine) Prepare(ctx context.Context) error {
	if err := e.index(ctx); err != nil {
		return err
	}
	if e.table.entries == nil && !e.stream {
		return e.table.fill(ctx)
	}
	return nil
}

func (e *Engine) Batch() int { return 1 }

// CountsUnique reports false: the classes of solutions cross the units.
func (e *Engine) CountsUnique() bool { return false }

// Release drops the table, which an Engine of a size keeps for no other
// count.
func (e *Engine) Release() { e.table = nil }

func (e *Engine) Worker() engine.Worker {
	w := &worker{e: e, joiners: make([]*joiner, len(e.phases))}
	if e.stream {
		w.cache = newRowCache(e.table)
	}
	return w
}

// Group returns, for an odd size, the units of each phase (a, b) of one b
// that hold the same sets X, the same place in each phase, as a group, and
// every other unit alone: a worker counts a group building the west
// half-solutions of each X once, where the units one at a time build them
// once for each a, split by column or not. For an even size it returns
// nil.
func (e *Engine) Group(todo []int) [][]int {
	if e.n%2 == 0 {
		return nil
	}
	groups := make([][]int, 0, len(todo))
	index := make(map[[2]int]int) // by b and place, the group's index
	for _, u := range todo {
		unit := e.list[u]
		b := e.phases[unit.phase].b
		if b == 0 {
			groups = append(groups, []int{u})
			continue
		}
		key := [2]int{b, u - e.first[unit.phase]}
		i, ok := index[key]
		if !ok {
			i = len(groups)
			index[key] = i
			groups = append(groups, nil)
		}
		groups[i] = append(groups[i], u)
	}
	return groups
}

// SortWestFrom is the fewest west keys of a group's X that a worker sorts
// by the sieve, for its phases to count against as their base
// (disjoint.Sorted): sorting fewer, as n = 19 mostly has (2,000 to 8,000),
// cost it more than the sieve saved; from 8,192, n = 19 is unchanged while
// the phases of n = 21 join faster (docs/performance.md, section "The
// join's table"). A variable for the tests, which sort every group's keys.
var SortWestFrom = 8192

// worker is the state of one goroutine of a join count: a joiner for
// each phase it has counted units of.
type worker struct {
	e       *Engine
	joiners []*joiner
	west    []*joiner       // by b, the joiners of the engine's west phases, for groups
	cache   *rowCache       // the entries of the rows at hand, for an engine that streams
	results []engine.Result // the results of the last batch, which count reuses
	totals  []uint64        // the totals of a group's units, which countGroup reuses
	sorted  disjoint.Sorted // the west keys of a group's X, sorted by the sieve
	kept    disjoint.Sorted // those of them the phase at hand keeps
	plain   []*joiner       // by phase, joiners that do not transpose, for a count by column
	runs    *runLengths     // the run lengths its joiners share
}

func (w *worker) Count(units []int, stop *atomic.Bool) []engine.Result {
	if w.e.byColumn {
		if w.e.phases[w.e.list[units[0]].phase].classes {
			w.results = engine.CountEach(w.results[:0], units, stop, w.countColumns)
		} else {
			w.results = w.countColumnsGroup(w.results[:0], units, stop)
		}
	} else if len(units) > 1 {
		w.results = w.countGroup(w.results[:0], units, stop)
	} else {
		w.results = engine.CountEach(w.results[:0], units, stop, w.countUnit)
	}
	return w.results
}

// joiner returns the joiner of phase i, made the first time.
func (w *worker) joiner(i int) *joiner {
	if w.joiners[i] == nil {
		w.joiners[i] = newJoiner(w.e.table, w.cache, w.e.n, &w.e.phases[i], w.e.transpose)
	}
	return w.joiners[i]
}

// countGroup appends to results the results of a group of units: units of
// the phases (a, b) of one b, in increasing order, which hold the same sets
// X. For each X, it builds the west half-solutions of the phase whose west
// half is that of b's phases without their a, once, and joins each a's
// east half-solutions with those of them that a's queen leaves. It
// pauses before each X and looks at stop; stopped, it appends one result,
// engine.ErrStopped.
func (w *worker) countGroup(results []engine.Result, units []int, stop *atomic.Bool) []engine.Result {
	e := w.e
	first := e.list[units[0]]
	p := &e.phases[first.phase]
	if w.west == nil {
		w.west = make([]*joiner, len(e.west))
	}
	wj := w.west[p.b]
	if wj == nil {
		wj = newJoiner(e.table, w.cache, e.n, &e.west[p.b], false)
		w.west[p.b] = wj
	}
	h := uint(e.n / 2)
	northRows := uint32(1)<<h - 1
	w.totals = append(w.totals[:0], make([]uint64, len(units))...)
	overflow := len(units) // the first unit whose total overflows
	left := first.xs
	for x := range p.rowSets(first.from) {
		pause()
		if stop.Load() {
			return append(results, engine.Result{Unit: units[0], Err: engine.ErrStopped})
		}
		y := p.rows &^ x.rows
		wj.half(west, y&northRows, y>>h)
		if len(wj.used[west]) > 0 {
			if keys := wj.buckets[west][0]; len(keys) >= SortWestFrom {
				w.sorted.Sort(keys, wj.sieve)
			} else {
				w.sorted.Hold(keys, wj.sieve)
			}
			for i, u := range units[:overflow] {
				ph := e.list[u].phase
				c := w.joiner(ph).countWest(x.rows, &w.sorted, e.phases[ph].middleRowKey(), &w.kept)
				var ok bool
				if w.totals[i], ok = engine.AddWeighted(w.totals[i], x.weight, c); !ok {
					overflow = i
				}
			}
		}
		if left--; left == 0 {
			break
		}
	}
	for i, u := range units {
		if i == overflow {
			return append(results, engine.Result{Unit: u, Err: engine.ErrOverflow})
		}
		results = append(results, engine.Result{Unit: u, Total: w.totals[i]})
	}
	return results
}

// countUnit counts the solutions of unit u. It pauses before each X and
// looks at stop.
func (w *worker) countUnit(u int, stop *atomic.Bool) engine.Result {
	j := w.joiner(w.e.list[u].phase)
	var total uint64
	for x := range w.e.sets(u) {
		pause()
		if stop.Load() {
			return engine.Result{Unit: u, Err: engine.ErrStopped}
		}
		var ok bool
		if total, ok = engine.AddWeighted(total, x.weight, j.count(x.rows)); !ok {
			return engine.Result{Unit: u, Err: engine.ErrOverflow}
		}
	}
	return engine.Result{Unit: u, Total: total}
}

// sets returns the sets X of unit u, in order.
func (e *Engine) sets(u int) iter.Seq[rowSet] {
	unit := e.list[u]
	p := &e.phases[unit.phase]
	return func(yield func(rowSet) bool) {
		left := unit.xs
		for x := range p.rowSets(unit.from) {
			if !yield(x) {
				return
			}
			if left--; left == 0 {
				return
			}
		}
	}
}

// UnitKey returns the phase (a, b), the first set X and the number of sets
// of unit u, which the tests of the numbering pin.
func (e *Engine) UnitKey(u int) string {
	unit := e.list[u]
	p := e.phases[unit.phase]
	return fmt.Sprintf("%d %d %d %d", p.a, p.b, unit.from, unit.xs)
}

// ForgetTableSize drops the size of the table of a board of size n that
// TableSize keeps, so that the next call counts it again, as the tests of
// a cancelled count need.
func ForgetTableSize(n int) { quarterSizes.Delete(n / 2) }

// --- Lists of keys for a device ---
//
// An engine that counts the disjoint pairs on a device (internal/clengine)
// takes from a Lister the lists of keys whose pairs make up each unit's
// count, and counts them there: the half-solutions are made on the
// processor, as here, and only the pair counts move.

// A Lister lists the keys of units, for an engine that counts their
// disjoint pairs itself: the state of one goroutine, as a worker is.
type Lister struct{ w *worker }

// Lister returns a Lister of the engine, after Prepare.
func (e *Engine) Lister() *Lister { return &Lister{w: e.Worker().(*worker)} }

// Width returns the bits of the keys of unit u.
func (e *Engine) Width(u int) int { return e.phases[e.list[u].phase].fold.Width() }

// Sieve returns the key bits that the most pairs of an east and a west key
// hold both, which a count of their pairs sieves by.
func (e *Engine) Sieve() disjoint.Sieve { return joinSieve(e.n / 2) }

// Lists calls pairs with each list of east keys and list of west keys
// whose disjoint pairs, each weighed by weight, add up to the count of
// unit u, keys of Width(u) bits; the lists are valid until pairs returns.
// It looks at stop before each set X of the unit, and returns
// engine.ErrStopped once it is set, or the first error that pairs returns.
func (l *Lister) Lists(u int, stop *atomic.Bool, pairs func(east, west []uint64, weight uint64) error) error {
	w := l.w
	j := w.joiner(w.e.list[u].phase)
	var err error
	for x := range w.e.sets(u) {
		if stop.Load() {
			return engine.ErrStopped
		}
		j.lists(x.rows, func(east, west []uint64, weight uint64) {
			if err == nil {
				err = pairs(east, west, x.weight*weight)
			}
		})
		if err != nil {
			return err
		}
	}
	return nil
}
