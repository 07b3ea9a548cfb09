package stars

import "math/bits"

// counting finds, for a band A of lines side by side and a set B of the
// regions that must put stars in it, what the count of the stars of A
// outside B, P, and of B outside A, M, gives: A's units need D stars more
// than B's, so P holds D stars more than M. Where M can hold too few for
// P to hold any, P is empty; where P can hold too few for M to hold any,
// M is empty; and where P or M must hold as many stars as the fewest 2×2
// blocks that cover it, each block holds one (blockDeduction).
func (s *State[W]) counting() (Step, bool) {
	g := s.g
	n := g.N
	for _, from := range []int{0, n} {
		for a := range n {
			var band Set[W]
			need := 0
			for b := a; b < a+maxBand && b < n; b++ {
				band = band.Or(g.unit[from+b])
				need += int(s.need[from+b])
				if b-a+1 == n {
					break
				}
				if st, ok := s.countBand(band, need, from, a, b); ok {
					return st, true
				}
			}
		}
	}
	return Step{}, false
}

// maxBand is the most lines of a band that counting counts.
const maxBand = 5

// A part is a region's free squares in a band and outside it, and the
// bounds of the stars it puts in each.
type part[W Words] struct {
	region          int
	in, out         Set[W]
	inMost, outMost int
	need            int
}

// countBand is counting for the band of lines from+a to from+b, whose
// squares are band and which need need stars.
func (s *State[W]) countBand(band Set[W], need, from, a, b int) (Step, bool) {
	g := s.g
	n := g.N
	var parts []part[W]
	var pressed []int // the parts that must put a star in the band
	for x := range n {
		u := 2*n + x
		k := int(s.need[u])
		if k == 0 {
			continue
		}
		free := s.Free.And(g.unit[u])
		in := free.And(band)
		if in.Empty() {
			continue
		}
		out := free.AndNot(band)
		p := part[W]{region: u, in: in, out: out, inMost: min(k, s.most(in)), outMost: min(k, s.most(out)), need: k}
		if p.outMost < k {
			pressed = append(pressed, len(parts))
		}
		parts = append(parts, p)
	}
	if len(pressed) > 6 {
		pressed = pressed[:6]
	}
	for set := 0; set < 1<<len(pressed); set++ {
		var inB [MaxN]bool
		for i, j := range pressed {
			if set&(1<<i) != 0 {
				inB[j] = true
			}
		}
		d := need
		var p, m Set[W]
		pMost, pLeast, mMost, mLeast := 0, 0, 0, 0
		for j, pt := range parts {
			if inB[j] {
				d -= pt.need
				m = m.Or(pt.out)
				mMost += pt.outMost
				mLeast += max(0, pt.need-pt.inMost)
			} else {
				p = p.Or(pt.in)
				pMost += pt.inMost
				pLeast += max(0, pt.need-pt.outMost)
			}
		}
		pMost = min(pMost, s.most(p))
		mMost = min(mMost, s.most(m))
		// stars(P) = d + stars(M).
		if d+mMost <= 0 && !p.Empty() {
			return s.bandStep(p, from, a, b, parts, inB), true
		}
		if pMost-d <= 0 && !m.Empty() {
			return s.bandStep(m, from, a, b, parts, inB), true
		}
		for _, side := range [2]struct {
			x     Set[W]
			least int
		}{{p, max(pLeast, d+mLeast)}, {m, max(mLeast, pLeast-d)}} {
			if side.x.Empty() || side.least <= 0 {
				continue
			}
			if st, ok := s.squeeze(side.x, side.least); ok {
				band := s.bandStep(Set[W]{}, from, a, b, parts, inB)
				st.Units, st.Confined = band.Units, band.Confined
				return st, true
			}
		}
	}
	return Step{}, false
}

// squeeze returns the deduction of the 2×2 blocks that cover the free
// squares x, which hold at least least stars, if as few cover them.
func (s *State[W]) squeeze(x Set[W], least int) (Step, bool) {
	if least > 2*s.g.K || s.most(x) > least {
		return Step{}, false
	}
	n := s.g.N
	var st Step
	found := false
	var cover []Set[W]
	var search func(left Set[W], k int) bool
	search = func(left Set[W], k int) bool {
		if left.Empty() {
			if d, ok := s.blockDeduction(x, cover); ok {
				st, found = d, true
				return false
			}
			return true
		}
		if k == 0 {
			return true
		}
		q := left.First()
		r, c := q/n, q%n
		for dr := -1; dr <= 0; dr++ {
			for dc := -1; dc <= 0; dc++ {
				r0, c0 := r+dr, c+dc
				if r0 < 0 || c0 < 0 || r0+1 >= n || c0+1 >= n {
					continue
				}
				var b Set[W]
				b.Add(r0*n + c0)
				b.Add(r0*n + c0 + 1)
				b.Add((r0+1)*n + c0)
				b.Add((r0+1)*n + c0 + 1)
				cover = append(cover, b.And(x))
				if !search(left.AndNot(b), k-1) {
					return false
				}
				cover = cover[:len(cover)-1]
			}
		}
		return true
	}
	search(x, least)
	st.Technique = Counting
	return st, found
}

// bandStep returns the deduction of counting that the squares empty are
// empty, of the band of lines from+a to from+b and the regions of B.
func (s *State[W]) bandStep(empty Set[W], from, a, b int, parts []part[W], inB [MaxN]bool) Step {
	st := Step{Technique: Counting, Empty: empty.List()}
	for i := a; i <= b; i++ {
		st.Units = append(st.Units, from+i)
	}
	for j, pt := range parts {
		if inB[j] {
			st.Units = append(st.Units, pt.region)
		}
	}
	st.Confined = b - a + 1
	return st
}

// blockDeduction returns what the blocks of cover, the free squares of
// free in each, one star to each, rule out or place, if anything.
func (s *State[W]) blockDeduction(free Set[W], cover []Set[W]) (Step, bool) {
	var twice, seen Set[W]
	for _, b := range cover {
		twice = twice.Or(seen.And(b))
		seen = seen.Or(b)
	}
	empty := twice
	var queens Set[W]
	for _, b := range cover {
		b = b.AndNot(twice)
		if b.Count() == 1 {
			queens = queens.Or(b)
			continue
		}
		all := s.Free
		b.All(func(q int) bool {
			all = all.And(s.g.touch[q])
			return true
		})
		empty = empty.Or(all.AndNot(b))
	}
	// A unit that holds as many blocks as the stars it needs has its
	// stars there, and none elsewhere.
	for u, need := range s.need[:3*s.g.N] {
		if need == 0 {
			continue
		}
		unit := s.g.unit[u]
		var within Set[W]
		k := 0
		for _, b := range cover {
			if b = b.AndNot(twice); !b.Empty() && b.AndNot(unit).Empty() {
				within = within.Or(b)
				k++
			}
		}
		if k == int(need) {
			empty = empty.Or(s.Free.And(unit).AndNot(within))
		}
	}
	empty = empty.And(s.Free)
	queens = queens.AndNot(s.Queens)
	if empty.Empty() && queens.Empty() {
		return Step{}, false
	}
	return Step{Technique: Counting, Queens: queens.List(), Empty: empty.List()}, true
}

// most returns an upper bound of the stars that the free squares x can
// hold at once: those its rows can hold, each taking its stars from runs
// of free squares one in two at most; the same of its columns; and the
// 2×2 blocks of the fewest that cover it, one star to a block, the blocks
// aligned on rows or on columns, pairs from the first line or the second.
func (s *State[W]) most(x Set[W]) int {
	g := s.g
	n := g.N
	var rowBitsOf, colBitsOf [MaxN]uint32
	rows, cols := 0, 0
	for r := range n {
		m := rowBits(x, n, r)
		rowBitsOf[r] = m
		if m == 0 {
			continue
		}
		rows += min(int(s.need[r]), runs(m))
		for ; m != 0; m &= m - 1 {
			colBitsOf[bits.TrailingZeros32(m)] |= 1 << r
		}
	}
	for c := range n {
		if colBitsOf[c] != 0 {
			cols += min(int(s.need[n+c]), runs(colBitsOf[c]))
		}
	}
	best := min(rows, cols)
	for _, lines := range [2]*[MaxN]uint32{&rowBitsOf, &colBitsOf} {
		for from := range 2 {
			blocks := 0
			for r := from - 1; r < n; r += 2 {
				var m uint32
				if r >= 0 {
					m = lines[r]
				}
				if r+1 < n {
					m |= lines[r+1]
				}
				blocks += pairs(m)
			}
			best = min(best, blocks)
		}
	}
	return best
}

// pairs returns the fewest runs of two squares that cover the bits m.
func pairs(m uint32) int {
	k := 0
	for m != 0 {
		c := bits.TrailingZeros32(m)
		m &^= 3 << c
		k++
	}
	return k
}

// runs returns the most squares of the bits m, a line, that hold stars
// none beside another: half of each run, rounded up.
func runs(m uint32) int {
	k := 0
	for m != 0 {
		start := bits.TrailingZeros32(m)
		length := bits.TrailingZeros32(^(m >> start))
		k += (length + 1) / 2
		if start+length >= 32 {
			break
		}
		m &^= (1<<length - 1) << start
	}
	return k
}
