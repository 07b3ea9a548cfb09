package main

import (
	"fmt"
	"iter"
	"slices"
)

// --- Units ---
//
// The check of k queens of size n is cut into units: a unit is done by
// one goroutine, recorded in the journal when it is done, and, with
// -shard, given to one shard. A unit is a set of the placements t of k-1
// queens that check extends by one queen, each canonical: those whose
// least square is first and whose next square, if k-1 ≥ 2, is from a
// range of squares, every square after first for the whole unit of
// first. How a check is cut depends on the version of the journal that
// records it, so that a run goes on from a journal with the units its
// lines name:
//
//   - Version 2 cuts the check of k ≥ 2 queens into the whole units of
//     the n² first squares; the check of 1 queen is one unit.
//   - Version 3 cuts it so too, and for a shard of M > 1 cuts each whole
//     unit of k ≥ 3 queens whose estimated cost (unitCost) is more than
//     C = 1/(8M) of the check's into ranges of second squares, in order,
//     each of a cost of about C or less.
//
// The units of the corner and the squares near it each hold several
// percent of the check: a shard that gets one of them gets more than
// its share when the check is cut into many. The split into shards
// fills with the ranges what the larger units leave. A range is of many
// second squares, not one, and a unit is cut only where a shard needs
// it: the completions that a unit keeps (pool) cover placements of the
// second squares to come, and a range started without them searches
// again for some of what they would have covered. A run of the whole
// check keeps the whole units for that reason: its goroutines take them
// in order, the largest first.

// The versions of the journal: the one a new journal is written in, and
// the oldest a run still goes on from.
const (
	journalVersion = 3
	oldestVersion  = 2
)

// splitShare is how many times smaller than a shard's share of a check
// the units of a shard's check are, but for the whole units that are so
// already.
const splitShare = 8

// A unit is a share of the check of k queens of size n: the canonical
// placements of k-1 queens whose least square is first and whose next
// square, if they have one, is from from up to, not including, to, each
// extended by one queen. The whole unit of first (wholeUnit) is of every
// second square; a unit of k < 3 queens is whole. The check of 1 queen
// is the whole unit of square 0, of the one placement of no queens.
type unit struct{ first, from, to int }

// wholeUnit returns the unit of every placement from square first of
// size n.
func wholeUnit(n, first int) unit { return unit{first, first + 1, n * n} }

// whole reports whether u is the whole unit of its first square, of size
// n.
func (u unit) whole(n int) bool { return u == wholeUnit(n, u.first) }

// name returns the unit of size n as messages name it: "square 5", or
// "square 5, second squares 30 to 44".
func (u unit) name(n int) string {
	if u.whole(n) {
		return fmt.Sprintf("square %d", u.first)
	}
	return fmt.Sprintf("square %d, second squares %d to %d", u.first, u.from, u.to-1)
}

// checkUnits returns the units of the check of k queens of size n in m
// shards, 1 or 0 for the whole check, as a journal of the given version
// cuts it, in increasing order of first square, then second.
func checkUnits(n, k, m, version int) []unit {
	if k == 1 {
		return []unit{wholeUnit(n, 0)}
	}
	units := make([]unit, n*n)
	for first := range units {
		units[first] = wholeUnit(n, first)
	}
	if version < 3 || k < 3 || m <= 1 {
		return units
	}
	costs := unitCosts(n, k, version, units)
	total := uint64(0)
	for _, c := range costs {
		total += c
	}
	// Dividing first keeps the rule within a uint64 for any M.
	limit := max(1, total/uint64(splitShare*m))
	var cut []unit
	for i, u := range units {
		if costs[i] <= limit {
			cut = append(cut, u)
			continue
		}
		// Ranges of a cost of at least target each, but the last.
		ranges := (costs[i] + limit - 1) / limit
		target := (costs[i] + ranges - 1) / ranges
		s := newSquares(n, u.first)
		r := unit{u.first, u.from, u.from}
		sum := uint64(0)
		for second := u.from; second < n*n; second++ {
			sum += s.secondCost(k, second)
			r.to = second + 1
			if sum >= target && r.to < n*n {
				cut = append(cut, r)
				r, sum = unit{u.first, r.to, r.to}, 0
			}
		}
		if sum == 0 { // nothing after the last range: it takes the rest
			cut[len(cut)-1].to = n * n
		} else {
			cut = append(cut, r)
		}
	}
	return cut
}

// placements returns the canonical placements of k-1 queens of size n in
// unit u, in increasing order of their squares, each on a board that the
// next one reuses: the caller must not keep it, nor change it.
func (u unit) placements(n, k int) iter.Seq[*board] {
	return func(yield func(*board) bool) {
		var b board
		b.n = n
		if k == 1 {
			yield(&b)
			return
		}
		allowed := canonicalSquares(n, u.first)
		if allowed == nil {
			return
		}
		b.add(u.first)
		var walk func(next int) bool
		walk = func(next int) bool {
			if len(b.queens) == k-1 {
				return !b.queens.canonical(n) || yield(&b)
			}
			end := n * n
			if len(b.queens) == 1 { // the second square, from u's range
				next, end = max(next, u.from), min(end, u.to)
			}
			for sq := next; sq < end; sq++ {
				if !allowed[sq] || !b.free(sq) {
					continue
				}
				attacked := b.attacked
				b.add(sq)
				if !walk(sq + 1) {
					return false
				}
				b.attacked, b.queens = attacked, b.queens[:len(b.queens)-1]
			}
			return true
		}
		walk(u.first + 1)
	}
}

// --- Costs ---

// unitCost estimates the work of unit u of the check of k queens of size
// n, as a journal of the given version cuts the check: by the placements
// of k-1 queens in it. It is counted in integers alone, so that every
// machine splits alike, and over at most four queens past the first,
// three past the second, which keeps the costs of a check within a
// uint64, and their order.
//
// Version 2 counts, for the unit of square first, the ways to put k-2
// queens on the a squares after first that a canonical placement from
// first may take (canonicalSquares), C(a, k-2), as if no queen attacked
// another, times 8 over the symmetries that keep first where it is,
// since only a share of the placements from a square on an axis of the
// board are canonical. Version 3 counts so too for k < 3; for k ≥ 3, it
// adds up secondCost over the second squares of the unit, so that a unit
// costs what the ranges it is cut into do: the estimate of version 2,
// by the squares after the second alone, far overestimates the late
// second squares, with few rows after them, and the ranges of the whole
// check would not balance.
func unitCost(n, k int, u unit, version int) uint64 {
	return unitCosts(n, k, version, []unit{u})[0]
}

// unitCosts returns unitCost of each of the units.
func unitCosts(n, k, version int, units []unit) []uint64 {
	from := map[int]*squares{}
	costs := make([]uint64, len(units))
	for i, u := range units {
		s := from[u.first]
		if s == nil {
			s = newSquares(n, u.first)
			from[u.first] = s
		}
		switch {
		case s.allowed == nil:
		case version < 3 || k < 3:
			costs[i] = s.choose(s.after[u.first], min(k-2, 4))
		default:
			for second := max(u.from, u.first+1); second < min(u.to, n*n); second++ {
				costs[i] += s.secondCost(k, second)
			}
		}
	}
	return costs
}

// squares holds what the units of a first square are made of, and their
// costs.
type squares struct {
	n, first int
	allowed  []bool   // canonicalSquares; nil if no canonical placement is from first
	after    []uint64 // the allowed squares after each square
	inRow    []uint64 // the allowed squares of each row
	fixed    uint64   // the symmetries of the board that keep first where it is
}

// newSquares returns the squares of the units from square first of size
// n.
func newSquares(n, first int) *squares {
	s := &squares{n: n, first: first, allowed: canonicalSquares(n, first)}
	if s.allowed == nil {
		return s
	}
	s.after = make([]uint64, n*n)
	for sq := n*n - 2; sq >= 0; sq-- {
		s.after[sq] = s.after[sq+1]
		if s.allowed[sq+1] {
			s.after[sq]++
		}
	}
	s.inRow = make([]uint64, n)
	for sq, ok := range s.allowed {
		if ok {
			s.inRow[sq/n]++
		}
	}
	for g := range 8 {
		if transform(n, g, first) == first {
			s.fixed++
		}
	}
	return s
}

// secondCost returns the estimated cost of the placements of k-1 queens
// from first whose next square is second, for k ≥ 3: the ways to put the
// k-3 queens left, at most three, in as many rows after second's, each on
// an allowed square that neither first nor second attacks, as if they
// attacked no other but by their rows; times 8, or 4 where a symmetry
// that keeps first keeps second too, and 0 where one takes second before
// itself: then no placement is the least of its images. It is 0 too where
// second is not allowed, or first attacks it.
func (s *squares) secondCost(k, second int) uint64 {
	n := s.n
	if s.allowed == nil || second <= s.first || !s.allowed[second] || (placement{s.first}).attacks(placement{second}, n) {
		return 0
	}
	share := uint64(8)
	for g := 1; g < 8; g++ {
		if transform(n, g, s.first) != s.first {
			continue
		}
		switch image := transform(n, g, second); {
		case image < second:
			return 0
		case image == second:
			share = 4 // one such symmetry at most: two would make a turn, which keeps the middle square alone
		}
	}
	// e[i]: the ways to put i queens in the rows so far, one to a row.
	left := min(k-3, 3)
	var e [4]uint64
	e[0] = 1
	for r := second/n + 1; r < n; r++ {
		free := s.inRow[r] - s.attacked(r, second)
		for i := left; i >= 1; i-- {
			e[i] += e[i-1] * free
		}
	}
	return e[left] * share
}

// attacked returns the allowed squares of row r that first or second
// attacks, both in rows before r.
func (s *squares) attacked(r, second int) uint64 {
	n := s.n
	var cols [6]int
	i := 0
	for _, q := range [2]int{s.first, second} {
		d := r - q/n
		for _, c := range [3]int{q % n, q%n - d, q%n + d} {
			if c >= 0 && c < n && s.allowed[r*n+c] && !slices.Contains(cols[:i], c) {
				cols[i] = c
				i++
			}
		}
	}
	return uint64(i)
}

// choose returns C(a, r) times 8 over s.fixed: each step's product is a
// binomial times i+1, so its division is exact, and the number of
// symmetries that keep a square divides 8.
func (s *squares) choose(a uint64, r int) uint64 {
	c := uint64(1)
	for i := range uint64(max(0, r)) {
		if a < i {
			return 0
		}
		c = c * (a - i) / (i + 1)
	}
	return c * 8 / s.fixed
}
