package main

import (
	"errors"
	"flag"
	"fmt"
	"strings"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/internal/prose"
	"github.com/nqueens-go/nqueens/internal/shard"
)

var puzzleCommand = &command{
	name:    "puzzle",
	args:    "N",
	summary: "make puzzles with one completion, graded",
	doc: `Make a puzzle of size N, from 4 to 64, with exactly one completion, of the
grade that -grade asks for, and print it in the text form that solve
reads, or with -format json as one line of JSON, or as an SVG picture. The
grades, from the easiest, are the techniques of reasoning that solving
the puzzle needs: easy (a row or column with one free square left takes
its queen there), medium (a square whose queen would attack every free
square of a row or column is empty; k rows confined to k columns empty
those columns elsewhere), hard (a square of a line with two free squares
whose queen leads to a dead end is empty), expert (the same, the dead end
reached by such probes too), and search (no reasoning finishes it).
'nqueens solve -explain' gives the reasoning step by step.

The same N, -seed, -grade, -clues and -minimal give the same puzzle on
every machine and in every release. -clues blocked gives clues of both
kinds, placed queens and blocked squares; -minimal, a puzzle from which no
clue can go without a second completion appearing. Some grades have no
puzzle of a small size: the command then says so, with status 1.

With -count K, make K puzzles, the i-th from seed S+i; N may then be a
range such as 8-64, the i-th puzzle of size A+i mod (B-A+1). A line on
standard error, if it is a terminal, shows how many are made. In text,
the puzzles come one after another with a blank line between; in JSON,
one line each, with the fields n, seed, grade, clues, minimal, puzzle
(its rows, as text), answer (its completion's columns, from 0), rating
(grade; steps, the deductions its reasoning takes; uses, those of each
technique; and work, the placements of a fixed search that finds the
completion and proves it the only one), generator (the version of what a
seed gives, which changes only where a seed gives another puzzle) and
version.
`,
	setup: func(fs *flag.FlagSet) runFunc {
		f := &puzzleFlags{seed: 1, count: 1, grade: nqueens.Hard}
		defineSeed(fs, &f.seed, "draw from seed `S`, a whole number (default 1)")
		defineNamed(fs, &f.grade, "grade", prose.Names(nqueens.Grades()), "make puzzles of grade `G`, easy to search (default hard)")
		fs.Func("clues", "give clues of kind `K`: queens or blocked (default queens)", func(s string) error {
			switch s {
			case "queens", "blocked":
				f.blocked = s == "blocked"
				return nil
			}
			return usagef("-clues: unknown kind %q (want queens or blocked)", s)
		})
		defineBool(fs, &f.minimal, "minimal", "make puzzles from which no clue can go")
		defineNumber(fs, &f.count, "count", 1, 1<<31-1, "make `K` puzzles, from seeds S to S+K-1 (default 1)")
		f.format = defineFormat(fs, []string{"text", "json", "svg"}, "text", "print puzzles as `F`: %s (default text)")
		return func(args []string, env *environment) error { return puzzles(args, f, env) }
	},
}

// puzzleFlags are the flags of puzzle.
type puzzleFlags struct {
	seed    uint64
	grade   nqueens.Grade
	blocked bool
	minimal bool
	count   int
	format  *string
}

// generatorVersion is the version of what each seed gives: it stays 1
// for as long as every seed gives the puzzle it gives.
const generatorVersion = 1

// puzzleLine is what puzzle -format json prints for each puzzle.
type puzzleLine struct {
	N         int         `json:"n"`
	Seed      uint64      `json:"seed"`
	Grade     string      `json:"grade"`
	Clues     string      `json:"clues"`
	Minimal   bool        `json:"minimal"`
	Puzzle    []string    `json:"puzzle"`
	Answer    []int       `json:"answer"`
	Rating    ratingField `json:"rating"`
	Generator int         `json:"generator"`
	Version   string      `json:"version"`
}

// ratingField is a puzzle's rating in a line of JSON.
type ratingField struct {
	Grade string         `json:"grade"`
	Steps int            `json:"steps"`
	Uses  map[string]int `json:"uses"`
	Work  uint64         `json:"work"`
}

func puzzles(args []string, f *puzzleFlags, env *environment) error {
	lo, hi, err := sizeRange(args)
	if err != nil {
		return err
	}
	if *f.format == "svg" && f.count > 1 {
		return usagef("-format svg draws one puzzle: leave out -count")
	}
	return makeEach(env, f.count, func(i int) error {
		n, seed := lo+i%(hi-lo+1), f.seed+uint64(i)
		o := nqueens.MakeOptions{Grade: f.grade, Blocked: f.blocked, Minimal: f.minimal}
		p, answer, err := nqueens.MakePuzzle(n, seed, o)
		if errors.Is(err, nqueens.ErrNoPuzzle) {
			return fmt.Errorf("no puzzle of grade %v and size %d from seed %d: some grades have none of a small size", f.grade, n, seed)
		}
		if err != nil {
			return err
		}
		return f.print(env, p, answer, n, seed, i)
	})
}

// print prints the puzzle p of size n from seed, with its answer, the
// i-th of the command.
func (f *puzzleFlags) print(env *environment, p *nqueens.Puzzle, answer nqueens.Board, n int, seed uint64, i int) error {
	switch *f.format {
	case "svg":
		return p.WriteSVG(env.out.w, nil)
	case "text":
		if i > 0 {
			env.out.w.WriteByte('\n')
		}
		fmt.Fprintln(env.out.w, p)
		return nil
	}
	r, err := p.Rate()
	if err != nil {
		return err
	}
	line := puzzleLine{N: n, Seed: seed, Grade: f.grade.String(), Clues: "queens", Minimal: f.minimal,
		Puzzle: strings.Split(p.String(), "\n"), Answer: answer,
		Rating:    ratingField{Grade: r.Grade.String(), Steps: r.Steps, Uses: map[string]int{}, Work: r.Work},
		Generator: generatorVersion, Version: moduleVersion()}
	if f.blocked {
		line.Clues = "blocked"
	}
	for t, uses := range r.Uses {
		line.Rating.Uses[t.String()] = uses
	}
	return env.out.writeJSON(line)
}

// sizeRange reads the one positional argument N of puzzle: a size from 4
// to 64, or a range of them, A-B.
func sizeRange(args []string) (lo, hi int, err error) {
	if len(args) != 1 {
		if _, err := sizeArg(args, nqueens.MaxN); err != nil {
			return 0, 0, err
		}
	}
	a, b, isRange := strings.Cut(args[0], "-")
	if lo, err = shard.WholeNumber("N", a, 4, nqueens.MaxN); err != nil {
		return 0, 0, err
	}
	hi = lo
	if isRange {
		if hi, err = shard.WholeNumber("N", b, lo, nqueens.MaxN); err != nil {
			return 0, 0, err
		}
	}
	return lo, hi, nil
}
