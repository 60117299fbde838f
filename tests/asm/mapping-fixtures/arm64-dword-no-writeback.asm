uat_cmpxchg_dword_16_relaxed:
	mov x6, x0
	ldxp x0, x1, [x6]
	cmp x0, x2
	ccmp x1, x3, #0x0, eq
	b.ne .L8
	stxp w7, x4, x5, [x6]
	cbnz w7, .L1
	b .L10
	nop
	cbnz w7, .L1
	ret

uat_cmpxchg_dword_16_acquire:
	mov x6, x0
	ldaxp x0, x1, [x6]
	cmp x0, x2
	ccmp x1, x3, #0x0, eq
	b.ne .L8
	stxp w7, x4, x5, [x6]
	cbnz w7, .L1
	b .L10
	nop
	cbnz w7, .L1
	ret

uat_cmpxchg_dword_16_release:
	mov x6, x0
	ldxp x0, x1, [x6]
	cmp x0, x2
	ccmp x1, x3, #0x0, eq
	b.ne .L8
	stlxp w7, x4, x5, [x6]
	cbnz w7, .L1
	b .L10
	nop
	cbnz w7, .L1
	ret

uat_cmpxchg_dword_16_acq_rel:
	mov x6, x0
	ldaxp x0, x1, [x6]
	cmp x0, x2
	ccmp x1, x3, #0x0, eq
	b.ne .L8
	stlxp w7, x4, x5, [x6]
	cbnz w7, .L1
	b .L10
	nop
	cbnz w7, .L1
	ret

uat_cmpxchg_dword_16_seq_cst:
	mov x6, x0
	ldaxp x0, x1, [x6]
	cmp x0, x2
	ccmp x1, x3, #0x0, eq
	b.ne .L8
	stlxp w7, x4, x5, [x6]
	cbnz w7, .L1
	b .L10
	nop
	cbnz w7, .L1
	ret

uat_cmpxchg_dword_16_seq_cst_fence_sc:
	mov x6, x0
	ldaxp x0, x1, [x6]
	cmp x0, x2
	ccmp x1, x3, #0x0, eq
	b.ne .L8
	stlxp w7, x4, x5, [x6]
	cbnz w7, .L1
	b .L10
	nop
	cbnz w7, .L1
	b.ne .L12
	dmb ish
	ret

uat_cmpxchg_dword_16_seq_cst_fence:
	mov x6, x0
	ldxp x0, x1, [x6]
	cmp x0, x2
	ccmp x1, x3, #0x0, eq
	b.ne .L8
	stlxp w7, x4, x5, [x6]
	cbnz w7, .L1
	b .L10
	nop
	cbnz w7, .L1
	b.eq .L21
	dmb ish
	ldxp x0, x1, [x6]
	cmp x0, x2
	ccmp x1, x3, #0x0, eq
	b.ne .L19
	stlxp w7, x4, x5, [x6]
	cbnz w7, .L12
	b .L21
	nop
	cbnz w7, .L12
	dmb ish
	ret

uat_try_cmpxchg_dword_16_relaxed:
	ldxp x1, x6, [x0]
	cmp x1, x2
	ccmp x6, x3, #0x0, eq
	b.ne .L7
	stxp w7, x4, x5, [x0]
	cbnz w7, .L0
	b .L9
	nop
	cbnz w7, .L0
	cset w0, eq
	ret

uat_try_cmpxchg_dword_16_acquire:
	ldaxp x1, x6, [x0]
	cmp x1, x2
	ccmp x6, x3, #0x0, eq
	b.ne .L7
	stxp w7, x4, x5, [x0]
	cbnz w7, .L0
	b .L9
	nop
	cbnz w7, .L0
	cset w0, eq
	ret

uat_try_cmpxchg_dword_16_release:
	ldxp x1, x6, [x0]
	cmp x1, x2
	ccmp x6, x3, #0x0, eq
	b.ne .L7
	stlxp w7, x4, x5, [x0]
	cbnz w7, .L0
	b .L9
	nop
	cbnz w7, .L0
	cset w0, eq
	ret

uat_try_cmpxchg_dword_16_acq_rel:
	ldaxp x1, x6, [x0]
	cmp x1, x2
	ccmp x6, x3, #0x0, eq
	b.ne .L7
	stlxp w7, x4, x5, [x0]
	cbnz w7, .L0
	b .L9
	nop
	cbnz w7, .L0
	cset w0, eq
	ret

uat_try_cmpxchg_dword_16_seq_cst:
	ldaxp x1, x6, [x0]
	cmp x1, x2
	ccmp x6, x3, #0x0, eq
	b.ne .L7
	stlxp w7, x4, x5, [x0]
	cbnz w7, .L0
	b .L9
	nop
	cbnz w7, .L0
	cset w0, eq
	ret

uat_try_cmpxchg_dword_16_seq_cst_fence_sc:
	ldaxp x1, x6, [x0]
	cmp x1, x2
	ccmp x6, x3, #0x0, eq
	b.ne .L7
	stlxp w7, x4, x5, [x0]
	cbnz w7, .L0
	b .L9
	nop
	cbnz w7, .L0
	cset w0, eq
	b.ne .L12
	dmb ish
	ret

uat_try_cmpxchg_dword_16_seq_cst_fence:
	ldxp x1, x6, [x0]
	cmp x1, x2
	ccmp x6, x3, #0x0, eq
	b.ne .L7
	stlxp w7, x4, x5, [x0]
	cbnz w7, .L0
	b .L9
	nop
	cbnz w7, .L0
	b.eq .L23
	dmb ish
	ldxp x1, x6, [x0]
	cmp x1, x2
	ccmp x6, x3, #0x0, eq
	b.ne .L18
	stlxp w7, x4, x5, [x0]
	cbnz w7, .L11
	b .L20
	nop
	cbnz w7, .L11
	cset w0, eq
	dmb ish
	ret
	mov w0, #0x1
	dmb ish
	ret

uat_load_dword_16_relaxed:
	mov x2, #0x0
	mov x3, x0
	ldxp x0, x1, [x3]
	cmp x0, x2
	ccmp x1, x2, #0x0, eq
	b.ne .L9
	stxp w4, x2, x2, [x3]
	cbnz w4, .L2
	b .L11
	nop
	cbnz w4, .L2
	ret

uat_load_dword_16_consume:
	mov x2, #0x0
	mov x3, x0
	ldaxp x0, x1, [x3]
	cmp x0, x2
	ccmp x1, x2, #0x0, eq
	b.ne .L9
	stxp w4, x2, x2, [x3]
	cbnz w4, .L2
	b .L11
	nop
	cbnz w4, .L2
	ret

uat_load_dword_16_acquire:
	mov x2, #0x0
	mov x3, x0
	ldaxp x0, x1, [x3]
	cmp x0, x2
	ccmp x1, x2, #0x0, eq
	b.ne .L9
	stxp w4, x2, x2, [x3]
	cbnz w4, .L2
	b .L11
	nop
	cbnz w4, .L2
	ret

uat_load_dword_16_seq_cst:
	mov x2, #0x0
	mov x3, x0
	ldaxp x0, x1, [x3]
	cmp x0, x2
	ccmp x1, x2, #0x0, eq
	b.ne .L9
	stlxp w4, x2, x2, [x3]
	cbnz w4, .L2
	b .L11
	nop
	cbnz w4, .L2
	ret

uat_load_dword_16_seq_cst_fence:
	mov x3, x0
	dmb ish
	mov x2, #0x0
	ldxp x0, x1, [x3]
	cmp x0, x2
	ccmp x1, x2, #0x0, eq
	b.ne .L10
	stxp w4, x2, x2, [x3]
	cbnz w4, .L3
	b .L12
	nop
	cbnz w4, .L3
	dmb ish
	ret

