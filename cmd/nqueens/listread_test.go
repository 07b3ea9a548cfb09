package main

import (
	"bytes"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nqueens-go/nqueens/internal/journal"
)

// TestListForgedRecord rewrites the last record of a listing's checkpoint,
// each time with its checksums made anew so that only reading the file
// back can tell: the place moved by one either way, the size moved inside
// a board or past the file's end, and a record whose place, size and
// checksum agree with a file that holds a board the listing skipped. Each
// is refused with the file and checkpoint left as they are, or, where the
// record is true to a shorter file, the listing goes on and ends exact.
func TestListForgedRecord(t *testing.T) {
	for _, form := range []string{"dots", "grid", "tuple", "json"} {
		_, whole, _ := runCommand("list", "8", "-format", form)
		status, want, stderr := runCommand("list", "8", "-format", form, "-shard", "1/2")
		if status != 0 {
			t.Fatalf("list 8 -shard 1/2: status %d, %s", status, stderr)
		}
		boards := splitBoards(whole, form) // each with the separator before it
		from := 46
		if strings.Join(boards[from:], "") != want {
			t.Fatalf("%s: the boards of places 46 on are not the shard", form)
		}
		// A stopped listing: its file holds the boards of places 46 to
		// 55, and its checkpoint records place 56.
		dir := t.TempDir()
		ck, out := filepath.Join(dir, "ck"), filepath.Join(dir, "out")
		args := []string{"list", "8", "-format", form, "-shard", "1/2", "-checkpoint", ck, "-o", out}
		held := strings.Join(boards[from:56], "")
		if status, _, stderr := runWithFiles(fullDisk(int64(len(held)+len(boards[56])/2)), args...); status != 1 || !strings.Contains(stderr, "no space left on device") {
			t.Fatalf("%s: a listing stopped by a full disk: status %d, %s", form, status, stderr)
		}
		file, _ := os.ReadFile(out)
		checkpoint, _ := os.ReadFile(ck)
		if string(file) != held {
			t.Fatalf("%s: the stopped listing's file holds %q, want the boards of places 46 to 55", form, file)
		}
		lines := strings.SplitAfter(string(checkpoint), "\n")
		lines = lines[:len(lines)-1]
		record := func(next, size int, data string) string {
			return journal.Seal("", fmt.Sprintf("nqueens list next=%d output=%d output-crc32=%08x", next, size, crc32.ChecksumIEEE([]byte(data[:size]))))
		}
		if got := lines[len(lines)-1]; got != record(56, len(held), held) {
			t.Fatalf("%s: the last record is %q, want place 56 after the file's bytes", form, got)
		}
		forge := func(last, data string) {
			forged := strings.Join(lines[:len(lines)-1], "") + last
			os.WriteFile(ck, []byte(forged), 0o644)
			os.WriteFile(out, []byte(data), 0o644)
		}
		cut := len(held) - len(boards[55])/2 // inside the board at place 55
		for _, tc := range []struct {
			name, record, file, refusal string
		}{
			{"place one more", record(57, len(held), held), held, "where the checkpoint records those before place 57"},
			{"place one less", record(55, len(held), held), held, "the file holds boards past place 55"},
			{"size inside a board", record(56, cut, held), held, "is cut short where the checkpoint's record"},
			{"size past the end", record(56, len(held)+1, held+"x"), held, "it was cut or replaced"},
			{"a board skipped", record(57, len(held)+len(boards[57]), held+boards[57]), held + boards[57], "the last board it holds is"},
		} {
			forge(tc.record, tc.file)
			status, _, stderr := runCommand(args...)
			if status != 1 || !strings.Contains(stderr, tc.refusal) {
				t.Errorf("%s, record of %s: status %d, %q; want 1 and %q", form, tc.name, status, stderr, tc.refusal)
			}
			if got, _ := os.ReadFile(out); string(got) != tc.file {
				t.Errorf("%s, record of %s: the file was not left as it was", form, tc.name)
			}
			if got, _ := os.ReadFile(ck); !bytes.HasSuffix(got, []byte(tc.record)) {
				t.Errorf("%s, record of %s: the checkpoint was not left as it was", form, tc.name)
			}
		}
		// A record true to a file of one board less: the listing goes on
		// from it, and ends exact.
		shorter := strings.Join(boards[from:55], "")
		forge(record(55, len(shorter), shorter), held)
		if status, _, stderr := runCommand(args...); status != 0 {
			t.Errorf("%s, a record true to a shorter file: status %d, %s", form, status, stderr)
		}
		if got, _ := os.ReadFile(out); string(got) != want {
			t.Errorf("%s, a record true to a shorter file: the file is not the shard's listing", form)
		}
		// The listing is complete; its record moved back by one is
		// refused even then.
		done, _ := os.ReadFile(ck)
		lines = strings.SplitAfter(string(done), "\n")
		lines = lines[:len(lines)-1]
		forge(record(91, len(want), want), want)
		if status, _, stderr := runCommand(args...); status != 1 || !strings.Contains(stderr, "the file holds boards past place 91") {
			t.Errorf("%s, a complete listing recorded a place short: status %d, %q", form, status, stderr)
		}
	}
}

// splitBoards splits a whole listing in the format form into the bytes of
// each board, with the separator before it.
func splitBoards(listing, form string) []string {
	if form == "tuple" || form == "json" {
		lines := strings.SplitAfter(listing, "\n")
		return lines[:len(lines)-1]
	}
	parts := strings.SplitAfter(listing, "\n\n")
	boards := make([]string, len(parts))
	for i, p := range parts {
		boards[i] = strings.TrimSuffix(p, "\n")
		if i > 0 {
			boards[i] = "\n" + boards[i]
		}
	}
	boards[len(boards)-1] += "\n"
	return boards
}
