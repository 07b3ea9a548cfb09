package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nqueens-go/nqueens/cmd/nqueens/internal/checkpoint"
	"github.com/nqueens-go/nqueens/internal/oracletest"
)

// a059963 returns row n of OEIS A059963 from testdata.
func a059963(t *testing.T, n int) string {
	t.Helper()
	row, err := oracletest.OEISMore(filepath.Join("..", "..", "testdata", "oeis-more.tsv"), "A059963", fmt.Sprint(n))
	if err != nil {
		t.Fatal(err)
	}
	return row
}

func TestCountByColumn(t *testing.T) {
	for _, n := range []int{1, 4, 5, 8, 11, 12} {
		for _, method := range []string{"backtrack", "join", "join2"} {
			if n < 2 && method != "backtrack" {
				continue
			}
			status, stdout, stderr := runCommand("count", fmt.Sprint(n), "-by-column", "-method", method)
			want := countOutput(t, n) + "by_column " + a059963(t, n) + "\n"
			if status != 0 || stdout != want {
				t.Errorf("count %d -by-column -method %s: status %d, %q, stderr %q; want %q", n, method, status, stdout, stderr, want)
			}
		}
	}
	status, stdout, _ := runCommand("count", "9", "-by-column", "-format", "json")
	want := `"by_column":[` + strings.ReplaceAll(a059963(t, 9), " ", ",") + `]`
	if status != 0 || !strings.Contains(stdout, want) {
		t.Errorf("count 9 -by-column -format json: status %d, %q; want %s in it", status, stdout, want)
	}
}

func TestShardsByColumn(t *testing.T) {
	t.Setenv("JOB_COMPLETION_INDEX", "")
	t.Setenv("SLURM_ARRAY_TASK_ID", "")
	dir := t.TempDir()
	n, m := 12, 4
	var files []string
	for i := range m {
		status, stdout, stderr := runCommand("count", fmt.Sprint(n), "-by-column", "-shard", fmt.Sprintf("%d/%d", i, m))
		if status != 0 || !strings.Contains(stdout, `"by_column":[`) {
			t.Fatalf("count %d -by-column -shard %d/%d: status %d, %q, %s", n, i, m, status, stdout, stderr)
		}
		f := filepath.Join(dir, fmt.Sprint(i))
		if err := os.WriteFile(f, []byte(stdout), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	status, stdout, stderr := runCommand(append([]string{"sum"}, files...)...)
	want := countOutput(t, n) + "by_column " + a059963(t, n) + "\nagrees with OEIS A000170 and A002562\n"
	if status != 0 || stdout != want {
		t.Errorf("sum of the shards by column: status %d, %q, %s; want %q", status, stdout, stderr, want)
	}
	// A plain shard among those by column is not a part of their count.
	_, plain, _ := runCommand("count", fmt.Sprint(n), "-shard", fmt.Sprintf("0/%d", m))
	if err := os.WriteFile(files[0], []byte(plain), 0o644); err != nil {
		t.Fatal(err)
	}
	if status, _, stderr := runCommand(append([]string{"sum"}, files...)...); status == 0 || !strings.Contains(stderr, "do not add up") {
		t.Errorf("sum of shards by column and a plain one: status %d, %s", status, stderr)
	}
}

func TestCheckpointByColumn(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cp")
	// A checkpoint of a count by column, with a few subproblems recorded.
	id := checkpoint.Count{N: 13, Method: "join", Shard: 0, Shards: 1, ByColumn: true}
	cp, done, err := checkpoint.OpenCount(path, id, os.Stderr, checkpoint.Options{})
	if err != nil || len(done) != 0 {
		t.Fatal(err, done)
	}
	if err := cp.Close(); err != nil {
		t.Fatal(err)
	}
	status, stdout, stderr := runCommand("count", "13", "-by-column", "-method", "join", "-checkpoint", path)
	want := countOutput(t, 13) + "by_column 2760 3799 5508 6023 7346 7385 8070 7385 7346 6023 5508 3799 2760\n"
	if status != 0 || stdout != want {
		t.Fatalf("count 13 -by-column -checkpoint: status %d, %q, %s; want %q", status, stdout, stderr, want)
	}
	// Going on from the full checkpoint counts nothing, and gives the same.
	if status, again, stderr := runCommand("count", "13", "-by-column", "-method", "join", "-checkpoint", path); status != 0 || again != want {
		t.Errorf("count 13 -by-column from its full checkpoint: status %d, %q, %s", status, again, stderr)
	}
	// A plain count refuses the checkpoint of a count by column.
	if status, _, stderr := runCommand("count", "13", "-method", "join", "-checkpoint", path); status == 0 || !strings.Contains(stderr, "-by-column") {
		t.Errorf("a plain count with a checkpoint by column: status %d, %s", status, stderr)
	}
	// A line whose columns were changed, with its checksum made anew, is
	// found by the sum of the columns against the total.
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	_, version, err := checkpoint.ParseHeader(lines[0])
	if err != nil {
		t.Fatal(err)
	}
	_, sub, c, err := checkpoint.ParseLine(lines[1], version)
	if err != nil {
		t.Fatal(err)
	}
	c.Columns = "1" + c.Columns
	lines[1] = strings.TrimSuffix(checkpoint.Line(id, version, sub, c), "\n")
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if status, _, stderr := runCommand("count", "13", "-by-column", "-method", "join", "-checkpoint", path); status == 0 || !strings.Contains(stderr, "do not add up") {
		t.Errorf("count 13 -by-column with a record that does not add up: status %d, %s", status, stderr)
	}
}
