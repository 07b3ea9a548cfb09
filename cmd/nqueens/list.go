package main

import (
	"flag"
	"fmt"
	"iter"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/cmd/nqueens/internal/resumable"
)

var listCommand = &command{
	name:    "list",
	args:    "N",
	summary: "print the solutions of size N",
	doc: `Print the solutions of size N, for N from 0 to 64, in lexicographic order,
as they are found. With -unique, print only the fundamental ones, as the
unique command does. With -format svg, draw them all in one picture, at
most 10000 of them or -limit. Exit with status 1 if there is none (N = 2
and 3).

The solutions have places, counted from 0 in this order. With -from K, the
listing prints the solutions from place K on; with -shard I/M, only places
I*T/M up to (I+1)*T/M of the T solutions, so that the M shards, each
printed on a machine of its own, concatenated in order, are the whole
listing byte for byte, in every format, and about as long to print. Each
board comes as the whole listing prints it: in dots, grid and matrix, every
board but the one at place 0 after the blank line that separates it from
the board before, so that a shard other than the first, or a listing from
K above 0, begins with a blank line. -shard env/M
takes I from JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID, as count does.
Finding the first solution of a shard or of -from costs about as much as
counting the solutions, for even N up to 20 and for odd N up to 17, and
more for odd N above.

With -o FILE, the listing goes to FILE, which it creates: a file that
exists already is refused and left as it is, but for a device or a named
pipe, such as /dev/null, which takes the listing as standard output would.
With -checkpoint CK too, the listing records in CK, every second, the
place it has printed up to, with the size of FILE and the checksum of its
bytes, synced to the disk after the boards themselves, and once more when
SIGINT or SIGTERM stops it (exit status 130 or 143) or a write fails, as
on a full disk (status 1). The same command run again checks FILE against
the checkpoint, cuts away what follows the last record (boards printed
after it, or one torn by a full disk), and goes on from there: FILE then
holds the whole listing, each board once, whatever stopped the runs
before, a kill or a crash included. FILE is one listing however it is
named, -o f, -o ./f or its whole path, from any directory. A FILE that is
not what the checkpoint records is refused and left as it is. The
checksums of the checkpoint's lines and of FILE's bytes guard against
damage; a record rewritten with its checksums made anew passes them, so
the listing also reads FILE's bytes back before it goes on: they must be
whole boards of the listing, as many as the record's place says, the last
the solution at its place. Run again after the end, the listing says
that it is complete. -checkpoint needs -o FILE, a regular file: what
reached standard output, a pipe or a device cannot be known, and would
be printed again. A listing refused before it prints leaves nothing
behind, a new checkpoint included.

` + slowSearchDoc,
	setup: func(fs *flag.FlagSet) runFunc {
		f := defineListFlags(fs)
		var unique bool
		defineBool(fs, &unique, "unique", "print one solution of each class under rotations and reflections")
		places := definePlaceFlags(fs)
		return func(args []string, env *environment) error { return list(args, f, unique, places, env) }
	},
}

var uniqueCommand = &command{
	name:    "unique",
	args:    "N",
	summary: "print the fundamental solutions of size N",
	doc: `Print the fundamental solutions of size N, for N from 0 to 64: one for each
class of solutions that the rotations and reflections of the board map onto
each other, the lexicographically least of its class. They come in
lexicographic order, as they are found: 12 of the 92 for N = 8. Exit with
status 1 if there is none (N = 2 and 3).

` + slowSearchDoc,
	setup: func(fs *flag.FlagSet) runFunc {
		f := defineListFlags(fs)
		return func(args []string, env *environment) error { return list(args, f, true, &placeFlags{}, env) }
	},
}

func list(args []string, f *listFlags, unique bool, places *placeFlags, env *environment) error {
	n, err := sizeArg(args, nqueens.MaxN)
	if err != nil {
		return err
	}
	sayEmpty(env, map[bool]string{false: "list", true: "unique"}[unique], n)
	if places.set() && unique {
		return usagef("-from, -shard and -checkpoint take places in the order of all the solutions, not -unique")
	}
	if places.checkpoint != "" {
		if places.output == "" {
			return usagef("-checkpoint needs -o FILE: a listing goes on exactly where it stopped only in a file of its own, which it cuts back to its last record; what reached standard output, a pipe say, cannot be known")
		}
		return listByPlace(n, places, f.form(), f.limit, env)
	}
	if places.output == "" {
		return listTo(n, f, unique, places, env)
	}
	lf, err := resumable.OpenPlain(places.output, "-o "+places.output, env.files.output)
	if err != nil {
		return err
	}
	file := *env
	file.stdout, file.out = lf.File(), newOutput(lf.File())
	err = listTo(n, f, unique, places, &file)
	if ferr := file.out.flush(); ferr != nil && err == nil {
		err = ferr
	}
	if info, serr := lf.File().Stat(); err == nil && serr == nil && info.Mode().IsRegular() {
		if serr := lf.SyncFile(); serr != nil {
			err = resumable.OutputError(lf.Name, serr)
		}
	}
	if err != nil {
		lf.Discard() // a refused listing leaves no file behind
		return err
	}
	lf.Close()
	return nil
}

// listTo prints the listing that the flags ask for to env's output.
func listTo(n int, f *listFlags, unique bool, places *placeFlags, env *environment) error {
	if places.set() {
		return listByPlace(n, places, f.form(), f.limit, env)
	}
	cmd := "list"
	if unique {
		cmd = "unique"
	}
	warnSlow(env, cmd, n)
	printed, err := printAll(env.out, listing(n, unique), f.form(), f.limit, nqueens.WriteSVG)
	if err == nil && printed == 0 {
		err = fmt.Errorf("no solution of size %d", n)
	}
	return err
}

// listing returns the solutions of size n, or the fundamental ones.
func listing(n int, unique bool) iter.Seq[nqueens.Board] {
	if unique {
		return nqueens.Unique(n)
	}
	return nqueens.All(n)
}
