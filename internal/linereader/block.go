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

// Blocks reads the blocks of a file of puzzles one after another, as both
// puzzle packages' Readers do: each Next the next block, with its start
// and its comments kept, and an error that ends the input kept too, and
// returned again by each Next after it.
type Blocks struct {
	// Name is the input's name in the errors of reading it.
	Name     string
	lr       *Reader
	start    int
	comments []string
	err      error
}

// NewBlocks returns the Blocks of r, whose lines take at most max bytes.
func NewBlocks(r io.Reader, max int) *Blocks {
	return &Blocks{Name: "input", lr: NewReader(r, "input", max)}
}

// Next returns the next block, of at most most lines, as NextBlock reads
// it, or io.EOF after the last.
func (bs *Blocks) Next(most int) (Block, error) {
	if bs.err != nil {
		return Block{}, bs.err
	}
	bs.lr.Name = bs.Name
	b, err := bs.lr.NextBlock(most)
	bs.start, bs.comments = b.Start, b.Comments
	if err != nil && !errors.Is(err, io.EOF) {
		bs.err = err
	}
	return b, err
}

// Start returns the line where the last block starts, or where the one
// that Next could not read does.
func (bs *Blocks) Start() int { return bs.start }

// Comments returns the comments of the last block.
func (bs *Blocks) Comments() []string { return bs.comments }
