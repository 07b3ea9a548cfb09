package nqueens

// The black-box tests, in package nqueens_test, share the oracle and the
// helpers of oracle_test.go with the white-box ones under these names.
var (
	OracleOf          = oracleOf
	OracleCompletions = oracleCompletions
	IsSolution        = isSolution
	EveryBoard        = everyBoard
	RandomPuzzle      = randomPuzzle
	Nauck             = nauck
	MustPanic         = mustPanic
	RaceEnabled       = raceEnabled
)
