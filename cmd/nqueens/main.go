// Command nqueens lists, counts and steps through the solutions of the
// N-Queens problem, builds one for boards of any size and checks boards;
// and makes, checks, solves, hints and explains puzzles of two families,
// by one shape: N-Queens Completion (nqueens puzzle ACTION), boards on
// which some queens are placed already, and queens in regions (nqueens
// regions ACTION).
//
// Usage:
//
//	nqueens                         the 92 solutions of the 8-queens board
//	nqueens list N [-checkpoint FILE] [-format F] [-from K] [-limit K] [-o FILE] [-shard I/M] [-unique]
//	nqueens unique N [-format F] [-limit K]
//	nqueens count N [-by-column] [-checkpoint FILE] [-classes G] [-device D] [-format F] [-max-memory SIZE] [-method M] [-quiet] [-shard I/M] [-workers W]
//	nqueens sum [FILE...]
//	nqueens first N [-format F]
//	nqueens next [C0 C1 ...] [-format F]
//	nqueens check [FILE]
//	nqueens construct N [-format F]
//	nqueens random N [-format F] [-seed S] [-uniform]
//	nqueens puzzle ACTION [FILE] [-all] [-clues K] [-count K] [-format F] [-grade G] [-limit K] [-minimal] [-n N] [-seed S]
//	nqueens regions ACTION [FILE] [-all] [-count K] [-draw D] [-format F] [-grade G] [-limit K] [-max-region M] [-min-region M] [-n N] [-one-piece] [-rule R] [-seed S] [-stars K]
//	nqueens solve [FILE] [-any] [-count] [-explain] [-format F] [-hint] [-limit K]
//	nqueens devices
//	nqueens version
//
// The formats are dots (the default: rows of '.' and 'Q'), grid (boxed),
// matrix (rows of 0 and 1), tuple (the 1-based columns, as in (2, 4, 1, 3)),
// json (an array of the 0-based columns) and svg (a picture; the boards of
// list, unique and solve in one). Every command that reads a board reads
// all of them but svg. Output streams as the solutions are found.
// Run 'nqueens COMMAND -h' for the details of a command.
//
// Exit status: 0 when the command did what it was asked and found what it
// looked for; 1 when the answer is none (no solution, no completion, not a
// solution) or the command failed (a file refused or unreadable, a write
// error, a shard index missing from the environment); 2 when the command
// line is wrong; 130 or 143 when SIGINT or SIGTERM stopped it, after a count
// saved its checkpoint.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/internal/shard"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// Exit statuses.
const (
	exitOK         = 0
	exitNone       = 1 // the answer is none, or the command failed
	exitUsageError = 2
)

// exitRule is the rule of exit statuses, for the top usage and the README.
const exitRule = `Exit status: 0 when the command did what it was asked and found what it
looked for; 1 when the answer is none (no solution, no completion, not a
solution) or the command failed (a file refused or unreadable, a write
error, a shard index missing from the environment); 2 when the command
line is wrong; 130 or 143 when SIGINT or SIGTERM stopped it, after a count
saved its checkpoint.
`

// printHelp writes help to stdout, and says on stderr, with status 1, if
// that fails, as on a full disk.
func printHelp(stdout, stderr io.Writer, name, help string) int {
	if _, err := io.WriteString(stdout, help); err != nil {
		fmt.Fprintf(stderr, "%s: writing the help: %v\n", name, err)
		return exitNone
	}
	return exitOK
}

// run carries out the command line args, reading stdin and writing to
// stdout and stderr, and returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return runWith(fileOptions{}, args, stdin, stdout, stderr)
}

// runWith is run, writing checkpoints and output files as files says.
func runWith(files fileOptions, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	out := newOutput(stdout)
	env := &environment{stdin: stdin, stdout: stdout, out: out, stderr: stderr, files: files}
	if isTerminal(stderr) {
		env.progress = stderr
	}
	name, help := "nqueens", "nqueens -h"
	var err error
	switch {
	case len(args) == 0:
		err = eight(env)
	case isHelp(args[0]) && len(args) == 1:
		return printHelp(stdout, stderr, "nqueens", usage())
	case isHelp(args[0]):
		// nqueens help COMMAND, as go help does.
		cmd := commandNamed(args[1])
		switch {
		case len(args) > 2:
			err = usagef("%s takes one command, not %q after %s", args[0], args[2], args[1])
		case cmd == nil:
			err = unknownCommand(args[1])
		default:
			fs, _ := cmd.flagSet()
			return printHelp(stdout, stderr, "nqueens "+cmd.name, cmd.help(fs))
		}
	case args[0] == "-version" || args[0] == "--version":
		err = printVersion(nil, env)
	default:
		cmd := commandNamed(args[0])
		if cmd == nil {
			err = unknownCommand(args[0])
			break
		}
		name, help = "nqueens "+cmd.name, "nqueens "+cmd.name+" -h"
		fs, runCommand := cmd.flagSet()
		positional, perr := parseArgs(fs, args[1:])
		if errors.Is(perr, errHelp) {
			return printHelp(stdout, stderr, name, cmd.help(fs))
		}
		if perr != nil {
			err = perr
			break
		}
		err = runCommand(positional, env)
	}
	// What was printed before an error stays printed: the verdicts of
	// check before a board it cannot read, say.
	if ferr := out.flush(); ferr != nil && (err == nil || errors.Is(err, errNone)) {
		err = ferr
	}
	var ue usageError
	var ae *shard.ArgError
	var stopped *stoppedError
	switch {
	case err == nil:
		return exitOK
	case errors.Is(err, errNone):
		return exitNone
	case errors.As(err, &ue) || errors.As(err, &ae):
		fmt.Fprintf(stderr, "%s: %v\nRun '%s' for usage.\n", name, err, help)
		return exitUsageError
	case errors.As(err, &stopped):
		fmt.Fprintf(stderr, "%s: %v\n", name, err)
		return stopped.status
	default:
		fmt.Fprintf(stderr, "%s: %v\n", name, err)
		return exitNone
	}
}

// unknownCommand returns the error for a first argument that names no
// command; a number is taken for the size of a board to list.
func unknownCommand(arg string) error {
	if isNumber(arg) {
		return usagef("%q is not a command; to list the solutions of size %s: nqueens list %s", arg, arg, arg)
	}
	if strings.HasPrefix(arg, "-") {
		return usagef("unknown flag %s: the flags come after the command, as in nqueens count 12 -workers 2", arg)
	}
	return usagef("unknown command %q", arg)
}

// eight prints the solutions of the 8-queens board and their number.
func eight(env *environment) error {
	printed, err := printAll(env.out, listing(8, false), boardFormats[0], 0, nqueens.WriteSVG)
	if err == nil {
		err = env.out.flush() // the boards are printed before they are counted
	}
	if err != nil {
		return err
	}
	// The number goes to standard error, so that what nqueens prints
	// reads back as boards: nqueens | nqueens check.
	fmt.Fprintf(env.stderr, "%d solutions\n", printed)
	return nil
}

// isTerminal reports whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	info, err := f.Stat()
	return err == nil && info.Mode()&os.ModeCharDevice != 0
}

// commands are the commands, in the order the usage lists them.
var commands = []*command{
	listCommand,
	uniqueCommand,
	countCommand,
	sumCommand,
	firstCommand,
	nextCommand,
	checkCommand,
	constructCommand,
	randomCommand,
	puzzleCommand,
	regionsCommand,
	solveCommand,
	devicesCommand,
	versionCommand,
}

// commandNamed returns the command called name, or nil.
func commandNamed(name string) *command {
	for _, c := range commands {
		if c.name == name {
			return c
		}
	}
	return nil
}

// usage returns what 'nqueens -h' prints.
func usage() string {
	var s strings.Builder
	s.WriteString("usage: nqueens [COMMAND [ARGUMENTS]]\n\n")
	s.WriteString("With no command, nqueens prints the 92 solutions of the 8-queens board.\n\nCommands:\n")
	for _, c := range commands {
		fmt.Fprintf(&s, "%s\n        %s\n", wrapWords("  nqueens "+c.synopsis(), "            "), c.summary)
	}
	s.WriteString("\nRun 'nqueens COMMAND -h' for the details of a command.\n\n")
	s.WriteString(exitRule)
	return s.String()
}
