// The body of countQueriesAVX512 (queries_amd64.s) and
// countQueriesHalfAVX512 (queries_half_amd64.s), included after the TEXT
// line of each: the including file defines V0, V1 and V2, the vector
// registers of the vector at hand, of a chunk's count and of the running
// sums (Z or Y registers), and HALVES, which adds the running sums' upper
// 256 bits to their lower (nothing for Y registers), and includes
// go_asm.h for the package's constants.

#include "chunks_amd64.h"

// NEXT counts the bits of V0 into the running sums V2, and goes on to the
// next query at label, if there is one, or to sum.
#define NEXT(label) \
	VPOPCNTQ V0, V1; \
	VPADDQ  V1, V2, V2; \
	CMPQ    DI, R8; \
	JB      label; \
	JMP     sum

	MOVQ    table+0(FP), SI
	MOVQ    queries_base+8(FP), DI
	MOVQ    queries_len+16(FP), CX
	MOVQ    chunks+32(FP), DX
	LEAQ    (DI)(CX*8), R8        // R8: the end of the queries
	VPXORQ  V2, V2, V2            // V2: the running sums
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
	VMOVDQU64 (SI)(AX*1), V0      // V0: the base keys that lack the query's bits so far
	LEAQ    const_chunkBytes(SI), R10 // R10: the part of the table of the next chunk

chunk:
	CMPQ    R10, DX
	JAE     counted
	SHRQ    $const_chunkBits, BX
	MOVL    BX, AX
	ANDL    $(const_subsets-1), AX
	SHLL    $const_vectorShift, AX
	VPANDQ  (R10)(AX*1), V0, V0   // keep those that lack this chunk's bits too
	ADDQ    $const_chunkBytes, R10
	JMP     chunk

counted:
	NEXT(query)

sum:
	// Add up the words.
	HALVES
	VEXTRACTI128 $1, Y2, X1
	VPADDQ  X1, X2, X2
	VPSHUFD $0x4e, X2, X1
	VPADDQ  X1, X2, X2
	VMOVQ   X2, AX
	MOVQ    AX, ret+40(FP)
	VZEROUPPER
	RET
