package play

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/regions"
)

// A Made is a puzzle made to order: its clues, its grade and its answer,
// which the page checks a player's against.
type Made struct {
	Board
	Grade  string `json:"grade"`
	Answer []int  `json:"answer"`
}

// makePuzzle makes a puzzle of N-Queens with one completion.
func makePuzzle(ctx context.Context, args []byte) (any, error) {
	var req struct {
		N     int
		Seed  uint64
		Grade string
	}
	if err := decode(args, &req); err != nil {
		return nil, err
	}
	if req.N < 4 || req.N > nqueens.MaxN {
		return nil, fmt.Errorf("size %d outside [4, %d]", req.N, nqueens.MaxN)
	}
	var g nqueens.Grade
	if err := g.UnmarshalText([]byte(req.Grade)); err != nil {
		return nil, err
	}
	p, answer, err := nqueens.MakePuzzleContext(ctx, req.N, req.Seed, nqueens.MakeOptions{Grade: g})
	if errors.Is(err, nqueens.ErrNoPuzzle) {
		return nil, noPuzzle(g.String(), req.N, req.Seed)
	}
	if err != nil {
		return nil, err
	}
	m := Made{Board: Board{N: req.N}, Grade: g.String(), Answer: answer}
	for r := range req.N {
		if c, ok := p.Queen(r); ok {
			m.Queens = append(m.Queens, [2]int{r, c})
		}
	}
	return m, nil
}

// A Hint is a deduction as the page shows it: a sentence, and the square
// it places a queen on or finds empty.
type Hint struct {
	Text   string   `json:"text"`
	Queens [][2]int `json:"queens"`
	Empty  [][2]int `json:"empty"`
	Done   bool     `json:"done"` // every queen placed: no hint left
}

// hint gives the next deduction of a board of N-Queens.
func hint(ctx context.Context, args []byte) (any, error) {
	_, p, err := boardOf(args)
	if err != nil {
		return nil, err
	}
	d, err := p.HintContext(ctx)
	switch {
	case errors.Is(err, nqueens.ErrSolved):
		return Hint{Text: "every row holds a queen", Done: true}, nil
	case errors.Is(err, nqueens.ErrNoCompletion):
		return nil, errors.New("no completion from here: a queen is wrong")
	case errors.Is(err, nqueens.ErrNeedsSearch):
		return nil, errors.New("no deduction applies here: the puzzle needs a guess")
	case err != nil:
		return nil, err
	}
	h := Hint{Text: d.String()}
	if d.Queen {
		h.Queens = [][2]int{{d.Row, d.Col}}
	} else {
		h.Empty = [][2]int{{d.Row, d.Col}}
	}
	return h, nil
}

// A Regions is a puzzle of queens in regions as the page holds it: its
// regions, row by row, and a player's queens and marks.
type Regions struct {
	Regions [][]int  `json:"regions"`
	Queens  [][2]int `json:"queens"`
	Marks   [][2]int `json:"marks"`
}

// puzzle returns r as a regions.Puzzle.
func (r Regions) puzzle() (*regions.Puzzle, error) {
	p, err := regions.New(r.Regions, regions.Variant{})
	if err != nil {
		return nil, err
	}
	for _, s := range r.Marks {
		if err := p.Mark(s[0], s[1]); err != nil {
			return nil, err
		}
	}
	for _, s := range r.Queens {
		if err := p.Place(s[0], s[1]); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// regionsOf reads a Regions from args, and returns it with its puzzle.
func regionsOf(args []byte) (Regions, *regions.Puzzle, error) {
	var r Regions
	if err := decode(args, &r); err != nil {
		return r, nil, err
	}
	p, err := r.puzzle()
	return r, p, err
}

// A RegionsMade is a regions puzzle made to order, with its grade.
type RegionsMade struct {
	Regions [][]int `json:"regions"`
	Grade   string  `json:"grade"`
}

// regionsGenerate makes a regions puzzle with one answer.
func regionsGenerate(ctx context.Context, args []byte) (any, error) {
	var req struct {
		N     int
		Seed  uint64
		Grade string
	}
	if err := decode(args, &req); err != nil {
		return nil, err
	}
	if req.N < regions.MinN || req.N > regions.MaxN {
		return nil, fmt.Errorf("size %d outside [%d, %d]", req.N, regions.MinN, regions.MaxN)
	}
	var g regions.Grade
	if err := g.UnmarshalText([]byte(req.Grade)); err != nil {
		return nil, err
	}
	p, _, err := regions.GenerateContext(ctx, req.N, req.Seed, regions.Options{Grade: g})
	if errors.Is(err, regions.ErrNoPuzzle) {
		return nil, noPuzzle(g.String(), req.N, req.Seed)
	}
	if err != nil {
		return nil, err
	}
	return RegionsMade{Regions: p.Regions(), Grade: g.String()}, nil
}

// A RegionsAnalysis is what the page shows of a regions puzzle as a
// player plays it.
type RegionsAnalysis struct {
	SVG      string   `json:"svg"`
	Solved   bool     `json:"solved"`   // every queen placed, and right
	Mistakes [][2]int `json:"mistakes"` // the queens and marks that are wrong
}

// regionsAnalyze draws a regions puzzle and finds the player's mistakes.
func regionsAnalyze(ctx context.Context, args []byte) (any, error) {
	_, p, err := regionsOf(args)
	if err != nil {
		return nil, err
	}
	a := RegionsAnalysis{SVG: p.SVG()}
	wrong, err := p.MistakesContext(ctx)
	if err != nil {
		return nil, err
	}
	for _, s := range wrong {
		a.Mistakes = append(a.Mistakes, [2]int{s.Row, s.Col})
	}
	a.Solved = len(wrong) == 0 && len(p.Queens()) == p.Size()*max(p.Variant().Stars, 1)
	return a, nil
}

// regionsHint gives the next deduction of a regions puzzle.
func regionsHint(ctx context.Context, args []byte) (any, error) {
	_, p, err := regionsOf(args)
	if err != nil {
		return nil, err
	}
	d, err := p.HintContext(ctx)
	switch {
	case errors.Is(err, regions.ErrSolved):
		return Hint{Text: "every queen is placed", Done: true}, nil
	case errors.Is(err, regions.ErrNoAnswer):
		return nil, errors.New("no answer from here: a queen or a mark is wrong")
	case errors.Is(err, regions.ErrNeedsSearch):
		return nil, errors.New("no deduction applies here: the puzzle needs a guess")
	case err != nil:
		return nil, err
	}
	h := Hint{Text: strings.TrimSpace(d.String())}
	for _, s := range d.Queens {
		h.Queens = append(h.Queens, [2]int{s.Row, s.Col})
	}
	for _, s := range d.Empty {
		h.Empty = append(h.Empty, [2]int{s.Row, s.Col})
	}
	return h, nil
}

// noPuzzle is the error of a size, grade and seed that give no puzzle.
func noPuzzle(grade string, n int, seed uint64) error {
	return fmt.Errorf("no puzzle of grade %s and size %d from seed %d: some grades are rare or absent at some sizes; try another seed or grade", grade, n, seed)
}
