package main

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/nqueens-go/nqueens"
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

// TestCountNoProgressOffTerminal checks that a count whose standard error
// is no terminal writes nothing there.
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
	if got := buf.String(); got != "" && !strings.HasSuffix(got, "\r") {
		t.Errorf("the line was not cleared: %q", got)
	}
	if got := buf.String(); got != "" && !strings.Contains(got, "counting the completions, 0s so far") {
		t.Errorf("the line shows %q", got)
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
		p := nqueens.NewPuzzle(40)
		for r := range tt.placed {
			p.Place(r, b[r])
		}
		if got := slowPuzzle(p); got != tt.want {
			t.Errorf("%d queens placed of 40: %q, want %q", tt.placed, got, tt.want)
		}
	}
	if got := slowPuzzle(nqueens.NewPuzzle(33)); got != "" {
		t.Errorf("the empty puzzle of 33: %q", got)
	}
}
