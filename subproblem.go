package nqueens

import (
	"fmt"
	"strconv"
	"strings"
)

// A Subproblem names one unit of the work of a count: the method whose
// decomposition it belongs to, and its number in that decomposition. Each
// method splits a count its own way, so a number alone says nothing: the
// subproblem 5 of a count by [Join] and the subproblem 5 of a count by
// [Backtrack] are different work. [Counter.Finished] reports Subproblems,
// and [Counter.Done] is keyed by them, so that a count never adds up
// records of another decomposition.
//
// Its text form, which [Subproblem.MarshalText] writes and
// [Subproblem.UnmarshalText] reads, is the method and the number, as in
// "join/5", so that a map[Subproblem]Counts can be saved as JSON.
type Subproblem struct {
	Method Method // Backtrack, Join or Join2, never Auto
	Number int    // from 0, in the order the method documents
}

// String returns the text form of s, as "backtrack/17".
func (s Subproblem) String() string {
	return s.Method.String() + "/" + strconv.Itoa(s.Number)
}

// MarshalText returns the text form of s, as "backtrack/17". It returns an
// error if s.Method is not Backtrack, Join or Join2, or s.Number is
// negative.
func (s Subproblem) MarshalText() ([]byte, error) {
	if !s.Method.counts() {
		return nil, fmt.Errorf("nqueens: Subproblem.MarshalText: Method = %v is not backtrack, join or join2", s.Method)
	}
	if s.Number < 0 {
		return nil, fmt.Errorf("nqueens: Subproblem.MarshalText: Number = %d is negative", s.Number)
	}
	return []byte(s.String()), nil
}

// UnmarshalText reads the text form of a subproblem, as "backtrack/17",
// into s. It returns an error naming text if that is not a method,
// backtrack, join or join2, a slash and a number from 0.
func (s *Subproblem) UnmarshalText(text []byte) error {
	name, number, ok := strings.Cut(string(text), "/")
	var m Method
	err := m.UnmarshalText([]byte(name))
	k, nerr := strconv.Atoi(number)
	if !ok || err != nil || m == Auto || nerr != nil || k < 0 || number != strconv.Itoa(k) {
		return fmt.Errorf("nqueens: subproblem %q: want backtrack/K, join/K or join2/K, K a number from 0", excerpt(string(text)))
	}
	*s = Subproblem{m, k}
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

// A SubproblemError is the error that [Counter.Count] returns when
// [Counter.Done] holds a subproblem that the count does not hold: one of
// another method than the count's, not a subproblem of the board size, or
// not one of the shard. It names the least such subproblem, in the order of
// methods and then numbers; a program that keeps Done in a file can say
// where that subproblem was recorded.
type SubproblemError struct {
	Subproblem Subproblem // the least subproblem of Done that the count does not hold
	fn         string     // the function that was called
	scope      string     // which subproblems the count holds
}

// Error says which subproblem Done holds and which ones the count holds.
func (e *SubproblemError) Error() string {
	return fmt.Sprintf("nqueens: %s: Done holds subproblem %v, %s", e.fn, e.Subproblem, e.scope)
}
