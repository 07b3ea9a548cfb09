package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/nqueens-go/nqueens/internal/batch"
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
// a journal of internal/batch, as the count's checkpoint is, each record
// written after the boards it records are synced in the output file
// (listfile.go).
type listCheckpoint struct {
	j      *batch.Journal
	path   string
	id     listID
	next   uint64 // the next place to print, as recorded
	output int64  // the bytes of the output file before it
	crc    uint32 // their CRC-32
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
	cp := &listCheckpoint{path: path, id: id, next: id.from}
	j, err := batch.Open(path, batch.Spec{
		Kind:    "checkpoint",
		Holder:  "listing",
		Header:  id.header(),
		MaxLine: maxCheckpointLine,
		Hint:    checkpointHint,
		First:   cp.header,
		Foreign: func(why string) error {
			return fmt.Errorf("checkpoint %s is not the checkpoint of this listing: %s; name another file for -checkpoint", path, why)
		},
		Line: cp.line,
	})
	if err != nil {
		return nil, err
	}
	cp.j = j
	return cp, nil
}

// header checks the first line of a checkpoint, without its newline: the
// header of this listing.
func (cp *listCheckpoint) header(line string) error {
	if recorded, ok := parseListHeader(line); ok && sameListing(recorded, cp.id) {
		return nil
	}
	if strings.HasPrefix(line, listHeaderV1) {
		return fmt.Errorf("checkpoint %s records a listing to standard output, which cannot go on exactly where it stopped; start it again with a new checkpoint and -o FILE", cp.path)
	}
	return fmt.Errorf("checkpoint %s is not the checkpoint of this listing: its first line is %.100q; name another file for -checkpoint, or run the listing it records", cp.path, line)
}

// line takes in the body of a record of the checkpoint.
func (cp *listCheckpoint) line(_ int, body string) error {
	var next uint64
	var output int64
	var crc uint32
	_, err := fmt.Sscanf(body, "nqueens list next=%d output=%d output-crc32=%08x", &next, &output, &crc)
	if err == nil && (next < cp.id.from || next > cp.id.to || output < 0 || next < cp.next || output < cp.output) {
		err = fmt.Errorf("place %d after %d bytes, where the listing's places are %d to %d and the line before records place %d after %d bytes",
			next, output, cp.id.from, cp.id.to, cp.next, cp.output)
	}
	if err != nil {
		return err
	}
	cp.next, cp.output, cp.crc = next, output, crc
	return nil
}

// lines returns the records the checkpoint holds.
func (cp *listCheckpoint) lines() int { return cp.j.Lines() }

// record writes the boards that lf has gathered, syncs lf's file, and
// then records the place after them, with the file's size and CRC-32.
func (cp *listCheckpoint) record(lf *batch.Output) error {
	if err := lf.Sync(); err != nil {
		return err
	}
	return cp.recordWritten(lf)
}

// recordWritten records the place after the boards that lf has written
// and synced.
func (cp *listCheckpoint) recordWritten(lf *batch.Output) error {
	if err := cp.j.Append(fmt.Sprintf("nqueens list next=%d output=%d output-crc32=%08x", lf.Next, lf.Size, lf.CRC)); err != nil {
		return err
	}
	cp.next, cp.output, cp.crc = lf.Next, lf.Size, lf.CRC
	return nil
}

// discard closes the checkpoint, and removes it if this run created it
// and has recorded nothing in it: what a refused listing leaves behind.
func (cp *listCheckpoint) discard() { cp.j.Discard() }

// close closes the file, once. A nil checkpoint is closed already.
func (cp *listCheckpoint) close() error {
	if cp == nil {
		return nil
	}
	return cp.j.Close()
}
