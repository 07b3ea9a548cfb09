package play

import (
	"encoding/json"
	"fmt"

	"github.com/nqueens-go/nqueens/puzzle"
)

// A Board is a board of N-Queens as the page holds it: its size, its
// queens and its blocked squares, each a [row, column] from 0.
type Board struct {
	N       int      `json:"n"`
	Queens  [][2]int `json:"queens"`
	Blocked [][2]int `json:"blocked"`
}

// puzzle returns b as a Puzzle, or an error that names the square that
// the library refuses.
func (b Board) puzzle() (*puzzle.Puzzle, error) {
	if b.N < 1 || b.N > puzzle.MaxN {
		return nil, fmt.Errorf("size %d outside [1, %d]", b.N, puzzle.MaxN)
	}
	p := puzzle.New(b.N)
	for _, s := range b.Blocked {
		if err := p.Mark(s[0], s[1]); err != nil {
			return nil, err
		}
	}
	for _, s := range b.Queens {
		if err := p.Place(s[0], s[1]); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// decode reads args into v.
func decode(args []byte, v any) error {
	if err := json.Unmarshal(args, v); err != nil {
		return fmt.Errorf("a request the page does not send: %v", err)
	}
	return nil
}

// boardOf reads a Board from args, and returns it with its puzzle.
func boardOf(args []byte) (Board, *puzzle.Puzzle, error) {
	var b Board
	if err := decode(args, &b); err != nil {
		return b, nil, err
	}
	p, err := b.puzzle()
	return b, p, err
}
