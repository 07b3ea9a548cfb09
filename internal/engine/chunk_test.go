package engine

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"

	"github.com/nqueens-go/nqueens/internal/ctxtest"
)

// TestEachChunk checks that EachChunk calls its function once on each
// index, in chunks of at most the size asked for, whatever the number of
// goroutines, and that it stops at a cancelled context.
func TestEachChunk(t *testing.T) {
	for _, n := range []int{0, 1, 15, 16, 17, 1000} {
		for _, size := range []int{1, 16, 64} {
			for _, workers := range []int{1, 2, 7} {
				calls := make([]atomic.Int32, n)
				err := EachChunk(context.Background(), n, size, workers, func(lo, hi int) {
					if lo >= hi || hi-lo > size || lo%size != 0 {
						t.Errorf("n = %d, size %d: chunk [%d, %d)", n, size, lo, hi)
					}
					for i := lo; i < hi; i++ {
						calls[i].Add(1)
					}
				})
				if err != nil {
					t.Errorf("n = %d, size %d, %d workers: %v", n, size, workers, err)
				}
				for i := range calls {
					if c := calls[i].Load(); c != 1 {
						t.Errorf("n = %d, size %d, %d workers: index %d called %d times", n, size, workers, i, c)
					}
				}
			}
		}
	}

	// Cancelled at the third look: two chunks at most, then the error.
	for _, workers := range []int{1, 2} {
		var chunks atomic.Int32
		err := EachChunk(ctxtest.CancelAtLook(3), 100, 10, workers, func(lo, hi int) { chunks.Add(1) })
		if !errors.Is(err, context.Canceled) || chunks.Load() > 2 {
			t.Errorf("%d workers, cancelled at the third look: %d chunks, %v", workers, chunks.Load(), err)
		}
	}
}
