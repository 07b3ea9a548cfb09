package nqueens

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"testing"
)

// TestShardsSumToCount splits the counts by backtracking of sizes 4 and 7
// into shards, some of them empty, through the API: the subproblems of
// the shards, in increasing order, are those of the whole count, each in
// one shard; each shard's Counts name their Part, and an empty shard's
// count nothing; and SumCounts adds the shards up to OEIS's counts.
// internal/counting checks its planner on many more.
func TestShardsSumToCount(t *testing.T) {
	ctx := context.Background()
	want := readOEIS(t)
	for _, n := range []int{4, 7} {
		all, err := (&Counter{Method: Backtrack}).Subproblems(ctx, n)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range []int{1, 3, len(all) + 3} {
			var shards []Counts
			seen := make(map[Subproblem]int)
			for i := range m {
				c := Counter{Shard: i, Shards: m, Method: Backtrack}
				subs, err := c.Subproblems(ctx, n)
				if err != nil {
					t.Fatalf("n=%d shard %d/%d: %v", n, i, m, err)
				}
				if !slices.IsSortedFunc(subs, func(a, b Subproblem) int { return a.Number - b.Number }) {
					t.Errorf("n=%d shard %d/%d: subproblems %v not in increasing order", n, i, m, subs)
				}
				for _, sub := range subs {
					seen[sub]++
				}
				counts, err := c.Count(ctx, n)
				if err != nil {
					t.Fatalf("n=%d shard %d/%d: %v", n, i, m, err)
				}
				if part := (Part{N: n, Method: Backtrack, Shard: i, Shards: m, Subproblems: len(subs)}); counts.Part != part {
					t.Errorf("n=%d shard %d/%d: Part %+v, want %+v", n, i, m, counts.Part, part)
				}
				if len(subs) == 0 && counts != (Counts{Part: counts.Part}) {
					t.Errorf("n=%d shard %d/%d has no subproblems but counts %+v", n, i, m, counts)
				}
				shards = append(shards, counts)
			}
			if got, err := SumCounts(ctx, n, shards...); err != nil || got != (Counts{Total: want[n].total, Unique: want[n].unique}) {
				t.Errorf("n=%d: the %d shards sum to %+v, %v; want %+v", n, m, got, err, want[n])
			}
			if len(seen) != len(all) {
				t.Errorf("n=%d: the %d shards hold %d subproblems, want %d", n, m, len(seen), len(all))
			}
			for sub, times := range seen {
				if times != 1 || sub.Method != Backtrack || sub.Number < 0 || sub.Number >= len(all) {
					t.Errorf("n=%d: subproblem %d is in %d of the %d shards", n, sub, times, m)
				}
			}
		}
	}
}

func TestCounterShardErrors(t *testing.T) {
	for _, tt := range []struct {
		c    Counter
		n    int
		want string
	}{
		{Counter{Shards: -1}, 8, "nqueens: Counter.Count: Shards = -1 is negative"},
		{Counter{Shard: 3}, 8, "nqueens: Counter.Count: Shard = 3 with Shards = 0; set Shards to count one shard"},
		{Counter{Shard: 4, Shards: 4}, 8, "nqueens: Counter.Count: Shard = 4 out of range [0, 4)"},
		{Counter{Shard: -1, Shards: 4}, 8, "nqueens: Counter.Count: Shard = -1 out of range [0, 4)"},
		{Counter{Done: map[Subproblem]Counts{{8, Backtrack, 500}: {}}}, 8, "nqueens: Counter.Count: Done holds subproblem n=8/backtrack/500, not one of the 78 subproblems by backtrack of size 8"},
		{Counter{Shards: 2, Done: map[Subproblem]Counts{{8, Backtrack, -1}: {}}}, 8, "nqueens: Counter.Count: Done holds subproblem n=8/backtrack/-1, which no count holds: its Number = -1 is negative"},
		{Counter{Done: map[Subproblem]Counts{{9, Backtrack, 0}: {}, {8, Backtrack, 0}: {}}}, 8, "nqueens: Counter.Count: Done holds subproblem n=9/backtrack/0, of a count of size 9, but this count is of size 8; records of one size never count for another"},
		{Counter{Done: map[Subproblem]Counts{{-1, Backtrack, 0}: {}}}, 8, "nqueens: Counter.Count: Done holds subproblem n=-1/backtrack/0, which no count holds: its N = -1 out of range [0, 64]"},
		{Counter{Done: map[Subproblem]Counts{{1, Backtrack, 1}: {}}}, 1, "nqueens: Counter.Count: Done holds subproblem n=1/backtrack/1, not the one subproblem by backtrack of size 1"},
		{Counter{Done: map[Subproblem]Counts{{8, Join, 0}: {}, {8, Backtrack, 3}: {}}}, 8, "nqueens: Counter.Count: Done holds subproblem n=8/join/0, of a count by join, but this count of size 8 is by backtrack; set Method to join to go on with that count"},
		{Counter{Done: map[Subproblem]Counts{{14, Auto, 0}: {}}}, 14, "nqueens: Counter.Count: Done holds subproblem n=14/auto/0, which no count holds: its Method = auto is not backtrack, join or join2"},
	} {
		_, err := tt.c.Count(context.Background(), tt.n)
		if err == nil || err.Error() != tt.want {
			t.Errorf("%+v: Count(%d) error = %v, want %q", tt.c, tt.n, err, tt.want)
		}
		if _, err := tt.c.Subproblems(context.Background(), tt.n); err == nil && tt.c.Done == nil {
			t.Errorf("%+v: Subproblems(%d) returned no error", tt.c, tt.n)
		}
	}
}

// TestCounterResume stops a count part way, and resumes it from what
// Finished reported.
func TestCounterResume(t *testing.T) {
	want := readOEIS(t)
	for _, workers := range []int{1, 2} {
		n := 14
		ctx, cancel := context.WithCancel(context.Background())
		done := make(map[Subproblem]Counts)
		c := Counter{Workers: workers, Method: Backtrack, Finished: recordUntil(t, done, 10, cancel)}
		if _, err := c.Count(ctx, n); !errors.Is(err, context.Canceled) {
			t.Fatalf("workers=%d: cancelled count returned %v", workers, err)
		}
		if len(done) < 10 {
			t.Fatalf("workers=%d: %d subproblems finished before the count was cancelled, want at least 10", workers, len(done))
		}
		all, err := c.Subproblems(context.Background(), n)
		if err != nil {
			t.Fatal(err)
		}
		first := maps.Clone(done)
		var calls [][2]int
		c.Done = first
		c.Progress = func(d, total int) { calls = append(calls, [2]int{d, total}) }
		got, err := c.Count(context.Background(), n)
		if err != nil {
			t.Fatal(err)
		}
		if w := want[n]; got != (Counts{Total: w.total, Unique: w.unique}) {
			t.Errorf("workers=%d: resumed count = %+v, want %+v", workers, got, want[n])
		}
		checkProgress(t, fmt.Sprintf("workers=%d", workers), calls, len(first), len(all))
		if len(done) != len(all) {
			t.Errorf("workers=%d: %d subproblems finished in all, want %d", workers, len(done), len(all))
		}
	}
}

// recordUntil returns a Finished function that records each subproblem in
// done, fails the test if one finishes twice, and calls cancel when done
// holds k of them.
func recordUntil(t *testing.T, done map[Subproblem]Counts, k int, cancel func()) func(Subproblem, Counts) error {
	return func(sub Subproblem, counts Counts) error {
		if _, ok := done[sub]; ok {
			t.Errorf("subproblem %d finished twice", sub)
		}
		done[sub] = counts
		if len(done) == k {
			cancel()
		}
		return nil
	}
}

func TestCounterFinishedError(t *testing.T) {
	for _, workers := range []int{1, 2} {
		stop := errors.New("disk full")
		calls := 0
		c := Counter{Workers: workers, Finished: func(Subproblem, Counts) error {
			calls++
			if calls == 3 {
				return stop
			}
			return nil
		}}
		if _, err := c.Count(context.Background(), 13); err != stop {
			t.Errorf("workers=%d: Count returned %v, want the error of Finished", workers, err)
		}
		if calls != 3 {
			t.Errorf("workers=%d: Finished called %d times, want 3: none after its error", workers, calls)
		}
	}
}
