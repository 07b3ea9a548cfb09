package stars

import (
	"math/rand/v2"
	"testing"
)

// TestDisagree checks disagree against every way that eachWay weighs,
// with no bound on the placements: where disagree says that the ways
// agree on no square, none is placed, nor ruled out, by all of them. Its
// states are those of random grids, with queens placed and squares ruled
// out at random, and then those the chain reaches from there; its units,
// each open unit and every two whose ways placements weighs.
func TestDisagree(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 32))
	said, agreed, states := 0, 0, 0
	for range 24 {
		n := 8 + rng.IntN(5)
		k := 1 + rng.IntN(n/4)
		s := stateAt[Small](t, draw(rng, n, k, k == 1 && rng.IntN(3) == 0))
		for range rng.IntN(3) {
			if free := s.Free.List(); len(free) > 0 {
				s.Place(free[rng.IntN(len(free))])
			}
		}
		for range rng.IntN(n) {
			if free := s.Free.List(); len(free) > 0 {
				s.Rule(free[rng.IntN(len(free))])
			}
		}
		for step := 0; step < 3 && s.Short() < 0 && !s.Solved(); step++ {
			states++
			for u := range 3 * n {
				for v := u; v < 3*n; v++ {
					units := []int{u, v}
					if u == v {
						units = units[:1]
					}
					product := 1
					for _, u := range units {
						product *= ways(s.Free.And(s.g.unit[u]).Count(), int(s.need[u]))
					}
					if s.need[u] == 0 || s.need[v] == 0 || product > fitBudget {
						continue
					}
					if !s.disagree(units) {
						continue
					}
					said++
					var inAll, ruledAll Set[Small]
					ways, tries := 0, 1<<30
					s.eachWay(units, aim[Small]{keep: -1}, &tries, func(placed, ruled Set[Small]) bool {
						if ways == 0 {
							inAll, ruledAll = placed, ruled
						} else {
							inAll, ruledAll = inAll.And(placed), ruledAll.And(ruled)
						}
						ways++
						return true
					})
					if ways > 0 && (!inAll.Empty() || !ruledAll.Empty()) {
						agreed++
						t.Errorf("units %v: disagree, but all %d ways place %v and rule out %v", units, ways, inAll.List(), ruledAll.List())
					}
				}
			}
			st, ok := s.Next(Counting)
			if !ok {
				break
			}
			s.Apply(st)
		}
	}
	if said == 0 {
		t.Fatal("disagree never said so")
	}
	t.Logf("%d states: disagree said so %d times, wrongly %d", states, said, agreed)
}
