package stars

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens/internal/ctxtest"
	"github.com/nqueens-go/nqueens/internal/reason"
)

// The grades of the regions package, as the techniques beyond which and
// within which a puzzle's chain lies.
var grades = []struct {
	name           string
	beyond, within Technique
}{
	{"easy", 0, Single},
	{"medium", Single, Touch},
	{"hard", Touch, Counting},
	{"expert", Counting, DeepProbe},
	{"search", DeepProbe, Search},
}

func gradeOf(name string) (beyond, within Technique) {
	for _, g := range grades {
		if g.name == name {
			return g.beyond, g.within
		}
	}
	panic("no grade " + name)
}

// TestMake checks the puzzles Make makes: n regions, each one piece,
// numbered in the order of their first squares, none beyond MaxRegion;
// one answer, which is the puzzle's Answer, by the oracle up to 9 and the
// second search above; the hardest technique of a fresh chain within the
// grade asked for; and the same puzzle again from the same seed.
func TestMake(t *testing.T) {
	type test struct {
		n, k                 int
		rule                 Rule
		grade                string // or "any"
		minRegion, maxRegion int
		draw                 Draw
		seeds                []uint64
	}
	tests := []test{
		{n: 4, k: 1, grade: "easy", draw: Classic, seeds: []uint64{0, 1}},
		{n: 4, k: 1, grade: "medium", seeds: []uint64{0, 1}},
		{n: 5, k: 1, grade: "any", seeds: []uint64{0, 1, 2}},
		{n: 6, k: 1, grade: "easy", seeds: []uint64{0, 1}},
		{n: 6, k: 1, grade: "medium", seeds: []uint64{0, 1}},
		{n: 7, k: 1, grade: "hard", seeds: []uint64{0, 1}},
		{n: 8, k: 1, grade: "expert", seeds: []uint64{1, 2}},
		{n: 8, k: 1, grade: "any", maxRegion: 12, seeds: []uint64{0, 1}},
		{n: 9, k: 1, grade: "medium", seeds: []uint64{0, 1}},
		{n: 9, k: 1, grade: "any", seeds: []uint64{0, 1, 2}},
		{n: 10, k: 1, grade: "expert", seeds: []uint64{0}},
		{n: 11, k: 1, grade: "any", seeds: []uint64{0}},
		{n: 12, k: 1, grade: "any", maxRegion: 30, seeds: []uint64{1}},
		{n: 14, k: 1, grade: "hard", seeds: []uint64{1}},
		{n: 16, k: 1, grade: "hard", seeds: []uint64{4}},
		{n: 6, k: 1, rule: DiagonalRule, grade: "any", seeds: []uint64{0, 1}},
		{n: 8, k: 1, rule: DiagonalRule, grade: "expert", seeds: []uint64{0, 1}},
		{n: 9, k: 1, rule: DiagonalRule, grade: "any", seeds: []uint64{0}},
		{n: 12, k: 1, rule: DiagonalRule, grade: "expert", seeds: []uint64{0}},
		{n: 8, k: 2, grade: "hard", seeds: []uint64{0, 1}},
		{n: 9, k: 2, grade: "any", seeds: []uint64{0, 1}},
		{n: 10, k: 2, grade: "expert", seeds: []uint64{3}},
		{n: 12, k: 3, grade: "any", seeds: []uint64{3}},
		{n: 9, k: 1, grade: "any", minRegion: 2, seeds: []uint64{0, 1}},
		{n: 8, k: 1, grade: "expert", draw: Classic, seeds: []uint64{1}},
		{n: 10, k: 2, grade: "expert", draw: Classic, seeds: []uint64{0}},
		{n: 18, k: 1, grade: "any", seeds: []uint64{0}},
		{n: 24, k: 1, grade: "any", seeds: []uint64{0}},
		{n: 32, k: 1, grade: "hard", seeds: []uint64{0}},
		{n: 22, k: 2, grade: "any", seeds: []uint64{1}},
	}
	if testing.Short() {
		tests = slices.DeleteFunc(tests, func(tt test) bool { return tt.n > 12 })
	}
	for _, tt := range tests {
		rule := "touch"
		if tt.rule == DiagonalRule {
			rule = "diagonal"
		}
		name := fmt.Sprintf("n=%d/k=%d/%s/%s", tt.n, tt.k, rule, tt.grade)
		if tt.maxRegion > 0 {
			name += fmt.Sprintf("/max=%d", tt.maxRegion)
		}
		if tt.minRegion > 0 {
			name += fmt.Sprintf("/min=%d", tt.minRegion)
		}
		if tt.draw == Classic {
			name += "/classic"
		}
		t.Run(name, func(t *testing.T) {
			beyond, within := Technique(0), Search
			if tt.grade != "any" {
				beyond, within = gradeOf(tt.grade)
			}
			o := Options{N: tt.n, K: tt.k, Rule: tt.rule, Within: within, Beyond: beyond, MinRegion: tt.minRegion, MaxRegion: tt.maxRegion, Draw: tt.draw}
			for i, seed := range tt.seeds {
				p, err := Make(context.Background(), seed, o)
				if err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				checkMade(t, o, p)
				if i == 0 {
					again, err := Make(context.Background(), seed, o)
					if err != nil {
						t.Fatalf("seed %d again: %v", seed, err)
					}
					if diff := cmp.Diff(p, again); diff != "" {
						t.Errorf("seed %d, twice (-first +second):\n%s", seed, diff)
					}
				}
			}
		})
	}
}

// checkMade checks p, which Make made as o asks.
func checkMade(t *testing.T, o Options, p Puzzle) {
	t.Helper()
	n, k := o.N, o.K
	if len(p.Region) != n*n {
		t.Fatalf("%d squares, want %d", len(p.Region), n*n)
	}
	size := make([]int, n)
	next := int8(0)
	for q, r := range p.Region {
		if r < 0 || int(r) >= n {
			t.Fatalf("%v: square %d in region %d", p.Region, q, r)
		}
		if r > next {
			t.Fatalf("%v: region %d's first square %d comes before region %d's", p.Region, r, q, next)
		}
		if r == next {
			next++
		}
		size[r]++
	}
	if int(next) != n {
		t.Fatalf("%v: %d regions, want %d", p.Region, next, n)
	}
	if r, _ := plainApart(n, p.Region); r >= 0 {
		t.Fatalf("%v: region %d is in pieces", p.Region, r)
	}
	if o.MaxRegion > 0 && slices.Max(size) > o.MaxRegion {
		t.Fatalf("%v: a region of %d squares, more than %d", p.Region, slices.Max(size), o.MaxRegion)
	}
	if o.MinRegion > 0 && slices.Min(size) < o.MinRegion {
		t.Fatalf("%v: a region of %d squares, fewer than %d", p.Region, slices.Min(size), o.MinRegion)
	}
	pz := puzzle{N: n, K: k, Diagonal: o.Rule == DiagonalRule, Region: p.Region}
	var answers [][]int
	if n <= 9 {
		answers = oracle(pz)
	} else {
		c, last := second(pz, 2)
		answers = make([][]int, c)
		if c > 0 {
			answers[c-1] = last
		}
	}
	if len(answers) != 1 {
		t.Fatalf("%v: %d answers, want 1", p.Region, len(answers))
	}
	if diff := cmp.Diff(answers[0], p.Answer); diff != "" {
		t.Fatalf("%v: Answer (-want +got):\n%s", p.Region, diff)
	}
	var state reason.State
	if n <= smallest {
		s := stateOf(t, pz)
		if o.Draw == Classic {
			s.skip = classicSkips
		}
		state = s
	} else {
		state = stateAt[Large](t, pz)
	}
	hardest, err := reason.Hardest(context.Background(), state, Ladder)
	if err != nil || hardest <= o.Beyond || hardest > o.Within {
		t.Errorf("%v: a fresh chain's hardest %d, %v; want it in (%d, %d]", p.Region, hardest, err, o.Beyond, o.Within)
	}
}

// TestMakeNoPuzzle checks that Make gives up, with ErrNoPuzzle, where the
// grade asked for does not occur: the grids of 4 need no confinement.
func TestMakeNoPuzzle(t *testing.T) {
	for _, grade := range []string{"hard", "expert", "search"} {
		t.Run("n=4/"+grade, func(t *testing.T) {
			beyond, within := gradeOf(grade)
			p, err := Make(context.Background(), 1, Options{N: 4, K: 1, Within: within, Beyond: beyond})
			if !errors.Is(err, reason.ErrNoPuzzle) {
				t.Fatalf("Make = %v, %v, want ErrNoPuzzle", p, err)
			}
		})
	}
}

// TestMakeContext checks that Make returns the error of its context: done
// from the start, or done after a number of looks at it, which depends on
// the search alone: none, half of those of a Make not cancelled, all but
// one.
func TestMakeContext(t *testing.T) {
	o := Options{N: 9, K: 1, Within: DeepProbe}
	t.Run("cancelled", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		for seed := range uint64(5) {
			if p, err := Make(ctx, seed, o); err != context.Canceled {
				t.Fatalf("seed %d: Make = %v, %v, want context.Canceled", seed, p, err)
			}
		}
	})
	never := &doneAfter{Context: context.Background(), after: 1 << 30}
	if _, err := Make(never, 3, o); err != nil {
		t.Fatal(err)
	}
	looks := never.calls
	if looks < 2 {
		t.Fatalf("Make looked at its context %d times", looks)
	}
	for _, after := range []int{0, looks / 2, looks - 1} {
		t.Run(fmt.Sprintf("after=%d/%d", after, looks), func(t *testing.T) {
			ctx := &doneAfter{Context: context.Background(), after: after}
			if p, err := Make(ctx, 3, o); err != context.Canceled {
				t.Fatalf("Make = %v, %v, want context.Canceled", p, err)
			}
		})
	}
}

// TestDrawAnswerContext checks that the draw of an answer looks at its
// context: four queens to a unit of 16 take many thousands of choices to
// draw, and a context cancelled at its first look stops them.
func TestDrawAnswerContext(t *testing.T) {
	o := Options{N: 16, K: 4}
	if answer, err := drawAnswer(context.Background(), rand.New(rand.NewPCG(2, 0)), o); err != nil {
		t.Fatalf("drawAnswer: %v, %v", answer, err)
	}
	ctx := ctxtest.CancelAtLook(1)
	if answer, err := drawAnswer(ctx, rand.New(rand.NewPCG(2, 0)), o); err != context.Canceled || answer != nil {
		t.Errorf("drawAnswer with a context cancelled: %v, %v; want context.Canceled", answer, err)
	}
	if _, err := Make(ctxtest.CancelAtLook(1), 2, Options{N: 16, K: 4, Within: Search}); err != context.Canceled {
		t.Errorf("Make with a context cancelled: %v; want context.Canceled", err)
	}
}
