package join

import (
	"math/bits"

	"github.com/nqueens-go/nqueens/internal/disjoint"
)

// --- Half-solutions split by the columns of their border rows ---
//
// The counts of Rows.Counts are split by the column of one queen, or two:
// that of a row r at the top of a side's north quarter, and that of the
// board's last row, the bottom of its south quarter; a count by column of
// a board of odd size also by the row of the queen of the side's edge
// column, the board's first or last (columns.go). A side sorts its
// half-solutions into lists by those, labelled (label) by the column qa
// of row r's queen and qb of the last row's in the quarter, and the row
// of the edge column's queen, 0 where a list is not split so.
//
// The table's entries of a set of rows and of columns come in
// lexicographic order of their queens' columns, from the top row down
// (quarterTable.place), so those of each column of the top row are a
// run: as many as the entries of the rows and columns without that queen
// that leave its diagonals free. The bottom row's queens stand in no such
// order: the entries with that queen in column qb are made from those of
// the rows and columns without it, off its diagonals, with its own added.
// The table keeps with each entry the rows of the queens of its square's
// first and last columns (quarterTable.edges), by which a run of entries
// is sorted for the edge column.
//
// The lists of one side are counted against the other side's keys, or
// each of its lists, by disjoint.Counter.CountLists, which slices those
// once for all the lists; split by the edge columns, the lists of both
// sides are counted by disjoint.Counter.CountSplit, which tells the pairs
// of each list of either.

// A southPart is the entries of a south quarter with the queen of its
// bottom row in column q, and where the split has an edge column, its
// queen in the row that e names (label), ready to join.
type southPart struct {
	q, e          uint
	checks, parts []uint64
}

// label returns the label of the lists of half-solutions with the queen of
// the split's top row in column qa, that of the last row in column qb,
// and that of the edge column in the row that e names: the north row e,
// or the south row e-h, 0 where the split has no edge column. A label not
// split by a queen has 0 for its column.
func (j *joiner) label(qa, qb, e uint) int {
	h := uint(j.h)
	return int((qa*h+qb)*2*h + e)
}

// splitLabel returns the columns and the row of a label.
func (j *joiner) splitLabel(l int) (qa, qb, e int) {
	h := j.h
	return l / (2 * h) / h, l / (2 * h) % h, l % (2 * h)
}

// labelCount returns the number of labels.
func (j *joiner) labelCount() int { return 2 * j.h * j.h * j.h }

// queenEntry returns the entry of a queen in row r and column c of a
// quarter.
func (j *joiner) queenEntry(r, c uint) uint64 {
	h := uint(j.h)
	return entryOf(1<<(r-c+h-1), 1<<(r+c))
}

// edgeShift returns where the row of the queen of a quarter's column edge,
// its first or its last, stands in a byte of edges (edgeRows).
func (j *joiner) edgeShift(edge int) uint {
	if edge == 0 {
		return 0
	}
	return 4
}

// halfSplit fills the lists of side sd, j.labeled[sd], with the keys of
// its half-solutions in the rows top of its north quarter and bottom of
// its south one, split by the column of the queen of row r, the lowest of
// top, unless r < 0, by that of the queen of the south quarter's last
// row if splitBottom is set, which bottom must then hold, and by the row
// of the queen of the quarters' column edge, their first or their last,
// unless edge < 0, which the side's columns must then hold; j.labels[sd]
// lists the labels with keys.
func (j *joiner) halfSplit(sd side, top, bottom uint32, r int, splitBottom bool, edge int) {
	if j.labeled[sd] == nil {
		j.labeled[sd] = make([][]uint64, j.labelCount())
	}
	for _, l := range j.labels[sd] {
		j.labeled[sd][l] = j.labeled[sd][l][:0]
	}
	j.labels[sd] = j.labels[sd][:0]
	w := uint(2*j.h - 1)
	p := j.phase
	cols := p.cols[sd]
	forbidTop := p.forbid[sd][north]
	northDiag, _, northAnti, _ := sd.keyShifts(uint(j.s))
	topEntries, topEdges := j.rowsWithEdges(top)
	for _, ct := range p.subsets[sd][bits.OnesCount32(top)] {
		as := j.t.in(topEntries, top, ct)
		if len(as) == 0 {
			continue
		}
		cb := cols ^ ct
		edgeNorth := edge >= 0 && ct>>uint(edge)&1 != 0
		souths := j.southParts(sd, bottom, cb, splitBottom, edge >= 0 && !edgeNorth, edge)
		if len(souths) == 0 {
			continue
		}
		northEdge := edge
		if !edgeNorth {
			northEdge = -1
		}
		j.northParts(top, ct, as, j.t.edgesIn(topEdges, top, ct), r, northEdge, func(qa, e uint, entries []uint64) {
			words, wordParts := disjoint.AppendParts(j.north[0][:0], j.north[1][:0], entries, forbidTop, northDiag, northAnti, w, &p.fold)
			j.north[0], j.north[1] = words, wordParts
			if len(words) == 0 {
				return
			}
			for _, sp := range souths {
				l := j.label(qa, sp.q, e+sp.e)
				before := len(j.labeled[sd][l])
				keys := disjoint.AppendJoined(j.labeled[sd][l], words, wordParts, sp.checks, sp.parts)
				j.labeled[sd][l] = keys
				if before == 0 && len(keys) > 0 {
					j.labels[sd] = append(j.labels[sd], l)
				}
			}
		})
	}
}

// northParts calls part with the entries of the north quarter in the rows
// top and columns ct, entries being those entries and edges their edges,
// split as halfSplit splits them: by the column qa of the queen of row r
// unless r < 0, and by the row e of the queen of column edge unless
// edge < 0; a part not split so has 0 for its column or row.
func (j *joiner) northParts(top, ct uint32, entries []uint64, edges []uint8, r int, edge int, part func(qa, e uint, entries []uint64)) {
	byEdge := func(qa uint, entries []uint64, edges []uint8) {
		if edge < 0 {
			part(qa, 0, entries)
			return
		}
		shift := j.edgeShift(edge)
		var start [17]int
		for _, e := range edges {
			start[e>>shift&15+1]++
		}
		for i := 1; i < len(start); i++ {
			start[i] += start[i-1]
		}
		if cap(j.fixed) < len(entries) {
			j.fixed = make([]uint64, len(entries))
		}
		sorted := j.fixed[:len(entries)]
		next := start
		for i, e := range edges {
			k := e >> shift & 15
			sorted[next[k]] = entries[i]
			next[k]++
		}
		for e := range 16 {
			if start[e] < start[e+1] {
				part(qa, uint(e), sorted[start[e]:start[e+1]])
			}
		}
	}
	if r < 0 {
		byEdge(0, entries, edges)
		return
	}
	rest := top &^ (1 << uint(r)) // the rows of top below row r
	restEntries := j.rowsOf(rest)
	runs := j.runs.of(top, ct, func(runs []int32) []int32 {
		for qs := ct; qs != 0; qs &= qs - 1 {
			qa := uint(bits.TrailingZeros32(qs))
			// The entries with row r's queen in column qa: those of the
			// rows below it, in the columns but qa, off its diagonals.
			queen := j.queenEntry(uint(r), qa)
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
	for i, qs := 0, ct; len(entries) > 0; i, qs = i+1, qs&(qs-1) {
		if qs == 0 {
			panic("join: the entries of a set of rows are not in the order of their top row's column")
		}
		qa := uint(bits.TrailingZeros32(qs))
		run := int(runs[i])
		if run > 0 {
			byEdge(qa, entries[:run], edges[:run])
		}
		entries, edges = entries[run:], edges[run:]
	}
}

// southParts returns the entries of side sd's south quarter in the rows
// bottom and columns cb, ready to join, split as halfSplit splits them:
// by the column of the queen of its last row if splitBottom is set, and
// by the row of the queen of column edge if edgeSouth is set, which cb
// must then hold. The parts are the joiner's until its next call.
func (j *joiner) southParts(sd side, bottom, cb uint32, splitBottom, edgeSouth bool, edge int) []southPart {
	souths := j.southBuf[:0]
	switch {
	case edgeSouth && splitBottom:
		for qs := cb; qs != 0; qs &= qs - 1 {
			souths = append(souths, j.southEdges(sd, bottom, cb, bits.TrailingZeros32(qs), edge)...)
		}
	case edgeSouth:
		souths = append(souths, j.southEdges(sd, bottom, cb, -1, edge)...)
	case splitBottom:
		last := uint(j.h - 1)
		bottomRest := j.rowsOf(bottom &^ (1 << last))
		for qs := cb; qs != 0; qs &= qs - 1 {
			q := uint(bits.TrailingZeros32(qs))
			if checks, parts := j.southSplit(sd, bottom, cb, q, bottomRest); len(checks) > 0 {
				souths = append(souths, southPart{q: q, checks: checks, parts: parts})
			}
		}
	default:
		if checks, parts := j.southOf(sd, bottom, cb, j.rowsOf(bottom)); len(checks) > 0 {
			souths = append(souths, southPart{checks: checks, parts: parts})
		}
	}
	j.southBuf = souths
	return souths
}

// southEdges returns the entries of side sd's south quarter in the rows
// bottom and columns cb, ready to join, with the queen of its last row in
// column q unless q < 0, split by the row of the queen of its column
// edge, each part labelled by those columns: made once for each set of
// the quarter's rows, and kept.
func (j *joiner) southEdges(sd side, bottom, cb uint32, q, edge int) []southPart {
	c := &j.edgeSouth[sd]
	if c.at == nil || c.rows != bottom {
		if c.at == nil {
			c.at = make(map[uint64][2]int)
		}
		clear(c.at)
		c.rows, c.parts = bottom, c.parts[:0]
		c.arenas[0], c.arenas[1] = c.arenas[0][:0], c.arenas[1][:0]
	}
	key := uint64(cb)<<8 | uint64(q+1)
	if r, ok := c.at[key]; ok {
		return c.parts[r[0]:r[1]]
	}
	h := uint(j.h)
	last := h - 1
	rows, cols, queen, qu := bottom, cb, uint64(0), uint(0)
	if q >= 0 {
		qu = uint(q)
		rows, cols, queen = bottom&^(1<<last), cb&^(1<<qu), j.queenEntry(last, qu)
	}
	entries, edges := j.rowsWithEdges(rows)
	entries, edges = j.t.in(entries, rows, cols), j.t.edgesIn(edges, rows, cols)
	start := len(c.parts)
	add := func(e uint, entries []uint64) {
		from := len(c.arenas[0])
		c.arenas[0], c.arenas[1] = j.appendSouth(sd, c.arenas[0], c.arenas[1], entries, queen)
		if a := c.arenas; len(a[0]) > from {
			c.parts = append(c.parts, southPart{qu, h + e, a[0][from:len(a[0]):len(a[0])], a[1][from:len(a[1]):len(a[1])]})
		}
	}
	if q == edge {
		// The queen of the edge column is the last row's.
		add(last, entries)
	} else {
		shift := j.edgeShift(edge)
		for rs := rows; rs != 0; rs &= rs - 1 {
			e := uint(bits.TrailingZeros32(rs))
			j.fixed = j.fixed[:0]
			for i, x := range entries {
				if uint(edges[i]>>shift&15) == e {
					j.fixed = append(j.fixed, x)
				}
			}
			add(e, j.fixed)
		}
	}
	c.at[key] = [2]int{start, len(c.parts)}
	return c.parts[start:len(c.parts):len(c.parts)]
}

// A southCache holds the parts of a south quarter's entries split by the
// queen of its edge column, in one set of rows, as a southLists holds
// those split by the last row's queen, kept by their columns and that
// queen's column.
type southCache struct {
	rows   uint32
	at     map[uint64][2]int // by key, where its parts start and end
	parts  []southPart
	arenas [2][]uint64 // the checks and the parts of the entries, one part after the other
}

// rowsOf returns the entries of the placements in rows, from the table or
// the joiner's cache.
func (j *joiner) rowsOf(rows uint32) []uint64 {
	if j.cache != nil {
		return j.cache.of(rows)
	}
	return j.t.rows(rows)
}

// rowsWithEdges is rowsOf, and the edges of the entries, in the same order.
func (j *joiner) rowsWithEdges(rows uint32) ([]uint64, []uint8) {
	if j.cache != nil {
		return j.cache.withEdges(rows)
	}
	return j.t.rowsWithEdges(rows)
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
