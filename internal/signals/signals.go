package signals

import (
	"context"
	"errors"
	"os"
	"os/signal"
	"syscall"
)

// A Signal is SIGINT or SIGTERM, which stop a run: the cause of the
// context that Notify returns.
type Signal struct{ os.Signal }

func (s Signal) Error() string { return s.Name() }

// Name returns the name of the signal, as SIGINT.
func (s Signal) Name() string {
	switch s.Signal {
	case os.Interrupt:
		return "SIGINT"
	case syscall.SIGTERM:
		return "SIGTERM"
	}
	return s.String()
}

// Status returns the exit status of a program the signal stopped: 128
// and its number, 130 for SIGINT and 143 for SIGTERM.
func (s Signal) Status() int {
	if n, ok := s.Signal.(syscall.Signal); ok {
		return 128 + int(n)
	}
	return 1
}

// Notify returns a context that SIGINT and SIGTERM cancel, with a Signal
// as its cause, and a function that stops listening for them, after which
// a signal stops the program as it would without.
func Notify(parent context.Context) (context.Context, func()) {
	ctx, cancel := context.WithCancelCause(parent)
	signals := make(chan os.Signal, 1)
	signal.Notify(signals, os.Interrupt, syscall.SIGTERM)
	go func() {
		select {
		case s := <-signals:
			cancel(Signal{s})
		case <-ctx.Done():
		}
	}()
	return ctx, func() {
		signal.Stop(signals)
		cancel(nil)
	}
}

// StoppedBy returns the signal that cancelled ctx, a context of Notify,
// and false if none did.
func StoppedBy(ctx context.Context) (Signal, bool) {
	var s Signal
	return s, errors.As(context.Cause(ctx), &s)
}
