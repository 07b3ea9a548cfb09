package main

import (
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"syscall"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/internal/batch"
)

// --- The file of a resumable listing ---
//
// A listing with -checkpoint prints to a file of its own, -o FILE, which
// it creates, so that every byte in it is the listing's. It writes whole
// boards, syncs them, and only then records in its checkpoint the place it
// has printed up to, with the size of the file and the CRC-32 of its
// bytes, as a write-ahead log does. A run that goes on from a record
// checks the file's bytes against it and cuts away what follows, boards
// written after the record or one torn by a full disk: the file then holds
// each board of the listing once, whatever stopped the runs before. To
// standard output, a pipe say, what reached the reader cannot be known,
// and a checkpoint is refused.

// A listFile is the output file of a listing, written a whole board at a
// time. What the listing prints goes to its buffer, through Write, and
// endBoard marks the end of each board.
type listFile struct {
	f       *os.File
	path    string
	created bool   // whether this run created the file
	next    uint64 // the place after the last board written to the file
	size    int64  // the bytes in the file, the listing's
	crc     uint32 // their CRC-32
	buf     []byte // whole boards not yet written, and the one being printed
	ends    []int  // the end in buf of each whole board
}

// listChunk is how many bytes of boards a listFile gathers before it
// writes them. The tests lower it, to stop a listing between writes.
var listChunk = 64 << 10

// afterListWrite, if not nil, is called with the size of a listing's file
// after each write to it. The tests set it to kill the listing there; the
// command never does.
var afterListWrite func(size int64)

// outputLimit, if not 0, makes a listFile fail to write past that many
// bytes, as on a full disk: it writes what fits and returns ENOSPC. The
// tests set it; the command never does.
var outputLimit int64

// createListFile creates the output file at path for a listing whose
// first place is next. An empty file there is taken as one a run before
// created and stopped before it printed; any other is refused and left as
// it is.
func createListFile(path string, next uint64) (*listFile, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o644)
	created := err == nil
	if errors.Is(err, os.ErrExist) {
		f, err = openOutput(path)
		if err == nil {
			var info os.FileInfo
			if info, err = f.Stat(); err == nil && info.Size() > 0 {
				f.Close()
				return nil, fmt.Errorf("-o %s: the file exists, and the listing writes a file of its own: name a new one, or remove it first", path)
			}
		}
	} else if err == nil {
		err = batch.SyncDir(filepath.Dir(path))
	}
	if err != nil {
		if f != nil {
			f.Close()
		}
		return nil, outputError(path, err)
	}
	if err := batch.Lock(f); err != nil {
		f.Close()
		if err == batch.ErrLocked {
			return nil, fmt.Errorf("-o %s: the file is in use by another listing", path)
		}
		return nil, outputError(path, err)
	}
	return &listFile{f: f, path: path, next: next, created: created}, nil
}

// openPlainOutput opens the output file at path of a listing without a
// checkpoint: a new regular file, which it creates, or an empty one,
// as createListFile does; or a device or a named pipe that is there, such
// as /dev/null, written as standard output would be, which waits for a
// reader of a pipe as a shell's redirection does.
func openPlainOutput(path string) (*listFile, error) {
	info, err := os.Stat(path)
	if err != nil || info.Mode().IsRegular() || info.IsDir() {
		return createListFile(path, 0)
	}
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return nil, outputError(path, err)
	}
	return &listFile{f: f, path: path}, nil
}

// discard closes the file, and removes it if this run created it and has
// written nothing to it: what a refused command leaves behind. A nil
// listFile is closed already.
func (lf *listFile) discard() {
	if lf == nil {
		return
	}
	lf.f.Close()
	if info, err := os.Stat(lf.path); lf.created && err == nil && info.Size() == 0 {
		os.Remove(lf.path)
	}
}

// reopenListFile opens the output file at path of a listing whose
// checkpoint records next as the next place, after size bytes whose
// CRC-32 is crc. It checks the file's first size bytes against crc, and
// reads them back as boards with the listing's read (readBoards): the
// file must hold as many whole boards as the record says, no more and no
// less. It cuts away what follows them, and returns the file with the
// last board it holds, nil if none.
func reopenListFile(path string, next uint64, size int64, crc uint32, read listReader) (*listFile, nqueens.Board, error) {
	f, err := openOutput(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil, fmt.Errorf("-o %s: no such file, where the checkpoint records %d bytes of the listing: the file was moved or removed", path, size)
	}
	if err != nil {
		return nil, nil, outputError(path, err)
	}
	lf := &listFile{f: f, path: path, next: next, size: size, crc: crc}
	last, err := lf.check(read)
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	return lf, last, nil
}

// check locks the file, checks its first size bytes against crc and reads
// them back with read, and cuts away what follows them.
func (lf *listFile) check(read listReader) (nqueens.Board, error) {
	last, err := lf.checkBytes(read)
	if err != nil {
		return nil, err
	}
	return last, lf.cut()
}

// checkBytes locks the file, and checks its first size bytes against crc
// and read.
func (lf *listFile) checkBytes(read listReader) (nqueens.Board, error) {
	if err := batch.Lock(lf.f); err != nil {
		if err == batch.ErrLocked {
			return nil, fmt.Errorf("-o %s: the file is in use by another listing", lf.path)
		}
		return nil, outputError(lf.path, err)
	}
	info, err := lf.f.Stat()
	if err != nil {
		return nil, outputError(lf.path, err)
	}
	if info.Size() < lf.size {
		return nil, fmt.Errorf("-o %s: the file holds %d bytes, where the checkpoint records %d of the listing: it was cut or replaced, and is left as it is", lf.path, info.Size(), lf.size)
	}
	h := crc32.NewIEEE()
	if _, err := io.Copy(h, io.NewSectionReader(lf.f, 0, lf.size)); err != nil {
		return nil, outputError(lf.path, err)
	}
	if h.Sum32() != lf.crc {
		return nil, fmt.Errorf("-o %s: the file's first %d bytes are not those the listing wrote (their CRC-32 is %08x, the checkpoint records %08x): it was changed, and is left as it is", lf.path, lf.size, h.Sum32(), lf.crc)
	}
	last, err := read(io.NewSectionReader(lf.f, 0, lf.size), lf.next)
	if err != nil {
		return nil, fmt.Errorf("-o %s: %v", lf.path, err)
	}
	return last, nil
}

// cut cuts away what follows the listing's bytes in its file.
func (lf *listFile) cut() error {
	info, err := lf.f.Stat()
	if err != nil {
		return outputError(lf.path, err)
	}
	if info.Size() > lf.size {
		if err := lf.f.Truncate(lf.size); err != nil {
			return outputError(lf.path, err)
		}
		if err := lf.f.Sync(); err != nil {
			return outputError(lf.path, err)
		}
	}
	return nil
}

// openOutput opens the regular file at path to read and write, refusing
// anything else without waiting on it, as a named pipe would make it.
func openOutput(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDWR|batch.NonBlocking, 0)
	if err != nil {
		return nil, err
	}
	info, err := f.Stat()
	if err == nil && !info.Mode().IsRegular() {
		err = fmt.Errorf("%s, not a regular file", batch.KindOf(info.Mode()))
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// outputError returns err, met on the output file at path, naming it.
func outputError(path string, err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return fmt.Errorf("-o %s: %v", path, err)
}

// Write adds p to the board being printed.
func (lf *listFile) Write(p []byte) (int, error) {
	lf.buf = append(lf.buf, p...)
	return len(p), nil
}

// endBoard marks the end of a board, and writes the boards gathered once
// they fill a chunk.
func (lf *listFile) endBoard() error {
	lf.ends = append(lf.ends, len(lf.buf))
	if len(lf.buf) >= listChunk {
		return lf.writeOut()
	}
	return nil
}

// writeOut writes the whole boards gathered to the file. Where the write
// fails part way, as on a full disk, it keeps the boards written whole,
// cuts away the rest from the file, and returns the error; the boards not
// written are dropped, and the listing must stop.
func (lf *listFile) writeOut() error {
	whole := len(lf.buf)
	if len(lf.ends) > 0 {
		whole = lf.ends[len(lf.ends)-1]
	}
	if whole == 0 {
		return nil
	}
	n, err := lf.write(lf.buf[:whole])
	if err == nil {
		lf.advance(whole, len(lf.ends))
		lf.buf = append(lf.buf[:0], lf.buf[whole:]...)
		lf.ends = lf.ends[:0]
		if afterListWrite != nil {
			afterListWrite(lf.size)
		}
		return nil
	}
	boards, end := 0, 0
	for boards < len(lf.ends) && lf.ends[boards] <= n {
		end = lf.ends[boards]
		boards++
	}
	lf.advance(end, boards)
	lf.buf, lf.ends = lf.buf[:0], lf.ends[:0]
	if terr := lf.f.Truncate(lf.size); terr != nil {
		return fmt.Errorf("writing %s: %v, and then cutting away a torn board: %v", lf.path, err, terr)
	}
	return &listWriteError{path: lf.path, err: err}
}

// advance counts the first n bytes of the buffer, boards boards, as
// written.
func (lf *listFile) advance(n, boards int) {
	lf.crc = crc32.Update(lf.crc, crc32.IEEETable, lf.buf[:n])
	lf.size += int64(n)
	lf.next += uint64(boards)
}

// write writes p at the end of the file, or as much of it as outputLimit
// allows.
func (lf *listFile) write(p []byte) (int, error) {
	if outputLimit > 0 && lf.size+int64(len(p)) > outputLimit {
		n, err := lf.f.WriteAt(p[:max(0, outputLimit-lf.size)], lf.size)
		if err == nil {
			err = syscall.ENOSPC
		}
		return n, err
	}
	return lf.f.WriteAt(p, lf.size)
}

// sync writes the boards gathered and syncs the file.
func (lf *listFile) sync() error {
	if err := lf.writeOut(); err != nil {
		return err
	}
	if err := lf.f.Sync(); err != nil {
		return &listWriteError{path: lf.path, err: err}
	}
	return nil
}

// close closes the file. A nil listFile is closed already.
func (lf *listFile) close() {
	if lf != nil {
		lf.f.Close()
	}
}

// A listWriteError is a write to a listing's file that failed, after which
// the file holds whole boards alone.
type listWriteError struct {
	path string
	err  error
}

func (e *listWriteError) Error() string {
	err := e.err
	var pe *os.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return fmt.Sprintf("writing %s: %v", e.path, err)
}

func (e *listWriteError) Unwrap() error { return e.err }
