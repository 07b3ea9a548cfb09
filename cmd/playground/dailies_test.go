package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens/regions"
)

// TestDailies writes the daily puzzles around a time late in a day: the
// day before it to 62 days after, each the library's Daily of its date.
func TestDailies(t *testing.T) {
	path := filepath.Join(t.TempDir(), "dailies.json")
	now := time.Date(2026, 12, 7, 23, 30, 0, 0, time.FixedZone("UTC-5", -5*3600)) // 2026-12-08 in UTC
	if err := writeDailies(context.Background(), path, now); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var dailies map[string]struct {
		Regions [][]int
		Grade   string
		Date    string
		Looks   []struct{ Colour string }
	}
	if err := json.Unmarshal(data, &dailies); err != nil {
		t.Fatal(err)
	}
	if len(dailies) != 64 {
		t.Errorf("%d days, want 64", len(dailies))
	}
	for _, date := range []string{"2026-12-07", "2026-12-08", "2027-02-08"} {
		day, _ := time.Parse(time.DateOnly, date)
		d, err := regions.Daily(day)
		if err != nil {
			t.Fatal(err)
		}
		got := dailies[date]
		if diff := cmp.Diff(d.Puzzle.Regions(), got.Regions); diff != "" || got.Grade != d.Grade.String() || got.Date != date || len(got.Looks) != d.Size {
			t.Errorf("%s: %+v; want %v (-want +got):\n%s", date, got, d, diff)
		}
	}
	for _, date := range []string{"2026-12-06", "2027-02-09"} {
		if _, ok := dailies[date]; ok {
			t.Errorf("%s written", date)
		}
	}
}
