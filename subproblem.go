package nqueens

import (
	"fmt"
	"strconv"
	"strings"

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
		return fmt.Errorf("nqueens: subproblem %q names no board size, as the records of v0.1.0 did not; write it as n=N/%s, N the size of the count it was recorded in", excerpt(string(text)), excerpt(string(text)))
	}
	bad := fmt.Errorf("nqueens: subproblem %q: want n=N/M/K: N a size from 0 to %d, M %s, K a number from 0", excerpt(string(text)), MaxN, prose.Or(prose.Names(countingOn(CPU))))
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

// excerpt returns s, or its first quoteRunes characters and an ellipsis if
// it is longer, for an error to quote.
func excerpt(s string) string {
	if r := []rune(s); len(r) > quoteRunes {
		return string(r[:quoteRunes]) + "…"
	}
	return s
}
