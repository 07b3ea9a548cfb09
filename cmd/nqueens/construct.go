package main

import (
	"flag"
	"fmt"
	"math"

	"github.com/nqueens-go/nqueens"
)

var constructCommand = &command{
	name:    "construct",
	args:    "N",
	summary: "print a solution of size N, for any N",
	doc: `Print a solution of size N, for any N from 0 up, built directly rather than
searched for, in time linear in N. It is one
particular solution, not the first. The tuple, json and svg formats
stream: each queen is worked out as it is printed, in constant memory, so
the first byte comes at once for any N. The drawn ones, dots, grid and
matrix, print N×N squares and take N up to 10000. Exit with status 1 if
there is no solution (N = 2 and N = 3).
`,
	setup: func(fs *flag.FlagSet) runFunc {
		f := defineBoardFlags(fs)
		return func(args []string, env *environment) error { return construct(args, f.form(), env) }
	},
}

func construct(args []string, print format, env *environment) error {
	n, err := sizeArg(args, math.MaxInt32)
	if err != nil {
		return err
	}
	sayEmpty(env, "construct", n)
	if err := checkDrawn(n, print); err != nil {
		return err
	}
	queens, ok := nqueens.ConstructQueens(n)
	if !ok {
		return fmt.Errorf("no solution of size %d", n)
	}
	if print.stream != nil {
		return print.stream(env.out, n, queens)
	}
	b, _ := nqueens.Construct(n)
	print.board(env.out, b, true)
	return nil
}
