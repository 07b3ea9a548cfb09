// Package signals stops a run on SIGINT or SIGTERM: [Notify] returns a
// context that they cancel, with the [Signal] as its cause, and
// [StoppedBy] tells a run that ended early which signal stopped it, whose
// [Signal.Status] is the exit status that names it, 130 for SIGINT and
// 143 for SIGTERM. Both programs, nqueens and threshold, call it, so that
// a run stopped saves what it has done, and says so.
package signals
