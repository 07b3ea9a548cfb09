package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"slices"
	"strconv"
	"syscall"
	"time"

	"github.com/nqueens-go/nqueens/cmd/nqueens/internal/checkpoint"
	"github.com/nqueens-go/nqueens/cmd/nqueens/internal/resumable"
	"github.com/nqueens-go/nqueens/cmd/nqueens/internal/samefile"
	"github.com/nqueens-go/nqueens/internal/journal"
	"github.com/nqueens-go/nqueens/internal/prose"
	"github.com/nqueens-go/nqueens/internal/signals"

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
	output     string // the file to print to, "" for standard output
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
	defineFile(fs, &f.checkpoint, "checkpoint", "the checkpoint's file", "record the place listed in `FILE`, and go on from the one recorded there")
	defineFile(fs, &f.output, "o", "the file to print to", "print to `FILE`, a new file, not standard output; -checkpoint needs it")
	return f
}

// set reports whether a flag of places was given, other than -o.
func (f *placeFlags) set() bool { return f.fromSet || f.shard != "" || f.checkpoint != "" }

// A placeRange is the places a listing prints: from from up to, not
// including, to, at most limit of them unless limit is 0. It prints the
// bytes of those places in the whole listing: in the formats that
// separate boards by a blank line, each board but the one at place 0
// comes with the blank line before it, so that the shards concatenated
// are the whole listing, and the listing from K is its end from K on.
type placeRange struct {
	from, to uint64
	limit    uint64
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
	ctx, stop := signals.Notify(context.Background())
	defer stop()
	var c nqueens.Counter
	counts, err := c.Count(ctx, n)
	if err != nil {
		return stoppedBy(ctx, err, "")
	}
	total := counts.Total
	r := placeRange{from: f.from, to: total, limit: uint64(limit)}
	if f.shard != "" {
		s, err := parseShard(f.shard, os.Getenv)
		if err != nil {
			return err
		}
		r.from, r.to = s.Range(total)
	} else if f.fromSet && f.from >= total {
		return fmt.Errorf("-from %d: size %d has %d solutions, at places 0 to %d", f.from, n, total, max(total, 1)-1)
	}
	if total == 0 {
		return fmt.Errorf("no solution of size %d", n)
	}
	if r.limit > 0 {
		r.to = min(r.to, r.from+r.limit)
	}
	if print.sheet {
		return printSheetFrom(ctx, env, n, r)
	}
	if f.checkpoint != "" {
		return listResumable(ctx, env, n, r, print, f)
	}
	if r.from >= r.to {
		return nil // a shard of fewer solutions than one each
	}
	seq, err := nqueens.AllFromContext(ctx, n, r.from)
	if err != nil {
		return stoppedBy(ctx, err, "")
	}
	out := env.out
	printed := uint64(0)
	for b, err := range seq {
		if err != nil {
			return stoppedBy(ctx, err, "nothing is saved: with -checkpoint FILE and -o FILE, a listing saves its place")
		}
		print.board(out, b, r.from+printed == 0)
		printed++
		if r.from+printed == r.to {
			break
		}
		if err := out.tick(); err != nil {
			return err
		}
	}
	return nil
}

// listResumable prints the solutions of size n in the places of r, in the
// format print, to the file f.output, recording its place in the
// checkpoint f.checkpoint, from which it goes on.
func listResumable(ctx context.Context, env *environment, n int, r placeRange, print format, f *placeFlags) error {
	if samefile.SameFile(f.checkpoint, f.output) {
		return usagef("-checkpoint %s and -o %s name one file: the listing and its checkpoint are two files", f.checkpoint, f.output)
	}
	if info, err := os.Stat(f.output); err == nil && !info.Mode().IsRegular() {
		return fmt.Errorf("-o %s: %s, not a regular file: a listing with -checkpoint writes a file of its own, which it can read back and cut", f.output, journal.KindOf(info.Mode()))
	}
	id := checkpoint.Listing{N: n, From: r.from, To: r.to, Format: print.name, Output: samefile.Absolute(f.output)}
	if len(id.Header()) > checkpoint.MaxLine {
		return usagef("-o: a name of %d bytes, too long for the checkpoint's first line; name a shorter file", len(id.Output))
	}
	cp, err := checkpoint.OpenListing(f.checkpoint, id, env.files.checkpoint)
	if err != nil {
		return err
	}
	defer cp.Close()
	var lf *resumable.Output
	var last nqueens.Board // the last board in the file
	name := "-o " + f.output
	if cp.Lines() == 0 {
		lf, err = resumable.Create(f.output, name, r.from, env.files.output)
		if err == nil {
			// From this record on, the file is the listing's.
			err = cp.RecordWritten(lf)
		}
		if err != nil {
			// Refused before it began: nothing is left behind.
			lf.Discard()
			cp.Discard()
			return err
		}
	} else {
		read := boardsReader(n, r.from, print)
		size, crc := cp.Output()
		lf, err = resumable.Reopen(f.output, name, cp.Next(), size, crc, func(in io.Reader, next uint64) (err error) {
			last, err = read(in, next)
			return err
		}, env.files.output)
	}
	if err != nil {
		lf.Close()
		return err
	}
	defer lf.Close()
	if lf.Next >= r.to {
		if last != nil {
			at, err := nqueens.UnrankContext(ctx, n, lf.Next-1)
			if err != nil {
				return stoppedBy(ctx, err, "")
			}
			if err := sameLast(f, cp, last, at, lf.Next-1); err != nil {
				return err
			}
		}
		fmt.Fprintf(env.stderr, "nqueens list: the listing is complete: %s holds its %s, places %d to %d, as checkpoint %s records; there is nothing more to print\n",
			f.output, prose.Count(r.to-r.from, "board"), r.from, max(r.to, r.from+1)-1, cp.Path())
		return nil
	}
	// The listing goes on from the last board in the file, which must be
	// the solution at its place.
	start := lf.Next
	if last != nil {
		start--
	}
	seq, err := nqueens.AllFromContext(ctx, n, start)
	if err != nil {
		return listStopped(ctx, err, cp, lf)
	}
	out := newOutput(lf)
	recorded := time.Now()
	for b, err := range seq {
		if err != nil {
			return listStopped(ctx, err, cp, lf)
		}
		if last != nil {
			if err := sameLast(f, cp, last, b, start); err != nil {
				return err
			}
			last = nil
			continue
		}
		print.board(out, b, lf.Next+uint64(lf.Gathered()) == 0)
		out.flush() // into lf's buffer, which takes it all
		if err := lf.EndRecord(); err != nil {
			return listFailed(cp, lf, err)
		}
		if lf.Next+uint64(lf.Gathered()) == r.to {
			break
		}
		if time.Since(recorded) >= listRecordEvery {
			if err := cp.Record(lf); err != nil {
				return listFailed(cp, lf, err)
			}
			recorded = time.Now()
		}
	}
	if err := cp.Record(lf); err != nil {
		return listFailed(cp, lf, err)
	}
	return nil
}

// sameLast returns an error unless last, the last board in a listing's
// file, is at, the solution at place, the place before the one its
// checkpoint records.
func sameLast(f *placeFlags, cp *checkpoint.ListingFile, last, at nqueens.Board, place uint64) error {
	if slices.Equal(last, at) {
		return nil
	}
	return fmt.Errorf("-o %s: the last board it holds is %v, where the solution at its place, %d, is %v: checkpoint %s records a place that is not the file's, and both are left as they are",
		f.output, []int(last), place, []int(at), cp.Path())
}

// listRecordEvery is how often a listing records its place in its
// checkpoint, at most. The tests of a listing stopped at a record set it
// to 0, to record at each board.
var listRecordEvery = time.Second

// listStopped returns the error of a resumable listing that err stopped,
// a signal or the end of ctx, recording the place it got to first.
func listStopped(ctx context.Context, err error, cp *checkpoint.ListingFile, lf *resumable.Output) error {
	if rerr := cp.Record(lf); rerr != nil {
		return listFailed(cp, lf, rerr)
	}
	return stoppedBy(ctx, err, fmt.Sprintf("%s holds the listing up to place %d, as checkpoint %s records; run the same command again to go on", lf.Path, lf.Next, cp.Path()))
}

// listFailed returns the error of a resumable listing that err, met in
// writing its file or its checkpoint, stopped: where the file holds whole
// boards after the last record, it records them first, if it can.
func listFailed(cp *checkpoint.ListingFile, lf *resumable.Output, err error) error {
	var we *resumable.WriteError
	if errors.As(err, &we) && lf.Next > cp.Next() {
		if serr := lf.SyncFile(); serr == nil {
			cp.RecordWritten(lf) // if this fails too, the record before stands
		}
	}
	then := "once that is mended"
	if errors.Is(err, syscall.ENOSPC) {
		then = "once there is room on the disk"
	}
	return fmt.Errorf("%v; %s holds the listing up to place %d, as checkpoint %s records: run the same command again to go on from there, %s",
		err, lf.Path, cp.Next(), cp.Path(), then)
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
