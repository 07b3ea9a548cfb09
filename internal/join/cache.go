package join

import (
	"strconv"
	"strings"
)

// --- Whether to stream the table, by the processor's cache ---
//
// Streaming pays where the whole table outgrows the processor's caches
// by far, so that reading an X's entries from memory takes longer than
// placing them; where the last-level cache holds a good share of the
// table, the join reads the whole table faster (docs/performance.md,
// section "The join's table").

// cacheShare is the share of the whole table, as 1/cacheShare, that the
// processor's last-level cache holds at least for the join to read the
// whole table from size streamN on.
const cacheShare = 4

// Streams reports whether a join of size n streams its table's entries
// even where the whole table, of whole bytes, fits in its memory: from
// size StreamN on, unless the processor's last-level cache, where the
// system tells its size, holds at least a quarter of the whole table.
func Streams(n int, whole uint64) bool {
	return n >= streamN && lastLevelCache()*cacheShare < whole
}

// parseCacheSize returns the bytes of a cache size as Linux writes it in
// sysfs, a number of bytes with a suffix K, M or G, or 0 where s is not
// one.
func parseCacheSize(s string) uint64 {
	s = strings.TrimSpace(s)
	shift := uint(0)
	switch {
	case strings.HasSuffix(s, "K"):
		shift = 10
	case strings.HasSuffix(s, "M"):
		shift = 20
	case strings.HasSuffix(s, "G"):
		shift = 30
	}
	if shift > 0 {
		s = s[:len(s)-1]
	}
	v, err := strconv.ParseUint(s, 10, 64)
	if err != nil || v > 1<<(63-shift) {
		return 0
	}
	return v << shift
}
