package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens"
)

// TestPuzzle checks puzzle's output against the library's: the text form,
// which solve reads back with one completion and -explain grades as asked;
// and the lines of JSON, each field what MakePuzzle and Rate give.
func TestPuzzle(t *testing.T) {
	for _, args := range [][]string{
		{"puzzle", "8"},
		{"puzzle", "12", "-grade", "expert", "-seed", "5"},
		{"puzzle", "9", "-grade", "medium", "-clues", "blocked", "-minimal"},
	} {
		status, text, stderr := runCommand(args...)
		if status != 0 {
			t.Fatalf("%s: status %d, %s", strings.Join(args, " "), status, stderr)
		}
		if status, count, _ := runWithInput(text, "solve", "-count"); status != 0 || count != "1\n" {
			t.Errorf("%s | solve -count: status %d, %q", strings.Join(args, " "), status, count)
		}
		status, chain, stderr := runWithInput(text, "solve", "-explain")
		grade := "hard"
		for i, a := range args {
			if a == "-grade" {
				grade = args[i+1]
			}
		}
		if lines := strings.Split(strings.TrimSuffix(chain, "\n"), "\n"); status != 0 || !strings.HasPrefix(lines[len(lines)-1], "grade "+grade+": ") {
			t.Errorf("%s | solve -explain: status %d, %q, %q; want the chain and grade %s", strings.Join(args, " "), status, chain, stderr, grade)
		}
	}

	status, out, stderr := runCommand("puzzle", "8-11", "-count", "6", "-seed", "40", "-format", "json", "-grade", "medium")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if status != 0 || len(lines) != 6 {
		t.Fatalf("puzzle 8-11 -count 6 -format json: status %d, %d lines, %s", status, len(lines), stderr)
	}
	for i, line := range lines {
		var got puzzleLine
		dec := json.NewDecoder(strings.NewReader(line))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&got); err != nil {
			t.Fatalf("line %d, %s: %v", i+1, line, err)
		}
		n, seed := 8+i%4, uint64(40+i)
		p, answer, err := nqueens.MakePuzzle(n, seed, nqueens.MakeOptions{Grade: nqueens.Medium})
		if err != nil {
			t.Fatal(err)
		}
		r, _ := p.Rate()
		want := puzzleLine{N: n, Seed: seed, Grade: "medium", Clues: "queens", Puzzle: strings.Split(p.String(), "\n"), Answer: answer,
			Rating: ratingField{Grade: r.Grade.String(), Steps: r.Steps, Uses: map[string]int{}, Work: r.Work}, Generator: 1, Version: moduleVersion()}
		for t, k := range r.Uses {
			want.Rating.Uses[t.String()] = k
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("line %d (-want +got):\n%s", i+1, diff)
		}
	}
	if _, again, _ := runCommand("puzzle", "8-11", "-count", "6", "-seed", "40", "-format", "json", "-grade", "medium"); again != out {
		t.Errorf("the same command line printed other puzzles")
	}
	if status, svg, _ := runCommand("puzzle", "8", "-format", "svg"); status != 0 || !strings.HasPrefix(svg, "<svg") {
		t.Errorf("puzzle 8 -format svg: status %d, %.40q", status, svg)
	}

	for _, tc := range []struct {
		args   []string
		status int
		stderr string
	}{
		{[]string{"puzzle", "4", "-grade", "expert"}, 1, "nqueens puzzle: no puzzle of grade expert and size 4 from seed 1: some grades have none of a small size\n"},
		{[]string{"puzzle", "8", "-grade", "fiendish"}, 2, `-grade: unknown grade "fiendish" (want easy, medium, hard, expert or search)`},
		{[]string{"puzzle", "8", "-clues", "kings"}, 2, `-clues: unknown kind "kings" (want queens or blocked)`},
		{[]string{"puzzle", "3"}, 2, "N = 3 out of range [4, 64]"},
		{[]string{"puzzle", "9-8"}, 2, "N = 8 out of range [9, 64]"},
		{[]string{"puzzle", "8", "-format", "svg", "-count", "2"}, 2, "-format svg draws one puzzle"},
		{[]string{"puzzle", "8", "-seed", "-1"}, 2, `-seed: "-1" is not a whole number`},
		{[]string{"puzzle"}, 2, "missing N"},
	} {
		status, out, stderr := runCommand(tc.args...)
		if status != tc.status || out != "" || !strings.Contains(stderr, tc.stderr) {
			t.Errorf("%s: status %d, %q, %q; want %d and %q", strings.Join(tc.args, " "), status, out, stderr, tc.status, tc.stderr)
		}
	}
}

// TestSolveHint plays a made puzzle with solve -hint alone, writing each
// deduction into the puzzle's text, a queen or an empty square, until it
// says the puzzle is solved: the puzzle then holds its completion. It
// checks too what -hint and -explain say of a puzzle that needs a guess,
// and of one without a completion.
func TestSolveHint(t *testing.T) {
	p, answer, err := nqueens.MakePuzzle(10, 3, nqueens.MakeOptions{Grade: nqueens.Expert})
	if err != nil {
		t.Fatal(err)
	}
	for range 200 {
		status, hint, stderr := runWithInput(p.String(), "solve", "-hint")
		if status != 0 {
			t.Fatalf("solve -hint: status %d, %s", status, stderr)
		}
		if hint == "every row holds a queen: the puzzle is solved\n" {
			break
		}
		var r, c int
		if _, err := fmt.Sscanf(hint, "row %d, column %d:", &r, &c); err != nil {
			t.Fatalf("hint %q: %v", hint, err)
		}
		if strings.Contains(hint, ": a queen,") {
			err = p.Place(r, c)
		} else {
			err = p.Block(r, c)
		}
		if err != nil {
			t.Fatalf("hint %q: %v", hint, err)
		}
	}
	if err := p.Verify(solved(p)); err != nil || !cmp.Equal(solved(p), answer) {
		t.Errorf("played by hints alone, the puzzle holds %v, want %v (%v)", solved(p), answer, err)
	}
	guess, _, _ := nqueens.MakePuzzle(8, 1, nqueens.MakeOptions{Grade: nqueens.Search})
	for _, flag := range []string{"-hint", "-explain"} {
		if status, _, stderr := runWithInput(guess.String(), "solve", flag); status != 1 || !strings.Contains(stderr, "no deduction applies where the puzzle stands: it needs a guess") {
			t.Errorf("solve %s of a puzzle that needs a guess: status %d, %q", flag, status, stderr)
		}
		if status, _, stderr := runWithInput("Q.......\n........\n.Q......\n"+strings.Repeat("........\n", 5), "solve", flag); status != 1 || !strings.Contains(stderr, "the puzzle has no completion") {
			t.Errorf("solve %s of a puzzle without a completion: status %d, %q", flag, status, stderr)
		}
	}
	if status, _, stderr := runWithInput("", "solve", "-hint", "-count"); status != 2 || !strings.Contains(stderr, "give one of them") {
		t.Errorf("solve -hint -count: status %d, %q", status, stderr)
	}
}

// solved returns the queens of p, -1 for a row without one.
func solved(p *nqueens.Puzzle) nqueens.Board {
	b := make(nqueens.Board, p.Size())
	for r := range b {
		b[r] = -1
		if c, ok := p.Queen(r); ok {
			b[r] = c
		}
	}
	return b
}
