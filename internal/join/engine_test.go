package join

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/nqueens-go/nqueens/internal/golden"

	"github.com/nqueens-go/nqueens/internal/ctxtest"

	"github.com/nqueens-go/nqueens/internal/engine"
	"github.com/nqueens-go/nqueens/internal/oeis"
)

// methodName names the join with transpose set or not as the nqueens
// package names its methods.
func methodName(transpose bool) string {
	if transpose {
		return "join2"
	}
	return "join"
}

// countGroups counts the groups of units of engine e, prepared, on two
// goroutines, each with a worker of its own, and returns the sum of their
// totals.
func countGroups(t *testing.T, e *Engine, groups [][]int) uint64 {
	t.Helper()
	var (
		next  atomic.Int64
		wg    sync.WaitGroup
		mu    sync.Mutex
		total uint64
		errs  []error
	)
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := e.Worker()
			var stop atomic.Bool
			for i := int(next.Add(1)) - 1; i < len(groups); i = int(next.Add(1)) - 1 {
				results := w.Count(groups[i], &stop)
				mu.Lock()
				if len(results) != len(groups[i]) {
					errs = append(errs, fmt.Errorf("group %v: %d results", groups[i], len(results)))
				}
				for _, r := range results {
					if r.Err != nil {
						errs = append(errs, fmt.Errorf("unit %d: %v", r.Unit, r.Err))
					}
					total += r.Total
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		t.Error(err)
	}
	return total
}

// allGroups returns the units of engine e in its groups, as a count takes
// them, or one by one for an even size.
func allGroups(e *Engine) [][]int {
	todo := make([]int, e.Units())
	for u := range todo {
		todo[u] = u
	}
	if groups := e.Group(todo); groups != nil {
		return groups
	}
	groups := make([][]int, len(todo))
	for u := range todo {
		groups[u] = todo[u : u+1]
	}
	return groups
}

// countAll returns the number of solutions of size n that the join,
// transposed or not, counts in its units.
func countAll(t *testing.T, n int, transpose bool) uint64 {
	t.Helper()
	e, err := New(context.Background(), n, transpose, false)
	if err != nil {
		t.Fatal(err)
	}
	if err := e.Prepare(context.Background()); err != nil {
		t.Fatal(err)
	}
	defer e.Release()
	return countGroups(t, e, allGroups(e))
}

// TestJoinOEIS counts every size from MinN to 16 by both joins, every unit
// in the groups a count takes them in, and 17 and 18 by Join2 without
// -short: the totals are OEIS's. 18 is the least size whose join keys take
// more than 32 bits, and no other test counts it.
func TestJoinOEIS(t *testing.T) {
	for _, transpose := range []bool{false, true} {
		maxN := 16
		if transpose {
			maxN = 18
		}
		for n := MinN; n <= maxN; n++ {
			t.Run(fmt.Sprintf("%s/n=%d", methodName(transpose), n), func(t *testing.T) {
				if n > 16 && (testing.Short() || raceEnabled) {
					t.Skipf("counts n = %d: not with -short or -race", n)
				}
				want, _ := oeis.Known(n)
				if got := countAll(t, n, transpose); got != want.Total {
					t.Errorf("the units count %d solutions, want %d (OEIS A000170)", got, want.Total)
				}
			})
		}
	}
}

// TestJoinSortedWest checks counts whose groups sort every west half's
// keys by the sieve and make each phase's kept keys the base of its count
// (SortWestFrom 0): n = 15 against OEIS, and one group in 8 of n = 17,
// whose groups' sides are large enough to take that path, against the
// same groups counted with no west keys sorted.
func TestJoinSortedWest(t *testing.T) {
	defer func(from int) { SortWestFrom = from }(SortWestFrom)
	SortWestFrom = 0
	want, _ := oeis.Known(15)
	if got := countAll(t, 15, true); got != want.Total {
		t.Errorf("n = 15, west keys sorted: %d solutions, want %d (OEIS A000170)", got, want.Total)
	}
	e, err := New(context.Background(), 17, true, false)
	if err != nil {
		t.Fatal(err)
	}
	if err := e.Prepare(context.Background()); err != nil {
		t.Fatal(err)
	}
	defer e.Release()
	var some [][]int
	for i, g := range allGroups(e) {
		if i%8 == 0 {
			some = append(some, g)
		}
	}
	var totals [2]uint64
	for i, from := range []int{0, 1 << 30} {
		SortWestFrom = from
		totals[i] = countGroups(t, e, some)
	}
	if totals[0] != totals[1] || totals[0] == 0 {
		t.Errorf("n = 17, %d groups: %d solutions with the west keys sorted, %d without", len(some), totals[0], totals[1])
	}
}

// TestJoinCancel cancels the building of the table of n = 20, and the
// estimates of its units' costs, at their first few looks at the context:
// each returns the context's error.
func TestJoinCancel(t *testing.T) {
	for _, k := range []int{1, 2, 5} {
		e, err := New(context.Background(), 20, true, false)
		if err != nil {
			t.Fatal(err)
		}
		if err := e.Prepare(ctxtest.CancelAtLook(k)); !errors.Is(err, context.Canceled) {
			t.Errorf("prepare of n = 20 cancelled at look %d: %v", k, err)
		}
		if _, err := e.Costs(ctxtest.CancelAtLook(k), 2); !errors.Is(err, context.Canceled) {
			t.Errorf("costs of n = 20 cancelled at look %d: %v", k, err)
		}
	}
}

// TestJoinUnitsStable checks the numbering of the units of Join and Join2
// and their split into shards against testdata/joinunits.txt and
// join2units.txt, written by an earlier release: machines that share a
// count must agree on both, whatever release each runs. The numbering is
// the same for both, the split, by engine.Spread, follows the costs of
// each. The files pin an API, so nothing writes them: a line is added by
// hand, and the test checks every line they hold.
func TestJoinUnitsStable(t *testing.T) {
	for _, tt := range []struct {
		file      string
		transpose bool
	}{{"../../testdata/joinunits.txt", false}, {"../../testdata/join2units.txt", true}} {
		costs := make(map[int][]engine.Estimate) // by size, estimated once for all its lines
		assignment := func(t *testing.T, n, m int) string {
			if costs[n] == nil {
				e, err := New(context.Background(), n, tt.transpose, false)
				if err != nil {
					t.Fatal(err)
				}
				if costs[n], err = e.Costs(context.Background(), 2); err != nil {
					t.Fatal(err)
				}
			}
			h := fnv.New64a()
			for _, s := range engine.Spread(costs[n], m) {
				fmt.Fprintf(h, "%d\n", s)
			}
			return fmt.Sprintf("n=%d shards=%d assignment=%016x", n, m, h.Sum64())
		}
		golden.CheckPinned(t, tt.file, "units", unitsLine, assignment, MinN)
	}
}

// unitsLine returns the line of testdata/joinunits.txt that pins the
// numbering of the join's units of size n.
func unitsLine(t *testing.T, n int) string {
	e, err := New(context.Background(), n, false, false)
	if err != nil {
		t.Fatal(err)
	}
	h := fnv.New64a()
	for u := range e.Units() {
		fmt.Fprintln(h, e.UnitKey(u))
	}
	return fmt.Sprintf("n=%d subproblems=%d units=%016x", n, e.Units(), h.Sum64())
}
