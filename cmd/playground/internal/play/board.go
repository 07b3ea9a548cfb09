package play

import (
	"context"
	"errors"
	"fmt"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/puzzle"
)

// An Analysis is what the page shows of a board as it changes.
type Analysis struct {
	Completions string   `json:"completions"` // "none", "one", "two" or "many": three or more
	Supported   [][2]int `json:"supported"`   // the free squares some completion holds
	Solved      bool     `json:"solved"`      // a queen in every row: a solution
}

// analyze says how many completions a board has, up to three, and which
// free squares some completion holds.
func analyze(ctx context.Context, args []byte) (any, error) {
	b, p, err := boardOf(args)
	if err != nil {
		return nil, err
	}
	a := Analysis{Solved: len(b.Queens) == b.N}
	c, err := p.CountContext(ctx, 3)
	if err != nil {
		return nil, err
	}
	a.Completions = [...]string{"none", "one", "two", "many"}[c]
	if c == 0 || a.Solved {
		return a, nil
	}
	supported, _, err := p.SupportsContext(ctx, nil)
	if err != nil {
		return nil, err
	}
	n := b.N
	for q, ok := range supported {
		if ok {
			if !rowHolds(p, q/n) {
				a.Supported = append(a.Supported, [2]int{q / n, q % n})
			}
		}
	}
	return a, nil
}

// rowHolds reports whether row r of p holds a queen.
func rowHolds(p *puzzle.Puzzle, r int) bool {
	for c := range p.Size() {
		if p.Queen(r, c) {
			return true
		}
	}
	return false
}

// A Solution is a board of one queen to a row, its columns from 0.
type Solution struct {
	Board []int `json:"board"`
}

func solution(b nqueens.Board) Solution { return Solution{Board: b} }

// solve finds a completion of a board.
func solve(ctx context.Context, args []byte) (any, error) {
	_, p, err := boardOf(args)
	if err != nil {
		return nil, err
	}
	s, err := p.SolveContext(ctx)
	if errors.Is(err, puzzle.ErrNoAnswer) {
		return nil, errors.New("no completion")
	}
	if err != nil {
		return nil, err
	}
	return solution(s), nil
}

// first gives the first solution of size n in lexicographic order.
func first(ctx context.Context, args []byte) (any, error) {
	var req struct{ N int }
	if err := decode(args, &req); err != nil {
		return nil, err
	}
	if req.N < 1 || req.N > nqueens.MaxN {
		return nil, fmt.Errorf("size %d outside [1, %d]", req.N, nqueens.MaxN)
	}
	b, ok, err := nqueens.FirstContext(ctx, req.N)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, fmt.Errorf("no solution of size %d", req.N)
	}
	return solution(b), nil
}

// next gives the solution after a board.
func next(ctx context.Context, args []byte) (any, error) {
	var req struct{ Board []int }
	if err := decode(args, &req); err != nil {
		return nil, err
	}
	if len(req.Board) < 1 || len(req.Board) > nqueens.MaxN {
		return nil, fmt.Errorf("a board of %d rows, outside [1, %d]", len(req.Board), nqueens.MaxN)
	}
	b, ok, err := nqueens.NextContext(ctx, req.Board)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, fmt.Errorf("%v is the last solution of size %d", req.Board, len(req.Board))
	}
	return solution(b), nil
}

// unrank gives the k-th solution of size n, from 0, and the number of
// them.
func unrank(ctx context.Context, args []byte) (any, error) {
	var req struct{ N, K uint64 }
	if err := decode(args, &req); err != nil {
		return nil, err
	}
	if req.N < 1 || req.N > maxTotal {
		return nil, fmt.Errorf("size %d: the page steps through the solutions by place from size 1 to %d", req.N, maxTotal)
	}
	b, err := nqueens.Unrank(int(req.N), req.K)
	if err != nil {
		return nil, err
	}
	return solution(b), nil
}

// A Symmetry is what the page shows of the class of a solution.
type Symmetry struct {
	Rank      uint64 `json:"rank"`      // its place among the solutions of its size
	Canonical []int  `json:"canonical"` // the least of its images
	Images    int    `json:"images"`    // 8, 4 or 2
}

// symmetry gives the class of a solution under rotations and reflections.
func symmetry(ctx context.Context, args []byte) (any, error) {
	var req struct{ Board []int }
	if err := decode(args, &req); err != nil {
		return nil, err
	}
	b := nqueens.Board(req.Board)
	if err := b.Validate(); err != nil {
		return nil, err
	}
	s := Symmetry{Canonical: b.Canonical(), Images: len(b.Orbit())}
	if len(b) <= 14 {
		s.Rank, _ = nqueens.Rank(b)
	}
	return s, nil
}

// maxTotal is the largest size whose solutions the page steps through by
// place, counting them first.
const maxTotal = 12

// A Total is the number of solutions of a size.
type Total struct {
	Total uint64 `json:"total"`
}

// total counts the solutions of a size up to maxTotal.
func total(ctx context.Context, args []byte) (any, error) {
	var req struct{ N int }
	if err := decode(args, &req); err != nil {
		return nil, err
	}
	if req.N < 1 || req.N > maxTotal {
		return nil, fmt.Errorf("size %d: the page steps through the solutions by place from size 1 to %d", req.N, maxTotal)
	}
	t, err := nqueens.CountContext(ctx, req.N)
	return Total{Total: t}, err
}
