package nqueens

import (
	"context"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"

	"github.com/nqueens-go/nqueens/internal/backtrack"
	"github.com/nqueens-go/nqueens/internal/counting"
	"github.com/nqueens-go/nqueens/internal/dihedral"
)

// Random returns a solution of size n chosen at random with the numbers of
// src, a source of [math/rand/v2] such as a [*rand.PCG] or a [*rand.Rand],
// and false when there is none (n = 2 and n = 3). For n = 0 it returns the
// empty board. A src seeded the same way gives the same board on every
// machine and in every release of this major version: the command's
// 'nqueens random N -seed S' draws Random(N, rand.NewPCG(S, 0)).
//
// Up to size 14, every solution is as likely as
// any other: Random counts the solutions as [Count] does, on as many
// goroutines, and takes the k-th of them for a k drawn at random, which
// costs about as much as the count (a few milliseconds for n = 14).
// Above 14 it repairs a random board by the min-conflicts method of Sosič
// and Gu ("Efficient local search with conflict minimization: a case
// study of the n-queens problem", IEEE TKDE 6(5), 1994): the queens go on
// a random permutation, each row taking a random column that leaves its
// diagonals free if one is found within a few tries, and then the queens
// that attack others swap columns with random rows as long as that lowers
// the number of attacks. It takes O(n) memory and about linear time, so
// it serves boards of millions of queens. That distribution is not
// uniform: run on sizes where every solution can be told apart (8 and 10),
// the repair draws some solutions five times as often as others, and no
// closer description of it is known.
//
// Random panics if n is negative or src is nil.
func Random(n int, src rand.Source) (Board, bool) {
	if n < 0 {
		panic(fmt.Sprintf("nqueens: Random: n = %d is negative", n))
	}
	if src == nil {
		panic("nqueens: Random: src is nil")
	}
	r := src
	switch {
	case n == 2 || n == 3:
		return nil, false
	case n <= 1:
		return make(Board, n), true
	case n <= uniformUpTo:
		return randomUniform(n, r), true
	}
	return randomRepair(n, r), true
}

// MaxUniform is the largest size that [RandomUniform] draws: each draw
// costs about a count of the size, which grows exponentially with it.
const MaxUniform = 18

// RandomUniform returns a solution of size n drawn with the numbers of src
// so that every solution is as likely as any other: it draws a place k
// below the number of solutions, uniformly, and returns [Unrank](n, k),
// at Unrank's cost: about a count of size n, more for the first draw of a
// size in the process, which counts its first row. A src seeded the same way gives the same board
// on every machine and in every release of this major version: the
// command's 'nqueens random N -uniform -seed S' draws
// RandomUniform(N, rand.NewPCG(S, 0)). It returns an error for n = 2 and
// n = 3, which have no solution, and the empty board for n = 0.
//
// Above 14, [Random] is far faster and not uniform; up to 14 both are
// uniform, and draw different boards from the same src.
//
// RandomUniform panics if n is outside [0, MaxUniform] or src is nil.
func RandomUniform(n int, src rand.Source) (Board, error) {
	checkUniform("RandomUniform", n, src)
	b, err := randomUnranked(context.Background(), n, src)
	return b, named("RandomUniform", err)
}

// RandomUniformContext is [RandomUniform], with a context that bounds the
// search: it returns ctx.Err() once ctx is done, within a millisecond or
// so, and otherwise what RandomUniform returns.
//
// RandomUniformContext panics if ctx is nil, n is outside [0, MaxUniform]
// or src is nil.
func RandomUniformContext(ctx context.Context, n int, src rand.Source) (Board, error) {
	checkContext("RandomUniformContext", ctx)
	checkUniform("RandomUniformContext", n, src)
	b, err := randomUnranked(ctx, n, src)
	return b, named("RandomUniformContext", err)
}

// checkUniform panics unless n and src are what fn accepts.
func checkUniform(fn string, n int, src rand.Source) {
	if n < 0 || n > MaxUniform {
		panic(fmt.Sprintf("nqueens: %s: n = %d out of range [0, %d]", fn, n, MaxUniform))
	}
	if src == nil {
		panic("nqueens: " + fn + ": src is nil")
	}
}

// randomUnranked returns the solution of size n at a place drawn
// uniformly from src.
func randomUnranked(ctx context.Context, n int, src rand.Source) (Board, error) {
	rows := rowCounter{n: n}
	total, _, err := rows.first(ctx)
	if err != nil {
		return nil, err
	}
	if total == 0 {
		return nil, problemf("size %d has no solution", n)
	}
	return rows.unrank(ctx, uniformBelow(src, total))
}

// uniformUpTo is the largest size for which Random picks every solution
// with the same probability.
const uniformUpTo = 14

// uniformBelow returns a number drawn uniformly from [0, m), m > 0, from the
// outputs of r, by Lemire's multiply-and-reject method.
func uniformBelow(r rand.Source, m uint64) uint64 {
	hi, lo := bits.Mul64(r.Uint64(), m)
	if lo < m {
		for threshold := -m % m; lo < threshold; {
			hi, lo = bits.Mul64(r.Uint64(), m)
		}
	}
	return hi
}

// --- Uniform, by counting ---

// randomUniform returns a solution of size n, 4 ≤ n ≤ MaxN, each with
// the same probability. The counter gives the number of solutions of each
// subproblem, a class of start placements: Random draws k below the total,
// finds the subproblem that holds the k-th solution in the order of
// subproblems, and then which image of its start placement and which
// completion of it, in lexicographic order. Each solution is the k-th for
// exactly one k.
func randomUniform(n int, r rand.Source) Board {
	list, totals, total, err := startCounts(context.Background(), n)
	if err != nil {
		panic("nqueens: internal error: " + err.Error())
	}
	k := uniformBelow(r, total)
	sub := 0
	for ; k >= totals[sub]; sub++ {
		k -= totals[sub]
	}
	// The solutions of the subproblem are the completions of each of the
	// distinct images of its start placement s, as many for each.
	s := list[sub]
	cl, _ := s.Canonical(n)
	perImage := totals[sub] / cl.Size
	image, completion := k/perImage, k%perImage
	search := newCompletion(startPuzzle(s, n))
	for range completion + 1 {
		search.advance()
	}
	b := search.solution()
	_, by := startImages(s, n)
	return b.image(b.inverse(), by[image])
}

// startCounts returns the classes of start placements of size n ≥ 4, the
// subproblems of Backtrack, the number of solutions of each, and their
// total, counted on every core, or ctx.Err() if ctx is done first.
func startCounts(ctx context.Context, n int) (list []backtrack.Start, totals []uint64, total uint64, err error) {
	if list, err = backtrack.Starts(ctx, n); err != nil {
		return nil, nil, 0, err
	}
	totals = make([]uint64, len(list))
	c := counting.Settings{Method: counting.Backtrack, Finished: func(u counting.Unit, counts counting.Counts) error {
		totals[u.Number] = counts.Total
		return nil
	}}
	counts, err := c.Count(ctx, n)
	if err != nil {
		return nil, nil, 0, fromCounting(err)
	}
	return list, totals, counts.Total, nil
}

// startImages returns the distinct images of the start placement s of
// size n under the symmetries of the square, each where it first comes in
// the order of dihedral.Symmetries, and the index there of the symmetry
// that makes each.
func startImages(s backtrack.Start, n int) (images []backtrack.Start, by []int) {
	for g, sym := range dihedral.Symmetries {
		if t := s.Image(n, sym); !slices.Contains(images, t) {
			images, by = append(images, t), append(by, g)
		}
	}
	return images, by
}

// startPuzzle returns the puzzle whose completions are the solutions with
// start placement s: the board of size n with its border queens placed.
func startPuzzle(s backtrack.Start, n int) *Puzzle {
	p := NewPuzzle(n)
	for _, q := range s.Queens(n) {
		if _, ok := p.queen(q[0]); !ok {
			if err := p.place(q[0], q[1]); err != nil {
				panic("nqueens: invalid start placement: " + err.Error())
			}
		}
	}
	return p
}

// --- Min-conflicts repair ---

// conflicts holds a permutation of the columns, one queen in each row and
// column, and how many queens stand on each diagonal, so that moving a
// queen costs O(1).
type conflicts struct {
	b      Board
	down   []int32 // the queens on each diagonal r-c, offset by n-1
	up     []int32 // the queens on each anti-diagonal r+c
	attack int     // the sum over diagonals of their queens but one
}

// randomRepair returns a solution of size n > uniformUpTo by min-conflicts.
func randomRepair(n int, r rand.Source) Board {
	m := &conflicts{
		b:    make(Board, n),
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
			j := row + int(uniformBelow(r, uint64(n-row)))
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
			j := int(uniformBelow(r, uint64(n)))
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
