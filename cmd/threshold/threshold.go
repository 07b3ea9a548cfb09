package main

import (
	"context"
	"fmt"
	"math/bits"
	"slices"
	"sync"
	"time"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/internal/oeis"
)

// A placement is a set of mutually non-attacking queens, each named by its
// square r*n + c, in increasing order.
type placement []int

// board is an n×n board with some queens on it, and the squares that no
// further queen may take: those the queens attack, row by row.
type board struct {
	n        int
	queens   placement
	attacked [nqueens.MaxN]uint64 // bit c of attacked[r]: the square is taken or attacked
}

// add puts a queen on square sq, which must not be attacked.
func (b *board) add(sq int) {
	r, c := sq/b.n, sq%b.n
	b.queens = append(b.queens, sq)
	for r2 := range b.n {
		d := r2 - r
		if d == 0 {
			b.attacked[r2] = ^uint64(0)
			continue
		}
		b.attacked[r2] |= bit(c) | bit(c+d) | bit(c-d)
	}
}

// free reports whether square sq is neither taken nor attacked.
func (b *board) free(sq int) bool {
	return b.attacked[sq/b.n]&bit(sq%b.n) == 0
}

// bit returns the set holding column c, empty when c is off a board of 64.
func bit(c int) uint64 {
	if c < 0 || c >= 64 {
		return 0
	}
	return 1 << uint(c)
}

// check returns an error unless p is a placement on a board of size n:
// squares on the board, in increasing order, no two queens attacking.
func (p placement) check(n int) error {
	for i, sq := range p {
		if sq < 0 || sq >= n*n || i > 0 && sq <= p[i-1] {
			return fmt.Errorf("squares %v are not in increasing order on a board of %d", p, n)
		}
	}
	for i, a := range p {
		for _, b := range p[:i] {
			ra, ca, rb, cb := a/n, a%n, b/n, b%n
			if ra == rb || ca == cb || ra-rb == ca-cb || ra-rb == cb-ca {
				return fmt.Errorf("the queens on squares %d and %d attack each other", b, a)
			}
		}
	}
	return nil
}

// puzzle returns the puzzle of size n with the queens of p placed.
func (p placement) puzzle(n int) *nqueens.Puzzle {
	pz := nqueens.NewPuzzle(n)
	for _, sq := range p {
		if err := pz.Place(sq/n, sq%n); err != nil {
			panic(err) // a placement's queens never attack each other
		}
	}
	return pz
}

// canonical reports whether p is the least, in lexicographic order, of its
// images under the eight symmetries of the board.
func (p placement) canonical(n int) bool {
	img := make(placement, len(p))
	for g := 1; g < 8; g++ {
		for i, sq := range p {
			img[i] = transform(n, g, sq)
		}
		slices.Sort(img)
		if slices.Compare(img, p) < 0 {
			return false
		}
	}
	return true
}

// canonicalSquares returns, for each square of a board of size n,
// whether a queen of a canonical placement whose least square is first
// may stand there: a placement is the least of its images only if no
// image of any of its queens lies before its least square. It returns nil
// if first itself has an image before it: no canonical placement has
// first as its least square.
func canonicalSquares(n, first int) []bool {
	allowed := make([]bool, n*n)
	for sq := range allowed {
		allowed[sq] = true
		for g := 1; g < 8; g++ {
			allowed[sq] = allowed[sq] && transform(n, g, sq) >= first
		}
	}
	if !allowed[first] {
		return nil
	}
	return allowed
}

// transform returns the image of square sq under symmetry g of the board:
// the identity, the three turns, and the four reflections.
func transform(n, g, sq int) int {
	r, c, m := sq/n, sq%n, n-1
	switch g {
	case 1:
		r, c = c, m-r
	case 2:
		r, c = m-r, m-c
	case 3:
		r, c = m-c, r
	case 4:
		c = m - c
	case 5:
		r = m - r
	case 6:
		r, c = c, r
	case 7:
		r, c = m-c, m-r
	}
	return r*n + c
}

// A checker looks, for one size n and one number k, for a placement of k
// queens that has no completion, among the placements that keep the queens
// of a placement t of k-1 and add one. It takes each t that is canonical,
// so that every placement of k queens has an image under the symmetries
// of the board among those it looks at.
type checker struct {
	n, k int
	keep int // the completions a unit's pool keeps at most; 0 for poolLimit
}

// unit looks at the placements of k queens whose least square, for k > 1,
// is first; for k = 1 it looks at every square, and first is 0. It returns
// a placement without a completion, or nil if each has one, and how many
// placements of k-1 it examined.
func (ch checker) unit(ctx context.Context, first int) (placement, int, error) {
	var b board
	b.n = ch.n
	if ch.k == 1 {
		w, err := ch.examine(ctx, &b, nil)
		return w, 1, err
	}
	allowed := canonicalSquares(ch.n, first)
	if allowed == nil {
		return nil, 0, nil
	}
	b.add(first)
	examined := 0
	found := newPool(ch.n)
	if ch.keep > 0 {
		found.limit = ch.keep
	}
	var witness placement
	var walk func(next int) error
	walk = func(next int) error {
		if len(b.queens) == ch.k-1 {
			if !b.queens.canonical(ch.n) {
				return nil
			}
			if err := ctx.Err(); err != nil {
				return err
			}
			examined++
			w, err := ch.examine(ctx, &b, found)
			witness = w
			return err
		}
		for sq := next; sq < ch.n*ch.n && witness == nil; sq++ {
			if !allowed[sq] || !b.free(sq) {
				continue
			}
			attacked := b.attacked
			b.add(sq)
			if err := walk(sq + 1); err != nil {
				return err
			}
			b.attacked, b.queens = attacked, b.queens[:len(b.queens)-1]
		}
		return nil
	}
	err := walk(first + 1)
	return witness, examined, err
}

// examine checks that each placement of k queens that keeps the k-1 of b
// and adds one on a free square has a completion, and returns the first
// that has none. Each completion found covers every placement it holds, so
// a search is run only for the squares that no completion found before
// has covered: those that found holds, if it is not nil, for placements
// that share all but the last queen of b, and those found here, which it
// keeps for the next.
func (ch checker) examine(ctx context.Context, b *board, found *pool) (placement, error) {
	n := ch.n
	var free [64]uint64
	for r := range n {
		free[r] = ^b.attacked[r] & (1<<uint(n) - 1) // all of them for n = 64
	}
	// The completions of the placement in found, each a solution that
	// holds its queens, checked when it was found, cover their squares.
	need := free
	if found.cover(b.queens, &need) {
		return nil, nil
	}
	var squares [][2]int
	for r := range n {
		for f := need[r]; f != 0; f &= f - 1 {
			squares = append(squares, [2]int{r, bits.TrailingZeros64(f)})
		}
	}
	supported, completions, err := b.queens.puzzle(n).SupportsContext(ctx, squares)
	if err != nil {
		return nil, err
	}
	for _, completion := range completions {
		if err := kept(b.queens, completion, n); err != nil {
			return nil, err // a wrong completion: no result stands
		}
		found.add(b.queens, completion)
	}
	for i, sq := range squares {
		if !supported[i] {
			p := append(slices.Clone(b.queens), sq[0]*n+sq[1])
			slices.Sort(p)
			return p, nil
		}
	}
	return nil, nil
}

// kept returns an error unless completion is a solution of size n that
// holds the queens of p: a check of what each search returns, since each
// covers many placements.
func kept(p placement, completion nqueens.Board, n int) error {
	if len(completion) != n {
		return fmt.Errorf("a completion of %v of size %d, not %d", p, len(completion), n)
	}
	if err := completion.Validate(); err != nil {
		return fmt.Errorf("a completion of %v: %v", p, err)
	}
	for _, sq := range p {
		if completion[sq/n] != sq%n {
			return fmt.Errorf("a completion of %v without its queen on square %d", p, sq)
		}
	}
	return nil
}

// A pool keeps the completions found for the placements of a unit, all
// of which hold its first queen, and for each square the completions that
// hold it: those that hold every queen of a placement are completions of
// it, which cover each square they hold without a search.
//
// The placements of a unit come in the order of their squares, so that
// those that share all but their last queen come one after the other,
// their last queens row by row. The pool keeps a copy of the completions
// that hold the placement before that last queen (the prefix), in one
// run of memory, and sorts them by the column they take in the last
// queen's row: those that hold the last queen too are one run of them.
type pool struct {
	limit int // the completions it keeps at most: a full pool starts anew
	all   completions
	holds [][]uint64 // bit i of holds[sq] is set when completion i of all holds square sq

	prefix placement   // the prefix that held is for; nil for none
	held   completions // the completions that hold prefix, oldest first
	row    int         // the row that byColumn sorts the first sorted of held by
	sorted int
	// byColumn numbers held's first sorted completions sorted by the
	// column each takes in row, stably: those that take column c are
	// byColumn[at[c]:at[c+1]].
	byColumn []int32
	at       [65]int32
}

// completions is a list of solutions of size n: solution i takes column
// cols[i*n+r] in row r, and sets[i*words : (i+1)*words] are its squares,
// bit r*n+c for row r, column c.
type completions struct {
	n, words int
	cols     []byte
	sets     []uint64
}

// size returns the number of solutions in s.
func (s *completions) size() int { return len(s.cols) / s.n }

// add appends the solution whose columns are cols and squares set.
func (s *completions) add(cols []byte, set []uint64) {
	s.cols = append(s.cols, cols...)
	s.sets = append(s.sets, set...)
}

// get returns the columns and the squares of solution i.
func (s *completions) get(i int) ([]byte, []uint64) {
	return s.cols[i*s.n : (i+1)*s.n], s.sets[i*s.words : (i+1)*s.words]
}

// A crew is how a check runs: on workers goroutines, whose units' pools
// keep completions in about memory bytes in all, or defaultMemory for 0.
type crew struct {
	workers int
	memory  int64
}

// defaultMemory is a crew's memory unless it is given.
const defaultMemory = 1 << 30

// keep returns how many completions each unit's pool of size n keeps: the
// crew's memory shared out among its workers, at least 1024.
func (c crew) keep(n int) int {
	memory := c.memory
	if memory == 0 {
		memory = defaultMemory
	}
	// A completion takes its columns and its bitset in the pool and,
	// at most, again among the prefix's, and a bit for each square.
	words := (n*n + 63) / 64
	each := int64(2*(n+8*words) + (n*n+7)/8)
	return int(max(1024, min(1<<30, memory/int64(max(1, c.workers))/each)))
}

// poolLimit is the completions a pool keeps unless its checker says
// otherwise: a full pool forgets its older half.
const poolLimit = 1 << 17

// newPool returns an empty pool of size n.
func newPool(n int) *pool {
	c := completions{n: n, words: (n*n + 63) / 64}
	return &pool{limit: poolLimit, all: c, held: c, holds: make([][]uint64, n*n)}
}

// add keeps the completion b of the placement t in p, if p is not nil.
func (p *pool) add(t placement, b nqueens.Board) {
	if p == nil {
		return
	}
	if p.all.size() == p.limit {
		p.forget()
	}
	n, i := p.all.n, p.all.size()
	var cols [64]byte
	var set [64]uint64
	for r, c := range b {
		sq := r*n + c
		cols[r] = byte(c)
		set[sq/64] |= 1 << uint(sq%64)
		p.hold(sq, i)
	}
	p.all.add(cols[:n], set[:p.all.words])
	if p.prefix != nil && slices.Equal(p.prefix, t[:len(t)-1]) {
		p.held.add(cols[:n], set[:p.all.words])
	}
}

// forget drops the older half of the completions in p, which were found
// for the placements furthest from those to come.
func (p *pool) forget() {
	n, words := p.all.n, p.all.words
	keep := p.all.size() / 2
	drop := p.all.size() - keep
	p.all.cols = append(p.all.cols[:0], p.all.cols[drop*n:]...)
	p.all.sets = append(p.all.sets[:0], p.all.sets[drop*words:]...)
	for sq := range p.holds {
		p.holds[sq] = p.holds[sq][:0]
	}
	for i := range keep {
		cols, _ := p.all.get(i)
		for r, c := range cols {
			p.hold(r*n+int(c), i)
		}
	}
	p.prefix = nil
}

// hold records that completion i of p.all holds square sq.
func (p *pool) hold(sq, i int) {
	for len(p.holds[sq]) <= i/64 {
		p.holds[sq] = append(p.holds[sq], 0)
	}
	p.holds[sq][i/64] |= 1 << uint(i%64)
}

// candidates returns the numbers in p.held of the completions that hold
// every queen of t, t having at least two, the oldest first. The slice is
// valid until the next call or add.
func (p *pool) candidates(t placement) []int32 {
	n, last := p.all.n, t[len(t)-1]
	if !slices.Equal(p.prefix, t[:len(t)-1]) {
		// The completions that hold the prefix: each holds t's first
		// queen, the unit's.
		p.prefix = append(p.prefix[:0], t[:len(t)-1]...)
		p.held.cols, p.held.sets = p.held.cols[:0], p.held.sets[:0]
		size := p.all.size()
		for w := range (size + 63) / 64 {
			word := ^uint64(0) >> uint(max(0, (w+1)*64-size)) // the completions there are
			for _, sq := range p.prefix[1:] {
				if h := p.holds[sq]; w < len(h) {
					word &= h[w]
				} else {
					word = 0
				}
			}
			for ; word != 0; word &= word - 1 {
				p.held.add(p.all.get(w*64 + bits.TrailingZeros64(word)))
			}
		}
		p.row = -1
	}
	if r := last / n; r != p.row {
		// A new row for the last queen: sort the list by the column
		// each completion takes there. Those found for a last queen of
		// this row hold another square of it: they are sorted at the
		// next row.
		p.row, p.sorted = r, p.held.size()
		p.at = [65]int32{}
		for i := range p.sorted {
			p.at[p.held.cols[i*n+r]+1]++
		}
		for c := range n {
			p.at[c+1] += p.at[c]
		}
		p.byColumn = slices.Grow(p.byColumn[:0], p.sorted)[:p.sorted]
		next := p.at
		for i := range p.sorted {
			c := p.held.cols[i*n+r]
			p.byColumn[next[c]] = int32(i)
			next[c]++
		}
	}
	c := last % n
	return p.byColumn[p.at[c]:p.at[c+1]]
}

// cover takes from need, the free squares of each row, the squares that
// the completions in p that hold every queen of t hold, and reports
// whether none is left.
func (p *pool) cover(t placement, need *[64]uint64) bool {
	if p == nil || len(t) < 2 {
		return false
	}
	n, words := p.all.n, p.all.words
	var left [64]uint64 // need as a set of squares, bit r*n+c
	for r, free := range need[:n] {
		for ; free != 0; free &= free - 1 {
			sq := r*n + bits.TrailingZeros64(free)
			left[sq/64] |= 1 << uint(sq%64)
		}
	}
	done := false
	// The newest first: they were found for the placements nearest t.
	list := p.candidates(t)
	for j := len(list) - 1; j >= 0; j-- {
		i := int(list[j])
		var took, rest uint64
		for w, set := range p.held.sets[i*words : (i+1)*words] {
			took |= left[w&63] & set
			left[w&63] &^= set
			rest |= left[w&63]
		}
		if took != 0 && rest == 0 {
			done = true
			break
		}
	}
	*need = [64]uint64{}
	for w, set := range left[:words] {
		for ; set != 0; set &= set - 1 {
			sq := w*64 + bits.TrailingZeros64(set)
			need[sq/n] |= 1 << uint(sq%n)
		}
	}
	return done
}

// checkUnits returns the units of the check of k queens of size n: the
// least squares of the placements of k-1, every square, and for k = 1 the
// one unit 0.
func checkUnits(n, k int) []int {
	if k == 1 {
		return []int{0}
	}
	units := make([]int, n*n)
	for first := range units {
		units[first] = first
	}
	return units
}

// check looks at every placement of k queens on a board of size n, up to
// symmetry, on workers goroutines, skipping the units that the journal has
// done, and records each unit it finishes there. It returns a placement
// without a completion, or nil if every one has a completion.
func check(ctx context.Context, n, k int, c crew, j *journal) (placement, error) {
	if w := j.witness(k); w != nil {
		return w, nil
	}
	units := checkUnits(n, k)
	units = holds(j.shard, n, k, units)
	var todo []int
	for _, first := range units {
		if !j.isDone(k, first) {
			todo = append(todo, first)
		}
	}
	witness, err := each(ctx, c.workers, todo, func(ctx context.Context, first int) (placement, error) {
		start := time.Now()
		w, examined, err := checker{n, k, c.keep(n)}.unit(ctx, first)
		switch {
		case err != nil:
			return nil, err
		case w != nil:
			return w, j.found(k, w)
		}
		return nil, j.record(k, first, examined, time.Since(start))
	})
	if err != nil {
		return nil, err
	}
	if witness != nil {
		return j.witness(k), nil
	}
	for _, first := range units {
		if !j.isDone(k, first) {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			return nil, fmt.Errorf("the placements of %s from square %d were not looked at", queens(k), first)
		}
	}
	return nil, nil
}

// hunt looks for a placement of k queens without a completion among those
// whose k-1 first queens lie close together: in a w×w square, anywhere on
// the board, for w from k-1 up to widest. The small placements without a
// completion found so far are such: a solution of a small board, taken
// whole or but for one queen, and one queen more, as that of size 20 is,
// five queens of a solution of 5 in rows 5 to 9 and columns 6 to 10.
// Finding one ends the search for the size; the hunt only finds them, and
// check looks at every placement. Hunting is worth it from 4 queens on,
// where check takes minutes; it records each w it has looked through in
// the journal.
func hunt(ctx context.Context, n, k, widest int, c crew, j *journal) (placement, error) {
	if w := j.witness(k); w != nil || k < 4 {
		return w, nil
	}
	for w := k - 1; w <= min(widest, n); w++ {
		if j.isHunted(k, w) {
			continue
		}
		ts, err := compact(ctx, n, k-1, w)
		if err != nil {
			return nil, err
		}
		found, err := each(ctx, c.workers, ts, func(ctx context.Context, t placement) (placement, error) {
			var b board
			b.n = n
			for _, sq := range t {
				b.add(sq)
			}
			return checker{n: n, k: k}.examine(ctx, &b, nil)
		})
		if err != nil {
			return nil, err
		}
		if found != nil {
			if err := j.found(k, found); err != nil {
				return nil, err
			}
			return j.witness(k), nil
		}
		if err := j.hunt(k, w); err != nil {
			return nil, err
		}
	}
	return nil, nil
}

// compact returns the canonical placements of m queens on a board of size
// n whose bounding square is w×w: they have a queen in its top row and one
// in its left column, and one in its bottom row or right column. It
// returns ctx.Err() if ctx is done before it ends.
func compact(ctx context.Context, n, m, w int) ([]placement, error) {
	var out []placement
	for top := 0; top+w <= n; top++ {
		for left := 0; left+w <= n; left++ {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			var walk func(t placement, next int)
			walk = func(t placement, next int) {
				if len(t) == m {
					leftmost, far := false, false
					for _, sq := range t {
						r, c := sq/n, sq%n
						leftmost = leftmost || c == left
						far = far || r == top+w-1 || c == left+w-1
					}
					if leftmost && far && t.canonical(n) {
						out = append(out, slices.Clone(t))
					}
					return
				}
				for sq := next; sq < (top+w)*n; sq++ {
					r, c := sq/n, sq%n
					if c < left || c >= left+w || len(t) == 0 && r != top {
						continue
					}
					if !(placement{sq}).attacks(t, n) {
						walk(append(t, sq), sq+1)
					}
				}
			}
			walk(nil, top*n)
		}
	}
	return out, nil
}

// each calls f on every item on workers goroutines, and returns the first
// placement that f returns, cancelling the calls under way.
func each[T any](ctx context.Context, workers int, items []T, f func(context.Context, T) (placement, error)) (placement, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	todo := make(chan T)
	var (
		mu      sync.Mutex
		witness placement
		failure error
		stopped bool // by a witness or a failure
		wg      sync.WaitGroup
	)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for item := range todo {
				w, err := f(ctx, item)
				mu.Lock()
				if w != nil && witness == nil {
					witness = w
				}
				if err != nil && failure == nil && !stopped {
					failure = err
				}
				if w != nil || err != nil {
					stopped = true
					cancel()
				}
				mu.Unlock()
			}
		}()
	}
	fed := true
	for _, item := range items {
		select {
		case todo <- item:
			continue
		case <-ctx.Done():
			fed = false
		}
		break
	}
	close(todo)
	wg.Wait()
	switch {
	case witness != nil:
		return witness, nil
	case failure != nil:
		return nil, failure
	case !fed:
		return nil, ctx.Err()
	}
	return nil, nil
}

// attacks reports whether the one queen of p attacks a queen of t.
func (p placement) attacks(t placement, n int) bool {
	r, c := p[0]/n, p[0]%n
	for _, sq := range t {
		r2, c2 := sq/n, sq%n
		if r == r2 || c == c2 || r-r2 == c-c2 || r-r2 == c2-c {
			return true
		}
	}
	return false
}

// bounds is what a run finds of the threshold a of a size: low ≤ a ≤ high,
// high being -1 where the run found no bound above, and witness a
// placement of high+1 queens without a completion.
type bounds struct {
	low, high int
	witness   placement
}

// known returns an error if the bounds b of size n contradict the term of
// A374013 that OEIS knows: they never should, and where they do, a record
// a run trusted is wrong.
func (b bounds) known(n int) error {
	a, ok := oeis.Threshold(n)
	switch {
	case !ok:
		return nil
	case b.low > a:
		return fmt.Errorf("every placement of %s has a completion, so a(%d) ≥ %d, where OEIS A374013 has a(%d) = %d", queens(b.low), n, b.low, n, a)
	case b.high >= 0 && b.high < a:
		return fmt.Errorf("a placement of %s has no completion, so a(%d) ≤ %d, where OEIS A374013 has a(%d) = %d", queens(b.high+1), n, b.high, n, a)
	}
	return nil
}

// threshold returns the completion threshold of size n: the largest k such
// that every placement of k queens has a completion, with a placement of
// k+1 queens that has none.
//
// The hunt before each check looks at the placements whose k-1 first
// queens lie in a square of up to k-1+wider on a side, and is left out
// if wider is negative. If most is not 0, threshold checks every placement
// of up to most queens, no more: if each has a completion, it hunts for a
// placement of most+1, most+2 or most+3 queens without one, and returns
// the bounds it found.
func threshold(ctx context.Context, n int, c crew, wider, most int, j *journal, log func(string)) (bounds, error) {
	for k := 1; k <= n; k++ {
		start := time.Now()
		if most > 0 && k > most {
			for more := k; more <= min(most+3, n) && wider >= 0; more++ {
				w, err := hunt(ctx, n, more, more-1+wider, c, j)
				if err != nil {
					return bounds{}, err
				}
				if w != nil {
					log(fmt.Sprintf("n=%d: a placement of %s without a completion, by the hunt (%v)", n, queens(more), time.Since(start).Round(time.Millisecond)))
					return bounds{most, more - 1, w}, nil
				}
			}
			return bounds{most, -1, nil}, nil
		}
		w, err := hunt(ctx, n, k, k-1+wider, c, j)
		if err == nil && w == nil {
			w, err = check(ctx, n, k, c, j)
		}
		if err != nil {
			return bounds{}, err
		}
		if w != nil {
			log(fmt.Sprintf("n=%d: a placement of %s without a completion (%v)", n, queens(k), time.Since(start).Round(time.Millisecond)))
			return bounds{k - 1, k - 1, w}, nil
		}
		log(fmt.Sprintf("n=%d: every placement of %s has a completion (%v; %v of search in all runs)", n, queens(k), time.Since(start).Round(time.Millisecond), j.spent(k).Round(time.Millisecond)))
	}
	return bounds{}, fmt.Errorf("n=%d: every placement of up to %d queens has a completion", n, n)
}

// queens returns "1 queen" or "k queens".
func queens(k int) string {
	if k == 1 {
		return "1 queen"
	}
	return fmt.Sprintf("%d queens", k)
}
