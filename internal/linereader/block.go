package linereader

import (
	"bytes"
	"errors"
	"io"
)

// --- Blocks of lines ---
//
// A file of puzzles holds them one after another, each a block of lines
// with blank lines between, and comments, lines that start with '#',
// anywhere: both puzzle packages' Readers read it a block at a time.

// A Block is the lines of one puzzle of a file of puzzles: its lines,
// trimmed of spaces, each At its line of the input, and the comments
// before it and within it, without their '#'.
type Block struct {
	Lines    [][]byte
	At       []int
	Comments []string
	// Start is the line where the block starts, its first line that is
	// not a comment.
	Start int
	// Over is the line of the first line past the most asked for, 0
	// for none: Lines holds the lines before it, and the block was read
	// to its end, Total lines that are not comments.
	Over, Total int
}

// NextBlock reads the next block of lines, of at most most lines that
// are not comments, and returns io.EOF where no line is left but blank
// lines and comments. It returns the error of Next that stops it, with
// the block so far.
func (lr *Reader) NextBlock(most int) (Block, error) {
	var b Block
	for {
		line, err := lr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			if b.Start == 0 {
				b.Start = lr.Line + 1 // the line it could not read
			}
			return b, err
		}
		line = bytes.TrimSpace(line)
		if len(line) > 0 && line[0] == '#' {
			b.Comments = append(b.Comments, string(bytes.TrimSpace(line[1:])))
			continue
		}
		if len(line) == 0 {
			if b.Start > 0 {
				break
			}
			continue
		}
		if b.Start == 0 {
			b.Start = lr.Line
		}
		b.Total++
		if len(b.Lines) == most {
			if b.Over == 0 {
				b.Over = lr.Line
			}
			continue
		}
		b.Lines = append(b.Lines, bytes.Clone(line))
		b.At = append(b.At, lr.Line)
	}
	if b.Start == 0 {
		return b, io.EOF
	}
	return b, nil
}
