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
	name := "-"
	if len(args) == 1 {
		name = args[0]
	}
	r, label, closeFile, err := openInput(name, stdin)
	if err != nil {
		return nil, err
	}
	defer closeFile()
	in := &input{name: label}
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

// puzzle reads the puzzle of in.
func (in *input) puzzle() (*nqueens.Puzzle, error) {
	p, err := nqueens.ParsePuzzle(in.text)
	return p, in.located(err)
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
	return err
}

// A boardText is the text of one board of an input, and the line of the
// input it starts on, counted from 1.
type boardText struct {
	line int
	text string
}

// boards splits the input into the texts of its boards, one after
// another: each column list, a tuple or a JSON array, from its opening
// '(' or '[' to its close, over as many lines as it takes, and each
// drawing, a run of lines up to a blank one.
func (in *input) boards() []boardText {
	text := strings.TrimPrefix(in.text, "\uFEFF")
	lines := strings.SplitAfter(text, "\n")
	var boards []boardText
	for i := 0; i < len(lines); {
		line := strings.TrimSpace(lines[i])
		switch {
		case line == "":
			i++
		case line[0] == '(' || line[0] == '[':
			// A list, up to its close: the rest of its last line, if
			// it holds more than spaces, starts the next board.
			closer := map[byte]string{'(': ")", '[': "]"}[line[0]]
			var b strings.Builder
			start := i
			for ; i < len(lines); i++ {
				if end := strings.Index(lines[i], closer); end >= 0 {
					b.WriteString(lines[i][:end+1])
					lines[i] = lines[i][end+1:]
					break
				}
				b.WriteString(lines[i])
			}
			boards = append(boards, boardText{start + 1, b.String()})
		default:
			start := i
			var b strings.Builder
			for ; i < len(lines) && strings.TrimSpace(lines[i]) != ""; i++ {
				b.WriteString(lines[i])
			}
			boards = append(boards, boardText{start + 1, b.String()})
		}
	}
	return boards
}
