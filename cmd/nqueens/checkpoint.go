package main

import (
	"bytes"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"

	"github.com/nqueens-go/nqueens"
)

// A checkpoint is a file that records the subproblems of a count as they
// finish, one line each, so that a count stopped by a crash, a kill or a
// reboot can go on where it stopped. Its first line, the header, says what
// it is and of which count, and each line after it records a subproblem:
//
//	nqueens checkpoint 2 n=18 method=join shard=3/8 crc32=6b0f0e55
//	nqueens n=18 method=join shard=3/8 subproblem=123 total=4567 unique=0 crc32=1a2b3c4d
//
// where 2 is the version of the format, the method is that of the count,
// and each checksum is the IEEE CRC-32 of what comes before " crc32=" on
// its line. Version 1, written before counts had a method, has no method
// fields and stands for a count by backtracking; a count goes on with such
// a checkpoint in its format. Each line is written in
// one call and synced to the disk before the count goes on.
//
// A count refuses, and leaves byte for byte as it is, a file that is not
// empty and does not begin with the header of the same count, and one that
// holds a complete line, one that ends in a newline, whose checksum fails:
// such a file was not written by this count, or was changed since. A crash
// can leave the last line torn, without its newline: only that line is cut
// away, and its subproblem counted again. A checkpoint that a count creates
// appears with its header whole, and an empty file is a new checkpoint. A
// count holds a lock on its checkpoint, so that two counts cannot write to
// one file at once.
type checkpoint struct {
	f                *os.File
	path             string
	n, shard, shards int
	method           nqueens.Method // Backtrack, Join or Join2
	version          int            // the version of the file's format
	lineOf           map[int]int    // the line that records each subproblem
	saved            int            // the number of subproblems recorded
	closed           bool
}

// checkpointVersion is the version of the format of new checkpoints.
const checkpointVersion = 2

// errLocked reports a checkpoint that another count holds.
var errLocked = errors.New("locked")

// withChecksum returns body and its checksum, as a line of a checkpoint.
func withChecksum(body string) string {
	return fmt.Sprintf("%s crc32=%08x\n", body, crc32.ChecksumIEEE([]byte(body)))
}

// A countID names a count: its size, method and shard.
type countID struct {
	n             int
	method        nqueens.Method
	shard, shards int
}

// describe says which count id is, for errors.
func (id countID) describe() string {
	return fmt.Sprintf("n = %d by %s, shard %d of %d", id.n, id.method, id.shard, id.shards)
}

// flags returns the flags of nqueens count that choose the method and
// shard of the count id, as in " -method join2 -shard 0/4".
func (id countID) flags() string {
	s := " -method " + id.method.String()
	if id.shards > 1 {
		s += fmt.Sprintf(" -shard %d/%d", id.shard, id.shards)
	}
	return s
}

// fields returns the fields of the lines of a checkpoint of the given
// version that name the count.
func (id countID) fields(version int) string {
	if version == 1 {
		return fmt.Sprintf("n=%d shard=%d/%d", id.n, id.shard, id.shards)
	}
	return fmt.Sprintf("n=%d method=%s shard=%d/%d", id.n, id.method, id.shard, id.shards)
}

// checkpointHeader returns the first line of a checkpoint of the given
// version of count id.
func checkpointHeader(id countID, version int) string {
	return withChecksum(fmt.Sprintf("nqueens checkpoint %d %s", version, id.fields(version)))
}

// checkpointLine returns the line that records a subproblem.
func checkpointLine(id countID, version, sub int, c nqueens.Counts) string {
	return withChecksum(fmt.Sprintf("nqueens %s subproblem=%d total=%d unique=%d", id.fields(version), sub, c.Total, c.Unique))
}

// checked returns the body of line, a complete line of a checkpoint
// without its newline, if its checksum holds.
func checked(line string) (string, error) {
	body, sum, ok := strings.Cut(line, " crc32=")
	if !ok {
		return "", errors.New("no checksum")
	}
	if fmt.Sprintf("%08x", crc32.ChecksumIEEE([]byte(body))) != sum {
		return "", errors.New("wrong checksum")
	}
	return body, nil
}

// parseID reads the fields that name a count, as fields writes them in
// version, from the start of s, and returns the rest of s.
func parseID(s string, version int) (id countID, rest string, err error) {
	f := strings.Fields(s)
	want := 3
	if version == 1 {
		want = 2
	}
	if len(f) < want {
		return id, "", errors.New("too few fields")
	}
	var method string
	if version == 1 {
		id.method = nqueens.Backtrack
		_, err = fmt.Sscanf(f[0]+" "+f[1], "n=%d shard=%d/%d", &id.n, &id.shard, &id.shards)
	} else {
		_, err = fmt.Sscanf(f[0]+" "+f[1]+" "+f[2], "n=%d method=%s shard=%d/%d", &id.n, &method, &id.shard, &id.shards)
		if err == nil {
			err = id.method.UnmarshalText([]byte(method))
		}
	}
	return id, strings.Join(f[want:], " "), err
}

// parseCheckpointHeader reads the header of a checkpoint, without its
// newline, and returns the count it names and the version of its format.
func parseCheckpointHeader(line string) (id countID, version int, err error) {
	body, err := checked(line)
	if err != nil {
		return id, 0, err
	}
	rest, ok := strings.CutPrefix(body, "nqueens checkpoint ")
	if !ok {
		return id, 0, errors.New("not a checkpoint header")
	}
	v, rest, _ := strings.Cut(rest, " ")
	if version, err = strconv.Atoi(v); err != nil {
		return id, 0, errors.New("not a checkpoint header")
	}
	if version < 1 || version > checkpointVersion {
		return id, 0, fmt.Errorf("format version %d, not 1 to %d", version, checkpointVersion)
	}
	id, _, err = parseID(rest, version)
	if err != nil || checkpointHeader(id, version) != line+"\n" {
		return id, 0, errors.New("not a checkpoint header")
	}
	return id, version, nil
}

// parseCheckpointLine reads a line of a checkpoint of the given version
// after the header, without its newline.
func parseCheckpointLine(line string, version int) (id countID, sub int, c nqueens.Counts, err error) {
	body, err := checked(line)
	if err != nil {
		return id, 0, c, err
	}
	rest, ok := strings.CutPrefix(body, "nqueens ")
	if ok {
		id, rest, err = parseID(rest, version)
	}
	if ok && err == nil {
		_, err = fmt.Sscanf(rest, "subproblem=%d total=%d unique=%d", &sub, &c.Total, &c.Unique)
	}
	if !ok || err != nil || checkpointLine(id, version, sub, c) != line+"\n" {
		return id, 0, c, errors.New("not a checkpoint line")
	}
	return id, sub, c, nil
}

// maxCheckpointLine is the most bytes a line of a checkpoint may take, its
// newline included: its lines take about 120.
const maxCheckpointLine = 1 << 10

// checkRegular returns an error if there is a file at path, the
// checkpoint's, that is not a regular file: a directory, a named pipe, a
// device such as /dev/zero. It looks before the file is opened, which for
// a named pipe would wait for a writer.
func checkRegular(path string) error {
	info, err := os.Stat(path)
	if err != nil || info.Mode().IsRegular() {
		return nil // none yet, or one that opening it says more of
	}
	return notRegular(path, info.Mode())
}

// notRegular returns the error for a checkpoint at path that is not a
// regular file, of the given mode.
func notRegular(path string, mode os.FileMode) error {
	return fmt.Errorf("checkpoint %s is %s, not a regular file; name a file for -checkpoint", path, kindOf(mode))
}

// kindOf names the kind of file of the given mode, other than a regular
// file.
func kindOf(mode os.FileMode) string {
	switch {
	case mode.IsDir():
		return "a directory"
	case mode&os.ModeNamedPipe != 0:
		return "a named pipe"
	case mode&os.ModeDevice != 0:
		return "a device"
	case mode&os.ModeSocket != 0:
		return "a socket"
	}
	return "a special file"
}

// openRegular opens the checkpoint at path with flag, and returns an error
// naming it if it is not a regular file, without waiting on a named pipe.
func openRegular(path string, flag int) (*os.File, error) {
	f, err := os.OpenFile(path, flag|nonBlocking, 0)
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			mode := "read"
			if flag&os.O_RDWR != 0 {
				mode = "read and write"
			}
			return nil, fmt.Errorf("checkpoint %s: cannot open it to %s: %w", path, mode, pe.Err)
		}
		return nil, err
	}
	info, err := f.Stat()
	if err == nil && !info.Mode().IsRegular() {
		err = notRegular(path, info.Mode())
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// checkpointMethod returns the method of the count whose checkpoint is at
// path, if there is a file there that begins with a checkpoint header. It
// reads one line of at most maxCheckpointLine bytes, and returns an error
// if there is a file at path that is not a regular file, or that cannot
// be read.
func checkpointMethod(path string) (nqueens.Method, bool, error) {
	if err := checkRegular(path); err != nil {
		return 0, false, err
	}
	f, err := openRegular(path, os.O_RDONLY)
	if errors.Is(err, os.ErrNotExist) {
		return 0, false, nil
	}
	if err != nil {
		return 0, false, err
	}
	defer f.Close()
	lr := newLineReader(f, "checkpoint "+path, maxCheckpointLine)
	lr.zeros = true
	first, err := lr.next()
	if err != nil || !bytes.HasSuffix(first, []byte("\n")) {
		return 0, false, nil // no header: opening the checkpoint says so
	}
	id, _, err := parseCheckpointHeader(strings.TrimSuffix(string(first), "\n"))
	return id.method, err == nil, nil
}

// openCheckpoint opens the checkpoint at path of a count of size n, shard
// shard of shards, creating it if it does not exist, and returns it with
// the counts it holds. A torn last line is cut away, with a note to warn;
// a file that is not this count's checkpoint, or that is damaged, is an
// error, and is left as it was.
func openCheckpoint(path string, id countID, warn io.Writer) (*checkpoint, map[nqueens.Subproblem]nqueens.Counts, error) {
	if err := checkRegular(path); err != nil {
		return nil, nil, err
	}
	if _, err := createCheckpoint(path, checkpointHeader(id, checkpointVersion)); err != nil {
		return nil, nil, err
	}
	f, err := openRegular(path, os.O_RDWR)
	if err != nil {
		return nil, nil, err
	}
	cp := &checkpoint{f: f, path: path, n: id.n, shard: id.shard, shards: id.shards, method: id.method, version: checkpointVersion}
	done, err := cp.open(warn)
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	cp.saved = len(done)
	return cp, done, nil
}

// createCheckpoint creates the file path holding header, unless a file of
// that name exists, and reports whether it did. The file appears with its
// header whole, or not at all: the header is written and synced in a file
// of its own, which is then linked to path, an operation that fails if
// path exists.
func createCheckpoint(path, header string) (created bool, err error) {
	if _, err := os.Lstat(path); err == nil {
		return false, nil
	}
	dir := filepath.Dir(path)
	var tmp *os.File
	for {
		name := filepath.Join(dir, fmt.Sprintf(".%s.%d.tmp", filepath.Base(path), rand.Uint32()))
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if errors.Is(err, os.ErrExist) {
			continue
		}
		var pe *os.PathError
		if errors.As(err, &pe) {
			return false, fmt.Errorf("checkpoint %s: cannot create it in %s: %v", path, dir, pe.Err)
		}
		if err != nil {
			return false, err
		}
		tmp = f
		break
	}
	defer os.Remove(tmp.Name())
	_, err = io.WriteString(tmp, header)
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return false, err
	}
	if err := os.Link(tmp.Name(), path); err != nil {
		if errors.Is(err, os.ErrExist) {
			return false, nil // another count created it meanwhile
		}
		return false, err
	}
	return true, syncDir(dir)
}

// open locks the checkpoint, reads what it holds, and leaves the file
// ready for the next line.
func (cp *checkpoint) open(warn io.Writer) (map[nqueens.Subproblem]nqueens.Counts, error) {
	if err := lock(cp.f); err != nil {
		if err == errLocked {
			return nil, fmt.Errorf("checkpoint %s is in use by another count", cp.path)
		}
		return nil, err
	}
	done, good, size, err := cp.read(warn)
	if err != nil {
		return nil, err
	}
	if size == 0 {
		// An empty file: a new checkpoint, whose header comes first.
		header := checkpointHeader(cp.id(), cp.version)
		if _, err := cp.f.WriteAt([]byte(header), 0); err != nil {
			return nil, fmt.Errorf("checkpoint %s: %v", cp.path, err)
		}
		good = int64(len(header))
	} else if good < size {
		if err := cp.f.Truncate(good); err != nil {
			return nil, fmt.Errorf("checkpoint %s: %v", cp.path, err)
		}
	}
	if good != size {
		if err := cp.f.Sync(); err != nil {
			return nil, fmt.Errorf("checkpoint %s: %v", cp.path, err)
		}
	}
	if _, err := cp.f.Seek(good, io.SeekStart); err != nil {
		return nil, err
	}
	return done, nil
}

// read reads the lines of the checkpoint, from its start, and returns the
// counts they record, the length of what is kept of the file, all of it
// but a torn last line, and the length of the file. The header is never
// torn: a new checkpoint appears with its header whole. It reads a line at
// a time, each of at most maxCheckpointLine bytes, and returns an error if
// the file is not this count's checkpoint, or is damaged.
func (cp *checkpoint) read(warn io.Writer) (done map[nqueens.Subproblem]nqueens.Counts, good, size int64, err error) {
	lr := newLineReader(cp.f, "checkpoint "+cp.path, maxCheckpointLine)
	lr.zeros = true // a crash can leave zeros at the end, as a torn line
	first, err := lr.next()
	switch {
	case err == io.EOF:
		return nil, 0, 0, nil
	case err != nil && lr.line == 0 && lr.tooLong:
		return nil, 0, 0, cp.notCheckpoint(fmt.Sprintf("its first line is longer than %s, far longer than a header", bytesText(maxCheckpointLine)))
	case err != nil:
		return nil, 0, 0, err
	case !bytes.HasSuffix(first, []byte("\n")):
		return nil, 0, 0, cp.notCheckpoint("its first line is not a checkpoint header")
	}
	id, version, err := parseCheckpointHeader(strings.TrimSuffix(string(first), "\n"))
	switch {
	case err != nil && bytes.HasPrefix(first, []byte("nqueens list checkpoint ")):
		return nil, 0, 0, cp.notCheckpoint("it is the checkpoint of a listing, nqueens list -checkpoint")
	case err != nil && err.Error() == "not a checkpoint header":
		return nil, 0, 0, cp.notCheckpoint("its first line is not a checkpoint header")
	case err != nil:
		return nil, 0, 0, cp.notCheckpoint(fmt.Sprintf("its first line is not a checkpoint header (%v)", err))
	}
	if id != cp.id() {
		return nil, 0, 0, fmt.Errorf("checkpoint %s is of a count of %s, not of this count, %s; it is left as it is: go on with that count (nqueens count %d%s -checkpoint %s), or name another file for this one",
			cp.path, id.describe(), cp.id().describe(), id.n, id.flags(), cp.path)
	}
	cp.version = version
	done = make(map[nqueens.Subproblem]nqueens.Counts)
	cp.lineOf = make(map[int]int)
	good = int64(len(first))
	size = good
	for {
		line, err := lr.next()
		if err == io.EOF {
			return done, good, size, nil
		}
		if err != nil && lr.tooLong {
			// Too long for a line of a checkpoint: damaged, unless it
			// is a torn last line, which a crash can leave of any
			// length, as blocks of zeros.
			number := lr.line + 1
			rest, complete, err := lr.rest()
			if err != nil {
				return nil, 0, 0, err
			}
			if complete {
				return nil, 0, 0, cp.damaged(number, fmt.Sprintf("longer than %s, far longer than a checkpoint's line", bytesText(maxCheckpointLine)))
			}
			fmt.Fprintf(warn, "nqueens count: checkpoint %s, line %d: torn by a crash; its subproblem is counted again\n", cp.path, number)
			return done, good, size + rest, nil
		}
		if err != nil {
			return nil, 0, 0, err
		}
		size += int64(len(line))
		number := lr.line
		body, complete := bytes.CutSuffix(line, []byte("\n"))
		if !complete {
			fmt.Fprintf(warn, "nqueens count: checkpoint %s, line %d: torn by a crash; its subproblem is counted again\n", cp.path, number)
			return done, good, size, nil
		}
		id, sub, c, err := parseCheckpointLine(string(body), version)
		if err != nil {
			return nil, 0, 0, cp.damaged(number, err.Error())
		}
		if id != cp.id() {
			return nil, 0, 0, cp.damaged(number, "a subproblem of a count of "+id.describe())
		}
		if before, ok := cp.lineOf[sub]; ok {
			return nil, 0, 0, cp.damaged(number, fmt.Sprintf("subproblem %d, recorded on line %d already", sub, before))
		}
		cp.lineOf[sub] = number
		done[nqueens.Subproblem{N: cp.n, Method: cp.method, Number: sub}] = c
		good = size
	}
}

// id returns the count that cp records.
func (cp *checkpoint) id() countID {
	return countID{n: cp.n, method: cp.method, shard: cp.shard, shards: cp.shards}
}

// notCheckpoint returns the error for a file that is no checkpoint.
func (cp *checkpoint) notCheckpoint(why string) error {
	return fmt.Errorf("%s is not a checkpoint of nqueens count: %s; it is left as it is: name another file for -checkpoint", cp.path, why)
}

// damaged returns the error for a checkpoint whose complete line number
// does not check.
func (cp *checkpoint) damaged(number int, why string) error {
	return fmt.Errorf("checkpoint %s, line %d: %s; the file is damaged, and left as it is", cp.path, number, why)
}

// foreign returns the error for a checkpoint that records subproblem sub,
// which the count does not hold.
func (cp *checkpoint) foreign(sub int) error {
	scope := fmt.Sprintf("not a subproblem of n = %d", cp.n)
	if cp.shards > 1 {
		scope = fmt.Sprintf("not in shard %d of %d of n = %d", cp.shard, cp.shards, cp.n)
	}
	return cp.damaged(cp.lineOf[sub], fmt.Sprintf("subproblem %d is %s", sub, scope))
}

// record is the Counter's Finished function: it appends the line of a
// subproblem and syncs the file.
func (cp *checkpoint) record(sub nqueens.Subproblem, c nqueens.Counts) error {
	if sub.Method != cp.method {
		return fmt.Errorf("checkpoint %s: subproblem %v of a count by %v, not %v", cp.path, sub, sub.Method, cp.method)
	}
	return appendLine(cp.f, cp.path, checkpointLine(cp.id(), cp.version, sub.Number, c), &cp.saved)
}

// appendLine appends line to the checkpoint file f at path, syncs it, and
// counts it in saved, telling afterRecord.
func appendLine(f *os.File, path, line string, saved *int) error {
	if _, err := io.WriteString(f, line); err != nil {
		return fmt.Errorf("checkpoint %s: %v", path, err)
	}
	if err := f.Sync(); err != nil {
		return fmt.Errorf("checkpoint %s: %v", path, err)
	}
	*saved++
	if afterRecord != nil {
		afterRecord(*saved)
	}
	return nil
}

// afterRecord, if not nil, is called with the number of subproblems saved
// after each line a checkpoint records and syncs. The tests set it to
// stop a count at a line of their choosing; the command never does.
var afterRecord func(saved int)

// close closes the file, once. A nil checkpoint is closed already.
func (cp *checkpoint) close() error {
	if cp == nil || cp.closed {
		return nil
	}
	cp.closed = true
	return cp.f.Close()
}

// syncDir syncs the directory dir, so that a file just created in it is
// still there after a reboot. Windows cannot sync a directory, and keeps
// its entries safe without.
func syncDir(dir string) error {
	if runtime.GOOS == "windows" {
		return nil
	}
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Sync(); err != nil && !errors.Is(err, os.ErrInvalid) {
		return err
	}
	return nil
}
