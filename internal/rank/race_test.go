//go:build race

package rank

// raceEnabled is set when the tests run under the race detector, which
// slows the counts down tenfold.
const raceEnabled = true
