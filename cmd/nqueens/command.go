package main

import (
	"context"
	"encoding"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/nqueens-go/nqueens/cmd/nqueens/internal/checkpoint"
	"github.com/nqueens-go/nqueens/cmd/nqueens/internal/resumable"
	"github.com/nqueens-go/nqueens/internal/prose"
	"github.com/nqueens-go/nqueens/internal/shard"
	"github.com/nqueens-go/nqueens/internal/signals"
)

// A command is one of the commands of nqueens. Its declaration is all
// there is of it: its help, the list of commands in the top usage and the
// synopsis are made from it, and a test checks the package doc and the
// README against them. Each command owns its flags: setup defines them on
// a flag set and returns the function that runs the command with what
// they are set to.
type command struct {
	name    string
	args    string // its positional arguments, as in "N" or "[FILE...]"
	summary string // one line for the list of commands
	doc     string // the rest of its help, in paragraphs
	setup   func(fs *flag.FlagSet) runFunc
}

// A runFunc runs a command with its positional arguments.
type runFunc func(args []string, env *environment) error

// noFlags returns the setup of a command without flags that runs run.
func noFlags(run runFunc) func(*flag.FlagSet) runFunc {
	return func(*flag.FlagSet) runFunc { return run }
}

// environment is what a command reads from and writes to.
type environment struct {
	stdin  io.Reader
	stdout io.Writer // what out writes to
	out    *output
	// progress is where a long count shows how far it has got: standard
	// error if it is a terminal, else nil.
	progress io.Writer
	stderr   io.Writer // for warnings
	files    fileOptions
}

// fileOptions are how a run writes its checkpoint and its output file.
// The command leaves them zero; its tests set them to stop a run part
// way, as a kill or a full disk would.
type fileOptions struct {
	checkpoint checkpoint.Options
	output     resumable.Options
}

// --- Flags ---
//
// Every flag of the commands is defined one way: with fs.Func, or
// fs.BoolFunc for a flag that takes no value, and a function that keeps
// the value and says in the command's own words what is wrong with
// another. parseArgs sets each flag with fs.Set, which returns those words
// as they are.

// defineFormat defines -format on fs, taking one of names, def by default,
// with the usage text usage, where %s stands for the names, and returns
// the name it is set to.
func defineFormat(fs *flag.FlagSet, names []string, def, usage string) *string {
	name := def
	fs.Func("format", fmt.Sprintf(usage, prose.Or(names)), func(s string) error {
		if !slices.Contains(names, s) {
			return usagef("-format: unknown format %q (want %s)", s, prose.Or(names))
		}
		name = s
		return nil
	})
	return &name
}

// defineNumber defines the flag name on fs, a whole number from lo to hi
// kept in p.
func defineNumber(fs *flag.FlagSet, p *int, name string, lo, hi int, usage string) {
	fs.Func(name, usage, func(s string) error {
		v, err := shard.WholeNumber("-"+name, s, lo, hi)
		if err != nil {
			return err
		}
		*p = v
		return nil
	})
}

// defineSeed defines -seed on fs, a whole number from 0 to 2^64-1 kept in
// p, and returns whether it was given.
func defineSeed(fs *flag.FlagSet, p *uint64, usage string) *bool {
	given := false
	fs.Func("seed", usage, func(s string) error {
		v, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			return usagef("-seed: %q is not a whole number from 0 to %d", s, uint64(math.MaxUint64))
		}
		*p, given = v, true
		return nil
	})
	return &given
}

// defineNamed defines the flag name on fs, one of names, which p's
// UnmarshalText reads into p.
func defineNamed(fs *flag.FlagSet, p encoding.TextUnmarshaler, name string, names []string, usage string) {
	fs.Func(name, usage, func(s string) error {
		if err := p.UnmarshalText([]byte(s)); err != nil {
			return usagef("-%s: unknown %s %q (want %s)", name, name, s, prose.Or(names))
		}
		return nil
	})
}

// defineFile defines the flag name on fs, the name of a file kept in p,
// and what refuses an empty one says to name.
func defineFile(fs *flag.FlagSet, p *string, name, what, usage string) {
	fs.Func(name, usage, func(s string) error {
		if s == "" {
			return usagef("-%s: an empty FILE; name %s", name, what)
		}
		*p = s
		return nil
	})
}

// defineBool defines the flag name on fs, which takes no value, or true or
// false after '=', kept in p.
func defineBool(fs *flag.FlagSet, p *bool, name, usage string) {
	fs.BoolFunc(name, usage, func(s string) error {
		v, err := strconv.ParseBool(s)
		if err != nil {
			return usagef("-%s=%s: want true or false", name, s)
		}
		*p = v
		return nil
	})
}

// boardFlags are the flags of the commands that print one board.
type boardFlags struct{ format *string }

func defineBoardFlags(fs *flag.FlagSet) boardFlags {
	return boardFlags{defineFormat(fs, formatNames(), boardFormats[0].name, "print boards as `F`: %s (default dots)")}
}

// form returns the format of boards that -format names.
func (f boardFlags) form() format {
	p, _ := formatNamed(*f.format)
	return p
}

// listFlags are the flags of the commands that print many boards.
type listFlags struct {
	boardFlags
	limit int
}

func defineListFlags(fs *flag.FlagSet) *listFlags {
	f := &listFlags{boardFlags: defineBoardFlags(fs)}
	fs.Func("limit", "print at most `K` solutions, K from 1 up (default: all)", func(s string) error {
		v, err := shard.WholeNumber("-limit", s, 0, 1<<31-1)
		if err == nil && v == 0 {
			err = usagef("-limit 0 would print nothing: give 1 or more, or leave -limit out for all the solutions")
		}
		f.limit = v
		return err
	})
	return f
}

// flagSet returns the flags of c, and the function that runs c with them.
func (c *command) flagSet() (*flag.FlagSet, runFunc) {
	fs := flag.NewFlagSet("nqueens "+c.name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs, c.setup(fs)
}

// synopsis returns the command line of c: its name, its positional
// arguments and its flags, as "list N [-format F] [-limit K] [-unique]".
func (c *command) synopsis() string {
	parts := []string{c.name}
	if c.args != "" {
		parts = append(parts, c.args)
	}
	fs, _ := c.flagSet()
	fs.VisitAll(func(f *flag.Flag) {
		placeholder, _ := flag.UnquoteUsage(f)
		if placeholder != "" {
			placeholder = " " + placeholder
		}
		parts = append(parts, "[-"+f.Name+placeholder+"]")
	})
	return strings.Join(parts, " ")
}

// help returns what 'nqueens NAME -h' prints, in lines of at most 80
// characters.
func (c *command) help(fs *flag.FlagSet) string {
	var s strings.Builder
	fmt.Fprintf(&s, "%s\n\n%s", wrapWords("usage: nqueens "+c.synopsis(), "       "), c.doc)
	if hasFlags(fs) {
		s.WriteString("\nFlags:\n")
		fs.SetOutput(&s)
		fs.PrintDefaults()
		fs.SetOutput(io.Discard)
	}
	return s.String()
}

// wrapWords breaks line into lines of at most 80 characters before its
// bracketed flags, the lines after the first indented by indent.
func wrapWords(line, indent string) string {
	parts := strings.Split(line, " [")
	var s strings.Builder
	s.WriteString(parts[0])
	width := len(parts[0])
	for _, p := range parts[1:] {
		word := "[" + p
		if width+1+len(word) > 80 {
			s.WriteString("\n" + indent)
			width = len(indent)
		} else {
			s.WriteByte(' ')
			width++
		}
		s.WriteString(word)
		width += len(word)
	}
	return s.String()
}

// hasFlags reports whether fs defines any flag.
func hasFlags(fs *flag.FlagSet) bool {
	defined := false
	fs.VisitAll(func(*flag.Flag) { defined = true })
	return defined
}

// errHelp reports a request for help.
var errHelp = errors.New("help")

// parseArgs sets the flags of fs from args, where they may come before,
// between or after the positional arguments, and returns the positional
// arguments. A negative number is an argument, not a flag; "--" ends the
// flags. An error in a flag's value is the flag's own.
func parseArgs(fs *flag.FlagSet, args []string) ([]string, error) {
	var positional []string
	for i := 0; i < len(args); i++ {
		arg := args[i]
		if arg == "--" {
			positional = append(positional, args[i+1:]...)
			break
		}
		if len(arg) < 2 || arg[0] != '-' || isNumber(arg[1:]) {
			positional = append(positional, arg)
			continue
		}
		if isHelp(arg) {
			return nil, errHelp
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(arg, "-"), "=")
		f := fs.Lookup(name)
		if f == nil {
			return nil, usagef("unknown flag %s", arg)
		}
		if b, ok := f.Value.(interface{ IsBoolFlag() bool }); !hasValue && ok && b.IsBoolFlag() {
			value = "true"
		} else if !hasValue {
			if i+1 == len(args) {
				return nil, usagef("%s needs a value", arg)
			}
			i++
			value = args[i]
		}
		if err := fs.Set(name, value); err != nil {
			return nil, err
		}
	}
	return positional, nil
}

// isNumber reports whether s is a whole number written in decimal digits.
func isNumber(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// sizeArg reads the one positional argument N, a board size up to maxN.
func sizeArg(args []string, maxN int) (int, error) {
	switch len(args) {
	case 0:
		return 0, usagef("missing N, the size of the board")
	case 1:
	default:
		return 0, usagef("unexpected argument %q after N", args[1])
	}
	return shard.WholeNumber("N", args[0], 0, maxN)
}

// --- Errors ---

// A usageError is an error in the command line.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error {
	return usageError{fmt.Sprintf(format, args...)}
}

// errNone reports an answer of none that the command has printed already,
// as 'solve -count' prints 0: it exits with status 1 and says nothing.
var errNone = errors.New("none")

// A stoppedError reports a command stopped by a signal, after it saved what
// it had to.
type stoppedError struct {
	status int // the exit status that names the signal
	msg    string
}

func (e *stoppedError) Error() string { return e.msg }

// isHelp reports whether arg asks for help.
func isHelp(arg string) bool {
	switch arg {
	case "-h", "-help", "--help", "help":
		return true
	}
	return false
}

// --- Shards and signals ---

// parseShard reads the argument of -shard, as shard.Parse does: an
// argument wrong as written is a usage error; an index the environment
// holds wrong, or none, the environment's fault, not the command line's.
func parseShard(arg string, getenv func(string) string) (shard.Shard, error) {
	s, err := shard.Parse(arg, getenv)
	var ae *shard.ArgError
	if errors.As(err, &ae) {
		return s, usagef("%v", ae)
	}
	return s, err
}

// stoppedBy returns the error of a command that ctx stopped, with err,
// the error that ended it: a stoppedError, with what, if not empty, said
// after the signal's name, if a signal stopped it, and otherwise err.
func stoppedBy(ctx context.Context, err error, what string) error {
	sig, ok := signals.StoppedBy(ctx)
	if !ok {
		return err
	}
	msg := "stopped by " + sig.Name()
	if what != "" {
		msg += ": " + what
	}
	return &stoppedError{status: sig.Status(), msg: msg}
}
