//go:build !js

package main

import (
	"bufio"
	"bytes"
	"errors"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens"
)

// TestStreamsAndClosedPipe runs the real command on a board whose solutions
// take hours to list. It reads the first board while the search goes on,
// then closes the pipe as head would: the command must end without a word.
// It is not built for js, which starts no process and has no SIGPIPE.
func TestStreamsAndClosedPipe(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a process")
	}
	cmd := exec.Command(os.Args[0], "list", "20")
	cmd.Env = append(os.Environ(), "NQUEENS_RUN_MAIN=1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := bufio.NewReader(stdout)
	var drawing []string
	for range 20 {
		line, err := lines.ReadString('\n')
		if err != nil {
			t.Fatalf("reading the first board: %v", err)
		}
		drawing = append(drawing, line)
	}
	if b, err := nqueens.ParseBoard(strings.Join(drawing, "")); err != nil {
		t.Errorf("first board %q: %v", drawing, err)
	} else if want, _ := nqueens.First(20); !cmp.Equal(want, b) {
		t.Errorf("first board %v, want %v", []int(b), []int(want))
	}
	stdout.Close()
	err = cmd.Wait()
	var exitErr *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &exitErr):
		if ws, ok := exitErr.Sys().(syscall.WaitStatus); !ok || !ws.Signaled() || ws.Signal() != syscall.SIGPIPE {
			t.Errorf("command ended with %v, want success or SIGPIPE", err)
		}
	default:
		t.Fatal(err)
	}
	if stderr.Len() != 0 {
		t.Errorf("stderr %q, want nothing", stderr.String())
	}
}
