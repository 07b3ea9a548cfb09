package main

import (
	"fmt"
	"strings"
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
		{[]string{"list", "8", "-o", ""}, 2, "-o: an empty FILE"},
		{[]string{"list", "8", "-limit", "0"}, 2, "-limit 0 would print nothing: give 1 or more, or leave -limit out for all the solutions"},
		{[]string{"solve", "-limit", "0"}, 2, "-limit 0 would print nothing"},
	} {
		status, _, stderr := runCommand(tt.args...)
		if status != tt.status || !strings.Contains(stderr, tt.stderr) {
			t.Errorf("%s: status %d, stderr %q; want %d and %q", strings.Join(tt.args, " "), status, stderr, tt.status, tt.stderr)
		}
	}
}
