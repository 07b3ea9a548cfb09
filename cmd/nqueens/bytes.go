package main

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// --- Amounts of memory ---

// byteUnits are the units that parseBytes takes, by their multiple.
var byteUnits = []struct {
	name  string
	bytes float64
}{
	{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30}, {"TiB", 1 << 40},
	{"kB", 1e3}, {"KB", 1e3}, {"MB", 1e6}, {"GB", 1e9}, {"TB", 1e12}, {"B", 1},
}

// parseBytes reads an amount of memory: a number and a unit, as 8GiB,
// 1.5GB or 512MiB, or a whole number of bytes.
func parseBytes(s string) (int64, error) {
	number, scale := s, 1.0
	for _, u := range byteUnits {
		if rest, ok := strings.CutSuffix(s, u.name); ok {
			number, scale = strings.TrimSpace(rest), u.bytes
			break
		}
	}
	v, err := strconv.ParseFloat(number, 64)
	if err != nil || v <= 0 || math.IsInf(v, 0) || v*scale >= 1<<62 {
		return 0, fmt.Errorf("%q is not an amount of memory, as 8GiB, 1.5GB or 512MiB", s)
	}
	return int64(v * scale), nil
}
