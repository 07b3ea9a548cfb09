package main

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/internal/memlimit"
	"github.com/nqueens-go/nqueens/internal/signals"
)

var randomCommand = &command{
	name:    "random",
	args:    "N",
	summary: "print a random solution of size N",
	doc: `Print a solution of size N chosen at random, for N from 0 to 100000000.
Up to N = 14 every solution is as likely as any other; above that the
solution comes from repairing a random board, in time about linear in N,
with 24 bytes of memory per queen: 2.4 GB for N =
100000000. An N whose board would not fit in the memory the process may
take is refused before anything is drawn, with exit status 1: the
machine's memory, its control group's limit, its limits on address space
and data (ulimit -v and -d) and GOMEMLIMIT, where the system tells them.
With -seed S, the
same S gives the same board on every machine and in every release; without
it, each run draws its own. The tuple, json and svg formats stream; the
drawn ones take N up to 10000. Exit with status 1 if there is no solution (N = 2
and N = 3).

With -uniform, every solution is as likely as any other at every N up to
18: the command draws a place among the solutions and finds the solution
there, as 'nqueens list N -from K -limit 1' would, which costs about a
count of size N.
-seed S gives the same board in every release with -uniform too, and a
different one than without it.
`,
	setup: func(fs *flag.FlagSet) runFunc {
		f := &randomFlags{boardFlags: defineBoardFlags(fs)}
		f.seeded = defineSeed(fs, &f.seed, "draw the board with the seed `S`, a whole number from 0 up")
		defineBool(fs, &f.uniform, "uniform", "draw every solution with the same chance, for N up to 18")
		return func(args []string, env *environment) error { return random(args, f, env) }
	},
}

// maxRandom is the largest board random draws: 2.4 GB of memory.
const maxRandom = 100_000_000

// randomBytesPerQueen is the memory that random takes for each queen: the
// board, and the counts of queens on each diagonal that the repair keeps.
const randomBytesPerQueen = 24

// checkRandomMemory returns an error if a random board of size n would not
// fit under one of limits.
func checkRandomMemory(n int, limits []memlimit.Limit) error {
	what := fmt.Sprintf("a random board of size %d", n)
	return memlimit.Check(what, uint64(n)*randomBytesPerQueen, limits)
}

// randomFlags are the flags of random.
type randomFlags struct {
	boardFlags
	seed    uint64
	seeded  *bool // whether -seed was given
	uniform bool
}

func random(args []string, f *randomFlags, env *environment) error {
	n, err := sizeArg(args, maxRandom)
	if err != nil {
		return err
	}
	sayEmpty(env, "random", n)
	if f.uniform && n > nqueens.MaxUniform {
		return usagef("-uniform draws N up to %d, not %d: above that, drop -uniform for a board that is not uniform", nqueens.MaxUniform, n)
	}
	if err := checkDrawn(n, f.form()); err != nil {
		return err
	}
	if err := checkRandomMemory(n, memlimit.Limits()); err != nil {
		return err
	}
	seed := f.seed
	if !*f.seeded {
		seed = rand.Uint64()
	}
	src := rand.NewPCG(seed, 0)
	if f.uniform {
		ctx, stop := signals.Notify(context.Background())
		defer stop()
		b, err := nqueens.RandomUniformContext(ctx, n, src)
		switch {
		case n == 2 || n == 3:
			return fmt.Errorf("no solution of size %d", n)
		case err != nil:
			return stoppedBy(ctx, err, "")
		}
		f.form().board(env.out, b, true)
		return nil
	}
	b, ok := nqueens.Random(n, src)
	if !ok {
		return fmt.Errorf("no solution of size %d", n)
	}
	f.form().board(env.out, b, true)
	return nil
}
