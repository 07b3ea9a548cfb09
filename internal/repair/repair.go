// Package repair draws a solution of any size by the min-conflicts repair
// of Sosič and Gu: a random permutation of the columns, one queen in each
// row and column, whose queens that attack others are swapped until none
// does, in O(n) memory and about linear time. The nqueens package's Random
// documents what it promises.
package repair

import (
	"math/bits"
	"math/rand/v2"
)

// conflicts holds a permutation of the columns, one queen in each row and
// column, and how many queens stand on each diagonal, so that moving a
// queen costs O(1).
type conflicts struct {
	b      []int
	down   []int32 // the queens on each diagonal r-c, offset by n-1
	up     []int32 // the queens on each anti-diagonal r+c
	attack int     // the sum over diagonals of their queens but one
}

// Solution returns a solution of size n, at least 4, drawn from r by
// min-conflicts repair.
func Solution(n int, r rand.Source) []int {
	m := &conflicts{
		b:    make([]int, n),
		down: make([]int32, 2*n-1),
		up:   make([]int32, 2*n-1),
	}
	for {
		m.start(r)
		if m.repair(r) {
			return m.b
		}
	}
}

// The start places all but the last startFree rows on columns whose
// diagonals are free, trying up to startTries random columns for each; the
// last rows take a random column each, as the few columns left rarely
// leave one free.
const (
	startFree  = 32
	startTries = 1 << 10
)

// start places the queens on a random permutation, row by row, each row
// taking a random column among those left.
func (m *conflicts) start(r rand.Source) {
	n := len(m.b)
	clear(m.down)
	clear(m.up)
	m.attack = 0
	for i := range m.b {
		m.b[i] = i
	}
	careful := max(n-startFree, n/2)
	for row := range n {
		for try := 1; ; try++ {
			j := row + int(Uniform(r, uint64(n-row)))
			c := m.b[j]
			if row >= careful || try == startTries || m.down[row-c+n-1] == 0 && m.up[row+c] == 0 {
				m.b[row], m.b[j] = c, m.b[row]
				break
			}
		}
		m.add(row, m.b[row])
	}
}

// add puts a queen on row, col in the diagonal counts.
func (m *conflicts) add(row, col int) {
	n := len(m.b)
	if m.down[row-col+n-1]++; m.down[row-col+n-1] > 1 {
		m.attack++
	}
	if m.up[row+col]++; m.up[row+col] > 1 {
		m.attack++
	}
}

// remove takes the queen on row, col out of the diagonal counts.
func (m *conflicts) remove(row, col int) {
	n := len(m.b)
	if m.down[row-col+n-1]--; m.down[row-col+n-1] > 0 {
		m.attack--
	}
	if m.up[row+col]--; m.up[row+col] > 0 {
		m.attack--
	}
}

// attacked reports whether the queen of row shares a diagonal.
func (m *conflicts) attacked(row int) bool {
	n, col := len(m.b), m.b[row]
	return m.down[row-col+n-1] > 1 || m.up[row+col] > 1
}

// swap swaps the columns of rows i and j if that lowers the number of
// attacks, and reports whether it did.
func (m *conflicts) swap(i, j int) bool {
	before := m.attack
	ci, cj := m.b[i], m.b[j]
	m.remove(i, ci)
	m.remove(j, cj)
	m.add(i, cj)
	m.add(j, ci)
	if m.attack < before {
		m.b[i], m.b[j] = cj, ci
		return true
	}
	m.remove(i, cj)
	m.remove(j, ci)
	m.add(i, ci)
	m.add(j, cj)
	return false
}

// repairTries is how many swaps in a row that do not help repair tries
// before it gives up and Random starts again, for each row of the board,
// up to repairTriesMost. A swap with a random row helps an attacked queen
// about once in a hundred tries on a large board; a small board that is
// stuck is quicker to start again.
const (
	repairTries     = 16
	repairTriesMost = 1 << 16
)

// repair swaps the columns of attacked queens with those of random rows
// while that lowers the number of attacks, round after round over the
// queens that are attacked, and reports whether it reached a solution.
func (m *conflicts) repair(r rand.Source) bool {
	n := len(m.b)
	limit := min(repairTries*n, repairTriesMost)
	var attacked, next []int
	for idle := 0; m.attack > 0 && idle < limit; {
		if len(attacked) == 0 {
			// A swap can leave a queen attacked that it did not move:
			// look at every row again.
			for row := range n {
				if m.attacked(row) {
					attacked = append(attacked, row)
				}
			}
		}
		next = next[:0]
		for _, row := range attacked {
			if !m.attacked(row) {
				continue
			}
			j := int(Uniform(r, uint64(n)))
			if idle++; m.swap(row, j) {
				idle = 0
				if m.attacked(j) {
					next = append(next, j)
				}
			}
			if m.attacked(row) {
				next = append(next, row)
			}
		}
		attacked, next = next, attacked
	}
	return m.attack == 0
}

// Uniform returns a number drawn uniformly from [0, m), m > 0, from the
// outputs of r, by Lemire's multiply-and-reject method.
func Uniform(r rand.Source, m uint64) uint64 {
	hi, lo := bits.Mul64(r.Uint64(), m)
	if lo < m {
		for threshold := -m % m; lo < threshold; {
			hi, lo = bits.Mul64(r.Uint64(), m)
		}
	}
	return hi
}
