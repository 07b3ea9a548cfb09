module github.com/nqueens-go/nqueens

go 1.26.0

tool golang.org/x/exp/cmd/apidiff

require github.com/google/go-cmp v0.7.0

require (
	golang.org/x/exp v0.0.0-20260908205506-85c1c2202aba // indirect
	golang.org/x/mod v0.41.0 // indirect
	golang.org/x/sync v0.23.0 // indirect
	golang.org/x/tools v0.50.0 // indirect
)
