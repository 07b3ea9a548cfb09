package stars

import (
	"context"
	"errors"
	"math/rand/v2"

	"github.com/nqueens-go/nqueens/internal/repair"
)

// Attempts is the most answers that Make draws for one puzzle.
const Attempts = 64

// ErrNoPuzzle is the error of Make when no attempt gives a puzzle of the
// grade asked for.
var ErrNoPuzzle = errors.New("no puzzle of the grade found")

// Options says what puzzle Make makes: of size N, with K queens to a unit
// and the rule Rule; one that the techniques up to Within solve, for
// Search one with one answer, and that those up to Beyond do not, 0 for
// none; with regions of at most MaxRegion squares, 0 for no bound.
type Options struct {
	N, K           int
	Rule           Rule
	Within, Beyond Technique
	MaxRegion      int
}

// A Puzzle is a puzzle made: its regions, its one answer's squares, in
// order, and the hardest technique its chain of deductions needs, Search
// where the chain stops.
type Puzzle struct {
	Region  []int8
	Answer  []int
	Hardest Technique
}

// Make returns a puzzle with one answer, drawn from seed, as o asks, or an
// error wrapping ErrNoPuzzle after Attempts attempts, or ctx.Err(). An
// attempt draws an answer, grows regions around its queens that keep it
// the only answer (grow.go), and grades the puzzle by the chain of its
// deductions: one of the grade asked for ends the draws.
func Make(ctx context.Context, seed uint64, o Options) (Puzzle, error) {
	rng := rand.New(rand.NewPCG(seed, 0x7265676e73)) // "regns"
	for range Attempts {
		p, err := attempt(ctx, rng, o)
		if err != nil {
			return Puzzle{}, err
		}
		if p != nil && p.Hardest <= o.Within && p.Hardest > o.Beyond {
			return *p, nil
		}
	}
	return Puzzle{}, ErrNoPuzzle
}

// uniform returns a number drawn uniformly from [0, m).
func uniform(rng *rand.Rand, m int) int { return int(repair.Uniform(rng, uint64(m))) }

// attempt makes one puzzle, or returns nil if its draws lead nowhere.
func attempt(ctx context.Context, rng *rand.Rand, o Options) (*Puzzle, error) {
	answer, err := drawAnswer(ctx, rng, o)
	if answer == nil || err != nil {
		return nil, err
	}
	region, err := growRegions(ctx, rng, o, answer)
	if region == nil || err != nil {
		return nil, err
	}
	relabel(region, o.N)
	g, err := New(o.N, o.K, o.Rule, region)
	if err != nil {
		panic("stars: a made grid is not one: " + err.Error())
	}
	s := NewState(g)
	hardest := s.Chain(DeepProbe, nil, func() bool { return ctx.Err() != nil })
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if !s.Solved() {
		hardest = Search
	}
	return &Puzzle{Region: region, Answer: answer, Hardest: hardest}, nil
}

// relabel numbers the regions in the order of their first squares.
func relabel(region []int8, n int) {
	label := make([]int8, n)
	for i := range label {
		label[i] = -1
	}
	next := int8(0)
	for q, r := range region {
		if label[r] < 0 {
			label[r] = next
			next++
		}
		region[q] = label[r]
	}
}

// drawAnswer returns the squares of an answer of the rule, K queens to a
// row and a column, drawn at random row by row, or nil if the search for
// one runs too long, or ctx.Err() if ctx is done first: it looks at ctx
// every checkEvery choices.
func drawAnswer(ctx context.Context, rng *rand.Rand, o Options) ([]int, error) {
	d := &drawer{ctx: ctx, o: o, rng: rng, col: make([]int, o.N), budget: 20000}
	if !d.row(0, nil) {
		return nil, d.err
	}
	return d.queens, nil
}

// A drawer draws an answer without regions.
type drawer struct {
	ctx    context.Context
	o      Options
	rng    *rand.Rand
	col    []int // the queens of each column
	queens []int
	budget int
	steps  int
	err    error // ctx's, once it is done
}

// row places the queens of row r and those after it, prev being the
// columns of row r-1's, and reports whether it could.
func (d *drawer) row(r int, prev []int) bool {
	n, k := d.o.N, d.o.K
	if r == n {
		return true
	}
	if d.budget--; d.budget < 0 {
		return false
	}
	// A column short of more queens than rows are left has no answer.
	for _, c := range d.col {
		if k-c > n-r {
			return false
		}
	}
	return d.pick(r, prev, k, 0, nil)
}

// pick chooses left more columns of row r, from column from, beside
// chosen, in an order drawn at random.
func (d *drawer) pick(r int, prev []int, left, from int, chosen []int) bool {
	n := d.o.N
	if left == 0 {
		for _, c := range chosen {
			d.queens = append(d.queens, r*n+c)
		}
		if d.row(r+1, chosen) {
			return true
		}
		d.queens = d.queens[:len(d.queens)-len(chosen)]
		return false
	}
	var cand []int
	for c := from; c < n; c++ {
		if d.allowed(r, c, prev) {
			cand = append(cand, c)
		}
	}
	for i := len(cand) - 1; i > 0; i-- {
		j := uniform(d.rng, i+1)
		cand[i], cand[j] = cand[j], cand[i]
	}
	for _, c := range cand {
		if d.budget < 0 || d.err != nil {
			return false
		}
		if d.steps++; d.steps%checkEvery == 0 {
			if d.err = d.ctx.Err(); d.err != nil {
				return false
			}
		}
		d.col[c]++
		if d.pick(r, prev, left-1, c+2, append(chosen, c)) {
			return true
		}
		d.col[c]--
	}
	return false
}

// allowed reports whether a queen may stand at row r, column c beside the
// queens of the rows before it, prev being row r-1's columns.
func (d *drawer) allowed(r, c int, prev []int) bool {
	n := d.o.N
	if d.col[c] >= d.o.K {
		return false
	}
	for _, p := range prev {
		if p >= c-1 && p <= c+1 {
			return false
		}
	}
	if d.o.Rule == DiagonalRule {
		for _, q := range d.queens {
			qr, qc := q/n, q%n
			if r-qr == c-qc || r-qr == qc-c {
				return false
			}
		}
	}
	return true
}
