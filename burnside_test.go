package nqueens

import (
	"context"
	"errors"
	"testing"
)

// TestTurnFixed checks the solutions that the turns leave unchanged
// against the oracle's solutions, turned by the test's own arithmetic.
func TestTurnFixed(t *testing.T) {
	for n := 2; n <= 12; n++ {
		var half, quarter uint64
		for _, b := range oracle(n) {
			halfTurn, quarterTurn := true, true
			for r, c := range b {
				halfTurn = halfTurn && b[n-1-r] == n-1-c
				quarterTurn = quarterTurn && b[c] == n-1-r // the queen (r, c) turns to (c, n-1-r)
			}
			if halfTurn {
				half++
			}
			if quarterTurn {
				quarter++
			}
		}
		gotHalf, gotQuarter, err := turnFixed(context.Background(), n)
		if err != nil || gotHalf != half || gotQuarter != quarter {
			t.Errorf("turnFixed(%d) = %d, %d; the oracle's solutions give %d, %d", n, gotHalf, gotQuarter, half, quarter)
		}
	}
}

// TestHalfTurnSearch checks the loop of masks against turnSearch, which
// tests each image of each queen, up to n = 18 (14 with -short).
func TestHalfTurnSearch(t *testing.T) {
	max := 18
	if testing.Short() {
		max = 14
	}
	for n := 2; n <= max; n++ {
		want, err := turnSearch(context.Background(), n, false)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := halfTurnSearch(context.Background(), n); err != nil || got != want {
			t.Errorf("halfTurnSearch(%d) = %d, %v; turnSearch gives %d", n, got, err, want)
		}
	}
}

// TestHalfTurnSearchCancel checks that halfTurnSearch stops with the
// context's error once the context is cancelled during the search.
func TestHalfTurnSearchCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if got, err := halfTurnSearch(ctx, 24); !errors.Is(err, context.Canceled) {
		t.Errorf("halfTurnSearch(24) with a cancelled context = %d, %v; want context.Canceled", got, err)
	}
}

func TestUniqueFromTotal(t *testing.T) {
	max := 20
	if testing.Short() {
		max = 16
	}
	for _, row := range readOEIS(t) {
		if row.n > max {
			break
		}
		got, err := UniqueFromTotal(context.Background(), row.n, row.total)
		if err != nil || got != row.unique {
			t.Errorf("UniqueFromTotal(%d, %d) = %d, %v; want %d (OEIS A002562)", row.n, row.total, got, err, row.unique)
		}
	}
	for _, c := range []struct {
		n     int
		total uint64
	}{{8, 91}, {8, 0}, {1, 2}, {-1, 0}, {33, 1}, {6, 3}} {
		if got, err := UniqueFromTotal(context.Background(), c.n, c.total); err == nil {
			t.Errorf("UniqueFromTotal(%d, %d) = %d, want an error", c.n, c.total, got)
		}
	}
}

// TestUniqueFromTotalCancel checks that a cancelled UniqueFromTotal returns
// the context's error, and that a nil context is a clear panic.
func TestUniqueFromTotalCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if got, err := UniqueFromTotal(ctx, 20, 39029188884); !errors.Is(err, context.Canceled) {
		t.Errorf("UniqueFromTotal with a cancelled context = %d, %v; want context.Canceled", got, err)
	}
	//lint:ignore SA1012 the nil context is what is tested
	mustPanic(t, func() { UniqueFromTotal(nil, 8, 92) }, "UniqueFromTotal", "nil Context")
}
