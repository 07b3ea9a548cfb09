//go:build unix

package journal

import "syscall"

// NonBlocking is the flag that opens a named pipe without waiting for the
// other end, so that a file that turns out to be one is refused at once;
// on a regular file it changes nothing.
const NonBlocking = syscall.O_NONBLOCK
