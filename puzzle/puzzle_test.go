package puzzle_test

import (
	"errors"
	"fmt"
	"iter"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/puzzle"
)

// TestPuzzleMatchesOracle checks All and Count, with no limit and up to
// limits, on random puzzles of sizes 0 to 9 against the oracle's
// completions, in order: the first that All yields is the first in order.
func TestPuzzleMatchesOracle(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for n := range 10 {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			for range 150 {
				p, queens, marked := randomPuzzle(rng, n)
				want := oracleCompletions(n, queens, marked)
				got := slices.Collect(p.All())
				if diff := cmp.Diff(want, got); diff != "" {
					t.Fatalf("completions of\n%s\n(-want +got):\n%s", p, diff)
				}
				if c := p.Count(0); c != uint64(len(want)) {
					t.Fatalf("Count(0) of\n%s\n= %d, want %d", p, c, len(want))
				}
				for _, limit := range []uint64{1, 2, 3, 1000} {
					if c, want := p.Count(limit), min(uint64(len(want)), limit); c != want {
						t.Fatalf("Count(%d) of\n%s\n= %d, want %d", limit, p, c, want)
					}
				}
			}
		})
	}
}

// TestPuzzleEmpty checks that a puzzle with nothing placed and nothing
// marked has every solution of its size as a completion, and that the
// zero Puzzle is the empty puzzle of size 0, whose one completion is the
// empty board.
func TestPuzzleEmpty(t *testing.T) {
	for n := range 13 {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			p := puzzle.New(n)
			if got, want := p.Count(0), nqueens.Count(n); got != want {
				t.Errorf("New(%d).Count(0) = %d, want nqueens.Count(%d) = %d", n, got, n, want)
			}
			if got, want := p.Count(3), min(nqueens.Count(n), 3); got != want {
				t.Errorf("New(%d).Count(3) = %d, want %d", n, got, want)
			}
			if n <= 8 {
				if diff := cmp.Diff(slices.Collect(nqueens.All(n)), slices.Collect(p.All())); diff != "" {
					t.Errorf("New(%d).All() (-nqueens.All +got):\n%s", n, diff)
				}
			}
			if p.Size() != n || len(p.Queens()) != 0 || len(p.Marks()) != 0 {
				t.Errorf("New(%d): Size %d, Queens %v, Marks %v", n, p.Size(), p.Queens(), p.Marks())
			}
		})
	}
	var zero puzzle.Puzzle
	if got := slices.Collect(zero.All()); len(got) != 1 || len(got[0]) != 0 {
		t.Errorf("the zero Puzzle yields %v, want the empty board", got)
	}
	if zero.Size() != 0 || zero.Count(0) != 1 || zero.String() != "" {
		t.Errorf("the zero Puzzle: Size %d, Count(0) %d, String %q", zero.Size(), zero.Count(0), zero.String())
	}
	mustPanic(t, func() { puzzle.New(-1) }, "New", "n = -1")
	mustPanic(t, func() { puzzle.New(puzzle.MaxN + 1) }, "New", "n = 65")
}

// TestNauck checks Nauck's instance of 1850, the first of CSPLib problem
// 079, which has exactly two completions.
func TestNauck(t *testing.T) {
	p := nauck()
	got := slices.Collect(p.All())
	if len(got) != 2 || p.Count(0) != 2 || p.Count(2) != 2 {
		t.Fatalf("Nauck's instance: %d completions, Count(0) %d, Count(2) %d; want 2", len(got), p.Count(0), p.Count(2))
	}
	for _, b := range got {
		if err := b.Validate(); err != nil || b[3] != 3 || b[4] != 1 {
			t.Errorf("completion %v: %v", []int(b), err)
		}
	}
}

// TestPuzzleFull checks puzzles whose every row holds a queen placed, and
// the puzzle of 1 with its one square marked.
func TestPuzzleFull(t *testing.T) {
	p := puzzle.New(4)
	for r, c := range []int{1, 3, 0, 2} {
		if err := p.Place(r, c); err != nil {
			t.Fatal(err)
		}
	}
	if got := slices.Collect(p.All()); !cmp.Equal([]nqueens.Board{{1, 3, 0, 2}}, got) || p.Count(0) != 1 || p.Count(5) != 1 {
		t.Errorf("a full puzzle yields %v and counts %d; want its queens, once", got, p.Count(0))
	}
	one := puzzle.New(1)
	if one.Count(0) != 1 {
		t.Errorf("New(1).Count(0) = %d, want 1", one.Count(0))
	}
	if err := one.Mark(0, 0); err != nil {
		t.Fatal(err)
	}
	if got := slices.Collect(one.All()); len(got) != 0 || one.Count(0) != 0 || one.Count(1) != 0 {
		t.Errorf("a marked 1×1 puzzle yields %v and counts %d; want nothing", got, one.Count(0))
	}
}

// TestPuzzleLarge completes the widest board there is, 64×64, from a
// constructed solution with ten of its rows, spread over the board, left
// free.
func TestPuzzleLarge(t *testing.T) {
	sol, _ := nqueens.Construct(puzzle.MaxN)
	p := puzzle.New(puzzle.MaxN)
	for r, c := range sol {
		if r%6 == 5 && r < 60 || r == puzzle.MaxN-1 {
			continue
		}
		if err := p.Place(r, c); err != nil {
			t.Fatal(err)
		}
	}
	completions := slices.Collect(p.All())
	if len(completions) == 0 || uint64(len(completions)) != p.Count(0) || p.Count(1000) != p.Count(0) {
		t.Fatalf("%d completions, Count(0) %d, Count(1000) %d; want at least the constructed solution", len(completions), p.Count(0), p.Count(1000))
	}
	if !slices.ContainsFunc(completions, func(b nqueens.Board) bool { return slices.Equal(b, sol) }) {
		t.Errorf("the constructed solution is not among the completions")
	}
	for _, b := range completions {
		if err := b.Validate(); err != nil {
			t.Fatalf("completion %v: %v", []int(b), err)
		}
	}
}

// TestPlaceErrors checks the errors of Place, Mark and Clear on a puzzle
// worked by hand: the text, the reason, the square and By; and that a
// square refused leaves the puzzle as it was.
func TestPlaceErrors(t *testing.T) {
	p := puzzle.New(8)
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(p.Place(3, 3))
	must(p.Mark(5, 5))
	before := p.String()
	tests := []struct {
		name string
		err  error
		is   error
		at   puzzle.Square
		by   puzzle.Square
		want string
	}{
		{"place off the bottom", p.Place(8, 0), puzzle.ErrOffBoard, puzzle.Square{8, 0}, puzzle.Square{},
			"puzzle: place row 8, column 0: off the 8×8 board"},
		{"place off the left", p.Place(0, -1), puzzle.ErrOffBoard, puzzle.Square{0, -1}, puzzle.Square{},
			"puzzle: place row 0, column -1: off the 8×8 board"},
		{"mark off the right", p.Mark(2, 8), puzzle.ErrOffBoard, puzzle.Square{2, 8}, puzzle.Square{},
			"puzzle: mark row 2, column 8: off the 8×8 board"},
		{"clear off the board", p.Clear(9, 9), puzzle.ErrOffBoard, puzzle.Square{9, 9}, puzzle.Square{},
			"puzzle: clear row 9, column 9: off the 8×8 board"},
		{"place on a mark", p.Place(5, 5), puzzle.ErrTaken, puzzle.Square{5, 5}, puzzle.Square{},
			"puzzle: place row 5, column 5: is marked empty"},
		{"place on the queen", p.Place(3, 3), puzzle.ErrTaken, puzzle.Square{3, 3}, puzzle.Square{},
			"puzzle: place row 3, column 3: holds a queen"},
		{"mark twice", p.Mark(5, 5), puzzle.ErrTaken, puzzle.Square{5, 5}, puzzle.Square{},
			"puzzle: mark row 5, column 5: is marked empty"},
		{"mark the queen", p.Mark(3, 3), puzzle.ErrTaken, puzzle.Square{3, 3}, puzzle.Square{},
			"puzzle: mark row 3, column 3: holds a queen"},
		{"place in the queen's row", p.Place(3, 6), puzzle.ErrBroken, puzzle.Square{3, 6}, puzzle.Square{3, 3},
			"puzzle: place row 3, column 6: row 3 holds a queen already, in column 3"},
		{"place in the queen's column", p.Place(0, 3), puzzle.ErrBroken, puzzle.Square{0, 3}, puzzle.Square{3, 3},
			"puzzle: place row 0, column 3: queens at row 0, column 3 and row 3, column 3 share column 3"},
		{"place on an anti-diagonal below", p.Place(6, 0), puzzle.ErrBroken, puzzle.Square{6, 0}, puzzle.Square{3, 3},
			"puzzle: place row 6, column 0: queens at row 3, column 3 and row 6, column 0 share a diagonal"},
		{"place on a diagonal above", p.Place(1, 1), puzzle.ErrBroken, puzzle.Square{1, 1}, puzzle.Square{3, 3},
			"puzzle: place row 1, column 1: queens at row 1, column 1 and row 3, column 3 share a diagonal"},
		{"clear a free square", p.Clear(0, 0), puzzle.ErrFree, puzzle.Square{0, 0}, puzzle.Square{},
			"puzzle: clear row 0, column 0: holds neither a queen nor a mark"},
	}
	sentinels := []error{puzzle.ErrOffBoard, puzzle.ErrTaken, puzzle.ErrBroken, puzzle.ErrFree}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.err == nil {
				t.Fatalf("no error, want %q", tt.want)
			}
			if diff := cmp.Diff(tt.want, tt.err.Error()); diff != "" {
				t.Errorf("error (-want +got):\n%s", diff)
			}
			for _, e := range sentinels {
				if errors.Is(tt.err, e) != (e == tt.is) {
					t.Errorf("errors.Is(%q, %q) = %v", tt.err, e, !(e == tt.is))
				}
			}
			var se *puzzle.SquareError
			if !errors.As(tt.err, &se) {
				t.Fatalf("%q is not a *SquareError", tt.err)
			}
			if got := (puzzle.Square{Row: se.Row, Col: se.Col}); got != tt.at || se.By != tt.by || se.Err != tt.is || errors.Unwrap(se) != tt.is {
				t.Errorf("%+v: want the square %v, By %v, Err %v", se, tt.at, tt.by, tt.is)
			}
		})
	}
	if after := p.String(); after != before {
		t.Errorf("refused changes changed the puzzle from\n%s\nto\n%s", before, after)
	}
}

// A model is the plain state of a puzzle: its queens and marks.
type model struct {
	n             int
	queens, marks map[puzzle.Square]bool
}

// place returns the error Place gives on the model, as its sentinel, and
// the queen it would break the rule of, by the rules written plainly:
// the queen of the same row first, then the topmost queen that shares
// the column or a diagonal.
func (m model) place(s puzzle.Square) (puzzle.Square, error) {
	switch {
	case s.Row < 0 || s.Row >= m.n || s.Col < 0 || s.Col >= m.n:
		return puzzle.Square{}, puzzle.ErrOffBoard
	case m.queens[s] || m.marks[s]:
		return puzzle.Square{}, puzzle.ErrTaken
	}
	for c := range m.n {
		if q := (puzzle.Square{Row: s.Row, Col: c}); m.queens[q] {
			return q, puzzle.ErrBroken
		}
	}
	for r := range m.n {
		for c := range m.n {
			q := puzzle.Square{Row: r, Col: c}
			dr, dc := r-s.Row, c-s.Col
			if m.queens[q] && (dc == 0 || dr == dc || dr == -dc) {
				return q, puzzle.ErrBroken
			}
		}
	}
	return puzzle.Square{}, nil
}

// squares returns the squares of set, row by row.
func (m model) squares(set map[puzzle.Square]bool) []puzzle.Square {
	var out []puzzle.Square
	for r := range m.n {
		for c := range m.n {
			if s := (puzzle.Square{Row: r, Col: c}); set[s] {
				out = append(out, s)
			}
		}
	}
	return out
}

// TestPlay checks Place, Mark and Clear against a model of the state, on
// random moves on puzzles of sizes 1 to 9, on the board and off it: the
// error of each, told apart with errors.Is, naming the square and, for
// ErrBroken, By the queen at fault; the state, unchanged by a move
// refused; and Queen, Marked, Queens and Marks after each move.
func TestPlay(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	sentinels := []error{puzzle.ErrOffBoard, puzzle.ErrTaken, puzzle.ErrBroken, puzzle.ErrFree}
	seen := map[string]int{}
	for i := range 150 {
		n := 1 + i%9
		p := puzzle.New(n)
		m := model{n: n, queens: map[puzzle.Square]bool{}, marks: map[puzzle.Square]bool{}}
		for range 8 * n {
			s := puzzle.Square{Row: rng.IntN(n+2) - 1, Col: rng.IntN(n+2) - 1}
			if rng.IntN(4) > 0 { // mostly on the board
				s = puzzle.Square{Row: rng.IntN(n), Col: rng.IntN(n)}
			}
			on := s.Row >= 0 && s.Row < n && s.Col >= 0 && s.Col < n
			before := *p
			var err, want error
			var by puzzle.Square
			var verb string
			switch rng.IntN(3) {
			case 0:
				verb = "place"
				by, want = m.place(s)
				err = p.Place(s.Row, s.Col)
				if want == nil {
					m.queens[s] = true
				}
			case 1:
				verb = "mark"
				switch {
				case !on:
					want = puzzle.ErrOffBoard
				case m.queens[s] || m.marks[s]:
					want = puzzle.ErrTaken
				default:
					m.marks[s] = true
				}
				err = p.Mark(s.Row, s.Col)
			default:
				verb = "clear"
				switch {
				case !on:
					want = puzzle.ErrOffBoard
				case !m.queens[s] && !m.marks[s]:
					want = puzzle.ErrFree
				default:
					delete(m.queens, s)
					delete(m.marks, s)
				}
				err = p.Clear(s.Row, s.Col)
			}
			seen[fmt.Sprintf("%s: %v", verb, want)]++
			if want == nil {
				if err != nil {
					t.Fatalf("%v\n%s %v: %v, want no error", p, verb, s, err)
				}
			} else {
				for _, e := range sentinels {
					if errors.Is(err, e) != (e == want) {
						t.Fatalf("%v\n%s %v: %v: errors.Is(%v) = %v", p, verb, s, err, e, errors.Is(err, e))
					}
				}
				var se *puzzle.SquareError
				if !errors.As(err, &se) || se.Row != s.Row || se.Col != s.Col || se.By != by {
					t.Fatalf("%v\n%s %v: %v (%+v): want a *SquareError of the square, By %v", p, verb, s, err, se, by)
				}
				if at := fmt.Sprintf("puzzle: %s row %d, column %d: ", verb, s.Row, s.Col); !strings.HasPrefix(err.Error(), at) {
					t.Fatalf("%s %v: %q does not start %q", verb, s, err, at)
				}
				if *p != before {
					t.Fatalf("%s %v refused, but the puzzle changed from\n%v\nto\n%v", verb, s, &before, p)
				}
			}
			for r := -1; r <= n; r++ {
				for c := -1; c <= n; c++ {
					sq := puzzle.Square{Row: r, Col: c}
					if p.Queen(r, c) != m.queens[sq] || p.Marked(r, c) != m.marks[sq] {
						t.Fatalf("after %s %v: %v: Queen %v, Marked %v, want %v, %v", verb, s, sq, p.Queen(r, c), p.Marked(r, c), m.queens[sq], m.marks[sq])
					}
				}
			}
			if diff := cmp.Diff(m.squares(m.queens), p.Queens()); diff != "" {
				t.Fatalf("after %s %v: Queens (-want +got):\n%s", verb, s, diff)
			}
			if diff := cmp.Diff(m.squares(m.marks), p.Marks()); diff != "" {
				t.Fatalf("after %s %v: Marks (-want +got):\n%s", verb, s, diff)
			}
		}
	}
	t.Logf("moves by outcome: %v", seen)
	for _, verb := range []string{"place", "mark", "clear"} {
		for _, e := range []error{nil, puzzle.ErrOffBoard, puzzle.ErrTaken, puzzle.ErrBroken, puzzle.ErrFree} {
			possible := e == nil || e == puzzle.ErrOffBoard ||
				e == puzzle.ErrTaken && verb != "clear" || e == puzzle.ErrBroken && verb == "place" || e == puzzle.ErrFree && verb == "clear"
			if name := fmt.Sprintf("%s: %v", verb, e); possible && seen[name] == 0 {
				t.Errorf("no move %q", name)
			}
		}
	}
}

// TestPuzzleEditing checks Clear, Reset and Clone on random puzzles: a
// clone shares nothing with its original, either way; Clear then Place,
// and Clear then Mark, give the puzzle back; Reset leaves a puzzle of the
// same size with nothing on it.
func TestPuzzleEditing(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	for range 200 {
		n := 1 + rng.IntN(10)
		p, queens, marked := randomPuzzle(rng, n)
		before := p.String()
		q := p.Clone()
		if *q != *p {
			t.Fatalf("\n%v\nthe clone differs", p)
		}
		// Changes to the clone leave the original, and back.
		r, c := rng.IntN(n), rng.IntN(n)
		q.Mark(r, c)
		q.Clear(rng.IntN(n), rng.IntN(n))
		for r, c := range queens {
			if c >= 0 {
				q.Clear(r, c)
			}
		}
		q.Place(rng.IntN(n), rng.IntN(n))
		if p.String() != before {
			t.Fatalf("\n%v\nchanged by its clone's changes to\n%v", before, q)
		}
		q2 := p.Clone()
		p.Mark(r, c)
		if q2.String() != before {
			t.Fatalf("\n%v\na clone changed by the original's", before)
		}
		if !marked[r][c] && queens[r] != c {
			p.Clear(r, c)
		}
		if p.String() != before {
			t.Fatalf("\n%v\nMark then Clear gives\n%v", before, p)
		}
		for r := range n {
			for c := range n {
				want := p.Clone()
				switch {
				case queens[r] == c:
					if err := p.Clear(r, c); err != nil || p.Queen(r, c) {
						t.Fatalf("\n%v\nClear(%d, %d) of a queen: %v", before, r, c, err)
					}
					if err := p.Place(r, c); err != nil || *p != *want {
						t.Fatalf("\n%v\nClear then Place(%d, %d): %v\n%v", before, r, c, err, p)
					}
				case marked[r][c]:
					if err := p.Clear(r, c); err != nil || p.Marked(r, c) {
						t.Fatalf("\n%v\nClear(%d, %d) of a mark: %v", before, r, c, err)
					}
					if err := p.Mark(r, c); err != nil || *p != *want {
						t.Fatalf("\n%v\nClear then Mark(%d, %d): %v\n%v", before, r, c, err, p)
					}
				default:
					if err := p.Clear(r, c); !errors.Is(err, puzzle.ErrFree) || *p != *want {
						t.Fatalf("\n%v\nClear(%d, %d) of a free square: %v, want ErrFree", before, r, c, err)
					}
				}
			}
		}
		p.Reset()
		if *p != *puzzle.New(n) || p.Size() != n || len(p.Queens()) != 0 || len(p.Marks()) != 0 {
			t.Fatalf("\n%v\nReset gives\n%v", before, p)
		}
		if q2.String() != before {
			t.Fatalf("\n%v\na clone changed by Reset", before)
		}
	}
}

// TestApply checks that Apply makes a deduction's queens and marks,
// leaves those already made, and stops at the first square refused, with
// the error of Place or Mark, having made those before it.
func TestApply(t *testing.T) {
	p := puzzle.New(6)
	if err := p.Mark(5, 5); err != nil {
		t.Fatal(err)
	}
	d := puzzle.Deduction{
		Technique: puzzle.Exclusion,
		Queens:    []puzzle.Square{{0, 1}},
		Empty:     []puzzle.Square{{4, 4}, {5, 5}},
	}
	if err := p.Apply(d); err != nil {
		t.Fatalf("Apply: %v", err)
	}
	if err := p.Apply(d); err != nil {
		t.Fatalf("Apply again: %v", err)
	}
	if diff := cmp.Diff([]puzzle.Square{{0, 1}}, p.Queens()); diff != "" {
		t.Errorf("Queens after Apply (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]puzzle.Square{{4, 4}, {5, 5}}, p.Marks()); diff != "" {
		t.Errorf("Marks after Apply (-want +got):\n%s", diff)
	}
	// A queen that the queen at row 0, column 1 attacks is refused; the
	// queen before it stands, the one after it and the marks are not
	// made.
	bad := puzzle.Deduction{
		Queens: []puzzle.Square{{1, 3}, {2, 2}, {3, 0}},
		Empty:  []puzzle.Square{{2, 0}},
	}
	err := p.Apply(bad)
	var se *puzzle.SquareError
	if !errors.Is(err, puzzle.ErrBroken) || !errors.As(err, &se) || se.Row != 2 || se.Col != 2 || se.By != (puzzle.Square{Row: 1, Col: 3}) {
		t.Fatalf("Apply = %v, want ErrBroken at row 2, column 2, By row 1, column 3", err)
	}
	if !p.Queen(1, 3) || p.Queen(2, 2) || p.Queen(3, 0) || p.Marked(2, 0) {
		t.Fatalf("after Apply refused at its second queen:\n%v", p)
	}
	// A mark on a queen is refused, and squares off the board.
	for _, tc := range []struct {
		d    puzzle.Deduction
		want error
	}{
		{puzzle.Deduction{Empty: []puzzle.Square{{0, 1}}}, puzzle.ErrTaken},
		{puzzle.Deduction{Queens: []puzzle.Square{{6, 0}}}, puzzle.ErrOffBoard},
		{puzzle.Deduction{Queens: []puzzle.Square{{0, -1}}}, puzzle.ErrOffBoard},
		{puzzle.Deduction{Empty: []puzzle.Square{{4, 6}}}, puzzle.ErrOffBoard},
	} {
		if err := p.Apply(tc.d); !errors.Is(err, tc.want) {
			t.Errorf("Apply(%+v) = %v, want %v", tc.d, err, tc.want)
		}
	}
}

// TestPuzzleIterator checks All as an iterator: early break, fresh
// boards, a new search from the puzzle as it is for each range, and
// iter.Pull.
func TestPuzzleIterator(t *testing.T) {
	p := puzzle.New(8)
	if err := p.Mark(0, 0); err != nil {
		t.Fatal(err)
	}
	seq := p.All()
	all := slices.Collect(seq)
	if len(all) != 92-4 {
		t.Fatalf("%d completions, want 88 (the 4 solutions with a queen in the corner are marked)", len(all))
	}
	// Early break: yield is not called again.
	calls := 0
	seq(func(nqueens.Board) bool {
		calls++
		return calls < 3
	})
	if calls != 3 {
		t.Errorf("yield called %d times after returning false on the third, want 3", calls)
	}
	// Fresh boards, and a new search for every range.
	again := slices.Collect(seq)
	again[0][0] = 99
	if diff := cmp.Diff(all[1:], again[1:]); diff != "" {
		t.Errorf("second range (-first +second):\n%s", diff)
	}
	// Each range sees the puzzle as it is when it starts.
	if err := p.Mark(0, 1); err != nil {
		t.Fatal(err)
	}
	if n := len(slices.Collect(seq)); n != int(p.Count(0)) || n >= len(all) {
		t.Errorf("after marking another square, a new range yields %d, Count(0) says %d", n, p.Count(0))
	}
	next, stop := iter.Pull(seq)
	b, ok := next()
	stop()
	want := completionsOf(p)
	if !ok || !slices.Equal(b, want[0]) {
		t.Errorf("pulling the first completion gave %v, %v; the oracle's first is %v", []int(b), ok, []int(want[0]))
	}
	if _, ok := next(); ok {
		t.Error("next after stop gave a board")
	}
}

// TestPuzzleAccessors checks Size, Queen, Marked, Queens and Marks
// against what randomPuzzle placed and marked, and off the board.
func TestPuzzleAccessors(t *testing.T) {
	rng := rand.New(rand.NewPCG(29, 1))
	for range 300 {
		n := rng.IntN(10)
		p, queens, marked := randomPuzzle(rng, n)
		if p.Size() != n {
			t.Fatalf("puzzle\n%v\nSize %d, want %d", p, p.Size(), n)
		}
		var wantQueens, wantMarks []puzzle.Square
		for r := -1; r <= n; r++ {
			for c := -1; c <= n; c++ {
				inside := r >= 0 && r < n && c >= 0 && c < n
				queen := inside && queens[r] == c
				mark := inside && marked[r][c]
				if got := p.Queen(r, c); got != queen {
					t.Fatalf("puzzle\n%v\nQueen(%d, %d) = %v, want %v", p, r, c, got, queen)
				}
				if got := p.Marked(r, c); got != mark {
					t.Fatalf("puzzle\n%v\nMarked(%d, %d) = %v, want %v", p, r, c, got, mark)
				}
				if queen {
					wantQueens = append(wantQueens, puzzle.Square{Row: r, Col: c})
				}
				if mark {
					wantMarks = append(wantMarks, puzzle.Square{Row: r, Col: c})
				}
			}
		}
		if diff := cmp.Diff(wantQueens, p.Queens()); diff != "" {
			t.Fatalf("puzzle\n%v\nQueens (-want +got):\n%s", p, diff)
		}
		if diff := cmp.Diff(wantMarks, p.Marks()); diff != "" {
			t.Fatalf("puzzle\n%v\nMarks (-want +got):\n%s", p, diff)
		}
	}
}

// TestSquareString checks the text of a square and of a unit.
func TestSquareString(t *testing.T) {
	tests := []struct {
		s    fmt.Stringer
		want string
	}{
		{puzzle.Square{Row: 2, Col: 5}, "row 2, column 5"},
		{puzzle.Square{}, "row 0, column 0"},
		{puzzle.Unit{Kind: puzzle.RowUnit, Index: 3}, "row 3"},
		{puzzle.Unit{Kind: puzzle.ColumnUnit, Index: 5}, "column 5"},
		{puzzle.Unit{Kind: 7, Index: 1}, "UnitKind(7) 1"},
	}
	for _, tt := range tests {
		if got := tt.s.String(); got != tt.want {
			t.Errorf("%#v.String() = %q, want %q", tt.s, got, tt.want)
		}
	}
}

// TestErrorsSayPuzzleOnce checks that an error of each kind the package
// returns starts with "puzzle: " and says it once, as an error that
// wraps another of the package's does where it quotes it.
func TestErrorsSayPuzzleOnce(t *testing.T) {
	p := nauck()
	p.Mark(0, 0)
	var svg strings.Builder
	_, parseErr := puzzle.Parse("Q..\n...\n..Q")
	_, readErr := puzzle.NewReader(strings.NewReader("Q.\n.Q\n")).Read()
	_, _, supportsErr := p.Supports([]puzzle.Square{{Row: 8, Col: 0}})
	_, solveErr := puzzle.New(3).Solve()
	_, hintErr := puzzle.New(2).Hint()
	_, explainErr := mustParse(t, "......Q.\n....Q...\n........\n........\n........\n........\n........\n........").Explain()
	_, rateErr := p.Rate()
	_, _, makeErr := puzzle.Make(4, 1, puzzle.Options{Grade: puzzle.Expert})
	var g puzzle.Grade
	var tech puzzle.Technique
	tests := []struct {
		name string
		err  error
	}{
		{"Place", p.Place(3, 5)},
		{"Mark", p.Mark(3, 3)},
		{"Clear", p.Clear(1, 1)},
		{"Parse", parseErr},
		{"Reader.Read", readErr},
		{"Verify", p.Verify(nqueens.Board{0, 4, 7, 5, 2, 6, 1, 3})},
		{"Verify of a size", p.Verify(nqueens.Board{1, 3, 0, 2})},
		{"WriteSVG", p.WriteSVG(&svg, []nqueens.Board{{0, 4, 7, 5, 2, 6, 1, 3}})},
		{"WriteSVG of a size", p.WriteSVG(&svg, []nqueens.Board{{1, 3, 0, 2}})},
		{"Supports", supportsErr},
		{"Solve", solveErr},
		{"Hint", hintErr},
		{"Explain", explainErr},
		{"Rate", rateErr},
		{"Make", makeErr},
		{"UnmarshalJSON", p.UnmarshalJSON([]byte(`{"n":4,"queens":[[0,0],[1,1]]}`))},
		{"Grade.UnmarshalText", g.UnmarshalText([]byte("hardest"))},
		{"Technique.UnmarshalText", tech.UnmarshalText([]byte("guess"))},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.err == nil {
				t.Fatal("no error")
			}
			if msg := tt.err.Error(); !strings.HasPrefix(msg, "puzzle: ") || strings.Count(msg, "puzzle: ") != 1 {
				t.Errorf("%q: want \"puzzle: \" once, at the start", msg)
			}
		})
	}
}
