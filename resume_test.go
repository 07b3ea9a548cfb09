package nqueens

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// compareSubproblems orders subproblems by size, method, then number.
func compareSubproblems(a, b Subproblem) int {
	return cmp.Or(cmp.Compare(a.N, b.N), cmp.Compare(a.Method, b.Method), cmp.Compare(a.Number, b.Number))
}

// describe names a count for a test's message.
func describe(c Counter, n int) string {
	return fmt.Sprintf("n=%d by %v, shard %d/%d, MaxMemory %d", n, c.Method, c.Shard, c.Shards, c.MaxMemory)
}

// TestResumeProperty gives counts records drawn at random from the
// records of other counts, of any size up to 9, any method and shard and
// MaxMemory, saved as JSON and read back, and checks that each count
// gives what a count of it afresh gives, or refuses Done with a
// *SubproblemError: the one or the other as the records all are, or are
// not, subproblems of the count. internal/counting checks its planner on
// many more, and larger.
func TestResumeProperty(t *testing.T) {
	ctx := context.Background()
	r := rand.New(rand.NewPCG(26, 1))
	randomCounter := func() (Counter, int) {
		for {
			n := r.IntN(10)
			shards := []int{0, 0, 2, 3, 5}[r.IntN(5)]
			c := Counter{
				Method:    Method(r.IntN(4)),
				Shards:    shards,
				Shard:     r.IntN(max(shards, 1)),
				MaxMemory: []int64{0, 1, 1 << 20}[r.IntN(3)],
			}
			if _, err := c.MethodFor(context.Background(), n); err == nil {
				return c, n
			}
		}
	}
	type key struct {
		method           Method
		shard, shards, n int
		maxMemory        int64
	}
	records := make(map[key]map[Subproblem]Counts) // every record of a count
	allOf := func(c Counter, n int) map[Subproblem]Counts {
		if all, ok := records[key{c.Method, c.Shard, c.Shards, n, c.MaxMemory}]; ok {
			return all
		}
		all := make(map[Subproblem]Counts)
		c.Finished = func(sub Subproblem, counts Counts) error {
			all[sub] = counts
			return nil
		}
		if _, err := c.Count(ctx, n); err != nil {
			t.Fatalf("%s: %v", describe(c, n), err)
		}
		records[key{c.Method, c.Shard, c.Shards, n, c.MaxMemory}] = all
		return all
	}
	for range 50 {
		// Records of one or two counts, each kept with a chance of one in
		// two, three or four.
		done := make(map[Subproblem]Counts)
		var from []string
		for range 1 + r.IntN(2) {
			c, n := randomCounter()
			from = append(from, describe(c, n))
			keep := 2 + r.IntN(3)
			all := allOf(c, n)
			for _, sub := range slices.SortedFunc(maps.Keys(all), compareSubproblems) {
				if r.IntN(keep) == 0 {
					done[sub] = all[sub]
				}
			}
		}
		saved, err := json.Marshal(done)
		if err != nil {
			t.Fatal(err)
		}
		var loaded map[Subproblem]Counts
		if err := json.Unmarshal(saved, &loaded); err != nil {
			t.Fatal(err)
		}
		c, n := randomCounter()
		name := fmt.Sprintf("%d records of %s, resumed by %s", len(done), strings.Join(from, " and "), describe(c, n))
		subs, err := c.Subproblems(ctx, n)
		if err != nil {
			t.Fatal(err)
		}
		holds := true
		for sub := range done {
			holds = holds && slices.Contains(subs, sub)
		}
		want, err := c.Count(ctx, n)
		if err != nil {
			t.Fatal(err)
		}
		c.Done = loaded
		got, err := c.Count(ctx, n)
		var se *SubproblemError
		switch {
		case holds && (err != nil || got != want):
			t.Errorf("%s: %+v, %v; want %+v", name, got, err, want)
		case !holds && !errors.As(err, &se):
			t.Errorf("%s: %+v, %v; want a *SubproblemError", name, got, err)
		case !holds && slices.Contains(subs, se.Subproblem):
			t.Errorf("%s: %v, which names a subproblem of the count", name, err)
		}
	}
}

// TestAutoIgnoresCallbacks checks that the method Auto takes depends on the
// size and MaxMemory alone: not on Shards, Done, Finished or Progress.
// internal/counting checks the rule of Auto at every size.
func TestAutoIgnoresCallbacks(t *testing.T) {
	finished := func(Subproblem, Counts) error { return nil }
	for n := 0; n <= 14; n++ {
		want, err := (&Counter{}).MethodFor(context.Background(), n)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []Counter{
			{Shards: 4, Shard: 1},
			{Done: map[Subproblem]Counts{}},
			{Finished: finished},
			{Progress: func(int, int) {}},
		} {
			if got, err := c.MethodFor(context.Background(), n); got != want || err != nil {
				t.Errorf("n = %d: %+v takes %v, %v; the zero Counter takes %v", n, c, got, err, want)
			}
		}
	}
}

// TestCounterCancel cancels counts at fixed points of their work: in the
// middle of the subproblems, by a cancel from Finished, by backtracking
// and by joining, on one goroutine and on two; and before they start.
// Each returns the context's error. internal/counting cancels counts
// while they size the join's table and list the start placements, and
// internal/join its table. BenchmarkCounterCancel and
// BenchmarkJoinCancel measure how soon.
func TestCounterCancel(t *testing.T) {
	for _, tt := range []struct {
		method  Method
		n       int
		workers int
	}{{Backtrack, 16, 1}, {Backtrack, 16, 2}, {Join, 17, 1}, {Join, 17, 2}} {
		ctx, cancel := context.WithCancel(context.Background())
		units := 0
		c := Counter{Workers: tt.workers, Method: tt.method, Finished: func(Subproblem, Counts) error {
			if units++; units == 5 {
				cancel()
			}
			return nil
		}}
		if _, err := c.Count(ctx, tt.n); !errors.Is(err, context.Canceled) {
			t.Errorf("%v, n = %d, %d workers: cancelled after 5 subproblems, Count returned %v", tt.method, tt.n, tt.workers, err)
		}
		cancel()
	}
	ctx, cancel := context.WithTimeout(context.Background(), -1)
	defer cancel()
	if _, err := (&Counter{}).Count(ctx, 4); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Count with a context done already returned %v, want context.DeadlineExceeded", err)
	}
}

// TestNilContext checks that a nil context is a panic that names the
// function, as in the standard library, rather than a nil dereference.
func TestNilContext(t *testing.T) {
	var c Counter
	//lint:ignore SA1012 the nil context is what is tested
	mustPanic(t, func() { c.Count(nil, 8) }, "Counter.Count", "nil Context")
	//lint:ignore SA1012 the nil context is what is tested
	mustPanic(t, func() { c.Subproblems(nil, 8) }, "Counter.Subproblems", "nil Context")
}
