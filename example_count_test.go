package nqueens_test

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/nqueens-go/nqueens"
)

func ExampleCountUnique() {
	// Of the 92 solutions of 8 queens, 12 are fundamental: every other
	// one is a rotation or a mirror image of one of them.
	fmt.Println(nqueens.Count(8), nqueens.CountUnique(8))
	for n := 1; n <= 10; n++ {
		fmt.Print(nqueens.CountUnique(n), " ")
	}
	fmt.Println()
	// Output:
	// 92 12
	// 1 0 0 1 2 1 6 12 46 92
}

func ExampleCounts() {
	var c nqueens.Counter
	counts, err := c.Count(context.Background(), 10)
	if err != nil {
		panic(err)
	}
	fmt.Printf("%+v\n", counts)
	// Output:
	// {Total:724 Unique:92}
}

func ExampleCounter() {
	// Count on two goroutines, and report how many subproblems are done.
	c := nqueens.Counter{
		Workers: 2,
		Progress: func(done, total int) {
			if done == 0 || done == total {
				fmt.Printf("%d of %d subproblems\n", done, total)
			}
		},
	}
	counts, err := c.Count(context.Background(), 12)
	if err != nil {
		panic(err)
	}
	fmt.Println(counts.Total, "solutions,", counts.Unique, "fundamental")
	// Output:
	// 0 of 730 subproblems
	// 730 of 730 subproblems
	// 14200 solutions, 1787 fundamental
}

func ExampleCounter_Count() {
	var c nqueens.Counter

	counts, err := c.Count(context.Background(), 14)
	fmt.Println(counts.Total, counts.Unique, err)

	// n = 24 would take months: give up after a tenth of a second.
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	_, err = c.Count(ctx, 24)
	fmt.Println(errors.Is(err, context.DeadlineExceeded))

	_, err = c.Count(context.Background(), 65)
	fmt.Println(err)
	// Output:
	// 365596 45752 <nil>
	// true
	// nqueens: Counter.Count: n = 65 out of range [0, 64]
}
