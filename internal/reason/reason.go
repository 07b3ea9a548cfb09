// Package reason is the reasoning that the two puzzle packages share,
// written once over the small interface that each engine implements: the
// chain of deductions a person makes ([Chain]), the next one ([Hint]),
// the whole chain ([Explain]), the grade it earns ([Rate]), and the draw
// loop of the makers ([Make]). Package puzzle reasons about N-Queens
// completion through puzzle/internal/deduce, package regions about queens
// in regions through regions/internal/stars; each names its techniques in
// a [Ladder] and turns a [Step] into its own Deduction.
package reason

// A Step is one deduction of an engine: the queens it places, which every
// answer holds, and the squares it finds empty, which none does, each a
// square row*n + col; by its Technique, numbered from 1, the easiest, on
// the engine's [Ladder]. Units are the units it reasons about, numbered
// rows 0 to n-1, columns n to 2n-1, regions 2n to 3n-1; for a
// confinement, the first Confined of them lie within the others.
type Step struct {
	Technique int
	Queens    []int
	Empty     []int
	Units     []int
	Confined  int
}

// A State is a puzzle as a person has worked it so far, in an engine's
// own terms.
type State interface {
	// Solved reports whether every queen is placed.
	Solved() bool
	// Next returns the first deduction of the easiest technique, up to
	// within, that the state allows, and false if none does. It is asked
	// only of a state with an answer: of one without, it may give any.
	Next(within int) (Step, bool)
	// Apply makes the deduction, one that Next gave.
	Apply(Step)
}

// Chain makes on s, again and again, the deduction that s.Next gives with
// the techniques up to within, calling step, if not nil, with each before
// it is made, until s is solved, no technique applies, or stop, if not
// nil, returns true: it is asked before each deduction. It returns the
// hardest technique it made, 0 for none.
//
// So a chain takes the easiest deduction at every step, and each holds in
// the state that those before it leave. Where every technique only ever
// finds more in a state with fewer free squares, as every technique of
// both ladders does, whether a chain ends solved does not depend on the
// order of its deductions, and neither does its hardest technique: the
// least technique whose deductions, with the easier ones', solve the
// puzzle.
func Chain(s State, within int, step func(Step), stop func() bool) (hardest int) {
	for !s.Solved() {
		if stop != nil && stop() {
			break
		}
		st, ok := s.Next(within)
		if !ok {
			break
		}
		hardest = max(hardest, st.Technique)
		if step != nil {
			step(st)
		}
		s.Apply(st)
	}
	return hardest
}
