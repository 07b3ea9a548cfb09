package nqueens

import "context"

// --- The iterators ---
//
// All, Unique and AllFrom are iterators over searches that live in
// internal packages: the explicit-stack backtracker of internal/enumerate,
// which visits the solutions of a size in lexicographic order, and the
// completions of internal/complete. Each yields a fresh Board, and pauses
// now and then to look at its context.

// A pausingSearch is a search that pauses to look at a context: the
// enumeration of internal/enumerate, or a completion of internal/complete.
type pausingSearch interface {
	AdvanceContext(ctx context.Context) (bool, error)
	Solution() []int
}

// yieldEach calls yield with each board s finds and a nil error, until
// yield returns false, and if ctx is done before s has found them all,
// once more with a nil Board and ctx.Err().
func yieldEach(s pausingSearch, ctx context.Context, yield func(Board, error) bool) {
	for {
		ok, err := s.AdvanceContext(ctx)
		switch {
		case err != nil:
			yield(nil, err)
			return
		case !ok:
			return
		}
		if !yield(Board(s.Solution()), nil) {
			return
		}
	}
}
