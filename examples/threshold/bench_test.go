package main

import (
	"context"
	"testing"
)

// BenchmarkUnit measures one unit of the check of size 20: the placements
// of 3 queens with one in the corner, each completed or proved to have no
// completion. It reports the time for each placement of 2 it examines.
func BenchmarkUnit(b *testing.B) {
	var examined int
	for b.Loop() {
		w, e, err := checker{20, 3}.unit(context.Background(), 0)
		if w != nil || err != nil {
			b.Fatal(w, err)
		}
		examined = e
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(examined), "ns/placement")
}
