//go:build !race

package puzzle_test

// raceEnabled is set when the tests run under the race detector, which
// slows the searches down tenfold.
const raceEnabled = false
