package regions

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/nqueens-go/nqueens/internal/reason"
)

// puzzleJSON is the JSON form of a puzzle.
type puzzleJSON struct {
	Regions [][]int       `json:"regions"`
	Stars   int           `json:"stars,omitempty"`
	Rule    string        `json:"rule,omitempty"`
	Queens  []reason.Pair `json:"queens,omitempty"`
	Empty   []reason.Pair `json:"empty,omitempty"`
}

// MarshalJSON returns the JSON form of p: an object whose "regions" are its
// rows of region numbers, from 0, as New takes them; "stars" and "rule"
// its variant where it is not the daily puzzle's (1, "touch"); "queens"
// and "empty" the [row, column] pairs of its queens and marks, if any.
func (p *Puzzle) MarshalJSON() ([]byte, error) {
	j := puzzleJSON{Regions: p.Regions()}
	if p.v.stars() > 1 {
		j.Stars = p.v.stars()
	}
	if p.v.Rule != TouchRule {
		j.Rule = p.v.Rule.String()
	}
	j.Queens, j.Empty = reason.Pairs(p.Queens()), reason.Pairs(p.Marks())
	return json.Marshal(j)
}

// UnmarshalJSON sets p to the puzzle of the JSON form data, as
// MarshalJSON writes it. It returns an error if data is not that form, or
// names a puzzle that New would refuse, or a queen or mark that Place or
// Mark would; p is then unchanged. JSON's null leaves p unchanged, as
// encoding/json does.
func (p *Puzzle) UnmarshalJSON(data []byte) error {
	if string(bytes.TrimSpace(data)) == "null" {
		return nil
	}
	var j puzzleJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return fmt.Errorf("regions: %v", err)
	}
	v := Variant{Stars: j.Stars}
	switch j.Rule {
	case "", "touch":
	case "diagonal":
		v.Rule = DiagonalRule
	default:
		return fmt.Errorf("regions: rule %q: want touch or diagonal", j.Rule)
	}
	q, err := New(j.Regions, v)
	if err != nil {
		return err
	}
	if err := reason.Play(j.Queens, j.Empty, q.Place, q.Mark); err != nil {
		return err
	}
	*p = *q
	return nil
}
