package main

import (
	"context"
	"fmt"
	"math/bits"
	"slices"
	"sync"
	"time"

	"github.com/nqueens-go/nqueens/puzzle"
)

// A checker looks, for one size n and one number k, for a placement of k
// queens that has no completion, among the placements that keep the queens
// of a placement t of k-1 and add one. It takes each t that is canonical,
// so that every placement of k queens has an image under the symmetries
// of the board among those it looks at.
type checker struct {
	n, k int
	keep int // the completions a unit's pool keeps at most; 0 for poolLimit
}

// unit looks at the placements of k queens that extend the placements of
// k-1 in unit u. It returns a placement without a completion, or nil if
// each has one, and how many placements of k-1 it examined.
func (ch checker) unit(ctx context.Context, u unit) (placement, int, error) {
	var found *pool // for k = 1, no completions to keep
	if ch.k > 1 {
		found = newPool(ch.n)
		if ch.keep > 0 {
			found.limit = ch.keep
		}
	}
	examined := 0
	for b := range u.placements(ch.n, ch.k) {
		if err := ctx.Err(); err != nil {
			return nil, examined, err
		}
		examined++
		if w, err := ch.examine(ctx, b, found); w != nil || err != nil {
			return w, examined, err
		}
	}
	return nil, examined, nil
}

// examine checks that each placement of k queens that keeps the k-1 of b
// and adds one on a free square has a completion, and returns the first
// that has none. Each completion found covers every placement it holds, so
// a search is run only for the squares that no completion found before
// has covered: those that found holds, if it is not nil, for placements
// that share all but the last queen of b, and those found here, which it
// keeps for the next.
func (ch checker) examine(ctx context.Context, b *board, found *pool) (placement, error) {
	n := ch.n
	var free [64]uint64
	for r := range n {
		free[r] = ^b.attacked[r] & (1<<uint(n) - 1) // all of them for n = 64
	}
	// The completions of the placement in found, each a solution that
	// holds its queens, checked when it was found, cover their squares.
	need := free
	if found.cover(b.queens, &need) {
		return nil, nil
	}
	var squares []puzzle.Square
	for r := range n {
		for f := need[r]; f != 0; f &= f - 1 {
			squares = append(squares, puzzle.Square{Row: r, Col: bits.TrailingZeros64(f)})
		}
	}
	supported, completions, err := b.queens.puzzle(n).SupportsContext(ctx, squares)
	if err != nil {
		return nil, err
	}
	for _, completion := range completions {
		if err := kept(b.queens, completion, n); err != nil {
			return nil, err // a wrong completion: no result stands
		}
		found.add(b.queens, completion)
	}
	for i, sq := range squares {
		if !supported[i] {
			p := append(slices.Clone(b.queens), sq.Row*n+sq.Col)
			slices.Sort(p)
			return p, nil
		}
	}
	return nil, nil
}

// check looks at every placement of k queens on a board of size n, up to
// symmetry, on workers goroutines, skipping the units that the journal has
// done, and records each unit it finishes there. It returns a placement
// without a completion, or nil if every one has a completion.
func check(ctx context.Context, n, k int, c crew, j *journal) (placement, error) {
	if w := j.witness(k); w != nil {
		return w, nil
	}
	units := holds(j.shard, n, k, j.version, checkUnits(n, k, j.shard.M, j.version))
	var todo []unit
	for _, u := range units {
		if !j.isDone(k, u) {
			todo = append(todo, u)
		}
	}
	witness, err := each(ctx, c.workers, todo, func(ctx context.Context, u unit) (placement, error) {
		start := time.Now()
		w, examined, err := checker{n, k, c.keep(n)}.unit(ctx, u)
		switch {
		case err != nil:
			return nil, err
		case w != nil:
			return w, j.found(k, w)
		}
		return nil, j.record(k, u, examined, time.Since(start))
	})
	if err != nil {
		return nil, err
	}
	if witness != nil {
		return j.witness(k), nil
	}
	for _, u := range units {
		if !j.isDone(k, u) {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			return nil, fmt.Errorf("the placements of %s from %s were not looked at", queens(k), u.name(n))
		}
	}
	return nil, nil
}

// hunt looks for a placement of k queens without a completion among those
// whose k-1 first queens lie close together: in a w×w square, anywhere on
// the board, for w from k-1 up to widest. The small placements without a
// completion found so far are such: a solution of a small board, taken
// whole or but for one queen, and one queen more, as that of size 20 is,
// five queens of a solution of 5 in rows 5 to 9 and columns 6 to 10.
// Finding one ends the search for the size; the hunt only finds them, and
// check looks at every placement. Hunting is worth it from 4 queens on,
// where check takes minutes; it records each w it has looked through in
// the journal.
func hunt(ctx context.Context, n, k, widest int, c crew, j *journal) (placement, error) {
	if w := j.witness(k); w != nil || k < 4 {
		return w, nil
	}
	for w := k - 1; w <= min(widest, n); w++ {
		if j.isHunted(k, w) {
			continue
		}
		ts, err := compact(ctx, n, k-1, w)
		if err != nil {
			return nil, err
		}
		found, err := each(ctx, c.workers, ts, func(ctx context.Context, t placement) (placement, error) {
			var b board
			b.n = n
			for _, sq := range t {
				b.add(sq)
			}
			return checker{n: n, k: k}.examine(ctx, &b, nil)
		})
		if err != nil {
			return nil, err
		}
		if found != nil {
			if err := j.found(k, found); err != nil {
				return nil, err
			}
			return j.witness(k), nil
		}
		if err := j.hunt(k, w); err != nil {
			return nil, err
		}
	}
	return nil, nil
}

// compact returns the canonical placements of m queens on a board of size
// n whose bounding square is w×w: they have a queen in its top row and one
// in its left column, and one in its bottom row or right column. It
// returns ctx.Err() if ctx is done before it ends.
func compact(ctx context.Context, n, m, w int) ([]placement, error) {
	var out []placement
	for top := 0; top+w <= n; top++ {
		for left := 0; left+w <= n; left++ {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			var walk func(t placement, next int)
			walk = func(t placement, next int) {
				if len(t) == m {
					leftmost, far := false, false
					for _, sq := range t {
						r, c := sq/n, sq%n
						leftmost = leftmost || c == left
						far = far || r == top+w-1 || c == left+w-1
					}
					if leftmost && far && t.canonical(n) {
						out = append(out, slices.Clone(t))
					}
					return
				}
				for sq := next; sq < (top+w)*n; sq++ {
					r, c := sq/n, sq%n
					if c < left || c >= left+w || len(t) == 0 && r != top {
						continue
					}
					if !(placement{sq}).attacks(t, n) {
						walk(append(t, sq), sq+1)
					}
				}
			}
			walk(nil, top*n)
		}
	}
	return out, nil
}

// each calls f on every item on workers goroutines, and returns the first
// placement that f returns, cancelling the calls under way.
func each[T any](ctx context.Context, workers int, items []T, f func(context.Context, T) (placement, error)) (placement, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	todo := make(chan T)
	var (
		mu      sync.Mutex
		witness placement
		failure error
		stopped bool // by a witness or a failure
		wg      sync.WaitGroup
	)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for item := range todo {
				w, err := f(ctx, item)
				mu.Lock()
				if w != nil && witness == nil {
					witness = w
				}
				if err != nil && failure == nil && !stopped {
					failure = err
				}
				if w != nil || err != nil {
					stopped = true
					cancel()
				}
				mu.Unlock()
			}
		}()
	}
	fed := true
	for _, item := range items {
		select {
		case todo <- item:
			continue
		case <-ctx.Done():
			fed = false
		}
		break
	}
	close(todo)
	wg.Wait()
	switch {
	case witness != nil:
		return witness, nil
	case failure != nil:
		return nil, failure
	case !fed:
		return nil, ctx.Err()
	}
	return nil, nil
}

// threshold returns the completion threshold of size n: the largest k such
// that every placement of k queens has a completion, with a placement of
// k+1 queens that has none.
//
// The hunt before each check looks at the placements whose k-1 first
// queens lie in a square of up to k-1+wider on a side, and is left out
// if wider is negative. If most is not 0, threshold checks every placement
// of up to most queens, no more: if each has a completion, it hunts for a
// placement of most+1, most+2 or most+3 queens without one, and returns
// the bounds it found.
func threshold(ctx context.Context, n int, c crew, wider, most int, j *journal, log func(string)) (bounds, error) {
	for k := 1; k <= n; k++ {
		start := time.Now()
		if most > 0 && k > most {
			for more := k; more <= min(most+3, n) && wider >= 0; more++ {
				w, err := hunt(ctx, n, more, more-1+wider, c, j)
				if err != nil {
					return bounds{}, err
				}
				if w != nil {
					log(fmt.Sprintf("n=%d: a placement of %s without a completion, by the hunt (%v)", n, queens(more), time.Since(start).Round(time.Millisecond)))
					return bounds{most, more - 1, w}, nil
				}
			}
			return bounds{most, -1, nil}, nil
		}
		w, err := hunt(ctx, n, k, k-1+wider, c, j)
		if err == nil && w == nil {
			w, err = check(ctx, n, k, c, j)
		}
		if err != nil {
			return bounds{}, err
		}
		if w != nil {
			log(fmt.Sprintf("n=%d: a placement of %s without a completion (%v)", n, queens(k), time.Since(start).Round(time.Millisecond)))
			return bounds{k - 1, k - 1, w}, nil
		}
		log(fmt.Sprintf("n=%d: every placement of %s has a completion (%v; %v of search in all runs)", n, queens(k), time.Since(start).Round(time.Millisecond), j.spent(k).Round(time.Millisecond)))
	}
	return bounds{}, fmt.Errorf("n=%d: every placement of up to %d queens has a completion", n, n)
}
