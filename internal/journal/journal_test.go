package journal_test

import (
	"bytes"
	"errors"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"strings"
	"testing"

	gocmp "github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens/internal/journal"
)

const (
	testSalt    = "test salt 1\n"
	testMaxLine = 64
	testHint    = "name another file for -journal"
)

// testHeader is the header of the tests' journals.
var testHeader = journal.Seal(testSalt, "test journal, version 1")

// errNotOurs is what the tests' First returns for a header not theirs.
var errNotOurs = errors.New("a journal of another test")

// A record is what a journal's callbacks were told while it was read.
type record struct {
	Lines []line
	Torn  []int
}

// A line is the number and body of a line of a journal.
type line struct {
	Number int
	Body   string
}

// testSpec returns the Spec of the tests' journals, whose callbacks tell
// rec, and whose Line refuses a body that starts with "bad".
func testSpec(rec *record) journal.Spec {
	return journal.Spec{
		Kind:    "journal",
		Holder:  "test run",
		Header:  testHeader,
		Salt:    testSalt,
		MaxLine: testMaxLine,
		Hint:    testHint,
		First: func(first string) error {
			if first+"\n" != testHeader {
				return errNotOurs
			}
			return nil
		},
		Foreign: func(why string) error { return fmt.Errorf("not a test journal: %s", why) },
		Line: func(number int, body string) error {
			if strings.HasPrefix(body, "bad") {
				return fmt.Errorf("a bad body: %q", body)
			}
			rec.Lines = append(rec.Lines, line{number, body})
			return nil
		},
		Torn: func(number int) { rec.Torn = append(rec.Torn, number) },
	}
}

// sealed returns the lines of the bodies, each sealed with testSalt.
func sealed(bodies ...string) string {
	var b strings.Builder
	for _, body := range bodies {
		b.WriteString(journal.Seal(testSalt, body))
	}
	return b.String()
}

// readFile returns the content of the file at path.
func readFile(t *testing.T, path string) string {
	t.Helper()
	content, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(content)
}

// closeJournal closes j at the end of the test.
func closeJournal(t *testing.T, j *journal.Journal) {
	t.Cleanup(func() {
		if err := j.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
}

func TestSeal(t *testing.T) {
	for _, tc := range []struct {
		salt, body string
	}{
		{"", ""},
		{"salt", "done 3 4"},
		{"another salt", "done 3 4"},
		{"s", "a body with = and crc32 in it"},
		{"s\n", "tab\there, unicode ♛"},
	} {
		t.Run(fmt.Sprintf("body=%q", tc.body), func(t *testing.T) {
			got := journal.Seal(tc.salt, tc.body)
			want := fmt.Sprintf("%s crc32=%08x\n", tc.body, crc32.Checksum([]byte(tc.salt+tc.body), crc32.IEEETable))
			if got != want {
				t.Errorf("Seal(%q, %q) = %q, want %q", tc.salt, tc.body, got, want)
			}
			body, err := journal.Unseal(tc.salt, strings.TrimSuffix(got, "\n"))
			if err != nil || body != tc.body {
				t.Errorf("Unseal(Seal(%q)) = %q, %v", tc.body, body, err)
			}
		})
	}
}

func TestUnsealRefuses(t *testing.T) {
	line := strings.TrimSuffix(journal.Seal("salt", "done 1 2"), "\n")
	checksum := line[len(line)-8:]
	for _, tc := range []struct {
		name, salt, line, wantErr string
	}{
		{"no checksum", "salt", "done 1 2", "no checksum"},
		{"empty", "salt", "", "no checksum"},
		{"another salt", "pepper", line, "wrong checksum"},
		{"a body changed", "salt", "done 1 3 crc32=" + checksum, "wrong checksum"},
		{"a checksum changed", "salt", line[:len(line)-1] + string(line[len(line)-1]^1), "wrong checksum"},
		{"the checksum in capitals", "salt", "done 1 2 crc32=" + strings.ToUpper(checksum), "wrong checksum"},
		{"a newline kept", "salt", line + "\n", "wrong checksum"},
		{"a space after", "salt", line + " ", "wrong checksum"},
		{"a checksum cut short", "salt", line[:len(line)-1], "wrong checksum"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			body, err := journal.Unseal(tc.salt, tc.line)
			if err == nil || err.Error() != tc.wantErr {
				t.Errorf("Unseal(%q, %q) = %q, %v; want error %q", tc.salt, tc.line, body, err, tc.wantErr)
			}
		})
	}
}

// TestSealMarkerInBody checks that a body holding " crc32=" comes back
// from Unseal as it went into Seal.
func TestSealMarkerInBody(t *testing.T) {
	body := "note crc32=00000000"
	got, err := journal.Unseal("salt", strings.TrimSuffix(journal.Seal("salt", body), "\n"))
	if err != nil || got != body {
		t.Errorf("Unseal(Seal(%q)) = %q, %v", body, got, err)
	}
}

// TestOpen opens files the tests' journals can accept, and checks what
// the callbacks were told and what the file holds after.
func TestOpen(t *testing.T) {
	long := strings.Repeat("\x00", 10000) // a torn line longer than any, beyond a buffer
	for _, tc := range []struct {
		name      string
		content   *string // nil: no file
		want      record
		wantFile  string
		wantLines int
	}{
		{name: "no file", content: nil, wantFile: testHeader},
		{name: "an empty file", content: ptr(""), wantFile: testHeader},
		{name: "a header alone", content: ptr(testHeader), wantFile: testHeader},
		{
			name: "lines", content: ptr(testHeader + sealed("one", "", "three 3")),
			want:     record{Lines: []line{{2, "one"}, {3, ""}, {4, "three 3"}}},
			wantFile: testHeader + sealed("one", "", "three 3"), wantLines: 3,
		},
		{
			name: "a line of MaxLine bytes", content: ptr(testHeader + sealed(strings.Repeat("m", testMaxLine-16))),
			want:     record{Lines: []line{{2, strings.Repeat("m", testMaxLine-16)}}},
			wantFile: testHeader + sealed(strings.Repeat("m", testMaxLine-16)), wantLines: 1,
		},
		{
			name: "a torn last line", content: ptr(testHeader + sealed("one") + strings.TrimSuffix(sealed("two"), "\n")),
			want:     record{Lines: []line{{2, "one"}}, Torn: []int{3}},
			wantFile: testHeader + sealed("one"), wantLines: 1,
		},
		{
			name: "a torn last line cut short", content: ptr(testHeader + sealed("one") + "tw"),
			want:     record{Lines: []line{{2, "one"}}, Torn: []int{3}},
			wantFile: testHeader + sealed("one"), wantLines: 1,
		},
		{
			name: "a torn line of zeros after the header", content: ptr(testHeader + "\x00\x00\x00\x00"),
			want:     record{Torn: []int{2}},
			wantFile: testHeader,
		},
		{
			name: "a torn last line longer than MaxLine", content: ptr(testHeader + sealed("one") + strings.Repeat("x", testMaxLine+1)),
			want:     record{Lines: []line{{2, "one"}}, Torn: []int{3}},
			wantFile: testHeader + sealed("one"), wantLines: 1,
		},
		{
			name: "a torn last line longer than a buffer", content: ptr(testHeader + sealed("one", "two") + long),
			want:     record{Lines: []line{{2, "one"}, {3, "two"}}, Torn: []int{4}},
			wantFile: testHeader + sealed("one", "two"), wantLines: 2,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "journal")
			if tc.content != nil {
				if err := os.WriteFile(path, []byte(*tc.content), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			var got record
			j, err := journal.Open(path, testSpec(&got))
			if err != nil {
				t.Fatal(err)
			}
			closeJournal(t, j)
			if diff := gocmp.Diff(tc.want, got); diff != "" {
				t.Errorf("callbacks (-want +got):\n%s", diff)
			}
			if got := readFile(t, path); got != tc.wantFile {
				t.Errorf("file after Open = %q, want %q", got, tc.wantFile)
			}
			if j.Lines() != tc.wantLines || j.Saved() != 0 || j.Path() != path {
				t.Errorf("Lines(), Saved(), Path() = %d, %d, %q; want %d, 0, %q", j.Lines(), j.Saved(), j.Path(), tc.wantLines, path)
			}
			// The next line goes after what is kept.
			if err := j.Append("next"); err != nil {
				t.Fatal(err)
			}
			if got, want := readFile(t, path), tc.wantFile+sealed("next"); got != want {
				t.Errorf("file after Append = %q, want %q", got, want)
			}
		})
	}
}

func ptr[T any](v T) *T { return &v }

// TestOpenRefuses opens files the tests' journals refuse, and checks the
// error, and that each is left byte for byte as it was.
func TestOpenRefuses(t *testing.T) {
	longLine := journal.Seal(testSalt, strings.Repeat("m", testMaxLine-15))
	for _, tc := range []struct {
		name    string
		content string
		wantErr string // with PATH for the journal's path
	}{
		{
			name: "a wrong checksum", content: testHeader + sealed("one") + "two crc32=00000000\n" + sealed("three"),
			wantErr: "journal PATH, line 3: wrong checksum; the file is damaged, and left as it is",
		},
		{
			name: "another salt", content: testHeader + journal.Seal("another salt", "one"),
			wantErr: "journal PATH, line 2: wrong checksum; the file is damaged, and left as it is",
		},
		{
			name: "no checksum", content: testHeader + "one\n",
			wantErr: "journal PATH, line 2: no checksum; the file is damaged, and left as it is",
		},
		{
			name: "a blank line", content: testHeader + sealed("one") + "\n",
			wantErr: "journal PATH, line 3: no checksum; the file is damaged, and left as it is",
		},
		{
			name: "a complete line of zeros", content: testHeader + "\x00\x00\n",
			wantErr: "journal PATH, line 2: no checksum; the file is damaged, and left as it is",
		},
		{
			name: "a damaged line before a torn one", content: testHeader + "one crc32=00000000\n" + "tw",
			wantErr: "journal PATH, line 2: wrong checksum; the file is damaged, and left as it is",
		},
		{
			name: "a line Line refuses", content: testHeader + sealed("one", "bad two"),
			wantErr: `journal PATH, line 3: a bad body: "bad two"; the file is damaged, and left as it is`,
		},
		{
			name: "a complete line longer than MaxLine", content: testHeader + longLine + sealed("two"),
			wantErr: "journal PATH, line 2: longer than 64 bytes, far longer than a line of a journal; the file is damaged, and left as it is",
		},
		{
			name: "a complete line longer than a buffer", content: testHeader + sealed("one") + strings.Repeat("\x00", 10000) + "\n",
			wantErr: "journal PATH, line 3: longer than 64 bytes, far longer than a line of a journal; the file is damaged, and left as it is",
		},
		{
			name: "a header cut short", content: strings.TrimSuffix(testHeader, "\n"),
			wantErr: "not a test journal: its first line is not a journal header",
		},
		{
			name: "a header cut shorter", content: testHeader[:5],
			wantErr: "not a test journal: its first line is not a journal header",
		},
		{
			name: "a first line too long", content: strings.Repeat("#", testMaxLine) + "\n" + sealed("one"),
			wantErr: "not a test journal: its first line is longer than 64 bytes, far longer than a header",
		},
		{
			name: "a first line too long without end", content: strings.Repeat("\x00", 5000),
			wantErr: "not a test journal: its first line is longer than 64 bytes, far longer than a header",
		},
		{
			name: "another header", content: journal.Seal(testSalt, "test journal, version 2") + sealed("one"),
			wantErr: errNotOurs.Error(),
		},
		{
			name: "another header alone", content: "#!/bin/sh\n",
			wantErr: errNotOurs.Error(),
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "journal")
			if err := os.WriteFile(path, []byte(tc.content), 0o644); err != nil {
				t.Fatal(err)
			}
			var got record
			j, err := journal.Open(path, testSpec(&got))
			if err == nil {
				j.Close()
				t.Fatalf("Open accepted %q", tc.content)
			}
			if want := strings.ReplaceAll(tc.wantErr, "PATH", path); err.Error() != want {
				t.Errorf("Open error = %q, want %q", err, want)
			}
			if got := readFile(t, path); got != tc.content {
				t.Errorf("file after a refusal = %q, want it as it was, %q", got, tc.content)
			}
			if len(got.Torn) != 0 {
				t.Errorf("Torn told of lines %v of a journal refused", got.Torn)
			}
		})
	}
}

// TestOpenFirstError checks that the error of First is returned as it is,
// and that a journal this run created and First refuses is removed.
func TestOpenFirstError(t *testing.T) {
	wrong := errors.New("the journal of another size")
	spec := testSpec(new(record))
	spec.First = func(string) error { return wrong }

	path := filepath.Join(t.TempDir(), "journal")
	content := testHeader + sealed("one")
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := journal.Open(path, spec); err != wrong {
		t.Errorf("Open error = %v, want First's own error %v", err, wrong)
	}
	if got := readFile(t, path); got != content {
		t.Errorf("file after a refusal = %q, want %q", got, content)
	}

	created := filepath.Join(t.TempDir(), "journal")
	if _, err := journal.Open(created, spec); err != wrong {
		t.Errorf("Open of a new journal: error = %v, want %v", err, wrong)
	}
	if _, err := os.Lstat(created); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a journal created and refused is still there: %v", err)
	}
}

// TestOpenNotRegular checks that a directory is refused, naming it and
// ending with the hint.
func TestOpenNotRegular(t *testing.T) {
	dir := t.TempDir()
	_, err := journal.Open(dir, testSpec(new(record)))
	want := "journal " + dir + " is a directory, not a regular file; " + testHint
	if err == nil || err.Error() != want {
		t.Errorf("Open(directory) error = %v, want %q", err, want)
	}
	if err := journal.CheckRegular("journal", dir, testHint); err == nil || err.Error() != want {
		t.Errorf("CheckRegular(directory) = %v, want %q", err, want)
	}
}

// TestOpenNoDirectory checks that a journal in a directory that does not
// exist is refused, naming the directory.
func TestOpenNoDirectory(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "none")
	path := filepath.Join(dir, "journal")
	_, err := journal.Open(path, testSpec(new(record)))
	if err == nil || !strings.HasPrefix(err.Error(), "journal "+path+": cannot create it in "+dir+": ") {
		t.Errorf("Open in no directory: error = %v, want one naming %s", err, dir)
	}
}

// TestAppend appends lines, and checks that a journal opened again reads
// them, numbered after the header, and goes on after them.
func TestAppend(t *testing.T) {
	path := filepath.Join(t.TempDir(), "journal")
	j, err := journal.Open(path, testSpec(new(record)))
	if err != nil {
		t.Fatal(err)
	}
	for _, body := range []string{"one", "two 2", ""} {
		if err := j.Append(body); err != nil {
			t.Fatal(err)
		}
	}
	if j.Lines() != 3 || j.Saved() != 3 {
		t.Errorf("Lines(), Saved() = %d, %d, want 3, 3", j.Lines(), j.Saved())
	}
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	if got, want := readFile(t, path), testHeader+sealed("one", "two 2", ""); got != want {
		t.Errorf("file = %q, want %q", got, want)
	}

	var got record
	j, err = journal.Open(path, testSpec(&got))
	if err != nil {
		t.Fatal(err)
	}
	closeJournal(t, j)
	want := record{Lines: []line{{2, "one"}, {3, "two 2"}, {4, ""}}}
	if diff := gocmp.Diff(want, got); diff != "" {
		t.Errorf("lines read again (-want +got):\n%s", diff)
	}
	if err := j.Append("four"); err != nil {
		t.Fatal(err)
	}
	if j.Lines() != 4 || j.Saved() != 1 {
		t.Errorf("Lines(), Saved() = %d, %d, want 4, 1", j.Lines(), j.Saved())
	}
	if got, want := readFile(t, path), testHeader+sealed("one", "two 2", "", "four"); got != want {
		t.Errorf("file = %q, want %q", got, want)
	}
}

// TestAppendReadsBack checks that a journal to which Append has appended
// a body without error opens again: bodies that hold a newline, are too
// long for MaxLine, or hold " crc32=".
func TestAppendReadsBack(t *testing.T) {
	for _, body := range []string{"one\ntwo", strings.Repeat("m", testMaxLine), "a crc32=b"} {
		t.Run(fmt.Sprintf("body=%q", body), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "journal")
			j, err := journal.Open(path, testSpec(new(record)))
			if err != nil {
				t.Fatal(err)
			}
			appendErr := j.Append(body)
			j.Close()
			if _, err := journal.Open(path, testSpec(new(record))); appendErr == nil && err != nil {
				t.Errorf("Append(%q) = nil, but Open then refuses the journal: %v", body, err)
			}
		})
	}
}

// TestAfterAppend checks that the spec's AfterAppend is told the lines the
// journal holds after each line appended.
func TestAfterAppend(t *testing.T) {
	var told []int
	spec := testSpec(new(record))
	spec.AfterAppend = func(lines int) { told = append(told, lines) }

	path := filepath.Join(t.TempDir(), "journal")
	if err := os.WriteFile(path, []byte(testHeader+sealed("one", "two")), 0o644); err != nil {
		t.Fatal(err)
	}
	j, err := journal.Open(path, spec)
	if err != nil {
		t.Fatal(err)
	}
	closeJournal(t, j)
	if len(told) != 0 {
		t.Errorf("AfterAppend told %v by Open", told)
	}
	for _, body := range []string{"three", "four"} {
		if err := j.Append(body); err != nil {
			t.Fatal(err)
		}
	}
	if diff := gocmp.Diff([]int{3, 4}, told); diff != "" {
		t.Errorf("AfterAppend told (-want +got):\n%s", diff)
	}
}

func TestDiscard(t *testing.T) {
	for _, tc := range []struct {
		name     string
		content  *string // nil: no file
		appended []string
		closed   bool // whether it is closed before Discard
		wantFile *string
	}{
		{name: "created, nothing appended", content: nil, wantFile: nil},
		{name: "created, a line appended", content: nil, appended: []string{"one"}, wantFile: ptr(testHeader + sealed("one"))},
		{name: "created, closed", content: nil, closed: true, wantFile: ptr(testHeader)},
		{name: "existed empty", content: ptr(""), wantFile: ptr(testHeader)},
		{name: "existed with its header", content: ptr(testHeader), wantFile: ptr(testHeader)},
		{name: "existed with lines", content: ptr(testHeader + sealed("one")), wantFile: ptr(testHeader + sealed("one"))},
		{name: "existed, a line appended", content: ptr(testHeader), appended: []string{"one"}, wantFile: ptr(testHeader + sealed("one"))},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "journal")
			if tc.content != nil {
				if err := os.WriteFile(path, []byte(*tc.content), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			j, err := journal.Open(path, testSpec(new(record)))
			if err != nil {
				t.Fatal(err)
			}
			for _, body := range tc.appended {
				if err := j.Append(body); err != nil {
					t.Fatal(err)
				}
			}
			if tc.closed {
				if err := j.Close(); err != nil {
					t.Fatal(err)
				}
			}
			j.Discard()
			if err := j.Close(); err != nil {
				t.Errorf("Close after Discard: %v", err)
			}
			content, err := os.ReadFile(path)
			switch {
			case tc.wantFile == nil && !errors.Is(err, os.ErrNotExist):
				t.Errorf("after Discard: the file is there (%q, %v), want none", content, err)
			case tc.wantFile != nil && err != nil:
				t.Errorf("after Discard: %v, want the file", err)
			case tc.wantFile != nil && string(content) != *tc.wantFile:
				t.Errorf("after Discard: file = %q, want %q", content, *tc.wantFile)
			}
		})
	}
}

func TestNilJournal(t *testing.T) {
	var j *journal.Journal
	if err := j.Close(); err != nil {
		t.Errorf("(*Journal)(nil).Close() = %v", err)
	}
	j.Discard()
}

func TestKindOf(t *testing.T) {
	for _, tc := range []struct {
		mode os.FileMode
		want string
	}{
		{os.ModeDir | 0o755, "a directory"},
		{os.ModeNamedPipe, "a named pipe"},
		{os.ModeDevice, "a device"},
		{os.ModeDevice | os.ModeCharDevice, "a device"},
		{os.ModeSocket, "a socket"},
		{os.ModeIrregular, "a special file"},
	} {
		if got := journal.KindOf(tc.mode); got != tc.want {
			t.Errorf("KindOf(%v) = %q, want %q", tc.mode, got, tc.want)
		}
	}
}

// journalOracle returns, as plainly as the doc of journals says it, what
// Open makes of content: the file it leaves and the bodies of its lines
// after the header if it accepts it, or ok false if it refuses it.
func journalOracle(content []byte) (file []byte, bodies []string, ok bool) {
	if len(content) == 0 {
		return []byte(testHeader), nil, true
	}
	// All but what follows the last newline, a torn line, is kept.
	kept := content[:bytes.LastIndexByte(content, '\n')+1]
	lines := strings.SplitAfter(string(kept), "\n")
	lines = lines[:len(lines)-1] // the empty string after the last newline
	if len(lines) == 0 || lines[0] != testHeader {
		return nil, nil, false
	}
	for _, line := range lines[1:] {
		if len(line) > testMaxLine {
			return nil, nil, false
		}
		body, err := journal.Unseal(testSalt, strings.TrimSuffix(line, "\n"))
		if err != nil || strings.HasPrefix(body, "bad") {
			return nil, nil, false
		}
		bodies = append(bodies, body)
	}
	return kept, bodies, true
}

// FuzzJournal opens a journal of any content, after the tests' header or
// not, and checks that Open refuses it and leaves it byte for byte as it
// was, or accepts it, reading the lines a plain reading of the format
// finds, and leaves the content without a torn last line, or the header
// if it was empty; and that opening that again reads the same lines.
func FuzzJournal(f *testing.F) {
	for _, seed := range []string{
		"",
		testHeader,
		sealed("one", "two"),
		sealed("one") + "tw",
		"bad" + sealed("one"),
		"\x00\x00\x00\x00",
		strings.Repeat("\x00", 100) + "\n",
		"one crc32=00000000\n",
		strings.TrimSuffix(sealed("one"), "\n") + "\r\n",
	} {
		f.Add([]byte(seed), true)
		f.Add([]byte(seed), false)
	}
	f.Add([]byte(testHeader[:10]), false)
	f.Fuzz(func(t *testing.T, content []byte, header bool) {
		if header {
			content = append([]byte(testHeader), content...)
		}
		path := filepath.Join(t.TempDir(), "journal")
		if err := os.WriteFile(path, content, 0o644); err != nil {
			t.Fatal(err)
		}
		wantFile, wantBodies, wantOK := journalOracle(content)

		var rec record
		j, err := journal.Open(path, testSpec(&rec))
		after, readErr := os.ReadFile(path)
		if readErr != nil {
			t.Fatal(readErr)
		}
		if err != nil {
			if wantOK {
				t.Fatalf("Open refused %q: %v; want it accepted", content, err)
			}
			if !bytes.Equal(after, content) {
				t.Fatalf("Open refused %q (%v), and left %q", content, err, after)
			}
			return
		}
		j.Close()
		if !wantOK {
			t.Fatalf("Open accepted %q, want it refused", content)
		}
		if !bytes.Equal(after, wantFile) {
			t.Fatalf("Open of %q left %q, want %q", content, after, wantFile)
		}
		var bodies []string
		for i, l := range rec.Lines {
			if l.Number != i+2 {
				t.Fatalf("Open of %q: Line told of line %d as number %d", content, i+2, l.Number)
			}
			bodies = append(bodies, l.Body)
		}
		if diff := gocmp.Diff(wantBodies, bodies); diff != "" {
			t.Fatalf("Open of %q: lines (-want +got):\n%s", content, diff)
		}
		if j.Lines() != len(wantBodies) {
			t.Fatalf("Open of %q: Lines() = %d, want %d", content, j.Lines(), len(wantBodies))
		}
		torn := !bytes.Equal(content, wantFile) && len(content) > 0
		if torn != (len(rec.Torn) == 1) || len(rec.Torn) > 1 || torn && rec.Torn[0] != len(wantBodies)+2 {
			t.Fatalf("Open of %q: Torn told %v", content, rec.Torn)
		}

		var again record
		j, err = journal.Open(path, testSpec(&again))
		if err != nil {
			t.Fatalf("Open again of what Open left, %q: %v", after, err)
		}
		j.Close()
		if diff := gocmp.Diff(rec.Lines, again.Lines); diff != "" {
			t.Fatalf("Open again: lines (-first +again):\n%s", diff)
		}
		if len(again.Torn) != 0 {
			t.Fatalf("Open again: Torn told %v", again.Torn)
		}
		if again, err := os.ReadFile(path); err != nil || !bytes.Equal(again, wantFile) {
			t.Fatalf("Open again changed the file to %q, %v; want %q", again, err, wantFile)
		}
	})
}
