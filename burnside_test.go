package nqueens

import (
	"context"
	"errors"
	"testing"
)

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
