// Package panictest helps the tests of functions that panic on a
// programmer's error with a message of the module's shape: the name of
// the package, then what was wrong, as in "nqueens: First: n = 70 out of
// range [0, 64]". It is for tests only.
package panictest

import (
	"strings"
	"testing"
)

// Check calls f and fails t unless f panics with a message that starts
// with prefix and holds each of the fragments. The message is the value
// f panics with, a string, or an error's Error.
func Check(t testing.TB, prefix string, f func(), fragments ...string) {
	t.Helper()
	defer func() {
		t.Helper()
		r := recover()
		if r == nil {
			t.Errorf("no panic, want one saying %q", fragments)
			return
		}
		msg, _ := r.(string)
		if err, ok := r.(error); ok {
			msg = err.Error()
		}
		if !strings.HasPrefix(msg, prefix) {
			t.Errorf("panic %q does not start with %q", msg, prefix)
		}
		for _, frag := range fragments {
			if !strings.Contains(msg, frag) {
				t.Errorf("panic %q does not say %q", msg, frag)
			}
		}
	}()
	f()
}
