package regions_test

import "github.com/nqueens-go/nqueens/regions/internal/stars/starstest"

// The oracles of the tests, in internal/stars/starstest: plain searches,
// written without the engine, that say what the answers of a grid are;
// and the random grids they are asked about.
type puzzle = starstest.Puzzle

var (
	oracle        = starstest.Oracle
	second        = starstest.Second
	randomRegions = starstest.RandomRegions
	randomAnswer  = starstest.RandomAnswer
)
