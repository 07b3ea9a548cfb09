package reason

import (
	"fmt"
	"strconv"

	"github.com/nqueens-go/nqueens/internal/prose"
)

// --- Grades ---

// A Grade is how hard a puzzle is to solve by reasoning, from the hardest
// technique its chain needs; the zero Grade is none. Both puzzle packages
// number their Grades so.
type Grade int

// The grades, easiest first.
const (
	Easy Grade = iota + 1
	Medium
	Hard
	Expert
	Search
)

// gradeNames are the names of the grades, in order.
var gradeNames = [...]string{"easy", "medium", "hard", "expert", "search"}

// String returns the name of g, as "hard", or "Grade(7)" for a number
// that is no grade.
func (g Grade) String() string {
	if g.Valid() {
		return gradeNames[g-1]
	}
	return fmt.Sprintf("Grade(%d)", int(g))
}

// Valid reports whether g is one of the grades.
func (g Grade) Valid() bool { return g >= Easy && g <= Search }

// ParseGrade returns the grade that text names: its name, as "hard", or
// its number, 1 for Easy to 5 for Search. Its error, for a text that names
// none, quotes text.
func ParseGrade(text string) (Grade, error) {
	for i, name := range gradeNames {
		if text == name || text == strconv.Itoa(i+1) {
			return Grade(i + 1), nil
		}
	}
	return 0, fmt.Errorf("grade %s: want %s, or 1 to %d", prose.Quote(text), prose.Or(gradeNames[:]), len(gradeNames))
}

// --- Ladders ---

// A Ladder is the techniques of an engine, the easiest first: technique t
// is Ladder[t-1]. The technique after the last, len(l)+1, stands for a
// search: what no technique does.
type Ladder []Rung

// A Rung is one technique of a ladder: its name, the grade of a puzzle
// whose hardest technique it is, and its depth, for a probe that tries a
// queen and follows where it leads: 1, or 2 where the probe probes again.
type Rung struct {
	Name  string
	Grade Grade
	Depth int
}

// Search returns the number that stands for a search on l.
func (l Ladder) Search() int { return len(l) + 1 }

// Valid reports whether t is a technique of l.
func (l Ladder) Valid(t int) bool { return t >= 1 && t <= len(l) }

// Name returns the name of technique t, as "deep probe", or
// "Technique(9)" for a number that is none.
func (l Ladder) Name(t int) string {
	if l.Valid(t) {
		return l[t-1].Name
	}
	return fmt.Sprintf("Technique(%d)", t)
}

// Parse returns the technique that text names. Its error, for a text that
// names none, quotes text.
func (l Ladder) Parse(text string) (int, error) {
	names := make([]string, len(l))
	for i, r := range l {
		if text == r.Name {
			return i + 1, nil
		}
		names[i] = r.Name
	}
	return 0, fmt.Errorf("technique %s: want %s", prose.Quote(text), prose.Or(names))
}

// GradeOf returns the grade of a chain whose hardest technique is t: Easy
// for 0, where no deduction is left to make, and Search for l.Search().
func (l Ladder) GradeOf(t int) Grade {
	switch {
	case t == 0:
		return Easy
	case l.Valid(t):
		return l[t-1].Grade
	}
	return Search
}

// Within returns the techniques of grade g on l: a puzzle of grade g is
// solved by the techniques up to within, and not by those up to beyond;
// for Search, within is l.Search().
func (l Ladder) Within(g Grade) (beyond, within int) {
	if g == Search {
		return len(l), l.Search()
	}
	for t, r := range l {
		if r.Grade < g {
			beyond = t + 1
		}
		if r.Grade <= g {
			within = t + 1
		}
	}
	return beyond, within
}

// --- Text forms ---

// MarshalText returns the name of g, or an error if g is not a grade.
func (g Grade) MarshalText() ([]byte, error) {
	if !g.Valid() {
		return nil, fmt.Errorf("%v is not a grade", g)
	}
	return []byte(g.String()), nil
}

// UnmarshalGrade sets *g to the grade that text names, by its name or its
// number, as ParseGrade reads it.
func UnmarshalGrade[G ~int](g *G, text []byte) error {
	x, err := ParseGrade(string(text))
	if err != nil {
		return err
	}
	*g = G(x)
	return nil
}

// MarshalText returns the name of technique t, or an error if t is not a
// technique of l.
func (l Ladder) MarshalText(t int) ([]byte, error) {
	if !l.Valid(t) {
		return nil, fmt.Errorf("%v is not a technique", l.Name(t))
	}
	return []byte(l.Name(t)), nil
}

// UnmarshalTechnique sets *t to the technique of l that text names, as
// Parse reads it.
func UnmarshalTechnique[T ~int](l Ladder, t *T, text []byte) error {
	x, err := l.Parse(string(text))
	if err != nil {
		return err
	}
	*t = T(x)
	return nil
}
