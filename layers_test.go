package nqueens

import (
	"cmp"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"maps"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestLayers checks the module against the layering that
// docs/architecture.md draws: its table of layers, and its table of what
// each package may import. See checkLayers.
func TestLayers(t *testing.T) {
	picture, problems := checkLayers(".")
	for _, p := range problems {
		t.Error(p)
	}
	t.Logf("the drawing of the module: %d files and packages, %d arrows, %d back up", picture.nodes, picture.arrows, len(picture.back))
	if len(picture.back) > maxBackArrows {
		t.Errorf("the drawing of the module has %d arrows back up, more than %d: %s", len(picture.back), maxBackArrows, strings.Join(picture.back, "; "))
	}
}

// maxBackArrows is the most arrows back up that the drawing of the module
// may have: each is a cycle of uses between files, which no layering can
// draw downwards.
const maxBackArrows = 8

// A layering is what docs/architecture.md says of the module: the layer
// of each file of a package whose files are layered (the root package and
// the programs), and of each other package; and what each package may
// import of the module's.
type layering struct {
	layer   map[string]int             // by file or package directory, relative to the module
	imports map[string]map[string]bool // by package directory, "." for the root
}

// checkLayers checks the module in dir against the layering of its
// docs/architecture.md, and returns a drawing of it with the problems it
// found:
//
//   - every source file of the root package and of the programs in cmd,
//     and every other package, stands in a layer, and every name in the
//     table is in the module;
//   - a file of the root or of a program uses the names of the files of
//     its own layer or below alone (resolved with go/types);
//   - a package of the layered table imports only packages of the
//     module in layers below its own, and where the table of imports
//     names it, only those it lists: the root reaches the engines through
//     internal/counting alone;
//   - no package imports the root but the programs, and those whose
//     row of the table of imports names it.
func checkLayers(dir string) (picture, []string) {
	var problems []string
	problem := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }
	module, err := modulePath(dir)
	if err != nil {
		return picture{}, []string{err.Error()}
	}
	l, err := readLayering(filepath.Join(dir, "docs", "architecture.md"))
	if err != nil {
		return picture{}, []string{err.Error()}
	}
	for name := range l.layer {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			problem("docs/architecture.md: %s is in a layer, but is not in the module", name)
		}
	}
	pkgs, err := readPackages(dir, module)
	if err != nil {
		return picture{}, []string{err.Error()}
	}
	layered := func(p *pkgFiles) bool { return p.dir == "." || strings.HasPrefix(p.dir, "cmd/") }
	for _, p := range pkgs {
		if !layered(p) {
			if _, ok := l.layer[p.dir]; !ok {
				problem("docs/architecture.md: %s is in no layer", p.dir)
			}
			continue
		}
		for _, f := range p.names {
			if _, ok := l.layer[f]; !ok {
				problem("docs/architecture.md: %s is in no layer", f)
			}
		}
		for use := range p.uses {
			if l.layer[use.from] > l.layer[use.to] {
				problem("%s (layer %d) uses %s of %s (layer %d), a layer above it", use.at, l.layer[use.from], use.name, use.to, l.layer[use.to])
			}
		}
	}
	// A program's package that another imports, as the WebAssembly of
	// cmd/playground does, stands in the layer of its highest file.
	for _, p := range pkgs {
		if _, ok := l.layer[p.dir]; ok || !layered(p) || p.dir == "." {
			continue
		}
		for _, f := range p.names {
			if layer, ok := l.layer[f]; ok && (l.layer[p.dir] == 0 || layer < l.layer[p.dir]) {
				l.layer[p.dir] = layer
			}
		}
	}
	for _, p := range pkgs {
		for _, imp := range p.imports {
			to, ok := strings.CutPrefix(imp.path, module)
			if !ok {
				continue
			}
			to = strings.TrimPrefix(to, "/")
			if to == "" {
				to = "."
			}
			from := p.dir
			if layered(p) {
				from = imp.file
			}
			allowed, listed := l.imports[p.dir]
			switch {
			case to == "." && !strings.HasPrefix(p.dir, "cmd/") && !allowed["."]:
				problem("%s imports the root package, which only the programs do, and the packages whose row names it", imp.file)
			case listed && !allowed[to]:
				problem("%s imports %s, which docs/architecture.md does not let %s import", imp.file, to, p.dir)
			case to != "." && l.layer[to] <= l.layer[from]:
				problem("%s (layer %d) imports %s (layer %d), not a layer below it", imp.file, l.layer[from], to, l.layer[to])
			}
		}
	}
	return draw(pkgs), problems
}

// modulePath returns the path of the module in dir, from its go.mod.
func modulePath(dir string) (string, error) {
	data, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	if err != nil {
		return "", err
	}
	for line := range strings.Lines(string(data)) {
		if p, ok := strings.CutPrefix(strings.TrimSpace(line), "module "); ok {
			return strings.TrimSpace(p), nil
		}
	}
	return "", fmt.Errorf("%s/go.mod names no module", dir)
}

// importsSection is the heading of the section of docs/architecture.md
// whose table says what each package may import.
const importsSection = "What each may import"

// readLayering reads the tables of docs/architecture.md: its rows
// "| N | what | `name` `name`... |", each name in layer N, and in the
// section importsSection, "| `dir` | `dir` `dir`... |", the packages that
// the first may import, the root called nqueens.
func readLayering(file string) (layering, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return layering{}, err
	}
	layerRow := regexp.MustCompile(`^\| (\d+) \|[^|]*\|(.*)\|$`)
	importRow := regexp.MustCompile("^\\| `([^`]+)` \\|(.*)\\|$")
	name := regexp.MustCompile("`([^`]+)`")
	l := layering{layer: map[string]int{}, imports: map[string]map[string]bool{}}
	section := ""
	for line := range strings.SplitSeq(string(data), "\n") {
		if h, ok := strings.CutPrefix(line, "## "); ok {
			section = h
		}
		if m := layerRow.FindStringSubmatch(line); m != nil {
			layer, _ := strconv.Atoi(m[1])
			for _, n := range name.FindAllStringSubmatch(m[2], -1) {
				if _, ok := l.layer[n[1]]; ok {
					return l, fmt.Errorf("docs/architecture.md: %s is in two layers", n[1])
				}
				l.layer[n[1]] = layer
			}
		} else if m := importRow.FindStringSubmatch(line); m != nil && section == importsSection {
			// The table calls the root package by its name.
			dir := func(s string) string {
				if s == "nqueens" {
					return "."
				}
				return s
			}
			allowed := map[string]bool{}
			for _, n := range name.FindAllStringSubmatch(m[2], -1) {
				allowed[dir(n[1])] = true
			}
			l.imports[dir(m[1])] = allowed
		}
	}
	if len(l.layer) == 0 {
		return l, fmt.Errorf("docs/architecture.md has no table of layers")
	}
	return l, nil
}

// pkgFiles is what readPackages finds of one package of the module.
type pkgFiles struct {
	dir     string   // relative to the module, "." for the root
	names   []string // its source files, relative to the module
	imports []fileImport
	uses    map[fileUse]bool
	// declared is the file that declares each name at the package's
	// level, for the uses of other packages.
	declared map[string]string
	// selections are the names of the module's packages that the files
	// use: pkg.Name.
	selections []fileUse
}

// A fileImport is an import of a file.
type fileImport struct{ file, path string }

// A fileUse is a use in file from of a name declared in file to, or of
// package to's name.
type fileUse struct {
	from, to, name string
	at             string // the position of the use, for a message
}

// readPackages reads the source files, tests left out, of every package
// of the module in dir, but those under testdata, docs and hidden
// directories, and resolves the uses of each file's names with go/types.
func readPackages(dir, module string) ([]*pkgFiles, error) {
	var pkgs []*pkgFiles
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		base := d.Name()
		if rel != "." && (strings.HasPrefix(base, ".") || base == "testdata" || base == "docs") {
			return filepath.SkipDir
		}
		pkg, err := readPackage(dir, rel, module)
		if pkg != nil {
			pkgs = append(pkgs, pkg)
		}
		return err
	})
	return pkgs, err
}

// readPackage reads the package in the directory rel of the module in
// dir, and returns nil if it holds no source file.
func readPackage(dir, rel, module string) (*pkgFiles, error) {
	sources, _ := filepath.Glob(filepath.Join(dir, rel, "*.go"))
	fset := token.NewFileSet()
	p := &pkgFiles{dir: rel, uses: map[fileUse]bool{}, declared: map[string]string{}}
	var files []*ast.File
	for _, s := range sources {
		if strings.HasSuffix(s, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, s, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		name := path.Join(rel, filepath.Base(s))
		p.names = append(p.names, name)
		files = append(files, f)
		for _, imp := range f.Imports {
			ip, _ := strconv.Unquote(imp.Path.Value)
			p.imports = append(p.imports, fileImport{name, ip})
		}
		for _, decl := range f.Decls {
			for _, id := range declaredNames(decl) {
				p.declared[id] = name
			}
		}
	}
	if len(files) == 0 {
		return nil, nil
	}
	file := func(pos token.Pos) string { return path.Join(rel, filepath.Base(fset.Position(pos).Filename)) }
	info := &types.Info{Uses: make(map[*ast.Ident]types.Object)}
	conf := types.Config{Importer: emptyImporter{}, Error: func(error) {}}
	pkg, _ := conf.Check(path.Join(module, rel), fset, files, info)
	for id, obj := range info.Uses {
		if obj.Pkg() != pkg || !obj.Pos().IsValid() {
			continue
		}
		if from, to := file(id.Pos()), file(obj.Pos()); from != to {
			p.uses[fileUse{from, to, id.Name, fset.Position(id.Pos()).String()}] = true
		}
	}
	for _, f := range files {
		from := file(f.Pos())
		local := map[string]string{} // the name a file gives each of the module's packages
		for _, imp := range f.Imports {
			ip, _ := strconv.Unquote(imp.Path.Value)
			if ip != module && !strings.HasPrefix(ip, module+"/") {
				continue
			}
			name := path.Base(ip)
			if imp.Name != nil {
				name = imp.Name.Name
			}
			local[name] = strings.TrimPrefix(strings.TrimPrefix(ip, module), "/")
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if se, ok := n.(*ast.SelectorExpr); ok {
				if x, ok := se.X.(*ast.Ident); ok && local[x.Name] != "" || ok && x.Name == path.Base(module) && local[x.Name] == "" && slices.ContainsFunc(f.Imports, func(i *ast.ImportSpec) bool { return i.Path.Value == strconv.Quote(module) }) {
					to := local[x.Name]
					if to == "" {
						to = "."
					}
					p.selections = append(p.selections, fileUse{from, to, se.Sel.Name, ""})
				}
			}
			return true
		})
	}
	return p, nil
}

// declaredNames returns the names that decl declares at a package's level,
// functions and methods left out of the latter.
func declaredNames(decl ast.Decl) []string {
	var names []string
	switch d := decl.(type) {
	case *ast.FuncDecl:
		if d.Recv == nil {
			names = append(names, d.Name.Name)
		}
	case *ast.GenDecl:
		for _, spec := range d.Specs {
			switch s := spec.(type) {
			case *ast.TypeSpec:
				names = append(names, s.Name.Name)
			case *ast.ValueSpec:
				for _, n := range s.Names {
					names = append(names, n.Name)
				}
			}
		}
	}
	return names
}

// A picture is the module drawn as a graph: a node for each file of the
// root and of the programs, and for each other package; an arrow from a
// node to another whose name it uses.
type picture struct {
	nodes, arrows int
	back          []string // the arrows that point back up, as "a -> b"
}

// draw draws the packages, placing the nodes in order, and finds the
// arrows that point back up: those that close a cycle of uses, which no
// order of the nodes can draw downwards. It places them as Eades, Lin and
// Smyth's heuristic for the least set of such arrows does (Information
// Processing Letters 47(6), 1993): sinks at the bottom, sources at the
// top, and of the rest the node whose arrows out outnumber its arrows in
// by the most, next from the top.
func draw(pkgs []*pkgFiles) picture {
	byDir := map[string]*pkgFiles{}
	for _, p := range pkgs {
		byDir[p.dir] = p
	}
	node := func(file string) string {
		dir := path.Dir(file)
		if dir == "." || strings.HasPrefix(dir, "cmd/") {
			return file
		}
		return dir
	}
	arrows := map[string]map[string]bool{}
	nodes := map[string]bool{}
	add := func(from, to string) {
		from, to = node(from), node(to)
		nodes[from], nodes[to] = true, true
		if from == to {
			return
		}
		if arrows[from] == nil {
			arrows[from] = map[string]bool{}
		}
		arrows[from][to] = true
	}
	for _, p := range pkgs {
		for _, f := range p.names {
			nodes[node(f)] = true
		}
		for use := range p.uses {
			add(use.from, use.to)
		}
		for _, use := range p.selections {
			if target := byDir[use.to]; target != nil {
				if to, ok := target.declared[use.name]; ok {
					add(use.from, to)
				}
			}
		}
	}
	left := maps.Clone(nodes)
	degree := func(n string, out bool) int {
		d := 0
		for m := range left {
			if out && arrows[n][m] || !out && arrows[m][n] {
				d++
			}
		}
		return d
	}
	var top, bottom []string
	for len(left) > 0 {
		for moved := true; moved; {
			moved = false
			for _, n := range slices.Sorted(maps.Keys(left)) {
				if degree(n, true) == 0 {
					bottom = append([]string{n}, bottom...)
					delete(left, n)
					moved = true
				} else if degree(n, false) == 0 {
					top = append(top, n)
					delete(left, n)
					moved = true
				}
			}
		}
		if len(left) == 0 {
			break
		}
		names := slices.Sorted(maps.Keys(left))
		best := slices.MaxFunc(names, func(a, b string) int {
			return cmp.Or(cmp.Compare(degree(a, true)-degree(a, false), degree(b, true)-degree(b, false)), strings.Compare(b, a))
		})
		top = append(top, best)
		delete(left, best)
	}
	place := map[string]int{}
	for i, n := range append(top, bottom...) {
		place[n] = i
	}
	d := picture{nodes: len(nodes)}
	for from, tos := range arrows {
		d.arrows += len(tos)
		for to := range tos {
			if place[to] < place[from] {
				d.back = append(d.back, from+" -> "+to)
			}
		}
	}
	slices.Sort(d.back)
	return d
}

// emptyImporter imports every package as an empty one: the layers within
// a package are in its own names alone.
type emptyImporter struct{}

func (emptyImporter) Import(p string) (*types.Package, error) {
	if p == "unsafe" {
		return types.Unsafe, nil
	}
	return types.NewPackage(p, path.Base(p)), nil
}

// TestLayersSelf checks checkLayers on a small module made for it, whose
// files and table keep every rule, and then on copies of it that break
// one rule each: each break is found, with a message that says so, and
// the module kept whole has none. A cycle of uses between two files of one
// layer breaks no rule, and is an arrow back up in the drawing.
func TestLayersSelf(t *testing.T) {
	table := "## Layers\n\n" +
		"| layer | what | files |\n|---|---|---|\n" +
		"| 0 | programs | `cmd/tool` |\n" +
		"| 1 | api | `api.go` `twin.go` |\n" +
		"| 2 | low | `low.go` |\n" +
		"| 3 | engine | `internal/eng` |\n" +
		"| 4 | support | `internal/util` |\n\n" +
		"| layer | what | files of cmd/tool |\n|---|---|---|\n" +
		"| 1 | entry | `cmd/tool/main.go` |\n" +
		"| 2 | floor | `cmd/tool/floor.go` |\n\n" +
		"## " + importsSection + "\n\n" +
		"| package | may import |\n|---|---|\n" +
		"| `nqueens` | `internal/util` |\n" +
		"| `cmd/tool` | `nqueens` `internal/util` |\n"
	kept := map[string]string{
		"go.mod":                     "module example.com/m\n\ngo 1.24\n",
		"docs/architecture.md":       table,
		"api.go":                     "package m\n\nimport \"example.com/m/internal/util\"\n\n// API is the API.\nfunc API() int { return Low() + util.One }\n",
		"twin.go":                    "package m\n\n// Twin is beside API.\nfunc Twin() int { return 2 }\n",
		"low.go":                     "package m\n\n// Low is below.\nfunc Low() int { return 1 }\n",
		"internal/eng/eng.go":        "package eng\n\nimport \"example.com/m/internal/util\"\n\n// Two is two.\nconst Two = util.One + 1\n",
		"internal/util/util.go":      "package util\n\n// One is one.\nconst One = 1\n",
		"cmd/tool/main.go":           "package main\n\nimport \"example.com/m\"\n\nfunc main() { m.API(); floor() }\n",
		"cmd/tool/floor.go":          "package main\n\nimport \"example.com/m/internal/util\"\n\nfunc floor() int { return util.One }\n",
		"internal/util/util_test.go": "package util\n\nimport \"example.com/m/internal/eng\"\n\nvar _ = eng.Two\n",
	}
	for _, tc := range []struct {
		name   string
		change map[string]string // files written over the kept module's; "" removes one
		want   string            // in a problem; "" for none
		back   int               // arrows back up in the drawing
	}{
		{"kept", nil, "", 0},
		{"a file uses a layer above", map[string]string{"low.go": "package m\n\n// Low is below.\nfunc Low() int { return Twin() }\n"},
			"low.go:4:25 (layer 2) uses Twin of twin.go (layer 1), a layer above it", 0},
		{"the root imports what its row leaves out", map[string]string{"api.go": "package m\n\nimport \"example.com/m/internal/eng\"\n\n// API is the API.\nfunc API() int { return Low() + eng.Two }\n"},
			"api.go imports internal/eng, which docs/architecture.md does not let . import", 0},
		{"a package imports one above it", map[string]string{"internal/util/util.go": "package util\n\nimport \"example.com/m/internal/eng\"\n\n// One is one.\nconst One = eng.Two - 1\n"},
			"internal/util/util.go (layer 4) imports internal/eng (layer 3), not a layer below it", 1},
		{"a program's file uses a layer above", map[string]string{"cmd/tool/floor.go": "package main\n\nfunc floor() int { main(); return 1 }\n"},
			"(layer 2) uses main of cmd/tool/main.go (layer 1), a layer above it", 1},
		{"a program imports what its row leaves out", map[string]string{"cmd/tool/floor.go": "package main\n\nimport \"example.com/m/internal/eng\"\n\nfunc floor() int { return eng.Two }\n"},
			"cmd/tool/floor.go imports internal/eng, which docs/architecture.md does not let cmd/tool import", 0},
		{"a file in no layer", map[string]string{"extra.go": "package m\n\n// Extra is nowhere.\nconst Extra = 3\n"},
			"docs/architecture.md: extra.go is in no layer", 0},
		{"a package in no layer", map[string]string{"internal/more/more.go": "package more\n"},
			"docs/architecture.md: internal/more is in no layer", 0},
		{"a layer names a file that is not there", map[string]string{"twin.go": ""},
			"docs/architecture.md: twin.go is in a layer, but is not in the module", 0},
		{"an internal package imports the root", map[string]string{"internal/util/util.go": "package util\n\nimport \"example.com/m\"\n\n// One is one.\nvar One = m.Twin() - 1\n"},
			"internal/util/util.go imports the root package, which only the programs do", 0},
		{"a package whose row names the root imports it", map[string]string{
			"docs/architecture.md":  strings.Replace(table, "| `nqueens` | `internal/util` |\n", "| `nqueens` | `internal/util` |\n| `internal/util` | `nqueens` |\n", 1),
			"internal/util/util.go": "package util\n\nimport \"example.com/m\"\n\n// One is one.\nvar One = 1\n\nvar _ = m.Twin\n"},
			"", 0},
		{"two files of one layer use each other", map[string]string{
			"twin.go": "package m\n\n// Twin is beside API.\nfunc Twin() int { return API() }\n",
			"api.go":  "package m\n\n// API is the API.\nfunc API() int { return Low() + Twin() }\n"},
			"", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			files := maps.Clone(kept)
			maps.Copy(files, tc.change)
			for name, text := range files {
				if text == "" {
					continue
				}
				file := filepath.Join(dir, filepath.FromSlash(name))
				if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			picture, problems := checkLayers(dir)
			found := slices.ContainsFunc(problems, func(p string) bool { return tc.want != "" && strings.Contains(p, tc.want) })
			switch {
			case tc.want == "" && len(problems) > 0:
				t.Errorf("problems where there are none:\n%s", strings.Join(problems, "\n"))
			case tc.want != "" && !found:
				t.Errorf("no problem holds %q; the problems:\n%s", tc.want, strings.Join(problems, "\n"))
			}
			if len(picture.back) != tc.back {
				t.Errorf("%d arrows back up (%v), want %d", len(picture.back), picture.back, tc.back)
			}
		})
	}
}
