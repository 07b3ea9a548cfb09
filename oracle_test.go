package nqueens

import (
	"bufio"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// The tests take their truth from two places that share no code with the
// package: a brute-force search written as plainly as possible, and the
// OEIS tables in testdata.

// oracle returns every solution of size n in lexicographic order, found the
// plain way: row by row, each column in turn, checked against every queen
// above it.
func oracle(n int) []Board {
	var solutions []Board
	b := make(Board, n)
	var place func(r int)
	place = func(r int) {
		if r == n {
			solutions = append(solutions, slices.Clone(b))
			return
		}
		for c := range n {
			if safe(b[:r], c) {
				b[r] = c
				place(r + 1)
			}
		}
	}
	place(0)
	return solutions
}

// safe reports whether a queen in column c of the row below the queens
// above shares no column and no diagonal with any of them.
func safe(above Board, c int) bool {
	r := len(above)
	for i, ci := range above {
		if ci == c || ci-c == r-i || c-ci == r-i {
			return false
		}
	}
	return true
}

// isSolution reports whether b is a solution, by checking every pair of rows.
func isSolution(b Board) bool {
	for r, c := range b {
		if c < 0 || c >= len(b) || !safe(b[:r], c) {
			return false
		}
	}
	return true
}

var oracleCache struct {
	sync.Mutex
	byN map[int][]Board
}

// oracleOf returns oracle(n), computed once per test binary.
func oracleOf(n int) []Board {
	oracleCache.Lock()
	defer oracleCache.Unlock()
	if oracleCache.byN == nil {
		oracleCache.byN = make(map[int][]Board)
	}
	if s, ok := oracleCache.byN[n]; ok {
		return s
	}
	s := oracle(n)
	oracleCache.byN[n] = s
	return s
}

// oracleNext returns the first solution of the oracle greater than b.
func oracleNext(b Board) (Board, bool) {
	for _, s := range oracleOf(len(b)) {
		if slices.Compare(s, b) > 0 {
			return s, true
		}
	}
	return nil, false
}

// everyBoard calls f with each of the n^n boards of size n, in lexicographic
// order, reusing one slice.
func everyBoard(n int, f func(Board)) {
	b := make(Board, n)
	for {
		f(b)
		// Step b on as an odometer.
		r := n - 1
		for r >= 0 && b[r] == n-1 {
			b[r] = 0
			r--
		}
		if r < 0 {
			return
		}
		b[r]++
	}
}

// oeisRow is one line of testdata/oeis.tsv.
type oeisRow struct {
	n             int
	total, unique uint64
}

// readOEIS returns the rows of testdata/oeis.tsv.
func readOEIS(t testing.TB) []oeisRow {
	t.Helper()
	f, err := os.Open("testdata/oeis.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []oeisRow
	scanner := bufio.NewScanner(f)
	for line := 1; scanner.Scan(); line++ {
		fields := strings.Fields(scanner.Text())
		if len(fields) == 0 || strings.HasPrefix(fields[0], "#") || fields[0] == "n" {
			continue
		}
		if len(fields) != 3 {
			t.Fatalf("testdata/oeis.tsv:%d: %d fields, want 3", line, len(fields))
		}
		var row oeisRow
		var errs [3]error
		row.n, errs[0] = strconv.Atoi(fields[0])
		row.total, errs[1] = strconv.ParseUint(fields[1], 10, 64)
		row.unique, errs[2] = strconv.ParseUint(fields[2], 10, 64)
		for _, err := range errs {
			if err != nil {
				t.Fatalf("testdata/oeis.tsv:%d: %v", line, err)
			}
		}
		rows = append(rows, row)
	}
	if err := scanner.Err(); err != nil {
		t.Fatal(err)
	}
	if len(rows) < 20 {
		t.Fatalf("testdata/oeis.tsv: %d rows, want at least 20", len(rows))
	}
	return rows
}

// TestOracle checks the oracle itself against the OEIS.
func TestOracle(t *testing.T) {
	for _, row := range readOEIS(t) {
		if row.n > 10 {
			break
		}
		if got := len(oracleOf(row.n)); uint64(got) != row.total {
			t.Errorf("n=%d: the oracle finds %d solutions, OEIS A000170 says %d", row.n, got, row.total)
		}
	}
}

// mustPanic calls f and checks that it panics with a message holding each
// of the fragments.
func mustPanic(t *testing.T, f func(), fragments ...string) {
	t.Helper()
	defer func() {
		t.Helper()
		r := recover()
		if r == nil {
			t.Errorf("no panic, want one saying %q", fragments)
			return
		}
		msg, _ := r.(string)
		if err, ok := r.(error); ok {
			msg = err.Error() // mustCount panics with its error
		}
		if !strings.HasPrefix(msg, "nqueens: ") {
			t.Errorf("panic %q does not start with \"nqueens: \"", msg)
		}
		for _, frag := range fragments {
			if !strings.Contains(msg, frag) {
				t.Errorf("panic %q does not say %q", msg, frag)
			}
		}
	}()
	f()
}
