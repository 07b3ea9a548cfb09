package disjoint

// --- One base, many lists of queries ---
//
// A count split by some property of one side's keys, the column of a
// queen, counts each part of that side against the whole of the other.
// Counted one part at a time, the other side would be sorted and sliced
// again for each part, and slicing a group of base keys costs some 64
// queries: more than the queries of a small part. CountLists sorts and
// slices the base once, and counts each list of queries against each
// group while the group's table is at hand, and CountCross counts the
// same lists against each of many bases, sorting the lists by the sieve
// once for all the bases that take as many sieve bits. For each group, the
// runs of patterns it leaves room for are found once for all the lists.

// CountLists adds to counts[i], for each i, the number of pairs of a key
// of base and a key of lists[i], keys of width bits, width at most 64,
// that share no bit, sieving by sieve as Count does; counts holds at
// least len(lists) numbers. Unlike Count, it never swaps the sides: base
// is the side it slices, as large as the lists together may be.
func (d *Counter) CountLists(base []uint64, lists [][]uint64, width int, sieve Sieve, counts []uint64) {
	d.sortedBits = -1
	d.countLists(base, lists, width, sieve, counts)
}

// CountCross is CountLists of each of bases: it adds to
// counts[b*len(lists)+i] the pairs of bases[b] and lists[i]. The lists
// are sorted for the first base and kept so for the next ones that take
// as many sieve bits, where CountLists would sort them again for each.
func (d *Counter) CountCross(bases, lists [][]uint64, width int, sieve Sieve, counts []uint64) {
	d.sortedBits = -1
	for b, base := range bases {
		d.countLists(base, lists, width, sieve, counts[b*len(lists):])
	}
}

// countLists is CountLists, the lists sorted by d.sortedBits sieve bits
// in d.lists where that is not -1.
func (d *Counter) countLists(base []uint64, lists [][]uint64, width int, sieve Sieve, counts []uint64) {
	queries := 0
	for _, l := range lists {
		queries += len(l)
	}
	k := 0
	if len(base) >= sieveKeys {
		for k < maxSieve && sieve.runs[1] != 0 && len(base)>>uint(k+1) >= patternKeys {
			k++
		}
	}
	sieve.k = uint(k)
	byPattern := patternGroup > 0 && (k > 0 && k >= patternSieve || k == 0 && queries >= patternQueries)
	drop := byPattern && k > 0 && chunksOf(width-k) < chunksOf(width) && sieve.disjointRuns()
	if len(base) < 16 || queries < fewestQueries || byPattern && wideFor(width-k*boolInt(drop)) {
		// Too few to slice, or counted on wide chunks: one list at a
		// time.
		for i, l := range lists {
			counts[i] += d.Count(base, l, width, sieve)
		}
		d.sortedBits = -1 // Count sorts into the lists' buffer
		return
	}
	patterns := 1 << uint(k)
	var baseStart [1<<maxSieve + 1]int
	base, d.patterns = sortBySieve(d.base, base, d.patterns, sieve, &baseStart)
	if k > 0 {
		d.base = base // the buffer, for the next count
	}
	if d.sortedBits != k {
		d.sortLists(lists, queries, sieve)
	}
	if drop {
		sieve.drop(base) // as countBy drops them, from the Counter's own copies
		sieve.drop(d.queries[:queries])
		width -= k
		d.sortedBits = -1 // the lists lost their sieve bits
	}
	chunks := d.tableFor(width)
	var runs [1 << maxSieve / 2]patternRun
	countGroup := func(g, end int, open *[patternWords]uint64) {
		d.slice(base[g:end], chunks)
		// The runs of open patterns, found once for all the lists.
		rs := runsOf(runs[:0], open, patterns)
		for i, l := range d.lists {
			counts[i] += d.countRuns(rs, l, &d.listStarts[i], chunks, end-g)
		}
	}
	if byPattern {
		for p := range patterns {
			for g := baseStart[p]; g < baseStart[p+1]; g += patternGroup {
				countGroup(g, min(g+patternGroup, baseStart[p+1]), &disjointPatterns[p])
			}
		}
		return
	}
	for g := 0; g < len(base); g += groupKeys {
		end := min(g+groupKeys, len(base))
		open := openPatterns(&baseStart, patterns, g, end)
		countGroup(g, end, &open)
	}
}

// sortLists sorts each of lists, of queries keys in all, by the sieve,
// into one buffer of the Counter's: list i's keys of pattern p from
// d.listStarts[i][p] on, in d.lists[i].
func (d *Counter) sortLists(lists [][]uint64, queries int, sieve Sieve) {
	if cap(d.queries) < queries {
		d.queries = make([]uint64, queries, queries+queries/4)
	}
	if cap(d.listStarts) < len(lists) {
		d.listStarts = make([][1<<maxSieve + 1]int, len(lists))
	}
	d.lists, d.listStarts = d.lists[:0], d.listStarts[:len(lists)]
	at := 0
	for i, l := range lists {
		sorted := d.queries[at : at+len(l) : at+len(l)]
		if sieve.k == 0 {
			copy(sorted, l)
			d.listStarts[i][0], d.listStarts[i][1] = 0, len(l)
		} else {
			sorted, d.patterns = sortBySieve(sorted, l, d.patterns, sieve, &d.listStarts[i])
		}
		d.lists = append(d.lists, sorted)
		at += len(l)
	}
	d.sortedBits = int(sieve.k)
}

// boolInt returns 1 for true and 0 for false.
func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
