package main

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"maps"
	"slices"
	"strings"

	"github.com/nqueens-go/nqueens/internal/engine"
	"github.com/nqueens-go/nqueens/internal/gather"
	"github.com/nqueens-go/nqueens/internal/shard"
)

// --- Shards ---
//
// With -shard I/M, a run checks only its share of the units of each
// number of queens, up to -most K: shard I of M, from 0. The shares are
// the same on every machine, balanced by the units' estimated cost, as
// nqueens count -shard balances its subproblems: in order of decreasing
// cost, the lower unit first among equal ones, each unit joins the shard
// whose units cost the least so far, the lowest of those. Each shard
// keeps a journal of its own, and prints one line of JSON, which -merge
// adds up with the others' once every shard is there exactly once.

// assign returns, for each of the units of k queens on a board of size n,
// the shard of m it joins, by engine.Spread over the units' estimated
// costs: in order of decreasing cost, the lower unit first among equal
// ones, each unit joins the shard whose units cost the least so far, the
// lowest of those.
func assign(n, k, m, version int, units []unit) map[unit]int {
	costs := unitCosts(n, k, version, units)
	spread := make([]cost, len(costs))
	for i, c := range costs {
		spread[i] = cost(c)
	}
	joins := make(map[unit]int, len(units))
	for i, s := range engine.Spread(spread, m) {
		joins[units[i]] = s
	}
	return joins
}

// A cost is the estimated cost of units, as engine.Spread adds them: the
// costs of all the units of a check add up within a uint64, exactly.
type cost uint64

func (c cost) Add(d cost) cost    { return c + d }
func (c cost) Compare(d cost) int { return cmp.Compare(c, d) }

// holds returns the units of k queens on a board of size n that shard s
// checks, as a journal of the given version cuts the check into units,
// in increasing order.
func holds(s shard.Shard, n, k, version int, units []unit) []unit {
	if s.Whole() {
		return units
	}
	joins := assign(n, k, s.M, version, units)
	var mine []unit
	for _, u := range units {
		if joins[u] == s.I {
			mine = append(mine, u)
		}
	}
	return mine
}

// unitsSums returns the CRC-32 of the units of each of m shards of the
// check of up to most queens of size n, as a journal of the given version
// cuts it, for each number of queens: the sum that a shard prints, and
// -merge checks, so that shards of builds that split otherwise are not
// added up. A whole unit of square first is named k:first, as version 2
// named each of its units, and a range k:first:from-to. A shard that is not
// in the map has no units: its sum is that of nothing.
func unitsSums(n, m, most, version int) map[int]string {
	texts := map[int]*strings.Builder{}
	for k := 1; k <= most; k++ {
		units := checkUnits(n, k, m, version)
		joins := assign(n, k, m, version, units)
		for _, u := range units {
			i := joins[u]
			if texts[i] == nil {
				texts[i] = new(strings.Builder)
			}
			if u.whole(n) {
				fmt.Fprintf(texts[i], "%d:%d ", k, u.first)
			} else {
				fmt.Fprintf(texts[i], "%d:%d:%d-%d ", k, u.first, u.from, u.to)
			}
		}
	}
	sums := make(map[int]string, len(texts))
	for i, text := range texts {
		sums[i] = fmt.Sprintf("%08x", crc32.ChecksumIEEE([]byte(text.String())))
	}
	return sums
}

// unitsSum returns the sum of shard i in sums, unitsSums's.
func unitsSum(sums map[int]string, i int) string {
	if sum, ok := sums[i]; ok {
		return sum
	}
	return fmt.Sprintf("%08x", crc32.ChecksumIEEE(nil))
}

// A shardResult is what a shard found, the line it prints: every placement
// of up to Checked queens in its share has a completion, and Witness, if
// not empty, is a placement of Checked+1 queens in its share without one,
// by squares r*n + c.
type shardResult struct {
	N       int    `json:"n"`
	Shard   int    `json:"shard"`
	Shards  int    `json:"shards"`
	Most    int    `json:"most"`
	Checked int    `json:"checked"`
	Witness []int  `json:"witness,omitempty"`
	Units   string `json:"units"` // the CRC-32 of its units, unitsSums
	CRC32   string `json:"crc32,omitempty"`
}

// line returns r as the line a shard prints, with the CRC-32 of the rest.
func (r shardResult) line() string {
	r.CRC32 = ""
	body, _ := json.Marshal(r) // a shardResult always marshals
	r.CRC32 = fmt.Sprintf("%08x", crc32.ChecksumIEEE(body))
	text, _ := json.Marshal(r)
	return string(text)
}

// parseShardResult reads a line that a shard printed, and checks its
// checksum and fields.
func parseShardResult(line string) (shardResult, error) {
	var r shardResult
	dec := json.NewDecoder(strings.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		return r, fmt.Errorf("not a line that threshold -shard prints: %v", err)
	}
	sum := r.CRC32
	if sum == "" || r.line() != line {
		return r, errors.New("its crc32 does not match: the line is damaged")
	}
	switch {
	case r.N < 4 || r.N > 64 || r.Shards < 1 || r.Shards > shard.MaxShards || r.Shard < 0 || r.Shard >= r.Shards:
		return r, fmt.Errorf("n = %d, shard %d of %d: out of range", r.N, r.Shard, r.Shards)
	case r.Most < 1 || r.Checked < 0 || r.Checked > r.Most || len(r.Witness) > 0 && len(r.Witness) != r.Checked+1 || len(r.Witness) == 0 && r.Checked != r.Most:
		return r, fmt.Errorf("checked %d of at most %d queens, witness %v: not what a shard finds", r.Checked, r.Most, r.Witness)
	}
	if err := placement(r.Witness).check(r.N); err != nil {
		return r, fmt.Errorf("its witness: %v", err)
	}
	if r.Units == "" {
		return r, errors.New("it names no units: a shard line of an older threshold; check the shard again")
	}
	return r, nil
}

// sameSplit returns an error unless each of the results of the shards of
// the check of up to most queens of size n in m names the units that this
// build gives its shard, and all of them as one version of the journal
// cuts the check: the version a new journal is written in, or an older
// one that a shard went on from. It names the first line that does not.
func sameSplit(results []located, n, m, most int) error {
	sums := map[int]map[int]string{}
	for v := oldestVersion; v <= journalVersion; v++ {
		sums[v] = unitsSums(n, m, most, v)
	}
	agreed := map[int]bool{} // the versions whose units every line so far names
	for v := range sums {
		agreed[v] = true
	}
	for _, r := range results {
		matched := map[int]bool{}
		for v, vs := range sums {
			if unitsSum(vs, r.Result.Shard) == r.Result.Units && agreed[v] {
				matched[v] = true
			}
		}
		switch {
		case len(matched) > 0:
			agreed = matched
			continue
		case unitsSum(sums[oldestVersion], r.Result.Shard) == r.Result.Units || unitsSum(sums[journalVersion], r.Result.Shard) == r.Result.Units:
			// Two versions, of which the lines before agree on one and
			// this line on the other.
			mine, before := oldestVersion, journalVersion
			if agreed[oldestVersion] {
				mine, before = before, mine
			}
			return fmt.Errorf("%s: shard %d of %d checked the units of a journal of version %d, and the lines before it, from %s, those of version %d: the shards of a check must all cut it alike; check anew, with new journals, the shards of version %d",
				r.At, r.Result.Shard, m, mine, results[0].At, before, oldestVersion)
		}
		return fmt.Errorf("%s: shard %d of %d checked units whose crc32 is %s, where this build gives it those of %s (%s going on from a journal of version %d): a build that splits otherwise ran it; check every shard with one build",
			r.At, r.Result.Shard, m, r.Result.Units, unitsSum(sums[journalVersion], r.Result.Shard), unitsSum(sums[oldestVersion], r.Result.Shard), oldestVersion)
	}
	return nil
}

// located is a shard's result and where it was read: file:line.
type located = gather.Located[shardResult]

// A merged is what the shards of the check of one size add up to.
type merged struct {
	n int
	b bounds
}

// mergeAll adds up the results of the shards of the checks of one or more
// sizes, each size by merge, in increasing order of size.
func mergeAll(results []located) ([]merged, error) {
	bySize := make(map[int][]located)
	for _, r := range results {
		bySize[r.Result.N] = append(bySize[r.Result.N], r)
	}
	var all []merged
	for _, n := range slices.Sorted(maps.Keys(bySize)) {
		b, err := merge(bySize[n])
		if err != nil {
			return nil, err
		}
		all = append(all, merged{n, b})
	}
	return all, nil
}

// merge returns the bounds that the results of the shards of one check
// add up to, once every shard is there exactly once; it refuses a shard
// of another check, missing or there twice, naming it and where it was
// read. A witness is proved again: it has no completion. Bounds that
// contradict the term OEIS knows are refused: a shard's line is wrong.
func merge(results []located) (bounds, error) {
	first := results[0]
	shards := make([]int, len(results))
	for i, r := range results {
		if r.Result.N != first.Result.N || r.Result.Shards != first.Result.Shards || r.Result.Most != first.Result.Most {
			return bounds{}, fmt.Errorf("%s: a shard of the check of n = %d in %d shards up to %d queens, but %s is of n = %d in %d shards up to %d: they are not shards of one check",
				r.At, r.Result.N, r.Result.Shards, r.Result.Most, first.At, first.Result.N, first.Result.Shards, first.Result.Most)
		}
		shards[i] = r.Result.Shard
	}
	n, m, most := first.Result.N, first.Result.Shards, first.Result.Most
	if err := sameSplit(results, n, m, most); err != nil {
		return bounds{}, err
	}
	missing, repeated := gather.Cover(shards, m)
	var problems []string
	if len(missing) > 0 {
		problems = append(problems, gather.Missing(missing, m, fmt.Sprintf("of n = %d", n), "check", func(shard int) string {
			return fmt.Sprintf("threshold -most %d -shard %d/%d %d", most, shard, m, n)
		}))
	}
	for _, shard := range repeated {
		var at []string
		for _, r := range results {
			if r.Result.Shard == shard {
				at = append(at, r.At)
			}
		}
		problems = append(problems, gather.Repeated(shard, at))
	}
	if len(problems) > 0 {
		return bounds{}, errors.New(strings.Join(problems, "\n"))
	}
	b := bounds{low: first.Result.Checked, high: -1}
	for _, r := range results {
		b.low = min(b.low, r.Result.Checked)
	}
	for _, r := range slices.SortedFunc(slices.Values(results), func(a, c located) int { return cmp.Compare(a.Result.Shard, c.Result.Shard) }) {
		if len(r.Result.Witness) == 0 || len(r.Result.Witness) != b.low+1 {
			continue
		}
		w := placement(r.Result.Witness)
		if completion, err := w.puzzle(n).Solve(); err == nil {
			return bounds{}, fmt.Errorf("%s: the witness %v has a completion, %v: the shard's result is wrong", r.At, r.Result.Witness, completion)
		}
		if b.witness == nil || slices.Compare(w, b.witness) < 0 {
			b.high, b.witness = b.low, w
		}
	}
	if err := b.known(n); err != nil {
		return bounds{}, fmt.Errorf("the shards of n = %d: %v; a shard's line is wrong, changed with its checksum made anew, and nothing is printed", n, err)
	}
	return b, nil
}
