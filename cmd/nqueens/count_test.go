package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/puzzle"
)

func TestProgressLine(t *testing.T) {
	var buf bytes.Buffer
	// Planned for 10 s; then 3 done before the count started.
	p := &progressLine{w: &buf, start: time.Now().Add(-12 * time.Second), after: time.Second}
	p.show(3, 10)
	p.show(4, 10) // too soon after the first: not shown
	want := "\r30% counted, 12s so far"
	if got := buf.String(); got != want {
		t.Fatalf("progress line %q, want %q", got, want)
	}
	buf.Reset()
	p.shown = p.shown.Add(-time.Second)
	p.began = p.began.Add(-2 * time.Second)
	p.show(7, 10)                        // 4 in the 2 s of counting: 3 left, 2 s
	want2 := "\r70% counted, 2s left   " // padded to the length of the line before
	if got := buf.String(); got != want2 {
		t.Fatalf("progress line %q, want %q", got, want2)
	}
	want = want2
	buf.Reset()
	p.clear()
	if got, want := buf.String(), "\r"+strings.Repeat(" ", len(want)-1)+"\r"; got != want {
		t.Errorf("clearing wrote %q, want %q", got, want)
	}

	buf.Reset()
	quiet := &progressLine{w: &buf, start: time.Now(), after: time.Hour}
	quiet.show(1, 10)
	quiet.clear()
	if buf.Len() != 0 {
		t.Errorf("a count shorter than its delay wrote %q", buf.String())
	}
}

// runIn runs cmd with the command line args in env, as run does, and
// returns its error.
func runIn(env *environment, cmd *command, args ...string) error {
	fs, runCommand := cmd.flagSet()
	positional, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	return runCommand(positional, env)
}

// TestCountQuiet checks that a count on a terminal shows its progress
// there, and with -quiet does not.
func TestCountQuiet(t *testing.T) {
	defer func(after time.Duration) { progressAfter = after }(progressAfter)
	progressAfter = 0
	for _, quiet := range []bool{false, true} {
		var out, progress bytes.Buffer
		env := &environment{out: newOutput(&out), progress: &progress, stderr: &progress}
		args := []string{"13"}
		if quiet {
			args = append(args, "-quiet")
		}
		if err := runIn(env, countCommand, args...); err != nil {
			t.Fatal(err)
		}
		env.out.flush()
		if out.String() != "total 73712\nunique 9233\n" {
			t.Errorf("count 13, quiet %v: stdout %q", quiet, out.String())
		}
		shown := strings.Contains(progress.String(), "% counted")
		if shown == quiet {
			t.Errorf("count 13, quiet %v: progress %q", quiet, progress.String())
		}
	}
}

// TestCountNoProgressOffTerminal checks that a count whose standard error
// is no terminal writes nothing there.
func TestCountNoProgressOffTerminal(t *testing.T) {
	status, stdout, stderr := runCommand("count", "14")
	if status != 0 || stdout != "total 365596\nunique 45752\n" || stderr != "" {
		t.Errorf("count 14: status %d, stdout %q, stderr %q", status, stdout, stderr)
	}
}

// TestShowElapsed checks that the line of a search without progress of its
// own is cleared when the search ends, and that nothing is written after.
func TestShowElapsed(t *testing.T) {
	defer func(d time.Duration) { progressAfter = d }(progressAfter)
	progressAfter = 0
	var buf bytes.Buffer
	stop := showElapsed(&buf, "counting the completions")
	stop()
	// With progressAfter 0, the line is shown before showElapsed
	// returns, and cleared by stop.
	if got := buf.String(); !strings.HasPrefix(got, "\rcounting the completions, 0s so far") || !strings.HasSuffix(got, "\r") {
		t.Errorf("the line shows %q, not cleared at the end", got)
	}
	showElapsed(nil, "nothing")() // no terminal, no line
}

// TestSolveWarns checks that solve says that a puzzle with more than 33
// rows to fill can take hours, and not for one with fewer.
func TestSolveWarns(t *testing.T) {
	b, _ := nqueens.Construct(40)
	for _, tt := range []struct {
		placed int
		want   string
	}{
		{0, "a puzzle of size 40 with 40 rows to fill can take hours to search"},
		{6, "a puzzle of size 40 with 34 rows to fill can take hours to search"},
		{7, ""},
	} {
		p := puzzle.New(40)
		for r := range tt.placed {
			p.Place(r, b[r])
		}
		if got := slowPuzzle(p); got != tt.want {
			t.Errorf("%d queens placed of 40: %q, want %q", tt.placed, got, tt.want)
		}
	}
	if got := slowPuzzle(puzzle.New(33)); got != "" {
		t.Errorf("the empty puzzle of 33: %q", got)
	}
}

// TestCountSaysMethod checks that a whole count's JSON names its method,
// and that a line on standard error says when Auto backtracks a size it
// would join but for -max-memory, and only then.
func TestCountSaysMethod(t *testing.T) {
	for _, tc := range []struct {
		args   []string
		method string
		note   string
	}{
		{[]string{"count", "12"}, "join2", ""},
		{[]string{"count", "8"}, "backtrack", ""},
		{[]string{"count", "11", "-max-memory", "1KB"}, "backtrack", ""},
		{[]string{"count", "12", "-method", "backtrack", "-max-memory", "1KB"}, "backtrack", ""},
		{[]string{"count", "12", "-method", "join"}, "join", ""},
		{[]string{"count", "12", "-max-memory", "1KB"}, "backtrack",
			"nqueens count: counting N = 12 by backtrack, several times slower than join2, whose table's index needs 16.0 KiB, more than -max-memory 1000 bytes\n"},
	} {
		name := strings.Join(tc.args, " ")
		status, stdout, stderr := runCommand(append(tc.args, "-format", "json")...)
		var got countResult
		if err := json.Unmarshal([]byte(stdout), &got); status != 0 || err != nil || got.Method != tc.method || stderr != tc.note {
			t.Errorf("%s: status %d, stdout %q, stderr %q; want method %q and %q", name, status, stdout, stderr, tc.method, tc.note)
		}
		// The text form says the same on standard error.
		if status, _, stderr := runCommand(tc.args...); status != 0 || stderr != tc.note {
			t.Errorf("%s as text: status %d, stderr %q; want %q", name, status, stderr, tc.note)
		}
	}
}

// TestCountMemoryMessage checks the message of a count whose join does not
// fit in -max-memory: it names where the method came from, -method or the
// checkpoint, and gives whole bytes where the two amounts would round
// alike.
func TestCountMemoryMessage(t *testing.T) {
	file := filepath.Join(t.TempDir(), "checkpoint")
	if status, _, stderr := runCommand("count", "16", "-checkpoint", file); status != 0 {
		t.Fatalf("count 16 -checkpoint: status %d, stderr %q", status, stderr)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"count", "16", "-method", "join2", "-max-memory", "256KiB"},
			"nqueens count: -method join2: the join of N = 16 needs 262148 bytes for its table's index at least, more than -max-memory 262144 bytes; raise -max-memory to count it\n"},
		{[]string{"count", "16", "-checkpoint", file, "-max-memory", "256KiB"},
			"nqueens count: the method of checkpoint " + file + ", join2: the join of N = 16 needs 262148 bytes for its table's index at least, more than -max-memory 262144 bytes; raise -max-memory to count it\n"},
		{[]string{"count", "16", "-method", "join", "-max-memory", "100KiB"},
			"nqueens count: -method join: the join of N = 16 needs 256.0 KiB for its table's index at least, more than -max-memory 100.0 KiB; raise -max-memory to count it\n"},
	} {
		status, _, stderr := runCommand(tc.args...)
		if status != 2 || !strings.HasPrefix(stderr, tc.want) {
			t.Errorf("%s: status %d, stderr %q; want 2 and %q", strings.Join(tc.args, " "), status, stderr, tc.want)
		}
	}
}

// TestLongCount checks the line that says how long a count by
// backtracking would take, where that is more than a day, and that none is
// said for a count by joining or of a size below longCountN.
func TestLongCount(t *testing.T) {
	if testing.Short() {
		t.Skip("samples the costs of counts of 25 and 26")
	}
	ctx := context.Background()
	for _, tc := range []struct {
		c    nqueens.Counter
		n    int
		want string // the line's start, "" for none
	}{
		{nqueens.Counter{Method: nqueens.Backtrack}, longCountN - 1, ""},
		{nqueens.Counter{Method: nqueens.Join2}, 25, ""},
		{nqueens.Counter{Method: nqueens.Backtrack, Workers: 1}, 26, "counting N = 26 by backtracking on 1 goroutine would take "},
		{nqueens.Counter{Method: nqueens.Backtrack, Workers: 2, Shard: 3, Shards: 8}, 26, "counting shard 3 of 8 of N = 26 by backtracking on 2 goroutines would take "},
	} {
		got, err := longCount(ctx, tc.c, tc.n)
		if err != nil || !strings.HasPrefix(got, tc.want) || (tc.want == "") != (got == "") ||
			(got != "" && !strings.HasSuffix(got, " on this machine, by its pace at smaller sizes; Ctrl-C stops it")) {
			t.Errorf("%+v, N = %d: %q, %v; want %q...", tc.c, tc.n, got, err, tc.want)
		}
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if got, err := longCount(cancelled, nqueens.Counter{Method: nqueens.Backtrack}, 30); got != "" || err != context.Canceled {
		t.Errorf("cancelled: %q, %v; want context.Canceled", got, err)
	}
}

// TestLongTime checks how longCount writes a long time.
func TestLongTime(t *testing.T) {
	const day = 24 * time.Hour
	for _, tc := range []struct {
		d    time.Duration
		want string
	}{
		{day + time.Hour, "about 25 hours"},
		{2*day - time.Minute, "about 48 hours"},
		{2 * day, "about 2 days"},
		{400 * day, "about 400 days"},
		{731 * day, "about 2 years"},
		{100 * 8766 * time.Hour, "about 100 years"},
		{math.MaxInt64, "more than 290 years"},
	} {
		if got := longTime(tc.d); got != tc.want {
			t.Errorf("longTime(%v) = %q, want %q", tc.d, got, tc.want)
		}
	}
}

// TestLongCountLine runs a count of years, of size 26, whose estimate
// samples the costs of its 32,496 subproblems: the line that says so is
// the first the command writes, before the count starts, and SIGINT stops
// it.
func TestLongCountLine(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a process")
	}
	t.Parallel()
	const n = "26"
	cmd := exec.Command(os.Args[0], "count", n, "-workers", "1")
	cmd.Env = append(os.Environ(), "NQUEENS_RUN_MAIN=1")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	r := bufio.NewReader(stderr)
	line, err := r.ReadString('\n')
	if err != nil || !strings.HasPrefix(line, "nqueens count: counting N = "+n+" by backtracking on 1 goroutine would take ") {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("count %s: first line %q, %v", n, line, err)
	}
	cmd.Process.Signal(os.Interrupt)
	rest, _ := io.ReadAll(r)
	err = cmd.Wait()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 130 || !strings.HasPrefix(string(rest), "nqueens count: stopped by SIGINT") {
		t.Errorf("count %s after SIGINT: %v, stderr %q", n, err, rest)
	}
}
