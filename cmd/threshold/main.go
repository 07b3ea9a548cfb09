// Command threshold computes the N-Queens completion threshold, OEIS
// A374013: for a board of size n, the largest k such that every placement
// of k mutually non-attacking queens can be completed to a solution of
// size n. Each completion is found by the nqueens library's
// Puzzle.Supports, and a placement without one is proved so by
// Puzzle.Solve.
//
// Usage:
//
//	threshold [-dir DIR] [-hunt W] [-memory MiB] [-most K] [-workers N] SIZE...
//	threshold -most K -shard I/M [-dir DIR] [-memory MiB] [-workers N] SIZE
//	threshold -merge [FILE...]
//
// A SIZE is a number from 4 to 64, or a range such as 4-16. For each size,
// threshold checks the placements of 1 queen, then 2, and so on, each up
// to the eight symmetries of the board, on every processor, until it finds
// a placement without a completion; it prints the threshold and that
// placement. With -most K, it checks the placements of up to K queens
// only, and then hunts for a placement of a few more without a
// completion: it prints the bounds it found. With -dir DIR, what it has
// done is kept in DIR/threshold-SIZE.journal, so that a run stopped, by
// Ctrl-C or otherwise, goes on from there when it is run again; without
// it, nothing is kept. With -shard I/M, or env/M for a batch engine's
// array of tasks, it checks only shard I of M of the placements of up to
// K queens, and prints a line that -merge adds up with the other shards'
// once each is there exactly once.
//
// Exit status: 0 when it found what it was asked; 1 when it failed (a
// journal or a shard's line refused, a write error); 2 when the command
// line is wrong; 130 or 143 when SIGINT or SIGTERM stopped it, after its
// journal kept what it had done. See README.md for the method and the
// terms it found.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/nqueens-go/nqueens/internal/gather"
	"github.com/nqueens-go/nqueens/internal/shard"
	"github.com/nqueens-go/nqueens/internal/signals"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// usage is the help of the command, which -h prints.
const usage = `usage: threshold [-dir DIR] [-hunt W] [-memory MiB] [-most K] [-workers N] SIZE...
       threshold -most K -shard I/M [-dir DIR] [-memory MiB] [-workers N] SIZE
       threshold -merge [FILE...]

Compute the N-Queens completion threshold, OEIS A374013, of each SIZE, a
number from 4 to 64 or a range such as 4-16: the largest k such that every
placement of k queens that attack no other has a completion. For each
size, print the threshold and a placement of one more queen without a
completion; on standard error, how long each number of queens took. With
-most K, check every placement of up to K queens only, then hunt for a
placement of a few more without a completion, and print the bounds found.

With -dir DIR, keep in DIR/threshold-SIZE.journal each unit of work done,
synced to the disk, so that a run stopped by Ctrl-C, a kill or a crash goes
on from there when run again, and a line on standard error says so. Each
line of a journal ends in a checksum, which guards against damage, a line
cut or changed by a fault, not against a line rewritten with its checksum
made anew; a placement without a completion is proved so again before it
is printed, and a result that contradicts a term OEIS knows (n from 4 to
20) is refused, naming the journal. Without -dir, nothing is kept.

With -shard I/M, check shard I of M, from 0, of the placements of up to
-most K queens of one SIZE, balanced by their estimated cost, the same on
every machine, and print one line of JSON with a checksum; -shard env/M
takes I from JOB_COMPLETION_INDEX (a Kubernetes Indexed Job) or
SLURM_ARRAY_TASK_ID (a Slurm job array). -merge adds up the lines of the
shards of one or more sizes, from the FILEs or standard input, once every
shard of each is there exactly once: a shard missing, there twice, of
another check or damaged is refused, naming the file and line. A shard's
line guards against damage as a journal's does; a merged result that
contradicts a term OEIS knows is refused.

Exit status: 0 when it found what it was asked; 1 when it failed; 2 when
the command line is wrong; 130 or 143 when SIGINT or SIGTERM stopped it.

Flags:
`

// A usageError is a mistake on the command line: exit status 2.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error {
	return &usageError{fmt.Sprintf(format, args...)}
}

// flags are the command's flags.
type flags struct {
	dir     string
	workers int
	memory  int64 // MiB
	most    int
	wider   int
	shard   string
	merge   bool
}

// run carries out the command line args, reading stdin and writing to
// stdout and stderr, and returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("threshold", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var f flags
	fs.StringVar(&f.dir, "dir", "", "keep a journal of each size in `DIR`, to go on from after a stop; none without it")
	fs.IntVar(&f.workers, "workers", runtime.NumCPU(), "search on `N` goroutines")
	fs.Int64Var(&f.memory, "memory", defaultMemory>>20, "keep completions in up to about `MiB` mebibytes over all goroutines")
	fs.IntVar(&f.most, "most", 0, "check every placement of at most `K` queens, then only hunt; 0: no bound")
	fs.IntVar(&f.wider, "hunt", 3, "hunt first among k queens with k-1 in a square up to k-1+`W` wide; -1: no hunt")
	fs.StringVar(&f.shard, "shard", "", "check only shard `I/M` of the units, I from 0 to M-1, or env/M; with -most, one SIZE")
	fs.BoolVar(&f.merge, "merge", false, "add up the lines that the shards printed, from the FILEs or standard input")
	err := fs.Parse(args)
	if errors.Is(err, flag.ErrHelp) {
		var help strings.Builder
		help.WriteString(usage)
		fs.SetOutput(&help)
		fs.PrintDefaults()
		if _, err := io.WriteString(stdout, help.String()); err != nil {
			fmt.Fprintf(stderr, "threshold: writing the help: %v\n", err)
			return 1
		}
		return 0
	}
	if err != nil {
		err = &usageError{err.Error()}
	} else {
		ctx, stop := signals.Notify(context.Background())
		err = f.run(ctx, fs.Args(), stdin, &checkedWriter{w: stdout}, stderr)
		if sig, ok := signals.StoppedBy(ctx); ok && err != nil {
			fmt.Fprintf(stderr, "threshold: stopped by %s; %s\n", sig.Name(), f.kept())
			stop()
			return sig.Status()
		}
		stop()
	}
	var ue *usageError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &ue):
		fmt.Fprintf(stderr, "threshold: %v\nRun 'threshold -h' for usage.\n", err)
		return 2
	}
	fmt.Fprintf(stderr, "threshold: %v\n", err)
	return 1
}

// kept says what a run stopped part way keeps.
func (f *flags) kept() string {
	if f.dir == "" {
		return "nothing is kept: with -dir DIR, a run keeps a journal, and goes on from it"
	}
	return "the journals in " + f.dir + " keep what was done: run the same command again to go on"
}

// run checks the sizes args names, or merges the shards of the files it
// names, as the flags say.
func (f *flags) run(ctx context.Context, args []string, stdin io.Reader, out *checkedWriter, stderr io.Writer) error {
	switch {
	case f.workers < 1:
		return usagef("-workers %d: at least 1", f.workers)
	case f.memory < 1 || f.memory > 1<<30:
		return usagef("-memory %d: from 1 to %d MiB", f.memory, 1<<30)
	case f.most < 0:
		return usagef("-most %d: at least 0", f.most)
	case f.wider < -1:
		return usagef("-hunt %d: at least -1, for no hunt", f.wider)
	}
	c := crew{workers: f.workers, memory: f.memory << 20}
	if f.merge {
		if f.shard != "" {
			return usagef("-merge adds up shards that -shard checked: give one of them")
		}
		return mergeShards(args, stdin, out)
	}
	sizes, err := parseSizes(args)
	if err != nil {
		return err
	}
	if f.dir != "" {
		if err := checkDir(f.dir); err != nil {
			return err
		}
	}
	if f.shard != "" {
		s, err := shard.Parse(f.shard, os.Getenv)
		var ae *shard.ArgError
		switch {
		case errors.As(err, &ae):
			return usagef("%v", ae)
		case err != nil:
			return err
		case len(sizes) != 1:
			return usagef("-shard %s: a shard is of one SIZE, not %d", f.shard, len(sizes))
		case f.most < 1:
			return usagef("-shard %s: a shard checks up to -most K queens; give K", f.shard)
		}
		return checkShard(ctx, sizes[0], s, f.most, c, f.dir, out, stderr)
	}
	for _, n := range sizes {
		start := time.Now()
		j, err := f.journal(n, shard.Shard{}, stderr)
		if err != nil {
			return err
		}
		b, err := threshold(ctx, n, c, f.wider, f.most, j, func(s string) { fmt.Fprintln(stderr, s) })
		j.Close()
		if err == nil {
			err = j.known(b)
		}
		if err != nil {
			return err
		}
		printBounds(out, n, b, time.Since(start))
		if out.err != nil {
			return fmt.Errorf("writing what size %d found: %v%s", n, out.err, f.again())
		}
	}
	return nil
}

// journal opens the journal of size n, or of shard s of its check: a file
// in -dir, or one kept in memory alone without it. It says on stderr when
// the run goes on from what a journal holds.
func (f *flags) journal(n int, s shard.Shard, stderr io.Writer) (*journal, error) {
	if f.dir == "" {
		return newJournal(n, s), nil
	}
	name := fmt.Sprintf("threshold-%d.journal", n)
	if !s.Whole() {
		name = fmt.Sprintf("threshold-%d-shard-%d-of-%d.journal", n, s.I, s.M)
	}
	j, err := openJournal(filepath.Join(f.dir, name), n, s)
	if err != nil {
		return nil, err
	}
	if held := j.held(); held > 0 {
		fmt.Fprintf(stderr, "n=%d: going on from journal %s, which holds %s of runs before\n", n, j.path(), lines(held))
	}
	return j, nil
}

// again says how to get what a run found but could not write.
func (f *flags) again() string {
	if f.dir == "" {
		return ""
	}
	return "; its journal keeps it, and a run again prints it at once"
}

// lines returns "1 line" or "k lines".
func lines(k int) string {
	if k == 1 {
		return "1 line"
	}
	return strconv.Itoa(k) + " lines"
}

// checkDir returns an error unless dir is a directory.
func checkDir(dir string) error {
	info, err := os.Stat(dir)
	var pe *os.PathError
	switch {
	case errors.As(err, &pe):
		return fmt.Errorf("-dir %s: %v; name a directory that exists, for the journals", dir, pe.Err)
	case err != nil:
		return err
	case !info.IsDir():
		return fmt.Errorf("-dir %s: not a directory; name a directory, for the journals", dir)
	}
	return nil
}

// A checkedWriter keeps the first error of the writes through it.
type checkedWriter struct {
	w   io.Writer
	err error
}

func (c *checkedWriter) Write(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(p)
	c.err = err
	return n, err
}

// printBounds prints what the check of size n found, b, and how long it
// took, unless that is 0, as for merged shards.
func printBounds(out io.Writer, n int, b bounds, took time.Duration) {
	when := ""
	if took > 0 {
		when = fmt.Sprintf(" (%v)", took.Round(time.Millisecond))
	}
	switch {
	case b.low == b.high:
		fmt.Fprintf(out, "a(%d) = %d%s; %s without a completion:\n%s\n\n", n, b.low, when, queens(len(b.witness)), b.witness.puzzle(n))
	case b.high >= 0:
		fmt.Fprintf(out, "%d ≤ a(%d) ≤ %d%s: every placement of %s has a completion; %s without one:\n%s\n\n", b.low, n, b.high, when, queens(b.low), queens(len(b.witness)), b.witness.puzzle(n))
	default:
		fmt.Fprintf(out, "a(%d) ≥ %d%s: every placement of %s has a completion\n\n", n, b.low, when, queens(b.low))
	}
}

// checkShard checks shard s of the placements of up to most queens of size
// n, keeping its journal in dir if not "", and prints its line for
// -merge.
func checkShard(ctx context.Context, n int, s shard.Shard, most int, c crew, dir string, out *checkedWriter, stderr io.Writer) error {
	f := flags{dir: dir}
	j, err := f.journal(n, s, stderr)
	if err != nil {
		return err
	}
	defer j.Close()
	r := shardResult{N: n, Shard: s.I, Shards: s.M, Most: most, Checked: most, Units: unitsSum(unitsSums(n, s.M, most, j.version), s.I)}
	for k := 1; k <= most; k++ {
		start := time.Now()
		w, err := check(ctx, n, k, c, j)
		if err != nil {
			return err
		}
		if w != nil {
			r.Checked, r.Witness = k-1, w
			fmt.Fprintf(stderr, "n=%d, shard %d of %d: a placement of %s without a completion (%v)\n", n, s.I, s.M, queens(k), time.Since(start).Round(time.Millisecond))
			break
		}
		fmt.Fprintf(stderr, "n=%d, shard %d of %d: every placement of %s in the shard has a completion (%v; %v of search in all runs)\n", n, s.I, s.M, queens(k), time.Since(start).Round(time.Millisecond), j.spent(k).Round(time.Millisecond))
	}
	fmt.Fprintln(out, r.line())
	if out.err != nil {
		return fmt.Errorf("writing what shard %d of %d found: %v%s", s.I, s.M, out.err, f.again())
	}
	return nil
}

// mergeShards adds up the lines of the shards that the files name, or of
// stdin, and prints what they found, size by size.
func mergeShards(names []string, stdin io.Reader, out *checkedWriter) error {
	results, err := gather.Read(names, stdin, func(line []byte) (shardResult, error) {
		return parseShardResult(string(line))
	})
	if err != nil {
		return err
	}
	all, err := mergeAll(results)
	if err != nil {
		return err
	}
	for _, m := range all {
		printBounds(out, m.n, m.b, 0)
	}
	if out.err != nil {
		return fmt.Errorf("writing what the shards found: %v", out.err)
	}
	return nil
}

// parseSizes reads the sizes: numbers from 4 to 64, or ranges of them.
func parseSizes(args []string) ([]int, error) {
	if len(args) == 0 {
		return nil, usagef("no SIZE: give one or more sizes, or ranges such as 4-16")
	}
	var sizes []int
	for _, arg := range args {
		lo, hi, isRange := strings.Cut(arg, "-")
		a, err1 := strconv.Atoi(lo)
		b, err2 := a, error(nil)
		if isRange {
			b, err2 = strconv.Atoi(hi)
		}
		if err1 != nil || err2 != nil || a < 4 || b > 64 || a > b {
			return nil, usagef("size %q: want a number from 4 to 64, or a range of them such as 4-16", arg)
		}
		for n := a; n <= b; n++ {
			sizes = append(sizes, n)
		}
	}
	return sizes, nil
}
