package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nqueens-go/nqueens/internal/shard"
)

// TestJournalVersions checks that a journal of a version this build does
// not know, a line of one version in a journal of the other, and a unit
// that is not one of the check of the journal's version and shard are
// refused, with the number of the line, and the file left as it was.
func TestJournalVersions(t *testing.T) {
	const n = 12
	v2 := journalHeader(n, shard.Shard{}, 2)
	v3 := journalHeader(n, shard.Shard{}, 3)
	shard0 := shard.Shard{I: 0, M: 64}
	// A finer unit of 4 queens that another shard of 64 checks.
	var elsewhere unit
	units := checkUnits(n, 4, shard0.M, 3)
	for u, i := range assign(n, 4, shard0.M, 3, units) {
		if i != shard0.I && !u.whole(n) {
			elsewhere = u
			break
		}
	}
	for _, tc := range []struct {
		name    string
		s       shard.Shard
		content string
		want    string
	}{
		{"version 4", shard.Shard{}, sealed(n, "nqueens threshold journal 4, size 12"), "version 4 of the format, which this build does not know: it reads versions 2 to 3"},
		{"version 1", shard.Shard{}, sealed(n, "nqueens threshold journal 1, size 12"), "version 1 of the format, which this build does not know"},
		{"a line of 3 in 2", shard.Shard{}, v2 + sealed(n, "done 2 5 6 144 1 1"), "line 2: a line of version 3 of the format, in a journal of version 2"},
		{"a line of 2 in 3", shard.Shard{}, v3 + sealed(n, "done 2 5 1 1"), "line 2: a line of version 2 of the format, in a journal of version 3"},
		{"a header of 3 in 2", shard.Shard{}, v2 + sealed(n, "done 2 5 1 1") + v3, "line 3: not a count: \"nqueens threshold journal 3"},
		{"a header of 2 in 3", shard.Shard{}, v3 + sealed(n, "done 2 5 6 144 1 1") + v2, "line 3: not a count: \"nqueens threshold journal 2"},
		{"a range, of a whole check", shard.Shard{}, v3 + sealed(n, "done 4 1 30 40 1 1"), "line 2: the unit of 4 queens from square 1, second squares 30 to 39 is not one of the check"},
		{"a range, of 2 queens", shard0, journalHeader(n, shard0, 3) + sealed(n, "done 2 1 30 40 1 1"), "line 2: the unit of 2 queens from square 1, second squares 30 to 39 is not one"},
		{"of another shard", shard0, journalHeader(n, shard0, 3) + sealed(n, fmt.Sprintf("done 4 %d %d %d 1 1", elsewhere.first, elsewhere.from, elsewhere.to)), "line 2: the unit of 4 queens from " + elsewhere.name(n) + " is not one"},
		{"off the board", shard.Shard{}, v3 + sealed(n, "done 4 144 145 144 1 1"), "line 2: the unit of 4 queens from square 144 is not one"},
		{"a whole unit past the board", shard.Shard{}, v3 + sealed(n, "done 4 5 6 145 1 1"), "line 2: the unit of 4 queens from square 5, second squares 6 to 144 is not one"},
		{"a dash", shard.Shard{}, v3 + sealed(n, "done 2 5 - 144 1 1"), "line 2: not a count"},
	} {
		path := filepath.Join(t.TempDir(), "j")
		if err := os.WriteFile(path, []byte(tc.content), 0o644); err != nil {
			t.Fatal(err)
		}
		j, err := openJournal(path, n, tc.s)
		if err == nil {
			j.Close()
			t.Errorf("%s: opened", tc.name)
			continue
		}
		if !strings.Contains(err.Error(), "journal "+path) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v; want %q", tc.name, err, tc.want)
		}
		if got, _ := os.ReadFile(path); string(got) != tc.content {
			t.Errorf("%s: the file became %q", tc.name, got)
		}
	}
}

// TestJournalVersion2 goes on from a journal of version 2 of the check of
// size 12, without the hunt, cut in its check of 3 queens: the run cuts
// the check as version 2 did, keeps the lines there were, appends lines of
// version 2, does none of the units recorded done again, and finds the
// term.
func TestJournalVersion2(t *testing.T) {
	t.Parallel()
	const n = 12
	want := knownTerms(t)[n]
	path := filepath.Join(t.TempDir(), "j")
	run := func() (bounds, *journal) {
		j, err := openJournal(path, n, shard.Shard{})
		if err != nil {
			t.Fatal(err)
		}
		defer j.Close()
		b, err := threshold(context.Background(), n, crew{workers: 2}, -1, 0, j, func(string) {})
		if err != nil || b.low != want || b.witness.puzzle(n).Count(0) != 0 {
			t.Fatalf("a(%d) = %+v, %v; want %d", n, b, err, want)
		}
		return b, j
	}
	if err := os.WriteFile(path, []byte(journalHeader(n, shard.Shard{}, 2)), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, j := run(); j.version != 2 {
		t.Fatalf("a journal of version 2 read as version %d", j.version)
	}
	data, _ := os.ReadFile(path)
	all := strings.SplitAfter(string(data), "\n")
	// Keep the header, the lines of 1 and 2 queens and half those of 3.
	var kept []string
	threes := 0
	for _, line := range all {
		if strings.HasPrefix(line, "done 3 ") {
			if threes++; threes > n*n/2 {
				break
			}
		}
		kept = append(kept, line)
	}
	if err := os.WriteFile(path, []byte(strings.Join(kept, "")), 0o644); err != nil {
		t.Fatal(err)
	}
	run()
	again, _ := os.ReadFile(path)
	if !strings.HasPrefix(string(again), strings.Join(kept, "")) {
		t.Fatal("the journal of version 2 lost lines")
	}
	seen := map[string]bool{}
	for i, line := range strings.Split(strings.TrimSpace(string(again)), "\n")[1:] {
		fields := strings.Fields(line)
		if fields[0] != "done" {
			continue
		}
		if len(fields) != 6 { // its five fields and the checksum
			t.Errorf("line %d: %q, not a line of version 2", i+2, line)
		}
		if key := strings.Join(fields[:3], " "); seen[key] {
			t.Errorf("line %d: %q: the unit done twice", i+2, line)
		} else {
			seen[key] = true
		}
	}
}

// TestJournalVersion2Shards checks the shards of size 10 in 3, each gone
// on from a journal of version 2: their lines name the units of version
// 2's split, and merge; with the line of a shard of version 3 among them,
// they are refused.
func TestJournalVersion2Shards(t *testing.T) {
	const n, m, most = 10, 3, 3
	dir := t.TempDir()
	for i := range m {
		s := shard.Shard{I: i, M: m}
		name := filepath.Join(dir, fmt.Sprintf("threshold-%d-shard-%d-of-%d.journal", n, i, m))
		if err := os.WriteFile(name, []byte(journalHeader(n, s, 2)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	old := strings.SplitAfter(shardLines(t, n, m, most, dir), "\n")
	current := strings.SplitAfter(shardLines(t, n, m, most, t.TempDir()), "\n")
	if old[0] == current[0] {
		t.Fatal("shard 0 of version 2 names the units of version 3")
	}
	if status, out, errs := runIn(strings.Join(old, ""), "-merge"); status != 0 || !strings.HasPrefix(out, "a(10) = 2; 3 queens without a completion:") {
		t.Errorf("the shards of version 2: status %d, %q, %q", status, out, errs)
	}
	mixed := current[0] + old[1] + current[2]
	if status, out, errs := runIn(mixed, "-merge"); status != 1 || out != "" || !strings.Contains(errs, "standard input:2: shard 1 of 3 checked the units of a journal of version 2, and the lines before it, from standard input:1, those of version 3: the shards of a check must all cut it alike") {
		t.Errorf("shards of versions 3 and 2: status %d, %q, %q", status, out, errs)
	}
	data, _ := os.ReadFile(filepath.Join(dir, fmt.Sprintf("threshold-%d-shard-1-of-%d.journal", n, m)))
	for line := range strings.Lines(string(data)) {
		if strings.HasPrefix(line, "done ") && len(strings.Fields(line)) != 6 {
			t.Errorf("shard 1 of version 2 wrote %q", line)
		}
	}
}

// TestJournalRecorded28 reads the journal of the check of size 28 in
// runs, of version 2, without the line of its last unit of 5 queens, as a
// run stopped before it: a run goes on from it with the units of version
// 2, each one the journal records done among them, and records the last
// in a line of version 2, which it reads again.
func TestJournalRecorded28(t *testing.T) {
	const n = 28
	data, err := os.ReadFile(filepath.Join("runs", "threshold-28.journal"))
	if err != nil {
		t.Fatal(err)
	}
	// The journal without the line of the unit of the last square, whose
	// every image lies before it: the unit takes no search.
	last := wholeUnit(n, n*n-1)
	var kept []string
	for line := range strings.Lines(string(data)) {
		if f := strings.Fields(line); len(f) > 2 && f[0] == "done" && f[1] == "5" && f[2] == fmt.Sprint(last.first) {
			continue
		}
		kept = append(kept, line)
	}
	if len(kept) != strings.Count(string(data), "\n")-1 {
		t.Fatalf("the journal has no line of the unit of square %d", last.first)
	}
	path := filepath.Join(t.TempDir(), "journal")
	if err := os.WriteFile(path, []byte(strings.Join(kept, "")), 0o644); err != nil {
		t.Fatal(err)
	}
	j, err := openJournal(path, n, shard.Shard{})
	if err != nil {
		t.Fatal(err)
	}
	if j.version != 2 {
		t.Fatalf("version %d, want 2", j.version)
	}
	units := checkUnits(n, 5, 1, j.version)
	done := map[unit]bool{}
	for _, u := range units {
		if !u.whole(n) {
			t.Fatalf("version 2 cuts the check of 5 queens into %v", u)
		}
		done[u] = j.isDone(5, u)
	}
	for key := range j.finished {
		if key.k == 5 && !done[key.u] {
			t.Errorf("the journal records %v, not a unit of version 2", key.u)
		}
	}
	if done[last] {
		t.Fatal("the unit of the last square is done already")
	}
	w, examined, err := checker{n: n, k: 5}.unit(context.Background(), last)
	if w != nil || examined != 0 || err != nil {
		t.Fatalf("the unit of the last square: %v, %d, %v", w, examined, err)
	}
	if err := j.record(5, last, examined, 0); err != nil {
		t.Fatal(err)
	}
	j.Close()
	again, _ := os.ReadFile(path)
	if want := strings.Join(kept, "") + sealed(n, fmt.Sprintf("done 5 %d 0 0", last.first)); string(again) != want {
		t.Fatalf("the journal ends in %q, want the line of version 2 %q", again[len(want)-40:], want[len(want)-40:])
	}
	j, err = openJournal(path, n, shard.Shard{})
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	if !j.isDone(5, last) || j.held() != strings.Count(string(again), "\n")-1 {
		t.Errorf("read again: the last unit done %v, %d lines", j.isDone(5, last), j.held())
	}
}
