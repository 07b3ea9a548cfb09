package regions

import (
	"context"
	"iter"
	"math"

	"github.com/nqueens-go/nqueens/internal/reason"
	"github.com/nqueens-go/nqueens/regions/internal/stars"
)

// The errors of solving and reasoning, which a program tells apart with
// [errors.Is]; package puzzle's are the same values.
var (
	// ErrNoAnswer: the puzzle has no answer, as one with a queen placed
	// or a square marked wrong has none.
	ErrNoAnswer = reason.ErrNoAnswer
	// ErrNotUnique: the puzzle has more than one answer.
	ErrNotUnique = reason.ErrNotUnique
)

// clamp returns a limit of the API as the searches take it: 0, no limit,
// as the largest int.
func clamp(limit uint64) int {
	if limit == 0 || limit > math.MaxInt {
		return math.MaxInt
	}
	return int(limit)
}

// Count returns the number of answers of p, from its queens and marks, up
// to limit, or all of them for limit 0: Count(2) tells a puzzle with one
// answer. Its search places, at each step, the queens of every unit with
// as many free squares left as queens to place, and rules out the squares
// of a unit whose free squares lie in another's that needs as many; with
// one star, it also matches the regions to the rows and to the columns,
// and rules out each square that no such matching allows, which makes
// every confinement at once. It then tries the squares of the unit with
// the fewest ways on. It holds sets of squares as bits. Its cost grows
// with the answers it counts and, for a few grids, fast with n:
// [Puzzle.CountContext] bounds it.
func (p *Puzzle) Count(limit uint64) uint64 {
	c, _ := p.CountContext(context.Background(), limit)
	return c
}

// CountContext is [Puzzle.Count], with a context that bounds it: it looks
// at ctx after at most 4,096 steps of its search, and returns what it
// counted and ctx.Err() once ctx is done.
//
// CountContext panics if ctx is nil.
func (p *Puzzle) CountContext(ctx context.Context, limit uint64) (uint64, error) {
	checkContext("Puzzle.CountContext", ctx)
	c, _, err := p.state().Search(ctx, clamp(limit), nil)
	return uint64(c), err
}

// Solve returns the queens of an answer of p, row by row, the first its
// search finds, or an error wrapping [ErrNoAnswer]. Count(2) says whether
// it is the only one. [Puzzle.SolveContext] bounds it.
func (p *Puzzle) Solve() ([]Square, error) {
	return p.SolveContext(context.Background())
}

// SolveContext is [Puzzle.Solve], with a context that bounds it as
// [Puzzle.CountContext]'s does.
//
// SolveContext panics if ctx is nil.
func (p *Puzzle) SolveContext(ctx context.Context) ([]Square, error) {
	checkContext("Puzzle.SolveContext", ctx)
	for answer, err := range p.AllContext(ctx) {
		return answer, err
	}
	return nil, prefixed(ErrNoAnswer)
}

// All returns an iterator over the answers of p, from its queens and
// marks, each the queens of the answer row by row, in the order its
// search finds them, which [Puzzle.Count] describes: the first is what
// [Puzzle.Solve] returns. Each yielded slice is freshly allocated and
// belongs to the caller, each range starts a new search from p as it is
// then, and breaking out stops the search at once. [Puzzle.AllContext]
// bounds it.
func (p *Puzzle) All() iter.Seq[[]Square] {
	return func(yield func([]Square) bool) {
		for answer, err := range p.AllContext(context.Background()) {
			if err != nil || !yield(answer) {
				return
			}
		}
	}
}

// AllContext is [Puzzle.All], with a context that bounds it as
// [Puzzle.CountContext]'s does: it yields each answer with a nil error,
// and if ctx is done before the search ends, it yields once more, nil
// with ctx.Err(), and stops.
//
// AllContext panics if ctx is nil.
func (p *Puzzle) AllContext(ctx context.Context) iter.Seq2[[]Square, error] {
	checkContext("Puzzle.AllContext", ctx)
	return func(yield func([]Square, error) bool) {
		stopped := false
		_, _, err := p.state().Search(ctx, math.MaxInt, func(q stars.Squares) bool {
			stopped = !yield(p.squares(q), nil)
			return !stopped
		})
		if err != nil && !stopped {
			yield(nil, err)
		}
	}
}

// Mistakes returns the squares where p's queens and marks go wrong: a
// queen where the answer of p's regions, without them, has none, or a
// mark where it has one. It returns an error wrapping [ErrNoAnswer] or
// [ErrNotUnique] if the regions have no answer, or more than one, for
// then no square is wrong by itself. A game checks a player with it.
// [Puzzle.MistakesContext] bounds it.
func (p *Puzzle) Mistakes() ([]Square, error) {
	return p.MistakesContext(context.Background())
}

// MistakesContext is [Puzzle.Mistakes], with a context that bounds it as
// [Puzzle.CountContext]'s does.
//
// MistakesContext panics if ctx is nil.
func (p *Puzzle) MistakesContext(ctx context.Context) ([]Square, error) {
	checkContext("Puzzle.MistakesContext", ctx)
	var answer stars.Squares
	c, _, err := p.grid.Position().Search(ctx, 2, func(q stars.Squares) bool { answer = q; return true })
	switch {
	case err != nil:
		return nil, err
	case c == 0:
		return nil, prefixed(ErrNoAnswer)
	case c > 1:
		return nil, prefixed(ErrNotUnique)
	}
	return p.squares(p.queens.AndNot(answer).Or(p.empty.And(answer))), nil
}
