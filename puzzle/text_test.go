package puzzle_test

import (
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens/puzzle"
)

// TestParse checks that Parse reads the text form, with spaces, CRLF and
// blank lines around it, and every form that nqueens.ParseBoard reads,
// with x for a marked square where the form has a character for each
// square.
func TestParse(t *testing.T) {
	const want = "...\n.Q.\nx..\n"
	const full = ".Q..\n...Q\nQ...\n..Q.\n"
	tests := []struct {
		name, text, want string
	}{
		{"text form", want, want},
		{"no final newline", "...\n.Q.\nx..", want},
		{"indented, blank lines around", "\n  ...\n  .Q.\n  x..\n\n", want},
		{"spaces and CRLF", ". . .\r\n. Q .\r\nx . .\r\n", want},
		{"byte-order mark", "\ufeff...\n.Q.\nx..", want},
		{"matrix of 1 and 0", "0 0 0\n0 1 0\nx 0 0", want},
		{"Q and *", "* * *\n* Q *\nx * *", want},
		{"1 and -", "---\n-1-\nx--", want},
		{"grid", "+---+---+---+\n|   |   |   |\n+---+---+---+\n|   | Q |   |\n+---+---+---+\n| x |   |   |\n+---+---+---+", want},
		{"tuple", "(2, 4, 1, 3)", full},
		{"JSON array", "[1,3,0,2]", full},
		{"full text", full, full},
		{"empty array", "[]", ""},
		{"one square", "Q", "Q\n"},
		{"one marked square", "x", "x\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := puzzle.Parse(tt.text)
			if err != nil {
				t.Fatalf("Parse(%q): %v", tt.text, err)
			}
			if diff := cmp.Diff(tt.want, p.String()); diff != "" {
				t.Errorf("Parse(%q).String() (-want +got):\n%s", tt.text, diff)
			}
		})
	}
	// The forms of whole boards place every queen: the one completion is
	// the board.
	for _, form := range []string{"(2, 4, 1, 3)", "[1,3,0,2]"} {
		if p, err := puzzle.Parse(form); err != nil || p.Count(0) != 1 || len(p.Queens()) != 4 {
			t.Errorf("Parse(%q) = %v, %v; want the board with all its queens placed", form, p, err)
		}
	}
	if p, err := puzzle.Parse("[]"); err != nil || p.Size() != 0 || p.Count(0) != 1 {
		t.Errorf("Parse(\"[]\") = %v, %v; want the empty puzzle", p, err)
	}
}

// TestParseRoundTrip checks that the String of a random puzzle reads back
// as the same puzzle.
func TestParseRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for range 200 {
		p, _, _ := randomPuzzle(rng, 1+rng.IntN(12))
		again, err := puzzle.Parse(p.String())
		if err != nil {
			t.Fatalf("Parse(%q): %v", p.String(), err)
		}
		if *again != *p {
			t.Fatalf("Parse(%q) reads back as %q", p.String(), again.String())
		}
	}
}

// TestParseErrors checks the *ParseError of malformed texts: its line,
// and what it says; and that Parse returns no puzzle with it.
func TestParseErrors(t *testing.T) {
	tests := []struct {
		name, text string
		line       int
		want       string
		is         error // what the error wraps, if a square is refused
	}{
		{"empty", "", 1, "puzzle: line 1: no puzzle: the text is empty", nil},
		{"blank", " \n", 1, "puzzle: line 1: no puzzle: the text is empty", nil},
		{"long row", "..\n...", 2, "puzzle: line 2: 3 squares in a board of 2 rows", nil},
		{"first row long", "...\n...", 1, "puzzle: line 1: 3 squares in a board of 2 rows", nil},
		{"one row of two", "Q.", 1, "puzzle: line 1: 2 squares in a board of 1 row", nil},
		{"unknown character", "..\n.o", 2, "puzzle: line 2: unknown character 'o' (want 'Q' or '1' for a queen; '.', '*', '0' or '-' for a free square; 'x' for a blocked one)", nil},
		{"blank line inside", "..\n\n..", 2, "puzzle: line 2: blank line inside the board", nil},
		{"two queens in a row", "QQ.\n...\n...", 1, "puzzle: line 1: place row 0, column 1: row 0 holds a queen already, in column 0", puzzle.ErrBroken},
		{"a diagonal", "Q..\n...\n..Q", 3, "puzzle: line 3: place row 2, column 2: queens at row 0, column 0 and row 2, column 2 share a diagonal", puzzle.ErrBroken},
		{"a column", "\n.Q.\n...\n.Q.", 4, "puzzle: line 4: place row 2, column 1: queens at row 0, column 1 and row 2, column 1 share column 1", puzzle.ErrBroken},
		{"65 rows", strings.Repeat(strings.Repeat(".", 65)+"\n", 65), 65, "puzzle: line 65: 65 rows, more than 64", nil},
		{"tuple, a column", "\n(1, 1)", 2, "puzzle: line 2: place row 1, column 0: queens at row 0, column 0 and row 1, column 0 share column 0", puzzle.ErrBroken},
		{"array, a diagonal", "[0,2,1]", 1, "puzzle: line 1: place row 2, column 1: queens at row 1, column 2 and row 2, column 1 share a diagonal", puzzle.ErrBroken},
		{"array, off the board", "[0,3,1]", 1, "puzzle: line 1: row 1: column 3 out of range [0, 2] (a JSON array counts columns from 0)", nil},
		{"tuple of 65", "(" + strings.Repeat("1, ", 64) + "1)", 1, "puzzle: line 1: 65 rows, more than 64", nil},
		{"bare numbers", "0 2 1", 1, "puzzle: line 1: a list of numbers: write the columns in parentheses, counted from 1, as in (2, 4, 1, 3), or in brackets, counted from 0, as in [1,3,0,2]", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := puzzle.Parse(tt.text)
			if p != nil {
				t.Errorf("Parse(%q) returned a puzzle with its error", tt.text)
			}
			var pe *puzzle.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("Parse(%q): %v, not a *ParseError", tt.text, err)
			}
			if diff := cmp.Diff(tt.want, err.Error()); diff != "" {
				t.Errorf("Parse(%q) error (-want +got):\n%s", tt.text, diff)
			}
			if pe.Line != tt.line || errors.Unwrap(err) != pe.Err {
				t.Errorf("Parse(%q): line %d, want %d; Unwrap %v", tt.text, pe.Line, tt.line, errors.Unwrap(err))
			}
			if tt.is != nil {
				var se *puzzle.SquareError
				if !errors.Is(err, tt.is) || !errors.As(err, &se) {
					t.Errorf("Parse(%q) = %v, which wraps no *SquareError of %v", tt.text, err, tt.is)
				}
			}
		})
	}
}

// A read is what one Read returns: the text form of its puzzle, or its
// error, and Start and Comments after it.
type read struct {
	Text     string
	Err      string
	Line     int // the line of a *ParseError
	Start    int
	Comments []string
}

// readAll reads r until io.EOF, or at most max times, and returns what
// each Read gave, the io.EOF included.
func readAll(r *puzzle.Reader, max int) []read {
	var out []read
	for range max {
		p, err := r.Read()
		rd := read{Start: r.Start(), Comments: r.Comments()}
		if p != nil {
			rd.Text = p.String()
		}
		if err != nil {
			rd.Err = err.Error()
			var pe *puzzle.ParseError
			if errors.As(err, &pe) {
				rd.Line = pe.Line
			}
		}
		out = append(out, rd)
		if err == io.EOF {
			break
		}
	}
	return out
}

// TestReader checks a Reader of several puzzles, with blank lines and
// comments between and within them, in several forms, with bad ones in
// the middle: each bad one is refused with the line of its input where
// its fault lies, and the next is read; Start and Comments say where each
// starts and what was written about it.
func TestReader(t *testing.T) {
	text := "# a pack of puzzles\n# by hand\n\n" + // lines 1-3
		".Q..\n....\n....\n...x\n\n\n" + // lines 4-9
		"# Nauck's\n........\n........\n........\n...Q....\n.Q......\n........\n# half way\n........\n........\n\n" + // lines 10-20
		"Q..\n...\n..Q\n\n" + // lines 21-24: a diagonal
		"   \n  (2, 4, 1, 3)  \n\n" + // lines 25-27
		strings.Repeat(strings.Repeat(".", 65)+"\n", 65) + "\n" + // lines 28-93: too many rows
		"# last, without a newline\r\nx.\r\n.." // lines 94-96
	r := puzzle.NewReader(strings.NewReader(text))
	got := readAll(r, 20)
	want := []read{
		{Text: ".Q..\n....\n....\n...x\n", Start: 4, Comments: []string{"a pack of puzzles", "by hand"}},
		{Text: "........\n........\n........\n...Q....\n.Q......\n........\n........\n........\n", Start: 11, Comments: []string{"Nauck's", "half way"}},
		{Err: "puzzle: line 23: place row 2, column 2: queens at row 0, column 0 and row 2, column 2 share a diagonal", Line: 23, Start: 21},
		{Text: ".Q..\n...Q\nQ...\n..Q.\n", Start: 26},
		{Err: "puzzle: line 92: 65 rows, more than 64", Line: 92, Start: 28},
		{Text: "x.\n..\n", Start: 95, Comments: []string{"last, without a newline"}},
		{Err: "EOF"},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("reads (-want +got):\n%s", diff)
	}
	// After io.EOF, io.EOF again.
	if _, err := r.Read(); err != io.EOF {
		t.Errorf("Read after io.EOF = %v", err)
	}
}

// TestReaderRows checks that a Reader refuses a puzzle of more than 64
// rows, as Parse does, at the line of its 65th row, the first beyond
// what a puzzle holds, however many rows follow, as ParseError's doc
// has it: the line where the error lies; and reads the puzzle after it.
func TestReaderRows(t *testing.T) {
	for _, rows := range []int{65, 66, 70, 200} {
		t.Run(fmt.Sprintf("rows=%d", rows), func(t *testing.T) {
			board := strings.Repeat(strings.Repeat(".", rows)+"\n", rows)
			r := puzzle.NewReader(strings.NewReader("# too many\n" + board + "\nQ\n"))
			got := readAll(r, 3)
			want := []read{
				{Err: "more than 64", Line: 66, Start: 2, Comments: []string{"too many"}},
				{Text: "Q\n", Start: rows + 3},
				{Err: "EOF"},
			}
			// The Reader need not count the rows past the 65th: the
			// error names its line, and says more than 64.
			if at := fmt.Sprintf("puzzle: line %d: ", got[0].Line); strings.HasPrefix(got[0].Err, at) && strings.Contains(got[0].Err, "more than 64") {
				got[0].Err = "more than 64"
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("reads (-want +got):\n%s", diff)
			}
			if _, err := puzzle.Parse(board); err == nil || !strings.HasPrefix(err.Error(), "puzzle: line 65: ") {
				t.Errorf("Parse: %v, want an error at line 65", err)
			}
		})
	}
}

// TestReaderMatchesParse checks that a Reader of one puzzle, or of random
// puzzles one after another, reads what Parse reads, with the same errors
// at the same lines.
func TestReaderMatchesParse(t *testing.T) {
	for _, text := range []string{
		"..\n...", "Q..\n...\n..Q", "\n.Q.\n...\n.Q.", "..\n.o", "[0,2,1]",
		strings.Repeat(strings.Repeat(".", 65)+"\n", 65),
	} {
		want, wantErr := puzzle.Parse(text)
		got, err := puzzle.NewReader(strings.NewReader(text)).Read()
		if want == nil && got != nil || want != nil && (got == nil || *got != *want) || err == nil || wantErr.Error() != err.Error() {
			t.Errorf("Read of %q = %v, %v; Parse gives %v, %v", text, got, err, want, wantErr)
		}
	}
	rng := rand.New(rand.NewPCG(3, 3))
	var text strings.Builder
	var want []string
	for range 50 {
		p, _, _ := randomPuzzle(rng, 1+rng.IntN(10))
		text.WriteString(p.String() + "\n")
		want = append(want, p.String())
	}
	r := puzzle.NewReader(strings.NewReader(text.String()))
	var got []string
	for {
		p, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, p.String())
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("the puzzles read (-want +got):\n%s", diff)
	}
}

// TestReaderEnds checks that a line over 4 KiB, a byte 0 and an error of
// the input end a Reader's input with an error naming the input and the
// line, which Read returns, and returns again after.
func TestReaderEnds(t *testing.T) {
	const q = ".Q..\n...Q\nQ...\n..Q.\n"
	tests := []struct {
		name  string
		input io.Reader
		want  []read // the reads up to the error, and the error
	}{
		{"long line", strings.NewReader(q + "\n" + strings.Repeat(".", 4097) + "\n\n" + q), []read{
			{Text: q, Start: 1},
			{Err: "pack: line 6: longer than 4.0 KiB, more than any line of it may take", Start: 6},
		}},
		{"byte 0", strings.NewReader(q + "\n..\x00.\n"), []read{
			{Text: q, Start: 1},
			{Err: "pack: line 6: holds a byte 0, which no text does: is it a binary file?", Start: 6},
		}},
		{"input error", io.MultiReader(strings.NewReader(q+"\n"), iotest.ErrReader(errors.New("disk on fire"))), []read{
			{Text: q, Start: 1},
			{Err: "reading pack: disk on fire", Start: 6},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := puzzle.NewReader(tt.input)
			r.Name = "pack"
			got := readAll(r, len(tt.want))
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("reads (-want +got):\n%s", diff)
			}
			last := tt.want[len(tt.want)-1].Err
			for range 2 {
				if p, err := r.Read(); p != nil || err == nil || err.Error() != last {
					t.Errorf("Read after the error = %v, %v; want %q again", p, err, last)
				}
			}
		})
	}
}

// FuzzParse checks that Parse never panics, that its errors are
// *ParseErrors that name a line, and that what it reads is drawn and read
// back the same.
func FuzzParse(f *testing.F) {
	f.Add("...\n.Q.\nx..")
	f.Add("Q..\n...\n..Q")
	f.Add("x\n")
	f.Add(". Q\nx .")
	f.Add("(2, 4, 1, 3)")
	f.Add("[1,3,0,2]")
	f.Add("| x | Q |\n|   |   |")
	f.Add("()")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := puzzle.Parse(s)
		if err != nil {
			var pe *puzzle.ParseError
			if p != nil || !errors.As(err, &pe) || pe.Line < 1 || !strings.HasPrefix(err.Error(), "puzzle: line ") {
				t.Fatalf("Parse(%q) = %v, %q: want no puzzle, and an error that names a line", s, p, err)
			}
			return
		}
		if p.Size() == 0 {
			// The empty board, as "[]" or "()" write it, is drawn as
			// no text, which Parse refuses.
			if *p != *puzzle.New(0) || p.String() != "" {
				t.Fatalf("Parse(%q) = %q, of size 0", s, p.String())
			}
			return
		}
		again, err := puzzle.Parse(p.String())
		if err != nil {
			t.Fatalf("Parse(%q) = %q, which does not read back: %v", s, p.String(), err)
		}
		if *again != *p {
			t.Fatalf("Parse(%q) = %q reads back as %q", s, p.String(), again.String())
		}
	})
}

// FuzzReader checks that a Reader never panics nor loops: each Read
// takes a line of the input at least, or ends it; that each puzzle it
// reads is drawn and read back the same, and starts at a line of the
// input; that each *ParseError names a line from the puzzle's start on;
// and that after an error that ends the input, or io.EOF, Read returns it
// again.
func FuzzReader(f *testing.F) {
	f.Add("# a pack\n\n.Q..\n....\n\n\n....\n...x\n\nQ..\n...\n..Q\n\n(2, 4, 1, 3)\n# end")
	f.Add("x\n\n\n#\nQ")
	f.Add("..\n.o\n\n[1,3,0,2]")
	f.Add("\x00")
	f.Add("[]\n\n+")
	f.Fuzz(func(t *testing.T, s string) {
		lines := strings.Count(s, "\n") + 1
		r := puzzle.NewReader(strings.NewReader(s))
		for reads := 0; ; reads++ {
			if reads > lines {
				t.Fatalf("%d reads of %d lines", reads, lines)
			}
			p, err := r.Read()
			if err == nil && p.Size() == 0 {
				continue // the empty board, which String draws as no text
			}
			if err == nil {
				again, perr := puzzle.Parse(p.String())
				if perr != nil || *again != *p || r.Start() < 1 || r.Start() > lines {
					t.Fatalf("Read = %q at line %d, which reads back as %v, %v", p.String(), r.Start(), again, perr)
				}
				continue
			}
			var pe *puzzle.ParseError
			if errors.As(err, &pe) {
				if p != nil || pe.Line < r.Start() || pe.Line > lines {
					t.Fatalf("Read = %v, %v, at line %d of %d, the puzzle starting at %d", p, err, pe.Line, lines, r.Start())
				}
				continue
			}
			if p2, err2 := r.Read(); p2 != nil || err2 == nil || err2.Error() != err.Error() {
				t.Fatalf("Read after %v = %v, %v", err, p2, err2)
			}
			return
		}
	})
}
