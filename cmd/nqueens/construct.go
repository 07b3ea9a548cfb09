package main

import (
	"fmt"
	"math"

	"github.com/nqueens-go/nqueens"
)

// maxDrawn is the largest board that construct draws square by square.
const maxDrawn = 10_000

func construct(args []string, o *options, env *environment) error {
	n, err := sizeArgUpTo(args, math.MaxInt32)
	if err != nil {
		return err
	}
	if n > maxDrawn && o.format != "tuple" && o.format != "json" {
		return usagef("-format %s draws all N×N squares: use tuple or json for N above %d", o.format, maxDrawn)
	}
	b, ok := nqueens.Construct(n)
	if !ok {
		return fmt.Errorf("no solution of size %d", n)
	}
	o.print(env.out, b, true)
	return nil
}
