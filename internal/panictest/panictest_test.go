package panictest

import (
	"errors"
	"fmt"
	"testing"
)

// recorder is a testing.TB that keeps what Check reports.
type recorder struct {
	testing.TB
	errors []string
}

func (r *recorder) Helper() {}

func (r *recorder) Errorf(format string, args ...any) {
	r.errors = append(r.errors, fmt.Sprintf(format, args...))
}

// TestCheck checks what Check reports of panics of each kind: none for a
// message of the right shape, a string or an error, and one for each
// thing wrong with the others.
func TestCheck(t *testing.T) {
	for _, tt := range []struct {
		name      string
		f         func()
		fragments []string
		reports   int
	}{
		{"string", func() { panic("pkg: F: n = 9 out of range") }, []string{"F", "out of range"}, 0},
		{"error", func() { panic(errors.New("pkg: F: wrong")) }, []string{"wrong"}, 0},
		{"no panic", func() {}, []string{"F"}, 1},
		{"prefix", func() { panic("other: F: wrong") }, []string{"wrong"}, 1},
		{"fragments", func() { panic("pkg: F") }, []string{"G", "wrong"}, 2},
		{"not a string", func() { panic(7) }, nil, 1},
	} {
		r := &recorder{TB: t}
		Check(r, "pkg: ", tt.f, tt.fragments...)
		if len(r.errors) != tt.reports {
			t.Errorf("%s: Check reports %q, want %d reports", tt.name, r.errors, tt.reports)
		}
	}
}
