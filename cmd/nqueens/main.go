// Command nqueens lists, counts and steps through the solutions of the
// N-Queens problem, builds one for boards of any size, and completes boards
// on which some queens are placed already.
//
// Usage:
//
//	nqueens                         the 92 solutions of the 8-queens board
//	nqueens list N [-format F] [-limit K] [-unique]
//	nqueens unique N [-format F] [-limit K]
//	nqueens count N [-workers W] [-shard I/M] [-checkpoint FILE] [-quiet]
//	nqueens sum [FILE...]
//	nqueens first N [-format F]
//	nqueens next C0 C1 ... [-format F]
//	nqueens construct N [-format F]
//	nqueens solve [FILE] [-format F] [-limit K] [-count]
//
// The formats are dots (the default: rows of '.' and 'Q'), grid (boxed),
// matrix (rows of 0 and 1), tuple (the 1-based columns, as in (2, 4, 1, 3))
// and json (an array of the 0-based columns). Output streams as the
// solutions are found. Run 'nqueens COMMAND -h' for the details of a
// command.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"iter"
	"os"
	"strconv"
	"strings"

	"github.com/nqueens-go/nqueens"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// Exit statuses.
const (
	exitOK         = 0
	exitFailure    = 1 // no solution, or output could not be written
	exitUsageError = 2
)

const usage = `usage: nqueens [COMMAND [ARGUMENTS]]

With no command, nqueens prints the 92 solutions of the 8-queens board.

Commands:
  list N [-format F] [-limit K] [-unique]
                                  print the solutions of size N
  unique N [-format F] [-limit K] print the fundamental solutions of size N
  count N [-workers W] [-shard I/M] [-checkpoint FILE] [-quiet]
                                  print the numbers of solutions of size N
  sum [FILE...]                   add up the shards of a count
  first N [-format F]             print the first solution of size N
  next C0 C1 ... [-format F]      print the solution after the board C0 C1 ...
  construct N [-format F]         print a solution of size N, for any N
  solve [FILE] [-format F] [-limit K] [-count]
                                  print the completions of a puzzle

Run 'nqueens COMMAND -h' for the details of a command.
`

// command is one subcommand: its usage text, its flags, and what it does
// with its positional arguments.
type command struct {
	usage string
	flags func(fs *flag.FlagSet, o *options)
	run   func(args []string, o *options, env *environment) error
}

// environment is what a command reads from and writes to.
type environment struct {
	stdin io.Reader
	out   *output
	// progress is where a long count shows how far it has got: standard
	// error if it is a terminal, else nil.
	progress io.Writer
	stderr   io.Writer // for warnings
}

// options holds the flags a command was given.
type options struct {
	format  string // the name given to -format
	print   format // the format it names
	limit   int
	count   bool
	workers int
	unique  bool // list the fundamental solutions only

	shard      string // -shard I/M or env/M
	checkpoint string // the checkpoint file of a count
	quiet      bool   // no progress line
}

var commands = map[string]command{
	"list": {
		usage: `usage: nqueens list N [-format F] [-limit K] [-unique]

Print the solutions of size N, for N from 0 to 64, in lexicographic order,
as they are found. With -unique, print only the fundamental ones, as the
unique command does.
`,
		flags: func(fs *flag.FlagSet, o *options) {
			listFlags(fs, o)
			fs.BoolVar(&o.unique, "unique", false, "print one solution of each class under rotations and reflections")
		},
		run: list,
	},
	"unique": {
		usage: `usage: nqueens unique N [-format F] [-limit K]

Print the fundamental solutions of size N, for N from 0 to 64: one for each
class of solutions that the rotations and reflections of the board map onto
each other, the lexicographically least of its class. They come in
lexicographic order, as they are found: 12 of the 92 for N = 8.
`,
		flags: listFlags,
		run: func(args []string, o *options, env *environment) error {
			o.unique = true
			return list(args, o, env)
		},
	},
	"count": {
		usage: `usage: nqueens count N [-workers W] [-shard I/M] [-checkpoint FILE] [-quiet]

Print the number of solutions of size N, for N from 0 to 64, and the number
of fundamental ones: one for each class of solutions that the rotations and
reflections of the board map onto each other. Output:

    total 92
    unique 12

The count runs on every core unless -workers says otherwise. N = 17 takes
seconds, N = 20 about an hour of one core, N = 24 half a year.

With -shard I/M, count only shard I of M, from 0 to M-1, and print one line
of JSON for 'nqueens sum' to add up with the other shards:

    {"n":14,"shard":3,"shards":8,"subproblems":204,"total":46428,"unique":5806,"seconds":0.05,"version":"(devel)"}

The shards are the same on every machine and in every release, and take
about the same time. -shard env/M takes I from JOB_COMPLETION_INDEX (a
Kubernetes Indexed Job) or SLURM_ARRAY_TASK_ID (a Slurm job array).

With -checkpoint FILE, record each finished subproblem in FILE, synced to
disk. Run after a crash, a kill or a reboot, the same command counts only
what is left, and gives the same answer. Interrupted or terminated, it
saves what has finished and stops.

When the count takes more than a second and standard error is a terminal,
a line there shows how far it has got, unless -quiet is given.
`,
		flags: func(fs *flag.FlagSet, o *options) {
			fs.IntVar(&o.workers, "workers", 0, "count on `W` goroutines (0: one per core)")
			fs.StringVar(&o.shard, "shard", "", "count only shard `I/M`, I from 0 to M-1, or env/M")
			fs.StringVar(&o.checkpoint, "checkpoint", "", "record finished subproblems in `FILE`, and skip those recorded there")
			fs.BoolVar(&o.quiet, "quiet", false, "show no progress line")
		},
		run: count,
	},
	"sum": {
		usage: `usage: nqueens sum [FILE...]

Add up the shards of a count: read the lines that 'nqueens count N -shard
I/M' printed, from the FILEs or from standard input (also for a FILE of -),
check that they are shards of the same N and M and that every shard is
there exactly once, and print the total and unique counts as count does.
Otherwise list the shards that are missing or there twice, and exit with
status 1.
`,
		run: sum,
	},
	"first": {
		usage: `usage: nqueens first N [-format F]

Print the lexicographically first solution of size N, for N from 0 to 64.
Exit with status 1 if there is none.
`,
		flags: formatFlag,
		run:   first,
	},
	"next": {
		usage: `usage: nqueens next C0 C1 ... [-format F]

Print the first solution after the board whose queen in row r is in column
Cr, counted from 0; the board need not be a solution. Exit with status 1 if
there is none.
`,
		flags: formatFlag,
		run:   next,
	},
	"construct": {
		usage: `usage: nqueens construct N [-format F]

Print a solution of size N, for any N from 0 up, built directly rather than
searched for: well under a second for ten million queens. It is one
particular solution, not the first. The tuple and json formats stream; the
drawn ones, dots, grid and matrix, print N×N squares and take N up to
10000. Exit with status 1 if there is no solution (N = 2 and N = 3).
`,
		flags: formatFlag,
		run:   construct,
	},
	"solve": {
		usage: `usage: nqueens solve [FILE] [-format F] [-limit K] [-count]

Read a puzzle from FILE, or from standard input if there is no FILE or it
is -, and print its completions in lexicographic order, as they are found.
A puzzle has one line per row of a square board of at most 64 rows: 'Q' for
a queen placed already, 'x' for a square no queen may take, and '.' for a
free square.
`,
		flags: func(fs *flag.FlagSet, o *options) {
			listFlags(fs, o)
			fs.BoolVar(&o.count, "count", false, "print the number of completions instead of them")
		},
		run: solve,
	},
}

// listFlags defines the flags of the commands that print many boards.
func listFlags(fs *flag.FlagSet, o *options) {
	formatFlag(fs, o)
	fs.IntVar(&o.limit, "limit", 0, "print at most `K` solutions (0: all)")
}

func formatFlag(fs *flag.FlagSet, o *options) {
	fs.StringVar(&o.format, "format", "dots", "print boards as `F`: dots, grid, matrix, tuple or json")
}

// usageError is an error in the command line: it is printed with the usage.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error {
	return usageError{fmt.Sprintf(format, args...)}
}

// run carries out the command line args, reading stdin and writing to
// stdout and stderr, and returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	out := newOutput(stdout)
	var err error
	name, cmdUsage := "nqueens", usage
	switch {
	case len(args) == 0:
		err = eight(&environment{stdin: stdin, out: out})
	case args[0] == "-h" || args[0] == "-help" || args[0] == "--help" || args[0] == "help":
		fmt.Fprint(stdout, usage)
		return exitOK
	default:
		cmd, ok := commands[args[0]]
		if !ok {
			err = usagef("unknown command %q", args[0])
			break
		}
		name, cmdUsage = "nqueens "+args[0], cmd.usage
		var o options
		fs := flag.NewFlagSet(name, flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		if cmd.flags != nil {
			cmd.flags(fs, &o)
		}
		var positional []string
		positional, err = parseInterleaved(fs, args[1:])
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprint(stdout, cmd.usage)
			if cmd.flags != nil {
				fmt.Fprintln(stdout, "\nFlags:")
				fs.SetOutput(stdout)
				fs.PrintDefaults()
			}
			return exitOK
		}
		if err != nil {
			err = usageError{err.Error()}
			break
		}
		if o.format != "" {
			if o.print, err = formatNamed(o.format); err != nil {
				break
			}
		}
		if o.limit < 0 {
			err = usagef("-limit %d is negative", o.limit)
			break
		}
		if o.workers < 0 {
			err = usagef("-workers %d is negative", o.workers)
			break
		}
		env := &environment{stdin: stdin, out: out, stderr: stderr}
		if isTerminal(stderr) {
			env.progress = stderr
		}
		err = cmd.run(positional, &o, env)
	}
	if err == nil {
		err = out.flush()
	}
	var ue usageError
	switch {
	case err == nil:
		return exitOK
	case errors.As(err, &ue):
		fmt.Fprintf(stderr, "%s: %v\n\n%s", name, err, cmdUsage)
		return exitUsageError
	default:
		fmt.Fprintf(stderr, "%s: %v\n", name, err)
		return exitFailure
	}
}

// parseInterleaved parses flags that may come before, between or after the
// positional arguments, and returns the positional arguments.
func parseInterleaved(fs *flag.FlagSet, args []string) ([]string, error) {
	var positional []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return positional, nil
		}
		positional = append(positional, args[0])
		args = args[1:]
	}
}

// eight prints the solutions of the 8-queens board and their number.
func eight(env *environment) error {
	dots, _ := formatNamed("dots")
	printed, err := printAll(env.out, nqueens.All(8), dots, 0)
	if err != nil {
		return err
	}
	fmt.Fprintf(env.out.w, "\n%d solutions\n", printed)
	return nil
}

func list(args []string, o *options, env *environment) error {
	n, err := sizeArg(args)
	if err != nil {
		return err
	}
	seq := nqueens.All(n)
	if o.unique {
		seq = nqueens.Unique(n)
	}
	_, err = printAll(env.out, seq, o.print, o.limit)
	return err
}

// printAll prints the boards of seq as they come, at most limit of them
// unless limit is 0, and returns how many it printed.
func printAll(out *output, seq iter.Seq[nqueens.Board], f format, limit int) (int, error) {
	printed := 0
	for b := range seq {
		f(out, b, printed == 0)
		printed++
		if printed == limit {
			break
		}
		if err := out.tick(); err != nil {
			return printed, err
		}
	}
	return printed, nil
}

func first(args []string, o *options, env *environment) error {
	n, err := sizeArg(args)
	if err != nil {
		return err
	}
	b, ok := nqueens.First(n)
	if !ok {
		return fmt.Errorf("no solution of size %d", n)
	}
	o.print(env.out, b, true)
	return nil
}

func next(args []string, o *options, env *environment) error {
	if len(args) == 0 {
		return usagef("no columns given")
	}
	if len(args) > nqueens.MaxN {
		return usagef("%d columns, more than %d", len(args), nqueens.MaxN)
	}
	b := make(nqueens.Board, len(args))
	for r, arg := range args {
		c, err := strconv.Atoi(arg)
		if err != nil {
			return usagef("C%d: %q is not a whole number", r, arg)
		}
		if c < 0 || c >= len(args) {
			return usagef("C%d = %d out of range [0, %d)", r, c, len(args))
		}
		b[r] = c
	}
	nb, ok := nqueens.Next(b)
	if !ok {
		return fmt.Errorf("no solution after %s", strings.Trim(fmt.Sprint([]int(b)), "[]"))
	}
	o.print(env.out, nb, true)
	return nil
}

// sizeArg reads the one positional argument N, a board size up to MaxN.
func sizeArg(args []string) (int, error) {
	return sizeArgUpTo(args, nqueens.MaxN)
}

// sizeArgUpTo reads the one positional argument N, a board size up to maxN.
func sizeArgUpTo(args []string, maxN int) (int, error) {
	switch len(args) {
	case 0:
		return 0, usagef("missing N, the size of the board")
	case 1:
	default:
		return 0, usagef("unexpected argument %q after N", args[1])
	}
	n, err := strconv.Atoi(args[0])
	if err != nil {
		return 0, usagef("N: %q is not a whole number", args[0])
	}
	if n < 0 || n > maxN {
		return 0, usagef("N = %d out of range [0, %d]", n, maxN)
	}
	return n, nil
}
