package counting

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/nqueens-go/nqueens/internal/burnside"
	"github.com/nqueens-go/nqueens/internal/engine"
	"github.com/nqueens-go/nqueens/internal/oeis"
	"github.com/nqueens-go/nqueens/internal/prose"
)

// A Part names one shard of a count, as the root package's Part does; the
// zero Part names none.
type Part struct {
	N             int
	Method        Method
	Shard, Shards int
	Subproblems   int // the units the shard holds
}

// A Piece is one of the parts of a count to add up: its counts, and the
// shard it names.
type Piece struct {
	Counts
	Part Part
}

// MaxListed is the most missing shards a ShardError lists: a count may
// have any number of shards, and the list must fit in memory.
const MaxListed = 1 << 16

// A ShardError is the error of parts that are the shards of one count,
// but not each of them once, or that hold other units than the count's.
type ShardError struct {
	N        int
	Method   Method
	Shards   int
	Missing  []int // the missing shards, the least MaxListed of them
	Missed   int   // the number of missing shards
	Repeated []int // the shards there more than once
	Held     int   // the units the parts hold, where each shard is there once
	Has      int   // the units of the count
}

// Error says how many shards are missing, and which, and which are there
// more than once.
func (e *ShardError) Error() string {
	var problems []string
	if e.Missed > 0 {
		are := "are"
		if e.Missed == 1 {
			are = "is"
		}
		list := prose.Ranges(e.Missing)
		if e.Missed > len(e.Missing) {
			list += ", …"
		}
		problems = append(problems, fmt.Sprintf("%d of the %d shards of n = %d by %v %s missing: %s", e.Missed, e.Shards, e.N, e.Method, are, list))
	}
	if len(e.Repeated) == 1 {
		problems = append(problems, fmt.Sprintf("shard %d is there more than once", e.Repeated[0]))
	} else if len(e.Repeated) > 1 {
		problems = append(problems, fmt.Sprintf("shards %s are there more than once", prose.Ranges(e.Repeated)))
	}
	if len(problems) == 0 {
		holds := "hold"
		if e.Shards == 1 {
			holds = "holds"
		}
		problems = append(problems, fmt.Sprintf("the %s of n = %d by %v %s %s in all, but the count has %d", prose.Count(e.Shards, "shard"), e.N, e.Method, holds, prose.Count(e.Held, "subproblem"), e.Has))
	}
	return strings.Join(problems, "; ")
}

// A CountsError is the error of a sum that cannot be the counts of size
// N: other than Known, the OEIS's, or for the reason Why. Sum's
// UniqueUnknown is set where Burnside's lemma gave no whole number of
// fundamental solutions.
type CountsError struct {
	N          int
	Sum, Known Counts
	Why        string
}

// Error says what the parts add up to, and why that cannot be all the
// solutions of size N.
func (e *CountsError) Error() string {
	switch {
	case e.Why != "":
		return fmt.Sprintf("the parts add up to %d solutions and %d fundamental ones, which cannot be the counts of size %d: %s", e.Sum.Total, e.Sum.Unique, e.N, e.Why)
	case e.Sum.UniqueUnknown:
		return fmt.Sprintf("the parts add up to %d solutions, which cannot be all of size %d: Burnside's lemma gives no whole number of fundamental ones", e.Sum.Total, e.N)
	}
	return fmt.Sprintf("the parts add up to %d solutions and %d fundamental ones, but OEIS A000170 and A002562 have %d and %d for n = %d", e.Sum.Total, e.Sum.Unique, e.Known.Total, e.Known.Unique, e.N)
}

// countsError returns the CountsError of the sum of the parts of size n.
func countsError(n int, sum Counts, why string) *CountsError {
	e := &CountsError{N: n, Sum: sum, Why: why}
	if known, ok := oeis.Known(n); ok {
		e.Known = Counts{Total: known.Total, Unique: known.Unique}
	}
	return e
}

// Sum returns the counts of size n whose parts are parts, and checks that
// they are all of it, as the root package's SumCounts says.
func Sum(ctx context.Context, n int, parts []Piece) (Counts, error) {
	if n < 0 || n > MaxN {
		return Counts{}, problemf("n = %d out of range [0, %d]", n, MaxN)
	}
	if err := checkParts(n, parts); err != nil {
		return Counts{}, err
	}
	var t tally
	unknown, split, plain := 0, -1, -1 // split, plain: the first part with columns, without
	for i, c := range parts {
		if c.UniqueUnknown && c.Unique != 0 {
			return Counts{}, problemf("parts[%d] does not know its fundamental solutions, but holds Unique = %d", i, c.Unique)
		}
		if c.ByColumn.Len() > 0 {
			if why := columnsProblem(n, c.Counts); why != "" {
				return Counts{}, problemf("parts[%d] is split by column, but %s", i, why)
			}
			if split < 0 {
				split = i
			}
		} else if plain < 0 {
			plain = i
		}
		if split >= 0 && plain >= 0 {
			return Counts{}, problemf("parts[%d] is split by column and parts[%d] is not: they are not parts of one count", split, plain)
		}
		if !t.add(c.Counts) {
			return Counts{}, &OverflowError{n}
		}
		if c.UniqueUnknown {
			unknown++
		}
	}
	sum := Counts{Total: t.total, Unique: t.unique, ByColumn: t.columns}
	switch {
	case split >= 0 && !t.columns.Symmetric():
		return Counts{}, countsError(n, sum, "its numbers by column do not read the same backwards, as the mirror image of every solution from left to right says they must")
	case unknown > 0 && unknown < len(parts):
		return Counts{}, problemf("%d of the %d parts know their fundamental solutions and the others do not: they are not parts of one count", len(parts)-unknown, len(parts))
	case unknown > 0 && n > burnside.MaxN:
		return Counts{}, problemf("the parts do not know their fundamental solutions, and those of size %d cannot be found from the total: Burnside's lemma needs the solutions that a half and a quarter turn leave unchanged, which this package counts up to size %d", n, burnside.MaxN)
	case unknown > 0:
		unique, err := UniqueFromTotal(ctx, n, t.total)
		switch {
		case ctx.Err() != nil:
			return Counts{}, ctx.Err()
		case err != nil && n >= 2:
			// The search ran, and found that total is no count of size n.
			sum.UniqueUnknown = true
			return Counts{}, countsError(n, sum, "")
		case err != nil:
			return Counts{}, err
		}
		sum.Unique = unique
	}
	if known, ok := oeis.Known(n); ok && (known.Total != sum.Total || known.Unique != sum.Unique) {
		return Counts{}, countsError(n, sum, "")
	}
	if row, ok := oeis.ByColumn(n); ok && split >= 0 && !slices.Equal(row, t.columns.Slice()) {
		return Counts{}, countsError(n, sum, fmt.Sprintf("its numbers by column, %v, disagree with OEIS A059963's row %d, %v", t.columns.Slice(), n, row))
	}
	if why := implausible(n, sum); why != "" {
		return Counts{}, countsError(n, sum, why)
	}
	return sum, nil
}

// implausible says why c cannot be the counts of size n, from what holds
// at every size, or returns "": from size 2 on, no solution is its own
// mirror image, so that the solutions come in pairs and each class holds
// 2, 4 or 8 of them.
func implausible(n int, c Counts) string {
	switch {
	case n < 2:
		if c.Total != 1 || c.Unique != 1 {
			return fmt.Sprintf("size %d has 1 solution, in 1 class", n)
		}
	case c.Total%2 != 0:
		return fmt.Sprintf("the solutions of size %d come in pairs, mirror images of each other, and %d is odd", n, c.Total)
	case c.Unique > c.Total/2 || c.Unique < c.Total/8 || c.Unique == c.Total/8 && c.Total%8 != 0:
		return fmt.Sprintf("each class of solutions of size %d holds 2, 4 or 8 of them, and %d classes cannot hold %d", n, c.Unique, c.Total)
	}
	return ""
}

// problem says why p cannot name a shard of a count of size n, or returns
// "" if it can.
func (p Part) problem(n int) string {
	switch {
	case p.N != n:
		return fmt.Sprintf("is of n = %d, not %d", p.N, n)
	case !p.Method.counts():
		return fmt.Sprintf("has Method = %v, not %s", p.Method, methodList(Counting(CPU)))
	case p.Shards < 1:
		return fmt.Sprintf("has Shards = %d, less than 1", p.Shards)
	case p.Shard < 0 || p.Shard >= p.Shards:
		return fmt.Sprintf("has Shard = %d, out of range [0, %d)", p.Shard, p.Shards)
	case p.Subproblems < 0:
		return fmt.Sprintf("has Subproblems = %d, less than 0", p.Subproblems)
	}
	return ""
}

// String returns the text of p, as "shard 1 of 4 of n = 16 by join2".
func (p Part) String() string {
	return fmt.Sprintf("shard %d of %d of n = %d by %v", p.Shard, p.Shards, p.N, p.Method)
}

// checkParts returns an error unless the parts are the shards of one count
// of size n, each there once, or none of them names a shard.
func checkParts(n int, parts []Piece) error {
	named := slices.IndexFunc(parts, func(c Piece) bool { return c.Part != (Part{}) })
	if named < 0 {
		return nil
	}
	first := parts[named].Part
	if why := first.problem(n); why != "" {
		return problemf("parts[%d] %s", named, why)
	}
	shards := make([]int, 0, len(parts))
	for i, c := range parts {
		p := c.Part
		switch {
		case p == (Part{}):
			return problemf("parts[%d] names no shard, but parts[%d] is %v: they are not the shards of one count", i, named, first)
		case p.problem(n) != "":
			return problemf("parts[%d] %s", i, p.problem(n))
		case p.Method != first.Method || p.Shards != first.Shards:
			return problemf("parts[%d] is %v, but parts[%d] is %v: they are not the shards of one count", i, p, named, first)
		}
		shards = append(shards, p.Shard)
	}
	slices.Sort(shards)
	e := &ShardError{N: n, Method: first.Method, Shards: first.Shards}
	next := 0 // the least shard not yet seen
	for i, s := range shards {
		if i > 0 && s == shards[i-1] {
			if len(e.Repeated) == 0 || e.Repeated[len(e.Repeated)-1] != s {
				e.Repeated = append(e.Repeated, s)
			}
			continue
		}
		e.Missed += s - next
		for k := next; k < s && len(e.Missing) < MaxListed; k++ {
			e.Missing = append(e.Missing, k)
		}
		next = s + 1
	}
	e.Missed += first.Shards - next
	for k := next; k < first.Shards && len(e.Missing) < MaxListed; k++ {
		e.Missing = append(e.Missing, k)
	}
	if e.Missed > 0 || len(e.Repeated) > 0 {
		return e
	}
	// Each shard is there once: do they hold the count's units?
	for _, c := range parts {
		e.Held += c.Part.Subproblems
	}
	settings := Settings{Method: first.Method, Device: CPU}
	_, all, err := settings.Units(context.Background(), n)
	if err != nil {
		return err
	}
	if e.Has = len(all); e.Held != e.Has {
		return e
	}
	return nil
}

// UniqueFromTotal returns the number of fundamental solutions of size n,
// given the number of all of them, total, by Burnside's lemma, as the root
// package's UniqueFromTotal says.
func UniqueFromTotal(ctx context.Context, n int, total uint64) (uint64, error) {
	if n < 0 || n > burnside.MaxN {
		return 0, problemf("n = %d out of range [0, %d]", n, burnside.MaxN)
	}
	unique, err := burnside.Unique(ctx, n, total)
	var nt *burnside.NotTotalError
	switch {
	case errors.As(err, &nt):
		return 0, problemf("%s", nt.Why)
	case errors.Is(err, engine.ErrOverflow):
		return 0, &OverflowError{n}
	}
	return unique, err
}
