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

func TestCountOverflow(t *testing.T) {
	if got := addWeighted(29, 1<<62, 2, 1<<61); got != 1<<63 {
		t.Fatalf("addWeighted(29, 2^62, 2, 2^61) = %d, want %d", got, uint64(1)<<63)
	}
	mustPanic(t, func() { addWeighted(29, 1<<63, 1, 1<<63) }, "n = 29", "overflows uint64")
	mustPanic(t, func() { addWeighted(29, 0, 2, 1<<63) }, "n = 29", "overflows uint64")
	mustPanic(t, func() { addWeighted(29, 0, 1<<32, 1<<32) }, "n = 29", "overflows uint64")
}
