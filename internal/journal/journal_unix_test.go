//go:build unix

package journal_test

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/nqueens-go/nqueens/internal/journal"
)

// TestOpenNamedPipe checks that a named pipe, which opening would wait on
// for a writer, is refused at once, naming it and ending with the hint.
// Were it not, the test would wait until it timed out.
func TestOpenNamedPipe(t *testing.T) {
	path := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		t.Skipf("no named pipe here: %v", err)
	}
	want := "journal " + path + " is a named pipe, not a regular file; " + testHint
	if _, err := journal.Open(path, testSpec(new(record))); err == nil || err.Error() != want {
		t.Errorf("Open(named pipe) error = %v, want %q", err, want)
	}
	for _, flag := range []int{os.O_RDONLY, os.O_RDWR} {
		f, err := journal.OpenRegular("journal", path, flag, testHint)
		if err == nil {
			f.Close()
		}
		if err == nil || err.Error() != want {
			t.Errorf("OpenRegular(named pipe, %#x) error = %v, want %q", flag, err, want)
		}
	}
	if info, err := os.Lstat(path); err != nil || info.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the named pipe is no longer there: %v, %v", info, err)
	}
}

// TestOpenDevice checks that a device is refused, naming it.
func TestOpenDevice(t *testing.T) {
	const path = "/dev/null"
	if _, err := os.Stat(path); err != nil {
		t.Skipf("no %s here: %v", path, err)
	}
	want := "journal " + path + " is a device, not a regular file; " + testHint
	if _, err := journal.Open(path, testSpec(new(record))); err == nil || err.Error() != want {
		t.Errorf("Open(%s) error = %v, want %q", path, err, want)
	}
	f, err := journal.OpenRegular("journal", path, os.O_RDONLY, testHint)
	if err == nil {
		f.Close()
	}
	if err == nil || err.Error() != want {
		t.Errorf("OpenRegular(%s) error = %v, want %q", path, err, want)
	}
}
