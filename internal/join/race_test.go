//go:build race

package join

// raceEnabled is set when the tests run under the race detector, which
// slows the join down tenfold.
const raceEnabled = true
