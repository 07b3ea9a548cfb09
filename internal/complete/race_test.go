//go:build race

package complete

// raceEnabled is set when the tests run under the race detector, which
// slows the searches down tenfold.
const raceEnabled = true
