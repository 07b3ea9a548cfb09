package puzzle_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/puzzle"
)

// The tests take their truth from a brute-force search written as
// plainly as possible, which shares no code with the package: every
// solution of a size, row by row, each column in turn, checked against
// every queen above it; the completions of a puzzle are those of its
// solutions that hold its queens and keep off its marks.

// oracle returns every solution of size n in lexicographic order, found
// the plain way.
func oracle(n int) []nqueens.Board {
	var solutions []nqueens.Board
	b := make(nqueens.Board, n)
	var place func(r int)
	place = func(r int) {
		if r == n {
			solutions = append(solutions, slices.Clone(b))
			return
		}
		for c := range n {
			if safe(b[:r], c) {
				b[r] = c
				place(r + 1)
			}
		}
	}
	place(0)
	return solutions
}

// safe reports whether a queen in column c of the row below the queens
// above shares no column and no diagonal with any of them.
func safe(above []int, c int) bool {
	r := len(above)
	for i, ci := range above {
		if ci == c || ci-c == r-i || c-ci == r-i {
			return false
		}
	}
	return true
}

var oracleCache struct {
	sync.Mutex
	byN map[int][]nqueens.Board
}

// oracleOf returns oracle(n), computed once per test binary.
func oracleOf(n int) []nqueens.Board {
	oracleCache.Lock()
	defer oracleCache.Unlock()
	if oracleCache.byN == nil {
		oracleCache.byN = make(map[int][]nqueens.Board)
	}
	if s, ok := oracleCache.byN[n]; ok {
		return s
	}
	s := oracle(n)
	oracleCache.byN[n] = s
	return s
}

// TestOracle checks the oracle itself against OEIS A000170, the number of
// solutions of each size.
func TestOracle(t *testing.T) {
	a000170 := []int{1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724}
	for n, want := range a000170 {
		if got := len(oracleOf(n)); got != want {
			t.Errorf("n=%d: the oracle finds %d solutions, OEIS A000170 says %d", n, got, want)
		}
	}
}

// oracleCompletions returns the completions of a puzzle given by its
// queens placed, the column of each row's, -1 for none, and its squares
// marked, by filtering the oracle's list of every solution.
func oracleCompletions(n int, queens []int, marked [][]bool) []nqueens.Board {
	var out []nqueens.Board
	for _, s := range oracleOf(n) {
		ok := true
		for r, c := range s {
			if queens[r] >= 0 && queens[r] != c || marked[r][c] {
				ok = false
			}
		}
		if ok {
			out = append(out, s)
		}
	}
	return out
}

// clues returns p's queens placed, the column of each row's, -1 for none,
// and its squares marked, as the oracle takes them, read square by square
// through Queen and Marked.
func clues(p *puzzle.Puzzle) ([]int, [][]bool) {
	n := p.Size()
	queens := make([]int, n)
	marked := make([][]bool, n)
	for r := range n {
		queens[r] = -1
		marked[r] = make([]bool, n)
		for c := range n {
			if p.Queen(r, c) {
				queens[r] = c
			}
			marked[r][c] = p.Marked(r, c)
		}
	}
	return queens, marked
}

// completionsOf returns the completions of p by the oracle.
func completionsOf(p *puzzle.Puzzle) []nqueens.Board {
	queens, marked := clues(p)
	return oracleCompletions(p.Size(), queens, marked)
}

// randomPuzzle returns a random puzzle of size n, with the same puzzle as
// queens placed and squares marked for the oracle.
func randomPuzzle(rng *rand.Rand, n int) (*puzzle.Puzzle, []int, [][]bool) {
	p := puzzle.New(n)
	queens := make([]int, n)
	marked := make([][]bool, n)
	for r := range n {
		queens[r] = -1
		marked[r] = make([]bool, n)
	}
	// Queens from a random solution, so that some puzzles have
	// completions, and a few random ones, which may be refused.
	if s := oracleOf(n); len(s) > 0 && n > 0 {
		sol := s[rng.IntN(len(s))]
		for range rng.IntN(n/2 + 1) {
			r := rng.IntN(n)
			if p.Place(r, sol[r]) == nil {
				queens[r] = sol[r]
			}
		}
	}
	for range rng.IntN(2) {
		r, c := rng.IntN(max(n, 1)), rng.IntN(max(n, 1))
		if p.Place(r, c) == nil {
			queens[r] = c
		}
	}
	for range rng.IntN(n*n/4 + 1) {
		r, c := rng.IntN(max(n, 1)), rng.IntN(max(n, 1))
		if p.Mark(r, c) == nil {
			marked[r][c] = true
		}
	}
	return p, queens, marked
}

// nauck returns Nauck's instance of 1850, the first of CSPLib problem
// 079: the 8×8 board with queens at row 3, column 3 and row 4, column 1.
func nauck() *puzzle.Puzzle {
	p := puzzle.New(8)
	p.Place(3, 3)
	p.Place(4, 1)
	return p
}

// mustParse returns the puzzle that text draws, or fails t.
func mustParse(t testing.TB, text string) *puzzle.Puzzle {
	t.Helper()
	p, err := puzzle.Parse(text)
	if err != nil {
		t.Fatalf("Parse(%q): %v", text, err)
	}
	return p
}

// mustPanic calls f and checks that it panics with a message that starts
// with "puzzle: " and holds each of the fragments.
func mustPanic(t *testing.T, f func(), fragments ...string) {
	t.Helper()
	defer func() {
		t.Helper()
		r := recover()
		if r == nil {
			t.Errorf("no panic, want one saying %q", fragments)
			return
		}
		msg, _ := r.(string)
		if err, ok := r.(error); ok {
			msg = err.Error()
		}
		if !strings.HasPrefix(msg, "puzzle: ") {
			t.Errorf("panic %q does not start with \"puzzle: \"", msg)
		}
		for _, frag := range fragments {
			if !strings.Contains(msg, frag) {
				t.Errorf("panic %q does not say %q", msg, frag)
			}
		}
	}()
	f()
}
