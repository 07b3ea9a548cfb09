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
	"strings"

	"github.com/nqueens-go/nqueens"
)

// A checkpoint is a file that records the subproblems of a count as they
// finish, one line each, so that a count stopped by a crash, a kill or a
// reboot can go on where it stopped. Its first line, the header, says what
// it is and of which count, and each line after it records a subproblem:
//
//	nqueens checkpoint 1 n=18 shard=3/8 crc32=5c3e1d0a
//	nqueens n=18 shard=3/8 subproblem=123 total=4567 unique=89 crc32=1a2b3c4d
//
// where 1 is the version of the format and each checksum is the IEEE
// CRC-32 of what comes before " crc32=" on its line. Each line is written in
// one call and synced to the disk before the count goes on.
//
// A count refuses, and leaves byte for byte as it is, a file that is not
// empty and does not begin with the header of the same count, and one that
// holds a complete line, one that ends in a newline, whose checksum fails:
// such a file was not written by this count, or was changed since. A crash
// can leave the last line torn, without its newline: only that line is cut
// away, and its subproblem counted again. A checkpoint that a count creates
// appears with its header whole, and an empty file is a new checkpoint. A count holds a lock on its checkpoint, so that two counts
// cannot write to one file at once.
type checkpoint struct {
	f                *os.File
	path             string
	n, shard, shards int
	lineOf           map[int]int // the line that records each subproblem
	saved            int         // the number of subproblems recorded
	closed           bool
}

// checkpointVersion is the version of the format of checkpoints.
const checkpointVersion = 1

// errLocked reports a checkpoint that another count holds.
var errLocked = errors.New("locked")

// withChecksum returns body and its checksum, as a line of a checkpoint.
func withChecksum(body string) string {
	return fmt.Sprintf("%s crc32=%08x\n", body, crc32.ChecksumIEEE([]byte(body)))
}

// checkpointHeader returns the first line of the checkpoint of a count.
func checkpointHeader(n, shard, shards int) string {
	return withChecksum(fmt.Sprintf("nqueens checkpoint %d n=%d shard=%d/%d", checkpointVersion, n, shard, shards))
}

// checkpointLine returns the line that records a subproblem.
func checkpointLine(n, shard, shards, sub int, c nqueens.Counts) string {
	return withChecksum(fmt.Sprintf("nqueens n=%d shard=%d/%d subproblem=%d total=%d unique=%d", n, shard, shards, sub, c.Total, c.Unique))
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

// parseCheckpointHeader reads the header of a checkpoint, without its
// newline.
func parseCheckpointHeader(line string) (n, shard, shards int, err error) {
	body, err := checked(line)
	if err != nil {
		return 0, 0, 0, err
	}
	var version int
	_, err = fmt.Sscanf(body, "nqueens checkpoint %d n=%d shard=%d/%d", &version, &n, &shard, &shards)
	if err != nil || checkpointHeader(n, shard, shards) != line+"\n" {
		if err == nil && version != checkpointVersion {
			return 0, 0, 0, fmt.Errorf("format version %d, not %d", version, checkpointVersion)
		}
		return 0, 0, 0, errors.New("not a checkpoint header")
	}
	return n, shard, shards, nil
}

// parseCheckpointLine reads a line of a checkpoint after the header,
// without its newline.
func parseCheckpointLine(line string) (n, shard, shards, sub int, c nqueens.Counts, err error) {
	body, err := checked(line)
	if err != nil {
		return 0, 0, 0, 0, c, err
	}
	_, err = fmt.Sscanf(body, "nqueens n=%d shard=%d/%d subproblem=%d total=%d unique=%d", &n, &shard, &shards, &sub, &c.Total, &c.Unique)
	if err != nil || checkpointLine(n, shard, shards, sub, c) != line+"\n" {
		return 0, 0, 0, 0, c, errors.New("not a checkpoint line")
	}
	return n, shard, shards, sub, c, nil
}

// openCheckpoint opens the checkpoint at path of a count of size n, shard
// shard of shards, creating it if it does not exist, and returns it with
// the counts it holds. A torn last line is cut away, with a note to warn;
// a file that is not this count's checkpoint, or that is damaged, is an
// error, and is left as it was.
func openCheckpoint(path string, n, shard, shards int, warn io.Writer) (*checkpoint, map[int]nqueens.Counts, error) {
	if err := createCheckpoint(path, checkpointHeader(n, shard, shards)); err != nil {
		return nil, nil, err
	}
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		if info, serr := os.Stat(path); serr == nil && info.IsDir() {
			return nil, nil, fmt.Errorf("checkpoint %s is a directory", path)
		}
		return nil, nil, err
	}
	cp := &checkpoint{f: f, path: path, n: n, shard: shard, shards: shards}
	done, err := cp.open(warn)
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	cp.saved = len(done)
	return cp, done, nil
}

// createCheckpoint creates the file path holding header, unless a file of
// that name exists. The file appears with its header whole, or not at
// all: the header is written and synced in a file of its own, which is
// then linked to path, an operation that fails if path exists.
func createCheckpoint(path, header string) error {
	if _, err := os.Lstat(path); err == nil {
		return nil
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
			return fmt.Errorf("checkpoint %s: cannot create it in %s: %v", path, dir, pe.Err)
		}
		if err != nil {
			return err
		}
		tmp = f
		break
	}
	defer os.Remove(tmp.Name())
	_, err := io.WriteString(tmp, header)
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	if err := os.Link(tmp.Name(), path); err != nil {
		if errors.Is(err, os.ErrExist) {
			return nil // another count created it meanwhile
		}
		return err
	}
	return syncDir(dir)
}

// open locks the checkpoint, reads what it holds, and leaves the file
// ready for the next line.
func (cp *checkpoint) open(warn io.Writer) (map[int]nqueens.Counts, error) {
	info, err := cp.f.Stat()
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, fmt.Errorf("checkpoint %s is not a regular file", cp.path)
	}
	if err := lock(cp.f); err != nil {
		if err == errLocked {
			return nil, fmt.Errorf("checkpoint %s is in use by another count", cp.path)
		}
		return nil, err
	}
	data, err := io.ReadAll(cp.f)
	if err != nil {
		return nil, err
	}
	done, good, err := cp.read(data, warn)
	if err != nil {
		return nil, err
	}
	if len(data) == 0 {
		// An empty file: a new checkpoint, whose header comes first.
		header := checkpointHeader(cp.n, cp.shard, cp.shards)
		if _, err := io.WriteString(cp.f, header); err != nil {
			return nil, err
		}
		good = len(header)
	} else if good < len(data) {
		if err := cp.f.Truncate(int64(good)); err != nil {
			return nil, err
		}
	}
	if good != len(data) {
		if err := cp.f.Sync(); err != nil {
			return nil, err
		}
	}
	if _, err := cp.f.Seek(int64(good), io.SeekStart); err != nil {
		return nil, err
	}
	return done, nil
}

// read reads the lines of data, what the checkpoint holds, and returns the
// counts they record and the length of what is kept of data: all of it but
// a torn last line. The header is never torn: a new checkpoint appears
// with its header whole.
// It returns an error if data is not this count's checkpoint, or damaged.
func (cp *checkpoint) read(data []byte, warn io.Writer) (map[int]nqueens.Counts, int, error) {
	first, _, complete := bytes.Cut(data, []byte("\n"))
	switch {
	case len(data) == 0:
		return nil, 0, nil
	case !complete:
		return nil, 0, cp.notCheckpoint("its first line is not a checkpoint header")
	}
	n, shard, shards, err := parseCheckpointHeader(string(first))
	if err != nil {
		return nil, 0, cp.notCheckpoint(fmt.Sprintf("its first line is not a checkpoint header (%v)", err))
	}
	if n != cp.n || shard != cp.shard || shards != cp.shards {
		return nil, 0, fmt.Errorf("checkpoint %s is of a count of n = %d, shard %d of %d, not of this count, n = %d, shard %d of %d; it is left as it is",
			cp.path, n, shard, shards, cp.n, cp.shard, cp.shards)
	}
	done := make(map[int]nqueens.Counts)
	cp.lineOf = make(map[int]int)
	good := len(first) + 1
	for number := 2; good < len(data); number++ {
		line, _, complete := bytes.Cut(data[good:], []byte("\n"))
		if !complete {
			fmt.Fprintf(warn, "nqueens count: checkpoint %s, line %d: torn by a crash; its subproblem is counted again\n", cp.path, number)
			break
		}
		n, shard, shards, sub, c, err := parseCheckpointLine(string(line))
		if err != nil {
			return nil, 0, cp.damaged(number, err.Error())
		}
		if n != cp.n || shard != cp.shard || shards != cp.shards {
			return nil, 0, cp.damaged(number, fmt.Sprintf("a subproblem of a count of n = %d, shard %d of %d", n, shard, shards))
		}
		if before, ok := cp.lineOf[sub]; ok {
			return nil, 0, cp.damaged(number, fmt.Sprintf("subproblem %d, recorded on line %d already", sub, before))
		}
		cp.lineOf[sub] = number
		done[sub] = c
		good += len(line) + 1
	}
	return done, good, nil
}

// notCheckpoint returns the error for a file that is no checkpoint.
func (cp *checkpoint) notCheckpoint(why string) error {
	return fmt.Errorf("%s is not a checkpoint of nqueens count: %s; it is left as it is", cp.path, why)
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
func (cp *checkpoint) record(sub int, c nqueens.Counts) error {
	if _, err := io.WriteString(cp.f, checkpointLine(cp.n, cp.shard, cp.shards, sub, c)); err != nil {
		return fmt.Errorf("checkpoint %s: %v", cp.path, err)
	}
	if err := cp.f.Sync(); err != nil {
		return fmt.Errorf("checkpoint %s: %v", cp.path, err)
	}
	cp.saved++
	return nil
}

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
