package torus_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/nqueens-go/nqueens/internal/torus"
)

func ExampleCount() {
	for _, g := range []torus.Group{torus.Torus, torus.Similar} {
		term, err := torus.Count(context.Background(), 8, g, 0, nil, nil)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("%v: %d classes\n", g, term)
	}
	// Output:
	// torus: 6 classes
	// similar: 4 classes
}

func ExampleCount_resume() {
	// A first count stops after four units, as if the program were
	// interrupted; the units it reported are its checkpoint.
	checkpoint := map[int]uint64{}
	stop := errors.New("interrupted")
	_, err := torus.Count(context.Background(), 10, torus.Torus, 1, nil, func(u int, count uint64) error {
		checkpoint[u] = count
		if len(checkpoint) == 4 {
			return stop
		}
		return nil
	})
	fmt.Println(err, len(checkpoint))

	// The second goes on from it.
	term, err := torus.Count(context.Background(), 10, torus.Torus, 0, checkpoint, nil)
	fmt.Println(term, err)
	// Output:
	// interrupted 4
	// 40 <nil>
}

func ExampleCountUnit() {
	// The units of size 8 that hold a class of the torus group.
	for u := range torus.Units(8) {
		count, err := torus.CountUnit(context.Background(), 8, torus.Torus, u)
		if err != nil {
			fmt.Println(err)
			return
		}
		if count > 0 {
			fmt.Printf("unit %d, rows 0 and 1 in columns %d and %d: %d\n", u, u/8, u%8, count)
		}
	}
	// Output:
	// unit 4, rows 0 and 1 in columns 0 and 4: 1
	// unit 12, rows 0 and 1 in columns 1 and 4: 1
	// unit 13, rows 0 and 1 in columns 1 and 5: 1
	// unit 14, rows 0 and 1 in columns 1 and 6: 1
	// unit 20, rows 0 and 1 in columns 2 and 4: 1
	// unit 21, rows 0 and 1 in columns 2 and 5: 1
}

func ExampleUnits() {
	fmt.Println(torus.Units(8), torus.Units(17))
	// Output:
	// 32 153
}
