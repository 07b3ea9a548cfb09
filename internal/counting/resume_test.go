package counting

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/nqueens-go/nqueens/internal/join"
)

// errPower stands for a count stopped part way, by the test.
var errPower = errors.New("power failure")

// madeBy returns the method that a count by m of size n with MaxMemory
// limit counts by, by the rule of Auto: the join, Join2, from 12 to 25
// where at least the table's index fits (a limit of one byte fits none),
// and backtracking elsewhere.
func madeBy(m Method, n int, limit int64) Method {
	if m != Auto {
		return m
	}
	if n >= 12 && n <= 25 && limit != 1 {
		return Join2
	}
	return Backtrack
}

// aCount is the settings of a count and its size.
type aCount struct {
	c Settings
	n int
}

func (a aCount) String() string {
	return fmt.Sprintf("n=%d by %v, shard %d/%d, MaxMemory %d", a.n, a.c.Method, a.c.Shard, a.c.Shards, a.c.MaxMemory)
}

// resumeCounts returns the counts of size 9 and 12 by every method, whole
// and in shards 1 and 2 of 3, with the default MaxMemory and with one
// byte, which no join's table fits: those whose settings Count takes.
func resumeCounts() []aCount {
	var all []aCount
	for _, n := range []int{9, 12} {
		for _, m := range Methods() {
			for _, shard := range [][2]int{{0, 0}, {1, 3}, {2, 3}} {
				for _, limit := range []int64{0, 1} {
					c := Settings{Method: m, Shard: shard[0], Shards: shard[1], MaxMemory: limit}
					if _, err := c.MethodFor(context.Background(), n); err == nil {
						all = append(all, aCount{c, n})
					}
				}
			}
		}
	}
	return all
}

// stopPartWay counts a until about half of its units have finished, on
// one goroutine so that which ones is the same in every run, and returns
// their records.
func stopPartWay(t *testing.T, a aCount) map[Unit]Counts {
	t.Helper()
	_, units, err := a.c.Units(context.Background(), a.n)
	if err != nil {
		t.Fatal(err)
	}
	done := make(map[Unit]Counts)
	c := a.c
	c.Workers = 1
	c.Finished = func(u Unit, counts Counts) error {
		if 2*len(done) >= len(units) {
			return errPower
		}
		done[u] = counts
		return nil
	}
	if _, err := c.Count(context.Background(), a.n); err != nil && err != errPower {
		t.Fatal(err)
	}
	return done
}

// TestResumeMatrix stops each count of resumeCounts part way and resumes
// it in each of them: every method that records, against every method
// that resumes, for the same size and another, the same shard and
// another, the same MaxMemory and another. A resumed count gives what a
// count of it afresh gives, or refuses Done with a *UnitError: it refuses
// whenever the records are of another size or another method, and it
// gives the answer whenever they are of the same count, or of a shard of
// the whole count that resumes them.
func TestResumeMatrix(t *testing.T) {
	estimateOnce(t)
	ctx := context.Background()
	counts := resumeCounts()
	fresh := make([]Counts, len(counts))
	for i, a := range counts {
		var err error
		if fresh[i], err = a.c.Count(ctx, a.n); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
		if want := known(t, a.n); a.c.Shards == 0 && fresh[i] != want {
			t.Fatalf("%v: %+v, want %+v (OEIS)", a, fresh[i], want)
		}
	}
	for _, rec := range counts {
		done := stopPartWay(t, rec)
		if len(done) == 0 {
			t.Fatalf("%v: no unit recorded", rec)
		}
		recBy := madeBy(rec.c.Method, rec.n, rec.c.MaxMemory)
		for i, res := range counts {
			name := fmt.Sprintf("recorded by %v, resumed by %v", rec, res)
			c := res.c
			c.Done = done
			got, err := c.Count(ctx, res.n)
			resBy := madeBy(res.c.Method, res.n, res.c.MaxMemory)
			sameCount := rec.n == res.n && recBy == resBy
			var ue *UnitError
			switch {
			case err != nil && !errors.As(err, &ue):
				t.Errorf("%s: %v, not a *UnitError", name, err)
			case err == nil && got != fresh[i]:
				t.Errorf("%s: %+v with a nil error; counted afresh, %+v", name, got, fresh[i])
			case err == nil && !sameCount:
				t.Errorf("%s: %+v with a nil error; want a *UnitError", name, got)
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
// records of other counts, of any size up to 12, any method and shard and
// MaxMemory, and checks that each count gives what a count of it afresh
// gives, or refuses Done with a *UnitError: the one or the other as the
// records all are, or are not, units of the count.
func TestResumeProperty(t *testing.T) {
	estimateOnce(t)
	ctx := context.Background()
	r := rand.New(rand.NewPCG(26, 1))
	randomCount := func() aCount {
		for {
			n := r.IntN(13)
			shards := []int{0, 0, 2, 3, 5}[r.IntN(5)]
			c := Settings{
				Method:    Method(r.IntN(4)),
				Shards:    shards,
				Shard:     r.IntN(max(shards, 1)),
				MaxMemory: []int64{0, 1, 1 << 20}[r.IntN(3)],
			}
			if _, err := c.MethodFor(ctx, n); err == nil {
				return aCount{c, n}
			}
		}
	}
	type key struct {
		method           Method
		shard, shards, n int
		maxMemory        int64
	}
	records := make(map[key]map[Unit]Counts) // every record of a count
	allOf := func(a aCount) map[Unit]Counts {
		k := key{a.c.Method, a.c.Shard, a.c.Shards, a.n, a.c.MaxMemory}
		if all, ok := records[k]; ok {
			return all
		}
		all := make(map[Unit]Counts)
		c := a.c
		c.Finished = func(u Unit, counts Counts) error {
			all[u] = counts
			return nil
		}
		if _, err := c.Count(ctx, a.n); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
		records[k] = all
		return all
	}
	rounds := 200
	if testing.Short() || raceEnabled {
		rounds = 100
	}
	for range rounds {
		// Records of one or two counts, each kept with a chance of one in
		// two, three or four.
		done := make(map[Unit]Counts)
		var from []string
		for range 1 + r.IntN(2) {
			a := randomCount()
			from = append(from, a.String())
			keep := 2 + r.IntN(3)
			all := allOf(a)
			for _, u := range slices.SortedFunc(maps.Keys(all), compareUnits) {
				if r.IntN(keep) == 0 {
					done[u] = all[u]
				}
			}
		}
		a := randomCount()
		name := fmt.Sprintf("%d records of %s, resumed by %v", len(done), strings.Join(from, " and "), a)
		method, units, err := a.c.Units(ctx, a.n)
		if err != nil {
			t.Fatal(err)
		}
		holds := true
		for u := range done {
			holds = holds && u.N == a.n && u.Method == method && slices.Contains(units, u.Number)
		}
		want, err := a.c.Count(ctx, a.n)
		if err != nil {
			t.Fatal(err)
		}
		c := a.c
		c.Done = done
		got, err := c.Count(ctx, a.n)
		var ue *UnitError
		switch {
		case holds && (err != nil || got != want):
			t.Errorf("%s: %+v, %v; want %+v", name, got, err, want)
		case !holds && !errors.As(err, &ue):
			t.Errorf("%s: %+v, %v; want a *UnitError", name, got, err)
		case !holds && ue.Unit.N == a.n && ue.Unit.Method == method && slices.Contains(units, ue.Unit.Number):
			t.Errorf("%s: %v, which names a unit of the count", name, err)
		}
	}
}

// TestMethodForAuto checks the rule of Auto: Join2 from 12 to join.MaxN,
// where the table's index fits MaxMemory, backtracking elsewhere; and
// that the method depends on the size and MaxMemory alone, not on Shards,
// Done, Finished or Progress.
func TestMethodForAuto(t *testing.T) {
	finished := func(Unit, Counts) error { return nil }
	// Sizing the table of n = 22 to 25 takes a count of its quarter's
	// placements, that of 24 and 25 many times longer than that of 22
	// and 23; past the sizes counted, join.MaxN+1, which Auto backtracks.
	maxN := 23
	if testing.Short() || raceEnabled {
		maxN = 21
	}
	var sizes []int
	for n := 0; n <= maxN; n++ {
		sizes = append(sizes, n)
	}
	for _, n := range append(sizes, join.MaxN+1) {
		want, err := (&Settings{}).MethodFor(context.Background(), n)
		if err != nil {
			t.Fatal(err)
		}
		if wantJoin := n >= 12 && n <= join.MaxN; (want == Join2) != wantJoin || want != Join2 && want != Backtrack {
			t.Errorf("Auto counts n = %d by %v", n, want)
		}
		for _, c := range []Settings{
			{Shards: 4, Shard: 1},
			{Done: map[Unit]Counts{}},
			{Finished: finished},
			{Progress: func(int, int) {}},
		} {
			if got, err := c.MethodFor(context.Background(), n); got != want || err != nil {
				t.Errorf("n = %d: %+v takes %v, %v; the zero Settings take %v", n, c, got, err, want)
			}
		}
	}
	// 100 KiB holds the index of n = 14 (64 KiB), and the join streams;
	// 10 KiB does not, and Auto backtracks.
	for _, tt := range []struct {
		limit int64
		want  Method
	}{{100 << 10, Join2}, {10 << 10, Backtrack}} {
		small := Settings{MaxMemory: tt.limit}
		if m, err := small.MethodFor(context.Background(), 14); m != tt.want || err != nil {
			t.Errorf("MethodFor(14) with %d bytes: %v, %v; want %v", tt.limit, m, err, tt.want)
		}
	}
}
