//go:build !unix

package journal

// NonBlocking is 0 where opening a file never waits for another program,
// as on Windows, whose named pipes live apart from its files.
const NonBlocking = 0
