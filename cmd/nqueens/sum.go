package main

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/nqueens-go/nqueens/internal/gather"
	"github.com/nqueens-go/nqueens/internal/prose"
	"github.com/nqueens-go/nqueens/internal/signals"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/internal/oeis"
)

var sumCommand = &command{
	name:    "sum",
	args:    "[FILE...]",
	summary: "add up the shards of a count",
	doc: `Add up the shards of a count: read the lines that 'nqueens count N -shard
I/M' printed, from the FILEs or from standard input (also for a FILE of -),
check each line's checksum, check that they are shards of the same N and M
and that every shard is there exactly once, and print the total and unique
counts as count does. For N up to 27, check the sums against OEIS A000170
and A002562 too, and say that they agree:

    total 365596
    unique 45752
    agrees with OEIS A000170 and A002562

Otherwise say what is wrong, naming the file and line, the shards that are
missing or there twice, or the two numbers that disagree, and exit with
status 1. A line may take up to 64 KiB, and there may be as many lines as
shards, 1048576 at most.

The shards of 'nqueens count N -classes G -shard I/M' add up the same
way, checked alike, to the line that count -classes prints, checked
against OEIS A062164 (torus) or A062165 (similar) for N up to 16:

    torus 6
    agrees with OEIS A062164

A count by column's shards, count -by-column -shard, add up to its
by_column line too, which must read the same backwards, and, for N up to
12, agree with OEIS A059963.

A line's checksum guards against damage, not against a line rewritten
with its checksum made anew: for N up to 27 the check against OEIS
catches a sum that such a line makes wrong; above, nothing can.
`,
	setup: noFlags(sum),
}

// sum adds up the shards that count -shard printed, read from the files
// named in args or from standard input.
func sum(args []string, env *environment) error {
	lines, err := gather.Read(args, env.stdin, parseSumLine)
	if err != nil {
		return err
	}
	if lines[0].Result.classes != nil {
		return sumClasses(lines, env)
	}
	results := make([]located, len(lines))
	for i, l := range lines {
		if l.Result.classes != nil {
			return fmt.Errorf("%s: a shard of count -classes, but %s is a shard of a count; the two do not add up", l.At, lines[0].At)
		}
		results[i] = located{l.Result.count, l.At}
	}
	if err := sameCount(results); err != nil {
		return err
	}
	counts, err := addShards(results)
	if err != nil {
		return err
	}
	fmt.Fprintf(env.out.w, "total %d\nunique %d\n", counts.Total, counts.Unique)
	if !counts.ByColumn.IsZero() {
		fmt.Fprintf(env.out.w, "by_column %s\n", counts.ByColumn)
	}
	fmt.Fprintf(env.out.w, "%s\n", verdict(results[0].N))
	return nil
}

// sameCount returns an error, naming the lines, unless the results are
// shards of one count: of one size, number of shards and method.
func sameCount(results []located) error {
	first := results[0]
	for _, r := range results {
		if r.N != first.N || r.Shards != first.Shards {
			return fmt.Errorf("%s: a shard of n = %d in %d shards, but %s has n = %d in %d shards", r.at, r.N, r.Shards, first.at, first.N, first.Shards)
		}
		if (r.ByColumn == nil) != (first.ByColumn == nil) {
			return fmt.Errorf("%s: %s, but %s is %s; the shards of the two do not add up", r.at, byColumnOrNot(r), first.at, byColumnOrNot(first))
		}
		if r.method() != first.method() {
			return fmt.Errorf("%s: a shard of a count by %s, but %s is of a count by %s; the shards of the two methods do not add up", r.at, r.method(), first.at, first.method())
		}
	}
	return nil
}

// A shardsError is the error of shards missing or there more than once.
type shardsError struct{ msg string }

func (e *shardsError) Error() string { return e.msg }

// missingOrRepeated returns the error of the shards that
// nqueens.SumCounts found missing or there more than once, e, in the
// command's words: with the command that counts a missing shard, and the
// lines where each repeated one was read.
func missingOrRepeated(e *nqueens.ShardError, results []located) error {
	if len(e.Missing) == 0 && len(e.Repeated) == 0 {
		holds := "hold"
		if e.Shards == 1 {
			holds = "holds"
		}
		return fmt.Errorf("the %s of n = %d by %v %s %s in all, but n = %d has %d",
			prose.Count(e.Shards, "shard"), e.N, e.Method, holds, prose.Count(e.Held, "subproblem"), e.N, e.Has)
	}
	var problems []string
	if len(e.Missing) > 0 {
		problems = append(problems, gather.Missing(e.Missing, e.Shards, fmt.Sprintf("of n = %d", e.N), "count", func(shard int) string {
			cmd := fmt.Sprintf("nqueens count %d -method %s -shard %d/%d", e.N, e.Method, shard, e.Shards)
			if results[0].ByColumn != nil {
				cmd += " -by-column"
			}
			return cmd
		}))
	}
	for _, shard := range e.Repeated {
		var at []string
		for _, r := range results {
			if r.Shard == shard {
				at = append(at, r.at)
			}
		}
		problems = append(problems, gather.Repeated(shard, at))
	}
	return &shardsError{strings.Join(problems, "\n")}
}

// addShards returns the counts of the whole of which results are the
// shards, with nqueens.SumCounts, which checks them against OEIS where it
// knows the size: for the shards of a join, which do not know their
// fundamental solutions, it finds them from the total, which takes
// seconds for N = 22, and Ctrl-C stops it.
func addShards(results []located) (nqueens.Counts, error) {
	first := results[0]
	parts := make([]nqueens.Counts, len(results))
	for i, r := range results {
		parts[i] = r.counts()
		if parts[i].UniqueUnknown && r.Unique != 0 {
			return nqueens.Counts{}, fmt.Errorf("%s: a join shard holds %d fundamental solutions, but a join shard counts none", r.at, r.Unique)
		}
	}
	ctx, stop := signals.Notify(context.Background())
	defer stop()
	counts, err := nqueens.SumCounts(ctx, first.N, parts...)
	var ce *nqueens.CountsError
	var se *nqueens.ShardError
	var re *nqueens.RangeError
	switch {
	case context.Cause(ctx) != nil:
		return counts, fmt.Errorf("stopped by %v before the fundamental solutions were found", context.Cause(ctx))
	case errors.Is(err, nqueens.ErrOverflow):
		return counts, fmt.Errorf("the shards of n = %d add up to more solutions than a uint64 holds", first.N)
	case errors.As(err, &ce) && ce.Sum.UniqueUnknown:
		return counts, fmt.Errorf("the join shards of n = %d add up to %d solutions, which cannot be all of size %d: Burnside's lemma gives no whole number of fundamental ones", first.N, ce.Sum.Total, first.N)
	case errors.As(err, &ce):
		return counts, disagreement(ce)
	case errors.As(err, &se):
		return counts, missingOrRepeated(se, results)
	case errors.As(err, &re):
		return counts, fmt.Errorf("%s: the %v counts sizes %d to %d, not %d", first.at, first.method(), re.Min, re.Max, re.N)
	}
	return counts, err
}

// disagreement returns the error of shards whose sum differs from the
// counts OEIS has, naming both numbers of each that differs.
func disagreement(e *nqueens.CountsError) error {
	var lines []string
	if e.Sum.Total != e.Known.Total {
		lines = append(lines, fmt.Sprintf("total %d disagrees with OEIS A000170, which has %d for n = %d", e.Sum.Total, e.Known.Total, e.N))
	}
	if e.Sum.Unique != e.Known.Unique {
		lines = append(lines, fmt.Sprintf("unique %d disagrees with OEIS A002562, which has %d for n = %d", e.Sum.Unique, e.Known.Unique, e.N))
	}
	return errors.New(strings.Join(lines, "\n"))
}

// verdict says how the counts of size n, which nqueens.SumCounts has
// checked, compare with OEIS: they agree, or OEIS has no numbers for n.
func verdict(n int) string {
	if _, ok := oeis.Known(n); !ok {
		return fmt.Sprintf("OEIS A000170 knows no count for n = %d to check against", n)
	}
	return "agrees with OEIS A000170 and A002562"
}

// located is a shard result and where it was read: file:line.
type located struct {
	shardResult
	at string
}

// byColumnOrNot says whether r is a shard of a count by column.
func byColumnOrNot(r located) string {
	if r.ByColumn != nil {
		return "a shard of a count by column"
	}
	return "a shard of a plain count"
}
