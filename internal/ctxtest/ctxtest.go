// Package ctxtest helps the tests of work that stops when its context is
// done.
package ctxtest

import (
	"context"
	"sync"
)

// LookCancel is a context that is cancelled at its k-th look: Err returns
// nil k-1 times, then context.Canceled, and Done is closed from then on.
// It stops work at the same point in every run, whatever the speed of the
// machine or the order of its goroutines. It is safe for concurrent use.
type LookCancel struct {
	context.Context
	mu    sync.Mutex
	looks int
	k     int
	done  chan struct{}
}

// CancelAtLook returns a context that is cancelled at its k-th look by
// Err, for k ≥ 1.
func CancelAtLook(k int) *LookCancel {
	return &LookCancel{Context: context.Background(), k: k, done: make(chan struct{})}
}

// Err returns nil before the k-th look, and context.Canceled from it on.
func (c *LookCancel) Err() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.looks++; c.looks == c.k {
		close(c.done)
	}
	if c.looks >= c.k {
		return context.Canceled
	}
	return nil
}

// Done returns a channel closed at the k-th look by Err.
func (c *LookCancel) Done() <-chan struct{} { return c.done }
