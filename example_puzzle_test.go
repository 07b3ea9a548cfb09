package nqueens_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/nqueens-go/nqueens"
)

// Nauck's instance of 1850: two queens on the 8×8 board, in row 3, column 3
// and row 4, column 1. It has exactly two completions.
func ExamplePuzzle() {
	p := nqueens.NewPuzzle(8)
	p.Place(3, 3)
	p.Place(4, 1)
	fmt.Println(p)
	fmt.Println()
	for b := range p.All() {
		fmt.Println([]int(b))
	}
	// Output:
	// ........
	// ........
	// ........
	// ...Q....
	// .Q......
	// ........
	// ........
	// ........
	//
	// [4 0 7 3 1 6 2 5]
	// [4 6 0 3 1 7 5 2]
}

func ExampleNewPuzzle() {
	// With nothing placed and nothing blocked, every solution completes
	// the puzzle.
	p := nqueens.NewPuzzle(6)
	fmt.Println(p.Count(), nqueens.Count(6))
	// Output:
	// 4 4
}

func ExamplePuzzle_Place() {
	p := nqueens.NewPuzzle(8)
	fmt.Println(p.Place(0, 0))
	fmt.Println(p.Place(2, 2))
	fmt.Println(p.Place(0, 5))
	fmt.Println(p.Place(8, 1))
	// Output:
	// <nil>
	// nqueens: queens at row 0, column 0 and row 2, column 2 share a diagonal
	// nqueens: row 0 holds a queen already, in column 0
	// nqueens: row 8, column 1 is outside the 8×8 board
}

func ExamplePuzzle_Block() {
	// Block the two main diagonals of the 8×8 board.
	p := nqueens.NewPuzzle(8)
	for i := range 8 {
		p.Block(i, i)
		p.Block(i, 7-i)
	}
	fmt.Println(p)
	fmt.Println(p.Count(), "of the 92 solutions keep off both diagonals")
	// Output:
	// x......x
	// .x....x.
	// ..x..x..
	// ...xx...
	// ...xx...
	// ..x..x..
	// .x....x.
	// x......x
	// 12 of the 92 solutions keep off both diagonals
}

func ExampleParsePuzzle() {
	p, err := nqueens.ParsePuzzle(`
		. . . . . .
		. . . Q . .
		x x . . . .
		. . . . . .
		. . . . . .
		. . . . . .
	`)
	if err != nil {
		fmt.Println(err)
		return
	}
	b, ok := p.First()
	fmt.Println([]int(b), ok)

	// Errors name the line.
	_, err = nqueens.ParsePuzzle("Q..\n...\n..Q")
	fmt.Println(err)
	// Output:
	// [1 3 5 0 2 4] true
	// nqueens: line 3: queens at row 0, column 0 and row 2, column 2 share a diagonal
}

func ExamplePuzzle_String() {
	p := nqueens.NewPuzzle(4)
	p.Place(0, 1)
	p.Block(3, 3)
	fmt.Println(p.String())
	// Output:
	// .Q..
	// ....
	// ....
	// ...x
}

func ExamplePuzzle_Size() {
	p, _ := nqueens.ParsePuzzle("Q....\n.....\n.....\n.....\n.....")
	fmt.Println(p.Size())
	// Output:
	// 5
}

func ExamplePuzzle_Queen() {
	p := nqueens.NewPuzzle(8)
	p.Place(3, 3)
	for _, row := range []int{3, 4, 9} {
		col, ok := p.Queen(row)
		fmt.Println(row, col, ok)
	}
	// Output:
	// 3 3 true
	// 4 0 false
	// 9 0 false
}

func ExamplePuzzle_Blocked() {
	p := nqueens.NewPuzzle(4)
	p.Block(0, 1)
	fmt.Println(p.Blocked(0, 1), p.Blocked(0, 2), p.Blocked(7, 7))
	// Output:
	// true false false
}

func ExamplePuzzle_All() {
	p := nqueens.NewPuzzle(6)
	p.Block(0, 1)
	for b := range p.All() {
		fmt.Println([]int(b))
	}
	// Output:
	// [2 5 1 4 0 3]
	// [3 0 4 1 5 2]
	// [4 2 0 5 3 1]
}

func ExamplePuzzle_First() {
	p := nqueens.NewPuzzle(8)
	p.Place(0, 7)
	b, ok := p.First()
	fmt.Println([]int(b), ok)

	// No solution of size 4 has a queen in a corner.
	corner := nqueens.NewPuzzle(4)
	corner.Place(0, 0)
	b, ok = corner.First()
	fmt.Println([]int(b), ok)
	// Output:
	// [7 1 3 0 6 4 2 5] true
	// [] false
}

func ExamplePuzzle_Count() {
	p := nqueens.NewPuzzle(10)
	p.Place(0, 0)
	p.Place(9, 9)
	fmt.Println(p.Count())
	// Output:
	// 64
}

func ExamplePuzzle_AllContext() {
	// A puzzle of 40 with one queen placed takes far longer than a second
	// to complete; the loop ends with the context's error.
	p := nqueens.NewPuzzle(40)
	p.Place(0, 20)
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	completions := 0
	for _, err := range p.AllContext(ctx) {
		if err != nil {
			fmt.Println(completions, "completions:", err)
			break
		}
		completions++
	}

	// Nauck's puzzle is done at once.
	nauck := nqueens.NewPuzzle(8)
	nauck.Place(3, 3)
	nauck.Place(4, 1)
	for b, err := range nauck.AllContext(context.Background()) {
		fmt.Println([]int(b), err)
	}
	// Output:
	// 0 completions: context deadline exceeded
	// [4 0 7 3 1 6 2 5] <nil>
	// [4 6 0 3 1 7 5 2] <nil>
}

func ExamplePuzzle_FirstContext() {
	p := nqueens.NewPuzzle(40)
	p.Place(0, 20)
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	b, ok, err := p.FirstContext(ctx)
	fmt.Println(b == nil, ok, err)

	small := nqueens.NewPuzzle(8)
	small.Place(0, 7)
	b, ok, err = small.FirstContext(context.Background())
	fmt.Println([]int(b), ok, err)
	// Output:
	// true false context deadline exceeded
	// [7 1 3 0 6 4 2 5] true <nil>
}

func ExamplePuzzle_CountContext() {
	// The completions of a puzzle of 40 with two queens placed are far
	// too many to count; those of 10 with two corners taken are 64.
	p := nqueens.NewPuzzle(40)
	p.Place(0, 0)
	p.Place(39, 39)
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	fmt.Println(p.CountContext(ctx))

	small := nqueens.NewPuzzle(10)
	small.Place(0, 0)
	small.Place(9, 9)
	fmt.Println(small.CountContext(context.Background()))
	// Output:
	// 0 context deadline exceeded
	// 64 <nil>
}

func ExampleConstruct() {
	b, ok := nqueens.Construct(8)
	fmt.Println([]int(b), ok, b.Validate())

	_, ok = nqueens.Construct(3)
	fmt.Println(ok)

	// Far beyond what any search could reach.
	b, _ = nqueens.Construct(1_000_000)
	fmt.Println(len(b), b.Validate())
	// Output:
	// [3 5 7 1 6 0 2 4] true <nil>
	// false
	// 1000000 <nil>
}

func ExamplePuzzle_WriteSVG() {
	// Nauck's puzzle and its two completions in one picture: the two
	// queens of the puzzle red on each, and its blocked square crossed.
	p := nqueens.NewPuzzle(8)
	p.Place(3, 3)
	p.Place(4, 1)
	p.Block(0, 0)
	var svg strings.Builder
	if err := p.WriteSVG(&svg, slices.Collect(p.All())); err != nil {
		fmt.Println(err)
	}
	fmt.Println(strings.Count(svg.String(), "<g transform="), "boards")
	fmt.Println(strings.Count(svg.String(), `href="#placed"`), "placed queens")
	fmt.Println(strings.Count(svg.String(), `href="#blocked"`), "blocked squares")
	// Output:
	// 2 boards
	// 4 placed queens
	// 2 blocked squares
}

func ExamplePuzzle_Solve() {
	// The first completion of a puzzle of 64 with its corner queen placed
	// takes hours to find; Solve finds a completion at once.
	p := nqueens.NewPuzzle(64)
	p.Place(0, 0)
	b, ok := p.Solve()
	fmt.Println(ok, len(b), b[0], b.Validate())

	// Of the two completions of Nauck's puzzle, Solve returns one.
	nauck := nqueens.NewPuzzle(8)
	nauck.Place(3, 3)
	nauck.Place(4, 1)
	b, ok = nauck.Solve()
	fmt.Println([]int(b), ok)

	// A queen in a corner of a board of 4 leaves no completion: Solve
	// proves it.
	corner := nqueens.NewPuzzle(4)
	corner.Place(0, 0)
	b, ok = corner.Solve()
	fmt.Println([]int(b), ok)
	// Output:
	// true 64 0 <nil>
	// [4 6 0 3 1 7 5 2] true
	// [] false
}

func ExamplePuzzle_SolveContext() {
	p := nqueens.NewPuzzle(40)
	p.Place(0, 20)
	b, ok, err := p.SolveContext(context.Background())
	fmt.Println(ok, b[0], b.Validate(), err)

	// A context done before the search ends it.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	b, ok, err = p.SolveContext(ctx)
	fmt.Println(b == nil, ok, err)
	// Output:
	// true 20 <nil> <nil>
	// true false context canceled
}

// The squares of a 6×6 board with a queen in row 0, column 1 where some
// completion places a queen: '+' for those, '.' for the others, 'Q' for
// the placed queen. With a queen on any '.', the puzzle has no completion.
// Squares nil asks of every square, row by row.
func ExamplePuzzle_Supports_everySquare() {
	p := nqueens.NewPuzzle(6)
	p.Place(0, 1)
	supported, found, err := p.Supports(nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	for r := range 6 {
		for c := range 6 {
			q, placed := p.Queen(r)
			switch {
			case placed && q == c:
				fmt.Print("Q")
			case supported[r*6+c]:
				fmt.Print("+")
			default:
				fmt.Print(".")
			}
		}
		fmt.Println()
	}
	fmt.Println(len(found), "completion")
	// Output:
	// .Q....
	// ...+..
	// .....+
	// +.....
	// ..+...
	// ....+.
	// 1 completion
}

// Whether three squares of a 6×6 board with a queen in row 0, column 1
// can take a queen in some completion: the one searched for answers the
// others. A square off the board is a *SquareError.
func ExamplePuzzle_Supports() {
	p := nqueens.NewPuzzle(6)
	p.Place(0, 1)
	squares := [][2]int{{1, 3}, {2, 5}, {3, 3}}
	supported, found, err := p.Supports(squares)
	if err != nil {
		fmt.Println(err)
		return
	}
	for i, sq := range squares {
		fmt.Println(sq, supported[i])
	}
	fmt.Println(len(found), "completion:", []int(found[0]))
	_, _, err = p.Supports([][2]int{{6, 0}})
	fmt.Println(err)
	fmt.Println(errors.Is(err, nqueens.ErrOffBoard))
	// Output:
	// [1 3] true
	// [2 5] true
	// [3 3] false
	// 1 completion: [1 3 5 0 2 4]
	// nqueens: Puzzle.Supports: squares[0]: row 6, column 0 is outside the 6×6 board
	// true
}

// Supports with a deadline: a square of a placed queen is supported when
// the puzzle has a completion at all.
func ExamplePuzzle_SupportsContext() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	p := nqueens.NewPuzzle(4)
	p.Place(0, 1)
	supported, _, err := p.SupportsContext(ctx, [][2]int{{0, 1}, {1, 3}, {1, 2}})
	fmt.Println(supported, err)
	p = nqueens.NewPuzzle(4)
	p.Place(0, 0)
	supported, _, err = p.SupportsContext(ctx, [][2]int{{0, 0}})
	fmt.Println(supported, err)
	// Output:
	// [true true false] <nil>
	// [false] <nil>
}

// A program tells apart why a square is refused with errors.Is, and finds
// where with errors.As, without reading the text.
func ExampleSquareError() {
	p := nqueens.NewPuzzle(8)
	p.Place(0, 0)
	p.Block(1, 5)
	for _, sq := range [][2]int{{1, 5}, {2, 2}, {0, 4}, {9, 9}, {3, 1}} {
		err := p.Place(sq[0], sq[1])
		var se *nqueens.SquareError
		switch {
		case err == nil:
			fmt.Println(sq, "placed")
		case errors.Is(err, nqueens.ErrBlocked):
			fmt.Println(sq, "blocked")
		case errors.Is(err, nqueens.ErrAttacked) && errors.As(err, &se):
			fmt.Println(sq, "attacked by the queen at", se.By)
		case errors.Is(err, nqueens.ErrRowTaken) && errors.As(err, &se):
			fmt.Println(sq, "in a row whose queen is at", se.By)
		case errors.Is(err, nqueens.ErrOffBoard):
			fmt.Println(sq, "off the board")
		}
	}
	err := p.Block(0, 0)
	fmt.Println(errors.Is(err, nqueens.ErrHoldsQueen), err)
	// Output:
	// [1 5] blocked
	// [2 2] attacked by the queen at [0 0]
	// [0 4] in a row whose queen is at [0 0]
	// [9 9] off the board
	// [3 1] placed
	// true nqueens: row 0, column 0 holds a queen
}
