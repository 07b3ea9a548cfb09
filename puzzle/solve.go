package puzzle

import (
	"context"
	"iter"
	"slices"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/internal/complete"
	"github.com/nqueens-go/nqueens/internal/reason"
)

// The errors of solving and reasoning, which a program tells apart with
// [errors.Is]; package regions's are the same values.
var (
	// ErrNoAnswer: the puzzle has no answer, as one with a queen placed
	// wrong has none.
	ErrNoAnswer = reason.ErrNoAnswer
	// ErrNotUnique: the puzzle has more than one answer, so that no
	// reasoning finds which.
	ErrNotUnique = reason.ErrNotUnique
)

// Count returns the number of answers of p up to limit, or all of them
// for limit 0: Count(2) tells a puzzle with one answer. Up to a limit, it
// counts by [Puzzle.Solve]'s search, run to its end without restarts, so
// that it decides whether a puzzle has one answer about as fast as Solve
// finds one; with no limit, by a search of the rows without a queen, in
// order, each row's squares ruled out in advance by the queens placed and
// the marks. Either way its time grows with the answers it counts: a
// puzzle of 64 with a quarter of its queens placed, which has
// astronomically many, is beyond Count(0). [Puzzle.CountContext] bounds
// it.
func (p *Puzzle) Count(limit uint64) uint64 {
	count, _ := p.CountContext(context.Background(), limit)
	return count
}

// CountContext is [Puzzle.Count], with a context that bounds the search:
// it looks at ctx after a bounded number of steps of its search, at most
// 65,536 placements of a queen, and returns ctx.Err() once ctx is done,
// and otherwise what Count returns.
//
// CountContext panics if ctx is nil.
func (p *Puzzle) CountContext(ctx context.Context, limit uint64) (uint64, error) {
	checkContext("Puzzle.CountContext", ctx)
	if limit == 0 {
		return complete.New(&p.g).CountContext(ctx)
	}
	count, _, _, err := complete.CountUpTo(ctx, &p.g, limit)
	return count, err
}

// Solve returns an answer of p, whichever its search finds first, or an
// error wrapping [ErrNoAnswer]. Its search fills next the row or the
// column with the fewest free squares, places at once the queens that a
// row or a column with one free square left forces, and starts again with
// other random choices when a try runs long: it is fast on large puzzles
// with some queens placed, where the first answer in order, the first
// that [Puzzle.All] yields, can take as long as nqueens.First. The
// choices are random but seeded from the puzzle's size, so a puzzle has
// the same answer on every call. A puzzle without answers is proved so by
// a search that exhausts them. Completing a puzzle is NP-complete, and the
// search takes exponential time at worst: the hardest puzzles are large
// ones with most squares marked, near where puzzles go from having answers
// to having none. [Puzzle.SolveContext] bounds it.
func (p *Puzzle) Solve() (nqueens.Board, error) {
	return p.SolveContext(context.Background())
}

// SolveContext is [Puzzle.Solve], with a context that bounds the search
// as [Puzzle.CountContext]'s does.
//
// SolveContext panics if ctx is nil.
func (p *Puzzle) SolveContext(ctx context.Context) (nqueens.Board, error) {
	checkContext("Puzzle.SolveContext", ctx)
	b, ok, err := complete.Solve(ctx, &p.g)
	switch {
	case err != nil:
		return nil, err
	case !ok:
		return nil, prefixed(ErrNoAnswer)
	}
	return nqueens.Board(b), nil
}

// All returns an iterator over the answers of p, in lexicographic order,
// as nqueens.All gives the solutions: they are found lazily in O(n)
// memory, each yielded Board is freshly allocated and belongs to the
// caller, each range starts a new search from p as it is then, and
// breaking out stops the search at once. A puzzle with few queens placed
// on a board larger than 33 can take hours to yield its first answer;
// [Puzzle.Solve] finds one fast, and [Puzzle.AllContext] bounds the
// search.
func (p *Puzzle) All() iter.Seq[nqueens.Board] {
	return func(yield func(nqueens.Board) bool) {
		c := complete.New(&p.g)
		for c.Advance() {
			if !yield(nqueens.Board(c.Solution())) {
				return
			}
		}
	}
}

// AllContext is [Puzzle.All], with a context that bounds the search as
// [Puzzle.CountContext]'s does: it yields each answer with a nil error,
// and if ctx is done before the search ends, it yields once more, a nil
// Board with ctx.Err(), and stops.
//
// AllContext panics if ctx is nil.
func (p *Puzzle) AllContext(ctx context.Context) iter.Seq2[nqueens.Board, error] {
	checkContext("Puzzle.AllContext", ctx)
	return func(yield func(nqueens.Board, error) bool) {
		complete.Each(complete.New(&p.g), ctx, func(b []int, err error) bool { return yield(nqueens.Board(b), err) })
	}
}

// Supports reports, for each square of squares, whether some answer of p
// holds a queen on it: supported[i] for squares[i]. With squares nil, it
// reports on every square of the board, row by row: supported[r*n+c] for
// row r and column c. So it answers at once, for every square asked of,
// whether p with a queen placed there has an answer, as [Puzzle.Solve]
// would for each of those puzzles. It searches from the state that p's
// queens and marks leave, built once, one search for each square that no
// answer found so far holds, each preferring the squares not yet covered,
// and returns the answers its searches found, fresh. A marked square, or
// one a queen attacks, takes no search and is not supported; the square
// of a queen placed is supported when p has an answer at all. A square
// may be given more than once.
//
// It returns a [*SquareError] wrapping [ErrOffBoard] for the first square
// off the board. [Puzzle.SupportsContext] bounds the search.
func (p *Puzzle) Supports(squares []Square) (supported []bool, found []nqueens.Board, err error) {
	return p.SupportsContext(context.Background(), squares)
}

// SupportsContext is [Puzzle.Supports], with a context that bounds the
// search as [Puzzle.CountContext]'s does.
//
// SupportsContext panics if ctx is nil.
func (p *Puzzle) SupportsContext(ctx context.Context, squares []Square) (supported []bool, found []nqueens.Board, err error) {
	checkContext("Puzzle.SupportsContext", ctx)
	var pairs [][2]int
	if squares != nil {
		pairs = make([][2]int, len(squares))
	}
	for i, sq := range squares {
		if err := p.square("support", sq.Row, sq.Col); err != nil {
			return nil, nil, err
		}
		pairs[i] = [2]int{sq.Row, sq.Col}
	}
	supported, err = complete.SupportedSquares(ctx, &p.g, pairs, func(b []int) { found = append(found, slices.Clone(nqueens.Board(b))) })
	if err != nil {
		return nil, nil, err
	}
	return supported, found, nil
}

// Verify returns nil if b is an answer of p: a solution of p's size that
// holds every queen placed and leaves every square marked empty.
// Otherwise it returns an error that names the first rule b breaks, row
// by row: a size other than p's, or a [*SquareError] as [Puzzle.Place]
// would give placing b's queen of that row on p with the queens of b's
// rows above it: [ErrOffBoard] for a column off the board, [ErrTaken] for
// a marked square, and [ErrBroken] for a row whose queen p placed in
// another column or a queen that one above attacks, By that queen.
func (p *Puzzle) Verify(b nqueens.Board) error {
	if len(b) != p.g.N {
		return errorf("a board of size %d, not the puzzle's %d", len(b), p.g.N)
	}
	q := p.Clone()
	for r, c := range b {
		if q.Queen(r, c) {
			continue
		}
		if err := q.Place(r, c); err != nil {
			return err
		}
	}
	return nil
}
