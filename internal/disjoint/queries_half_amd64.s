//go:build !purego

#include "go_asm.h"
#include "textflag.h"

// func countQueriesHalfAVX512(table *uint64, queries []uint64, chunks int) uint64
//
// countQueriesAVX512 (queries_amd64.s) for a group of at most 256 base
// keys, the first half of each vector: the same table and loops, each
// load, AND and count on the vectors' low 256 bits alone, in Y registers
// (AVX512VL). A processor that loads two of those a cycle, or one vector
// of 512 bits, counts the queries of a group's last few keys in half the
// time. The other 256 bits of each vector hold no key, so the count is
// countQueriesGo's.

// HFIRST, HCHUNK and HNEXT are FIRST, CHUNK and NEXT of queries_amd64.s
// on Y0 to Y2.
#define HFIRST \
	RORXQ   $(64-const_vectorShift), BX, AX; \
	ANDL    $((const_subsets-1)<<const_vectorShift), AX; \
	VMOVDQU64 (SI)(AX*1), Y0

#define HCHUNK(c) \
	RORXQ   $(const_chunkBits*(c)-const_vectorShift), BX, AX; \
	ANDL    $((const_subsets-1)<<const_vectorShift), AX; \
	VPANDQ  ((c)*const_chunkBytes)(SI)(AX*1), Y0, Y0

#define HNEXT(label) \
	VPOPCNTQ Y0, Y1; \
	VPADDQ  Y1, Y2, Y2; \
	CMPQ    DI, R8; \
	JB      label; \
	JMP     sum

TEXT ·countQueriesHalfAVX512(SB), NOSPLIT, $0-48
	MOVQ    table+0(FP), SI
	MOVQ    queries_base+8(FP), DI
	MOVQ    queries_len+16(FP), CX
	MOVQ    chunks+32(FP), DX
	LEAQ    (DI)(CX*8), R8        // R8: the end of the queries
	VPXORQ  Y2, Y2, Y2            // Y2: the running sums
	CMPQ    DX, $5
	JEQ     five
	CMPQ    DX, $6
	JEQ     six
	CMPQ    DX, $7
	JEQ     seven
	CMPQ    DX, $8
	JEQ     eight
	SHLQ    $const_chunkShift, DX
	ADDQ    SI, DX                // DX: the end of the table
	JMP     query

	// Each loop on a line of its own: where it starts decides how fast
	// the processor runs it, by a quarter on some, so it is not left to
	// where the linker happens to put the function.
	PCALIGN $64

five:
	MOVQ    (DI), BX              // BX: the query
	ADDQ    $8, DI
	HFIRST
	HCHUNK(1)
	HCHUNK(2)
	HCHUNK(3)
	HCHUNK(4)
	HNEXT(five)

	PCALIGN $64

six:
	MOVQ    (DI), BX
	ADDQ    $8, DI
	HFIRST
	HCHUNK(1)
	HCHUNK(2)
	HCHUNK(3)
	HCHUNK(4)
	HCHUNK(5)
	HNEXT(six)

	PCALIGN $64

seven:
	MOVQ    (DI), BX
	ADDQ    $8, DI
	HFIRST
	HCHUNK(1)
	HCHUNK(2)
	HCHUNK(3)
	HCHUNK(4)
	HCHUNK(5)
	HCHUNK(6)
	HNEXT(seven)

	PCALIGN $64

eight:
	MOVQ    (DI), BX
	ADDQ    $8, DI
	HFIRST
	HCHUNK(1)
	HCHUNK(2)
	HCHUNK(3)
	HCHUNK(4)
	HCHUNK(5)
	HCHUNK(6)
	HCHUNK(7)
	HNEXT(eight)

	PCALIGN $64

	// Any number of chunks: a loop over them.
query:
	MOVQ    (DI), BX              // BX: the query, the chunk at hand in its low bits
	ADDQ    $8, DI
	MOVL    BX, AX
	ANDL    $(const_subsets-1), AX
	SHLL    $const_vectorShift, AX // AX: the offset of the chunk's subset in its part
	VMOVDQU64 (SI)(AX*1), Y0      // Y0: the base keys that lack the query's bits so far
	LEAQ    const_chunkBytes(SI), R10 // R10: the part of the table of the next chunk

chunk:
	CMPQ    R10, DX
	JAE     counted
	SHRQ    $const_chunkBits, BX
	MOVL    BX, AX
	ANDL    $(const_subsets-1), AX
	SHLL    $const_vectorShift, AX
	VPANDQ  (R10)(AX*1), Y0, Y0   // keep those that lack this chunk's bits too
	ADDQ    $const_chunkBytes, R10
	JMP     chunk

counted:
	HNEXT(query)

sum:
	// Add up the four words.
	VEXTRACTI128 $1, Y2, X1
	VPADDQ  X1, X2, X2
	VPSHUFD $0x4e, X2, X1
	VPADDQ  X1, X2, X2
	VMOVQ   X2, AX
	MOVQ    AX, ret+40(FP)
	VZEROUPPER
	RET
