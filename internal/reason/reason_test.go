package reason

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// A toy is a puzzle of a toy engine: a row of squares, some of them
// queens in its one answer, each found by the technique that toy.by
// names; a technique finds its square only once every square before it
// is known, so that the chain is one order, and the hardest technique it
// needs is the hardest of by.
type toy struct {
	by      []int  // the technique that finds each square
	queen   []bool // whether the answer holds a queen there
	known   []bool // the squares found so far
	answers uint64 // how many answers it has
}

// newToy returns a toy of the techniques by, with one answer.
func newToy(by ...int) *toy {
	return &toy{by: by, queen: make([]bool, len(by)), known: make([]bool, len(by)), answers: 1}
}

func (t *toy) Solved() bool { return !slices.Contains(t.known, false) }

func (t *toy) Next(within int) (Step, bool) {
	// The easiest technique that finds a square, the first of them: the
	// first unknown square, where its technique is within.
	i := slices.Index(t.known, false)
	if i < 0 || t.by[i] > within {
		return Step{}, false
	}
	st := Step{Technique: t.by[i], Units: []int{i}}
	if t.queen[i] {
		st.Queens = []int{i}
	} else {
		st.Empty = []int{i}
	}
	return st, true
}

func (t *toy) Apply(st Step) {
	for _, q := range slices.Concat(st.Queens, st.Empty) {
		t.known[q] = true
	}
}

// A toyPuzzle is a toy as reasoning asks of a puzzle: each State is a
// fresh copy.
type toyPuzzle struct{ *toy }

func (p toyPuzzle) State() State {
	c := *p.toy
	c.known = slices.Clone(p.known)
	return &c
}

func (p toyPuzzle) Solvable(ctx context.Context) (bool, error) {
	return p.answers > 0, ctx.Err()
}

func (p toyPuzzle) Count(ctx context.Context, limit uint64) (uint64, uint64, error) {
	return min(p.answers, limit), 7, ctx.Err()
}

// ladder is a ladder of four techniques: two of grade Easy, none Medium,
// a probe of depth 1 Hard and one of depth 2 Expert.
var ladder = Ladder{
	{Name: "one", Grade: Easy},
	{Name: "two", Grade: Easy},
	{Name: "probe", Grade: Hard, Depth: 1},
	{Name: "deep", Grade: Expert, Depth: 2},
}

// TestChain checks that Chain makes each step Next gives, up to within,
// calls step with each before it is made, stops where none applies, and
// returns the hardest; and that stop ends it before the next step.
func TestChain(t *testing.T) {
	for _, tc := range []struct {
		by             []int
		within         int
		hardest, steps int
		solved         bool
	}{
		{nil, 4, 0, 0, true},
		{[]int{1, 1, 2}, 4, 2, 3, true},
		{[]int{1, 3, 2, 1}, 4, 3, 4, true},
		{[]int{1, 3, 2, 1}, 2, 1, 1, false},
		{[]int{4, 1}, 3, 0, 0, false},
	} {
		s := newToy(tc.by...)
		var steps []Step
		hardest := Chain(s, tc.within, func(st Step) {
			if s.known[st.Units[0]] {
				t.Fatalf("%v: step %+v given after it is made", tc.by, st)
			}
			steps = append(steps, st)
		}, nil)
		if hardest != tc.hardest || len(steps) != tc.steps || s.Solved() != tc.solved {
			t.Errorf("%v within %d: hardest %d, %d steps, solved %v; want %d, %d, %v", tc.by, tc.within, hardest, len(steps), s.Solved(), tc.hardest, tc.steps, tc.solved)
		}
	}
	for stopAt := range 4 {
		s := newToy(1, 2, 1, 3)
		asked, steps := 0, 0
		Chain(s, 4, func(Step) { steps++ }, func() bool {
			asked++
			return asked > stopAt
		})
		if steps != stopAt || asked != stopAt+1 {
			t.Errorf("stopped at the %d-th look: %d steps, %d looks", stopAt, steps, asked)
		}
	}
}

// TestHintExplainRate checks the three procedures on toys of every grade,
// with no answer and with several.
func TestHintExplainRate(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		by      []int
		answers uint64
		grade   Grade
		hardest int
		hint    error
		explain error
		rate    error
	}{
		{[]int{1, 2, 1}, 1, Easy, 2, nil, nil, nil},
		{[]int{1, 3, 2}, 1, Hard, 3, nil, nil, nil},
		{[]int{4, 1}, 1, Expert, 4, nil, nil, nil},
		{[]int{1, 5, 1}, 1, Search, 1, nil, ErrNeedsSearch, nil},
		{[]int{5}, 1, Search, 0, ErrNeedsSearch, ErrNeedsSearch, nil},
		{[]int{1, 1}, 0, 0, 0, ErrNoAnswer, ErrNoAnswer, ErrNoAnswer},
		{[]int{1, 1}, 2, 0, 0, nil, nil, ErrNotUnique},
		{nil, 1, Easy, 0, ErrSolved, nil, nil},
	} {
		p := toyPuzzle{newToy(tc.by...)}
		p.answers = tc.answers
		if len(tc.by) > 0 {
			p.queen[0] = true
		}
		st, err := Hint(ctx, p, 4)
		if !errors.Is(err, tc.hint) || err == nil && st.Units[0] != 0 {
			t.Errorf("%v: Hint = %+v, %v; want the first square, %v", tc.by, st, err, tc.hint)
		}
		chain, err := Explain(ctx, p, 4)
		if !errors.Is(err, tc.explain) {
			t.Errorf("%v: Explain = %+v, %v; want %v", tc.by, chain, err, tc.explain)
		}
		// Explain is Hint, made, again and again.
		s := p.State()
		for i, st := range chain {
			if want, ok := s.Next(4); !ok || !cmp.Equal(want, st, cmpopts.EquateEmpty()) {
				t.Fatalf("%v: step %d of Explain %+v, Next %+v", tc.by, i, st, want)
			}
			s.Apply(st)
		}
		r, err := Rate(ctx, p, ladder)
		if !errors.Is(err, tc.rate) {
			t.Errorf("%v: Rate = %+v, %v; want %v", tc.by, r, err, tc.rate)
		}
		if err != nil {
			continue
		}
		uses := make([]int, len(ladder)+1)
		for _, st := range chain {
			uses[st.Technique]++
		}
		want := Rating{Grade: tc.grade, Hardest: tc.hardest, Steps: len(chain), Uses: uses, Work: 7}
		if ladder.Valid(tc.hardest) {
			want.Depth = ladder[tc.hardest-1].Depth
		}
		if diff := cmp.Diff(want, r); diff != "" {
			t.Errorf("%v: Rate (-want +got):\n%s", tc.by, diff)
		}
	}
	// A done context ends each.
	done, cancel := context.WithCancel(ctx)
	cancel()
	p := toyPuzzle{newToy(1, 2)}
	if _, err := Hint(done, p, 4); !errors.Is(err, context.Canceled) {
		t.Errorf("Hint, cancelled: %v", err)
	}
	if _, err := Explain(done, p, 4); !errors.Is(err, context.Canceled) {
		t.Errorf("Explain, cancelled: %v", err)
	}
	if _, err := Rate(done, p, ladder); !errors.Is(err, context.Canceled) {
		t.Errorf("Rate, cancelled: %v", err)
	}
}

// TestLadder checks the names, grades and text forms of a ladder.
func TestLadder(t *testing.T) {
	if ladder.Search() != 5 || ladder.Name(3) != "probe" || ladder.Name(0) != "Technique(0)" || ladder.Name(5) != "Technique(5)" {
		t.Errorf("Search %d, names %q %q %q", ladder.Search(), ladder.Name(3), ladder.Name(0), ladder.Name(5))
	}
	for _, tc := range []struct {
		g              Grade
		beyond, within int
	}{
		{Easy, 0, 2}, {Medium, 2, 2}, {Hard, 2, 3}, {Expert, 3, 4}, {Search, 4, 5},
	} {
		if b, w := ladder.Within(tc.g); b != tc.beyond || w != tc.within {
			t.Errorf("Within(%v) = %d, %d; want %d, %d", tc.g, b, w, tc.beyond, tc.within)
		}
	}
	for tech, g := range []Grade{Easy, Easy, Easy, Hard, Expert, Search} {
		if got := ladder.GradeOf(tech); got != g {
			t.Errorf("GradeOf(%d) = %v, want %v", tech, got, g)
		}
	}
	for tech := 1; tech <= len(ladder); tech++ {
		text, err := ladder.MarshalText(tech)
		var back int
		if err != nil || UnmarshalTechnique(ladder, &back, text) != nil || back != tech {
			t.Errorf("technique %d: %q, %v, read back as %d", tech, text, err, back)
		}
	}
	if _, err := ladder.MarshalText(0); err == nil {
		t.Error("MarshalText(0) succeeds")
	}
	var x int
	if err := UnmarshalTechnique(ladder, &x, []byte("guess")); err == nil || !strings.Contains(err.Error(), `"guess"`) {
		t.Errorf("UnmarshalTechnique(guess) = %v", err)
	}
}

// TestGrades checks the grades' names and numbers, both ways.
func TestGrades(t *testing.T) {
	for g := Easy; g <= Search; g++ {
		text, err := g.MarshalText()
		var byName, byNumber Grade
		if err != nil || UnmarshalGrade(&byName, text) != nil || UnmarshalGrade(&byNumber, []byte{byte('0' + g)}) != nil || byName != g || byNumber != g {
			t.Errorf("grade %d: %q, %v; read back %v, %v", g, text, err, byName, byNumber)
		}
	}
	for _, bad := range []string{"", "0", "6", "Hard", " hard", "fiendish"} {
		if g, err := ParseGrade(bad); err == nil {
			t.Errorf("ParseGrade(%q) = %v", bad, g)
		}
	}
	if _, err := Grade(0).MarshalText(); err == nil || Grade(6).String() != "Grade(6)" {
		t.Errorf("Grade(0).MarshalText: %v; Grade(6) %q", err, Grade(6).String())
	}
}

// TestMake checks the draw loop: it keeps the first draw whose hardest
// technique lies in (beyond, within], passes over draws that lead
// nowhere and puzzles of no deduction, gives up after Attempts, and stops
// at a draw's error.
func TestMake(t *testing.T) {
	ctx := context.Background()
	// Each draw gives the toy of the next list of techniques.
	draws := func(list ...[]int) Draw[int] {
		i := 0
		return func(ctx context.Context, rng *rand.Rand) (int, State, error) {
			i++
			by := list[(i-1)%len(list)]
			if by == nil {
				return 0, nil, nil
			}
			if len(by) == 1 && by[0] < 0 {
				return 0, nil, errors.New("draw failed")
			}
			return i, newToy(by...), nil
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, tc := range []struct {
		name           string
		draw           Draw[int]
		beyond, within int
		want, attempt  int
		err            error
	}{
		{"first", draws([]int{1, 2}), 0, 2, 1, 0, nil},
		{"third", draws(nil, []int{1, 4}, []int{3, 1}), 2, 3, 3, 2, nil},
		{"search", draws([]int{1}, []int{5}), 4, 5, 2, 1, nil},
		{"no deduction", draws([]int{}, []int{1}), 0, 2, 2, 1, nil},
		{"none", draws([]int{1}), 1, 2, 0, 0, ErrNoPuzzle},
		{"fails", draws([]int{2}, []int{-1}), 0, 1, 0, 0, errors.New("draw failed")},
	} {
		got, attempt, err := Make(ctx, rng, ladder, tc.beyond, tc.within, tc.draw)
		if got != tc.want || attempt != tc.attempt || (err == nil) != (tc.err == nil) || err != nil && err.Error() != tc.err.Error() {
			t.Errorf("%s: Make = %d, attempt %d, %v; want %d, %d, %v", tc.name, got, attempt, err, tc.want, tc.attempt, tc.err)
		}
	}
	done, cancel := context.WithCancel(ctx)
	cancel()
	if _, _, err := Make(done, rng, ladder, 0, 5, draws([]int{1})); !errors.Is(err, context.Canceled) {
		t.Errorf("Make, cancelled: %v", err)
	}
}
