package nqueens_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/nqueens-go/nqueens"
)

// A puzzle of size 8 of the middle grade, Hard, from seed 1: its clues,
// its one completion, and what its reasoning takes.
func ExampleMakePuzzle() {
	p, answer, err := nqueens.MakePuzzle(8, 1, nqueens.MakeOptions{Grade: nqueens.Hard})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p)
	fmt.Println([]int(answer), p.CountUpTo(2))
	r, _ := p.Rate()
	fmt.Println(r.Grade, r.Steps, r.Uses[nqueens.Probe])
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
	// hard 11 5
}

// Clues of both kinds, queens and blocked squares; and a minimal puzzle,
// from which no clue can go without a second completion.
func ExampleMakeOptions() {
	p, _, _ := nqueens.MakePuzzle(6, 3, nqueens.MakeOptions{Grade: nqueens.Medium, Blocked: true})
	fmt.Println(p)
	fmt.Println()
	m, _, _ := nqueens.MakePuzzle(10, 3, nqueens.MakeOptions{Grade: nqueens.Expert, Minimal: true})
	queens := 0
	for r := range m.Size() {
		if _, ok := m.Queen(r); ok {
			queens++
		}
	}
	fmt.Println(queens, "queens, minimal")
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
func ExampleMakePuzzleContext() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	_, _, err := nqueens.MakePuzzleContext(ctx, 4, 1, nqueens.MakeOptions{Grade: nqueens.Expert})
	fmt.Println(errors.Is(err, nqueens.ErrNoPuzzle))
	p, _, err := nqueens.MakePuzzleContext(ctx, 12, 7, nqueens.MakeOptions{Grade: nqueens.Easy})
	r, _ := p.RateContext(ctx)
	fmt.Println(r.Grade, err)
	// Output:
	// true
	// easy <nil>
}

func ExampleGrades() {
	for _, g := range nqueens.Grades() {
		fmt.Print(g, " ")
	}
	fmt.Println()
	// Output:
	// easy medium hard expert search
}

func ExampleGrade_UnmarshalText() {
	var g nqueens.Grade
	fmt.Println(g.UnmarshalText([]byte("expert")), g)
	fmt.Println(g.UnmarshalText([]byte("2")), g)
	fmt.Println(g.UnmarshalText([]byte("fiendish")))
	text, _ := nqueens.Search.MarshalText()
	fmt.Println(string(text))
	// Output:
	// <nil> expert
	// <nil> medium
	// nqueens: grade "fiendish": want easy, medium, hard, expert or search, or 1 to 5
	// search
}

// Each technique of the ladder, in order, with its name.
func ExampleTechnique() {
	for t := nqueens.Single; t <= nqueens.DeepProbe; t++ {
		text, _ := t.MarshalText()
		fmt.Printf("%d %s\n", t, text)
	}
	// Output:
	// 1 single
	// 2 exclusion
	// 3 confinement
	// 4 probe
	// 5 deep probe
}

// The chain of deductions that solves a puzzle, step by step.
func ExamplePuzzle_Explain() {
	p, _ := nqueens.ParsePuzzle(`
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
	// row 0, column 0: empty, a queen there would leave row 4 without a free square
	// row 0, column 4: empty, a queen there would leave row 4 without a free square
	// row 0, column 3: a queen, the only free square of row 0
	// row 2, column 7: empty, rows 1 and 7 can take their queens only in columns 5 and 7
	// row 4, column 4: empty, a queen there would leave column 7 without a free square
	// row 2, column 4: a queen, the only free square of column 4
	// row 4, column 0: a queen, the only free square of row 4
	// row 1, column 7: a queen, the only free square of row 1
	// row 7, column 5: a queen, the only free square of column 5
	// <nil>
}

// A puzzle that no deduction finishes: the chain stops, and says so.
func ExamplePuzzle_ExplainContext() {
	p, _ := nqueens.ParsePuzzle(`
		......Q.
		....Q...
		........
		........
		........
		........
		........
		........`)
	chain, err := p.ExplainContext(context.Background())
	fmt.Println(len(chain), errors.Is(err, nqueens.ErrNeedsSearch), p.CountUpTo(2))
	// Output:
	// 0 true 1
}

// A game hands out the next deduction, and the player applies it.
func ExamplePuzzle_Hint() {
	p, _ := nqueens.ParsePuzzle(`
		......Q.
		....Q...
		........
		........
		........
		........
		........
		...Q....`)
	for {
		d, err := p.Hint()
		if err != nil {
			fmt.Println(err)
			break
		}
		fmt.Println(d.Row, d.Col, d.Queen, d.Technique, d.Lines)
		if d.Queen {
			p.Place(d.Row, d.Col)
		} else {
			p.Block(d.Row, d.Col)
		}
	}
	// Output:
	// 4 5 true single [row 4]
	// 5 7 true single [column 7]
	// 2 2 true single [column 2]
	// 3 0 true single [row 3]
	// 6 1 true single [row 6]
	// nqueens: Puzzle.Hint: every row holds a queen
}

// A queen placed wrong leaves no completion, which the hint says.
func ExamplePuzzle_HintContext() {
	p, _ := nqueens.ParsePuzzle(`
		......Q.
		....Q...
		........
		........
		........
		........
		........
		...Q....`)
	fmt.Println(p.Place(5, 2)) // where the completion's queen is not
	_, err := p.HintContext(context.Background())
	fmt.Println(errors.Is(err, nqueens.ErrNoCompletion))
	// Output:
	// <nil>
	// true
}

func ExamplePuzzle_Rate() {
	p, _, _ := nqueens.MakePuzzle(16, 2, nqueens.MakeOptions{Grade: nqueens.Expert})
	r, err := p.Rate()
	fmt.Println(r.Grade, r.Uses[nqueens.Probe] > 0, r.Steps > 0, err)
	_, err = nqueens.NewPuzzle(8).Rate()
	fmt.Println(errors.Is(err, nqueens.ErrNotUnique))
	// Output:
	// expert true true <nil>
	// true
}

func ExamplePuzzle_RateContext() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	p, _ := nqueens.ParsePuzzle("Q.\n..")
	_, err := p.RateContext(ctx)
	fmt.Println(err)
	// Output:
	// nqueens: Puzzle.RateContext: the puzzle has no completion
}

// A rating as one line of JSON, for a dataset.
func ExampleRating() {
	p, _, _ := nqueens.MakePuzzle(8, 1, nqueens.MakeOptions{Grade: nqueens.Medium})
	r, _ := p.Rate()
	line, _ := json.Marshal(r)
	fmt.Println(string(line))
	// Output:
	// {"Grade":"medium","Steps":9,"Uses":{"exclusion":4,"single":5},"Work":2}
}

func ExampleDeduction() {
	d := nqueens.Deduction{Row: 2, Col: 7, Technique: nqueens.Confinement, Confined: 2,
		Lines: []nqueens.Line{{Index: 1}, {Index: 7}, {Column: true, Index: 5}, {Column: true, Index: 7}}}
	fmt.Println(d)
	// Output:
	// row 2, column 7: empty, rows 1 and 7 can take their queens only in columns 5 and 7
}

func ExampleLine() {
	fmt.Println(nqueens.Line{Index: 3}, nqueens.Line{Column: true, Index: 5})
	// Output:
	// row 3 column 5
}

// Nauck's puzzle of 1850 has two completions; with one more queen, one.
func ExamplePuzzle_CountUpTo() {
	p, _ := nqueens.ParsePuzzle(`
		........
		........
		........
		...Q....
		.Q......
		........
		........
		........`)
	fmt.Println(p.CountUpTo(2), p.CountUpTo(1000))
	p.Place(1, 0)
	fmt.Println(p.CountUpTo(2))
	// Output:
	// 2 2
	// 1
}

func ExamplePuzzle_CountUpToContext() {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	fmt.Println(nqueens.NewPuzzle(30).CountUpToContext(ctx, 2))
	// Output:
	// 0 context canceled
}

// The verifier of an answer names the first rule it breaks, which
// errors.Is tells apart.
func ExamplePuzzle_Verify() {
	p, answer, _ := nqueens.MakePuzzle(8, 1, nqueens.MakeOptions{Grade: nqueens.Easy})
	fmt.Println([]int(answer), p.Verify(answer))
	for _, b := range []nqueens.Board{
		{0, 4, 7, 5, 2, 6, 1, 3}, // another solution
		{6, 4, 2, 0, 5, 7, 3, 1}, // row 7's queen moved
		{6, 4, 1, 0, 5, 7, 2, 3}, // two queens that attack each other
		{1, 3, 0, 2},
	} {
		err := p.Verify(b)
		fmt.Println(errors.Is(err, nqueens.ErrRowTaken), errors.Is(err, nqueens.ErrAttacked), err)
	}
	// Output:
	// [6 4 2 0 5 7 1 3] <nil>
	// true false nqueens: Puzzle.Verify: row 0 holds a queen already, in column 6
	// true false nqueens: Puzzle.Verify: row 7 holds a queen already, in column 3
	// false true nqueens: Puzzle.Verify: queens at row 2, column 1 and row 3, column 0 share a diagonal
	// false false nqueens: Puzzle.Verify: a board of size 4, not the puzzle's 8
}

// A puzzle played on a copy: a queen placed and taken away, a square
// blocked and freed, the original left as it was.
func ExamplePuzzle_Clone() {
	p, _ := nqueens.ParsePuzzle("....\n....\nx...\n....")
	play := p.Clone()
	play.Place(0, 1)
	fmt.Println(play.Remove(0, 1), play.Remove(0, 1))
	fmt.Println(play.Unblock(2, 0), play.Blocked(2, 0), p.Blocked(2, 0))
	var err error = play.Remove(5, 5)
	fmt.Println(errors.Is(err, nqueens.ErrOffBoard))
	// Output:
	// <nil> nqueens: row 0, column 1 holds no placed queen
	// <nil> false true
	// true
}

func ExamplePuzzle_Remove() {
	p := nqueens.NewPuzzle(4)
	p.Place(0, 1)
	fmt.Println(p.CountUpTo(10), p.Remove(0, 1), p.CountUpTo(10))
	// Output:
	// 1 <nil> 2
}

func ExamplePuzzle_Unblock() {
	p, _ := nqueens.ParsePuzzle(".x..\n....\n....\n....")
	fmt.Println(p.CountUpTo(10), p.Unblock(0, 1), p.CountUpTo(10))
	// Output:
	// 1 <nil> 2
}

// A grade names the hardest technique a puzzle's reasoning needs; grades
// compare as their techniques do.
func ExampleGrade() {
	p, _, _ := nqueens.MakePuzzle(12, 5, nqueens.MakeOptions{Grade: nqueens.Medium})
	r, _ := p.Rate()
	fmt.Println(r.Grade, r.Grade < nqueens.Hard, r.Uses[nqueens.Confinement])
	// Output:
	// medium true 0
}

// A deduction as a person would say it.
func ExampleDeduction_String() {
	p, _, _ := nqueens.MakePuzzle(8, 1, nqueens.MakeOptions{Grade: nqueens.Medium})
	d, _ := p.Hint()
	fmt.Println(d.String())
	// Output:
	// row 2, column 5: empty, a queen there would leave row 1 without a free square
}

// A grade's name, which MarshalText writes too.
func ExampleGrade_String() {
	fmt.Println(nqueens.Easy.String(), nqueens.Expert.String())
	// Output:
	// easy expert
}

// A grade in JSON, by its name.
func ExampleGrade_MarshalText() {
	text, _ := nqueens.Hard.MarshalText()
	line, _ := json.Marshal(map[string]nqueens.Grade{"grade": nqueens.Search})
	fmt.Println(string(text), string(line))
	// Output:
	// hard {"grade":"search"}
}

// A line names a row or a column.
func ExampleLine_String() {
	fmt.Println(nqueens.Line{Index: 0}.String(), nqueens.Line{Column: true, Index: 7}.String())
	// Output:
	// row 0 column 7
}

// A technique's name, which MarshalText writes too.
func ExampleTechnique_String() {
	fmt.Println(nqueens.Single.String(), nqueens.DeepProbe.String())
	// Output:
	// single deep probe
}

// A technique in JSON, by its name.
func ExampleTechnique_MarshalText() {
	line, _ := json.Marshal([]nqueens.Technique{nqueens.Exclusion, nqueens.Probe})
	fmt.Println(string(line))
	// Output:
	// ["exclusion","probe"]
}

// A square refused says where, and why.
func ExampleSquareError_Error() {
	p := nqueens.NewPuzzle(8)
	p.Place(0, 0)
	err := p.Place(3, 3)
	fmt.Println(err)
	// Output:
	// nqueens: queens at row 0, column 0 and row 3, column 3 share a diagonal
}

// What a refused square wraps tells the reasons apart.
func ExampleSquareError_Unwrap() {
	p := nqueens.NewPuzzle(8)
	p.Place(0, 0)
	p.Block(5, 5)
	for _, sq := range [][2]int{{3, 3}, {0, 4}, {5, 5}, {8, 1}} {
		err := p.Place(sq[0], sq[1])
		var se *nqueens.SquareError
		errors.As(err, &se)
		fmt.Println(sq, errors.Unwrap(se) == se.Err, errors.Is(err, nqueens.ErrAttacked), errors.Is(err, nqueens.ErrRowTaken), errors.Is(err, nqueens.ErrBlocked), errors.Is(err, nqueens.ErrOffBoard))
	}
	// Output:
	// [3 3] true true false false false
	// [0 4] true false true false false
	// [5 5] true false false true false
	// [8 1] true false false false true
}
