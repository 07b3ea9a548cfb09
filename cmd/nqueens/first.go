package main

import (
	"errors"
	"flag"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/internal/prose"
	"github.com/nqueens-go/nqueens/internal/shard"
)

var firstCommand = &command{
	name:    "first",
	args:    "N",
	summary: "print the first solution of size N",
	doc: `Print the lexicographically first solution of size N, for N from 0 to 64.
Exit with status 1 if there is none (N = 2 and 3).

` + slowSearchDoc,
	setup: func(fs *flag.FlagSet) runFunc {
		f := defineBoardFlags(fs)
		return func(args []string, env *environment) error { return first(args, f.form(), env) }
	},
}

var nextCommand = &command{
	name:    "next",
	args:    "[C0 C1 ...]",
	summary: "print the solution after a board",
	doc: `Print the first solution after the board whose queen in row r is in column
Cr, counted from 0; the board need not be a solution. With no columns, read
the board from standard input, in any form that the commands print (dots,
grid, matrix, tuple or json), so that

    nqueens first 8 -format json | nqueens next -format json

prints the second solution of size 8. Exit with status 1 if there is none.
The search takes up where the board leaves it; for N above 33 it can take
hours. The board read from standard input may take up to 1 MiB, on lines
of up to 64 KiB.
`,
	setup: func(fs *flag.FlagSet) runFunc {
		f := defineBoardFlags(fs)
		return func(args []string, env *environment) error { return next(args, f.form(), env) }
	},
}

func first(args []string, form format, env *environment) error {
	n, err := sizeArg(args, nqueens.MaxN)
	if err != nil {
		return err
	}
	sayEmpty(env, "first", n)
	warnSlow(env, "first", n)
	b, ok := nqueens.First(n)
	if !ok {
		return fmt.Errorf("no solution of size %d", n)
	}
	form.board(env.out, b, true)
	return nil
}

func next(args []string, form format, env *environment) error {
	var b nqueens.Board
	if len(args) == 0 {
		in, err := readInput(nil, env.stdin)
		if err != nil {
			return err
		}
		if b, err = in.board(); err != nil {
			return err
		}
	} else {
		if len(args) > nqueens.MaxN {
			return usagef("%s, more than %d", prose.Count(len(args), "column"), nqueens.MaxN)
		}
		b = make(nqueens.Board, len(args))
		for r, arg := range args {
			c, err := shard.WholeNumber(fmt.Sprintf("C%d", r), arg, 0, len(args)-1)
			if err != nil {
				return err
			}
			b[r] = c
		}
	}
	if len(b) > nqueens.MaxN {
		return fmt.Errorf("a board of size %d, larger than %d", len(b), nqueens.MaxN)
	}
	nb, ok := whileSaying(env, len(b), func() (nqueens.Board, bool) { return nqueens.Next(b) })
	switch {
	case !ok && len(b) == 0:
		return errors.New("no solution after the empty board, the one solution of size 0")
	case !ok:
		return fmt.Errorf("no solution after %s", strings.Trim(fmt.Sprint([]int(b)), "[]"))
	}
	form.board(env.out, nb, true)
	return nil
}

// slowNext is how long next searches before it says, for a size above
// interactiveUpTo, that the search can take hours.
var slowNext = time.Second

// whileSaying returns what search returns, saying on standard error that
// it can take hours if it has not returned after slowNext, for a board of
// size n above interactiveUpTo: the solution after a board is often near
// it, and found at once.
func whileSaying(env *environment, n int, search func() (nqueens.Board, bool)) (nqueens.Board, bool) {
	if n <= interactiveUpTo {
		return search()
	}
	var mu sync.Mutex
	over := false
	timer := time.AfterFunc(slowNext, func() {
		mu.Lock()
		defer mu.Unlock()
		if !over {
			fmt.Fprintf(env.stderr, "nqueens next: the search for the solution of size %d after this board can take hours; Ctrl-C stops it\n", n)
		}
	})
	b, ok := search()
	timer.Stop()
	mu.Lock()
	over = true
	mu.Unlock()
	return b, ok
}
