package nqueens

import (
	"context"
	"fmt"
	"math"
	"slices"
	"testing"
	"time"

	"github.com/nqueens-go/nqueens/internal/seam"
)

// canonicalOf returns the lexicographically least of the eight images of
// solution b, each computed square by square.
func canonicalOf(b Board) Board {
	n := len(b)
	var best Board
	for _, f := range testSymmetries {
		img := make(Board, n)
		for r, c := range b {
			r2, c2 := f(n, r, c)
			img[r2] = c2
		}
		if best == nil || slices.Compare(img, best) < 0 {
			best = img
		}
	}
	return best
}

// testSymmetries are the eight symmetries of the square, written out
// apart from the library's.
var testSymmetries = []func(n, r, c int) (int, int){
	func(n, r, c int) (int, int) { return r, c },
	func(n, r, c int) (int, int) { return c, n - 1 - r },
	func(n, r, c int) (int, int) { return n - 1 - r, n - 1 - c },
	func(n, r, c int) (int, int) { return n - 1 - c, r },
	func(n, r, c int) (int, int) { return r, n - 1 - c },
	func(n, r, c int) (int, int) { return n - 1 - r, c },
	func(n, r, c int) (int, int) { return c, r },
	func(n, r, c int) (int, int) { return n - 1 - c, n - 1 - r },
}

// oracleUnique returns the number of classes among the oracle's solutions.
func oracleUnique(n int) uint64 {
	seen := make(map[string]bool)
	for _, b := range oracleOf(n) {
		seen[fmt.Sprint(canonicalOf(b))] = true
	}
	return uint64(len(seen))
}

func TestCountOEIS(t *testing.T) {
	// n = 13 is the least size whose search fills a whole block, so
	// -short keeps it. The race detector slows the search tenfold, and
	// it has nothing to check in it.
	maxN := 16
	if testing.Short() || raceEnabled {
		maxN = 13
	}
	for _, row := range readOEIS(t) {
		if row.n > maxN {
			break
		}
		t.Run(fmt.Sprintf("n=%d", row.n), func(t *testing.T) {
			if got := Count(row.n); got != row.total {
				t.Errorf("Count(%d) = %d, want %d (OEIS A000170)", row.n, got, row.total)
			}
			// Auto joins from 12 on; backtracking counts every size.
			for _, m := range []Method{Auto, Backtrack} {
				got, err := (&Counter{Method: m}).Count(context.Background(), row.n)
				if want := (Counts{Total: row.total, Unique: row.unique}); err != nil || got != want {
					t.Errorf("Counter{Method: %v}.Count(%d) = %+v, %v; want %+v (OEIS A000170, A002562)", m, row.n, got, err, want)
				}
			}
		})
	}
}

// TestCountLong counts n = 17 and 18, which take about a minute on two
// cores. The race detector would make that ten minutes, so it skips them.
func TestCountLong(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("counts n = 17 and 18: not with -short or -race")
	}
	for _, row := range readOEIS(t) {
		if row.n < 17 || row.n > 18 {
			continue
		}
		var c Counter
		got, err := c.Count(context.Background(), row.n)
		if err != nil {
			t.Fatalf("Count(%d): %v", row.n, err)
		}
		if want := (Counts{Total: row.total, Unique: row.unique}); got != want {
			t.Errorf("Count(%d) = %+v, want %+v (OEIS)", row.n, got, want)
		}
	}
}

func TestCountMatchesOracle(t *testing.T) {
	for n := range 11 {
		if got, want := Count(n), uint64(len(oracleOf(n))); got != want {
			t.Errorf("Count(%d) = %d, the oracle finds %d", n, got, want)
		}
		got, err := (&Counter{}).Count(context.Background(), n)
		if want := oracleUnique(n); err != nil || got.Unique != want {
			t.Errorf("Counter.Count(%d) = %+v, %v; the oracle finds %d classes", n, got, err, want)
		}
	}
}

func TestCounterWorkers(t *testing.T) {
	rows := readOEIS(t)
	for _, workers := range []int{0, 1, 2, 7} {
		for _, row := range rows[:13] {
			c := Counter{Workers: workers}
			got, err := c.Count(context.Background(), row.n)
			if err != nil {
				t.Fatalf("Workers=%d: Count(%d): %v", workers, row.n, err)
			}
			if want := (Counts{Total: row.total, Unique: row.unique}); got != want {
				t.Errorf("Workers=%d: Count(%d) = %+v, want %+v", workers, row.n, got, want)
			}
		}
	}
}

func TestCounterErrors(t *testing.T) {
	ctx := context.Background()
	for _, n := range []int{-1, MaxN + 1} {
		var c Counter
		_, err := c.Count(ctx, n)
		if want := fmt.Sprintf("nqueens: Counter.Count: n = %d out of range [0, 64]", n); err == nil || err.Error() != want {
			t.Errorf("Count(%d) error = %v, want %q", n, err, want)
		}
	}
	c := Counter{Workers: -2}
	if _, err := c.Count(ctx, 8); err == nil || err.Error() != "nqueens: Counter.Count: Workers = -2 is negative" {
		t.Errorf("Workers=-2: error = %v", err)
	}
}

func TestCounterProgress(t *testing.T) {
	for _, tt := range []struct {
		method Method
		n      int
	}{{Backtrack, 2}, {Backtrack, 3}, {Join, 2}, {Join2, 3}, {Backtrack, 11}, {Backtrack, 13}, {Join, 13}, {Join2, 12}, {Join2, 13}} {
		var calls [][2]int
		inside := false
		c := Counter{Workers: 3, Method: tt.method, Progress: func(done, total int) {
			if inside {
				t.Error("Progress called while a call is running")
			}
			inside = true
			calls = append(calls, [2]int{done, total})
			inside = false
		}}
		got, err := c.Count(context.Background(), tt.n)
		if err != nil || got.Total != Count(tt.n) {
			t.Fatalf("%v: Count(%d) = %+v, %v", tt.method, tt.n, got, err)
		}
		subs, err := c.Subproblems(context.Background(), tt.n)
		if err != nil {
			t.Fatal(err)
		}
		checkProgress(t, fmt.Sprintf("%v, n = %d", tt.method, tt.n), calls, 0, len(subs))
	}
	// An empty shard: size 4 has 2 subproblems by backtracking.
	var calls [][2]int
	c := Counter{Method: Backtrack, Shard: 2, Shards: 3, Progress: func(done, total int) {
		calls = append(calls, [2]int{done, total})
	}}
	if got, err := c.Count(context.Background(), 4); err != nil || got != (Counts{Part: Part{N: 4, Method: Backtrack, Shard: 2, Shards: 3}}) {
		t.Fatalf("shard 2 of 3 of n = 4: %+v, %v", got, err)
	}
	checkProgress(t, "shard 2 of 3 of n = 4", calls, 0, 0)
}

// checkProgress checks the calls of Progress of a count of units units,
// first done of them in Done: one call for each unit counted and one
// before, the same total in each, done growing from none (if first is 0)
// or from between none and the total, to the total.
func checkProgress(t *testing.T, name string, calls [][2]int, first, units int) {
	t.Helper()
	if units == 0 {
		// Nothing to count: all of it done, in a total that is not 0.
		if want := [][2]int{{1, 1}}; !slices.Equal(calls, want) {
			t.Errorf("%s: Progress calls %v; want %v", name, calls, want)
		}
		return
	}
	// The first and the last, and at most one for each subproblem
	// between them.
	if first < units && len(calls) < 2 || len(calls) > units-first+1 {
		t.Fatalf("%s: %d Progress calls for %d subproblems left", name, len(calls), units-first)
	}
	total := calls[0][1]
	switch start := calls[0][0]; {
	case total <= 0 || total >= 1<<24 || 100*int64(total) > math.MaxInt32:
		t.Errorf("%s: Progress total %d", name, total)
	case first == 0 && start != 0,
		first == units && start != total,
		first > 0 && first < units && (start <= 0 || start >= total):
		t.Errorf("%s: Progress first reported %d of %d done, with %d of %d subproblems in Done", name, start, total, first, units)
	}
	for i := 1; i < len(calls); i++ {
		if calls[i][0] <= calls[i-1][0] || calls[i][1] != total {
			t.Fatalf("%s: Progress calls %d and %d: %v then %v", name, i-1, i, calls[i-1], calls[i])
		}
	}
	if last := calls[len(calls)-1]; last[0] != total {
		t.Errorf("%s: Progress ended at %v", name, last)
	}
}

// TestScaleWork checks the work of Progress at the extremes: many units of
// the greatest cost, one unit, and costs far apart, whose work must keep
// 100 times its sum within a 32-bit int, be at least 1 for each unit, and
// keep to the costs' proportions.
func TestScaleWork(t *testing.T) {
	huge := seam.EstimateOf(math.MaxUint64)
	many := make([]seam.Estimate, 1<<21)
	for u := range many {
		many[u] = huge
	}
	spread := []seam.Estimate{seam.EstimateOf(1), {}, seam.EstimateOf(3 << 40), huge, huge.Mul(1 << 40), seam.EstimateOf(12345)}
	for _, tt := range []struct {
		name  string
		costs []seam.Estimate
	}{
		{"many units of the greatest cost", many},
		{"one unit", []seam.Estimate{seam.EstimateOf(7)}},
		{"one unit of no cost", []seam.Estimate{{}}},
		{"costs far apart", spread},
	} {
		work := scaleWork(tt.costs)
		if len(work) != len(tt.costs) {
			t.Fatalf("%s: %d works for %d costs", tt.name, len(work), len(tt.costs))
		}
		var sum int64
		for u, w := range work {
			if w < 1 {
				t.Fatalf("%s: work[%d] = %d", tt.name, u, w)
			}
			sum += int64(w)
		}
		if sum >= 1<<24 || 100*sum > math.MaxInt32 {
			t.Errorf("%s: the work adds up to %d, too much for a 32-bit int's percentages", tt.name, sum)
		}
	}
	// The largest cost takes nearly all the work; others, in proportion.
	if work := scaleWork(spread); work[4] < 1<<22-1 {
		t.Errorf("costs far apart: work %v", work)
	}
	if work := scaleWork([]seam.Estimate{seam.EstimateOf(1000), seam.EstimateOf(3000)}); work[0] < 1<<20 || work[1]-3*work[0] > 3 || 3*work[0]-work[1] > 3 {
		t.Errorf("costs 1000 and 3000: work %v", work)
	}
}

func TestCountOverflow(t *testing.T) {
	if got, ok := seam.AddWeighted(1<<62, 2, 1<<61); !ok || got != 1<<63 {
		t.Fatalf("seam.AddWeighted(2^62, 2, 2^61) = %d, %v, want %d, true", got, ok, uint64(1)<<63)
	}
	for _, tt := range [][3]uint64{{1 << 63, 1, 1 << 63}, {0, 2, 1 << 63}, {0, 1 << 32, 1 << 32}} {
		if got, ok := seam.AddWeighted(tt[0], tt[1], tt[2]); ok {
			t.Errorf("seam.AddWeighted(%d, %d, %d) = %d, true: want overflow", tt[0], tt[1], tt[2], got)
		}
	}
	// A tally one short of the limit overflows on its next subproblem.
	full := tally{total: math.MaxUint64 - 1}
	if full.add(Counts{Total: 2}) {
		t.Errorf("tally.add past 2^64 reported no overflow")
	}
	full = tally{unique: math.MaxUint64}
	if full.add(Counts{Unique: 1}) {
		t.Errorf("tally.add of unique past 2^64 reported no overflow")
	}
	if got := named("Count", overflowError(29)).Error(); got != "nqueens: Count: the number of solutions for n = 29 overflows uint64" {
		t.Errorf("overflow error = %q", got)
	}
}

// TestProgressEvery checks that a count of thousands of subproblems calls
// Progress at most every 100 ms between its first and last calls,
// on one goroutine and on several.
func TestProgressEvery(t *testing.T) {
	for _, workers := range []int{1, 2} {
		var at []time.Time
		var calls [][2]int
		c := Counter{Method: Backtrack, Workers: workers, Progress: func(done, total int) {
			at = append(at, time.Now())
			calls = append(calls, [2]int{done, total})
		}}
		if _, err := c.Count(context.Background(), 14); err != nil {
			t.Fatal(err)
		}
		subs, _ := c.Subproblems(context.Background(), 14)
		checkProgress(t, fmt.Sprintf("workers=%d", workers), calls, 0, len(subs))
		for i := 1; i < len(at)-1; i++ {
			if gap := at[i].Sub(at[i-1]); gap < 100*time.Millisecond {
				t.Errorf("workers=%d: Progress calls %d and %d %v apart, less than the 100 ms the doc promises", workers, i-1, i, gap)
			}
		}
	}
}
