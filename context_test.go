package nqueens

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens/internal/ctxtest"
)

// TestAllContext checks AllContext against All, and its cancellation.
func TestAllContext(t *testing.T) {
	for _, n := range []int{0, 1, 3, 6, 8, 11} {
		checkContextSeq(t, fmt.Sprintf("AllContext(%d)", n), func(ctx context.Context) iter.Seq2[Board, error] {
			return AllContext(ctx, n)
		}, slices.Collect(All(n)))
	}
	checkContextLong(t, "AllContext(40)", AllContext(ctxtest.CancelAtLook(3), 40))
}

// TestUniqueContext checks UniqueContext against Unique, and its
// cancellation.
func TestUniqueContext(t *testing.T) {
	for _, n := range []int{0, 1, 3, 6, 8, 11} {
		checkContextSeq(t, fmt.Sprintf("UniqueContext(%d)", n), func(ctx context.Context) iter.Seq2[Board, error] {
			return UniqueContext(ctx, n)
		}, slices.Collect(Unique(n)))
	}
	checkContextLong(t, "UniqueContext(40)", UniqueContext(ctxtest.CancelAtLook(3), 40))
}

// TestContextPanics checks that a nil context is a panic that names the
// function.
func TestContextPanics(t *testing.T) {
	//lint:ignore SA1012 the nil context is what is tested
	mustPanic(t, func() { AllContext(nil, 8) }, "AllContext", "nil Context")
	//lint:ignore SA1012 the nil context is what is tested
	mustPanic(t, func() { UniqueContext(nil, 8) }, "UniqueContext", "nil Context")
	mustPanic(t, func() { AllContext(context.Background(), MaxN+1) }, "AllContext", "n = 65 out of range")
	mustPanic(t, func() { UniqueContext(context.Background(), -1) }, "UniqueContext", "n = -1 out of range")
}

// checkContextSeq checks the iterator that seq returns for a context: with
// a context never done, it yields the boards want with nil errors; with one
// cancelled at its k-th look, it yields a prefix of want and then, unless
// it had yielded them all, one nil Board with context.Canceled, and
// nothing after; and breaking out stops it at once.
func checkContextSeq(t *testing.T, name string, seq func(context.Context) iter.Seq2[Board, error], want []Board) {
	t.Helper()
	var got []Board
	for b, err := range seq(context.Background()) {
		if err != nil {
			t.Fatalf("%s: error %v after %d boards", name, err, len(got))
		}
		got = append(got, b)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("%s (-want +got):\n%s", name, diff)
	}
	for _, k := range []int{1, 2, 3, 7, len(want) + 5} {
		var boards []Board
		var errs []error
		for b, err := range seq(ctxtest.CancelAtLook(k)) {
			if len(errs) > 0 {
				t.Fatalf("%s, cancelled at look %d: yielded %v, %v after its error", name, k, b, err)
			}
			if err != nil {
				if b != nil || !errors.Is(err, context.Canceled) {
					t.Errorf("%s, cancelled at look %d: yielded %v, %v", name, k, b, err)
				}
				errs = append(errs, err)
				continue
			}
			boards = append(boards, b)
		}
		if len(boards) > len(want) || !slices.EqualFunc(boards, want[:len(boards)], slices.Equal) {
			t.Errorf("%s, cancelled at look %d: yielded %v, not the first boards of %v", name, k, boards, want)
		}
		if len(errs) == 0 && len(boards) < len(want) {
			t.Errorf("%s, cancelled at look %d: ended after %d of %d boards without an error", name, k, len(boards), len(want))
		}
	}
	if len(want) > 0 {
		calls := 0
		for range seq(context.Background()) {
			if calls++; calls > 1 {
				t.Fatalf("%s: the loop body ran again after it broke out", name)
			}
			break
		}
	}
}

// checkContextLong checks that seq, a search whose first board is far
// away, with a context cancelled at its third look, yields one nil Board
// with context.Canceled, and nothing else.
func checkContextLong(t *testing.T, name string, seq iter.Seq2[Board, error]) {
	t.Helper()
	var yields []string
	for b, err := range seq {
		yields = append(yields, fmt.Sprint(b, err))
	}
	if want := []string{fmt.Sprint(Board(nil), context.Canceled)}; !slices.Equal(yields, want) {
		t.Errorf("%s, cancelled at its third look: yielded %q; want %q", name, yields, want)
	}
}
