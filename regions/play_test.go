package regions_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens/regions"
	"github.com/nqueens-go/nqueens/regions/internal/stars/starstest"
)

// grid4 is a grid of 4 with one answer, row by row: columns 1, 3, 0, 2.
//
//	AABB
//	AABB
//	CADB
//	DDDD
var grid4 = [][]int{{0, 0, 1, 1}, {0, 0, 1, 1}, {2, 0, 3, 1}, {3, 3, 3, 3}}

func TestNew(t *testing.T) {
	rowsOf := func(n int) [][]int { // each row a region
		out := make([][]int, n)
		for r := range out {
			out[r] = make([]int, n)
			for c := range out[r] {
				out[r][c] = r
			}
		}
		return out
	}
	with := func(g [][]int, r, c, x int) [][]int {
		out := make([][]int, len(g))
		for i := range g {
			out[i] = append([]int(nil), g[i]...)
		}
		out[r][c] = x
		return out
	}
	tests := []struct {
		name    string
		regions [][]int
		v       regions.Variant
		want    string // the error, "" for none
	}{
		{"n=4", grid4, regions.Variant{}, ""},
		{"n=16", rowsOf(16), regions.Variant{Stars: 4}, ""},
		{"n=9/diagonal", rowsOf(9), regions.Variant{Rule: regions.DiagonalRule}, ""},
		{"n=8/stars=1", rowsOf(8), regions.Variant{Stars: 1}, ""},
		{"nil", nil, regions.Variant{}, "regions: 0 rows: want 4 to 32"},
		{"n=3", [][]int{{0, 1, 2}, {0, 1, 2}, {0, 1, 2}}, regions.Variant{}, "regions: 3 rows: want 4 to 32"},
		{"n=17", rowsOf(17), regions.Variant{}, ""},
		{"n=32", rowsOf(32), regions.Variant{Stars: 8}, ""},
		{"n=33", rowsOf(33), regions.Variant{}, "regions: 33 rows: want 4 to 32"},
		{"short row", [][]int{{0, 0, 1, 1}, {0, 2, 2}, {0, 2, 3, 3}, {0, 0, 3, 3}}, regions.Variant{}, "regions: row 1: 3 squares, want 4"},
		{"long row", [][]int{{0, 0, 1, 1}, {0, 2, 2, 1}, {0, 2, 3, 3}, {0, 0, 3, 3, 3}}, regions.Variant{}, "regions: row 3: 5 squares, want 4"},
		{"region 4", with(grid4, 2, 1, 4), regions.Variant{}, "regions: row 2, column 1: region 4 outside [0, 4)"},
		{"region -1", with(grid4, 0, 3, -1), regions.Variant{}, "regions: row 0, column 3: region -1 outside [0, 4)"},
		{"no square", [][]int{{0, 0, 1, 1}, {0, 0, 1, 1}, {0, 0, 3, 3}, {0, 0, 3, 3}}, regions.Variant{}, "regions: region C has no square"},
		// A region in pieces is a region: Pieces tells.
		{"in pieces", with(grid4, 3, 0, 1), regions.Variant{}, ""},
		{"diagonal corner", [][]int{{0, 1, 1, 1}, {1, 0, 2, 2}, {3, 3, 2, 2}, {3, 3, 2, 2}}, regions.Variant{}, ""},
		{"stars 2 of 7", rowsOf(7), regions.Variant{Stars: 2}, "regions: 2 stars outside [1, 1] for size 7"},
		{"stars -1", rowsOf(8), regions.Variant{Stars: -1}, "regions: -1 stars outside [1, 2] for size 8"},
		{"stars 5 of 16", rowsOf(16), regions.Variant{Stars: 5}, "regions: 5 stars outside [1, 4] for size 16"},
		{"diagonal stars 2", rowsOf(8), regions.Variant{Stars: 2, Rule: regions.DiagonalRule}, "regions: 2 stars with the diagonal rule: two queens of a row attack each other"},
		{"rule 2", rowsOf(8), regions.Variant{Rule: 2}, "regions: rule 2 unknown"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := regions.New(tt.regions, tt.v)
			if tt.want != "" {
				if err == nil {
					t.Fatalf("New = %v, want error %q", p, tt.want)
				}
				if diff := cmp.Diff(tt.want, err.Error()); diff != "" {
					t.Errorf("New error (-want +got):\n%s", diff)
				}
				return
			}
			if err != nil {
				t.Fatalf("New: %v", err)
			}
			n := len(tt.regions)
			if p.Size() != n || p.Variant() != tt.v || len(p.Queens()) != 0 {
				t.Errorf("Size %d, Variant %+v, Queens %v", p.Size(), p.Variant(), p.Queens())
			}
			if diff := cmp.Diff(tt.regions, p.Regions()); diff != "" {
				t.Errorf("Regions (-want +got):\n%s", diff)
			}
			for r := range n {
				for c := range n {
					if p.Region(r, c) != tt.regions[r][c] || p.Queen(r, c) || p.Marked(r, c) {
						t.Fatalf("row %d, column %d: Region %d, Queen %v, Empty %v", r, c, p.Region(r, c), p.Queen(r, c), p.Marked(r, c))
					}
				}
			}
			for x := range n {
				if want := "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef"[x]; p.Label(x) != want {
					t.Errorf("Label(%d) = %c, want %c", x, p.Label(x), want)
				}
			}
		})
	}
}

// A model is the plain state of a puzzle: its queens and marks.
type model struct {
	queens, marks map[regions.Square]bool
}

// wantPlace returns the error Place gives, as its sentinel, on p whose
// state is m, by the rules written plainly.
func (m model) wantPlace(p starstest.Puzzle, s regions.Square) error {
	n := p.N
	if s.Row < 0 || s.Row >= n || s.Col < 0 || s.Col >= n {
		return regions.ErrOffBoard
	}
	if m.queens[s] || m.marks[s] {
		return regions.ErrTaken
	}
	q := s.Row*n + s.Col
	row, col, region := 0, 0, 0
	for o := range m.queens {
		oq := o.Row*n + o.Col
		if p.Touches(oq, q) {
			return regions.ErrBroken
		}
		if o.Row == s.Row {
			row++
		}
		if o.Col == s.Col {
			col++
		}
		if p.Region[oq] == p.Region[q] {
			region++
		}
	}
	if row == p.K || col == p.K || region == p.K {
		return regions.ErrBroken
	}
	return nil
}

// TestPlay checks Place, Mark and Clear against a model of the state, on
// random puzzles and random moves, on the grid and off it: the error of
// each, told apart with errors.Is, naming the square; and the state,
// unchanged by a move refused.
func TestPlay(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	sentinels := []error{regions.ErrOffBoard, regions.ErrTaken, regions.ErrBroken, regions.ErrFree}
	seen := map[string]int{}
	for i := range 120 {
		kd := kinds[i%len(kinds)]
		p := drawPuzzle(t, rng, kd.n, kd.k, kd.diagonal)
		o := plain(p)
		n := kd.n
		m := model{queens: map[regions.Square]bool{}, marks: map[regions.Square]bool{}}
		for range 8 * n {
			s := regions.Square{Row: rng.IntN(n+2) - 1, Col: rng.IntN(n+2) - 1}
			if rng.IntN(4) > 0 { // mostly on the grid
				s = regions.Square{Row: rng.IntN(n), Col: rng.IntN(n)}
			}
			on := s.Row >= 0 && s.Row < n && s.Col >= 0 && s.Col < n
			before, _ := p.MarshalJSON()
			var err, want error
			var verb string
			switch rng.IntN(3) {
			case 0:
				verb = "place"
				want = m.wantPlace(o, s)
				err = p.Place(s.Row, s.Col)
				if want == nil {
					m.queens[s] = true
				}
			case 1:
				verb = "mark"
				switch {
				case !on:
					want = regions.ErrOffBoard
				case m.queens[s] || m.marks[s]:
					want = regions.ErrTaken
				default:
					m.marks[s] = true
				}
				err = p.Mark(s.Row, s.Col)
			default:
				verb = "clear"
				switch {
				case !on:
					want = regions.ErrOffBoard
				case !m.queens[s] && !m.marks[s]:
					want = regions.ErrFree
				default:
					delete(m.queens, s)
					delete(m.marks, s)
				}
				err = p.Clear(s.Row, s.Col)
			}
			name := "nil"
			if want != nil {
				name = want.Error()
			}
			seen[verb+": "+name]++
			if want == nil {
				if err != nil {
					t.Fatalf("%v\n%s %v: %v, want no error", p, verb, s, err)
				}
			} else {
				for _, e := range sentinels {
					if errors.Is(err, e) != (e == want) {
						t.Fatalf("%v\n%s %v: %v: errors.Is(%v) = %v", p, verb, s, err, e, errors.Is(err, e))
					}
				}
				if at := fmt.Sprintf("regions: %s row %d, column %d: ", verb, s.Row, s.Col); !strings.HasPrefix(err.Error(), at) {
					t.Fatalf("%s %v: %q does not start %q", verb, s, err, at)
				}
				if after, _ := p.MarshalJSON(); string(after) != string(before) {
					t.Fatalf("%s %v refused, but the puzzle changed:\n%s\n%s", verb, s, before, after)
				}
			}
			var queens []regions.Square
			for r := range n {
				for c := range n {
					sq := regions.Square{Row: r, Col: c}
					if p.Queen(r, c) != m.queens[sq] || p.Marked(r, c) != m.marks[sq] {
						t.Fatalf("after %s %v: %v: Queen %v, Empty %v, want %v, %v", verb, s, sq, p.Queen(r, c), p.Marked(r, c), m.queens[sq], m.marks[sq])
					}
					if m.queens[sq] {
						queens = append(queens, sq)
					}
				}
			}
			if diff := cmp.Diff(queens, p.Queens()); diff != "" {
				t.Fatalf("Queens (-want +got):\n%s", diff)
			}
		}
		c := p.Clone()
		p.Reset()
		for r := range n {
			for cc := range n {
				if p.Queen(r, cc) || p.Marked(r, cc) {
					t.Fatalf("after Reset: row %d, column %d has a queen or mark", r, cc)
				}
			}
		}
		// The clone kept the state, and shares none of it.
		for sq := range m.queens {
			if !c.Queen(sq.Row, sq.Col) {
				t.Fatalf("Clone lost the queen at %v", sq)
			}
		}
		for sq := range m.marks {
			if !c.Marked(sq.Row, sq.Col) {
				t.Fatalf("Clone lost the mark at %v", sq)
			}
		}
	}
	t.Logf("moves by outcome: %v", seen)
	for _, verb := range []string{"place", "mark", "clear"} {
		for _, e := range []error{nil, regions.ErrOffBoard, regions.ErrTaken, regions.ErrBroken, regions.ErrFree} {
			name := "nil"
			if e != nil {
				name = e.Error()
			}
			possible := e == nil || e == regions.ErrOffBoard ||
				e == regions.ErrTaken && verb != "clear" || e == regions.ErrBroken && verb == "place" || e == regions.ErrFree && verb == "clear"
			if possible && seen[verb+": "+name] == 0 {
				t.Errorf("no move %q", verb+": "+name)
			}
		}
	}
}

// TestPlaceMessages checks the errors of Place that say which rule a
// queen would break.
func TestPlaceMessages(t *testing.T) {
	tests := []struct {
		name   string
		v      regions.Variant
		grid   [][]int
		queens []regions.Square
		at     regions.Square
		want   string
	}{
		{"touch", regions.Variant{}, grid4, []regions.Square{{0, 1}}, regions.Square{1, 2},
			"regions: place row 1, column 2: breaks a rule: it touches the queen at row 0, column 1"},
		{"row", regions.Variant{}, grid4, []regions.Square{{0, 0}}, regions.Square{0, 3},
			"regions: place row 0, column 3: breaks a rule: row 0 has its 1 queen"},
		{"column", regions.Variant{}, grid4, []regions.Square{{0, 1}}, regions.Square{3, 1},
			"regions: place row 3, column 1: breaks a rule: column 1 has its 1 queen"},
		{"region", regions.Variant{}, grid4, []regions.Square{{0, 0}}, regions.Square{2, 1},
			"regions: place row 2, column 1: breaks a rule: region A has its 1 queen"},
		{"two stars", regions.Variant{Stars: 2}, [][]int{
			{0, 0, 0, 0, 1, 1, 1, 1},
			{0, 0, 0, 0, 1, 1, 1, 1},
			{2, 2, 2, 2, 3, 3, 3, 3},
			{2, 2, 2, 2, 3, 3, 3, 3},
			{4, 4, 4, 4, 5, 5, 5, 5},
			{4, 4, 4, 4, 5, 5, 5, 5},
			{6, 6, 6, 6, 7, 7, 7, 7},
			{6, 6, 6, 6, 7, 7, 7, 7},
		}, []regions.Square{{0, 0}, {0, 2}}, regions.Square{0, 6},
			"regions: place row 0, column 6: breaks a rule: row 0 has its 2 queens"},
		{"diagonal", regions.Variant{Rule: regions.DiagonalRule}, grid4, []regions.Square{{0, 0}}, regions.Square{3, 3},
			"regions: place row 3, column 3: breaks a rule: the queen at row 0, column 0 shares its diagonal"},
		{"taken", regions.Variant{}, grid4, []regions.Square{{0, 0}}, regions.Square{0, 0},
			"regions: place row 0, column 0: holds a queen"},
		{"off", regions.Variant{}, grid4, nil, regions.Square{4, 0},
			"regions: place row 4, column 0: off the grid of 4"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := regions.New(tt.grid, tt.v)
			if err != nil {
				t.Fatal(err)
			}
			for _, q := range tt.queens {
				if err := p.Place(q.Row, q.Col); err != nil {
					t.Fatal(err)
				}
			}
			err = p.Place(tt.at.Row, tt.at.Col)
			if err == nil {
				t.Fatalf("Place(%v): no error, want %q", tt.at, tt.want)
			}
			if diff := cmp.Diff(tt.want, err.Error()); diff != "" {
				t.Errorf("Place error (-want +got):\n%s", diff)
			}
		})
	}
}

// TestApply checks that Apply makes a deduction's queens and marks,
// leaves those already made, and stops at the first square refused,
// with Place's or Mark's error, having made those before it.
func TestApply(t *testing.T) {
	p, err := regions.New(grid4, regions.Variant{})
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Mark(3, 3); err != nil {
		t.Fatal(err)
	}
	d := regions.Deduction{
		Queens: []regions.Square{{0, 1}},
		Empty:  []regions.Square{{3, 3}, {2, 3}},
	}
	if err := p.Apply(d); err != nil {
		t.Fatalf("Apply: %v", err)
	}
	if err := p.Apply(d); err != nil {
		t.Fatalf("Apply again: %v", err)
	}
	if !p.Queen(0, 1) || !p.Marked(3, 3) || !p.Marked(2, 3) {
		t.Fatalf("after Apply:\n%v", p)
	}
	// A queen that touches (1, 3) is refused; the queen before it
	// stands, the one after it and the marks are not made.
	bad := regions.Deduction{
		Queens: []regions.Square{{1, 3}, {2, 2}, {3, 0}},
		Empty:  []regions.Square{{1, 0}},
	}
	err = p.Apply(bad)
	if !errors.Is(err, regions.ErrBroken) {
		t.Fatalf("Apply = %v, want ErrBroken", err)
	}
	if !p.Queen(1, 3) || p.Queen(2, 2) || p.Queen(3, 0) || p.Marked(1, 0) {
		t.Fatalf("after Apply refused at its second queen:\n%v", p)
	}
	// A mark on a queen is refused.
	if err := p.Apply(regions.Deduction{Empty: []regions.Square{{0, 1}}}); !errors.Is(err, regions.ErrTaken) {
		t.Fatalf("Apply of a mark on a queen = %v, want ErrTaken", err)
	}
}

// TestApplyOffGrid checks that Apply refuses a square off the grid with
// the error of Place or Mark, ErrOffBoard, as its doc says, rather than
// panic: a Deduction is a plain struct that a program may build or read.
func TestApplyOffGrid(t *testing.T) {
	for _, d := range []regions.Deduction{
		{Queens: []regions.Square{{5, 0}}},
		{Queens: []regions.Square{{0, -1}}},
		{Empty: []regions.Square{{4, 4}}},
	} {
		p, err := regions.New(grid4, regions.Variant{})
		if err != nil {
			t.Fatal(err)
		}
		func() {
			defer func() {
				if e := recover(); e != nil {
					t.Errorf("Apply(%+v) panics: %v", d, e)
				}
			}()
			if err := p.Apply(d); !errors.Is(err, regions.ErrOffBoard) {
				t.Errorf("Apply(%+v) = %v, want ErrOffBoard", d, err)
			}
		}()
	}
}
