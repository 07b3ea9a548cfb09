// Package stars is the engine of the regions package: puzzles of queens
// (or stars) on a grid split into regions, K to every row, column and
// region, no two touching, not even at a corner, or with the diagonal
// rule no two on a diagonal. It counts and finds a puzzle's answers by a
// search (search.go; onequeen.go for one queen to a unit), solves it as a
// person reasons about it, one deduction at a time (deduce.go), and makes
// puzzles with one answer (generate.go).
//
// A grid's squares are numbered row by row, square row*N + col; its units
// are the N rows, then the N columns, then the N regions, each of which
// an answer fills with K queens.
//
// The engine is generic in the storage of its sets ([Words]): a grid of
// up to 16 squares a side runs on four words a set, a larger one on
// sixteen. [Board] and [Position] hide the two behind one interface, the
// one that package regions holds.
package stars

import "fmt"

// MaxN is the largest size of a grid: its squares fit in a Set of Large
// storage, and its regions in the bits of a uint32.
const MaxN = 32

// A Rule is what two queens may not do beside sharing a unit.
type Rule uint8

const (
	// TouchRule: no two queens touch, not even at a corner.
	TouchRule Rule = iota
	// DiagonalRule: no two queens share a diagonal, as in N-Queens; with one
	// queen to a row and a column, that keeps them from touching too.
	DiagonalRule
)

// A Grid is the fixed part of a puzzle: its size, its number of queens to
// a unit, its rule and its regions. Its methods only read it, so that
// goroutines may share it.
type Grid[W Words] struct {
	N, K   int
	Rule   Rule
	Region []int8 // the region of each square, from 0 to N-1

	unit    [3 * MaxN]Set[W] // the squares of each unit
	touch   []Set[W]         // the squares a queen on each square rules out, itself included, beside filling its units
	unitsOf [][3]int         // the row, column and region of each square, as units
	unitBit []units          // the same, as bits
	rowsOf  [MaxN]uint32     // the rows that hold squares of each region, as bits
	all     Set[W]           // every square

	// The same for the search for one queen to a unit, as lanes.
	ruled       []lanes[W]     // the squares that a queen on each square rules out but its region's: those of its row and column, and those it touches or attacks
	regionLanes [MaxN]lanes[W] // the squares of each region
	allLanes    lanes[W]       // every square
}

// check returns an error if n is outside [4, MaxN], k outside [1, n/4],
// the diagonal rule has k above 1, or region is not n*n regions from 0 to
// n-1.
func check(n, k int, rule Rule, region []int8) error {
	switch {
	case n < 4 || n > MaxN:
		return fmt.Errorf("size %d outside [4, %d]", n, MaxN)
	case k < 1 || k > n/4:
		return fmt.Errorf("%d queens to a unit outside [1, %d] for size %d", k, n/4, n)
	case rule == DiagonalRule && k != 1:
		return fmt.Errorf("%d queens to a unit with the diagonal rule: queens of one row attack each other", k)
	case rule > DiagonalRule:
		return fmt.Errorf("rule %d unknown", rule)
	case len(region) != n*n:
		return fmt.Errorf("%d squares for size %d", len(region), n)
	}
	for q, r := range region {
		if r < 0 || int(r) >= n {
			return fmt.Errorf("row %d, column %d: region %d outside [0, %d)", q/n, q%n, r, n)
		}
	}
	return nil
}

// NewGrid returns the grid of size n with k queens to a unit, the rule
// and the regions region[row*n+col], which it keeps, of storage W, which
// must hold n*n squares. It returns an error if n is outside [4, MaxN], k
// outside [1, n/4], the diagonal rule has k above 1, or a region is
// outside [0, n): it does not ask that each region be one piece, which
// Apart tells.
func NewGrid[W Words](n, k int, rule Rule, region []int8) (*Grid[W], error) {
	if err := check(n, k, rule, region); err != nil {
		return nil, err
	}
	var w W
	if n*n > 64*len(w) {
		return nil, fmt.Errorf("size %d outside the storage of %d squares", n, 64*len(w))
	}
	g := &Grid[W]{N: n, K: k, Rule: rule, Region: region,
		touch: make([]Set[W], n*n), unitsOf: make([][3]int, n*n), unitBit: make([]units, n*n), ruled: make([]lanes[W], n*n)}
	for q, r := range region {
		row, col := q/n, q%n
		g.unitsOf[q] = [3]int{row, n + col, 2*n + int(r)}
		for _, u := range g.unitsOf[q] {
			g.unit[u].Add(q)
			g.unitBit[q].add(u)
		}
		g.rowsOf[r] |= 1 << row
		g.all.Add(q)
		g.regionLanes[r] = g.regionLanes[r].or(square[W](row, col))
	}
	g.allLanes = toLanes(g.all, n)
	for q := range n * n {
		t := &g.touch[q]
		row, col := q/n, q%n
		for dr := -1; dr <= 1; dr++ {
			for dc := -1; dc <= 1; dc++ {
				if r, c := row+dr, col+dc; r >= 0 && r < n && c >= 0 && c < n {
					t.Add(r*n + c)
				}
			}
		}
		if rule == DiagonalRule {
			for r := range n {
				for _, c := range [2]int{col + (r - row), col - (r - row)} {
					if c >= 0 && c < n {
						t.Add(r*n + c)
					}
				}
			}
		}
		g.ruled[q] = rowLanes[W](1 << row).or(colLanes[W](1 << col)).and(g.allLanes).or(toLanes(*t, n))
	}
	return g, nil
}

// move moves square q into region r, for a grid whose regions grow.
func (g *Grid[W]) move(q int, r int) {
	n := g.N
	old := g.unitsOf[q][2]
	g.unit[old].Remove(q)
	g.regionLanes[old-2*n] = g.regionLanes[old-2*n].andNot(square[W](q/n, q%n))
	if rowBits(g.unit[old], n, q/n) == 0 {
		g.rowsOf[old-2*n] &^= 1 << (q / n)
	}
	u := 2*n + r
	g.unit[u].Add(q)
	g.regionLanes[r] = g.regionLanes[r].or(square[W](q/n, q%n))
	g.unitsOf[q][2] = u
	g.unitBit[q].remove(old)
	g.unitBit[q].add(u)
	g.rowsOf[r] |= 1 << (q / n)
}

// Unit returns the squares of unit u.
func (g *Grid[W]) Unit(u int) Set[W] { return g.unit[u] }

// UnitsOf returns the row, column and region of square q, as units.
func (g *Grid[W]) UnitsOf(q int) [3]int { return g.unitsOf[q] }

// Apart returns the first region, from 0, that is not one piece of
// squares joined by their sides, a square of its first piece, and one of
// another piece, or -1, -1, -1 if every region is one piece. A region
// without a square is in no piece: its squares are -1.
func (g *Grid[W]) Apart() (region, a, b int) { return apart(g.N, g.Region) }

// apart is Apart for the regions region of a grid of size n.
func apart(n int, region []int8) (int, int, int) {
	seen := make([]bool, n*n)
	stack := make([]int, 0, n*n)
	first := make([]int, n)
	for i := range first {
		first[i] = -1
	}
	for q := len(region) - 1; q >= 0; q-- {
		first[region[q]] = q
	}
	for r := range n {
		start := first[r]
		if start < 0 {
			return r, -1, -1
		}
		stack = append(stack[:0], start)
		seen[start] = true
		for len(stack) > 0 {
			q := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			neighbours(n, q, func(p int) {
				if !seen[p] && int(region[p]) == r {
					seen[p] = true
					stack = append(stack, p)
				}
			})
		}
		for q := range n * n {
			if int(region[q]) == r && !seen[q] {
				return r, start, q
			}
		}
	}
	return -1, -1, -1
}
