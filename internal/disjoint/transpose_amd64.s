//go:build !purego

#include "textflag.h"

// The byte permutations of transposeAVX512 (transpose_amd64.s), by VPERMB:
// destination byte i takes source byte index[i].
//
// gatherBytes: byte 8j+7-m takes byte 8m+j, so that the eight keys of a
// register lay their bytes j side by side in qword j, the last key first.
DATA gatherBytes<>+0(SB)/8, $0x0008101820283038
DATA gatherBytes<>+8(SB)/8, $0x0109111921293139
DATA gatherBytes<>+16(SB)/8, $0x020a121a222a323a
DATA gatherBytes<>+24(SB)/8, $0x030b131b232b333b
DATA gatherBytes<>+32(SB)/8, $0x040c141c242c343c
DATA gatherBytes<>+40(SB)/8, $0x050d151d252d353d
DATA gatherBytes<>+48(SB)/8, $0x060e161e262e363e
DATA gatherBytes<>+56(SB)/8, $0x070f171f272f373f
GLOBL gatherBytes<>(SB), RODATA|NOPTR, $64

// spreadBytes: byte 8t+k takes byte 8p(k)+t, where p(k) is the qword in
// which the qword transpose left the bits of keys 8k to 8k+7: 0, 1, 4, 5,
// 2, 3, 6, 7 for k = 0 to 7.
DATA spreadBytes<>+0(SB)/8, $0x3830181028200800
DATA spreadBytes<>+8(SB)/8, $0x3931191129210901
DATA spreadBytes<>+16(SB)/8, $0x3a321a122a220a02
DATA spreadBytes<>+24(SB)/8, $0x3b331b132b230b03
DATA spreadBytes<>+32(SB)/8, $0x3c341c142c240c04
DATA spreadBytes<>+40(SB)/8, $0x3d351d152d250d05
DATA spreadBytes<>+48(SB)/8, $0x3e361e162e260e06
DATA spreadBytes<>+56(SB)/8, $0x3f371f172f270f07
GLOBL spreadBytes<>(SB), RODATA|NOPTR, $64

// func transposeAVX512(a *[64]uint64)
//
// transpose, the 64×64 bit matrix of a in place, in 64 instructions:
//
//  1. Z0 to Z7 hold the rows (keys) 8k to 8k+7. VPERMB gatherBytes puts
//     byte j of the eight keys in qword j, the last key's first: an 8×8
//     bit matrix of rows 8k..8k+7 and columns 8j..8j+7.
//  2. VGF2P8AFFINEQB takes each qword as the matrix of an affine map and
//     maps the bytes 1<<t through it: bit b of byte t of the result is bit
//     t of the matrix's byte 7-b, key 8k+b. Each qword is now its matrix
//     transposed: byte t holds bit 8j+t of the eight keys.
//  3. Three rounds of VSHUFI64X2 and VPUNPCK[LH]QDQ transpose the 8×8
//     qwords of the registers: Z_j now holds the qwords j of every k.
//  4. VPERMB spreadBytes sorts each Z_j's bytes by t, then k: its qword t
//     is bit 8j+t of all 64 keys, row 8j+t of the transposed matrix.
TEXT ·transposeAVX512(SB), NOSPLIT, $0-8
	MOVQ    a+0(FP), DI
	VMOVDQU64 gatherBytes<>(SB), Z8
	VMOVDQU64 spreadBytes<>(SB), Z9
	MOVQ    $0x8040201008040201, AX
	VPBROADCASTQ AX, Z10                // Z10: the bytes 1<<t, t = 0 to 7

	VMOVDQU64 0(DI), Z0
	VMOVDQU64 64(DI), Z1
	VMOVDQU64 128(DI), Z2
	VMOVDQU64 192(DI), Z3
	VMOVDQU64 256(DI), Z4
	VMOVDQU64 320(DI), Z5
	VMOVDQU64 384(DI), Z6
	VMOVDQU64 448(DI), Z7

	// 1 and 2: each 8×8 block of bits transposed in place.
	VPERMB  Z0, Z8, Z0
	VPERMB  Z1, Z8, Z1
	VPERMB  Z2, Z8, Z2
	VPERMB  Z3, Z8, Z3
	VPERMB  Z4, Z8, Z4
	VPERMB  Z5, Z8, Z5
	VPERMB  Z6, Z8, Z6
	VPERMB  Z7, Z8, Z7
	VGF2P8AFFINEQB $0, Z0, Z10, Z0
	VGF2P8AFFINEQB $0, Z1, Z10, Z1
	VGF2P8AFFINEQB $0, Z2, Z10, Z2
	VGF2P8AFFINEQB $0, Z3, Z10, Z3
	VGF2P8AFFINEQB $0, Z4, Z10, Z4
	VGF2P8AFFINEQB $0, Z5, Z10, Z5
	VGF2P8AFFINEQB $0, Z6, Z10, Z6
	VGF2P8AFFINEQB $0, Z7, Z10, Z7

	// 3: the qwords transposed. Registers k and k+4 swap their high and
	// low 256 bits,
	VSHUFI64X2 $0x44, Z4, Z0, Z11
	VSHUFI64X2 $0xee, Z4, Z0, Z4
	VSHUFI64X2 $0x44, Z5, Z1, Z12
	VSHUFI64X2 $0xee, Z5, Z1, Z5
	VSHUFI64X2 $0x44, Z6, Z2, Z13
	VSHUFI64X2 $0xee, Z6, Z2, Z6
	VSHUFI64X2 $0x44, Z7, Z3, Z14
	VSHUFI64X2 $0xee, Z7, Z3, Z7
	// registers k and k+2 their odd and even 128 bits,
	VSHUFI64X2 $0x88, Z13, Z11, Z0
	VSHUFI64X2 $0xdd, Z13, Z11, Z2
	VSHUFI64X2 $0x88, Z14, Z12, Z1
	VSHUFI64X2 $0xdd, Z14, Z12, Z3
	VSHUFI64X2 $0x88, Z6, Z4, Z11
	VSHUFI64X2 $0xdd, Z6, Z4, Z13
	VSHUFI64X2 $0x88, Z7, Z5, Z12
	VSHUFI64X2 $0xdd, Z7, Z5, Z14
	// and registers k and k+1 their odd and even qwords.
	VPUNPCKLQDQ Z1, Z0, Z4
	VPUNPCKHQDQ Z1, Z0, Z5
	VPUNPCKLQDQ Z3, Z2, Z6
	VPUNPCKHQDQ Z3, Z2, Z7
	VPUNPCKLQDQ Z12, Z11, Z15
	VPUNPCKHQDQ Z12, Z11, Z16
	VPUNPCKLQDQ Z14, Z13, Z17
	VPUNPCKHQDQ Z14, Z13, Z18

	// 4: each register's bytes in the order of the rows, stored.
	VPERMB  Z4, Z9, Z4
	VPERMB  Z5, Z9, Z5
	VPERMB  Z6, Z9, Z6
	VPERMB  Z7, Z9, Z7
	VPERMB  Z15, Z9, Z15
	VPERMB  Z16, Z9, Z16
	VPERMB  Z17, Z9, Z17
	VPERMB  Z18, Z9, Z18
	VMOVDQU64 Z4, 0(DI)
	VMOVDQU64 Z5, 64(DI)
	VMOVDQU64 Z6, 128(DI)
	VMOVDQU64 Z7, 192(DI)
	VMOVDQU64 Z15, 256(DI)
	VMOVDQU64 Z16, 320(DI)
	VMOVDQU64 Z17, 384(DI)
	VMOVDQU64 Z18, 448(DI)
	VZEROUPPER
	RET
