package regions_test

import (
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens/regions"
	"github.com/nqueens-go/nqueens/regions/internal/stars/starstest"
)

// text4 is the text form of grid4.
const text4 = "AABB\nAABB\nCADB\nDDDD\n"

func TestParse(t *testing.T) {
	tests := []struct {
		name    string
		text    string
		v       regions.Variant
		regions [][]int
		labels  string
		queens  []regions.Square
		marks   []regions.Square
		str     string // String, if not text
	}{
		{name: "letters", text: text4, regions: grid4, labels: "ABCD"},
		{name: "digits", text: "0011\n0011\n2031\n3333\n", regions: grid4, labels: "0123"},
		{name: "mixed", text: "zz99\nzz99\nQza9\naaaa\n", regions: grid4, labels: "z9Qa"},
		{name: "labels in order met", text: "DDCC\nDDCC\nBDAC\nAAAA\n", regions: grid4, labels: "DCBA"},
		{name: "no final newline", text: "AABB\nAABB\nCADB\nDDDD", regions: grid4, labels: "ABCD", str: text4},
		{name: "spaces and CRLF", text: "\r\n  \t\r\n  AABB  \r\n\tAABB\r\nCADB \r\n DDDD\r\n\r\n\r\n", regions: grid4, labels: "ABCD", str: text4},
		{name: "comments", text: "# a pack\n#\n\nAABB\n# inside\nAABB\nCADB\n   # indented\nDDDD\n#\n", regions: grid4, labels: "ABCD", str: text4},
		{name: "state", text: text4 + ".Q..\n...Q\nQ...\n..Q.\n", regions: grid4, labels: "ABCD",
			queens: []regions.Square{{0, 1}, {1, 3}, {2, 0}, {3, 2}}},
		{name: "marks", text: text4 + "x...\n....\n..x.\n...x\n", regions: grid4, labels: "ABCD",
			marks: []regions.Square{{0, 0}, {2, 2}, {3, 3}}},
		{name: "diagonal", text: text4 + "Q...\n..x.\n....\n....\n", v: regions.Variant{Rule: regions.DiagonalRule},
			regions: grid4, labels: "ABCD", queens: []regions.Square{{0, 0}}, marks: []regions.Square{{1, 2}}},
		{name: "two stars", v: regions.Variant{Stars: 2},
			text: "AAAABBBB\nAAAABBBB\nCCCCDDDD\nCCCCDDDD\nEEEEFFFF\nEEEEFFFF\nGGGGHHHH\nGGGGHHHH\n" +
				"Q.Q.....\n........\n........\n........\n........\n........\n........\n.......x\n",
			regions: [][]int{
				{0, 0, 0, 0, 1, 1, 1, 1}, {0, 0, 0, 0, 1, 1, 1, 1}, {2, 2, 2, 2, 3, 3, 3, 3}, {2, 2, 2, 2, 3, 3, 3, 3},
				{4, 4, 4, 4, 5, 5, 5, 5}, {4, 4, 4, 4, 5, 5, 5, 5}, {6, 6, 6, 6, 7, 7, 7, 7}, {6, 6, 6, 6, 7, 7, 7, 7},
			},
			labels: "ABCDEFGH", queens: []regions.Square{{0, 0}, {0, 2}}, marks: []regions.Square{{7, 7}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := regions.Parse(tt.text, tt.v)
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if diff := cmp.Diff(tt.regions, p.Regions()); diff != "" {
				t.Errorf("Regions (-want +got):\n%s", diff)
			}
			var labels []byte
			for r := range p.Size() {
				labels = append(labels, p.Label(r))
			}
			if string(labels) != tt.labels {
				t.Errorf("labels %q, want %q", labels, tt.labels)
			}
			if diff := cmp.Diff(tt.queens, p.Queens()); diff != "" {
				t.Errorf("Queens (-want +got):\n%s", diff)
			}
			var marks []regions.Square
			for r := range p.Size() {
				for c := range p.Size() {
					if p.Marked(r, c) {
						marks = append(marks, regions.Square{Row: r, Col: c})
					}
				}
			}
			if diff := cmp.Diff(tt.marks, marks); diff != "" {
				t.Errorf("marks (-want +got):\n%s", diff)
			}
			if p.Variant() != tt.v {
				t.Errorf("Variant %+v, want %+v", p.Variant(), tt.v)
			}
			want := tt.str
			if want == "" {
				want = tt.text
			}
			if diff := cmp.Diff(want, p.String()); diff != "" {
				t.Errorf("String (-want +got):\n%s", diff)
			}
		})
	}
}

// labelled returns the text form of the regions of p, its state after
// them if any, with the region of each number named by labels.
func labelled(p *regions.Puzzle, labels []byte) string {
	n := p.Size()
	var b strings.Builder
	for r := range n {
		for c := range n {
			b.WriteByte(labels[p.Region(r, c)])
		}
		b.WriteByte('\n')
	}
	if len(p.Queens()) == 0 && !strings.Contains(p.String(), "x") {
		return b.String()
	}
	for r := range n {
		for c := range n {
			switch {
			case p.Queen(r, c):
				b.WriteByte('Q')
			case p.Marked(r, c):
				b.WriteByte('x')
			default:
				b.WriteByte('.')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// TestStringRoundTrip checks that the text of a random puzzle, its
// regions named by random letters and digits and with a random state,
// parses to a puzzle whose String is that text, whose labels are its
// own, and whose queens, marks and regions are the same.
func TestStringRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 32))
	alphabet := []byte("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
	for i := range 200 {
		n := 4 + i%13
		k := 1
		if n >= 8 && i%3 == 0 {
			k = n / 4
		}
		diagonal := k == 1 && i%4 == 0
		p, err := regions.New(rows(n, starstest.RandomRegions(rng, n, k, nil)), variantOf(k, diagonal))
		if err != nil {
			t.Fatal(err)
		}
		// A state: queens placed where Place takes them, marks.
		for range rng.IntN(2 * n) {
			r, c := rng.IntN(n), rng.IntN(n)
			if rng.IntN(2) == 0 {
				p.Place(r, c) // refused or not
			} else {
				p.Mark(r, c)
			}
		}
		t.Run(fmt.Sprintf("n=%d/%d", n, i), func(t *testing.T) {
			// The String of a puzzle from New parses back to itself.
			if diff := cmp.Diff(p.String(), mustParseText(t, p.String(), p.Variant()).String()); diff != "" {
				t.Fatalf("String of Parse of String (-want +got):\n%s", diff)
			}
			// Random labels, in the order met, are kept.
			labels := make([]byte, n)
			perm := rng.Perm(len(alphabet))
			met := map[int]bool{}
			for r := range n {
				for c := range n {
					if x := p.Region(r, c); !met[x] {
						met[x] = true
						labels[x] = alphabet[perm[len(met)-1]]
					}
				}
			}
			text := labelled(p, labels)
			q := mustParseText(t, text, p.Variant())
			if diff := cmp.Diff(text, q.String()); diff != "" {
				t.Fatalf("String of Parse (-want +got):\n%s", diff)
			}
			for r := range n {
				for c := range n {
					if q.Label(q.Region(r, c)) != labels[p.Region(r, c)] || q.Queen(r, c) != p.Queen(r, c) || q.Marked(r, c) != p.Marked(r, c) {
						t.Fatalf("%q: row %d, column %d: label %c, queen %v, empty %v, want %c, %v, %v", text, r, c,
							q.Label(q.Region(r, c)), q.Queen(r, c), q.Marked(r, c), labels[p.Region(r, c)], p.Queen(r, c), p.Marked(r, c))
					}
				}
			}
		})
	}
}

func mustParseText(t *testing.T, text string, v regions.Variant) *regions.Puzzle {
	t.Helper()
	p, err := regions.Parse(text, v)
	if err != nil {
		t.Fatalf("Parse(%q): %v", text, err)
	}
	return p
}

// TestParseErrors checks the *ParseError of malformed texts: its line,
// and what it says, exactly for some.
func TestParseErrors(t *testing.T) {
	long := strings.Repeat("AB", 17)
	tests := []struct {
		name string
		text string
		v    regions.Variant
		line int
		want string // the error, exactly, if it starts "regions: "; else a part of it
	}{
		{"empty", "", regions.Variant{}, 1, "regions: line 1: no puzzle"},
		{"blank", "\n\n  \n", regions.Variant{}, 1, "regions: line 1: no puzzle"},
		{"comments", "# a\n#b\n", regions.Variant{}, 1, "regions: line 1: no puzzle"},
		{"narrow", "\nABC\nABC\nABC\n", regions.Variant{}, 2, "regions: line 2: 3 squares in a row: want 4 to 32"},
		{"wide", long + "\n", regions.Variant{}, 1, "34 squares in a row: want 4 to 32"},
		{"one square", "A\n", regions.Variant{}, 1, "1 square in a row"},
		{"3 rows", "AABB\nACCB\nACDD\n", regions.Variant{}, 3, "regions: line 3: 3 rows of 4 squares: want 4, or 8 with the state after the regions"},
		{"5 rows", text4 + "AADD\n", regions.Variant{}, 5, "5 rows of 4 squares"},
		{"7 rows", text4 + "....\n....\n....\n", regions.Variant{}, 7, "7 rows of 4 squares"},
		{"short row", "AABB\nACC\nACDD\nAADD\n", regions.Variant{}, 2, "regions: line 2: row 1: 3 squares, want 4"},
		{"long row", "AABB\nACCB\nACDD\nAADDD\n", regions.Variant{}, 4, "row 3: 5 squares, want 4"},
		{"punctuation", "AABB\nAC-B\nACDD\nAADD\n", regions.Variant{}, 2, "regions: line 2: row 1, column 2: '-' is not a letter or digit naming a region"},
		{"dot", "AABB\nACCB\nACDD\nAAD.\n", regions.Variant{}, 4, "row 3, column 3: '.' is not a letter or digit"},
		{"inner space", "AABB\nA CB\nACDD\nAADD\n", regions.Variant{}, 2, "row 1, column 1: ' ' is not"},
		{"utf-8", "AABB\nACCB\nACDD\nAAD\u00e9\n", regions.Variant{}, 4, "row 3, column 3: 'é' is not a letter or digit naming a region"},
		{"byte", "AABB\nACCB\nACDD\nAAD\xff\n", regions.Variant{}, 4, "regions: line 4: row 3, column 3: byte 0xff is not a letter or digit naming a region"},
		{"too many regions", "AABB\nACCB\nACDE\nAADD\n", regions.Variant{}, 3, "regions: line 3: row 2, column 3: E would be region 5 of a grid of 4"},
		{"too few regions", "AABB\nAABB\nCCCC\nCCCC\n", regions.Variant{}, 4, "regions: line 4: 3 regions in a grid of 4: want 4"},
		{"case", "AABB\nACCB\nACDd\nAADD\n", regions.Variant{}, 3, "d would be region 5"},
		{"stars", text4, regions.Variant{Stars: 2}, 1, "regions: line 1: 2 stars outside [1, 1] for size 4"},
		{"rule", text4, regions.Variant{Rule: 7}, 1, "rule 7 unknown"},
		{"state short", text4 + "....\n...\n....\n....\n", regions.Variant{}, 6, "regions: line 6: state of row 1: 3 squares, want 4"},
		{"state char", text4 + "....\n....\n.q..\n....\n", regions.Variant{}, 7, "regions: line 7: state of row 2, column 1: 'q': want Q, x or ."},
		{"state X", text4 + "X...\n....\n....\n....\n", regions.Variant{}, 5, "state of row 0, column 0: 'X'"},
		{"state touch", text4 + ".Q..\n..Q.\n....\n....\n", regions.Variant{}, 6, "regions: line 6: place row 1, column 2: breaks a rule: it touches the queen at row 0, column 1"},
		{"state row", text4 + "Q..Q\n....\n....\n....\n", regions.Variant{}, 5, "place row 0, column 3: breaks a rule: row 0 has its 1 queen"},
		{"state diagonal", text4 + "Q...\n....\n..Q.\n....\n", regions.Variant{Rule: regions.DiagonalRule}, 7, "place row 2, column 2: breaks a rule: the queen at row 0, column 0 shares its diagonal"},
		{"65 rows", strings.Repeat("AABB\n", 65), regions.Variant{}, 65, "regions: line 65: more than 64 rows"},
		{"second", text4 + "\n# next\n" + text4, regions.Variant{}, 7, "regions: line 7: a second puzzle: Parse reads one, a Reader several"},
		{"second bad", text4 + "\nAB\n", regions.Variant{}, 6, "a second puzzle"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := regions.Parse(tt.text, tt.v)
			if err == nil {
				t.Fatalf("Parse(%q) = %v, want an error", tt.text, p)
			}
			var pe *regions.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("Parse(%q): %v, not a *ParseError", tt.text, err)
			}
			if pe.Line != tt.line {
				t.Errorf("Parse(%q): line %d, want %d: %v", tt.text, pe.Line, tt.line, err)
			}
			if strings.HasPrefix(tt.want, "regions: ") {
				if diff := cmp.Diff(tt.want, err.Error()); diff != "" {
					t.Errorf("Parse(%q) error (-want +got):\n%s", tt.text, diff)
				}
			} else if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Parse(%q) = %q, want it to hold %q", tt.text, err, tt.want)
			}
			if !strings.HasPrefix(err.Error(), fmt.Sprintf("regions: line %d: ", pe.Line)) || errors.Unwrap(err) != pe.Err {
				t.Errorf("ParseError %q: Error or Unwrap wrong", err)
			}
		})
	}
}

// TestParseStateSentinels checks that a state refused wraps the error of
// Place or Mark.
func TestParseStateSentinels(t *testing.T) {
	_, err := regions.Parse(text4+".Q..\n..Q.\n....\n....\n", regions.Variant{})
	var pe *regions.ParseError
	if !errors.As(err, &pe) {
		t.Fatalf("Parse: %v, want a *ParseError", err)
	}
	// The error of Place is in the text; errors.Is may or may not see it.
	if !strings.Contains(pe.Err.Error(), regions.ErrBroken.Error()) {
		t.Errorf("ParseError %q does not say %q", err, regions.ErrBroken)
	}
}

// TestParseErrorLines checks the lines of errors about one square that
// lies on a line other than the puzzle's first: the line must be the
// square's, as ParseError says.
func TestParseErrorLines(t *testing.T) {
	tests := []struct {
		name string
		text string
		line int
	}{
		// Region E at row 3, column 3 is one too many: line 4.
		{"regions", "AABB\nACCB\nACDD\nAADE\n", 4},
		{"regions after blank", "\n\nAABB\nACCB\nACDD\nAADE\n", 6},
		// Row 1 is on line 3, after the comment.
		{"comment", "AABB\n# c\nAC-B\nACDD\nAADD\n", 3},
		{"comment state", text4 + "# state\n....\n....\n.q..\n....\n", 8},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := regions.Parse(tt.text, regions.Variant{})
			var pe *regions.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("Parse(%q): %v, want a *ParseError", tt.text, err)
			}
			if pe.Line != tt.line {
				t.Errorf("Parse(%q): line %d, want %d: %v", tt.text, pe.Line, tt.line, err)
			}
		})
	}
}

// A read is what one Read returns: the text form of its puzzle, or its
// error, and Start.
type read struct {
	Text  string
	Err   string
	Start int
}

// readOne reads r once, and returns what Read gave, as a read, and its
// error.
func readOne(r *regions.Reader) (read, error) {
	p, err := r.Read()
	rd := read{Start: r.Start()}
	if p != nil {
		rd.Text = p.String()
	}
	if err != nil {
		rd.Err = err.Error()
	}
	return rd, err
}

// readAll reads r until io.EOF, or at most max times, and returns what
// each Read gave, the io.EOF included.
func readAll(r *regions.Reader, max int) []read {
	var out []read
	for range max {
		rd, err := readOne(r)
		out = append(out, rd)
		if err == io.EOF {
			break
		}
	}
	return out
}

func TestReader(t *testing.T) {
	text := "# a pack\n\n" + text4 + "\n\n" + // lines 3-6
		"AABB\nACCB\nAC-D\nAADD\n\n" + // lines 9-12: a bad square
		strings.Repeat("AABB\n", 70) + "\n" + // lines 14-83: too many rows
		"DDCC\nDDCC\nBDAC\nAAAA\n" + ".Q..\n...Q\nQ...\n..Q.\n" + // lines 85-92
		"\n   \n# last\n" + "0011\r\n0011\r\n2031\r\n3333" // lines 96-99
	r := regions.NewReader(strings.NewReader(text), regions.Variant{})
	got := readAll(r, 20)
	want := []read{
		{Text: text4, Start: 3},
		{Err: "regions: line 11: row 2, column 2: '-' is not a letter or digit naming a region", Start: 9},
		{Err: "regions: line 78: more than 64 rows", Start: 14},
		{Text: "DDCC\nDDCC\nBDAC\nAAAA\n.Q..\n...Q\nQ...\n..Q.\n", Start: 85},
		{Text: "0011\n0011\n2031\n3333\n", Start: 96},
		{Err: "EOF"},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("reads (-want +got):\n%s", diff)
	}
	// After io.EOF, io.EOF again.
	if _, err := r.Read(); err != io.EOF {
		t.Errorf("Read after io.EOF = %v", err)
	}
	// The variant of the Reader is every puzzle's.
	r = regions.NewReader(strings.NewReader(text4+"\n"+text4), regions.Variant{Rule: regions.DiagonalRule})
	for range 2 {
		if p, err := r.Read(); err != nil || p.Variant().Rule != regions.DiagonalRule {
			t.Fatalf("Read = %v, %v: want a puzzle of the diagonal rule", p, err)
		}
	}
}

// TestReaderEnds checks that a line over 4 KiB, a byte 0 and an error
// of the input end a Reader's input with an error naming the input and
// the line, which Read returns, and returns again after.
func TestReaderEnds(t *testing.T) {
	tests := []struct {
		name  string
		input io.Reader
		want  []read // the reads up to the error, and the error
	}{
		{"long line", strings.NewReader(text4 + "\n" + strings.Repeat("A", 4097) + "\n\n" + text4), []read{
			{Text: text4, Start: 1},
			{Err: "pack: line 6: longer than 4.0 KiB, more than any line of it may take"},
		}},
		{"long comment", strings.NewReader("#" + strings.Repeat(" ", 5000) + "\n" + text4), []read{
			{Err: "pack: line 1: longer than 4.0 KiB, more than any line of it may take"},
		}},
		{"byte 0", strings.NewReader(text4 + "\nAAB\x00B\nACCB\nACDD\nAADD\n\n" + text4), []read{
			{Text: text4, Start: 1},
			{Err: "pack: line 6: holds a byte 0, which no text does: is it a binary file?"},
		}},
		{"input error", io.MultiReader(strings.NewReader(text4+"\n"+"AABB\nAC"), iotest.ErrReader(errors.New("disk on fire"))), []read{
			{Text: text4, Start: 1},
			{Err: "reading pack: disk on fire"},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := regions.NewReader(tt.input, regions.Variant{})
			r.Name = "pack"
			var got []read
			var last error
			for range tt.want {
				rd, err := readOne(r)
				got = append(got, rd)
				last = err
			}
			for i := range got {
				got[i].Start = min(got[i].Start, tt.want[i].Start) // Start after an error of the input: unspecified
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Fatalf("reads (-want +got):\n%s", diff)
			}
			var pe *regions.ParseError
			if errors.As(last, &pe) {
				t.Errorf("an error of the input is a *ParseError: %v", last)
			}
		})
	}
}

// TestReaderEndsForGood checks that the error that ends a Reader's input
// comes again from each Read after it, as Read's doc says.
func TestReaderEndsForGood(t *testing.T) {
	for _, tt := range []struct{ name, input string }{
		{"long line", text4 + "\n" + strings.Repeat("A", 4097) + "\n\n" + text4},
		{"byte 0", text4 + "\nAAB\x00B\nACCB\nACDD\nAADD\n\n" + text4},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := regions.NewReader(strings.NewReader(tt.input), regions.Variant{})
			r.Read()
			_, first := r.Read()
			if first == nil {
				t.Fatalf("no error")
			}
			for range 3 {
				if _, err := r.Read(); err == nil || err.Error() != first.Error() {
					t.Errorf("Read after %q = %v, want it again", first, err)
				}
			}
		})
	}
}

// TestParseInputErrors checks that Parse refuses a text with a byte 0 or
// a line over 4 KiB, anywhere, with an error that says so, on a line from
// 1.
func TestParseInputErrors(t *testing.T) {
	for _, tt := range []struct {
		name, text, want string
	}{
		{"zero first", "AAB\x00B\n", "byte 0"},
		{"long first", strings.Repeat("A", 5000), "longer than 4.0 KiB"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := regions.Parse(tt.text, regions.Variant{})
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Parse = %v, want an error with %q", err, tt.want)
			}
		})
	}
}

// TestParseInputErrorsAfter is TestParseInputErrors, the byte 0 or long
// line after a first puzzle.
func TestParseInputErrorsAfter(t *testing.T) {
	for _, tt := range []struct {
		name, text, want string
	}{
		{"zero after", text4 + "\n\x00", "byte 0"},
		{"long after", text4 + "\n" + strings.Repeat("A", 5000), "longer than 4.0 KiB"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := regions.Parse(tt.text, regions.Variant{})
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Parse = %v, want an error with %q", err, tt.want)
			}
			var pe *regions.ParseError
			if errors.As(err, &pe) && pe.Line < 1 {
				t.Errorf("Parse = %v: line %d", err, pe.Line)
			}
		})
	}
}

// FuzzParse checks that Parse either refuses a text with a *ParseError
// on a line from 1, or an error of the input, or gives a puzzle whose
// String parses back to the same String.
func FuzzParse(f *testing.F) {
	f.Add(text4)
	f.Add(text4 + ".Q..\n...Q\nQ...\n..Q.\n")
	f.Add("# c\n\nzz9Q\nzaaQ\nzabb\nzzbb\n\n")
	f.Add("AABB\nACCB\nACDD\nAADB\n")
	f.Add(text4 + "\n" + text4)
	f.Add("AAAABBBB\nAAAABBBB\nCCCCDDDD\nCCCCDDDD\nEEEEFFFF\nEEEEFFFF\nGGGGHHHH\nGGGGHHHH\n")
	f.Add("AB\x00\n")
	f.Fuzz(func(t *testing.T, text string) {
		if len(text) > 1<<16 {
			return
		}
		for _, v := range []regions.Variant{{}, {Rule: regions.DiagonalRule}, {Stars: 2}} {
			p, err := regions.Parse(text, v)
			if err != nil {
				var pe *regions.ParseError
				if errors.As(err, &pe) && (pe.Line < 1 || !strings.HasPrefix(err.Error(), "regions: line ")) {
					t.Fatalf("Parse(%q): %v: line %d", text, err, pe.Line)
				}
				if !errors.As(err, &pe) && !strings.Contains(err.Error(), "input: line ") {
					t.Fatalf("Parse(%q): %v, neither a *ParseError nor an error of the input", text, err)
				}
				continue
			}
			again, err := regions.Parse(p.String(), v)
			if err != nil {
				t.Fatalf("Parse(%q) = %q, which does not parse: %v", text, p.String(), err)
			}
			if again.String() != p.String() {
				t.Fatalf("Parse(%q) = %q, which parses to %q", text, p.String(), again.String())
			}
		}
	})
}

// TestParseErrorsWhere checks that the errors of the text form name the
// line where the fault lies: a row of another size than the others,
// whichever row it is; a space or a comment within a row; and a region
// too many, at the row of its first square.
func TestParseErrorsWhere(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"AABB\nAACBB\nDACBB\nDDCCE\nDDCEE", "regions: line 1: row 0: 4 squares, want 5"},
		{"# c\nAABBB\nAACBB\nDACB\nDDCCE\nDDCEE", "regions: line 4: row 2: 4 squares, want 5"},
		{"A A B B\nA A B B\nC C D D\nC C D D", "regions: line 1: row 0, column 1: ' ' is not a letter or digit naming a region"},
		{"AABB # top\nAABB\nCCDD\nCCDD", "regions: line 1: row 0, column 4: ' ' is not a letter or digit naming a region"},
		{"AABB\nAABB\nCCDD\nCCDD\n.Q..\n...#\n....\n....", "regions: line 6: state of row 1, column 3: '#': want Q, x or ."},
		{"\n\n# c\nAABB\nACCB\nACDB\nDDDE", "regions: line 7: row 3, column 3: E would be region 5 of a grid of 4"},
	} {
		if _, err := regions.Parse(tc.text, regions.Variant{}); err == nil || err.Error() != tc.want {
			t.Errorf("Parse(%q) = %v, want %q", tc.text, err, tc.want)
		}
	}
}

// TestReaderEndsAtLongLine checks that a line too long ends a Reader's
// input: the error comes back from every Read after it, with the puzzle
// after it never read.
func TestReaderEndsAtLongLine(t *testing.T) {
	good := "AABB\nAABB\nCCDD\nCCDD\n"
	for _, bad := range []string{strings.Repeat("B", 5000), "AA\x00B"} {
		r := regions.NewReader(strings.NewReader(good+"\n"+bad+"\n\n"+good), regions.Variant{})
		if _, err := r.Read(); err != nil {
			t.Fatalf("the first puzzle: %v", err)
		}
		_, first := r.Read()
		if first == nil || errors.Is(first, io.EOF) || r.Start() != 6 {
			t.Fatalf("after %.10q: Read = %v, Start = %d; want an error at line 6", bad, first, r.Start())
		}
		for range 2 {
			if p, err := r.Read(); p != nil || err != first {
				t.Errorf("after %.10q: Read again = %v, %v; want the same error, %v", bad, p, err, first)
			}
		}
	}
}
