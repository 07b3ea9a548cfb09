package join

import (
	"context"
	"math/bits"

	"github.com/nqueens-go/nqueens/internal/engine"
)

// --- The costs of the join's units ---
//
// The cost of a unit, which balances the shards, sums over its sets X of
// rows the candidates of each half: the pairs of placements in its north
// and south quarter with complementary columns. For a side with columns
// cols and rows split into top and bottom, that is a sum over the subsets
// of cols, two looks into the table's index for each. A count of n = 23
// sums some 10^10 of them, so the costs share what they can. The phases
// of an odd size have no classes, and many of them the same columns on a
// side: the west columns of all, and the east ones of all those of one a.
// Their candidates depend on the set of rows alone, so a candidateMemo
// computes them once for every set of rows of the board of that size,
// where the phases that share it look up more sets than that.

// Costs returns the estimated cost of each unit: for each X, the number of
// pairs of quarter placements in the rows of each half with complementary
// columns, which bounds the number of half-solutions from above,
// multiplied for the pairs of half-solutions, and plus 256 for each for
// the joins. For Join2, it leaves out the placements whose columns have
// weight 0 whatever the other half. It estimates on up to workers
// goroutines.
func (e *Engine) Costs(ctx context.Context, workers int) ([]engine.Estimate, error) {
	if err := e.index(ctx); err != nil {
		return nil, err
	}
	first := make([]int, len(e.phases)+1) // the first unit of each phase, then len(e.list)
	sets := make([]int, len(e.phases))    // the number of X of each phase
	for i := range first {
		first[i] = len(e.list)
	}
	for u := len(e.list) - 1; u >= 0; u-- {
		first[e.list[u].phase] = u
		sets[e.list[u].phase] += e.list[u].xs
	}
	cost := make([]engine.Estimate, len(e.list))
	var westMemo *candidateMemo
	var eastValues []uint64 // the values of the last east memo, for the next
	for i := 0; i < len(e.phases); {
		// The phases from i to k share the east columns of phase i, and
		// its number of rows.
		p := &e.phases[i]
		k := i + 1
		for !p.classes && k < len(e.phases) && !e.phases[k].classes && e.phases[k].cols[east] == p.cols[east] &&
			bits.OnesCount32(e.phases[k].rows) == bits.OnesCount32(p.rows) {
			k++
		}
		var memos [2]*candidateMemo
		if !p.classes {
			var err error
			if memos[east], err = e.memoFor(ctx, workers, p, east, sets[i:k], eastValues); err != nil {
				return nil, err
			}
			if memos[east] != nil {
				eastValues = memos[east].values
			}
			if westMemo == nil || !westMemo.serves(p, west) {
				var all []int
				for q := i; q < len(e.phases); q++ {
					if !e.phases[q].classes && e.phases[q].cols[west] == p.cols[west] {
						all = append(all, sets[q])
					}
				}
				if westMemo, err = e.memoFor(ctx, workers, p, west, all, nil); err != nil {
					return nil, err
				}
			}
			memos[west] = westMemo
		}
		err := engine.EachChunk(ctx, first[k]-first[i], costChunk, workers, func(lo, hi int) {
			for u := first[i] + lo; u < first[i]+hi; u++ {
				cost[u] = e.unitCost(e.list[u], memos)
			}
		})
		if err != nil {
			return nil, err
		}
		i = k
	}
	return cost, nil
}

// costChunk is how many units a goroutine of costs estimates at a time,
// between its looks at the context: a small share of the estimates' work,
// so that a cancelled count stops soon.
const costChunk = 16

// unitCost returns the estimated cost of unit u, which costs describes,
// with the candidates of each side from its memo where it has one.
func (e *Engine) unitCost(u joinUnit, memos [2]*candidateMemo) engine.Estimate {
	h := uint(e.n / 2)
	northRows := uint32(1)<<h - 1
	p := &e.phases[u.phase]
	var c uint64
	i := 0
	var weighed weighedSubsets
	for x := range p.rowSets(u.from) {
		rows := [2]uint32{east: x.rows, west: p.rows &^ x.rows}
		var cand [2]uint64
		for sd, m := range memos {
			top, bottom := rows[sd]&northRows, rows[sd]>>h
			switch {
			case m != nil:
				cand[sd] = m.values[combinationRank(rows[sd])]
			case e.transpose && p.classes:
				cand[sd] = p.candidatesOf(e.table, weighed.of(p, x.rows, side(sd), bits.OnesCount32(top)), side(sd), top, bottom)
			default:
				cand[sd] = p.candidatesOf(e.table, p.subsets[sd][bits.OnesCount32(top)], side(sd), top, bottom)
			}
		}
		c += cand[east]*cand[west] + 256*(cand[east]+cand[west])
		if i++; i == u.xs {
			break
		}
	}
	return engine.EstimateOf(c)
}

// candidates returns the number of pairs of placements of the quarters of
// side sd in rows top of the north quarter and bottom of the south one
// whose columns are complementary, from the index t; those of columns of
// weight 0 left out, if weigh is not nil.
func (p *joinPhase) candidates(t *quarterTable, weigh *columnWeigher, sd side, top, bottom uint32) uint64 {
	var c uint64
	for _, ct := range p.subsets[sd][bits.OnesCount32(top)] {
		if weigh != nil {
			if _, ok := weigh.state(sd, p.cols[sd]^ct); !ok {
				continue
			}
		}
		c += t.count(top, ct) * t.count(bottom, p.cols[sd]^ct)
	}
	return c
}

// candidatesOf returns the number of pairs of placements of the quarters
// of side sd in rows top of the north quarter and bottom of the south one
// whose columns are complementary, of those whose north columns are in
// subsets: candidates, with the subsets chosen ahead.
func (p *joinPhase) candidatesOf(t *quarterTable, subsets []uint32, sd side, top, bottom uint32) uint64 {
	var c uint64
	for _, ct := range subsets {
		c += t.count(top, ct) * t.count(bottom, p.cols[sd]^ct)
	}
	return c
}

// weighedSubsets holds the subsets of each side's columns, by size, whose
// north quarter's columns ct leave the south quarter's, cols^ct, a state
// of weight above 0, for the X at hand: the weight depends on the high
// part of X alone, which consecutive X share (rowSets counts up from the
// low part), so that the subsets of a size are chosen once for many X
// rather than once for each, which had taken most of the estimates' time
// (docs/performance.md, section "The join's table").
type weighedSubsets struct {
	hi    uint32
	made  bool
	lists [2][][]uint32 // by side and size; nil until chosen
	kept  [2][]bool     // by side and size, whether lists holds the subsets
}

// of returns the subsets of size k of side sd's columns of phase p, which
// has classes, that leave the other quarter's columns a state of weight
// above 0 for the set of rows x.
func (w *weighedSubsets) of(p *joinPhase, x uint32, sd side, k int) []uint32 {
	cw := newColumnWeigher(x, p.h)
	if !w.made || w.hi != cw.hi {
		for s := range w.lists {
			if w.lists[s] == nil {
				w.lists[s] = make([][]uint32, p.h+1)
				w.kept[s] = make([]bool, p.h+1)
			}
			clear(w.kept[s])
		}
		w.hi, w.made = cw.hi, true
	}
	if !w.kept[sd][k] {
		list := w.lists[sd][k][:0]
		for _, ct := range p.subsets[sd][k] {
			if _, ok := cw.state(sd, p.cols[sd]^ct); ok {
				list = append(list, ct)
			}
		}
		w.lists[sd][k], w.kept[sd][k] = list, true
	}
	return w.lists[sd][k]
}

// A candidateMemo holds the candidates of side sd of phases without
// classes whose columns there are cols, for every set of k of the 2h rows
// of the board apart from its middle row, by the set's combinationRank.
type candidateMemo struct {
	sd     side
	cols   uint32
	k      int
	values []uint64
}

// serves reports whether m holds the candidates of side sd of phase p.
func (m *candidateMemo) serves(p *joinPhase, sd side) bool {
	return !p.classes && m.sd == sd && m.cols == p.cols[sd] && m.k == m.size(p)
}

// size returns the number of rows of side sd of each X of phase p.
func (m *candidateMemo) size(p *joinPhase) int {
	k := bits.OnesCount32(p.cols[east])
	if m.sd == west {
		k = bits.OnesCount32(p.rows) - k
	}
	return k
}

// memoFor returns the candidateMemo of side sd of phase p, without
// classes, if the phases that share it, of sets X each, look up more sets
// of rows than it holds; and otherwise nil, for costs to count their
// candidates set by set. The memo keeps its values in buf if it has room,
// every one of them written anew.
func (e *Engine) memoFor(ctx context.Context, workers int, p *joinPhase, sd side, sets []int, buf []uint64) (*candidateMemo, error) {
	h := e.n / 2
	m := &candidateMemo{sd: sd, cols: p.cols[sd]}
	m.k = m.size(p)
	looks := 0
	for _, s := range sets {
		looks += s
	}
	if looks <= binomial(2*h, m.k) {
		return nil, nil
	}
	if size := binomial(2*h, m.k); cap(buf) >= size {
		m.values = buf[:size]
	} else {
		m.values = make([]uint64, size)
	}
	// The value of a set of rows, top in the north quarter and bottom in
	// the south, is the sum over the subsets ct of the side's columns of
	// the size of top of the placements in top and ct times those in
	// bottom and the columns left: a dot product of the north counts of
	// top, one for each ct, and the south counts of bottom. The north
	// counts of every top, gathered from the index once into rows of a
	// matrix for each size, serve every bottom from memory in order, where
	// the index, 16 MiB for n = 22 and 23, would be read at random, many
	// times slower (docs/performance.md, section "The join's table").
	subsets := p.subsets[sd]
	north := make([][]uint32, h+1)
	for j := range north {
		if len(subsets[j]) == 0 {
			continue
		}
		north[j] = make([]uint32, 0, binomial(h, j)*len(subsets[j]))
		for top := uint32(1)<<uint(j) - 1; top < 1<<uint(h); top = nextCombination(top) {
			for _, ct := range subsets[j] {
				north[j] = append(north[j], uint32(e.table.count(top, ct)))
			}
			if top == 0 {
				break
			}
		}
	}
	// The sets of rows by their south rows, bottom, one chunk of 16 after
	// another: each goroutine writes the values of its own sets.
	err := engine.EachChunk(ctx, 1<<uint(h), 16, workers, func(lo, hi int) {
		var south []uint32
		for bottom := uint32(lo); bottom < uint32(hi); bottom++ {
			j := m.k - bits.OnesCount32(bottom)
			if j < 0 || j > h {
				continue
			}
			south = south[:0]
			for _, ct := range subsets[j] {
				south = append(south, uint32(e.table.count(bottom, p.cols[sd]^ct)))
			}
			i := 0
			for top := uint32(1)<<uint(j) - 1; top < 1<<uint(h); top = nextCombination(top) {
				var v uint64
				if len(south) > 0 {
					v = dot(north[j][i*len(south):(i+1)*len(south)], south)
				}
				m.values[combinationRank(top|bottom<<uint(h))] = v
				i++
				if top == 0 {
					break
				}
			}
		}
	})
	if err != nil {
		return nil, err
	}
	return m, nil
}

// dot returns the sum of the products a[i]*b[i], a as long as b, in four
// sums that grow independently.
func dot(a, b []uint32) uint64 {
	a = a[:len(b)]
	var s0, s1, s2, s3 uint64
	i := 0
	for ; i+4 <= len(b); i += 4 {
		s0 += uint64(a[i]) * uint64(b[i])
		s1 += uint64(a[i+1]) * uint64(b[i+1])
		s2 += uint64(a[i+2]) * uint64(b[i+2])
		s3 += uint64(a[i+3]) * uint64(b[i+3])
	}
	for ; i < len(b); i++ {
		s0 += uint64(a[i]) * uint64(b[i])
	}
	return s0 + s1 + s2 + s3
}

// combinationRank returns the number of sets with as many members as x
// that come before x in increasing order, in the colexicographic order:
// the sum of binomial(i, j+1) over the members i of x, the j-th from the
// least.
func combinationRank(x uint32) int {
	r := 0
	for j := 1; x != 0; j++ {
		r += binomials[bits.TrailingZeros32(x)][j] // 0 where j exceeds the row
		x &= x - 1
	}
	return r
}

// binomial returns the number of sets of k of n things, for 0 ≤ n ≤ 32.
func binomial(n, k int) int {
	if k < 0 || k > n {
		return 0
	}
	return binomials[n][k]
}

// binomials holds binomial(n, k) for 0 ≤ k ≤ n ≤ 32, by Pascal's triangle.
var binomials = func() (c [33][33]int) {
	for n := range c {
		c[n][0] = 1
		for k := 1; k <= n; k++ {
			c[n][k] = c[n-1][k-1] + c[n-1][k]
		}
	}
	return c
}()
