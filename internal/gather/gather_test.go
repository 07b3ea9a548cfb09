package gather_test

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	gocmp "github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens/internal/gather"
	"github.com/nqueens-go/nqueens/internal/shard"
)

// parseShardLine reads a line of the tests' shards: a whole number.
func parseShardLine(line []byte) (int, error) {
	v, err := strconv.Atoi(string(line))
	if err != nil {
		return 0, fmt.Errorf("not a shard line: %q", line)
	}
	return v, nil
}

// writeFile writes content to the file name in dir, and returns its path.
func writeFile(t *testing.T, dir, name, content string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestRead(t *testing.T) {
	dir := t.TempDir()
	a := writeFile(t, dir, "a", "3\n\n  \t\n5\n")
	b := writeFile(t, dir, "b", "\r\n 7 \r\n8")
	empty := writeFile(t, dir, "empty", "")
	blank := writeFile(t, dir, "blank", "\n \n\t\n")
	for _, tc := range []struct {
		name  string
		names []string
		stdin string
		want  []gather.Located[int]
	}{
		{
			name: "a file", names: []string{a},
			want: []gather.Located[int]{{3, a + ":1"}, {5, a + ":4"}},
		},
		{
			name: "carriage returns and no final newline", names: []string{b},
			want: []gather.Located[int]{{7, b + ":2"}, {8, b + ":3"}},
		},
		{
			name: "files in order", names: []string{b, empty, a},
			want: []gather.Located[int]{{7, b + ":2"}, {8, b + ":3"}, {3, a + ":1"}, {5, a + ":4"}},
		},
		{
			name: "standard input for no name", stdin: "\n1\n2\n",
			want: []gather.Located[int]{{1, "standard input:2"}, {2, "standard input:3"}},
		},
		{
			name: "standard input for -", names: []string{"-"}, stdin: "4",
			want: []gather.Located[int]{{4, "standard input:1"}},
		},
		{
			name: "standard input among files", names: []string{a, "-", blank}, stdin: "6\n",
			want: []gather.Located[int]{{3, a + ":1"}, {5, a + ":4"}, {6, "standard input:1"}},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := gather.Read(tc.names, strings.NewReader(tc.stdin), parseShardLine)
			if err != nil {
				t.Fatal(err)
			}
			if diff := gocmp.Diff(tc.want, got); diff != "" {
				t.Errorf("Read (-want +got):\n%s", diff)
			}
		})
	}
}

func TestReadRefuses(t *testing.T) {
	dir := t.TempDir()
	good := writeFile(t, dir, "good", "1\n")
	empty := writeFile(t, dir, "empty", "")
	blank := writeFile(t, dir, "blank", "\n\n")
	wrong := writeFile(t, dir, "wrong", "1\n\nx\n")
	zero := writeFile(t, dir, "zero", "1\n2\x00\n")
	maxLine := strings.Repeat(" ", gather.MaxLine-2) + "2\n"
	long := writeFile(t, dir, "long", "1\n"+maxLine+strings.Repeat(" ", gather.MaxLine)+"3\n")
	for _, tc := range []struct {
		name    string
		names   []string
		stdin   string
		wantErr string
	}{
		{name: "a parse error", names: []string{good, wrong}, wantErr: wrong + `:3: not a shard line: "x"`},
		{name: "a parse error on standard input", stdin: "1\n\n 2x \n", wantErr: `standard input:3: not a shard line: "2x"`},
		{name: "a byte 0", names: []string{zero}, wantErr: zero + ": line 2: holds a byte 0, which no text does: is it a binary file?"},
		{name: "a line too long", names: []string{long}, wantErr: long + ": line 3: longer than 64.0 KiB, more than any line of it may take"},
		{name: "a line too long on standard input", stdin: strings.Repeat("1", gather.MaxLine+1), wantErr: "standard input: line 1: longer than 64.0 KiB, more than any line of it may take"},
		{name: "a directory", names: []string{good, dir}, wantErr: dir + " is a directory"},
		{name: "nothing on standard input", wantErr: "no shard line in standard input"},
		{name: "blank standard input", names: []string{"-"}, stdin: "\n \n", wantErr: "no shard line in standard input"},
		{name: "an empty file", names: []string{empty}, wantErr: "no shard line in " + empty},
		{name: "blank files", names: []string{empty, blank}, wantErr: "no shard line in " + empty + " or " + blank},
		{name: "blank files and standard input", names: []string{empty, "-", blank}, wantErr: "no shard line in " + empty + ", standard input or " + blank},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := gather.Read(tc.names, strings.NewReader(tc.stdin), parseShardLine)
			if err == nil {
				t.Fatalf("Read = %v, want error %q", got, tc.wantErr)
			}
			if err.Error() != tc.wantErr {
				t.Errorf("Read error = %q, want %q", err, tc.wantErr)
			}
			if got != nil {
				t.Errorf("Read = %v with its error, want nil", got)
			}
		})
	}

	t.Run("a line of MaxLine bytes", func(t *testing.T) {
		got, err := gather.Read(nil, strings.NewReader(maxLine), parseShardLine)
		if err != nil {
			t.Fatal(err)
		}
		if diff := gocmp.Diff([]gather.Located[int]{{2, "standard input:1"}}, got); diff != "" {
			t.Errorf("Read (-want +got):\n%s", diff)
		}
	})

	t.Run("no file", func(t *testing.T) {
		missing := filepath.Join(dir, "missing")
		_, err := gather.Read([]string{missing}, strings.NewReader(""), parseShardLine)
		if !errors.Is(err, fs.ErrNotExist) || !strings.Contains(err.Error(), missing) {
			t.Errorf("Read of no file: error %v, want one naming %s that is fs.ErrNotExist", err, missing)
		}
	})

	t.Run("more than MaxShards lines", func(t *testing.T) {
		if testing.Short() {
			t.Skip("reads a million lines")
		}
		lines := strings.Repeat("0\n", shard.MaxShards+1)
		calls := 0
		_, err := gather.Read(nil, strings.NewReader(lines), func(line []byte) (struct{}, error) {
			calls++
			return struct{}{}, nil
		})
		want := fmt.Sprintf("standard input:%d: more than %d shard lines, more than any piece of work has shards", shard.MaxShards+1, shard.MaxShards)
		if err == nil || err.Error() != want {
			t.Errorf("Read error = %v, want %q", err, want)
		}
		if calls != shard.MaxShards {
			t.Errorf("parse called %d times, want %d", calls, shard.MaxShards)
		}
	})
}

// TestReadStdinOnce checks that standard input named twice is read
// once: the second time it is at its end.
func TestReadStdinOnce(t *testing.T) {
	got, err := gather.Read([]string{"-", "-"}, strings.NewReader("1\n2\n"), parseShardLine)
	if err != nil {
		t.Fatal(err)
	}
	want := []gather.Located[int]{{1, "standard input:1"}, {2, "standard input:2"}}
	if diff := gocmp.Diff(want, got); diff != "" {
		t.Errorf("Read (-want +got):\n%s", diff)
	}
}

// TestReadError checks that an error reading standard input
// names it.
func TestReadError(t *testing.T) {
	r := io.MultiReader(strings.NewReader("1\n"), errorReader{errors.New("connection reset")})
	_, err := gather.Read(nil, r, parseShardLine)
	if want := "reading standard input: connection reset"; err == nil || err.Error() != want {
		t.Errorf("Read error = %v, want %q", err, want)
	}
}

// An errorReader fails every read with its error.
type errorReader struct{ err error }

func (r errorReader) Read([]byte) (int, error) { return 0, r.err }

func TestOpenInput(t *testing.T) {
	dir := t.TempDir()
	path := writeFile(t, dir, "f", "x")
	f, err := gather.OpenInput(path)
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	if _, err := gather.OpenInput(dir); err == nil || err.Error() != dir+" is a directory" {
		t.Errorf("OpenInput(%s) error = %v, want %q", dir, err, dir+" is a directory")
	}
}

func TestCover(t *testing.T) {
	for _, tc := range []struct {
		name         string
		shards       []int
		m            int
		wantMissing  []int
		wantRepeated []int
	}{
		{name: "none of none", shards: nil, m: 0},
		{name: "whole", shards: []int{0}, m: 1},
		{name: "all in any order", shards: []int{3, 1, 0, 2}, m: 4},
		{name: "none of 3", shards: nil, m: 3, wantMissing: []int{0, 1, 2}},
		{name: "some missing", shards: []int{4, 0, 2}, m: 6, wantMissing: []int{1, 3, 5}},
		{name: "repeated", shards: []int{2, 1, 0, 2, 1, 2}, m: 3, wantRepeated: []int{1, 2}},
		{name: "both", shards: []int{3, 3, 0}, m: 5, wantMissing: []int{1, 2, 4}, wantRepeated: []int{3}},
		{name: "out of range ignored", shards: []int{-1, 0, 1, 2, 2}, m: 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			missing, repeated := gather.Cover(tc.shards, tc.m)
			if diff := gocmp.Diff(tc.wantMissing, missing); diff != "" {
				t.Errorf("missing (-want +got):\n%s", diff)
			}
			if diff := gocmp.Diff(tc.wantRepeated, repeated); diff != "" {
				t.Errorf("repeated (-want +got):\n%s", diff)
			}
		})
	}
}

func TestMissing(t *testing.T) {
	command := func(shard int) string { return fmt.Sprintf("nqueens count -shard %d/8 12", shard) }
	for _, tc := range []struct {
		missing []int
		m       int
		want    string
	}{
		{[]int{3, 5}, 8, "2 of the 8 shards of n = 12 are missing: 3, 5; count shard 3 with: nqueens count -shard 3/8 12; the others likewise"},
		{[]int{6}, 8, "1 of the 8 shards of n = 12 is missing: 6; count shard 6 with: nqueens count -shard 6/8 12"},
		{[]int{0, 1, 2, 3, 7}, 8, "5 of the 8 shards of n = 12 are missing: 0-3, 7; count shard 0 with: nqueens count -shard 0/8 12; the others likewise"},
		{[]int{0}, 1, "1 of the 1 shard of n = 12 is missing: 0; count shard 0 with: nqueens count -shard 0/8 12"},
	} {
		t.Run(fmt.Sprintf("missing=%v", tc.missing), func(t *testing.T) {
			if got := gather.Missing(tc.missing, tc.m, "of n = 12", "count", command); got != tc.want {
				t.Errorf("Missing = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestRepeated(t *testing.T) {
	for _, tc := range []struct {
		shard int
		at    []string
		want  string
	}{
		{3, []string{"a:1", "b:4"}, "shard 3 is there 2 times (a:1, b:4)"},
		{0, []string{"standard input:1", "standard input:2", "c:9"}, "shard 0 is there 3 times (standard input:1, standard input:2, c:9)"},
	} {
		t.Run(fmt.Sprintf("shard=%d", tc.shard), func(t *testing.T) {
			if got := gather.Repeated(tc.shard, tc.at); got != tc.want {
				t.Errorf("Repeated = %q, want %q", got, tc.want)
			}
		})
	}
}
