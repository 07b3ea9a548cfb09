// Package palette colours the regions of a regions puzzle, for its
// pictures: the SVG that package regions draws and the page of
// cmd/playground, so that both show a grid alike.
//
// Every region of a grid of up to Distinct regions gets a look of its
// own, a colour and a pattern no other region has; regions that share a
// side get different colours too wherever each region's look, chosen in
// turn, can be one unused of a colour no neighbour has, and always beyond
// Distinct regions. The colours
// are the Okabe-Ito colours, which people with the common kinds of colour
// blindness tell apart, lightened so that queens and marks stand out on
// them, with a grey; the second pattern lays stripes over the colour, so
// that two regions of colours a player cannot tell apart differ in their
// pattern too.
package palette

import "fmt"

// Colours are the colours of the regions, most distinct first.
var Colours = [...]string{"#F7F097", "#A2D6F3", "#E8A673", "#73CAB2", "#E3B5CF", "#F1CA73", "#73B1D5", "#D2D2D2"}

// The patterns laid over a region's colour.
const (
	Plain   = 0 // the colour alone
	Striped = 1 // stripes over the colour
	// Patterns is the number of patterns.
	Patterns = 2
)

// Distinct is the most regions that get a look each of their own.
const Distinct = len(Colours) * Patterns

// A Look is how a region is drawn: Colours[Colour] under the pattern
// Pattern.
type Look struct {
	Colour, Pattern int
}

// Regions returns the look of each of the n regions of the n×n grid
// whose square q, row q/n and column q%n, is in region region[q], from 0
// to n-1. It panics if n is outside [1, 64], region does not hold n×n
// squares or names a region outside [0, n). Up to Distinct regions, no
// two get the same
// look; beyond, regions that share a side never do. Regions that share a
// side get different colours too, unless each look no region has yet is
// of a neighbour's colour; beyond Distinct regions they always do, the map
// being planar.
func Regions[R ~int8 | ~int](n int, region []R) []Look {
	if n < 1 || n > 64 || len(region) != n*n {
		panic(fmt.Sprintf("palette.Regions: %d squares of a grid of %d regions, want n×n with n from 1 to 64", len(region), n))
	}
	for q, r := range region {
		if r < 0 || int(r) >= n {
			panic(fmt.Sprintf("palette.Regions: square %d in region %d, outside [0, %d)", q, r, n))
		}
	}
	next := make([]uint64, n) // the regions beside each, as bits
	for q := range n * n {
		r, c := q/n, q%n
		if c+1 < n && region[q] != region[q+1] {
			next[region[q]] |= 1 << region[q+1]
			next[region[q+1]] |= 1 << region[q]
		}
		if r+1 < n && region[q] != region[q+n] {
			next[region[q]] |= 1 << region[q+n]
			next[region[q+n]] |= 1 << region[q]
		}
	}
	// An order that removes, one at a time, the region with the fewest
	// neighbours left, which in a planar map never has more than five:
	// coloured in its reverse, each region meets at most five coloured
	// neighbours, and of eight colours three are free.
	var order []int
	var gone uint64
	for range n {
		best, fewest := -1, n+1
		for r := range n {
			if gone&(1<<r) == 0 {
				if k := popcount(next[r] &^ gone); k < fewest {
					best, fewest = r, k
				}
			}
		}
		order = append(order, best)
		gone |= 1 << best
	}
	var all [Distinct]bool
	for k := range all {
		all[k] = true
	}
	looks := make([]Look, n)
	done := make([]bool, n)
	var uses [Distinct]int     // the regions of each look so far
	var hues [len(Colours)]int // the regions of each colour so far
	for i := n - 1; i >= 0; i-- {
		r := order[i]
		var beside [Distinct]bool // the looks of the neighbours
		var besideHue [len(Colours)]bool
		for s := range n {
			if next[r]&(1<<s) != 0 && done[s] {
				beside[index(looks[s])] = true
				besideHue[looks[s].Colour] = true
			}
		}
		// The best look, of those no neighbour has, or of all where the
		// neighbours, not a planar map's, have them all: up to Distinct
		// regions one no region has yet; then one of a colour no
		// neighbour has, then the fewest regions of the look, then of its
		// colour, then the first.
		best := -1
		var bestScore [5]int
		for k := range Distinct {
			if beside[k] && beside != all {
				continue
			}
			colour := k % len(Colours)
			score := [5]int{0, boolInt(besideHue[colour]), uses[k], hues[colour], k}
			if n <= Distinct {
				score[0] = min(uses[k], 1)
			}
			if best < 0 || less(score, bestScore) {
				best, bestScore = k, score
			}
		}
		looks[r] = Look{best % len(Colours), best / len(Colours)}
		done[r] = true
		uses[best]++
		hues[looks[r].Colour]++
	}
	return looks
}

// less reports whether the score a comes before b, element by element.
func less(a, b [5]int) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

func index(l Look) int { return l.Pattern*len(Colours) + l.Colour }

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func popcount(x uint64) int {
	k := 0
	for ; x != 0; x &= x - 1 {
		k++
	}
	return k
}
