package stars

import "context"

// checkEvery is how many nodes a search visits between looks at its
// context: a power of two, so that the test is a mask.
const checkEvery = 1 << 12

// Count counts the answers of s, up to limit, and calls found, if not nil,
// with the queens of each answer it counts, until found returns false. It leaves s as it was. For
// one queen to a unit it searches as countOne does, and otherwise as
// countGeneral. It returns ctx.Err() if ctx is done when it starts or
// before it ends.
func Count[W Words](ctx context.Context, s *State[W], limit int, found func(queens Set[W]) bool) (int, error) {
	count, _, err := CountWork(ctx, s, limit, found)
	return count, err
}

// CountWork is Count, and returns too the number of nodes its search
// visited: its work, the same on every machine.
func CountWork[W Words](ctx context.Context, s *State[W], limit int, found func(queens Set[W]) bool) (count, nodes int, err error) {
	if limit <= 0 {
		return 0, 0, nil
	}
	if err := ctx.Err(); err != nil {
		return 0, 0, err
	}
	if s.g.K == 1 {
		return countOne(ctx, s, limit, found)
	}
	return countGeneral(ctx, s, limit, found)
}

// countGeneral is Count for any number of queens to a unit. Its search
// makes, at each node, the deductions of propagate, and then branches on
// the unit with the fewest ways to go on, by its first queen's square:
// the order of the answers it finds, which the generator's puzzles rest
// on (grow.go), is that of those branches.
func countGeneral[W Words](ctx context.Context, s *State[W], limit int, found func(queens Set[W]) bool) (count, nodes int, err error) {
	if limit <= 0 {
		return 0, 0, nil
	}
	if err := ctx.Err(); err != nil {
		return 0, 0, err
	}
	c := &counter[W]{ctx: ctx, limit: limit, found: found}
	c.run(*s, s.open())
	return c.count, c.nodes, c.err
}

// A counter is the state of one countGeneral, or of countOne's: the
// answers counted to the limit, each given to found if it is not nil,
// the nodes of the search, and the error that ended it.
type counter[W Words] struct {
	ctx   context.Context
	limit int
	count int
	nodes int
	found func(Set[W]) bool
	err   error
}

// run counts the answers of s, whose units of dirty may give new
// deductions, and reports whether the search goes on.
func (c *counter[W]) run(s State[W], dirty units) bool {
	c.nodes++
	if c.nodes%checkEvery == 0 {
		pause()
		if c.err = c.ctx.Err(); c.err != nil {
			return false
		}
	}
	best, ok := s.propagate(dirty)
	if !ok {
		return true
	}
	if best < 0 {
		c.count++
		if c.found != nil && !c.found(s.Queens) {
			return false
		}
		return c.count < c.limit
	}
	// The answers of s split by the first square of the unit that holds a
	// queen: each branch places it and rules out the squares before it.
	unit := s.g.unit[best]
	need := int(s.need[best])
	goOn := true
	fixed := s.Free // as propagate left it: the squares ruled out since are news
	s.Free.And(unit).All(func(q int) bool {
		if s.Free.And(unit).Count() < need {
			return false
		}
		child := s
		child.Place(q)
		if goOn = c.run(child, s.g.unitsIn(fixed.AndNot(child.Free))); !goOn {
			return false
		}
		s.Rule(q)
		return true
	})
	return goOn
}
