package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/nqueens-go/nqueens/internal/prose"
	"github.com/nqueens-go/nqueens/internal/shard"
	"github.com/nqueens-go/nqueens/puzzle"
	"github.com/nqueens-go/nqueens/regions"
)

// --- The puzzle commands ---
//
// The commands puzzle and regions serve the two puzzle packages by one
// shape: the same actions, flags, output and exit statuses, written once
// here over a family, what each package gives them.

// The actions of both puzzle commands, in the order their helps list
// them; a family may have more (family.daily).
var puzzleActions = []string{"make", "check", "solve", "hint", "explain"}

// puzzleShape is the end of the help of both puzzle commands: their flags
// for the same ideas, and their exit statuses, one table for both.
const puzzleShape = `
The flags that both puzzle commands share, for the same ideas:

  -n N, -n A-B   make: the size, or the sizes in turn (default 8)
  -seed S        make: the seed of the first puzzle; each after it takes
                 the seed after the last one's
  -grade G       make: easy, medium, hard, expert or search
  -count K       make: how many puzzles
  -limit K       check: count answers up to K, 0 for all (default 2);
                 solve -all: print at most K answers
  -all           solve: every answer, rather than one
  -format F      text; json (make, check, solve); svg (make, solve: one)

Exit status, the same in both commands and for every action: 0 when every
puzzle is as asked; 1 when one has no answer or more than one, needs a
guess (hint, explain), or does not read, or when a file fails; 2 when the
command line is wrong.
`

// A family is one of the two puzzle packages, as its command serves it.
type family struct {
	name     string // the command's name, "puzzle" or "regions"
	noun     string // what an answer is called in its messages
	min, max int    // the sizes it makes
	grades   []string
	// define defines the family's own flags on fs, beside the shared
	// ones.
	define func(fs *flag.FlagSet)
	// check returns a usage error where the family's flags do not fit
	// the size n, or nil.
	check func(n int) error
	// make makes the puzzle of size n from seed, of grade g, with its
	// answer as a game, and the words of its variant for the comment
	// above it in text.
	make func(ctx context.Context, n int, seed uint64, g string) (made, error)
	// gradeFits returns a usage error, with the reason, where make gives
	// no puzzle of the grade at a size from lo to hi, as measured.
	gradeFits func(grade string, lo, hi int) error
	// reader returns a reader of the family's puzzles in r, called name.
	reader func(r io.Reader, name string) gameReader
	// parse reads a puzzle of the text form, of the variant that stars
	// and rule name, as a line of JSON that make writes says them; 0
	// and "" are the command's flags'.
	parse func(text string, stars int, rule string) (game, error)
	// unmarshal reads a puzzle of its package's JSON form.
	unmarshal func(data []byte) (game, error)
	// answer returns nil if answer, as make writes an answer in JSON, is
	// an answer of g, else why not.
	answer func(g game, answer json.RawMessage) error
	// flags returns the flags that read the puzzles of the command's
	// variant, as make names them in the comment above each, "" for
	// none.
	flags func() string
	// generator is the version of what each seed gives make, as
	// madeLine says it.
	generator func() int
	// refuse returns why check refuses a puzzle that its answers leave
	// ok, by the family's flags, or "".
	refuse func(g game) string
	// bounds, if not nil, returns the words of the bounds that the
	// family's flags set on make's draw, as ", regions of at least 7
	// squares", or "" for none.
	bounds func() string
	// daily, if not nil, makes the family's daily puzzle of a date, for
	// the action daily; its words name the day.
	daily func(ctx context.Context, date time.Time) (m made, words string, err error)
}

// actions returns the actions of fam's command.
func (fam *family) actions() []string {
	if fam.daily != nil {
		return append(slices.Clone(puzzleActions), "daily")
	}
	return puzzleActions
}

// A made is a puzzle made, with what make prints of it: the line of JSON
// with the family's own fields and its answer set, and the family's own
// words of the comment above it in text.
type made struct {
	game      game
	line      madeLine
	words     string
	generator int
}

// A madeLine is what make -format json prints of a puzzle: the fields of
// both families, then each family's own.
type madeLine struct {
	N       int    `json:"n"`
	Seed    uint64 `json:"seed"`
	Grade   string `json:"grade"`
	Clues   string `json:"clues,omitempty"`   // puzzle's
	Minimal bool   `json:"minimal,omitempty"` // puzzle's
	Stars   int    `json:"stars,omitempty"`   // regions'
	Rule    string `json:"rule,omitempty"`    // regions'
	// Draw, MinRegion and MaxRegion are the regions' draw and bounds, as
	// make's flags give them (regions').
	Draw      string `json:"draw,omitempty"`
	MinRegion int    `json:"min_region,omitempty"`
	MaxRegion int    `json:"max_region,omitempty"`
	// Puzzle is the puzzle's text form, a row a string; Answer its
	// answer, as each family writes one: the column of each row's
	// queen, from 0, or the [row, column] pairs of its queens.
	Date      string          `json:"date,omitempty"` // regions' daily
	Puzzle    []string        `json:"puzzle"`
	Skipped   uint64          `json:"skipped,omitempty"` // the seeds before Seed that gave none of the grade
	Answer    json.RawMessage `json:"answer"`
	Regions   json.RawMessage `json:"regions,omitempty"` // regions': the puzzle's JSON form
	Rating    rating          `json:"rating"`
	Generator int             `json:"generator"`
	Version   string          `json:"version"`
}

// A game is a puzzle of either package as the commands use it.
type game interface {
	Size() int
	String() string
	SVG() string
	MarshalJSON() ([]byte, error)
	CountContext(ctx context.Context, limit uint64) (uint64, error)
	// answers yields each answer, the puzzle with its queens placed,
	// until the loop stops or ctx is done, when it yields ctx.Err().
	answers(ctx context.Context) func(yield func(game, error) bool)
	hint(ctx context.Context) (string, error)
	explain(ctx context.Context) ([]string, error)
	rate(ctx context.Context) (rating, error)
	// notes says what check notes of the puzzle beside its answers, as
	// a region in pieces.
	notes() []string
}

// A rating is a Rating of either package, its names as text.
type rating struct {
	Grade   string         `json:"grade"`
	Hardest string         `json:"hardest,omitempty"`
	Depth   int            `json:"depth,omitempty"`
	Steps   int            `json:"steps"`
	Uses    map[string]int `json:"uses"`
	Work    uint64         `json:"work"`
	used    []string       // the techniques of Uses, easiest first
}

// ratingOf returns the rating of either package, whose hardest technique
// is hardest, 0 for none, and whose techniques, easiest first, are
// ladder.
func ratingOf[T interface {
	~int
	fmt.Stringer
}, G fmt.Stringer](grade G, hardest T, depth, steps int, uses map[T]int, work uint64, ladder []T) rating {
	r := rating{Grade: grade.String(), Depth: depth, Steps: steps, Uses: map[string]int{}, Work: work}
	if hardest != 0 {
		r.Hardest = hardest.String()
	}
	for _, t := range ladder {
		if k := uses[t]; k > 0 {
			r.Uses[t.String()] = k
			r.used = append(r.used, t.String())
		}
	}
	return r
}

// A gameReader reads the puzzles of an input one after another, as the
// packages' Readers do.
type gameReader interface {
	read() (game, error) // io.EOF after the last
	start() int          // the line where the last puzzle read starts
	comments() []string  // the comments above and within it
}

// puzzleFlags are the flags of a puzzle command, its family's aside.
type puzzleFlags struct {
	lo, hi int // the sizes of make's puzzles
	seed   uint64
	grade  string
	count  int
	limit  uint64
	all    bool
	format *string
	// bare leaves out the comment above each puzzle that make prints in
	// text, as the old form of the command puzzle did.
	bare bool
	// printed is the number of answers solve has printed.
	printed int
	// set holds the names of the flags that the command line gives.
	set map[string]bool
}

// flagActions names the actions that each flag serves where it serves
// some alone; a flag of the command line that its action does not serve
// is refused.
var flagActions = map[string][]string{
	"n": {"make"}, "seed": {"make"}, "count": {"make"}, "grade": {"make"},
	"clues": {"make"}, "minimal": {"make"},
	"draw": {"make"}, "min-region": {"make"}, "max-region": {"make"},
	"all": {"solve"}, "limit": {"check", "solve"}, "one-piece": {"check"},
	"stars": {"make", "check", "solve", "hint", "explain"},
	"rule":  {"make", "check", "solve", "hint", "explain"},
}

// setFlags returns the names of the flags that fs was given.
func setFlags(fs *flag.FlagSet) map[string]bool {
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	return set
}

// definePuzzleFlags defines the shared flags of the command of fam on fs.
func definePuzzleFlags(fs *flag.FlagSet, fam *family) *puzzleFlags {
	f := &puzzleFlags{lo: 8, hi: 8, seed: 1, grade: "hard", count: 1, limit: 2}
	fs.Func("n", fmt.Sprintf("make puzzles of size `N`, %d to %d, or of the sizes A-B in turn (default 8)", fam.min, fam.max), func(s string) error {
		lo, hi, err := sizeRange("-n", s, fam.min, fam.max)
		f.lo, f.hi = lo, hi
		return err
	})
	defineSeed(fs, &f.seed, "make puzzles from seed `S`, a whole number, then from later seeds (default 1)")
	fs.Func("grade", "make puzzles of grade `G`, easy to search (default hard)", func(s string) error {
		if !slices.Contains(fam.grades, s) {
			return usagef("-grade: unknown grade %q (want %s)", s, prose.Or(fam.grades))
		}
		f.grade = s
		return nil
	})
	defineNumber(fs, &f.count, "count", 1, 1<<31-1, "make `K` puzzles (default 1)")
	fs.Func("limit", "check: count up to `K` answers, 0 for all (default 2); solve -all: at most K", func(s string) error {
		v, err := shard.WholeNumber("-limit", s, 0, math.MaxInt32)
		f.limit = uint64(v)
		return err
	})
	defineBool(fs, &f.all, "all", "solve: print every answer, rather than one")
	f.format = defineFormat(fs, []string{"text", "json", "svg"}, "text", "print as `F`: %s; svg draws one puzzle (default text)")
	fam.define(fs)
	return f
}

// sizeRange reads the sizes of flag, N or A-B, each from lo to hi.
func sizeRange(flag, s string, lo, hi int) (int, int, error) {
	if strings.HasPrefix(s, "-") && isNumber(s[1:]) {
		return 0, 0, usagef("%s %s: a size is not negative: give %d to %d", flag, s, lo, hi)
	}
	a, b, isRange := strings.Cut(s, "-")
	from, err := shard.WholeNumber(flag, a, lo, hi)
	if err != nil || !isRange {
		return from, from, err
	}
	to, err := shard.WholeNumber(flag, b, lo, hi)
	if err == nil && to < from {
		return 0, 0, usagef("%s %s: a range the wrong way round: give %s-%s", flag, s, b, a)
	}
	return from, to, err
}

// runPuzzles runs the action of args for the family fam with the flags f.
func runPuzzles(args []string, fam *family, f *puzzleFlags, env *environment) error {
	if len(args) == 0 {
		return usagef("%s needs an ACTION: %s", fam.name, prose.Or(fam.actions()))
	}
	action, args := args[0], args[1:]
	if strings.HasPrefix(action, "-") && isNumber(action[1:]) {
		return usagef("%s: a size is not negative, and comes after -n: %s make -n N", action, fam.name)
	}
	if !slices.Contains(fam.actions(), action) {
		return usagef("unknown action %q (want %s)", action, prose.Or(fam.actions()))
	}
	for _, name := range slices.Sorted(maps.Keys(f.set)) {
		if actions, ok := flagActions[name]; ok && !slices.Contains(actions, action) {
			return usagef("-%s: %s takes no -%s; it serves %s", name, action, name, prose.And(actions))
		}
	}
	switch action {
	case "make":
		if len(args) > 0 {
			return usagef("unexpected argument %q after make", args[0])
		}
		return makePuzzles(fam, f, env)
	case "daily":
		return dailyPuzzle(args, fam, f, env)
	}
	if *f.format != "text" && (action == "hint" || action == "explain") {
		return usagef("-format %s: %s prints text", *f.format, action)
	}
	if *f.format == "svg" && action == "check" {
		return usagef("-format svg: check prints text or json")
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
	r := newRecordReader(in, label, fam)
	ctx := context.Background()
	failed, read, good := false, 0, 0
	for {
		rec, err := r.next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return err
		}
		read++
		if rec.err == nil && rec.made && rec.flags != fam.flags() {
			rec.err = fmt.Errorf("its comment says to read it with %s", or(rec.flags, "no flags"))
		}
		var ok bool
		if rec.err != nil {
			ok, err = false, badRecord(rec, action, f, env)
		} else {
			ok, err = puzzleAction(ctx, action, rec, fam, f, env)
		}
		if err != nil {
			return fmt.Errorf("%s: line %d: %v", label, rec.line, strings.TrimPrefix(err.Error(), fam.name+": "))
		}
		failed = failed || !ok
		if ok {
			good++
		}
		if err := env.out.tick(); err != nil {
			return err
		}
	}
	if read == 0 {
		return fmt.Errorf("%s: no puzzle", label)
	}
	if action == "check" && read > 1 {
		// Every record accounted for, where the lines above are many.
		if err := env.out.flush(); err != nil {
			return err
		}
		fmt.Fprintf(env.stderr, "nqueens %s check: %s: %d ok, %d not\n", fam.name, prose.Count(read, "puzzle"), good, read-good)
	}
	if failed {
		return errNone
	}
	return nil
}

// badRecord prints the line of a record that does not read.
func badRecord(rec record, action string, f *puzzleFlags, env *environment) error {
	if action == "check" && *f.format == "json" {
		return env.out.writeJSON(checkLine{Line: rec.line, Error: rec.err.Error(), Limit: f.limit, Seed: rec.seed, Recorded: rec.grade})
	}
	_, err := fmt.Fprintf(env.out.w, "line %d: %v\n", rec.line, rec.err)
	return err
}

// or returns s, or alt if s is "".
func or(s, alt string) string {
	if s == "" {
		return alt
	}
	return s
}

// isParseError reports whether err is a ParseError of either package.
func isParseError(err error) bool {
	var pe *puzzle.ParseError
	var re *regions.ParseError
	return errors.As(err, &pe) || errors.As(err, &re)
}

// parseLine returns the line that a ParseError of either package names.
func parseLine(err error) int {
	var pe *puzzle.ParseError
	var re *regions.ParseError
	if errors.As(err, &pe) {
		return pe.Line
	}
	errors.As(err, &re)
	return re.Line
}

// parseWords returns what a ParseError of either package says is wrong,
// without its package and line.
func parseWords(err error) string {
	if u := errors.Unwrap(err); u != nil {
		return strings.TrimPrefix(strings.TrimPrefix(u.Error(), "puzzle: "), "regions: ")
	}
	return err.Error()
}

// puzzleAction carries out action on the puzzle g, which starts on line
// line, and reports whether the puzzle is as a good one is: one answer,
// solved by reasoning, for check; an answer, for solve; a deduction, for
// hint and explain.
func puzzleAction(ctx context.Context, action string, rec record, fam *family, f *puzzleFlags, env *environment) (bool, error) {
	w := env.out.w
	g, line := rec.game, rec.line
	switch action {
	case "check":
		return checkPuzzle(ctx, rec, fam, f, env)
	case "solve":
		printed := uint64(0)
		for answer, err := range g.answers(ctx) {
			if err != nil {
				return false, err
			}
			if err := printAnswer(answer, line, printed, f, env); err != nil {
				return false, err
			}
			printed++
			if !f.all || f.limit > 0 && printed == f.limit {
				break
			}
		}
		if printed == 0 {
			fmt.Fprintf(w, "line %d: no %s\n", line, fam.noun)
			return false, nil
		}
		if printed == 1 {
			c, err := g.CountContext(ctx, 2)
			if err != nil {
				return false, err
			}
			printed = c
		}
		if printed > 1 && !f.all {
			fmt.Fprintf(env.stderr, "nqueens %s: line %d: more than one %s; this is the first found\n", fam.name, line, fam.noun)
		}
		return printed == 1, nil
	case "hint":
		d, err := g.hint(ctx)
		switch {
		case errors.Is(err, puzzle.ErrSolved):
			fmt.Fprintf(w, "line %d: every queen is placed: the puzzle is solved\n", line)
			return true, nil
		case errors.Is(err, puzzle.ErrNeedsSearch), errors.Is(err, puzzle.ErrNoAnswer):
			fmt.Fprintf(w, "line %d: %s\n", line, reasonWords(err, fam))
			return false, nil
		case err != nil:
			return false, err
		}
		fmt.Fprintf(w, "line %d: %s\n", line, d)
		return true, nil
	}
	// explain
	chain, err := g.explain(ctx)
	if err != nil && !errors.Is(err, puzzle.ErrNeedsSearch) && !errors.Is(err, puzzle.ErrNoAnswer) {
		return false, err
	}
	fmt.Fprintf(w, "line %d:\n", line)
	for i, d := range chain {
		fmt.Fprintf(w, "%4d. %s\n", i+1, d)
	}
	ok := err == nil
	if ok {
		r, err := g.rate(ctx)
		switch {
		case errors.Is(err, puzzle.ErrNotUnique):
			fmt.Fprintf(w, "      the chain holds of every %s, and there are more than one\n", fam.noun)
		case err != nil:
			return false, err
		default:
			fmt.Fprintf(w, "      grade %s: %s\n", r.Grade, tookWords(r))
		}
	} else {
		fmt.Fprintf(w, "      %s\n", reasonWords(err, fam))
	}
	fmt.Fprintln(w)
	return ok, nil
}

// reasonWords says what ErrNeedsSearch and ErrNoAnswer mean where a
// puzzle of fam stands.
func reasonWords(err error, fam *family) string {
	if errors.Is(err, puzzle.ErrNoAnswer) {
		words := fmt.Sprintf("no %s from here: a queen or a mark is wrong", fam.noun)
		var m *mistakes
		if errors.As(err, &m) {
			words += ", at " + m.where
		}
		return words
	}
	return "no deduction applies here: the rest needs a guess"
}

// mistakes is ErrNoAnswer of a puzzle whose player's queens and marks
// are wrong where it says.
type mistakes struct {
	err   error
	where string
}

func (m *mistakes) Error() string { return m.err.Error() + ": wrong at " + m.where }
func (m *mistakes) Unwrap() error { return m.err }

// tookWords says how a puzzle's chain went, as "12 deductions, 10 by
// single and 2 by probe; hardest: probe".
func tookWords(r rating) string {
	var uses []string
	for _, name := range r.used {
		uses = append(uses, fmt.Sprintf("%d by %s", r.Uses[name], name))
	}
	took := prose.Count(r.Steps, "deduction")
	if len(uses) > 0 {
		took += ", " + prose.And(uses)
	}
	if r.Hardest != "" {
		took += "; hardest: " + r.Hardest
	}
	return took
}

// printAnswer prints answer, the i-th answer of the puzzle on line line,
// as f asks.
func printAnswer(answer game, line int, i uint64, f *puzzleFlags, env *environment) error {
	switch *f.format {
	case "svg":
		if line > 1 || i > 0 {
			return usagef("-format svg draws one answer: leave out -all, and give one puzzle")
		}
		fmt.Fprint(env.out.w, answer.SVG())
		return nil
	case "json":
		text, err := answer.MarshalJSON()
		if err != nil {
			return err
		}
		fmt.Fprintf(env.out.w, `{"line":%d,"answer":%s}`+"\n", line, text)
		return nil
	}
	if f.printed++; f.printed > 1 {
		env.out.w.WriteByte('\n')
	}
	fmt.Fprintf(env.out.w, "# line %d\n%v", line, answer)
	return nil
}

// A checkLine is what check -format json prints for each puzzle.
type checkLine struct {
	Line int `json:"line"`
	// OK is set where the puzzle reads, has one answer, and is what its
	// record says it is; Error says why a record does not read.
	OK    bool   `json:"ok"`
	Error string `json:"error,omitempty"`
	N     int    `json:"n,omitempty"`
	// Answers is the number of answers counted, up to Limit, 0 for no
	// limit; AtLeast is set where the count stopped at the limit, so
	// that there may be more.
	Answers uint64 `json:"answers"`
	AtLeast bool   `json:"at_least"`
	Limit   uint64 `json:"limit"`
	// Rating is the rating of a puzzle with one answer, computed anew.
	Rating *rating `json:"rating,omitempty"`
	// What the record says of itself, where it says it: its seed, its
	// grade and whether the rating gives it too, and whether its answer
	// is the puzzle's, and if not, why.
	Seed        *uint64 `json:"seed,omitempty"`
	Recorded    string  `json:"recorded_grade,omitempty"`
	GradeAgrees *bool   `json:"grade_agrees,omitempty"`
	AnswerHolds *bool   `json:"answer_holds,omitempty"`
	AnswerError string  `json:"answer_error,omitempty"`
	// Notes says what else check noted of the puzzle, as a region in
	// pieces; Refused why the family's flags refuse it, as -one-piece
	// does a region in pieces.
	Notes   []string `json:"notes,omitempty"`
	Refused string   `json:"refused,omitempty"`
}

// checkPuzzle prints check's line of the record rec, and reports whether
// its puzzle has one answer and is what the record says it is.
func checkPuzzle(ctx context.Context, rec record, fam *family, f *puzzleFlags, env *environment) (bool, error) {
	g := rec.game
	c := checkLine{Line: rec.line, N: g.Size(), Limit: f.limit, Seed: rec.seed, Recorded: rec.grade}
	var err error
	if c.Answers, err = g.CountContext(ctx, f.limit); err != nil {
		return false, err
	}
	c.AtLeast = f.limit > 0 && c.Answers == f.limit
	if c.Answers == 1 {
		r, err := g.rate(ctx)
		if err != nil {
			return false, err
		}
		c.Rating = &r
	}
	if rec.grade != "" {
		agrees := c.Rating != nil && c.Rating.Grade == rec.grade
		c.GradeAgrees = &agrees
	}
	if rec.answer != nil {
		aerr := fam.answer(g, rec.answer)
		holds := aerr == nil
		c.AnswerHolds = &holds
		if aerr != nil {
			c.AnswerError = trimWords(aerr)
		}
	}
	c.Notes, c.Refused = g.notes(), fam.refuse(g)
	c.OK = c.Answers == 1 && (c.GradeAgrees == nil || *c.GradeAgrees) && (c.AnswerHolds == nil || *c.AnswerHolds) && c.Refused == ""
	if *f.format == "json" {
		return c.OK, env.out.writeJSON(c)
	}
	fmt.Fprintf(env.out.w, "line %d: %s\n", c.Line, checkWords(c, fam))
	return c.OK, nil
}

// checkWords says in words what check found of a puzzle.
func checkWords(c checkLine, fam *family) string {
	var words []string
	switch {
	case c.Answers == 0:
		words = append(words, "no "+fam.noun)
	case c.Answers == 1:
		r := c.Rating
		grade := "grade " + r.Grade
		switch {
		case c.GradeAgrees == nil:
		case *c.GradeAgrees:
			grade += " as recorded"
		default:
			grade += ", recorded as " + c.Recorded
		}
		words = append(words, fmt.Sprintf("size %d, one %s, %s, %s", c.N, fam.noun, grade, tookWords(*r)))
	case c.AtLeast:
		words = append(words, fmt.Sprintf("%d %ss or more", c.Answers, fam.noun))
	default:
		words = append(words, fmt.Sprintf("%d %ss", c.Answers, fam.noun))
	}
	if c.Answers != 1 && c.Recorded != "" {
		words = append(words, "recorded as grade "+c.Recorded)
	}
	if c.AnswerHolds != nil {
		if *c.AnswerHolds {
			words = append(words, "the recorded answer holds")
		} else {
			words = append(words, "the recorded answer is none: "+c.AnswerError)
		}
	}
	words = append(words, c.Notes...)
	if c.Refused != "" {
		words = append(words, "refused: "+c.Refused)
	}
	text := strings.Join(words, "; ")
	if c.OK {
		return "ok: " + text
	}
	return text
}

// makePuzzles makes and prints the puzzles that f asks of fam.
func makePuzzles(fam *family, f *puzzleFlags, env *environment) error {
	if *f.format == "svg" && f.count > 1 {
		return usagef("-format svg draws one puzzle: leave out -count")
	}
	if f.seed > math.MaxUint64-uint64(f.count-1) {
		return usagef("-seed %d -count %d: the seeds run past %d, the largest", f.seed, f.count, uint64(math.MaxUint64))
	}
	for n := f.lo; n <= f.hi; n++ {
		if err := fam.check(n); err != nil {
			return err
		}
	}
	if err := fam.gradeFits(f.grade, f.lo, f.hi); err != nil {
		return err
	}
	ctx := context.Background()
	next := f.seed
	return makeEach(env, f.count, func(i int) error {
		n := f.lo + i%(f.hi-f.lo+1)
		first := next
		m, err := fam.make(ctx, n, next, f.grade)
		// A seed that gives none of the grade gives way to the next, as
		// far as maxSkipped of them: the record says which made it.
		for errors.Is(err, puzzle.ErrNoPuzzle) {
			if next-first == maxSkipped || next == math.MaxUint64 {
				why := "the grade is rare at this size"
				if fam.bounds != nil {
					if b := fam.bounds(); b != "" {
						why += b + ", or those bounds leave the draw too little room"
					}
				}
				return fmt.Errorf("no puzzle of grade %s and size %d from seeds %d to %d: %s", f.grade, n, first, next, why)
			}
			next++
			m, err = fam.make(ctx, n, next, f.grade)
		}
		if err != nil {
			return err
		}
		seed, skipped := next, next-first
		next++
		switch *f.format {
		case "svg":
			fmt.Fprint(env.out.w, m.game.SVG())
			return nil
		case "text":
			if i > 0 {
				env.out.w.WriteByte('\n')
			}
			if !f.bare {
				fmt.Fprintf(env.out.w, "# size %d, grade %s, seed %d%s%s\n", n, f.grade, seed, skippedWords(first, skipped), m.words)
			}
			fmt.Fprint(env.out.w, m.game)
			return nil
		}
		m.line.Skipped = skipped
		return writeMade(env, m, n, seed, f.grade)
	})
}

// maxSkipped is the most seeds in a row that make passes over where each
// gives no puzzle of the grade, before it gives up on a record.
const maxSkipped = 1000

// skippedWords says, in the comment above a puzzle made, which seeds
// before its own gave none of the grade, from first, skipped of them.
func skippedWords(first, skipped uint64) string {
	switch skipped {
	case 0:
		return ""
	case 1:
		return fmt.Sprintf(" (seed %d gives none of the grade)", first)
	}
	return fmt.Sprintf(" (seeds %d to %d give none of the grade)", first, first+skipped-1)
}

// writeMade writes the line of JSON of the puzzle m, of size n from seed,
// of grade.
func writeMade(env *environment, m made, n int, seed uint64, grade string) error {
	r, err := m.game.rate(context.Background())
	if err != nil {
		return err
	}
	line := m.line
	line.N, line.Seed, line.Grade, line.Rating = n, seed, grade, r
	line.Puzzle = strings.Fields(m.game.String())
	line.Generator, line.Version = m.generator, moduleVersion()
	return env.out.writeJSON(line)
}

// isDateShaped reports whether s is written as YYYY-MM-DD, a date or not.
func isDateShaped(s string) bool {
	if len(s) != len(time.DateOnly) {
		return false
	}
	for i, c := range s {
		if i == 4 || i == 7 {
			if c != '-' {
				return false
			}
		} else if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// dailyPuzzle prints the daily puzzle of the date of args, YYYY-MM-DD,
// or of today where the machine is, as make prints a puzzle.
func dailyPuzzle(args []string, fam *family, f *puzzleFlags, env *environment) error {
	if len(args) > 1 {
		return usagef("unexpected argument %q after the date", args[1])
	}
	date := time.Now()
	if len(args) == 1 {
		d, err := time.Parse(time.DateOnly, args[0])
		if err != nil {
			if isDateShaped(args[0]) {
				return usagef("daily %s: no such day", args[0])
			}
			return usagef("daily %s: want a date as YYYY-MM-DD, as 2026-12-06", args[0])
		}
		date = d
	}
	m, words, err := fam.daily(context.Background(), date)
	if err != nil {
		return err
	}
	switch *f.format {
	case "svg":
		fmt.Fprint(env.out.w, m.game.SVG())
		return nil
	case "text":
		fmt.Fprintf(env.out.w, "# daily %s\n%v", words, m.game)
		return nil
	}
	return writeMade(env, m, m.line.N, m.line.Seed, m.line.Grade)
}
