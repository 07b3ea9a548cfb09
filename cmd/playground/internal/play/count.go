package play

import (
	"context"
	"fmt"

	"github.com/nqueens-go/nqueens"
)

// maxCount is the largest size the page counts.
const maxCount = 20

// maxShards is the most workers the page counts on.
const maxShards = 16

// A Count is the number of solutions of a size, and of fundamental ones.
type Count struct {
	N      int    `json:"n"`
	Total  uint64 `json:"total"`
	Unique uint64 `json:"unique"`
}

// CountShard counts the solutions of shard shard of shards of size n on
// one goroutine, the page's worker having one thread, calling progress
// with the share of the shard done, from 0 to 1, as the count goes. The
// page counts a size in shards, one to a worker, and adds them up with
// the call "sum-counts".
func CountShard(ctx context.Context, n, shard, shards int, progress func(share float64)) (nqueens.Counts, error) {
	if n < 1 || n > maxCount {
		return nqueens.Counts{}, fmt.Errorf("size %d outside [1, %d]", n, maxCount)
	}
	if shards < 1 || shards > maxShards || shard < 0 || shard >= shards {
		return nqueens.Counts{}, fmt.Errorf("shard %d of %d: want 1 to %d shards", shard, shards, maxShards)
	}
	c := nqueens.Counter{Workers: 1, Shard: shard, Shards: shards, Progress: func(done, total int) {
		if total > 0 {
			progress(float64(done) / float64(total))
		}
	}}
	counts, err := c.Count(ctx, n)
	if err == nil {
		progress(1)
	}
	return counts, err
}

// sumCounts adds up the shards of a count, each there once, as
// nqueens.SumCounts checks.
func sumCounts(ctx context.Context, args []byte) (any, error) {
	var req struct {
		N     int              `json:"n"`
		Parts []nqueens.Counts `json:"parts"`
	}
	if err := decode(args, &req); err != nil {
		return nil, err
	}
	if req.N < 1 || req.N > maxCount {
		return nil, fmt.Errorf("size %d outside [1, %d]", req.N, maxCount)
	}
	counts, err := nqueens.SumCounts(ctx, req.N, req.Parts...)
	if err != nil {
		return nil, err
	}
	return Count{N: req.N, Total: counts.Total, Unique: counts.Unique}, nil
}
