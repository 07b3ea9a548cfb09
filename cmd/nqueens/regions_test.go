package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens/regions"
)

// pack is a file of four puzzles: one with one answer, one with two, one
// with a region in pieces, one without an answer.
const pack = `# a pack
AAAAABCC
AAAAABCC
AAADDCCC
AADDCCCC
AEEDCCFG
AEEECFFF
EEHFFFFF
EEHHFFFF

AABB
AABB
CCDD
CCDD

AABB
ABBA
CCDD
CCDD

ABBB
AACB
DACB
DDCC
`

// TestRegionsCheck checks check's line for each puzzle of a pack, in
// text and in JSON, against the library, and its status 1 for a pack
// with a puzzle that is not one with one answer.
func TestRegionsCheck(t *testing.T) {
	status, out, stderr := runWithInput(pack, "regions", "check")
	want := `line 2: ok: size 8, grade hard, confinement, 18 steps
line 11: more than one answer
line 17: row 1, column 3: region A is in pieces: this square is apart from row 0, column 0
line 21: no answer
`
	if status != 1 || out != want || stderr != "" {
		t.Errorf("regions check: status %d, stderr %q (-want +got):\n%s", status, stderr, cmp.Diff(want, out))
	}
	status, out, _ = runWithInput(strings.Split(pack, "\n\n")[0], "regions", "check", "-format", "json")
	var got checkLine
	if err := json.Unmarshal([]byte(out), &got); err != nil || status != 0 {
		t.Fatalf("regions check -format json: status %d, %q, %v", status, out, err)
	}
	if want := (checkLine{Line: 2, N: 8, Answers: 1, Grade: "hard", Hardest: "confinement", Steps: 18}); got != want {
		t.Errorf("regions check -format json: %+v, want %+v", got, want)
	}
}

// TestRegionsSolve checks that solve prints each puzzle with the queens of
// its answer, which the library reads back as solved, and that hint and
// explain say what the library's Hint and Explain do.
func TestRegionsSolve(t *testing.T) {
	daily := strings.Split(pack, "\n\n")[0]
	status, out, stderr := runWithInput(daily, "regions", "solve")
	if status != 0 {
		t.Fatalf("regions solve: status %d, %s", status, stderr)
	}
	solved, err := regions.Parse(out, regions.Variant{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := solved.Hint(); err == nil || !strings.Contains(err.Error(), "every queen is placed") {
		t.Errorf("regions solve printed %q, not a solved puzzle: %v", out, err)
	}
	p, _ := regions.Parse(daily, regions.Variant{})
	d, _ := p.Hint()
	if status, out, _ := runWithInput(daily, "regions", "hint"); status != 0 || out != fmt.Sprintf("line 2: %v\n", d) {
		t.Errorf("regions hint: status %d, %q, want %q", status, out, d)
	}
	chain, _ := p.Explain()
	status, out, _ = runWithInput(daily, "regions", "explain")
	if lines := strings.Split(strings.TrimSpace(out), "\n"); status != 0 || len(lines) != len(chain)+1 || !strings.HasSuffix(lines[len(lines)-1], chain[len(chain)-1].String()) {
		t.Errorf("regions explain: status %d, %q, want %d deductions", status, out, len(chain))
	}
	wrong := strings.TrimPrefix(daily, "# a pack\n") + "\nQ.......\n" + strings.Repeat("........\n", 7)
	if status, _, stderr := runWithInput(wrong, "regions", "hint"); status != 1 || !strings.HasSuffix(stderr, ": no answer from here: wrong at row 0, column 0\n") {
		t.Errorf("regions hint of a wrong queen: status %d, %q", status, stderr)
	}
}

// TestRegionsGenerate checks that generate prints the puzzles Generate
// makes, the same for the same seed, in text, JSON and SVG, and refuses
// what it cannot do.
func TestRegionsGenerate(t *testing.T) {
	status, out, stderr := runCommand("regions", "generate", "-n", "9", "-seed", "5", "-count", "3", "-grade", "medium")
	if status != 0 {
		t.Fatalf("regions generate: status %d, %s", status, stderr)
	}
	var want strings.Builder
	for i := range 3 {
		p, _, err := regions.Generate(9, uint64(5+i), regions.Options{Grade: regions.Medium})
		if err != nil {
			t.Fatal(err)
		}
		if i > 0 {
			want.WriteByte('\n')
		}
		fmt.Fprintf(&want, "# size 9, grade medium, seed %d\n%v", 5+i, p)
	}
	if out != want.String() {
		t.Errorf("regions generate (-want +got):\n%s", cmp.Diff(want.String(), out))
	}
	if status, out, _ := runWithInput(out, "regions", "check"); status != 0 || strings.Count(out, "grade medium") != 3 {
		t.Errorf("regions generate | regions check: status %d, %q", status, out)
	}
	// A puzzle of two stars: its comment names the flag that reads it.
	status, out, _ = runCommand("regions", "generate", "-n", "10", "-stars", "2", "-grade", "expert", "-seed", "1")
	if first, _, _ := strings.Cut(out, "\n"); status != 0 || first != "# size 10, grade expert, seed 1: read it with -stars 2" {
		t.Errorf("regions generate -stars 2: status %d, first line %q", status, first)
	}
	if status, out, _ := runWithInput(out, "regions", "check", "-stars", "2"); status != 0 || !strings.Contains(out, ": ok: size 10, grade expert") {
		t.Errorf("regions generate -stars 2 | regions check -stars 2: status %d, %q", status, out)
	}
	status, out, _ = runCommand("regions", "generate", "-n", "10", "-stars", "2", "-grade", "expert", "-format", "json")
	var line generateLine
	if err := json.Unmarshal([]byte(out), &line); err != nil || status != 0 || line.Regions.Variant().Stars != 2 || len(line.Answer) != 20 || line.Regions.Count(2) != 1 {
		t.Errorf("regions generate -stars 2 -format json: status %d, %q, %v", status, out, err)
	}
	if status, svg, _ := runCommand("regions", "generate", "-format", "svg"); status != 0 || !strings.HasPrefix(svg, "<svg") {
		t.Errorf("regions generate -format svg: status %d, %.40q", status, svg)
	}
	for _, tc := range []struct {
		args   []string
		status int
		stderr string
	}{
		{[]string{"regions"}, 2, "regions needs an ACTION"},
		{[]string{"regions", "play"}, 2, `unknown action "play"`},
		{[]string{"regions", "generate", "-n", "3"}, 2, "-n"},
		{[]string{"regions", "generate", "-grade", "fiendish"}, 2, `-grade: unknown grade "fiendish" (want easy, medium, hard, expert or search)`},
		{[]string{"regions", "generate", "-stars", "3"}, 2, "-stars 3 does not fit -n 8"},
		{[]string{"regions", "generate", "-stars", "2", "-rule", "diagonal", "-n", "8"}, 2, "1 with the diagonal rule"},
		{[]string{"regions", "generate", "-rule", "knight"}, 2, `-rule: unknown rule "knight"`},
		{[]string{"regions", "generate", "-format", "svg", "-count", "2"}, 2, "-format svg draws one puzzle"},
		{[]string{"regions", "generate", "-grade", "search"}, 1, "no puzzle of grade search and size 8 from seed 1"},
		{[]string{"regions", "solve", "-format", "json"}, 2, "-format json: solve prints text"},
		{[]string{"regions", "solve", "a", "b"}, 2, `unexpected argument "b"`},
		{[]string{"regions", "check", "-format", "svg"}, 2, "-format svg: check prints text or json"},
		{[]string{"regions", "check"}, 1, "nqueens regions: standard input: no puzzle"},
	} {
		status, out, stderr := runCommand(tc.args...)
		if status != tc.status || out != "" || !strings.Contains(stderr, tc.stderr) {
			t.Errorf("%s: status %d, %q, %q; want %d and %q", strings.Join(tc.args, " "), status, out, stderr, tc.status, tc.stderr)
		}
	}
}
