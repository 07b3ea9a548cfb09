package linereader_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens/internal/linereader"
)

// readAll reads lr to its end or its first error, and returns copies of
// the lines Next returned, and the error that stopped it, nil for io.EOF.
func readAll(lr *linereader.Reader) ([]string, error) {
	var got []string
	for {
		line, err := lr.Next()
		if err == io.EOF {
			return got, nil
		}
		if err != nil {
			return got, err
		}
		got = append(got, string(line))
	}
}

// errorText returns the text of err, or "" for nil.
func errorText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

func TestNext(t *testing.T) {
	long := strings.Repeat("x", 9999)
	for _, tc := range []struct {
		name    string
		input   string
		max     int
		zeros   bool
		want    []string
		wantErr string
		// wantLine is Line after the last line, or the error.
		wantLine int
	}{
		{name: "empty", input: "", max: 8, want: nil},
		{name: "final newline", input: "a\nbc\n", max: 8, want: []string{"a\n", "bc\n"}, wantLine: 2},
		{name: "no final newline", input: "a\nbc", max: 8, want: []string{"a\n", "bc"}, wantLine: 2},
		{name: "blank lines", input: "\n\n\n", max: 8, want: []string{"\n", "\n", "\n"}, wantLine: 3},
		{name: "carriage return kept", input: "a\r\nb\r\n", max: 8, want: []string{"a\r\n", "b\r\n"}, wantLine: 2},
		{name: "exactly max", input: "abc\nabc\n", max: 4, want: []string{"abc\n", "abc\n"}, wantLine: 2},
		{name: "exactly max without newline", input: "abc\nabcd", max: 4, want: []string{"abc\n", "abcd"}, wantLine: 2},
		{name: "max of 1", input: "\n\n", max: 1, want: []string{"\n", "\n"}, wantLine: 2},
		{
			name: "max+1", input: "ab\nabcd\nab\n", max: 4, want: []string{"ab\n"}, wantLine: 1,
			wantErr: "in: line 2: longer than 4 bytes, more than any line of it may take",
		},
		{
			name: "max+1 without newline", input: "ab\nabcde", max: 4, want: []string{"ab\n"}, wantLine: 1,
			wantErr: "in: line 2: longer than 4 bytes, more than any line of it may take",
		},
		{
			name: "the newline is the byte too many", input: "abcd\n", max: 4, wantLine: 0,
			wantErr: "in: line 1: longer than 4 bytes, more than any line of it may take",
		},
		{
			name: "max 0 refuses all", input: "\n", max: 0,
			wantErr: "in: line 1: longer than 0 bytes, more than any line of it may take",
		},
		{name: "beyond the buffer exactly max", input: "a\n" + long + "\n", max: 10000, want: []string{"a\n", long + "\n"}, wantLine: 2},
		{name: "beyond the buffer exactly max without newline", input: long + "x", max: 10000, want: []string{long + "x"}, wantLine: 1},
		{
			name: "beyond the buffer max+1", input: "a\n" + long + "xy", max: 10000, want: []string{"a\n"}, wantLine: 1,
			wantErr: "in: line 2: longer than 9.8 KiB, more than any line of it may take",
		},
		{
			name: "byte 0", input: "ab\na\x00b\nc\n", max: 8, want: []string{"ab\n"}, wantLine: 1,
			wantErr: "in: line 2: holds a byte 0, which no text does: is it a binary file?",
		},
		{
			name: "byte 0 at the end without newline", input: "ab\n\x00", max: 8, want: []string{"ab\n"}, wantLine: 1,
			wantErr: "in: line 2: holds a byte 0, which no text does: is it a binary file?",
		},
		{
			name: "byte 0 beyond the buffer", input: long + "\x00\n", max: 20000, wantLine: 0,
			wantErr: "in: line 1: holds a byte 0, which no text does: is it a binary file?",
		},
		{name: "byte 0 with Zeros", input: "ab\na\x00b\n\x00\x00", max: 8, zeros: true, want: []string{"ab\n", "a\x00b\n", "\x00\x00"}, wantLine: 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			lr := linereader.NewReader(strings.NewReader(tc.input), "in", tc.max)
			lr.Zeros = tc.zeros
			got, err := readAll(lr)
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("lines (-want +got):\n%s", diff)
			}
			if got := errorText(err); got != tc.wantErr {
				t.Errorf("error = %q, want %q", got, tc.wantErr)
			}
			if lr.Line != tc.wantLine {
				t.Errorf("Line = %d, want %d", lr.Line, tc.wantLine)
			}
			wantTooLong := strings.Contains(tc.wantErr, "longer than")
			if lr.TooLong() != wantTooLong {
				t.Errorf("TooLong() = %v, want %v", lr.TooLong(), wantTooLong)
			}
		})
	}
}

// TestNextEOFAgain checks that Next goes on returning io.EOF at the end.
func TestNextEOFAgain(t *testing.T) {
	lr := linereader.NewReader(strings.NewReader("a"), "in", 8)
	if line, err := lr.Next(); string(line) != "a" || err != nil {
		t.Fatalf("Next() = %q, %v, want \"a\", nil", line, err)
	}
	for range 3 {
		if line, err := lr.Next(); line != nil || err != io.EOF {
			t.Fatalf("Next() = %q, %v, want nil, io.EOF", line, err)
		}
	}
	if lr.Line != 1 {
		t.Errorf("Line = %d, want 1", lr.Line)
	}
}

// TestNextReadError checks that an error of reading names the input, and
// that the lines before it are read.
func TestNextReadError(t *testing.T) {
	gone := errors.New("device gone")
	for _, tc := range []struct {
		name  string
		input io.Reader
		want  []string
	}{
		{"at once", iotest.ErrReader(gone), nil},
		{"after a line", io.MultiReader(strings.NewReader("ab\n"), iotest.ErrReader(gone)), []string{"ab\n"}},
		{"inside a line", io.MultiReader(strings.NewReader("ab\ncd"), iotest.ErrReader(gone)), []string{"ab\n"}},
		{"with the data", iotest.DataErrReader(io.MultiReader(strings.NewReader("ab\ncd"), iotest.ErrReader(gone))), []string{"ab\n"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			lr := linereader.NewReader(tc.input, "standard input", 8)
			got, err := readAll(lr)
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("lines (-want +got):\n%s", diff)
			}
			if got, want := errorText(err), "reading standard input: device gone"; got != want {
				t.Errorf("error = %q, want %q", got, want)
			}
			if lr.Line != len(tc.want) {
				t.Errorf("Line = %d, want %d", lr.Line, len(tc.want))
			}
		})
	}
}

// TestNextChunks checks that the lines do not depend on how the input
// arrives: all at once or one byte at a time.
func TestNextChunks(t *testing.T) {
	input := "first\n\nthird line\n" + strings.Repeat("y", 5000) + "\nlast"
	want := []string{"first\n", "\n", "third line\n", strings.Repeat("y", 5000) + "\n", "last"}
	for _, tc := range []struct {
		name string
		r    io.Reader
	}{
		{"whole", strings.NewReader(input)},
		{"one byte", iotest.OneByteReader(strings.NewReader(input))},
		{"half", iotest.HalfReader(strings.NewReader(input))},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := readAll(linereader.NewReader(tc.r, "in", 5001))
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("lines (-want +got):\n%s", diff)
			}
		})
	}
}

// TestRest checks what Rest reads of a line too long, and that Next goes
// on after it with the next line, counted.
func TestRest(t *testing.T) {
	long := strings.Repeat("x", 10000)
	for _, tc := range []struct {
		name         string
		input        string
		max          int
		before       []string // the lines before the long one
		wantSize     int64
		wantComplete bool
		after        []string // the lines after it
		wantLine     int      // Line at the end
	}{
		{
			name: "complete", input: "ok\n" + "xxxxxxxxxx\n" + "after\n", max: 6,
			before: []string{"ok\n"}, wantSize: 11, wantComplete: true, after: []string{"after\n"}, wantLine: 3,
		},
		{
			name: "complete, last", input: "ok\nxxxxxxxxxx\n", max: 6,
			before: []string{"ok\n"}, wantSize: 11, wantComplete: true, wantLine: 2,
		},
		{
			name: "the newline is the byte too many", input: "abcdef\ng", max: 6,
			wantSize: 7, wantComplete: true, after: []string{"g"}, wantLine: 2,
		},
		{
			name: "at the end of the input", input: "ok\nxxxxxxxxxx", max: 6,
			before: []string{"ok\n"}, wantSize: 10, wantComplete: false, wantLine: 2,
		},
		{
			name: "beyond the buffer, complete", input: long + "\nz\n", max: 6,
			wantSize: 10001, wantComplete: true, after: []string{"z\n"}, wantLine: 2,
		},
		{
			name: "beyond the buffer, at the end", input: "a\n" + long, max: 6,
			before: []string{"a\n"}, wantSize: 10000, wantComplete: false, wantLine: 2,
		},
		{
			name: "over max beyond the buffer, complete", input: long + "\nz", max: 9000,
			wantSize: 10001, wantComplete: true, after: []string{"z"}, wantLine: 2,
		},
		{
			name: "with zeros", input: "a\n" + strings.Repeat("\x00", 5000), max: 100,
			before: []string{"a\n"}, wantSize: 5000, wantComplete: false, wantLine: 2,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			lr := linereader.NewReader(strings.NewReader(tc.input), "in", tc.max)
			lr.Zeros = true
			before, err := readAll(lr)
			if diff := cmp.Diff(tc.before, before); diff != "" {
				t.Errorf("lines before (-want +got):\n%s", diff)
			}
			if err == nil || !lr.TooLong() {
				t.Fatalf("Next refused no line as too long: error %v, TooLong() = %v", err, lr.TooLong())
			}
			size, complete, err := lr.Rest()
			if err != nil {
				t.Fatalf("Rest() error: %v", err)
			}
			if size != tc.wantSize || complete != tc.wantComplete {
				t.Errorf("Rest() = %d, %v, want %d, %v", size, complete, tc.wantSize, tc.wantComplete)
			}
			after, err := readAll(lr)
			if err != nil {
				t.Fatalf("Next after Rest: %v", err)
			}
			if diff := cmp.Diff(tc.after, after); diff != "" {
				t.Errorf("lines after (-want +got):\n%s", diff)
			}
			if lr.Line != tc.wantLine {
				t.Errorf("Line = %d, want %d", lr.Line, tc.wantLine)
			}
		})
	}
}

// TestRestReadError checks that an error of reading the rest of a long
// line names the input.
func TestRestReadError(t *testing.T) {
	r := io.MultiReader(strings.NewReader(strings.Repeat("x", 5000)), iotest.ErrReader(errors.New("device gone")))
	lr := linereader.NewReader(r, "in", 10)
	if _, err := lr.Next(); err == nil || !lr.TooLong() {
		t.Fatalf("Next() error %v, TooLong() = %v; want a line too long", err, lr.TooLong())
	}
	_, _, err := lr.Rest()
	if got, want := errorText(err), "reading in: device gone"; got != want {
		t.Errorf("Rest() error = %q, want %q", got, want)
	}
}

// TestEmbeddedReader checks that a caller can read bytes between lines
// through the embedded bufio.Reader, and Next goes on after them.
func TestEmbeddedReader(t *testing.T) {
	lr := linereader.NewReader(strings.NewReader("2\n10 20\nend\n"), "in", 8)
	if line, err := lr.Next(); string(line) != "2\n" || err != nil {
		t.Fatalf("Next() = %q, %v", line, err)
	}
	var a, b int
	if _, err := fmt.Fscan(lr, &a, &b); err != nil || a != 10 || b != 20 {
		t.Fatalf("Fscan = %d, %d, %v; want 10, 20", a, b, err)
	}
	got, err := readAll(lr)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"\n", "end\n"}, got); diff != "" {
		t.Errorf("lines (-want +got):\n%s", diff)
	}
}

// FuzzReader reads any input with any small Max, and checks each line
// against a plain split of the input at its newlines: the lines within
// Max are returned as they are, counted; a longer one or one with a byte
// 0 is refused with an error naming the input and its number, and Rest
// then reads the rest of a long one; so every line returned is within
// Max, and the lines returned make a prefix of the input.
func FuzzReader(f *testing.F) {
	f.Add([]byte(""), uint8(4), false, false)
	f.Add([]byte("a\nbb\nccc\ndddd\n"), uint8(3), false, false)
	f.Add([]byte("abc\nabcd"), uint8(4), false, true)
	f.Add([]byte("a\x00\nb\n\x00"), uint8(4), true, false)
	f.Add([]byte("a\x00\nb\n\x00"), uint8(4), false, false)
	f.Add([]byte("\n\n\r\n"), uint8(1), false, false)
	f.Add(bytes.Repeat([]byte("x\n"), 3000), uint8(2), false, false)
	f.Add(append(bytes.Repeat([]byte("y"), 5000), "\nz\x00"...), uint8(40), false, false)
	f.Fuzz(func(t *testing.T, input []byte, maxByte uint8, zeros, oneByte bool) {
		max := 1 + int(maxByte)%80
		var r io.Reader = bytes.NewReader(input)
		if oneByte {
			r = iotest.OneByteReader(r)
		}
		lr := linereader.NewReader(r, "fuzz", max)
		lr.Zeros = zeros
		// A line is refused for a byte 0 in the first buffer of it that
		// Next reads, before Next finds it too long.
		buffer := lr.Size()

		var read []byte // what the lines returned add up to
		rest := input
		for number := 1; ; number++ {
			want, after, _ := bytes.Cut(rest, []byte("\n"))
			complete := len(want) < len(rest)
			if complete {
				want = rest[:len(want)+1]
			}
			rest = after
			line, err := lr.Next()
			if len(want) == 0 {
				if err != io.EOF || line != nil {
					t.Fatalf("Next() at the end = %q, %v, want nil, io.EOF", line, err)
				}
				break
			}
			if len(line) > max {
				t.Fatalf("line %d: %d bytes, more than Max = %d", number, len(line), max)
			}
			if err == nil {
				read = append(read, line...)
				if !bytes.HasPrefix(input, read) {
					t.Fatalf("the lines read, %q, are not a prefix of the input", read)
				}
			}
			switch {
			case !zeros && bytes.IndexByte(want[:min(len(want), buffer)], 0) >= 0:
				if got, wantErr := errorText(err), fmt.Sprintf("fuzz: line %d: holds a byte 0, which no text does: is it a binary file?", number); got != wantErr {
					t.Fatalf("line %d %q: error %q, want %q", number, want, got, wantErr)
				}
				return
			case len(want) > max:
				if got, wantErr := errorText(err), fmt.Sprintf("fuzz: line %d: longer than %d bytes, more than any line of it may take", number, max); got != wantErr {
					t.Fatalf("line %d %q: error %q, want %q", number, want, got, wantErr)
				}
				if !lr.TooLong() {
					t.Fatalf("line %d %q: TooLong() = false after a line too long", number, want)
				}
				size, gotComplete, err := lr.Rest()
				if err != nil || size != int64(len(want)) || gotComplete != complete {
					t.Fatalf("line %d %q: Rest() = %d, %v, %v; want %d, %v, nil", number, want, size, gotComplete, err, len(want), complete)
				}
				if !complete {
					// Rest does not count a last line without newline,
					// where Next would.
					return
				}
				// The line is skipped: what follows is not a prefix.
				read = nil
				input = rest
			default:
				if err != nil || !bytes.Equal(line, want) {
					t.Fatalf("line %d: Next() = %q, %v; want %q, nil", number, line, err, want)
				}
			}
			if lr.Line != number {
				t.Fatalf("after line %d: Line = %d", number, lr.Line)
			}
		}
	})
}
