package nqueens_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/nqueens-go/nqueens"
)

// The 4-queens board has two solutions, mirror images of each other.
func Example() {
	for b := range nqueens.All(4) {
		fmt.Println(b)
		fmt.Println()
	}
	fmt.Println(nqueens.Count(4), "solutions")
	// Output:
	// .Q..
	// ...Q
	// Q...
	// ..Q.
	//
	// ..Q.
	// Q...
	// ...Q
	// .Q..
	//
	// 2 solutions
}

func ExampleFirst() {
	b, ok := nqueens.First(8)
	fmt.Println([]int(b), ok)

	// Boards of size 2 and 3 have no solution.
	b, ok = nqueens.First(3)
	fmt.Println([]int(b), ok)
	// Output:
	// [0 4 7 5 2 6 1 3] true
	// [] false
}

func ExampleNext() {
	// Step through the solutions of size 6, one call at a time.
	for b, ok := nqueens.First(6); ok; b, ok = nqueens.Next(b) {
		fmt.Println([]int(b))
	}

	// Next takes up the search from any board, solution or not.
	b, ok := nqueens.Next(nqueens.Board{0, 0, 0, 0})
	fmt.Println([]int(b), ok)
	// Output:
	// [1 3 5 0 2 4]
	// [2 5 1 4 0 3]
	// [3 0 4 1 5 2]
	// [4 2 0 5 3 1]
	// [1 3 0 2] true
}

func ExampleAll() {
	// The first three solutions of the 8-queens board, in lexicographic
	// order. Breaking out of the loop stops the search.
	i := 0
	for b := range nqueens.All(8) {
		fmt.Println([]int(b))
		i++
		if i == 3 {
			break
		}
	}
	// Output:
	// [0 4 7 5 2 6 1 3]
	// [0 5 7 2 6 3 1 4]
	// [0 6 3 5 7 1 4 2]
}

func ExampleCount() {
	for n := 1; n <= 12; n++ {
		fmt.Printf("%2d %6d\n", n, nqueens.Count(n))
	}
	// Output:
	//  1      1
	//  2      0
	//  3      0
	//  4      2
	//  5     10
	//  6      4
	//  7     40
	//  8     92
	//  9    352
	// 10    724
	// 11   2680
	// 12  14200
}

// A count with a deadline: one that ends in time gives its number, and one
// that does not, the context's error.
func ExampleCountContext() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	fmt.Println(nqueens.CountContext(ctx, 10))
	stopped, stop := context.WithCancel(context.Background())
	stop()
	fmt.Println(nqueens.CountContext(stopped, 30))
	// Output:
	// 724 <nil>
	// 0 context canceled
}

func ExampleBoard_String() {
	// A Board prints as its drawing; convert it to []int for its columns.
	b := nqueens.Board{1, 3, 0, 2}
	fmt.Println(b.String())
	fmt.Println([]int(b))
	// Output:
	// .Q..
	// ...Q
	// Q...
	// ..Q.
	// [1 3 0 2]
}

func ExampleBoard_Grid() {
	fmt.Println(nqueens.Board{1, 3, 0, 2}.Grid())
	// Output:
	// +---+---+---+---+
	// |   | Q |   |   |
	// +---+---+---+---+
	// |   |   |   | Q |
	// +---+---+---+---+
	// | Q |   |   |   |
	// +---+---+---+---+
	// |   |   | Q |   |
	// +---+---+---+---+
}

func ExampleBoard_Matrix() {
	fmt.Println(nqueens.Board{1, 3, 0, 2}.Matrix())
	// Output:
	// 0 1 0 0
	// 0 0 0 1
	// 1 0 0 0
	// 0 0 1 0
}

// A tuple counts columns from 1, and encoding/json writes a Board as the
// array of its columns counted from 0; ParseBoard reads both.
func ExampleBoard_Tuple() {
	b := nqueens.Board{1, 3, 0, 2}
	fmt.Println(b.Tuple())
	text, _ := json.Marshal(b)
	fmt.Println(string(text))
	back, err := nqueens.ParseBoard(b.Tuple())
	fmt.Println([]int(back), err)
	// Output:
	// (2, 4, 1, 3)
	// [1,3,0,2]
	// [1 3 0 2] <nil>
}

func ExampleBoard_Validate() {
	boards := []nqueens.Board{
		{1, 3, 0, 2},
		{0, 2, 4, 1, 3},
		{0, 3, 1, 3},
		{0, 2, 5, 1, 6, 4, 3, 7},
		{1, 9, 0, 2, 3, 4, 5, 6},
	}
	for _, b := range boards {
		fmt.Println([]int(b), b.Validate())
	}
	// Output:
	// [1 3 0 2] <nil>
	// [0 2 4 1 3] <nil>
	// [0 3 1 3] nqueens: rows 1 and 3 share column 3
	// [0 2 5 1 6 4 3 7] nqueens: rows 5 and 6 share a diagonal
	// [1 9 0 2 3 4 5 6] nqueens: row 1: column 9 out of range [0, 8)
}

func ExampleParseBoard() {
	// What String and Grid draw reads back, and so does a matrix written
	// by hand, with 1 or Q for a queen.
	b, err := nqueens.ParseBoard(`
		0 1 0 0
		0 0 0 1
		1 0 0 0
		0 0 1 0
	`)
	fmt.Println([]int(b), err, b.Validate())

	// Errors name the line, counted from 1, and what is wrong with it.
	_, err = nqueens.ParseBoard("Q..\n.QQ\n...")
	fmt.Println(err)
	_, err = nqueens.ParseBoard("Q..\n.Q.")
	fmt.Println(err)
	// Output:
	// [1 3 0 2] <nil> <nil>
	// nqueens: line 2: two queens, in columns 1 and 2
	// nqueens: line 1: 3 squares in a board of 2 rows
}

func ExampleParseError() {
	// A program that reads boards from a file can say where the trouble is
	// in its own words.
	_, err := nqueens.ParseBoard(".Q..\n...Q\nQ...\n..QQ")
	var pe *nqueens.ParseError
	if errors.As(err, &pe) {
		fmt.Printf("boards.txt:%d: %v\n", pe.Line, pe.Err)
	}
	// Output:
	// boards.txt:4: two queens, in columns 2 and 3
}

func ExampleParseError_Error() {
	_, err := nqueens.ParseBoard("\n1 3 0 2\n")
	fmt.Println(err)
	// Output:
	// nqueens: line 2: a list of numbers: write the columns in parentheses, counted from 1, as in (2, 4, 1, 3), or in brackets, counted from 0, as in [1,3,0,2]
}

func ExampleParseError_Unwrap() {
	_, err := nqueens.ParseBoard(".Q..\n...Q\nQ...\n..QQ")
	fmt.Println(errors.Unwrap(err))
	// Output:
	// two queens, in columns 2 and 3
}

func ExampleNextContext() {
	// After the board of 40 queens in column 0 comes the first solution
	// of size 40, far longer than a tenth of a second away.
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	next, ok, err := nqueens.NextContext(ctx, make(nqueens.Board, 40))
	fmt.Println(next == nil, ok, err)

	// The second solution of size 8 is near.
	first, _ := nqueens.First(8)
	next, ok, err = nqueens.NextContext(context.Background(), first)
	fmt.Println([]int(next), ok, err)
	// Output:
	// true false context deadline exceeded
	// [0 5 7 2 6 3 1 4] true <nil>
}

func ExampleFirstContext() {
	// The first solution of size 40 takes far longer than a second to
	// find; Construct builds one at once.
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	b, ok, err := nqueens.FirstContext(ctx, 40)
	fmt.Println(b == nil, ok, err)
	if err != nil {
		b, ok = nqueens.Construct(40)
	}
	fmt.Println(len(b), ok, b.Validate())

	// Sizes up to 33 are found within a second or so.
	b, ok, err = nqueens.FirstContext(context.Background(), 12)
	fmt.Println([]int(b), ok, err)
	// Output:
	// true false context deadline exceeded
	// 40 true <nil>
	// [0 2 4 7 9 11 5 10 1 6 8 3] true <nil>
}

func ExampleAllContext() {
	// A deadline from context.WithTimeout bounds the wait for each
	// solution; here the loop body cancels the search itself after three
	// solutions, and the loop ends with the context's error, which tells
	// it from a search that saw every solution.
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	seen := 0
	for b, err := range nqueens.AllContext(ctx, 8) {
		if err != nil {
			fmt.Println("stopped after", seen, "solutions:", err)
			break
		}
		fmt.Println([]int(b))
		if seen++; seen == 3 {
			cancel()
		}
	}
	// Output:
	// [0 4 7 5 2 6 1 3]
	// [0 5 7 2 6 3 1 4]
	// [0 6 3 5 7 1 4 2]
	// stopped after 3 solutions: context canceled
}

func ExampleUniqueContext() {
	// The first fundamental solution of size 40 takes far longer than a
	// second to find.
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	for b, err := range nqueens.UniqueContext(ctx, 40) {
		fmt.Println(b, err)
	}

	// Size 6 has one, found at once.
	for b, err := range nqueens.UniqueContext(context.Background(), 6) {
		fmt.Println([]int(b), err)
	}
	// Output:
	//  context deadline exceeded
	// [1 3 5 0 2 4] <nil>
}

func ExampleConstructQueens() {
	// The queens of a solution of 10 million, computed one by one in
	// constant memory: the first three rows and how many in all.
	queens, ok := nqueens.ConstructQueens(10_000_000)
	rows := 0
	for row, col := range queens {
		if row < 3 {
			fmt.Println(row, col)
		}
		rows++
	}
	fmt.Println(rows, ok)
	// Output:
	// 0 1
	// 1 3
	// 2 5
	// 10000000 true
}

func ExampleRandom() {
	// A seeded generator gives the same boards on every machine and in
	// every release: every solution of 8 is as likely as any other.
	src := rand.NewPCG(1, 2)
	for range 3 {
		b, _ := nqueens.Random(8, src)
		fmt.Println([]int(b))
	}

	// A board of a million queens, by repairing a random one.
	b, ok := nqueens.Random(1_000_000, src)
	fmt.Println(len(b), ok, b.Validate())
	// Output:
	// [5 0 4 1 7 2 6 3]
	// [1 5 7 2 0 3 6 4]
	// [2 5 7 0 4 6 1 3]
	// 1000000 true <nil>
}

func ExampleBoard_SVG() {
	// An SVG image of the board, to save as a file or to put in a page.
	b := nqueens.Board{1, 3, 0, 2}
	svg := b.SVG()
	fmt.Println(strings.SplitAfter(svg, ">")[0])
	fmt.Println(strings.Count(svg, `<use xlink:href="#queen"`), "queens")
	// Output:
	// <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="160" height="160" viewBox="0 0 4 4">
	// 4 queens
}

func ExampleWriteQueensSVG() {
	// A board of a billion queens, drawn as it is built, in a few
	// kilobytes of memory; here, only its start is kept.
	queens, _ := nqueens.ConstructQueens(1_000_000_000)
	var start strings.Builder
	err := nqueens.WriteQueensSVG(&limitWriter{&start, 400}, 1_000_000_000, queens)
	fmt.Println(strings.SplitAfter(start.String(), ">")[0])
	fmt.Println(err)
	// Output:
	// <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="800" height="800" viewBox="0 0 1000000000 1000000000">
	// enough
}

// limitWriter keeps what is written to it up to its limit, and then fails,
// which stops the writer, as a closed pipe would.
type limitWriter struct {
	w     *strings.Builder
	limit int
}

func (l *limitWriter) Write(p []byte) (int, error) {
	if room := l.limit - l.w.Len(); len(p) > room {
		l.w.Write(p[:room])
		return room, errors.New("enough")
	}
	return l.w.Write(p)
}

func ExampleWriteSVG() {
	// The four solutions of 6, side by side in one picture, written as
	// it is drawn.
	var boards []nqueens.Board
	for b := range nqueens.All(6) {
		boards = append(boards, b)
	}
	var svg strings.Builder
	if err := nqueens.WriteSVG(&svg, boards); err != nil {
		fmt.Println(err)
	}
	fmt.Println(strings.SplitAfter(svg.String(), ">")[0])
	fmt.Println(strings.Count(svg.String(), "<g transform="), "boards")
	// Output:
	// <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="800" height="200" viewBox="0 0 28 7">
	// 4 boards
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

// A Board is the column of the queen of each row: a slice, to make, read
// and change as any other.
func ExampleBoard() {
	b := nqueens.Board{1, 3, 0, 2}
	fmt.Println(b.Validate(), len(b), b[0])
	fmt.Println(b)
	b[0], b[1] = b[1], b[0]
	fmt.Println(b.Validate())
	// Output:
	// <nil> 4 1
	// .Q..
	// ...Q
	// Q...
	// ..Q.
	// nqueens: rows 1 and 2 share a diagonal
}
