package deduce

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/nqueens-go/nqueens/internal/oracletest"
	"github.com/nqueens-go/nqueens/internal/reason"
)

// The truth of these tests is the plain brute-force search of
// internal/oracletest: every column of every row, each checked against
// the queens above, the placed queens kept and the blocked squares left
// empty.

// A puzzle is a puzzle of N-Queens Completion as the tests write it: the
// column of each row's placed queen, -1 for none, and the blocked squares
// of each row, bit c for column c, as New takes them.
type puzzle struct {
	n       int
	queens  []int
	blocked []uint64
}

// completions returns every completion of p, in lexicographic order.
func completions(p puzzle) [][]int {
	return oracletest.Completions(p.n, func(r, c int) bool {
		return (p.queens[r] < 0 || p.queens[r] == c) && p.blocked[r]&(1<<uint(c)) == 0
	})
}

// attacked reports whether a queen of p stands on the square or attacks
// it.
func attacked(p puzzle, r, c int) bool {
	for qr, qc := range p.queens {
		if qc >= 0 && (qr == r || qc == c || qr-r == qc-c || qr-r == c-qc) {
			return true
		}
	}
	return false
}

// solutions holds every solution of each size, the completions of the
// empty puzzle.
var solutions = func() [][][]int {
	all := make([][][]int, 11)
	for n := range all {
		all[n] = oracletest.Solutions(n)
	}
	return all
}()

// empty returns the puzzle of size n without clues.
func empty(n int) puzzle {
	p := puzzle{n: n, queens: make([]int, n), blocked: make([]uint64, n)}
	for r := range n {
		p.queens[r] = -1
	}
	return p
}

// randomPuzzle returns a random puzzle of size n, 4 to 10: some queens of
// a solution and some blocked squares drawn at random, a queen not of the
// solution now and then; in one puzzle of two, then, more queens of the
// solution until it has one completion, or none.
func randomPuzzle(rng *rand.Rand, n int) puzzle {
	p := empty(n)
	sol := solutions[n][rng.IntN(len(solutions[n]))]
	for range rng.IntN(n/3 + 1) {
		r := rng.IntN(n)
		p.queens[r] = sol[r]
	}
	if rng.IntN(8) == 0 {
		if r, c := rng.IntN(n), rng.IntN(n); p.queens[r] < 0 && !attacked(p, r, c) {
			p.queens[r] = c
		}
	}
	density := rng.IntN(5) // in sixteenths
	for r := range n {
		for c := range n {
			if p.queens[r] != c && rng.IntN(16) < density {
				p.blocked[r] |= 1 << uint(c)
			}
		}
	}
	if rng.IntN(2) == 0 {
		for _, r := range rng.Perm(n) {
			if len(completions(p)) <= 1 {
				break
			}
			if p.queens[r] < 0 && p.blocked[r]&(1<<uint(sol[r])) == 0 && !attacked(p, r, sol[r]) {
				p.queens[r] = sol[r]
			}
		}
	}
	return p
}

// minimalPuzzle returns a puzzle of size n, 4 to 10, with one
// completion, from which no queen can go without a second: a solution
// drawn at random, its queens taken away in a random order while one
// completion is left, and then, in one puzzle of two, squares of the
// solution's rows blocked at random where one completion is still left
// and a queen taken away where that leaves one. Such puzzles need the
// harder techniques more often than randomPuzzle's.
func minimalPuzzle(rng *rand.Rand, n int) puzzle {
	p := empty(n)
	sol := solutions[n][rng.IntN(len(solutions[n]))]
	copy(p.queens, sol)
	unique := func() bool { return len(completions(p)) == 1 }
	for _, r := range rng.Perm(n) {
		p.queens[r] = -1
		if !unique() {
			p.queens[r] = sol[r]
		}
	}
	if rng.IntN(2) == 0 {
		for _, r := range rng.Perm(n) {
			if p.queens[r] < 0 {
				continue
			}
			p.queens[r] = -1
			for range 3 {
				if c := rng.IntN(n); c != sol[r] {
					p.blocked[r] |= 1 << uint(c)
				}
			}
			if !unique() {
				p.queens[r], p.blocked[r] = sol[r], 0
			}
		}
	}
	return p
}

// hardPuzzles returns count puzzles of minimalPuzzle's of each size from
// 6 to 9, drawn from a seed of their own.
func hardPuzzles(seed uint64, count int) []puzzle {
	return drawPuzzles(rand.New(rand.NewPCG(seed, 23)), 6, count, minimalPuzzle)
}

// state returns p as a State.
func (p puzzle) state() *State { return New(p.n, p.queens, p.blocked) }

// randomPuzzles returns the puzzles the tests reason about: count random
// puzzles of each size from 4 to 9, drawn from a seed of their own.
func randomPuzzles(seed uint64, count int) []puzzle {
	return drawPuzzles(rand.New(rand.NewPCG(seed, 17)), 4, count, randomPuzzle)
}

// drawPuzzles returns count puzzles that draw makes of each size from
// least to 9, in order of size.
func drawPuzzles(rng *rand.Rand, least, count int, draw func(*rand.Rand, int) puzzle) []puzzle {
	var all []puzzle
	for n := least; n <= 9; n++ {
		for range count {
			all = append(all, draw(rng, n))
		}
	}
	return all
}

// puzzlesPerSize is how many random puzzles of each size a test reasons
// about.
func puzzlesPerSize() int {
	if testing.Short() {
		return 60
	}
	return 300
}

// techniques are the techniques of the ladder, easiest first.
var techniques = []Technique{Single, Exclusion, Confinement, Probe, DeepProbe}

// --- Soundness ---

// unsound returns why st is unsound for the completions all of a puzzle,
// or "" if it is sound: a queen it places is in every completion, and a
// square it rules out in none.
func unsound(st Finding, all [][]int) string {
	for _, sol := range all {
		if st.Queen && sol[st.Row] != st.Col {
			return fmt.Sprintf("a queen at row %d, column %d, but completion %v has none there", st.Row, st.Col, sol)
		}
		if !st.Queen && sol[st.Row] == st.Col {
			return fmt.Sprintf("row %d, column %d ruled out, but completion %v has its queen there", st.Row, st.Col, sol)
		}
	}
	return ""
}

// unsoundStep returns why st, a step of the chain of a puzzle of size n,
// is unsound for the completions all, or "" if it is sound.
func unsoundStep(st reason.Step, n int, all [][]int) string {
	for _, q := range st.Queens {
		if why := unsound(Finding{Row: q / n, Col: q % n, Queen: true}, all); why != "" {
			return why
		}
	}
	for _, q := range st.Empty {
		if why := unsound(Finding{Row: q / n, Col: q % n}, all); why != "" {
			return why
		}
	}
	return ""
}

// checkWhy checks that st reasons as its technique says, in the state s
// it was found in, by looking at the free squares square by square.
func checkWhy(t *testing.T, s *State, st Finding) {
	t.Helper()
	free := func(l Line) [][2]int {
		var squares [][2]int
		for i := range s.n {
			r, c := l.Index, i
			if l.Column {
				r, c = i, l.Index
			}
			if s.Free(r, c) {
				squares = append(squares, [2]int{r, c})
			}
		}
		return squares
	}
	open := func(l Line) bool {
		if l.Column {
			return !slices.Contains(s.Queens(), l.Index)
		}
		return s.Queens()[l.Index] < 0
	}
	if !s.Free(st.Row, st.Col) {
		t.Fatalf("%+v: the square is not free", st)
	}
	if st.Queen != (st.Technique == Single) || (st.K != 0) != (st.Technique == Confinement) {
		t.Fatalf("%+v: Queen or K wrong for the technique", st)
	}
	switch st.Technique {
	case Single:
		l := st.Lines[0]
		if len(st.Lines) != 1 || !open(l) || !cmp.Equal(free(l), [][2]int{{st.Row, st.Col}}) {
			t.Fatalf("%+v: %+v does not have the square as its one free square: %v", st, l, free(l))
		}
	case Exclusion:
		l := st.Lines[0]
		if len(st.Lines) != 1 || !open(l) || l == (Line{false, st.Row}) || l == (Line{true, st.Col}) {
			t.Fatalf("%+v: not a line of the exclusion", st)
		}
		q := puzzle{n: s.n, queens: make([]int, s.n)}
		for r := range s.n {
			q.queens[r] = -1
		}
		q.queens[st.Row] = st.Col
		for _, sq := range free(l) {
			if !attacked(q, sq[0], sq[1]) {
				t.Fatalf("%+v: the queen leaves %v free on %+v", st, sq, l)
			}
		}
	case Confinement:
		k := st.K
		if k < 2 || k > 3 || len(st.Lines) != 2*k {
			t.Fatalf("%+v: K and lines do not agree", st)
		}
		confined, to := st.Lines[:k], st.Lines[k:]
		for _, l := range confined {
			if l.Column != confined[0].Column || !open(l) {
				t.Fatalf("%+v: %+v is not one of the confined lines", st, l)
			}
			for _, sq := range free(l) {
				x := sq[1]
				if l.Column {
					x = sq[0]
				}
				if !slices.Contains(to, Line{!l.Column, x}) {
					t.Fatalf("%+v: %+v has the free square %v outside the lines confined to", st, l, sq)
				}
			}
		}
		on := func(lines []Line) bool {
			return slices.Contains(lines, Line{false, st.Row}) || slices.Contains(lines, Line{true, st.Col})
		}
		if !on(to) || on(confined) {
			t.Fatalf("%+v: the square is not on a line confined to, outside the confined", st)
		}
	case Probe, DeepProbe:
		if len(free(Line{false, st.Row})) != 2 && len(free(Line{true, st.Col})) != 2 || len(st.Lines) != 1 || !open(st.Lines[0]) {
			t.Fatalf("%+v: the square is not of a line with two free squares", st)
		}
	default:
		t.Fatalf("%+v: technique %d", st, st.Technique)
	}
}

// checkState checks that s has lost no completion of all: each queen it
// holds is each completion's, and each completion's square of an open row
// is free.
func checkState(t *testing.T, s *State, all [][]int) {
	t.Helper()
	queens := s.Queens()
	for _, sol := range all {
		for r, c := range queens {
			if c >= 0 && c != sol[r] || c < 0 && !s.Free(r, sol[r]) {
				t.Fatalf("state with queens %v has lost completion %v at row %d", queens, sol, r)
			}
		}
	}
}

// TestFindSound checks every deduction of every technique on random
// puzzles of sizes 4 to 9, with no completion, one or several, against
// the oracle, and against what its technique says of it; in the state of
// the puzzle, and in each state of its chain.
func TestFindSound(t *testing.T) {
	found := map[Technique]int{}
	byCompletions := map[string]int{}
	for _, p := range randomPuzzles(1, puzzlesPerSize()) {
		all := completions(p)
		byCompletions[fmt.Sprint(min(len(all), 2))]++
		s := p.state()
		check := func() {
			for _, tech := range techniques {
				steps := s.Find(tech, 0)
				found[tech] += len(steps)
				for _, st := range steps {
					if st.Technique != tech {
						t.Fatalf("%+v: Find(%d) gives %+v", p, tech, st)
					}
					if why := unsound(st, all); why != "" {
						t.Fatalf("%+v: Find(%d) gives %+v: %s", p, tech, st, why)
					}
					checkWhy(t, s, st)
				}
			}
		}
		check()
		reason.Chain(s, int(DeepProbe), func(reason.Step) { check() }, nil)
		check()
	}
	t.Logf("deductions found: %v; puzzles by completions (2 for several): %v", found, byCompletions)
	for _, tech := range techniques {
		if found[tech] < 20 {
			t.Errorf("technique %d: %d deductions found, want more to test", tech, found[tech])
		}
	}
}

// --- A plain twin of the techniques ---

// A plainState is a state written as plainly as can be: the queens, and
// whether each square is free, changed square by square.
type plainState struct {
	n      int
	queens []int
	free   [][]bool
}

// plainOf returns s as a plainState.
func plainOf(s *State) *plainState {
	p := &plainState{n: s.n, queens: s.Queens(), free: make([][]bool, s.n)}
	for r := range s.n {
		p.free[r] = make([]bool, s.n)
		for c := range s.n {
			p.free[r][c] = s.Free(r, c)
		}
	}
	return p
}

// clone returns a copy of p that shares nothing with it.
func (p *plainState) clone() *plainState {
	q := &plainState{n: p.n, queens: slices.Clone(p.queens), free: make([][]bool, p.n)}
	for r := range p.n {
		q.free[r] = slices.Clone(p.free[r])
	}
	return q
}

// lines returns the open lines of p, rows first.
func (p *plainState) lines() []Line {
	var out []Line
	for r := range p.n {
		if p.queens[r] < 0 {
			out = append(out, Line{false, r})
		}
	}
	for c := range p.n {
		if !slices.Contains(p.queens, c) {
			out = append(out, Line{true, c})
		}
	}
	return out
}

// squares returns the free squares of the line l.
func (p *plainState) squares(l Line) [][2]int {
	var out [][2]int
	for i := range p.n {
		r, c := l.Index, i
		if l.Column {
			r, c = i, l.Index
		}
		if p.free[r][c] {
			out = append(out, [2]int{r, c})
		}
	}
	return out
}

// place puts a queen on the square and takes every square it attacks.
func (p *plainState) place(r, c int) {
	p.queens[r] = c
	for r2 := range p.n {
		for c2 := range p.n {
			if r2 == r || c2 == c || r2-r == c2-c || r2-r == c-c2 {
				p.free[r2][c2] = false
			}
		}
	}
}

// emptyLine reports whether an open line of p has no free square.
func (p *plainState) emptyLine() bool {
	for _, l := range p.lines() {
		if len(p.squares(l)) == 0 {
			return true
		}
	}
	return false
}

// find returns the squares that technique t deduces in p, as a set.
func (p *plainState) find(t Technique) map[[2]int]bool {
	found := map[[2]int]bool{}
	switch t {
	case Single:
		for _, l := range p.lines() {
			if sq := p.squares(l); len(sq) == 1 {
				found[sq[0]] = true
			}
		}
	case Exclusion:
		for r := range p.n {
			for c := range p.n {
				if !p.free[r][c] {
					continue
				}
				for _, l := range p.lines() {
					if l == (Line{false, r}) || l == (Line{true, c}) {
						continue
					}
					all := true
					for _, sq := range p.squares(l) {
						r2, c2 := sq[0], sq[1]
						if !(r2 == r || c2 == c || r2-r == c2-c || r2-r == c-c2) {
							all = false
						}
					}
					if all {
						found[[2]int{r, c}] = true
					}
				}
			}
		}
	case Confinement:
		for _, column := range []bool{false, true} {
			var open []Line
			for _, l := range p.lines() {
				if l.Column == column {
					open = append(open, l)
				}
			}
			for _, set := range plainSubsets(open) {
				crossing := map[int]bool{}
				for _, l := range set {
					for _, sq := range p.squares(l) {
						crossing[sq[boolIndex(!column)]] = true
					}
				}
				if len(crossing) != len(set) {
					continue
				}
				for x := range crossing {
					for _, sq := range p.squares(Line{!column, x}) {
						if !slices.Contains(set, Line{column, sq[boolIndex(column)]}) {
							found[sq] = true
						}
					}
				}
			}
		}
	case Probe, DeepProbe:
		for r := range p.n {
			for c := range p.n {
				if !p.free[r][c] || len(p.squares(Line{false, r})) != 2 && len(p.squares(Line{true, c})) != 2 {
					continue
				}
				q := p.clone()
				q.place(r, c)
				if q.closes(t == DeepProbe) {
					found[[2]int{r, c}] = true
				}
			}
		}
	}
	return found
}

// boolIndex returns 1 for true, 0 for false: the index in a square of
// its column, or its row.
func boolIndex(b bool) int {
	if b {
		return 1
	}
	return 0
}

// plainSubsets returns the subsets of 2 and 3 lines of lines.
func plainSubsets(lines []Line) [][]Line {
	var out [][]Line
	for i := range lines {
		for j := i + 1; j < len(lines); j++ {
			out = append(out, []Line{lines[i], lines[j]})
			for k := j + 1; k < len(lines); k++ {
				out = append(out, []Line{lines[i], lines[j], lines[k]})
			}
		}
	}
	return out
}

// closes takes the deductions of singles and exclusions, and of probes
// with probes, the easiest first, until none is left, and reports
// whether it reaches an open line without a free square.
func (p *plainState) closes(probes bool) bool {
	for {
		if p.emptyLine() {
			return true
		}
		techs := []Technique{Single, Exclusion}
		if probes {
			techs = append(techs, Probe)
		}
		changed := false
		for _, t := range techs {
			for sq := range p.find(t) {
				if p.free[sq[0]][sq[1]] {
					if t == Single {
						p.place(sq[0], sq[1])
					} else {
						p.free[sq[0]][sq[1]] = false
					}
					changed = true
				}
			}
			if changed {
				break
			}
		}
		if !changed {
			return false
		}
	}
}

// TestFindMatchesPlain checks the squares that each technique deduces, in
// the states of random puzzles of sizes 4 to 9 and of their chains,
// against the plain twin: each finds all the twin finds, and no other.
func TestFindMatchesPlain(t *testing.T) {
	for _, p := range randomPuzzles(8, puzzlesPerSize()/6) {
		s := p.state()
		check := func() {
			plain := plainOf(s)
			for _, tech := range techniques {
				got := map[[2]int]bool{}
				for _, st := range s.Find(tech, 0) {
					got[[2]int{st.Row, st.Col}] = true
				}
				want := plain.find(tech)
				if diff := cmp.Diff(want, got); diff != "" {
					t.Fatalf("%+v, queens %v: Find(%d) (-plain +Find):\n%s", p, s.Queens(), tech, diff)
				}
			}
		}
		check()
		reason.Chain(s, int(DeepProbe), func(reason.Step) { check() }, nil)
		check()
	}
}

// TestSinglesOfOneRow checks Find(Single) where two columns force two
// squares of one row, a state without completion: Find's doc promises
// every deduction, the two squares each forced by its column, and each
// is sound, for no completion holds either.
func TestSinglesOfOneRow(t *testing.T) {
	// A queen at row 1, column 1 of 4, and row 1, column 3 and row 3,
	// column 1 blocked: columns 0 and 2 have one free square each, both
	// in row 3; column 3 has two, in rows 0 and 2, and so have rows 0
	// and 2 one each.
	p := puzzle{4, []int{-1, 1, -1, -1}, []uint64{0, 1 << 3, 0, 1 << 1}}
	want := []Finding{
		{Row: 0, Col: 3, Queen: true, Technique: Single, Lines: []Line{{false, 0}}},
		{Row: 2, Col: 3, Queen: true, Technique: Single, Lines: []Line{{false, 2}}},
		{Row: 3, Col: 0, Queen: true, Technique: Single, Lines: []Line{{true, 0}}},
		{Row: 3, Col: 2, Queen: true, Technique: Single, Lines: []Line{{true, 2}}},
	}
	got := p.state().Find(Single, 0)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Find(Single) (-want +got):\n%s", diff)
	}
}

// TestFindOrder checks the order of each technique's deductions, row by
// row, and that a limit stops Find after as many.
func TestFindOrder(t *testing.T) {
	for _, p := range randomPuzzles(2, puzzlesPerSize()/3) {
		s := p.state()
		for _, tech := range techniques {
			all := s.Find(tech, 0)
			if tech != Confinement {
				for i := 1; i < len(all); i++ {
					if a, b := all[i-1], all[i]; a.Row > b.Row || a.Row == b.Row && a.Col >= b.Col {
						t.Fatalf("%+v: Find(%d) gives its squares out of order: %+v", p, tech, all)
					}
				}
			}
			for _, limit := range []int{1, 2, 3} {
				got := s.Find(tech, limit)
				if diff := cmp.Diff(all[:min(limit, len(all))], got); diff != "" {
					t.Fatalf("%+v: Find(%d, %d) (-want +got):\n%s", p, tech, limit, diff)
				}
			}
		}
	}
}

// TestNext checks that Next gives the first deduction of the easiest
// technique that gives any, up to each technique, and nothing where none
// does: for Single and the probes, Find's first; for Exclusion, every
// square that Find finds to empty the first line it names, rows before
// columns, of all the lines it names; for Confinement, the squares of
// Find's first set of lines. Its squares come row by row.
func TestNext(t *testing.T) {
	for _, p := range randomPuzzles(3, puzzlesPerSize()/2) {
		s := p.state()
		for _, within := range techniques {
			var want *reason.Step
			for _, tech := range techniques[:within] {
				found := s.Find(tech, 0)
				if len(found) == 0 {
					continue
				}
				switch tech {
				case Exclusion:
					first := found[0].Lines[0]
					for _, f := range found {
						if l := f.Lines[0]; l.Column == first.Column && l.Index < first.Index || !l.Column && first.Column {
							first = l
						}
					}
					var same []Finding
					s.eachFree(func(r, c int) bool {
						if s.empties(r, c, first) {
							same = append(same, Finding{Row: r, Col: c, Technique: Exclusion, Lines: []Line{first}})
						}
						return true
					})
					found = same
				case Confinement:
					k := 1
					for k < len(found) && slices.Equal(found[k].Lines, found[0].Lines) {
						k++
					}
					found = found[:k]
					slices.SortFunc(found, func(a, b Finding) int { return (a.Row*p.n + a.Col) - (b.Row*p.n + b.Col) })
				default:
					found = found[:1]
				}
				st := s.step(found)
				want = &st
				break
			}
			got, ok := s.Next(int(within))
			if ok != (want != nil) {
				t.Fatalf("%+v: Next(%d) finds one: %v; Find does: %v", p, within, ok, want != nil)
			}
			if ok {
				if diff := cmp.Diff(*want, got); diff != "" {
					t.Fatalf("%+v: Next(%d) (-want +got):\n%s", p, within, diff)
				}
				if !slices.IsSorted(got.Empty) || len(got.Queens)+len(got.Empty) == 0 {
					t.Fatalf("%+v: Next(%d) = %+v: squares out of order, or none", p, within, got)
				}
			}
		}
		// Search stands for no technique: Next up to it is Next up to
		// the hardest.
		a, okA := s.Next(int(Search))
		b, okB := s.Next(int(DeepProbe))
		if okA != okB || !cmp.Equal(a, b) {
			t.Fatalf("%+v: Next(Search) = %+v, %v; Next(DeepProbe) = %+v, %v", p, a, okA, b, okB)
		}
	}
}

// --- The chain ---

// TestChainSound follows the chain of random puzzles up to each technique:
// each deduction is sound in turn and changes the state; the state it
// leaves has lost no completion; and where it solves a puzzle, the puzzle
// has one completion, which the state holds.
func TestChainSound(t *testing.T) {
	solved := 0
	for _, p := range slices.Concat(randomPuzzles(4, puzzlesPerSize()), hardPuzzles(4, puzzlesPerSize()/10)) {
		all := completions(p)
		for _, within := range techniques {
			s := p.state()
			last := 0
			hardest := reason.Chain(s, int(within), func(st reason.Step) {
				if why := unsoundStep(st, p.n, all); why != "" {
					t.Fatalf("%+v: Chain(%d) takes %+v: %s", p, within, st, why)
				}
				if st.Technique > int(within) {
					t.Fatalf("%+v: Chain(%d) takes %+v", p, within, st)
				}
				before := *s
				s.Apply(st)
				if *s == before {
					t.Fatalf("%+v: Chain(%d) takes %+v, which changes nothing", p, within, st)
				}
				*s = before
				last = max(last, st.Technique)
			}, nil)
			checkState(t, s, all)
			if hardest != last {
				t.Fatalf("%+v: Chain(%d) returns hardest %d, its steps %d", p, within, hardest, last)
			}
			if s.Solved() && len(all) > 0 {
				solved++
				if diff := cmp.Diff(all, [][]int{s.Queens()}); diff != "" {
					t.Fatalf("%+v: Chain(%d) solves it as %v (-completions +chain):\n%s", p, within, s.Queens(), diff)
				}
			}
		}
	}
	if solved < 100 {
		t.Errorf("%d chains solved their puzzles, want more to test", solved)
	}
}

// TestChainMonotone checks the grades: the chain up to a technique takes
// the same steps as the chain up to the hardest, as far as it goes; a
// puzzle that the chain solves up to a technique, it solves up to every
// harder one, with the same hardest technique, and up to no easier one
// than that; and that is so whatever the order of the deductions, as the
// fixed point of each technique's findings, all taken at once, shows.
func TestChainMonotone(t *testing.T) {
	grades := map[int]int{}
	for _, p := range slices.Concat(randomPuzzles(5, puzzlesPerSize()/2), hardPuzzles(5, puzzlesPerSize()/10)) {
		if len(completions(p)) == 0 {
			continue
		}
		var full []reason.Step
		s := p.state()
		grade := reason.Chain(s, int(DeepProbe), func(st reason.Step) { full = append(full, st) }, nil)
		if !s.Solved() {
			grade = int(Search)
		}
		grades[grade]++
		for _, within := range techniques {
			var steps []reason.Step
			s := p.state()
			hardest := reason.Chain(s, int(within), func(st reason.Step) { steps = append(steps, st) }, nil)
			if diff := cmp.Diff(full[:len(steps)], steps, cmpopts.EquateEmpty()); diff != "" {
				t.Fatalf("%+v: Chain(%d) leaves the chain of DeepProbe (-DeepProbe +Chain):\n%s", p, within, diff)
			}
			switch {
			case s.Solved() != (int(within) >= grade):
				t.Fatalf("%+v: of grade %d, Chain(%d) solves it: %v", p, grade, within, s.Solved())
			case s.Solved() && hardest != grade:
				t.Fatalf("%+v: of grade %d, Chain(%d) solves it with hardest %d", p, grade, within, hardest)
			}
			// The fixed point of the findings of the techniques up to
			// within, each round all of the easiest that finds any.
			f := p.state()
			for !f.Solved() {
				changed := false
				for _, tech := range techniques[:within] {
					for _, st := range f.Find(tech, 0) {
						changed = f.Take(st) || changed
					}
					if changed {
						break
					}
				}
				if !changed {
					break
				}
			}
			if f.Solved() != s.Solved() {
				t.Fatalf("%+v: Chain(%d) solves it: %v; the fixed point: %v", p, within, s.Solved(), f.Solved())
			}
		}
	}
	t.Logf("grades: %v", grades)
}

// --- State ---

// TestNew checks the free squares of random puzzles' states square by
// square: a square is free when its row and column hold no queen, it is
// not blocked and no queen attacks it.
func TestNew(t *testing.T) {
	for _, p := range randomPuzzles(7, 50) {
		s := p.state()
		if diff := cmp.Diff(p.queens, s.Queens()); diff != "" {
			t.Fatalf("%+v: Queens (-want +got):\n%s", p, diff)
		}
		for r := range p.n {
			for c := range p.n {
				want := p.blocked[r]&(1<<uint(c)) == 0 && !attacked(p, r, c)
				if s.Free(r, c) != want {
					t.Fatalf("%+v: row %d, column %d free: %v, want %v", p, r, c, s.Free(r, c), want)
				}
			}
		}
	}
}

// TestStateBasics walks New, Apply, Empty and Solved through small cases.
func TestStateBasics(t *testing.T) {
	for _, tc := range []struct {
		name   string
		p      puzzle
		solved bool
		empty  Line
		ok     bool
	}{
		{"n=0", empty(0), true, Line{}, false},
		{"n=1", empty(1), false, Line{}, false},
		{"n=4", empty(4), false, Line{}, false},
		{"n=4 solved", puzzle{4, []int{1, 3, 0, 2}, make([]uint64, 4)}, true, Line{}, false},
		{"n=4 row blocked", puzzle{4, []int{-1, -1, -1, -1}, []uint64{0, 0, 0b1111, 0}}, false, Line{false, 2}, true},
		{"n=4 column blocked", puzzle{4, []int{-1, -1, -1, -1}, []uint64{2, 2, 2, 2}}, false, Line{true, 1}, true},
		{"n=4 both", puzzle{4, []int{-1, -1, -1, -1}, []uint64{2, 2, 0b1111, 2}}, false, Line{false, 2}, true},
		{"n=4 queen in a corner", puzzle{4, []int{0, -1, -1, -1}, make([]uint64, 4)}, false, Line{}, false},
		{"n=3 queen in the middle", puzzle{3, []int{-1, 1, -1}, make([]uint64, 3)}, false, Line{false, 0}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := tc.p.state()
			if s.Solved() != tc.solved {
				t.Errorf("Solved = %v, want %v", s.Solved(), tc.solved)
			}
			if l, ok := s.Empty(); l != tc.empty || ok != tc.ok {
				t.Errorf("Empty = %+v, %v; want %+v, %v", l, ok, tc.empty, tc.ok)
			}
		})
	}

	t.Run("Take", func(t *testing.T) {
		s := empty(4).state()
		if s.Take(Finding{Row: 0, Col: 0, Queen: true}) != true || !slices.Equal(s.Queens(), []int{0, -1, -1, -1}) {
			t.Fatalf("placing a queen at row 0, column 0: queens %v", s.Queens())
		}
		for _, sq := range [][2]int{{0, 0}, {0, 3}, {1, 0}, {1, 1}, {2, 2}, {3, 3}, {3, 0}} {
			before := *s
			if s.Free(sq[0], sq[1]) || s.Take(Finding{Row: sq[0], Col: sq[1], Queen: true}) || s.Take(Finding{Row: sq[0], Col: sq[1]}) || *s != before {
				t.Fatalf("row %d, column %d: taken or attacked, yet free or changed by Take", sq[0], sq[1])
			}
		}
		if !s.Free(1, 2) || !s.Take(Finding{Row: 1, Col: 2}) || s.Free(1, 2) || s.Take(Finding{Row: 1, Col: 2}) {
			t.Fatal("ruling out row 1, column 2")
		}
		// Row 1 has column 3 alone left, column 2 row 3.
		want := []Finding{
			{Row: 1, Col: 3, Queen: true, Technique: Single, Lines: []Line{{false, 1}}},
			{Row: 3, Col: 2, Queen: true, Technique: Single, Lines: []Line{{true, 2}}},
		}
		if diff := cmp.Diff(want, s.Find(Single, 0)); diff != "" {
			t.Fatalf("singles (-want +got):\n%s", diff)
		}
		// Queens at (1, 3) and (2, 1) leave row 3 without a free square.
		if !s.Take(want[0]) || !s.Take(Finding{Row: 2, Col: 1, Queen: true}) {
			t.Fatal("placing queens at (1, 3) and (2, 1)")
		}
		if l, ok := s.Empty(); !ok || l != (Line{false, 3}) || s.Solved() {
			t.Fatalf("after (1, 3) and (2, 1): Empty = %+v, %v", l, ok)
		}
	})

	t.Run("n=1 chain", func(t *testing.T) {
		s := empty(1).state()
		st, ok := s.Next(int(Single))
		if want := (reason.Step{Technique: int(Single), Queens: []int{0}, Units: []int{0}}); !ok || !cmp.Equal(st, want) {
			t.Fatalf("Next = %+v, %v; want %+v", st, ok, want)
		}
		if hardest := reason.Chain(s, int(Single), nil, nil); hardest != int(Single) || !s.Solved() {
			t.Fatalf("Chain = %d; solved %v", hardest, s.Solved())
		}
		if _, ok := s.Next(int(DeepProbe)); ok {
			t.Fatal("a deduction on a solved board")
		}
	})
}

// TestChainExamples checks the grades of a few puzzles worked by hand.
func TestChainExamples(t *testing.T) {
	for _, tc := range []struct {
		name  string
		p     puzzle
		grade Technique
	}{
		// The queens at (0, 1), (1, 3) leave (2, 0) and (3, 2) singles.
		{"n=4 two queens", puzzle{4, []int{1, 3, -1, -1}, make([]uint64, 4)}, Single},
		{"n=4 one queen", puzzle{4, []int{1, -1, -1, -1}, make([]uint64, 4)}, Single},
		// The empty board of 4 has two completions: nothing is forced.
		{"n=4 empty", empty(4), Search},
		{"n=8 empty", empty(8), Search},
	} {
		t.Run(tc.name, func(t *testing.T) {
			hardest, err := reason.Hardest(context.Background(), tc.p.state(), Ladder)
			if err != nil || hardest != int(tc.grade) {
				t.Errorf("grade %d, want %d", hardest, tc.grade)
			}
		})
	}
}

// --- Fuzzing ---

// fuzzPuzzle builds a puzzle of size 0 to 10 from data: its first byte
// the size, then a byte per row for its queen, kept where it is on the
// board and attacks no queen before it, then bytes for the blocked
// squares of the rows, those of the queens left free.
func fuzzPuzzle(data []byte) puzzle {
	next := func() int {
		if len(data) == 0 {
			return 0
		}
		b := data[0]
		data = data[1:]
		return int(b)
	}
	p := empty(next() % 11)
	for r := range p.n {
		if c := next() - 128; c >= 0 && c < p.n && !attacked(p, r, c) {
			p.queens[r] = c
		}
	}
	for r := range p.n {
		p.blocked[r] = uint64(next()|next()<<8) & (1<<uint(p.n) - 1)
		if c := p.queens[r]; c >= 0 {
			p.blocked[r] &^= 1 << uint(c)
		}
	}
	return p
}

// FuzzState builds a state from the fuzzer's bytes and follows its chain:
// it ends, without a panic, and loses no completion on the way.
func FuzzState(f *testing.F) {
	f.Add([]byte{8})
	f.Add([]byte{4, 129, 131, 0, 0})
	f.Add([]byte{10, 0, 0, 0, 133, 0, 0, 0, 0, 0, 0, 0x11, 0x02, 0, 0, 0x40})
	f.Add([]byte{9, 128, 0, 0, 0, 0, 0, 0, 0, 136, 0xff, 0x01})
	f.Add([]byte{3})
	f.Add([]byte{0})
	f.Fuzz(func(t *testing.T, data []byte) {
		p := fuzzPuzzle(data)
		all := completions(p)
		s := p.state()
		steps := 0
		reason.Chain(s, int(DeepProbe), func(st reason.Step) {
			if why := unsoundStep(st, p.n, all); why != "" {
				t.Fatalf("%+v: %+v: %s", p, st, why)
			}
			if steps++; steps > p.n*p.n {
				t.Fatalf("%+v: more steps than squares", p)
			}
		}, nil)
		checkState(t, s, all)
	})
}
