//go:build race

package main

// raceEnabled is set when the tests run under the race detector, which
// takes five to ten times the memory.
const raceEnabled = true
