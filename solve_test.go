package nqueens

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
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/nqueens-go/nqueens/internal/ctxtest"
)

// checkCompletion fails t unless b is a completion of p: a solution of p's
// size that keeps p's queens and leaves its blocked squares empty.
func checkCompletion(t *testing.T, p *Puzzle, b Board) {
	t.Helper()
	if len(b) != p.Size() {
		t.Fatalf("puzzle\n%v\ngave %v, of size %d", p, b, len(b))
	}
	if err := b.Validate(); err != nil {
		t.Fatalf("puzzle\n%v\ngave %v: %v", p, b, err)
	}
	for r, c := range b {
		if q, ok := p.queen(r); ok && q != c {
			t.Fatalf("puzzle\n%v\ngave %v, which moves the queen of row %d", p, b, r)
		}
		if p.Blocked(r, c) {
			t.Fatalf("puzzle\n%v\ngave %v, with a queen on the blocked square of row %d", p, b, r)
		}
	}
}

// smallPuzzle returns a puzzle of size at most 8 with up to 3 queens placed
// at random and up to 4 squares blocked at random.
func smallPuzzle(rng *rand.Rand) *Puzzle {
	n := rng.IntN(9)
	p := NewPuzzle(n)
	if n == 0 {
		return p
	}
	for range rng.IntN(4) {
		p.Place(rng.IntN(n), rng.IntN(n)) // an attacked square is refused
	}
	for range rng.IntN(5) {
		p.Block(rng.IntN(n), rng.IntN(n))
	}
	return p
}

// TestSolveMatchesCount checks Solve on a sample of 2,000 puzzles of size
// at most 8 with up to 3 queens and up to 4 blocked squares: it finds a
// completion exactly when Count finds some, and what it finds is one.
// internal/complete checks its search on many more.
func TestSolveMatchesCount(t *testing.T) {
	const samples = 2_000
	rng := rand.New(rand.NewPCG(40, 1))
	solvable := 0
	for range samples {
		p := smallPuzzle(rng)
		count := p.Count()
		b, ok := p.Solve()
		if ok != (count > 0) {
			t.Fatalf("puzzle\n%v\nSolve = %v, %v; Count = %d", p, b, ok, count)
		}
		if ok {
			checkCompletion(t, p, b)
			solvable++
		}
	}
	// Both answers must be common for the sample to test both.
	if solvable < samples/10 || solvable > samples*9/10 {
		t.Errorf("%d of %d puzzles have completions", solvable, samples)
	}
}

// quarterPuzzle returns the puzzle of size n that keeps the queens of a
// quarter of the rows, chosen at random, of a random solution: it has a
// completion. The seed picks the solution and the rows.
func quarterPuzzle(n int, seed uint64) *Puzzle {
	rng := rand.New(rand.NewPCG(seed, uint64(n)))
	b, ok := Random(n, rng)
	if !ok {
		panic(fmt.Sprint("no solution of size ", n))
	}
	p := NewPuzzle(n)
	for _, r := range rng.Perm(n)[:n/4] {
		if err := p.Place(r, b[r]); err != nil {
			panic(err) // the queens of a solution attack no other
		}
	}
	return p
}

// bandPuzzle returns a puzzle of size n without completions, which lines
// without a free square or with one do not show: rows 0 to k may take
// their queens only in columns 0 to k-1, k+1 queens in k columns. Without
// the matching of rows to columns its search would try some k! placements.
func bandPuzzle(n, k int) *Puzzle {
	p := NewPuzzle(n)
	for r := 0; r <= k; r++ {
		p.blockSquares(r, ^columnsBelow(k))
	}
	return p
}

// TestSolveContext checks SolveContext against Solve, and its cancellation
// before the search and during it.
func TestSolveContext(t *testing.T) {
	rng := rand.New(rand.NewPCG(40, 3))
	for range 200 {
		p := smallPuzzle(rng)
		want, wantOK := p.Solve()
		b, ok, err := p.SolveContext(context.Background())
		if err != nil || ok != wantOK || !slices.Equal(b, want) {
			t.Fatalf("puzzle\n%v\nSolveContext = %v, %v, %v; Solve = %v, %v", p, b, ok, err, want, wantOK)
		}
	}
	// An instance of Blocked n-Queens without a solution that takes
	// millions of placements to prove so.
	hard := blockedPuzzle(64, 64*64*90/100, 8)
	for _, look := range []int{1, 3} {
		b, ok, err := hard.SolveContext(ctxtest.CancelAtLook(look))
		if b != nil || ok || !errors.Is(err, context.Canceled) {
			t.Errorf("SolveContext, cancelled at look %d: %v, %v, %v", look, b, ok, err)
		}
	}
}

// FuzzSolve checks Solve on the puzzles that ParsePuzzle reads: what it
// finds is a completion, and up to size 10 it finds one exactly when Count
// does. A larger puzzle whose search outlasts a second is let go.
func FuzzSolve(f *testing.F) {
	f.Add("...\n.Q.\nx..")
	f.Add("Q...\n....\n....\n....")
	f.Add("x.x.x\n.....\n..Q..\n.....\nx...x")
	f.Add("(2, 4, 1, 3)")
	f.Add(bandPuzzle(12, 4).String())
	f.Add(quarterPuzzle(30, 1).String())
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParsePuzzle(s)
		if err != nil {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		defer cancel()
		b, ok, err := p.SolveContext(ctx)
		if err != nil {
			return
		}
		if ok {
			checkCompletion(t, p, b)
		}
		if p.Size() <= 10 {
			if count := p.Count(); ok != (count > 0) {
				t.Fatalf("puzzle\n%v\nSolve = %v, %v; Count = %d", p, b, ok, count)
			}
		}
	})
}

// TestSupports checks Puzzle.Supports on random puzzles of size up to 9,
// asked of random squares, some of them twice, placed queens' and blocked
// squares among them, against the oracle's completions: a square is
// supported exactly when one of them holds it, and every board it found
// is a completion. A square outside the board is refused by its index.
// internal/complete checks its search on many more.
func TestSupports(t *testing.T) {
	rng := rand.New(rand.NewPCG(57, 2))
	for range 300 {
		p, queens, blocked := randomPuzzle(rng, rng.IntN(10))
		n := p.Size()
		held := map[[2]int]bool{}
		for _, b := range oracleCompletions(n, queens, blocked) {
			for r, c := range b {
				held[[2]int{r, c}] = true
			}
		}
		squares := [][2]int{} // nil asks of every square
		var want []bool
		for range rng.IntN(2*n + 1) {
			sq := [2]int{rng.IntN(n), rng.IntN(n)}
			squares = append(squares, sq)
			want = append(want, held[sq])
		}
		got, found, err := p.Supports(squares)
		if err != nil {
			t.Fatalf("puzzle\n%v\nSupports(%v): %v", p, squares, err)
		}
		if diff := cmp.Diff(want, got, cmpopts.EquateEmpty()); diff != "" {
			t.Fatalf("puzzle\n%v\nSupports(%v) (-want +got):\n%s", p, squares, diff)
		}
		for _, b := range found {
			checkCompletion(t, p, b)
		}
		if len(found) > len(squares) {
			t.Fatalf("puzzle\n%v\nSupports(%v) searched %d times", p, squares, len(found))
		}
		bad := append(slices.Clone(squares), [2]int{n, 0})
		if _, _, err := p.Supports(bad); err == nil || !strings.Contains(err.Error(), fmt.Sprintf("nqueens: Puzzle.Supports: squares[%d]: row %d, column 0 is outside", len(squares), n)) {
			t.Fatalf("puzzle\n%v\nSupports(%v): %v", p, bad, err)
		}
	}
}

// TestSupportsEverySquare checks Puzzle.Supports with squares nil on
// random puzzles of size up to 9 against the oracle's completions: square
// r*n+c is supported exactly when one of them holds it, and every board it
// found is a completion.
func TestSupportsEverySquare(t *testing.T) {
	rng := rand.New(rand.NewPCG(57, 1))
	for range 300 {
		p, queens, blocked := randomPuzzle(rng, rng.IntN(10))
		n := p.Size()
		want := make([]bool, n*n)
		for _, b := range oracleCompletions(n, queens, blocked) {
			for r, c := range b {
				want[r*n+c] = true
			}
		}
		got, found, err := p.Supports(nil)
		if err != nil {
			t.Fatalf("puzzle\n%v\nSupports(nil): %v", p, err)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("puzzle\n%v\nSupports(nil) (-want +got):\n%s", p, diff)
		}
		for _, b := range found {
			checkCompletion(t, p, b)
		}
	}
}
