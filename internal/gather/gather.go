package gather

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/nqueens-go/nqueens/internal/linereader"
	"github.com/nqueens-go/nqueens/internal/prose"
	"github.com/nqueens-go/nqueens/internal/shard"
)

// --- The lines that shards print ---

// MaxLine is the most bytes a line that a shard prints may take.
const MaxLine = 64 << 10

// A Located is a line a shard printed, as its program reads it, and where
// it was read: "file:line", or "standard input:line".
type Located[T any] struct {
	Result T
	At     string
}

// Read reads the lines that shards printed, from the files that names
// name, or from stdin for "-" or for no name, each read by parse, which
// returns an error for a line that is not one of its program's, or that is
// damaged; the line it is given is valid until it returns. Blank lines are
// skipped. Each line may take up to [MaxLine] bytes, and there may be
// [shard.MaxShards] lines in all; a line longer, a byte 0, a file that
// cannot be read or a line that parse refuses is an error that names the
// file and the line. No line at all is an error too.
func Read[T any](names []string, stdin io.Reader, parse func([]byte) (T, error)) ([]Located[T], error) {
	if len(names) == 0 {
		names = []string{"-"}
	}
	var results []Located[T]
	for _, name := range names {
		var err error
		if results, err = readInput(results, name, stdin, parse); err != nil {
			return nil, err
		}
	}
	if len(results) == 0 {
		labels := slices.Clone(names)
		for i, name := range labels {
			if name == "-" {
				labels[i] = "standard input"
			}
		}
		return nil, fmt.Errorf("no shard line in %s", prose.Or(labels))
	}
	return results, nil
}

// readInput adds the results of the file name, or of stdin for "-", to
// results.
func readInput[T any](results []Located[T], name string, stdin io.Reader, parse func([]byte) (T, error)) ([]Located[T], error) {
	r, label := stdin, "standard input"
	if name != "-" {
		f, err := OpenInput(name)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		r, label = f, name
	}
	lr := linereader.NewReader(r, label, MaxLine)
	for {
		line, err := lr.Next()
		if err == io.EOF {
			return results, nil
		}
		if err != nil {
			return nil, err
		}
		line = bytes.TrimSpace(line)
		if len(line) == 0 {
			continue
		}
		at := label + ":" + strconv.Itoa(lr.Line)
		if len(results) == shard.MaxShards {
			return nil, fmt.Errorf("%s: more than %d shard lines, more than any piece of work has shards", at, shard.MaxShards)
		}
		res, err := parse(line)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", at, err)
		}
		results = append(results, Located[T]{res, at})
	}
}

// OpenInput opens the file name to read, refusing a directory, which no
// program reads as a file.
func OpenInput(name string) (*os.File, error) {
	if info, err := os.Stat(name); err == nil && info.IsDir() {
		return nil, fmt.Errorf("%s is a directory", name)
	}
	return os.Open(name)
}

// --- The cover of the shards ---

// Cover returns the shards of 0 to m-1 that shards does not hold, and
// those it holds more than once, each in increasing order.
func Cover(shards []int, m int) (missing, repeated []int) {
	seen := make(map[int]int, len(shards))
	for _, s := range shards {
		seen[s]++
	}
	for i := range m {
		switch seen[i] {
		case 0:
			missing = append(missing, i)
		case 1:
		default:
			repeated = append(repeated, i)
		}
	}
	return missing, repeated
}

// Missing writes the shards missing, at least one, of m of a piece of
// work, what of says, and the command that does the first, as "2 of the 8
// shards of n = 12 are missing: 3, 5; count shard 3 with: COMMAND; the
// others likewise", where verb is the program's word for doing a shard and
// command writes the command line of one.
func Missing(missing []int, m int, of, verb string, command func(shard int) string) string {
	again := "; the others likewise"
	if len(missing) == 1 {
		again = ""
	}
	return fmt.Sprintf("%d of the %s %s %s missing: %s; %s shard %d with: %s%s",
		len(missing), prose.Count(m, "shard"), of, prose.IsAre(len(missing)), prose.Ranges(missing), verb, missing[0], command(missing[0]), again)
}

// Repeated writes a shard there more than once, with where each was read:
// "shard 3 is there 2 times (a:1, b:4)".
func Repeated(shard int, at []string) string {
	return fmt.Sprintf("shard %d is there %d times (%s)", shard, len(at), strings.Join(at, ", "))
}
