package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestRunArgs checks the command's refusals of its command line.
func TestRunArgs(t *testing.T) {
	for _, tc := range []struct {
		args   []string
		status int
		stderr string
	}{
		{[]string{"extra"}, 2, `unexpected argument "extra"`},
		{[]string{"-port", "1"}, 2, "flag provided but not defined: -port"},
	} {
		var stdout, stderr bytes.Buffer
		if status := run(tc.args, &stdout, &stderr); status != tc.status || !strings.Contains(stderr.String(), tc.stderr) {
			t.Errorf("%v: status %d, %q; want %d and %q", tc.args, status, stderr.String(), tc.status, tc.stderr)
		}
	}
}
