package main

import (
	"context"
	"testing"
)

// BenchmarkUnit measures one unit of the check of size 20: the placements
// of 3 queens with one in the corner, each completed or proved to have no
// completion. It reports the time for each placement of 2 it examines.
func BenchmarkUnit(b *testing.B) {
	benchmarkUnit(b, 20, 3)
}

// BenchmarkThreshold measures the unit of the corner of the full check of
// 4 queens of size 19, whose every placement has a completion: the kind
// of unit that the full check of 4 queens of size 23 is made of, a size
// CI can afford. It reports the time for each placement of 3 it examines.
func BenchmarkThreshold(b *testing.B) {
	benchmarkUnit(b, 19, 4)
}

// benchmarkUnit times the unit of the corner of the check of k queens of
// size n.
func benchmarkUnit(b *testing.B, n, k int) {
	var examined int
	for b.Loop() {
		w, e, err := checker{n: n, k: k}.unit(context.Background(), 0)
		if w != nil || err != nil {
			b.Fatal(w, err)
		}
		examined = e
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(examined), "ns/placement")
}
