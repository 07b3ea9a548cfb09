package disjoint

// --- Keys sorted once for many counts ---
//
// The join of an odd size counts the west keys of one set of rows against
// the east keys of several phases, each phase keeping the west keys its
// queen leaves. Sorted by the sieve once, rather than once for each
// phase, those keys can be the base of each count, the larger side, which
// the sieve serves best, at the cost of slicing more keys: a Sorted holds
// keys sorted by the patterns of the sieve's sortedSieve bits, numbered so
// that the patterns of fewer bits are their prefixes, and CountSorted
// sieves by as many bits as they call for, sorting the other side alone.
// The phases of n = 21 sieve out 31% of their pairs with Count, whose
// base is their east keys, about 1,800 at a time.

// A Sorted holds keys in order of their patterns of sortedSieve bits of a
// sieve: the keys of pattern p are Keys[start[p]:start[p+1]]. The
// pattern's highest bit is the sieve's first bit of its first run, the
// next its first of the second run, and so on, alternately, so that the
// pattern of k bits is the pattern of sortedSieve bits shifted right by
// sortedSieve-k. The zero Sorted is empty.
type Sorted struct {
	Keys   []uint64 // the keys, in order
	start  [1<<sortedSieve + 1]int
	sieve  Sieve
	sorted bool    // whether the keys are sorted; otherwise all are of pattern 0
	order  []uint8 // the patterns of the keys being sorted
}

// prefixPatterns maps the sieve bits of a key, those of the first run in
// bits 0 to 2 and those of the second in bits 3 to 5, to its pattern of
// sortedSieve bits in the order of a Sorted.
var prefixPatterns = func() (t [1 << sortedSieve]uint8) {
	for v := range t {
		var p uint8
		for i := range sortedSieve {
			run, at := i%2, i/2 // the i-th sieve bit: alternately from each run
			if v>>uint(3*run+at)&1 != 0 {
				p |= 1 << uint(sortedSieve-1-i)
			}
		}
		t[v] = p
	}
	return t
}()

// patternsGo sets order[i] to table's entry for the three bits of
// keys[i] from r0 on and, above them, the three from r1 on; order holds
// at least len(keys) bytes, and r0 and r1 are below 64.
func patternsGo(order []uint8, keys []uint64, r0, r1 uint, table *[1 << sortedSieve]uint8) {
	order = order[:len(keys)]
	for i, key := range keys {
		order[i] = table[key>>r0&7|(key>>r1&7)<<3]
	}
}

// Sort sets s to keys in order of their patterns of sieve, in s's memory.
func (s *Sorted) Sort(keys []uint64, sieve Sieve) {
	s.sieve, s.sorted = sieve, true
	s.Keys, s.order = sortByPrefix(s.Keys, keys, s.order, sieve, 0, &s.start)
}

// Hold sets s to keys as they are, unsorted, in s's memory: CountSorted
// counts with them as Count does with sieve.
func (s *Sorted) Hold(keys []uint64, sieve Sieve) {
	s.sieve, s.sorted = sieve, false
	s.Keys = append(s.Keys[:0], keys...)
	s.start[0] = 0
	for p := 1; p <= 1<<sortedSieve; p++ {
		s.start[p] = len(keys)
	}
}

// sortByPrefix returns keys in order of their patterns of sieve shifted
// right by shift, in dst's memory, with order as a buffer, and sets
// start[p] to the index of the first key of pattern p, and
// start[1<<(sortedSieve-shift)] to len(keys), by placeByPattern.
func sortByPrefix(dst, keys []uint64, order []uint8, sieve Sieve, shift uint, start *[1<<sortedSieve + 1]int) ([]uint64, []uint8) {
	if cap(dst) < len(keys) {
		dst = make([]uint64, len(keys), len(keys)+len(keys)/4)
	}
	if cap(order) < len(keys) {
		order = make([]uint8, len(keys), len(keys)+len(keys)/4)
	}
	dst, order = dst[:len(keys)], order[:len(keys)]
	var table [1 << sortedSieve]uint8
	for v, p := range prefixPatterns {
		table[v] = p >> (shift & 7)
	}
	patterns(order, keys, sieve.runs[0]&63, sieve.runs[1]&63, &table)
	placeByPattern(dst, keys, order, 1<<(sortedSieve-shift), start[:1<<(sortedSieve-shift)+1])
	return dst, order
}

// SetFree sets s to the keys of from that hold no bit of mask, folded by
// f, in their order: sorted by the patterns of from's sieve before the
// fold. CountSorted counts them right against keys folded alike, whose
// patterns it takes after the fold: the fold moves bits onto bits that
// no key holds, so a sieve bit both patterns hold is one diagonal.
func (s *Sorted) SetFree(from *Sorted, mask uint64, f *Fold) {
	s.sieve, s.sorted = from.sieve, from.sorted
	s.Keys = s.Keys[:0]
	for p := range 1 << sortedSieve {
		s.start[p] = len(s.Keys)
		if a, b := from.start[p], from.start[p+1]; a < b {
			s.Keys = AppendFree(s.Keys, from.Keys[a:b], mask, f)
		}
	}
	s.start[1<<sortedSieve] = len(s.Keys)
}

// sortedSieve is the most sieve bits a Sorted sorts its keys by: the
// patterns kernels look their patterns up in a table of 64 bytes, one
// AVX-512 register.
const sortedSieve = 6

// sortedFrom is the fewest sorted keys for which CountSorted sieves, and
// sortedGroup the fewest of a pattern, on average, for which it adds a
// sieve bit. On the phases of n = 21, whose sorted keys number some 9,600
// for a count, 64, 128 and 256 keys a pattern gain alike.
const (
	sortedFrom  = 512
	sortedGroup = 128
)

// CountSorted returns the number of pairs of a key of keys and a key of
// sorted, keys of width bits, width at most 64, that share no bit,
// sieving by the sieve sorted was sorted by. It slices the sorted keys,
// where there are more of them, and counts as Count does otherwise.
func (d *Counter) CountSorted(keys []uint64, sorted *Sorted, width int) uint64 {
	if !sorted.sorted || len(keys) < 16 || len(sorted.Keys) < fewestQueries || len(keys) > len(sorted.Keys) {
		return d.Count(keys, sorted.Keys, width, sorted.sieve)
	}
	// The sorted keys, the more, are the base: the more base keys, the
	// more sieve bits pay.
	k := 0
	if n := len(sorted.Keys); n >= sortedFrom {
		for k < sortedSieve && sorted.sieve.runs[1] != 0 && n>>uint(k+1) >= sortedGroup {
			k++
		}
	}
	var baseStart, queryStart [1<<maxSieve + 1]int
	shift := uint(sortedSieve - k)
	for p := range 1<<uint(k) + 1 {
		baseStart[p] = sorted.start[p<<shift]
	}
	queries := keys
	if k == 0 {
		queryStart[0], queryStart[1] = 0, len(keys)
	} else {
		var start [1<<sortedSieve + 1]int
		queries, d.patterns = sortByPrefix(d.queries, keys, d.patterns, sorted.sieve, shift, &start)
		copy(queryStart[:], start[:1<<uint(k)+1])
		d.queries = queries // the buffer, for the next count
	}
	return d.countSieved(sorted.Keys, queries, &baseStart, &queryStart, 1<<uint(k), width)
}
