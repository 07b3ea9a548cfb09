package regions_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/nqueens-go/nqueens/regions"
)

// daily is a puzzle of size 8 with one answer, of grade Hard.
const daily = `
AAAAABCC
AAAAABCC
AAADDCCC
AADDCCCC
AEEDCCFG
AEEECFFF
EEHFFFFF
EEHHFFFF
`

func mustParse(text string) *regions.Puzzle {
	p, err := regions.Parse(text, regions.Variant{})
	if err != nil {
		panic(err)
	}
	return p
}

// Read a puzzle in the text form, and find its answer.
func ExampleParse() {
	p, err := regions.Parse(daily, regions.Variant{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.Size(), p.Count(2))
	answer, _ := p.Solve()
	fmt.Println(answer)
	// Output:
	// 8 1
	// [row 0, column 5 row 1, column 0 row 2, column 6 row 3, column 3 row 4, column 7 row 5, column 1 row 6, column 4 row 7, column 2]
}

// A fifth region in a grid of 4 is refused, with the square that shows
// it.
func ExampleParseError() {
	_, err := regions.Parse("AABB\nABBA\nCCDE\nCCDD", regions.Variant{})
	var pe *regions.ParseError
	fmt.Println(errors.As(err, &pe), pe.Line)
	fmt.Println(err)
	// Output:
	// true 3
	// regions: line 3: row 2, column 3: E would be region 5 of a grid of 4
}

// A pack of puzzles, one bad: the reader says which and goes on.
func ExampleReader() {
	pack := `# a pack of three
AABB
AABB
CCDD
CCDD

ABCD
ABCD
ABCD
ABC?

ABBB
AACB
DACB
DDCC
`
	r := regions.NewReader(strings.NewReader(pack), regions.Variant{})
	for {
		p, err := r.Read()
		if err != nil {
			var pe *regions.ParseError
			if !errors.As(err, &pe) {
				break // io.EOF, or the input could not be read
			}
			fmt.Println(err)
			continue
		}
		fmt.Printf("line %d: %d answers\n", r.Start(), p.Count(10))
	}
	// Output:
	// line 2: 2 answers
	// regions: line 10: row 3, column 3: '?' is not a letter or digit naming a region
	// line 12: 0 answers
}

// New takes the regions as numbers; the text form names them A, B, C...
func ExampleNew() {
	p, err := regions.New([][]int{
		{0, 0, 1, 1},
		{0, 2, 2, 1},
		{0, 2, 3, 1},
		{3, 3, 3, 3},
	}, regions.Variant{})
	fmt.Println(err)
	fmt.Print(p)
	_, err = regions.New([][]int{{0, 1}, {1, 0}}, regions.Variant{})
	fmt.Println(err)
	// Output:
	// <nil>
	// AABB
	// ACCB
	// ACDB
	// DDDD
	// regions: 2 rows: want 4 to 32
}

// The regions of a puzzle, and how the text form names them.
func ExamplePuzzle_Region() {
	p := mustParse(daily)
	fmt.Println(p.Region(0, 0), p.Region(7, 2), string(p.Label(p.Region(7, 2))))
	fmt.Println(p.Regions()[7])
	fmt.Println(p.Variant())
	// Output:
	// 0 7 H
	// [4 4 7 7 5 5 5 5]
	// {0 touch}
}

// A queen that touches another is refused; errors.Is tells why.
func ExamplePuzzle_Place() {
	p := mustParse(daily)
	fmt.Println(p.Place(0, 5))
	err := p.Place(1, 4)
	fmt.Println(errors.Is(err, regions.ErrBroken), err)
	err = p.Place(0, 7)
	fmt.Println(err)
	fmt.Println(p.Queens(), p.Queen(0, 5))
	// Output:
	// <nil>
	// true regions: place row 1, column 4: breaks a rule: it touches the queen at row 0, column 5
	// regions: place row 0, column 7: breaks a rule: row 0 has its 1 queen
	// [row 0, column 5] true
}

// Marks, as a player leaves them, and their text form.
func ExamplePuzzle_Mark() {
	p := mustParse(daily)
	p.Mark(0, 0)
	p.Place(7, 2)
	fmt.Println(p.Marked(0, 0), errors.Is(p.Mark(0, 0), regions.ErrTaken))
	fmt.Print(p)
	// Output:
	// true true
	// AAAAABCC
	// AAAAABCC
	// AAADDCCC
	// AADDCCCC
	// AEEDCCFG
	// AEEECFFF
	// EEHFFFFF
	// EEHHFFFF
	// x.......
	// ........
	// ........
	// ........
	// ........
	// ........
	// ........
	// ..Q.....
}

func ExamplePuzzle_Clear() {
	p := mustParse(daily)
	p.Place(7, 2)
	fmt.Println(p.Clear(7, 2), p.Queen(7, 2))
	fmt.Println(errors.Is(p.Clear(7, 2), regions.ErrFree))
	fmt.Println(errors.Is(p.Clear(9, 0), regions.ErrOffBoard))
	// Output:
	// <nil> false
	// true
	// true
}

func ExamplePuzzle_Reset() {
	p := mustParse(daily)
	p.Place(7, 2)
	p.Mark(0, 0)
	p.Reset()
	fmt.Println(p.Queens(), p.Marked(0, 0))
	// Output:
	// [] false
}

func ExamplePuzzle_Clone() {
	p := mustParse(daily)
	q := p.Clone()
	q.Place(7, 2)
	fmt.Println(p.Queen(7, 2), q.Queen(7, 2))
	// Output:
	// false true
}

// Count up to 2 tells a puzzle with one answer; a wrong queen leaves none.
func ExamplePuzzle_Count() {
	p := mustParse(daily)
	fmt.Println(p.Count(2))
	p.Place(0, 0)
	fmt.Println(p.Count(2))
	// Output:
	// 1
	// 0
}

func ExamplePuzzle_CountContext() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	p := mustParse(daily)
	fmt.Println(p.CountContext(ctx, 2))
	// Output:
	// 1 <nil>
}

func ExamplePuzzle_Solve() {
	p := mustParse(daily)
	p.Place(0, 0)
	_, err := p.Solve()
	fmt.Println(errors.Is(err, regions.ErrNoAnswer))
	// Output:
	// true
}

func ExamplePuzzle_SolveContext() {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := mustParse(daily).SolveContext(ctx)
	fmt.Println(err)
	// Output:
	// context canceled
}

// A player's wrong queen and wrong mark, found.
func ExamplePuzzle_Mistakes() {
	p := mustParse(daily)
	p.Place(0, 5) // right
	p.Place(2, 0) // wrong
	p.Mark(7, 2)  // wrong: the answer's queen
	fmt.Println(p.Mistakes())
	// Output:
	// [row 2, column 0 row 7, column 2] <nil>
}

func ExamplePuzzle_MistakesContext() {
	p := mustParse("AABB\nAABB\nCCDD\nCCDD")
	_, err := p.MistakesContext(context.Background())
	fmt.Println(errors.Is(err, regions.ErrNotUnique))
	// Output:
	// true
}

// Hints, made one after another with Apply, solve a puzzle that needs no
// guess.
func ExamplePuzzle_Hint() {
	p := mustParse(daily)
	d, _ := p.Hint()
	fmt.Println(d.Technique, d)
	for {
		d, err := p.Hint()
		if err != nil {
			fmt.Println(errors.Is(err, regions.ErrSolved))
			break
		}
		p.Apply(d)
	}
	fmt.Println(p.Queens())
	// Output:
	// single region G has one free square left: a queen at row 4, column 7
	// true
	// [row 0, column 5 row 1, column 0 row 2, column 6 row 3, column 3 row 4, column 7 row 5, column 1 row 6, column 4 row 7, column 2]
}

func ExamplePuzzle_HintContext() {
	p := mustParse(daily)
	p.Place(0, 0)
	_, err := p.HintContext(context.Background())
	fmt.Println(err)
	// Output:
	// regions: no answer
}

func ExamplePuzzle_Apply() {
	p := mustParse(daily)
	d, _ := p.Hint()
	fmt.Println(p.Apply(d), p.Queens())
	// Output:
	// <nil> [row 4, column 7]
}

// The chain of deductions a person would make, step by step.
func ExamplePuzzle_Explain() {
	chain, err := mustParse(daily).Explain()
	for _, d := range chain[:5] {
		fmt.Println(d)
	}
	fmt.Println(len(chain), err)
	// Output:
	// region G has one free square left: a queen at row 4, column 7
	// region B lies within column 5, whose queens are all its own: empty: row 2, column 5; row 3, column 5; row 5, column 5; row 6, column 5; row 7, column 5
	// a queen on any of these would leave column 5 short of free squares: empty: row 0, columns 4 and 6; row 1, columns 4 and 6
	// a queen on any of these would leave region C short of free squares: empty: row 2, column 4
	// a queen on any of these would leave region D short of free squares: empty: row 2, column 2; row 3, column 4
	// 18 <nil>
}

func ExamplePuzzle_ExplainContext() {
	p := mustParse(daily)
	chain, err := p.ExplainContext(context.Background())
	fmt.Println(chain[len(chain)-1], err)
	// Output:
	// row 3 has one free square left: a queen at row 3, column 3 <nil>
}

// How hard a puzzle is, and what its reasoning takes.
func ExamplePuzzle_Rate() {
	r, _ := mustParse(daily).Rate()
	fmt.Println(r.Grade, r.Hardest, r.Depth, r.Steps, r.Uses[regions.Confinement])
	// Output:
	// hard confinement 0 18 1
}

func ExamplePuzzle_RateContext() {
	_, err := mustParse("ABCD\nABCD\nABCD\nABCD").RateContext(context.Background())
	fmt.Println(err)
	// Output:
	// regions: more than one answer
}

// A picture for the page: regions in colours that colour-blind players
// tell apart, with thick lines between them.
func ExamplePuzzle_SVG() {
	p := mustParse(daily)
	p.Place(7, 2)
	svg := p.SVG()
	fmt.Println(strings.Count(svg, "<rect"), strings.Contains(svg, "<title>A regions puzzle of 8 by 8, 1 queen placed</title>"))
	// Output:
	// 64 true
}

// The JSON form holds the regions as numbers, and the state.
func ExamplePuzzle_MarshalJSON() {
	p := mustParse("AABB\nACCB\nACDB\nDDDD")
	p.Place(0, 0)
	b, _ := json.Marshal(p)
	fmt.Println(string(b))
	// Output:
	// {"regions":[[0,0,1,1],[0,2,2,1],[0,2,3,1],[3,3,3,3]],"queens":[[0,0]]}
}

func ExamplePuzzle_UnmarshalJSON() {
	var p regions.Puzzle
	err := json.Unmarshal([]byte(`{"regions":[[0,0,1,1],[0,2,2,1],[0,2,3,1],[3,3,3,3]],"empty":[[1,1]]}`), &p)
	fmt.Println(err, p.Marked(1, 1))
	err = json.Unmarshal([]byte(`{"regions":[[0,0],[1,1]]}`), &p)
	fmt.Println(err)
	// Output:
	// <nil> true
	// regions: 2 rows: want 4 to 32
}

// A daily puzzle of size 9 and grade Hard, the same from the same seed.
func ExampleMake() {
	p, answer, err := regions.Make(9, 7, regions.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(p)
	r, _ := p.Rate()
	fmt.Println(r.Grade, p.Count(2), len(answer))
	// Output:
	// ABCCCCDDD
	// ABBBDDDEE
	// AAABDDDEF
	// AAAAGGDDF
	// AAAAGGGDF
	// AAGGGGGDD
	// HHHGGGDDD
	// IIIIIGGDD
	// IIIIGGGGD
	// hard 1 9
}

// Two stars to every unit, the classic Star Battle of 10, with no region
// smaller than 4 squares.
func ExampleOptions() {
	p, _, err := regions.Make(10, 1, regions.Options{Grade: regions.Hard, Variant: regions.Variant{Stars: 2}, MinRegion: 4})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.Count(2), p.Variant().Stars)
	// Output:
	// 1 2
}

// The draw that came before ShapedDraw gives, from a seed, the puzzle it
// gave then.
func ExampleDraw() {
	p, _, err := regions.Make(6, 0, regions.Options{Grade: regions.Easy, Draw: regions.ClassicDraw})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(regions.ClassicDraw, "\n", p)
	// Output:
	// classic
	// AABCCC
	// AAACCC
	// AAAAAC
	// DAAAEF
	// DFFFFF
	// DFFFFF
}

func ExampleDraw_String() {
	fmt.Println(regions.ShapedDraw, regions.ClassicDraw, regions.Draw(2))
	// Output:
	// shaped classic Draw(2)
}

// A region drawn in two pieces, as players draw some in level builders:
// a region need not be one piece.
func ExamplePuzzle_Pieces() {
	p, err := regions.Parse("AABB\nABBA\nCCDD\nCCDD", regions.Variant{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for r := range p.Size() {
		fmt.Printf("%c: %d; ", p.Label(r), p.Pieces(r))
	}
	fmt.Println(p.Count(0))
	// Output:
	// A: 2; B: 1; C: 1; D: 1; 1
}

// The daily puzzle of a date, the same for everyone that day.
func ExampleDaily() {
	d, err := regions.Daily(time.Date(2027, time.March, 1, 9, 30, 0, 0, time.UTC))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(d)
	fmt.Print(d.Puzzle)
	// Output:
	// 2027-03-01, Monday: size 7, grade medium, seed 2539776
	// AAAABCC
	// DDAABBC
	// EAAFBBB
	// EAFFBGG
	// EEFFEGG
	// EEEEEEG
	// EEEEEEE
}

func ExampleDailyContext() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	d, err := regions.DailyContext(ctx, time.Date(2027, time.March, 7, 0, 0, 0, 0, time.UTC))
	fmt.Println(d.Date.Weekday(), d.Size, d.Grade, d.Puzzle.Count(2), err)
	// Output:
	// Sunday 10 medium 1 <nil>
}

func ExampleDay() {
	d, _ := regions.Daily(time.Date(2027, time.March, 2, 0, 0, 0, 0, time.UTC))
	fmt.Println(d.Date.Format(time.DateOnly), d.Size, d.Grade, len(d.Answer))
	// Output:
	// 2027-03-02 9 medium 9
}

func ExampleDay_String() {
	d, _ := regions.Daily(time.Date(2027, time.March, 3, 0, 0, 0, 0, time.UTC))
	fmt.Println(d.String())
	// Output:
	// 2027-03-03, Wednesday: size 9, grade hard, seed 2540288
}

// A grade that a size does not reach within the draws: errors.Is tells.
func ExampleMakeContext() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	_, _, err := regions.MakeContext(ctx, 8, 1, regions.Options{Grade: regions.Search})
	fmt.Println(errors.Is(err, regions.ErrNoPuzzle))
	// Output:
	// true
}

func ExampleGrades() {
	fmt.Println(regions.Grades())
	// Output:
	// [easy medium hard expert search]
}

func ExampleGrade_UnmarshalText() {
	var g regions.Grade
	fmt.Println(g.UnmarshalText([]byte("expert")), g)
	fmt.Println(g.UnmarshalText([]byte("fiendish")))
	text, _ := regions.Medium.MarshalText()
	fmt.Println(string(text))
	// Output:
	// <nil> expert
	// regions: grade "fiendish": want easy, medium, hard, expert or search, or 1 to 5
	// medium
}

func ExampleTechnique() {
	for t := regions.Single; t <= regions.DeepProbe; t++ {
		fmt.Print(t, "; ")
	}
	fmt.Println()
	// Output:
	// single; line; touch; confinement; fit; counting; joint fit; probe; deep probe;
}

func ExampleDeduction() {
	d, _ := mustParse(daily).Hint()
	fmt.Println(d.Technique, d.Queens, d.Units)
	// Output:
	// single [row 4, column 7] [region G]
}

func ExampleUnit() {
	fmt.Println(regions.Unit{Kind: regions.ColumnUnit, Index: 3}, regions.Unit{Kind: regions.RegionUnit, Index: 2, Label: 'C'})
	// Output:
	// column 3 region C
}

func ExampleSquare() {
	fmt.Println(regions.Square{Row: 2, Col: 5})
	// Output:
	// row 2, column 5
}

// The diagonal rule of N-Queens in place of touching.
func ExampleVariant() {
	p := mustParse(daily)
	q, err := regions.Parse(p.String(), regions.Variant{Rule: regions.DiagonalRule})
	fmt.Println(err, q.Variant().Rule, q.Count(10))
	_, err = regions.Parse(p.String(), regions.Variant{Stars: 2, Rule: regions.DiagonalRule})
	fmt.Println(err)
	// Output:
	// <nil> diagonal 0
	// regions: line 1: 2 stars with the diagonal rule: two queens of a row attack each other
}

// A deduction as a person would say it.
func ExampleDeduction_String() {
	d, _ := mustParse(daily).Hint()
	fmt.Println(d.String())
	// Output:
	// region G has one free square left: a queen at row 4, column 7
}

// A grade's name, which MarshalText writes too.
func ExampleGrade_String() {
	fmt.Println(regions.Easy.String(), regions.Expert.String())
	// Output:
	// easy expert
}

// A grade in JSON, by its name.
func ExampleGrade_MarshalText() {
	line, _ := json.Marshal(map[string]regions.Grade{"grade": regions.Medium})
	fmt.Println(string(line))
	// Output:
	// {"grade":"medium"}
}

// The error of a bad line names it.
func ExampleParseError_Error() {
	_, err := regions.Parse("AABB\nAA-B\nCCDD\nCCDD", regions.Variant{})
	fmt.Println(err.Error())
	// Output:
	// regions: line 2: row 1, column 2: '-' is not a letter or digit naming a region
}

// What a ParseError wraps says what is wrong, without the line.
func ExampleParseError_Unwrap() {
	_, err := regions.Parse("AABB\nAABB\nCCDD\nCCDD\nQQ..\n....\n....\n....", regions.Variant{})
	var pe *regions.ParseError
	errors.As(err, &pe)
	fmt.Println(pe.Line, errors.Unwrap(pe))
	fmt.Println(errors.Is(err, regions.ErrBroken))
	// Output:
	// 5 place row 0, column 1: breaks a rule: it touches the queen at row 0, column 0
	// true
}

// A square marked empty, and one free.
func ExamplePuzzle_Marked() {
	p := mustParse(daily)
	p.Mark(0, 0)
	fmt.Println(p.Marked(0, 0), p.Marked(0, 1))
	// Output:
	// true false
}

// Each region's letter in the text form.
func ExamplePuzzle_Label() {
	p := mustParse(daily)
	for r := range p.Size() {
		fmt.Print(string(p.Label(r)))
	}
	fmt.Println()
	// Output:
	// ABCDEFGH
}

// Whether a queen stands on a square.
func ExamplePuzzle_Queen() {
	p := mustParse(daily)
	p.Place(0, 5)
	fmt.Println(p.Queen(0, 5), p.Queen(0, 4))
	// Output:
	// true false
}

// The queens placed, row by row.
func ExamplePuzzle_Queens() {
	p := mustParse(daily)
	p.Place(3, 3)
	p.Place(0, 5)
	fmt.Println(p.Queens())
	// Output:
	// [row 0, column 5 row 3, column 3]
}

// The regions as numbers, as New takes them.
func ExamplePuzzle_Regions() {
	p := mustParse("AABB\nACCB\nACDB\nDDDD")
	fmt.Println(p.Regions())
	// Output:
	// [[0 0 1 1] [0 2 2 1] [0 2 3 1] [3 3 3 3]]
}

// The size of a grid: its rows, columns and regions.
func ExamplePuzzle_Size() {
	fmt.Println(mustParse(daily).Size())
	// Output:
	// 8
}

// The text form, with the state after the regions once a square is
// marked or holds a queen.
func ExamplePuzzle_String() {
	p := mustParse("AABB\nACCB\nACDB\nDDDD")
	fmt.Print(p)
	p.Place(0, 1)
	fmt.Print(p)
	// Output:
	// AABB
	// ACCB
	// ACDB
	// DDDD
	// AABB
	// ACCB
	// ACDB
	// DDDD
	// .Q..
	// ....
	// ....
	// ....
}

// The variant a puzzle was read or made with.
func ExamplePuzzle_Variant() {
	p, _ := regions.Parse(daily, regions.Variant{Rule: regions.DiagonalRule})
	fmt.Println(p.Variant().Rule, p.Count(2))
	// Output:
	// diagonal 0
}

// What Rate measured of a puzzle.
func ExampleRating() {
	r, _ := mustParse(daily).Rate()
	fmt.Println(r.Grade, r.Hardest, r.Depth, r.Steps, r.Uses[regions.Single])
	// Output:
	// hard confinement 0 18 8
}

// A Reader reads a pack of puzzles, one after another.
func ExampleNewReader() {
	r := regions.NewReader(strings.NewReader("AABB\nACCB\nACDB\nDDDD\n\n"+daily), regions.Variant{})
	for {
		p, err := r.Read()
		if err != nil {
			fmt.Println(err)
			break
		}
		fmt.Println(p.Size())
	}
	// Output:
	// 4
	// 8
	// EOF
}

// Read returns io.EOF after the last puzzle.
func ExampleReader_Read() {
	r := regions.NewReader(strings.NewReader(daily), regions.Variant{})
	p, err := r.Read()
	fmt.Println(p.Size(), err)
	_, err = r.Read()
	fmt.Println(errors.Is(err, io.EOF))
	// Output:
	// 8 <nil>
	// true
}

// Start says the line where the puzzle read last begins.
func ExampleReader_Start() {
	r := regions.NewReader(strings.NewReader("# two puzzles\nAABB\nACCB\nACDB\nDDDD\n\n"+daily), regions.Variant{})
	for {
		if _, err := r.Read(); err != nil {
			break
		}
		fmt.Println(r.Start())
	}
	// Output:
	// 2
	// 8
}

// The rules that keep queens apart.
func ExampleRule() {
	for _, rule := range []regions.Rule{regions.TouchRule, regions.DiagonalRule} {
		p, _ := regions.Parse(daily, regions.Variant{Rule: rule})
		fmt.Println(rule, p.Count(10))
	}
	// Output:
	// touch 1
	// diagonal 0
}

func ExampleRule_String() {
	fmt.Println(regions.TouchRule.String(), regions.DiagonalRule.String())
	// Output:
	// touch diagonal
}

func ExampleSquare_String() {
	fmt.Println(regions.Square{Row: 2, Col: 5}.String())
	// Output:
	// row 2, column 5
}

func ExampleTechnique_String() {
	fmt.Println(regions.Single.String(), regions.Confinement.String(), regions.DeepProbe.String())
	// Output:
	// single confinement deep probe
}

func ExampleUnit_String() {
	fmt.Println(regions.Unit{Kind: regions.RowUnit, Index: 3}.String(), regions.Unit{Kind: regions.RegionUnit, Index: 2, Label: 'C'}.String())
	// Output:
	// row 3 region C
}

// The kinds of units a deduction reasons about.
func ExampleUnitKind() {
	d, _ := mustParse(daily).Hint()
	for _, u := range d.Units {
		fmt.Println(u.Kind == regions.RegionUnit, u)
	}
	// Output:
	// true region G
}

// The squares marked empty, row by row.
func ExamplePuzzle_Marks() {
	p := mustParse(daily)
	p.Mark(7, 0)
	p.Mark(0, 0)
	fmt.Println(p.Marks())
	// Output:
	// [row 0, column 0 row 7, column 0]
}

// A grid whose regions are its rows' halves has several answers: All
// yields them one by one, as its search finds them.
func ExamplePuzzle_All() {
	p := mustParse("AABB\nAABB\nCCDD\nCCDD")
	for answer := range p.All() {
		fmt.Println(answer)
	}
	// Output:
	// [row 0, column 1 row 1, column 3 row 2, column 0 row 3, column 2]
	// [row 0, column 2 row 1, column 0 row 2, column 3 row 3, column 1]
}

// A search stopped by its context yields its error last.
func ExamplePuzzle_AllContext() {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for answer, err := range mustParse(daily).AllContext(ctx) {
		fmt.Println(answer, err)
	}
	// Output:
	// [] context canceled
}

// A program tells the reasons a move is refused apart with errors.Is,
// and finds the square and the queen in the way with errors.As.
func ExampleSquareError() {
	p := mustParse(daily)
	p.Place(0, 5)
	err := p.Place(1, 4)
	var se *regions.SquareError
	if errors.As(err, &se) {
		fmt.Println(se.Row, se.Col, errors.Is(err, regions.ErrBroken), se.By)
	}
	fmt.Println(err)
	fmt.Println(errors.Is(p.Mark(0, 5), regions.ErrTaken), errors.Is(p.Clear(3, 3), regions.ErrFree), errors.Is(p.Place(8, 0), regions.ErrOffBoard))
	// Output:
	// 1 4 true row 0, column 5
	// regions: place row 1, column 4: breaks a rule: it touches the queen at row 0, column 5
	// true true true
}

func ExampleSquareError_Error() {
	p := mustParse(daily)
	fmt.Println(p.Clear(2, 2))
	// Output:
	// regions: clear row 2, column 2: holds neither a queen nor a mark
}

func ExampleSquareError_Unwrap() {
	p := mustParse(daily)
	err := p.Place(9, 9)
	fmt.Println(errors.Unwrap(err) == regions.ErrOffBoard)
	// Output:
	// true
}

// The techniques of the ladder, easiest first, with the grade each gives
// a puzzle whose hardest technique it is.
func ExampleTechniques() {
	for _, t := range regions.Techniques() {
		fmt.Printf("%v: %v\n", t, t.Grade())
	}
	// Output:
	// single: easy
	// line: medium
	// touch: medium
	// confinement: hard
	// fit: hard
	// counting: hard
	// joint fit: expert
	// probe: expert
	// deep probe: expert
}

func ExampleTechnique_Grade() {
	fmt.Println(regions.Confinement.Grade())
	// Output:
	// hard
}

func ExampleTechnique_MarshalText() {
	b, err := json.Marshal(map[regions.Technique]int{regions.Single: 4, regions.DeepProbe: 1})
	fmt.Println(string(b), err)
	_, err = regions.Technique(9).MarshalText()
	fmt.Println(err)
	// Output:
	// {"deep probe":1,"single":4} <nil>
	// <nil>
}

func ExampleTechnique_UnmarshalText() {
	var t regions.Technique
	fmt.Println(t.UnmarshalText([]byte("touch")), t)
	fmt.Println(t.UnmarshalText([]byte("guess")))
	// Output:
	// <nil> touch
	// regions: technique "guess": want single, line, touch, confinement, fit, counting, joint fit, probe or deep probe
}

// The comments of a file of puzzles, as a maker writes them above each.
func ExampleReader_Comments() {
	r := regions.NewReader(strings.NewReader("# size 4, seed 7\nAABB\nAABB\nCCDD\nCCDD\n"), regions.Variant{})
	r.Read()
	fmt.Println(r.Comments())
	// Output:
	// [size 4, seed 7]
}

// A Puzzle holds its grid of regions and a player's state; played by
// Place and Mark, it says what each move leaves.
func ExamplePuzzle() {
	p := mustParse(daily)
	fmt.Println(p.Size(), p.Count(2))
	p.Place(0, 5)
	p.Mark(1, 0)
	fmt.Print(p)
	// Output:
	// 8 1
	// AAAAABCC
	// AAAAABCC
	// AAADDCCC
	// AADDCCCC
	// AEEDCCFG
	// AEEECFFF
	// EEHFFFFF
	// EEHHFFFF
	// .....Q..
	// x.......
	// ........
	// ........
	// ........
	// ........
	// ........
	// ........
}

// The grades, read by name or number, and the grade of a rating.
func ExampleGrade() {
	var g regions.Grade
	g.UnmarshalText([]byte("3"))
	fmt.Println(g, regions.Expert, g < regions.Expert)
	r, _ := mustParse(daily).Rate()
	fmt.Println(r.Grade)
	// Output:
	// hard expert true
	// hard
}
