package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkCountCheckpoint measures what a checkpoint costs a count: a
// line written and synced to disk for each subproblem, 1,632 of them for
// n = 14, against the same count without one.
func BenchmarkCountCheckpoint(b *testing.B) {
	const n = 14
	for _, checkpoint := range []bool{false, true} {
		b.Run(fmt.Sprintf("n=%d/checkpoint=%v", n, checkpoint), func(b *testing.B) {
			dir := b.TempDir()
			for b.Loop() {
				args := []string{fmt.Sprint(n)}
				if checkpoint {
					file := filepath.Join(dir, "checkpoint")
					os.Remove(file)
					args = append(args, "-checkpoint", file)
				}
				var out, errOut bytes.Buffer
				env := &environment{out: newOutput(&out), stderr: &errOut}
				if err := runIn(env, countCommand, args...); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
