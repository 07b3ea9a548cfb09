package regions

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/nqueens-go/nqueens/internal/prose"
	"github.com/nqueens-go/nqueens/internal/stars"
)

// A Technique is a kind of deduction, a step of reasoning that a person
// makes, from the easiest, Single, to the hardest, DeepProbe. Each places
// queens that every answer holds or finds squares empty that none does:
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
//   - Probe: a square is empty whose queen leads, by singles, to a unit
//     with fewer free squares than it needs: a contradiction of depth 1.
//   - DeepProbe: the same, where the queen leads there by singles and
//     probes: depth 2.
//
// A square that a placed queen touches, or whose row, column or region
// holds its queens, is not free: marking it is bookkeeping, not a
// deduction.
type Technique int

// The techniques, easiest first.
const (
	Single Technique = iota + 1
	Line
	Touch
	Confinement
	Probe
	DeepProbe
)

var techniques = [...]string{"single", "line", "touch", "confinement", "probe", "deep probe"}

// String returns the name of t, as "deep probe".
func (t Technique) String() string {
	if t >= Single && t <= DeepProbe {
		return techniques[t-1]
	}
	return fmt.Sprintf("Technique(%d)", int(t))
}

// A Grade is how hard a puzzle with one answer is to solve by reasoning,
// from the hardest technique that its chain of deductions needs: Easy
// needs singles alone, Medium lines and touches too, Hard confinements,
// Expert probes of depth 1 or 2; Search is the grade of a puzzle that no
// technique finishes, which needs a guess. Its text form is its name, as
// "hard"; the zero Grade is none.
type Grade int

// The grades, easiest first.
const (
	Easy Grade = iota + 1
	Medium
	Hard
	Expert
	Search
)

var grades = [...]string{"easy", "medium", "hard", "expert", "search"}

// Grades returns every Grade, Easy first.
func Grades() []Grade { return []Grade{Easy, Medium, Hard, Expert, Search} }

// String returns the name of g, as "hard".
func (g Grade) String() string {
	if g >= Easy && g <= Search {
		return grades[g-1]
	}
	return fmt.Sprintf("Grade(%d)", int(g))
}

// MarshalText returns the name of g, or an error if g is not a grade.
func (g Grade) MarshalText() ([]byte, error) {
	if g < Easy || g > Search {
		return nil, fmt.Errorf("regions: %d is not a grade", int(g))
	}
	return []byte(g.String()), nil
}

// UnmarshalText sets g to the grade that text names, or returns an error
// that quotes text.
func (g *Grade) UnmarshalText(text []byte) error {
	for i, name := range grades {
		if string(text) == name {
			*g = Grade(i + 1)
			return nil
		}
	}
	return fmt.Errorf("regions: grade %s: want %s", prose.Quote(string(text)), prose.Or(grades[:]))
}

// gradeOf returns the grade of a chain whose hardest technique is t, 0
// for none.
func gradeOf(t stars.Technique) Grade {
	switch {
	case t <= stars.Single:
		return Easy
	case t <= stars.Touch:
		return Medium
	case t == stars.Confinement:
		return Hard
	case t <= stars.DeepProbe:
		return Expert
	}
	return Search
}

// techniques returns the techniques of the internal ladder that a puzzle
// of grade g needs: beyond those up to beyond, within those up to within.
func (g Grade) techniques() (beyond, within stars.Technique) {
	switch g {
	case Easy:
		return 0, stars.Single
	case Medium:
		return stars.Single, stars.Touch
	case Hard:
		return stars.Touch, stars.Confinement
	case Expert:
		return stars.Confinement, stars.DeepProbe
	}
	return stars.DeepProbe, stars.Search
}

// Errors of reasoning, beside ErrNoAnswer, which a program tells apart
// with errors.Is.
var (
	// ErrNeedsSearch: no technique gives a deduction where the puzzle
	// stands: it needs a guess.
	ErrNeedsSearch = errors.New("no deduction applies: the puzzle needs a guess here")
	// ErrSolved: every unit holds its queens.
	ErrSolved = errors.New("every queen is placed")
)

// A Deduction is a step of reasoning about a puzzle: the queens it places,
// which every answer holds, or the squares it finds empty, which none
// does, by its Technique. Units are the rows, columns and regions it
// reasons about: for Single, the unit whose free squares are all queens;
// for Line and Confinement, the Confined units, then the units they lie
// in; for Touch, Probe and DeepProbe, the unit that a queen on the square
// would leave, in the end, short of free squares.
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
		if len(us) == 1 {
			return us[0].String()
		}
		kind := [...]string{"rows", "columns", "regions"}[us[0].Kind]
		names := make([]string, len(us))
		for i, u := range us {
			names[i] = strings.TrimPrefix(u.String(), kind[:len(kind)-1]+" ")
		}
		return kind + " " + prose.And(names)
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
	case Probe:
		return fmt.Sprintf("a queen at %v leads, by singles, to %v short of free squares: that square is empty", d.Empty[0], d.Units[0])
	case DeepProbe:
		return fmt.Sprintf("a queen at %v leads, by singles and probes, to %v short of free squares: that square is empty", d.Empty[0], d.Units[0])
	}
	return fmt.Sprintf("%v: %v, %v", d.Technique, d.Queens, d.Empty)
}

// squareList writes squares, row by row, as "row 4, columns 0 and 1; row
// 5, column 2".
func squareList(squares []Square) string {
	var parts []string
	for i := 0; i < len(squares); {
		j := i
		var cols []string
		for ; j < len(squares) && squares[j].Row == squares[i].Row; j++ {
			cols = append(cols, fmt.Sprint(squares[j].Col))
		}
		if len(cols) == 1 {
			parts = append(parts, fmt.Sprintf("row %d, column %s", squares[i].Row, cols[0]))
		} else {
			parts = append(parts, fmt.Sprintf("row %d, columns %s", squares[i].Row, prose.And(cols)))
		}
		i = j
	}
	return strings.Join(parts, "; ")
}

// deduction returns a step of internal/stars as a Deduction.
func (p *Puzzle) deduction(st stars.Step) Deduction {
	n := p.grid.N
	d := Deduction{Technique: Technique(st.Technique), Confined: st.K}
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
	n := p.Size()
	on := func(s Square) bool { return s.Row >= 0 && s.Row < n && s.Col >= 0 && s.Col < n }
	for _, s := range d.Queens {
		if !on(s) || !p.Queen(s.Row, s.Col) {
			if err := p.Place(s.Row, s.Col); err != nil {
				return err
			}
		}
	}
	for _, s := range d.Empty {
		if !on(s) || !p.Empty(s.Row, s.Col) {
			if err := p.Mark(s.Row, s.Col); err != nil {
				return err
			}
		}
	}
	return nil
}

// Hint returns the next deduction a person would make from where p
// stands: the first of the easiest technique that gives one, the squares
// in order, row by row. A game hands it to a player, who makes it with
// [Puzzle.Apply]. It returns an error wrapping ErrSolved where every
// queen is placed, ErrNoAnswer where p has no answer, as after a queen
// placed wrong ([Puzzle.Mistakes] finds it), and ErrNeedsSearch where no
// technique applies. A deduction holds of every answer: for a puzzle with
// several, of each. [Puzzle.HintContext] bounds it.
func (p *Puzzle) Hint() (Deduction, error) {
	return p.HintContext(context.Background())
}

// HintContext is [Puzzle.Hint], with a context that bounds it as
// CountContext's does.
//
// HintContext panics if ctx is nil.
func (p *Puzzle) HintContext(ctx context.Context) (Deduction, error) {
	if ctx == nil {
		panic("regions: Puzzle.HintContext: nil context")
	}
	s := p.state()
	if s.Solved() {
		return Deduction{}, fmt.Errorf("regions: %w", ErrSolved)
	}
	if _, err := p.answer(ctx); err != nil {
		return Deduction{}, err
	}
	st, ok := s.Next(stars.DeepProbe)
	if !ok {
		return Deduction{}, fmt.Errorf("regions: %w", ErrNeedsSearch)
	}
	return p.deduction(st), nil
}

// Explain returns the chain of deductions that solves p from where it
// stands: again and again, what Hint gives, made. Where no technique
// applies before every queen is placed, it returns the chain so far with
// an error wrapping ErrNeedsSearch; for a puzzle without an answer, an
// error wrapping ErrNoAnswer. [Puzzle.ExplainContext] bounds it.
func (p *Puzzle) Explain() ([]Deduction, error) {
	return p.ExplainContext(context.Background())
}

// ExplainContext is [Puzzle.Explain], with a context that bounds it: it
// looks at ctx between deductions too.
//
// ExplainContext panics if ctx is nil.
func (p *Puzzle) ExplainContext(ctx context.Context) ([]Deduction, error) {
	if ctx == nil {
		panic("regions: Puzzle.ExplainContext: nil context")
	}
	if _, err := p.answer(ctx); err != nil {
		return nil, err
	}
	s := p.state()
	var chain []Deduction
	s.Chain(stars.DeepProbe, func(st stars.Step) { chain = append(chain, p.deduction(st)) },
		func() bool { return ctx.Err() != nil })
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if !s.Solved() {
		return chain, fmt.Errorf("regions: %w", ErrNeedsSearch)
	}
	return chain, nil
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
}

// Rate grades p by the chain of deductions that Explain gives. It returns
// an error wrapping ErrNoAnswer or ErrNotUnique where p has no answer or
// several from where it stands. [Puzzle.RateContext] bounds it.
func (p *Puzzle) Rate() (Rating, error) {
	return p.RateContext(context.Background())
}

// RateContext is [Puzzle.Rate], with a context that bounds it as
// ExplainContext's does.
//
// RateContext panics if ctx is nil.
func (p *Puzzle) RateContext(ctx context.Context) (Rating, error) {
	if ctx == nil {
		panic("regions: Puzzle.RateContext: nil context")
	}
	c, err := stars.Count(ctx, p.state(), 2, nil)
	switch {
	case err != nil:
		return Rating{}, err
	case c == 0:
		return Rating{}, fmt.Errorf("regions: %w", ErrNoAnswer)
	case c > 1:
		return Rating{}, fmt.Errorf("regions: %w", ErrNotUnique)
	}
	r := Rating{Uses: map[Technique]int{}}
	s := p.state()
	hardest := s.Chain(stars.DeepProbe, func(st stars.Step) {
		r.Steps++
		r.Uses[Technique(st.Technique)]++
	}, func() bool { return ctx.Err() != nil })
	if err := ctx.Err(); err != nil {
		return Rating{}, err
	}
	r.Grade, r.Hardest = gradeOf(hardest), Technique(hardest)
	switch hardest {
	case stars.Probe:
		r.Depth = 1
	case stars.DeepProbe:
		r.Depth = 2
	}
	if !s.Solved() {
		r.Grade = Search
	}
	return r, nil
}
