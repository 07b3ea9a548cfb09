package stars

import (
	"math/bits"

	"github.com/nqueens-go/nqueens/internal/reason"
)

// A Technique is a kind of deduction, from the easiest, Single, to the
// hardest, DeepProbe; Search stands for what no deduction does. Each
// places queens that every answer holds, or rules out squares that none
// does. The first six are how Star Battle's solvers reason, one unit or a
// few at a time; the probes are trial and error:
//
//   - Single: a unit whose free squares are as many as the queens it
//     needs takes them all.
//   - Line: a region whose free squares lie in one row (or column) that
//     needs as many queens as the region takes them all there, so that
//     the row's other squares are empty; and a row or column whose free
//     squares lie in one region that needs as many, the same.
//   - Touch: a square is empty whose queen would leave a unit fewer free
//     squares than it needs: for one queen to a unit, a square that every
//     free square of the unit touches or shares a line or region with.
//   - Confinement: k regions, from 2 up to half of those not yet full,
//     whose free squares lie in k rows (or columns) needing as many
//     queens take them all there, so that the other squares of those rows
//     are empty; and k rows or columns lying in k regions, the same.
//   - Fit: a unit of two queens or more has few ways to place them, none
//     touching another and each leaving every unit, and every two lines
//     side by side, room for their queens, counted with a 2×2 block
//     holding one queen at most: a square that every way holds is a
//     queen, and one that every way rules out is empty. So a pair of
//     adjacent squares that must hold one queen rules out what touches
//     both, and a region of three squares in a line holds its ends.
//   - Counting: a band of lines side by side, up to maxBand, owes the
//     queens its lines need; a set of regions that must put queens in it
//     owes theirs: the band's squares outside those regions hold as many
//     more queens than the regions' squares outside the band. Bounding
//     each side by the queens its lines and 2×2 blocks can hold, one side
//     may hold none, or must hold as many as the fewest blocks that cover
//     it, one in each (a squeeze); so k regions in k lines take all their
//     queens, and a region that must take both queens of a pair of lines
//     takes them.
//   - JointFit: fit, of two units at once: two lines side by side, a
//     region and a line through it, or two regions that touch.
//   - Probe: a square is empty whose queen leads, by singles, to a unit
//     with fewer free squares than it needs.
//   - DeepProbe: the same, where the queen leads there by singles and
//     probes.
type Technique = int

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
	// Search is the grade of a puzzle that no technique finishes.
	Search
)

// classicSkips are the techniques that the Classic draw grades without,
// a bit for each: those that came after it.
const classicSkips = 1<<Fit | 1<<Counting | 1<<JointFit

// Ladder is the ladder of the techniques, as internal/reason grades by it.
var Ladder = reason.Ladder{
	{Name: "single", Grade: reason.Easy},
	{Name: "line", Grade: reason.Medium},
	{Name: "touch", Grade: reason.Medium},
	{Name: "confinement", Grade: reason.Hard},
	{Name: "fit", Grade: reason.Hard},
	{Name: "counting", Grade: reason.Hard},
	{Name: "joint fit", Grade: reason.Expert},
	{Name: "probe", Grade: reason.Expert, Depth: 1},
	{Name: "deep probe", Grade: reason.Expert, Depth: 2},
}

// A Step is one deduction, as internal/reason makes it: the queens it
// places, or the squares it rules out, by its technique, and the units it
// reasons about: for Single, the unit; for Line and Confinement, the
// Confined units confined, then the units they are confined to; for Fit
// and JointFit, the unit or the two whose ways it weighs; for Counting,
// the Confined lines of the band, then the regions it counts against
// them; for Touch, Probe and DeepProbe, the unit that a queen on one of
// its squares would leave, at the end, short of free squares.
type Step = reason.Step

// Apply makes the deduction st in s.
func (s *State[W]) Apply(st Step) {
	for _, q := range st.Queens {
		if s.Free.Has(q) {
			s.Place(q)
		}
	}
	for _, q := range st.Empty {
		s.Rule(q)
	}
}

// Next returns the first deduction of the easiest technique, up to max,
// that gives one where s stands, or false if none does. s must have a
// queen to place still, and an answer: a state without one may give any
// deduction.
func (s *State[W]) Next(max Technique) (Step, bool) {
	techniques := [...]func() (Step, bool){s.single, s.line, s.shadow, s.confinement, s.fit, s.counting, s.jointFit, s.probe, s.deepProbe}
	for t, f := range techniques {
		if Technique(t+1) > max {
			break
		}
		if s.skip&(1<<(t+1)) != 0 {
			continue
		}
		if st, ok := f(); ok {
			return st, true
		}
	}
	return Step{}, false
}

// single finds a unit whose free squares are as many as its needs.
func (s *State[W]) single() (Step, bool) {
	for u, need := range s.need[:3*s.g.N] {
		if need > 0 && s.Free.And(s.g.unit[u]).Count() == int(need) {
			return Step{Technique: Single, Queens: s.Free.And(s.g.unit[u]).List(), Units: []int{u}}, true
		}
	}
	return Step{}, false
}

// span returns the units of the kind from to (rows 0, columns n, regions
// 2n) that hold free squares of unit u, as bits from 0.
func (s *State[W]) span(u, to int) uint32 {
	n := s.g.N
	var m uint32
	for _, q := range s.Free.And(s.g.unit[u]).List() {
		switch to {
		case 0:
			m |= 1 << (q / n)
		case n:
			m |= 1 << (q % n)
		default:
			m |= 1 << s.g.Region[q]
		}
	}
	return m
}

// directions are the kinds of units that Line and Confinement confine,
// and those they confine them to, as their first units: regions to rows
// and to columns, rows and columns to regions.
func (s *State[W]) directions() [4][2]int {
	n := s.g.N
	return [4][2]int{{2 * n, 0}, {2 * n, n}, {0, 2 * n}, {n, 2 * n}}
}

// confined returns the deduction, if any, of the units from+i for each bit
// i of set confined to the units to+j for each bit j of span: the free
// squares of the latter outside the former are empty, if the queens that
// both need are as many.
func (s *State[W]) confined(t Technique, from int, set uint32, to int, span uint32) (Step, bool) {
	needFrom, needTo := 0, 0
	var outside, inside Set[W]
	for m := set; m != 0; m &= m - 1 {
		u := from + bits.TrailingZeros32(m)
		needFrom += int(s.need[u])
		inside = inside.Or(s.g.unit[u])
	}
	for m := span; m != 0; m &= m - 1 {
		u := to + bits.TrailingZeros32(m)
		needTo += int(s.need[u])
		outside = outside.Or(s.g.unit[u])
	}
	if needFrom != needTo {
		return Step{}, false
	}
	outside = outside.And(s.Free).AndNot(inside)
	if outside.Empty() {
		return Step{}, false
	}
	st := Step{Technique: t, Empty: outside.List(), Confined: bits.OnesCount32(set)}
	for m := set; m != 0; m &= m - 1 {
		st.Units = append(st.Units, from+bits.TrailingZeros32(m))
	}
	for m := span; m != 0; m &= m - 1 {
		st.Units = append(st.Units, to+bits.TrailingZeros32(m))
	}
	return st, true
}

// line finds a unit confined to one unit of another kind.
func (s *State[W]) line() (Step, bool) {
	n := s.g.N
	for _, d := range s.directions() {
		for i := range n {
			u := d[0] + i
			if s.need[u] == 0 {
				continue
			}
			if span := s.span(u, d[1]); bits.OnesCount32(span) == 1 {
				if st, ok := s.confined(Line, d[0], 1<<i, d[1], span); ok {
					return st, true
				}
			}
		}
	}
	return Step{}, false
}

// shadow finds the squares whose queen would leave a unit short, the
// first such unit's.
func (s *State[W]) shadow() (Step, bool) {
	g := s.g
	shadows := make([][]int, 3*g.N)
	s.Free.All(func(q int) bool {
		after := s.Free.AndNot(g.touch[q])
		mine := g.unitsOf[q]
		for _, u := range mine {
			if s.need[u] == 1 {
				after = after.AndNot(g.unit[u])
			}
		}
		for u, need := range s.need[:3*g.N] {
			if need == 0 {
				continue
			}
			if u == mine[0] || u == mine[1] || u == mine[2] {
				need--
			}
			if after.And(g.unit[u]).Count() < int(need) {
				shadows[u] = append(shadows[u], q)
			}
		}
		return true
	})
	for u, sq := range shadows {
		if len(sq) > 0 {
			return Step{Technique: Touch, Empty: sq, Units: []int{u}}, true
		}
	}
	return Step{}, false
}

// confinement finds k units, from 2 up to half of those of their kind not
// yet full, confined to k units of another kind, the fewest first.
func (s *State[W]) confinement() (Step, bool) {
	n := s.g.N
	for _, d := range s.directions() {
		var open []int
		spans := make([]uint32, n)
		for i := range n {
			if s.need[d[0]+i] > 0 {
				open = append(open, i)
				spans[i] = s.span(d[0]+i, d[1])
			}
		}
		for k := 2; k <= len(open)/2; k++ {
			if st, ok := s.subsets(d, open, spans, k, 0, 0, 0); ok {
				return st, true
			}
		}
	}
	return Step{}, false
}

// subsets tries the sets of k more units of open from index at, added to
// set, whose span with span's stays within k units.
func (s *State[W]) subsets(d [2]int, open []int, spans []uint32, k, at int, set, span uint32) (Step, bool) {
	if k == 0 {
		return s.confined(Confinement, d[0], set, d[1], span)
	}
	size := bits.OnesCount32(set) + k
	for j := at; j <= len(open)-k; j++ {
		i := open[j]
		next := span | spans[i]
		if bits.OnesCount32(next) > size {
			continue
		}
		if st, ok := s.subsets(d, open, spans, k-1, j+1, set|1<<i, next); ok {
			return st, true
		}
	}
	return Step{}, false
}

// probe finds a square whose queen leads, by singles, to a unit short.
func (s *State[W]) probe() (Step, bool) {
	var st Step
	found := false
	s.Free.All(func(q int) bool {
		child := *s
		child.Place(q)
		if u := child.Singles(); u >= 0 {
			st, found = Step{Technique: Probe, Empty: []int{q}, Units: []int{u}}, true
			return false
		}
		return true
	})
	return st, found
}

// deepProbe finds a square whose queen leads, by singles and probes, to a
// unit short.
func (s *State[W]) deepProbe() (Step, bool) {
	var st Step
	found := false
	s.Free.All(func(q int) bool {
		child := *s
		child.Place(q)
		u := child.Singles()
		for u < 0 {
			ruled := false
			child.Free.All(func(r int) bool {
				grandchild := child
				grandchild.Place(r)
				if grandchild.Singles() >= 0 {
					child.Rule(r)
					ruled = true
				}
				return true
			})
			if !ruled {
				return true
			}
			u = child.Singles()
		}
		st, found = Step{Technique: DeepProbe, Empty: []int{q}, Units: []int{u}}, true
		return false
	})
	return st, found
}
