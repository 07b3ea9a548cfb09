package enumerate

import (
	"context"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens/internal/oracletest"
)

// TestAdvance checks the solutions a search visits against the oracle's,
// in order, for sizes 0 to 10.
func TestAdvance(t *testing.T) {
	for n := range 11 {
		var got [][]int
		s := New(n)
		for s.Advance() {
			got = append(got, s.Solution())
		}
		if diff := cmp.Diff(oracletest.Solutions(n), got); diff != "" {
			t.Errorf("n=%d (-want +got):\n%s", n, diff)
		}
	}
}

// TestSearchPauses pauses the search after every few steps back up a row,
// and checks that it goes on to visit every solution, in order, as it
// does without pausing.
func TestSearchPauses(t *testing.T) {
	for n := range 11 {
		want := oracletest.Solutions(n)
		for _, steps := range []int{1, 2, 3, 7} {
			var got [][]int
			s := New(n)
			for {
				s.steps = steps
				if s.Advance() {
					got = append(got, s.Solution())
				} else if s.row < 0 {
					break
				}
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("n=%d, pausing every %d steps (-want +got):\n%s", n, steps, diff)
			}
		}
	}
}

// TestSeek checks, for every board of size up to 5, solution or not, that
// the search Seek positions after it visits next the least solution
// greater than the board, and then the rest in order.
func TestSeek(t *testing.T) {
	for n := range 6 {
		all := oracletest.Solutions(n)
		oracletest.EveryBoard(n, func(b []int) {
			after := slices.IndexFunc(all, func(s []int) bool { return slices.Compare(s, b) > 0 })
			var want [][]int
			if after >= 0 {
				want = all[after:]
			}
			s := New(n)
			s.Seek(b)
			var got [][]int
			for s.Advance() {
				got = append(got, s.Solution())
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Fatalf("n=%d, after %v (-want +got):\n%s", n, b, diff)
			}
		})
	}
}

// TestAdvanceContext checks that a search with a context visits the
// solutions Advance visits, and stops with the context's error once it is
// done.
func TestAdvanceContext(t *testing.T) {
	s := New(9)
	var got [][]int
	for {
		ok, err := s.AdvanceContext(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			break
		}
		got = append(got, s.Solution())
	}
	if diff := cmp.Diff(oracletest.Solutions(9), got); diff != "" {
		t.Errorf("n=9 (-want +got):\n%s", diff)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if ok, err := New(20).AdvanceContext(ctx); ok || err != context.Canceled {
		t.Errorf("AdvanceContext with a done context: %v, %v; want false, context.Canceled", ok, err)
	}
}
