//go:build !purego

#include "go_asm.h"
#include "textflag.h"

// func countQueriesAVX512(table *uint64, queries []uint64, chunks int) uint64
//
// For each query: load the vector of its subset of the first chunk's bits,
// AND into it the vectors of its subsets of the other chunks', and add the
// count of its bits to eight running sums, one per word of the vector.
// Return the sum of the eight. A chunk is const_chunkBits bits of a query,
// the lowest first, and its part of the table const_subsets vectors of
// const_vectorBytes bytes, const_chunkBytes bytes; the table has
// chunks ≥ 1 parts, and queries is not empty. The constants come from
// disjoint.go, through go_asm.h.
//
// The keys of the join take 5 to 8 chunks (n = 16 to 25): for those, a
// loop of its own takes each chunk's vector without a loop over chunks,
// the offset of its subset cut out of the query by one rotation (RORX,
// BMI2) and one AND; other numbers of chunks loop over them.
// FIRST loads into Z0 the vector of the query in BX's subset of the first
// chunk's bits: the low const_chunkBits bits of BX, turned into an offset
// of const_vectorBytes each by rotating them left by const_vectorShift.
#define FIRST \
	RORXQ   $(64-const_vectorShift), BX, AX; \
	ANDL    $((const_subsets-1)<<const_vectorShift), AX; \
	VMOVDQU64 (SI)(AX*1), Z0

// CHUNK(c) ANDs into Z0 the vector of the query's subset of chunk c's
// bits, c ≥ 1: bits const_chunkBits*c on, rotated down to bit
// const_vectorShift, in the table's part c.
#define CHUNK(c) \
	RORXQ   $(const_chunkBits*(c)-const_vectorShift), BX, AX; \
	ANDL    $((const_subsets-1)<<const_vectorShift), AX; \
	VPANDQ  ((c)*const_chunkBytes)(SI)(AX*1), Z0, Z0

// NEXT counts the bits of Z0 into the running sums Z2, and goes on to the
// next query at label, if there is one, or to sum.
#define NEXT(label) \
	VPOPCNTQ Z0, Z1; \
	VPADDQ  Z1, Z2, Z2; \
	CMPQ    DI, R8; \
	JB      label; \
	JMP     sum

TEXT ·countQueriesAVX512(SB), NOSPLIT, $0-48
	MOVQ    table+0(FP), SI
	MOVQ    queries_base+8(FP), DI
	MOVQ    queries_len+16(FP), CX
	MOVQ    chunks+32(FP), DX
	LEAQ    (DI)(CX*8), R8        // R8: the end of the queries
	VPXORQ  Z2, Z2, Z2            // Z2: the running sums
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
	FIRST
	CHUNK(1)
	CHUNK(2)
	CHUNK(3)
	CHUNK(4)
	NEXT(five)

	PCALIGN $64

six:
	MOVQ    (DI), BX
	ADDQ    $8, DI
	FIRST
	CHUNK(1)
	CHUNK(2)
	CHUNK(3)
	CHUNK(4)
	CHUNK(5)
	NEXT(six)

	PCALIGN $64

seven:
	MOVQ    (DI), BX
	ADDQ    $8, DI
	FIRST
	CHUNK(1)
	CHUNK(2)
	CHUNK(3)
	CHUNK(4)
	CHUNK(5)
	CHUNK(6)
	NEXT(seven)

	PCALIGN $64

eight:
	MOVQ    (DI), BX
	ADDQ    $8, DI
	FIRST
	CHUNK(1)
	CHUNK(2)
	CHUNK(3)
	CHUNK(4)
	CHUNK(5)
	CHUNK(6)
	CHUNK(7)
	NEXT(eight)

	PCALIGN $64

	// Any number of chunks: a loop over them.
query:
	MOVQ    (DI), BX              // BX: the query, the chunk at hand in its low bits
	ADDQ    $8, DI
	MOVL    BX, AX
	ANDL    $(const_subsets-1), AX
	SHLL    $const_vectorShift, AX // AX: the offset of the chunk's subset in its part
	VMOVDQU64 (SI)(AX*1), Z0      // Z0: the base keys that lack the query's bits so far
	LEAQ    const_chunkBytes(SI), R10 // R10: the part of the table of the next chunk

chunk:
	CMPQ    R10, DX
	JAE     counted
	SHRQ    $const_chunkBits, BX
	MOVL    BX, AX
	ANDL    $(const_subsets-1), AX
	SHLL    $const_vectorShift, AX
	VPANDQ  (R10)(AX*1), Z0, Z0   // keep those that lack this chunk's bits too
	ADDQ    $const_chunkBytes, R10
	JMP     chunk

counted:
	NEXT(query)

sum:
	// Add up the eight words.
	VEXTRACTI64X4 $1, Z2, Y1
	VPADDQ  Y1, Y2, Y2
	VEXTRACTI128 $1, Y2, X1
	VPADDQ  X1, X2, X2
	VPSHUFD $0x4e, X2, X1
	VPADDQ  X1, X2, X2
	VMOVQ   X2, AX
	MOVQ    AX, ret+40(FP)
	VZEROUPPER
	RET
