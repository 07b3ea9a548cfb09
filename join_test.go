package nqueens

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"testing"
)

// TestJoinOEIS checks the counts of both joins through the API against
// OEIS, for the sizes from 2 to 13. internal/join counts larger ones, and
// internal/counting adds up their shards.
func TestJoinOEIS(t *testing.T) {
	for _, row := range readOEIS(t) {
		if row.n < 2 || row.n > 13 {
			continue
		}
		for _, m := range []Method{Join, Join2} {
			c := Counter{Method: m}
			got, err := c.Count(context.Background(), row.n)
			if err != nil || got.Total != row.total || got.Unique != row.unique {
				t.Errorf("Counter{Method: %v}.Count(%d) = %+v, %v; want %d, %d (OEIS)", m, row.n, got, err, row.total, row.unique)
			}
		}
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
		{Counter{Method: Join, MaxMemory: 100 << 10}, 16, "nqueens: Counter.Count: the join of n = 16 needs 262148 bytes for its table's index at least (the whole table takes 1332869), more than MaxMemory = 102400; raise MaxMemory to count it"},
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
	const n = 14
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
