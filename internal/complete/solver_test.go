package complete

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nqueens-go/nqueens/internal/blockedtest"
	"github.com/nqueens-go/nqueens/internal/ctxtest"

	"github.com/nqueens-go/nqueens/internal/repair"
)

// place puts a queen on row r, column c of g, as a puzzle places one: it
// reports false, and leaves g as it was, if the square is blocked, the row
// holds a queen or the queen would attack one.
func place(g *Grid, r, c int) bool {
	if _, ok := g.Queen(r); ok || g.Blocked[r]&(1<<uint(c)) != 0 || attacks(g, r, c) {
		return false
	}
	g.Queens[r], g.Placed = c, g.Placed|1<<uint(r)
	return true
}

// block blocks the square of row r, column c of g, unless it holds a
// placed queen, as a puzzle blocks one.
func block(g *Grid, r, c int) {
	if q, ok := g.Queen(r); !ok || q != c {
		g.Blocked[r] |= 1 << uint(c)
	}
}

// checkCompletion fails t unless b is a completion of g: a solution of g's
// size, checked square by square, that keeps g's queens and leaves its
// blocked squares empty.
func checkCompletion(t *testing.T, g *Grid, b []int) {
	t.Helper()
	if len(b) != g.N {
		t.Fatalf("%+v gave %v, of size %d", g, b, len(b))
	}
	for r, c := range b {
		if c < 0 || c >= g.N {
			t.Fatalf("%+v gave %v: column %d of row %d is off the board", g, b, c, r)
		}
		for r2 := range r {
			if d := r - r2; b[r2] == c || b[r2] == c-d || b[r2] == c+d {
				t.Fatalf("%+v gave %v: the queens of rows %d and %d attack each other", g, b, r2, r)
			}
		}
		if q, ok := g.Queen(r); ok && q != c {
			t.Fatalf("%+v gave %v, which moves the queen of row %d", g, b, r)
		}
		if g.Blocked[r]&(1<<uint(c)) != 0 {
			t.Fatalf("%+v gave %v, with a queen on the blocked square of row %d", g, b, r)
		}
	}
}

// smallGrid returns a grid of size at most 8 with up to 3 queens placed
// at random and up to 4 squares blocked at random.
func smallGrid(rng *rand.Rand) *Grid {
	n := rng.IntN(9)
	g := &Grid{N: n}
	if n == 0 {
		return g
	}
	for range rng.IntN(4) {
		place(g, rng.IntN(n), rng.IntN(n)) // an attacked square is refused
	}
	for range rng.IntN(5) {
		block(g, rng.IntN(n), rng.IntN(n))
	}
	return g
}

// quarterGrid returns the grid of size n that keeps the queens of a
// quarter of the rows, chosen at random, of a random solution: it has a
// completion. The seed picks the solution and the rows.
func quarterGrid(n int, seed uint64) *Grid {
	rng := rand.New(rand.NewPCG(seed, uint64(n)))
	b := repair.Solution(n, rng)
	g := &Grid{N: n}
	for _, r := range rng.Perm(n)[:n/4] {
		if !place(g, r, b[r]) {
			panic(fmt.Sprintf("the queens of the solution %v attack each other", b))
		}
	}
	return g
}

// bandGrid returns a grid of size n without completions, which lines
// without a free square or with one do not show: rows 0 to k may take
// their queens only in columns 0 to k-1, k+1 queens in k columns. Without
// the matching of rows to columns its search would try some k! placements.
func bandGrid(n, k int) *Grid {
	g := &Grid{N: n}
	for r := 0; r <= k; r++ {
		g.Blocked[r] = below(n) &^ below(k)
	}
	return g
}

// blockedGrid returns a random instance of Blocked n-Queens with blocks
// blocked squares, made as the generator of Gent, Jefferson and
// Nightingale makes them, by internal/blockedtest.
func blockedGrid(n, blocks int, seed uint64) *Grid {
	g := &Grid{N: n}
	for _, sq := range blockedtest.Squares(n, blocks, seed) {
		g.Blocked[sq[0]] |= 1 << uint(sq[1])
	}
	return g
}

// TestSolveMatchesCount checks Solve on a sample of 100,000 grids of size
// at most 8 with up to 3 queens and up to 4 blocked squares, 10,000 with
// -short or -race: it finds a completion exactly when Count finds some,
// and what it finds is one.
func TestSolveMatchesCount(t *testing.T) {
	samples := 100_000
	if testing.Short() || raceEnabled {
		samples = 10_000
	}
	rng := rand.New(rand.NewPCG(40, 1))
	solvable := 0
	for range samples {
		g := smallGrid(rng)
		count := New(g).Count()
		b, ok, err := Solve(context.Background(), g)
		if err != nil || ok != (count > 0) {
			t.Fatalf("%+v: Solve = %v, %v, %v; Count = %d", g, b, ok, err, count)
		}
		if ok {
			checkCompletion(t, g, b)
			solvable++
		}
	}
	// Both answers must be common for the sample to test both.
	if solvable < samples/10 || solvable > samples*9/10 {
		t.Errorf("%d of %d grids have completions", solvable, samples)
	}
}

// TestSolveLarge checks Solve on grids of sizes 20 to 64, with a quarter
// of the queens of a random solution, and on ones that it must prove have
// no completion.
func TestSolveLarge(t *testing.T) {
	ctx := context.Background()
	for _, n := range []int{20, 27, 33, 40, 48, 56, 64} {
		for seed := range uint64(5) {
			g := quarterGrid(n, seed)
			b, ok, err := Solve(ctx, g)
			if err != nil || !ok {
				t.Fatalf("%+v has no completion, says Solve: %v", g, err)
			}
			checkCompletion(t, g, b)
		}
	}
	for _, k := range []int{2, 5, 8} {
		if b, ok, err := Solve(ctx, bandGrid(64, k)); ok || err != nil {
			t.Errorf("a band of %d rows in %d columns: Solve = %v, %v", k+1, k, b, err)
		}
	}
	// Every solution of size 64 leaves a row full of blocked squares.
	full := &Grid{N: 64}
	full.Blocked[63] = ^uint64(0)
	if b, ok, err := Solve(ctx, full); ok || err != nil {
		t.Errorf("a blocked row: Solve = %v, %v", b, err)
	}
	empty := &Grid{N: 64}
	if b, ok, err := Solve(ctx, empty); !ok || err != nil {
		t.Errorf("the empty grid of 64: Solve found nothing, %v", err)
	} else {
		checkCompletion(t, empty, b)
	}
}

// TestSolveSame checks that Solve gives one answer on every call: its
// choices are random, from a generator seeded by the size.
func TestSolveSame(t *testing.T) {
	g := quarterGrid(50, 7)
	first, _, _ := Solve(context.Background(), g)
	for range 5 {
		if b, _, _ := Solve(context.Background(), g); !slices.Equal(b, first) {
			t.Fatalf("Solve gave %v, then %v", first, b)
		}
	}
}

// TestSolveCancel cancels Solve on an instance of Blocked n-Queens without
// a completion that takes millions of placements to prove so, before the
// search and during it: it returns the context's error, and no board.
func TestSolveCancel(t *testing.T) {
	hard := blockedGrid(64, 64*64*90/100, 8)
	for _, look := range []int{1, 3} {
		b, ok, err := Solve(ctxtest.CancelAtLook(look), hard)
		if b != nil || ok || !errors.Is(err, context.Canceled) {
			t.Errorf("Solve, cancelled at look %d: %v, %v, %v", look, b, ok, err)
		}
	}
}

// supportGrid returns a grid of size n with some queens of a random
// solution placed, so that many such grids have completions, a random
// queen perhaps, and up to a quarter of the squares blocked at random.
func supportGrid(rng *rand.Rand, n int) *Grid {
	g := &Grid{N: n}
	if n == 0 {
		return g
	}
	if s := oracle(&Grid{N: n}); len(s) > 0 {
		sol := s[rng.IntN(len(s))]
		for range rng.IntN(n/2 + 1) {
			r := rng.IntN(n)
			place(g, r, sol[r])
		}
	}
	for range rng.IntN(2) {
		place(g, rng.IntN(n), rng.IntN(n))
	}
	for range rng.IntN(n*n/4 + 1) {
		block(g, rng.IntN(n), rng.IntN(n))
	}
	return g
}

// TestSupported checks Supported on 3,000 random grids of size up to 9,
// 1,000 with -short or -race, asked of every square (want nil) and of
// random squares, placed queens' and blocked squares among them, against
// the oracle's completions: a square asked of is supported exactly when
// one of them holds it; every board found is a completion; and Supported
// searches once at most for each square asked of.
func TestSupported(t *testing.T) {
	grids := 3000
	if testing.Short() || raceEnabled {
		grids = 1000
	}
	rng := rand.New(rand.NewPCG(57, 2))
	for i := range grids {
		g := supportGrid(rng, rng.IntN(10))
		n := g.N
		var held [maxN]uint64 // the squares of the completions
		for _, b := range oracle(g) {
			for r, c := range b {
				held[r] |= 1 << uint(c)
			}
		}
		var want *[maxN]uint64 // nil, every square, for half the grids
		asked := n * n
		if i%2 == 1 {
			want = new([maxN]uint64)
			for range rng.IntN(2*n + 1) {
				want[rng.IntN(n)] |= 1 << uint(rng.IntN(n))
			}
			asked = 0
			for r := range n {
				asked += bits.OnesCount64(want[r])
			}
		}
		found := 0
		got, err := Supported(context.Background(), g, want, func(b []int) {
			found++
			checkCompletion(t, g, b)
		})
		if err != nil {
			t.Fatalf("%+v: Supported: %v", g, err)
		}
		for r := range n {
			w := below(n)
			if want != nil {
				w = want[r]
			}
			if got[r] != held[r]&w {
				t.Fatalf("%+v, asked of %#x in row %d: supported %#x; the oracle's completions hold %#x", g, w, r, got[r], held[r]&w)
			}
		}
		if found > asked {
			t.Fatalf("%+v: Supported found %d completions for %d squares asked of", g, found, asked)
		}
	}
}
