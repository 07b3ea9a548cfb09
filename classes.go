package nqueens

import (
	"cmp"
	"context"
	"fmt"
	"maps"
	"slices"

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
const MaxClassesN = 32

// CountClasses returns the number of classes of the solutions of size n
// under group g: for Square the fundamental solutions, as [Count]'s
// Counts.Unique; for Torus and Similar, those classes that hold a
// solution, each counted once, as a zero [ClassCounter] counts them. The
// board of size 0 has one class, the empty board's.
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
	case g == Square:
		counts, err := new(Counter).Count(ctx, n)
		return counts.Unique, err
	}
	classes, err := new(ClassCounter).count(ctx, n, g)
	return classes, named("CountClasses", err)
}

// A ClassCounter counts the classes of solutions under Torus or Similar on
// several goroutines, and can count one shard of the work and go on from
// where a count stopped, as a [Counter] does for the solutions. The zero
// ClassCounter counts all of it on [runtime.GOMAXPROCS] goroutines.
//
// A count of size n is split into ClassUnits(n) units, numbered from 0:
// unit u holds the classes whose least solution, the lexicographically
// smallest of the class, has the queens of rows 0 and 1 in columns u/n
// and u%n, so that the units' classes add up to the count's. The
// numbering depends on n alone, the same for both groups, on every
// machine and in every release. Shard i of m holds every m-th unit from
// unit i on, which spreads the units of low numbers, the largest, over
// the shards.
type ClassCounter struct {
	// Workers is the number of goroutines that count; 0 means
	// runtime.GOMAXPROCS(0).
	Workers int

	// Shard and Shards, if Shards is not 0, make Count count only shard
	// number Shard of Shards, from 0 to Shards-1.
	Shard, Shards int

	// Done, if not nil, holds the classes of units that were counted
	// before, as Finished was given them: Count adds them to its result
	// instead of counting those units again. They must be units of the
	// size, the group and the shard counted: Count refuses others with an
	// error, so that a count that goes on gives the exact answer or an
	// error. Count reads Done before it starts counting and does not
	// change it.
	Done map[ClassUnit]uint64

	// Finished, if not nil, is called with each unit and its classes as
	// soon as it has been counted, from the goroutine that called Count,
	// never from two goroutines at once, and not after Count returns. If
	// Finished returns an error, Count stops and returns that error.
	Finished func(unit ClassUnit, classes uint64) error
}

// A ClassUnit names one unit of a count of classes: its size, its group
// and its number, from 0 to ClassUnits(N)-1.
type ClassUnit struct {
	N      int
	Group  Group
	Number int
}

// String returns the text of u, as "n=17/torus/12".
func (u ClassUnit) String() string { return fmt.Sprintf("n=%d/%v/%d", u.N, u.Group, u.Number) }

// ClassUnits returns the number of units of a count of classes of size
// n, 0 ≤ n ≤ MaxClassesN: 1 for n ≤ 1, n·⌈n/2⌉ above; 0 for an n out of
// range.
func ClassUnits(n int) int { return torus.Units(n) }

// Units returns the numbers of the units of the count of size n that c's
// shard holds, in increasing order: all of them where Shards is 0. It
// returns an error if n is outside [0, MaxClassesN] or the shard is out
// of range.
func (c *ClassCounter) Units(n int) ([]int, error) {
	units, err := c.units(n)
	return units, named("ClassCounter.Units", err)
}

// units is Units.
func (c *ClassCounter) units(n int) ([]int, error) {
	switch {
	case n < 0 || n > MaxClassesN:
		return nil, problemf("n = %d out of range [0, %d]", n, MaxClassesN)
	case c.Workers < 0:
		return nil, problemf("Workers = %d is negative", c.Workers)
	case c.Shards < 0:
		return nil, problemf("Shards = %d is negative", c.Shards)
	case c.Shards == 0 && c.Shard != 0:
		return nil, problemf("Shard = %d with Shards = 0; set Shards to count one shard", c.Shard)
	case c.Shards > 0 && (c.Shard < 0 || c.Shard >= c.Shards):
		return nil, problemf("Shard = %d out of range [0, %d)", c.Shard, c.Shards)
	}
	return torus.ShardUnits(n, c.Shard, max(c.Shards, 1)), nil
}

// Count counts the classes of the solutions of size n under group g,
// Torus or Similar, that lie in the units of c's shard, all of them if
// Shards is 0, and returns their number: the term of OEIS A062164 or
// A062165 for a whole count. It returns an error if g is not Torus or
// Similar, if n is outside [0, MaxClassesN], if Workers or Shards is
// negative or Shard out of range, or if Done holds a unit outside the
// shard; the error that Finished returns, if it returns one; and
// ctx.Err() when ctx is done first, once its goroutines have stopped. It
// panics if ctx is nil.
func (c *ClassCounter) Count(ctx context.Context, n int, g Group) (uint64, error) {
	checkContext("ClassCounter.Count", ctx)
	classes, err := c.count(ctx, n, g)
	return classes, named("ClassCounter.Count", err)
}

// count is Count.
func (c *ClassCounter) count(ctx context.Context, n int, g Group) (uint64, error) {
	var tg torus.Group
	switch g {
	case Torus:
		tg = torus.Torus
	case Similar:
		tg = torus.Similar
	case Square:
		return 0, problemf("g = square: a ClassCounter counts under torus or similar; CountClasses counts under square")
	default:
		return 0, problemf("Group(%d) names no group", int(g))
	}
	units, err := c.units(n)
	if err != nil {
		return 0, err
	}
	in := make(map[int]bool, len(units))
	for _, u := range units {
		in[u] = true
	}
	var done map[int]uint64
	if len(c.Done) > 0 {
		done = make(map[int]uint64, len(c.Done))
	}
	for _, u := range slices.SortedFunc(maps.Keys(c.Done), compareClassUnits) {
		switch {
		case u.N != n || u.Group != g:
			return 0, problemf("Done holds unit %v, of a count of n = %d under %v, not of this one, n = %d under %v", u, u.N, u.Group, n, g)
		case !in[u.Number]:
			return 0, problemf("Done holds unit %v, not one of the %d units of shard %d of %d", u, len(units), c.Shard, max(c.Shards, 1))
		}
		done[u.Number] = c.Done[u]
	}
	var finished func(int, uint64) error
	if c.Finished != nil {
		finished = func(u int, classes uint64) error { return c.Finished(ClassUnit{n, g, u}, classes) }
	}
	return torus.CountUnits(ctx, n, tg, c.Workers, units, done, finished)
}

// compareClassUnits orders units by size, group, then number.
func compareClassUnits(a, b ClassUnit) int {
	return cmp.Or(cmp.Compare(a.N, b.N), cmp.Compare(a.Group, b.Group), cmp.Compare(a.Number, b.Number))
}
