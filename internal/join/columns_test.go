package join

import (
	"context"
	"slices"
	"sync/atomic"
	"testing"

	"github.com/nqueens-go/nqueens/internal/engine"
	"github.com/nqueens-go/nqueens/internal/oracletest"
)

// countColumnsAll counts every unit of the join of size n split by column,
// and returns the sum of their vectors, checking that each adds up to its
// total, and, if grouped is set, that each unit counted in the groups of
// Engine.Group has the result it has counted alone.
func countColumnsAll(t *testing.T, n int, transpose, stream, grouped bool) []uint64 {
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
	alone := make([]engine.Result, e.Units())
	var stop atomic.Bool
	for u := range e.Units() {
		r := w.Count([]int{u}, &stop)[0]
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
		alone[u] = r
	}
	if !grouped {
		return sum
	}
	all := make([]int, e.Units())
	for u := range all {
		all[u] = u
	}
	groups := e.Group(all)
	if n%2 != 0 && n > 5 && len(groups) == len(all) {
		t.Fatalf("n = %d: %d groups of %d units", n, len(groups), len(all))
	}
	gw := e.Worker()
	for _, g := range groups {
		results := gw.Count(g, &stop)
		if len(results) != len(g) {
			t.Fatalf("n = %d, group %v: %d results", n, g, len(results))
		}
		for i, r := range results {
			if r.Unit != g[i] || !r.Equal(alone[g[i]]) {
				t.Fatalf("n = %d, group %v: unit %d %+v, alone %+v", n, g, g[i], r, alone[g[i]])
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
				if got := countColumnsAll(t, n, transpose, stream, true); !slices.Equal(got, want) {
					t.Errorf("n = %d, transpose %v, stream %v: by column %v, want %v", n, transpose, stream, got, want)
				}
			}
		}
	}
	if testing.Short() {
		return
	}
	for _, n := range []int{15, 16} {
		if got, want := countColumnsAll(t, n, false, false, false), oracletest.FirstRowSplit(n); !slices.Equal(got, want) {
			t.Errorf("n = %d: by column %v, want %v", n, got, want)
		}
	}
}
