package main

import (
	"context"
	"testing"
)

// BenchmarkUnit measures one unit of the check of size 20: the placements
// of 3 queens with one in the corner, each completed or proved to have no
// completion. It reports the time for each placement of 2 it examines.
func BenchmarkUnit(b *testing.B) {
	benchmarkUnit(b, 20, 3, 0)
}

// BenchmarkThreshold measures the unit of the corner of the full check of
// 4 queens of size 19, whose every placement has a completion: the kind
// of unit that the full check of 4 queens of size 23 is made of, a size
// CI can afford. It reports the time for each placement of 3 it examines.
func BenchmarkThreshold(b *testing.B) {
	benchmarkUnit(b, 19, 4, 0)
}

// BenchmarkFive measures a unit of the check of 5 queens of size 24, the
// check that settled a(24): the placements of 5 whose least square is
// 176, row 7 and column 8, 14,991 placements of 4, each of whose free
// squares is asked whether some completion holds it. The units of the
// corner and the squares near it take minutes; this one is of the same
// kind, smaller. It reports the time for each placement of 4 it examines.
func BenchmarkFive(b *testing.B) {
	benchmarkUnit(b, 24, 5, 176)
}

// benchmarkUnit times the unit of square first of the check of k queens
// of size n.
func benchmarkUnit(b *testing.B, n, k, first int) {
	var examined int
	for b.Loop() {
		w, e, err := checker{n: n, k: k}.unit(context.Background(), wholeUnit(n, first))
		if w != nil || err != nil {
			b.Fatal(w, err)
		}
		examined = e
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(examined), "ns/placement")
}
