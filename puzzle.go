package nqueens

import (
	"context"
	"fmt"
	"iter"
	"slices"

	"github.com/nqueens-go/nqueens/internal/boardtext"
	"github.com/nqueens-go/nqueens/internal/complete"
)

// Puzzle is an instance of the N-Queens Completion problem: an n×n board, n
// at most [MaxN], on which some queens are placed already and some squares
// are blocked. Its completions are the solutions of size n that keep every
// placed queen and leave every blocked square empty. Rows and columns are
// counted from 0, from the top and from the left, as for a [Board].
//
// A Puzzle never holds two queens that attack each other, nor a queen on a
// blocked square: [Puzzle.Place] and [Puzzle.Block] refuse them and leave
// the puzzle as it was; [Puzzle.Remove] and [Puzzle.Unblock] undo them, so
// that a puzzle is played by editing a copy of it. A puzzle without
// completions is still a puzzle: it yields nothing and counts 0. The zero
// value is the empty puzzle of size 0. A Puzzle's value holds all of its
// state, in arrays: a copy of it, as [Puzzle.Clone] makes, shares nothing
// with the original, and a change to one leaves the other as it was.
type Puzzle struct {
	g complete.Grid // the size, the placed queens and the blocked squares
}

// NewPuzzle returns an n×n puzzle with no queen placed and no square
// blocked: its completions are all the solutions of size n.
//
// NewPuzzle panics if n is outside [0, MaxN].
func NewPuzzle(n int) *Puzzle {
	checkSize("NewPuzzle", n)
	return &Puzzle{complete.Grid{N: n}}
}

// Place puts a queen on the square at row and col. It returns a
// [*SquareError], and leaves p as it was, if the square is outside the
// board ([ErrOffBoard]) or blocked ([ErrBlocked]), if the row holds a
// queen already ([ErrRowTaken]), or if the queen would share a column or
// a diagonal with a queen placed before ([ErrAttacked]).
func (p *Puzzle) Place(row, col int) error {
	return prefixed(p.place(row, col))
}

// Block forbids the square at row and col to the queens of every
// completion. It returns a [*SquareError], and leaves p as it was, if the
// square is outside the board ([ErrOffBoard]) or holds a placed queen
// ([ErrHoldsQueen]). Blocking a square twice is no error.
func (p *Puzzle) Block(row, col int) error {
	return prefixed(p.block(row, col))
}

// prefixed returns err with the package's prefix, or nil.
func prefixed(err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("nqueens: %w", err)
}

// place is Place, with an error that names no package.
func (p *Puzzle) place(row, col int) error {
	if err := p.checkSquare(row, col); err != nil {
		return err
	}
	if p.g.Blocked[row]&(1<<uint(col)) != 0 {
		return &SquareError{Row: row, Col: col, Err: ErrBlocked}
	}
	if q, ok := p.queen(row); ok {
		return &SquareError{Row: row, Col: col, Err: ErrRowTaken, By: [2]int{row, q}}
	}
	if r, c, ok := p.g.Attacker(row, col); ok {
		return &SquareError{Row: row, Col: col, Err: ErrAttacked, By: [2]int{r, c}}
	}
	p.g.Queens[row] = col
	p.g.Placed |= 1 << uint(row)
	return nil
}

// Remove takes away the queen placed on the square at row and col. It
// returns a [*SquareError], and leaves p as it was, if the square is
// outside the board ([ErrOffBoard]) or holds no placed queen.
func (p *Puzzle) Remove(row, col int) error {
	if err := p.checkSquare(row, col); err != nil {
		return prefixed(err)
	}
	if q, ok := p.queen(row); !ok || q != col {
		return prefixed(&SquareError{Row: row, Col: col, Err: ErrNoQueen})
	}
	p.g.Placed &^= 1 << uint(row)
	p.g.Queens[row] = 0
	return nil
}

// Unblock frees the square at row and col, which [Puzzle.Block] blocked.
// It returns a [*SquareError], and leaves p as it was, if the square is
// outside the board ([ErrOffBoard]). Unblocking a free square is no
// error.
func (p *Puzzle) Unblock(row, col int) error {
	if err := p.checkSquare(row, col); err != nil {
		return prefixed(err)
	}
	p.g.Blocked[row] &^= 1 << uint(col)
	return nil
}

// Clone returns a copy of p that shares nothing with it.
func (p *Puzzle) Clone() *Puzzle {
	q := *p
	return &q
}

// Size returns n, the number of rows and of columns of p.
func (p *Puzzle) Size() int { return p.g.N }

// Queen returns the column of the queen placed in row, and whether there
// is one: false for a row without a placed queen or outside the board.
func (p *Puzzle) Queen(row int) (col int, ok bool) {
	if row < 0 || row >= p.g.N {
		return 0, false
	}
	return p.queen(row)
}

// Blocked reports whether the square at row and col is blocked: false
// for a free square, one that holds a placed queen, and one outside the
// board.
func (p *Puzzle) Blocked(row, col int) bool {
	if row < 0 || row >= p.g.N || col < 0 || col >= p.g.N {
		return false
	}
	return p.g.Blocked[row]&(1<<uint(col)) != 0
}

// queen returns the column of the queen placed in row, and whether there
// is one.
func (p *Puzzle) queen(row int) (col int, ok bool) {
	return p.g.Queen(row)
}

// blockSquares blocks the squares of row whose columns are in cols, as
// Block does each, without its checks: no placed queen may stand on one of
// them. Columns beyond the board are left alone.
func (p *Puzzle) blockSquares(row int, cols uint64) {
	p.g.Blocked[row] |= cols & columnsBelow(p.g.N)
}

// block is Block, with an error that names no package.
func (p *Puzzle) block(row, col int) error {
	if err := p.checkSquare(row, col); err != nil {
		return err
	}
	if q, ok := p.queen(row); ok && q == col {
		return &SquareError{Row: row, Col: col, Err: ErrHoldsQueen}
	}
	p.g.Blocked[row] |= 1 << uint(col)
	return nil
}

// checkSquare returns an error if the square is outside the board.
func (p *Puzzle) checkSquare(row, col int) error {
	if row < 0 || row >= p.g.N || col < 0 || col >= p.g.N {
		return &SquareError{Row: row, Col: col, Err: ErrOffBoard, By: [2]int{p.g.N, p.g.N}}
	}
	return nil
}

// String draws p as one line per row, joined by newlines with no newline at
// the end: 'Q' for a placed queen, 'x' for a blocked square and '.' for a
// free one. [ParsePuzzle] reads it back.
func (p *Puzzle) String() string {
	return boardtext.Puzzle(p.g.PlacedColumns(), p.g.Blocked[:p.g.N])
}

// ParsePuzzle reads a puzzle written as [Puzzle.String] draws it: one line
// per row, 'Q' for a placed queen, 'x' for a blocked square and '.' for a
// free one. It reads too every other form that [ParseBoard] reads, with 'x'
// for a blocked square wherever the form has a character for each square: a
// grid, a matrix of 1 and 0, or of 'Q' and '*' or '-', and a tuple or JSON
// array of columns, whose queens are all placed. Rows without a queen are
// welcome. Blank lines before and after the puzzle, spaces at either end
// of a line and a byte-order mark at the start are ignored, and a text of
// nothing but spaces is refused. There must be as many rows as squares in
// a row, at most [MaxN].
//
// An error is a [*ParseError] naming the line, counted from 1, and what is
// wrong with it: a character it does not know, a row of the wrong length,
// two queens in one row, or a queen that attacks one on a line above. It
// quotes at most 40 characters of s.
func ParsePuzzle(s string) (*Puzzle, error) {
	s, err := boardtext.Prepare(s, "puzzle")
	if err != nil {
		return nil, parseError(err)
	}
	if boardtext.IsList(s) {
		b, err := boardtext.ReadList(s)
		if err != nil {
			return nil, parseError(err)
		}
		if len(b) > MaxN {
			return nil, &ParseError{boardtext.FirstLine(s), fmt.Errorf("%d rows, more than %d", len(b), MaxN)}
		}
		p := NewPuzzle(len(b))
		for r, c := range b {
			if err := p.place(r, c); err != nil {
				return nil, &ParseError{boardtext.FirstLine(s), err}
			}
		}
		return p, nil
	}
	rows, err := boardtext.Read(s)
	if err != nil {
		return nil, parseError(err)
	}
	if len(rows) > MaxN {
		return nil, &ParseError{rows[MaxN].Line, fmt.Errorf("%d rows, more than %d", len(rows), MaxN)}
	}
	p := NewPuzzle(len(rows))
	for r, row := range rows {
		for c, sq := range row.Squares {
			var err error
			switch sq {
			case boardtext.Queen:
				err = p.place(r, c)
			case boardtext.Blocked:
				err = p.block(r, c)
			}
			if err != nil {
				return nil, &ParseError{row.Line, err}
			}
		}
	}
	return p, nil
}

// All returns an iterator over the completions of p, in lexicographic order.
// It keeps the promises of the package's [All]: the completions are found
// lazily in O(n) memory, each yielded Board is freshly allocated and belongs
// to the caller, each range starts a new search from p as it is then, and
// breaking out stops the search at once. A puzzle with few queens placed
// on a board larger than 33 can take as long as [First] to yield its first
// completion, and its search has no deadline; a puzzle with many placed
// queens is quick. [Puzzle.AllContext] bounds the search.
func (p *Puzzle) All() iter.Seq[Board] {
	return func(yield func(Board) bool) {
		c := complete.New(&p.g)
		for c.Advance() {
			if !yield(Board(c.Solution())) {
				return
			}
		}
	}
}

// AllContext is [Puzzle.All], with a context that bounds the search, as
// [AllContext] bounds [All]'s: it yields each completion with a nil error,
// and if ctx is done before the search ends, it yields once more, a nil
// Board with ctx.Err(), as the package overview says, and stops.
//
// AllContext panics if ctx is nil.
func (p *Puzzle) AllContext(ctx context.Context) iter.Seq2[Board, error] {
	checkContext("Puzzle.AllContext", ctx)
	return func(yield func(Board, error) bool) {
		yieldEach(complete.New(&p.g), ctx, yield)
	}
}

// First returns the lexicographically smallest completion of p, and false
// when there is none. [Puzzle.FirstContext] bounds the search.
func (p *Puzzle) First() (Board, bool) {
	c := complete.New(&p.g)
	if !c.Advance() {
		return nil, false
	}
	return Board(c.Solution()), true
}

// FirstContext is [Puzzle.First], with a context that bounds the search:
// it returns ctx.Err() once ctx is done, as the package overview says, and
// otherwise what First returns.
//
// FirstContext panics if ctx is nil.
func (p *Puzzle) FirstContext(ctx context.Context) (Board, bool, error) {
	checkContext("Puzzle.FirstContext", ctx)
	c := complete.New(&p.g)
	if ok, err := c.AdvanceContext(ctx); !ok {
		return nil, false, err
	}
	return Board(c.Solution()), true, nil
}

// Count returns the number of completions of p. It searches only the rows
// without a placed queen, with each row's squares ruled out in advance by
// the placed queens, above and below it, and by the blocked squares. It
// visits every completion, so its time grows with their number, as
// [Count]'s does with the size: a puzzle of 64 with a quarter of its
// queens placed, which has astronomically many, is beyond reach. To know
// whether a puzzle has a completion, [Puzzle.Solve] is the search to ask:
// it stops at the first it finds. [Puzzle.CountContext] bounds the search.
func (p *Puzzle) Count() uint64 {
	return complete.New(&p.g).Count()
}

// CountContext is [Puzzle.Count], with a context that bounds the search:
// it returns ctx.Err() once ctx is done, as the package overview says, and
// otherwise what Count returns.
//
// CountContext panics if ctx is nil.
func (p *Puzzle) CountContext(ctx context.Context) (uint64, error) {
	checkContext("Puzzle.CountContext", ctx)
	return complete.New(&p.g).CountContext(ctx)
}

// CountUpTo returns the number of completions of p, or limit if it has
// limit or more: with limit 2, whether p has none, one, or more than one,
// which decides whether a puzzle is one to solve by reasoning. It counts
// by [Puzzle.Solve]'s search, run to its end in one run without restarts:
// it fills next the row or the column with the fewest free squares,
// places the queens that a line with one free square forces, and fails a
// set of rows that cannot be matched to the open columns, so that it
// decides whether a puzzle has one completion about as fast as Solve
// finds one, where [Puzzle.Count] visits the completions row by row. Its
// time grows with the completions it counts, at most limit.
// [Puzzle.CountUpToContext] bounds it.
//
// CountUpTo panics if limit is 0.
func (p *Puzzle) CountUpTo(limit uint64) uint64 {
	count, _ := p.countUpTo(context.Background(), "Puzzle.CountUpTo", limit)
	return count
}

// CountUpToContext is [Puzzle.CountUpTo], with a context that bounds the
// search, as the package overview says: it returns ctx.Err() once ctx is
// done, and otherwise what CountUpTo returns.
//
// CountUpToContext panics if ctx is nil or limit is 0.
func (p *Puzzle) CountUpToContext(ctx context.Context, limit uint64) (uint64, error) {
	checkContext("Puzzle.CountUpToContext", ctx)
	return p.countUpTo(ctx, "Puzzle.CountUpToContext", limit)
}

// countUpTo is CountUpToContext, for the function fn.
func (p *Puzzle) countUpTo(ctx context.Context, fn string, limit uint64) (uint64, error) {
	if limit == 0 {
		panic("nqueens: " + fn + ": limit = 0, at least 1")
	}
	count, _, _, err := complete.CountUpTo(ctx, &p.g, limit)
	return count, err
}

// Verify returns nil if b is a completion of p: a solution of p's size
// that keeps every queen p placed and leaves every square it blocks empty.
// Otherwise it returns an error that names the first rule b breaks, row
// by row: a size other than p's; a [*SquareError] for a column outside the
// board ([ErrOffBoard]), a row whose queen p placed in another column
// ([ErrRowTaken], By the placed queen's square), a queen on a blocked
// square ([ErrBlocked]), and, after those, a queen that one of a row above
// attacks ([ErrAttacked], By that queen's square).
func (p *Puzzle) Verify(b Board) error {
	return named("Puzzle.Verify", p.verify(b))
}

// verify is Verify, with an error that names no function.
func (p *Puzzle) verify(b Board) error {
	if len(b) != p.g.N {
		return problemf("a board of size %d, not the puzzle's %d", len(b), p.g.N)
	}
	r, fault, by := p.g.Check(b)
	if fault == complete.NoFault {
		return nil
	}
	reasons := [...]error{complete.OffBoard: ErrOffBoard, complete.RowTaken: ErrRowTaken, complete.OnBlocked: ErrBlocked, complete.Attacked: ErrAttacked}
	return problemf("%w", &SquareError{Row: r, Col: b[r], Err: reasons[fault], By: by})
}

// Solve returns a completion of p, and false when there is none. Unlike
// [Puzzle.First], which returns the lexicographically smallest, it returns
// whichever completion it finds first, by a search that fills next the row
// or the column with the fewest free squares, places at once the queens
// that a row or a column with one free square left forces, and starts
// again with other random choices when a try runs long. It is fast where
// First is slow, on large puzzles with some queens placed.
// The choices are random but seeded from the puzzle's size, so a puzzle
// has the same answer on every call. A puzzle without completions is
// proved so by a search that exhausts them. Completing a puzzle is
// NP-complete, and the search takes exponential time at worst: the hardest
// puzzles are large ones with most squares blocked, near where puzzles go
// from having completions to having none. [Puzzle.SolveContext] bounds
// the search.
func (p *Puzzle) Solve() (Board, bool) {
	b, ok, _ := p.solve(context.Background())
	return b, ok
}

// SolveContext is [Puzzle.Solve], with a context that bounds the search:
// it returns ctx.Err() once ctx is done, as the package overview says, and
// otherwise what Solve returns.
//
// SolveContext panics if ctx is nil.
func (p *Puzzle) SolveContext(ctx context.Context) (Board, bool, error) {
	checkContext("Puzzle.SolveContext", ctx)
	return p.solve(ctx)
}

// solve is SolveContext.
func (p *Puzzle) solve(ctx context.Context) (Board, bool, error) {
	b, ok, err := complete.Solve(ctx, &p.g)
	return Board(b), ok, err
}

// Supports reports, for each square of squares, a row and a column,
// whether some completion of p places a queen on it: supported[i] for
// squares[i]. With squares nil, it reports on every square of the board,
// row by row: supported[r*n+c] for row r and column c. So it answers at
// once, for every square asked of, whether p with a queen placed there
// has a completion, as [Puzzle.Solve] would for each of those puzzles: a
// completion of p that holds a square is a completion of p with a queen
// placed there. It searches from the state that p's own queens and
// blocked squares leave, built once, one search for each square that no
// completion found so far holds, each preferring the squares not yet
// covered, and returns the completions its searches found, fresh. A
// blocked square, or one a placed queen attacks, takes no search and is
// not supported; the square of a placed queen is supported when p has a
// completion at all. A square may be given more than once.
//
// It returns a [*SquareError] wrapping [ErrOffBoard], which names the
// index, for the first square outside the board.
// [Puzzle.SupportsContext] bounds the search.
func (p *Puzzle) Supports(squares [][2]int) (supported []bool, found []Board, err error) {
	supported, found, err = p.supports(context.Background(), squares)
	return supported, found, named("Puzzle.Supports", err)
}

// SupportsContext is [Puzzle.Supports], with a context that bounds the
// search, as the package overview says: it returns ctx.Err() once ctx is
// done, and otherwise what Supports returns.
//
// SupportsContext panics if ctx is nil.
func (p *Puzzle) SupportsContext(ctx context.Context, squares [][2]int) (supported []bool, found []Board, err error) {
	checkContext("Puzzle.SupportsContext", ctx)
	supported, found, err = p.supports(ctx, squares)
	return supported, found, named("Puzzle.SupportsContext", err)
}

// supports is SupportsContext.
func (p *Puzzle) supports(ctx context.Context, squares [][2]int) ([]bool, []Board, error) {
	for i, sq := range squares {
		if err := p.checkSquare(sq[0], sq[1]); err != nil {
			return nil, nil, problemf("squares[%d]: %w", i, err)
		}
	}
	var found []Board
	supported, err := complete.SupportedSquares(ctx, &p.g, squares, func(b []int) { found = append(found, slices.Clone(Board(b))) })
	if err != nil {
		return nil, nil, err
	}
	return supported, found, nil
}
