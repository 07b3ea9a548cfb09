package journal

import (
	"bytes"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"runtime"
	"strings"

	"github.com/nqueens-go/nqueens/internal/linereader"
	"github.com/nqueens-go/nqueens/internal/prose"
)

// ErrLocked reports a file that another process holds locked.
var ErrLocked = errors.New("locked")

// Seal returns body and its checksum, the CRC-32 of salt and body, as a
// line of a journal, with its newline.
func Seal(salt, body string) string {
	return fmt.Sprintf("%s crc32=%08x\n", body, crc32.ChecksumIEEE([]byte(salt+body)))
}

// Unseal returns the body of line, a complete line of a journal without
// its newline, if its checksum holds.
func Unseal(salt, line string) (string, error) {
	i := strings.LastIndex(line, " crc32=")
	if i < 0 {
		return "", errors.New("no checksum")
	}
	body := line[:i]
	if Seal(salt, body) != line+"\n" {
		return "", errors.New("wrong checksum")
	}
	return body, nil
}

// A Spec says what a journal records and how its lines are sealed.
type Spec struct {
	// Kind is what messages call the file, as "checkpoint" or
	// "journal", and Holder what holds one, as "count".
	Kind, Holder string
	// Header is the first line of a new journal, sealed, with its
	// newline.
	Header string
	// Salt is what the checksum of each line covers before the line.
	Salt string
	// MaxLine is the most bytes a line may take, its newline included.
	MaxLine int
	// Hint says what to do about a file that is not a regular file, as
	// "name a file for -checkpoint".
	Hint string
	// First checks the first line of a journal that exists, without its
	// newline: nil if the journal is this one, or an error that says what
	// the file is instead, which Open returns as it is.
	First func(line string) error
	// Foreign returns the error for a file that is not a journal at all,
	// for the reason why, as a first line far too long.
	Foreign func(why string) error
	// Line takes in the body of each line after the first, numbered from
	// 1 for the header, once its checksum holds: an error marks the
	// journal damaged at that line.
	Line func(number int, body string) error
	// Torn, if not nil, is told of a last line cut short, which is
	// dropped.
	Torn func(number int)
	// AfterAppend, if not nil, is called with the number of lines after
	// the header the journal holds, after each line Append appends and
	// syncs. The tests of the programs set it to stop a run at a line of
	// their choosing; the programs leave it nil.
	AfterAppend func(lines int)
}

// A Journal is a journal open to append to.
type Journal struct {
	f       *os.File
	path    string
	spec    Spec
	lines   int  // the lines after the header that it holds
	saved   int  // the lines this run appended
	created bool // whether this run created the file
	locked  bool // whether this run holds its lock
	closed  bool
}

// Open opens the journal at path, creating it with spec.Header if there is
// no file there, locks it, and reads its lines with spec.First and
// spec.Line; it cuts away a torn last line, and leaves the file ready for
// the next. It refuses at once, without waiting, a file that is not a
// regular file, as a named pipe or a device, and one another process
// holds.
func Open(path string, spec Spec) (*Journal, error) {
	if err := CheckRegular(spec.Kind, path, spec.Hint); err != nil {
		return nil, err
	}
	created, err := create(spec.Kind, path, spec.Header)
	if err != nil {
		return nil, err
	}
	f, err := OpenRegular(spec.Kind, path, os.O_RDWR, spec.Hint)
	if err != nil {
		return nil, err
	}
	j := &Journal{f: f, path: path, spec: spec, created: created}
	if err := j.open(); err != nil {
		j.Discard()
		return nil, err
	}
	return j, nil
}

// Path returns the journal's path.
func (j *Journal) Path() string { return j.path }

// Lines returns the number of lines after the header the journal holds.
func (j *Journal) Lines() int { return j.lines }

// Saved returns the number of lines this run appended.
func (j *Journal) Saved() int { return j.saved }

// open locks the journal, reads it, and leaves it ready for the next line.
func (j *Journal) open() error {
	if err := Lock(j.f); err != nil {
		if err == ErrLocked {
			return fmt.Errorf("%s %s is in use by another %s", j.spec.Kind, j.path, j.spec.Holder)
		}
		return err
	}
	j.locked = true
	good, size, err := j.read()
	if err != nil {
		return err
	}
	if good == 0 {
		// An empty file: a new journal.
		if _, err := j.f.WriteAt([]byte(j.spec.Header), 0); err != nil {
			return j.failed(err)
		}
		good = int64(len(j.spec.Header))
	}
	if good < size {
		if err := j.f.Truncate(good); err != nil {
			return j.failed(err)
		}
	}
	if good != size {
		if err := j.f.Sync(); err != nil {
			return j.failed(err)
		}
	}
	_, err = j.f.Seek(good, io.SeekStart)
	return err
}

// read reads the lines of the journal, and returns the length of what is
// kept of the file, all of it but a torn last line, or 0 for an empty
// file, and the length of the file.
func (j *Journal) read() (good, size int64, err error) {
	lr := linereader.NewReader(j.f, j.spec.Kind+" "+j.path, j.spec.MaxLine)
	lr.Zeros = true // a crash can leave zeros at the end, as a torn line
	first, err := lr.Next()
	switch {
	case err == io.EOF:
		return 0, 0, nil
	case err != nil && lr.TooLong():
		return 0, 0, j.spec.Foreign(fmt.Sprintf("its first line is longer than %s, far longer than a header", prose.Bytes(uint64(j.spec.MaxLine))))
	case err != nil:
		return 0, 0, err
	case !bytes.HasSuffix(first, []byte("\n")):
		// A header cut short is not one a run wrote: a new journal
		// appears with its header whole.
		return 0, 0, j.spec.Foreign("its first line is not a " + j.spec.Kind + " header")
	}
	if err := j.spec.First(strings.TrimSuffix(string(first), "\n")); err != nil {
		return 0, 0, err
	}
	good = int64(len(first))
	size = good
	for {
		line, err := lr.Next()
		if err == io.EOF {
			return good, size, nil
		}
		if err != nil && lr.TooLong() {
			number := lr.Line + 1
			// Too long for a line: damaged, unless it is a torn last
			// line, which a crash can leave of any length, as blocks
			// of zeros.
			rest, complete, err := lr.Rest()
			if err != nil {
				return 0, 0, err
			}
			if complete {
				return 0, 0, j.Damaged(number, fmt.Sprintf("longer than %s, far longer than a line of a %s", prose.Bytes(uint64(j.spec.MaxLine)), j.spec.Kind))
			}
			j.torn(number)
			return good, size + rest, nil
		}
		if err != nil {
			return 0, 0, err
		}
		size += int64(len(line))
		body, complete := bytes.CutSuffix(line, []byte("\n"))
		if !complete {
			j.torn(lr.Line)
			return good, size, nil
		}
		text, err := Unseal(j.spec.Salt, string(body))
		if err == nil {
			err = j.spec.Line(lr.Line, text)
		}
		if err != nil {
			return 0, 0, j.Damaged(lr.Line, err.Error())
		}
		j.lines++
		good = size
	}
}

// torn tells spec.Torn of the torn line number.
func (j *Journal) torn(number int) {
	if j.spec.Torn != nil {
		j.spec.Torn(number)
	}
}

// Damaged returns the error for a journal whose complete line number does
// not check, for the reason why.
func (j *Journal) Damaged(number int, why string) error {
	return fmt.Errorf("%s %s, line %d: %s; the file is damaged, and left as it is", j.spec.Kind, j.path, number, why)
}

// failed returns err, met on the journal, naming it.
func (j *Journal) failed(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return fmt.Errorf("%s %s: %v", j.spec.Kind, j.path, err)
}

// Append appends body to the journal, sealed, in one write, and syncs it.
// It returns an error, and appends nothing, for a body that the journal
// could not read back: one that holds a newline, or whose line would be
// longer than the spec's MaxLine.
func (j *Journal) Append(body string) error {
	line := Seal(j.spec.Salt, body)
	switch {
	case strings.Contains(body, "\n"):
		return j.failed(fmt.Errorf("a line that holds a newline, %q", body))
	case len(line) > j.spec.MaxLine:
		return j.failed(fmt.Errorf("a line of %d bytes, longer than the %d a line may take", len(line), j.spec.MaxLine))
	}
	if _, err := io.WriteString(j.f, line); err != nil {
		return j.failed(err)
	}
	if err := j.f.Sync(); err != nil {
		return j.failed(err)
	}
	j.lines++
	j.saved++
	if j.spec.AfterAppend != nil {
		j.spec.AfterAppend(j.lines)
	}
	return nil
}

// Close closes the journal, once. A nil Journal is closed already.
func (j *Journal) Close() error {
	if j == nil || j.closed {
		return nil
	}
	j.closed = true
	return j.f.Close()
}

// Discard closes the journal, and removes it if this run created it,
// holds it, and appended nothing to it: what a run refused before it
// began leaves behind. A nil Journal is closed already.
func (j *Journal) Discard() {
	if j == nil {
		return
	}
	if !j.created || !j.locked || j.saved != 0 || j.closed {
		j.Close()
		return
	}
	if runtime.GOOS == "windows" {
		// Windows removes no file held open, and locks none.
		j.Close()
		os.Remove(j.path)
		return
	}
	os.Remove(j.path) // while it holds the lock
	j.Close()
}
