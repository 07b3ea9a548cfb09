package disjoint

import (
	"math/rand/v2"
	"testing"
)

// TestPlan lays out counts of every size of base, in both layouts, and
// counts the pairs of each task pair by pair: their sum is the count of
// the pairs of the two lists, compared one by one; each task holds at
// most GroupKeys base keys, and the tasks of a group come one after the
// other.
func TestPlan(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 32))
	keys := func(k int) []uint64 { return randomKeys(r, k, 42) }
	var d Counter
	for _, size := range []int{1, 100, 512, 1023, 1024, 3000, 9000} {
		base, queries := keys(size), keys(size+700)
		want := countPairsGo(base, queries)
		for _, layout := range []Layout{{PatternKeys: 128}, {PatternKeys: 256}, {PatternKeys: 64, OnePattern: true}, {PatternKeys: 128, OnePattern: true}} {
			sortedBase, sortedQueries, width, tasks := d.Plan(nil, base, queries, 42, SieveRuns(7, 27), layout)
			var got uint64
			groups := make(map[[2]int]bool)
			for i, task := range tasks {
				if n := task.Base[1] - task.Base[0]; n < 1 || n > GroupKeys {
					t.Fatalf("%d base keys, %+v: task %+v of %d base keys", size, layout, task, n)
				}
				if i > 0 && task.Base != tasks[i-1].Base && groups[task.Base] {
					t.Fatalf("%d base keys, %+v: the tasks of group %v apart", size, layout, task.Base)
				}
				groups[task.Base] = true
				got += countPairsGo(sortedBase[task.Base[0]:task.Base[1]], sortedQueries[task.Queries[0]:task.Queries[1]])
			}
			for _, key := range append(sortedBase, sortedQueries...) {
				if key >= 1<<uint(width) {
					t.Fatalf("%d base keys, %+v: key %#x of more than %d bits", size, layout, key, width)
				}
			}
			if got != want {
				t.Errorf("%d base keys, %+v, %d tasks: %d disjoint pairs, want %d", size, layout, len(tasks), got, want)
			}
		}
	}
}
