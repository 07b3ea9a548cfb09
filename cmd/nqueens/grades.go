package main

import (
	"fmt"
	"strings"

	"github.com/nqueens-go/nqueens/regions"
)

// --- The sizes each grade appears from ---
//
// Some grades are absent at the smallest sizes, and some at every size of
// a variant: make refuses them at once, with the reason, rather than try
// seed after seed. The sizes are measured: the smallest size at which
// some of the first seeds, 1 to 1,000 for puzzle and 1 to 30 for regions,
// give a puzzle of the grade (docs/puzzles.md, How the grades fall).

// gradeSizes says, of each grade, the smallest size at which make gives
// puzzles of it, and why it gives none where it gives none at any size.
type gradeSizes map[string]struct {
	from int
	none string
}

// fits returns a usage error, with the reason, where make gives no puzzle
// of the grade at some size from lo to hi.
func (s gradeSizes) fits(grade string, lo, hi int) error {
	g := s[grade]
	switch {
	case g.from == 0:
		return usagef("-grade %s: make gives no %s puzzle %s", grade, grade, g.none)
	case lo < g.from:
		return usagef("-n %s: make gives %s puzzles from size %d up: give -n %s", sizes(lo, hi), grade, g.from, sizes(max(lo, g.from), max(hi, g.from)))
	}
	return nil
}

// table writes, for the help, the sizes each grade appears from in each
// column of sizes, named by heads: a line a grade, "none" where a column
// gives none of it.
func table(heads []string, columns ...gradeSizes) string {
	var b strings.Builder
	fmt.Fprintf(&b, "  %-8s", "")
	for _, h := range heads {
		fmt.Fprintf(&b, "  %-10s", h)
	}
	b.WriteString("\n")
	for _, g := range []string{"easy", "medium", "hard", "expert", "search"} {
		fmt.Fprintf(&b, "  %-8s", g)
		for _, c := range columns {
			from := "none"
			if c[g].from > 0 {
				from = fmt.Sprint(c[g].from)
			}
			fmt.Fprintf(&b, "  %-10s", from)
		}
		b.WriteString("\n")
	}
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.Join(lines, "\n") + "\n"
}

// sizes writes a size, or a range of them.
func sizes(lo, hi int) string {
	if lo == hi {
		return fmt.Sprint(lo)
	}
	return fmt.Sprintf("%d-%d", lo, hi)
}

// classicSizes are the sizes of package puzzle's grades.
var classicSizes = gradeSizes{
	"easy":   {from: 4},
	"medium": {from: 5},
	"hard":   {from: 6},
	"expert": {from: 9},
	"search": {from: 6},
}

// regionsSizes returns the sizes of package regions' grades for the
// variant v and the draw d.
func regionsSizes(v regions.Variant, d regions.Draw) gradeSizes {
	if d == regions.ClassicDraw {
		return classicRegionsSizes(v)
	}
	if max(v.Stars, 1) == 1 {
		return gradeSizes{
			"easy":   {from: 5},
			"medium": {from: 4},
			"hard":   {from: 5},
			"expert": {from: 5},
			"search": {none: "of one star: the ladder's deductions finish every grid the maker grows (none in the first seeds of each size); -stars 2 gives some, from size 12"},
		}
	}
	if v.Stars == 2 {
		return gradeSizes{
			"easy":   {none: "of two stars: singles alone finish none of the grids the maker grows"},
			"medium": {from: 8},
			"hard":   {from: 8},
			"expert": {from: 9},
			"search": {from: 12},
		}
	}
	return gradeSizes{
		"easy":   {none: "of three stars or more: singles alone finish none of the grids the maker grows"},
		"medium": {from: 4 * v.Stars},
		"hard":   {from: 4 * v.Stars},
		"expert": {from: 4*v.Stars + 1},
		"search": {none: "of three stars or more: the ladder's deductions finish every grid the maker grows (none in the first seeds of each size)"},
	}
}

// classicRegionsSizes are the sizes of package regions' grades for the
// variant v with ClassicDraw, graded as it grades.
func classicRegionsSizes(v regions.Variant) gradeSizes {
	if max(v.Stars, 1) == 1 {
		return gradeSizes{
			"easy":   {from: 4},
			"medium": {from: 4},
			"hard":   {from: 5},
			"expert": {from: 5},
			"search": {none: "of one star: the ladder's deductions finish every grid the maker grows (none in the first seeds of each size); -stars 2 gives some, from size 10"},
		}
	}
	if v.Stars == 2 {
		return gradeSizes{
			"easy":   {none: "of two stars: singles alone finish none of the grids the maker grows"},
			"medium": {from: 8},
			"hard":   {from: 8},
			"expert": {from: 8},
			"search": {from: 10},
		}
	}
	none := "of three stars or more: every grid the maker grows needs probes"
	return gradeSizes{
		"easy":   {none: none},
		"medium": {none: none},
		"hard":   {none: none},
		"expert": {from: 4 * v.Stars},
		"search": {none: none},
	}
}
