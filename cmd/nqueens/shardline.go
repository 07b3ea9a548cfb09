package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"strconv"
	"strings"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/internal/shard"
)

// shardResult is what count -shard prints, and sum reads: the counts of one
// shard, as one line of JSON that ends with a checksum of its fields.
type shardResult struct {
	N           int    `json:"n"`
	Shard       int    `json:"shard"`
	Shards      int    `json:"shards"`
	Method      string `json:"method,omitempty"` // "backtrack", "join" or "join2"; none in lines from before there were methods
	Subproblems int    `json:"subproblems"`      // in the shard
	Total       uint64 `json:"total"`
	Unique      uint64 `json:"unique"`
	// UniqueUnknown is set for a shard that does not know its
	// fundamental solutions, of a count by join or join2; the lines of
	// v0.1.0 do not have it, and their join shards counted none.
	UniqueUnknown bool `json:"unique_unknown,omitempty"`
	// ByColumn is set for a shard of a count by column: its solutions by
	// the column of the queen of row 0.
	ByColumn []uint64 `json:"by_column,omitempty"`
	Seconds  float64  `json:"seconds"` // how long this run took
	Version  string   `json:"version"` // of the module that counted
	CRC32    string   `json:"crc32"`   // the checksum of the fields above
}

// checksum returns the IEEE CRC-32 of r's fields other than CRC32, written
// in hexadecimal, as the line carries it.
func (r shardResult) checksum() string {
	method := ""
	if r.Method != "" {
		method = " method=" + r.Method
	}
	unknown := ""
	if r.UniqueUnknown {
		unknown = " unique_unknown=true"
	}
	columns := ""
	if len(r.ByColumn) > 0 {
		columns = " by_column=" + strings.ReplaceAll(nqueens.ColumnsOf(r.ByColumn).String(), " ", ",")
	}
	fields := fmt.Sprintf("n=%d shard=%d/%d%s subproblems=%d total=%d unique=%d%s%s seconds=%s version=%q",
		r.N, r.Shard, r.Shards, method, r.Subproblems, r.Total, r.Unique, unknown, columns,
		strconv.FormatFloat(r.Seconds, 'g', -1, 64), r.Version)
	return fmt.Sprintf("%08x", crc32.ChecksumIEEE([]byte(fields)))
}

// marshal returns the line of r, with its checksum, without a newline.
func (r shardResult) marshal() ([]byte, error) {
	r.CRC32 = r.checksum()
	return json.Marshal(r)
}

// shardFields are the fields every shard line holds.
var shardFields = []string{"n", "shard", "shards", "subproblems", "total", "unique", "seconds", "version", "crc32"}

// parseShardResult reads one line that count -shard printed.
func parseShardResult(line []byte) (shardResult, error) {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(line, &fields); err != nil {
		return shardResult{}, fmt.Errorf("not a line that count -shard prints: %v", err)
	}
	var missing []string
	for _, key := range shardFields {
		if _, ok := fields[key]; !ok {
			missing = append(missing, key)
		}
	}
	if len(missing) > 0 {
		return shardResult{}, fmt.Errorf("not a line that count -shard prints: no %s", strings.Join(missing, ", "))
	}
	var r shardResult
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		var typeErr *json.UnmarshalTypeError
		if errors.As(err, &typeErr) {
			return shardResult{}, fmt.Errorf("not a line that count -shard prints: %s is not a %s", typeErr.Field, typeErr.Type)
		}
		return shardResult{}, fmt.Errorf("not a line that count -shard prints: %v", err)
	}
	if len(r.ByColumn) == 0 {
		r.ByColumn = nil // [] as none
	}
	if sum := r.checksum(); r.CRC32 != sum {
		return shardResult{}, fmt.Errorf("checksum %s, but the fields give %s: the line was changed after count printed it", r.CRC32, sum)
	}
	switch {
	case r.N < 0 || r.N > nqueens.MaxN:
		return r, fmt.Errorf("n = %d out of range [0, %d]", r.N, nqueens.MaxN)
	case r.Shards < 1 || r.Shards > shard.MaxShards:
		return r, fmt.Errorf("shards = %d out of range [1, %d]", r.Shards, shard.MaxShards)
	case r.Shard < 0 || r.Shard >= r.Shards:
		return r, fmt.Errorf("shard = %d out of range [0, %d]", r.Shard, r.Shards-1)
	case r.Subproblems < 0:
		return r, fmt.Errorf("subproblems = %d is negative", r.Subproblems)
	case len(r.ByColumn) > 0 && len(r.ByColumn) != r.N:
		return r, fmt.Errorf("by_column holds %d columns, not n = %d", len(r.ByColumn), r.N)
	case r.Method != "":
		var m nqueens.Method
		if err := m.UnmarshalText([]byte(r.Method)); err != nil || m == nqueens.Auto {
			return r, fmt.Errorf("method = %q is not backtrack, join or join2", r.Method)
		}
	}
	return r, nil
}

// counts returns the counts of the shard, with the Part it names. A join
// shard printed by v0.1.0 has no unique_unknown field, and counted no
// fundamental solutions, where it has solutions; a count in one shard
// knows them, by Burnside's lemma, whatever its method.
func (r shardResult) counts() nqueens.Counts {
	v010 := r.Method == "join" && r.Unique == 0 && r.Total > 0
	return nqueens.Counts{Total: r.Total, Unique: r.Unique, UniqueUnknown: r.UniqueUnknown || v010, ByColumn: nqueens.ColumnsOf(r.ByColumn),
		Part: nqueens.Part{N: r.N, Method: r.method(), Shard: r.Shard, Shards: r.Shards, Subproblems: r.Subproblems}}
}

// method returns the method of the count that printed r.
func (r shardResult) method() nqueens.Method {
	var m nqueens.Method
	if m.UnmarshalText([]byte(r.Method)) != nil || m == nqueens.Auto {
		return nqueens.Backtrack // a line from before there were methods, or one parse refused
	}
	return m
}
