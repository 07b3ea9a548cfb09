package main

import (
	"context"
	"encoding/json"
	"os"
	"time"

	"github.com/nqueens-go/nqueens/cmd/playground/internal/play"
)

// The days whose daily puzzles writeDailies writes: from the day before
// the build, for the places where it is still yesterday, to some two
// months after it.
const (
	dailiesBefore = 1
	dailiesAfter  = 62
)

// writeDailies writes to the file path the daily regions puzzles of the
// days around now, in UTC, as JSON: an object whose keys are the dates,
// "2006-01-02", and whose values are the puzzles as the page's call
// "regions-daily" answers them. The page plays the day's puzzle from it
// at once, before its WebAssembly has loaded, and makes it with the
// library where the file lacks the day, as it does for a site published
// long ago.
func writeDailies(ctx context.Context, path string, now time.Time) error {
	day := now.UTC()
	day = time.Date(day.Year(), day.Month(), day.Day(), 0, 0, 0, 0, time.UTC)
	dailies := map[string]play.RegionsMade{}
	for i := -dailiesBefore; i <= dailiesAfter; i++ {
		m, err := play.Daily(ctx, day.AddDate(0, 0, i))
		if err != nil {
			return err
		}
		dailies[m.Date] = m
	}
	data, err := json.Marshal(dailies)
	if err != nil {
		return err
	}
	return os.WriteFile(path, data, 0o644)
}
