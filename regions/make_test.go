package regions_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens/regions"
)

// checkGenerated checks p and answer, which Make(n, seed, o) gave: n
// regions, each one piece, labelled A, B, C... in the order met, none
// beyond o.MaxRegion; no queen or mark; o's variant; one answer, answer,
// by the oracle up to 9 and the second search above; the grade asked for,
// by Rate.
func checkGenerated(t *testing.T, n int, o regions.Options, p *regions.Puzzle, answer []regions.Square) {
	t.Helper()
	if p.Size() != n || p.Variant() != o.Variant {
		t.Fatalf("Size %d, Variant %+v, want %d, %+v", p.Size(), p.Variant(), n, o.Variant)
	}
	if strings.ContainsAny(p.String()[n*(n+1):], "Qx") || len(p.String()) != n*(n+1) {
		t.Fatalf("a state:\n%v", p)
	}
	region := make([]int8, n*n)
	size := make([]int, n)
	next := 0
	for r := range n {
		for c := range n {
			x := p.Region(r, c)
			if x < 0 || x >= n || x > next {
				t.Fatalf("%v: region %d at row %d, column %d, next %d", p, x, r, c, next)
			}
			if x == next {
				next++
			}
			if p.Label(x) != byte('A'+x) {
				t.Fatalf("%v: label of region %d: %c", p, x, p.Label(x))
			}
			region[r*n+c] = int8(x)
			size[x]++
		}
	}
	if next != n {
		t.Fatalf("%v: %d regions", p, next)
	}
	if r := apartPlain(n, region); r >= 0 {
		t.Fatalf("%v: region %c in pieces", p, 'A'+r)
	}
	if o.MaxRegion > 0 && slices.Max(size) > o.MaxRegion {
		t.Fatalf("%v: a region of %d squares, over %d", p, slices.Max(size), o.MaxRegion)
	}
	if diff := cmp.Diff(oneAnswer(t, p), answer); diff != "" {
		t.Fatalf("%v: answer (-want +got):\n%s", p, diff)
	}
	grade := o.Grade
	if grade == 0 {
		grade = regions.Hard
	}
	r, err := p.Rate()
	// ClassicDraw grades by fewer techniques than Rate: Rate may find its
	// puzzles easier than the grade they were made for, never harder.
	if err != nil || r.Grade != grade && (o.Draw != regions.ClassicDraw || r.Grade > grade) {
		t.Fatalf("%v: Rate = %+v, %v, want grade %v", p, r, err, grade)
	}
}

// apartPlain returns a region of region, a grid of n, that is not one
// piece, by a flood from its first square, or -1.
func apartPlain(n int, region []int8) int {
	for r := range int8(n) {
		start := slices.Index(region, r)
		if start < 0 {
			return int(r)
		}
		seen := map[int]bool{start: true}
		stack := []int{start}
		for len(stack) > 0 {
			q := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				rr, cc := q/n+d[0], q%n+d[1]
				if o := rr*n + cc; rr >= 0 && rr < n && cc >= 0 && cc < n && region[o] == r && !seen[o] {
					seen[o] = true
					stack = append(stack, o)
				}
			}
		}
		for q := range region {
			if region[q] == r && !seen[q] {
				return int(r)
			}
		}
	}
	return -1
}

func TestGenerate(t *testing.T) {
	type test struct {
		n     int
		seeds []uint64
		o     regions.Options
	}
	two := regions.Variant{Stars: 2}
	diagonal := regions.Variant{Rule: regions.DiagonalRule}
	tests := []test{
		{4, []uint64{0, 1, 2}, regions.Options{Grade: regions.Medium}},
		{5, []uint64{0, 1}, regions.Options{Grade: regions.Medium}},
		{6, []uint64{0, 1}, regions.Options{Grade: regions.Easy}},
		{6, []uint64{2}, regions.Options{Grade: regions.Expert}},
		{7, []uint64{0, 1}, regions.Options{}},
		{7, []uint64{0}, regions.Options{Grade: regions.Expert, Variant: diagonal}},
		{8, []uint64{0, 1, 2}, regions.Options{}},
		{8, []uint64{1}, regions.Options{Grade: regions.Medium}},
		{8, []uint64{1, 2}, regions.Options{Grade: regions.Expert}},
		{8, []uint64{0, 1}, regions.Options{Grade: regions.Hard, Variant: diagonal}},
		{8, []uint64{0, 2}, regions.Options{Grade: regions.Hard, Variant: two}},
		{8, []uint64{0}, regions.Options{Grade: regions.Medium, MaxRegion: 10}},
		{9, []uint64{0, 1}, regions.Options{}},
		{9, []uint64{2}, regions.Options{Grade: regions.Medium}},
		{9, []uint64{0}, regions.Options{Grade: regions.Expert, Variant: diagonal}},
		{9, []uint64{2}, regions.Options{Grade: regions.Hard, Variant: two}},
		{10, []uint64{0, 1}, regions.Options{}},
		{10, []uint64{3, 4}, regions.Options{Grade: regions.Expert, Variant: two}},
		{10, []uint64{0}, regions.Options{Grade: regions.Expert, Variant: two, Draw: regions.ClassicDraw}},
		{10, []uint64{0}, regions.Options{Grade: regions.Expert, Variant: diagonal}},
		{10, []uint64{0}, regions.Options{Grade: regions.Medium, MaxRegion: 16}},
		{11, []uint64{0}, regions.Options{Grade: regions.Medium}},
		{12, []uint64{1}, regions.Options{Grade: regions.Medium, MaxRegion: 30}},
		{12, []uint64{2}, regions.Options{Grade: regions.Expert}},
		{13, []uint64{0}, regions.Options{}},
		{14, []uint64{0}, regions.Options{}},
		{16, []uint64{2}, regions.Options{Grade: regions.Medium}},
	}
	if testing.Short() {
		tests = slices.DeleteFunc(tests, func(tt test) bool { return tt.n > 12 })
	}
	for _, tt := range tests {
		grade := "default"
		if tt.o.Grade != 0 {
			grade = tt.o.Grade.String()
		}
		name := fmt.Sprintf("n=%d/%s/stars=%d/%v", tt.n, grade, max(tt.o.Variant.Stars, 1), tt.o.Variant.Rule)
		if tt.o.MaxRegion > 0 {
			name += fmt.Sprintf("/max=%d", tt.o.MaxRegion)
		}
		t.Run(name, func(t *testing.T) {
			for i, seed := range tt.seeds {
				p, answer, err := regions.Make(tt.n, seed, tt.o)
				if err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				checkGenerated(t, tt.n, tt.o, p, answer)
				if i > 0 {
					continue
				}
				q, again, err := regions.Make(tt.n, seed, tt.o)
				if err != nil {
					t.Fatalf("seed %d again: %v", seed, err)
				}
				if diff := cmp.Diff(p.String(), q.String()); diff != "" {
					t.Errorf("seed %d twice (-first +second):\n%s", seed, diff)
				}
				if diff := cmp.Diff(answer, again); diff != "" {
					t.Errorf("seed %d twice: answer (-first +second):\n%s", seed, diff)
				}
			}
		})
	}
}

// TestGolden makes again each puzzle of the golden files from its line
// of options, and compares each file, byte for byte: testdata/shaped.txt
// of the default draw, and testdata/classic.txt of ClassicDraw, whose
// puzzles are those the default draw gave before ShapedDraw.
func TestGolden(t *testing.T) {
	for _, name := range []string{"shaped", "classic"} {
		t.Run(name, func(t *testing.T) { golden(t, "testdata/"+name+".txt") })
	}
}

// golden is TestGolden of the file path.
func golden(t *testing.T, path string) {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(data), "\n")
	var b strings.Builder
	at := 0
	for ; at < len(lines) && !strings.HasPrefix(lines[at], "# n="); at++ {
		b.WriteString(lines[at])
	}
	puzzles := 0
	sizes, grades := map[int]bool{}, map[string]bool{}
	for ; at < len(lines); at++ {
		if !strings.HasPrefix(lines[at], "# n=") {
			continue
		}
		header := lines[at]
		n, seed, o, err := parseOptions(header)
		if err != nil {
			t.Fatalf("line %d: %v", at+1, err)
		}
		if testing.Short() && n > 16 {
			// Long: the lines as they are, checked without -short.
			for ; at < len(lines) && lines[at] != "\n"; at++ {
				b.WriteString(lines[at])
			}
			if at < len(lines) {
				b.WriteString(lines[at])
			}
			puzzles++
			continue
		}
		p, answer, err := regions.Make(n, seed, o)
		if err != nil {
			t.Fatalf("line %d: %s: %v", at+1, header, err)
		}
		b.WriteString(header)
		b.WriteString("# answer:")
		for _, s := range answer {
			fmt.Fprintf(&b, " %d,%d", s.Row, s.Col)
		}
		b.WriteString("\n" + p.String() + "\n")
		puzzles++
		sizes[n] = true
		grades[o.Grade.String()] = true
	}
	if diff := cmp.Diff(string(data), b.String()); diff != "" {
		t.Errorf("%s (-file +made):\n%s", path, diff)
	}
	t.Logf("%d puzzles, sizes %v, grades %v", puzzles, sizes, grades)
	if puzzles < 30 {
		t.Errorf("%d puzzles in the file, want a few dozen", puzzles)
	}
	// The file reads as puzzles, each with the answer its line names.
	r := regions.NewReader(strings.NewReader(string(data)), regions.Variant{Stars: 1})
	read := 0
	for {
		_, err := r.Read()
		if err == io.EOF {
			break
		}
		var pe *regions.ParseError
		if err != nil && !errors.As(err, &pe) {
			t.Fatalf("Read: %v", err)
		}
		read++ // puzzles of two stars are refused as of one: still read
	}
	if read != puzzles {
		t.Errorf("the Reader reads %d puzzles, the file has %d", read, puzzles)
	}
}

// parseOptions reads a line "# n=8 seed=1 grade=expert stars=2
// rule=touch max=0".
func parseOptions(line string) (n int, seed uint64, o regions.Options, err error) {
	fields := strings.Fields(strings.TrimPrefix(line, "#"))
	if len(fields) < 6 || len(fields) > 8 {
		return 0, 0, o, fmt.Errorf("%q: want 6 to 8 fields", line)
	}
	values := map[string]string{}
	for _, f := range fields {
		k, v, ok := strings.Cut(f, "=")
		if !ok {
			return 0, 0, o, fmt.Errorf("%q: %q is no key=value", line, f)
		}
		values[k] = v
	}
	atoi := func(k string) int {
		i, e := strconv.Atoi(values[k])
		if e != nil && err == nil {
			err = fmt.Errorf("%q: %s: %v", line, k, e)
		}
		return i
	}
	n = atoi("n")
	seed = uint64(atoi("seed"))
	o.Variant.Stars = atoi("stars")
	o.MaxRegion = atoi("max")
	if _, ok := values["min"]; ok {
		o.MinRegion = atoi("min")
	}
	switch values["draw"] {
	case "", "shaped":
	case "classic":
		o.Draw = regions.ClassicDraw
	default:
		err = fmt.Errorf("%q: draw %q", line, values["draw"])
	}
	if e := o.Grade.UnmarshalText([]byte(values["grade"])); e != nil && err == nil {
		err = e
	}
	switch values["rule"] {
	case "touch":
	case "diagonal":
		o.Variant.Rule = regions.DiagonalRule
	default:
		err = fmt.Errorf("%q: rule %q", line, values["rule"])
	}
	return n, seed, o, err
}

// TestGenerateNoPuzzle checks that Generate gives up with ErrNoPuzzle
// where the grade asked for does not occur: no grid of 4 needs a
// confinement.
func TestGenerateNoPuzzle(t *testing.T) {
	for _, g := range []regions.Grade{regions.Hard, regions.Expert, regions.Search} {
		t.Run(fmt.Sprintf("n=4/%v", g), func(t *testing.T) {
			p, answer, err := regions.Make(4, 1, regions.Options{Grade: g})
			if !errors.Is(err, regions.ErrNoPuzzle) || p != nil || answer != nil {
				t.Fatalf("Generate = %v, %v, %v, want ErrNoPuzzle", p, answer, err)
			}
			want := fmt.Sprintf("regions: no puzzle of grade %v and size 4 in 64 draws from seed 1: no puzzle of the grade within the draws", g)
			if err.Error() != want {
				t.Errorf("Generate = %q, want %q", err, want)
			}
		})
	}
}

// TestGenerateContext checks that a context done, cancelled or past its
// deadline, stops Generate with its error.
func TestGenerateContext(t *testing.T) {
	late, cancel := context.WithDeadline(context.Background(), time.Unix(0, 0))
	defer cancel()
	cancelled, cancel2 := context.WithCancel(context.Background())
	cancel2()
	for _, n := range []int{4, 9, 12} {
		for _, c := range []struct {
			ctx  context.Context
			want error
		}{{late, context.DeadlineExceeded}, {cancelled, context.Canceled}} {
			p, answer, err := regions.MakeContext(c.ctx, n, 1, regions.Options{})
			if err != c.want || p != nil || answer != nil {
				t.Errorf("n=%d: GenerateContext = %v, %v, %v, want %v", n, p, answer, err, c.want)
			}
		}
	}
}

func TestMakePanics(t *testing.T) {
	tests := []struct {
		name string
		n    int
		o    regions.Options
	}{
		{"n=3", 3, regions.Options{}},
		{"n=33", 33, regions.Options{}},
		{"grade 6", 8, regions.Options{Grade: 6}},
		{"grade -1", 8, regions.Options{Grade: -1}},
		{"stars 3 of 8", 8, regions.Options{Variant: regions.Variant{Stars: 3}}},
		{"stars -1", 8, regions.Options{Variant: regions.Variant{Stars: -1}}},
		{"diagonal stars 2", 8, regions.Options{Variant: regions.Variant{Stars: 2, Rule: regions.DiagonalRule}}},
		{"rule 2", 8, regions.Options{Variant: regions.Variant{Rule: 2}}},
		{"max n-1", 8, regions.Options{MaxRegion: 7}},
		{"max n*n+1", 8, regions.Options{MaxRegion: 65}},
		{"max -1", 8, regions.Options{MaxRegion: -1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			defer func() {
				if e := recover(); e == nil {
					t.Errorf("Make(%d, %+v) does not panic", tt.n, tt.o)
				} else if s := fmt.Sprint(e); !strings.HasPrefix(s, "regions: Make: ") {
					t.Errorf("Make(%d, %+v) panics with %q", tt.n, tt.o, s)
				}
			}()
			regions.Make(tt.n, 1, tt.o)
		})
	}
}
