package main

import (
	"errors"
	"flag"
	"fmt"
	"slices"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/internal/prose"
	"github.com/nqueens-go/nqueens/puzzle"
)

var solveCommand = &command{
	name:    "solve",
	args:    "[FILE]",
	summary: "print the completions of a puzzle (an old form of puzzle solve)",
	doc: `The old form of 'nqueens puzzle solve', 'puzzle hint' and 'puzzle
explain', which work on files of puzzles; it goes in a later release,
and says so on standard error.

Read a puzzle from FILE, or from standard input if there is no FILE or it
is -, and print its completions in lexicographic order, as they are found.
A puzzle has one line per row of a square board of at most 64 rows: 'Q'
for a queen placed already, 'x' for a square no queen may take, and '.'
for a free square. It may be drawn in any form that the commands print: a
grid, a matrix of 1 and 0, with 'x' for a blocked square wherever the form
has a character per square, or a tuple or json list of columns, whose
queens are all placed. Exit with status 1 if there is no completion; with
-count, print the number of completions, and exit with status 1 if it is 0.
With -format svg, the completions are drawn in one picture, the queens of
the puzzle in red and its blocked squares crossed. The puzzle may take up
to 1 MiB, on lines of up to 64 KiB: a longer input, or one with a byte 0,
is refused.

With -any, print one completion: whichever a search that fills the row or
the column with the fewest free squares first finds, rather than the first
in order. It takes milliseconds on most puzzles of any size, where the
first completion of a puzzle with more than 33 rows to fill can take hours,
as the search for a solution of that size does: without -any, solve says
so on standard error before it starts. A puzzle without completions is
proved so by either search. With -count, when the count takes more than a
second and standard error is a terminal, a line there shows how long it
has run.

With -hint, print the next step of reasoning about the puzzle as it
stands, a queen that every completion holds or a square that none does,
and why: the first deduction of the easiest technique that gives any, as
'nqueens help puzzle' names them. Apply it, as 'Q' for a queen or 'x' for
an empty square, and ask again. With -explain, print the whole chain of
them, one a line, that solves the puzzle, and then its grade and the
deductions it took. Where no deduction applies, they say so, with status
1; on a puzzle without a completion, a queen placed wrong, they say that.
`,
	setup: func(fs *flag.FlagSet) runFunc {
		f := defineListFlags(fs)
		var count, one, hint, explain bool
		defineBool(fs, &count, "count", "print the number of completions instead of them")
		defineBool(fs, &one, "any", "print one completion, the first found, fast on large boards")
		defineBool(fs, &hint, "hint", "print the next deduction, and why")
		defineBool(fs, &explain, "explain", "print the chain of deductions that solves the puzzle")
		return func(args []string, env *environment) error {
			asked := 0
			for _, b := range []bool{count, one, hint, explain} {
				if b {
					asked++
				}
			}
			if asked > 1 {
				return usagef("-count, -any, -hint and -explain each ask for another answer: give one of them")
			}
			fmt.Fprintln(env.stderr, oldSolveNote)
			if hint || explain {
				return reason(args, explain, env)
			}
			return solve(args, f, count, one, env)
		}
	},
}

// oldSolveNote is what solve says on standard error of the commands that
// take its place.
const oldSolveNote = "nqueens solve: an old form of 'nqueens puzzle solve -all' (-any: puzzle solve; -count: puzzle check -limit 0; -hint: puzzle hint; -explain: puzzle explain), which goes in a later release"

func solve(args []string, f *listFlags, count, one bool, env *environment) error {
	in, p, err := readPuzzle(args, env.stdin)
	if err != nil {
		return err
	}
	if one {
		b, err := p.Solve()
		if errors.Is(err, puzzle.ErrNoAnswer) {
			return fmt.Errorf("%s: no completion", in.name)
		}
		_, err = printAll(env.out, slices.Values([]nqueens.Board{b}), f.form(), 1, p.WriteSVG)
		return err
	}
	if warning := slowPuzzle(p); warning != "" {
		fmt.Fprintf(env.stderr, "nqueens solve: %s\n", warning)
	}
	if count {
		stop := showElapsed(env.progress, "counting the completions")
		completions := p.Count(0)
		stop()
		fmt.Fprintln(env.out.w, completions)
		if completions == 0 {
			return errNone
		}
		return nil
	}
	printed, err := printAll(env.out, p.All(), f.form(), f.limit, p.WriteSVG)
	if err == nil && printed == 0 {
		err = fmt.Errorf("%s: no completion", in.name)
	}
	return err
}

// slowPuzzle says, of a puzzle with more than interactiveUpTo rows to
// fill, that its search can take hours, and returns "" for another.
func slowPuzzle(p *puzzle.Puzzle) string {
	free := p.Size() - len(p.Queens())
	if free > interactiveUpTo {
		return fmt.Sprintf("a puzzle of size %d with %d rows to fill can take hours to search", p.Size(), free)
	}
	return ""
}

// reason prints the next deduction about the puzzle of args, or with
// explain, the chain of them and the grade.
func reason(args []string, explain bool, env *environment) error {
	in, p, err := readPuzzle(args, env.stdin)
	if err != nil {
		return err
	}
	if !explain {
		d, err := p.Hint()
		switch {
		case errors.Is(err, puzzle.ErrSolved):
			fmt.Fprintln(env.out.w, "every row holds a queen: the puzzle is solved")
			return nil
		case err != nil:
			return reasonError(in, err)
		}
		fmt.Fprintln(env.out.w, d)
		return nil
	}
	chain, err := p.Explain()
	for _, d := range chain {
		fmt.Fprintln(env.out.w, d)
	}
	if err != nil {
		return reasonError(in, err)
	}
	// A chain to the end leaves one completion: the puzzle has a grade.
	r, err := p.Rate()
	if err != nil {
		return err
	}
	var uses []string
	for _, t := range puzzle.Techniques() {
		if r.Uses[t] > 0 {
			uses = append(uses, fmt.Sprintf("%d by %v", r.Uses[t], t))
		}
	}
	took := prose.Count(r.Steps, "deduction")
	if len(uses) > 0 {
		took += ", " + prose.And(uses)
	}
	fmt.Fprintf(env.out.w, "grade %v: %s\n", r.Grade, took)
	return nil
}

// reasonError returns the error of -hint or -explain on the puzzle of in:
// none for a deduction where no technique applies, said on standard
// output, with status 1.
func reasonError(in *input, err error) error {
	switch {
	case errors.Is(err, puzzle.ErrNeedsSearch):
		return fmt.Errorf("%s: no deduction applies where the puzzle stands: it needs a guess", in.name)
	case errors.Is(err, puzzle.ErrNoAnswer):
		return fmt.Errorf("%s: the puzzle has no completion: a queen placed is wrong, or a square blocked", in.name)
	}
	return err
}
