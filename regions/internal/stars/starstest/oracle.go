// Package starstest holds the oracles of the tests of internal/stars and
// of regions: plain searches, written without the engine's sets or
// searches, that say what the answers of a grid are; and the random grids
// they are asked about.
package starstest

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// A Puzzle is a grid for the oracles: n by n squares, k queens to a unit,
// diagonal for the diagonal rule, and the region of each square, row by
// row; queens are squares an answer must hold, out squares it must not.
type Puzzle struct {
	N, K     int
	Diagonal bool
	Region   []int8
	Queens   []int
	Out      []int
}

// Touches reports whether queens on squares a and b break the rule: they
// touch, even at a corner, or, by the diagonal rule, share a diagonal.
func (p Puzzle) Touches(a, b int) bool {
	dr := abs(a/p.N - b/p.N)
	dc := abs(a%p.N - b%p.N)
	if dr <= 1 && dc <= 1 {
		return true
	}
	return p.Diagonal && dr == dc
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Oracle returns every answer of p, each as its squares in increasing
// order, the answers in increasing order. It tries, row by row, every set
// of k columns of the row, and keeps those whose queens break no rule
// with the queens above them and fill no column or region beyond k; at
// the end every column and region must hold k. It gives up on a region
// that holds fewer than k queens above its last row.
func Oracle(p Puzzle) [][]int {
	n, k := p.N, p.K
	must := make([]bool, n*n)
	banned := make([]bool, n*n)
	for _, q := range p.Queens {
		must[q] = true
	}
	for _, q := range p.Out {
		banned[q] = true
	}
	combos := columnSets(n, k)

	last := make([]int, n) // the last row of each region
	for q := range n * n {
		last[p.Region[q]] = q / n
	}
	var answers [][]int
	var placed []int
	cols := make([]int, n)
	regions := make([]int, n)
	var row func(r int)
	row = func(r int) {
		if r == n {
			for i := range n {
				if cols[i] != k || regions[i] != k {
					return
				}
			}
			answers = append(answers, slices.Clone(placed))
			return
		}
	combo:
		for _, combo := range combos {
			for c := range n {
				if must[r*n+c] && !slices.Contains(combo, c) {
					continue combo
				}
			}
			added := 0
			ok := true
			for _, c := range combo {
				q := r*n + c
				if banned[q] || cols[c] == k || regions[p.Region[q]] == k {
					ok = false
					break
				}
				for _, o := range placed {
					if p.Touches(o, q) {
						ok = false
						break
					}
				}
				if !ok {
					break
				}
				placed = append(placed, q)
				cols[c]++
				regions[p.Region[q]]++
				added++
			}
			// A region short of queens below its last row has none to
			// come.
			for x := range n {
				if regions[x] < k && last[x] <= r {
					ok = false
				}
			}
			if ok {
				row(r + 1)
			}
			for range added {
				q := placed[len(placed)-1]
				placed = placed[:len(placed)-1]
				cols[q%n]--
				regions[p.Region[q]]--
			}
		}
	}
	row(0)
	return answers
}

// Second counts the answers of p up to limit, and returns the last it
// found, by a search unlike the Oracle's, for grids too large for it:
// it takes the unit with the fewest free squares beyond the queens it
// needs, and splits on its first free square, a queen or empty.
func Second(p Puzzle, limit int) (count int, last []int) {
	n, k := p.N, p.K
	units := make([][]int, 3*n) // the squares of each row, column and region
	of := make([][3]int, n*n)   // the row, column and region of each square
	for q := range n * n {
		of[q] = [3]int{q / n, n + q%n, 2*n + int(p.Region[q])}
		for _, u := range of[q] {
			units[u] = append(units[u], q)
		}
	}
	free := make([]bool, n*n)
	for q := range free {
		free[q] = true
	}
	for _, q := range p.Out {
		free[q] = false
	}
	holds := make([]int, 3*n) // the queens of each unit
	var queens []int
	// place puts a queen on q, and takes out of free the squares it
	// rules out; it reports false if q was not free.
	place := func(q int) bool {
		if !free[q] {
			return false
		}
		queens = append(queens, q)
		for o := range free {
			if p.Touches(o, q) {
				free[o] = false
			}
		}
		for _, u := range of[q] {
			if holds[u]++; holds[u] == k {
				for _, o := range units[u] {
					free[o] = false
				}
			}
		}
		return true
	}
	for _, q := range p.Queens {
		if !place(q) {
			return 0, nil
		}
	}
	var search func()
	search = func() {
		if count >= limit {
			return
		}
		best, slack := -1, n*n
		for u := range units {
			need := k - holds[u]
			if need == 0 {
				continue
			}
			f := 0
			for _, q := range units[u] {
				if free[q] {
					f++
				}
			}
			if f < need {
				return
			}
			if f-need < slack {
				best, slack = u, f-need
			}
		}
		if best < 0 {
			count++
			last = slices.Clone(queens)
			slices.Sort(last)
			return
		}
		q := -1
		for _, o := range units[best] {
			if free[o] {
				q = o
				break
			}
		}
		savedFree := slices.Clone(free)
		savedHolds := slices.Clone(holds)
		savedQueens := len(queens)
		place(q)
		search()
		copy(free, savedFree)
		copy(holds, savedHolds)
		queens = queens[:savedQueens]
		free[q] = false
		search()
		free[q] = true
	}
	search()
	return count, last
}

// RandomRegions returns regions grown by a random flood fill: again and
// again a square of no region, beside one, takes the region of a
// neighbour drawn. The regions grow from n squares drawn; or, if planted
// holds the squares of an answer of k queens to a row and column, from
// planted, each region joining k of its squares by paths of steps toward
// the next one, drawn, and the squares of planted go to no other region,
// so that planted is an answer of the regions. It returns nil if the
// paths are in each other's way.
func RandomRegions(rng *rand.Rand, n, k int, planted []int) []int8 {
	region := make([]int8, n*n)
	for q := range region {
		region[q] = -1
	}
	if len(planted) == 0 {
		for r, q := range rng.Perm(n * n)[:n] {
			region[q] = int8(r)
		}
	} else {
		isPlanted := make([]bool, n*n)
		for _, q := range planted {
			isPlanted[q] = true
		}
		left := slices.Clone(planted)
		rng.Shuffle(len(left), func(i, j int) { left[i], left[j] = left[j], left[i] })
		for r := range n {
			// The region's first square; then, k-1 times, the nearest
			// square of planted left, and a path to it.
			at := left[0]
			left = left[1:]
			region[at] = int8(r)
			for range k - 1 {
				best := 0
				for i, q := range left {
					if abs(q/n-at/n)+abs(q%n-at%n) < abs(left[best]/n-at/n)+abs(left[best]%n-at%n) {
						best = i
					}
				}
				to := left[best]
				left = slices.Delete(left, best, best+1)
				for at != to {
					var steps []int
					if at/n != to/n {
						steps = append(steps, at+n*(to/n-at/n)/abs(to/n-at/n))
					}
					if at%n != to%n {
						steps = append(steps, at+(to%n-at%n)/abs(to%n-at%n))
					}
					at = steps[rng.IntN(len(steps))]
					if at != to && isPlanted[at] || region[at] >= 0 && int(region[at]) != r {
						return nil
					}
					region[at] = int8(r)
				}
			}
		}
	}
	sides := [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}
	for {
		var edge [][2]int // a square of none, and a neighbour's region
		for q := range region {
			if region[q] >= 0 {
				continue
			}
			for _, d := range sides {
				r, c := q/n+d[0], q%n+d[1]
				if r >= 0 && r < n && c >= 0 && c < n && region[r*n+c] >= 0 {
					edge = append(edge, [2]int{q, int(region[r*n+c])})
				}
			}
		}
		if len(edge) == 0 {
			return region
		}
		e := edge[rng.IntN(len(edge))]
		region[e[0]] = int8(e[1])
	}
}

// RandomAnswer returns the squares of a placement of k queens to every
// row and column by the rule, without regions, drawn from rng: row by
// row, the sets of k columns in an order drawn, backtracking, drawn anew
// after 1,000 rows tried.
func RandomAnswer(rng *rand.Rand, n, k int, diagonal bool) []int {
	p := Puzzle{N: n, K: k, Diagonal: diagonal}
	combos := columnSets(n, k)
	for {
		tries := 0
		cols := make([]int, n)
		var queens []int
		var row func(r int) bool
		row = func(r int) bool {
			if r == n {
				return true
			}
			for _, i := range rng.Perm(len(combos)) {
				if tries++; tries > 1000 {
					return false
				}
				ok := true
				for _, c := range combos[i] {
					q := r*n + c
					if cols[c] == k {
						ok = false
					}
					for _, o := range queens {
						ok = ok && !p.Touches(o, q)
					}
					for _, d := range combos[i] {
						ok = ok && (d == c || !p.Touches(r*n+d, q))
					}
				}
				if !ok {
					continue
				}
				for _, c := range combos[i] {
					cols[c]++
					queens = append(queens, r*n+c)
				}
				if row(r + 1) {
					return true
				}
				for _, c := range combos[i] {
					cols[c]--
				}
				queens = queens[:len(queens)-k]
			}
			return false
		}
		// Every row holds k queens and no column more than k: every
		// column holds k.
		if row(0) {
			return queens
		}
	}
}

// columnSets returns every set of k of the n columns, each in increasing
// order, the sets in lexicographic order.
func columnSets(n, k int) [][]int {
	var sets [][]int
	var pick func(from int, chosen []int)
	pick = func(from int, chosen []int) {
		if len(chosen) == k {
			sets = append(sets, slices.Clone(chosen))
			return
		}
		for c := from; c < n; c++ {
			pick(c+1, append(chosen, c))
		}
	}
	pick(0, nil)
	return sets
}

// Met logs how many random cases fell in each kind, and fails t for each
// kind of kinds that none fell in: a test of random cases checks so that
// its draws reach every kind it means to test.
func Met(t testing.TB, what string, counts map[string]int, kinds ...string) {
	t.Helper()
	t.Logf("%s: %v", what, counts)
	for _, k := range kinds {
		if counts[k] == 0 {
			t.Errorf("%s: none %q: %v", what, k, counts)
		}
	}
}
