// Package shard reads which shard of a piece of work a run of a program
// takes, from the argument of -shard: I/M, shard I of M counted from 0, or
// env/M, whose I is the index of the task in an array of batch jobs, a
// Kubernetes Indexed Job or a Slurm job array ([IndexVariables]). A
// [Shard]'s [Shard.Range] is its share of items in order.
//
// [WholeNumber] reads the other whole numbers of the programs' command
// lines as it reads I and M, and an [*ArgError] is what is wrong with one
// as written: the command line's fault, where an index missing from the
// environment is not. Both programs, nqueens and threshold, call it, and
// internal/results, which bounds the lines of shards it reads by
// [MaxShards].
package shard
