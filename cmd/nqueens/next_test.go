package main

import (
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nqueens-go/nqueens"
)

// TestNextEmpty checks what next says after the empty board.
func TestNextEmpty(t *testing.T) {
	status, stdout, stderr := runWithInput("[]\n", "next", "-format", "json")
	if status != 1 || stdout != "" || stderr != "nqueens next: no solution after the empty board, the one solution of size 0\n" {
		t.Errorf("next after []: status %d, %q, %q", status, stdout, stderr)
	}
}

// TestNextLarge checks that next, for a board of 64 whose next solution
// is near, prints it with no word of hours.
func TestNextLarge(t *testing.T) {
	b, ok := nqueens.Construct(64)
	if !ok {
		t.Fatal("no board of 64 constructed")
	}
	status, stdout, stderr := runWithInput(b.Tuple(), "next", "-format", "tuple")
	want, ok := nqueens.Next(b)
	if status != 0 || !ok || stdout != want.Tuple()+"\n" || stderr != "" {
		t.Errorf("next after Construct(64): status %d, %q, stderr %q", status, stdout, stderr)
	}
}

// signalling is a writer that keeps what is written and closes written
// at the first write.
type signalling struct {
	strings.Builder
	once    sync.Once
	written chan struct{}
}

func (s *signalling) Write(p []byte) (int, error) {
	defer s.once.Do(func() { close(s.written) })
	return s.Builder.Write(p)
}

// TestWhileSaying checks that a search of a large size that goes on past
// slowNext says that it can take hours, and one of a small size does not.
func TestWhileSaying(t *testing.T) {
	saved := slowNext
	slowNext = time.Millisecond
	t.Cleanup(func() { slowNext = saved })
	stderr := &signalling{written: make(chan struct{})}
	env := &environment{stderr: stderr}
	// The search ends once the line is written.
	b, ok := whileSaying(env, 40, func() (nqueens.Board, bool) {
		<-stderr.written
		return nqueens.Board{1}, true
	})
	if !ok || len(b) != 1 || stderr.String() != "nqueens next: the search for the solution of size 40 after this board can take hours; Ctrl-C stops it\n" {
		t.Errorf("a long search: %v, %v, %q", b, ok, stderr.String())
	}
	var quiet strings.Builder
	env.stderr = &quiet
	whileSaying(env, interactiveUpTo, func() (nqueens.Board, bool) { return nil, false })
	if quiet.Len() != 0 {
		t.Errorf("a search of size %d: %q", interactiveUpTo, quiet.String())
	}
}
