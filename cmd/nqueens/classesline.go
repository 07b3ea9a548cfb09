package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"math/bits"
	"strconv"
	"strings"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/internal/gather"
	"github.com/nqueens-go/nqueens/internal/oeis"
	"github.com/nqueens-go/nqueens/internal/shard"
)

// classesShard is what count -classes -shard prints, and sum reads: the
// classes of one shard of the units of a count of classes, as one line of
// JSON that ends with a checksum of its fields.
type classesShard struct {
	N       int     `json:"n"`
	Group   string  `json:"group"` // torus or similar
	Shard   int     `json:"shard"`
	Shards  int     `json:"shards"`
	Units   int     `json:"units"`   // in the shard
	Classes uint64  `json:"classes"` // whose least solution lies in the shard's units
	Seconds float64 `json:"seconds"` // how long this run took
	Version string  `json:"version"` // of the module that counted
	CRC32   string  `json:"crc32"`   // the checksum of the fields above
}

// checksum returns the IEEE CRC-32 of r's fields other than CRC32, in
// hexadecimal.
func (r classesShard) checksum() string {
	fields := fmt.Sprintf("n=%d group=%s shard=%d/%d units=%d classes=%d seconds=%s version=%q",
		r.N, r.Group, r.Shard, r.Shards, r.Units, r.Classes, strconv.FormatFloat(r.Seconds, 'g', -1, 64), r.Version)
	return fmt.Sprintf("%08x", crc32.ChecksumIEEE([]byte(fields)))
}

// marshal returns the line of r, with its checksum, without a newline.
func (r classesShard) marshal() ([]byte, error) {
	r.CRC32 = r.checksum()
	return json.Marshal(r)
}

// parseClassesShard reads one line that count -classes -shard printed.
func parseClassesShard(line []byte) (classesShard, error) {
	var r classesShard
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(line, &fields); err != nil {
		return r, fmt.Errorf("not a line that count -classes -shard prints: %v", err)
	}
	var missing []string
	for _, key := range []string{"n", "group", "shard", "shards", "units", "classes", "seconds", "version", "crc32"} {
		if _, ok := fields[key]; !ok {
			missing = append(missing, key)
		}
	}
	if len(missing) > 0 {
		return r, fmt.Errorf("not a line that count -classes -shard prints: no %s", strings.Join(missing, ", "))
	}
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		return r, fmt.Errorf("not a line that count -classes -shard prints: %v", err)
	}
	if sum := r.checksum(); r.CRC32 != sum {
		return r, fmt.Errorf("checksum %s, but the fields give %s: the line was changed after count printed it", r.CRC32, sum)
	}
	switch {
	case r.Group != "torus" && r.Group != "similar":
		return r, fmt.Errorf("group = %q is not torus or similar", r.Group)
	case r.N < 0 || r.N > nqueens.MaxClassesN:
		return r, fmt.Errorf("n = %d out of range [0, %d]", r.N, nqueens.MaxClassesN)
	case r.Shards < 1 || r.Shards > shard.MaxShards:
		return r, fmt.Errorf("shards = %d out of range [1, %d]", r.Shards, shard.MaxShards)
	case r.Shard < 0 || r.Shard >= r.Shards:
		return r, fmt.Errorf("shard = %d out of range [0, %d]", r.Shard, r.Shards-1)
	}
	units, err := (&nqueens.ClassCounter{Shard: r.Shard, Shards: r.Shards}).Units(r.N)
	if err != nil || r.Units != len(units) {
		return r, fmt.Errorf("units = %d, but shard %d of %d of n = %d holds %d", r.Units, r.Shard, r.Shards, r.N, len(units))
	}
	return r, nil
}

// sumLine is a line that sum reads: a shard of a count, or of a count of
// classes.
type sumLine struct {
	count   shardResult
	classes *classesShard
}

// parseSumLine reads a line of a shard of a count, or, where it has a
// group, of a count of classes.
func parseSumLine(line []byte) (sumLine, error) {
	var fields map[string]json.RawMessage
	if json.Unmarshal(line, &fields) == nil {
		if _, ok := fields["group"]; ok {
			r, err := parseClassesShard(line)
			return sumLine{classes: &r}, err
		}
	}
	r, err := parseShardResult(line)
	return sumLine{count: r}, err
}

// sumClasses adds up the shards of a count of classes, and prints the
// whole count as count -classes does.
func sumClasses(lines []gather.Located[sumLine], env *environment) error {
	first := lines[0].Result.classes
	var classes uint64
	var shards []int
	for _, l := range lines {
		r := l.Result.classes
		if r == nil {
			return fmt.Errorf("%s: a shard of a count, but %s is a shard of count -classes; the two do not add up", l.At, lines[0].At)
		}
		if r.N != first.N || r.Group != first.Group || r.Shards != first.Shards {
			return fmt.Errorf("%s: a shard of n = %d under %s in %d shards, but %s has n = %d under %s in %d shards",
				l.At, r.N, r.Group, r.Shards, lines[0].At, first.N, first.Group, first.Shards)
		}
		var carry uint64
		if classes, carry = bits.Add64(classes, r.Classes, 0); carry != 0 {
			return fmt.Errorf("the shards of n = %d add up to more classes than a uint64 holds", first.N)
		}
		shards = append(shards, r.Shard)
	}
	missing, repeated := gather.Cover(shards, first.Shards)
	var problems []string
	if len(missing) > 0 {
		problems = append(problems, gather.Missing(missing, first.Shards, fmt.Sprintf("of n = %d under %s", first.N, first.Group), "count", func(s int) string {
			return fmt.Sprintf("nqueens count %d -classes %s -shard %d/%d", first.N, first.Group, s, first.Shards)
		}))
	}
	for _, s := range repeated {
		var at []string
		for _, l := range lines {
			if l.Result.classes.Shard == s {
				at = append(at, l.At)
			}
		}
		problems = append(problems, gather.Repeated(s, at))
	}
	if len(problems) > 0 {
		return errors.New(strings.Join(problems, "\n"))
	}
	seq := map[string]string{"torus": "A062164", "similar": "A062165"}[first.Group]
	known, ok := oeis.Classes(first.N, first.Group == "similar")
	if ok && known != classes {
		return fmt.Errorf("%s %d disagrees with OEIS %s, which has %d for n = %d", first.Group, classes, seq, known, first.N)
	}
	fmt.Fprintf(env.out.w, "%s %d\n", first.Group, classes)
	if ok {
		fmt.Fprintf(env.out.w, "agrees with OEIS %s\n", seq)
	} else {
		fmt.Fprintf(env.out.w, "OEIS %s knows no term for n = %d to check against\n", seq, first.N)
	}
	if classes == 0 {
		return errNone
	}
	return nil
}
