package join

import (
	"sync/atomic"

	"github.com/nqueens-go/nqueens/internal/engine"
)

// --- Counts by the column of row 0's queen ---
//
// An engine split by column counts each unit by the column of the queen
// of row 0 of the solutions it stands for, in the units of the count, so
// that the records of a count split by column have the same numbers as
// those of a plain one.
//
// A unit of a phase of classes (a board of even size, or the centre of an
// odd one) is split as Rows.Counts splits the count with no queen placed
// (countFirstRow): the queens of rows 0 and n-1 of the solutions of X tell
// the queen of row 0 of the images of the whole class.
//
// A solution of a phase (a, b) of an odd board stands for its eight
// images. Its images from left to right and upside down have the queen of
// row 0 where it has its queens of rows 0 and n-1, mirrored or not; its
// images about the diagonals have it in the column of the row where it
// has its queens of columns 0 and n-1, mirrored or not. So each solution
// adds one at each of those four places, folded onto the west half
// (countEdges). The queens of rows 0 and n-1 stand on either side, as X
// says, while column 0 is the west's and column n-1 the east's (a < h),
// so most
// half-solutions carry two of the four, and many pairs of lists would
// each be counted apart; but each place is one half-solution's, so the
// count needs only the pairs of each list of either side, whatever list
// of the other they pair with: disjoint.Counter.CountSplit counts them,
// slicing one side's lists together as one base. Where the phase puts a
// middle queen in row n-1 (b = h), that place is the middle column's, and
// each solution adds two there.
//
// The units of the phases (a, b) of one b at one place are a group
// (Engine.Group), as in a plain count: a worker builds the west
// half-solutions of their sets X once for the group, split by the columns
// of the border rows where the west holds them and by the row of column
// 0's queen, and keeps for each phase those that its queen of the middle
// row leaves.

// SplitByColumn makes the engine count by the column of row 0's queen:
// each Result of the workers that Worker returns from then on holds
// ByColumn, its total by that column.
func (e *Engine) SplitByColumn() { e.byColumn = true }

// countColumns counts unit u, of a phase of classes, by the column of row
// 0's queen. It pauses before each X and looks at stop.
func (w *worker) countColumns(u int, stop *atomic.Bool) engine.Result {
	e := w.e
	unit := e.list[u]
	folded := make([]uint64, e.n/2+1) // by column of the west, and the middle one's last
	j := w.plainJoiner(unit.phase)
	for x := range e.sets(u) {
		pause()
		if stop.Load() {
			return engine.Result{Unit: u, Err: engine.ErrStopped}
		}
		j.countFirstRow(x, folded)
	}
	return w.unfold(u, folded)
}

// countColumnsGroup appends to results the results of a group of units
// by the column of row 0's queen: units of the phases (a, b) of one b, of
// the same sets X, one unit alone too. It pauses before each X and looks
// at stop; stopped, it appends one result, engine.ErrStopped.
func (w *worker) countColumnsGroup(results []engine.Result, units []int, stop *atomic.Bool) []engine.Result {
	e := w.e
	h := e.n / 2
	first := e.list[units[0]]
	folded := make([][]uint64, len(units)) // for each unit, by column of the west, and the middle one's last
	for i := range folded {
		folded[i] = make([]uint64, h+1)
	}
	ph := &e.phases[first.phase]
	wj := w.westJoiner(ph.b)
	both := ph.rows>>uint(2*h-1)&1 != 0 // row n-1 is the quarters'
	left := first.xs
	for x := range ph.rowSets(first.from) {
		pause()
		if stop.Load() {
			return append(results, engine.Result{Unit: units[0], Err: engine.ErrStopped})
		}
		if wj.buildBorder(west, x.rows, both, 0) {
			for i, u := range units {
				j := w.plainJoiner(e.list[u].phase)
				if j.keepWest(wj) && j.buildBorder(east, x.rows, both, h-1) {
					j.countEdges(x.rows, both, folded[i])
				}
			}
		}
		if left--; left == 0 {
			break
		}
	}
	for i, u := range units {
		results = append(results, w.unfold(u, folded[i]))
	}
	return results
}

// unfold returns the result of unit u from its counts folded onto the
// west, and the middle column's last for an odd size.
func (w *worker) unfold(u int, folded []uint64) engine.Result {
	n, h := w.e.n, w.e.n/2
	r := engine.Result{Unit: u, ByColumn: make([]uint64, n)}
	for c := range h {
		r.ByColumn[c], r.ByColumn[n-1-c] = folded[c], folded[c]
		r.Total += 2 * folded[c]
	}
	if n%2 != 0 {
		r.ByColumn[h] = folded[h]
		r.Total += folded[h]
	}
	return r
}

// westJoiner returns the joiner of the west phase of b, made the first
// time.
func (w *worker) westJoiner(b int) *joiner {
	return w.splitJoiner(&w.west, len(w.e.west), b, &w.e.west[b])
}

// plainJoiner returns the joiner of phase i that does not weigh the
// solutions by the transposition, made the first time.
func (w *worker) plainJoiner(i int) *joiner {
	return w.splitJoiner(&w.plain, len(w.e.phases), i, &w.e.phases[i])
}

// splitJoiner returns (*joiners)[i], a joiner of phase p for a count by
// column that shares the worker's run lengths, made the first time in a
// slice of k joiners.
func (w *worker) splitJoiner(joiners *[]*joiner, k, i int, p *joinPhase) *joiner {
	if *joiners == nil {
		*joiners = make([]*joiner, k)
	}
	if (*joiners)[i] == nil {
		j := newJoiner(w.e.table, w.cache, w.e.n, p, false)
		j.runs = w.runLengths()
		(*joiners)[i] = j
	}
	return (*joiners)[i]
}

// runLengths returns the run lengths that the worker's joiners share.
func (w *worker) runLengths() *runLengths {
	if w.runs == nil {
		w.runs = new(runLengths)
	}
	return w.runs
}
