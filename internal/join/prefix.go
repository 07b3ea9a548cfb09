package join

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/nqueens-go/nqueens/internal/disjoint"
)

// --- The completions of a board's first rows ---
//
// The solutions whose first r rows hold given queens are joined as a
// count of a whole board is, in one phase of their own: the rows of
// those queens and their columns are taken from the quarters, and their
// diagonals ruled out in every quarter (joinPhase.fix), as the middle
// queens of a board of odd size are. Such a phase has no classes: the
// fixed queens break the board's symmetries, so it joins every set X of
// the rows left, each solution once. The keys lose the bits of the
// diagonals that no quarter's placement can take any more, which often
// saves a chunk of the pair count (disjoint.Fold).
//
// Rows.Counts splits the count by the column of the queen of row r, the
// next, one of the north rows: for each X, the side that holds row r
// sorts its half-solutions into a list for each column of that queen
// (split.go), and each list is counted against the other side's keys,
// sliced once for them all (disjoint.Counter.CountLists). Splitting one
// join so costs some n times less than joining each column's phase apart,
// which visits as many sets X for each column.
//
// With no queen placed, the board keeps its symmetries, and Rows.Counts
// joins one X of each class, as the count does (countFirstRow): the
// queens of rows 0 and n-1 of the solutions of X tell the queen of row 0
// of the solutions of the three other sets of the class, their images
// from left to right, upside down and both. Each solution adds one at
// the column of its queen of row 0, folded onto the west half, and one at
// that of its last row, and the board's mirror image from left to right
// gives the east's counts from the west's. That visits a quarter of the
// sets X, where joining those without row 0 visits half of them, at the
// cost of splitting both sides' half-solutions where rows 0 and n-1 are
// on different sides, each list of the one counted against the lists of
// the other, sorted once for them all (disjoint.Counter.CountCross):
// longer than a count, which also weighs its solutions by the
// transposition and so meets half the pairs, but far shorter than a join
// of the sets X without row 0 (docs/performance.md, section "Solutions by
// number").

// Only boards of even size are joined so: one of odd size would need a
// phase for each placement of the queens of its middle row and column
// that the first rows leave, some 300 for n = 19, each about as long to
// join as a phase of the whole count.

// Rows counts the completions of the first rows of boards of one even
// size, by the column of the next row's queen, and keeps the table of the
// size's quarters from one count to the next: a call of Unrank counts
// some five rows, which would otherwise build the table once each
// (docs/performance.md, section "Solutions by number"). A Rows is for one
// goroutine at a time; its counts run on as many as they are given.
type Rows struct {
	n      int
	stream bool          // place the table's entries as each goroutine needs them
	table  *quarterTable // the table, once a count has built it
}

// NewRows returns the Rows of even size n in [MinN, MaxN], with no table
// yet: its first count builds the table, or, from streamN on, only its
// index (16 MiB for n = 22).
func NewRows(n int) *Rows {
	if n%2 != 0 || n < MinN || n > MaxN {
		panic(fmt.Sprintf("join: rows of size %d", n))
	}
	return &Rows{n: n, stream: n >= streamN}
}

// Counts returns, for the board whose first len(prefix) rows, fewer than
// n/2, hold queens in the columns of prefix, attacking no other, the
// number of its solutions with the queen of the next row in each column:
// counts has n columns. It counts on workers goroutines, at least one,
// and returns ctx.Err() once ctx is done.
func (rs *Rows) Counts(ctx context.Context, prefix []int, workers int) ([]uint64, error) {
	n := rs.n
	if len(prefix) >= n/2 {
		panic(fmt.Sprintf("join: the counts of size %d with %d rows placed", n, len(prefix)))
	}
	if rs.table == nil {
		t, err := newQuarterIndex(ctx, n/2)
		if err != nil {
			return nil, err
		}
		if !rs.stream {
			if err := t.fill(ctx); err != nil {
				return nil, err
			}
		}
		rs.table = t
	}
	return rowCounts(ctx, rs.table, n, prefix, workers, rs.stream)
}

// rowCounts is Counts from the table t, placing the table's entries as
// each goroutine needs them if stream is set.
func rowCounts(ctx context.Context, t *quarterTable, n int, prefix []int, workers int, stream bool) ([]uint64, error) {
	p := prefixPhase(n, prefix)
	p.classes = len(prefix) == 0
	jobs := prefixJobs(&p)
	counts := make([]uint64, n)
	var (
		next  atomic.Int64
		stop  atomic.Bool
		mu    sync.Mutex
		wg    sync.WaitGroup
		after = context.AfterFunc(ctx, func() { stop.Store(true) })
	)
	defer after()
	for range min(max(workers, 1), len(jobs)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var cache *rowCache
			if stream {
				cache = newRowCache(t)
			}
			j := newJoiner(t, cache, n, &p, false)
			found := make([]uint64, n)
			for !stop.Load() {
				i := int(next.Add(1) - 1)
				if i >= len(jobs) {
					break
				}
				left := jobs[i].xs
				for x := range p.rowSets(jobs[i].from) {
					if len(prefix) == 0 {
						j.countFirstRow(x, found)
					} else {
						j.countSplit(x.rows, len(prefix), found)
					}
					pause()
					if left--; left == 0 || stop.Load() {
						break
					}
				}
			}
			mu.Lock()
			for c, f := range found {
				counts[c] += f
			}
			mu.Unlock()
		}()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if len(prefix) == 0 {
		for c := range n / 2 {
			counts[n-1-c] = counts[c]
		}
	}
	return counts, nil
}

// prefixJobSize is the number of sets X a goroutine of Rows.Counts takes at
// a time: enough that taking one costs nothing beside joining them, few
// enough that the goroutines finish together.
const prefixJobSize = 64

// A prefixJob is a run of sets X of the phase of Rows.Counts.
type prefixJob struct {
	from uint32 // the combination of its first X
	xs   int
}

// prefixJobs returns the runs of at most prefixJobSize sets X of p.
func prefixJobs(p *joinPhase) []prefixJob {
	var jobs []prefixJob
	for x := range p.rowSets(0) {
		if last := len(jobs) - 1; last >= 0 && jobs[last].xs < prefixJobSize {
			jobs[last].xs++
			continue
		}
		jobs = append(jobs, prefixJob{from: x.combination, xs: 1})
	}
	return jobs
}

// prefixPhase returns the phase of the solutions of the board of even
// size n whose first rows hold queens in the columns of queens.
func prefixPhase(n int, queens []int) joinPhase {
	h := n / 2
	all := uint32(1)<<uint(h) - 1
	p := joinPhase{h: h, rows: all | all<<uint(h), cols: [2]uint32{all, all}, weight: 1}
	fixed := make([][2]int, len(queens))
	for r, c := range queens {
		p.rows &^= 1 << uint(r) // row r of a board of even size is bit r
		if c < h {
			p.cols[west] &^= 1 << uint(c)
		} else {
			p.cols[east] &^= 1 << uint(c-h)
		}
		fixed[r] = [2]int{r, c}
	}
	p = p.fix(n, fixed...)
	w := 2*h - 1
	p.fold = disjoint.NewFold(2*w, p.unreachable(n-h))
	p.listSubsets()
	return p
}

// unreachable returns the bits of a key that no half-solution of the
// phase can hold on either side, for a board whose south or east quarters
// start s rows or columns from the edge: those of the diagonals that the
// phase rules out in each quarter whose diagonals the bit stands for.
func (p *joinPhase) unreachable(s int) uint64 {
	w := uint(2*p.h - 1)
	m := uint64(1)<<w - 1
	var reach uint64
	for sd := range p.forbid {
		northDiag, southDiag, northAnti, southAnti := side(sd).keyShifts(uint(s))
		n, so := p.forbid[sd][north], p.forbid[sd][south]
		reach |= (m&^n)>>northDiag | (m&^so)<<southDiag&m
		reach |= ((m&^(n>>entryHalf))>>northAnti | (m&^(so>>entryHalf))<<southAnti&m) << w
	}
	return ^reach & (uint64(1)<<(2*w) - 1)
}

// countSplit adds to found, by column, the solutions of the phase, which
// has no classes, whose rows X have their queen in the east, by the column
// of the queen of row r, the phase's top row.
func (j *joiner) countSplit(x uint32, r int, found []uint64) {
	h := uint(j.h)
	northRows := uint32(1)<<h - 1
	rowsOf := [2]uint32{east: x, west: j.phase.rows &^ x}
	sd, other := west, east
	if x>>uint(r)&1 != 0 {
		sd, other = east, west
	}
	o, s := rowsOf[other], rowsOf[sd]
	j.half(other, o&northRows, o>>h)
	if len(j.used[other]) == 0 {
		return
	}
	j.halfSplit(sd, s&northRows, s>>h, r, false, -1)
	counts := j.zeroed(len(j.labels[sd]))
	j.countLists(j.buckets[other][0], sd, counts)
	for i, l := range j.labels[sd] {
		c, _, _ := j.splitLabel(l) // the column of the west quarters, or of the east ones
		if sd == east {
			c += j.s
		}
		found[c] += counts[i]
	}
}

// countFirstRow adds to found[c], for each column c of the west, the
// solutions of the images of the solutions of x, a set of rows that comes
// first in its class, with the queen of row 0 in column c or n-1-c, half
// of them: by the board's symmetry from left to right, as many as with
// that queen in column c.
//
// The images of a solution of x, turned from left to right, upside down
// or both, have the queen of row 0 in the column of the solution's row 0,
// mirrored or not, or in that of its last row: the queens of rows 0 and
// n-1 of the solutions of x tell those of row 0 of the whole class. So
// each solution adds one at the column, folded onto the west, of its
// queen of row 0, and one at that of its last row where the class has
// four sets of rows; where it has two, x's image upside down is x itself
// or its mirror image, and the first of those tells all.
func (j *joiner) countFirstRow(x rowSet, found []uint64) {
	j.countBorder(x.rows, x.weight == 4, found)
}

// countBorder adds to found[c], for each column c of the west, the
// solutions of the phase whose rows X have their queen in the east with
// the queen of row 0 in column c or n-1-c, and, if both is set, those
// with the queen of row n-1 there too, each solution once for each; it
// returns the number of solutions. Each side's half-solutions are split
// by the column of the queen of those rows it holds; a side that holds
// neither is counted whole. Row 0 must be a row of the phase, and row
// n-1 too if both is set.
func (j *joiner) countBorder(xRows uint32, both bool, found []uint64) (solutions uint64) {
	if !j.buildBorder(east, xRows, both, -1) || !j.buildBorder(west, xRows, both, -1) {
		return 0
	}
	return j.countBuilt(xRows, both, found)
}

// borderSides returns the sides that hold the queens of rows 0 and n-1
// where the rows X have their queen in the east.
func (j *joiner) borderSides(xRows uint32) (first, last side) {
	first, last = west, west
	if xRows&1 != 0 {
		first = east
	}
	if xRows>>uint(2*j.h-1)&1 != 0 {
		last = east
	}
	return first, last
}

// buildBorder builds the half-solutions of side sd as countBorder counts
// them, and reports whether there are any: the side of row 0 split by the
// column of its queen, and of row n-1's too if both is set and it holds
// that row; the side of row n-1 alone, where both is set, by the column
// of that row's queen; and by the row of the queen of its quarters'
// column edge unless edge < 0. A side split by none is built whole.
func (j *joiner) buildBorder(sd side, xRows uint32, both bool, edge int) bool {
	h := uint(j.h)
	rows := xRows
	if sd == west {
		rows = j.phase.rows &^ xRows
	}
	top, bottom := rows&(1<<h-1), rows>>h
	first, last := j.borderSides(xRows)
	switch {
	case sd == first:
		j.halfSplit(sd, top, bottom, 0, both && last == first, edge)
	case both && sd == last || edge >= 0:
		j.halfSplit(sd, top, bottom, -1, both && sd == last, edge)
	default:
		j.half(sd, top, bottom)
		return len(j.used[sd]) > 0
	}
	return len(j.labels[sd]) > 0
}

// keepWest takes for the west half-solutions of the rows X those that wj,
// the joiner of the phase whose west half is this phase's without its
// queen of the middle row, has built by buildBorder, split by column 0,
// less those that queen rules out, folded as the phase folds its keys,
// and reports whether any are left.
func (j *joiner) keepWest(wj *joiner) bool {
	leave, fold := j.phase.middleRowKey(), &j.phase.fold
	if j.labeled[west] == nil {
		j.labeled[west] = make([][]uint64, j.labelCount())
	}
	for _, l := range j.labels[west] {
		j.labeled[west][l] = nil
	}
	j.labels[west] = j.labels[west][:0]
	// The keys kept of all the lists go to one buffer, grown once, of
	// which each list is a piece, closed by its capacity.
	total := 0
	for _, l := range wj.labels[west] {
		total += len(wj.labeled[west][l])
	}
	kept := slices.Grow(j.kept[:0], total+keptSlack)
	for _, l := range wj.labels[west] {
		from := len(kept)
		kept = disjoint.AppendFree(kept, wj.labeled[west][l], leave, fold)
		if len(kept) > from {
			j.labeled[west][l] = kept[from:len(kept):len(kept)]
			j.labels[west] = append(j.labels[west], l)
		}
	}
	j.kept = kept
	return len(j.labels[west]) > 0
}

// keptSlack is room past the keys that keepWest keeps for what
// disjoint.AppendFree may write past its last key. Were it more, the
// buffer would grow, and the lists made before stay whole in the old one.
const keptSlack = 16

// countBuilt is countBorder of the half-solutions that buildBorder has
// built on both sides, split by no edge.
func (j *joiner) countBuilt(xRows uint32, both bool, found []uint64) (solutions uint64) {
	first, last := j.borderSides(xRows)
	fold := func(sd side, q int) int {
		if sd == east {
			return j.h - 1 - q
		}
		return q
	}
	if !both || first == last {
		// The side of rows 0 and n-1 by the columns of their queens
		// against all the keys of the other.
		other := 1 - first
		counts := j.zeroed(len(j.labels[first]))
		j.countLists(j.buckets[other][0], first, counts)
		for i, l := range j.labels[first] {
			qa, qb, _ := j.splitLabel(l)
			found[fold(first, qa)] += counts[i]
			if both {
				found[fold(first, qb)] += counts[i]
			}
			solutions += counts[i]
		}
		return solutions
	}
	// Row 0 on one side, row n-1 on the other: each list of the one by
	// row 0 against each list of the other by row n-1, which tells both
	// columns of their solutions.
	firstLists := append(j.crossed[:0], j.listsOf(first)...)
	j.crossed = firstLists
	lastLists := j.listsOf(last)
	// One side's lists are the bases, each sliced apart, and the
	// other's the queries, counted against each base: a base's last
	// group, part full, costs as many queries as a full one, so the side
	// of the more keys a list is the bases.
	firstBases := keyCount(firstLists)*len(lastLists) > keyCount(lastLists)*len(firstLists)
	bases, queries := lastLists, firstLists
	if firstBases {
		bases, queries = firstLists, lastLists
	}
	counts := j.zeroed(len(firstLists) * len(lastLists))
	j.pairs.CountCross(bases, queries, j.phase.fold.Width(), j.sieve, counts)
	for b, lb := range j.labels[last] {
		_, qb, _ := j.splitLabel(lb)
		for i, l := range j.labels[first] {
			qa, _, _ := j.splitLabel(l)
			c := counts[b*len(firstLists)+i]
			if firstBases {
				c = counts[i*len(lastLists)+b]
			}
			found[fold(first, qa)] += c
			found[fold(last, qb)] += c
			solutions += c
		}
	}
	return solutions
}

// countEdges adds to found[c], for each column c of the west, and the
// middle column h last, the solutions of the phase whose rows X have
// their queen in the east with the queen of row 0 in column c or n-1-c,
// those with the queen of row n-1 there if both is set, and those with
// the queens of columns 0 and n-1 in row c or n-1-c, each solution once
// for each; it returns the number of solutions. Both sides must have been
// built by buildBorder, split by their edge columns: the west by its
// first, 0, and the east by its last, h-1.
func (j *joiner) countEdges(xRows uint32, both bool, found []uint64) (solutions uint64) {
	h := j.h
	first, last := j.borderSides(xRows)
	eastLists := append(j.crossed[:0], j.listsOf(east)...)
	j.crossed = eastLists
	lists := [2][][]uint64{east: eastLists, west: j.listsOf(west)}
	// The side of the more keys is the base, sliced once, sieved by the
	// most bits.
	base := west
	if keyCount(lists[east]) > keyCount(lists[west]) {
		base = east
	}
	counts := j.zeroed(len(lists[0]) + len(lists[1]))
	byList := [2][]uint64{counts[:len(lists[0])], counts[len(lists[0]):]}
	j.pairs.CountSplit(lists[base], lists[1-base], j.phase.fold.Width(), j.sieve, byList[base], byList[1-base])
	foldColumn := func(sd side, q int) int {
		if sd == east {
			return h - 1 - q
		}
		return q
	}
	foldRow := func(e int) int {
		if e < h {
			return e
		}
		return 2*h - 1 - e
	}
	for sd := range lists {
		s := side(sd)
		for i, l := range j.labels[sd] {
			c := byList[sd][i]
			if s == west {
				solutions += c
			}
			qa, qb, e := j.splitLabel(l)
			if s == first {
				found[foldColumn(s, qa)] += c
			}
			if both && s == last {
				found[foldColumn(s, qb)] += c
			}
			found[foldRow(e)] += c
		}
	}
	// The queen of row n-1 where b = h is the middle column's, which
	// adds two.
	if !both {
		found[h] += 2 * solutions
	}
	return solutions
}

// keyCount returns the number of keys of lists.
func keyCount(lists [][]uint64) (k int) {
	for _, l := range lists {
		k += len(l)
	}
	return k
}

// zeroed returns k zeros, in the joiner's memory until its next call.
func (j *joiner) zeroed(k int) []uint64 {
	if cap(j.countBuf) < k {
		j.countBuf = make([]uint64, k)
	}
	j.countBuf = j.countBuf[:k]
	clear(j.countBuf)
	return j.countBuf
}
