package torus

import "math/bits"

// --- The shifts of a placement ---
//
// The shift by (a, b) sends a placement m to q, q[(i+a) mod n] =
// (m[i]+b) mod n: row i's queen moves to row i+a-n·w and column
// m[i]+b-n·x, where w = [i+a ≥ n] says that its row wraps and x =
// [m[i]+b ≥ n] that its column does. Two queens i and j of q share the
// diagonal r-c if and only if
//
//	(i-m[i]) - (j-m[j]) = n·((w_i-x_i) - (w_j-x_j)),
//
// and the diagonal r+c if and only if
//
//	(i+m[i]) - (j+m[j]) = n·((w_i+x_i) - (w_j+x_j)).
//
// The left sides lie in (-2n, 2n), so q is a solution unless a pair of
// queens of m has diagonals that differ by 0 or by n and the wraps on the
// right side match. For a solution m only the pairs whose diagonals differ
// by n are left, a few of them. Each x_i is 1 for the b of [n-m[i], n),
// each w_i for the a of [n-i, n); so a pair rules out, for each a, a set
// of shifts b that two such intervals give, one bitmask, and the same one
// for all a between the two places where w_i or w_j changes.
//
// A shift that makes a solution q matters only if q could be smaller than
// w.s, which needs q[0] ≤ s[0]: b in a cyclic interval of s[0]+1 shifts.
// Those are the shifts w.allowed starts with, by a; each pair takes its
// bitmasks from them, and the pairs stop once no shift is left, as they
// mostly soon do. Only the q that pass both tests are built, and compared
// with w.s in full.

// shifts is a searcher's scratch space for smallerShift.
type shifts struct {
	wraps    [MaxN]uint64    // by row, the shifts b that wrap its queen's column
	diagRow  [2*MaxN - 1]int // by diagonal r-c+n-1, the row of the first queen on it
	diagRow2 [2*MaxN - 1]int // and of the second
	antiRow  [2*MaxN - 1]int // by diagonal r+c, the row of the first queen on it
	antiRow2 [2*MaxN - 1]int // and of the second
	allowed  [MaxN]uint64    // by shift a, the shifts b that may make a smaller solution
	live     uint64          // the shifts a with allowed shifts b
}

// smallerShift reports whether a shift of the placement m is a solution
// smaller than w.s.
func (w *searcher) smallerShift(m *[MaxN]int) bool {
	n, full := w.n, w.full
	least := uint64(1)<<(w.s[0]+1) - 1 // the shifts b that give q[0] ≤ s[0] if m[-a] = 0
	for a := range n {
		// q[0] = m[-a] + b mod n: the shifts b of q[0] ≤ s[0] start at
		// -m[-a] mod n and wrap around n. (No % here: a division costs
		// more than the rest of the loop.)
		top := m[0]
		if a > 0 {
			top = m[n-a]
		}
		start := 0
		if top > 0 {
			start = n - top
		}
		allowed := least << start
		w.allowed[a] = (allowed | allowed>>n) & full
	}
	w.live = full
	w.clashes(m)
	for live := w.live; live != 0; live &= live - 1 {
		a := bits.TrailingZeros64(live)
		for allowed := w.allowed[a]; allowed != 0; allowed &= allowed - 1 {
			if w.smallerImage(m, a, bits.TrailingZeros64(allowed)) {
				return true
			}
		}
	}
	return false
}

// smallerImage reports whether the shift by (a, b) of the placement m is
// smaller than w.s.
func (w *searcher) smallerImage(m *[MaxN]int, a, b int) bool {
	n := w.n
	for r := range n {
		i := r - a
		if i < 0 {
			i += n
		}
		q := m[i] + b
		if q >= n {
			q -= n
		}
		if q != w.s[r] {
			return q < w.s[r]
		}
	}
	return false
}

// clashes takes from w.allowed the shifts that bring two queens of the
// placement m onto one diagonal. The diagonals a shift cannot tell apart
// come in classes, the diagonals d and d+n (the diagonals mod n, of the
// torus), and a solution holds at most one queen on each diagonal, so at
// most two in a class: if m holds three, on one diagonal or two, no shift
// of m is a solution. Otherwise the pairs of queens that may clash are
// those of the classes that hold two, one pair each, on one diagonal or n
// apart; those on one diagonal, which rule out more shifts, go first.
func (w *searcher) clashes(m *[MaxN]int) {
	n, full := w.n, w.full
	var diags, antis uint64   // the diagonals that hold a queen
	var diags2, antis2 uint64 // those that hold two
	for i := range n {
		w.wraps[i] = full &^ (uint64(1)<<(n-m[i]) - 1)
		diag, anti := i-m[i]+n-1, i+m[i]
		if bit := uint64(1) << diag; diags&bit == 0 {
			diags |= bit
			w.diagRow[diag] = i
		} else if diags2&bit == 0 {
			diags2 |= bit
			w.diagRow2[diag] = i
		} else {
			w.live = 0 // three queens on one diagonal
			return
		}
		if bit := uint64(1) << anti; antis&bit == 0 {
			antis |= bit
			w.antiRow[anti] = i
		} else if antis2&bit == 0 {
			antis2 |= bit
			w.antiRow2[anti] = i
		} else {
			w.live = 0
			return
		}
	}
	if diags2&(diags>>n|diags<<n) != 0 || antis2&(antis>>n|antis<<n) != 0 {
		w.live = 0 // three queens in one class
		return
	}
	for pairs := diags2; pairs != 0 && w.live != 0; pairs &= pairs - 1 {
		diag := bits.TrailingZeros64(pairs)
		i, j := w.diagRow[diag], w.diagRow2[diag]
		w.clash(i, j, w.wraps[i], w.wraps[j], 0)
	}
	for pairs := antis2; pairs != 0 && w.live != 0; pairs &= pairs - 1 {
		anti := bits.TrailingZeros64(pairs)
		i, j := w.antiRow[anti], w.antiRow2[anti]
		w.clash(i, j, w.wraps[j], w.wraps[i], 0) // the sign of x flips on the diagonal r+c
	}
	for pairs := diags & (diags >> n); pairs != 0 && w.live != 0; pairs &= pairs - 1 {
		low := bits.TrailingZeros64(pairs)
		i, j := w.diagRow[low+n], w.diagRow[low]
		w.clash(i, j, w.wraps[i], w.wraps[j], 1)
	}
	for pairs := antis & (antis >> n); pairs != 0 && w.live != 0; pairs &= pairs - 1 {
		low := bits.TrailingZeros64(pairs)
		i, j := w.antiRow[low+n], w.antiRow[low]
		w.clash(i, j, w.wraps[j], w.wraps[i], 1)
	}
}

// clash takes from w.allowed the shifts (a, b) that bring the queens of
// rows i and j onto one diagonal, on which they stand k·n apart, k = 0 or
// 1, the queen of row i ahead: those where x_i - x_j = (w_i - w_j) - k,
// with x_i the bit b of xi and w_i = [a > n-1-i]. For the diagonal r+c,
// whose sides carry x with the other sign, xi and xj come swapped.
func (w *searcher) clash(i, j int, xi, xj uint64, k int) {
	n, full := w.n, w.full
	mask := func(d int) uint64 {
		switch d - k {
		case 0:
			return full &^ (xi ^ xj)
		case 1:
			return xi &^ xj
		case -1:
			return xj &^ xi
		}
		return 0
	}
	lastI, lastJ := n-1-i, n-1-j         // the last shifts a that leave the rows unwrapped
	lo, hi, mid := lastI, lastJ, mask(1) // i wraps first
	if lastI > lastJ {
		lo, hi, mid = lastJ, lastI, mask(-1)
	}
	below := uint64(1)<<(lo+1) - 1 // the shifts a of [0, lo]
	above := full &^ (uint64(1)<<(hi+1) - 1)
	if none := mask(0); none != 0 {
		w.forbid(below|above, none)
	}
	if mid != 0 {
		w.forbid(full&^(below|above), mid)
	}
}

// forbid takes the shifts b in forbidden from the allowed ones of each
// shift a in as, and the shifts a left with none from w.live.
func (w *searcher) forbid(as, forbidden uint64) {
	for set := as & w.live; set != 0; set &= set - 1 {
		a := bits.TrailingZeros64(set)
		if w.allowed[a] &^= forbidden; w.allowed[a] == 0 {
			w.live &^= 1 << a
		}
	}
}
