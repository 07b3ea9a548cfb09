package regions

import (
	"context"
	"fmt"
	"strings"

	"github.com/nqueens-go/nqueens/internal/prose"
	"github.com/nqueens-go/nqueens/internal/reason"
	"github.com/nqueens-go/nqueens/regions/internal/stars"
)

// --- Reasoning ---
//
// A puzzle with one answer can be solved by reasoning, a deduction at a
// time: Hint gives the next, Explain the whole chain, Rate the grade the
// chain earns, and Make makes puzzles of a grade asked for.

// A Technique is a kind of deduction, a step of reasoning that a person
// makes, from the easiest, Single, to the hardest, DeepProbe. Each places
// queens that every answer holds or finds squares empty that none does.
// The techniques before the probes are those that Star Battle's solvers
// name and teach; the probes are trial and error:
//
//   - Single: a region, row or column whose free squares are as many as
//     the queens it still needs takes them all: for one star, the last
//     free square of a unit.
//   - Line: a region whose free squares lie in one row or column that
//     needs as many queens takes them all there, so that the rest of the
//     row or column is empty; the same of a row or column lying in one
//     region.
//   - Touch: a square is empty whose queen would leave a unit fewer free
//     squares than it needs: for one star, a square that every free
//     square of some region touches or shares a row or column with.
//   - Confinement: k regions, k from 2 up to half of those open, whose
//     free squares lie in k rows (or columns) needing as many queens take
//     them all there, so that the rest of those rows is empty; the same
//     of k rows or columns lying in k regions.
//   - Fit: a unit of two stars or more has few ways to place them, none
//     touching another and each leaving the other units, and every two
//     lines side by side, room for theirs, a 2×2 block holding one star
//     at most: what every way holds is a queen, what every way rules out
//     is empty. So a pair of squares side by side that must hold a star
//     rules out what touches both.
//   - Counting: a band of up to five rows (or columns) side by side owes
//     the queens its lines need, and regions that must put queens in it
//     owe theirs, so the band's squares outside those regions hold as
//     many more queens than the regions' squares outside the band. Counted
//     with a 2×2 block holding one queen at most, one side may hold none,
//     and is empty, or must hold as many as the fewest blocks that cover
//     it, one to a block (a squeeze). So k regions in k lines take all
//     their queens, and a region that must take both stars of a pair of
//     lines takes them there.
//   - JointFit: fit, of two units at once: first those a person looks
//     at together, two lines side by side, a region and a line through
//     it, two regions that touch; then any two.
//   - Probe: a square is empty whose queen leads, by singles, to a unit
//     with fewer free squares than it needs: a contradiction of depth 1.
//   - DeepProbe: the same, where the queen leads there by singles and
//     probes: depth 2.
//
// A square that a placed queen touches, or whose row, column or region
// holds its queens, is not free: marking it is bookkeeping, not a
// deduction. Its text form is its name, as "deep probe"; the zero
// Technique is none.
type Technique int

// The techniques, easiest first.
const (
	Single Technique = iota + 1
	Line
	Touch
	Confinement
	Fit
	Counting
	JointFit
	Probe
	DeepProbe
)

// Techniques returns every Technique, Single first.
func Techniques() []Technique {
	return []Technique{Single, Line, Touch, Confinement, Fit, Counting, JointFit, Probe, DeepProbe}
}

// String returns the name of t, as "deep probe".
func (t Technique) String() string { return stars.Ladder.Name(int(t)) }

// MarshalText returns the name of t, or an error if t is not a technique.
func (t Technique) MarshalText() ([]byte, error) {
	text, err := stars.Ladder.MarshalText(int(t))
	return text, prefixed(err)
}

// UnmarshalText sets t to the technique that text names, or returns an
// error that quotes text.
func (t *Technique) UnmarshalText(text []byte) error {
	return prefixed(reason.UnmarshalTechnique(stars.Ladder, t, text))
}

// Grade returns the grade of a puzzle whose hardest technique is t.
func (t Technique) Grade() Grade { return Grade(stars.Ladder.GradeOf(int(t))) }

// A Grade is how hard a puzzle with one answer is to solve by reasoning,
// from the hardest [Technique] that its chain of deductions needs, which
// [Puzzle.Rate] measures: Easy needs singles alone, Medium lines and
// touches too, Hard confinements, fits and counting, Expert joint fits
// and probes of depth 1 or 2; Search
// is the grade of a puzzle that no technique finishes, which needs a
// guess. Its text form is its name, as "hard"; it reads its number too, 1
// for Easy to 5 for Search. The zero Grade is none.
type Grade int

// The grades, easiest first.
const (
	Easy Grade = iota + 1
	Medium
	Hard
	Expert
	Search
)

// Grades returns every Grade, Easy first.
func Grades() []Grade { return []Grade{Easy, Medium, Hard, Expert, Search} }

// String returns the name of g, as "hard".
func (g Grade) String() string { return reason.Grade(g).String() }

// MarshalText returns the name of g, or an error if g is not a grade.
func (g Grade) MarshalText() ([]byte, error) {
	text, err := reason.Grade(g).MarshalText()
	return text, prefixed(err)
}

// UnmarshalText sets g to the grade that text names, by its name or its
// number, or returns an error that quotes text.
func (g *Grade) UnmarshalText(text []byte) error {
	return prefixed(reason.UnmarshalGrade(g, text))
}

// The errors of reasoning, beside [ErrNoAnswer], which a program tells
// apart with [errors.Is]; package puzzle's are the same values.
var (
	// ErrNeedsSearch: no technique gives a deduction where the puzzle
	// stands: it needs a guess.
	ErrNeedsSearch = reason.ErrNeedsSearch
	// ErrSolved: every unit holds its queens.
	ErrSolved = reason.ErrSolved
)

// A Deduction is a step of reasoning about a puzzle: the queens it places,
// which every answer holds, or the squares it finds empty, which none
// does, by its Technique. Units are the rows, columns and regions it
// reasons about: for Single, the unit whose free squares are all queens;
// for Line and Confinement, the Confined units, then the units they lie
// in; for Fit and JointFit, the unit or the two whose ways it weighs; for
// Counting, the Confined lines of the band, then the regions it counts
// against them; for Touch, Probe and DeepProbe, the unit that a queen on
// the square would leave, in the end, short of free squares.
type Deduction struct {
	Technique Technique
	Queens    []Square
	Empty     []Square
	Units     []Unit
	Confined  int
}

// String explains d in a sentence, as "region C lies within row 4, whose
// queens are all its own: empty: row 4, columns 0, 1 and 6".
func (d Deduction) String() string {
	units := func(us []Unit) string {
		kind := [...]string{"row", "column", "region"}[us[0].Kind]
		names := make([]string, len(us))
		for i, u := range us {
			names[i] = strings.TrimPrefix(u.String(), kind+" ")
		}
		return prose.Numbered(kind, nil, names...)
	}
	switch d.Technique {
	case Single:
		if len(d.Queens) == 1 {
			return fmt.Sprintf("%v has one free square left: a queen at %v", d.Units[0], d.Queens[0])
		}
		return fmt.Sprintf("%v has as many free squares as queens to place: queens at %s", d.Units[0], squareList(d.Queens))
	case Line, Confinement:
		confined, to := d.Units[:d.Confined], d.Units[d.Confined:]
		if len(confined) == 1 && len(to) == 1 {
			return fmt.Sprintf("%v lies within %v, whose queens are all its own: empty: %s", confined[0], to[0], squareList(d.Empty))
		}
		return fmt.Sprintf("%s lie within %s, whose queens are all theirs: empty: %s", units(confined), units(to), squareList(d.Empty))
	case Touch:
		return fmt.Sprintf("a queen on any of these would leave %v short of free squares: empty: %s", d.Units[0], squareList(d.Empty))
	case Fit, JointFit:
		what := d.Units[0].String()
		if len(d.Units) == 2 {
			what += " and " + d.Units[1].String()
		}
		return fmt.Sprintf("the ways to place the queens of %s that leave room for the others all agree: %s", what, queensAndEmpty(d))
	case Counting:
		band, against := d.Units[:d.Confined], d.Units[d.Confined:]
		if len(against) == 0 {
			return fmt.Sprintf("in %s, the fewest 2×2 blocks that cover the free squares hold one queen each: %s", units(band), queensAndEmpty(d))
		}
		return fmt.Sprintf("counting the queens of %s against %s, a 2×2 block holding one at most: %s", units(band), units(against), queensAndEmpty(d))
	case Probe:
		return fmt.Sprintf("a queen at %v leads, by singles, to %v short of free squares: that square is empty", d.Empty[0], d.Units[0])
	case DeepProbe:
		return fmt.Sprintf("a queen at %v leads, by singles and probes, to %v short of free squares: that square is empty", d.Empty[0], d.Units[0])
	}
	return fmt.Sprintf("%v: %v, %v", d.Technique, d.Queens, d.Empty)
}

// queensAndEmpty writes the squares of d: "queens at row 2, column 4;
// empty: row 3, columns 1 and 2".
func queensAndEmpty(d Deduction) string {
	var parts []string
	if len(d.Queens) > 0 {
		parts = append(parts, "queens at "+squareList(d.Queens))
	}
	if len(d.Empty) > 0 {
		parts = append(parts, "empty: "+squareList(d.Empty))
	}
	return strings.Join(parts, "; ")
}

// squareList writes squares, row by row, as "row 4, columns 0 and 1; row
// 5, column 2".
func squareList(squares []Square) string {
	pairs := make([][2]int, len(squares))
	for i, s := range squares {
		pairs[i] = [2]int{s.Row, s.Col}
	}
	return prose.Squares(pairs)
}

// deduction returns a step of internal/stars as a Deduction.
func (p *Puzzle) deduction(st stars.Step) Deduction {
	n := p.n
	d := Deduction{Technique: Technique(st.Technique), Confined: st.Confined}
	for _, q := range st.Queens {
		d.Queens = append(d.Queens, Square{q / n, q % n})
	}
	for _, q := range st.Empty {
		d.Empty = append(d.Empty, Square{q / n, q % n})
	}
	for _, u := range st.Units {
		d.Units = append(d.Units, p.unit(u))
	}
	return d
}

// Apply makes the deduction d on p: places its queens and marks its empty
// squares, leaving those already so. It returns the error of Place or
// Mark for a square that refuses, the deduction made up to it.
func (p *Puzzle) Apply(d Deduction) error {
	for _, s := range d.Queens {
		if !p.Queen(s.Row, s.Col) {
			if err := p.Place(s.Row, s.Col); err != nil {
				return err
			}
		}
	}
	for _, s := range d.Empty {
		if !p.Marked(s.Row, s.Col) {
			if err := p.Mark(s.Row, s.Col); err != nil {
				return err
			}
		}
	}
	return nil
}

// engine is a puzzle as internal/reason reasons about it.
type engine struct{ p *Puzzle }

func (e engine) State() reason.State { return e.p.state() }

func (e engine) Solvable(ctx context.Context) (bool, error) {
	count, _, err := e.p.state().Search(ctx, 1, nil)
	return count > 0, err
}

func (e engine) Count(ctx context.Context, limit uint64) (count, work uint64, err error) {
	c, nodes, err := e.p.state().Search(ctx, clamp(limit), nil)
	return uint64(c), uint64(nodes), err
}

// Hint returns the next deduction of the chain that [Puzzle.Explain]
// gives from p as it stands: the first of the easiest technique that
// gives one, its squares row by row. A game hands it to a player, who
// makes it with [Puzzle.Apply]. It returns an error wrapping [ErrSolved]
// where every queen is placed, [ErrNoAnswer] where p has no answer, as
// after a queen placed wrong ([Puzzle.Mistakes] finds it), and
// [ErrNeedsSearch] where no technique applies. A deduction holds of every
// answer: for a puzzle with several, of each. [Puzzle.HintContext] bounds
// it.
func (p *Puzzle) Hint() (Deduction, error) { return p.HintContext(context.Background()) }

// HintContext is [Puzzle.Hint], with a context that bounds it as
// [Puzzle.CountContext] is bounded.
//
// HintContext panics if ctx is nil.
func (p *Puzzle) HintContext(ctx context.Context) (Deduction, error) {
	checkContext("Puzzle.HintContext", ctx)
	st, err := reason.Hint(ctx, engine{p}, int(DeepProbe))
	if err != nil {
		return Deduction{}, prefixed(err)
	}
	return p.deduction(st), nil
}

// Explain returns the chain of deductions that solves p from where it
// stands: what [Puzzle.Hint] gives, made, again and again, each holding in
// the state that those before it leave. A game or a tutor explains a
// puzzle with it step by step, and [Puzzle.Rate] grades by it. Where no
// technique applies before every queen is placed, it returns the chain so
// far with an error wrapping [ErrNeedsSearch]; for a puzzle without an
// answer, an error wrapping [ErrNoAnswer]. [Puzzle.ExplainContext] bounds
// it.
func (p *Puzzle) Explain() ([]Deduction, error) { return p.ExplainContext(context.Background()) }

// ExplainContext is [Puzzle.Explain], with a context that bounds it as
// [Puzzle.CountContext] is bounded: it looks at ctx between deductions
// too.
//
// ExplainContext panics if ctx is nil.
func (p *Puzzle) ExplainContext(ctx context.Context) ([]Deduction, error) {
	checkContext("Puzzle.ExplainContext", ctx)
	steps, err := reason.Explain(ctx, engine{p}, int(DeepProbe))
	var chain []Deduction
	for _, st := range steps {
		chain = append(chain, p.deduction(st))
	}
	return chain, prefixed(err)
}

// A Rating is what [Puzzle.Rate] measured of a puzzle with one answer.
type Rating struct {
	// Grade is the grade of the hardest technique the chain of
	// deductions needs, or Search where the chain stops before the end.
	Grade Grade
	// Hardest is that technique, 0 where the queens placed leave no
	// deduction to make; Depth is 1 or 2 where it is a probe, else 0.
	Hardest Technique
	Depth   int
	// Steps is the number of deductions of the chain, to its end or to
	// where it stops, and Uses how many of them each technique made.
	Steps int
	Uses  map[Technique]int
	// Work is the number of nodes that a fixed search visited to find
	// the answer and prove it the only one: the search of
	// [Puzzle.Count], the same on every machine and call. It is the
	// machine's measure, beside the person's of Grade.
	Work uint64
}

// Rate grades p by the chain of deductions that [Puzzle.Explain] gives:
// its hardest technique, its steps, and the work of a search that finds
// the one answer and proves it so. It returns an error wrapping
// [ErrNoAnswer] or [ErrNotUnique] where p has no answer or several from
// where it stands. [Puzzle.RateContext] bounds it.
func (p *Puzzle) Rate() (Rating, error) { return p.RateContext(context.Background()) }

// RateContext is [Puzzle.Rate], with a context that bounds it as
// [Puzzle.ExplainContext] is bounded.
//
// RateContext panics if ctx is nil.
func (p *Puzzle) RateContext(ctx context.Context) (Rating, error) {
	checkContext("Puzzle.RateContext", ctx)
	r, err := reason.Rate(ctx, engine{p}, stars.Ladder)
	if err != nil {
		return Rating{}, prefixed(err)
	}
	return Rating{Grade: Grade(r.Grade), Hardest: Technique(r.Hardest), Depth: r.Depth, Steps: r.Steps,
		Uses: reason.UsesOf[Technique](r), Work: r.Work}, nil
}
