package nqueens_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/nqueens-go/nqueens"
)

// The solution at a place of All's order, counted from 0, and a place
// past the last.
func ExampleUnrank() {
	b, err := nqueens.Unrank(8, 91)
	fmt.Println(b.Tuple(), err)
	_, err = nqueens.Unrank(8, 92)
	fmt.Println(err)
	// Output:
	// (8, 4, 1, 3, 6, 2, 7, 5) <nil>
	// nqueens: Unrank: place 92 is out of range: size 8 has 92 solutions
}

// A board's place in All's order, and a board that is no solution.
func ExampleRank() {
	k, err := nqueens.Rank(nqueens.Board{7, 3, 0, 2, 5, 1, 6, 4})
	fmt.Println(k, err)
	_, err = nqueens.Rank(nqueens.Board{0, 1, 2, 3})
	fmt.Println(err)
	// Output:
	// 91 <nil>
	// nqueens: Rank: board [0 1 2 3] is not a solution: rows 0 and 1 share a diagonal
}

// The 300,000th solution of size 14, with a deadline.
func ExampleUnrankContext() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	b, err := nqueens.UnrankContext(ctx, 14, 300_000-1)
	fmt.Println(b.Tuple(), err)
	// Output:
	// (11, 6, 3, 13, 2, 7, 9, 1, 14, 4, 10, 8, 5, 12) <nil>
}

// The place of a solution of size 14, with a deadline: the mirror image
// of the first, which is the last.
func ExampleRankContext() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	b, _ := nqueens.First(14)
	for r, c := range b {
		b[r] = 13 - c
	}
	k, err := nqueens.RankContext(ctx, b)
	fmt.Println(k, err)
	// Output:
	// 365595 <nil>
}

// The last three solutions of size 8, listed from their place on.
func ExampleAllFrom() {
	seq, err := nqueens.AllFrom(8, 89)
	if err != nil {
		fmt.Println(err)
		return
	}
	for b := range seq {
		fmt.Println(b.Tuple())
	}
	// Output:
	// (8, 2, 5, 3, 1, 7, 4, 6)
	// (8, 3, 1, 6, 2, 5, 7, 4)
	// (8, 4, 1, 3, 6, 2, 7, 5)
}

// The solutions of size 8 from place 90 on, with a deadline that bounds
// the search for the first of them and the loop.
func ExampleAllFromContext() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	seq, err := nqueens.AllFromContext(ctx, 8, 90)
	if err != nil {
		fmt.Println(err)
		return
	}
	for b, err := range seq {
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(b.Tuple())
	}
	// Output:
	// (8, 3, 1, 6, 2, 5, 7, 4)
	// (8, 4, 1, 3, 6, 2, 7, 5)
}

// A board of size 16 drawn so that each of its 14,772,512 solutions is
// as likely as any other, the same board from the same seed every time.
func ExampleRandomUniform() {
	b, err := nqueens.RandomUniform(16, rand.NewPCG(1, 2))
	fmt.Println(b.Tuple(), err)
	// Output:
	// (12, 5, 2, 10, 15, 4, 14, 3, 9, 7, 1, 13, 6, 16, 11, 8) <nil>
}

// A uniform draw with a deadline.
func ExampleRandomUniformContext() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	b, err := nqueens.RandomUniformContext(ctx, 12, rand.NewPCG(1, 2))
	fmt.Println(b.Tuple(), err)
	// Output:
	// (9, 4, 8, 5, 12, 10, 1, 11, 6, 3, 7, 2) <nil>
}
