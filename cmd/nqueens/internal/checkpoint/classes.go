package checkpoint

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/nqueens-go/nqueens/internal/journal"
)

// --- The checkpoint of a count of classes ---
//
// The checkpoint of nqueens count N -classes G records each unit of the
// count as it finishes, one line each, after a header that names the
// count:
//
//	nqueens classes checkpoint 1 n=19 group=torus shard=0/1 crc32=6b0f0e55
//	nqueens n=19 group=torus shard=0/1 unit=12 classes=4567 crc32=1a2b3c4d

// Classes names a count of classes: its size, the name of its group, and
// its shard of Shards, from 0; a whole count is shard 0 of 1.
type Classes struct {
	N             int
	Group         string // "torus" or "similar"
	Shard, Shards int
}

// fields returns the fields of the lines of the checkpoint of id that
// name the count.
func (id Classes) fields() string {
	return fmt.Sprintf("n=%d group=%s shard=%d/%d", id.N, id.Group, id.Shard, id.Shards)
}

// describe says which count id is, for errors.
func (id Classes) describe() string {
	return fmt.Sprintf("n = %d under %s, shard %d of %d", id.N, id.Group, id.Shard, id.Shards)
}

// flags returns the flags of nqueens count for the count id.
func (id Classes) flags() string {
	s := " -classes " + id.Group
	if id.Shards > 1 {
		s += fmt.Sprintf(" -shard %d/%d", id.Shard, id.Shards)
	}
	return s
}

// classesVersion is the version of the format of the checkpoints of a
// count of classes.
const classesVersion = 1

// classesHeader returns the first line of the checkpoint of id.
func classesHeader(id Classes) string {
	return journal.Seal("", fmt.Sprintf("nqueens classes checkpoint %d %s", classesVersion, id.fields()))
}

// classesBody returns the line that records unit u of id, without its
// checksum.
func classesBody(id Classes, u int, classes uint64) string {
	return fmt.Sprintf("nqueens %s unit=%d classes=%d", id.fields(), u, classes)
}

// A ClassesFile is the checkpoint of a count of classes, open to record
// in.
type ClassesFile struct {
	j      *journal.Journal
	path   string
	id     Classes
	lineOf map[int]int
	done   map[int]uint64
}

// OpenClasses opens the checkpoint at path of the count of classes id,
// creating it if it does not exist, and returns it with the classes of
// the units it records, by their numbers. A torn last line is cut away,
// with a note to warn; a file that is not this count's checkpoint, or
// that is damaged, is an error, and is left as it was.
func OpenClasses(path string, id Classes, warn io.Writer) (*ClassesFile, map[int]uint64, error) {
	cp := &ClassesFile{path: path, id: id, lineOf: make(map[int]int), done: make(map[int]uint64)}
	j, err := journal.Open(path, journal.Spec{
		Kind:    "checkpoint",
		Holder:  "count",
		Header:  classesHeader(id),
		MaxLine: MaxLine,
		Hint:    hint,
		First:   cp.header,
		Foreign: func(why string) error {
			return fmt.Errorf("%s is not a checkpoint of nqueens count -classes: %s; it is left as it is: name another file for -checkpoint", path, why)
		},
		Line: cp.line,
		Torn: func(number int) {
			fmt.Fprintf(warn, "nqueens count: checkpoint %s, line %d: torn by a crash; its unit is counted again\n", path, number)
		},
	})
	if err != nil {
		return nil, nil, err
	}
	cp.j = j
	return cp, cp.done, nil
}

// header checks the first line of the checkpoint, without its newline.
func (cp *ClassesFile) header(line string) error {
	if line+"\n" == classesHeader(cp.id) {
		return nil
	}
	var id Classes
	var version int
	body, err := journal.Unseal("", line)
	if err == nil {
		_, err = fmt.Sscanf(body, "nqueens classes checkpoint %d n=%d group=%s shard=%d/%d", &version, &id.N, &id.Group, &id.Shard, &id.Shards)
	}
	if err != nil || version != classesVersion || classesHeader(id) != line+"\n" {
		return fmt.Errorf("%s is not a checkpoint of nqueens count -classes: its first line is not such a checkpoint's header; it is left as it is: name another file for -checkpoint", cp.path)
	}
	return fmt.Errorf("checkpoint %s is of the count of %s, not of this count, %s; it is left as it is: go on with that count (nqueens count %d%s -checkpoint %s), or name another file for this one",
		cp.path, id.describe(), cp.id.describe(), id.N, id.flags(), cp.path)
}

// line takes in the body of line number of the checkpoint, after the
// header.
func (cp *ClassesFile) line(number int, body string) error {
	var id Classes
	var u int
	var classes uint64
	_, err := fmt.Sscanf(body, "nqueens n=%d group=%s shard=%d/%d unit=%d classes=%d", &id.N, &id.Group, &id.Shard, &id.Shards, &u, &classes)
	switch {
	case err != nil || classesBody(id, u, classes) != body || strings.ContainsAny(id.Group, " ="):
		return errors.New("not a checkpoint line")
	case id != cp.id:
		return fmt.Errorf("a unit of the count of %s", id.describe())
	}
	if before, ok := cp.lineOf[u]; ok {
		return fmt.Errorf("unit %d, recorded on line %d already", u, before)
	}
	cp.lineOf[u] = number
	cp.done[u] = classes
	return nil
}

// Damaged returns the error for a checkpoint whose record of unit u
// cannot be right, for the reason why.
func (cp *ClassesFile) Damaged(u int, why string) error {
	return cp.j.Damaged(cp.lineOf[u], fmt.Sprintf("unit %d: %s", u, why))
}

// Record appends the line of unit u, with its classes, and syncs the
// file.
func (cp *ClassesFile) Record(u int, classes uint64) error {
	return cp.j.Append(classesBody(cp.id, u, classes))
}

// Saved returns the number of units the checkpoint holds.
func (cp *ClassesFile) Saved() int { return cp.j.Lines() }

// Close closes the file, once. A nil ClassesFile is closed already.
func (cp *ClassesFile) Close() error {
	if cp == nil {
		return nil
	}
	return cp.j.Close()
}
