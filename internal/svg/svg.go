// Package svg draws N-Queens boards in SVG with one unit for each
// square, in a viewBox, so that a picture scales to any size: the
// checkered squares are one pattern, whatever the size, and each queen is
// a use of one symbol. The root package's Board.SVG, WriteSVG,
// Puzzle.WriteSVG and WriteQueensSVG state what the pictures are.
package svg

import (
	"bufio"
	"fmt"
	"io"
	"iter"
	"math/bits"
	"slices"
	"strconv"
	"strings"
)

// The drawing of boards.
const (
	CrownsUpTo      = 48  // larger boards draw queens as dots
	CheckersUpTo    = 200 // larger boards are not checkered
	svgSquarePixels = 40  // the size of a square on a small board
	svgMostPixels   = 800 // the most pixels across a picture, for its size
	svgLight        = "#f0d9b5"
	svgDark         = "#b58863"
	svgQueen        = "#1c1c1c"
	svgPlaced       = "#b02020" // a queen that a puzzle placed, and its blocked squares
	svgSheetColumns = 8         // the most boards in a row of a sheet
)

// svgCrown is a queen's crown in a square of one unit: a band, five points
// and a ball on each.
const svgCrown = `<path d="M.18 .84H.82L.86 .72H.14ZM.16 .66L.1 .3L.24 .5L.3 .22L.4 .48L.5 .15L.6 .48L.7 .22L.76 .5L.9 .3L.84 .66Z"/>` +
	`<circle cx=".1" cy=".27" r=".055"/><circle cx=".3" cy=".19" r=".055"/><circle cx=".5" cy=".12" r=".06"/>` +
	`<circle cx=".7" cy=".19" r=".055"/><circle cx=".9" cy=".27" r=".055"/>`

// Marks are a puzzle's marks, drawn on each board of its size: the
// queens it placed, Queens[r] the column of row r's or -1, in red, and its
// blocked squares, the bits of Blocked[r], crossed.
type Marks struct {
	N       int
	Queens  []int
	Blocked []uint64
}

// Sheet writes boards to w as one SVG image: one board alone, and more in
// a sheet of up to eight a row, in order, each in a square as large as the
// largest board; with the marks m on each board of their size unless m is
// nil. It writes as it goes, and returns the first error in writing.
func Sheet[B ~[]int](w io.Writer, boards []B, m *Marks) error {
	bw := bufio.NewWriter(w)
	size := 0
	for _, b := range boards {
		size = max(size, len(b))
	}
	// Each board takes a cell of size squares, and a sheet leaves one
	// square between cells.
	columns, rows, cell := 1, 1, size
	if len(boards) > 1 {
		columns = min(len(boards), svgSheetColumns)
		rows = (len(boards) + columns - 1) / columns
		cell = size + 1
	}
	dot := writeSVGStart(bw, columns*cell, rows*cell, m != nil)
	for i, b := range boards {
		x, y := (i%columns)*cell, (i/columns)*cell
		if err := writeSVGBoard(bw, len(b), slices.All([]int(b)), x, y, dot, m); err != nil {
			return err
		}
	}
	bw.WriteString("</svg>\n")
	return bw.Flush()
}

// Queens writes to w the board of size n whose queens queens yields, a
// row and a column each; a queen outside the board is left out. It holds
// O(1) memory.
func Queens(w io.Writer, n int, queens iter.Seq2[int, int]) error {
	bw := bufio.NewWriter(w)
	dot := writeSVGStart(bw, n, n, false)
	if err := writeSVGBoard(bw, n, queens, 0, 0, dot, nil); err != nil {
		return err
	}
	bw.WriteString("</svg>\n")
	return bw.Flush()
}

// writeSVGStart writes the start of a picture of width × height squares,
// with the definitions its boards use, those of a puzzle's marks too if
// marks is set, and returns the radius of a dot that stands for a queen:
// 0.4 squares, and at least 1.2 pixels.
func writeSVGStart(w *bufio.Writer, width, height int, marks bool) (dot float64) {
	width, height = max(width, 1), max(height, 1)
	scale := float64(svgSquarePixels)
	if float64(width)*scale > svgMostPixels {
		scale = float64(svgMostPixels) / float64(width)
	}
	fmt.Fprintf(w, `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="%s" height="%s" viewBox="0 0 %d %d">`+"\n",
		pixels(float64(width)*scale), pixels(float64(height)*scale), width, height)
	fmt.Fprintf(w, `<defs><pattern id="checkers" width="2" height="2" patternUnits="userSpaceOnUse">`+
		`<rect width="2" height="2" fill="%s"/><rect x="1" width="1" height="1" fill="%s"/><rect y="1" width="1" height="1" fill="%s"/></pattern>`,
		svgLight, svgDark, svgDark)
	fmt.Fprintf(w, `<symbol id="queen" viewBox="0 0 1 1" fill="%s" stroke="%s" stroke-width=".03">%s</symbol>`, svgQueen, svgLight, svgCrown)
	if marks {
		fmt.Fprintf(w, `<symbol id="placed" viewBox="0 0 1 1" fill="%s" stroke="%s" stroke-width=".03">%s</symbol>`, svgPlaced, svgLight, svgCrown)
		fmt.Fprintf(w, `<symbol id="blocked" viewBox="0 0 1 1" stroke="%s" stroke-width=".1" stroke-linecap="round"><path d="M.25 .25L.75 .75M.75 .25L.25 .75"/></symbol>`, svgPlaced)
	}
	w.WriteString("</defs>\n")
	return max(0.4, 1.2/scale)
}

// writeSVGBoard writes the board of size n with the queens queens yields,
// its top left corner at x, y, its queens as crowns, or as dots of radius
// dot on a board too large for crowns, and the marks m on it unless m is
// nil. It stops at the first error in writing, and returns it.
func writeSVGBoard(w *bufio.Writer, n int, queens iter.Seq2[int, int], x, y int, dot float64, m *Marks) error {
	if n == 0 {
		return nil
	}
	fill := "url(#checkers)"
	if n > CheckersUpTo {
		fill = svgLight
	}
	fmt.Fprintf(w, `<g transform="translate(%d %d)"><rect width="%d" height="%d" fill="%s" stroke="%s" stroke-width="%s"/>`+"\n",
		x, y, n, n, fill, svgDark, pixels(float64(n)/400))
	crowns := n <= CrownsUpTo
	if m != nil && m.N == n {
		for r := range n {
			for cols := m.Blocked[r]; cols != 0; cols &= cols - 1 {
				fmt.Fprintf(w, `<use xlink:href="#blocked" x="%d" y="%d" width="1" height="1"/>`+"\n", bits.TrailingZeros64(cols), r)
			}
		}
	}
	if !crowns {
		fmt.Fprintf(w, `<g fill="%s">`+"\n", svgQueen)
	}
	radius := pixels(dot)
	var buf []byte
	for r, c := range queens {
		if c < 0 || c >= n || r < 0 || r >= n {
			continue
		}
		placed := false
		if m != nil && m.N == n {
			placed = m.Queens[r] == c
		}
		// Appended by hand: fmt would allocate for each queen.
		switch {
		case crowns && placed:
			buf = append(buf[:0], `<use xlink:href="#placed" x="`...)
			buf = strconv.AppendInt(buf, int64(c), 10)
			buf = append(buf, `" y="`...)
			buf = strconv.AppendInt(buf, int64(r), 10)
			buf = append(buf, "\" width=\"1\" height=\"1\"/>\n"...)
		case crowns:
			buf = append(buf[:0], `<use xlink:href="#queen" x="`...)
			buf = strconv.AppendInt(buf, int64(c), 10)
			buf = append(buf, `" y="`...)
			buf = strconv.AppendInt(buf, int64(r), 10)
			buf = append(buf, "\" width=\"1\" height=\"1\"/>\n"...)
		default:
			buf = append(buf[:0], `<circle cx="`...)
			buf = strconv.AppendInt(buf, int64(c), 10)
			buf = append(buf, `.5" cy="`...)
			buf = strconv.AppendInt(buf, int64(r), 10)
			buf = append(buf, `.5" r="`...)
			buf = append(buf, radius...)
			if placed {
				buf = append(buf, `" fill="`+svgPlaced...)
			}
			buf = append(buf, "\"/>\n"...)
		}
		if _, err := w.Write(buf); err != nil {
			return err
		}
	}
	if !crowns {
		w.WriteString("</g>\n")
	}
	_, err := w.WriteString("</g>\n")
	return err
}

// pixels writes a length with at most two decimals.
func pixels(v float64) string {
	s := fmt.Sprintf("%.2f", v)
	s = strings.TrimRight(s, "0")
	return strings.TrimSuffix(s, ".")
}
