package join

import (
	"context"
	"slices"
	"sync/atomic"
	"testing"

	"github.com/nqueens-go/nqueens/internal/oracletest"
)

// countColumnsAll counts every unit of the join of size n split by column,
// and returns the sum of their vectors, checking that each adds up to its
// total.
func countColumnsAll(t *testing.T, n int, transpose, stream bool) []uint64 {
	t.Helper()
	e, err := New(context.Background(), n, transpose, stream)
	if err != nil {
		t.Fatal(err)
	}
	e.SplitByColumn()
	if err := e.Prepare(context.Background()); err != nil {
		t.Fatal(err)
	}
	w := e.Worker()
	sum := make([]uint64, n)
	var stop atomic.Bool
	for u := range e.Units() {
		for _, r := range w.Count([]int{u}, &stop) {
			if r.Err != nil {
				t.Fatalf("n = %d, unit %d: %v", n, u, r.Err)
			}
			var total uint64
			for c, v := range r.ByColumn {
				sum[c] += v
				total += v
			}
			if len(r.ByColumn) != n || total != r.Total {
				t.Fatalf("n = %d, unit %d: by column %v, total %d", n, u, r.ByColumn, r.Total)
			}
		}
	}
	return sum
}

func TestJoinByColumn(t *testing.T) {
	for n := 4; n <= 13; n++ {
		want := oracletest.FirstRowSplit(n)
		for _, transpose := range []bool{false, true} {
			for _, stream := range []bool{false, true} {
				if got := countColumnsAll(t, n, transpose, stream); !slices.Equal(got, want) {
					t.Errorf("n = %d, transpose %v, stream %v: by column %v, want %v", n, transpose, stream, got, want)
				}
			}
		}
	}
	if testing.Short() {
		return
	}
	for _, n := range []int{15, 16} {
		if got, want := countColumnsAll(t, n, false, false), oracletest.FirstRowSplit(n); !slices.Equal(got, want) {
			t.Errorf("n = %d: by column %v, want %v", n, got, want)
		}
	}
}
