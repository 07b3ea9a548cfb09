package join

import (
	"iter"
	"math/bits"
	"slices"

	"github.com/nqueens-go/nqueens/internal/disjoint"
)

// --- The join of half boards ---
//
// The join counter cuts the board into four quarters of h×h squares,
// h = n/2, and joins placements in the quarters into half-solutions, and
// half-solutions into solutions, rather than searching the board row by
// row. The method was described by Deep Green ("N-Queens",
// deepgreen.game.coocan.jp/NQueens) and brought to the CPU's vector units
// by E. Kluev (N-Queens-Count-Sol, 2022). Here: one table (quarter.go)
// holds every placement of queens that attack no other in an h×h square,
// by its rows and columns, and serves the four quarters by translation.
// For each set X of rows whose queen stands in the east half, a joiner
// pairs north and south placements with complementary columns into the
// half-solutions of each side, and keeps of each the diagonals that cross
// the vertical midline as a key of 2(2h-1) bits; an east and a west
// half-solution make a solution exactly when their keys are disjoint, and a
// disjoint.Counter (internal/disjoint) counts those pairs in bulk. Turning the
// board upside down or left to right maps the solutions of X onto those of
// three other sets, so one X of each class is joined. A board of odd size
// keeps its middle row and column apart, with one queen in each: the same
// queen at the centre, or two queens at (h, h±a) and (h±b, h), a ≠ b, of
// which the count joins a < b, both signs positive, for all eight images.
// No half-solution of such a phase holds the key bits of its middle
// queens' diagonals, and its keys are folded onto fewer bits where that
// saves the pair count a step a query (disjoint.Fold): at n = 21, six
// chunks of six bits rather than seven.

// A side is the east or the west half of the board.
type side int

const (
	east side = iota
	west
)

// The north and the south quarter of a side.
const (
	north = 0
	south = 1
)

// keyShifts returns how far the diagonals and anti-diagonals of a side's
// north quarter move right, and those of its south quarter left, to land
// on their bits of a key, for a board whose south or east quarters start
// s rows or columns from the edge.
func (sd side) keyShifts(s uint) (northDiag, southDiag, northAnti, southAnti uint) {
	if sd == east {
		return s, 0, 0, s
	}
	return 0, s, s, 0
}

// A joinPhase is one part of a join count: for a board of odd size, one
// placement of the queens of the middle row and column, and for an even
// one, the whole count. In its sets of rows, bits 0 to h-1 stand for the
// north rows from the top, and bits h to 2h-1 for the south rows from the
// top; in its sets of columns, bit j stands for column j of the quarter,
// from the left.
type joinPhase struct {
	h       int
	a, b    int           // the middle queens at (h, h+a) and (h+b, h), or 0, 0
	rows    uint32        // the rows free for the quarters' queens
	cols    [2]uint32     // the columns of each side's quarters free for queens
	forbid  [2][2]uint64  // the diagonals ruled out in the entries of each side's north and south quarter
	subsets [2][][]uint32 // the subsets of each side's columns, by size, each size's in increasing order
	classes bool          // join one X of each class of the board's symmetries
	weight  uint64        // otherwise, the number of images of each solution
	fold    disjoint.Fold // its keys' fold, onto the bits its middle queens leave
}

// joinPhases returns the phases of the join count of size n ≥ 2, in their
// order: for odd n, the centre first, then (a, b) in lexicographic order.
func joinPhases(n int) []joinPhase {
	h := n / 2
	all := uint32(1)<<uint(h) - 1
	w := uint(2*h - 1)
	p := joinPhase{h: h, rows: all | all<<uint(h), cols: [2]uint32{all, all}, classes: true, fold: disjoint.NewFold(int(2*w), 0)}
	var phases []joinPhase
	if n%2 == 0 {
		phases = []joinPhase{p}
	} else {
		phases = []joinPhase{p.fix(n, [2]int{h, h})}
		phases[0].fold = disjoint.NewFold(int(2*w), phases[0].deadBits())
		for a := 1; a <= h; a++ {
			for b := a + 1; b <= h; b++ {
				phases = append(phases, middlePhase(n, a, b))
			}
		}
	}
	for i := range phases {
		phases[i].listSubsets()
	}
	return phases
}

// middlePhase returns the phase of the board of odd size n whose middle
// queens stand at (h, h+a) and (h+b, h), a ≠ b, without its subsets.
func middlePhase(n, a, b int) joinPhase {
	h := n / 2
	all := uint32(1)<<uint(h) - 1
	w := 2*h - 1
	q := joinPhase{h: h, a: a, b: b, rows: all | all<<uint(h), cols: [2]uint32{all, all}, weight: 8}
	q.rows &^= 1 << uint(h+b-1)
	q.cols[east] &^= 1 << uint(a-1)
	q = q.fix(n, [2]int{h, h + a}, [2]int{h + b, h})
	q.fold = disjoint.NewFold(2*w, q.deadBits())
	return q
}

// westPhase returns, for the board of odd size n and 1 ≤ b ≤ h, the phase
// whose west half is that of each phase (a, b), a ≠ b, without the queen
// at (h, h+a): the west quarters rule out the diagonals of the queen at
// (h+b, h) alone; a count asks for 2 ≤ b, a < b. The two diagonals of the
// queen at (h, h+a) that reach the west cross the middle column, so they
// are bits of the keys, which middleRowKey gives: the west half-solutions
// of phase (a, b) are those of this phase whose keys hold neither.
func westPhase(n, b int) joinPhase {
	h := n / 2
	all := uint32(1)<<uint(h) - 1
	p := joinPhase{h: h, b: b, rows: (all | all<<uint(h)) &^ (1 << uint(h+b-1)), cols: [2]uint32{all, all}, weight: 8, fold: disjoint.NewFold(2*(2*h-1), 0)}
	p = p.fix(n, [2]int{h + b, h})
	p.listSubsets()
	return p
}

// middleRowKey returns the bits of a key of the two diagonals of the
// queen at (h, h+a) of phase (a, b) that reach the west quarters: the
// diagonal through the middle column in row h-a and the anti-diagonal
// through it in row h+a.
func (p *joinPhase) middleRowKey() uint64 {
	if p.a == p.h {
		// The queen of the last column, of phase (h, b) of a count by
		// column (columns.go): its diagonals meet the middle column in
		// rows 0 and n-1 alone, off every quarter, and no key has bits
		// for them.
		return 0
	}
	w := uint(2*p.h - 1)
	return 1<<uint(p.h-1-p.a) | 1<<(w+uint(p.h-1+p.a))
}

// deadBits returns the bits of a key that no half-solution of the phase
// of odd size holds, on either side: those of the diagonals of its middle
// queens that cross the middle column, where the queen of the middle
// column stands or in rows h-a and h+a.
func (p *joinPhase) deadBits() uint64 {
	w := uint(2*p.h - 1)
	if p.a == 0 { // the centre
		return 1<<uint(p.h-1) | 1<<(w+uint(p.h-1))
	}
	dead := p.middleRowKey()
	if r := p.h + p.b; r < 2*p.h { // in the last row, its diagonals meet the middle column nowhere else
		dead |= 1<<uint(r-1) | 1<<(w+uint(r-1))
	}
	return dead
}

// listSubsets fills p.subsets from p.cols. In increasing order, the
// entries of one set of rows for each set of columns come one after the
// other in the table, so that a side reads its north quarter's entries in
// one pass up through memory, which the processor fetches ahead: a
// saving that counts where the table outgrows the caches, as n = 21's
// does (docs/performance.md, section "The join's table").
func (p *joinPhase) listSubsets() {
	for sd, cols := range p.cols {
		p.subsets[sd] = make([][]uint32, p.h+1)
		for c := cols; ; c = (c - 1) & cols {
			k := bits.OnesCount32(c)
			p.subsets[sd][k] = append(p.subsets[sd][k], c)
			if c == 0 {
				break
			}
		}
		for _, s := range p.subsets[sd] {
			slices.Reverse(s)
		}
	}
}

// fix returns p with the diagonals of the queens at the squares qs of the
// board of size n ruled out in every quarter.
func (p joinPhase) fix(n int, qs ...[2]int) joinPhase {
	h, s := n/2, n-n/2
	corners := [2][2][2]int{east: {north: {0, s}, south: {s, s}}, west: {north: {0, 0}, south: {s, 0}}}
	for sd := range corners {
		for half, c := range corners[sd] {
			for _, q := range qs {
				r, col := q[0]-c[0], q[1]-c[1]
				if d := r - col + h - 1; d >= 0 && d <= 2*h-2 {
					p.forbid[sd][half] |= 1 << uint(d)
				}
				if a := r + col; a >= 0 && a <= 2*h-2 {
					p.forbid[sd][half] |= 1 << uint(32+a)
				}
			}
		}
	}
	return p
}

// mirrorRows returns the set of rows x of a board with quarters of h×h
// squares, turned upside down.
func mirrorRows(x uint32, h int) uint32 {
	return bits.Reverse32(x) >> uint(32-2*h)
}

// class returns whether x comes first in its class of rows, and the
// number of members of the class.
func (p *joinPhase) class(x uint32) (first bool, size uint64) {
	m, all := mirrorRows(x, p.h), uint32(1)<<uint(2*p.h)-1
	c, cm := x^all, m^all
	if x > m || x > c || x > cm {
		return false, 0
	}
	size = 4
	if m == x || c == x || cm == x {
		size = 2 // a class of four with two equal members has two
	}
	return true, size
}

// A rowSet is a set X of rows of a phase whose queen stands in the east,
// with its weight, the number of solutions that each of its own stands
// for, and its combination, its number among the subsets of the phase's
// rows of its size: bit i of the combination stands for the i-th row of
// the phase.
type rowSet struct {
	combination uint32
	rows        uint32
	weight      uint64
}

// rowSets returns an iterator over the sets X of rows of the phase whose
// queen stands in the east, from the one of combination from on, or from
// the first if from is 0, in increasing order; for a phase of classes,
// only the first of each class.
func (p *joinPhase) rowSets(from uint32) iter.Seq[rowSet] {
	return func(yield func(rowSet) bool) {
		k := bits.OnesCount32(p.cols[east])
		m := bits.OnesCount32(p.rows)
		if k > m {
			return
		}
		if from == 0 {
			from = uint32(1)<<uint(k) - 1
		}
		// x follows c: each set made from the one before rather than
		// deposited bit by bit, which took a large share of the time of
		// the estimates of n = 23 (docs/performance.md, section "The
		// join's table").
		var lowest [33]uint32 // lowest[i]: the i lowest rows of the phase
		for i, r := 1, p.rows; i <= m; i++ {
			lowest[i] = lowest[i-1] | r&-r
			r &= r - 1
		}
		for c, x := from, deposit(from, p.rows); c < 1<<uint(m); c, x = nextCombination(c), nextSubset(x, p.rows, &lowest) {
			w := p.weight
			if p.classes {
				var first bool
				if first, w = p.class(x); !first {
					continue
				}
			}
			if !yield(rowSet{c, x, w}) || c == 0 {
				return
			}
		}
	}
}

// nextCombination returns the next larger number with as many bits set as
// c, which must not be 0.
func nextCombination(c uint32) uint32 {
	low := c & -c
	r := c + low
	return r | (c^r)>>uint(2+bits.TrailingZeros32(low))
}

// nextSubset returns the set of the members of mask that nextCombination
// numbers next after x, a set of them, in the order of their numbers:
// the run of x's members from its lowest on gives way to the next member
// of mask above it, and all of the run but one return to the lowest
// members, lowest[i] the i lowest. It returns 0 for x = 0.
func nextSubset(x, mask uint32, lowest *[33]uint32) uint32 {
	if x == 0 {
		return 0
	}
	r := ((x | ^mask) + x&-x) & mask // the carry skips the rows outside mask
	return r | lowest[bits.OnesCount32(x&^r)-1]
}

// deposit returns the set whose i-th member in mask is in it when bit i of
// c is set.
func deposit(c, mask uint32) uint32 {
	var x uint32
	for ; c != 0 && mask != 0; c >>= 1 {
		if c&1 != 0 {
			x |= mask & -mask
		}
		mask &= mask - 1
	}
	return x
}

// A joiner joins the half-solutions of one phase and counts their pairs.
//
// A joiner that transposes, for a phase of classes, counts each solution
// of X with a weight that depends on Y, the set of columns whose queen
// stands in the south half (transpose.go): 0, 1 or 2. It sorts the
// half-solutions of each side into buckets by what their columns tell of
// Y, and joins each pair of buckets of a weight above 0.
type joiner struct {
	t         *quarterTable
	cache     *rowCache // where the table has no entries, the entries of the rows at hand
	h, s      int
	phase     *joinPhase
	transpose bool             // weigh the solutions by the transposition
	weigh     columnWeigher    // the weights of the X at hand
	buckets   [2][][]uint64    // the keys of each side's half-solutions of the X at hand, by state
	used      [2][]columnState // the states of each side with keys, in the order first met
	main      [2][]uint64      // the keys of the states of each side that pass, together
	south     [2]southLists    // each side's south quarter's entries, ready to join
	north     [2][]uint64      // the north entries at hand that the phase allows, and their keys' parts
	pairs     disjoint.Counter
	sieve     disjoint.Sieve // the key bits to sieve the pairs by

	// Split by the columns of their border rows (split.go):
	labeled    [2][][]uint64 // by label, the keys of each side's half-solutions
	labels     [2][]int      // the labels of each side with keys, in the order first met
	splitSouth [2]southLists // each side's south quarter's entries by set of columns and column of the last row's queen
	southBuf   []southPart   // the south entries of the columns at hand
	edgeSouth  [2]southCache // each side's south quarter's entries by set of columns and the rows and columns of the queens of its edge column and last row
	fixed      []uint64      // the entries at hand of a split by an edge column, sorted by its queen's row
	counted    [][]uint64    // the lists of a count of lists
	crossed    [][]uint64    // the other side's lists of a count of lists against lists
	countBuf   []uint64      // their counts
	kept       []uint64      // the west's lists that keepWest keeps, one after another
	runs       *runLengths   // the run lengths of the table's entries, which a worker's joiners share
}

// southLists holds the entries of one side's south quarter in one set of
// rows, ready to join, for each set of columns that a join has asked for:
// consecutive sets X of rows mostly share their south rows, so their
// entries are made ready once for them all.
type southLists struct {
	rows   uint32
	ready  []bool        // by set of columns, whether lists holds its entries
	lists  [][2][]uint64 // by set of columns, what to check of each entry, and its key's part
	asked  []uint32      // the sets of columns whose ready is set
	arenas [2][]uint64   // the checks and the parts of the lists of rows, one list after the other
}

// of returns the entries ready to join in rows and columns cols, what to
// check of each and its key's part, which fill appends to the slices it is
// given if they are not ready.
func (l *southLists) of(rows, cols uint32, fill func(checks, parts []uint64) ([]uint64, []uint64)) (checks, parts []uint64) {
	if rows != l.rows {
		for _, c := range l.asked {
			l.ready[c] = false
		}
		l.rows, l.asked = rows, l.asked[:0]
		l.arenas[0], l.arenas[1] = l.arenas[0][:0], l.arenas[1][:0]
	}
	if !l.ready[cols] {
		// A list the arena outgrows keeps the old array's memory, which
		// no later list overwrites.
		start := len(l.arenas[0])
		l.arenas[0], l.arenas[1] = fill(l.arenas[0], l.arenas[1])
		for i, a := range l.arenas {
			l.lists[cols][i] = a[start:len(a):len(a)]
		}
		l.ready[cols] = true
		l.asked = append(l.asked, cols)
	}
	return l.lists[cols][0], l.lists[cols][1]
}

// newJoiner returns a joiner of phase p of size n, which weighs the
// solutions by the transposition if transpose is set and p is a phase of
// classes. It reads the entries of the table t, or, if t has only its
// index, those of cache.
func newJoiner(t *quarterTable, cache *rowCache, n int, p *joinPhase, transpose bool) *joiner {
	j := &joiner{t: t, cache: cache, h: n / 2, s: n - n/2, phase: p, transpose: transpose && p.classes, sieve: joinSieve(n / 2)}
	j.runs = new(runLengths)
	for sd := range j.buckets {
		j.buckets[sd] = make([][]uint64, columnStates)
		j.south[sd] = southLists{rows: ^uint32(0), ready: make([]bool, 1<<uint(j.h)), lists: make([][2][]uint64, 1<<uint(j.h))}
	}
	return j
}

// count returns the number of solutions of the phase whose rows X have
// their queen in the east, or, for a joiner that transposes, their sum
// weighted by Y.
func (j *joiner) count(x uint32) uint64 {
	var total uint64
	width := j.phase.fold.Width()
	j.lists(x, func(east, west []uint64, weight uint64) {
		total += weight * j.pairs.Count(east, west, width, j.sieve)
	})
	return total
}

// lists calls pairs with each list of east keys and list of west keys of
// the half-solutions of X whose disjoint pairs, weighed by weight, make up
// count's total: one list a side, of weight 1, for a joiner that does not
// transpose; for one that does, first the states that pass on both sides,
// weight 2, together, then each pair of states of which one ties, by
// their weight. It makes no call where a side has no keys. The lists are
// the joiner's, valid until pairs returns.
func (j *joiner) lists(x uint32, pairs func(east, west []uint64, weight uint64)) {
	h, p := uint(j.h), j.phase
	northRows := uint32(1)<<h - 1
	y := p.rows &^ x
	if j.transpose {
		j.weigh = newColumnWeigher(x, j.h)
	}
	j.half(east, x&northRows, x>>h)
	if len(j.used[east]) == 0 {
		return
	}
	j.half(west, y&northRows, y>>h)
	if len(j.used[west]) == 0 {
		return
	}
	if !j.transpose {
		pairs(j.buckets[east][0], j.buckets[west][0], 1)
		return
	}
	for sd := range j.main {
		j.main[sd] = j.main[sd][:0]
		for _, st := range j.used[sd] {
			if st.passes(side(sd)) {
				j.main[sd] = append(j.main[sd], j.buckets[sd][st]...)
			}
		}
	}
	if len(j.main[east]) > 0 && len(j.main[west]) > 0 {
		pairs(j.main[east], j.main[west], 2)
	}
	for _, se := range j.used[east] {
		for _, sw := range j.used[west] {
			if se.passes(east) && sw.passes(west) {
				continue
			}
			if w := weight(se, sw); w > 0 {
				pairs(j.buckets[east][se], j.buckets[west][sw], w)
			}
		}
	}
}

// countWest returns the number of solutions of the phase, which has no
// classes, whose rows X have their queen in the east, joining its east
// half-solutions with the west keys of west that hold no bit of leave,
// folded as the phase folds its own: west holds the keys, not folded, of
// the west half-solutions of a phase that rules out fewer diagonals, less
// those on the diagonals leave stands for, sorted by the sieve. It keeps
// those keys in kept, which the joiners of a worker share.
func (j *joiner) countWest(x uint32, west *disjoint.Sorted, leave uint64, kept *disjoint.Sorted) uint64 {
	h := uint(j.h)
	j.half(east, x&(1<<h-1), x>>h)
	if len(j.used[east]) == 0 {
		return 0
	}
	kept.SetFree(west, leave, &j.phase.fold)
	return j.pairs.CountSorted(j.buckets[east][0], kept, j.phase.fold.Width())
}

// half fills the buckets of side sd with the keys of its half-solutions in
// the rows top of its north quarter and bottom of its south one: for a
// joiner that transposes, by the state of their south quarter's columns,
// leaving out those of weight 0; otherwise all in bucket 0.
func (j *joiner) half(sd side, top, bottom uint32) {
	for _, st := range j.used[sd] {
		j.buckets[sd][st] = j.buckets[sd][st][:0]
	}
	j.used[sd] = j.used[sd][:0]
	w := uint(2*j.h - 1)
	p := j.phase
	cols := p.cols[sd]
	forbidTop := p.forbid[sd][north]
	northDiag, _, northAnti, _ := sd.keyShifts(uint(j.s))
	var topEntries, bottomEntries []uint64
	if j.cache != nil {
		topEntries, bottomEntries = j.cache.of(top), j.cache.of(bottom)
	} else {
		topEntries, bottomEntries = j.t.rows(top), j.t.rows(bottom)
	}
	for _, ct := range p.subsets[sd][bits.OnesCount32(top)] {
		var st columnState
		if j.transpose {
			var ok bool
			if st, ok = j.weigh.state(sd, cols^ct); !ok {
				continue
			}
		}
		as := j.t.in(topEntries, top, ct)
		if len(as) == 0 {
			continue
		}
		checks, parts := j.southOf(sd, bottom, cols^ct, bottomEntries)
		if len(checks) == 0 {
			continue
		}
		// The north entries that the phase allows, and their keys' parts.
		words, wordParts := disjoint.AppendParts(j.north[0][:0], j.north[1][:0], as, forbidTop, northDiag, northAnti, w, &p.fold)
		j.north[0], j.north[1] = words, wordParts
		// A north and a south entry make a half-solution where their
		// quarters' diagonals do not meet.
		before := len(j.buckets[sd][st])
		keys := disjoint.AppendJoined(j.buckets[sd][st], words, wordParts, checks, parts)
		j.buckets[sd][st] = keys
		if before == 0 && len(keys) > 0 {
			j.used[sd] = append(j.used[sd], st)
		}
	}
}

// southOf returns the entries of side sd's south quarter in the rows
// bottom and columns cols that the phase allows, ready to join: what to
// check of each, and its key's part. entries are those of bottom.
func (j *joiner) southOf(sd side, bottom, cols uint32, entries []uint64) (checks, parts []uint64) {
	return j.south[sd].of(bottom, cols, func(checks, parts []uint64) ([]uint64, []uint64) {
		return j.appendSouth(sd, checks, parts, j.t.in(entries, bottom, cols), 0)
	})
}

// appendSouth appends to checks and parts, for each entry of side sd's
// south quarter of entries that shares no diagonal with queen, an entry
// too, joined with queen, what to check of it and its key's part, where
// the phase allows it.
func (j *joiner) appendSouth(sd side, checks, parts, entries []uint64, queen uint64) ([]uint64, []uint64) {
	s := uint(j.s)
	w := uint(2*j.h - 1)
	m := uint64(1)<<w - 1
	p := j.phase
	forbid := p.forbid[sd][south]
	_, southDiag, _, southAnti := sd.keyShifts(s)
	for _, e := range entries {
		b := e | queen
		if e&queen != 0 || b&forbid != 0 {
			continue
		}
		bd, ba := b&entryLow, b>>entryHalf
		checks = append(checks, entryOf((bd<<s)&entryLow, (ba<<s)&entryLow))
		parts = append(parts, p.fold.Apply(bd<<southDiag&m|(ba<<southAnti&m)<<w))
	}
	return checks, parts
}

// joinSieve returns the key bits that the most pairs of an east and a west
// key hold both, for quarters of h×h squares: the diagonals and
// anti-diagonals next to the middle of the board.
func joinSieve(h int) disjoint.Sieve {
	if h < 4 {
		return disjoint.Sieve{}
	}
	w := uint(2*h - 1) // the anti-diagonals' bits of a key follow its w diagonals'
	return disjoint.SieveRuns(uint(h-3), w+uint(h)-1)
}
