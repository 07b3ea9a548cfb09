// Package rank finds the solution of a size at a place of their
// lexicographic order, and the place of a solution, for the nqueens
// package's Unrank, Rank and RandomUniform; and the classes of start
// placements with the solutions of each, for its Random.
//
// The place of a solution in lexicographic order is found row by row from
// the numbers of completions of its first rows: the solutions of size n
// whose queen of row 0 stands in a column left of b[0] all come before b,
// then those with b[0] in row 0 and row 1's queen left of b[1], and so
// on. Unrank runs the same sums the other way. Row 0's counts are made
// once in the process for each size (rowCounter.first). Each other row's
// are one count, on every core, of the completions of the rows above, a
// share of the row before's, split by the row's column: for a board of
// even size, by joining half boards (join.Rows, whose table of the
// quarters a call builds once for all its rows) while they number
// joinAbove or more, and otherwise by backtracking. Once the rows above
// leave at most walkBelow completions, they are walked through one by
// one.
package rank

import (
	"context"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/nqueens-go/nqueens/internal/backtrack"
	"github.com/nqueens-go/nqueens/internal/complete"
	"github.com/nqueens-go/nqueens/internal/counting"
	"github.com/nqueens-go/nqueens/internal/dihedral"
	"github.com/nqueens-go/nqueens/internal/join"
)

// walkBelow is the most completions of a board's first rows that unrank
// and rank walk through one by one rather than count row by row: so few
// that walking them costs little next to the start of as many goroutines
// as cores that a row's counts take.
const walkBelow = 1 << 14

// joinAbove is the fewest completions of a board's first rows, of even
// size, that rowCounter.next counts by joining half boards: from about
// there on, the join takes less time than the backtracking, and the more
// completions, the larger its lead (docs/performance.md, section "The
// counts of a row").
const joinAbove = 1 << 15

// joinFirstFrom is the smallest even size whose counts of row 0
// rowCounter.countFirst takes from a join, which from there on takes less
// time than the classes of start placements, and the larger the size, the
// less (docs/performance.md, section "The counts of a row").
const joinFirstFrom = 16

// An OutOfRange is the error of a place K at or past the Total solutions
// of size N.
type OutOfRange struct {
	N     int
	K     uint64
	Total uint64
}

func (e *OutOfRange) Error() string {
	return fmt.Sprintf("place %d is out of range: size %d has %d solutions", e.K, e.N, e.Total)
}

// Unrank returns the solution of size n, 0 ≤ n ≤ 64, at place k of the
// lexicographic order of the solutions, counted from 0; an *OutOfRange if
// k is not below their number; the errors of internal/counting's count of
// the start placements; and ctx.Err() if ctx is done first.
func Unrank(ctx context.Context, n int, k uint64) ([]int, error) {
	rows := rowCounter{n: n}
	return rows.unrank(ctx, k)
}

// Total returns the number of solutions of size n, from the counts of
// row 0, which it keeps for the process as Unrank does.
func Total(ctx context.Context, n int) (uint64, error) {
	rows := rowCounter{n: n}
	total, _, err := rows.first(ctx)
	return total, err
}

// unrank returns the solution of size rc.n at place k.
func (rc *rowCounter) unrank(ctx context.Context, k uint64) ([]int, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	n := rc.n
	total, counts, err := rc.first(ctx)
	if err != nil {
		return nil, err
	}
	if k >= total {
		return nil, &OutOfRange{n, k, total}
	}
	if n <= 1 {
		return make([]int, n), nil
	}
	prefix := make([]int, 0, n)
	for {
		c := 0
		for ; k >= counts[c]; c++ {
			k -= counts[c]
		}
		prefix = append(prefix, c)
		if len(prefix) == n {
			return prefix, nil
		}
		if counts[c] <= walkBelow {
			return walkTo(prefix, n, k), nil
		}
		if counts, err = rc.next(ctx, prefix, n, counts[c]); err != nil {
			return nil, err
		}
	}
}

// Rank returns the place of the solution b among the solutions of its
// size, in lexicographic order; the errors of internal/counting's count of
// the start placements; and ctx.Err() if ctx is done first. b must be a
// solution.
func Rank(ctx context.Context, b []int) (uint64, error) {
	n := len(b)
	if n <= 1 {
		return 0, nil
	}
	// counts holds those of row r's columns up to b[r], b[r]'s included.
	rows := rowCounter{n: n}
	_, counts, err := rows.first(ctx)
	if err != nil {
		return 0, err
	}
	var k uint64
	for r := 0; ; r++ {
		for _, c := range counts[:b[r]] {
			k += c
		}
		if r == n-1 {
			return k, nil
		}
		if counts[b[r]] <= walkBelow {
			return k + walkFrom(b[:r+1], b), nil
		}
		if counts, err = rows.next(ctx, b[:r+1], b[r+1]+1, counts[b[r]]); err != nil {
			return 0, err
		}
	}
}

// A rowCounter counts the completions of the first rows of boards of size
// n for one call of unrank or rank, keeping the join's table, where it
// joins, from one row to the next.
type rowCounter struct {
	n    int
	join *join.Rows // once built
}

// joined returns rc's join.Rows, made on first use.
func (rc *rowCounter) joined() *join.Rows {
	if rc.join == nil {
		rc.join = join.NewRows(rc.n)
	}
	return rc.join
}

// first returns the number of solutions of size rc.n, and the number
// with the queen of row 0 in each column, computed once in the process
// for each size.
//
// For even n from joinFirstFrom on, they come from a join of half boards
// (join.Rows). Otherwise they come from a count by [Backtrack], on
// every core, whose subproblems are the classes of start placements, the
// queens of the border lines: each start placement of a class has as many
// completions, the class's total shared among its images, and an image's
// queen of the top row is that of row 0. That takes far less time than
// backtracking through the completions of half the first row's columns
// (docs/performance.md, section "The counts of a row").
func (rc *rowCounter) first(ctx context.Context) (total uint64, counts []uint64, err error) {
	n := rc.n
	switch {
	case n <= 1:
		return 1, []uint64{1}, nil
	case n <= 3:
		return 0, make([]uint64, n), nil
	}
	if c, ok := firstRows.Load(n); ok {
		counts = c.([]uint64)
	} else {
		if counts, err = rc.countFirst(ctx); err != nil {
			return 0, nil, err
		}
		firstRows.Store(n, counts)
	}
	for _, c := range counts {
		total += c
	}
	return total, counts, nil
}

// firstRows holds the counts of rowCounter.first by size, once counted.
var firstRows sync.Map

// Forget drops the counts of row 0 of size n that the process keeps, so
// that the next call counts them again, as a benchmark of a first call
// needs.
func Forget(n int) { firstRows.Delete(n) }

// countFirst returns the number of solutions of size n ≥ 4 with the
// queen of row 0 in each column: for even n from joinFirstFrom on, by
// joining half boards, and otherwise from the counts of the classes of
// start placements.
func (rc *rowCounter) countFirst(ctx context.Context) ([]uint64, error) {
	n := rc.n
	if n%2 == 0 && n >= joinFirstFrom && n <= join.MaxN {
		return rc.joined().Counts(ctx, nil, runtime.GOMAXPROCS(0))
	}
	list, totals, _, err := Starts(ctx, n)
	if err != nil {
		return nil, err
	}
	counts := make([]uint64, n)
	for i, s := range list {
		images, _ := Images(s, n)
		for _, t := range images {
			counts[t.Top] += totals[i] / uint64(len(images))
		}
	}
	return counts, nil
}

// next returns, for the first rows of a board of size rc.n whose
// queens stand in the columns of prefix, attacking no other, the number of
// completions with the queen of the next row in each column below upTo:
// counts has n columns, 0 from upTo on. It counts the completions of the
// rows below in tasks of their own, one for each placement of the queens
// of the next rows, as many rows as make enough tasks to share among the
// cores, each a count of a Puzzle's completions.
func (rc *rowCounter) next(ctx context.Context, prefix []int, upTo int, completions uint64) ([]uint64, error) {
	n, r := rc.n, len(prefix)
	workers := runtime.GOMAXPROCS(0)
	if n%2 == 0 && r < n/2 && completions >= joinAbove {
		counts, err := rc.joined().Counts(ctx, prefix, workers)
		if err != nil {
			return nil, err
		}
		clear(counts[upTo:])
		return counts, nil
	}
	type task struct {
		queens []int // the queens of rows r on, after prefix
		found  uint64
	}
	counts := make([]uint64, n)
	var tasks []task
	for c := range upTo {
		if attacked(prefix, r, c) {
			continue
		}
		tasks = append(tasks, task{queens: []int{c}})
	}
	// Deeper, while the tasks are too few to share and rows are left.
	for depth := r + 1; len(tasks) > 0 && len(tasks) < 64*workers && depth < n-1; depth++ {
		var next []task
		for _, t := range tasks {
			rows := append(append([]int(nil), prefix...), t.queens...)
			for c := range n {
				if !attacked(rows, depth, c) {
					next = append(next, task{queens: append(append([]int(nil), t.queens...), c)})
				}
			}
		}
		tasks = next
	}
	var (
		next    atomic.Int64
		wg      sync.WaitGroup
		errOnce sync.Once
		failed  error
	)
	for range min(workers, len(tasks)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var g complete.Grid
			var c complete.Completion
			for {
				i := int(next.Add(1) - 1)
				if i >= len(tasks) || ctx.Err() != nil {
					return
				}
				g = complete.Grid{N: n}
				for row, col := range append(prefix[:r:r], tasks[i].queens...) {
					g.Queens[row], g.Placed = col, g.Placed|1<<uint(row)
				}
				c.Init(&g)
				found, err := c.CountContext(ctx)
				if err != nil {
					errOnce.Do(func() { failed = err })
					return
				}
				tasks[i].found = found
			}
		}()
	}
	wg.Wait()
	if failed != nil {
		return nil, failed
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	for _, t := range tasks {
		counts[t.queens[0]] += t.found
	}
	return counts, nil
}

// attacked reports whether a queen at row r, column c is attacked by one
// of the queens of rows 0 to len(rows)-1, at the columns of rows.
func attacked(rows []int, r, c int) bool {
	for qr, qc := range rows {
		if qc == c || r-qr == c-qc || r-qr == qc-c {
			return true
		}
	}
	return false
}

// walkTo returns the completion at place k, in lexicographic order, of the
// first rows of a board of size n whose queens stand in the columns of
// prefix, k below their number.
func walkTo(prefix []int, n int, k uint64) []int {
	c := complete.New(prefixGrid(prefix, n))
	for range k + 1 {
		c.Advance()
	}
	return c.Solution()
}

// walkFrom returns the place of the solution b among the completions of
// its first len(prefix) rows, in lexicographic order.
func walkFrom(prefix []int, b []int) uint64 {
	c := complete.New(prefixGrid(prefix, len(b)))
	var k uint64
	for c.Advance() {
		if slices.Equal(c.Last(), b) {
			return k
		}
		k++
	}
	panic(fmt.Sprintf("rank: %v is not a completion of its first rows", b))
}

// prefixGrid returns the puzzle of size n with the queens of prefix in
// its first rows, which attack no other queen.
func prefixGrid(prefix []int, n int) *complete.Grid {
	g := &complete.Grid{N: n}
	for r, c := range prefix {
		g.Queens[r], g.Placed = c, g.Placed|1<<uint(r)
	}
	return g
}

// Starts returns the classes of start placements of size n ≥ 4, the
// subproblems of Backtrack, the number of solutions of each, and their
// total, counted on every core, or ctx.Err() if ctx is done first.
func Starts(ctx context.Context, n int) (list []backtrack.Start, totals []uint64, total uint64, err error) {
	if list, err = backtrack.Starts(ctx, n); err != nil {
		return nil, nil, 0, err
	}
	totals = make([]uint64, len(list))
	c := counting.Settings{Method: counting.Backtrack, Finished: func(u counting.Unit, counts counting.Counts) error {
		totals[u.Number] = counts.Total
		return nil
	}}
	counts, err := c.Count(ctx, n)
	if err != nil {
		return nil, nil, 0, err
	}
	return list, totals, counts.Total, nil
}

// Images returns the distinct images of the start placement s of
// size n under the symmetries of the square, each where it first comes in
// the order of dihedral.Symmetries, and the index there of the symmetry
// that makes each.
func Images(s backtrack.Start, n int) (images []backtrack.Start, by []int) {
	for g, sym := range dihedral.Symmetries {
		if t := s.Image(n, sym); !slices.Contains(images, t) {
			images, by = append(images, t), append(by, g)
		}
	}
	return images, by
}

// StartGrid returns the puzzle whose completions are the solutions with
// start placement s: the board of size n with its border queens placed.
func StartGrid(s backtrack.Start, n int) *complete.Grid {
	g := &complete.Grid{N: n}
	for _, q := range s.Queens(n) {
		g.Queens[q[0]], g.Placed = q[1], g.Placed|1<<uint(q[0])
	}
	return g
}
