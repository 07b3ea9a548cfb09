package nqueens_test

import (
	"context"
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
