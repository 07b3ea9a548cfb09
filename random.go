package nqueens

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/nqueens-go/nqueens/internal/complete"
	"github.com/nqueens-go/nqueens/internal/dihedral"
	"github.com/nqueens-go/nqueens/internal/rank"
	"github.com/nqueens-go/nqueens/internal/repair"
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
// costs about as much as the count.
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
	return Board(repair.Solution(n, r)), true
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
// search: it returns ctx.Err() once ctx is done, as the package overview
// says, and otherwise what RandomUniform returns.
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
	total, err := rank.Total(ctx, n)
	if err != nil {
		return nil, fromCounting(err)
	}
	if total == 0 {
		return nil, problemf("size %d has no solution", n)
	}
	b, err := rank.Unrank(ctx, n, repair.Uniform(src, total))
	return Board(b), fromCounting(err) // the place is below the total: never out of range
}

// uniformUpTo is the largest size for which Random picks every solution
// with the same probability.
const uniformUpTo = 14

// --- Uniform, by counting ---

// randomUniform returns a solution of size n, 4 ≤ n ≤ MaxN, each with
// the same probability. The counter gives the number of solutions of each
// subproblem, a class of start placements: Random draws k below the total,
// finds the subproblem that holds the k-th solution in the order of
// subproblems, and then which image of its start placement and which
// completion of it, in lexicographic order. Each solution is the k-th for
// exactly one k.
func randomUniform(n int, r rand.Source) Board {
	list, totals, total, err := rank.Starts(context.Background(), n)
	if err != nil {
		panic("nqueens: internal error: " + err.Error())
	}
	k := repair.Uniform(r, total)
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
	search := complete.New(rank.StartGrid(s, n))
	for range completion + 1 {
		search.Advance()
	}
	b := Board(search.Solution())
	_, by := rank.Images(s, n)
	return Board(dihedral.Image(b, dihedral.Inverse(b), by[image]))
}
