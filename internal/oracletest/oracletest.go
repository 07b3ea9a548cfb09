// Package oracletest is the plain brute force that the module's tests hold
// its engines to: every solution of a size, row by row, each column in
// turn, checked against every queen above it; the completions of a board
// partly filled, the same way; and the eight symmetries of the square,
// written out square by square. It is written as plainly as can be, with
// no bit masks and nothing of the module's, so that it shares no code with
// what it checks. It is for tests only.
//
// Boards are slices of columns, one a row, as nqueens.Board is: a caller
// converts them to its own types.
package oracletest

import (
	"slices"
	"sync"
)

// Safe reports whether a queen in column c of the row below the queens
// above shares no column and no diagonal with any of them.
func Safe(above []int, c int) bool {
	r := len(above)
	for i, ci := range above {
		if ci == c || ci-c == r-i || c-ci == r-i {
			return false
		}
	}
	return true
}

// IsSolution reports whether b is a solution, by checking every pair of
// rows.
func IsSolution(b []int) bool {
	for r, c := range b {
		if c < 0 || c >= len(b) || !Safe(b[:r], c) {
			return false
		}
	}
	return true
}

// EveryBoard calls f with each of the n^n boards of size n, solutions or
// not, in lexicographic order, reusing one slice.
func EveryBoard(n int, f func(b []int)) {
	b := make([]int, n)
	for {
		f(b)
		// Step b on as an odometer.
		r := n - 1
		for r >= 0 && b[r] == n-1 {
			b[r] = 0
			r--
		}
		if r < 0 {
			return
		}
		b[r]++
	}
}

// Solutions returns every solution of size n in lexicographic order, found
// afresh by each call.
func Solutions(n int) [][]int {
	return Completions(n, func(r, c int) bool { return true })
}

var shared struct {
	sync.Mutex
	byN map[int][][]int
}

// SharedSolutions returns Solutions(n), found once per test binary for
// each size: every caller shares them, and none may change them.
func SharedSolutions(n int) [][]int {
	shared.Lock()
	defer shared.Unlock()
	if shared.byN == nil {
		shared.byN = make(map[int][][]int)
	}
	if s, ok := shared.byN[n]; ok {
		return s
	}
	s := Solutions(n)
	shared.byN[n] = s
	return s
}

// Completions returns the completions of a board of size n in
// lexicographic order: the solutions whose queen of each row r stands on
// a square that free(r, c) allows.
func Completions(n int, free func(r, c int) bool) [][]int {
	return FirstCompletions(n, free, -1)
}

// FirstCompletions returns the first limit of Completions(n, free), all of
// them if there are fewer or limit is negative, and stops the search once
// it has them.
func FirstCompletions(n int, free func(r, c int) bool, limit int) [][]int {
	var found [][]int
	b := make([]int, n)
	var place func(r int)
	place = func(r int) {
		if len(found) == limit {
			return
		}
		if r == n {
			found = append(found, slices.Clone(b))
			return
		}
		for c := range n {
			if free(r, c) && Safe(b[:r], c) {
				b[r] = c
				place(r + 1)
			}
		}
	}
	place(0)
	return found
}

// Symmetries are the eight symmetries of the square, in the order that
// internal/dihedral documents: each maps the square in row r, column c of
// a board of size n to its image.
var Symmetries = [8]func(n, r, c int) (int, int){
	func(n, r, c int) (int, int) { return r, c },                 // identity
	func(n, r, c int) (int, int) { return c, n - 1 - r },         // a quarter turn clockwise
	func(n, r, c int) (int, int) { return n - 1 - r, n - 1 - c }, // a half turn
	func(n, r, c int) (int, int) { return n - 1 - c, r },         // three quarters clockwise
	func(n, r, c int) (int, int) { return r, n - 1 - c },         // mirror left to right
	func(n, r, c int) (int, int) { return n - 1 - r, c },         // mirror top to bottom
	func(n, r, c int) (int, int) { return c, r },                 // mirror about the main diagonal
	func(n, r, c int) (int, int) { return n - 1 - c, n - 1 - r }, // mirror about the other
}

// Image returns the image of the board b, one queen in each row and
// column, under the symmetry f, built queen by queen: the queen in row r,
// column b[r] goes to the square that f maps its square to.
func Image(b []int, f func(n, r, c int) (int, int)) []int {
	n := len(b)
	img := make([]int, n)
	for r, c := range b {
		ir, ic := f(n, r, c)
		img[ir] = ic
	}
	return img
}
