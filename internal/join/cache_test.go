package join

import "testing"

// TestParseCacheSize checks the sizes of caches as sysfs writes them, and
// that anything else is 0.
func TestParseCacheSize(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want uint64
	}{
		{"48K", 48 << 10},
		{"266240K\n", 266240 << 10},
		{"32M", 32 << 20},
		{"1G", 1 << 30},
		{"512", 512},
		{"", 0},
		{"K", 0},
		{"-1K", 0},
		{"12Q", 0},
		{"99999999999999999999K", 0},
		{"17179869184G", 0},
	} {
		if got := parseCacheSize(tt.in); got != tt.want {
			t.Errorf("parseCacheSize(%q) = %d, want %d", tt.in, got, tt.want)
		}
	}
}

// TestStreams checks which joins stream their table where it fits in
// memory: none below StreamN, and from there on those whose table the
// last-level cache holds less than a quarter of, or whose cache size is
// unknown.
func TestStreams(t *testing.T) {
	was := lastLevelCache
	defer func() { lastLevelCache = was }()
	const whole = 589 << 20 // the table of 22 and 23
	for _, tt := range []struct {
		n     int
		cache uint64
		want  bool
	}{
		{StreamN - 1, 0, false},
		{StreamN - 2, 1 << 20, false},
		{StreamN, 0, true},
		{StreamN + 1, 32 << 20, true},
		{StreamN + 1, whole/cacheShare - 1, true},
		{StreamN + 1, whole / cacheShare, false},
		{StreamN, 260 << 20, false},
	} {
		lastLevelCache = func() uint64 { return tt.cache }
		if got := Streams(tt.n, whole); got != tt.want {
			t.Errorf("Streams(%d, %d) with a cache of %d bytes = %v, want %v", tt.n, uint64(whole), tt.cache, got, tt.want)
		}
	}
}
