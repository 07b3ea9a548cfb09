package regions_test

import (
	"encoding/xml"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/nqueens-go/nqueens/regions"
	"github.com/nqueens-go/nqueens/regions/internal/stars/starstest"
)

// svgDoc is what the test reads of an SVG document.
type svgDoc struct {
	XMLName xml.Name `xml:"svg"`
	Title   string   `xml:"title"`
	Rects   []struct {
		X    int    `xml:"x,attr"`
		Y    int    `xml:"y,attr"`
		Fill string `xml:"fill,attr"`
	} `xml:"rect"`
	Texts []string `xml:"text"`
	Paths []struct {
		D    string `xml:"d,attr"`
		Fill string `xml:"fill,attr"`
	} `xml:"path"`
	Stripes struct {
		D string `xml:"d,attr"`
	} `xml:"g>path"`
}

// TestSVG checks the SVG of random puzzles, with queens and marks: well
// formed, a rect to each square, one path to each queen and mark beside
// the lines between regions, each region's label once, one look, a colour
// plain or striped, to a region, none shared by two regions that share a
// side, and up to 16 regions none shared by any two.
func TestSVG(t *testing.T) {
	rng := rand.New(rand.NewPCG(71, 72))
	for i := range 85 {
		n := 4 + i%17
		p, err := regions.New(rows(n, starstest.RandomRegions(rng, n, 1, nil)), regions.Variant{})
		if err != nil {
			t.Fatal(err)
		}
		for range rng.IntN(2 * n) {
			if rng.IntN(2) == 0 {
				p.Place(rng.IntN(n), rng.IntN(n))
			} else {
				p.Mark(rng.IntN(n), rng.IntN(n))
			}
		}
		marks := strings.Count(p.String(), "x")
		t.Run(fmt.Sprintf("n=%d/%d", n, i), func(t *testing.T) {
			out := p.SVG()
			var doc svgDoc
			dec := xml.NewDecoder(strings.NewReader(out))
			dec.Strict = true
			if err := dec.Decode(&doc); err != nil {
				t.Fatalf("SVG does not decode: %v\n%s", err, out)
			}
			if doc.XMLName.Space != "http://www.w3.org/2000/svg" {
				t.Errorf("namespace %q", doc.XMLName.Space)
			}
			if !strings.Contains(doc.Title, fmt.Sprintf("%d by %d", n, n)) {
				t.Errorf("title %q", doc.Title)
			}
			if len(doc.Rects) != n*n {
				t.Fatalf("%d rects, want %d", len(doc.Rects), n*n)
			}
			if want := 1 + len(p.Queens()) + marks; len(doc.Paths) != want {
				t.Errorf("%d paths, want %d: the lines, %d queens, %d marks", len(doc.Paths), want, len(p.Queens()), marks)
			}
			if len(doc.Texts) != n {
				t.Errorf("%d labels, want %d", len(doc.Texts), n)
			}
			labels := map[string]bool{}
			for _, l := range doc.Texts {
				labels[l] = true
			}
			for r := range n {
				if !labels[string(p.Label(r))] {
					t.Errorf("no label %c", p.Label(r))
				}
			}
			// The rects: square by square, row by row, each where it
			// lies, 40 units a square.
			fill := make([]string, n*n)
			xs, ys := map[int]int{}, map[int]int{}
			for q, rect := range doc.Rects {
				xs[rect.X] = q % n
				ys[rect.Y] = q / n
				fill[q] = rect.Fill
				if rect.Fill == "" {
					t.Fatalf("rect %d has no fill", q)
				}
			}
			for q, rect := range doc.Rects {
				if xs[rect.X] != q%n || ys[rect.Y] != q/n || len(xs) != n || len(ys) != n {
					t.Fatalf("rect %d at %d, %d: not square %d's place", q, rect.X, rect.Y, q)
				}
				if q%n > 0 && rect.X-doc.Rects[q-1].X != 40 {
					t.Fatalf("rect %d: %d units from the last", q, rect.X-doc.Rects[q-1].X)
				}
			}
			for q := range n * n {
				if strings.Contains(doc.Stripes.D, fmt.Sprintf("M%d %dh40v40h-40z", q%n*40, q/n*40)) {
					fill[q] += ", striped"
				}
			}
			colour := map[int]string{}
			for q := range n * n {
				r := p.Region(q/n, q%n)
				if c, ok := colour[r]; ok && c != fill[q] {
					t.Fatalf("region %c in %s and %s", p.Label(r), c, fill[q])
				}
				colour[r] = fill[q]
			}
			looks := map[string]int{}
			for r, c := range colour {
				if other, ok := looks[c]; ok && n <= 16 {
					t.Fatalf("%v\nregions %c and %c both %s", p, p.Label(other), p.Label(r), c)
				}
				looks[c] = r
			}
			for q := range n * n {
				row, col := q/n, q%n
				for _, o := range [][2]int{{row, col + 1}, {row + 1, col}} {
					if o[0] >= n || o[1] >= n {
						continue
					}
					a, b := p.Region(row, col), p.Region(o[0], o[1])
					if a != b && colour[a] == colour[b] {
						t.Fatalf("%v\nregions %c and %c share a side and the colour %s", p, p.Label(a), p.Label(b), colour[a])
					}
				}
			}
		})
	}
}
