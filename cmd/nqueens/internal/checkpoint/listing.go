package checkpoint

import (
	"fmt"
	"strings"

	"github.com/nqueens-go/nqueens/cmd/nqueens/internal/resumable"
	"github.com/nqueens-go/nqueens/cmd/nqueens/internal/samefile"
	"github.com/nqueens-go/nqueens/internal/journal"
)

// --- The checkpoint of a listing ---
//
// The checkpoint of a listing by place records how far it has got, so
// that a listing stopped by a signal, a kill, a crash or a full disk goes
// on after the last board it recorded. Its first line names the listing
// and its output file; each line after it records the next place to
// print, the bytes of the output file before it, and their CRC-32:
//
//	nqueens list checkpoint 2 n=14 from=0 to=52228 format=tuple output="l14.txt" crc32=0b1c7e55
//	nqueens list next=1200 output=52800 output-crc32=9e01c3a7 crc32=5f3a9e01
//
// each record written after the boards it records are synced in the
// output file, a [resumable.Output].

// A Listing names a listing by place, and the file it prints to: its
// places from From up to, not including, To, its format, and its output
// file, whose path is made absolute when the checkpoint is created, so
// that one file is one listing however a command line names it, -o f or
// -o ./f, from any directory.
type Listing struct {
	N        int
	From, To uint64
	Format   string
	Output   string
}

// listHeaderFormat is the form of the first line of a listing's
// checkpoint, before its checksum.
const listHeaderFormat = "nqueens list checkpoint 2 n=%d from=%d to=%d format=%s output=%q"

// Header returns the first line of the checkpoint of the listing id, with
// its checksum and newline.
func (id Listing) Header() string {
	return journal.Seal("", fmt.Sprintf(listHeaderFormat, id.N, id.From, id.To, id.Format, id.Output))
}

// parseListHeader reads the first line of a listing's checkpoint, without
// its newline.
func parseListHeader(line string) (Listing, bool) {
	var id Listing
	body, err := journal.Unseal("", line)
	if err != nil {
		return id, false
	}
	if _, err := fmt.Sscanf(body, listHeaderFormat, &id.N, &id.From, &id.To, &id.Format, &id.Output); err != nil || id.Header() != line+"\n" {
		return id, false
	}
	return id, true
}

// sameListing reports whether a listing's checkpoint whose header names
// recorded is that of the listing id: the same listing, to the same file.
// A checkpoint written before paths were made absolute names the file as
// the command line did, relative to the directory it ran in, taken as the
// working directory.
func sameListing(recorded, id Listing) bool {
	output := recorded.Output
	recorded.Output = id.Output
	return recorded == id && samefile.SameFile(output, id.Output)
}

// listHeaderV1 begins the header of the checkpoints of listings to
// standard output, which a run cannot go on from exactly.
const listHeaderV1 = "nqueens list checkpoint 1 "

// A ListingFile is the checkpoint of a listing, open to record in.
type ListingFile struct {
	j      *journal.Journal
	path   string
	id     Listing
	next   uint64 // the next place to print, as recorded
	output int64  // the bytes of the output file before it
	crc    uint32 // their CRC-32
}

// OpenListing opens the checkpoint at path of the listing id, whose
// Output is absolute, creating it if it does not exist, and reads where
// the listing stands.
func OpenListing(path string, id Listing, opts Options) (*ListingFile, error) {
	cp := &ListingFile{path: path, id: id, next: id.From}
	j, err := journal.Open(path, journal.Spec{
		Kind:    "checkpoint",
		Holder:  "listing",
		Header:  id.Header(),
		MaxLine: MaxLine,
		Hint:    hint,
		First:   cp.header,
		Foreign: func(why string) error {
			return fmt.Errorf("checkpoint %s is not the checkpoint of this listing: %s; name another file for -checkpoint", path, why)
		},
		Line:        cp.line,
		AfterAppend: opts.AfterRecord,
	})
	if err != nil {
		return nil, err
	}
	cp.j = j
	return cp, nil
}

// header checks the first line of a checkpoint, without its newline: the
// header of this listing.
func (cp *ListingFile) header(line string) error {
	if recorded, ok := parseListHeader(line); ok && sameListing(recorded, cp.id) {
		return nil
	}
	if strings.HasPrefix(line, listHeaderV1) {
		return fmt.Errorf("checkpoint %s records a listing to standard output, which cannot go on exactly where it stopped; start it again with a new checkpoint and -o FILE", cp.path)
	}
	return fmt.Errorf("checkpoint %s is not the checkpoint of this listing: its first line is %.100q; name another file for -checkpoint, or run the listing it records", cp.path, line)
}

// line takes in the body of a record of the checkpoint.
func (cp *ListingFile) line(_ int, body string) error {
	var next uint64
	var output int64
	var crc uint32
	_, err := fmt.Sscanf(body, "nqueens list next=%d output=%d output-crc32=%08x", &next, &output, &crc)
	if err == nil && (next < cp.id.From || next > cp.id.To || output < 0 || next < cp.next || output < cp.output) {
		err = fmt.Errorf("place %d after %d bytes, where the listing's places are %d to %d and the line before records place %d after %d bytes",
			next, output, cp.id.From, cp.id.To, cp.next, cp.output)
	}
	if err != nil {
		return err
	}
	cp.next, cp.output, cp.crc = next, output, crc
	return nil
}

// Path returns the checkpoint's path.
func (cp *ListingFile) Path() string { return cp.path }

// Lines returns the records the checkpoint holds.
func (cp *ListingFile) Lines() int { return cp.j.Lines() }

// Next returns the next place to print, as the last record says.
func (cp *ListingFile) Next() uint64 { return cp.next }

// Output returns what the last record says of the output file: the bytes
// before the next place, and their CRC-32.
func (cp *ListingFile) Output() (size int64, crc uint32) { return cp.output, cp.crc }

// Record writes the boards that lf has gathered, syncs lf's file, and
// then records the place after them, with the file's size and CRC-32.
func (cp *ListingFile) Record(lf *resumable.Output) error {
	if err := lf.Sync(); err != nil {
		return err
	}
	return cp.RecordWritten(lf)
}

// RecordWritten records the place after the boards that lf has written
// and synced.
func (cp *ListingFile) RecordWritten(lf *resumable.Output) error {
	if err := cp.j.Append(fmt.Sprintf("nqueens list next=%d output=%d output-crc32=%08x", lf.Next, lf.Size, lf.CRC)); err != nil {
		return err
	}
	cp.next, cp.output, cp.crc = lf.Next, lf.Size, lf.CRC
	return nil
}

// Discard closes the checkpoint, and removes it if this run created it
// and has recorded nothing in it: what a refused listing leaves behind.
func (cp *ListingFile) Discard() { cp.j.Discard() }

// Close closes the file, once. A nil ListingFile is closed already.
func (cp *ListingFile) Close() error {
	if cp == nil {
		return nil
	}
	return cp.j.Close()
}
