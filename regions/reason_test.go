package regions_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens/regions"
	"github.com/nqueens-go/nqueens/regions/internal/stars/starstest"
)

// gradeOf returns the grade of a chain whose hardest technique is t, as
// Grade's doc says: Easy singles, Medium lines and touches, Hard
// confinements, Expert probes.
func gradeOf(t regions.Technique) regions.Grade {
	switch t {
	case 0, regions.Single:
		return regions.Easy
	case regions.Line, regions.Touch:
		return regions.Medium
	case regions.Confinement:
		return regions.Hard
	}
	return regions.Expert
}

// rowMajor reports whether squares are in order, row by row, each once.
func rowMajor(squares []regions.Square) bool {
	return slices.IsSortedFunc(squares, func(a, b regions.Square) int {
		return cmpInt(a.Row*100+a.Col, b.Row*100+b.Col)
	}) && len(slices.Compact(slices.Clone(squares))) == len(squares)
}

func cmpInt(a, b int) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// checkDeduction checks d, which Hint gave for p, whose answers from
// where it stands are answers: its queens are in each, its empty squares
// in none, each free; its units and what it says as its doc has it.
func checkDeduction(t *testing.T, p *regions.Puzzle, answers [][]regions.Square, d regions.Deduction) {
	t.Helper()
	fail := func(format string, args ...any) {
		t.Helper()
		t.Fatalf("%v\n%+v: %s", p, d, fmt.Sprintf(format, args...))
	}
	if d.Technique < regions.Single || d.Technique > regions.DeepProbe {
		fail("technique %d", d.Technique)
	}
	if len(d.Queens)+len(d.Empty) == 0 || len(d.Units) == 0 {
		fail("no square, or no unit")
	}
	if !rowMajor(d.Queens) || !rowMajor(d.Empty) {
		fail("squares not in order, row by row")
	}
	for _, s := range append(slices.Clone(d.Queens), d.Empty...) {
		if p.Queen(s.Row, s.Col) || p.Marked(s.Row, s.Col) {
			fail("%v is a queen or marked already", s)
		}
	}
	for _, a := range answers {
		for _, s := range d.Queens {
			if !contains(a, s) {
				fail("queen %v is not in answer %v", s, a)
			}
		}
		for _, s := range d.Empty {
			if contains(a, s) {
				fail("empty %v is in answer %v", s, a)
			}
		}
	}
	n := p.Size()
	for _, u := range d.Units {
		if u.Kind < regions.RowUnit || u.Kind > regions.RegionUnit || u.Index < 0 || u.Index >= n {
			fail("unit %+v", u)
		}
		if u.Kind == regions.RegionUnit && u.Label != p.Label(u.Index) || u.Kind != regions.RegionUnit && u.Label != 0 {
			fail("unit %+v: label", u)
		}
	}
	switch d.Technique {
	case regions.Single:
		if len(d.Empty) != 0 || len(d.Units) != 1 || d.Confined != 0 {
			fail("a single: want queens alone, one unit, Confined 0")
		}
	case regions.Line, regions.Confinement:
		k := d.Confined
		if d.Technique == regions.Line && k != 1 || d.Technique == regions.Confinement && k < 2 || len(d.Queens) != 0 || len(d.Units) <= k || len(d.Units) > 2*k {
			fail("Confined %d, %d units", k, len(d.Units))
		}
	case regions.Fit, regions.JointFit:
		if want := map[regions.Technique]int{regions.Fit: 1, regions.JointFit: 2}[d.Technique]; len(d.Units) != want || d.Confined != 0 {
			fail("want %d units, Confined 0", want)
		}
	case regions.Counting:
		k := d.Confined
		if k < 1 || k > 5 || len(d.Units) < k || len(d.Queens) == 0 && len(d.Empty) == 0 {
			fail("a band of %d lines, %d units", k, len(d.Units))
		}
		for i, u := range d.Units {
			if i < k && (u.Kind != d.Units[0].Kind || u.Kind == regions.RegionUnit || u.Index != d.Units[0].Index+i) || i >= k && u.Kind != regions.RegionUnit {
				fail("units %v: not a band of %d lines, then regions", d.Units, k)
			}
		}
	default:
		if len(d.Queens) != 0 || len(d.Units) != 1 || d.Confined != 0 || d.Technique != regions.Touch && len(d.Empty) != 1 {
			fail("want empty squares alone, one unit, Confined 0")
		}
	}
	s := d.String()
	if s == "" || !strings.Contains(s, d.Units[0].String()) && d.Technique != regions.Line && d.Technique != regions.Confinement && d.Technique != regions.Counting {
		fail("String %q does not name %v", s, d.Units[0])
	}
}

// TestHint checks each deduction that Hint gives, made again and again
// with Apply on random puzzles, from the start and from random states,
// against the oracle; and the error where it stops.
func TestHint(t *testing.T) {
	rng := rand.New(rand.NewPCG(51, 52))
	uses := map[regions.Technique]int{}
	ends := map[string]int{}
	for _, kd := range kinds {
		t.Run(kd.String(), func(t *testing.T) {
			for range howMany(kd, 24) {
				p := drawPuzzle(t, rng, kd.n, kd.k, kd.diagonal)
				all := answersOf(p)
				if len(all) > 0 && rng.IntN(2) == 0 {
					playRandom(rng, p, all[rng.IntN(len(all))])
				}
				for {
					answers := consistent(p, all)
					d, err := p.Hint()
					if err != nil {
						solved := len(p.Queens()) == kd.n*kd.k
						switch {
						case errors.Is(err, regions.ErrSolved):
							if !solved || len(answers) != 1 || !slices.Equal(answers[0], p.Queens()) {
								t.Fatalf("%v\nHint: %v, but %d queens, %d answers", p, err, len(p.Queens()), len(answers))
							}
						case errors.Is(err, regions.ErrNoAnswer):
							if len(answers) != 0 {
								t.Fatalf("%v\nHint: %v, but %d answers", p, err, len(answers))
							}
						case errors.Is(err, regions.ErrNeedsSearch):
							if solved || len(answers) == 0 {
								t.Fatalf("%v\nHint: %v, but %d answers", p, err, len(answers))
							}
						default:
							t.Fatalf("%v\nHint: %v", p, err)
						}
						ends[bucket(len(answers))+": "+strings.TrimPrefix(err.Error(), "regions: ")]++
						break
					}
					checkDeduction(t, p, answers, d)
					uses[d.Technique]++
					if err := p.Apply(d); err != nil {
						t.Fatalf("%v\nApply(%+v): %v", p, d, err)
					}
				}
			}
		})
	}
	t.Logf("deductions by technique: %v", uses)
	for tech := regions.Single; tech <= regions.DeepProbe; tech++ {
		if uses[tech] == 0 {
			t.Errorf("no deduction by %v", tech)
		}
	}
	starstest.Met(t, "ends", ends, "one: every queen is placed", "none: no answer", "several: no deduction applies: the puzzle needs a guess here")
}

// TestExplainRate checks Explain and Rate against Hint and the oracle:
// Explain's chain is what Hint gives, made again and again; Rate's steps
// are its steps, its uses add up to them, its grade and depth follow
// from its hardest technique.
func TestExplainRate(t *testing.T) {
	rng := rand.New(rand.NewPCG(53, 54))
	grades := map[regions.Grade]int{}
	for _, kd := range kinds {
		t.Run(kd.String(), func(t *testing.T) {
			for range howMany(kd, 24) {
				p := drawPuzzle(t, rng, kd.n, kd.k, kd.diagonal)
				all := answersOf(p)
				if len(all) > 0 && rng.IntN(3) == 0 {
					playRandom(rng, p, all[rng.IntN(len(all))])
				}
				answers := consistent(p, all)
				before := p.String()
				chain, err := p.Explain()
				rating, rerr := p.Rate()
				if p.String() != before {
					t.Fatalf("Explain or Rate changed the puzzle")
				}
				// The chain is Hint's, made again and again.
				q := p.Clone()
				for i, d := range chain {
					h, err := q.Hint()
					if err != nil {
						t.Fatalf("%v\nstep %d: Hint: %v", q, i, err)
					}
					if diff := cmp.Diff(h, d); diff != "" {
						t.Fatalf("%v\nstep %d: Explain and Hint (-hint +explain):\n%s", q, i, diff)
					}
					q.Apply(d)
				}
				_, herr := q.Hint()
				switch {
				case len(answers) == 0:
					if !errors.Is(err, regions.ErrNoAnswer) || chain != nil {
						t.Fatalf("%v\nExplain = %d steps, %v, want ErrNoAnswer", p, len(chain), err)
					}
				case err == nil:
					if !errors.Is(herr, regions.ErrSolved) || len(answers) != 1 || !slices.Equal(answers[0], q.Queens()) {
						t.Fatalf("%v\nExplain solves it to\n%v\nbut %d answers", p, q, len(answers))
					}
				case errors.Is(err, regions.ErrNeedsSearch):
					if !errors.Is(herr, regions.ErrNeedsSearch) {
						t.Fatalf("%v\nExplain: %v, Hint after its chain: %v", p, err, herr)
					}
				default:
					t.Fatalf("%v\nExplain: %v", p, err)
				}
				switch len(answers) {
				case 0:
					if !errors.Is(rerr, regions.ErrNoAnswer) {
						t.Fatalf("%v\nRate: %+v, %v, want ErrNoAnswer", p, rating, rerr)
					}
					continue
				case 1:
					if rerr != nil {
						t.Fatalf("%v\nRate: %v", p, rerr)
					}
				default:
					if !errors.Is(rerr, regions.ErrNotUnique) {
						t.Fatalf("%v\nRate: %+v, %v, want ErrNotUnique", p, rating, rerr)
					}
					continue
				}
				checkRating(t, p, chain, err, rating)
				grades[rating.Grade]++
			}
		})
	}
	// Puzzles of each grade, made: Rate's grade is the one asked for.
	for _, c := range []struct {
		n    int
		seed uint64
		o    regions.Options
	}{
		{6, 1, regions.Options{Grade: regions.Easy}},
		{8, 1, regions.Options{Grade: regions.Medium}},
		{9, 0, regions.Options{Grade: regions.Hard}},
		{8, 0, regions.Options{Grade: regions.Hard, Variant: regions.Variant{Rule: regions.DiagonalRule}}},
		{9, 2, regions.Options{Grade: regions.Expert}},
		{10, 3, regions.Options{Grade: regions.Expert, Variant: regions.Variant{Stars: 2}}},
	} {
		p, _, err := regions.Make(c.n, c.seed, c.o)
		if err != nil {
			t.Fatalf("Make(%d, %d, %+v): %v", c.n, c.seed, c.o, err)
		}
		chain, err := p.Explain()
		r, rerr := p.Rate()
		if rerr != nil || r.Grade != c.o.Grade {
			t.Fatalf("%v\nRate = %+v, %v, want grade %v", p, r, rerr, c.o.Grade)
		}
		checkRating(t, p, chain, err, r)
		grades[r.Grade]++
	}
	search, err := regions.Parse(searchPuzzle, regions.Variant{Stars: 2})
	if err != nil {
		t.Fatal(err)
	}
	chain, err := search.Explain()
	if !errors.Is(err, regions.ErrNeedsSearch) {
		t.Fatalf("Explain of the search puzzle: %v", err)
	}
	r, rerr := search.Rate()
	if rerr != nil {
		t.Fatal(rerr)
	}
	checkRating(t, search, chain, err, r)
	grades[r.Grade]++
	t.Logf("puzzles of one answer by grade: %v", grades)
	for _, g := range regions.Grades() {
		if grades[g] == 0 {
			t.Errorf("no puzzle of grade %v: %v", g, grades)
		}
	}
}

// checkRating checks the rating of p, whose Explain gave chain and err.
func checkRating(t *testing.T, p *regions.Puzzle, chain []regions.Deduction, err error, r regions.Rating) {
	t.Helper()
	// The work, the nodes of the search that proves one answer, is at
	// least one.
	if r.Work == 0 {
		t.Fatalf("%v\nRate: no work", p)
	}
	want := regions.Rating{Steps: len(chain), Uses: map[regions.Technique]int{}, Work: r.Work}
	for _, d := range chain {
		want.Uses[d.Technique]++
		want.Hardest = max(want.Hardest, d.Technique)
	}
	want.Grade = gradeOf(want.Hardest)
	if err != nil {
		want.Grade = regions.Search
	}
	switch want.Hardest {
	case regions.Probe:
		want.Depth = 1
	case regions.DeepProbe:
		want.Depth = 2
	}
	if diff := cmp.Diff(want, r); diff != "" {
		t.Fatalf("%v\nRate (-want +got):\n%s", p, diff)
	}
	sum := 0
	for _, u := range r.Uses {
		sum += u
	}
	if sum != r.Steps {
		t.Fatalf("%v\nRate: uses add up to %d, steps %d", p, sum, r.Steps)
	}
}

// searchPuzzle is a puzzle of two stars with one answer that no chain of
// deductions finishes: Make(11, 2, Options{Grade: Search, Variant:
// Variant{Stars: 2}}) made it once; its answer, by the second search, is
// searchAnswer.
const searchPuzzle = `AABBBBCCCCC
ADBDBBBBCCC
ADDDBEEEECC
ADDBBBEEEEC
AABBBFEEEEE
AABBBFFEGGG
AABBFFHHHGG
IAFFFFHJJJJ
IAAAKKHHJJJ
IAAAKKKHJJJ
IAAKKKKJJJJ
`

var searchAnswer = []int{1, 3, 19, 21, 23, 25, 40, 42, 46, 49, 63, 65, 70, 72, 77, 86, 92, 94, 99, 101, 115, 117}

// TestHintToTheEnd checks that Hint, made again and again with Apply,
// solves a puzzle that Rate grades below Search, to its one answer, and
// stops, with ErrNeedsSearch, on one it grades Search.
func TestHintToTheEnd(t *testing.T) {
	type test struct {
		name string
		p    *regions.Puzzle
	}
	var tests []test
	for _, c := range []struct {
		n     int
		seed  uint64
		o     regions.Options
		grade regions.Grade
	}{
		{6, 1, regions.Options{Grade: regions.Easy}, regions.Easy},
		{8, 2, regions.Options{Grade: regions.Medium}, regions.Medium},
		{9, 3, regions.Options{}, regions.Hard},
		{9, 4, regions.Options{Grade: regions.Expert}, regions.Expert},
		{10, 5, regions.Options{Grade: regions.Expert, Variant: regions.Variant{Stars: 2}}, regions.Expert},
		{8, 6, regions.Options{Grade: regions.Expert, Variant: regions.Variant{Rule: regions.DiagonalRule}}, regions.Expert},
	} {
		p, _, err := regions.Make(c.n, c.seed, c.o)
		if err != nil {
			t.Fatalf("Make(%d, %d, %+v): %v", c.n, c.seed, c.o, err)
		}
		tests = append(tests, test{fmt.Sprintf("n=%d/%v", c.n, c.grade), p})
	}
	search, err := regions.Parse(searchPuzzle, regions.Variant{Stars: 2})
	if err != nil {
		t.Fatal(err)
	}
	tests = append(tests, test{"n=11/search", search})
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := tt.p
			n := p.Size()
			answer := oneAnswer(t, p)
			if tt.name == "n=11/search" {
				if diff := cmp.Diff(squares(n, searchAnswer), answer); diff != "" {
					t.Fatalf("the answer (-want +got):\n%s", diff)
				}
			}
			r, err := p.Rate()
			if err != nil {
				t.Fatalf("Rate: %v", err)
			}
			q := p.Clone()
			steps := 0
			for {
				d, err := q.Hint()
				if err != nil {
					if r.Grade == regions.Search {
						if !errors.Is(err, regions.ErrNeedsSearch) {
							t.Fatalf("%v\ngraded %v: Hint ends with %v, want ErrNeedsSearch", q, r.Grade, err)
						}
					} else {
						if !errors.Is(err, regions.ErrSolved) {
							t.Fatalf("%v\ngraded %v: Hint ends with %v, want ErrSolved", q, r.Grade, err)
						}
						if diff := cmp.Diff(answer, q.Queens()); diff != "" {
							t.Fatalf("queens (-answer +got):\n%s", diff)
						}
					}
					break
				}
				if err := q.Apply(d); err != nil {
					t.Fatalf("%v\nApply(%+v): %v", q, d, err)
				}
				steps++
			}
			if steps != r.Steps {
				t.Errorf("Hint made %d steps, Rate counts %d", steps, r.Steps)
			}
			if tt.name == "n=11/search" && r.Grade != regions.Search {
				t.Errorf("Rate of the search puzzle: %+v", r)
			}
		})
	}
}

// TestRateSolved checks Rate of a puzzle with every queen placed: no
// step, no technique, grade easy; and Hint's and Explain's ends.
func TestRateSolved(t *testing.T) {
	p := mustParseText(t, text4+".Q..\n...Q\nQ...\n..Q.\n", regions.Variant{})
	r, err := p.Rate()
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(regions.Rating{Grade: regions.Easy, Uses: map[regions.Technique]int{}, Work: 1}, r); diff != "" {
		t.Errorf("Rate (-want +got):\n%s", diff)
	}
	if _, err := p.Hint(); !errors.Is(err, regions.ErrSolved) {
		t.Errorf("Hint = %v, want ErrSolved", err)
	}
	if chain, err := p.Explain(); err != nil || len(chain) != 0 {
		t.Errorf("Explain = %v, %v, want nothing", chain, err)
	}
}

func TestNames(t *testing.T) {
	tests := []struct {
		got, want string
	}{
		{regions.Single.String(), "single"},
		{regions.Line.String(), "line"},
		{regions.Touch.String(), "touch"},
		{regions.Confinement.String(), "confinement"},
		{regions.Probe.String(), "probe"},
		{regions.DeepProbe.String(), "deep probe"},
		{regions.Technique(0).String(), "Technique(0)"},
		{regions.Technique(10).String(), "Technique(10)"},
		{regions.Easy.String(), "easy"},
		{regions.Search.String(), "search"},
		{regions.Grade(0).String(), "Grade(0)"},
		{regions.Grade(6).String(), "Grade(6)"},
		{regions.TouchRule.String(), "touch"},
		{regions.DiagonalRule.String(), "diagonal"},
		{regions.Rule(2).String(), "Rule(2)"},
		{regions.Square{Row: 2, Col: 5}.String(), "row 2, column 5"},
		{regions.Unit{Kind: regions.RowUnit, Index: 3}.String(), "row 3"},
		{regions.Unit{Kind: regions.ColumnUnit, Index: 5}.String(), "column 5"},
		{regions.Unit{Kind: regions.RegionUnit, Index: 2, Label: 'C'}.String(), "region C"},
		{fmt.Sprint(regions.Grades()), "[easy medium hard expert search]"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("got %q, want %q", tt.got, tt.want)
		}
	}
}

func TestGradeText(t *testing.T) {
	for _, g := range regions.Grades() {
		text, err := g.MarshalText()
		if err != nil || string(text) != g.String() {
			t.Errorf("%v.MarshalText() = %q, %v", g, text, err)
		}
		var back regions.Grade
		if err := back.UnmarshalText(text); err != nil || back != g {
			t.Errorf("UnmarshalText(%q) = %v, %v", text, back, err)
		}
	}
	for _, g := range []regions.Grade{0, 6, -1} {
		if text, err := g.MarshalText(); err == nil {
			t.Errorf("Grade(%d).MarshalText() = %q, want an error", int(g), text)
		}
	}
	for _, text := range []string{"", "Hard", "fiendish", "hard "} {
		g := regions.Medium
		err := g.UnmarshalText([]byte(text))
		if err == nil || g != regions.Medium || !strings.Contains(err.Error(), "easy, medium, hard, expert or search") {
			t.Errorf("UnmarshalText(%q) = %v, %v: want an error, the grade unchanged", text, g, err)
		}
	}
}

// TestDeductionString checks the sentences of a few deductions.
func TestDeductionString(t *testing.T) {
	reg := func(i int, l byte) regions.Unit { return regions.Unit{Kind: regions.RegionUnit, Index: i, Label: l} }
	row := func(i int) regions.Unit { return regions.Unit{Kind: regions.RowUnit, Index: i} }
	tests := []struct {
		d    regions.Deduction
		want string
	}{
		{regions.Deduction{Technique: regions.Single, Queens: []regions.Square{{2, 3}}, Units: []regions.Unit{reg(1, 'B')}},
			"region B has one free square left: a queen at row 2, column 3"},
		{regions.Deduction{Technique: regions.Line, Confined: 1, Empty: []regions.Square{{4, 0}, {4, 1}, {4, 6}}, Units: []regions.Unit{reg(2, 'C'), row(4)}},
			"region C lies within row 4, whose queens are all its own: empty: row 4, columns 0, 1 and 6"},
		{regions.Deduction{Technique: regions.Confinement, Confined: 2, Empty: []regions.Square{{1, 0}, {2, 5}}, Units: []regions.Unit{reg(0, 'A'), reg(3, 'D'), row(1), row(2)}},
			"regions A and D lie within rows 1 and 2, whose queens are all theirs: empty: row 1, column 0; row 2, column 5"},
		{regions.Deduction{Technique: regions.Probe, Empty: []regions.Square{{0, 0}}, Units: []regions.Unit{row(3)}},
			"a queen at row 0, column 0 leads, by singles, to row 3 short of free squares: that square is empty"},
	}
	for _, tt := range tests {
		if got := tt.d.String(); got != tt.want {
			t.Errorf("String:\n got %q\nwant %q", got, tt.want)
		}
	}
}
