package engine

import (
	"errors"
	"math/bits"
)

// ErrStopped is the error of a unit whose count was stopped.
var ErrStopped = errors.New("stopped")

// ErrOverflow is the error of a unit whose count does not fit in a uint64.
var ErrOverflow = errors.New("overflow")

// AddWeighted returns total + weight*c, and false rather than wrap around
// if that does not fit in a uint64.
func AddWeighted(total, weight, c uint64) (uint64, bool) {
	hi, lo := bits.Mul64(weight, c)
	sum, carry := bits.Add64(total, lo, 0)
	return sum, hi == 0 && carry == 0
}
