package main

import (
	"fmt"
	"hash/crc32"
	"slices"
	"strings"
	"testing"
)

// plainImages returns the images of the placement p of size n under the
// eight symmetries of the board, each sorted: a copy of the symmetries
// apart from transform's, written as the maps of (row, column).
func plainImages(n int, p []int) [][]int {
	m := n - 1
	maps := []func(r, c int) (int, int){
		func(r, c int) (int, int) { return r, c },
		func(r, c int) (int, int) { return c, m - r },
		func(r, c int) (int, int) { return m - r, m - c },
		func(r, c int) (int, int) { return m - c, r },
		func(r, c int) (int, int) { return r, m - c },
		func(r, c int) (int, int) { return m - r, c },
		func(r, c int) (int, int) { return c, r },
		func(r, c int) (int, int) { return m - c, m - r },
	}
	var images [][]int
	for _, f := range maps {
		var img []int
		for _, sq := range p {
			r, c := f(sq/n, sq%n)
			img = append(img, r*n+c)
		}
		slices.Sort(img)
		images = append(images, img)
	}
	return images
}

// plainPlacements returns every placement of q queens of size n, by
// squares in increasing order, that attack no other: every set of q
// squares, kept if no two share a row, a column or a diagonal.
func plainPlacements(n, q int) [][]int {
	var all [][]int
	var p []int
	var walk func(next int)
	walk = func(next int) {
		if len(p) == q {
			all = append(all, slices.Clone(p))
			return
		}
		for sq := next; sq < n*n; sq++ {
			ok := true
			for _, o := range p {
				dr, dc := sq/n-o/n, sq%n-o%n
				if dr == 0 || dc == 0 || dr == dc || dr == -dc {
					ok = false
				}
			}
			if ok {
				p = append(p, sq)
				walk(sq + 1)
				p = p[:len(p)-1]
			}
		}
	}
	walk(0)
	return all
}

// TestUnitsCover checks, for sizes 6 to 9 and 1 to 4 queens, in each
// version of the journal and shards from 1 to 1000, that the units of a
// check hold every placement of k-1 queens that is the least of its
// images, each in exactly one unit, and no other; and that every
// placement of k queens has an image that adds a queen to one of them.
// The placements and their images come from a plain search apart from
// the units' own.
func TestUnitsCover(t *testing.T) {
	t.Parallel()
	largest := 9
	if testing.Short() {
		largest = 8 // the units of 9 take a second
	}
	for n := 6; n <= largest; n++ {
		for k := 1; k <= 4; k++ {
			canonical := map[string]bool{}
			for _, p := range plainPlacements(n, k-1) {
				if !slices.ContainsFunc(plainImages(n, p), func(img []int) bool { return slices.Compare(img, p) < 0 }) {
					canonical[fmt.Sprint(p)] = true
				}
			}
			for version := oldestVersion; version <= journalVersion; version++ {
				for _, m := range []int{1, 3, 64, 1000} {
					seen := map[string]unit{}
					units := checkUnits(n, k, m, version)
					for _, u := range units {
						for b := range u.placements(n, k) {
							key := fmt.Sprint([]int(b.queens))
							if other, twice := seen[key]; twice {
								t.Fatalf("n=%d, k=%d, version %d, %d shards: placement %s in the units of %v and of %v", n, k, version, m, key, other, u)
							}
							if !canonical[key] {
								t.Fatalf("n=%d, k=%d, version %d, %d shards: placement %s of the unit of %v is not the least of its images", n, k, version, m, key, u)
							}
							seen[key] = u
						}
					}
					if len(seen) != len(canonical) {
						t.Fatalf("n=%d, k=%d, version %d, %d shards: %d units hold %d placements of %d queens, want %d", n, k, version, m, len(units), len(seen), k-1, len(canonical))
					}
				}
			}
			if n > 8 {
				continue // the placements of k queens of 9 take seconds
			}
			for _, p := range plainPlacements(n, k) {
				extends := false
				for _, img := range plainImages(n, p) {
					for i := range img {
						rest := slices.Delete(slices.Clone(img), i, i+1)
						extends = extends || canonical[fmt.Sprint(rest)]
					}
				}
				if !extends {
					t.Fatalf("n=%d: no image of the placement %v of %d queens adds a queen to a placement of the units", n, p, k)
				}
			}
		}
	}
}

// TestUnitsSplit checks which units are cut into ranges: in version 3
// only, for a shard of a check of 3 queens or more; then each unit cut
// costs more than a 1/(8M) share of the check, and its ranges, in order,
// run from first+1 to n² without a gap, each of some cost, adding up to
// the unit's.
func TestUnitsSplit(t *testing.T) {
	for _, tc := range []struct {
		n, k, m, version int
		finer            bool
	}{
		{12, 4, 1, 3, false},
		{12, 2, 64, 3, false},
		{12, 4, 64, 2, false},
		{12, 3, 64, 3, true},
		{12, 4, 64, 3, true},
		{20, 5, 8, 3, true},
	} {
		name := fmt.Sprintf("n=%d, k=%d, %d shards, version %d", tc.n, tc.k, tc.m, tc.version)
		var total uint64
		for _, u := range checkUnits(tc.n, tc.k, 1, tc.version) {
			total += unitCost(tc.n, tc.k, u, tc.version)
		}
		ranges := map[int][]unit{}
		for _, u := range checkUnits(tc.n, tc.k, tc.m, tc.version) {
			if !u.whole(tc.n) {
				ranges[u.first] = append(ranges[u.first], u)
			}
		}
		if finer := len(ranges) > 0; finer != tc.finer {
			t.Errorf("%s: ranges %v, want %v", name, finer, tc.finer)
		}
		for first, rs := range ranges {
			whole := unitCost(tc.n, tc.k, wholeUnit(tc.n, first), tc.version)
			sum, next := uint64(0), first+1
			for _, r := range rs {
				c := unitCost(tc.n, tc.k, r, tc.version)
				if r.from != next || r.to <= r.from || c == 0 {
					t.Errorf("%s: the ranges of square %d: %v, of cost %d, after %d", name, first, r, c, next)
				}
				sum, next = sum+c, r.to
			}
			if next != tc.n*tc.n || sum != whole || whole <= total/uint64(splitShare*tc.m) {
				t.Errorf("%s: the unit of square %d costs %d, its ranges %d up to %d, the check %d", name, first, whole, sum, next, total)
			}
		}
	}
}

// TestSplitBalance checks the split of the check of 5 queens of size 24
// into 64 shards by the units' estimated costs: in version 2, whose units
// are of a first square each, the busiest shard gets more than 3 times
// the mean, its corner's units alone; in version 3, within 5% of it, its
// ranges of about an eighth of the mean and less.
func TestSplitBalance(t *testing.T) {
	const n, k, m = 24, 5, 64
	for _, tc := range []struct {
		version  int
		low, top float64 // the busiest shard's cost over the mean
	}{
		{2, 3, 4},
		{3, 1, 1.05},
	} {
		units := checkUnits(n, k, m, tc.version)
		costs := unitCosts(n, k, tc.version, units)
		joins := assign(n, k, m, tc.version, units)
		load := make([]uint64, m)
		var total uint64
		for i, u := range units {
			load[joins[u]] += costs[i]
			total += costs[i]
		}
		busiest := float64(slices.Max(load)) * m / float64(total)
		if busiest < tc.low || busiest > tc.top {
			t.Errorf("version %d: the busiest of %d shards gets %.3f times the mean, want %.2f to %.2f", tc.version, m, busiest, tc.low, tc.top)
		}
	}
}

// TestSplitVersion2 pins the split of version 2: the CRC-32 of the units'
// sums of every shard, as the builds that wrote journals of version 2
// printed them, which a shard that goes on from such a journal prints
// again, and -merge takes with theirs. These only ever gain lines.
func TestSplitVersion2(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		n, m, most int
		sum        string
	}{
		{10, 3, 3, "50c0377e"},
		{12, 7, 4, "2aaa2ab8"},
		{24, 64, 5, "31eaf6ae"},
		{28, 64, 5, "d216921c"},
		{28, 8, 5, "97eb7b00"},
	} {
		sums := unitsSums(tc.n, tc.m, tc.most, 2)
		var all strings.Builder
		for i := range tc.m {
			fmt.Fprintf(&all, "%d:%s\n", i, unitsSum(sums, i))
		}
		if got := fmt.Sprintf("%08x", crc32.ChecksumIEEE([]byte(all.String()))); got != tc.sum {
			t.Errorf("n=%d in %d shards up to %d queens, version 2: the sums' crc32 is %s, want %s", tc.n, tc.m, tc.most, got, tc.sum)
		}
	}
}
