// The tools of CI, in a module of their own, so that they stay out of the
// module graph of the programs that use nqueens.
module nqueens-ci-tools

go 1.24.0

tool golang.org/x/exp/cmd/apidiff

require (
	golang.org/x/exp v0.0.0-20250620022241-b7579e27df2b // indirect
	golang.org/x/mod v0.25.0 // indirect
	golang.org/x/sync v0.15.0 // indirect
	golang.org/x/tools v0.34.0 // indirect
)
