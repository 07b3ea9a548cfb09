// Package resumable writes the output file of a run that goes on after a
// stop, as a listing with a checkpoint does. A run writes a file of its
// own, which it creates ([Create]), so that every byte in it is the run's.
// It writes whole records, records say, syncs them, and only then records
// in its journal how many records it has written, with the size of the
// file and the CRC-32 of its bytes, as a write-ahead log does. A run that
// goes on from such a record ([Reopen]) checks the file's bytes against it
// and cuts away what follows, records written after it or one torn by a
// full disk: the file then holds each record once, whatever stopped the
// runs before. To standard output, a pipe say, what reached the reader
// cannot be known, and a run cannot go on so.
//
// The nqueens command's list -o writes its file with it, through
// [OpenPlain] where the listing does not go on after a stop, and the
// command's checkpoints record an [Output]'s place.
package resumable
