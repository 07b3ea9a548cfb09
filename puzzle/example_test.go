package puzzle_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/puzzle"
)

// A puzzle to solve by reasoning: place the missing queens.
func Example() {
	p, _ := puzzle.Parse(`
		......Q.
		....Q...
		........
		........
		........
		........
		........
		...Q....`)
	fmt.Println(p.Count(2), "answer")
	for {
		d, err := p.Hint()
		if err != nil {
			fmt.Println(err)
			break
		}
		fmt.Println(d)
		p.Apply(d)
	}
	fmt.Print(p)
	// Output:
	// 1 answer
	// row 4 has one free square left: a queen at row 4, column 5
	// column 7 has one free square left: a queen at row 5, column 7
	// column 2 has one free square left: a queen at row 2, column 2
	// row 3 has one free square left: a queen at row 3, column 0
	// row 6 has one free square left: a queen at row 6, column 1
	// puzzle: every queen is placed
	// ......Q.
	// ....Q...
	// ..Q.....
	// Q.......
	// .....Q..
	// .......Q
	// .Q......
	// ...Q....
}

// --- Making, reading and writing puzzles ---

func ExampleNew() {
	// With nothing placed and nothing marked, every solution completes
	// the puzzle.
	p := puzzle.New(6)
	fmt.Println(p.Count(0), nqueens.Count(6))
	// Output:
	// 4 4
}

func ExampleParse() {
	p, err := puzzle.Parse(`
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
	for b := range p.All() {
		fmt.Println([]int(b))
	}

	// Errors name the line.
	_, err = puzzle.Parse("Q..\n...\n..Q")
	fmt.Println(err)
	// Output:
	// [1 3 5 0 2 4]
	// puzzle: line 3: place row 2, column 2: queens at row 0, column 0 and row 2, column 2 share a diagonal
}

// A file of puzzles, with comments, one of them bad: the reader says
// where, and goes on.
func ExampleReader() {
	file := `# Three puzzles of 4.

.Q..
....
....
...x

# The second one breaks a rule:
Q...
.Q..
....
....

# Nauck's, with spaces between the squares.
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . Q . . . .
. Q . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
`
	r := puzzle.NewReader(strings.NewReader(file))
	r.Name = "puzzles.txt"
	for {
		p, err := r.Read()
		if err == io.EOF {
			break
		}
		var pe *puzzle.ParseError
		switch {
		case errors.As(err, &pe):
			fmt.Printf("line %d: %v %q\n", r.Start(), err, r.Comments())
			continue
		case err != nil:
			fmt.Println(err) // the input could not be read
			return
		}
		fmt.Printf("line %d: %d answers %q\n", r.Start(), p.Count(0), r.Comments())
	}
	// Output:
	// line 3: 1 answers ["Three puzzles of 4."]
	// line 9: puzzle: line 10: place row 1, column 1: queens at row 0, column 0 and row 1, column 1 share a diagonal ["The second one breaks a rule:"]
	// line 15: 2 answers ["Nauck's, with spaces between the squares."]
}

func ExampleNewReader() {
	r := puzzle.NewReader(strings.NewReader("Q\n\nx\n"))
	for {
		p, err := r.Read()
		if err != nil {
			fmt.Println(err)
			break
		}
		fmt.Print(p.Count(0), " ", p)
	}
	// Output:
	// 1 Q
	// 0 x
	// EOF
}

// Where each puzzle of a file starts.
func ExampleReader_Start() {
	r := puzzle.NewReader(strings.NewReader("\n\n.Q..\n...Q\nQ...\n..Q.\n\n\nQ\n"))
	for {
		if _, err := r.Read(); err != nil {
			break
		}
		fmt.Println(r.Start())
	}
	// Output:
	// 3
	// 9
}

// The comments before a puzzle, and within it.
func ExampleReader_Comments() {
	r := puzzle.NewReader(strings.NewReader("# Nauck, 1850\n#\n........\n........\n........\n...Q....\n# his two queens\n.Q......\n........\n........\n........\n"))
	p, _ := r.Read()
	fmt.Printf("%q %d\n", r.Comments(), p.Count(0))
	// Output:
	// ["Nauck, 1850" "" "his two queens"] 2
}

func ExampleReader_Read() {
	r := puzzle.NewReader(strings.NewReader("Qx\n..\n\nxQ\n..\n"))
	for {
		p, err := r.Read()
		if err != nil {
			fmt.Println(err)
			break
		}
		fmt.Println(p.Marks(), p.Count(0))
	}
	// Output:
	// [row 0, column 1] 0
	// [row 0, column 0] 0
	// EOF
}

// An error in the text form says where it lies, and what is wrong.
func ExampleParseError() {
	_, err := puzzle.Parse("....\n..Q.\nQ..Q\n....")
	var pe *puzzle.ParseError
	if errors.As(err, &pe) {
		fmt.Println(pe.Line, pe.Err)
	}
	// A queen that breaks a rule is a *SquareError within.
	var se *puzzle.SquareError
	fmt.Println(errors.As(err, &se), errors.Is(err, puzzle.ErrBroken), se.By)
	// Output:
	// 3 place row 2, column 3: row 2 holds a queen already, in column 0
	// true true row 2, column 0
}

func ExampleParseError_Error() {
	_, err := puzzle.Parse("\n..\n.o")
	fmt.Println(err)
	// Output:
	// puzzle: line 3: unknown character 'o' (want 'Q' or '1' for a queen; '.', '*', '0' or '-' for a free square; 'x' for a blocked one)
}

func ExampleParseError_Unwrap() {
	_, err := puzzle.Parse("Q..\n.x.\n..Q")
	fmt.Println(errors.Unwrap(err))
	// Output:
	// place row 2, column 2: queens at row 0, column 0 and row 2, column 2 share a diagonal
}

// A puzzle as JSON, and back.
func ExamplePuzzle_MarshalJSON() {
	p, _ := puzzle.Parse("x...\n..Q.\n....\n....")
	data, _ := p.MarshalJSON()
	fmt.Println(string(data))
	// In a struct, by encoding/json.
	line, _ := json.Marshal(map[string]*puzzle.Puzzle{"daily": p})
	fmt.Println(string(line))
	// Output:
	// {"n":4,"queens":[[1,2]],"empty":[[0,0]]}
	// {"daily":{"n":4,"queens":[[1,2]],"empty":[[0,0]]}}
}

func ExamplePuzzle_UnmarshalJSON() {
	var p puzzle.Puzzle
	err := p.UnmarshalJSON([]byte(`{"n":8,"queens":[[3,3],[4,1]]}`))
	fmt.Println(err, p.Count(0))
	// What Place or Mark would refuse is refused, and p left as it was.
	err = p.UnmarshalJSON([]byte(`{"n":8,"queens":[[0,0],[7,7]]}`))
	fmt.Println(err)
	fmt.Println(p.Queens())
	// Output:
	// <nil> 2
	// puzzle: place row 7, column 7: queens at row 0, column 0 and row 7, column 7 share a diagonal
	// [row 3, column 3 row 4, column 1]
}

func ExamplePuzzle_String() {
	p := puzzle.New(4)
	p.Place(0, 1)
	p.Mark(3, 3)
	fmt.Print(p.String())
	// Output:
	// .Q..
	// ....
	// ....
	// ...x
}

// The picture of a puzzle: its queens red, its marked squares crossed.
func ExamplePuzzle_SVG() {
	p := puzzle.New(4)
	p.Place(0, 1)
	p.Mark(3, 3)
	svg := p.SVG()
	fmt.Println(strings.HasPrefix(svg, "<svg"))
	fmt.Println(strings.Count(svg, `href="#placed"`), "queen placed")
	fmt.Println(strings.Count(svg, `href="#blocked"`), "square marked")
	// Output:
	// true
	// 1 queen placed
	// 1 square marked
}

func ExamplePuzzle_WriteSVG() {
	// Nauck's puzzle and its two answers in one picture: the two queens
	// of the puzzle red on each, and its marked square crossed.
	p, _ := puzzle.Parse(`
		x.......
		........
		........
		...Q....
		.Q......
		........
		........
		........`)
	var svg strings.Builder
	if err := p.WriteSVG(&svg, slices.Collect(p.All())); err != nil {
		fmt.Println(err)
	}
	fmt.Println(strings.Count(svg.String(), "<g transform="), "boards")
	fmt.Println(strings.Count(svg.String(), `href="#placed"`), "queens placed")
	fmt.Println(strings.Count(svg.String(), `href="#blocked"`), "squares marked")
	// A board that is not an answer is refused, and nothing is written.
	svg.Reset()
	err := p.WriteSVG(&svg, []nqueens.Board{{1, 3, 5, 7, 2, 0, 6, 4}})
	fmt.Println(svg.Len(), errors.Is(err, puzzle.ErrBroken))
	// Output:
	// 2 boards
	// 4 queens placed
	// 2 squares marked
	// 0 true
}

// --- Playing ---

// Nauck's instance of 1850: two queens on the 8×8 board, in row 3,
// column 3 and row 4, column 1. It has exactly two answers.
func ExamplePuzzle() {
	p := puzzle.New(8)
	p.Place(3, 3)
	p.Place(4, 1)
	fmt.Print(p)
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

func ExamplePuzzle_Size() {
	p, _ := puzzle.Parse("Q....\n.....\n.....\n.....\n.....")
	fmt.Println(p.Size())
	// Output:
	// 5
}

func ExamplePuzzle_Place() {
	p := puzzle.New(8)
	fmt.Println(p.Place(0, 0))
	fmt.Println(p.Place(2, 2))
	fmt.Println(p.Place(0, 5))
	fmt.Println(p.Place(0, 0))
	fmt.Println(p.Place(8, 1))
	// Output:
	// <nil>
	// puzzle: place row 2, column 2: queens at row 0, column 0 and row 2, column 2 share a diagonal
	// puzzle: place row 0, column 5: row 0 holds a queen already, in column 0
	// puzzle: place row 0, column 0: holds a queen
	// puzzle: place row 8, column 1: off the 8×8 board
}

func ExamplePuzzle_Mark() {
	// Mark the two main diagonals of the 8×8 board.
	p := puzzle.New(8)
	for i := range 8 {
		p.Mark(i, i)
		p.Mark(i, 7-i)
	}
	fmt.Print(p)
	fmt.Println(p.Count(0), "of the 92 solutions keep off both diagonals")
	// A square is marked once.
	fmt.Println(p.Mark(0, 0))
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
	// puzzle: mark row 0, column 0: is marked empty
}

func ExamplePuzzle_Clear() {
	p, _ := puzzle.Parse(".Q..\n....\n....\n...x")
	fmt.Println(p.Count(0), p.Clear(0, 1), p.Count(0))
	fmt.Println(p.Clear(3, 3), p.Count(0))
	fmt.Println(p.Clear(3, 3))
	// Output:
	// 1 <nil> 2
	// <nil> 2
	// puzzle: clear row 3, column 3: holds neither a queen nor a mark
}

func ExamplePuzzle_Reset() {
	p, _ := puzzle.Parse(".Q..\n....\n....\n...x")
	p.Reset()
	fmt.Print(p)
	fmt.Println(p.Size(), p.Count(0))
	// Output:
	// ....
	// ....
	// ....
	// ....
	// 4 2
}

// A puzzle played on a copy, the original left as it was.
func ExamplePuzzle_Clone() {
	p, _ := puzzle.Parse("....\n....\nx...\n....")
	play := p.Clone()
	play.Place(0, 1)
	play.Clear(2, 0)
	fmt.Print(play, "\n", p)
	// Output:
	// .Q..
	// ....
	// ....
	// ....
	//
	// ....
	// ....
	// x...
	// ....
}

func ExamplePuzzle_Queen() {
	p := puzzle.New(8)
	p.Place(3, 3)
	fmt.Println(p.Queen(3, 3), p.Queen(3, 4), p.Queen(9, 9))
	// Output:
	// true false false
}

func ExamplePuzzle_Marked() {
	p := puzzle.New(4)
	p.Mark(0, 1)
	fmt.Println(p.Marked(0, 1), p.Marked(0, 2), p.Marked(7, 7))
	// Output:
	// true false false
}

func ExamplePuzzle_Queens() {
	p, _ := puzzle.Parse("........\n........\n........\n...Q....\n.Q......\n........\n........\n........")
	for _, q := range p.Queens() {
		fmt.Println(q.Row, q.Col)
	}
	// Output:
	// 3 3
	// 4 1
}

func ExamplePuzzle_Marks() {
	p, _ := puzzle.Parse("x..x\n....\n.x..\n....")
	fmt.Println(p.Marks())
	// Output:
	// [row 0, column 0 row 0, column 3 row 2, column 1]
}

// A program tells apart why a square is refused with errors.Is, and
// finds where, and the queen at fault, with errors.As, without reading
// the text.
func ExampleSquareError() {
	p := puzzle.New(8)
	p.Place(0, 0)
	p.Mark(1, 5)
	for _, sq := range []puzzle.Square{{1, 5}, {2, 2}, {0, 4}, {9, 9}, {3, 1}} {
		err := p.Place(sq.Row, sq.Col)
		var se *puzzle.SquareError
		switch {
		case err == nil:
			fmt.Println(sq, "placed")
		case errors.Is(err, puzzle.ErrTaken):
			fmt.Println(sq, "taken")
		case errors.Is(err, puzzle.ErrBroken) && errors.As(err, &se):
			fmt.Println(sq, "breaks a rule with the queen at", se.By)
		case errors.Is(err, puzzle.ErrOffBoard):
			fmt.Println(sq, "off the board")
		}
	}
	err := p.Clear(5, 5)
	fmt.Println(errors.Is(err, puzzle.ErrFree), err)
	// Output:
	// row 1, column 5 taken
	// row 2, column 2 breaks a rule with the queen at row 0, column 0
	// row 0, column 4 breaks a rule with the queen at row 0, column 0
	// row 9, column 9 off the board
	// row 3, column 1 placed
	// true puzzle: clear row 5, column 5: holds neither a queen nor a mark
}

// A square refused says where, and why.
func ExampleSquareError_Error() {
	p := puzzle.New(8)
	p.Place(0, 0)
	fmt.Println(p.Place(3, 3))
	// Output:
	// puzzle: place row 3, column 3: queens at row 0, column 0 and row 3, column 3 share a diagonal
}

// What a refused square wraps tells the reasons apart.
func ExampleSquareError_Unwrap() {
	p := puzzle.New(8)
	p.Place(0, 0)
	p.Mark(5, 5)
	for _, sq := range []puzzle.Square{{3, 3}, {0, 4}, {5, 5}, {8, 1}} {
		var se *puzzle.SquareError
		errors.As(p.Place(sq.Row, sq.Col), &se)
		fmt.Println(sq, se.Unwrap())
	}
	// Output:
	// row 3, column 3 breaks a rule
	// row 0, column 4 breaks a rule
	// row 5, column 5 taken
	// row 8, column 1 off the board
}

func ExampleSquare() {
	s := puzzle.Square{Row: 2, Col: 5}
	fmt.Println(s)
	fmt.Println(s.Row, s.Col)
	// Output:
	// row 2, column 5
	// 2 5
}

func ExampleSquare_String() {
	fmt.Println(puzzle.Square{Row: 0, Col: 7}.String())
	// Output:
	// row 0, column 7
}

// --- Solving ---

func ExamplePuzzle_All() {
	p := puzzle.New(6)
	p.Mark(0, 1)
	for b := range p.All() {
		fmt.Println([]int(b))
	}
	// Output:
	// [2 5 1 4 0 3]
	// [3 0 4 1 5 2]
	// [4 2 0 5 3 1]
}

func ExamplePuzzle_AllContext() {
	// A puzzle of 40 with one queen placed takes far longer than a
	// tenth of a second to complete; the loop ends with the context's
	// error.
	p := puzzle.New(40)
	p.Place(0, 20)
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	answers := 0
	for _, err := range p.AllContext(ctx) {
		if err != nil {
			fmt.Println(answers, "answers:", err)
			break
		}
		answers++
	}

	// Nauck's puzzle is done at once.
	nauck := puzzle.New(8)
	nauck.Place(3, 3)
	nauck.Place(4, 1)
	for b, err := range nauck.AllContext(context.Background()) {
		fmt.Println([]int(b), err)
	}
	// Output:
	// 0 answers: context deadline exceeded
	// [4 0 7 3 1 6 2 5] <nil>
	// [4 6 0 3 1 7 5 2] <nil>
}

// Nauck's puzzle of 1850 has two answers; with one more queen, one.
func ExamplePuzzle_Count() {
	p, _ := puzzle.Parse(`
		........
		........
		........
		...Q....
		.Q......
		........
		........
		........`)
	fmt.Println(p.Count(0), p.Count(1), p.Count(2))
	p.Place(1, 0)
	fmt.Println(p.Count(0), p.Count(2))
	// Up to a limit, a count is fast where every answer is not: this
	// puzzle of 64 has astronomically many.
	big := puzzle.New(64)
	big.Place(0, 0)
	fmt.Println(big.Count(2))
	// Output:
	// 2 1 2
	// 1 1
	// 2
}

func ExamplePuzzle_CountContext() {
	// The answers of a puzzle of 40 with two queens placed are far too
	// many to count; those of 10 with two corners taken are 64.
	p := puzzle.New(40)
	p.Place(0, 0)
	p.Place(39, 39)
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	fmt.Println(p.CountContext(ctx, 0))

	small := puzzle.New(10)
	small.Place(0, 0)
	small.Place(9, 9)
	fmt.Println(small.CountContext(context.Background(), 0))
	// Output:
	// 0 context deadline exceeded
	// 64 <nil>
}

func ExamplePuzzle_Solve() {
	// The first answer in order of a puzzle of 64 with its corner queen
	// placed takes hours to find; Solve finds an answer at once.
	p := puzzle.New(64)
	p.Place(0, 0)
	b, err := p.Solve()
	fmt.Println(len(b), b[0], b.Validate(), err)

	// Of the two answers of Nauck's puzzle, Solve returns one.
	nauck := puzzle.New(8)
	nauck.Place(3, 3)
	nauck.Place(4, 1)
	b, err = nauck.Solve()
	fmt.Println([]int(b), err, nauck.Verify(b))

	// A queen in a corner of a board of 4 leaves no answer: Solve
	// proves it.
	corner := puzzle.New(4)
	corner.Place(0, 0)
	b, err = corner.Solve()
	fmt.Println([]int(b), errors.Is(err, puzzle.ErrNoAnswer), err)
	// Output:
	// 64 0 <nil> <nil>
	// [4 6 0 3 1 7 5 2] <nil> <nil>
	// [] true puzzle: no answer
}

func ExamplePuzzle_SolveContext() {
	p := puzzle.New(40)
	p.Place(0, 20)
	b, err := p.SolveContext(context.Background())
	fmt.Println(b[0], b.Validate(), err)

	// A context done before the search ends it.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	b, err = p.SolveContext(ctx)
	fmt.Println(b == nil, err)
	// Output:
	// 20 <nil> <nil>
	// true context canceled
}

// The squares of a 6×6 board with a queen in row 0, column 1 where some
// answer places a queen: '+' for those, '.' for the others, 'Q' for the
// queen placed. With a queen on any '.', the puzzle has no answer.
// Squares nil asks of every square, row by row.
func ExamplePuzzle_Supports_everySquare() {
	p := puzzle.New(6)
	p.Place(0, 1)
	supported, found, err := p.Supports(nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	for r := range 6 {
		for c := range 6 {
			switch {
			case p.Queen(r, c):
				fmt.Print("Q")
			case supported[r*6+c]:
				fmt.Print("+")
			default:
				fmt.Print(".")
			}
		}
		fmt.Println()
	}
	fmt.Println(len(found), "answer")
	// Output:
	// .Q....
	// ...+..
	// .....+
	// +.....
	// ..+...
	// ....+.
	// 1 answer
}

// Whether three squares of a 6×6 board with a queen in row 0, column 1
// can take a queen in some answer: the one searched for answers the
// others. A square off the board is a *SquareError.
func ExamplePuzzle_Supports() {
	p := puzzle.New(6)
	p.Place(0, 1)
	squares := []puzzle.Square{{1, 3}, {2, 5}, {3, 3}}
	supported, found, err := p.Supports(squares)
	if err != nil {
		fmt.Println(err)
		return
	}
	for i, sq := range squares {
		fmt.Println(sq, supported[i])
	}
	fmt.Println(len(found), "answer:", []int(found[0]))
	_, _, err = p.Supports([]puzzle.Square{{6, 0}})
	fmt.Println(errors.Is(err, puzzle.ErrOffBoard), err)
	// Output:
	// row 1, column 3 true
	// row 2, column 5 true
	// row 3, column 3 false
	// 1 answer: [1 3 5 0 2 4]
	// true puzzle: support row 6, column 0: off the 6×6 board
}

// Supports with a deadline: the square of a queen placed is supported
// when the puzzle has an answer at all.
func ExamplePuzzle_SupportsContext() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	p := puzzle.New(4)
	p.Place(0, 1)
	supported, _, err := p.SupportsContext(ctx, []puzzle.Square{{0, 1}, {1, 3}, {1, 2}})
	fmt.Println(supported, err)
	p = puzzle.New(4)
	p.Place(0, 0)
	supported, _, err = p.SupportsContext(ctx, []puzzle.Square{{0, 0}})
	fmt.Println(supported, err)
	// Output:
	// [true true false] <nil>
	// [false] <nil>
}

// The verifier of an answer names the first rule it breaks, row by row,
// which errors.Is tells apart.
func ExamplePuzzle_Verify() {
	p, answer, _ := puzzle.Make(8, 1, puzzle.Options{Grade: puzzle.Easy})
	fmt.Println([]int(answer), p.Verify(answer))
	for _, b := range []nqueens.Board{
		{0, 4, 7, 5, 2, 6, 1, 3}, // another solution
		{6, 4, 2, 0, 5, 7, 3, 1}, // rows 6 and 7 exchanged
		{6, 4, 1, 0, 5, 7, 2, 3}, // two queens that attack each other
		{1, 3, 0, 2},
	} {
		err := p.Verify(b)
		var se *puzzle.SquareError
		if errors.As(err, &se) {
			fmt.Println(errors.Is(err, puzzle.ErrBroken), se.By, err)
		} else {
			fmt.Println(err)
		}
	}
	// Output:
	// [6 4 2 0 5 7 1 3] <nil>
	// true row 0, column 6 puzzle: place row 0, column 0: row 0 holds a queen already, in column 6
	// true row 3, column 0 puzzle: place row 6, column 3: queens at row 3, column 0 and row 6, column 3 share a diagonal
	// true row 2, column 1 puzzle: place row 3, column 0: queens at row 2, column 1 and row 3, column 0 share a diagonal
	// puzzle: a board of size 4, not the puzzle's 8
}

// --- Reasoning ---

// The chain of deductions that solves a puzzle, step by step.
func ExamplePuzzle_Explain() {
	p, _ := puzzle.Parse(`
		........
		........
		........
		..Q.....
		........
		......Q.
		.Q......
		........`)
	chain, err := p.Explain()
	for _, d := range chain {
		fmt.Println(d)
	}
	fmt.Println(err)
	// Output:
	// a queen on any of these would attack every free square of row 4: empty: row 0, columns 0 and 4
	// row 0 has one free square left: a queen at row 0, column 3
	// rows 1 and 7 can take their queens only in columns 5 and 7: empty: row 2, column 7
	// a queen at row 4, column 4 would attack every free square of column 7: that square is empty
	// column 4 has one free square left: a queen at row 2, column 4
	// row 1 has one free square left: a queen at row 1, column 7
	// row 4 has one free square left: a queen at row 4, column 0
	// row 7 has one free square left: a queen at row 7, column 5
	// <nil>
}

// A puzzle that no deduction finishes: the chain stops, and says so.
func ExamplePuzzle_ExplainContext() {
	p, _ := puzzle.Parse(`
		......Q.
		....Q...
		........
		........
		........
		........
		........
		........`)
	chain, err := p.ExplainContext(context.Background())
	fmt.Println(len(chain), errors.Is(err, puzzle.ErrNeedsSearch), p.Count(2))
	// Output:
	// 0 true 1
}

// A game hands out the next deduction, and the player makes it.
func ExamplePuzzle_Hint() {
	p, _ := puzzle.Parse(`
		........
		........
		........
		..Q.....
		........
		......Q.
		.Q......
		........`)
	d, err := p.Hint()
	fmt.Println(d.Technique, d.Empty, d.Units, err)
	fmt.Println(d)
	// Output:
	// exclusion [row 0, column 0 row 0, column 4] [row 4] <nil>
	// a queen on any of these would attack every free square of row 4: empty: row 0, columns 0 and 4
}

// A queen placed wrong leaves no answer, which the hint says.
func ExamplePuzzle_HintContext() {
	p, _ := puzzle.Parse(`
		......Q.
		....Q...
		........
		........
		........
		........
		........
		...Q....`)
	fmt.Println(p.Place(5, 2)) // where the answer's queen is not
	_, err := p.HintContext(context.Background())
	fmt.Println(errors.Is(err, puzzle.ErrNoAnswer), err)
	// Output:
	// <nil>
	// true puzzle: no answer
}

// Apply makes a deduction, as the hints and the chain give them.
func ExamplePuzzle_Apply() {
	p, _ := puzzle.Parse(`
		........
		........
		........
		..Q.....
		........
		......Q.
		.Q......
		........`)
	d, _ := p.Hint()
	fmt.Println(p.Apply(d))
	fmt.Print(p)
	// Output:
	// <nil>
	// x...x...
	// ........
	// ........
	// ..Q.....
	// ........
	// ......Q.
	// .Q......
	// ........
}

func ExamplePuzzle_Rate() {
	p, _, _ := puzzle.Make(16, 2, puzzle.Options{Grade: puzzle.Expert})
	r, err := p.Rate()
	fmt.Println(r.Grade, r.Hardest, r.Depth, r.Uses[puzzle.DeepProbe] > 0, err)
	_, err = puzzle.New(8).Rate()
	fmt.Println(errors.Is(err, puzzle.ErrNotUnique), err)
	// Output:
	// expert deep probe 2 true <nil>
	// true puzzle: more than one answer
}

func ExamplePuzzle_RateContext() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	p, _ := puzzle.Parse("Q.\n..")
	_, err := p.RateContext(ctx)
	fmt.Println(err)
	// Output:
	// puzzle: no answer
}

// A rating as one line of JSON, for a dataset.
func ExampleRating() {
	p, _, _ := puzzle.Make(8, 1, puzzle.Options{Grade: puzzle.Medium})
	r, _ := p.Rate()
	line, _ := json.Marshal(r)
	fmt.Println(string(line))
	// Output:
	// {"Grade":"medium","Hardest":"exclusion","Depth":0,"Steps":6,"Uses":{"exclusion":1,"single":5},"Work":2}
}

// A deduction names its squares and the units it reasons about.
func ExampleDeduction() {
	d := puzzle.Deduction{
		Technique: puzzle.Confinement,
		Empty:     []puzzle.Square{{2, 7}, {4, 5}},
		Units:     []puzzle.Unit{{puzzle.RowUnit, 1}, {puzzle.RowUnit, 7}, {puzzle.ColumnUnit, 5}, {puzzle.ColumnUnit, 7}},
		Confined:  2,
	}
	fmt.Println(d)
	// Output:
	// rows 1 and 7 can take their queens only in columns 5 and 7: empty: row 2, column 7; row 4, column 5
}

// A deduction as a person would say it.
func ExampleDeduction_String() {
	p, _, _ := puzzle.Make(8, 1, puzzle.Options{Grade: puzzle.Medium})
	d, _ := p.Hint()
	fmt.Println(d.String())
	// Output:
	// a queen on any of these would attack every free square of row 1: empty: row 2, columns 5 and 6
}

func ExampleUnit() {
	u := puzzle.Unit{Kind: puzzle.ColumnUnit, Index: 5}
	fmt.Println(u, u.Kind == puzzle.ColumnUnit)
	// Output:
	// column 5 true
}

func ExampleUnit_String() {
	fmt.Println(puzzle.Unit{Kind: puzzle.RowUnit, Index: 3}.String())
	// Output:
	// row 3
}

// The units of the deductions of a chain, row or column.
func ExampleUnitKind() {
	p, _ := puzzle.Parse("......Q.\n....Q...\n........\n........\n........\n........\n........\n...Q....")
	chain, _ := p.Explain()
	for _, d := range chain {
		kind := "a row"
		if d.Units[0].Kind == puzzle.ColumnUnit {
			kind = "a column"
		}
		fmt.Println(kind, d.Units[0].Index)
	}
	// Output:
	// a row 4
	// a column 7
	// a column 2
	// a row 3
	// a row 6
}

// --- Techniques and grades ---

// Each technique of the ladder, in order, with its name and the grade of
// a puzzle that needs it.
func ExampleTechnique() {
	for _, t := range puzzle.Techniques() {
		fmt.Printf("%d %v: %v\n", t, t, t.Grade())
	}
	// Output:
	// 1 single: easy
	// 2 exclusion: medium
	// 3 confinement: medium
	// 4 probe: hard
	// 5 deep probe: expert
}

func ExampleTechniques() {
	fmt.Println(puzzle.Techniques())
	// Output:
	// [single exclusion confinement probe deep probe]
}

// A technique's name, which MarshalText writes too.
func ExampleTechnique_String() {
	fmt.Println(puzzle.Single.String(), puzzle.DeepProbe.String())
	// Output:
	// single deep probe
}

// A technique in JSON, by its name.
func ExampleTechnique_MarshalText() {
	line, _ := json.Marshal([]puzzle.Technique{puzzle.Exclusion, puzzle.Probe})
	fmt.Println(string(line))
	_, err := puzzle.Technique(0).MarshalText()
	fmt.Println(err)
	// Output:
	// ["exclusion","probe"]
	// puzzle: Technique(0) is not a technique
}

func ExampleTechnique_UnmarshalText() {
	var t puzzle.Technique
	fmt.Println(t.UnmarshalText([]byte("deep probe")), t)
	fmt.Println(t.UnmarshalText([]byte("guess")))
	// Output:
	// <nil> deep probe
	// puzzle: technique "guess": want single, exclusion, confinement, probe or deep probe
}

// The grade of a puzzle is the grade of the hardest technique its chain
// needs.
func ExampleTechnique_Grade() {
	for _, t := range []puzzle.Technique{puzzle.Single, puzzle.Confinement, puzzle.DeepProbe} {
		fmt.Println(t, t.Grade())
	}
	// Output:
	// single easy
	// confinement medium
	// deep probe expert
}

// A grade names the hardest technique a puzzle's reasoning needs; grades
// compare as their techniques do.
func ExampleGrade() {
	p, _, _ := puzzle.Make(12, 5, puzzle.Options{Grade: puzzle.Medium})
	r, _ := p.Rate()
	fmt.Println(r.Grade, r.Grade < puzzle.Hard, r.Hardest.Grade() == r.Grade)
	// Output:
	// medium true true
}

func ExampleGrades() {
	for _, g := range puzzle.Grades() {
		fmt.Print(g, " ")
	}
	fmt.Println()
	// Output:
	// easy medium hard expert search
}

// A grade's name, which MarshalText writes too.
func ExampleGrade_String() {
	fmt.Println(puzzle.Easy.String(), puzzle.Expert.String())
	// Output:
	// easy expert
}

// A grade in JSON, by its name.
func ExampleGrade_MarshalText() {
	text, _ := puzzle.Hard.MarshalText()
	line, _ := json.Marshal(map[string]puzzle.Grade{"grade": puzzle.Search})
	fmt.Println(string(text), string(line))
	// Output:
	// hard {"grade":"search"}
}

func ExampleGrade_UnmarshalText() {
	var g puzzle.Grade
	fmt.Println(g.UnmarshalText([]byte("expert")), g)
	fmt.Println(g.UnmarshalText([]byte("2")), g)
	fmt.Println(g.UnmarshalText([]byte("fiendish")))
	// Output:
	// <nil> expert
	// <nil> medium
	// puzzle: grade "fiendish": want easy, medium, hard, expert or search, or 1 to 5
}

// --- Making puzzles ---

// A puzzle of size 8 of the middle grade, Hard, from seed 1: its clues,
// its one answer, and what its reasoning takes.
func ExampleMake() {
	p, answer, err := puzzle.Make(8, 1, puzzle.Options{Grade: puzzle.Hard})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(p)
	fmt.Println([]int(answer), p.Count(2))
	r, _ := p.Rate()
	fmt.Println(r.Grade, r.Hardest, r.Uses[puzzle.Probe] > 0)
	// Output:
	// ........
	// ....Q...
	// .......Q
	// ...Q....
	// ........
	// ........
	// ........
	// ........
	// [2 4 7 3 0 6 1 5] 1
	// hard probe true
}

// Clues of both kinds, queens and marked squares; and a minimal puzzle,
// from which no clue can go without a second answer.
func ExampleOptions() {
	p, _, _ := puzzle.Make(6, 3, puzzle.Options{Grade: puzzle.Medium, Blocked: true})
	fmt.Print(p)
	fmt.Println()
	m, _, _ := puzzle.Make(10, 3, puzzle.Options{Grade: puzzle.Expert, Minimal: true})
	fmt.Println(len(m.Queens()), "queens, minimal")
	// Output:
	// ....Q.
	// ......
	// ...x.x
	// ......
	// ......
	// ......
	//
	// 3 queens, minimal
}

// A size and grade without a puzzle to find: errors.Is tells.
func ExampleMakeContext() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	_, _, err := puzzle.MakeContext(ctx, 4, 1, puzzle.Options{Grade: puzzle.Expert})
	fmt.Println(errors.Is(err, puzzle.ErrNoPuzzle))
	p, _, err := puzzle.MakeContext(ctx, 12, 7, puzzle.Options{Grade: puzzle.Easy})
	r, _ := p.RateContext(ctx)
	fmt.Println(r.Grade, err)
	// Output:
	// true
	// easy <nil>
}
