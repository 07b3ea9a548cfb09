//go:build !purego

#include "go_asm.h"
#include "textflag.h"

// func fillTableAVX2(table *uint64, has *[maxChunks * chunkBits][vectorWords]uint64, valid *[vectorWords]uint64, chunks int)
//
// fillTableAVX512 in AVX2 instructions, each vector of const_vectorBytes
// = 64 bytes in two registers: for each of chunks ≥ 1 chunks, the vector
// of the empty subset is valid, and each of the chunk's const_chunkBits
// bits, i from 0, doubles the subsets filled: subset s + 1<<i is subset
// s without the keys that hold bit i, two VPANDNs.
TEXT ·fillTableAVX2(SB), NOSPLIT, $0-32
	MOVQ    table+0(FP), DI       // DI: the chunk's part of the table
	MOVQ    has+8(FP), SI         // SI: the vector of the bit at hand
	MOVQ    valid+16(FP), AX
	MOVQ    chunks+24(FP), CX     // CX: the chunks left
	VMOVDQU (AX), Y0
	VMOVDQU 32(AX), Y1            // Y0, Y1: the valid keys

chunk:
	VMOVDQU Y0, (DI)              // the empty subset
	VMOVDQU Y1, 32(DI)
	MOVQ    $const_vectorBytes, R9 // R9: the bytes of the subsets filled, 1<<i vectors

bit:
	VMOVDQU (SI), Y2
	VMOVDQU 32(SI), Y3            // Y2, Y3: the keys that hold bit i
	LEAQ    (DI)(R9*1), R10       // R10: where subset 1<<i goes
	XORQ    R8, R8                // R8: the offset of subset s

subset:
	VPANDN  (DI)(R8*1), Y2, Y4    // subset s, less the keys that hold bit i
	VPANDN  32(DI)(R8*1), Y3, Y5
	VMOVDQU Y4, (R10)(R8*1)
	VMOVDQU Y5, 32(R10)(R8*1)
	ADDQ    $const_vectorBytes, R8
	CMPQ    R8, R9
	JB      subset

	ADDQ    $const_vectorBytes, SI
	SHLQ    $1, R9
	CMPQ    R9, $const_chunkBytes
	JB      bit

	ADDQ    $const_chunkBytes, DI
	DECQ    CX
	JNZ     chunk
	VZEROUPPER
	RET
