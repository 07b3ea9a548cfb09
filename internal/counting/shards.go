package counting

import (
	"context"
	"slices"

	"github.com/nqueens-go/nqueens/internal/engine"
)

// --- Several shards on one engine ---
//
// A machine that counts several shards of one count, one after another,
// builds the engine's table once for them all: CountShards plans the
// count once, splits its units into Shards shards as Count would, and
// counts the listed shards in turn on that one engine.

// CountShards counts each shard listed in shards, of Shards, in the order
// listed, with one engine and one table for them all, and calls each with
// the counts and the Part of each in turn, as Count with Shard set to it
// returns them; Shard itself is not used. Progress, if set, reports the
// work of all the listed shards together. It returns an error if a setting
// is out of range, as Count does, if Shards is less than 2, if shards is
// empty or lists a shard outside [0, Shards) or twice, or if Done is set;
// ctx.Err() if ctx is done before a shard is counted, and the first error
// that each returns, which stops it.
func (c *Settings) CountShards(ctx context.Context, n int, shards []int, each func(Piece) error) error {
	switch {
	case c.Shards < 2:
		return problemf("Shards = %d: CountShards counts shards of a count split in 2 or more", c.Shards)
	case len(shards) == 0:
		return problemf("no shard listed")
	case len(c.Done) > 0:
		return problemf("Done holds %d units: CountShards counts whole shards", len(c.Done))
	}
	for i, s := range shards {
		if s < 0 || s >= c.Shards {
			return problemf("shards[%d] = %d out of range [0, %d)", i, s, c.Shards)
		}
		if slices.Contains(shards[:i], s) {
			return problemf("shards[%d] = %d is listed twice", i, s)
		}
	}
	p := *c
	p.Shard = shards[0]
	j, err := p.plan(ctx, n)
	if err != nil {
		return err
	}
	defer func() { j.engine.Release() }()
	spread := engine.Spread(j.costs, c.Shards)
	of := make([][]int, c.Shards)
	for u, s := range spread {
		of[s] = append(of[s], u)
	}
	if c.Progress != nil {
		j.work = scaleWork(j.costs)
		for _, s := range shards {
			for _, u := range of[s] {
				j.total += j.work[u]
			}
		}
		if j.total == 0 {
			j.total, j.done = 1, 1
		}
	}
	prepared := false
	c.report(j, true)
	for _, s := range shards {
		if err := ctx.Err(); err != nil {
			return err
		}
		j.units, j.todo, j.groups, j.sum = of[s], of[s], nil, tally{}
		if len(j.todo) > 0 && !prepared {
			if err := c.prepare(ctx, j); err != nil {
				return err
			}
			prepared = true
		}
		if err := c.countUnits(ctx, j); err != nil {
			return err
		}
		c.report(j, true)
		piece := Piece{Counts: j.counts(c.Shards), Part: Part{N: n, Method: j.method, Shard: s, Shards: c.Shards, Subproblems: len(j.units)}}
		if err := each(piece); err != nil {
			return err
		}
	}
	return nil
}
