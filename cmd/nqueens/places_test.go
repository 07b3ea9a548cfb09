package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestListShards checks that the shards of list N -shard I/M, concatenated
// in order, are list N byte for byte, for N = 12 to 14 and M = 1, 3 and 7,
// and that -shard env/M takes I from the environment.
func TestListShards(t *testing.T) {
	sizes := []int{12, 13, 14}
	if testing.Short() || raceEnabled {
		sizes = []int{12}
	}
	for _, n := range sizes {
		status, want, stderr := runCommand("list", fmt.Sprint(n), "-format", "tuple")
		if status != 0 {
			t.Fatalf("list %d: status %d, %s", n, status, stderr)
		}
		for _, m := range []int{1, 3, 7} {
			var got strings.Builder
			for i := range m {
				status, out, stderr := runCommand("list", fmt.Sprint(n), "-format", "tuple", "-shard", fmt.Sprintf("%d/%d", i, m))
				if status != 0 {
					t.Fatalf("list %d -shard %d/%d: status %d, %s", n, i, m, status, stderr)
				}
				got.WriteString(out)
			}
			if got.String() != want {
				t.Errorf("list %d: the %d shards concatenated differ from the whole listing (%d bytes, want %d)", n, m, got.Len(), len(want))
			}
		}
	}
	t.Setenv("JOB_COMPLETION_INDEX", "2")
	_, want, _ := runCommand("list", "10", "-shard", "2/3")
	if status, got, stderr := runCommand("list", "10", "-shard", "env/3"); status != 0 || got != want || want == "" {
		t.Errorf("list 10 -shard env/3 with index 2: status %d, %d bytes, want %d; %s", status, len(got), len(want), stderr)
	}
}

// TestListFrom checks -from with -limit against the whole listing, the
// places past the last, and the flags that do not go with -from.
func TestListFrom(t *testing.T) {
	_, all, _ := runCommand("list", "10", "-format", "tuple")
	lines := strings.SplitAfter(all, "\n")
	for _, tt := range []struct{ from, limit int }{{0, 1}, {1, 5}, {300, 0}, {723, 0}, {700, 100}} {
		args := []string{"list", "10", "-format", "tuple", "-from", fmt.Sprint(tt.from)}
		end := 724
		if tt.limit > 0 {
			args = append(args, "-limit", fmt.Sprint(tt.limit))
			end = min(end, tt.from+tt.limit)
		}
		status, got, stderr := runCommand(args...)
		if want := strings.Join(lines[tt.from:end], ""); status != 0 || got != want {
			t.Errorf("%s: status %d, %q, stderr %q; want %d lines from line %d", strings.Join(args, " "), status, got, stderr, end-tt.from, tt.from)
		}
	}
	for _, tt := range []struct {
		args   []string
		status int
		stderr string
	}{
		{[]string{"list", "8", "-from", "92"}, 1, "nqueens list: -from 92: size 8 has 92 solutions, at places 0 to 91\n"},
		{[]string{"list", "3", "-from", "0"}, 1, "nqueens list: -from 0: size 3 has 0 solutions, at places 0 to 0\n"},
		{[]string{"list", "8", "-from", "-1"}, 2, "-from: \"-1\" is not a whole number"},
		{[]string{"list", "8", "-from", "3", "-shard", "0/2"}, 2, "-from and -shard both choose"},
		{[]string{"list", "8", "-unique", "-from", "3"}, 2, "not -unique"},
		{[]string{"list", "8", "-format", "svg", "-shard", "0/2"}, 2, "-format svg draws one picture"},
		{[]string{"list", "8", "-checkpoint", ""}, 2, "-checkpoint: an empty FILE"},
	} {
		status, _, stderr := runCommand(tt.args...)
		if status != tt.status || !strings.Contains(stderr, tt.stderr) {
			t.Errorf("%s: status %d, stderr %q; want %d and %q", strings.Join(tt.args, " "), status, stderr, tt.status, tt.stderr)
		}
	}
}

// TestListCheckpoint stops a real listing with a checkpoint part way, by
// SIGKILL and by SIGTERM, and runs it again with its output appended to
// the same file: the file then holds the whole listing, byte for byte.
// A run after the end prints nothing more.
func TestListCheckpoint(t *testing.T) {
	if testing.Short() {
		t.Skip("starts processes")
	}
	_, want, _ := runCommand("list", "11", "-format", "tuple", "-shard", "1/2")
	for _, sig := range []syscall.Signal{syscall.SIGKILL, syscall.SIGTERM} {
		dir := t.TempDir()
		file, output := filepath.Join(dir, "checkpoint"), filepath.Join(dir, "out")
		args := []string{"list", "11", "-format", "tuple", "-shard", "1/2", "-checkpoint", file}
		out, err := os.Create(output)
		if err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(os.Args[0], args...)
		cmd.Env = append(os.Environ(), "NQUEENS_RUN_MAIN=1", "NQUEENS_PAUSE_AFTER=500")
		var stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = out, &stderr
		r, w, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		cmd.ExtraFiles = []*os.File{w}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		w.Close()
		if said, _ := io.ReadAll(r); string(said) != "paused\n" {
			cmd.Wait()
			t.Fatalf("the listing ended before it recorded 500 places: %s", stderr.String())
		}
		r.Close()
		cmd.Process.Signal(sig)
		err = cmd.Wait()
		out.Close()
		status := cmd.ProcessState.ExitCode()
		if sig == syscall.SIGTERM && (status != 143 || !strings.Contains(stderr.String(), "stopped by SIGTERM: the listing up to place")) {
			t.Errorf("SIGTERM: status %d (%v), stderr %q", status, err, stderr.String())
		}
		part, _ := os.ReadFile(output)
		if len(part) == 0 || len(part) >= len(want) {
			t.Fatalf("%v: stopped with %d bytes printed of %d", sig, len(part), len(want))
		}
		out, err = os.OpenFile(output, os.O_WRONLY|os.O_APPEND, 0)
		if err != nil {
			t.Fatal(err)
		}
		status = run(args, strings.NewReader(""), out, io.Discard)
		out.Close()
		got, _ := os.ReadFile(output)
		if status != 0 || string(got) != want {
			t.Errorf("%v, then run again: status %d, %d bytes, want %d", sig, status, len(got), len(want))
		}
		if status, again, stderr := runCommand(args...); status != 0 || again != "" {
			t.Errorf("run after the end: status %d, %q, %q", status, again, stderr)
		}
	}
}
