package puzzle

import (
	"context"
	"fmt"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/internal/complete"
	"github.com/nqueens-go/nqueens/internal/reason"
)

// The sizes of a board, in squares on a side.
const (
	MinN = 0
	MaxN = nqueens.MaxN
)

// A Square is a square of the board, its row and column counted from 0,
// from the top and from the left.
type Square struct{ Row, Col int }

// String returns "row 2, column 5".
func (s Square) String() string { return fmt.Sprintf("row %d, column %d", s.Row, s.Col) }

// A Puzzle is an n×n board, n at most [MaxN], on which some queens are
// placed and some squares marked empty: an instance of N-Queens
// Completion, where the marks are the blocked squares. Its answers, its
// completions, are the solutions of size n that hold every queen placed
// and leave every square marked empty.
//
// A Puzzle never holds two queens that attack each other, nor a queen on
// a marked square: [Puzzle.Place] and [Puzzle.Mark] refuse them and
// leave the puzzle as it was, and [Puzzle.Clear] takes a queen or a mark
// away, so that a puzzle is played by editing it. A puzzle without an
// answer is still a puzzle: it yields nothing and counts 0. The zero
// value is the empty puzzle of size 0. A Puzzle holds all of its state in
// arrays: a copy, as [Puzzle.Clone] makes, shares nothing with it. Its
// methods that only read it may be called from several goroutines at
// once.
type Puzzle struct {
	g complete.Grid // the size, the queens placed and the squares marked
}

// New returns an n×n puzzle with no queen placed and no square marked:
// its answers are all the solutions of size n.
//
// New panics if n is outside [MinN, MaxN].
func New(n int) *Puzzle {
	if n < MinN || n > MaxN {
		panic(fmt.Sprintf("puzzle: New: n = %d out of range [%d, %d]", n, MinN, MaxN))
	}
	return &Puzzle{complete.Grid{N: n}}
}

// Size returns n, the number of rows and of columns of p.
func (p *Puzzle) Size() int { return p.g.N }

// The reasons that [Puzzle.Place], [Puzzle.Mark] and [Puzzle.Clear]
// refuse a square, which a [*SquareError] wraps, for [errors.Is]; package
// regions's are the same values.
var (
	// ErrOffBoard: the square is off the board.
	ErrOffBoard = reason.ErrOffBoard
	// ErrTaken: the square holds a queen or a mark already.
	ErrTaken = reason.ErrTaken
	// ErrBroken: a queen there would break a rule with a queen placed:
	// share its row, its column or a diagonal.
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
	// break, for ErrBroken.
	By  Square
	op  string // what was done: "place", "mark" or "clear"
	why string
}

// Error says where the square is and why it is refused, as "puzzle: row
// 3, column 5: queens at row 1, column 3 and row 3, column 5 share a
// diagonal".
func (e *SquareError) Error() string {
	return reason.SquareMessage("puzzle", e.op, e.Row, e.Col, e.Err, e.why)
}

// Unwrap returns e.Err.
func (e *SquareError) Unwrap() error { return e.Err }

// square returns a *SquareError of the operation op wrapping ErrOffBoard
// if the square is off p's board, else nil.
func (p *Puzzle) square(op string, row, col int) error {
	if row < 0 || row >= p.g.N || col < 0 || col >= p.g.N {
		return &SquareError{Row: row, Col: col, Err: ErrOffBoard, op: op,
			why: fmt.Sprintf("off the %d×%d board", p.g.N, p.g.N)}
	}
	return nil
}

// Place puts a queen on the square at row and col. It returns a
// [*SquareError], and leaves p as it was, if the square is off the board
// ([ErrOffBoard]), holds a queen or a mark ([ErrTaken]), or if a queen
// there would share a row, a column or a diagonal with one placed
// ([ErrBroken], By that queen).
func (p *Puzzle) Place(row, col int) error {
	if err := p.taken("place", row, col); err != nil {
		return err
	}
	if q, ok := p.g.Queen(row); ok {
		return &SquareError{Row: row, Col: col, Err: ErrBroken, By: Square{row, q}, op: "place",
			why: fmt.Sprintf("row %d holds a queen already, in column %d", row, q)}
	}
	if r, c, ok := p.g.Attacker(row, col); ok {
		// The two queens from the top down.
		r1, c1, r2, c2 := r, c, row, col
		if r1 > r2 {
			r1, c1, r2, c2 = r2, c2, r1, c1
		}
		line := "a diagonal"
		if c1 == c2 {
			line = fmt.Sprintf("column %d", c1)
		}
		return &SquareError{Row: row, Col: col, Err: ErrBroken, By: Square{r, c}, op: "place",
			why: fmt.Sprintf("queens at row %d, column %d and row %d, column %d share %s", r1, c1, r2, c2, line)}
	}
	p.g.Queens[row] = col
	p.g.Placed |= 1 << uint(row)
	return nil
}

// taken returns the error of the operation op on a square that is off
// the board or holds a queen or a mark, else nil.
func (p *Puzzle) taken(op string, row, col int) error {
	if err := p.square(op, row, col); err != nil {
		return err
	}
	switch {
	case p.Queen(row, col):
		return &SquareError{Row: row, Col: col, Err: ErrTaken, op: op, why: "holds a queen"}
	case p.Marked(row, col):
		return &SquareError{Row: row, Col: col, Err: ErrTaken, op: op, why: "is marked empty"}
	}
	return nil
}

// Mark marks the square at row and col empty: no answer holds a queen
// there, as a blocked square of N-Queens Completion, or a square a player
// has found empty. It returns a [*SquareError], and leaves p as it was,
// if the square is off the board ([ErrOffBoard]) or holds a queen or a
// mark ([ErrTaken]).
func (p *Puzzle) Mark(row, col int) error {
	if err := p.taken("mark", row, col); err != nil {
		return err
	}
	p.g.Blocked[row] |= 1 << uint(col)
	return nil
}

// Clear takes away the queen or the mark of the square at row and col.
// It returns a [*SquareError], and leaves p as it was, if the square is
// off the board ([ErrOffBoard]) or holds neither ([ErrFree]).
func (p *Puzzle) Clear(row, col int) error {
	if err := p.square("clear", row, col); err != nil {
		return err
	}
	switch {
	case p.Queen(row, col):
		p.g.Placed &^= 1 << uint(row)
		p.g.Queens[row] = 0
	case p.Marked(row, col):
		p.g.Blocked[row] &^= 1 << uint(col)
	default:
		return &SquareError{Row: row, Col: col, Err: ErrFree, op: "clear", why: "holds neither a queen nor a mark"}
	}
	return nil
}

// Reset takes away every queen and mark of p.
func (p *Puzzle) Reset() { *p = Puzzle{complete.Grid{N: p.g.N}} }

// Clone returns a copy of p that shares nothing with it.
func (p *Puzzle) Clone() *Puzzle {
	q := *p
	return &q
}

// Queen reports whether a queen stands on the square at row and col:
// false for a square off the board.
func (p *Puzzle) Queen(row, col int) bool {
	if row < 0 || row >= p.g.N {
		return false
	}
	q, ok := p.g.Queen(row)
	return ok && q == col
}

// Marked reports whether the square at row and col is marked empty: false
// for a square off the board.
func (p *Puzzle) Marked(row, col int) bool {
	if row < 0 || row >= p.g.N || col < 0 || col >= p.g.N {
		return false
	}
	return p.g.Blocked[row]&(1<<uint(col)) != 0
}

// Queens returns the squares of the queens placed, row by row.
func (p *Puzzle) Queens() []Square {
	var out []Square
	for r, c := range p.g.PlacedColumns() {
		if c >= 0 {
			out = append(out, Square{r, c})
		}
	}
	return out
}

// Marks returns the squares marked empty, row by row.
func (p *Puzzle) Marks() []Square {
	var out []Square
	for r := range p.g.N {
		for c := range p.g.N {
			if p.Marked(r, c) {
				out = append(out, Square{r, c})
			}
		}
	}
	return out
}

// --- Errors ---

// errorf returns an error of the package, as fmt.Errorf formats it after
// the package's name.
func errorf(format string, args ...any) error {
	return fmt.Errorf("puzzle: "+format, args...)
}

// prefixed returns err with the package's name before it, once.
func prefixed(err error) error { return reason.Prefixed("puzzle", err) }

// checkContext panics if ctx is nil, naming the function fn.
func checkContext(fn string, ctx context.Context) { reason.CheckContext("puzzle", fn, ctx) }
