//go:build !purego

#include "textflag.h"

// func patternsAVX512(order *uint8, keys []uint64, r0, r1 uint, table *[64]uint8)
//
// patternsGo, eight keys at a time: each key's three bits from r0 on and
// three from r1 on, shifted and cut in its lane, make a number below 64 in
// the lane's low byte, which VPERMB maps through table; VPMOVQB stores the
// eight low bytes at order. The last keys, fewer than eight, are loaded
// and stored under a mask. keys is not empty.
TEXT ·patternsAVX512(SB), NOSPLIT, $0-56
	MOVQ    order+0(FP), DI             // DI: where the next patterns go
	MOVQ    keys_base+8(FP), SI         // SI: the next keys
	MOVQ    keys_len+16(FP), CX
	MOVQ    r0+32(FP), AX
	VMOVQ   AX, X4                      // X4: how far the first run shifts down
	MOVQ    r1+40(FP), AX
	VMOVQ   AX, X5                      // X5: how far the second run shifts down
	MOVQ    table+48(FP), AX
	VMOVDQU64 (AX), Z6                  // Z6: the table
	MOVQ    $7, AX
	VPBROADCASTQ AX, Z7                 // Z7: a run's three bits

	// K2: the lanes of the last keys, fewer than eight; R8: the end of
	// the keys before them.
	MOVQ    CX, DX
	ANDQ    $~7, DX
	LEAQ    (SI)(DX*8), R8
	ANDQ    $7, CX
	MOVL    $1, AX
	SHLL    CX, AX
	DECL    AX
	KMOVW   AX, K2

eight:
	CMPQ    SI, R8
	JAE     last
	VMOVDQU64 (SI), Z1                  // Z1: eight keys
	ADDQ    $64, SI
	KXNORW  K1, K1, K1                  // K1: all eight lanes

keys:
	VPSRLQ  X4, Z1, Z2
	VPANDQ  Z7, Z2, Z2                  // Z2: the first run's bits
	VPSRLQ  X5, Z1, Z3
	VPANDQ  Z7, Z3, Z3
	VPSLLQ  $3, Z3, Z3                  // Z3: the second run's, above them
	VPORQ   Z3, Z2, Z2                  // Z2: each lane's number, in its low byte
	VPERMB  Z6, Z2, Z2                  // its pattern, in the same byte
	VPMOVQB Z2, K1, (DI)
	ADDQ    $8, DI
	JMP     eight

last:
	KORTESTW K2, K2
	JZ      done
	VMOVDQU64.Z (SI), K2, Z1            // the last keys, and zeros
	KMOVW   K2, K1                      // K1: their lanes
	KXORW   K2, K2, K2                  // and none after them
	JMP     keys

done:
	VZEROUPPER
	RET
