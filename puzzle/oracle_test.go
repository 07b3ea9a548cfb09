package puzzle_test

import (
	"math/rand/v2"
	"testing"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/internal/oracletest"
	"github.com/nqueens-go/nqueens/internal/panictest"
	"github.com/nqueens-go/nqueens/puzzle"
)

// The tests take their truth from the plain brute-force search of
// internal/oracletest, which shares no code with the package: every
// solution of a size, row by row, each column in turn, checked against
// every queen above it; the completions of a puzzle are those of its
// solutions that hold its queens and keep off its marks.

// oracleOf returns every solution of size n in lexicographic order, found
// once per test binary: the callers share its boards, and none may change
// them.
func oracleOf(n int) []nqueens.Board {
	var out []nqueens.Board
	for _, s := range oracletest.SharedSolutions(n) {
		out = append(out, s)
	}
	return out
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
	panictest.Check(t, "puzzle: ", f, fragments...)
}
