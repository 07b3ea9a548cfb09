package main

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

func TestProgressLine(t *testing.T) {
	var buf bytes.Buffer
	p := &progressLine{w: &buf, start: time.Now().Add(-2 * time.Second), after: time.Second}
	p.show(3, 10)
	p.show(4, 10) // too soon after the first: not shown
	want := "\r3 of 10 subproblems counted (30%), 2s"
	if got := buf.String(); got != want {
		t.Fatalf("progress line %q, want %q", got, want)
	}
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

// TestCountNoProgressOffTerminal checks that a count whose standard error
// is no terminal writes nothing there.
func TestCountNoProgressOffTerminal(t *testing.T) {
	status, stdout, stderr := runCommand("count", "14")
	if status != 0 || stdout != "total 365596\nunique 45752\n" || stderr != "" {
		t.Errorf("count 14: status %d, stdout %q, stderr %q", status, stdout, stderr)
	}
}
