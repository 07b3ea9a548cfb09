// Package linereader reads the lines of an input one at a time, each
// within a bound, for the programs of the module and the readers of text
// beneath them: a board, as internal/boardtext's Scanner reads boards one
// after another; a puzzle of queens in regions, as the regions package's
// Reader reads them; the lines of shards to add up, a checkpoint or a
// journal. An input that holds a byte 0, which no text holds, or a line
// longer than the bound, /dev/zero, a binary file or a line without end,
// is refused at once with an error that names the input and the line,
// rather than read until memory runs out.
package linereader

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"

	"github.com/nqueens-go/nqueens/internal/prose"
)

// A Reader reads the lines of an input, each of at most Max bytes, its
// newline included. Its bufio.Reader is there for a caller that reads the
// bytes between lines itself, as a list of numbers over several lines.
type Reader struct {
	*bufio.Reader
	Name string // the input's name in errors: a file's name, or "standard input"
	Max  int
	Line int // the number of lines read
	// Zeros, if set, lets a line hold bytes 0, as the end of a file
	// that a crash cut short can.
	Zeros bool
	buf   []byte // the last line read
	// tooLong is set once Next has refused a line longer than Max;
	// taken is then the number of its bytes that Next read, and end
	// says whether that was all of it: 0 if not, '\n' if it ended in a
	// newline and 1 if at the end of the input.
	tooLong bool
	taken   int64
	end     byte
}

// NewReader returns a Reader of r, called name in errors, whose lines take
// at most max bytes.
func NewReader(r io.Reader, name string, max int) *Reader {
	return &Reader{Reader: bufio.NewReader(r), Name: name, Max: max}
}

// Next returns the next line, with its newline unless it is the last line
// of the input and has none, and io.EOF after the last. The line is valid
// until the next call. It returns an error naming the input and the line
// if the line is longer than Max bytes, or holds a byte 0 (unless Zeros is
// set), and the error of reading, naming the input. It reads no more of a
// line than Max bytes and a buffer.
func (lr *Reader) Next() ([]byte, error) {
	lr.buf = lr.buf[:0]
	for {
		chunk, err := lr.ReadSlice('\n')
		if !lr.Zeros && bytes.IndexByte(chunk, 0) >= 0 {
			return nil, lr.ZeroError()
		}
		if len(lr.buf)+len(chunk) > lr.Max {
			lr.tooLong, lr.taken = true, int64(len(lr.buf)+len(chunk))
			switch {
			case err == nil:
				lr.end = '\n'
			case errors.Is(err, io.EOF):
				lr.end = 1
			}
			return nil, fmt.Errorf("%s: line %d: longer than %s, more than any line of it may take", lr.Name, lr.Line+1, prose.Bytes(uint64(lr.Max)))
		}
		if need := len(lr.buf) + len(chunk); need > cap(lr.buf) {
			// Twice as large, rather than append's quarter more for a
			// large slice: a line of Max bytes leaves less garbage.
			grown := make([]byte, len(lr.buf), min(max(2*cap(lr.buf), need), lr.Max))
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
			return nil, fmt.Errorf("reading %s: %v", lr.Name, err)
		}
		lr.Line++
		return lr.buf, nil
	}
}

// ZeroError returns the error for a byte 0 in the line after the last
// one read.
func (lr *Reader) ZeroError() error {
	return fmt.Errorf("%s: line %d: holds a byte 0, which no text does: is it a binary file?", lr.Name, lr.Line+1)
}

// TooLong reports whether Next has refused a line longer than Max, whose
// rest Rest has not read.
func (lr *Reader) TooLong() bool { return lr.tooLong }

// Rest reads the rest of the line longer than Max that Next refused,
// without keeping it, counts it in Line, and returns the number of its
// bytes and whether it ends in a newline rather than at the end of the
// input; called again, or after no such refusal, it returns 0. It is for
// a regular file, whose end it reaches.
func (lr *Reader) Rest() (size int64, complete bool, err error) {
	if !lr.tooLong {
		return 0, false, nil
	}
	lr.tooLong = false
	size = lr.taken
	for end := lr.end; ; {
		switch end {
		case '\n':
			lr.Line++
			return size, true, nil
		case 1:
			lr.Line++
			return size, false, nil
		}
		chunk, err := lr.ReadSlice('\n')
		size += int64(len(chunk))
		switch {
		case err == nil:
			end = '\n'
		case errors.Is(err, io.EOF):
			end = 1
		case !errors.Is(err, bufio.ErrBufferFull):
			return 0, false, fmt.Errorf("reading %s: %v", lr.Name, err)
		}
	}
}
