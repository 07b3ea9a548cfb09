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
	// Count on two goroutines, and report how far the count has got, as
	// a share of its estimated work.
	c := nqueens.Counter{
		Workers: 2,
		Progress: func(done, total int) {
			if done == 0 || done == total {
				fmt.Printf("%d%% done\n", 100*done/total)
			}
		},
	}
	counts, err := c.Count(context.Background(), 12)
	if err != nil {
		panic(err)
	}
	fmt.Println(counts.Total, "solutions,", counts.Unique, "fundamental")
	// Output:
	// 0% done
	// 100% done
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

func ExampleCounter_Subproblems() {
	// The subproblems of size 12 by backtracking, and the 4 shards they
	// split into, by number. (A sharded count with the zero Method counts
	// by backtracking.)
	all, _ := (&nqueens.Counter{Method: nqueens.Backtrack}).Subproblems(context.Background(), 12)
	fmt.Println(len(all), "subproblems:", all[:5], "...")
	for i := range 4 {
		c := nqueens.Counter{Shard: i, Shards: 4}
		subs, err := c.Subproblems(context.Background(), 12)
		if err != nil {
			panic(err)
		}
		fmt.Println("shard", i, "has", len(subs), "of them:", subs[:3], "...")
	}
	// Output:
	// 730 subproblems: [0 1 2 3 4] ...
	// shard 0 has 182 of them: [5 10 17] ...
	// shard 1 has 183 of them: [1 3 8] ...
	// shard 2 has 182 of them: [0 2 13] ...
	// shard 3 has 183 of them: [4 6 7] ...
}

func ExampleCounter_shards() {
	// Four machines could each count one shard; the counts add up.
	var sum nqueens.Counts
	for i := range 4 {
		c := nqueens.Counter{Shard: i, Shards: 4}
		counts, err := c.Count(context.Background(), 12)
		if err != nil {
			panic(err)
		}
		fmt.Printf("shard %d of 4: %+v\n", i, counts)
		sum.Total += counts.Total
		sum.Unique += counts.Unique
	}
	fmt.Printf("in all: %+v\n", sum)
	// Output:
	// shard 0 of 4: {Total:3640 Unique:459}
	// shard 1 of 4: {Total:3560 Unique:450}
	// shard 2 of 4: {Total:3332 Unique:417}
	// shard 3 of 4: {Total:3668 Unique:461}
	// in all: {Total:14200 Unique:1787}
}

func ExampleCounter_resume() {
	// Record each subproblem as it finishes, until the power fails.
	done := make(map[int]nqueens.Counts)
	power := true
	c := nqueens.Counter{
		Finished: func(sub int, counts nqueens.Counts) error {
			if power && len(done) == 100 {
				return errors.New("power failure")
			}
			done[sub] = counts // a real program would write it to a file
			return nil
		},
	}
	_, err := c.Count(context.Background(), 12)
	fmt.Println(err, "after", len(done), "subproblems")

	// Resume: count the rest, and add what was recorded.
	power = false
	c.Done = done
	counts, err := c.Count(context.Background(), 12)
	fmt.Printf("%+v %v, %d subproblems recorded\n", counts, err, len(done))
	// Output:
	// power failure after 100 subproblems
	// {Total:14200 Unique:1787} <nil>, 730 subproblems recorded
}

func ExampleSubproblemError() {
	// Done read back from a record of another count: size 12 has 730
	// subproblems, numbered 0 to 729, so 5000 is not one of them.
	c := nqueens.Counter{Done: map[int]nqueens.Counts{3: {}, 5000: {}}}
	_, err := c.Count(context.Background(), 12)
	var se *nqueens.SubproblemError
	if errors.As(err, &se) {
		fmt.Println("the record of subproblem", se.Sub, "is not of this count")
	}
	// Output:
	// the record of subproblem 5000 is not of this count
}

func ExampleSubproblemError_Error() {
	c := nqueens.Counter{Shard: 1, Shards: 2, Done: map[int]nqueens.Counts{0: {}, 1: {}}}
	_, err := c.Count(context.Background(), 8)
	fmt.Println(err)
	// Output:
	// nqueens: Counter.Count: Done holds subproblem 1, not in shard 1 of 2 of size 8
}
