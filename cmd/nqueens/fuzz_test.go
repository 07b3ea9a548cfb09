package main

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/internal/shard"
	"github.com/nqueens-go/nqueens/puzzle"
)

// FuzzShardResult checks that reading any line as a shard's never panics,
// and that a line read has fields in range, and prints again as it read.
func FuzzShardResult(f *testing.F) {
	good, _ := shardResult{N: 14, Shard: 3, Shards: 8, Subproblems: 204, Total: 46428, Unique: 5806, Seconds: 0.05, Version: "(devel)"}.marshal()
	f.Add(good)
	f.Add([]byte(`{"n":8}`))
	f.Add([]byte("total 92"))
	f.Add(bytes.Replace(good, []byte("46428"), []byte("46429"), 1))
	f.Fuzz(func(t *testing.T, line []byte) {
		r, err := parseShardResult(line)
		if err != nil {
			return
		}
		if r.N < 0 || r.N > nqueens.MaxN || r.Shards < 1 || r.Shards > shard.MaxShards || r.Shard < 0 || r.Shard >= r.Shards || r.Subproblems < 0 {
			t.Fatalf("read %q as %+v, out of range", line, r)
		}
		again, err := r.marshal()
		if err != nil {
			t.Fatal(err)
		}
		if r2, err := parseShardResult(again); err != nil || !reflect.DeepEqual(r2, r) {
			t.Fatalf("read %q as %+v, which prints as %q and reads back as %+v, %v", line, r, again, r2, err)
		}
	})
}

// FuzzCommandInput runs check, solve, next and sum on any input, data
// repeated up to some 2 MiB, beyond the bounds of a line and of the input
// of solve and next: none panics or fails to end, each exits with status 0
// or 1, never 2, which is for the command line, and each error is one line
// that names the command.
func FuzzCommandInput(f *testing.F) {
	f.Add(uint8(0), []byte("Q...\n..Q.\n"), uint32(1))
	f.Add(uint8(0), []byte("[1, 3, 0, 2]\n(2, 4, 1, 3)"), uint32(3))
	f.Add(uint8(0), []byte("["), uint32(1<<20))
	f.Add(uint8(0), []byte("\xef"), uint32(1))
	f.Add(uint8(0), []byte("\xef\xbb\xbf"), uint32(3))
	f.Add(uint8(0), []byte("\uff31..\n"), uint32(1))
	f.Add(uint8(1), []byte(".x..\n....\n....\n....\n"), uint32(1))
	f.Add(uint8(1), []byte("."), uint32(1<<17))
	f.Add(uint8(2), []byte("[0, 2, 4, 1, 3]"), uint32(1))
	f.Add(uint8(2), []byte{0}, uint32(5))
	f.Add(uint8(3), []byte(`{"n":8}`+"\n"), uint32(2))
	f.Add(uint8(3), []byte("\n"), uint32(1<<20))
	f.Fuzz(func(t *testing.T, which uint8, data []byte, repeat uint32) {
		command := []string{"check", "solve", "next", "sum"}[which%4]
		if len(data) == 0 {
			return
		}
		repeat = min(repeat, uint32((2<<20+len(data)-1)/len(data)))
		input := bytes.Repeat(data, int(repeat))
		if p, err := puzzle.Parse(string(input)); err == nil && (command == "solve" || command == "next") && p.Size() > 20 {
			return // a search of hours
		}
		var stdout, stderr bytes.Buffer
		status := run([]string{command}, bytes.NewReader(input), &stdout, &stderr)
		if status != exitOK && status != exitNone {
			t.Fatalf("%s of %d bytes: status %d, stderr %q", command, len(input), status, stderr.String())
		}
		if msg := strings.TrimPrefix(stderr.String(), oldSolveNote+"\n"); msg != "" && (!strings.HasPrefix(msg, "nqueens "+command+": ") || strings.Count(msg, "\n") != 1) {
			t.Fatalf("%s of %d bytes: stderr %q", command, len(input), msg)
		}
	})
}
