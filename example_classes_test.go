package nqueens_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/nqueens-go/nqueens"
)

// The 92 solutions of size 8 fall into 12 classes under the square's
// rotations and reflections, 6 with the torus's shifts too, and 4 with
// the multipliers as well.
func ExampleCountClasses() {
	for _, g := range nqueens.Groups() {
		classes, err := nqueens.CountClasses(context.Background(), 8, g)
		fmt.Println(g, classes, err)
	}
	// Output:
	// square 12 <nil>
	// torus 6 <nil>
	// similar 4 <nil>
}

func ExampleGroup() {
	var g nqueens.Group
	err := g.UnmarshalText([]byte("torus"))
	fmt.Println(g, err)
	// Output:
	// torus <nil>
}

func ExampleGroups() {
	fmt.Println(nqueens.Groups())
	// Output:
	// [square torus similar]
}

func ExampleGroup_String() {
	fmt.Println(nqueens.Similar.String(), nqueens.Group(7).String())
	// Output:
	// similar Group(7)
}

func ExampleGroup_MarshalText() {
	text, err := nqueens.Torus.MarshalText()
	fmt.Println(string(text), err)
	// Output:
	// torus <nil>
}

func ExampleGroup_UnmarshalText() {
	var g nqueens.Group
	fmt.Println(g.UnmarshalText([]byte("rook")))
	// Output:
	// nqueens: no group "rook": want square, torus or similar
}

// A count of classes in three shards, as three machines would count them:
// their classes add up to the whole count's.
func ExampleClassCounter() {
	var sum uint64
	for shard := range 3 {
		c := nqueens.ClassCounter{Shard: shard, Shards: 3}
		classes, err := c.Count(context.Background(), 12, nqueens.Torus)
		if err != nil {
			fmt.Println(err)
			return
		}
		sum += classes
	}
	fmt.Println(sum)
	// Output:
	// 953
}

// A count that records each unit as it finishes, is stopped, and goes on
// from its records.
func ExampleClassCounter_Count() {
	done := make(map[nqueens.ClassUnit]uint64)
	c := nqueens.ClassCounter{Workers: 1, Finished: func(unit nqueens.ClassUnit, classes uint64) error {
		done[unit] = classes
		if len(done) == 10 {
			return errors.New("power failure")
		}
		return nil
	}}
	_, err := c.Count(context.Background(), 12, nqueens.Similar)
	fmt.Println(err, len(done))
	c = nqueens.ClassCounter{Done: done}
	classes, err := c.Count(context.Background(), 12, nqueens.Similar)
	fmt.Println(classes, err)
	// Output:
	// power failure 10
	// 813 <nil>
}

func ExampleClassCounter_Units() {
	c := nqueens.ClassCounter{Shard: 1, Shards: 4}
	units, err := c.Units(5)
	fmt.Println(units, err)
	// Output:
	// [1 5 9 13] <nil>
}

func ExampleClassUnits() {
	fmt.Println(nqueens.ClassUnits(8), nqueens.ClassUnits(9))
	// Output:
	// 32 45
}

func ExampleClassUnit() {
	u := nqueens.ClassUnit{N: 17, Group: nqueens.Torus, Number: 12}
	fmt.Println(u)
	// Output:
	// n=17/torus/12
}

func ExampleClassUnit_String() {
	fmt.Println(nqueens.ClassUnit{N: 12, Group: nqueens.Similar, Number: 0}.String())
	// Output:
	// n=12/similar/0
}
