package join

import (
	"context"
	"fmt"
	"math/bits"
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
// RowCounts splits the count by the column of the queen of row r, the
// next, one of the north rows: for each X, the side that holds row r
// sorts its half-solutions into a bucket for each column of that queen,
// and each bucket is joined with the other side's. The table's entries of
// a set of rows and of columns come in lexicographic order of their
// queens' columns, from the top row down (quarterTable.place), so those
// of each column of row r, the top row of its side's north quarter, are
// a run: as many as the entries of the rows and columns without that
// queen that leave its diagonals free. Splitting one join so costs some
// n times less than joining each column's phase apart, which visits as
// many sets X for each column.
//
// With no queen placed, the board's mirror image from left to right maps
// the solutions with the queen of row 0 in column c onto those with it in
// column n-1-c: RowCounts joins only the sets X without row 0, whose
// queen of row 0 stands in the west, and takes the east's counts from
// theirs.
//
// Only boards of even size are joined so: one of odd size would need a
// phase for each placement of the queens of its middle row and column
// that the first rows leave, some 300 for n = 19, each about as long to
// join as a phase of the whole count.

// RowCounts returns, for the board of even size n in [MinN, MaxN] whose
// first len(prefix) rows, fewer than n/2, hold queens in the columns of
// prefix, attacking no other, the number of its solutions with the queen
// of the next row in each column: counts has n columns. It counts on
// workers goroutines, at least one, and returns ctx.Err() once ctx is
// done.
//
// It builds the table of the size's quarters for the call, or, from
// StreamN on, only its index (16 MiB for n = 22).
func RowCounts(ctx context.Context, n int, prefix []int, workers int) ([]uint64, error) {
	if n%2 != 0 || n < MinN || n > MaxN || len(prefix) >= n/2 {
		panic(fmt.Sprintf("join: RowCounts of size %d with %d rows placed", n, len(prefix)))
	}
	return rowCounts(ctx, n, prefix, workers, n >= streamN)
}

// rowCounts is RowCounts, placing the table's entries as each goroutine
// needs them if stream is set.
func rowCounts(ctx context.Context, n int, prefix []int, workers int, stream bool) ([]uint64, error) {
	t, err := newQuarterIndex(ctx, n/2)
	if err != nil {
		return nil, err
	}
	if !stream {
		if err := t.fill(ctx); err != nil {
			return nil, err
		}
	}
	p := prefixPhase(n, prefix)
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
					if len(prefix) > 0 || x.rows&1 == 0 {
						j.countSplit(x.rows, len(prefix), found)
					}
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

// prefixJobSize is the number of sets X a goroutine of RowCounts takes at
// a time: enough that taking one costs nothing beside joining them, few
// enough that the goroutines finish together.
const prefixJobSize = 64

// A prefixJob is a run of sets X of the phase of RowCounts.
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
	h, p := uint(j.h), j.phase
	northRows := uint32(1)<<h - 1
	rowsOf := [2]uint32{east: x, west: p.rows &^ x}
	sd, other := west, east
	if x>>uint(r)&1 != 0 {
		sd, other = east, west
	}
	o := rowsOf[other]
	j.half(other, o&northRows, o>>h)
	if len(j.used[other]) == 0 {
		return
	}
	s := rowsOf[sd]
	j.halfSplit(sd, s&northRows, s>>h, r)
	width := p.fold.Width()
	for _, q := range j.used[sd] {
		keys := j.buckets[sd][q]
		c := int(q) // the column of the west quarters, or of the east ones
		if sd == east {
			c += j.s
			found[c] += j.pairs.Count(keys, j.buckets[other][0], width, j.sieve)
		} else {
			found[c] += j.pairs.Count(j.buckets[other][0], keys, width, j.sieve)
		}
	}
}

// halfSplit fills the buckets of side sd with the keys of its
// half-solutions in the rows top of its north quarter and bottom of its
// south one, the bucket of column q of the quarter with those whose queen
// of row r, the lowest of top, stands in column q; j.used[sd] lists the
// columns with keys. The joiner must not transpose.
func (j *joiner) halfSplit(sd side, top, bottom uint32, r int) {
	for _, q := range j.used[sd] {
		j.buckets[sd][q] = j.buckets[sd][q][:0]
	}
	j.used[sd] = j.used[sd][:0]
	w := uint(2*j.h - 1)
	p := j.phase
	cols := p.cols[sd]
	forbidTop := p.forbid[sd][north]
	northDiag, _, northAnti, _ := sd.keyShifts(uint(j.s))
	rest := top &^ (1 << uint(r)) // the rows of top below row r
	var topEntries, restEntries, bottomEntries []uint64
	if j.cache != nil {
		topEntries, restEntries, bottomEntries = j.cache.of(top), j.cache.of(rest), j.cache.of(bottom)
	} else {
		topEntries, restEntries, bottomEntries = j.t.rows(top), j.t.rows(rest), j.t.rows(bottom)
	}
	for _, ct := range p.subsets[sd][bits.OnesCount32(top)] {
		as := j.t.in(topEntries, top, ct)
		if len(as) == 0 {
			continue
		}
		checks, parts := j.southOf(sd, bottom, cols^ct, bottomEntries)
		if len(checks) == 0 {
			continue
		}
		for qs := ct; qs != 0; qs &= qs - 1 {
			q := uint(bits.TrailingZeros32(qs))
			// The entries with row r's queen in column q: those of the
			// rows below it, in the columns but q, off its diagonals.
			queen := entryOf(1<<(uint(r)-q+uint(j.h)-1), 1<<(uint(r)+q))
			run := 0
			for _, e := range j.t.in(restEntries, rest, ct&^(1<<q)) {
				if e&queen == 0 {
					run++
				}
			}
			if run == 0 {
				continue
			}
			words, wordParts := disjoint.AppendParts(j.north[0][:0], j.north[1][:0], as[:run], forbidTop, northDiag, northAnti, w, &p.fold)
			j.north[0], j.north[1] = words, wordParts
			as = as[run:]
			before := len(j.buckets[sd][q])
			keys := disjoint.AppendJoined(j.buckets[sd][q], words, wordParts, checks, parts)
			j.buckets[sd][q] = keys
			if before == 0 && len(keys) > 0 {
				j.used[sd] = append(j.used[sd], columnState(q))
			}
		}
		if len(as) != 0 {
			panic("join: the entries of a set of rows are not in the order of their top row's column")
		}
	}
}
