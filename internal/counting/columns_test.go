package counting

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/nqueens-go/nqueens/internal/oracletest"
)

func TestCountByColumn(t *testing.T) {
	ctx := context.Background()
	for n := range 12 {
		want := oracletest.FirstRowSplit(n)
		for _, m := range []Method{Backtrack, Join, Join2} {
			if m != Backtrack && n < 2 {
				continue
			}
			for _, shards := range []int{0, 3} {
				var sum Counts
				for shard := range max(shards, 1) {
					c := Settings{Method: m, ByColumn: true, Shards: shards, Shard: shard, Workers: 2}
					got, err := c.Count(ctx, n)
					if err != nil {
						t.Fatalf("n = %d, %v, shard %d of %d: %v", n, m, shard, shards, err)
					}
					if why := columnsProblem(n, got); why != "" {
						t.Errorf("n = %d, %v, shard %d of %d: %s", n, m, shard, shards, why)
					}
					var ok bool
					if sum.ByColumn, ok = sum.ByColumn.add(got.ByColumn); !ok {
						t.Fatalf("n = %d: the shards' columns do not add up", n)
					}
				}
				if got := sum.ByColumn.Slice(); !slices.Equal(got, want) && !(n == 0 && len(got) == 0) {
					t.Errorf("n = %d, %v, %d shards: by column %v, want %v", n, m, shards, got, want)
				}
			}
		}
	}
}

func TestCountByColumnResume(t *testing.T) {
	ctx := context.Background()
	for _, n := range []int{13, 14} {
		done := make(map[Unit]Counts)
		c := Settings{Method: Join, ByColumn: true, Workers: 1, Finished: func(u Unit, counts Counts) error {
			done[u] = counts
			if len(done) == 2 {
				return errors.New("stop")
			}
			return nil
		}}
		if _, err := c.Count(ctx, n); err == nil || err.Error() != "stop" {
			t.Fatalf("n = %d: %v, want stop", n, err)
		}
		c = Settings{Method: Join, ByColumn: true, Done: done}
		got, err := c.Count(ctx, n)
		if err != nil || !slices.Equal(got.ByColumn.Slice(), oracletest.FirstRowSplit(n)) {
			t.Errorf("n = %d, resumed: %v, %v", n, got.ByColumn.Slice(), err)
		}
		// A plain count refuses the records by column, and a count by
		// column plain ones or ones that do not add up.
		plain := Settings{Method: Join, Done: done}
		if _, err := plain.Count(ctx, n); !errors.As(err, new(*UnitError)) {
			t.Errorf("n = %d: a plain count with records by column: %v", n, err)
		}
		for u, counts := range done {
			for _, bad := range []Counts{{Total: counts.Total}, {Total: counts.Total + 1, ByColumn: counts.ByColumn}, {Total: counts.Total, ByColumn: ColumnsOf(make([]uint64, n+1))}} {
				c := Settings{Method: Join, ByColumn: true, Done: map[Unit]Counts{u: bad}}
				if _, err := c.Count(ctx, n); !errors.As(err, new(*UnitError)) {
					t.Errorf("n = %d, a record %+v: %v", n, bad, err)
				}
			}
			break
		}
	}
}

func TestCountByColumnDevice(t *testing.T) {
	c := Settings{Method: Join, ByColumn: true, Device: OpenCL}
	if _, err := c.Count(context.Background(), 12); err == nil {
		t.Error("a count by column on OpenCL: no error")
	}
	c.Device = DefaultDevice
	if d, _, err := c.DeviceFor(context.Background(), 12); err != nil || d != CPU {
		t.Errorf("DeviceFor a count by column: %v, %v; want cpu", d, err)
	}
}

func TestSumByColumnOEIS(t *testing.T) {
	ctx := context.Background()
	good := Piece{Counts: Counts{Total: 92, Unique: 12, ByColumn: ColumnsOf([]uint64{4, 8, 16, 18, 18, 16, 8, 4})}}
	if sum, err := Sum(ctx, 8, []Piece{good}); err != nil || sum.ByColumn != good.ByColumn {
		t.Errorf("Sum of row 8: %v, %v", sum.ByColumn.Slice(), err)
	}
	// Symmetric, adding up to the total, and wrong.
	bad := Piece{Counts: Counts{Total: 92, Unique: 12, ByColumn: ColumnsOf([]uint64{5, 7, 16, 18, 18, 16, 7, 5})}}
	var ce *CountsError
	if _, err := Sum(ctx, 8, []Piece{bad}); !errors.As(err, &ce) || !strings.Contains(err.Error(), "A059963") {
		t.Errorf("Sum of a wrong row 8: %v", err)
	}
}
