package main

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"
)

// oeisTable holds OEIS A000170 and A002562, the numbers of solutions and of
// fundamental solutions, for every n they are known for (0 to 27): a copy
// of the library's testdata/oeis.tsv, which a test keeps equal. sum checks
// its totals against it; nothing uses it to skip counting.
//
//go:embed oeis.tsv
var oeisTable string

// oeisCounts returns the known numbers of solutions of size n, total and
// unique, and false if OEIS knows none.
func oeisCounts(n int) (total, unique uint64, ok bool) {
	for _, line := range strings.Split(oeisTable, "\n") {
		fields := strings.Split(line, "\t")
		if len(fields) != 3 || fields[0] != strconv.Itoa(n) {
			continue
		}
		t, err1 := strconv.ParseUint(fields[1], 10, 64)
		u, err2 := strconv.ParseUint(fields[2], 10, 64)
		if err1 != nil || err2 != nil {
			panic(fmt.Sprintf("oeis.tsv: line %q", line))
		}
		return t, u, true
	}
	return 0, 0, false
}
