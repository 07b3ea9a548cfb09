package nqueens

import (
	"iter"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens/internal/dihedral"
	"github.com/nqueens-go/nqueens/internal/oracletest"
)

// randomPermutation returns a board of size n with one queen in each row
// and column, a solution or not.
func randomPermutation(rng *rand.Rand, n int) Board {
	return Board(rng.Perm(n))
}

// testBoards returns permutations to check the symmetries on: every
// solution of size 6 and 8, and random permutations of sizes from 0 to
// beyond MaxN.
func testBoards() []Board {
	rng := rand.New(rand.NewPCG(3, 4))
	boards := append(slices.Clone(oracleOf(6)), oracleOf(8)...)
	for _, n := range []int{0, 1, 2, 3, 5, 9, 16, 64, 65, 100, 1000} {
		boards = append(boards, randomPermutation(rng, n))
	}
	return boards
}

func TestRotateReflectDefinitions(t *testing.T) {
	for _, b := range testBoards() {
		n := len(b)
		orig := slices.Clone(b)
		rot, ref := b.Rotate(), b.Reflect()
		for r, c := range b {
			if rot[c] != n-1-r {
				t.Fatalf("%v.Rotate(): the queen of row %d, column %d is not at row %d, column %d", []int(b), r, c, c, n-1-r)
			}
			if ref[r] != n-1-c {
				t.Fatalf("%v.Reflect(): row %d holds column %d, want %d", []int(b), r, ref[r], n-1-c)
			}
		}
		b.Canonical()
		b.Orbit()
		if !slices.Equal(b, orig) {
			t.Fatalf("the symmetries modified %v", []int(orig))
		}
	}
}

// TestDihedralGroup checks that Rotate and Reflect generate the symmetry
// group of the square.
func TestDihedralGroup(t *testing.T) {
	for _, b := range testBoards() {
		if got := b.Rotate().Rotate().Rotate().Rotate(); !slices.Equal(got, b) {
			t.Errorf("four quarter turns of %v give %v", []int(b), []int(got))
		}
		if got := b.Reflect().Reflect(); !slices.Equal(got, b) {
			t.Errorf("reflecting %v twice gives %v", []int(b), []int(got))
		}
		if got, want := b.Rotate().Reflect(), b.Reflect().Rotate().Rotate().Rotate(); !slices.Equal(got, want) {
			t.Errorf("%v: rotate then reflect gives %v, reflect then rotate three times %v", []int(b), []int(got), []int(want))
		}
	}
}

func TestReflectAnyBoard(t *testing.T) {
	if got, want := (Board{5, -1, 1}).Reflect(), (Board{-3, 3, 1}); !slices.Equal(got, want) {
		t.Errorf("Board{5, -1, 1}.Reflect() = %v, want %v", []int(got), []int(want))
	}
}

func TestCanonicalAndOrbit(t *testing.T) {
	for _, b := range testBoards() {
		// The images, by turning and reflecting.
		var images []Board
		img := b
		for range 4 {
			images = append(images, img, img.Reflect())
			img = img.Rotate()
		}
		slices.SortFunc(images, slices.Compare)
		images = slices.CompactFunc(images, slices.Equal)
		if diff := cmp.Diff(images, b.Orbit()); diff != "" {
			t.Errorf("%v.Orbit() (-want +got):\n%s", []int(b), diff)
		}
		if got := b.Canonical(); !slices.Equal(got, images[0]) {
			t.Errorf("%v.Canonical() = %v, want %v", []int(b), []int(got), []int(images[0]))
		}
	}
	for _, n := range []int{6, 8} {
		for _, b := range oracleOf(n) {
			if got, want := b.Canonical(), canonicalOf(b); !slices.Equal(got, want) {
				t.Errorf("%v.Canonical() = %v, want %v", []int(b), []int(got), []int(want))
			}
			size := len(b.Orbit())
			half := slices.Equal(b.Rotate().Rotate(), b)
			quarter := slices.Equal(b.Rotate(), b)
			want := 8
			switch {
			case quarter:
				want = 2
			case half:
				want = 4
			}
			if size != want {
				t.Errorf("%v: orbit of %d, want %d", []int(b), size, want)
			}
		}
	}
	for _, b := range []Board{{}, {0}} {
		if got := b.Orbit(); len(got) != 1 || !slices.Equal(got[0], b) {
			t.Errorf("%v.Orbit() = %v, want just the board", []int(b), got)
		}
	}
}

func TestSymmetryPanics(t *testing.T) {
	for name, f := range map[string]func(Board){
		"Rotate":    func(b Board) { b.Rotate() },
		"Canonical": func(b Board) { b.Canonical() },
		"Orbit":     func(b Board) { b.Orbit() },
	} {
		mustPanic(t, func() { f(Board{1, 3, 0, 3}) }, "nqueens: "+name+": rows 1 and 3 share column 3")
		mustPanic(t, func() { f(Board{0, 2}) }, "nqueens: "+name+": row 1: column 2 out of range [0, 2)")
		mustPanic(t, func() { f(Board{-1}) }, "nqueens: "+name+": row 0: column -1 out of range [0, 1)")
	}
	mustPanic(t, func() { Unique(-1) }, "nqueens: Unique: n = -1 out of range [0, 64]")
	mustPanic(t, func() { Unique(65) }, "nqueens: Unique: n = 65 out of range [0, 64]")
}

func TestUniqueMatchesOracle(t *testing.T) {
	for n := range 11 {
		var want []Board
		for _, b := range oracleOf(n) {
			if c := canonicalOf(b); slices.Equal(c, b) {
				want = append(want, b)
			}
		}
		if diff := cmp.Diff(want, slices.Collect(Unique(n)), cmp.Comparer(func(a, b Board) bool { return slices.Equal(a, b) })); diff != "" {
			t.Errorf("Unique(%d) (-want +got):\n%s", n, diff)
		}
	}
}

func TestUniqueOEIS(t *testing.T) {
	for _, row := range readOEIS(t) {
		if row.n > 12 {
			break
		}
		var unique, total uint64
		for u := range Unique(row.n) {
			unique++
			total += uint64(len(u.Orbit()))
		}
		if unique != row.unique || total != row.total {
			t.Errorf("n=%d: Unique yields %d boards whose orbits hold %d; want %d (A002562) and %d (A000170)",
				row.n, unique, total, row.unique, row.total)
		}
	}
}

func TestUniqueContract(t *testing.T) {
	seq := Unique(8)
	first := slices.Collect(seq)
	if len(first) != 12 {
		t.Fatalf("Unique(8): %d boards, want 12", len(first))
	}
	first[0][0] = 99
	second := slices.Collect(seq)
	if second[0][0] == 99 || !slices.EqualFunc(first[1:], second[1:], slices.Equal) {
		t.Errorf("a second range differs from the first, or shares its boards")
	}
	checkBreakStopsAtOnce(t, seq, 1, 5, 12)
	next, stopPull := iter.Pull(seq)
	for i := range 3 {
		if b, ok := next(); !ok || !slices.Equal(b, second[i]) {
			t.Fatalf("pull %d: %v, %v; want %v", i, []int(b), ok, []int(second[i]))
		}
	}
	stopPull()
	if _, ok := next(); ok {
		t.Error("pull after stop returned a board")
	}
}

func TestUniqueLarge(t *testing.T) {
	// The first few canonical solutions of a board too large to go through.
	const n = 28
	k := 0
	for b := range Unique(n) {
		if err := b.Validate(); err != nil || !slices.Equal(b.Canonical(), b) {
			t.Fatalf("Unique(%d) yields %v: %v, canonical %v", n, []int(b), err, []int(b.Canonical()))
		}
		if k++; k == 3 {
			break
		}
	}
	if k != 3 {
		t.Errorf("Unique(%d) yields %d boards before the break, want 3", n, k)
	}
}

// TestSymmetriesInOrder checks the library's symmetries, square by square,
// against the tests' own copy, in order: the order is part of the shard
// numbering, and the images of a Board are numbered by it.
func TestSymmetriesInOrder(t *testing.T) {
	for n := 1; n <= 6; n++ {
		for g, want := range oracletest.Symmetries {
			for r := range n {
				for c := range n {
					wr, wc := want(n, r, c)
					if gr, gc := dihedral.Symmetries[g].Map(n, r, c); gr != wr || gc != wc {
						t.Fatalf("n=%d, symmetry %d maps (%d, %d) to (%d, %d), want (%d, %d)", n, g, r, c, gr, gc, wr, wc)
					}
				}
			}
		}
	}
	b := Board{1, 3, 0, 2, 4}
	for g, want := range oracletest.Symmetries {
		img := oracletest.Image(b, want)
		if got := dihedral.Image(b, dihedral.Inverse(b), g); !slices.Equal(got, img) {
			t.Errorf("image %d of %v = %v, want %v", g, []int(b), []int(got), []int(img))
		}
	}
}
