//go:build !purego

#include "textflag.h"

// func countQueriesAVX512(table *uint64, offsets []uint16, chunks int) uint64
//
// For each query, chunks offsets long: load the vector of 512 bits at
// table + 8*offset of its first offset, AND into it the vectors at the
// others, and add the count of its bits to eight running sums, one per
// 64-bit lane. Return the sum of the lanes. len(offsets) is a positive
// multiple of chunks, and chunks ≥ 1.
TEXT ·countQueriesAVX512(SB), NOSPLIT, $0-48
	MOVQ    table+0(FP), SI
	MOVQ    offsets_base+8(FP), DI
	MOVQ    offsets_len+16(FP), CX
	MOVQ    chunks+32(FP), DX
	LEAQ    (DI)(CX*2), R8        // R8: the end of the offsets
	LEAQ    -2(DX)(DX*1), DX      // DX: the bytes of a query's offsets after its first
	VPXORQ  Z2, Z2, Z2            // Z2: the running sums

query:
	MOVWQZX (DI), AX
	VMOVDQU64 (SI)(AX*8), Z0      // Z0: the base keys that lack the query's bits so far
	LEAQ    2(DI), R9             // R9: the next offset of the query
	ADDQ    DX, DI                // DI: the last offset of the query
	CMPQ    R9, DI
	JA      sum

chunk:
	MOVWQZX (R9), AX
	VPANDQ  (SI)(AX*8), Z0, Z0    // keep those that lack this chunk's bits too
	ADDQ    $2, R9
	CMPQ    R9, DI
	JBE     chunk

sum:
	ADDQ    $2, DI                // DI: the next query
	VPOPCNTQ Z0, Z1               // the count of bits of each lane
	VPADDQ  Z1, Z2, Z2
	CMPQ    DI, R8
	JB      query

	// Add up the eight lanes.
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
