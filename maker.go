package nqueens

import (
	"context"
	"errors"
	"fmt"

	"github.com/nqueens-go/nqueens/internal/complete"
	"github.com/nqueens-go/nqueens/internal/deduce"
	"github.com/nqueens-go/nqueens/internal/generate"
	"github.com/nqueens-go/nqueens/internal/prose"
)

// --- Puzzles made to order ---
//
// A puzzle with one completion can be solved by reasoning, a deduction at
// a time; MakePuzzle makes one of a grade asked for, Puzzle.Rate grades
// one by the reasoning it needs, and Puzzle.Hint and Puzzle.Explain say
// which deduction comes next, and why.

// A Technique is a kind of deduction that a person solving a puzzle makes:
// it places a queen that every completion holds, or finds a square empty
// that none holds. From the easiest to the hardest:
//
//   - Single: a row or a column with one free square left takes its queen
//     there; a free square is one that no queen attacks, and that is
//     neither blocked nor found empty. A diagonal holds at most one queen,
//     not one exactly, so it never forces a square.
//   - Exclusion: a square whose queen would attack every free square of
//     some row or column is empty.
//   - Confinement: where k rows, 2 or 3, can take their queens only in k
//     columns, those columns' squares in the other rows are empty; and the
//     same with rows and columns exchanged.
//   - Probe: a free square of a row or a column with two free squares left
//     is empty where its queen leads, by singles and exclusions, to a row
//     or a column without a free square.
//   - DeepProbe: the same, where its queen leads there by singles,
//     exclusions and probes.
type Technique int

// The techniques, easiest first.
const (
	Single Technique = iota + 1
	Exclusion
	Confinement
	Probe
	DeepProbe
)

// String returns the name of t, as "single" or "deep probe".
func (t Technique) String() string {
	if t < Single || t > DeepProbe {
		return fmt.Sprintf("Technique(%d)", int(t))
	}
	return deduce.Technique(t).String()
}

// MarshalText returns the name of t, for encoding/json.
func (t Technique) MarshalText() ([]byte, error) {
	if t < Single || t > DeepProbe {
		return nil, fmt.Errorf("nqueens: %v is not a technique", t)
	}
	return []byte(t.String()), nil
}

// A Grade is how hard a puzzle with one completion is to solve by
// reasoning, from the hardest [Technique] that its chain of deductions
// needs, which [Puzzle.Rate] measures: Easy needs singles alone, Medium
// exclusions or confinements too, Hard probes, and Expert deep probes;
// Search is the grade of a puzzle that no technique finishes, which needs
// a guess at some point. Its text form is its name, as "easy"; the zero
// Grade is none.
type Grade int

// The grades, easiest first.
const (
	Easy   Grade = iota + 1 // singles
	Medium                  // exclusions and confinements
	Hard                    // probes
	Expert                  // deep probes
	Search                  // a guess
)

// grades are the names of the grades, in order.
var grades = [...]string{"easy", "medium", "hard", "expert", "search"}

// Grades returns every Grade, Easy first: what a program lists to offer
// the choice of one.
func Grades() []Grade {
	all := make([]Grade, 0, len(grades))
	for g := Easy; g <= Search; g++ {
		all = append(all, g)
	}
	return all
}

// String returns the name of g, as "easy".
func (g Grade) String() string {
	if g < Easy || g > Search {
		return fmt.Sprintf("Grade(%d)", int(g))
	}
	return grades[g-1]
}

// MarshalText returns the name of g. It returns an error if g is not one
// of the grades.
func (g Grade) MarshalText() ([]byte, error) {
	if g < Easy || g > Search {
		return nil, fmt.Errorf("nqueens: %v is not a grade", g)
	}
	return []byte(g.String()), nil
}

// UnmarshalText sets g to the grade that text names: its name, as "hard",
// or its number, 1 for Easy to 5 for Search. It returns an error that
// quotes text if it names none.
func (g *Grade) UnmarshalText(text []byte) error {
	for i, name := range grades {
		if string(text) == name || string(text) == fmt.Sprint(i+1) {
			*g = Grade(i + 1)
			return nil
		}
	}
	return fmt.Errorf("nqueens: grade %q: want %s, or 1 to %d", prose.Excerpt(string(text)), prose.Or(grades[:]), len(grades))
}

// The errors of the methods that reason about a puzzle, which a program
// tells apart with [errors.Is].
var (
	// ErrNoCompletion: the puzzle has no completion, as one with a queen
	// placed wrong has none.
	ErrNoCompletion = errors.New("the puzzle has no completion")
	// ErrNotUnique: the puzzle has more than one completion, so that no
	// reasoning finds which.
	ErrNotUnique = errors.New("the puzzle has more than one completion")
	// ErrNeedsSearch: no technique gives a deduction where the puzzle
	// stands: it needs a guess.
	ErrNeedsSearch = errors.New("no deduction applies: the puzzle needs a guess here")
	// ErrSolved: every row holds a queen, and no deduction is left.
	ErrSolved = errors.New("every row holds a queen")
)

// A Line is a row or a column of the board.
type Line struct {
	Column bool // a column; a row otherwise
	Index  int  // counted from 0
}

// String returns "row 3" or "column 5".
func (l Line) String() string {
	return deduce.Line(l).String()
}

// A Deduction is a step of reasoning about a puzzle: a queen on the square
// at Row and Col, which every completion holds, or, with Queen false, the
// square found empty, which none holds; by its Technique. Lines are the
// rows and columns it reasons about: for Single, the line left with one
// free square; for Exclusion, Probe and DeepProbe, the line that a queen
// on the square would leave, at the end, without a free square; for
// Confinement, the Confined lines that can take their queens only in the
// lines after them.
type Deduction struct {
	Row, Col  int
	Queen     bool
	Technique Technique
	Lines     []Line
	Confined  int
}

// String explains d in a sentence, as "row 2, column 5: a queen, the only
// free square of column 5".
func (d Deduction) String() string {
	st := deduce.Step{Row: d.Row, Col: d.Col, Queen: d.Queen, Technique: deduce.Technique(d.Technique), K: d.Confined}
	for _, l := range d.Lines {
		st.Lines = append(st.Lines, deduce.Line(l))
	}
	return st.String()
}

// deduction returns a step of internal/deduce as a Deduction.
func deduction(st deduce.Step) Deduction {
	d := Deduction{Row: st.Row, Col: st.Col, Queen: st.Queen, Technique: Technique(st.Technique), Confined: st.K}
	for _, l := range st.Lines {
		d.Lines = append(d.Lines, Line(l))
	}
	return d
}

// A Rating is what [Puzzle.Rate] measured of a puzzle with one
// completion.
type Rating struct {
	// Grade is the grade of the hardest technique the chain of
	// deductions needs, or Search where the chain stops before the end.
	Grade Grade
	// Steps is the number of deductions of the chain, to its end or to
	// where it stops, and Uses how many of them each technique made.
	Steps int
	Uses  map[Technique]int
	// Work is the number of placements that a fixed search tried to find
	// the completion and prove it the only one: the solver of
	// [Puzzle.Solve] run to its end, its random choices seeded by the
	// size, so that it is the same on every machine and call. It is the
	// machine's measure, beside the person's of Grade.
	Work uint64
}

// Rate grades p by the reasoning it needs: it follows the chain of
// deductions that [Puzzle.Explain] gives, and counts its steps, and the
// work of a search that finds the one completion and proves it so. It
// returns an error wrapping ErrNoCompletion or ErrNotUnique for a puzzle
// without exactly one completion. [Puzzle.RateContext] bounds it.
func (p *Puzzle) Rate() (Rating, error) {
	r, err := p.rate(context.Background())
	return r, named("Puzzle.Rate", err)
}

// RateContext is [Puzzle.Rate], with a context that bounds it, as the
// package overview says.
//
// RateContext panics if ctx is nil.
func (p *Puzzle) RateContext(ctx context.Context) (Rating, error) {
	checkContext("Puzzle.RateContext", ctx)
	r, err := p.rate(ctx)
	return r, named("Puzzle.RateContext", err)
}

// rate is RateContext.
func (p *Puzzle) rate(ctx context.Context) (Rating, error) {
	count, _, work, err := complete.CountUpTo(ctx, &p.g, 2)
	switch {
	case err != nil:
		return Rating{}, err
	case count == 0:
		return Rating{}, problemf("%w", ErrNoCompletion)
	case count > 1:
		return Rating{}, problemf("%w", ErrNotUnique)
	}
	r := Rating{Work: work, Uses: map[Technique]int{}}
	s := p.state()
	hardest, _ := s.Chain(deduce.DeepProbe, func(st deduce.Step) {
		r.Steps++
		r.Uses[Technique(st.Technique)]++
	}, func() bool { return ctx.Err() != nil })
	if err := ctx.Err(); err != nil {
		return Rating{}, err
	}
	r.Grade = Grade(deduce.GradeOf(hardest))
	if !s.Solved() {
		r.Grade = Search
	}
	return r, nil
}

// state returns p as internal/deduce's State.
func (p *Puzzle) state() *deduce.State {
	return deduce.New(p.g.N, p.g.PlacedColumns(), p.g.Blocked[:p.g.N])
}

// Hint returns the next deduction of the chain that [Puzzle.Explain] gives
// from p as it stands: the first of the easiest technique that gives any,
// in the order of the squares, row by row. So a game hands it to a player
// whose partial answer p holds, queens placed and squares blocked as
// found empty, and applies it with [Puzzle.Place] or [Puzzle.Block]. It
// returns an error wrapping ErrSolved where every row holds a queen,
// ErrNoCompletion where p has no completion, as after a queen placed
// wrong, and ErrNeedsSearch where no technique applies. A deduction holds
// of every completion: for a puzzle with several, it holds of each.
// [Puzzle.HintContext] bounds it.
func (p *Puzzle) Hint() (Deduction, error) {
	d, err := p.hint(context.Background())
	return d, named("Puzzle.Hint", err)
}

// HintContext is [Puzzle.Hint], with a context that bounds it, as the
// package overview says.
//
// HintContext panics if ctx is nil.
func (p *Puzzle) HintContext(ctx context.Context) (Deduction, error) {
	checkContext("Puzzle.HintContext", ctx)
	d, err := p.hint(ctx)
	return d, named("Puzzle.HintContext", err)
}

// hint is HintContext.
func (p *Puzzle) hint(ctx context.Context) (Deduction, error) {
	s := p.state()
	if s.Solved() {
		return Deduction{}, problemf("%w", ErrSolved)
	}
	if err := p.completable(ctx); err != nil {
		return Deduction{}, err
	}
	st, ok := s.Next(deduce.DeepProbe)
	if !ok {
		return Deduction{}, problemf("%w", ErrNeedsSearch)
	}
	return deduction(st), nil
}

// completable returns an error wrapping ErrNoCompletion if p has no
// completion, or ctx.Err().
func (p *Puzzle) completable(ctx context.Context) error {
	_, ok, err := complete.Solve(ctx, &p.g)
	switch {
	case err != nil:
		return err
	case !ok:
		return problemf("%w", ErrNoCompletion)
	}
	return nil
}

// Explain returns the chain of deductions that solves p from where it
// stands, the easiest technique first at every step: again and again, the
// deductions of the easiest technique that gives any, in the order of
// their squares, each holding in the state that those before it leave.
// A game or a tutor explains a puzzle with it step by step. Where no
// technique applies before every row holds a queen, it returns the chain
// so far with an error wrapping ErrNeedsSearch; for a puzzle without a
// completion, an error wrapping ErrNoCompletion. [Puzzle.ExplainContext]
// bounds it.
func (p *Puzzle) Explain() ([]Deduction, error) {
	chain, err := p.explain(context.Background())
	return chain, named("Puzzle.Explain", err)
}

// ExplainContext is [Puzzle.Explain], with a context that bounds it, as
// the package overview says.
//
// ExplainContext panics if ctx is nil.
func (p *Puzzle) ExplainContext(ctx context.Context) ([]Deduction, error) {
	checkContext("Puzzle.ExplainContext", ctx)
	chain, err := p.explain(ctx)
	return chain, named("Puzzle.ExplainContext", err)
}

// explain is ExplainContext.
func (p *Puzzle) explain(ctx context.Context) ([]Deduction, error) {
	if err := p.completable(ctx); err != nil {
		return nil, err
	}
	s := p.state()
	var chain []Deduction
	s.Chain(deduce.DeepProbe, func(st deduce.Step) { chain = append(chain, deduction(st)) },
		func() bool { return ctx.Err() != nil })
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if !s.Solved() {
		return chain, problemf("%w", ErrNeedsSearch)
	}
	return chain, nil
}

// MakeOptions says what puzzle [MakePuzzle] makes. The zero MakeOptions
// asks for a puzzle of grade Hard, with placed queens alone as its clues.
type MakeOptions struct {
	// Grade is the grade of the puzzle, Easy to Search; 0 stands for
	// Hard.
	Grade Grade
	// Blocked asks for clues of both kinds, placed queens and blocked
	// squares, as in Blocked n-Queens; otherwise the clues are placed
	// queens alone, the classic form.
	Blocked bool
	// Minimal asks for a puzzle from which no clue can be taken away
	// without a second completion appearing.
	Minimal bool
}

// MakePuzzle returns a puzzle of size n with exactly one completion, of
// the grade that o asks for, drawn from seed, and its completion. The same
// n, seed and options give the same puzzle on every machine and in every
// release of this major version. A seed draws a solution by the
// min-conflicts repair of [Random]'s larger sizes, and the order in which
// the clues that place all its queens are taken away, each only while the
// puzzle left is still one that the grade's techniques and the easier ones
// solve to its end, or for Search, one with one completion; with Blocked,
// then the order in which the queens left give way to up to three blocked
// squares of their rows and columns, drawn too, and the blocked squares to
// none, each where the puzzle stays so; with Minimal, then every clue
// whose going leaves one completion goes. A draw that gives a puzzle of an
// easier grade is drawn anew, up to 64 times: so the puzzles of a grade
// that a seed gives are those that this taking away reaches, and not every
// puzzle of the grade. For small n some grades have no puzzle, or are too
// rare to find: it then returns an error wrapping ErrNoPuzzle. Its cost
// grows with n and with the grade. [MakePuzzleContext] bounds it.
//
// MakePuzzle panics if n is outside [4, MaxN] or o.Grade is not a grade.
func MakePuzzle(n int, seed uint64, o MakeOptions) (*Puzzle, Board, error) {
	p, b, err := makePuzzle(context.Background(), "MakePuzzle", n, seed, o)
	return p, b, named("MakePuzzle", err)
}

// MakePuzzleContext is [MakePuzzle], with a context that bounds it, as the
// package overview says.
//
// MakePuzzleContext panics if ctx is nil, n is outside [4, MaxN] or
// o.Grade is not a grade.
func MakePuzzleContext(ctx context.Context, n int, seed uint64, o MakeOptions) (*Puzzle, Board, error) {
	checkContext("MakePuzzleContext", ctx)
	p, b, err := makePuzzle(ctx, "MakePuzzleContext", n, seed, o)
	return p, b, named("MakePuzzleContext", err)
}

// ErrNoPuzzle is the error of [MakePuzzle] for a grade of which it finds
// no puzzle of the size.
var ErrNoPuzzle = generate.ErrNoPuzzle

// makePuzzle is MakePuzzleContext, for the function fn.
func makePuzzle(ctx context.Context, fn string, n int, seed uint64, o MakeOptions) (*Puzzle, Board, error) {
	if n < 4 || n > MaxN {
		panic(fmt.Sprintf("nqueens: %s: n = %d out of range [4, %d]", fn, n, MaxN))
	}
	grade := o.Grade
	if grade == 0 {
		grade = Hard
	}
	if grade < Easy || grade > Search {
		panic(fmt.Sprintf("nqueens: %s: %v is not a grade", fn, grade))
	}
	beyond, within := deduce.Within(int(grade))
	made, err := generate.Make(ctx, n, seed, generate.Options{Within: within, Beyond: beyond, Blocked: o.Blocked, Minimal: o.Minimal})
	if errors.Is(err, generate.ErrNoPuzzle) {
		return nil, nil, problemf("no puzzle of grade %v and size %d in %d draws from seed %d: %w", grade, n, generate.Attempts, seed, err)
	}
	if err != nil {
		return nil, nil, err
	}
	p := NewPuzzle(n)
	for r, c := range made.Queens {
		if c >= 0 {
			p.g.Queens[r] = c
			p.g.Placed |= 1 << uint(r)
		}
		p.g.Blocked[r] = made.Blocked[r]
	}
	return p, Board(made.Solution), nil
}
