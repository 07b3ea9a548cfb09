package nqueens_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"time"

	"github.com/nqueens-go/nqueens"
)

func ExampleCounts() {
	// Of the 92 solutions of 8 queens, 12 are fundamental: every other
	// one is a rotation or a mirror image of one of them.
	var c nqueens.Counter
	for n := 1; n <= 10; n++ {
		counts, err := c.Count(context.Background(), n)
		if err != nil {
			panic(err)
		}
		fmt.Printf("%d: %d solutions, %d fundamental\n", n, counts.Total, counts.Unique)
	}
	// Output:
	// 1: 1 solutions, 1 fundamental
	// 2: 0 solutions, 0 fundamental
	// 3: 0 solutions, 0 fundamental
	// 4: 2 solutions, 1 fundamental
	// 5: 10 solutions, 2 fundamental
	// 6: 4 solutions, 1 fundamental
	// 7: 40 solutions, 6 fundamental
	// 8: 92 solutions, 12 fundamental
	// 9: 352 solutions, 46 fundamental
	// 10: 724 solutions, 92 fundamental
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
	// split into.
	c := nqueens.Counter{Method: nqueens.Backtrack}
	all, _ := c.Subproblems(context.Background(), 12)
	fmt.Println(len(all), "subproblems:", all[:3], "...")
	for i := range 4 {
		c.Shard, c.Shards = i, 4
		subs, err := c.Subproblems(context.Background(), 12)
		if err != nil {
			panic(err)
		}
		fmt.Println("shard", i, "has", len(subs), "of them:", subs[:3], "...")
	}
	// Output:
	// 730 subproblems: [n=12/backtrack/0 n=12/backtrack/1 n=12/backtrack/2] ...
	// shard 0 has 182 of them: [n=12/backtrack/5 n=12/backtrack/10 n=12/backtrack/17] ...
	// shard 1 has 183 of them: [n=12/backtrack/1 n=12/backtrack/3 n=12/backtrack/8] ...
	// shard 2 has 182 of them: [n=12/backtrack/0 n=12/backtrack/2 n=12/backtrack/13] ...
	// shard 3 has 183 of them: [n=12/backtrack/4 n=12/backtrack/6 n=12/backtrack/7] ...
}

func ExampleCounter_Estimate() {
	// Backtracking size 24 takes months on one goroutine: more than a day
	// on any processor.
	c := nqueens.Counter{Method: nqueens.Backtrack, Workers: 1}
	d, err := c.Estimate(context.Background(), 24)
	fmt.Println(d > 24*time.Hour, err)

	// Auto joins size 20, whose time is not in proportion to its
	// estimated work.
	c.Method = nqueens.Auto
	_, err = c.Estimate(context.Background(), 20)
	fmt.Println(err)
	// Output:
	// true <nil>
	// nqueens: Counter.Estimate: the count of n = 20 is by join2, whose time is not in proportion to the cost it estimates; a count by backtracking has an estimate
}

func ExampleCounter_shards() {
	// Four machines could each count one shard; SumCounts adds them up.
	var shards []nqueens.Counts
	for i := range 4 {
		c := nqueens.Counter{Method: nqueens.Backtrack, Shard: i, Shards: 4}
		counts, err := c.Count(context.Background(), 12)
		if err != nil {
			panic(err)
		}
		fmt.Printf("shard %d of 4: %d solutions, %d fundamental\n", i, counts.Total, counts.Unique)
		shards = append(shards, counts)
	}
	sum, err := nqueens.SumCounts(context.Background(), 12, shards...)
	fmt.Printf("in all: %d solutions, %d fundamental %v\n", sum.Total, sum.Unique, err)
	// Output:
	// shard 0 of 4: 3640 solutions, 459 fundamental
	// shard 1 of 4: 3560 solutions, 450 fundamental
	// shard 2 of 4: 3332 solutions, 417 fundamental
	// shard 3 of 4: 3668 solutions, 461 fundamental
	// in all: 14200 solutions, 1787 fundamental <nil>
}

func ExampleSumCounts() {
	// The shards of a join count do not know their fundamental solutions:
	// the classes of solutions cross the shards. SumCounts finds them
	// from the whole total.
	var shards []nqueens.Counts
	for i := range 3 {
		c := nqueens.Counter{Method: nqueens.Join2, Shard: i, Shards: 3}
		counts, err := c.Count(context.Background(), 14)
		if err != nil {
			panic(err)
		}
		fmt.Printf("shard %d of 3: %d solutions, fundamental unknown: %v\n", i, counts.Total, counts.UniqueUnknown)
		shards = append(shards, counts)
	}
	sum, err := nqueens.SumCounts(context.Background(), 14, shards...)
	fmt.Printf("in all: %d solutions, %d fundamental %v\n", sum.Total, sum.Unique, err)

	// Each shard names itself, so a sum without one of them, or with one
	// twice, is an error, never a smaller or larger number.
	_, err = nqueens.SumCounts(context.Background(), 14, shards[0], shards[2], shards[2])
	fmt.Println(err)
	// Output:
	// shard 0 of 3: 112992 solutions, fundamental unknown: true
	// shard 1 of 3: 134104 solutions, fundamental unknown: true
	// shard 2 of 3: 118500 solutions, fundamental unknown: true
	// in all: 365596 solutions, 45752 fundamental <nil>
	// nqueens: SumCounts: 1 of the 3 shards of n = 14 by join2 is missing: 1; shard 2 is there more than once
}

func ExampleSumCounts_records() {
	// The records of a count's subproblems name no shard: SumCounts adds
	// them up as they are, and checks the sum against the OEIS.
	records := make(map[nqueens.Subproblem]nqueens.Counts)
	c := nqueens.Counter{Finished: func(sub nqueens.Subproblem, counts nqueens.Counts) error {
		records[sub] = counts
		return nil
	}}
	if _, err := c.Count(context.Background(), 13); err != nil {
		panic(err)
	}
	parts := slices.Collect(maps.Values(records))
	sum, err := nqueens.SumCounts(context.Background(), 13, parts...)
	fmt.Println(len(parts), "records:", sum.Total, sum.Unique, err)

	// A record of some solutions lost: the sum is not that of size 13.
	lost := slices.IndexFunc(parts, func(c nqueens.Counts) bool { return c.Total > 0 })
	_, err = nqueens.SumCounts(context.Background(), 13, slices.Delete(parts, lost, lost+1)...)
	var ce *nqueens.CountsError
	fmt.Println(errors.As(err, &ce), ce.Known.Total)
	// Output:
	// 124 records: 73712 9233 <nil>
	// true 73712
}

func ExamplePart() {
	c := nqueens.Counter{Method: nqueens.Backtrack, Shard: 1, Shards: 4}
	counts, err := c.Count(context.Background(), 10)
	if err != nil {
		panic(err)
	}
	fmt.Printf("%+v, %d subproblems\n", counts.Part, counts.Part.Subproblems)
	fmt.Println(counts.Total, counts.Unique)

	// A whole count is no shard.
	whole, _ := new(nqueens.Counter).Count(context.Background(), 10)
	fmt.Println(whole.Part == nqueens.Part{})
	// Output:
	// shard 1 of 4 of n = 10 by backtrack, 68 subproblems
	// 172 22
	// true
}

func ExamplePart_String() {
	p := nqueens.Part{N: 16, Method: nqueens.Join2, Shard: 1, Shards: 4}
	fmt.Println(p)
	fmt.Println(nqueens.Part{})
	// Output:
	// shard 1 of 4 of n = 16 by join2
	// no shard
}

func ExampleShardError() {
	// Shards 0 and 2 of four have come back; which are still to count?
	var parts []nqueens.Counts
	for _, i := range []int{0, 2} {
		c := nqueens.Counter{Shard: i, Shards: 4}
		counts, err := c.Count(context.Background(), 12)
		if err != nil {
			panic(err)
		}
		parts = append(parts, counts)
	}
	_, err := nqueens.SumCounts(context.Background(), 12, parts...)
	var se *nqueens.ShardError
	if errors.As(err, &se) {
		fmt.Println("count again:", se.Missing)
	}
	// Output:
	// count again: [1 3]
}

func ExampleShardError_Error() {
	c := nqueens.Counter{Method: nqueens.Backtrack, Shard: 0, Shards: 2}
	counts, _ := c.Count(context.Background(), 8)
	_, err := nqueens.SumCounts(context.Background(), 8, counts, counts)
	fmt.Println(err)
	// Output:
	// nqueens: SumCounts: 1 of the 2 shards of n = 8 by backtrack is missing: 1; shard 0 is there more than once
}

func ExampleCountsError() {
	// Counts made by hand name no shard: SumCounts checks their sum
	// against the counts the OEIS has.
	_, err := nqueens.SumCounts(context.Background(), 8,
		nqueens.Counts{Total: 40, Unique: 5}, nqueens.Counts{Total: 48, Unique: 6})
	var ce *nqueens.CountsError
	if errors.As(err, &ce) {
		fmt.Printf("%d solutions, but n = %d has %d\n", ce.Sum.Total, ce.N, ce.Known.Total)
	}
	// Output:
	// 88 solutions, but n = 8 has 92
}

func ExampleCountsError_Error() {
	_, err := nqueens.SumCounts(context.Background(), 8, nqueens.Counts{Total: 91, UniqueUnknown: true})
	fmt.Println(err)
	_, err = nqueens.SumCounts(context.Background(), 8, nqueens.Counts{Total: 84, Unique: 11})
	fmt.Println(err)
	// Output:
	// nqueens: SumCounts: the parts add up to 91 solutions, which cannot be all of size 8: Burnside's lemma gives no whole number of fundamental ones
	// nqueens: SumCounts: the parts add up to 84 solutions and 11 fundamental ones, but OEIS A000170 and A002562 have 92 and 12 for n = 8
}

func ExampleCounter_resume() {
	// Record each subproblem as it finishes, until the power fails.
	done := make(map[nqueens.Subproblem]nqueens.Counts)
	power := true
	c := nqueens.Counter{
		Workers: 1, // in order, for the example's output
		Finished: func(sub nqueens.Subproblem, counts nqueens.Counts) error {
			if power && len(done) == 20 {
				return errors.New("power failure")
			}
			done[sub] = counts // a real program would write it to a file
			return nil
		},
	}
	_, err := c.Count(context.Background(), 16)
	fmt.Println(err, "after", len(done), "subproblems")

	// Save the records as JSON, and read them back.
	saved, err := json.Marshal(done)
	if err != nil {
		panic(err)
	}
	fmt.Printf("%.60s...\n", saved)
	var loaded map[nqueens.Subproblem]nqueens.Counts
	if err := json.Unmarshal(saved, &loaded); err != nil {
		panic(err)
	}

	// Resume: count the rest, and add what was recorded.
	power = false
	c.Done = loaded
	counts, err := c.Count(context.Background(), 16)
	fmt.Printf("%+v %v, %d subproblems recorded\n", counts, err, len(done))

	// The records name their size and method: a count of another size,
	// or by another method, refuses them rather than add up the
	// subproblems of another decomposition.
	_, err = c.Count(context.Background(), 17)
	fmt.Println(err)
	c.Method = nqueens.Backtrack
	_, err = c.Count(context.Background(), 16)
	fmt.Println(err)
	// Output:
	// power failure after 20 subproblems
	// {"n=16/join2/0":{"total":1196,"unique":0,"unique_unknown":tr...
	// {Total:14772512 Unique:1846955 UniqueUnknown:false Part:no shard ByColumn:} <nil>, 52 subproblems recorded
	// nqueens: Counter.Count: Done holds subproblem n=16/join2/0, of a count of size 16, but this count is of size 17; records of one size never count for another
	// nqueens: Counter.Count: Done holds subproblem n=16/join2/0, of a count by join2, but this count of size 16 is by backtrack; set Method to join2 to go on with that count
}

func ExampleSubproblem() {
	// The subproblems of 14 by joining: each names its size and method.
	c := nqueens.Counter{Method: nqueens.Join, Shard: 0, Shards: 4}
	subs, err := c.Subproblems(context.Background(), 14)
	fmt.Println(subs, err)
	fmt.Println(subs[0].N, subs[0].Method, subs[0].Number)
	// Output:
	// [n=14/join/0 n=14/join/5 n=14/join/8 n=14/join/9] <nil>
	// 14 join 0
}

func ExampleSubproblem_String() {
	fmt.Println(nqueens.Subproblem{N: 12, Method: nqueens.Backtrack, Number: 17})
	// Output:
	// n=12/backtrack/17
}

func ExampleSubproblem_MarshalText() {
	text, err := nqueens.Subproblem{N: 16, Method: nqueens.Join, Number: 5}.MarshalText()
	fmt.Printf("%s %v\n", text, err)
	_, err = nqueens.Subproblem{N: 16, Method: nqueens.Auto, Number: 5}.MarshalText()
	fmt.Println(err)
	_, err = nqueens.Subproblem{N: 65, Method: nqueens.Join, Number: 5}.MarshalText()
	fmt.Println(err)
	// Output:
	// n=16/join/5 <nil>
	// nqueens: Subproblem.MarshalText: Method = auto is not backtrack, join or join2
	// nqueens: Subproblem.MarshalText: N = 65 out of range [0, 64]
}

func ExampleSubproblem_UnmarshalText() {
	var sub nqueens.Subproblem
	for _, text := range []string{"n=12/backtrack/17", "n=16/join/-1", "n=16/auto/3", "join/5"} {
		err := sub.UnmarshalText([]byte(text))
		fmt.Println(sub, err)
	}
	// Output:
	// n=12/backtrack/17 <nil>
	// n=12/backtrack/17 nqueens: subproblem "n=16/join/-1": want n=N/M/K: N a size from 0 to 64, M backtrack, join or join2, K a number from 0
	// n=12/backtrack/17 nqueens: subproblem "n=16/auto/3": want n=N/M/K: N a size from 0 to 64, M backtrack, join or join2, K a number from 0
	// n=12/backtrack/17 nqueens: subproblem "join/5" names no board size, as the records of v0.1.0 did not; write it as n=N/join/5, N the size of the count it was recorded in
}

func ExampleSubproblemError() {
	// Done read back from a record of another count: size 12 has 730
	// subproblems by backtracking, numbered 0 to 729, so 5000 is not one
	// of them.
	c := nqueens.Counter{Method: nqueens.Backtrack, Done: map[nqueens.Subproblem]nqueens.Counts{
		{N: 12, Method: nqueens.Backtrack, Number: 3}:    {},
		{N: 12, Method: nqueens.Backtrack, Number: 5000}: {},
	}}
	_, err := c.Count(context.Background(), 12)
	var se *nqueens.SubproblemError
	if errors.As(err, &se) {
		fmt.Println("the record of subproblem", se.Subproblem, "is not of this count")
	}
	// Output:
	// the record of subproblem n=12/backtrack/5000 is not of this count
}

func ExampleSubproblemError_Error() {
	c := nqueens.Counter{Method: nqueens.Backtrack, Shard: 1, Shards: 2, Done: map[nqueens.Subproblem]nqueens.Counts{
		{N: 8, Method: nqueens.Backtrack, Number: 0}: {},
		{N: 8, Method: nqueens.Backtrack, Number: 1}: {},
	}}
	_, err := c.Count(context.Background(), 8)
	fmt.Println(err)
	// Output:
	// nqueens: Counter.Count: Done holds subproblem n=8/backtrack/1, not in shard 1 of 2 by backtrack of size 8
}
