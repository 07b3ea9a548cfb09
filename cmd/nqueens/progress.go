package main

import (
	"fmt"
	"io"
	"time"
)

// Progress lines appear once a count has run for progressAfter, and change
// at most every progressEvery.
var progressAfter = time.Second

const progressEvery = 250 * time.Millisecond

// progressLine shows on a terminal how far a count has got, rewriting one
// line in place.
type progressLine struct {
	w      io.Writer
	start  time.Time     // when the count started
	after  time.Duration // how long the count runs before the line appears
	shown  time.Time     // when the line last changed
	length int           // the length of the line shown, 0 if none
	first  int           // the number of subproblems done before the count started
	began  bool          // whether first is set
}

// show is the Counter's Progress function.
func (p *progressLine) show(done, total int) {
	if !p.began {
		p.first, p.began = done, true
	}
	now := time.Now()
	if now.Sub(p.start) < p.after || now.Sub(p.shown) < progressEvery {
		return
	}
	p.shown = now
	elapsed := now.Sub(p.start)
	// done and total measure the estimated work, not the subproblems.
	line := fmt.Sprintf("%.0f%% counted, ", 100*float64(done)/float64(max(total, 1)))
	if counted := done - p.first; counted > 0 {
		rate := float64(counted) / elapsed.Seconds()
		left := time.Duration(float64(total-done) / rate * float64(time.Second))
		line += fmt.Sprintf("%s left", left.Round(time.Second))
	} else {
		line += fmt.Sprintf("%s so far", elapsed.Round(time.Second))
	}
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
