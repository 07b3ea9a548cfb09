package prose

import "testing"

func TestCount(t *testing.T) {
	for _, tc := range []struct {
		n    int
		want string
	}{{0, "0 shards"}, {1, "1 shard"}, {2, "2 shards"}, {-1, "-1 shards"}} {
		if got := Count(tc.n, "shard"); got != tc.want {
			t.Errorf("Count(%d) = %q, want %q", tc.n, got, tc.want)
		}
	}
	if IsAre(1) != "is" || IsAre(0) != "are" || IsAre(2) != "are" {
		t.Error("IsAre")
	}
}

func TestOr(t *testing.T) {
	for _, tc := range []struct {
		names []string
		want  string
	}{{nil, ""}, {[]string{"a"}, "a"}, {[]string{"a", "b"}, "a or b"}, {[]string{"a", "b", "c"}, "a, b or c"}} {
		if got := Or(tc.names); got != tc.want {
			t.Errorf("Or(%q) = %q, want %q", tc.names, got, tc.want)
		}
	}
}

func TestRanges(t *testing.T) {
	for _, tc := range []struct {
		xs   []int
		want string
	}{{nil, ""}, {[]int{5}, "5"}, {[]int{0, 1, 2, 3, 7, 9, 10}, "0-3, 7, 9-10"}, {[]int{1, 3}, "1, 3"}} {
		if got := Ranges(tc.xs); got != tc.want {
			t.Errorf("Ranges(%v) = %q, want %q", tc.xs, got, tc.want)
		}
	}
}

func TestIsJSONInteger(t *testing.T) {
	for s, want := range map[string]bool{"0": true, "12": true, "-3": true, "": false, "-": false, "01": false, "+1": false, "1e3": false, "-0": true} {
		if IsJSONInteger(s) != want {
			t.Errorf("IsJSONInteger(%q) = %v", s, !want)
		}
	}
}
