package nqueens

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/nqueens-go/nqueens/internal/counting"
	"github.com/nqueens-go/nqueens/internal/prose"
)

// A Subproblem names one unit of the work of a count: the board size of the
// count, the method whose decomposition it belongs to, and its number in
// that decomposition. Each method splits each size its own way, so a number
// alone says nothing: subproblem 5 of a count of size 16 by [Join] and
// subproblem 5 of a count of size 17, or of size 16 by [Backtrack], are
// different work. The size and the method fix the numbering, in every
// release and on every machine, whatever the Counter's other settings:
// shards are sets of these numbers, and MaxMemory changes no numbering.
// [Counter.Finished] reports Subproblems, and [Counter.Done] is keyed by
// them, so that a count never adds up the records of another count.
//
// Its text form, which [Subproblem.MarshalText] writes and
// [Subproblem.UnmarshalText] reads, names all three, as in "n=17/join2/5",
// so that a map[Subproblem]Counts can be saved as JSON. A form without
// the size ("join/5") is refused with an error that says so, rather than
// guess the size (the CHANGELOG says which records were written so).
type Subproblem struct {
	N      int    // the board size of the count, from 0 to MaxN
	Method Method // Backtrack, Join or Join2, never Auto
	Number int    // from 0, in the order the method documents
}

// String returns the text form of s, as "n=17/backtrack/5".
func (s Subproblem) String() string {
	return "n=" + strconv.Itoa(s.N) + "/" + s.Method.String() + "/" + strconv.Itoa(s.Number)
}

// MarshalText returns the text form of s, as "n=17/backtrack/5". It returns
// an error if s.N is outside [0, MaxN], s.Method is not Backtrack, Join or
// Join2, or s.Number is negative.
func (s Subproblem) MarshalText() ([]byte, error) {
	if why := s.problem(); why != "" {
		return nil, fmt.Errorf("nqueens: Subproblem.MarshalText: %s", why)
	}
	return []byte(s.String()), nil
}

// problem says why s cannot be a subproblem of any count, or returns ""
// if it can be one.
func (s Subproblem) problem() string {
	switch {
	case s.N < 0 || s.N > MaxN:
		return fmt.Sprintf("N = %d out of range [0, %d]", s.N, MaxN)
	case !s.Method.counts():
		return fmt.Sprintf("Method = %v is not %s", s.Method, prose.Or(prose.Names(countingOn(CPU))))
	case s.Number < 0:
		return fmt.Sprintf("Number = %d is negative", s.Number)
	}
	return ""
}

// UnmarshalText reads the text form of a subproblem, as "n=17/backtrack/5",
// into s. It returns an error quoting text if that is not "n=", a size
// from 0 to MaxN, a slash, a method (backtrack, join or join2), a slash
// and a number from 0, written as String writes them. A form without the
// size is refused with an error that says so.
func (s *Subproblem) UnmarshalText(text []byte) error {
	parts := strings.Split(string(text), "/")
	var m Method
	if len(parts) == 2 && m.UnmarshalText([]byte(parts[0])) == nil {
		return fmt.Errorf("nqueens: subproblem %q names no board size, as the records of v0.1.0 did not; write it as n=N/%s, N the size of the count it was recorded in", prose.Excerpt(string(text)), prose.Excerpt(string(text)))
	}
	bad := fmt.Errorf("nqueens: subproblem %q: want n=N/M/K: N a size from 0 to %d, M %s, K a number from 0", prose.Excerpt(string(text)), MaxN, prose.Or(prose.Names(countingOn(CPU))))
	if len(parts) != 3 {
		return bad
	}
	size, ok := strings.CutPrefix(parts[0], "n=")
	n, nerr := strconv.Atoi(size)
	merr := m.UnmarshalText([]byte(parts[1]))
	k, kerr := strconv.Atoi(parts[2])
	sub := Subproblem{n, m, k}
	if !ok || nerr != nil || merr != nil || kerr != nil || sub.problem() != "" || sub.String() != string(text) {
		return bad
	}
	*s = sub
	return nil
}

// Counts holds the numbers of solutions of one board size, or of a part of
// its count: a shard, or a subproblem.
type Counts struct {
	// Total is the number of solutions (OEIS A000170).
	Total uint64 `json:"total"`
	// Unique is the number of fundamental solutions: one for each class
	// of solutions that the eight rotations and reflections of the board
	// map onto each other (OEIS A002562). It is 0 where UniqueUnknown
	// is set.
	Unique uint64 `json:"unique"`
	// UniqueUnknown is set for a part of a count whose fundamental
	// solutions are not known: a subproblem or a shard of a count by
	// [Join] or [Join2], whose classes of solutions cross the parts.
	// [SumCounts] adds up such parts, and finds the fundamental
	// solutions of the whole from its Total.
	UniqueUnknown bool `json:"unique_unknown,omitempty"`
	// Part says which shard of which count these are: it is set in what
	// [Counter.Count] returns for a shard, so that [SumCounts] can tell
	// whether its parts make up the whole. It is the zero Part for a
	// whole count, a subproblem's record, and Counts made by hand.
	Part Part `json:"part,omitzero"`
	// ByColumn holds, for a count whose Counter's ByColumn is set, the
	// solutions by the column of the queen of row 0, which add up to
	// Total (none for size 0), and is the zero Columns otherwise.
	ByColumn Columns `json:"by_column,omitzero"`
}

// A Part names one shard of a count: the board size, the method whose
// subproblems the shards split, and which of how many shards it is. The
// [Counts] that [Counter.Count] returns for a shard carry it, so that
// [SumCounts] can check that its parts are the shards of one count, each
// there once. The zero Part names no shard: that of a whole count, of a
// subproblem's record, or of Counts made by hand.
type Part struct {
	N      int    `json:"n"`      // the board size of the count
	Method Method `json:"method"` // Backtrack, Join or Join2, never Auto
	Shard  int    `json:"shard"`  // from 0 to Shards-1
	Shards int    `json:"shards"` // the number of shards of the count
	// Subproblems is the number of subproblems the shard holds, which
	// [SumCounts] adds up to check that the shards hold the count's.
	Subproblems int `json:"subproblems"`
}

// String returns the text of p, as "shard 1 of 4 of n = 16 by join2".
func (p Part) String() string {
	if p == (Part{}) {
		return "no shard"
	}
	return fmt.Sprintf("shard %d of %d of n = %d by %v", p.Shard, p.Shards, p.N, p.Method)
}

// countingCounts returns c as internal/counting's Counts.
func countingCounts(c Counts) counting.Counts {
	return counting.Counts{Total: c.Total, Unique: c.Unique, UniqueUnknown: c.UniqueUnknown, ByColumn: c.ByColumn.c}
}
