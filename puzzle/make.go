package puzzle

import (
	"context"
	"errors"
	"fmt"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/internal/reason"
	"github.com/nqueens-go/nqueens/puzzle/internal/deduce"
	"github.com/nqueens-go/nqueens/puzzle/internal/generate"
)

// Options says what puzzle [Make] makes. The zero Options asks for a
// puzzle of grade Hard, with queens placed alone as its clues.
type Options struct {
	// Grade is the grade of the puzzle, Easy to Search; 0 means Hard.
	Grade Grade
	// Blocked asks for clues of both kinds, queens placed and squares
	// marked empty, as in Blocked n-Queens; otherwise the clues are
	// queens alone, the classic form.
	Blocked bool
	// Minimal asks for a puzzle from which no clue can be taken away
	// without a second answer appearing.
	Minimal bool
}

// ErrNoPuzzle is the error of [Make] when its draws give no puzzle of the
// grade asked for: some grades are rare, or absent, at some sizes;
// package regions's is the same value.
var ErrNoPuzzle = reason.ErrNoPuzzle

// Make returns a puzzle of size n with exactly one answer, of the grade
// that o asks for, drawn from seed, and its answer. The same n, seed and
// options give the same puzzle on every machine and in every release of
// this major version.
//
// A seed draws a solution by the min-conflicts repair of nqueens.Random's
// larger sizes, and the order in which the clues that place all its
// queens are taken away, each only while the puzzle left is still one that
// the grade's techniques and the easier ones solve to its end, or for
// Search, one with one answer; with Blocked, then the order in which the
// queens left give way to up to three marked squares of their rows and
// columns, drawn too, and the marks to none, each where the puzzle stays
// so; with Minimal, then every clue whose going leaves one answer goes.
// The chain of deductions that [Puzzle.Rate] follows grades the puzzle: a
// draw of another grade is drawn anew, up to 64 times, after which Make
// returns an error wrapping [ErrNoPuzzle]. So the puzzles of a grade that
// a seed gives are those that this taking away reaches, and not every
// puzzle of the grade; for small n some grades have none. Its cost grows
// with n and with the grade: [MakeContext] bounds it.
//
// Make panics if n is outside [4, MaxN] or o.Grade is not a grade.
func Make(n int, seed uint64, o Options) (*Puzzle, nqueens.Board, error) {
	return MakeContext(context.Background(), n, seed, o)
}

// MakeContext is [Make], with a context that bounds it: it looks at ctx
// after a bounded number of steps of each search, and returns ctx.Err()
// once ctx is done.
//
// MakeContext panics if ctx is nil, or as Make does.
func MakeContext(ctx context.Context, n int, seed uint64, o Options) (*Puzzle, nqueens.Board, error) {
	checkContext("MakeContext", ctx)
	if n < 4 || n > MaxN {
		panic(fmt.Sprintf("puzzle: Make: n = %d out of range [4, %d]", n, MaxN))
	}
	grade := o.Grade
	if grade == 0 {
		grade = Hard
	}
	if !reason.Grade(grade).Valid() {
		panic(fmt.Sprintf("puzzle: Make: %v is not a grade", grade))
	}
	beyond, within := deduce.Ladder.Within(reason.Grade(grade))
	made, err := generate.Make(ctx, n, seed, generate.Options{Within: within, Beyond: beyond, Blocked: o.Blocked, Minimal: o.Minimal})
	if errors.Is(err, ErrNoPuzzle) {
		return nil, nil, errorf("no puzzle of grade %v and size %d in %d draws from seed %d: %w", grade, n, reason.Attempts, seed, err)
	}
	if err != nil {
		return nil, nil, err
	}
	p := New(n)
	for r, c := range made.Queens {
		if c >= 0 {
			p.g.Queens[r] = c
			p.g.Placed |= 1 << uint(r)
		}
		p.g.Blocked[r] = made.Blocked[r]
	}
	return p, nqueens.Board(made.Solution), nil
}
