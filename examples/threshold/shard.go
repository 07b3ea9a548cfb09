package main

import (
	"bufio"
	"cmp"
	"container/heap"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
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

// A shard is shard i of m; the zero shard is the whole check.
type shard struct{ i, m int }

// whole reports whether s is the whole check, not a shard.
func (s shard) whole() bool { return s.m <= 1 }

// shardVariables are the environment variables that hold the index of a
// task in an array of batch jobs, for -shard env/M.
var shardVariables = []string{
	"JOB_COMPLETION_INDEX", // a Kubernetes Indexed Job
	"SLURM_ARRAY_TASK_ID",  // a Slurm job array
}

// maxShards is the most shards a check is split into.
const maxShards = 1 << 20

// parseShard reads -shard I/M or env/M, I from the environment as getenv
// gives it.
func parseShard(arg string, getenv func(string) string) (shard, error) {
	i, m, ok := strings.Cut(arg, "/")
	mv, err := strconv.Atoi(m)
	if !ok || err != nil || mv < 1 || mv > maxShards {
		return shard{}, fmt.Errorf("-shard %s: want I/M, shard I of M shards from 1 to %d, or env/M", arg, maxShards)
	}
	if i == "env" {
		from := ""
		for _, v := range shardVariables {
			value := getenv(v)
			switch {
			case value == "":
				continue
			case from != "" && value != i:
				return shard{}, fmt.Errorf("-shard %s: %s = %q and %s = %q disagree; unset the one that is not this task's", arg, from, i, v, value)
			case from == "":
				from, i = v, value
			}
		}
		if from == "" {
			return shard{}, fmt.Errorf("-shard %s: neither %s (Kubernetes) nor %s (Slurm) is set", arg, shardVariables[0], shardVariables[1])
		}
	}
	iv, err := strconv.Atoi(i)
	if err != nil || iv < 0 || iv >= mv {
		return shard{}, fmt.Errorf("-shard %s: shard %q is not a whole number from 0 to %d", arg, i, mv-1)
	}
	return shard{iv, mv}, nil
}

// unitCost estimates the work of the unit of k queens from square first
// on a board of size n: the placements of k-1 queens whose least square
// is first and whose other squares are among those that a canonical
// placement from first may take (canonicalSquares), as if no queen
// attacked another, C(a, k-2) for the a squares after first, times 8 over
// the symmetries that keep first where it is, since only a share of the
// placements from a square on an axis of the board are canonical. It is
// counted in integers alone, so that every machine splits alike, and at
// most four queens past the first, which keeps it within a uint64 and its
// order among units.
func unitCost(n, k, first int) uint64 {
	allowed := canonicalSquares(n, first)
	if allowed == nil {
		return 0
	}
	after := uint64(0)
	for _, ok := range allowed[first+1:] {
		if ok {
			after++
		}
	}
	c := uint64(1)
	for i := range uint64(max(0, min(k-2, 4))) {
		if after < i {
			return 0
		}
		c = c * (after - i) / (i + 1)
	}
	fixed := uint64(0)
	for g := range 8 {
		if transform(n, g, first) == first {
			fixed++
		}
	}
	return c * 8 / fixed
}

// assign returns, for each of the units of k queens on a board of size n,
// the shard of m it joins: in order of decreasing estimated cost, the lower
// unit first among equal ones, each unit joins the shard whose units cost
// the least so far, the lowest of those.
func assign(n, k, m int, units []int) map[int]int {
	order := slices.Clone(units)
	cost := make(map[int]uint64, len(units))
	for _, u := range units {
		cost[u] = unitCost(n, k, u)
	}
	slices.SortFunc(order, func(a, b int) int {
		return cmp.Or(cmp.Compare(cost[b], cost[a]), cmp.Compare(a, b))
	})
	// loads is a heap of the shards by the cost of their units so far,
	// then by number.
	loads := &shardLoads{}
	for i := range min(m, len(units)) {
		heap.Push(loads, shardLoad{0, i})
	}
	joins := make(map[int]int, len(units))
	for _, u := range order {
		least := heap.Pop(loads).(shardLoad)
		joins[u] = least.shard
		least.cost += cost[u]
		heap.Push(loads, least)
	}
	return joins
}

// A shardLoad is the cost of the units a shard has so far.
type shardLoad struct {
	cost  uint64
	shard int
}

// shardLoads is a heap of shardLoad, the least cost first, then the lowest
// shard.
type shardLoads []shardLoad

func (h shardLoads) Len() int { return len(h) }
func (h shardLoads) Less(i, j int) bool {
	return cmp.Or(cmp.Compare(h[i].cost, h[j].cost), cmp.Compare(h[i].shard, h[j].shard)) < 0
}
func (h shardLoads) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *shardLoads) Push(x any)   { *h = append(*h, x.(shardLoad)) }
func (h *shardLoads) Pop() any {
	last := (*h)[len(*h)-1]
	*h = (*h)[:len(*h)-1]
	return last
}

// holds returns the units of k queens on a board of size n, the first
// squares, that shard s checks, in increasing order.
func (s shard) holds(n, k int, units []int) []int {
	if s.whole() {
		return units
	}
	joins := assign(n, k, s.m, units)
	var mine []int
	for _, u := range units {
		if joins[u] == s.i {
			mine = append(mine, u)
		}
	}
	slices.Sort(mine)
	return mine
}

// unitsSums returns the CRC-32 of the units of each of m shards of the
// check of up to most queens of size n, for each number of queens: the
// sum that a shard prints, and -merge checks, so that shards of builds
// that split otherwise are not added up. A shard that is not in the map
// has no units: its sum is that of nothing.
func unitsSums(n, m, most int) map[int]string {
	texts := map[int]*strings.Builder{}
	for k := 1; k <= most; k++ {
		units := checkUnits(n, k)
		joins := assign(n, k, m, units)
		for _, u := range units {
			i := joins[u]
			if texts[i] == nil {
				texts[i] = new(strings.Builder)
			}
			fmt.Fprintf(texts[i], "%d:%d ", k, u)
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
	case r.N < 4 || r.N > 64 || r.Shards < 1 || r.Shards > maxShards || r.Shard < 0 || r.Shard >= r.Shards:
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

// maxResultLine bounds a line of -merge's input, and maxResults the lines.
const (
	maxResultLine = 64 << 10
	maxResults    = maxShards
)

// located is a shard's result and where it was read: file:line.
type located struct {
	shardResult
	at string
}

// readResults reads the results that the files name, or standard input
// for none or "-".
func readResults(names []string, stdin io.Reader) ([]located, error) {
	if len(names) == 0 {
		names = []string{"-"}
	}
	var results []located
	for _, name := range names {
		r, label := stdin, "standard input"
		if name != "-" {
			f, err := os.Open(name)
			if err != nil {
				return nil, err
			}
			defer f.Close()
			r, label = f, name
		}
		sc := bufio.NewScanner(r)
		sc.Buffer(make([]byte, 0, 4096), maxResultLine)
		for number := 1; sc.Scan(); number++ {
			text := strings.TrimSpace(sc.Text())
			if text == "" {
				continue
			}
			at := fmt.Sprintf("%s:%d", label, number)
			if len(results) == maxResults {
				return nil, fmt.Errorf("%s: more than %d lines, more than any check has shards", at, maxResults)
			}
			res, err := parseShardResult(text)
			if err != nil {
				return nil, fmt.Errorf("%s: %v", at, err)
			}
			results = append(results, located{res, at})
		}
		if err := sc.Err(); err != nil {
			return nil, fmt.Errorf("%s: %v", label, err)
		}
	}
	if len(results) == 0 {
		return nil, errors.New("no shard line to merge")
	}
	return results, nil
}

// merge returns the bounds that the results of the shards of one check
// add up to, once every shard is there exactly once; it refuses a shard
// of another check, missing or there twice, naming it and where it was
// read. A witness is proved again: it has no completion.
func merge(results []located) (bounds, error) {
	first := results[0]
	where := make(map[int][]string)
	for _, r := range results {
		if r.N != first.N || r.Shards != first.Shards || r.Most != first.Most {
			return bounds{}, fmt.Errorf("%s: a shard of the check of n = %d in %d shards up to %d queens, but %s is of n = %d in %d shards up to %d: they are not shards of one check",
				r.at, r.N, r.Shards, r.Most, first.at, first.N, first.Shards, first.Most)
		}
		where[r.Shard] = append(where[r.Shard], r.at)
	}
	sums := unitsSums(first.N, first.Shards, first.Most)
	for _, r := range results {
		if want := unitsSum(sums, r.Shard); r.Units != want {
			return bounds{}, fmt.Errorf("%s: shard %d of %d checked units whose crc32 is %s, where this build gives it those of %s: a build that splits otherwise ran it; check every shard with one build", r.at, r.Shard, r.Shards, r.Units, want)
		}
	}
	var missing []int
	var problems []string
	for i := range first.Shards {
		switch at := where[i]; {
		case len(at) == 0:
			missing = append(missing, i)
		case len(at) > 1:
			problems = append(problems, fmt.Sprintf("shard %d is there %d times (%s)", i, len(at), strings.Join(at, ", ")))
		}
	}
	if len(missing) > 0 {
		are := "are"
		if len(missing) == 1 {
			are = "is"
		}
		problems = append([]string{fmt.Sprintf("%d of the %d shards of n = %d %s missing: %v; check shard %d with: threshold -most %d -shard %d/%d %d",
			len(missing), first.Shards, first.N, are, missing, missing[0], first.Most, missing[0], first.Shards, first.N)}, problems...)
	}
	if len(problems) > 0 {
		return bounds{}, errors.New(strings.Join(problems, "\n"))
	}
	b := bounds{low: first.Checked, high: -1}
	for _, r := range results {
		b.low = min(b.low, r.Checked)
	}
	for _, r := range slices.SortedFunc(slices.Values(results), func(a, c located) int { return cmp.Compare(a.Shard, c.Shard) }) {
		if len(r.Witness) == 0 || len(r.Witness) != b.low+1 {
			continue
		}
		w := placement(r.Witness)
		if completion, ok := w.puzzle(r.N).Solve(); ok {
			return bounds{}, fmt.Errorf("%s: the witness %v has a completion, %v: the shard's result is wrong", r.at, r.Witness, completion)
		}
		if b.witness == nil || slices.Compare(w, b.witness) < 0 {
			b.high, b.witness = b.low, w
		}
	}
	return b, nil
}
