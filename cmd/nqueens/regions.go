package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/nqueens-go/nqueens/internal/prose"
	"github.com/nqueens-go/nqueens/regions"
)

var regionsCommand = &command{
	name:    "regions",
	args:    "ACTION [FILE]",
	summary: "check, solve, explain and make puzzles of queens in regions",
	doc: `Queens in regions: an N-by-N grid split into N regions, where an answer
places a queen in every row, column and region, no two touching, not even
at a corner. A puzzle is written one row per line, one letter or digit per
square naming its region, and may be followed at once by N rows of its
state: Q for a queen placed, x for a square marked empty, . for a free
one; a line that starts with # is a comment, and a blank line separates
puzzles. Puzzles of another variant need its flags to be read: generate
names them in the comment above each puzzle it prints. ACTION is
one of:

  check      for each puzzle of FILE, one line: its line, then "ok" with
             its grade, hardest technique and steps if it has one answer,
             or how many answers, or what is wrong with it; status 1 if
             any is not ok
  solve      for each puzzle, its answer as the text form with the queens
  hint       for each puzzle, the next deduction from where it stands
  explain    for each puzzle, the whole chain of deductions, numbered
  generate   make puzzles with one answer: of size -n, grade -grade (easy,
             medium, hard, expert or search), from seed -seed; -count K
             puzzles, the i-th from seed S+i

-stars K puts K queens in every unit, as in Star Battle (K up to N/4);
-rule diagonal forbids two queens on one diagonal instead of touching.
FILE is standard input if absent or "-".`,
	setup: func(fs *flag.FlagSet) runFunc {
		f := &regionsFlags{n: 8, seed: 1, count: 1, grade: regions.Hard}
		defineNumber(fs, &f.n, "n", regions.MinN, regions.MaxN, "generate puzzles of size `N`, 4 to 16 (default 8)")
		defineSeed(fs, &f.seed, "generate from seed `S`, a whole number (default 1)")
		defineNamed(fs, &f.grade, "grade", prose.Names(regions.Grades()), "generate puzzles of grade `G` (default hard)")
		defineNumber(fs, &f.count, "count", 1, 1<<31-1, "generate `K` puzzles (default 1)")
		defineNumber(fs, &f.variant.Stars, "stars", 1, regions.MaxN/4, "put `K` queens in every row, column and region (default 1)")
		fs.Func("rule", "keep queens apart by rule `R`: touch or diagonal (default touch)", func(s string) error {
			switch s {
			case "touch", "diagonal":
				f.variant.Rule = map[string]regions.Rule{"touch": regions.TouchRule, "diagonal": regions.DiagonalRule}[s]
				return nil
			}
			return usagef("-rule: unknown rule %q (want touch or diagonal)", s)
		})
		f.format = defineFormat(fs, []string{"text", "json", "svg"}, "text", "print as `F`: %s; svg draws one puzzle (default text)")
		return func(args []string, env *environment) error { return regionsRun(args, f, env) }
	},
}

// regionsFlags are the flags of regions.
type regionsFlags struct {
	n, count int
	seed     uint64
	grade    regions.Grade
	variant  regions.Variant
	format   *string
}

// regionsActions are the actions of regions that read puzzles.
var regionsActions = map[string]func(*regions.Puzzle, int, *regionsFlags, *environment) error{
	"check": checkRegions, "solve": solveRegions, "hint": hintRegions, "explain": explainRegions,
}

func regionsRun(args []string, f *regionsFlags, env *environment) error {
	if len(args) == 0 {
		return usagef("regions needs an ACTION: check, solve, hint, explain or generate")
	}
	action, args := args[0], args[1:]
	if action == "generate" {
		if len(args) > 0 {
			return usagef("unexpected argument %q after generate", args[0])
		}
		return generateRegions(f, env)
	}
	act, ok := regionsActions[action]
	if !ok {
		return usagef("unknown action %q (want check, solve, hint, explain or generate)", action)
	}
	if *f.format == "svg" || *f.format != "text" && action != "check" {
		return usagef("-format %s: %s prints text%s", *f.format, action, map[bool]string{true: " or json"}[action == "check"])
	}
	if len(args) > 1 {
		return usagef("unexpected argument %q after FILE", args[1])
	}
	name := "-"
	if len(args) == 1 {
		name = args[0]
	}
	in, label, closeFile, err := openInput(name, env.stdin)
	if err != nil {
		return err
	}
	defer closeFile()
	r := regions.NewReader(in, f.variant)
	r.Name = label
	failed := false
	read := 0
	for {
		p, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		read++
		var pe *regions.ParseError
		switch {
		case errors.As(err, &pe) && action == "check":
			fmt.Fprintf(env.out.w, "line %d: %v\n", pe.Line, pe.Err)
			failed = true
			continue
		case errors.As(err, &pe):
			return fmt.Errorf("%s: line %d: %v", label, pe.Line, pe.Err)
		case err != nil:
			return err
		}
		if err := act(p, r.Start(), f, env); errors.Is(err, errNone) {
			failed = true
		} else if err != nil {
			return fmt.Errorf("%s: line %d: %v", label, r.Start(), strings.TrimPrefix(err.Error(), "regions: "))
		}
		if err := env.out.tick(); err != nil {
			return err
		}
	}
	if read == 0 {
		return fmt.Errorf("%s: no puzzle", label)
	}
	if failed {
		return errNone
	}
	return nil
}

// checkLine is what check -format json prints for each puzzle.
type checkLine struct {
	Line    int    `json:"line"`
	N       int    `json:"n"`
	Answers int    `json:"answers"` // up to 2
	Grade   string `json:"grade,omitempty"`
	Hardest string `json:"hardest,omitempty"`
	Depth   int    `json:"depth,omitempty"`
	Steps   int    `json:"steps,omitempty"`
}

// checkRegions prints the line of check for p, which starts at line; it
// returns errNone if p has not one answer.
func checkRegions(p *regions.Puzzle, line int, f *regionsFlags, env *environment) error {
	c := checkLine{Line: line, N: p.Size(), Answers: p.Count(2)}
	if c.Answers == 1 {
		r, err := p.Rate()
		if err != nil {
			return err
		}
		c.Grade, c.Hardest, c.Depth, c.Steps = r.Grade.String(), "", r.Depth, r.Steps
		if r.Hardest != 0 {
			c.Hardest = r.Hardest.String()
		}
	}
	if *f.format == "json" {
		if err := env.out.writeJSON(c); err != nil {
			return err
		}
	} else {
		switch c.Answers {
		case 0:
			fmt.Fprintf(env.out.w, "line %d: no answer\n", line)
		case 1:
			fmt.Fprintf(env.out.w, "line %d: ok: size %d, grade %s, %s, %s\n", line, c.N, c.Grade, or(c.Hardest, "no deduction"), prose.Count(c.Steps, "step"))
		default:
			fmt.Fprintf(env.out.w, "line %d: more than one answer\n", line)
		}
	}
	if c.Answers != 1 {
		return errNone
	}
	return nil
}

func or(s, alt string) string {
	if s == "" {
		return alt
	}
	return s
}

// solveRegions prints p with the queens of its answer.
func solveRegions(p *regions.Puzzle, line int, _ *regionsFlags, env *environment) error {
	answer, err := p.Solve()
	if err != nil {
		return err
	}
	if p.Count(2) > 1 {
		fmt.Fprintf(env.stderr, "nqueens regions: line %d: more than one answer; here is the first found\n", line)
	}
	solved := p.Clone()
	solved.Reset()
	for _, s := range answer {
		if err := solved.Place(s.Row, s.Col); err != nil {
			return err
		}
	}
	fmt.Fprintln(env.out.w, solved)
	return nil
}

// hintRegions prints the next deduction of p.
func hintRegions(p *regions.Puzzle, line int, _ *regionsFlags, env *environment) error {
	d, err := p.Hint()
	switch {
	case errors.Is(err, regions.ErrNoAnswer):
		if wrong, err := p.Mistakes(); err == nil && len(wrong) > 0 {
			at := make([]string, len(wrong))
			for i, s := range wrong {
				at[i] = s.String()
			}
			return fmt.Errorf("no answer from here: wrong at %s", strings.Join(at, "; "))
		}
		return err
	case err != nil:
		return err
	}
	fmt.Fprintf(env.out.w, "line %d: %v\n", line, d)
	return nil
}

// explainRegions prints the chain of deductions of p, numbered, and its
// grade.
func explainRegions(p *regions.Puzzle, line int, _ *regionsFlags, env *environment) error {
	chain, err := p.Explain()
	if err != nil && !errors.Is(err, regions.ErrNeedsSearch) {
		return err
	}
	fmt.Fprintf(env.out.w, "line %d:\n", line)
	for i, d := range chain {
		fmt.Fprintf(env.out.w, "%3d. %v\n", i+1, d)
	}
	if err != nil {
		fmt.Fprintln(env.out.w, "     no deduction applies here: the rest needs a guess")
	}
	fmt.Fprintln(env.out.w)
	return nil
}

// generateLine is what generate -format json prints for each puzzle.
type generateLine struct {
	N       int             `json:"n"`
	Seed    uint64          `json:"seed"`
	Grade   string          `json:"grade"`
	Stars   int             `json:"stars"`
	Rule    string          `json:"rule"`
	Puzzle  []string        `json:"puzzle"`
	Answer  [][2]int        `json:"answer"`
	Regions *regions.Puzzle `json:"regions"`
	Version string          `json:"version"`
}

// generateRegions makes and prints the puzzles that f asks for.
func generateRegions(f *regionsFlags, env *environment) error {
	if *f.format == "svg" && f.count > 1 {
		return usagef("-format svg draws one puzzle: leave out -count")
	}
	if f.variant.Stars > f.n/4 || f.variant.Rule == regions.DiagonalRule && f.variant.Stars > 1 {
		return usagef("-stars %d does not fit -n %d and -rule %v: at most N/4 stars, and 1 with the diagonal rule", f.variant.Stars, f.n, f.variant.Rule)
	}
	return makeEach(env, f.count, func(i int) error {
		seed := f.seed + uint64(i)
		p, answer, err := regions.Generate(f.n, seed, regions.Options{Grade: f.grade, Variant: f.variant})
		if err != nil {
			return fmt.Errorf("no puzzle of grade %v and size %d from seed %d: some grades are rare or absent at some sizes", f.grade, f.n, seed)
		}
		switch *f.format {
		case "svg":
			fmt.Fprint(env.out.w, p.SVG())
		case "text":
			if i > 0 {
				env.out.w.WriteByte('\n')
			}
			fmt.Fprintf(env.out.w, "# size %d, grade %v, seed %d%s\n%v", f.n, f.grade, seed, variantFlags(f.variant), p)
		default:
			line := generateLine{N: f.n, Seed: seed, Grade: f.grade.String(), Stars: max(f.variant.Stars, 1), Rule: f.variant.Rule.String(),
				Puzzle: strings.Fields(p.String()), Regions: p, Version: moduleVersion()}
			for _, s := range answer {
				line.Answer = append(line.Answer, [2]int{s.Row, s.Col})
			}
			return env.out.writeJSON(line)
		}
		return nil
	})
}

// variantFlags returns, after a comma, the flags that read puzzles of
// variant v, or "" for the daily puzzle's.
func variantFlags(v regions.Variant) string {
	var flags string
	if v.Stars > 1 {
		flags += fmt.Sprintf(" -stars %d", v.Stars)
	}
	if v.Rule == regions.DiagonalRule {
		flags += " -rule diagonal"
	}
	if flags == "" {
		return ""
	}
	return ": read it with" + flags
}
