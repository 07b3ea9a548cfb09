//go:build !purego

#include "textflag.h"

// func countPairsAVX512(base, queries []uint64) uint64
//
// For each query: compare it with the base keys eight at a time, one
// VPTESTNMQ setting a mask bit for each key that shares no bit with it,
// and add the number of mask bits to the count. len(base) is a positive
// multiple of 8.
TEXT ·countPairsAVX512(SB), NOSPLIT, $0-56
	MOVQ    base_base+0(FP), SI
	MOVQ    base_len+8(FP), CX
	MOVQ    queries_base+24(FP), DI
	MOVQ    queries_len+32(FP), DX
	LEAQ    (SI)(CX*8), R8        // R8: the end of the base keys
	LEAQ    (DI)(DX*8), R9        // R9: the end of the queries
	XORQ    R10, R10              // R10: the count

query:
	CMPQ    DI, R9
	JAE     done
	VPBROADCASTQ (DI), Z1         // Z1: the query, in each word
	ADDQ    $8, DI
	MOVQ    SI, R11               // R11: the next base keys

keys:
	VPTESTNMQ (R11), Z1, K1       // K1: the keys that share no bit with the query
	KMOVB   K1, AX
	POPCNTL AX, AX
	ADDQ    AX, R10
	ADDQ    $64, R11
	CMPQ    R11, R8
	JB      keys
	JMP     query

done:
	MOVQ    R10, ret+48(FP)
	VZEROUPPER
	RET
