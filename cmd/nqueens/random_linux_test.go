package main

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestRandomUnderLimits runs random as a process under limits too small
// for its board: it refuses it before drawing anything, with exit status
// 1 and a message naming the limit, and draws a smaller board under the
// same limit. The race detector reserves terabytes of address space, so
// the bounds on it are tried without it.
func TestRandomUnderLimits(t *testing.T) {
	for _, tc := range []struct {
		shell string // run before the command
		env   string
		n     string
		want  string // in the message, or "" for a board drawn
		race  bool   // whether it runs under the race detector
	}{
		{"ulimit -v 3000000", "", "100000000", "of address space left to the process under its limit of 2.9 GiB (ulimit -v)", false},
		{"ulimit -v 3000000", "", "100000", "", false},
		{"ulimit -d 2000000", "", "100000000", "of data left to the process under its limit of 1.9 GiB (ulimit -d)", false},
		{":", "GOMEMLIMIT=100MiB", "10000000", "left under GOMEMLIMIT=100.0 MiB", true},
		{":", "GOMEMLIMIT=100MiB", "100000", "", true},
	} {
		if raceEnabled && !tc.race {
			continue
		}
		name := strings.TrimSpace(strings.TrimPrefix(tc.shell, ":") + " " + tc.env + " random " + tc.n)
		cmd := exec.Command("bash", "-c", tc.shell+`; exec "$0" random "$1" -format json -seed 1`, os.Args[0], tc.n)
		cmd.Env = append(os.Environ(), "NQUEENS_RUN_MAIN=1")
		if tc.env != "" {
			cmd.Env = append(cmd.Env, tc.env)
		}
		var stdout, stderr strings.Builder
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		cmd.Run()
		status := cmd.ProcessState.ExitCode()
		switch {
		case tc.want == "" && (status != 0 || !strings.HasPrefix(stdout.String(), "[")):
			t.Errorf("%s: status %d, stdout %.40q, stderr %q; want a board", name, status, stdout.String(), stderr.String())
		case tc.want != "" && (status != 1 || stdout.Len() != 0 || !strings.HasPrefix(stderr.String(), "nqueens random: a random board of size "+tc.n+" takes ") || !strings.Contains(stderr.String(), tc.want)):
			t.Errorf("%s: status %d, stderr %q; want 1 and %q", name, status, stderr.String(), tc.want)
		}
	}
}
