package nqueens

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
)

// errPower stands for a count stopped part way, by the test.
var errPower = errors.New("power failure")

// TestResumeMix stops a count of every size up to 14 part way, by each
// method, whole and in shards, and resumes it by each method. Resumed by
// the method it was made by, the count gives the exact answer; by another,
// Count refuses Done with a *SubproblemError that names the method of the
// records and the one to pass, rather than add up another decomposition.
func TestResumeMix(t *testing.T) {
	ctx := context.Background()
	oeis := readOEIS(t)
	methods := []Method{Auto, Backtrack, Join}
	for n := 0; n <= 14; n++ {
		for _, shards := range []int{0, 3} {
			for first := range methods {
				firstMethod := methods[first]
				if firstMethod == Join && n < joinMinN {
					continue
				}
				made, _ := (&Counter{Method: firstMethod}).MethodFor(n)
				var sums [3]Counts // the resumed counts of each method, over the shards
				for shard := range max(shards, 1) {
					done := stopPartWay(t, Counter{Method: firstMethod, Shard: shard, Shards: shards}, n)
					for resume, m := range methods {
						if m == Join && n < joinMinN {
							continue
						}
						name := fmt.Sprintf("n=%d shard=%d/%d: made by %v, resumed by %v", n, shard, shards, firstMethod, m)
						c := Counter{Method: m, Shard: shard, Shards: shards, Done: done}
						got, err := c.Count(ctx, n)
						by, _ := c.MethodFor(n)
						if by != made && len(done) > 0 {
							var se *SubproblemError
							switch {
							case !errors.As(err, &se):
								t.Errorf("%s: %+v, %v; want a *SubproblemError", name, got, err)
							case se.Subproblem.Method != made || !strings.Contains(err.Error(), "set Method to "+made.String()):
								t.Errorf("%s: %v; want an error naming %v", name, err, made)
							}
							continue
						}
						if err != nil {
							t.Errorf("%s: %v", name, err)
							continue
						}
						fresh, err := (&Counter{Method: m, Shard: shard, Shards: shards}).Count(ctx, n)
						if err != nil || got != fresh {
							t.Errorf("%s: %+v, but the shard counted afresh gives %+v, %v", name, got, fresh, err)
						}
						sums[resume].Total += got.Total
						sums[resume].Unique += got.Unique
					}
				}
				// The shards of a join count count no fundamental
				// solutions, unless one shard holds them all.
				for resume, m := range methods {
					by, _ := (&Counter{Method: m}).MethodFor(n)
					if by != made || m == Join && n < joinMinN {
						continue
					}
					if sums[resume].Total != oeis[n].total {
						t.Errorf("n=%d in %d shards, made by %v, resumed by %v: total %d, want %d (OEIS)", n, shards, firstMethod, m, sums[resume].Total, oeis[n].total)
					}
				}
			}
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
		want, err := (&Counter{}).MethodFor(n)
		if err != nil {
			t.Fatal(err)
		}
		if wantJoin := n >= autoJoinN && n <= joinMaxN; (want == Join2) != wantJoin {
			t.Errorf("Auto counts n = %d by %v", n, want)
		}
		for _, c := range []Counter{
			{Shards: 4, Shard: 1},
			{Done: map[Subproblem]Counts{}},
			{Finished: finished},
			{Progress: func(int, int) {}},
		} {
			if got, err := c.MethodFor(n); got != want || err != nil {
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
		if m, err := small.MethodFor(14); m != tt.want || err != nil {
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
		e, err := newJoinEngine(context.Background(), 20, true)
		if err != nil {
			t.Fatal(err)
		}
		if err := e.prepare(cancelAtLook(k)); !errors.Is(err, context.Canceled) || e.table != nil && e.table.entries != nil {
			t.Errorf("prepare of n = 20 cancelled at look %d: %v", k, err)
		}
		if _, err := e.costs(cancelAtLook(k)); !errors.Is(err, context.Canceled) {
			t.Errorf("costs of n = 20 cancelled at look %d: %v", k, err)
		}
	}
	quarterSizes.Delete(11)
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
