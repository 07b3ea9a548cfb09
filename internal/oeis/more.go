package oeis

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"
	"sync"
)

// moreTable is a copy of the module's testdata/oeis-more.tsv, which a test
// keeps equal: comment lines, a header line, and a line of sequence, key
// and values, separated by tabs, for each row of A059963 it holds (key n)
// and for A062164 and A062165 (key 1..16).
//
//go:embed more.tsv
var moreTable string

// more is moreTable read: the values of each line, by sequence and key.
var more = sync.OnceValue(func() map[[2]string][]uint64 {
	lines := map[[2]string][]uint64{}
	for _, line := range strings.Split(strings.TrimSpace(moreTable), "\n") {
		if strings.HasPrefix(line, "#") || strings.HasPrefix(line, "sequence\t") {
			continue
		}
		fields := strings.Split(line, "\t")
		if len(fields) != 3 {
			panic(fmt.Sprintf("more.tsv: line %q is not sequence, key and values", line))
		}
		var values []uint64
		for _, f := range strings.Fields(fields[2]) {
			v, err := strconv.ParseUint(f, 10, 64)
			if err != nil {
				panic(fmt.Sprintf("more.tsv: line %q: %v", line, err))
			}
			values = append(values, v)
		}
		lines[[2]string{fields[0], fields[1]}] = values
	}
	return lines
})

// ByColumn returns row n of A059963, the solutions of size n by the
// column of the queen of row 0, from column 0, and false where the table
// holds no such row.
func ByColumn(n int) ([]uint64, bool) {
	row, ok := more()[[2]string{"A059963", strconv.Itoa(n)}]
	return row, ok
}

// Classes returns a(n) of A062164 (multipliers false) or A062165
// (multipliers true), the classes of the solutions of size n under the
// torus's shifts, and false where the table holds no such term.
func Classes(n int, multipliers bool) (uint64, bool) {
	seq := "A062164"
	if multipliers {
		seq = "A062165"
	}
	terms := more()[[2]string{seq, "1..16"}]
	if n < 1 || n > len(terms) {
		return 0, false
	}
	return terms[n-1], true
}
