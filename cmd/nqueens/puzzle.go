package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/internal/prose"
	"github.com/nqueens-go/nqueens/puzzle"
)

var puzzleCommand = &command{
	name:    "puzzle",
	args:    "ACTION [FILE]",
	summary: "make, check, solve, hint and explain puzzles of N-Queens Completion",
	doc: `N-Queens Completion: an N-by-N board with some queens placed and some
squares marked empty, to complete to a solution, no two queens sharing a
row, a column or a diagonal; a board with one completion, its answer, is
a puzzle to solve by reasoning. A puzzle is written one row per line: Q
for a queen placed, x for a square marked empty, . for a free one, or in
any form the commands print boards in; a line that starts with # is a
comment, and a blank line separates puzzles. ACTION is one of:

  make       make puzzles with one answer: of size -n, from 4 to 64, or
             the sizes A-B in turn; of grade -grade; from seed -seed;
             -count K puzzles, each from the seed after the last one's;
             each in text after a comment that names its size, grade and
             seed, or with -format json as one line of JSON, or drawn
             with -format svg
  check      for each puzzle of FILE, one line: its line, then "ok" with
             its grade and the deductions its chain takes if it has one
             answer, or how many answers it has, up to -limit, or what is
             wrong with it
  solve      for each puzzle, a comment that names its line, then the
             puzzle with an answer's queens; with -all every answer, in
             order, up to -limit
  hint       for each puzzle, the next deduction from where it stands
  explain    for each puzzle, the whole chain of deductions, numbered,
             and its grade

The grades, from the easiest, are the techniques of reasoning that
solving a puzzle needs: easy (a row or column with one free square left
takes its queen there), medium (the squares whose queen would attack every
free square of a row or column are empty; k rows confined to k columns
empty those columns elsewhere), hard (a square of a line with two free
squares whose queen leads to a dead end is empty), expert (the same, the
dead end reached by such probes too), and search (no reasoning finishes
it). The same -n, -seed, -grade, -clues and -minimal give the same puzzle
on every machine and in every release. -clues blocked gives clues of both
kinds, queens and marked squares; -minimal, puzzles from which no clue can
go without a second answer appearing. Where a seed gives no puzzle of the
grade, make goes on to the next seed, and says so above the puzzle or in
its line of JSON; each puzzle takes the seed after the last one's. The
grades appear from these sizes on, as measured over the first 1,000 seeds
of each size, and make refuses a size below:

` + table([]string{"from size"}, classicSizes) + `
FILE is standard input if absent or "-". The old forms 'nqueens puzzle N'
(now puzzle make -n N) and 'nqueens solve' (now puzzle solve, hint and
explain) work still, with a note on standard error.
` + puzzleShape,
	setup: func(fs *flag.FlagSet) runFunc {
		c := &classicFlags{}
		fam := classicFamily(c)
		f := definePuzzleFlags(fs, fam)
		return func(args []string, env *environment) error {
			if len(args) > 0 && isSizes(args[0]) {
				return oldPuzzle(args, fam, f, fs, env)
			}
			f.set = setFlags(fs)
			return runPuzzles(args, fam, f, env)
		}
	},
}

// classicFlags are the flags of the command puzzle that package regions
// has no part in.
type classicFlags struct {
	blocked, minimal bool
}

// classicFamily returns package puzzle as the command puzzle serves it,
// with its own flags c.
func classicFamily(c *classicFlags) *family {
	return &family{
		name: "puzzle", noun: "answer", min: 4, max: puzzle.MaxN,
		grades: prose.Names(puzzle.Grades()),
		define: func(fs *flag.FlagSet) {
			fs.Func("clues", "make: give clues of kind `K`: queens or blocked (default queens)", func(s string) error {
				switch s {
				case "queens", "blocked":
					c.blocked = s == "blocked"
					return nil
				}
				return usagef("-clues: unknown kind %q (want queens or blocked)", s)
			})
			defineBool(fs, &c.minimal, "minimal", "make: puzzles from which no clue can go")
		},
		check:     func(int) error { return nil },
		gradeFits: classicSizes.fits,
		make: func(ctx context.Context, n int, seed uint64, grade string) (made, error) {
			var g puzzle.Grade
			g.UnmarshalText([]byte(grade))
			p, answer, err := puzzle.MakeContext(ctx, n, seed, puzzle.Options{Grade: g, Blocked: c.blocked, Minimal: c.minimal})
			if err != nil {
				return made{}, err
			}
			m := made{game: classic{p}, line: madeLine{Clues: "queens", Minimal: c.minimal}, generator: 1}
			if c.blocked {
				m.line.Clues = "blocked"
			}
			if c.blocked || c.minimal {
				m.words = fmt.Sprintf(", %s clues%s", m.line.Clues, map[bool]string{true: ", minimal"}[c.minimal])
			}
			m.line.Answer, err = json.Marshal(answer)
			return m, err
		},
		reader: func(r io.Reader, name string) gameReader {
			pr := puzzle.NewReader(r)
			pr.Name = name
			return classicReader{pr}
		},
		parse: func(text string, _ int, _ string) (game, error) {
			p, err := puzzle.Parse(text)
			if err != nil {
				return nil, err
			}
			return classic{p}, nil
		},
		unmarshal: func(data []byte) (game, error) {
			var p puzzle.Puzzle
			if err := p.UnmarshalJSON(data); err != nil {
				return nil, err
			}
			return classic{&p}, nil
		},
		answer: func(g game, answer json.RawMessage) error {
			var b nqueens.Board
			if err := json.Unmarshal(answer, &b); err != nil {
				return fmt.Errorf("the answer %s is not a list of columns", answer)
			}
			return g.(classic).Verify(b)
		},
		flags:     func() string { return "" },
		generator: func() int { return 1 },
		refuse:    func(game) string { return "" },
	}
}

// classic is a puzzle of package puzzle as the commands use it.
type classic struct{ *puzzle.Puzzle }

func (g classic) notes() []string { return nil }

func (g classic) answers(ctx context.Context) func(yield func(game, error) bool) {
	return func(yield func(game, error) bool) {
		for b, err := range g.AllContext(ctx) {
			if err != nil {
				yield(nil, err)
				return
			}
			solved := puzzle.New(len(b))
			for r, c := range b {
				solved.Place(r, c)
			}
			if !yield(classic{solved}, nil) {
				return
			}
		}
	}
}

func (g classic) hint(ctx context.Context) (string, error) {
	d, err := g.HintContext(ctx)
	return d.String(), err
}

func (g classic) explain(ctx context.Context) ([]string, error) {
	chain, err := g.ExplainContext(ctx)
	return prose.Names(chain), err
}

func (g classic) rate(ctx context.Context) (rating, error) {
	r, err := g.RateContext(ctx)
	return ratingOf(r.Grade, r.Hardest, r.Depth, r.Steps, r.Uses, r.Work, puzzle.Techniques()), err
}

// classicReader reads puzzles of package puzzle.
type classicReader struct{ r *puzzle.Reader }

func (r classicReader) read() (game, error) {
	p, err := r.r.Read()
	if err != nil {
		return nil, err
	}
	return classic{p}, nil
}

func (r classicReader) start() int { return r.r.Start() }

func (r classicReader) comments() []string { return r.r.Comments() }

// isSizes reports whether arg is a size or a range of them, A-B, as the
// old form of puzzle takes them first.
func isSizes(arg string) bool {
	a, b, isRange := strings.Cut(arg, "-")
	return isNumber(a) && (!isRange || isNumber(b))
}

// oldPuzzle runs the old form of make, 'nqueens puzzle N', which prints
// the puzzles in text without the comment above each.
func oldPuzzle(args []string, fam *family, f *puzzleFlags, fs *flag.FlagSet, env *environment) error {
	if len(args) > 1 {
		return usagef("unexpected argument %q after N", args[1])
	}
	if err := fs.Set("n", args[0]); err != nil {
		return err
	}
	fmt.Fprintf(env.stderr, "nqueens puzzle: 'nqueens puzzle %s' is now 'nqueens puzzle make -n %s'; the old form goes in a later release\n", args[0], args[0])
	f.bare = true
	return makePuzzles(fam, f, env)
}
