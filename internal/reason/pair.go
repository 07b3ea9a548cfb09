package reason

import (
	"encoding/json"
	"fmt"
)

// A Pair is a square in the JSON forms of both puzzle packages: a
// [row, column] pair, exactly two numbers.
type Pair [2]int

// UnmarshalJSON sets q to the pair of data, or returns an error if data is
// not an array of two numbers.
func (q *Pair) UnmarshalJSON(data []byte) error {
	var s []int
	if err := json.Unmarshal(data, &s); err != nil {
		return err
	}
	if len(s) != 2 {
		return fmt.Errorf("%s is not a [row, column] pair", data)
	}
	*q = Pair{s[0], s[1]}
	return nil
}

// Play places the queens with place, then marks the squares of empty with
// mark, and returns the first error, as the JSON forms of both puzzle
// packages are read.
func Play(queens, empty []Pair, place, mark func(row, col int) error) error {
	for _, s := range queens {
		if err := place(s[0], s[1]); err != nil {
			return err
		}
	}
	for _, s := range empty {
		if err := mark(s[0], s[1]); err != nil {
			return err
		}
	}
	return nil
}

// Pairs returns squares, of either puzzle package, as Pairs.
func Pairs[S ~struct{ Row, Col int }](squares []S) []Pair {
	var out []Pair
	for _, s := range squares {
		sq := struct{ Row, Col int }(s)
		out = append(out, Pair{sq.Row, sq.Col})
	}
	return out
}
