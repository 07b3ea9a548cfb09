package journal

import (
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
)

// CheckRegular returns an error if there is a file at path, a journal
// (or what kind names), that is not a regular file: a directory, a named
// pipe, a device such as /dev/zero; the error ends with hint. It looks
// before the file is opened, which for a named pipe would wait for a
// writer.
func CheckRegular(kind, path, hint string) error {
	info, err := os.Stat(path)
	if err != nil || info.Mode().IsRegular() {
		return nil // none yet, or one that opening it says more of
	}
	return notRegular(kind, path, info.Mode(), hint)
}

// notRegular returns the error for a file at path that is not a regular
// file, of the given mode.
func notRegular(kind, path string, mode os.FileMode, hint string) error {
	return fmt.Errorf("%s %s is %s, not a regular file; %s", kind, path, KindOf(mode), hint)
}

// KindOf names the kind of file of the given mode, other than a regular
// file: "a directory", "a named pipe".
func KindOf(mode os.FileMode) string {
	switch {
	case mode.IsDir():
		return "a directory"
	case mode&os.ModeNamedPipe != 0:
		return "a named pipe"
	case mode&os.ModeDevice != 0:
		return "a device"
	case mode&os.ModeSocket != 0:
		return "a socket"
	}
	return "a special file"
}

// OpenRegular opens the file at path, a journal (or what kind names), with
// flag, and returns an error naming it, which ends with hint, if it is not
// a regular file, without waiting on a named pipe.
func OpenRegular(kind, path string, flag int, hint string) (*os.File, error) {
	f, err := os.OpenFile(path, flag|NonBlocking, 0)
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			mode := "read"
			if flag&os.O_RDWR != 0 {
				mode = "read and write"
			}
			return nil, fmt.Errorf("%s %s: cannot open it to %s: %w", kind, path, mode, pe.Err)
		}
		return nil, err
	}
	info, err := f.Stat()
	if err == nil && !info.Mode().IsRegular() {
		err = notRegular(kind, path, info.Mode(), hint)
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// create creates the file path holding header, unless a file of that name
// exists, and reports whether it did. The file appears with its header
// whole, or not at all: the header is written and synced in a file of its
// own, which is then linked to path, an operation that fails if path
// exists.
func create(kind, path, header string) (created bool, err error) {
	if _, err := os.Lstat(path); err == nil {
		return false, nil
	}
	dir := filepath.Dir(path)
	var tmp *os.File
	for {
		name := filepath.Join(dir, fmt.Sprintf(".%s.%d.tmp", filepath.Base(path), rand.Uint32()))
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if errors.Is(err, os.ErrExist) {
			continue
		}
		var pe *os.PathError
		if errors.As(err, &pe) {
			return false, fmt.Errorf("%s %s: cannot create it in %s: %v", kind, path, dir, pe.Err)
		}
		if err != nil {
			return false, err
		}
		tmp = f
		break
	}
	defer os.Remove(tmp.Name())
	_, err = io.WriteString(tmp, header)
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return false, err
	}
	if err := os.Link(tmp.Name(), path); err != nil {
		if errors.Is(err, os.ErrExist) {
			return false, nil // another run created it meanwhile
		}
		return false, err
	}
	return true, SyncDir(dir)
}

// SyncDir syncs the directory dir, so that a file just created in it is
// still there after a reboot. Windows cannot sync a directory, and keeps
// its entries safe without.
func SyncDir(dir string) error {
	if runtime.GOOS == "windows" {
		return nil
	}
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Sync(); err != nil && !errors.Is(err, os.ErrInvalid) {
		return err
	}
	return nil
}
