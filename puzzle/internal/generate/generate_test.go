package generate

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens/internal/oracletest"
	"github.com/nqueens-go/nqueens/internal/reason"
	"github.com/nqueens-go/nqueens/puzzle/internal/deduce"
)

// The truth of these tests is the plain brute-force search of
// internal/oracletest: every column of every row, each checked against
// the queens above, the placed queens kept and the blocked squares left
// empty.

// completions returns the completions of the puzzle, in lexicographic
// order, up to limit of them.
func completions(n int, queens []int, blocked []uint64, limit int) [][]int {
	return oracletest.FirstCompletions(n, func(r, c int) bool {
		return (queens[r] < 0 || queens[r] == c) && blocked[r]&(1<<uint(c)) == 0
	}, limit)
}

// grades are the grades a puzzle is made to, easiest first, as pairs of
// techniques: those up to Within solve it, and those up to Beyond do not.
// The first five rungs are the root's grades; the others, one rung of the
// ladder each, the rest of what Make takes.
var grades = []Options{
	{Beyond: 0, Within: int(deduce.Single)},
	{Beyond: int(deduce.Single), Within: int(deduce.Confinement)},
	{Beyond: int(deduce.Confinement), Within: int(deduce.Probe)},
	{Beyond: int(deduce.Probe), Within: int(deduce.DeepProbe)},
	{Beyond: int(deduce.DeepProbe), Within: int(deduce.Search)},
	{Beyond: int(deduce.Single), Within: int(deduce.Exclusion)},
	{Beyond: int(deduce.Exclusion), Within: int(deduce.Confinement)},
	{Beyond: 0, Within: int(deduce.Probe)},
}

// kinds are the options besides the grade: queens alone or blocked
// squares too, minimal or not.
var kinds = []Options{{}, {Blocked: true}, {Minimal: true}, {Blocked: true, Minimal: true}}

// withGrade returns o with the grade of g.
func withGrade(o, g Options) Options {
	o.Beyond, o.Within = g.Beyond, g.Within
	return o
}

// name returns o as a subtest's name, as "grade=(1,3],blocked,minimal".
func name(o Options) string {
	s := fmt.Sprintf("grade=(%d,%d]", o.Beyond, o.Within)
	if o.Blocked {
		s += ",blocked"
	}
	if o.Minimal {
		s += ",minimal"
	}
	return s
}

// TestMake makes puzzles of sizes 4 to 12, of every grade and kind, from a
// few seeds, and checks each against the oracle: it has one completion,
// its Solution; its queens are the solution's and its blocked squares
// leave the solution free; it is of the grade asked for, by Grade and by
// the chains of internal/deduce up to Within and up to Beyond;
// a minimal puzzle gains a completion when any one clue goes; and the
// same seed makes it again.
func TestMake(t *testing.T) {
	seeds, ladder := uint64(3), grades
	if testing.Short() {
		seeds, ladder = 1, grades[:5]
	}
	var mu sync.Mutex
	made := map[string]int{} // puzzles made, by grade and size
	none := map[string]int{} // reason.ErrNoPuzzle
	for n := 4; n <= 12; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			t.Parallel()
			for _, grade := range ladder {
				for _, o := range kinds {
					o = withGrade(o, grade)
					for seed := range seeds {
						p, err := Make(context.Background(), n, seed, o)
						key := fmt.Sprintf("n=%d %s", n, name(grade))
						if errors.Is(err, reason.ErrNoPuzzle) {
							mu.Lock()
							none[key]++
							mu.Unlock()
							continue
						}
						if err != nil {
							t.Fatalf("%s seed=%d: %v", name(o), seed, err)
						}
						mu.Lock()
						made[key]++
						mu.Unlock()
						checkPuzzle(t, fmt.Sprintf("%s seed=%d", name(o), seed), n, o, p)
						again, err := Make(context.Background(), n, seed, o)
						if diff := cmp.Diff(p, again); diff != "" || err != nil {
							t.Errorf("%s seed=%d: made again: %v (-first +again):\n%s", name(o), seed, err, diff)
						}
					}
				}
			}
		})
	}
	t.Cleanup(func() {
		t.Logf("made: %v; none: %v", made, none)
		for _, grade := range ladder {
			if key := fmt.Sprintf("n=12 %s", name(grade)); made[key] == 0 {
				t.Errorf("%s: no puzzle made", key)
			}
		}
	})
}

// checkPuzzle checks the puzzle p made for size n and options o, which
// what names.
func checkPuzzle(t *testing.T, what string, n int, o Options, p Puzzle) {
	t.Helper()
	if p.N != n || len(p.Queens) != n || len(p.Blocked) != n || len(p.Solution) != n {
		t.Fatalf("%s: size %d, %d queens, %d rows blocked, solution of %d", what, p.N, len(p.Queens), len(p.Blocked), len(p.Solution))
	}
	all := completions(n, p.Queens, p.Blocked, 2)
	if diff := cmp.Diff([][]int{p.Solution}, all); diff != "" {
		t.Fatalf("%s: %+v: completions (-solution +oracle):\n%s", what, p, diff)
	}
	for r := range n {
		if c := p.Queens[r]; c != -1 && c != p.Solution[r] {
			t.Errorf("%s: %+v: row %d's queen in column %d, not the solution's", what, p, r, c)
		}
		if row := p.Blocked[r]; row&(1<<uint(p.Solution[r])) != 0 || row>>uint(n) != 0 || !o.Blocked && row != 0 {
			t.Errorf("%s: %+v: row %d blocked %b", what, p, r, row)
		}
	}
	if p.Attempt < 0 || p.Attempt >= reason.Attempts {
		t.Errorf("%s: attempt %d", what, p.Attempt)
	}
	if grade, err := Grade(context.Background(), n, p.Queens, p.Blocked); grade <= o.Beyond || grade > o.Within || err != nil {
		t.Errorf("%s: %+v: Grade = %d, %v", what, p, grade, err)
	}
	// The grade by the chains: solved up to Within, not up to Beyond.
	solved := func(within int) bool {
		s := deduce.New(n, p.Queens, p.Blocked)
		reason.Chain(s, within, nil, nil)
		return s.Solved()
	}
	if o.Within < int(deduce.Search) && !solved(o.Within) || o.Beyond > 0 && solved(o.Beyond) {
		t.Errorf("%s: %+v: not of %s by the chains", what, p, name(o))
	}
	if o.Minimal {
		checkMinimal(t, what, p)
	}
}

// checkMinimal checks that p gains a completion when any one of its clues
// goes, a queen or a blocked square.
func checkMinimal(t *testing.T, what string, p Puzzle) {
	t.Helper()
	for r := range p.N {
		if c := p.Queens[r]; c >= 0 {
			queens := slices.Clone(p.Queens)
			queens[r] = -1
			if len(completions(p.N, queens, p.Blocked, 2)) < 2 {
				t.Errorf("%s: %+v: minimal, yet one completion without the queen at row %d, column %d", what, p, r, c)
			}
		}
		for c := range p.N {
			if p.Blocked[r]&(1<<uint(c)) != 0 {
				blocked := slices.Clone(p.Blocked)
				blocked[r] &^= 1 << uint(c)
				if len(completions(p.N, p.Queens, blocked, 2)) < 2 {
					t.Errorf("%s: %+v: minimal, yet one completion with row %d, column %d free", what, p, r, c)
				}
			}
		}
	}
}

// TestMakeNoPuzzle checks that Make returns reason.ErrNoPuzzle for grades it
// finds no puzzle of at size 4, whose two solutions share no square:
// those that need probes, deep probes or a search.
func TestMakeNoPuzzle(t *testing.T) {
	for _, tc := range []struct {
		n     int
		grade Options
	}{
		{4, Options{Beyond: int(deduce.Confinement), Within: int(deduce.Probe)}},
		{4, Options{Beyond: int(deduce.Probe), Within: int(deduce.DeepProbe)}},
		{4, Options{Beyond: int(deduce.DeepProbe), Within: int(deduce.Search)}},
	} {
		for _, o := range kinds {
			o = withGrade(o, tc.grade)
			t.Run(fmt.Sprintf("n=%d %s", tc.n, name(o)), func(t *testing.T) {
				for seed := range uint64(3) {
					if p, err := Make(context.Background(), tc.n, seed, o); !errors.Is(err, reason.ErrNoPuzzle) {
						t.Errorf("seed=%d: %+v, %v; want reason.ErrNoPuzzle", seed, p, err)
					}
				}
			})
		}
	}
}

// TestMakeCancelled checks that Make and Grade return the context's error
// once it is done.
func TestMakeCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, o := range []Options{{Within: int(deduce.Single)}, {Beyond: int(deduce.DeepProbe), Within: int(deduce.Search), Blocked: true, Minimal: true}} {
		if _, err := Make(ctx, 12, 1, o); !errors.Is(err, context.Canceled) {
			t.Errorf("%s: Make = %v, want context.Canceled", name(o), err)
		}
	}
	queens := []int{-1, -1, -1, -1, -1, -1, -1, -1}
	if _, err := Grade(ctx, 8, queens, make([]uint64, 8)); !errors.Is(err, context.Canceled) {
		t.Errorf("Grade = %v, want context.Canceled", err)
	}
}

// TestGrade checks Grade on puzzles worked by hand; a puzzle whose clues
// leave no step needs no technique, the easiest at most.
func TestGrade(t *testing.T) {
	for _, tc := range []struct {
		name   string
		n      int
		queens []int
		want   int
	}{
		{"n=4 one queen", 4, []int{1, -1, -1, -1}, int(deduce.Single)},
		{"n=4 empty", 4, []int{-1, -1, -1, -1}, int(deduce.Search)},
		{"n=8 empty", 8, []int{-1, -1, -1, -1, -1, -1, -1, -1}, int(deduce.Search)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Grade(context.Background(), tc.n, tc.queens, make([]uint64, tc.n))
			if got != tc.want || err != nil {
				t.Errorf("Grade = %d, %v; want %d", got, err, tc.want)
			}
		})
	}
	if got, err := Grade(context.Background(), 4, []int{1, 3, 0, 2}, make([]uint64, 4)); got > int(deduce.Single) || err != nil {
		t.Errorf("solved puzzle: Grade = %d, %v; want Single at most", got, err)
	}
}
