package main

import "fmt"

var checkCommand = &command{
	name:    "check",
	args:    "[FILE]",
	summary: "say whether a board is a solution",
	doc: `Read a board from FILE, or from standard input if there is no FILE or it is
-, in any form that the commands print but svg (dots, grid, matrix, tuple or json),
and print "solution" if it is one. Otherwise print what is wrong with it,
the first two queens that attack each other going down the rows, and exit
with status 1.
`,
	run: check,
}

func check(args []string, _ *options, env *environment) error {
	in, err := readInput(args, env.stdin)
	if err != nil {
		return err
	}
	b, err := in.board()
	if err != nil {
		return err
	}
	if err := b.Validate(); err != nil {
		fmt.Fprintln(env.out.w, err)
		return errNone
	}
	fmt.Fprintln(env.out.w, "solution")
	return nil
}
