package main

import (
	"bufio"
	"io"
	"strconv"
	"strings"
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

// format writes one board; first is set for the first board of a listing,
// which needs no separator before it.
type format func(out *output, b nqueens.Board, first bool)

// formats are the formats of boards, by name.
var formats = map[string]format{
	"dots":   drawing(nqueens.Board.String),
	"grid":   drawing(nqueens.Board.Grid),
	"matrix": drawing(matrix),
	"tuple":  line(tuple),
	"json":   line(jsonArray),
	"svg":    picture,
}

// picture writes a board as an SVG picture.
func picture(out *output, b nqueens.Board, _ bool) {
	nqueens.WriteSVG(out.w, []nqueens.Board{b}) // errors show when out is flushed
}

// drawing returns a format that prints boards drawn over several lines,
// with a blank line between boards.
func drawing(draw func(nqueens.Board) string) format {
	return func(out *output, b nqueens.Board, first bool) {
		if !first {
			out.w.WriteByte('\n')
		}
		out.w.WriteString(draw(b))
		out.w.WriteByte('\n')
	}
}

// line returns a format that prints each board on a line of its own.
func line(write func(w *bufio.Writer, b nqueens.Board)) format {
	return func(out *output, b nqueens.Board, _ bool) {
		write(out.w, b)
		out.w.WriteByte('\n')
	}
}

// matrix draws b as rows of 0 and 1 separated by spaces.
func matrix(b nqueens.Board) string {
	var s strings.Builder
	for r, c := range b {
		if r > 0 {
			s.WriteByte('\n')
		}
		for col := range b {
			if col > 0 {
				s.WriteByte(' ')
			}
			if col == c {
				s.WriteByte('1')
			} else {
				s.WriteByte('0')
			}
		}
	}
	return s.String()
}

// tuple writes the textbook form of b: its columns counted from 1, as in
// (2, 4, 1, 3).
func tuple(w *bufio.Writer, b nqueens.Board) {
	writeColumns(w, b, 1, "(", ", ", ")")
}

// jsonArray writes b's columns, counted from 0, as a JSON array.
func jsonArray(w *bufio.Writer, b nqueens.Board) {
	writeColumns(w, b, 0, "[", ",", "]")
}

// writeColumns writes b's columns, counted from base, between open and
// close and separated by sep. It writes as it goes, so that a board of
// millions of queens streams.
func writeColumns(w *bufio.Writer, b nqueens.Board, base int, open, sep, close string) {
	var digits [20]byte
	w.WriteString(open)
	for r, c := range b {
		if r > 0 {
			w.WriteString(sep)
		}
		w.Write(strconv.AppendInt(digits[:0], int64(c+base), 10))
	}
	w.WriteString(close)
}
