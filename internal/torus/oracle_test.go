package torus

import (
	"fmt"
	"slices"
)

// The oracle counts classes the plain way: it lists the solutions by a
// plain search, builds each solution's image under every element of the
// group, square by square, and keeps the least of all those placements,
// solutions or not, as the class's name; and the least of the images that
// are solutions as the class's least solution. It knows nothing of the
// package's pruning, pairs of queens or units.

// oracleSolutions returns the solutions of size n, in lexicographic order.
func oracleSolutions(n int) [][]int {
	var all [][]int
	board := make([]int, 0, n)
	var place func()
	place = func() {
		r := len(board)
		if r == n {
			all = append(all, slices.Clone(board))
			return
		}
		for c := range n {
			if oracleSafe(board, r, c) {
				board = append(board, c)
				place()
				board = board[:r]
			}
		}
	}
	place()
	return all
}

// oracleSafe reports whether no queen of board, which holds rows 0 to r-1,
// attacks the square (r, c).
func oracleSafe(board []int, r, c int) bool {
	for r2, c2 := range board {
		if c2 == c || r2-c2 == r-c || r2+c2 == r+c {
			return false
		}
	}
	return true
}

// oracleIsSolution reports whether the placement p is a solution.
func oracleIsSolution(p []int) bool {
	for r := range p {
		if !oracleSafe(p[:r], r, p[r]) {
			return false
		}
	}
	return true
}

// oracleSquare are the eight symmetries of the square, written out.
var oracleSquare = []func(n, r, c int) (int, int){
	func(n, r, c int) (int, int) { return r, c },
	func(n, r, c int) (int, int) { return c, n - 1 - r },
	func(n, r, c int) (int, int) { return n - 1 - r, n - 1 - c },
	func(n, r, c int) (int, int) { return n - 1 - c, r },
	func(n, r, c int) (int, int) { return r, n - 1 - c },
	func(n, r, c int) (int, int) { return n - 1 - r, c },
	func(n, r, c int) (int, int) { return c, r },
	func(n, r, c int) (int, int) { return n - 1 - c, n - 1 - r },
}

// oracleMultipliers returns the multipliers of the group g of size n:
// 1 for Torus, every f in [1, n) with no factor in common with n for
// Similar.
func oracleMultipliers(n int, g Group) []int {
	if g == Torus || n <= 1 {
		return []int{1}
	}
	var list []int
	for f := 1; f < n; f++ {
		common := false
		for d := 2; d <= f; d++ {
			if f%d == 0 && n%d == 0 {
				common = true
			}
		}
		if !common {
			list = append(list, f)
		}
	}
	return list
}

// oracleImages returns the images of the placement p under every element
// of the group g: a symmetry of the square, then a multiplier, then a
// shift.
func oracleImages(p []int, g Group) [][]int {
	n := len(p)
	var images [][]int
	for _, square := range oracleSquare {
		for _, f := range oracleMultipliers(n, g) {
			for a := range max(n, 1) {
				for b := range max(n, 1) {
					image := make([]int, n)
					for r, c := range p {
						r, c = square(n, r, c)
						r, c = f*r%n, f*c%n
						r, c = (r+a)%n, (c+b)%n
						image[r] = c
					}
					images = append(images, image)
				}
			}
		}
	}
	return images
}

// oracleClasses returns the number of classes of size n under g, and by
// unit u, the number of those whose least solution has its queens of rows
// 0 and 1 in columns u/n and u%n (unit 0 alone for n ≤ 1).
func oracleClasses(n int, g Group) (int, map[int]int) {
	names := map[string]bool{}
	units := map[int]int{}
	for _, s := range oracleSolutions(n) {
		images := oracleImages(s, g)
		name := slices.MinFunc(images, slices.Compare)
		key := fmt.Sprint(name)
		if names[key] {
			continue
		}
		names[key] = true
		var least []int
		for _, image := range images {
			if oracleIsSolution(image) && (least == nil || slices.Compare(image, least) < 0) {
				least = image
			}
		}
		u := 0
		if n >= 2 {
			u = least[0]*n + least[1]
		}
		units[u]++
	}
	return len(names), units
}
