package burnside

import (
	"context"
	"errors"
	"testing"

	"github.com/nqueens-go/nqueens/internal/oracletest"
)

// TestTurnFixed checks the solutions that the turns leave unchanged
// against the oracle's solutions, turned by the test's own arithmetic.
func TestTurnFixed(t *testing.T) {
	for n := 2; n <= 12; n++ {
		var half, quarter uint64
		for _, b := range oracletest.Solutions(n) {
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
		gotHalf, gotQuarter, err := Fixed(context.Background(), n)
		if err != nil || gotHalf != half || gotQuarter != quarter {
			t.Errorf("Fixed(%d) = %d, %d; the oracle's solutions give %d, %d", n, gotHalf, gotQuarter, half, quarter)
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

// TestUnique checks Unique against the classes that the oracle's solutions
// fall into, and its errors.
func TestUnique(t *testing.T) {
	for n := 0; n <= 9; n++ {
		solutions := oracletest.Solutions(n)
		classes := map[string]bool{}
		for _, b := range solutions {
			classes[canonical(b)] = true
		}
		got, err := Unique(context.Background(), n, uint64(len(solutions)))
		if n < 2 {
			// The board of size 0 or 1 is its own one solution.
			classes = map[string]bool{"": true}
		}
		if err != nil || got != uint64(len(classes)) {
			t.Errorf("Unique(%d, %d) = %d, %v; the oracle's classes are %d", n, len(solutions), got, err, len(classes))
		}
	}
	var nt *NotTotalError
	for _, c := range []struct {
		n     int
		total uint64
	}{{8, 91}, {8, 0}, {1, 2}, {6, 3}} {
		if _, err := Unique(context.Background(), c.n, c.total); !errors.As(err, &nt) {
			t.Errorf("Unique(%d, %d): %v; want a *NotTotalError", c.n, c.total, err)
		}
	}
}

// canonical returns the least of the images of the board b under the
// eight symmetries of the square, as a string.
func canonical(b []int) string {
	n := len(b)
	least := ""
	for g := range 8 {
		img := make([]byte, n)
		for r, c := range b {
			r2, c2 := r, c
			if g&1 != 0 {
				c2 = n - 1 - c2
			}
			if g&2 != 0 {
				r2 = n - 1 - r2
			}
			if g&4 != 0 {
				r2, c2 = c2, r2
			}
			img[r2] = byte(c2)
		}
		if s := string(img); least == "" || s < least {
			least = s
		}
	}
	return least
}
