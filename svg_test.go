package nqueens

import (
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens/internal/svg"
)

// readSVG parses an SVG drawing of boards with encoding/xml and returns the
// boards it shows, read back from the positions of their queens: a crown
// is a use of #queen, a dot a circle in a group, each in the group of its
// board, which is translated to its cell of a sheet.
func readSVG(t *testing.T, text string) []Board {
	t.Helper()
	dec := xml.NewDecoder(strings.NewReader(text))
	var boards []Board
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
			in := strings.Join(path, "/")
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
			switch in {
			case "svg":
				svgs++
			case "svg/g/rect": // a board, in its group
				n := number("width")
				b := make(Board, n)
				for r := range b {
					b[r] = -1
				}
				boards = append(boards, b)
			case "svg/g/use":
				switch attr("href") {
				case "#queen", "#placed":
					boards[len(boards)-1][number("y")] = number("x")
				case "#blocked": // a square, not a queen
				default:
					t.Fatalf("a use of %q", attr("href"))
				}
			case "svg/g/g/circle":
				boards[len(boards)-1][number("cy")] = number("cx")
			}
		case xml.EndElement:
			path = path[:len(path)-1]
		}
	}
	if svgs != 1 {
		t.Fatalf("%d svg elements, want 1", svgs)
	}
	return boards
}

func TestSVG(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int{1, 4, 8, 30, svg.CrownsUpTo, svg.CrownsUpTo + 1, 100, svg.CheckersUpTo + 1, 1000} {
		b, _ := Random(n, r)
		if n == 1 {
			b = Board{0}
		}
		pic := b.SVG()
		if diff := cmp.Diff([]Board{b}, readSVG(t, pic)); diff != "" {
			t.Errorf("n=%d: the board the SVG shows (-want +got):\n%s", n, diff)
		}
		wantCrowns := 0
		if n <= svg.CrownsUpTo {
			wantCrowns = n
		}
		if got := strings.Count(pic, `xlink:href="#queen"`); got != wantCrowns {
			t.Errorf("n=%d: %d crowns, want %d", n, got, wantCrowns)
		}
		if checkered := strings.Contains(pic, `fill="url(#checkers)"`); checkered != (n <= svg.CheckersUpTo) {
			t.Errorf("n=%d: checkered %v", n, checkered)
		}
		if !strings.Contains(pic, fmt.Sprintf(`viewBox="0 0 %d %d"`, n, n)) {
			t.Errorf("n=%d: no viewBox of the board: %.200s", n, pic)
		}
	}
	// A board with a row out of range draws the row empty, and the empty
	// board is an empty svg.
	if got := readSVG(t, Board{1, 5, 0}.SVG()); !cmp.Equal(got, []Board{{1, -1, 0}}) {
		t.Errorf("Board{1, 5, 0} is drawn as %v", got)
	}
	if got := readSVG(t, Board{}.SVG()); len(got) != 0 {
		t.Errorf("the empty board is drawn as %v", got)
	}
}

func TestWriteSVGSheet(t *testing.T) {
	var boards []Board
	for b := range Unique(8) {
		boards = append(boards, b)
	}
	boards = append(boards, Board{1, 3, 0, 2}) // a smaller board in a cell of 8
	var s strings.Builder
	if err := WriteSVG(&s, boards); err != nil {
		t.Fatal(err)
	}
	got := readSVG(t, s.String())
	if diff := cmp.Diff(boards, got); diff != "" {
		t.Errorf("the boards of the sheet (-want +got):\n%s", diff)
	}
	// 13 boards in rows of 8, in cells of 9 squares.
	if !strings.Contains(s.String(), `viewBox="0 0 72 18"`) || !strings.Contains(s.String(), `<g transform="translate(36 9)">`) {
		t.Errorf("the sheet is not two rows of cells of 9: %.300s", s.String())
	}
	if err := WriteSVG(failingWriter{}, boards); err == nil {
		t.Errorf("WriteSVG to a writer that fails returned no error")
	}
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

// TestSVGGolden checks the drawing of the first solution of 8 against
// testdata/first-8.svg, which was looked at, rendered, by a person. If the
// drawing changes on purpose, look at the new one and write it there.
func TestSVGGolden(t *testing.T) {
	want, err := os.ReadFile("testdata/first-8.svg")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := First(8)
	if got := b.SVG(); got != string(want) {
		t.Errorf("the SVG of the first solution of 8 differs from testdata/first-8.svg:\n%s", got)
	}
}

// TestWriteQueensSVG checks that a board drawn from its queens, streamed,
// is the picture Board.SVG draws, for boards of crowns, of dots and
// without checkers, and that queens outside the board are left out.
func TestWriteQueensSVG(t *testing.T) {
	for _, n := range []int{0, 1, 8, 100, 1001} {
		b, _ := Construct(n)
		queens, _ := ConstructQueens(n)
		var s strings.Builder
		if err := WriteQueensSVG(&s, n, queens); err != nil {
			t.Fatal(err)
		}
		if s.String() != b.SVG() {
			t.Errorf("n = %d: WriteQueensSVG and Board.SVG draw different pictures", n)
		}
	}
	outside := func(yield func(int, int) bool) {
		_ = yield(0, 1) && yield(1, 7) && yield(-1, 0) && yield(2, 0)
	}
	var s strings.Builder
	WriteQueensSVG(&s, 3, outside)
	if got := readSVG(t, s.String()); !cmp.Equal(got, []Board{{1, -1, 0}}) {
		t.Errorf("queens outside the board are drawn as %v", got)
	}
	if err := WriteQueensSVG(failingWriter{}, 8, slices.All(Board{0, 4, 7, 5, 2, 6, 1, 3})); err == nil {
		t.Errorf("WriteQueensSVG to a writer that fails returned no error")
	}
	s.Reset()
	err := WriteQueensSVG(&s, -1, outside)
	if want := "nqueens: WriteQueensSVG: n = -1 is negative"; err == nil || err.Error() != want || s.Len() != 0 {
		t.Errorf("WriteQueensSVG of size -1 wrote %d bytes and returned %v; want nothing written and %q", s.Len(), err, want)
	}
}

// TestWriteSVGLegible checks that a long sheet is scaled by its width, so
// that each of 724 boards of 10 is drawn 90 pixels across or more.
func TestWriteSVGLegible(t *testing.T) {
	var boards []Board
	for b := range All(10) {
		boards = append(boards, b)
	}
	var s strings.Builder
	WriteSVG(&s, boards)
	var width, height float64
	var vw, vh int
	if _, err := fmt.Sscanf(s.String()[strings.Index(s.String(), `width="`):], `width="%g" height="%g" viewBox="0 0 %d %d"`, &width, &height, &vw, &vh); err != nil {
		t.Fatal(err)
	}
	if perBoard := width / float64(vw) * 10; width > 800 || perBoard < 90 {
		t.Errorf("a sheet of 724 boards of 10 is %g pixels wide, each board %.1f pixels across", width, perBoard)
	}
}
