package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestCountClasses(t *testing.T) {
	for _, tc := range []struct {
		args   []string
		status int
		out    string
	}{
		{[]string{"count", "13", "-classes", "torus"}, 0, "torus 4604\n"},
		{[]string{"count", "13", "-classes", "similar", "-workers", "1"}, 0, "similar 3083\n"},
		{[]string{"count", "3", "-classes", "torus"}, 1, "torus 0\n"},
		{[]string{"count", "0", "-classes", "similar"}, 0, "similar 1\n"},
		{[]string{"count", "12", "-classes", "square"}, 0, "square 1787\n"},
	} {
		status, stdout, stderr := runCommand(tc.args...)
		if status != tc.status || stdout != tc.out {
			t.Errorf("%v: status %d, %q, stderr %q; want %d, %q", tc.args, status, stdout, stderr, tc.status, tc.out)
		}
	}
	status, stdout, _ := runCommand("count", "12", "-classes", "torus", "-format", "json")
	if status != 0 || !strings.HasPrefix(stdout, `{"n":12,"group":"torus","classes":953,`) {
		t.Errorf("count 12 -classes torus -format json: status %d, %q", status, stdout)
	}
	for _, args := range [][]string{
		{"count", "12", "-classes", "rook"},
		{"count", "12", "-classes", "square", "-shard", "0/2"},
		{"count", "33", "-classes", "torus"},
		{"count", "12", "-classes", "torus", "-by-column"},
		{"count", "12", "-classes", "torus", "-method", "join"},
		{"count", "12", "-classes", "torus", "-shard", "0/2", "-format", "text"},
	} {
		if status, stdout, stderr := runCommand(args...); status != 2 || stdout != "" || stderr == "" {
			t.Errorf("%v: status %d, %q, %q; want a usage error", args, status, stdout, stderr)
		}
	}
}

func TestCountClassesCheckpoint(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cp")
	args := []string{"count", "12", "-classes", "similar", "-checkpoint", path}
	if status, stdout, stderr := runCommand(args...); status != 0 || stdout != "similar 813\n" {
		t.Fatalf("%v: status %d, %q, %s", args, status, stdout, stderr)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	if len(lines) != 1+12*6 || !strings.HasPrefix(lines[0], "nqueens classes checkpoint 1 n=12 group=similar shard=0/1 crc32=") {
		t.Fatalf("the checkpoint holds %d lines, the first %q", len(lines), lines[0])
	}
	// From the whole checkpoint, the count counts nothing and gives the
	// same; from one cut short, it counts the rest.
	if status, stdout, stderr := runCommand(args...); status != 0 || stdout != "similar 813\n" {
		t.Errorf("%v again: status %d, %q, %s", args, status, stdout, stderr)
	}
	if err := os.WriteFile(path, []byte(strings.Join(lines[:20], "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if status, stdout, stderr := runCommand(args...); status != 0 || stdout != "similar 813\n" {
		t.Errorf("%v from 19 units: status %d, %q, %s", args, status, stdout, stderr)
	}
	// Another count's checkpoint is refused, and left as it is.
	before, _ := os.ReadFile(path)
	for _, other := range [][]string{
		{"count", "12", "-classes", "torus", "-checkpoint", path},
		{"count", "12", "-checkpoint", path},
	} {
		if status, _, stderr := runCommand(other...); status == 0 || !strings.Contains(stderr, "left as it is") {
			t.Errorf("%v: status %d, %s", other, status, stderr)
		}
	}
	if after, _ := os.ReadFile(path); string(after) != string(before) {
		t.Error("a refused checkpoint was changed")
	}
	// A line changed by hand is found by its checksum.
	lines[3] = strings.Replace(lines[3], "classes=", "classes=1", 1)
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if status, _, stderr := runCommand(args...); status == 0 || !strings.Contains(stderr, "damaged") {
		t.Errorf("%v with a changed line: status %d, %s", args, status, stderr)
	}
}

// TestClassesProgress checks that a count of classes on a terminal says
// how many of its units are counted, those of its checkpoint too, and
// clears the line at the end; with -quiet it shows none.
func TestClassesProgress(t *testing.T) {
	defer func(after time.Duration) { progressAfter = after }(progressAfter)
	progressAfter = 0 // the line shows at once
	path := filepath.Join(t.TempDir(), "cp")
	run := func(want string, args ...string) string {
		t.Helper()
		var out, progress bytes.Buffer
		env := &environment{out: newOutput(&out), progress: &progress, stderr: &progress}
		if err := runIn(env, countCommand, args...); err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		env.out.flush()
		if out.String() != want {
			t.Fatalf("%v: stdout %q", args, out.String())
		}
		return progress.String()
	}
	args := []string{"12", "-classes", "torus", "-checkpoint", path, "-workers", "1"}
	if got := run("torus 953\n", args...); !strings.HasPrefix(got, "\r0 of 72 units counted, ") || !strings.HasSuffix(got, "\r") {
		t.Errorf("%v: progress %q", args, got)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(b), "\n")
	if err := os.WriteFile(path, []byte(strings.Join(lines[:11], "")), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := run("torus 953\n", args...); !strings.HasPrefix(got, "\r10 of 72 units counted, ") {
		t.Errorf("%v from 10 units: progress %q", args, got)
	}
	if got := run("torus 953\n", "12", "-classes", "torus", "-quiet"); got != "" {
		t.Errorf("-quiet: progress %q", got)
	}
	if got := run("square 1787\n", "12", "-classes", "square"); !strings.HasPrefix(got, "\rcounting the classes, ") {
		t.Errorf("-classes square: progress %q", got)
	}
}

func TestClassesShards(t *testing.T) {
	t.Setenv("JOB_COMPLETION_INDEX", "")
	t.Setenv("SLURM_ARRAY_TASK_ID", "")
	dir := t.TempDir()
	const m = 5
	var files []string
	for i := range m {
		status, stdout, stderr := runCommand("count", "13", "-classes", "torus", "-shard", fmt.Sprintf("%d/%d", i, m))
		if status != 0 || !strings.HasPrefix(stdout, fmt.Sprintf(`{"n":13,"group":"torus","shard":%d,"shards":5,`, i)) {
			t.Fatalf("count 13 -classes torus -shard %d/%d: status %d, %q, %s", i, m, status, stdout, stderr)
		}
		f := filepath.Join(dir, fmt.Sprint(i))
		if err := os.WriteFile(f, []byte(stdout), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	if status, stdout, stderr := runCommand(append([]string{"sum"}, files...)...); status != 0 || stdout != "torus 4604\nagrees with OEIS A062164\n" {
		t.Errorf("sum of the shards of count 13 -classes torus: status %d, %q, %s", status, stdout, stderr)
	}
	// A line rewritten with its checksum made anew: the sum disagrees
	// with the entry.
	b0, _ := os.ReadFile(files[0])
	r, err := parseClassesShard([]byte(strings.TrimSpace(string(b0))))
	if err != nil {
		t.Fatal(err)
	}
	r.Classes++
	line, _ := r.marshal()
	forged := writeFile(t, dir, "forged", string(line)+"\n")
	if status, _, stderr := runCommand(append([]string{"sum", forged}, files[1:]...)...); status != 1 || !strings.Contains(stderr, "disagrees with OEIS A062164, which has 4604 for n = 13") {
		t.Errorf("sum with a forged line: status %d, %s", status, stderr)
	}
	// A shard missing, one there twice, one changed, one of a count.
	_, plain, _ := runCommand("count", "13", "-shard", "0/5")
	b, _ := os.ReadFile(files[1])
	for _, tc := range []struct {
		files []string
		want  string
	}{
		{files[1:], "missing"},
		{slices.Concat(files, files[2:3]), "is there 2 times"},
		{slices.Concat(files[1:], []string{writeFile(t, dir, "changed", strings.Replace(string(b), `"classes":`, `"classes":1`, 1))}), "checksum"},
		{slices.Concat(files[1:], []string{writeFile(t, dir, "plain", plain)}), "do not add up"},
		{[]string{writeFile(t, dir, "plain", plain), files[0]}, "do not add up"},
	} {
		if status, stdout, stderr := runCommand(append([]string{"sum"}, tc.files...)...); status != 1 || stdout != "" || !strings.Contains(stderr, tc.want) {
			t.Errorf("sum %v: status %d, %q, %s; want %q", tc.files, status, stdout, stderr, tc.want)
		}
	}
}

// writeFile writes text to the file name in dir, and returns its path.
func writeFile(t *testing.T, dir, name, text string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}
