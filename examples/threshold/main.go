// Command threshold computes the N-Queens completion threshold, OEIS
// A374013: for a board of size n, the largest k such that every placement
// of k mutually non-attacking queens can be completed to a solution of
// size n. It is an example of the nqueens library: each completion is
// found by Puzzle.Solve, and a placement without one is proved so by it.
//
// Usage:
//
//	threshold [-dir DIR] [-hunt W] [-most K] [-workers N] [-memory MiB] SIZE...
//	threshold -most K -shard I/M [-dir DIR] [-workers N] [-memory MiB] SIZE
//	threshold -merge [FILE...]
//
// A SIZE is a number from 4 to 64, or a range such as 4-16. For each size,
// threshold checks the placements of 1 queen, then 2, and so on, each up
// to the eight symmetries of the board, on every processor, until it finds
// a placement without a completion; it prints the threshold and that
// placement. With -most K, it checks the placements of up to K queens
// only, and then hunts for a placement of a few more without a
// completion: it prints the bounds it found. What it has done is kept in
// DIR/threshold-SIZE.journal, so a run that is stopped, by Ctrl-C or
// otherwise, goes on from there when it is run again. With -shard I/M, or
// env/M for a batch engine's array of tasks, it checks only shard I of M
// of the placements of up to K queens, with a journal of its own, and
// prints a line that -merge adds up with the other shards' once each is
// there exactly once. See README.md for the method and the terms it
// found.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	err := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	if errors.Is(err, flag.ErrHelp) {
		return
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "threshold:", err)
		if errors.Is(err, context.Canceled) {
			fmt.Fprintln(os.Stderr, "threshold: stopped; run it again to go on")
		}
		os.Exit(1)
	}
}

// run is the command, with its arguments and where it writes.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("threshold", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dir := fs.String("dir", ".", "keep the journals in `DIR`")
	workers := fs.Int("workers", runtime.NumCPU(), "search on `N` goroutines")
	memory := fs.Int64("memory", defaultMemory>>20, "keep completions in up to about `MiB` mebibytes over all goroutines")
	most := fs.Int("most", 0, "check every placement of at most `K` queens, then only hunt; 0: no bound")
	wider := fs.Int("hunt", 3, "hunt first among k queens with k-1 in a square up to k-1+`W` wide; -1: no hunt")
	shardFlag := fs.String("shard", "", "check only shard `I/M` of the units, I from 0 to M-1, or env/M; with -most, one SIZE")
	mergeFlag := fs.Bool("merge", false, "add up the lines that the shards printed, from the FILEs or standard input")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: threshold [-dir DIR] [-hunt W] [-most K] [-shard I/M] [-workers N] [-memory MiB] SIZE...")
		fmt.Fprintln(stderr, "       threshold -merge [FILE...]")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *workers < 1 {
		return fmt.Errorf("-workers %d: at least 1", *workers)
	}
	if *memory < 1 || *memory > 1<<30 {
		return fmt.Errorf("-memory %d: from 1 to %d MiB", *memory, 1<<30)
	}
	if *most < 0 {
		return fmt.Errorf("-most %d: at least 0", *most)
	}
	c := crew{workers: *workers, memory: *memory << 20}
	if *wider < -1 {
		return fmt.Errorf("-hunt %d: at least -1, for no hunt", *wider)
	}
	out := &checkedWriter{w: stdout}
	if *mergeFlag {
		return mergeShards(fs.Args(), stdin, out)
	}
	sizes, err := parseSizes(fs.Args())
	if err != nil {
		return err
	}
	if err := checkDir(*dir); err != nil {
		return err
	}
	if *shardFlag != "" {
		s, err := parseShard(*shardFlag, os.Getenv)
		switch {
		case err != nil:
			return err
		case len(sizes) != 1:
			return fmt.Errorf("-shard %s: a shard is of one SIZE, not %d", *shardFlag, len(sizes))
		case *most < 1:
			return fmt.Errorf("-shard %s: a shard checks up to -most K queens; give K", *shardFlag)
		}
		return checkShard(ctx, sizes[0], s, *most, c, *dir, out, stderr)
	}
	for _, n := range sizes {
		start := time.Now()
		j, err := openJournal(filepath.Join(*dir, fmt.Sprintf("threshold-%d.journal", n)), n, shard{})
		if err != nil {
			return err
		}
		b, err := threshold(ctx, n, c, *wider, *most, j, func(s string) { fmt.Fprintln(stderr, s) })
		j.Close()
		if err != nil {
			return err
		}
		printBounds(out, n, b, time.Since(start))
		if out.err != nil {
			return fmt.Errorf("writing what size %d found: %v; its journal keeps it, and a run again prints it at once", n, out.err)
		}
	}
	return nil
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
// n, keeping its journal in dir, and prints its line for -merge.
func checkShard(ctx context.Context, n int, s shard, most int, c crew, dir string, out *checkedWriter, stderr io.Writer) error {
	j, err := openJournal(filepath.Join(dir, fmt.Sprintf("threshold-%d-shard-%d-of-%d.journal", n, s.i, s.m)), n, s)
	if err != nil {
		return err
	}
	defer j.Close()
	r := shardResult{N: n, Shard: s.i, Shards: s.m, Most: most, Checked: most, Units: unitsSum(unitsSums(n, s.m, most), s.i)}
	for k := 1; k <= most; k++ {
		start := time.Now()
		w, err := check(ctx, n, k, c, j)
		if err != nil {
			return err
		}
		if w != nil {
			r.Checked, r.Witness = k-1, w
			fmt.Fprintf(stderr, "n=%d, shard %d of %d: a placement of %s without a completion (%v)\n", n, s.i, s.m, queens(k), time.Since(start).Round(time.Millisecond))
			break
		}
		fmt.Fprintf(stderr, "n=%d, shard %d of %d: every placement of %s in the shard has a completion (%v; %v of search in all runs)\n", n, s.i, s.m, queens(k), time.Since(start).Round(time.Millisecond), j.spent(k).Round(time.Millisecond))
	}
	fmt.Fprintln(out, r.line())
	if out.err != nil {
		return fmt.Errorf("writing what shard %d of %d found: %v; its journal keeps it, and a run again prints it at once", s.i, s.m, out.err)
	}
	return nil
}

// mergeShards adds up the lines of the shards that the files name, or of
// stdin, and prints what they found.
func mergeShards(names []string, stdin io.Reader, out *checkedWriter) error {
	results, err := readResults(names, stdin)
	if err != nil {
		return err
	}
	b, err := merge(results)
	if err != nil {
		return err
	}
	printBounds(out, results[0].N, b, 0)
	if out.err != nil {
		return fmt.Errorf("writing what the shards found: %v", out.err)
	}
	return nil
}

// parseSizes reads the sizes: numbers from 4 to 64, or ranges of them.
func parseSizes(args []string) ([]int, error) {
	if len(args) == 0 {
		return nil, errors.New("no SIZE: give one or more sizes, or ranges such as 4-16")
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
			return nil, fmt.Errorf("size %q: want a number from 4 to 64, or a range of them such as 4-16", arg)
		}
		for n := a; n <= b; n++ {
			sizes = append(sizes, n)
		}
	}
	return sizes, nil
}
