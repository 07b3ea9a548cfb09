package counting

import (
	"context"
	"errors"
	"slices"
	"testing"
)

// TestSumShards checks the tally of shards by hand: the missing and the
// repeated ones, and the units held against those of the count.
func TestSumShards(t *testing.T) {
	ctx := context.Background()
	part := func(shard, units int) Piece {
		return Piece{Counts{Total: 2, Unique: 1}, Part{N: 8, Method: Backtrack, Shard: shard, Shards: 5, Subproblems: units}}
	}
	var se *ShardError
	_, err := Sum(ctx, 8, []Piece{part(3, 1), part(1, 1), part(3, 1), part(1, 1), part(1, 1)})
	if !errors.As(err, &se) || se.Missed != 3 || !slices.Equal(se.Missing, []int{0, 2, 4}) || !slices.Equal(se.Repeated, []int{1, 3}) {
		t.Errorf("shards 1 and 3, repeated, of 5: %#v", err)
	}
	_, err = Sum(ctx, 8, []Piece{part(0, 1), part(1, 1), part(2, 1), part(3, 1), part(4, 1)})
	if !errors.As(err, &se) || se.Held != 5 || se.Has <= 5 {
		t.Errorf("five shards of one unit each: %#v", err)
	}
	var pe *Problem
	mixed := []Piece{part(0, 1), {Counts: Counts{Total: 2}}}
	if _, err := Sum(ctx, 8, mixed); !errors.As(err, &pe) {
		t.Errorf("a shard and a part of none: %v, want a *Problem", err)
	}
}

// TestSumImplausible checks the rules that hold at every size, where the
// OEIS does not know the counts.
func TestSumImplausible(t *testing.T) {
	var ce *CountsError
	for _, c := range []Counts{{Total: 3, Unique: 1}, {Total: 16, Unique: 1}, {Total: 16, Unique: 9}, {Total: 12, Unique: 1}} {
		if _, err := Sum(context.Background(), 40, []Piece{{Counts: c}}); !errors.As(err, &ce) || ce.Why == "" {
			t.Errorf("%+v of size 40: %v, want a CountsError with a reason", c, err)
		}
	}
	if got, err := Sum(context.Background(), 40, []Piece{{Counts: Counts{Total: 16, Unique: 2}}, {Counts: Counts{Total: 8, Unique: 1}}}); err != nil || got != (Counts{Total: 24, Unique: 3}) {
		t.Errorf("16 and 2 with 8 and 1 of size 40: %+v, %v", got, err)
	}
}
