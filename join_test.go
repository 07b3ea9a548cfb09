package nqueens

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"maps"
	"math/bits"
	"runtime"
	"sync/atomic"
	"testing"

	"github.com/nqueens-go/nqueens/internal/seam"

	"github.com/nqueens-go/nqueens/internal/disjoint"
)

// TestJoinOEIS checks the joins' counts against OEIS: to 16 in the short
// suite, to 18 in the long one (Join, which Auto no longer takes, to 16).
func TestJoinOEIS(t *testing.T) {
	max := 18
	if testing.Short() || raceEnabled {
		max = 16
	}
	for _, row := range readOEIS(t) {
		if row.n < joinMinN || row.n > max {
			continue
		}
		for _, m := range []Method{Join, Join2} {
			if m == Join && row.n > 16 {
				continue
			}
			c := Counter{Method: m}
			got, err := c.Count(context.Background(), row.n)
			if err != nil || got.Total != row.total || got.Unique != row.unique {
				t.Errorf("Counter{Method: %v}.Count(%d) = %+v, %v; want %d, %d (OEIS)", m, row.n, got, err, row.total, row.unique)
			}
		}
	}
}

// TestJoinMatchesBacktracking checks both joins against the backtracking
// counter for every size up to 16: in total, and in shards, which add up
// to the total, each the sum of its subproblems.
func TestJoinMatchesBacktracking(t *testing.T) {
	for _, method := range []Method{Join, Join2} {
		t.Run(method.String(), func(t *testing.T) { testJoinMatchesBacktracking(t, method) })
	}
}

func testJoinMatchesBacktracking(t *testing.T, method Method) {
	ctx := context.Background()
	max := 16
	if raceEnabled {
		max = 14
	}
	for n := joinMinN; n <= max; n++ {
		want, err := (&Counter{Method: Backtrack}).Count(ctx, n)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range []int{1, 3, 7} {
			var total uint64
			var units int
			for i := range m {
				var sum uint64
				c := Counter{Method: method, Shard: i, Shards: m, Workers: 1 + i%2,
					Finished: func(_ Subproblem, counts Counts) error {
						if counts.Unique != 0 {
							t.Errorf("n = %d: a join subproblem with %d fundamental solutions", n, counts.Unique)
						}
						sum += counts.Total
						units++
						return nil
					}}
				got, err := c.Count(ctx, n)
				if err != nil {
					t.Fatal(err)
				}
				if got.Total != sum {
					t.Errorf("n = %d, shard %d of %d: total %d, but its subproblems add up to %d", n, i, m, got.Total, sum)
				}
				// A count in one shard is the whole count, and has the
				// fundamental solutions too; a shard of more has none,
				// even if it holds every subproblem.
				wantUnique := uint64(0)
				if m == 1 {
					wantUnique = want.Unique
				}
				if got.Unique != wantUnique {
					t.Errorf("n = %d, shard %d of %d: %d fundamental solutions, want %d", n, i, m, got.Unique, wantUnique)
				}
				total += got.Total
			}
			all, _ := (&Counter{Method: method}).Subproblems(ctx, n)
			if total != want.Total || units != len(all) {
				t.Errorf("n = %d: %d %v shards count %d solutions in %d subproblems; backtracking counts %d, and the join has %d subproblems", n, m, method, total, units, want.Total, len(all))
			}
		}
	}
}

// TestJoinUnitsStable pins the numbering of the subproblems of Join and
// Join2 and their split into shards, like TestShardsStable: the numbering
// is the same, the split follows the costs of each.
func TestJoinUnitsStable(t *testing.T) {
	for _, tt := range []struct {
		file      string
		transpose bool
	}{{"testdata/joinunits.txt", false}, {"testdata/join2units.txt", true}} {
		assignment := func(t *testing.T, n, m int) string { return joinAssignmentLine(t, n, m, tt.transpose) }
		checkPinned(t, tt.file, "units", joinUnitsLine, assignment, joinMinN)
	}
}

// TestJoinCosts checks the costs of the join's units, which decide its
// shards, against a plain estimate of each unit on its own, X by X, with
// one goroutine and with three, for sizes beyond those that
// testdata/joinunits.txt pins: costs counts the west half of the phases
// of an odd size with the same b once for them all.
func TestJoinCosts(t *testing.T) {
	maxN := 17
	if !testing.Short() && !raceEnabled {
		maxN = 19
	}
	for n := joinMinN; n <= maxN; n++ {
		for _, transpose := range []bool{false, true} {
			e, err := newJoinEngine(context.Background(), n, transpose)
			if err != nil {
				t.Fatal(err)
			}
			if err := e.index(context.Background()); err != nil {
				t.Fatal(err)
			}
			want := make([]seam.Estimate, len(e.list))
			h := uint(n / 2)
			for u, unit := range e.list {
				p := &e.phases[unit.phase]
				var c uint64
				xs := 0
				for x := range p.rowSets(unit.from) {
					if xs++; xs > unit.xs {
						break
					}
					var weigh *columnWeigher
					if transpose && p.classes {
						cw := newColumnWeigher(x.rows, n/2)
						weigh = &cw
					}
					y := p.rows &^ x.rows
					ce := p.candidates(e.table, weigh, east, x.rows&(1<<h-1), x.rows>>h)
					cw := p.candidates(e.table, weigh, west, y&(1<<h-1), y>>h)
					c += ce*cw + 256*(ce+cw)
				}
				want[u] = seam.EstimateOf(c)
			}
			for _, workers := range []int{1, 3} {
				got, err := e.costs(context.Background(), workers)
				if err != nil {
					t.Fatal(err)
				}
				if len(got) != len(want) {
					t.Fatalf("n = %d, transpose %v, %d workers: %d costs for %d units", n, transpose, workers, len(got), len(want))
				}
				for u := range want {
					if got[u] != want[u] {
						t.Errorf("n = %d, transpose %v, %d workers: unit %d costs %v, want %v, its own estimate", n, transpose, workers, u, got[u], want[u])
						break
					}
				}
			}
		}
	}
}

// joinUnitsLine returns the line of testdata/joinunits.txt that pins the
// numbering of the join's subproblems of size n.
func joinUnitsLine(t *testing.T, n int) string {
	e, err := newJoinEngine(context.Background(), n, false)
	if err != nil {
		t.Fatal(err)
	}
	h := fnv.New64a()
	for _, u := range e.list {
		ph := e.phases[u.phase]
		fmt.Fprintf(h, "%d %d %d %d\n", ph.a, ph.b, u.from, u.xs)
	}
	return fmt.Sprintf("n=%d subproblems=%d units=%016x", n, len(e.list), h.Sum64())
}

// joinAssignmentLine returns the line of testdata/joinunits.txt, or of
// join2units.txt if transpose is set, that pins the split of the
// subproblems of size n into m shards.
func joinAssignmentLine(t *testing.T, n, m int, transpose bool) string {
	e, err := newJoinEngine(context.Background(), n, transpose)
	if err != nil {
		t.Fatal(err)
	}
	costs, err := e.costs(context.Background(), 2)
	if err != nil {
		t.Fatal(err)
	}
	if e.table.entries != nil {
		t.Errorf("n = %d: estimating the costs filled the join's table", n)
	}
	h := fnv.New64a()
	for _, s := range spread(costs, m) {
		fmt.Fprintf(h, "%d\n", s)
	}
	return fmt.Sprintf("n=%d shards=%d assignment=%016x", n, m, h.Sum64())
}

// preparedJoin returns the engine of Join of size n with its table built.
func preparedJoin(tb testing.TB, n int) *joinEngine {
	tb.Helper()
	e, err := newJoinEngine(context.Background(), n, false)
	if err == nil {
		err = e.prepare(context.Background())
	}
	if err != nil {
		tb.Fatal(err)
	}
	return e
}

// TestQuarterTable checks the table of the 5×5 square against a plain
// enumeration of its placements.
func TestQuarterTable(t *testing.T) {
	const h = 5
	tab, err := newQuarterIndex(context.Background(), h)
	if err != nil {
		t.Fatal(err)
	}
	index := *tab
	if err := tab.fill(context.Background()); err != nil {
		t.Fatal(err)
	}
	want := make(map[[2]uint32][]uint64)
	// Every set of squares, one per row at most, that attack each other
	// nowhere.
	var walk func(row int, squares [][2]int)
	walk = func(row int, squares [][2]int) {
		if row == h {
			var rows, cols uint32
			var entry uint64
			for _, q := range squares {
				rows |= 1 << uint(q[0])
				cols |= 1 << uint(q[1])
				entry |= 1<<uint(q[0]-q[1]+h-1) | 1<<uint(32+q[0]+q[1])
			}
			want[[2]uint32{rows, cols}] = append(want[[2]uint32{rows, cols}], entry)
			return
		}
		walk(row+1, squares)
		for c := range h {
			ok := true
			for _, q := range squares {
				if q[1] == c || q[0]-q[1] == row-c || q[0]+q[1] == row+c {
					ok = false
				}
			}
			if ok {
				walk(row+1, append(squares[:len(squares):len(squares)], [2]int{row, c}))
			}
		}
	}
	walk(0, nil)
	entries := 0
	for rows := uint32(0); rows < 1<<h; rows++ {
		for cols := uint32(0); cols < 1<<h; cols++ {
			got := tab.of(rows, cols)
			entries += len(got)
			if c := index.count(rows, cols); c != uint64(len(got)) {
				t.Errorf("rows %05b, columns %05b: the index counts %d entries, the table holds %d", rows, cols, c, len(got))
			}
			w := want[[2]uint32{rows, cols}]
			if fmt.Sprint(got) != fmt.Sprint(w) {
				t.Errorf("rows %05b, columns %05b: %x, want %x", rows, cols, got, w)
			}
		}
	}
	if bytes, _ := quarterSize(context.Background(), h); bytes != uint64(entries)*8+(1<<(2*h)+1)*4 {
		t.Errorf("quarterSize(%d) = %d, the table has %d entries", h, bytes, entries)
	}
}

// TestJoinMethodErrors checks the counts the join refuses, and that Auto
// counts where the join's table is too big.
func TestJoinMethodErrors(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		counter Counter
		n       int
		want    string
	}{
		{Counter{Method: Join}, 1, "nqueens: Counter.Count: join counts sizes 2 to 25, not 1"},
		{Counter{Method: Join}, 26, "nqueens: Counter.Count: join counts sizes 2 to 25, not 26"},
		{Counter{Method: Join, MaxMemory: 100 << 10}, 16, "nqueens: Counter.Count: the join of n = 16 needs 262148 bytes for its table's index at least (the whole table takes 1213900), more than MaxMemory = 102400; raise MaxMemory to count it"},
		{Counter{Method: 7}, 8, "nqueens: Counter.Count: Method = 7 is not a method"},
		{Counter{MaxMemory: -1}, 8, "nqueens: Counter.Count: MaxMemory = -1 is negative"},
	} {
		if _, err := c.counter.Count(ctx, c.n); err == nil || err.Error() != c.want {
			t.Errorf("%+v.Count(%d): %v, want %q", c.counter, c.n, err, c.want)
		}
	}
	if got, err := (&Counter{MaxMemory: 10 << 10}).Count(ctx, 14); err != nil || got.Total != 365596 {
		t.Errorf("Count(14) with 10 KiB: %+v, %v", got, err)
	}
}

// TestJoinResume stops a join count part way, resumes it from what
// Finished recorded, and checks the answer and the Progress calls: first
// with the work of Done, growing, last with the whole.
func TestJoinResume(t *testing.T) {
	const n = 16
	want := readOEIS(t)[n]
	for _, workers := range []int{1, 2} {
		ctx, cancel := context.WithCancel(context.Background())
		done := make(map[Subproblem]Counts)
		c := Counter{Workers: workers, Method: Join, Finished: recordUntil(t, done, 10, cancel)}
		if _, err := c.Count(ctx, n); !errors.Is(err, context.Canceled) {
			t.Fatalf("workers=%d: cancelled count returned %v", workers, err)
		}
		var calls [][2]int
		c.Done = maps.Clone(done)
		c.Progress = func(d, total int) { calls = append(calls, [2]int{d, total}) }
		got, err := c.Count(context.Background(), n)
		if err != nil || got != (Counts{Total: want.total, Unique: want.unique}) {
			t.Errorf("workers=%d: resumed count = %+v, %v; want %d, %d", workers, got, err, want.total, want.unique)
		}
		all, _ := c.Subproblems(context.Background(), n)
		if len(done) != len(all) {
			t.Errorf("workers=%d: %d subproblems finished in all, want %d", workers, len(done), len(all))
		}
		checkProgress(t, fmt.Sprintf("workers=%d", workers), calls, len(c.Done), len(all))
	}
}

// TestQuarterEntries checks the count of a table's entries, for sizing it,
// against the placements that building it visits one by one.
func TestQuarterEntries(t *testing.T) {
	for h := 1; h <= 9; h++ {
		var want uint64
		if err := quarterPlacements(context.Background(), h, func(int, uint64) { want++ }); err != nil {
			t.Fatal(err)
		}
		if got, err := quarterEntries(context.Background(), h); err != nil || got != want {
			t.Errorf("quarterEntries(%d) = %d, %v; the table has %d entries", h, got, err, want)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := quarterEntries(ctx, 11); !errors.Is(err, context.Canceled) {
		t.Errorf("quarterEntries with a cancelled context: %v", err)
	}
}

// TestJoinUnitsWithoutTable checks that listing the subproblems of a join
// count builds none of its table, and that estimating their costs, for
// shards, builds only its index: a fraction of the 62 MiB that the table
// of n = 20 takes.
func TestJoinUnitsWithoutTable(t *testing.T) {
	ctx := context.Background()
	if _, err := quarterSize(ctx, 10); err != nil { // sized once, as a count does
		t.Fatal(err)
	}
	for _, c := range []Counter{{Method: Join}, {Method: Join, Shards: 64}} {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		subs, err := c.Subproblems(ctx, 20)
		runtime.ReadMemStats(&after)
		if err != nil || len(subs) == 0 {
			t.Fatalf("%+v: Subproblems(20) = %d subproblems, %v", c, len(subs), err)
		}
		limit := uint64(1 << 20) // the units alone
		if c.Shards > 0 {
			limit = 8 << 20 // and the index, 4 MiB
		}
		if got := after.TotalAlloc - before.TotalAlloc; got > limit {
			t.Errorf("%+v: Subproblems(20) allocated %d bytes, more than %d", c, got, limit)
		}
	}
}

// TestJoinGroups checks the groups of the join's units at odd sizes: they
// hold every unit once, each group units of one b at one place in their
// phases, and a group counted together gives each unit the count it has
// on its own, for both joins, with the whole table and streaming its
// entries, and with every group's west keys sorted by the sieve (which
// only larger sizes than these do at sortWestFrom); a group stopped gives
// seam.ErrStopped.
func TestJoinGroups(t *testing.T) {
	max := 15
	if testing.Short() || raceEnabled {
		max = 13
	}
	defer func(from int) { sortWestFrom = from }(sortWestFrom)
	for n := 5; n <= max; n += 2 {
		for _, transpose := range []bool{false, true} {
			for _, stream := range []bool{false, true} {
				sortWestFrom = 0
				if stream {
					sortWestFrom = 1 << 30 // the whole table sorts them, the streamed one never
				}
				e, err := newJoinEngine(context.Background(), n, transpose)
				if err != nil {
					t.Fatal(err)
				}
				e.stream = stream
				if err := e.prepare(context.Background()); err != nil {
					t.Fatal(err)
				}
				todo := make([]int, e.units())
				for u := range todo {
					todo[u] = u
				}
				groups := e.group(todo)
				seen := make(map[int]bool)
				var stop atomic.Bool
				together, alone := e.worker(), e.worker()
				for _, g := range groups {
					p := &e.phases[e.list[g[0]].phase]
					for _, u := range g {
						if seen[u] {
							t.Fatalf("n = %d: unit %d in two groups", n, u)
						}
						seen[u] = true
						q := &e.phases[e.list[u].phase]
						if q.b != p.b || u-e.first[e.list[u].phase] != g[0]-e.first[e.list[g[0]].phase] || (len(g) > 1 && q.b == 0) {
							t.Fatalf("n = %d: units %d and %d in one group", n, g[0], u)
						}
					}
					got := together.count(g, &stop)
					if len(got) != len(g) {
						t.Fatalf("n = %d: group %v gave %d results", n, g, len(got))
					}
					for i, u := range g {
						want := alone.count([]int{u}, &stop)[0]
						if got[i] != want {
							t.Errorf("n = %d, transpose %v, stream %v: unit %d counted in group %v: %+v; alone: %+v", n, transpose, stream, u, g, got[i], want)
						}
					}
				}
				if len(seen) != len(todo) {
					t.Errorf("n = %d: the groups hold %d of %d units", n, len(seen), len(todo))
				}
				for _, g := range groups {
					if len(g) > 1 {
						stop.Store(true)
						if got := together.count(g, &stop); len(got) != 1 || got[0].err != seam.ErrStopped {
							t.Errorf("n = %d: group %v stopped gave %+v", n, g, got)
						}
						break
					}
				}
			}
		}
	}
	e, err := newJoinEngine(context.Background(), 14, true)
	if err != nil {
		t.Fatal(err)
	}
	if g := e.group([]int{0, 1, 2}); g != nil {
		t.Errorf("n = 14: groups %v, want none", g)
	}
}

// TestJoinDeadBits checks, at odd sizes, that no half-solution of a phase
// holds a key bit the phase calls dead, on either side, for every X of
// each phase, and that the phases whose dead bits save a chunk of the
// keys fold them: the fold would mix such a bit with the bit it moves
// onto it.
func TestJoinDeadBits(t *testing.T) {
	max := 15
	if testing.Short() || raceEnabled {
		max = 13
	}
	for n := 5; n <= max; n += 2 {
		e, err := newJoinEngine(context.Background(), n, false)
		if err != nil {
			t.Fatal(err)
		}
		if err := e.prepare(context.Background()); err != nil {
			t.Fatal(err)
		}
		h := n / 2
		width := 2 * (2*h - 1)
		folded := 0
		for i := range e.phases {
			p := e.phases[i] // a copy, whose keys are not folded
			dead := p.deadBits()
			if bits.OnesCount64(dead) != 2 && bits.OnesCount64(dead) != 4 || dead>>uint(width) != 0 {
				t.Fatalf("n = %d, phase (%d, %d): dead bits %#x", n, p.a, p.b, dead)
			}
			if p.fold.Width() < width {
				folded++
			}
			p.fold = disjoint.NewFold(width, 0)
			j := newJoiner(e.table, nil, n, &p, false)
			for x := range p.rowSets(0) {
				y := p.rows &^ x.rows
				for sd, rows := range [2]uint32{x.rows, y} {
					j.half(side(sd), rows&(1<<uint(h)-1), rows>>uint(h))
					for _, k := range j.buckets[sd][0] {
						if k&dead != 0 {
							t.Fatalf("n = %d, phase (%d, %d), X %#x: key %#x of side %d holds dead bits %#x", n, p.a, p.b, x.rows, k, sd, k&dead)
						}
					}
				}
			}
		}
		if want := map[int]bool{7: true, 9: true, 13: true, 15: true}[n]; (folded > 0) != want {
			t.Errorf("n = %d: %d phases fold their keys", n, folded)
		}
	}
}

// TestJoinSortedWest checks counts whose groups sort every west half's
// keys by the sieve and make each phase's kept keys the base of its count
// (sortWestFrom 0): n = 15 against OEIS, and two shards of n = 17, whose
// groups' sides are large enough to take that path, against the same
// shards counted with no west keys sorted.
func TestJoinSortedWest(t *testing.T) {
	defer func(from int) { sortWestFrom = from }(sortWestFrom)
	oeis := readOEIS(t)
	sortWestFrom = 0
	got, err := (&Counter{Method: Join2}).Count(context.Background(), 15)
	if err != nil {
		t.Fatal(err)
	}
	if want := (Counts{Total: oeis[15].total, Unique: oeis[15].unique}); got != want {
		t.Errorf("n = 15, west keys sorted: %+v, want %+v", got, want)
	}
	for _, shard := range []int{0, 5} {
		var counts [2]Counts
		for i, from := range []int{0, 1 << 30} {
			sortWestFrom = from
			c := Counter{Method: Join2, Shards: 16, Shard: shard}
			if counts[i], err = c.Count(context.Background(), 17); err != nil {
				t.Fatal(err)
			}
		}
		if counts[0] != counts[1] || counts[0].Total == 0 {
			t.Errorf("n = 17, shard %d/16: %+v with the west keys sorted, %+v without", shard, counts[0], counts[1])
		}
	}
}
