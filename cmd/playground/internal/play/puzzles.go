package play

import (
	"context"
	"encoding"
	"errors"
	"fmt"
	"time"

	"github.com/nqueens-go/nqueens/internal/palette"
	"github.com/nqueens-go/nqueens/puzzle"
	"github.com/nqueens-go/nqueens/regions"
)

// A Made is a puzzle made to order: its clues, its grade and its answer,
// which the page checks a player's against.
type Made struct {
	Board
	Grade  string `json:"grade"`
	Answer []int  `json:"answer"`
}

// A request to make a puzzle: its size, seed and grade.
type makeRequest struct {
	N     int
	Seed  uint64
	Grade string
}

// grade reads the grade of r into g, after checking r's size against the
// sizes min and max.
func (r makeRequest) grade(g encoding.TextUnmarshaler, min, max int) error {
	if r.N < min || r.N > max {
		return fmt.Errorf("size %d outside [%d, %d]", r.N, min, max)
	}
	return g.UnmarshalText([]byte(r.Grade))
}

// made returns the error of a maker for r, or nil.
func (r makeRequest) made(err error) error {
	if errors.Is(err, puzzle.ErrNoPuzzle) {
		return noPuzzle{fmt.Sprintf("no puzzle of grade %s and size %d from seed %d: some grades are rare or absent at some sizes; try another seed or grade", r.Grade, r.N, r.Seed)}
	}
	return err
}

// noPuzzle is the error of a seed that makes no puzzle of the grade asked
// for, which the page answers with the code "no-puzzle".
type noPuzzle struct{ text string }

func (e noPuzzle) Error() string        { return e.text }
func (e noPuzzle) Is(target error) bool { return target == puzzle.ErrNoPuzzle }

// makePuzzle makes a puzzle of N-Queens with one completion.
func makePuzzle(ctx context.Context, args []byte) (any, error) {
	var req makeRequest
	var g puzzle.Grade
	if err := decode(args, &req); err != nil {
		return nil, err
	}
	if err := req.grade(&g, 4, puzzle.MaxN); err != nil {
		return nil, err
	}
	p, answer, err := puzzle.MakeContext(ctx, req.N, req.Seed, puzzle.Options{Grade: g})
	if err != nil {
		return nil, req.made(err)
	}
	m := Made{Board: Board{N: req.N}, Grade: g.String(), Answer: answer}
	for _, s := range p.Queens() {
		m.Queens = append(m.Queens, [2]int{s.Row, s.Col})
	}
	return m, nil
}

// A Hint is a deduction as the page shows it: a sentence, and the squares
// it places queens on or finds empty.
type Hint struct {
	Text   string   `json:"text"`
	Queens [][2]int `json:"queens"`
	Empty  [][2]int `json:"empty"`
	Done   bool     `json:"done"` // every queen placed: no hint left
}

// A hinter is a puzzle of either package, as a hint asks of it.
type hinter[D fmt.Stringer] interface {
	HintContext(ctx context.Context) (D, error)
}

// hintOf returns the next deduction of p as a Hint, its squares read by
// squares, with a message for each of the errors that both packages
// share.
func hintOf[D fmt.Stringer](ctx context.Context, p hinter[D], squares func(D) (queens, empty [][2]int)) (any, error) {
	d, err := p.HintContext(ctx)
	switch {
	case errors.Is(err, puzzle.ErrSolved):
		return Hint{Text: "every queen is placed", Done: true}, nil
	case errors.Is(err, puzzle.ErrNoAnswer):
		return nil, errors.New("no answer from here: a queen or a mark is wrong")
	case errors.Is(err, puzzle.ErrNeedsSearch):
		return nil, errors.New("no deduction applies here: the puzzle needs a guess")
	case err != nil:
		return nil, err
	}
	h := Hint{Text: d.String()}
	h.Queens, h.Empty = squares(d)
	return h, nil
}

// pairs returns the squares of one package as [row, column] pairs.
func pairs[S puzzle.Square | regions.Square](squares []S) [][2]int {
	var out [][2]int
	for _, s := range squares {
		sq := puzzle.Square(s)
		out = append(out, [2]int{sq.Row, sq.Col})
	}
	return out
}

// hint gives the next deduction of a board of N-Queens.
func hint(ctx context.Context, args []byte) (any, error) {
	_, p, err := boardOf(args)
	if err != nil {
		return nil, err
	}
	return hintOf(ctx, p, func(d puzzle.Deduction) ([][2]int, [][2]int) { return pairs(d.Queens), pairs(d.Empty) })
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

// A RegionsMade is a regions puzzle made to order, or the day's: its
// regions, each square's number; the look of each region, as the SVG
// that package regions draws has it; its grade; and for the day's puzzle
// its date, "2006-01-02".
type RegionsMade struct {
	Regions [][]int `json:"regions"`
	Looks   []Look  `json:"looks"`
	Grade   string  `json:"grade"`
	Date    string  `json:"date,omitempty"`
}

// A Look is how a region is drawn: its colour, as "#RRGGBB", and whether
// stripes lie over it.
type Look struct {
	Colour  string `json:"colour"`
	Striped bool   `json:"striped"`
}

// made returns the RegionsMade of p, of grade g.
func made(p *regions.Puzzle, g regions.Grade) RegionsMade {
	m := RegionsMade{Regions: p.Regions(), Grade: g.String()}
	n := p.Size()
	flat := make([]int, 0, n*n)
	for _, row := range m.Regions {
		flat = append(flat, row...)
	}
	for _, l := range palette.Regions(n, flat) {
		m.Looks = append(m.Looks, Look{Colour: palette.Colours[l.Colour], Striped: l.Pattern == palette.Striped})
	}
	return m
}

// regionsGenerate makes a regions puzzle to order.
func regionsGenerate(ctx context.Context, args []byte) (any, error) {
	var req makeRequest
	var g regions.Grade
	if err := decode(args, &req); err != nil {
		return nil, err
	}
	if err := req.grade(&g, regions.MinN, maxRegions); err != nil {
		return nil, err
	}
	p, _, err := regions.MakeContext(ctx, req.N, req.Seed, regions.Options{Grade: g})
	if err != nil {
		return nil, req.made(err)
	}
	return made(p, g), nil
}

// maxRegions is the largest regions puzzle the page makes: the most
// regions whose looks are all different.
const maxRegions = palette.Distinct

// regionsDaily returns the daily puzzle of a date, "2006-01-02".
func regionsDaily(ctx context.Context, args []byte) (any, error) {
	var req struct{ Date string }
	if err := decode(args, &req); err != nil {
		return nil, err
	}
	date, err := time.Parse(time.DateOnly, req.Date)
	if err != nil {
		return nil, fmt.Errorf("date %q: want year-month-day, as 2026-12-07", req.Date)
	}
	return Daily(ctx, date)
}

// Daily returns the daily regions puzzle of the date's year, month and
// day, as the page shows it, made by regions.Daily.
func Daily(ctx context.Context, date time.Time) (RegionsMade, error) {
	d, err := regions.DailyContext(ctx, date)
	if err != nil {
		return RegionsMade{}, err
	}
	m := made(d.Puzzle, d.Grade)
	m.Date = d.Date.Format(time.DateOnly)
	return m, nil
}

// A RegionsAnalysis says whether a regions puzzle is solved, and which of
// the player's queens and marks are wrong.
type RegionsAnalysis struct {
	Solved   bool     `json:"solved"`   // every queen placed, and right
	Mistakes [][2]int `json:"mistakes"` // the queens and marks that are wrong
}

// regionsAnalyze finds the player's mistakes in a regions puzzle.
func regionsAnalyze(ctx context.Context, args []byte) (any, error) {
	_, p, err := regionsOf(args)
	if err != nil {
		return nil, err
	}
	var a RegionsAnalysis
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
	return hintOf(ctx, p, func(d regions.Deduction) ([][2]int, [][2]int) { return pairs(d.Queens), pairs(d.Empty) })
}
