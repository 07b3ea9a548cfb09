package regions

import (
	"context"
	"fmt"
	"slices"

	"github.com/nqueens-go/nqueens/internal/prose"
	"github.com/nqueens-go/nqueens/internal/reason"
	"github.com/nqueens-go/nqueens/regions/internal/stars"
)

// The sizes of a grid, in squares on a side.
const (
	MinN = 4
	MaxN = stars.MaxN
)

// A Rule is what two queens may not do, beside sharing a row, a column or
// a region beyond the puzzle's number of stars.
type Rule int

const (
	// TouchRule: no two queens touch, not even at a corner, as in the
	// daily puzzle and in Star Battle.
	TouchRule Rule = iota
	// DiagonalRule: no two queens share a diagonal, long or short, as in
	// N-Queens; it allows one star to a unit alone, for two queens of a
	// row attack each other.
	DiagonalRule
)

// String returns "touch" or "diagonal".
func (r Rule) String() string {
	switch r {
	case TouchRule:
		return "touch"
	case DiagonalRule:
		return "diagonal"
	}
	return fmt.Sprintf("Rule(%d)", int(r))
}

// A Variant is the kind of a puzzle: the queens, or stars, that every
// row, column and region holds, and the rule between queens. Its zero
// value is the daily puzzle: one queen to a unit, none touching.
type Variant struct {
	// Stars is the number of queens of every row, column and region,
	// from 1 to n/4 for a grid of n; 0 means 1.
	Stars int
	Rule  Rule
}

// stars returns v's number of queens to a unit.
func (v Variant) stars() int { return max(v.Stars, 1) }

// check returns an error if v does not fit a grid of size n.
func (v Variant) check(n int) error {
	switch {
	case v.Rule != TouchRule && v.Rule != DiagonalRule:
		return fmt.Errorf("rule %d unknown", int(v.Rule))
	case v.Stars < 0 || v.stars() > n/4:
		return fmt.Errorf("%d stars outside [1, %d] for size %d", v.Stars, max(n/4, 1), n)
	case v.Rule == DiagonalRule && v.stars() > 1:
		return fmt.Errorf("%d stars with the diagonal rule: two queens of a row attack each other", v.Stars)
	}
	return nil
}

// A Square is a square of the grid, its row and column counted from 0.
type Square struct{ Row, Col int }

// String returns "row 2, column 5".
func (s Square) String() string { return fmt.Sprintf("row %d, column %d", s.Row, s.Col) }

// A Puzzle is a grid of n by n squares split into n regions, most often
// each one piece of squares joined by their sides ([Puzzle.Pieces]), with
// a variant, and the state a player leaves it in: queens placed, and squares marked empty. Its
// answers place the variant's number of queens in every row, column and
// region, by its rule, holding the queens placed and none of the squares
// marked. The zero Puzzle is not usable: New, Parse and Make make
// puzzles. A Puzzle's methods that only read it may be called from
// several goroutines at once.
type Puzzle struct {
	grid   stars.Board
	n      int
	region []int8 // the region of each square, row by row
	v      Variant
	labels []byte // the text label of each region
	queens stars.Squares
	empty  stars.Squares
}

// New returns the puzzle whose squares lie in the regions regions[row][col],
// numbered from 0 to n-1, with no queen placed and no square marked. It
// returns an error naming the row and column of what is wrong if the rows
// are not n of n numbers, n from MinN to MaxN, if a number is outside
// [0, n), if a region has no square, or if v does not fit a grid of
// size n; a region may lie in pieces. The regions are labelled A to Z,
// then a to z, in the text form.
func New(regions [][]int, v Variant) (*Puzzle, error) {
	n := len(regions)
	if n < MinN || n > MaxN {
		return nil, fmt.Errorf("regions: %s: want %d to %d", prose.Count(n, "row"), MinN, MaxN)
	}
	region := make([]int8, n*n)
	for r, row := range regions {
		if len(row) != n {
			return nil, fmt.Errorf("regions: row %d: %s, want %d", r, prose.Count(len(row), "square"), n)
		}
		for c, x := range row {
			if x < 0 || x >= n {
				return nil, fmt.Errorf("regions: row %d, column %d: region %d outside [0, %d)", r, c, x, n)
			}
			region[r*n+c] = int8(x)
		}
	}
	labels := []byte(newLabels[:n])
	p, err := newPuzzle(n, region, labels, v)
	if err != nil {
		return nil, fmt.Errorf("regions: %w", err)
	}
	return p, nil
}

// newPuzzle returns the puzzle of the regions region, row by row, whose
// labels are labels, after checking v and that each region has a square;
// its errors have no prefix.
func newPuzzle(n int, region []int8, labels []byte, v Variant) (*Puzzle, error) {
	if err := v.check(n); err != nil {
		return nil, err
	}
	g, err := stars.New(n, v.stars(), stars.Rule(v.Rule), region)
	if err != nil {
		return nil, err
	}
	size := make([]int, n)
	for _, r := range region {
		size[r]++
	}
	if r := slices.Index(size, 0); r >= 0 {
		return nil, fmt.Errorf("region %c has no square", labels[r])
	}
	return &Puzzle{grid: g, n: n, region: region, v: v, labels: labels}, nil
}

// A rowError is an error of a grid that lies at one of its rows, which
// the text form's errors name the line of.
type rowError struct {
	row int
	err error
}

func (e rowError) Error() string { return e.err.Error() }

// Size returns n, the number of rows, columns and regions of p.
func (p *Puzzle) Size() int { return p.n }

// Variant returns the variant of p.
func (p *Puzzle) Variant() Variant { return p.v }

// Region returns the region, from 0, of the square at row and col. It
// panics if the square is off the grid.
func (p *Puzzle) Region(row, col int) int {
	q, ok := p.square(row, col)
	if !ok {
		panic(fmt.Sprintf("regions: Region: row %d, column %d off a grid of %d", row, col, p.n))
	}
	return int(p.region[q])
}

// Regions returns the regions of p as New takes them.
func (p *Puzzle) Regions() [][]int {
	n := p.n
	rows := make([][]int, n)
	for r := range rows {
		rows[r] = make([]int, n)
		for c := range n {
			rows[r][c] = int(p.region[r*n+c])
		}
	}
	return rows
}

// Label returns the letter or digit that names region r, from 0, in the
// text form. It panics if r is not a region of p.
func (p *Puzzle) Label(r int) byte {
	if r < 0 || r >= len(p.labels) {
		panic(fmt.Sprintf("regions: Label: region %d of a grid of %d", r, len(p.labels)))
	}
	return p.labels[r]
}

// Queen reports whether a queen stands on the square at row and col:
// false for a square off the grid.
func (p *Puzzle) Queen(row, col int) bool {
	q, ok := p.square(row, col)
	return ok && p.queens.Has(q)
}

// Marked reports whether the square at row and col is marked empty:
// false for a square off the grid.
func (p *Puzzle) Marked(row, col int) bool {
	q, ok := p.square(row, col)
	return ok && p.empty.Has(q)
}

// Queens returns the squares of the queens placed, row by row.
func (p *Puzzle) Queens() []Square { return p.squares(p.queens) }

// Marks returns the squares marked empty, row by row.
func (p *Puzzle) Marks() []Square { return p.squares(p.empty) }

// square returns the index of the square at row and col, and whether it
// is on the grid.
func (p *Puzzle) square(row, col int) (int, bool) {
	n := p.n
	return row*n + col, row >= 0 && row < n && col >= 0 && col < n
}

// squares returns the squares of s, row by row.
func (p *Puzzle) squares(s stars.Squares) []Square {
	var l []Square
	n := p.n
	s.All(func(q int) bool {
		l = append(l, Square{q / n, q % n})
		return true
	})
	return l
}

// The reasons that [Puzzle.Place], [Puzzle.Mark] and [Puzzle.Clear]
// refuse a square, which a [*SquareError] wraps, for [errors.Is]; package
// puzzle's are the same values.
var (
	// ErrOffBoard: the square is off the grid.
	ErrOffBoard = reason.ErrOffBoard
	// ErrTaken: the square holds a queen or a mark already.
	ErrTaken = reason.ErrTaken
	// ErrBroken: a queen there would break a rule with a queen placed:
	// touch it, or share a diagonal with it by the diagonal rule, or
	// give a row, column or region more queens than the variant's.
	ErrBroken = reason.ErrBroken
	// ErrFree: the square holds neither a queen nor a mark to take away.
	ErrFree = reason.ErrFree
)

// A SquareError reports a square that [Puzzle.Place], [Puzzle.Mark] or
// [Puzzle.Clear] refuses: where it is, and why, which Err says with one of
// [ErrOffBoard], [ErrTaken], [ErrBroken] and [ErrFree], so that a program
// tells them apart with [errors.Is] without reading the text.
type SquareError struct {
	Row, Col int
	Err      error
	// By is the queen placed whose rule a queen on the square would
	// break, for ErrBroken: the queen it touches or shares a diagonal
	// with, or a queen of the unit that holds its queens already.
	By  Square
	op  string // what was done: "place", "mark" or "clear"
	why string
}

// Error says where the square is and why it is refused, as "regions: row
// 3, column 5: it touches the queen at row 2, column 4".
func (e *SquareError) Error() string {
	return reason.SquareMessage("regions", e.op, e.Row, e.Col, e.Err, e.why)
}

// Unwrap returns e.Err.
func (e *SquareError) Unwrap() error { return e.Err }

// taken returns the index of the square at row and col, or the error of
// the operation op on a square that is off the grid or holds a queen or a
// mark.
func (p *Puzzle) taken(op string, row, col int) (int, error) {
	q, ok := p.square(row, col)
	switch {
	case !ok:
		return 0, &SquareError{Row: row, Col: col, Err: ErrOffBoard, op: op, why: fmt.Sprintf("off the grid of %d", p.n)}
	case p.queens.Has(q):
		return 0, &SquareError{Row: row, Col: col, Err: ErrTaken, op: op, why: "holds a queen"}
	case p.empty.Has(q):
		return 0, &SquareError{Row: row, Col: col, Err: ErrTaken, op: op, why: "is marked empty"}
	}
	return q, nil
}

// Place puts a queen on the square at row and col. It returns a
// [*SquareError], and leaves p as it was, if the square is off the grid
// ([ErrOffBoard]), holds a queen or a mark ([ErrTaken]), or if a queen
// there would break a rule with those placed ([ErrBroken], By the queen it
// breaks it with).
func (p *Puzzle) Place(row, col int) error {
	q, err := p.taken("place", row, col)
	if err != nil {
		return err
	}
	if by, why := p.breaks(q); why != "" {
		return &SquareError{Row: row, Col: col, Err: ErrBroken, By: by, op: "place", why: "breaks a rule: " + why}
	}
	p.queens.Add(q)
	return nil
}

// breaks says how a queen on square q would break a rule with the queens
// placed, and the queen it breaks it with, or returns "".
func (p *Puzzle) breaks(q int) (Square, string) {
	g := p.grid
	n := p.n
	s := g.Position()
	var why string
	var by Square
	p.queens.All(func(o int) bool {
		if !s.IsFree(q) {
			return false
		}
		s.Place(o)
		if !s.IsFree(q) && why == "" {
			by = Square{o / n, o % n}
			if p.v.Rule == DiagonalRule && abs(o/n-q/n) == abs(o%n-q%n) {
				why = fmt.Sprintf("the queen at %v shares its diagonal", by)
			} else if abs(o/n-q/n) <= 1 && abs(o%n-q%n) <= 1 {
				why = fmt.Sprintf("it touches the queen at %v", by)
			}
		}
		return true
	})
	if why != "" || s.IsFree(q) {
		return by, why
	}
	for _, u := range g.UnitsOf(q) {
		if s.Need(u) == 0 {
			// A queen of the unit, the first.
			p.queens.All(func(o int) bool {
				if units := g.UnitsOf(o); slices.Contains(units[:], u) {
					by = Square{o / n, o % n}
					return false
				}
				return true
			})
			return by, fmt.Sprintf("%v has its %s", p.unit(u), prose.Count(p.v.stars(), "queen"))
		}
	}
	return by, "it breaks a rule" // not reached: a square ruled out is touched or in a full unit
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Mark marks the square at row and col empty, as a player who has found
// that no queen stands there. It returns a [*SquareError], and leaves p as
// it was, if the square is off the grid ([ErrOffBoard]) or holds a queen
// or a mark ([ErrTaken]).
func (p *Puzzle) Mark(row, col int) error {
	q, err := p.taken("mark", row, col)
	if err != nil {
		return err
	}
	p.empty.Add(q)
	return nil
}

// Clear takes away the queen or the mark of the square at row and col.
// It returns a [*SquareError], and leaves p as it was, if the square is
// off the grid ([ErrOffBoard]) or holds neither ([ErrFree]).
func (p *Puzzle) Clear(row, col int) error {
	q, on := p.square(row, col)
	switch {
	case !on:
		_, err := p.taken("clear", row, col)
		return err
	case !p.queens.Has(q) && !p.empty.Has(q):
		return &SquareError{Row: row, Col: col, Err: ErrFree, op: "clear", why: "holds neither a queen nor a mark"}
	}
	p.queens.Remove(q)
	p.empty.Remove(q)
	return nil
}

// Reset takes away every queen and mark of p.
func (p *Puzzle) Reset() {
	p.queens = stars.Squares{}
	p.empty = stars.Squares{}
}

// Clone returns a copy of p, which shares nothing that changes with it.
func (p *Puzzle) Clone() *Puzzle {
	c := *p
	return &c
}

// state returns the state of p's queens and marks.
func (p *Puzzle) state() stars.Position {
	s := p.grid.Position()
	p.queens.All(func(q int) bool {
		s.Place(q) // Place keeps the queens within the rules
		return true
	})
	p.empty.All(func(q int) bool {
		s.Rule(q)
		return true
	})
	return s
}

// A UnitKind is the kind of a unit: a row, a column or a region.
type UnitKind int

// The kinds of units.
const (
	RowUnit UnitKind = iota
	ColumnUnit
	RegionUnit
)

// A Unit is a row, a column or a region, each of which an answer fills
// with the variant's number of queens.
type Unit struct {
	Kind  UnitKind
	Index int  // counted from 0
	Label byte // a region's letter or digit in the text form
}

// String returns "row 3", "column 5" or "region C".
func (u Unit) String() string { return reason.UnitName(int(u.Kind), u.Index, u.Label) }

// unit returns unit u of internal/stars as a Unit.
func (p *Puzzle) unit(u int) Unit {
	n := p.n
	k := UnitKind(u / n)
	un := Unit{Kind: k, Index: u % n}
	if k == RegionUnit {
		un.Label = p.labels[un.Index]
	}
	return un
}

// --- Errors ---

// prefixed returns err with the package's name before it, once.
func prefixed(err error) error { return reason.Prefixed("regions", err) }

// checkContext panics if ctx is nil, naming the function fn.
func checkContext(fn string, ctx context.Context) { reason.CheckContext("regions", fn, ctx) }
