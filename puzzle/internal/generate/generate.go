// Package generate makes puzzles of N-Queens Completion with exactly one
// completion, of a grade asked for, for package puzzle's Make: a seed
// gives the same puzzle on every machine and in every release, for every
// choice is drawn from a generator seeded by it, in integers alone.
//
// Its draws go through internal/reason's loop, which grades each and
// keeps the first of the grade. A draw a solution by internal/repair's min-conflicts repair,
// starts from the puzzle that places all its queens, and takes them away
// one at a time, in an order drawn at random, each only if the puzzle
// left is still one the techniques of the grade solve (internal/deduce);
// for the grade of a search, still one with one completion. With blocked
// squares asked for, it then takes away each queen left, in another drawn
// order, blocking instead up to a few squares of its row and its column,
// drawn at random, where that keeps the puzzle solvable so, and then
// takes away each blocked square it can. Minimal puzzles lose too every
// clue whose going leaves one completion.
package generate

import (
	"context"
	"math/rand/v2"

	"github.com/nqueens-go/nqueens/internal/complete"
	"github.com/nqueens-go/nqueens/internal/reason"
	"github.com/nqueens-go/nqueens/internal/repair"
	"github.com/nqueens-go/nqueens/puzzle/internal/deduce"
)

// maxBlocks is the most squares an attempt blocks in place of one queen.
const maxBlocks = 3

// An Options says what puzzle to make: one that the techniques up to
// Within solve, for Search one with one completion, and that those up to
// Beyond do not, 0 for none; deduce.Ladder.Within gives the two of a
// grade.
type Options struct {
	Within, Beyond int
	Blocked        bool // clues of both kinds, queens and blocked squares
	Minimal        bool // no clue can go without a second completion
}

// A Puzzle is a puzzle made, with its completion.
type Puzzle struct {
	N        int
	Queens   []int    // the column of each row's placed queen, -1 for none
	Blocked  []uint64 // the blocked squares of each row, bit c for column c
	Solution []int
	Attempt  int // the attempt that made it, from 0
}

// Make returns a puzzle of size n, 4 to 64, with one completion, of the
// grade o asks for, drawn from seed. It returns an error wrapping
// reason.ErrNoPuzzle if reason.Attempts draws give none, and ctx.Err()
// once ctx is done.
func Make(ctx context.Context, n int, seed uint64, o Options) (Puzzle, error) {
	rng := rand.New(rand.NewPCG(seed, 0x6e7175656e73)) // "nqueens"
	p, attempt, err := reason.Make(ctx, rng, deduce.Ladder, o.Beyond, o.Within, func(ctx context.Context, rng *rand.Rand) (*Puzzle, reason.State, error) {
		p, err := draw(ctx, n, rng, o)
		if err != nil {
			return nil, nil, err
		}
		return p, deduce.New(n, p.Queens, p.Blocked), nil
	})
	if err != nil {
		return Puzzle{}, err
	}
	p.Attempt = attempt
	return *p, nil
}

// draw draws a solution from rng, and takes its clues away as o asks.
func draw(ctx context.Context, n int, rng *rand.Rand, o Options) (*Puzzle, error) {
	sol := repair.Solution(n, rng)
	p := &Puzzle{N: n, Queens: append([]int(nil), sol...), Blocked: make([]uint64, n), Solution: sol}
	w := &worker{ctx: ctx, p: p, grade: o.Within}
	for _, r := range permutation(rng, n) {
		p.Queens[r] = -1
		ok, err := w.solvable()
		if err != nil {
			return nil, err
		}
		if !ok {
			p.Queens[r] = sol[r]
		}
	}
	if o.Blocked {
		if err := w.block(rng); err != nil {
			return nil, err
		}
	}
	if o.Minimal {
		if err := w.minimal(rng); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// A worker holds what an attempt works on.
type worker struct {
	ctx   context.Context
	p     *Puzzle
	grade int // the techniques up to which the puzzle must be solved
}

// solvable reports whether the puzzle is one the grade's techniques solve,
// or for Search, one with one completion.
func (w *worker) solvable() (bool, error) {
	if err := w.ctx.Err(); err != nil {
		return false, err
	}
	p := w.p
	if w.grade < deduce.Ladder.Search() {
		s := deduce.New(p.N, p.Queens, p.Blocked)
		reason.Chain(s, w.grade, nil, nil)
		return s.Solved(), nil
	}
	return unique(w.ctx, p.N, p.Queens, p.Blocked)
}

// unique reports whether the puzzle has one completion, by the solver's
// search.
func unique(ctx context.Context, n int, queens []int, blocked []uint64) (bool, error) {
	count, _, _, err := complete.CountUpTo(ctx, grid(n, queens, blocked), 2)
	return count == 1, err
}

// grid returns the puzzle as internal/complete's Grid.
func grid(n int, queens []int, blocked []uint64) *complete.Grid {
	g := &complete.Grid{N: n}
	for r := range n {
		if queens[r] >= 0 {
			g.Queens[r] = queens[r]
			g.Placed |= 1 << uint(r)
		}
		g.Blocked[r] = blocked[r]
	}
	return g
}

// block takes away each queen left, in an order drawn from rng, blocking
// instead up to maxBlocks squares of its row and its column drawn from
// rng, where that keeps the puzzle solvable; then it takes away each
// blocked square it can, in an order drawn from rng.
func (w *worker) block(rng *rand.Rand) error {
	p := w.p
	for _, r := range permutation(rng, p.N) {
		if p.Queens[r] < 0 {
			continue
		}
		c := p.Queens[r]
		p.Queens[r] = -1
		candidates := w.candidates(r, c)
		var added [][2]int
		done := false
		for _, i := range permutation(rng, len(candidates)) {
			if len(added) == maxBlocks {
				break
			}
			sq := candidates[i]
			p.Blocked[sq[0]] |= 1 << uint(sq[1])
			added = append(added, sq)
			ok, err := w.solvable()
			if err != nil {
				return err
			}
			if ok {
				done = true
				break
			}
		}
		if !done {
			p.Queens[r] = c
			for _, sq := range added {
				p.Blocked[sq[0]] &^= 1 << uint(sq[1])
			}
		}
	}
	for _, sq := range w.blocks(rng) {
		p.Blocked[sq[0]] &^= 1 << uint(sq[1])
		ok, err := w.solvable()
		if err != nil {
			return err
		}
		if !ok {
			p.Blocked[sq[0]] |= 1 << uint(sq[1])
		}
	}
	return nil
}

// candidates returns the squares that block may block in place of the
// queen at row r, column c: the other squares of its row and its column
// that no placed queen attacks and that are not blocked, row by row.
func (w *worker) candidates(r, c int) [][2]int {
	p := w.p
	var out [][2]int
	for r2 := range p.N {
		for c2 := range p.N {
			if (r2 == r) == (c2 == c) || p.Blocked[r2]&(1<<uint(c2)) != 0 || attacked(p, r2, c2) {
				continue
			}
			out = append(out, [2]int{r2, c2})
		}
	}
	return out
}

// attacked reports whether a placed queen of p attacks the square, or
// stands on it.
func attacked(p *Puzzle, r, c int) bool {
	for qr, qc := range p.Queens {
		if qc < 0 {
			continue
		}
		d := qr - r
		if qr == r || qc == c || qc-c == d || c-qc == d {
			return true
		}
	}
	return false
}

// blocks returns the blocked squares of the puzzle, in an order drawn from
// rng.
func (w *worker) blocks(rng *rand.Rand) [][2]int {
	var all [][2]int
	for r, row := range w.p.Blocked {
		for c := range w.p.N {
			if row&(1<<uint(c)) != 0 {
				all = append(all, [2]int{r, c})
			}
		}
	}
	out := make([][2]int, len(all))
	for i, j := range permutation(rng, len(all)) {
		out[i] = all[j]
	}
	return out
}

// minimal takes away each clue left, queens then blocked squares, each in
// an order drawn from rng, whose going leaves the puzzle one completion.
func (w *worker) minimal(rng *rand.Rand) error {
	p := w.p
	for _, r := range permutation(rng, p.N) {
		if c := p.Queens[r]; c >= 0 {
			p.Queens[r] = -1
			ok, err := unique(w.ctx, p.N, p.Queens, p.Blocked)
			if err != nil {
				return err
			}
			if !ok {
				p.Queens[r] = c
			}
		}
	}
	for _, sq := range w.blocks(rng) {
		p.Blocked[sq[0]] &^= 1 << uint(sq[1])
		ok, err := unique(w.ctx, p.N, p.Queens, p.Blocked)
		if err != nil {
			return err
		}
		if !ok {
			p.Blocked[sq[0]] |= 1 << uint(sq[1])
		}
	}
	return nil
}

// Grade returns the hardest technique that the chain of the puzzle needs,
// 0 for none, or deduce.Ladder.Search() where the techniques leave it
// unsolved.
func Grade(ctx context.Context, n int, queens []int, blocked []uint64) (int, error) {
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	return reason.Hardest(ctx, deduce.New(n, queens, blocked), deduce.Ladder)
}

// permutation returns a permutation of [0, k) drawn from rng, by Fisher
// and Yates's shuffle, with repair.Uniform's draws in integers alone.
func permutation(rng *rand.Rand, k int) []int {
	p := make([]int, k)
	for i := range p {
		p[i] = i
	}
	for i := k - 1; i > 0; i-- {
		j := int(repair.Uniform(rng, uint64(i+1)))
		p[i], p[j] = p[j], p[i]
	}
	return p
}
