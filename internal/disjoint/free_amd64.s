//go:build !purego

#include "textflag.h"

// func appendFreeAVX512(out *uint64, keys []uint64, mask uint64) int
//
// The keys eight at a time: one VPTESTNMQ sets a mask bit for each key
// that holds no bit of mask, VPCOMPRESSQ moves those keys to the low lanes
// of a register, which is stored whole at out, and out moves on by the
// number of mask bits. The last keys, fewer than eight, are loaded under a
// mask. keys is not empty, and out has room for eight words past the last
// key kept.
TEXT ·appendFreeAVX512(SB), NOSPLIT, $0-48
	MOVQ    out+0(FP), DI               // DI: where the next keys go
	MOVQ    keys_base+8(FP), SI         // SI: the next keys
	MOVQ    keys_len+16(FP), CX
	VPBROADCASTQ mask+32(FP), Z0        // Z0: the mask, in each lane

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
	VPTESTNMQ Z1, Z0, K1                // K1: those that hold no bit of the mask
	VPCOMPRESSQ Z1, K1, Z2
	VMOVDQU64 Z2, (DI)
	KMOVW   K1, AX
	POPCNTL AX, AX
	LEAQ    (DI)(AX*8), DI
	ADDQ    $64, SI
	JMP     eight

last:
	KORTESTW K2, K2
	JZ      done
	VMOVDQU64.Z (SI), K2, Z1            // the last keys, and zeros
	VPTESTNMQ Z1, Z0, K2, K1
	VPCOMPRESSQ Z1, K1, Z2
	VMOVDQU64 Z2, (DI)
	KMOVW   K1, AX
	POPCNTL AX, AX
	LEAQ    (DI)(AX*8), DI

done:
	SUBQ    out+0(FP), DI
	SHRQ    $3, DI
	MOVQ    DI, ret+40(FP)
	VZEROUPPER
	RET
