package stars

import (
	"context"

	"github.com/nqueens-go/nqueens/internal/reason"
)

// A Board is a grid of either storage behind one interface: the one that
// package regions holds. New makes one.
type Board interface {
	// Apart is [Grid.Apart].
	Apart() (region, a, b int)
	// UnitsOf is [Grid.UnitsOf].
	UnitsOf(q int) [3]int
	// Position returns the board's state with no queen placed and every
	// square free.
	Position() Position
}

// A Position is a state of a Board: a [State] of either storage.
type Position interface {
	reason.State
	Place(q int)
	Rule(q int)
	IsFree(q int) bool
	Need(u int) int
	// Search is [CountWork] of the state, its answers given to found as
	// Squares.
	Search(ctx context.Context, limit int, found func(queens Squares) bool) (count, nodes int, err error)
}

// New returns the board of size n with k queens to a unit, the rule and
// the regions region[row*n+col], which it keeps: a Grid of Small storage
// for a size up to 16, of Large up to MaxN. It returns the errors of
// NewGrid.
func New(n, k int, rule Rule, region []int8) (Board, error) {
	if n <= smallest {
		g, err := NewGrid[Small](n, k, rule, region)
		if err != nil {
			return nil, err
		}
		return g, nil
	}
	g, err := NewGrid[Large](n, k, rule, region)
	if err != nil {
		return nil, err
	}
	return g, nil
}

// Position returns NewState(g).
func (g *Grid[W]) Position() Position { return NewState(g) }

// Search is CountWork of s, its answers given to found as Squares.
func (s *State[W]) Search(ctx context.Context, limit int, found func(queens Squares) bool) (count, nodes int, err error) {
	var f func(Set[W]) bool
	if found != nil {
		f = func(q Set[W]) bool { return found(widen(q)) }
	}
	return CountWork(ctx, s, limit, f)
}
