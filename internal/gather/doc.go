// Package results reads back the lines that the shards of a piece of work
// print, and checks that they cover every shard once. [Read] reads them,
// within bounds, from files or standard input, each by its program's own
// parse and named by file and line ([Located]); [Cover] finds the shards
// missing and those there more than once, and [Missing] and [Repeated]
// say so, with the command line that does a missing shard.
//
// It knows nothing of what the lines hold: nqueens sum reads the lines of
// count -shard with it, and the threshold program the lines of its
// shards.
package gather
