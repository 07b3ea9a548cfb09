package regions

import (
	"context"
	"errors"
	"fmt"

	"github.com/nqueens-go/nqueens/internal/reason"
	"github.com/nqueens-go/nqueens/regions/internal/stars"
)

// Options says what puzzle [Make] makes. The zero Options asks for a
// daily puzzle of grade Hard.
type Options struct {
	// Grade is the grade of the puzzle, Easy to Search; 0 means Hard.
	Grade Grade
	// Variant is its variant.
	Variant Variant
	// MaxRegion bounds the squares of a region, from n to n*n; 0 means
	// no bound. The tighter the bound, the fewer draws give a puzzle:
	// near n, where every region must be nearly a row's size, few or
	// none do, and Make returns ErrNoPuzzle.
	MaxRegion int
	// MinRegion bounds the squares of a region from below, from 1 to n;
	// 0 means 1, and MaxRegion, from n up, is never below it. A region of
	// one square gives its queen away; 2 keeps every queen hidden. The
	// higher the bound, the fewer draws give a puzzle.
	MinRegion int
	// Draw is how Make grows the regions; the zero Draw is ShapedDraw.
	Draw Draw
}

// A Draw is how [Make] grows a puzzle's regions around the answer it
// draws.
type Draw int

const (
	// ShapedDraw grows regions toward sizes drawn first, one region of a
	// fifth to two fifths of the grid and the others spread about n, a
	// few of them small, as the daily puzzle's are; a grid above 20 is
	// composed of two grown apart on its diagonal, the first's regions
	// spread over the rest, so that its answer stays the only one.
	ShapedDraw Draw = iota
	// ClassicDraw grows regions a square at a time, the square with the
	// fewest regions beside it first, and grades by the techniques up to
	// Confinement and the probes: the draw that ShapedDraw followed, kept
	// so that a seed and options give the puzzles they gave under it.
	// [Puzzle.Rate], with all the techniques, may grade its puzzles lower
	// than the grade they were made for.
	ClassicDraw
)

// String returns "shaped" or "classic".
func (d Draw) String() string {
	switch d {
	case ShapedDraw:
		return "shaped"
	case ClassicDraw:
		return "classic"
	}
	return fmt.Sprintf("Draw(%d)", int(d))
}

// ErrNoPuzzle is the error of [Make] when its draws give no puzzle of the
// grade asked for: some grades are rare, or absent, at some sizes;
// package puzzle's is the same value.
var ErrNoPuzzle = reason.ErrNoPuzzle

// Make returns a puzzle of size n with exactly one answer, of the
// grade and variant that o asks for, drawn from seed, and its answer's
// queens, row by row. The same n, seed and options give the same puzzle
// on every machine; a draw that changes the puzzles of a seed comes
// under a new Draw, and the old one stays.
//
// A seed draws an answer at random, row by row, and grows a region around
// each of its queens (and, for several stars, joins it to more of them by
// a shortest path), a square at a time, as o.Draw says: a square beside a
// region goes to it only if the answers stay one, which makes the answer
// drawn the only one; a square that no region beside it can take so is
// given one anyway, and the growth takes back from their regions squares
// of the answers that adds until they are gone. The chain of deductions
// that [Puzzle.Rate] follows grades the puzzle: a draw of another grade,
// or with a region beyond o.MinRegion or o.MaxRegion, is drawn anew, up
// to 64 times, after which Make returns an error wrapping
// [ErrNoPuzzle]. So the puzzles of a grade that it gives are those this
// growth reaches, not every one: the easy grade grows rare from 10 up.
// Its cost grows with n and with the stars: [MakeContext] bounds it.
//
// Make panics if n is outside [MinN, MaxN], o.Grade is not a grade,
// o.Variant does not fit n, o.MaxRegion is outside [n, n*n] and not 0,
// o.MinRegion is outside [1, n] and not 0, or o.Draw is not a draw.
func Make(n int, seed uint64, o Options) (*Puzzle, []Square, error) {
	return MakeContext(context.Background(), n, seed, o)
}

// MakeContext is [Make], with a context that bounds it: it looks at ctx
// after at most 4,096 steps of each search, and returns ctx.Err() once
// ctx is done.
//
// MakeContext panics if ctx is nil, or as Make does.
func MakeContext(ctx context.Context, n int, seed uint64, o Options) (*Puzzle, []Square, error) {
	checkContext("MakeContext", ctx)
	if n < MinN || n > MaxN {
		panic(fmt.Sprintf("regions: Make: size %d outside [%d, %d]", n, MinN, MaxN))
	}
	grade := o.Grade
	if grade == 0 {
		grade = Hard
	}
	if !reason.Grade(grade).Valid() {
		panic(fmt.Sprintf("regions: Make: %v is not a grade", grade))
	}
	if err := o.Variant.check(n); err != nil {
		panic("regions: Make: " + err.Error())
	}
	if o.MaxRegion != 0 && (o.MaxRegion < n || o.MaxRegion > n*n) {
		panic(fmt.Sprintf("regions: Make: regions of at most %d squares: want %d to %d, or 0", o.MaxRegion, n, n*n))
	}
	if o.MinRegion < 0 || o.MinRegion > n {
		panic(fmt.Sprintf("regions: Make: regions of at least %d squares: want 1 to %d, or 0", o.MinRegion, n))
	}
	if o.Draw != ShapedDraw && o.Draw != ClassicDraw {
		panic(fmt.Sprintf("regions: Make: %v is not a draw", o.Draw))
	}
	beyond, within := stars.Ladder.Within(reason.Grade(grade))
	made, err := stars.Make(ctx, seed, stars.Options{N: n, K: o.Variant.stars(), Rule: stars.Rule(o.Variant.Rule),
		Within: within, Beyond: beyond, MaxRegion: o.MaxRegion, MinRegion: o.MinRegion, Draw: stars.Draw(o.Draw)})
	if errors.Is(err, ErrNoPuzzle) {
		bound := ""
		switch {
		case o.MinRegion > 1 && o.MaxRegion != 0:
			bound = fmt.Sprintf(" with regions of %d to %d squares", o.MinRegion, o.MaxRegion)
		case o.MaxRegion != 0:
			bound = fmt.Sprintf(" with regions of at most %d squares", o.MaxRegion)
		case o.MinRegion > 1:
			bound = fmt.Sprintf(" with regions of at least %d squares", o.MinRegion)
		}
		return nil, nil, fmt.Errorf("regions: no puzzle of grade %v and size %d%s in %d draws from seed %d: %w", grade, n, bound, reason.Attempts, seed, err)
	}
	if err != nil {
		return nil, nil, err
	}
	p, err := newPuzzle(n, made.Region, []byte(newLabels[:n]), o.Variant)
	if err != nil {
		panic("regions: Make made a puzzle that is none: " + err.Error())
	}
	answer := make([]Square, len(made.Answer))
	for i, q := range made.Answer {
		answer[i] = Square{q / n, q % n}
	}
	return p, answer, nil
}
