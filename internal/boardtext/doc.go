// Package boardtext writes boards and puzzles as text and reads them back,
// for the root package's Board.String, Grid, Matrix and Tuple,
// Puzzle.String, ParseBoard and ParsePuzzle, and for the command, which
// reads inputs of boards one after another with a [Scanner].
//
// A board is written as a drawing, one line per row (dots, a grid in
// boxes, or a matrix), or as a list of its columns, a tuple counted from 1
// or a JSON array counted from 0, which its own internal/columns reads. A
// drawn square is free, a queen or blocked; what a board may hold, the
// caller says. Errors name the line, and quote at most a few dozen
// characters of the text, so that a long input gives a short error.
package boardtext
