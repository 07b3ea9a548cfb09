package regions_test

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens/regions"
)

// dailyText writes the daily puzzle d as testdata/daily.txt holds it: a
// line of what it is, a line of its answer's squares, its text form and
// a blank line.
func dailyText(d regions.Day) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# daily %v\n# answer:", d)
	for _, s := range d.Answer {
		fmt.Fprintf(&b, " %d,%d", s.Row, s.Col)
	}
	b.WriteString("\n" + d.Puzzle.String() + "\n")
	return b.String()
}

// TestDailyGolden makes again the daily puzzles of a year, those of
// testdata/daily.txt, and compares the file, byte for byte: the daily
// puzzle of a date never changes.
func TestDailyGolden(t *testing.T) {
	data, err := os.ReadFile("testdata/daily.txt")
	if err != nil {
		t.Fatal(err)
	}
	header, _, _ := strings.Cut(string(data), "# daily ")
	var b strings.Builder
	b.WriteString(header)
	for date := time.Date(2027, time.January, 1, 0, 0, 0, 0, time.UTC); date.Year() == 2027; date = date.AddDate(0, 0, 1) {
		d, err := regions.Daily(date)
		if err != nil {
			t.Fatalf("Daily(%v): %v", date.Format(time.DateOnly), err)
		}
		b.WriteString(dailyText(d))
	}
	if diff := cmp.Diff(string(data), b.String()); diff != "" {
		t.Errorf("testdata/daily.txt (-file +made):\n%s", diff)
	}
}

// TestDaily checks what Daily makes of a few weeks: the date's puzzle
// whatever the time of day and the location, of the size and grade of
// its weekday, the grade Rate gives it, with the answer Make gives it.
func TestDaily(t *testing.T) {
	tokyo := time.FixedZone("UTC+9", 9*3600)
	weeks := 4
	if testing.Short() {
		weeks = 1
	}
	sizes := map[time.Weekday][]int{}
	grades := map[time.Weekday][]regions.Grade{}
	for i := range 7 * weeks {
		date := time.Date(2026, time.December, 7+i, 0, 0, 0, 0, time.UTC)
		d, err := regions.Daily(date)
		if err != nil {
			t.Fatal(err)
		}
		y, m, day := date.Date()
		// The same year, month and day, late and elsewhere.
		late, err := regions.Daily(time.Date(y, m, day, 23, 59, 0, 0, tokyo))
		if err != nil || late.Puzzle.String() != d.Puzzle.String() || late.Seed != d.Seed {
			t.Fatalf("%v: Daily late in Tokyo gives another puzzle: %v", date, err)
		}
		if !d.Date.Equal(date) || d.Date.Location() != time.UTC {
			t.Errorf("%v: Date %v, want midnight UTC", date, d.Date)
		}
		if d.Puzzle.Size() != d.Size || d.Size < 7 || d.Size > 11 {
			t.Errorf("%v: size %d, Size %d", date, d.Puzzle.Size(), d.Size)
		}
		sizes[date.Weekday()] = append(sizes[date.Weekday()], d.Size)
		grades[date.Weekday()] = append(grades[date.Weekday()], d.Grade)
		r, err := d.Puzzle.Rate()
		if err != nil || r.Grade != d.Grade || d.Grade < regions.Easy || d.Grade > regions.Hard {
			t.Errorf("%v, %v: grade %v, rated %v, %v", date, date.Weekday(), d.Grade, r.Grade, err)
		}
		p, answer, err := regions.Make(d.Size, d.Seed, regions.Options{Grade: d.Grade, Draw: regions.ShapedDraw})
		if err != nil || p.String() != d.Puzzle.String() || !slices.Equal(answer, d.Answer) {
			t.Errorf("%v: Make(%d, %d) = %v, %v; want the daily puzzle", date, d.Size, d.Seed, p, err)
		}
		if got := oneAnswer(t, d.Puzzle); !slices.Equal(got, d.Answer) {
			t.Errorf("%v: the oracle's answer %v, Daily's %v", date, got, d.Answer)
		}
	}
	// Mondays small and easier, Sundays large and harder.
	if slices.Max(sizes[time.Monday]) > 9 || slices.Min(sizes[time.Sunday]) < 8 ||
		slices.Contains(grades[time.Sunday], regions.Easy) || slices.Contains(grades[time.Monday], regions.Expert) {
		t.Errorf("sizes by weekday %v, grades %v: want Monday's small and easier, Sunday's large and harder", sizes, grades)
	}
}

// TestDailyFarDates checks dates far from now.
func TestDailyFarDates(t *testing.T) {
	for _, date := range []time.Time{
		time.Date(1900, time.January, 1, 12, 0, 0, 0, time.UTC),
		time.Date(2199, time.December, 31, 0, 0, 0, 0, time.UTC),
	} {
		d, err := regions.Daily(date)
		if err != nil || d.Puzzle.Count(2) != 1 {
			t.Errorf("Daily(%v): %v", date, err)
		}
	}
}
