package stars

import (
	"context"
	"math/bits"
	"math/rand/v2"
	"slices"
)

// growRegions returns regions, each holding K queens of answer, with
// answer their only answer, or nil if the growth fails.
//
// Each region starts from a queen of the answer, drawn, and, for K queens
// to a unit, joins K-1 more by a shortest path through squares of none.
// The squares of no region are ruled out, so giving one to a region only
// ever adds answers: those with a queen on it. The growth gives, again
// and again, a square beside a region to it, if that adds no answer,
// drawing among the squares with the fewest regions beside them left to
// try: a pair found to add answers adds them for ever after, so it is
// tried once. A square that every region beside it adds answers to is
// shut in; the growth then gives it one of them anyway, drawn, and takes
// back from their regions squares of the answers it added, other than
// it, until none is left, which only ever rules answers out. It fails
// when it has taken back more squares than a quarter of the grid's, or when
// taking back would part a region's queens.
func growRegions[W Words](ctx context.Context, rng *rand.Rand, o Options, answer []int) ([]int8, error) {
	n := o.N
	gr := &grower[W]{ctx: ctx, rng: rng, n: n, max: o.MaxRegion, shaped: o.Draw == Shaped,
		region: make([]int8, n*n), size: make([]int, n), tried: make([]uint32, n*n)}
	if gr.max == 0 {
		gr.max = n * n
	}
	for i := range gr.region {
		gr.region[i] = -1
	}
	for _, q := range answer {
		gr.planted.Add(q)
	}
	if !gr.seed(answer, o.K) {
		return nil, nil
	}
	g, err := NewGrid[W](n, o.K, o.Rule, make([]int8, n*n))
	if err != nil {
		panic("stars: a grown grid is not one: " + err.Error())
	}
	g.Region = gr.region
	gr.g = g
	gr.reset()
	if c, err := gr.count(2); c != 1 || err != nil {
		return nil, err
	}
	if o.Draw == Shaped {
		gr.drawTargets(o)
		if err := gr.sprout(); err != nil {
			return nil, err
		}
	}
	var pairs [][2]int
	for gr.left > 0 {
		var q int
		var r int8
		if o.Draw == Shaped {
			pairs = gr.shapedPairs(pairs[:0])
		} else {
			pairs = gr.pairs(pairs[:0])
		}
		if len(pairs) == 0 {
			if ok, err := gr.shutIn(); !ok || err != nil {
				return nil, err
			}
			continue
		}
		pr := pairs[gr.uniform(len(pairs))]
		q, r = pr[0], int8(pr[1])
		gr.tried[q] |= 1 << r
		gr.give(q, r)
		c, err := gr.through(q, 1)
		if err != nil {
			return nil, err
		}
		if c > 0 {
			gr.take(q)
		}
	}
	return gr.region, nil
}

// A grower is the state of one growth of regions.
type grower[W Words] struct {
	ctx     context.Context
	rng     *rand.Rand
	n, max  int      // the size of the grid, and of a region at most
	g       *Grid[W] // the grid of the regions, its units kept as they grow
	region  []int8   // the region of each square, -1 for none
	size    []int    // the squares of each region
	left    int      // the squares of no region
	taken   int      // the squares taken back
	open    Set[W]   // the squares of a region
	planted Set[W]   // the answer's queens
	tried   []uint32 // the regions tried for each square of none, as bits
	target  []int    // the size each region grows toward, for the Shaped draw
	shaped  bool
	keepTwo bool // whether to keep each region two squares at least, for the Shaped draw
}

// uniform returns a number drawn uniformly from [0, m).
func (gr *grower[W]) uniform(m int) int { return uniform(gr.rng, m) }

// seed starts a region from each of n queens of answer, drawn, and joins
// k-1 more to each, and reports whether it could.
func (gr *grower[W]) seed(answer []int, k int) bool {
	n := gr.n
	order := append([]int(nil), answer...)
	for i := len(order) - 1; i > 0; i-- {
		j := gr.uniform(i + 1)
		order[i], order[j] = order[j], order[i]
	}
	for r, q := range order[:n] {
		gr.region[q] = int8(r)
		gr.size[r] = 1
	}
	for range k - 1 {
		for r := range n {
			path := gr.pathToQueen(int8(r))
			if path == nil {
				return false
			}
			for _, q := range path {
				gr.region[q] = int8(r)
			}
			if gr.size[r] += len(path); gr.size[r] > gr.max {
				return false
			}
		}
	}
	gr.left = n * n
	for _, s := range gr.size {
		gr.left -= s
	}
	return true
}

// pathToQueen returns the squares of a shortest path from region r to a
// queen of no region, the queen last, through squares of no region that
// hold no queen, or nil if there is none.
func (gr *grower[W]) pathToQueen(r int8) []int {
	n := gr.n
	from := make([]int, n*n)
	var queue []int
	for q, x := range gr.region {
		from[q] = -2 // not reached
		if x == r {
			from[q] = -1 // the region
			queue = append(queue, q)
		}
	}
	for len(queue) > 0 {
		q := queue[0]
		queue = queue[1:]
		found := -1
		neighbours(n, q, func(p int) {
			if found >= 0 || from[p] != -2 || gr.region[p] >= 0 {
				return
			}
			from[p] = q
			if gr.planted.Has(p) {
				found = p
				return
			}
			queue = append(queue, p)
		})
		if found >= 0 {
			var path []int
			for p := found; from[p] != -1; p = from[p] {
				path = append(path, p)
			}
			return path
		}
	}
	return nil
}

// pairs appends to pairs the squares of no region with the fewest regions
// beside them left to try, each with each of those regions, and returns
// it. Trying the squares with the fewest first leaves few shut in.
func (gr *grower[W]) pairs(pairs [][2]int) [][2]int {
	fewest := 5
	for q, r := range gr.region {
		if r >= 0 {
			continue
		}
		options := gr.beside(q) &^ gr.tried[q]
		k := bits.OnesCount32(options)
		if k == 0 || k > fewest {
			continue
		}
		if k < fewest {
			fewest, pairs = k, pairs[:0]
		}
		for m := options; m != 0; m &= m - 1 {
			pairs = append(pairs, [2]int{q, bits.TrailingZeros32(m)})
		}
	}
	return pairs
}

// beside returns the regions beside square q with room for it, as bits.
func (gr *grower[W]) beside(q int) uint32 {
	var rs uint32
	neighbours(gr.n, q, func(p int) {
		if r := gr.region[p]; r >= 0 && gr.size[r] < gr.max {
			rs |= 1 << r
		}
	})
	return rs
}

// shutIn gives a square shut in a region beside it, and takes back
// squares of the answers that adds, as growRegions says. It reports
// whether it could.
func (gr *grower[W]) shutIn() (bool, error) {
	var shut []int
	for q, r := range gr.region {
		if r < 0 && gr.beside(q) != 0 {
			shut = append(shut, q)
		}
	}
	if len(shut) == 0 {
		return false, nil
	}
	q := shut[gr.uniform(len(shut))]
	rs := gr.beside(q)
	pick := gr.uniform(bits.OnesCount32(rs))
	for range pick {
		rs &= rs - 1
	}
	gr.give(q, int8(bits.TrailingZeros32(rs)))
	var back []int
	for {
		var other Set[W]
		c, err := gr.answers(2, func(a Set[W]) bool {
			if a != gr.planted {
				other = a
			}
			return true
		})
		if err != nil || c == 1 {
			break
		}
		back = back[:0]
		other.All(func(p int) bool {
			if p != q && !gr.planted.Has(p) {
				back = append(back, p)
			}
			return true
		})
		for i := len(back) - 1; i > 0; i-- {
			j := gr.uniform(i + 1)
			back[i], back[j] = back[j], back[i]
		}
		t := 0
		for _, p := range back {
			if t = gr.takeBack(p); t > 0 {
				break
			}
		}
		if gr.taken += t; t == 0 || gr.taken > gr.n*gr.n/4 {
			return false, nil
		}
	}
	for p, r := range gr.region {
		if r < 0 {
			gr.tried[p] = 0
		}
	}
	return true, gr.ctx.Err()
}

// takeBack takes square q, which no planted queen holds, from its region,
// with every piece of the region that its going cuts off from the
// region's planted queens, and returns the number of squares taken; or
// returns 0, having taken none, if q's going would part the region's
// planted queens.
func (gr *grower[W]) takeBack(q int) int {
	n := gr.n
	from := gr.region[q]
	seen := make([]bool, n*n)
	seen[q] = true // as if gone
	var stack []int
	pieces := 0
	for p, r := range gr.region {
		if r != from || !gr.planted.Has(p) || seen[p] {
			continue
		}
		if pieces++; pieces > 1 {
			return 0
		}
		seen[p] = true
		stack = append(stack, p)
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			neighbours(n, x, func(y int) {
				if !seen[y] && gr.region[y] == from {
					seen[y] = true
					stack = append(stack, y)
				}
			})
		}
	}
	if gr.keepTwo {
		// The Shaped draw keeps a region more than its queen, mostly.
		kept := 0
		for p, r := range gr.region {
			if r == from && p != q && seen[p] {
				kept++
			}
		}
		if kept < 2 {
			return 0
		}
	}
	taken := 0
	for p, r := range gr.region {
		if r == from && (p == q || !seen[p]) {
			gr.take(p)
			taken++
		}
	}
	return taken
}

// reset makes the grid's region units and the open squares those of the
// regions.
func (gr *grower[W]) reset() {
	gr.open = Set[W]{}
	for q, r := range gr.region {
		gr.g.move(q, max(int(r), 0)) // a square of none in region 0, never free
		if r >= 0 {
			gr.open.Add(q)
		}
	}
}

// give gives square q, of no region, to region r.
func (gr *grower[W]) give(q int, r int8) {
	gr.g.move(q, int(r))
	gr.region[q] = r
	gr.size[r]++
	gr.left--
	gr.open.Add(q)
}

// take takes square q back from its region.
func (gr *grower[W]) take(q int) {
	gr.size[gr.region[q]]--
	gr.left++
	gr.region[q] = -1
	gr.open.Remove(q)
}

// through counts the answers of the regions with a queen on square q, up
// to limit: those that giving q to its region added.
func (gr *grower[W]) through(q, limit int) (int, error) {
	s := NewState(gr.g)
	s.Free = gr.open
	s.Place(q)
	return Count(gr.ctx, s, limit, nil)
}

// count counts the answers of the regions up to limit, as Count does.
func (gr *grower[W]) count(limit int) (int, error) {
	s := NewState(gr.g)
	s.Free = gr.open
	return Count(gr.ctx, s, limit, nil)
}

// answers counts the answers of the regions up to limit, as count does,
// and calls found with each: in the order of countGeneral for the Classic
// draw, whose puzzles depend on it through the squares that shutIn takes
// back; in Count's for the Shaped draw, which for one queen to a unit
// searches much faster.
func (gr *grower[W]) answers(limit int, found func(Set[W]) bool) (int, error) {
	s := NewState(gr.g)
	s.Free = gr.open
	if gr.shaped {
		return Count(gr.ctx, s, limit, found)
	}
	count, _, err := countGeneral(gr.ctx, s, limit, found)
	return count, err
}

// sides are the four squares that share a side with a square.
var sides = [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}

// neighbours calls f with each square beside q.
func neighbours(n, q int, f func(p int)) {
	r, c := q/n, q%n
	for _, d := range sides {
		if rr, cc := r+d[0], c+d[1]; rr >= 0 && rr < n && cc >= 0 && cc < n {
			f(rr*n + cc)
		}
	}
}

// drawTargets draws the size each region grows toward, as the daily
// puzzle's regions are: one region, drawn, takes from a fifth to two
// fifths of the grid, and the others share the rest by weights drawn
// from an exponential law, so that a few are small and a few large; each
// within MinRegion and MaxRegion.
func (gr *grower[W]) drawTargets(o Options) {
	n := gr.n
	gr.target = make([]int, n)
	// One draw in two keeps every region two squares at least; the other
	// may leave a region its queen alone, as a fifth of the daily's do.
	gr.keepTwo = gr.uniform(2) == 0
	big := gr.uniform(n)
	squares := n * n
	gr.target[big] = squares/5 + gr.uniform(squares/5+1)
	rest := squares - gr.target[big]
	weights := make([]float64, n)
	sum := 0.0
	for r := range n {
		if r != big {
			weights[r] = gr.rng.ExpFloat64()
			sum += weights[r]
		}
	}
	for r := range n {
		if r != big {
			gr.target[r] = int(float64(rest)*weights[r]/sum + 0.5)
		}
		gr.target[r] = min(max(gr.target[r], o.MinRegion, 2), gr.max)
	}
}

// shapedPairs appends to pairs a square of no region beside a region
// with room, with that region, drawn as Shaped grows, and returns it, or
// returns it as it was if there is none: the region drawn first, the
// more likely the further it is below its target, then its square, among
// those beside it with the fewest regions beside them left to try.
func (gr *grower[W]) shapedPairs(pairs [][2]int) [][2]int {
	n := gr.n
	var fewest [MaxN]int // of the squares beside each region, the fewest regions beside one
	for r := range fewest {
		fewest[r] = 5
	}
	for q, x := range gr.region {
		if x >= 0 {
			continue
		}
		options := gr.beside(q) &^ gr.tried[q]
		k := bits.OnesCount32(options)
		for m := options; m != 0; m &= m - 1 {
			r := bits.TrailingZeros32(m)
			fewest[r] = min(fewest[r], k)
		}
	}
	// Weights: the deficit, squared, or a little for a region at its
	// target, so that growth goes on where it must.
	weights := make([]float64, n)
	total := 0.0
	for r := range n {
		if fewest[r] == 5 {
			continue
		}
		d := float64(gr.target[r] - gr.size[r])
		weights[r] = 0.05
		if d > 0 {
			weights[r] += d * d
		}
		total += weights[r]
	}
	if total == 0 {
		return pairs
	}
	r := weighted(gr.rng, weights, total)
	for q, y := range gr.region {
		if y >= 0 || gr.tried[q]&(1<<r) != 0 || gr.beside(q)&(1<<r) == 0 {
			continue
		}
		if bits.OnesCount32(gr.beside(q)&^gr.tried[q]) == fewest[r] {
			pairs = append(pairs, [2]int{q, r})
		}
	}
	return pairs
}

// sprout gives each region, in an order drawn, a square beside it, the
// first of those drawn that adds no answer: a region left a single square
// would give its queen away, as the daily puzzle rarely does.
func (gr *grower[W]) sprout() error {
	n := gr.n
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	for i := len(order) - 1; i > 0; i-- {
		j := gr.uniform(i + 1)
		order[i], order[j] = order[j], order[i]
	}
	for _, r := range order {
		if gr.size[r] > 1 {
			continue
		}
		var near []int
		for q, x := range gr.region {
			if x == int8(r) {
				neighbours(n, q, func(p int) {
					if gr.region[p] < 0 && !slices.Contains(near, p) {
						near = append(near, p)
					}
				})
			}
		}
		for len(near) > 0 {
			i := gr.uniform(len(near))
			q := near[i]
			near = append(near[:i], near[i+1:]...)
			gr.tried[q] |= 1 << r
			gr.give(q, int8(r))
			c, err := gr.through(q, 1)
			if err != nil {
				return err
			}
			if c == 0 {
				break
			}
			gr.take(q)
		}
	}
	return nil
}
