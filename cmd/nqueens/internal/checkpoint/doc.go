// Package checkpoint writes and reads the checkpoints of the nqueens
// command: the file in which count records each subproblem as it
// finishes ([OpenCount]), and the file in which list records how far it
// has printed ([OpenListing]), so that a run stopped by a signal, a kill,
// a crash or a reboot goes on where it stopped.
//
// Each is a journal of internal/journal: its first line names the run, each
// line after it records a piece of work, every line is sealed with a
// CRC-32 and synced as it is written, a torn last line is cut away, a
// file that is not this run's checkpoint or is damaged is refused and
// left as it is, and the file is locked by the run that holds it. This
// package says what the lines hold, and checks each against the run that
// reads it. A count is named by its method's name, as internal/counting
// names the methods; the package knows nothing else of queens.
//
// Its errors are the command's messages, which name the command's flags.
package checkpoint
