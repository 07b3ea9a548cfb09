package nqueens_test

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
)

func TestPuzzleMatchesOracle(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for n := range 10 {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			for range 150 {
				p, queens, blocked := nqueens.RandomPuzzle(rng, n)
				want := nqueens.OracleCompletions(n, queens, blocked)
				got := slices.Collect(p.All())
				if diff := cmp.Diff(want, got); diff != "" {
					t.Fatalf("completions of\n%s\n(-want +got):\n%s", p, diff)
				}
				if c := p.Count(); c != uint64(len(want)) {
					t.Fatalf("Count of\n%s\n= %d, want %d", p, c, len(want))
				}
				first, ok := p.First()
				if ok != (len(want) > 0) || ok && !slices.Equal(first, want[0]) {
					t.Fatalf("First of\n%s\n= %v, %v", p, []int(first), ok)
				}
			}
		})
	}
}

func TestPuzzleEmpty(t *testing.T) {
	for n := range 13 {
		p := nqueens.NewPuzzle(n)
		if got, want := p.Count(), nqueens.Count(n); got != want {
			t.Errorf("NewPuzzle(%d).Count() = %d, want Count(%d) = %d", n, got, n, want)
		}
		if n <= 8 {
			if diff := cmp.Diff(slices.Collect(nqueens.All(n)), slices.Collect(p.All())); diff != "" {
				t.Errorf("NewPuzzle(%d).All() (-All +got):\n%s", n, diff)
			}
		}
	}
	var zero nqueens.Puzzle
	if got := slices.Collect(zero.All()); len(got) != 1 || len(got[0]) != 0 {
		t.Errorf("the zero Puzzle yields %v, want the empty board", got)
	}
}

// TestNauck checks Nauck's instance of 1850, the first of CSPLib problem
// 079, which has exactly two completions.
func TestNauck(t *testing.T) {
	p := nqueens.NewPuzzle(8)
	if err := p.Place(3, 3); err != nil {
		t.Fatal(err)
	}
	if err := p.Place(4, 1); err != nil {
		t.Fatal(err)
	}
	got := slices.Collect(p.All())
	if len(got) != 2 || p.Count() != 2 {
		t.Fatalf("Nauck's instance: %d completions, Count %d; want 2", len(got), p.Count())
	}
	for _, b := range got {
		if err := b.Validate(); err != nil || b[3] != 3 || b[4] != 1 {
			t.Errorf("completion %v: %v", []int(b), err)
		}
	}
}

// TestPuzzleFull checks puzzles whose every row holds a placed queen.
func TestPuzzleFull(t *testing.T) {
	p := nqueens.NewPuzzle(4)
	for r, c := range []int{1, 3, 0, 2} {
		if err := p.Place(r, c); err != nil {
			t.Fatal(err)
		}
	}
	if got := slices.Collect(p.All()); !cmp.Equal([]nqueens.Board{{1, 3, 0, 2}}, got) || p.Count() != 1 {
		t.Errorf("a full puzzle yields %v and counts %d; want its queens, once", got, p.Count())
	}
	one := nqueens.NewPuzzle(1)
	if one.Count() != 1 {
		t.Errorf("NewPuzzle(1).Count() = %d, want 1", one.Count())
	}
	if err := one.Block(0, 0); err != nil {
		t.Fatal(err)
	}
	if got := slices.Collect(one.All()); len(got) != 0 || one.Count() != 0 {
		t.Errorf("a blocked 1×1 puzzle yields %v and counts %d; want nothing", got, one.Count())
	}
}

// TestPuzzleLarge completes the widest board there is, 64×64, from a
// constructed solution with ten of its rows, spread over the board, left
// free.
func TestPuzzleLarge(t *testing.T) {
	sol, _ := nqueens.Construct(nqueens.MaxN)
	p := nqueens.NewPuzzle(nqueens.MaxN)
	for r, c := range sol {
		if r%6 == 5 && r < 60 || r == nqueens.MaxN-1 {
			continue
		}
		if err := p.Place(r, c); err != nil {
			t.Fatal(err)
		}
	}
	completions := slices.Collect(p.All())
	if len(completions) == 0 || uint64(len(completions)) != p.Count() {
		t.Fatalf("%d completions, Count %d; want at least the constructed solution", len(completions), p.Count())
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

func TestPuzzleErrors(t *testing.T) {
	p := nqueens.NewPuzzle(8)
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(p.Place(3, 3))
	must(p.Block(5, 5))
	must(p.Block(5, 5)) // blocking twice is fine
	before := p.String()
	tests := []struct {
		err  error
		want string
	}{
		{p.Place(8, 0), "nqueens: row 8, column 0 is outside the 8×8 board"},
		{p.Place(0, -1), "nqueens: row 0, column -1 is outside the 8×8 board"},
		{p.Block(2, 8), "nqueens: row 2, column 8 is outside the 8×8 board"},
		{p.Place(5, 5), "nqueens: row 5, column 5 is blocked"},
		{p.Place(3, 6), "nqueens: row 3 holds a queen already, in column 3"},
		{p.Place(3, 3), "nqueens: row 3 holds a queen already, in column 3"},
		{p.Place(0, 3), "nqueens: queens at row 0, column 3 and row 3, column 3 share column 3"},
		{p.Place(6, 0), "nqueens: queens at row 3, column 3 and row 6, column 0 share a diagonal"},
		{p.Place(1, 1), "nqueens: queens at row 1, column 1 and row 3, column 3 share a diagonal"},
		{p.Block(3, 3), "nqueens: row 3, column 3 holds a queen"},
	}
	for _, tt := range tests {
		if tt.err == nil || tt.err.Error() != tt.want {
			t.Errorf("error %v, want %q", tt.err, tt.want)
		}
	}
	if after := p.String(); after != before {
		t.Errorf("refused changes changed the puzzle from\n%s\nto\n%s", before, after)
	}
	nqueens.MustPanic(t, func() { nqueens.NewPuzzle(-1) }, "NewPuzzle", "n = -1")
	nqueens.MustPanic(t, func() { nqueens.NewPuzzle(nqueens.MaxN + 1) }, "NewPuzzle", "n = 65")
}

func TestParsePuzzle(t *testing.T) {
	const text = "...\n.Q.\nx.."
	p, err := nqueens.ParsePuzzle("\n  " + strings.ReplaceAll(text, "\n", "\n  ") + "\n\n")
	if err != nil {
		t.Fatal(err)
	}
	if got := p.String(); got != text {
		t.Errorf("String() = %q, want %q", got, text)
	}
	spaced, err := nqueens.ParsePuzzle(". . .\r\n. Q .\r\nx . .\r\n")
	if err != nil || spaced.String() != text {
		t.Errorf("ParsePuzzle with spaces and CRLF = %v, %v; want %q", spaced, err, text)
	}
	// Every form that ParseBoard reads, with x for a blocked square where
	// the form has a character for each square.
	want := "...\n.Q.\nx.."
	for _, form := range []string{
		"0 0 0\n0 1 0\nx 0 0",
		"* * *\n* Q *\nx * *",
		"---\n-1-\nx--",
		"+---+---+---+\n|   |   |   |\n+---+---+---+\n|   | Q |   |\n+---+---+---+\n| x |   |   |\n+---+---+---+",
	} {
		p, err := nqueens.ParsePuzzle(form)
		if err != nil || p.String() != want {
			t.Errorf("ParsePuzzle(%q) = %v, %v; want %q", form, p, err, want)
		}
	}
	for _, form := range []string{"(2, 4, 1, 3)", "[1,3,0,2]", ".Q..\n...Q\nQ...\n..Q."} {
		p, err := nqueens.ParsePuzzle(form)
		if err != nil || p.String() != ".Q..\n...Q\nQ...\n..Q." || p.Count() != 1 {
			t.Errorf("ParsePuzzle(%q) = %v, %v; want the board with all its queens placed", form, p, err)
		}
	}
	if empty, err := nqueens.ParsePuzzle("[]"); err != nil || empty.String() != "" || empty.Count() != 1 {
		t.Errorf("ParsePuzzle(\"[]\") = %v, %v; want the empty puzzle", empty, err)
	}
	if _, err := nqueens.ParsePuzzle(" \n"); err == nil || err.Error() != "nqueens: line 1: no puzzle: the text is empty" {
		t.Errorf("ParsePuzzle of blank text: %v", err)
	}
	// A random puzzle reads back as itself.
	rng := rand.New(rand.NewPCG(7, 8))
	for range 100 {
		p, _, _ := nqueens.RandomPuzzle(rng, 1+rng.IntN(9))
		again, err := nqueens.ParsePuzzle(p.String())
		if err != nil {
			t.Fatalf("ParsePuzzle(%q): %v", p.String(), err)
		}
		if *again != *p {
			t.Fatalf("ParsePuzzle(%q) reads back as %q", p.String(), again.String())
		}
	}
}

func TestParsePuzzleErrors(t *testing.T) {
	tests := []struct {
		s, want string
	}{
		{"..\n...", "nqueens: line 2: 3 squares in a board of 2 rows"},
		{"...\n...", "nqueens: line 1: 3 squares in a board of 2 rows"},
		{"..\n.o", "nqueens: line 2: unknown character 'o' (want 'Q' or '1' for a queen; '.', '*', '0' or '-' for a free square; 'x' for a blocked one)"},
		{"..\n\n..", "nqueens: line 2: blank line inside the board"},
		{"QQ.\n...\n...", "nqueens: line 1: row 0 holds a queen already, in column 0"},
		{"Q..\n...\n..Q", "nqueens: line 3: queens at row 0, column 0 and row 2, column 2 share a diagonal"},
		{"\n.Q.\n...\n.Q.", "nqueens: line 4: queens at row 0, column 1 and row 2, column 1 share column 1"},
		{strings.Repeat(strings.Repeat(".", 65)+"\n", 65), "nqueens: line 65: 65 rows, more than 64"},
		{"Q.", "nqueens: line 1: 2 squares in a board of 1 row"},
		{"\n(1, 1)", "nqueens: line 2: queens at row 0, column 0 and row 1, column 0 share column 0"},
		{"[0,2,1]", "nqueens: line 1: queens at row 1, column 2 and row 2, column 1 share a diagonal"},
		{"[0,3,1]", "nqueens: line 1: row 1: column 3 out of range [0, 2] (a JSON array counts columns from 0)"},
		{"(" + strings.Repeat("1, ", 64) + "1)", "nqueens: line 1: 65 rows, more than 64"},
		{"0 2 1", "nqueens: line 1: a list of numbers: write the columns in parentheses, counted from 1, as in (2, 4, 1, 3), or in brackets, counted from 0, as in [1,3,0,2]"},
	}
	for _, tt := range tests {
		p, err := nqueens.ParsePuzzle(tt.s)
		if err == nil || err.Error() != tt.want {
			t.Errorf("ParsePuzzle(%q) error = %v, want %q", tt.s, err, tt.want)
		}
		if p != nil {
			t.Errorf("ParsePuzzle(%q) returned a puzzle with its error", tt.s)
		}
	}
}

func TestPuzzleIterator(t *testing.T) {
	p := nqueens.NewPuzzle(8)
	if err := p.Block(0, 0); err != nil {
		t.Fatal(err)
	}
	seq := p.All()
	all := slices.Collect(seq)
	if len(all) != 92-4 {
		t.Fatalf("%d completions, want 88 (the 4 solutions with a queen in the corner are blocked)", len(all))
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
	if err := p.Block(0, 1); err != nil {
		t.Fatal(err)
	}
	if n := len(slices.Collect(seq)); n != int(p.Count()) || n >= len(all) {
		t.Errorf("after blocking another square, a new range yields %d, Count says %d", n, p.Count())
	}
	next, stop := iter.Pull(seq)
	b, ok := next()
	stop()
	if first, _ := p.First(); !ok || !slices.Equal(b, first) {
		t.Errorf("pulling the first completion gave %v, %v; First gives %v", []int(b), ok, []int(first))
	}
	if _, ok := next(); ok {
		t.Error("next after stop gave a board")
	}
}

// FuzzParsePuzzle checks that ParsePuzzle never panics, that its errors
// name a line, and that what it reads is drawn and read back the same.
func FuzzParsePuzzle(f *testing.F) {
	f.Add("...\n.Q.\nx..")
	f.Add("Q..\n...\n..Q")
	f.Add("x\n")
	f.Add(". Q\nx .")
	f.Add("(2, 4, 1, 3)")
	f.Add("| x | Q |\n|   |   |")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := nqueens.ParsePuzzle(s)
		if err != nil {
			var pe *nqueens.ParseError
			if !errors.As(err, &pe) || pe.Line < 1 || !strings.HasPrefix(err.Error(), "nqueens: line ") {
				t.Fatalf("ParsePuzzle(%q) error %q does not name a line", s, err)
			}
			return
		}
		again, err := nqueens.ParsePuzzle(p.String())
		if err != nil {
			t.Fatalf("ParsePuzzle(%q) = %q, which does not read back: %v", s, p.String(), err)
		}
		if *again != *p {
			t.Fatalf("ParsePuzzle(%q) = %q reads back as %q", s, p.String(), again.String())
		}
	})
}

// TestPuzzleAccessors checks Size, Queen and Blocked against what
// RandomPuzzle placed and blocked, and outside the board.
func TestPuzzleAccessors(t *testing.T) {
	rng := rand.New(rand.NewPCG(29, 1))
	for range 300 {
		n := rng.IntN(10)
		p, queens, blocked := nqueens.RandomPuzzle(rng, n)
		if p.Size() != n {
			t.Fatalf("puzzle\n%v\nSize %d, want %d", p, p.Size(), n)
		}
		for r := -1; r <= n; r++ {
			col, ok := p.Queen(r)
			if inside := r >= 0 && r < n; inside && (ok != (queens[r] >= 0) || ok && col != queens[r]) || !inside && ok {
				t.Fatalf("puzzle\n%v\nQueen(%d) = %d, %v", p, r, col, ok)
			}
			for c := -1; c <= n; c++ {
				want := r >= 0 && r < n && c >= 0 && c < n && blocked[r][c]
				if got := p.Blocked(r, c); got != want {
					t.Fatalf("puzzle\n%v\nBlocked(%d, %d) = %v, want %v", p, r, c, got, want)
				}
			}
		}
	}
}
