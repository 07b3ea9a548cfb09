package deduce

import (
	"fmt"

	"github.com/nqueens-go/nqueens/internal/prose"
)

// String returns the name of t, as "single" or "deep probe".
func (t Technique) String() string {
	if t < Single || t > Search {
		return fmt.Sprintf("Technique(%d)", int(t))
	}
	return [...]string{"single", "exclusion", "confinement", "probe", "deep probe", "search"}[t-1]
}

// String returns "row 3" or "column 5".
func (l Line) String() string {
	if l.Column {
		return fmt.Sprintf("column %d", l.Index)
	}
	return fmt.Sprintf("row %d", l.Index)
}

// String explains st in a sentence, as "row 2, column 5: a queen, the only
// free square of column 5".
func (st Step) String() string {
	what := "empty"
	if st.Queen {
		what = "a queen"
	}
	var why string
	switch st.Technique {
	case Single:
		why = fmt.Sprintf("the only free square of %v", st.Lines[0])
	case Exclusion:
		why = fmt.Sprintf("a queen there would leave %v without a free square", st.Lines[0])
	case Confinement:
		why = fmt.Sprintf("%s can take their queens only in %s", lineList(st.Lines[:st.K]), lineList(st.Lines[st.K:]))
	case Probe:
		why = fmt.Sprintf("a queen there leads, by singles and exclusions, to %v without a free square", st.Lines[0])
	case DeepProbe:
		why = fmt.Sprintf("a queen there leads, by singles, exclusions and probes, to %v without a free square", st.Lines[0])
	}
	return fmt.Sprintf("row %d, column %d: %s, %s", st.Row, st.Col, what, why)
}

// lineList writes lines of one kind as "rows 1, 4 and 6".
func lineList(lines []Line) string {
	numbers := make([]string, len(lines))
	for i, l := range lines {
		numbers[i] = fmt.Sprint(l.Index)
	}
	kind := "rows"
	if len(lines) > 0 && lines[0].Column {
		kind = "columns"
	}
	return kind + " " + prose.And(numbers)
}

// The grades of puzzles, easiest first, as the root package numbers them:
// a puzzle's grade is that of the hardest technique its chain needs.
const (
	Easy   = 1 + iota // singles
	Medium            // exclusions and confinements
	Hard              // probes
	Expert            // deep probes
	Guess             // a guess: no technique finishes it
)

// GradeOf returns the grade of a puzzle whose chain of deductions needs
// hardest, 0 for none: a puzzle whose clues leave no step is easy.
func GradeOf(hardest Technique) int {
	switch {
	case hardest <= Single:
		return Easy
	case hardest <= Confinement:
		return Medium
	case hardest == Probe:
		return Hard
	case hardest == DeepProbe:
		return Expert
	}
	return Guess
}

// Within returns the techniques of grade g: a puzzle of the grade is
// solved by those up to within, and not by those up to beyond.
func Within(g int) (beyond, within Technique) {
	switch g {
	case Easy:
		return 0, Single
	case Medium:
		return Single, Confinement
	case Hard:
		return Confinement, Probe
	case Expert:
		return Probe, DeepProbe
	}
	return DeepProbe, Search
}
