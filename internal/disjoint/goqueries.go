//go:build (!amd64 && !arm64) || purego

package disjoint

// Where the queries are counted in Go: on the platforms without a kernel
// of whole vectors in assembly (WebAssembly among them) and under the
// purego build tag.

// fewestQueries is directQueriesGo: the pairs are compared in Go.
const fewestQueries = directQueriesGo

// sieveKeys is sieveFromGo, the fewest base keys for which Count sieves;
// patternKeys is sieveGroupGo, the fewest base keys of a pattern, on
// average, for which it adds a sieve bit; and patternGroup is
// patternGroupGo: it counts each pattern's base keys in groups of their
// own of at most that many keys (countByPattern), those of every sieved
// base (patternSieve) and of an unsieved one that meets patternQueries
// queries or more.
const (
	sieveKeys      = sieveFromGo
	patternKeys    = sieveGroupGo
	patternGroup   = patternGroupGo
	patternSieve   = 1
	patternQueries = patternGroupQueriesGo
)
