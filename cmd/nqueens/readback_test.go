package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/puzzle"
)

// TestReadBack checks that every format the commands print reads back
// into next, check and solve, as the README's pipes use them.
func TestReadBack(t *testing.T) {
	all := make([]nqueens.Board, 0, 92)
	for b := range nqueens.All(8) {
		all = append(all, b)
	}
	second, _ := json.Marshal(all[1])
	for _, format := range formatNames() {
		if format == "svg" {
			continue // a picture, for people to look at
		}
		t.Run(format, func(t *testing.T) {
			_, board, _ := runCommand("first", "8", "-format", format)
			status, stdout, stderr := runWithInput(board, "next", "-format", "json")
			if status != 0 || stdout != string(second)+"\n" || stderr != "" {
				t.Errorf("first 8 -format %s | next -format json: status %d, stdout %q, stderr %q; want %s", format, status, stdout, stderr, second)
			}
			status, stdout, stderr = runWithInput(board, "check")
			if status != 0 || stdout != "solution\n" || stderr != "" {
				t.Errorf("first 8 -format %s | check: status %d, stdout %q, stderr %q", format, status, stdout, stderr)
			}
			status, stdout, stderr = runWithInput(board, "solve", "-count")
			if status != 0 || stdout != "1\n" || stderr != "" {
				t.Errorf("first 8 -format %s | solve -count: status %d, stdout %q, stderr %q", format, status, stdout, stderr)
			}
		})
	}
}

func TestCheck(t *testing.T) {
	file := filepath.Join(t.TempDir(), "board.txt")
	os.WriteFile(file, []byte("(2, 4, 1, 3)\n"), 0o644)
	for _, tt := range []struct {
		stdin  string
		args   []string
		status int
		stdout string
		stderr string
	}{
		{"", []string{"check", file}, 0, "solution\n", ""},
		{".Q..\n...Q\nQ...\n..Q.\n", []string{"check", "-"}, 0, "solution\n", ""},
		{"", []string{"check", "-"}, 1, "", "nqueens check: standard input holds no board\n"},
		{"[0,3,1,3]", []string{"check"}, 1, "nqueens: rows 1 and 3 share column 3\n", ""},
		{"[0,2,4,1,3,5]", []string{"check"}, 1, "nqueens: rows 0 and 5 share a diagonal\n", ""},
		{"Q..\n.x.\n..Q", []string{"check"}, 1, "", "nqueens check: standard input: line 2: column 1: a blocked square, 'x', which only a puzzle has\n"},
		{"", []string{"check", filepath.Dir(file)}, 1, "", "nqueens check: " + filepath.Dir(file) + " is a directory\n"},
		// Several boards: a verdict for each, and the first unreadable one
		// named by its line, with a short quote of it.
		{"[1,3,0,2]\n[0,1,2]\n\n.Q..\n...Q\nQ...\n..Q.\n", []string{"check"}, 1,
			"line 1: solution\nline 2: nqueens: rows 0 and 1 share a diagonal\nline 4: solution\n", ""},
		{"(2, 4, 1, 3)\n[1,\n3,0,2] [1,3,0,2]\n", []string{"check"}, 0, "line 1: solution\nline 2: solution\nline 3: solution\n", ""},
		{"[1,3,0,2]\n[1,\n+3]\n" + strings.Repeat("[1,3,0,2]\n", 10000), []string{"check"}, 1, "line 1: solution\n",
			"nqueens check: standard input: line 2: row 1: \"+3\" is not written as JSON writes a number, without a plus sign or leading zeros\n"},
		{"[1,3,0,2] " + strings.Repeat("[", 1000), []string{"check"}, 1, "line 1: solution\n",
			"nqueens check: standard input: line 1: row 0: \"" + strings.Repeat("[", 24) + "\"… is not a whole number\n"},
		{"[1,3,0,2] [1,\n3,0", []string{"check"}, 1, "line 1: solution\n",
			"nqueens check: standard input: line 1: the JSON array has no closing ']'\n"},
		{"(2, 4, 1, 3)\n(2,\n\n 4, 1, 3, 7)", []string{"check"}, 1, "line 1: solution\n",
			"nqueens check: standard input: line 2: row 4: column 7 out of range [1, 5] (a tuple counts columns from 1)\n"},
		{"(2, 4 4, 1, 3)", []string{"check"}, 1, "",
			"nqueens check: standard input: line 1: row 1: \"4 4\" is not a whole number\n"},
		{"[]\n()", []string{"check"}, 0, "line 1: solution\nline 2: solution\n", ""},
		{"[,]", []string{"check"}, 1, "", "nqueens check: standard input: line 1: row 0: \"\" is not a whole number\n"},
		{"\uFEFF[1,3,0,2]\n", []string{"check"}, 0, "solution\n", ""},
	} {
		status, stdout, stderr := runWithInput(tt.stdin, tt.args...)
		if status != tt.status || stdout != tt.stdout || stderr != tt.stderr {
			t.Errorf("%q on %q: status %d, stdout %q, stderr %q; want %d, %q, %q", tt.args, tt.stdin, status, stdout, stderr, tt.status, tt.stdout, tt.stderr)
		}
	}
}

// TestCheckReadsAsParseBoard checks that check reads one board as
// nqueens.ParseBoard reads it: the same board, or the same error on the
// same line, for inputs that begin with a byte order mark, two of them,
// part of one, or a character of another alphabet that begins as one does.
func TestCheckReadsAsParseBoard(t *testing.T) {
	for _, input := range []string{
		"\xef",
		"\xef\xbb",
		"\xef\xbb\xbf\xef\xbb\xbf.Q..\n...Q\nQ...\n..Q.\n",
		"\xef\xbb\xbf\xef\xbb\xbf[1,3,0,2]",
		"\xef\xbb\xbf.Q..\n...Q\nQ...\n..Q.\n",
		"\xef\xbb\xbf\n\n.Q..\n...Q\nQ...\n..Q.\n",
		"\xef\xbb\xbf(2, 4, 1, 3)",
		"\uff31...\n",
		".Q..\n...Q\n\uff31...\n..Q.\n",
		"\xef.Q..\n...Q\nQ...\n..Q.\n",
		"\n\n\xef\xbb\xbf.Q..\n...Q\nQ...\n..Q.\n",
		" \xef\xbb\xbfQ",
	} {
		status, stdout, stderr := runWithInput(input, "check")
		b, err := nqueens.ParseBoard(input)
		var pe *nqueens.ParseError
		switch {
		case err == nil && b.Validate() == nil:
			if status != 0 || stdout != "solution\n" {
				t.Errorf("check on %q: status %d, %q, %q; ParseBoard reads %v, a solution", input, status, stdout, stderr, b)
			}
		case errors.As(err, &pe):
			want := fmt.Sprintf("nqueens check: standard input: line %d: %v\n", pe.Line, pe.Err)
			if status != 1 || stderr != want {
				t.Errorf("check on %q: status %d, %q, %q; want 1 and %q", input, status, stdout, stderr, want)
			}
		default:
			t.Fatalf("ParseBoard(%q): %v, %v", input, b, err)
		}
	}
}

// TestCheckListing checks every solution that list prints, as
// 'nqueens list 12 -format json | nqueens check' does.
func TestCheckListing(t *testing.T) {
	_, listing, _ := runCommand("list", "10", "-format", "json")
	status, stdout, stderr := runWithInput(listing, "check")
	lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
	if status != 0 || stderr != "" || len(lines) != 724 {
		t.Fatalf("list 10 -format json | check: status %d, stderr %q, %d lines", status, stderr, len(lines))
	}
	for i, line := range lines {
		if want := fmt.Sprintf("line %d: solution", i+1); line != want {
			t.Fatalf("line %d of the verdicts: %q, want %q", i+1, line, want)
		}
	}
}

func TestNextFromStandardInput(t *testing.T) {
	for _, tt := range []struct {
		stdin  string
		status int
		stdout string
		stderr string
	}{
		{"[1,3,0,2]\n", 0, "(3, 1, 4, 2)\n", ""},
		{"(3, 1, 4, 2)", 1, "", "nqueens next: no solution after 2 0 3 1\n"},
		{"0 0 0\n", 1, "", "nqueens next: standard input: line 1: 3 squares in a board of 1 row\n"},
		{"[" + strings.Repeat("0,", 64) + "0]", 1, "", "nqueens next: a board of size 65, larger than 64\n"},
	} {
		status, stdout, stderr := runWithInput(tt.stdin, "next", "-format", "tuple")
		if status != tt.status || stdout != tt.stdout || stderr != tt.stderr {
			t.Errorf("next of %q: status %d, stdout %q, stderr %q; want %d, %q, %q", tt.stdin, status, stdout, stderr, tt.status, tt.stdout, tt.stderr)
		}
	}
}

// TestCountJSON checks the line of count -format json: the counts, and
// where the system can tell, the processor time and peak memory of the
// command, no less than the process had taken before the count.
func TestCountJSON(t *testing.T) {
	cpuBefore, _, usable := resourceUsage()
	status, stdout, stderr := runCommand("count", "10", "-format", "json")
	if status != 0 || stderr != "" || strings.Count(stdout, "\n") != 1 {
		t.Fatalf("count 10 -format json: status %d, stdout %q, stderr %q", status, stdout, stderr)
	}
	var r countResult
	dec := json.NewDecoder(strings.NewReader(stdout))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		t.Fatalf("count 10 -format json printed %q: %v", stdout, err)
	}
	if r.N != 10 || r.Total != 724 || r.Unique != 92 || r.Seconds < 0 || r.Version != "(devel)" {
		t.Errorf("count 10 -format json printed %+v", r)
	}
	switch {
	case !usable && (r.CPUSeconds != 0 || r.PeakMemory != 0):
		t.Errorf("count 10 -format json printed %q, with a usage the system cannot tell", stdout)
	case usable && r.CPUSeconds < math.Floor(cpuBefore*1000)/1000:
		t.Errorf("count 10 -format json: cpu_seconds %v, less than the %v s taken before it", r.CPUSeconds, cpuBefore)
	case usable && r.PeakMemory < 1<<20: // the Go runtime alone holds more
		t.Errorf("count 10 -format json: peak_memory %d, less than 1 MiB", r.PeakMemory)
	}
}

// TestSlowSearchWarning checks that a search of a size past what is found
// within a second says so on standard error, and one below does not; and
// that next, from the board just before a constructed solution, finds it
// at once and says nothing of hours, at every size.
func TestSlowSearchWarning(t *testing.T) {
	for _, n := range []int{interactiveUpTo, interactiveUpTo + 1, 60} {
		var said strings.Builder
		warnSlow(&environment{stderr: &said}, "first", n)
		warning := fmt.Sprintf("nqueens first: the search for solutions of size %d can take hours; 'nqueens construct %d' builds one at once\n", n, n)
		if n <= interactiveUpTo {
			warning = ""
		}
		if said.String() != warning {
			t.Errorf("first %d: %q; want %q", n, said.String(), warning)
		}
		s, _ := nqueens.Construct(n)
		b := append(nqueens.Board(nil), s...)
		if b[n-1] == 0 {
			t.Fatalf("the construction of %d ends in column 0: pick another size", n)
		}
		b[n-1]--
		args := append([]string{"next", "-format", "json"}, strings.Fields(strings.Trim(fmt.Sprint([]int(b)), "[]"))...)
		status, stdout, stderr := runCommand(args...)
		want, _ := json.Marshal(s)
		if status != 0 || stdout != string(want)+"\n" || stderr != "" {
			t.Errorf("next from just before the construction of %d: status %d, stdout %q, stderr %q; want 0, %s and nothing", n, status, stdout, stderr, want)
		}
	}
}

// TestSVGFormat checks that -format svg draws one board as the library
// does, and the boards of a listing in one picture, as many as -limit says.
func TestSVGFormat(t *testing.T) {
	first, _ := nqueens.First(8)
	status, stdout, stderr := runCommand("first", "8", "-format", "svg")
	if status != 0 || stdout != first.SVG() || stderr != "" {
		t.Errorf("first 8 -format svg: status %d, stderr %q, stdout %.80q; want the library's drawing", status, stderr, stdout)
	}
	var all []nqueens.Board
	for b := range nqueens.All(6) {
		all = append(all, b)
	}
	nauck, _ := puzzle.Parse(nauck)
	for _, tt := range []struct {
		args   []string
		input  string
		want   []nqueens.Board
		puzzle *puzzle.Puzzle // whose marks the boards carry, if not nil
	}{
		{[]string{"list", "6", "-format", "svg"}, "", all, nil},
		{[]string{"list", "6", "-format", "svg", "-limit", "2"}, "", all[:2], nil},
		{[]string{"solve", "-format", "svg"}, "......\n......\n......\n......\n......\n......\n", all, puzzle.New(6)},
		{[]string{"solve", "-format", "svg"}, nauck.String(), slices.Collect(nauck.All()), nauck},
	} {
		var want strings.Builder
		if tt.puzzle != nil {
			tt.puzzle.WriteSVG(&want, tt.want)
		} else {
			nqueens.WriteSVG(&want, tt.want)
		}
		status, stdout, stderr := runWithInput(tt.input, tt.args...)
		if status != 0 || stdout != want.String() || stderr != "" && !strings.Contains(stderr, "the old form") {
			t.Errorf("%q: status %d, stderr %q, stdout %.80q; want a picture of %d boards", tt.args, status, stderr, stdout, len(tt.want))
		}
	}
	b, _ := nqueens.Construct(20000)
	status, stdout, _ = runCommand("construct", "20000", "-format", "svg")
	if status != 0 || stdout != b.SVG() {
		t.Errorf("construct 20000 -format svg: status %d, %d bytes; want the library's drawing", status, len(stdout))
	}
}

// TestCheckLargeBoard checks a board that construct prints as one line of
// JSON longer than the 32 MiB a drawn board may take: check reads it as a
// stream, and finds it a solution.
func TestCheckLargeBoard(t *testing.T) {
	if testing.Short() {
		t.Skip("checks a board of 36 MB")
	}
	t.Parallel()
	const n = 4_500_000
	status, board, stderr := runCommand("construct", strconv.Itoa(n), "-format", "json")
	if status != 0 || len(board) <= maxCheckBoard {
		t.Fatalf("construct %d: status %d, %d bytes, stderr %q; want more than %d bytes", n, status, len(board), stderr, maxCheckBoard)
	}
	if status, stdout, stderr := runWithInput(board, "check"); status != 0 || stdout != "solution\n" || stderr != "" {
		t.Errorf("construct %d | check: status %d, stdout %q, stderr %q", n, status, stdout, stderr)
	}
	// One queen moved: the same size, no longer a solution.
	moved := strings.Replace(board, "[1,", "[0,", 1)
	if status, stdout, _ := runWithInput(moved, "check"); status != 1 || !strings.HasPrefix(stdout, "nqueens: rows 0 and ") {
		t.Errorf("construct %d with a queen moved | check: status %d, stdout %q", n, status, stdout)
	}
}

// TestEmptyBoardReadsBack checks that the board of size 0, the one
// solution of size 0, reads back in every format that the commands print
// it in, as check and next read boards.
func TestEmptyBoardReadsBack(t *testing.T) {
	for _, format := range []string{"dots", "grid", "matrix", "tuple", "json"} {
		for _, args := range [][]string{{"list", "0"}, {"unique", "0"}, {"first", "0"}, {"construct", "0"}, {"random", "0"}} {
			args := append(slices.Clone(args), "-format", format)
			status, board, stderr := runCommand(args...)
			if status != 0 || strings.TrimSpace(board) == "" {
				t.Fatalf("%s: status %d, %q, %q; want the board of size 0", strings.Join(args, " "), status, board, stderr)
			}
			if status, out, stderr := runWithInput(board, "check"); status != 0 || out != "solution\n" {
				t.Errorf("%s | check: status %d, %q, %q", strings.Join(args, " "), status, out, stderr)
			}
		}
	}
}
