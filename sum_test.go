package nqueens

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens/internal/counting"
)

// TestSumCounts adds up the shards of counts by each method, and the
// records of every subproblem of a count, and checks the sums against
// OEIS; and checks that only the parts of a join count lack their Unique,
// and that parts that mix the two, or overflow, are refused.
func TestSumCounts(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	oeis := readOEIS(t)
	for n := 4; n <= 13; n++ {
		want := Counts{Total: oeis[n].total, Unique: oeis[n].unique}
		for _, m := range []Method{Backtrack, Join, Join2} {
			var shards, records []Counts
			for i := range 3 {
				c := Counter{Method: m, Shard: i, Shards: 3, Finished: func(_ Subproblem, counts Counts) error {
					records = append(records, counts)
					return nil
				}}
				counts, err := c.Count(ctx, n)
				if err != nil {
					t.Fatal(err)
				}
				shards = append(shards, counts)
			}
			for name, parts := range map[string][]Counts{"shards": shards, "records": records} {
				for _, p := range parts {
					if p.UniqueUnknown != (m != Backtrack) || p.UniqueUnknown && p.Unique != 0 {
						t.Errorf("n=%d by %v: a part of %s %+v", n, m, name, p)
					}
				}
				if got, err := SumCounts(ctx, n, parts...); got != want || err != nil {
					t.Errorf("n=%d by %v: SumCounts of the %s = %+v, %v; want %+v", n, m, name, got, err, want)
				}
			}
			if whole, err := (&Counter{Method: m}).Count(ctx, n); whole != want || err != nil {
				t.Errorf("n=%d by %v: the whole count %+v, %v; want %+v", n, m, whole, err, want)
			}
		}
	}
	_, err := SumCounts(ctx, 8, Counts{Total: 40, Unique: 5}, Counts{Total: 52, UniqueUnknown: true})
	if want := "nqueens: SumCounts: 1 of the 2 parts know their fundamental solutions and the others do not: they are not parts of one count"; err == nil || err.Error() != want {
		t.Errorf("SumCounts of mixed parts: %v, want %q", err, want)
	}
	if _, err := SumCounts(ctx, 8, Counts{Total: math.MaxUint64}, Counts{Total: 1}); !errors.Is(err, ErrOverflow) {
		t.Errorf("SumCounts past 2^64: %v, want ErrOverflow", err)
	}
	if _, err := SumCounts(ctx, 8, Counts{Total: 91, UniqueUnknown: true}); err == nil {
		t.Errorf("SumCounts of 91 solutions of size 8 without their Unique: no error")
	}
}

// countShards returns the Counts of the m shards of size n by method.
func countShards(t *testing.T, n int, method Method, m int) []Counts {
	t.Helper()
	shards := make([]Counts, m)
	for i := range shards {
		c := Counter{Method: method, Shard: i, Shards: m}
		var err error
		if shards[i], err = c.Count(context.Background(), n); err != nil {
			t.Fatalf("n=%d by %v, shard %d of %d: %v", n, method, i, m, err)
		}
		subs, err := c.Subproblems(context.Background(), n)
		if err != nil {
			t.Fatal(err)
		}
		if want := (Part{N: n, Method: method, Shard: i, Shards: m, Subproblems: len(subs)}); shards[i].Part != want {
			t.Fatalf("n=%d by %v, shard %d of %d: Part %+v, want %+v", n, method, i, m, shards[i].Part, want)
		}
	}
	return shards
}

// TestSumCountsRefuses adds up the four shards of size 12 by each method,
// and the same with one dropped, one doubled, and one of another size,
// method or number of shards: only the first gives a sum, and each of the
// others an error that says why, found from the parts' names alone.
func TestSumCountsRefuses(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	oeis := readOEIS(t)
	want := Counts{Total: oeis[12].total, Unique: oeis[12].unique}
	for _, m := range []Method{Backtrack, Join2} {
		other := Join2
		if m == Join2 {
			other = Backtrack
		}
		shards := countShards(t, 12, m, 4)
		if got, err := SumCounts(ctx, 12, shards...); got != want || err != nil {
			t.Errorf("by %v: the sum of the four shards = %+v, %v; want %+v", m, got, err, want)
		}
		foreign := map[string]Counts{
			"of size 13":           countShards(t, 13, m, 4)[2],
			"of " + other.String(): countShards(t, 12, other, 4)[2],
			"of 3 shards":          countShards(t, 12, m, 3)[2],
		}
		for name, part := range foreign {
			parts := slices.Clone(shards)
			parts[2] = part
			err := checkParts(12, parts)
			var se *ShardError
			if err == nil || errors.As(err, &se) {
				t.Errorf("by %v: the names of four shards with shard 2 %s: %v; want an error naming parts[2]", m, name, err)
			}
			if _, err := SumCounts(ctx, 12, parts...); err == nil {
				t.Errorf("by %v: the sum of four shards with shard 2 %s: no error", m, name)
			}
		}
		for name, tc := range map[string]struct {
			parts    []Counts
			missing  []int
			repeated []int
		}{
			"shard 0 dropped": {shards[1:], []int{0}, nil},
			"shard 0 twice":   {append([]Counts{shards[0]}, shards...), nil, []int{0}},
			"shard 3 for 1":   {[]Counts{shards[0], shards[3], shards[2], shards[3]}, []int{1}, []int{3}},
			"shard 2 alone":   {shards[2:3], []int{0, 1, 3}, nil},
		} {
			want := &ShardError{N: 12, Method: m, Shards: 4, Missing: tc.missing, Repeated: tc.repeated, missing: len(tc.missing)}
			var se *ShardError
			if err := checkParts(12, tc.parts); !errors.As(err, &se) || !equalShardErrors(se, want) {
				t.Errorf("by %v, %s: the parts' names give %v; want %v", m, name, err, want)
			}
			if _, err := SumCounts(ctx, 12, tc.parts...); !errors.As(err, &se) {
				t.Errorf("by %v, %s: SumCounts gives %v; want a *ShardError", m, name, err)
			}
		}
		// A shard among parts that name none, and a shard of the count
		// summed as of another size.
		anonymous := append([]Counts{{Total: shards[0].Total, Unique: shards[0].Unique, UniqueUnknown: shards[0].UniqueUnknown}}, shards[1:]...)
		if _, err := SumCounts(ctx, 12, anonymous...); err == nil {
			t.Errorf("by %v: three shards with a part that names none: no error", m)
		}
		if _, err := SumCounts(ctx, 11, shards...); err == nil {
			t.Errorf("by %v: the shards of 12 summed as of size 11: no error", m)
		}
	}
}

// checkParts returns the error of the sum of the parts of size n, which
// the check of their shards gives first, unnamed.
func checkParts(n int, parts []Counts) error {
	_, err := sumCounts(context.Background(), n, parts)
	return err
}

// equalShardErrors reports whether the fields of a and b are equal.
func equalShardErrors(a, b *ShardError) bool {
	return a.N == b.N && a.Method == b.Method && a.Shards == b.Shards && a.missing == b.missing &&
		slices.Equal(a.Missing, b.Missing) && slices.Equal(a.Repeated, b.Repeated)
}

// TestSumCountsSubsets adds up random collections of the shards of a count,
// each shard there any number of times, and checks that only the
// collections that hold each shard once give a sum, and that the others
// give a ShardError that lists exactly the shards missing and repeated.
func TestSumCountsSubsets(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	oeis := readOEIS(t)
	want := Counts{Total: oeis[13].total, Unique: oeis[13].unique}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, m := range []Method{Backtrack, Join2} {
		const shards = 6
		all := countShards(t, 13, m, shards)
		for range 300 {
			var parts []Counts
			times := make([]int, shards)
			for i := range rng.IntN(2 * shards) {
				s := rng.IntN(shards)
				if i < shards && rng.IntN(4) > 0 {
					s = i // most collections are close to the whole
				}
				parts = append(parts, all[s])
				times[s]++
			}
			rng.Shuffle(len(parts), func(i, j int) { parts[i], parts[j] = parts[j], parts[i] })
			var missing, repeated []int
			for s, k := range times {
				switch {
				case k == 0:
					missing = append(missing, s)
				case k > 1:
					repeated = append(repeated, s)
				}
			}
			got, err := SumCounts(ctx, 13, parts...)
			if missing == nil && repeated == nil {
				if got != want || err != nil {
					t.Errorf("by %v: shards %v, each once: %+v, %v; want %+v", m, times, got, err, want)
				}
				continue
			}
			var se *ShardError
			var ce *CountsError
			if len(parts) == 0 {
				// No part names a shard: nothing says what is missing,
				// but the sum, 0, is not that of 13.
				if !errors.As(err, &ce) {
					t.Errorf("by %v: no shard: %+v, %v; want a CountsError", m, got, err)
				}
				continue
			}
			if !errors.As(err, &se) || !slices.Equal(se.Missing, missing) || !slices.Equal(se.Repeated, repeated) {
				t.Errorf("by %v: shards %v: %+v, %v; want a ShardError with Missing %v and Repeated %v", m, times, got, err, missing, repeated)
			}
		}
	}
}

// TestSumCountsUnnamed checks the weaker promise for parts that name no
// shard: sums that differ from OEIS's are refused, and sums of sizes that
// OEIS does not know are returned as they are, if they are even and their
// classes hold them.
func TestSumCountsUnnamed(t *testing.T) {
	ctx := context.Background()
	oeis := readOEIS(t)
	for _, tc := range []struct {
		n     int
		parts []Counts
		err   bool
	}{
		{8, []Counts{{Total: 40, Unique: 5}, {Total: 52, Unique: 7}}, false},
		{8, []Counts{{Total: 40, Unique: 5}, {Total: 52, Unique: 6}}, true},    // one fundamental solution lost
		{8, []Counts{{Total: 40, Unique: 5}}, true},                            // a part lost
		{8, []Counts{{Total: 92, UniqueUnknown: true}}, false},                 // Unique from Burnside
		{8, []Counts{{Total: 92, Unique: 12, UniqueUnknown: true}}, true},      // a Unique it says it does not know
		{28, []Counts{{Total: 100, Unique: 13}, {Total: 2, Unique: 1}}, false}, // OEIS knows no 28
	} {
		got, err := SumCounts(ctx, tc.n, tc.parts...)
		if (err != nil) != tc.err {
			t.Errorf("SumCounts(%d, %+v) = %+v, %v; want an error: %v", tc.n, tc.parts, got, err, tc.err)
		}
		if err == nil && tc.n < len(oeis) && (got.Total != oeis[tc.n].total || got.Unique != oeis[tc.n].unique) {
			t.Errorf("SumCounts(%d, %+v) = %+v, but OEIS has %d and %d", tc.n, tc.parts, got, oeis[tc.n].total, oeis[tc.n].unique)
		}
	}
	if got, _ := SumCounts(ctx, 28, Counts{Total: 100, Unique: 13}, Counts{Total: 2, Unique: 1}); got != (Counts{Total: 102, Unique: 14}) {
		t.Errorf("SumCounts of size 28 = %+v, want {102 14}", got)
	}
	_, err := SumCounts(ctx, 8, Counts{Total: 84, Unique: 11})
	var ce *CountsError
	if !errors.As(err, &ce) || ce.N != 8 || ce.Sum != (Counts{Total: 84, Unique: 11}) || ce.Known != (Counts{Total: 92, Unique: 12}) {
		t.Errorf("SumCounts of 84 and 11 of size 8: %#v; want a CountsError with the sum and OEIS's counts", err)
	}
	for _, n := range []int{-1, MaxN + 1} {
		if _, err := SumCounts(ctx, n); err == nil {
			t.Errorf("SumCounts(%d): no error", n)
		}
	}
}

// TestSumCountsManyShards checks that a part of a count in more shards
// than there is memory for lists a bounded number of missing shards.
func TestSumCountsManyShards(t *testing.T) {
	part := Counts{Total: 0, Part: Part{N: 8, Method: Backtrack, Shard: 5, Shards: math.MaxInt}}
	var se *ShardError
	if err := checkParts(8, []Counts{part}); !errors.As(err, &se) || len(se.Missing) != counting.MaxListed || se.missing != math.MaxInt-1 || se.Missing[5] != 6 {
		t.Fatalf("one shard of MaxInt: %v", err)
	}
	if got, want := se.Error(), fmt.Sprintf("nqueens: : %d of the %d shards of n = 8 by backtrack are missing: 0-4, 6-", math.MaxInt-1, math.MaxInt); !strings.HasPrefix(got, want) {
		t.Errorf("the error begins %q, want %q", got, want)
	}
}

// TestCountsJSON checks that the Counts of a shard, saved as JSON, as a
// machine might send them to the one that adds them up, read back the
// same, and that those of a whole count have no part.
func TestCountsJSON(t *testing.T) {
	shards := countShards(t, 10, Join2, 2)
	for _, c := range shards {
		data, err := json.Marshal(c)
		if err != nil {
			t.Fatal(err)
		}
		var back Counts
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(c, back); diff != "" {
			t.Errorf("%s read back (-want +got):\n%s", data, diff)
		}
	}
	data, _ := json.Marshal(shards[1])
	if want := fmt.Sprintf(`{"total":%d,"unique":0,"unique_unknown":true,"part":{"n":10,"method":"join2","shard":1,"shards":2,"subproblems":1}}`, shards[1].Total); string(data) != want {
		t.Errorf("shard 1 of 2 of 10 as JSON: %s, want %s", data, want)
	}
	whole, _ := new(Counter).Count(context.Background(), 10)
	if data, _ := json.Marshal(whole); string(data) != `{"total":724,"unique":92}` {
		t.Errorf("the whole count of 10 as JSON: %s", data)
	}
}

// TestSumCountsPlausible checks what SumCounts checks at sizes the OEIS
// does not know: an odd total, or one that its classes cannot hold, is a
// *CountsError, and parts that know no Unique above size 32 an error that
// says why.
func TestSumCountsPlausible(t *testing.T) {
	ctx := context.Background()
	for _, c := range []Counts{{Total: 16, Unique: 2}, {Total: 4, Unique: 2}, {Total: 10, Unique: 2}, {}} {
		if got, err := SumCounts(ctx, 30, c); err != nil || got != c {
			t.Errorf("SumCounts(30, %+v) = %+v, %v; want it", c, got, err)
		}
	}
	for _, c := range []Counts{{Total: 1, Unique: 1}, {Total: 18, Unique: 2}, {Total: 2, Unique: 2}, {Total: 14, Unique: 1}, {Total: 2}, {Unique: 1}} {
		var ce *CountsError
		if got, err := SumCounts(ctx, 30, c); !errors.As(err, &ce) || ce.Sum != c || got != (Counts{}) {
			t.Errorf("SumCounts(30, %+v) = %+v, %v; want a *CountsError", c, got, err)
		}
	}
	_, err := SumCounts(ctx, 64, Counts{Total: 2, UniqueUnknown: true})
	if err == nil || !strings.Contains(err.Error(), "those of size 64 cannot be found from the total") || !strings.Contains(err.Error(), "up to size 32") {
		t.Errorf("SumCounts(64) of a part without its Unique: %v", err)
	}
}

// TestSumCountsSubproblems changes the Subproblems of one shard of four,
// each there once: SumCounts refuses the parts with a *ShardError that
// gives the subproblems they hold and those the count has.
func TestSumCountsSubproblems(t *testing.T) {
	shards := countShards(t, 12, Backtrack, 4)
	all, err := (&Counter{Method: Backtrack}).Subproblems(context.Background(), 12)
	if err != nil {
		t.Fatal(err)
	}
	for _, delta := range []int{-1, 1} {
		parts := slices.Clone(shards)
		parts[2].Part.Subproblems += delta
		_, err := SumCounts(context.Background(), 12, parts...)
		var se *ShardError
		if !errors.As(err, &se) || se.Held != len(all)+delta || se.Has != len(all) || len(se.Missing) != 0 || len(se.Repeated) != 0 {
			t.Fatalf("a shard's Subproblems moved by %d: %v", delta, err)
		}
		want := fmt.Sprintf("nqueens: SumCounts: the 4 shards of n = 12 by backtrack hold %d subproblems in all, but the count has %d", len(all)+delta, len(all))
		if err.Error() != want {
			t.Errorf("a shard's Subproblems moved by %d: %q, want %q", delta, err, want)
		}
	}
}
