package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/cmd/nqueens/internal/checkpoint"
	"github.com/nqueens-go/nqueens/cmd/nqueens/internal/resumable"
)

// TestMain lets the test binary stand in for the command: run with
// NQUEENS_RUN_MAIN set, it is nqueens itself. With NQUEENS_PAUSE_AFTER=K
// too, a count pauses once its checkpoint holds K subproblems, as
// pauseAfter says, and a listing, which then records each board, once it
// has recorded K places.
func TestMain(m *testing.M) {
	if os.Getenv("NQUEENS_RUN_MAIN") != "" {
		var files fileOptions
		if k, err := strconv.Atoi(os.Getenv("NQUEENS_PAUSE_AFTER")); err == nil {
			files = pauseAfter(k)
			listRecordEvery = 0 // a listing records its place at each board
		}
		if k, err := strconv.ParseInt(os.Getenv("NQUEENS_KILL_AT"), 10, 64); err == nil && killAt != nil {
			files = killAt(k)
		}
		status := runWith(files, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
		if os.Getenv("NQUEENS_REPORT_PEAK") != "" {
			reportPeak()
		}
		os.Exit(status)
	}
	os.Exit(m.Run())
}

// reportPeak writes to file descriptor 3 the line of /proc/self/status
// that gives the peak resident memory of the process since it started
// running the command, VmHWM: unlike the rusage of a child, it does not
// count what the parent held when it started the child.
func reportPeak() {
	status, _ := os.ReadFile("/proc/self/status")
	for line := range strings.Lines(string(status)) {
		if strings.HasPrefix(line, "VmHWM:") {
			peak := os.NewFile(3, "peak")
			fmt.Fprint(peak, line)
			peak.Close()
		}
	}
}

// killAt, where the tests of a listing killed part way are built, returns
// the options of the files of a listing that kills itself at k
// (listfile_unix_test.go).
var killAt func(k int64) fileOptions

// pauseAfter returns the options of the files of a count that pauses once
// its checkpoint has recorded k subproblems: it writes "paused" to file
// descriptor 3, which the test that started it reads, and waits there
// until a SIGINT or a SIGTERM arrives, so that the test stops it at
// exactly that line, however fast the machine.
func pauseAfter(k int) fileOptions {
	signals := make(chan os.Signal, 1)
	signal.Notify(signals, os.Interrupt, syscall.SIGTERM)
	paused := os.NewFile(3, "paused")
	return fileOptions{checkpoint: checkpoint.Options{AfterRecord: func(records int) {
		if records == k {
			fmt.Fprintln(paused, "paused")
			paused.Close()
			<-signals
		}
	}}}
}

// runCommand runs the command line in-process, with nothing on standard
// input, and returns its exit status and output.
func runCommand(args ...string) (status int, stdout, stderr string) {
	return runWithInput("", args...)
}

// runWithInput runs the command line in-process with stdin on standard input.
// A test that runs in-process twice on one checkpoint or output file is
// not parallel: a process that a parallel test starts holds a copy of the
// file's lock from its fork to its exec, and the second run would find
// the file in use.
func runWithInput(stdin string, args ...string) (status int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	status = run(args, strings.NewReader(stdin), &out, &errOut)
	// The old form solve says what takes its place, before all else: a
	// test of it reads what it says after.
	return status, out.String(), strings.TrimPrefix(errOut.String(), oldSolveNote+"\n")
}

// runWithFiles runs the command line in-process, as runCommand does, with
// its checkpoint and output file written as files says.
func runWithFiles(files fileOptions, args ...string) (status int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	status = runWith(files, args, strings.NewReader(""), &out, &errOut)
	return status, out.String(), errOut.String()
}

// fullDisk returns the options of the files of a run whose output file
// cannot grow past limit bytes, as on a full disk.
func fullDisk(limit int64) fileOptions {
	return fileOptions{output: resumable.Options{Limit: limit}}
}

// parseDrawings reads boards drawn over several lines, separated by blank
// lines.
func parseDrawings(t *testing.T, s string) []nqueens.Board {
	t.Helper()
	var boards []nqueens.Board
	for _, drawing := range strings.Split(strings.TrimSuffix(s, "\n"), "\n\n") {
		b, err := nqueens.ParseBoard(drawing)
		if err != nil {
			t.Fatalf("reading %q: %v", drawing, err)
		}
		boards = append(boards, b)
	}
	return boards
}

// TestNoArguments checks that nqueens alone prints the boards of 8 on
// standard output, and their number on standard error, so that its output
// reads back as boards, as check reads it.
func TestNoArguments(t *testing.T) {
	status, stdout, stderr := runCommand()
	if status != 0 || stderr != "92 solutions\n" {
		t.Fatalf("status %d, stderr %q; want 0 and \"92 solutions\"", status, stderr)
	}
	got := parseDrawings(t, stdout)
	want := slices.Collect(nqueens.All(8))
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("boards printed (-want +got):\n%s", diff)
	}
	status, checked, stderr := runWithInput(stdout, "check")
	if status != 0 || strings.Count(checked, ": solution\n") != 92 || stderr != "" {
		t.Errorf("nqueens | nqueens check: status %d, %d solutions, stderr %q", status, strings.Count(checked, ": solution\n"), stderr)
	}
}

// TestSecondBoard checks that next and solve, which read one board, say
// that they were given a second one.
func TestSecondBoard(t *testing.T) {
	_, two, _ := runCommand("list", "8", "-limit", "2")
	for _, args := range [][]string{{"next"}, {"solve", "-count"}} {
		want := "nqueens " + args[0] + ": standard input: line 10: a second board, after the board of lines 1 to 8: want one board\n"
		if status, _, stderr := runWithInput(two, args...); status != 1 || stderr != want {
			t.Errorf("list 8 -limit 2 | nqueens %s: status %d, stderr %q; want 1 and %q", strings.Join(args, " "), status, stderr, want)
		}
	}
}

func TestListFormats(t *testing.T) {
	want := slices.Collect(nqueens.All(6))
	for _, format := range []string{"dots", "grid", "matrix"} {
		t.Run(format, func(t *testing.T) {
			status, stdout, stderr := runCommand("list", "6", "-format", format)
			if status != 0 || stderr != "" {
				t.Fatalf("status %d, stderr %q", status, stderr)
			}
			if diff := cmp.Diff(want, parseDrawings(t, stdout)); diff != "" {
				t.Errorf("boards printed (-want +got):\n%s", diff)
			}
		})
	}
	t.Run("tuple", func(t *testing.T) {
		_, stdout, _ := runCommand("list", "6", "-format", "tuple")
		const wantOut = "(2, 4, 6, 1, 3, 5)\n(3, 6, 2, 5, 1, 4)\n(4, 1, 5, 2, 6, 3)\n(5, 3, 1, 6, 4, 2)\n"
		if stdout != wantOut {
			t.Errorf("stdout %q, want %q", stdout, wantOut)
		}
	})
	t.Run("json", func(t *testing.T) {
		_, stdout, _ := runCommand("list", "-format=json", "6")
		var got []nqueens.Board
		for _, line := range strings.Split(strings.TrimSuffix(stdout, "\n"), "\n") {
			var b nqueens.Board
			if err := json.Unmarshal([]byte(line), &b); err != nil {
				t.Fatalf("line %q: %v", line, err)
			}
			got = append(got, b)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("boards printed (-want +got):\n%s", diff)
		}
	})
	t.Run("matrix drawing", func(t *testing.T) {
		_, stdout, _ := runCommand("list", "4", "-format", "matrix", "-limit", "1")
		const wantOut = "0 1 0 0\n0 0 0 1\n1 0 0 0\n0 0 1 0\n"
		if stdout != wantOut {
			t.Errorf("stdout %q, want %q", stdout, wantOut)
		}
	})
}

func TestListLimit(t *testing.T) {
	all := slices.Collect(nqueens.All(8))
	for _, limit := range []int{1, 5, 92, 1000} {
		_, stdout, _ := runCommand("list", "8", "-limit", fmt.Sprint(limit))
		got := parseDrawings(t, stdout)
		if diff := cmp.Diff(all[:min(limit, 92)], got); diff != "" {
			t.Errorf("-limit %d (-want +got):\n%s", limit, diff)
		}
	}
}

func TestCommands(t *testing.T) {
	tests := []struct {
		args   []string
		status int
		stdout string
		stderr string
	}{
		{[]string{"count", "8"}, 0, "total 92\nunique 12\n", ""},
		{[]string{"unique", "6", "-format", "json"}, 0, "[1,3,5,0,2,4]\n", ""},
		{[]string{"unique", "8", "-format", "json", "-limit", "2"}, 0, "[0,4,7,5,2,6,1,3]\n[0,5,7,2,6,3,1,4]\n", ""},
		{[]string{"list", "8", "-unique", "-format", "tuple", "-limit", "1"}, 0, "(1, 5, 8, 6, 3, 7, 2, 4)\n", ""},
		{[]string{"unique", "3"}, 1, "", "nqueens unique: no solution of size 3\n"},
		{[]string{"count", "0"}, 0, "total 1\nunique 1\n", ""},
		{[]string{"count", "3"}, 1, "total 0\nunique 0\n", ""}, // none, as solve -count 0
		{[]string{"count", "12"}, 0, "total 14200\nunique 1787\n", ""},
		{[]string{"count", "12", "-workers", "1"}, 0, "total 14200\nunique 1787\n", ""},
		{[]string{"count", "-workers", "7", "10"}, 0, "total 724\nunique 92\n", ""},
		{[]string{"first", "4"}, 0, ".Q..\n...Q\nQ...\n..Q.\n", ""},
		{[]string{"first", "8", "-format", "json"}, 0, "[0,4,7,5,2,6,1,3]\n", ""},
		{[]string{"first", "3"}, 1, "", "nqueens first: no solution of size 3\n"},
		{[]string{"first", "0", "-format", "tuple"}, 0, "()\n", "nqueens first: the board of size 0 has no square: its one solution places no queen, printed as an empty list\n"},
		{[]string{"next", "0", "0", "0", "0"}, 0, ".Q..\n...Q\nQ...\n..Q.\n", ""},
		{[]string{"next", "-format", "tuple", "1", "3", "0", "2"}, 0, "(3, 1, 4, 2)\n", ""},
		{[]string{"next", "2", "0", "3", "1"}, 1, "", "nqueens next: no solution after 2 0 3 1\n"},
		{[]string{"list", "3"}, 1, "", "nqueens list: no solution of size 3\n"},
		{[]string{"unique", "2"}, 1, "", "nqueens unique: no solution of size 2\n"},
		{[]string{"list", "1", "-format", "json"}, 0, "[0]\n", ""},
		{[]string{"version"}, 0, "nqueens (devel)\n", ""},
		{[]string{"-version"}, 0, "nqueens (devel)\n", ""},
		{[]string{"count", "8", "-format", "text"}, 0, "total 92\nunique 12\n", ""},
		{[]string{"random", "8", "-seed", "1", "-format", "json"}, 0, "[2,4,6,0,3,1,7,5]\n", ""},
		{[]string{"random", "-seed=1", "-format=tuple", "4"}, 0, "(3, 1, 4, 2)\n", ""},
		{[]string{"random", "3"}, 1, "", "nqueens random: no solution of size 3\n"},
		{[]string{"random", "0", "-format", "json"}, 0, "[]\n", "nqueens random: the board of size 0 has no square: its one solution places no queen, printed as an empty list\n"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			status, stdout, stderr := runCommand(tt.args...)
			if status != tt.status || stdout != tt.stdout || stderr != tt.stderr {
				t.Errorf("got status %d, stdout %q, stderr %q; want %d, %q, %q",
					status, stdout, stderr, tt.status, tt.stdout, tt.stderr)
			}
		})
	}
}

// TestExitStatusOfNone checks the one rule of exit statuses for an answer of none:
// a count of no solutions exits 1 as solve -count does, but a shard, a
// part of a count, exits 0; a count the method cannot take is a usage
// error, 2.
func TestExitStatusOfNone(t *testing.T) {
	for _, tt := range []struct {
		args   []string
		stdin  string
		status int
	}{
		{[]string{"count", "2"}, "", 1},
		{[]string{"count", "2", "-method", "join"}, "", 1},
		{[]string{"count", "2", "-shard", "0/1"}, "", 0},
		{[]string{"solve", "-count"}, "Q.\n..\n", 1},
		{[]string{"solve", "-any"}, "Q.\n..\n", 1},
		{[]string{"count", "1", "-method", "join"}, "", 2},
		{[]string{"count", "26", "-method", "join"}, "", 2},
		{[]string{"count", "22", "-method", "join", "-max-memory", "4MiB"}, "", 2},
		{[]string{"count", "16", "-method", "join", "-max-memory", "100KiB"}, "", 2},
	} {
		if status, _, stderr := runWithInput(tt.stdin, tt.args...); status != tt.status {
			t.Errorf("%q: status %d (stderr %q), want %d", tt.args, status, stderr, tt.status)
		}
	}
}

func TestUsageErrors(t *testing.T) {
	tests := []struct {
		args []string
		want string // the first line of stderr
	}{
		{[]string{"bogus"}, `nqueens: unknown command "bogus"`},
		{[]string{"count", "5", "-method", "fast"}, `nqueens count: -method: unknown method "fast" (want auto, backtrack, join or join2)`},
		{[]string{"list", "5", "-unique=maybe"}, "nqueens list: -unique=maybe: want true or false"},
		{[]string{""}, `nqueens: unknown command ""`},
		{[]string{"help", "bogus"}, `nqueens: unknown command "bogus"`},
		{[]string{"help", "count", "list"}, `nqueens: help takes one command, not "list" after count`},
		{[]string{"10"}, `nqueens: "10" is not a command; to list the solutions of size 10: nqueens list 10`},
		{[]string{"list"}, "nqueens list: missing N, the size of the board"},
		{[]string{"list", "x"}, `nqueens list: N: "x" is not a whole number`},
		{[]string{"list", "65"}, "nqueens list: N = 65 out of range [0, 64]"},
		{[]string{"list", "-3"}, "nqueens list: N must be at least 0, not -3"},
		{[]string{"list", "-format", "json", "-1"}, "nqueens list: N must be at least 0, not -1"},
		{[]string{"list", "99999999999999999999"}, "nqueens list: N = 99999999999999999999 out of range [0, 64]"},
		{[]string{"list", "8", "9"}, `nqueens list: unexpected argument "9" after N`},
		{[]string{"list", "8", "-format", "xml"}, `nqueens list: -format: unknown format "xml" (want dots, grid, matrix, tuple, json or svg)`},
		{[]string{"list", "8", "-limit", "-2"}, "nqueens list: -limit must be at least 0, not -2"},
		{[]string{"list", "8", "-limit", "many"}, `nqueens list: -limit: "many" is not a whole number`},
		{[]string{"list", "8", "-limit=99999999999999999999"}, "nqueens list: -limit = 99999999999999999999 out of range [0, 2147483647]"},
		{[]string{"list", "8", "-limit"}, "nqueens list: -limit needs a value"},
		{[]string{"list", "8", "-size", "3"}, "nqueens list: unknown flag -size"},
		{[]string{"count", "100"}, "nqueens count: N = 100 out of range [0, 64]"},
		{[]string{"unique", "65"}, "nqueens unique: N = 65 out of range [0, 64]"},
		{[]string{"unique", "8", "-unique"}, "nqueens unique: unknown flag -unique"},
		{[]string{"count", "8", "-format", "dots"}, `nqueens count: -format: unknown format "dots" (want text or json)`},
		{[]string{"count", "8", "-shard", "0/2", "-format", "text"}, "nqueens count: -format text: a shard prints JSON, for nqueens sum"},
		{[]string{"count", "8", "-workers", "-1"}, "nqueens count: -workers must be at least 0, not -1"},
		{[]string{"count", "8", "-workers", "two"}, `nqueens count: -workers: "two" is not a whole number`},
		{[]string{"construct"}, "nqueens construct: missing N, the size of the board"},
		{[]string{"construct", "ten"}, `nqueens construct: N: "ten" is not a whole number`},
		{[]string{"construct", "10001"}, "nqueens construct: -format dots draws all N×N squares: use tuple, json or svg for N above 10000"},
		{[]string{"construct", "20000", "-format", "grid"}, "nqueens construct: -format grid draws all N×N squares: use tuple, json or svg for N above 10000"},
		{[]string{"construct", "8", "-limit", "2"}, "nqueens construct: unknown flag -limit"},
		{[]string{"solve", "a", "b"}, `nqueens solve: unexpected argument "b" after FILE`},
		{[]string{"solve", "-limit", "-1"}, "nqueens solve: -limit must be at least 0, not -1"},
		{[]string{"solve", "-any", "-count"}, "nqueens solve: -count, -any, -hint and -explain each ask for another answer: give one of them"},
		{[]string{"solve", "-format", "png"}, `nqueens solve: -format: unknown format "png" (want dots, grid, matrix, tuple, json or svg)`},
		{[]string{"list", "12", "-format", "svg"}, "nqueens list: -format svg draws all the boards in one picture, at most 10000: give -limit"},
		{[]string{"check", "a", "b"}, `nqueens check: unexpected argument "b" after FILE`},
		{[]string{"first"}, "nqueens first: missing N, the size of the board"},
		{[]string{"next", "0", "x"}, `nqueens next: C1: "x" is not a whole number`},
		{[]string{"next", "0", "4", "1", "2"}, "nqueens next: C1 = 4 out of range [0, 3]"},
		{[]string{"next", "0", "-1"}, "nqueens next: C1 must be at least 0, not -1"},
		{[]string{"version", "2"}, `nqueens version: unexpected argument "2"`},
		{[]string{"random", "8", "-seed", "-1"}, `nqueens random: -seed: "-1" is not a whole number from 0 to 18446744073709551615`},
		{[]string{"random", "100000001"}, "nqueens random: N = 100000001 out of range [0, 100000000]"},
		{[]string{"random", "20000"}, "nqueens random: -format dots draws all N×N squares: use tuple, json or svg for N above 10000"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			status, stdout, stderr := runCommand(tt.args...)
			if status != 2 {
				t.Errorf("status %d, want 2", status)
			}
			if stdout != "" {
				t.Errorf("stdout %q, want nothing", stdout)
			}
			help := "nqueens -h"
			if commandNamed(tt.args[0]) != nil {
				help = "nqueens " + tt.args[0] + " -h"
			}
			if want := tt.want + "\nRun '" + help + "' for usage.\n"; stderr != want {
				t.Errorf("stderr %q, want %q", stderr, want)
			}
		})
	}
}

func TestHelp(t *testing.T) {
	for _, args := range [][]string{{"-h"}, {"help"}, {"--help"}, {"list", "-h"}, {"count", "-h"}, {"first", "-h"}, {"next", "-h"}, {"next", "0", "1", "-help"}, {"construct", "-h"}, {"solve", "-h"}, {"unique", "-h"}, {"sum", "-h"}, {"check", "--help"}, {"version", "-h"}, {"random", "-h"}, {"puzzle", "-h"}} {
		status, stdout, stderr := runCommand(args...)
		want := "usage: nqueens"
		if !isHelp(args[0]) {
			want += " " + args[0]
		}
		if status != 0 || stderr != "" || !strings.HasPrefix(stdout, want) {
			t.Errorf("%q: status %d, stderr %q, stdout %q; want 0, nothing, the usage", args, status, stderr, stdout)
		}
		// nqueens help COMMAND is nqueens COMMAND -h.
		if !isHelp(args[0]) {
			if _, help, _ := runCommand("help", args[0]); help != stdout {
				t.Errorf("nqueens help %s prints %q, not the help of %s -h", args[0], help, args[0])
			}
		}
		for i, line := range strings.Split(stdout, "\n") {
			if n := utf8.RuneCountInString(line); n > 80 {
				t.Errorf("%q: line %d is %d characters wide: %q", args, i+1, n, line)
			}
		}
	}
}

func TestConstruct(t *testing.T) {
	for _, n := range []int{0, 1, 4, 8, 9, 100} {
		want, _ := nqueens.Construct(n)
		for _, format := range []string{"json", "dots", "grid", "matrix"} {
			status, stdout, stderr := runCommand("construct", fmt.Sprint(n), "-format", format)
			if status != 0 || stderr != "" && n != 0 || n == 0 && !strings.Contains(stderr, "the board of size 0 has no square") {
				t.Fatalf("construct %d -format %s: status %d, stderr %q", n, format, status, stderr)
			}
			var got nqueens.Board
			var err error
			switch {
			case format == "json":
				err = json.Unmarshal([]byte(stdout), &got)
			default:
				got, err = nqueens.ParseBoard(stdout)
			}
			if err != nil {
				t.Fatalf("construct %d -format %s printed %q: %v", n, format, stdout, err)
			}
			if !cmp.Equal(want, got) {
				t.Errorf("construct %d -format %s printed %v, want %v", n, format, []int(got), []int(want))
			}
		}
	}
	status, stdout, _ := runCommand("construct", "8", "-format", "tuple")
	if status != 0 || stdout != "(4, 6, 8, 2, 7, 1, 3, 5)\n" {
		t.Errorf("construct 8 -format tuple: status %d, stdout %q", status, stdout)
	}
	status, stdout, stderr := runCommand("construct", "3")
	if status != 1 || stdout != "" || stderr != "nqueens construct: no solution of size 3\n" {
		t.Errorf("construct 3: status %d, stdout %q, stderr %q", status, stdout, stderr)
	}
}

// TestConstructStreams checks a board of a million queens on one line.
func TestConstructStreams(t *testing.T) {
	const n = 1_000_000
	status, stdout, stderr := runCommand("construct", fmt.Sprint(n), "-format", "json")
	if status != 0 || stderr != "" {
		t.Fatalf("status %d, stderr %q", status, stderr)
	}
	var b nqueens.Board
	if err := json.Unmarshal([]byte(stdout), &b); err != nil {
		t.Fatal(err)
	}
	if len(b) != n || b.Validate() != nil {
		t.Errorf("printed a board of size %d: %v", len(b), b.Validate())
	}
}

// cutWriter keeps the first limit bytes written to it and then fails, as
// a pipe whose reader has gone does.
type cutWriter struct {
	kept  bytes.Buffer
	limit int
}

func (w *cutWriter) Write(p []byte) (int, error) {
	if room := w.limit - w.kept.Len(); len(p) > room {
		w.kept.Write(p[:room])
		return room, errors.New("broken pipe")
	}
	return w.kept.Write(p)
}

// TestConstructStreamsAnySize checks that construct prints the largest board in
// the formats that stream without holding it: the first bytes come, and
// the command stops at the first failed write, as 'construct 2147483647
// -format json | head -c 80' does. A board held in memory would take 16 GB.
func TestConstructStreamsAnySize(t *testing.T) {
	for _, tt := range []struct{ format, start string }{
		{"json", "[1,3,5,7,9,11,13,15,"},
		{"tuple", "(2, 4, 6, 8, 10, 12, "},
		{"svg", `<svg xmlns="http://www.w3.org/2000/svg"`},
	} {
		w := &cutWriter{limit: 80}
		var stderr bytes.Buffer
		run([]string{"construct", "2147483647", "-format", tt.format}, strings.NewReader(""), w, &stderr)
		if !strings.HasPrefix(w.kept.String(), tt.start) {
			t.Errorf("construct 2147483647 -format %s began %q, want %q", tt.format, w.kept.String(), tt.start)
		}
	}
	// The streamed board is Construct's, in every format.
	for _, n := range []int{1, 10, 11, 1000} {
		b, _ := nqueens.Construct(n)
		for _, f := range boardFormats {
			if f.stream == nil {
				continue
			}
			var want strings.Builder
			out := newOutput(&want)
			f.board(out, b, true)
			out.flush()
			if status, stdout, _ := runCommand("construct", fmt.Sprint(n), "-format", f.name); status != 0 || stdout != want.String() {
				t.Errorf("construct %d -format %s: status %d, %.60q; want %.60q", n, f.name, status, stdout, want.String())
			}
		}
	}
}

// nauck is Nauck's puzzle of 1850, with its two completions.
const nauck = `........
........
........
...Q....
.Q......
........
........
........
`

func TestSolve(t *testing.T) {
	path := filepath.Join(t.TempDir(), "nauck.txt")
	if err := os.WriteFile(path, []byte(nauck), 0o644); err != nil {
		t.Fatal(err)
	}
	const want = "[4,0,7,3,1,6,2,5]\n[4,6,0,3,1,7,5,2]\n"
	for _, tt := range []struct {
		stdin string
		args  []string
		want  string
	}{
		{"", []string{"solve", path, "-format", "json"}, want},
		{nauck, []string{"solve", "-format", "json"}, want},
		{nauck, []string{"solve", "-", "-format=json"}, want},
		{nauck, []string{"solve", "-format", "json", "-limit", "1"}, "[4,0,7,3,1,6,2,5]\n"},
		{nauck, []string{"solve", "-count"}, "2\n"},
		{"", []string{"solve", "-count", path}, "2\n"},
		{". . . .\n. . . .\n. . . .\n. x . .\n", []string{"solve", "-format", "tuple"}, "(2, 4, 1, 3)\n"},
		// Of the two completions, -any prints one, and no warning.
		{nauck, []string{"solve", "-any", "-format", "json"}, "[4,6,0,3,1,7,5,2]\n"},
		{strings.Repeat(strings.Repeat(".", 40)+"\n", 39) + strings.Repeat(".", 20) + "Q" + strings.Repeat(".", 19) + "\n", []string{"solve", "-any", "-format", "json", "-limit", "1"}, "[21,32,25,28,7,13,11,31,17,19,36,30,24,1,10,22,3,33,35,4,14,5,26,16,39,27,9,18,2,15,12,37,0,23,6,8,34,29,38,20]\n"},
	} {
		status, stdout, stderr := runWithInput(tt.stdin, tt.args...)
		if status != 0 || stderr != "" || stdout != tt.want {
			t.Errorf("%q: status %d, stdout %q, stderr %q; want 0, %q, nothing", tt.args, status, stdout, stderr, tt.want)
		}
	}
	status, stdout, _ := runWithInput(nauck, "solve", "-format", "dots")
	if got := parseDrawings(t, stdout); status != 0 || len(got) != 2 {
		t.Errorf("solve -format dots: status %d, %d boards", status, len(got))
	}
}

func TestSolveErrors(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "missing.txt")
	for _, tt := range []struct {
		stdin string
		args  []string
		want  string
	}{
		{"Q..\n...\n..Q\n", []string{"solve"}, "nqueens solve: standard input: line 3: place row 2, column 2: queens at row 0, column 0 and row 2, column 2 share a diagonal\n"},
		{"Q..\n.y.\n...\n", []string{"solve", "-count"}, "nqueens solve: standard input: line 2: unknown character 'y' (want 'Q' or '1' for a queen; '.', '*', '0' or '-' for a free square; 'x' for a blocked one)\n"},
		{"...\n..\n", []string{"solve"}, "nqueens solve: standard input: line 1: 3 squares in a board of 2 rows\n"},
		{"", []string{"solve", missing}, "nqueens solve: " + openError(missing) + "\n"},
		{"\n  \n", []string{"solve"}, "nqueens solve: standard input holds no board\n"},
		{"", []string{"solve", filepath.Dir(missing)}, "nqueens solve: " + filepath.Dir(missing) + " is a directory\n"},
		{"Q.\n..\n", []string{"solve"}, "nqueens solve: standard input: no completion\n"},
		{"1 3 0 2\n", []string{"solve"}, "nqueens solve: standard input: line 1: a list of numbers: write the columns in parentheses, counted from 1, as in (2, 4, 1, 3), or in brackets, counted from 0, as in [1,3,0,2]\n"},
	} {
		status, stdout, stderr := runWithInput(tt.stdin, tt.args...)
		if status != 1 || stdout != "" || stderr != tt.want {
			t.Errorf("%q: status %d, stdout %q, stderr %q; want 1, nothing, %q", tt.args, status, stdout, stderr, tt.want)
		}
	}
	// With -count, a puzzle without completions prints 0, and the status
	// says none, as grep -c does.
	for _, puzzle := range []string{"Q.\n..\n", "x..\n...\n...\n"} {
		status, stdout, stderr := runWithInput(puzzle, "solve", "-count")
		if status != 1 || stdout != "0\n" || stderr != "" {
			t.Errorf("solve -count of %q: status %d, stdout %q, stderr %q; want 1, \"0\\n\", nothing", puzzle, status, stdout, stderr)
		}
	}
}

// openError returns the error that opening name gives, in the words of
// this system.
func openError(name string) string {
	f, err := os.Open(name)
	if err == nil {
		f.Close()
		return ""
	}
	return err.Error()
}

// TestWriteError checks that an output that fails is reported, not ignored.
func TestWriteError(t *testing.T) {
	var errOut bytes.Buffer
	status := run([]string{"list", "8"}, strings.NewReader(""), failingWriter{}, &errOut)
	if status != 1 || !strings.Contains(errOut.String(), "disk full") {
		t.Errorf("status %d, stderr %q; want 1 and the write error", status, errOut.String())
	}
}

// TestHelpWriteError checks that help that cannot be written, as to a full
// disk, is an error.
func TestHelpWriteError(t *testing.T) {
	for _, args := range [][]string{{"-h"}, {"count", "-h"}} {
		var errOut bytes.Buffer
		status := run(args, strings.NewReader(""), failingWriter{}, &errOut)
		if status != 1 || !strings.Contains(errOut.String(), "writing the help: disk full") {
			t.Errorf("%q to a full disk: status %d, stderr %q; want 1 and the write error", args, status, errOut.String())
		}
	}
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }
