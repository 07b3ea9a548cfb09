//go:build !race

package nqueens

// raceEnabled is set when the tests run under the race detector, which
// slows the inner search down tenfold.
const raceEnabled = false
