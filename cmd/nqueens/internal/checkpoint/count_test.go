package checkpoint

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens/cmd/nqueens/internal/resumable"
)

func TestCountLines(t *testing.T) {
	id := Count{N: 18, Method: "join", Shard: 3, Shards: 8}
	tests := []struct {
		name string
		line string
		want string
	}{
		{"header", Header(id, Version), "nqueens checkpoint 2 n=18 method=join shard=3/8 crc32="},
		{"header of version 1", Header(id, 1), "nqueens checkpoint 1 n=18 shard=3/8 crc32="},
		{"line", Line(id, Version, 123, Counts{Total: 4567}), "nqueens n=18 method=join shard=3/8 subproblem=123 total=4567 unique=0 crc32="},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !strings.HasPrefix(tt.line, tt.want) || !strings.HasSuffix(tt.line, "\n") {
				t.Errorf("%q, want %q and a checksum", tt.line, tt.want)
			}
		})
	}
	got, version, err := ParseHeader(strings.TrimSuffix(Header(id, Version), "\n"))
	if got != id || version != Version || err != nil {
		t.Errorf("ParseHeader(Header(%v)) = %v, %d, %v", id, got, version, err)
	}
	// Version 1 stands for a count by backtracking.
	old := Count{N: 9, Method: "backtrack", Shards: 1}
	got, version, err = ParseHeader(strings.TrimSuffix(Header(old, 1), "\n"))
	if got != old || version != 1 || err != nil {
		t.Errorf("ParseHeader(Header(%v, 1)) = %v, %d, %v", old, got, version, err)
	}
	gotID, sub, c, err := ParseLine(strings.TrimSuffix(Line(id, Version, 123, Counts{Total: 4567, Unique: 12}), "\n"), Version)
	if gotID != id || sub != 123 || c != (Counts{Total: 4567, Unique: 12}) || err != nil {
		t.Errorf("ParseLine(Line(%v, 123)) = %v, %d, %v, %v", id, gotID, sub, c, err)
	}
	for _, bad := range []Count{{N: 8, Method: "fast", Shards: 1}, {N: 8, Method: "join", Shards: 1}} {
		line := strings.TrimSuffix(Header(bad, Version), "\n")
		if bad.Method == "join" {
			line = strings.Replace(line, "crc32=", "crc32=0", 1) // a checksum that does not hold
		}
		if _, _, err := ParseHeader(line); err == nil {
			t.Errorf("ParseHeader(%q) took it", line)
		}
	}
}

func TestMethodOf(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "checkpoint")
	if m, ok, err := MethodOf(file); m != "" || ok || err != nil {
		t.Errorf("MethodOf(no file) = %q, %v, %v; want nothing", m, ok, err)
	}
	os.WriteFile(file, []byte(Header(Count{N: 12, Method: "join2", Shards: 1}, Version)), 0o644)
	if m, ok, err := MethodOf(file); m != "join2" || !ok || err != nil {
		t.Errorf("MethodOf(a checkpoint by join2) = %q, %v, %v", m, ok, err)
	}
	os.WriteFile(file, []byte("my precious notes\n"), 0o644)
	if m, ok, err := MethodOf(file); ok || err != nil {
		t.Errorf("MethodOf(no checkpoint) = %q, %v, %v; want no method and no error", m, ok, err)
	}
	if _, _, err := MethodOf(dir); err == nil {
		t.Errorf("MethodOf(a directory) gave no error")
	}
}

// TestAfterRecord checks that Options.AfterRecord is told the records the
// checkpoint of a count, and then that of a listing, holds after each
// record appended, and nothing while they are opened.
func TestAfterRecord(t *testing.T) {
	var told []int
	opts := Options{AfterRecord: func(records int) { told = append(told, records) }}
	dir := t.TempDir()
	count, _, err := OpenCount(filepath.Join(dir, "count"), Count{N: 8, Method: "backtrack", Shards: 1}, io.Discard, opts)
	if err != nil {
		t.Fatal(err)
	}
	defer count.Close()
	for sub := range 2 {
		if err := count.Record(sub, Counts{Total: 4}); err != nil {
			t.Fatal(err)
		}
	}
	listing, err := OpenListing(filepath.Join(dir, "listing"), Listing{N: 8, To: 92, Format: "tuple", Output: filepath.Join(dir, "out")}, opts)
	if err != nil {
		t.Fatal(err)
	}
	defer listing.Close()
	if err := listing.RecordWritten(&resumable.Output{Next: 1, Size: 25}); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]int{1, 2, 1}, told); diff != "" {
		t.Errorf("AfterRecord told (-want +got):\n%s", diff)
	}
}

// FuzzOpenCount checks that reading any file as the checkpoint of a count
// never panics, that a file refused is left byte for byte as it was, and
// that a file taken keeps all it held but a torn last line, and gives back
// the subproblems its lines record.
func FuzzOpenCount(f *testing.F) {
	id := Count{N: 9, Method: "backtrack", Shard: 1, Shards: 4}
	header := Header(id, Version)
	line := Line(id, Version, 7, Counts{Total: 16, Unique: 2})
	f.Add([]byte(""))
	f.Add([]byte("my precious notes\n"))
	f.Add([]byte(header))
	f.Add([]byte(header + line))
	f.Add([]byte(header + line[:20]))
	f.Add([]byte(header + line + line))
	f.Add([]byte(header[:10]))
	f.Add([]byte(Header(Count{N: 9, Method: "backtrack", Shard: 0, Shards: 4}, Version) + line))
	f.Add([]byte(Header(id, 1) + Line(id, 1, 7, Counts{Total: 16, Unique: 2})))
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(t.TempDir(), "checkpoint")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		cp, done, err := OpenCount(path, id, io.Discard, Options{})
		got, rerr := os.ReadFile(path)
		if rerr != nil {
			t.Fatal(rerr)
		}
		if err != nil {
			if !bytes.Equal(got, data) {
				t.Fatalf("refused %q (%v), and changed it to %q", data, err, got)
			}
			return
		}
		cp.Close()
		kept := data
		if len(data) == 0 {
			kept = []byte(header)
		} else if i := bytes.LastIndexByte(data, '\n'); i+1 < len(data) {
			kept = data[:i+1] // a torn last line cut away
		}
		if !bytes.Equal(got, kept) {
			t.Fatalf("took %q, and left %q; want %q", data, got, kept)
		}
		lines := strings.SplitAfter(string(kept), "\n")
		if lines[0] != Header(id, cp.Version()) || len(done) != len(lines)-2 {
			t.Fatalf("took %q: %d subproblems from %d lines", kept, len(done), len(lines))
		}
		for _, l := range lines[1 : len(lines)-1] {
			_, number, c, err := ParseLine(strings.TrimSuffix(l, "\n"), cp.Version())
			if err != nil || done[number] != c {
				t.Fatalf("took %q: line %q gives %d, %v; the checkpoint has %v", kept, l, number, err, done[number])
			}
		}
	})
}
