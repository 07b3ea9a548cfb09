package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/bits"
	"os"
	"strconv"
	"strings"

	"github.com/nqueens-go/nqueens"
)

// sum adds up the shards that count -shard printed, read from the files
// named in args or from standard input.
func sum(args []string, o *options, env *environment) error {
	var results []located
	if len(args) == 0 {
		args = []string{"-"}
	}
	for _, name := range args {
		r, err := readResults(name, env.stdin)
		if err != nil {
			return err
		}
		results = append(results, r...)
	}
	if len(results) == 0 {
		return errors.New("no shards given")
	}
	first := results[0]
	where := make([][]string, first.Shards) // where each shard was read
	var total, unique uint64
	subproblems := 0
	for _, r := range results {
		if r.N != first.N || r.Shards != first.Shards {
			return fmt.Errorf("%s: a shard of n = %d in %d shards, but %s has n = %d in %d shards", r.at, r.N, r.Shards, first.at, first.N, first.Shards)
		}
		where[r.Shard] = append(where[r.Shard], r.at)
		var c1, c2 uint64
		total, c1 = bits.Add64(total, r.Total, 0)
		unique, c2 = bits.Add64(unique, r.Unique, 0)
		if c1 != 0 || c2 != 0 {
			return fmt.Errorf("%s: the sum overflows uint64", r.at)
		}
		subproblems += r.Subproblems
	}
	var missing []int
	var twice []string
	for shard, at := range where {
		switch {
		case len(at) == 0:
			missing = append(missing, shard)
		case len(at) > 1:
			twice = append(twice, fmt.Sprintf("shard %d is there %d times (%s)", shard, len(at), strings.Join(at, ", ")))
		}
	}
	if len(missing) > 0 || len(twice) > 0 {
		var problems []string
		if len(missing) > 0 {
			problems = append(problems, fmt.Sprintf("%d of the %d shards of n = %d are missing: %s", len(missing), first.Shards, first.N, ranges(missing)))
		}
		return errors.New(strings.Join(append(problems, twice...), "\n"))
	}
	all, err := new(nqueens.Counter).Subproblems(context.Background(), first.N)
	if err != nil {
		return err
	}
	if subproblems != len(all) {
		return fmt.Errorf("the %d shards of n = %d hold %d subproblems in all, but n = %d has %d", first.Shards, first.N, subproblems, first.N, len(all))
	}
	fmt.Fprintf(env.out.w, "total %d\nunique %d\n", total, unique)
	return nil
}

// located is a shard result and where it was read: file:line.
type located struct {
	shardResult
	at string
}

// readResults reads the shard results of the file name, or of stdin if
// name is "-". Blank lines are skipped.
func readResults(name string, stdin io.Reader) ([]located, error) {
	r, label := stdin, "standard input"
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		r, label = f, name
	}
	var results []located
	sc := bufio.NewScanner(r)
	for number := 1; sc.Scan(); number++ {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		at := label + ":" + strconv.Itoa(number)
		res, err := parseResult(line)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", at, err)
		}
		results = append(results, located{res, at})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %v", label, err)
	}
	return results, nil
}

// parseResult reads one line that count -shard printed.
func parseResult(line []byte) (shardResult, error) {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(line, &fields); err != nil {
		return shardResult{}, fmt.Errorf("not a line that count -shard prints: %v", err)
	}
	var missing []string
	for _, key := range []string{"n", "shard", "shards", "subproblems", "total", "unique"} {
		if _, ok := fields[key]; !ok {
			missing = append(missing, key)
		}
	}
	if len(missing) > 0 {
		return shardResult{}, fmt.Errorf("not a line that count -shard prints: no %s", strings.Join(missing, ", "))
	}
	var r shardResult
	if err := json.Unmarshal(line, &r); err != nil {
		return shardResult{}, fmt.Errorf("not a line that count -shard prints: %v", err)
	}
	switch {
	case r.N < 0 || r.N > nqueens.MaxN:
		return r, fmt.Errorf("n = %d out of range [0, %d]", r.N, nqueens.MaxN)
	case r.Shards < 1 || r.Shards > maxShards:
		return r, fmt.Errorf("shards = %d out of range [1, %d]", r.Shards, maxShards)
	case r.Shard < 0 || r.Shard >= r.Shards:
		return r, fmt.Errorf("shard = %d out of range [0, %d)", r.Shard, r.Shards)
	case r.Subproblems < 0:
		return r, fmt.Errorf("subproblems = %d is negative", r.Subproblems)
	}
	return r, nil
}

// ranges writes the increasing numbers xs as ranges: 0-3, 7, 9-10.
func ranges(xs []int) string {
	var parts []string
	for i := 0; i < len(xs); {
		j := i
		for j+1 < len(xs) && xs[j+1] == xs[j]+1 {
			j++
		}
		if j == i {
			parts = append(parts, strconv.Itoa(xs[i]))
		} else {
			parts = append(parts, fmt.Sprintf("%d-%d", xs[i], xs[j]))
		}
		i = j + 1
	}
	return strings.Join(parts, ", ")
}
