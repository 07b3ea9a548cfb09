//go:build !purego

#include "go_asm.h"
#include "textflag.h"
#include "nibbles_avx2_amd64.h"

// FIRSTH loads into Y0 to Y3 the lower halves of the vectors of the four
// queries in BX, CX, R11 and R12's subsets of the first chunk's bits, as
// FIRST4 (queries_avx2_amd64.s) loads the whole vectors.
#define FIRSTH \
	RORXQ   $(64-const_vectorShift), BX, AX; \
	ANDL    $((const_subsets-1)<<const_vectorShift), AX; \
	VMOVDQU (SI)(AX*1), Y0; \
	RORXQ   $(64-const_vectorShift), CX, AX; \
	ANDL    $((const_subsets-1)<<const_vectorShift), AX; \
	VMOVDQU (SI)(AX*1), Y1; \
	RORXQ   $(64-const_vectorShift), R11, AX; \
	ANDL    $((const_subsets-1)<<const_vectorShift), AX; \
	VMOVDQU (SI)(AX*1), Y2; \
	RORXQ   $(64-const_vectorShift), R12, AX; \
	ANDL    $((const_subsets-1)<<const_vectorShift), AX; \
	VMOVDQU (SI)(AX*1), Y3

// CHUNKH(c) ANDs into Y0 to Y3 the lower halves of the vectors of the four
// queries' subsets of chunk c's bits, c ≥ 1, as CHUNK4 does the whole.
#define CHUNKH(c) \
	RORXQ   $(const_chunkBits*(c)-const_vectorShift), BX, AX; \
	ANDL    $((const_subsets-1)<<const_vectorShift), AX; \
	VPAND   ((c)*const_chunkBytes)(SI)(AX*1), Y0, Y0; \
	RORXQ   $(const_chunkBits*(c)-const_vectorShift), CX, AX; \
	ANDL    $((const_subsets-1)<<const_vectorShift), AX; \
	VPAND   ((c)*const_chunkBytes)(SI)(AX*1), Y1, Y1; \
	RORXQ   $(const_chunkBits*(c)-const_vectorShift), R11, AX; \
	ANDL    $((const_subsets-1)<<const_vectorShift), AX; \
	VPAND   ((c)*const_chunkBytes)(SI)(AX*1), Y2, Y2; \
	RORXQ   $(const_chunkBits*(c)-const_vectorShift), R12, AX; \
	ANDL    $((const_subsets-1)<<const_vectorShift), AX; \
	VPAND   ((c)*const_chunkBytes)(SI)(AX*1), Y3, Y3

// LOADH loads the next four queries into BX, CX, R11 and R12.
#define LOADH \
	MOVQ    (DI), BX; \
	MOVQ    8(DI), CX; \
	MOVQ    16(DI), R11; \
	MOVQ    24(DI), R12; \
	ADDQ    $32, DI

// NEXTH counts the bits of each byte of Y0 to Y3 by their nibbles, adds
// them up (at most 32 a byte), adds each eight bytes into a word of the
// running sums, Y13, and goes on to the next four queries at label, if
// there are four more, or to single.
#define NEXTH(label) \
	BYTES4(Y0, Y1, Y2, Y3); \
	VPSADBW Y12, Y0, Y0; \
	VPADDQ  Y0, Y13, Y13; \
	CMPQ    DI, R9; \
	JB      label; \
	JMP     single

// func countQueriesHalfAVX2(table *uint64, queries []uint64, chunks int) uint64
//
// countQueriesAVX2 for a table whose vectors' upper halves hold no key, a
// group of at most 256 base keys: only the lower half of each vector, one
// register, is loaded and counted, so that a chunk of four queries takes
// four loads where the whole vectors take eight. Of 5 to 8 chunks, with
// no loop over the chunks; the table has chunks ≥ 1 parts, and queries is
// not empty.
TEXT ·countQueriesHalfAVX2(SB), NOSPLIT, $0-48
	MOVQ    table+0(FP), SI
	MOVQ    queries_base+8(FP), DI
	MOVQ    queries_len+16(FP), CX
	MOVQ    chunks+32(FP), DX
	LEAQ    (DI)(CX*8), R8        // R8: the end of the queries
	MOVQ    DX, R13
	SHLQ    $const_chunkShift, R13
	ADDQ    SI, R13               // R13: the end of the table
	VMOVDQU ·nibbleBits(SB), Y14  // Y14: the bits of each nibble
	VMOVDQU ·lowNibbles(SB), Y15  // Y15: the low nibble of each byte
	VPXOR   Y12, Y12, Y12         // Y12: zero
	VPXOR   Y13, Y13, Y13         // Y13: the running sums

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

	// Each loop starts on a line of its own.
	PCALIGN $64

five:
	LOADH
	FIRSTH
	CHUNKH(1)
	CHUNKH(2)
	CHUNKH(3)
	CHUNKH(4)
	NEXTH(five)

	PCALIGN $64

six:
	LOADH
	FIRSTH
	CHUNKH(1)
	CHUNKH(2)
	CHUNKH(3)
	CHUNKH(4)
	CHUNKH(5)
	NEXTH(six)

	PCALIGN $64

seven:
	LOADH
	FIRSTH
	CHUNKH(1)
	CHUNKH(2)
	CHUNKH(3)
	CHUNKH(4)
	CHUNKH(5)
	CHUNKH(6)
	NEXTH(seven)

	PCALIGN $64

eight:
	LOADH
	FIRSTH
	CHUNKH(1)
	CHUNKH(2)
	CHUNKH(3)
	CHUNKH(4)
	CHUNKH(5)
	CHUNKH(6)
	CHUNKH(7)
	NEXTH(eight)

	PCALIGN $64

	// Any number of chunks: a loop over them.
four:
	LOADH
	MOVQ    SI, R10               // R10: the part of the table of the chunk at hand
	VPCMPEQB Y0, Y0, Y0           // all ones, for the first chunk to AND into
	VMOVDQU Y0, Y1
	VMOVDQU Y0, Y2
	VMOVDQU Y0, Y3
	PCALIGN $64

chunkFour:
	MOVL    BX, AX
	ANDL    $(const_subsets-1), AX
	SHLL    $const_vectorShift, AX // AX: the offset of a query's subset in the part
	VPAND   (R10)(AX*1), Y0, Y0
	MOVL    CX, AX
	ANDL    $(const_subsets-1), AX
	SHLL    $const_vectorShift, AX
	VPAND   (R10)(AX*1), Y1, Y1
	MOVL    R11, AX
	ANDL    $(const_subsets-1), AX
	SHLL    $const_vectorShift, AX
	VPAND   (R10)(AX*1), Y2, Y2
	MOVL    R12, AX
	ANDL    $(const_subsets-1), AX
	SHLL    $const_vectorShift, AX
	VPAND   (R10)(AX*1), Y3, Y3
	SHRQ    $const_chunkBits, BX
	SHRQ    $const_chunkBits, CX
	SHRQ    $const_chunkBits, R11
	SHRQ    $const_chunkBits, R12
	ADDQ    $const_chunkBytes, R10
	CMPQ    R10, R13
	JB      chunkFour
	NEXTH(four)

single:
	CMPQ    DI, R8
	JAE     done
	MOVQ    (DI), BX              // BX: the query, the chunk at hand in its low bits
	ADDQ    $8, DI
	MOVL    BX, AX
	ANDL    $(const_subsets-1), AX
	SHLL    $const_vectorShift, AX
	VMOVDQU (SI)(AX*1), Y0        // Y0: the base keys that lack the query's bits so far
	LEAQ    const_chunkBytes(SI), R10 // R10: the part of the table of the next chunk

chunk:
	CMPQ    R10, R13
	JAE     sum
	SHRQ    $const_chunkBits, BX
	MOVL    BX, AX
	ANDL    $(const_subsets-1), AX
	SHLL    $const_vectorShift, AX
	VPAND   (R10)(AX*1), Y0, Y0
	ADDQ    $const_chunkBytes, R10
	JMP     chunk

sum:
	VPAND   Y15, Y0, Y2           // the low nibbles
	VPSRLW  $4, Y0, Y0
	VPAND   Y15, Y0, Y0           // the high nibbles
	VPSHUFB Y2, Y14, Y2           // their counts
	VPSHUFB Y0, Y14, Y0
	VPADDB  Y2, Y0, Y0            // the count of each byte
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
