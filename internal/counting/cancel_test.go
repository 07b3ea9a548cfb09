package counting

import (
	"context"
	"errors"
	"testing"

	"github.com/nqueens-go/nqueens/internal/ctxtest"

	"github.com/nqueens-go/nqueens/internal/join"
)

// TestCountCancel cancels counts at fixed points of their work: in the
// middle of the units, by a cancel from Finished, on one goroutine and on
// two; while Auto sizes the join's table; and while the backtracking
// engine lists the start placements of the largest board. Each returns
// the context's error.
func TestCountCancel(t *testing.T) {
	for _, tt := range []struct {
		method  Method
		n       int
		workers int
	}{{Backtrack, 16, 1}, {Backtrack, 16, 2}, {Join, 17, 1}, {Join, 17, 2}} {
		ctx, cancel := context.WithCancel(context.Background())
		units := 0
		c := Settings{Workers: tt.workers, Method: tt.method, Finished: func(Unit, Counts) error {
			if units++; units == 5 {
				cancel()
			}
			return nil
		}}
		if _, err := c.Count(ctx, tt.n); !errors.Is(err, context.Canceled) {
			t.Errorf("%v, n = %d, %d workers: cancelled after 5 units, Count returned %v", tt.method, tt.n, tt.workers, err)
		}
		cancel()
	}
	join.ForgetTableSize(22)
	if _, err := (&Settings{}).Count(ctxtest.CancelAtLook(3), 22); !errors.Is(err, context.Canceled) {
		t.Errorf("Count(22) by Auto, cancelled while it sizes the table: %v", err)
	}
	if _, err := (&Settings{}).Count(ctxtest.CancelAtLook(3), MaxN); !errors.Is(err, context.Canceled) {
		t.Errorf("Count(MaxN) cancelled while it lists its units: %v", err)
	}
}
