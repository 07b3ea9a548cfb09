package regions

import (
	"fmt"
	"strings"

	"github.com/nqueens-go/nqueens/internal/prose"
)

// palette holds the colours of the regions: the Okabe-Ito colours, which
// people with the common kinds of colour blindness tell apart, lightened
// so that queens and marks stand out on them, most distinct first. Six
// are enough: regions beside each other always get two of them, for the
// map of regions is planar.
var palette = [...]string{"#F7F097", "#A2D6F3", "#E8A673", "#73CAB2", "#E3B5CF", "#F1CA73", "#73B1D5"}

// colours returns a colour, an index into palette, for each region, no
// two regions that share a side alike: each takes, of the colours that
// none of its neighbours has, the one fewest regions have so far, in the
// reverse of an order that removes, one at a time, the region with the
// fewest neighbours left, which never has more than five in a planar map.
func (p *Puzzle) colours() []int {
	n := p.n
	region := p.region
	next := make([]uint32, n) // the regions beside each, as bits
	for q := range n * n {
		r, c := q/n, q%n
		if c+1 < n && region[q] != region[q+1] {
			next[region[q]] |= 1 << region[q+1]
			next[region[q+1]] |= 1 << region[q]
		}
		if r+1 < n && region[q] != region[q+n] {
			next[region[q]] |= 1 << region[q+n]
			next[region[q+n]] |= 1 << region[q]
		}
	}
	var order []int
	var gone uint32
	for range n {
		best, fewest := -1, n+1
		for r := range n {
			if gone&(1<<r) == 0 {
				if k := popcount(next[r] &^ gone); k < fewest {
					best, fewest = r, k
				}
			}
		}
		order = append(order, best)
		gone |= 1 << best
	}
	colour := make([]int, n)
	for i := range colour {
		colour[i] = -1
	}
	var uses [len(palette)]int
	for i := n - 1; i >= 0; i-- {
		r := order[i]
		var used uint32
		for s := range n {
			if next[r]&(1<<s) != 0 && colour[s] >= 0 {
				used |= 1 << colour[s]
			}
		}
		c := -1
		for k := range palette {
			if used&(1<<k) == 0 && (c < 0 || uses[k] < uses[c]) {
				c = k
			}
		}
		colour[r] = c
		uses[c]++
	}
	return colour
}

func popcount(x uint32) int {
	k := 0
	for ; x != 0; x &= x - 1 {
		k++
	}
	return k
}

// SVG returns a picture of p as an SVG document: each region in its
// colour, from a palette that colour-blind players tell apart, with a
// thick line between regions, so that no legend is needed, and its letter
// in the corner of its first square; its queens as crowns and its marks
// as crosses. The picture is 40 units a square, its frame within them, and
// says in its title
// what it shows, for screen readers.
func (p *Puzzle) SVG() string {
	const cell = 40
	n := p.n
	region := p.region
	colour := p.colours()
	size := n * cell
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d" role="img">`+"\n", size, size, size, size)
	fmt.Fprintf(&b, "<title>A regions puzzle of %d by %d, %s placed</title>\n", n, n, prose.Count(p.queens.Count(), "queen"))
	seen := make([]bool, n)
	for q := range n * n {
		x, y := (q%n)*cell, (q/n)*cell
		fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s" stroke="#00000033" stroke-width="1"/>`+"\n", x, y, cell, cell, palette[colour[region[q]]])
		if r := region[q]; !seen[r] {
			seen[r] = true
			fmt.Fprintf(&b, `<text x="%d" y="%d" font-family="sans-serif" font-size="10" fill="#000000aa">%c</text>`+"\n", x+3, y+11, p.labels[r])
		}
	}
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
