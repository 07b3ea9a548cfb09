package nqueens

import (
	"context"
	"fmt"
	"iter"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens/internal/ctxtest"
)

func TestAllMatchesOracle(t *testing.T) {
	for n := range 11 {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			want := oracleOf(n)
			got := slices.Collect(All(n))
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("All(%d) (-want +got):\n%s", n, diff)
			}
		})
	}
}

func TestFirstNextChainMatchesAll(t *testing.T) {
	for n := range 11 {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			want := slices.Collect(All(n))
			var got []Board
			for b, ok := First(n); ok; b, ok = Next(b) {
				got = append(got, b)
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("First/Next chain for n=%d (-want +got):\n%s", n, diff)
			}
		})
	}
}

func TestFirst(t *testing.T) {
	for n := range 11 {
		want, wantOK := Board(nil), false
		if s := oracleOf(n); len(s) > 0 {
			want, wantOK = s[0], true
		}
		got, ok := First(n)
		if ok != wantOK || !cmp.Equal(want, got) {
			t.Errorf("First(%d) = %v, %v; want %v, %v", n, []int(got), ok, []int(want), wantOK)
		}
	}
}

// TestFirstLarge checks that First finds solutions on boards far too large
// to enumerate.
func TestFirstLarge(t *testing.T) {
	for _, n := range []int{16, 20, 25, 29, 31} {
		b, ok := First(n)
		if !ok || len(b) != n {
			t.Fatalf("First(%d) = %v, %v; want a board of size %d", n, []int(b), ok, n)
		}
		if err := b.Validate(); err != nil {
			t.Errorf("First(%d) = %v: %v", n, []int(b), err)
		}
	}
}

// TestFirstContext checks that FirstContext finds what First finds, for
// the sizes below 30, whose searches at 22 and 28 stop to look at the
// context many times on the way, and stops with the context's error when
// the context is done.
func TestFirstContext(t *testing.T) {
	for n := range 30 {
		want, wantOK := First(n)
		got, ok, err := FirstContext(context.Background(), n)
		if err != nil || ok != wantOK || !cmp.Equal(want, got) {
			t.Errorf("FirstContext(%d) = %v, %v, %v; want %v, %v, nil", n, []int(got), ok, err, []int(want), wantOK)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if b, ok, err := FirstContext(ctx, 8); b != nil || ok || err != context.Canceled {
		t.Errorf("FirstContext with a cancelled context = %v, %v, %v; want nil, false, context.Canceled", []int(b), ok, err)
	}
	ctx, cancel = context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if b, ok, err := FirstContext(ctx, 40); b != nil || ok || err != context.DeadlineExceeded {
		t.Errorf("FirstContext(40) with a deadline = %v, %v, %v; want nil, false, context.DeadlineExceeded", []int(b), ok, err)
	}
	mustPanic(t, func() { FirstContext(context.Background(), 65) }, "FirstContext", "n = 65")
}

// TestNextEveryBoard checks Next on every board of size up to 6, 5 with
// -short, solution or not, against the oracle.
func TestNextEveryBoard(t *testing.T) {
	t.Parallel()
	most := 6
	if testing.Short() {
		most = 5
	}
	for n := range most + 1 {
		everyBoard(n, func(b Board) { checkNext(t, b) })
	}
}

// TestNextRandomBoards checks Next on random boards of size 7 to 10, and on
// each of their solutions, against the oracle.
func TestNextRandomBoards(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for n := 7; n <= 10; n++ {
		for range 300 {
			b := make(Board, n)
			for r := range b {
				b[r] = rng.IntN(n)
			}
			checkNext(t, b)
		}
		for _, s := range oracleOf(n) {
			checkNext(t, s)
		}
	}
}

// checkNext checks Next(b) and NextContext(b) against the oracle, and
// that b is left alone.
func checkNext(t *testing.T, b Board) {
	t.Helper()
	before := slices.Clone(b)
	want, wantOK := oracleNext(b)
	got, ok := Next(b)
	if ok != wantOK || !cmp.Equal(want, got) {
		t.Fatalf("Next(%v) = %v, %v; want %v, %v", []int(b), []int(got), ok, []int(want), wantOK)
	}
	got, ok, err := NextContext(context.Background(), b)
	if ok != wantOK || !cmp.Equal(want, got) || err != nil {
		t.Fatalf("NextContext(%v) = %v, %v, %v; want %v, %v, nil", []int(b), []int(got), ok, err, []int(want), wantOK)
	}
	if !slices.Equal(before, b) {
		t.Fatalf("Next(%v) changed its argument to %v", []int(before), []int(b))
	}
}

// TestNextContext checks that NextContext stops with the context's error,
// where the next solution is far, and how it panics.
func TestNextContext(t *testing.T) {
	// After the board of 40 zeros comes the first solution, which takes
	// hours to find: stopped at its first or third look at the context.
	far := make(Board, 40)
	for _, ctx := range []context.Context{ctxtest.CancelAtLook(1), ctxtest.CancelAtLook(3)} {
		if b, ok, err := NextContext(ctx, far); b != nil || ok || err != context.Canceled {
			t.Errorf("NextContext(%v) cancelled: %v, %v, %v; want nil, false, context.Canceled", []int(far), []int(b), ok, err)
		}
	}
	// A context never looked at past the answer: a search that ends
	// before its first pause.
	b, ok, err := NextContext(ctxtest.CancelAtLook(2), Board{0, 0, 0, 0, 0, 0, 0, 0})
	if want, _ := First(8); !cmp.Equal(want, b) || !ok || err != nil {
		t.Errorf("NextContext from the first board of 8: %v, %v, %v; want %v", []int(b), ok, err, []int(want))
	}
	//lint:ignore SA1012 the nil context is what is tested
	mustPanic(t, func() { NextContext(nil, Board{0}) }, "NextContext", "nil Context")
	mustPanic(t, func() { NextContext(context.Background(), make(Board, MaxN+1)) }, "NextContext", "board size 65 out of range")
	mustPanic(t, func() { NextContext(context.Background(), Board{0, 2}) }, "NextContext", "row 1: column 2 out of range [0, 2)")
	mustPanic(t, func() { Next(Board{-1}) }, "Next", "row 0: column -1 out of range [0, 1)")
}

func TestNextExamples(t *testing.T) {
	tests := []struct {
		b, want Board
		ok      bool
	}{
		{Board{0, 0, 0, 0}, Board{1, 3, 0, 2}, true},
		{Board{1, 3, 0, 2}, Board{2, 0, 3, 1}, true},
		{Board{2, 0, 3, 1}, nil, false},
		{Board{3, 3, 3, 3}, nil, false},
		{Board{}, nil, false},
		{Board{0}, nil, false},
		{Board{0, 0}, nil, false},
		// The prefix {0, 4, 7, 5, 2, 6, 1} leaves column 3 for the last
		// row, which is right of the 0 given there.
		{Board{0, 4, 7, 5, 2, 6, 1, 0}, Board{0, 4, 7, 5, 2, 6, 1, 3}, true},
	}
	for _, tt := range tests {
		got, ok := Next(tt.b)
		if ok != tt.ok || !cmp.Equal(tt.want, got) {
			t.Errorf("Next(%v) = %v, %v; want %v, %v", []int(tt.b), []int(got), ok, []int(tt.want), tt.ok)
		}
	}
}

// TestAllLazy pulls the first solutions of a board whose full enumeration
// would not end in any reasonable time.
func TestAllLazy(t *testing.T) {
	const n = 29
	var got []Board
	for b := range All(n) {
		got = append(got, b)
		if len(got) == 3 {
			break
		}
	}
	want := make([]Board, 0, 3)
	for b, ok := First(n); ok && len(want) < 3; b, ok = Next(b) {
		want = append(want, b)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("the first 3 of All(%d) (-want +got):\n%s", n, diff)
	}
}

func TestAllBreakStopsAtOnce(t *testing.T) {
	checkBreakStopsAtOnce(t, All(8), 1, 2, 50, 92)
}

// checkBreakStopsAtOnce checks that seq stops at once when yield returns
// false after each of the numbers of boards in stops.
func checkBreakStopsAtOnce(t *testing.T, seq iter.Seq[Board], stops ...int) {
	t.Helper()
	for _, stop := range stops {
		t.Run(fmt.Sprintf("stop=%d", stop), func(t *testing.T) {
			calls := 0
			stopped := false
			seq(func(b Board) bool {
				if stopped {
					t.Fatalf("yield called again after it returned false")
				}
				calls++
				stopped = calls == stop
				return !stopped
			})
			if calls != stop {
				t.Errorf("yield called %d times, want %d", calls, stop)
			}
		})
	}
}

func TestAllRangesTwice(t *testing.T) {
	seq := All(8)
	first := slices.Collect(seq)
	second := slices.Collect(seq)
	if len(first) != 92 {
		t.Fatalf("first range: %d solutions, want 92", len(first))
	}
	if diff := cmp.Diff(first, second); diff != "" {
		t.Errorf("second range differs from the first (-first +second):\n%s", diff)
	}
	// A range that breaks early leaves the next one unaffected.
	for range seq {
		break
	}
	if third := slices.Collect(seq); !cmp.Equal(first, third) {
		t.Errorf("a range after an early break yields %d solutions, want the same 92", len(third))
	}
}

func TestAllFreshBoards(t *testing.T) {
	got := slices.Collect(All(6))
	want := oracleOf(6)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("All(6) (-want +got):\n%s", diff)
	}
	got[0][0] = 99
	if diff := cmp.Diff(want[1:], got[1:]); diff != "" {
		t.Errorf("changing one yielded board changed others (-want +got):\n%s", diff)
	}
}

func TestAllPull(t *testing.T) {
	next, stop := iter.Pull(All(8))
	want := oracleOf(8)
	for i := range 5 {
		b, ok := next()
		if !ok || !cmp.Equal(want[i], b) {
			t.Fatalf("pull %d: %v, %v; want %v, true", i, []int(b), ok, []int(want[i]))
		}
	}
	stop()
	if b, ok := next(); ok {
		t.Errorf("pull after stop: %v, true; want nil, false", []int(b))
	}
	stop() // a second stop is allowed and does nothing

	// Pulling everything gives the whole list, then false.
	next, stop = iter.Pull(All(6))
	defer stop()
	var got []Board
	for b, ok := next(); ok; b, ok = next() {
		got = append(got, b)
	}
	if diff := cmp.Diff(oracleOf(6), got); diff != "" {
		t.Errorf("pulling All(6) (-want +got):\n%s", diff)
	}
}

func TestSizePanics(t *testing.T) {
	for _, n := range []int{-1, MaxN + 1, math.MaxInt} {
		nStr := fmt.Sprintf("n = %d", n)
		mustPanic(t, func() { First(n) }, "First", nStr, "[0, 64]")
		mustPanic(t, func() { All(n) }, "All", nStr, "[0, 64]")
		mustPanic(t, func() { Count(n) }, "Count", nStr, "[0, 64]")
	}
	//lint:ignore SA1012 the nil context is what is tested
	mustPanic(t, func() { FirstContext(nil, 8) }, "FirstContext", "nil Context")
	mustPanic(t, func() { Next(make(Board, MaxN+1)) }, "Next", "board size 65", "[0, 64]")
	mustPanic(t, func() { Next(Board{0, 1, 4, 2}) }, "Next", "row 2: column 4 out of range [0, 4)")
	mustPanic(t, func() { Next(Board{-1, 0}) }, "Next", "row 0: column -1 out of range [0, 2)")
}

// FuzzNext checks that Next returns a solution greater than its argument,
// with no solution in between.
func FuzzNext(f *testing.F) {
	f.Add([]byte{0, 0, 0, 0})
	f.Add([]byte{1, 3, 0, 2})
	f.Add([]byte{7, 7, 7, 7, 7, 7, 7, 7})
	f.Add([]byte{0, 4, 7, 5, 2, 6, 1, 0})
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		n := min(len(data), 9)
		b := make(Board, n)
		for r := range b {
			b[r] = int(data[r]) % n
		}
		got, ok := Next(b)
		if !ok {
			if s, found := oracleNext(b); found {
				t.Fatalf("Next(%v) found nothing; %v is a greater solution", []int(b), []int(s))
			}
			return
		}
		if err := got.Validate(); err != nil {
			t.Fatalf("Next(%v) = %v: %v", []int(b), []int(got), err)
		}
		if slices.Compare(got, b) <= 0 {
			t.Fatalf("Next(%v) = %v, not greater", []int(b), []int(got))
		}
		for _, s := range oracleOf(n) {
			if slices.Compare(s, b) > 0 && slices.Compare(s, got) < 0 {
				t.Fatalf("Next(%v) = %v skips the solution %v", []int(b), []int(got), []int(s))
			}
		}
	})
}
