package disjoint

// --- Laying out a count for a device ---
//
// A device that counts disjoint pairs in kernels of its own (the OpenCL
// engine, internal/clengine) takes its work from Plan: the two lists
// sorted by the sieve as Count sorts them, and the groups of base keys,
// with the runs of queries of the patterns they leave room for, as
// countSieved and countByPattern count them. The device then slices each
// group and counts its queries as Count would, and skips the pairs that
// the sieve rules out.

// A Task is a part of a count that Plan lays out: the pairs of the base
// keys Base[0] to Base[1]-1 of its sorted base and the queries Queries[0]
// to Queries[1]-1 of its sorted queries, at most GroupKeys base keys.
type Task struct{ Base, Queries [2]int }

// GroupKeys is the most base keys of a Task, the keys that a table's
// vectors hold.
const GroupKeys = groupKeys

// A Layout says how Plan lays out a count.
type Layout struct {
	// PatternKeys is the fewest base keys of a pattern, on average, for
	// which Plan adds a sieve bit, from 2*GroupKeys base keys on.
	PatternKeys int
	// OnePattern makes each group of base keys hold one pattern, so that
	// it meets only the queries that each of its keys leaves room for,
	// and drops the sieve's bits from the keys where that saves them a
	// chunk; otherwise a group is GroupKeys base keys in a row, which
	// meet the queries of the patterns that any of them leaves room for.
	// One pattern a group pays where a group is counted faster the fewer
	// its keys, as on a GPU's lanes; whole groups, where a query costs
	// the same whatever their number, as in a processor's vectors.
	OnePattern bool
}

// Plan lays out the count of the pairs of a key of base and a key of
// queries, keys of width bits, that share no bit, for a device: it sorts
// both by the sieve, and appends to tasks a Task for each group of base
// keys, at most GroupKeys of them, and each run of queries of the
// patterns that the group leaves room for, the runs of a group one after
// the other, as the layout says. It returns the sorted base keys and
// queries, valid until the next call, the width of their keys, and the
// tasks. Base is the side the caller slices, the shorter one: Plan swaps
// nothing.
func (d *Counter) Plan(tasks []Task, base, queries []uint64, width int, sieve Sieve, layout Layout) (sortedBase, sortedQueries []uint64, keyWidth int, _ []Task) {
	k := 0
	if len(base) >= 2*groupKeys {
		for k < maxSieve && sieve.runs[1] != 0 && len(base)>>uint(k+1) >= layout.PatternKeys {
			k++
		}
	}
	sieve.k = uint(k)
	patterns := 1 << uint(k)
	var baseStart, queryStart [1<<maxSieve + 1]int
	base, d.patterns = sortBySieve(d.base, base, d.patterns, sieve, &baseStart)
	queries, d.patterns = sortBySieve(d.queries, queries, d.patterns, sieve, &queryStart)
	if k > 0 {
		d.base, d.queries = base, queries
	}
	if !layout.OnePattern {
		for g := 0; g < len(base); g += groupKeys {
			end := min(g+groupKeys, len(base))
			open := openPatterns(&baseStart, patterns, g, end)
			tasks = appendRuns(tasks, [2]int{g, end}, &open, &queryStart, patterns)
		}
		return base, queries, width, tasks
	}
	if k > 0 && chunksOf(width-k) < chunksOf(width) && sieve.disjointRuns() {
		sieve.drop(base)
		sieve.drop(queries)
		width -= k
	}
	for p := range patterns {
		for g := baseStart[p]; g < baseStart[p+1]; g += groupKeys {
			tasks = appendRuns(tasks, [2]int{g, min(g+groupKeys, baseStart[p+1])}, &disjointPatterns[p], &queryStart, patterns)
		}
	}
	return base, queries, width, tasks
}

// appendRuns appends to tasks a Task of the base keys group for each run
// of queries of consecutive patterns below patterns in open, the queries
// sorted by their patterns as queryStart says.
func appendRuns(tasks []Task, group [2]int, open *[patternWords]uint64, queryStart *[1<<maxSieve + 1]int, patterns int) []Task {
	openRuns(open, queryStart, patterns, func(from, to int) {
		tasks = append(tasks, Task{Base: group, Queries: [2]int{from, to}})
	})
	return tasks
}
