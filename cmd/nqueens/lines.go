package main

// --- Reading input within bounds ---
//
// Every input the command reads, a board, a puzzle, the lines of sum and a
// checkpoint, comes through a linereader.Reader: a line at a time, each at
// most a bound long, and no byte 0, which no text the command reads holds.
// So /dev/zero, a binary file or a line without end is refused at once,
// with an error that says which line, rather than read until memory runs
// out.

// maxLine is the most bytes a line of input may take, its newline
// included: a board of 64 rows drawn as a grid takes 258.
const maxLine = 64 << 10

// maxInput is the most bytes that the board of next and the puzzle of
// solve may take: a puzzle of 64 rows drawn as a grid takes about 33 KiB.
const maxInput = 1 << 20

// maxCheckBoard is the most bytes that each board check reads may take,
// and each of its lines: a board of 3 million queens as a JSON list on
// one line, as random prints it, takes about 24 MiB.
const maxCheckBoard = 32 << 20
