package regions

import "fmt"

// newLabels are the labels that New gives regions, in order.
const newLabels = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

// Pieces returns the number of pieces of region r, from 0: sets of its
// squares joined by their sides, each apart from the others. Most
// published puzzles draw every region as one piece, but neither the daily
// puzzle nor Star Battle asks it, and p's answers do not depend on it; a
// maker who wants one piece to a region refuses a puzzle where Pieces is
// above 1 for some region. It panics if r is not a region of p.
func (p *Puzzle) Pieces(r int) int {
	if r < 0 || r >= p.n {
		panic(fmt.Sprintf("regions: Pieces: region %d of a grid of %d", r, p.n))
	}
	n := p.n
	seen := make([]bool, n*n)
	var stack []int
	pieces := 0
	for start, x := range p.region {
		if int(x) != r || seen[start] {
			continue
		}
		pieces++
		seen[start] = true
		stack = append(stack[:0], start)
		for len(stack) > 0 {
			q := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			row, col := q/n, q%n
			for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				rr, cc := row+d[0], col+d[1]
				if rr < 0 || rr >= n || cc < 0 || cc >= n {
					continue
				}
				if o := rr*n + cc; !seen[o] && int(p.region[o]) == r {
					seen[o] = true
					stack = append(stack, o)
				}
			}
		}
	}
	return pieces
}
