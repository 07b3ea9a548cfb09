package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/nqueens-go/nqueens"
)

// input is the text of a board or a puzzle, read from a file or from
// standard input.
type input struct {
	name string // the file's name, or "standard input"
	text string
}

// readInput reads the file that args name, or standard input if they name
// none or name "-".
func readInput(args []string, stdin io.Reader) (*input, error) {
	if len(args) > 1 {
		return nil, usagef("unexpected argument %q after FILE", args[1])
	}
	in := &input{name: "standard input"}
	r := stdin
	if len(args) == 1 && args[0] != "-" {
		in.name = args[0]
		f, err := os.Open(in.name)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		if info, err := f.Stat(); err == nil && info.IsDir() {
			return nil, fmt.Errorf("%s is a directory", in.name)
		}
		r = f
	}
	text, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("reading %s: %v", in.name, err)
	}
	in.text = string(text)
	if strings.TrimSpace(in.text) == "" {
		return nil, fmt.Errorf("%s holds no board", in.name)
	}
	return in, nil
}

// board reads the board of in.
func (in *input) board() (nqueens.Board, error) {
	b, err := nqueens.ParseBoard(in.text)
	return b, in.located(err)
}

// puzzle reads the puzzle of in.
func (in *input) puzzle() (*nqueens.Puzzle, error) {
	p, err := nqueens.ParsePuzzle(in.text)
	return p, in.located(err)
}

// located returns err, an error of the library's parsers, as an error that
// names the input and the line.
func (in *input) located(err error) error {
	var pe *nqueens.ParseError
	if errors.As(err, &pe) {
		return fmt.Errorf("%s: line %d: %v", in.name, pe.Line, pe.Err)
	}
	return err
}
