//go:build darwin || dragonfly || freebsd || linux || netbsd || openbsd

package journal_test

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/nqueens-go/nqueens/internal/journal"
)

// TestOpenInUse checks that a journal another Open holds is refused at
// once, naming its holder, and left as it is; and that it opens again
// once the first is closed.
func TestOpenInUse(t *testing.T) {
	for _, tc := range []struct {
		name    string
		created bool // whether the first Open creates the journal
	}{
		{"created", true},
		{"existing", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "journal")
			if !tc.created {
				if err := os.WriteFile(path, []byte(testHeader+sealed("one")), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			first, err := journal.Open(path, testSpec(new(record)))
			if err != nil {
				t.Fatal(err)
			}
			before := readFile(t, path)

			second, err := journal.Open(path, testSpec(new(record)))
			if want := "journal " + path + " is in use by another test run"; err == nil || err.Error() != want {
				second.Close()
				t.Fatalf("second Open error = %v, want %q", err, want)
			}
			if got := readFile(t, path); got != before {
				t.Errorf("file after a second Open = %q, want %q", got, before)
			}
			if err := first.Append("two"); err != nil {
				t.Fatal(err)
			}
			if err := first.Close(); err != nil {
				t.Fatal(err)
			}

			third, err := journal.Open(path, testSpec(new(record)))
			if err != nil {
				t.Fatalf("Open after the first is closed: %v", err)
			}
			third.Close()
		})
	}
}

// TestLock checks that Lock fails at once with ErrLocked on a file another
// open file holds, and succeeds once that is closed.
func TestLock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "f")
	if err := os.WriteFile(path, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	open := func() *os.File {
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { f.Close() })
		return f
	}
	a, b := open(), open()
	if err := journal.Lock(a); err != nil {
		t.Fatalf("Lock: %v", err)
	}
	if err := journal.Lock(b); !errors.Is(err, journal.ErrLocked) {
		t.Errorf("Lock of a file locked already = %v, want ErrLocked", err)
	}
	a.Close()
	if err := journal.Lock(b); err != nil {
		t.Errorf("Lock after the holder closed: %v", err)
	}
}
