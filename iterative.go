package nqueens

import (
	"context"

	"github.com/nqueens-go/nqueens/internal/complete"
)

// --- The iterators ---
//
// All, Unique and AllFrom are iterators over searches that live in
// internal packages: the explicit-stack backtracker of internal/enumerate,
// which visits the solutions of a size in lexicographic order, and the
// completions of internal/complete. Each yields a fresh Board, and pauses
// now and then to look at its context.

// yieldEach calls yield with each board s finds and a nil error, until
// yield returns false, and if ctx is done before s has found them all,
// once more with a nil Board and ctx.Err().
func yieldEach(s complete.Search, ctx context.Context, yield func(Board, error) bool) {
	complete.Each(s, ctx, func(b []int, err error) bool { return yield(Board(b), err) })
}
