package join

import (
	"context"
	"math/bits"
	"sync"
)

// A quarterTable holds every placement of queens that attack no other queen
// in an h×h square, the empty one included, grouped by their rows and
// columns: those standing in rows r and columns c, as bit sets, are
// entries[start[r<<h|c]:start[r<<h|c+1]]. Each entry holds the diagonals of
// its queens in its low entryHalf bits, the queen in row i and column j on
// diagonal i-j+h-1, and the anti-diagonals in its high entryHalf bits, the
// queen on anti-diagonal i+j. One table serves all four quarters of a
// board, by translation: the join counter shifts the diagonals into place.
// edges[i] tells the queens of entry i in the square's first and last
// columns (edgeRows).
type quarterTable struct {
	h       int
	start   []uint32
	entries []uint64
	edges   []uint8
}

// edgeRows returns the byte of edges of a placement whose queen of the
// square's first column stands in row first, and of its last column in
// row last, each noEdge where the placement has none: first in the low
// four bits, last in the high four.
func edgeRows(first, last uint) uint8 { return uint8(first | last<<4) }

// noEdge is the row of edgeRows of a column with no queen.
const noEdge = 15

// The layout of an entry: the diagonals in its low entryHalf bits, the
// anti-diagonals in its high ones.
const (
	entryHalf = 32
	entryLow  = 1<<entryHalf - 1 // the diagonals' half of an entry
)

// entryOf returns the entry of a placement on the diagonals diag and the
// anti-diagonals anti.
func entryOf(diag, anti uint64) uint64 { return diag | anti<<entryHalf }

// pollPlacements is how many placements a search of them visits between
// two looks at its context: few enough that a cancelled search stops
// soon, enough that the looks cost nothing to speak of.
const pollPlacements = 1 << 16

// newQuarterIndex returns the table of the h×h square, 1 ≤ h ≤ 12,
// without its entries: it knows how many placements stand in each rows
// and columns, which is all that estimating the cost of a count needs. It
// returns ctx.Err() if ctx is done before it is built.
func newQuarterIndex(ctx context.Context, h int) (*quarterTable, error) {
	t := &quarterTable{h: h, start: make([]uint32, 1<<(2*h)+1)}
	if err := countPlacements(ctx, h, t.start[1:]); err != nil {
		return nil, err
	}
	for i := 1; i < len(t.start); i++ {
		t.start[i] += t.start[i-1]
	}
	return t, nil
}

// fill places the entries of an index, or returns ctx.Err() if ctx is done
// before it has placed them all.
func (t *quarterTable) fill(ctx context.Context) error {
	entries := make([]uint64, t.start[len(t.start)-1])
	edges := make([]uint8, len(entries))
	next := make([]uint32, 1<<t.h)
	for rows := range uint32(1) << t.h {
		if rows%64 == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		first, end := t.start[rows<<t.h], t.start[(rows+1)<<t.h]
		t.place(entries[first:end:end], edges[first:end:end], next, rows)
	}
	t.entries, t.edges = entries, edges
	return nil
}

// count returns the number of placements in rows and columns cols.
func (t *quarterTable) count(rows, cols uint32) uint64 {
	i := rows<<uint(t.h) | cols
	return uint64(t.start[i+1] - t.start[i])
}

// of returns the entries of the placements in rows and columns cols, of a
// table that is filled.
func (t *quarterTable) of(rows, cols uint32) []uint64 {
	i := rows<<uint(t.h) | cols
	return t.entries[t.start[i]:t.start[i+1]]
}

// quarterSizes holds the number of entries of each table that quarterSize
// has counted.
var quarterSizes sync.Map // h → uint64

// quarterSize returns the memory, in bytes, that the table of the h×h
// square takes, 1 ≤ h ≤ 12, from the number of its entries, counted
// without building it the first time, by a search of the square's
// placements, or ctx.Err() if ctx is done before.
func quarterSize(ctx context.Context, h int) (uint64, error) {
	entries, ok := quarterSizes.Load(h)
	if !ok {
		count, err := quarterEntries(ctx, h)
		if err != nil {
			return 0, err
		}
		entries, _ = quarterSizes.LoadOrStore(h, count)
	}
	return entries.(uint64)*9 + quarterIndexSize(h), nil
}

// quarterIndexSize returns the memory, in bytes, that the index of the
// table of the h×h square takes: 16 MiB for h = 11, 64 MiB for h = 12.
func quarterIndexSize(h int) uint64 {
	return (1<<(2*h) + 1) * 4
}

// quarterEntries returns the number of placements of queens that attack no
// other in the h×h square, the empty one included: the entries of its
// table. It counts them rather than visit them: the last two rows add up
// their choices with a popcount, and the rows above, while they are empty,
// count a queen and its mirror image at once. It looks at ctx before each
// queen of the first four rows.
func quarterEntries(ctx context.Context, h int) (uint64, error) {
	full := (uint64(1)<<uint(h) - 1)
	var err error
	// placementsFrom counts the placements in rows row to h-1, given the
	// columns and the diagonals that the queens above rule out in row row.
	var placementsFrom func(row int, cols, diag, anti uint64) uint64
	placementsFrom = func(row int, cols, diag, anti uint64) uint64 {
		free := full &^ (cols | diag | anti)
		if row == h-1 {
			return 1 + uint64(bits.OnesCount64(free))
		}
		if row < 4 && err == nil {
			err = ctx.Err()
		}
		if row == h-2 {
			// The next row, below no queen here and below each one.
			total := 1 + uint64(bits.OnesCount64(full&^(cols|diag<<1|anti>>1)))
			for ; free != 0; free &= free - 1 {
				bit := free & -free
				total += 1 + uint64(bits.OnesCount64(full&^(cols|bit|(diag|bit)<<1|(anti|bit)>>1)))
			}
			return total
		}
		total := placementsFrom(row+1, cols, diag<<1&full, anti>>1)
		for ; free != 0 && err == nil; free &= free - 1 {
			bit := free & -free
			total += placementsFrom(row+1, cols|bit, (diag|bit)<<1&full, (anti|bit)>>1)
		}
		return total
	}
	if h == 1 {
		return 2, nil
	}
	// While the rows above are empty, mirroring the board left to right
	// maps the placements whose first queen is in column j onto those
	// whose first queen is in column h-1-j.
	var total uint64
	for row := 0; row < h-1 && err == nil; row++ {
		for j := 0; 2*j < h; j++ {
			weight := uint64(2)
			if 2*j == h-1 {
				weight = 1 // the middle column, its own image
			}
			bit := uint64(1) << uint(j)
			total += weight * placementsFrom(row+1, bit, bit<<1&full, bit>>1)
		}
	}
	// The placements with no queen above the last row: none, or one in it.
	total += 1 + uint64(h)
	return total, err
}

// countPlacements adds one to count[rows<<h|cols] for each placement of
// the h×h square, 1 ≤ h ≤ 12, in rows and columns cols, and returns
// ctx.Err() if ctx is done before it has counted them all. It is
// quarterPlacements for the index alone: it keeps the columns the queens
// above attack in the row at hand, rather than their diagonals, and counts
// the last row's placements without a call for each, several times as
// fast (docs/performance.md, section "The join's table").
func countPlacements(ctx context.Context, h int, count []uint32) error {
	full := uint32(1)<<uint(h) - 1
	last := h - 1
	var err error
	counted := 0
	// left and right hold the columns of row that the queens above attack
	// along their diagonals down to the right and down to the left.
	var place func(row int, rows, cols, left, right uint32)
	place = func(row int, rows, cols, left, right uint32) {
		free := full &^ (cols | left | right)
		if row == last {
			count[rows<<uint(h)|cols]++
			with := (rows | 1<<uint(row)) << uint(h)
			for f := free; f != 0; f &= f - 1 {
				count[with|cols|f&-f]++
			}
			if counted += 1 + bits.OnesCount32(free); counted >= pollPlacements {
				counted, err = 0, ctx.Err()
			}
			return
		}
		place(row+1, rows, cols, left<<1&full, right>>1)
		for f := free; f != 0 && err == nil; f &= f - 1 {
			q := f & -f
			place(row+1, rows|1<<uint(row), cols|q, (left|q)<<1&full, (right|q)>>1)
		}
	}
	place(0, 0, 0, 0, 0)
	return err
}

// quarterPlacements calls visit with the index in the table of the h×h
// square and the entry of each of its placements, and returns ctx.Err() if
// ctx is done before it has visited them all. It builds the table's
// index; the entries of each set of rows are placed by quarterTable.place.
func quarterPlacements(ctx context.Context, h int, visit func(index int, entry uint64)) error {
	var err error
	visits := 0
	var place func(row int, rows, cols, diag, anti uint64)
	place = func(row int, rows, cols, diag, anti uint64) {
		if row == h {
			visit(int(rows<<uint(h)|cols), entryOf(diag, anti))
			if visits++; visits%pollPlacements == 0 {
				err = ctx.Err()
			}
			return
		}
		place(row+1, rows, cols, diag, anti)
		for free := (uint64(1)<<uint(h) - 1) &^ cols; free != 0 && err == nil; free &= free - 1 {
			j := bits.TrailingZeros64(free)
			d, a := uint64(1)<<uint(row-j+h-1), uint64(1)<<uint(row+j)
			if diag&d == 0 && anti&a == 0 {
				place(row+1, rows|1<<uint(row), cols|1<<uint(j), diag|d, anti|a)
			}
		}
	}
	place(0, 0, 0, 0, 0)
	return err
}
