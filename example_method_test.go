package nqueens_test

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"

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

func ExampleMethod_UnmarshalText() {
	// A Method is a flag of its own, with its name as its text.
	fs := flag.NewFlagSet("count", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var m nqueens.Method
	fs.TextVar(&m, "method", nqueens.Auto, "count by `M`: auto, backtrack, join or join2")
	fmt.Println(fs.Parse([]string{"-method", "join"}), m)
	fmt.Println(fs.Parse([]string{"-method", "fast"}))
	// Output:
	// <nil> join
	// invalid value "fast" for flag -method: nqueens: method "fast": want auto, backtrack, join or join2
}

func ExampleMethod_MarshalText() {
	line, err := json.Marshal(map[string]nqueens.Method{"method": nqueens.Backtrack})
	fmt.Println(string(line), err)
	_, err = nqueens.Method(7).MarshalText()
	fmt.Println(err)
	// Output:
	// {"method":"backtrack"} <nil>
	// nqueens: Method(7) is not a method
}

func ExampleCounter_MethodFor() {
	for _, c := range []nqueens.Counter{
		{},                     // Auto: joins from 12 to 25, by Join2
		{Method: nqueens.Join}, // joins what it can
		{MaxMemory: 512 << 10}, // Auto with 512 KiB: too little for 18
		{Shards: 4, Done: nil}, // shards and records change nothing
		{Method: nqueens.Backtrack},
	} {
		var methods []string
		for _, n := range []int{8, 16, 18, 40} {
			m, err := c.MethodFor(context.Background(), n)
			if err != nil {
				methods = append(methods, "error")
				continue
			}
			methods = append(methods, m.String())
		}
		fmt.Println(methods)
	}
	_, err := (&nqueens.Counter{Method: nqueens.Join}).MethodFor(context.Background(), 40)
	fmt.Println(err)
	// Output:
	// [backtrack join2 join2 backtrack]
	// [join join join error]
	// [backtrack join2 backtrack backtrack]
	// [backtrack join2 join2 backtrack]
	// [backtrack backtrack backtrack backtrack]
	// nqueens: Counter.MethodFor: join counts sizes 2 to 25, not 40
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
	unique, err := nqueens.UniqueFromTotal(context.Background(), 16, total)
	fmt.Println(total, unique, err)

	// A wrong total shows.
	_, err = nqueens.UniqueFromTotal(context.Background(), 8, 91)
	fmt.Println(err)
	// Output:
	// 14772512 1846955 <nil>
	// nqueens: UniqueFromTotal: 91 is not the number of solutions of size 8: with the 4 that a half turn and the 0 that a quarter turn leave unchanged, Burnside's lemma gives 95/8 classes
}

func ExampleRangeError() {
	// The join counts sizes 2 to 25; Auto backtracks elsewhere.
	c := nqueens.Counter{Method: nqueens.Join2}
	_, err := c.Count(context.Background(), 30)
	var re *nqueens.RangeError
	if errors.As(err, &re) {
		fmt.Printf("%v counts %d to %d, not %d\n", re.Method, re.Min, re.Max, re.N)
	}
	// Output:
	// join2 counts 2 to 25, not 30
}

func ExampleRangeError_Error() {
	_, err := (&nqueens.Counter{Method: nqueens.Join}).Subproblems(context.Background(), 1)
	fmt.Println(err)
	// Output:
	// nqueens: Counter.Subproblems: join counts sizes 2 to 25, not 1
}

func ExampleMemoryError() {
	// The join's table for 16 takes 1.2 MB, its index 256 KiB; allow it
	// 100 KiB.
	c := nqueens.Counter{Method: nqueens.Join2, MaxMemory: 100 << 10}
	_, err := c.Count(context.Background(), 16)
	var me *nqueens.MemoryError
	if errors.As(err, &me) {
		fmt.Printf("n = %d needs %d bytes (its whole table %d), %d allowed\n", me.N, me.Need, me.Table, me.Limit)
	}
	// With room for the index, the join places the entries it needs as
	// it needs them.
	c.MaxMemory = int64(me.Need)
	counts, err := c.Count(context.Background(), 16)
	fmt.Println(counts.Total, err)
	// Output:
	// n = 16 needs 262148 bytes (its whole table 1332869), 102400 allowed
	// 14772512 <nil>
}

func ExampleMemoryError_Error() {
	_, err := (&nqueens.Counter{Method: nqueens.Join2, MaxMemory: 100 << 10}).Count(context.Background(), 16)
	fmt.Println(err)
	// Output:
	// nqueens: Counter.Count: the join of n = 16 needs 262148 bytes for its table's index at least (the whole table takes 1332869), more than MaxMemory = 102400; raise MaxMemory to count it
}

func ExampleMethod_join2() {
	// Join2 splits a count as Join does, but its subproblems count other
	// solutions: those of the first sets of rows twice, those of the last
	// hardly at all. The totals agree; the records do not mix.
	for _, m := range []nqueens.Method{nqueens.Join, nqueens.Join2} {
		var subs [52]uint64
		c := nqueens.Counter{Method: m, Finished: func(sub nqueens.Subproblem, counts nqueens.Counts) error {
			subs[sub.Number] = counts.Total
			return nil
		}}
		counts, err := c.Count(context.Background(), 16)
		fmt.Printf("%-5v subproblems 0, 1, 50: %d, %d, %d; all %d %v\n", m, subs[0], subs[1], subs[50], counts.Total, err)
	}
	old := nqueens.Counter{Done: map[nqueens.Subproblem]nqueens.Counts{{N: 16, Method: nqueens.Join, Number: 0}: {Total: 598}}}
	_, err := old.Count(context.Background(), 16)
	fmt.Println(err)
	// Output:
	// join  subproblems 0, 1, 50: 598, 15284, 279318; all 14772512 <nil>
	// join2 subproblems 0, 1, 50: 1196, 30568, 6356; all 14772512 <nil>
	// nqueens: Counter.Count: Done holds subproblem n=16/join/0, of a count by join, but this count of size 16 is by join2; set Method to join to go on with that count
}

func ExampleMethods() {
	for _, m := range nqueens.Methods() {
		fmt.Println(m)
	}
	// Output:
	// auto
	// backtrack
	// join
	// join2
}

func ExampleMethod_CountsOn() {
	for _, m := range nqueens.Methods() {
		var on []string
		for _, d := range []nqueens.Device{nqueens.CPU, nqueens.OpenCL} {
			if m.CountsOn(d) {
				on = append(on, d.String())
			}
		}
		fmt.Println(m, "counts on", on)
	}
	// Output:
	// auto counts on [cpu opencl]
	// backtrack counts on [cpu opencl]
	// join counts on [cpu opencl]
	// join2 counts on [cpu opencl]
}
