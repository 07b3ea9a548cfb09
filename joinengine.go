package nqueens

import (
	"context"
	"sync/atomic"

	"github.com/nqueens-go/nqueens/internal/seam"

	"github.com/nqueens-go/nqueens/internal/disjoint"
)

// --- The join engine ---
//
// A join count is split into units: runs of joinUnitSize sets X of one
// phase, taken in the order of the phases and, within a phase, in
// increasing order of X, only the first X of each class in a phase of
// classes. The units are numbered from 0 in that order, which the
// documentation of Join states. Like the backtracking engine's units, the
// numbering is part of the API, and TestJoinUnitsStable pins it.
//
// Listing the units needs only the phases. Estimating their costs needs to
// know how many placements of each quarter stand in each rows and columns,
// the table's index; counting them needs its entries, which for large n
// take most of a count's memory (526 MiB for n = 22).

// joinUnitSize is the number of sets X of a unit, all but the last of a
// phase.
const joinUnitSize = 64

// joinMinN and joinMaxN bound the sizes the join counter counts, and
// autoJoinN is the size from which Auto prefers it: below, backtracking is
// faster. Above joinMaxN, the table would take some 40 GiB.
const (
	joinMinN  = 2
	autoJoinN = 12
	joinMaxN  = 25
)

// joinKind is the engine kind of Join, and of Join2 if transpose is set.
type joinKind struct{ transpose bool }

// method returns the method of k.
func (k joinKind) method() Method {
	if k.transpose {
		return Join2
	}
	return Join
}

// check returns a *RangeError for a size outside [joinMinN, joinMaxN], and
// a *MemoryError if even the index of the table of size n takes more than
// limit bytes.
func (k joinKind) check(ctx context.Context, n int, limit uint64) error {
	if n < joinMinN || n > joinMaxN {
		return &RangeError{Method: k.method(), N: n, Min: joinMinN, Max: joinMaxN}
	}
	_, err := joinMemory(ctx, n, limit)
	return err
}

func (joinKind) prefers(n int) bool { return n >= autoJoinN && n <= joinMaxN }

func (k joinKind) newEngine(ctx context.Context, n int, limit uint64) (engine, error) {
	stream, err := joinMemory(ctx, n, limit)
	if err != nil {
		return nil, err
	}
	e, err := newJoinEngine(ctx, n, k.transpose)
	if err != nil {
		return nil, err
	}
	e.stream = stream
	return e, nil
}

// joinMemory returns whether a join of size n streams the entries of its
// table, which it does from size streamN on, and where the whole table
// takes more than limit bytes; or a *MemoryError if even the index takes
// more, or ctx.Err() if ctx is done while it sizes the table.
func joinMemory(ctx context.Context, n int, limit uint64) (stream bool, err error) {
	whole, err := quarterSize(ctx, n/2)
	if err != nil {
		return false, err
	}
	if whole <= limit && n < streamN {
		return false, nil
	}
	if index := quarterIndexSize(n / 2); index <= limit {
		return true, nil
	}
	return false, &MemoryError{N: n, Need: quarterIndexSize(n / 2), Table: whole, Limit: limit}
}

// A joinUnit is a unit of work of a join count.
type joinUnit struct {
	phase int    // its phase
	from  uint32 // the combination of its first X
	xs    int    // the number of X it holds
}

// joinEngine is the engine of Join or Join2 for one size n.
type joinEngine struct {
	n         int
	transpose bool // Join2: weigh the solutions by the transposition (transpose.go)
	stream    bool // keep the table's index alone, and place its entries as they are needed (rows.go)
	phases    []joinPhase
	west      []joinPhase   // for an odd size, by b, the phase whose west half is that of each phase of b without its a (westPhase)
	list      []joinUnit    // the units, by number
	first     []int         // the number of the first unit of each phase
	table     *quarterTable // the index, once costs or prepare has built it, filled by prepare
}

// newJoinEngine returns the engine of size n in [joinMinN, joinMaxN], of
// Join2 if transpose is set and of Join otherwise, with its units listed
// and no table, or ctx.Err().
func newJoinEngine(ctx context.Context, n int, transpose bool) (*joinEngine, error) {
	e := &joinEngine{n: n, transpose: transpose, phases: joinPhases(n), first: make([]int, 0, 1)}
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
			if last < 0 || e.list[last].phase != i || e.list[last].xs == joinUnitSize {
				e.list = append(e.list, joinUnit{phase: i, from: x.combination})
				last++
			}
			e.list[last].xs++
		}
	}
	return e, nil
}

func (e *joinEngine) units() int { return len(e.list) }

// index builds the table's index, once.
func (e *joinEngine) index(ctx context.Context) error {
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

// prepare builds the table and fills it, or builds the index alone for an
// engine that streams.
func (e *joinEngine) prepare(ctx context.Context) error {
	if err := e.index(ctx); err != nil {
		return err
	}
	if e.table.entries == nil && !e.stream {
		return e.table.fill(ctx)
	}
	return nil
}

func (e *joinEngine) batch() int { return 1 }

// countsUnique reports false: the classes of solutions cross the units.
func (e *joinEngine) countsUnique() bool { return false }

// release drops the table, which a joinEngine of a size keeps for no other
// count.
func (e *joinEngine) release() { e.table = nil }

func (e *joinEngine) worker() worker {
	w := &joinWorker{e: e, joiners: make([]*joiner, len(e.phases))}
	if e.stream {
		w.cache = newRowCache(e.table)
	}
	return w
}

// whole returns the fundamental solutions of a count of every unit, from
// the total by Burnside's lemma: a unit counts none of its own.
func (e *joinEngine) whole(ctx context.Context, sum Counts) (Counts, error) {
	unique, err := burnside(ctx, e.n, sum.Total)
	return Counts{Total: sum.Total, Unique: unique}, err
}

// group returns, for an odd size, the units of each phase (a, b) of one b
// that hold the same sets X, the same place in each phase, as a group, and
// every other unit alone: a worker counts a group building the west
// half-solutions of each X once, where the units one at a time build them
// once for each a. For an even size it returns nil.
func (e *joinEngine) group(todo []int) [][]int {
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

// sortWestFrom is the fewest west keys of a group's X that a worker sorts
// by the sieve, for its phases to count against as their base
// (disjoint.Sorted): sorting fewer, as n = 19 mostly has (2,000 to 8,000),
// cost it 15 to 30% more than the sieve saved; from 8,192, n = 19 is
// unchanged while the phases of n = 21 join some 15% faster. A variable
// for the tests, which sort every group's keys.
var sortWestFrom = 8192

// joinWorker is the state of one goroutine of a join count: a joiner for
// each phase it has counted units of.
type joinWorker struct {
	e       *joinEngine
	joiners []*joiner
	west    []*joiner       // by b, the joiners of the engine's west phases, for groups
	cache   *rowCache       // the entries of the rows at hand, for an engine that streams
	results []result        // the results of the last batch, which count reuses
	totals  []uint64        // the totals of a group's units, which countGroup reuses
	sorted  disjoint.Sorted // the west keys of a group's X, sorted by the sieve
	kept    disjoint.Sorted // those of them the phase at hand keeps
}

func (w *joinWorker) count(units []int, stop *atomic.Bool) []result {
	if len(units) > 1 {
		w.results = w.countGroup(w.results[:0], units, stop)
	} else {
		w.results = countEach(w.results[:0], units, stop, w.countUnit)
	}
	return w.results
}

// joiner returns the joiner of phase i, made the first time.
func (w *joinWorker) joiner(i int) *joiner {
	if w.joiners[i] == nil {
		w.joiners[i] = newJoiner(w.e.table, w.cache, w.e.n, &w.e.phases[i], w.e.transpose)
	}
	return w.joiners[i]
}

// countGroup appends to results the results of a group of units: units of
// the phases (a, b) of one b, in increasing order, which hold the same sets
// X. For each X, it builds the west half-solutions of the phase whose west
// half is that of b's phases without their a, once, and joins each a's
// east half-solutions with those of them that a's queen leaves. It looks
// at stop before each X; stopped, it appends one result, seam.ErrStopped.
func (w *joinWorker) countGroup(results []result, units []int, stop *atomic.Bool) []result {
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
		if stop.Load() {
			return append(results, result{unit: units[0], err: seam.ErrStopped})
		}
		y := p.rows &^ x.rows
		wj.half(west, y&northRows, y>>h)
		if len(wj.used[west]) > 0 {
			if keys := wj.buckets[west][0]; len(keys) >= sortWestFrom {
				w.sorted.Sort(keys, wj.sieve)
			} else {
				w.sorted.Hold(keys, wj.sieve)
			}
			for i, u := range units[:overflow] {
				ph := e.list[u].phase
				c := w.joiner(ph).countWest(x.rows, &w.sorted, e.phases[ph].middleRowKey(), &w.kept)
				var ok bool
				if w.totals[i], ok = seam.AddWeighted(w.totals[i], x.weight, c); !ok {
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
			return append(results, result{unit: u, err: seam.ErrOverflow})
		}
		results = append(results, result{unit: u, counts: Counts{Total: w.totals[i], UniqueUnknown: true}})
	}
	return results
}

// countUnit counts the solutions of unit u. It looks at stop before each X.
func (w *joinWorker) countUnit(u int, stop *atomic.Bool) result {
	unit := w.e.list[u]
	p := &w.e.phases[unit.phase]
	j := w.joiner(unit.phase)
	var total uint64
	left := unit.xs
	for x := range p.rowSets(unit.from) {
		if stop.Load() {
			return result{unit: u, err: seam.ErrStopped}
		}
		var ok bool
		if total, ok = seam.AddWeighted(total, x.weight, j.count(x.rows)); !ok {
			return result{unit: u, err: seam.ErrOverflow}
		}
		if left--; left == 0 {
			break
		}
	}
	return result{unit: u, counts: Counts{Total: total, UniqueUnknown: true}}
}
