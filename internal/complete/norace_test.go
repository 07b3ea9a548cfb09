//go:build !race

package complete

const raceEnabled = false
