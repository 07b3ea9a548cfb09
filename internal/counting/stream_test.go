package counting

import (
	"context"
	"slices"
	"testing"

	"github.com/nqueens-go/nqueens/internal/join"
)

// TestJoinStreams checks that a join whose MaxMemory holds the table's
// index but not the whole table streams its entries, and counts the same,
// unit by unit, as one with the whole table; and that a MaxMemory too
// small for the index is a MemoryError.
func TestJoinStreams(t *testing.T) {
	ctx := context.Background()
	for _, n := range []int{9, 12, 14, 15} {
		whole, err := join.TableSize(ctx, n)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range []Method{Join, Join2} {
			units := make(map[Method][]uint64)
			for _, limit := range []int64{0, int64(whole) - 1} {
				c := Settings{Method: m, MaxMemory: limit}
				stream, err := joinMemory(ctx, n, c.limit())
				if err != nil || stream != (limit != 0) {
					t.Fatalf("n = %d, MaxMemory %d: choose streams %v, %v; want %v", n, limit, stream, err, limit != 0)
				}
				got := make([]uint64, 0)
				c.Finished = func(sub Unit, counts Counts) error {
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
		c := Settings{Method: Join2, MaxMemory: int64(join.IndexSize(n)) - 1}
		_, err = c.Count(ctx, n)
		if me, ok := err.(*MemoryError); !ok || me.Need != join.IndexSize(n) || me.Table != whole {
			t.Errorf("n = %d, MaxMemory one byte short of the index: %v, want a MemoryError", n, err)
		}
	}
}
