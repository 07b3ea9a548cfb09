package main

import (
	"fmt"
	"io"
	"iter"

	"github.com/nqueens-go/nqueens"
)

// --- Printing many boards ---

// The searches for solutions find the first of size up to interactiveUpTo
// within a second, on the machines of the README's tables; beyond it, the
// time they take grows unevenly, from seconds to hours (the README gives
// the times measured).
const interactiveUpTo = 33

// slowSearchDoc is what the help of a search says of its time.
const slowSearchDoc = `The first solution of each size up to 33 is found at once; above
that the search takes from seconds to hours, unevenly, and the command says
so on standard error. 'nqueens construct N' builds a solution of any size
at once.
`

// warnSlow writes a line to stderr if searching for a solution of size n
// may take long.
func warnSlow(env *environment, cmd string, n int) {
	if n > interactiveUpTo {
		fmt.Fprintf(env.stderr, "nqueens %s: the search for solutions of size %d can take hours; 'nqueens construct %d' builds one at once\n", cmd, n, n)
	}
}

// printAll prints the boards of seq in the format print, at most limit of
// them unless it is 0, and returns how many it printed. It prints them as
// they come, but for svg, which draws them all in one picture with sheet.
func printAll(out *output, seq iter.Seq[nqueens.Board], print format, limit int, sheet func(io.Writer, []nqueens.Board) error) (int, error) {
	if print.sheet {
		return printSheet(out, seq, limit, sheet)
	}
	printed := 0
	for b := range seq {
		print.board(out, b, printed == 0)
		printed++
		if printed == limit {
			break
		}
		if err := out.tick(); err != nil {
			return printed, err
		}
	}
	return printed, nil
}

// maxSheet is the most boards that one SVG picture draws.
const maxSheet = 10_000

// printSheet draws the boards of seq, at most limit of them unless it is
// 0, in one SVG picture, and returns how many it drew. Without a limit,
// more than maxSheet boards are an error.
func printSheet(out *output, seq iter.Seq[nqueens.Board], limit int, sheet func(io.Writer, []nqueens.Board) error) (int, error) {
	most := limit
	if limit == 0 {
		most = maxSheet + 1
	}
	var boards []nqueens.Board
	for b := range seq {
		boards = append(boards, b)
		if len(boards) == most {
			break
		}
	}
	if limit == 0 && len(boards) > maxSheet {
		return 0, usagef("-format svg draws all the boards in one picture, at most %d: give -limit", maxSheet)
	}
	if len(boards) == 0 {
		return 0, nil
	}
	return len(boards), sheet(out.w, boards)
}

// maxDrawn is the largest board that construct draws square by square.
const maxDrawn = 10_000

// checkDrawn returns a usage error if the format print draws all N×N
// squares and n is above maxDrawn.
func checkDrawn(n int, print format) error {
	if n > maxDrawn && print.stream == nil {
		return usagef("-format %s draws all N×N squares: use tuple, json or svg for N above %d", print.name, maxDrawn)
	}
	return nil
}

// sayEmpty says on standard error, where n is 0, what the command name
// prints of the board of size 0: it has no square, and its one solution,
// which places no queen, is printed as an empty list of columns, which
// every command that reads a board reads back.
func sayEmpty(env *environment, name string, n int) {
	if n == 0 {
		fmt.Fprintf(env.stderr, "nqueens %s: the board of size 0 has no square: its one solution places no queen, printed as an empty list\n", name)
	}
}
