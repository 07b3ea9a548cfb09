package nqueens

import (
	"fmt"
	"io"
	"iter"
	"strings"

	"github.com/nqueens-go/nqueens/internal/svg"
)

// --- Boards as pictures ---
//
// A board is drawn in SVG with one unit for each square, in a viewBox, so
// that it scales to any size: the checkered squares are one pattern,
// whatever the size, and each queen is a use of one symbol.

// SVG returns b drawn as an SVG image: a checkered board with a crown for
// each queen, 40 pixels a square up to 800 pixels across, and scalable
// beyond. Boards larger than 48 squares draw each queen as a dot, and those
// larger than 200 leave out the checkering, too fine to see. A row whose
// column is outside [0, len(b)) is drawn without a queen. [WriteSVG] writes
// the same to an io.Writer, for boards too large for a string, and draws
// several boards in one svg.
func (b Board) SVG() string {
	var s strings.Builder
	WriteSVG(&s, []Board{b}) // a strings.Builder does not fail
	return s.String()
}

// WriteSVG writes boards to w as one SVG image: one board as [Board.SVG]
// draws it, and more in a sheet of up to eight a row, in order, each in a
// square as large as the largest board. A sheet is 800 pixels wide at
// most, and as tall as its rows make it, so that each board of a long
// sheet stays legible: 724 boards of 10 queens are drawn 91 pixels
// across. It returns the first error in writing. It writes as it goes,
// in O(1) memory beyond the boards: [WriteQueensSVG] draws a board too
// large to hold.
func WriteSVG(w io.Writer, boards []Board) error {
	return svg.Sheet(w, boards, nil)
}

// WriteQueensSVG writes to w the board of size n whose queens queens
// yields, a row and a column each, as [Board.SVG] draws a board; a queen
// outside the board is left out. It returns the first error in writing,
// and an error, before it writes anything, if n is negative. It holds O(1)
// memory, so that with [ConstructQueens] it draws a board far too large to
// hold.
func WriteQueensSVG(w io.Writer, n int, queens iter.Seq2[int, int]) error {
	if n < 0 {
		return fmt.Errorf("nqueens: WriteQueensSVG: n = %d is negative", n)
	}
	return svg.Queens(w, n, queens)
}
