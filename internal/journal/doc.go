// Package journal keeps a journal: a file to which a run appends a line
// for each piece of work it finishes, so that a run stopped by a signal, a
// kill, a crash or a reboot goes on from the last line. [Open] opens one
// as a [Spec] says, and [Journal.Append] adds a line.
//
// Its first line, the header, names what it records; every line ends in
// " crc32=" and the CRC-32 of what comes before, after a salt of the
// journal's own ([Seal], [Unseal]), so that a line damaged, or taken from
// another journal, fails. Each line is written in one call and synced to
// the disk before the run goes on. A crash can leave the last line torn,
// without its newline: it alone is dropped, and the work it recorded done
// again. A file that is not the journal, or whose complete lines do not
// check, is refused and left byte for byte as it is. A new journal appears
// with its header whole, or not at all. A run holds a lock on its journal
// ([Lock]), so that two runs cannot write to one file at once.
//
// The checksums guard against damage, not against a line rewritten with
// its checksum made anew: what a program can check against what it knows
// otherwise, it must.
//
// It knows nothing of queens: the threshold program's journal and the
// nqueens command's checkpoints say what their lines hold, and journal
// keeps them whole. The command's resumable output file takes its lock
// and its checks of regular files ([OpenRegular], [KindOf], [SyncDir])
// from here too.
package journal
