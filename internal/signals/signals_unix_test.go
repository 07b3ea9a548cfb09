//go:build unix

package signals_test

import (
	"context"
	"os"
	"syscall"
	"testing"

	"github.com/nqueens-go/nqueens/internal/signals"
)

// TestNotify sends the test's own process SIGINT and SIGTERM while Notify
// listens, and checks that each cancels the context with itself as the
// cause. Notify listens from before it returns, so the signal is sent
// only then; and then it stops the process no longer.
func TestNotify(t *testing.T) {
	for _, tc := range []struct {
		signal     syscall.Signal
		wantName   string
		wantStatus int
	}{
		{syscall.SIGINT, "SIGINT", 130},
		{syscall.SIGTERM, "SIGTERM", 143},
	} {
		t.Run(tc.wantName, func(t *testing.T) {
			ctx, stop := signals.Notify(context.Background())
			defer stop()
			if err := syscall.Kill(os.Getpid(), tc.signal); err != nil {
				t.Fatal(err)
			}
			<-ctx.Done()
			s, ok := signals.StoppedBy(ctx)
			if !ok {
				t.Fatalf("StoppedBy = false after %v; cause %v", tc.signal, context.Cause(ctx))
			}
			if s.Name() != tc.wantName || s.Status() != tc.wantStatus {
				t.Errorf("StoppedBy = %v: Name() %q, Status() %d; want %q, %d", s, s.Name(), s.Status(), tc.wantName, tc.wantStatus)
			}
			stop()
			if s2, ok := signals.StoppedBy(ctx); !ok || s2 != s {
				t.Errorf("StoppedBy after stop() = %v, %v; want %v, true", s2, ok, s)
			}
		})
	}
}
