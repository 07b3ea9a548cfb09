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

// TestSquares checks the squares and numbered things of the messages.
func TestSquares(t *testing.T) {
	for _, tc := range []struct {
		squares [][2]int
		want    string
	}{
		{nil, ""},
		{[][2]int{{4, 0}}, "row 4, column 0"},
		{[][2]int{{4, 0}, {4, 1}, {5, 2}}, "row 4, columns 0 and 1; row 5, column 2"},
		{[][2]int{{0, 1}, {0, 3}, {0, 5}, {2, 2}, {3, 1}, {3, 7}}, "row 0, columns 1, 3 and 5; row 2, column 2; row 3, columns 1 and 7"},
	} {
		if got := Squares(tc.squares); got != tc.want {
			t.Errorf("Squares(%v) = %q, want %q", tc.squares, got, tc.want)
		}
	}
	for _, tc := range []struct {
		kind    string
		numbers []int
		names   []string
		want    string
	}{
		{"row", []int{3}, nil, "row 3"},
		{"row", []int{1, 4, 6}, nil, "rows 1, 4 and 6"},
		{"region", nil, []string{"A", "C"}, "regions A and C"},
		{"column", []int{2}, []string{"x"}, "columns x and 2"},
	} {
		if got := Numbered(tc.kind, tc.numbers, tc.names...); got != tc.want {
			t.Errorf("Numbered(%q, %v, %q) = %q, want %q", tc.kind, tc.numbers, tc.names, got, tc.want)
		}
	}
}
