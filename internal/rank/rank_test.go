package rank

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"sync/atomic"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens/internal/backtrack"
	"github.com/nqueens-go/nqueens/internal/complete"
	"github.com/nqueens-go/nqueens/internal/oeis"
	"github.com/nqueens-go/nqueens/internal/oracletest"
)

// The tests take their truth from a brute-force search written as plainly
// as possible, which knows nothing of counting, and from the OEIS tables
// in the module's testdata. Up to size 10 the search lists every solution,
// and a solution's place is its index in the list. Above that it only
// steps from a board to the next solution, so that the places that
// Unrank gives are checked where it matters: at the ends, at the borders
// of the blocks of solutions that share their first rows, whose sizes are
// the counts of completions Unrank and Rank add up, and around places
// drawn at random.

// --- The oracle ---

// oracle returns every solution of size n in lexicographic order, by the
// plain search of internal/oracletest: row by row, each column in turn,
// checked against every queen above it.
func oracle(n int) [][]int { return oracletest.Solutions(n) }

// following returns the first solution of size len(b) greater than b in
// lexicographic order, or nil if there is none, by the oracle's search
// started at b. b need not be a solution, and its columns may lie off the
// board.
func following(b []int) []int {
	n := len(b)
	cur := make([]int, 0, n)
	var search func(tight bool) []int // tight: cur is b's first rows
	search = func(tight bool) []int {
		r := len(cur)
		if r == n {
			if tight {
				return nil // b itself
			}
			return slices.Clone(cur)
		}
		from := 0
		if tight {
			from = max(b[r], 0)
		}
		for c := from; c < n; c++ {
			if oracletest.Safe(cur, c) {
				cur = append(cur, c)
				if s := search(tight && c == b[r]); s != nil {
					return s
				}
				cur = cur[:r]
			}
		}
		return nil
	}
	return search(true)
}

// mirrored returns b reflected left to right. Reflecting every solution
// reverses their order, as it reverses the order of every pair of boards.
func mirrored(b []int) []int {
	m := make([]int, len(b))
	for r, c := range b {
		m[r] = len(b) - 1 - c
	}
	return m
}

// preceding returns the last solution less than b, or nil, as the mirror
// image of the first one after b's mirror image.
func preceding(b []int) []int {
	if s := following(mirrored(b)); s != nil {
		return mirrored(s)
	}
	return nil
}

// firstWith returns the first solution of size n whose first rows hold
// the columns of prefix, or nil if none does.
func firstWith(n int, prefix []int) []int {
	if len(prefix) == n {
		if oracletest.IsSolution(prefix) {
			return append([]int{}, prefix...)
		}
		return nil
	}
	b := slices.Repeat([]int{-1}, n)
	copy(b, prefix)
	if s := following(b); s != nil && slices.Equal(s[:len(prefix)], prefix) {
		return s
	}
	return nil
}

// TestOracle checks the oracle against OEIS, and its steps against its
// list.
func TestOracle(t *testing.T) {
	rows := readOEIS(t)
	for n := range 11 {
		all := oracle(n)
		if uint64(len(all)) != rows[n].Total {
			t.Errorf("n=%d: the oracle finds %d solutions, OEIS A000170 says %d", n, len(all), rows[n].Total)
		}
		var stepped [][]int
		for b := firstWith(n, nil); b != nil; b = following(b) {
			stepped = append(stepped, b)
		}
		if diff := cmp.Diff(all, stepped); diff != "" {
			t.Errorf("n=%d: the steps of following (-want +got):\n%s", n, diff)
		}
		var back [][]int
		if len(all) > 0 {
			for b := all[len(all)-1]; b != nil; b = preceding(b) {
				back = append(back, b)
			}
		}
		slices.Reverse(back)
		if diff := cmp.Diff(all, back); diff != "" {
			t.Errorf("n=%d: the steps of preceding (-want +got):\n%s", n, diff)
		}
	}
}

// --- Every place up to size 10 ---

// TestEveryPlace checks, for every size up to 10, that Unrank gives each
// solution of the oracle at its place, that Rank gives each its place, and
// that Total is their number.
func TestEveryPlace(t *testing.T) {
	ctx := context.Background()
	rows := readOEIS(t)
	for n := range 11 {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			all := oracle(n)
			total, err := Total(ctx, n)
			if err != nil || total != rows[n].Total {
				t.Errorf("Total = %d, %v; want %d", total, err, rows[n].Total)
			}
			for k, want := range all {
				got, err := Unrank(ctx, n, uint64(k))
				if err != nil {
					t.Fatalf("Unrank(%d): %v", k, err)
				}
				if diff := cmp.Diff(want, got); diff != "" {
					t.Fatalf("Unrank(%d) (-want +got):\n%s", k, diff)
				}
				if r, err := Rank(ctx, want); err != nil || r != uint64(k) {
					t.Fatalf("Rank(%v) = %d, %v; want %d", want, r, err, k)
				}
			}
		})
	}
}

// TestOutOfRange checks that Unrank refuses each place from the number of
// solutions on with an *OutOfRange that names the size, the place and the
// number.
func TestOutOfRange(t *testing.T) {
	ctx := context.Background()
	rows := readOEIS(t)
	for _, n := range []int{0, 1, 2, 3, 4, 8, 10, 12, 14} {
		total := rows[n].Total
		for _, k := range []uint64{total, total + 1, math.MaxUint64} {
			b, err := Unrank(ctx, n, k)
			var oor *OutOfRange
			if !errors.As(err, &oor) {
				t.Errorf("n=%d: Unrank(%d) = %v, %v; want an *OutOfRange", n, k, b, err)
				continue
			}
			if diff := cmp.Diff(OutOfRange{N: n, K: k, Total: total}, *oor); diff != "" {
				t.Errorf("n=%d: Unrank(%d)'s error (-want +got):\n%s", n, k, diff)
			}
		}
	}
	err := &OutOfRange{N: 8, K: 92, Total: 92}
	if got, want := err.Error(), "place 92 is out of range: size 8 has 92 solutions"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
}

// --- Places of larger sizes ---

// TestPlaces checks Unrank and Rank at places of sizes 11 to 14, too
// many to check every one (checkPlaces): the borders of the blocks of row 0,
// and of rows 0 and 1 in some of them, and places drawn at random. Up to
// 13 each block of row 0 is walked through. For 14, blocks 0 and 13 are
// walked, the counts of row 1 come from backtracking in blocks 1 to 4 and
// 9 to 12 and from joins of half boards in blocks 5 to 8, and the blocks
// of rows 0 and 1 are walked.
func TestPlaces(t *testing.T) {
	t.Parallel()
	rows := readOEIS(t)
	for _, tc := range []struct {
		n      int
		blocks []int // the blocks of row 0 whose blocks of row 1 to check
		random int
	}{
		{n: 11, blocks: []int{0, 3, 5}, random: 40},
		{n: 12, blocks: []int{1, 6}, random: 40},
		{n: 13, blocks: []int{2, 6}, random: 20},
		{n: 14, blocks: []int{2, 6}, random: 2},
	} {
		t.Run(fmt.Sprintf("n=%d", tc.n), func(t *testing.T) {
			t.Parallel()
			var prefixes [][]int
			for c := 1; c < tc.n; c++ {
				prefixes = append(prefixes, []int{c})
			}
			for _, c0 := range tc.blocks {
				for c1 := 1; c1 < tc.n; c1++ {
					prefixes = append(prefixes, []int{c0, c1})
				}
			}
			random := tc.random
			if raceEnabled {
				prefixes, random = [][]int{{1}, {tc.n / 2}, {tc.blocks[1], tc.n - 1}}, 2
			}
			checkPlaces(t, tc.n, rows[tc.n].Total, prefixes, random)
		})
	}
}

// TestPlacesLarge checks Unrank and Rank as TestPlaces does at sizes 15
// and 16, at the borders of a few blocks of one and of three rows. The
// counts of row 0 come from the classes of start placements for 15 and
// from a join of half boards for 16. Below, those of 15 come from
// backtracking, down to row 2 in the blocks of rows 0 and 1 of 7 and 3,
// and 6 and each column; those of 16 from joins, down to row 2 in the
// block of 7 and 3, and from backtracking in the block of 1 and 3, too
// small to join.
func TestPlacesLarge(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("a place of size 16 takes a fifth of a second")
	}
	t.Parallel()
	rows := readOEIS(t)
	for _, tc := range []struct {
		n        int
		prefixes [][]int
	}{
		{n: 15, prefixes: [][]int{{7, 3, 1}, {14}}},
		{n: 16, prefixes: [][]int{{7, 3, 8}, {1, 3, 5}}},
	} {
		t.Run(fmt.Sprintf("n=%d", tc.n), func(t *testing.T) {
			t.Parallel()
			checkPlaces(t, tc.n, rows[tc.n].Total, tc.prefixes, 1)
		})
	}
}

// checkPlaces checks, for size n with total solutions:
//
//   - Unrank at places 0, 1, total-2 and total-1 against the first
//     solution, the one after, and their mirror images;
//   - the border of the block of solutions whose first rows hold the
//     columns of each prefix: its first solution, found by the oracle, is
//     at the place Rank gives it, and Unrank gives it there and the
//     oracle's solution before it at the place before, so that the blocks
//     before it add up to that place;
//   - random places: Unrank gives a solution there whose Rank is the
//     place, in increasing order for increasing places, and for some of
//     them, the oracle's next solution at the next place, and its mirror
//     image at the place as far from the end;
//   - and that the place total is out of range.
func checkPlaces(t *testing.T, n int, total uint64, prefixes [][]int, random int) {
	t.Helper()
	ctx := context.Background()
	got, err := Total(ctx, n)
	if err != nil || got != total {
		t.Fatalf("Total = %d, %v; want %d", got, err, total)
	}
	at := func(k uint64) []int {
		t.Helper()
		b, err := Unrank(ctx, n, k)
		if err != nil {
			t.Fatalf("Unrank(%d): %v", k, err)
		}
		return b
	}
	placeOf := func(b []int) uint64 {
		t.Helper()
		k, err := Rank(ctx, b)
		if err != nil {
			t.Fatalf("Rank(%v): %v", b, err)
		}
		return k
	}
	wantAt := func(k uint64, want []int) {
		t.Helper()
		if diff := cmp.Diff(want, at(k)); diff != "" {
			t.Fatalf("Unrank(%d) (-want +got):\n%s", k, diff)
		}
	}

	// The ends.
	first := firstWith(n, nil)
	next := following(first)
	wantAt(0, first)
	wantAt(1, next)
	wantAt(total-2, mirrored(next))
	wantAt(total-1, mirrored(first))

	// The borders of the blocks.
	for _, prefix := range prefixes {
		b := firstWith(n, prefix)
		if b == nil {
			continue // no solution starts so
		}
		k := placeOf(b)
		wantAt(k, b)
		if before := preceding(b); before != nil {
			wantAt(k-1, before)
		} else if k != 0 {
			t.Fatalf("Rank(%v) = %d, want 0: no solution comes before it", b, k)
		}
	}

	// Random places, in increasing order.
	rng := rand.New(rand.NewPCG(uint64(n), 14))
	ks := make([]uint64, random)
	for i := range ks {
		ks[i] = rng.Uint64N(total - 1)
	}
	slices.Sort(ks)
	ks = slices.Compact(ks)
	var prev []int
	for i, k := range ks {
		b := at(k)
		if !oracletest.IsSolution(b) {
			t.Fatalf("Unrank(%d) = %v, not a solution", k, b)
		}
		if r := placeOf(b); r != k {
			t.Fatalf("Rank(Unrank(%d)) = Rank(%v) = %d", k, b, r)
		}
		if prev != nil && slices.Compare(prev, b) >= 0 {
			t.Fatalf("Unrank(%d) = %v, not after Unrank(%d) = %v", k, b, ks[i-1], prev)
		}
		prev = b
		if i%4 == 0 {
			wantAt(k+1, following(b))
			wantAt(total-1-k, mirrored(b))
		}
	}

	var oor *OutOfRange
	if _, err := Unrank(ctx, n, total); !errors.As(err, &oor) {
		t.Errorf("Unrank(%d): %v, want an *OutOfRange", total, err)
	}
}

// --- The caches and the context ---

// TestForget checks that the counts of row 0, counted again after Forget,
// give the same places.
func TestForget(t *testing.T) {
	ctx := context.Background()
	const n, k = 12, 9876
	before, err := Unrank(ctx, n, k)
	if err != nil {
		t.Fatal(err)
	}
	Forget(n)
	if total, err := Total(ctx, n); err != nil || total != 14200 {
		t.Errorf("Total after Forget = %d, %v; want 14200", total, err)
	}
	Forget(n)
	after, err := Unrank(ctx, n, k)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(before, after); diff != "" {
		t.Errorf("Unrank(%d, %d) after Forget (-before +after):\n%s", n, k, diff)
	}
}

// TestCancelled checks that each function returns ctx.Err() for a
// context already done wherever it has counting left to do: Total and
// Rank of a size whose counts of row 0 were forgotten, Rank of a board
// whose row 1 must be counted, Unrank always, and Starts.
func TestCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	const n = 14
	mid, err := Unrank(context.Background(), n, 365596/2)
	if err != nil {
		t.Fatal(err)
	}
	for _, forget := range []bool{false, true} {
		if forget {
			Forget(n)
			if _, err := Total(ctx, n); !errors.Is(err, context.Canceled) {
				t.Errorf("Total, forgotten: %v, want %v", err, context.Canceled)
			}
		}
		if _, err := Rank(ctx, mid); !errors.Is(err, context.Canceled) {
			t.Errorf("Rank(%v), forgotten %v: %v, want %v", mid, forget, err, context.Canceled)
		}
		for _, m := range []int{0, 1, 8, n} {
			if _, err := Unrank(ctx, m, 0); !errors.Is(err, context.Canceled) {
				t.Errorf("Unrank(%d, 0), forgotten %v: %v, want %v", m, forget, err, context.Canceled)
			}
		}
	}
	if _, _, _, err := Starts(ctx, 10); !errors.Is(err, context.Canceled) {
		t.Errorf("Starts: %v, want %v", err, context.Canceled)
	}
}

// doneAfter is a context that its own Err cancels once it has been asked
// more than after times, so that a search finds it done part way through,
// wherever it looks first, on whichever goroutine.
type doneAfter struct {
	context.Context
	cancel context.CancelFunc
	after  int64
	calls  atomic.Int64
}

func newDoneAfter(after int64) *doneAfter {
	ctx, cancel := context.WithCancel(context.Background())
	return &doneAfter{Context: ctx, cancel: cancel, after: after}
}

func (d *doneAfter) Err() error {
	if d.calls.Add(1) > d.after {
		d.cancel()
	}
	return d.Context.Err()
}

// TestCancelledPartWay checks that Unrank, Rank and Total return ctx.Err()
// when ctx is done part way through their counts: of row 1 of size 14 by
// backtracking (in the block of column 2) and by a join (column 7), and
// of row 0.
func TestCancelledPartWay(t *testing.T) {
	const n = 14
	ctx := context.Background()
	if _, err := Total(ctx, n); err != nil {
		t.Fatal(err)
	}
	for _, c := range []int{2, 7} {
		b := firstWith(n, []int{c, n - 1})
		k, err := Rank(ctx, b)
		if err != nil {
			t.Fatal(err)
		}
		// Done at the count's first look, or its second: past both, a
		// count may be over before it looks again.
		for _, after := range []int64{0, 1} {
			if _, err := Unrank(newDoneAfter(after), n, k); !errors.Is(err, context.Canceled) {
				t.Errorf("Unrank(%d), done after %d looks: %v, want %v", k, after, err, context.Canceled)
			}
			if _, err := Rank(newDoneAfter(after), b); !errors.Is(err, context.Canceled) {
				t.Errorf("Rank(%v), done after %d looks: %v, want %v", b, after, err, context.Canceled)
			}
		}
	}
	Forget(n)
	for _, after := range []int64{0, 1} {
		if _, err := Total(newDoneAfter(after), n); !errors.Is(err, context.Canceled) {
			t.Errorf("Total, forgotten, done after %d looks: %v, want %v", after, err, context.Canceled)
		}
		if _, _, _, err := Starts(newDoneAfter(after), n); !errors.Is(err, context.Canceled) {
			t.Errorf("Starts, done after %d looks: %v, want %v", after, err, context.Canceled)
		}
	}
}

// --- Start placements ---

// startOf returns the start placement of the solution b: the columns of
// the queens of the top and bottom rows, the rows of the queens of the
// left and right columns.
func startOf(b []int) backtrack.Start {
	n := len(b)
	return backtrack.Start{
		Top:    int8(b[0]),
		Bottom: int8(b[n-1]),
		Left:   int8(slices.Index(b, 0)),
		Right:  int8(slices.Index(b, n-1)),
	}
}

// imageOf returns the image of the start placement s of size n under f,
// found by moving its four queens.
func imageOf(s backtrack.Start, n int, f func(n, r, c int) (int, int)) backtrack.Start {
	var t backtrack.Start
	for _, q := range [][2]int{{0, int(s.Top)}, {n - 1, int(s.Bottom)}, {int(s.Left), 0}, {int(s.Right), n - 1}} {
		r, c := f(n, q[0], q[1])
		switch {
		case r == 0:
			t.Top = int8(c)
		case r == n-1:
			t.Bottom = int8(c)
		}
		switch {
		case c == 0:
			t.Left = int8(r)
		case c == n-1:
			t.Right = int8(r)
		}
	}
	return t
}

// TestStarts checks Starts, Images and StartGrid against the oracle for
// sizes 4 to 10: the images of the listed placements are the start
// placements of all the solutions, each once; the number Starts gives for
// each is that of the solutions of its images, as many for each image;
// the total is that of all the solutions; and the completions of a
// placement's StartGrid are the solutions with that placement, in
// lexicographic order.
func TestStarts(t *testing.T) {
	ctx := context.Background()
	for n := 4; n <= 10; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			all := oracle(n)
			solutionsOf := make(map[backtrack.Start][][]int)
			for _, b := range all {
				solutionsOf[startOf(b)] = append(solutionsOf[startOf(b)], b)
			}
			list, totals, total, err := Starts(ctx, n)
			if err != nil {
				t.Fatal(err)
			}
			if total != uint64(len(all)) {
				t.Errorf("total %d, want %d", total, len(all))
			}
			var sum uint64
			seen := make(map[backtrack.Start]bool)
			for i, s := range list {
				sum += totals[i]
				images, by := Images(s, n)
				var found uint64
				for j, image := range images {
					if seen[image] {
						t.Errorf("start %+v is an image of two listed placements", image)
					}
					seen[image] = true
					if got, want := uint64(len(solutionsOf[image]))*uint64(len(images)), totals[i]; got != want {
						t.Errorf("start %+v, image %d of %+v by symmetry %d: %d solutions, %d images, want %d in all", image, j, s, by[j], len(solutionsOf[image]), len(images), want)
					}
					found += uint64(len(solutionsOf[image]))
					checkStartGrid(t, image, n, solutionsOf[image])
				}
				if found != totals[i] {
					t.Errorf("start %+v: %d solutions, Starts says %d", s, found, totals[i])
				}
			}
			if sum != total {
				t.Errorf("the numbers of solutions add up to %d, want %d", sum, total)
			}
			for s := range solutionsOf {
				if !seen[s] {
					t.Errorf("start %+v of %d solutions is no listed placement's image", s, len(solutionsOf[s]))
				}
			}
		})
	}
}

// checkStartGrid checks that StartGrid(s, n) places the queens of s alone
// and that its completions are want, in order.
func checkStartGrid(t *testing.T, s backtrack.Start, n int, want [][]int) {
	t.Helper()
	g := StartGrid(s, n)
	placed := map[int]int{0: int(s.Top), n - 1: int(s.Bottom), int(s.Left): 0, int(s.Right): n - 1}
	if g.N != n {
		t.Errorf("StartGrid(%+v, %d).N = %d", s, n, g.N)
	}
	for r := range n {
		col, ok := g.Queen(r)
		if wantCol, wantOK := placed[r]; ok != wantOK || ok && col != wantCol || g.Blocked[r] != 0 {
			t.Errorf("StartGrid(%+v, %d), row %d: queen %d, %v, blocked %#x; want %d, %v, none", s, n, r, col, ok, g.Blocked[r], wantCol, wantOK)
		}
	}
	var got [][]int
	for c := complete.New(g); c.Advance(); {
		got = append(got, c.Solution())
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("the completions of StartGrid(%+v, %d) (-want +got):\n%s", s, n, diff)
	}
}

// TestImages checks Images against the images of each start placement of
// sizes 4 to 12 found by moving its queens: the distinct ones, each where
// it first comes in the order of the symmetries, with the number of the
// symmetry that first makes it.
func TestImages(t *testing.T) {
	ctx := context.Background()
	for n := 4; n <= 12; n++ {
		list, err := backtrack.Starts(ctx, n)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range list {
			var want []backtrack.Start
			var wantBy []int
			for g, f := range oracletest.Symmetries {
				if image := imageOf(s, n, f); !slices.Contains(want, image) {
					want, wantBy = append(want, image), append(wantBy, g)
				}
			}
			images, by := Images(s, n)
			if diff := cmp.Diff(want, images); diff != "" {
				t.Errorf("n=%d: Images(%+v) (-want +got):\n%s", n, s, diff)
			}
			if diff := cmp.Diff(wantBy, by); diff != "" {
				t.Errorf("n=%d: Images(%+v)'s symmetries (-want +got):\n%s", n, s, diff)
			}
			if len(images) != 1 && len(images) != 2 && len(images) != 4 && len(images) != 8 {
				t.Errorf("n=%d: %+v has %d images, not a divisor of 8", n, s, len(images))
			}
		}
	}
}

// --- The OEIS table ---

// readOEIS returns the counts of OEIS A000170 and A002562 by n: those
// of internal/oeis, whose test keeps them equal to the module's
// testdata/oeis.tsv.
func readOEIS(t *testing.T) []oeis.Count {
	t.Helper()
	rows := make([]oeis.Count, oeis.Max()+1)
	for n := range rows {
		rows[n], _ = oeis.Known(n)
	}
	return rows
}
