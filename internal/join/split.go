package join

import (
	"math/bits"

	"github.com/nqueens-go/nqueens/internal/disjoint"
)

// --- Half-solutions split by the columns of their border rows ---
//
// The counts of Rows.Counts are split by the column of one queen, or two:
// that of a row r at the top of a side's north quarter, and that of the
// board's last row, the bottom of its south quarter. A side sorts its
// half-solutions into lists by those columns, labelled qa*h+qb for the
// column qa of row r's queen and qb of the last row's in the quarter, 0
// where a list is not split so.
//
// The table's entries of a set of rows and of columns come in
// lexicographic order of their queens' columns, from the top row down
// (quarterTable.place), so those of each column of the top row are a
// run: as many as the entries of the rows and columns without that queen
// that leave its diagonals free. The bottom row's queens stand in no such
// order: the entries with that queen in column qb are made from those of
// the rows and columns without it, off its diagonals, with its own added.
//
// The lists of one side are counted against the other side's keys, or
// each of its lists, by disjoint.Counter.CountLists, which slices those
// once for all the lists.

// A southPart is the entries of a south quarter with the queen of its
// bottom row in column q, ready to join.
type southPart struct {
	q             uint
	checks, parts []uint64
}

// halfSplit fills the lists of side sd, j.labeled[sd], with the keys of
// its half-solutions in the rows top of its north quarter and bottom of
// its south one, split by the column of the queen of row r, the lowest of
// top, unless r < 0, and by that of the queen of the south quarter's last
// row if splitBottom is set, which bottom must then hold; j.labels[sd]
// lists the labels with keys.
func (j *joiner) halfSplit(sd side, top, bottom uint32, r int, splitBottom bool) {
	h := uint(j.h)
	if j.labeled[sd] == nil {
		j.labeled[sd] = make([][]uint64, h*h)
	}
	for _, l := range j.labels[sd] {
		j.labeled[sd][l] = j.labeled[sd][l][:0]
	}
	j.labels[sd] = j.labels[sd][:0]
	w := 2*h - 1
	p := j.phase
	cols := p.cols[sd]
	forbidTop := p.forbid[sd][north]
	northDiag, _, northAnti, _ := sd.keyShifts(uint(j.s))
	last := h - 1                         // the south quarter's last row
	rest := top &^ (1 << uint(max(r, 0))) // the rows of top below row r
	topEntries, bottomEntries := j.rowsOf(top), j.rowsOf(bottom)
	var restEntries, bottomRestEntries []uint64
	if r >= 0 {
		restEntries = j.rowsOf(rest)
	}
	if splitBottom {
		bottomRestEntries = j.rowsOf(bottom &^ (1 << last))
	}
	for _, ct := range p.subsets[sd][bits.OnesCount32(top)] {
		as := j.t.in(topEntries, top, ct)
		if len(as) == 0 {
			continue
		}
		souths := j.southParts[:0]
		cb := cols ^ ct
		if splitBottom {
			for qs := cb; qs != 0; qs &= qs - 1 {
				q := uint(bits.TrailingZeros32(qs))
				if checks, parts := j.southSplit(sd, bottom, cb, q, bottomRestEntries); len(checks) > 0 {
					souths = append(souths, southPart{q, checks, parts})
				}
			}
		} else if checks, parts := j.southOf(sd, bottom, cb, bottomEntries); len(checks) > 0 {
			souths = append(souths, southPart{0, checks, parts})
		}
		j.southParts = souths
		if len(souths) == 0 {
			continue
		}
		var runs []int32
		if r >= 0 {
			runs = j.runs.of(top, ct, func(runs []int32) []int32 {
				for qs := ct; qs != 0; qs &= qs - 1 {
					qa := uint(bits.TrailingZeros32(qs))
					// The entries with row r's queen in column qa: those
					// of the rows below it, in the columns but qa, off
					// its diagonals.
					queen := entryOf(1<<(uint(r)-qa+h-1), 1<<(uint(r)+qa))
					run := int32(0)
					for _, e := range j.t.in(restEntries, rest, ct&^(1<<qa)) {
						if e&queen == 0 {
							run++
						}
					}
					runs = append(runs, run)
				}
				return runs
			})
		}
		for i, qs := 0, ct; len(as) > 0; i, qs = i+1, qs&(qs-1) {
			run, qa := len(as), uint(0)
			if r >= 0 {
				if qs == 0 {
					panic("join: the entries of a set of rows are not in the order of their top row's column")
				}
				qa = uint(bits.TrailingZeros32(qs))
				run = int(runs[i])
			}
			if run == 0 {
				continue
			}
			words, wordParts := disjoint.AppendParts(j.north[0][:0], j.north[1][:0], as[:run], forbidTop, northDiag, northAnti, w, &p.fold)
			j.north[0], j.north[1] = words, wordParts
			as = as[run:]
			for _, sp := range souths {
				l := qa*h + sp.q
				before := len(j.labeled[sd][l])
				keys := disjoint.AppendJoined(j.labeled[sd][l], words, wordParts, sp.checks, sp.parts)
				j.labeled[sd][l] = keys
				if before == 0 && len(keys) > 0 {
					j.labels[sd] = append(j.labels[sd], int(l))
				}
			}
		}
	}
}

// rowsOf returns the entries of the placements in rows, from the table or
// the joiner's cache.
func (j *joiner) rowsOf(rows uint32) []uint64 {
	if j.cache != nil {
		return j.cache.of(rows)
	}
	return j.t.rows(rows)
}

// southSplit returns the entries of side sd's south quarter in the rows
// bottom and columns cols with the queen of its last row in column q that
// the phase allows, ready to join, as southOf does; entries are those of
// bottom without its last row.
func (j *joiner) southSplit(sd side, bottom, cols uint32, q uint, entries []uint64) (checks, parts []uint64) {
	h := uint(j.h)
	l := &j.splitSouth[sd]
	if l.ready == nil {
		*l = southLists{rows: ^uint32(0), ready: make([]bool, h<<h), lists: make([][2][]uint64, h<<h)}
	}
	last := h - 1
	queen := entryOf(1<<(last-q+h-1), 1<<(last+q))
	return l.of(bottom, cols*uint32(h)+uint32(q), func(checks, parts []uint64) ([]uint64, []uint64) {
		return j.appendSouth(sd, checks, parts, j.t.in(entries, bottom&^(1<<last), cols&^(1<<q)), queen)
	})
}

// countLists adds to counts[i] the number of disjoint pairs of a key of
// base and a key of the i-th list of side sd that j.labels[sd] names,
// counts holding at least as many numbers.
func (j *joiner) countLists(base []uint64, sd side, counts []uint64) {
	j.pairs.CountLists(base, j.listsOf(sd), j.phase.fold.Width(), j.sieve, counts)
}

// listsOf returns the lists of side sd that j.labels[sd] names, in order.
func (j *joiner) listsOf(sd side) [][]uint64 {
	j.counted = j.counted[:0]
	for _, l := range j.labels[sd] {
		j.counted = append(j.counted, j.labeled[sd][l])
	}
	return j.counted
}

// runLengths holds, for each set of rows and set of columns of a quarter
// that a split has met, how many of the table's entries there have the
// queen of the top row in each of the columns, in increasing order of
// the column: the lengths of the runs of the entries of each column. They
// are the table's, whatever the phase, and a split meets each many times,
// where finding them takes a pass over the entries of the rows below.
type runLengths struct {
	at    map[uint64]uint32 // by rows<<32 | columns, where their runs start in all
	all   []int32
	count int // the number of sets met
}

// maxRunSets bounds the sets of rows and columns whose runs a runLengths
// keeps, and so its memory, some 20 MiB at n = 23 to 25 for each
// goroutine of a count split by column: beyond it, it starts afresh,
// which only costs time.
const maxRunSets = 1 << 18

// of returns the run lengths of the entries in rows and cols, which fill
// appends to the slice it is given if they are not kept.
func (l *runLengths) of(rows, cols uint32, fill func([]int32) []int32) []int32 {
	key := uint64(rows)<<32 | uint64(cols)
	if l.at == nil || l.count >= maxRunSets {
		l.at, l.all, l.count = make(map[uint64]uint32), l.all[:0], 0
	}
	k := bits.OnesCount32(cols)
	if start, ok := l.at[key]; ok {
		return l.all[start : int(start)+k]
	}
	start := len(l.all)
	l.all = fill(l.all)
	if len(l.all) != start+k {
		panic("join: a run for each column")
	}
	l.at[key] = uint32(start)
	l.count++
	return l.all[start:]
}
