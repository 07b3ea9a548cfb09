package dihedral

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens/internal/oeis"
	"github.com/nqueens-go/nqueens/internal/oracletest"
)

// The tests take their truth from a second copy of the symmetries written
// out square by square, internal/oracletest's, checked in its turn against
// quarter turns and a mirror composed by hand; from images of boards built
// queen by queen; and from the OEIS tables in the module's testdata.

// quarterTurn turns the square in row r, column c of a board of size n a
// quarter turn clockwise.
func quarterTurn(n, r, c int) (int, int) { return c, n - 1 - r }

// mirror reflects the square in row r, column c of a board of size n left
// to right.
func mirror(n, r, c int) (int, int) { return r, n - 1 - c }

// testBoards returns boards with one queen in each row and column to
// check the images of: every permutation of sizes 0 to 6, and random ones
// of each size from 0 to 12 and a few larger.
func testBoards() [][]int {
	var boards [][]int
	for n := range 7 {
		boards = append(boards, permutations(n)...)
	}
	rng := rand.New(rand.NewPCG(12, 8))
	for n := range 13 {
		for range 20 {
			boards = append(boards, rng.Perm(n))
		}
	}
	for _, n := range []int{31, 64, 65, 1000} {
		boards = append(boards, rng.Perm(n))
	}
	return boards
}

// permutations returns the n! permutations of 0..n-1, in lexicographic
// order.
func permutations(n int) [][]int {
	var out [][]int
	b := make([]int, 0, n)
	var place func()
	place = func() {
		if len(b) == n {
			out = append(out, slices.Clone(b))
			return
		}
		for c := range n {
			if !slices.Contains(b, c) {
				b = append(b, c)
				place()
				b = b[:len(b)-1]
			}
		}
	}
	place()
	return out
}

// sign returns -1, 0 or 1 as x is negative, zero or positive.
func sign(x int) int {
	switch {
	case x < 0:
		return -1
	case x > 0:
		return 1
	}
	return 0
}

// TestTestSymmetries checks the tests' own copy, internal/oracletest's,
// against quarter turns and a mirror composed by hand: the turns are one,
// two and three quarter turns, and the mirrors the left-right mirror of
// the board turned by none, two, one and three quarters.
func TestTestSymmetries(t *testing.T) {
	turns := func(k int) func(n, r, c int) (int, int) {
		return func(n, r, c int) (int, int) {
			for range k {
				r, c = quarterTurn(n, r, c)
			}
			return r, c
		}
	}
	mirrorAfter := func(k int) func(n, r, c int) (int, int) {
		return func(n, r, c int) (int, int) {
			r, c = turns(k)(n, r, c)
			return mirror(n, r, c)
		}
	}
	composed := [Count]func(n, r, c int) (int, int){
		turns(0), turns(1), turns(2), turns(3),
		mirrorAfter(0), mirrorAfter(2), mirrorAfter(1), mirrorAfter(3),
	}
	for n := range 7 {
		for g := range Count {
			for r := range n {
				for c := range n {
					wr, wc := composed[g](n, r, c)
					if gr, gc := oracletest.Symmetries[g](n, r, c); gr != wr || gc != wc {
						t.Fatalf("n=%d: oracletest's symmetry %d maps (%d, %d) to (%d, %d), composed by hand (%d, %d)", n, g, r, c, gr, gc, wr, wc)
					}
				}
			}
		}
	}
}

// TestNumbers checks the numbering of the symmetries: Count of them, in
// the order of the package doc.
func TestNumbers(t *testing.T) {
	got := []int{Identity, QuarterTurn, HalfTurn, ThreeQuarterTurn, MirrorLeftRight, MirrorTopBottom, MirrorDiagonal, MirrorAntiDiagonal, Count}
	want := []int{0, 1, 2, 3, 4, 5, 6, 7, 8}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("the numbers of the symmetries (-want +got):\n%s", diff)
	}
	if len(Symmetries) != Count {
		t.Errorf("%d symmetries, want %d", len(Symmetries), Count)
	}
	// Every choice of the three flags is one of the eight, once.
	seen := make(map[Symmetry]int)
	for g, s := range Symmetries {
		if h, ok := seen[s]; ok {
			t.Errorf("symmetries %d and %d are both %+v", h, g, s)
		}
		seen[s] = g
	}
}

// TestMap checks every symmetry, square by square, against the tests'
// copy, in the documented order: the order is part of the shard
// numbering.
func TestMap(t *testing.T) {
	for n := range 9 {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			for g, want := range oracletest.Symmetries {
				hit := make(map[[2]int]bool)
				for r := range n {
					for c := range n {
						wr, wc := want(n, r, c)
						gr, gc := Symmetries[g].Map(n, r, c)
						if gr != wr || gc != wc {
							t.Fatalf("symmetry %d maps (%d, %d) to (%d, %d), want (%d, %d)", g, r, c, gr, gc, wr, wc)
						}
						hit[[2]int{gr, gc}] = true
					}
				}
				if len(hit) != n*n {
					t.Errorf("symmetry %d maps the %d squares to %d", g, n*n, len(hit))
				}
			}
		})
	}
}

// compose returns the symmetry that maps each square as applying g and
// then h does, found among the eight by their action on a board of size
// n, and false if none does.
func compose(n, g, h int) (int, bool) {
	for k := range Count {
		same := true
		for r := range n {
			for c := range n {
				gr, gc := Symmetries[g].Map(n, r, c)
				hr, hc := Symmetries[h].Map(n, gr, gc)
				kr, kc := Symmetries[k].Map(n, r, c)
				if hr != kr || hc != kc {
					same = false
				}
			}
		}
		if same {
			return k, true
		}
	}
	return 0, false
}

// TestGroup checks that the eight symmetries, acting on a board of size 5,
// where no two of them act alike, are a group: distinct, closed under
// composition, with the identity, an inverse for each, and the orders of
// the dihedral group of the square: 1 for the identity, 4 for the quarter
// turns, 2 for the rest.
func TestGroup(t *testing.T) {
	const n = 5
	for g := range Count {
		// compose finds the first symmetry that acts as g does: g itself
		// only if no two act alike.
		if k, _ := compose(n, g, Identity); k != g {
			t.Errorf("symmetry %d then the identity acts as %d", g, k)
		}
		if k, _ := compose(n, Identity, g); k != g {
			t.Errorf("the identity then symmetry %d acts as %d", g, k)
		}
		for h := range Count {
			if _, ok := compose(n, g, h); !ok {
				t.Errorf("symmetry %d then %d is none of the eight", g, h)
			}
		}
	}
	wantInverse := [Count]int{
		Identity:           Identity,
		QuarterTurn:        ThreeQuarterTurn,
		HalfTurn:           HalfTurn,
		ThreeQuarterTurn:   QuarterTurn,
		MirrorLeftRight:    MirrorLeftRight,
		MirrorTopBottom:    MirrorTopBottom,
		MirrorDiagonal:     MirrorDiagonal,
		MirrorAntiDiagonal: MirrorAntiDiagonal,
	}
	var gotInverse [Count]int
	for g := range Count {
		var inverses []int
		for h := range Count {
			if k, _ := compose(n, g, h); k == Identity {
				inverses = append(inverses, h)
			}
		}
		if len(inverses) != 1 {
			t.Errorf("symmetry %d has the inverses %v, want one", g, inverses)
			continue
		}
		gotInverse[g] = inverses[0]
	}
	if diff := cmp.Diff(wantInverse, gotInverse); diff != "" {
		t.Errorf("the inverse of each symmetry (-want +got):\n%s", diff)
	}
	wantOrder := [Count]int{1, 4, 2, 4, 2, 2, 2, 2}
	var gotOrder [Count]int
	for g := range Count {
		k, order := g, 1
		for ; k != Identity && order <= Count; order++ {
			k, _ = compose(n, k, g)
		}
		gotOrder[g] = order
	}
	if diff := cmp.Diff(wantOrder, gotOrder); diff != "" {
		t.Errorf("the order of each symmetry (-want +got):\n%s", diff)
	}
	// The turns are powers of the quarter turn.
	for k, want := range []int{QuarterTurn, HalfTurn, ThreeQuarterTurn, Identity} {
		g := QuarterTurn
		for range k {
			g, _ = compose(n, g, QuarterTurn)
		}
		if g != want {
			t.Errorf("%d quarter turns act as symmetry %d, want %d", k+1, g, want)
		}
	}
}

// TestInverse checks Inverse against a search for each column's queen.
func TestInverse(t *testing.T) {
	for _, b := range testBoards() {
		orig := slices.Clone(b)
		inv := Inverse(b)
		want := make([]int, len(b))
		for c := range want {
			want[c] = slices.Index(b, c)
		}
		if diff := cmp.Diff(want, inv); diff != "" {
			t.Fatalf("Inverse(%v) (-want +got):\n%s", b, diff)
		}
		if diff := cmp.Diff(b, Inverse(inv)); diff != "" {
			t.Fatalf("Inverse(Inverse(%v)) (-want +got):\n%s", b, diff)
		}
		if !slices.Equal(b, orig) {
			t.Fatalf("Inverse modified %v to %v", orig, b)
		}
	}
}

// TestImage checks Image and Symmetry.Column, for every symmetry, against
// the images built queen by queen, and that neither modifies the board or
// its inverse or hands back their memory.
func TestImage(t *testing.T) {
	for _, b := range testBoards() {
		n := len(b)
		inv := Inverse(b)
		orig, origInv := slices.Clone(b), slices.Clone(inv)
		for g, f := range oracletest.Symmetries {
			want := oracletest.Image(b, f)
			got := Image(b, inv, g)
			if diff := cmp.Diff(want, got); diff != "" {
				t.Fatalf("n=%d: Image(%v, %d) (-want +got):\n%s", n, b, g, diff)
			}
			for x := range n {
				if c := Symmetries[g].Column(b, inv, x); c != want[x] {
					t.Fatalf("n=%d: Symmetries[%d].Column(%v, %d) = %d, want %d", n, g, b, x, c, want[x])
				}
			}
			if n > 0 {
				got[0] = -1
				if b[0] == -1 || inv[0] == -1 {
					t.Fatalf("n=%d: Image(%v, %d) shares the board's memory", n, b, g)
				}
			}
		}
		if !slices.Equal(b, orig) || !slices.Equal(inv, origInv) {
			t.Fatalf("Image modified %v, inverse %v, to %v, %v", orig, origInv, b, inv)
		}
	}
}

// TestImageAnyBoard checks the symmetries that do not transpose on boards
// that are no permutation, of any size, without an inverse: a queen's
// column may repeat or lie off the board, and row r of the image holds
// the column of row r, or of row n-1-r, mirrored or not.
func TestImageAnyBoard(t *testing.T) {
	rowwise := map[int]func(b []int, r int) int{
		Identity:        func(b []int, r int) int { return b[r] },
		HalfTurn:        func(b []int, r int) int { return len(b) - 1 - b[len(b)-1-r] },
		MirrorLeftRight: func(b []int, r int) int { return len(b) - 1 - b[r] },
		MirrorTopBottom: func(b []int, r int) int { return b[len(b)-1-r] },
	}
	for g, s := range Symmetries {
		if _, ok := rowwise[g]; ok == s.Transpose {
			t.Errorf("symmetry %d: Transpose is %v", g, s.Transpose)
		}
	}
	rng := rand.New(rand.NewPCG(5, 7))
	boards := [][]int{{}, {0}, {5, -1, 1}, {0, 0, 0, 0}, {3, 3, 9, -7, 2}}
	for _, n := range []int{1, 2, 7, 12, 64, 100, 5000} {
		b := make([]int, n)
		for r := range b {
			b[r] = rng.IntN(3*n+1) - n
		}
		boards = append(boards, b)
	}
	for g, f := range rowwise {
		for _, b := range boards {
			want := make([]int, len(b))
			for r := range want {
				want[r] = f(b, r)
			}
			orig := slices.Clone(b)
			if diff := cmp.Diff(want, Image(b, nil, g)); diff != "" {
				t.Errorf("Image(%v, nil, %d) (-want +got):\n%s", b, g, diff)
			}
			if !slices.Equal(b, orig) {
				t.Errorf("Image modified %v to %v", orig, b)
			}
		}
	}
	// The root package's Reflect example.
	if diff := cmp.Diff([]int{-3, 3, 1}, Image([]int{5, -1, 1}, nil, MirrorLeftRight)); diff != "" {
		t.Errorf("Image([5 -1 1], nil, MirrorLeftRight) (-want +got):\n%s", diff)
	}
}

// TestCompareImages checks CompareImages, for every pair of symmetries,
// against the order of the images built queen by queen.
func TestCompareImages(t *testing.T) {
	for _, b := range testBoards() {
		inv := Inverse(b)
		var images [Count][]int
		for g, f := range oracletest.Symmetries {
			images[g] = oracletest.Image(b, f)
		}
		for g := range Count {
			for h := range Count {
				want := slices.Compare(images[g], images[h])
				if got := sign(CompareImages(b, inv, g, h)); got != want {
					t.Fatalf("CompareImages(%v, %d, %d) has sign %d, want %d", b, g, h, got, want)
				}
			}
		}
	}
}

// TestIsCanonical checks IsCanonical against the least of the images
// built queen by queen.
func TestIsCanonical(t *testing.T) {
	for _, b := range testBoards() {
		want := true
		for _, f := range oracletest.Symmetries {
			if slices.Compare(oracletest.Image(b, f), b) < 0 {
				want = false
			}
		}
		if got := IsCanonical(b, Inverse(b)); got != want {
			t.Fatalf("IsCanonical(%v) = %v, want %v", b, got, want)
		}
	}
}

// TestOEIS checks the classes of the solutions against OEIS: for each size
// up to 10 the canonical solutions number A002562, and their distinct
// images, all the solutions, A000170.
func TestOEIS(t *testing.T) {
	for n := range 11 {
		row, _ := oeis.Known(n)
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			var canonical, total uint64
			for _, b := range oracletest.Solutions(n) {
				inv := Inverse(b)
				if !IsCanonical(b, inv) {
					continue
				}
				canonical++
				var orbit [][]int
				for g := range Count {
					if img := Image(b, inv, g); !slices.ContainsFunc(orbit, func(o []int) bool { return slices.Equal(o, img) }) {
						orbit = append(orbit, img)
					}
				}
				total += uint64(len(orbit))
			}
			if canonical != row.Unique || total != row.Total {
				t.Errorf("%d canonical solutions with %d images, want %d (A002562) and %d (A000170)", canonical, total, row.Unique, row.Total)
			}
		})
	}
}
