package nqueens

import (
	"encoding/json"
	"fmt"

	"github.com/nqueens-go/nqueens/internal/counting"
)

// Columns are solutions counted by the column of the queen of row 0
// (OEIS A059963): for a board of size n, n numbers, the one at k for the
// solutions with that queen in column k, from 0 at the left. The zero
// Columns holds none. Columns are values, as Counts are: they compare with
// ==, number by number, and [Counts] with them.
type Columns struct{ c counting.Columns }

// ColumnsOf returns the Columns that hold counts, a copy, one number a
// column from column 0.
func ColumnsOf(counts []uint64) Columns { return Columns{counting.ColumnsOf(counts)} }

// Len returns the number of columns: n for a count of size n by column,
// 0 for the zero Columns.
func (c Columns) Len() int { return c.c.Len() }

// At returns the number of column k. It panics if k is outside
// [0, Len()).
func (c Columns) At(k int) uint64 { return c.c.At(k) }

// Slice returns the numbers, a new slice, from column 0; nil for none.
func (c Columns) Slice() []uint64 { return c.c.Slice() }

// IsZero reports whether c holds no columns.
func (c Columns) IsZero() bool { return c.Len() == 0 }

// String returns the numbers, separated by spaces, as a row of A059963
// is written.
func (c Columns) String() string {
	s := ""
	for k := range c.Len() {
		if k > 0 {
			s += " "
		}
		s += fmt.Sprint(c.At(k))
	}
	return s
}

// MarshalJSON returns the numbers as a JSON array, null for none.
func (c Columns) MarshalJSON() ([]byte, error) { return json.Marshal(c.Slice()) }

// UnmarshalJSON sets c to the numbers of a JSON array of numbers, or to
// the zero Columns for null or [].
func (c *Columns) UnmarshalJSON(b []byte) error {
	var v []uint64
	if err := json.Unmarshal(b, &v); err != nil {
		return fmt.Errorf("nqueens: columns: %w", err)
	}
	*c = ColumnsOf(v)
	return nil
}

// Equal reports whether c and d hold the same numbers, as c == d does; it
// lets packages that compare values by their Equal method, as go-cmp,
// compare Counts.
func (c Columns) Equal(d Columns) bool { return c == d }

// Sum returns the sum of the numbers, and false if it does not fit in a
// uint64.
func (c Columns) Sum() (uint64, bool) { return c.c.Sum() }

// MarshalBinary returns the numbers as 8 bytes each, little-endian, from
// column 0: so that encoding/gob, which cannot see Columns' fields,
// encodes Counts.
func (c Columns) MarshalBinary() ([]byte, error) { return []byte(c.c.Bytes()), nil }

// UnmarshalBinary sets c to the numbers that MarshalBinary wrote, or
// returns an error if data is not a whole number of 8-byte numbers.
func (c *Columns) UnmarshalBinary(data []byte) error {
	v, err := counting.ColumnsFromBytes(data)
	if err != nil {
		return fmt.Errorf("nqueens: columns: %w", err)
	}
	*c = Columns{v}
	return nil
}
