package main

import (
	"bufio"
	"encoding/json"
	"io"
	"iter"
	"strconv"
	"time"

	"github.com/nqueens-go/nqueens"
)

// output buffers what a command prints, and flushes it at least every
// flushEvery while boards keep coming, so that a slow search still shows its
// solutions as it finds them.
type output struct {
	w         *bufio.Writer
	lastFlush time.Time
}

const flushEvery = 100 * time.Millisecond

func newOutput(w io.Writer) *output {
	return &output{w: bufio.NewWriterSize(w, 64<<10), lastFlush: time.Now()}
}

// tick flushes the buffer if it has held output for long enough, and
// returns the first error met in writing.
func (o *output) tick() error {
	if now := time.Now(); now.Sub(o.lastFlush) >= flushEvery {
		o.lastFlush = now
		return o.w.Flush()
	}
	return nil
}

func (o *output) flush() error { return o.w.Flush() }

// writeJSON writes v as one line of JSON. It returns an error only if v
// does not marshal: an error in writing shows when o is flushed.
func (o *output) writeJSON(v any) error {
	text, err := json.Marshal(v)
	if err != nil {
		return err
	}
	o.w.Write(text)
	o.w.WriteByte('\n')
	return nil
}

// A format is a way to print boards, and the one table of them is
// boardFormats: each command that prints boards takes its -format from it.
type format struct {
	name string
	// board writes one board; first is set for the first board of a
	// listing, which needs no separator before it.
	board func(out *output, b nqueens.Board, first bool)
	// stream, if not nil, writes the one board of size n whose queens
	// queens yields, in O(1) memory. The formats without it draw all
	// n×n squares.
	stream func(out *output, n int, queens iter.Seq2[int, int]) error
	// sheet is set for a format that draws the boards of a listing in
	// one picture.
	sheet bool
}

// boardFormats are the formats of boards, the default first.
var boardFormats = []format{
	{name: "dots", board: drawn(nqueens.Board.String)},
	{name: "grid", board: drawn(nqueens.Board.Grid)},
	{name: "matrix", board: drawn(nqueens.Board.Matrix)},
	{name: "tuple", board: line(nqueens.Board.Tuple), stream: streamLine(1, "(", ", ", ")")},
	{name: "json", board: line(jsonArray), stream: streamLine(0, "[", ",", "]")},
	{name: "svg", board: picture, sheet: true, stream: func(out *output, n int, queens iter.Seq2[int, int]) error {
		return nqueens.WriteQueensSVG(out.w, n, queens)
	}},
}

// formatNamed returns the format of boards called name.
func formatNamed(name string) (format, bool) {
	for _, f := range boardFormats {
		if f.name == name {
			return f, true
		}
	}
	return format{}, false
}

// formatNames returns the names of the formats of boards.
func formatNames() []string {
	names := make([]string, len(boardFormats))
	for i, f := range boardFormats {
		names[i] = f.name
	}
	return names
}

// picture writes a board as an SVG picture.
func picture(out *output, b nqueens.Board, _ bool) {
	nqueens.WriteSVG(out.w, []nqueens.Board{b}) // errors show when out is flushed
}

// streamLine returns the stream of a format that prints a board's columns,
// counted from base, between open and close and separated by sep, on a
// line of its own.
func streamLine(base int, open, sep, close string) func(*output, int, iter.Seq2[int, int]) error {
	return func(out *output, _ int, queens iter.Seq2[int, int]) error {
		writeColumns(out.w, queens, base, open, sep, close)
		return out.w.WriteByte('\n')
	}
}

// drawn returns a format that prints boards drawn over several lines,
// with a blank line between boards. The board of size 0 has no square to
// draw, and a drawing of it would be a blank line, which reads as no board
// at all: it is written as its column list, (), which every command that
// reads a board reads as the board of size 0.
func drawn(draw func(nqueens.Board) string) func(*output, nqueens.Board, bool) {
	return func(out *output, b nqueens.Board, first bool) {
		if !first {
			out.w.WriteByte('\n')
		}
		if len(b) == 0 {
			out.w.WriteString(b.Tuple())
		} else {
			out.w.WriteString(draw(b))
		}
		out.w.WriteByte('\n')
	}
}

// line returns a format that prints each board on a line of its own.
func line(write func(nqueens.Board) string) func(*output, nqueens.Board, bool) {
	return func(out *output, b nqueens.Board, _ bool) {
		out.w.WriteString(write(b))
		out.w.WriteByte('\n')
	}
}

// jsonArray writes b's columns, counted from 0, as a JSON array: what
// encoding/json writes for a Board.
func jsonArray(b nqueens.Board) string {
	text, _ := json.Marshal(b) // a []int always marshals
	return string(text)
}

// writeColumns writes the columns of the queens, counted from base, between
// open and close and separated by sep: the tuple and JSON forms of
// [nqueens.Board.Tuple] and encoding/json, for a board that is never held
// in memory. It writes as it goes, so that a board of millions of queens
// streams, and stops at the first error.
func writeColumns(w *bufio.Writer, queens iter.Seq2[int, int], base int, open, sep, close string) {
	var digits [20]byte
	w.WriteString(open)
	for r, c := range queens {
		if r > 0 {
			w.WriteString(sep)
		}
		if _, err := w.Write(strconv.AppendInt(digits[:0], int64(c+base), 10)); err != nil {
			return // the error shows when w is flushed
		}
	}
	w.WriteString(close)
}
