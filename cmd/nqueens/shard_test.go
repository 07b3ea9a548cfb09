package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nqueens-go/nqueens"
)

// countOutput is what count prints for size n, from the library's Count.
func countOutput(t *testing.T, n int) string {
	t.Helper()
	counts, err := new(nqueens.Counter).Count(context.Background(), n)
	if err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("total %d\nunique %d\n", counts.Total, counts.Unique)
}

func TestCountShards(t *testing.T) {
	t.Setenv("JOB_COMPLETION_INDEX", "")
	t.Setenv("SLURM_ARRAY_TASK_ID", "")
	const n, m = 12, 5
	var lines []string
	subproblems := 0
	for i := range m {
		status, stdout, stderr := runCommand("count", fmt.Sprint(n), "-shard", fmt.Sprintf("%d/%d", i, m))
		if status != 0 || stderr != "" || strings.Count(stdout, "\n") != 1 {
			t.Fatalf("shard %d/%d: status %d, stdout %q, stderr %q", i, m, status, stdout, stderr)
		}
		var r shardResult
		dec := json.NewDecoder(strings.NewReader(stdout))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&r); err != nil {
			t.Fatalf("shard %d/%d printed %q: %v", i, m, stdout, err)
		}
		c := nqueens.Counter{Shard: i, Shards: m}
		counts, _ := c.Count(context.Background(), n)
		subs, _ := c.Subproblems(context.Background(), n)
		if r.N != n || r.Shard != i || r.Shards != m || r.Subproblems != len(subs) ||
			r.Total != counts.Total || r.Unique != counts.Unique || r.Seconds < 0 || r.Version == "" {
			t.Errorf("shard %d/%d printed %+v; want its %d subproblems and %+v", i, m, r, len(subs), counts)
		}
		subproblems += r.Subproblems
		lines = append(lines, stdout)
	}
	if all, _ := new(nqueens.Counter).Subproblems(context.Background(), n); subproblems != len(all) {
		t.Errorf("the shards hold %d subproblems, want %d", subproblems, len(all))
	}

	// From standard input, in any order, with blank lines; and from files.
	input := strings.Join([]string{lines[3], "\n", lines[0], lines[4], lines[1], lines[2]}, "")
	status, stdout, stderr := runWithInput(input, "sum")
	if want := countOutput(t, n); status != 0 || stdout != want || stderr != "" {
		t.Errorf("sum: status %d, stdout %q, stderr %q; want %q", status, stdout, stderr, want)
	}
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json")
	os.WriteFile(a, []byte(strings.Join(lines[:2], "")), 0o644)
	os.WriteFile(b, []byte(strings.Join(lines[2:], "")), 0o644)
	status, stdout, stderr = runWithInput(lines[2], "sum", a, b)
	if want := countOutput(t, n); status != 0 || stdout != want || stderr != "" {
		t.Errorf("sum of files: status %d, stdout %q, stderr %q; want %q", status, stdout, stderr, want)
	}

	// Missing and repeated shards.
	status, stdout, stderr = runWithInput(lines[1]+lines[3], "sum", a, "-")
	want := "nqueens sum: 2 of the 5 shards of n = 12 are missing: 2, 4\n" +
		"shard 1 is there 2 times (" + a + ":2, standard input:1)\n"
	if status != 1 || stdout != "" || stderr != want {
		t.Errorf("sum with shards missing: status %d, stdout %q, stderr %q; want 1 and %q", status, stdout, stderr, want)
	}
}

func TestShardFromEnvironment(t *testing.T) {
	for _, tt := range []struct {
		kubernetes, slurm string
		status            int
		want              string // the shard, or the start of the error
	}{
		{"3", "", 0, `"shard":3,"shards":8`},
		{"", "5", 0, `"shard":5,"shards":8`},
		{"2", "6", 0, `"shard":2,"shards":8`}, // a Kubernetes pod that inherited Slurm's variable
		{"", "", 1, "nqueens count: -shard env/8: neither JOB_COMPLETION_INDEX (Kubernetes) nor SLURM_ARRAY_TASK_ID (Slurm) is set\n"},
		{"", "8", 1, "nqueens count: -shard env/8: SLURM_ARRAY_TASK_ID = 8 out of range [0, 8)\n"},
		{"x", "", 1, "nqueens count: -shard env/8: JOB_COMPLETION_INDEX = \"x\" is not a whole number\n"},
	} {
		t.Setenv("JOB_COMPLETION_INDEX", tt.kubernetes)
		t.Setenv("SLURM_ARRAY_TASK_ID", tt.slurm)
		status, stdout, stderr := runCommand("count", "10", "-shard", "env/8")
		got := stdout
		if tt.status != 0 {
			got = stderr
		}
		if status != tt.status || !strings.Contains(got, tt.want) {
			t.Errorf("JOB_COMPLETION_INDEX=%q SLURM_ARRAY_TASK_ID=%q: status %d, stdout %q, stderr %q; want %d and %q",
				tt.kubernetes, tt.slurm, status, stdout, stderr, tt.status, tt.want)
		}
	}
}

func TestShardUsageErrors(t *testing.T) {
	for _, tt := range []struct{ shard, want string }{
		{"3", "-shard 3: want I/M, shard I of M, or env/M"},
		{"3/x", `-shard 3/x: M = "x" is not a whole number from 1 to 1048576`},
		{"0/0", `-shard 0/0: M = "0" is not a whole number from 1 to 1048576`},
		{"8/8", "-shard 8/8: I = 8 out of range [0, 8)"},
		{"-1/8", "-shard -1/8: I = -1 out of range [0, 8)"},
		{"a/8", `-shard a/8: I = "a" is not a whole number`},
	} {
		status, stdout, stderr := runCommand("count", "10", "-shard", tt.shard)
		if status != 2 || stdout != "" || !strings.HasPrefix(stderr, "nqueens count: "+tt.want+"\n\nusage:") {
			t.Errorf("-shard %s: status %d, stdout %q, stderr %q; want 2 and %q with the usage", tt.shard, status, stdout, stderr, tt.want)
		}
	}
}

func TestSumErrors(t *testing.T) {
	line := func(n, shard, shards int) string {
		return fmt.Sprintf(`{"n":%d,"shard":%d,"shards":%d,"subproblems":0,"total":0,"unique":0,"seconds":0,"version":"v1.0.0"}`+"\n", n, shard, shards)
	}
	for _, tt := range []struct{ input, want string }{
		{"", "no shards given"},
		{"\n\n", "no shards given"},
		{"total 92\n", "standard input:1: not a line that count -shard prints: invalid character 'o' in literal true (expecting 'r')"},
		{line(8, 0, 2) + `{"n":8,"shard":1}` + "\n", "standard input:2: not a line that count -shard prints: no shards, subproblems, total, unique"},
		{`{"n":8,"shard":0,"shards":1,"subproblems":1,"total":-1,"unique":0}`, "standard input:1: not a line that count -shard prints: json: cannot unmarshal number -1 into Go struct field shardResult.total of type uint64"},
		{line(8, 0, 2) + line(9, 1, 2), "standard input:2: a shard of n = 9 in 2 shards, but standard input:1 has n = 8 in 2 shards"},
		{line(8, 0, 2) + line(8, 1, 3), "standard input:2: a shard of n = 8 in 3 shards, but standard input:1 has n = 8 in 2 shards"},
		{line(8, 2, 2), "standard input:1: shard = 2 out of range [0, 2)"},
		{line(65, 0, 2), "standard input:1: n = 65 out of range [0, 64]"},
		{line(8, 0, 0), "standard input:1: shards = 0 out of range [1, 1048576]"},
		{line(8, 0, 2) + line(8, 1, 2), "the 2 shards of n = 8 hold 0 subproblems in all, but n = 8 has 78"},
		{line(8, 0, 4) + line(8, 0, 4) + line(8, 3, 4), "2 of the 4 shards of n = 8 are missing: 1-2\nshard 0 is there 2 times (standard input:1, standard input:2)"},
	} {
		status, stdout, stderr := runWithInput(tt.input, "sum")
		if want := "nqueens sum: " + tt.want + "\n"; status != 1 || stdout != "" || stderr != want {
			t.Errorf("sum of %q: status %d, stdout %q, stderr %q; want 1 and %q", tt.input, status, stdout, stderr, want)
		}
	}
	status, _, stderr := runCommand("sum", filepath.Join(t.TempDir(), "none.json"))
	if status != 1 || !strings.Contains(stderr, "none.json: no such file or directory") {
		t.Errorf("sum of a missing file: status %d, stderr %q", status, stderr)
	}
}

func TestRanges(t *testing.T) {
	for _, tt := range []struct {
		xs   []int
		want string
	}{
		{[]int{5}, "5"},
		{[]int{0, 1, 2, 3, 7, 9, 10}, "0-3, 7, 9-10"},
		{[]int{1, 3, 5}, "1, 3, 5"},
	} {
		if got := ranges(tt.xs); got != tt.want {
			t.Errorf("ranges(%v) = %q, want %q", tt.xs, got, tt.want)
		}
	}
}

// checkpointLines returns the lines of the checkpoint file.
func checkpointLines(t *testing.T, file string) []string {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return strings.SplitAfter(strings.TrimSuffix(string(data), "\n"), "\n")
}

func TestCheckpoint(t *testing.T) {
	const n = 12
	want := countOutput(t, n)
	all, _ := new(nqueens.Counter).Subproblems(context.Background(), n)
	file := filepath.Join(t.TempDir(), "checkpoint")

	status, stdout, stderr := runCommand("count", fmt.Sprint(n), "-checkpoint", file)
	if status != 0 || stdout != want || stderr != "" {
		t.Fatalf("first run: status %d, stdout %q, stderr %q; want %q", status, stdout, stderr, want)
	}
	lines := checkpointLines(t, file)
	if len(lines) != len(all) {
		t.Fatalf("the checkpoint has %d lines, want one for each of the %d subproblems", len(lines), len(all))
	}
	seen := make(map[int]bool)
	for _, line := range lines {
		ln, shard, shards, sub, _, err := parseCheckpointLine(strings.TrimSuffix(line, "\n"))
		if err != nil || ln != n || shard != 0 || shards != 1 || seen[sub] {
			t.Fatalf("checkpoint line %q: %v", line, err)
		}
		seen[sub] = true
	}

	// Run again: nothing left to count, the same answer.
	status, stdout, stderr = runCommand("count", fmt.Sprint(n), "-checkpoint", file)
	if status != 0 || stdout != want || stderr != "" || len(checkpointLines(t, file)) != len(all) {
		t.Errorf("run on a full checkpoint: status %d, stdout %q, stderr %q", status, stdout, stderr)
	}

	// Torn last lines: cut short, or garbled, as a crash can leave them.
	full, _ := os.ReadFile(file)
	last := lines[len(lines)-1]
	kept := strings.Join(lines[:len(lines)-1], "")
	for _, torn := range []string{last[:10], last[:len(last)-1], strings.Replace(last, "total=", "total=1", 1), "\x00\x00\x00\x00"} {
		os.WriteFile(file, []byte(kept+torn), 0o644)
		status, stdout, stderr = runCommand("count", fmt.Sprint(n), "-checkpoint", file)
		note := fmt.Sprintf("nqueens count: checkpoint %s, line %d: torn by a crash", file, len(lines))
		if status != 0 || stdout != want || !strings.HasPrefix(stderr, note) {
			t.Errorf("torn last line %q: status %d, stdout %q, stderr %q; want %q and a note", torn, status, stdout, stderr, want)
		}
		if got, _ := os.ReadFile(file); !bytes.Equal(got, full) {
			t.Errorf("torn last line %q: the checkpoint was not repaired", torn)
		}
	}

	// Damage that a crash cannot do, and checkpoints of other counts.
	damaged := strings.Replace(string(full), "unique=", "unique=9", 1)
	for _, tt := range []struct {
		content string
		args    []string
		want    string
	}{
		{damaged, nil, fmt.Sprintf("checkpoint %s, line 1: wrong checksum, and it is not the last line, which a crash can tear: the file is damaged", file)},
		{string(full), []string{"-shard", "1/2"}, fmt.Sprintf("checkpoint %s, line 1: from a count of n = 12, shard 0 of 1, not of this count, n = 12, shard 1 of 2", file)},
		{lines[0] + lines[1] + lines[0], nil, fmt.Sprintf("checkpoint %s, lines 1 and 3: subproblem 0 recorded twice", file)},
		{checkpointLine(12, 0, 1, 5000, nqueens.Counts{}), nil, fmt.Sprintf("checkpoint %s: Done holds subproblem 5000, not one of the 730 subproblems of size 12", file)},
	} {
		os.WriteFile(file, []byte(tt.content), 0o644)
		status, stdout, stderr := runCommand(append([]string{"count", "12", "-checkpoint", file}, tt.args...)...)
		if want := "nqueens count: " + tt.want + "\n"; status != 1 || stdout != "" || stderr != want {
			t.Errorf("checkpoint %.40q...: status %d, stdout %q, stderr %q; want 1 and %q", tt.content, status, stdout, stderr, want)
		}
		if got, _ := os.ReadFile(file); string(got) != tt.content {
			t.Errorf("a refused checkpoint was changed")
		}
	}
	os.WriteFile(file, full, 0o644)
	status, _, stderr = runCommand("count", "13", "-checkpoint", file)
	if status != 1 || !strings.Contains(stderr, "from a count of n = 12, shard 0 of 1, not of this count, n = 13, shard 0 of 1") {
		t.Errorf("checkpoint of n = 12 for n = 13: status %d, stderr %q", status, stderr)
	}
	status, _, stderr = runCommand("count", "12", "-checkpoint", t.TempDir())
	if status != 1 || stderr == "" {
		t.Errorf("a directory as checkpoint: status %d, stderr %q", status, stderr)
	}
}

// startCount starts the command, in a process of its own, counting size n
// with a checkpoint in file, and waits until the checkpoint has at least
// lines lines.
func startCount(t *testing.T, n int, file string, lines int) (*exec.Cmd, *bytes.Buffer, *bytes.Buffer) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "count", fmt.Sprint(n), "-checkpoint", file, "-workers", "1")
	cmd.Env = append(os.Environ(), "NQUEENS_RUN_MAIN=1")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(5 * time.Millisecond) {
		data, _ := os.ReadFile(file)
		if bytes.Count(data, []byte("\n")) >= lines {
			return cmd, &stdout, &stderr
		}
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatalf("no %d lines in the checkpoint after a minute; stderr %q", lines, stderr.String())
		}
	}
}

// TestCheckpointKill kills a real count with SIGKILL part way, and runs it
// again: nothing lost, nothing counted twice.
func TestCheckpointKill(t *testing.T) {
	if testing.Short() {
		t.Skip("starts processes")
	}
	n := 16
	want := countOutput(t, n)
	all, _ := new(nqueens.Counter).Subproblems(context.Background(), n)
	file := filepath.Join(t.TempDir(), "checkpoint")
	cmd, stdout, _ := startCount(t, n, file, 200)
	cmd.Process.Kill()
	if err := cmd.Wait(); err == nil || stdout.Len() != 0 {
		t.Fatalf("killed count: %v, stdout %q", err, stdout.String())
	}
	saved := len(checkpointLines(t, file))
	if saved >= len(all) {
		t.Fatalf("the count finished before it was killed: make it longer")
	}
	status, out, stderr := runCommand("count", fmt.Sprint(n), "-checkpoint", file)
	if status != 0 || out != want || strings.Contains(stderr, "damaged") {
		t.Fatalf("resumed count: status %d, stdout %q, stderr %q; want %q", status, out, stderr, want)
	}
	lines := checkpointLines(t, file)
	subs := make(map[string]bool)
	for _, line := range lines {
		sub := regexp.MustCompile(`subproblem=\d+ `).FindString(line)
		if subs[sub] {
			t.Errorf("%s recorded twice", sub)
		}
		subs[sub] = true
	}
	if len(lines) != len(all) {
		t.Errorf("after the kill at %d lines and the resumed count, %d lines, want %d", saved, len(lines), len(all))
	}
}

// TestCheckpointSignal stops a real count with SIGTERM, as a batch engine
// does, and checks that it saves what finished, says so, and resumes.
func TestCheckpointSignal(t *testing.T) {
	if testing.Short() {
		t.Skip("starts processes")
	}
	n := 16
	file := filepath.Join(t.TempDir(), "checkpoint")
	cmd, stdout, stderr := startCount(t, n, file, 200)
	cmd.Process.Signal(syscall.SIGTERM)
	err := cmd.Wait()
	exitErr, ok := err.(*exec.ExitError)
	if !ok || exitErr.ExitCode() != 1 || stdout.Len() != 0 {
		t.Fatalf("terminated count: %v, stdout %q, stderr %q; want exit status 1", err, stdout.String(), stderr.String())
	}
	saved := len(checkpointLines(t, file))
	all, _ := new(nqueens.Counter).Subproblems(context.Background(), n)
	wantMsg := fmt.Sprintf("nqueens count: stopped: %d of %d subproblems are saved in %s; run the same command again to go on\n", saved, len(all), file)
	if stderr.String() != wantMsg {
		t.Errorf("terminated count: stderr %q, want %q", stderr.String(), wantMsg)
	}
	status, out, errOut := runCommand("count", fmt.Sprint(n), "-checkpoint", file)
	if want := countOutput(t, n); status != 0 || out != want || errOut != "" {
		t.Errorf("resumed count: status %d, stdout %q, stderr %q; want %q", status, out, errOut, want)
	}
}

func TestCheckpointLocked(t *testing.T) {
	if testing.Short() {
		t.Skip("starts processes")
	}
	file := filepath.Join(t.TempDir(), "checkpoint")
	cmd, _, _ := startCount(t, 17, file, 1)
	defer cmd.Wait()
	defer cmd.Process.Kill()
	status, stdout, stderr := runCommand("count", "17", "-checkpoint", file)
	if want := fmt.Sprintf("nqueens count: checkpoint %s is in use by another count\n", file); status != 1 || stdout != "" || stderr != want {
		t.Errorf("second count on one checkpoint: status %d, stdout %q, stderr %q; want 1 and %q", status, stdout, stderr, want)
	}
}

// commandDir returns a directory holding an executable nqueens: the test
// binary, run as the command.
func commandDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	script := fmt.Sprintf("#!/bin/sh\nNQUEENS_RUN_MAIN=1 exec %q \"$@\"\n", os.Args[0])
	if err := os.WriteFile(filepath.Join(dir, "nqueens"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// shell runs script with bash in dir, with the command nqueens on its PATH
// and the variables env set, and returns its standard output.
func shell(t *testing.T, dir, script string, env ...string) string {
	t.Helper()
	cmd := exec.Command("bash", "-c", script)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), append(env, "PATH="+commandDir(t)+string(os.PathListSeparator)+os.Getenv("PATH"))...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s: %v\nstderr: %s", script, err, stderr.String())
	}
	return string(out)
}

// readmeBlock returns the lines of the code block of the README that holds
// marker.
func readmeBlock(t *testing.T, marker string) string {
	t.Helper()
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	for i, block := range strings.Split(string(readme), "```") {
		if i%2 == 1 && strings.Contains(block, marker) {
			return strings.TrimPrefix(block, "\n")
		}
	}
	t.Fatalf("no code block in README.md holds %q", marker)
	return ""
}

// TestGNUParallel runs the README's GNU parallel lines: the count of 14 in
// 8 shards, summed. CI installs GNU parallel; elsewhere the test is skipped
// without it, unless NQUEENS_NEED_PARALLEL is set.
func TestGNUParallel(t *testing.T) {
	if testing.Short() {
		t.Skip("starts processes")
	}
	version, err := exec.Command("parallel", "--version").Output()
	if err != nil || !bytes.HasPrefix(version, []byte("GNU parallel")) {
		if os.Getenv("NQUEENS_NEED_PARALLEL") != "" {
			t.Fatalf("GNU parallel is needed: parallel --version: %v, %.40q", err, version)
		}
		t.Skip("GNU parallel is not installed")
	}
	script := readmeBlock(t, "parallel --joblog")
	if !strings.Contains(script, "nqueens count 14 -shard {}/8") {
		t.Fatalf("the README's GNU parallel lines no longer count 14 in 8 shards:\n%s", script)
	}
	dir := t.TempDir()
	if got, want := shell(t, dir, script), countOutput(t, 14); got != want {
		t.Errorf("GNU parallel and sum printed %q, want %q", got, want)
	}
	// --resume reruns nothing once every shard has finished.
	log, _ := os.ReadFile(filepath.Join(dir, "count-14.log"))
	if got := bytes.Count(log, []byte("\n")); got != 9 {
		t.Errorf("the joblog has %d lines, want a header and 8 jobs:\n%s", got, log)
	}
	if got, want := shell(t, dir, script), countOutput(t, 14); got != want {
		t.Errorf("run again: %q, want %q", got, want)
	}
	if again, _ := os.ReadFile(filepath.Join(dir, "count-14.log")); !bytes.Equal(again, log) {
		t.Errorf("run again, --resume reran jobs:\n%s", again)
	}
}

// TestSlurmExample runs the Slurm example's script as Slurm would, once for
// each task of the array, for a board small enough for a test.
func TestSlurmExample(t *testing.T) {
	if testing.Short() {
		t.Skip("starts processes")
	}
	script, err := filepath.Abs("../../examples/slurm/nqueens.sbatch")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	var files []string
	for i := range 4 {
		out := shell(t, dir, "bash "+script, "N=13", "SHARDS=4", fmt.Sprintf("SLURM_ARRAY_TASK_ID=%d", i), "SLURM_CPUS_PER_TASK=1", "JOB_COMPLETION_INDEX=")
		file := filepath.Join(dir, fmt.Sprintf("nqueens-13-%d.json", i))
		os.WriteFile(file, []byte(out), 0o644)
		files = append(files, file)
	}
	status, stdout, stderr := runCommand(append([]string{"sum"}, files...)...)
	if want := countOutput(t, 13); status != 0 || stdout != want || stderr != "" {
		t.Errorf("sum of the array's output: status %d, stdout %q, stderr %q; want %q", status, stdout, stderr, want)
	}
	for i := range 4 {
		if _, err := os.Stat(filepath.Join(dir, fmt.Sprintf("nqueens-13-%d.checkpoint", i))); err != nil {
			t.Errorf("task %d left no checkpoint: %v", i, err)
		}
	}
	text, _ := os.ReadFile(script)
	if !strings.Contains(string(text), "#SBATCH --array=0-63") || !strings.Contains(string(text), "SHARDS=${SHARDS:-64}") {
		t.Errorf("the script's array and its number of shards disagree")
	}
}

// TestKubernetesExample checks that the Indexed Job's number of completions
// is the number of shards its pods count, and runs its command for one
// index.
func TestKubernetesExample(t *testing.T) {
	text, err := os.ReadFile("../../examples/kubernetes/job.yaml")
	if err != nil {
		t.Fatal(err)
	}
	completions := regexp.MustCompile(`(?m)^  completions: (\d+)`).FindSubmatch(text)
	command := regexp.MustCompile(`exec (nqueens count (\d+) -shard env/(\d+) .*)`).FindSubmatch(text)
	if completions == nil || command == nil || !bytes.Contains(text, []byte("completionMode: Indexed")) {
		t.Fatalf("job.yaml: no Indexed Job with completions and an nqueens count command")
	}
	if !bytes.Equal(completions[1], command[3]) {
		t.Errorf("job.yaml: %s completions, but the pods count shards of %s", completions[1], command[3])
	}
	// The pod's command, for a small board, with the checkpoint in a
	// temporary directory.
	args := strings.Fields(string(command[1]))[1:]
	args[1] = "10"
	for i, arg := range args {
		if arg == "/state/checkpoint" {
			args[i] = filepath.Join(t.TempDir(), "checkpoint")
		}
	}
	t.Setenv("JOB_COMPLETION_INDEX", "7")
	status, stdout, stderr := runCommand(args...)
	if status != 0 || !strings.Contains(stdout, `"shard":7,"shards":`+string(command[3])) {
		t.Errorf("%q: status %d, stdout %q, stderr %q", args, status, stdout, stderr)
	}
}
