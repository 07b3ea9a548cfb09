package play

import (
	"context"
	"fmt"

	"github.com/nqueens-go/nqueens"
)

// maxCount is the largest size the page counts.
const maxCount = 20

// A Count is the number of solutions of a size, and of fundamental ones.
type Count struct {
	N      int    `json:"n"`
	Total  uint64 `json:"total"`
	Unique uint64 `json:"unique"`
}

// CountSolutions counts the solutions of size n on one goroutine, the
// page's worker having one thread, calling progress with the share done,
// from 0 to 1, as the count goes.
func CountSolutions(ctx context.Context, n int, progress func(share float64)) (Count, error) {
	if n < 1 || n > maxCount {
		return Count{}, fmt.Errorf("size %d outside [1, %d]", n, maxCount)
	}
	c := nqueens.Counter{Workers: 1, Progress: func(done, total int) { progress(float64(done) / float64(total)) }}
	counts, err := c.Count(ctx, n)
	if err != nil {
		return Count{}, err
	}
	return Count{N: n, Total: counts.Total, Unique: counts.Unique}, nil
}
