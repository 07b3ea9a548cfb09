package puzzle_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/internal/reason"
	"github.com/nqueens-go/nqueens/puzzle"
	"github.com/nqueens-go/nqueens/puzzle/internal/deduce"
)

// gradeFor returns the grade of a puzzle whose chain needs the technique
// hardest, as Grade's doc gives it: Easy for singles alone, or no step;
// Medium for exclusions or confinements; Hard for probes; Expert for deep
// probes.
func gradeFor(hardest puzzle.Technique) puzzle.Grade {
	return map[puzzle.Technique]puzzle.Grade{
		0: puzzle.Easy, puzzle.Single: puzzle.Easy, puzzle.Exclusion: puzzle.Medium,
		puzzle.Confinement: puzzle.Medium, puzzle.Probe: puzzle.Hard, puzzle.DeepProbe: puzzle.Expert,
	}[hardest]
}

// --- A plain view of a puzzle ---

// A view is a puzzle as the tests reason about it, plainly: its queens
// placed and squares marked, read through Queen and Marked.
type view struct {
	n      int
	queens []int // by row, -1 for none
	marked [][]bool
}

func viewOf(p *puzzle.Puzzle) view {
	queens, marked := clues(p)
	return view{p.Size(), queens, marked}
}

// attacks reports whether queens on squares a and b, not the same, share
// a row, a column or a diagonal.
func attacks(a, b puzzle.Square) bool {
	dr, dc := a.Row-b.Row, a.Col-b.Col
	return dr == 0 || dc == 0 || dr == dc || dr == -dc
}

// free reports whether a queen could stand on the square: no queen
// attacks it, it holds none, and it is not marked.
func (v view) free(s puzzle.Square) bool {
	if v.marked[s.Row][s.Col] {
		return false
	}
	for r, c := range v.queens {
		if c >= 0 && (r == s.Row || attacks(puzzle.Square{Row: r, Col: c}, s)) {
			return false
		}
	}
	return true
}

// open reports whether the unit holds no queen.
func (v view) open(u puzzle.Unit) bool {
	for r, c := range v.queens {
		if c >= 0 && (u.Kind == puzzle.RowUnit && r == u.Index || u.Kind == puzzle.ColumnUnit && c == u.Index) {
			return false
		}
	}
	return true
}

// in returns the squares of unit u, in order.
func (v view) in(u puzzle.Unit) []puzzle.Square {
	out := make([]puzzle.Square, v.n)
	for i := range v.n {
		out[i] = puzzle.Square{Row: u.Index, Col: i}
		if u.Kind == puzzle.ColumnUnit {
			out[i] = puzzle.Square{Row: i, Col: u.Index}
		}
	}
	return out
}

// freeIn returns the free squares of unit u, in order.
func (v view) freeIn(u puzzle.Unit) []puzzle.Square {
	var out []puzzle.Square
	for _, s := range v.in(u) {
		if v.free(s) {
			out = append(out, s)
		}
	}
	return out
}

// units returns the open units: the rows in order, then the columns.
func (v view) units() []puzzle.Unit {
	var out []puzzle.Unit
	for _, kind := range []puzzle.UnitKind{puzzle.RowUnit, puzzle.ColumnUnit} {
		for i := range v.n {
			if u := (puzzle.Unit{Kind: kind, Index: i}); v.open(u) {
				out = append(out, u)
			}
		}
	}
	return out
}

// single returns the first square, row by row, that is the one free
// square of its row or of its column, and that unit, its row where both.
func (v view) single() (puzzle.Square, puzzle.Unit, bool) {
	for r := range v.n {
		for c := range v.n {
			s := puzzle.Square{Row: r, Col: c}
			if !v.free(s) {
				continue
			}
			for _, u := range []puzzle.Unit{{Kind: puzzle.RowUnit, Index: r}, {Kind: puzzle.ColumnUnit, Index: c}} {
				if len(v.freeIn(u)) == 1 {
					return s, u, true
				}
			}
		}
	}
	return puzzle.Square{}, puzzle.Unit{}, false
}

// exclusion returns the first open unit, rows before columns, that a
// queen on some free square outside it would leave without a free square,
// and every such square, row by row.
func (v view) exclusion() (puzzle.Unit, []puzzle.Square) {
	for _, u := range v.units() {
		line := v.freeIn(u)
		var empties []puzzle.Square
		for r := range v.n {
			for c := range v.n {
				s := puzzle.Square{Row: r, Col: c}
				if !v.free(s) || slices.Contains(v.in(u), s) {
					continue
				}
				if !slices.ContainsFunc(line, func(f puzzle.Square) bool { return !attacks(s, f) }) {
					empties = append(empties, s)
				}
			}
		}
		if len(empties) > 0 {
			return u, empties
		}
	}
	return puzzle.Unit{}, nil
}

// rowMajor reports whether squares are in order, row by row, each once.
func rowMajor(squares []puzzle.Square) bool {
	for i := 1; i < len(squares); i++ {
		a, b := squares[i-1], squares[i]
		if a.Row > b.Row || a.Row == b.Row && a.Col >= b.Col {
			return false
		}
	}
	return true
}

// checkDeduction checks d, which Hint gave for p as it stands, against
// the completions all of p, and against Hint's doc, plainly: its queens
// are in every completion and its empty squares in none, each free; it
// is of the easiest technique that gives one, its singles and exclusions
// the first ones; its units, and its squares for a confinement, are what
// the doc of Deduction says.
func checkDeduction(t *testing.T, what string, p *puzzle.Puzzle, d puzzle.Deduction, all []nqueens.Board) {
	t.Helper()
	fail := func(format string, args ...any) {
		t.Helper()
		t.Fatalf("%s:\n%v\n%+v: %s", what, p, d, fmt.Sprintf(format, args...))
	}
	for _, b := range all {
		for _, s := range d.Queens {
			if b[s.Row] != s.Col {
				fail("unsound: the queen at %v is not in completion %v", s, b)
			}
		}
		for _, s := range d.Empty {
			if b[s.Row] == s.Col {
				fail("unsound: the empty square %v is in completion %v", s, b)
			}
		}
	}
	v := viewOf(p)
	for _, s := range append(slices.Clone(d.Queens), d.Empty...) {
		if s.Row < 0 || s.Row >= v.n || s.Col < 0 || s.Col >= v.n || !v.free(s) {
			fail("%v is not a free square", s)
		}
	}
	if !rowMajor(d.Queens) || !rowMajor(d.Empty) || len(d.Queens)+len(d.Empty) == 0 {
		fail("no squares, or not row by row")
	}
	for _, u := range d.Units {
		if u.Kind != puzzle.RowUnit && u.Kind != puzzle.ColumnUnit || u.Index < 0 || u.Index >= v.n || !v.open(u) {
			fail("unit %+v is not an open row or column", u)
		}
	}
	if d.String() == "" {
		fail("no String")
	}
	// The easiest technique first: a single where there is one, then an
	// exclusion, each the first.
	s, su, isSingle := v.single()
	eu, empties := v.exclusion()
	switch {
	case isSingle:
		if d.Technique != puzzle.Single || !cmp.Equal(d.Queens, []puzzle.Square{s}) || !cmp.Equal(d.Units, []puzzle.Unit{su}) || len(d.Empty) != 0 || d.Confined != 0 {
			fail("want the single at %v, of %v", s, su)
		}
	case empties != nil:
		if d.Technique != puzzle.Exclusion || !cmp.Equal(d.Empty, empties) || !cmp.Equal(d.Units, []puzzle.Unit{eu}) || len(d.Queens) != 0 || d.Confined != 0 {
			fail("want the exclusion of %v: %v", eu, empties)
		}
	case d.Technique < puzzle.Confinement || d.Technique > puzzle.DeepProbe:
		fail("technique %v, where no single and no exclusion applies", d.Technique)
	case d.Technique == puzzle.Confinement:
		checkConfinement(t, fail, v, d)
	default: // a probe
		if len(d.Queens) != 0 || len(d.Empty) != 1 || len(d.Units) != 1 || d.Confined != 0 {
			fail("want one empty square and one unit")
		}
		e := d.Empty[0]
		if len(v.freeIn(puzzle.Unit{Kind: puzzle.RowUnit, Index: e.Row})) != 2 && len(v.freeIn(puzzle.Unit{Kind: puzzle.ColumnUnit, Index: e.Col})) != 2 {
			fail("a probe of a square whose row and column have other than two free squares")
		}
	}
}

// checkConfinement checks the confinement d on v: its first Confined
// units, 2 or 3 of one kind, have their free squares within its other
// units, as many of the other kind; its empty squares are every free
// square of those that lies outside the units confined.
func checkConfinement(t *testing.T, fail func(string, ...any), v view, d puzzle.Deduction) {
	t.Helper()
	k := d.Confined
	if k < 2 || k > 3 || len(d.Units) != 2*k || len(d.Queens) != 0 {
		fail("Confined %d, %d units", k, len(d.Units))
	}
	confined, within := d.Units[:k], d.Units[k:]
	inAny := func(units []puzzle.Unit, s puzzle.Square) bool {
		return slices.ContainsFunc(units, func(u puzzle.Unit) bool { return slices.Contains(v.in(u), s) })
	}
	for i := range k {
		if confined[i].Kind != confined[0].Kind || within[i].Kind == confined[0].Kind {
			fail("the units confined are not of one kind, and those they lie in of the other")
		}
		for _, s := range v.freeIn(confined[i]) {
			if !inAny(within, s) {
				fail("the free square %v of %v lies outside %v", s, confined[i], within)
			}
		}
	}
	var want []puzzle.Square
	for r := range v.n {
		for c := range v.n {
			if s := (puzzle.Square{Row: r, Col: c}); v.free(s) && inAny(within, s) && !inAny(confined, s) {
				want = append(want, s)
			}
		}
	}
	if !cmp.Equal(d.Empty, want) {
		fail("want the empty squares %v", want)
	}
}

// hints returns the deductions that Hint gives for p, made with Apply
// one after another on a clone of p, and the error where they stop;
// each is checked against the completions all.
func hints(t *testing.T, what string, p *puzzle.Puzzle, all []nqueens.Board) ([]puzzle.Deduction, *puzzle.Puzzle, error) {
	t.Helper()
	play := p.Clone()
	var chain []puzzle.Deduction
	for {
		d, err := play.Hint()
		if err != nil {
			if d.Technique != 0 || d.Queens != nil || d.Empty != nil || d.Units != nil {
				t.Fatalf("%s:\n%v\nHint = %+v with its error %v", what, play, d, err)
			}
			return chain, play, err
		}
		if len(chain) > p.Size()*p.Size() {
			t.Fatalf("%s:\n%v\nmore hints than squares", what, p)
		}
		checkDeduction(t, what, play, d, all)
		if err := play.Apply(d); err != nil {
			t.Fatalf("%s:\n%v\nApply(%+v): %v", what, play, d, err)
		}
		chain = append(chain, d)
	}
}

// equalQueens reports whether p places a queen in every row, those of b.
func equalQueens(p *puzzle.Puzzle, b nqueens.Board) bool {
	for r, c := range b {
		if !p.Queen(r, c) {
			return false
		}
	}
	return len(p.Queens()) == len(b)
}

// checkRating checks r, which Rate gave for p with one answer, against
// the chain of Explain: its steps and uses are the chain's; its hardest
// technique the chain's hardest, whose Grade is its grade where the
// chain ends, and Search where it stops; its depth, that technique's;
// its work the same on every call.
func checkRating(t *testing.T, what string, p *puzzle.Puzzle, r puzzle.Rating, chain []puzzle.Deduction, explainErr error) {
	t.Helper()
	uses := map[puzzle.Technique]int{}
	hardest := puzzle.Technique(0)
	for _, d := range chain {
		uses[d.Technique]++
		hardest = max(hardest, d.Technique)
	}
	if diff := cmp.Diff(uses, r.Uses); diff != "" || r.Steps != len(chain) {
		t.Fatalf("%s:\n%v\nRate %+v: %d steps, uses (-Explain +Rate):\n%s", what, p, r, len(chain), diff)
	}
	total := 0
	for _, n := range r.Uses {
		total += n
	}
	wantGrade := hardest.Grade()
	if explainErr != nil {
		wantGrade = puzzle.Search
	}
	wantDepth := map[puzzle.Technique]int{puzzle.Probe: 1, puzzle.DeepProbe: 2}[hardest]
	if total != r.Steps || r.Hardest != hardest || r.Grade != wantGrade || r.Depth != wantDepth || wantGrade < puzzle.Search && wantGrade != gradeFor(hardest) {
		t.Fatalf("%s:\n%v\nRate = %+v; want the hardest %v, grade %v, depth %d (Explain: %v)", what, p, r, hardest, wantGrade, wantDepth, explainErr)
	}
	if again, err := p.Rate(); err != nil || again.Work != r.Work {
		t.Fatalf("%s:\n%v\nRate = %+v, then %+v, %v: the work differs", what, p, r, again, err)
	}
}

// --- Puzzles made ---

// TestRate checks the rating of every puzzle made against its chain: the
// grade asked for, and the rest as checkRating checks it; and Explain's
// chain of as many deductions, each what Hint gives, sound, which made
// with Apply leave the answer, where the grade is not Search.
func TestRate(t *testing.T) {
	for _, m := range madePuzzles(t) {
		r, err := m.p.Rate()
		if err != nil || r.Grade != m.o.Grade {
			t.Fatalf("%v:\n%v\nRate = %+v, %v; want grade %v", m, m.p, r, err, m.o.Grade)
		}
		chain, err := m.p.Explain()
		switch {
		case r.Grade == puzzle.Search && !errors.Is(err, puzzle.ErrNeedsSearch):
			t.Fatalf("%v: of grade search, Explain: %v", m, err)
		case r.Grade < puzzle.Search && err != nil:
			t.Fatalf("%v: of grade %v, Explain: %v", m, r.Grade, err)
		}
		checkRating(t, m.String(), m.p, r, chain, err)
		all := []nqueens.Board{m.answer}
		hinted, play, herr := hints(t, m.String(), m.p, all)
		if diff := cmp.Diff(hinted, chain); diff != "" {
			t.Fatalf("%v:\n%v\nHint then Apply, again and again, and Explain (-hints +Explain):\n%s", m, m.p, diff)
		}
		switch {
		case r.Grade < puzzle.Search && (!errors.Is(herr, puzzle.ErrSolved) || !equalQueens(play, m.answer)):
			t.Fatalf("%v: the hints end at\n%v\nwith %v; want the answer %v and ErrSolved", m, play, herr, m.answer)
		case r.Grade == puzzle.Search && !errors.Is(herr, puzzle.ErrNeedsSearch):
			t.Fatalf("%v: the hints end at\n%v\nwith %v; want ErrNeedsSearch", m, play, herr)
		}
		if !strings.HasPrefix(herr.Error(), "puzzle: ") {
			t.Fatalf("%v: error %q", m, herr)
		}
		for _, d := range chain {
			if m.o.Grade < puzzle.Search && d.Technique.Grade() > m.o.Grade {
				t.Fatalf("%v:\n%v\n%v: harder than the grade", m, m.p, d)
			}
		}
	}
}

// --- Random puzzles ---

// TestHintSound checks Hint, Explain and Rate on random puzzles of sizes
// 1 to 12, with no completion, one or several, against the oracle: Hint
// gives a sound deduction, as checkDeduction checks it, or says why not
// with the error of the case; the hints made one after another stay
// sound, and are Explain's chain; the chain solves a puzzle only where it
// has one completion; and Rate grades by the chain.
func TestHintSound(t *testing.T) {
	// The puzzles of the short run, and of one under the race detector,
	// are too few to reach every technique.
	perSize, every := 150, true
	if testing.Short() || raceEnabled {
		perSize, every = 30, false
	}
	outcomes := map[string]int{}
	uses := map[puzzle.Technique]int{}
	rng := rand.New(rand.NewPCG(12, 1))
	for n := 1; n <= 12; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			for range perSize {
				p, queens, _ := randomPuzzle(rng, n)
				all := completionsOf(p)
				what := fmt.Sprintf("n=%d, %d completions", n, len(all))
				full := !slices.Contains(queens, -1)
				d, err := p.Hint()
				switch {
				case full:
					if !errors.Is(err, puzzle.ErrSolved) {
						t.Fatalf("%s:\n%v\nHint = %v, %v; want ErrSolved", what, p, d, err)
					}
				case len(all) == 0:
					if !errors.Is(err, puzzle.ErrNoAnswer) {
						t.Fatalf("%s:\n%v\nHint = %v, %v; want ErrNoAnswer", what, p, d, err)
					}
				case err == nil:
					checkDeduction(t, what, p, d, all)
				case !errors.Is(err, puzzle.ErrNeedsSearch):
					t.Fatalf("%s:\n%v\nHint: %v", what, p, err)
				}
				if err != nil && !strings.HasPrefix(err.Error(), "puzzle: ") {
					t.Fatalf("%s:\n%v\nHint: %q", what, p, err)
				}
				outcomes[fmt.Sprint(errors.Unwrap(err))]++
				// The hints one after another, and the chain.
				hinted, play, herr := hints(t, what, p, all)
				if errors.Is(herr, puzzle.ErrSolved) && (len(all) != 1 || !equalQueens(play, all[0])) {
					t.Fatalf("%s:\n%v\nthe hints solve it as\n%v", what, p, play)
				}
				chain, err := p.Explain()
				for _, d := range chain {
					uses[d.Technique]++
				}
				switch {
				case len(all) == 0:
					if !errors.Is(err, puzzle.ErrNoAnswer) || len(chain) != 0 {
						t.Fatalf("%s:\n%v\nExplain = %v, %v; want ErrNoAnswer", what, p, chain, err)
					}
					continue
				case err == nil:
					if !errors.Is(herr, puzzle.ErrSolved) || len(all) != 1 {
						t.Fatalf("%s:\n%v\nExplain's chain ends, the hints with %v", what, p, herr)
					}
				case !errors.Is(err, puzzle.ErrNeedsSearch) || !errors.Is(herr, puzzle.ErrNeedsSearch):
					t.Fatalf("%s:\n%v\nExplain: %v, the hints end with %v", what, p, err, herr)
				}
				if diff := cmp.Diff(hinted, chain); diff != "" {
					t.Fatalf("%s:\n%v\nHint then Apply, again and again, and Explain (-hints +Explain):\n%s", what, p, diff)
				}
				r, rerr := p.Rate()
				switch {
				case len(all) > 1:
					if !errors.Is(rerr, puzzle.ErrNotUnique) {
						t.Fatalf("%s:\n%v\nRate = %+v, %v; want ErrNotUnique", what, p, r, rerr)
					}
				case rerr != nil:
					t.Fatalf("%s:\n%v\nRate: %v", what, p, rerr)
				default:
					checkRating(t, what, p, r, chain, err)
				}
			}
		})
	}
	t.Logf("first hints: %v; deductions: %v", outcomes, uses)
	for _, want := range []string{"<nil>", puzzle.ErrNoAnswer.Error(), puzzle.ErrNeedsSearch.Error(), puzzle.ErrSolved.Error()} {
		if outcomes[want] == 0 {
			t.Errorf("first hints: %v; want some %q", outcomes, want)
		}
	}
	for _, tech := range puzzle.Techniques() {
		if uses[tech] == 0 && every {
			t.Errorf("deductions: %v; want some of %v", uses, tech)
		}
	}
}

// errSomeHint stands for the hint of a puzzle with several completions:
// a deduction, or ErrNeedsSearch.
var errSomeHint = errors.New("a deduction or ErrNeedsSearch")

// TestHintErrors checks the errors of Hint, Explain and Rate on puzzles
// worked by hand, and with a context that is done.
func TestHintErrors(t *testing.T) {
	twoQueens := mustParse(t, "......Q.\n....Q...\n........\n........\n........\n........\n........\n........")
	wrong := puzzle.New(4)
	wrong.Place(0, 0) // no solution of 4 has a queen in a corner
	full := puzzle.New(6)
	for r, c := range []int{1, 3, 5, 0, 2, 4} {
		full.Place(r, c)
	}
	cases := []struct {
		name             string
		p                *puzzle.Puzzle
		hint, explain    error
		rate             error
		chainLen, rating int // Explain's deductions, Rate's steps
	}{
		{"needs a search", twoQueens, puzzle.ErrNeedsSearch, puzzle.ErrNeedsSearch, nil, 0, 0},
		{"no answer", wrong, puzzle.ErrNoAnswer, puzzle.ErrNoAnswer, puzzle.ErrNoAnswer, 0, 0},
		{"solved", full, puzzle.ErrSolved, nil, nil, 0, 0},
		{"several", nauck(), errSomeHint, puzzle.ErrNeedsSearch, puzzle.ErrNotUnique, -1, 0},
		{"n=0", puzzle.New(0), puzzle.ErrSolved, nil, nil, 0, 0},
		{"n=2", puzzle.New(2), puzzle.ErrNoAnswer, puzzle.ErrNoAnswer, puzzle.ErrNoAnswer, 0, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := tc.p.Hint(); tc.hint == errSomeHint && err != nil && !errors.Is(err, puzzle.ErrNeedsSearch) ||
				tc.hint != errSomeHint && !errors.Is(err, tc.hint) {
				t.Errorf("Hint: %v, want %v", err, tc.hint)
			}
			chain, err := tc.p.Explain()
			if !errors.Is(err, tc.explain) || (tc.explain == nil) != (err == nil) || tc.chainLen >= 0 && len(chain) != tc.chainLen {
				t.Errorf("Explain: %d deductions, %v; want %d, %v", len(chain), err, tc.chainLen, tc.explain)
			}
			r, err := tc.p.Rate()
			if !errors.Is(err, tc.rate) || (tc.rate == nil) != (err == nil) || r.Steps != tc.rating {
				t.Errorf("Rate: %+v, %v; want %d steps, %v", r, err, tc.rating, tc.rate)
			}
		})
	}
	// A puzzle without a step to take is easy, with no hardest technique;
	// one whose chain stops needs a search.
	if r, err := full.Rate(); r.Grade != puzzle.Easy || r.Hardest != 0 || err != nil {
		t.Errorf("solved: Rate = %+v, %v; want easy", r, err)
	}
	if r, err := twoQueens.Rate(); r.Grade != puzzle.Search || err != nil {
		t.Errorf("needs a search: Rate = %+v, %v; want search", r, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := twoQueens.HintContext(ctx); !errors.Is(err, context.Canceled) {
		t.Errorf("HintContext, cancelled: %v", err)
	}
	if _, err := twoQueens.ExplainContext(ctx); !errors.Is(err, context.Canceled) {
		t.Errorf("ExplainContext, cancelled: %v", err)
	}
	if _, err := twoQueens.RateContext(ctx); !errors.Is(err, context.Canceled) {
		t.Errorf("RateContext, cancelled: %v", err)
	}
}

// --- Techniques and grades ---

// TestLadder checks the techniques and grades against their docs and
// against puzzle/internal/deduce, rung for rung: Techniques and Grades in
// order; each technique's name, its text form read back, and its grade;
// the grades' names and numbers; and the techniques of each grade that
// Make asks of the generator.
func TestLadder(t *testing.T) {
	wantTechniques := []puzzle.Technique{puzzle.Single, puzzle.Exclusion, puzzle.Confinement, puzzle.Probe, puzzle.DeepProbe}
	if diff := cmp.Diff(wantTechniques, puzzle.Techniques()); diff != "" {
		t.Errorf("Techniques (-want +got):\n%s", diff)
	}
	if len(deduce.Ladder) != len(puzzle.Techniques()) || int(puzzle.DeepProbe) != int(deduce.DeepProbe) || int(puzzle.Single) != int(deduce.Single) {
		t.Errorf("the techniques are not those of internal/deduce")
	}
	names := []string{"single", "exclusion", "confinement", "probe", "deep probe"}
	for i, tech := range puzzle.Techniques() {
		text, err := tech.MarshalText()
		var back puzzle.Technique
		if tech.String() != names[i] || string(text) != names[i] || err != nil || back.UnmarshalText(text) != nil || back != tech {
			t.Errorf("technique %d: String %q, MarshalText %q, %v, read back as %v", int(tech), tech.String(), text, err, back)
		}
		if tech.Grade() != gradeFor(tech) {
			t.Errorf("%v.Grade() = %v, want %v", tech, tech.Grade(), gradeFor(tech))
		}
	}
	if puzzle.Technique(0).Grade() != puzzle.Easy {
		t.Errorf("Technique(0).Grade() = %v, want easy: no step to make", puzzle.Technique(0).Grade())
	}
	for _, tech := range []puzzle.Technique{0, puzzle.DeepProbe + 1, -1} {
		if text, err := tech.MarshalText(); err == nil || !strings.HasPrefix(err.Error(), "puzzle: ") {
			t.Errorf("Technique(%d).MarshalText() = %q, %v; want an error", int(tech), text, err)
		}
	}
	var tech puzzle.Technique
	if err := tech.UnmarshalText([]byte("guess")); err == nil || !strings.HasPrefix(err.Error(), `puzzle: technique "guess": `) || tech != 0 {
		t.Errorf("UnmarshalText(guess) = %v", err)
	}
	wantGrades := []puzzle.Grade{puzzle.Easy, puzzle.Medium, puzzle.Hard, puzzle.Expert, puzzle.Search}
	if diff := cmp.Diff(wantGrades, puzzle.Grades()); diff != "" {
		t.Errorf("Grades (-want +got):\n%s", diff)
	}
	for i, g := range puzzle.Grades() {
		text, err := g.MarshalText()
		var byName, byNumber puzzle.Grade
		if err != nil || byName.UnmarshalText(text) != nil || byName != g || byNumber.UnmarshalText([]byte(fmt.Sprint(i+1))) != nil || byNumber != g || int(g) != i+1 {
			t.Errorf("grade %v: MarshalText %q, %v; read back as %v and %v", g, text, err, byName, byNumber)
		}
		beyond, within := deduce.Ladder.Within(reason.Grade(g))
		if puzzle.Technique(within).Grade() != g || beyond >= within || beyond > 0 && puzzle.Technique(beyond).Grade() >= g || beyond < within-1 && puzzle.Technique(beyond+1).Grade() != g {
			t.Errorf("grade %v: techniques (%d, %d]", g, beyond, within)
		}
	}
	var g puzzle.Grade
	for _, text := range []string{"fiendish", "0", "6", "Easy", ""} {
		if err := g.UnmarshalText([]byte(text)); err == nil || !strings.HasPrefix(err.Error(), "puzzle: grade ") {
			t.Errorf("Grade.UnmarshalText(%q) = %v, want an error", text, err)
		}
	}
	if text, err := puzzle.Grade(0).MarshalText(); err == nil || !strings.HasPrefix(err.Error(), "puzzle: ") {
		t.Errorf("Grade(0).MarshalText() = %q, %v; want an error", text, err)
	}
}

// TestDeductionString checks what a deduction of each technique says.
func TestDeductionString(t *testing.T) {
	tests := []struct {
		d    puzzle.Deduction
		want string
	}{
		{puzzle.Deduction{Technique: puzzle.Single, Queens: []puzzle.Square{{2, 5}}, Units: []puzzle.Unit{{puzzle.ColumnUnit, 5}}},
			"column 5 has one free square left: a queen at row 2, column 5"},
		{puzzle.Deduction{Technique: puzzle.Exclusion, Empty: []puzzle.Square{{0, 0}}, Units: []puzzle.Unit{{puzzle.RowUnit, 4}}},
			"a queen at row 0, column 0 would attack every free square of row 4: that square is empty"},
		{puzzle.Deduction{Technique: puzzle.Exclusion, Empty: []puzzle.Square{{0, 0}, {0, 4}, {2, 1}}, Units: []puzzle.Unit{{puzzle.RowUnit, 4}}},
			"a queen on any of these would attack every free square of row 4: empty: row 0, columns 0 and 4; row 2, column 1"},
		{puzzle.Deduction{Technique: puzzle.Confinement, Empty: []puzzle.Square{{2, 7}}, Confined: 2,
			Units: []puzzle.Unit{{puzzle.RowUnit, 1}, {puzzle.RowUnit, 7}, {puzzle.ColumnUnit, 5}, {puzzle.ColumnUnit, 7}}},
			"rows 1 and 7 can take their queens only in columns 5 and 7: empty: row 2, column 7"},
		{puzzle.Deduction{Technique: puzzle.Probe, Empty: []puzzle.Square{{3, 1}}, Units: []puzzle.Unit{{puzzle.ColumnUnit, 6}}},
			"a queen at row 3, column 1 leads, by singles and exclusions, to column 6 without a free square: that square is empty"},
		{puzzle.Deduction{Technique: puzzle.DeepProbe, Empty: []puzzle.Square{{3, 1}}, Units: []puzzle.Unit{{puzzle.RowUnit, 6}}},
			"a queen at row 3, column 1 leads, by singles, exclusions and probes, to row 6 without a free square: that square is empty"},
	}
	for _, tt := range tests {
		t.Run(tt.d.Technique.String(), func(t *testing.T) {
			if diff := cmp.Diff(tt.want, tt.d.String()); diff != "" {
				t.Errorf("String (-want +got):\n%s", diff)
			}
		})
	}
}

// --- Fuzzing ---

// FuzzHint reads a puzzle of size up to 12 from the fuzzer's text and
// asks for a hint and the chain: neither panics; the errors are those
// documented; every deduction is sound by the oracle and is what
// checkDeduction wants; Explain's chain is the hints made one after
// another.
func FuzzHint(f *testing.F) {
	f.Add("......Q.\n....Q...\n........\n........\n........\n........\n........\n...Q....")
	f.Add("........\n........\n........\n..Q.....\n........\n......Q.\n.Q......\n........")
	f.Add("Q.\n..")
	f.Add(".x..\n....\n....\n....")
	f.Add("[1,3,0,2]")
	f.Add("....x.\n.x....\n......\n...x..\n......\nx.....")
	f.Add("")
	f.Fuzz(func(t *testing.T, text string) {
		p, err := puzzle.Parse(text)
		if err != nil || p.Size() > 12 {
			t.Skip()
		}
		all := completionsOf(p)
		// A deadline far beyond what a puzzle of 12 takes, which only a
		// hung search meets.
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		d, err := p.HintContext(ctx)
		switch {
		case err == nil:
			checkDeduction(t, "hint", p, d, all)
		case errors.Is(err, puzzle.ErrSolved), errors.Is(err, puzzle.ErrNeedsSearch), errors.Is(err, puzzle.ErrNoAnswer):
		default:
			t.Fatalf("\n%v\nHintContext: %v", p, err)
		}
		if errors.Is(err, puzzle.ErrNoAnswer) != (len(all) == 0) {
			t.Fatalf("\n%v\nHintContext: %v, with %d completions", p, err, len(all))
		}
		chain, err := p.ExplainContext(ctx)
		if err != nil && !errors.Is(err, puzzle.ErrNeedsSearch) && !errors.Is(err, puzzle.ErrNoAnswer) {
			t.Fatalf("\n%v\nExplainContext: %v", p, err)
		}
		hinted, _, _ := hints(t, "hints", p, all)
		if len(all) > 0 {
			if diff := cmp.Diff(hinted, chain); diff != "" {
				t.Fatalf("\n%v\nHint then Apply, and Explain (-hints +Explain):\n%s", p, diff)
			}
		}
	})
}
