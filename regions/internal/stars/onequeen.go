package stars

import (
	"context"
	"math/bits"
)

// countOne is Count for a grid of one queen to a unit. Its search holds
// a node's squares as lanes, a row to a lane. At each node it makes
// the deductions of settle, and then splits the node's answers into those
// with a queen on the first free square of the open unit with the
// fewest, and those without, the node again with that square ruled out.
func countOne[W Words](ctx context.Context, s *State[W], limit int, found func(queens Set[W]) bool) (count, nodes int, err error) {
	g := s.g
	n := g.N
	b := board[W]{free: toLanes(s.Free, n), queens: toLanes(s.Queens, n)}
	for i := range n { // each need is 0 or 1
		b.rows |= uint32(s.need[i]) << i
		b.cols |= uint32(s.need[n+i]) << i
		b.regions |= uint32(s.need[2*n+i]) << i
	}
	c := oneCounter[W]{g: g, counter: counter[W]{ctx: ctx, limit: limit, found: found}}
	c.run(b, g.allLanes) // every unit looked at: one may have no free square
	return c.count, c.nodes, c.err
}

// A board is a node of the search for one queen to a unit: its free
// squares, its queens, and its open units, those without a queen, a bit
// for each.
type board[W Words] struct {
	free, queens        lanes[W]
	rows, cols, regions uint32
}

// A oneCounter is the state of one countOne.
type oneCounter[W Words] struct {
	g *Grid[W]
	counter[W]

	// The storage of match, kept from call to call: it writes what it
	// reads of them first.
	rows, cols, keepRows, keepCols [MaxN]uint32
	matching                       matching
}

// run counts the answers of b, in which the squares of news are ruled
// out since b was last settled, and reports whether the search goes on.
func (c *oneCounter[W]) run(b board[W], news lanes[W]) bool {
	for {
		c.nodes++
		if c.nodes%checkEvery == 0 {
			pause()
			if c.err = c.ctx.Err(); c.err != nil {
				return false
			}
		}
		if !c.settle(&b, news) {
			return true
		}
		if b.rows == 0 {
			c.count++
			if c.found != nil && !c.found(b.queens.set(c.g.N)) {
				return false
			}
			return c.count < c.limit
		}
		r, col := c.branch(&b)
		child := b
		c.place(&child, r, col)
		if !c.run(child, b.free.andNot(child.free)) {
			return false
		}
		news = square[W](r, col)
		b.free = b.free.andNot(news)
	}
}

// kill returns the squares that a queen on square (r, col) rules out,
// itself included, in two parts: those of its row and column, and those
// it touches or, by the diagonal rule, attacks; and those of its region.
func (c *oneCounter[W]) kill(r, col int) (ruled, region *lanes[W]) {
	g := c.g
	q := r*g.N + col
	return &g.ruled[q], &g.regionLanes[g.unitsOf[q][2]-2*g.N]
}

// place puts a queen on square (r, col) of b, which must be free.
func (c *oneCounter[W]) place(b *board[W], r, col int) {
	g := c.g
	q := r*g.N + col
	x := g.unitsOf[q][2] - 2*g.N
	b.free.clear(&g.ruled[q], &g.regionLanes[x]) // kill, with x at hand
	b.queens.add(r, col)
	b.rows &^= 1 << r
	b.cols &^= 1 << col
	b.regions &^= 1 << x
}

// settle makes the deductions of b again and again until none is left,
// and reports whether b may still have an answer. First those of units:
// an open unit with one free square takes its queen, and one with two
// rules out what a queen on either would. Then those of match, which
// rules out what no answer's matching of the open regions to the open
// rows and columns allows; it costs more, and comes once units give
// nothing more. The squares of news are those ruled out since b was last
// settled: a unit with none of them is as it was then, and gave its
// deduction then.
func (c *oneCounter[W]) settle(b *board[W], news lanes[W]) bool {
	for {
		for !news.empty() {
			before := b.free
			if !c.units(b, news) {
				return false
			}
			news = before.andNot(b.free)
		}
		before := b.free
		if !c.match(b) {
			return false
		}
		if b.free == before {
			return true
		}
		news = before.andNot(b.free)
	}
}

// units makes the deductions of the open units of b, as settle says, and
// reports false if one has no free square.
func (c *oneCounter[W]) units(b *board[W], news lanes[W]) bool {
	g := c.g
	for m := b.rows; m != 0; m &= m - 1 {
		r := bits.TrailingZeros32(m)
		if b.rows&(1<<r) == 0 {
			continue // its queen placed in this pass
		}
		if news.row(r) == 0 {
			continue // as it was when last looked at
		}
		switch v := b.free.row(r); bits.OnesCount32(v) {
		case 0:
			return false
		case 1:
			c.place(b, r, bits.TrailingZeros32(v))
		case 2:
			c.pair(b, r, bits.TrailingZeros32(v), r, 31-bits.LeadingZeros32(v))
		}
	}
	// A column with three free squares or more gives nothing.
	one, _, three := b.free.colCounts()
	if b.cols&^one != 0 {
		return false
	}
	for m := b.cols &^ three; m != 0; m &= m - 1 {
		if col := bits.TrailingZeros32(m); b.cols&(1<<col) != 0 && !c.unit(b, colLanes[W](1<<col), &news) {
			return false
		}
	}
	for m := b.regions; m != 0; m &= m - 1 {
		if x := bits.TrailingZeros32(m); b.regions&(1<<x) != 0 && !c.unit(b, g.regionLanes[x], &news) {
			return false
		}
	}
	return true
}

// unit makes the deduction of the open unit of squares u, as units does,
// and reports false if it has no free square.
func (c *oneCounter[W]) unit(b *board[W], u lanes[W], news *lanes[W]) bool {
	if !news.meets(&u) {
		return true // as it was when last looked at
	}
	switch b.free.andCount(&u) {
	case 0:
		return false
	case 1:
		v := b.free.and(u)
		r, col := v.first()
		c.place(b, r, col)
	case 2:
		v := b.free.and(u)
		r, col := v.first()
		v.remove(r, col)
		r2, col2 := v.first()
		c.pair(b, r, col, r2, col2)
	}
	return true
}

// pair rules out the squares but (r, col) and (r2, col2) that a queen on
// either would rule out, for one of them holds a queen.
func (c *oneCounter[W]) pair(b *board[W], r, col, r2, col2 int) {
	ruled, region := c.kill(r, col)
	ruled2, region2 := c.kill(r2, col2)
	var both lanes[W]
	for i := range len(both.w) {
		both.w[i] = (ruled.w[i] | region.w[i]) & (ruled2.w[i] | region2.w[i])
	}
	both.remove(r, col)
	both.remove(r2, col2)
	b.free = b.free.andNot(both)
}

// match keeps, of the free squares of each open region of b, those in
// the rows and columns that some perfect matching (prune) of the open
// regions to the open rows, and to the open columns, gives it, and
// reports whether there are such matchings: the queens of an answer are
// one. That is every confinement of k regions to k rows or columns, and
// of k rows or columns to k regions, at once. Matchings of rows to
// columns would prune next to nothing that units do not.
func (c *oneCounter[W]) match(b *board[W]) bool {
	g := c.g
	rows, cols, keepRows, keepCols := &c.rows, &c.cols, &c.keepRows, &c.keepCols
	for m := b.regions; m != 0; m &= m - 1 {
		x := bits.TrailingZeros32(m)
		v := b.free.and(g.regionLanes[x])
		rows[x], cols[x] = v.rows(), v.cols()
		keepRows[x], keepCols[x] = rows[x], cols[x]
	}
	if !c.matching.prune(keepRows, b.regions) || !c.matching.prune(keepCols, b.regions) {
		return false
	}
	for m := b.regions; m != 0; m &= m - 1 {
		x := bits.TrailingZeros32(m)
		if keepRows[x] != rows[x] || keepCols[x] != cols[x] {
			out := rowLanes[W](rows[x] &^ keepRows[x]).or(colLanes[W](cols[x] &^ keepCols[x]))
			b.free = b.free.andNot(out.and(g.regionLanes[x]))
		}
	}
	return true
}

// branch returns the first free square of the open unit of b with the
// fewest free squares, the first such unit in the order of rows, columns
// and regions.
func (c *oneCounter[W]) branch(b *board[W]) (r, col int) {
	g := c.g
	best, fewest := lanes[W]{}, MaxN*MaxN+1
	for m := b.rows; m != 0; m &= m - 1 {
		r := bits.TrailingZeros32(m)
		if k := bits.OnesCount32(b.free.row(r)); k < fewest {
			best, fewest = rowLanes[W](1<<r), k
		}
	}
	for m := b.cols; m != 0; m &= m - 1 {
		u := colLanes[W](1 << bits.TrailingZeros32(m))
		if k := b.free.andCount(&u); k < fewest {
			best, fewest = u, k
		}
	}
	for m := b.regions; m != 0; m &= m - 1 {
		u := &g.regionLanes[bits.TrailingZeros32(m)]
		if k := b.free.andCount(u); k < fewest {
			best, fewest = *u, k
		}
	}
	v := b.free.and(best)
	return v.first()
}
