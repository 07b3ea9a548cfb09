//go:build !purego

#include "go_asm.h"
#include "textflag.h"
#include "nibbles_avx2_amd64.h"

// The number of bits set in each value of four bits, for VPSHUFB, in both
// 128-bit lanes; countQueriesHalfAVX2 (queries_half_avx2_amd64.s) reads
// it and lowNibbles too.
DATA ·nibbleBits+0(SB)/8, $0x0302020102010100
DATA ·nibbleBits+8(SB)/8, $0x0403030203020201
DATA ·nibbleBits+16(SB)/8, $0x0302020102010100
DATA ·nibbleBits+24(SB)/8, $0x0403030203020201
GLOBL ·nibbleBits(SB), RODATA|NOPTR, $32

// The low four bits of each byte.
DATA ·lowNibbles+0(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA ·lowNibbles+8(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA ·lowNibbles+16(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA ·lowNibbles+24(SB)/8, $0x0f0f0f0f0f0f0f0f
GLOBL ·lowNibbles(SB), RODATA|NOPTR, $32

// FIRST4 loads into Y0 to Y7 the vectors of the four queries in BX, CX,
// R11 and R12's subsets of the first chunk's bits: the low
// const_chunkBits bits of each, turned into an offset of
// const_vectorBytes each by rotating them left by const_vectorShift.
#define FIRST4 \
	RORXQ   $(64-const_vectorShift), BX, AX; \
	ANDL    $((const_subsets-1)<<const_vectorShift), AX; \
	VMOVDQU (SI)(AX*1), Y0; \
	VMOVDQU 32(SI)(AX*1), Y1; \
	RORXQ   $(64-const_vectorShift), CX, AX; \
	ANDL    $((const_subsets-1)<<const_vectorShift), AX; \
	VMOVDQU (SI)(AX*1), Y2; \
	VMOVDQU 32(SI)(AX*1), Y3; \
	RORXQ   $(64-const_vectorShift), R11, AX; \
	ANDL    $((const_subsets-1)<<const_vectorShift), AX; \
	VMOVDQU (SI)(AX*1), Y4; \
	VMOVDQU 32(SI)(AX*1), Y5; \
	RORXQ   $(64-const_vectorShift), R12, AX; \
	ANDL    $((const_subsets-1)<<const_vectorShift), AX; \
	VMOVDQU (SI)(AX*1), Y6; \
	VMOVDQU 32(SI)(AX*1), Y7

// CHUNK4(c) ANDs into Y0 to Y7 the vectors of the four queries' subsets
// of chunk c's bits, c ≥ 1: bits const_chunkBits*c on, rotated down to
// bit const_vectorShift, in the table's part c.
#define CHUNK4(c) \
	RORXQ   $(const_chunkBits*(c)-const_vectorShift), BX, AX; \
	ANDL    $((const_subsets-1)<<const_vectorShift), AX; \
	VPAND   ((c)*const_chunkBytes)(SI)(AX*1), Y0, Y0; \
	VPAND   ((c)*const_chunkBytes+32)(SI)(AX*1), Y1, Y1; \
	RORXQ   $(const_chunkBits*(c)-const_vectorShift), CX, AX; \
	ANDL    $((const_subsets-1)<<const_vectorShift), AX; \
	VPAND   ((c)*const_chunkBytes)(SI)(AX*1), Y2, Y2; \
	VPAND   ((c)*const_chunkBytes+32)(SI)(AX*1), Y3, Y3; \
	RORXQ   $(const_chunkBits*(c)-const_vectorShift), R11, AX; \
	ANDL    $((const_subsets-1)<<const_vectorShift), AX; \
	VPAND   ((c)*const_chunkBytes)(SI)(AX*1), Y4, Y4; \
	VPAND   ((c)*const_chunkBytes+32)(SI)(AX*1), Y5, Y5; \
	RORXQ   $(const_chunkBits*(c)-const_vectorShift), R12, AX; \
	ANDL    $((const_subsets-1)<<const_vectorShift), AX; \
	VPAND   ((c)*const_chunkBytes)(SI)(AX*1), Y6, Y6; \
	VPAND   ((c)*const_chunkBytes+32)(SI)(AX*1), Y7, Y7

// LOAD4 loads the next four queries into BX, CX, R11 and R12.
#define LOAD4 \
	MOVQ    (DI), BX; \
	MOVQ    8(DI), CX; \
	MOVQ    16(DI), R11; \
	MOVQ    24(DI), R12; \
	ADDQ    $32, DI

// COUNT4 counts the bits of each byte of Y0 to Y7 (at most 8), adds them
// up (at most 64 a byte), and adds each eight bytes into a word of the
// running sums, Y13.
#define COUNT4 \
	BYTES4(Y0, Y1, Y2, Y3); \
	BYTES4(Y4, Y5, Y6, Y7); \
	VPADDB  Y4, Y0, Y0; \
	VPSADBW Y12, Y0, Y0; \
	VPADDQ  Y0, Y13, Y13

// NEXT4 counts the four queries' bits, and goes on to the next four at
// label, if there are four more, or to single.
#define NEXT4(label) \
	COUNT4; \
	CMPQ    DI, R9; \
	JB      label; \
	JMP     single

// func countQueriesAVX2(table *uint64, queries []uint64, chunks int) uint64
//
// countQueriesAVX512 in AVX2: a vector of the table is two 256-bit
// halves, Y0 and Y1, and AVX2 has no instruction that counts bits, so each
// query's count is taken four bits at a time: VPSHUFB looks up the count
// of each nibble in nibbleBits, the counts of a byte's two nibbles and of
// the two halves are added (at most 16 a byte), and VPSADBW adds each
// eight bytes into a word of the running sums. A chunk is const_chunkBits
// bits of a query, the lowest first, and its part of the table
// const_subsets vectors of const_vectorBytes bytes, const_chunkBytes
// bytes; the table has chunks ≥ 1 parts, and queries is not empty.
//
// Of 5 to 8 chunks (n = 16 to 25), each chunk's subset is cut out of a
// query by one RORX, of BMI2, and one AND, with no loop over the chunks:
// a chunk of four queries takes eight instructions of the integer units
// beside its eight loads, where the loop over chunks takes twenty.
TEXT ·countQueriesAVX2(SB), NOSPLIT, $0-48
	MOVQ    table+0(FP), SI
	MOVQ    queries_base+8(FP), DI
	MOVQ    queries_len+16(FP), CX
	MOVQ    chunks+32(FP), DX
	LEAQ    (DI)(CX*8), R8        // R8: the end of the queries
	MOVQ    DX, R13
	SHLQ    $const_chunkShift, R13
	ADDQ    SI, R13               // R13: the end of the table
	VMOVDQU ·nibbleBits(SB), Y14 // Y14: the bits of each nibble
	VMOVDQU ·lowNibbles(SB), Y15 // Y15: the low nibble of each byte
	VPXOR   Y12, Y12, Y12         // Y12: zero
	VPXOR   Y13, Y13, Y13         // Y13: the running sums

	// Four queries at a time, in Y0 to Y7, so that the processor works on
	// all four at once; of 5 to 8 chunks, in a loop of their own without a
	// loop over the chunks.
	LEAQ    -24(R8), R9           // R9: the last query with three after it
	CMPQ    DI, R9
	JAE     single
	CMPQ    DX, $5
	JEQ     five
	CMPQ    DX, $6
	JEQ     six
	CMPQ    DX, $7
	JEQ     seven
	CMPQ    DX, $8
	JEQ     eight
	JMP     four

	// Each loop starts on a line of its own, as the AVX-512 kernels'
	// do: where it starts decides how fast the processor feeds it.
	PCALIGN $64

five:
	LOAD4
	FIRST4
	CHUNK4(1)
	CHUNK4(2)
	CHUNK4(3)
	CHUNK4(4)
	NEXT4(five)

	PCALIGN $64

six:
	LOAD4
	FIRST4
	CHUNK4(1)
	CHUNK4(2)
	CHUNK4(3)
	CHUNK4(4)
	CHUNK4(5)
	NEXT4(six)

	PCALIGN $64

seven:
	LOAD4
	FIRST4
	CHUNK4(1)
	CHUNK4(2)
	CHUNK4(3)
	CHUNK4(4)
	CHUNK4(5)
	CHUNK4(6)
	NEXT4(seven)

	PCALIGN $64

eight:
	LOAD4
	FIRST4
	CHUNK4(1)
	CHUNK4(2)
	CHUNK4(3)
	CHUNK4(4)
	CHUNK4(5)
	CHUNK4(6)
	CHUNK4(7)
	NEXT4(eight)

	PCALIGN $64

	// Any number of chunks: a loop over them.
four:
	LOAD4
	MOVQ    SI, R10               // R10: the part of the table of the chunk at hand
	VPCMPEQB Y0, Y0, Y0           // all ones, for the first chunk to AND into
	VMOVDQU Y0, Y1
	VMOVDQU Y0, Y2
	VMOVDQU Y0, Y3
	VMOVDQU Y0, Y4
	VMOVDQU Y0, Y5
	VMOVDQU Y0, Y6
	VMOVDQU Y0, Y7
	PCALIGN $64

chunkFour:
	MOVL    BX, AX
	ANDL    $(const_subsets-1), AX
	SHLL    $const_vectorShift, AX // AX: the offset of a query's subset in the part
	VPAND   (R10)(AX*1), Y0, Y0   // keep the base keys that lack the chunk's bits too
	VPAND   32(R10)(AX*1), Y1, Y1
	MOVL    CX, AX
	ANDL    $(const_subsets-1), AX
	SHLL    $const_vectorShift, AX
	VPAND   (R10)(AX*1), Y2, Y2
	VPAND   32(R10)(AX*1), Y3, Y3
	MOVL    R11, AX
	ANDL    $(const_subsets-1), AX
	SHLL    $const_vectorShift, AX
	VPAND   (R10)(AX*1), Y4, Y4
	VPAND   32(R10)(AX*1), Y5, Y5
	MOVL    R12, AX
	ANDL    $(const_subsets-1), AX
	SHLL    $const_vectorShift, AX
	VPAND   (R10)(AX*1), Y6, Y6
	VPAND   32(R10)(AX*1), Y7, Y7
	SHRQ    $const_chunkBits, BX
	SHRQ    $const_chunkBits, CX
	SHRQ    $const_chunkBits, R11
	SHRQ    $const_chunkBits, R12
	ADDQ    $const_chunkBytes, R10
	CMPQ    R10, R13
	JB      chunkFour
	NEXT4(four)

single:
	CMPQ    DI, R8
	JAE     done

	MOVQ    (DI), BX              // BX: the query, the chunk at hand in its low bits
	ADDQ    $8, DI
	MOVL    BX, AX
	ANDL    $(const_subsets-1), AX
	SHLL    $const_vectorShift, AX // AX: the offset of the chunk's subset in its part
	VMOVDQU (SI)(AX*1), Y0        // Y0, Y1: the base keys that lack the query's bits so far
	VMOVDQU 32(SI)(AX*1), Y1
	LEAQ    const_chunkBytes(SI), R10 // R10: the part of the table of the next chunk

chunk:
	CMPQ    R10, R13
	JAE     sum
	SHRQ    $const_chunkBits, BX
	MOVL    BX, AX
	ANDL    $(const_subsets-1), AX
	SHLL    $const_vectorShift, AX
	VPAND   (R10)(AX*1), Y0, Y0   // keep those that lack this chunk's bits too
	VPAND   32(R10)(AX*1), Y1, Y1
	ADDQ    $const_chunkBytes, R10
	JMP     chunk

sum:
	VPAND   Y15, Y0, Y2           // the low nibbles
	VPSRLW  $4, Y0, Y0
	VPAND   Y15, Y0, Y0           // the high nibbles
	VPSHUFB Y2, Y14, Y2           // their counts
	VPSHUFB Y0, Y14, Y0
	VPADDB  Y2, Y0, Y0            // the count of each byte of Y0
	VPAND   Y15, Y1, Y3
	VPSRLW  $4, Y1, Y1
	VPAND   Y15, Y1, Y1
	VPSHUFB Y3, Y14, Y3
	VPSHUFB Y1, Y14, Y1
	VPADDB  Y3, Y1, Y1            // the count of each byte of Y1
	VPADDB  Y1, Y0, Y0
	VPSADBW Y12, Y0, Y0           // the counts of each eight bytes, as words
	VPADDQ  Y0, Y13, Y13
	JMP     single


done:
	// Add up the four words.
	VEXTRACTI128 $1, Y13, X1
	VPADDQ  X1, X13, X13
	VPSHUFD $0x4e, X13, X1
	VPADDQ  X1, X13, X13
	VMOVQ   X13, AX
	MOVQ    AX, ret+40(FP)
	VZEROUPPER
	RET
