//go:build race

package counting

// raceEnabled is set when the tests run under the race detector, which
// slows the searches down tenfold.
const raceEnabled = true
