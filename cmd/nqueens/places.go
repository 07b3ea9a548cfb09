package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math"
	"math/bits"
	"os"
	"strconv"
	"time"

	"github.com/nqueens-go/nqueens"
)

// --- Listings by place ---
//
// list -from K, -shard I/M and -checkpoint FILE print the solutions by
// their place in list's order, counted from 0: the listing from place K
// on, or the places [I·T/M, (I+1)·T/M) of the T solutions, so that the M
// shards, concatenated in order, are list's output byte for byte. The
// listing finds the solution at its first place by nqueens.UnrankContext,
// and goes on from it as list does.

// placeFlags are the flags of list that choose solutions by their place.
type placeFlags struct {
	from       uint64
	fromSet    bool   // whether -from was given
	shard      string // I/M or env/M
	checkpoint string
}

// definePlaceFlags defines list's flags of places in fs.
func definePlaceFlags(fs *flag.FlagSet) *placeFlags {
	f := &placeFlags{}
	fs.Func("from", "begin at the solution at place `K`, counted from 0", func(s string) error {
		v, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			return usagef("-from: %q is not a whole number from 0 to %d", s, uint64(math.MaxUint64))
		}
		f.from, f.fromSet = v, true
		return nil
	})
	fs.Func("shard", "print only shard `I/M` of the solutions, I from 0 to M-1, or env/M", func(s string) error {
		f.shard = s
		return nil
	})
	fs.Func("checkpoint", "record the place listed in `FILE`, and go on from the one recorded there", func(s string) error {
		if s == "" {
			return usagef("-checkpoint: an empty FILE; name the checkpoint's file")
		}
		f.checkpoint = s
		return nil
	})
	return f
}

// set reports whether a flag of places was given.
func (f *placeFlags) set() bool { return f.fromSet || f.shard != "" || f.checkpoint != "" }

// A placeRange is the places a listing prints: from from up to, not
// including, to, at most limit of them unless limit is 0.
type placeRange struct {
	from, to uint64
	limit    uint64
}

// shardPlaces returns the places of shard i of m of total solutions:
// [i·total/m, (i+1)·total/m), without overflow.
func shardPlaces(i, m int, total uint64) (from, to uint64) {
	at := func(i int) uint64 {
		hi, lo := bits.Mul64(total, uint64(i))
		q, _ := bits.Div64(hi, lo, uint64(m))
		return q
	}
	return at(i), at(i + 1)
}

// listByPlace prints the solutions of size n in the places that f asks
// for, in the format print, at most limit unless it is 0.
func listByPlace(n int, f *placeFlags, print format, limit int, env *environment) error {
	if print.sheet && (f.shard != "" || f.checkpoint != "") {
		return usagef("-format svg draws one picture, which shards and checkpoints cannot split; use another format")
	}
	if f.fromSet && f.shard != "" {
		return usagef("-from and -shard both choose where the listing begins: give one")
	}
	ctx, stop := notifySignals(context.Background())
	defer stop()
	var c nqueens.Counter
	counts, err := c.Count(ctx, n)
	if err != nil {
		return stoppedBy(ctx, err, "")
	}
	total := counts.Total
	r := placeRange{from: f.from, to: total, limit: uint64(limit)}
	if f.shard != "" {
		i, m, err := parseShard(f.shard, os.Getenv)
		if err != nil {
			return err
		}
		r.from, r.to = shardPlaces(i, m, total)
	} else if f.fromSet && f.from >= total {
		return fmt.Errorf("-from %d: size %d has %d solutions, at places 0 to %d", f.from, n, total, max(total, 1)-1)
	}
	if r.limit > 0 {
		r.to = min(r.to, r.from+r.limit)
	}
	if print.sheet {
		return printSheetFrom(ctx, env, n, r)
	}
	var cp *listCheckpoint
	next, printed := r.from, uint64(0)
	if f.checkpoint != "" {
		cp, err = openListCheckpoint(f.checkpoint, listID{n: n, from: r.from, to: r.to, format: print.name})
		if err != nil {
			return err
		}
		defer cp.close()
		next, printed = cp.next, cp.next-r.from
		if size, ok := outputSize(env); ok && size > 0 && size != cp.output {
			fmt.Fprintf(env.stderr, "nqueens list: standard output holds %d bytes, where the listing of checkpoint %s had printed %d: if it is the listing's own file, its last %d bytes are printed again (truncate -s %d cuts them)\n",
				size, cp.path, cp.output, max(size, cp.output)-cp.output, cp.output)
		}
	}
	if next >= r.to {
		return nil
	}
	seq, err := nqueens.AllFromContext(ctx, n, next)
	if err != nil {
		return stoppedBy(ctx, err, "")
	}
	out := env.out
	last := time.Now()
	for b, err := range seq {
		if err != nil {
			return listStopped(ctx, err, cp, env, next)
		}
		print.board(out, b, printed == 0)
		printed++
		next++
		if next == r.to {
			break
		}
		if err := out.tick(); err != nil {
			return err
		}
		if cp != nil && time.Since(last) >= listRecordEvery {
			if err := cp.record(env, next); err != nil {
				return err
			}
			last = time.Now()
		}
	}
	if cp != nil {
		return cp.record(env, next)
	}
	return nil
}

// listRecordEvery is how often a listing records its place in its
// checkpoint, at most. The tests of a listing stopped at a record set it
// to 0, to record at each board.
var listRecordEvery = time.Second

// listStopped returns the error of a listing that err stopped after the
// place before next: for a signal, with its checkpoint cp, if any,
// recording next first.
func listStopped(ctx context.Context, err error, cp *listCheckpoint, env *environment, next uint64) error {
	if cp == nil {
		return stoppedBy(ctx, err, "nothing is saved: with -checkpoint FILE, a listing saves its place")
	}
	if rerr := cp.record(env, next); rerr != nil {
		return rerr
	}
	return stoppedBy(ctx, err, fmt.Sprintf("the listing up to place %d is saved in %s; run the same command again to go on", next, cp.path))
}

// printSheetFrom draws the solutions of size n in the places of r in one
// SVG picture.
func printSheetFrom(ctx context.Context, env *environment, n int, r placeRange) error {
	seq, err := nqueens.AllFromContext(ctx, n, r.from)
	if err != nil {
		return stoppedBy(ctx, err, "")
	}
	var boards []nqueens.Board
	for b, err := range seq {
		if err != nil {
			return stoppedBy(ctx, err, "")
		}
		boards = append(boards, b)
		if uint64(len(boards)) == r.to-r.from {
			break
		}
		if len(boards) > maxSheet {
			return usagef("-format svg draws all the boards in one picture, at most %d: give -limit", maxSheet)
		}
	}
	return nqueens.WriteSVG(env.out.w, boards)
}

// outputSize returns the size of the command's standard output, if it is
// a regular file.
func outputSize(env *environment) (int64, bool) {
	f, ok := env.stdout.(*os.File)
	if !ok {
		return 0, false
	}
	info, err := f.Stat()
	if err != nil || !info.Mode().IsRegular() {
		return 0, false
	}
	return info.Size(), true
}

// syncOutput syncs the command's standard output to the disk if it is a
// regular file, so that what a checkpoint records as printed is there
// after a crash.
func syncOutput(env *environment) error {
	f, ok := env.stdout.(*os.File)
	if !ok {
		return nil
	}
	if info, err := f.Stat(); err != nil || !info.Mode().IsRegular() {
		return nil
	}
	if err := f.Sync(); err != nil && !errors.Is(err, os.ErrInvalid) {
		return fmt.Errorf("standard output: %v", err)
	}
	return nil
}
