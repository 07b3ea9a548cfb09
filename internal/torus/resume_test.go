package torus

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// errStop is the error a test's done returns to stop a count.
var errStop = errors.New("stop")

// TestCountResume stops a count from done after a few units, then goes on
// from the units it reported, and checks that the second count reports
// each other unit once, with its own count, and returns the term.
func TestCountResume(t *testing.T) {
	const n = 12
	for _, g := range groups {
		want := map[int]uint64{}
		for u := range Units(n) {
			count, err := CountUnit(context.Background(), n, g, u)
			if err != nil {
				t.Fatal(err)
			}
			want[u] = count
		}
		term, err := Count(context.Background(), n, g, 2, nil, nil)
		if err != nil {
			t.Fatal(err)
		}

		first := map[int]uint64{}
		_, err = Count(context.Background(), n, g, 2, nil, func(u int, count uint64) error {
			first[u] = count // no lock: the race detector checks that calls do not overlap
			if len(first) == 10 {
				return errStop
			}
			return nil
		})
		if !errors.Is(err, errStop) {
			t.Fatalf("Count(%d, %v) with a done that stops it = %v, want errStop", n, g, err)
		}
		if len(first) != 10 {
			t.Fatalf("Count(%d, %v) called done %d times after it returned an error, want 10", n, g, len(first))
		}

		second := map[int]uint64{}
		got, err := Count(context.Background(), n, g, 2, first, func(u int, count uint64) error {
			if _, ok := second[u]; ok {
				t.Errorf("unit %d reported twice", u)
			}
			if _, ok := first[u]; ok {
				t.Errorf("unit %d reported, but it was skipped", u)
			}
			second[u] = count
			return nil
		})
		if err != nil || got != term {
			t.Errorf("Count(%d, %v) going on from 10 units = %d, %v; want %d", n, g, got, err, term)
		}
		for u, count := range first {
			second[u] = count
		}
		if diff := cmp.Diff(want, second); diff != "" {
			t.Errorf("%v: units reported, with those skipped (-want +got):\n%s", g, diff)
		}
	}
}

// TestCountSkipCounts checks that Count adds the counts of skip, whatever
// they are, and counts those units no more.
func TestCountSkipCounts(t *testing.T) {
	const n = 10
	skip := map[int]uint64{}
	for u := range Units(n) {
		skip[u] = 1000
	}
	got, err := Count(context.Background(), n, Torus, 0, skip, func(u int, _ uint64) error {
		t.Errorf("unit %d reported, but all were skipped", u)
		return nil
	})
	if want := uint64(1000 * Units(n)); err != nil || got != want {
		t.Errorf("Count(%d) skipping every unit = %d, %v; want %d", n, got, err, want)
	}
}

// TestCancel checks that CountUnit and Count return the context's error
// when it is done before they start and soon after it is done while they
// count.
func TestCancel(t *testing.T) {
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := CountUnit(cancelled, 8, Torus, 1); !errors.Is(err, context.Canceled) {
		t.Errorf("CountUnit with a cancelled context = %v, want context.Canceled", err)
	}
	if _, err := Count(cancelled, 8, Torus, 0, nil, func(int, uint64) error {
		t.Error("done called with a cancelled context")
		return nil
	}); !errors.Is(err, context.Canceled) {
		t.Errorf("Count with a cancelled context = %v, want context.Canceled", err)
	}

	// Size 24 takes far longer than the deadline, in every unit.
	for _, g := range groups {
		for _, count := range []func(ctx context.Context) error{
			func(ctx context.Context) error { _, err := CountUnit(ctx, 24, g, 2); return err },
			func(ctx context.Context) error { _, err := Count(ctx, 24, g, 2, nil, nil); return err },
		} {
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
			start := time.Now()
			err := count(ctx)
			cancel()
			if !errors.Is(err, context.DeadlineExceeded) {
				t.Errorf("%v: a count of size 24 with a 20 ms deadline = %v, want context.DeadlineExceeded", g, err)
			}
			if took := time.Since(start); took > time.Second {
				t.Errorf("%v: a count of size 24 with a 20 ms deadline took %v to stop", g, took)
			}
		}
	}
}

// TestErrors checks that what is out of range is an error that names it.
func TestErrors(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		name string
		err  error
		want string
	}{
		{"CountUnit size -1", second(CountUnit(ctx, -1, Torus, 0)), "torus: size -1 out of range [0, 32]"},
		{"CountUnit size 33", second(CountUnit(ctx, 33, Similar, 0)), "torus: size 33 out of range [0, 32]"},
		{"CountUnit group 2", second(CountUnit(ctx, 8, Group(2), 0)), "torus: unknown group 2"},
		{"CountUnit unit -1", second(CountUnit(ctx, 8, Torus, -1)), "torus: unit -1 out of range [0, 32) for size 8"},
		{"CountUnit unit 32", second(CountUnit(ctx, 8, Torus, 32)), "torus: unit 32 out of range [0, 32) for size 8"},
		{"Count size 40", second(Count(ctx, 40, Torus, 0, nil, nil)), "torus: size 40 out of range [0, 32]"},
		{"Count group -1", second(Count(ctx, 8, Group(-1), 0, nil, nil)), "torus: unknown group -1"},
		{"Count workers -2", second(Count(ctx, 8, Torus, -2, nil, nil)), "torus: -2 workers; want 0 or more"},
		{"Count skip 99", second(Count(ctx, 8, Torus, 0, map[int]uint64{3: 0, 99: 1}, nil)), "torus: unit 99 out of range [0, 32) for size 8"},
	} {
		if tc.err == nil || tc.err.Error() != tc.want {
			t.Errorf("%s: error %v, want %q", tc.name, tc.err, tc.want)
		}
		if tc.err != nil && !strings.HasPrefix(tc.err.Error(), "torus: ") {
			t.Errorf("%s: error %q lacks the package's prefix", tc.name, tc.err)
		}
	}
}

// second returns the error of a count.
func second(_ uint64, err error) error { return err }

// TestShards checks that the shards of a count hold every unit once, and
// that their counts add up to the term.
func TestShards(t *testing.T) {
	ctx := context.Background()
	for _, g := range groups {
		for _, n := range []int{1, 8, 11} {
			term, err := Count(ctx, n, g, 0, nil, nil)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range []int{1, 3, 7, 100} {
				var sum uint64
				seen := make(map[int]int)
				for i := range m {
					units := ShardUnits(n, i, m)
					for _, u := range units {
						seen[u]++
					}
					count, err := CountUnits(ctx, n, g, 2, units, nil, nil)
					if err != nil {
						t.Fatalf("n = %d, %v, shard %d of %d: %v", n, g, i, m, err)
					}
					sum += count
				}
				if sum != term || len(seen) != Units(n) {
					t.Errorf("n = %d, %v, %d shards: %d classes in %d units; the whole count %d in %d", n, g, m, sum, len(seen), term, Units(n))
				}
				for u, k := range seen {
					if k != 1 {
						t.Errorf("n = %d, %d shards: unit %d in %d shards", n, m, u, k)
					}
				}
			}
		}
	}
	for _, tc := range []struct {
		units []int
		skip  map[int]uint64
		want  string
	}{
		{[]int{3, 2}, nil, "torus: units 3 and 2 out of increasing order"},
		{[]int{40}, nil, "torus: unit 40 out of range [0, 32) for size 8"},
		{[]int{1, 2}, map[int]uint64{3: 1}, "torus: unit 3 to skip is not one of the units to count"},
	} {
		if _, err := CountUnits(ctx, 8, Torus, 1, tc.units, tc.skip, nil); err == nil || err.Error() != tc.want {
			t.Errorf("CountUnits(8, %v, skip %v): %v, want %q", tc.units, tc.skip, err, tc.want)
		}
	}
	if ShardUnits(8, 2, 2) != nil || ShardUnits(40, 0, 1) != nil || ShardUnits(8, 0, 0) != nil {
		t.Error("ShardUnits out of range: not nil")
	}
}
