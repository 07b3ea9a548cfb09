package counting

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/nqueens-go/nqueens/internal/engine"
)

// TestCountShards counts listed shards of counts by each method that
// splits into units, on one engine, in an order of its own, on one
// goroutine and on two: each piece
// is what Count of that shard returns, Progress ends at its total, and
// the pieces of every shard add up to OEIS's counts.
func TestCountShards(t *testing.T) {
	estimateOnce(t)
	ctx := context.Background()
	for _, tc := range []struct {
		n      int
		method Method
		shards int
	}{{9, Backtrack, 3}, {10, Backtrack, 5}, {14, Join, 4}, {15, Join, 6}} {
		for _, workers := range []int{1, 2} {
			var order []int
			for s := tc.shards - 1; s >= 0; s -= 2 {
				order = append(order, s)
			}
			for s := tc.shards - 2; s >= 0; s -= 2 {
				order = append(order, s)
			}
			var pieces []Piece
			var done, total int
			c := Settings{Workers: workers, Method: tc.method, Shards: tc.shards, Progress: func(d, t int) { done, total = d, t }}
			err := c.CountShards(ctx, tc.n, order, func(p Piece) error {
				pieces = append(pieces, p)
				return nil
			})
			if err != nil {
				t.Fatalf("n = %d by %v, shards %v of %d: %v", tc.n, tc.method, order, tc.shards, err)
			}
			if done != total || total == 0 {
				t.Errorf("n = %d: Progress ended at %d of %d", tc.n, done, total)
			}
			for i, p := range pieces {
				one := Settings{Workers: 1, Method: tc.method, Shard: order[i], Shards: tc.shards}
				counts, method, units, err := one.CountBy(ctx, tc.n)
				want := Piece{Counts: counts, Part: Part{N: tc.n, Method: method, Shard: order[i], Shards: tc.shards, Subproblems: units}}
				if err != nil || p != want {
					t.Errorf("n = %d, shard %d of %d: %+v; Count gives %+v, %v", tc.n, order[i], tc.shards, p, want, err)
				}
			}
			sum, err := Sum(ctx, tc.n, pieces)
			if want := known(t, tc.n); err != nil || sum.Total != want.Total || sum.Unique != want.Unique {
				t.Errorf("n = %d: the pieces add up to %+v, %v; want %+v", tc.n, sum, err, want)
			}
		}
	}
}

// TestCountShardsRefuses: the shards listed must be shards of a split,
// each once, with no Done.
func TestCountShardsRefuses(t *testing.T) {
	ctx := context.Background()
	none := func(Piece) error { return nil }
	for _, tc := range []struct {
		c      Settings
		shards []int
		want   string
	}{
		{Settings{Shards: 1}, []int{0}, "Shards = 1"},
		{Settings{Shards: 3}, nil, "no shard"},
		{Settings{Shards: 3}, []int{0, 3}, "shards[1] = 3 out of range [0, 3)"},
		{Settings{Shards: 3}, []int{1, 1}, "shards[1] = 1 is listed twice"},
		{Settings{Shards: 3, Done: map[Unit]Counts{{N: 8}: {}}}, []int{0}, "Done"},
		{Settings{Shards: 3, Workers: -1}, []int{0}, "Workers = -1"},
	} {
		err := tc.c.CountShards(ctx, 8, tc.shards, none)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("shards %v of %d: %v, want %q", tc.shards, tc.c.Shards, err, tc.want)
		}
	}
}

// TestCountShardsStops: a cancelled context stops CountShards before a
// shard is counted, and an error from each stops it at once.
func TestCountShardsStops(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	calls := 0
	c := Settings{Workers: 2, Shards: 4}
	if err := c.CountShards(ctx, 12, []int{0, 1, 2, 3}, func(Piece) error { calls++; return nil }); err != context.Canceled || calls != 0 {
		t.Errorf("cancelled: %v after %d shards", err, calls)
	}
	stop := errors.New("enough")
	err := c.CountShards(context.Background(), 12, []int{3, 1, 0}, func(Piece) error { calls++; return stop })
	if err != stop || calls != 1 {
		t.Errorf("each fails: %v after %d shards", err, calls)
	}
}

// failingDevice is an engine of a device that does not start: its Prepare
// prepares the processor's engine and then fails, and its Release releases
// that too, as an OpenCL join does.
type failingDevice struct {
	engine.Engine // the processor's
}

func (f failingDevice) Prepare(ctx context.Context) error {
	if err := f.Engine.Prepare(ctx); err != nil {
		return err
	}
	return errors.New("the device does not start")
}

func (f failingDevice) CPU() engine.Engine { return f.Engine }

type failingKind struct{ joinKind }

func (k failingKind) newEngine(ctx context.Context, n int, limit uint64) (engine.Engine, error) {
	e, err := k.joinKind.newEngine(ctx, n, limit)
	return failingDevice{e}, err
}

// TestFallbackPrepared: where the default device does not start, Count
// and CountShards count on the processor's engine, prepared again after
// the device's Release released it, and get the counts right.
func TestFallbackPrepared(t *testing.T) {
	saved := methods[Join].on
	t.Cleanup(func() { methods[Join].on = saved })
	methods[Join].on[CPU] = failingKind{}
	ctx := context.Background()
	want := known(t, 12)
	c := Settings{Method: Join, Workers: 2}
	if got, err := c.Count(ctx, 12); err != nil || got.Total != want.Total {
		t.Errorf("Count: %+v, %v; want %d", got, err, want.Total)
	}
	var total uint64
	c.Shards = 3
	err := c.CountShards(ctx, 12, []int{0, 1, 2}, func(p Piece) error { total += p.Total; return nil })
	if err != nil || total != want.Total {
		t.Errorf("CountShards: %d, %v; want %d", total, err, want.Total)
	}
}
