package nqueens

import (
	"bufio"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/nqueens-go/nqueens/internal/oracletest"
	"github.com/nqueens-go/nqueens/internal/panictest"
)

// The tests take their truth from two places that share no code with the
// package: the plain brute-force search of internal/oracletest, and the
// OEIS tables in testdata.

// oracle returns every solution of size n in lexicographic order, found
// afresh by the plain search.
func oracle(n int) []Board { return boards(oracletest.Solutions(n)) }

// oracleOf returns oracle(n), found once per test binary: the callers
// share its boards, and none may change them.
func oracleOf(n int) []Board { return boards(oracletest.SharedSolutions(n)) }

// boards returns the oracle's solutions as Boards, sharing their columns;
// nil for none, as the oracle gives them.
func boards(solutions [][]int) []Board {
	var out []Board
	for _, s := range solutions {
		out = append(out, s)
	}
	return out
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

// everyBoard calls f with each of the n^n boards of size n, in
// lexicographic order, reusing one slice.
func everyBoard(n int, f func(Board)) {
	oracletest.EveryBoard(n, func(b []int) { f(b) })
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

// mustPanic calls f and checks that it panics with a message that starts
// with "nqueens: " and holds each of the fragments; mustCount panics with
// its error.
func mustPanic(t *testing.T, f func(), fragments ...string) {
	t.Helper()
	panictest.Check(t, "nqueens: ", f, fragments...)
}
