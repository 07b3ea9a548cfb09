package stars

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// randomSet returns a set of squares of a grid of size n drawn from rng,
// of any size up to every square.
func randomSet[W Words](rng *rand.Rand, n int) Set[W] {
	var s Set[W]
	for range rng.IntN(n*n + 1) {
		s.Add(rng.IntN(n * n))
	}
	return s
}

// setOf returns l.set(n), of any lanes.
func setOf[W Words](l lanes[W], n int) Set[W] { return l.set(n) }

// TestLanes checks lanes against Set, and its rows and columns against
// those counted square by square, in both storages.
func TestLanes(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	for _, n := range []int{4, 5, 8, 11, 13, 16} {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) { testLanes[Small](t, rng, n) })
	}
	for _, n := range []int{4, 16, 17, 21, 31, 32} {
		t.Run(fmt.Sprintf("large/n=%d", n), func(t *testing.T) { testLanes[Large](t, rng, n) })
	}
}

func testLanes[W Words](t *testing.T, rng *rand.Rand, n int) {
	var grid Set[W]
	for q := range n * n {
		grid.Add(q)
	}
	for range 200 {
		s, u := randomSet[W](rng, n), randomSet[W](rng, n)
		l, m := toLanes(s, n), toLanes(u, n)
		if got := setOf(l, n); got != s {
			t.Fatalf("%v: set(lanes) = %v", s.List(), got.List())
		}
		if setOf(l.and(m), n) != s.And(u) || setOf(l.andNot(m), n) != s.AndNot(u) || setOf(l.or(m), n) != s.Or(u) {
			t.Fatalf("%v, %v: and, andNot or or differ from Set's", s.List(), u.List())
		}
		if l.count() != s.Count() || l.empty() != s.Empty() {
			t.Fatalf("%v: count %d, empty %v", s.List(), l.count(), l.empty())
		}
		if q := s.First(); q >= 0 {
			if r, c := l.first(); r*n+c != q {
				t.Fatalf("%v: first = %d, %d", s.List(), r, c)
			}
		}
		if narrow[W](widen(s)) != s {
			t.Fatalf("%v: narrow(widen) = %v", s.List(), narrow[W](widen(s)).List())
		}
		var rows, cols uint32
		var perCol [MaxN]int
		for r := range n {
			var row uint32
			for c := range n {
				if s.Has(r*n + c) {
					row |= 1 << c
					rows |= 1 << r
					cols |= 1 << c
					perCol[c]++
				}
			}
			if got := l.row(r); got != row {
				t.Fatalf("%v: row(%d) = %b, want %b", s.List(), r, got, row)
			}
			if got := rowBits(s, n, r); got != row {
				t.Fatalf("%v: rowBits(%d) = %b, want %b", s.List(), r, got, row)
			}
		}
		if l.rows() != rows || l.cols() != cols {
			t.Fatalf("%v: rows %b, cols %b, want %b, %b", s.List(), l.rows(), l.cols(), rows, cols)
		}
		var atLeast [3]uint32
		for c, k := range perCol {
			for i := range atLeast {
				if k > i {
					atLeast[i] |= 1 << c
				}
			}
		}
		if one, two, three := l.colCounts(); [3]uint32{one, two, three} != atLeast {
			t.Fatalf("%v: colCounts %b, %b, %b, want %b", s.List(), one, two, three, atLeast)
		}
		// The squares of some rows and columns, and one square.
		rs, cs := rng.Uint32(), rng.Uint32()
		var want Set[W]
		for q := range n * n {
			if rs&(1<<(q/n)) != 0 || cs&(1<<(q%n)) != 0 {
				want.Add(q)
			}
		}
		if got := setOf(rowLanes[W](rs).or(colLanes[W](cs)).and(toLanes(grid, n)), n); got != want {
			t.Fatalf("rows %b, columns %b: %v, want %v", rs, cs, got.List(), want.List())
		}
		q := rng.IntN(n * n)
		if got := square[W](q/n, q%n); got.count() != 1 || setOf(got, n).First() != q {
			t.Fatalf("square(%d, %d) = %v", q/n, q%n, setOf(got, n).List())
		}
	}
}
