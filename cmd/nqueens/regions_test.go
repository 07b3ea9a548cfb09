package main

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/nqueens-go/nqueens/regions"
)

// TestRegionsDaily checks the action daily: the library's daily puzzle of
// the date, after a comment that check reads its grade and seed from; in
// JSON, with its date; today's without a date; and a date that is none
// refused with status 2.
func TestRegionsDaily(t *testing.T) {
	date := time.Date(2027, time.March, 1, 0, 0, 0, 0, time.UTC)
	d, err := regions.Daily(date)
	if err != nil {
		t.Fatal(err)
	}
	status, out, stderr := runCommand("regions", "daily", "2027-03-01")
	want := "# daily " + d.String() + "\n" + d.Puzzle.String()
	if status != 0 || out != want || stderr != "" {
		t.Fatalf("regions daily 2027-03-01: status %d, %q, %q; want %q", status, out, stderr, want)
	}
	if status, check, _ := runWithInput(out, "regions", "check"); status != 0 || !strings.Contains(check, "grade medium as recorded") {
		t.Errorf("regions check of the daily puzzle: status %d, %q", status, check)
	}
	status, out, _ = runCommand("regions", "daily", "-format", "json", "2027-03-01")
	var line madeLine
	if err := json.Unmarshal([]byte(out), &line); err != nil || status != 0 {
		t.Fatalf("regions daily -format json: status %d, %q, %v", status, out, err)
	}
	if line.Date != "2027-03-01" || line.N != d.Size || line.Seed != d.Seed || line.Grade != "medium" || strings.Join(line.Puzzle, "\n")+"\n" != d.Puzzle.String() || line.Generator != 2 {
		t.Errorf("regions daily -format json: %s", out)
	}
	if status, svg, _ := runCommand("regions", "daily", "-format", "svg", "2027-03-01"); status != 0 || !strings.HasPrefix(svg, "<svg") {
		t.Errorf("regions daily -format svg: status %d, %.40q", status, svg)
	}
	// Today's, whichever day the run falls on.
	before := time.Now()
	status, out, _ = runCommand("regions", "daily")
	after := time.Now()
	today := func(at time.Time) string {
		d, err := regions.Daily(at)
		if err != nil {
			t.Fatal(err)
		}
		return "# daily " + d.String() + "\n" + d.Puzzle.String()
	}
	if status != 0 || out != today(before) && out != today(after) {
		t.Errorf("regions daily: status %d, %q, want today's puzzle", status, out)
	}
	for _, tc := range []struct {
		args   []string
		stderr string
	}{
		{[]string{"regions", "daily", "2027-02-30"}, "daily 2027-02-30: no such day"},
		{[]string{"regions", "daily", "tomorrow"}, "daily tomorrow: want a date as YYYY-MM-DD"},
		{[]string{"regions", "daily", "2027-03-01", "2027-03-02"}, `unexpected argument "2027-03-02"`},
		{[]string{"regions", "daily", "-stars", "2", "2027-03-01"}, "-stars: daily takes no -stars"},
		{[]string{"regions", "daily", "-seed", "3", "2027-03-01"}, "-seed: daily takes no -seed"},
		{[]string{"regions", "make", "-one-piece"}, "-one-piece: make takes no -one-piece; it serves check"},
		{[]string{"regions", "check", "-min-region", "2"}, "-min-region: check takes no -min-region; it serves make"},
		{[]string{"puzzle", "solve", "-minimal"}, "-minimal: solve takes no -minimal; it serves make"},
	} {
		if status, out, stderr := runCommand(tc.args...); status != 2 || out != "" || !strings.Contains(stderr, tc.stderr) {
			t.Errorf("%s: status %d, %q, %q; want 2 and %q", strings.Join(tc.args, " "), status, out, stderr, tc.stderr)
		}
	}
	if status, _, stderr := runCommand("puzzle", "daily"); status != 2 || !strings.Contains(stderr, `unknown action "daily"`) {
		t.Errorf("puzzle daily: status %d, %q", status, stderr)
	}
}

// TestRegionsMakeOptions checks make's flags of package regions: the
// puzzle of -draw classic is the library's, of generator 1, and every
// region of -min-region M has M squares at least.
func TestRegionsMakeOptions(t *testing.T) {
	p, _, err := regions.Make(6, 0, regions.Options{Grade: regions.Easy, Draw: regions.ClassicDraw})
	if err != nil {
		t.Fatal(err)
	}
	status, out, _ := runCommand("regions", "make", "-n", "6", "-seed", "0", "-grade", "easy", "-draw", "classic", "-format", "json")
	var line madeLine
	if err := json.Unmarshal([]byte(out), &line); err != nil || status != 0 {
		t.Fatalf("regions make -draw classic: status %d, %q, %v", status, out, err)
	}
	if strings.Join(line.Puzzle, "\n")+"\n" != p.String() || line.Generator != 1 || line.Draw != "classic" {
		t.Errorf("regions make -draw classic: %s, want the puzzle %q of generator 1 and draw classic", out, p)
	}
	// The comment names the draw and the bounds, and make gives the same
	// puzzle again from them.
	args := []string{"regions", "make", "-n", "7", "-seed", "4", "-draw", "classic", "-min-region", "2", "-max-region", "20"}
	status, out, _ = runCommand(args...)
	comment, grid, _ := strings.Cut(out, "\n")
	if want := "# size 7, grade hard, seed 4, classic draw, regions of 2 to 20 squares"; status != 0 || comment != want {
		t.Errorf("%s: status %d, comment %q, want %q", strings.Join(args, " "), status, comment, want)
	}
	p, _, err = regions.Make(7, 4, regions.Options{Draw: regions.ClassicDraw, MinRegion: 2, MaxRegion: 20})
	if err != nil || grid != p.String() {
		t.Errorf("%s: %q, want %q (%v)", strings.Join(args, " "), grid, p, err)
	}
	status, out, _ = runCommand(append(args, "-format", "json")...)
	if err := json.Unmarshal([]byte(out), &line); err != nil || status != 0 || line.Draw != "classic" || line.MinRegion != 2 || line.MaxRegion != 20 {
		t.Errorf("%s -format json: status %d, %s, %v", strings.Join(args, " "), status, out, err)
	}
	status, out, _ = runCommand("regions", "make", "-n", "9", "-count", "3", "-min-region", "3", "-grade", "medium", "-format", "json")
	if status != 0 {
		t.Fatalf("regions make -min-region 3: status %d", status)
	}
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		var m madeLine
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatal(err)
		}
		size := map[rune]int{}
		for _, row := range m.Puzzle {
			for _, c := range row {
				size[c]++
			}
		}
		for c, k := range size {
			if k < 3 {
				t.Errorf("regions make -min-region 3: region %c of %d squares in %v", c, k, m.Puzzle)
			}
		}
	}
}
