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
package stars

import "fmt"

// MaxN is the largest size of a grid: its squares fit in a Set.
const MaxN = 16

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
type Grid struct {
	N, K   int
	Rule   Rule
	Region []int8 // the region of each square, from 0 to N-1

	unit    [3 * MaxN]Set       // the squares of each unit
	touch   [MaxN * MaxN]Set    // the squares a queen on each square rules out, itself included, beside filling its units
	unitsOf [MaxN * MaxN][3]int // the row, column and region of each square, as units
	unitBit [MaxN * MaxN]uint64 // the same, as bits
	rowsOf  [MaxN]uint32        // the rows that hold squares of each region, as bits
	all     Set                 // every square

	// The same for the search for one queen to a unit, as lanes.
	ruled       [MaxN * MaxN]lanes // the squares that a queen on each square rules out but its region's: those of its row and column, and those it touches or attacks
	regionLanes [MaxN]lanes        // the squares of each region
}

// New returns the grid of size n with k queens to a unit, the rule and the
// regions region[row*n+col], which it keeps. It returns an error if n is
// outside [4, MaxN], k outside [1, n/4], the diagonal rule has k above 1,
// or a region is outside [0, n): it does not check that each region is
// one piece, which Check does.
func New(n, k int, rule Rule, region []int8) (*Grid, error) {
	switch {
	case n < 4 || n > MaxN:
		return nil, fmt.Errorf("size %d outside [4, %d]", n, MaxN)
	case k < 1 || k > n/4:
		return nil, fmt.Errorf("%d queens to a unit outside [1, %d] for size %d", k, n/4, n)
	case rule == DiagonalRule && k != 1:
		return nil, fmt.Errorf("%d queens to a unit with the diagonal rule: queens of one row attack each other", k)
	case rule > DiagonalRule:
		return nil, fmt.Errorf("rule %d unknown", rule)
	case len(region) != n*n:
		return nil, fmt.Errorf("%d squares for size %d", len(region), n)
	}
	g := &Grid{N: n, K: k, Rule: rule, Region: region}
	for q, r := range region {
		if r < 0 || int(r) >= n {
			return nil, fmt.Errorf("row %d, column %d: region %d outside [0, %d)", q/n, q%n, r, n)
		}
		row, col := q/n, q%n
		g.unitsOf[q] = [3]int{row, n + col, 2*n + int(r)}
		for _, u := range g.unitsOf[q] {
			g.unit[u].Add(q)
			g.unitBit[q] |= 1 << u
		}
		g.rowsOf[r] |= 1 << row
		g.all.Add(q)
		g.regionLanes[r] = g.regionLanes[r].or(square(row, col))
	}
	grid := g.all.lanes(n)
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
		g.ruled[q] = rowLanes(1 << row).or(colLanes(1 << col)).and(grid).or(t.lanes(n))
	}
	return g, nil
}

// move moves square q into region r, for a grid whose regions grow.
func (g *Grid) move(q int, r int) {
	n := g.N
	old := g.unitsOf[q][2]
	g.unit[old].Remove(q)
	g.regionLanes[old-2*n] = g.regionLanes[old-2*n].andNot(square(q/n, q%n))
	if g.rowBits(g.unit[old], q/n) == 0 {
		g.rowsOf[old-2*n] &^= 1 << (q / n)
	}
	u := 2*n + r
	g.unit[u].Add(q)
	g.regionLanes[r] = g.regionLanes[r].or(square(q/n, q%n))
	g.unitsOf[q][2] = u
	g.unitBit[q] = g.unitBit[q]&^(1<<old) | 1<<u
	g.rowsOf[r] |= 1 << (q / n)
}

// Unit returns the squares of unit u.
func (g *Grid) Unit(u int) Set { return g.unit[u] }

// UnitsOf returns the row, column and region of square q, as units.
func (g *Grid) UnitsOf(q int) [3]int { return g.unitsOf[q] }

// Apart returns the first region, from 0, that is not one piece of
// squares joined by their sides, a square of its first piece, and one of
// another piece, or -1, -1, -1 if every region is one piece. A region
// without a square is in no piece: its squares are -1.
func (g *Grid) Apart() (region, a, b int) {
	n := g.N
	seen := make([]bool, n*n)
	stack := make([]int, 0, n*n)
	for r := range n {
		start := g.unit[2*n+r].First()
		if start < 0 {
			return r, -1, -1
		}
		stack = append(stack[:0], start)
		seen[start] = true
		for len(stack) > 0 {
			q := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			row, col := q/n, q%n
			for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				rr, cc := row+d[0], col+d[1]
				if rr < 0 || rr >= n || cc < 0 || cc >= n {
					continue
				}
				if p := rr*n + cc; !seen[p] && int(g.Region[p]) == r {
					seen[p] = true
					stack = append(stack, p)
				}
			}
		}
		for q := range n * n {
			if int(g.Region[q]) == r && !seen[q] {
				return r, start, q
			}
		}
	}
	return -1, -1, -1
}
