package counting

import (
	"context"
	"fmt"
	"testing"

	"github.com/nqueens-go/nqueens/internal/oeis"
)

// known returns the counts of size n that the OEIS gives, A000170 and
// A002562.
func known(t testing.TB, n int) Counts {
	t.Helper()
	k, ok := oeis.Known(n)
	if !ok {
		t.Fatalf("the OEIS table has no counts of size %d", n)
	}
	return Counts{Total: k.Total, Unique: k.Unique}
}

// TestCountOEIS checks the counts by backtracking, which count the
// fundamental solutions unit by unit, and by Auto, which joins from 12 on
// and finds them from the total, against OEIS: to 15 by backtracking and
// 14 by Auto, to 13 with -short or -race. internal/join counts larger
// sizes by the joins.
func TestCountOEIS(t *testing.T) {
	maxN := map[Method]int{Backtrack: 15, Auto: 14}
	if testing.Short() || raceEnabled {
		maxN = map[Method]int{Backtrack: 13, Auto: 13}
	}
	for _, m := range []Method{Backtrack, Auto} {
		for n := 0; n <= maxN[m]; n++ {
			t.Run(fmt.Sprintf("%v/n=%d", m, n), func(t *testing.T) {
				got, err := (&Settings{Method: m}).Count(context.Background(), n)
				if want := known(t, n); err != nil || got != want {
					t.Errorf("Count(%d) by %v = %+v, %v; want %+v (OEIS A000170, A002562)", n, m, got, err, want)
				}
			})
		}
	}
}

// TestCountWorkers counts each size up to 12 on the number of goroutines
// that Workers 0 stands for, on one, on two and on seven: the same counts,
// OEIS's.
func TestCountWorkers(t *testing.T) {
	for _, workers := range []int{0, 1, 2, 7} {
		for n := range 13 {
			c := Settings{Workers: workers}
			got, err := c.Count(context.Background(), n)
			if want := known(t, n); err != nil || got != want {
				t.Errorf("Workers=%d: Count(%d) = %+v, %v; want %+v (OEIS)", workers, n, got, err, want)
			}
		}
	}
}
