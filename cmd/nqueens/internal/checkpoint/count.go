package checkpoint

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/nqueens-go/nqueens/internal/counting"
	"github.com/nqueens-go/nqueens/internal/journal"
	"github.com/nqueens-go/nqueens/internal/linereader"
)

// --- The checkpoint of a count ---
//
// The checkpoint of a count records the subproblems of the count as they
// finish, one line each. Its first line, the header, says what it is and
// of which count, and each line after it records a subproblem:
//
//	nqueens checkpoint 2 n=18 method=join shard=3/8 crc32=6b0f0e55
//	nqueens n=18 method=join shard=3/8 subproblem=123 total=4567 unique=0 crc32=1a2b3c4d
//
// where 2 is the version of the format, the method is that of the count,
// and each checksum is the IEEE CRC-32 of what comes before " crc32=" on
// its line. Version 1, written before counts had a method, has no method
// fields and stands for a count by backtracking; a count goes on with such
// a checkpoint in its format. A count by column (count -by-column) has
// the field by=column after its shard, and each of its lines ends with
// the subproblem's solutions by the column of row 0's queen:
//
//	nqueens n=9 method=join shard=0/1 by=column subproblem=3 total=8 unique=0 columns=0,1,2,1,0,1,2,1,0 crc32=…

// A Count names a count: its size, the name of its method, and its shard
// of Shards, from 0; a whole count is shard 0 of 1.
type Count struct {
	N             int
	Method        string // "backtrack", "join" or "join2", as internal/counting names it
	Shard, Shards int
	ByColumn      bool // a count by column, whose lines carry columns
}

// Counts are the counts of a subproblem: its solutions, its fundamental
// ones, and in a count by column its solutions by the column of row 0's
// queen, a list of numbers separated by commas.
type Counts struct {
	Total, Unique uint64
	Columns       string
}

// Version is the version of the format of new checkpoints of a count.
const Version = 2

// MaxLine is the most bytes a line of a checkpoint may take, its newline
// included: the lines of a count's take about 120.
const MaxLine = 1 << 10

// hint says what to do about a checkpoint that is not a regular file.
const hint = "name a file for -checkpoint"

// Options are what a run asks of its checkpoint beyond what it records.
// The zero Options are the command's; its tests set them to stop a run
// part way.
type Options struct {
	// AfterRecord, if not nil, is called with the number of records the
	// checkpoint holds after each that it appends and syncs: the tests
	// stop a run at a record of their choosing.
	AfterRecord func(records int)
}

// describe says which count id is, for errors.
func (id Count) describe() string {
	s := fmt.Sprintf("n = %d by %s, shard %d of %d", id.N, id.Method, id.Shard, id.Shards)
	if id.ByColumn {
		s += ", by column"
	}
	return s
}

// flags returns the flags of nqueens count that choose the method and
// shard of the count id, as in " -method join2 -shard 0/4".
func (id Count) flags() string {
	s := " -method " + id.Method
	if id.Shards > 1 {
		s += fmt.Sprintf(" -shard %d/%d", id.Shard, id.Shards)
	}
	if id.ByColumn {
		s += " -by-column"
	}
	return s
}

// fields returns the fields of the lines of a checkpoint of the given
// version that name the count.
func (id Count) fields(version int) string {
	if version == 1 {
		return fmt.Sprintf("n=%d shard=%d/%d", id.N, id.Shard, id.Shards)
	}
	s := fmt.Sprintf("n=%d method=%s shard=%d/%d", id.N, id.Method, id.Shard, id.Shards)
	if id.ByColumn {
		s += " by=column"
	}
	return s
}

// Header returns the first line of a checkpoint of the given version of
// the count id, with its checksum and newline.
func Header(id Count, version int) string {
	return journal.Seal("", fmt.Sprintf("nqueens checkpoint %d %s", version, id.fields(version)))
}

// Line returns the line, with its checksum and newline, that records
// subproblem sub of the count id, in a checkpoint of the given version.
func Line(id Count, version, sub int, c Counts) string {
	return journal.Seal("", body(id, version, sub, c))
}

// body returns the line that records a subproblem, without its checksum.
func body(id Count, version, sub int, c Counts) string {
	s := fmt.Sprintf("nqueens %s subproblem=%d total=%d unique=%d", id.fields(version), sub, c.Total, c.Unique)
	if id.ByColumn {
		s += " columns=" + c.Columns
	}
	return s
}

// parseID reads the fields that name a count, as fields writes them in
// version, from the start of s, and returns the rest of s.
func parseID(s string, version int) (id Count, rest string, err error) {
	f := strings.Fields(s)
	want := 3
	if version == 1 {
		want = 2
	}
	if len(f) < want {
		return id, "", errors.New("too few fields")
	}
	if version == 1 {
		id.Method = "backtrack"
		_, err = fmt.Sscanf(f[0]+" "+f[1], "n=%d shard=%d/%d", &id.N, &id.Shard, &id.Shards)
	} else {
		_, err = fmt.Sscanf(f[0]+" "+f[1]+" "+f[2], "n=%d method=%s shard=%d/%d", &id.N, &id.Method, &id.Shard, &id.Shards)
		if _, ok := counting.MethodNamed(id.Method); err == nil && !ok {
			err = fmt.Errorf("no method %q", id.Method)
		}
		if len(f) > want && f[want] == "by=column" {
			id.ByColumn = true
			want++
		}
	}
	return id, strings.Join(f[want:], " "), err
}

// ParseHeader reads the header of a checkpoint, without its newline, and
// returns the count it names and the version of its format.
func ParseHeader(line string) (id Count, version int, err error) {
	body, err := journal.Unseal("", line)
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
	if version < 1 || version > Version {
		return id, 0, fmt.Errorf("format version %d, not 1 to %d", version, Version)
	}
	id, _, err = parseID(rest, version)
	if err != nil || Header(id, version) != line+"\n" {
		return id, 0, errors.New("not a checkpoint header")
	}
	return id, version, nil
}

// ParseLine reads a line of a checkpoint of the given version after the
// header, without its newline: the count it names, its subproblem and
// the subproblem's counts.
func ParseLine(line string, version int) (id Count, sub int, c Counts, err error) {
	body, err := journal.Unseal("", line)
	if err != nil {
		return id, 0, c, err
	}
	return parseBody(body, version)
}

// parseBody reads a line of a checkpoint of the given version after the
// header, without its checksum.
func parseBody(line string, version int) (id Count, sub int, c Counts, err error) {
	rest, ok := strings.CutPrefix(line, "nqueens ")
	if ok {
		id, rest, err = parseID(rest, version)
	}
	if ok && err == nil {
		_, err = fmt.Sscanf(rest, "subproblem=%d total=%d unique=%d", &sub, &c.Total, &c.Unique)
		if _, cols, found := strings.Cut(rest, " columns="); err == nil && id.ByColumn {
			if !found || !validColumns(cols, id.N) {
				err = errors.New("no columns")
			}
			c.Columns = cols
		}
	}
	if !ok || err != nil || body(id, version, sub, c) != line {
		return id, 0, c, errors.New("not a checkpoint line")
	}
	return id, sub, c, nil
}

// MethodOf returns the name of the method of the count whose checkpoint
// is at path, if there is a file there that begins with a checkpoint
// header. It reads one line of at most MaxLine bytes, and returns an
// error if there is a file at path that is not a regular file, or that
// cannot be read.
func MethodOf(path string) (string, bool, error) {
	if err := journal.CheckRegular("checkpoint", path, hint); err != nil {
		return "", false, err
	}
	f, err := journal.OpenRegular("checkpoint", path, os.O_RDONLY, hint)
	if errors.Is(err, os.ErrNotExist) {
		return "", false, nil
	}
	if err != nil {
		return "", false, err
	}
	defer f.Close()
	lr := linereader.NewReader(f, "checkpoint "+path, MaxLine)
	lr.Zeros = true
	first, err := lr.Next()
	if err != nil || !bytes.HasSuffix(first, []byte("\n")) {
		return "", false, nil // no header: opening the checkpoint says so
	}
	id, _, err := ParseHeader(strings.TrimSuffix(string(first), "\n"))
	return id.Method, err == nil, nil
}

// A CountFile is the checkpoint of a count, open to record in.
type CountFile struct {
	j       *journal.Journal
	path    string
	id      Count
	version int         // the version of the file's format
	lineOf  map[int]int // the line that records each subproblem
	done    map[int]Counts
}

// OpenCount opens the checkpoint at path of the count id, creating it if
// it does not exist, and returns it with the counts of the subproblems it
// records, by their numbers. A torn last line is cut away, with a note to
// warn; a file that is not this count's checkpoint, or that is damaged,
// is an error, and is left as it was.
func OpenCount(path string, id Count, warn io.Writer, opts Options) (*CountFile, map[int]Counts, error) {
	cp := &CountFile{path: path, id: id, version: Version, lineOf: make(map[int]int), done: make(map[int]Counts)}
	j, err := journal.Open(path, journal.Spec{
		Kind:    "checkpoint",
		Holder:  "count",
		Header:  Header(id, Version),
		MaxLine: MaxLine,
		Hint:    hint,
		First:   cp.header,
		Foreign: cp.notCheckpoint,
		Line:    cp.line,
		Torn: func(number int) {
			fmt.Fprintf(warn, "nqueens count: checkpoint %s, line %d: torn by a crash; its subproblem is counted again\n", path, number)
		},
		AfterAppend: opts.AfterRecord,
	})
	if err != nil {
		return nil, nil, err
	}
	cp.j = j
	return cp, cp.done, nil
}

// header checks the first line of a checkpoint, without its newline: the
// header of this count, in any version of the format.
func (cp *CountFile) header(line string) error {
	id, version, err := ParseHeader(line)
	switch {
	case err != nil && strings.HasPrefix(line, "nqueens list checkpoint "):
		return cp.notCheckpoint("it is the checkpoint of a listing, nqueens list -checkpoint")
	case err != nil && err.Error() == "not a checkpoint header":
		return cp.notCheckpoint("its first line is not a checkpoint header")
	case err != nil:
		return cp.notCheckpoint(fmt.Sprintf("its first line is not a checkpoint header (%v)", err))
	case id != cp.id:
		return fmt.Errorf("checkpoint %s is of a count of %s, not of this count, %s; it is left as it is: go on with that count (nqueens count %d%s -checkpoint %s), or name another file for this one",
			cp.path, id.describe(), cp.id.describe(), id.N, id.flags(), cp.path)
	}
	cp.version = version
	return nil
}

// line takes in the body of line number of the checkpoint, after the
// header.
func (cp *CountFile) line(number int, body string) error {
	id, sub, c, err := parseBody(body, cp.version)
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
	cp.done[sub] = c
	return nil
}

// notCheckpoint returns the error for a file that is no checkpoint.
func (cp *CountFile) notCheckpoint(why string) error {
	return fmt.Errorf("%s is not a checkpoint of nqueens count: %s; it is left as it is: name another file for -checkpoint", cp.path, why)
}

// Path returns the checkpoint's path.
func (cp *CountFile) Path() string { return cp.path }

// Version returns the version of the checkpoint's format, which its new
// lines keep.
func (cp *CountFile) Version() int { return cp.version }

// Saved returns the number of subproblems the checkpoint holds.
func (cp *CountFile) Saved() int { return cp.j.Lines() }

// Foreign returns the error for a checkpoint that records subproblem sub,
// which the count does not hold: the checkpoint is damaged at its line.
func (cp *CountFile) Foreign(sub int) error {
	scope := fmt.Sprintf("not a subproblem of n = %d", cp.id.N)
	if cp.id.Shards > 1 {
		scope = fmt.Sprintf("not in shard %d of %d of n = %d", cp.id.Shard, cp.id.Shards, cp.id.N)
	}
	return cp.j.Damaged(cp.lineOf[sub], fmt.Sprintf("subproblem %d is %s", sub, scope))
}

// Record appends the line of subproblem sub, with its counts c, and
// syncs the file.
func (cp *CountFile) Record(sub int, c Counts) error {
	return cp.j.Append(body(cp.id, cp.version, sub, c))
}

// Close closes the file, once. A nil CountFile is closed already.
func (cp *CountFile) Close() error {
	if cp == nil {
		return nil
	}
	return cp.j.Close()
}

// validColumns reports whether s is the columns of a subproblem of size
// n: n numbers, separated by commas, none for n = 0.
func validColumns(s string, n int) bool {
	if n == 0 {
		return s == ""
	}
	f := strings.Split(s, ",")
	if len(f) != n {
		return false
	}
	for _, v := range f {
		if _, err := strconv.ParseUint(v, 10, 64); err != nil {
			return false
		}
	}
	return true
}

// Damaged returns the error for a checkpoint whose record of subproblem
// sub cannot be right, for the reason why: the checkpoint is damaged at
// its line.
func (cp *CountFile) Damaged(sub int, why string) error {
	return cp.j.Damaged(cp.lineOf[sub], fmt.Sprintf("subproblem %d: %s", sub, why))
}
