// Package complete searches the completions of a puzzle: a board on which
// some queens are placed and some squares blocked. Completion walks them in
// lexicographic order, or counts them, by backtracking over the rows that
// hold no placed queen; Solve finds any one, or proves there is none, by
// a search that fills the row or column with the fewest free squares
// first and restarts. The nqueens package's Puzzle holds a Grid, and
// documents what its searches promise.
package complete

import (
	"context"
	"math"
	"math/bits"
	"slices"
)

// A Grid is a puzzle: a board of size N, the rows that hold a placed queen
// (bit r of Placed for row r), the column of each such queen, and the
// blocked squares of each row (bit c of Blocked[r] for column c).
type Grid struct {
	N       int
	Placed  uint64
	Queens  [maxN]int
	Blocked [maxN]uint64
}

// Queen returns the column of the queen placed in row, and whether there
// is one.
func (g *Grid) Queen(row int) (col int, ok bool) {
	return g.Queens[row], g.Placed&(1<<uint(row)) != 0
}

// PlacedColumns returns the column of the queen placed in each row, -1 for a row
// without one.
func (g *Grid) PlacedColumns() []int {
	cols := make([]int, g.N)
	for r := range cols {
		cols[r] = -1
		if c, ok := g.Queen(r); ok {
			cols[r] = c
		}
	}
	return cols
}

// Attacks reports whether queens on the distinct squares at row r1, column
// c1 and row r2, column c2 share a column or a diagonal.
func Attacks(r1, c1, r2, c2 int) bool {
	dr, dc := r1-r2, c1-c2
	return dc == 0 || dr == dc || dr == -dc
}

// maxN is the largest size of a Grid: a row is one 64-bit word.
const maxN = 64

// frame is the state of one free row on the explicit stack of a
// Completion: the squares of the row attacked along columns, diagonals and
// anti-diagonals by the queens above it, and the squares still to try.
type frame struct {
	cols, diag, anti uint64
	avail            uint64
}

// below returns the set of columns [0, c), for c from 0 to 64.
func below(c int) uint64 { return ^uint64(0) >> (64 - uint(c)) }

// bit returns the set holding column c, empty when c is outside [0, 64).
func bit(c int) uint64 {
	if uint(c) >= 64 {
		return 0
	}
	return 1 << uint(c)
}

// pollSteps is how many times a search goes back up a row between two
// looks at its context.
const pollSteps = 1 << 14

// A Completion is an explicit-stack backtracker over the rows of a Grid
// that hold no placed queen, the free rows. Each free row starts with the
// squares that the placed queens attack or that are blocked ruled out, so
// the search never visits a placed queen's row: going from one free row to
// the next, it shifts the diagonal masks by the number of rows between.
type Completion struct {
	frames [maxN]frame  // frames[d] belongs to the free row at depth d
	row    [maxN]int    // row[d] is the free row at depth d
	gap    [maxN]uint   // gap[d] is row[d] - row[d-1]
	forbid [maxN]uint64 // forbid[d] holds the squares ruled out in row[d] in advance
	board  [maxN]int    // the last completion found
	n      int
	free   int // the number of free rows
	// depth is the depth to resume from, -1 once the search is over.
	depth int
	// trivial is set while a puzzle with no free row has yet to yield its
	// one completion, its placed queens.
	trivial bool
	// steps is how many more times advance may go back up a row before
	// it pauses, as [search.advance] does, so that a caller can look at
	// a context now and then.
	steps int
}

// New returns a search positioned before the first completion of g.
func New(g *Grid) *Completion {
	c := new(Completion)
	c.Init(g)
	return c
}

// Init positions c before the first completion of g.
func (c *Completion) Init(g *Grid) {
	n := g.N
	*c = Completion{n: n, depth: -1, steps: math.MaxInt}
	offBoard := ^below(n)
	for r := range n {
		if col, ok := g.Queen(r); ok {
			c.board[r] = col
			continue
		}
		// The squares of row r ruled out in advance: those blocked and
		// those a placed queen attacks.
		ruled := offBoard | g.Blocked[r]
		for qr := range n {
			qc, ok := g.Queen(qr)
			if !ok {
				continue
			}
			d := r - qr
			ruled |= 1<<uint(qc) | bit(qc+d) | bit(qc-d)
		}
		d := c.free
		c.row[d], c.forbid[d] = r, ruled
		if d > 0 {
			c.gap[d] = uint(r - c.row[d-1])
		}
		c.free++
	}
	if c.free == 0 {
		c.trivial = true
		return
	}
	c.depth = 0
	c.frames[0].avail = ^c.forbid[0]
}

// Last returns the last completion found, in c's own memory: valid until
// c searches again, and not to be changed.
func (c *Completion) Last() []int { return c.board[:c.n] }

// Solution returns a copy of the last completion found.
func (c *Completion) Solution() []int {
	return slices.Clone(c.board[:c.n])
}

// Advance moves c to its next completion, leaves it in c.board and reports
// whether there was one. It reports false too when it has gone back up a
// row c.steps times, and then c.depth is not -1: the search is paused, and
// the next call goes on from there. It has the shape of [search.advance],
// apart for what a puzzle adds: the diagonals shift by the gap to the next
// free row, and each free row has squares ruled out in advance.
func (c *Completion) Advance() bool {
	if c.trivial {
		c.trivial = false
		return true
	}
	d := c.depth
	if d < 0 {
		return false
	}
	last := c.free - 1
	f := c.frames[d&(maxN-1)]
	cols, diag, anti, avail := f.cols, f.diag, f.anti, f.avail
	for {
		if avail == 0 {
			if d == 0 {
				c.depth = -1
				return false
			}
			d--
			if c.steps--; c.steps == 0 {
				// The frame of depth d is on the stack already.
				c.depth = d
				return false
			}
			f := c.frames[d&(maxN-1)]
			cols, diag, anti, avail = f.cols, f.diag, f.anti, f.avail
			continue
		}
		bit := avail & -avail
		avail ^= bit
		c.board[c.row[d&(maxN-1)]&(maxN-1)] = bits.TrailingZeros64(bit)
		c.frames[d&(maxN-1)] = frame{cols, diag, anti, avail}
		if d == last {
			c.depth = d
			return true
		}
		d++
		gap := c.gap[d&(maxN-1)] & (maxN - 1)
		cols, diag, anti = cols|bit, (diag|bit)<<gap, (anti|bit)>>gap
		avail = ^(cols | diag | anti | c.forbid[d&(maxN-1)])
	}
}

// AdvanceContext is advance, pausing every pollSteps times it goes back up
// a row to look at ctx: it returns ctx.Err() once ctx is done. In
// WebAssembly each pause lets the other goroutines run, so that a
// deadline's timer fires there too.
func (c *Completion) AdvanceContext(ctx context.Context) (bool, error) {
	for {
		pause()
		if err := ctx.Err(); err != nil {
			return false, err
		}
		c.steps = pollSteps
		if c.Advance() {
			return true, nil
		}
		if c.depth < 0 {
			return false, nil
		}
	}
}

// Count returns the number of completions from the start, counting the free
// squares of the last free row rather than visiting them. It has the shape
// of advance, apart because it never stops at a completion, and so keeps
// no board.
func (c *Completion) Count() uint64 {
	if c.trivial {
		return 1
	}
	var found uint64
	d, last := 0, c.free-1
	var cols, diag, anti uint64
	avail := c.frames[0].avail
	if last == 0 {
		return uint64(bits.OnesCount64(avail))
	}
	for {
		if avail == 0 {
			if d == 0 {
				return found
			}
			d--
			f := c.frames[d&(maxN-1)]
			cols, diag, anti, avail = f.cols, f.diag, f.anti, f.avail
			continue
		}
		bit := avail & -avail
		avail ^= bit
		gap := c.gap[(d+1)&(maxN-1)] & (maxN - 1)
		below := ^(cols | bit | (diag|bit)<<gap | (anti|bit)>>gap | c.forbid[(d+1)&(maxN-1)])
		if d+1 == last {
			found += uint64(bits.OnesCount64(below))
			continue
		}
		c.frames[d&(maxN-1)] = frame{cols, diag, anti, avail}
		cols, diag, anti, avail = cols|bit, (diag|bit)<<gap, (anti|bit)>>gap, below
		d++
	}
}

// CountContext is count, looking at ctx every pollSteps times it goes back
// up a row, and returning ctx.Err() once ctx is done. It is a loop of its
// own, though count could take the context too, because counting those
// steps makes count measurably slower (BenchmarkPuzzleCount;
// docs/performance.md, section "Completing puzzles"), and Puzzle.Count
// has no use for them.
func (c *Completion) CountContext(ctx context.Context) (uint64, error) {
	if c.trivial {
		return 1, nil
	}
	var found uint64
	d, last := 0, c.free-1
	var cols, diag, anti uint64
	avail := c.frames[0].avail
	if last == 0 {
		return uint64(bits.OnesCount64(avail)), nil
	}
	steps := pollSteps
	for {
		if avail == 0 {
			if d == 0 {
				return found, nil
			}
			d--
			if steps--; steps == 0 {
				pause()
				if err := ctx.Err(); err != nil {
					return 0, err
				}
				steps = pollSteps
			}
			f := c.frames[d&(maxN-1)]
			cols, diag, anti, avail = f.cols, f.diag, f.anti, f.avail
			continue
		}
		bit := avail & -avail
		avail ^= bit
		gap := c.gap[(d+1)&(maxN-1)] & (maxN - 1)
		below := ^(cols | bit | (diag|bit)<<gap | (anti|bit)>>gap | c.forbid[(d+1)&(maxN-1)])
		if d+1 == last {
			found += uint64(bits.OnesCount64(below))
			continue
		}
		c.frames[d&(maxN-1)] = frame{cols, diag, anti, avail}
		cols, diag, anti, avail = cols|bit, (diag|bit)<<gap, (anti|bit)>>gap, below
		d++
	}
}

// A Search is a search that looks at a context now and then as it
// advances to its next board: a Completion, or internal/enumerate's
// search of the solutions of a size.
type Search interface {
	AdvanceContext(ctx context.Context) (bool, error)
	Solution() []int
}

// Each calls yield with each board s finds and a nil error, until yield
// returns false, and if ctx is done before s has found them all, once
// more with nil and ctx.Err(): the iterators of the root package and of
// package puzzle over their searches.
func Each(s Search, ctx context.Context, yield func([]int, error) bool) {
	for {
		ok, err := s.AdvanceContext(ctx)
		switch {
		case err != nil:
			yield(nil, err)
			return
		case !ok:
			return
		}
		if !yield(s.Solution(), nil) {
			return
		}
	}
}
