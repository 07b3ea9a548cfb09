package boardtext

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens/internal/linereader"
)

// TestRead checks the rows that Read finds in drawings of each kind, and
// the line and words of the error of each drawing it refuses.
func TestRead(t *testing.T) {
	F, Q, X := Free, Queen, Blocked
	for _, tc := range []struct {
		name, text string
		want       []Row
		err        string // "line N: ..." for a refusal
	}{
		{"dots", ".Q\nx.", []Row{{1, []Square{F, Q}}, {2, []Square{X, F}}}, ""},
		{"spaces and blank lines", "\n\n  . Q \n\t x .\n\n", []Row{{3, []Square{F, Q}}, {4, []Square{X, F}}}, ""},
		{"grid", "+---+---+\n|   | Q |\n+---+---+\n| x |   |\n+---+---+", []Row{{2, []Square{F, Q}}, {4, []Square{X, F}}}, ""},
		{"matrix", "0 1\n1 0", []Row{{1, []Square{F, Q}}, {2, []Square{Q, F}}}, ""},
		{"other free squares", "*-\n0.", []Row{{1, []Square{F, F}}, {2, []Square{F, F}}}, ""},
		{"unknown character", ".Q\n.z", nil, "line 2: unknown character 'z'"},
		{"a row too short", ".Q.\n..\n...", nil, "line 2: 2 squares in a board of 3 rows"},
		{"a row of two alone", ".Q\n\n", nil, "line 1: 2 squares in a board of 1 row"},
		{"a second board", ".Q\nQ.\n\nQ.\n.Q", nil, "line 4: a second board, after the board of lines 1 to 2: want one board"},
		{"a blank line inside a board", ".Q.\n\n...\n...", nil, "line 2: blank line inside the board"},
		{"a bad border", "+--x+\n| Q |\n+---+", nil, "line 1: border \"+--x+\" holds characters other than '+' and '-'"},
		{"a grid row without its end", "| Q ", nil, "line 1: grid row \"| Q\" does not end with '|'"},
		{"numbers", "1 3 0 2", nil, "line 1: a list of numbers"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Read(tc.text)
			var de *Error
			switch {
			case tc.err == "" && err != nil:
				t.Fatalf("Read(%q): %v", tc.text, err)
			case tc.err != "" && (!errors.As(err, &de) || !strings.HasPrefix(err.Error(), tc.err)):
				t.Fatalf("Read(%q): %v; want an *Error beginning %q", tc.text, err, tc.err)
			}
			if diff := cmp.Diff(tc.want, got); tc.err == "" && diff != "" {
				t.Errorf("Read(%q) (-want +got):\n%s", tc.text, diff)
			}
		})
	}
}

// TestReadList checks the columns of lists of each form, and the errors
// of those it refuses, on the line where the list opens or the text after
// it stands.
func TestReadList(t *testing.T) {
	for _, tc := range []struct {
		text string
		want []int
		err  string
	}{
		{"(2, 4, 1, 3)", []int{1, 3, 0, 2}, ""},
		{"\n\n [1,3,\n0,2]\n", []int{1, 3, 0, 2}, ""},
		{"()", []int{}, ""},
		{"[]", []int{}, ""},
		{"(2, 4", nil, "line 1: tuple \"(2, 4\" has no closing ')'"},
		{"\n[1,3,0,2] x", nil, "line 2: \"x\" after the closing ']' of the JSON array on line 2"},
		{"[1,3,0,2]\n\n(1)", nil, "line 3: \"(1)\" after the closing ']' of the JSON array on line 1"},
		{"[+1]", nil, "line 1: row 0: "},
	} {
		if !IsList(tc.text) {
			t.Errorf("IsList(%q) = false", tc.text)
			continue
		}
		got, err := ReadList(tc.text)
		if tc.err != "" {
			if err == nil || !strings.HasPrefix(err.Error(), tc.err) {
				t.Errorf("ReadList(%q) = %v, %v; want an error beginning %q", tc.text, got, err, tc.err)
			}
			continue
		}
		if err != nil || !cmp.Equal(tc.want, got) {
			t.Errorf("ReadList(%q) = %v, %v; want %v", tc.text, got, err, tc.want)
		}
	}
	for _, s := range []string{"", "  ", ".Q", "1 3"} {
		if IsList(s) {
			t.Errorf("IsList(%q) = true", s)
		}
	}
}

// TestPrepare checks that Prepare drops one byte order mark and refuses a
// text of nothing but spaces.
func TestPrepare(t *testing.T) {
	if s, err := Prepare("\uFEFF.Q", "board"); s != ".Q" || err != nil {
		t.Errorf("Prepare of a text with a mark: %q, %v", s, err)
	}
	if s, err := Prepare("\uFEFF\uFEFF.Q", "board"); s != "\uFEFF.Q" || err != nil {
		t.Errorf("Prepare of a text with two marks: %q, %v", s, err)
	}
	if _, err := Prepare(" \n\t", "puzzle"); err == nil || err.Error() != "line 1: no puzzle: the text is empty" {
		t.Errorf("Prepare of spaces: %v", err)
	}
}

// TestScanner reads inputs of several boards, drawn and listed, one after
// another, as the command's check reads them: each board with the line it
// starts on, a mark at the start given back to the first drawing, and the
// bounds of a drawing and of a list's growth.
func TestScanner(t *testing.T) {
	scan := func(input string, max int, grow func(line, have, want int) error) ([]Text, error) {
		s := NewScanner(linereader.NewReader(strings.NewReader(input), "in", 1<<10), max)
		s.Grow = grow
		var all []Text
		for {
			text, ok, err := s.Next()
			if err != nil || !ok {
				return all, err
			}
			all = append(all, text)
		}
	}
	got, err := scan("\uFEFF.Q\nQ.\n\n\n[1,\n0] (2, 1)\n.Q\nQ.\n", 100, nil)
	want := []Text{
		{Line: 1, Drawing: "\uFEFF.Q\nQ.\n"},
		{Line: 5, Columns: []int{1, 0}, List: true},
		{Line: 6, Columns: []int{1, 0}, List: true},
		{Line: 7, Drawing: " .Q\nQ.\n"},
	}
	if diff := cmp.Diff(want, got); err != nil || diff != "" {
		t.Errorf("boards one after another: %v (-want +got):\n%s", err, diff)
	}
	if _, err := scan(".Q\nQ.\n\n"+strings.Repeat(".", 40)+"\n", 30, nil); err == nil || err.Error() != "in: the board that starts on line 4 is longer than 30 bytes, the most a drawn board may take" {
		t.Errorf("a drawing too long: %v", err)
	}
	refuse := errors.New("too many")
	if _, err := scan("(1)\n[0, 2, 4, 1, 3]", 30, func(line, have, want int) error {
		if line == 2 && want > 2 {
			return refuse
		}
		return nil
	}); !errors.Is(err, refuse) {
		t.Errorf("a list that Grow refuses: %v", err)
	}
	if _, err := scan("[1,\x00]", 30, nil); err == nil || !strings.Contains(err.Error(), "byte 0") {
		t.Errorf("a byte 0 in a list: %v", err)
	}
	if _, err := scan("[1, 2", 30, nil); err == nil || err.Error() != "in: line 1: the JSON array has no closing ']'" {
		t.Errorf("a list without its end: %v", err)
	}
}

// FuzzRead reads any text as a drawing and as a list: neither panics,
// a drawing read is square, its rows in order of their lines, and an
// error is an *Error naming a line of the text.
func FuzzRead(f *testing.F) {
	for _, s := range []string{".Q\nQ.", "+---+\n| Q |\n+---+", "(1, 2", "[0]\n x", "\uFEFF..\n..", ".Q\n\n.Q\nQ.", "1 0\n0 1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		lines := strings.Count(s, "\n") + 1
		check := func(err error) {
			var de *Error
			if err != nil && (!errors.As(err, &de) || de.Line < 1 || de.Line > lines) {
				t.Fatalf("%q: %v, not an *Error naming one of its %d lines", s, err, lines)
			}
		}
		rows, err := Read(s)
		check(err)
		for i, r := range rows {
			if len(r.Squares) != len(rows) || i > 0 && r.Line <= rows[i-1].Line {
				t.Fatalf("%q: rows %+v", s, rows)
			}
		}
		if IsList(s) {
			_, err := ReadList(s)
			check(err)
		}
	})
}
