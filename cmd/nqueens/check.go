package main

import (
	"fmt"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/internal/boardtext"
	"github.com/nqueens-go/nqueens/internal/memlimit"
)

var checkCommand = &command{
	name:    "check",
	args:    "[FILE]",
	summary: "say whether a board is a solution",
	doc: `Read a board from FILE, or from standard input if there is no FILE or it is
-, in any form that the commands print but svg (dots, grid, matrix, tuple
or json), and print "solution" if it is one. Otherwise print what is wrong
with it, the first two queens that attack each other going down the rows,
and exit with status 1.

The input may hold several boards, one after another, as list prints them:
then check prints a line for each, "line L: solution" or what is wrong with
the board that starts on line L, and exits with status 1 if any is not a
solution. It stops at the first board it cannot read, saying which line.
A tuple or a JSON array is read a number at a time, at any size whose
board fits in the memory the process may take, as construct prints one
of any size; a drawn board may take up to 32 MiB. An input with a longer
one, or with a byte 0, is refused.
`,
	setup: noFlags(check),
}

func check(args []string, env *environment) error {
	lr, closeFile, err := openLines(args, env.stdin, maxCheckBoard)
	if err != nil {
		return err
	}
	defer closeFile()
	in := &input{name: lr.Name}
	boards := boardtext.NewScanner(lr, maxCheckBoard)
	var limits []memlimit.Limit // for the boards of column lists, once one grows
	boards.Grow = func(line, have, want int) error {
		if limits == nil {
			limits = memlimit.Limits()
		}
		if err := memlimit.Check(fmt.Sprintf("the board that starts on line %d, of %d queens so far,", line, have), uint64(want)*checkBytesPerQueen, limits); err != nil {
			return fmt.Errorf("%s: %v", lr.Name, err)
		}
		return nil
	}
	// One board is checked with a verdict alone; with more, each verdict
	// names the line its board starts on. A board is checked once the
	// next one has begun, or the input has ended.
	t, ok, err := boards.Next()
	if err != nil {
		return err
	}
	if !ok {
		return fmt.Errorf("%s holds no board", in.name)
	}
	following, more, nextErr := boards.Next()
	alone := !more && nextErr == nil
	wrong := 0
	for {
		b, err := parse(t)
		if err != nil {
			return in.locatedAt(err, t.Line)
		}
		verdict := "solution"
		if err := b.Validate(); err != nil {
			verdict = err.Error()
			wrong++
		}
		if alone {
			fmt.Fprintln(env.out.w, verdict)
		} else {
			fmt.Fprintf(env.out.w, "line %d: %s\n", t.Line, verdict)
		}
		if err := env.out.tick(); err != nil {
			return err
		}
		if nextErr != nil {
			return nextErr
		}
		if !more {
			break
		}
		t = following
		following, more, nextErr = boards.Next()
	}
	if wrong > 0 {
		return errNone
	}
	return nil
}

// parse returns the board of t.
func parse(t boardtext.Text) (nqueens.Board, error) {
	if t.List {
		return nqueens.Board(t.Columns), nil
	}
	return nqueens.ParseBoard(t.Drawing)
}

// checkBytesPerQueen is the memory a board of check takes for each queen
// while its list is read, at most: its column, 8 bytes, in an array that
// doubles as it fills, the array before it doubled while it is copied,
// and Validate's sets of columns and diagonals.
const checkBytesPerQueen = 24
