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

	"github.com/nqueens-go/nqueens/cmd/nqueens/internal/checkpoint"
	"github.com/nqueens-go/nqueens/internal/journal"
)

// endless is an input of text without a newline: n bytes of 'x'.
type endless struct{ n int64 }

func (e *endless) Read(p []byte) (int, error) {
	if e.n <= 0 {
		return 0, io.EOF
	}
	k := int(min(int64(len(p)), e.n))
	for i := range k {
		p[i] = 'x'
	}
	e.n -= int64(k)
	return k, nil
}

// runMeasured runs cmd, the test binary as the command, and returns its
// peak resident memory in KiB, as reportPeak reports it.
func runMeasured(t *testing.T, cmd *exec.Cmd) (peakKiB int, err error) {
	t.Helper()
	cmd.Env = append(os.Environ(), "NQUEENS_RUN_MAIN=1", "NQUEENS_REPORT_PEAK=1")
	r, w, perr := os.Pipe()
	if perr != nil {
		t.Fatal(perr)
	}
	defer r.Close()
	cmd.ExtraFiles = []*os.File{w}
	if err = cmd.Start(); err != nil {
		w.Close()
		return 0, err
	}
	w.Close()
	said, _ := io.ReadAll(r)
	err = cmd.Wait()
	if _, serr := fmt.Sscanf(string(said), "VmHWM: %d kB", &peakKiB); serr != nil {
		t.Fatalf("%v: no peak memory reported: %q", cmd.Args, said)
	}
	return peakKiB, err
}

// TestHostileInput runs the command, as a process of its own, on inputs
// that never end, are not text, or are not files: /dev/zero and /dev/full,
// a named pipe, a line of 1 GiB of text and a file of 1 GiB of zeros, as
// the checkpoint of a count and as the input of check, solve, next and
// sum. Each is refused at once with an error that says what is wrong and
// an exit status of 1, holding less than 100 MiB of memory.
func TestHostileInput(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	// A file of one line: an x, and then a hole of 1 GiB, which reads as
	// zeros and takes no disk.
	zeros := filepath.Join(dir, "zeros")
	f, err := os.Create(zeros)
	if err == nil {
		_, err = f.WriteString("x")
	}
	if err == nil {
		err = f.Truncate(1 << 30)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		t.Fatal(err)
	}
	const gib = 1 << 30
	for _, tt := range []struct {
		args  []string
		stdin io.Reader
		want  string
	}{
		{[]string{"count", "12", "-checkpoint", "/dev/zero"}, nil, "checkpoint /dev/zero is a device, not a regular file"},
		{[]string{"count", "12", "-checkpoint", "/dev/full"}, nil, "checkpoint /dev/full is a device, not a regular file"},
		{[]string{"count", "12", "-checkpoint", fifo}, nil, "checkpoint " + fifo + " is a named pipe, not a regular file"},
		{[]string{"count", "12", "-method", "backtrack", "-checkpoint", fifo}, nil, "checkpoint " + fifo + " is a named pipe, not a regular file"},
		{[]string{"count", "12", "-checkpoint", zeros}, nil, zeros + " is not a checkpoint of nqueens count: its first line is longer than 1.0 KiB"},
		{[]string{"count", "12", "-method", "join2", "-checkpoint", zeros}, nil, zeros + " is not a checkpoint of nqueens count: its first line is longer than 1.0 KiB"},
		{[]string{"check", "/dev/zero"}, nil, "/dev/zero: line 1: holds a byte 0"},
		{[]string{"check", zeros}, nil, zeros + ": line 1: holds a byte 0"},
		{[]string{"check"}, &endless{gib}, "standard input: line 1: longer than 32.0 MiB"},
		{[]string{"solve", "/dev/full"}, nil, "/dev/full: line 1: holds a byte 0"},
		{[]string{"solve"}, &endless{gib}, "standard input: line 1: longer than 64.0 KiB"},
		{[]string{"solve", "-count", zeros}, nil, zeros + ": line 1: holds a byte 0"},
		{[]string{"next"}, &endless{gib}, "standard input: line 1: longer than 64.0 KiB"},
		{[]string{"sum", "/dev/zero"}, nil, "/dev/zero: line 1: holds a byte 0"},
		{[]string{"sum"}, &endless{gib}, "standard input: line 1: longer than 64.0 KiB"},
		{[]string{"sum", "/dev/null"}, nil, "no shard line in /dev/null"},
	} {
		name := strings.Join(tt.args, " ")
		cmd := exec.Command(os.Args[0], tt.args...)
		cmd.Stdin = tt.stdin
		if tt.stdin == nil {
			cmd.Stdin = strings.NewReader("")
		}
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		peak, err := runMeasured(t, cmd)
		status := cmd.ProcessState.ExitCode()
		if status != 1 || !strings.Contains(stderr.String(), tt.want) {
			t.Errorf("%s: status %d (%v), stderr %q; want 1 and %q", name, status, err, stderr.String(), tt.want)
		}
		if !raceEnabled && peak > 100<<10 {
			t.Errorf("%s: peak resident memory %d KiB, more than 100 MiB", name, peak)
		}
	}
}

// TestInputFromPipe checks the command on a named pipe that a program
// writes to without end, as check and solve read it: refused at the bound
// of a line, and the writer told so by a broken pipe.
func TestInputFromPipe(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ command, want string }{
		{"check", fifo + ": line 1: longer than 32.0 MiB"},
		{"solve", fifo + ": line 1: longer than 64.0 KiB"},
	} {
		wrote := make(chan error, 1)
		go func() {
			w, err := os.OpenFile(fifo, os.O_WRONLY, 0)
			if err == nil {
				_, err = io.Copy(w, &endless{1 << 40})
				w.Close()
			}
			wrote <- err
		}()
		status, _, stderr := runCommand(tt.command, fifo)
		if status != 1 || !strings.Contains(stderr, tt.want) {
			t.Errorf("%s of a pipe without end: status %d, stderr %q; want 1 and %q", tt.command, status, stderr, tt.want)
		}
		if err := <-wrote; err == nil {
			t.Errorf("%s: the writer of the pipe wrote all it had", tt.command)
		}
	}
}

// TestCheckpointTornLong checks that a checkpoint whose torn last line is
// 64 MiB of zeros, as a crash may leave, is cut back to its whole lines,
// reading no more than a line of it at a time.
func TestCheckpointTornLong(t *testing.T) {
	file := filepath.Join(t.TempDir(), "checkpoint")
	header := checkpoint.Header(checkpoint.Count{N: 8, Method: "backtrack", Shards: 1}, checkpoint.Version)
	if err := os.WriteFile(file, []byte(header), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(file, 64<<20); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "count", "8", "-method", "backtrack", "-checkpoint", file)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	peak, err := runMeasured(t, cmd)
	if err != nil || stdout.String() != "total 92\nunique 12\n" || !strings.Contains(stderr.String(), "line 2: torn by a crash") {
		t.Fatalf("count 8 with a torn line of 64 MiB: %v, stdout %q, stderr %q", err, stdout.String(), stderr.String())
	}
	if !raceEnabled && peak > 100<<10 {
		t.Errorf("peak resident memory %d KiB, more than 100 MiB", peak)
	}
	lines := checkpointLines(t, file)
	if len(lines) != 79 || lines[0] != header {
		t.Errorf("the checkpoint holds %d lines after the count, starting %q; want the header and 78 subproblems", len(lines), lines[0])
	}
}

// TestCheckpointOpenError checks that a checkpoint the count cannot open
// is named as the checkpoint in the error, with what it wanted to do.
func TestCheckpointOpenError(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "none", "checkpoint")
	_, err := journal.OpenRegular("checkpoint", missing, os.O_RDWR, "name a file for -checkpoint")
	if want := "checkpoint " + missing + ": cannot open it to read and write: no such file or directory"; err == nil || err.Error() != want {
		t.Errorf("openRegular of a missing file: %v; want %q", err, want)
	}
	if os.Geteuid() == 0 {
		return // root opens files whatever their permissions
	}
	readOnly := filepath.Join(dir, "read-only")
	if err := os.WriteFile(readOnly, nil, 0o444); err != nil {
		t.Fatal(err)
	}
	status, _, stderr := runCommand("count", "8", "-checkpoint", readOnly)
	if want := "nqueens count: checkpoint " + readOnly + ": cannot open it to read and write: permission denied\n"; status != 1 || stderr != want {
		t.Errorf("a read-only checkpoint: status %d, stderr %q; want 1 and %q", status, stderr, want)
	}
}

// TestListTmpfs runs a resumable listing on a real full disk, a tmpfs of
// 256 KiB where the machine lets the test mount one: it stops with status
// 1, its file holding whole boards alone; with room again, the same
// command completes the file.
func TestListTmpfs(t *testing.T) {
	dir := t.TempDir()
	if err := syscall.Mount("tmpfs", dir, "tmpfs", 0, "size=256k"); err != nil {
		t.Skipf("cannot mount a tmpfs here: %v", err)
	}
	t.Cleanup(func() { syscall.Unmount(dir, 0) })
	_, want, _ := runCommand("list", "12", "-format", "json")
	out := filepath.Join(dir, "l12")
	args := []string{"list", "12", "-format", "json", "-checkpoint", filepath.Join(dir, "ck"), "-o", out}
	status, _, stderr := runCommand(args...)
	part, _ := os.ReadFile(out)
	if status != 1 || !strings.Contains(stderr, "no space left on device") || len(part) == 0 ||
		!strings.HasPrefix(want, string(part)) || part[len(part)-1] != '\n' {
		t.Fatalf("on a full disk: status %d, %d bytes of %d, ending %q; %s", status, len(part), len(want), part[max(0, len(part)-30):], stderr)
	}
	if err := syscall.Mount("tmpfs", dir, "tmpfs", syscall.MS_REMOUNT, "size=4m"); err != nil {
		t.Fatal(err)
	}
	status, _, stderr = runCommand(args...)
	got, _ := os.ReadFile(out)
	if status != 0 || string(got) != want {
		t.Errorf("with room again: status %d, %d bytes, want %d; %s", status, len(got), len(want), stderr)
	}
}
