package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
)

// --- Reading input within bounds ---
//
// Every input the command reads, a board, a puzzle, the lines of sum and a
// checkpoint, comes through a lineReader: a line at a time, each at most
// a bound long, and no byte 0, which no text the command reads holds. So
// /dev/zero, a binary file or a line without end is refused at once, with
// an error that says which line, rather than read until memory runs out.

// maxLine is the most bytes a line of input may take, its newline
// included: a board of 64 rows drawn as a grid takes 258.
const maxLine = 64 << 10

// maxInput is the most bytes that the board of next and the puzzle of
// solve may take: a puzzle of 64 rows drawn as a grid takes about 33 KiB.
const maxInput = 1 << 20

// maxCheckBoard is the most bytes that each board check reads may take,
// and each of its lines: a board of 3 million queens as a JSON list on
// one line, as random prints it, takes about 24 MiB.
const maxCheckBoard = 32 << 20

// A lineReader reads the lines of an input one at a time, each at most max
// bytes long, and refuses an input that holds a byte 0.
type lineReader struct {
	r    *bufio.Reader
	name string // the input's name in errors: a file's name, or "standard input"
	max  int
	line int    // the number of lines read
	buf  []byte // the last line read
	// zeros, if set, lets a line hold bytes 0, as the end of a file
	// that a crash cut short can.
	zeros bool
	// tooLong is set once next has refused a line longer than max; taken
	// is then the number of its bytes that next read, and end says
	// whether that was all of it: 0 if not, '\n' if it ended in a newline
	// and 1 if at the end of the input.
	tooLong bool
	taken   int64
	end     byte
}

// newLineReader returns a lineReader of r, called name in errors, whose
// lines take at most max bytes.
func newLineReader(r io.Reader, name string, max int) *lineReader {
	return &lineReader{r: bufio.NewReader(r), name: name, max: max}
}

// next returns the next line, with its newline unless it is the last line
// of the input and has none, and io.EOF after the last. The line is valid
// until the next call. It returns an error naming the input and the line
// if the line is longer than max bytes, or holds a byte 0 (unless zeros is
// set), and the error of reading, naming the input. It reads no more of a
// line than max bytes and a buffer.
func (lr *lineReader) next() ([]byte, error) {
	lr.buf = lr.buf[:0]
	for {
		chunk, err := lr.r.ReadSlice('\n')
		if !lr.zeros && bytes.IndexByte(chunk, 0) >= 0 {
			return nil, fmt.Errorf("%s: line %d: holds a byte 0, which no text does: is it a binary file?", lr.name, lr.line+1)
		}
		if len(lr.buf)+len(chunk) > lr.max {
			lr.tooLong, lr.taken = true, int64(len(lr.buf)+len(chunk))
			switch {
			case err == nil:
				lr.end = '\n'
			case errors.Is(err, io.EOF):
				lr.end = 1
			}
			return nil, fmt.Errorf("%s: line %d: longer than %s, more than a line of any input of nqueens takes", lr.name, lr.line+1, bytesText(uint64(lr.max)))
		}
		if need := len(lr.buf) + len(chunk); need > cap(lr.buf) {
			// Twice as large, rather than append's quarter more for a
			// large slice: a line of max bytes leaves less garbage.
			grown := make([]byte, len(lr.buf), min(max(2*cap(lr.buf), need), lr.max))
			copy(grown, lr.buf)
			lr.buf = grown
		}
		lr.buf = append(lr.buf, chunk...)
		switch {
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case errors.Is(err, io.EOF) && len(lr.buf) == 0:
			return nil, io.EOF
		case err != nil && !errors.Is(err, io.EOF):
			return nil, fmt.Errorf("reading %s: %v", lr.name, err)
		}
		lr.line++
		return lr.buf, nil
	}
}

// rest reads the rest of the line longer than max that next refused,
// without keeping it, and returns the number of its bytes and whether it
// ends in a newline rather than at the end of the input. It is for a
// regular file, whose end it reaches.
func (lr *lineReader) rest() (size int64, complete bool, err error) {
	size = lr.taken
	for end := lr.end; ; {
		switch end {
		case '\n':
			lr.line++
			return size, true, nil
		case 1:
			return size, false, nil
		}
		chunk, err := lr.r.ReadSlice('\n')
		size += int64(len(chunk))
		switch {
		case err == nil:
			end = '\n'
		case errors.Is(err, io.EOF):
			end = 1
		case !errors.Is(err, bufio.ErrBufferFull):
			return 0, false, fmt.Errorf("reading %s: %v", lr.name, err)
		}
	}
}
