package counting

import (
	"math"
	"testing"

	"github.com/nqueens-go/nqueens/internal/engine"
)

// checkCalls checks the calls of Progress of a count of units units: the
// first with 0 done, then growing, the last with all of it done, in a
// total that keeps 100 times it within a 32-bit int.
func checkCalls(t *testing.T, name string, calls [][2]int) {
	t.Helper()
	if len(calls) < 2 {
		t.Fatalf("%s: Progress calls %v", name, calls)
	}
	total := calls[0][1]
	if calls[0][0] != 0 || total <= 0 || 100*int64(total) > math.MaxInt32 {
		t.Errorf("%s: Progress first called with %v", name, calls[0])
	}
	for i := 1; i < len(calls); i++ {
		if calls[i][0] <= calls[i-1][0] || calls[i][1] != total {
			t.Fatalf("%s: Progress calls %d and %d: %v then %v", name, i-1, i, calls[i-1], calls[i])
		}
	}
	if last := calls[len(calls)-1]; last[0] != total {
		t.Errorf("%s: Progress ended at %v", name, last)
	}
}

// TestScaleWork checks the work of Progress at the extremes: many units of
// the greatest cost, one unit, and costs far apart, whose work must keep
// 100 times its sum within a 32-bit int, be at least 1 for each unit, and
// keep to the costs' proportions.
func TestScaleWork(t *testing.T) {
	huge := engine.EstimateOf(math.MaxUint64)
	many := make([]engine.Estimate, 1<<21)
	for u := range many {
		many[u] = huge
	}
	spread := []engine.Estimate{engine.EstimateOf(1), {}, engine.EstimateOf(3 << 40), huge, huge.Mul(1 << 40), engine.EstimateOf(12345)}
	for _, tt := range []struct {
		name  string
		costs []engine.Estimate
	}{
		{"many units of the greatest cost", many},
		{"one unit", []engine.Estimate{engine.EstimateOf(7)}},
		{"one unit of no cost", []engine.Estimate{{}}},
		{"costs far apart", spread},
	} {
		work := scaleWork(tt.costs)
		if len(work) != len(tt.costs) {
			t.Fatalf("%s: %d works for %d costs", tt.name, len(work), len(tt.costs))
		}
		var sum int64
		for u, w := range work {
			if w < 1 {
				t.Fatalf("%s: work[%d] = %d", tt.name, u, w)
			}
			sum += int64(w)
		}
		if sum >= 1<<24 || 100*sum > math.MaxInt32 {
			t.Errorf("%s: the work adds up to %d, too much for a 32-bit int's percentages", tt.name, sum)
		}
	}
	// The largest cost takes nearly all the work; others, in proportion.
	if work := scaleWork(spread); work[4] < 1<<22-1 {
		t.Errorf("costs far apart: work %v", work)
	}
	if work := scaleWork([]engine.Estimate{engine.EstimateOf(1000), engine.EstimateOf(3000)}); work[0] < 1<<20 || work[1]-3*work[0] > 3 || 3*work[0]-work[1] > 3 {
		t.Errorf("costs 1000 and 3000: work %v", work)
	}
}

func TestCountOverflow(t *testing.T) {
	if got, ok := engine.AddWeighted(1<<62, 2, 1<<61); !ok || got != 1<<63 {
		t.Fatalf("engine.AddWeighted(2^62, 2, 2^61) = %d, %v, want %d, true", got, ok, uint64(1)<<63)
	}
	for _, tt := range [][3]uint64{{1 << 63, 1, 1 << 63}, {0, 2, 1 << 63}, {0, 1 << 32, 1 << 32}} {
		if got, ok := engine.AddWeighted(tt[0], tt[1], tt[2]); ok {
			t.Errorf("engine.AddWeighted(%d, %d, %d) = %d, true: want overflow", tt[0], tt[1], tt[2], got)
		}
	}
	// A tally one short of the limit overflows on its next subproblem.
	full := tally{total: math.MaxUint64 - 1}
	if full.add(Counts{Total: 2}) {
		t.Errorf("tally.add past 2^64 reported no overflow")
	}
	full = tally{unique: math.MaxUint64}
	if full.add(Counts{Unique: 1}) {
		t.Errorf("tally.add of unique past 2^64 reported no overflow")
	}
}
