//go:build !purego

#include "go_asm.h"
#include "textflag.h"

// func fillTableAVX512(table *uint64, has *[maxChunks * chunkBits][vectorWords]uint64, valid *[vectorWords]uint64, chunks, bits int)
//
// fillTableGo in AVX-512 instructions, for chunks of bits bits each,
// const_chunkBits or const_wideBits (fillWideGo): for each of chunks ≥ 1
// chunks, the vector of the empty subset is valid, and each of the chunk's
// bits, i from 0, doubles the subsets filled: subset s + 1<<i is subset s
// without the keys that hold bit i, one VPANDNQ each. The vectors of a
// chunk's bits follow one another in has, so one pointer walks them all.
TEXT ·fillTableAVX512(SB), NOSPLIT, $0-40
	MOVQ    table+0(FP), DI       // DI: the chunk's part of the table
	MOVQ    has+8(FP), SI         // SI: the vector of the bit at hand
	MOVQ    valid+16(FP), AX
	MOVQ    chunks+24(FP), CX     // CX: the chunks left
	VMOVDQU64 (AX), Z1            // Z1: the valid keys
	MOVQ    bits+32(FP), R11
	MOVQ    $const_vectorBytes, R12
	SHLXQ   R11, R12, R11         // R11: the bytes of a chunk's part, 1<<bits vectors

chunk:
	VMOVDQU64 Z1, (DI)            // the empty subset
	MOVQ    $const_vectorBytes, R9 // R9: the bytes of the subsets filled, 1<<i vectors

bit:
	VMOVDQU64 (SI), Z2            // Z2: the keys that hold bit i
	LEAQ    (DI)(R9*1), R10       // R10: where subset 1<<i goes
	XORQ    R8, R8                // R8: the offset of subset s

subset:
	VPANDNQ (DI)(R8*1), Z2, Z3    // subset s, less the keys that hold bit i
	VMOVDQU64 Z3, (R10)(R8*1)
	ADDQ    $const_vectorBytes, R8
	CMPQ    R8, R9
	JB      subset

	ADDQ    $const_vectorBytes, SI
	SHLQ    $1, R9
	CMPQ    R9, R11
	JB      bit

	ADDQ    R11, DI
	DECQ    CX
	JNZ     chunk
	VZEROUPPER
	RET
