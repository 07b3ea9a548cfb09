package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/nqueens-go/nqueens"
)

// Progress lines appear once a count has run for progressAfter, and change
// at most every progressEvery.
var progressAfter = time.Second

const progressEvery = 250 * time.Millisecond

// The environment variables that hold the index of a task in an array of
// batch jobs, for -shard env/M.
var shardIndexVariables = []string{
	"JOB_COMPLETION_INDEX", // a Kubernetes Indexed Job
	"SLURM_ARRAY_TASK_ID",  // a Slurm job array
}

func count(args []string, o *options, env *environment) error {
	n, err := sizeArg(args)
	if err != nil {
		return err
	}
	c := nqueens.Counter{Workers: o.workers}
	sharded := o.shard != ""
	if sharded {
		if c.Shard, c.Shards, err = parseShard(o.shard); err != nil {
			return err
		}
	}
	ctx := context.Background()
	var cp *checkpoint
	if o.checkpoint != "" {
		// Count checks that the subproblems in the checkpoint are those
		// of the shard.
		cp, c.Done, err = openCheckpoint(o.checkpoint, n, c.Shard, max(c.Shards, 1), env.stderr)
		if err != nil {
			return err
		}
		defer cp.close()
		c.Finished = cp.record
		// Stopped by a signal, the count saves what has finished.
		var stop context.CancelFunc
		ctx, stop = signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
		defer stop()
	}
	var p *progressLine
	if env.progress != nil && !o.quiet {
		p = &progressLine{w: env.progress, start: time.Now(), after: progressAfter}
		c.Progress = p.show
	}
	subproblems := 0
	c.Progress = spy(c.Progress, func(_, total int) { subproblems = total })
	start := time.Now()
	counts, err := c.Count(ctx, n)
	p.clear()
	if err != nil {
		if cp != nil && ctx.Err() != nil {
			return fmt.Errorf("stopped: %d of %d subproblems are saved in %s; run the same command again to go on", cp.saved, subproblems, o.checkpoint)
		}
		if cp != nil && c.Done != nil && subproblems == 0 {
			// Count refused the checkpoint before it began.
			return fmt.Errorf("checkpoint %s: %s", o.checkpoint, strings.TrimPrefix(err.Error(), "nqueens: Counter.Count: "))
		}
		return err
	}
	if cp != nil {
		if err := cp.close(); err != nil {
			return err
		}
	}
	if !sharded {
		fmt.Fprintf(env.out.w, "total %d\nunique %d\n", counts.Total, counts.Unique)
		return nil
	}
	line, err := json.Marshal(shardResult{
		N:           n,
		Shard:       c.Shard,
		Shards:      c.Shards,
		Subproblems: subproblems,
		Total:       counts.Total,
		Unique:      counts.Unique,
		Seconds:     math.Round(time.Since(start).Seconds()*1000) / 1000,
		Version:     moduleVersion(),
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(env.out.w, "%s\n", line)
	return nil
}

// spy returns a Progress function that calls f and then progress, if it is
// not nil.
func spy(progress, f func(done, total int)) func(done, total int) {
	return func(done, total int) {
		f(done, total)
		if progress != nil {
			progress(done, total)
		}
	}
}

// shardResult is what count -shard prints, and sum reads: the counts of one
// shard, as one line of JSON.
type shardResult struct {
	N           int     `json:"n"`
	Shard       int     `json:"shard"`
	Shards      int     `json:"shards"`
	Subproblems int     `json:"subproblems"` // in the shard
	Total       uint64  `json:"total"`
	Unique      uint64  `json:"unique"`
	Seconds     float64 `json:"seconds"` // how long this run took
	Version     string  `json:"version"` // of the module that counted
}

// maxShards is the largest number of shards: more than the 38,604
// subproblems of N = 27 by far.
const maxShards = 1 << 20

// parseShard reads the argument of -shard: I/M, or env/M to take I from the
// environment.
func parseShard(arg string) (shard, shards int, err error) {
	i, m, ok := strings.Cut(arg, "/")
	if !ok {
		return 0, 0, usagef("-shard %s: want I/M, shard I of M, or env/M", arg)
	}
	shards, err = strconv.Atoi(m)
	if err != nil || shards < 1 || shards > maxShards {
		return 0, 0, usagef("-shard %s: M = %q is not a whole number from 1 to %d", arg, m, maxShards)
	}
	name := "I"
	if i == "env" {
		for _, v := range shardIndexVariables {
			if i = os.Getenv(v); i != "" {
				name = v
				break
			}
		}
		if i == "" {
			return 0, 0, fmt.Errorf("-shard %s: neither %s (Kubernetes) nor %s (Slurm) is set", arg, shardIndexVariables[0], shardIndexVariables[1])
		}
	}
	// An index from the environment is not the command line's fault.
	fail := usagef
	if name != "I" {
		fail = func(format string, args ...any) error { return fmt.Errorf(format, args...) }
	}
	shard, err = strconv.Atoi(i)
	if err != nil {
		return 0, 0, fail("-shard %s: %s = %q is not a whole number", arg, name, i)
	}
	if shard < 0 || shard >= shards {
		return 0, 0, fail("-shard %s: %s = %d out of range [0, %d)", arg, name, shard, shards)
	}
	return shard, shards, nil
}

// moduleVersion returns the version of the nqueens module that the command
// was built from.
func moduleVersion() string {
	const path = "github.com/nqueens-go/nqueens"
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown"
	}
	if info.Main.Path == path && info.Main.Version != "" {
		return info.Main.Version
	}
	for _, dep := range info.Deps {
		if dep.Path == path {
			return dep.Version
		}
	}
	return "(devel)"
}

// progressLine shows on a terminal how far a count has got, rewriting one
// line in place.
type progressLine struct {
	w      io.Writer
	start  time.Time     // when the count started
	after  time.Duration // how long the count runs before the line appears
	shown  time.Time     // when the line last changed
	length int           // the length of the line shown, 0 if none
	first  int           // the number of subproblems done before the count started
	began  bool          // whether first is set
}

// show is the Counter's Progress function.
func (p *progressLine) show(done, total int) {
	if !p.began {
		p.first, p.began = done, true
	}
	now := time.Now()
	if now.Sub(p.start) < p.after || now.Sub(p.shown) < progressEvery {
		return
	}
	p.shown = now
	elapsed := now.Sub(p.start)
	line := fmt.Sprintf("%d of %d subproblems counted (%.0f%%), ",
		done, total, 100*float64(done)/float64(max(total, 1)))
	if counted := done - p.first; counted > 0 {
		rate := float64(counted) / elapsed.Seconds()
		left := time.Duration(float64(total-done) / rate * float64(time.Second))
		line += fmt.Sprintf("%.1f a second, %s left", rate, left.Round(time.Second))
	} else {
		line += fmt.Sprintf("%s so far", elapsed.Round(time.Second))
	}
	p.length = max(p.length, len(line))
	fmt.Fprintf(p.w, "\r%-*s", p.length, line)
}

// clear removes the line, if one was shown.
func (p *progressLine) clear() {
	if p == nil || p.length == 0 {
		return
	}
	fmt.Fprintf(p.w, "\r%*s\r", p.length, "")
	p.length = 0
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
