package regions

import (
	"encoding/json"
	"fmt"
)

// puzzleJSON is the JSON form of a puzzle.
type puzzleJSON struct {
	Regions [][]int `json:"regions"`
	Stars   int     `json:"stars,omitempty"`
	Rule    string  `json:"rule,omitempty"`
	Queens  []pair  `json:"queens,omitempty"`
	Empty   []pair  `json:"empty,omitempty"`
}

// A pair is a [row, column] pair of the JSON form, exactly two numbers.
type pair [2]int

func (q *pair) UnmarshalJSON(data []byte) error {
	var s []int
	if err := json.Unmarshal(data, &s); err != nil {
		return err
	}
	if len(s) != 2 {
		return fmt.Errorf("%s is not a [row, column] pair", data)
	}
	*q = pair{s[0], s[1]}
	return nil
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
	for _, s := range p.squares(p.queens) {
		j.Queens = append(j.Queens, pair{s.Row, s.Col})
	}
	for _, s := range p.squares(p.empty) {
		j.Empty = append(j.Empty, pair{s.Row, s.Col})
	}
	return json.Marshal(j)
}

// UnmarshalJSON sets p to the puzzle of the JSON form data, as
// MarshalJSON writes it. It returns an error if data is not that form, or
// names a puzzle that New would refuse, or a queen or mark that Place or
// Mark would; p is then unchanged.
func (p *Puzzle) UnmarshalJSON(data []byte) error {
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
	for _, s := range j.Queens {
		if err := q.Place(s[0], s[1]); err != nil {
			return err
		}
	}
	for _, s := range j.Empty {
		if err := q.Mark(s[0], s[1]); err != nil {
			return err
		}
	}
	*p = *q
	return nil
}
