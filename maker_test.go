package nqueens

import (
	"context"
	"errors"
	"fmt"
	"hash/crc32"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nqueens-go/nqueens/internal/golden"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens/internal/deduce"
)

// The puzzles made to order are checked against the oracle of
// oracle_test.go up to size 12, and above it by the row-order search of
// Puzzle.Count on the puzzle and its eight images, built here square by
// square: a search that shares nothing with the solver that made them.

// A madePuzzle is a puzzle that MakePuzzle made, with what asked for it.
type madePuzzle struct {
	n      int
	seed   uint64
	o      MakeOptions
	p      *Puzzle
	answer Board
}

// String names m as a subtest does.
func (m madePuzzle) String() string {
	return fmt.Sprintf("n=%d seed=%d grade=%v blocked=%v minimal=%v", m.n, m.seed, m.o.Grade, m.o.Blocked, m.o.Minimal)
}

// makeKinds are the options besides the grade: queens alone or blocked
// squares too, minimal or not.
var makeKinds = []MakeOptions{{}, {Blocked: true}, {Minimal: true}, {Blocked: true, Minimal: true}}

var madeCache struct {
	once sync.Once
	all  []madePuzzle
	err  error
}

// madeSeeds is how many seeds, from 0, the tests make puzzles from.
func madeSeeds() uint64 {
	switch {
	case raceEnabled:
		return 1
	case testing.Short():
		return 2
	}
	return 4
}

// madePuzzles returns the puzzles that MakePuzzle makes of sizes 4 to 12,
// of every grade and kind, from seeds 0 to madeSeeds, made once per test
// binary by GOMAXPROCS goroutines, and kept in the order of size, grade,
// seed and kind, whatever the order the goroutines make them in.
func madePuzzles(t *testing.T) []madePuzzle {
	t.Helper()
	madeCache.once.Do(func() {
		var jobs []madePuzzle
		for n := 4; n <= 12; n++ {
			for _, g := range Grades() {
				for seed := range madeSeeds() {
					for _, o := range makeKinds {
						o.Grade = g
						jobs = append(jobs, madePuzzle{n: n, seed: seed, o: o})
					}
				}
			}
		}
		// The largest first, so that the goroutines end together.
		next := make(chan int, len(jobs))
		for i := len(jobs) - 1; i >= 0; i-- {
			next <- i
		}
		close(next)
		errs := make([]error, len(jobs))
		var wg sync.WaitGroup
		for range runtime.GOMAXPROCS(0) {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := range next {
					m := &jobs[i]
					var err error
					m.p, m.answer, err = MakePuzzle(m.n, m.seed, m.o)
					if err != nil && !errors.Is(err, ErrNoPuzzle) {
						errs[i] = fmt.Errorf("%v: %w", m, err)
					}
				}
			}()
		}
		wg.Wait()
		for _, m := range jobs {
			if m.p != nil {
				madeCache.all = append(madeCache.all, m)
			}
		}
		madeCache.err = errors.Join(errs...)
	})
	if madeCache.err != nil {
		t.Fatal(madeCache.err)
	}
	return madeCache.all
}

// clues returns p's placed queens, -1 for none, and blocked squares, as
// the oracle takes them.
func clues(p *Puzzle) ([]int, [][]bool) {
	n := p.Size()
	queens := make([]int, n)
	blocked := make([][]bool, n)
	for r := range n {
		queens[r] = -1
		if c, ok := p.Queen(r); ok {
			queens[r] = c
		}
		blocked[r] = make([]bool, n)
		for c := range n {
			blocked[r][c] = p.Blocked(r, c)
		}
	}
	return queens, blocked
}

// completionsOf returns the completions of p by the oracle.
func completionsOf(p *Puzzle) []Board {
	queens, blocked := clues(p)
	return oracleCompletions(p.Size(), queens, blocked)
}

// --- Puzzles made to order ---

// TestMakePuzzleUnique checks the puzzles made of sizes 4 to 12 against
// the oracle: each has one completion, the answer MakePuzzle returns;
// its queens are the answer's and its blocked squares leave the answer's
// free; and a minimal puzzle gains a completion when any one clue goes.
func TestMakePuzzleUnique(t *testing.T) {
	made := madePuzzles(t)
	grades := map[Grade]int{}
	for _, m := range made {
		grades[m.o.Grade]++
		if diff := cmp.Diff([]Board{m.answer}, completionsOf(m.p)); diff != "" {
			t.Fatalf("%v:\n%v\ncompletions (-answer +oracle):\n%s", m, m.p, diff)
		}
		queens, blocked := clues(m.p)
		for r, c := range queens {
			if c >= 0 && c != m.answer[r] || blocked[r][m.answer[r]] {
				t.Fatalf("%v:\n%v\nrow %d: a clue against the answer %v", m, m.p, r, m.answer)
			}
			if !m.o.Blocked && slices.Contains(blocked[r], true) {
				t.Fatalf("%v:\n%v\nrow %d: blocked squares not asked for", m, m.p, r)
			}
		}
		if m.o.Minimal {
			checkMinimal(t, m)
		}
	}
	t.Logf("%d puzzles, by grade: %v", len(made), grades)
	if len(grades) != len(Grades()) {
		t.Errorf("puzzles made of grades %v, want every grade", grades)
	}
}

// checkMinimal checks that the minimal puzzle m gains a completion when
// any one of its clues goes, a queen or a blocked square, by the oracle.
func checkMinimal(t *testing.T, m madePuzzle) {
	t.Helper()
	n := m.p.Size()
	for r := range n {
		if c, ok := m.p.Queen(r); ok {
			q := m.p.Clone()
			q.Remove(r, c)
			if got := len(completionsOf(q)); got < 2 {
				t.Errorf("%v:\n%v\nminimal, yet %d completions without the queen at row %d, column %d", m, m.p, got, r, c)
			}
		}
		for c := range n {
			if m.p.Blocked(r, c) {
				q := m.p.Clone()
				q.Unblock(r, c)
				if got := len(completionsOf(q)); got < 2 {
					t.Errorf("%v:\n%v\nminimal, yet %d completions with row %d, column %d free", m, m.p, got, r, c)
				}
			}
		}
	}
}

// images returns the eight images of p under the symmetries of the
// square, each built square by square from p's: the identity first.
func images(p *Puzzle) []*Puzzle {
	n := p.Size()
	last := n - 1
	maps := []func(r, c int) (int, int){
		func(r, c int) (int, int) { return r, c },
		func(r, c int) (int, int) { return c, last - r },        // a quarter turn
		func(r, c int) (int, int) { return last - r, last - c }, // a half turn
		func(r, c int) (int, int) { return last - c, r },        // three quarters
		func(r, c int) (int, int) { return r, last - c },        // left and right exchanged
		func(r, c int) (int, int) { return last - r, c },        // top and bottom
		func(r, c int) (int, int) { return c, r },               // the main diagonal
		func(r, c int) (int, int) { return last - c, last - r }, // the other diagonal
	}
	var out []*Puzzle
	for _, f := range maps {
		q := NewPuzzle(n)
		for r := range n {
			for c := range n {
				r2, c2 := f(r, c)
				if qc, ok := p.Queen(r); ok && qc == c {
					if err := q.Place(r2, c2); err != nil {
						panic(err)
					}
				}
				if p.Blocked(r, c) {
					if err := q.Block(r2, c2); err != nil {
						panic(err)
					}
				}
			}
		}
		out = append(out, q)
	}
	return out
}

// TestMakePuzzleLarge checks a puzzle of every grade made of each size
// from 13 to 20, of kinds in turn, by the row-order search: the puzzle
// and each of its eight images have one completion.
func TestMakePuzzleLarge(t *testing.T) {
	type sample struct {
		n     int
		grade Grade
		o     MakeOptions
	}
	var cases []sample
	for n := 13; n <= 20; n++ {
		for _, g := range Grades() {
			cases = append(cases, sample{n, g, makeKinds[(n+int(g))%len(makeKinds)]})
		}
	}
	if testing.Short() || raceEnabled {
		cases = cases[:len(cases)/4]
	}
	for _, tc := range cases {
		tc.o.Grade = tc.grade
		m := madePuzzle{n: tc.n, seed: 1, o: tc.o}
		t.Run(m.String(), func(t *testing.T) {
			p, answer, err := MakePuzzle(tc.n, 1, tc.o)
			if err != nil {
				t.Fatal(err)
			}
			if err := p.Verify(answer); err != nil {
				t.Fatalf("\n%v\nthe answer %v: %v", p, answer, err)
			}
			for i, q := range images(p) {
				if got := q.Count(); got != 1 {
					t.Errorf("\n%v\nimage %d:\n%v\n%d completions, want 1", p, i, q, got)
				}
			}
		})
	}
}

// TestImages checks the images of a puzzle against the symmetries of
// Board: the images of a solution placed in full are its eight images.
func TestImages(t *testing.T) {
	b := Board{1, 3, 5, 0, 2, 4}
	p := NewPuzzle(6)
	for r, c := range b {
		p.Place(r, c)
	}
	var got, want []string
	for _, q := range images(p) {
		first, _ := q.First()
		got = append(got, fmt.Sprint(first))
	}
	for _, s := range b.Orbit() {
		want = append(want, fmt.Sprint(s))
	}
	slices.Sort(got)
	slices.Sort(want)
	if diff := cmp.Diff(slices.Compact(want), slices.Compact(got)); diff != "" {
		t.Errorf("images of %v (-Orbit +images):\n%s", b, diff)
	}
}

// TestMakePuzzleStable checks the puzzles of testdata/puzzles.txt,
// written by an earlier release: a size, seed and options give the same
// puzzle in every release. Each line holds the size, the seed, the grade,
// whether blocked squares and a minimal puzzle are asked for, and the
// IEEE CRC-32 of the puzzle's String, a newline and its answer as fmt
// prints a []int. Nothing writes the file; a line is added by hand, and
// the test checks every line it holds, those of sizes above 21 only
// without -short.
func TestMakePuzzleStable(t *testing.T) {
	const file = "testdata/puzzles.txt"
	checked := 0
	for number, line := range golden.Lines(t, file) {
		var n int
		var seed uint64
		var grade string
		var o MakeOptions
		var sum uint32
		if _, err := fmt.Sscanf(line, "%d %d %s %t %t %x", &n, &seed, &grade, &o.Blocked, &o.Minimal, &sum); err != nil {
			t.Fatalf("%s:%d: %q: %v", file, number, line, err)
		}
		if err := o.Grade.UnmarshalText([]byte(grade)); err != nil {
			t.Fatalf("%s:%d: %v", file, number, err)
		}
		if (testing.Short() || raceEnabled) && n > 21 {
			continue
		}
		p, answer, err := MakePuzzle(n, seed, o)
		if err != nil {
			t.Errorf("%s:%d: MakePuzzle(%d, %d, %+v): %v", file, number, n, seed, o, err)
			continue
		}
		if got := crc32.ChecksumIEEE([]byte(p.String() + "\n" + fmt.Sprint([]int(answer)))); got != sum {
			t.Errorf("%s:%d: MakePuzzle(%d, %d, %+v) gives puzzle %08x, want %08x: the puzzles of a seed changed:\n%v\n%v", file, number, n, seed, o, got, sum, p, answer)
		}
		checked++
	}
	if checked < 100 {
		t.Errorf("%s: %d lines checked, want every size of the spread", file, checked)
	}
}

// --- Rating and explaining ---

// TestRate checks the rating of every puzzle made against its chain: the
// grade asked for; the hardest technique it uses, or Search where the
// chain stops, and then Explain says a search is needed; uses that add up
// to the steps; and Explain's chain of as many deductions, of those
// techniques, each sound, which carried out with Place and Block leave
// the answer.
func TestRate(t *testing.T) {
	for _, m := range madePuzzles(t) {
		r, err := m.p.Rate()
		if err != nil || r.Grade != m.o.Grade {
			t.Fatalf("%v:\n%v\nRate = %+v, %v; want grade %v", m, m.p, r, err, m.o.Grade)
		}
		hardest, total := Technique(0), 0
		for tech, uses := range r.Uses {
			if tech < Single || tech > DeepProbe || uses <= 0 {
				t.Fatalf("%v: Uses %v", m, r.Uses)
			}
			hardest = max(hardest, tech)
			total += uses
		}
		if total != r.Steps {
			t.Fatalf("%v: Uses %v add up to %d, Steps %d", m, r.Uses, total, r.Steps)
		}
		chain, err := m.p.Explain()
		switch {
		case r.Grade == Search && !errors.Is(err, ErrNeedsSearch):
			t.Fatalf("%v: of grade search, Explain: %v", m, err)
		case r.Grade < Search && (err != nil || gradeFor(hardest) != r.Grade):
			t.Fatalf("%v: of grade %v, the hardest of Uses %v, Explain: %v", m, r.Grade, r.Uses, err)
		}
		uses := map[Technique]int{}
		play := m.p.Clone()
		for _, d := range chain {
			uses[d.Technique]++
			checkDeduction(t, m.String(), play, d, []Board{m.answer})
			apply(t, play, d)
		}
		if diff := cmp.Diff(r.Uses, uses); diff != "" || len(chain) != r.Steps {
			t.Fatalf("%v: Explain's %d deductions against Rate's %d steps, uses (-Rate +Explain):\n%s", m, len(chain), r.Steps, diff)
		}
		if r.Grade < Search && !equalQueens(play, m.answer) {
			t.Fatalf("%v: Explain's chain leaves\n%v\nnot the answer %v", m, play, m.answer)
		}
	}
}

// equalQueens reports whether p places a queen in every row, those of b.
func equalQueens(p *Puzzle, b Board) bool {
	for r, c := range b {
		if q, ok := p.Queen(r); !ok || q != c {
			return false
		}
	}
	return true
}

// checkDeduction checks that d, given for p as it stands, is sound for
// the completions all: a queen in every one, a square empty in none; and
// that its square is free: a queen could stand on it.
func checkDeduction(t *testing.T, what string, p *Puzzle, d Deduction, all []Board) {
	t.Helper()
	for _, b := range all {
		if d.Queen != (b[d.Row] == d.Col) {
			t.Fatalf("%s:\n%v\n%v: unsound, completion %v", what, p, d, b)
		}
	}
	if err := p.Clone().Place(d.Row, d.Col); err != nil {
		t.Fatalf("%s:\n%v\n%v: not a free square: %v", what, p, d, err)
	}
	if d.Technique < Single || d.Technique > DeepProbe || len(d.Lines) == 0 || d.String() == "" {
		t.Fatalf("%s:\n%v\n%+v: not a deduction", what, p, d)
	}
}

// apply carries out d on p, as a game does: Place for a queen, Block for
// an empty square.
func apply(t *testing.T, p *Puzzle, d Deduction) {
	t.Helper()
	var err error
	if d.Queen {
		err = p.Place(d.Row, d.Col)
	} else {
		err = p.Block(d.Row, d.Col)
	}
	if err != nil {
		t.Fatalf("carrying out %v:\n%v\n%v", d, p, err)
	}
}

// TestHintsSolve follows the hints of every puzzle made, one after
// another, each sound and of the puzzle's grade at most: those of grades
// Easy to Extreme end with every row holding the answer's queen, and
// ErrSolved; those of grade Search with ErrNeedsSearch, unsolved.
func TestHintsSolve(t *testing.T) {
	for _, m := range madePuzzles(t) {
		play := m.p.Clone()
		var err error
		for hints := 0; ; hints++ {
			var d Deduction
			d, err = play.Hint()
			if err != nil {
				break
			}
			if hints > m.n*m.n {
				t.Fatalf("%v: more hints than squares", m)
			}
			if m.o.Grade < Search && gradeFor(d.Technique) > m.o.Grade {
				t.Fatalf("%v:\n%v\n%v: harder than the grade", m, play, d)
			}
			checkDeduction(t, m.String(), play, d, []Board{m.answer})
			apply(t, play, d)
		}
		switch {
		case m.o.Grade < Search && (!errors.Is(err, ErrSolved) || !equalQueens(play, m.answer)):
			t.Fatalf("%v: the hints end at\n%v\nwith %v; want the answer %v and ErrSolved", m, play, err, m.answer)
		case m.o.Grade == Search && !errors.Is(err, ErrNeedsSearch):
			t.Fatalf("%v: the hints end at\n%v\nwith %v; want ErrNeedsSearch", m, play, err)
		}
		if !strings.HasPrefix(err.Error(), "nqueens: Puzzle.Hint: ") {
			t.Fatalf("%v: error %q", m, err)
		}
	}
}

// TestHintSound checks Hint and Explain on random puzzles of sizes 1 to
// 12, with no completion, one or several, against the oracle: Hint gives
// a sound deduction on a free square, or says why not with the error of
// the case; the hints followed one after another stay sound; and Explain's
// chain is sound, and solves a puzzle only where it has one completion.
func TestHintSound(t *testing.T) {
	perSize := 150
	if testing.Short() || raceEnabled {
		perSize = 30
	}
	outcomes := map[string]int{}
	rng := rand.New(rand.NewPCG(12, 1))
	for n := 1; n <= 12; n++ {
		for range perSize {
			p, _, _ := randomPuzzle(rng, n)
			all := completionsOf(p)
			what := fmt.Sprintf("n=%d, %d completions", n, len(all))
			full := true
			for r := range n {
				_, ok := p.Queen(r)
				full = full && ok
			}
			d, err := p.Hint()
			switch {
			case full:
				if !errors.Is(err, ErrSolved) {
					t.Fatalf("%s:\n%v\nHint = %v, %v; want ErrSolved", what, p, d, err)
				}
			case len(all) == 0:
				if !errors.Is(err, ErrNoCompletion) {
					t.Fatalf("%s:\n%v\nHint = %v, %v; want ErrNoCompletion", what, p, d, err)
				}
			case err == nil:
				checkDeduction(t, what, p, d, all)
			case !errors.Is(err, ErrNeedsSearch):
				t.Fatalf("%s:\n%v\nHint: %v", what, p, err)
			}
			outcomes[fmt.Sprint(errors.Unwrap(err))]++
			// The hints one after another.
			play := p.Clone()
			for hints := 0; err == nil; hints++ {
				if hints > n*n {
					t.Fatalf("%s:\n%v\nmore hints than squares", what, p)
				}
				checkDeduction(t, what, play, d, all)
				apply(t, play, d)
				d, err = play.Hint()
			}
			if errors.Is(err, ErrSolved) && len(all) != 1 {
				t.Fatalf("%s:\n%v\nthe hints solve it as\n%v", what, p, play)
			}
			// The chain.
			chain, err := p.Explain()
			play = p.Clone()
			for _, d := range chain {
				checkDeduction(t, what, play, d, all)
				apply(t, play, d)
			}
			switch {
			case len(all) == 0:
				if !errors.Is(err, ErrNoCompletion) || chain != nil {
					t.Fatalf("%s:\n%v\nExplain = %v, %v; want ErrNoCompletion", what, p, chain, err)
				}
			case err == nil:
				if len(all) != 1 || !equalQueens(play, all[0]) {
					t.Fatalf("%s:\n%v\nExplain's chain ends at\n%v", what, p, play)
				}
			case !errors.Is(err, ErrNeedsSearch):
				t.Fatalf("%s:\n%v\nExplain: %v", what, p, err)
			}
		}
	}
	t.Logf("first hints: %v", outcomes)
	for _, want := range []string{"<nil>", ErrNoCompletion.Error(), ErrNeedsSearch.Error()} {
		if outcomes[want] == 0 {
			t.Errorf("first hints: %v; want some %q", outcomes, want)
		}
	}
}

// errSomeHint stands for the hint of a puzzle with several completions:
// a deduction, or ErrNeedsSearch.
var errSomeHint = errors.New("a deduction or ErrNeedsSearch")

// TestHintErrors checks the errors of Hint, Explain and Rate on puzzles
// worked by hand, and with a context that is done.
func TestHintErrors(t *testing.T) {
	twoQueens, _ := ParsePuzzle("......Q.\n....Q...\n........\n........\n........\n........\n........\n........")
	wrong := NewPuzzle(4)
	wrong.Place(0, 0) // no solution of 4 has a queen in a corner
	full := NewPuzzle(6)
	for r, c := range []int{1, 3, 5, 0, 2, 4} {
		full.Place(r, c)
	}
	cases := []struct {
		name             string
		p                *Puzzle
		hint, explain    error
		rate             error
		chainLen, rating int // Explain's deductions, Rate's steps
	}{
		{"needs a search", twoQueens, ErrNeedsSearch, ErrNeedsSearch, nil, 0, 0},
		{"no completion", wrong, ErrNoCompletion, ErrNoCompletion, ErrNoCompletion, 0, 0},
		{"solved", full, ErrSolved, nil, nil, 0, 0},
		{"several", nauck(), errSomeHint, ErrNeedsSearch, ErrNotUnique, -1, 0},
		{"n=0", NewPuzzle(0), ErrSolved, nil, nil, 0, 0},
		{"n=2", NewPuzzle(2), ErrNoCompletion, ErrNoCompletion, ErrNoCompletion, 0, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := tc.p.Hint(); tc.hint == errSomeHint && err != nil && !errors.Is(err, ErrNeedsSearch) ||
				tc.hint != errSomeHint && (!errors.Is(err, tc.hint) || (tc.hint == nil) != (err == nil)) {
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
	// A puzzle without a step to take is easy; one whose chain stops
	// needs a search.
	if r, err := full.Rate(); r.Grade != Easy || err != nil {
		t.Errorf("solved: Rate = %+v, %v; want easy", r, err)
	}
	if r, err := twoQueens.Rate(); r.Grade != Search || err != nil {
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
	if _, _, err := MakePuzzleContext(ctx, 12, 1, MakeOptions{}); !errors.Is(err, context.Canceled) {
		t.Errorf("MakePuzzleContext, cancelled: %v", err)
	}
}

// gradeFor returns the grade of a puzzle whose chain needs the technique
// hardest, as Grade's doc gives it: Easy for singles alone, or no step;
// Medium for exclusions or confinements; Hard for probes; Expert for deep
// probes.
func gradeFor(hardest Technique) Grade {
	return map[Technique]Grade{0: Easy, Single: Easy, Exclusion: Medium, Confinement: Medium, Probe: Hard, DeepProbe: Expert}[hardest]
}

// gradeOfDeduce is internal/deduce's grade of a chain whose hardest
// technique is hardest, as a Grade.
func gradeOfDeduce(hardest deduce.Technique) Grade { return Grade(deduce.GradeOf(hardest)) }

// TestLadder checks that the root's techniques are those of
// internal/deduce, rung for rung, and its grades those of the doc.
func TestLadder(t *testing.T) {
	for tech := deduce.Single; tech <= deduce.DeepProbe; tech++ {
		if Technique(tech).String() == fmt.Sprintf("Technique(%d)", tech) {
			t.Errorf("technique %d of internal/deduce is none of the root's", tech)
		}
		if got, want := gradeOfDeduce(tech), gradeFor(Technique(tech)); got != want {
			t.Errorf("technique %v: grade %v, want %v", Technique(tech), got, want)
		}
	}
	if Easy != deduce.Easy || Search != deduce.Guess || Technique(deduce.DeepProbe) != DeepProbe || gradeOfDeduce(0) != Easy || gradeOfDeduce(deduce.Search) != Search {
		t.Error("the ladders do not match")
	}
	for _, g := range Grades() {
		beyond, within := deduce.Within(int(g))
		if gradeOfDeduce(within) != g || beyond >= within || beyond > 0 && gradeOfDeduce(beyond) >= g || beyond < within-1 && gradeOfDeduce(beyond+1) != g {
			t.Errorf("grade %v: techniques (%d, %d]", g, beyond, within)
		}
	}
}

// TestMakePuzzlePanics checks the sizes and grades MakePuzzle refuses.
func TestMakePuzzlePanics(t *testing.T) {
	mustPanic(t, func() { MakePuzzle(3, 1, MakeOptions{}) }, "MakePuzzle", "n = 3")
	mustPanic(t, func() { MakePuzzle(MaxN+1, 1, MakeOptions{}) }, "MakePuzzle", "out of range")
	mustPanic(t, func() { MakePuzzle(8, 1, MakeOptions{Grade: Search + 1}) }, "MakePuzzle", fmt.Sprintf("Grade(%d)", Search+1))
	mustPanic(t, func() { MakePuzzleContext(context.Background(), 8, 1, MakeOptions{Grade: -1}) }, "MakePuzzleContext", "Grade(-1)")
	// The zero grade is Hard.
	p, _, err := MakePuzzle(8, 1, MakeOptions{})
	q, _, err2 := MakePuzzle(8, 1, MakeOptions{Grade: Hard})
	if err != nil || err2 != nil || p.String() != q.String() {
		t.Errorf("the zero grade: %v, %v\n%v\nHard:\n%v", err, err2, p, q)
	}
}

// --- Verify, CountUpTo and editing ---

// brokenRule returns the first rule that b breaks as a completion of the
// puzzle, as Verify's doc orders them, after its square and By: "size"
// for a size other than the puzzle's, else a square error's kind, or nil
// for a completion. It is written from the doc, square by square.
func brokenRule(n int, queens []int, blocked [][]bool, b Board) (square, by [2]int, err error) {
	if len(b) != n {
		return [2]int{}, [2]int{}, errors.New("size")
	}
	for r, c := range b {
		switch {
		case c < 0 || c >= n:
			return [2]int{r, c}, [2]int{n, n}, ErrOffBoard
		case queens[r] >= 0 && queens[r] != c:
			return [2]int{r, c}, [2]int{r, queens[r]}, ErrRowTaken
		case blocked[r][c]:
			return [2]int{r, c}, [2]int{}, ErrBlocked
		}
	}
	for r2, c2 := range b {
		for r1 := range r2 {
			c1 := b[r1]
			if c1 == c2 || r2-r1 == c2-c1 || r2-r1 == c1-c2 {
				return [2]int{r2, c2}, [2]int{r1, c1}, ErrAttacked
			}
		}
	}
	return [2]int{}, [2]int{}, nil
}

// TestVerify checks Verify on random puzzles of sizes 0 to 9 and boards:
// the puzzle's completions, solutions of its size, random columns some
// off the board, completions with a row changed, and boards of the wrong
// size. It returns nil exactly for the oracle's completions, and names the
// first rule broken as its doc says.
func TestVerify(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	rules := map[string]int{}
	for range 400 {
		n := rng.IntN(10)
		p, queens, blocked := randomPuzzle(rng, n)
		all := completionsOf(p)
		boards := slices.Clone(all)
		if sols := oracleOf(n); len(sols) > 0 {
			boards = append(boards, sols[rng.IntN(len(sols))], sols[rng.IntN(len(sols))])
		}
		for range 4 {
			b := make(Board, n)
			for r := range b {
				b[r] = rng.IntN(n+3) - 1
			}
			boards = append(boards, b)
		}
		if len(all) > 0 && n > 0 {
			b := slices.Clone(all[rng.IntN(len(all))])
			b[rng.IntN(n)] = rng.IntN(n)
			boards = append(boards, b)
		}
		boards = append(boards, make(Board, n+1), Board(nil))
		for _, b := range boards {
			err := p.Verify(b)
			completion := slices.ContainsFunc(all, func(s Board) bool { return slices.Equal(s, b) })
			if (err == nil) != completion {
				t.Fatalf("\n%v\nVerify(%v) = %v; a completion by the oracle: %v", p, b, err, completion)
			}
			square, by, rule := brokenRule(n, queens, blocked, b)
			rules[fmt.Sprint(rule)]++
			var se *SquareError
			switch {
			case rule == nil:
				if err != nil {
					t.Fatalf("\n%v\nVerify(%v) = %v, want nil", p, b, err)
				}
			case rule.Error() == "size":
				if err == nil || errors.As(err, &se) || !strings.Contains(err.Error(), fmt.Sprintf("size %d, not the puzzle's %d", len(b), n)) {
					t.Fatalf("\n%v\nVerify(%v) = %v, want the sizes", p, b, err)
				}
			default:
				if !errors.As(err, &se) || !errors.Is(err, rule) || se.Row != square[0] || se.Col != square[1] ||
					rule != ErrBlocked && se.By != by {
					t.Fatalf("\n%v\nVerify(%v) = %v (%+v); want %v at %v, by %v", p, b, err, se, rule, square, by)
				}
			}
			if err != nil && !strings.HasPrefix(err.Error(), "nqueens: Puzzle.Verify: ") {
				t.Fatalf("Verify(%v) = %q", b, err)
			}
		}
	}
	t.Logf("rules broken: %v", rules)
	if len(rules) != 6 {
		t.Errorf("rules broken: %v, want each", rules)
	}
}

// TestCountUpToMatchesCount checks Puzzle.CountUpTo against Puzzle.Count
// capped at the limit, on random puzzles of sizes 0 to 10; and
// CountUpToContext's cancellation and panics.
func TestCountUpToMatchesCount(t *testing.T) {
	rng := rand.New(rand.NewPCG(10, 3))
	for range 600 {
		p, _, _ := randomPuzzle(rng, rng.IntN(11))
		count := p.Count()
		for _, limit := range []uint64{1, 2, 3, 1000} {
			if got, want := p.CountUpTo(limit), min(count, limit); got != want {
				t.Fatalf("\n%v\nCountUpTo(%d) = %d, want %d of %d", p, limit, got, want, count)
			}
			if got, err := p.CountUpToContext(context.Background(), limit); got != min(count, limit) || err != nil {
				t.Fatalf("\n%v\nCountUpToContext(%d) = %d, %v", p, limit, got, err)
			}
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if got, err := NewPuzzle(12).CountUpToContext(ctx, 5); got != 0 || !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %d, %v", got, err)
	}
	mustPanic(t, func() { NewPuzzle(4).CountUpTo(0) }, "Puzzle.CountUpTo", "limit = 0")
	mustPanic(t, func() { NewPuzzle(4).CountUpToContext(context.Background(), 0) }, "Puzzle.CountUpToContext", "limit = 0")
}

// TestPuzzleEditing checks Remove, Unblock and Clone: a clone shares
// nothing with its original, either way; Remove and Unblock refuse what
// they say and leave the puzzle as it was; Remove then Place, and Unblock
// then Block, give the puzzle back.
func TestPuzzleEditing(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	for range 200 {
		n := 1 + rng.IntN(10)
		p, queens, blocked := randomPuzzle(rng, n)
		before := p.String()
		q := p.Clone()
		if *q != *p {
			t.Fatalf("\n%v\nthe clone differs", p)
		}
		// Changes to the clone leave the original, and back.
		r, c := rng.IntN(n), rng.IntN(n)
		q.Block(r, c)
		q.Unblock(rng.IntN(n), rng.IntN(n))
		for r, c := range queens {
			if c >= 0 {
				q.Remove(r, c)
			}
		}
		q.Place(rng.IntN(n), rng.IntN(n))
		if p.String() != before {
			t.Fatalf("\n%v\nchanged by its clone's changes to\n%v", before, q)
		}
		q2 := p.Clone()
		p.Block(r, c)
		if q2.String() != before {
			t.Fatalf("\n%v\na clone changed by the original's", before)
		}
		p.Unblock(r, c)
		if blocked[r][c] {
			p.Block(r, c)
		}
		if p.String() != before {
			t.Fatalf("\n%v\nUnblock then Block gives\n%v", before, p)
		}

		for r := range n {
			for c := range n {
				want := p.Clone()
				if queens[r] == c {
					// Remove then Place round trips.
					if err := p.Remove(r, c); err != nil {
						t.Fatalf("\n%v\nRemove(%d, %d): %v", before, r, c, err)
					}
					if _, ok := p.Queen(r); ok {
						t.Fatalf("\n%v\nRemove(%d, %d) left the queen", before, r, c)
					}
					if err := p.Place(r, c); err != nil || *p != *want {
						t.Fatalf("\n%v\nRemove then Place(%d, %d): %v\n%v", before, r, c, err, p)
					}
					continue
				}
				err := p.Remove(r, c)
				var se *SquareError
				if !errors.Is(err, ErrNoQueen) || !errors.As(err, &se) || se.Row != r || se.Col != c || *p != *want {
					t.Fatalf("\n%v\nRemove(%d, %d) = %v, want ErrNoQueen there", before, r, c, err)
				}
				if !strings.HasPrefix(err.Error(), "nqueens: ") {
					t.Fatalf("Remove(%d, %d) = %q", r, c, err)
				}
				// Unblock then Block round trips.
				if blocked[r][c] {
					if err := p.Unblock(r, c); err != nil || p.Blocked(r, c) {
						t.Fatalf("\n%v\nUnblock(%d, %d): %v", before, r, c, err)
					}
					if err := p.Block(r, c); err != nil || *p != *want {
						t.Fatalf("\n%v\nUnblock then Block(%d, %d): %v\n%v", before, r, c, err, p)
					}
				}
			}
		}
		for _, sq := range [][2]int{{-1, 0}, {0, -1}, {n, 0}, {0, n}} {
			want := p.Clone()
			for _, err := range []error{p.Remove(sq[0], sq[1]), p.Unblock(sq[0], sq[1])} {
				if !errors.Is(err, ErrOffBoard) || *p != *want {
					t.Fatalf("\n%v\nat %v: %v, want ErrOffBoard", before, sq, err)
				}
			}
		}
		// Unblocking a free square is no error.
		if err := NewPuzzle(n).Unblock(0, 0); err != nil {
			t.Fatalf("Unblock of a free square: %v", err)
		}
	}
}

// --- Fuzzing ---

// FuzzHint reads a puzzle of size up to 12 from the fuzzer's text and
// asks for a hint and the chain: neither panics; the errors are those
// documented; every deduction is sound by the oracle.
func FuzzHint(f *testing.F) {
	f.Add("......Q.\n....Q...\n........\n........\n........\n........\n........\n...Q....")
	f.Add("........\n........\n........\n..Q.....\n........\n......Q.\n.Q......\n........")
	f.Add("Q.\n..")
	f.Add(".x..\n....\n....\n....")
	f.Add("[1,3,0,2]")
	f.Add("....x.\n.x....\n......\n...x..\n......\nx.....")
	f.Add("")
	f.Fuzz(func(t *testing.T, text string) {
		p, err := ParsePuzzle(text)
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
		case errors.Is(err, ErrSolved), errors.Is(err, ErrNeedsSearch), errors.Is(err, ErrNoCompletion):
		default:
			t.Fatalf("\n%v\nHintContext: %v", p, err)
		}
		if errors.Is(err, ErrNoCompletion) != (len(all) == 0) {
			t.Fatalf("\n%v\nHintContext: %v, with %d completions", p, err, len(all))
		}
		chain, err := p.ExplainContext(ctx)
		if err != nil && !errors.Is(err, ErrNeedsSearch) && !errors.Is(err, ErrNoCompletion) {
			t.Fatalf("\n%v\nExplainContext: %v", p, err)
		}
		play := p.Clone()
		for _, d := range chain {
			checkDeduction(t, "chain", play, d, all)
			apply(t, play, d)
		}
	})
}
