package puzzle

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/nqueens-go/nqueens/internal/reason"
)

// puzzleJSON is the JSON form of a puzzle.
type puzzleJSON struct {
	N      *int          `json:"n"`
	Queens []reason.Pair `json:"queens,omitempty"`
	Empty  []reason.Pair `json:"empty,omitempty"`
}

// MarshalJSON returns the JSON form of p: an object whose "n" is its size,
// and "queens" and "empty" the [row, column] pairs of its queens and
// marks, if any, row by row, as in {"n":8,"queens":[[3,3],[4,1]]}.
func (p *Puzzle) MarshalJSON() ([]byte, error) {
	n := p.g.N
	j := puzzleJSON{N: &n}
	j.Queens, j.Empty = reason.Pairs(p.Queens()), reason.Pairs(p.Marks())
	return json.Marshal(j)
}

// UnmarshalJSON sets p to the puzzle of the JSON form data, as
// MarshalJSON writes it. It returns an error if data is not that form, if
// n is missing or outside [MinN, MaxN], or if it names a queen or a mark
// that Place or Mark would refuse; p is then unchanged. JSON's null
// leaves p unchanged, as encoding/json does.
func (p *Puzzle) UnmarshalJSON(data []byte) error {
	if string(bytes.TrimSpace(data)) == "null" {
		return nil
	}
	var j puzzleJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return fmt.Errorf("puzzle: %v", err)
	}
	switch {
	case j.N == nil:
		return fmt.Errorf("puzzle: no \"n\", the size of the board")
	case *j.N < MinN || *j.N > MaxN:
		return fmt.Errorf("puzzle: n = %d out of range [%d, %d]", *j.N, MinN, MaxN)
	}
	q := New(*j.N)
	if err := reason.Play(j.Queens, j.Empty, q.Place, q.Mark); err != nil {
		return err
	}
	*p = *q
	return nil
}
