package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/cmd/nqueens/internal/checkpoint"
	"github.com/nqueens-go/nqueens/internal/oeis"
	"github.com/nqueens-go/nqueens/internal/prose"
	"github.com/nqueens-go/nqueens/internal/signals"
)

var countCommand = &command{
	name:    "count",
	args:    "N",
	summary: "print the numbers of solutions of size N",
	doc: `Print the number of solutions of size N, for N from 0 to 64, and the number
of fundamental ones: one for each class of solutions that the rotations and
reflections of the board map onto each other. Output:

  total 92
  unique 12

or, with -format json, one line of JSON:

  {"n":8,"method":"backtrack","device":"cpu","total":92,"unique":12,"seconds":0}

where method is the method that counted, device where it counted, cpu or
opencl, and seconds the time the count took, to the millisecond. Where the
system can tell, as Linux, macOS and the BSDs can, two more fields follow
it: cpu_seconds, the processor time of the command on every core together,
and peak_memory, the most memory in bytes it held resident at once. The
line ends with version, the module's version. A count that goes on from a
checkpoint gives these of its own run.

Exit with status 1 if N has no solution (N = 2 and N = 3), as solve -count
and grep -c do; a shard, a part of a count, exits with status 0.

With -by-column, the count splits the solutions by the column of the queen
of row 0 too (OEIS A059963), from column 0: a line

  by_column 4 8 16 18 18 16 8 4

follows unique, and the JSON lines of a count and of a shard hold it as an
array, by_column. Shards, sum and -checkpoint carry the columns as they
carry the totals: sum checks that each shard's columns add up to its total
and that the sum reads the same backwards, and a checkpoint of a count by
column goes on only with -by-column. A count by column runs on the
processor, in the subproblems and shards of a plain count, and takes
longer, the more at odd N (docs/oeis.md).

With -classes G, the count counts the classes of solutions instead: those
that the rotations and reflections of the board and the N² shifts of the
torus take onto each other, for G = torus (OEIS A062164), and the
multipliers too, (r, c) to (f·r mod N, f·c mod N) for f prime to N, for
G = similar (OEIS A062165), for N up to 32; G = square counts those of
the rotations and reflections alone, the unique solutions, and takes no
-shard or -checkpoint. It prints one line, as

  torus 6

for N = 8, or with -format json {"n":8,"group":"torus","classes":6,...}
with the fields of a count's line from seconds on. It takes -workers,
-checkpoint, which records each of its units, the queens of rows 0 and 1,
as it finishes, -shard, every M-th unit from unit I on, whose line of JSON
sum adds up with the others, -format and -quiet, and no other flag; its
time grows as a count's does (docs/oeis.md). The line of its progress
says how many of its units are counted, not the time left: the units of
low numbers take the longest.

The count runs on every core unless -workers says otherwise. -method join2
counts N from 2 to 25 by joining half boards, several times faster than
-method backtrack, which counts any N on little memory; -method join is
the join of v0.1.0, which join2 makes twice as fast at even N with the
board's transposition; -method auto, the default, joins by join2 from
N = 12 to 25 and backtracks elsewhere, or where even the join's table's
index would take more than -max-memory, as a line on standard error says
then. The join's table takes 589 MiB for
N = 22 and 23, 5.4 GiB for 24 and 25. Where it takes more than
-max-memory (default 1 GiB), the join keeps only the table's index
(16 MiB for N = 22 and 23, 64 MiB for 24 and 25) and places the parts it
joins as it needs them; -method join or join2 refuses at once, with exit
status 2, a -max-memory too small even for the index. Each size takes
several times as long as the one before; the README gives the times
measured. Before a count by backtracking of
N = 20 or more starts, a line on standard error says how long it would
take where that is more than a day, from its estimated work and the pace
of counts of smaller sizes: the line comes after a bounded time at every
N, before the count starts. N = 26 and more, which Auto counts by
backtracking, take centuries on a few cores.

With -shard I/M, count only shard I of M, from 0 to M-1, and print one line
of JSON for 'nqueens sum' to add up with the other shards: the fields n,
shard, shards, method, subproblems, total, unique, seconds and version,
and crc32, a checksum of the others. The line names the method, and sum
adds up shards of one method only. A join shard does not know its
fundamental solutions (unique 0, and unique_unknown true): sum finds them
from the total, by Burnside's lemma. The shards are the same on every
machine and in every release, for each method, and take about the same
time. -shard env/M takes I from JOB_COMPLETION_INDEX (a Kubernetes Indexed
Job) or SLURM_ARRAY_TASK_ID (a Slurm job array); if neither holds a shard
number, that is the environment's fault, not the command line's, and the
exit status is 1.

With -checkpoint FILE, record each finished subproblem in FILE, a regular
file, synced to disk. Run after a crash, a kill or a reboot, the same
command counts only what is left, and gives the same answer, by the
checkpoint's method. A checkpoint begins with a line that names the count
and its method; a FILE that holds anything else, or whose lines do not
check, is refused and left as it is. What the checksums guard against is
damage, a line cut or changed by a fault; a line rewritten with its
checksum made anew passes them. So a whole count of N up to 27, whose
counts OEIS knows, checks its sum against them and refuses, with status
1, one that disagrees, naming the checkpoint; the sum of a shard is
checked only when sum adds up all the shards. Interrupted or terminated,
the count saves what has finished, and exits with status 130 or 143. A
count locks its checkpoint with flock(2) on Linux, macOS and the BSDs, so
that a second count of the same FILE is refused; elsewhere, on Windows,
nothing stops two counts from writing to one checkpoint, and you must not
run them.

With -device opencl, count on the first OpenCL GPU, or the first OpenCL
device of any kind ('nqueens devices' lists them): every method counts
there, the join with its half boards made on the processor and their
pairs counted on the device, and the records and shards are the same as
on the processor. The default device is the processor, but for N from
18 on a machine with an OpenCL GPU that counts N: there a count of 128
subproblems or more (a shard's) first counts a sample of them, one in
256, on the processor and on the GPU, and counts the whole on the GPU
only if the GPU was the faster and found the same total, as a line on
standard error says.

When the count takes more than a second and standard error is a terminal,
a line there shows how far it has got, unless -quiet is given.
`,
	setup: func(fs *flag.FlagSet) runFunc {
		f := &countFlags{}
		f.format = defineFormat(fs, []string{"text", "json"}, "", "print the counts as `F`: %s (default text, json with -shard)")
		defineNumber(fs, &f.workers, "workers", 0, 1<<31-1, "count on `W` goroutines (default 0: one per core)")
		fs.Func("shard", "count only shard `I/M`, I from 0 to M-1, or env/M", func(s string) error {
			f.shard = s
			return nil
		})
		defineFile(fs, &f.checkpoint, "checkpoint", "the checkpoint's file", "record finished subproblems in `FILE`, and skip those recorded there")
		defineBool(fs, &f.quiet, "quiet", "show no progress line")
		fs.Func("classes", "count the classes of solutions under group `G`: "+prose.Or(prose.Names(nqueens.Groups())), func(s string) error {
			var g nqueens.Group
			if err := g.UnmarshalText([]byte(s)); err != nil {
				return usagef("-classes: unknown group %q (want %s)", s, prose.Or(prose.Names(nqueens.Groups())))
			}
			f.classes = &g
			return nil
		})
		defineBool(fs, &f.byColumn, "by-column", "count by the column of row 0's queen too (OEIS A059963)")
		methods, devices := prose.Names(nqueens.Methods()), prose.Names(nqueens.Devices())
		defineNamed(fs, &f.method, "method", methods, "count by `M`: "+prose.Or(methods)+" (default auto)")
		defineNamed(fs, &f.device, "device", devices, "count on `D`: "+prose.Or(devices)+" (default: timed from N = 18)")
		fs.Func("max-memory", "let the join's table take up to `SIZE`, as 8GiB or 500MB (default 1GiB)", func(s string) error {
			v, err := parseBytes(s)
			if err != nil {
				return usagef("-max-memory: %v", err)
			}
			f.maxMemory = v
			return nil
		})
		return func(args []string, env *environment) error { return count(args, f, env) }
	},
}

// countFlags are the flags of count.
type countFlags struct {
	format     *string // -format: text or json, or "" for the default
	workers    int
	shard      string         // I/M or env/M
	checkpoint string         // the checkpoint's file
	quiet      bool           // no progress line
	byColumn   bool           // count by the column of row 0's queen too
	classes    *nqueens.Group // -classes: count the classes under the group instead
	method     nqueens.Method
	maxMemory  int64 // the most memory of a join's table, 0 for the default
	device     nqueens.Device
}

func count(args []string, o *countFlags, env *environment) error {
	n, err := sizeArg(args, nqueens.MaxN)
	if err != nil {
		return err
	}
	if o.classes != nil {
		return countClasses(n, o, env)
	}
	c, err := o.counter(n)
	if err != nil {
		return err
	}
	if why := o.fallback(n, c); why != "" {
		fmt.Fprintf(env.stderr, "nqueens count: %s\n", why)
	}
	ctx, stop := signals.Notify(context.Background())
	defer stop()
	device, why, err := c.DeviceFor(ctx, n)
	if err != nil {
		return countError(ctx, err, nil)
	}
	if why != "" {
		fmt.Fprintf(env.stderr, "nqueens count: %s\n", why)
	}
	var cp *checkpoint.CountFile
	if o.checkpoint != "" {
		if cp, err = openCheckpoint(o.checkpoint, n, &c, env); err != nil {
			return err
		}
		defer cp.Close()
	}
	if long, err := longCount(ctx, c, n); err != nil {
		return countError(ctx, err, cp)
	} else if long != "" {
		fmt.Fprintf(env.stderr, "nqueens count: %s\n", long)
	}
	var p *progressLine
	if w := o.progress(env); w != nil {
		p = &progressLine{w: w, start: time.Now(), after: progressAfter}
		c.Progress = p.show
	}
	// The subproblems of the shard: those done before, and those that
	// finish now.
	subproblems := len(c.Done)
	resumed := len(c.Done)
	if o.shard != "" {
		finished := c.Finished
		c.Finished = func(sub nqueens.Subproblem, counts nqueens.Counts) error {
			subproblems++
			if finished != nil {
				return finished(sub, counts)
			}
			return nil
		}
	}
	start := time.Now()
	counts, err := c.Count(ctx, n)
	// The count is over: from here on, a signal stops the command at
	// once, even while it waits to write its result.
	stop()
	p.clear()
	if err != nil {
		return countError(ctx, err, cp)
	}
	if err := cp.Close(); err != nil {
		return err
	}
	if c.Shards <= 1 {
		var from *checkpoint.CountFile // the checkpoint the count went on from
		if resumed > 0 {
			from = cp
		}
		if err := checkKnown(n, counts, from); err != nil {
			return err
		}
	}
	r := shardResult{N: n, Shard: c.Shard, Shards: c.Shards, Method: c.Method.String(), Subproblems: subproblems,
		Total: counts.Total, Unique: counts.Unique, UniqueUnknown: counts.UniqueUnknown, ByColumn: counts.ByColumn.Slice(),
		Seconds: math.Round(time.Since(start).Seconds()*1000) / 1000, Version: moduleVersion()}
	return o.print(env, r, device)
}

// openCheckpoint opens the checkpoint at path of the count of size n by
// c, whose method is settled, with a note on env's standard error of a
// torn last line, and sets c's Done to the subproblems it records and c's
// Finished to record the others in it.
func openCheckpoint(path string, n int, c *nqueens.Counter, env *environment) (*checkpoint.CountFile, error) {
	method := c.Method
	id := checkpoint.Count{N: n, Method: method.String(), Shard: c.Shard, Shards: max(c.Shards, 1), ByColumn: c.ByColumn}
	cp, recorded, err := checkpoint.OpenCount(path, id, env.stderr, env.files.checkpoint)
	if err != nil {
		return nil, err
	}
	c.Done = make(map[nqueens.Subproblem]nqueens.Counts, len(recorded))
	for sub, counts := range recorded {
		done := nqueens.Counts{Total: counts.Total, Unique: counts.Unique}
		if c.ByColumn {
			done.ByColumn = nqueens.ColumnsOf(parseColumns(counts.Columns))
			if sum, ok := done.ByColumn.Sum(); n > 0 && (!ok || sum != counts.Total) {
				cp.Close()
				return nil, cp.Damaged(sub, fmt.Sprintf("its columns do not add up to its total, %d", counts.Total))
			}
		}
		c.Done[nqueens.Subproblem{N: n, Method: method, Number: sub}] = done
	}
	c.Finished = func(sub nqueens.Subproblem, counts nqueens.Counts) error {
		if sub.Method != method {
			return fmt.Errorf("checkpoint %s: subproblem %v of a count by %v, not %v", path, sub, sub.Method, method)
		}
		return cp.Record(sub.Number, checkpoint.Counts{Total: counts.Total, Unique: counts.Unique, Columns: strings.ReplaceAll(counts.ByColumn.String(), " ", ",")})
	}
	return cp, nil
}

// checkKnown returns an error if the counts of the whole count of size n
// disagree with those OEIS knows, A000170 and A002562, naming the
// checkpoint cp the count went on from, if not nil: its lines are checked
// against damage, not against a line rewritten with its checksum made
// anew, which would make the sum wrong.
func checkKnown(n int, counts nqueens.Counts, cp *checkpoint.CountFile) error {
	known, ok := oeis.Known(n)
	if !ok || counts.Total == known.Total && (counts.UniqueUnknown || counts.Unique == known.Unique) {
		return nil
	}
	got, want, seq := counts.Total, known.Total, "A000170"
	what := "solutions"
	if counts.Total == known.Total {
		got, want, seq, what = counts.Unique, known.Unique, "A002562", "fundamental solutions"
	}
	if cp != nil {
		return fmt.Errorf("the count of N = %d adds up to %d %s, where OEIS %s has %d: checkpoint %s records subproblems whose counts are not theirs, a line changed with its checksum made anew; it is left as it is: count again with a new checkpoint", n, got, what, seq, want, cp.Path())
	}
	return fmt.Errorf("the count of N = %d gives %d %s, where OEIS %s has %d: the count is wrong, and nothing is printed", n, got, what, seq, want)
}

// progress returns where the count shows how far it has got: env's
// terminal, or nil where there is none or -quiet is given.
func (o *countFlags) progress(env *environment) io.Writer {
	if o.quiet {
		return nil
	}
	return env.progress
}

// counter returns the Counter of a count of size n with these flags, with
// its method settled: -method, or for auto, the method of the checkpoint
// the count goes on with, or else the library's, which the checkpoint and
// the shard line name.
func (o *countFlags) counter(n int) (nqueens.Counter, error) {
	c := nqueens.Counter{Workers: o.workers, Method: o.method, MaxMemory: o.maxMemory, Device: o.device, ByColumn: o.byColumn}
	if o.byColumn && o.device != nqueens.DefaultDevice && o.device != nqueens.CPU {
		return c, usagef("-by-column -device %v: a count by column runs on the processor; leave out -device, or set it to cpu", o.device)
	}
	if o.shard != "" {
		if *o.format == "text" {
			return c, usagef("-format text: a shard prints JSON, for nqueens sum")
		}
		var err error
		s, err := parseShard(o.shard, os.Getenv)
		if err != nil {
			return c, err
		}
		c.Shard, c.Shards = s.I, s.M
	}
	// Where the method comes from, for the messages about it.
	source := "-method " + c.Method.String()
	if c.Method == nqueens.Auto && o.checkpoint != "" {
		name, ok, err := checkpoint.MethodOf(o.checkpoint)
		if err != nil {
			return c, err
		}
		if ok && c.Method.UnmarshalText([]byte(name)) == nil {
			source = "the method of checkpoint " + o.checkpoint + ", " + name
		}
	}
	var err error
	c.Method, err = c.MethodFor(context.Background(), n)
	var me *nqueens.MemoryError
	var re *nqueens.RangeError
	switch {
	case errors.As(err, &me):
		need, limit := prose.BytesPair(me.Need, me.Limit)
		return c, usagef("%s: the join of N = %d needs %s for its table's index at least, more than -max-memory %s; raise -max-memory to count it", source, n, need, limit)
	case errors.As(err, &re):
		return c, usagef("%s: the join counts sizes %d to %d, not %d", source, re.Min, re.Max, re.N)
	case err == nil && !c.Method.CountsOn(c.Device):
		var there []nqueens.Method
		for _, m := range nqueens.Methods() {
			if m != nqueens.Auto && m.CountsOn(c.Device) {
				there = append(there, m)
			}
		}
		return c, usagef("-device %v: the count of N = %d is by %s, which does not count on %v; add -method %s", c.Device, n, c.Method, c.Device, prose.Or(prose.Names(there)))
	}
	return c, err
}

// fallback says why Auto counts size n by backtracking where it would join
// but for -max-memory, and returns "" where it does not: the join,
// several times faster, would need more memory than -max-memory allows.
func (o *countFlags) fallback(n int, c nqueens.Counter) string {
	if o.method != nqueens.Auto || c.Method == nqueens.Join2 {
		return ""
	}
	unbounded := nqueens.Counter{MaxMemory: math.MaxInt64}
	if m, err := unbounded.MethodFor(context.Background(), n); err != nil || m != nqueens.Join2 {
		return "" // Auto backtracks n whatever the memory
	}
	join := nqueens.Counter{Method: nqueens.Join2, MaxMemory: c.MaxMemory}
	var me *nqueens.MemoryError
	if _, err := join.MethodFor(context.Background(), n); !errors.As(err, &me) {
		return ""
	}
	need, limit := prose.BytesPair(me.Need, me.Limit)
	return fmt.Sprintf("counting N = %d by %s, several times slower than join2, whose table's index needs %s, more than -max-memory %s", n, c.Method, need, limit)
}

// longCountN is the least size whose count by backtracking longCount
// estimates: 19 takes minutes on one core, and on a machine slow enough to
// take a day over it, timing the pace would take minutes too.
const longCountN = 20

// longCount says how long the count of size n by c would take on this
// machine where, by the library's estimate, that is more than a day, and
// returns "" where it is less or there is no estimate: a count of a size
// below longCountN, or by joining, whose estimate says nothing of its time.
// It returns an error only where ctx ends the estimate.
func longCount(ctx context.Context, c nqueens.Counter, n int) (string, error) {
	if c.Method != nqueens.Backtrack || n < longCountN {
		return "", nil
	}
	d, err := c.Estimate(ctx, n)
	if ctx.Err() != nil {
		return "", ctx.Err()
	}
	if err != nil || d <= 24*time.Hour {
		return "", nil // the count says what is wrong, if anything is
	}
	what := fmt.Sprintf("N = %d", n)
	if c.Shards > 0 {
		what = fmt.Sprintf("shard %d of %d of N = %d", c.Shard, c.Shards, n)
	}
	if len(c.Done) > 0 {
		what = "what is left of " + what
	}
	workers := c.Workers
	if workers == 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	return fmt.Sprintf("counting %s by backtracking on %s would take %s on this machine, by its pace at smaller sizes; Ctrl-C stops it",
		what, prose.Count(workers, "goroutine"), longTime(d)), nil
}

// longTime writes d, more than a day, in hours, days or years, with no
// more digits than an estimate deserves: "more than 290 years" for the
// longest Duration, which stands for longer.
func longTime(d time.Duration) string {
	const day, year = 24 * time.Hour, 8766 * time.Hour // a year of 365.25 days
	switch {
	case d == math.MaxInt64:
		return "more than 290 years"
	case d < 2*day:
		return fmt.Sprintf("about %.0f hours", d.Hours())
	case d < 2*year:
		return fmt.Sprintf("about %.0f days", float64(d)/float64(day))
	}
	return fmt.Sprintf("about %.0f years", float64(d)/float64(year))
}

// print prints the result r of a count, as the flags ask: a shard line, a
// line of JSON or text. It returns errNone for no solution, but for a
// shard.
func (o *countFlags) print(env *environment, r shardResult, device nqueens.Device) error {
	switch {
	case o.shard != "":
		line, err := r.marshal()
		if err != nil {
			return err
		}
		fmt.Fprintf(env.out.w, "%s\n", line)
		return nil
	case *o.format == "json":
		res := countResult{N: r.N, Method: r.Method, Device: device.String(), Total: r.Total, Unique: r.Unique, ByColumn: r.ByColumn, Seconds: r.Seconds, Version: r.Version}
		if cpu, peak, ok := resourceUsage(); ok {
			res.CPUSeconds, res.PeakMemory = math.Round(cpu*1000)/1000, peak
		}
		if err := env.out.writeJSON(res); err != nil {
			return err
		}
	default:
		fmt.Fprintf(env.out.w, "total %d\nunique %d\n", r.Total, r.Unique)
		if o.byColumn {
			fmt.Fprintf(env.out.w, "%s\n", strings.TrimSpace("by_column "+nqueens.ColumnsOf(r.ByColumn).String()))
		}
	}
	if r.Total == 0 {
		return errNone // no solution, as solve -count says with 0
	}
	return nil
}

// countResult is what count -format json prints.
type countResult struct {
	N      int    `json:"n"`
	Method string `json:"method"` // backtrack, join or join2: the method Auto chose, or -method
	Device string `json:"device"` // cpu or opencl: where the count ran
	Total  uint64 `json:"total"`
	Unique uint64 `json:"unique"`
	// ByColumn, with -by-column, holds the solutions by the column of
	// the queen of row 0, from column 0.
	ByColumn []uint64 `json:"by_column,omitempty"`
	Seconds  float64  `json:"seconds"` // how long the count took
	// CPUSeconds and PeakMemory are the processor time the command took,
	// on every core together, and the most memory it held resident, in
	// bytes: left out where the system cannot tell.
	CPUSeconds float64 `json:"cpu_seconds,omitempty"`
	PeakMemory uint64  `json:"peak_memory,omitempty"`
	Version    string  `json:"version"` // of the module that counted
}

// countError returns the error of a count that Count ended with err, in
// ctx, with the checkpoint cp or none.
func countError(ctx context.Context, err error, cp *checkpoint.CountFile) error {
	sig, stopped := signals.StoppedBy(ctx)
	var se *nqueens.SubproblemError
	var de *nqueens.DeviceError
	switch {
	case errors.As(err, &de):
		return fmt.Errorf("-device %v: %v", de.Device, de.Err)
	case stopped:
		msg := fmt.Sprintf("stopped by %s; nothing is saved: with -checkpoint FILE, a count saves what it has done", sig.Name())
		if cp != nil {
			msg = fmt.Sprintf("stopped by %s: %s %s saved in %s; run the same command again to go on",
				sig.Name(), prose.Count(cp.Saved(), "subproblem"), prose.IsAre(cp.Saved()), cp.Path())
		}
		return &stoppedError{status: sig.Status(), msg: msg}
	case errors.As(err, &se) && cp != nil:
		return cp.Foreign(se.Subproblem.Number)
	}
	return err
}

// parseColumns returns the numbers of a checkpoint's columns, which its
// reader has checked.
func parseColumns(s string) []uint64 {
	if s == "" {
		return nil
	}
	f := strings.Split(s, ",")
	v := make([]uint64, len(f))
	for i, x := range f {
		v[i], _ = strconv.ParseUint(x, 10, 64)
	}
	return v
}
