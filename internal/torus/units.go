package torus

import "fmt"

// MaxN is the largest size a count takes: a set of columns, or of shifts,
// is a 64-bit word, and so is a set of a board's 2n-1 diagonals.
const MaxN = 32

// Units returns the number of units of the count of size n, 0 ≤ n ≤ [MaxN]:
// one for n ≤ 1, and n·⌈n/2⌉ above, where unit u holds the classes whose
// least solution has its queens of rows 0 and 1 in columns u/n and u%n.
// Row 0's queen of a least solution stands in the left half of the row,
// since the mirror image of a solution is a solution; so these units hold
// every class. The numbering depends on n alone, never on the group, and
// never changes: a checkpoint names its units by it. Units returns 0 for
// an n out of range.
func Units(n int) int {
	switch {
	case n < 0 || n > MaxN:
		return 0
	case n <= 1:
		return 1
	}
	return n * ((n + 1) / 2)
}

// checkSize returns an error naming n if n is not a size that a count takes.
func checkSize(n int) error {
	if n < 0 || n > MaxN {
		return fmt.Errorf("torus: size %d out of range [0, %d]", n, MaxN)
	}
	return nil
}

// checkGroup returns an error naming g if g names no group.
func checkGroup(g Group) error {
	if !g.valid() {
		return fmt.Errorf("torus: unknown group %d", int(g))
	}
	return nil
}

// checkUnit returns an error naming u and n if u is not a unit of size n,
// which must be in range.
func checkUnit(n, u int) error {
	if u < 0 || u >= Units(n) {
		return fmt.Errorf("torus: unit %d out of range [0, %d) for size %d", u, Units(n), n)
	}
	return nil
}

// ShardUnits returns the units of shard number shard of shards, from 0,
// of the count of size n, in increasing order: every shards-th unit from
// unit shard on, so that the heavy units of low numbers, whose rows 0 and
// 1 hold queens near the left edge, spread over the shards. Every unit is
// in one shard; with more shards than units, some are empty. It returns
// nil for an n, shard or shards out of range.
func ShardUnits(n, shard, shards int) []int {
	if shards < 1 || shard < 0 || shard >= shards || Units(n) == 0 {
		return nil
	}
	units := []int{}
	for u := shard; u < Units(n); u += shards {
		units = append(units, u)
	}
	return units
}
