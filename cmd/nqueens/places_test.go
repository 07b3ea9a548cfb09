package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestListShards checks that the shards of list N -shard I/M, concatenated
// in order, are list N byte for byte, for N = 12 and 13 and M = 1, 3 and 7,
// and that -shard env/M takes I from the environment.
func TestListShards(t *testing.T) {
	sizes := []int{12, 13}
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

// shardsConcatenated returns the M shards of list N in the format form,
// each printed by list N -shard I/M, concatenated in order; with dir not
// "", each shard is printed to a file of its own by -checkpoint and -o in
// dir, and the files are concatenated.
func shardsConcatenated(t *testing.T, n, m int, form, dir string) string {
	t.Helper()
	var got strings.Builder
	for i := range m {
		args := []string{"list", fmt.Sprint(n), "-format", form, "-shard", fmt.Sprintf("%d/%d", i, m)}
		var out string
		if dir != "" {
			file := filepath.Join(dir, fmt.Sprintf("list-%d-%s-%d-of-%d", n, form, i, m))
			args = append(args, "-checkpoint", file+".ck", "-o", file)
			status, _, stderr := runCommand(args...)
			if status != 0 {
				t.Fatalf("%s: status %d, %s", strings.Join(args, " "), status, stderr)
			}
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			out = string(data)
		} else {
			var status int
			var stderr string
			status, out, stderr = runCommand(args...)
			if status != 0 {
				t.Fatalf("%s: status %d, %s", strings.Join(args, " "), status, stderr)
			}
		}
		got.WriteString(out)
	}
	return got.String()
}

// TestListShardsAddUp checks that the shards of list N -shard I/M,
// concatenated in order, are list N byte for byte in every format that
// takes shards: for N up to 7, every M from 1 to one more than the
// solutions; without -short, for 8 and 10, a sample of M, shards of one
// board, of none, and of many among them; and the same for the files of
// shards listed with -checkpoint and -o, for a sample of sizes, in a
// drawn format and in one of lines.
func TestListShardsAddUp(t *testing.T) {
	t.Parallel()
	forms := []string{"dots", "grid", "matrix", "tuple", "json"}
	sampled := map[int][]int{8: {2, 13, 92, 93}, 10: {3, 7}}
	sizes := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 10}
	if testing.Short() {
		sizes = sizes[:len(sizes)-2]
	}
	for _, n := range sizes {
		for _, form := range forms {
			status, want, stderr := runCommand("list", fmt.Sprint(n), "-format", form)
			if status != 0 && n != 2 && n != 3 {
				t.Fatalf("list %d -format %s: status %d, %s", n, form, status, stderr)
			}
			if n == 2 || n == 3 {
				for _, m := range []int{1, 2} {
					args := []string{"list", fmt.Sprint(n), "-format", form, "-shard", fmt.Sprintf("0/%d", m)}
					if status, out, stderr := runCommand(args...); status != 1 || out != "" || stderr != fmt.Sprintf("nqueens list: no solution of size %d\n", n) {
						t.Errorf("%s: status %d, %q, %q; want 1 and no solution", strings.Join(args, " "), status, out, stderr)
					}
				}
				continue
			}
			shards := sampled[n]
			if n <= 7 {
				total := strings.Count(want, "\n\n") + 1
				if form == "tuple" || form == "json" {
					total = strings.Count(want, "\n")
				}
				for m := 1; m <= total+1; m++ {
					shards = append(shards, m)
				}
			}
			for _, m := range shards {
				if got := shardsConcatenated(t, n, m, form, ""); got != want {
					t.Errorf("list %d -format %s: the %d shards concatenated differ from the whole listing:\n%q\nwant\n%q", n, form, m, excerptAt(got, want), excerptAt(want, got))
				}
			}
			if n != 0 && n != 1 && n != 6 && n != 10 || form != "dots" && form != "json" {
				continue // the files of shards, synced: a sample of sizes and of each kind of format
			}
			for _, m := range []int{2, 7} {
				if got := shardsConcatenated(t, n, m, form, t.TempDir()); got != want {
					t.Errorf("list %d -format %s -checkpoint -o: the files of the %d shards concatenated differ from the whole listing:\n%q\nwant\n%q", n, form, m, excerptAt(got, want), excerptAt(want, got))
				}
			}
		}
	}
}

// excerptAt returns the part of s around the first byte where it differs
// from other.
func excerptAt(s, other string) string {
	i := 0
	for i < len(s) && i < len(other) && s[i] == other[i] {
		i++
	}
	return s[max(0, i-30):min(len(s), i+30)]
}
