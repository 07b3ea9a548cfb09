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
// transposed images have it where its queens of columns 0 and n-1 stand,
// which a join of rows does not tell. But the transposed images of the
// solutions of phase (a, b) are the images from left to right and upside
// down of the solutions of phase (b, a), whose middle queens stand at
// (h, h+b) and (h+a, h). So a unit of phase (a, b) counts its sets X by
// rows 0 and n-1, and the sets X of phase (b, a) of the same numbers too,
// each solution of either for its four images: over the whole count, the
// eight images of each solution of the phases (a, b). The numbers line up:
// both phases leave 2h-1 rows and h-1 east columns to the quarters, and a
// phase of no classes lists every combination of them. A unit's total so
// split differs from its total in a plain count, while the totals of all
// the units agree. Where b = h, the queen of row n-1 is the middle
// column's, and each solution adds two at the middle column; phase (b, a)
// always leaves row n-1 to the quarters, since a < h.

// SplitByColumn makes the engine count by the column of row 0's queen:
// each Result of the workers that Worker returns from then on holds
// ByColumn, its total by that column. An engine split so groups no units.
func (e *Engine) SplitByColumn() {
	if e.byColumn {
		return
	}
	e.byColumn = true
	if e.n%2 == 0 {
		return
	}
	e.swapped = make([]joinPhase, len(e.phases))
	for i, p := range e.phases {
		if p.a == 0 {
			continue
		}
		e.swapped[i] = middlePhase(e.n, p.b, p.a)
		e.swapped[i].listSubsets()
	}
}

// swappedJoiner returns the joiner of the phase (b, a) of phase i, made
// the first time.
func (w *worker) swappedJoiner(i int) *joiner {
	if w.swapped == nil {
		w.swapped = make([]*joiner, len(w.e.phases))
	}
	if w.swapped[i] == nil {
		w.swapped[i] = newJoiner(w.e.table, w.cache, w.e.n, &w.e.swapped[i], false)
		w.swapped[i].runs = w.runLengths()
	}
	return w.swapped[i]
}

// countColumns counts unit u by the column of row 0's queen. It pauses
// before each X and looks at stop.
func (w *worker) countColumns(u int, stop *atomic.Bool) engine.Result {
	e := w.e
	n, h := e.n, e.n/2
	unit := e.list[u]
	folded := make([]uint64, h+1) // by column of the west, and the middle one's last
	p := &e.phases[unit.phase]
	if p.classes {
		j := w.plainJoiner(unit.phase)
		for x := range e.sets(u) {
			pause()
			if stop.Load() {
				return engine.Result{Unit: u, Err: engine.ErrStopped}
			}
			j.countFirstRow(x, folded)
		}
	} else {
		for _, j := range [2]*joiner{w.plainJoiner(unit.phase), w.swappedJoiner(unit.phase)} {
			ph := j.phase
			both := ph.rows>>uint(2*h-1)&1 != 0 // row n-1 is the quarters'
			left := unit.xs
			for x := range ph.rowSets(unit.from) {
				pause()
				if stop.Load() {
					return engine.Result{Unit: u, Err: engine.ErrStopped}
				}
				if s := j.countBorder(x.rows, both, folded); !both {
					folded[h] += 2 * s
				}
				if left--; left == 0 {
					break
				}
			}
		}
	}
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

// plainJoiner returns the joiner of phase i that does not weigh the
// solutions by the transposition, made the first time.
func (w *worker) plainJoiner(i int) *joiner {
	if w.plain == nil {
		w.plain = make([]*joiner, len(w.e.phases))
	}
	if w.plain[i] == nil {
		w.plain[i] = newJoiner(w.e.table, w.cache, w.e.n, &w.e.phases[i], false)
		w.plain[i].runs = w.runLengths()
	}
	return w.plain[i]
}

// runLengths returns the run lengths that the worker's joiners share.
func (w *worker) runLengths() *runLengths {
	if w.runs == nil {
		w.runs = new(runLengths)
	}
	return w.runs
}
