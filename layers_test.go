package nqueens

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestLayers checks the layering that docs/architecture.md draws, in its
// table of layers: every source file of the root package and every
// internal package stands in one layer, and every name there is one; a root file uses the names of
// root files of its own layer or below alone, and imports only internal
// packages below it; and an internal package imports only internal
// packages of the layers below its own. It reads the uses of names with
// go/types, which resolves each to the file that declares it.
func TestLayers(t *testing.T) {
	layers := readLayers(t)
	for name := range layers {
		if _, err := os.Stat(name); err != nil {
			t.Errorf("docs/architecture.md: %s is in a layer, but is not in the module: %v", name, err)
		}
	}
	fset := token.NewFileSet()
	sources, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var files []*ast.File
	for _, name := range sources {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		if _, ok := layers[name]; !ok {
			t.Errorf("docs/architecture.md: %s is in no layer", name)
		}
		f, err := parser.ParseFile(fset, name, nil, parser.ImportsOnly|parser.ParseComments)
		if err == nil {
			f, err = parser.ParseFile(fset, name, nil, 0)
		}
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	info := &types.Info{Uses: make(map[*ast.Ident]types.Object)}
	conf := types.Config{Importer: emptyImporter{}, Error: func(error) {}}
	pkg, _ := conf.Check("github.com/nqueens-go/nqueens", fset, files, info)
	for id, obj := range info.Uses {
		if obj.Pkg() != pkg || !obj.Pos().IsValid() {
			continue
		}
		from, to := fset.Position(id.Pos()).Filename, fset.Position(obj.Pos()).Filename
		if layers[from] > layers[to] {
			t.Errorf("%s (layer %d) uses %s of %s (layer %d), a layer above it", fset.Position(id.Pos()), layers[from], id.Name, to, layers[to])
		}
	}
	for _, f := range files {
		from := fset.Position(f.Pos()).Filename
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if dir, ok := internalDir(p); ok && layers[dir] <= layers[from] {
				t.Errorf("%s (layer %d) imports %s (layer %d), not a layer below it", from, layers[from], p, layers[dir])
			}
		}
	}
	dirs, err := filepath.Glob("internal/*")
	if err != nil {
		t.Fatal(err)
	}
	more, _ := filepath.Glob("internal/*/*")
	for _, dir := range append(dirs, more...) {
		sources, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		if len(sources) == 0 {
			continue
		}
		dir = filepath.ToSlash(dir)
		if _, ok := layers[dir]; !ok {
			t.Errorf("docs/architecture.md: %s is in no layer", dir)
		}
		for _, name := range sources {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(fset, name, nil, parser.ImportsOnly)
			if err != nil {
				t.Fatal(err)
			}
			for _, imp := range f.Imports {
				p, _ := strconv.Unquote(imp.Path.Value)
				if p == "github.com/nqueens-go/nqueens" {
					t.Errorf("%s imports the root package", name)
				}
				if to, ok := internalDir(p); ok && layers[to] <= layers[dir] {
					t.Errorf("%s (layer %d) imports %s (layer %d), not a layer below it", name, layers[dir], p, layers[to])
				}
			}
		}
	}
}

// readLayers returns the layer of each file and internal package that the
// table of layers of docs/architecture.md names: its rows "| N | what |
// `name` `name`... |", the API in layer 1.
func readLayers(t *testing.T) map[string]int {
	t.Helper()
	data, err := os.ReadFile("docs/architecture.md")
	if err != nil {
		t.Fatal(err)
	}
	row := regexp.MustCompile(`^\| (\d+) \|[^|]*\|(.*)\|$`)
	name := regexp.MustCompile("`([^`]+)`")
	layers := make(map[string]int)
	for line := range strings.SplitSeq(string(data), "\n") {
		m := row.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		layer, _ := strconv.Atoi(m[1])
		for _, n := range name.FindAllStringSubmatch(m[2], -1) {
			if _, ok := layers[n[1]]; ok {
				t.Errorf("docs/architecture.md: %s is in two layers", n[1])
			}
			layers[n[1]] = layer
		}
	}
	if len(layers) == 0 {
		t.Fatal("docs/architecture.md has no table of layers")
	}
	return layers
}

// internalDir returns the directory of an internal package of the module,
// from its import path.
func internalDir(importPath string) (string, bool) {
	dir, ok := strings.CutPrefix(importPath, "github.com/nqueens-go/nqueens/")
	return dir, ok && strings.HasPrefix(dir, "internal/")
}

// emptyImporter imports every package as an empty one: the layers are in
// the names of the root package alone.
type emptyImporter struct{}

func (emptyImporter) Import(p string) (*types.Package, error) {
	if p == "unsafe" {
		return types.Unsafe, nil
	}
	return types.NewPackage(p, path.Base(p)), nil
}
