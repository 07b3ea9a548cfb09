package oracletest

import (
	"bufio"
	"fmt"
	"os"
	"strings"
)

// OEISMore returns the values of the line of sequence seq with key in
// the table at path, testdata/oeis-more.tsv of the module's root: a row
// of a triangle (key "12") or a run of terms (key "1..16"), as the
// entry writes them, separated by spaces.
func OEISMore(path, seq, key string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Split(sc.Text(), "\t")
		if len(fields) == 3 && fields[0] == seq && fields[1] == key {
			return fields[2], nil
		}
	}
	if err := sc.Err(); err != nil {
		return "", err
	}
	return "", fmt.Errorf("%s holds no line %s %s", path, seq, key)
}
