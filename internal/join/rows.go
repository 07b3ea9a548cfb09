package join

import "math/bits"

// --- The table's entries, set of rows by set of rows ---
//
// A join of one X reads the entries of four sets of rows of the table: the
// rows of X in each side's north and south quarter. Where the whole table
// does not fit in the Counter's MaxMemory (5.4 GiB for sizes 24 and 25),
// and in the Rows of size streamN on, a count keeps only its index, and
// each goroutine places the entries of the sets of rows it needs, when it
// needs them, in a few slots of its own: at most 789 K entries a set of
// rows (6 MiB) for sizes 24 and 25, 143 K for 22 and 23. Placing them
// takes a search of those rows alone, far less than joining them.

// streamN is the size from which Rows stream their table's entries, so
// as to hold no more than the index of 22's table, 589 MiB whole; a
// count's join streams only where the whole table outgrows its
// MaxMemory, since reading the whole table counts the faster wherever it
// has been measured with this package's join (docs/performance.md,
// section "The join's table").
const streamN = 22

// rowSlots is the number of sets of rows a rowCache holds: the four of an
// X, and two more, which the next X often shares.
const rowSlots = 6

// A rowCache holds the entries of the sets of rows a goroutine's joins used
// last, in the order of the table.
type rowCache struct {
	t     *quarterTable
	clock uint64
	slots [rowSlots]rowSlot
	next  []uint32 // where the next entry of each set of columns goes
}

// A rowSlot holds the entries of one set of rows, and their edges.
type rowSlot struct {
	rows    uint32
	full    bool   // whether it holds the entries of rows
	used    uint64 // the clock of its last use
	entries []uint64
	edges   []uint8
}

func newRowCache(t *quarterTable) *rowCache {
	return &rowCache{t: t, next: make([]uint32, 1<<uint(t.h))}
}

// of returns the entries of the placements in rows, in the order of the
// table, ordered by their columns: entry i of those in rows and columns
// cols, of the table's index k = rows<<h|cols, is at t.start[k] -
// t.start[rows<<h] + i. The slice stays valid until rowSlots-1 other sets
// of rows have been asked for.
func (c *rowCache) of(rows uint32) []uint64 {
	entries, _ := c.withEdges(rows)
	return entries
}

// withEdges is of, and the edges of the entries, in the same order.
func (c *rowCache) withEdges(rows uint32) ([]uint64, []uint8) {
	c.clock++
	oldest := 0 // the slot used longest ago, or never
	for i := range c.slots {
		s := &c.slots[i]
		if s.full && s.rows == rows {
			s.used = c.clock
			return s.entries, s.edges
		}
		if s.used < c.slots[oldest].used {
			oldest = i
		}
	}
	s := &c.slots[oldest]
	s.entries, s.edges = c.t.place(s.entries, s.edges, c.next, rows)
	s.rows, s.full, s.used = rows, true, c.clock
	return s.entries, s.edges
}

// place returns the entries of the placements in rows, in dst's memory, in
// the order of the table, and their edges in that of edges, found by a
// search of those rows alone, with next as room for one position for each
// set of columns.
func (t *quarterTable) place(dst []uint64, edges []uint8, next []uint32, rows uint32) ([]uint64, []uint8) {
	h := uint(t.h)
	first := t.start[rows<<h]
	count := int(t.start[(rows+1)<<h] - first)
	if cap(dst) < count {
		dst = make([]uint64, count)
	}
	if cap(edges) < count {
		edges = make([]uint8, count)
	}
	dst, edges = dst[:count], edges[:count]
	for cols := range next {
		next[cols] = t.start[rows<<h|uint32(cols)] - first
	}
	full := (uint64(1)<<uint(t.h) - 1)
	// The rows are taken from the top; a queen in row r and column j
	// stands on diagonal r-j+h-1 and anti-diagonal r+j, as in the table.
	// edge holds the rows of the queens of the first and last columns.
	last := uint(t.h - 1)
	var search func(rest uint32, cols, diag, anti uint64, edge uint8)
	search = func(rest uint32, cols, diag, anti uint64, edge uint8) {
		if rest == 0 {
			dst[next[cols]] = entryOf(diag, anti)
			edges[next[cols]] = edge
			next[cols]++
			return
		}
		r := uint(bits.TrailingZeros32(rest))
		for free := full &^ cols; free != 0; free &= free - 1 {
			j := uint(bits.TrailingZeros64(free))
			d, a := uint64(1)<<(r-j+h-1), uint64(1)<<(r+j)
			if diag&d == 0 && anti&a == 0 {
				e := edge
				switch j {
				case 0:
					e = e&0xf0 | uint8(r)
				case last:
					e = e&0x0f | uint8(r)<<4
				}
				if last == 0 {
					e = edgeRows(r, r)
				}
				search(rest&(rest-1), cols|1<<j, diag|d, anti|a, e)
			}
		}
	}
	search(rows, 0, 0, 0, edgeRows(noEdge, noEdge))
	return dst, edges
}

// rows returns the entries of the placements in rows of a filled table, as
// rowCache.of does.
func (t *quarterTable) rows(rows uint32) []uint64 {
	h := uint(t.h)
	return t.entries[t.start[rows<<h]:t.start[(rows+1)<<h]]
}

// rowsWithEdges is rows, and the edges of the entries, in the same order.
func (t *quarterTable) rowsWithEdges(rows uint32) ([]uint64, []uint8) {
	h := uint(t.h)
	first, end := t.start[rows<<h], t.start[(rows+1)<<h]
	return t.entries[first:end], t.edges[first:end]
}

// edgesIn returns the edges of the entries in rows and columns cols, out
// of edges, those of rows.
func (t *quarterTable) edgesIn(edges []uint8, rows, cols uint32) []uint8 {
	h := uint(t.h)
	first := t.start[rows<<h]
	i := rows<<h | cols
	return edges[t.start[i]-first : t.start[i+1]-first]
}

// in returns the entries of the placements in rows and columns cols, out
// of entries, those of rows.
func (t *quarterTable) in(entries []uint64, rows, cols uint32) []uint64 {
	h := uint(t.h)
	first := t.start[rows<<h]
	i := rows<<h | cols
	return entries[t.start[i]-first : t.start[i+1]-first]
}
