package puzzle_test

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/internal/blockedtest"
	"github.com/nqueens-go/nqueens/internal/ctxtest"
	"github.com/nqueens-go/nqueens/internal/oracletest"
	"github.com/nqueens-go/nqueens/puzzle"
)

// checkCompletion fails t unless b is a completion of p: a solution of
// p's size that keeps p's queens and leaves its marked squares empty,
// checked square by square.
func checkCompletion(t testing.TB, p *puzzle.Puzzle, b nqueens.Board) {
	t.Helper()
	if len(b) != p.Size() {
		t.Fatalf("puzzle\n%v\ngave %v, of size %d", p, b, len(b))
	}
	for r, c := range b {
		if c < 0 || c >= len(b) || !oracletest.Safe(b[:r], c) {
			t.Fatalf("puzzle\n%v\ngave %v, not a solution at row %d", p, b, r)
		}
	}
	queens, marked := clues(p)
	for r, c := range b {
		if queens[r] >= 0 && queens[r] != c {
			t.Fatalf("puzzle\n%v\ngave %v, which moves the queen of row %d", p, b, r)
		}
		if marked[r][c] {
			t.Fatalf("puzzle\n%v\ngave %v, with a queen on the marked square of row %d", p, b, r)
		}
	}
}

// smallPuzzle returns a puzzle of size at most 8 with up to 3 queens
// placed at random and up to 4 squares marked at random.
func smallPuzzle(rng *rand.Rand) *puzzle.Puzzle {
	n := rng.IntN(9)
	p := puzzle.New(n)
	if n == 0 {
		return p
	}
	for range rng.IntN(4) {
		p.Place(rng.IntN(n), rng.IntN(n)) // an attacked square is refused
	}
	for range rng.IntN(5) {
		p.Mark(rng.IntN(n), rng.IntN(n))
	}
	return p
}

// quarterPuzzle returns the puzzle of size n that keeps the queens of a
// quarter of the rows, chosen at random, of a random solution: it has a
// completion. The seed picks the solution and the rows.
func quarterPuzzle(n int, seed uint64) *puzzle.Puzzle {
	rng := rand.New(rand.NewPCG(seed, uint64(n)))
	b, ok := nqueens.Random(n, rng)
	if !ok {
		panic(fmt.Sprint("no solution of size ", n))
	}
	p := puzzle.New(n)
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
func bandPuzzle(n, k int) *puzzle.Puzzle {
	p := puzzle.New(n)
	for r := 0; r <= k; r++ {
		for c := k; c < n; c++ {
			p.Mark(r, c)
		}
	}
	return p
}

// blockedPuzzle returns a random instance of Blocked n-Queens with blocks
// marked squares, made as the generator of Gent, Jefferson and
// Nightingale makes them, by internal/blockedtest.
func blockedPuzzle(n, blocks int, seed uint64) *puzzle.Puzzle {
	p := puzzle.New(n)
	for _, sq := range blockedtest.Squares(n, blocks, seed) {
		if err := p.Mark(sq[0], sq[1]); err != nil {
			panic(err) // each square is blocked once
		}
	}
	return p
}

// TestSolveMatchesCount checks Solve on a sample of 2,000 puzzles of size
// at most 8 with up to 3 queens and up to 4 marked squares: it finds a
// completion exactly when Count finds some, and what it finds is one;
// otherwise its error wraps ErrNoAnswer. internal/complete checks its
// search on many more.
func TestSolveMatchesCount(t *testing.T) {
	const samples = 2_000
	rng := rand.New(rand.NewPCG(40, 1))
	solvable := 0
	for range samples {
		p := smallPuzzle(rng)
		count := p.Count(0)
		b, err := p.Solve()
		if (err == nil) != (count > 0) {
			t.Fatalf("puzzle\n%v\nSolve = %v, %v; Count(0) = %d", p, b, err, count)
		}
		if err != nil {
			if b != nil || !errors.Is(err, puzzle.ErrNoAnswer) || err.Error() != "puzzle: no answer" {
				t.Fatalf("puzzle\n%v\nSolve = %v, %q; want nil and ErrNoAnswer", p, b, err)
			}
			continue
		}
		checkCompletion(t, p, b)
		solvable++
	}
	// Both answers must be common for the sample to test both.
	if solvable < samples/10 || solvable > samples*9/10 {
		t.Errorf("%d of %d puzzles have completions", solvable, samples)
	}
}

// TestSolveContext checks SolveContext against Solve, and its
// cancellation during the search.
func TestSolveContext(t *testing.T) {
	rng := rand.New(rand.NewPCG(40, 3))
	for range 200 {
		p := smallPuzzle(rng)
		want, wantErr := p.Solve()
		b, err := p.SolveContext(context.Background())
		if fmt.Sprint(err) != fmt.Sprint(wantErr) || !slices.Equal(b, want) {
			t.Fatalf("puzzle\n%v\nSolveContext = %v, %v; Solve = %v, %v", p, b, err, want, wantErr)
		}
	}
	// An instance of Blocked n-Queens without a solution that takes
	// millions of placements to prove so.
	hard := blockedPuzzle(64, 64*64*90/100, 8)
	for _, look := range []int{1, 3} {
		if b, err := hard.SolveContext(ctxtest.CancelAtLook(look)); b != nil || !errors.Is(err, context.Canceled) {
			t.Errorf("SolveContext, cancelled at look %d: %v, %v", look, b, err)
		}
	}
}

// TestSolveBand checks that Solve and Count prove the puzzles of
// bandPuzzle have no completion, at once.
func TestSolveBand(t *testing.T) {
	for _, k := range []int{2, 4, 8, 12} {
		t.Run(fmt.Sprintf("k=%d", k), func(t *testing.T) {
			p := bandPuzzle(2*k+2, k)
			if b, err := p.Solve(); !errors.Is(err, puzzle.ErrNoAnswer) {
				t.Errorf("\n%v\nSolve = %v, %v; want ErrNoAnswer", p, b, err)
			}
			if c := p.Count(2); c != 0 {
				t.Errorf("\n%v\nCount(2) = %d", p, c)
			}
		})
	}
}

// FuzzSolve checks Solve on the puzzles that Parse reads: what it finds
// is a completion, and up to size 10 it finds one exactly when Count
// does. A larger puzzle whose search outlasts a second is let go.
func FuzzSolve(f *testing.F) {
	f.Add("...\n.Q.\nx..")
	f.Add("Q...\n....\n....\n....")
	f.Add("x.x.x\n.....\n..Q..\n.....\nx...x")
	f.Add("(2, 4, 1, 3)")
	f.Add(bandPuzzle(12, 4).String())
	f.Add(quarterPuzzle(30, 1).String())
	f.Fuzz(func(t *testing.T, s string) {
		p, err := puzzle.Parse(s)
		if err != nil {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		defer cancel()
		b, err := p.SolveContext(ctx)
		switch {
		case err == nil:
			checkCompletion(t, p, b)
		case errors.Is(err, context.DeadlineExceeded):
			return
		case !errors.Is(err, puzzle.ErrNoAnswer):
			t.Fatalf("puzzle\n%v\nSolveContext: %v", p, err)
		}
		if p.Size() <= 10 {
			if count := p.Count(0); (err == nil) != (count > 0) {
				t.Fatalf("puzzle\n%v\nSolve = %v, %v; Count(0) = %d", p, b, err, count)
			}
		}
	})
}

// TestSupports checks Supports on random puzzles of size up to 9, asked
// of random squares, some of them twice, queens' and marked squares among
// them, against the oracle's completions: a square is supported exactly
// when one of them holds it, and every board it found is a completion. A
// square off the board is refused with a *SquareError.
// internal/complete checks its search on many more.
func TestSupports(t *testing.T) {
	rng := rand.New(rand.NewPCG(57, 2))
	for range 300 {
		p, queens, marked := randomPuzzle(rng, rng.IntN(10))
		n := p.Size()
		held := map[puzzle.Square]bool{}
		for _, b := range oracleCompletions(n, queens, marked) {
			for r, c := range b {
				held[puzzle.Square{Row: r, Col: c}] = true
			}
		}
		squares := []puzzle.Square{} // nil asks of every square
		var want []bool
		for range rng.IntN(2*n + 1) {
			sq := puzzle.Square{Row: rng.IntN(n), Col: rng.IntN(n)}
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
		bad := append(slices.Clone(squares), puzzle.Square{Row: n, Col: 0}, puzzle.Square{Row: 0, Col: -1})
		_, _, err = p.Supports(bad)
		var se *puzzle.SquareError
		if !errors.Is(err, puzzle.ErrOffBoard) || !errors.As(err, &se) || se.Row != n || se.Col != 0 || !strings.HasPrefix(err.Error(), "puzzle: ") {
			t.Fatalf("puzzle\n%v\nSupports(%v): %v; want ErrOffBoard at row %d, column 0", p, bad, err, n)
		}
	}
}

// TestSupportsEverySquare checks Supports with squares nil on random
// puzzles of size up to 9 against the oracle's completions: square r*n+c
// is supported exactly when one of them holds it, and every board it
// found is a completion.
func TestSupportsEverySquare(t *testing.T) {
	rng := rand.New(rand.NewPCG(57, 1))
	for range 300 {
		p, queens, marked := randomPuzzle(rng, rng.IntN(10))
		n := p.Size()
		want := make([]bool, n*n)
		for _, b := range oracleCompletions(n, queens, marked) {
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

// brokenRule returns the first rule that b breaks as a completion of the
// puzzle of size n with queens and marked, as Verify's doc orders them,
// with its square and By: "size" for a size other than the puzzle's,
// else the reason Place gives placing b's queens row by row on the
// puzzle, each after those of b's rows above; nil for a completion. It is
// written from the doc, square by square: of two queens that attack one,
// the one at fault is the topmost.
func brokenRule(n int, queens []int, marked [][]bool, b nqueens.Board) (square, by puzzle.Square, err error) {
	if len(b) != n {
		return square, by, errors.New("size")
	}
	placed := slices.Clone(queens) // the queens on the board, by row
	for r, c := range b {
		square = puzzle.Square{Row: r, Col: c}
		switch {
		case c < 0 || c >= n:
			return square, by, puzzle.ErrOffBoard
		case placed[r] == c:
			continue // the puzzle's queen
		case marked[r][c]:
			return square, by, puzzle.ErrTaken
		case placed[r] >= 0:
			return square, puzzle.Square{Row: r, Col: placed[r]}, puzzle.ErrBroken
		}
		for r2, c2 := range placed {
			if c2 >= 0 && r2 != r && (c2 == c || r2-r == c2-c || r2-r == c-c2) {
				return square, puzzle.Square{Row: r2, Col: c2}, puzzle.ErrBroken
			}
		}
		placed[r] = c
	}
	return puzzle.Square{}, puzzle.Square{}, nil
}

// TestVerify checks Verify on random puzzles of sizes 0 to 9 and boards:
// the puzzle's completions, solutions of its size, random columns some
// off the board, completions with a row changed, and boards of the wrong
// size. It returns nil exactly for the oracle's completions, and names
// the first rule broken as its doc says, with a *SquareError of the
// square, By the queen at fault.
func TestVerify(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	rules := map[string]int{}
	for range 400 {
		n := rng.IntN(10)
		p, queens, marked := randomPuzzle(rng, n)
		all := completionsOf(p)
		boards := slices.Clone(all)
		if sols := oracleOf(n); len(sols) > 0 {
			boards = append(boards, sols[rng.IntN(len(sols))], sols[rng.IntN(len(sols))])
		}
		for range 4 {
			b := make(nqueens.Board, n)
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
		boards = append(boards, make(nqueens.Board, n+1), nqueens.Board(nil))
		before := *p
		for _, b := range boards {
			err := p.Verify(b)
			completion := slices.ContainsFunc(all, func(s nqueens.Board) bool { return slices.Equal(s, b) })
			if (err == nil) != completion {
				t.Fatalf("\n%v\nVerify(%v) = %v; a completion by the oracle: %v", p, b, err, completion)
			}
			square, by, rule := brokenRule(n, queens, marked, b)
			rules[fmt.Sprint(rule)]++
			var se *puzzle.SquareError
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
				if !errors.As(err, &se) || !errors.Is(err, rule) || se.Row != square.Row || se.Col != square.Col || se.By != by {
					t.Fatalf("\n%v\nVerify(%v) = %v (%+v); want %v at %v, By %v", p, b, err, se, rule, square, by)
				}
			}
			if err != nil && !strings.HasPrefix(err.Error(), "puzzle: ") {
				t.Fatalf("Verify(%v) = %q", b, err)
			}
		}
		if *p != before {
			t.Fatalf("\n%v\nVerify changed the puzzle to\n%v", &before, p)
		}
	}
	t.Logf("rules broken: %v", rules)
	if len(rules) != 5 {
		t.Errorf("rules broken: %v, want each of nil, size, ErrOffBoard, ErrTaken, ErrBroken", rules)
	}
}

// TestVerifyErrors checks the errors of Verify on a puzzle worked by
// hand.
func TestVerifyErrors(t *testing.T) {
	p := nauck()
	p.Mark(0, 0)
	tests := []struct {
		b    nqueens.Board
		want string
	}{
		{nqueens.Board{4, 0, 7, 3, 1, 6, 2, 5}, ""},
		{nqueens.Board{1, 3, 0, 2}, "puzzle: a board of size 4, not the puzzle's 8"},
		{nqueens.Board{0, 4, 7, 5, 2, 6, 1, 3}, "puzzle: place row 0, column 0: is marked empty"},
		{nqueens.Board{8, 4, 7, 5, 2, 6, 1, 3}, "puzzle: place row 0, column 8: off the 8×8 board"},
		{nqueens.Board{1, 3, 5, 7, 2, 0, 6, 4}, "puzzle: place row 0, column 1: queens at row 0, column 1 and row 4, column 1 share column 1"},
		{nqueens.Board{4, 0, 7, 5, 1, 6, 2, 5}, "puzzle: place row 3, column 5: row 3 holds a queen already, in column 3"},
		{nqueens.Board{4, 0, 7, 3, 1, 6, 2, 6}, "puzzle: place row 7, column 6: queens at row 1, column 0 and row 7, column 6 share a diagonal"},
	}
	for _, tt := range tests {
		err := p.Verify(tt.b)
		if got := fmt.Sprint(err); tt.want == "" && err != nil || tt.want != "" && got != tt.want {
			t.Errorf("Verify(%v) = %v, want %q", tt.b, err, tt.want)
		}
	}
}

// TestCount checks Count and CountContext, with no limit and up to a
// limit, on random puzzles of sizes 0 to 10 against the oracle.
func TestCount(t *testing.T) {
	rng := rand.New(rand.NewPCG(10, 3))
	for range 600 {
		p, queens, marked := randomPuzzle(rng, rng.IntN(11))
		count := uint64(len(oracleCompletions(p.Size(), queens, marked)))
		for _, limit := range []uint64{0, 1, 2, 3, 1000} {
			want := count
			if limit > 0 {
				want = min(count, limit)
			}
			if got := p.Count(limit); got != want {
				t.Fatalf("\n%v\nCount(%d) = %d, want %d of %d", p, limit, got, want, count)
			}
			if got, err := p.CountContext(context.Background(), limit); got != want || err != nil {
				t.Fatalf("\n%v\nCountContext(%d) = %d, %v; want %d", p, limit, got, err, want)
			}
		}
	}
}

// TestCountPauses checks that a count looks at its context until it is
// done, with no limit and up to one.
func TestCountPauses(t *testing.T) {
	for _, limit := range []uint64{0, 20_000} {
		for _, k := range []int{1, 2, 10} {
			if got, err := puzzle.New(12).CountContext(ctxtest.CancelAtLook(k), limit); got != 0 || !errors.Is(err, context.Canceled) {
				t.Errorf("CountContext(%d) of 12, cancelled at look %d: %d, %v", limit, k, got, err)
			}
		}
		if got, err := puzzle.New(12).CountContext(ctxtest.CancelAtLook(1000), limit); got != 14200 || err != nil {
			t.Errorf("CountContext(%d) of 12, a context cancelled at look 1000: %d, %v; want 14200", limit, got, err)
		}
	}
}

// TestPuzzleContext checks the context forms of the searches against the
// plain ones, and their cancellation.
func TestPuzzleContext(t *testing.T) {
	nauckMarked := nauck()
	nauckMarked.Mark(0, 0)
	for _, tc := range []struct {
		name string
		p    *puzzle.Puzzle
	}{{"n=0", puzzle.New(0)}, {"n=3", puzzle.New(3)}, {"n=9", puzzle.New(9)}, {"nauck", nauck()}, {"nauck marked", nauckMarked}} {
		p := tc.p
		t.Run(tc.name, func(t *testing.T) {
			want := slices.Collect(p.All())
			checkContextSeq(t, p.AllContext, want)
			if got, err := p.CountContext(context.Background(), 0); got != uint64(len(want)) || err != nil {
				t.Errorf("\n%vCountContext: %d, %v; want %d", p, got, err, len(want))
			}
			b, err := p.SolveContext(context.Background())
			if len(want) == 0 && !errors.Is(err, puzzle.ErrNoAnswer) || len(want) > 0 && (err != nil || !slices.ContainsFunc(want, func(w nqueens.Board) bool { return slices.Equal(w, b) })) {
				t.Errorf("\n%vSolveContext: %v, %v", p, b, err)
			}
		})
	}
	big := puzzle.New(40)
	big.Place(0, 20)
	checkContextLong(t, "AllContext of 40", big.AllContext(ctxtest.CancelAtLook(3)))
	big.Place(39, 19)
	if got, err := big.CountContext(ctxtest.CancelAtLook(3), 0); got != 0 || !errors.Is(err, context.Canceled) {
		t.Errorf("CountContext of 40, cancelled: %d, %v", got, err)
	}
	if _, _, err := blockedPuzzle(64, 64*64*90/100, 8).SupportsContext(ctxtest.CancelAtLook(3), nil); !errors.Is(err, context.Canceled) {
		t.Errorf("SupportsContext, cancelled: %v", err)
	}
}

// TestContextPanics checks that a nil context is a panic that names the
// method.
func TestContextPanics(t *testing.T) {
	p := puzzle.New(8)
	//lint:ignore SA1012 the nil context is what is tested
	mustPanic(t, func() { p.AllContext(nil) }, "Puzzle.AllContext", "nil Context")
	//lint:ignore SA1012 the nil context is what is tested
	mustPanic(t, func() { p.CountContext(nil, 0) }, "Puzzle.CountContext", "nil Context")
	//lint:ignore SA1012 the nil context is what is tested
	mustPanic(t, func() { p.SolveContext(nil) }, "Puzzle.SolveContext", "nil Context")
	//lint:ignore SA1012 the nil context is what is tested
	mustPanic(t, func() { p.SupportsContext(nil, nil) }, "Puzzle.SupportsContext", "nil Context")
	//lint:ignore SA1012 the nil context is what is tested
	mustPanic(t, func() { p.HintContext(nil) }, "Puzzle.HintContext", "nil Context")
	//lint:ignore SA1012 the nil context is what is tested
	mustPanic(t, func() { p.ExplainContext(nil) }, "Puzzle.ExplainContext", "nil Context")
	//lint:ignore SA1012 the nil context is what is tested
	mustPanic(t, func() { p.RateContext(nil) }, "Puzzle.RateContext", "nil Context")
	//lint:ignore SA1012 the nil context is what is tested
	mustPanic(t, func() { puzzle.MakeContext(nil, 8, 1, puzzle.Options{}) }, "MakeContext", "nil Context")
}

// checkContextSeq checks the iterator that seq returns for a context:
// with a context never done, it yields the boards want with nil errors;
// with one cancelled at its k-th look, it yields a prefix of want and
// then, unless it had yielded them all, one nil Board with
// context.Canceled, and nothing after; and breaking out stops it at once.
func checkContextSeq(t *testing.T, seq func(context.Context) iter.Seq2[nqueens.Board, error], want []nqueens.Board) {
	t.Helper()
	var got []nqueens.Board
	for b, err := range seq(context.Background()) {
		if err != nil {
			t.Fatalf("error %v after %d boards", err, len(got))
		}
		got = append(got, b)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	for _, k := range []int{1, 2, 3, 7, len(want) + 5} {
		var boards []nqueens.Board
		var errs []error
		for b, err := range seq(ctxtest.CancelAtLook(k)) {
			if len(errs) > 0 {
				t.Fatalf("cancelled at look %d: yielded %v, %v after its error", k, b, err)
			}
			if err != nil {
				if b != nil || !errors.Is(err, context.Canceled) {
					t.Errorf("cancelled at look %d: yielded %v, %v", k, b, err)
				}
				errs = append(errs, err)
				continue
			}
			boards = append(boards, b)
		}
		if len(boards) > len(want) || !slices.EqualFunc(boards, want[:len(boards)], slices.Equal) {
			t.Errorf("cancelled at look %d: yielded %v, not the first boards of %v", k, boards, want)
		}
		if len(errs) == 0 && len(boards) < len(want) {
			t.Errorf("cancelled at look %d: ended after %d of %d boards without an error", k, len(boards), len(want))
		}
	}
	if len(want) > 0 {
		calls := 0
		for range seq(context.Background()) {
			if calls++; calls > 1 {
				t.Fatalf("the loop body ran again after it broke out")
			}
			break
		}
	}
}

// checkContextLong checks that seq, a search whose first board is far
// away, with a context cancelled at its third look, yields one nil Board
// with context.Canceled, and nothing else.
func checkContextLong(t *testing.T, name string, seq iter.Seq2[nqueens.Board, error]) {
	t.Helper()
	var yields []string
	for b, err := range seq {
		yields = append(yields, fmt.Sprint(b, err))
	}
	if want := []string{fmt.Sprint(nqueens.Board(nil), context.Canceled)}; !slices.Equal(yields, want) {
		t.Errorf("%s, cancelled at its third look: yielded %q; want %q", name, yields, want)
	}
}
