package nqueens

import (
	"context"
	"slices"
	"testing"
)

// TestRowCache checks that the entries a rowCache places for each set of
// rows are those of the filled table, in the same order, for every set of
// rows of the squares of side 1 to 8, asked for in an order that makes it
// reuse and evict its slots.
func TestRowCache(t *testing.T) {
	for h := 1; h <= 8; h++ {
		table := preparedTable(t, h)
		cache := newRowCache(table)
		for _, rows := range rowsInOrder(h) {
			if got, want := cache.of(rows), table.rows(rows); !slices.Equal(got, want) {
				t.Fatalf("h = %d, rows %b: the cache places %d entries, the table holds %d, or in another order", h, rows, len(got), len(want))
			}
		}
	}
}

// rowsInOrder returns every set of rows of a square of side h, the first
// few asked for again between the others.
func rowsInOrder(h int) []uint32 {
	var order []uint32
	for rows := range uint32(1) << uint(h) {
		order = append(order, rows, rows/3, rows/7)
	}
	return order
}

// preparedTable returns the filled table of the square of side h.
func preparedTable(tb testing.TB, h int) *quarterTable {
	tb.Helper()
	table, err := newQuarterIndex(context.Background(), h)
	if err == nil {
		err = table.fill(context.Background())
	}
	if err != nil {
		tb.Fatal(err)
	}
	return table
}

// TestJoinStreams checks that a join whose MaxMemory holds the table's
// index but not the whole table streams its entries, and counts the same,
// unit by unit, as one with the whole table; and that a MaxMemory too
// small for the index is a MemoryError.
func TestJoinStreams(t *testing.T) {
	ctx := context.Background()
	for _, n := range []int{9, 12, 14, 15} {
		whole, err := quarterSize(ctx, n/2)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range []Method{Join, Join2} {
			units := make(map[Method][]uint64)
			for _, limit := range []int64{0, int64(whole) - 1} {
				c := Counter{Method: m, MaxMemory: limit}
				stream, err := joinMemory(ctx, n, c.limit())
				if err != nil || stream != (limit != 0) {
					t.Fatalf("n = %d, MaxMemory %d: choose streams %v, %v; want %v", n, limit, stream, err, limit != 0)
				}
				got := make([]uint64, 0)
				c.Finished = func(sub Subproblem, counts Counts) error {
					for len(got) <= sub.Number {
						got = append(got, 0)
					}
					got[sub.Number] = counts.Total
					return nil
				}
				c.Workers = 2
				if _, err := c.Count(ctx, n); err != nil {
					t.Fatal(err)
				}
				if prev, ok := units[m]; ok && !slices.Equal(prev, got) {
					t.Errorf("n = %d by %v: streaming, the subproblems count %v; with the whole table %v", n, m, got, prev)
				}
				units[m] = got
			}
		}
		c := Counter{Method: Join2, MaxMemory: int64(quarterIndexSize(n/2)) - 1}
		_, err = c.Count(ctx, n)
		if me, ok := err.(*MemoryError); !ok || me.Need != quarterIndexSize(n/2) || me.Table != whole {
			t.Errorf("n = %d, MaxMemory one byte short of the index: %v, want a MemoryError", n, err)
		}
	}
}
