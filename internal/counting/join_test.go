package counting

import (
	"context"
	"fmt"
	"runtime"
	"testing"

	"github.com/nqueens-go/nqueens/internal/burnside"
	"github.com/nqueens-go/nqueens/internal/join"
)

// TestJoinShards counts by both joins every size from join.MinN to 14, in
// 1, 3 and 7 shards, on one goroutine or two: the shards add up to OEIS's
// total and hold every unit once, each shard's total the sum of its
// units'. A join's units know no fundamental solutions: a count in one
// shard, the whole count, finds them from its total, and a shard of more
// has none, even if it holds every unit.
func TestJoinShards(t *testing.T) {
	ctx := context.Background()
	maxN := 14
	if raceEnabled {
		maxN = 13
	}
	for _, method := range []Method{Join, Join2} {
		for n := join.MinN; n <= maxN; n++ {
			want := known(t, n)
			_, all, err := (&Settings{Method: method}).Units(ctx, n)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range []int{1, 3, 7} {
				var total uint64
				var units int
				for i := range m {
					var sum uint64
					c := Settings{Method: method, Shard: i, Shards: m, Workers: 1 + i%2,
						Finished: func(u Unit, counts Counts) error {
							if counts.Unique != 0 || !counts.UniqueUnknown {
								t.Errorf("n = %d by %v: unit %v counts %+v, fundamental solutions it cannot know", n, method, u, counts)
							}
							sum += counts.Total
							units++
							return nil
						}}
					got, err := c.Count(ctx, n)
					if err != nil {
						t.Fatal(err)
					}
					if got.Total != sum {
						t.Errorf("n = %d by %v, shard %d of %d: total %d, but its units add up to %d", n, method, i, m, got.Total, sum)
					}
					wantShard := Counts{Total: got.Total, UniqueUnknown: true}
					if m == 1 {
						wantShard = Counts{Total: got.Total, Unique: want.Unique}
					}
					if got != wantShard {
						t.Errorf("n = %d by %v, shard %d of %d: %+v, want %+v", n, method, i, m, got, wantShard)
					}
					total += got.Total
				}
				if total != want.Total || units != len(all) {
					t.Errorf("n = %d: %d %v shards count %d solutions in %d units; want %d (OEIS) in the join's %d units", n, m, method, total, units, want.Total, len(all))
				}
			}
		}
	}
}

// TestJoinUnique checks the fundamental solutions of whole counts by the
// joins, which the count finds from the total (burnside.Unique): against
// OEIS for the sizes the joins count here, and from OEIS's totals of 17,
// which internal/join counts without -short, and 18.
func TestJoinUnique(t *testing.T) {
	for _, m := range []Method{Join, Join2} {
		for n := join.MinN; n <= 14; n++ {
			got, err := (&Settings{Method: m}).Count(context.Background(), n)
			if want := known(t, n); err != nil || got != want {
				t.Errorf("Count(%d) by %v = %+v, %v; want %+v (OEIS)", n, m, got, err, want)
			}
		}
	}
	for _, n := range []int{17, 18} {
		want := known(t, n)
		if got, err := burnside.Unique(context.Background(), n, want.Total); err != nil || got != want.Unique {
			t.Errorf("n = %d: %d fundamental solutions of %d, %v; want %d (OEIS)", n, got, want.Total, err, want.Unique)
		}
	}
}

// TestUnitsWithoutTable checks that listing the units of a join count
// builds none of its table, and that estimating their costs, for shards,
// builds only its index: a fraction of the 69 MiB that the table of
// n = 20 takes.
func TestUnitsWithoutTable(t *testing.T) {
	ctx := context.Background()
	if _, err := join.TableSize(ctx, 20); err != nil { // sized once, as a count does
		t.Fatal(err)
	}
	for _, c := range []Settings{{Method: Join}, {Method: Join, Shards: 64}} {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, units, err := c.Units(ctx, 20)
		runtime.ReadMemStats(&after)
		if err != nil || len(units) == 0 {
			t.Fatalf("%+v: Units(20) = %d units, %v", c, len(units), err)
		}
		limit := uint64(1 << 20) // the units alone
		if c.Shards > 0 {
			limit = 8 << 20 // and the index, 4 MiB
		}
		if got := after.TotalAlloc - before.TotalAlloc; got > limit {
			t.Errorf("%s: Units(20) allocated %d bytes, more than %d", fmt.Sprintf("%+v", c), got, limit)
		}
	}
}
