package nqueens

import (
	"context"
	"fmt"

	"github.com/nqueens-go/nqueens/internal/torus"
)

// A Group is a group of maps of the board's squares: CountClasses counts
// the classes of solutions that its maps take onto each other. The maps
// act on placements, a queen in each row and each column, and a map of a
// solution may be no solution: two solutions are in one class where a
// map of the group takes one to the other. The zero Group is Square.
type Group int

const (
	// Square is the group of the eight rotations and reflections of the
	// square, whose classes are the fundamental solutions (OEIS A002562),
	// as Counts.Unique counts them.
	Square Group = iota
	// Torus is those and the n² shifts of the torus, which take the queen
	// (r, c) to ((r+a) mod n, (c+b) mod n) (OEIS A062164).
	Torus
	// Similar is those and the multipliers, which take (r, c) to
	// (f·r mod n, f·c mod n) for each f prime to n (OEIS A062165).
	Similar
)

// groupNames are the names of the groups, by value.
var groupNames = [...]string{Square: "square", Torus: "torus", Similar: "similar"}

// Groups returns every Group, in the order of their values.
func Groups() []Group { return []Group{Square, Torus, Similar} }

// String returns the name of g: "square", "torus" or "similar", or
// "Group(k)" for a value k that names no group.
func (g Group) String() string {
	if g >= 0 && int(g) < len(groupNames) {
		return groupNames[g]
	}
	return fmt.Sprintf("Group(%d)", int(g))
}

// MarshalText returns the name of g, or an error if g names no group.
func (g Group) MarshalText() ([]byte, error) {
	if g < 0 || int(g) >= len(groupNames) {
		return nil, fmt.Errorf("nqueens: Group(%d) names no group", int(g))
	}
	return []byte(g.String()), nil
}

// UnmarshalText sets g to the group that text names, as String names it.
func (g *Group) UnmarshalText(text []byte) error {
	for v, name := range groupNames {
		if string(text) == name {
			*g = Group(v)
			return nil
		}
	}
	return fmt.Errorf("nqueens: no group %q: want square, torus or similar", text)
}

// MaxClassesN is the largest size whose classes CountClasses counts under
// Torus and Similar.
const MaxClassesN = torus.MaxN

// CountClasses returns the number of classes of the solutions of size n
// under group g: for Square the fundamental solutions, as [Count]'s
// Counts.Unique; for Torus and Similar, those classes that hold a
// solution, each counted once, from a search of every solution that is
// least among the images of the square's symmetries, on
// [runtime.GOMAXPROCS] goroutines. The board of size 0 has one class, the
// empty board's.
//
// It returns an error if g names no group or n is outside [0, MaxN] for
// Square, [0, MaxClassesN] for Torus and Similar, and ctx.Err() when ctx
// is done first. It panics if ctx is nil. The cost of Torus and Similar
// grows as a count's does, some eight times from one size to the next.
func CountClasses(ctx context.Context, n int, g Group) (uint64, error) {
	checkContext("CountClasses", ctx)
	switch {
	case g < 0 || int(g) >= len(groupNames):
		return 0, named("CountClasses", problemf("Group(%d) names no group", int(g)))
	case g == Square && (n < 0 || n > MaxN):
		return 0, named("CountClasses", problemf("n = %d out of range [0, %d]", n, MaxN))
	case g != Square && (n < 0 || n > MaxClassesN):
		return 0, named("CountClasses", problemf("n = %d out of range [0, %d] for %v", n, MaxClassesN, g))
	case g == Square:
		counts, err := new(Counter).Count(ctx, n)
		return counts.Unique, err
	}
	tg := torus.Torus
	if g == Similar {
		tg = torus.Similar
	}
	return torus.Count(ctx, n, tg, 0, nil, nil)
}
