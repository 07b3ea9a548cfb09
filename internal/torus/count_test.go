package torus

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/nqueens-go/nqueens/internal/oracletest"
)

// groups are the groups the tests count under.
var groups = []Group{Torus, Similar}

// TestCountOracle checks Count, and CountUnit unit by unit, against the
// oracle of oracle_test.go for n = 0 to 9 (10 without -short).
func TestCountOracle(t *testing.T) {
	last := 10
	if testing.Short() {
		last = 9
	}
	for _, g := range groups {
		for n := 0; n <= last; n++ {
			t.Run(fmt.Sprintf("%v/n=%d", g, n), func(t *testing.T) {
				want, wantUnits := oracleClasses(n, g)
				got, err := Count(context.Background(), n, g, 0, nil, nil)
				if err != nil || got != uint64(want) {
					t.Errorf("Count(%d, %v) = %d, %v; the oracle counts %d", n, g, got, err, want)
				}
				gotUnits := map[int]int{}
				for u := range Units(n) {
					count, err := CountUnit(context.Background(), n, g, u)
					if err != nil {
						t.Fatalf("CountUnit(%d, %v, %d): %v", n, g, u, err)
					}
					if count != 0 {
						gotUnits[u] = int(count)
					}
				}
				if diff := cmp.Diff(wantUnits, gotUnits); diff != "" {
					t.Errorf("classes by unit of size %d, %v (-want +got):\n%s", n, g, diff)
				}
			})
		}
	}
}

// readOEIS returns the terms of the module's testdata/oeis-more.tsv by sequence, a(1) first.
func readOEIS(t testing.TB) map[string][]uint64 {
	t.Helper()
	terms := map[string][]uint64{}
	for _, seq := range []string{"A062164", "A062165"} {
		line, err := oracletest.OEISMore("../../testdata/oeis-more.tsv", seq, "1..16")
		if err != nil {
			t.Fatal(err)
		}
		for _, field := range strings.Fields(line) {
			term, err := strconv.ParseUint(field, 10, 64)
			if err != nil {
				t.Fatalf("%s: %v", seq, err)
			}
			terms[seq] = append(terms[seq], term)
		}
	}
	return terms
}

// TestCountOEIS checks Count against A062164 and A062165 for n = 1 to 12,
// and to 14 without -short; BenchmarkCountOEIS checks 15 and 16.
func TestCountOEIS(t *testing.T) {
	last := 14 // 15 and 16 in BenchmarkCountOEIS, for the time of the tests
	if testing.Short() {
		last = 12
	}
	terms := readOEIS(t)
	for _, tc := range []struct {
		g        Group
		sequence string
	}{
		{Torus, "A062164"},
		{Similar, "A062165"},
	} {
		want := terms[tc.sequence]
		if len(want) != 16 {
			t.Fatalf("testdata/oeis-more.tsv holds %d terms of %s; want 16", len(want), tc.sequence)
		}
		for n := 1; n <= last; n++ {
			t.Run(fmt.Sprintf("%v/n=%d", tc.g, n), func(t *testing.T) {
				got, err := Count(context.Background(), n, tc.g, 0, nil, nil)
				if err != nil || got != want[n-1] {
					t.Errorf("Count(%d, %v) = %d, %v; %s has %d", n, tc.g, got, err, tc.sequence, want[n-1])
				}
			})
		}
	}
}

// TestUnits checks the number of units, which the numbering of a
// checkpoint depends on.
func TestUnits(t *testing.T) {
	for _, tc := range []struct{ n, want int }{
		{-1, 0}, {0, 1}, {1, 1}, {2, 2}, {3, 6}, {8, 32}, {17, 153}, {18, 162}, {19, 190}, {32, 512}, {33, 0},
	} {
		if got := Units(tc.n); got != tc.want {
			t.Errorf("Units(%d) = %d, want %d", tc.n, got, tc.want)
		}
	}
}

// TestUnitsAddUp checks that the units' counts add up to the term for
// n = 11 and 12.
func TestUnitsAddUp(t *testing.T) {
	for _, g := range groups {
		for _, n := range []int{11, 12} {
			var sum uint64
			for u := range Units(n) {
				count, err := CountUnit(context.Background(), n, g, u)
				if err != nil {
					t.Fatal(err)
				}
				sum += count
			}
			term, err := Count(context.Background(), n, g, 1, nil, nil)
			if err != nil || sum != term {
				t.Errorf("%v, n=%d: the units add up to %d; Count = %d, %v", g, n, sum, term, err)
			}
		}
	}
}

// TestGroupString checks the groups' names.
func TestGroupString(t *testing.T) {
	for g, want := range map[Group]string{Torus: "torus", Similar: "similar", 2: "Group(2)", -1: "Group(-1)"} {
		if got := g.String(); got != want {
			t.Errorf("Group(%d).String() = %q, want %q", int(g), got, want)
		}
	}
}

// TestMultipliers checks the multipliers tried beside 1: one of each pair
// f, n-f of units.
func TestMultipliers(t *testing.T) {
	for _, tc := range []struct {
		n    int
		g    Group
		want []int
	}{
		{12, Torus, []int{1}},
		{1, Similar, []int{1}},
		{2, Similar, []int{1}},
		{8, Similar, []int{1, 3}},
		{12, Similar, []int{1, 5}},
		{13, Similar, []int{1, 2, 3, 4, 5, 6}},
		{15, Similar, []int{1, 2, 4, 7}},
	} {
		if diff := cmp.Diff(tc.want, multipliers(tc.n, tc.g)); diff != "" {
			t.Errorf("multipliers(%d, %v) (-want +got):\n%s", tc.n, tc.g, diff)
		}
	}
}
