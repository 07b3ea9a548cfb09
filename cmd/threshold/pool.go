package main

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/nqueens-go/nqueens"
)

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
