package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"github.com/nqueens-go/nqueens/internal/linereader"
)

// --- The records of a file of puzzles ---
//
// check, solve, hint and explain read everything make writes: puzzles in
// text, one after another, each after the comment that names its size,
// grade and seed; or lines of JSON, each a puzzle with its seed, grade
// and answer, or a puzzle's JSON form alone. They tell the two apart by
// the first character of the input that is not a blank or in a comment.

// A record is one puzzle of an input: the line where it starts, the
// puzzle, or why it does not read, and what the record says of itself.
type record struct {
	line int
	game game
	err  error // why the record does not read
	said
}

// said is what a record says of itself, where it says it: the seed that
// made it, the grade it was made of, its answer, and the flags it is read
// with.
type said struct {
	seed   *uint64
	grade  string
	answer json.RawMessage // as the family writes an answer
	// flags are the flags that read a puzzle of its variant, as the
	// comment that make writes above it says, where made is set.
	flags string
	made  bool
}

// maxRecordLine bounds a line of JSON: a puzzle of 64 with its rows, its
// answer and its rating takes some 12 KiB.
const maxRecordLine = 1 << 20

// A recordReader reads the records of an input.
type recordReader interface {
	// next returns the next record, io.EOF after the last, or an error
	// that ends the input.
	next() (record, error)
}

// newRecordReader returns the reader of the records of in, called name,
// of the family fam: of lines of JSON if the first character of the input
// that is not a blank or in a comment is '{', else of text.
func newRecordReader(in io.Reader, name string, fam *family) recordReader {
	br := bufio.NewReaderSize(in, 64<<10)
	if isJSONLines(br) {
		return &jsonRecords{lr: linereader.NewReader(br, name, maxRecordLine), fam: fam}
	}
	return &textRecords{r: fam.reader(br, name)}
}

// isJSONLines reports whether the first character of br that is not a
// blank or in a comment line is '{', looking no further than its buffer.
func isJSONLines(br *bufio.Reader) bool {
	head, _ := br.Peek(br.Size())
	for len(head) > 0 {
		line, rest, _ := bytes.Cut(head, []byte("\n"))
		head = rest
		line = bytes.TrimSpace(bytes.TrimPrefix(line, []byte("\uFEFF")))
		if len(line) == 0 || line[0] == '#' {
			continue
		}
		return line[0] == '{'
	}
	return false
}

// textRecords reads records in text, by the family's Reader.
type textRecords struct{ r gameReader }

func (t *textRecords) next() (record, error) {
	g, err := t.r.read()
	rec := record{line: t.r.start(), game: g, said: saidInComments(t.r.comments())}
	switch {
	case errors.Is(err, io.EOF):
		return rec, io.EOF
	case isParseError(err):
		rec.line, rec.err, rec.game = parseLine(err), errors.New(parseWords(err)), nil
	case err != nil:
		return rec, err
	}
	return rec, nil
}

// What the comment that make writes above a puzzle says.
var (
	gradeWords = regexp.MustCompile(`\bgrade ([a-z]+)\b`)
	seedWords  = regexp.MustCompile(`\bseed ([0-9]+)\b`)
	flagWords  = regexp.MustCompile(`read it with((?: -[a-z]+ [a-z0-9]+)+)`)
)

// saidInComments returns what the comments above a puzzle say of it.
func saidInComments(comments []string) said {
	var s said
	for _, c := range comments {
		if m := gradeWords.FindStringSubmatch(c); m != nil {
			s.grade = m[1]
		}
		if m := seedWords.FindStringSubmatch(c); m != nil {
			if seed, err := strconv.ParseUint(m[1], 10, 64); err == nil {
				s.seed, s.made = &seed, true
			}
		}
		if m := flagWords.FindStringSubmatch(c); m != nil {
			s.flags = strings.TrimSpace(m[1])
		}
	}
	return s
}

// A recordLine is what a line of JSON may say of a puzzle: the fields
// that make writes, which the family reads; without "puzzle", the line is
// the puzzle's own JSON form.
type recordLine struct {
	Seed   *uint64         `json:"seed"`
	Grade  string          `json:"grade"`
	Stars  int             `json:"stars"`
	Rule   string          `json:"rule"`
	Puzzle []string        `json:"puzzle"`
	Answer json.RawMessage `json:"answer"`
}

// jsonRecords reads records in lines of JSON.
type jsonRecords struct {
	lr  *linereader.Reader
	fam *family
}

func (j *jsonRecords) next() (record, error) {
	for {
		line, err := j.lr.Next()
		if err != nil {
			return record{}, err
		}
		line = bytes.TrimSpace(line)
		if len(line) == 0 || line[0] == '#' {
			continue
		}
		rec := record{line: j.lr.Line}
		var r recordLine
		if err := json.Unmarshal(line, &r); err != nil {
			rec.err = fmt.Errorf("not a puzzle's line of JSON: %v", err)
			return rec, nil
		}
		rec.seed, rec.grade, rec.answer = r.Seed, r.Grade, r.Answer
		if r.Puzzle != nil {
			rec.game, rec.err = j.fam.parse(strings.Join(r.Puzzle, "\n")+"\n", r.Stars, r.Rule)
		} else {
			rec.game, rec.err = j.fam.unmarshal(line)
		}
		if rec.err != nil {
			rec.game, rec.err = nil, errors.New(trimWords(rec.err))
		}
		return rec, nil
	}
}

// trimWords returns what err says, without the name of a package before
// it, nor the line of a ParseError: a record's line is named already.
func trimWords(err error) string {
	if isParseError(err) {
		return parseWords(err)
	}
	return strings.TrimPrefix(strings.TrimPrefix(err.Error(), "puzzle: "), "regions: ")
}
