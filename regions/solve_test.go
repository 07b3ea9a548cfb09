package regions_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens/regions"
)

// playRandom places on p some queens of answer, if any, and some drawn
// anywhere, and marks squares, some of answer's: a state right, or wrong.
func playRandom(rng *rand.Rand, p *regions.Puzzle, answer []regions.Square) {
	n := p.Size()
	for _, s := range answer {
		if rng.IntN(3) == 0 {
			p.Place(s.Row, s.Col)
		}
	}
	wrong := rng.IntN(3) == 0
	for range rng.IntN(2 * n) {
		s := regions.Square{Row: rng.IntN(n), Col: rng.IntN(n)}
		switch {
		case !contains(answer, s) || wrong:
			p.Mark(s.Row, s.Col) // refused on a queen
		}
	}
	if wrong && rng.IntN(2) == 0 {
		p.Place(rng.IntN(n), rng.IntN(n)) // refused or not
	}
}

// TestSolve checks Count, Solve and Mistakes against the oracle on random
// puzzles, from the start and with queens placed and squares marked,
// right or wrong.
func TestSolve(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 42))
	counts := map[string]int{}
	for _, kd := range kinds {
		t.Run(kd.String(), func(t *testing.T) {
			for range howMany(kd, 36) {
				p := drawPuzzle(t, rng, kd.n, kd.k, kd.diagonal)
				all := answersOf(p) // of the regions alone
				counts[bucket(len(all))]++
				var some []regions.Square
				if len(all) > 0 {
					some = all[rng.IntN(len(all))]
				}
				for i := range 3 {
					if i > 0 {
						playRandom(rng, p, some)
					}
					checkSolve(t, p, all)
				}
			}
		})
	}
	t.Logf("random puzzles by answers: %v", counts)
	for _, b := range []string{"none", "one", "several"} {
		if counts[b] == 0 {
			t.Errorf("no puzzle with %s answers: %v", b, counts)
		}
	}
}

// checkSolve checks Count, Solve and Mistakes of p, whose regions alone
// have the answers all.
func checkSolve(t *testing.T, p *regions.Puzzle, all [][]regions.Square) {
	t.Helper()
	before := p.String()
	want := consistent(p, all)
	if got := len(answersOf(p)); got != len(want) {
		t.Fatalf("%v: the oracle gives %d answers, the answers of the regions that the state allows %d", p, got, len(want))
	}
	for _, limit := range []uint64{0, 1, 2, 3, uint64(len(want)), uint64(len(want)) + 1, 1 << 30, 1<<64 - 1} {
		w := min(limit, uint64(len(want)))
		if limit == 0 {
			w = uint64(len(want))
		}
		if got := p.Count(limit); got != w {
			t.Fatalf("%v: Count(%d) = %d, want %d", p, limit, got, w)
		}
	}
	if c, err := p.CountContext(context.Background(), 2); c != uint64(min(2, len(want))) || err != nil {
		t.Fatalf("%v: CountContext(2) = %d, %v", p, c, err)
	}
	// All yields every answer once, the first Solve's, and stops when
	// the loop breaks.
	var answers [][]regions.Square
	for a := range p.All() {
		if !slices.ContainsFunc(want, func(w []regions.Square) bool { return slices.Equal(a, w) }) {
			t.Fatalf("%v: All yields %v, no answer", p, a)
		}
		answers = append(answers, a)
	}
	if len(answers) != len(want) {
		t.Fatalf("%v: All yields %d answers, want %d", p, len(answers), len(want))
	}
	for a := range p.All() {
		if first, err := p.Solve(); err != nil || !slices.Equal(a, first) {
			t.Fatalf("%v: All's first %v, Solve's %v, %v", p, a, first, err)
		}
		break
	}
	got, err := p.Solve()
	switch {
	case len(want) == 0:
		if !errors.Is(err, regions.ErrNoAnswer) || got != nil {
			t.Fatalf("%v: Solve = %v, %v, want ErrNoAnswer", p, got, err)
		}
	case err != nil:
		t.Fatalf("%v: Solve: %v", p, err)
	case !slices.ContainsFunc(want, func(a []regions.Square) bool { return slices.Equal(a, got) }):
		t.Fatalf("%v: Solve = %v, no answer", p, got)
	}
	mistakes, err := p.Mistakes()
	switch len(all) {
	case 0:
		if !errors.Is(err, regions.ErrNoAnswer) || errors.Is(err, regions.ErrNotUnique) {
			t.Fatalf("%v: Mistakes = %v, %v, want ErrNoAnswer", p, mistakes, err)
		}
	case 1:
		var w []regions.Square
		n := p.Size()
		for r := range n {
			for c := range n {
				s := regions.Square{Row: r, Col: c}
				if p.Queen(r, c) && !contains(all[0], s) || p.Marked(r, c) && contains(all[0], s) {
					w = append(w, s)
				}
			}
		}
		if err != nil {
			t.Fatalf("%v: Mistakes: %v", p, err)
		}
		if diff := cmp.Diff(w, mistakes); diff != "" {
			t.Fatalf("%v: Mistakes (-want +got):\n%s", p, diff)
		}
		// None, exactly where the state allows the answer.
		if (len(mistakes) == 0) != (len(want) == 1) {
			t.Fatalf("%v: %d mistakes, %d answers", p, len(mistakes), len(want))
		}
	default:
		if !errors.Is(err, regions.ErrNotUnique) || errors.Is(err, regions.ErrNoAnswer) {
			t.Fatalf("%v: Mistakes = %v, %v, want ErrNotUnique", p, mistakes, err)
		}
	}
	if p.String() != before {
		t.Fatalf("Count, Solve or Mistakes changed the puzzle:\n%v\n%v", before, p)
	}
}

// doneAfter is a context whose Err is nil for its first calls, then
// context.Canceled: it ends a function at a point that depends on the
// function alone.
type doneAfter struct {
	context.Context
	calls, after int
}

func (d *doneAfter) Err() error {
	if d.calls++; d.calls > d.after {
		return context.Canceled
	}
	return nil
}

// TestSolveContext checks the forms with a context: a context done
// before they start, or between deductions, gives its error.
func TestSolveContext(t *testing.T) {
	p, err := regions.New(grid4, regions.Variant{})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if c, err := p.CountContext(ctx, 2); err != context.Canceled {
		t.Errorf("CountContext, cancelled = %d, %v", c, err)
	}
	if a, err := p.SolveContext(ctx); err != context.Canceled {
		t.Errorf("SolveContext, cancelled = %v, %v", a, err)
	}
	if m, err := p.MistakesContext(ctx); err != context.Canceled {
		t.Errorf("MistakesContext, cancelled = %v, %v", m, err)
	}
	if _, err := p.HintContext(ctx); err != context.Canceled {
		t.Errorf("HintContext, cancelled = %v", err)
	}
	if _, err := p.ExplainContext(ctx); err != context.Canceled {
		t.Errorf("ExplainContext, cancelled = %v", err)
	}
	if _, err := p.RateContext(ctx); err != context.Canceled {
		t.Errorf("RateContext, cancelled = %v", err)
	}
	if _, _, err := regions.MakeContext(ctx, 8, 1, regions.Options{}); err != context.Canceled {
		t.Errorf("GenerateContext, cancelled = %v", err)
	}
	// A context done between deductions stops Explain and Rate: the
	// search puzzle's chain is long, and no search of theirs looks at it
	// before its period.
	search, err := regions.Parse(searchPuzzle, regions.Variant{Stars: 2})
	if err != nil {
		t.Fatal(err)
	}
	never := &doneAfter{Context: context.Background(), after: 1 << 30}
	if _, err := search.ExplainContext(never); !errors.Is(err, regions.ErrNeedsSearch) {
		t.Fatalf("ExplainContext = %v", err)
	}
	looks := never.calls
	never = &doneAfter{Context: context.Background(), after: 1 << 30}
	if _, err := search.RateContext(never); err != nil {
		t.Fatalf("RateContext = %v", err)
	}
	rateLooks := never.calls
	if looks < 3 || rateLooks < 3 {
		t.Fatalf("ExplainContext and RateContext look at their context %d and %d times", looks, rateLooks)
	}
	for _, after := range []int{1, looks / 2, looks - 1} {
		ctx := &doneAfter{Context: context.Background(), after: after}
		if chain, err := search.ExplainContext(ctx); err != context.Canceled || chain != nil {
			t.Errorf("ExplainContext, done after %d of %d looks = %d steps, %v, want context.Canceled", after, looks, len(chain), err)
		}
	}
	for _, after := range []int{1, rateLooks / 2, rateLooks - 1} {
		ctx := &doneAfter{Context: context.Background(), after: after}
		if r, err := search.RateContext(ctx); err != context.Canceled {
			t.Errorf("RateContext, done after %d of %d looks = %+v, %v, want context.Canceled", after, rateLooks, r, err)
		}
	}
	// A nil context panics, as the docs say.
	var none context.Context
	for name, f := range map[string]func(){
		"CountContext":    func() { p.CountContext(none, 2) },
		"SolveContext":    func() { p.SolveContext(none) },
		"MistakesContext": func() { p.MistakesContext(none) },
		"HintContext":     func() { p.HintContext(none) },
		"ExplainContext":  func() { p.ExplainContext(none) },
		"RateContext":     func() { p.RateContext(none) },
		"GenerateContext": func() { regions.MakeContext(none, 8, 1, regions.Options{}) },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s(nil) does not panic", name)
				}
			}()
			f()
		}()
	}
}

// TestCountDeadline checks that a context's deadline stops a count whose
// answers are far too many to count, in WebAssembly too, where the
// runtime has one thread and a deadline's timer fires only where the
// search yields: the regions of a 16×16 grid are its rows, and every
// placement of a queen to a row and a column, none touching, is an
// answer.
func TestCountDeadline(t *testing.T) {
	rows := make([][]int, 16)
	for r := range rows {
		rows[r] = make([]int, 16)
		for c := range rows[r] {
			rows[r][c] = r
		}
	}
	p, err := regions.New(rows, regions.Variant{})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if c, err := p.CountContext(ctx, 0); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("CountContext of a 16×16 grid of rows, with a deadline = %d, %v, want context.DeadlineExceeded", c, err)
	}
}
