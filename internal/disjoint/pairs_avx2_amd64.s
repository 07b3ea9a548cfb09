//go:build !purego

#include "textflag.h"

// func countPairsAVX2(base, queries []uint64) uint64
//
// For each query: AND it with the base keys four at a time, and compare
// each word with zero, which sets it to -1 for a key that shares no bit
// with the query; subtracting that from four running sums counts it.
// len(base) is a positive multiple of 4.
TEXT ·countPairsAVX2(SB), NOSPLIT, $0-56
	MOVQ    base_base+0(FP), SI
	MOVQ    base_len+8(FP), CX
	MOVQ    queries_base+24(FP), DI
	MOVQ    queries_len+32(FP), DX
	LEAQ    (SI)(CX*8), R8        // R8: the end of the base keys
	LEAQ    (DI)(DX*8), R9        // R9: the end of the queries
	VPXOR   Y0, Y0, Y0            // Y0: zero
	VPXOR   Y3, Y3, Y3            // Y3: the running sums
	JMP     query

	// The loop over the keys starts on a line of its own, as the other
	// kernels' loops do.
	PCALIGN $64

keys:
	VPAND   (R11), Y1, Y2
	VPCMPEQQ Y0, Y2, Y2           // -1 for each key that shares no bit with the query
	VPSUBQ  Y2, Y3, Y3
	ADDQ    $32, R11
	CMPQ    R11, R8
	JB      keys

query:
	CMPQ    DI, R9
	JAE     done
	VPBROADCASTQ (DI), Y1         // Y1: the query, in each word
	ADDQ    $8, DI
	MOVQ    SI, R11               // R11: the next base keys
	JMP     keys

done:
	// Add up the four words.
	VEXTRACTI128 $1, Y3, X1
	VPADDQ  X1, X3, X3
	VPSHUFD $0x4e, X3, X1
	VPADDQ  X1, X3, X3
	VMOVQ   X3, AX
	MOVQ    AX, ret+48(FP)
	VZEROUPPER
	RET
