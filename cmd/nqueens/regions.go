package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/nqueens-go/nqueens/internal/prose"
	"github.com/nqueens-go/nqueens/regions"
)

var regionsCommand = &command{
	name:    "regions",
	args:    "ACTION [FILE]",
	summary: "make, check, solve, hint and explain puzzles of queens in regions",
	doc: `Queens in regions: an N-by-N grid split into N regions, where an answer
places a queen in every row, column and region, no two touching, not even
at a corner. A puzzle is written one row per line, one letter or digit per
square naming its region, and may be followed at once by N rows of its
state: Q for a queen placed, x for a square marked empty, . for a free
one; a line that starts with # is a comment, and a blank line separates
puzzles. N runs from 4 to 32. A region may lie in pieces: check notes it,
and -one-piece refuses it. Puzzles of another variant need its flags to
be read: make names them in the comment above each puzzle it prints.
ACTION is one of:

  make       make puzzles with one answer: of size -n, from 4 to 32, or
             the sizes A-B in turn; of grade -grade; from seed -seed;
             -count K puzzles, each from the seed after the last one's;
             each in text after a comment that names its size, grade and
             seed, or with -format json as one line of JSON, or drawn
             with -format svg
  check      for each puzzle of FILE, one line: its line, then "ok" with
             its grade and the deductions its chain takes if it has one
             answer, or how many answers it has, up to -limit, or what is
             wrong with it; and the regions in pieces
  solve      for each puzzle, a comment that names its line, then the
             puzzle with an answer's queens; with -all every answer, up
             to -limit
  hint       for each puzzle, the next deduction from where it stands
  explain    for each puzzle, the whole chain of deductions, numbered,
             and its grade
  daily      the daily puzzle of DATE, as YYYY-MM-DD, or of today: the
             same for everyone on that date, its size and grade on a
             weekly curve, small and mostly medium on Monday, larger and
             mostly hard at the weekend; as make prints one

The grades, from the easiest, are the techniques of reasoning that
solving a puzzle needs, as Star Battle's solvers name them: easy (a unit
with as many free squares as queens to place takes them), medium (a
region within one line empties the rest of it; a square whose queen would
leave a unit short is empty), hard (k regions within k lines empty the
rest of them; the few ways a unit of two stars or more can place them;
counting a band of lines against the regions in it, a 2-by-2 block
holding one queen at most), expert (the ways of two units at once; a
square whose queen leads to a dead end is empty), and search (no
reasoning finishes it). -stars K puts K queens in every unit, as in Star
Battle (K up to N/4); -rule diagonal forbids two queens on one diagonal
instead of touching; -min-region M and -max-region M make regions of at
least and at most M squares; -draw classic grows regions as make did
before the shaped draw, which grows them toward sizes like the daily
puzzle's, one of them large. Where a seed gives no puzzle of the grade,
make goes on to the next seed, and says so above the puzzle or in its
line of JSON. By the shaped draw, the grades appear from these sizes
on, as measured over the first 30 seeds of each size (-draw classic has
sizes of its own), and make refuses a size below, or a grade that
appears at none:

` + table([]string{"one star", "two stars"}, regionsSizes(regions.Variant{}, regions.ShapedDraw), regionsSizes(regions.Variant{Stars: 2}, regions.ShapedDraw)) + `
FILE is standard input if absent or "-". The old form 'nqueens regions
generate' (now regions make) works still, with a note on standard error.
` + puzzleShape,
	setup: func(fs *flag.FlagSet) runFunc {
		r := &regionsFlags{}
		fam := regionsFamily(r)
		f := definePuzzleFlags(fs, fam)
		return func(args []string, env *environment) error {
			if len(args) > 0 && args[0] == "generate" {
				fmt.Fprintln(env.stderr, "nqueens regions: 'regions generate' is now 'regions make'; the old form goes in a later release")
				args[0] = "make"
			}
			f.set = setFlags(fs)
			return runPuzzles(args, fam, f, env)
		}
	},
}

// regionsFlags are the flags of the command regions that package puzzle
// has no part in.
type regionsFlags struct {
	variant              regions.Variant
	minRegion, maxRegion int
	draw                 regions.Draw
	onePiece             bool
}

// regionsFamily returns package regions as the command regions serves
// it, with its own flags rf.
func regionsFamily(rf *regionsFlags) *family {
	return &family{
		name: "regions", noun: "answer", min: regions.MinN, max: regions.MaxN,
		grades: prose.Names(regions.Grades()),
		define: func(fs *flag.FlagSet) {
			defineNumber(fs, &rf.variant.Stars, "stars", 1, regions.MaxN/4, "put `K` queens in every row, column and region (default 1)")
			fs.Func("rule", "keep queens apart by rule `R`: touch or diagonal (default touch)", func(s string) error {
				switch s {
				case "touch", "diagonal":
					rf.variant.Rule = map[string]regions.Rule{"touch": regions.TouchRule, "diagonal": regions.DiagonalRule}[s]
					return nil
				}
				return usagef("-rule: unknown rule %q (want touch or diagonal)", s)
			})
			defineNumber(fs, &rf.maxRegion, "max-region", 1, regions.MaxN*regions.MaxN, "make: regions of at most `M` squares, from N to N*N (default: no bound)")
			defineNumber(fs, &rf.minRegion, "min-region", 1, regions.MaxN, "make: regions of at least `M` squares, from 1 to N (default 1)")
			fs.Func("draw", "make: grow regions by draw `D`: shaped or classic (default shaped)", func(s string) error {
				switch s {
				case "shaped", "classic":
					rf.draw = map[string]regions.Draw{"shaped": regions.ShapedDraw, "classic": regions.ClassicDraw}[s]
					return nil
				}
				return usagef("-draw: unknown draw %q (want shaped or classic)", s)
			})
			defineBool(fs, &rf.onePiece, "one-piece", "check: refuse a puzzle with a region in pieces")
		},
		check: func(n int) error {
			v := rf.variant
			if max(v.Stars, 1) > n/4 || v.Rule == regions.DiagonalRule && v.Stars > 1 {
				return usagef("-stars %d does not fit -n %d and -rule %v: at most N/4 stars, and 1 with the diagonal rule", v.Stars, n, v.Rule)
			}
			if rf.maxRegion != 0 && (rf.maxRegion < n || rf.maxRegion > n*n) {
				return usagef("-max-region %d does not fit -n %d: want %d to %d", rf.maxRegion, n, n, n*n)
			}
			if rf.minRegion > n {
				return usagef("-min-region %d does not fit -n %d: want 1 to %d", rf.minRegion, n, n)
			}
			return nil
		},
		gradeFits: func(grade string, lo, hi int) error { return regionsSizes(rf.variant, rf.draw).fits(grade, lo, hi) },
		make: func(ctx context.Context, n int, seed uint64, grade string) (made, error) {
			var g regions.Grade
			g.UnmarshalText([]byte(grade))
			o := regions.Options{Grade: g, Variant: rf.variant, MaxRegion: rf.maxRegion, MinRegion: rf.minRegion, Draw: rf.draw}
			p, answer, err := regions.MakeContext(ctx, n, seed, o)
			if err != nil {
				return made{}, err
			}
			m, err := regionsMade(p, answer, rf.variant, regionsGenerator(rf.draw))
			m.line.Draw, m.line.MinRegion, m.line.MaxRegion = rf.draw.String(), rf.minRegion, rf.maxRegion
			m.words = rf.makeWords() + m.words
			return m, err
		},
		daily: func(ctx context.Context, date time.Time) (made, string, error) {
			d, err := regions.DailyContext(ctx, date)
			if err != nil {
				return made{}, "", err
			}
			m, err := regionsMade(d.Puzzle, d.Answer, regions.Variant{}, regionsGenerator(regions.ShapedDraw))
			m.line.N, m.line.Seed, m.line.Grade, m.line.Date = d.Size, d.Seed, d.Grade.String(), d.Date.Format(time.DateOnly)
			return m, d.String(), err
		},
		generator: func() int { return regionsGenerator(rf.draw) },
		bounds: func() string {
			_, b, _ := strings.Cut(rf.makeWords(), ", regions")
			if b == "" {
				return ""
			}
			return " with regions" + b
		},
		refuse: func(g game) string {
			if !rf.onePiece {
				return ""
			}
			if notes := g.notes(); len(notes) > 0 {
				return "-one-piece: " + notes[0]
			}
			return ""
		},
		reader: func(r io.Reader, name string) gameReader {
			rr := regions.NewReader(r, rf.variant)
			rr.Name = name
			return regionsReader{rr}
		},
		parse: func(text string, stars int, rule string) (game, error) {
			v := rf.variant
			if stars != 0 || rule != "" {
				v = regions.Variant{Stars: stars}
				switch rule {
				case "", "touch":
				case "diagonal":
					v.Rule = regions.DiagonalRule
				default:
					return nil, fmt.Errorf("rule %q: want touch or diagonal", rule)
				}
			}
			p, err := regions.Parse(text, v)
			if err != nil {
				return nil, err
			}
			return regionsGame{p}, nil
		},
		unmarshal: func(data []byte) (game, error) {
			var p regions.Puzzle
			if err := p.UnmarshalJSON(data); err != nil {
				return nil, err
			}
			return regionsGame{&p}, nil
		},
		answer: func(g game, answer json.RawMessage) error {
			var pairs [][2]int
			if err := json.Unmarshal(answer, &pairs); err != nil {
				return fmt.Errorf("the answer %s is not a list of [row, column] pairs", answer)
			}
			// The answer's queens, on the puzzle as it stands: an answer
			// holds its queens and none of its marks.
			p := g.(regionsGame).Clone()
			for _, q := range pairs {
				if !p.Queen(q[0], q[1]) {
					if err := p.Place(q[0], q[1]); err != nil {
						return err
					}
				}
			}
			if want := p.Size() * max(p.Variant().Stars, 1); len(p.Queens()) != want || len(pairs) != want || p.Count(1) != 1 {
				return fmt.Errorf("%s, not an answer's %d", prose.Count(len(pairs), "queen"), want)
			}
			return nil
		},
		flags: func() string { return strings.TrimPrefix(variantFlags(rf.variant), ": read it with ") },
	}
}

// makeWords returns, after a comma, the draw and bounds of the regions
// that make's flags give where they are not the default: ", classic draw,
// regions of 2 to 12 squares".
func (rf *regionsFlags) makeWords() string {
	var words string
	if rf.draw == regions.ClassicDraw {
		words += ", classic draw"
	}
	switch lo, hi := rf.minRegion, rf.maxRegion; {
	case lo > 1 && hi != 0:
		words += fmt.Sprintf(", regions of %d to %d squares", lo, hi)
	case lo > 1:
		words += fmt.Sprintf(", regions of at least %d squares", lo)
	case hi != 0:
		words += fmt.Sprintf(", regions of at most %d squares", hi)
	}
	return words
}

// regionsGenerator returns the version of what each seed gives make
// with the draw d: 1 for ClassicDraw's, 2 for ShapedDraw's.
func regionsGenerator(d regions.Draw) int {
	if d == regions.ClassicDraw {
		return 1
	}
	return 2
}

// regionsMade returns the puzzle p made, with its answer, of variant v,
// by the generator of version generator, as make prints it.
func regionsMade(p *regions.Puzzle, answer []regions.Square, v regions.Variant, generator int) (made, error) {
	m := made{game: regionsGame{p}, words: variantFlags(v), generator: generator,
		line: madeLine{Stars: max(v.Stars, 1), Rule: v.Rule.String()}}
	pairs := make([][2]int, len(answer))
	for i, s := range answer {
		pairs[i] = [2]int{s.Row, s.Col}
	}
	var err error
	if m.line.Answer, err = json.Marshal(pairs); err != nil {
		return made{}, err
	}
	m.line.Regions, err = p.MarshalJSON()
	return m, err
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

// regionsGame is a puzzle of package regions as the commands use it.
type regionsGame struct{ *regions.Puzzle }

// notes says which regions are in pieces, and in how many.
func (g regionsGame) notes() []string {
	var notes []string
	for r := range g.Size() {
		if k := g.Pieces(r); k > 1 {
			notes = append(notes, fmt.Sprintf("region %c is in %d pieces", g.Label(r), k))
		}
	}
	return notes
}

func (g regionsGame) answers(ctx context.Context) func(yield func(game, error) bool) {
	return func(yield func(game, error) bool) {
		for answer, err := range g.AllContext(ctx) {
			if err != nil {
				yield(nil, err)
				return
			}
			solved := g.Clone()
			solved.Reset()
			for _, s := range answer {
				solved.Place(s.Row, s.Col)
			}
			if !yield(regionsGame{solved}, nil) {
				return
			}
		}
	}
}

func (g regionsGame) hint(ctx context.Context) (string, error) {
	d, err := g.HintContext(ctx)
	if err != nil {
		return "", g.mistaken(ctx, err)
	}
	return d.String(), nil
}

// mistaken returns err, with the squares the player got wrong where err
// says there is no answer from where g stands and they are what make it
// so.
func (g regionsGame) mistaken(ctx context.Context, err error) error {
	wrong, merr := g.MistakesContext(ctx)
	if !errors.Is(err, regions.ErrNoAnswer) || merr != nil || len(wrong) == 0 {
		return err
	}
	return &mistakes{err, strings.Join(prose.Names(wrong), "; ")}
}

func (g regionsGame) explain(ctx context.Context) ([]string, error) {
	chain, err := g.ExplainContext(ctx)
	if err != nil {
		err = g.mistaken(ctx, err)
	}
	return prose.Names(chain), err
}

func (g regionsGame) rate(ctx context.Context) (rating, error) {
	r, err := g.RateContext(ctx)
	return ratingOf(r.Grade, r.Hardest, r.Depth, r.Steps, r.Uses, r.Work, regions.Techniques()), err
}

// regionsReader reads puzzles of package regions.
type regionsReader struct{ r *regions.Reader }

func (r regionsReader) read() (game, error) {
	p, err := r.r.Read()
	if err != nil {
		return nil, err
	}
	return regionsGame{p}, nil
}

func (r regionsReader) start() int { return r.r.Start() }

func (r regionsReader) comments() []string { return r.r.Comments() }
