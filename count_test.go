package nqueens

import (
	"fmt"
	"testing"
)

func TestCountOEIS(t *testing.T) {
	maxN := 15
	if testing.Short() {
		maxN = 14
	}
	for _, row := range readOEIS(t) {
		if row.n > maxN {
			break
		}
		t.Run(fmt.Sprintf("n=%d", row.n), func(t *testing.T) {
			if got := Count(row.n); got != row.total {
				t.Errorf("Count(%d) = %d, want %d (OEIS A000170)", row.n, got, row.total)
			}
		})
	}
}

func TestCountMatchesOracle(t *testing.T) {
	for n := range 11 {
		if got, want := Count(n), uint64(len(oracleOf(n))); got != want {
			t.Errorf("Count(%d) = %d, the oracle finds %d", n, got, want)
		}
	}
}

func TestCountSumOverflow(t *testing.T) {
	var s countSum
	s.add(29, 2, 1<<62)
	if s.sum != 1<<63 {
		t.Fatalf("sum = %d, want %d", s.sum, uint64(1)<<63)
	}
	mustPanic(t, func() { s.add(29, 1, 1<<63) }, "n = 29", "overflows uint64")
	mustPanic(t, func() { s.add(29, 2, 1<<63) }, "n = 29", "overflows uint64")
	if s.sum != 1<<63 {
		t.Errorf("a failed add changed the sum to %d", s.sum)
	}
}
