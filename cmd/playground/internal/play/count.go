package play

import (
	"context"
	"fmt"

	"github.com/nqueens-go/nqueens/internal/counting"
)

// maxCount is the largest size the page counts.
const maxCount = 20

// maxShards is the most shards the page splits a count into.
const maxShards = 256

// A Count is the number of solutions of a size, and of fundamental ones.
type Count struct {
	N      int    `json:"n"`
	Total  uint64 `json:"total"`
	Unique uint64 `json:"unique"`
}

// A Piece is what a worker counted of one shard of a count: the shard, of
// how many, the method and units it holds, and its counts, fundamental
// solutions unknown where its method's units do not know them.
type Piece struct {
	N             int    `json:"n"`
	Method        int    `json:"method"`
	Shard         int    `json:"shard"`
	Shards        int    `json:"shards"`
	Subproblems   int    `json:"subproblems"`
	Total         uint64 `json:"total"`
	Unique        uint64 `json:"unique"`
	UniqueUnknown bool   `json:"uniqueUnknown"`
}

// CountShards counts the solutions of size n in the listed shards of
// shards, one after another on one goroutine, the page's worker having one
// thread, with one table for them all, and calls piece with what it found
// in each. It calls progress with the share of the listed shards done,
// from 0 to 1, as it goes. The page splits a count into more shards than
// it has workers, lists to each worker a share of them, and adds up the
// pieces with the call "sum-counts".
func CountShards(ctx context.Context, n int, shards []int, of int, progress func(share float64), piece func(Piece)) error {
	if n < 1 || n > maxCount {
		return fmt.Errorf("size %d outside [1, %d]", n, maxCount)
	}
	if of < 2 || of > maxShards {
		return fmt.Errorf("a count split into %d shards: want 2 to %d", of, maxShards)
	}
	c := counting.Settings{Workers: 1, Shards: of, Progress: func(done, total int) {
		progress(float64(done) / float64(total))
	}}
	return c.CountShards(ctx, n, shards, func(p counting.Piece) error {
		piece(Piece{N: p.Part.N, Method: int(p.Part.Method), Shard: p.Part.Shard, Shards: p.Part.Shards, Subproblems: p.Part.Subproblems,
			Total: p.Total, Unique: p.Unique, UniqueUnknown: p.UniqueUnknown})
		return nil
	})
}

// sumCounts adds up the pieces of a count of size n, which must be those
// of every shard of it once, and returns its Count.
func sumCounts(ctx context.Context, args []byte) (any, error) {
	var req struct {
		N      int     `json:"n"`
		Pieces []Piece `json:"pieces"`
	}
	if err := decode(args, &req); err != nil {
		return nil, err
	}
	if req.N < 1 || req.N > maxCount {
		return nil, fmt.Errorf("size %d outside [1, %d]", req.N, maxCount)
	}
	pieces := make([]counting.Piece, len(req.Pieces))
	for i, p := range req.Pieces {
		pieces[i] = counting.Piece{
			Counts: counting.Counts{Total: p.Total, Unique: p.Unique, UniqueUnknown: p.UniqueUnknown},
			Part:   counting.Part{N: p.N, Method: counting.Method(p.Method), Shard: p.Shard, Shards: p.Shards, Subproblems: p.Subproblems},
		}
	}
	sum, err := counting.Sum(ctx, req.N, pieces)
	if err != nil {
		return nil, err
	}
	return Count{N: req.N, Total: sum.Total, Unique: sum.Unique}, nil
}
