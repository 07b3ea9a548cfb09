package stars

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// rowRegions returns the regions of a grid of n whose regions are its
// rows.
func rowRegions(n int) []int8 {
	region := make([]int8, n*n)
	for q := range region {
		region[q] = int8(q / n)
	}
	return region
}

// gridOf returns the grid of p, of storage W, failing t if NewGrid
// refuses it.
func gridOf[W Words](t testing.TB, p puzzle) *Grid[W] {
	t.Helper()
	rule := TouchRule
	if p.Diagonal {
		rule = DiagonalRule
	}
	g, err := NewGrid[W](p.N, p.K, rule, p.Region)
	if err != nil {
		t.Fatalf("NewGrid(%d, %d, %d, %v): %v", p.N, p.K, rule, p.Region, err)
	}
	return g
}

// mustGrid is gridOf of Small storage.
func mustGrid(t testing.TB, p puzzle) *Grid[Small] { return gridOf[Small](t, p) }

// stateAt returns the state of p, of storage W: its queens placed, its
// out squares ruled out.
func stateAt[W Words](t testing.TB, p puzzle) *State[W] {
	t.Helper()
	s := NewState(gridOf[W](t, p))
	for _, q := range p.Queens {
		if !s.Free.Has(q) {
			t.Fatalf("%v: queen %d is not free", p, q)
		}
		s.Place(q)
	}
	for _, q := range p.Out {
		s.Rule(q)
	}
	return s
}

// stateOf is stateAt of Small storage.
func stateOf(t testing.TB, p puzzle) *State[Small] { return stateAt[Small](t, p) }

// A counter of answers: Count, or one of the searches it chooses from.
type countFunc[W Words] func(ctx context.Context, s *State[W], limit int, found func(queens Set[W]) bool) (int, error)

// enginesOf are Count and countGeneral, which the generator calls for
// grids of one queen to a unit too, where Count searches as countOne
// does, of storage W.
func enginesOf[W Words]() []struct {
	name  string
	count countFunc[W]
} {
	return []struct {
		name  string
		count countFunc[W]
	}{{"Count", Count[W]}, {"countGeneral", counting(countGeneral[W])}}
}

// engines are enginesOf of Small storage.
var engines = enginesOf[Small]()

// counting returns search, which reports its nodes too, as a countFunc.
func counting[W Words](search func(ctx context.Context, s *State[W], limit int, found func(queens Set[W]) bool) (int, int, error)) countFunc[W] {
	return func(ctx context.Context, s *State[W], limit int, found func(queens Set[W]) bool) (int, error) {
		count, _, err := search(ctx, s, limit, found)
		return count, err
	}
}

// countAll counts the answers of s up to limit by count, and returns
// them, each as its squares in increasing order, in increasing order.
func countAll[W Words](t testing.TB, count countFunc[W], s *State[W], limit int) (int, [][]int) {
	t.Helper()
	var got [][]int
	c, err := count(context.Background(), s, limit, func(q Set[W]) bool { got = append(got, q.List()); return true })
	if err != nil {
		t.Fatalf("Count: %v", err)
	}
	slices.SortFunc(got, slices.Compare)
	return c, got
}

// draw returns a random puzzle of size n drawn from rng, whose regions
// grow from random squares or, one time in two, around a random answer,
// so that many have answers and many have none.
func draw(rng *rand.Rand, n, k int, diagonal bool) puzzle {
	for {
		var planted []int
		if rng.IntN(2) == 0 {
			planted = randomAnswer(rng, n, k, diagonal)
		}
		if region := randomRegions(rng, n, k, planted); region != nil {
			return puzzle{N: n, K: k, Diagonal: diagonal, Region: region}
		}
	}
}

// kinds returns the kinds of random puzzles the tests draw: each size
// from 4 to 9 with one star and each rule, and 8 and 9 with two.
func kinds() []struct {
	n, k     int
	diagonal bool
} {
	var ks []struct {
		n, k     int
		diagonal bool
	}
	for n := 4; n <= 9; n++ {
		for _, d := range []bool{false, true} {
			ks = append(ks, struct {
				n, k     int
				diagonal bool
			}{n, 1, d})
		}
	}
	return append(ks, struct {
		n, k     int
		diagonal bool
	}{8, 2, false}, struct {
		n, k     int
		diagonal bool
	}{9, 2, false})
}

// howMany returns how many random grids of size n with k queens to a
// unit a test draws, base for the small ones, fewer for the larger,
// whose oracle costs more; a quarter of them with -short.
func howMany(n, k, base int) int {
	switch {
	case n == 9 && k > 1:
		base /= 6
	case n == 9:
		base /= 4
	case n == 8:
		base /= 2
	}
	if testing.Short() {
		base /= 4
	}
	return max(base, 2)
}

func kindName(n, k int, diagonal bool) string {
	rule := "touch"
	if diagonal {
		rule = "diagonal"
	}
	return fmt.Sprintf("n=%d/k=%d/%s", n, k, rule)
}

// TestOracles checks the oracles, and Count, against numbers known: with
// its rows for regions, a grid's answers are the placements of one queen
// to a row and a column, no two touching (OEIS A002464) or, by the
// diagonal rule, the solutions of N-Queens (A000170).
func TestOracles(t *testing.T) {
	touching := []int{4: 2, 14, 90, 646, 5242}
	queens := []int{4: 2, 10, 4, 40, 92, 352}
	for n := 4; n <= 9; n++ {
		for _, diagonal := range []bool{false, true} {
			want := 0
			switch {
			case diagonal:
				want = queens[n]
			case n < len(touching):
				want = touching[n]
			default:
				continue // too many for a quick test
			}
			t.Run(kindName(n, 1, diagonal), func(t *testing.T) {
				p := puzzle{N: n, K: 1, Diagonal: diagonal, Region: rowRegions(n)}
				if got := len(oracle(p)); got != want {
					t.Errorf("oracle: %d answers, want %d", got, want)
				}
				if got, _ := second(p, 1<<30); got != want {
					t.Errorf("second: %d answers, want %d", got, want)
				}
				for _, e := range engines {
					if got, _ := countAll(t, e.count, stateOf(t, p), 1<<30); got != want {
						t.Errorf("%s: %d answers, want %d", e.name, got, want)
					}
				}
			})
		}
	}
}

// TestSecondOracle checks the second search, which the tests of grids
// above 9 trust, against the oracle on random grids.
func TestSecondOracle(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for _, kd := range kinds() {
		t.Run(kindName(kd.n, kd.k, kd.diagonal), func(t *testing.T) {
			for range 20 {
				p := draw(rng, kd.n, kd.k, kd.diagonal)
				answers := oracle(p)
				c, last := second(p, 1<<30)
				if c != len(answers) {
					t.Fatalf("%v: second counts %d, oracle %d", p.Region, c, len(answers))
				}
				if c > 0 && !slices.ContainsFunc(answers, func(a []int) bool { return slices.Equal(a, last) }) {
					t.Fatalf("%v: second finds %v, no answer of the oracle", p.Region, last)
				}
			}
		})
	}
}

func TestNewErrors(t *testing.T) {
	tests := []struct {
		name   string
		n, k   int
		rule   Rule
		region []int8
		want   string // a part of the error, "" for none
	}{
		{"n=3", 3, 1, TouchRule, rowRegions(3), "size 3 outside [4, 32]"},
		{"n=33", 33, 1, TouchRule, make([]int8, 33*33), "size 33 outside [4, 32]"},
		{"n=0", 0, 1, TouchRule, nil, "size 0"},
		{"k=0", 8, 0, TouchRule, rowRegions(8), "0 queens to a unit outside [1, 2] for size 8"},
		{"k=3/n=8", 8, 3, TouchRule, rowRegions(8), "3 queens to a unit outside [1, 2]"},
		{"k=2/n=7", 7, 2, TouchRule, rowRegions(7), "outside [1, 1]"},
		{"diagonal/k=2", 8, 2, DiagonalRule, rowRegions(8), "diagonal rule"},
		{"rule=2", 8, 1, 2, rowRegions(8), "rule 2 unknown"},
		{"short", 5, 1, TouchRule, rowRegions(5)[:24], "24 squares for size 5"},
		{"long", 5, 1, TouchRule, append(rowRegions(5), 0), "26 squares for size 5"},
		{"region=n", 5, 1, TouchRule, func() []int8 { r := rowRegions(5); r[7] = 5; return r }(), "row 1, column 2: region 5 outside [0, 5)"},
		{"region<0", 5, 1, TouchRule, func() []int8 { r := rowRegions(5); r[24] = -1; return r }(), "row 4, column 4: region -1 outside [0, 5)"},
		{"n=4", 4, 1, TouchRule, rowRegions(4), ""},
		{"n=16/k=4", 16, 4, TouchRule, rowRegions(16), ""},
		{"n=17", 17, 1, TouchRule, rowRegions(17), ""},
		{"n=32/k=8", 32, 8, TouchRule, rowRegions(32), ""},
		{"diagonal", 9, 1, DiagonalRule, rowRegions(9), ""},
		// New does not look at the pieces of a region: Apart does.
		{"in pieces", 4, 1, TouchRule, []int8{0, 1, 0, 1, 2, 2, 2, 2, 3, 3, 3, 3, 1, 1, 1, 1}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := New(tt.n, tt.k, tt.rule, tt.region)
			switch {
			case tt.want == "" && err != nil:
				t.Fatalf("New: %v", err)
			case tt.want == "":
				var n, k int
				var rule Rule
				switch g := b.(type) {
				case *Grid[Small]:
					n, k, rule = g.N, g.K, g.Rule
				case *Grid[Large]:
					n, k, rule = g.N, g.K, g.Rule
					if tt.n <= smallest {
						t.Errorf("New: Large storage for size %d", tt.n)
					}
				}
				if n != tt.n || k != tt.k || rule != tt.rule {
					t.Errorf("New: N, K, Rule = %d, %d, %d", n, k, rule)
				}
			case err == nil:
				t.Fatalf("New: no error, want one with %q", tt.want)
			case !strings.Contains(err.Error(), tt.want):
				t.Errorf("New: %q, want it to hold %q", err, tt.want)
			}
		})
	}
	if _, err := NewGrid[Small](17, 1, TouchRule, rowRegions(17)); err == nil || !strings.Contains(err.Error(), "size 17 outside the storage of 256 squares") {
		t.Errorf("NewGrid[Small](17): %v, want an error of its storage", err)
	}
}

// TestGridUnits checks Unit and UnitsOf against the regions plainly, and
// the lanes of the grid against its sets.
func TestGridUnits(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, n := range []int{4, 7, 16} {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			region := randomRegions(rng, n, 1, nil)
			g := mustGrid(t, puzzle{N: n, K: 1, Region: region})
			for u := range 3 * n {
				var want []int
				for q := range n * n {
					if u < n && q/n == u || u >= n && u < 2*n && q%n == u-n || u >= 2*n && int(region[q]) == u-2*n {
						want = append(want, q)
					}
				}
				if diff := cmp.Diff(want, g.Unit(u).List()); diff != "" {
					t.Errorf("Unit(%d) (-want +got):\n%s", u, diff)
				}
			}
			for q := range n * n {
				want := [3]int{q / n, n + q%n, 2*n + int(region[q])}
				if got := g.UnitsOf(q); got != want {
					t.Errorf("UnitsOf(%d) = %v, want %v", q, got, want)
				}
				// What a queen rules out, as the search for one queen
				// to a unit holds it.
				rule := g.touch[q].Or(g.Unit(q / n)).Or(g.Unit(n + q%n))
				if got := g.ruled[q].set(n); got != rule {
					t.Errorf("ruled[%d] = %v, want %v", q, got.List(), rule.List())
				}
			}
			// The regions' lanes are their units', as squares move from
			// region to region.
			for step := range 3 * n {
				for x := range n {
					if got := g.regionLanes[x].set(n); got != g.Unit(2*n+x) {
						t.Fatalf("after %d moves: region %d: lanes %v, unit %v", step, x, got.List(), g.Unit(2*n+x).List())
					}
				}
				g.move(rng.IntN(n*n), rng.IntN(n))
			}
		})
	}
}

// plainApart is the plain check of Apart: for each region, the squares that
// the first reaches by sides, again and again until no more are.
func plainApart(n int, region []int8) (r int, reached [][]bool) {
	reached = make([][]bool, n)
	first := -1
	for r := range n {
		reached[r] = make([]bool, n*n)
		start := slices.Index(region, int8(r))
		if start < 0 {
			if first < 0 {
				first = r
			}
			continue
		}
		reached[r][start] = true
		for more := true; more; {
			more = false
			for q := range n * n {
				if int(region[q]) != r || reached[r][q] {
					continue
				}
				row, col := q/n, q%n
				for _, p := range []int{q - n, q + n, q - 1, q + 1} {
					if p < 0 || p >= n*n || p/n != row && p%n != col || !reached[r][p] {
						continue
					}
					reached[r][q] = true
					more = true
				}
			}
		}
		for q := range n * n {
			if int(region[q]) == r && !reached[r][q] && first < 0 {
				first = r
			}
		}
	}
	return first, reached
}

func TestApart(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	var pieces, whole, none int
	for i := range 300 {
		n := 4 + i%13
		region := randomRegions(rng, n, 1, nil)
		switch i % 4 {
		case 1: // a square moved to a region drawn: often in pieces
			region[rng.IntN(n*n)] = int8(rng.IntN(n))
		case 2: // several
			for range 3 {
				region[rng.IntN(n*n)] = int8(rng.IntN(n))
			}
		case 3: // a region folded into another: one has no square
			a, b := int8(rng.IntN(n)), int8(rng.IntN(n))
			for q := range region {
				if region[q] == a {
					region[q] = b
				}
			}
		}
		t.Run(fmt.Sprintf("n=%d/%d", n, i), func(t *testing.T) {
			g := mustGrid(t, puzzle{N: n, K: 1, Region: region})
			want, reached := plainApart(n, region)
			r, a, b := g.Apart()
			if r != want {
				t.Fatalf("%v: Apart region %d, want %d", region, r, want)
			}
			switch {
			case want < 0:
				whole++
				if a != -1 || b != -1 {
					t.Errorf("%v: Apart = %d, %d, %d, want -1, -1, -1", region, r, a, b)
				}
			case !slices.Contains(region, int8(want)):
				none++
				if a != -1 || b != -1 {
					t.Errorf("%v: Apart = %d, %d, %d for a region without a square, want squares -1", region, r, a, b)
				}
			default:
				pieces++
				// a in the first piece, the one of the region's first
				// square; b in the region but not that piece.
				if a < 0 || b < 0 || a >= n*n || b >= n*n || int(region[a]) != r || int(region[b]) != r ||
					!reached[r][a] || reached[r][b] {
					t.Errorf("%v: Apart = %d, %d, %d: want a square of region %d's first piece and one of another", region, r, a, b, r)
				}
			}
		})
	}
	t.Logf("whole %d, in pieces %d, a region without a square %d", whole, pieces, none)
	if whole == 0 || pieces == 0 || none == 0 {
		t.Errorf("whole %d, in pieces %d, a region without a square %d: want each", whole, pieces, none)
	}
}

// TestCount checks Count, its number and the answers it gives found,
// against the oracle, on random grids, from the start and with queens
// placed and squares ruled out.
func TestCount(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	counts := map[string]int{}
	for _, kd := range kinds() {
		t.Run(kindName(kd.n, kd.k, kd.diagonal), func(t *testing.T) {
			for range howMany(kd.n, kd.k, 48) {
				p := draw(rng, kd.n, kd.k, kd.diagonal)
				want := oracle(p)
				counts[bucket(len(want))]++
				checkCount(t, p, want)
				if len(want) == 0 {
					continue
				}
				// Queens of an answer placed, and squares of none ruled
				// out: some answers are left.
				a := want[rng.IntN(len(want))]
				for _, q := range a {
					if rng.IntN(3) == 0 {
						p.Queens = append(p.Queens, q)
					}
				}
				for q := range p.N * p.N {
					if !slices.Contains(a, q) && rng.IntN(4) == 0 {
						p.Out = append(p.Out, q)
					}
				}
				checkCount(t, p, oracle(p))
				// A square of the answer, not a queen, ruled out: maybe
				// none are left.
				if q := a[rng.IntN(len(a))]; !slices.Contains(p.Queens, q) {
					p.Out = append(p.Out, q)
					checkCount(t, p, oracle(p))
				}
			}
		})
	}
	t.Logf("random grids by their answers: %v", counts)
	for _, b := range []string{"none", "one", "several"} {
		if counts[b] == 0 {
			t.Errorf("no grid with %s answers: %v", b, counts)
		}
	}
}

// bucket names a number of answers.
func bucket(c int) string {
	switch c {
	case 0:
		return "none"
	case 1:
		return "one"
	}
	return "several"
}

// checkCount checks Count of p, and countGeneral, with limits, against
// want, its answers.
func checkCount(t *testing.T, p puzzle, want [][]int) {
	t.Helper()
	s := stateOf(t, p)
	before := *s
	for _, e := range engines {
		c, got := countAll(t, e.count, s, 1<<30)
		if *s != before {
			t.Fatalf("%+v: %s changed its state", p, e.name)
		}
		if c != len(want) {
			t.Fatalf("%+v: %s = %d, want %d", p, e.name, c, len(want))
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("%+v: %s: answers found (-want +got):\n%s", p, e.name, diff)
		}
		for _, limit := range []int{-1, 0, 1, 2, len(want), len(want) + 1} {
			c, some := countAll(t, e.count, s, limit)
			if w := max(0, min(limit, len(want))); c != w || len(some) != w {
				t.Fatalf("%+v: %s(limit %d) = %d with %d found, want %d", p, e.name, limit, c, len(some), w)
			}
			for _, a := range some {
				if !slices.ContainsFunc(want, func(b []int) bool { return slices.Equal(a, b) }) {
					t.Fatalf("%+v: %s(limit %d) finds %v, no answer", p, e.name, limit, a)
				}
			}
		}
		// found returning false stops the search at once.
		for stop := 1; stop <= min(len(want), 3); stop++ {
			calls := 0
			c, err := e.count(context.Background(), s, 1<<30, func(Set[Small]) bool { calls++; return calls < stop })
			if calls != stop || c != stop || err != nil {
				t.Fatalf("%+v: %s stopped by the %d-th answer: %d calls, count %d, %v", p, e.name, stop, calls, c, err)
			}
		}
	}
}

// doneAfter is a context whose Err is nil for its first calls, then
// context.Canceled: it ends a search at a point that depends on the
// search alone.
type doneAfter struct {
	context.Context
	calls, after int
}

func (d *doneAfter) Err() error {
	if d.calls++; d.calls > d.after {
		return context.Canceled
	}
	return nil
}

// TestCountContext checks that Count returns the context's error at once
// if it is done when Count starts, and otherwise stops with it, and what
// it counted so far, the first time it looks at it done, after its
// period of nodes.
func TestCountContext(t *testing.T) {
	// With its rows for regions, the grid of 16 has a great many
	// answers: the search looks at its context again and again.
	p := puzzle{N: 16, K: 1, Region: rowRegions(16)}
	for _, e := range engines {
		for _, after := range []int{0, 1, 2, 5} {
			t.Run(fmt.Sprintf("%s/after=%d", e.name, after), func(t *testing.T) {
				ctx := &doneAfter{Context: context.Background(), after: after}
				c, err := e.count(ctx, stateOf(t, p), math.MaxInt32, nil)
				if err != context.Canceled {
					t.Fatalf("%s: %d, %v: want context.Canceled", e.name, c, err)
				}
				if ctx.calls != after+1 {
					t.Errorf("%s looked at its context %d times, want %d", e.name, ctx.calls, after+1)
				}
				if after == 0 && c != 0 || after > 0 && (c <= 0 || c >= math.MaxInt32) {
					t.Errorf("%s = %d when cancelled, after %d looks", e.name, c, after)
				}
			})
		}
	}
	t.Run("small", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		s := stateOf(t, puzzle{N: 5, K: 1, Region: rowRegions(5)})
		if c, err := Count(ctx, s, 100, nil); c != 0 || err != context.Canceled {
			t.Errorf("Count, cancelled = %d, %v, want 0, context.Canceled", c, err)
		}
		if c, err := Count(context.Background(), s, 100, nil); c != 14 || err != nil {
			t.Errorf("Count = %d, %v, want 14, nil", c, err)
		}
	})
}

// TestSet checks the operations of Set[Small] against a map.
func TestSet(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	for i := range 200 {
		var a, b Set[Small]
		ma, mb := map[int]bool{}, map[int]bool{}
		for range rng.IntN(40) {
			q := rng.IntN(256)
			a.Add(q)
			ma[q] = true
		}
		for range rng.IntN(40) {
			q := rng.IntN(256)
			b.Add(q)
			mb[q] = true
		}
		if i%2 == 0 {
			for q := range ma {
				if rng.IntN(3) == 0 {
					a.Remove(q)
					delete(ma, q)
				}
			}
		}
		list := func(m map[int]bool) []int {
			var l []int
			for q := range 256 {
				if m[q] {
					l = append(l, q)
				}
			}
			return l
		}
		op := func(f func(x, y bool) bool) []int {
			m := map[int]bool{}
			for q := range 256 {
				m[q] = f(ma[q], mb[q])
			}
			return list(m)
		}
		checks := []struct {
			name string
			want []int
			got  Set[Small]
		}{
			{"a", list(ma), a},
			{"And", op(func(x, y bool) bool { return x && y }), a.And(b)},
			{"AndNot", op(func(x, y bool) bool { return x && !y }), a.AndNot(b)},
			{"Or", op(func(x, y bool) bool { return x || y }), a.Or(b)},
		}
		for _, c := range checks {
			if diff := cmp.Diff(c.want, c.got.List()); diff != "" {
				t.Fatalf("%s (-want +got):\n%s", c.name, diff)
			}
			if c.got.Count() != len(c.want) || c.got.Empty() != (len(c.want) == 0) {
				t.Fatalf("%s: Count %d, Empty %v, of %v", c.name, c.got.Count(), c.got.Empty(), c.want)
			}
			first := -1
			if len(c.want) > 0 {
				first = c.want[0]
			}
			if c.got.First() != first {
				t.Fatalf("%s: First %d, want %d", c.name, c.got.First(), first)
			}
			for q := range 256 {
				if c.got.Has(q) != slices.Contains(c.want, q) {
					t.Fatalf("%s: Has(%d) = %v", c.name, q, c.got.Has(q))
				}
			}
			// All stops when f returns false.
			var some []int
			c.got.All(func(q int) bool { some = append(some, q); return len(some) < 3 })
			if diff := cmp.Diff(c.want[:min(3, len(c.want))], some); diff != "" {
				t.Fatalf("%s: All stopped at 3 (-want +got):\n%s", c.name, diff)
			}
		}
	}
}

// TestCountRegressions holds grids on which Count once went wrong, with
// their answers by the oracle.
func TestCountRegressions(t *testing.T) {
	tests := []struct {
		name string
		p    puzzle
	}{
		// Two stars: the rule that rules out what both free squares of a
		// unit that needs one more queen rule out took a queen to fill
		// each of its units, as for one star, and ruled out the one
		// answer (row by row: columns 1 3, 5 7, 1 3, 5 7, 0 2, 4 6, 0 2,
		// 4 6).
		{"n=8/k=2", puzzle{N: 8, K: 2, Region: []int8{
			0, 0, 0, 0, 0, 4, 7, 7,
			0, 0, 0, 0, 4, 4, 4, 7,
			6, 6, 6, 6, 6, 4, 4, 7,
			2, 6, 6, 1, 4, 4, 7, 7,
			2, 2, 5, 1, 1, 4, 7, 7,
			2, 2, 5, 5, 1, 1, 3, 3,
			2, 5, 5, 1, 1, 1, 3, 3,
			2, 1, 1, 1, 1, 3, 3, 3,
		}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			want := oracle(tt.p)
			if len(want) == 0 {
				t.Fatalf("the oracle finds no answer")
			}
			checkCount(t, tt.p, want)
		})
	}
}
