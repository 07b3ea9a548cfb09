// Package samefile tells whether two paths name one file, as a command
// line may name it otherwise from one run to the next: ./out, out, or a
// path of its own. The nqueens command calls it to refuse a listing whose
// checkpoint and output are one file, and its checkpoints to know their
// listing's output file however it is named; [Absolute] makes the path
// that a checkpoint records.
package samefile
