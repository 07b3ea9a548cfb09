package stars

import (
	"context"
	"math/bits"
)

// countOne is Count for a grid of one queen to a unit. Its search holds
// a node's squares as lanes, a row to sixteen bits. At each node it makes
// the deductions of settle, and then splits the node's answers into those
// with a queen on the first free square of the open unit with the
// fewest, and those without, the node again with that square ruled out.
func countOne(ctx context.Context, s *State, limit int, found func(queens Set) bool) (count, nodes int, err error) {
	g := s.g
	n := g.N
	b := board{free: s.Free.lanes(n), queens: s.Queens.lanes(n)}
	for i := range n { // each need is 0 or 1
		b.rows |= uint16(s.need[i]) << i
		b.cols |= uint16(s.need[n+i]) << i
		b.regions |= uint16(s.need[2*n+i]) << i
	}
	c := oneCounter{g: g, counter: counter{ctx: ctx, limit: limit, found: found}}
	c.run(b, b.free)
	return c.count, c.nodes, c.err
}

// A board is a node of the search for one queen to a unit: its free
// squares, its queens, and its open units, those without a queen, a bit
// for each.
type board struct {
	free, queens        lanes
	rows, cols, regions uint16
}

// A oneCounter is the state of one countOne.
type oneCounter struct {
	g *Grid
	counter
}

// run counts the answers of b, in which the squares of news are ruled
// out since b was last settled, and reports whether the search goes on.
func (c *oneCounter) run(b board, news lanes) bool {
	for {
		c.nodes++
		if c.nodes%checkEvery == 0 {
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
		news = square(r, col)
		b.free = b.free.andNot(news)
	}
}

// kill returns the squares that a queen on square (r, col) rules out,
// itself included: those of its row, column and region, and those it
// touches or, by the diagonal rule, attacks.
func (c *oneCounter) kill(r, col int) lanes {
	g := c.g
	q := r*g.N + col
	return g.ruled[q].or(g.regionLanes[g.unitsOf[q][2]-2*g.N])
}

// place puts a queen on square (r, col) of b, which must be free.
func (c *oneCounter) place(b *board, r, col int) {
	g := c.g
	q := r*g.N + col
	x := g.unitsOf[q][2] - 2*g.N
	b.free = b.free.andNot(g.ruled[q].or(g.regionLanes[x])) // kill, with x at hand
	b.queens[r>>2] |= 1 << (16*(r&3) + col)
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
// settled: a unit with two free squares and none of news gave its
// deduction then.
func (c *oneCounter) settle(b *board, news lanes) bool {
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
func (c *oneCounter) units(b *board, news lanes) bool {
	g := c.g
	for m := b.rows; m != 0; m &= m - 1 {
		r := bits.TrailingZeros16(m)
		if b.rows&(1<<r) == 0 {
			continue // its queen placed in this pass
		}
		switch v := b.free.row(r); bits.OnesCount16(v) {
		case 0:
			return false
		case 1:
			c.place(b, r, bits.TrailingZeros16(v))
		case 2:
			if news.row(r) != 0 {
				c.pair(b, r, bits.TrailingZeros16(v), r, 15-bits.LeadingZeros16(v))
			}
		}
	}
	// A column with three free squares or more gives nothing.
	one, _, three := b.free.colCounts()
	if b.cols&^one != 0 {
		return false
	}
	for m := b.cols &^ three; m != 0; m &= m - 1 {
		if col := bits.TrailingZeros16(m); b.cols&(1<<col) != 0 && !c.unit(b, colLanes(1<<col), news) {
			return false
		}
	}
	for m := b.regions; m != 0; m &= m - 1 {
		if x := bits.TrailingZeros16(m); b.regions&(1<<x) != 0 && !c.unit(b, g.regionLanes[x], news) {
			return false
		}
	}
	return true
}

// unit makes the deduction of the open unit of squares u, as units does,
// and reports false if it has no free square.
func (c *oneCounter) unit(b *board, u, news lanes) bool {
	v := b.free.and(u)
	switch v.count() {
	case 0:
		return false
	case 1:
		r, col := v.first()
		c.place(b, r, col)
	case 2:
		if !news.and(u).empty() {
			r, col := v.first()
			r2, col2 := v.andNot(square(r, col)).first()
			c.pair(b, r, col, r2, col2)
		}
	}
	return true
}

// pair rules out the squares but (r, col) and (r2, col2) that a queen on
// either would rule out, for one of them holds a queen.
func (c *oneCounter) pair(b *board, r, col, r2, col2 int) {
	both := c.kill(r, col).and(c.kill(r2, col2))
	both[r>>2] &^= 1 << (16*(r&3) + col)
	both[r2>>2] &^= 1 << (16*(r2&3) + col2)
	b.free = b.free.andNot(both)
}

// match keeps, of the free squares of each open region of b, those in
// the rows and columns that some perfect matching (prune) of the open
// regions to the open rows, and to the open columns, gives it, and
// reports whether there are such matchings: the queens of an answer are
// one. That is every confinement of k regions to k rows or columns, and
// of k rows or columns to k regions, at once. Matchings of rows to
// columns would prune next to nothing that units do not.
func (c *oneCounter) match(b *board) bool {
	g := c.g
	var rows, cols [MaxN]uint16
	for m := b.regions; m != 0; m &= m - 1 {
		x := bits.TrailingZeros16(m)
		v := b.free.and(g.regionLanes[x])
		rows[x], cols[x] = v.rows(), v.cols()
	}
	keepRows, keepCols := rows, cols
	if !prune(&keepRows, b.regions) || !prune(&keepCols, b.regions) {
		return false
	}
	for m := b.regions; m != 0; m &= m - 1 {
		x := bits.TrailingZeros16(m)
		if keepRows[x] != rows[x] || keepCols[x] != cols[x] {
			out := rowLanes(rows[x] &^ keepRows[x]).or(colLanes(cols[x] &^ keepCols[x]))
			b.free = b.free.andNot(out.and(g.regionLanes[x]))
		}
	}
	return true
}

// branch returns the first free square of the open unit of b with the
// fewest free squares, the first such unit in the order of rows, columns
// and regions.
func (c *oneCounter) branch(b *board) (r, col int) {
	g := c.g
	best, fewest := lanes{}, MaxN*MaxN+1
	for m := b.rows; m != 0; m &= m - 1 {
		r := bits.TrailingZeros16(m)
		if k := bits.OnesCount16(b.free.row(r)); k < fewest {
			best, fewest = rowLanes(1<<r), k
		}
	}
	for m := b.cols; m != 0; m &= m - 1 {
		u := colLanes(1 << bits.TrailingZeros16(m))
		if k := b.free.and(u).count(); k < fewest {
			best, fewest = u, k
		}
	}
	for m := b.regions; m != 0; m &= m - 1 {
		u := g.regionLanes[bits.TrailingZeros16(m)]
		if k := b.free.and(u).count(); k < fewest {
			best, fewest = u, k
		}
	}
	return b.free.and(best).first()
}
