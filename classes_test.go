package nqueens

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/nqueens-go/nqueens/internal/oracletest"
	"github.com/nqueens-go/nqueens/internal/torus"
)

func TestCountClassesOEIS(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		g   Group
		seq string
	}{{Torus, "A062164"}, {Similar, "A062165"}} {
		terms, err := oracletest.OEISMore("testdata/oeis-more.tsv", tc.seq, "1..16")
		if err != nil {
			t.Fatal(err)
		}
		want := strings.Fields(terms)
		for n := 1; n <= 13; n++ {
			got, err := CountClasses(ctx, n, tc.g)
			if err != nil || fmt.Sprint(got) != want[n-1] {
				t.Errorf("CountClasses(%d, %v) = %d, %v; %s has %s", n, tc.g, got, err, tc.seq, want[n-1])
			}
		}
	}
	for n := range 12 {
		got, err := CountClasses(ctx, n, Square)
		if want := mustCount("test", n).Unique; err != nil || got != want {
			t.Errorf("CountClasses(%d, Square) = %d, %v; want Counts.Unique %v", n, got, err, want)
		}
	}
}

func TestCountClassesErrors(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		n    int
		g    Group
		want string
	}{
		{-1, Torus, "n = -1 out of range [0, 32]"},
		{33, Similar, "n = 33 out of range [0, 32]"},
		{65, Square, "n = 65 out of range [0, 64]"},
		{8, Group(3), "Group(3) names no group"},
		{8, Group(-1), "Group(-1) names no group"},
	} {
		if _, err := CountClasses(ctx, tc.n, tc.g); err == nil || err.Error() != "nqueens: CountClasses: "+tc.want {
			t.Errorf("CountClasses(%d, %v): %v, want %q", tc.n, tc.g, err, tc.want)
		}
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	for _, g := range Groups() {
		if _, err := CountClasses(cancelled, 20, g); !errors.Is(err, context.Canceled) {
			t.Errorf("CountClasses(20, %v) with a cancelled context: %v", g, err)
		}
	}
}

func TestClassCounterErrors(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		c    ClassCounter
		n    int
		g    Group
		want string
	}{
		{ClassCounter{}, 8, Square, "g = square: a ClassCounter counts under torus or similar; CountClasses counts under square"},
		{ClassCounter{}, 33, Torus, "n = 33 out of range [0, 32]"},
		{ClassCounter{Workers: -1}, 8, Torus, "Workers = -1 is negative"},
		{ClassCounter{Shards: -2}, 8, Torus, "Shards = -2 is negative"},
		{ClassCounter{Shard: 1}, 8, Torus, "Shard = 1 with Shards = 0; set Shards to count one shard"},
		{ClassCounter{Shard: 3, Shards: 3}, 8, Torus, "Shard = 3 out of range [0, 3)"},
		{ClassCounter{Shard: 0, Shards: 2, Done: map[ClassUnit]uint64{{8, Torus, 1}: 0}}, 8, Torus, "Done holds unit n=8/torus/1, not one of the 16 units of shard 0 of 2"},
		{ClassCounter{Done: map[ClassUnit]uint64{{8, Torus, 1}: 0}}, 8, Similar, "Done holds unit n=8/torus/1, of a count of n = 8 under torus, not of this one, n = 8 under similar"},
		{ClassCounter{Done: map[ClassUnit]uint64{{9, Torus, 1}: 0}}, 8, Torus, "Done holds unit n=9/torus/1, of a count of n = 9 under torus, not of this one, n = 8 under torus"},
		{ClassCounter{}, 8, Group(7), "Group(7) names no group"},
	} {
		if _, err := tc.c.Count(ctx, tc.n, tc.g); err == nil || err.Error() != "nqueens: ClassCounter.Count: "+tc.want {
			t.Errorf("%+v.Count(%d, %v): %v, want %q", tc.c, tc.n, tc.g, err, tc.want)
		}
	}
}

func TestMaxClassesN(t *testing.T) {
	if MaxClassesN != torus.MaxN {
		t.Errorf("MaxClassesN = %d, but internal/torus counts up to %d", MaxClassesN, torus.MaxN)
	}
}
