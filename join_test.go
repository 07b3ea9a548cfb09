package nqueens

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"maps"
	"runtime"
	"testing"

	"github.com/nqueens-go/nqueens/internal/batch"
	"github.com/nqueens-go/nqueens/internal/join"
)

// TestJoinOEIS checks the joins' counts against OEIS: to 16 in the short
// suite, to 18 in the long one (Join, which Auto no longer takes, to 16).
func TestJoinOEIS(t *testing.T) {
	max := 18
	if testing.Short() || raceEnabled {
		max = 16
	}
	for _, row := range readOEIS(t) {
		if row.n < join.MinN || row.n > max {
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
	t.Parallel()
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
	for n := join.MinN; n <= max; n++ {
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
		checkPinned(t, tt.file, "units", joinUnitsLine, assignment, join.MinN)
	}
}

// joinUnitsLine returns the line of testdata/joinunits.txt that pins the
// numbering of the join's subproblems of size n.
func joinUnitsLine(t *testing.T, n int) string {
	e, err := join.New(context.Background(), n, false, false)
	if err != nil {
		t.Fatal(err)
	}
	h := fnv.New64a()
	for u := range e.Units() {
		fmt.Fprintln(h, e.UnitKey(u))
	}
	return fmt.Sprintf("n=%d subproblems=%d units=%016x", n, e.Units(), h.Sum64())
}

// joinAssignmentLine returns the line of testdata/joinunits.txt, or of
// join2units.txt if transpose is set, that pins the split of the
// subproblems of size n into m shards.
func joinAssignmentLine(t *testing.T, n, m int, transpose bool) string {
	e, err := join.New(context.Background(), n, transpose, false)
	if err != nil {
		t.Fatal(err)
	}
	costs, err := e.Costs(context.Background(), 2)
	if err != nil {
		t.Fatal(err)
	}
	h := fnv.New64a()
	for _, s := range batch.Spread(costs, m) {
		fmt.Fprintf(h, "%d\n", s)
	}
	return fmt.Sprintf("n=%d shards=%d assignment=%016x", n, m, h.Sum64())
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

// TestJoinUnitsWithoutTable checks that listing the subproblems of a join
// count builds none of its table, and that estimating their costs, for
// shards, builds only its index: a fraction of the 62 MiB that the table
// of n = 20 takes.
func TestJoinUnitsWithoutTable(t *testing.T) {
	ctx := context.Background()
	if _, err := join.TableSize(ctx, 20); err != nil { // sized once, as a count does
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

// TestJoinSortedWest checks counts whose groups sort every west half's
// keys by the sieve and make each phase's kept keys the base of its count
// (join.SortWestFrom 0): n = 15 against OEIS, and two shards of n = 17, whose
// groups' sides are large enough to take that path, against the same
// shards counted with no west keys sorted.
func TestJoinSortedWest(t *testing.T) {
	defer func(from int) { join.SortWestFrom = from }(join.SortWestFrom)
	oeis := readOEIS(t)
	join.SortWestFrom = 0
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
			join.SortWestFrom = from
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
