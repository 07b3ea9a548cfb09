package disjoint

import "unsafe"

// --- The bit-sliced count with its chunks named in full ---
//
// countQueriesGo loops over a query's chunks; for the numbers of chunks
// that sizes 16 to 23 take, the kernels here name each chunk's vector, so
// that a query takes no branch but the loop's over the queries, and the
// eight words of each vector are ANDed as they load: a query takes less
// time than in the loop, the more so where the compiler may use POPCNT
// without testing for it, GOAMD64=v2 and up (docs/performance.md, section
// "The disjoint pairs").

// vectorOf returns the vector, in the table at t, of chunk c's subset of
// the bits of q.
func vectorOf(t unsafe.Pointer, c uintptr, q uint64) *[vectorWords]uint64 {
	return (*[vectorWords]uint64)(unsafe.Add(t, c*chunkBytes+uintptr(q>>(c*chunkBits)&(subsets-1))*vectorBytes))
}

// countQueries5Go is countQueriesGo for 5 chunks, of the table at t.
func countQueries5Go(t unsafe.Pointer, queries []uint64) uint64 {
	var total uint64
	for _, q := range queries {
		v0, v1, v2, v3, v4 := vectorOf(t, 0, q), vectorOf(t, 1, q), vectorOf(t, 2, q), vectorOf(t, 3, q), vectorOf(t, 4, q)
		total += ones8(v0[0]&v1[0]&v2[0]&v3[0]&v4[0], v0[1]&v1[1]&v2[1]&v3[1]&v4[1],
			v0[2]&v1[2]&v2[2]&v3[2]&v4[2], v0[3]&v1[3]&v2[3]&v3[3]&v4[3],
			v0[4]&v1[4]&v2[4]&v3[4]&v4[4], v0[5]&v1[5]&v2[5]&v3[5]&v4[5],
			v0[6]&v1[6]&v2[6]&v3[6]&v4[6], v0[7]&v1[7]&v2[7]&v3[7]&v4[7])
	}
	return total
}

// countQueries6Go is countQueriesGo for 6 chunks, of the table at t.
func countQueries6Go(t unsafe.Pointer, queries []uint64) uint64 {
	var total uint64
	for _, q := range queries {
		v0, v1, v2, v3, v4, v5 := vectorOf(t, 0, q), vectorOf(t, 1, q), vectorOf(t, 2, q), vectorOf(t, 3, q), vectorOf(t, 4, q), vectorOf(t, 5, q)
		total += ones8(v0[0]&v1[0]&v2[0]&v3[0]&v4[0]&v5[0], v0[1]&v1[1]&v2[1]&v3[1]&v4[1]&v5[1],
			v0[2]&v1[2]&v2[2]&v3[2]&v4[2]&v5[2], v0[3]&v1[3]&v2[3]&v3[3]&v4[3]&v5[3],
			v0[4]&v1[4]&v2[4]&v3[4]&v4[4]&v5[4], v0[5]&v1[5]&v2[5]&v3[5]&v4[5]&v5[5],
			v0[6]&v1[6]&v2[6]&v3[6]&v4[6]&v5[6], v0[7]&v1[7]&v2[7]&v3[7]&v4[7]&v5[7])
	}
	return total
}

// countQueries7Go is countQueriesGo for 7 chunks, of the table at t.
func countQueries7Go(t unsafe.Pointer, queries []uint64) uint64 {
	var total uint64
	for _, q := range queries {
		v0, v1, v2, v3, v4, v5, v6 := vectorOf(t, 0, q), vectorOf(t, 1, q), vectorOf(t, 2, q), vectorOf(t, 3, q), vectorOf(t, 4, q), vectorOf(t, 5, q), vectorOf(t, 6, q)
		total += ones8(v0[0]&v1[0]&v2[0]&v3[0]&v4[0]&v5[0]&v6[0], v0[1]&v1[1]&v2[1]&v3[1]&v4[1]&v5[1]&v6[1],
			v0[2]&v1[2]&v2[2]&v3[2]&v4[2]&v5[2]&v6[2], v0[3]&v1[3]&v2[3]&v3[3]&v4[3]&v5[3]&v6[3],
			v0[4]&v1[4]&v2[4]&v3[4]&v4[4]&v5[4]&v6[4], v0[5]&v1[5]&v2[5]&v3[5]&v4[5]&v5[5]&v6[5],
			v0[6]&v1[6]&v2[6]&v3[6]&v4[6]&v5[6]&v6[6], v0[7]&v1[7]&v2[7]&v3[7]&v4[7]&v5[7]&v6[7])
	}
	return total
}
