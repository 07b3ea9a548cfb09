package nqueens

import (
	"context"
	"math/bits"
	"sync/atomic"
)

// --- The join counter's units of work ---
//
// A join count is split into units: runs of joinUnitSize sets X of one
// phase, taken in the order of the phases and, within a phase, in
// increasing order of X, only the first X of each class in a phase of
// classes. The units are numbered from 0 in that order. Like the
// backtracking counter's subproblems, the numbering is part of the API,
// and TestJoinUnitsStable pins it.

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

// A joinUnit is a unit of work of a join count.
type joinUnit struct {
	phase int    // its phase
	from  uint32 // the combination of its first X
	xs    int    // the number of X it holds
}

// A joinPlan is the work of a join count of size n.
type joinPlan struct {
	n      int
	table  *quarterTable
	phases []joinPhase
	units  []joinUnit
}

// newJoinPlan returns the plan of a join count of size n in [joinMinN,
// joinMaxN], with its table built.
func newJoinPlan(ctx context.Context, n int) (*joinPlan, error) {
	p := &joinPlan{n: n, phases: joinPhases(n)}
	for i := range p.phases {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		p.phases[i].xs(n/2, 0, func(c, _ uint32, _ uint64) bool {
			last := len(p.units) - 1
			if last < 0 || p.units[last].phase != i || p.units[last].xs == joinUnitSize {
				p.units = append(p.units, joinUnit{phase: i, from: c})
				last++
			}
			p.units[last].xs++
			return true
		})
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	var err error
	if p.table, err = newQuarterTable(ctx, n/2); err != nil {
		return nil, err
	}
	return p, nil
}

// estimates returns the estimated cost of each unit: for each X, the
// number of pairs of quarter placements in the rows of each half with
// complementary columns, which bounds the number of half-solutions from
// above, multiplied for the pairs of half-solutions, and plus 256 for each
// for the joins.
func (p *joinPlan) estimates(ctx context.Context) ([]uint64, error) {
	h := uint(p.n / 2)
	north := uint32(1)<<h - 1
	cost := make([]uint64, len(p.units))
	var j *joiner
	for i, u := range p.units {
		if i%64 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		ph := &p.phases[u.phase]
		if j == nil || j.phase != ph {
			j = newJoiner(p.table, p.n, ph)
		}
		left := u.xs
		ph.xs(int(h), u.from, func(_, x uint32, _ uint64) bool {
			y := ph.rows &^ x
			e := j.candidates(x&north, x>>h, 0)
			w := j.candidates(y&north, y>>h, 1)
			cost[i] += e*w + 256*(e+w)
			left--
			return left > 0
		})
	}
	return cost, nil
}

// candidates returns the number of pairs of placements of the quarters of
// one side (0 east, 1 west) in rows top of the north quarter and bottom of
// the south one whose columns are complementary.
func (j *joiner) candidates(top, bottom uint32, side int) uint64 {
	cols := j.phase.east
	if side == 1 {
		cols = j.phase.west
	}
	var c uint64
	for _, ct := range j.subsets[side][bits.OnesCount32(top)] {
		c += uint64(len(j.t.of(top, ct))) * uint64(len(j.t.of(bottom, cols^ct)))
	}
	return c
}

// count counts the solutions of unit u, with js holding a joiner for each
// phase that it has counted before. It returns errStopped if stop was set
// before it finished, and errOverflow if the count overflows.
func (p *joinPlan) count(u int, js []*joiner, stop *atomic.Bool) (uint64, error) {
	unit := p.units[u]
	ph := &p.phases[unit.phase]
	j := js[unit.phase]
	if j == nil {
		j = newJoiner(p.table, p.n, ph)
		js[unit.phase] = j
	}
	var total uint64
	var err error
	left := unit.xs
	ph.xs(p.n/2, unit.from, func(_, x uint32, w uint64) bool {
		if stop.Load() {
			err = errStopped
			return false
		}
		var ok bool
		if total, ok = addWeighted(total, w, j.count(x)); !ok {
			err = errOverflow
			return false
		}
		left--
		return left > 0
	})
	return total, err
}
