package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/nqueens-go/nqueens"
)

// Progress lines appear once a count has run for progressAfter, and change
// at most every progressEvery.
const (
	progressAfter = time.Second
	progressEvery = 250 * time.Millisecond
)

func count(args []string, o *options, env *environment) error {
	n, err := sizeArg(args)
	if err != nil {
		return err
	}
	c := nqueens.Counter{Workers: o.workers}
	var p *progressLine
	if env.progress != nil {
		p = &progressLine{w: env.progress, start: time.Now(), after: progressAfter}
		c.Progress = p.show
	}
	counts, err := c.Count(context.Background(), n)
	p.clear()
	if err != nil {
		return err
	}
	fmt.Fprintf(env.out.w, "total %d\nunique %d\n", counts.Total, counts.Unique)
	return nil
}

// progressLine shows on a terminal how far a count has got, rewriting one
// line in place.
type progressLine struct {
	w      io.Writer
	start  time.Time     // when the count started
	after  time.Duration // how long the count runs before the line appears
	shown  time.Time     // when the line last changed
	length int           // the length of the line shown, 0 if none
}

// show is the Counter's Progress function.
func (p *progressLine) show(done, total int) {
	now := time.Now()
	if now.Sub(p.start) < p.after || now.Sub(p.shown) < progressEvery {
		return
	}
	p.shown = now
	line := fmt.Sprintf("%d of %d subproblems counted (%.0f%%), %s",
		done, total, 100*float64(done)/float64(max(total, 1)), now.Sub(p.start).Round(time.Second))
	p.length = max(p.length, len(line))
	fmt.Fprintf(p.w, "\r%-*s", p.length, line)
}

// clear removes the line, if one was shown.
func (p *progressLine) clear() {
	if p == nil || p.length == 0 {
		return
	}
	fmt.Fprintf(p.w, "\r%*s\r", p.length, "")
	p.length = 0
}

// isTerminal reports whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	info, err := f.Stat()
	return err == nil && info.Mode()&os.ModeCharDevice != 0
}
