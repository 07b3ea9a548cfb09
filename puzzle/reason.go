package puzzle

import (
	"context"
	"fmt"

	"github.com/nqueens-go/nqueens/internal/complete"
	"github.com/nqueens-go/nqueens/internal/prose"
	"github.com/nqueens-go/nqueens/internal/reason"
	"github.com/nqueens-go/nqueens/puzzle/internal/deduce"
)

// --- Reasoning ---
//
// A puzzle with one answer can be solved by reasoning, a deduction at a
// time: Hint gives the next, Explain the whole chain, Rate the grade the
// chain earns, and Make makes puzzles of a grade asked for.

// A Technique is a kind of deduction that a person solving a puzzle makes:
// it places a queen that every answer holds, or finds squares empty that
// none holds. A free square is one that no queen attacks, and that is not
// marked. From the easiest to the hardest:
//
//   - Single: a row or a column with one free square left takes its queen
//     there. A diagonal holds at most one queen, not one exactly, so it
//     never forces a square.
//   - Exclusion: the squares whose queen would attack every free square
//     of some row or column are empty.
//   - Confinement: where k rows, 2 or 3, can take their queens only in k
//     columns, those columns' squares in the other rows are empty; and the
//     same with rows and columns exchanged.
//   - Probe: a free square of a row or a column with two free squares left
//     is empty where its queen leads, by singles and exclusions, to a row
//     or a column without a free square.
//   - DeepProbe: the same, where its queen leads there by singles,
//     exclusions and probes.
//
// Its text form is its name, as "deep probe"; the zero Technique is none.
type Technique int

// The techniques, easiest first.
const (
	Single Technique = iota + 1
	Exclusion
	Confinement
	Probe
	DeepProbe
)

// Techniques returns every Technique, Single first.
func Techniques() []Technique {
	return []Technique{Single, Exclusion, Confinement, Probe, DeepProbe}
}

// String returns the name of t, as "deep probe".
func (t Technique) String() string { return deduce.Ladder.Name(int(t)) }

// MarshalText returns the name of t, or an error if t is not a technique.
func (t Technique) MarshalText() ([]byte, error) {
	text, err := deduce.Ladder.MarshalText(int(t))
	return text, prefixed(err)
}

// UnmarshalText sets t to the technique that text names, or returns an
// error that quotes text.
func (t *Technique) UnmarshalText(text []byte) error {
	return prefixed(reason.UnmarshalTechnique(deduce.Ladder, t, text))
}

// Grade returns the grade of a puzzle whose hardest technique is t.
func (t Technique) Grade() Grade { return Grade(deduce.Ladder.GradeOf(int(t))) }

// A Grade is how hard a puzzle with one answer is to solve by reasoning,
// from the hardest [Technique] that its chain of deductions needs, which
// [Puzzle.Rate] measures: Easy needs singles alone, Medium exclusions or
// confinements too, Hard probes, and Expert deep probes; Search is the
// grade of a puzzle that no technique finishes, which needs a guess. Its
// text form is its name, as "hard"; it reads its number too, 1 for Easy
// to 5 for Search. The zero Grade is none.
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
// apart with [errors.Is]; package regions's are the same values.
var (
	// ErrNeedsSearch: no technique gives a deduction where the puzzle
	// stands: it needs a guess.
	ErrNeedsSearch = reason.ErrNeedsSearch
	// ErrSolved: every queen is placed, and no deduction is left.
	ErrSolved = reason.ErrSolved
)

// A UnitKind is the kind of a unit: a row or a column.
type UnitKind int

// The kinds of units.
const (
	RowUnit UnitKind = iota
	ColumnUnit
)

// A Unit is a row or a column of the board, each of which an answer fills
// with one queen. A diagonal holds at most one, not one exactly, and is
// no unit.
type Unit struct {
	Kind  UnitKind
	Index int // counted from 0
}

// String returns "row 3" or "column 5".
func (u Unit) String() string { return reason.UnitName(int(u.Kind), u.Index, 0) }

// A Deduction is a step of reasoning about a puzzle: the queens it places,
// which every answer holds, or the squares it finds empty, which none
// does, by its Technique. Units are the rows and columns it reasons
// about: for Single, the unit left with one free square; for Exclusion,
// Probe and DeepProbe, the unit that a queen on one of its squares would
// leave, at the end, without a free square; for Confinement, the Confined
// units, then the units they lie in.
type Deduction struct {
	Technique Technique
	Queens    []Square
	Empty     []Square
	Units     []Unit
	Confined  int
}

// String explains d in a sentence, as "column 5 has one free square left:
// a queen at row 2, column 5".
func (d Deduction) String() string {
	switch d.Technique {
	case Single:
		return fmt.Sprintf("%v has one free square left: a queen at %v", d.Units[0], d.Queens[0])
	case Exclusion:
		if len(d.Empty) == 1 {
			return fmt.Sprintf("a queen at %v would attack every free square of %v: that square is empty", d.Empty[0], d.Units[0])
		}
		return fmt.Sprintf("a queen on any of these would attack every free square of %v: empty: %s", d.Units[0], squareList(d.Empty))
	case Confinement:
		return fmt.Sprintf("%s can take their queens only in %s: empty: %s",
			unitList(d.Units[:d.Confined]), unitList(d.Units[d.Confined:]), squareList(d.Empty))
	case Probe:
		return fmt.Sprintf("a queen at %v leads, by singles and exclusions, to %v without a free square: that square is empty", d.Empty[0], d.Units[0])
	case DeepProbe:
		return fmt.Sprintf("a queen at %v leads, by singles, exclusions and probes, to %v without a free square: that square is empty", d.Empty[0], d.Units[0])
	}
	return fmt.Sprintf("%v: %v, %v", d.Technique, d.Queens, d.Empty)
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

// unitList writes units of one kind as "rows 1, 4 and 6".
func unitList(units []Unit) string {
	kind := "row"
	if units[0].Kind == ColumnUnit {
		kind = "column"
	}
	indexes := make([]int, len(units))
	for i, u := range units {
		indexes[i] = u.Index
	}
	return prose.Numbered(kind, indexes)
}

// deduction returns a step of internal/reason as a Deduction.
func (p *Puzzle) deduction(st reason.Step) Deduction {
	n := p.g.N
	d := Deduction{Technique: Technique(st.Technique), Confined: st.Confined}
	for _, q := range st.Queens {
		d.Queens = append(d.Queens, Square{q / n, q % n})
	}
	for _, q := range st.Empty {
		d.Empty = append(d.Empty, Square{q / n, q % n})
	}
	for _, u := range st.Units {
		d.Units = append(d.Units, Unit{UnitKind(u / n), u % n})
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
type engine struct{ g *complete.Grid }

func (e engine) State() reason.State {
	return deduce.New(e.g.N, e.g.PlacedColumns(), e.g.Blocked[:e.g.N])
}

func (e engine) Solvable(ctx context.Context) (bool, error) {
	_, ok, err := complete.Solve(ctx, e.g)
	return ok, err
}

func (e engine) Count(ctx context.Context, limit uint64) (count, work uint64, err error) {
	count, _, work, err = complete.CountUpTo(ctx, e.g, limit)
	return count, work, err
}

// Hint returns the next deduction of the chain that [Puzzle.Explain]
// gives from p as it stands: the first of the easiest technique that
// gives any, its squares row by row. So a game hands it to a player whose
// partial answer p holds, queens placed and squares marked as found empty,
// who makes it with [Puzzle.Apply]. It returns an error wrapping
// [ErrSolved] where every row holds a queen, [ErrNoAnswer] where p has no
// answer, as after a queen placed wrong, and [ErrNeedsSearch] where no
// technique applies. A deduction holds of every answer: for a puzzle with
// several, it holds of each. [Puzzle.HintContext] bounds it.
func (p *Puzzle) Hint() (Deduction, error) { return p.HintContext(context.Background()) }

// HintContext is [Puzzle.Hint], with a context that bounds it as
// [Puzzle.CountContext] is bounded.
//
// HintContext panics if ctx is nil.
func (p *Puzzle) HintContext(ctx context.Context) (Deduction, error) {
	checkContext("Puzzle.HintContext", ctx)
	st, err := reason.Hint(ctx, engine{&p.g}, int(DeepProbe))
	if err != nil {
		return Deduction{}, prefixed(err)
	}
	return p.deduction(st), nil
}

// Explain returns the chain of deductions that solves p from where it
// stands: what [Puzzle.Hint] gives, made, again and again, each holding in
// the state that those before it leave. A game or a tutor explains a
// puzzle with it step by step, and [Puzzle.Rate] grades by it. Where no
// technique applies before every row holds a queen, it returns the chain
// so far with an error wrapping [ErrNeedsSearch]; for a puzzle without an
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
	steps, err := reason.Explain(ctx, engine{&p.g}, int(DeepProbe))
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
	// Work is the number of placements that a fixed search tried to find
	// the answer and prove it the only one: the search of
	// [Puzzle.Count] up to a limit, its random choices seeded by the
	// size, so that it is the same on every machine and call. It is the
	// machine's measure, beside the person's of Grade.
	Work uint64
}

// Rate grades p by the chain of deductions that [Puzzle.Explain] gives:
// its hardest technique, its steps, and the work of a search that finds
// the one answer and proves it so. It returns an error wrapping
// [ErrNoAnswer] or [ErrNotUnique] for a puzzle without exactly one answer.
// [Puzzle.RateContext] bounds it.
func (p *Puzzle) Rate() (Rating, error) { return p.RateContext(context.Background()) }

// RateContext is [Puzzle.Rate], with a context that bounds it as
// [Puzzle.ExplainContext] is bounded.
//
// RateContext panics if ctx is nil.
func (p *Puzzle) RateContext(ctx context.Context) (Rating, error) {
	checkContext("Puzzle.RateContext", ctx)
	r, err := reason.Rate(ctx, engine{&p.g}, deduce.Ladder)
	if err != nil {
		return Rating{}, prefixed(err)
	}
	return Rating{Grade: Grade(r.Grade), Hardest: Technique(r.Hardest), Depth: r.Depth, Steps: r.Steps,
		Uses: reason.UsesOf[Technique](r), Work: r.Work}, nil
}
