package reason

import (
	"context"
	"errors"
)

// --- Hints, chains and ratings ---

// The errors of reasoning, which both puzzle packages export as their own
// and a program tells apart with errors.Is.
var (
	ErrNoAnswer    = errors.New("no answer")
	ErrNotUnique   = errors.New("more than one answer")
	ErrNeedsSearch = errors.New("no deduction applies: the puzzle needs a guess here")
	ErrSolved      = errors.New("every queen is placed")
)

// A Puzzle is what reasoning asks of a puzzle of either family.
type Puzzle interface {
	// State returns the state of the puzzle as it stands, fresh: the
	// chain works on it.
	State() State
	// Solvable reports whether the puzzle as it stands has an answer.
	// It returns ctx.Err() once ctx is done.
	Solvable(ctx context.Context) (bool, error)
	// Count returns the number of answers of the puzzle as it stands,
	// up to limit, at least 1, and the work of the search that counted
	// them: the number of its steps, the same on every machine. It
	// returns ctx.Err() once ctx is done.
	Count(ctx context.Context, limit uint64) (count, work uint64, err error)
}

// stopper returns the stop function of a chain bounded by ctx.
func stopper(ctx context.Context) func() bool {
	return func() bool { return ctx.Err() != nil }
}

// Hint returns the next deduction of the chain of p from where it stands:
// the first of the easiest technique up to within that gives one. It
// returns ErrSolved where every queen is placed, ErrNoAnswer where p has
// no answer, ErrNeedsSearch where no technique applies, or ctx.Err().
func Hint(ctx context.Context, p Puzzle, within int) (Step, error) {
	s := p.State()
	if s.Solved() {
		return Step{}, ErrSolved
	}
	if ok, err := p.Solvable(ctx); err != nil || !ok {
		return Step{}, noAnswer(err)
	}
	st, ok := s.Next(within)
	if !ok {
		return Step{}, ErrNeedsSearch
	}
	return st, nil
}

// noAnswer returns err, or ErrNoAnswer if err is nil.
func noAnswer(err error) error {
	if err != nil {
		return err
	}
	return ErrNoAnswer
}

// Explain returns the chain of p from where it stands, with the
// techniques up to within: what Hint gives, made, again and again. Where
// no technique applies before every queen is placed, it returns the chain
// so far with ErrNeedsSearch; for a puzzle without an answer, ErrNoAnswer;
// once ctx is done, which it looks at between deductions, ctx.Err().
func Explain(ctx context.Context, p Puzzle, within int) ([]Step, error) {
	if ok, err := p.Solvable(ctx); err != nil || !ok {
		return nil, noAnswer(err)
	}
	s := p.State()
	var chain []Step
	Chain(s, within, func(st Step) { chain = append(chain, st) }, stopper(ctx))
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if !s.Solved() {
		return chain, ErrNeedsSearch
	}
	return chain, nil
}

// A Rating is what Rate measured of a puzzle with one answer.
type Rating struct {
	// Grade is the grade of the hardest technique of the chain, or
	// Search where the chain stops before the end.
	Grade Grade
	// Hardest is that technique, 0 where no deduction is left to make;
	// Depth its depth on the ladder.
	Hardest, Depth int
	// Steps is the number of deductions of the chain, Uses[t] how many
	// of them technique t made, from Uses[1].
	Steps int
	Uses  []int
	// Work is the work of the search that found the answer and proved it
	// the only one.
	Work uint64
}

// Rate grades p by its chain on the techniques of l, the chain that
// Explain gives. It returns ErrNoAnswer or ErrNotUnique where p has no
// answer or several, and ctx.Err() once ctx is done.
func Rate(ctx context.Context, p Puzzle, l Ladder) (Rating, error) {
	count, work, err := p.Count(ctx, 2)
	switch {
	case err != nil:
		return Rating{}, err
	case count == 0:
		return Rating{}, ErrNoAnswer
	case count > 1:
		return Rating{}, ErrNotUnique
	}
	r := Rating{Uses: make([]int, len(l)+1), Work: work}
	s := p.State()
	r.Hardest = Chain(s, len(l), func(st Step) {
		r.Steps++
		r.Uses[st.Technique]++
	}, stopper(ctx))
	if err := ctx.Err(); err != nil {
		return Rating{}, err
	}
	r.Grade = l.GradeOf(r.Hardest)
	if l.Valid(r.Hardest) {
		r.Depth = l[r.Hardest-1].Depth
	}
	if !s.Solved() {
		r.Grade = Search
	}
	return r, nil
}

// UsesOf returns r.Uses as a map from the techniques that made any
// deduction, as the puzzle packages type them, to their numbers.
func UsesOf[T ~int](r Rating) map[T]int {
	uses := map[T]int{}
	for t, n := range r.Uses {
		if n > 0 {
			uses[T(t)] = n
		}
	}
	return uses
}
