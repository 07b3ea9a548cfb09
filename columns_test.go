package nqueens

import (
	"bytes"
	"context"
	"encoding/gob"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/nqueens-go/nqueens/internal/oracletest"
)

func TestCountByColumnOEIS(t *testing.T) {
	ctx := context.Background()
	for n := 1; n <= 12; n++ {
		row, err := oracletest.OEISMore("testdata/oeis-more.tsv", "A059963", fmt.Sprint(n))
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range []Method{Backtrack, Join, Join2} {
			if n < 2 && m != Backtrack {
				continue
			}
			c := Counter{Method: m, ByColumn: true}
			counts, err := c.Count(ctx, n)
			if err != nil || counts.ByColumn.String() != row {
				t.Errorf("n = %d by %v: by column %v, %v; A059963 has %s", n, m, counts.ByColumn, err, row)
			}
		}
	}
}

func TestCountByColumnBacktracking(t *testing.T) {
	top := 13
	if !testing.Short() {
		top = 14 // and 15 and 16 in internal/join
	}
	ctx := context.Background()
	for n := 13; n <= top; n++ {
		want := oracletest.FirstRowSplit(n)
		for _, m := range []Method{Backtrack, Join, Join2} {
			c := Counter{Method: m, ByColumn: true}
			counts, err := c.Count(ctx, n)
			got := counts.ByColumn.Slice()
			if err != nil || !slices.Equal(got, want) {
				t.Errorf("n = %d by %v: by column %v, %v; a plain search finds %v", n, m, got, err, want)
				continue
			}
			var sum uint64
			for _, v := range got {
				sum += v
			}
			if sum != counts.Total || sum != Count(n) {
				t.Errorf("n = %d by %v: the columns add up to %d, the total is %d", n, m, sum, counts.Total)
			}
		}
	}
}

func TestSumCountsByColumn(t *testing.T) {
	ctx := context.Background()
	const n, m = 14, 5
	var parts []Counts
	for i := range m {
		c := Counter{ByColumn: true, Shard: i, Shards: m}
		counts, err := c.Count(ctx, n)
		if err != nil {
			t.Fatal(err)
		}
		parts = append(parts, counts)
	}
	sum, err := SumCounts(ctx, n, parts...)
	if err != nil || !slices.Equal(sum.ByColumn.Slice(), oracletest.FirstRowSplit(n)) {
		t.Errorf("the sum of the shards by column: %v, %v", sum.ByColumn, err)
	}
	// A part whose columns were changed, or that has none among parts
	// that have, is not a part of the count.
	bad := slices.Clone(parts)
	v := bad[0].ByColumn.Slice()
	v[0]++
	bad[0].ByColumn = ColumnsOf(v)
	if _, err := SumCounts(ctx, n, bad...); err == nil || !strings.Contains(err.Error(), "add up") {
		t.Errorf("a part whose columns do not add up: %v", err)
	}
	bad[0].ByColumn = Columns{}
	if _, err := SumCounts(ctx, n, bad...); err == nil || !strings.Contains(err.Error(), "split by column") {
		t.Errorf("a part without columns among parts with: %v", err)
	}
	// A plain count refuses a record by column.
	c := Counter{Method: Join, Done: map[Subproblem]Counts{{N: n, Method: Join, Number: 0}: {Total: 1, ByColumn: ColumnsOf(make([]uint64, n))}}}
	var se *SubproblemError
	if _, err := c.Count(ctx, n); !errors.As(err, &se) {
		t.Errorf("a plain count with a record by column: %v", err)
	}
}

func TestCountsGob(t *testing.T) {
	for _, c := range []Counts{{Total: 92, Unique: 12}, {Total: 2, ByColumn: ColumnsOf([]uint64{0, 1, 1, 0})}, {Total: 1, ByColumn: ColumnsOf([]uint64{})}} {
		var buf bytes.Buffer
		if err := gob.NewEncoder(&buf).Encode(c); err != nil {
			t.Fatal(err)
		}
		var back Counts
		if err := gob.NewDecoder(&buf).Decode(&back); err != nil || back != c {
			t.Errorf("%+v read back by gob as %+v, %v", c, back, err)
		}
	}
}
