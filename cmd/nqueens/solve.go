package main

import (
	"flag"
	"fmt"
)

var solveCommand = &command{
	name:    "solve",
	args:    "[FILE]",
	summary: "print the completions of a puzzle",
	doc: `Read a puzzle from FILE, or from standard input if there is no FILE or it
is -, and print its completions in lexicographic order, as they are found.
A puzzle has one line per row of a square board of at most 64 rows: 'Q'
for a queen placed already, 'x' for a square no queen may take, and '.'
for a free square. It may be drawn in any form that the commands print: a
grid, a matrix of 1 and 0, with 'x' for a blocked square wherever the form
has a character per square, or a tuple or json list of columns, whose
queens are all placed. Exit with status 1 if there is no completion; with
-count, print the number of completions, and exit with status 1 if it is 0.

A puzzle with few queens placed on a board larger than 33 can take hours,
as the search for a solution of that size does.
`,
	flags: func(fs *flag.FlagSet, o *options) {
		listFlags(fs, o)
		fs.BoolVar(&o.count, "count", false, "print the number of completions instead of them")
	},
	run: solve,
}

func solve(args []string, o *options, env *environment) error {
	in, err := readInput(args, env.stdin)
	if err != nil {
		return err
	}
	p, err := in.puzzle()
	if err != nil {
		return err
	}
	if o.count {
		completions := p.Count()
		fmt.Fprintln(env.out.w, completions)
		if completions == 0 {
			return errNone
		}
		return nil
	}
	printed, err := printAll(env.out, p.All(), o)
	if err == nil && printed == 0 {
		err = fmt.Errorf("%s: no completion", in.name)
	}
	return err
}
