module github.com/nqueens-go/nqueens

go 1.24.0

require (
	github.com/ebitengine/purego v0.10.0
	github.com/google/go-cmp v0.7.0
	golang.org/x/sys v0.38.0
)

require github.com/andybalholm/brotli v1.2.0
