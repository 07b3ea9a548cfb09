//go:build !purego

#include "go_asm.h"
#include "textflag.h"

// func fillTableNEON(table *uint64, has *[maxChunks * chunkBits][vectorWords]uint64, valid *[vectorWords]uint64, chunks int)
//
// fillTableGo in NEON instructions, each vector of const_vectorBytes = 64
// bytes in four registers: for each of chunks ≥ 1 chunks, the vector of
// the empty subset is valid, and each of the chunk's const_chunkBits
// bits, i from 0, doubles the subsets filled: subset s + 1<<i is subset s
// without the keys that hold bit i, four VANDs with the complement of
// their vector. A subset takes one load and one store of four registers,
// where the Go twin takes eight loads and eight stores of words.
TEXT ·fillTableNEON(SB), NOSPLIT, $0-32
	MOVD    table+0(FP), R0       // R0: the chunk's part of the table
	MOVD    has+8(FP), R1         // R1: the vector of the bit at hand
	MOVD    valid+16(FP), R2
	MOVD    chunks+24(FP), R3     // R3: the chunks left
	VLD1    (R2), [V0.B16, V1.B16, V2.B16, V3.B16] // V0 to V3: the valid keys
	VCMEQ   V31.D2, V31.D2, V31.D2 // V31: all ones

chunk:
	VST1    [V0.B16, V1.B16, V2.B16, V3.B16], (R0) // the empty subset
	MOVD    $const_vectorBytes, R4 // R4: the bytes of the subsets filled, 1<<i vectors

bit:
	VLD1.P  const_vectorBytes(R1), [V4.B16, V5.B16, V6.B16, V7.B16]
	VEOR    V31.B16, V4.B16, V4.B16
	VEOR    V31.B16, V5.B16, V5.B16
	VEOR    V31.B16, V6.B16, V6.B16
	VEOR    V31.B16, V7.B16, V7.B16 // V4 to V7: the keys that lack bit i
	MOVD    R0, R5                // R5: subset s
	ADD     R4, R0, R6            // R6: subset s + 1<<i
	MOVD    R6, R7                // R7: the end of the subsets filled

subset:
	VLD1.P  const_vectorBytes(R5), [V8.B16, V9.B16, V10.B16, V11.B16]
	VAND    V4.B16, V8.B16, V8.B16
	VAND    V5.B16, V9.B16, V9.B16
	VAND    V6.B16, V10.B16, V10.B16
	VAND    V7.B16, V11.B16, V11.B16
	VST1.P  [V8.B16, V9.B16, V10.B16, V11.B16], const_vectorBytes(R6)
	CMP     R7, R5
	BLO     subset

	LSL     $1, R4, R4
	CMP     $const_chunkBytes, R4
	BLO     bit

	ADD     $const_chunkBytes, R0, R0
	SUB     $1, R3, R3
	CBNZ    R3, chunk
	RET
