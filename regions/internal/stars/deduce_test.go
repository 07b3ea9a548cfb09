package stars

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/nqueens-go/nqueens/internal/reason"
	"github.com/nqueens-go/nqueens/regions/internal/stars/starstest"
)

// consistent returns the answers of answers that s still allows: those
// that hold its queens, and whose other squares are free.
func consistent[W Words](s *State[W], answers [][]int) [][]int {
	var out [][]int
	for _, a := range answers {
		ok := true
		s.Queens.All(func(q int) bool {
			ok = slices.Contains(a, q)
			return ok
		})
		for _, q := range a {
			ok = ok && (s.Queens.Has(q) || s.Free.Has(q))
		}
		if ok {
			out = append(out, a)
		}
	}
	return out
}

// techniqueFuncs returns the functions of s that find a deduction, by
// their technique.
func techniqueFuncs[W Words](s *State[W]) map[Technique]func() (Step, bool) {
	return map[Technique]func() (Step, bool){
		Single: s.single, Line: s.line, Touch: s.shadow, Fit: s.fit, Confinement: s.confinement,
		Counting: s.counting, JointFit: s.jointFit, Probe: s.probe, DeepProbe: s.deepProbe,
	}
}

// checkStep checks that st, found in s, whose answers are answers, is a
// deduction of technique t: every queen it places is in every answer,
// every square it finds empty in none; each is free, so that it changes
// s; and its units are as Step says.
func checkStep[W Words](t *testing.T, p puzzle, s *State[W], answers [][]int, t0 Technique, st Step) {
	t.Helper()
	n := p.N
	fail := func(format string, args ...any) {
		t.Helper()
		t.Fatalf("%v, queens %v, free %v: technique %d step %+v: %s", p.Region, s.Queens.List(), s.Free.List(), t0, st, fmt.Sprintf(format, args...))
	}
	if st.Technique != t0 {
		fail("technique %d", st.Technique)
	}
	if len(st.Queens)+len(st.Empty) == 0 {
		fail("no square")
	}
	for _, q := range append(slices.Clone(st.Queens), st.Empty...) {
		if !s.Free.Has(q) {
			fail("square %d is not free", q)
		}
	}
	for _, a := range answers {
		for _, q := range st.Queens {
			if !slices.Contains(a, q) {
				fail("queen %d is not in answer %v", q, a)
			}
		}
		for _, q := range st.Empty {
			if slices.Contains(a, q) {
				fail("empty %d is in answer %v", q, a)
			}
		}
	}
	for _, u := range st.Units {
		if u < 0 || u >= 3*n {
			fail("unit %d", u)
		}
	}
	kind := func(u int) int { return u / n }
	switch t0 {
	case Single:
		if len(st.Units) != 1 || len(st.Empty) != 0 {
			fail("want one unit and no empty square")
		}
		u := st.Units[0]
		if diff := cmp.Diff(s.Free.And(s.g.Unit(u)).List(), st.Queens); diff != "" || len(st.Queens) != s.Need(u) {
			fail("queens are not the free squares of unit %d, which needs %d (-want +got):\n%s", u, s.Need(u), diff)
		}
	case Line, Confinement:
		k := st.Confined
		if t0 == Line && k != 1 || t0 == Confinement && k < 2 {
			fail("K = %d", k)
		}
		if len(st.Queens) != 0 || len(st.Units) <= k || len(st.Units) > 2*k {
			fail("want no queen, and %d units confined to at most as many", k)
		}
		for i, u := range st.Units {
			if kind(u) != kind(st.Units[0]) && i < k || kind(u) != kind(st.Units[k]) && i >= k {
				fail("units of several kinds on one side")
			}
		}
		if kind(st.Units[0]) == kind(st.Units[k]) || kind(st.Units[0]) != 2 && kind(st.Units[k]) != 2 {
			fail("units confined to units of their kind, or rows to columns")
		}
		// The confined units' free squares lie in the others; the empty
		// squares lie in the others, outside the confined ones.
		inside := func(q int, us []int) bool {
			for _, u := range us {
				if set := s.g.Unit(u); set.Has(q) {
					return true
				}
			}
			return false
		}
		for _, u := range st.Units[:k] {
			for _, q := range s.Free.And(s.g.Unit(u)).List() {
				if !inside(q, st.Units[k:]) {
					fail("square %d of unit %d lies outside", q, u)
				}
			}
		}
		for _, q := range st.Empty {
			if inside(q, st.Units[:k]) || !inside(q, st.Units[k:]) {
				fail("empty square %d", q)
			}
		}
	case Fit, JointFit:
		if want := map[Technique]int{Fit: 1, JointFit: 2}[t0]; len(st.Units) != want {
			fail("want %d units", want)
		}
		for _, u := range st.Units {
			if s.Need(u) == 0 || t0 == Fit && s.Need(u) < 2 {
				fail("unit %d needs %d", u, s.Need(u))
			}
		}
	case Counting:
		// A band of Confined lines side by side, then regions.
		k := st.Confined
		if k < 1 || k > maxBand || len(st.Units) < k {
			fail("band of %d lines", k)
		}
		for i, u := range st.Units {
			switch {
			case i == 0 && kind(u) == 2, i > 0 && i < k && u != st.Units[0]+i, i >= k && kind(u) != 2:
				fail("units %v: not a band of %d lines and regions", st.Units, k)
			}
		}
	default: // Touch, Probe, DeepProbe
		if len(st.Queens) != 0 || len(st.Units) != 1 {
			fail("want no queen and one unit")
		}
		if t0 != Touch && len(st.Empty) != 1 {
			fail("want one empty square")
		}
	}
}

// TestStepsSound checks every deduction that each technique finds, and
// that Next gives, against the oracle, in states along the chains of
// random grids with answers, from the start and from a few queens of an
// answer placed and squares of none ruled out.
func TestStepsSound(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	uses := map[Technique]int{}
	for _, kd := range kinds() {
		t.Run(kindName(kd.n, kd.k, kd.diagonal), func(t *testing.T) {
			stepsSound[Small](t, rng, kd.n, kd.k, kd.diagonal, howMany(kd.n, kd.k, 24), uses)
		})
	}
	// The same of Large storage, whose sets the techniques share.
	for _, kd := range kinds() {
		t.Run("large/"+kindName(kd.n, kd.k, kd.diagonal), func(t *testing.T) {
			stepsSound[Large](t, rng, kd.n, kd.k, kd.diagonal, max(howMany(kd.n, kd.k, 24)/4, 1), uses)
		})
	}
	t.Logf("deductions by technique: %v", uses)
	for tech := Single; tech <= DeepProbe; tech++ {
		if uses[tech] == 0 {
			t.Errorf("no deduction by technique %d: %v", tech, uses)
		}
	}
}

// stepsSound is TestStepsSound for grids of size n, k stars and the
// diagonal rule or not, of storage W: grids many with answers.
func stepsSound[W Words](t *testing.T, rng *rand.Rand, n, k int, diagonal bool, grids int, uses map[Technique]int) {
	for done := 0; done < grids; {
		p := draw(rng, n, k, diagonal)
		answers := oracle(p)
		if len(answers) == 0 {
			continue
		}
		done++
		starts := []*State[W]{stateAt[W](t, p)}
		if done%2 == 0 {
			a := answers[rng.IntN(len(answers))]
			s := stateAt[W](t, p)
			s.Place(a[rng.IntN(len(a))])
			for q := range p.N * p.N {
				if rng.IntN(5) == 0 && s.Free.Has(q) &&
					!slices.ContainsFunc(answers, func(b []int) bool { return slices.Contains(b, q) }) {
					s.Rule(q)
				}
			}
			starts = append(starts, s)
		}
		for _, s := range starts {
			for !s.Solved() {
				in := consistent(s, answers)
				funcs := techniqueFuncs(s)
				// Next(max) gives the first deduction of the easiest
				// technique up to max: checked for a max drawn, and for
				// DeepProbe, whose step the chain makes.
				max := Single + Technique(rng.IntN(int(DeepProbe)))
				var first, firstMax Step
				found, foundMax := false, false
				for tech := Single; tech <= DeepProbe; tech++ {
					st, ok := funcs[tech]()
					if ok {
						checkStep(t, p, s, in, tech, st)
						uses[tech]++
					}
					if ok && !found {
						first, found = st, true
					}
					if tech == max {
						firstMax, foundMax = first, found
					}
				}
				for _, c := range []struct {
					max   Technique
					want  Step
					found bool
				}{{max, firstMax, foundMax}, {DeepProbe, first, found}} {
					next, ok := s.Next(c.max)
					if ok != c.found || !cmp.Equal(c.want, next) {
						t.Fatalf("%v: Next(%d) = %+v, %v, want %+v, %v", p.Region, c.max, next, ok, c.want, c.found)
					}
				}
				if !found {
					break
				}
				s.Apply(first)
			}
		}
	}
}

// TestChain checks Chain on random grids: solved, the grid has one
// answer, the queens placed; not solved where it has none or several;
// the hardest technique it reports is that of its steps; it stops when
// asked to, and uses no technique beyond its max.
func TestChain(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	outcomes := map[string]int{}
	for _, kd := range kinds() {
		t.Run(kindName(kd.n, kd.k, kd.diagonal), func(t *testing.T) {
			for range howMany(kd.n, kd.k, 36) {
				p := draw(rng, kd.n, kd.k, kd.diagonal)
				answers := oracle(p)
				s := stateOf(t, p)
				var steps []Step
				hardest := reason.Chain(s, DeepProbe, func(st Step) { steps = append(steps, st) }, func() bool { return false })
				want := Technique(0)
				for _, st := range steps {
					want = max(want, st.Technique)
				}
				if hardest != want {
					t.Fatalf("%v: Chain = %d, its steps' hardest %d", p.Region, hardest, want)
				}
				solved := "unsolved"
				if s.Solved() {
					solved = "solved"
				}
				outcomes[bucket(len(answers))+", "+solved]++
				if s.Solved() {
					if len(answers) != 1 {
						t.Fatalf("%v: Chain solves a grid of %d answers", p.Region, len(answers))
					}
					if diff := cmp.Diff(answers[0], s.Queens.List()); diff != "" {
						t.Fatalf("%v: Chain's queens (-want +got):\n%s", p.Region, diff)
					}
				}
				// The same chain, stopped after half its steps, makes them.
				half := len(steps) / 2
				s = stateOf(t, p)
				var some []Step
				reason.Chain(s, DeepProbe, func(st Step) { some = append(some, st) }, func() bool { return len(some) == half })
				if diff := cmp.Diff(steps[:half], some, cmpopts.EquateEmpty()); diff != "" {
					t.Fatalf("%v: Chain stopped after %d steps (-want +got):\n%s", p.Region, half, diff)
				}
				// Up to a technique, drawn, the chain uses none harder.
				for _, max := range []Technique{Single + Technique(rng.IntN(3)), Confinement + Technique(rng.IntN(2))} {
					s = stateOf(t, p)
					hardest := reason.Chain(s, max, func(st Step) {
						if st.Technique > max {
							t.Fatalf("%v: Chain(%d) uses technique %d", p.Region, max, st.Technique)
						}
					}, func() bool { return false })
					if hardest > max || s.Solved() && len(answers) != 1 {
						t.Fatalf("%v: Chain(%d) = %d, solved %v with %d answers", p.Region, max, hardest, s.Solved(), len(answers))
					}
				}
			}
		})
	}
	starstest.Met(t, "random grids by answers and chain", outcomes, "none, unsolved", "one, solved", "several, unsolved")
}

// TestState checks Place, Rule, Need, Short, Solved and Clone against a
// plain count of the queens placed, at random, and Singles against the
// oracle.
func TestState(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 16))
	for i := range 150 {
		kd := kinds()[i%len(kinds())]
		p := draw(rng, kd.n, kd.k, kd.diagonal)
		n, k := p.N, p.K
		s := stateOf(t, p)
		var queens, ruled []int
		for step := 0; ; step++ {
			// The plain state: a square is free unless ruled, or a queen
			// rules it out, or one of its units holds k queens.
			holds := func(in func(q int) bool) int {
				h := 0
				for _, q := range queens {
					if in(q) {
						h++
					}
				}
				return h
			}
			var free []int
			for q := range n * n {
				ok := !slices.Contains(ruled, q)
				for _, o := range queens {
					ok = ok && !p.Touches(o, q)
				}
				ok = ok && holds(func(o int) bool { return o/n == q/n }) < k &&
					holds(func(o int) bool { return o%n == q%n }) < k &&
					holds(func(o int) bool { return p.Region[o] == p.Region[q] }) < k
				if ok {
					free = append(free, q)
				}
			}
			if diff := cmp.Diff(free, s.Free.List()); diff != "" {
				t.Fatalf("%v: queens %v, ruled %v: free (-want +got):\n%s", p.Region, queens, ruled, diff)
			}
			short := -1
			for u := range 3 * n {
				in := func(q int) bool {
					return u < n && q/n == u || u >= n && u < 2*n && q%n == u-n || u >= 2*n && int(p.Region[q]) == u-2*n
				}
				need := k - holds(in)
				if s.Need(u) != need {
					t.Fatalf("%v: queens %v: Need(%d) = %d, want %d", p.Region, queens, u, s.Need(u), need)
				}
				f := 0
				for _, q := range free {
					if in(q) {
						f++
					}
				}
				if f < need && short < 0 {
					short = u
				}
			}
			if got := s.Short(); got != short {
				t.Fatalf("%v: queens %v, ruled %v: Short = %d, want %d", p.Region, queens, ruled, got, short)
			}
			if s.Solved() != (len(queens) == n*k) {
				t.Fatalf("%v: queens %v: Solved = %v", p.Region, queens, s.Solved())
			}
			// Singles, on a clone, leaves s as it was, and is sound.
			before := *s
			c := s.Clone()
			u := c.Singles()
			if *s != before {
				t.Fatalf("%v: Singles on a clone changes the state", p.Region)
			}
			// Singles leaves no unit whose free squares are as many as
			// its queens to place, or finds one short.
			for v := range 3 * n {
				if u < 0 && c.Need(v) > 0 && c.Free.And(c.g.Unit(v)).Count() <= c.Need(v) {
					t.Fatalf("%v: queens %v, ruled %v: after Singles, unit %d needs %d, has %d free", p.Region, queens, ruled, v, c.Need(v), c.Free.And(c.g.Unit(v)).Count())
				}
			}
			answers := oracle(puzzle{N: n, K: k, Diagonal: p.Diagonal, Region: p.Region, Queens: queens, Out: ruled})
			if u >= 0 && len(answers) > 0 {
				t.Fatalf("%v: queens %v, ruled %v: Singles finds unit %d short, but %d answers", p.Region, queens, ruled, u, len(answers))
			}
			for _, a := range answers {
				c.Queens.All(func(q int) bool {
					if !slices.Contains(a, q) {
						t.Fatalf("%v: queens %v, ruled %v: Singles places %d, outside answer %v", p.Region, queens, ruled, q, a)
					}
					return true
				})
			}
			if len(free) == 0 || step > 2*n {
				break
			}
			q := free[rng.IntN(len(free))]
			if rng.IntN(3) == 0 {
				s.Rule(q)
				ruled = append(ruled, q)
			} else {
				s.Place(q)
				queens = append(queens, q)
			}
		}
	}
}
