package regions

import (
	"fmt"
	"strings"

	"github.com/nqueens-go/nqueens/internal/palette"
	"github.com/nqueens-go/nqueens/internal/prose"
)

// SVG returns a picture of p as an SVG document: each region in a colour
// from a palette that colour-blind players tell apart, plain or striped,
// no two regions alike on a grid of up to 16 regions and no two that
// share a side alike on any, with a thick line between regions, so that no
// legend is needed, and its letter in the corner of its first square; its queens as crowns and its marks
// as crosses. The picture is 40 units a square, its frame within them, and
// says in its title
// what it shows, for screen readers.
func (p *Puzzle) SVG() string {
	const cell = 40
	n := p.n
	region := p.region
	looks := palette.Regions(n, region)
	size := n * cell
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d" role="img">`+"\n", size, size, size, size)
	fmt.Fprintf(&b, "<title>A regions puzzle of %d by %d, %s placed</title>\n", n, n, prose.Count(p.queens.Count(), "queen"))
	b.WriteString(`<defs><pattern id="stripes" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
		`<path d="M0 0h3v8h-3z" fill="#00000026"/></pattern></defs>` + "\n")
	seen := make([]bool, n)
	for q := range n * n {
		x, y := (q%n)*cell, (q/n)*cell
		look := looks[region[q]]
		fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s" stroke="#00000033" stroke-width="1"/>`+"\n", x, y, cell, cell, palette.Colours[look.Colour])
		if r := region[q]; !seen[r] {
			seen[r] = true
			fmt.Fprintf(&b, `<text x="%d" y="%d" font-family="sans-serif" font-size="10" fill="#000000aa">%c</text>`+"\n", x+3, y+11, p.labels[r])
		}
	}
	// The stripes over the squares of striped regions.
	b.WriteString(`<g><path fill="url(#stripes)" d="`)
	for q := range n * n {
		if looks[region[q]].Pattern == palette.Striped {
			fmt.Fprintf(&b, "M%d %dh%dv%dh-%dz", (q%n)*cell, (q/n)*cell, cell, cell, cell)
		}
	}
	b.WriteString("\"/></g>\n")
	// The lines between regions, and the frame.
	b.WriteString(`<path stroke="#222" stroke-width="3" stroke-linecap="square" fill="none" d="`)
	for q := range n * n {
		r, c := q/n, q%n
		x, y := c*cell, r*cell
		if c+1 < n && region[q] != region[q+1] {
			fmt.Fprintf(&b, "M%d %dv%d", x+cell, y, cell)
		}
		if r+1 < n && region[q] != region[q+n] {
			fmt.Fprintf(&b, "M%d %dh%d", x, y+cell, cell)
		}
	}
	fmt.Fprintf(&b, "M1.5 1.5H%[1]gV%[1]gH1.5z", float64(n*cell)-1.5)
	b.WriteString("\"/>\n")
	p.queens.All(func(q int) bool {
		x, y := (q%n)*cell, (q/n)*cell
		// A crown: a band and three points.
		fmt.Fprintf(&b, `<path fill="#111" d="M%d %dl4-14 6 8 4-12 4 12 6-8 4 14z"/>`+"\n", x+8, y+30)
		return true
	})
	p.empty.All(func(q int) bool {
		x, y := (q%n)*cell+cell/2, (q/n)*cell+cell/2
		fmt.Fprintf(&b, `<path stroke="#333" stroke-width="2" d="M%d %dl8 8m0-8l-8 8"/>`+"\n", x-4, y-4)
		return true
	})
	b.WriteString("</svg>\n")
	return b.String()
}
