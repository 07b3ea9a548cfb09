//go:build !purego

#include "go_asm.h"
#include "textflag.h"

// The count of the queries of a group of at most 256 base keys, whose
// vectors hold them in their first four words (countQueries4Go), in
// WebAssembly. Those of at most 64 or 128 keys count faster in Go, whose
// kernels name each chunk of five to seven in full, than in a loop over
// the chunks; four words to a chunk take the loop's turn in their stride.

// QUERY_FIRST loads word off of the vector at R7 into acc; QUERY_AND ANDs
// it into acc.
#define QUERY_FIRST(off, acc) Get R7; I32WrapI64; I64Load $off; Set acc
#define QUERY_AND(off, acc) Get R7; I32WrapI64; I64Load $off; Get acc; I64And; Set acc

// VECTOR sets R7 to the address of the vector, in the part of the table
// at R2 plus R6, of the subset of a chunk's bits that the low bits of R5
// name.
#define VECTOR Get R2; Get R6; I64Add; Get R5; I64Const $(const_subsets-1); I64And; I64Const $const_vectorShift; I64Shl; I64Add; Set R7

// func countQueries4Wasm(table *uint64, queries []uint64, chunks int) uint64
//
// countQueries4Go, for at least one query and one chunk: R0: the next
// query; R1: past the last; R2: the table; R3: the bytes of its chunks'
// parts; R4: the count; R5: the query, shifted on to each chunk's bits;
// R6: the offset of a chunk's part; R7: a vector; R8 to R11: the AND of
// the query's vectors.
TEXT ·countQueries4Wasm(SB), NOSPLIT, $0-48
	I64Load queries_base+8(FP)
	Tee R0
	I64Load queries_len+16(FP)
	I64Const $3
	I64Shl
	I64Add
	Set R1
	I64Load table+0(FP)
	Set R2
	I64Load chunks+32(FP)
	I64Const $const_chunkShift
	I64Shl
	Set R3
	I64Const $0
	Set R4

	Loop
		Get R0
		I32WrapI64
		I64Load $0
		Set R5
		I64Const $0
		Set R6
		VECTOR
		QUERY_FIRST(0, R8)
		QUERY_FIRST(8, R9)
		QUERY_FIRST(16, R10)
		QUERY_FIRST(24, R11)
		I64Const $const_chunkBytes
		Set R6
		Block
			Loop
				Get R6
				Get R3
				I64GeU
				BrIf $1
				Get R5
				I64Const $const_chunkBits
				I64ShrU
				Set R5
				VECTOR
				QUERY_AND(0, R8)
				QUERY_AND(8, R9)
				QUERY_AND(16, R10)
				QUERY_AND(24, R11)
				Get R6
				I64Const $const_chunkBytes
				I64Add
				Set R6
				Br $0
			End
		End
		Get R4
		Get R8
		I64Popcnt
		I64Add
		Get R9
		I64Popcnt
		I64Add
		Get R10
		I64Popcnt
		I64Add
		Get R11
		I64Popcnt
		I64Add
		Set R4

		Get R0
		I64Const $8
		I64Add
		Tee R0
		Get R1
		I64LtU
		BrIf $0
	End

	Get SP
	Get R4
	I64Store ret+40(FP)
	RET
