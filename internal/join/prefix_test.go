package join

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nqueens-go/nqueens/internal/disjoint"
	"github.com/nqueens-go/nqueens/internal/oracletest"
)

// completionsByHand returns, for each column c of the row after prefix's,
// the number of solutions of size n whose first rows are prefix and c,
// found by the plain search of internal/oracletest, which tries every
// column of every row.
func completionsByHand(n int, prefix []int) []uint64 {
	counts := make([]uint64, n)
	r := len(prefix)
	for _, b := range oracletest.Completions(n, func(row, c int) bool { return row >= r || prefix[row] == c }) {
		counts[b[r]]++
	}
	return counts
}

// randomPrefix returns the columns of the first rows of a board of size n,
// up to most of them, drawn at random so that no queen attacks another;
// fewer where no column of the next row is free.
func randomPrefix(r *rand.Rand, n, most int) []int {
	var prefix []int
	for range r.IntN(most + 1) {
		var free []int
		for c := range n {
			if oracletest.Safe(prefix, c) {
				free = append(free, c)
			}
		}
		if len(free) == 0 {
			break
		}
		prefix = append(prefix, free[r.IntN(len(free))])
	}
	return prefix
}

// TestRowCounts checks the join's counts of the completions of first
// rows, by the next row's column, against a count by hand, for even sizes
// from 4 to 12, no rows placed, which joins the classes of the sets of
// rows, and prefixes of up to n/2-1 rows, drawn at random: with the table
// filled and streamed, on one goroutine and on three.
func TestRowCounts(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 39))
	most, tries := 12, 12
	if testing.Short() || raceEnabled {
		most, tries = 10, 4
	}
	for n := 4; n <= most; n += 2 {
		filled, streamed := &Rows{n: n}, &Rows{n: n, stream: true}
		// The count by hand with no rows placed, the costliest, serves
		// every try that places none.
		none := completionsByHand(n, nil)
		for try := range tries {
			prefix := randomPrefix(r, n, n/2-1)
			if try < 4 {
				prefix = nil
			}
			want := none
			if len(prefix) > 0 {
				want = completionsByHand(n, prefix)
			}
			rs, workers := filled, 1+2*(try/2%2)
			if try%2 == 1 {
				rs = streamed
			}
			got, err := rs.Counts(context.Background(), prefix, workers)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got, want) {
				t.Fatalf("n = %d, prefix %v (stream %t, %d workers): completions by column %v, want %v", n, prefix, rs.stream, workers, got, want)
			}
		}
	}
}

// TestRowCountsUnreachable checks that no key of a half-solution of a
// phase of first rows holds a bit that the phase's fold takes for one no
// key holds, for every set X of the phases of random first rows of
// sizes 8 to 14.
func TestRowCountsUnreachable(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 9))
	most := 14
	if testing.Short() || raceEnabled {
		most = 10
	}
	for n := 8; n <= most; n += 2 {
		h := n / 2
		table, err := newQuarterIndex(context.Background(), h)
		if err != nil {
			t.Fatal(err)
		}
		if err := table.fill(context.Background()); err != nil {
			t.Fatal(err)
		}
		for range 6 {
			p := prefixPhase(n, randomPrefix(r, n, 4))
			dead := p.unreachable(n - h)
			p.fold = disjoint.NewFold(2*(2*h-1), 0) // keys as they are
			checkNoKeyHolds(t, table, n, &p, dead, fmt.Sprintf("n = %d, bits taken for unreachable", n))
		}
	}
}

// TestRowCountsCancel checks that Rows.Counts returns the context's
// error once it is done, before and after its table is built.
func TestRowCountsCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	rs := NewRows(16)
	if _, err := rs.Counts(ctx, []int{3}, 2); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled: %v", err)
	}
	if _, err := rs.Counts(context.Background(), []int{3, 0, 2, 4}, 2); err != nil {
		t.Fatal(err)
	}
	if _, err := rs.Counts(ctx, []int{3}, 2); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled, the table built: %v", err)
	}
}
