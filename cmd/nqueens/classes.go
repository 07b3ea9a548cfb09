package main

import (
	"context"
	"fmt"
	"math"
	"os"
	"sync/atomic"
	"time"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/cmd/nqueens/internal/checkpoint"
	"github.com/nqueens-go/nqueens/internal/prose"
	"github.com/nqueens-go/nqueens/internal/shard"
	"github.com/nqueens-go/nqueens/internal/signals"
)

// countClasses is count -classes: the classes of the solutions of size n
// under the group of o.classes.
func countClasses(n int, o *countFlags, env *environment) error {
	g := *o.classes
	for _, f := range []struct {
		name string
		set  bool
	}{{"-by-column", o.byColumn}, {"-method", o.method != nqueens.Auto}, {"-device", o.device != nqueens.DefaultDevice}, {"-max-memory", o.maxMemory != 0}} {
		if f.set {
			return usagef("-classes with %s: a count of classes takes -workers, -shard, -checkpoint, -format and -quiet alone", f.name)
		}
	}
	switch {
	case o.shard != "" && *o.format == "text":
		return usagef("-format text: a shard prints JSON, for nqueens sum")
	case n > nqueens.MaxClassesN:
		return usagef("N = %d out of range [0, %d] for -classes %v", n, nqueens.MaxClassesN, g)
	case g == nqueens.Square && (o.shard != "" || o.checkpoint != ""):
		return usagef("-classes square takes no -shard or -checkpoint: its classes are the unique solutions, which count N prints, in shards and with a checkpoint too, without -classes")
	case g == nqueens.Square:
		ctx, stop := signals.Notify(context.Background())
		defer stop()
		start := time.Now()
		showing := showElapsed(o.progress(env), "counting the classes")
		classes, err := nqueens.CountClasses(ctx, n, g)
		showing()
		if err != nil {
			return stoppedBy(ctx, err, "")
		}
		return printClasses(env, o, n, g, classes, math.Round(time.Since(start).Seconds()*1000)/1000)
	}
	c := nqueens.ClassCounter{Workers: o.workers}
	sh := shard.Shard{I: 0, M: 1}
	if o.shard != "" {
		var err error
		if sh, err = parseShard(o.shard, os.Getenv); err != nil {
			return err
		}
		c.Shard, c.Shards = sh.I, sh.M
	}
	units, err := c.Units(n)
	if err != nil {
		return err
	}
	ctx, stop := signals.Notify(context.Background())
	defer stop()
	var cp *checkpoint.ClassesFile
	if o.checkpoint != "" {
		var done map[int]uint64
		if cp, done, err = checkpoint.OpenClasses(o.checkpoint, checkpoint.Classes{N: n, Group: g.String(), Shard: sh.I, Shards: sh.M}, env.stderr); err != nil {
			return err
		}
		defer cp.Close()
		c.Done = make(map[nqueens.ClassUnit]uint64, len(done))
		for u, classes := range done {
			if u < 0 || u >= nqueens.ClassUnits(n) || u%sh.M != sh.I {
				return cp.Damaged(u, fmt.Sprintf("not a unit of shard %d of %d of n = %d", sh.I, sh.M, n))
			}
			c.Done[nqueens.ClassUnit{N: n, Group: g, Number: u}] = classes
		}
		c.Finished = func(u nqueens.ClassUnit, classes uint64) error { return cp.Record(u.Number, classes) }
	}
	// The line on a terminal says how many units are counted, and not
	// how long the rest takes: the units of low numbers hold the most
	// classes, and take the longest.
	var counted atomic.Int64 // the units of the shard counted, before this run too
	counted.Store(int64(len(c.Done)))
	record := c.Finished
	c.Finished = func(u nqueens.ClassUnit, classes uint64) error {
		if record != nil {
			if err := record(u, classes); err != nil {
				return err
			}
		}
		counted.Add(1)
		return nil
	}
	showing := showRunning(o.progress(env), func() string {
		return fmt.Sprintf("%d of %s counted", counted.Load(), prose.Count(len(units), "unit"))
	})
	start := time.Now()
	classes, err := c.Count(ctx, n, g)
	showing()
	stop()
	if err != nil {
		if sig, stopped := signals.StoppedBy(ctx); stopped {
			msg := fmt.Sprintf("stopped by %s; nothing is saved: with -checkpoint FILE, a count saves what it has done", sig.Name())
			if cp != nil {
				msg = fmt.Sprintf("stopped by %s: %s %s saved in %s; run the same command again to go on",
					sig.Name(), prose.Count(cp.Saved(), "unit"), prose.IsAre(cp.Saved()), o.checkpoint)
			}
			return &stoppedError{status: sig.Status(), msg: msg}
		}
		return err
	}
	if err := cp.Close(); err != nil {
		return err
	}
	seconds := math.Round(time.Since(start).Seconds()*1000) / 1000
	if o.shard != "" {
		line, err := classesShard{N: n, Group: g.String(), Shard: sh.I, Shards: sh.M, Units: len(units), Classes: classes, Seconds: seconds, Version: moduleVersion()}.marshal()
		if err != nil {
			return err
		}
		fmt.Fprintf(env.out.w, "%s\n", line)
		return nil
	}
	return printClasses(env, o, n, g, classes, seconds)
}

// printClasses prints the classes of size n under g, counted in seconds,
// as o's format asks, and returns errNone where there are none.
func printClasses(env *environment, o *countFlags, n int, g nqueens.Group, classes uint64, seconds float64) error {
	if *o.format == "json" {
		res := classesResult{N: n, Group: g.String(), Classes: classes, Seconds: seconds, Version: moduleVersion()}
		if cpu, peak, ok := resourceUsage(); ok {
			res.CPUSeconds, res.PeakMemory = math.Round(cpu*1000)/1000, peak
		}
		if err := env.out.writeJSON(res); err != nil {
			return err
		}
	} else {
		fmt.Fprintf(env.out.w, "%v %d\n", g, classes)
	}
	if classes == 0 {
		return errNone
	}
	return nil
}

// classesResult is what count -classes -format json prints.
type classesResult struct {
	N          int     `json:"n"`
	Group      string  `json:"group"`   // torus or similar
	Classes    uint64  `json:"classes"` // the number of classes
	Seconds    float64 `json:"seconds"` // how long the count took
	CPUSeconds float64 `json:"cpu_seconds,omitempty"`
	PeakMemory uint64  `json:"peak_memory,omitempty"`
	Version    string  `json:"version"`
}
