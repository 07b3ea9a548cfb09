package backtrack

import (
	"math/bits"
	"sync/atomic"
)

// --- The counter's inner search ---
//
// A subproblem of the counter is a start placement: the queens of the four
// border lines. Its completions fill rows 1 to n-2 of the board. Before the
// search, the squares of those rows that the start queens attack are ruled
// out once, and the row of the queen in the left or right column keeps just
// that queen's square; the search is then a bitmask backtracker over n-2
// rows with one mask of allowed squares per row.
//
// The search goes row by row in blocks rather than queen by queen. A frame
// holds the masks of one partial placement and the squares left to try in
// its next row. Each row has a block of up to blockSize frames. The search
// takes squares one at a time from the frames in one row's block, and
// writes the frame each one leads to into the block of the next row, until
// that block is full or this one is used up; then it goes down to the
// block it filled, or back up to the row above when its block is used up.
// The blocks form an explicit stack, and the loop over a block has no
// branch that depends on the board but its end: a queen that leaves no
// square in one of the next two rows still writes its frame, and the next
// frame overwrites it. Depth-first search, queen by queen, spends most of
// its time on branches the processor cannot predict, since the tree below a
// queen is small and uneven.

// maxN is the largest board size, the bits of a mask.
const maxN = 64

// frame is the state of one row of a partial placement in a block: the
// squares of the row attacked along columns, diagonals (down and to the
// right) and anti-diagonals (down and to the left) by the queens above it,
// and the squares of the row still to try. Going down a row, a queen's bit
// joins cols as it is, diag shifted left and anti shifted right.
type frame struct {
	cols, diag, anti uint64
	avail            uint64
}

// columnBit returns the set holding column c, which is empty when c is
// outside [0, 64).
func columnBit(c int) uint64 {
	if c < 0 || c >= 64 {
		return 0
	}
	return 1 << uint(c)
}

// blockSize is the number of frames in a block. It is a power of two, so
// that indexes into a block can be masked into range, and the two blocks
// in use, the one read and the one written, take 16 KiB together, which
// fits in the first-level cache.
const blockSize = 256

// startSearch holds the rows that the inner search fills, for one start
// placement, and the blocks that it searches them with.
type startSearch struct {
	// allowed[i] holds the squares of row i+1 that the start queens leave
	// free. Each mask either avoids column 63 or is just that square
	// (the row of a queen in the right column of a board of 64), so every
	// set of squares the search takes from it is below 2^63 or is 2^63
	// itself, as some requires.
	allowed [maxN]uint64
	rows    int          // n-2, the number of rows to fill
	blocks  [maxN]*block // blocks[i] holds the frames of row i+1
}

// A block holds the frames of one row whose squares are left to try, as a
// ring: frames head to tail-1, taken modulo blockSize. Taking the lowest square
// of a frame puts the frame back at the end of the ring with that square
// gone, so each step of the search takes exactly one square, without a
// branch. The ring never holds more than blockSize frames: it starts with
// at most that many, and each step takes one and puts back at most one.
type block struct {
	frames     [blockSize]frame
	head, tail int
}

// set makes p the search of start placement s of a board of size
// n ≥ 2.
func (p *startSearch) set(n int, s Start) {
	p.rows = n - 2
	inner := uint64(1)<<uint(n-1) - 2 // the columns of the inner rows: 1 to n-2
	qs := s.Queens(n)
	for r := 1; r < n-1; r++ {
		var free uint64
		switch r {
		case int(s.Left):
			free = 1
		case int(s.Right):
			free = 1 << uint(n-1)
		default:
			free = inner &^ (1<<uint(s.Top) | 1<<uint(s.Bottom))
			for _, q := range qs {
				d := r - q[0]
				free &^= columnBit(q[1]+d) | columnBit(q[1]-d)
			}
		}
		p.allowed[r-1] = free
	}
}

// count returns the number of completions of p and the number of queens the
// search placed, not counting the last two rows, with ok set. It checks
// stop before it fills each block, of at most blockSize frames; once stop
// is true, it gives up and returns ok = false.
func (p *startSearch) count(stop *atomic.Bool) (found, nodes uint64, ok bool) {
	rows := &p.allowed
	switch p.rows {
	case 0:
		return 1, 0, true
	case 1, 2:
		return p.countShort(), 0, true
	}
	last := p.rows - 1
	for d := range last - 1 {
		if p.blocks[d] == nil {
			p.blocks[d] = new(block)
		}
	}
	root := p.blocks[0]
	root.frames[0] = frame{avail: rows[0]}
	root.head, root.tail = 0, int(some(rows[0]))
	for d := 0; d >= 0; {
		in := p.blocks[d&(maxN-1)]
		if d == last-2 {
			f, k := finish(in, rows[(d+1)&(maxN-1)], rows[last&(maxN-1)])
			found += f
			nodes += uint64(k)
			d--
			continue
		}
		if in.head == in.tail {
			d--
			continue
		}
		if stop.Load() {
			return 0, nodes, false
		}
		out := p.blocks[(d+1)&(maxN-1)]
		nodes += uint64(expand(in, out, rows[(d+1)&(maxN-1)], rows[(d+2)&(maxN-1)]))
		if out.tail > 0 {
			d++
		}
	}
	return found, nodes, true
}

// expand takes squares one at a time from the frames of in, and fills out
// with the frames they lead to, given next and after, the allowed squares
// of the next row and of the one after it. A queen leads to a frame if it
// leaves a square free in both rows. expand stops when out holds
// blockSize frames or in is used up, and returns the number of squares it
// took.
func expand(in, out *block, next, after uint64) (taken int) {
	head, tail := in.head, in.tail
	src, dst := &in.frames, &out.frames
	o := 0
	for ; head != tail && o != blockSize; head++ {
		f := src[head&(blockSize-1)]
		bit := f.avail & -f.avail
		rest := f.avail ^ bit
		src[tail&(blockSize-1)] = frame{f.cols, f.diag, f.anti, rest}
		tail += int(some(rest))
		// The frame is written whether or not it passes, and o counts
		// it only if it does. Storing field by field keeps the masks
		// in registers.
		c := &dst[o&(blockSize-1)]
		nc := f.cols | bit
		c.cols = nc
		nd := (f.diag | bit) << 1
		c.diag = nd
		na := (f.anti | bit) >> 1
		c.anti = na
		free := next &^ (nc | nd | na)
		c.avail = free
		o += int(both(free, after&^(nc|nd<<1|na>>1)))
	}
	taken = head - in.head
	in.head, in.tail = head, tail
	out.head, out.tail = 0, o
	return taken
}

// finish counts the completions of the frames of in, those of the third
// row from the last, given next and final, the allowed squares of the last
// two rows. After a queen in the third row from the last, the next row has
// at most two free squares: one column is left for each of the last two
// rows, or a row keeps only the square of a start queen. Both ways of
// filling the last two rows are checked without a branch. finish returns
// the completions and the number of squares it took.
func finish(in *block, next, final uint64) (found uint64, taken int) {
	head, tail := in.head, in.tail
	src := &in.frames
	for ; head != tail; head++ {
		f := src[head&(blockSize-1)]
		bit := f.avail & -f.avail
		rest := f.avail ^ bit
		src[tail&(blockSize-1)] = frame{f.cols, f.diag, f.anti, rest}
		tail += int(some(rest))
		nc, nd, na := f.cols|bit, (f.diag|bit)<<1, (f.anti|bit)>>1
		free := next &^ (nc | nd | na)
		lo := free & -free
		hi := free ^ lo
		found += both(lo, final&^(nc|lo|(nd|lo)<<1|(na|lo)>>1))
		found += both(hi, final&^(nc|hi|(nd|hi)<<1|(na|hi)>>1))
	}
	taken = head - in.head
	in.head, in.tail = head, tail
	return found, taken
}

// countShort counts the completions of a subproblem of one or two rows.
func (p *startSearch) countShort() uint64 {
	first := p.allowed[0]
	if p.rows == 1 {
		return uint64(bits.OnesCount64(first))
	}
	var found uint64
	for ; first != 0; first &= first - 1 {
		bit := first & -first
		found += uint64(bits.OnesCount64(p.allowed[1] &^ (bit | bit<<1 | bit>>1)))
	}
	return found
}

// some returns 1 if the set of squares x is not empty, and 0 if it is. It
// takes x to be below 2^63 or 2^63 itself, which saves an instruction
// over a test that holds for every x.
func some(x uint64) uint64 { return (x + (1<<63 - 1)) >> 63 }

// both returns 1 if neither x nor y is empty, and 0 if either is, for x
// and y as some takes them.
func both(x, y uint64) uint64 { return ((x + (1<<63 - 1)) & (y + (1<<63 - 1))) >> 63 }
