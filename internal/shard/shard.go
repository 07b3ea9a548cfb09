package shard

import (
	"errors"
	"fmt"
	"math/bits"
	"strconv"
	"strings"
)

// A Shard is shard I of M, from 0; the zero Shard is the whole of the
// work, not a shard.
type Shard struct{ I, M int }

// Whole reports whether s is the whole of the work.
func (s Shard) Whole() bool { return s.M <= 1 }

// Range returns the share of shard s of total items in order, the items
// from from up to, not including, to: [I·total/M, (I+1)·total/M), without
// overflow, so that the M shards in order are all the items once, and
// differ in size by one at most. The whole is all of them.
func (s Shard) Range(total uint64) (from, to uint64) {
	if s.Whole() {
		return 0, total
	}
	at := func(i int) uint64 {
		hi, lo := bits.Mul64(total, uint64(i))
		q, _ := bits.Div64(hi, lo, uint64(s.M))
		return q
	}
	return at(s.I), at(s.I + 1)
}

// MaxShards is the most shards a piece of work is split into.
const MaxShards = 1 << 20

// IndexVariables are the environment variables that hold the index of a
// task in an array of batch jobs, for -shard env/M.
var IndexVariables = []string{
	"JOB_COMPLETION_INDEX", // a Kubernetes Indexed Job
	"SLURM_ARRAY_TASK_ID",  // a Slurm job array
}

// An ArgError is a -shard argument that is wrong as written: the command
// line's fault, where an index missing from the environment is not.
type ArgError struct{ msg string }

func (e *ArgError) Error() string { return e.msg }

func argErrorf(format string, args ...any) error {
	return &ArgError{fmt.Sprintf(format, args...)}
}

// Parse reads the argument of -shard: I/M, or env/M to take I from
// the environment, whose variables getenv returns. An argument wrong as
// written is an *ArgError; an index the environment holds wrong, or none,
// another error.
func Parse(arg string, getenv func(string) string) (Shard, error) {
	i, m, ok := strings.Cut(arg, "/")
	if !ok {
		return Shard{}, argErrorf("-shard %s: want I/M, shard I of M, or env/M", arg)
	}
	shards, err := WholeNumber("-shard "+arg+": M", m, 1, MaxShards)
	if err != nil {
		return Shard{}, err
	}
	if i != "env" {
		shard, err := WholeNumber("-shard "+arg+": I", i, 0, shards-1)
		return Shard{shard, shards}, err
	}
	var from string
	shard := 0
	for _, v := range IndexVariables {
		value := getenv(v)
		if value == "" {
			continue
		}
		index, err := strconv.Atoi(value)
		switch {
		case errors.Is(err, strconv.ErrRange):
			return Shard{}, fmt.Errorf("-shard %s: %s = %s out of range [0, %d]", arg, v, value, shards-1)
		case err != nil:
			return Shard{}, fmt.Errorf("-shard %s: %s = %q is not a whole number", arg, v, value)
		case index < 0 || index >= shards:
			return Shard{}, fmt.Errorf("-shard %s: %s = %d out of range [0, %d]", arg, v, index, shards-1)
		case from != "" && index != shard:
			return Shard{}, fmt.Errorf("-shard %s: %s = %q and %s = %q disagree; unset the one that is not this task's", arg, from, i, v, value)
		}
		from, i, shard = v, value, index
	}
	if from == "" {
		return Shard{}, fmt.Errorf("-shard %s: neither %s (Kubernetes) nor %s (Slurm) is set", arg, IndexVariables[0], IndexVariables[1])
	}
	return Shard{shard, shards}, nil
}

// WholeNumber reads the whole number s, the value of what a command line
// calls name, from lo to hi: an [*ArgError] says what is wrong with
// another.
func WholeNumber(name, s string, lo, hi int) (int, error) {
	v, err := strconv.Atoi(s)
	switch {
	case errors.Is(err, strconv.ErrRange):
		return 0, argErrorf("%s = %s out of range [%d, %d]", name, s, lo, hi)
	case err != nil:
		return 0, argErrorf("%s: %q is not a whole number", name, s)
	case v < lo && lo == 0:
		return 0, argErrorf("%s must be at least 0, not %d", name, v)
	case v < lo || v > hi:
		return 0, argErrorf("%s = %d out of range [%d, %d]", name, v, lo, hi)
	}
	return v, nil
}
