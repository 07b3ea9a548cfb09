package oeis

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"
	"sync"
)

// thresholdTable is a copy of the threshold program's
// testdata/A374013.txt, which a test keeps equal: comment lines, then one
// line of n and a(n) for each n the OEIS knows.
//
//go:embed A374013.txt
var thresholdTable string

// thresholds is the table read, by n.
var thresholds = sync.OnceValue(func() map[int]int {
	terms := make(map[int]int)
	for line := range strings.Lines(thresholdTable) {
		if strings.HasPrefix(line, "#") {
			continue
		}
		var n, a int
		if _, err := fmt.Sscanf(line, "%d %d", &n, &a); err != nil || strconv.Itoa(n)+" "+strconv.Itoa(a)+"\n" != line {
			panic(fmt.Sprintf("A374013.txt: line %q is not n and a(n)", line))
		}
		terms[n] = a
	}
	return terms
})

// Threshold returns the N-Queens completion threshold of size n, OEIS
// A374013, and false if the OEIS knows none: the terms that the threshold
// program checks what it found against, never one it uses in place of a
// check.
func Threshold(n int) (int, bool) {
	a, ok := thresholds()[n]
	return a, ok
}
