package puzzle_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The packages puzzle and regions are siblings of one shape: a reader who
// knows one uses the other by the same names. TestSiblings holds them to
// it: every exported name of one is in the other, with the same
// signature, but for those that this file lists with the reason they
// differ.

// onlyHere are the exported names of package puzzle that package regions
// has not, and why.
var onlyHere = map[string]string{
	"Exclusion":              "a technique of its own ladder",
	"Puzzle.Supports":        "the squares that some answer holds, which the completion threshold asks",
	"Puzzle.SupportsContext": "Supports with a context",
	"Puzzle.Verify":          "a board checked as an answer: an answer is a Board, which a caller may hold",
	"Puzzle.WriteSVG":        "answers drawn as the root package draws boards",
	"Options.Blocked":        "clues of both kinds, queens and marks",
	"Options.Minimal":        "clues none of which can go",
}

// onlyRegions are the exported names of package regions that package
// puzzle has not, and why.
var onlyRegions = map[string]string{
	"Line":                   "a technique of its own ladder",
	"Touch":                  "a technique of its own ladder",
	"Fit":                    "a technique of its own ladder",
	"Counting":               "a technique of its own ladder",
	"JointFit":               "a technique of its own ladder",
	"RegionUnit":             "a unit puzzle has not",
	"Rule":                   "its variants",
	"TouchRule":              "its variants",
	"DiagonalRule":           "its variants",
	"Rule.String":            "its variants",
	"Variant":                "its variants",
	"Variant.Stars":          "its variants",
	"Variant.Rule":           "its variants",
	"Options.Variant":        "its variants",
	"Options.MaxRegion":      "its regions",
	"Options.MinRegion":      "its regions",
	"Options.Draw":           "how its regions grow",
	"Draw":                   "how its regions grow",
	"Draw.String":            "how its regions grow",
	"ShapedDraw":             "how its regions grow",
	"ClassicDraw":            "how its regions grow",
	"Puzzle.Pieces":          "its regions, which need not be one piece",
	"Daily":                  "the daily puzzle of a large network, which is its puzzle",
	"DailyContext":           "Daily with a context",
	"Day":                    "what Daily gives",
	"Day.Puzzle":             "what Daily gives",
	"Day.Answer":             "what Daily gives",
	"Day.Date":               "what Daily gives",
	"Day.Size":               "what Daily gives",
	"Day.Grade":              "what Daily gives",
	"Day.Seed":               "what Daily gives",
	"Day.String":             "what Daily gives",
	"Unit.Label":             "a region's letter",
	"Puzzle.Variant":         "its variants",
	"Puzzle.Region":          "its regions",
	"Puzzle.Regions":         "its regions",
	"Puzzle.Label":           "its regions",
	"Puzzle.Mistakes":        "a player's moves checked against the one answer of the regions: puzzle's clues and moves are one",
	"Puzzle.MistakesContext": "Mistakes with a context",
}

// differing are the names of both packages whose declarations differ, as
// each writes it, puzzle's first.
var differing = map[string][2]string{
	// What a puzzle is made of.
	"New":                 {"func(int) *Puzzle", "func([][]int, Variant) (*Puzzle, error)"},
	"Parse":               {"func(string) (*Puzzle, error)", "func(string, Variant) (*Puzzle, error)"},
	"NewReader":           {"func(io.Reader) *Reader", "func(io.Reader, Variant) *Reader"},
	"Make":                {"func(int, uint64, Options) (*Puzzle, nqueens.Board, error)", "func(int, uint64, Options) (*Puzzle, []Square, error)"},
	"MakeContext":         {"func(context.Context, int, uint64, Options) (*Puzzle, nqueens.Board, error)", "func(context.Context, int, uint64, Options) (*Puzzle, []Square, error)"},
	"Puzzle.Solve":        {"func() (nqueens.Board, error)", "func() ([]Square, error)"},
	"Puzzle.SolveContext": {"func(context.Context) (nqueens.Board, error)", "func(context.Context) ([]Square, error)"},
	"Puzzle.All":          {"func() iter.Seq[nqueens.Board]", "func() iter.Seq[[]Square]"},
	"Puzzle.AllContext":   {"func(context.Context) iter.Seq2[nqueens.Board, error]", "func(context.Context) iter.Seq2[[]Square, error]"},
}

// An api is the exported declarations of a package: each name, a method
// as "Type.Method" and a field as "Type.Field", with its declaration as
// text, its parameters' names left out.
type api map[string]string

// readAPI returns the exported declarations of the package in dir.
func readAPI(t *testing.T, dir string) api {
	t.Helper()
	fset := token.NewFileSet()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	a := api{}
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if !d.Name.IsExported() {
					continue
				}
				key := d.Name.Name
				if d.Recv != nil {
					recv := types.ExprString(d.Recv.List[0].Type)
					key = strings.TrimPrefix(recv, "*") + "." + key
					if !ast.IsExported(strings.TrimPrefix(recv, "*")) {
						continue
					}
				}
				a[key] = signature(d.Type)
			case *ast.GenDecl:
				for _, spec := range d.Specs {
					switch s := spec.(type) {
					case *ast.TypeSpec:
						if !s.Name.IsExported() {
							continue
						}
						st, ok := s.Type.(*ast.StructType)
						if !ok {
							a[s.Name.Name] = types.ExprString(s.Type)
							continue
						}
						a[s.Name.Name] = "struct"
						for _, field := range st.Fields.List {
							for _, n := range field.Names {
								if n.IsExported() {
									a[s.Name.Name+"."+n.Name] = types.ExprString(field.Type)
								}
							}
						}
					case *ast.ValueSpec:
						for i, n := range s.Names {
							if !n.IsExported() {
								continue
							}
							a[n.Name] = ""
							if i < len(s.Values) {
								a[n.Name] = types.ExprString(s.Values[i])
							}
						}
					}
				}
			}
		}
	}
	return a
}

// signature returns the text of a function's type without its
// parameters' and results' names.
func signature(ft *ast.FuncType) string {
	list := func(fl *ast.FieldList) []string {
		var out []string
		if fl == nil {
			return nil
		}
		for _, f := range fl.List {
			for range max(len(f.Names), 1) {
				out = append(out, types.ExprString(f.Type))
			}
		}
		return out
	}
	s := "func(" + strings.Join(list(ft.Params), ", ") + ")"
	switch results := list(ft.Results); len(results) {
	case 0:
	case 1:
		s += " " + results[0]
	default:
		s += " (" + strings.Join(results, ", ") + ")"
	}
	return s
}

func TestSiblings(t *testing.T) {
	here, there := readAPI(t, "."), readAPI(t, "../regions")
	// The values of the constants and the variables are the packages'
	// own; that both have them is what counts.
	for _, a := range []api{here, there} {
		for name, decl := range a {
			if !strings.HasPrefix(decl, "func") && !strings.Contains(name, ".") && decl != "struct" && decl != "int" {
				a[name] = ""
			}
		}
	}
	for _, name := range slices.Sorted(func(yield func(string) bool) {
		for name := range here {
			if !yield(name) {
				return
			}
		}
		for name := range there {
			if _, ok := here[name]; !ok && !yield(name) {
				return
			}
		}
	}) {
		a, inHere := here[name]
		b, inThere := there[name]
		want, listed := differing[name]
		switch {
		case listed && (a != want[0] || b != want[1]):
			t.Errorf("%s differs otherwise than listed:\n\tpuzzle:  %s\n\tregions: %s", name, a, b)
		case listed:
		case !inThere && onlyHere[name] == "":
			t.Errorf("%s is in package puzzle alone, with no reason given", name)
		case !inHere && onlyRegions[name] == "":
			t.Errorf("%s is in package regions alone, with no reason given", name)
		case inHere && inThere && a != b:
			t.Errorf("%s differs:\n\tpuzzle:  %s\n\tregions: %s", name, a, b)
		}
	}
	// Each listed name stands in the packages as listed: a list that
	// outlives its names is a list no one reads.
	for name := range onlyHere {
		if _, ok := here[name]; !ok {
			t.Errorf("onlyHere lists %s, which package puzzle has not", name)
		}
	}
	for name := range onlyRegions {
		if _, ok := there[name]; !ok {
			t.Errorf("onlyRegions lists %s, which package regions has not", name)
		}
	}
	for name := range differing {
		_, inHere := here[name]
		_, inThere := there[name]
		if !inHere || !inThere {
			t.Errorf("differing lists %s, which is not in both packages", name)
		}
	}
}
