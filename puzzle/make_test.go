package puzzle_test

import (
	"context"
	"errors"
	"fmt"
	"hash/crc32"
	"runtime"
	"slices"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/internal/golden"
	"github.com/nqueens-go/nqueens/puzzle"
)

// The puzzles made to order are checked against the oracle of
// oracle_test.go up to size 12, and above it by the row-order search of
// Count(0) on the puzzle and its eight images, built here square by
// square: a search that shares nothing with the solver that made them.

// A madePuzzle is a puzzle that Make made, with what asked for it.
type madePuzzle struct {
	n      int
	seed   uint64
	o      puzzle.Options
	p      *puzzle.Puzzle
	answer nqueens.Board
}

// String names m as a subtest does.
func (m madePuzzle) String() string {
	return fmt.Sprintf("n=%d/seed=%d/grade=%v/blocked=%v/minimal=%v", m.n, m.seed, m.o.Grade, m.o.Blocked, m.o.Minimal)
}

// makeKinds are the options besides the grade: queens alone or marked
// squares too, minimal or not.
var makeKinds = []puzzle.Options{{}, {Blocked: true}, {Minimal: true}, {Blocked: true, Minimal: true}}

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

// madePuzzles returns the puzzles that Make makes of sizes 4 to 12, of
// every grade and kind, from seeds 0 to madeSeeds, made once per test
// binary by GOMAXPROCS goroutines, and kept in the order of size, grade,
// seed and kind, whatever the order the goroutines make them in.
func madePuzzles(t *testing.T) []madePuzzle {
	t.Helper()
	madeCache.once.Do(func() {
		var jobs []madePuzzle
		for n := 4; n <= 12; n++ {
			for _, g := range puzzle.Grades() {
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
					m.p, m.answer, err = puzzle.Make(m.n, m.seed, m.o)
					if err != nil && !errors.Is(err, puzzle.ErrNoPuzzle) {
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

// --- Puzzles made to order ---

// TestMakeUnique checks the puzzles made of sizes 4 to 12 against the
// oracle: each has one completion, the answer Make returns; its queens
// are the answer's and its marked squares leave the answer's free, and
// there are none unless asked for; and a minimal puzzle gains a
// completion when any one clue goes.
func TestMakeUnique(t *testing.T) {
	made := madePuzzles(t)
	grades := map[puzzle.Grade]int{}
	for _, m := range made {
		grades[m.o.Grade]++
		if diff := cmp.Diff([]nqueens.Board{m.answer}, completionsOf(m.p)); diff != "" {
			t.Fatalf("%v:\n%v\ncompletions (-answer +oracle):\n%s", m, m.p, diff)
		}
		queens, marked := clues(m.p)
		for r, c := range queens {
			if c >= 0 && c != m.answer[r] || marked[r][m.answer[r]] {
				t.Fatalf("%v:\n%v\nrow %d: a clue against the answer %v", m, m.p, r, m.answer)
			}
			if !m.o.Blocked && slices.Contains(marked[r], true) {
				t.Fatalf("%v:\n%v\nrow %d: marked squares not asked for", m, m.p, r)
			}
		}
		if m.o.Minimal {
			checkMinimal(t, m)
		}
	}
	t.Logf("%d puzzles, by grade: %v", len(made), grades)
	if len(grades) != len(puzzle.Grades()) {
		t.Errorf("puzzles made of grades %v, want every grade", grades)
	}
}

// checkMinimal checks that the minimal puzzle m gains a completion when
// any one of its clues goes, a queen or a mark, by the oracle.
func checkMinimal(t *testing.T, m madePuzzle) {
	t.Helper()
	n := m.p.Size()
	for r := range n {
		for c := range n {
			if m.p.Queen(r, c) || m.p.Marked(r, c) {
				q := m.p.Clone()
				if err := q.Clear(r, c); err != nil {
					t.Fatalf("%v:\n%v\nClear(%d, %d): %v", m, m.p, r, c, err)
				}
				if got := len(completionsOf(q)); got < 2 {
					t.Errorf("%v:\n%v\nminimal, yet %d completions with row %d, column %d cleared", m, m.p, got, r, c)
				}
			}
		}
	}
}

// images returns the eight images of p under the symmetries of the
// square, each built square by square from p's: the identity first.
func images(p *puzzle.Puzzle) []*puzzle.Puzzle {
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
	var out []*puzzle.Puzzle
	for _, f := range maps {
		q := puzzle.New(n)
		for r := range n {
			for c := range n {
				r2, c2 := f(r, c)
				if p.Queen(r, c) {
					if err := q.Place(r2, c2); err != nil {
						panic(err)
					}
				}
				if p.Marked(r, c) {
					if err := q.Mark(r2, c2); err != nil {
						panic(err)
					}
				}
			}
		}
		out = append(out, q)
	}
	return out
}

// TestMakeLarge checks a puzzle of every grade made of each size from 13
// to 20, of kinds in turn, by the row-order search: the puzzle and each
// of its eight images have one completion.
func TestMakeLarge(t *testing.T) {
	type sample struct {
		n     int
		grade puzzle.Grade
		o     puzzle.Options
	}
	var cases []sample
	for n := 13; n <= 20; n++ {
		for _, g := range puzzle.Grades() {
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
			p, answer, err := puzzle.Make(tc.n, 1, tc.o)
			if err != nil {
				t.Fatal(err)
			}
			if err := p.Verify(answer); err != nil {
				t.Fatalf("\n%v\nthe answer %v: %v", p, answer, err)
			}
			for i, q := range images(p) {
				if got := q.Count(0); got != 1 {
					t.Errorf("\n%v\nimage %d:\n%v\n%d completions, want 1", p, i, q, got)
				}
			}
		})
	}
}

// TestImages checks the images of a puzzle against the symmetries of
// Board: the images of a solution placed in full are its eight images.
func TestImages(t *testing.T) {
	b := nqueens.Board{1, 3, 5, 0, 2, 4}
	p := puzzle.New(6)
	for r, c := range b {
		p.Place(r, c)
	}
	var got, want []string
	for _, q := range images(p) {
		for first := range q.All() {
			got = append(got, fmt.Sprint(first))
			break
		}
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

// TestMakeStable checks the puzzles of testdata/puzzles.txt, written by
// an earlier release, when Make was nqueens.MakePuzzle: a size, seed and
// options give the same puzzle in every release. Each line holds the
// size, the seed, the grade, whether marked squares and a minimal puzzle
// are asked for, and the IEEE CRC-32 of the puzzle's text form, its rows
// each ending in a newline, and its answer as fmt prints a []int. Nothing
// writes the file; a line is added by hand, and the test checks every
// line it holds, those of sizes above 21 only without -short.
func TestMakeStable(t *testing.T) {
	const file = "testdata/puzzles.txt"
	checked := 0
	for number, line := range golden.Lines(t, file) {
		var n int
		var seed uint64
		var grade string
		var o puzzle.Options
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
		p, answer, err := puzzle.Make(n, seed, o)
		if err != nil {
			t.Errorf("%s:%d: Make(%d, %d, %+v): %v", file, number, n, seed, o, err)
			continue
		}
		// String ends in a newline, where the earlier release's String,
		// which the file hashes with a newline after it, had none.
		if got := crc32.ChecksumIEEE([]byte(p.String() + fmt.Sprint([]int(answer)))); got != sum {
			t.Errorf("%s:%d: Make(%d, %d, %+v) gives puzzle %08x, want %08x: the puzzles of a seed changed:\n%v\n%v", file, number, n, seed, o, got, sum, p, answer)
		}
		checked++
	}
	if checked < 100 {
		t.Errorf("%s: %d lines checked, want every size of the spread", file, checked)
	}
}

// TestMakePanics checks the sizes and grades Make refuses, and that the
// zero grade is Hard.
func TestMakePanics(t *testing.T) {
	mustPanic(t, func() { puzzle.Make(3, 1, puzzle.Options{}) }, "Make", "n = 3")
	mustPanic(t, func() { puzzle.Make(puzzle.MaxN+1, 1, puzzle.Options{}) }, "Make", "out of range")
	mustPanic(t, func() { puzzle.Make(8, 1, puzzle.Options{Grade: puzzle.Search + 1}) }, "Make", fmt.Sprintf("Grade(%d)", puzzle.Search+1))
	mustPanic(t, func() { puzzle.MakeContext(context.Background(), 8, 1, puzzle.Options{Grade: -1}) }, "Make", "Grade(-1)")
	p, _, err := puzzle.Make(8, 1, puzzle.Options{})
	q, _, err2 := puzzle.Make(8, 1, puzzle.Options{Grade: puzzle.Hard})
	if err != nil || err2 != nil || p.String() != q.String() {
		t.Errorf("the zero grade: %v, %v\n%v\nHard:\n%v", err, err2, p, q)
	}
}

// TestMakeErrors checks Make where no puzzle is to be found, and
// MakeContext with a context that is done.
func TestMakeErrors(t *testing.T) {
	p, answer, err := puzzle.Make(4, 1, puzzle.Options{Grade: puzzle.Expert})
	if p != nil || answer != nil || !errors.Is(err, puzzle.ErrNoPuzzle) {
		t.Errorf("Make(4, 1, expert) = %v, %v, %v; want ErrNoPuzzle", p, answer, err)
	}
	if want := "puzzle: no puzzle of grade expert and size 4 in 64 draws from seed 1: no puzzle of the grade within the draws"; err == nil || err.Error() != want {
		t.Errorf("Make(4, 1, expert): %v, want %q", err, want)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if p, _, err := puzzle.MakeContext(ctx, 12, 1, puzzle.Options{}); p != nil || !errors.Is(err, context.Canceled) {
		t.Errorf("MakeContext, cancelled: %v, %v", p, err)
	}
}
