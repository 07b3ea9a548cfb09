package nqueens_test

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/internal/oracletest"
)

func TestString(t *testing.T) {
	tests := []struct {
		b    nqueens.Board
		want string
	}{
		{nqueens.Board{}, ""},
		{nqueens.Board{0}, "Q"},
		{nqueens.Board{1, 3, 0, 2}, ".Q..\n...Q\nQ...\n..Q."},
		{nqueens.Board{0, 0, 0}, "Q..\nQ..\nQ.."},
		{nqueens.Board{1, 5, -1}, ".Q.\n...\n..."},
	}
	for _, tt := range tests {
		if got := tt.b.String(); got != tt.want {
			t.Errorf("Board%v.String() = %q, want %q", []int(tt.b), got, tt.want)
		}
	}
}

func TestGrid(t *testing.T) {
	tests := []struct {
		b    nqueens.Board
		want string
	}{
		{nqueens.Board{}, ""},
		{nqueens.Board{0}, "+---+\n| Q |\n+---+"},
		{nqueens.Board{1, 0}, "+---+---+\n|   | Q |\n+---+---+\n| Q |   |\n+---+---+"},
		{nqueens.Board{7, 0}, "+---+---+\n|   |   |\n+---+---+\n| Q |   |\n+---+---+"},
	}
	for _, tt := range tests {
		if got := tt.b.Grid(); got != tt.want {
			t.Errorf("Board%v.Grid() = %q, want %q", []int(tt.b), got, tt.want)
		}
	}
}

func TestMatrix(t *testing.T) {
	tests := []struct {
		b    nqueens.Board
		want string
	}{
		{nqueens.Board{}, ""},
		{nqueens.Board{0}, "1"},
		{nqueens.Board{1, 3, 0, 2}, "0 1 0 0\n0 0 0 1\n1 0 0 0\n0 0 1 0"},
		{nqueens.Board{1, 5, -1}, "0 1 0\n0 0 0\n0 0 0"},
	}
	for _, tt := range tests {
		if got := tt.b.Matrix(); got != tt.want {
			t.Errorf("Board%v.Matrix() = %q, want %q", []int(tt.b), got, tt.want)
		}
	}
}

func TestTuple(t *testing.T) {
	tests := []struct {
		b    nqueens.Board
		want string
	}{
		{nqueens.Board{}, "()"},
		{nqueens.Board{0}, "(1)"},
		{nqueens.Board{1, 3, 0, 2}, "(2, 4, 1, 3)"},
		{nqueens.Board{9, -1}, "(10, 0)"},
	}
	for _, tt := range tests {
		if got := tt.b.Tuple(); got != tt.want {
			t.Errorf("Board%v.Tuple() = %q, want %q", []int(tt.b), got, tt.want)
		}
	}
}

func TestValidate(t *testing.T) {
	tests := []struct {
		b    nqueens.Board
		want string // "" for a solution
	}{
		{nil, ""},
		{nqueens.Board{}, ""},
		{nqueens.Board{0}, ""},
		{nqueens.Board{1, 3, 0, 2}, ""},
		{nqueens.Board{0, 4, 7, 5, 2, 6, 1, 3}, ""},
		{nqueens.Board{0, 1}, "nqueens: rows 0 and 1 share a diagonal"},
		{nqueens.Board{1, 0}, "nqueens: rows 0 and 1 share a diagonal"},
		{nqueens.Board{0, 0}, "nqueens: rows 0 and 1 share column 0"},
		{nqueens.Board{4, 0, 7, 4, 1, 2, 3, 5}, "nqueens: rows 0 and 3 share column 4"},
		{nqueens.Board{0, 2, 5, 1, 6, 4, 3, 7}, "nqueens: rows 5 and 6 share a diagonal"},
		{nqueens.Board{0, 2, 4, 6, 1, 3, 5, 7}, "nqueens: rows 0 and 7 share a diagonal"},
		{nqueens.Board{1, 9, 0, 2, 3, 4, 5, 6}, "nqueens: row 1: column 9 out of range [0, 8)"},
		{nqueens.Board{0, 0, -1}, "nqueens: rows 0 and 1 share column 0"},
		{nqueens.Board{-1, 0, 0}, "nqueens: row 0: column -1 out of range [0, 3)"},
	}
	for _, tt := range tests {
		err := tt.b.Validate()
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != tt.want {
			t.Errorf("Board%v.Validate() = %q, want %q", []int(tt.b), got, tt.want)
		}
	}
}

// TestValidateEveryBoard checks Validate on every board of size up to 6
// against the pairwise check of the oracle.
func TestValidateEveryBoard(t *testing.T) {
	for n := range 7 {
		nqueens.EveryBoard(n, func(b nqueens.Board) {
			if got, want := b.Validate() == nil, oracletest.IsSolution(b); got != want {
				t.Fatalf("Board%v.Validate() = %v; the oracle says %v", []int(b), b.Validate(), want)
			}
		})
	}
}

// TestValidateLarge checks Validate far beyond MaxN, on boards whose queens
// step two columns right per row: a solution whenever n is divisible by
// neither 2 nor 3.
func TestValidateLarge(t *testing.T) {
	const n = 1_000_003
	b := make(nqueens.Board, n)
	for r := range b {
		b[r] = 2 * r % n
	}
	if err := b.Validate(); err != nil {
		t.Fatalf("Validate of a %d-queen solution: %v", n, err)
	}
	// Row 400000 takes column 399997 from row 700000; row 600000, in
	// column 199997, is 200000 rows and 200000 columns away from it.
	b[400_000], b[700_000] = b[700_000], b[400_000]
	const want = "nqueens: rows 400000 and 600000 share a diagonal"
	if err := b.Validate(); err == nil || err.Error() != want {
		t.Errorf("Validate after swapping two rows = %v, want %q", err, want)
	}
}

func TestParseBoard(t *testing.T) {
	want := nqueens.Board{1, 3, 0, 2}
	inputs := map[string]string{
		"String":          ".Q..\n...Q\nQ...\n..Q.",
		"trailing":        ".Q..\n...Q\nQ...\n..Q.\n",
		"blank lines":     "\n\n  \n.Q..\n...Q\nQ...\n..Q.\n\n \n",
		"CRLF":            ".Q..\r\n...Q\r\nQ...\r\n..Q.\r\n",
		"indented":        "\t.Q..\n\t...Q\n\tQ...\n\t..Q.",
		"Grid":            want.Grid(),
		"matrix":          "0 1 0 0\n0 0 0 1\n1 0 0 0\n0 0 1 0\n",
		"packed matrix":   "0100\n0001\n1000\n0010",
		"stars":           "* Q * *\n* * * Q\nQ * * *\n* * Q *",
		"dashes":          "-Q--\n---Q\nQ---\n--Q-",
		"mixed":           ". 1 - *\n0..Q\nQ - - -\n* * 1 .",
		"grid by hand":    "+-+-+-+-+\n| |Q| | |\n+-+-+-+-+\n| | | |Q|\n+-+-+-+-+\n|Q| | | |\n+-+-+-+-+\n| | |Q| |\n+-+-+-+-+",
		"grid with marks": "|.|Q|.|.|\n|.|.|.|1|\n|Q|.|.|.|\n|.|.|Q|.|",
		"tuple":           "(2, 4, 1, 3)",
		"tuple packed":    "(2,4,1,3)\n",
		"tuple spaced":    "\n  ( 2 ,4, 1,3 )  \n\n",
		"JSON":            "[1,3,0,2]",
		"JSON spaced":     "[1, 3, 0, 2]\n",
		"JSON over lines": "[\n  1,\n  3,\n  0,\n  2\n]\n",
		"byte-order mark": "\uFEFF.Q..\n...Q\nQ...\n..Q.\n",
		"JSON with mark":  "\uFEFF[1,3,0,2]",
	}
	for name, s := range inputs {
		t.Run(name, func(t *testing.T) {
			got, err := nqueens.ParseBoard(s)
			if err != nil {
				t.Fatalf("ParseBoard(%q): %v", s, err)
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("ParseBoard(%q) (-want +got):\n%s", s, diff)
			}
		})
	}
	for _, s := range []string{"()", "[]", " [ ] \n", "\uFEFF[]"} {
		got, err := nqueens.ParseBoard(s)
		if err != nil || got == nil || len(got) != 0 {
			t.Errorf("ParseBoard(%q) = %#v, %v; want the empty board", s, got, err)
		}
	}
}

func TestParseBoardErrors(t *testing.T) {
	tests := []struct {
		s, want string
	}{
		{"Q.\n.Q\nQ.", "nqueens: line 1: 2 squares in a board of 3 rows"},
		{"", "nqueens: line 1: no board: the text is empty"},
		{" \n\n ", "nqueens: line 1: no board: the text is empty"},
		{"\uFEFF\n", "nqueens: line 1: no board: the text is empty"},
		{"[+1,3,0,2]", `nqueens: line 1: row 0: "+1" is not written as JSON writes a number, without a plus sign or leading zeros`},
		{"[01,3,0,2]", `nqueens: line 1: row 0: "01" is not written as JSON writes a number, without a plus sign or leading zeros`},
		{"[1,3,0,2]\n[0,2,4,1,3]\n" + strings.Repeat("[0]\n", 1000), `nqueens: line 2: "[0,2,4,1,3]\n[0]\n[0]\n[0]\n[0]\n[0]\n[0]\n[0]\n…" after the closing ']' of the JSON array on line 1`},
		{"." + strings.Repeat("Q", 100), `nqueens: line 1: 101 squares in a board of 1 row`},
		{"|" + strings.Repeat("Q", 100), `nqueens: line 1: grid row "|QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ…" does not end with '|'`},
		{"Q..\n.Q.", "nqueens: line 1: 3 squares in a board of 2 rows"},
		{"Q..\n.Q\n..Q", "nqueens: line 2: 2 squares in a board of 3 rows"},
		{"\n\nQ..\nQ.Q\n..Q", "nqueens: line 4: two queens, in columns 0 and 2"},
		{"Q..\n...\n..Q", "nqueens: line 2: no queen"},
		{"Q..\n.x.\n..Q", "nqueens: line 2: column 1: a blocked square, 'x', which only a puzzle has"},
		{"Q..\n.y.\n..Q", "nqueens: line 2: unknown character 'y' (want 'Q' or '1' for a queen; '.', '*', '0' or '-' for a free square; 'x' for a blocked one)"},
		{"Q.\n.Q.", "nqueens: line 2: 3 squares in a board of 2 rows"},
		{"Q.", "nqueens: line 1: 2 squares in a board of 1 row"},
		{"1 3 0 2", "nqueens: line 1: a list of numbers: write the columns in parentheses, counted from 1, as in (2, 4, 1, 3), or in brackets, counted from 0, as in [1,3,0,2]"},
		{"\n 2,4,1,3", "nqueens: line 2: a list of numbers: write the columns in parentheses, counted from 1, as in (2, 4, 1, 3), or in brackets, counted from 0, as in [1,3,0,2]"},
		{"(2, 4, 1, 5)", "nqueens: line 1: row 3: column 5 out of range [1, 4] (a tuple counts columns from 1)"},
		{"(0, 1)", "nqueens: line 1: row 0: column 0 out of range [1, 2] (a tuple counts columns from 1)"},
		{"\n\n[1,3,0,4]", "nqueens: line 3: row 3: column 4 out of range [0, 3] (a JSON array counts columns from 0)"},
		{"[1,3,x,2]", `nqueens: line 1: row 2: "x" is not a whole number`},
		{"[1,3,,2]", `nqueens: line 1: row 2: "" is not a whole number`},
		{"(2, 4, 1, 3", `nqueens: line 1: tuple "(2, 4, 1, 3" has no closing ')'`},
		{"[0] [0]", `nqueens: line 1: "[0]" after the closing ']' of the JSON array on line 1`},
		{"Q..\n.♛.\n..Q", "nqueens: line 2: unknown character '♛' (want 'Q' or '1' for a queen; '.', '*', '0' or '-' for a free square; 'x' for a blocked one)"},
		{"Q..\n\n..Q", "nqueens: line 2: blank line inside the board"},
		{".Q..\n...Q\nQ...\n..Q.\n\n\n..Q.\nQ...\n...Q\n.Q..\n", "nqueens: line 7: a second board, after the board of lines 1 to 4: want one board"},
		{"\nQ\n\nQ", "nqueens: line 4: a second board, after the board of line 2: want one board"},
		{"+---+\n| Q |\n+---+\n\n+---+\n| Q |\n+---+", "nqueens: line 5: a second board, after the board of lines 1 to 3: want one board"},
		{"+---+\n| Q\n+---+", "nqueens: line 2: grid row \"| Q\" does not end with '|'"},
		{"+-=-+\n| Q |\n+---+", "nqueens: line 1: border \"+-=-+\" holds characters other than '+' and '-'"},
		{"| QQ | . |\n| . | Q |", "nqueens: line 1: column 0 holds \"QQ\", want one square"},
		{"| Q | x |\n| . | Q |", "nqueens: line 1: column 1: a blocked square, 'x', which only a puzzle has"},
		{"|", "nqueens: line 1: grid row \"|\" does not end with '|'"},
	}
	for _, tt := range tests {
		b, err := nqueens.ParseBoard(tt.s)
		if err == nil {
			t.Errorf("ParseBoard(%.60q) = %v, nil; want error %q", tt.s, []int(b), tt.want)
			continue
		}
		if err.Error() != tt.want {
			t.Errorf("ParseBoard(%.60q) error = %q, want %q", tt.s, err, tt.want)
		}
		if b != nil {
			t.Errorf("ParseBoard(%q) returned %v with its error, want nil", tt.s, []int(b))
		}
	}
}

// TestParseBoardRoundTrip reads back what String, Grid, Matrix, Tuple and
// encoding/json write, for every
// solution up to size 8 and for random boards that are not solutions.
func TestParseBoardRoundTrip(t *testing.T) {
	var boards []nqueens.Board
	for n := range 9 {
		boards = append(boards, nqueens.OracleOf(n)...)
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for range 200 {
		b := make(nqueens.Board, 1+rng.IntN(20))
		for r := range b {
			b[r] = rng.IntN(len(b))
		}
		boards = append(boards, b)
	}
	for _, b := range boards {
		for _, draw := range []func(nqueens.Board) string{nqueens.Board.String, nqueens.Board.Grid, nqueens.Board.Matrix, nqueens.Board.Tuple, jsonOf} {
			s := draw(b)
			if s == "" {
				continue // the drawing of the board of size 0, which "()" and "[]" write
			}
			got, err := nqueens.ParseBoard(s)
			if err != nil {
				t.Fatalf("ParseBoard(%q): %v", s, err)
			}
			if diff := cmp.Diff(b, got); diff != "" {
				t.Fatalf("ParseBoard(%q) (-want +got):\n%s", s, diff)
			}
		}
	}
}

// jsonOf writes b as a JSON array of its columns counted from 0.
func jsonOf(b nqueens.Board) string {
	text, err := json.Marshal([]int(b))
	if err != nil {
		panic(err)
	}
	return string(text)
}

// FuzzParseBoard checks that ParseBoard never panics, that its errors have
// the package's form, and that what it reads is drawn and read back the same.
func FuzzParseBoard(f *testing.F) {
	f.Add(".Q..\n...Q\nQ...\n..Q.")
	f.Add(nqueens.Board{1, 3, 0, 2}.Grid())
	f.Add("0 1\n1 0\n")
	f.Add("Q.\n..\n")
	f.Add("|Q|\n")
	f.Add("+\n|")
	f.Add("(2, 4, 1, 3)")
	f.Add("[1,3,0,2]")
	f.Add("1 3 0 2")
	f.Fuzz(func(t *testing.T, s string) {
		b, err := nqueens.ParseBoard(s)
		if err != nil {
			var pe *nqueens.ParseError
			if !errors.As(err, &pe) || pe.Line < 1 || !strings.HasPrefix(err.Error(), "nqueens: line ") {
				t.Fatalf("ParseBoard(%q) error %q does not name a line", s, err)
			}
			return
		}
		for r, c := range b {
			if c < 0 || c >= len(b) {
				t.Fatalf("ParseBoard(%q) = %v: row %d out of range", s, []int(b), r)
			}
		}
		for _, draw := range []func(nqueens.Board) string{nqueens.Board.String, nqueens.Board.Grid, nqueens.Board.Matrix, nqueens.Board.Tuple, jsonOf} {
			again, err := nqueens.ParseBoard(draw(b))
			if err != nil {
				t.Fatalf("ParseBoard(%q) = %v, which does not read back: %v", s, []int(b), err)
			}
			if diff := cmp.Diff(b, again); diff != "" {
				t.Fatalf("round trip of %v (-want +got):\n%s", []int(b), diff)
			}
		}
	})
}
