package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/nqueens-go/nqueens/internal/batch"
	"github.com/nqueens-go/nqueens/internal/lines"

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
// a checkpoint in its format. It is a journal of internal/batch: each line
// synced as it is written, a torn last line cut away and its subproblem
// counted again, a file that is not this count's checkpoint or is damaged
// refused and left as it is, the file locked by the count that holds it.
type checkpoint struct {
	j       *batch.Journal
	path    string
	id      countID
	version int         // the version of the file's format
	lineOf  map[int]int // the line that records each subproblem
	done    map[nqueens.Subproblem]nqueens.Counts
}

// checkpointVersion is the version of the format of new checkpoints.
const checkpointVersion = 2

// withChecksum returns body and its checksum, as a line of a checkpoint.
func withChecksum(body string) string { return batch.Seal("", body) }

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
	return withChecksum(checkpointBody(id, version, sub, c))
}

// checkpointBody returns the line that records a subproblem, without its
// checksum.
func checkpointBody(id countID, version, sub int, c nqueens.Counts) string {
	return fmt.Sprintf("nqueens %s subproblem=%d total=%d unique=%d", id.fields(version), sub, c.Total, c.Unique)
}

// checked returns the body of line, a complete line of a checkpoint
// without its newline, if its checksum holds.
func checked(line string) (string, error) { return batch.Unseal("", line) }

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
	return parseCheckpointBody(body, version)
}

// parseCheckpointBody reads a line of a checkpoint of the given version
// after the header, without its checksum.
func parseCheckpointBody(body string, version int) (id countID, sub int, c nqueens.Counts, err error) {
	rest, ok := strings.CutPrefix(body, "nqueens ")
	if ok {
		id, rest, err = parseID(rest, version)
	}
	if ok && err == nil {
		_, err = fmt.Sscanf(rest, "subproblem=%d total=%d unique=%d", &sub, &c.Total, &c.Unique)
	}
	if !ok || err != nil || checkpointBody(id, version, sub, c) != body {
		return id, 0, c, errors.New("not a checkpoint line")
	}
	return id, sub, c, nil
}

// checkpointHint says what to do about a checkpoint that is not a
// regular file.
const checkpointHint = "name a file for -checkpoint"

// maxCheckpointLine is the most bytes a line of a checkpoint may take, its
// newline included: its lines take about 120.
const maxCheckpointLine = 1 << 10

// checkpointMethod returns the method of the count whose checkpoint is at
// path, if there is a file there that begins with a checkpoint header. It
// reads one line of at most maxCheckpointLine bytes, and returns an error
// if there is a file at path that is not a regular file, or that cannot
// be read.
func checkpointMethod(path string) (nqueens.Method, bool, error) {
	if err := batch.CheckRegular("checkpoint", path, checkpointHint); err != nil {
		return 0, false, err
	}
	f, err := batch.OpenRegular("checkpoint", path, os.O_RDONLY, checkpointHint)
	if errors.Is(err, os.ErrNotExist) {
		return 0, false, nil
	}
	if err != nil {
		return 0, false, err
	}
	defer f.Close()
	lr := lines.NewReader(f, "checkpoint "+path, maxCheckpointLine)
	lr.Zeros = true
	first, err := lr.Next()
	if err != nil || !bytes.HasSuffix(first, []byte("\n")) {
		return 0, false, nil // no header: opening the checkpoint says so
	}
	id, _, err := parseCheckpointHeader(strings.TrimSuffix(string(first), "\n"))
	return id.method, err == nil, nil
}

// openCheckpoint opens the checkpoint at path of the count id, creating
// it if it does not exist, and returns it with the counts it holds. A
// torn last line is cut away, with a note to warn; a file that is not
// this count's checkpoint, or that is damaged, is an error, and is left
// as it was.
func openCheckpoint(path string, id countID, warn io.Writer) (*checkpoint, map[nqueens.Subproblem]nqueens.Counts, error) {
	cp := &checkpoint{path: path, id: id, version: checkpointVersion,
		lineOf: make(map[int]int), done: make(map[nqueens.Subproblem]nqueens.Counts)}
	j, err := batch.Open(path, batch.Spec{
		Kind:    "checkpoint",
		Holder:  "count",
		Header:  checkpointHeader(id, checkpointVersion),
		MaxLine: maxCheckpointLine,
		Hint:    checkpointHint,
		First:   cp.header,
		Foreign: cp.notCheckpoint,
		Line:    cp.line,
		Torn: func(number int) {
			fmt.Fprintf(warn, "nqueens count: checkpoint %s, line %d: torn by a crash; its subproblem is counted again\n", path, number)
		},
	})
	if err != nil {
		return nil, nil, err
	}
	cp.j = j
	return cp, cp.done, nil
}

// header checks the first line of a checkpoint, without its newline: the
// header of this count, in any version of the format.
func (cp *checkpoint) header(line string) error {
	id, version, err := parseCheckpointHeader(line)
	switch {
	case err != nil && strings.HasPrefix(line, "nqueens list checkpoint "):
		return cp.notCheckpoint("it is the checkpoint of a listing, nqueens list -checkpoint")
	case err != nil && err.Error() == "not a checkpoint header":
		return cp.notCheckpoint("its first line is not a checkpoint header")
	case err != nil:
		return cp.notCheckpoint(fmt.Sprintf("its first line is not a checkpoint header (%v)", err))
	case id != cp.id:
		return fmt.Errorf("checkpoint %s is of a count of %s, not of this count, %s; it is left as it is: go on with that count (nqueens count %d%s -checkpoint %s), or name another file for this one",
			cp.path, id.describe(), cp.id.describe(), id.n, id.flags(), cp.path)
	}
	cp.version = version
	return nil
}

// line takes in the body of line number of the checkpoint, after the
// header.
func (cp *checkpoint) line(number int, body string) error {
	id, sub, c, err := parseCheckpointBody(body, cp.version)
	switch {
	case err != nil:
		return err
	case id != cp.id:
		return errors.New("a subproblem of a count of " + id.describe())
	}
	if before, ok := cp.lineOf[sub]; ok {
		return fmt.Errorf("subproblem %d, recorded on line %d already", sub, before)
	}
	cp.lineOf[sub] = number
	cp.done[nqueens.Subproblem{N: cp.id.n, Method: cp.id.method, Number: sub}] = c
	return nil
}

// notCheckpoint returns the error for a file that is no checkpoint.
func (cp *checkpoint) notCheckpoint(why string) error {
	return fmt.Errorf("%s is not a checkpoint of nqueens count: %s; it is left as it is: name another file for -checkpoint", cp.path, why)
}

// saved returns the number of subproblems the checkpoint holds.
func (cp *checkpoint) saved() int { return cp.j.Lines() }

// foreign returns the error for a checkpoint that records subproblem sub,
// which the count does not hold.
func (cp *checkpoint) foreign(sub int) error {
	scope := fmt.Sprintf("not a subproblem of n = %d", cp.id.n)
	if cp.id.shards > 1 {
		scope = fmt.Sprintf("not in shard %d of %d of n = %d", cp.id.shard, cp.id.shards, cp.id.n)
	}
	return cp.j.Damaged(cp.lineOf[sub], fmt.Sprintf("subproblem %d is %s", sub, scope))
}

// record is the Counter's Finished function: it appends the line of a
// subproblem and syncs the file.
func (cp *checkpoint) record(sub nqueens.Subproblem, c nqueens.Counts) error {
	if sub.Method != cp.id.method {
		return fmt.Errorf("checkpoint %s: subproblem %v of a count by %v, not %v", cp.path, sub, sub.Method, cp.id.method)
	}
	return cp.j.Append(checkpointBody(cp.id, cp.version, sub.Number, c))
}

// close closes the file, once. A nil checkpoint is closed already.
func (cp *checkpoint) close() error {
	if cp == nil {
		return nil
	}
	return cp.j.Close()
}
