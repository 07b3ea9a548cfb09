//go:build !purego

#include "textflag.h"

// func countPairsNEON(base, queries []uint64) uint64
//
// countPairsGo in NEON (ASIMD) instructions. For each query: copy it into
// both words of V8, and test it against the base keys eight at a time,
// four registers of two: VCMTST sets a word to all ones, -1, where the key
// shares a bit with the query, and four running sums V0 to V3 add those
// up. The pairs that share no bit are all the pairs, less the -1s summed.
// len(base) is a positive multiple of 8.
TEXT ·countPairsNEON(SB), NOSPLIT, $0-56
	MOVD    base_base+0(FP), R0
	MOVD    base_len+8(FP), R1
	MOVD    queries_base+24(FP), R2
	MOVD    queries_len+32(FP), R3
	MUL     R1, R3, R4            // R4: the number of pairs
	ADD     R1<<3, R0, R1         // R1: the end of the base keys
	ADD     R3<<3, R2, R3         // R3: the end of the queries
	VEOR    V0.B16, V0.B16, V0.B16
	VEOR    V1.B16, V1.B16, V1.B16
	VEOR    V2.B16, V2.B16, V2.B16
	VEOR    V3.B16, V3.B16, V3.B16

query:
	CMP     R3, R2
	BHS     done
	MOVD.P  8(R2), R5
	VDUP    R5, V8.D2             // V8: the query, in both words
	MOVD    R0, R6                // R6: the next base keys

keys:
	VLD1.P  64(R6), [V4.D2, V5.D2, V6.D2, V7.D2]
	VCMTST  V8.D2, V4.D2, V4.D2
	VCMTST  V8.D2, V5.D2, V5.D2
	VCMTST  V8.D2, V6.D2, V6.D2
	VCMTST  V8.D2, V7.D2, V7.D2
	VADD    V4.D2, V0.D2, V0.D2
	VADD    V5.D2, V1.D2, V1.D2
	VADD    V6.D2, V2.D2, V2.D2
	VADD    V7.D2, V3.D2, V3.D2
	CMP     R1, R6
	BLO     keys
	B       query

done:
	VADD    V1.D2, V0.D2, V0.D2
	VADD    V3.D2, V2.D2, V2.D2
	VADD    V2.D2, V0.D2, V0.D2
	VMOV    V0.D[0], R5
	VMOV    V0.D[1], R6
	ADD     R5, R4, R4
	ADD     R6, R4, R4
	MOVD    R4, ret+48(FP)
	RET
