package puzzle_test

import (
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/puzzle"
)

// A drawing is what an SVG picture of a puzzle's boards shows, read back
// with encoding/xml: each board, from the positions of its queens, -1
// for a row without one; the queens drawn red, the puzzle's; and the
// squares crossed, its marks.
type drawing struct {
	boards        []nqueens.Board
	placed, marks [][]puzzle.Square // by board
}

// readSVG parses an SVG drawing of boards: a crown is a use of #queen or
// #placed, a dot a circle in a group, red where the puzzle placed it, a
// cross a use of #blocked, each in the group of its board.
func readSVG(t *testing.T, text string) drawing {
	t.Helper()
	dec := xml.NewDecoder(strings.NewReader(text))
	var d drawing
	var path []string // the names of the open elements
	svgs := 0
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("not XML: %v\n%.300s", err, text)
		}
		switch el := tok.(type) {
		case xml.StartElement:
			path = append(path, el.Name.Local)
			attr := func(name string) string {
				for _, a := range el.Attr {
					if a.Name.Local == name {
						return a.Value
					}
				}
				return ""
			}
			number := func(name string) int {
				v, err := strconv.ParseFloat(attr(name), 64)
				if err != nil {
					t.Fatalf("<%s %s=%q>: %v", el.Name.Local, name, attr(name), err)
				}
				return int(math.Floor(v))
			}
			last := len(d.boards) - 1
			switch strings.Join(path, "/") {
			case "svg":
				svgs++
			case "svg/g/rect": // a board, in its group
				b := make(nqueens.Board, number("width"))
				for r := range b {
					b[r] = -1
				}
				d.boards = append(d.boards, b)
				d.placed = append(d.placed, nil)
				d.marks = append(d.marks, nil)
			case "svg/g/use":
				s := puzzle.Square{Row: number("y"), Col: number("x")}
				switch attr("href") {
				case "#queen":
					d.boards[last][s.Row] = s.Col
				case "#placed":
					d.boards[last][s.Row] = s.Col
					d.placed[last] = append(d.placed[last], s)
				case "#blocked":
					d.marks[last] = append(d.marks[last], s)
				default:
					t.Fatalf("a use of %q", attr("href"))
				}
			case "svg/g/g/circle":
				s := puzzle.Square{Row: number("cy"), Col: number("cx")}
				d.boards[last][s.Row] = s.Col
				if attr("fill") == "#b02020" {
					d.placed[last] = append(d.placed[last], s)
				}
			}
		case xml.EndElement:
			path = path[:len(path)-1]
		}
	}
	if svgs != 1 {
		t.Fatalf("%d svg elements, want 1", svgs)
	}
	return d
}

// TestWriteSVG checks the drawing of a puzzle's completions: the boards
// read back, each with the puzzle's queens in red and its marked squares
// crossed; the puzzle alone, with no boards, as SVG draws it too; and a
// puzzle too large for crowns, whose queens placed are red dots.
func TestWriteSVG(t *testing.T) {
	p := nauck()
	if err := p.Mark(0, 0); err != nil {
		t.Fatal(err)
	}
	completions := slices.Collect(p.All())
	var s strings.Builder
	if err := p.WriteSVG(&s, completions); err != nil {
		t.Fatal(err)
	}
	got := readSVG(t, s.String())
	if diff := cmp.Diff(completions, got.boards); diff != "" {
		t.Errorf("the completions drawn (-want +got):\n%s", diff)
	}
	for i := range completions {
		if diff := cmp.Diff(p.Queens(), got.placed[i]); diff != "" {
			t.Errorf("board %d: the queens in red (-want +got):\n%s", i, diff)
		}
		if diff := cmp.Diff(p.Marks(), got.marks[i]); diff != "" {
			t.Errorf("board %d: the squares crossed (-want +got):\n%s", i, diff)
		}
	}
	s.Reset()
	if err := p.WriteSVG(&s, nil); err != nil {
		t.Fatal(err)
	}
	alone := readSVG(t, s.String())
	if !cmp.Equal(alone.boards, []nqueens.Board{{-1, -1, -1, 3, 1, -1, -1, -1}}) || !cmp.Equal(alone.placed[0], p.Queens()) || !cmp.Equal(alone.marks[0], p.Marks()) {
		t.Errorf("the puzzle alone reads back as %+v", alone)
	}
	if p.SVG() != s.String() {
		t.Errorf("SVG and WriteSVG with no answers draw different pictures")
	}
	b, _ := nqueens.Construct(50)
	big := puzzle.New(50)
	big.Place(7, b[7])
	s.Reset()
	big.WriteSVG(&s, []nqueens.Board{b})
	dots := readSVG(t, s.String())
	if !cmp.Equal(dots.boards, []nqueens.Board{b}) || !cmp.Equal(dots.placed[0], []puzzle.Square{{Row: 7, Col: b[7]}}) {
		t.Errorf("the queen placed of a puzzle of 50 is not a red dot")
	}
	if strings.Contains(nqueens.Board{1, 3, 0, 2}.SVG(), "#placed") {
		t.Errorf("a board's picture defines the marks of puzzles")
	}
	if got := readSVG(t, puzzle.New(0).SVG()); len(got.boards) != 0 {
		t.Errorf("the puzzle of 0 is drawn as %+v", got)
	}
}

// TestWriteSVGErrors checks that boards that are not answers are
// refused, as Verify refuses them, before anything is written, and that
// an error in writing is returned.
func TestWriteSVGErrors(t *testing.T) {
	p := nauck()
	if err := p.Mark(0, 0); err != nil {
		t.Fatal(err)
	}
	marked := puzzle.New(4)
	if err := marked.Mark(0, 1); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		p    *puzzle.Puzzle
		b    nqueens.Board
		want string
	}{
		{p, nqueens.Board{1, 3, 0, 2}, "board 1, [1 3 0 2], is not an answer: a board of size 4, not the puzzle's 8"},
		{p, nqueens.Board{0, 1, 2, 3, 4, 5, 6, 7}, "board 1, [0 1 2 3 4 5 6 7], is not an answer: place row 0, column 0: is marked empty"},
		{p, nqueens.Board{1, 3, 5, 7, 2, 0, 6, 4}, "board 1, [1 3 5 7 2 0 6 4], is not an answer: place row 0, column 1: queens at row 0, column 1 and row 4, column 1 share column 1"},
		{marked, nqueens.Board{1, 3, 0, 2}, "board 1, [1 3 0 2], is not an answer: place row 0, column 1: is marked empty"},
		{marked, nqueens.Board{2, 0, 3, 3}, "board 1, [2 0 3 3], is not an answer: place row 3, column 3: queens at row 2, column 3 and row 3, column 3 share column 3"},
	} {
		var s strings.Builder
		var first nqueens.Board
		for b := range tc.p.All() {
			first = b
			break
		}
		err := tc.p.WriteSVG(&s, []nqueens.Board{first, tc.b})
		// Whether the error of Verify within says "puzzle: " again is
		// TestErrorsSayPuzzleOnce's to check.
		got := strings.Replace(fmt.Sprint(err), "of the puzzle: puzzle: ", "of the puzzle: ", 1)
		if want := "puzzle: " + tc.want; err == nil || got != want || s.Len() != 0 {
			t.Errorf("WriteSVG of %v wrote %d bytes and returned %v; want nothing written and %q", tc.b, s.Len(), err, want)
		}
		if reason := errors.Unwrap(tc.p.Verify(tc.b)); reason != nil && !errors.Is(err, reason) {
			t.Errorf("WriteSVG of %v: %v does not wrap %v, as Verify's error does", tc.b, err, reason)
		}
	}
	if err := p.WriteSVG(failingWriter{}, nil); err == nil {
		t.Errorf("WriteSVG to a writer that fails returned no error")
	}
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, fmt.Errorf("disk full") }
