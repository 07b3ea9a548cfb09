package nqueens_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/nqueens-go/nqueens"
)

func TestConstruct(t *testing.T) {
	for n := range 5001 {
		b, ok := nqueens.Construct(n)
		if n == 2 || n == 3 {
			if ok || b != nil {
				t.Errorf("Construct(%d) = %v, %v; want nil, false", n, []int(b), ok)
			}
			continue
		}
		if !ok || len(b) != n {
			t.Fatalf("Construct(%d) = a board of size %d, %v; want size %d, true", n, len(b), ok, n)
		}
		if err := b.Validate(); err != nil {
			t.Fatalf("Construct(%d) = %v: %v", n, []int(b), err)
		}
	}
}

// TestConstructSmall checks the constructed boards against the oracle's
// list of every solution.
func TestConstructSmall(t *testing.T) {
	for n := range 11 {
		b, ok := nqueens.Construct(n)
		found := false
		for _, s := range nqueens.OracleOf(n) {
			if slices.Equal(s, b) {
				found = true
			}
		}
		if found != ok {
			t.Errorf("Construct(%d) = %v, %v; the oracle finds it: %v", n, []int(b), ok, found)
		}
	}
}

func TestConstructLarge(t *testing.T) {
	t.Parallel()
	sizes := []int{100_000, 1_000_000, 1_000_001, 1_000_002, 1_000_003, 1_000_004, 1_000_005}
	if !testing.Short() {
		sizes = append(sizes, 10_000_000, 10_000_001)
	}
	for _, n := range sizes {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			b, ok := nqueens.Construct(n)
			if !ok || len(b) != n {
				t.Fatalf("Construct(%d) = a board of size %d, %v", n, len(b), ok)
			}
			if err := b.Validate(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func TestConstructPanics(t *testing.T) {
	nqueens.MustPanic(t, func() { nqueens.Construct(-1) }, "Construct", "n = -1")
}

// publishedConstruction is the rule of Hoffman, Loessi and Moore as the
// paper states it, column by column, with rows and columns counted from 1:
// for even n with n mod 6 ≠ 2, column j ≤ n/2 holds its queen in row 2j
// and column n/2 + j in row 2j-1; for even n with n mod 6 ≠ 0, column j ≤
// n/2 holds it in row 1 + (2(j-1) + n/2 - 1) mod n and column n+1-j in
// row n - (2(j-1) + n/2 - 1) mod n; odd n adds the corner (n, n). It
// returns the board by rows, counted from 0.
func publishedConstruction(n int) nqueens.Board {
	even := n - n%2
	rowOf := make(map[int]int) // column → row, from 1
	for j := 1; j <= even/2; j++ {
		if even%6 != 2 {
			rowOf[j], rowOf[even/2+j] = 2*j, 2*j-1
		} else {
			rowOf[j] = 1 + (2*(j-1)+even/2-1)%even
			rowOf[even+1-j] = even - (2*(j-1)+even/2-1)%even
		}
	}
	if n%2 == 1 {
		rowOf[n] = n
	}
	b := make(nqueens.Board, n)
	for col, row := range rowOf {
		b[row-1] = col - 1
	}
	return b
}

// TestConstructQueens checks the queens of ConstructQueens, row by row,
// against the published rule written out plainly (transposed: the rule
// places columns, the iterator rows, and a solution's transpose is a
// solution), and that a range stops when its body breaks and starts again
// from row 0.
func TestConstructQueens(t *testing.T) {
	for n := range 200 {
		queens, ok := nqueens.ConstructQueens(n)
		if n == 2 || n == 3 {
			if ok {
				t.Errorf("ConstructQueens(%d) found a solution", n)
			}
			continue
		}
		want := publishedConstruction(n)
		// The board whose row c holds column r for each queen (r, c).
		got := make(nqueens.Board, n)
		next := 0
		for r, c := range queens {
			if r != next {
				t.Fatalf("n = %d: row %d after row %d", n, r, next-1)
			}
			next++
			got[c] = r
		}
		if next != n || !slices.Equal(got, want) {
			t.Errorf("n = %d: the transpose of ConstructQueens is %v, the published rule gives %v", n, []int(got), []int(want))
		}
		b, _ := nqueens.Construct(n)
		rows := 0
		for r, c := range queens {
			if b[r] != c {
				t.Errorf("n = %d: row %d: ConstructQueens gives %d, Construct %d", n, r, c, b[r])
			}
			if rows++; rows == 3 {
				break
			}
		}
		if rows != min(3, n) {
			t.Errorf("n = %d: %d rows before the break", n, rows)
		}
	}
	nqueens.MustPanic(t, func() { nqueens.ConstructQueens(-1) }, "ConstructQueens", "n = -1")
}
