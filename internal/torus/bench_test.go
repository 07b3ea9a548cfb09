package torus

import (
	"context"
	"fmt"
	"testing"
)

// BenchmarkCount counts the classes of sizes 12 and 13 on one goroutine,
// and reports the classes counted a second.
func BenchmarkCount(b *testing.B) {
	for _, g := range groups {
		for _, n := range []int{12, 13} {
			b.Run(fmt.Sprintf("%v/n=%d", g, n), func(b *testing.B) {
				var term uint64
				for b.Loop() {
					var err error
					if term, err = Count(context.Background(), n, g, 1, nil, nil); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(term)*float64(b.N)/b.Elapsed().Seconds(), "classes/s")
			})
		}
	}
}

// BenchmarkCountOEIS counts the terms 15 and 16 of both sequences on
// every core, the terms TestCountOEIS leaves out for its time, and fails
// if one differs from the entry's.
func BenchmarkCountOEIS(b *testing.B) {
	terms := readOEIS(b)
	for _, tc := range []struct {
		g        Group
		sequence string
	}{{Torus, "A062164"}, {Similar, "A062165"}} {
		for _, n := range []int{15, 16} {
			b.Run(fmt.Sprintf("%v/n=%d", tc.g, n), func(b *testing.B) {
				for b.Loop() {
					got, err := Count(context.Background(), n, tc.g, 0, nil, nil)
					if err != nil || got != terms[tc.sequence][n-1] {
						b.Fatalf("Count(%d, %v) = %d, %v; %s has %d", n, tc.g, got, err, tc.sequence, terms[tc.sequence][n-1])
					}
				}
			})
		}
	}
}
