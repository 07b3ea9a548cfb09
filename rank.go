package nqueens

import (
	"context"
	"fmt"
	"iter"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/nqueens-go/nqueens/internal/join"
)

// --- Solutions by number ---
//
// The place of a solution in the order of All is found row by row from
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

// Unrank returns the solution of size n at place k of the order of [All],
// counted from 0: Unrank(8, 0) is First(8) and Unrank(8, 91) the last of
// the 92. It returns an error, which says how many solutions there are,
// if k is not below their number.
//
// Unrank counts, for each row from the top, the completions of the rows
// above it with the row's queen in each column, on every core: row 0's
// once in the process for each size, the other rows' from the
// completions of the rows above, from row 1's, which number about a
// size-th of the solutions. For even n it counts them by joining half
// boards, as [Count] does, at about the cost of Count(n), a few times that
// for the first call of a size, which counts row 0 too. For odd n it
// backtracks, at several times the cost of Count(n). [UnrankContext]
// bounds it.
//
// Unrank panics if n is outside [0, MaxN].
func Unrank(n int, k uint64) (Board, error) {
	checkSize("Unrank", n)
	b, err := unrank(context.Background(), n, k)
	return b, named("Unrank", err)
}

// UnrankContext is [Unrank], with a context that bounds the search: it
// returns ctx.Err() once ctx is done, within a millisecond or so, and
// otherwise what Unrank returns.
//
// UnrankContext panics if ctx is nil or n is outside [0, MaxN].
func UnrankContext(ctx context.Context, n int, k uint64) (Board, error) {
	checkContext("UnrankContext", ctx)
	checkSize("UnrankContext", n)
	b, err := unrank(ctx, n, k)
	return b, named("UnrankContext", err)
}

// Rank returns the place of the solution b in the order of [All], counted
// from 0, so that Unrank(len(b), Rank(b)) is b. It returns an error if b
// is not a solution, as [Board.Validate] says. It counts as [Unrank]
// does, each row's columns up to b's queen alone, in at most Unrank's
// time: as long for even sizes, whose joins count every column at once,
// and about half for odd ones.
//
// Rank panics if len(b) is greater than MaxN, or if a value of b is
// outside [0, len(b)).
func Rank(b Board) (uint64, error) {
	checkBoard("Rank", b)
	k, err := rank(context.Background(), b)
	return k, named("Rank", err)
}

// RankContext is [Rank], with a context that bounds the search: it
// returns ctx.Err() once ctx is done, within a millisecond or so, and
// otherwise what Rank returns.
//
// RankContext panics if ctx is nil, if len(b) is greater than MaxN, or if
// a value of b is outside [0, len(b)).
func RankContext(ctx context.Context, b Board) (uint64, error) {
	checkContext("RankContext", ctx)
	checkBoard("RankContext", b)
	k, err := rank(ctx, b)
	return k, named("RankContext", err)
}

// AllFrom returns an iterator over the solutions of size n in the order
// of [All], from the one at place k on: the solutions All yields after
// its first k. It finds the solution at place k first, as [Unrank] does
// and at its cost, and returns Unrank's error if k is not below the
// number of solutions; the iterator then costs what All's does from
// there, with each Board the caller's.
//
// AllFrom panics if n is outside [0, MaxN].
func AllFrom(n int, k uint64) (iter.Seq[Board], error) {
	checkSize("AllFrom", n)
	first, err := unrank(context.Background(), n, k)
	if err != nil {
		return nil, named("AllFrom", err)
	}
	return func(yield func(Board) bool) {
		if !yield(slices.Clone(first)) {
			return
		}
		s := newSearch(n)
		s.seek(first)
		for s.advance() {
			if !yield(s.solution()) {
				return
			}
		}
	}, nil
}

// AllFromContext is [AllFrom], with a context that bounds the search: it
// returns ctx.Err() if ctx is done before it has found the solution at
// place k, and its iterator yields each solution with a nil error, as
// [AllContext] does, and once ctx is done, a nil Board with ctx.Err(),
// and stops.
//
// AllFromContext panics if ctx is nil or n is outside [0, MaxN].
func AllFromContext(ctx context.Context, n int, k uint64) (iter.Seq2[Board, error], error) {
	checkContext("AllFromContext", ctx)
	checkSize("AllFromContext", n)
	first, err := unrank(ctx, n, k)
	if err != nil {
		return nil, named("AllFromContext", err)
	}
	return func(yield func(Board, error) bool) {
		if !yield(slices.Clone(first), nil) {
			return
		}
		s := newSearch(n)
		s.seek(first)
		yieldEach(s, ctx, yield)
	}, nil
}

// walkBelow is the most completions of a board's first rows that unrank
// and rank walk through one by one rather than count row by row: a few
// milliseconds of walking, where a row's counts cost a start of as many
// goroutines as cores.
const walkBelow = 1 << 14

// joinAbove is the fewest completions of a board's first rows, of even
// size, that rowCounter.next counts by joining half boards: from about
// there on, the join takes less time than the backtracking (both some
// 10 ms on two cores for n = 16), and at 17 million (n = 18, row 1) a
// sixteenth of it.
const joinAbove = 1 << 15

// joinFirstFrom is the smallest even size whose counts of row 0
// rowCounter.countFirst takes from a join: 0.19 s against 0.37 s by the classes
// of start placements for n = 16, 2.7 s against 19 s for n = 18.
const joinFirstFrom = 16

// unrank returns the solution of size n at place k.
func unrank(ctx context.Context, n int, k uint64) (Board, error) {
	rows := rowCounter{n: n}
	return rows.unrank(ctx, k)
}

// unrank returns the solution of size rc.n at place k.
func (rc *rowCounter) unrank(ctx context.Context, k uint64) (Board, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	n := rc.n
	total, counts, err := rc.first(ctx)
	if err != nil {
		return nil, err
	}
	if k >= total {
		return nil, problemf("place %d is out of range: size %d has %d solutions", k, n, total)
	}
	if n <= 1 {
		return make(Board, n), nil
	}
	prefix := make([]int, 0, n)
	for {
		c := 0
		for ; k >= counts[c]; c++ {
			k -= counts[c]
		}
		prefix = append(prefix, c)
		if len(prefix) == n {
			return Board(prefix), nil
		}
		if counts[c] <= walkBelow {
			return walkTo(prefix, n, k), nil
		}
		if counts, err = rc.next(ctx, prefix, n, counts[c]); err != nil {
			return nil, err
		}
	}
}

// rank returns the place of the board b among the solutions of its size,
// or an error if b is not one.
func rank(ctx context.Context, b Board) (uint64, error) {
	if err := b.Validate(); err != nil {
		return 0, problemf("board %v is not a solution: %s", []int(b), strings.TrimPrefix(err.Error(), "nqueens: "))
	}
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
// queen of the top row is that of row 0. That takes a fifth of the time
// of backtracking through the completions of half the first row's
// columns.
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

// countFirst returns the number of solutions of size n ≥ 4 with the
// queen of row 0 in each column: for even n from joinFirstFrom on, by
// joining half boards, and otherwise from the counts of the classes of
// start placements.
func (rc *rowCounter) countFirst(ctx context.Context) ([]uint64, error) {
	n := rc.n
	if n%2 == 0 && n >= joinFirstFrom && n <= join.MaxN {
		return rc.joined().Counts(ctx, nil, runtime.GOMAXPROCS(0))
	}
	list, totals, _, err := startCounts(ctx, n)
	if err != nil {
		return nil, err
	}
	counts := make([]uint64, n)
	for i, s := range list {
		images, _ := startImages(s, n)
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
			p := NewPuzzle(n)
			var c completion
			for {
				i := int(next.Add(1) - 1)
				if i >= len(tasks) || ctx.Err() != nil {
					return
				}
				p.reset(n)
				for row, col := range prefix {
					mustPlace(p, row, col)
				}
				for j, col := range tasks[i].queens {
					mustPlace(p, r+j, col)
				}
				c.init(p)
				found, err := c.countContext(ctx)
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
func walkTo(prefix []int, n int, k uint64) Board {
	c := newCompletion(prefixPuzzle(prefix, n))
	for range k + 1 {
		c.advance()
	}
	return c.solution()
}

// walkFrom returns the place of the solution b among the completions of
// its first len(prefix) rows, in lexicographic order.
func walkFrom(prefix []int, b Board) uint64 {
	c := newCompletion(prefixPuzzle(prefix, len(b)))
	var k uint64
	for c.advance() {
		if slices.Equal(c.Last(), b) {
			return k
		}
		k++
	}
	panic(fmt.Sprintf("nqueens: internal error: %v is not a completion of its first rows", b))
}

// prefixPuzzle returns the puzzle of size n with the queens of prefix in
// its first rows, which attack no other queen.
func prefixPuzzle(prefix []int, n int) *Puzzle {
	p := NewPuzzle(n)
	for r, c := range prefix {
		mustPlace(p, r, c)
	}
	return p
}

// mustPlace places a queen at row r, column c of p, a square that no
// queen of p attacks.
func mustPlace(p *Puzzle, r, c int) {
	if err := p.place(r, c); err != nil {
		panic("nqueens: internal error: " + err.Error())
	}
}
