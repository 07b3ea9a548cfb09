package svg

import (
	"slices"
	"strings"
	"testing"
)

// TestSheet checks the parts of a sheet of three boards with a puzzle's
// marks on those of its size: a cell for each, its queens, the placed
// ones red, and the blocked squares crossed.
func TestSheet(t *testing.T) {
	boards := [][]int{{1, 3, 0, 2}, {2, 0, 3, 1}, {0, 2, 4, 1, 3}}
	m := &Marks{N: 4, Queens: []int{1, -1, -1, -1}, Blocked: []uint64{0, 1, 0, 0}}
	var s strings.Builder
	if err := Sheet(&s, boards, m); err != nil {
		t.Fatal(err)
	}
	pic := s.String()
	for what, want := range map[string]int{
		`<g transform="translate(`:   3,
		`xlink:href="#queen"`:        4 + 4 + 5 - 1,
		`xlink:href="#placed" x="1"`: 1,
		`xlink:href="#blocked"`:      2,
		`viewBox="0 0 18 6"`:         1,
	} {
		if got := strings.Count(pic, what); got != want {
			t.Errorf("%d of %s, want %d", got, what, want)
		}
	}
}

// TestQueens checks that queens outside the board are left out, and that
// a large board draws dots, unchecked.
func TestQueens(t *testing.T) {
	var s strings.Builder
	queens := func(yield func(int, int) bool) {
		for _, q := range [][2]int{{0, 0}, {1, -1}, {2, 500}, {500, 3}, {3, 3}} {
			if !yield(q[0], q[1]) {
				return
			}
		}
	}
	if err := Queens(&s, 4, queens); err != nil {
		t.Fatal(err)
	}
	if got := strings.Count(s.String(), `xlink:href="#queen"`); got != 2 {
		t.Errorf("%d queens drawn, want 2", got)
	}
	s.Reset()
	if err := Queens(&s, CheckersUpTo+1, slices.All(make([]int, CheckersUpTo+1))); err != nil {
		t.Fatal(err)
	}
	if pic := s.String(); strings.Count(pic, `<circle cx="0.5"`) != CheckersUpTo+1 || strings.Contains(pic, "url(#checkers)") {
		t.Errorf("a board of %d: not %d dots unchecked", CheckersUpTo+1, CheckersUpTo+1)
	}
}
