package join

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"slices"
	"sync/atomic"
	"testing"

	"github.com/nqueens-go/nqueens/internal/disjoint"
	"github.com/nqueens-go/nqueens/internal/engine"
)

// TestJoinCosts checks the costs of the join's units, which decide its
// shards, against a plain estimate of each unit on its own, X by X, with
// one goroutine and with three, for sizes beyond those that
// testdata/joinunits.txt pins, 17 and, without -short, 18: costs counts
// the west half of the phases of an odd size with the same b once for
// them all.
func TestJoinCosts(t *testing.T) {
	maxN := 17
	if !testing.Short() && !raceEnabled {
		maxN = 18
	}
	for n := MinN; n <= maxN; n++ {
		for _, transpose := range []bool{false, true} {
			e, err := New(context.Background(), n, transpose, false)
			if err != nil {
				t.Fatal(err)
			}
			if err := e.index(context.Background()); err != nil {
				t.Fatal(err)
			}
			want := make([]engine.Estimate, len(e.list))
			h := uint(n / 2)
			for u, unit := range e.list {
				p := &e.phases[unit.phase]
				var c uint64
				xs := 0
				for x := range p.rowSets(unit.from) {
					if xs++; xs > unit.xs {
						break
					}
					var weigh *columnWeigher
					if transpose && p.classes {
						cw := newColumnWeigher(x.rows, n/2)
						weigh = &cw
					}
					y := p.rows &^ x.rows
					ce := p.candidates(e.table, weigh, east, x.rows&(1<<h-1), x.rows>>h)
					cw := p.candidates(e.table, weigh, west, y&(1<<h-1), y>>h)
					c += ce*cw + 256*(ce+cw)
				}
				want[u] = engine.EstimateOf(c)
			}
			for _, workers := range []int{1, 3} {
				got, err := e.Costs(context.Background(), workers)
				if err != nil {
					t.Fatal(err)
				}
				if len(got) != len(want) {
					t.Fatalf("n = %d, transpose %v, %d workers: %d costs for %d units", n, transpose, workers, len(got), len(want))
				}
				for u := range want {
					if got[u] != want[u] {
						t.Errorf("n = %d, transpose %v, %d workers: unit %d costs %v, want %v, its own estimate", n, transpose, workers, u, got[u], want[u])
						break
					}
				}
			}
		}
	}
}

// TestQuarterTable checks the tables of the squares of sides 1 to 6
// against a plain enumeration of their placements, in order.
func TestQuarterTable(t *testing.T) {
	for h := 1; h <= 6; h++ {
		checkQuarterTable(t, h)
	}
}

// checkQuarterTable checks the table of the h×h square.
func checkQuarterTable(t *testing.T, h int) {
	tab, err := newQuarterIndex(context.Background(), h)
	if err != nil {
		t.Fatal(err)
	}
	index := *tab
	if err := tab.fill(context.Background()); err != nil {
		t.Fatal(err)
	}
	want := make(map[[2]uint32][]uint64)
	wantEdges := make(map[[2]uint32][]uint8) // the rows of the queens of columns 0 and h-1, 15 for none
	// Every set of squares, one per row at most, that attack each other
	// nowhere.
	var walk func(row int, squares [][2]int)
	walk = func(row int, squares [][2]int) {
		if row == h {
			var rows, cols uint32
			var entry uint64
			first, last := 15, 15
			for _, q := range squares {
				rows |= 1 << uint(q[0])
				cols |= 1 << uint(q[1])
				entry |= 1<<uint(q[0]-q[1]+h-1) | 1<<uint(32+q[0]+q[1])
				if q[1] == 0 {
					first = q[0]
				}
				if q[1] == h-1 {
					last = q[0]
				}
			}
			want[[2]uint32{rows, cols}] = append(want[[2]uint32{rows, cols}], entry)
			wantEdges[[2]uint32{rows, cols}] = append(wantEdges[[2]uint32{rows, cols}], uint8(first|last<<4))
			return
		}
		walk(row+1, squares)
		for c := range h {
			ok := true
			for _, q := range squares {
				if q[1] == c || q[0]-q[1] == row-c || q[0]+q[1] == row+c {
					ok = false
				}
			}
			if ok {
				walk(row+1, append(squares[:len(squares):len(squares)], [2]int{row, c}))
			}
		}
	}
	walk(0, nil)
	entries := 0
	for rows := uint32(0); rows < 1<<h; rows++ {
		for cols := uint32(0); cols < 1<<h; cols++ {
			got := tab.of(rows, cols)
			entries += len(got)
			if c := index.count(rows, cols); c != uint64(len(got)) {
				t.Errorf("h = %d, rows %05b, columns %05b: the index counts %d entries, the table holds %d", h, rows, cols, c, len(got))
			}
			w := want[[2]uint32{rows, cols}]
			if fmt.Sprint(got) != fmt.Sprint(w) {
				t.Errorf("h = %d, rows %05b, columns %05b: %x, want %x", h, rows, cols, got, w)
			}
			all, edges := tab.rowsWithEdges(rows)
			if e := tab.edgesIn(edges, rows, cols); len(all) != len(edges) || fmt.Sprint(e) != fmt.Sprint(wantEdges[[2]uint32{rows, cols}]) {
				t.Errorf("h = %d, rows %05b, columns %05b: edges %x, want %x", h, rows, cols, e, wantEdges[[2]uint32{rows, cols}])
			}
		}
	}
	if bytes, _ := quarterSize(context.Background(), h); bytes != uint64(entries)*9+(1<<(2*h)+1)*4 {
		t.Errorf("quarterSize(%d) = %d, the table has %d entries", h, bytes, entries)
	}
}

// TestCountPlacements checks the index of the table, which
// countPlacements counts, against the placements that building the table
// visits one by one, and that it stops when its context is done.
func TestCountPlacements(t *testing.T) {
	for h := 1; h <= 9; h++ {
		want := make([]uint32, 1<<(2*h))
		if err := quarterPlacements(context.Background(), h, func(i int, _ uint64) { want[i]++ }); err != nil {
			t.Fatal(err)
		}
		got := make([]uint32, 1<<(2*h))
		if err := countPlacements(context.Background(), h, got); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got, want) {
			t.Errorf("h = %d: countPlacements differs from the placements visited", h)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := countPlacements(ctx, 11, make([]uint32, 1<<22)); !errors.Is(err, context.Canceled) {
		t.Errorf("countPlacements with a cancelled context: %v", err)
	}
}

// TestQuarterEntries checks the count of a table's entries, for sizing it,
// against the placements that building it visits one by one.
func TestQuarterEntries(t *testing.T) {
	for h := 1; h <= 9; h++ {
		var want uint64
		if err := quarterPlacements(context.Background(), h, func(int, uint64) { want++ }); err != nil {
			t.Fatal(err)
		}
		if got, err := quarterEntries(context.Background(), h); err != nil || got != want {
			t.Errorf("quarterEntries(%d) = %d, %v; the table has %d entries", h, got, err, want)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := quarterEntries(ctx, 11); !errors.Is(err, context.Canceled) {
		t.Errorf("quarterEntries with a cancelled context: %v", err)
	}
}

// TestJoinGroups checks the groups of the join's units at odd sizes up to
// 13, whose groups hold one to five units: they hold every unit once, each
// group units of one b at one place in their phases, and a group counted
// together gives each unit the count it has on its own, for both joins,
// with the whole table and streaming its entries, and with every group's
// west keys sorted by the sieve (which only larger sizes than these do at
// SortWestFrom); a group stopped gives engine.ErrStopped.
func TestJoinGroups(t *testing.T) {
	const max = 13
	defer func(from int) { SortWestFrom = from }(SortWestFrom)
	for n := 5; n <= max; n += 2 {
		for _, transpose := range []bool{false, true} {
			for _, stream := range []bool{false, true} {
				SortWestFrom = 0
				if stream {
					SortWestFrom = 1 << 30 // the whole table sorts them, the streamed one never
				}
				e, err := New(context.Background(), n, transpose, false)
				if err != nil {
					t.Fatal(err)
				}
				e.stream = stream
				if err := e.Prepare(context.Background()); err != nil {
					t.Fatal(err)
				}
				todo := make([]int, e.Units())
				for u := range todo {
					todo[u] = u
				}
				groups := e.Group(todo)
				seen := make(map[int]bool)
				var stop atomic.Bool
				together, alone := e.Worker(), e.Worker()
				for _, g := range groups {
					p := &e.phases[e.list[g[0]].phase]
					for _, u := range g {
						if seen[u] {
							t.Fatalf("n = %d: unit %d in two groups", n, u)
						}
						seen[u] = true
						q := &e.phases[e.list[u].phase]
						if q.b != p.b || u-e.first[e.list[u].phase] != g[0]-e.first[e.list[g[0]].phase] || (len(g) > 1 && q.b == 0) {
							t.Fatalf("n = %d: units %d and %d in one group", n, g[0], u)
						}
					}
					got := together.Count(g, &stop)
					if len(got) != len(g) {
						t.Fatalf("n = %d: group %v gave %d results", n, g, len(got))
					}
					for i, u := range g {
						want := alone.Count([]int{u}, &stop)[0]
						if !got[i].Equal(want) {
							t.Errorf("n = %d, transpose %v, stream %v: unit %d counted in group %v: %+v; alone: %+v", n, transpose, stream, u, g, got[i], want)
						}
					}
				}
				if len(seen) != len(todo) {
					t.Errorf("n = %d: the groups hold %d of %d units", n, len(seen), len(todo))
				}
				for _, g := range groups {
					if len(g) > 1 {
						stop.Store(true)
						if got := together.Count(g, &stop); len(got) != 1 || got[0].Err != engine.ErrStopped {
							t.Errorf("n = %d: group %v stopped gave %+v", n, g, got)
						}
						break
					}
				}
			}
		}
	}
	e, err := New(context.Background(), 14, true, false)
	if err != nil {
		t.Fatal(err)
	}
	if g := e.Group([]int{0, 1, 2}); g != nil {
		t.Errorf("n = 14: groups %v, want none", g)
	}
}

// TestJoinDeadBits checks, at odd sizes, that no half-solution of a phase
// holds a key bit the phase calls dead, on either side, for every X of
// each phase, and that the phases whose dead bits save a chunk of the
// keys fold them: the fold would mix such a bit with the bit it moves
// onto it.
func TestJoinDeadBits(t *testing.T) {
	max := 15
	if testing.Short() || raceEnabled {
		max = 13
	}
	for n := 5; n <= max; n += 2 {
		e, err := New(context.Background(), n, false, false)
		if err != nil {
			t.Fatal(err)
		}
		if err := e.Prepare(context.Background()); err != nil {
			t.Fatal(err)
		}
		h := n / 2
		width := 2 * (2*h - 1)
		folded := 0
		for i := range e.phases {
			p := e.phases[i] // a copy, whose keys are not folded
			dead := p.deadBits()
			if bits.OnesCount64(dead) != 2 && bits.OnesCount64(dead) != 4 || dead>>uint(width) != 0 {
				t.Fatalf("n = %d, phase (%d, %d): dead bits %#x", n, p.a, p.b, dead)
			}
			if p.fold.Width() < width {
				folded++
			}
			p.fold = disjoint.NewFold(width, 0)
			checkNoKeyHolds(t, e.table, n, &p, dead, fmt.Sprintf("n = %d, phase (%d, %d)", n, p.a, p.b))
		}
		if want := map[int]bool{7: true, 9: true, 13: true, 15: true}[n]; (folded > 0) != want {
			t.Errorf("n = %d: %d phases fold their keys", n, folded)
		}
	}
}

// TestRowCache checks that the entries a rowCache places for each set of
// rows are those of the filled table, in the same order, for every set of
// rows of the squares of side 1 to 8, asked for in an order that makes it
// reuse and evict its slots.
func TestRowCache(t *testing.T) {
	for h := 1; h <= 8; h++ {
		table := preparedTable(t, h)
		cache := newRowCache(table)
		for _, rows := range rowsInOrder(h) {
			got, gotEdges := cache.withEdges(rows)
			want, wantEdges := table.rowsWithEdges(rows)
			if !slices.Equal(got, want) || !slices.Equal(gotEdges, wantEdges) {
				t.Fatalf("h = %d, rows %b: the cache places %d entries, the table holds %d, or in another order, or with other edges", h, rows, len(got), len(want))
			}
		}
	}
}

// rowsInOrder returns every set of rows of a square of side h, the first
// few asked for again between the others.
func rowsInOrder(h int) []uint32 {
	var order []uint32
	for rows := range uint32(1) << uint(h) {
		order = append(order, rows, rows/3, rows/7)
	}
	return order
}

// preparedTable returns the filled table of the square of side h.
func preparedTable(tb testing.TB, h int) *quarterTable {
	tb.Helper()
	table, err := newQuarterIndex(context.Background(), h)
	if err == nil {
		err = table.fill(context.Background())
	}
	if err != nil {
		tb.Fatal(err)
	}
	return table
}

// TestNextSubset checks nextSubset against deposit of the next
// combination, for every combination of every size of the members of
// masks of up to 12 members spread over the bits of a word.
func TestNextSubset(t *testing.T) {
	for _, mask := range []uint32{0b1, 0b1011, 0xfff, 0b101101110010110001, 0x80000001, 0xf0f00f0f &^ 0xff00} {
		m := bits.OnesCount32(mask)
		if m > 12 {
			t.Fatalf("mask %#x has %d members", mask, m)
		}
		var lowest [33]uint32
		for i, r := 1, mask; i <= m; i++ {
			lowest[i] = lowest[i-1] | r&-r
			r &= r - 1
		}
		for k := 1; k <= m; k++ {
			for c := uint32(1)<<uint(k) - 1; ; {
				next := nextCombination(c)
				if next >= 1<<uint(m) {
					break
				}
				if got, want := nextSubset(deposit(c, mask), mask, &lowest), deposit(next, mask); got != want {
					t.Fatalf("mask %#x, combination %#b: nextSubset gives %#b, want %#b", mask, c, got, want)
				}
				c = next
			}
		}
	}
	if got := nextSubset(0, 0xff, &[33]uint32{}); got != 0 {
		t.Errorf("nextSubset(0) = %#b, want 0", got)
	}
}

// checkNoKeyHolds fails t if a key of a half-solution of some set X of
// the phase p of size n, built from table, holds a bit of mask; where
// names the phase.
func checkNoKeyHolds(t *testing.T, table *quarterTable, n int, p *joinPhase, mask uint64, where string) {
	t.Helper()
	h := n / 2
	j := newJoiner(table, nil, n, p, false)
	for x := range p.rowSets(0) {
		y := p.rows &^ x.rows
		for sd, rows := range [2]uint32{x.rows, y} {
			j.half(side(sd), rows&(1<<uint(h)-1), rows>>uint(h))
			for _, k := range j.buckets[sd][0] {
				if k&mask != 0 {
					t.Fatalf("%s, X %#x: key %#x of side %d holds bits %#x", where, x.rows, k, sd, k&mask)
				}
			}
		}
	}
}
