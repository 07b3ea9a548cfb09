package complete

// A Fault is a rule of a puzzle that a square or a board breaks.
type Fault int

// The faults, in the order Check looks for them.
const (
	NoFault   Fault = iota
	OffBoard        // a column outside the board
	RowTaken        // a row whose queen the puzzle placed in another column
	OnBlocked       // a queen on a blocked square
	Attacked        // a queen that another attacks
)

// Attacker returns the square of a queen placed in g that attacks the
// square at row and col along a column or a diagonal, and whether there
// is one.
func (g *Grid) Attacker(row, col int) (r, c int, ok bool) {
	for r := range g.N {
		if c, placed := g.Queen(r); placed && r != row && Attacks(r, c, row, col) {
			return r, c, true
		}
	}
	return 0, 0, false
}

// Check returns the first rule that the board b, of g's size, breaks as a
// completion of g, row by row, the row where it does, and by the square
// of the queen at fault, where one is: a column outside the board, a row
// whose queen g placed in another column (by that queen), and a queen on
// a blocked square; after those, a queen that one of a row above attacks
// (by that queen). It returns NoFault for a completion.
func (g *Grid) Check(b []int) (row int, f Fault, by [2]int) {
	n := g.N
	for r, c := range b {
		switch q, placed := g.Queen(r); {
		case c < 0 || c >= n:
			return r, OffBoard, [2]int{n, n}
		case placed && q != c:
			return r, RowTaken, [2]int{r, q}
		case g.Blocked[r]&(1<<uint(c)) != 0:
			return r, OnBlocked, [2]int{}
		}
	}
	for r2, c2 := range b {
		for r1, c1 := range b[:r2] {
			if Attacks(r1, c1, r2, c2) {
				return r2, Attacked, [2]int{r1, c1}
			}
		}
	}
	return 0, NoFault, [2]int{}
}
