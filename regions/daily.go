package regions

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/nqueens-go/nqueens/internal/reason"
)

// A Day is the daily puzzle of a date, as Daily makes it: the puzzle and
// its answer's queens, row by row; the date; the size and grade that the
// weekly curve gives the date's weekday; and the seed that made it, with
// ShapedDraw, one star and the touching rule.
type Day struct {
	Puzzle *Puzzle
	Answer []Square
	Date   time.Time // midnight in UTC of the date's year, month and day
	Size   int
	Grade  Grade
	Seed   uint64
}

// String returns what d is, as "2026-12-06, Sunday: size 9, grade hard,
// seed 1782272".
func (d Day) String() string {
	return fmt.Sprintf("%s, %v: size %d, grade %v, seed %d", d.Date.Format(time.DateOnly), d.Date.Weekday(), d.Size, d.Grade, d.Seed)
}

// The weekly curve of the daily puzzle: for each weekday, from Sunday,
// the weights of the sizes from 7 to 11 and of the grades Easy, Medium and
// Hard, as the published daily puzzles of a large network run, graded by
// this package: small and medium early in the week, larger and harder
// toward its end.
var dailyCurve = [7]struct {
	sizes  [5]int // the weights of the sizes 7 to 11
	grades [3]int // the weights of Easy, Medium and Hard
}{
	time.Sunday:    {[5]int{0, 10, 50, 30, 10}, [3]int{0, 35, 65}},
	time.Monday:    {[5]int{55, 40, 5, 0, 0}, [3]int{10, 85, 5}},
	time.Tuesday:   {[5]int{20, 50, 25, 5, 0}, [3]int{5, 85, 10}},
	time.Wednesday: {[5]int{10, 50, 30, 5, 5}, [3]int{5, 70, 25}},
	time.Thursday:  {[5]int{5, 40, 40, 10, 5}, [3]int{0, 60, 40}},
	time.Friday:    {[5]int{5, 35, 50, 5, 5}, [3]int{0, 55, 45}},
	time.Saturday:  {[5]int{0, 30, 35, 25, 10}, [3]int{0, 40, 60}},
}

// weighted returns the index of weights drawn by pick, from 0 to the
// sum of weights less 1.
func weighted(weights []int, pick int) int {
	for i, w := range weights {
		if pick < w {
			return i
		}
		pick -= w
	}
	return len(weights) - 1
}

// dailyEpoch is the day whose seed is 0.
var dailyEpoch = time.Date(2000, time.January, 1, 0, 0, 0, 0, time.UTC)

// Daily returns the daily puzzle of the date's year, month and day, as
// date's location has them. Everyone who asks for a date gets the same
// puzzle, on every machine and for good: the year, month and day alone
// give it, whatever the time of day or the location. ShapedDraw makes it,
// one star and the touching rule, from a seed that the day's number
// gives, at a size and grade drawn on a weekly curve, as the daily
// puzzles of a large network run: mostly size 7 or 8 and grade Medium on
// Monday, growing through the week to mostly 9 and up and grade Hard at
// its end. Where the seed gives no puzzle of the grade, the seeds after
// it are tried in turn, as many as it takes. [DailyContext] bounds it.
func Daily(date time.Time) (Day, error) {
	return DailyContext(context.Background(), date)
}

// DailyContext is [Daily], with a context that bounds it as
// [MakeContext] is bounded.
//
// DailyContext panics if ctx is nil.
func DailyContext(ctx context.Context, date time.Time) (Day, error) {
	checkContext("DailyContext", ctx)
	y, m, d := date.Date()
	day := Day{Date: time.Date(y, m, d, 0, 0, 0, 0, time.UTC)}
	number := int64(day.Date.Sub(dailyEpoch).Hours()) / 24
	curve := dailyCurve[day.Date.Weekday()]
	rng := rand.New(rand.NewPCG(uint64(number), 0x6461696c79)) // "daily"
	day.Size = 7 + weighted(curve.sizes[:], rng.IntN(100))
	day.Grade = Easy + Grade(weighted(curve.grades[:], rng.IntN(100)))
	day.Seed = uint64(number) << 8
	for {
		p, answer, err := MakeContext(ctx, day.Size, day.Seed, Options{Grade: day.Grade, Draw: ShapedDraw})
		if err == nil {
			day.Puzzle, day.Answer = p, answer
			return day, nil
		}
		if !errors.Is(err, reason.ErrNoPuzzle) {
			return Day{}, err
		}
		day.Seed++
	}
}
