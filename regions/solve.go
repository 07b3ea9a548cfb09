package regions

import (
	"context"
	"errors"
	"fmt"

	"github.com/nqueens-go/nqueens/internal/stars"
)

// Errors of solving, which a program tells apart with errors.Is.
var (
	// ErrNoAnswer: the puzzle has no answer, as one with a queen placed
	// or a square marked wrong has none.
	ErrNoAnswer = errors.New("no answer")
	// ErrNotUnique: the puzzle has more than one answer.
	ErrNotUnique = errors.New("more than one answer")
)

// Count returns the number of answers of p, from its queens and marks, up
// to limit: Count(2) tells a puzzle with one answer. Its search places,
// at each step, the queens of every unit with as many free squares left as
// queens to place, and rules out the squares of a unit whose free squares
// lie in another's that needs as many; with one star, it also matches the
// regions to the rows and to the columns, and rules out each square that
// no such matching allows, which makes every confinement at once. It then
// tries the squares of the unit with the fewest ways on. It holds sets of
// squares as bits. Its cost grows with limit and, for a few grids, fast
// with n: [Puzzle.CountContext] bounds it.
func (p *Puzzle) Count(limit int) int {
	c, _ := p.CountContext(context.Background(), limit)
	return c
}

// CountContext is [Puzzle.Count], with a context that bounds it: it looks
// at ctx after at most 4,096 steps of its search, and returns what it
// counted and ctx.Err() once ctx is done.
//
// CountContext panics if ctx is nil.
func (p *Puzzle) CountContext(ctx context.Context, limit int) (int, error) {
	if ctx == nil {
		panic("regions: Puzzle.CountContext: nil context")
	}
	return stars.Count(ctx, p.state(), limit, nil)
}

// Solve returns the queens of an answer of p, row by row, the first its
// search finds, or an error wrapping ErrNoAnswer. Count(2) says whether it
// is the only one. [Puzzle.SolveContext] bounds it.
func (p *Puzzle) Solve() ([]Square, error) {
	return p.SolveContext(context.Background())
}

// SolveContext is [Puzzle.Solve], with a context that bounds it as
// CountContext's does.
//
// SolveContext panics if ctx is nil.
func (p *Puzzle) SolveContext(ctx context.Context) ([]Square, error) {
	if ctx == nil {
		panic("regions: Puzzle.SolveContext: nil context")
	}
	answer, err := p.answer(ctx)
	if err != nil {
		return nil, err
	}
	return p.squares(answer), nil
}

// answer returns the queens of p's first answer, or an error wrapping
// ErrNoAnswer, or ctx.Err().
func (p *Puzzle) answer(ctx context.Context) (stars.Set, error) {
	var answer stars.Set
	c, err := stars.Count(ctx, p.state(), 1, func(q stars.Set) { answer = q })
	if err != nil {
		return stars.Set{}, err
	}
	if c == 0 {
		return stars.Set{}, fmt.Errorf("regions: %w", ErrNoAnswer)
	}
	return answer, nil
}

// Mistakes returns the squares where p's queens and marks go wrong: a
// queen where the answer of p's regions, without them, has none, or a
// mark where it has one. It returns an error wrapping ErrNoAnswer or
// ErrNotUnique if the regions have no answer, or more than one, for then
// no square is wrong by itself. A game checks a player with it.
// [Puzzle.MistakesContext] bounds it.
func (p *Puzzle) Mistakes() ([]Square, error) {
	return p.MistakesContext(context.Background())
}

// MistakesContext is [Puzzle.Mistakes], with a context that bounds it as
// CountContext's does.
//
// MistakesContext panics if ctx is nil.
func (p *Puzzle) MistakesContext(ctx context.Context) ([]Square, error) {
	if ctx == nil {
		panic("regions: Puzzle.MistakesContext: nil context")
	}
	answer, err := p.unique(ctx)
	if err != nil {
		return nil, err
	}
	return p.squares(p.queens.AndNot(answer).Or(p.empty.And(answer))), nil
}

// unique returns the queens of the one answer of p's regions, without its
// queens and marks, or an error wrapping ErrNoAnswer or ErrNotUnique, or
// ctx.Err().
func (p *Puzzle) unique(ctx context.Context) (stars.Set, error) {
	var answer stars.Set
	c, err := stars.Count(ctx, stars.NewState(p.grid), 2, func(q stars.Set) { answer = q })
	switch {
	case err != nil:
		return stars.Set{}, err
	case c == 0:
		return stars.Set{}, fmt.Errorf("regions: %w", ErrNoAnswer)
	case c > 1:
		return stars.Set{}, fmt.Errorf("regions: %w", ErrNotUnique)
	}
	return answer, nil
}
