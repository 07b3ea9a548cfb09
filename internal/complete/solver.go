package complete

import (
	"context"
	"math"
	"math/bits"
	"slices"
	"sync"
)

// solver looks for any completion of a Grid, in the way the
// constraint-programming literature on N-Queens Completion teaches. Rows and
// columns are alike: each open one, a row or a column without a queen yet,
// must take exactly one queen, so the search looks at the free squares of
// every open row and of every open column ([solverState]), and
//
//   - branches on the open line, row or column, with the fewest free squares
//     (the smallest domain first), weighed by the dead ends the line has
//     caused so far, in this run and the ones before: it takes the line
//     with the fewest free squares per dead end plus one (dom/wdeg,
//     Boussemart, Hemery, Lecoutre and Sais, 2004), so that restarts go
//     first where the puzzle is tight. It tries the line's squares in a
//     random order. On the twenty instances of Blocked n-Queens of size 64
//     with 88% of the squares blocked, the hardest, the weights halve the
//     placements tried;
//   - propagates: a line with no free square fails the branch at once, and a
//     line with one free square takes its queen without a choice; once a
//     run has restarted, a set of rows with fewer free columns among them
//     than rows fails it too;
//   - restarts, keeping what the puzzle forces, when a run has met more
//     dead ends than its cutoff allows, so that a run that went wrong early
//     costs little. The cutoffs grow geometrically, without bound, so a run
//     that exhausts its tree comes at last: it proves that there is no
//     completion.
//
// The random choices come from a generator seeded by the puzzle's size, so
// that a puzzle has the same answer on every call.
type solver struct {
	// stack[d] is the state at depth d: a branch closes a row at least,
	// and the last open row is never branched on, so there are as many
	// depths as open rows at the root.
	stack []solverFrame
	board [maxN]int // the column of each row's queen, on the current path
	n     int
	rng   uint64 // a xorshift generator's state, never 0
	// fails counts the dead ends of the current run, and cutoff is how many
	// it may meet before the search restarts.
	fails, cutoff int
	// runs counts the runs, the first being 1, and unit is the cutoff
	// of the first: solverUnit, but for tests of restarts.
	runs, unit int
	// nodes counts the placements tried, for the looks at the context.
	nodes int
	// matching is set from the second run on: propagate then checks that
	// the open rows can be matched to the open columns. The first run,
	// where most puzzles end, is faster without (docs/performance.md,
	// section "Completing puzzles").
	matching bool
	// weights counts, for each line, the dead ends where it was left
	// without a free square: rows from 0, columns from maxN.
	weights [2 * maxN]uint32
	// prefer, if not nil, holds the squares that take chooses first among
	// a line's untried ones: Supported's, not yet on a completion found.
	prefer *[maxN]uint64
	// rowSquares and colSquares hold the squares of each row and each
	// column that are not blocked, for rowFree and colFree.
	rowSquares, colSquares [maxN]uint64
}

// solverFrame is one node of the search: the free squares left, and the
// line branched on with the squares of it still to try.
type solverFrame struct {
	s       solverState
	line    int    // the row, or maxN plus the column, branched on
	untried uint64 // the squares of line not tried yet, by column or by row
}

// solverUnit is the number of dead ends the first run may meet: the
// cutoffs are solverUnit times 1, 1.5, 2.25, ...
const solverUnit = 64

// solverPoll is how many placements the search tries between two looks at
// its context: few enough that a cancelled search stops soon even on a
// board of 64, enough that the looks cost nothing to speak of.
const solverPoll = 1 << 10

// solvers keeps the solvers that searches are done with, and their stacks
// of some kilobytes a row, for the next: a caller that solves many small
// puzzles, as the completion threshold's program does, spends no time on
// allocating and collecting them.
var solvers = sync.Pool{New: func() any { return new(solver) }}

// newSolver returns a solver of p, with the state that p's placed queens
// and blocked squares leave at the root of stack. Its release gives it
// back for another search.
func newSolver(g *Grid) *solver {
	n := g.N
	v := solvers.Get().(*solver)
	*v = solver{n: n, rng: 0x9e3779b97f4a7c15 ^ uint64(n), unit: solverUnit, stack: v.stack}
	root := solverState{openRows: below(n), openCols: below(n)}
	for r := range n {
		v.rowSquares[r] = below(n) &^ g.Blocked[r]
		for c := range n {
			v.colSquares[c] |= (v.rowSquares[r] >> uint(c) & 1) << uint(r)
		}
		if c, ok := g.Queen(r); ok {
			v.board[r] = c
			root.place(r, c)
		}
	}
	if depths := max(bits.OnesCount64(root.openRows), 1); cap(v.stack) >= depths {
		v.stack = v.stack[:depths]
	} else {
		v.stack = make([]solverFrame, depths)
	}
	v.stack[0].s = root
	return v
}

// release gives v back to the pool of solvers; v must not be used after.
func (v *solver) release() { solvers.Put(v) }

// propagate places the queens that lines with one free square force, until
// none is left, and records them in v.board. It returns false if a line is
// left without a free square, which it weighs one more, or, from the
// second run on, if the open rows cannot be matched to the open columns.
// Otherwise it returns the open line with the fewest free squares for its
// weight, as frame's line does, the ties broken at random, and -1 if every
// line is filled: s is a completion.
func (v *solver) propagate(s *solverState) (line int, ok bool) {
	for {
		line, forced := -1, false
		// The line chosen so far has fewest free squares and weight
		// weight; a line of k and w is better when k/w < fewest/weight.
		fewest, weight, ties := uint64(65), uint64(1), uint64(0)
		for open := s.openRows; open != 0; open &= open - 1 {
			r := bits.TrailingZeros64(open)
			free := v.rowFree(s, r)
			k := uint64(bits.OnesCount64(free))
			w := uint64(v.weights[r&(maxN-1)]) + 1
			switch {
			case k == 0:
				v.weights[r&(maxN-1)]++
				return 0, false
			case k == 1:
				c := bits.TrailingZeros64(free)
				v.board[r&(maxN-1)] = c
				s.place(r, c)
				open &= s.openRows // rows closed by the queen are skipped
				forced = true
			case forced:
			case k*weight < fewest*w:
				line, fewest, weight, ties = r, k, w, 1
			case k*weight == fewest*w:
				if ties++; v.random(ties) == 0 {
					line = r
				}
			}
		}
		for open := s.openCols; open != 0; open &= open - 1 {
			c := bits.TrailingZeros64(open)
			free := v.colFree(s, c)
			k := uint64(bits.OnesCount64(free))
			w := uint64(v.weights[(maxN+c)&(2*maxN-1)]) + 1
			switch {
			case k == 0:
				v.weights[(maxN+c)&(2*maxN-1)]++
				return 0, false
			case k == 1:
				r := bits.TrailingZeros64(free)
				v.board[r&(maxN-1)] = c
				s.place(r, c)
				open &= s.openCols
				forced = true
			case forced:
			case k*weight < fewest*w:
				line, fewest, weight, ties = maxN+c, k, w, 1
			case k*weight == fewest*w:
				if ties++; v.random(ties) == 0 {
					line = maxN + c
				}
			}
		}
		if !forced {
			return line, !v.matching || v.matched(s)
		}
	}
}

// matched reports whether each open row can take a queen in a column of
// its own: whether there is a matching of the open rows to the open
// columns on free squares, as a completion is one. It repairs the matching
// that s holds, which the last placements may have broken, by augmenting
// paths from the rows left without a mate (Kuhn's method). A set of rows
// with fewer free columns among them than rows is a dead end that lines
// with no free square or one miss.
func (v *solver) matched(s *solverState) bool {
	for open := s.openRows; open != 0; open &= open - 1 {
		r := bits.TrailingZeros64(open)
		if m := s.rowMate[r&(maxN-1)]; m != 0 && v.rowFree(s, r)&(1<<(m-1)) == 0 {
			s.rowMate[r&(maxN-1)], s.colMate[(m-1)&(maxN-1)] = 0, 0
		}
	}
	for open := s.openCols; open != 0; open &= open - 1 {
		c := bits.TrailingZeros64(open)
		if m := s.colMate[c&(maxN-1)]; m != 0 && s.openRows&(1<<(m-1)) == 0 {
			s.colMate[c&(maxN-1)] = 0
		}
	}
	for open := s.openRows; open != 0; open &= open - 1 {
		r := bits.TrailingZeros64(open)
		if s.rowMate[r&(maxN-1)] != 0 {
			continue
		}
		var visited uint64
		if !v.augment(s, r, &visited) {
			return false
		}
	}
	return true
}

// augment looks for a path from row r, which has no mate, that alternates
// free squares outside and inside the matching and ends in a column
// without a mate, through columns not in visited, and flips it: r gains
// a mate, and every row on the path keeps one.
func (v *solver) augment(s *solverState, r int, visited *uint64) bool {
	free := v.rowFree(s, r)
	for {
		free &^= *visited
		if free == 0 {
			return false
		}
		c := bits.TrailingZeros64(free)
		*visited |= 1 << uint(c)
		if m := s.colMate[c&(maxN-1)]; m == 0 || v.augment(s, int(m-1), visited) {
			s.rowMate[r&(maxN-1)], s.colMate[c&(maxN-1)] = uint8(c+1), uint8(r+1)
			return true
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

// solve looks for a completion, leaves it in v.board and reports whether
// there is one. It looks at ctx before it starts and then every
// solverPoll placements, and returns ctx.Err() once ctx is done.
func (v *solver) solve(ctx context.Context) (bool, error) {
	if err := ctx.Err(); err != nil {
		return false, err
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
			// chooses the line branched on first again, at random; from
			// the second on, the search is hard enough to match rows to
			// columns at every node.
			v.board = forced
			v.matching = true
			if line, ok = v.propagate(&root.s); !ok {
				return false, nil
			}
		}
		root.line, root.untried = line, v.lineFree(&root.s, line)
		v.fails, v.cutoff = 0, cutoff(v.unit, v.runs)
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
// dead ends; or until ctx is done.
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
		sq := v.take(&f.untried, f.line)
		r, c := f.line, sq
		if f.line >= maxN {
			r, c = sq, f.line-maxN
		}
		child := &v.stack[d+1]
		child.s = f.s
		v.board[r&(maxN-1)] = c
		child.s.place(r, c)
		if v.nodes++; v.nodes%solverPoll == 0 {
			pause()
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
		child.line, child.untried = line, v.lineFree(&child.s, line)
		d++
	}
}

// take removes a square chosen at random from the non-empty set *untried
// of the squares of line, the ones v prefers if it prefers some, and
// returns it.
func (v *solver) take(untried *uint64, line int) int {
	set := *untried
	if v.prefer != nil {
		var preferred uint64
		if line < maxN {
			preferred = set & v.prefer[line&(maxN-1)]
		} else {
			for rows := set; rows != 0; rows &= rows - 1 {
				r := bits.TrailingZeros64(rows)
				preferred |= (v.prefer[r&(maxN-1)] >> uint(line-maxN) & 1) << uint(r)
			}
		}
		if preferred != 0 {
			set = preferred
		}
	}
	for i := v.random(uint64(bits.OnesCount64(set))); i > 0; i-- {
		set &= set - 1
	}
	sq := bits.TrailingZeros64(set)
	*untried &^= 1 << uint(sq)
	return sq
}

// cutoff returns how many dead ends run i, from 1, may meet: unit times
// 1.5^(i-1), growing without bound so that some run exhausts its tree if
// nothing else ends the search. A geometric sequence, rather than Luby's
// 1, 1, 2, 1, 1, 2, 4, ..., which is within a constant factor of the best
// for any distribution of run lengths: a puzzle without completions is
// proved so only by a run whose cutoff exceeds the dead ends of its whole
// tree, which Luby's cutoffs reach after as many runs as the cutoff is
// long, and geometric ones after a logarithm of it, at most three times
// the tree's dead ends in all. On the twenty instances of Blocked n-Queens
// of each of 48 at 85% of the squares blocked, 64 at 85% and 90%, and 32
// at 80%, the geometric cutoffs try some 18 million placements where
// Luby's try 62 million, and prove two puzzles of 64 that Luby's had not
// proved in the time they were given (docs/performance.md, section
// "Completing puzzles").
//
// Once the cutoff would pass half the largest int, it is the largest int:
// the run goes on until it ends the search.
func cutoff(unit, i int) int {
	c := float64(unit)
	for range i - 1 {
		if c *= 1.5; c > math.MaxInt/2 {
			return math.MaxInt
		}
	}
	return int(c)
}

// Solve returns a completion of g, and false when there is none, or
// ctx.Err() once ctx is done.
func Solve(ctx context.Context, g *Grid) ([]int, bool, error) {
	v := newSolver(g)
	defer v.release()
	ok, err := v.solve(ctx)
	if err != nil || !ok {
		return nil, false, err
	}
	return slices.Clone(v.board[:g.N]), true, nil
}

// SupportedSquares is Supported for the squares listed, a row and a
// column each, all on the board, or every square, row by row, if squares
// is nil: supported[i] for squares[i].
func SupportedSquares(ctx context.Context, g *Grid, squares [][2]int, found func([]int)) ([]bool, error) {
	if squares == nil {
		squares = make([][2]int, 0, g.N*g.N)
		for r := range g.N {
			for c := range g.N {
				squares = append(squares, [2]int{r, c})
			}
		}
	}
	var want [maxN]uint64
	for _, sq := range squares {
		want[sq[0]] |= 1 << uint(sq[1])
	}
	masks, err := Supported(ctx, g, &want, found)
	if err != nil {
		return nil, err
	}
	supported := make([]bool, len(squares))
	for i, sq := range squares {
		supported[i] = masks[sq[0]]&(1<<uint(sq[1])) != 0
	}
	return supported, nil
}

// Supported returns, for each row of g, the squares of want (every
// square, if want is nil) on which some completion of g places its queen:
// bit c of supported[r] for column c. It finds them by solving g with a
// queen placed on each free square of want that no
// completion found so far holds, each search from the state that g's own
// queens leave, built once, preferring the squares of want not yet
// covered, so that each completion it finds covers as many as it can; it
// calls found, if not nil, with each, valid until found returns. A square
// of a placed queen is supported when g has a completion at all, which
// takes one search more if none is found otherwise. It returns ctx.Err()
// once ctx is done.
func Supported(ctx context.Context, g *Grid, want *[maxN]uint64, found func([]int)) (supported [maxN]uint64, err error) {
	v := newSolver(g)
	defer v.release()
	root, board := v.stack[0].s, v.board
	var todo [maxN]uint64 // the free squares of want not yet on a completion found
	var queens [maxN]uint64
	asked := false // whether want holds a placed queen's square
	for r := range g.N {
		w := below(g.N)
		if want != nil {
			w = want[r]
		}
		if c, ok := g.Queen(r); ok {
			queens[r] = w & (1 << uint(c))
			asked = asked || queens[r] != 0
			continue
		}
		todo[r] = v.rowFree(&root, r) & w
	}
	// some is set once a completion is known: only then do the placed
	// queens' squares hold one. A puzzle whose rows all hold a queen is
	// its own completion.
	some := root.openRows == 0
	cover := func(b []int) {
		some = true
		for r, c := range b {
			bit := todo[r] & (1 << uint(c))
			supported[r] |= bit
			todo[r] ^= bit
		}
	}
	v.prefer = &todo
	search := func() (bool, error) {
		v.fails, v.runs, v.matching = 0, 0, false
		ok, err := v.solve(ctx)
		if ok {
			cover(v.board[:g.N])
			if found != nil {
				found(v.board[:g.N])
			}
		}
		return ok, err
	}
	for r := range g.N {
		for todo[r] != 0 {
			c := bits.TrailingZeros64(todo[r])
			todo[r] &^= 1 << uint(c)
			v.stack[0].s = root
			v.board = board
			v.board[r] = c
			v.stack[0].s.place(r, c)
			if ok, err := search(); err != nil {
				return supported, err
			} else if ok {
				supported[r] |= 1 << uint(c)
			}
		}
	}
	if asked && !some {
		v.stack[0].s = root
		v.board = board
		if _, err := search(); err != nil {
			return supported, err
		}
	}
	if some {
		for r := range g.N {
			supported[r] |= queens[r]
		}
	}
	return supported, nil
}
