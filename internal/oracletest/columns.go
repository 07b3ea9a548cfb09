package oracletest

import "sync"

// FirstRowSplit returns the solutions of size n by the column of the
// queen of row 0 (OEIS A059963), by a plain backtracking search of every
// row below it, one goroutine a column of the left half, the right half
// the mirror image of the left.
func FirstRowSplit(n int) []uint64 {
	split := make([]uint64, n)
	all := uint64(1)<<uint(n) - 1
	var wg sync.WaitGroup
	for c := range (n + 1) / 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			q := uint64(1) << uint(c)
			split[c] = completions(all, q, q<<1&all, q>>1)
		}()
	}
	wg.Wait()
	for c := range n / 2 {
		split[n-1-c] = split[c]
	}
	return split
}

// completions returns the number of ways to place the queens of the rows
// left, one a row, in the columns all, given those taken, cols, and the
// squares of the next row that the queens above attack along a diagonal,
// left and right.
func completions(all, cols, left, right uint64) uint64 {
	if cols == all {
		return 1
	}
	var found uint64
	for free := all &^ (cols | left | right); free != 0; free &= free - 1 {
		q := free & -free
		found += completions(all, cols|q, (left|q)<<1&all, (right|q)>>1)
	}
	return found
}
