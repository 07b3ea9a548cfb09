package stars

import (
	"math/bits"
	"slices"
)

// fitBudget bounds the ways to place stars that fit and jointFit try for
// one unit or two: past it, they leave the units be, as a person leaves a
// unit with too many ways to weigh.
const fitBudget = 2048

// fit finds a unit whose ways to place the stars it needs, none touching
// another and each leaving every unit and every two lines side by side
// room for their stars (cramped), all place a star on a square, or all
// rule out a square. For one star, touch finds all there is: it looks at
// units of two stars or more.
func (s *State[W]) fit() (Step, bool) {
	for u, need := range s.need[:3*s.g.N] {
		if need < 2 {
			continue
		}
		if st, ok := s.placements(Fit, u); ok {
			return st, true
		}
	}
	return Step{}, false
}

// jointFit finds two units whose ways to place the stars they need, as
// fit's, all place a star on a square or rule one out. It weighs first
// the pairs that meet, as a person looks at them first: two lines side by
// side, a region and a line that holds some of its free squares and not
// all, two regions that touch; then every other pair.
func (s *State[W]) jointFit() (Step, bool) {
	g := s.g
	n := g.N
	var tried [3 * MaxN]units // the pairs weighed, by their first unit
	try := func(u, v int) (Step, bool) {
		u, v = min(u, v), max(u, v)
		if tried[u].has(v) {
			return Step{}, false
		}
		tried[u].add(v)
		return s.placements(JointFit, u, v)
	}
	for _, from := range []int{0, n} {
		for i := range n - 1 {
			if st, ok := try(from+i, from+i+1); ok {
				return st, true
			}
		}
	}
	for x := range n {
		region := s.Free.And(g.unit[2*n+x])
		if region.Empty() {
			continue
		}
		for l := range 2 * n {
			if !region.And(g.unit[l]).Empty() && !region.AndNot(g.unit[l]).Empty() {
				if st, ok := try(2*n+x, l); ok {
					return st, true
				}
			}
		}
		var near Set[W]
		region.All(func(q int) bool {
			near = near.Or(g.touch[q])
			return true
		})
		for y := x + 1; y < n; y++ {
			if !near.And(s.Free.And(g.unit[2*n+y])).Empty() {
				if st, ok := try(2*n+x, 2*n+y); ok {
					return st, true
				}
			}
		}
	}
	for u := range 3 * n {
		for v := u + 1; v < 3*n; v++ {
			if st, ok := try(u, v); ok {
				return st, true
			}
		}
	}
	return Step{}, false
}

// placements returns the deduction of technique t from the ways to place
// the stars that the units need, the first unit's, then the next's from
// what the first leaves: the squares that every way places a star on,
// and those that every way rules out. It finds none where a unit needs
// no star, where the ways are more than fitBudget, or where they agree
// on nothing.
func (s *State[W]) placements(t Technique, units ...int) (Step, bool) {
	g := s.g
	product := 1
	for _, u := range units {
		if s.need[u] == 0 {
			return Step{}, false
		}
		if product *= ways(s.Free.And(g.unit[u]).Count(), int(s.need[u])); product > fitBudget {
			return Step{}, false
		}
	}
	if s.disagree(units) {
		return Step{}, false
	}
	var inAll, ruledAll Set[W]
	found, tries := 0, fitBudget
	s.eachWay(units, aim[W]{keep: -1}, &tries, func(placed, ruled Set[W]) bool {
		if found == 0 {
			inAll, ruledAll = placed, ruled
		} else {
			inAll, ruledAll = inAll.And(placed), ruledAll.And(ruled)
		}
		found++
		return !inAll.Empty() || !ruledAll.Empty()
	})
	if tries < 0 || found == 0 || inAll.Empty() && ruledAll.Empty() {
		return Step{}, false
	}
	return Step{Technique: t, Queens: inAll.List(), Empty: ruledAll.List(), Units: units}, true
}

// An aim bounds the ways that eachWay weighs: the free squares of each
// unit taken in reverse order where back is set, never a square of shun,
// and, where keep is a square (not -1), no placement after which keep is
// neither free nor taken.
type aim[W Words] struct {
	back bool
	shun Set[W]
	keep int
}

// eachWay calls leaf with each way that a allows to place the stars that
// the units need, none touching another, that leaves every unit, and
// every two lines side by side, room for theirs (cramped): the squares
// it places stars on, and the free squares it rules out. It takes the
// first unit's stars first, then the next's from what they leave. It
// stops where leaf returns false, or where *tries, less one for each
// placement weighed, runs out.
func (s *State[W]) eachWay(units []int, a aim[W], tries *int, leaf func(placed, ruled Set[W]) bool) {
	g := s.g
	list := func(u int, st *State[W]) []int {
		free := st.Free.And(g.unit[u]).List()
		if a.back {
			slices.Reverse(free)
		}
		return free
	}
	var pick func(units []int, free []int, at, left int, child State[W]) bool
	pick = func(units []int, free []int, at, left int, child State[W]) bool {
		if *tries--; *tries < 0 {
			return false
		}
		if left == 0 {
			if len(units) > 1 {
				next := units[1]
				return pick(units[1:], list(next, &child), 0, int(child.need[next]), child)
			}
			if child.Short() >= 0 || child.cramped(s.Free.AndNot(child.Free)) {
				return true
			}
			placed := child.Queens.AndNot(s.Queens)
			return leaf(placed, s.Free.AndNot(child.Free).AndNot(placed))
		}
		for i := at; i <= len(free)-left; i++ {
			q := free[i]
			if !child.Free.Has(q) || a.shun.Has(q) {
				continue
			}
			c := child
			c.Place(q)
			if a.keep >= 0 && !c.Free.Has(a.keep) && !c.Queens.Has(a.keep) {
				continue
			}
			if !pick(units, free, i+1, left-1, c) {
				return false
			}
		}
		return true
	}
	pick(units, list(units[0], s), 0, int(s.need[units[0]]), *s)
}

// aimBudget bounds the placements that disagree weighs.
const aimBudget = 512

// disagree reports whether a few ways to place the stars that the units
// need already agree on no square: then placements, which weighs every
// way, would find nothing. It takes the first way in placements' order and
// the first in the reverse order, then aims each next way at what the ways
// so far agree on: it shuns the squares that they all place a star on, or
// keeps free or takes the first square that they all rule out. It reports
// false where it cannot tell within aimBudget placements, so it never
// decides a deduction: placements does.
func (s *State[W]) disagree(units []int) bool {
	var inAll, ruledAll Set[W]
	a, tries := aim[W]{keep: -1}, aimBudget
	for aims := 0; ; aims++ {
		a.back = aims&1 != 0
		found := false
		s.eachWay(units, a, &tries, func(placed, ruled Set[W]) bool {
			if aims == 0 {
				inAll, ruledAll = placed, ruled
			} else {
				inAll, ruledAll = inAll.And(placed), ruledAll.And(ruled)
			}
			found = true
			return false
		})
		if !found || tries < 0 {
			return false
		}
		switch {
		case aims == 0:
		case !inAll.Empty():
			a.shun, a.keep = inAll, -1
		case !ruledAll.Empty():
			a.shun, a.keep = Set[W]{}, ruledAll.First()
		default:
			return true
		}
	}
}

// cramped reports whether a unit, or two lines side by side, that holds
// a square of changed can hold fewer stars than it needs, by most's
// count: for lines, and two side by side, as most counts them, from the
// bits of their free squares at once.
func (s *State[W]) cramped(changed Set[W]) bool {
	g := s.g
	n := g.N
	var us units
	var touched [2]uint32 // the rows and the columns of changed, as bits
	changed.All(func(q int) bool {
		us = us.or(g.unitBit[q])
		touched[0] |= 1 << (q / n)
		touched[1] |= 1 << (q % n)
		return true
	})
	// The free squares of each row and each column, as bits.
	var lines [2][MaxN]uint32
	for r := range n {
		m := rowBits(s.Free, n, r)
		lines[0][r] = m
		for ; m != 0; m &= m - 1 {
			lines[1][bits.TrailingZeros32(m)] |= 1 << r
		}
	}
	for !us.empty() {
		u := us.pop()
		need := int(s.need[u])
		switch {
		case need == 0:
		case u < 2*n:
			if runs(lines[u/n][u%n]) < need {
				return true
			}
		case s.most(s.Free.And(g.unit[u])) < need:
			return true
		}
	}
	for k, from := range []int{0, n} {
		for i := range n - 1 {
			if touched[k]&(3<<i) == 0 {
				continue
			}
			need := int(s.need[from+i] + s.need[from+i+1])
			a, b := lines[k][i], lines[k][i+1]
			most := min(int(s.need[from+i]), runs(a)) + min(int(s.need[from+i+1]), runs(b))
			if need > 0 && min(most, pairs(a|b)) < need {
				return true
			}
		}
	}
	return false
}

// ways returns the number of ways to choose k of m, or fitBudget+1 if it
// is more than fitBudget.
func ways(m, k int) int {
	w := 1
	for i := range k {
		w = w * (m - i) / (i + 1)
		if w > fitBudget {
			return fitBudget + 1
		}
	}
	return w
}
