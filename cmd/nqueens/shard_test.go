package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"syscall"
	"testing"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/cmd/nqueens/internal/checkpoint"
	"github.com/nqueens-go/nqueens/internal/journal"
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

// sumOutput is what sum prints for the shards of size n, which OEIS knows.
func sumOutput(t *testing.T, n int) string {
	t.Helper()
	return countOutput(t, n) + "agrees with OEIS A000170 and A002562\n"
}

// TestShardsAsLibrary checks that the command and the library, each with
// its defaults, split a count into the same shards: by backtracking below
// 12, by joining from 12 on.
func TestShardsAsLibrary(t *testing.T) {
	t.Setenv("JOB_COMPLETION_INDEX", "")
	t.Setenv("SLURM_ARRAY_TASK_ID", "")
	for _, n := range []int{10, 11, 12, 14} {
		const m = 3
		for i := range m {
			status, stdout, stderr := runCommand("count", fmt.Sprint(n), "-shard", fmt.Sprintf("%d/%d", i, m))
			r, err := parseShardResult([]byte(strings.TrimSuffix(stdout, "\n")))
			if status != 0 || err != nil {
				t.Fatalf("count %d -shard %d/%d: status %d, stderr %q, %v", n, i, m, status, stderr, err)
			}
			c := nqueens.Counter{Shard: i, Shards: m}
			counts, err1 := c.Count(context.Background(), n)
			subs, err2 := c.Subproblems(context.Background(), n)
			if err1 != nil || err2 != nil || len(subs) == 0 {
				t.Fatalf("n = %d, shard %d/%d: %v, %v, %d subproblems", n, i, m, err1, err2, len(subs))
			}
			if r.Method != subs[0].Method.String() || r.Subproblems != len(subs) || r.Total != counts.Total || r.Unique != counts.Unique {
				t.Errorf("n = %d, shard %d/%d: the command counts %d subproblems by %s, %d and %d; the library %d by %v, %+v",
					n, i, m, r.Subproblems, r.Method, r.Total, r.Unique, len(subs), subs[0].Method, counts)
			}
		}
	}
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
		r, err := parseShardResult([]byte(strings.TrimSuffix(stdout, "\n")))
		if err != nil {
			t.Fatalf("shard %d/%d printed %q: %v", i, m, stdout, err)
		}
		// Auto counts shards of n = 12 by joining, with join2.
		c := nqueens.Counter{Shard: i, Shards: m}
		counts, _ := c.Count(context.Background(), n)
		subs, _ := c.Subproblems(context.Background(), n)
		if r.N != n || r.Shard != i || r.Shards != m || r.Method != "join2" || r.Subproblems != len(subs) ||
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
	if want := sumOutput(t, n); status != 0 || stdout != want || stderr != "" {
		t.Errorf("sum: status %d, stdout %q, stderr %q; want %q", status, stdout, stderr, want)
	}
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json")
	os.WriteFile(a, []byte(strings.Join(lines[:2], "")), 0o644)
	os.WriteFile(b, []byte(strings.Join(lines[2:], "")), 0o644)
	status, stdout, stderr = runWithInput(lines[2], "sum", a, b)
	if want := sumOutput(t, n); status != 0 || stdout != want || stderr != "" {
		t.Errorf("sum of files: status %d, stdout %q, stderr %q; want %q", status, stdout, stderr, want)
	}

	// Missing and repeated shards.
	status, stdout, stderr = runWithInput(lines[1]+lines[3], "sum", a, "-")
	want := "nqueens sum: 2 of the 5 shards of n = 12 are missing: 2, 4; count shard 2 with: nqueens count 12 -method join2 -shard 2/5; the others likewise\n" +
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
		{"2", "2", 0, `"shard":2,"shards":8`},
		{"2", "6", 1, "nqueens count: -shard env/8: JOB_COMPLETION_INDEX = \"2\" and SLURM_ARRAY_TASK_ID = \"6\" disagree; unset the one that is not this task's\n"},
		{"", "", 1, "nqueens count: -shard env/8: neither JOB_COMPLETION_INDEX (Kubernetes) nor SLURM_ARRAY_TASK_ID (Slurm) is set\n"},
		{"", "8", 1, "nqueens count: -shard env/8: SLURM_ARRAY_TASK_ID = 8 out of range [0, 7]\n"},
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
		{"3/x", `-shard 3/x: M: "x" is not a whole number`},
		{"0/0", `-shard 0/0: M = 0 out of range [1, 1048576]`},
		{"8/8", "-shard 8/8: I = 8 out of range [0, 7]"},
		{"-1/8", "-shard -1/8: I must be at least 0, not -1"},
		{"a/8", `-shard a/8: I: "a" is not a whole number`},
	} {
		status, stdout, stderr := runCommand("count", "10", "-shard", tt.shard)
		if want := "nqueens count: " + tt.want + "\nRun 'nqueens count -h' for usage.\n"; status != 2 || stdout != "" || stderr != want {
			t.Errorf("-shard %s: status %d, stdout %q, stderr %q; want 2 and %q", tt.shard, status, stdout, stderr, want)
		}
	}
}

// shardLine returns the line that count -shard prints for r, with its
// checksum.
func shardLine(t *testing.T, r shardResult) string {
	t.Helper()
	line, err := r.marshal()
	if err != nil {
		t.Fatal(err)
	}
	return string(line) + "\n"
}

func TestSumErrors(t *testing.T) {
	line := func(n, shard, shards int) string {
		return shardLine(t, shardResult{N: n, Shard: shard, Shards: shards, Version: "v1.0.0"})
	}
	joinLine := func(n, shard, shards int, total, unique uint64, subproblems int) string {
		return shardLine(t, shardResult{N: n, Shard: shard, Shards: shards, Method: "join", Subproblems: subproblems, Total: total, Unique: unique, Version: "v1.0.0"})
	}
	edited := strings.Replace(line(8, 0, 1), `"total":0`, `"total":92`, 1)
	for _, tt := range []struct{ input, want string }{
		{line(8, 0, 2) + joinLine(8, 1, 2, 0, 0, 0), "standard input:2: a shard of a count by join, but standard input:1 is of a count by backtrack; the shards of the two methods do not add up"},
		{joinLine(8, 0, 2, 0, 0, 0) + line(8, 1, 2), "standard input:2: a shard of a count by backtrack, but standard input:1 is of a count by join; the shards of the two methods do not add up"},
		{joinLine(8, 0, 2, 0, 0, 0) + shardLine(t, shardResult{N: 8, Shard: 1, Shards: 2, Method: "join2", Version: "v1.0.0"}), "standard input:2: a shard of a count by join2, but standard input:1 is of a count by join; the shards of the two methods do not add up"},
		{joinLine(8, 0, 1, 0, 0, 0), "the 1 shard of n = 8 by join holds 0 subproblems in all, but n = 8 has 1"},
		{shardLine(t, shardResult{N: 8, Shards: 2, Method: "join", Subproblems: 1, Total: 92, Unique: 12, UniqueUnknown: true, Version: "v1.0.0"}), "standard input:1: a join shard holds 12 fundamental solutions, but a join shard counts none"},
		{joinLine(8, 0, 1, 91, 0, 1), "the join shards of n = 8 add up to 91 solutions, which cannot be all of size 8: Burnside's lemma gives no whole number of fundamental ones"},
		{joinLine(8, 0, 1, 84, 0, 1), "total 84 disagrees with OEIS A000170, which has 92 for n = 8\nunique 11 disagrees with OEIS A002562, which has 12 for n = 8"},
		{shardLine(t, shardResult{N: 8, Shards: 1, Method: "fast"}), `standard input:1: method = "fast" is not backtrack, join or join2`},
		{shardLine(t, shardResult{N: 8, Shards: 1, Method: "auto"}), `standard input:1: method = "auto" is not backtrack, join or join2`},
		{"", "no shard line in standard input"},
		{"\n\n", "no shard line in standard input"},
		{"total 92\n", "standard input:1: not a line that count -shard prints: invalid character 'o' in literal true (expecting 'r')"},
		{line(8, 0, 2) + `{"n":8,"shard":1}` + "\n", "standard input:2: not a line that count -shard prints: no shards, subproblems, total, unique, seconds, version, crc32"},
		{`{"n":8,"shard":0,"shards":1,"subproblems":1,"total":-1,"unique":0,"seconds":0,"version":"","crc32":""}`, "standard input:1: not a line that count -shard prints: total is not a uint64"},
		{strings.Replace(line(8, 0, 1), "{", `{"more":1,`, 1), `standard input:1: not a line that count -shard prints: json: unknown field "more"`},
		{edited, "standard input:1: checksum " + shardResult{N: 8, Shards: 1, Version: "v1.0.0"}.checksum() + ", but the fields give " + shardResult{N: 8, Shards: 1, Total: 92, Version: "v1.0.0"}.checksum() + ": the line was changed after count printed it"},
		{line(8, 0, 2) + line(9, 1, 2), "standard input:2: a shard of n = 9 in 2 shards, but standard input:1 has n = 8 in 2 shards"},
		{line(8, 0, 2) + line(8, 1, 3), "standard input:2: a shard of n = 8 in 3 shards, but standard input:1 has n = 8 in 2 shards"},
		{line(8, 2, 2), "standard input:1: shard = 2 out of range [0, 1]"},
		{line(65, 0, 2), "standard input:1: n = 65 out of range [0, 64]"},
		{line(8, 0, 0), "standard input:1: shards = 0 out of range [1, 1048576]"},
		{line(8, 0, 2) + line(8, 1, 2), "the 2 shards of n = 8 by backtrack hold 0 subproblems in all, but n = 8 has 78"},
		{line(8, 0, 4) + line(8, 0, 4) + line(8, 3, 4), "2 of the 4 shards of n = 8 are missing: 1-2; count shard 1 with: nqueens count 8 -method backtrack -shard 1/4; the others likewise\nshard 0 is there 2 times (standard input:1, standard input:2)"},
		{line(8, 0, 4) + line(8, 1, 4) + line(8, 3, 4), "1 of the 4 shards of n = 8 is missing: 2; count shard 2 with: nqueens count 8 -method backtrack -shard 2/4"},
		{line(8, 0, 1), "the 1 shard of n = 8 by backtrack holds 0 subproblems in all, but n = 8 has 78"},
		{shardLine(t, shardResult{N: 8, Shards: 1, Subproblems: 1, Version: "v1.0.0"}), "the 1 shard of n = 8 by backtrack holds 1 subproblem in all, but n = 8 has 78"},
		{shardLine(t, shardResult{N: 1, Shards: 1, Method: "join", Version: "v1.0.0"}), "standard input:1: the join counts sizes 2 to 25, not 1"},
	} {
		status, stdout, stderr := runWithInput(tt.input, "sum")
		if want := "nqueens sum: " + tt.want + "\n"; status != 1 || stdout != "" || stderr != want {
			t.Errorf("sum of %q: status %d, stdout %q, stderr %q; want 1 and %q", tt.input, status, stdout, stderr, want)
		}
	}
	none := filepath.Join(t.TempDir(), "none.json")
	status, _, stderr := runCommand("sum", none)
	if status != 1 || stderr != "nqueens sum: "+openError(none)+"\n" {
		t.Errorf("sum of a missing file: status %d, stderr %q", status, stderr)
	}
	dir := t.TempDir()
	status, _, stderr = runCommand("sum", dir)
	if want := "nqueens sum: " + dir + " is a directory\n"; status != 1 || stderr != want {
		t.Errorf("sum of a directory: status %d, stderr %q; want %q", status, stderr, want)
	}
}

// TestSumOEIS checks sums against OEIS: shards whose lines check, but
// whose counts were changed before their checksums were made, disagree,
// and sum names both numbers.
func TestSumOEIS(t *testing.T) {
	t.Setenv("JOB_COMPLETION_INDEX", "")
	t.Setenv("SLURM_ARRAY_TASK_ID", "")
	var results []shardResult
	for i := range 2 {
		_, stdout, _ := runCommand("count", "9", "-shard", fmt.Sprintf("%d/2", i))
		r, err := parseShardResult([]byte(strings.TrimSpace(stdout)))
		if err != nil {
			t.Fatal(err)
		}
		results = append(results, r)
	}
	input := shardLine(t, results[0]) + shardLine(t, results[1])
	if status, stdout, stderr := runWithInput(input, "sum"); status != 0 || stdout != sumOutput(t, 9) || stderr != "" {
		t.Errorf("sum of 9: status %d, stdout %q, stderr %q; want %q", status, stdout, stderr, sumOutput(t, 9))
	}
	results[1].Total += 8
	results[1].Unique++
	input = shardLine(t, results[0]) + shardLine(t, results[1])
	status, stdout, stderr := runWithInput(input, "sum")
	want := "nqueens sum: total 360 disagrees with OEIS A000170, which has 352 for n = 9\n" +
		"unique 47 disagrees with OEIS A002562, which has 46 for n = 9\n"
	if status != 1 || stdout != "" || stderr != want {
		t.Errorf("sum of changed shards: status %d, stdout %q, stderr %q; want 1 and %q", status, stdout, stderr, want)
	}
	if got := verdict(28); got != "OEIS A000170 knows no count for n = 28 to check against" {
		t.Errorf("verdict(28) = %q", got)
	}
}

// checkpointLines returns the lines of the checkpoint file, the header
// first.
func checkpointLines(t *testing.T, file string) []string {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return strings.SplitAfter(strings.TrimSuffix(string(data), "\n"), "\n")
}

// subproblemOf returns the subproblem that a line of a checkpoint records.
func subproblemOf(t *testing.T, line string) int {
	t.Helper()
	_, sub, _, err := checkpoint.ParseLine(strings.TrimSuffix(line, "\n"), checkpoint.Version)
	if err != nil {
		t.Fatalf("checkpoint line %q: %v", line, err)
	}
	return sub
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
	id := checkpoint.Count{N: n, Method: "join2", Shard: 0, Shards: 1} // auto counts n = 12 by joining, with join2
	if lines[0] != checkpoint.Header(id, checkpoint.Version) || len(lines) != 1+len(all) {
		t.Fatalf("the checkpoint has %d lines, beginning %q; want the header and one line for each of the %d subproblems", len(lines), lines[0], len(all))
	}
	seen := make(map[int]bool)
	for _, line := range lines[1:] {
		lineID, sub, _, err := checkpoint.ParseLine(strings.TrimSuffix(line, "\n"), checkpoint.Version)
		if err != nil || lineID != id || seen[sub] {
			t.Fatalf("checkpoint line %q: %v", line, err)
		}
		seen[sub] = true
	}

	// Run again: nothing left to count, the same answer.
	status, stdout, stderr = runCommand("count", fmt.Sprint(n), "-checkpoint", file)
	if status != 0 || stdout != want || stderr != "" || len(checkpointLines(t, file)) != 1+len(all) {
		t.Errorf("run on a full checkpoint: status %d, stdout %q, stderr %q", status, stdout, stderr)
	}

	// An empty file is a new checkpoint.
	os.WriteFile(file, nil, 0o644)
	status, stdout, stderr = runCommand("count", fmt.Sprint(n), "-checkpoint", file)
	if status != 0 || stdout != want || stderr != "" || len(checkpointLines(t, file)) != 1+len(all) {
		t.Errorf("run on an empty file: status %d, stdout %q, stderr %q", status, stdout, stderr)
	}

	// What is not this count's checkpoint, or is damaged, is refused and
	// left byte for byte as it was.
	full := strings.Join(lines, "") + "\n"
	sub1 := subproblemOf(t, lines[1])
	binary := make([]byte, 512)
	for i := range binary {
		binary[i] = byte(i * 7)
	}
	shardJSON := shardLine(t, shardResult{N: n, Shard: 0, Shards: 1, Subproblems: len(all), Total: 14200, Unique: 1787, Version: "(devel)"})
	notOurs := func(why string) string {
		return fmt.Sprintf("%s is not a checkpoint of nqueens count: %s; it is left as it is: name another file for -checkpoint", file, why)
	}
	damaged := func(line int, why string) string {
		return fmt.Sprintf("checkpoint %s, line %d: %s; the file is damaged, and left as it is", file, line, why)
	}
	for _, tt := range []struct {
		name, content string
		args          []string
		want          string
	}{
		{"notes", "my precious notes\n", nil, notOurs("its first line is not a checkpoint header (no checksum)")},
		{"notes without a newline", "my precious notes", nil, notOurs("its first line is not a checkpoint header")},
		{"a header cut short", lines[0][:20], nil, notOurs("its first line is not a checkpoint header")},
		{"a shard's JSON", shardJSON, nil, notOurs("its first line is not a checkpoint header (no checksum)")},
		{"binary", string(binary), nil, notOurs("its first line is not a checkpoint header (no checksum)")},
		{"a line without its header", strings.Join(lines[1:3], ""), nil, notOurs("its first line is not a checkpoint header")},
		{"a listing's checkpoint", checkpoint.Listing{N: 12, To: 14200, Format: "dots", Output: "l12"}.Header(), nil, notOurs("it is the checkpoint of a listing, nqueens list -checkpoint")},
		{"another version", journal.Seal("", fmt.Sprintf("nqueens checkpoint 3 n=%d method=join shard=0/1", n)), nil, notOurs("its first line is not a checkpoint header (format version 3, not 1 to 2)")},
		{"another shard", full, []string{"-shard", "1/2"}, fmt.Sprintf("checkpoint %s is of a count of n = 12 by join2, shard 0 of 1, not of this count, n = 12 by join2, shard 1 of 2; it is left as it is: go on with that count (nqueens count 12 -method join2 -checkpoint %s), or name another file for this one", file, file)},
		{"another method", full, []string{"-method", "backtrack"}, fmt.Sprintf("checkpoint %s is of a count of n = 12 by join2, shard 0 of 1, not of this count, n = 12 by backtrack, shard 0 of 1; it is left as it is: go on with that count (nqueens count 12 -method join2 -checkpoint %s), or name another file for this one", file, file)},
		{"a line of another method", lines[0] + checkpoint.Line(checkpoint.Count{N: n, Method: "backtrack", Shards: 1}, checkpoint.Version, 0, checkpoint.Counts{}), nil, damaged(2, "a subproblem of a count of n = 12 by backtrack, shard 0 of 1")},
		{"another n", full, []string{"-format", "text"}, ""},
		{"a damaged middle line", lines[0] + lines[1] + strings.Replace(lines[2], "unique=", "unique=9", 1) + strings.Join(lines[3:], ""), nil, damaged(3, "wrong checksum")},
		{"a damaged complete last line", lines[0] + lines[1] + strings.Replace(lines[2], "total=", "total=1", 1), nil, damaged(3, "wrong checksum")},
		{"a line of another count", lines[0] + checkpoint.Line(checkpoint.Count{N: 13, Method: "join", Shards: 1}, checkpoint.Version, 0, checkpoint.Counts{}), nil, damaged(2, "a subproblem of a count of n = 13 by join, shard 0 of 1")},
		{"a subproblem twice", lines[0] + lines[1] + lines[2] + lines[1], nil, damaged(4, fmt.Sprintf("subproblem %d, recorded on line 2 already", sub1))},
		{"a subproblem not of the count", lines[0] + lines[2] + checkpoint.Line(id, checkpoint.Version, 5000, checkpoint.Counts{}), nil, damaged(3, "subproblem 5000 is not a subproblem of n = 12")},
	} {
		t.Run(tt.name, func(t *testing.T) {
			os.WriteFile(file, []byte(tt.content), 0o644)
			args := append([]string{"count", fmt.Sprint(n), "-checkpoint", file}, tt.args...)
			wantErr := tt.want
			if tt.name == "another n" {
				args[1] = "13"
				wantErr = fmt.Sprintf("checkpoint %s is of a count of n = 12 by join2, shard 0 of 1, not of this count, n = 13 by join2, shard 0 of 1; it is left as it is: go on with that count (nqueens count 12 -method join2 -checkpoint %s), or name another file for this one", file, file)
			}
			status, stdout, stderr := runCommand(args...)
			if want := "nqueens count: " + wantErr + "\n"; status != 1 || stdout != "" || stderr != want {
				t.Errorf("status %d, stdout %q, stderr %q; want 1 and %q", status, stdout, stderr, want)
			}
			if got, _ := os.ReadFile(file); string(got) != tt.content {
				t.Errorf("the refused file was changed from %.60q... to %.60q...", tt.content, got)
			}
		})
	}

	// A last line torn at every byte offset, and the header too: each
	// either resumes exactly, the torn line cut away and its subproblem
	// counted again, or is refused untouched. One worker writes the lines
	// in a fixed order, so a resumed count rewrites the file as it was.
	os.Remove(file)
	status, _, _ = runCommand("count", fmt.Sprint(n), "-checkpoint", file, "-workers", "1")
	if status != 0 {
		t.Fatalf("count with one worker: status %d", status)
	}
	ordered := checkpointLines(t, file)
	data, _ := os.ReadFile(file)
	full = string(data)
	last := len(full) - len(ordered[len(ordered)-1]) - 1 // where the last line starts
	for cut := 0; cut <= len(full); cut++ {
		if cut > len(ordered[0]) && cut < last {
			cut = last // the lines between are whole: the cases above
		}
		content := full[:cut]
		os.WriteFile(file, []byte(content), 0o644)
		status, stdout, stderr := runCommand("count", fmt.Sprint(n), "-checkpoint", file, "-workers", "1")
		got, _ := os.ReadFile(file)
		switch {
		case cut > 0 && cut < len(ordered[0]):
			if status != 1 || stdout != "" || string(got) != content {
				t.Errorf("header torn at byte %d: status %d, stdout %q, stderr %q; want it refused untouched", cut, status, stdout, stderr)
			}
		default:
			torn := cut != 0 && cut != len(ordered[0]) && cut != last && cut != len(full)
			note := fmt.Sprintf("nqueens count: checkpoint %s, line %d: torn by a crash; its subproblem is counted again\n", file, len(ordered))
			if !torn {
				note = ""
			}
			if status != 0 || stdout != want || stderr != note || string(got) != full {
				t.Errorf("cut at byte %d of %d: status %d, stdout %q, stderr %q, the file %s; want %q, note %q and the whole checkpoint",
					cut, len(full), status, stdout, stderr, map[bool]string{true: "whole", false: "not whole"}[string(got) == full], want, note)
			}
		}
	}

	status, _, stderr = runCommand("count", "12", "-checkpoint", t.TempDir())
	if status != 1 || !strings.HasSuffix(stderr, " is a directory, not a regular file; name a file for -checkpoint\n") {
		t.Errorf("a directory as checkpoint: status %d, stderr %q", status, stderr)
	}
	noDir := filepath.Join(t.TempDir(), "none")
	status, _, stderr = runCommand("count", "12", "-checkpoint", filepath.Join(noDir, "checkpoint"))
	if status != 1 || !strings.HasPrefix(stderr, "nqueens count: checkpoint "+filepath.Join(noDir, "checkpoint")+": cannot create it in "+noDir+": ") {
		t.Errorf("a checkpoint in a missing directory: status %d, stderr %q", status, stderr)
	}
}

// TestCheckpointJoin resumes the checkpoint of a count by join, the join
// of v0.1.0, with the method left to auto, which joins by join2: the count
// goes on by join, the checkpoint's method, and gives the right answer.
func TestCheckpointJoin(t *testing.T) {
	const n = 12
	file := filepath.Join(t.TempDir(), "checkpoint")
	want := countOutput(t, n)
	if status, stdout, stderr := runCommand("count", fmt.Sprint(n), "-method", "join", "-checkpoint", file); status != 0 || stdout != want || stderr != "" {
		t.Fatalf("count -method join: status %d, stdout %q, stderr %q; want %q", status, stdout, stderr, want)
	}
	lines := checkpointLines(t, file)
	if len(lines) < 3 || lines[0] != checkpoint.Header(checkpoint.Count{N: n, Method: "join", Shards: 1}, checkpoint.Version) {
		t.Fatalf("the checkpoint of count -method join has %d lines, beginning %q", len(lines), lines[0])
	}
	if err := os.WriteFile(file, []byte(strings.Join(lines[:2], "")), 0o644); err != nil {
		t.Fatal(err)
	}
	status, stdout, stderr := runCommand("count", fmt.Sprint(n), "-checkpoint", file)
	if status != 0 || stdout != want || stderr != "" {
		t.Fatalf("resumed by auto: status %d, stdout %q, stderr %q; want %q", status, stdout, stderr, want)
	}
	resumed := checkpointLines(t, file)
	if len(resumed) != len(lines) || resumed[0] != lines[0] {
		t.Errorf("the resumed checkpoint has %d lines, beginning %q; want %d, beginning %q", len(resumed), resumed[0], len(lines), lines[0])
	}
	for _, line := range resumed[1:] {
		if id, _, _, err := checkpoint.ParseLine(strings.TrimSuffix(line, "\n"), checkpoint.Version); err != nil || id.Method != "join" {
			t.Errorf("line %q of the resumed checkpoint: %v, method %v; want join", line, err, id.Method)
		}
	}
}

// TestCheckpointVersion1 resumes a checkpoint of the format from before
// counts had methods: a count by backtracking, which goes on in that
// format.
func TestCheckpointVersion1(t *testing.T) {
	const n = 12
	file := filepath.Join(t.TempDir(), "checkpoint")
	if status, _, stderr := runCommand("count", fmt.Sprint(n), "-method", "backtrack", "-checkpoint", file); status != 0 {
		t.Fatalf("count: status %d, stderr %q", status, stderr)
	}
	id := checkpoint.Count{N: n, Method: "backtrack", Shard: 0, Shards: 1}
	lines := checkpointLines(t, file)
	old := checkpoint.Header(id, 1)
	for _, line := range lines[1 : len(lines)/2] {
		_, sub, c, err := checkpoint.ParseLine(strings.TrimSuffix(line, "\n"), checkpoint.Version)
		if err != nil {
			t.Fatal(err)
		}
		old += checkpoint.Line(id, 1, sub, c)
	}
	os.WriteFile(file, []byte(old), 0o644)
	status, stdout, stderr := runCommand("count", fmt.Sprint(n), "-checkpoint", file)
	if want := countOutput(t, n); status != 0 || stdout != want || stderr != "" {
		t.Fatalf("resumed count: status %d, stdout %q, stderr %q; want %q", status, stdout, stderr, want)
	}
	resumed := checkpointLines(t, file)
	if len(resumed) != len(lines) || !strings.HasPrefix(strings.Join(resumed, ""), old) {
		t.Fatalf("the resumed checkpoint has %d lines, want %d, beginning with the old ones", len(resumed), len(lines))
	}
	for _, line := range resumed[1:] {
		if _, _, _, err := checkpoint.ParseLine(strings.TrimSuffix(line, "\n"), 1); err != nil {
			t.Errorf("line %q is not of format version 1: %v", line, err)
		}
	}
	// Asked to join, the count refuses the checkpoint of a count by
	// backtracking.
	status, _, stderr = runCommand("count", fmt.Sprint(n), "-method", "join", "-checkpoint", file)
	if want := fmt.Sprintf("nqueens count: checkpoint %s is of a count of n = 12 by backtrack, shard 0 of 1, not of this count, n = 12 by join, shard 0 of 1; it is left as it is: go on with that count (nqueens count 12 -method backtrack -checkpoint %s), or name another file for this one\n", file, file); status != 1 || stderr != want {
		t.Errorf("count -method join: status %d, stderr %q; want %q", status, stderr, want)
	}
}

// startCount starts the command, in a process of its own, counting size n
// by method with a checkpoint in file, and returns once it has paused with
// lines lines in the checkpoint: its header and lines-1 subproblems. The
// count waits there until a signal stops it.
func startCount(t *testing.T, n int, method, file string, lines int) (*exec.Cmd, *bytes.Buffer, *bytes.Buffer) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "count", fmt.Sprint(n), "-method", method, "-checkpoint", file, "-workers", "1")
	cmd.Env = append(os.Environ(), "NQUEENS_RUN_MAIN=1", fmt.Sprintf("NQUEENS_PAUSE_AFTER=%d", lines-1))
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	cmd.ExtraFiles = []*os.File{w} // descriptor 3 of the count
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	// The pipe says "paused", or closes when the count ends without.
	if said, _ := io.ReadAll(r); string(said) != "paused\n" {
		cmd.Wait()
		t.Fatalf("count %d -method %s ended before its checkpoint had %d lines: stdout %q, stderr %q", n, method, lines, stdout.String(), stderr.String())
	}
	return cmd, &stdout, &stderr
}

// TestCheckpointKill kills a real count with SIGKILL part way, and runs it
// again, with the method the checkpoint names: nothing lost, nothing
// counted twice. It does so by backtracking and by joining, at sizes with
// hundreds and a hundred subproblems: the count pauses at its line
// whatever the size, and each subproblem costs the resumed count a sync
// of its line.
func TestCheckpointKill(t *testing.T) {
	if testing.Short() {
		t.Skip("starts processes")
	}
	t.Parallel()
	for _, tt := range []struct {
		method nqueens.Method
		n      int
		lines  int
	}{{nqueens.Backtrack, 12, 200}, {nqueens.Join, 13, 50}} {
		n := tt.n
		want := countOutput(t, n)
		all, _ := (&nqueens.Counter{Method: tt.method}).Subproblems(context.Background(), n)
		file := filepath.Join(t.TempDir(), "checkpoint")
		cmd, stdout, _ := startCount(t, n, tt.method.String(), file, tt.lines)
		cmd.Process.Kill()
		if err := cmd.Wait(); err == nil || stdout.Len() != 0 {
			t.Fatalf("%v: killed count: %v, stdout %q", tt.method, err, stdout.String())
		}
		saved := len(checkpointLines(t, file)) - 1
		if saved != tt.lines-1 {
			t.Fatalf("%v: killed with %d subproblems saved, want the %d it paused at", tt.method, saved, tt.lines-1)
		}
		status, out, stderr := runCommand("count", fmt.Sprint(n), "-checkpoint", file)
		if status != 0 || out != want || strings.Contains(stderr, "damaged") {
			t.Fatalf("%v: resumed count: status %d, stdout %q, stderr %q; want %q", tt.method, status, out, stderr, want)
		}
		lines := checkpointLines(t, file)[1:]
		subs := make(map[string]bool)
		for _, line := range lines {
			if !strings.Contains(line, " method="+tt.method.String()+" ") {
				t.Errorf("%v: line %q of another method", tt.method, line)
			}
			sub := regexp.MustCompile(`subproblem=\d+ `).FindString(line)
			if subs[sub] {
				t.Errorf("%v: %s recorded twice", tt.method, sub)
			}
			subs[sub] = true
		}
		if len(lines) != len(all) {
			t.Errorf("%v: after the kill at %d lines and the resumed count, %d lines, want %d", tt.method, saved, len(lines), len(all))
		}
	}
}

// TestCheckpointSignal stops a real count with SIGTERM, as a batch engine
// does, and with SIGINT, as Ctrl-C does, and checks that it saves what
// finished, says so, exits with 128 plus the signal's number, and resumes.
func TestCheckpointSignal(t *testing.T) {
	if testing.Short() {
		t.Skip("starts processes")
	}
	t.Parallel()
	n := 12 // by backtracking, 730 subproblems: the count pauses at its 200th line
	for _, tt := range []struct {
		signal syscall.Signal
		name   string
		status int
	}{
		{syscall.SIGTERM, "SIGTERM", 143},
		{syscall.SIGINT, "SIGINT", 130},
	} {
		file := filepath.Join(t.TempDir(), "checkpoint")
		cmd, stdout, stderr := startCount(t, n, "backtrack", file, 200)
		cmd.Process.Signal(tt.signal)
		err := cmd.Wait()
		exitErr, ok := err.(*exec.ExitError)
		if !ok || exitErr.ExitCode() != tt.status || stdout.Len() != 0 {
			t.Fatalf("count stopped by %s: %v, stdout %q, stderr %q; want exit status %d", tt.name, err, stdout.String(), stderr.String(), tt.status)
		}
		saved := len(checkpointLines(t, file)) - 1
		wantMsg := fmt.Sprintf("nqueens count: stopped by %s: %s %s saved in %s; run the same command again to go on\n", tt.name, map[bool]string{true: "1 subproblem", false: fmt.Sprintf("%d subproblems", saved)}[saved == 1], map[bool]string{true: "is", false: "are"}[saved == 1], file)
		if stderr.String() != wantMsg {
			t.Errorf("count stopped by %s: stderr %q, want %q", tt.name, stderr.String(), wantMsg)
		}
		if tt.signal == syscall.SIGINT {
			continue // resumes as after SIGTERM
		}
		status, out, errOut := runCommand("count", fmt.Sprint(n), "-checkpoint", file)
		if want := countOutput(t, n); status != 0 || out != want || errOut != "" {
			t.Errorf("resumed count: status %d, stdout %q, stderr %q; want %q", status, out, errOut, want)
		}
	}
}

func TestCheckpointLocked(t *testing.T) {
	if testing.Short() {
		t.Skip("starts processes")
	}
	file := filepath.Join(t.TempDir(), "checkpoint")
	cmd, _, _ := startCount(t, 17, "auto", file, 2)
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
	t.Parallel()
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
	// The first run, in which shard 3 is killed with SIGKILL, as a machine
	// that goes down kills it: parallel reports it, and sum a missing shard.
	killer := commandDir(t)
	wrapper := fmt.Sprintf("#!/bin/sh\ncase \"$*\" in *'-shard 3/8'*) kill -9 $$;; esac\nNQUEENS_RUN_MAIN=1 exec %q \"$@\"\n", os.Args[0])
	if err := os.WriteFile(filepath.Join(killer, "nqueens"), []byte(wrapper), 0o755); err != nil {
		t.Fatal(err)
	}
	first := exec.Command("bash", "-c", script)
	first.Dir = dir
	first.Env = append(os.Environ(), "PATH="+killer+string(os.PathListSeparator)+os.Getenv("PATH"))
	if out, err := first.CombinedOutput(); err == nil || !strings.Contains(string(out), "1 of the 8 shards of n = 14 is missing: 3") {
		t.Fatalf("the run with shard 3 killed: %v, output %q; want sum to find shard 3 missing", err, out)
	}
	// Run again, the README's lines rerun the killed shard, and no other.
	if got, want := shell(t, dir, script), sumOutput(t, 14); got != want {
		t.Errorf("GNU parallel and sum printed %q, want %q", got, want)
	}
	// --resume-failed reruns nothing once every shard has finished.
	log, _ := os.ReadFile(filepath.Join(dir, "count-14.log"))
	if got := bytes.Count(log, []byte("\n")); got != 10 {
		t.Errorf("the joblog has %d lines, want a header, 8 jobs and the rerun of the killed one:\n%s", got, log)
	}
	if got, want := shell(t, dir, script), sumOutput(t, 14); got != want {
		t.Errorf("run again: %q, want %q", got, want)
	}
	if again, _ := os.ReadFile(filepath.Join(dir, "count-14.log")); !bytes.Equal(again, log) {
		t.Errorf("run again, --resume-failed reran jobs:\n%s", again)
	}
}

// TestSlurmExample runs the Slurm example's script as Slurm would, once for
// each task of the array, for a board small enough for a test.
func TestSlurmExample(t *testing.T) {
	if testing.Short() {
		t.Skip("starts processes")
	}
	t.Parallel()
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
	if want := sumOutput(t, 13); status != 0 || stdout != want || stderr != "" {
		t.Errorf("sum of the array's output: status %d, stdout %q, stderr %q; want %q", status, stdout, stderr, want)
	}
	for i := range 4 {
		if _, err := os.Stat(filepath.Join(dir, fmt.Sprintf("nqueens-13-%d.checkpoint", i))); err != nil {
			t.Errorf("task %d left no checkpoint: %v", i, err)
		}
	}
	// FLAGS adds flags to every task: here a count of classes.
	files = files[:0]
	for i := range 3 {
		out := shell(t, dir, "bash "+script, "N=12", "SHARDS=3", "FLAGS=-classes torus", fmt.Sprintf("SLURM_ARRAY_TASK_ID=%d", i), "SLURM_CPUS_PER_TASK=1", "JOB_COMPLETION_INDEX=")
		file := filepath.Join(dir, fmt.Sprintf("classes-12-%d.json", i))
		os.WriteFile(file, []byte(out), 0o644)
		files = append(files, file)
	}
	if status, stdout, stderr := runCommand(append([]string{"sum"}, files...)...); status != 0 || stdout != "torus 953\nagrees with OEIS A062164\n" {
		t.Errorf("sum of the array's classes: status %d, stdout %q, stderr %q", status, stdout, stderr)
	}
	text, _ := os.ReadFile(script)
	if !strings.Contains(string(text), "#SBATCH --array=0-63") || !strings.Contains(string(text), "SHARDS=${SHARDS:-64}") {
		t.Errorf("the script's array and its number of shards disagree")
	}
	// A command line that counts another N names its output and its
	// error files after that N, not after the script's 22.
	readme, _ := os.ReadFile("../../examples/slurm/README.md")
	override := regexp.MustCompile(`N=(\d+) SHARDS=\d+ sbatch .*`)
	lines := override.FindAll(append(text, readme...), -1)
	if len(lines) < 2 {
		t.Errorf("the script and its README show %d command lines for another N, want both", len(lines))
	}
	for _, line := range lines {
		n := override.FindSubmatch(line)[1]
		for _, file := range []string{"--output=nqueens-%s-%%a.json", "--error=nqueens-%s-%%a.err"} {
			if want := fmt.Sprintf(file, n); !bytes.Contains(line, []byte(want)) {
				t.Errorf("%q does not name %s", line, want)
			}
		}
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

// TestCheckpointForged changes the counts of a line of a full checkpoint,
// its total and then its unique, by an amount that keeps them plausible,
// with the line's checksum made anew: the checksum cannot tell, but the
// sum disagrees with OEIS, and the count refuses it, naming the
// checkpoint, with status 1, and prints nothing. A shard cannot know its
// sum, and a forged shard is left to sum.
func TestCheckpointForged(t *testing.T) {
	const n = 12
	file := filepath.Join(t.TempDir(), "checkpoint")
	if status, _, stderr := runCommand("count", fmt.Sprint(n), "-method", "backtrack", "-checkpoint", file); status != 0 {
		t.Fatalf("count: status %d, %s", status, stderr)
	}
	lines := checkpointLines(t, file)
	id, sub, c, err := checkpoint.ParseLine(strings.TrimSuffix(lines[1], "\n"), checkpoint.Version)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		forged checkpoint.Counts
		want   string
	}{
		{"total", checkpoint.Counts{Total: c.Total + 16, Unique: c.Unique}, fmt.Sprintf("adds up to %d solutions, where OEIS A000170 has 14200", 14200+16)},
		{"unique", checkpoint.Counts{Total: c.Total, Unique: c.Unique + 2}, fmt.Sprintf("adds up to %d fundamental solutions, where OEIS A002562 has 1787", 1787+2)},
	} {
		forged := slices.Clone(lines)
		forged[1] = checkpoint.Line(id, checkpoint.Version, sub, tc.forged)
		data := strings.Join(forged, "") + "\n"
		os.WriteFile(file, []byte(data), 0o644)
		status, stdout, stderr := runCommand("count", fmt.Sprint(n), "-method", "backtrack", "-checkpoint", file)
		if status != 1 || stdout != "" || !strings.Contains(stderr, tc.want) || !strings.Contains(stderr, "checkpoint "+file+" records subproblems whose counts are not theirs") {
			t.Errorf("a line's %s forged: status %d, %q, %q; want 1 and %q", tc.name, status, stdout, stderr, tc.want)
		}
		if got, _ := os.ReadFile(file); string(got) != data {
			t.Errorf("a line's %s forged: the checkpoint was not left as it was", tc.name)
		}
	}
}

// TestCountShardsAddUp counts sizes 1 to 9 by each method that counts
// them, in M shards for M from 1 to 3, 5, 8 and, where they are few,
// around the number of their subproblems, and past it, where shards hold
// none: sum adds up the lines of the shards to what count prints for the
// whole, every time, a join in one shard included. Size 9, with 147
// subproblems by backtracking, is the first with too many to shard around
// their number.
func TestCountShardsAddUp(t *testing.T) {
	if testing.Short() {
		t.Skip("counts sizes 1 to 9 in many shards")
	}
	t.Setenv("JOB_COMPLETION_INDEX", "")
	t.Setenv("SLURM_ARRAY_TASK_ID", "")
	last := 9
	if testing.Short() || raceEnabled {
		last = 8
	}
	for n := 1; n <= last; n++ {
		for _, method := range []nqueens.Method{nqueens.Backtrack, nqueens.Join, nqueens.Join2} {
			c := nqueens.Counter{Method: method}
			all, err := c.Subproblems(context.Background(), n)
			if err != nil {
				continue // a size the method does not count
			}
			status, whole, stderr := runCommand("count", fmt.Sprint(n), "-method", method.String())
			if status > 1 {
				t.Fatalf("count %d -method %v: status %d, %s", n, method, status, stderr)
			}
			shards := []int{1, 2, 3, 5, 8, len(all) + 1}
			if len(all) <= 100 {
				shards = append(shards, len(all)-1, len(all), 2*len(all)+3)
			}
			for _, m := range shards {
				if m < 1 {
					continue
				}
				var lines strings.Builder
				for i := range m {
					status, line, stderr := runCommand("count", fmt.Sprint(n), "-method", method.String(), "-shard", fmt.Sprintf("%d/%d", i, m))
					if status != 0 {
						t.Fatalf("count %d -method %v -shard %d/%d: status %d, %s", n, method, i, m, status, stderr)
					}
					lines.WriteString(line)
				}
				status, sum, stderr := runWithInput(lines.String(), "sum")
				want := strings.SplitAfter(whole, "\n")
				if status > 1 || !strings.HasPrefix(sum, strings.Join(want[:2], "")) {
					t.Errorf("n = %d by %v in %d shards: sum says %q, %q (status %d); count says %q", n, method, m, sum, stderr, status, whole)
				}
			}
		}
	}
}
