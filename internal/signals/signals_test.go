package signals_test

import (
	"context"
	"errors"
	"os"
	"syscall"
	"testing"

	"github.com/nqueens-go/nqueens/internal/signals"
)

// otherSignal is an os.Signal that is not a syscall.Signal.
type otherSignal struct{}

func (otherSignal) String() string { return "other" }
func (otherSignal) Signal()        {}

func TestSignal(t *testing.T) {
	for _, tc := range []struct {
		name       string
		signal     os.Signal
		wantName   string
		wantStatus int
	}{
		{"os.Interrupt", os.Interrupt, "SIGINT", 130},
		{"syscall.SIGINT", syscall.SIGINT, "SIGINT", 130},
		{"syscall.SIGTERM", syscall.SIGTERM, "SIGTERM", 143},
		{"another", otherSignal{}, "other", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := signals.Signal{Signal: tc.signal}
			if got := s.Name(); got != tc.wantName {
				t.Errorf("Name() = %q, want %q", got, tc.wantName)
			}
			if got := s.Error(); got != tc.wantName {
				t.Errorf("Error() = %q, want %q", got, tc.wantName)
			}
			if got := s.Status(); got != tc.wantStatus {
				t.Errorf("Status() = %d, want %d", got, tc.wantStatus)
			}
		})
	}
}

// TestStoppedByNothing checks that StoppedBy finds no signal in a context
// that none cancelled.
func TestStoppedByNothing(t *testing.T) {
	t.Run("stopped", func(t *testing.T) {
		ctx, stop := signals.Notify(context.Background())
		stop()
		<-ctx.Done()
		if s, ok := signals.StoppedBy(ctx); ok {
			t.Errorf("StoppedBy after stop() = %v, true; want false", s)
		}
		if !errors.Is(context.Cause(ctx), context.Canceled) {
			t.Errorf("cause after stop() = %v, want context.Canceled", context.Cause(ctx))
		}
	})
	t.Run("parent cancelled", func(t *testing.T) {
		parent, cancel := context.WithCancel(context.Background())
		ctx, stop := signals.Notify(parent)
		defer stop()
		cancel()
		<-ctx.Done()
		if s, ok := signals.StoppedBy(ctx); ok {
			t.Errorf("StoppedBy after the parent was cancelled = %v, true; want false", s)
		}
	})
	t.Run("not cancelled", func(t *testing.T) {
		ctx, stop := signals.Notify(context.Background())
		defer stop()
		if s, ok := signals.StoppedBy(ctx); ok {
			t.Errorf("StoppedBy of a live context = %v, true; want false", s)
		}
	})
	t.Run("another context", func(t *testing.T) {
		if s, ok := signals.StoppedBy(context.Background()); ok {
			t.Errorf("StoppedBy(context.Background()) = %v, true; want false", s)
		}
	})
}
