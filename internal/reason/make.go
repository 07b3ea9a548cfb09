package reason

import (
	"context"
	"errors"
	"math/rand/v2"
)

// --- The makers' draw loop ---

// Attempts is the most draws that Make takes for one puzzle.
const Attempts = 64

// ErrNoPuzzle is the error of Make when none of its draws gives a puzzle
// of the grade asked for.
var ErrNoPuzzle = errors.New("no puzzle of the grade within the draws")

// A Draw is one attempt of a maker: it draws an answer from rng and
// reduces a puzzle around it to one with that answer alone, and returns
// the puzzle with its state, which Make grades; or a nil State where the
// draw leads nowhere, or ctx.Err().
type Draw[P any] func(ctx context.Context, rng *rand.Rand) (P, State, error)

// Make draws puzzles with draw from rng, up to Attempts of them, and
// returns the first whose chain on l needs a technique after beyond, and
// none after within, with the number of its draw, from 0; for a grade g,
// l.Within(g) gives the two. Where the chain stops before the end, its
// hardest technique is l.Search(); a puzzle that leaves no deduction to
// make is of no grade. It returns ErrNoPuzzle after Attempts draws that
// give none, and ctx.Err() once ctx is done.
func Make[P any](ctx context.Context, rng *rand.Rand, l Ladder, beyond, within int, draw Draw[P]) (P, int, error) {
	var none P
	for attempt := range Attempts {
		p, s, err := draw(ctx, rng)
		if err != nil {
			return none, 0, err
		}
		if s == nil {
			continue
		}
		hardest, err := Hardest(ctx, s, l)
		if err != nil {
			return none, 0, err
		}
		if hardest > beyond && hardest <= within {
			return p, attempt, nil
		}
	}
	return none, 0, ErrNoPuzzle
}

// Hardest returns the hardest technique on l of the chain of s, which it
// makes: 0 for none, and l.Search() where the chain stops before the end.
// It returns ctx.Err() once ctx is done, which it looks at between
// deductions.
func Hardest(ctx context.Context, s State, l Ladder) (int, error) {
	hardest := Chain(s, len(l), nil, stopper(ctx))
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	if !s.Solved() {
		return l.Search(), nil
	}
	return hardest, nil
}
