package deduce

import (
	"cmp"
	"math/bits"
	"slices"

	"github.com/nqueens-go/nqueens/internal/reason"
)

// --- Steps of the chain ---

// Ladder is the ladder of the techniques, as internal/reason grades by it.
var Ladder = reason.Ladder{
	{Name: "single", Grade: reason.Easy},
	{Name: "exclusion", Grade: reason.Medium},
	{Name: "confinement", Grade: reason.Medium},
	{Name: "probe", Grade: reason.Hard, Depth: 1},
	{Name: "deep probe", Grade: reason.Expert, Depth: 2},
}

// unit returns the number of line l as internal/reason numbers units:
// rows from 0, columns from n.
func (s *State) unit(l Line) int {
	if l.Column {
		return s.n + l.Index
	}
	return l.Index
}

// Next returns the first deduction of the easiest technique, up to
// within, that s allows, the squares of one reason together, and false if
// there is none: for Single, the first square that a line forces; for
// Exclusion, every square whose queen would leave the first such line
// without a free square, rows before columns; for Confinement, every
// square that the first confinement rules out; for Probe and DeepProbe,
// the first square a probe rules out. Squares come row by row.
func (s *State) Next(within int) (reason.Step, bool) {
	for t := Single; int(t) <= within && t < Search; t++ {
		var st reason.Step
		var ok bool
		switch t {
		case Exclusion:
			st, ok = s.exclusion()
		case Confinement:
			st, ok = s.confinement()
		default:
			if found := s.Find(t, 1); len(found) > 0 {
				st, ok = s.step(found), true
			}
		}
		if ok {
			return st, true
		}
	}
	return reason.Step{}, false
}

// step returns the findings found, which share their technique and
// lines, as one step.
func (s *State) step(found []Finding) reason.Step {
	f := found[0]
	st := reason.Step{Technique: int(f.Technique), Confined: f.K}
	for _, l := range f.Lines {
		st.Units = append(st.Units, s.unit(l))
	}
	for _, f := range found {
		if f.Queen {
			st.Queens = append(st.Queens, f.Row*s.n+f.Col)
		} else {
			st.Empty = append(st.Empty, f.Row*s.n+f.Col)
		}
	}
	slices.Sort(st.Empty)
	return st
}

// exclusion returns the squares whose queen would leave the first open
// line, rows first, without a free square.
func (s *State) exclusion() (reason.Step, bool) {
	for _, byColumn := range []bool{false, true} {
		open := s.openRows
		if byColumn {
			open = s.openCols
		}
		for ; open != 0; open &= open - 1 {
			l := Line{byColumn, bits.TrailingZeros64(open)}
			var found []Finding
			s.eachFree(func(r, c int) bool {
				if s.empties(r, c, l) {
					found = append(found, Finding{Row: r, Col: c, Technique: Exclusion, Lines: []Line{l}})
				}
				return true
			})
			if len(found) > 0 {
				return s.step(found), true
			}
		}
	}
	return reason.Step{}, false
}

// empties reports whether a queen on the free square at row r, column c
// would leave the open line l, not the square's own, without a free
// square.
func (s *State) empties(r, c int, l Line) bool {
	if l.Column {
		return l.Index != c && s.cols[l.Index]&^attack(r, distance(l.Index, c)) == 0
	}
	return l.Index != r && s.rows[l.Index]&^attack(c, distance(l.Index, r)) == 0
}

// confinement returns the squares that the first confinement rules out,
// as Find(Confinement) gives them: the findings of one set of lines come
// together.
func (s *State) confinement() (reason.Step, bool) {
	var first []Finding
	s.confinements(func(f Finding) bool {
		if len(first) > 0 && !slices.Equal(f.Lines, first[0].Lines) {
			return false
		}
		first = append(first, f)
		return true
	})
	if len(first) == 0 {
		return reason.Step{}, false
	}
	slices.SortFunc(first, func(a, b Finding) int { return cmp.Or(cmp.Compare(a.Row, b.Row), cmp.Compare(a.Col, b.Col)) })
	return s.step(first), true
}

// Apply makes the step st on s: it places its queens and rules out its
// empty squares, those still free.
func (s *State) Apply(st reason.Step) {
	for _, q := range st.Queens {
		s.Take(Finding{Row: q / s.n, Col: q % s.n, Queen: true})
	}
	for _, q := range st.Empty {
		s.Take(Finding{Row: q / s.n, Col: q % s.n})
	}
}
