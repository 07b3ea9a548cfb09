package puzzle

import (
	"io"
	"strings"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/internal/svg"
)

// SVG returns p drawn as an SVG image, as [Puzzle.WriteSVG] draws it with
// no answers: its queens in red, its marked squares crossed.
func (p *Puzzle) SVG() string {
	var s strings.Builder
	p.WriteSVG(&s, nil) // a strings.Builder does not fail, and no answer can be wrong
	return s.String()
}

// WriteSVG writes to w the answers of p in one SVG image, as
// nqueens.WriteSVG draws boards, with the marks of the puzzle on each: the
// queens it placed are red, told apart from those of the answer, and its
// marked squares are crossed. With no answers, it draws the puzzle alone.
// It returns the first error in writing, and, before it writes anything,
// an error naming the first board that is not an answer of p, as
// [Puzzle.Verify] finds it.
func (p *Puzzle) WriteSVG(w io.Writer, answers []nqueens.Board) error {
	for i, b := range answers {
		if err := p.Verify(b); err != nil {
			return errorf("board %d, %v, is not an answer: %w", i, []int(b), trimmed{err})
		}
	}
	if len(answers) == 0 {
		// The puzzle's own queens, and no queen in its other rows.
		answers = []nqueens.Board{p.g.PlacedColumns()}
	}
	return svg.Sheet(w, answers, &svg.Marks{N: p.g.N, Queens: p.g.PlacedColumns(), Blocked: p.g.Blocked[:p.g.N]})
}
