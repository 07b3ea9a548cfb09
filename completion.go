package nqueens

import (
	"context"
	"math"
	"math/bits"
	"slices"
)

// completion is an explicit-stack backtracker over the rows of a [Puzzle]
// that hold no placed queen, the free rows. Each free row starts with the
// squares that the placed queens attack or that are blocked ruled out, so
// the search never visits a placed queen's row: going from one free row to
// the next, it shifts the diagonal masks by the number of rows between.
type completion struct {
	frames [MaxN]frame  // frames[d] belongs to the free row at depth d
	row    [MaxN]int    // row[d] is the free row at depth d
	gap    [MaxN]uint   // gap[d] is row[d] - row[d-1]
	forbid [MaxN]uint64 // forbid[d] holds the squares ruled out in row[d] in advance
	board  [MaxN]int    // the last completion found
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

// newCompletion returns a search positioned before the first completion of p.
func newCompletion(p *Puzzle) *completion {
	c := new(completion)
	c.init(p)
	return c
}

// init positions c before the first completion of p.
func (c *completion) init(p *Puzzle) {
	n := p.n
	*c = completion{n: n, depth: -1, steps: math.MaxInt}
	offBoard := ^columnsBelow(n)
	for r := range n {
		if col, ok := p.queen(r); ok {
			c.board[r] = col
			continue
		}
		// The squares of row r ruled out in advance: those blocked and
		// those a placed queen attacks.
		ruled := offBoard | p.blockedIn(r)
		for qr := range n {
			qc, ok := p.queen(qr)
			if !ok {
				continue
			}
			d := r - qr
			ruled |= 1<<uint(qc) | columnBit(qc+d) | columnBit(qc-d)
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

// solution returns a copy of the last completion found.
func (c *completion) solution() Board {
	return slices.Clone(Board(c.board[:c.n]))
}

// advance moves c to its next completion, leaves it in c.board and reports
// whether there was one. It reports false too when it has gone back up a
// row c.steps times, and then c.depth is not -1: the search is paused, and
// the next call goes on from there. It has the shape of [search.advance],
// apart for what a puzzle adds: the diagonals shift by the gap to the next
// free row, and each free row has squares ruled out in advance.
func (c *completion) advance() bool {
	if c.trivial {
		c.trivial = false
		return true
	}
	d := c.depth
	if d < 0 {
		return false
	}
	last := c.free - 1
	f := c.frames[d&(MaxN-1)]
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
			f := c.frames[d&(MaxN-1)]
			cols, diag, anti, avail = f.cols, f.diag, f.anti, f.avail
			continue
		}
		bit := avail & -avail
		avail ^= bit
		c.board[c.row[d&(MaxN-1)]&(MaxN-1)] = bits.TrailingZeros64(bit)
		c.frames[d&(MaxN-1)] = frame{cols, diag, anti, avail}
		if d == last {
			c.depth = d
			return true
		}
		d++
		gap := c.gap[d&(MaxN-1)] & (MaxN - 1)
		cols, diag, anti = cols|bit, (diag|bit)<<gap, (anti|bit)>>gap
		avail = ^(cols | diag | anti | c.forbid[d&(MaxN-1)])
	}
}

// advanceContext is advance, pausing every pollSteps times it goes back up
// a row to look at ctx: it returns ctx.Err() once ctx is done.
func (c *completion) advanceContext(ctx context.Context) (bool, error) {
	for {
		if err := ctx.Err(); err != nil {
			return false, err
		}
		c.steps = pollSteps
		if c.advance() {
			return true, nil
		}
		if c.depth < 0 {
			return false, nil
		}
	}
}

// count returns the number of completions from the start, counting the free
// squares of the last free row rather than visiting them. It has the shape
// of advance, apart because it never stops at a completion, and so keeps
// no board.
func (c *completion) count() uint64 {
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
			f := c.frames[d&(MaxN-1)]
			cols, diag, anti, avail = f.cols, f.diag, f.anti, f.avail
			continue
		}
		bit := avail & -avail
		avail ^= bit
		gap := c.gap[(d+1)&(MaxN-1)] & (MaxN - 1)
		below := ^(cols | bit | (diag|bit)<<gap | (anti|bit)>>gap | c.forbid[(d+1)&(MaxN-1)])
		if d+1 == last {
			found += uint64(bits.OnesCount64(below))
			continue
		}
		c.frames[d&(MaxN-1)] = frame{cols, diag, anti, avail}
		cols, diag, anti, avail = cols|bit, (diag|bit)<<gap, (anti|bit)>>gap, below
		d++
	}
}

// countContext is count, looking at ctx every pollSteps times it goes back
// up a row, and returning ctx.Err() once ctx is done. It is a loop of its
// own, though count could take the context too, because counting those
// steps makes count some 10% slower (BenchmarkPuzzleCount), and
// Puzzle.Count has no use for them.
func (c *completion) countContext(ctx context.Context) (uint64, error) {
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
				if err := ctx.Err(); err != nil {
					return 0, err
				}
				steps = pollSteps
			}
			f := c.frames[d&(MaxN-1)]
			cols, diag, anti, avail = f.cols, f.diag, f.anti, f.avail
			continue
		}
		bit := avail & -avail
		avail ^= bit
		gap := c.gap[(d+1)&(MaxN-1)] & (MaxN - 1)
		below := ^(cols | bit | (diag|bit)<<gap | (anti|bit)>>gap | c.forbid[(d+1)&(MaxN-1)])
		if d+1 == last {
			found += uint64(bits.OnesCount64(below))
			continue
		}
		c.frames[d&(MaxN-1)] = frame{cols, diag, anti, avail}
		cols, diag, anti, avail = cols|bit, (diag|bit)<<gap, (anti|bit)>>gap, below
		d++
	}
}
