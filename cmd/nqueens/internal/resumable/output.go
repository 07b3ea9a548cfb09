package resumable

import (
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"syscall"

	"github.com/nqueens-go/nqueens/internal/journal"
)

// An Output is the output file of a resumable run, written a whole record
// at a time. What the run prints goes to its buffer, through Write, and
// EndRecord marks the end of each record. Its messages name it Name.
type Output struct {
	f       *os.File
	Path    string
	Name    string  // what messages call it, as "-o out.txt"
	created bool    // whether this run created the file
	Next    uint64  // the number of records before the first, and the file's
	Size    int64   // the bytes in the file, the run's
	CRC     uint32  // their CRC-32
	buf     []byte  // whole records not yet written, and the one being printed
	ends    []int   // the end in buf of each whole record
	options Options // how it writes the file
}

// Options are how an Output writes its file. The zero Options are the
// command's; its tests set them to stop a run part way.
type Options struct {
	// Chunk is how many bytes of records an Output gathers before it
	// writes them, 64 KiB if 0. The tests lower it, to stop a run
	// between writes.
	Chunk int
	// AfterWrite, if not nil, is called with the size of the file after
	// each write to it. The tests set it to kill a run there.
	AfterWrite func(size int64)
	// Limit, if not 0, makes an Output fail to write past that many
	// bytes, as on a full disk: it writes what fits and returns ENOSPC.
	Limit int64
}

// defaultChunk is the Chunk of Options that leave it 0.
const defaultChunk = 64 << 10

// Create creates the output file at path, called name in messages, for a
// run whose first record is the next-th, written as opts say. An empty
// file there is taken as one a run before created and stopped before it
// printed; any other is refused and left as it is.
func Create(path, name string, next uint64, opts Options) (*Output, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o644)
	created := err == nil
	if errors.Is(err, os.ErrExist) {
		f, err = openOutput(path)
		if err == nil {
			var info os.FileInfo
			if info, err = f.Stat(); err == nil && info.Size() > 0 {
				f.Close()
				return nil, fmt.Errorf("%s: the file exists, and the run writes a file of its own: name a new one, or remove it first", name)
			}
		}
	} else if err == nil {
		err = journal.SyncDir(filepath.Dir(path))
	}
	if err != nil {
		if f != nil {
			f.Close()
		}
		return nil, outputError(name, err)
	}
	if err := journal.Lock(f); err != nil {
		f.Close()
		if err == journal.ErrLocked {
			return nil, fmt.Errorf("%s: the file is in use by another run", name)
		}
		return nil, outputError(name, err)
	}
	return &Output{f: f, Path: path, Name: name, Next: next, created: created, options: opts}, nil
}

// OpenPlain opens the output file at path, called name in messages, of a
// run that does not go on after a stop, written as opts say: a new
// regular file, which it creates, or an empty one, as Create does; or a
// device or a named pipe that is there, such as /dev/null, written as
// standard output would be, which waits for a reader of a pipe as a
// shell's redirection does.
func OpenPlain(path, name string, opts Options) (*Output, error) {
	info, err := os.Stat(path)
	if err != nil || info.Mode().IsRegular() || info.IsDir() {
		return Create(path, name, 0, opts)
	}
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return nil, outputError(name, err)
	}
	return &Output{f: f, Path: path, Name: name, options: opts}, nil
}

// File returns the file, for a run that writes it as it would standard
// output.
func (o *Output) File() *os.File { return o.f }

// Discard closes the file, and removes it if this run created it and has
// written nothing to it: what a refused run leaves behind. A nil Output is
// closed already.
func (o *Output) Discard() {
	if o == nil {
		return
	}
	o.f.Close()
	if info, err := os.Stat(o.Path); o.created && err == nil && info.Size() == 0 {
		os.Remove(o.Path)
	}
}

// Reopen opens the output file at path, called name in messages, of a run
// whose journal records next records written, in size bytes whose CRC-32
// is crc, to go on writing it as opts say. It checks the file's first size
// bytes against crc, and reads them back with read, which returns an error
// unless they hold exactly those records, whole. It cuts away what follows
// them.
func Reopen(path, name string, next uint64, size int64, crc uint32, read func(r io.Reader, next uint64) error, opts Options) (*Output, error) {
	f, err := openOutput(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("%s: no such file, where the checkpoint records %d bytes of its output: the file was moved or removed", name, size)
	}
	if err != nil {
		return nil, outputError(name, err)
	}
	o := &Output{f: f, Path: path, Name: name, Next: next, Size: size, CRC: crc, options: opts}
	if err := o.check(read); err != nil {
		f.Close()
		return nil, err
	}
	return o, nil
}

// check locks the file, checks its first Size bytes against CRC and reads
// them back with read, and cuts away what follows them.
func (o *Output) check(read func(io.Reader, uint64) error) error {
	if err := journal.Lock(o.f); err != nil {
		if err == journal.ErrLocked {
			return fmt.Errorf("%s: the file is in use by another run", o.Name)
		}
		return outputError(o.Name, err)
	}
	info, err := o.f.Stat()
	if err != nil {
		return outputError(o.Name, err)
	}
	if info.Size() < o.Size {
		return fmt.Errorf("%s: the file holds %d bytes, where the checkpoint records %d of its output: it was cut or replaced, and is left as it is", o.Name, info.Size(), o.Size)
	}
	h := crc32.NewIEEE()
	if _, err := io.Copy(h, io.NewSectionReader(o.f, 0, o.Size)); err != nil {
		return outputError(o.Name, err)
	}
	if h.Sum32() != o.CRC {
		return fmt.Errorf("%s: the file's first %d bytes are not those the run wrote (their CRC-32 is %08x, the checkpoint records %08x): it was changed, and is left as it is", o.Name, o.Size, h.Sum32(), o.CRC)
	}
	if err := read(io.NewSectionReader(o.f, 0, o.Size), o.Next); err != nil {
		return fmt.Errorf("%s: %v", o.Name, err)
	}
	if info.Size() > o.Size {
		if err := o.f.Truncate(o.Size); err != nil {
			return outputError(o.Name, err)
		}
		if err := o.f.Sync(); err != nil {
			return outputError(o.Name, err)
		}
	}
	return nil
}

// openOutput opens the regular file at path to read and write, refusing
// anything else without waiting on it, as a named pipe would make it.
func openOutput(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDWR|journal.NonBlocking, 0)
	if err != nil {
		return nil, err
	}
	info, err := f.Stat()
	if err == nil && !info.Mode().IsRegular() {
		err = fmt.Errorf("%s, not a regular file", journal.KindOf(info.Mode()))
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// OutputError returns err, met on the output file called name, naming it.
func OutputError(name string, err error) error { return outputError(name, err) }

// outputError is OutputError.
func outputError(name string, err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return fmt.Errorf("%s: %v", name, err)
}

// Write adds p to the record being printed.
func (o *Output) Write(p []byte) (int, error) {
	o.buf = append(o.buf, p...)
	return len(p), nil
}

// EndRecord marks the end of a record, and writes the records gathered
// once they fill a chunk.
func (o *Output) EndRecord() error {
	o.ends = append(o.ends, len(o.buf))
	chunk := o.options.Chunk
	if chunk == 0 {
		chunk = defaultChunk
	}
	if len(o.buf) >= chunk {
		return o.writeOut()
	}
	return nil
}

// writeOut writes the whole records gathered to the file. Where the write
// fails part way, as on a full disk, it keeps the records written whole,
// cuts away the rest from the file, and returns a *WriteError; the
// records not written are dropped, and the run must stop.
func (o *Output) writeOut() error {
	whole := len(o.buf)
	if len(o.ends) > 0 {
		whole = o.ends[len(o.ends)-1]
	}
	if whole == 0 {
		return nil
	}
	n, err := o.write(o.buf[:whole])
	if err == nil {
		o.advance(whole, len(o.ends))
		o.buf = append(o.buf[:0], o.buf[whole:]...)
		o.ends = o.ends[:0]
		if o.options.AfterWrite != nil {
			o.options.AfterWrite(o.Size)
		}
		return nil
	}
	records, end := 0, 0
	for records < len(o.ends) && o.ends[records] <= n {
		end = o.ends[records]
		records++
	}
	o.advance(end, records)
	o.buf, o.ends = o.buf[:0], o.ends[:0]
	if terr := o.f.Truncate(o.Size); terr != nil {
		return fmt.Errorf("writing %s: %v, and then cutting away a torn record: %v", o.Path, err, terr)
	}
	return &WriteError{Path: o.Path, Err: err}
}

// advance counts the first n bytes of the buffer, records records, as
// written.
func (o *Output) advance(n, records int) {
	o.CRC = crc32.Update(o.CRC, crc32.IEEETable, o.buf[:n])
	o.Size += int64(n)
	o.Next += uint64(records)
}

// write writes p at the end of the file, or as much of it as the
// options' Limit allows.
func (o *Output) write(p []byte) (int, error) {
	if limit := o.options.Limit; limit > 0 && o.Size+int64(len(p)) > limit {
		n, err := o.f.WriteAt(p[:max(0, limit-o.Size)], o.Size)
		if err == nil {
			err = syscall.ENOSPC
		}
		return n, err
	}
	return o.f.WriteAt(p, o.Size)
}

// Sync writes the records gathered and syncs the file.
func (o *Output) Sync() error {
	if err := o.writeOut(); err != nil {
		return err
	}
	if err := o.f.Sync(); err != nil {
		return &WriteError{Path: o.Path, Err: err}
	}
	return nil
}

// SyncFile syncs the file alone, the records written to it.
func (o *Output) SyncFile() error { return o.f.Sync() }

// Gathered reports how many whole records the Output holds that it has
// not written yet.
func (o *Output) Gathered() int { return len(o.ends) }

// Close closes the file. A nil Output is closed already.
func (o *Output) Close() {
	if o != nil {
		o.f.Close()
	}
}

// A WriteError is a write to an Output's file that failed, after which
// the file holds whole records alone.
type WriteError struct {
	Path string
	Err  error
}

func (e *WriteError) Error() string {
	err := e.Err
	var pe *os.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return fmt.Sprintf("writing %s: %v", e.Path, err)
}

func (e *WriteError) Unwrap() error { return e.Err }
