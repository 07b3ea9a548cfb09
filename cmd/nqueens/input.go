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
// none or name "-": at most maxInput bytes, in lines of at most maxLine,
// and no byte 0.
func readInput(args []string, stdin io.Reader) (*input, error) {
	lr, closeFile, err := openLines(args, stdin, maxLine)
	if err != nil {
		return nil, err
	}
	defer closeFile()
	in := &input{name: lr.name}
	var text strings.Builder
	for {
		line, err := lr.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		if text.Len()+len(line) > maxInput {
			return nil, fmt.Errorf("%s: longer than %s, more than any board or puzzle takes", in.name, bytesText(maxInput))
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
func openLines(args []string, stdin io.Reader, max int) (*lineReader, func(), error) {
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
	return newLineReader(r, label, max), closeFile, nil
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

// A boardScanner splits an input into the texts of its boards, one after
// another, as it reads them: each column list, a tuple or a JSON array,
// from its opening '(' or '[' to its close, over as many lines as it
// takes, and each drawing, a run of lines up to a blank one. A board's
// text takes at most max bytes.
type boardScanner struct {
	lr   *lineReader
	max  int
	rest string // what is left of the last line read, not yet scanned
	at   int    // the number of the line rest is part of
	eof  bool
}

// lineOf returns the next line to scan, and its number; ok is false at
// the end of the input.
func (s *boardScanner) lineOf() (line string, number int, ok bool, err error) {
	if s.rest != "" {
		line, s.rest = s.rest, ""
		return line, s.at, true, nil
	}
	if s.eof {
		return "", 0, false, nil
	}
	b, err := s.lr.next()
	if err == io.EOF {
		s.eof = true
		return "", 0, false, nil
	}
	if err != nil {
		return "", 0, false, err
	}
	line = string(b)
	if s.lr.line == 1 {
		line = strings.TrimPrefix(line, "\uFEFF")
	}
	return line, s.lr.line, true, nil
}

// next returns the text of the next board, and ok false after the last.
func (s *boardScanner) next() (t boardText, ok bool, err error) {
	var b strings.Builder
	add := func(text string) error {
		if b.Len()+len(text) > s.max {
			return fmt.Errorf("%s: the board that starts on line %d is longer than %s, the most a board may take", s.lr.name, t.line, bytesText(uint64(s.max)))
		}
		b.WriteString(text)
		return nil
	}
	for {
		line, number, ok, err := s.lineOf()
		if err != nil || !ok {
			return t, false, err
		}
		trimmed := strings.TrimSpace(line)
		if trimmed == "" {
			continue
		}
		t.line = number
		if trimmed[0] == '(' || trimmed[0] == '[' {
			// A list, up to its close: the rest of its last line, if
			// it holds more than spaces, starts the next board.
			closer := map[byte]string{'(': ")", '[': "]"}[trimmed[0]]
			for {
				if end := strings.Index(line, closer); end >= 0 {
					if err := add(line[:end+1]); err != nil {
						return t, false, err
					}
					if rest := line[end+1:]; strings.TrimSpace(rest) != "" {
						s.rest, s.at = rest, number
					}
					break
				}
				if err := add(line); err != nil {
					return t, false, err
				}
				if line, number, ok, err = s.lineOf(); err != nil {
					return t, false, err
				} else if !ok {
					break
				}
			}
		} else {
			for ok && strings.TrimSpace(line) != "" {
				if err := add(line); err != nil {
					return t, false, err
				}
				if line, _, ok, err = s.lineOf(); err != nil {
					return t, false, err
				}
			}
		}
		t.text = b.String()
		return t, true, nil
	}
}
