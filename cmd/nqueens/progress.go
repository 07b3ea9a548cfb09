package main

import (
	"fmt"
	"io"
	"time"

	"github.com/nqueens-go/nqueens/internal/prose"
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
	first  int           // the work done before the count started: Done's
	began  time.Time     // when the count reported first, once it had planned its work
}

// show is the Counter's Progress function. The time left is the work
// left at the rate of this run: the work done since the first report,
// which comes once the count has planned its work and built its tables,
// over the time since, so that neither the planning nor a resumed count's
// Done makes it look faster or slower than it is.
func (p *progressLine) show(done, total int) {
	now := time.Now()
	if p.began.IsZero() {
		p.first, p.began = done, now
	}
	if now.Sub(p.start) < p.after || now.Sub(p.shown) < progressEvery {
		return
	}
	p.shown = now
	elapsed := now.Sub(p.start)
	// done and total measure the estimated work, not the subproblems.
	line := fmt.Sprintf("%.0f%% counted, ", 100*float64(done)/float64(max(total, 1)))
	if counted, counting := done-p.first, now.Sub(p.began); counted > 0 && counting > 0 {
		rate := float64(counted) / counting.Seconds()
		left := time.Duration(float64(total-done) / rate * float64(time.Second))
		line += fmt.Sprintf("%s left", left.Round(time.Second))
	} else {
		line += fmt.Sprintf("%s so far", elapsed.Round(time.Second))
	}
	p.length = max(p.length, len(line))
	fmt.Fprintf(p.w, "\r%-*s", p.length, line)
}

// say shows line in place of the line shown, at most every
// progressEvery.
func (p *progressLine) say(line string) {
	if now := time.Now(); now.Sub(p.shown) >= progressEvery {
		p.shown = now
		p.length = max(p.length, len(line))
		fmt.Fprintf(p.w, "\r%-*s", p.length, line)
	}
}

// clear removes the line, if one was shown.
func (p *progressLine) clear() {
	if p == nil || p.length == 0 {
		return
	}
	fmt.Fprintf(p.w, "\r%*s\r", p.length, "")
	p.length = 0
}

// makeEach calls make for i from 0 up to count, each to make and print
// the i-th puzzle, and shows on a terminal, for more than one, how many
// are made.
func makeEach(env *environment, count int, make func(i int) error) error {
	shown := &progressLine{w: env.progress}
	defer shown.clear()
	for i := range count {
		if err := make(i); err != nil {
			return err
		}
		if err := env.out.tick(); err != nil {
			return err
		}
		if env.progress != nil && count > 1 {
			shown.say(fmt.Sprintf("%d of %s made", i+1, prose.Count(count, "puzzle")))
		}
	}
	return nil
}

// showElapsed shows on w, from progressAfter on, how long a search that
// reports no progress of its own has run, what it is doing and for how
// long, rewriting one line in place every progressEvery. It returns a
// function that stops it and clears the line; nothing is written after
// that returns. With w nil, it shows nothing.
func showElapsed(w io.Writer, what string) (stop func()) {
	return showRunning(w, func() string { return what })
}

// showRunning is showElapsed of a search that says what it is doing,
// and how far it has got, each time the line changes: what is called
// from showRunning's goroutine as well as its caller's, and must be safe
// to call from both. Where progressAfter is 0, the line is shown before
// showRunning returns.
func showRunning(w io.Writer, what func() string) (stop func()) {
	if w == nil {
		return func() {}
	}
	p := &progressLine{w: w, start: time.Now()}
	show := func() {
		line := fmt.Sprintf("%s, %s so far", what(), time.Since(p.start).Round(time.Second))
		p.length = max(p.length, len(line))
		fmt.Fprintf(w, "\r%-*s", p.length, line)
	}
	shown := progressAfter <= 0
	if shown {
		show()
	}
	done, finished := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(finished)
		defer p.clear()
		if !shown {
			after := time.NewTimer(progressAfter)
			defer after.Stop()
			select {
			case <-done:
				return
			case <-after.C:
			}
			show()
		}
		tick := time.NewTicker(progressEvery)
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case <-tick.C:
			}
			show()
		}
	}()
	return func() {
		close(done)
		<-finished
	}
}
