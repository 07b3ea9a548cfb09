package complete

// solverState is what the solver's search knows at one node: the lines,
// rows and columns, that hold no queen yet, and the diagonals that do.
// The free squares of an open line, those no queen attacks and not
// blocked, are read off them when they are needed ([solver.rowFree],
// [solver.colFree]) rather than kept for each line, so that a queen is
// placed by setting five bits and a node is copied in a few words: at
// each node the search looks at every open line once at least, and
// otherwise it would take the queen's squares from every one of them as
// well.
type solverState struct {
	openRows uint64 // the rows without a queen
	openCols uint64 // the columns without a queen
	// anti holds bit r+c for the queen of row r and column c: a row
	// shifted right by r reads the columns it attacks, and so does a
	// column shifted right by c the rows. diag holds bit c-r+63, read by
	// rows shifted by 63-r, and mirror, the same diagonals numbered the
	// other way, bit r-c+63, read by columns shifted by 63-c. Each is
	// two words, low then high, for the 127 diagonals of a board of 64.
	anti, diag, mirror [2]uint64
	// mates is a matching of open rows to open columns on free squares,
	// kept from node to node: rowMate[r] is 1 plus the column of row r's
	// mate, 0 for none, and colMate[c] 1 plus the row of column c's.
	rowMate, colMate [maxN]uint8
}

// place puts a queen on row r, column c: it closes the row and the
// column, and marks the queen's two diagonals taken.
func (s *solverState) place(r, c int) {
	s.openRows &^= 1 << uint(r)
	s.openCols &^= 1 << uint(c)
	mark(&s.anti, r+c)
	mark(&s.diag, c-r+maxN-1)
	mark(&s.mirror, r-c+maxN-1)
}

// mark sets bit i, from 0 to 127, of the two words of m.
func mark(m *[2]uint64, i int) {
	m[i>>6&1] |= 1 << uint(i&63)
}

// shifted returns the low word of the two words of m, low then high,
// shifted right by k, from 0 to 63.
func shifted(m *[2]uint64, k uint) uint64 {
	// The high word goes left by 64-k in two steps, so that for k = 0 it
	// leaves nothing without a test: a shift by 64 in one would need one.
	return m[0]>>(k&63) | m[1]<<1<<((63-k)&63)
}

// rowFree returns the free squares of the open row r in s, bit c for
// column c.
func (v *solver) rowFree(s *solverState, r int) uint64 {
	taken := shifted(&s.anti, uint(r)) | shifted(&s.diag, uint(maxN-1-r))
	return s.openCols & v.rowSquares[r&(maxN-1)] &^ taken
}

// colFree returns the free squares of the open column c in s, bit r for
// row r.
func (v *solver) colFree(s *solverState, c int) uint64 {
	taken := shifted(&s.anti, uint(c)) | shifted(&s.mirror, uint(maxN-1-c))
	return s.openRows & v.colSquares[c&(maxN-1)] &^ taken
}

// lineFree returns the free squares of line in s: a row, or maxN plus a
// column, as a frame's line.
func (v *solver) lineFree(s *solverState, line int) uint64 {
	if line < maxN {
		return v.rowFree(s, line)
	}
	return v.colFree(s, line-maxN)
}
