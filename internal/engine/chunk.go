package engine

import (
	"context"
	"sync"
	"sync/atomic"
)

// EachChunk calls f on the chunks [lo, hi) of at most size indices that
// split [0, n), on up to workers goroutines, each taking the next chunk as
// it finishes one. It looks at ctx before each chunk and returns ctx.Err()
// if ctx is done before every chunk has been called, leaving the rest
// uncalled. f must write only what belongs to its own chunk.
func EachChunk(ctx context.Context, n, size, workers int, f func(lo, hi int)) error {
	chunks := (n + size - 1) / size
	var next, finished atomic.Int64
	work := func() {
		for ctx.Err() == nil {
			c := int(next.Add(1) - 1)
			if c >= chunks {
				return
			}
			f(c*size, min(c*size+size, n))
			finished.Add(1)
		}
	}
	if workers = min(workers, chunks); workers <= 1 {
		work()
	} else {
		var wg sync.WaitGroup
		for range workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				work()
			}()
		}
		wg.Wait()
	}
	if finished.Load() < int64(chunks) {
		return ctx.Err()
	}
	return nil
}
