package main

import (
	"bufio"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/internal/gather"
	"github.com/nqueens-go/nqueens/internal/shard"
	"github.com/nqueens-go/nqueens/puzzle"
)

// knownTerms reads the terms of A374013 in testdata.
func knownTerms(t *testing.T) map[int]int {
	t.Helper()
	f, err := os.Open("testdata/A374013.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	terms := map[int]int{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		n, a, _ := strings.Cut(line, " ")
		nv, err1 := strconv.Atoi(n)
		av, err2 := strconv.Atoi(a)
		if err1 != nil || err2 != nil {
			t.Fatalf("testdata/A374013.txt: %q", line)
		}
		terms[nv] = av
	}
	return terms
}

// TestThreshold computes the threshold of the sizes 4 to 16 (4 to 13 with
// -short), of 14 and 16 (12) without the hunt, and checks it against
// A374013, and checks each placement it gives: a(n)+1 queens that attack no other, with no completion by
// Puzzle.Count, a search apart from Puzzle.Solve's.
func TestThreshold(t *testing.T) {
	t.Parallel()
	terms := knownTerms(t)
	last := 16
	if testing.Short() {
		last = 13
	}
	dir := t.TempDir()
	for n := 4; n <= last; n++ {
		// With the hunt and, for the last sizes, without it: check
		// finds the placement without a completion by itself.
		wider := 3
		if n > last-3 && n%2 == 0 {
			wider = -1
		}
		j, err := openJournal(filepath.Join(dir, "j"+strconv.Itoa(n)), n, shard.Shard{})
		if err != nil {
			t.Fatal(err)
		}
		b, err := threshold(context.Background(), n, crew{workers: 2}, wider, 0, j, func(string) {})
		j.Close()
		a, w := b.low, b.witness
		if err != nil {
			t.Fatalf("n=%d: %v", n, err)
		}
		if a != terms[n] {
			t.Errorf("a(%d) = %d, want %d (hunt %d)", n, a, terms[n], wider)
		}
		if err := w.check(n); err != nil || len(w) != a+1 {
			t.Errorf("n=%d: placement %v of %d queens: %v", n, w, len(w), err)
		}
		if c := w.puzzle(n).Count(0); c != 0 {
			t.Errorf("n=%d: placement %v has %d completions", n, w, c)
		}
	}
}

// TestResume runs the threshold of size 12 once, then again from its
// journal: the second run finds the same placement without searching,
// and a journal cut short in a line reads as the lines before.
func TestResume(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "j")
	j, err := openJournal(path, 12, shard.Shard{})
	if err != nil {
		t.Fatal(err)
	}
	b, err := threshold(context.Background(), 12, crew{workers: 2}, 3, 0, j, func(string) {})
	a, w := b.low, b.witness
	j.Close()
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	j, err = openJournal(path, 12, shard.Shard{})
	if err != nil {
		t.Fatal(err)
	}
	// A search now would fail at once.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	b2, err := threshold(ctx, 12, crew{workers: 2}, 3, 0, j, func(string) {})
	a2, w2 := b2.low, b2.witness
	j.Close()
	if err != nil || a2 != a || w2.puzzle(12).String() != w.puzzle(12).String() {
		t.Fatalf("again from the journal: %d, %v, %v; want %d, %v", a2, w2, err, a, w)
	}
	// Cut the journal in its witness line: the units of 3 queens are
	// done, and the witness is found again.
	cut := strings.LastIndex(string(data), "witness") + 10
	if err := os.WriteFile(path, data[:cut], 0o644); err != nil {
		t.Fatal(err)
	}
	j, err = openJournal(path, 12, shard.Shard{})
	if err != nil {
		t.Fatal(err)
	}
	if j.witness(3) != nil || !j.isDone(2, wholeUnit(12, 5)) {
		t.Errorf("a journal cut short: witness %v, unit (2, 5) done %v", j.witness(3), j.isDone(2, wholeUnit(12, 5)))
	}
	b3, err := threshold(context.Background(), 12, crew{workers: 2}, 3, 0, j, func(string) {})
	a3 := b3.low
	j.Close()
	if err != nil || a3 != a {
		t.Errorf("from a journal cut short: %d, %v; want %d", a3, err, a)
	}
	if again, _ := os.ReadFile(path); !strings.HasPrefix(string(again), string(data[:strings.LastIndex(string(data[:cut]), "\n")+1])) {
		t.Error("the journal cut short lost its whole lines")
	}
}

// TestJournalRefuses checks that a file that is not a journal of the size,
// or holds a line that is not one, is refused and left as it was.
func TestJournalRefuses(t *testing.T) {
	dir := t.TempDir()
	h := journalHeader(12, shard.Shard{}, journalVersion)
	for name, content := range map[string]string{
		"other":          "my notes\n",
		"other, no end":  "my notes",
		"other size":     journalHeader(13, shard.Shard{}, journalVersion),
		"no checksums":   "nqueens threshold journal, size 12\ndone 2 5 1 1\n",
		"no checksum":    h + "done 2 5 6 144 1 1\n",
		"wrong checksum": h + "done 2 5 6 144 1 1 crc32=00000000\n",
		"of size 13":     h + sealed(13, "done 2 5 6 144 1 1"),
		"bad line":       h + sealed(12, "done 2 5 6 144"),
		"bad square":     h + sealed(12, "done 2 144 145 144 1 1"),
		"bad first":      h + sealed(12, "done 1 3 4 144 1 1"),
		"attacking":      h + sealed(12, "witness 2 0 1"),
		"completes":      h + sealed(12, "witness 4 0 21 42 63"),
	} {
		path := filepath.Join(dir, strings.ReplaceAll(name, " ", "-"))
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		if j, err := openJournal(path, 12, shard.Shard{}); err == nil {
			j.Close()
			t.Errorf("%s: opened", name)
		} else if strings.HasPrefix(content, h) && len(content) > len(h) && !strings.Contains(err.Error(), "journal "+path+", line 2: ") {
			t.Errorf("%s: %v; want the number of the line", name, err)
		}
		if got, _ := os.ReadFile(path); string(got) != content {
			t.Errorf("%s: the file became %q", name, got)
		}
	}
}

// TestJournalDamaged damages each line of a real journal of size 10, in
// each of its fields, or removes it, or writes it twice: each journal is
// refused, and left as it is, or the run that goes on from it finds the
// term of OEIS and a placement without a completion, by Puzzle.Count.
func TestJournalDamaged(t *testing.T) {
	t.Parallel()
	const n = 10
	want := knownTerms(t)[n]
	dir := t.TempDir()
	path := filepath.Join(dir, "j")
	run := func() (bounds, error) {
		j, err := openJournal(path, n, shard.Shard{})
		if err != nil {
			return bounds{}, err
		}
		defer j.Close()
		return threshold(context.Background(), n, crew{workers: 2}, 3, 0, j, func(string) {})
	}
	if b, err := run(); err != nil || b.low != want {
		t.Fatalf("a(%d) = %+v, %v; want %d", n, b, err, want)
	}
	data, _ := os.ReadFile(path)
	lines := strings.SplitAfter(string(data), "\n")
	lines = lines[:len(lines)-1]
	var damaged []string
	for i, line := range lines {
		rest := strings.Join(lines[i+1:], "")
		before := strings.Join(lines[:i], "")
		damaged = append(damaged, before+rest, before+line+line+rest)
		fields := strings.Fields(line)
		for f := range fields {
			changed := slices.Clone(fields)
			if v, err := strconv.Atoi(changed[f]); err == nil {
				changed[f] = strconv.Itoa(v + 1)
			} else {
				changed[f] += "x"
			}
			damaged = append(damaged, before+strings.Join(changed, " ")+"\n"+rest)
		}
	}
	refused := 0
	for _, journal := range damaged {
		if err := os.WriteFile(path, []byte(journal), 0o644); err != nil {
			t.Fatal(err)
		}
		b, err := run()
		if err != nil {
			if got, _ := os.ReadFile(path); string(got) != journal {
				t.Errorf("a journal refused (%v) was changed", err)
			}
			refused++
			continue
		}
		if b.low != want || len(b.witness) != want+1 || b.witness.check(n) != nil || b.witness.puzzle(n).Count(0) != 0 {
			t.Errorf("from a damaged journal: a(%d) = %d with placement %v; want %d\n%s", n, b.low, b.witness, want, journal)
		}
	}
	if refused == 0 || refused == len(damaged) {
		t.Errorf("%d of %d damaged journals refused", refused, len(damaged))
	}
}

// TestCanonical counts the squares of a board up to its symmetries, and
// the placements of two queens of size 5, against counts by hand.
func TestCanonical(t *testing.T) {
	for n, want := range map[int]int{4: 3, 5: 6, 8: 10, 9: 15} {
		got := 0
		for sq := range n * n {
			if (placement{sq}).canonical(n) {
				got++
			}
		}
		if got != want {
			t.Errorf("squares of %d×%d up to symmetry: %d, want %d", n, n, got, want)
		}
	}
	// The images of a square under the eight symmetries, for a square off
	// every axis of symmetry, are eight squares.
	seen := map[int]bool{}
	for g := range 8 {
		seen[transform(7, g, 1*7+2)] = true
	}
	if len(seen) != 8 {
		t.Errorf("row 1, column 2 of 7×7 has %d images, want 8", len(seen))
	}
}

func TestParseSizes(t *testing.T) {
	got, err := parseSizes([]string{"4-6", "20"})
	if err != nil || len(got) != 4 || got[0] != 4 || got[3] != 20 {
		t.Errorf("parseSizes(4-6 20) = %v, %v", got, err)
	}
	for _, bad := range []string{"3", "65", "8-5", "x", "4-", ""} {
		if _, err := parseSizes([]string{bad}); err == nil {
			t.Errorf("parseSizes(%q) took it", bad)
		}
	}
	if _, err := parseSizes(nil); err == nil {
		t.Error("parseSizes() took no size")
	}
}

// TestCancel checks that a search stopped before it ends says so, and
// leaves a journal that the next run goes on from.
func TestCancel(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "j")
	j, err := openJournal(path, 14, shard.Shard{})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = threshold(ctx, 14, crew{workers: 2}, 3, 0, j, func(string) {})
	j.Close()
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("threshold, cancelled: %v", err)
	}
	j, err = openJournal(path, 14, shard.Shard{})
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	b, err := threshold(context.Background(), 14, crew{workers: 2}, 3, 0, j, func(string) {})
	if err != nil || b.low != 3 || b.high != 3 {
		t.Errorf("threshold of 14 after a cancelled run: %+v, %v; want 3", b, err)
	}
}

// TestMost checks the bounds that a run limited to placements of 2 queens
// finds for sizes 14 to 16, whose thresholds are 3: every placement of 2
// has a completion, and the hunt finds a placement of 4 or 5 without one.
func TestMost(t *testing.T) {
	t.Parallel()
	for n := 14; n <= 16; n++ {
		j, err := openJournal(filepath.Join(t.TempDir(), "j"), n, shard.Shard{})
		if err != nil {
			t.Fatal(err)
		}
		b, err := threshold(context.Background(), n, crew{workers: 2}, 3, 2, j, func(string) {})
		j.Close()
		if err != nil || b.low != 2 || b.high < 3 || b.high > 4 {
			t.Fatalf("n=%d, at most 2 queens: %+v, %v; want 2 ≤ a ≤ 3 or 4", n, b, err)
		}
		if err := b.witness.check(n); err != nil || len(b.witness) != b.high+1 || b.witness.puzzle(n).Count(0) != 0 {
			t.Errorf("n=%d: placement %v of %d queens: %v", n, b.witness, len(b.witness), err)
		}
	}
}

// TestKept checks the check of what a search returns.
func TestKept(t *testing.T) {
	if err := kept(placement{1}, nqueens.Board{1, 3, 0, 2}, 4); err != nil {
		t.Errorf("a completion refused: %v", err)
	}
	for _, tt := range []struct {
		p placement
		b nqueens.Board
	}{
		{placement{0}, nqueens.Board{1, 3, 0, 2}},    // without the queen
		{placement{1}, nqueens.Board{1, 2, 3, 0}},    // not a solution
		{placement{1}, nqueens.Board{1, 3, 0, 2, 4}}, // another size
	} {
		if err := kept(tt.p, tt.b, 4); err == nil {
			t.Errorf("kept(%v, %v) took it", tt.p, tt.b)
		}
	}
}

// failing is a writer whose every write fails, as on a full disk.
type failing struct{}

func (failing) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

// runIn runs the command line in-process, with stdin on standard input,
// and returns its exit status and what it wrote.
func runIn(stdin string, args ...string) (status int, stdout, stderr string) {
	var out, errs strings.Builder
	status = run(args, strings.NewReader(stdin), &out, &errs)
	return status, out.String(), errs.String()
}

// TestRunFails checks that the program says what failed, with status 1,
// where its output fails and -dir is not a directory; and with status 2
// where the command line is wrong.
func TestRunFails(t *testing.T) {
	dir := t.TempDir()
	var errs strings.Builder
	if status := run([]string{"-dir", dir, "4-5"}, strings.NewReader(""), failing{}, &errs); status != 1 || !strings.Contains(errs.String(), "writing what size 4 found: no space left on device; its journal keeps it") {
		t.Errorf("to a full disk: status %d, %q", status, errs.String())
	}
	if status, out, errs := runIn("", "-dir", dir, "4-5"); status != 0 || !strings.Contains(out, "a(5) = 1") || !strings.Contains(errs, "n=4: going on from journal "+filepath.Join(dir, "threshold-4.journal")+", which holds ") {
		t.Errorf("again: status %d, %q, %q", status, out, errs)
	}
	file := filepath.Join(dir, "threshold-4.journal")
	for _, bad := range []string{filepath.Join(dir, "none"), file} {
		if status, _, errs := runIn("", "-dir", bad, "4"); status != 1 || !strings.Contains(errs, "-dir "+bad+": ") || !strings.Contains(errs, "name a directory") {
			t.Errorf("-dir %s: status %d, %q", bad, status, errs)
		}
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-memory", "0", "4"}, "-memory 0: from 1 to"},
		{[]string{"-memory", "-3", "4"}, "-memory -3: from 1 to"},
		{[]string{"-memory", "1073741825", "4"}, "-memory 1073741825: from 1 to"},
		{[]string{"-workers", "0", "4"}, "-workers 0: at least 1"},
		{[]string{"-most", "-1", "4"}, "-most -1: at least 0"},
		{[]string{"-hunt", "-2", "4"}, "-hunt -2: at least -1"},
		{[]string{"-shard", "1/2", "4"}, "a shard checks up to -most K queens"},
		{[]string{"-shard", "1/2", "-most", "2", "4", "5"}, "a shard is of one SIZE, not 2"},
		{[]string{"-shard", "2/2", "-most", "2", "4"}, "-shard 2/2: I = 2 out of range [0, 1]"},
		{[]string{"-merge", "-shard", "0/2"}, "-merge adds up shards that -shard checked"},
		{[]string{"3"}, `size "3": want a number from 4 to 64`},
		{nil, "no SIZE"},
		{[]string{"-bogus"}, "flag provided but not defined: -bogus"},
	} {
		status, out, errs := runIn("", tc.args...)
		if status != 2 || out != "" || !strings.Contains(errs, tc.want) || !strings.HasSuffix(errs, "\nRun 'threshold -h' for usage.\n") {
			t.Errorf("%q: status %d, %q, %q; want 2 and %q", tc.args, status, out, errs, tc.want)
		}
	}
	if status, out, _ := runIn("", "-memory", "1", "8"); status != 0 || !strings.Contains(out, "a(8) = 1") {
		t.Errorf("-memory 1: status %d, %q", status, out)
	}
	if status, out, errs := runIn("", "-h"); status != 0 || !strings.HasPrefix(out, "usage: threshold") || !strings.Contains(out, "-merge") || errs != "" {
		t.Errorf("-h: status %d, %q, %q", status, out, errs)
	}
}

// shardLines runs the m shards of the check of up to most queens of size
// n, each on one goroutine with a journal in dir, and returns their lines.
func shardLines(t *testing.T, n, m, most int, dir string) string {
	t.Helper()
	var lines strings.Builder
	for i := range m {
		out := &checkedWriter{w: &lines}
		if err := checkShard(context.Background(), n, shard.Shard{I: i, M: m}, most, crew{workers: 1}, dir, out, io.Discard); err != nil {
			t.Fatalf("n=%d, shard %d of %d: %v", n, i, m, err)
		}
	}
	return lines.String()
}

// TestShards checks the sizes 4 to 12 in 3 and in 7 shards, and 14 in 7
// without -short, up to a(n)+1 queens: the merged shards give the term of
// A374013, as a run of one size does, and a placement of a(n)+1 queens
// that Puzzle.Count finds no completion for. The terms of 4 to 12 are 0, 1
// and 2; 14 is the least size whose term is 3, whose shards check
// placements of 4 queens.
func TestShards(t *testing.T) {
	t.Parallel()
	terms := knownTerms(t)
	sizes := []int{4, 5, 6, 7, 8, 9, 10, 11, 12, 14}
	if testing.Short() || raceEnabled {
		sizes = sizes[:len(sizes)-1]
	}
	for _, n := range sizes {
		for _, m := range []int{3, 7} {
			if n == 14 && m == 3 {
				continue // 14's check of 4 queens, once is enough
			}
			lines := shardLines(t, n, m, terms[n]+1, t.TempDir())
			results, err := gather.Read(nil, strings.NewReader(lines), func(line []byte) (shardResult, error) { return parseShardResult(string(line)) })
			if err != nil {
				t.Fatal(err)
			}
			b, err := merge(results)
			if err != nil || b.low != terms[n] || b.high != terms[n] {
				t.Fatalf("n=%d in %d shards: %+v, %v; want a(%d) = %d", n, m, b, err, n, terms[n])
			}
			if err := b.witness.check(n); err != nil || len(b.witness) != terms[n]+1 || b.witness.puzzle(n).Count(0) != 0 {
				t.Errorf("n=%d in %d shards: placement %v: %v", n, m, b.witness, err)
			}
		}
	}
}

// TestShardResume stops a shard part way, at its check of 4 queens, and
// runs it again from its journal: it prints the line that a run without a
// stop prints.
func TestShardResume(t *testing.T) {
	if testing.Short() {
		t.Skip("checks a shard of 14 twice")
	}
	t.Parallel()
	const n, most = 14, 4
	want := shardLines(t, n, 3, most, t.TempDir())
	dir := t.TempDir()
	var lines strings.Builder
	for i := range 3 {
		ctx, cancel := context.WithCancel(context.Background())
		// The line of 3 queens comes once the check of 4 has not begun.
		stop := stopAt{cancel: cancel, at: "every placement of 3 queens"}
		err := checkShard(ctx, n, shard.Shard{I: i, M: 3}, most, crew{workers: 1}, dir, &checkedWriter{w: io.Discard}, &stop)
		cancel()
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("shard %d, stopped: %v", i, err)
		}
		if err := checkShard(context.Background(), n, shard.Shard{I: i, M: 3}, most, crew{workers: 1}, dir, &checkedWriter{w: &lines}, io.Discard); err != nil {
			t.Fatal(err)
		}
	}
	if lines.String() != want {
		t.Errorf("stopped and run again, the shards print\n%s\nwant\n%s", lines.String(), want)
	}
}

// stopAt cancels a context once a line holding at is written to it.
type stopAt struct {
	cancel func()
	at     string
}

func (s *stopAt) Write(p []byte) (int, error) {
	if strings.Contains(string(p), s.at) {
		s.cancel()
	}
	return len(p), nil
}

// TestMergeRefuses checks that -merge refuses a shard missing, there
// twice, of another check, or damaged, naming it.
func TestMergeRefuses(t *testing.T) {
	lines := strings.SplitAfter(shardLines(t, 10, 3, 3, t.TempDir()), "\n")
	other := shardLines(t, 11, 3, 3, t.TempDir())
	moreShards := shardLines(t, 10, 4, 3, t.TempDir())
	damaged := strings.Replace(lines[1], `"checked":`, `"checked": `, 1)
	for _, tc := range []struct {
		name, input, want string
	}{
		{"missing", lines[0] + lines[2], "1 of the 3 shards of n = 10 is missing: 1; check shard 1 with: threshold -most 3 -shard 1/3 10"},
		{"doubled", lines[0] + lines[1] + lines[2] + lines[1], "shard 1 is there 2 times (standard input:2, standard input:4)"},
		{"of another size", lines[0] + lines[1] + strings.SplitAfter(other, "\n")[2], "1 of the 3 shards of n = 10 is missing: 2"},
		{"a line without end", lines[0] + strings.Repeat("x", 100<<10), "standard input: line 2: longer than 64.0 KiB"},
		{"of another split", lines[0] + strings.SplitAfter(moreShards, "\n")[1], "standard input:2: a shard of the check of n = 10 in 4 shards"},
		{"damaged", lines[0] + damaged + lines[2], "standard input:2: its crc32 does not match"},
		{"split otherwise", lines[0] + withUnits(t, lines[1], "0badc0de") + lines[2], "standard input:2: shard 1 of 3 checked units whose crc32 is 0badc0de, where this build gives it those of "},
		{"without units", lines[0] + withUnits(t, lines[1], "") + lines[2], "standard input:2: it names no units"},
	} {
		status, out, errs := runIn(tc.input, "-merge")
		if status != 1 || !strings.Contains(errs, tc.want) || out != "" {
			t.Errorf("%s: status %d, %q, %q; want 1 and %q", tc.name, status, out, errs, tc.want)
		}
	}
	if status, out, errs := runIn(strings.Join(lines, ""), "-merge"); status != 0 || !strings.HasPrefix(out, "a(10) = 2; 3 queens without a completion:") {
		t.Errorf("the shards of 10: status %d, %q, %q", status, out, errs)
	}
	// The shards of two sizes, mixed, in one call: each size in order.
	both := strings.Join(lines, "") + other
	if status, out, errs := runIn(both, "-merge"); status != 0 || !strings.HasPrefix(out, "a(10) = 2; 3 queens without a completion:") || !strings.Contains(out, "\n\na(11) = 2; 3 queens without a completion:") {
		t.Errorf("the shards of 10 and 11: status %d, %q, %q", status, out, errs)
	}
}

// TestMergeKnown forges the lines of the shards of a check, each with its
// checksum made anew, to say what contradicts the term OEIS knows: every
// placement of 3 queens of size 10 has a completion, where a(10) = 2; and
// a placement of 2 queens of size 14 has none, where a(14) = 3, which the
// merge proves wrong as it proves every witness. Each merge
// is refused, with nothing printed.
func TestMergeKnown(t *testing.T) {
	forge := func(text string, change func(*shardResult)) string {
		var forged strings.Builder
		for _, line := range strings.SplitAfter(strings.TrimSpace(text), "\n") {
			r, err := parseShardResult(strings.TrimSpace(line))
			if err != nil {
				t.Fatal(err)
			}
			change(&r)
			forged.WriteString(r.line() + "\n")
		}
		return forged.String()
	}
	lines := shardLines(t, 10, 3, 3, t.TempDir())
	all := forge(lines, func(r *shardResult) { r.Checked, r.Witness = r.Most, nil })
	if status, out, errs := runIn(all, "-merge"); status != 1 || out != "" || !strings.Contains(errs, "every placement of 3 queens has a completion, so a(10) ≥ 3, where OEIS A374013 has a(10) = 2") {
		t.Errorf("shards of 10 that say a(10) ≥ 3: status %d, %q, %q", status, out, errs)
	}
	lines = shardLines(t, 14, 2, 2, t.TempDir())
	witness := forge(lines, func(r *shardResult) {
		if r.Shard == 0 {
			r.Checked, r.Witness = 1, []int{0, 16}
		}
	})
	if status, out, errs := runIn(witness, "-merge"); status != 1 || out != "" || !strings.Contains(errs, "has a completion") {
		t.Errorf("shards of 14 with a witness of 2 queens: status %d, %q, %q", status, out, errs)
	}
}

// withUnits returns the shard line with its units' sum replaced by sum,
// and its checksum made again.
func withUnits(t *testing.T, line, sum string) string {
	t.Helper()
	var r shardResult
	if err := json.Unmarshal([]byte(line), &r); err != nil {
		t.Fatal(err)
	}
	r.Units = sum
	return r.line() + "\n"
}

// TestAssign checks the split of the units into shards against the
// greedy rule done by hand, in each version of the journal: in order of
// decreasing cost, the lower unit first, each unit to the shard whose
// units cost the least, the lowest of those; and that a unit of no
// estimated cost holds no canonical placement.
func TestAssign(t *testing.T) {
	for version := oldestVersion; version <= journalVersion; version++ {
		for n := 4; n <= 12; n++ {
			for k := 1; k <= 5; k++ {
				for _, m := range []int{1, 2, 3, 7, 64, 1000} {
					units := checkUnits(n, k, m, version)
					costs := map[unit]uint64{}
					for _, u := range units {
						costs[u] = unitCost(n, k, u, version)
					}
					order := slices.Clone(units)
					slices.SortStableFunc(order, func(a, b unit) int {
						return cmp.Compare(costs[b], costs[a])
					})
					load := make([]uint64, m)
					want := map[unit]int{}
					for _, u := range order {
						least := 0
						for i := range load {
							if load[i] < load[least] {
								least = i
							}
						}
						load[least] += costs[u]
						want[u] = least
					}
					if got := assign(n, k, m, version, units); !maps.Equal(got, want) {
						t.Fatalf("version %d, n=%d, k=%d, %d shards: %v, want %v", version, n, k, m, got, want)
					}
				}
			}
		}
	}
	for n := 4; n <= 9; n++ {
		for k := 2; k <= 4; k++ {
			free := 0
			for _, u := range checkUnits(n, k, 1, journalVersion) {
				if unitCost(n, k, u, journalVersion) != 0 {
					continue
				}
				free++
				if _, examined, err := (checker{n: n, k: k}).unit(context.Background(), u); examined != 0 || err != nil {
					t.Fatalf("n=%d, k=%d: the unit of %v, of no cost, examined %d placements (%v)", n, k, u, examined, err)
				}
			}
			// Past the first row, most squares have an image before them.
			if free < n*n/2 {
				t.Errorf("n=%d, k=%d: %d units of no cost, fewer than half", n, k, free)
			}
		}
	}
}

// TestPoolCover checks a unit's pool against a search of every completion
// it keeps: for each placement of 2 and 3 queens of sizes 6 to 9 with its
// least square in the first two rows, in the order a unit takes them, the
// squares that cover leaves are exactly the free squares that no kept
// completion holding the placement holds, or none when it reports that
// none is left. The completions of each placement are then searched for
// and kept as examine keeps them, and a pool of 7 completions at most
// starts anew as often as it fills.
func TestPoolCover(t *testing.T) {
	for _, limit := range []int{poolLimit, 7} {
		for n := 6; n <= 9; n++ {
			for k := 3; k <= 4; k++ {
				for first := range 2 * n {
					checkPoolCover(t, n, k, first, limit)
				}
			}
		}
	}
}

// checkPoolCover checks the pool of the unit of k queens of size n from
// square first, keeping at most limit completions.
func checkPoolCover(t *testing.T, n, k, first, limit int) {
	t.Helper()
	p := newPool(n)
	p.limit = limit
	var b board
	b.n = n
	b.add(first)
	var walk func(next int)
	walk = func(next int) {
		if len(b.queens) < k-1 {
			for sq := next; sq < n*n; sq++ {
				if b.free(sq) {
					saved := b
					saved.queens = slices.Clone(b.queens)
					b.add(sq)
					walk(sq + 1)
					b = saved
				}
			}
			return
		}
		var free [64]uint64
		for r := range n {
			free[r] = ^b.attacked[r] & (1<<uint(n) - 1)
		}
		// What the kept completions that hold every queen leave.
		want := free
		for i := range p.all.size() {
			cols, _ := p.all.get(i)
			holds := true
			for _, sq := range b.queens {
				holds = holds && int(cols[sq/n]) == sq%n
			}
			for r, c := range cols {
				if holds {
					want[r] &^= 1 << c
				}
			}
		}
		need := free
		none := p.cover(b.queens, &need)
		left := want != [64]uint64{}
		if none && left || !none && need != want {
			t.Fatalf("n=%d, placement %v, %d kept: cover leaves %v (none left: %v), the completions that hold it leave %v", n, b.queens, p.all.size(), need[:n], none, want[:n])
		}
		var squares []puzzle.Square
		for r := range n {
			for c := range n {
				if need[r]&(1<<c) != 0 {
					squares = append(squares, puzzle.Square{Row: r, Col: c})
				}
			}
		}
		_, found, err := b.queens.puzzle(n).Supports(squares)
		if err != nil {
			t.Fatal(err)
		}
		for _, completion := range found {
			if err := kept(b.queens, completion, n); err != nil {
				t.Fatal(err)
			}
			p.add(b.queens, completion)
		}
	}
	walk(first + 1)
}

// recordedTerms are the terms past the known ones that the journals in
// runs record.
var recordedTerms = map[int]int{24: 5, 25: 5, 26: 5, 27: 5, 28: 5}

// TestRecordedTerms reads the journals of the full checks in runs, each
// copied first, and checks that each holds every unit of the placements
// of up to a(n) queens done and a placement of a(n)+1, which Puzzle.Count
// proves has no completion up to 25: the terms the README gives past the
// known ones. BenchmarkRecordedWitnesses counts the completions of every
// size's placement, 26's and 27's among them, whose counts take a half
// and eight seconds. With -short it reads the journals up to 25.
func TestRecordedTerms(t *testing.T) {
	t.Parallel()
	for n, term := range recordedTerms {
		if n > 25 && testing.Short() {
			continue // reading their units takes seconds
		}
		w := recordedWitness(t, n, term)
		if n <= 25 && w.puzzle(n).Count(0) != 0 {
			t.Errorf("n=%d: the placement of %s %v has a completion", n, queens(term+1), w)
		}
	}
}

// BenchmarkRecordedWitnesses checks, as TestRecordedTerms does, the
// journals in runs, and counts the completions of each one's placement
// of a(n)+1 queens by Puzzle.Count: there must be none.
func BenchmarkRecordedWitnesses(b *testing.B) {
	for b.Loop() {
		for n, term := range recordedTerms {
			if w := recordedWitness(b, n, term); w.puzzle(n).Count(0) != 0 {
				b.Errorf("n=%d: the placement of %s %v has a completion", n, queens(term+1), w)
			}
		}
	}
}

// recordedWitness reads the journal of size n in runs, a copy of it,
// checks that it holds every unit of the placements of term queens done,
// and returns its placement of term+1 queens, checked to be one. The
// journals in runs keep the check of term queens alone, which holds those
// of fewer: a placement of fewer queens, a queen more on a square none
// attacks, is part of a placement of term queens, whose completion is its
// own.
func recordedWitness(tb testing.TB, n, term int) placement {
	tb.Helper()
	data, err := os.ReadFile(filepath.Join("runs", "threshold-"+strconv.Itoa(n)+".journal"))
	if err != nil {
		tb.Fatal(err)
	}
	path := filepath.Join(tb.TempDir(), "journal")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		tb.Fatal(err)
	}
	j, err := openJournal(path, n, shard.Shard{})
	if err != nil {
		tb.Fatal(err)
	}
	defer j.Close()
	for _, u := range checkUnits(n, term, 1, j.version) {
		if !j.isDone(term, u) {
			tb.Fatalf("n=%d: the unit of %s from %v is not done", n, queens(term), u)
		}
	}
	w := j.witness(term + 1)
	if err := w.check(n); err != nil || len(w) != term+1 {
		tb.Fatalf("n=%d: the placement of %s: %v, %v", n, queens(term+1), w, err)
	}
	return w
}
