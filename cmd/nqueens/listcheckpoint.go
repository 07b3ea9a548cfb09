package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"
)

// A listCheckpoint is the file in which a listing by place records how
// far it has got, so that a listing stopped by a signal, a kill or a
// crash goes on after the last board it recorded. Its first line names
// the listing; each line after it records the next place to print and
// the bytes printed before it:
//
//	nqueens list checkpoint 1 n=14 from=0 to=52228 format=tuple crc32=0b1c7e55
//	nqueens list next=1200 output=52800 crc32=5f3a9e01
//
// as the count's checkpoint does: each line checked by its CRC-32, written
// in one call and synced to the disk, after the boards it records are
// written to standard output, and synced there if that is a regular file.
// A file that is not empty and does not begin with the same listing's
// header, or holds a complete line that does not check, is refused and
// left as it is; a torn last line is cut away. The listing holds a lock
// on it.
type listCheckpoint struct {
	f      *os.File
	path   string
	id     listID
	next   uint64 // the next place to print, as recorded
	output int64  // the bytes printed before it by the runs before this one
	saved  int    // the records written by this run
	closed bool
}

// A listID names a listing by place.
type listID struct {
	n        int
	from, to uint64
	format   string
}

func (id listID) header() string {
	return withChecksum(fmt.Sprintf("nqueens list checkpoint 1 n=%d from=%d to=%d format=%s", id.n, id.from, id.to, id.format))
}

// openListCheckpoint opens the checkpoint at path of the listing id,
// creating it if it does not exist, and reads where the listing stands.
func openListCheckpoint(path string, id listID) (*listCheckpoint, error) {
	if err := checkRegular(path); err != nil {
		return nil, err
	}
	if err := createCheckpoint(path, id.header()); err != nil {
		return nil, err
	}
	f, err := openRegular(path, os.O_RDWR)
	if err != nil {
		return nil, err
	}
	cp := &listCheckpoint{f: f, path: path, id: id, next: id.from}
	if err := cp.open(); err != nil {
		f.Close()
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
			if string(line) != header {
				return fmt.Errorf("checkpoint %s is not the checkpoint of this listing (its first line: %.80q); name another file, or run the listing it records", cp.path, strings.TrimSuffix(string(line), "\n"))
			}
			good += int64(len(line))
			continue
		}
		body, err := checked(strings.TrimSuffix(string(line), "\n"))
		var next uint64
		var output int64
		if err == nil {
			_, err = fmt.Sscanf(body, "nqueens list next=%d output=%d", &next, &output)
		}
		if err == nil && (next < cp.id.from || next > cp.id.to || output < 0) {
			err = fmt.Errorf("place %d outside the listing's places %d to %d", next, cp.id.from, cp.id.to)
		}
		if err != nil {
			return fmt.Errorf("checkpoint %s, line %d: %v; the file is damaged, and is left as it is", cp.path, number, err)
		}
		cp.next, cp.output = next, output
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

// record flushes the command's output, syncs it to the disk if it is a
// regular file, and then records next as the next place to print, with
// the bytes printed before it.
func (cp *listCheckpoint) record(env *environment, next uint64) error {
	if err := env.out.flush(); err != nil {
		return err
	}
	if err := syncOutput(env); err != nil {
		return err
	}
	line := withChecksum(fmt.Sprintf("nqueens list next=%d output=%d", next, cp.output+env.out.written()))
	return appendLine(cp.f, cp.path, line, &cp.saved)
}

// close closes the file, once. A nil checkpoint is closed already.
func (cp *listCheckpoint) close() error {
	if cp == nil || cp.closed {
		return nil
	}
	cp.closed = true
	return cp.f.Close()
}
