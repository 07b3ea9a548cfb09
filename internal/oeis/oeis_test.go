package oeis

import (
	"fmt"
	"os"
	"testing"
)

// TestCopy checks that the package's copy of the table is the module's
// testdata/oeis.tsv, the one the tests take their truth from.
func TestCopy(t *testing.T) {
	module, err := os.ReadFile("../../testdata/oeis.tsv")
	if err != nil {
		t.Fatal(err)
	}
	if string(module) != table {
		t.Errorf("internal/oeis/oeis.tsv differs from testdata/oeis.tsv: copy it again")
	}
}

// TestKnown checks a few entries against the OEIS pages, and that sizes
// the OEIS does not know have no entry.
func TestKnown(t *testing.T) {
	for _, tc := range []struct {
		n    int
		want Count
	}{
		{0, Count{1, 1}},
		{2, Count{0, 0}},
		{8, Count{92, 12}},
		{27, Count{234907967154122528, 29363495934315694}},
	} {
		if got, ok := Known(tc.n); !ok || got != tc.want {
			t.Errorf("Known(%d) = %v, %v; want %v, true", tc.n, got, ok, tc.want)
		}
	}
	for _, n := range []int{-1, 28, 64} {
		if got, ok := Known(n); ok {
			t.Errorf("Known(%d) = %v, true; the OEIS knows no count for it", n, got)
		}
	}
	if Max() != 27 {
		t.Errorf("Max() = %d, want 27", Max())
	}
}

// TestThresholdCopy checks that the package's copy of A374013 is the
// threshold program's testdata/A374013.txt.
func TestThresholdCopy(t *testing.T) {
	program, err := os.ReadFile("../../cmd/threshold/testdata/A374013.txt")
	if err != nil {
		t.Fatal(err)
	}
	if string(program) != thresholdTable {
		t.Errorf("internal/oeis/A374013.txt differs from the threshold program's testdata/A374013.txt: copy it again")
	}
}

// TestThreshold checks a few terms against the OEIS page, and that sizes
// it does not know have none.
func TestThreshold(t *testing.T) {
	for n, want := range map[int]int{4: 0, 5: 1, 10: 2, 14: 3, 19: 4, 20: 4} {
		if got, ok := Threshold(n); !ok || got != want {
			t.Errorf("Threshold(%d) = %d, %v; want %d, true", n, got, ok, want)
		}
	}
	for _, n := range []int{-1, 0, 3, 21, 64} {
		if got, ok := Threshold(n); ok {
			t.Errorf("Threshold(%d) = %d, true; the OEIS knows no term for it", n, got)
		}
	}
}

// TestMoreCopy checks that the table the package embeds is the module's
// testdata/oeis-more.tsv.
func TestMoreCopy(t *testing.T) {
	module, err := os.ReadFile("../../testdata/oeis-more.tsv")
	if err != nil {
		t.Fatal(err)
	}
	if string(module) != moreTable {
		t.Errorf("internal/oeis/more.tsv differs from testdata/oeis-more.tsv: copy it again")
	}
}

func TestMore(t *testing.T) {
	if row, ok := ByColumn(8); !ok || fmt.Sprint(row) != "[4 8 16 18 18 16 8 4]" {
		t.Errorf("ByColumn(8) = %v, %v", row, ok)
	}
	if _, ok := ByColumn(13); ok {
		t.Error("ByColumn(13): a row the table does not hold")
	}
	for _, tc := range []struct {
		n           int
		multipliers bool
		want        uint64
		ok          bool
	}{{8, false, 6, true}, {8, true, 4, true}, {16, false, 1009395, true}, {17, false, 0, false}, {0, true, 0, false}} {
		if got, ok := Classes(tc.n, tc.multipliers); got != tc.want || ok != tc.ok {
			t.Errorf("Classes(%d, %v) = %d, %v", tc.n, tc.multipliers, got, ok)
		}
	}
}
