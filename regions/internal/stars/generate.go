package stars

import (
	"context"
	"math/rand/v2"
	"slices"

	"github.com/nqueens-go/nqueens/internal/reason"
	"github.com/nqueens-go/nqueens/internal/repair"
)

// Options says what puzzle Make makes: of size N, with K queens to a unit
// and the rule Rule; one that the techniques up to Within solve, for
// Search one with one answer, and that those up to Beyond do not, 0 for
// none, as Ladder.Within gives them for a grade; with regions of at most
// MaxRegion squares, 0 for no bound.
type Options struct {
	N, K           int
	Rule           Rule
	Within, Beyond Technique
	MaxRegion      int
	// MinRegion bounds the squares of a region from below, 0 for no
	// bound; Draw is the draw, Shaped or Classic.
	MinRegion int
	Draw      Draw
}

// A Draw is a way to grow a puzzle's regions around its answer.
type Draw int

const (
	// Shaped grows each region toward a size drawn first, one of them
	// large, as the daily puzzle's regions are.
	Shaped Draw = iota
	// Classic gives, again and again, a square beside a region to it,
	// drawn among the squares with the fewest regions beside them: the
	// draw of earlier versions, graded by the techniques it was graded
	// by then (classicTechniques), so that a seed gives the puzzle it
	// gave then.
	Classic
)

// A Puzzle is a puzzle made: its regions, and its one answer's squares,
// in order.
type Puzzle struct {
	Region []int8
	Answer []int
}

// Make returns a puzzle with one answer, drawn from seed, as o asks, or
// an error wrapping reason.ErrNoPuzzle after reason.Attempts draws, or
// ctx.Err(). A draw draws an answer and grows regions around its queens
// that keep it the only answer (grow.go); internal/reason's loop grades
// each, and keeps the first of the grade asked for.
func Make(ctx context.Context, seed uint64, o Options) (Puzzle, error) {
	rng := rand.New(rand.NewPCG(seed, 0x7265676e73)) // "regns"
	draw := drawPuzzle[Small]
	if o.N > smallest {
		draw = drawPuzzle[Large]
	}
	p, _, err := reason.Make(ctx, rng, Ladder, o.Beyond, o.Within, func(ctx context.Context, rng *rand.Rand) (*Puzzle, reason.State, error) {
		return draw(ctx, rng, o)
	})
	if err != nil {
		return Puzzle{}, err
	}
	return *p, nil
}

// uniform returns a number drawn uniformly from [0, m).
func uniform(rng *rand.Rand, m int) int { return int(repair.Uniform(rng, uint64(m))) }

// weighted returns an index of weights, whose sum is total, more than
// 0, drawn with probability in proportion to its weight: never one of
// weight 0.
func weighted(rng *rand.Rand, weights []float64, total float64) int {
	x := rng.Float64() * total
	i := 0
	for ; i < len(weights)-1; i++ {
		if x -= weights[i]; weights[i] > 0 && x < 0 {
			break
		}
	}
	for weights[i] == 0 {
		i--
	}
	return i
}

// drawPuzzle draws one puzzle, and returns it with its state, or a nil state if
// its draws lead nowhere.
func drawPuzzle[W Words](ctx context.Context, rng *rand.Rand, o Options) (*Puzzle, reason.State, error) {
	var answer []int
	var region []int8
	var err error
	if o.Draw == Shaped && o.N > composeAbove {
		answer, region, err = compose(ctx, rng, o)
	} else {
		answer, region, err = grow[W](ctx, rng, o)
	}
	if region == nil || err != nil {
		return nil, nil, err
	}
	relabel(region, o.N)
	g, err := NewGrid[W](o.N, o.K, o.Rule, region)
	if err != nil {
		panic("stars: a made grid is not one: " + err.Error())
	}
	if o.MinRegion > 0 {
		size := make([]int, o.N)
		for _, r := range region {
			size[r]++
		}
		if slices.Min(size) < o.MinRegion {
			return nil, nil, nil
		}
	}
	st := NewState(g)
	if o.Draw == Classic {
		st.skip = classicSkips
	}
	return &Puzzle{Region: region, Answer: answer}, st, nil
}

// grow draws an answer and grows regions around it, and returns both, or
// nil regions if its draws lead nowhere.
func grow[W Words](ctx context.Context, rng *rand.Rand, o Options) ([]int, []int8, error) {
	answer, err := drawAnswer(ctx, rng, o)
	if answer == nil || err != nil {
		return nil, nil, err
	}
	region, err := growRegions[W](ctx, rng, o, answer)
	return answer, region, err
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
			pause()
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
