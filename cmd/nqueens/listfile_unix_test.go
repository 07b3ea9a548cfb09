//go:build unix

package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/nqueens-go/nqueens/cmd/nqueens/internal/resumable"
	"github.com/nqueens-go/nqueens/internal/journal"
)

// killSelfAt returns the options of the files of a listing that kills
// itself with SIGKILL, as a crash would stop it: if k > 0, once its file
// holds k bytes or more, after the write and before any record of it; if
// k ≤ 0, after its checkpoint's -k-th record, the listing then recording
// its place at each board. It writes the file in chunks of 512 bytes, so
// that the kill comes part way through even a short listing.
func killSelfAt(k int64) fileOptions {
	files := fileOptions{output: resumable.Options{Chunk: 512}}
	kill := func() { syscall.Kill(os.Getpid(), syscall.SIGKILL) }
	if k > 0 {
		files.output.AfterWrite = func(size int64) {
			if size >= k {
				kill()
			}
		}
		return files
	}
	listRecordEvery = 0
	files.checkpoint.AfterRecord = func(records int) {
		if int64(records) >= -k {
			kill()
		}
	}
	return files
}

func init() { killAt = killSelfAt }

// resumableListing returns the command line of a resumable listing of
// shard 1 of 2 of size 11 into dir, and the listing it must print.
func resumableListing(t *testing.T, dir string) (args []string, want string) {
	t.Helper()
	status, want, stderr := runCommand("list", "11", "-format", "tuple", "-shard", "1/2")
	if status != 0 || want == "" {
		t.Fatalf("list 11 -shard 1/2: status %d, %s", status, stderr)
	}
	return []string{"list", "11", "-format", "tuple", "-shard", "1/2",
		"-checkpoint", filepath.Join(dir, "ck"), "-o", filepath.Join(dir, "out")}, want
}

// runKilled runs the command line as a process of its own, which kills
// itself at k as killAt says, and returns its exit status, -1 for a
// kill.
func runKilled(t *testing.T, args []string, k int64) int {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "NQUEENS_RUN_MAIN=1", fmt.Sprintf("NQUEENS_KILL_AT=%d", k))
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	var ee *exec.ExitError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &ee):
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() && ws.Signal() == syscall.SIGKILL {
			return -1
		}
		t.Fatalf("%s, killed at %d: %v, %s", strings.Join(args, " "), k, err, stderr.String())
	}
	t.Fatal(err)
	return 0
}

// TestListKilled kills a resumable listing, twice in a row, at moments
// drawn from several seeds: after a write of its file and before its
// checkpoint records it, or after a record. The run after the kills goes
// on from the last record: its file is then the listing byte for byte.
func TestListKilled(t *testing.T) {
	if testing.Short() {
		t.Skip("starts processes")
	}
	dir := t.TempDir()
	_, want := resumableListing(t, dir)
	for seed := range uint64(6) {
		rng := rand.New(rand.NewPCG(seed, 55))
		dir := t.TempDir()
		args, _ := resumableListing(t, dir)
		var killed []int64
		for range 2 {
			k := 1 + rng.Int64N(int64(len(want))-1) // a size the file reaches
			if rng.IntN(2) == 0 {
				k = -1 - rng.Int64N(40) // a record before the end
			}
			if status := runKilled(t, args, k); status != -1 {
				t.Fatalf("seed %d, kill at %d: status %d; want a kill", seed, k, status)
			}
			killed = append(killed, k)
		}
		status, _, stderr := runCommand(args...)
		got, _ := os.ReadFile(filepath.Join(dir, "out"))
		if status != 0 || string(got) != want {
			t.Errorf("seed %d, killed at %v, then run again: status %d, %d bytes, want %d and the listing; %s", seed, killed, status, len(got), len(want), stderr)
		}
	}
}

// TestListSignal stops a resumable listing by SIGINT and by SIGTERM at a
// record: it exits with 130 or 143, saying where it stopped, and the run
// after it completes the file. A run after the end says that the listing
// is complete, and leaves the file as it is.
func TestListSignal(t *testing.T) {
	if testing.Short() {
		t.Skip("starts processes")
	}
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		dir := t.TempDir()
		args, want := resumableListing(t, dir)
		cmd := exec.Command(os.Args[0], args...)
		cmd.Env = append(os.Environ(), "NQUEENS_RUN_MAIN=1", "NQUEENS_PAUSE_AFTER=50")
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
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
			t.Fatalf("the listing ended before it recorded 50 places: %s", stderr.String())
		}
		r.Close()
		cmd.Process.Signal(sig)
		cmd.Wait()
		status := cmd.ProcessState.ExitCode()
		var place int
		_, said, _ := strings.Cut(stderr.String(), " holds the listing up to place ")
		if _, err := fmt.Sscanf(said, "%d, as checkpoint", &place); status != 128+int(sig) || err != nil || place < 1340+49 {
			t.Fatalf("%v: status %d, stderr %q; want %d and the place, 1389 or more", sig, status, stderr.String(), 128+int(sig))
		}
		part, _ := os.ReadFile(filepath.Join(dir, "out"))
		if lines := strings.Count(string(part), "\n"); lines != place-1340 || !strings.HasPrefix(want, string(part)) {
			t.Fatalf("%v: stopped at place %d with %d boards printed, not the listing's first %d", sig, place, lines, place-1340)
		}
		status, _, errs := runCommand(args...)
		got, _ := os.ReadFile(filepath.Join(dir, "out"))
		if status != 0 || string(got) != want {
			t.Errorf("%v, then run again: status %d, %d bytes, want %d; %s", sig, status, len(got), len(want), errs)
		}
		status, out, errs := runCommand(args...)
		again, _ := os.ReadFile(filepath.Join(dir, "out"))
		if status != 0 || out != "" || !strings.Contains(errs, "the listing is complete: ") || string(again) != want {
			t.Errorf("run after the end: status %d, %q, %q", status, out, errs)
		}
	}
}

// TestListFullDisk runs a resumable listing whose file cannot grow past a
// limit, as on a full disk, for limits within a board, at a chunk's end
// and one byte short of the end: it exits with status 1, saying so, its
// file holding whole boards of the listing alone; the run after, with room
// again, completes the file.
func TestListFullDisk(t *testing.T) {
	for _, chunk := range []int{512, 64 << 10} {
		dir := t.TempDir()
		_, want := resumableListing(t, dir)
		for _, limit := range []int64{1, 40, 41, 512, 4097, int64(len(want)) - 1} {
			dir := t.TempDir()
			args, _ := resumableListing(t, dir)
			files := fullDisk(limit)
			files.output.Chunk = chunk
			status, _, stderr := runWithFiles(files, args...)
			part, _ := os.ReadFile(filepath.Join(dir, "out"))
			if status != 1 || !strings.Contains(stderr, "no space left on device") || !strings.Contains(stderr, "once there is room on the disk") {
				t.Errorf("chunk %d, limit %d: status %d, stderr %q; want 1 and no space", chunk, limit, status, stderr)
			}
			if int64(len(part)) > limit || !strings.HasPrefix(want, string(part)) || len(part) > 0 && part[len(part)-1] != '\n' {
				t.Errorf("chunk %d, limit %d: the file holds %d bytes, not whole boards of the listing: %q", chunk, limit, len(part), part[max(0, len(part)-40):])
			}
			files.output.Limit = 0
			status, _, stderr = runWithFiles(files, args...)
			got, _ := os.ReadFile(filepath.Join(dir, "out"))
			if status != 0 || string(got) != want {
				t.Errorf("chunk %d, limit %d, then run again: status %d, %d bytes, want %d; %s", chunk, limit, status, len(got), len(want), stderr)
			}
		}
	}
}

// TestListRefused checks what a resumable listing refuses, each with
// status 1 or 2 and the file it found left as it was: a checkpoint
// without -o, to standard output, a pipe say; an output file that exists
// and is not the listing's, or is a named pipe; a file that the
// checkpoint's record does not match, changed, cut, or gone; and a
// checkpoint of a listing to standard output, which could not go on
// exactly.
func TestListRefused(t *testing.T) {
	dir := t.TempDir()
	args, want := resumableListing(t, dir)
	ck, out := args[len(args)-3], args[len(args)-1]
	if status, _, stderr := runCommand(args[:len(args)-2]...); status != 2 || !strings.Contains(stderr, "-checkpoint needs -o FILE") {
		t.Errorf("-checkpoint without -o: status %d, %q", status, stderr)
	}
	os.WriteFile(out, []byte("someone's\n"), 0o644)
	if status, _, stderr := runCommand(args...); status != 1 || !strings.Contains(stderr, "the file exists") {
		t.Errorf("-o a file that exists: status %d, %q", status, stderr)
	}
	if status, _, stderr := runCommand("list", "8", "-o", out); status != 1 || !strings.Contains(stderr, "the file exists") {
		t.Errorf("list 8 -o a file that exists: status %d, %q", status, stderr)
	}
	if got, _ := os.ReadFile(out); string(got) != "someone's\n" {
		t.Errorf("the file that existed now holds %q", got)
	}
	os.Remove(out)
	os.Remove(ck)
	if err := syscall.Mkfifo(out, 0o644); err == nil {
		if status, _, stderr := runCommand(args...); status != 1 || !strings.Contains(stderr, "a named pipe, not a regular file") {
			t.Errorf("-o a named pipe: status %d, %q", status, stderr)
		}
		os.Remove(out)
		os.Remove(ck)
	}

	// A listing stopped part way, whose file is then changed.
	if status, _, stderr := runWithFiles(fullDisk(int64(len(want)/2)), args...); status != 1 {
		t.Fatalf("a listing stopped by a full disk: status %d, %s", status, stderr)
	}
	part, _ := os.ReadFile(out)
	for _, tc := range []struct {
		name   string
		change func() []byte // returns the file it leaves
		want   string
	}{
		{"a byte changed", func() []byte {
			b := bytes.Clone(part)
			b[len(b)/2] ^= 1
			return b
		}, "are not those the run wrote"},
		{"cut short", func() []byte { return part[:len(part)-1] }, "it was cut or replaced"},
		{"gone", nil, "no such file, where the checkpoint records"},
	} {
		if tc.change == nil {
			os.Remove(out)
		} else {
			os.WriteFile(out, tc.change(), 0o644)
		}
		status, _, stderr := runCommand(args...)
		if status != 1 || !strings.Contains(stderr, tc.want) {
			t.Errorf("the file %s: status %d, %q; want 1 and %q", tc.name, status, stderr, tc.want)
		}
		if got, err := os.ReadFile(out); tc.change != nil && !bytes.Equal(got, tc.change()) || tc.change == nil && err == nil {
			t.Errorf("the file %s: it was not left as it was", tc.name)
		}
	}
	os.WriteFile(out, part, 0o644)
	if status, _, stderr := runCommand(args...); status != 0 {
		t.Errorf("the file put back: status %d, %s", status, stderr)
	}
	if got, _ := os.ReadFile(out); string(got) != want {
		t.Errorf("the file put back, then completed: %d bytes, want the listing's %d", len(got), len(want))
	}

	old := filepath.Join(dir, "old")
	v1 := journal.Seal("", "nqueens list checkpoint 1 n=11 from=1340 to=2680 format=tuple") + journal.Seal("", "nqueens list next=1400 output=2000")
	os.WriteFile(old, []byte(v1), 0o644)
	oldArgs := append(args[:len(args)-4:len(args)-4], "-checkpoint", old, "-o", filepath.Join(dir, "new"))
	if status, _, stderr := runCommand(oldArgs...); status != 1 || !strings.Contains(stderr, "records a listing to standard output") {
		t.Errorf("a checkpoint of a listing to standard output: status %d, %q", status, stderr)
	}
	if got, _ := os.ReadFile(old); string(got) != v1 {
		t.Errorf("the old checkpoint now holds %q", got)
	}
}

// TestListToFile checks list -o FILE without a checkpoint: FILE holds
// what standard output would, and standard output nothing.
func TestListToFile(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{{"list", "8"}, {"list", "9", "-unique", "-format", "json"}, {"list", "10", "-from", "700"}} {
		_, want, _ := runCommand(args...)
		out := filepath.Join(dir, strings.Join(args, "_"))
		status, stdout, stderr := runCommand(append(args, "-o", out)...)
		got, _ := os.ReadFile(out)
		if status != 0 || stdout != "" || string(got) != want {
			t.Errorf("%s -o FILE: status %d, %q on standard output, %d bytes in FILE, want %d; %s", strings.Join(args, " "), status, stdout, len(got), len(want), stderr)
		}
	}
}

// TestListLeavesNothing checks that a listing refused before it begins
// leaves no file behind, a new checkpoint included, so that the command
// put right runs at once: -o a named pipe or a device with -checkpoint,
// -o the checkpoint itself, and a listing without a solution; that
// -o /dev/null without a checkpoint lists into it; and that one file is
// one listing however the command line names it.
func TestListLeavesNothing(t *testing.T) {
	dir := t.TempDir()
	ck, out := filepath.Join(dir, "ck"), filepath.Join(dir, "out")
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip(err)
	}
	for _, tc := range []struct {
		args   []string
		status int
		stderr string
	}{
		{[]string{"list", "8", "-checkpoint", ck, "-o", fifo}, 1, "a named pipe, not a regular file"},
		{[]string{"list", "8", "-checkpoint", ck, "-o", "/dev/null"}, 1, "a device, not a regular file"},
		{[]string{"list", "8", "-checkpoint", ck, "-o", ck}, 2, "name one file"},
		{[]string{"list", "8", "-checkpoint", ck, "-o", filepath.Join(dir, ".", "ck")}, 2, "name one file"},
		{[]string{"list", "2", "-checkpoint", ck, "-o", out}, 1, "no solution of size 2"},
		{[]string{"list", "3", "-o", out}, 1, "no solution of size 3"},
		{[]string{"list", "8", "-format", "svg", "-o", out}, 0, ""},
	} {
		status, _, stderr := runCommand(tc.args...)
		if status != tc.status || !strings.Contains(stderr, tc.stderr) {
			t.Errorf("%s: status %d, %q; want %d and %q", strings.Join(tc.args, " "), status, stderr, tc.status, tc.stderr)
		}
		for _, left := range []string{ck, out} {
			if _, err := os.Stat(left); err == nil && status != 0 {
				t.Errorf("%s: refused, it left %s behind", strings.Join(tc.args, " "), left)
			}
		}
		os.Remove(out)
	}
	if status, stdout, stderr := runCommand("list", "8", "-o", "/dev/null"); status != 0 || stdout != "" {
		t.Errorf("list 8 -o /dev/null: status %d, %q, %q", status, stdout, stderr)
	}

	// Stopped by a full disk, then run again with the file named
	// otherwise: from the directory, with ./, and by a path of its own.
	_, want, _ := runCommand("list", "10", "-format", "tuple")
	t.Chdir(dir)
	names := []string{"./out", "out", filepath.Join(dir, "sub", "..", "out")}
	os.Mkdir(filepath.Join(dir, "sub"), 0o755)
	for i, name := range names {
		limit := int64(len(want) * (i + 1) / 4)
		if i == len(names)-1 {
			limit = 0
		}
		status, _, stderr := runWithFiles(fullDisk(limit), "list", "10", "-format", "tuple", "-checkpoint", "ck", "-o", name)
		if i < len(names)-1 && (status != 1 || !strings.Contains(stderr, "no space left")) || i == len(names)-1 && status != 0 {
			t.Fatalf("-o %s: status %d, %s", name, status, stderr)
		}
	}
	if got, _ := os.ReadFile(out); string(got) != want {
		t.Errorf("one file named three ways: it holds %d bytes, not the listing's %d", len(got), len(want))
	}

	// A checkpoint of a build that recorded the name as given, relative
	// to the directory it ran in, goes on from there.
	os.Remove(out)
	os.Remove(ck)
	runWithFiles(fullDisk(int64(len(want)/2)), "list", "10", "-format", "tuple", "-checkpoint", "ck", "-o", "out")
	data, _ := os.ReadFile(ck)
	header, rest, _ := strings.Cut(string(data), "\n")
	if !strings.Contains(header, "output=\""+out+"\"") {
		t.Fatalf("the checkpoint's header %q does not name %s", header, out)
	}
	old := journal.Seal("", `nqueens list checkpoint 2 n=10 from=0 to=724 format=tuple output="out"`)
	os.WriteFile(ck, []byte(old+rest), 0o644)
	if status, _, stderr := runCommand("list", "10", "-format", "tuple", "-checkpoint", "ck", "-o", "out"); status != 0 {
		t.Errorf("a checkpoint naming its file relative: status %d, %s", status, stderr)
	}
	if got, _ := os.ReadFile(out); string(got) != want {
		t.Errorf("a checkpoint naming its file relative: the file holds %d bytes, not the listing's %d", len(got), len(want))
	}
	other := filepath.Join(dir, "other")
	os.WriteFile(other, nil, 0o644)
	if status, _, stderr := runCommand("list", "10", "-format", "tuple", "-checkpoint", "ck", "-o", "other"); status != 1 || !strings.Contains(stderr, "is not the checkpoint of this listing") {
		t.Errorf("the checkpoint of another file: status %d, %q", status, stderr)
	}
}
