// Package batch holds what the module's programs, nqueens and threshold,
// share to run a long computation as batch jobs: the shard of the work a
// run takes (-shard I/M, or env/M from a Kubernetes Indexed Job or a Slurm
// job array); the lines that shards print, read back within bounds, each
// named by file and line, and checked to cover every shard once; a sealed,
// locked, append-only journal, from which a stopped run goes on; and the
// signals that stop a run, with the exit status that names them.
//
// It knows nothing of queens: each program says what its lines and
// journals hold, and batch keeps them whole.
package batch
