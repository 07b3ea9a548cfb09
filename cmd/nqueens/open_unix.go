//go:build unix

package main

import "syscall"

// nonBlocking is the flag that opens a named pipe without waiting for the
// other end, so that a checkpoint that turns out to be one is refused at
// once; on a regular file it changes nothing.
const nonBlocking = syscall.O_NONBLOCK
