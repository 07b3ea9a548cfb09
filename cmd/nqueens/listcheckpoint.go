package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// A listCheckpoint is the file in which a listing by place records how
// far it has got, so that a listing stopped by a signal, a kill, a crash
// or a full disk goes on after the last board it recorded. Its first line
// names the listing and its output file; each line after it records the
// next place to print, the bytes of the output file before it, and their
// CRC-32:
//
//	nqueens list checkpoint 2 n=14 from=0 to=52228 format=tuple output="l14.txt" crc32=0b1c7e55
//	nqueens list next=1200 output=52800 output-crc32=9e01c3a7 crc32=5f3a9e01
//
// as the count's checkpoint does: each line checked by its CRC-32, written
// in one call and synced to the disk, after the boards it records are
// written to the output file and synced there (listfile.go). A file that
// is not empty and does not begin with the same listing's header, or holds
// a complete line that does not check, is refused and left as it is; a
// torn last line is cut away. The listing holds a lock on it.
type listCheckpoint struct {
	f       *os.File
	path    string
	id      listID
	next    uint64 // the next place to print, as recorded
	output  int64  // the bytes of the output file before it
	crc     uint32 // their CRC-32
	lines   int    // the records it holds
	saved   int    // the records written by this run
	created bool   // whether this run created the file
	locked  bool   // whether this run holds its lock
	closed  bool
}

// A listID names a listing by place, and the file it prints to: its path
// made absolute when the checkpoint was created, so that one file is one
// listing however a command line names it, -o f or -o ./f, from any
// directory.
type listID struct {
	n        int
	from, to uint64
	format   string
	output   string
}

// listHeaderFormat is the form of the first line of a listing's
// checkpoint, before its checksum.
const listHeaderFormat = "nqueens list checkpoint 2 n=%d from=%d to=%d format=%s output=%q"

func (id listID) header() string {
	return withChecksum(fmt.Sprintf(listHeaderFormat, id.n, id.from, id.to, id.format, id.output))
}

// parseListHeader reads the first line of a listing's checkpoint, without
// its newline.
func parseListHeader(line string) (listID, bool) {
	var id listID
	body, err := checked(line)
	if err != nil {
		return id, false
	}
	if _, err := fmt.Sscanf(body, listHeaderFormat, &id.n, &id.from, &id.to, &id.format, &id.output); err != nil || id.header() != line+"\n" {
		return id, false
	}
	return id, true
}

// absolute returns path made absolute, or path if it cannot be.
func absolute(path string) string {
	if abs, err := filepath.Abs(path); err == nil {
		return abs
	}
	return path
}

// sameFile reports whether the paths a and b, relative to the working
// directory or absolute, name one file: the same path once made absolute,
// or two names of one file that exists.
func sameFile(a, b string) bool {
	if absolute(a) == absolute(b) {
		return true
	}
	ia, err1 := os.Stat(a)
	ib, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(ia, ib)
}

// sameListing reports whether a listing's checkpoint whose header names
// recorded is that of the listing id: the same listing, to the same file.
// A checkpoint written before paths were made absolute names the file as
// the command line did, relative to the directory it ran in, taken as the
// working directory.
func sameListing(recorded, id listID) bool {
	output := recorded.output
	recorded.output = id.output
	return recorded == id && sameFile(output, id.output)
}

// listHeaderV1 begins the header of the checkpoints of listings to
// standard output, which a run cannot go on from exactly.
const listHeaderV1 = "nqueens list checkpoint 1 "

// openListCheckpoint opens the checkpoint at path of the listing id,
// creating it if it does not exist, and reads where the listing stands.
// A checkpoint it creates and that the listing then refuses, it removes
// (discard).
func openListCheckpoint(path string, id listID) (*listCheckpoint, error) {
	id.output = absolute(id.output)
	if len(id.header()) > maxCheckpointLine {
		return nil, usagef("-o: a name of %d bytes, too long for the checkpoint's first line; name a shorter file", len(id.output))
	}
	if err := checkRegular(path); err != nil {
		return nil, err
	}
	created, err := createCheckpoint(path, id.header())
	if err != nil {
		return nil, err
	}
	f, err := openRegular(path, os.O_RDWR)
	if err != nil {
		return nil, err
	}
	cp := &listCheckpoint{f: f, path: path, id: id, next: id.from, created: created}
	if err := cp.open(); err != nil {
		cp.discard()
		return nil, err
	}
	return cp, nil
}

// open locks the checkpoint, reads its records, cuts away a torn last
// line, and leaves the file ready for the next record.
func (cp *listCheckpoint) open() error {
	if err := lock(cp.f); err != nil {
		if err == errLocked {
			return fmt.Errorf("checkpoint %s is in use by another listing", cp.path)
		}
		return err
	}
	cp.locked = true
	lr := newLineReader(cp.f, "checkpoint "+cp.path, maxCheckpointLine)
	lr.zeros = true
	var good int64
	header := cp.id.header()
	for number := 1; ; number++ {
		line, err := lr.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		if !bytes.HasSuffix(line, []byte("\n")) {
			break // a torn last line
		}
		if number == 1 {
			if recorded, ok := parseListHeader(strings.TrimSuffix(string(line), "\n")); ok && sameListing(recorded, cp.id) {
				good += int64(len(line))
				continue
			}
			if bytes.HasPrefix(line, []byte(listHeaderV1)) {
				return fmt.Errorf("checkpoint %s records a listing to standard output, which cannot go on exactly where it stopped; start it again with a new checkpoint and -o FILE", cp.path)
			}
			return fmt.Errorf("checkpoint %s is not the checkpoint of this listing: its first line is %.100q; name another file for -checkpoint, or run the listing it records", cp.path, strings.TrimSuffix(string(line), "\n"))
		}
		body, err := checked(strings.TrimSuffix(string(line), "\n"))
		var next uint64
		var output int64
		var crc uint32
		if err == nil {
			_, err = fmt.Sscanf(body, "nqueens list next=%d output=%d output-crc32=%08x", &next, &output, &crc)
		}
		if err == nil && (next < cp.id.from || next > cp.id.to || output < 0 || next < cp.next || output < cp.output) {
			err = fmt.Errorf("place %d after %d bytes, where the listing's places are %d to %d and the line before records place %d after %d bytes",
				next, output, cp.id.from, cp.id.to, cp.next, cp.output)
		}
		if err != nil {
			return fmt.Errorf("checkpoint %s, line %d: %v; the file is damaged, and is left as it is", cp.path, number, err)
		}
		cp.next, cp.output, cp.crc = next, output, crc
		cp.lines++
		good += int64(len(line))
	}
	if good == 0 {
		// An empty file: a new checkpoint, whose header comes first.
		if _, err := cp.f.WriteAt([]byte(header), 0); err != nil {
			return fmt.Errorf("checkpoint %s: %v", cp.path, err)
		}
		good = int64(len(header))
	}
	if err := cp.f.Truncate(good); err != nil {
		return fmt.Errorf("checkpoint %s: %v", cp.path, err)
	}
	if err := cp.f.Sync(); err != nil {
		return fmt.Errorf("checkpoint %s: %v", cp.path, err)
	}
	_, err := cp.f.Seek(good, io.SeekStart)
	return err
}

// record writes the boards that lf has gathered, syncs lf's file, and
// then records the place after them, with the file's size and CRC-32.
func (cp *listCheckpoint) record(lf *listFile) error {
	if err := lf.sync(); err != nil {
		return err
	}
	return cp.recordWritten(lf)
}

// recordWritten records the place after the boards that lf has written
// and synced.
func (cp *listCheckpoint) recordWritten(lf *listFile) error {
	line := withChecksum(fmt.Sprintf("nqueens list next=%d output=%d output-crc32=%08x", lf.next, lf.size, lf.crc))
	if err := appendLine(cp.f, cp.path, line, &cp.saved); err != nil {
		return err
	}
	cp.next, cp.output, cp.crc = lf.next, lf.size, lf.crc
	cp.lines++
	return nil
}

// discard closes the checkpoint, and removes it if this run created it,
// holds it, and has recorded nothing in it: what a refused listing
// leaves behind.
func (cp *listCheckpoint) discard() {
	if cp.created && cp.locked && cp.saved == 0 {
		os.Remove(cp.path) // while it holds the lock
	}
	cp.close()
}

// close closes the file, once. A nil checkpoint is closed already.
func (cp *listCheckpoint) close() error {
	if cp == nil || cp.closed {
		return nil
	}
	cp.closed = true
	return cp.f.Close()
}
