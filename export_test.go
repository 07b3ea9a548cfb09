package nqueens

// The black-box tests, in package nqueens_test, share the oracle and the
// helpers of oracle_test.go with the white-box ones under these names.
var (
	OracleOf    = oracleOf
	EveryBoard  = everyBoard
	MustPanic   = mustPanic
	RaceEnabled = raceEnabled
)
