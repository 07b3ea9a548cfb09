package nqueens

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"maps"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/nqueens-go/nqueens/internal/backtrack"
	"github.com/nqueens-go/nqueens/internal/batch"
)

func TestShardsSumToCount(t *testing.T) {
	t.Parallel()
	want := readOEIS(t)
	maxN := 12
	if testing.Short() || raceEnabled {
		maxN = 11
	}
	for n := 0; n <= maxN; n++ {
		all, err := (&Counter{Method: Backtrack}).Subproblems(context.Background(), n)
		if err != nil {
			t.Fatal(err)
		}
		// A few shards, and for the smaller boards more shards than
		// subproblems.
		sizes := []int{1, 2, 3, 7, 8, 64}
		if len(all) <= 100 {
			sizes = append(sizes, len(all), len(all)+1)
		}
		if len(all) <= 20 {
			sizes = append(sizes, 1000)
		}
		for _, m := range sizes {
			if m == 0 {
				continue
			}
			var sum Counts
			seen := make(map[Subproblem]int)
			for i := range m {
				c := Counter{Shard: i, Shards: m, Method: Backtrack}
				subs, err := c.Subproblems(context.Background(), n)
				if err != nil {
					t.Fatalf("n=%d shard %d/%d: %v", n, i, m, err)
				}
				if !slices.IsSortedFunc(subs, func(a, b Subproblem) int { return a.Number - b.Number }) {
					t.Errorf("n=%d shard %d/%d: subproblems %v not in increasing order", n, i, m, subs)
				}
				for _, sub := range subs {
					seen[sub]++
				}
				counts, err := c.Count(context.Background(), n)
				if err != nil {
					t.Fatalf("n=%d shard %d/%d: %v", n, i, m, err)
				}
				if part := (Part{N: n, Method: Backtrack, Shard: i, Shards: m, Subproblems: len(subs)}); counts.Part != part {
					t.Errorf("n=%d shard %d/%d: Part %+v, want %+v", n, i, m, counts.Part, part)
				}
				if len(subs) == 0 && counts != (Counts{Part: counts.Part}) {
					t.Errorf("n=%d shard %d/%d has no subproblems but counts %+v", n, i, m, counts)
				}
				sum.Total += counts.Total
				sum.Unique += counts.Unique
			}
			if w := want[n]; sum != (Counts{Total: w.total, Unique: w.unique}) {
				t.Errorf("n=%d: the %d shards sum to %+v, want %+v", n, m, sum, want[n])
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

// TestShardsStable checks the numbering of subproblems and their shards
// against testdata/shards.txt, written by an earlier release: machines
// that share a count must agree on both, whatever release each runs. The
// file pins an API, so nothing writes it: a line is added by hand, and the
// test checks every line it holds.
func TestShardsStable(t *testing.T) {
	t.Parallel()
	checkPinned(t, "testdata/shards.txt", "starts", startsLine, assignmentLine, 2)
}

// checkPinned checks every line of a golden file that pins a numbering of
// subproblems and its split into shards: the lines "n=N subproblems=K
// key=HASH", which numbering gives, and "n=N shards=M assignment=HASH",
// which assignment gives. It checks too that the file pins every size
// from least to 16.
func checkPinned(t *testing.T, file, key string, numbering func(*testing.T, int) string, assignment func(*testing.T, int, int) string, least int) {
	pinned := make(map[int]bool) // the sizes whose numbering is pinned
	for number, line := range goldenLines(t, file) {
		var n, count, m int
		var hash uint64
		var got string
		switch {
		case strings.Contains(line, " "+key+"="):
			if _, err := fmt.Sscanf(line, "n=%d subproblems=%d "+key+"=%x", &n, &count, &hash); err != nil {
				t.Fatalf("%s:%d: %q: %v", file, number, line, err)
			}
			got = numbering(t, n)
			pinned[n] = true
		case strings.Contains(line, " assignment="):
			if _, err := fmt.Sscanf(line, "n=%d shards=%d assignment=%x", &n, &m, &hash); err != nil {
				t.Fatalf("%s:%d: %q: %v", file, number, line, err)
			}
			got = assignment(t, n, m)
		default:
			t.Fatalf("%s:%d: %q is neither a numbering nor an assignment", file, number, line)
		}
		if got != line {
			t.Errorf("%s:%d: the code gives %q for %q: the numbering or the shards changed", file, number, got, line)
		}
	}
	for n := least; n <= 16; n++ {
		if !pinned[n] {
			t.Errorf("%s pins no numbering of size %d", file, n)
		}
	}
}

// startsLine returns the line of testdata/shards.txt that pins the
// numbering of the subproblems of size n.
func startsLine(t *testing.T, n int) string {
	list, err := backtrack.Starts(context.Background(), n)
	if err != nil {
		t.Fatal(err)
	}
	h := fnv.New64a()
	for _, s := range list {
		fmt.Fprintf(h, "%d %d %d %d\n", s.Top, s.Bottom, s.Left, s.Right)
	}
	return fmt.Sprintf("n=%d subproblems=%d starts=%016x", n, len(list), h.Sum64())
}

// assignmentLine returns the line of testdata/shards.txt that pins the
// split of the subproblems of size n into m shards.
func assignmentLine(t *testing.T, n, m int) string {
	h := fnv.New64a()
	for _, s := range backtrackShards(t, n, m) {
		fmt.Fprintf(h, "%d\n", s)
	}
	return fmt.Sprintf("n=%d shards=%d assignment=%016x", n, m, h.Sum64())
}

// backtrackShards returns the shard, of m, of each subproblem of size n by
// backtracking.
func backtrackShards(tb testing.TB, n, m int) []int {
	e, err := backtrack.New(context.Background(), n)
	if err != nil {
		tb.Fatal(err)
	}
	costs, err := e.Costs(context.Background(), 3)
	if err != nil {
		tb.Fatal(err)
	}
	return batch.Spread(costs, m)
}

// shardImbalance returns the work of the largest of m shards of size n by
// backtracking, in queens placed, over the mean.
func shardImbalance(tb testing.TB, n, m int) float64 {
	e, err := backtrack.New(context.Background(), n)
	if err != nil {
		tb.Fatal(err)
	}
	load := make([]uint64, m)
	var all uint64
	var stop atomic.Bool
	w := e.Worker()
	for sub, s := range backtrackShards(tb, n, m) {
		before := e.Nodes()
		w.Count([]int{sub}, &stop)
		nodes := e.Nodes() - before
		load[s] += nodes
		all += nodes
	}
	return float64(slices.Max(load)) * float64(m) / float64(all)
}

// TestShardsBalanced checks that shards of size 14 take about the same
// work: the queens the inner search places in each of 8 shards, and in
// each of 64.
func TestShardsBalanced(t *testing.T) {
	for _, tt := range []struct {
		m   int
		max float64 // the most work in a shard, over the mean
	}{{8, 1.1}, {64, 1.25}} {
		if got := shardImbalance(t, 14, tt.m); got > tt.max {
			t.Errorf("n=14, %d shards: the largest does %.2f times the mean work; want at most %.2f", tt.m, got, tt.max)
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
