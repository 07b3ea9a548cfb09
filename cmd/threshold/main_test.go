package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/nqueens-go/nqueens/internal/signals"
)

// TestMain lets the test binary stand in for the command: run with
// THRESHOLD_RUN_MAIN set, it is threshold itself.
func TestMain(m *testing.M) {
	if os.Getenv("THRESHOLD_RUN_MAIN") != "" {
		main()
	}
	os.Exit(m.Run())
}

// command returns the test binary as the command threshold with args.
func command(args ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "THRESHOLD_RUN_MAIN=1")
	return cmd
}

// TestBinary runs the command as a program: the README's first command
// line's kind, which prints the terms and exits with 0; and one with a
// mistake on its command line, which exits with 2.
func TestBinary(t *testing.T) {
	out, err := command("4-6").Output()
	if err != nil || !strings.HasPrefix(string(out), "a(4) = 0 (") || !strings.Contains(string(out), "a(6) = 0 (") {
		t.Errorf("threshold 4-6: %v, %q", err, out)
	}
	cmd := command("-most")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); cmd.ProcessState.ExitCode() != 2 || !strings.Contains(stderr.String(), "flag needs an argument: -most") {
		t.Errorf("threshold -most: %v, status %d, %q", err, cmd.ProcessState.ExitCode(), stderr.String())
	}
}

// TestNoJournalByDefault runs the command without -dir in a directory of
// its own: it leaves nothing there, and run again it says nothing of a
// journal.
func TestNoJournalByDefault(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	for range 2 {
		status, out, errs := runIn("", "4-9")
		if status != 0 || !strings.Contains(out, "a(9) = 1 (") || strings.Contains(errs, "journal") {
			t.Fatalf("threshold 4-9: status %d, %q, %q", status, out, errs)
		}
		if left, _ := os.ReadDir(dir); len(left) != 0 {
			t.Fatalf("threshold 4-9 without -dir left %d files in its directory", len(left))
		}
	}
}

// TestJournalKnown forges the journal of a run of size 10, whose
// threshold OEIS knows is 2: its witness of 3 queens gone, and every unit
// of 3 queens recorded done, each line with its checksum made anew. The
// run that goes on from it finds a(10) ≥ 3, which contradicts the term, and
// is refused, naming the journal.
func TestJournalKnown(t *testing.T) {
	dir := t.TempDir()
	if status, _, errs := runIn("", "-dir", dir, "10"); status != 0 {
		t.Fatalf("threshold 10: status %d, %s", status, errs)
	}
	path := filepath.Join(dir, "threshold-10.journal")
	data, _ := os.ReadFile(path)
	var forged strings.Builder
	for line := range strings.Lines(string(data)) {
		if !strings.HasPrefix(line, "witness 3 ") && !strings.HasPrefix(line, "hunted 3 ") {
			forged.WriteString(line)
		}
	}
	for _, u := range checkUnits(10, 3, 1, journalVersion) {
		forged.WriteString(sealed(10, fmt.Sprintf("done 3 %d %d %d 0 0", u.first, u.from, u.to)))
	}
	os.WriteFile(path, []byte(forged.String()), 0o644)
	status, out, errs := runIn("", "-dir", dir, "-most", "3", "10")
	if status != 1 || out != "" || !strings.Contains(errs, "a(10) ≥ 3, where OEIS A374013 has a(10) = 2") || !strings.Contains(errs, "journal "+path+" holds a record that is not true") {
		t.Errorf("from a forged journal: status %d, %q, %q", status, out, errs)
	}
	if got, _ := os.ReadFile(path); !strings.HasPrefix(string(got), forged.String()) {
		t.Error("the forged journal lost lines")
	}
}

// TestSignal stops the command, run as a program, by SIGINT and SIGTERM
// once a journal holds a line: it exits with 130 or 143, saying that the
// journal keeps what it did; run again, it goes on from it.
func TestSignal(t *testing.T) {
	if testing.Short() {
		t.Skip("starts processes")
	}
	t.Parallel()
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		dir := t.TempDir()
		cmd := command("-dir", dir, "-workers", "1", "-hunt", "-1", "16")
		stderr, err := cmd.StderrPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		var said strings.Builder
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			said.WriteString(sc.Text() + "\n")
			if strings.Contains(sc.Text(), "every placement of 2 queens") {
				cmd.Process.Signal(sig)
				break
			}
		}
		for sc.Scan() {
			said.WriteString(sc.Text() + "\n")
		}
		cmd.Wait()
		want := "threshold: stopped by " + signals.Signal{Signal: sig}.Name() + "; the journals in " + dir + " keep what was done: run the same command again to go on\n"
		if status := cmd.ProcessState.ExitCode(); status != 128+int(sig) || !strings.HasSuffix(said.String(), want) {
			t.Errorf("%v: status %d, %q; want %d and %q", sig, status, said.String(), 128+int(sig), want)
		}
		status, out, errs := runIn("", "-dir", dir, "16")
		if status != 0 || !strings.HasPrefix(out, "a(16) = 3 (") || !strings.Contains(errs, "n=16: going on from journal") {
			t.Errorf("%v, then run again: status %d, %q, %q", sig, status, out, errs)
		}
	}
}
