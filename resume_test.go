package nqueens

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/nqueens-go/nqueens/internal/join"
)

// errPower stands for a count stopped part way, by the test.
var errPower = errors.New("power failure")

// madeBy returns the method that a count by m of size n with MaxMemory
// limit counts by, by the rule that Auto's documentation states: the join,
// Join2, from 12 to 25 where at least the table's index fits (a limit of
// one byte fits none), and backtracking elsewhere.
func madeBy(m Method, n int, limit int64) Method {
	if m != Auto {
		return m
	}
	if n >= 12 && n <= 25 && limit != 1 {
		return Join2
	}
	return Backtrack
}

// resumeCounters returns the counters of size 9 and 12 by every method,
// whole and in shards 1 and 2 of 3, with the default MaxMemory and with
// one byte, which no join's table fits: those whose settings Count takes.
func resumeCounters() []struct {
	c Counter
	n int
} {
	var all []struct {
		c Counter
		n int
	}
	for _, n := range []int{9, 12} {
		for _, m := range []Method{Auto, Backtrack, Join, Join2} {
			for _, shard := range [][2]int{{0, 0}, {1, 3}, {2, 3}} {
				for _, limit := range []int64{0, 1} {
					c := Counter{Method: m, Shard: shard[0], Shards: shard[1], MaxMemory: limit}
					if _, err := c.MethodFor(context.Background(), n); err == nil {
						all = append(all, struct {
							c Counter
							n int
						}{c, n})
					}
				}
			}
		}
	}
	return all
}

// describe names a count for a test's message.
func describe(c Counter, n int) string {
	return fmt.Sprintf("n=%d by %v, shard %d/%d, MaxMemory %d", n, c.Method, c.Shard, c.Shards, c.MaxMemory)
}

// TestResumeMatrix stops each count of resumeCounters part way and
// resumes it in each of them: every method that records, against every
// method that resumes, for the same size and another, the same shard and
// another, the same MaxMemory and another. A resumed count gives what a
// count of it afresh gives, or refuses Done with a *SubproblemError: it
// refuses whenever the records are of another size or another method, and
// it gives the answer whenever they are of the same count, or of a shard
// of the whole count that resumes them.
func TestResumeMatrix(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	oeis := readOEIS(t)
	counters := resumeCounters()
	fresh := make([]Counts, len(counters))
	for i, r := range counters {
		var err error
		if fresh[i], err = r.c.Count(ctx, r.n); err != nil {
			t.Fatalf("%s: %v", describe(r.c, r.n), err)
		}
		if r.c.Shards == 0 && fresh[i].Total != oeis[r.n].total {
			t.Fatalf("%s: %+v, want total %d (OEIS)", describe(r.c, r.n), fresh[i], oeis[r.n].total)
		}
	}
	for _, rec := range counters {
		done := stopPartWay(t, rec.c, rec.n)
		if len(done) == 0 {
			t.Fatalf("%s: no subproblem recorded", describe(rec.c, rec.n))
		}
		recBy := madeBy(rec.c.Method, rec.n, rec.c.MaxMemory)
		for i, res := range counters {
			name := fmt.Sprintf("recorded by %s, resumed by %s", describe(rec.c, rec.n), describe(res.c, res.n))
			c := res.c
			c.Done = done
			got, err := c.Count(ctx, res.n)
			resBy := madeBy(res.c.Method, res.n, res.c.MaxMemory)
			sameCount := rec.n == res.n && recBy == resBy
			var se *SubproblemError
			switch {
			case err != nil && !errors.As(err, &se):
				t.Errorf("%s: %v, not a *SubproblemError", name, err)
			case err == nil && got != fresh[i]:
				t.Errorf("%s: %+v with a nil error; counted afresh, %+v", name, got, fresh[i])
			case err == nil && !sameCount:
				t.Errorf("%s: %+v with a nil error; want a *SubproblemError", name, got)
			case err != nil && sameCount && (rec.c.Shards == res.c.Shards && rec.c.Shard == res.c.Shard || res.c.Shards == 0):
				t.Errorf("%s: %v; want %+v", name, err, fresh[i])
			case err != nil && rec.n != res.n && !strings.Contains(err.Error(), fmt.Sprintf("of a count of size %d, but this count is of size %d", rec.n, res.n)):
				t.Errorf("%s: %v; want an error naming both sizes", name, err)
			case err != nil && rec.n == res.n && recBy != resBy && !strings.Contains(err.Error(), "set Method to "+recBy.String()):
				t.Errorf("%s: %v; want an error naming %v", name, err, recBy)
			}
		}
	}
}

// TestResumeProperty gives counts records drawn at random from the
// records of other counts, of any size up to 13, any method and shard and
// MaxMemory, saved as JSON and read back, and checks that each count
// gives what a count of it afresh gives, or refuses Done with a
// *SubproblemError: the one or the other as the records all are, or are
// not, subproblems of the count.
func TestResumeProperty(t *testing.T) {
	ctx := context.Background()
	r := rand.New(rand.NewPCG(26, 1))
	randomCounter := func() (Counter, int) {
		for {
			n := r.IntN(14)
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
	rounds := 400
	if testing.Short() || raceEnabled {
		rounds = 100
	}
	for range rounds {
		// Records of one or two counts, each kept with a chance of one in
		// two, three or four.
		done := make(map[Subproblem]Counts)
		var from []string
		for range 1 + r.IntN(2) {
			c, n := randomCounter()
			from = append(from, describe(c, n))
			keep := 2 + r.IntN(3)
			for sub, counts := range allOf(c, n) {
				if r.IntN(keep) == 0 {
					done[sub] = counts
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

// stopPartWay counts size n with c until about half of its subproblems
// have finished, on one goroutine so that which ones is the same in every
// run, and returns their records.
func stopPartWay(t *testing.T, c Counter, n int) map[Subproblem]Counts {
	t.Helper()
	subs, err := c.Subproblems(context.Background(), n)
	if err != nil {
		t.Fatal(err)
	}
	done := make(map[Subproblem]Counts)
	c.Workers = 1
	c.Finished = func(sub Subproblem, counts Counts) error {
		if 2*len(done) >= len(subs) {
			return errPower
		}
		done[sub] = counts
		return nil
	}
	if _, err := c.Count(context.Background(), n); err != nil && err != errPower {
		t.Fatal(err)
	}
	return done
}

// TestAutoIgnoresCallbacks checks that the method Auto takes depends on the
// size and MaxMemory alone: not on Shards, Done, Finished or Progress.
func TestAutoIgnoresCallbacks(t *testing.T) {
	finished := func(Subproblem, Counts) error { return nil }
	// Sizing the table of n = 22 to 25 takes seconds.
	maxN := 25
	if testing.Short() || raceEnabled {
		maxN = 21
	}
	for n := 0; n <= maxN; n++ {
		want, err := (&Counter{}).MethodFor(context.Background(), n)
		if err != nil {
			t.Fatal(err)
		}
		if wantJoin := n >= 12 && n <= join.MaxN; (want == Join2) != wantJoin { // Auto joins from 12
			t.Errorf("Auto counts n = %d by %v", n, want)
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
	// 100 KiB holds the index of n = 14 (64 KiB), and the join streams;
	// 10 KiB does not, and Auto backtracks.
	for _, tt := range []struct {
		limit int64
		want  Method
	}{{100 << 10, Join2}, {10 << 10, Backtrack}} {
		small := Counter{MaxMemory: tt.limit}
		if m, err := small.MethodFor(context.Background(), 14); m != tt.want || err != nil {
			t.Errorf("MethodFor(14) with %d bytes: %v, %v; want %v", tt.limit, m, err, tt.want)
		}
	}
}

// lookCancel is a context that is cancelled at its k-th look: Err returns
// nil k-1 times, then context.Canceled, and Done is closed from then on.
// It stops a count at the same point of its work in every run, whatever
// the speed of the machine.
type lookCancel struct {
	context.Context
	mu    sync.Mutex
	looks int
	k     int
	done  chan struct{}
}

func cancelAtLook(k int) *lookCancel {
	return &lookCancel{Context: context.Background(), k: k, done: make(chan struct{})}
}

func (c *lookCancel) Err() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.looks++; c.looks == c.k {
		close(c.done)
	}
	if c.looks >= c.k {
		return context.Canceled
	}
	return nil
}

func (c *lookCancel) Done() <-chan struct{} { return c.done }

// TestCounterCancel cancels counts at fixed points of their work: in the
// middle of the subproblems, by a cancel from Finished, while the join
// builds its table, sizes it or estimates its units' costs, and while the
// backtracking engine lists the start placements of the largest board.
// Each returns the context's error. BenchmarkCounterCancel and
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

	// The join's table, at its first few looks at the context.
	for _, k := range []int{1, 2, 5} {
		e, err := join.New(context.Background(), 20, true, false)
		if err != nil {
			t.Fatal(err)
		}
		if err := e.Prepare(cancelAtLook(k)); !errors.Is(err, context.Canceled) {
			t.Errorf("prepare of n = 20 cancelled at look %d: %v", k, err)
		}
		if _, err := e.Costs(cancelAtLook(k), 2); !errors.Is(err, context.Canceled) {
			t.Errorf("costs of n = 20 cancelled at look %d: %v", k, err)
		}
	}
	join.ForgetTableSize(22)
	if _, err := (&Counter{}).Count(cancelAtLook(3), 22); !errors.Is(err, context.Canceled) {
		t.Errorf("Count(22) by Auto, cancelled while it sizes the table: %v", err)
	}
	// The largest board spends a second listing its start placements.
	if _, err := (&Counter{}).Count(cancelAtLook(3), MaxN); !errors.Is(err, context.Canceled) {
		t.Errorf("Count(MaxN) cancelled while it lists its subproblems: %v", err)
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
