package counting

import (
	"encoding/binary"
	"fmt"
	"math/bits"

	"github.com/nqueens-go/nqueens/internal/engine"
)

// --- Counts by the column of row 0's queen ---
//
// A count by column asks its engine to split each unit by the column of
// the queen of row 0 (engine.ColumnSplitter), counts on the processor
// alone, and carries the split in its Counts and its records: a Columns,
// which holds its numbers in a string so that Counts stay values that
// compare with ==.

// Columns are solutions by the column of the queen of row 0, from column
// 0: n numbers, or none.
type Columns struct{ s string }

// ColumnsOf returns the Columns of counts.
func ColumnsOf(counts []uint64) Columns {
	b := make([]byte, 8*len(counts))
	for i, c := range counts {
		binary.LittleEndian.PutUint64(b[8*i:], c)
	}
	return Columns{string(b)}
}

// Len returns the number of columns, 0 for none.
func (c Columns) Len() int { return len(c.s) / 8 }

// At returns the solutions with the queen of row 0 in column k, which
// must be in [0, Len()).
func (c Columns) At(k int) uint64 {
	if k < 0 || k >= c.Len() {
		panic(fmt.Sprintf("nqueens: column %d out of range [0, %d)", k, c.Len()))
	}
	return binary.LittleEndian.Uint64([]byte(c.s[8*k : 8*k+8]))
}

// Slice returns the numbers, a new slice, nil for none.
func (c Columns) Slice() []uint64 {
	if c.Len() == 0 {
		return nil
	}
	v := make([]uint64, c.Len())
	for k := range v {
		v[k] = c.At(k)
	}
	return v
}

// Sum returns the sum of the numbers, and false if it does not fit in a
// uint64.
func (c Columns) Sum() (uint64, bool) {
	var sum uint64
	for k := range c.Len() {
		var carry uint64
		if sum, carry = bits.Add64(sum, c.At(k), 0); carry != 0 {
			return 0, false
		}
	}
	return sum, true
}

// Symmetric reports whether the numbers read the same backwards, as those
// of every whole count do: the board's mirror image from left to right
// maps column k to n-1-k.
func (c Columns) Symmetric() bool {
	n := c.Len()
	for k := range n / 2 {
		if c.At(k) != c.At(n-1-k) {
			return false
		}
	}
	return true
}

// add returns c plus d, column by column, where either may be none, and
// false if their lengths differ or a sum does not fit in a uint64.
func (c Columns) add(d Columns) (Columns, bool) {
	switch {
	case d.Len() == 0:
		return c, true
	case c.Len() == 0:
		return d, true
	case c.Len() != d.Len():
		return Columns{}, false
	}
	v := c.Slice()
	for k := range v {
		var carry uint64
		if v[k], carry = bits.Add64(v[k], d.At(k), 0); carry != 0 {
			return Columns{}, false
		}
	}
	return ColumnsOf(v), true
}

// columnsProblem says why the Columns of counts, the record of a unit or
// a part of a count of size n, cannot be those of a count by column, or
// returns "": a count by column of size n ≥ 1 has n columns that add up
// to its Total, one of size 0 none.
func columnsProblem(n int, counts Counts) string {
	switch {
	case counts.ByColumn.Len() != n:
		return fmt.Sprintf("it holds %d columns, not %d", counts.ByColumn.Len(), n)
	case n == 0:
		return ""
	}
	if sum, ok := counts.ByColumn.Sum(); !ok || sum != counts.Total {
		return fmt.Sprintf("its columns do not add up to its Total, %d", counts.Total)
	}
	return ""
}

// splitByColumn makes e count by column, or returns an error if it cannot.
func splitByColumn(m Method, d Device, e engine.Engine) error {
	s, ok := e.(engine.ColumnSplitter)
	if !ok {
		return problemf("%v counts by column on the processor alone, not on %v; set Device to cpu", m, d)
	}
	s.SplitByColumn()
	return nil
}

// recordProblem says why counts, Done's record of a unit of size n,
// cannot be one of this count, or returns "": a count by column takes
// records by column alone, and a plain count plain records, since the
// units of a join of odd size split by column hold other solutions.
func (c *Settings) recordProblem(n int, counts Counts) string {
	switch {
	case !c.ByColumn && counts.ByColumn.Len() > 0:
		return "a record by column, but this count is not by column; set ByColumn to go on with that count"
	case c.ByColumn && counts.ByColumn.Len() == 0 && n > 0:
		return "a record that is not by column, but this count is by column; its records hold no columns"
	case c.ByColumn:
		if why := columnsProblem(n, counts); why != "" {
			return "a record by column of which " + why
		}
	}
	return ""
}

// Bytes returns the numbers as 8 bytes each, little-endian, from column 0.
func (c Columns) Bytes() string { return c.s }

// ColumnsFromBytes returns the Columns whose Bytes are b, or an error if
// b is not a whole number of 8-byte numbers.
func ColumnsFromBytes(b []byte) (Columns, error) {
	if len(b)%8 != 0 {
		return Columns{}, fmt.Errorf("%d bytes, not a whole number of 8-byte numbers", len(b))
	}
	return Columns{string(b)}, nil
}
