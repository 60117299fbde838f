uat_load_1_relaxed:
	save %sp, -176, %sp
	ldub [ %i0 ], %i0
	return %i7 + 8
	nop

uat_load_1_consume:
	save %sp, -176, %sp
	ldub [ %i0 ], %i0
	return %i7 + 8
	nop

uat_load_1_acquire:
	save %sp, -176, %sp
	ldub [ %i0 ], %i0
	return %i7 + 8
	and %o0, 0xff, %o0

uat_load_1_seq_cst:
	save %sp, -176, %sp
	ldub [ %i0 ], %i0
	return %i7 + 8
	and %o0, 0xff, %o0

uat_load_1_seq_cst_fence:
	save %sp, -176, %sp
	b %xcc, .L3
	membar #StoreLoad
	ldub [ %i0 ], %i0
	b %xcc, .L6
	membar #StoreLoad
	return %i7 + 8
	and %o0, 0xff, %o0

uat_store_1_relaxed:
	save %sp, -176, %sp
	stb %i1, [ %i0 ]
	return %i7 + 8
	nop

uat_store_1_release:
	save %sp, -176, %sp
	stb %i1, [ %i0 ]
	return %i7 + 8
	nop

uat_store_1_seq_cst:
	save %sp, -176, %sp
	stb %i1, [ %i0 ]
	b %xcc, .L4
	membar #StoreLoad
	return %i7 + 8
	nop

uat_store_1_seq_cst_fence:
	save %sp, -176, %sp
	stb %i1, [ %i0 ]
	b %xcc, .L4
	membar #StoreLoad
	return %i7 + 8
	nop

uat_cmpxchg_1_relaxed:
	save %sp, -176, %sp
	xnor %g0, %i0, %i5
	mov 0xff, %g5
	and %i0, -4, %i0
	and %i5, 3, %i5
	sll %i5, 3, %i5
	sll %g5, %i5, %g5
	sll %i1, %i5, %i1
	sll %i2, %i5, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g5, %g4
	b %xcc, .L17
	and %g3, %g4, %g3
	cmp %g3, %g2
	be,a,pn %icc, .L24
	and %g5, %g1, %i0
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i1, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L13
	and %g4, %g1, %g2
	and %g5, %g1, %i0
	srl %i0, %i5, %i0
	return %i7 + 8
	and %o0, 0xff, %o0

uat_cmpxchg_1_acquire:
	save %sp, -176, %sp
	xnor %g0, %i0, %i5
	mov 0xff, %g5
	and %i0, -4, %i0
	and %i5, 3, %i5
	sll %i5, 3, %i5
	sll %g5, %i5, %g5
	sll %i1, %i5, %i1
	sll %i2, %i5, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g5, %g4
	b %xcc, .L17
	and %g3, %g4, %g3
	cmp %g3, %g2
	be,a,pn %icc, .L24
	and %g5, %g1, %i0
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i1, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L13
	and %g4, %g1, %g2
	and %g5, %g1, %i0
	srl %i0, %i5, %i0
	return %i7 + 8
	and %o0, 0xff, %o0

uat_cmpxchg_1_release:
	save %sp, -176, %sp
	xnor %g0, %i0, %i5
	mov 0xff, %g5
	and %i0, -4, %i0
	and %i5, 3, %i5
	sll %i5, 3, %i5
	sll %g5, %i5, %g5
	sll %i1, %i5, %i1
	sll %i2, %i5, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g5, %g4
	b %xcc, .L17
	and %g3, %g4, %g3
	cmp %g3, %g2
	be,a,pn %icc, .L24
	and %g5, %g1, %i0
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i1, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L13
	and %g4, %g1, %g2
	and %g5, %g1, %i0
	srl %i0, %i5, %i0
	return %i7 + 8
	and %o0, 0xff, %o0

uat_cmpxchg_1_acq_rel:
	save %sp, -176, %sp
	xnor %g0, %i0, %i5
	mov 0xff, %g5
	and %i0, -4, %i0
	and %i5, 3, %i5
	sll %i5, 3, %i5
	sll %g5, %i5, %g5
	sll %i1, %i5, %i1
	sll %i2, %i5, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g5, %g4
	b %xcc, .L17
	and %g3, %g4, %g3
	cmp %g3, %g2
	be,a,pn %icc, .L24
	and %g5, %g1, %i0
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i1, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L13
	and %g4, %g1, %g2
	and %g5, %g1, %i0
	srl %i0, %i5, %i0
	return %i7 + 8
	and %o0, 0xff, %o0

uat_cmpxchg_1_seq_cst:
	save %sp, -176, %sp
	xnor %g0, %i0, %i5
	mov 0xff, %g5
	and %i0, -4, %i0
	and %i5, 3, %i5
	sll %i5, 3, %i5
	sll %g5, %i5, %g5
	sll %i1, %i5, %i1
	sll %i2, %i5, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g5, %g4
	b %xcc, .L17
	and %g3, %g4, %g3
	cmp %g3, %g2
	be,a,pn %icc, .L24
	and %g5, %g1, %i0
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i1, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L13
	and %g4, %g1, %g2
	and %g5, %g1, %i0
	srl %i0, %i5, %i0
	return %i7 + 8
	and %o0, 0xff, %o0

uat_cmpxchg_1_seq_cst_fence_sc:
	save %sp, -176, %sp
	xnor %g0, %i0, %i5
	mov 0xff, %g5
	and %i0, -4, %i0
	and %i5, 3, %i5
	sll %i5, 3, %i5
	sll %g5, %i5, %g5
	sll %i1, %i5, %i1
	sll %i2, %i5, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g5, %g4
	b %xcc, .L17
	and %g3, %g4, %g3
	cmp %g3, %g2
	be,a,pn %icc, .L24
	and %g5, %g1, %i0
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i1, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L13
	and %g4, %g1, %g2
	and %g5, %g1, %i0
	srl %i0, %i5, %i0
	return %i7 + 8
	and %o0, 0xff, %o0

uat_cmpxchg_1_seq_cst_fence:
	save %sp, -176, %sp
	xnor %g0, %i0, %i5
	mov 0xff, %g5
	and %i0, -4, %i0
	and %i5, 3, %i5
	sll %i5, 3, %i5
	sll %g5, %i5, %g5
	sll %i1, %i5, %i1
	sll %i2, %i5, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g5, %g4
	b %xcc, .L17
	and %g3, %g4, %g3
	cmp %g3, %g2
	be,a,pn %icc, .L24
	and %g5, %g1, %i0
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i1, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L13
	and %g4, %g1, %g2
	and %g5, %g1, %i0
	srl %i0, %i5, %i0
	return %i7 + 8
	and %o0, 0xff, %o0

uat_cmpxchg_test_1_seq_cst_fence:
	save %sp, -176, %sp
	xnor %g0, %i0, %i4
	mov 0xff, %g4
	and %i4, 3, %i4
	and %i0, -4, %i0
	sll %i4, 3, %i4
	sll %g4, %i4, %g4
	sll %i1, %i4, %i5
	sll %i2, %i4, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L17
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,a,pn %icc, .L24
	and %g4, %g1, %g4
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L13
	and %g5, %g1, %g2
	and %g4, %g1, %g4
	srl %g4, %i4, %g4
	and %g4, 0xff, %g4
	xor %g4, %i1, %g4
	cmp %g0, %g4
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_1_relaxed:
	save %sp, -176, %sp
	xnor %g0, %i0, %i4
	mov 0xff, %g4
	and %i4, 3, %i4
	and %i0, -4, %i0
	sll %i4, 3, %i4
	sll %g4, %i4, %g4
	sll %i1, %i4, %i5
	sll %i2, %i4, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L17
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,a,pn %icc, .L24
	and %g4, %g1, %g4
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L13
	and %g5, %g1, %g2
	and %g4, %g1, %g4
	srl %g4, %i4, %g4
	and %g4, 0xff, %g4
	xor %g4, %i1, %g4
	cmp %g0, %g4
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_1_acquire:
	save %sp, -176, %sp
	xnor %g0, %i0, %i4
	mov 0xff, %g4
	and %i4, 3, %i4
	and %i0, -4, %i0
	sll %i4, 3, %i4
	sll %g4, %i4, %g4
	sll %i1, %i4, %i5
	sll %i2, %i4, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L17
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,a,pn %icc, .L24
	and %g4, %g1, %g4
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L13
	and %g5, %g1, %g2
	and %g4, %g1, %g4
	srl %g4, %i4, %g4
	and %g4, 0xff, %g4
	xor %g4, %i1, %g4
	cmp %g0, %g4
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_1_release:
	save %sp, -176, %sp
	xnor %g0, %i0, %i4
	mov 0xff, %g4
	and %i4, 3, %i4
	and %i0, -4, %i0
	sll %i4, 3, %i4
	sll %g4, %i4, %g4
	sll %i1, %i4, %i5
	sll %i2, %i4, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L17
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,a,pn %icc, .L24
	and %g4, %g1, %g4
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L13
	and %g5, %g1, %g2
	and %g4, %g1, %g4
	srl %g4, %i4, %g4
	and %g4, 0xff, %g4
	xor %g4, %i1, %g4
	cmp %g0, %g4
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_1_acq_rel:
	save %sp, -176, %sp
	xnor %g0, %i0, %i4
	mov 0xff, %g4
	and %i4, 3, %i4
	and %i0, -4, %i0
	sll %i4, 3, %i4
	sll %g4, %i4, %g4
	sll %i1, %i4, %i5
	sll %i2, %i4, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L17
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,a,pn %icc, .L24
	and %g4, %g1, %g4
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L13
	and %g5, %g1, %g2
	and %g4, %g1, %g4
	srl %g4, %i4, %g4
	and %g4, 0xff, %g4
	xor %g4, %i1, %g4
	cmp %g0, %g4
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_1_seq_cst:
	save %sp, -176, %sp
	xnor %g0, %i0, %i4
	mov 0xff, %g4
	and %i4, 3, %i4
	and %i0, -4, %i0
	sll %i4, 3, %i4
	sll %g4, %i4, %g4
	sll %i1, %i4, %i5
	sll %i2, %i4, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L17
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,a,pn %icc, .L24
	and %g4, %g1, %g4
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L13
	and %g5, %g1, %g2
	and %g4, %g1, %g4
	srl %g4, %i4, %g4
	and %g4, 0xff, %g4
	xor %g4, %i1, %g4
	cmp %g0, %g4
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_1_seq_cst_fence_sc:
	save %sp, -176, %sp
	xnor %g0, %i0, %i4
	mov 0xff, %g4
	and %i4, 3, %i4
	and %i0, -4, %i0
	sll %i4, 3, %i4
	sll %g4, %i4, %g4
	sll %i1, %i4, %i5
	sll %i2, %i4, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L17
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,a,pn %icc, .L24
	and %g4, %g1, %g4
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L13
	and %g5, %g1, %g2
	and %g4, %g1, %g4
	srl %g4, %i4, %g4
	and %g4, 0xff, %g4
	xor %g4, %i1, %g4
	cmp %g0, %g4
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_1_seq_cst_fence:
	save %sp, -176, %sp
	xnor %g0, %i0, %i4
	mov 0xff, %g4
	and %i4, 3, %i4
	and %i0, -4, %i0
	sll %i4, 3, %i4
	sll %g4, %i4, %g4
	sll %i1, %i4, %i5
	sll %i2, %i4, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L17
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,a,pn %icc, .L24
	and %g4, %g1, %g4
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L13
	and %g5, %g1, %g2
	and %g4, %g1, %g4
	srl %g4, %i4, %g4
	and %g4, 0xff, %g4
	xor %g4, %i1, %g4
	cmp %g0, %g4
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_weak_1_relaxed:
	save %sp, -176, %sp
	xnor %g0, %i0, %i4
	mov 0xff, %g4
	and %i4, 3, %i4
	and %i0, -4, %i0
	sll %i4, 3, %i4
	sll %g4, %i4, %g4
	sll %i1, %i4, %i5
	sll %i2, %i4, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L17
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,a,pn %icc, .L24
	and %g4, %g1, %g4
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L13
	and %g5, %g1, %g2
	and %g4, %g1, %g4
	srl %g4, %i4, %g4
	and %g4, 0xff, %g4
	xor %g4, %i1, %g4
	cmp %g0, %g4
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_weak_1_acquire:
	save %sp, -176, %sp
	xnor %g0, %i0, %i4
	mov 0xff, %g4
	and %i4, 3, %i4
	and %i0, -4, %i0
	sll %i4, 3, %i4
	sll %g4, %i4, %g4
	sll %i1, %i4, %i5
	sll %i2, %i4, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L17
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,a,pn %icc, .L24
	and %g4, %g1, %g4
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L13
	and %g5, %g1, %g2
	and %g4, %g1, %g4
	srl %g4, %i4, %g4
	and %g4, 0xff, %g4
	xor %g4, %i1, %g4
	cmp %g0, %g4
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_weak_1_release:
	save %sp, -176, %sp
	xnor %g0, %i0, %i4
	mov 0xff, %g4
	and %i4, 3, %i4
	and %i0, -4, %i0
	sll %i4, 3, %i4
	sll %g4, %i4, %g4
	sll %i1, %i4, %i5
	sll %i2, %i4, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L17
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,a,pn %icc, .L24
	and %g4, %g1, %g4
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L13
	and %g5, %g1, %g2
	and %g4, %g1, %g4
	srl %g4, %i4, %g4
	and %g4, 0xff, %g4
	xor %g4, %i1, %g4
	cmp %g0, %g4
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_weak_1_acq_rel:
	save %sp, -176, %sp
	xnor %g0, %i0, %i4
	mov 0xff, %g4
	and %i4, 3, %i4
	and %i0, -4, %i0
	sll %i4, 3, %i4
	sll %g4, %i4, %g4
	sll %i1, %i4, %i5
	sll %i2, %i4, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L17
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,a,pn %icc, .L24
	and %g4, %g1, %g4
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L13
	and %g5, %g1, %g2
	and %g4, %g1, %g4
	srl %g4, %i4, %g4
	and %g4, 0xff, %g4
	xor %g4, %i1, %g4
	cmp %g0, %g4
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_weak_1_seq_cst:
	save %sp, -176, %sp
	xnor %g0, %i0, %i4
	mov 0xff, %g4
	and %i4, 3, %i4
	and %i0, -4, %i0
	sll %i4, 3, %i4
	sll %g4, %i4, %g4
	sll %i1, %i4, %i5
	sll %i2, %i4, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L17
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,a,pn %icc, .L24
	and %g4, %g1, %g4
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L13
	and %g5, %g1, %g2
	and %g4, %g1, %g4
	srl %g4, %i4, %g4
	and %g4, 0xff, %g4
	xor %g4, %i1, %g4
	cmp %g0, %g4
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_weak_1_seq_cst_fence_sc:
	save %sp, -176, %sp
	xnor %g0, %i0, %i4
	mov 0xff, %g4
	and %i4, 3, %i4
	and %i0, -4, %i0
	sll %i4, 3, %i4
	sll %g4, %i4, %g4
	sll %i1, %i4, %i5
	sll %i2, %i4, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L17
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,a,pn %icc, .L24
	and %g4, %g1, %g4
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L13
	and %g5, %g1, %g2
	and %g4, %g1, %g4
	srl %g4, %i4, %g4
	and %g4, 0xff, %g4
	xor %g4, %i1, %g4
	cmp %g0, %g4
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_weak_1_seq_cst_fence:
	save %sp, -176, %sp
	xnor %g0, %i0, %i4
	mov 0xff, %g4
	and %i4, 3, %i4
	and %i0, -4, %i0
	sll %i4, 3, %i4
	sll %g4, %i4, %g4
	sll %i1, %i4, %i5
	sll %i2, %i4, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L17
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,a,pn %icc, .L24
	and %g4, %g1, %g4
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L13
	and %g5, %g1, %g2
	and %g4, %g1, %g4
	srl %g4, %i4, %g4
	and %g4, 0xff, %g4
	xor %g4, %i1, %g4
	cmp %g0, %g4
	return %i7 + 8
	subc %g0, -1, %o0

uat_xchg_1_relaxed:
	save %sp, -176, %sp
	xnor %g0, %i0, %g5
	mov 0xff, %g4
	and %g5, 3, %g5
	and %i0, -4, %i0
	sll %g5, 3, %g5
	sll %g4, %g5, %g4
	sll %i1, %g5, %i1
	ld [ %i0 ], %g1
	mov %g1, %g2
	xor %i1, %g1, %g3
	and %g3, %g4, %g1
	xor %g1, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a %icc, .L10
	mov %g1, %g2
	and %g4, %g1, %i0
	srl %i0, %g5, %i0
	return %i7 + 8
	and %o0, 0xff, %o0

uat_xchg_1_acquire:
	save %sp, -176, %sp
	xnor %g0, %i0, %g5
	mov 0xff, %g4
	and %g5, 3, %g5
	and %i0, -4, %i0
	sll %g5, 3, %g5
	sll %g4, %g5, %g4
	sll %i1, %g5, %i1
	ld [ %i0 ], %g1
	mov %g1, %g2
	xor %i1, %g1, %g3
	and %g3, %g4, %g1
	xor %g1, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a %icc, .L10
	mov %g1, %g2
	and %g4, %g1, %i0
	srl %i0, %g5, %i0
	return %i7 + 8
	and %o0, 0xff, %o0

uat_xchg_1_release:
	save %sp, -176, %sp
	xnor %g0, %i0, %g5
	mov 0xff, %g4
	and %g5, 3, %g5
	and %i0, -4, %i0
	sll %g5, 3, %g5
	sll %g4, %g5, %g4
	sll %i1, %g5, %i1
	ld [ %i0 ], %g1
	mov %g1, %g2
	xor %i1, %g1, %g3
	and %g3, %g4, %g1
	xor %g1, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a %icc, .L10
	mov %g1, %g2
	and %g4, %g1, %i0
	srl %i0, %g5, %i0
	return %i7 + 8
	and %o0, 0xff, %o0

uat_xchg_1_acq_rel:
	save %sp, -176, %sp
	xnor %g0, %i0, %g5
	mov 0xff, %g4
	and %g5, 3, %g5
	and %i0, -4, %i0
	sll %g5, 3, %g5
	sll %g4, %g5, %g4
	sll %i1, %g5, %i1
	ld [ %i0 ], %g1
	mov %g1, %g2
	xor %i1, %g1, %g3
	and %g3, %g4, %g1
	xor %g1, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a %icc, .L10
	mov %g1, %g2
	and %g4, %g1, %i0
	srl %i0, %g5, %i0
	return %i7 + 8
	and %o0, 0xff, %o0

uat_xchg_1_seq_cst:
	save %sp, -176, %sp
	xnor %g0, %i0, %g5
	mov 0xff, %g4
	and %g5, 3, %g5
	and %i0, -4, %i0
	sll %g5, 3, %g5
	sll %g4, %g5, %g4
	sll %i1, %g5, %i1
	ld [ %i0 ], %g1
	mov %g1, %g2
	xor %i1, %g1, %g3
	and %g3, %g4, %g1
	xor %g1, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a %icc, .L10
	mov %g1, %g2
	and %g4, %g1, %i0
	srl %i0, %g5, %i0
	return %i7 + 8
	and %o0, 0xff, %o0

uat_xchg_1_seq_cst_fence:
	save %sp, -176, %sp
	xnor %g0, %i0, %g5
	mov 0xff, %g4
	and %g5, 3, %g5
	and %i0, -4, %i0
	sll %g5, 3, %g5
	sll %g4, %g5, %g4
	sll %i1, %g5, %i1
	ld [ %i0 ], %g1
	mov %g1, %g2
	xor %i1, %g1, %g3
	and %g3, %g4, %g1
	xor %g1, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a %icc, .L10
	mov %g1, %g2
	and %g4, %g1, %i0
	srl %i0, %g5, %i0
	return %i7 + 8
	and %o0, 0xff, %o0

uat_add_return_1_relaxed:
	save %sp, -176, %sp
	xnor %g0, %i0, %i5
	mov 0xff, %g4
	and %i5, 3, %i5
	and %i0, -4, %i0
	sll %i5, 3, %i5
	sll %g4, %i5, %g4
	sll %i1, %i5, %g5
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g5, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne,a %icc, .L10
	mov %g1, %g3
	and %g4, %g1, %g4
	srl %g4, %i5, %g4
	add %g4, %i1, %g4
	return %i7 + 8
	and %g4, 0xff, %o0

uat_add_return_1_acquire:
	save %sp, -176, %sp
	xnor %g0, %i0, %i5
	mov 0xff, %g4
	and %i5, 3, %i5
	and %i0, -4, %i0
	sll %i5, 3, %i5
	sll %g4, %i5, %g4
	sll %i1, %i5, %g5
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g5, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne,a %icc, .L10
	mov %g1, %g3
	and %g4, %g1, %g4
	srl %g4, %i5, %g4
	add %g4, %i1, %g4
	return %i7 + 8
	and %g4, 0xff, %o0

uat_add_return_1_release:
	save %sp, -176, %sp
	xnor %g0, %i0, %i5
	mov 0xff, %g4
	and %i5, 3, %i5
	and %i0, -4, %i0
	sll %i5, 3, %i5
	sll %g4, %i5, %g4
	sll %i1, %i5, %g5
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g5, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne,a %icc, .L10
	mov %g1, %g3
	and %g4, %g1, %g4
	srl %g4, %i5, %g4
	add %g4, %i1, %g4
	return %i7 + 8
	and %g4, 0xff, %o0

uat_add_return_1_acq_rel:
	save %sp, -176, %sp
	xnor %g0, %i0, %i5
	mov 0xff, %g4
	and %i5, 3, %i5
	and %i0, -4, %i0
	sll %i5, 3, %i5
	sll %g4, %i5, %g4
	sll %i1, %i5, %g5
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g5, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne,a %icc, .L10
	mov %g1, %g3
	and %g4, %g1, %g4
	srl %g4, %i5, %g4
	add %g4, %i1, %g4
	return %i7 + 8
	and %g4, 0xff, %o0

uat_add_return_1_seq_cst:
	save %sp, -176, %sp
	xnor %g0, %i0, %i5
	mov 0xff, %g4
	and %i5, 3, %i5
	and %i0, -4, %i0
	sll %i5, 3, %i5
	sll %g4, %i5, %g4
	sll %i1, %i5, %g5
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g5, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne,a %icc, .L10
	mov %g1, %g3
	and %g4, %g1, %g4
	srl %g4, %i5, %g4
	add %g4, %i1, %g4
	return %i7 + 8
	and %g4, 0xff, %o0

uat_add_return_1_seq_cst_fence:
	save %sp, -176, %sp
	xnor %g0, %i0, %i5
	mov 0xff, %g4
	and %i5, 3, %i5
	and %i0, -4, %i0
	sll %i5, 3, %i5
	sll %g4, %i5, %g4
	sll %i1, %i5, %g5
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g5, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne,a %icc, .L10
	mov %g1, %g3
	and %g4, %g1, %g4
	srl %g4, %i5, %g4
	add %g4, %i1, %g4
	return %i7 + 8
	and %g4, 0xff, %o0

uat_add_1_relaxed:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	mov 0xff, %g4
	and %g1, 3, %g1
	and %i0, -4, %i0
	sll %g1, 3, %g1
	sll %g4, %g1, %g4
	sll %i1, %g1, %i1
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %i1, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L10
	mov %g1, %g3
	return %i7 + 8
	nop

uat_add_1_acquire:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	mov 0xff, %g4
	and %g1, 3, %g1
	and %i0, -4, %i0
	sll %g1, 3, %g1
	sll %g4, %g1, %g4
	sll %i1, %g1, %i1
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %i1, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L10
	mov %g1, %g3
	return %i7 + 8
	nop

uat_add_1_release:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	mov 0xff, %g4
	and %g1, 3, %g1
	and %i0, -4, %i0
	sll %g1, 3, %g1
	sll %g4, %g1, %g4
	sll %i1, %g1, %i1
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %i1, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L10
	mov %g1, %g3
	return %i7 + 8
	nop

uat_add_1_acq_rel:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	mov 0xff, %g4
	and %g1, 3, %g1
	and %i0, -4, %i0
	sll %g1, 3, %g1
	sll %g4, %g1, %g4
	sll %i1, %g1, %i1
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %i1, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L10
	mov %g1, %g3
	return %i7 + 8
	nop

uat_add_1_seq_cst:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	mov 0xff, %g4
	and %g1, 3, %g1
	and %i0, -4, %i0
	sll %g1, 3, %g1
	sll %g4, %g1, %g4
	sll %i1, %g1, %i1
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %i1, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L10
	mov %g1, %g3
	return %i7 + 8
	nop

uat_add_1_seq_cst_fence:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	mov 0xff, %g4
	and %g1, 3, %g1
	and %i0, -4, %i0
	sll %g1, 3, %g1
	sll %g4, %g1, %g4
	sll %i1, %g1, %i1
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %i1, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L10
	mov %g1, %g3
	return %i7 + 8
	nop

uat_and_1_relaxed:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	and %i0, -4, %i0
	and %g1, 3, %g1
	sll %g1, 3, %g1
	ld [ %i0 ], %g2
	mov 0xff, %g4
	sll %i1, %g1, %i1
	sll %g4, %g1, %g4
	orn %i1, %g4, %g4
	and %g2, %g4, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L10
	mov %g1, %g2
	return %i7 + 8
	nop

uat_and_1_acquire:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	and %i0, -4, %i0
	and %g1, 3, %g1
	sll %g1, 3, %g1
	ld [ %i0 ], %g2
	mov 0xff, %g4
	sll %i1, %g1, %i1
	sll %g4, %g1, %g4
	orn %i1, %g4, %g4
	and %g2, %g4, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L10
	mov %g1, %g2
	return %i7 + 8
	nop

uat_and_1_release:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	and %i0, -4, %i0
	and %g1, 3, %g1
	sll %g1, 3, %g1
	ld [ %i0 ], %g2
	mov 0xff, %g4
	sll %i1, %g1, %i1
	sll %g4, %g1, %g4
	orn %i1, %g4, %g4
	and %g2, %g4, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L10
	mov %g1, %g2
	return %i7 + 8
	nop

uat_and_1_acq_rel:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	and %i0, -4, %i0
	and %g1, 3, %g1
	sll %g1, 3, %g1
	ld [ %i0 ], %g2
	mov 0xff, %g4
	sll %i1, %g1, %i1
	sll %g4, %g1, %g4
	orn %i1, %g4, %g4
	and %g2, %g4, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L10
	mov %g1, %g2
	return %i7 + 8
	nop

uat_and_1_seq_cst:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	and %i0, -4, %i0
	and %g1, 3, %g1
	sll %g1, 3, %g1
	ld [ %i0 ], %g2
	mov 0xff, %g4
	sll %i1, %g1, %i1
	sll %g4, %g1, %g4
	orn %i1, %g4, %g4
	and %g2, %g4, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L10
	mov %g1, %g2
	return %i7 + 8
	nop

uat_and_1_seq_cst_fence:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	and %i0, -4, %i0
	and %g1, 3, %g1
	sll %g1, 3, %g1
	ld [ %i0 ], %g2
	mov 0xff, %g4
	sll %i1, %g1, %i1
	sll %g4, %g1, %g4
	orn %i1, %g4, %g4
	and %g2, %g4, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L10
	mov %g1, %g2
	return %i7 + 8
	nop

uat_or_1_relaxed:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	and %i0, -4, %i0
	and %g1, 3, %g1
	sll %g1, 3, %g1
	ld [ %i0 ], %g2
	sll %i1, %g1, %i1
	or %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L7
	mov %g1, %g2
	return %i7 + 8
	nop

uat_or_1_acquire:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	and %i0, -4, %i0
	and %g1, 3, %g1
	sll %g1, 3, %g1
	ld [ %i0 ], %g2
	sll %i1, %g1, %i1
	or %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L7
	mov %g1, %g2
	return %i7 + 8
	nop

uat_or_1_release:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	and %i0, -4, %i0
	and %g1, 3, %g1
	sll %g1, 3, %g1
	ld [ %i0 ], %g2
	sll %i1, %g1, %i1
	or %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L7
	mov %g1, %g2
	return %i7 + 8
	nop

uat_or_1_acq_rel:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	and %i0, -4, %i0
	and %g1, 3, %g1
	sll %g1, 3, %g1
	ld [ %i0 ], %g2
	sll %i1, %g1, %i1
	or %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L7
	mov %g1, %g2
	return %i7 + 8
	nop

uat_or_1_seq_cst:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	and %i0, -4, %i0
	and %g1, 3, %g1
	sll %g1, 3, %g1
	ld [ %i0 ], %g2
	sll %i1, %g1, %i1
	or %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L7
	mov %g1, %g2
	return %i7 + 8
	nop

uat_or_1_seq_cst_fence:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	and %i0, -4, %i0
	and %g1, 3, %g1
	sll %g1, 3, %g1
	ld [ %i0 ], %g2
	sll %i1, %g1, %i1
	or %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L7
	mov %g1, %g2
	return %i7 + 8
	nop

uat_xor_1_relaxed:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	and %i0, -4, %g4
	and %g1, 3, %i3
	ldub [ %i0 ], %g1
	sll %i3, 3, %i3
	mov 0xff, %i0
	sll %i0, %i3, %i0
	xnor %g0, %i0, %i4
	and %g1, 0xff, %i2
	xor %i1, %g1, %g1
	sll %i2, %i3, %i5
	and %g1, 0xff, %g1
	sll %g1, %i3, %g5
	ld [ %g4 ], %g3
	b %xcc, .L21
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L28
	and %i0, %g1, %g1
	mov %g2, %g3
	or %g5, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g4 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L17
	and %i4, %g1, %g2
	and %i0, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne %icc, .L10
	and %g1, 0xff, %i2
	return %i7 + 8
	nop

uat_xor_1_acquire:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	and %i0, -4, %g4
	and %g1, 3, %i3
	ldub [ %i0 ], %g1
	sll %i3, 3, %i3
	mov 0xff, %i0
	sll %i0, %i3, %i0
	xnor %g0, %i0, %i4
	and %g1, 0xff, %i2
	xor %i1, %g1, %g1
	sll %i2, %i3, %i5
	and %g1, 0xff, %g1
	sll %g1, %i3, %g5
	ld [ %g4 ], %g3
	b %xcc, .L21
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L28
	and %i0, %g1, %g1
	mov %g2, %g3
	or %g5, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g4 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L17
	and %i4, %g1, %g2
	and %i0, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne %icc, .L10
	and %g1, 0xff, %i2
	return %i7 + 8
	nop

uat_xor_1_release:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	and %i0, -4, %g4
	and %g1, 3, %i3
	ldub [ %i0 ], %g1
	sll %i3, 3, %i3
	mov 0xff, %i0
	sll %i0, %i3, %i0
	xnor %g0, %i0, %i4
	and %g1, 0xff, %i2
	xor %i1, %g1, %g1
	sll %i2, %i3, %i5
	and %g1, 0xff, %g1
	sll %g1, %i3, %g5
	ld [ %g4 ], %g3
	b %xcc, .L21
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L28
	and %i0, %g1, %g1
	mov %g2, %g3
	or %g5, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g4 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L17
	and %i4, %g1, %g2
	and %i0, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne %icc, .L10
	and %g1, 0xff, %i2
	return %i7 + 8
	nop

uat_xor_1_acq_rel:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	and %i0, -4, %g4
	and %g1, 3, %i3
	ldub [ %i0 ], %g1
	sll %i3, 3, %i3
	mov 0xff, %i0
	sll %i0, %i3, %i0
	xnor %g0, %i0, %i4
	and %g1, 0xff, %i2
	xor %i1, %g1, %g1
	sll %i2, %i3, %i5
	and %g1, 0xff, %g1
	sll %g1, %i3, %g5
	ld [ %g4 ], %g3
	b %xcc, .L21
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L28
	and %i0, %g1, %g1
	mov %g2, %g3
	or %g5, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g4 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L17
	and %i4, %g1, %g2
	and %i0, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne %icc, .L10
	and %g1, 0xff, %i2
	return %i7 + 8
	nop

uat_xor_1_seq_cst:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	and %i0, -4, %g4
	and %g1, 3, %i3
	ldub [ %i0 ], %g1
	sll %i3, 3, %i3
	mov 0xff, %i0
	sll %i0, %i3, %i0
	xnor %g0, %i0, %i4
	and %g1, 0xff, %i2
	xor %i1, %g1, %g1
	sll %i2, %i3, %i5
	and %g1, 0xff, %g1
	sll %g1, %i3, %g5
	ld [ %g4 ], %g3
	b %xcc, .L21
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L28
	and %i0, %g1, %g1
	mov %g2, %g3
	or %g5, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g4 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L17
	and %i4, %g1, %g2
	and %i0, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne %icc, .L10
	and %g1, 0xff, %i2
	return %i7 + 8
	nop

uat_xor_1_seq_cst_fence:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	and %i0, -4, %g4
	and %g1, 3, %i3
	ldub [ %i0 ], %g1
	sll %i3, 3, %i3
	mov 0xff, %i0
	sll %i0, %i3, %i0
	xnor %g0, %i0, %i4
	and %g1, 0xff, %i2
	xor %i1, %g1, %g1
	sll %i2, %i3, %i5
	and %g1, 0xff, %g1
	sll %g1, %i3, %g5
	ld [ %g4 ], %g3
	b %xcc, .L21
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L28
	and %i0, %g1, %g1
	mov %g2, %g3
	or %g5, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g4 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L17
	and %i4, %g1, %g2
	and %i0, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne %icc, .L10
	and %g1, 0xff, %i2
	return %i7 + 8
	nop

uat_fetch_add_1_relaxed:
	save %sp, -176, %sp
	xnor %g0, %i0, %g5
	mov 0xff, %g4
	and %g5, 3, %g5
	and %i0, -4, %i0
	sll %g5, 3, %g5
	sll %g4, %g5, %g4
	sll %i1, %g5, %i1
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %i1, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne,a %icc, .L10
	mov %g1, %g3
	and %g4, %g1, %i0
	srl %i0, %g5, %i0
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_add_1_acquire:
	save %sp, -176, %sp
	xnor %g0, %i0, %g5
	mov 0xff, %g4
	and %g5, 3, %g5
	and %i0, -4, %i0
	sll %g5, 3, %g5
	sll %g4, %g5, %g4
	sll %i1, %g5, %i1
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %i1, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne,a %icc, .L10
	mov %g1, %g3
	and %g4, %g1, %i0
	srl %i0, %g5, %i0
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_add_1_release:
	save %sp, -176, %sp
	xnor %g0, %i0, %g5
	mov 0xff, %g4
	and %g5, 3, %g5
	and %i0, -4, %i0
	sll %g5, 3, %g5
	sll %g4, %g5, %g4
	sll %i1, %g5, %i1
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %i1, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne,a %icc, .L10
	mov %g1, %g3
	and %g4, %g1, %i0
	srl %i0, %g5, %i0
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_add_1_acq_rel:
	save %sp, -176, %sp
	xnor %g0, %i0, %g5
	mov 0xff, %g4
	and %g5, 3, %g5
	and %i0, -4, %i0
	sll %g5, 3, %g5
	sll %g4, %g5, %g4
	sll %i1, %g5, %i1
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %i1, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne,a %icc, .L10
	mov %g1, %g3
	and %g4, %g1, %i0
	srl %i0, %g5, %i0
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_add_1_seq_cst:
	save %sp, -176, %sp
	xnor %g0, %i0, %g5
	mov 0xff, %g4
	and %g5, 3, %g5
	and %i0, -4, %i0
	sll %g5, 3, %g5
	sll %g4, %g5, %g4
	sll %i1, %g5, %i1
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %i1, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne,a %icc, .L10
	mov %g1, %g3
	and %g4, %g1, %i0
	srl %i0, %g5, %i0
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_add_1_seq_cst_fence:
	save %sp, -176, %sp
	xnor %g0, %i0, %g5
	mov 0xff, %g4
	and %g5, 3, %g5
	and %i0, -4, %i0
	sll %g5, 3, %g5
	sll %g4, %g5, %g4
	sll %i1, %g5, %i1
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %i1, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne,a %icc, .L10
	mov %g1, %g3
	and %g4, %g1, %i0
	srl %i0, %g5, %i0
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_and_1_relaxed:
	save %sp, -176, %sp
	mov %i0, %g3
	xnor %g0, %i0, %g1
	mov 0xff, %i2
	and %g1, 3, %g1
	ldub [ %i0 ], %i0
	sll %g1, 3, %i4
	and %g3, -4, %g3
	sll %i2, %i4, %i2
	xnor %g0, %i2, %i5
	and %i0, 0xff, %i3
	and %i1, %i0, %i0
	sll %i3, %i4, %g5
	sll %i0, %i4, %g4
	ld [ %g3 ], %g2
	b %xcc, .L21
	and %g2, %i5, %g2
	cmp %g2, %g1
	be,pn %icc, .L28
	and %i2, %i0, %i0
	mov %g1, %g2
	or %g4, %g2, %i0
	or %g5, %g2, %g1
	cas [ %g3 ], %g1, %i0
	cmp %g1, %i0
	bne %icc, .L17
	and %i5, %i0, %g1
	and %i2, %i0, %i0
	srl %i0, %i4, %i0
	and %i0, 0xff, %g1
	cmp %i3, %g1
	bne %icc, .L11
	and %i0, 0xff, %i3
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_and_1_acquire:
	save %sp, -176, %sp
	mov %i0, %g3
	xnor %g0, %i0, %g1
	mov 0xff, %i2
	and %g1, 3, %g1
	ldub [ %i0 ], %i0
	sll %g1, 3, %i4
	and %g3, -4, %g3
	sll %i2, %i4, %i2
	xnor %g0, %i2, %i5
	and %i0, 0xff, %i3
	and %i1, %i0, %i0
	sll %i3, %i4, %g5
	sll %i0, %i4, %g4
	ld [ %g3 ], %g2
	b %xcc, .L21
	and %g2, %i5, %g2
	cmp %g2, %g1
	be,pn %icc, .L28
	and %i2, %i0, %i0
	mov %g1, %g2
	or %g4, %g2, %i0
	or %g5, %g2, %g1
	cas [ %g3 ], %g1, %i0
	cmp %g1, %i0
	bne %icc, .L17
	and %i5, %i0, %g1
	and %i2, %i0, %i0
	srl %i0, %i4, %i0
	and %i0, 0xff, %g1
	cmp %i3, %g1
	bne %icc, .L11
	and %i0, 0xff, %i3
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_and_1_release:
	save %sp, -176, %sp
	mov %i0, %g3
	xnor %g0, %i0, %g1
	mov 0xff, %i2
	and %g1, 3, %g1
	ldub [ %i0 ], %i0
	sll %g1, 3, %i4
	and %g3, -4, %g3
	sll %i2, %i4, %i2
	xnor %g0, %i2, %i5
	and %i0, 0xff, %i3
	and %i1, %i0, %i0
	sll %i3, %i4, %g5
	sll %i0, %i4, %g4
	ld [ %g3 ], %g2
	b %xcc, .L21
	and %g2, %i5, %g2
	cmp %g2, %g1
	be,pn %icc, .L28
	and %i2, %i0, %i0
	mov %g1, %g2
	or %g4, %g2, %i0
	or %g5, %g2, %g1
	cas [ %g3 ], %g1, %i0
	cmp %g1, %i0
	bne %icc, .L17
	and %i5, %i0, %g1
	and %i2, %i0, %i0
	srl %i0, %i4, %i0
	and %i0, 0xff, %g1
	cmp %i3, %g1
	bne %icc, .L11
	and %i0, 0xff, %i3
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_and_1_acq_rel:
	save %sp, -176, %sp
	mov %i0, %g3
	xnor %g0, %i0, %g1
	mov 0xff, %i2
	and %g1, 3, %g1
	ldub [ %i0 ], %i0
	sll %g1, 3, %i4
	and %g3, -4, %g3
	sll %i2, %i4, %i2
	xnor %g0, %i2, %i5
	and %i0, 0xff, %i3
	and %i1, %i0, %i0
	sll %i3, %i4, %g5
	sll %i0, %i4, %g4
	ld [ %g3 ], %g2
	b %xcc, .L21
	and %g2, %i5, %g2
	cmp %g2, %g1
	be,pn %icc, .L28
	and %i2, %i0, %i0
	mov %g1, %g2
	or %g4, %g2, %i0
	or %g5, %g2, %g1
	cas [ %g3 ], %g1, %i0
	cmp %g1, %i0
	bne %icc, .L17
	and %i5, %i0, %g1
	and %i2, %i0, %i0
	srl %i0, %i4, %i0
	and %i0, 0xff, %g1
	cmp %i3, %g1
	bne %icc, .L11
	and %i0, 0xff, %i3
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_and_1_seq_cst:
	save %sp, -176, %sp
	mov %i0, %g3
	xnor %g0, %i0, %g1
	mov 0xff, %i2
	and %g1, 3, %g1
	ldub [ %i0 ], %i0
	sll %g1, 3, %i4
	and %g3, -4, %g3
	sll %i2, %i4, %i2
	xnor %g0, %i2, %i5
	and %i0, 0xff, %i3
	and %i1, %i0, %i0
	sll %i3, %i4, %g5
	sll %i0, %i4, %g4
	ld [ %g3 ], %g2
	b %xcc, .L21
	and %g2, %i5, %g2
	cmp %g2, %g1
	be,pn %icc, .L28
	and %i2, %i0, %i0
	mov %g1, %g2
	or %g4, %g2, %i0
	or %g5, %g2, %g1
	cas [ %g3 ], %g1, %i0
	cmp %g1, %i0
	bne %icc, .L17
	and %i5, %i0, %g1
	and %i2, %i0, %i0
	srl %i0, %i4, %i0
	and %i0, 0xff, %g1
	cmp %i3, %g1
	bne %icc, .L11
	and %i0, 0xff, %i3
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_and_1_seq_cst_fence:
	save %sp, -176, %sp
	mov %i0, %g3
	xnor %g0, %i0, %g1
	mov 0xff, %i2
	and %g1, 3, %g1
	ldub [ %i0 ], %i0
	sll %g1, 3, %i4
	and %g3, -4, %g3
	sll %i2, %i4, %i2
	xnor %g0, %i2, %i5
	and %i0, 0xff, %i3
	and %i1, %i0, %i0
	sll %i3, %i4, %g5
	sll %i0, %i4, %g4
	ld [ %g3 ], %g2
	b %xcc, .L21
	and %g2, %i5, %g2
	cmp %g2, %g1
	be,pn %icc, .L28
	and %i2, %i0, %i0
	mov %g1, %g2
	or %g4, %g2, %i0
	or %g5, %g2, %g1
	cas [ %g3 ], %g1, %i0
	cmp %g1, %i0
	bne %icc, .L17
	and %i5, %i0, %g1
	and %i2, %i0, %i0
	srl %i0, %i4, %i0
	and %i0, 0xff, %g1
	cmp %i3, %g1
	bne %icc, .L11
	and %i0, 0xff, %i3
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_or_1_relaxed:
	save %sp, -176, %sp
	mov %i0, %g3
	xnor %g0, %i0, %g1
	mov 0xff, %i2
	and %g1, 3, %g1
	ldub [ %i0 ], %i0
	sll %g1, 3, %i4
	and %g3, -4, %g3
	sll %i2, %i4, %i2
	xnor %g0, %i2, %i5
	and %i0, 0xff, %i3
	or %i1, %i0, %i0
	sll %i3, %i4, %g5
	and %i0, 0xff, %i0
	sll %i0, %i4, %g4
	ld [ %g3 ], %g2
	b %xcc, .L22
	and %g2, %i5, %g2
	cmp %g2, %g1
	be,pn %icc, .L29
	and %i2, %i0, %i0
	mov %g1, %g2
	or %g4, %g2, %i0
	or %g5, %g2, %g1
	cas [ %g3 ], %g1, %i0
	cmp %g1, %i0
	bne %icc, .L18
	and %i5, %i0, %g1
	and %i2, %i0, %i0
	srl %i0, %i4, %i0
	and %i0, 0xff, %g1
	cmp %i3, %g1
	bne %icc, .L11
	and %i0, 0xff, %i3
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_or_1_acquire:
	save %sp, -176, %sp
	mov %i0, %g3
	xnor %g0, %i0, %g1
	mov 0xff, %i2
	and %g1, 3, %g1
	ldub [ %i0 ], %i0
	sll %g1, 3, %i4
	and %g3, -4, %g3
	sll %i2, %i4, %i2
	xnor %g0, %i2, %i5
	and %i0, 0xff, %i3
	or %i1, %i0, %i0
	sll %i3, %i4, %g5
	and %i0, 0xff, %i0
	sll %i0, %i4, %g4
	ld [ %g3 ], %g2
	b %xcc, .L22
	and %g2, %i5, %g2
	cmp %g2, %g1
	be,pn %icc, .L29
	and %i2, %i0, %i0
	mov %g1, %g2
	or %g4, %g2, %i0
	or %g5, %g2, %g1
	cas [ %g3 ], %g1, %i0
	cmp %g1, %i0
	bne %icc, .L18
	and %i5, %i0, %g1
	and %i2, %i0, %i0
	srl %i0, %i4, %i0
	and %i0, 0xff, %g1
	cmp %i3, %g1
	bne %icc, .L11
	and %i0, 0xff, %i3
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_or_1_release:
	save %sp, -176, %sp
	mov %i0, %g3
	xnor %g0, %i0, %g1
	mov 0xff, %i2
	and %g1, 3, %g1
	ldub [ %i0 ], %i0
	sll %g1, 3, %i4
	and %g3, -4, %g3
	sll %i2, %i4, %i2
	xnor %g0, %i2, %i5
	and %i0, 0xff, %i3
	or %i1, %i0, %i0
	sll %i3, %i4, %g5
	and %i0, 0xff, %i0
	sll %i0, %i4, %g4
	ld [ %g3 ], %g2
	b %xcc, .L22
	and %g2, %i5, %g2
	cmp %g2, %g1
	be,pn %icc, .L29
	and %i2, %i0, %i0
	mov %g1, %g2
	or %g4, %g2, %i0
	or %g5, %g2, %g1
	cas [ %g3 ], %g1, %i0
	cmp %g1, %i0
	bne %icc, .L18
	and %i5, %i0, %g1
	and %i2, %i0, %i0
	srl %i0, %i4, %i0
	and %i0, 0xff, %g1
	cmp %i3, %g1
	bne %icc, .L11
	and %i0, 0xff, %i3
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_or_1_acq_rel:
	save %sp, -176, %sp
	mov %i0, %g3
	xnor %g0, %i0, %g1
	mov 0xff, %i2
	and %g1, 3, %g1
	ldub [ %i0 ], %i0
	sll %g1, 3, %i4
	and %g3, -4, %g3
	sll %i2, %i4, %i2
	xnor %g0, %i2, %i5
	and %i0, 0xff, %i3
	or %i1, %i0, %i0
	sll %i3, %i4, %g5
	and %i0, 0xff, %i0
	sll %i0, %i4, %g4
	ld [ %g3 ], %g2
	b %xcc, .L22
	and %g2, %i5, %g2
	cmp %g2, %g1
	be,pn %icc, .L29
	and %i2, %i0, %i0
	mov %g1, %g2
	or %g4, %g2, %i0
	or %g5, %g2, %g1
	cas [ %g3 ], %g1, %i0
	cmp %g1, %i0
	bne %icc, .L18
	and %i5, %i0, %g1
	and %i2, %i0, %i0
	srl %i0, %i4, %i0
	and %i0, 0xff, %g1
	cmp %i3, %g1
	bne %icc, .L11
	and %i0, 0xff, %i3
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_or_1_seq_cst:
	save %sp, -176, %sp
	mov %i0, %g3
	xnor %g0, %i0, %g1
	mov 0xff, %i2
	and %g1, 3, %g1
	ldub [ %i0 ], %i0
	sll %g1, 3, %i4
	and %g3, -4, %g3
	sll %i2, %i4, %i2
	xnor %g0, %i2, %i5
	and %i0, 0xff, %i3
	or %i1, %i0, %i0
	sll %i3, %i4, %g5
	and %i0, 0xff, %i0
	sll %i0, %i4, %g4
	ld [ %g3 ], %g2
	b %xcc, .L22
	and %g2, %i5, %g2
	cmp %g2, %g1
	be,pn %icc, .L29
	and %i2, %i0, %i0
	mov %g1, %g2
	or %g4, %g2, %i0
	or %g5, %g2, %g1
	cas [ %g3 ], %g1, %i0
	cmp %g1, %i0
	bne %icc, .L18
	and %i5, %i0, %g1
	and %i2, %i0, %i0
	srl %i0, %i4, %i0
	and %i0, 0xff, %g1
	cmp %i3, %g1
	bne %icc, .L11
	and %i0, 0xff, %i3
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_or_1_seq_cst_fence:
	save %sp, -176, %sp
	mov %i0, %g3
	xnor %g0, %i0, %g1
	mov 0xff, %i2
	and %g1, 3, %g1
	ldub [ %i0 ], %i0
	sll %g1, 3, %i4
	and %g3, -4, %g3
	sll %i2, %i4, %i2
	xnor %g0, %i2, %i5
	and %i0, 0xff, %i3
	or %i1, %i0, %i0
	sll %i3, %i4, %g5
	and %i0, 0xff, %i0
	sll %i0, %i4, %g4
	ld [ %g3 ], %g2
	b %xcc, .L22
	and %g2, %i5, %g2
	cmp %g2, %g1
	be,pn %icc, .L29
	and %i2, %i0, %i0
	mov %g1, %g2
	or %g4, %g2, %i0
	or %g5, %g2, %g1
	cas [ %g3 ], %g1, %i0
	cmp %g1, %i0
	bne %icc, .L18
	and %i5, %i0, %g1
	and %i2, %i0, %i0
	srl %i0, %i4, %i0
	and %i0, 0xff, %g1
	cmp %i3, %g1
	bne %icc, .L11
	and %i0, 0xff, %i3
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_xor_1_relaxed:
	save %sp, -176, %sp
	mov %i0, %g3
	xnor %g0, %i0, %g1
	mov 0xff, %i2
	and %g1, 3, %g1
	ldub [ %i0 ], %i0
	sll %g1, 3, %i4
	and %g3, -4, %g3
	sll %i2, %i4, %i2
	xnor %g0, %i2, %i5
	and %i0, 0xff, %i3
	xor %i1, %i0, %i0
	sll %i3, %i4, %g5
	and %i0, 0xff, %i0
	sll %i0, %i4, %g4
	ld [ %g3 ], %g2
	b %xcc, .L22
	and %g2, %i5, %g2
	cmp %g2, %g1
	be,pn %icc, .L29
	and %i2, %i0, %i0
	mov %g1, %g2
	or %g4, %g2, %i0
	or %g5, %g2, %g1
	cas [ %g3 ], %g1, %i0
	cmp %g1, %i0
	bne %icc, .L18
	and %i5, %i0, %g1
	and %i2, %i0, %i0
	srl %i0, %i4, %i0
	and %i0, 0xff, %g1
	cmp %i3, %g1
	bne %icc, .L11
	and %i0, 0xff, %i3
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_xor_1_acquire:
	save %sp, -176, %sp
	mov %i0, %g3
	xnor %g0, %i0, %g1
	mov 0xff, %i2
	and %g1, 3, %g1
	ldub [ %i0 ], %i0
	sll %g1, 3, %i4
	and %g3, -4, %g3
	sll %i2, %i4, %i2
	xnor %g0, %i2, %i5
	and %i0, 0xff, %i3
	xor %i1, %i0, %i0
	sll %i3, %i4, %g5
	and %i0, 0xff, %i0
	sll %i0, %i4, %g4
	ld [ %g3 ], %g2
	b %xcc, .L22
	and %g2, %i5, %g2
	cmp %g2, %g1
	be,pn %icc, .L29
	and %i2, %i0, %i0
	mov %g1, %g2
	or %g4, %g2, %i0
	or %g5, %g2, %g1
	cas [ %g3 ], %g1, %i0
	cmp %g1, %i0
	bne %icc, .L18
	and %i5, %i0, %g1
	and %i2, %i0, %i0
	srl %i0, %i4, %i0
	and %i0, 0xff, %g1
	cmp %i3, %g1
	bne %icc, .L11
	and %i0, 0xff, %i3
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_xor_1_release:
	save %sp, -176, %sp
	mov %i0, %g3
	xnor %g0, %i0, %g1
	mov 0xff, %i2
	and %g1, 3, %g1
	ldub [ %i0 ], %i0
	sll %g1, 3, %i4
	and %g3, -4, %g3
	sll %i2, %i4, %i2
	xnor %g0, %i2, %i5
	and %i0, 0xff, %i3
	xor %i1, %i0, %i0
	sll %i3, %i4, %g5
	and %i0, 0xff, %i0
	sll %i0, %i4, %g4
	ld [ %g3 ], %g2
	b %xcc, .L22
	and %g2, %i5, %g2
	cmp %g2, %g1
	be,pn %icc, .L29
	and %i2, %i0, %i0
	mov %g1, %g2
	or %g4, %g2, %i0
	or %g5, %g2, %g1
	cas [ %g3 ], %g1, %i0
	cmp %g1, %i0
	bne %icc, .L18
	and %i5, %i0, %g1
	and %i2, %i0, %i0
	srl %i0, %i4, %i0
	and %i0, 0xff, %g1
	cmp %i3, %g1
	bne %icc, .L11
	and %i0, 0xff, %i3
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_xor_1_acq_rel:
	save %sp, -176, %sp
	mov %i0, %g3
	xnor %g0, %i0, %g1
	mov 0xff, %i2
	and %g1, 3, %g1
	ldub [ %i0 ], %i0
	sll %g1, 3, %i4
	and %g3, -4, %g3
	sll %i2, %i4, %i2
	xnor %g0, %i2, %i5
	and %i0, 0xff, %i3
	xor %i1, %i0, %i0
	sll %i3, %i4, %g5
	and %i0, 0xff, %i0
	sll %i0, %i4, %g4
	ld [ %g3 ], %g2
	b %xcc, .L22
	and %g2, %i5, %g2
	cmp %g2, %g1
	be,pn %icc, .L29
	and %i2, %i0, %i0
	mov %g1, %g2
	or %g4, %g2, %i0
	or %g5, %g2, %g1
	cas [ %g3 ], %g1, %i0
	cmp %g1, %i0
	bne %icc, .L18
	and %i5, %i0, %g1
	and %i2, %i0, %i0
	srl %i0, %i4, %i0
	and %i0, 0xff, %g1
	cmp %i3, %g1
	bne %icc, .L11
	and %i0, 0xff, %i3
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_xor_1_seq_cst:
	save %sp, -176, %sp
	mov %i0, %g3
	xnor %g0, %i0, %g1
	mov 0xff, %i2
	and %g1, 3, %g1
	ldub [ %i0 ], %i0
	sll %g1, 3, %i4
	and %g3, -4, %g3
	sll %i2, %i4, %i2
	xnor %g0, %i2, %i5
	and %i0, 0xff, %i3
	xor %i1, %i0, %i0
	sll %i3, %i4, %g5
	and %i0, 0xff, %i0
	sll %i0, %i4, %g4
	ld [ %g3 ], %g2
	b %xcc, .L22
	and %g2, %i5, %g2
	cmp %g2, %g1
	be,pn %icc, .L29
	and %i2, %i0, %i0
	mov %g1, %g2
	or %g4, %g2, %i0
	or %g5, %g2, %g1
	cas [ %g3 ], %g1, %i0
	cmp %g1, %i0
	bne %icc, .L18
	and %i5, %i0, %g1
	and %i2, %i0, %i0
	srl %i0, %i4, %i0
	and %i0, 0xff, %g1
	cmp %i3, %g1
	bne %icc, .L11
	and %i0, 0xff, %i3
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_xor_1_seq_cst_fence:
	save %sp, -176, %sp
	mov %i0, %g3
	xnor %g0, %i0, %g1
	mov 0xff, %i2
	and %g1, 3, %g1
	ldub [ %i0 ], %i0
	sll %g1, 3, %i4
	and %g3, -4, %g3
	sll %i2, %i4, %i2
	xnor %g0, %i2, %i5
	and %i0, 0xff, %i3
	xor %i1, %i0, %i0
	sll %i3, %i4, %g5
	and %i0, 0xff, %i0
	sll %i0, %i4, %g4
	ld [ %g3 ], %g2
	b %xcc, .L22
	and %g2, %i5, %g2
	cmp %g2, %g1
	be,pn %icc, .L29
	and %i2, %i0, %i0
	mov %g1, %g2
	or %g4, %g2, %i0
	or %g5, %g2, %g1
	cas [ %g3 ], %g1, %i0
	cmp %g1, %i0
	bne %icc, .L18
	and %i5, %i0, %g1
	and %i2, %i0, %i0
	srl %i0, %i4, %i0
	and %i0, 0xff, %g1
	cmp %i3, %g1
	bne %icc, .L11
	and %i0, 0xff, %i3
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_smax_1_relaxed:
	save %sp, -176, %sp
	xnor %g0, %i0, %i3
	ldub [ %i0 ], %g1
	and %i3, 3, %i3
	and %i0, -4, %g5
	sll %i3, 3, %i3
	mov 0xff, %i0
	mov %i1, %o7
	sll %i0, %i3, %i0
	xnor %g0, %i0, %i4
	and %g1, 0xff, %i2
	sll %g1, 0x18, %g2
	mov %i1, %g4
	sra %g2, 0x18, %g2
	sll %i2, %i3, %i5
	cmp %g2, %o7
	movge %icc, %g1, %g4
	and %g4, 0xff, %g4
	sll %g4, %i3, %g4
	ld [ %g5 ], %g3
	b %xcc, .L26
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %i0, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i4, %g1, %g2
	and %i0, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a %icc, .L11
	and %g1, 0xff, %i2
	sllx %g1, 0x38, %g1
	return %i7 + 8
	srax %g1, 0x38, %o0

uat_fetch_smax_1_acquire:
	save %sp, -176, %sp
	xnor %g0, %i0, %i3
	ldub [ %i0 ], %g1
	and %i3, 3, %i3
	and %i0, -4, %g5
	sll %i3, 3, %i3
	mov 0xff, %i0
	mov %i1, %o7
	sll %i0, %i3, %i0
	xnor %g0, %i0, %i4
	and %g1, 0xff, %i2
	sll %g1, 0x18, %g2
	mov %i1, %g4
	sra %g2, 0x18, %g2
	sll %i2, %i3, %i5
	cmp %g2, %o7
	movge %icc, %g1, %g4
	and %g4, 0xff, %g4
	sll %g4, %i3, %g4
	ld [ %g5 ], %g3
	b %xcc, .L26
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %i0, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i4, %g1, %g2
	and %i0, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a %icc, .L11
	and %g1, 0xff, %i2
	sllx %g1, 0x38, %g1
	return %i7 + 8
	srax %g1, 0x38, %o0

uat_fetch_smax_1_release:
	save %sp, -176, %sp
	xnor %g0, %i0, %i3
	ldub [ %i0 ], %g1
	and %i3, 3, %i3
	and %i0, -4, %g5
	sll %i3, 3, %i3
	mov 0xff, %i0
	mov %i1, %o7
	sll %i0, %i3, %i0
	xnor %g0, %i0, %i4
	and %g1, 0xff, %i2
	sll %g1, 0x18, %g2
	mov %i1, %g4
	sra %g2, 0x18, %g2
	sll %i2, %i3, %i5
	cmp %g2, %o7
	movge %icc, %g1, %g4
	and %g4, 0xff, %g4
	sll %g4, %i3, %g4
	ld [ %g5 ], %g3
	b %xcc, .L26
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %i0, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i4, %g1, %g2
	and %i0, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a %icc, .L11
	and %g1, 0xff, %i2
	sllx %g1, 0x38, %g1
	return %i7 + 8
	srax %g1, 0x38, %o0

uat_fetch_smax_1_acq_rel:
	save %sp, -176, %sp
	xnor %g0, %i0, %i3
	ldub [ %i0 ], %g1
	and %i3, 3, %i3
	and %i0, -4, %g5
	sll %i3, 3, %i3
	mov 0xff, %i0
	mov %i1, %o7
	sll %i0, %i3, %i0
	xnor %g0, %i0, %i4
	and %g1, 0xff, %i2
	sll %g1, 0x18, %g2
	mov %i1, %g4
	sra %g2, 0x18, %g2
	sll %i2, %i3, %i5
	cmp %g2, %o7
	movge %icc, %g1, %g4
	and %g4, 0xff, %g4
	sll %g4, %i3, %g4
	ld [ %g5 ], %g3
	b %xcc, .L26
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %i0, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i4, %g1, %g2
	and %i0, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a %icc, .L11
	and %g1, 0xff, %i2
	sllx %g1, 0x38, %g1
	return %i7 + 8
	srax %g1, 0x38, %o0

uat_fetch_smax_1_seq_cst:
	save %sp, -176, %sp
	xnor %g0, %i0, %i3
	ldub [ %i0 ], %g1
	and %i3, 3, %i3
	and %i0, -4, %g5
	sll %i3, 3, %i3
	mov 0xff, %i0
	mov %i1, %o7
	sll %i0, %i3, %i0
	xnor %g0, %i0, %i4
	and %g1, 0xff, %i2
	sll %g1, 0x18, %g2
	mov %i1, %g4
	sra %g2, 0x18, %g2
	sll %i2, %i3, %i5
	cmp %g2, %o7
	movge %icc, %g1, %g4
	and %g4, 0xff, %g4
	sll %g4, %i3, %g4
	ld [ %g5 ], %g3
	b %xcc, .L26
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %i0, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i4, %g1, %g2
	and %i0, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a %icc, .L11
	and %g1, 0xff, %i2
	sllx %g1, 0x38, %g1
	return %i7 + 8
	srax %g1, 0x38, %o0

uat_fetch_smax_1_seq_cst_fence:
	save %sp, -176, %sp
	xnor %g0, %i0, %i3
	ldub [ %i0 ], %g1
	and %i3, 3, %i3
	and %i0, -4, %g5
	sll %i3, 3, %i3
	mov 0xff, %i0
	mov %i1, %o7
	sll %i0, %i3, %i0
	xnor %g0, %i0, %i4
	and %g1, 0xff, %i2
	sll %g1, 0x18, %g2
	mov %i1, %g4
	sra %g2, 0x18, %g2
	sll %i2, %i3, %i5
	cmp %g2, %o7
	movge %icc, %g1, %g4
	and %g4, 0xff, %g4
	sll %g4, %i3, %g4
	ld [ %g5 ], %g3
	b %xcc, .L26
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %i0, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i4, %g1, %g2
	and %i0, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a %icc, .L11
	and %g1, 0xff, %i2
	sllx %g1, 0x38, %g1
	return %i7 + 8
	srax %g1, 0x38, %o0

uat_fetch_umax_1_relaxed:
	save %sp, -176, %sp
	mov %i0, %g4
	xnor %g0, %i0, %g1
	mov 0xff, %i2
	and %g1, 3, %g1
	ldub [ %i0 ], %i0
	sll %g1, 3, %i3
	and %g4, -4, %g4
	sll %i2, %i3, %i2
	xnor %g0, %i2, %i5
	and %i0, 0xff, %i4
	mov %i1, %g3
	cmp %i4, %i1
	sll %i4, %i3, %g5
	movgu %icc, %i0, %g3
	and %g3, 0xff, %g3
	sll %g3, %i3, %g3
	ld [ %g4 ], %g2
	b %xcc, .L24
	and %g2, %i5, %g2
	cmp %g2, %g1
	be,pn %icc, .L31
	and %i2, %i0, %i0
	mov %g1, %g2
	or %g3, %g2, %i0
	or %g5, %g2, %g1
	cas [ %g4 ], %g1, %i0
	cmp %g1, %i0
	bne %icc, .L20
	and %i5, %i0, %g1
	and %i2, %i0, %i0
	srl %i0, %i3, %i0
	and %i0, 0xff, %g1
	cmp %i4, %g1
	bne %icc, .L11
	and %i0, 0xff, %i4
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_umax_1_acquire:
	save %sp, -176, %sp
	mov %i0, %g4
	xnor %g0, %i0, %g1
	mov 0xff, %i2
	and %g1, 3, %g1
	ldub [ %i0 ], %i0
	sll %g1, 3, %i3
	and %g4, -4, %g4
	sll %i2, %i3, %i2
	xnor %g0, %i2, %i5
	and %i0, 0xff, %i4
	mov %i1, %g3
	cmp %i4, %i1
	sll %i4, %i3, %g5
	movgu %icc, %i0, %g3
	and %g3, 0xff, %g3
	sll %g3, %i3, %g3
	ld [ %g4 ], %g2
	b %xcc, .L24
	and %g2, %i5, %g2
	cmp %g2, %g1
	be,pn %icc, .L31
	and %i2, %i0, %i0
	mov %g1, %g2
	or %g3, %g2, %i0
	or %g5, %g2, %g1
	cas [ %g4 ], %g1, %i0
	cmp %g1, %i0
	bne %icc, .L20
	and %i5, %i0, %g1
	and %i2, %i0, %i0
	srl %i0, %i3, %i0
	and %i0, 0xff, %g1
	cmp %i4, %g1
	bne %icc, .L11
	and %i0, 0xff, %i4
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_umax_1_release:
	save %sp, -176, %sp
	mov %i0, %g4
	xnor %g0, %i0, %g1
	mov 0xff, %i2
	and %g1, 3, %g1
	ldub [ %i0 ], %i0
	sll %g1, 3, %i3
	and %g4, -4, %g4
	sll %i2, %i3, %i2
	xnor %g0, %i2, %i5
	and %i0, 0xff, %i4
	mov %i1, %g3
	cmp %i4, %i1
	sll %i4, %i3, %g5
	movgu %icc, %i0, %g3
	and %g3, 0xff, %g3
	sll %g3, %i3, %g3
	ld [ %g4 ], %g2
	b %xcc, .L24
	and %g2, %i5, %g2
	cmp %g2, %g1
	be,pn %icc, .L31
	and %i2, %i0, %i0
	mov %g1, %g2
	or %g3, %g2, %i0
	or %g5, %g2, %g1
	cas [ %g4 ], %g1, %i0
	cmp %g1, %i0
	bne %icc, .L20
	and %i5, %i0, %g1
	and %i2, %i0, %i0
	srl %i0, %i3, %i0
	and %i0, 0xff, %g1
	cmp %i4, %g1
	bne %icc, .L11
	and %i0, 0xff, %i4
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_umax_1_acq_rel:
	save %sp, -176, %sp
	mov %i0, %g4
	xnor %g0, %i0, %g1
	mov 0xff, %i2
	and %g1, 3, %g1
	ldub [ %i0 ], %i0
	sll %g1, 3, %i3
	and %g4, -4, %g4
	sll %i2, %i3, %i2
	xnor %g0, %i2, %i5
	and %i0, 0xff, %i4
	mov %i1, %g3
	cmp %i4, %i1
	sll %i4, %i3, %g5
	movgu %icc, %i0, %g3
	and %g3, 0xff, %g3
	sll %g3, %i3, %g3
	ld [ %g4 ], %g2
	b %xcc, .L24
	and %g2, %i5, %g2
	cmp %g2, %g1
	be,pn %icc, .L31
	and %i2, %i0, %i0
	mov %g1, %g2
	or %g3, %g2, %i0
	or %g5, %g2, %g1
	cas [ %g4 ], %g1, %i0
	cmp %g1, %i0
	bne %icc, .L20
	and %i5, %i0, %g1
	and %i2, %i0, %i0
	srl %i0, %i3, %i0
	and %i0, 0xff, %g1
	cmp %i4, %g1
	bne %icc, .L11
	and %i0, 0xff, %i4
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_umax_1_seq_cst:
	save %sp, -176, %sp
	mov %i0, %g4
	xnor %g0, %i0, %g1
	mov 0xff, %i2
	and %g1, 3, %g1
	ldub [ %i0 ], %i0
	sll %g1, 3, %i3
	and %g4, -4, %g4
	sll %i2, %i3, %i2
	xnor %g0, %i2, %i5
	and %i0, 0xff, %i4
	mov %i1, %g3
	cmp %i4, %i1
	sll %i4, %i3, %g5
	movgu %icc, %i0, %g3
	and %g3, 0xff, %g3
	sll %g3, %i3, %g3
	ld [ %g4 ], %g2
	b %xcc, .L24
	and %g2, %i5, %g2
	cmp %g2, %g1
	be,pn %icc, .L31
	and %i2, %i0, %i0
	mov %g1, %g2
	or %g3, %g2, %i0
	or %g5, %g2, %g1
	cas [ %g4 ], %g1, %i0
	cmp %g1, %i0
	bne %icc, .L20
	and %i5, %i0, %g1
	and %i2, %i0, %i0
	srl %i0, %i3, %i0
	and %i0, 0xff, %g1
	cmp %i4, %g1
	bne %icc, .L11
	and %i0, 0xff, %i4
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_umax_1_seq_cst_fence:
	save %sp, -176, %sp
	mov %i0, %g4
	xnor %g0, %i0, %g1
	mov 0xff, %i2
	and %g1, 3, %g1
	ldub [ %i0 ], %i0
	sll %g1, 3, %i3
	and %g4, -4, %g4
	sll %i2, %i3, %i2
	xnor %g0, %i2, %i5
	and %i0, 0xff, %i4
	mov %i1, %g3
	cmp %i4, %i1
	sll %i4, %i3, %g5
	movgu %icc, %i0, %g3
	and %g3, 0xff, %g3
	sll %g3, %i3, %g3
	ld [ %g4 ], %g2
	b %xcc, .L24
	and %g2, %i5, %g2
	cmp %g2, %g1
	be,pn %icc, .L31
	and %i2, %i0, %i0
	mov %g1, %g2
	or %g3, %g2, %i0
	or %g5, %g2, %g1
	cas [ %g4 ], %g1, %i0
	cmp %g1, %i0
	bne %icc, .L20
	and %i5, %i0, %g1
	and %i2, %i0, %i0
	srl %i0, %i3, %i0
	and %i0, 0xff, %g1
	cmp %i4, %g1
	bne %icc, .L11
	and %i0, 0xff, %i4
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_smin_1_relaxed:
	save %sp, -176, %sp
	xnor %g0, %i0, %i3
	ldub [ %i0 ], %g1
	and %i3, 3, %i3
	and %i0, -4, %g5
	sll %i3, 3, %i3
	mov 0xff, %i0
	mov %i1, %o7
	sll %i0, %i3, %i0
	xnor %g0, %i0, %i4
	and %g1, 0xff, %i2
	sll %g1, 0x18, %g2
	mov %i1, %g4
	sra %g2, 0x18, %g2
	sll %i2, %i3, %i5
	cmp %g2, %o7
	movle %icc, %g1, %g4
	and %g4, 0xff, %g4
	sll %g4, %i3, %g4
	ld [ %g5 ], %g3
	b %xcc, .L26
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %i0, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i4, %g1, %g2
	and %i0, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a %icc, .L11
	and %g1, 0xff, %i2
	sllx %g1, 0x38, %g1
	return %i7 + 8
	srax %g1, 0x38, %o0

uat_fetch_smin_1_acquire:
	save %sp, -176, %sp
	xnor %g0, %i0, %i3
	ldub [ %i0 ], %g1
	and %i3, 3, %i3
	and %i0, -4, %g5
	sll %i3, 3, %i3
	mov 0xff, %i0
	mov %i1, %o7
	sll %i0, %i3, %i0
	xnor %g0, %i0, %i4
	and %g1, 0xff, %i2
	sll %g1, 0x18, %g2
	mov %i1, %g4
	sra %g2, 0x18, %g2
	sll %i2, %i3, %i5
	cmp %g2, %o7
	movle %icc, %g1, %g4
	and %g4, 0xff, %g4
	sll %g4, %i3, %g4
	ld [ %g5 ], %g3
	b %xcc, .L26
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %i0, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i4, %g1, %g2
	and %i0, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a %icc, .L11
	and %g1, 0xff, %i2
	sllx %g1, 0x38, %g1
	return %i7 + 8
	srax %g1, 0x38, %o0

uat_fetch_smin_1_release:
	save %sp, -176, %sp
	xnor %g0, %i0, %i3
	ldub [ %i0 ], %g1
	and %i3, 3, %i3
	and %i0, -4, %g5
	sll %i3, 3, %i3
	mov 0xff, %i0
	mov %i1, %o7
	sll %i0, %i3, %i0
	xnor %g0, %i0, %i4
	and %g1, 0xff, %i2
	sll %g1, 0x18, %g2
	mov %i1, %g4
	sra %g2, 0x18, %g2
	sll %i2, %i3, %i5
	cmp %g2, %o7
	movle %icc, %g1, %g4
	and %g4, 0xff, %g4
	sll %g4, %i3, %g4
	ld [ %g5 ], %g3
	b %xcc, .L26
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %i0, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i4, %g1, %g2
	and %i0, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a %icc, .L11
	and %g1, 0xff, %i2
	sllx %g1, 0x38, %g1
	return %i7 + 8
	srax %g1, 0x38, %o0

uat_fetch_smin_1_acq_rel:
	save %sp, -176, %sp
	xnor %g0, %i0, %i3
	ldub [ %i0 ], %g1
	and %i3, 3, %i3
	and %i0, -4, %g5
	sll %i3, 3, %i3
	mov 0xff, %i0
	mov %i1, %o7
	sll %i0, %i3, %i0
	xnor %g0, %i0, %i4
	and %g1, 0xff, %i2
	sll %g1, 0x18, %g2
	mov %i1, %g4
	sra %g2, 0x18, %g2
	sll %i2, %i3, %i5
	cmp %g2, %o7
	movle %icc, %g1, %g4
	and %g4, 0xff, %g4
	sll %g4, %i3, %g4
	ld [ %g5 ], %g3
	b %xcc, .L26
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %i0, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i4, %g1, %g2
	and %i0, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a %icc, .L11
	and %g1, 0xff, %i2
	sllx %g1, 0x38, %g1
	return %i7 + 8
	srax %g1, 0x38, %o0

uat_fetch_smin_1_seq_cst:
	save %sp, -176, %sp
	xnor %g0, %i0, %i3
	ldub [ %i0 ], %g1
	and %i3, 3, %i3
	and %i0, -4, %g5
	sll %i3, 3, %i3
	mov 0xff, %i0
	mov %i1, %o7
	sll %i0, %i3, %i0
	xnor %g0, %i0, %i4
	and %g1, 0xff, %i2
	sll %g1, 0x18, %g2
	mov %i1, %g4
	sra %g2, 0x18, %g2
	sll %i2, %i3, %i5
	cmp %g2, %o7
	movle %icc, %g1, %g4
	and %g4, 0xff, %g4
	sll %g4, %i3, %g4
	ld [ %g5 ], %g3
	b %xcc, .L26
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %i0, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i4, %g1, %g2
	and %i0, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a %icc, .L11
	and %g1, 0xff, %i2
	sllx %g1, 0x38, %g1
	return %i7 + 8
	srax %g1, 0x38, %o0

uat_fetch_smin_1_seq_cst_fence:
	save %sp, -176, %sp
	xnor %g0, %i0, %i3
	ldub [ %i0 ], %g1
	and %i3, 3, %i3
	and %i0, -4, %g5
	sll %i3, 3, %i3
	mov 0xff, %i0
	mov %i1, %o7
	sll %i0, %i3, %i0
	xnor %g0, %i0, %i4
	and %g1, 0xff, %i2
	sll %g1, 0x18, %g2
	mov %i1, %g4
	sra %g2, 0x18, %g2
	sll %i2, %i3, %i5
	cmp %g2, %o7
	movle %icc, %g1, %g4
	and %g4, 0xff, %g4
	sll %g4, %i3, %g4
	ld [ %g5 ], %g3
	b %xcc, .L26
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %i0, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i4, %g1, %g2
	and %i0, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a %icc, .L11
	and %g1, 0xff, %i2
	sllx %g1, 0x38, %g1
	return %i7 + 8
	srax %g1, 0x38, %o0

uat_fetch_umin_1_relaxed:
	save %sp, -176, %sp
	mov %i0, %g4
	xnor %g0, %i0, %g1
	mov 0xff, %i2
	and %g1, 3, %g1
	ldub [ %i0 ], %i0
	sll %g1, 3, %i3
	and %g4, -4, %g4
	sll %i2, %i3, %i2
	xnor %g0, %i2, %i5
	and %i0, 0xff, %i4
	mov %i1, %g3
	cmp %i4, %i1
	sll %i4, %i3, %g5
	movcs %icc, %i0, %g3
	and %g3, 0xff, %g3
	sll %g3, %i3, %g3
	ld [ %g4 ], %g2
	b %xcc, .L24
	and %g2, %i5, %g2
	cmp %g2, %g1
	be,pn %icc, .L31
	and %i2, %i0, %i0
	mov %g1, %g2
	or %g3, %g2, %i0
	or %g5, %g2, %g1
	cas [ %g4 ], %g1, %i0
	cmp %g1, %i0
	bne %icc, .L20
	and %i5, %i0, %g1
	and %i2, %i0, %i0
	srl %i0, %i3, %i0
	and %i0, 0xff, %g1
	cmp %i4, %g1
	bne %icc, .L11
	and %i0, 0xff, %i4
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_umin_1_acquire:
	save %sp, -176, %sp
	mov %i0, %g4
	xnor %g0, %i0, %g1
	mov 0xff, %i2
	and %g1, 3, %g1
	ldub [ %i0 ], %i0
	sll %g1, 3, %i3
	and %g4, -4, %g4
	sll %i2, %i3, %i2
	xnor %g0, %i2, %i5
	and %i0, 0xff, %i4
	mov %i1, %g3
	cmp %i4, %i1
	sll %i4, %i3, %g5
	movcs %icc, %i0, %g3
	and %g3, 0xff, %g3
	sll %g3, %i3, %g3
	ld [ %g4 ], %g2
	b %xcc, .L24
	and %g2, %i5, %g2
	cmp %g2, %g1
	be,pn %icc, .L31
	and %i2, %i0, %i0
	mov %g1, %g2
	or %g3, %g2, %i0
	or %g5, %g2, %g1
	cas [ %g4 ], %g1, %i0
	cmp %g1, %i0
	bne %icc, .L20
	and %i5, %i0, %g1
	and %i2, %i0, %i0
	srl %i0, %i3, %i0
	and %i0, 0xff, %g1
	cmp %i4, %g1
	bne %icc, .L11
	and %i0, 0xff, %i4
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_umin_1_release:
	save %sp, -176, %sp
	mov %i0, %g4
	xnor %g0, %i0, %g1
	mov 0xff, %i2
	and %g1, 3, %g1
	ldub [ %i0 ], %i0
	sll %g1, 3, %i3
	and %g4, -4, %g4
	sll %i2, %i3, %i2
	xnor %g0, %i2, %i5
	and %i0, 0xff, %i4
	mov %i1, %g3
	cmp %i4, %i1
	sll %i4, %i3, %g5
	movcs %icc, %i0, %g3
	and %g3, 0xff, %g3
	sll %g3, %i3, %g3
	ld [ %g4 ], %g2
	b %xcc, .L24
	and %g2, %i5, %g2
	cmp %g2, %g1
	be,pn %icc, .L31
	and %i2, %i0, %i0
	mov %g1, %g2
	or %g3, %g2, %i0
	or %g5, %g2, %g1
	cas [ %g4 ], %g1, %i0
	cmp %g1, %i0
	bne %icc, .L20
	and %i5, %i0, %g1
	and %i2, %i0, %i0
	srl %i0, %i3, %i0
	and %i0, 0xff, %g1
	cmp %i4, %g1
	bne %icc, .L11
	and %i0, 0xff, %i4
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_umin_1_acq_rel:
	save %sp, -176, %sp
	mov %i0, %g4
	xnor %g0, %i0, %g1
	mov 0xff, %i2
	and %g1, 3, %g1
	ldub [ %i0 ], %i0
	sll %g1, 3, %i3
	and %g4, -4, %g4
	sll %i2, %i3, %i2
	xnor %g0, %i2, %i5
	and %i0, 0xff, %i4
	mov %i1, %g3
	cmp %i4, %i1
	sll %i4, %i3, %g5
	movcs %icc, %i0, %g3
	and %g3, 0xff, %g3
	sll %g3, %i3, %g3
	ld [ %g4 ], %g2
	b %xcc, .L24
	and %g2, %i5, %g2
	cmp %g2, %g1
	be,pn %icc, .L31
	and %i2, %i0, %i0
	mov %g1, %g2
	or %g3, %g2, %i0
	or %g5, %g2, %g1
	cas [ %g4 ], %g1, %i0
	cmp %g1, %i0
	bne %icc, .L20
	and %i5, %i0, %g1
	and %i2, %i0, %i0
	srl %i0, %i3, %i0
	and %i0, 0xff, %g1
	cmp %i4, %g1
	bne %icc, .L11
	and %i0, 0xff, %i4
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_umin_1_seq_cst:
	save %sp, -176, %sp
	mov %i0, %g4
	xnor %g0, %i0, %g1
	mov 0xff, %i2
	and %g1, 3, %g1
	ldub [ %i0 ], %i0
	sll %g1, 3, %i3
	and %g4, -4, %g4
	sll %i2, %i3, %i2
	xnor %g0, %i2, %i5
	and %i0, 0xff, %i4
	mov %i1, %g3
	cmp %i4, %i1
	sll %i4, %i3, %g5
	movcs %icc, %i0, %g3
	and %g3, 0xff, %g3
	sll %g3, %i3, %g3
	ld [ %g4 ], %g2
	b %xcc, .L24
	and %g2, %i5, %g2
	cmp %g2, %g1
	be,pn %icc, .L31
	and %i2, %i0, %i0
	mov %g1, %g2
	or %g3, %g2, %i0
	or %g5, %g2, %g1
	cas [ %g4 ], %g1, %i0
	cmp %g1, %i0
	bne %icc, .L20
	and %i5, %i0, %g1
	and %i2, %i0, %i0
	srl %i0, %i3, %i0
	and %i0, 0xff, %g1
	cmp %i4, %g1
	bne %icc, .L11
	and %i0, 0xff, %i4
	return %i7 + 8
	and %o0, 0xff, %o0

uat_fetch_umin_1_seq_cst_fence:
	save %sp, -176, %sp
	mov %i0, %g4
	xnor %g0, %i0, %g1
	mov 0xff, %i2
	and %g1, 3, %g1
	ldub [ %i0 ], %i0
	sll %g1, 3, %i3
	and %g4, -4, %g4
	sll %i2, %i3, %i2
	xnor %g0, %i2, %i5
	and %i0, 0xff, %i4
	mov %i1, %g3
	cmp %i4, %i1
	sll %i4, %i3, %g5
	movcs %icc, %i0, %g3
	and %g3, 0xff, %g3
	sll %g3, %i3, %g3
	ld [ %g4 ], %g2
	b %xcc, .L24
	and %g2, %i5, %g2
	cmp %g2, %g1
	be,pn %icc, .L31
	and %i2, %i0, %i0
	mov %g1, %g2
	or %g3, %g2, %i0
	or %g5, %g2, %g1
	cas [ %g4 ], %g1, %i0
	cmp %g1, %i0
	bne %icc, .L20
	and %i5, %i0, %g1
	and %i2, %i0, %i0
	srl %i0, %i3, %i0
	and %i0, 0xff, %g1
	cmp %i4, %g1
	bne %icc, .L11
	and %i0, 0xff, %i4
	return %i7 + 8
	and %o0, 0xff, %o0

uat_test_and_set_bit_1_relaxed:
	save %sp, -176, %sp
	and %i1, 7, %i1
	xnor %g0, %i0, %g1
	and %g1, 3, %g1
	mov 1, %o7
	sll %g1, 3, %i3
	sll %o7, %i1, %o7
	ldub [ %i0 ], %g1
	mov 0xff, %i1
	srl %o7, 0, %o5
	sll %i1, %i3, %i1
	and %i0, -4, %g4
	xnor %g0, %i1, %i4
	and %g1, 0xff, %i2
	and %g1, 0xff, %g1
	sll %i2, %i3, %i5
	or %g1, %o5, %g1
	sll %g1, %i3, %g5
	ld [ %g4 ], %g3
	b %xcc, .L25
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L32
	and %i1, %g1, %g1
	mov %g2, %g3
	or %g5, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g4 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L21
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a %icc, .L14
	and %g1, 0xff, %i2
	and %o7, %g1, %o7
	cmp %g0, %o7
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_set_bit_1_acquire:
	save %sp, -176, %sp
	and %i1, 7, %i1
	xnor %g0, %i0, %g1
	and %g1, 3, %g1
	mov 1, %o7
	sll %g1, 3, %i3
	sll %o7, %i1, %o7
	ldub [ %i0 ], %g1
	mov 0xff, %i1
	srl %o7, 0, %o5
	sll %i1, %i3, %i1
	and %i0, -4, %g4
	xnor %g0, %i1, %i4
	and %g1, 0xff, %i2
	and %g1, 0xff, %g1
	sll %i2, %i3, %i5
	or %g1, %o5, %g1
	sll %g1, %i3, %g5
	ld [ %g4 ], %g3
	b %xcc, .L25
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L32
	and %i1, %g1, %g1
	mov %g2, %g3
	or %g5, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g4 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L21
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a %icc, .L14
	and %g1, 0xff, %i2
	and %o7, %g1, %o7
	cmp %g0, %o7
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_set_bit_1_release:
	save %sp, -176, %sp
	and %i1, 7, %i1
	xnor %g0, %i0, %g1
	and %g1, 3, %g1
	mov 1, %o7
	sll %g1, 3, %i3
	sll %o7, %i1, %o7
	ldub [ %i0 ], %g1
	mov 0xff, %i1
	srl %o7, 0, %o5
	sll %i1, %i3, %i1
	and %i0, -4, %g4
	xnor %g0, %i1, %i4
	and %g1, 0xff, %i2
	and %g1, 0xff, %g1
	sll %i2, %i3, %i5
	or %g1, %o5, %g1
	sll %g1, %i3, %g5
	ld [ %g4 ], %g3
	b %xcc, .L25
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L32
	and %i1, %g1, %g1
	mov %g2, %g3
	or %g5, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g4 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L21
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a %icc, .L14
	and %g1, 0xff, %i2
	and %o7, %g1, %o7
	cmp %g0, %o7
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_set_bit_1_acq_rel:
	save %sp, -176, %sp
	and %i1, 7, %i1
	xnor %g0, %i0, %g1
	and %g1, 3, %g1
	mov 1, %o7
	sll %g1, 3, %i3
	sll %o7, %i1, %o7
	ldub [ %i0 ], %g1
	mov 0xff, %i1
	srl %o7, 0, %o5
	sll %i1, %i3, %i1
	and %i0, -4, %g4
	xnor %g0, %i1, %i4
	and %g1, 0xff, %i2
	and %g1, 0xff, %g1
	sll %i2, %i3, %i5
	or %g1, %o5, %g1
	sll %g1, %i3, %g5
	ld [ %g4 ], %g3
	b %xcc, .L25
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L32
	and %i1, %g1, %g1
	mov %g2, %g3
	or %g5, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g4 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L21
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a %icc, .L14
	and %g1, 0xff, %i2
	and %o7, %g1, %o7
	cmp %g0, %o7
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_set_bit_1_seq_cst:
	save %sp, -176, %sp
	and %i1, 7, %i1
	xnor %g0, %i0, %g1
	and %g1, 3, %g1
	mov 1, %o7
	sll %g1, 3, %i3
	sll %o7, %i1, %o7
	ldub [ %i0 ], %g1
	mov 0xff, %i1
	srl %o7, 0, %o5
	sll %i1, %i3, %i1
	and %i0, -4, %g4
	xnor %g0, %i1, %i4
	and %g1, 0xff, %i2
	and %g1, 0xff, %g1
	sll %i2, %i3, %i5
	or %g1, %o5, %g1
	sll %g1, %i3, %g5
	ld [ %g4 ], %g3
	b %xcc, .L25
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L32
	and %i1, %g1, %g1
	mov %g2, %g3
	or %g5, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g4 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L21
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a %icc, .L14
	and %g1, 0xff, %i2
	and %o7, %g1, %o7
	cmp %g0, %o7
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_set_bit_1_seq_cst_fence:
	save %sp, -176, %sp
	and %i1, 7, %i1
	xnor %g0, %i0, %g1
	and %g1, 3, %g1
	mov 1, %o7
	sll %g1, 3, %i3
	sll %o7, %i1, %o7
	ldub [ %i0 ], %g1
	mov 0xff, %i1
	srl %o7, 0, %o5
	sll %i1, %i3, %i1
	and %i0, -4, %g4
	xnor %g0, %i1, %i4
	and %g1, 0xff, %i2
	and %g1, 0xff, %g1
	sll %i2, %i3, %i5
	or %g1, %o5, %g1
	sll %g1, %i3, %g5
	ld [ %g4 ], %g3
	b %xcc, .L25
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L32
	and %i1, %g1, %g1
	mov %g2, %g3
	or %g5, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g4 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L21
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a %icc, .L14
	and %g1, 0xff, %i2
	and %o7, %g1, %o7
	cmp %g0, %o7
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_clear_bit_1_relaxed:
	save %sp, -176, %sp
	and %i1, 7, %i1
	xnor %g0, %i0, %g1
	and %g1, 3, %g1
	mov 1, %o7
	sll %g1, 3, %i3
	sll %o7, %i1, %o7
	ldub [ %i0 ], %g1
	xnor %g0, %o7, %o5
	mov 0xff, %i1
	srl %o5, 0, %o5
	sll %i1, %i3, %i1
	and %i0, -4, %g4
	xnor %g0, %i1, %i4
	and %g1, 0xff, %i2
	and %g1, 0xff, %g1
	sll %i2, %i3, %i5
	and %g1, %o5, %g1
	sll %g1, %i3, %g5
	ld [ %g4 ], %g3
	b %xcc, .L26
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %i1, %g1, %g1
	mov %g2, %g3
	or %g5, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g4 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a %icc, .L15
	and %g1, 0xff, %i2
	and %o7, %g1, %o7
	cmp %g0, %o7
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_clear_bit_1_acquire:
	save %sp, -176, %sp
	and %i1, 7, %i1
	xnor %g0, %i0, %g1
	and %g1, 3, %g1
	mov 1, %o7
	sll %g1, 3, %i3
	sll %o7, %i1, %o7
	ldub [ %i0 ], %g1
	xnor %g0, %o7, %o5
	mov 0xff, %i1
	srl %o5, 0, %o5
	sll %i1, %i3, %i1
	and %i0, -4, %g4
	xnor %g0, %i1, %i4
	and %g1, 0xff, %i2
	and %g1, 0xff, %g1
	sll %i2, %i3, %i5
	and %g1, %o5, %g1
	sll %g1, %i3, %g5
	ld [ %g4 ], %g3
	b %xcc, .L26
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %i1, %g1, %g1
	mov %g2, %g3
	or %g5, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g4 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a %icc, .L15
	and %g1, 0xff, %i2
	and %o7, %g1, %o7
	cmp %g0, %o7
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_clear_bit_1_release:
	save %sp, -176, %sp
	and %i1, 7, %i1
	xnor %g0, %i0, %g1
	and %g1, 3, %g1
	mov 1, %o7
	sll %g1, 3, %i3
	sll %o7, %i1, %o7
	ldub [ %i0 ], %g1
	xnor %g0, %o7, %o5
	mov 0xff, %i1
	srl %o5, 0, %o5
	sll %i1, %i3, %i1
	and %i0, -4, %g4
	xnor %g0, %i1, %i4
	and %g1, 0xff, %i2
	and %g1, 0xff, %g1
	sll %i2, %i3, %i5
	and %g1, %o5, %g1
	sll %g1, %i3, %g5
	ld [ %g4 ], %g3
	b %xcc, .L26
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %i1, %g1, %g1
	mov %g2, %g3
	or %g5, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g4 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a %icc, .L15
	and %g1, 0xff, %i2
	and %o7, %g1, %o7
	cmp %g0, %o7
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_clear_bit_1_acq_rel:
	save %sp, -176, %sp
	and %i1, 7, %i1
	xnor %g0, %i0, %g1
	and %g1, 3, %g1
	mov 1, %o7
	sll %g1, 3, %i3
	sll %o7, %i1, %o7
	ldub [ %i0 ], %g1
	xnor %g0, %o7, %o5
	mov 0xff, %i1
	srl %o5, 0, %o5
	sll %i1, %i3, %i1
	and %i0, -4, %g4
	xnor %g0, %i1, %i4
	and %g1, 0xff, %i2
	and %g1, 0xff, %g1
	sll %i2, %i3, %i5
	and %g1, %o5, %g1
	sll %g1, %i3, %g5
	ld [ %g4 ], %g3
	b %xcc, .L26
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %i1, %g1, %g1
	mov %g2, %g3
	or %g5, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g4 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a %icc, .L15
	and %g1, 0xff, %i2
	and %o7, %g1, %o7
	cmp %g0, %o7
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_clear_bit_1_seq_cst:
	save %sp, -176, %sp
	and %i1, 7, %i1
	xnor %g0, %i0, %g1
	and %g1, 3, %g1
	mov 1, %o7
	sll %g1, 3, %i3
	sll %o7, %i1, %o7
	ldub [ %i0 ], %g1
	xnor %g0, %o7, %o5
	mov 0xff, %i1
	srl %o5, 0, %o5
	sll %i1, %i3, %i1
	and %i0, -4, %g4
	xnor %g0, %i1, %i4
	and %g1, 0xff, %i2
	and %g1, 0xff, %g1
	sll %i2, %i3, %i5
	and %g1, %o5, %g1
	sll %g1, %i3, %g5
	ld [ %g4 ], %g3
	b %xcc, .L26
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %i1, %g1, %g1
	mov %g2, %g3
	or %g5, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g4 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a %icc, .L15
	and %g1, 0xff, %i2
	and %o7, %g1, %o7
	cmp %g0, %o7
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_clear_bit_1_seq_cst_fence:
	save %sp, -176, %sp
	and %i1, 7, %i1
	xnor %g0, %i0, %g1
	and %g1, 3, %g1
	mov 1, %o7
	sll %g1, 3, %i3
	sll %o7, %i1, %o7
	ldub [ %i0 ], %g1
	xnor %g0, %o7, %o5
	mov 0xff, %i1
	srl %o5, 0, %o5
	sll %i1, %i3, %i1
	and %i0, -4, %g4
	xnor %g0, %i1, %i4
	and %g1, 0xff, %i2
	and %g1, 0xff, %g1
	sll %i2, %i3, %i5
	and %g1, %o5, %g1
	sll %g1, %i3, %g5
	ld [ %g4 ], %g3
	b %xcc, .L26
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %i1, %g1, %g1
	mov %g2, %g3
	or %g5, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g4 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a %icc, .L15
	and %g1, 0xff, %i2
	and %o7, %g1, %o7
	cmp %g0, %o7
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_change_bit_1_relaxed:
	save %sp, -176, %sp
	and %i1, 7, %i1
	xnor %g0, %i0, %g1
	and %g1, 3, %g1
	mov 1, %o7
	sll %g1, 3, %i3
	sll %o7, %i1, %o7
	ldub [ %i0 ], %g1
	mov 0xff, %i1
	srl %o7, 0, %o5
	sll %i1, %i3, %i1
	and %i0, -4, %g4
	xnor %g0, %i1, %i4
	and %g1, 0xff, %i2
	and %g1, 0xff, %g1
	sll %i2, %i3, %i5
	xor %g1, %o5, %g1
	sll %g1, %i3, %g5
	ld [ %g4 ], %g3
	b %xcc, .L25
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L32
	and %i1, %g1, %g1
	mov %g2, %g3
	or %g5, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g4 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L21
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a %icc, .L14
	and %g1, 0xff, %i2
	and %o7, %g1, %o7
	cmp %g0, %o7
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_change_bit_1_acquire:
	save %sp, -176, %sp
	and %i1, 7, %i1
	xnor %g0, %i0, %g1
	and %g1, 3, %g1
	mov 1, %o7
	sll %g1, 3, %i3
	sll %o7, %i1, %o7
	ldub [ %i0 ], %g1
	mov 0xff, %i1
	srl %o7, 0, %o5
	sll %i1, %i3, %i1
	and %i0, -4, %g4
	xnor %g0, %i1, %i4
	and %g1, 0xff, %i2
	and %g1, 0xff, %g1
	sll %i2, %i3, %i5
	xor %g1, %o5, %g1
	sll %g1, %i3, %g5
	ld [ %g4 ], %g3
	b %xcc, .L25
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L32
	and %i1, %g1, %g1
	mov %g2, %g3
	or %g5, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g4 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L21
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a %icc, .L14
	and %g1, 0xff, %i2
	and %o7, %g1, %o7
	cmp %g0, %o7
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_change_bit_1_release:
	save %sp, -176, %sp
	and %i1, 7, %i1
	xnor %g0, %i0, %g1
	and %g1, 3, %g1
	mov 1, %o7
	sll %g1, 3, %i3
	sll %o7, %i1, %o7
	ldub [ %i0 ], %g1
	mov 0xff, %i1
	srl %o7, 0, %o5
	sll %i1, %i3, %i1
	and %i0, -4, %g4
	xnor %g0, %i1, %i4
	and %g1, 0xff, %i2
	and %g1, 0xff, %g1
	sll %i2, %i3, %i5
	xor %g1, %o5, %g1
	sll %g1, %i3, %g5
	ld [ %g4 ], %g3
	b %xcc, .L25
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L32
	and %i1, %g1, %g1
	mov %g2, %g3
	or %g5, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g4 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L21
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a %icc, .L14
	and %g1, 0xff, %i2
	and %o7, %g1, %o7
	cmp %g0, %o7
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_change_bit_1_acq_rel:
	save %sp, -176, %sp
	and %i1, 7, %i1
	xnor %g0, %i0, %g1
	and %g1, 3, %g1
	mov 1, %o7
	sll %g1, 3, %i3
	sll %o7, %i1, %o7
	ldub [ %i0 ], %g1
	mov 0xff, %i1
	srl %o7, 0, %o5
	sll %i1, %i3, %i1
	and %i0, -4, %g4
	xnor %g0, %i1, %i4
	and %g1, 0xff, %i2
	and %g1, 0xff, %g1
	sll %i2, %i3, %i5
	xor %g1, %o5, %g1
	sll %g1, %i3, %g5
	ld [ %g4 ], %g3
	b %xcc, .L25
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L32
	and %i1, %g1, %g1
	mov %g2, %g3
	or %g5, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g4 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L21
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a %icc, .L14
	and %g1, 0xff, %i2
	and %o7, %g1, %o7
	cmp %g0, %o7
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_change_bit_1_seq_cst:
	save %sp, -176, %sp
	and %i1, 7, %i1
	xnor %g0, %i0, %g1
	and %g1, 3, %g1
	mov 1, %o7
	sll %g1, 3, %i3
	sll %o7, %i1, %o7
	ldub [ %i0 ], %g1
	mov 0xff, %i1
	srl %o7, 0, %o5
	sll %i1, %i3, %i1
	and %i0, -4, %g4
	xnor %g0, %i1, %i4
	and %g1, 0xff, %i2
	and %g1, 0xff, %g1
	sll %i2, %i3, %i5
	xor %g1, %o5, %g1
	sll %g1, %i3, %g5
	ld [ %g4 ], %g3
	b %xcc, .L25
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L32
	and %i1, %g1, %g1
	mov %g2, %g3
	or %g5, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g4 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L21
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a %icc, .L14
	and %g1, 0xff, %i2
	and %o7, %g1, %o7
	cmp %g0, %o7
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_change_bit_1_seq_cst_fence:
	save %sp, -176, %sp
	and %i1, 7, %i1
	xnor %g0, %i0, %g1
	and %g1, 3, %g1
	mov 1, %o7
	sll %g1, 3, %i3
	sll %o7, %i1, %o7
	ldub [ %i0 ], %g1
	mov 0xff, %i1
	srl %o7, 0, %o5
	sll %i1, %i3, %i1
	and %i0, -4, %g4
	xnor %g0, %i1, %i4
	and %g1, 0xff, %i2
	and %g1, 0xff, %g1
	sll %i2, %i3, %i5
	xor %g1, %o5, %g1
	sll %g1, %i3, %g5
	ld [ %g4 ], %g3
	b %xcc, .L25
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L32
	and %i1, %g1, %g1
	mov %g2, %g3
	or %g5, %g3, %g1
	or %i5, %g3, %g2
	cas [ %g4 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L21
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a %icc, .L14
	and %g1, 0xff, %i2
	and %o7, %g1, %o7
	cmp %g0, %o7
	return %i7 + 8
	addc %g0, 0, %o0

uat_fetch_add_unless_1_relaxed:
	save %sp, -176, %sp
	xnor %g0, %i0, %i3
	mov 0xff, %o7
	and %i3, 3, %i3
	ldub [ %i0 ], %o4
	sll %i3, 3, %i3
	and %i0, -4, %g5
	sll %o7, %i3, %o7
	xnor %g0, %o7, %i5
	and %o4, 0xff, %o5
	cmp %o5, %i2
	be,pn %icc, .L36
	and %o4, 0xff, %i0
	add %i1, %o4, %g4
	sll %o5, %i3, %i4
	and %g4, 0xff, %g4
	sll %g4, %i3, %g4
	ld [ %g5 ], %g3
	b %xcc, .L24
	and %g3, %i5, %g3
	cmp %g3, %g2
	be,pn %icc, .L31
	and %o7, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %i4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L20
	and %i5, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %o5, %g2
	bne,pn %icc, .L38
	and %o4, 0xff, %i0
	return %i7 + 8
	nop
	b %xcc, .L9
	mov %g1, %o4

uat_fetch_add_unless_1_acquire:
	save %sp, -176, %sp
	xnor %g0, %i0, %i3
	mov 0xff, %o7
	and %i3, 3, %i3
	ldub [ %i0 ], %o4
	sll %i3, 3, %i3
	and %i0, -4, %g5
	sll %o7, %i3, %o7
	xnor %g0, %o7, %i5
	and %o4, 0xff, %o5
	cmp %o5, %i2
	be,pn %icc, .L36
	and %o4, 0xff, %i0
	add %i1, %o4, %g4
	sll %o5, %i3, %i4
	and %g4, 0xff, %g4
	sll %g4, %i3, %g4
	ld [ %g5 ], %g3
	b %xcc, .L24
	and %g3, %i5, %g3
	cmp %g3, %g2
	be,pn %icc, .L31
	and %o7, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %i4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L20
	and %i5, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %o5, %g2
	bne,pn %icc, .L38
	and %o4, 0xff, %i0
	return %i7 + 8
	nop
	b %xcc, .L9
	mov %g1, %o4

uat_fetch_add_unless_1_release:
	save %sp, -176, %sp
	xnor %g0, %i0, %i3
	mov 0xff, %o7
	and %i3, 3, %i3
	ldub [ %i0 ], %o4
	sll %i3, 3, %i3
	and %i0, -4, %g5
	sll %o7, %i3, %o7
	xnor %g0, %o7, %i5
	and %o4, 0xff, %o5
	cmp %o5, %i2
	be,pn %icc, .L36
	and %o4, 0xff, %i0
	add %i1, %o4, %g4
	sll %o5, %i3, %i4
	and %g4, 0xff, %g4
	sll %g4, %i3, %g4
	ld [ %g5 ], %g3
	b %xcc, .L24
	and %g3, %i5, %g3
	cmp %g3, %g2
	be,pn %icc, .L31
	and %o7, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %i4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L20
	and %i5, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %o5, %g2
	bne,pn %icc, .L38
	and %o4, 0xff, %i0
	return %i7 + 8
	nop
	b %xcc, .L9
	mov %g1, %o4

uat_fetch_add_unless_1_acq_rel:
	save %sp, -176, %sp
	xnor %g0, %i0, %i3
	mov 0xff, %o7
	and %i3, 3, %i3
	ldub [ %i0 ], %o4
	sll %i3, 3, %i3
	and %i0, -4, %g5
	sll %o7, %i3, %o7
	xnor %g0, %o7, %i5
	and %o4, 0xff, %o5
	cmp %o5, %i2
	be,pn %icc, .L36
	and %o4, 0xff, %i0
	add %i1, %o4, %g4
	sll %o5, %i3, %i4
	and %g4, 0xff, %g4
	sll %g4, %i3, %g4
	ld [ %g5 ], %g3
	b %xcc, .L24
	and %g3, %i5, %g3
	cmp %g3, %g2
	be,pn %icc, .L31
	and %o7, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %i4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L20
	and %i5, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %o5, %g2
	bne,pn %icc, .L38
	and %o4, 0xff, %i0
	return %i7 + 8
	nop
	b %xcc, .L9
	mov %g1, %o4

uat_fetch_add_unless_1_seq_cst:
	save %sp, -176, %sp
	xnor %g0, %i0, %i3
	mov 0xff, %o7
	and %i3, 3, %i3
	ldub [ %i0 ], %o4
	sll %i3, 3, %i3
	and %i0, -4, %g5
	sll %o7, %i3, %o7
	xnor %g0, %o7, %i5
	and %o4, 0xff, %o5
	cmp %o5, %i2
	be,pn %icc, .L36
	and %o4, 0xff, %i0
	add %i1, %o4, %g4
	sll %o5, %i3, %i4
	and %g4, 0xff, %g4
	sll %g4, %i3, %g4
	ld [ %g5 ], %g3
	b %xcc, .L24
	and %g3, %i5, %g3
	cmp %g3, %g2
	be,pn %icc, .L31
	and %o7, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %i4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L20
	and %i5, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %o5, %g2
	bne,pn %icc, .L38
	and %o4, 0xff, %i0
	return %i7 + 8
	nop
	b %xcc, .L9
	mov %g1, %o4

uat_fetch_add_unless_1_seq_cst_fence:
	save %sp, -176, %sp
	xnor %g0, %i0, %i3
	mov 0xff, %o7
	and %i3, 3, %i3
	ldub [ %i0 ], %o4
	sll %i3, 3, %i3
	and %i0, -4, %g5
	sll %o7, %i3, %o7
	xnor %g0, %o7, %i5
	and %o4, 0xff, %o5
	cmp %o5, %i2
	be,pn %icc, .L36
	and %o4, 0xff, %i0
	add %i1, %o4, %g4
	sll %o5, %i3, %i4
	and %g4, 0xff, %g4
	sll %g4, %i3, %g4
	ld [ %g5 ], %g3
	b %xcc, .L24
	and %g3, %i5, %g3
	cmp %g3, %g2
	be,pn %icc, .L31
	and %o7, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %i4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L20
	and %i5, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	and %g1, 0xff, %g2
	cmp %o5, %g2
	bne,pn %icc, .L38
	and %o4, 0xff, %i0
	return %i7 + 8
	nop
	b %xcc, .L9
	mov %g1, %o4

uat_add_unless_1_relaxed:
	save %sp, -176, %sp
	xnor %g0, %i0, %i4
	ldub [ %i0 ], %g4
	and %i4, 3, %i4
	mov 0xff, %i3
	sll %i4, 3, %i4
	and %i0, -4, %i0
	sll %i3, %i4, %i3
	xnor %g0, %i3, %g5
	and %g4, 0xff, %o7
	cmp %o7, %i2
	be,pn %icc, .L37
	add %i1, %g4, %g4
	sll %o7, %i4, %i5
	and %g4, 0xff, %g4
	sll %g4, %i4, %g4
	ld [ %i0 ], %g3
	b %xcc, .L23
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,pn %icc, .L30
	and %i3, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L19
	and %g5, %g1, %g2
	and %i3, %g1, %g1
	srl %g1, %i4, %g1
	and %g1, 0xff, %g2
	cmp %o7, %g2
	bne,pn %icc, .L9
	mov %g1, %g4
	return %i7 + 8
	mov 1, %o0
	return %i7 + 8
	clr %o0

uat_add_unless_1_acquire:
	save %sp, -176, %sp
	xnor %g0, %i0, %i4
	ldub [ %i0 ], %g4
	and %i4, 3, %i4
	mov 0xff, %i3
	sll %i4, 3, %i4
	and %i0, -4, %i0
	sll %i3, %i4, %i3
	xnor %g0, %i3, %g5
	and %g4, 0xff, %o7
	cmp %o7, %i2
	be,pn %icc, .L37
	add %i1, %g4, %g4
	sll %o7, %i4, %i5
	and %g4, 0xff, %g4
	sll %g4, %i4, %g4
	ld [ %i0 ], %g3
	b %xcc, .L23
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,pn %icc, .L30
	and %i3, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L19
	and %g5, %g1, %g2
	and %i3, %g1, %g1
	srl %g1, %i4, %g1
	and %g1, 0xff, %g2
	cmp %o7, %g2
	bne,pn %icc, .L9
	mov %g1, %g4
	return %i7 + 8
	mov 1, %o0
	return %i7 + 8
	clr %o0

uat_add_unless_1_release:
	save %sp, -176, %sp
	xnor %g0, %i0, %i4
	ldub [ %i0 ], %g4
	and %i4, 3, %i4
	mov 0xff, %i3
	sll %i4, 3, %i4
	and %i0, -4, %i0
	sll %i3, %i4, %i3
	xnor %g0, %i3, %g5
	and %g4, 0xff, %o7
	cmp %o7, %i2
	be,pn %icc, .L37
	add %i1, %g4, %g4
	sll %o7, %i4, %i5
	and %g4, 0xff, %g4
	sll %g4, %i4, %g4
	ld [ %i0 ], %g3
	b %xcc, .L23
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,pn %icc, .L30
	and %i3, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L19
	and %g5, %g1, %g2
	and %i3, %g1, %g1
	srl %g1, %i4, %g1
	and %g1, 0xff, %g2
	cmp %o7, %g2
	bne,pn %icc, .L9
	mov %g1, %g4
	return %i7 + 8
	mov 1, %o0
	return %i7 + 8
	clr %o0

uat_add_unless_1_acq_rel:
	save %sp, -176, %sp
	xnor %g0, %i0, %i4
	ldub [ %i0 ], %g4
	and %i4, 3, %i4
	mov 0xff, %i3
	sll %i4, 3, %i4
	and %i0, -4, %i0
	sll %i3, %i4, %i3
	xnor %g0, %i3, %g5
	and %g4, 0xff, %o7
	cmp %o7, %i2
	be,pn %icc, .L37
	add %i1, %g4, %g4
	sll %o7, %i4, %i5
	and %g4, 0xff, %g4
	sll %g4, %i4, %g4
	ld [ %i0 ], %g3
	b %xcc, .L23
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,pn %icc, .L30
	and %i3, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L19
	and %g5, %g1, %g2
	and %i3, %g1, %g1
	srl %g1, %i4, %g1
	and %g1, 0xff, %g2
	cmp %o7, %g2
	bne,pn %icc, .L9
	mov %g1, %g4
	return %i7 + 8
	mov 1, %o0
	return %i7 + 8
	clr %o0

uat_add_unless_1_seq_cst:
	save %sp, -176, %sp
	xnor %g0, %i0, %i4
	ldub [ %i0 ], %g4
	and %i4, 3, %i4
	mov 0xff, %i3
	sll %i4, 3, %i4
	and %i0, -4, %i0
	sll %i3, %i4, %i3
	xnor %g0, %i3, %g5
	and %g4, 0xff, %o7
	cmp %o7, %i2
	be,pn %icc, .L37
	add %i1, %g4, %g4
	sll %o7, %i4, %i5
	and %g4, 0xff, %g4
	sll %g4, %i4, %g4
	ld [ %i0 ], %g3
	b %xcc, .L23
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,pn %icc, .L30
	and %i3, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L19
	and %g5, %g1, %g2
	and %i3, %g1, %g1
	srl %g1, %i4, %g1
	and %g1, 0xff, %g2
	cmp %o7, %g2
	bne,pn %icc, .L9
	mov %g1, %g4
	return %i7 + 8
	mov 1, %o0
	return %i7 + 8
	clr %o0

uat_add_unless_1_seq_cst_fence:
	save %sp, -176, %sp
	xnor %g0, %i0, %i4
	ldub [ %i0 ], %g4
	and %i4, 3, %i4
	mov 0xff, %i3
	sll %i4, 3, %i4
	and %i0, -4, %i0
	sll %i3, %i4, %i3
	xnor %g0, %i3, %g5
	and %g4, 0xff, %o7
	cmp %o7, %i2
	be,pn %icc, .L37
	add %i1, %g4, %g4
	sll %o7, %i4, %i5
	and %g4, 0xff, %g4
	sll %g4, %i4, %g4
	ld [ %i0 ], %g3
	b %xcc, .L23
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,pn %icc, .L30
	and %i3, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L19
	and %g5, %g1, %g2
	and %i3, %g1, %g1
	srl %g1, %i4, %g1
	and %g1, 0xff, %g2
	cmp %o7, %g2
	bne,pn %icc, .L9
	mov %g1, %g4
	return %i7 + 8
	mov 1, %o0
	return %i7 + 8
	clr %o0

uat_dec_if_positive_1_relaxed:
	save %sp, -176, %sp
	xnor %g0, %i0, %i4
	ldub [ %i0 ], %g4
	and %i4, 3, %i4
	mov 0xff, %i3
	sll %i4, 3, %i4
	and %i0, -4, %i0
	sll %i3, %i4, %i3
	xnor %g0, %i3, %g5
	sll %g4, 0x18, %g1
	cmp %g1, 0
	ble,pn %icc, .L40
	and %g4, 0xff, %i2
	add %g4, -1, %g4
	sll %i2, %i4, %i5
	and %g4, 0xff, %g4
	sll %g4, %i4, %g4
	ld [ %i0 ], %g3
	b %xcc, .L24
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,pn %icc, .L31
	and %i3, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L20
	and %g5, %g1, %g2
	and %i3, %g1, %g1
	srl %g1, %i4, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a,pn %icc, .L9
	mov %g1, %g4
	add %g1, -1, %g1
	sllx %g1, 0x38, %i0
	return %i7 + 8
	srax %o0, 0x38, %o0
	and %g4, 0xff, %g1
	xor %g1, 0x80, %g1
	cmp %g0, %g1
	b %xcc, .L37
	subc %g4, 0, %g1

uat_dec_if_positive_1_acquire:
	save %sp, -176, %sp
	xnor %g0, %i0, %i4
	ldub [ %i0 ], %g4
	and %i4, 3, %i4
	mov 0xff, %i3
	sll %i4, 3, %i4
	and %i0, -4, %i0
	sll %i3, %i4, %i3
	xnor %g0, %i3, %g5
	sll %g4, 0x18, %g1
	cmp %g1, 0
	ble,pn %icc, .L40
	and %g4, 0xff, %i2
	add %g4, -1, %g4
	sll %i2, %i4, %i5
	and %g4, 0xff, %g4
	sll %g4, %i4, %g4
	ld [ %i0 ], %g3
	b %xcc, .L24
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,pn %icc, .L31
	and %i3, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L20
	and %g5, %g1, %g2
	and %i3, %g1, %g1
	srl %g1, %i4, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a,pn %icc, .L9
	mov %g1, %g4
	add %g1, -1, %g1
	sllx %g1, 0x38, %i0
	return %i7 + 8
	srax %o0, 0x38, %o0
	and %g4, 0xff, %g1
	xor %g1, 0x80, %g1
	cmp %g0, %g1
	b %xcc, .L37
	subc %g4, 0, %g1

uat_dec_if_positive_1_release:
	save %sp, -176, %sp
	xnor %g0, %i0, %i4
	ldub [ %i0 ], %g4
	and %i4, 3, %i4
	mov 0xff, %i3
	sll %i4, 3, %i4
	and %i0, -4, %i0
	sll %i3, %i4, %i3
	xnor %g0, %i3, %g5
	sll %g4, 0x18, %g1
	cmp %g1, 0
	ble,pn %icc, .L40
	and %g4, 0xff, %i2
	add %g4, -1, %g4
	sll %i2, %i4, %i5
	and %g4, 0xff, %g4
	sll %g4, %i4, %g4
	ld [ %i0 ], %g3
	b %xcc, .L24
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,pn %icc, .L31
	and %i3, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L20
	and %g5, %g1, %g2
	and %i3, %g1, %g1
	srl %g1, %i4, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a,pn %icc, .L9
	mov %g1, %g4
	add %g1, -1, %g1
	sllx %g1, 0x38, %i0
	return %i7 + 8
	srax %o0, 0x38, %o0
	and %g4, 0xff, %g1
	xor %g1, 0x80, %g1
	cmp %g0, %g1
	b %xcc, .L37
	subc %g4, 0, %g1

uat_dec_if_positive_1_acq_rel:
	save %sp, -176, %sp
	xnor %g0, %i0, %i4
	ldub [ %i0 ], %g4
	and %i4, 3, %i4
	mov 0xff, %i3
	sll %i4, 3, %i4
	and %i0, -4, %i0
	sll %i3, %i4, %i3
	xnor %g0, %i3, %g5
	sll %g4, 0x18, %g1
	cmp %g1, 0
	ble,pn %icc, .L40
	and %g4, 0xff, %i2
	add %g4, -1, %g4
	sll %i2, %i4, %i5
	and %g4, 0xff, %g4
	sll %g4, %i4, %g4
	ld [ %i0 ], %g3
	b %xcc, .L24
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,pn %icc, .L31
	and %i3, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L20
	and %g5, %g1, %g2
	and %i3, %g1, %g1
	srl %g1, %i4, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a,pn %icc, .L9
	mov %g1, %g4
	add %g1, -1, %g1
	sllx %g1, 0x38, %i0
	return %i7 + 8
	srax %o0, 0x38, %o0
	and %g4, 0xff, %g1
	xor %g1, 0x80, %g1
	cmp %g0, %g1
	b %xcc, .L37
	subc %g4, 0, %g1

uat_dec_if_positive_1_seq_cst:
	save %sp, -176, %sp
	xnor %g0, %i0, %i4
	ldub [ %i0 ], %g4
	and %i4, 3, %i4
	mov 0xff, %i3
	sll %i4, 3, %i4
	and %i0, -4, %i0
	sll %i3, %i4, %i3
	xnor %g0, %i3, %g5
	sll %g4, 0x18, %g1
	cmp %g1, 0
	ble,pn %icc, .L40
	and %g4, 0xff, %i2
	add %g4, -1, %g4
	sll %i2, %i4, %i5
	and %g4, 0xff, %g4
	sll %g4, %i4, %g4
	ld [ %i0 ], %g3
	b %xcc, .L24
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,pn %icc, .L31
	and %i3, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L20
	and %g5, %g1, %g2
	and %i3, %g1, %g1
	srl %g1, %i4, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a,pn %icc, .L9
	mov %g1, %g4
	add %g1, -1, %g1
	sllx %g1, 0x38, %i0
	return %i7 + 8
	srax %o0, 0x38, %o0
	and %g4, 0xff, %g1
	xor %g1, 0x80, %g1
	cmp %g0, %g1
	b %xcc, .L37
	subc %g4, 0, %g1

uat_dec_if_positive_1_seq_cst_fence:
	save %sp, -176, %sp
	xnor %g0, %i0, %i4
	ldub [ %i0 ], %g4
	and %i4, 3, %i4
	mov 0xff, %i3
	sll %i4, 3, %i4
	and %i0, -4, %i0
	sll %i3, %i4, %i3
	xnor %g0, %i3, %g5
	sll %g4, 0x18, %g1
	cmp %g1, 0
	ble,pn %icc, .L40
	and %g4, 0xff, %i2
	add %g4, -1, %g4
	sll %i2, %i4, %i5
	and %g4, 0xff, %g4
	sll %g4, %i4, %g4
	ld [ %i0 ], %g3
	b %xcc, .L24
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,pn %icc, .L31
	and %i3, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L20
	and %g5, %g1, %g2
	and %i3, %g1, %g1
	srl %g1, %i4, %g1
	and %g1, 0xff, %g2
	cmp %i2, %g2
	bne,a,pn %icc, .L9
	mov %g1, %g4
	add %g1, -1, %g1
	sllx %g1, 0x38, %i0
	return %i7 + 8
	srax %o0, 0x38, %o0
	and %g4, 0xff, %g1
	xor %g1, 0x80, %g1
	cmp %g0, %g1
	b %xcc, .L37
	subc %g4, 0, %g1

uat_cond_load_1_relaxed:
	save %sp, -176, %sp
	ldub [ %i0 ], %g1
	and %g1, 0xff, %g2
	cmp %g2, %i1
	bne,pn %icc, .L8
	nop
	return %i7 + 8
	and %g1, 0xff, %o0
	rd %ccr, %g0
	rd %ccr, %g0
	rd %ccr, %g0
	ldub [ %i0 ], %g1
	and %g1, 0xff, %g2
	cmp %g2, %i1
	bne,pn %icc, .L8
	nop
	return %i7 + 8
	and %g1, 0xff, %o0

uat_cond_load_1_consume:
	save %sp, -176, %sp
	ldub [ %i0 ], %g1
	and %g1, 0xff, %g2
	cmp %g2, %i1
	bne,pn %icc, .L8
	nop
	return %i7 + 8
	and %g1, 0xff, %o0
	rd %ccr, %g0
	rd %ccr, %g0
	rd %ccr, %g0
	ldub [ %i0 ], %g1
	and %g1, 0xff, %g2
	cmp %g2, %i1
	bne,pn %icc, .L8
	nop
	return %i7 + 8
	and %g1, 0xff, %o0

uat_cond_load_1_acquire:
	save %sp, -176, %sp
	ldub [ %i0 ], %g1
	and %g1, 0xff, %g2
	cmp %g2, %i1
	bne,pn %icc, .L8
	nop
	return %i7 + 8
	and %g1, 0xff, %o0
	rd %ccr, %g0
	rd %ccr, %g0
	rd %ccr, %g0
	ldub [ %i0 ], %g1
	and %g1, 0xff, %g2
	cmp %g2, %i1
	bne,pn %icc, .L8
	nop
	return %i7 + 8
	and %g1, 0xff, %o0

uat_cond_load_1_seq_cst:
	save %sp, -176, %sp
	ldub [ %i0 ], %g1
	and %g1, 0xff, %g2
	cmp %g2, %i1
	bne,pn %icc, .L8
	nop
	return %i7 + 8
	and %g1, 0xff, %o0
	rd %ccr, %g0
	rd %ccr, %g0
	rd %ccr, %g0
	ldub [ %i0 ], %g1
	and %g1, 0xff, %g2
	cmp %g2, %i1
	bne,pn %icc, .L8
	nop
	return %i7 + 8
	and %g1, 0xff, %o0

uat_cond_load_1_seq_cst_fence:
	save %sp, -176, %sp
	b %xcc, .L3
	membar #StoreLoad
	ldub [ %i0 ], %g1
	and %g1, 0xff, %g2
	cmp %g2, %i1
	bne,pn %icc, .L12
	nop
	b %xcc, .L10
	membar #StoreLoad
	return %i7 + 8
	and %g1, 0xff, %o0
	rd %ccr, %g0
	rd %ccr, %g0
	rd %ccr, %g0
	ldub [ %i0 ], %g1
	and %g1, 0xff, %g2
	cmp %g2, %i1
	bne,pn %icc, .L12
	nop
	b %xcc, .L22
	membar #StoreLoad
	return %i7 + 8
	and %g1, 0xff, %o0

uat_inc_1_relaxed:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	mov 0xff, %g5
	and %g1, 3, %g1
	mov 1, %g4
	sll %g1, 3, %g1
	and %i0, -4, %i0
	sll %g5, %g1, %g5
	sll %g4, %g1, %g4
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g4, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g5, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L11
	mov %g1, %g3
	return %i7 + 8
	nop

uat_inc_1_acquire:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	mov 0xff, %g5
	and %g1, 3, %g1
	mov 1, %g4
	sll %g1, 3, %g1
	and %i0, -4, %i0
	sll %g5, %g1, %g5
	sll %g4, %g1, %g4
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g4, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g5, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L11
	mov %g1, %g3
	return %i7 + 8
	nop

uat_inc_1_release:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	mov 0xff, %g5
	and %g1, 3, %g1
	mov 1, %g4
	sll %g1, 3, %g1
	and %i0, -4, %i0
	sll %g5, %g1, %g5
	sll %g4, %g1, %g4
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g4, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g5, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L11
	mov %g1, %g3
	return %i7 + 8
	nop

uat_inc_1_acq_rel:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	mov 0xff, %g5
	and %g1, 3, %g1
	mov 1, %g4
	sll %g1, 3, %g1
	and %i0, -4, %i0
	sll %g5, %g1, %g5
	sll %g4, %g1, %g4
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g4, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g5, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L11
	mov %g1, %g3
	return %i7 + 8
	nop

uat_inc_1_seq_cst:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	mov 0xff, %g5
	and %g1, 3, %g1
	mov 1, %g4
	sll %g1, 3, %g1
	and %i0, -4, %i0
	sll %g5, %g1, %g5
	sll %g4, %g1, %g4
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g4, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g5, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L11
	mov %g1, %g3
	return %i7 + 8
	nop

uat_inc_1_seq_cst_fence:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	mov 0xff, %g5
	and %g1, 3, %g1
	mov 1, %g4
	sll %g1, 3, %g1
	and %i0, -4, %i0
	sll %g5, %g1, %g5
	sll %g4, %g1, %g4
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g4, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g5, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L11
	mov %g1, %g3
	return %i7 + 8
	nop

uat_dec_1_relaxed:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	mov 0xff, %g4
	sll %g1, 3, %g1
	and %i0, -4, %i0
	sll %g4, %g1, %g4
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g4, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L8
	mov %g1, %g3
	return %i7 + 8
	nop

uat_dec_1_acquire:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	mov 0xff, %g4
	sll %g1, 3, %g1
	and %i0, -4, %i0
	sll %g4, %g1, %g4
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g4, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L8
	mov %g1, %g3
	return %i7 + 8
	nop

uat_dec_1_release:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	mov 0xff, %g4
	sll %g1, 3, %g1
	and %i0, -4, %i0
	sll %g4, %g1, %g4
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g4, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L8
	mov %g1, %g3
	return %i7 + 8
	nop

uat_dec_1_acq_rel:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	mov 0xff, %g4
	sll %g1, 3, %g1
	and %i0, -4, %i0
	sll %g4, %g1, %g4
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g4, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L8
	mov %g1, %g3
	return %i7 + 8
	nop

uat_dec_1_seq_cst:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	mov 0xff, %g4
	sll %g1, 3, %g1
	and %i0, -4, %i0
	sll %g4, %g1, %g4
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g4, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L8
	mov %g1, %g3
	return %i7 + 8
	nop

uat_dec_1_seq_cst_fence:
	save %sp, -176, %sp
	xnor %g0, %i0, %g1
	mov 0xff, %g4
	sll %g1, 3, %g1
	and %i0, -4, %i0
	sll %g4, %g1, %g4
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g4, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L8
	mov %g1, %g3
	return %i7 + 8
	nop

uat_add_around_1_mb:
	save %sp, -176, %sp
	mov 0xff, %g4
	xnor %g0, %i0, %g1
	and %i0, -4, %i0
	and %g1, 3, %g1
	sll %g1, 3, %g1
	sll %g4, %g1, %g4
	sll %i1, %g1, %i1
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %i1, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne,a %icc, .L10
	mov %g1, %g3
	return %i7 + 8
	nop

uat_load_2_relaxed:
	save %sp, -176, %sp
	lduh [ %i0 ], %i0
	sllx %i0, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_load_2_consume:
	save %sp, -176, %sp
	lduh [ %i0 ], %i0
	sllx %i0, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_load_2_acquire:
	save %sp, -176, %sp
	lduh [ %i0 ], %i0
	sllx %i0, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_load_2_seq_cst:
	save %sp, -176, %sp
	lduh [ %i0 ], %i0
	sllx %i0, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_load_2_seq_cst_fence:
	save %sp, -176, %sp
	b %xcc, .L3
	membar #StoreLoad
	lduh [ %i0 ], %i0
	b %xcc, .L6
	membar #StoreLoad
	sllx %i0, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_store_2_relaxed:
	save %sp, -176, %sp
	sth %i1, [ %i0 ]
	return %i7 + 8
	nop

uat_store_2_release:
	save %sp, -176, %sp
	sth %i1, [ %i0 ]
	return %i7 + 8
	nop

uat_store_2_seq_cst:
	save %sp, -176, %sp
	sth %i1, [ %i0 ]
	b %xcc, .L4
	membar #StoreLoad
	return %i7 + 8
	nop

uat_store_2_seq_cst_fence:
	save %sp, -176, %sp
	sth %i1, [ %i0 ]
	b %xcc, .L4
	membar #StoreLoad
	return %i7 + 8
	nop

uat_cmpxchg_2_relaxed:
	save %sp, -176, %sp
	xor %i0, 2, %i5
	sethi %hi(0xfc00), %g4
	and %i5, 3, %i5
	and %i0, -4, %i0
	sll %i5, 3, %i5
	or %g4, 0x3ff, %g4
	sll %i1, %i5, %i1
	sll %g4, %i5, %g4
	sll %i2, %i5, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L18
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,a,pn %icc, .L25
	and %g4, %g1, %i0
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i1, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L14
	and %g5, %g1, %g2
	and %g4, %g1, %i0
	srl %i0, %i5, %i0
	sllx %i0, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_cmpxchg_2_acquire:
	save %sp, -176, %sp
	xor %i0, 2, %i5
	sethi %hi(0xfc00), %g4
	and %i5, 3, %i5
	and %i0, -4, %i0
	sll %i5, 3, %i5
	or %g4, 0x3ff, %g4
	sll %i1, %i5, %i1
	sll %g4, %i5, %g4
	sll %i2, %i5, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L18
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,a,pn %icc, .L25
	and %g4, %g1, %i0
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i1, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L14
	and %g5, %g1, %g2
	and %g4, %g1, %i0
	srl %i0, %i5, %i0
	sllx %i0, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_cmpxchg_2_release:
	save %sp, -176, %sp
	xor %i0, 2, %i5
	sethi %hi(0xfc00), %g4
	and %i5, 3, %i5
	and %i0, -4, %i0
	sll %i5, 3, %i5
	or %g4, 0x3ff, %g4
	sll %i1, %i5, %i1
	sll %g4, %i5, %g4
	sll %i2, %i5, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L18
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,a,pn %icc, .L25
	and %g4, %g1, %i0
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i1, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L14
	and %g5, %g1, %g2
	and %g4, %g1, %i0
	srl %i0, %i5, %i0
	sllx %i0, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_cmpxchg_2_acq_rel:
	save %sp, -176, %sp
	xor %i0, 2, %i5
	sethi %hi(0xfc00), %g4
	and %i5, 3, %i5
	and %i0, -4, %i0
	sll %i5, 3, %i5
	or %g4, 0x3ff, %g4
	sll %i1, %i5, %i1
	sll %g4, %i5, %g4
	sll %i2, %i5, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L18
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,a,pn %icc, .L25
	and %g4, %g1, %i0
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i1, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L14
	and %g5, %g1, %g2
	and %g4, %g1, %i0
	srl %i0, %i5, %i0
	sllx %i0, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_cmpxchg_2_seq_cst:
	save %sp, -176, %sp
	xor %i0, 2, %i5
	sethi %hi(0xfc00), %g4
	and %i5, 3, %i5
	and %i0, -4, %i0
	sll %i5, 3, %i5
	or %g4, 0x3ff, %g4
	sll %i1, %i5, %i1
	sll %g4, %i5, %g4
	sll %i2, %i5, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L18
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,a,pn %icc, .L25
	and %g4, %g1, %i0
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i1, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L14
	and %g5, %g1, %g2
	and %g4, %g1, %i0
	srl %i0, %i5, %i0
	sllx %i0, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_cmpxchg_2_seq_cst_fence_sc:
	save %sp, -176, %sp
	xor %i0, 2, %i5
	sethi %hi(0xfc00), %g4
	and %i5, 3, %i5
	and %i0, -4, %i0
	sll %i5, 3, %i5
	or %g4, 0x3ff, %g4
	sll %i1, %i5, %i1
	sll %g4, %i5, %g4
	sll %i2, %i5, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L18
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,a,pn %icc, .L25
	and %g4, %g1, %i0
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i1, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L14
	and %g5, %g1, %g2
	and %g4, %g1, %i0
	srl %i0, %i5, %i0
	sllx %i0, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_cmpxchg_2_seq_cst_fence:
	save %sp, -176, %sp
	xor %i0, 2, %i5
	sethi %hi(0xfc00), %g4
	and %i5, 3, %i5
	and %i0, -4, %i0
	sll %i5, 3, %i5
	or %g4, 0x3ff, %g4
	sll %i1, %i5, %i1
	sll %g4, %i5, %g4
	sll %i2, %i5, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L18
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,a,pn %icc, .L25
	and %g4, %g1, %i0
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i1, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L14
	and %g5, %g1, %g2
	and %g4, %g1, %i0
	srl %i0, %i5, %i0
	sllx %i0, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_cmpxchg_test_2_seq_cst_fence:
	save %sp, -176, %sp
	xor %i0, 2, %i4
	sethi %hi(0xfc00), %g4
	and %i4, 3, %i4
	and %i0, -4, %i0
	sll %i4, 3, %i4
	or %g4, 0x3ff, %g4
	sll %i1, %i4, %i5
	sll %g4, %i4, %g4
	sll %i2, %i4, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L18
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,pn %icc, .L25
	and %g4, %g1, %g1
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L14
	and %g5, %g1, %g2
	and %g4, %g1, %g1
	srl %g1, %i4, %g1
	sll %g1, 0x10, %g1
	srl %g1, 0x10, %g1
	xor %g1, %i1, %g1
	cmp %g0, %g1
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_2_relaxed:
	save %sp, -176, %sp
	xor %i0, 2, %i4
	sethi %hi(0xfc00), %g4
	and %i4, 3, %i4
	and %i0, -4, %i0
	sll %i4, 3, %i4
	or %g4, 0x3ff, %g4
	sll %i1, %i4, %i5
	sll %g4, %i4, %g4
	sll %i2, %i4, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L18
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,pn %icc, .L25
	and %g4, %g1, %g1
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L14
	and %g5, %g1, %g2
	and %g4, %g1, %g1
	srl %g1, %i4, %g1
	sll %g1, 0x10, %g1
	srl %g1, 0x10, %g1
	xor %g1, %i1, %g1
	cmp %g0, %g1
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_2_acquire:
	save %sp, -176, %sp
	xor %i0, 2, %i4
	sethi %hi(0xfc00), %g4
	and %i4, 3, %i4
	and %i0, -4, %i0
	sll %i4, 3, %i4
	or %g4, 0x3ff, %g4
	sll %i1, %i4, %i5
	sll %g4, %i4, %g4
	sll %i2, %i4, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L18
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,pn %icc, .L25
	and %g4, %g1, %g1
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L14
	and %g5, %g1, %g2
	and %g4, %g1, %g1
	srl %g1, %i4, %g1
	sll %g1, 0x10, %g1
	srl %g1, 0x10, %g1
	xor %g1, %i1, %g1
	cmp %g0, %g1
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_2_release:
	save %sp, -176, %sp
	xor %i0, 2, %i4
	sethi %hi(0xfc00), %g4
	and %i4, 3, %i4
	and %i0, -4, %i0
	sll %i4, 3, %i4
	or %g4, 0x3ff, %g4
	sll %i1, %i4, %i5
	sll %g4, %i4, %g4
	sll %i2, %i4, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L18
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,pn %icc, .L25
	and %g4, %g1, %g1
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L14
	and %g5, %g1, %g2
	and %g4, %g1, %g1
	srl %g1, %i4, %g1
	sll %g1, 0x10, %g1
	srl %g1, 0x10, %g1
	xor %g1, %i1, %g1
	cmp %g0, %g1
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_2_acq_rel:
	save %sp, -176, %sp
	xor %i0, 2, %i4
	sethi %hi(0xfc00), %g4
	and %i4, 3, %i4
	and %i0, -4, %i0
	sll %i4, 3, %i4
	or %g4, 0x3ff, %g4
	sll %i1, %i4, %i5
	sll %g4, %i4, %g4
	sll %i2, %i4, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L18
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,pn %icc, .L25
	and %g4, %g1, %g1
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L14
	and %g5, %g1, %g2
	and %g4, %g1, %g1
	srl %g1, %i4, %g1
	sll %g1, 0x10, %g1
	srl %g1, 0x10, %g1
	xor %g1, %i1, %g1
	cmp %g0, %g1
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_2_seq_cst:
	save %sp, -176, %sp
	xor %i0, 2, %i4
	sethi %hi(0xfc00), %g4
	and %i4, 3, %i4
	and %i0, -4, %i0
	sll %i4, 3, %i4
	or %g4, 0x3ff, %g4
	sll %i1, %i4, %i5
	sll %g4, %i4, %g4
	sll %i2, %i4, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L18
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,pn %icc, .L25
	and %g4, %g1, %g1
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L14
	and %g5, %g1, %g2
	and %g4, %g1, %g1
	srl %g1, %i4, %g1
	sll %g1, 0x10, %g1
	srl %g1, 0x10, %g1
	xor %g1, %i1, %g1
	cmp %g0, %g1
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_2_seq_cst_fence_sc:
	save %sp, -176, %sp
	xor %i0, 2, %i4
	sethi %hi(0xfc00), %g4
	and %i4, 3, %i4
	and %i0, -4, %i0
	sll %i4, 3, %i4
	or %g4, 0x3ff, %g4
	sll %i1, %i4, %i5
	sll %g4, %i4, %g4
	sll %i2, %i4, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L18
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,pn %icc, .L25
	and %g4, %g1, %g1
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L14
	and %g5, %g1, %g2
	and %g4, %g1, %g1
	srl %g1, %i4, %g1
	sll %g1, 0x10, %g1
	srl %g1, 0x10, %g1
	xor %g1, %i1, %g1
	cmp %g0, %g1
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_2_seq_cst_fence:
	save %sp, -176, %sp
	xor %i0, 2, %i4
	sethi %hi(0xfc00), %g4
	and %i4, 3, %i4
	and %i0, -4, %i0
	sll %i4, 3, %i4
	or %g4, 0x3ff, %g4
	sll %i1, %i4, %i5
	sll %g4, %i4, %g4
	sll %i2, %i4, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L18
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,pn %icc, .L25
	and %g4, %g1, %g1
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L14
	and %g5, %g1, %g2
	and %g4, %g1, %g1
	srl %g1, %i4, %g1
	sll %g1, 0x10, %g1
	srl %g1, 0x10, %g1
	xor %g1, %i1, %g1
	cmp %g0, %g1
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_weak_2_relaxed:
	save %sp, -176, %sp
	xor %i0, 2, %i4
	sethi %hi(0xfc00), %g4
	and %i4, 3, %i4
	and %i0, -4, %i0
	sll %i4, 3, %i4
	or %g4, 0x3ff, %g4
	sll %i1, %i4, %i5
	sll %g4, %i4, %g4
	sll %i2, %i4, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L18
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,pn %icc, .L25
	and %g4, %g1, %g1
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L14
	and %g5, %g1, %g2
	and %g4, %g1, %g1
	srl %g1, %i4, %g1
	sll %g1, 0x10, %g1
	srl %g1, 0x10, %g1
	xor %g1, %i1, %g1
	cmp %g0, %g1
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_weak_2_acquire:
	save %sp, -176, %sp
	xor %i0, 2, %i4
	sethi %hi(0xfc00), %g4
	and %i4, 3, %i4
	and %i0, -4, %i0
	sll %i4, 3, %i4
	or %g4, 0x3ff, %g4
	sll %i1, %i4, %i5
	sll %g4, %i4, %g4
	sll %i2, %i4, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L18
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,pn %icc, .L25
	and %g4, %g1, %g1
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L14
	and %g5, %g1, %g2
	and %g4, %g1, %g1
	srl %g1, %i4, %g1
	sll %g1, 0x10, %g1
	srl %g1, 0x10, %g1
	xor %g1, %i1, %g1
	cmp %g0, %g1
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_weak_2_release:
	save %sp, -176, %sp
	xor %i0, 2, %i4
	sethi %hi(0xfc00), %g4
	and %i4, 3, %i4
	and %i0, -4, %i0
	sll %i4, 3, %i4
	or %g4, 0x3ff, %g4
	sll %i1, %i4, %i5
	sll %g4, %i4, %g4
	sll %i2, %i4, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L18
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,pn %icc, .L25
	and %g4, %g1, %g1
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L14
	and %g5, %g1, %g2
	and %g4, %g1, %g1
	srl %g1, %i4, %g1
	sll %g1, 0x10, %g1
	srl %g1, 0x10, %g1
	xor %g1, %i1, %g1
	cmp %g0, %g1
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_weak_2_acq_rel:
	save %sp, -176, %sp
	xor %i0, 2, %i4
	sethi %hi(0xfc00), %g4
	and %i4, 3, %i4
	and %i0, -4, %i0
	sll %i4, 3, %i4
	or %g4, 0x3ff, %g4
	sll %i1, %i4, %i5
	sll %g4, %i4, %g4
	sll %i2, %i4, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L18
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,pn %icc, .L25
	and %g4, %g1, %g1
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L14
	and %g5, %g1, %g2
	and %g4, %g1, %g1
	srl %g1, %i4, %g1
	sll %g1, 0x10, %g1
	srl %g1, 0x10, %g1
	xor %g1, %i1, %g1
	cmp %g0, %g1
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_weak_2_seq_cst:
	save %sp, -176, %sp
	xor %i0, 2, %i4
	sethi %hi(0xfc00), %g4
	and %i4, 3, %i4
	and %i0, -4, %i0
	sll %i4, 3, %i4
	or %g4, 0x3ff, %g4
	sll %i1, %i4, %i5
	sll %g4, %i4, %g4
	sll %i2, %i4, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L18
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,pn %icc, .L25
	and %g4, %g1, %g1
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L14
	and %g5, %g1, %g2
	and %g4, %g1, %g1
	srl %g1, %i4, %g1
	sll %g1, 0x10, %g1
	srl %g1, 0x10, %g1
	xor %g1, %i1, %g1
	cmp %g0, %g1
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_weak_2_seq_cst_fence_sc:
	save %sp, -176, %sp
	xor %i0, 2, %i4
	sethi %hi(0xfc00), %g4
	and %i4, 3, %i4
	and %i0, -4, %i0
	sll %i4, 3, %i4
	or %g4, 0x3ff, %g4
	sll %i1, %i4, %i5
	sll %g4, %i4, %g4
	sll %i2, %i4, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L18
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,pn %icc, .L25
	and %g4, %g1, %g1
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L14
	and %g5, %g1, %g2
	and %g4, %g1, %g1
	srl %g1, %i4, %g1
	sll %g1, 0x10, %g1
	srl %g1, 0x10, %g1
	xor %g1, %i1, %g1
	cmp %g0, %g1
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_weak_2_seq_cst_fence:
	save %sp, -176, %sp
	xor %i0, 2, %i4
	sethi %hi(0xfc00), %g4
	and %i4, 3, %i4
	and %i0, -4, %i0
	sll %i4, 3, %i4
	or %g4, 0x3ff, %g4
	sll %i1, %i4, %i5
	sll %g4, %i4, %g4
	sll %i2, %i4, %i2
	ld [ %i0 ], %g3
	xnor %g0, %g4, %g5
	b %xcc, .L18
	and %g3, %g5, %g3
	cmp %g3, %g2
	be,pn %icc, .L25
	and %g4, %g1, %g1
	mov %g2, %g3
	or %i2, %g3, %g1
	or %i5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L14
	and %g5, %g1, %g2
	and %g4, %g1, %g1
	srl %g1, %i4, %g1
	sll %g1, 0x10, %g1
	srl %g1, 0x10, %g1
	xor %g1, %i1, %g1
	cmp %g0, %g1
	return %i7 + 8
	subc %g0, -1, %o0

uat_xchg_2_relaxed:
	save %sp, -176, %sp
	xor %i0, 2, %g5
	sethi %hi(0xfc00), %g4
	and %g5, 3, %g5
	or %g4, 0x3ff, %g4
	sll %g5, 3, %g5
	and %i0, -4, %i0
	sll %g4, %g5, %g4
	sll %i1, %g5, %i1
	ld [ %i0 ], %g1
	mov %g1, %g2
	xor %i1, %g1, %g3
	and %g3, %g4, %g1
	xor %g1, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a %icc, .L11
	mov %g1, %g2
	and %g4, %g1, %i0
	srl %i0, %g5, %i0
	sllx %i0, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_xchg_2_acquire:
	save %sp, -176, %sp
	xor %i0, 2, %g5
	sethi %hi(0xfc00), %g4
	and %g5, 3, %g5
	or %g4, 0x3ff, %g4
	sll %g5, 3, %g5
	and %i0, -4, %i0
	sll %g4, %g5, %g4
	sll %i1, %g5, %i1
	ld [ %i0 ], %g1
	mov %g1, %g2
	xor %i1, %g1, %g3
	and %g3, %g4, %g1
	xor %g1, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a %icc, .L11
	mov %g1, %g2
	and %g4, %g1, %i0
	srl %i0, %g5, %i0
	sllx %i0, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_xchg_2_release:
	save %sp, -176, %sp
	xor %i0, 2, %g5
	sethi %hi(0xfc00), %g4
	and %g5, 3, %g5
	or %g4, 0x3ff, %g4
	sll %g5, 3, %g5
	and %i0, -4, %i0
	sll %g4, %g5, %g4
	sll %i1, %g5, %i1
	ld [ %i0 ], %g1
	mov %g1, %g2
	xor %i1, %g1, %g3
	and %g3, %g4, %g1
	xor %g1, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a %icc, .L11
	mov %g1, %g2
	and %g4, %g1, %i0
	srl %i0, %g5, %i0
	sllx %i0, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_xchg_2_acq_rel:
	save %sp, -176, %sp
	xor %i0, 2, %g5
	sethi %hi(0xfc00), %g4
	and %g5, 3, %g5
	or %g4, 0x3ff, %g4
	sll %g5, 3, %g5
	and %i0, -4, %i0
	sll %g4, %g5, %g4
	sll %i1, %g5, %i1
	ld [ %i0 ], %g1
	mov %g1, %g2
	xor %i1, %g1, %g3
	and %g3, %g4, %g1
	xor %g1, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a %icc, .L11
	mov %g1, %g2
	and %g4, %g1, %i0
	srl %i0, %g5, %i0
	sllx %i0, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_xchg_2_seq_cst:
	save %sp, -176, %sp
	xor %i0, 2, %g5
	sethi %hi(0xfc00), %g4
	and %g5, 3, %g5
	or %g4, 0x3ff, %g4
	sll %g5, 3, %g5
	and %i0, -4, %i0
	sll %g4, %g5, %g4
	sll %i1, %g5, %i1
	ld [ %i0 ], %g1
	mov %g1, %g2
	xor %i1, %g1, %g3
	and %g3, %g4, %g1
	xor %g1, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a %icc, .L11
	mov %g1, %g2
	and %g4, %g1, %i0
	srl %i0, %g5, %i0
	sllx %i0, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_xchg_2_seq_cst_fence:
	save %sp, -176, %sp
	xor %i0, 2, %g5
	sethi %hi(0xfc00), %g4
	and %g5, 3, %g5
	or %g4, 0x3ff, %g4
	sll %g5, 3, %g5
	and %i0, -4, %i0
	sll %g4, %g5, %g4
	sll %i1, %g5, %i1
	ld [ %i0 ], %g1
	mov %g1, %g2
	xor %i1, %g1, %g3
	and %g3, %g4, %g1
	xor %g1, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a %icc, .L11
	mov %g1, %g2
	and %g4, %g1, %i0
	srl %i0, %g5, %i0
	sllx %i0, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_add_return_2_relaxed:
	save %sp, -176, %sp
	xor %i0, 2, %i5
	sethi %hi(0xfc00), %g4
	and %i5, 3, %i5
	or %g4, 0x3ff, %g4
	sll %i5, 3, %i5
	and %i0, -4, %i0
	sll %g4, %i5, %g4
	sll %i1, %i5, %g5
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g5, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne,a %icc, .L11
	mov %g1, %g3
	and %g4, %g1, %g4
	srl %g4, %i5, %g4
	add %g4, %i1, %g4
	sllx %g4, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_add_return_2_acquire:
	save %sp, -176, %sp
	xor %i0, 2, %i5
	sethi %hi(0xfc00), %g4
	and %i5, 3, %i5
	or %g4, 0x3ff, %g4
	sll %i5, 3, %i5
	and %i0, -4, %i0
	sll %g4, %i5, %g4
	sll %i1, %i5, %g5
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g5, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne,a %icc, .L11
	mov %g1, %g3
	and %g4, %g1, %g4
	srl %g4, %i5, %g4
	add %g4, %i1, %g4
	sllx %g4, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_add_return_2_release:
	save %sp, -176, %sp
	xor %i0, 2, %i5
	sethi %hi(0xfc00), %g4
	and %i5, 3, %i5
	or %g4, 0x3ff, %g4
	sll %i5, 3, %i5
	and %i0, -4, %i0
	sll %g4, %i5, %g4
	sll %i1, %i5, %g5
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g5, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne,a %icc, .L11
	mov %g1, %g3
	and %g4, %g1, %g4
	srl %g4, %i5, %g4
	add %g4, %i1, %g4
	sllx %g4, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_add_return_2_acq_rel:
	save %sp, -176, %sp
	xor %i0, 2, %i5
	sethi %hi(0xfc00), %g4
	and %i5, 3, %i5
	or %g4, 0x3ff, %g4
	sll %i5, 3, %i5
	and %i0, -4, %i0
	sll %g4, %i5, %g4
	sll %i1, %i5, %g5
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g5, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne,a %icc, .L11
	mov %g1, %g3
	and %g4, %g1, %g4
	srl %g4, %i5, %g4
	add %g4, %i1, %g4
	sllx %g4, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_add_return_2_seq_cst:
	save %sp, -176, %sp
	xor %i0, 2, %i5
	sethi %hi(0xfc00), %g4
	and %i5, 3, %i5
	or %g4, 0x3ff, %g4
	sll %i5, 3, %i5
	and %i0, -4, %i0
	sll %g4, %i5, %g4
	sll %i1, %i5, %g5
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g5, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne,a %icc, .L11
	mov %g1, %g3
	and %g4, %g1, %g4
	srl %g4, %i5, %g4
	add %g4, %i1, %g4
	sllx %g4, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_add_return_2_seq_cst_fence:
	save %sp, -176, %sp
	xor %i0, 2, %i5
	sethi %hi(0xfc00), %g4
	and %i5, 3, %i5
	or %g4, 0x3ff, %g4
	sll %i5, 3, %i5
	and %i0, -4, %i0
	sll %g4, %i5, %g4
	sll %i1, %i5, %g5
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g5, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne,a %icc, .L11
	mov %g1, %g3
	and %g4, %g1, %g4
	srl %g4, %i5, %g4
	add %g4, %i1, %g4
	sllx %g4, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_add_2_relaxed:
	save %sp, -176, %sp
	xor %i0, 2, %g1
	sethi %hi(0xfc00), %g4
	and %g1, 3, %g1
	or %g4, 0x3ff, %g4
	sll %g1, 3, %g1
	and %i0, -4, %i0
	sll %g4, %g1, %g4
	sll %i1, %g1, %i1
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %i1, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L11
	mov %g1, %g3
	return %i7 + 8
	nop

uat_add_2_acquire:
	save %sp, -176, %sp
	xor %i0, 2, %g1
	sethi %hi(0xfc00), %g4
	and %g1, 3, %g1
	or %g4, 0x3ff, %g4
	sll %g1, 3, %g1
	and %i0, -4, %i0
	sll %g4, %g1, %g4
	sll %i1, %g1, %i1
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %i1, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L11
	mov %g1, %g3
	return %i7 + 8
	nop

uat_add_2_release:
	save %sp, -176, %sp
	xor %i0, 2, %g1
	sethi %hi(0xfc00), %g4
	and %g1, 3, %g1
	or %g4, 0x3ff, %g4
	sll %g1, 3, %g1
	and %i0, -4, %i0
	sll %g4, %g1, %g4
	sll %i1, %g1, %i1
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %i1, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L11
	mov %g1, %g3
	return %i7 + 8
	nop

uat_add_2_acq_rel:
	save %sp, -176, %sp
	xor %i0, 2, %g1
	sethi %hi(0xfc00), %g4
	and %g1, 3, %g1
	or %g4, 0x3ff, %g4
	sll %g1, 3, %g1
	and %i0, -4, %i0
	sll %g4, %g1, %g4
	sll %i1, %g1, %i1
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %i1, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L11
	mov %g1, %g3
	return %i7 + 8
	nop

uat_add_2_seq_cst:
	save %sp, -176, %sp
	xor %i0, 2, %g1
	sethi %hi(0xfc00), %g4
	and %g1, 3, %g1
	or %g4, 0x3ff, %g4
	sll %g1, 3, %g1
	and %i0, -4, %i0
	sll %g4, %g1, %g4
	sll %i1, %g1, %i1
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %i1, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L11
	mov %g1, %g3
	return %i7 + 8
	nop

uat_add_2_seq_cst_fence:
	save %sp, -176, %sp
	xor %i0, 2, %g1
	sethi %hi(0xfc00), %g4
	and %g1, 3, %g1
	or %g4, 0x3ff, %g4
	sll %g1, 3, %g1
	and %i0, -4, %i0
	sll %g4, %g1, %g4
	sll %i1, %g1, %i1
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %i1, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L11
	mov %g1, %g3
	return %i7 + 8
	nop

uat_and_2_relaxed:
	save %sp, -176, %sp
	xor %i0, 2, %g1
	and %i0, -4, %i0
	and %g1, 3, %g1
	sll %g1, 3, %g1
	ld [ %i0 ], %g2
	sethi %hi(0xfc00), %g4
	sll %i1, %g1, %i1
	or %g4, 0x3ff, %g4
	sll %g4, %g1, %g4
	orn %i1, %g4, %g4
	and %g2, %g4, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L11
	mov %g1, %g2
	return %i7 + 8
	nop

uat_and_2_acquire:
	save %sp, -176, %sp
	xor %i0, 2, %g1
	and %i0, -4, %i0
	and %g1, 3, %g1
	sll %g1, 3, %g1
	ld [ %i0 ], %g2
	sethi %hi(0xfc00), %g4
	sll %i1, %g1, %i1
	or %g4, 0x3ff, %g4
	sll %g4, %g1, %g4
	orn %i1, %g4, %g4
	and %g2, %g4, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L11
	mov %g1, %g2
	return %i7 + 8
	nop

uat_and_2_release:
	save %sp, -176, %sp
	xor %i0, 2, %g1
	and %i0, -4, %i0
	and %g1, 3, %g1
	sll %g1, 3, %g1
	ld [ %i0 ], %g2
	sethi %hi(0xfc00), %g4
	sll %i1, %g1, %i1
	or %g4, 0x3ff, %g4
	sll %g4, %g1, %g4
	orn %i1, %g4, %g4
	and %g2, %g4, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L11
	mov %g1, %g2
	return %i7 + 8
	nop

uat_and_2_acq_rel:
	save %sp, -176, %sp
	xor %i0, 2, %g1
	and %i0, -4, %i0
	and %g1, 3, %g1
	sll %g1, 3, %g1
	ld [ %i0 ], %g2
	sethi %hi(0xfc00), %g4
	sll %i1, %g1, %i1
	or %g4, 0x3ff, %g4
	sll %g4, %g1, %g4
	orn %i1, %g4, %g4
	and %g2, %g4, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L11
	mov %g1, %g2
	return %i7 + 8
	nop

uat_and_2_seq_cst:
	save %sp, -176, %sp
	xor %i0, 2, %g1
	and %i0, -4, %i0
	and %g1, 3, %g1
	sll %g1, 3, %g1
	ld [ %i0 ], %g2
	sethi %hi(0xfc00), %g4
	sll %i1, %g1, %i1
	or %g4, 0x3ff, %g4
	sll %g4, %g1, %g4
	orn %i1, %g4, %g4
	and %g2, %g4, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L11
	mov %g1, %g2
	return %i7 + 8
	nop

uat_and_2_seq_cst_fence:
	save %sp, -176, %sp
	xor %i0, 2, %g1
	and %i0, -4, %i0
	and %g1, 3, %g1
	sll %g1, 3, %g1
	ld [ %i0 ], %g2
	sethi %hi(0xfc00), %g4
	sll %i1, %g1, %i1
	or %g4, 0x3ff, %g4
	sll %g4, %g1, %g4
	orn %i1, %g4, %g4
	and %g2, %g4, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L11
	mov %g1, %g2
	return %i7 + 8
	nop

uat_or_2_relaxed:
	save %sp, -176, %sp
	xor %i0, 2, %g1
	and %i0, -4, %i0
	and %g1, 3, %g1
	sll %g1, 3, %g1
	ld [ %i0 ], %g2
	sll %i1, %g1, %i1
	or %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L7
	mov %g1, %g2
	return %i7 + 8
	nop

uat_or_2_acquire:
	save %sp, -176, %sp
	xor %i0, 2, %g1
	and %i0, -4, %i0
	and %g1, 3, %g1
	sll %g1, 3, %g1
	ld [ %i0 ], %g2
	sll %i1, %g1, %i1
	or %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L7
	mov %g1, %g2
	return %i7 + 8
	nop

uat_or_2_release:
	save %sp, -176, %sp
	xor %i0, 2, %g1
	and %i0, -4, %i0
	and %g1, 3, %g1
	sll %g1, 3, %g1
	ld [ %i0 ], %g2
	sll %i1, %g1, %i1
	or %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L7
	mov %g1, %g2
	return %i7 + 8
	nop

uat_or_2_acq_rel:
	save %sp, -176, %sp
	xor %i0, 2, %g1
	and %i0, -4, %i0
	and %g1, 3, %g1
	sll %g1, 3, %g1
	ld [ %i0 ], %g2
	sll %i1, %g1, %i1
	or %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L7
	mov %g1, %g2
	return %i7 + 8
	nop

uat_or_2_seq_cst:
	save %sp, -176, %sp
	xor %i0, 2, %g1
	and %i0, -4, %i0
	and %g1, 3, %g1
	sll %g1, 3, %g1
	ld [ %i0 ], %g2
	sll %i1, %g1, %i1
	or %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L7
	mov %g1, %g2
	return %i7 + 8
	nop

uat_or_2_seq_cst_fence:
	save %sp, -176, %sp
	xor %i0, 2, %g1
	and %i0, -4, %i0
	and %g1, 3, %g1
	sll %g1, 3, %g1
	ld [ %i0 ], %g2
	sll %i1, %g1, %i1
	or %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L7
	mov %g1, %g2
	return %i7 + 8
	nop

uat_xor_2_relaxed:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %g5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	xor %i1, %g1, %g1
	srl %i2, 0x10, %g4
	sll %g1, 0x10, %g1
	sll %g4, %i3, %g4
	srl %g1, 0x10, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L24
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L31
	and %o7, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L20
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne %icc, .L11
	sll %g1, 0x10, %i2
	return %i7 + 8
	nop

uat_xor_2_acquire:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %g5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	xor %i1, %g1, %g1
	srl %i2, 0x10, %g4
	sll %g1, 0x10, %g1
	sll %g4, %i3, %g4
	srl %g1, 0x10, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L24
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L31
	and %o7, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L20
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne %icc, .L11
	sll %g1, 0x10, %i2
	return %i7 + 8
	nop

uat_xor_2_release:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %g5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	xor %i1, %g1, %g1
	srl %i2, 0x10, %g4
	sll %g1, 0x10, %g1
	sll %g4, %i3, %g4
	srl %g1, 0x10, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L24
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L31
	and %o7, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L20
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne %icc, .L11
	sll %g1, 0x10, %i2
	return %i7 + 8
	nop

uat_xor_2_acq_rel:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %g5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	xor %i1, %g1, %g1
	srl %i2, 0x10, %g4
	sll %g1, 0x10, %g1
	sll %g4, %i3, %g4
	srl %g1, 0x10, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L24
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L31
	and %o7, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L20
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne %icc, .L11
	sll %g1, 0x10, %i2
	return %i7 + 8
	nop

uat_xor_2_seq_cst:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %g5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	xor %i1, %g1, %g1
	srl %i2, 0x10, %g4
	sll %g1, 0x10, %g1
	sll %g4, %i3, %g4
	srl %g1, 0x10, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L24
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L31
	and %o7, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L20
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne %icc, .L11
	sll %g1, 0x10, %i2
	return %i7 + 8
	nop

uat_xor_2_seq_cst_fence:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %g5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	xor %i1, %g1, %g1
	srl %i2, 0x10, %g4
	sll %g1, 0x10, %g1
	sll %g4, %i3, %g4
	srl %g1, 0x10, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L24
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L31
	and %o7, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L20
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne %icc, .L11
	sll %g1, 0x10, %i2
	return %i7 + 8
	nop

uat_fetch_add_2_relaxed:
	save %sp, -176, %sp
	xor %i0, 2, %g5
	sethi %hi(0xfc00), %g4
	and %g5, 3, %g5
	or %g4, 0x3ff, %g4
	sll %g5, 3, %g5
	and %i0, -4, %i0
	sll %g4, %g5, %g4
	sll %i1, %g5, %i1
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %i1, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne,a %icc, .L11
	mov %g1, %g3
	and %g4, %g1, %i0
	srl %i0, %g5, %i0
	sllx %i0, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_fetch_add_2_acquire:
	save %sp, -176, %sp
	xor %i0, 2, %g5
	sethi %hi(0xfc00), %g4
	and %g5, 3, %g5
	or %g4, 0x3ff, %g4
	sll %g5, 3, %g5
	and %i0, -4, %i0
	sll %g4, %g5, %g4
	sll %i1, %g5, %i1
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %i1, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne,a %icc, .L11
	mov %g1, %g3
	and %g4, %g1, %i0
	srl %i0, %g5, %i0
	sllx %i0, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_fetch_add_2_release:
	save %sp, -176, %sp
	xor %i0, 2, %g5
	sethi %hi(0xfc00), %g4
	and %g5, 3, %g5
	or %g4, 0x3ff, %g4
	sll %g5, 3, %g5
	and %i0, -4, %i0
	sll %g4, %g5, %g4
	sll %i1, %g5, %i1
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %i1, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne,a %icc, .L11
	mov %g1, %g3
	and %g4, %g1, %i0
	srl %i0, %g5, %i0
	sllx %i0, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_fetch_add_2_acq_rel:
	save %sp, -176, %sp
	xor %i0, 2, %g5
	sethi %hi(0xfc00), %g4
	and %g5, 3, %g5
	or %g4, 0x3ff, %g4
	sll %g5, 3, %g5
	and %i0, -4, %i0
	sll %g4, %g5, %g4
	sll %i1, %g5, %i1
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %i1, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne,a %icc, .L11
	mov %g1, %g3
	and %g4, %g1, %i0
	srl %i0, %g5, %i0
	sllx %i0, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_fetch_add_2_seq_cst:
	save %sp, -176, %sp
	xor %i0, 2, %g5
	sethi %hi(0xfc00), %g4
	and %g5, 3, %g5
	or %g4, 0x3ff, %g4
	sll %g5, 3, %g5
	and %i0, -4, %i0
	sll %g4, %g5, %g4
	sll %i1, %g5, %i1
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %i1, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne,a %icc, .L11
	mov %g1, %g3
	and %g4, %g1, %i0
	srl %i0, %g5, %i0
	sllx %i0, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_fetch_add_2_seq_cst_fence:
	save %sp, -176, %sp
	xor %i0, 2, %g5
	sethi %hi(0xfc00), %g4
	and %g5, 3, %g5
	or %g4, 0x3ff, %g4
	sll %g5, 3, %g5
	and %i0, -4, %i0
	sll %g4, %g5, %g4
	sll %i1, %g5, %i1
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %i1, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne,a %icc, .L11
	mov %g1, %g3
	and %g4, %g1, %i0
	srl %i0, %g5, %i0
	sllx %i0, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_fetch_and_2_relaxed:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %g5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	and %i1, %g1, %g1
	srl %i2, 0x10, %g4
	sll %g1, %i3, %i5
	sll %g4, %i3, %g4
	ld [ %g5 ], %g3
	b %xcc, .L22
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L29
	and %o7, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L18
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L11
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srlx %g1, 0x30, %o0

uat_fetch_and_2_acquire:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %g5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	and %i1, %g1, %g1
	srl %i2, 0x10, %g4
	sll %g1, %i3, %i5
	sll %g4, %i3, %g4
	ld [ %g5 ], %g3
	b %xcc, .L22
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L29
	and %o7, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L18
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L11
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srlx %g1, 0x30, %o0

uat_fetch_and_2_release:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %g5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	and %i1, %g1, %g1
	srl %i2, 0x10, %g4
	sll %g1, %i3, %i5
	sll %g4, %i3, %g4
	ld [ %g5 ], %g3
	b %xcc, .L22
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L29
	and %o7, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L18
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L11
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srlx %g1, 0x30, %o0

uat_fetch_and_2_acq_rel:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %g5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	and %i1, %g1, %g1
	srl %i2, 0x10, %g4
	sll %g1, %i3, %i5
	sll %g4, %i3, %g4
	ld [ %g5 ], %g3
	b %xcc, .L22
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L29
	and %o7, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L18
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L11
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srlx %g1, 0x30, %o0

uat_fetch_and_2_seq_cst:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %g5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	and %i1, %g1, %g1
	srl %i2, 0x10, %g4
	sll %g1, %i3, %i5
	sll %g4, %i3, %g4
	ld [ %g5 ], %g3
	b %xcc, .L22
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L29
	and %o7, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L18
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L11
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srlx %g1, 0x30, %o0

uat_fetch_and_2_seq_cst_fence:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %g5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	and %i1, %g1, %g1
	srl %i2, 0x10, %g4
	sll %g1, %i3, %i5
	sll %g4, %i3, %g4
	ld [ %g5 ], %g3
	b %xcc, .L22
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L29
	and %o7, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L18
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L11
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srlx %g1, 0x30, %o0

uat_fetch_or_2_relaxed:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %g5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	or %i1, %g1, %g1
	srl %i2, 0x10, %g4
	sll %g1, 0x10, %g1
	sll %g4, %i3, %g4
	srl %g1, 0x10, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L24
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L31
	and %o7, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L20
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L11
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srlx %g1, 0x30, %o0

uat_fetch_or_2_acquire:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %g5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	or %i1, %g1, %g1
	srl %i2, 0x10, %g4
	sll %g1, 0x10, %g1
	sll %g4, %i3, %g4
	srl %g1, 0x10, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L24
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L31
	and %o7, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L20
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L11
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srlx %g1, 0x30, %o0

uat_fetch_or_2_release:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %g5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	or %i1, %g1, %g1
	srl %i2, 0x10, %g4
	sll %g1, 0x10, %g1
	sll %g4, %i3, %g4
	srl %g1, 0x10, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L24
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L31
	and %o7, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L20
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L11
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srlx %g1, 0x30, %o0

uat_fetch_or_2_acq_rel:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %g5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	or %i1, %g1, %g1
	srl %i2, 0x10, %g4
	sll %g1, 0x10, %g1
	sll %g4, %i3, %g4
	srl %g1, 0x10, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L24
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L31
	and %o7, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L20
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L11
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srlx %g1, 0x30, %o0

uat_fetch_or_2_seq_cst:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %g5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	or %i1, %g1, %g1
	srl %i2, 0x10, %g4
	sll %g1, 0x10, %g1
	sll %g4, %i3, %g4
	srl %g1, 0x10, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L24
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L31
	and %o7, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L20
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L11
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srlx %g1, 0x30, %o0

uat_fetch_or_2_seq_cst_fence:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %g5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	or %i1, %g1, %g1
	srl %i2, 0x10, %g4
	sll %g1, 0x10, %g1
	sll %g4, %i3, %g4
	srl %g1, 0x10, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L24
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L31
	and %o7, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L20
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L11
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srlx %g1, 0x30, %o0

uat_fetch_xor_2_relaxed:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %g5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	xor %i1, %g1, %g1
	srl %i2, 0x10, %g4
	sll %g1, 0x10, %g1
	sll %g4, %i3, %g4
	srl %g1, 0x10, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L24
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L31
	and %o7, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L20
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L11
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srlx %g1, 0x30, %o0

uat_fetch_xor_2_acquire:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %g5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	xor %i1, %g1, %g1
	srl %i2, 0x10, %g4
	sll %g1, 0x10, %g1
	sll %g4, %i3, %g4
	srl %g1, 0x10, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L24
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L31
	and %o7, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L20
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L11
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srlx %g1, 0x30, %o0

uat_fetch_xor_2_release:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %g5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	xor %i1, %g1, %g1
	srl %i2, 0x10, %g4
	sll %g1, 0x10, %g1
	sll %g4, %i3, %g4
	srl %g1, 0x10, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L24
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L31
	and %o7, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L20
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L11
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srlx %g1, 0x30, %o0

uat_fetch_xor_2_acq_rel:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %g5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	xor %i1, %g1, %g1
	srl %i2, 0x10, %g4
	sll %g1, 0x10, %g1
	sll %g4, %i3, %g4
	srl %g1, 0x10, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L24
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L31
	and %o7, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L20
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L11
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srlx %g1, 0x30, %o0

uat_fetch_xor_2_seq_cst:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %g5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	xor %i1, %g1, %g1
	srl %i2, 0x10, %g4
	sll %g1, 0x10, %g1
	sll %g4, %i3, %g4
	srl %g1, 0x10, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L24
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L31
	and %o7, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L20
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L11
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srlx %g1, 0x30, %o0

uat_fetch_xor_2_seq_cst_fence:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %g5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	xor %i1, %g1, %g1
	srl %i2, 0x10, %g4
	sll %g1, 0x10, %g1
	sll %g4, %i3, %g4
	srl %g1, 0x10, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L24
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L31
	and %o7, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L20
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L11
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srlx %g1, 0x30, %o0

uat_fetch_smax_2_relaxed:
	save %sp, -176, %sp
	xor %i0, 2, %i2
	lduh [ %i0 ], %g1
	and %i2, 3, %i2
	sethi %hi(0xfc00), %o7
	sll %i2, 3, %i2
	or %o7, 0x3ff, %o7
	and %i0, -4, %i5
	sll %o7, %i2, %o7
	mov %i1, %i0
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i3
	mov %i1, %g4
	srl %i3, 0x10, %g5
	sra %i3, 0x10, %g2
	sll %g5, %i2, %g5
	cmp %g2, %i0
	movge %icc, %g1, %g4
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i2, %g4
	ld [ %i5 ], %g3
	b %xcc, .L28
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L35
	and %o7, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L24
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i2, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i3
	bne,a %icc, .L12
	sll %g1, 0x10, %i3
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srax %g1, 0x30, %o0

uat_fetch_smax_2_acquire:
	save %sp, -176, %sp
	xor %i0, 2, %i2
	lduh [ %i0 ], %g1
	and %i2, 3, %i2
	sethi %hi(0xfc00), %o7
	sll %i2, 3, %i2
	or %o7, 0x3ff, %o7
	and %i0, -4, %i5
	sll %o7, %i2, %o7
	mov %i1, %i0
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i3
	mov %i1, %g4
	srl %i3, 0x10, %g5
	sra %i3, 0x10, %g2
	sll %g5, %i2, %g5
	cmp %g2, %i0
	movge %icc, %g1, %g4
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i2, %g4
	ld [ %i5 ], %g3
	b %xcc, .L28
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L35
	and %o7, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L24
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i2, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i3
	bne,a %icc, .L12
	sll %g1, 0x10, %i3
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srax %g1, 0x30, %o0

uat_fetch_smax_2_release:
	save %sp, -176, %sp
	xor %i0, 2, %i2
	lduh [ %i0 ], %g1
	and %i2, 3, %i2
	sethi %hi(0xfc00), %o7
	sll %i2, 3, %i2
	or %o7, 0x3ff, %o7
	and %i0, -4, %i5
	sll %o7, %i2, %o7
	mov %i1, %i0
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i3
	mov %i1, %g4
	srl %i3, 0x10, %g5
	sra %i3, 0x10, %g2
	sll %g5, %i2, %g5
	cmp %g2, %i0
	movge %icc, %g1, %g4
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i2, %g4
	ld [ %i5 ], %g3
	b %xcc, .L28
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L35
	and %o7, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L24
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i2, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i3
	bne,a %icc, .L12
	sll %g1, 0x10, %i3
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srax %g1, 0x30, %o0

uat_fetch_smax_2_acq_rel:
	save %sp, -176, %sp
	xor %i0, 2, %i2
	lduh [ %i0 ], %g1
	and %i2, 3, %i2
	sethi %hi(0xfc00), %o7
	sll %i2, 3, %i2
	or %o7, 0x3ff, %o7
	and %i0, -4, %i5
	sll %o7, %i2, %o7
	mov %i1, %i0
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i3
	mov %i1, %g4
	srl %i3, 0x10, %g5
	sra %i3, 0x10, %g2
	sll %g5, %i2, %g5
	cmp %g2, %i0
	movge %icc, %g1, %g4
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i2, %g4
	ld [ %i5 ], %g3
	b %xcc, .L28
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L35
	and %o7, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L24
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i2, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i3
	bne,a %icc, .L12
	sll %g1, 0x10, %i3
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srax %g1, 0x30, %o0

uat_fetch_smax_2_seq_cst:
	save %sp, -176, %sp
	xor %i0, 2, %i2
	lduh [ %i0 ], %g1
	and %i2, 3, %i2
	sethi %hi(0xfc00), %o7
	sll %i2, 3, %i2
	or %o7, 0x3ff, %o7
	and %i0, -4, %i5
	sll %o7, %i2, %o7
	mov %i1, %i0
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i3
	mov %i1, %g4
	srl %i3, 0x10, %g5
	sra %i3, 0x10, %g2
	sll %g5, %i2, %g5
	cmp %g2, %i0
	movge %icc, %g1, %g4
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i2, %g4
	ld [ %i5 ], %g3
	b %xcc, .L28
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L35
	and %o7, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L24
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i2, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i3
	bne,a %icc, .L12
	sll %g1, 0x10, %i3
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srax %g1, 0x30, %o0

uat_fetch_smax_2_seq_cst_fence:
	save %sp, -176, %sp
	xor %i0, 2, %i2
	lduh [ %i0 ], %g1
	and %i2, 3, %i2
	sethi %hi(0xfc00), %o7
	sll %i2, 3, %i2
	or %o7, 0x3ff, %o7
	and %i0, -4, %i5
	sll %o7, %i2, %o7
	mov %i1, %i0
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i3
	mov %i1, %g4
	srl %i3, 0x10, %g5
	sra %i3, 0x10, %g2
	sll %g5, %i2, %g5
	cmp %g2, %i0
	movge %icc, %g1, %g4
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i2, %g4
	ld [ %i5 ], %g3
	b %xcc, .L28
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L35
	and %o7, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L24
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i2, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i3
	bne,a %icc, .L12
	sll %g1, 0x10, %i3
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srax %g1, 0x30, %o0

uat_fetch_umax_2_relaxed:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %i5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	mov %i1, %g4
	srl %i2, 0x10, %g5
	cmp %g5, %i1
	sll %g5, %i3, %g5
	movgu %icc, %g1, %g4
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i3, %g4
	ld [ %i5 ], %g3
	b %xcc, .L26
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %o7, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L11
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srlx %g1, 0x30, %o0

uat_fetch_umax_2_acquire:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %i5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	mov %i1, %g4
	srl %i2, 0x10, %g5
	cmp %g5, %i1
	sll %g5, %i3, %g5
	movgu %icc, %g1, %g4
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i3, %g4
	ld [ %i5 ], %g3
	b %xcc, .L26
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %o7, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L11
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srlx %g1, 0x30, %o0

uat_fetch_umax_2_release:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %i5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	mov %i1, %g4
	srl %i2, 0x10, %g5
	cmp %g5, %i1
	sll %g5, %i3, %g5
	movgu %icc, %g1, %g4
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i3, %g4
	ld [ %i5 ], %g3
	b %xcc, .L26
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %o7, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L11
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srlx %g1, 0x30, %o0

uat_fetch_umax_2_acq_rel:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %i5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	mov %i1, %g4
	srl %i2, 0x10, %g5
	cmp %g5, %i1
	sll %g5, %i3, %g5
	movgu %icc, %g1, %g4
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i3, %g4
	ld [ %i5 ], %g3
	b %xcc, .L26
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %o7, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L11
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srlx %g1, 0x30, %o0

uat_fetch_umax_2_seq_cst:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %i5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	mov %i1, %g4
	srl %i2, 0x10, %g5
	cmp %g5, %i1
	sll %g5, %i3, %g5
	movgu %icc, %g1, %g4
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i3, %g4
	ld [ %i5 ], %g3
	b %xcc, .L26
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %o7, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L11
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srlx %g1, 0x30, %o0

uat_fetch_umax_2_seq_cst_fence:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %i5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	mov %i1, %g4
	srl %i2, 0x10, %g5
	cmp %g5, %i1
	sll %g5, %i3, %g5
	movgu %icc, %g1, %g4
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i3, %g4
	ld [ %i5 ], %g3
	b %xcc, .L26
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %o7, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L11
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srlx %g1, 0x30, %o0

uat_fetch_smin_2_relaxed:
	save %sp, -176, %sp
	xor %i0, 2, %i2
	lduh [ %i0 ], %g1
	and %i2, 3, %i2
	sethi %hi(0xfc00), %o7
	sll %i2, 3, %i2
	or %o7, 0x3ff, %o7
	and %i0, -4, %i5
	sll %o7, %i2, %o7
	mov %i1, %i0
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i3
	mov %i1, %g4
	srl %i3, 0x10, %g5
	sra %i3, 0x10, %g2
	sll %g5, %i2, %g5
	cmp %g2, %i0
	movle %icc, %g1, %g4
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i2, %g4
	ld [ %i5 ], %g3
	b %xcc, .L28
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L35
	and %o7, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L24
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i2, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i3
	bne,a %icc, .L12
	sll %g1, 0x10, %i3
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srax %g1, 0x30, %o0

uat_fetch_smin_2_acquire:
	save %sp, -176, %sp
	xor %i0, 2, %i2
	lduh [ %i0 ], %g1
	and %i2, 3, %i2
	sethi %hi(0xfc00), %o7
	sll %i2, 3, %i2
	or %o7, 0x3ff, %o7
	and %i0, -4, %i5
	sll %o7, %i2, %o7
	mov %i1, %i0
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i3
	mov %i1, %g4
	srl %i3, 0x10, %g5
	sra %i3, 0x10, %g2
	sll %g5, %i2, %g5
	cmp %g2, %i0
	movle %icc, %g1, %g4
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i2, %g4
	ld [ %i5 ], %g3
	b %xcc, .L28
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L35
	and %o7, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L24
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i2, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i3
	bne,a %icc, .L12
	sll %g1, 0x10, %i3
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srax %g1, 0x30, %o0

uat_fetch_smin_2_release:
	save %sp, -176, %sp
	xor %i0, 2, %i2
	lduh [ %i0 ], %g1
	and %i2, 3, %i2
	sethi %hi(0xfc00), %o7
	sll %i2, 3, %i2
	or %o7, 0x3ff, %o7
	and %i0, -4, %i5
	sll %o7, %i2, %o7
	mov %i1, %i0
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i3
	mov %i1, %g4
	srl %i3, 0x10, %g5
	sra %i3, 0x10, %g2
	sll %g5, %i2, %g5
	cmp %g2, %i0
	movle %icc, %g1, %g4
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i2, %g4
	ld [ %i5 ], %g3
	b %xcc, .L28
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L35
	and %o7, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L24
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i2, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i3
	bne,a %icc, .L12
	sll %g1, 0x10, %i3
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srax %g1, 0x30, %o0

uat_fetch_smin_2_acq_rel:
	save %sp, -176, %sp
	xor %i0, 2, %i2
	lduh [ %i0 ], %g1
	and %i2, 3, %i2
	sethi %hi(0xfc00), %o7
	sll %i2, 3, %i2
	or %o7, 0x3ff, %o7
	and %i0, -4, %i5
	sll %o7, %i2, %o7
	mov %i1, %i0
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i3
	mov %i1, %g4
	srl %i3, 0x10, %g5
	sra %i3, 0x10, %g2
	sll %g5, %i2, %g5
	cmp %g2, %i0
	movle %icc, %g1, %g4
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i2, %g4
	ld [ %i5 ], %g3
	b %xcc, .L28
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L35
	and %o7, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L24
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i2, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i3
	bne,a %icc, .L12
	sll %g1, 0x10, %i3
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srax %g1, 0x30, %o0

uat_fetch_smin_2_seq_cst:
	save %sp, -176, %sp
	xor %i0, 2, %i2
	lduh [ %i0 ], %g1
	and %i2, 3, %i2
	sethi %hi(0xfc00), %o7
	sll %i2, 3, %i2
	or %o7, 0x3ff, %o7
	and %i0, -4, %i5
	sll %o7, %i2, %o7
	mov %i1, %i0
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i3
	mov %i1, %g4
	srl %i3, 0x10, %g5
	sra %i3, 0x10, %g2
	sll %g5, %i2, %g5
	cmp %g2, %i0
	movle %icc, %g1, %g4
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i2, %g4
	ld [ %i5 ], %g3
	b %xcc, .L28
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L35
	and %o7, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L24
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i2, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i3
	bne,a %icc, .L12
	sll %g1, 0x10, %i3
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srax %g1, 0x30, %o0

uat_fetch_smin_2_seq_cst_fence:
	save %sp, -176, %sp
	xor %i0, 2, %i2
	lduh [ %i0 ], %g1
	and %i2, 3, %i2
	sethi %hi(0xfc00), %o7
	sll %i2, 3, %i2
	or %o7, 0x3ff, %o7
	and %i0, -4, %i5
	sll %o7, %i2, %o7
	mov %i1, %i0
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i3
	mov %i1, %g4
	srl %i3, 0x10, %g5
	sra %i3, 0x10, %g2
	sll %g5, %i2, %g5
	cmp %g2, %i0
	movle %icc, %g1, %g4
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i2, %g4
	ld [ %i5 ], %g3
	b %xcc, .L28
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L35
	and %o7, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L24
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i2, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i3
	bne,a %icc, .L12
	sll %g1, 0x10, %i3
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srax %g1, 0x30, %o0

uat_fetch_umin_2_relaxed:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %i5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	mov %i1, %g4
	srl %i2, 0x10, %g5
	cmp %g5, %i1
	sll %g5, %i3, %g5
	movcs %icc, %g1, %g4
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i3, %g4
	ld [ %i5 ], %g3
	b %xcc, .L26
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %o7, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L11
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srlx %g1, 0x30, %o0

uat_fetch_umin_2_acquire:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %i5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	mov %i1, %g4
	srl %i2, 0x10, %g5
	cmp %g5, %i1
	sll %g5, %i3, %g5
	movcs %icc, %g1, %g4
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i3, %g4
	ld [ %i5 ], %g3
	b %xcc, .L26
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %o7, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L11
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srlx %g1, 0x30, %o0

uat_fetch_umin_2_release:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %i5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	mov %i1, %g4
	srl %i2, 0x10, %g5
	cmp %g5, %i1
	sll %g5, %i3, %g5
	movcs %icc, %g1, %g4
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i3, %g4
	ld [ %i5 ], %g3
	b %xcc, .L26
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %o7, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L11
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srlx %g1, 0x30, %o0

uat_fetch_umin_2_acq_rel:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %i5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	mov %i1, %g4
	srl %i2, 0x10, %g5
	cmp %g5, %i1
	sll %g5, %i3, %g5
	movcs %icc, %g1, %g4
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i3, %g4
	ld [ %i5 ], %g3
	b %xcc, .L26
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %o7, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L11
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srlx %g1, 0x30, %o0

uat_fetch_umin_2_seq_cst:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %i5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	mov %i1, %g4
	srl %i2, 0x10, %g5
	cmp %g5, %i1
	sll %g5, %i3, %g5
	movcs %icc, %g1, %g4
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i3, %g4
	ld [ %i5 ], %g3
	b %xcc, .L26
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %o7, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L11
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srlx %g1, 0x30, %o0

uat_fetch_umin_2_seq_cst_fence:
	save %sp, -176, %sp
	xor %i0, 2, %i3
	sethi %hi(0xfc00), %o7
	and %i3, 3, %i3
	or %o7, 0x3ff, %o7
	sll %i3, 3, %i3
	lduh [ %i0 ], %g1
	sll %o7, %i3, %o7
	and %i0, -4, %i5
	xnor %g0, %o7, %i4
	sll %g1, 0x10, %i2
	mov %i1, %g4
	srl %i2, 0x10, %g5
	cmp %g5, %i1
	sll %g5, %i3, %g5
	movcs %icc, %g1, %g4
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i3, %g4
	ld [ %i5 ], %g3
	b %xcc, .L26
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %o7, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i4, %g1, %g2
	and %o7, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L11
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	return %i7 + 8
	srlx %g1, 0x30, %o0

uat_test_and_set_bit_2_relaxed:
	save %sp, -176, %sp
	and %i1, 0xf, %i1
	xor %i0, 2, %g1
	and %g1, 3, %g1
	mov 1, %o5
	sll %g1, 3, %i3
	sll %o5, %i1, %o5
	lduh [ %i0 ], %g1
	sethi %hi(0xfc00), %i1
	srl %o5, 0, %o7
	or %i1, 0x3ff, %i1
	and %i0, -4, %g5
	sll %i1, %i3, %i1
	xnor %g0, %i1, %i4
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	srl %i2, 0x10, %g4
	srlx %g1, 0x30, %g1
	sll %g4, %i3, %g4
	or %g1, %o7, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L28
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L35
	and %i1, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L24
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L15
	sll %g1, 0x10, %i2
	and %o5, %g1, %o5
	cmp %g0, %o5
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_set_bit_2_acquire:
	save %sp, -176, %sp
	and %i1, 0xf, %i1
	xor %i0, 2, %g1
	and %g1, 3, %g1
	mov 1, %o5
	sll %g1, 3, %i3
	sll %o5, %i1, %o5
	lduh [ %i0 ], %g1
	sethi %hi(0xfc00), %i1
	srl %o5, 0, %o7
	or %i1, 0x3ff, %i1
	and %i0, -4, %g5
	sll %i1, %i3, %i1
	xnor %g0, %i1, %i4
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	srl %i2, 0x10, %g4
	srlx %g1, 0x30, %g1
	sll %g4, %i3, %g4
	or %g1, %o7, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L28
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L35
	and %i1, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L24
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L15
	sll %g1, 0x10, %i2
	and %o5, %g1, %o5
	cmp %g0, %o5
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_set_bit_2_release:
	save %sp, -176, %sp
	and %i1, 0xf, %i1
	xor %i0, 2, %g1
	and %g1, 3, %g1
	mov 1, %o5
	sll %g1, 3, %i3
	sll %o5, %i1, %o5
	lduh [ %i0 ], %g1
	sethi %hi(0xfc00), %i1
	srl %o5, 0, %o7
	or %i1, 0x3ff, %i1
	and %i0, -4, %g5
	sll %i1, %i3, %i1
	xnor %g0, %i1, %i4
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	srl %i2, 0x10, %g4
	srlx %g1, 0x30, %g1
	sll %g4, %i3, %g4
	or %g1, %o7, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L28
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L35
	and %i1, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L24
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L15
	sll %g1, 0x10, %i2
	and %o5, %g1, %o5
	cmp %g0, %o5
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_set_bit_2_acq_rel:
	save %sp, -176, %sp
	and %i1, 0xf, %i1
	xor %i0, 2, %g1
	and %g1, 3, %g1
	mov 1, %o5
	sll %g1, 3, %i3
	sll %o5, %i1, %o5
	lduh [ %i0 ], %g1
	sethi %hi(0xfc00), %i1
	srl %o5, 0, %o7
	or %i1, 0x3ff, %i1
	and %i0, -4, %g5
	sll %i1, %i3, %i1
	xnor %g0, %i1, %i4
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	srl %i2, 0x10, %g4
	srlx %g1, 0x30, %g1
	sll %g4, %i3, %g4
	or %g1, %o7, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L28
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L35
	and %i1, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L24
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L15
	sll %g1, 0x10, %i2
	and %o5, %g1, %o5
	cmp %g0, %o5
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_set_bit_2_seq_cst:
	save %sp, -176, %sp
	and %i1, 0xf, %i1
	xor %i0, 2, %g1
	and %g1, 3, %g1
	mov 1, %o5
	sll %g1, 3, %i3
	sll %o5, %i1, %o5
	lduh [ %i0 ], %g1
	sethi %hi(0xfc00), %i1
	srl %o5, 0, %o7
	or %i1, 0x3ff, %i1
	and %i0, -4, %g5
	sll %i1, %i3, %i1
	xnor %g0, %i1, %i4
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	srl %i2, 0x10, %g4
	srlx %g1, 0x30, %g1
	sll %g4, %i3, %g4
	or %g1, %o7, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L28
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L35
	and %i1, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L24
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L15
	sll %g1, 0x10, %i2
	and %o5, %g1, %o5
	cmp %g0, %o5
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_set_bit_2_seq_cst_fence:
	save %sp, -176, %sp
	and %i1, 0xf, %i1
	xor %i0, 2, %g1
	and %g1, 3, %g1
	mov 1, %o5
	sll %g1, 3, %i3
	sll %o5, %i1, %o5
	lduh [ %i0 ], %g1
	sethi %hi(0xfc00), %i1
	srl %o5, 0, %o7
	or %i1, 0x3ff, %i1
	and %i0, -4, %g5
	sll %i1, %i3, %i1
	xnor %g0, %i1, %i4
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	srl %i2, 0x10, %g4
	srlx %g1, 0x30, %g1
	sll %g4, %i3, %g4
	or %g1, %o7, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L28
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L35
	and %i1, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L24
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L15
	sll %g1, 0x10, %i2
	and %o5, %g1, %o5
	cmp %g0, %o5
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_clear_bit_2_relaxed:
	save %sp, -176, %sp
	and %i1, 0xf, %i1
	xor %i0, 2, %g1
	and %g1, 3, %g1
	mov 1, %o5
	sll %g1, 3, %i3
	sll %o5, %i1, %o5
	lduh [ %i0 ], %g1
	xnor %g0, %o5, %o7
	sethi %hi(0xfc00), %i1
	srl %o7, 0, %o7
	or %i1, 0x3ff, %i1
	and %i0, -4, %g5
	sll %i1, %i3, %i1
	xnor %g0, %i1, %i4
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	srl %i2, 0x10, %g4
	srlx %g1, 0x30, %g1
	sll %g4, %i3, %g4
	and %g1, %o7, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L29
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L36
	and %i1, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L25
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L16
	sll %g1, 0x10, %i2
	and %o5, %g1, %o5
	cmp %g0, %o5
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_clear_bit_2_acquire:
	save %sp, -176, %sp
	and %i1, 0xf, %i1
	xor %i0, 2, %g1
	and %g1, 3, %g1
	mov 1, %o5
	sll %g1, 3, %i3
	sll %o5, %i1, %o5
	lduh [ %i0 ], %g1
	xnor %g0, %o5, %o7
	sethi %hi(0xfc00), %i1
	srl %o7, 0, %o7
	or %i1, 0x3ff, %i1
	and %i0, -4, %g5
	sll %i1, %i3, %i1
	xnor %g0, %i1, %i4
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	srl %i2, 0x10, %g4
	srlx %g1, 0x30, %g1
	sll %g4, %i3, %g4
	and %g1, %o7, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L29
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L36
	and %i1, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L25
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L16
	sll %g1, 0x10, %i2
	and %o5, %g1, %o5
	cmp %g0, %o5
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_clear_bit_2_release:
	save %sp, -176, %sp
	and %i1, 0xf, %i1
	xor %i0, 2, %g1
	and %g1, 3, %g1
	mov 1, %o5
	sll %g1, 3, %i3
	sll %o5, %i1, %o5
	lduh [ %i0 ], %g1
	xnor %g0, %o5, %o7
	sethi %hi(0xfc00), %i1
	srl %o7, 0, %o7
	or %i1, 0x3ff, %i1
	and %i0, -4, %g5
	sll %i1, %i3, %i1
	xnor %g0, %i1, %i4
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	srl %i2, 0x10, %g4
	srlx %g1, 0x30, %g1
	sll %g4, %i3, %g4
	and %g1, %o7, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L29
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L36
	and %i1, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L25
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L16
	sll %g1, 0x10, %i2
	and %o5, %g1, %o5
	cmp %g0, %o5
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_clear_bit_2_acq_rel:
	save %sp, -176, %sp
	and %i1, 0xf, %i1
	xor %i0, 2, %g1
	and %g1, 3, %g1
	mov 1, %o5
	sll %g1, 3, %i3
	sll %o5, %i1, %o5
	lduh [ %i0 ], %g1
	xnor %g0, %o5, %o7
	sethi %hi(0xfc00), %i1
	srl %o7, 0, %o7
	or %i1, 0x3ff, %i1
	and %i0, -4, %g5
	sll %i1, %i3, %i1
	xnor %g0, %i1, %i4
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	srl %i2, 0x10, %g4
	srlx %g1, 0x30, %g1
	sll %g4, %i3, %g4
	and %g1, %o7, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L29
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L36
	and %i1, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L25
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L16
	sll %g1, 0x10, %i2
	and %o5, %g1, %o5
	cmp %g0, %o5
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_clear_bit_2_seq_cst:
	save %sp, -176, %sp
	and %i1, 0xf, %i1
	xor %i0, 2, %g1
	and %g1, 3, %g1
	mov 1, %o5
	sll %g1, 3, %i3
	sll %o5, %i1, %o5
	lduh [ %i0 ], %g1
	xnor %g0, %o5, %o7
	sethi %hi(0xfc00), %i1
	srl %o7, 0, %o7
	or %i1, 0x3ff, %i1
	and %i0, -4, %g5
	sll %i1, %i3, %i1
	xnor %g0, %i1, %i4
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	srl %i2, 0x10, %g4
	srlx %g1, 0x30, %g1
	sll %g4, %i3, %g4
	and %g1, %o7, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L29
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L36
	and %i1, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L25
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L16
	sll %g1, 0x10, %i2
	and %o5, %g1, %o5
	cmp %g0, %o5
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_clear_bit_2_seq_cst_fence:
	save %sp, -176, %sp
	and %i1, 0xf, %i1
	xor %i0, 2, %g1
	and %g1, 3, %g1
	mov 1, %o5
	sll %g1, 3, %i3
	sll %o5, %i1, %o5
	lduh [ %i0 ], %g1
	xnor %g0, %o5, %o7
	sethi %hi(0xfc00), %i1
	srl %o7, 0, %o7
	or %i1, 0x3ff, %i1
	and %i0, -4, %g5
	sll %i1, %i3, %i1
	xnor %g0, %i1, %i4
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	srl %i2, 0x10, %g4
	srlx %g1, 0x30, %g1
	sll %g4, %i3, %g4
	and %g1, %o7, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L29
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L36
	and %i1, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L25
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L16
	sll %g1, 0x10, %i2
	and %o5, %g1, %o5
	cmp %g0, %o5
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_change_bit_2_relaxed:
	save %sp, -176, %sp
	and %i1, 0xf, %i1
	xor %i0, 2, %g1
	and %g1, 3, %g1
	mov 1, %o5
	sll %g1, 3, %i3
	sll %o5, %i1, %o5
	lduh [ %i0 ], %g1
	sethi %hi(0xfc00), %i1
	srl %o5, 0, %o7
	or %i1, 0x3ff, %i1
	and %i0, -4, %g5
	sll %i1, %i3, %i1
	xnor %g0, %i1, %i4
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	srl %i2, 0x10, %g4
	srlx %g1, 0x30, %g1
	sll %g4, %i3, %g4
	xor %g1, %o7, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L28
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L35
	and %i1, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L24
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L15
	sll %g1, 0x10, %i2
	and %o5, %g1, %o5
	cmp %g0, %o5
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_change_bit_2_acquire:
	save %sp, -176, %sp
	and %i1, 0xf, %i1
	xor %i0, 2, %g1
	and %g1, 3, %g1
	mov 1, %o5
	sll %g1, 3, %i3
	sll %o5, %i1, %o5
	lduh [ %i0 ], %g1
	sethi %hi(0xfc00), %i1
	srl %o5, 0, %o7
	or %i1, 0x3ff, %i1
	and %i0, -4, %g5
	sll %i1, %i3, %i1
	xnor %g0, %i1, %i4
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	srl %i2, 0x10, %g4
	srlx %g1, 0x30, %g1
	sll %g4, %i3, %g4
	xor %g1, %o7, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L28
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L35
	and %i1, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L24
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L15
	sll %g1, 0x10, %i2
	and %o5, %g1, %o5
	cmp %g0, %o5
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_change_bit_2_release:
	save %sp, -176, %sp
	and %i1, 0xf, %i1
	xor %i0, 2, %g1
	and %g1, 3, %g1
	mov 1, %o5
	sll %g1, 3, %i3
	sll %o5, %i1, %o5
	lduh [ %i0 ], %g1
	sethi %hi(0xfc00), %i1
	srl %o5, 0, %o7
	or %i1, 0x3ff, %i1
	and %i0, -4, %g5
	sll %i1, %i3, %i1
	xnor %g0, %i1, %i4
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	srl %i2, 0x10, %g4
	srlx %g1, 0x30, %g1
	sll %g4, %i3, %g4
	xor %g1, %o7, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L28
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L35
	and %i1, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L24
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L15
	sll %g1, 0x10, %i2
	and %o5, %g1, %o5
	cmp %g0, %o5
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_change_bit_2_acq_rel:
	save %sp, -176, %sp
	and %i1, 0xf, %i1
	xor %i0, 2, %g1
	and %g1, 3, %g1
	mov 1, %o5
	sll %g1, 3, %i3
	sll %o5, %i1, %o5
	lduh [ %i0 ], %g1
	sethi %hi(0xfc00), %i1
	srl %o5, 0, %o7
	or %i1, 0x3ff, %i1
	and %i0, -4, %g5
	sll %i1, %i3, %i1
	xnor %g0, %i1, %i4
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	srl %i2, 0x10, %g4
	srlx %g1, 0x30, %g1
	sll %g4, %i3, %g4
	xor %g1, %o7, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L28
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L35
	and %i1, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L24
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L15
	sll %g1, 0x10, %i2
	and %o5, %g1, %o5
	cmp %g0, %o5
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_change_bit_2_seq_cst:
	save %sp, -176, %sp
	and %i1, 0xf, %i1
	xor %i0, 2, %g1
	and %g1, 3, %g1
	mov 1, %o5
	sll %g1, 3, %i3
	sll %o5, %i1, %o5
	lduh [ %i0 ], %g1
	sethi %hi(0xfc00), %i1
	srl %o5, 0, %o7
	or %i1, 0x3ff, %i1
	and %i0, -4, %g5
	sll %i1, %i3, %i1
	xnor %g0, %i1, %i4
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	srl %i2, 0x10, %g4
	srlx %g1, 0x30, %g1
	sll %g4, %i3, %g4
	xor %g1, %o7, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L28
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L35
	and %i1, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L24
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L15
	sll %g1, 0x10, %i2
	and %o5, %g1, %o5
	cmp %g0, %o5
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_change_bit_2_seq_cst_fence:
	save %sp, -176, %sp
	and %i1, 0xf, %i1
	xor %i0, 2, %g1
	and %g1, 3, %g1
	mov 1, %o5
	sll %g1, 3, %i3
	sll %o5, %i1, %o5
	lduh [ %i0 ], %g1
	sethi %hi(0xfc00), %i1
	srl %o5, 0, %o7
	or %i1, 0x3ff, %i1
	and %i0, -4, %g5
	sll %i1, %i3, %i1
	xnor %g0, %i1, %i4
	sll %g1, 0x10, %i2
	sllx %g1, 0x30, %g1
	srl %i2, 0x10, %g4
	srlx %g1, 0x30, %g1
	sll %g4, %i3, %g4
	xor %g1, %o7, %g1
	sll %g1, %i3, %i5
	ld [ %g5 ], %g3
	b %xcc, .L28
	and %g3, %i4, %g3
	cmp %g3, %g2
	be,pn %icc, .L35
	and %i1, %g1, %g1
	mov %g2, %g3
	or %i5, %g3, %g1
	or %g4, %g3, %g2
	cas [ %g5 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L24
	and %i4, %g1, %g2
	and %i1, %g1, %g1
	srl %g1, %i3, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,a %icc, .L15
	sll %g1, 0x10, %i2
	and %o5, %g1, %o5
	cmp %g0, %o5
	return %i7 + 8
	addc %g0, 0, %o0

uat_fetch_add_unless_2_relaxed:
	save %sp, -176, %sp
	xor %i0, 2, %i4
	sethi %hi(0xfc00), %i3
	and %i4, 3, %i4
	or %i3, 0x3ff, %i3
	sll %i4, 3, %i4
	lduh [ %i0 ], %o7
	sll %i3, %i4, %i3
	and %i0, -4, %i0
	xnor %g0, %i3, %i5
	sll %o7, 0x10, %o5
	srl %o5, 0x10, %g5
	cmp %g5, %i2
	be,a,pn %icc, .L40
	sllx %o7, 0x30, %i0
	add %i1, %o7, %g4
	sll %g5, %i4, %g5
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i4, %g4
	ld [ %i0 ], %g3
	b %xcc, .L27
	and %g3, %i5, %g3
	cmp %g3, %g2
	be,pn %icc, .L34
	and %i3, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L23
	and %i5, %g1, %g2
	and %i3, %g1, %g1
	srl %g1, %i4, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %o5
	bne,a,pn %icc, .L10
	mov %g1, %o7
	sllx %o7, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_fetch_add_unless_2_acquire:
	save %sp, -176, %sp
	xor %i0, 2, %i4
	sethi %hi(0xfc00), %i3
	and %i4, 3, %i4
	or %i3, 0x3ff, %i3
	sll %i4, 3, %i4
	lduh [ %i0 ], %o7
	sll %i3, %i4, %i3
	and %i0, -4, %i0
	xnor %g0, %i3, %i5
	sll %o7, 0x10, %o5
	srl %o5, 0x10, %g5
	cmp %g5, %i2
	be,a,pn %icc, .L40
	sllx %o7, 0x30, %i0
	add %i1, %o7, %g4
	sll %g5, %i4, %g5
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i4, %g4
	ld [ %i0 ], %g3
	b %xcc, .L27
	and %g3, %i5, %g3
	cmp %g3, %g2
	be,pn %icc, .L34
	and %i3, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L23
	and %i5, %g1, %g2
	and %i3, %g1, %g1
	srl %g1, %i4, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %o5
	bne,a,pn %icc, .L10
	mov %g1, %o7
	sllx %o7, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_fetch_add_unless_2_release:
	save %sp, -176, %sp
	xor %i0, 2, %i4
	sethi %hi(0xfc00), %i3
	and %i4, 3, %i4
	or %i3, 0x3ff, %i3
	sll %i4, 3, %i4
	lduh [ %i0 ], %o7
	sll %i3, %i4, %i3
	and %i0, -4, %i0
	xnor %g0, %i3, %i5
	sll %o7, 0x10, %o5
	srl %o5, 0x10, %g5
	cmp %g5, %i2
	be,a,pn %icc, .L40
	sllx %o7, 0x30, %i0
	add %i1, %o7, %g4
	sll %g5, %i4, %g5
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i4, %g4
	ld [ %i0 ], %g3
	b %xcc, .L27
	and %g3, %i5, %g3
	cmp %g3, %g2
	be,pn %icc, .L34
	and %i3, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L23
	and %i5, %g1, %g2
	and %i3, %g1, %g1
	srl %g1, %i4, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %o5
	bne,a,pn %icc, .L10
	mov %g1, %o7
	sllx %o7, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_fetch_add_unless_2_acq_rel:
	save %sp, -176, %sp
	xor %i0, 2, %i4
	sethi %hi(0xfc00), %i3
	and %i4, 3, %i4
	or %i3, 0x3ff, %i3
	sll %i4, 3, %i4
	lduh [ %i0 ], %o7
	sll %i3, %i4, %i3
	and %i0, -4, %i0
	xnor %g0, %i3, %i5
	sll %o7, 0x10, %o5
	srl %o5, 0x10, %g5
	cmp %g5, %i2
	be,a,pn %icc, .L40
	sllx %o7, 0x30, %i0
	add %i1, %o7, %g4
	sll %g5, %i4, %g5
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i4, %g4
	ld [ %i0 ], %g3
	b %xcc, .L27
	and %g3, %i5, %g3
	cmp %g3, %g2
	be,pn %icc, .L34
	and %i3, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L23
	and %i5, %g1, %g2
	and %i3, %g1, %g1
	srl %g1, %i4, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %o5
	bne,a,pn %icc, .L10
	mov %g1, %o7
	sllx %o7, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_fetch_add_unless_2_seq_cst:
	save %sp, -176, %sp
	xor %i0, 2, %i4
	sethi %hi(0xfc00), %i3
	and %i4, 3, %i4
	or %i3, 0x3ff, %i3
	sll %i4, 3, %i4
	lduh [ %i0 ], %o7
	sll %i3, %i4, %i3
	and %i0, -4, %i0
	xnor %g0, %i3, %i5
	sll %o7, 0x10, %o5
	srl %o5, 0x10, %g5
	cmp %g5, %i2
	be,a,pn %icc, .L40
	sllx %o7, 0x30, %i0
	add %i1, %o7, %g4
	sll %g5, %i4, %g5
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i4, %g4
	ld [ %i0 ], %g3
	b %xcc, .L27
	and %g3, %i5, %g3
	cmp %g3, %g2
	be,pn %icc, .L34
	and %i3, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L23
	and %i5, %g1, %g2
	and %i3, %g1, %g1
	srl %g1, %i4, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %o5
	bne,a,pn %icc, .L10
	mov %g1, %o7
	sllx %o7, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_fetch_add_unless_2_seq_cst_fence:
	save %sp, -176, %sp
	xor %i0, 2, %i4
	sethi %hi(0xfc00), %i3
	and %i4, 3, %i4
	or %i3, 0x3ff, %i3
	sll %i4, 3, %i4
	lduh [ %i0 ], %o7
	sll %i3, %i4, %i3
	and %i0, -4, %i0
	xnor %g0, %i3, %i5
	sll %o7, 0x10, %o5
	srl %o5, 0x10, %g5
	cmp %g5, %i2
	be,a,pn %icc, .L40
	sllx %o7, 0x30, %i0
	add %i1, %o7, %g4
	sll %g5, %i4, %g5
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i4, %g4
	ld [ %i0 ], %g3
	b %xcc, .L27
	and %g3, %i5, %g3
	cmp %g3, %g2
	be,pn %icc, .L34
	and %i3, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L23
	and %i5, %g1, %g2
	and %i3, %g1, %g1
	srl %g1, %i4, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %o5
	bne,a,pn %icc, .L10
	mov %g1, %o7
	sllx %o7, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_add_unless_2_relaxed:
	save %sp, -176, %sp
	xor %i0, 2, %i4
	sethi %hi(0xfc00), %i3
	and %i4, 3, %i4
	or %i3, 0x3ff, %i3
	sll %i4, 3, %i4
	lduh [ %i0 ], %g1
	sll %i3, %i4, %i3
	and %i0, -4, %i0
	xnor %g0, %i3, %i5
	sll %g1, 0x10, %o7
	srl %o7, 0x10, %g5
	cmp %g5, %i2
	be,pn %icc, .L40
	add %i1, %g1, %g4
	sll %g5, %i4, %g5
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i4, %g4
	ld [ %i0 ], %g3
	b %xcc, .L26
	and %g3, %i5, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %i3, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i5, %g1, %g2
	and %i3, %g1, %g1
	srl %g1, %i4, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %o7
	bne,pn %icc, .L11
	sll %g1, 0x10, %o7
	return %i7 + 8
	mov 1, %o0
	return %i7 + 8
	clr %o0

uat_add_unless_2_acquire:
	save %sp, -176, %sp
	xor %i0, 2, %i4
	sethi %hi(0xfc00), %i3
	and %i4, 3, %i4
	or %i3, 0x3ff, %i3
	sll %i4, 3, %i4
	lduh [ %i0 ], %g1
	sll %i3, %i4, %i3
	and %i0, -4, %i0
	xnor %g0, %i3, %i5
	sll %g1, 0x10, %o7
	srl %o7, 0x10, %g5
	cmp %g5, %i2
	be,pn %icc, .L40
	add %i1, %g1, %g4
	sll %g5, %i4, %g5
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i4, %g4
	ld [ %i0 ], %g3
	b %xcc, .L26
	and %g3, %i5, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %i3, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i5, %g1, %g2
	and %i3, %g1, %g1
	srl %g1, %i4, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %o7
	bne,pn %icc, .L11
	sll %g1, 0x10, %o7
	return %i7 + 8
	mov 1, %o0
	return %i7 + 8
	clr %o0

uat_add_unless_2_release:
	save %sp, -176, %sp
	xor %i0, 2, %i4
	sethi %hi(0xfc00), %i3
	and %i4, 3, %i4
	or %i3, 0x3ff, %i3
	sll %i4, 3, %i4
	lduh [ %i0 ], %g1
	sll %i3, %i4, %i3
	and %i0, -4, %i0
	xnor %g0, %i3, %i5
	sll %g1, 0x10, %o7
	srl %o7, 0x10, %g5
	cmp %g5, %i2
	be,pn %icc, .L40
	add %i1, %g1, %g4
	sll %g5, %i4, %g5
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i4, %g4
	ld [ %i0 ], %g3
	b %xcc, .L26
	and %g3, %i5, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %i3, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i5, %g1, %g2
	and %i3, %g1, %g1
	srl %g1, %i4, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %o7
	bne,pn %icc, .L11
	sll %g1, 0x10, %o7
	return %i7 + 8
	mov 1, %o0
	return %i7 + 8
	clr %o0

uat_add_unless_2_acq_rel:
	save %sp, -176, %sp
	xor %i0, 2, %i4
	sethi %hi(0xfc00), %i3
	and %i4, 3, %i4
	or %i3, 0x3ff, %i3
	sll %i4, 3, %i4
	lduh [ %i0 ], %g1
	sll %i3, %i4, %i3
	and %i0, -4, %i0
	xnor %g0, %i3, %i5
	sll %g1, 0x10, %o7
	srl %o7, 0x10, %g5
	cmp %g5, %i2
	be,pn %icc, .L40
	add %i1, %g1, %g4
	sll %g5, %i4, %g5
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i4, %g4
	ld [ %i0 ], %g3
	b %xcc, .L26
	and %g3, %i5, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %i3, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i5, %g1, %g2
	and %i3, %g1, %g1
	srl %g1, %i4, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %o7
	bne,pn %icc, .L11
	sll %g1, 0x10, %o7
	return %i7 + 8
	mov 1, %o0
	return %i7 + 8
	clr %o0

uat_add_unless_2_seq_cst:
	save %sp, -176, %sp
	xor %i0, 2, %i4
	sethi %hi(0xfc00), %i3
	and %i4, 3, %i4
	or %i3, 0x3ff, %i3
	sll %i4, 3, %i4
	lduh [ %i0 ], %g1
	sll %i3, %i4, %i3
	and %i0, -4, %i0
	xnor %g0, %i3, %i5
	sll %g1, 0x10, %o7
	srl %o7, 0x10, %g5
	cmp %g5, %i2
	be,pn %icc, .L40
	add %i1, %g1, %g4
	sll %g5, %i4, %g5
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i4, %g4
	ld [ %i0 ], %g3
	b %xcc, .L26
	and %g3, %i5, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %i3, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i5, %g1, %g2
	and %i3, %g1, %g1
	srl %g1, %i4, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %o7
	bne,pn %icc, .L11
	sll %g1, 0x10, %o7
	return %i7 + 8
	mov 1, %o0
	return %i7 + 8
	clr %o0

uat_add_unless_2_seq_cst_fence:
	save %sp, -176, %sp
	xor %i0, 2, %i4
	sethi %hi(0xfc00), %i3
	and %i4, 3, %i4
	or %i3, 0x3ff, %i3
	sll %i4, 3, %i4
	lduh [ %i0 ], %g1
	sll %i3, %i4, %i3
	and %i0, -4, %i0
	xnor %g0, %i3, %i5
	sll %g1, 0x10, %o7
	srl %o7, 0x10, %g5
	cmp %g5, %i2
	be,pn %icc, .L40
	add %i1, %g1, %g4
	sll %g5, %i4, %g5
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i4, %g4
	ld [ %i0 ], %g3
	b %xcc, .L26
	and %g3, %i5, %g3
	cmp %g3, %g2
	be,pn %icc, .L33
	and %i3, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L22
	and %i5, %g1, %g2
	and %i3, %g1, %g1
	srl %g1, %i4, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %o7
	bne,pn %icc, .L11
	sll %g1, 0x10, %o7
	return %i7 + 8
	mov 1, %o0
	return %i7 + 8
	clr %o0

uat_dec_if_positive_2_relaxed:
	save %sp, -176, %sp
	xor %i0, 2, %i4
	lduh [ %i0 ], %g1
	and %i4, 3, %i4
	sethi %hi(0xfc00), %i3
	sll %i4, 3, %i4
	or %i3, 0x3ff, %i3
	and %i0, -4, %i0
	sll %i3, %i4, %i3
	xnor %g0, %i3, %i5
	sll %g1, 0x10, %i2
	cmp %i2, 0
	ble,pn %icc, .L43
	srl %i2, 0x10, %g2
	srl %i2, 0x10, %g5
	add %g1, -1, %g4
	sll %g5, %i4, %g5
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i4, %g4
	ld [ %i0 ], %g3
	b %xcc, .L27
	and %g3, %i5, %g3
	cmp %g3, %g2
	be,pn %icc, .L34
	and %i3, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L23
	and %i5, %g1, %g2
	and %i3, %g1, %g1
	srl %g1, %i4, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,pn %icc, .L11
	sll %g1, 0x10, %i2
	add %g1, -1, %g1
	sllx %g1, 0x30, %i0
	return %i7 + 8
	srax %o0, 0x30, %o0
	sethi %hi(0x8000), %g3
	xor %g2, %g3, %g2
	cmp %g0, %g2
	b %xcc, .L40
	subc %g1, 0, %g1

uat_dec_if_positive_2_acquire:
	save %sp, -176, %sp
	xor %i0, 2, %i4
	lduh [ %i0 ], %g1
	and %i4, 3, %i4
	sethi %hi(0xfc00), %i3
	sll %i4, 3, %i4
	or %i3, 0x3ff, %i3
	and %i0, -4, %i0
	sll %i3, %i4, %i3
	xnor %g0, %i3, %i5
	sll %g1, 0x10, %i2
	cmp %i2, 0
	ble,pn %icc, .L43
	srl %i2, 0x10, %g2
	srl %i2, 0x10, %g5
	add %g1, -1, %g4
	sll %g5, %i4, %g5
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i4, %g4
	ld [ %i0 ], %g3
	b %xcc, .L27
	and %g3, %i5, %g3
	cmp %g3, %g2
	be,pn %icc, .L34
	and %i3, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L23
	and %i5, %g1, %g2
	and %i3, %g1, %g1
	srl %g1, %i4, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,pn %icc, .L11
	sll %g1, 0x10, %i2
	add %g1, -1, %g1
	sllx %g1, 0x30, %i0
	return %i7 + 8
	srax %o0, 0x30, %o0
	sethi %hi(0x8000), %g3
	xor %g2, %g3, %g2
	cmp %g0, %g2
	b %xcc, .L40
	subc %g1, 0, %g1

uat_dec_if_positive_2_release:
	save %sp, -176, %sp
	xor %i0, 2, %i4
	lduh [ %i0 ], %g1
	and %i4, 3, %i4
	sethi %hi(0xfc00), %i3
	sll %i4, 3, %i4
	or %i3, 0x3ff, %i3
	and %i0, -4, %i0
	sll %i3, %i4, %i3
	xnor %g0, %i3, %i5
	sll %g1, 0x10, %i2
	cmp %i2, 0
	ble,pn %icc, .L43
	srl %i2, 0x10, %g2
	srl %i2, 0x10, %g5
	add %g1, -1, %g4
	sll %g5, %i4, %g5
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i4, %g4
	ld [ %i0 ], %g3
	b %xcc, .L27
	and %g3, %i5, %g3
	cmp %g3, %g2
	be,pn %icc, .L34
	and %i3, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L23
	and %i5, %g1, %g2
	and %i3, %g1, %g1
	srl %g1, %i4, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,pn %icc, .L11
	sll %g1, 0x10, %i2
	add %g1, -1, %g1
	sllx %g1, 0x30, %i0
	return %i7 + 8
	srax %o0, 0x30, %o0
	sethi %hi(0x8000), %g3
	xor %g2, %g3, %g2
	cmp %g0, %g2
	b %xcc, .L40
	subc %g1, 0, %g1

uat_dec_if_positive_2_acq_rel:
	save %sp, -176, %sp
	xor %i0, 2, %i4
	lduh [ %i0 ], %g1
	and %i4, 3, %i4
	sethi %hi(0xfc00), %i3
	sll %i4, 3, %i4
	or %i3, 0x3ff, %i3
	and %i0, -4, %i0
	sll %i3, %i4, %i3
	xnor %g0, %i3, %i5
	sll %g1, 0x10, %i2
	cmp %i2, 0
	ble,pn %icc, .L43
	srl %i2, 0x10, %g2
	srl %i2, 0x10, %g5
	add %g1, -1, %g4
	sll %g5, %i4, %g5
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i4, %g4
	ld [ %i0 ], %g3
	b %xcc, .L27
	and %g3, %i5, %g3
	cmp %g3, %g2
	be,pn %icc, .L34
	and %i3, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L23
	and %i5, %g1, %g2
	and %i3, %g1, %g1
	srl %g1, %i4, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,pn %icc, .L11
	sll %g1, 0x10, %i2
	add %g1, -1, %g1
	sllx %g1, 0x30, %i0
	return %i7 + 8
	srax %o0, 0x30, %o0
	sethi %hi(0x8000), %g3
	xor %g2, %g3, %g2
	cmp %g0, %g2
	b %xcc, .L40
	subc %g1, 0, %g1

uat_dec_if_positive_2_seq_cst:
	save %sp, -176, %sp
	xor %i0, 2, %i4
	lduh [ %i0 ], %g1
	and %i4, 3, %i4
	sethi %hi(0xfc00), %i3
	sll %i4, 3, %i4
	or %i3, 0x3ff, %i3
	and %i0, -4, %i0
	sll %i3, %i4, %i3
	xnor %g0, %i3, %i5
	sll %g1, 0x10, %i2
	cmp %i2, 0
	ble,pn %icc, .L43
	srl %i2, 0x10, %g2
	srl %i2, 0x10, %g5
	add %g1, -1, %g4
	sll %g5, %i4, %g5
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i4, %g4
	ld [ %i0 ], %g3
	b %xcc, .L27
	and %g3, %i5, %g3
	cmp %g3, %g2
	be,pn %icc, .L34
	and %i3, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L23
	and %i5, %g1, %g2
	and %i3, %g1, %g1
	srl %g1, %i4, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,pn %icc, .L11
	sll %g1, 0x10, %i2
	add %g1, -1, %g1
	sllx %g1, 0x30, %i0
	return %i7 + 8
	srax %o0, 0x30, %o0
	sethi %hi(0x8000), %g3
	xor %g2, %g3, %g2
	cmp %g0, %g2
	b %xcc, .L40
	subc %g1, 0, %g1

uat_dec_if_positive_2_seq_cst_fence:
	save %sp, -176, %sp
	xor %i0, 2, %i4
	lduh [ %i0 ], %g1
	and %i4, 3, %i4
	sethi %hi(0xfc00), %i3
	sll %i4, 3, %i4
	or %i3, 0x3ff, %i3
	and %i0, -4, %i0
	sll %i3, %i4, %i3
	xnor %g0, %i3, %i5
	sll %g1, 0x10, %i2
	cmp %i2, 0
	ble,pn %icc, .L43
	srl %i2, 0x10, %g2
	srl %i2, 0x10, %g5
	add %g1, -1, %g4
	sll %g5, %i4, %g5
	sll %g4, 0x10, %g4
	srl %g4, 0x10, %g4
	sll %g4, %i4, %g4
	ld [ %i0 ], %g3
	b %xcc, .L27
	and %g3, %i5, %g3
	cmp %g3, %g2
	be,pn %icc, .L34
	and %i3, %g1, %g1
	mov %g2, %g3
	or %g4, %g3, %g1
	or %g5, %g3, %g2
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L23
	and %i5, %g1, %g2
	and %i3, %g1, %g1
	srl %g1, %i4, %g1
	sll %g1, 0x10, %g2
	cmp %g2, %i2
	bne,pn %icc, .L11
	sll %g1, 0x10, %i2
	add %g1, -1, %g1
	sllx %g1, 0x30, %i0
	return %i7 + 8
	srax %o0, 0x30, %o0
	sethi %hi(0x8000), %g3
	xor %g2, %g3, %g2
	cmp %g0, %g2
	b %xcc, .L40
	subc %g1, 0, %g1

uat_cond_load_2_relaxed:
	save %sp, -176, %sp
	lduh [ %i0 ], %g1
	sll %g1, 0x10, %g2
	srl %g2, 0x10, %g2
	cmp %g2, %i1
	be,a %icc, .L17
	sllx %g1, 0x30, %i0
	rd %ccr, %g0
	rd %ccr, %g0
	rd %ccr, %g0
	lduh [ %i0 ], %g1
	sll %g1, 0x10, %g2
	srl %g2, 0x10, %g2
	cmp %g2, %i1
	bne,pn %icc, .L7
	nop
	sllx %g1, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_cond_load_2_consume:
	save %sp, -176, %sp
	lduh [ %i0 ], %g1
	sll %g1, 0x10, %g2
	srl %g2, 0x10, %g2
	cmp %g2, %i1
	be,a %icc, .L17
	sllx %g1, 0x30, %i0
	rd %ccr, %g0
	rd %ccr, %g0
	rd %ccr, %g0
	lduh [ %i0 ], %g1
	sll %g1, 0x10, %g2
	srl %g2, 0x10, %g2
	cmp %g2, %i1
	bne,pn %icc, .L7
	nop
	sllx %g1, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_cond_load_2_acquire:
	save %sp, -176, %sp
	lduh [ %i0 ], %g1
	sll %g1, 0x10, %g2
	srl %g2, 0x10, %g2
	cmp %g2, %i1
	be %icc, .L16
	nop
	rd %ccr, %g0
	rd %ccr, %g0
	rd %ccr, %g0
	lduh [ %i0 ], %g1
	sll %g1, 0x10, %g2
	srl %g2, 0x10, %g2
	cmp %g2, %i1
	bne,pn %icc, .L7
	nop
	sllx %g1, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_cond_load_2_seq_cst:
	save %sp, -176, %sp
	lduh [ %i0 ], %g1
	sll %g1, 0x10, %g2
	srl %g2, 0x10, %g2
	cmp %g2, %i1
	be %icc, .L16
	nop
	rd %ccr, %g0
	rd %ccr, %g0
	rd %ccr, %g0
	lduh [ %i0 ], %g1
	sll %g1, 0x10, %g2
	srl %g2, 0x10, %g2
	cmp %g2, %i1
	bne,pn %icc, .L7
	nop
	sllx %g1, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_cond_load_2_seq_cst_fence:
	save %sp, -176, %sp
	b %xcc, .L3
	membar #StoreLoad
	lduh [ %i0 ], %g1
	sll %g1, 0x10, %g2
	srl %g2, 0x10, %g2
	cmp %g2, %i1
	be %icc, .L18
	nop
	rd %ccr, %g0
	rd %ccr, %g0
	rd %ccr, %g0
	lduh [ %i0 ], %g1
	sll %g1, 0x10, %g2
	srl %g2, 0x10, %g2
	cmp %g2, %i1
	bne,pn %icc, .L9
	nop
	b %xcc, .L20
	membar #StoreLoad
	sllx %g1, 0x30, %i0
	return %i7 + 8
	srlx %o0, 0x30, %o0

uat_inc_2_relaxed:
	save %sp, -176, %sp
	xor %i0, 2, %g1
	sethi %hi(0xfc00), %g4
	and %g1, 3, %g1
	or %g4, 0x3ff, %g4
	sll %g1, 3, %g1
	mov 1, %g5
	and %i0, -4, %i0
	sll %g4, %g1, %g4
	sll %g5, %g1, %g5
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g5, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L12
	mov %g1, %g3
	return %i7 + 8
	nop

uat_inc_2_acquire:
	save %sp, -176, %sp
	xor %i0, 2, %g1
	sethi %hi(0xfc00), %g4
	and %g1, 3, %g1
	or %g4, 0x3ff, %g4
	sll %g1, 3, %g1
	mov 1, %g5
	and %i0, -4, %i0
	sll %g4, %g1, %g4
	sll %g5, %g1, %g5
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g5, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L12
	mov %g1, %g3
	return %i7 + 8
	nop

uat_inc_2_release:
	save %sp, -176, %sp
	xor %i0, 2, %g1
	sethi %hi(0xfc00), %g4
	and %g1, 3, %g1
	or %g4, 0x3ff, %g4
	sll %g1, 3, %g1
	mov 1, %g5
	and %i0, -4, %i0
	sll %g4, %g1, %g4
	sll %g5, %g1, %g5
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g5, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L12
	mov %g1, %g3
	return %i7 + 8
	nop

uat_inc_2_acq_rel:
	save %sp, -176, %sp
	xor %i0, 2, %g1
	sethi %hi(0xfc00), %g4
	and %g1, 3, %g1
	or %g4, 0x3ff, %g4
	sll %g1, 3, %g1
	mov 1, %g5
	and %i0, -4, %i0
	sll %g4, %g1, %g4
	sll %g5, %g1, %g5
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g5, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L12
	mov %g1, %g3
	return %i7 + 8
	nop

uat_inc_2_seq_cst:
	save %sp, -176, %sp
	xor %i0, 2, %g1
	sethi %hi(0xfc00), %g4
	and %g1, 3, %g1
	or %g4, 0x3ff, %g4
	sll %g1, 3, %g1
	mov 1, %g5
	and %i0, -4, %i0
	sll %g4, %g1, %g4
	sll %g5, %g1, %g5
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g5, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L12
	mov %g1, %g3
	return %i7 + 8
	nop

uat_inc_2_seq_cst_fence:
	save %sp, -176, %sp
	xor %i0, 2, %g1
	sethi %hi(0xfc00), %g4
	and %g1, 3, %g1
	or %g4, 0x3ff, %g4
	sll %g1, 3, %g1
	mov 1, %g5
	and %i0, -4, %i0
	sll %g4, %g1, %g4
	sll %g5, %g1, %g5
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g5, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L12
	mov %g1, %g3
	return %i7 + 8
	nop

uat_dec_2_relaxed:
	save %sp, -176, %sp
	xor %i0, 2, %g1
	sethi %hi(0xfc00), %g4
	sll %g1, 3, %g1
	or %g4, 0x3ff, %g4
	and %i0, -4, %i0
	sll %g4, %g1, %g4
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g4, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L9
	mov %g1, %g3
	return %i7 + 8
	nop

uat_dec_2_acquire:
	save %sp, -176, %sp
	xor %i0, 2, %g1
	sethi %hi(0xfc00), %g4
	sll %g1, 3, %g1
	or %g4, 0x3ff, %g4
	and %i0, -4, %i0
	sll %g4, %g1, %g4
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g4, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L9
	mov %g1, %g3
	return %i7 + 8
	nop

uat_dec_2_release:
	save %sp, -176, %sp
	xor %i0, 2, %g1
	sethi %hi(0xfc00), %g4
	sll %g1, 3, %g1
	or %g4, 0x3ff, %g4
	and %i0, -4, %i0
	sll %g4, %g1, %g4
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g4, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L9
	mov %g1, %g3
	return %i7 + 8
	nop

uat_dec_2_acq_rel:
	save %sp, -176, %sp
	xor %i0, 2, %g1
	sethi %hi(0xfc00), %g4
	sll %g1, 3, %g1
	or %g4, 0x3ff, %g4
	and %i0, -4, %i0
	sll %g4, %g1, %g4
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g4, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L9
	mov %g1, %g3
	return %i7 + 8
	nop

uat_dec_2_seq_cst:
	save %sp, -176, %sp
	xor %i0, 2, %g1
	sethi %hi(0xfc00), %g4
	sll %g1, 3, %g1
	or %g4, 0x3ff, %g4
	and %i0, -4, %i0
	sll %g4, %g1, %g4
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g4, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L9
	mov %g1, %g3
	return %i7 + 8
	nop

uat_dec_2_seq_cst_fence:
	save %sp, -176, %sp
	xor %i0, 2, %g1
	sethi %hi(0xfc00), %g4
	sll %g1, 3, %g1
	or %g4, 0x3ff, %g4
	and %i0, -4, %i0
	sll %g4, %g1, %g4
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %g4, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne %icc, .L9
	mov %g1, %g3
	return %i7 + 8
	nop

uat_add_around_2_mb:
	save %sp, -176, %sp
	sethi %hi(0xfc00), %g4
	xor %i0, 2, %g1
	or %g4, 0x3ff, %g4
	and %g1, 3, %g1
	and %i0, -4, %i0
	sll %g1, 3, %g1
	sll %g4, %g1, %g4
	sll %i1, %g1, %i1
	ld [ %i0 ], %g1
	mov %g1, %g3
	add %i1, %g1, %g2
	xor %g2, %g1, %g1
	and %g1, %g4, %g1
	xor %g1, %g3, %g1
	cas [ %i0 ], %g3, %g1
	cmp %g3, %g1
	bne,a %icc, .L11
	mov %g1, %g3
	return %i7 + 8
	nop

uat_load_4_relaxed:
	save %sp, -176, %sp
	ld [ %i0 ], %i0
	return %i7 + 8
	nop

uat_load_4_consume:
	save %sp, -176, %sp
	ld [ %i0 ], %i0
	return %i7 + 8
	nop

uat_load_4_acquire:
	save %sp, -176, %sp
	ld [ %i0 ], %i0
	return %i7 + 8
	srl %o0, 0, %o0

uat_load_4_seq_cst:
	save %sp, -176, %sp
	ld [ %i0 ], %i0
	return %i7 + 8
	srl %o0, 0, %o0

uat_load_4_seq_cst_fence:
	save %sp, -176, %sp
	b %xcc, .L3
	membar #StoreLoad
	ld [ %i0 ], %i0
	b %xcc, .L6
	membar #StoreLoad
	return %i7 + 8
	srl %o0, 0, %o0

uat_store_4_relaxed:
	save %sp, -176, %sp
	st %i1, [ %i0 ]
	return %i7 + 8
	nop

uat_store_4_release:
	save %sp, -176, %sp
	st %i1, [ %i0 ]
	return %i7 + 8
	nop

uat_store_4_seq_cst:
	save %sp, -176, %sp
	st %i1, [ %i0 ]
	b %xcc, .L4
	membar #StoreLoad
	return %i7 + 8
	nop

uat_store_4_seq_cst_fence:
	save %sp, -176, %sp
	st %i1, [ %i0 ]
	b %xcc, .L4
	membar #StoreLoad
	return %i7 + 8
	nop

uat_cmpxchg_4_relaxed:
	save %sp, -176, %sp
	cas [ %i0 ], %i1, %i2
	return %i7 + 8
	srl %o2, 0, %o0

uat_cmpxchg_4_acquire:
	save %sp, -176, %sp
	cas [ %i0 ], %i1, %i2
	return %i7 + 8
	srl %o2, 0, %o0

uat_cmpxchg_4_release:
	save %sp, -176, %sp
	cas [ %i0 ], %i1, %i2
	return %i7 + 8
	srl %o2, 0, %o0

uat_cmpxchg_4_acq_rel:
	save %sp, -176, %sp
	cas [ %i0 ], %i1, %i2
	return %i7 + 8
	srl %o2, 0, %o0

uat_cmpxchg_4_seq_cst:
	save %sp, -176, %sp
	cas [ %i0 ], %i1, %i2
	return %i7 + 8
	srl %o2, 0, %o0

uat_cmpxchg_4_seq_cst_fence_sc:
	save %sp, -176, %sp
	cas [ %i0 ], %i1, %i2
	return %i7 + 8
	srl %o2, 0, %o0

uat_cmpxchg_4_seq_cst_fence:
	save %sp, -176, %sp
	cas [ %i0 ], %i1, %i2
	return %i7 + 8
	srl %o2, 0, %o0

uat_cmpxchg_test_4_seq_cst_fence:
	save %sp, -176, %sp
	cas [ %i0 ], %i1, %i2
	xor %i2, %i1, %i2
	cmp %g0, %i2
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_4_relaxed:
	save %sp, -176, %sp
	cas [ %i0 ], %i1, %i2
	xor %i2, %i1, %i2
	cmp %g0, %i2
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_4_acquire:
	save %sp, -176, %sp
	cas [ %i0 ], %i1, %i2
	xor %i2, %i1, %i2
	cmp %g0, %i2
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_4_release:
	save %sp, -176, %sp
	cas [ %i0 ], %i1, %i2
	xor %i2, %i1, %i2
	cmp %g0, %i2
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_4_acq_rel:
	save %sp, -176, %sp
	cas [ %i0 ], %i1, %i2
	xor %i2, %i1, %i2
	cmp %g0, %i2
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_4_seq_cst:
	save %sp, -176, %sp
	cas [ %i0 ], %i1, %i2
	xor %i2, %i1, %i2
	cmp %g0, %i2
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_4_seq_cst_fence_sc:
	save %sp, -176, %sp
	cas [ %i0 ], %i1, %i2
	xor %i2, %i1, %i2
	cmp %g0, %i2
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_4_seq_cst_fence:
	save %sp, -176, %sp
	cas [ %i0 ], %i1, %i2
	xor %i2, %i1, %i2
	cmp %g0, %i2
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_weak_4_relaxed:
	save %sp, -176, %sp
	cas [ %i0 ], %i1, %i2
	xor %i2, %i1, %i2
	cmp %g0, %i2
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_weak_4_acquire:
	save %sp, -176, %sp
	cas [ %i0 ], %i1, %i2
	xor %i2, %i1, %i2
	cmp %g0, %i2
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_weak_4_release:
	save %sp, -176, %sp
	cas [ %i0 ], %i1, %i2
	xor %i2, %i1, %i2
	cmp %g0, %i2
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_weak_4_acq_rel:
	save %sp, -176, %sp
	cas [ %i0 ], %i1, %i2
	xor %i2, %i1, %i2
	cmp %g0, %i2
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_weak_4_seq_cst:
	save %sp, -176, %sp
	cas [ %i0 ], %i1, %i2
	xor %i2, %i1, %i2
	cmp %g0, %i2
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_weak_4_seq_cst_fence_sc:
	save %sp, -176, %sp
	cas [ %i0 ], %i1, %i2
	xor %i2, %i1, %i2
	cmp %g0, %i2
	return %i7 + 8
	subc %g0, -1, %o0

uat_try_cmpxchg_weak_4_seq_cst_fence:
	save %sp, -176, %sp
	cas [ %i0 ], %i1, %i2
	xor %i2, %i1, %i2
	cmp %g0, %i2
	return %i7 + 8
	subc %g0, -1, %o0

uat_xchg_4_relaxed:
	save %sp, -176, %sp
	swap [ %i0 ], %i1
	return %i7 + 8
	srl %o1, 0, %o0

uat_xchg_4_acquire:
	save %sp, -176, %sp
	swap [ %i0 ], %i1
	return %i7 + 8
	srl %o1, 0, %o0

uat_xchg_4_release:
	save %sp, -176, %sp
	swap [ %i0 ], %i1
	return %i7 + 8
	srl %o1, 0, %o0

uat_xchg_4_acq_rel:
	save %sp, -176, %sp
	swap [ %i0 ], %i1
	return %i7 + 8
	srl %o1, 0, %o0

uat_xchg_4_seq_cst:
	save %sp, -176, %sp
	swap [ %i0 ], %i1
	return %i7 + 8
	srl %o1, 0, %o0

uat_xchg_4_seq_cst_fence:
	save %sp, -176, %sp
	swap [ %i0 ], %i1
	return %i7 + 8
	srl %o1, 0, %o0

uat_add_return_4_relaxed:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	add %g1, %i1, %g3
	mov %g1, %g2
	mov %g3, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a %icc, .L3
	add %g1, %i1, %g3
	return %i7 + 8
	srl %g3, 0, %o0

uat_add_return_4_acquire:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	add %g1, %i1, %g3
	mov %g1, %g2
	mov %g3, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a %icc, .L3
	add %g1, %i1, %g3
	return %i7 + 8
	srl %g3, 0, %o0

uat_add_return_4_release:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	add %g1, %i1, %g3
	mov %g1, %g2
	mov %g3, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a %icc, .L3
	add %g1, %i1, %g3
	return %i7 + 8
	srl %g3, 0, %o0

uat_add_return_4_acq_rel:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	add %g1, %i1, %g3
	mov %g1, %g2
	mov %g3, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a %icc, .L3
	add %g1, %i1, %g3
	return %i7 + 8
	srl %g3, 0, %o0

uat_add_return_4_seq_cst:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	add %g1, %i1, %g3
	mov %g1, %g2
	mov %g3, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a %icc, .L3
	add %g1, %i1, %g3
	return %i7 + 8
	srl %g3, 0, %o0

uat_add_return_4_seq_cst_fence:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	add %g1, %i1, %g3
	mov %g1, %g2
	mov %g3, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a %icc, .L3
	add %g1, %i1, %g3
	return %i7 + 8
	srl %g3, 0, %o0

uat_add_4_relaxed:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	add %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_add_4_acquire:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	add %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_add_4_release:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	add %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_add_4_acq_rel:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	add %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_add_4_seq_cst:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	add %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_add_4_seq_cst_fence:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	add %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_and_4_relaxed:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	and %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_and_4_acquire:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	and %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_and_4_release:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	and %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_and_4_acq_rel:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	and %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_and_4_seq_cst:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	and %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_and_4_seq_cst_fence:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	and %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_or_4_relaxed:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	or %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_or_4_acquire:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	or %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_or_4_release:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	or %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_or_4_acq_rel:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	or %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_or_4_seq_cst:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	or %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_or_4_seq_cst_fence:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	or %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_xor_4_relaxed:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	xor %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_xor_4_acquire:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	xor %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_xor_4_release:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	xor %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_xor_4_acq_rel:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	xor %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_xor_4_seq_cst:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	xor %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_xor_4_seq_cst_fence:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	xor %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_fetch_add_4_relaxed:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	add %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_add_4_acquire:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	add %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_add_4_release:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	add %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_add_4_acq_rel:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	add %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_add_4_seq_cst:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	add %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_add_4_seq_cst_fence:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	add %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_and_4_relaxed:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	and %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_and_4_acquire:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	and %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_and_4_release:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	and %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_and_4_acq_rel:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	and %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_and_4_seq_cst:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	and %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_and_4_seq_cst_fence:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	and %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_or_4_relaxed:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	or %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_or_4_acquire:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	or %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_or_4_release:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	or %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_or_4_acq_rel:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	or %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_or_4_seq_cst:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	or %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_or_4_seq_cst_fence:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	or %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_xor_4_relaxed:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	xor %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_xor_4_acquire:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	xor %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_xor_4_release:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	xor %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_xor_4_acq_rel:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	xor %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_xor_4_seq_cst:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	xor %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_xor_4_seq_cst_fence:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	xor %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_smax_4_relaxed:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	cmp %g1, %i1
	mov %g1, %g2
	mov %i1, %g1
	movge %icc, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L3
	cmp %g1, %i1
	return %i7 + 8
	sra %g1, 0, %o0

uat_fetch_smax_4_acquire:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	cmp %g1, %i1
	mov %g1, %g2
	mov %i1, %g1
	movge %icc, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L3
	cmp %g1, %i1
	return %i7 + 8
	sra %g1, 0, %o0

uat_fetch_smax_4_release:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	cmp %g1, %i1
	mov %g1, %g2
	mov %i1, %g1
	movge %icc, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L3
	cmp %g1, %i1
	return %i7 + 8
	sra %g1, 0, %o0

uat_fetch_smax_4_acq_rel:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	cmp %g1, %i1
	mov %g1, %g2
	mov %i1, %g1
	movge %icc, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L3
	cmp %g1, %i1
	return %i7 + 8
	sra %g1, 0, %o0

uat_fetch_smax_4_seq_cst:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	cmp %g1, %i1
	mov %g1, %g2
	mov %i1, %g1
	movge %icc, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L3
	cmp %g1, %i1
	return %i7 + 8
	sra %g1, 0, %o0

uat_fetch_smax_4_seq_cst_fence:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	cmp %g1, %i1
	mov %g1, %g2
	mov %i1, %g1
	movge %icc, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L3
	cmp %g1, %i1
	return %i7 + 8
	sra %g1, 0, %o0

uat_fetch_umax_4_relaxed:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	cmp %g1, %i1
	mov %g1, %g2
	mov %i1, %g1
	movgu %icc, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L3
	cmp %g1, %i1
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_umax_4_acquire:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	cmp %g1, %i1
	mov %g1, %g2
	mov %i1, %g1
	movgu %icc, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L3
	cmp %g1, %i1
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_umax_4_release:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	cmp %g1, %i1
	mov %g1, %g2
	mov %i1, %g1
	movgu %icc, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L3
	cmp %g1, %i1
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_umax_4_acq_rel:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	cmp %g1, %i1
	mov %g1, %g2
	mov %i1, %g1
	movgu %icc, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L3
	cmp %g1, %i1
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_umax_4_seq_cst:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	cmp %g1, %i1
	mov %g1, %g2
	mov %i1, %g1
	movgu %icc, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L3
	cmp %g1, %i1
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_umax_4_seq_cst_fence:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	cmp %g1, %i1
	mov %g1, %g2
	mov %i1, %g1
	movgu %icc, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L3
	cmp %g1, %i1
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_smin_4_relaxed:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	cmp %g1, %i1
	mov %g1, %g2
	mov %i1, %g1
	movle %icc, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L3
	cmp %g1, %i1
	return %i7 + 8
	sra %g1, 0, %o0

uat_fetch_smin_4_acquire:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	cmp %g1, %i1
	mov %g1, %g2
	mov %i1, %g1
	movle %icc, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L3
	cmp %g1, %i1
	return %i7 + 8
	sra %g1, 0, %o0

uat_fetch_smin_4_release:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	cmp %g1, %i1
	mov %g1, %g2
	mov %i1, %g1
	movle %icc, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L3
	cmp %g1, %i1
	return %i7 + 8
	sra %g1, 0, %o0

uat_fetch_smin_4_acq_rel:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	cmp %g1, %i1
	mov %g1, %g2
	mov %i1, %g1
	movle %icc, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L3
	cmp %g1, %i1
	return %i7 + 8
	sra %g1, 0, %o0

uat_fetch_smin_4_seq_cst:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	cmp %g1, %i1
	mov %g1, %g2
	mov %i1, %g1
	movle %icc, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L3
	cmp %g1, %i1
	return %i7 + 8
	sra %g1, 0, %o0

uat_fetch_smin_4_seq_cst_fence:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	cmp %g1, %i1
	mov %g1, %g2
	mov %i1, %g1
	movle %icc, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L3
	cmp %g1, %i1
	return %i7 + 8
	sra %g1, 0, %o0

uat_fetch_umin_4_relaxed:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	cmp %g1, %i1
	mov %g1, %g2
	mov %i1, %g1
	movcs %icc, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L3
	cmp %g1, %i1
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_umin_4_acquire:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	cmp %g1, %i1
	mov %g1, %g2
	mov %i1, %g1
	movcs %icc, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L3
	cmp %g1, %i1
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_umin_4_release:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	cmp %g1, %i1
	mov %g1, %g2
	mov %i1, %g1
	movcs %icc, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L3
	cmp %g1, %i1
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_umin_4_acq_rel:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	cmp %g1, %i1
	mov %g1, %g2
	mov %i1, %g1
	movcs %icc, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L3
	cmp %g1, %i1
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_umin_4_seq_cst:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	cmp %g1, %i1
	mov %g1, %g2
	mov %i1, %g1
	movcs %icc, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L3
	cmp %g1, %i1
	return %i7 + 8
	srl %g1, 0, %o0

uat_fetch_umin_4_seq_cst_fence:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	cmp %g1, %i1
	mov %g1, %g2
	mov %i1, %g1
	movcs %icc, %g2, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne %icc, .L3
	cmp %g1, %i1
	return %i7 + 8
	srl %g1, 0, %o0

uat_test_and_set_bit_4_relaxed:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	mov 1, %g1
	sll %g1, %i1, %i1
	or %i1, %g2, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L4
	mov %g1, %g2
	and %i1, %g1, %i1
	cmp %g0, %i1
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_set_bit_4_acquire:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	mov 1, %g1
	sll %g1, %i1, %i1
	or %i1, %g2, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L4
	mov %g1, %g2
	and %i1, %g1, %i1
	cmp %g0, %i1
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_set_bit_4_release:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	mov 1, %g1
	sll %g1, %i1, %i1
	or %i1, %g2, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L4
	mov %g1, %g2
	and %i1, %g1, %i1
	cmp %g0, %i1
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_set_bit_4_acq_rel:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	mov 1, %g1
	sll %g1, %i1, %i1
	or %i1, %g2, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L4
	mov %g1, %g2
	and %i1, %g1, %i1
	cmp %g0, %i1
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_set_bit_4_seq_cst:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	mov 1, %g1
	sll %g1, %i1, %i1
	or %i1, %g2, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L4
	mov %g1, %g2
	and %i1, %g1, %i1
	cmp %g0, %i1
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_set_bit_4_seq_cst_fence:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	mov 1, %g1
	sll %g1, %i1, %i1
	or %i1, %g2, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L4
	mov %g1, %g2
	and %i1, %g1, %i1
	cmp %g0, %i1
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_clear_bit_4_relaxed:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	mov 1, %g1
	sll %g1, %i1, %i1
	xnor %g0, %i1, %g4
	and %g4, %g2, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L5
	mov %g1, %g2
	and %i1, %g1, %i1
	cmp %g0, %i1
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_clear_bit_4_acquire:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	mov 1, %g1
	sll %g1, %i1, %i1
	xnor %g0, %i1, %g4
	and %g4, %g2, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L5
	mov %g1, %g2
	and %i1, %g1, %i1
	cmp %g0, %i1
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_clear_bit_4_release:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	mov 1, %g1
	sll %g1, %i1, %i1
	xnor %g0, %i1, %g4
	and %g4, %g2, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L5
	mov %g1, %g2
	and %i1, %g1, %i1
	cmp %g0, %i1
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_clear_bit_4_acq_rel:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	mov 1, %g1
	sll %g1, %i1, %i1
	xnor %g0, %i1, %g4
	and %g4, %g2, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L5
	mov %g1, %g2
	and %i1, %g1, %i1
	cmp %g0, %i1
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_clear_bit_4_seq_cst:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	mov 1, %g1
	sll %g1, %i1, %i1
	xnor %g0, %i1, %g4
	and %g4, %g2, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L5
	mov %g1, %g2
	and %i1, %g1, %i1
	cmp %g0, %i1
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_clear_bit_4_seq_cst_fence:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	mov 1, %g1
	sll %g1, %i1, %i1
	xnor %g0, %i1, %g4
	and %g4, %g2, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L5
	mov %g1, %g2
	and %i1, %g1, %i1
	cmp %g0, %i1
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_change_bit_4_relaxed:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	mov 1, %g1
	sll %g1, %i1, %i1
	xor %i1, %g2, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L4
	mov %g1, %g2
	and %i1, %g1, %i1
	cmp %g0, %i1
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_change_bit_4_acquire:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	mov 1, %g1
	sll %g1, %i1, %i1
	xor %i1, %g2, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L4
	mov %g1, %g2
	and %i1, %g1, %i1
	cmp %g0, %i1
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_change_bit_4_release:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	mov 1, %g1
	sll %g1, %i1, %i1
	xor %i1, %g2, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L4
	mov %g1, %g2
	and %i1, %g1, %i1
	cmp %g0, %i1
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_change_bit_4_acq_rel:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	mov 1, %g1
	sll %g1, %i1, %i1
	xor %i1, %g2, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L4
	mov %g1, %g2
	and %i1, %g1, %i1
	cmp %g0, %i1
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_change_bit_4_seq_cst:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	mov 1, %g1
	sll %g1, %i1, %i1
	xor %i1, %g2, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L4
	mov %g1, %g2
	and %i1, %g1, %i1
	cmp %g0, %i1
	return %i7 + 8
	addc %g0, 0, %o0

uat_test_and_change_bit_4_seq_cst_fence:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	mov 1, %g1
	sll %g1, %i1, %i1
	xor %i1, %g2, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L4
	mov %g1, %g2
	and %i1, %g1, %i1
	cmp %g0, %i1
	return %i7 + 8
	addc %g0, 0, %o0

uat_fetch_add_unless_4_relaxed:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	cmp %g2, %i2
	be,pn %icc, .L9
	add %g2, %i1, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a,pn %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	srl %g2, 0, %o0

uat_fetch_add_unless_4_acquire:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	cmp %g2, %i2
	be,pn %icc, .L9
	add %g2, %i1, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a,pn %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	srl %g2, 0, %o0

uat_fetch_add_unless_4_release:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	cmp %g2, %i2
	be,pn %icc, .L9
	add %g2, %i1, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a,pn %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	srl %g2, 0, %o0

uat_fetch_add_unless_4_acq_rel:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	cmp %g2, %i2
	be,pn %icc, .L9
	add %g2, %i1, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a,pn %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	srl %g2, 0, %o0

uat_fetch_add_unless_4_seq_cst:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	cmp %g2, %i2
	be,pn %icc, .L9
	add %g2, %i1, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a,pn %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	srl %g2, 0, %o0

uat_fetch_add_unless_4_seq_cst_fence:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	cmp %g2, %i2
	be,pn %icc, .L9
	add %g2, %i1, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a,pn %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	srl %g2, 0, %o0

uat_add_unless_4_relaxed:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	cmp %g2, %i2
	be,pn %icc, .L11
	add %g2, %i1, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,pn %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov 1, %o0
	return %i7 + 8
	clr %o0

uat_add_unless_4_acquire:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	cmp %g2, %i2
	be,pn %icc, .L11
	add %g2, %i1, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,pn %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov 1, %o0
	return %i7 + 8
	clr %o0

uat_add_unless_4_release:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	cmp %g2, %i2
	be,pn %icc, .L11
	add %g2, %i1, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,pn %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov 1, %o0
	return %i7 + 8
	clr %o0

uat_add_unless_4_acq_rel:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	cmp %g2, %i2
	be,pn %icc, .L11
	add %g2, %i1, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,pn %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov 1, %o0
	return %i7 + 8
	clr %o0

uat_add_unless_4_seq_cst:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	cmp %g2, %i2
	be,pn %icc, .L11
	add %g2, %i1, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,pn %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov 1, %o0
	return %i7 + 8
	clr %o0

uat_add_unless_4_seq_cst_fence:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	cmp %g2, %i2
	be,pn %icc, .L11
	add %g2, %i1, %g1
	cas [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,pn %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov 1, %o0
	return %i7 + 8
	clr %o0

uat_dec_if_positive_4_relaxed:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	cmp %g1, 0
	ble,pn %icc, .L13
	sethi %hi(0x80000000), %g2
	add %g1, -1, %g2
	mov %g2, %g3
	cas [ %i0 ], %g1, %g3
	cmp %g1, %g3
	bne,pn %icc, .L2
	mov %g3, %g1
	return %i7 + 8
	sra %g2, 0, %o0
	xor %g1, %g2, %g2
	cmp %g0, %g2
	b %xcc, .L11
	subc %g1, 0, %g2

uat_dec_if_positive_4_acquire:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	cmp %g1, 0
	ble,pn %icc, .L13
	sethi %hi(0x80000000), %g2
	add %g1, -1, %g2
	mov %g2, %g3
	cas [ %i0 ], %g1, %g3
	cmp %g1, %g3
	bne,pn %icc, .L2
	mov %g3, %g1
	return %i7 + 8
	sra %g2, 0, %o0
	xor %g1, %g2, %g2
	cmp %g0, %g2
	b %xcc, .L11
	subc %g1, 0, %g2

uat_dec_if_positive_4_release:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	cmp %g1, 0
	ble,pn %icc, .L13
	sethi %hi(0x80000000), %g2
	add %g1, -1, %g2
	mov %g2, %g3
	cas [ %i0 ], %g1, %g3
	cmp %g1, %g3
	bne,pn %icc, .L2
	mov %g3, %g1
	return %i7 + 8
	sra %g2, 0, %o0
	xor %g1, %g2, %g2
	cmp %g0, %g2
	b %xcc, .L11
	subc %g1, 0, %g2

uat_dec_if_positive_4_acq_rel:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	cmp %g1, 0
	ble,pn %icc, .L13
	sethi %hi(0x80000000), %g2
	add %g1, -1, %g2
	mov %g2, %g3
	cas [ %i0 ], %g1, %g3
	cmp %g1, %g3
	bne,pn %icc, .L2
	mov %g3, %g1
	return %i7 + 8
	sra %g2, 0, %o0
	xor %g1, %g2, %g2
	cmp %g0, %g2
	b %xcc, .L11
	subc %g1, 0, %g2

uat_dec_if_positive_4_seq_cst:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	cmp %g1, 0
	ble,pn %icc, .L13
	sethi %hi(0x80000000), %g2
	add %g1, -1, %g2
	mov %g2, %g3
	cas [ %i0 ], %g1, %g3
	cmp %g1, %g3
	bne,pn %icc, .L2
	mov %g3, %g1
	return %i7 + 8
	sra %g2, 0, %o0
	xor %g1, %g2, %g2
	cmp %g0, %g2
	b %xcc, .L11
	subc %g1, 0, %g2

uat_dec_if_positive_4_seq_cst_fence:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	cmp %g1, 0
	ble,pn %icc, .L13
	sethi %hi(0x80000000), %g2
	add %g1, -1, %g2
	mov %g2, %g3
	cas [ %i0 ], %g1, %g3
	cmp %g1, %g3
	bne,pn %icc, .L2
	mov %g3, %g1
	return %i7 + 8
	sra %g2, 0, %o0
	xor %g1, %g2, %g2
	cmp %g0, %g2
	b %xcc, .L11
	subc %g1, 0, %g2

uat_cond_load_4_relaxed:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	cmp %g1, %i1
	bne,pn %icc, .L7
	nop
	return %i7 + 8
	srl %g1, 0, %o0
	rd %ccr, %g0
	rd %ccr, %g0
	rd %ccr, %g0
	ld [ %i0 ], %g1
	cmp %g1, %i1
	bne,pn %icc, .L7
	nop
	return %i7 + 8
	srl %g1, 0, %o0

uat_cond_load_4_consume:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	cmp %g1, %i1
	bne,pn %icc, .L7
	nop
	return %i7 + 8
	srl %g1, 0, %o0
	rd %ccr, %g0
	rd %ccr, %g0
	rd %ccr, %g0
	ld [ %i0 ], %g1
	cmp %g1, %i1
	bne,pn %icc, .L7
	nop
	return %i7 + 8
	srl %g1, 0, %o0

uat_cond_load_4_acquire:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	cmp %g1, %i1
	bne,pn %icc, .L7
	nop
	return %i7 + 8
	srl %g1, 0, %o0
	rd %ccr, %g0
	rd %ccr, %g0
	rd %ccr, %g0
	ld [ %i0 ], %g1
	cmp %g1, %i1
	bne,pn %icc, .L7
	nop
	return %i7 + 8
	srl %g1, 0, %o0

uat_cond_load_4_seq_cst:
	save %sp, -176, %sp
	ld [ %i0 ], %g1
	cmp %g1, %i1
	bne,pn %icc, .L7
	nop
	return %i7 + 8
	srl %g1, 0, %o0
	rd %ccr, %g0
	rd %ccr, %g0
	rd %ccr, %g0
	ld [ %i0 ], %g1
	cmp %g1, %i1
	bne,pn %icc, .L7
	nop
	return %i7 + 8
	srl %g1, 0, %o0

uat_cond_load_4_seq_cst_fence:
	save %sp, -176, %sp
	b %xcc, .L3
	membar #StoreLoad
	ld [ %i0 ], %g1
	cmp %g1, %i1
	bne,pn %icc, .L11
	nop
	b %xcc, .L9
	membar #StoreLoad
	return %i7 + 8
	srl %g1, 0, %o0
	rd %ccr, %g0
	rd %ccr, %g0
	rd %ccr, %g0
	ld [ %i0 ], %g1
	cmp %g1, %i1
	bne,pn %icc, .L11
	nop
	b %xcc, .L20
	membar #StoreLoad
	return %i7 + 8
	srl %g1, 0, %o0

uat_inc_4_relaxed:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	add %g2, 1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_inc_4_acquire:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	add %g2, 1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_inc_4_release:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	add %g2, 1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_inc_4_acq_rel:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	add %g2, 1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_inc_4_seq_cst:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	add %g2, 1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_inc_4_seq_cst_fence:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	add %g2, 1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_dec_4_relaxed:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	add %g2, -1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_dec_4_acquire:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	add %g2, -1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_dec_4_release:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	add %g2, -1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_dec_4_acq_rel:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	add %g2, -1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_dec_4_seq_cst:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	add %g2, -1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_dec_4_seq_cst_fence:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	add %g2, -1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_add_around_4_mb:
	save %sp, -176, %sp
	ld [ %i0 ], %g2
	add %g2, %i1, %g1
	mov %g2, %g3
	cas [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %icc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_load_8_relaxed:
	save %sp, -176, %sp
	ldx [ %i0 ], %i0
	return %i7 + 8
	nop

uat_load_8_consume:
	save %sp, -176, %sp
	ldx [ %i0 ], %i0
	return %i7 + 8
	nop

uat_load_8_acquire:
	save %sp, -176, %sp
	ldx [ %i0 ], %i0
	return %i7 + 8
	nop

uat_load_8_seq_cst:
	save %sp, -176, %sp
	ldx [ %i0 ], %i0
	return %i7 + 8
	nop

uat_load_8_seq_cst_fence:
	save %sp, -176, %sp
	b %xcc, .L3
	membar #StoreLoad
	ldx [ %i0 ], %i0
	b %xcc, .L6
	membar #StoreLoad
	return %i7 + 8
	nop

uat_store_8_relaxed:
	save %sp, -176, %sp
	stx %i1, [ %i0 ]
	return %i7 + 8
	nop

uat_store_8_release:
	save %sp, -176, %sp
	stx %i1, [ %i0 ]
	return %i7 + 8
	nop

uat_store_8_seq_cst:
	save %sp, -176, %sp
	stx %i1, [ %i0 ]
	b %xcc, .L4
	membar #StoreLoad
	return %i7 + 8
	nop

uat_store_8_seq_cst_fence:
	save %sp, -176, %sp
	stx %i1, [ %i0 ]
	b %xcc, .L4
	membar #StoreLoad
	return %i7 + 8
	nop

uat_cmpxchg_8_relaxed:
	save %sp, -176, %sp
	casx [ %i0 ], %i1, %i2
	return %i7 + 8
	mov %o2, %o0

uat_cmpxchg_8_acquire:
	save %sp, -176, %sp
	casx [ %i0 ], %i1, %i2
	return %i7 + 8
	mov %o2, %o0

uat_cmpxchg_8_release:
	save %sp, -176, %sp
	casx [ %i0 ], %i1, %i2
	return %i7 + 8
	mov %o2, %o0

uat_cmpxchg_8_acq_rel:
	save %sp, -176, %sp
	casx [ %i0 ], %i1, %i2
	return %i7 + 8
	mov %o2, %o0

uat_cmpxchg_8_seq_cst:
	save %sp, -176, %sp
	casx [ %i0 ], %i1, %i2
	return %i7 + 8
	mov %o2, %o0

uat_cmpxchg_8_seq_cst_fence_sc:
	save %sp, -176, %sp
	casx [ %i0 ], %i1, %i2
	return %i7 + 8
	mov %o2, %o0

uat_cmpxchg_8_seq_cst_fence:
	save %sp, -176, %sp
	casx [ %i0 ], %i1, %i2
	return %i7 + 8
	mov %o2, %o0

uat_cmpxchg_test_8_seq_cst_fence:
	save %sp, -176, %sp
	casx [ %i0 ], %i1, %i2
	clr %i0
	xor %i1, %i2, %i1
	return %i7 + 8
	movre %o1, 1, %o0

uat_try_cmpxchg_8_relaxed:
	save %sp, -176, %sp
	casx [ %i0 ], %i1, %i2
	clr %i0
	xor %i1, %i2, %i1
	return %i7 + 8
	movre %o1, 1, %o0

uat_try_cmpxchg_8_acquire:
	save %sp, -176, %sp
	casx [ %i0 ], %i1, %i2
	clr %i0
	xor %i1, %i2, %i1
	return %i7 + 8
	movre %o1, 1, %o0

uat_try_cmpxchg_8_release:
	save %sp, -176, %sp
	casx [ %i0 ], %i1, %i2
	clr %i0
	xor %i1, %i2, %i1
	return %i7 + 8
	movre %o1, 1, %o0

uat_try_cmpxchg_8_acq_rel:
	save %sp, -176, %sp
	casx [ %i0 ], %i1, %i2
	clr %i0
	xor %i1, %i2, %i1
	return %i7 + 8
	movre %o1, 1, %o0

uat_try_cmpxchg_8_seq_cst:
	save %sp, -176, %sp
	casx [ %i0 ], %i1, %i2
	clr %i0
	xor %i1, %i2, %i1
	return %i7 + 8
	movre %o1, 1, %o0

uat_try_cmpxchg_8_seq_cst_fence_sc:
	save %sp, -176, %sp
	casx [ %i0 ], %i1, %i2
	clr %i0
	xor %i1, %i2, %i1
	return %i7 + 8
	movre %o1, 1, %o0

uat_try_cmpxchg_8_seq_cst_fence:
	save %sp, -176, %sp
	casx [ %i0 ], %i1, %i2
	clr %i0
	xor %i1, %i2, %i1
	return %i7 + 8
	movre %o1, 1, %o0

uat_try_cmpxchg_weak_8_relaxed:
	save %sp, -176, %sp
	casx [ %i0 ], %i1, %i2
	clr %i0
	xor %i1, %i2, %i1
	return %i7 + 8
	movre %o1, 1, %o0

uat_try_cmpxchg_weak_8_acquire:
	save %sp, -176, %sp
	casx [ %i0 ], %i1, %i2
	clr %i0
	xor %i1, %i2, %i1
	return %i7 + 8
	movre %o1, 1, %o0

uat_try_cmpxchg_weak_8_release:
	save %sp, -176, %sp
	casx [ %i0 ], %i1, %i2
	clr %i0
	xor %i1, %i2, %i1
	return %i7 + 8
	movre %o1, 1, %o0

uat_try_cmpxchg_weak_8_acq_rel:
	save %sp, -176, %sp
	casx [ %i0 ], %i1, %i2
	clr %i0
	xor %i1, %i2, %i1
	return %i7 + 8
	movre %o1, 1, %o0

uat_try_cmpxchg_weak_8_seq_cst:
	save %sp, -176, %sp
	casx [ %i0 ], %i1, %i2
	clr %i0
	xor %i1, %i2, %i1
	return %i7 + 8
	movre %o1, 1, %o0

uat_try_cmpxchg_weak_8_seq_cst_fence_sc:
	save %sp, -176, %sp
	casx [ %i0 ], %i1, %i2
	clr %i0
	xor %i1, %i2, %i1
	return %i7 + 8
	movre %o1, 1, %o0

uat_try_cmpxchg_weak_8_seq_cst_fence:
	save %sp, -176, %sp
	casx [ %i0 ], %i1, %i2
	clr %i0
	xor %i1, %i2, %i1
	return %i7 + 8
	movre %o1, 1, %o0

uat_xchg_8_relaxed:
	save %sp, -176, %sp
	mov %i0, %g2
	ldx [ %i0 ], %i0
	mov %i0, %g1
	mov %i1, %i0
	casx [ %g2 ], %g1, %i0
	cmp %i0, %g1
	bne %xcc, .L4
	mov %i0, %g1
	return %i7 + 8
	nop

uat_xchg_8_acquire:
	save %sp, -176, %sp
	mov %i0, %g2
	ldx [ %i0 ], %i0
	mov %i0, %g1
	mov %i1, %i0
	casx [ %g2 ], %g1, %i0
	cmp %i0, %g1
	bne %xcc, .L4
	mov %i0, %g1
	return %i7 + 8
	nop

uat_xchg_8_release:
	save %sp, -176, %sp
	mov %i0, %g2
	ldx [ %i0 ], %i0
	mov %i0, %g1
	mov %i1, %i0
	casx [ %g2 ], %g1, %i0
	cmp %i0, %g1
	bne %xcc, .L4
	mov %i0, %g1
	return %i7 + 8
	nop

uat_xchg_8_acq_rel:
	save %sp, -176, %sp
	mov %i0, %g2
	ldx [ %i0 ], %i0
	mov %i0, %g1
	mov %i1, %i0
	casx [ %g2 ], %g1, %i0
	cmp %i0, %g1
	bne %xcc, .L4
	mov %i0, %g1
	return %i7 + 8
	nop

uat_xchg_8_seq_cst:
	save %sp, -176, %sp
	mov %i0, %g2
	ldx [ %i0 ], %i0
	mov %i0, %g1
	mov %i1, %i0
	casx [ %g2 ], %g1, %i0
	cmp %i0, %g1
	bne %xcc, .L4
	mov %i0, %g1
	return %i7 + 8
	nop

uat_xchg_8_seq_cst_fence:
	save %sp, -176, %sp
	mov %i0, %g2
	ldx [ %i0 ], %i0
	mov %i0, %g1
	mov %i1, %i0
	casx [ %g2 ], %g1, %i0
	cmp %i0, %g1
	bne %xcc, .L4
	mov %i0, %g1
	return %i7 + 8
	nop

uat_add_return_8_relaxed:
	save %sp, -176, %sp
	ldx [ %i0 ], %g1
	add %i1, %g1, %g3
	mov %g1, %g2
	mov %g3, %g1
	casx [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a %xcc, .L3
	add %i1, %g1, %g3
	return %i7 + 8
	mov %g3, %o0

uat_add_return_8_acquire:
	save %sp, -176, %sp
	ldx [ %i0 ], %g1
	add %i1, %g1, %g3
	mov %g1, %g2
	mov %g3, %g1
	casx [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a %xcc, .L3
	add %i1, %g1, %g3
	return %i7 + 8
	mov %g3, %o0

uat_add_return_8_release:
	save %sp, -176, %sp
	ldx [ %i0 ], %g1
	add %i1, %g1, %g3
	mov %g1, %g2
	mov %g3, %g1
	casx [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a %xcc, .L3
	add %i1, %g1, %g3
	return %i7 + 8
	mov %g3, %o0

uat_add_return_8_acq_rel:
	save %sp, -176, %sp
	ldx [ %i0 ], %g1
	add %i1, %g1, %g3
	mov %g1, %g2
	mov %g3, %g1
	casx [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a %xcc, .L3
	add %i1, %g1, %g3
	return %i7 + 8
	mov %g3, %o0

uat_add_return_8_seq_cst:
	save %sp, -176, %sp
	ldx [ %i0 ], %g1
	add %i1, %g1, %g3
	mov %g1, %g2
	mov %g3, %g1
	casx [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a %xcc, .L3
	add %i1, %g1, %g3
	return %i7 + 8
	mov %g3, %o0

uat_add_return_8_seq_cst_fence:
	save %sp, -176, %sp
	ldx [ %i0 ], %g1
	add %i1, %g1, %g3
	mov %g1, %g2
	mov %g3, %g1
	casx [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a %xcc, .L3
	add %i1, %g1, %g3
	return %i7 + 8
	mov %g3, %o0

uat_add_8_relaxed:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	add %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_add_8_acquire:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	add %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_add_8_release:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	add %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_add_8_acq_rel:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	add %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_add_8_seq_cst:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	add %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_add_8_seq_cst_fence:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	add %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_and_8_relaxed:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	and %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_and_8_acquire:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	and %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_and_8_release:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	and %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_and_8_acq_rel:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	and %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_and_8_seq_cst:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	and %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_and_8_seq_cst_fence:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	and %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_or_8_relaxed:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	or %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_or_8_acquire:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	or %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_or_8_release:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	or %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_or_8_acq_rel:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	or %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_or_8_seq_cst:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	or %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_or_8_seq_cst_fence:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	or %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_xor_8_relaxed:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	xor %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_xor_8_acquire:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	xor %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_xor_8_release:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	xor %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_xor_8_acq_rel:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	xor %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_xor_8_seq_cst:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	xor %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_xor_8_seq_cst_fence:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	xor %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_fetch_add_8_relaxed:
	save %sp, -176, %sp
	mov %i0, %g3
	ldx [ %i0 ], %g1
	mov %g1, %i0
	add %i1, %i0, %g1
	mov %i0, %g2
	casx [ %g3 ], %i0, %g1
	cmp %g2, %g1
	bne %xcc, .L4
	mov %g1, %i0
	return %i7 + 8
	nop

uat_fetch_add_8_acquire:
	save %sp, -176, %sp
	mov %i0, %g3
	ldx [ %i0 ], %g1
	mov %g1, %i0
	add %i1, %i0, %g1
	mov %i0, %g2
	casx [ %g3 ], %i0, %g1
	cmp %g2, %g1
	bne %xcc, .L4
	mov %g1, %i0
	return %i7 + 8
	nop

uat_fetch_add_8_release:
	save %sp, -176, %sp
	mov %i0, %g3
	ldx [ %i0 ], %g1
	mov %g1, %i0
	add %i1, %i0, %g1
	mov %i0, %g2
	casx [ %g3 ], %i0, %g1
	cmp %g2, %g1
	bne %xcc, .L4
	mov %g1, %i0
	return %i7 + 8
	nop

uat_fetch_add_8_acq_rel:
	save %sp, -176, %sp
	mov %i0, %g3
	ldx [ %i0 ], %g1
	mov %g1, %i0
	add %i1, %i0, %g1
	mov %i0, %g2
	casx [ %g3 ], %i0, %g1
	cmp %g2, %g1
	bne %xcc, .L4
	mov %g1, %i0
	return %i7 + 8
	nop

uat_fetch_add_8_seq_cst:
	save %sp, -176, %sp
	mov %i0, %g3
	ldx [ %i0 ], %g1
	mov %g1, %i0
	add %i1, %i0, %g1
	mov %i0, %g2
	casx [ %g3 ], %i0, %g1
	cmp %g2, %g1
	bne %xcc, .L4
	mov %g1, %i0
	return %i7 + 8
	nop

uat_fetch_add_8_seq_cst_fence:
	save %sp, -176, %sp
	mov %i0, %g3
	ldx [ %i0 ], %g1
	mov %g1, %i0
	add %i1, %i0, %g1
	mov %i0, %g2
	casx [ %g3 ], %i0, %g1
	cmp %g2, %g1
	bne %xcc, .L4
	mov %g1, %i0
	return %i7 + 8
	nop

uat_fetch_and_8_relaxed:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	and %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov %g1, %o0

uat_fetch_and_8_acquire:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	and %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov %g1, %o0

uat_fetch_and_8_release:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	and %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov %g1, %o0

uat_fetch_and_8_acq_rel:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	and %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov %g1, %o0

uat_fetch_and_8_seq_cst:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	and %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov %g1, %o0

uat_fetch_and_8_seq_cst_fence:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	and %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov %g1, %o0

uat_fetch_or_8_relaxed:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	or %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov %g1, %o0

uat_fetch_or_8_acquire:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	or %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov %g1, %o0

uat_fetch_or_8_release:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	or %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov %g1, %o0

uat_fetch_or_8_acq_rel:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	or %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov %g1, %o0

uat_fetch_or_8_seq_cst:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	or %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov %g1, %o0

uat_fetch_or_8_seq_cst_fence:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	or %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov %g1, %o0

uat_fetch_xor_8_relaxed:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	xor %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov %g1, %o0

uat_fetch_xor_8_acquire:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	xor %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov %g1, %o0

uat_fetch_xor_8_release:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	xor %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov %g1, %o0

uat_fetch_xor_8_acq_rel:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	xor %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov %g1, %o0

uat_fetch_xor_8_seq_cst:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	xor %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov %g1, %o0

uat_fetch_xor_8_seq_cst_fence:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	xor %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov %g1, %o0

uat_fetch_smax_8_relaxed:
	save %sp, -176, %sp
	mov %i0, %g2
	ldx [ %i0 ], %i0
	cmp %i0, %i1
	mov %i0, %g1
	mov %i1, %i0
	movge %xcc, %g1, %i0
	casx [ %g2 ], %g1, %i0
	cmp %g1, %i0
	bne %xcc, .L4
	cmp %i0, %i1
	return %i7 + 8
	nop

uat_fetch_smax_8_acquire:
	save %sp, -176, %sp
	mov %i0, %g2
	ldx [ %i0 ], %i0
	cmp %i0, %i1
	mov %i0, %g1
	mov %i1, %i0
	movge %xcc, %g1, %i0
	casx [ %g2 ], %g1, %i0
	cmp %g1, %i0
	bne %xcc, .L4
	cmp %i0, %i1
	return %i7 + 8
	nop

uat_fetch_smax_8_release:
	save %sp, -176, %sp
	mov %i0, %g2
	ldx [ %i0 ], %i0
	cmp %i0, %i1
	mov %i0, %g1
	mov %i1, %i0
	movge %xcc, %g1, %i0
	casx [ %g2 ], %g1, %i0
	cmp %g1, %i0
	bne %xcc, .L4
	cmp %i0, %i1
	return %i7 + 8
	nop

uat_fetch_smax_8_acq_rel:
	save %sp, -176, %sp
	mov %i0, %g2
	ldx [ %i0 ], %i0
	cmp %i0, %i1
	mov %i0, %g1
	mov %i1, %i0
	movge %xcc, %g1, %i0
	casx [ %g2 ], %g1, %i0
	cmp %g1, %i0
	bne %xcc, .L4
	cmp %i0, %i1
	return %i7 + 8
	nop

uat_fetch_smax_8_seq_cst:
	save %sp, -176, %sp
	mov %i0, %g2
	ldx [ %i0 ], %i0
	cmp %i0, %i1
	mov %i0, %g1
	mov %i1, %i0
	movge %xcc, %g1, %i0
	casx [ %g2 ], %g1, %i0
	cmp %g1, %i0
	bne %xcc, .L4
	cmp %i0, %i1
	return %i7 + 8
	nop

uat_fetch_smax_8_seq_cst_fence:
	save %sp, -176, %sp
	mov %i0, %g2
	ldx [ %i0 ], %i0
	cmp %i0, %i1
	mov %i0, %g1
	mov %i1, %i0
	movge %xcc, %g1, %i0
	casx [ %g2 ], %g1, %i0
	cmp %g1, %i0
	bne %xcc, .L4
	cmp %i0, %i1
	return %i7 + 8
	nop

uat_fetch_umax_8_relaxed:
	save %sp, -176, %sp
	mov %i0, %g2
	ldx [ %i0 ], %i0
	cmp %i1, %i0
	mov %i0, %g1
	movcc %xcc, %i1, %i0
	casx [ %g2 ], %g1, %i0
	cmp %g1, %i0
	bne %xcc, .L4
	cmp %i1, %i0
	return %i7 + 8
	nop

uat_fetch_umax_8_acquire:
	save %sp, -176, %sp
	mov %i0, %g2
	ldx [ %i0 ], %i0
	cmp %i1, %i0
	mov %i0, %g1
	movcc %xcc, %i1, %i0
	casx [ %g2 ], %g1, %i0
	cmp %g1, %i0
	bne %xcc, .L4
	cmp %i1, %i0
	return %i7 + 8
	nop

uat_fetch_umax_8_release:
	save %sp, -176, %sp
	mov %i0, %g2
	ldx [ %i0 ], %i0
	cmp %i1, %i0
	mov %i0, %g1
	movcc %xcc, %i1, %i0
	casx [ %g2 ], %g1, %i0
	cmp %g1, %i0
	bne %xcc, .L4
	cmp %i1, %i0
	return %i7 + 8
	nop

uat_fetch_umax_8_acq_rel:
	save %sp, -176, %sp
	mov %i0, %g2
	ldx [ %i0 ], %i0
	cmp %i1, %i0
	mov %i0, %g1
	movcc %xcc, %i1, %i0
	casx [ %g2 ], %g1, %i0
	cmp %g1, %i0
	bne %xcc, .L4
	cmp %i1, %i0
	return %i7 + 8
	nop

uat_fetch_umax_8_seq_cst:
	save %sp, -176, %sp
	mov %i0, %g2
	ldx [ %i0 ], %i0
	cmp %i1, %i0
	mov %i0, %g1
	movcc %xcc, %i1, %i0
	casx [ %g2 ], %g1, %i0
	cmp %g1, %i0
	bne %xcc, .L4
	cmp %i1, %i0
	return %i7 + 8
	nop

uat_fetch_umax_8_seq_cst_fence:
	save %sp, -176, %sp
	mov %i0, %g2
	ldx [ %i0 ], %i0
	cmp %i1, %i0
	mov %i0, %g1
	movcc %xcc, %i1, %i0
	casx [ %g2 ], %g1, %i0
	cmp %g1, %i0
	bne %xcc, .L4
	cmp %i1, %i0
	return %i7 + 8
	nop

uat_fetch_smin_8_relaxed:
	save %sp, -176, %sp
	mov %i0, %g2
	ldx [ %i0 ], %i0
	cmp %i0, %i1
	mov %i0, %g1
	mov %i1, %i0
	movle %xcc, %g1, %i0
	casx [ %g2 ], %g1, %i0
	cmp %g1, %i0
	bne %xcc, .L4
	cmp %i0, %i1
	return %i7 + 8
	nop

uat_fetch_smin_8_acquire:
	save %sp, -176, %sp
	mov %i0, %g2
	ldx [ %i0 ], %i0
	cmp %i0, %i1
	mov %i0, %g1
	mov %i1, %i0
	movle %xcc, %g1, %i0
	casx [ %g2 ], %g1, %i0
	cmp %g1, %i0
	bne %xcc, .L4
	cmp %i0, %i1
	return %i7 + 8
	nop

uat_fetch_smin_8_release:
	save %sp, -176, %sp
	mov %i0, %g2
	ldx [ %i0 ], %i0
	cmp %i0, %i1
	mov %i0, %g1
	mov %i1, %i0
	movle %xcc, %g1, %i0
	casx [ %g2 ], %g1, %i0
	cmp %g1, %i0
	bne %xcc, .L4
	cmp %i0, %i1
	return %i7 + 8
	nop

uat_fetch_smin_8_acq_rel:
	save %sp, -176, %sp
	mov %i0, %g2
	ldx [ %i0 ], %i0
	cmp %i0, %i1
	mov %i0, %g1
	mov %i1, %i0
	movle %xcc, %g1, %i0
	casx [ %g2 ], %g1, %i0
	cmp %g1, %i0
	bne %xcc, .L4
	cmp %i0, %i1
	return %i7 + 8
	nop

uat_fetch_smin_8_seq_cst:
	save %sp, -176, %sp
	mov %i0, %g2
	ldx [ %i0 ], %i0
	cmp %i0, %i1
	mov %i0, %g1
	mov %i1, %i0
	movle %xcc, %g1, %i0
	casx [ %g2 ], %g1, %i0
	cmp %g1, %i0
	bne %xcc, .L4
	cmp %i0, %i1
	return %i7 + 8
	nop

uat_fetch_smin_8_seq_cst_fence:
	save %sp, -176, %sp
	mov %i0, %g2
	ldx [ %i0 ], %i0
	cmp %i0, %i1
	mov %i0, %g1
	mov %i1, %i0
	movle %xcc, %g1, %i0
	casx [ %g2 ], %g1, %i0
	cmp %g1, %i0
	bne %xcc, .L4
	cmp %i0, %i1
	return %i7 + 8
	nop

uat_fetch_umin_8_relaxed:
	save %sp, -176, %sp
	mov %i0, %g2
	ldx [ %i0 ], %i0
	cmp %i1, %i0
	mov %i0, %g1
	movleu %xcc, %i1, %i0
	casx [ %g2 ], %g1, %i0
	cmp %g1, %i0
	bne %xcc, .L4
	cmp %i1, %i0
	return %i7 + 8
	nop

uat_fetch_umin_8_acquire:
	save %sp, -176, %sp
	mov %i0, %g2
	ldx [ %i0 ], %i0
	cmp %i1, %i0
	mov %i0, %g1
	movleu %xcc, %i1, %i0
	casx [ %g2 ], %g1, %i0
	cmp %g1, %i0
	bne %xcc, .L4
	cmp %i1, %i0
	return %i7 + 8
	nop

uat_fetch_umin_8_release:
	save %sp, -176, %sp
	mov %i0, %g2
	ldx [ %i0 ], %i0
	cmp %i1, %i0
	mov %i0, %g1
	movleu %xcc, %i1, %i0
	casx [ %g2 ], %g1, %i0
	cmp %g1, %i0
	bne %xcc, .L4
	cmp %i1, %i0
	return %i7 + 8
	nop

uat_fetch_umin_8_acq_rel:
	save %sp, -176, %sp
	mov %i0, %g2
	ldx [ %i0 ], %i0
	cmp %i1, %i0
	mov %i0, %g1
	movleu %xcc, %i1, %i0
	casx [ %g2 ], %g1, %i0
	cmp %g1, %i0
	bne %xcc, .L4
	cmp %i1, %i0
	return %i7 + 8
	nop

uat_fetch_umin_8_seq_cst:
	save %sp, -176, %sp
	mov %i0, %g2
	ldx [ %i0 ], %i0
	cmp %i1, %i0
	mov %i0, %g1
	movleu %xcc, %i1, %i0
	casx [ %g2 ], %g1, %i0
	cmp %g1, %i0
	bne %xcc, .L4
	cmp %i1, %i0
	return %i7 + 8
	nop

uat_fetch_umin_8_seq_cst_fence:
	save %sp, -176, %sp
	mov %i0, %g2
	ldx [ %i0 ], %i0
	cmp %i1, %i0
	mov %i0, %g1
	movleu %xcc, %i1, %i0
	casx [ %g2 ], %g1, %i0
	cmp %g1, %i0
	bne %xcc, .L4
	cmp %i1, %i0
	return %i7 + 8
	nop

uat_test_and_set_bit_8_relaxed:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	mov 1, %g1
	sllx %g1, %i1, %i1
	or %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L4
	mov %g1, %g2
	and %i1, %g1, %i1
	clr %i0
	return %i7 + 8
	movrne %o1, 1, %o0

uat_test_and_set_bit_8_acquire:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	mov 1, %g1
	sllx %g1, %i1, %i1
	or %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L4
	mov %g1, %g2
	and %i1, %g1, %i1
	clr %i0
	return %i7 + 8
	movrne %o1, 1, %o0

uat_test_and_set_bit_8_release:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	mov 1, %g1
	sllx %g1, %i1, %i1
	or %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L4
	mov %g1, %g2
	and %i1, %g1, %i1
	clr %i0
	return %i7 + 8
	movrne %o1, 1, %o0

uat_test_and_set_bit_8_acq_rel:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	mov 1, %g1
	sllx %g1, %i1, %i1
	or %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L4
	mov %g1, %g2
	and %i1, %g1, %i1
	clr %i0
	return %i7 + 8
	movrne %o1, 1, %o0

uat_test_and_set_bit_8_seq_cst:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	mov 1, %g1
	sllx %g1, %i1, %i1
	or %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L4
	mov %g1, %g2
	and %i1, %g1, %i1
	clr %i0
	return %i7 + 8
	movrne %o1, 1, %o0

uat_test_and_set_bit_8_seq_cst_fence:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	mov 1, %g1
	sllx %g1, %i1, %i1
	or %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L4
	mov %g1, %g2
	and %i1, %g1, %i1
	clr %i0
	return %i7 + 8
	movrne %o1, 1, %o0

uat_test_and_clear_bit_8_relaxed:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	mov 1, %g1
	sllx %g1, %i1, %i1
	xnor %g0, %i1, %g4
	and %g4, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L5
	mov %g1, %g2
	and %i1, %g1, %i1
	clr %i0
	return %i7 + 8
	movrne %o1, 1, %o0

uat_test_and_clear_bit_8_acquire:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	mov 1, %g1
	sllx %g1, %i1, %i1
	xnor %g0, %i1, %g4
	and %g4, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L5
	mov %g1, %g2
	and %i1, %g1, %i1
	clr %i0
	return %i7 + 8
	movrne %o1, 1, %o0

uat_test_and_clear_bit_8_release:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	mov 1, %g1
	sllx %g1, %i1, %i1
	xnor %g0, %i1, %g4
	and %g4, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L5
	mov %g1, %g2
	and %i1, %g1, %i1
	clr %i0
	return %i7 + 8
	movrne %o1, 1, %o0

uat_test_and_clear_bit_8_acq_rel:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	mov 1, %g1
	sllx %g1, %i1, %i1
	xnor %g0, %i1, %g4
	and %g4, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L5
	mov %g1, %g2
	and %i1, %g1, %i1
	clr %i0
	return %i7 + 8
	movrne %o1, 1, %o0

uat_test_and_clear_bit_8_seq_cst:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	mov 1, %g1
	sllx %g1, %i1, %i1
	xnor %g0, %i1, %g4
	and %g4, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L5
	mov %g1, %g2
	and %i1, %g1, %i1
	clr %i0
	return %i7 + 8
	movrne %o1, 1, %o0

uat_test_and_clear_bit_8_seq_cst_fence:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	mov 1, %g1
	sllx %g1, %i1, %i1
	xnor %g0, %i1, %g4
	and %g4, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L5
	mov %g1, %g2
	and %i1, %g1, %i1
	clr %i0
	return %i7 + 8
	movrne %o1, 1, %o0

uat_test_and_change_bit_8_relaxed:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	mov 1, %g1
	sllx %g1, %i1, %i1
	xor %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L4
	mov %g1, %g2
	and %i1, %g1, %i1
	clr %i0
	return %i7 + 8
	movrne %o1, 1, %o0

uat_test_and_change_bit_8_acquire:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	mov 1, %g1
	sllx %g1, %i1, %i1
	xor %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L4
	mov %g1, %g2
	and %i1, %g1, %i1
	clr %i0
	return %i7 + 8
	movrne %o1, 1, %o0

uat_test_and_change_bit_8_release:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	mov 1, %g1
	sllx %g1, %i1, %i1
	xor %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L4
	mov %g1, %g2
	and %i1, %g1, %i1
	clr %i0
	return %i7 + 8
	movrne %o1, 1, %o0

uat_test_and_change_bit_8_acq_rel:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	mov 1, %g1
	sllx %g1, %i1, %i1
	xor %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L4
	mov %g1, %g2
	and %i1, %g1, %i1
	clr %i0
	return %i7 + 8
	movrne %o1, 1, %o0

uat_test_and_change_bit_8_seq_cst:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	mov 1, %g1
	sllx %g1, %i1, %i1
	xor %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L4
	mov %g1, %g2
	and %i1, %g1, %i1
	clr %i0
	return %i7 + 8
	movrne %o1, 1, %o0

uat_test_and_change_bit_8_seq_cst_fence:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	mov 1, %g1
	sllx %g1, %i1, %i1
	xor %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L4
	mov %g1, %g2
	and %i1, %g1, %i1
	clr %i0
	return %i7 + 8
	movrne %o1, 1, %o0

uat_fetch_add_unless_8_relaxed:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	cmp %i2, %g2
	be,pn %xcc, .L9
	add %i1, %g2, %g1
	casx [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a,pn %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov %g2, %o0

uat_fetch_add_unless_8_acquire:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	cmp %i2, %g2
	be,pn %xcc, .L9
	add %i1, %g2, %g1
	casx [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a,pn %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov %g2, %o0

uat_fetch_add_unless_8_release:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	cmp %i2, %g2
	be,pn %xcc, .L9
	add %i1, %g2, %g1
	casx [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a,pn %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov %g2, %o0

uat_fetch_add_unless_8_acq_rel:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	cmp %i2, %g2
	be,pn %xcc, .L9
	add %i1, %g2, %g1
	casx [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a,pn %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov %g2, %o0

uat_fetch_add_unless_8_seq_cst:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	cmp %i2, %g2
	be,pn %xcc, .L9
	add %i1, %g2, %g1
	casx [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a,pn %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov %g2, %o0

uat_fetch_add_unless_8_seq_cst_fence:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	cmp %i2, %g2
	be,pn %xcc, .L9
	add %i1, %g2, %g1
	casx [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,a,pn %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov %g2, %o0

uat_add_unless_8_relaxed:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	cmp %i2, %g2
	be,pn %xcc, .L11
	add %i1, %g2, %g1
	casx [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,pn %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov 1, %o0
	return %i7 + 8
	clr %o0

uat_add_unless_8_acquire:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	cmp %i2, %g2
	be,pn %xcc, .L11
	add %i1, %g2, %g1
	casx [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,pn %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov 1, %o0
	return %i7 + 8
	clr %o0

uat_add_unless_8_release:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	cmp %i2, %g2
	be,pn %xcc, .L11
	add %i1, %g2, %g1
	casx [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,pn %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov 1, %o0
	return %i7 + 8
	clr %o0

uat_add_unless_8_acq_rel:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	cmp %i2, %g2
	be,pn %xcc, .L11
	add %i1, %g2, %g1
	casx [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,pn %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov 1, %o0
	return %i7 + 8
	clr %o0

uat_add_unless_8_seq_cst:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	cmp %i2, %g2
	be,pn %xcc, .L11
	add %i1, %g2, %g1
	casx [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,pn %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov 1, %o0
	return %i7 + 8
	clr %o0

uat_add_unless_8_seq_cst_fence:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	cmp %i2, %g2
	be,pn %xcc, .L11
	add %i1, %g2, %g1
	casx [ %i0 ], %g2, %g1
	cmp %g2, %g1
	bne,pn %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	mov 1, %o0
	return %i7 + 8
	clr %o0

uat_dec_if_positive_8_relaxed:
	save %sp, -176, %sp
	ldx [ %i0 ], %g1
	brlez,pn %g1, .L11
	add %g1, -1, %g2
	mov %g2, %g3
	casx [ %i0 ], %g1, %g3
	cmp %g1, %g3
	bne,pn %xcc, .L2
	mov %g3, %g1
	return %i7 + 8
	mov %g2, %o0
	clr %g2
	mov -1, %g3
	sllx %g3, 0x3f, %g3
	xor %g1, %g3, %g3
	movrne %g3, 1, %g2
	return %i7 + 8
	sub %g1, %g2, %o0

uat_dec_if_positive_8_acquire:
	save %sp, -176, %sp
	ldx [ %i0 ], %g1
	brlez,pn %g1, .L11
	add %g1, -1, %g2
	mov %g2, %g3
	casx [ %i0 ], %g1, %g3
	cmp %g1, %g3
	bne,pn %xcc, .L2
	mov %g3, %g1
	return %i7 + 8
	mov %g2, %o0
	clr %g2
	mov -1, %g3
	sllx %g3, 0x3f, %g3
	xor %g1, %g3, %g3
	movrne %g3, 1, %g2
	return %i7 + 8
	sub %g1, %g2, %o0

uat_dec_if_positive_8_release:
	save %sp, -176, %sp
	ldx [ %i0 ], %g1
	brlez,pn %g1, .L11
	add %g1, -1, %g2
	mov %g2, %g3
	casx [ %i0 ], %g1, %g3
	cmp %g1, %g3
	bne,pn %xcc, .L2
	mov %g3, %g1
	return %i7 + 8
	mov %g2, %o0
	clr %g2
	mov -1, %g3
	sllx %g3, 0x3f, %g3
	xor %g1, %g3, %g3
	movrne %g3, 1, %g2
	return %i7 + 8
	sub %g1, %g2, %o0

uat_dec_if_positive_8_acq_rel:
	save %sp, -176, %sp
	ldx [ %i0 ], %g1
	brlez,pn %g1, .L11
	add %g1, -1, %g2
	mov %g2, %g3
	casx [ %i0 ], %g1, %g3
	cmp %g1, %g3
	bne,pn %xcc, .L2
	mov %g3, %g1
	return %i7 + 8
	mov %g2, %o0
	clr %g2
	mov -1, %g3
	sllx %g3, 0x3f, %g3
	xor %g1, %g3, %g3
	movrne %g3, 1, %g2
	return %i7 + 8
	sub %g1, %g2, %o0

uat_dec_if_positive_8_seq_cst:
	save %sp, -176, %sp
	ldx [ %i0 ], %g1
	brlez,pn %g1, .L11
	add %g1, -1, %g2
	mov %g2, %g3
	casx [ %i0 ], %g1, %g3
	cmp %g1, %g3
	bne,pn %xcc, .L2
	mov %g3, %g1
	return %i7 + 8
	mov %g2, %o0
	clr %g2
	mov -1, %g3
	sllx %g3, 0x3f, %g3
	xor %g1, %g3, %g3
	movrne %g3, 1, %g2
	return %i7 + 8
	sub %g1, %g2, %o0

uat_dec_if_positive_8_seq_cst_fence:
	save %sp, -176, %sp
	ldx [ %i0 ], %g1
	brlez,pn %g1, .L11
	add %g1, -1, %g2
	mov %g2, %g3
	casx [ %i0 ], %g1, %g3
	cmp %g1, %g3
	bne,pn %xcc, .L2
	mov %g3, %g1
	return %i7 + 8
	mov %g2, %o0
	clr %g2
	mov -1, %g3
	sllx %g3, 0x3f, %g3
	xor %g1, %g3, %g3
	movrne %g3, 1, %g2
	return %i7 + 8
	sub %g1, %g2, %o0

uat_cond_load_8_relaxed:
	save %sp, -176, %sp
	ldx [ %i0 ], %g1
	cmp %i1, %g1
	bne,pn %xcc, .L7
	nop
	return %i7 + 8
	mov %g1, %o0
	rd %ccr, %g0
	rd %ccr, %g0
	rd %ccr, %g0
	ldx [ %i0 ], %g1
	cmp %i1, %g1
	bne,pn %xcc, .L7
	nop
	return %i7 + 8
	mov %g1, %o0

uat_cond_load_8_consume:
	save %sp, -176, %sp
	ldx [ %i0 ], %g1
	cmp %i1, %g1
	bne,pn %xcc, .L7
	nop
	return %i7 + 8
	mov %g1, %o0
	rd %ccr, %g0
	rd %ccr, %g0
	rd %ccr, %g0
	ldx [ %i0 ], %g1
	cmp %i1, %g1
	bne,pn %xcc, .L7
	nop
	return %i7 + 8
	mov %g1, %o0

uat_cond_load_8_acquire:
	save %sp, -176, %sp
	ldx [ %i0 ], %g1
	cmp %i1, %g1
	bne,pn %xcc, .L7
	nop
	return %i7 + 8
	mov %g1, %o0
	rd %ccr, %g0
	rd %ccr, %g0
	rd %ccr, %g0
	ldx [ %i0 ], %g1
	cmp %i1, %g1
	bne,pn %xcc, .L7
	nop
	return %i7 + 8
	mov %g1, %o0

uat_cond_load_8_seq_cst:
	save %sp, -176, %sp
	ldx [ %i0 ], %g1
	cmp %i1, %g1
	bne,pn %xcc, .L7
	nop
	return %i7 + 8
	mov %g1, %o0
	rd %ccr, %g0
	rd %ccr, %g0
	rd %ccr, %g0
	ldx [ %i0 ], %g1
	cmp %i1, %g1
	bne,pn %xcc, .L7
	nop
	return %i7 + 8
	mov %g1, %o0

uat_cond_load_8_seq_cst_fence:
	save %sp, -176, %sp
	b %xcc, .L3
	membar #StoreLoad
	ldx [ %i0 ], %g1
	cmp %i1, %g1
	bne,pn %xcc, .L11
	nop
	b %xcc, .L9
	membar #StoreLoad
	return %i7 + 8
	mov %g1, %o0
	rd %ccr, %g0
	rd %ccr, %g0
	rd %ccr, %g0
	ldx [ %i0 ], %g1
	cmp %i1, %g1
	bne,pn %xcc, .L11
	nop
	b %xcc, .L20
	membar #StoreLoad
	return %i7 + 8
	mov %g1, %o0

uat_inc_8_relaxed:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	add %g2, 1, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_inc_8_acquire:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	add %g2, 1, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_inc_8_release:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	add %g2, 1, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_inc_8_acq_rel:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	add %g2, 1, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_inc_8_seq_cst:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	add %g2, 1, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_inc_8_seq_cst_fence:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	add %g2, 1, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_dec_8_relaxed:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	add %g2, -1, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_dec_8_acquire:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	add %g2, -1, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_dec_8_release:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	add %g2, -1, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_dec_8_acq_rel:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	add %g2, -1, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_dec_8_seq_cst:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	add %g2, -1, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_dec_8_seq_cst_fence:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	add %g2, -1, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_add_around_8_mb:
	save %sp, -176, %sp
	ldx [ %i0 ], %g2
	add %i1, %g2, %g1
	mov %g2, %g3
	casx [ %i0 ], %g2, %g1
	cmp %g3, %g1
	bne %xcc, .L2
	mov %g1, %g2
	return %i7 + 8
	nop

uat_smp_mb:
	save %sp, -176, %sp
	b %xcc, .L3
	membar #StoreLoad
	return %i7 + 8
	nop

uat_smp_rmb:
	save %sp, -176, %sp
	return %i7 + 8
	nop

uat_smp_wmb:
	save %sp, -176, %sp
	return %i7 + 8
	nop

uat_mb:
	save %sp, -176, %sp
	b %xcc, .L3
	membar #StoreLoad
	return %i7 + 8
	nop

uat_rmb:
	save %sp, -176, %sp
	return %i7 + 8
	nop

uat_wmb:
	save %sp, -176, %sp
	return %i7 + 8
	nop

