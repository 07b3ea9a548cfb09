package regions

import (
	"context"
	"errors"
	"fmt"

	"github.com/nqueens-go/nqueens/internal/stars"
)

// Options says what puzzle [Generate] makes. The zero Options asks for a
// daily puzzle of grade Hard.
type Options struct {
	// Grade is the grade of the puzzle, Easy to Search; 0 means Hard.
	Grade Grade
	// Variant is its variant.
	Variant Variant
	// MaxRegion bounds the squares of a region, from n to n*n; 0 means
	// no bound. The tighter the bound, the fewer draws give a puzzle:
	// near n, where every region must be nearly a row's size, few or
	// none do, and Generate returns ErrNoPuzzle.
	MaxRegion int
}

// ErrNoPuzzle is the error of Generate when its draws give no puzzle of
// the grade asked for: some grades are rare at some sizes.
var ErrNoPuzzle = errors.New("no puzzle of the grade within the draws")

// Generate returns a puzzle of size n with exactly one answer, of the
// grade and variant that o asks for, drawn from seed, and its answer's
// queens, row by row. The same n, seed and options give the same puzzle
// on every machine and in every release of this major version.
//
// A seed draws an answer at random, row by row, and grows a region around
// each of its queens (and, for several stars, joins it to more of them by
// a shortest path), a square at a time: a square beside a region goes to
// it only if the answers stay one, which makes the answer drawn the only
// one; a square that no region beside it can take so is given one anyway,
// and the growth takes back from their regions squares of the answers
// that adds until they are gone. The puzzle's chain of deductions grades
// it: a draw of another grade is drawn anew, up to 64 times, after which
// Generate returns an error wrapping ErrNoPuzzle. So the puzzles of a
// grade that it gives are those this growth reaches, not every one; the
// easy grade grows rare from 10 up, and with several stars the puzzles
// mostly need probes. Its cost grows with n and with the stars:
// [GenerateContext] bounds it.
//
// Generate panics if n is outside [MinN, MaxN], o.Grade is not a grade,
// o.Variant does not fit n, or o.MaxRegion is outside [n, n*n] and not 0.
func Generate(n int, seed uint64, o Options) (*Puzzle, []Square, error) {
	return GenerateContext(context.Background(), n, seed, o)
}

// GenerateContext is [Generate], with a context that bounds it: it looks
// at ctx after at most 4,096 steps of each search, and returns ctx.Err()
// once ctx is done.
//
// GenerateContext panics if ctx is nil, or as Generate does.
func GenerateContext(ctx context.Context, n int, seed uint64, o Options) (*Puzzle, []Square, error) {
	if ctx == nil {
		panic("regions: GenerateContext: nil context")
	}
	if n < MinN || n > MaxN {
		panic(fmt.Sprintf("regions: Generate: size %d outside [%d, %d]", n, MinN, MaxN))
	}
	grade := o.Grade
	if grade == 0 {
		grade = Hard
	}
	if grade < Easy || grade > Search {
		panic(fmt.Sprintf("regions: Generate: %d is not a grade", int(grade)))
	}
	if err := o.Variant.check(n); err != nil {
		panic("regions: Generate: " + err.Error())
	}
	if o.MaxRegion != 0 && (o.MaxRegion < n || o.MaxRegion > n*n) {
		panic(fmt.Sprintf("regions: Generate: regions of at most %d squares: want %d to %d, or 0", o.MaxRegion, n, n*n))
	}
	beyond, within := grade.techniques()
	made, err := stars.Make(ctx, seed, stars.Options{N: n, K: o.Variant.stars(), Rule: stars.Rule(o.Variant.Rule),
		Within: within, Beyond: beyond, MaxRegion: o.MaxRegion})
	if errors.Is(err, stars.ErrNoPuzzle) {
		bound := ""
		if o.MaxRegion != 0 {
			bound = fmt.Sprintf(" with regions of at most %d squares", o.MaxRegion)
		}
		return nil, nil, fmt.Errorf("regions: no puzzle of grade %v and size %d%s in %d draws from seed %d: %w", grade, n, bound, stars.Attempts, seed, ErrNoPuzzle)
	}
	if err != nil {
		return nil, nil, err
	}
	labels := make([]byte, n)
	for i := range labels {
		labels[i] = byte('A' + i)
	}
	p, err := newPuzzle(n, made.Region, labels, o.Variant)
	if err != nil {
		panic("regions: Generate made a puzzle that is none: " + err.Error())
	}
	answer := make([]Square, len(made.Answer))
	for i, q := range made.Answer {
		answer[i] = Square{q / n, q % n}
	}
	return p, answer, nil
}
