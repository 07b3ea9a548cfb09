// Package oeis holds the numbers of solutions of the N-Queens problem that
// the OEIS knows, A000170 and A002562, for n = 0 to 27: the counts that
// [nqueens.SumCounts] and the command's sum check a sum of shards against,
// and the command's count a count that went on from a checkpoint; and the
// terms of the completion threshold it knows, A374013, that the threshold
// program checks its results against; and rows 1 to 12 of A059963 and
// a(1..16) of A062164 and A062165 (more.go), that the sums of shards by
// column and of classes are checked against. Nothing uses them to skip work: a
// count or a threshold is always computed, and these only catch a result
// that records made wrong.
package oeis

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"
	"sync"
)

// table is a copy of the module's testdata/oeis.tsv, which a test keeps
// equal: a comment line, a header line, and one line of n, total and
// unique, separated by tabs, for each n.
//
//go:embed oeis.tsv
var table string

// A Count is the number of solutions of one size, and of fundamental ones.
type Count struct {
	Total  uint64 // OEIS A000170
	Unique uint64 // OEIS A002562
}

// counts is the table read, by n.
var counts = sync.OnceValue(func() []Count {
	var list []Count
	for _, line := range strings.Split(strings.TrimSpace(table), "\n")[2:] {
		fields := strings.Split(line, "\t")
		if len(fields) != 3 || fields[0] != strconv.Itoa(len(list)) {
			panic(fmt.Sprintf("oeis.tsv: line %q is not n, total and unique for n = %d", line, len(list)))
		}
		total, err1 := strconv.ParseUint(fields[1], 10, 64)
		unique, err2 := strconv.ParseUint(fields[2], 10, 64)
		if err1 != nil || err2 != nil {
			panic(fmt.Sprintf("oeis.tsv: line %q", line))
		}
		list = append(list, Count{total, unique})
	}
	return list
})

// Known returns the counts of size n, and false if the OEIS knows none.
func Known(n int) (Count, bool) {
	list := counts()
	if n < 0 || n >= len(list) {
		return Count{}, false
	}
	return list[n], true
}

// Max returns the largest size the OEIS knows the counts of.
func Max() int { return len(counts()) - 1 }
