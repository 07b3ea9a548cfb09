package nqueens_test

import (
	"fmt"

	"github.com/nqueens-go/nqueens"
)

func ExampleUnique() {
	// The 12 fundamental solutions of 8 queens: every one of the 92 is a
	// rotation or a mirror image of exactly one of them.
	total := 0
	for b := range nqueens.Unique(8) {
		orbit := b.Orbit()
		total += len(orbit)
		fmt.Println([]int(b), len(orbit))
	}
	fmt.Println(total)
	// Output:
	// [0 4 7 5 2 6 1 3] 8
	// [0 5 7 2 6 3 1 4] 8
	// [1 3 5 7 2 0 6 4] 8
	// [1 4 6 0 2 7 5 3] 8
	// [1 4 6 3 0 7 5 2] 8
	// [1 5 0 6 3 7 2 4] 8
	// [1 5 7 2 0 3 6 4] 8
	// [1 6 2 5 7 4 0 3] 8
	// [1 6 4 7 0 3 5 2] 8
	// [2 4 1 7 0 6 3 5] 4
	// [2 4 7 3 0 6 1 5] 8
	// [2 5 1 4 7 0 6 3] 8
	// 92
}

func ExampleBoard_Rotate() {
	b := nqueens.Board{0, 2, 4, 1, 3}
	fmt.Println(b)
	fmt.Println()
	fmt.Println(b.Rotate()) // a quarter turn clockwise
	// Output:
	// Q....
	// ..Q..
	// ....Q
	// .Q...
	// ...Q.
	//
	// ....Q
	// .Q...
	// ...Q.
	// Q....
	// ..Q..
}

func ExampleBoard_Reflect() {
	b := nqueens.Board{0, 4, 7, 5, 2, 6, 1, 3}
	fmt.Println([]int(b.Reflect())) // left to right
	// Output:
	// [7 3 0 2 5 1 6 4]
}

func ExampleBoard_Canonical() {
	b := nqueens.Board{7, 3, 0, 2, 5, 1, 6, 4}
	fmt.Println([]int(b.Canonical()))
	// Output:
	// [0 4 7 5 2 6 1 3]
}

func ExampleBoard_Orbit() {
	// The only fundamental solution of 8 queens that a half turn leaves
	// unchanged has 4 images instead of 8.
	for _, img := range (nqueens.Board{2, 4, 1, 7, 0, 6, 3, 5}).Orbit() {
		fmt.Println([]int(img))
	}
	// Output:
	// [2 4 1 7 0 6 3 5]
	// [3 5 7 1 6 0 2 4]
	// [4 2 0 6 1 7 5 3]
	// [5 3 6 0 7 1 4 2]
}
