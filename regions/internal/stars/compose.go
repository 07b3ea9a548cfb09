package stars

import (
	"context"
	"math/rand/v2"
	"slices"
)

// composeAbove is the largest size that the Shaped draw grows whole: the
// growth, whose squares must each keep the answer the only one, mostly
// shuts squares in past it, so a larger grid is composed of two.
const composeAbove = 20

// compose draws a puzzle of size n above composeAbove as two grown
// whole, side by side on the diagonal: A of size a in the first a rows
// and columns, B of size b = n-a in the last, and the other squares
// given to A's regions, grown into them. B's regions, all in its b rows
// and b columns, owe those rows and columns all their queens, so A's
// queens lie in A's square, where A's answer is the only one, and B's
// in B's: the answer drawn is the only one. A symmetry of the square,
// drawn, turns the whole. It returns nil regions if a draw leads nowhere.
func compose(ctx context.Context, rng *rand.Rand, o Options) ([]int, []int8, error) {
	n := o.N
	a := n/2 + uniform(rng, n/4+1)
	b := n - a
	oa, ob := o, o
	oa.N, ob.N = a, b
	oa.MaxRegion, ob.MaxRegion = 0, 0
	if o.MaxRegion != 0 {
		ob.MaxRegion = min(o.MaxRegion, b*b)
	}
	ansA, regA, err := growFor(ctx, rng, oa)
	if regA == nil || err != nil {
		return nil, nil, err
	}
	ansB, regB, err := growFor(ctx, rng, ob)
	if regB == nil || err != nil {
		return nil, nil, err
	}
	// A queen in A's last corner and one in B's first would touch.
	for _, p := range ansA {
		for _, q := range ansB {
			if p == a*a-1 && q == 0 {
				return nil, nil, nil
			}
		}
	}
	region := make([]int8, n*n)
	for q := range region {
		region[q] = -1
	}
	var answer []int
	for q, r := range regA {
		region[q/a*n+q%a] = r
	}
	for q, r := range regB {
		region[(a+q/b)*n+a+q%b] = int8(a) + r
	}
	for _, q := range ansA {
		answer = append(answer, q/a*n+q%a)
	}
	for _, q := range ansB {
		answer = append(answer, (a+q/b)*n+a+q%b)
	}
	if !spread(rng, region, n, a, o) {
		return nil, nil, nil
	}
	answer = turn(rng, region, answer, n)
	return answer, region, nil
}

// growFor is grow of the storage that size o.N needs, drawn again, up
// to eight times, where a draw leads nowhere.
func growFor(ctx context.Context, rng *rand.Rand, o Options) ([]int, []int8, error) {
	for range 8 {
		var answer []int
		var region []int8
		var err error
		if o.N <= smallest {
			answer, region, err = grow[Small](ctx, rng, o)
		} else {
			answer, region, err = grow[Large](ctx, rng, o)
		}
		if region != nil || err != nil {
			return answer, region, err
		}
	}
	return nil, nil, nil
}

// spread gives the squares of no region to the regions from 0 to a-1
// beside them, a square at a time, drawn as Shaped grows (drawTargets):
// the region drawn the more likely the further it is below a target
// drawn first, one of them large, then a square beside it. It reports
// whether every square found a region within o.MaxRegion.
func spread(rng *rand.Rand, region []int8, n, a int, o Options) bool {
	size := make([]int, n)
	left := 0
	for _, r := range region {
		if r >= 0 {
			size[r]++
		} else {
			left++
		}
	}
	max := o.MaxRegion
	if max == 0 {
		max = n * n
	}
	// Targets of A's regions: one large, the others sharing the rest.
	target := make([]int, a)
	big := uniform(rng, a)
	total := left
	for r := range a {
		total += size[r]
	}
	target[big] = n*n/5 + uniform(rng, n*n/5+1)
	weights := make([]float64, a)
	sum := 0.0
	for r := range a {
		if r != big {
			weights[r] = rng.ExpFloat64()
			sum += weights[r]
		}
	}
	for r := range a {
		if r != big {
			target[r] = int(float64(total-target[big])*weights[r]/sum + 0.5)
		}
	}
	for left > 0 {
		// The squares of no region beside each region with room.
		frontier := make([][]int, a)
		for q, x := range region {
			if x >= 0 {
				continue
			}
			seen := uint32(0)
			neighbours(n, q, func(p int) {
				if r := region[p]; r >= 0 && int(r) < a && size[r] < max && seen&(1<<r) == 0 {
					seen |= 1 << r
					frontier[r] = append(frontier[r], q)
				}
			})
		}
		weight := make([]float64, a)
		all := 0.0
		for r := range a {
			if len(frontier[r]) == 0 {
				continue
			}
			weight[r] = 0.05
			if d := float64(target[r] - size[r]); d > 0 {
				weight[r] += d * d
			}
			all += weight[r]
		}
		if all == 0 {
			return false
		}
		r := weighted(rng, weight, all)
		q := frontier[r][uniform(rng, len(frontier[r]))]
		region[q] = int8(r)
		size[r]++
		left--
	}
	return true
}

// turn turns region and answer, a grid of size n, by a symmetry of the
// square drawn, and returns the answer turned, in order.
func turn(rng *rand.Rand, region []int8, answer []int, n int) []int {
	sym := uniform(rng, 8)
	at := func(q int) int {
		r, c := q/n, q%n
		if sym&1 != 0 {
			c = n - 1 - c
		}
		if sym&2 != 0 {
			r = n - 1 - r
		}
		if sym&4 != 0 {
			r, c = c, r
		}
		return r*n + c
	}
	turned := make([]int8, len(region))
	for q, r := range region {
		turned[at(q)] = r
	}
	copy(region, turned)
	out := make([]int, 0, len(answer))
	for _, q := range answer {
		out = append(out, at(q))
	}
	slices.Sort(out)
	return out
}
