package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/internal/linereader"
	"github.com/nqueens-go/nqueens/internal/prose"
	"github.com/nqueens-go/nqueens/puzzle"
)

// input is the text of a board or a puzzle, read from a file or from
// standard input.
type input struct {
	name string // the file's name, or "standard input"
	text string
}

// readInput reads the file that args name, or standard input if they name
// none or name "-": at most maxInput bytes, in lines of at most maxLine,
// and no byte 0.
func readInput(args []string, stdin io.Reader) (*input, error) {
	lr, closeFile, err := openLines(args, stdin, maxLine)
	if err != nil {
		return nil, err
	}
	defer closeFile()
	in := &input{name: lr.Name}
	var text strings.Builder
	for {
		line, err := lr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		if text.Len()+len(line) > maxInput {
			return nil, fmt.Errorf("%s: longer than %s, more than any board or puzzle takes", in.name, prose.Bytes(maxInput))
		}
		text.Write(line)
	}
	in.text = text.String()
	if strings.TrimSpace(in.text) == "" {
		return nil, fmt.Errorf("%s holds no board", in.name)
	}
	return in, nil
}

// openLines opens the file that args name, or standard input if they name
// none or name "-", as a lineReader of lines of at most max bytes, with a
// function that closes it.
func openLines(args []string, stdin io.Reader, max int) (*linereader.Reader, func(), error) {
	if len(args) > 1 {
		return nil, nil, usagef("unexpected argument %q after FILE", args[1])
	}
	name := "-"
	if len(args) == 1 {
		name = args[0]
	}
	r, label, closeFile, err := openInput(name, stdin)
	if err != nil {
		return nil, nil, err
	}
	return linereader.NewReader(r, label, max), closeFile, nil
}

// openInput opens the file name, or returns stdin if name is "-", with the
// label that errors give it, the file's name or "standard input", and a
// function that closes it. A directory is an error.
func openInput(name string, stdin io.Reader) (r io.Reader, label string, closeFile func(), err error) {
	if name == "-" {
		return stdin, "standard input", func() {}, nil
	}
	if err := notDirectory(name, name); err != nil {
		return nil, "", nil, err
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, "", nil, err
	}
	return f, name, func() { f.Close() }, nil
}

// notDirectory returns an error that calls the file label if path is a
// directory, which no command reads or writes as a file.
func notDirectory(path, label string) error {
	if info, err := os.Stat(path); err == nil && info.IsDir() {
		return fmt.Errorf("%s is a directory", label)
	}
	return nil
}

// board reads the board of in.
func (in *input) board() (nqueens.Board, error) {
	b, err := nqueens.ParseBoard(in.text)
	return b, in.located(err)
}

// readPuzzle reads the puzzle of the file that args name, or of standard
// input, as readInput reads it, and returns it with its input.
func readPuzzle(args []string, stdin io.Reader) (*input, *puzzle.Puzzle, error) {
	in, err := readInput(args, stdin)
	if err != nil {
		return nil, nil, err
	}
	p, err := puzzle.Parse(in.text)
	return in, p, in.located(err)
}

// located returns err, an error of the library's parsers, as an error that
// names the input and the line.
func (in *input) located(err error) error {
	return in.locatedAt(err, 1)
}

// locatedAt is located, for an error in a text that starts on line first
// of the input.
func (in *input) locatedAt(err error, first int) error {
	var pe *nqueens.ParseError
	if errors.As(err, &pe) {
		return fmt.Errorf("%s: line %d: %v", in.name, first-1+pe.Line, pe.Err)
	}
	var ppe *puzzle.ParseError
	if errors.As(err, &ppe) {
		return fmt.Errorf("%s: line %d: %v", in.name, first-1+ppe.Line, ppe.Err)
	}
	return err
}
