package nqueens_test

import (
	"context"
	"fmt"

	"github.com/nqueens-go/nqueens"
)

func ExampleMethod() {
	// Count 14 queens both ways: the same numbers, in different
	// subproblems.
	for _, m := range []nqueens.Method{nqueens.Backtrack, nqueens.Join} {
		c := nqueens.Counter{Method: m}
		counts, err := c.Count(context.Background(), 14)
		subs, _ := c.Subproblems(context.Background(), 14)
		fmt.Println(m, counts.Total, counts.Unique, err, len(subs), "subproblems")
	}
	// Output:
	// backtrack 365596 45752 <nil> 1632 subproblems
	// join 365596 45752 <nil> 14 subproblems
}

func ExampleMethod_String() {
	fmt.Println(nqueens.Auto, nqueens.Backtrack, nqueens.Join)
	// Output:
	// auto backtrack join
}

func ExampleCounter_MethodFor() {
	for _, c := range []nqueens.Counter{
		{},          // a whole count: joins from 12 on
		{Shards: 4}, // shards by Auto: backtracking
		{Shards: 4, Method: nqueens.Join},
		{Method: nqueens.Join, MaxMemory: 2 << 20}, // 2 MiB: too little for 18
	} {
		var methods []string
		for _, n := range []int{8, 16, 18, 40} {
			m, err := c.MethodFor(n)
			if err != nil {
				methods = append(methods, "error")
				continue
			}
			methods = append(methods, m.String())
		}
		fmt.Println(methods)
	}
	_, err := (&nqueens.Counter{Method: nqueens.Join}).MethodFor(40)
	fmt.Println(err)
	// Output:
	// [backtrack join join backtrack]
	// [backtrack backtrack backtrack backtrack]
	// [join join join error]
	// [join join error error]
	// nqueens: Counter.MethodFor: the join counts sizes 2 to 25, not 40
}

func ExampleUniqueFromTotal() {
	// Four machines count the shards of size 16 by joining; their totals
	// add up, and give the fundamental solutions.
	var total uint64
	for i := range 4 {
		c := nqueens.Counter{Method: nqueens.Join, Shard: i, Shards: 4}
		counts, err := c.Count(context.Background(), 16)
		if err != nil {
			panic(err)
		}
		total += counts.Total
	}
	unique, err := nqueens.UniqueFromTotal(16, total)
	fmt.Println(total, unique, err)

	// A wrong total shows.
	_, err = nqueens.UniqueFromTotal(8, 91)
	fmt.Println(err)
	// Output:
	// 14772512 1846955 <nil>
	// nqueens: UniqueFromTotal: 91 is not the number of solutions of size 8: with the 4 that a half turn and the 0 that a quarter turn leave unchanged, Burnside's lemma gives 95/8 classes
}
