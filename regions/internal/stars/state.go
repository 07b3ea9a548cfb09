package stars

// A State is a puzzle as far as it is worked: the queens placed, the free
// squares, those that may still hold a queen, and the queens each unit
// still needs. A square neither free nor a queen is empty.
type State[W Words] struct {
	g      *Grid[W]
	Free   Set[W]
	Queens Set[W]
	need   [3 * MaxN]int8
	left   int    // the queens still to place: the sum of the rows' needs
	skip   uint32 // the techniques that Next passes over, a bit for each
}

// NewState returns the state of g with no queen placed and every square
// free.
func NewState[W Words](g *Grid[W]) *State[W] {
	s := &State[W]{g: g, Free: g.all, left: g.N * g.K}
	for u := range 3 * g.N {
		s.need[u] = int8(g.K)
	}
	return s
}

// Grid returns the grid of s.
func (s *State[W]) Grid() *Grid[W] { return s.g }

// Clone returns a copy of s that shares nothing with it but its grid.
func (s *State[W]) Clone() *State[W] {
	c := *s
	return &c
}

// Need returns the queens unit u still needs.
func (s *State[W]) Need(u int) int { return int(s.need[u]) }

// IsFree reports whether square q is free.
func (s *State[W]) IsFree(q int) bool { return s.Free.Has(q) }

// Solved reports whether every unit has its queens.
func (s *State[W]) Solved() bool { return s.left == 0 }

// Place puts a queen on square q, which must be free: q leaves the free
// squares, and so do the squares it touches (or, by the diagonal rule,
// attacks) and those of each unit it fills.
func (s *State[W]) Place(q int) {
	g := s.g
	s.Queens.Add(q)
	s.Free = s.Free.AndNot(g.touch[q])
	for _, u := range g.unitsOf[q] {
		s.need[u]--
		if s.need[u] == 0 {
			s.Free = s.Free.AndNot(g.unit[u])
		}
	}
	s.left--
}

// Rule takes square q out of the free squares.
func (s *State[W]) Rule(q int) { s.Free.Remove(q) }

// Short returns the first unit whose free squares are fewer than the
// queens it needs, or -1 if none is.
func (s *State[W]) Short() int {
	for u, need := range s.need[:3*s.g.N] {
		if need > 0 && s.Free.And(s.g.unit[u]).Count() < int(need) {
			return u
		}
	}
	return -1
}

// Singles places the queens of every unit whose free squares are as many
// as the queens it needs, again and again, and returns the first unit it
// finds short, as Short does, or -1 if it finds none. A unit found short
// means that s has no answer.
func (s *State[W]) Singles() int {
	g := s.g
	for {
		placed := false
		for u, need := range s.need[:3*g.N] {
			if need == 0 {
				continue
			}
			c := s.Free.And(g.unit[u]).Count()
			if c < int(need) {
				return u
			}
			if c == int(need) {
				if !s.placeAll(u) {
					return u
				}
				placed = true
			}
		}
		if !placed {
			return -1
		}
	}
}

// placeAll places a queen on each free square of unit u, whose free
// squares are as many as the queens it needs. It returns false if a queen
// rules out another of them.
func (s *State[W]) placeAll(u int) bool {
	ok := true
	s.Free.And(s.g.unit[u]).All(func(q int) bool {
		if !s.Free.Has(q) {
			ok = false
			return false
		}
		s.Place(q)
		return true
	})
	return ok
}
