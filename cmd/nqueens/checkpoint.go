package main

import (
	"bytes"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/nqueens-go/nqueens"
)

// A checkpoint is a file that records the subproblems of a count as they
// finish, one line each, so that a count stopped by a crash, a kill or a
// reboot can go on where it stopped. A line reads
//
//	nqueens n=18 shard=3/8 subproblem=123 total=4567 unique=89 crc32=1a2b3c4d
//
// where the checksum is the IEEE CRC-32 of what comes before " crc32=".
// Each line is written in one call and synced to the disk before the next
// subproblem is recorded. A crash can leave only the last line torn: it is
// dropped and its subproblem counted again. A count holds a lock on its
// checkpoint, so that two counts cannot write to one file at once.
type checkpoint struct {
	f                *os.File
	path             string
	n, shard, shards int
	saved            int // the number of subproblems recorded
	closed           bool
}

// errLocked reports a checkpoint that another count holds.
var errLocked = errors.New("locked")

// checkpointLine returns the line that records a subproblem.
func checkpointLine(n, shard, shards, sub int, c nqueens.Counts) string {
	body := fmt.Sprintf("nqueens n=%d shard=%d/%d subproblem=%d total=%d unique=%d", n, shard, shards, sub, c.Total, c.Unique)
	return fmt.Sprintf("%s crc32=%08x\n", body, crc32.ChecksumIEEE([]byte(body)))
}

// parseCheckpointLine reads a line of a checkpoint, without its newline.
func parseCheckpointLine(line string) (n, shard, shards, sub int, c nqueens.Counts, err error) {
	body, sum, ok := strings.Cut(line, " crc32=")
	if !ok {
		return 0, 0, 0, 0, c, errors.New("no checksum")
	}
	if fmt.Sprintf("%08x", crc32.ChecksumIEEE([]byte(body))) != sum {
		return 0, 0, 0, 0, c, errors.New("wrong checksum")
	}
	_, err = fmt.Sscanf(body, "nqueens n=%d shard=%d/%d subproblem=%d total=%d unique=%d", &n, &shard, &shards, &sub, &c.Total, &c.Unique)
	if err != nil || checkpointLine(n, shard, shards, sub, c) != line+"\n" {
		return 0, 0, 0, 0, c, errors.New("not a checkpoint line")
	}
	return n, shard, shards, sub, c, nil
}

// openCheckpoint opens the checkpoint at path of a count of size n, shard
// shard of shards, creating it if it does not exist, and returns it with
// the counts it holds. A torn last line is dropped, with a note to warn;
// any other damage, a line of another count, or a subproblem recorded twice
// is an error.
func openCheckpoint(path string, n, shard, shards int, warn io.Writer) (*checkpoint, map[int]nqueens.Counts, error) {
	_, err := os.Stat(path)
	created := errors.Is(err, fs.ErrNotExist)
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, nil, err
	}
	if err := lock(f); err != nil {
		f.Close()
		if err == errLocked {
			return nil, nil, fmt.Errorf("checkpoint %s is in use by another count", path)
		}
		return nil, nil, err
	}
	cp := &checkpoint{f: f, path: path, n: n, shard: shard, shards: shards}
	done, err := cp.read(warn)
	if err == nil && created {
		err = syncDir(filepath.Dir(path))
	}
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	cp.saved = len(done)
	return cp, done, nil
}

// read reads the lines of the checkpoint, drops a torn last line, and
// leaves the file ready for the next line.
func (cp *checkpoint) read(warn io.Writer) (map[int]nqueens.Counts, error) {
	data, err := io.ReadAll(cp.f)
	if err != nil {
		return nil, err
	}
	done := make(map[int]nqueens.Counts)
	lineOf := make(map[int]int)
	good := 0 // the length of the lines read
	for number := 1; good < len(data); number++ {
		line, _, complete := bytes.Cut(data[good:], []byte("\n"))
		n, shard, shards, sub, c, err := parseCheckpointLine(string(line))
		if err != nil {
			if good+len(line)+1 < len(data) {
				return nil, fmt.Errorf("checkpoint %s, line %d: %v, and it is not the last line, which a crash can tear: the file is damaged", cp.path, number, err)
			}
			fmt.Fprintf(warn, "nqueens count: checkpoint %s, line %d: torn by a crash (%v); its subproblem is counted again\n", cp.path, number, err)
			break
		}
		if !complete {
			fmt.Fprintf(warn, "nqueens count: checkpoint %s, line %d: torn by a crash (no end of line); its subproblem is counted again\n", cp.path, number)
			break
		}
		if n != cp.n || shard != cp.shard || shards != cp.shards {
			return nil, fmt.Errorf("checkpoint %s, line %d: from a count of n = %d, shard %d of %d, not of this count, n = %d, shard %d of %d", cp.path, number, n, shard, shards, cp.n, cp.shard, cp.shards)
		}
		if before, ok := lineOf[sub]; ok {
			return nil, fmt.Errorf("checkpoint %s, lines %d and %d: subproblem %d recorded twice", cp.path, before, number, sub)
		}
		lineOf[sub] = number
		done[sub] = c
		good += len(line) + 1
	}
	if good < len(data) {
		if err := cp.f.Truncate(int64(good)); err != nil {
			return nil, err
		}
		if err := cp.f.Sync(); err != nil {
			return nil, err
		}
	}
	if _, err := cp.f.Seek(int64(good), io.SeekStart); err != nil {
		return nil, err
	}
	return done, nil
}

// record is the Counter's Finished function: it appends the line of a
// subproblem and syncs the file.
func (cp *checkpoint) record(sub int, c nqueens.Counts) error {
	if _, err := io.WriteString(cp.f, checkpointLine(cp.n, cp.shard, cp.shards, sub, c)); err != nil {
		return err
	}
	if err := cp.f.Sync(); err != nil {
		return err
	}
	cp.saved++
	return nil
}

// close closes the file, once.
func (cp *checkpoint) close() error {
	if cp.closed {
		return nil
	}
	cp.closed = true
	return cp.f.Close()
}

// syncDir syncs the directory dir, so that a file just created in it is
// still there after a reboot.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Sync(); err != nil && !errors.Is(err, fs.ErrInvalid) {
		return err
	}
	return nil
}
