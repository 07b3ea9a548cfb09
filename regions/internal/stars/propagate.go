package stars

import (
	"math"
	"math/bits"
)

// propagate makes, again and again, the deductions that cost a search
// least, until none is left: the singles of every unit whose free squares
// are as many as the queens it needs; the lines of every unit whose free
// squares lie in one unit of another kind that needs as many queens, which
// rules out that unit's other squares; and the squares that both free
// squares of a unit that needs one more queen, and has two, rule out. It looks at
// the units of dirty, and at those whose free squares it changes: a unit
// left as it was at the end of another propagate gives nothing new. It
// then checks that the open units of each two kinds can still be matched,
// each to as many of the other kind as the queens it needs (matched). It
// returns false if it finds a unit short of free squares, or no such
// match, and otherwise the open unit with the fewest ways to place its
// first queen, or -1 if s is solved.
func (s *State[W]) propagate(dirty units) (int, bool) {
	g := s.g
	n := g.N
	for !dirty.empty() {
		u := dirty.pop()
		need := s.need[u]
		if need == 0 {
			continue
		}
		before := s.Free
		sq := s.Free.And(g.unit[u])
		c := sq.Count()
		switch {
		case c < int(need):
			return 0, false
		case c == int(need):
			if !s.placeAll(u) {
				return 0, false
			}
		default:
			// A unit whose free squares lie in one unit of another
			// kind that needs as many queens takes them all there.
			mine := g.unitsOf[sq.First()]
			for k := range mine {
				if v := mine[k]; v != u && s.need[v] == need && sq.AndNot(g.unit[v]).Empty() {
					s.Free = s.Free.AndNot(g.unit[v].AndNot(g.unit[u]))
				}
			}
			// One of two squares holds the queen: what both rule out
			// is empty.
			if c == 2 && need == 1 {
				a := sq.First()
				sq.Remove(a)
				s.Free = s.Free.AndNot(s.ruledBy(a).And(s.ruledBy(sq.First())).AndNot(g.unit[u]))
			}
		}
		if s.Free != before {
			dirty = dirty.or(g.unitsIn(before.AndNot(s.Free)))
		}
	}
	best, ways := -1, math.MaxInt
	for u, need := range s.need[:3*n] {
		if need > 0 {
			if w := s.Free.And(g.unit[u]).Count() - int(need) + 1; w < ways {
				best, ways = u, w
			}
		}
	}
	if best >= 0 && !s.matched() {
		return 0, false
	}
	return best, true
}

// unitsIn returns the units of the squares of x, as bits.
func (g *Grid[W]) unitsIn(x Set[W]) units {
	var m units
	x.All(func(q int) bool {
		m = m.or(g.unitBit[q])
		return true
	})
	return m
}

// open returns the units of s that need queens, as bits.
func (s *State[W]) open() units {
	var m units
	for u, need := range s.need[:3*s.g.N] {
		if need > 0 {
			m.add(u)
		}
	}
	return m
}

// ruledBy returns the squares that a queen on square q would rule out:
// those it touches or attacks, and those of the units it would fill.
func (s *State[W]) ruledBy(q int) Set[W] {
	g := s.g
	r := g.touch[q]
	for _, u := range g.unitsOf[q] {
		if s.need[u] == 1 {
			r = r.Or(g.unit[u])
		}
	}
	return r
}

// matched reports whether the open units of each two kinds can be matched
// so that each takes from the other kind as many as the queens it needs,
// through units of both that share a free square: a condition that every
// state with an answer meets, as Hall's theorem has it for one queen to a
// unit, and that a state where k regions lie within fewer rows fails.
func (s *State[W]) matched() bool {
	g := s.g
	n := g.N
	var rowCols, regionRows, regionCols [MaxN]uint32
	for r := range n {
		rowCols[r] = rowBits(s.Free, n, r)
	}
	for x := range n {
		if s.need[2*n+x] == 0 {
			continue
		}
		sq := s.Free.And(g.unit[2*n+x])
		for m := g.rowsOf[x]; m != 0; m &= m - 1 {
			r := bits.TrailingZeros32(m)
			if b := rowBits(sq, n, r); b != 0 {
				regionRows[x] |= 1 << r
				regionCols[x] |= b
			}
		}
	}
	return s.match(rowCols[:n], 0, n) && s.match(regionRows[:n], 2*n, 0) && s.match(regionCols[:n], 2*n, n)
}

// match reports whether each open unit from+i, adjacent to the units
// to+j of the bits j of adj[i], can take as many of them as the queens it
// needs, none taking more than it needs: a flow found by augmenting paths.
func (s *State[W]) match(adj []uint32, from, to int) bool {
	n := s.g.N
	var held [MaxN][MaxN / 4]int8 // the units each unit of to holds
	var load [MaxN]int8
	for i := range n {
		for range s.need[from+i] {
			var seen uint32
			if !s.augment(adj, from, to, i, &seen, &held, &load) {
				return false
			}
		}
	}
	return true
}

// augment finds room for one more of unit from+i's queens in a unit of to
// beside it, moving others along a path, and reports whether it could.
func (s *State[W]) augment(adj []uint32, from, to, i int, seen *uint32, held *[MaxN][MaxN / 4]int8, load *[MaxN]int8) bool {
	for m := adj[i] &^ *seen; m != 0; m &= m - 1 {
		j := bits.TrailingZeros32(m)
		*seen |= 1 << j
		if load[j] < s.need[to+j] {
			held[j][load[j]] = int8(i)
			load[j]++
			return true
		}
		for k := range load[j] {
			if s.augment(adj, from, to, int(held[j][k]), seen, held, load) {
				held[j][k] = int8(i)
				return true
			}
		}
	}
	return false
}
