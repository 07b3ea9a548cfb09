package resumable

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// writeRecords writes records to o, each ended, and syncs it.
func writeRecords(t *testing.T, o *Output, records ...string) error {
	t.Helper()
	for _, r := range records {
		fmt.Fprint(o, r)
		if err := o.EndRecord(); err != nil {
			return err
		}
	}
	return o.Sync()
}

// countLines is a read of Reopen for records of one line each: it
// refuses bytes that do not hold next records, whole.
func countLines(from uint64) func(io.Reader, uint64) error {
	return func(r io.Reader, next uint64) error {
		data, err := io.ReadAll(r)
		if err != nil {
			return err
		}
		if len(data) > 0 && data[len(data)-1] != '\n' {
			return errors.New("a record cut short")
		}
		if got := uint64(strings.Count(string(data), "\n")); got != next-from {
			return fmt.Errorf("%d records, want %d", got, next-from)
		}
		return nil
	}
}

// TestOutput writes records to an output, stops, and goes on from what
// it recorded: the file then holds each record once; records written
// after the record, or bytes cut short, are cut away; a file changed, cut
// or gone since is refused and left as it is.
func TestOutput(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out")
	o, err := Create(path, "-o out", 10, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := writeRecords(t, o, "a\n", "b\n"); err != nil {
		t.Fatal(err)
	}
	next, size, crc := o.Next, o.Size, o.CRC
	if next != 12 || size != 4 {
		t.Fatalf("after two records: next %d, size %d; want 12 and 4", next, size)
	}
	// More written after the record, and a torn one.
	writeRecords(t, o, "c\n")
	o.f.WriteAt([]byte("d"), o.Size)
	o.Close()
	again, err := Reopen(path, "-o out", next, size, crc, countLines(10), Options{})
	if err != nil {
		t.Fatal(err)
	}
	writeRecords(t, again, "c\n")
	again.Close()
	if data, _ := os.ReadFile(path); string(data) != "a\nb\nc\n" {
		t.Errorf("the output holds %q, want a, b and c once", data)
	}
	if _, err := Create(path, "-o out", 0, Options{}); err == nil || !strings.Contains(err.Error(), "-o out: the file exists") {
		t.Errorf("Create of a file that exists: %v", err)
	}
	for _, tc := range []struct {
		name, content string
		next          uint64
		want          string
	}{
		{"changed", "a\nx\nc\n", 12, "are not those the run wrote"},
		{"cut", "a\n", 12, "it was cut or replaced"},
		{"a record more than recorded", "a\nb\nc\n", 12, ""},
		{"the record's count forged", "a\nb\nc\n", 13, "2 records, want 3"},
	} {
		os.WriteFile(path, []byte(tc.content), 0o644)
		o, err := Reopen(path, "-o out", tc.next, size, crc, countLines(10), Options{})
		if tc.want == "" {
			if err != nil {
				t.Errorf("%s: %v", tc.name, err)
			}
			o.Close()
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v; want %q", tc.name, err, tc.want)
		}
		if got, _ := os.ReadFile(path); string(got) != tc.content {
			t.Errorf("%s: the file was not left as it was", tc.name)
		}
	}
	os.Remove(path)
	if _, err := Reopen(path, "-o out", 12, size, crc, countLines(10), Options{}); err == nil || !strings.Contains(err.Error(), "no such file") {
		t.Errorf("Reopen of a file gone: %v", err)
	}
}

// TestOutputFull writes to an output that cannot grow past a limit, as on
// a full disk, Options.Limit, in chunks of a byte: the write fails with
// ENOSPC, and the file holds the whole records written before, which Next,
// Size and CRC count.
func TestOutputFull(t *testing.T) {
	path := filepath.Join(t.TempDir(), "out")
	o, err := Create(path, "-o out", 0, Options{Chunk: 1, Limit: 7})
	if err != nil {
		t.Fatal(err)
	}
	defer o.Close()
	err = writeRecords(t, o, "ab\n", "cd\n", "ef\n")
	var we *WriteError
	if !errors.As(err, &we) || !errors.Is(err, syscall.ENOSPC) {
		t.Fatalf("a write past the limit: %v; want a *WriteError of ENOSPC", err)
	}
	if data, _ := os.ReadFile(path); string(data) != "ab\ncd\n" || o.Next != 2 || o.Size != 6 {
		t.Errorf("the output holds %q, next %d, size %d; want two whole records", data, o.Next, o.Size)
	}
}

// TestOutputOptions checks that an Output gathers records until they
// fill Options.Chunk, writes them then and on Sync, and tells
// Options.AfterWrite the size of the file after each write.
func TestOutputOptions(t *testing.T) {
	var told []int64
	path := filepath.Join(t.TempDir(), "out")
	o, err := Create(path, "-o out", 0, Options{Chunk: 4, AfterWrite: func(size int64) { told = append(told, size) }})
	if err != nil {
		t.Fatal(err)
	}
	defer o.Close()
	if err := writeRecords(t, o, "ab\n", "cd\n", "ef\n"); err != nil {
		t.Fatal(err)
	}
	// 3 bytes gathered, then 6, written; then 3, written by Sync.
	if len(told) != 2 || told[0] != 6 || told[1] != 9 {
		t.Errorf("AfterWrite told %v, want [6 9]", told)
	}
}

// TestPlainOutput checks an output of a run without a journal: a new
// file, removed by Discard while it is empty; and a device, written as is.
func TestPlainOutput(t *testing.T) {
	path := filepath.Join(t.TempDir(), "out")
	o, err := OpenPlain(path, "-o out", Options{})
	if err != nil {
		t.Fatal(err)
	}
	o.Discard()
	if _, err := os.Stat(path); err == nil {
		t.Error("Discard of an empty output it created left the file")
	}
	null, err := OpenPlain(os.DevNull, "-o "+os.DevNull, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := fmt.Fprintln(null.File(), "a board"); err != nil {
		t.Error(err)
	}
	null.Discard()
	if _, err := os.Stat(os.DevNull); err != nil {
		t.Errorf("Discard of %s: %v", os.DevNull, err)
	}
}
