package main

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestRecordedRuns checks the shard lines of the counts that docs/runs
// records as they go: every line one that sum reads, of one count by
// column, no shard twice, each shard's columns adding up to its total and
// named once in the run's log; and, once every shard is there, that sum
// adds them up to the counts OEIS has, with columns that read the same
// backwards.
func TestRecordedRuns(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "..", "docs", "runs", "*.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Skip("no runs recorded")
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			seen := make(map[int]bool)
			var first shardResult
			for i, line := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
				if line == "" {
					t.Fatalf("%s:%d: an empty line", file, i+1)
				}
				r, err := parseShardResult([]byte(line))
				if err != nil {
					t.Fatalf("%s:%d: %v", file, i+1, err)
				}
				if i == 0 {
					first = r
				}
				if r.N != first.N || r.Shards != first.Shards || r.Method != first.Method || len(r.ByColumn) != r.N {
					t.Fatalf("%s:%d: n = %d, %d shards by %q with %d columns; the first line's count is n = %d, %d shards by %q by column",
						file, i+1, r.N, r.Shards, r.Method, len(r.ByColumn), first.N, first.Shards, first.Method)
				}
				if seen[r.Shard] {
					t.Fatalf("%s:%d: shard %d again", file, i+1, r.Shard)
				}
				seen[r.Shard] = true
				var sum uint64
				for _, c := range r.ByColumn {
					sum += c
				}
				if sum != r.Total {
					t.Errorf("%s:%d: shard %d's columns add up to %d, its total is %d", file, i+1, r.Shard, sum, r.Total)
				}
			}
			logged := loggedShards(t, strings.TrimSuffix(file, ".jsonl")+".log")
			for s := range seen {
				if logged[s] != 1 {
					t.Errorf("shard %d is named %d times in the log, not once", s, logged[s])
				}
			}
			if len(logged) != len(seen) {
				t.Errorf("the log names %d shards, the lines hold %d", len(logged), len(seen))
			}
			t.Logf("%d of %d shards of n = %d", len(seen), first.Shards, first.N)
			if len(seen) < first.Shards {
				return
			}
			status, out, errOut := runCommand("sum", file)
			if status != 0 || !strings.Contains(out, "\nagrees with OEIS A000170 and A002562\n") {
				t.Fatalf("sum %s: status %d\n%s%s", file, status, out, errOut)
			}
			var columns []string
			for _, l := range strings.Split(out, "\n") {
				if c, ok := strings.CutPrefix(l, "by_column "); ok {
					columns = strings.Fields(c)
				}
			}
			if len(columns) != first.N {
				t.Fatalf("sum %s prints %d columns:\n%s", file, len(columns), out)
			}
			for k := range columns {
				if columns[k] != columns[len(columns)-1-k] {
					t.Errorf("sum %s: column %d is %s, column %d %s", file, k, columns[k], len(columns)-1-k, columns[len(columns)-1-k])
				}
			}
		})
	}
}

// loggedShards returns how many times the log of a run names each shard,
// by the number that begins each of its lines.
func loggedShards(t *testing.T, log string) map[int]int {
	f, err := os.Open(log)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	logged := make(map[int]int)
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		first, _, _ := strings.Cut(sc.Text(), " ")
		s, err := strconv.Atoi(first)
		if err != nil {
			t.Fatalf("%s:%d: %q does not begin with a shard's number", log, line, sc.Text())
		}
		logged[s]++
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return logged
}
