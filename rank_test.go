package nqueens

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/nqueens-go/nqueens/internal/oracletest"
)

// TestUnrankOracle checks, for every size up to 10, that Unrank gives
// each solution of the brute-force oracle at its place, that Rank gives
// each its place, and that a place past the last is refused with the
// number of solutions in the error.
func TestUnrankOracle(t *testing.T) {
	for n := range 11 {
		all := oracle(n)
		for k, want := range all {
			got, err := Unrank(n, uint64(k))
			if err != nil || !slices.Equal(got, want) {
				t.Fatalf("Unrank(%d, %d) = %v, %v; want %v", n, k, got, err, want)
			}
			if r, err := Rank(want); err != nil || r != uint64(k) {
				t.Fatalf("Rank(%v) = %d, %v; want %d", want, r, err, k)
			}
		}
		_, err := Unrank(n, uint64(len(all)))
		if err == nil || !strings.Contains(err.Error(), "has "+strconv.Itoa(len(all))+" solutions") {
			t.Errorf("Unrank(%d, %d) = %v; want an error saying there are %d solutions", n, len(all), err, len(all))
		}
	}
}

// TestUnrankRandom checks Unrank and Rank at a few random places of each
// size from 11 to 14 against the boards All yields there. The arithmetic
// of the places, at many more of them and up to size 16, is
// internal/rank's to test (TestPlaces, TestPlacesLarge).
func TestUnrankRandom(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(39, 1))
	for n := 11; n <= 14; n++ {
		places := 8
		if n == 14 || raceEnabled {
			places = 3
		}
		total := Count(n)
		ks := make([]uint64, places)
		for i := range ks {
			ks[i] = r.Uint64N(total)
		}
		slices.Sort(ks)
		ks = slices.Compact(ks)
		checkPlaces(t, n, ks)
	}
}

// checkPlaces walks All(n) and checks Unrank and Rank at each place of
// ks, in increasing order, against the board All yields there.
func checkPlaces(tb testing.TB, n int, ks []uint64) {
	tb.Helper()
	var k uint64
	for b := range All(n) {
		if len(ks) == 0 {
			return
		}
		if k == ks[0] {
			ks = ks[1:]
			checkPlace(tb, n, k, b)
		}
		k++
	}
	if len(ks) > 0 {
		tb.Fatalf("All(%d) ended at place %d, before %d", n, k, ks[0])
	}
}

// checkPlace checks that Unrank(n, k) is b and Rank(b) is k.
func checkPlace(tb testing.TB, n int, k uint64, b Board) {
	tb.Helper()
	got, err := Unrank(n, k)
	if err != nil || !slices.Equal(got, b) {
		tb.Fatalf("Unrank(%d, %d) = %v, %v; want %v", n, k, got, err, b)
	}
	if r, err := Rank(b); err != nil || r != k {
		tb.Fatalf("Rank(%v) = %d, %v; want %d", b, r, err, k)
	}
}

// TestUnrankEnds checks Unrank, Rank and AllFrom of size 14, the
// smallest whose counts of row 1 come from backtracking in some columns
// of row 0 and from joins of half boards in others, at the ends of the
// order and a third of the way through it (checkEnds). Sizes 15 and 16
// are internal/rank's to test (TestPlacesLarge).
func TestUnrankEnds(t *testing.T) {
	t.Parallel()
	step := uint64(333)
	if raceEnabled {
		step = 999
	}
	checkEnds(t, 14, step)
}

// checkEnds checks Unrank and Rank at each step-th of the first and the
// last thousand places of size n, and the 999th, the last against the
// first boards mirrored: reflecting every board reverses the order of
// All, each solution's mirror image being one. It then walks the
// thousand boards from place T/3 on, the first of the second of three
// shards of the T solutions, which AllFrom finds by Unrank and goes on
// from by backtracking: each a solution after the one before, so that
// with Unrank and Rank checked at the same places of that walk, its first
// and its 999th among them, they are the solutions at those places.
func checkEnds(tb testing.TB, n int, step uint64) {
	tb.Helper()
	var ks []uint64
	for k := uint64(0); k < 1000; k += step {
		ks = append(ks, k)
	}
	if ks[len(ks)-1] != 999 {
		ks = append(ks, 999)
	}
	checkPlaces(tb, n, ks)
	total := Count(n)
	var k uint64
	for b := range All(n) {
		if k == 1000 {
			break
		}
		if k%step == 0 || k == 999 {
			mirror := make(Board, n)
			for r, c := range b {
				mirror[r] = n - 1 - c
			}
			checkPlace(tb, n, total-1-k, mirror)
		}
		k++
	}
	from := total / 3
	seq, err := AllFrom(n, from)
	if err != nil {
		tb.Fatalf("AllFrom(%d, %d): %v", n, from, err)
	}
	k = 0
	var prev Board
	for b := range seq {
		if k == 1000 {
			break
		}
		if !oracletest.IsSolution(b) || prev != nil && slices.Compare(prev, b) >= 0 {
			tb.Fatalf("AllFrom(%d, %d) yields %v at place %d, after %v: not a solution after it", n, from, b, from+k, prev)
		}
		if k%step == 0 || k == 999 {
			checkPlace(tb, n, from+k, b)
		}
		prev = b
		k++
	}
	if k != 1000 {
		tb.Fatalf("AllFrom(%d, %d) yields %d boards, want 1000 or more", n, from, k)
	}
}

// TestAllFrom checks that AllFrom(n, k) yields All(n)'s boards after its
// first k, for every k of size 8, and refuses k past the last.
func TestAllFrom(t *testing.T) {
	all := oracle(8)
	for k := range all {
		seq, err := AllFrom(8, uint64(k))
		if err != nil {
			t.Fatalf("AllFrom(8, %d): %v", k, err)
		}
		if got := slices.Collect(seq); !slices.EqualFunc(got, all[k:], slices.Equal) {
			t.Fatalf("AllFrom(8, %d) yields %d boards, not the last %d of All(8)", k, len(got), len(all)-k)
		}
	}
	if _, err := AllFrom(8, 92); err == nil {
		t.Error("AllFrom(8, 92): no error")
	}
}

// TestRankNotSolution checks that Rank refuses a board that is not a
// solution, saying why, and that the searches stop on a done context.
func TestRankNotSolution(t *testing.T) {
	_, err := Rank(Board{0, 1, 2, 3})
	if err == nil || !strings.HasPrefix(err.Error(), "nqueens: Rank: ") {
		t.Errorf("Rank of a board that is no solution: %v; want an error of Rank", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := UnrankContext(ctx, 16, 5); !errors.Is(err, context.Canceled) {
		t.Errorf("UnrankContext, its context cancelled: %v", err)
	}
	b, _ := First(16)
	if _, err := RankContext(ctx, b); !errors.Is(err, context.Canceled) {
		t.Errorf("RankContext, its context cancelled: %v", err)
	}
}
