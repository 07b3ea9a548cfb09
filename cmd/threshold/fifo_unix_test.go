//go:build unix

package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestJournalNotRegular checks that a journal that is a named pipe is
// refused at once, as nqueens count refuses such a checkpoint, rather
// than waited on, and left as it is.
func TestJournalNotRegular(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "threshold-9.journal")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip(err)
	}
	done := make(chan struct{})
	var status int
	var errs string
	go func() {
		status, _, errs = runIn("", "-dir", dir, "9")
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(time.Minute):
		t.Fatal("threshold with a named pipe for its journal: still waiting after a minute")
	}
	if status != 1 || !strings.Contains(errs, "journal "+fifo+" is a named pipe, not a regular file") {
		t.Errorf("a named pipe for a journal: status %d, %q", status, errs)
	}
	if info, err := os.Lstat(fifo); err != nil || info.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the named pipe was not left as it was: %v", err)
	}
}
