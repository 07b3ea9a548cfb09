package stars

import "math/bits"

// prune keeps, of the edges adj[i] from each vertex i of left to the
// vertices of another side, a bit for each, those that some perfect
// matching holds, and reports whether there is one. The vertices of the
// other side are those of the edges, and must be as many as left's.
//
// It is Régin's filter for all-different (J.-C. Régin, A filtering
// algorithm for constraints of difference in CSPs, AAAI 1994): it finds a
// matching by augmenting paths, then keeps an edge outside it only if the
// edge closes an alternating cycle, that is if, in the graph on the other
// side where each vertex leads to those its mate could take instead, the
// edge's end and its left vertex's mate lie in one strongly connected
// component.
func prune(adj *[MaxN]uint32, left uint32) bool {
	var m matching
	return m.prune(adj, left)
}

// prune is the function prune, with m's storage: a search that prunes
// again and again keeps one matching, so as not to clear its arrays each
// time; each prune writes what it reads of them first.
func (m *matching) prune(adj *[MaxN]uint32, left uint32) bool {
	m.unmatched = 0
	var taken uint32 // the vertices of the other side matched
	for l := left; l != 0; l &= l - 1 {
		i := bits.TrailingZeros32(l)
		if free := adj[i] &^ taken; free != 0 {
			j := bits.TrailingZeros32(free)
			m.owner[j] = int8(i)
			taken |= 1 << j
		} else {
			m.unmatched |= 1 << i
		}
	}
	m.taken = taken
	for l := m.unmatched; l != 0; l &= l - 1 {
		m.seen = 0
		if !m.augment(adj, bits.TrailingZeros32(l)) {
			return false
		}
	}
	rest := m.taken
	for r := rest; r != 0; r &= r - 1 {
		j := bits.TrailingZeros32(r)
		m.next[j] = adj[m.owner[j]] &^ (1 << j)
	}
	// A vertex that leads nowhere, or that none leads to, is a component
	// of its own, and so, once it is gone, is one that only it led to or
	// from: most are, once the search has placed queens.
	for {
		var into, sinks uint32
		for r := rest; r != 0; r &= r - 1 {
			j := bits.TrailingZeros32(r)
			into |= m.next[j]
			if m.next[j]&rest == 0 {
				sinks |= 1 << j
			}
		}
		alone := sinks | rest&^into
		if alone == 0 {
			break
		}
		rest &^= alone
		for ; alone != 0; alone &= alone - 1 {
			j := bits.TrailingZeros32(alone)
			adj[m.owner[j]] &= 1 << j
		}
	}
	// What is left splits into components: all that its first vertex
	// leads to and that lead to it, and then the same in the others.
	for rest != 0 {
		component := m.forward(rest) & m.backward(rest)
		for c := component; c != 0; c &= c - 1 {
			adj[m.owner[bits.TrailingZeros32(c)]] &= component
		}
		rest &^= component
	}
	return true
}

// A matching is the state of one prune: a matching, found by augmenting
// paths, and its graph.
type matching struct {
	owner     [MaxN]int8 // the vertex of left matched to each of the other side's in taken
	taken     uint32
	unmatched uint32 // the vertices of left that the first greedy pass left unmatched
	seen      uint32 // the vertices of the other side that an augmenting path has tried

	next [MaxN]uint32 // the graph of the matching on the other side
}

// augment finds an augmenting path from vertex i of left, which has no
// mate, and flips it, or reports that there is none.
func (m *matching) augment(adj *[MaxN]uint32, i int) bool {
	for free := adj[i] &^ m.seen; free != 0; free = adj[i] &^ m.seen {
		j := bits.TrailingZeros32(free)
		m.seen |= 1 << j
		if m.taken&(1<<j) == 0 || m.augment(adj, int(m.owner[j])) {
			m.owner[j] = int8(i)
			m.taken |= 1 << j
			return true
		}
	}
	return false
}

// forward returns the vertices of within that its first vertex leads to,
// itself included.
func (m *matching) forward(within uint32) uint32 {
	seen := within & -within
	for frontier := seen; frontier != 0; {
		var step uint32
		for ; frontier != 0; frontier &= frontier - 1 {
			step |= m.next[bits.TrailingZeros32(frontier)]
		}
		frontier = step & within &^ seen
		seen |= frontier
	}
	return seen
}

// backward returns the vertices of within that lead to its first vertex,
// itself included.
func (m *matching) backward(within uint32) uint32 {
	seen := within & -within
	for {
		var step uint32
		for r := within &^ seen; r != 0; r &= r - 1 {
			if j := bits.TrailingZeros32(r); m.next[j]&seen != 0 {
				step |= 1 << j
			}
		}
		if step == 0 {
			return seen
		}
		seen |= step
	}
}
