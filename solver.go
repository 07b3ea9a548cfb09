package nqueens

import (
	"context"
	"math/bits"
)

// solver looks for any completion of a [Puzzle], in the way the
// constraint-programming literature on N-Queens Completion teaches. Rows and
// columns are alike: each open one, a row or a column without a queen yet,
// must take exactly one queen, so the search keeps the free squares of every
// open row and of every open column, and
//
//   - branches on the open line, row or column, with the fewest free squares
//     (the smallest domain first), trying its squares in a random order;
//   - propagates: a line with no free square fails the branch at once, and a
//     line with one free square takes its queen without a choice;
//   - restarts, keeping what the puzzle forces, when a run has failed more
//     times than the current cutoff of the Luby sequence allows, so that a
//     run that went wrong early costs little. The cutoffs grow without bound,
//     so a run that exhausts its tree comes at last: it proves that there is
//     no completion.
//
// The random choices come from a generator seeded by the puzzle's size, so
// that a puzzle has the same answer on every call.
type solver struct {
	// stack[d] is the state at depth d: a branch closes a row at least,
	// and the last open row is never branched on, so there are as many
	// depths as open rows at the root.
	stack []solverFrame
	board [MaxN]int // the column of each row's queen, on the current path
	n     int
	rng   uint64 // a xorshift generator's state, never 0
	// fails counts the dead ends of the current run, and cutoff is how many
	// it may meet before the search restarts.
	fails, cutoff int
	// runs counts the runs, the first being 1, and unit is the cutoff
	// of a run of Luby term 1: solverUnit, but for tests of restarts.
	runs, unit int
	// nodes counts the placements tried, for the looks at the context.
	nodes int
}

// solverFrame is one node of the search: the free squares left, and the
// line branched on with the squares of it still to try.
type solverFrame struct {
	s       solverState
	line    int    // the row, or MaxN plus the column, branched on
	untried uint64 // the squares of line not tried yet, by column or by row
}

// solverState holds the free squares of the open lines: a square is free
// when no queen attacks it and it is not blocked.
type solverState struct {
	rows     [MaxN]uint64 // the free squares of each open row, bit c for column c
	cols     [MaxN]uint64 // the free squares of each open column, bit r for row r
	openRows uint64       // the rows without a queen
	openCols uint64       // the columns without a queen
}

// solverUnit is the number of dead ends the Luby sequence's unit allows a
// run: the cutoffs are solverUnit times 1, 1, 2, 1, 1, 2, 4, ...
const solverUnit = 64

// solverPoll is how many placements the search tries between two looks at
// its context: some 100 µs of search on a board of 64.
const solverPoll = 1 << 10

// newSolver returns a solver of p, with the state that p's placed queens
// and blocked squares leave at the root of stack.
func newSolver(p *Puzzle) *solver {
	n := p.n
	v := &solver{n: n, rng: 0x9e3779b97f4a7c15 ^ uint64(n), unit: solverUnit}
	var root solverState
	s := &root
	s.openRows = columnsBelow(n)
	s.openCols = columnsBelow(n)
	for r := range n {
		if c, ok := p.queen(r); ok {
			v.board[r] = c
			s.openRows &^= 1 << uint(r)
			s.openCols &^= 1 << uint(c)
		}
	}
	v.stack = make([]solverFrame, max(bits.OnesCount64(s.openRows), 1))
	for r := range n {
		if s.openRows&(1<<uint(r)) == 0 {
			continue
		}
		free := s.openCols &^ p.blockedIn(r)
		for qr := range n {
			if qc, ok := p.queen(qr); ok {
				d := r - qr
				free &^= columnBit(qc+d) | columnBit(qc-d)
			}
		}
		s.rows[r] = free
		for f := free; f != 0; f &= f - 1 {
			s.cols[bits.TrailingZeros64(f)] |= 1 << uint(r)
		}
	}
	v.stack[0].s = root
	return v
}

// place puts a queen on row r, column c, and takes the squares it attacks
// from the free squares of the open lines.
func (s *solverState) place(r, c int) {
	s.openRows &^= 1 << uint(r)
	s.openCols &^= 1 << uint(c)
	for open := s.openRows; open != 0; open &= open - 1 {
		r2 := bits.TrailingZeros64(open)
		d := r2 - r
		s.rows[r2&(MaxN-1)] &^= 1<<uint(c) | columnBit(c+d) | columnBit(c-d)
	}
	for open := s.openCols; open != 0; open &= open - 1 {
		c2 := bits.TrailingZeros64(open)
		d := c2 - c
		s.cols[c2&(MaxN-1)] &^= 1<<uint(r) | columnBit(r+d) | columnBit(r-d)
	}
}

// propagate places the queens that lines with one free square force, until
// none is left, and records them in v.board. It returns false if a line is
// left without a free square. Otherwise it returns the open line with the
// fewest free squares, as frame's line does, the ties broken at random, and
// -1 if every line is filled: s is a completion.
func (v *solver) propagate(s *solverState) (line int, ok bool) {
	for {
		line, fewest, ties, forced := -1, 65, 0, false
		for open := s.openRows; open != 0; open &= open - 1 {
			r := bits.TrailingZeros64(open)
			free := s.rows[r&(MaxN-1)]
			switch k := bits.OnesCount64(free); {
			case k == 0:
				return 0, false
			case k == 1:
				c := bits.TrailingZeros64(free)
				v.board[r&(MaxN-1)] = c
				s.place(r, c)
				open &= s.openRows // rows closed by the queen are skipped
				forced = true
			case forced:
			case k < fewest:
				line, fewest, ties = r, k, 1
			case k == fewest:
				if ties++; v.random(uint64(ties)) == 0 {
					line = r
				}
			}
		}
		for open := s.openCols; open != 0; open &= open - 1 {
			c := bits.TrailingZeros64(open)
			free := s.cols[c&(MaxN-1)]
			switch k := bits.OnesCount64(free); {
			case k == 0:
				return 0, false
			case k == 1:
				r := bits.TrailingZeros64(free)
				v.board[r&(MaxN-1)] = c
				s.place(r, c)
				open &= s.openCols
				forced = true
			case forced:
			case k < fewest:
				line, fewest, ties = MaxN+c, k, 1
			case k == fewest:
				if ties++; v.random(uint64(ties)) == 0 {
					line = MaxN + c
				}
			}
		}
		if !forced {
			return line, true
		}
	}
}

// random returns a number in [0, k), k > 0, from v's generator.
func (v *solver) random(k uint64) uint64 {
	x := v.rng
	x ^= x << 13
	x ^= x >> 7
	x ^= x << 17
	v.rng = x
	hi, _ := bits.Mul64(x, k)
	return hi
}

// lineSquares returns the free squares of line in s.
func (s *solverState) lineSquares(line int) uint64 {
	if line < MaxN {
		return s.rows[line&(MaxN-1)]
	}
	return s.cols[(line-MaxN)&(MaxN-1)]
}

// solve looks for a completion, leaves it in v.board and reports whether
// there is one. If ctx is not nil, solve looks at it every solverPoll
// placements and returns ctx.Err() once it is done.
func (v *solver) solve(ctx context.Context) (bool, error) {
	if ctx != nil {
		if err := ctx.Err(); err != nil {
			return false, err
		}
	}
	root := &v.stack[0]
	line, ok := v.propagate(&root.s)
	if !ok {
		return false, nil
	}
	if line < 0 {
		return true, nil
	}
	forced := v.board
	for v.runs = 1; ; v.runs++ {
		if v.runs > 1 {
			// Each run starts from the queens the puzzle forces, and
			// chooses the line branched on first again, at random.
			v.board = forced
			line, _ = v.propagate(&root.s)
		}
		root.line, root.untried = line, root.s.lineSquares(line)
		v.fails, v.cutoff = 0, v.unit*luby(v.runs)
		switch end, err := v.run(ctx); {
		case err != nil:
			return false, err
		case end == solved:
			return true, nil
		case end == exhausted:
			return false, nil
		}
	}
}

// runEnd is how a run of the search ended.
type runEnd int

const (
	solved    runEnd = iota // on a completion, in v.board
	exhausted               // with every branch failed: there is no completion
	restart                 // at its cutoff
)

// run searches from the root frame, whose line and untried squares are
// set, until it finds a completion, exhausts the tree, or meets v.cutoff
// dead ends; or until ctx, if not nil, is done.
func (v *solver) run(ctx context.Context) (runEnd, error) {
	d := 0
	for {
		f := &v.stack[d]
		if f.untried == 0 {
			if d == 0 {
				return exhausted, nil
			}
			d--
			continue
		}
		sq := v.take(&f.untried)
		r, c := f.line, sq
		if f.line >= MaxN {
			r, c = sq, f.line-MaxN
		}
		child := &v.stack[d+1]
		child.s = f.s
		v.board[r&(MaxN-1)] = c
		child.s.place(r, c)
		if v.nodes++; ctx != nil && v.nodes%solverPoll == 0 {
			if err := ctx.Err(); err != nil {
				return 0, err
			}
		}
		line, ok := v.propagate(&child.s)
		if !ok {
			if v.fails++; v.fails >= v.cutoff {
				return restart, nil
			}
			continue
		}
		if line < 0 {
			return solved, nil
		}
		child.line, child.untried = line, child.s.lineSquares(line)
		d++
	}
}

// take removes a square chosen at random from the non-empty set *untried,
// and returns it.
func (v *solver) take(untried *uint64) int {
	set := *untried
	for i := v.random(uint64(bits.OnesCount64(set))); i > 0; i-- {
		set &= set - 1
	}
	sq := bits.TrailingZeros64(set)
	*untried &^= 1 << uint(sq)
	return sq
}

// luby returns the i-th term, from 1, of the Luby sequence 1, 1, 2, 1, 1,
// 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, ...: the restart cutoffs that are within a
// constant factor of the best for any distribution of run lengths (Luby,
// Sinclair and Zuckerman, 1993).
func luby(i int) int {
	for {
		// k is the least with i <= 2^k - 1.
		k := bits.Len(uint(i))
		if i == 1<<uint(k)-1 {
			return 1 << uint(k-1)
		}
		i -= 1<<uint(k-1) - 1
	}
}
