package nqueens

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/nqueens-go/nqueens/internal/oracletest"
)

// canonicalOf returns the lexicographically least of the eight images of
// solution b, each computed square by square.
func canonicalOf(b Board) Board {
	var best Board
	for _, f := range oracletest.Symmetries {
		if img := oracletest.Image(b, f); best == nil || slices.Compare(img, best) < 0 {
			best = img
		}
	}
	return best
}

// oracleUnique returns the number of classes among the oracle's solutions.
func oracleUnique(n int) uint64 {
	seen := make(map[string]bool)
	for _, b := range oracleOf(n) {
		seen[fmt.Sprint(canonicalOf(b))] = true
	}
	return uint64(len(seen))
}

// TestCountOEIS checks Count, and Counter.Count by Auto and by
// backtracking, against OEIS up to 13, the least size whose search fills a
// whole block. internal/counting and internal/join count larger ones.
func TestCountOEIS(t *testing.T) {
	const maxN = 13
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
	if got, err := c.Count(context.Background(), 4); err != nil || got != (Counts{Part: Part{N: 4, Method: Backtrack, Shard: 2, Shards: 3, Subproblems: 0}}) {
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

// TestOverflowError checks the words of the error of a count that does not
// fit in a uint64.
func TestOverflowError(t *testing.T) {
	if got := named("Count", overflowError(29)).Error(); got != "nqueens: Count: the number of solutions for n = 29 overflows uint64" {
		t.Errorf("overflow error = %q", got)
	}
	if !errors.Is(overflowError(29), ErrOverflow) {
		t.Error("the overflow error does not wrap ErrOverflow")
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

// TestEstimateErrors checks that Estimate refuses what Count refuses, and
// a count by joining.
func TestEstimateErrors(t *testing.T) {
	ctx := context.Background()
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	for _, tc := range []struct {
		c    Counter
		ctx  context.Context
		n    int
		want string
	}{
		{Counter{}, ctx, -1, "nqueens: Counter.Estimate: n = -1 out of range [0, 64]"},
		{Counter{Shard: 4, Shards: 4}, ctx, 20, "nqueens: Counter.Estimate: Shard = 4 out of range [0, 4)"},
		{Counter{Method: Join}, ctx, 14, "nqueens: Counter.Estimate: the count of n = 14 is by join, whose time is not in proportion to the cost it estimates; a count by backtracking has an estimate"},
		{Counter{}, ctx, 20, "nqueens: Counter.Estimate: the count of n = 20 is by join2, whose time"},
		{Counter{Method: Join2}, ctx, 26, "nqueens: Counter.Estimate: join2 counts sizes 2 to 25, not 26"},
		{Counter{Method: Backtrack, Done: map[Subproblem]Counts{{20, Join2, 0}: {}}}, ctx, 20, "subproblem n=20/join2/0"},
		{Counter{}, cancelled, 27, context.Canceled.Error()},
	} {
		d, err := tc.c.Estimate(tc.ctx, tc.n)
		if err == nil || !strings.Contains(err.Error(), tc.want) || d != 0 {
			t.Errorf("%+v: Estimate(%d) = %v, %v; want an error with %q", tc.c, tc.n, d, err, tc.want)
		}
	}
	_, err := (&Counter{Method: Backtrack, Done: map[Subproblem]Counts{{20, Join2, 0}: {}}}).Estimate(ctx, 20)
	if se := (*SubproblemError)(nil); !errors.As(err, &se) {
		t.Errorf("Estimate with a foreign Done: %v; want a *SubproblemError", err)
	}
}

// TestDeviceFor checks DeviceFor of the devices named outright: each is
// its own choice, with no reason, and a bad size is an error that names
// the function.
func TestDeviceFor(t *testing.T) {
	for _, d := range []Device{CPU, DefaultDevice} {
		c := Counter{Device: d}
		got, why, err := c.DeviceFor(context.Background(), 8)
		if err != nil || got != CPU || why != "" {
			t.Errorf("Device %v, n = 8: %v, %q, %v; want cpu, no reason", d, got, why, err)
		}
	}
	c := Counter{}
	if _, _, err := c.DeviceFor(context.Background(), MaxN+1); err == nil || !strings.Contains(err.Error(), "Counter.DeviceFor") {
		t.Errorf("DeviceFor of n = %d: %v; want an error that names Counter.DeviceFor", MaxN+1, err)
	}
}
