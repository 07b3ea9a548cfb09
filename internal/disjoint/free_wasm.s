//go:build !purego

#include "go_asm.h"
#include "textflag.h"
#include "keys_wasm.h"

// func appendFreeWasm(out *uint64, keys []uint64, mask uint64, f *Fold) int
//
// For each of the keys it writes the key folded by f at out, and moves
// out on one word where the key holds no bit of mask; it returns the keys
// kept. It keeps them first, with no branch, which the processor could
// not predict, and then folds those it kept: most are not. R0: where the
// next key goes; R1: the next key, then the next to fold; R2: past the
// last key; R3: the key; R4: mask; R5 to R13: the moves of f.
TEXT ·appendFreeWasm(SB), NOSPLIT, $0-56
	I64Load out+0(FP)
	Set R0
	I64Load keys_base+8(FP)
	Tee R1
	I64Load keys_len+16(FP)
	I64Const $3
	I64Shl
	I64Add
	Set R2
	I64Load mask+32(FP)
	Set R4

	Block
		// No keys: none kept.
		Get R1
		Get R2
		I64GeU
		BrIf $0

		Loop
			Get R1
			I32WrapI64
			I64Load $0
			Set R3

			Get R0
			I32WrapI64
			Get R3
			I64Store $0

			Get R3
			Get R4
			I64And
			KEEP

			Get R1
			I64Const $8
			I64Add
			Tee R1
			Get R2
			I64LtU
			BrIf $0
		End
	End

	I64Load f+40(FP)
	Set R3
	LOADFOLD
	I64Load out+0(FP)
	Set R1
	Block
		Loop
			Get R1
			Get R0
			I64GeU
			BrIf $1
			Get R1
			I32WrapI64
			I64Load $0
			Set R3
			Get R1
			I32WrapI64
			FOLD
			I64Store $0
			Get R1
			I64Const $8
			I64Add
			Set R1
			Br $0
		End
	End

	KEPT(out+0(FP), ret+48(FP))
	RET

// func appendPartsWasm(words, parts *uint64, entries []uint64, forbid uint64, low, high, width uint, f *Fold) int
//
// For each of the entries it writes the entry at words and its part,
// folded by f, at the same place of parts, and moves both on one word
// where the entry holds no bit of forbid; it returns the entries kept.
// The part is the entry's low 32 bits shifted right by low < 64, ORed
// with its high 32 bits shifted right by high < 32, cut to width < 32
// bits and shifted left by width: the entry shifted right by 32+high,
// left by width, and cut to width bits from bit width on. It keeps the
// entries first, with no branch, and then makes the parts of those it
// kept. R0: where the next word goes; R1: from there to its part; R2: the
// next entry, then the next word kept; R3: the entry's part; R4: past the
// last entry; R5 to R13: the moves of f; R14: the entry; R15: forbid,
// then 32+high; F16: the cut, as the bits of a float64.
TEXT ·appendPartsWasm(SB), NOSPLIT, $0-88
	I64Load words+0(FP)
	Set R0
	I64Load parts+8(FP)
	I64Load words+0(FP)
	I64Sub
	Set R1
	I64Load entries_base+16(FP)
	Tee R2
	I64Load entries_len+24(FP)
	I64Const $3
	I64Shl
	I64Add
	Set R4
	I64Load forbid+40(FP)
	Set R15

	Block
		// No entries: none kept.
		Get R2
		Get R4
		I64GeU
		BrIf $0

		Loop
			Get R2
			I32WrapI64
			I64Load $0
			Set R14

			Get R0
			I32WrapI64
			Get R14
			I64Store $0

			Get R14
			Get R15
			I64And
			KEEP

			Get R2
			I64Const $8
			I64Add
			Tee R2
			Get R4
			I64LtU
			BrIf $0
		End
	End

	I64Load high+56(FP)
	I64Const $32
	I64Add
	Set R15
	I64Const $1
	I64Load width+64(FP)
	I64Shl
	I64Const $1
	I64Sub
	I64Load width+64(FP)
	I64Shl
	F64ReinterpretI64
	Set F16
	I64Load f+72(FP)
	Set R3
	LOADFOLD
	I64Load words+0(FP)
	Set R2
	Block
		Loop
			Get R2
			Get R0
			I64GeU
			BrIf $1
			Get R2
			I32WrapI64
			I64Load $0
			Set R14

			Get R14
			I64Const $0xffffffff
			I64And
			I64Load low+48(FP)
			I64ShrU
			Get R14
			Get R15
			I64ShrU
			I64Load width+64(FP)
			I64Shl
			Get F16
			I64ReinterpretF64
			I64And
			I64Or
			Set R3

			Get R2
			Get R1
			I64Add
			I32WrapI64
			FOLD
			I64Store $0

			Get R2
			I64Const $8
			I64Add
			Set R2
			Br $0
		End
	End

	KEPT(words+0(FP), ret+80(FP))
	RET
