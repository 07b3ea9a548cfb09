// Package enumerate visits the solutions of one board size in
// lexicographic order, by an explicit-stack backtracker: the search behind
// the root package's First, Next, All and AllFrom. It holds one frame per
// row, and stepping to the next solution allocates nothing.
package enumerate

import (
	"context"
	"math"
	"math/bits"
	"slices"
)

// MaxN is the largest board size a Search takes: a row is one 64-bit word.
const MaxN = 64

// A Search is an explicit-stack backtracker that visits the solutions of one
// board size in lexicographic order. It holds one frame per row and the
// columns chosen so far; stepping to the next solution allocates nothing.
// Its arrays are indexed with r&(MaxN-1), which the compiler can see is in
// range, so the loop needs no bounds checks.
type Search struct {
	frames [MaxN]frame // frames[r] belongs to row r
	board  [MaxN]int   // the last solution found
	n      int
	// row is the row whose frame the search resumes from, -1 once the
	// search is over.
	row int
	// trivial is set while the one solution of a board of size 0 or 1
	// has yet to be visited; those boards have no rows to backtrack over.
	trivial bool
	// steps is how many more times Advance may go back up a row before
	// it pauses, so that a caller can look at a context now and then.
	steps int
}

// New returns a search positioned before the first solution of size n.
// n must be in [0, MaxN].
func New(n int) *Search {
	s := &Search{n: n, steps: math.MaxInt}
	if n <= 1 {
		s.trivial, s.row = true, -1
		return s
	}
	s.frames[0] = frame{cols: ^columnsBelow(n), avail: columnsBelow(n)}
	return s
}

// Solution returns a copy of the last solution found.
func (s *Search) Solution() []int {
	return slices.Clone(s.board[:s.n])
}

// Seek positions s so that the next call of Advance returns the smallest
// solution greater than b. It rebuilds the frames of b's longest prefix that
// is free of conflicts, plus the row after it, in O(n): every square up to
// b[r] in those rows has been tried already. The values of b must be in
// [0, len(b)) and len(b) must equal s.n.
func (s *Search) Seek(b []int) {
	n := s.n
	if n <= 1 {
		s.trivial = false // the one solution is not greater than itself
		return
	}
	cols, diag, anti := ^columnsBelow(n), uint64(0), uint64(0)
	for r, c := range b[:n-1] {
		bit := uint64(1) << uint(c)
		free := ^(cols | diag | anti)
		// The squares right of b[r] are still to try, and b[r] itself
		// too if it leads to a solution greater than b: that happens
		// when b[r] is in the row above the last and the last row has a
		// free square right of b's.
		tried := columnsBelow(c + 1)
		below := ^(cols | bit | (diag|bit)<<1 | (anti|bit)>>1)
		if r == n-2 && free&bit != 0 && below&^columnsBelow(b[n-1]+1) != 0 {
			tried = columnsBelow(c)
		}
		s.frames[r] = frame{cols, diag, anti, free &^ tried}
		s.row = r
		if free&bit == 0 {
			// No solution keeps b[:r+1]: the search resumes in row r.
			return
		}
		cols, diag, anti = cols|bit, (diag|bit)<<1, (anti|bit)>>1
	}
}

// Advance moves s to its next solution, leaves it in s.board and reports
// whether there was one. It reports false too when it has gone back up a
// row s.steps times, and then s.row is not -1: the search is paused, and
// the next call goes on from there.
//
// It is a loop of its own, though a completion of the empty puzzle visits
// the same boards, because without the completion's gaps between rows and
// squares ruled out in advance it is some 10% faster (All(14)). The loop
// keeps the frame of the current row in local variables and touches the
// stack only to go down or up a row. The last row never gets a
// frame: once the rows above it are filled, one column is left for it, and
// that square is either free or not.
func (s *Search) Advance() bool {
	if s.trivial {
		s.trivial = false
		return true
	}
	r := s.row
	if r < 0 {
		return false
	}
	penultimate := s.n - 2
	frames := &s.frames
	f := frames[r&(MaxN-1)]
	cols, diag, anti, avail := f.cols, f.diag, f.anti, f.avail
	for {
		if avail == 0 {
			if r == 0 {
				s.row = -1
				return false
			}
			r--
			if s.steps--; s.steps == 0 {
				// The frame of row r is on the stack already.
				s.row = r
				return false
			}
			f := frames[r&(MaxN-1)]
			cols, diag, anti, avail = f.cols, f.diag, f.anti, f.avail
			continue
		}
		bit := avail & -avail
		avail ^= bit
		below := ^(cols | bit | (diag|bit)<<1 | (anti|bit)>>1)
		if r == penultimate {
			if below == 0 {
				continue
			}
			frames[r&(MaxN-1)] = frame{cols, diag, anti, avail}
			s.row = r
			s.record(bit, below)
			return true
		}
		frames[r&(MaxN-1)] = frame{cols, diag, anti, avail}
		cols, diag, anti, avail = cols|bit, (diag|bit)<<1, (anti|bit)>>1, below
		r++
	}
}

// AdvanceContext is Advance, pausing every pollSteps times it goes back up
// a row to look at ctx: it returns ctx.Err() once ctx is done.
func (s *Search) AdvanceContext(ctx context.Context) (bool, error) {
	for {
		if err := ctx.Err(); err != nil {
			return false, err
		}
		s.steps = pollSteps
		if s.Advance() {
			return true, nil
		}
		if s.row < 0 {
			return false, nil
		}
	}
}

// pollSteps is how many times a search goes back up a row between two
// looks at its context: a small fraction of a millisecond of search.
const pollSteps = 1 << 14

// record fills s.board with the solution found when the search stands in the
// row above the last: the column of each upper row is the one its frame adds
// to the columns of the row below it, and the last two rows hold the squares
// bit and last.
func (s *Search) record(bit, last uint64) {
	n := s.n
	for r := range n - 2 {
		placed := s.frames[(r+1)&(MaxN-1)].cols &^ s.frames[r&(MaxN-1)].cols
		s.board[r&(MaxN-1)] = bits.TrailingZeros64(placed)
	}
	s.board[(n-2)&(MaxN-1)] = bits.TrailingZeros64(bit)
	s.board[(n-1)&(MaxN-1)] = bits.TrailingZeros64(last)
}

// --- Rows as bit masks ---
//
// The search keeps each row of the board in one 64-bit word: bit c stands
// for column c.

// frame is the state of one row of a partial placement, on the explicit
// stack of a search: the squares of the row
// attacked along columns, diagonals (down and to the right) and
// anti-diagonals (down and to the left) by the queens above it, and the
// squares of the row still to try. Going down a row, a queen's bit joins
// cols as it is, diag shifted left and anti shifted right. A search may
// put the columns beyond the board into cols, so that a free square is
// simply a bit that no mask holds.
type frame struct {
	cols, diag, anti uint64
	avail            uint64
}

// columnsBelow returns the set of columns [0, c).
func columnsBelow(c int) uint64 {
	if c >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(c) - 1
}
