uat_load_1_relaxed:
	ldq_u v0,0(a0)
	extbl v0,a0,v0
	ret
	unop

uat_load_1_consume:
	ldq_u v0,0(a0)
	mb
	extbl v0,a0,v0
	ret

uat_load_1_acquire:
	ldq_u v0,0(a0)
	mb
	extbl v0,a0,v0
	ret

uat_load_1_seq_cst:
	mb
	ldq_u v0,0(a0)
	mb
	extbl v0,a0,v0
	ret
	unop
	nop
	unop

uat_load_1_seq_cst_fence:
	mb
	mb
	ldq_u v0,0(a0)
	mb
	extbl v0,a0,v0
	mb
	ret
	unop

uat_store_1_relaxed:
	andnot a0,0x7,t3
	ldq_u t0,0(a0)
	insql a1,a0,a1
	extbl t0,a0,t0
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,t0,t1
	beq t1,.L11
	mskbl t4,a0,t1
	or t1,a1,t1
	stq_c t1,0(t3)
	and t1,0xff,t1
	and t2,0xff,t0
	beq t1,.L4
	ret
	unop

uat_store_1_release:
	andnot a0,0x7,t3
	ldq_u t0,0(a0)
	insql a1,a0,a1
	extbl t0,a0,t0
	mb
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,t0,t1
	beq t1,.L12
	mskbl t4,a0,t1
	or t1,a1,t1
	stq_c t1,0(t3)
	and t1,0xff,t1
	and t2,0xff,t0
	beq t1,.L4
	ret

uat_store_1_seq_cst:
	andnot a0,0x7,t3
	ldq_u t0,0(a0)
	insql a1,a0,a1
	extbl t0,a0,t0
	mb
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,t0,t1
	beq t1,.L13
	mskbl t4,a0,t1
	or t1,a1,t1
	stq_c t1,0(t3)
	mb
	and t1,0xff,t1
	and t2,0xff,t0
	beq t1,.L4
	ret
	unop
	nop
	unop

uat_store_1_seq_cst_fence:
	andnot a0,0x7,t3
	ldq_u t0,0(a0)
	insql a1,a0,a1
	extbl t0,a0,t0
	mb
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,t0,t1
	beq t1,.L13
	mskbl t4,a0,t1
	or t1,a1,t1
	stq_c t1,0(t3)
	mb
	and t1,0xff,t1
	and t2,0xff,t0
	beq t1,.L4
	mb
	ret
	nop
	unop

uat_cmpxchg_1_relaxed:
	andnot a0,0x7,t0
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extbl t2,a0,v0
	cmpeq v0,a1,t1
	beq t1,.L10
	mskbl t2,a0,t1
	or t1,a2,t1
	stq_c t1,0(t0)
	beq t1,.L2
	and v0,0xff,v0
	ret

uat_cmpxchg_1_acquire:
	andnot a0,0x7,t0
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extbl t2,a0,v0
	cmpeq v0,a1,t1
	beq t1,.L10
	mskbl t2,a0,t1
	or t1,a2,t1
	stq_c t1,0(t0)
	beq t1,.L2
	mb
	and v0,0xff,v0
	ret
	unop
	nop
	unop

uat_cmpxchg_1_release:
	mb
	andnot a0,0x7,t0
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extbl t2,a0,v0
	cmpeq v0,a1,t1
	beq t1,.L11
	mskbl t2,a0,t1
	or t1,a2,t1
	stq_c t1,0(t0)
	beq t1,.L3
	and v0,0xff,v0
	ret
	unop
	nop
	unop

uat_cmpxchg_1_acq_rel:
	mb
	andnot a0,0x7,t0
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extbl t2,a0,v0
	cmpeq v0,a1,t1
	beq t1,.L11
	mskbl t2,a0,t1
	or t1,a2,t1
	stq_c t1,0(t0)
	beq t1,.L3
	mb
	and v0,0xff,v0
	ret
	nop
	unop

uat_cmpxchg_1_seq_cst:
	mb
	andnot a0,0x7,t0
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extbl t2,a0,v0
	cmpeq v0,a1,t1
	beq t1,.L11
	mskbl t2,a0,t1
	or t1,a2,t1
	stq_c t1,0(t0)
	beq t1,.L3
	mb
	and v0,0xff,v0
	ret
	nop
	unop

uat_cmpxchg_1_seq_cst_fence_sc:
	mb
	andnot a0,0x7,t0
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extbl t2,a0,v0
	cmpeq v0,a1,t1
	beq t1,.L11
	mskbl t2,a0,t1
	or t1,a2,t1
	stq_c t1,0(t0)
	beq t1,.L3
	mb
	cmpeq a1,v0,a1
	and v0,0xff,v0
	beq a1,.L16
	mb
	ret
	unop
	nop
	unop

uat_cmpxchg_1_seq_cst_fence:
	mb
	andnot a0,0x7,t1
	and a1,0xff,t0
	insql a2,a0,a2
	ldq_l t3,0(t1)
	extbl t3,a0,v0
	cmpeq v0,t0,t2
	beq t2,.L12
	mskbl t3,a0,t2
	or t2,a2,t2
	stq_c t2,0(t1)
	beq t2,.L4
	mb
	cmpeq a1,v0,a1
	and v0,0xff,v0
	beq a1,.L20
	mb
	ret
	nop
	unop
	mb
	mb
	ldq_l t3,0(t1)
	extbl t3,a0,v0
	cmpeq v0,t0,t2
	beq t2,.L30
	mskbl t3,a0,t2
	or t2,a2,t2
	stq_c t2,0(t1)
	beq t2,.L22
	mb
	and v0,0xff,v0
	mb
	ret
	nop
	unop

uat_cmpxchg_test_1_seq_cst_fence:
	mb
	andnot a0,0x7,t1
	and a1,0xff,t0
	insql a2,a0,a2
	ldq_l t3,0(t1)
	extbl t3,a0,v0
	cmpeq v0,t0,t2
	beq t2,.L12
	mskbl t3,a0,t2
	or t2,a2,t2
	stq_c t2,0(t1)
	beq t2,.L4
	mb
	cmpeq a1,v0,v0
	beq v0,.L20
	sextl v0,v0
	mb
	ret
	nop
	unop
	mb
	mb
	ldq_l t3,0(t1)
	extbl t3,a0,v0
	cmpeq v0,t0,t2
	beq t2,.L30
	mskbl t3,a0,t2
	or t2,a2,t2
	stq_c t2,0(t1)
	beq t2,.L22
	mb
	cmpeq a1,v0,v0
	sextl v0,v0
	mb
	ret
	unop

uat_try_cmpxchg_1_relaxed:
	andnot a0,0x7,t0
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extbl t2,a0,t1
	cmpeq t1,a1,v0
	beq v0,.L10
	mskbl t2,a0,v0
	or v0,a2,v0
	stq_c v0,0(t0)
	beq v0,.L2
	and v0,0xff,v0
	ret

uat_try_cmpxchg_1_acquire:
	andnot a0,0x7,t0
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extbl t2,a0,t1
	cmpeq t1,a1,v0
	beq v0,.L10
	mskbl t2,a0,v0
	or v0,a2,v0
	stq_c v0,0(t0)
	beq v0,.L2
	mb
	and v0,0xff,v0
	ret
	unop
	nop
	unop

uat_try_cmpxchg_1_release:
	mb
	andnot a0,0x7,t0
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extbl t2,a0,t1
	cmpeq t1,a1,v0
	beq v0,.L11
	mskbl t2,a0,v0
	or v0,a2,v0
	stq_c v0,0(t0)
	beq v0,.L3
	and v0,0xff,v0
	ret
	unop
	nop
	unop

uat_try_cmpxchg_1_acq_rel:
	mb
	andnot a0,0x7,t0
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extbl t2,a0,t1
	cmpeq t1,a1,v0
	beq v0,.L11
	mskbl t2,a0,v0
	or v0,a2,v0
	stq_c v0,0(t0)
	beq v0,.L3
	mb
	and v0,0xff,v0
	ret
	nop
	unop

uat_try_cmpxchg_1_seq_cst:
	mb
	andnot a0,0x7,t0
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extbl t2,a0,t1
	cmpeq t1,a1,v0
	beq v0,.L11
	mskbl t2,a0,v0
	or v0,a2,v0
	stq_c v0,0(t0)
	beq v0,.L3
	mb
	and v0,0xff,v0
	ret
	nop
	unop

uat_try_cmpxchg_1_seq_cst_fence_sc:
	mb
	andnot a0,0x7,t0
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extbl t2,a0,t1
	cmpeq t1,a1,v0
	beq v0,.L11
	mskbl t2,a0,v0
	or v0,a2,v0
	stq_c v0,0(t0)
	beq v0,.L3
	mb
	and v0,0xff,v0
	beq v0,.L15
	mb
	sextl v0,v0
	ret
	unop
	nop
	unop

uat_try_cmpxchg_1_seq_cst_fence:
	mb
	andnot a0,0x7,t1
	insql a2,a0,a2
	ldq_l t3,0(t1)
	extbl t3,a0,t2
	cmpeq t2,a1,t0
	beq t0,.L11
	mskbl t3,a0,t0
	or t0,a2,t0
	stq_c t0,0(t1)
	beq t0,.L3
	mb
	and t0,0xff,t0
	lda v0,1
	beq t0,.L20
	sextl v0,v0
	mb
	ret
	nop
	unop
	mb
	mb
	ldq_l t2,0(t1)
	extbl t2,a0,t0
	cmpeq t0,a1,v0
	beq v0,.L30
	mskbl t2,a0,v0
	or v0,a2,v0
	stq_c v0,0(t1)
	beq v0,.L22
	mb
	and v0,0x1,v0
	sextl v0,v0
	mb
	ret
	unop

uat_try_cmpxchg_weak_1_relaxed:
	andnot a0,0x7,t0
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extbl t2,a0,t1
	cmpeq t1,a1,v0
	beq v0,.L9
	mskbl t2,a0,v0
	or v0,a2,v0
	stq_c v0,0(t0)
	and v0,0xff,v0
	ret
	unop

uat_try_cmpxchg_weak_1_acquire:
	andnot a0,0x7,t0
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extbl t2,a0,t1
	cmpeq t1,a1,v0
	beq v0,.L9
	mskbl t2,a0,v0
	or v0,a2,v0
	stq_c v0,0(t0)
	mb
	and v0,0xff,v0
	ret

uat_try_cmpxchg_weak_1_release:
	andnot a0,0x7,t0
	mb
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extbl t2,a0,t1
	cmpeq t1,a1,v0
	beq v0,.L10
	mskbl t2,a0,v0
	or v0,a2,v0
	stq_c v0,0(t0)
	and v0,0xff,v0
	ret

uat_try_cmpxchg_weak_1_acq_rel:
	andnot a0,0x7,t0
	mb
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extbl t2,a0,t1
	cmpeq t1,a1,v0
	beq v0,.L10
	mskbl t2,a0,v0
	or v0,a2,v0
	stq_c v0,0(t0)
	mb
	and v0,0xff,v0
	ret
	unop
	nop
	unop

uat_try_cmpxchg_weak_1_seq_cst:
	andnot a0,0x7,t0
	mb
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extbl t2,a0,t1
	cmpeq t1,a1,v0
	beq v0,.L10
	mskbl t2,a0,v0
	or v0,a2,v0
	stq_c v0,0(t0)
	mb
	and v0,0xff,v0
	ret
	unop
	nop
	unop

uat_try_cmpxchg_weak_1_seq_cst_fence_sc:
	andnot a0,0x7,t0
	mb
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extbl t2,a0,t1
	cmpeq t1,a1,v0
	beq v0,.L10
	mskbl t2,a0,v0
	or v0,a2,v0
	stq_c v0,0(t0)
	mb
	and v0,0xff,v0
	beq v0,.L14
	mb
	sextl v0,v0
	ret

uat_try_cmpxchg_weak_1_seq_cst_fence:
	andnot a0,0x7,t1
	mb
	insql a2,a0,a2
	ldq_l t3,0(t1)
	extbl t3,a0,t2
	cmpeq t2,a1,t0
	beq t0,.L10
	mskbl t3,a0,t0
	or t0,a2,t0
	stq_c t0,0(t1)
	mb
	and t0,0xff,t0
	lda v0,1
	beq t0,.L20
	sextl v0,v0
	mb
	ret
	unop
	nop
	unop
	mb
	mb
	ldq_l t2,0(t1)
	extbl t2,a0,t0
	cmpeq t0,a1,v0
	beq v0,.L29
	mskbl t2,a0,v0
	or v0,a2,v0
	stq_c v0,0(t1)
	mb
	and v0,0x1,v0
	sextl v0,v0
	mb
	ret
	nop
	unop

uat_xchg_1_relaxed:
	andnot a0,0x7,t2
	ldq_u v0,0(a0)
	insql a1,a0,a1
	extbl v0,a0,v0
	ldq_l t3,0(t2)
	extbl t3,a0,t1
	cmpeq t1,v0,t0
	beq t0,.L11
	mskbl t3,a0,t0
	or t0,a1,t0
	stq_c t0,0(t2)
	and t0,0xff,t0
	and t1,0xff,v0
	beq t0,.L4
	ret
	unop

uat_xchg_1_acquire:
	andnot a0,0x7,t2
	ldq_u v0,0(a0)
	insql a1,a0,a1
	extbl v0,a0,v0
	ldq_l t3,0(t2)
	extbl t3,a0,t1
	cmpeq t1,v0,t0
	beq t0,.L12
	mskbl t3,a0,t0
	or t0,a1,t0
	stq_c t0,0(t2)
	mb
	and t0,0xff,t0
	and t1,0xff,v0
	beq t0,.L4
	ret

uat_xchg_1_release:
	andnot a0,0x7,t2
	ldq_u v0,0(a0)
	insql a1,a0,a1
	extbl v0,a0,v0
	mb
	ldq_l t3,0(t2)
	extbl t3,a0,t1
	cmpeq t1,v0,t0
	beq t0,.L12
	mskbl t3,a0,t0
	or t0,a1,t0
	stq_c t0,0(t2)
	and t0,0xff,t0
	and t1,0xff,v0
	beq t0,.L4
	ret

uat_xchg_1_acq_rel:
	andnot a0,0x7,t2
	ldq_u v0,0(a0)
	insql a1,a0,a1
	extbl v0,a0,v0
	mb
	ldq_l t3,0(t2)
	extbl t3,a0,t1
	cmpeq t1,v0,t0
	beq t0,.L13
	mskbl t3,a0,t0
	or t0,a1,t0
	stq_c t0,0(t2)
	mb
	and t0,0xff,t0
	and t1,0xff,v0
	beq t0,.L4
	ret
	unop
	nop
	unop

uat_xchg_1_seq_cst:
	andnot a0,0x7,t2
	ldq_u v0,0(a0)
	insql a1,a0,a1
	extbl v0,a0,v0
	mb
	ldq_l t3,0(t2)
	extbl t3,a0,t1
	cmpeq t1,v0,t0
	beq t0,.L13
	mskbl t3,a0,t0
	or t0,a1,t0
	stq_c t0,0(t2)
	mb
	and t0,0xff,t0
	and t1,0xff,v0
	beq t0,.L4
	ret
	unop
	nop
	unop

uat_xchg_1_seq_cst_fence:
	andnot a0,0x7,t2
	ldq_u v0,0(a0)
	insql a1,a0,a1
	extbl v0,a0,v0
	mb
	ldq_l t3,0(t2)
	extbl t3,a0,t1
	cmpeq t1,v0,t0
	beq t0,.L13
	mskbl t3,a0,t0
	or t0,a1,t0
	stq_c t0,0(t2)
	mb
	and t0,0xff,t0
	and t1,0xff,v0
	beq t0,.L4
	mb
	ret
	nop
	unop

uat_add_return_1_relaxed:
	andnot a0,0x7,t1
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	addl t0,a1,v0
	and t0,0xff,t3
	insbl v0,a0,t4
	ldq_l t5,0(t1)
	extbl t5,a0,t0
	cmpeq t0,t3,t2
	beq t2,.L16
	mskbl t5,a0,t2
	or t2,t4,t2
	stq_c t2,0(t1)
	beq t2,.L7
	mb
	beq t2,.L3
	and v0,0xff,v0
	ret
	unop

uat_add_return_1_acquire:
	andnot a0,0x7,t1
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	addl t0,a1,v0
	and t0,0xff,t3
	insbl v0,a0,t4
	ldq_l t5,0(t1)
	extbl t5,a0,t0
	cmpeq t0,t3,t2
	beq t2,.L16
	mskbl t5,a0,t2
	or t2,t4,t2
	stq_c t2,0(t1)
	beq t2,.L7
	mb
	beq t2,.L3
	and v0,0xff,v0
	ret
	unop

uat_add_return_1_release:
	andnot a0,0x7,t1
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	addl t0,a1,v0
	and t0,0xff,t3
	insbl v0,a0,t4
	ldq_l t5,0(t1)
	extbl t5,a0,t0
	cmpeq t0,t3,t2
	beq t2,.L16
	mskbl t5,a0,t2
	or t2,t4,t2
	stq_c t2,0(t1)
	beq t2,.L7
	mb
	beq t2,.L3
	and v0,0xff,v0
	ret
	unop

uat_add_return_1_acq_rel:
	andnot a0,0x7,t1
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	addl t0,a1,v0
	and t0,0xff,t3
	insbl v0,a0,t4
	ldq_l t5,0(t1)
	extbl t5,a0,t0
	cmpeq t0,t3,t2
	beq t2,.L16
	mskbl t5,a0,t2
	or t2,t4,t2
	stq_c t2,0(t1)
	beq t2,.L7
	mb
	beq t2,.L3
	and v0,0xff,v0
	ret
	unop

uat_add_return_1_seq_cst:
	andnot a0,0x7,t1
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	addl t0,a1,v0
	and t0,0xff,t3
	insbl v0,a0,t4
	ldq_l t5,0(t1)
	extbl t5,a0,t0
	cmpeq t0,t3,t2
	beq t2,.L16
	mskbl t5,a0,t2
	or t2,t4,t2
	stq_c t2,0(t1)
	beq t2,.L7
	mb
	beq t2,.L3
	and v0,0xff,v0
	ret
	unop

uat_add_return_1_seq_cst_fence:
	andnot a0,0x7,t1
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	addl t0,a1,v0
	and t0,0xff,t3
	insbl v0,a0,t4
	ldq_l t5,0(t1)
	extbl t5,a0,t0
	cmpeq t0,t3,t2
	beq t2,.L16
	mskbl t5,a0,t2
	or t2,t4,t2
	stq_c t2,0(t1)
	beq t2,.L7
	mb
	beq t2,.L3
	and v0,0xff,v0
	mb
	ret

uat_add_1_relaxed:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	addl t0,a1,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_add_1_acquire:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	addl t0,a1,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_add_1_release:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	addl t0,a1,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_add_1_acq_rel:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	addl t0,a1,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_add_1_seq_cst:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	addl t0,a1,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_add_1_seq_cst_fence:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	addl t0,a1,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mb
	ret
	unop

uat_and_1_relaxed:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	and a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_and_1_acquire:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	and a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_and_1_release:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	and a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_and_1_acq_rel:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	and a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_and_1_seq_cst:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	and a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_and_1_seq_cst_fence:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	and a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mb
	ret
	unop

uat_or_1_relaxed:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	or a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_or_1_acquire:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	or a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_or_1_release:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	or a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_or_1_acq_rel:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	or a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_or_1_seq_cst:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	or a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_or_1_seq_cst_fence:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	or a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mb
	ret
	unop

uat_xor_1_relaxed:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	xor a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_xor_1_acquire:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	xor a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_xor_1_release:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	xor a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_xor_1_acq_rel:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	xor a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_xor_1_seq_cst:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	xor a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_xor_1_seq_cst_fence:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	xor a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mb
	ret
	unop

uat_fetch_add_1_relaxed:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	addl t0,a1,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_add_1_acquire:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	addl t0,a1,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_add_1_release:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	addl t0,a1,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_add_1_acq_rel:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	addl t0,a1,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_add_1_seq_cst:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	addl t0,a1,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_add_1_seq_cst_fence:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	addl t0,a1,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	mb
	ret

uat_fetch_and_1_relaxed:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	and a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_and_1_acquire:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	and a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_and_1_release:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	and a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_and_1_acq_rel:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	and a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_and_1_seq_cst:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	and a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_and_1_seq_cst_fence:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	and a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	mb
	ret

uat_fetch_or_1_relaxed:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	or a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_or_1_acquire:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	or a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_or_1_release:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	or a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_or_1_acq_rel:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	or a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_or_1_seq_cst:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	or a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_or_1_seq_cst_fence:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	or a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	mb
	ret

uat_fetch_xor_1_relaxed:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	xor a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_xor_1_acquire:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	xor a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_xor_1_release:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	xor a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_xor_1_acq_rel:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	xor a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_xor_1_seq_cst:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	xor a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_xor_1_seq_cst_fence:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	xor a1,t0,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	mb
	ret

uat_fetch_smax_1_relaxed:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extbl v0,a0,v0
	sll v0,0x38,t0
	sra t0,0x38,t0
	cmple t0,a1,t1
	cmovne t1,a1,t0
	insbl t0,a0,t0
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L16
	mskbl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L8
	and t1,0xff,t0
	and t2,0xff,v0
	beq t0,.L3
	sll v0,0x38,v0
	sra v0,0x38,v0
	ret
	nop
	unop

uat_fetch_smax_1_acquire:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extbl v0,a0,v0
	sll v0,0x38,t0
	sra t0,0x38,t0
	cmple t0,a1,t1
	cmovne t1,a1,t0
	insbl t0,a0,t0
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L17
	mskbl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L8
	mb
	and t1,0xff,t0
	and t2,0xff,v0
	beq t0,.L3
	sll v0,0x38,v0
	sra v0,0x38,v0
	ret
	unop

uat_fetch_smax_1_release:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extbl v0,a0,v0
	sll v0,0x38,t0
	mb
	sra t0,0x38,t0
	cmple t0,a1,t1
	cmovne t1,a1,t0
	insbl t0,a0,t0
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L17
	mskbl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L9
	and t1,0xff,t0
	and t2,0xff,v0
	beq t0,.L3
	sll v0,0x38,v0
	sra v0,0x38,v0
	ret
	unop

uat_fetch_smax_1_acq_rel:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extbl v0,a0,v0
	sll v0,0x38,t0
	mb
	sra t0,0x38,t0
	cmple t0,a1,t1
	cmovne t1,a1,t0
	insbl t0,a0,t0
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L18
	mskbl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L9
	mb
	and t1,0xff,t0
	and t2,0xff,v0
	beq t0,.L3
	sll v0,0x38,v0
	sra v0,0x38,v0
	ret

uat_fetch_smax_1_seq_cst:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extbl v0,a0,v0
	sll v0,0x38,t0
	mb
	sra t0,0x38,t0
	cmple t0,a1,t1
	cmovne t1,a1,t0
	insbl t0,a0,t0
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L18
	mskbl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L9
	mb
	and t1,0xff,t0
	and t2,0xff,v0
	beq t0,.L3
	sll v0,0x38,v0
	sra v0,0x38,v0
	ret

uat_fetch_smax_1_seq_cst_fence:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extbl v0,a0,v0
	sll v0,0x38,t0
	mb
	sra t0,0x38,t0
	cmple t0,a1,t1
	cmovne t1,a1,t0
	insbl t0,a0,t0
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L18
	mskbl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L9
	mb
	and t1,0xff,t0
	and t2,0xff,v0
	beq t0,.L3
	sll v0,0x38,v0
	mb
	sra v0,0x38,v0
	ret
	unop
	nop
	unop

uat_fetch_umax_1_relaxed:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extbl v0,a0,v0
	cmpule a1,v0,t0
	mov v0,t1
	cmoveq t0,a1,t1
	insbl t1,a0,t1
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,v0,t0
	beq t0,.L15
	mskbl t4,a0,t0
	or t0,t1,t0
	stq_c t0,0(t3)
	beq t0,.L7
	and t0,0xff,t0
	and t2,0xff,v0
	beq t0,.L3
	ret
	unop

uat_fetch_umax_1_acquire:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extbl v0,a0,v0
	cmpule a1,v0,t0
	mov v0,t1
	cmoveq t0,a1,t1
	insbl t1,a0,t1
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,v0,t0
	beq t0,.L16
	mskbl t4,a0,t0
	or t0,t1,t0
	stq_c t0,0(t3)
	beq t0,.L7
	mb
	and t0,0xff,t0
	and t2,0xff,v0
	beq t0,.L3
	ret

uat_fetch_umax_1_release:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extbl v0,a0,v0
	cmpule a1,v0,t0
	mb
	mov v0,t1
	cmoveq t0,a1,t1
	insbl t1,a0,t1
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,v0,t0
	beq t0,.L16
	mskbl t4,a0,t0
	or t0,t1,t0
	stq_c t0,0(t3)
	beq t0,.L8
	and t0,0xff,t0
	and t2,0xff,v0
	beq t0,.L3
	ret

uat_fetch_umax_1_acq_rel:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extbl v0,a0,v0
	cmpule a1,v0,t0
	mb
	mov v0,t1
	cmoveq t0,a1,t1
	insbl t1,a0,t1
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,v0,t0
	beq t0,.L17
	mskbl t4,a0,t0
	or t0,t1,t0
	stq_c t0,0(t3)
	beq t0,.L8
	mb
	and t0,0xff,t0
	and t2,0xff,v0
	beq t0,.L3
	ret
	unop
	nop
	unop

uat_fetch_umax_1_seq_cst:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extbl v0,a0,v0
	cmpule a1,v0,t0
	mb
	mov v0,t1
	cmoveq t0,a1,t1
	insbl t1,a0,t1
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,v0,t0
	beq t0,.L17
	mskbl t4,a0,t0
	or t0,t1,t0
	stq_c t0,0(t3)
	beq t0,.L8
	mb
	and t0,0xff,t0
	and t2,0xff,v0
	beq t0,.L3
	ret
	unop
	nop
	unop

uat_fetch_umax_1_seq_cst_fence:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extbl v0,a0,v0
	cmpule a1,v0,t0
	mb
	mov v0,t1
	cmoveq t0,a1,t1
	insbl t1,a0,t1
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,v0,t0
	beq t0,.L17
	mskbl t4,a0,t0
	or t0,t1,t0
	stq_c t0,0(t3)
	beq t0,.L8
	mb
	and t0,0xff,t0
	and t2,0xff,v0
	beq t0,.L3
	mb
	ret
	nop
	unop

uat_fetch_smin_1_relaxed:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extbl v0,a0,v0
	sll v0,0x38,t0
	sra t0,0x38,t0
	cmplt t0,a1,t1
	cmoveq t1,a1,t0
	insbl t0,a0,t0
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L16
	mskbl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L8
	and t1,0xff,t0
	and t2,0xff,v0
	beq t0,.L3
	sll v0,0x38,v0
	sra v0,0x38,v0
	ret
	nop
	unop

uat_fetch_smin_1_acquire:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extbl v0,a0,v0
	sll v0,0x38,t0
	sra t0,0x38,t0
	cmplt t0,a1,t1
	cmoveq t1,a1,t0
	insbl t0,a0,t0
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L17
	mskbl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L8
	mb
	and t1,0xff,t0
	and t2,0xff,v0
	beq t0,.L3
	sll v0,0x38,v0
	sra v0,0x38,v0
	ret
	unop

uat_fetch_smin_1_release:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extbl v0,a0,v0
	sll v0,0x38,t0
	mb
	sra t0,0x38,t0
	cmplt t0,a1,t1
	cmoveq t1,a1,t0
	insbl t0,a0,t0
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L17
	mskbl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L9
	and t1,0xff,t0
	and t2,0xff,v0
	beq t0,.L3
	sll v0,0x38,v0
	sra v0,0x38,v0
	ret
	unop

uat_fetch_smin_1_acq_rel:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extbl v0,a0,v0
	sll v0,0x38,t0
	mb
	sra t0,0x38,t0
	cmplt t0,a1,t1
	cmoveq t1,a1,t0
	insbl t0,a0,t0
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L18
	mskbl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L9
	mb
	and t1,0xff,t0
	and t2,0xff,v0
	beq t0,.L3
	sll v0,0x38,v0
	sra v0,0x38,v0
	ret

uat_fetch_smin_1_seq_cst:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extbl v0,a0,v0
	sll v0,0x38,t0
	mb
	sra t0,0x38,t0
	cmplt t0,a1,t1
	cmoveq t1,a1,t0
	insbl t0,a0,t0
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L18
	mskbl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L9
	mb
	and t1,0xff,t0
	and t2,0xff,v0
	beq t0,.L3
	sll v0,0x38,v0
	sra v0,0x38,v0
	ret

uat_fetch_smin_1_seq_cst_fence:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extbl v0,a0,v0
	sll v0,0x38,t0
	mb
	sra t0,0x38,t0
	cmplt t0,a1,t1
	cmoveq t1,a1,t0
	insbl t0,a0,t0
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L18
	mskbl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L9
	mb
	and t1,0xff,t0
	and t2,0xff,v0
	beq t0,.L3
	sll v0,0x38,v0
	mb
	sra v0,0x38,v0
	ret
	unop
	nop
	unop

uat_fetch_umin_1_relaxed:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extbl v0,a0,v0
	cmpult a1,v0,t0
	mov v0,t1
	cmovne t0,a1,t1
	insbl t1,a0,t1
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,v0,t0
	beq t0,.L15
	mskbl t4,a0,t0
	or t0,t1,t0
	stq_c t0,0(t3)
	beq t0,.L7
	and t0,0xff,t0
	and t2,0xff,v0
	beq t0,.L3
	ret
	unop

uat_fetch_umin_1_acquire:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extbl v0,a0,v0
	cmpult a1,v0,t0
	mov v0,t1
	cmovne t0,a1,t1
	insbl t1,a0,t1
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,v0,t0
	beq t0,.L16
	mskbl t4,a0,t0
	or t0,t1,t0
	stq_c t0,0(t3)
	beq t0,.L7
	mb
	and t0,0xff,t0
	and t2,0xff,v0
	beq t0,.L3
	ret

uat_fetch_umin_1_release:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extbl v0,a0,v0
	cmpult a1,v0,t0
	mb
	mov v0,t1
	cmovne t0,a1,t1
	insbl t1,a0,t1
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,v0,t0
	beq t0,.L16
	mskbl t4,a0,t0
	or t0,t1,t0
	stq_c t0,0(t3)
	beq t0,.L8
	and t0,0xff,t0
	and t2,0xff,v0
	beq t0,.L3
	ret

uat_fetch_umin_1_acq_rel:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extbl v0,a0,v0
	cmpult a1,v0,t0
	mb
	mov v0,t1
	cmovne t0,a1,t1
	insbl t1,a0,t1
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,v0,t0
	beq t0,.L17
	mskbl t4,a0,t0
	or t0,t1,t0
	stq_c t0,0(t3)
	beq t0,.L8
	mb
	and t0,0xff,t0
	and t2,0xff,v0
	beq t0,.L3
	ret
	unop
	nop
	unop

uat_fetch_umin_1_seq_cst:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extbl v0,a0,v0
	cmpult a1,v0,t0
	mb
	mov v0,t1
	cmovne t0,a1,t1
	insbl t1,a0,t1
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,v0,t0
	beq t0,.L17
	mskbl t4,a0,t0
	or t0,t1,t0
	stq_c t0,0(t3)
	beq t0,.L8
	mb
	and t0,0xff,t0
	and t2,0xff,v0
	beq t0,.L3
	ret
	unop
	nop
	unop

uat_fetch_umin_1_seq_cst_fence:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extbl v0,a0,v0
	cmpult a1,v0,t0
	mb
	mov v0,t1
	cmovne t0,a1,t1
	insbl t1,a0,t1
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,v0,t0
	beq t0,.L17
	mskbl t4,a0,t0
	or t0,t1,t0
	stq_c t0,0(t3)
	beq t0,.L8
	mb
	and t0,0xff,t0
	and t2,0xff,v0
	beq t0,.L3
	mb
	ret
	nop
	unop

uat_test_and_set_bit_1_relaxed:
	and a1,0x7,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extbl t0,a0,t0
	sextl t1,t1
	mov t1,t4
	andnot a0,0x7,t3
	mb
	or t0,t4,t2
	and t0,0xff,t6
	insbl t2,a0,t2
	ldq_l t7,0(t3)
	extbl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskbl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_set_bit_1_acquire:
	and a1,0x7,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extbl t0,a0,t0
	sextl t1,t1
	mov t1,t4
	andnot a0,0x7,t3
	mb
	or t0,t4,t2
	and t0,0xff,t6
	insbl t2,a0,t2
	ldq_l t7,0(t3)
	extbl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskbl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_set_bit_1_release:
	and a1,0x7,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extbl t0,a0,t0
	sextl t1,t1
	mov t1,t4
	andnot a0,0x7,t3
	mb
	or t0,t4,t2
	and t0,0xff,t6
	insbl t2,a0,t2
	ldq_l t7,0(t3)
	extbl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskbl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_set_bit_1_acq_rel:
	and a1,0x7,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extbl t0,a0,t0
	sextl t1,t1
	mov t1,t4
	andnot a0,0x7,t3
	mb
	or t0,t4,t2
	and t0,0xff,t6
	insbl t2,a0,t2
	ldq_l t7,0(t3)
	extbl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskbl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_set_bit_1_seq_cst:
	and a1,0x7,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extbl t0,a0,t0
	sextl t1,t1
	mov t1,t4
	andnot a0,0x7,t3
	mb
	or t0,t4,t2
	and t0,0xff,t6
	insbl t2,a0,t2
	ldq_l t7,0(t3)
	extbl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskbl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_set_bit_1_seq_cst_fence:
	and a1,0x7,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extbl t0,a0,t0
	sextl t1,t1
	mov t1,t4
	andnot a0,0x7,t3
	mb
	or t0,t4,t2
	and t0,0xff,t6
	insbl t2,a0,t2
	ldq_l t7,0(t3)
	extbl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskbl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	mb
	ret
	nop
	unop

uat_test_and_clear_bit_1_relaxed:
	and a1,0x7,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extbl t0,a0,t0
	sextl t1,t1
	not t1,t4
	andnot a0,0x7,t3
	mb
	and t0,t4,t2
	and t0,0xff,t6
	insbl t2,a0,t2
	ldq_l t7,0(t3)
	extbl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskbl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_clear_bit_1_acquire:
	and a1,0x7,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extbl t0,a0,t0
	sextl t1,t1
	not t1,t4
	andnot a0,0x7,t3
	mb
	and t0,t4,t2
	and t0,0xff,t6
	insbl t2,a0,t2
	ldq_l t7,0(t3)
	extbl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskbl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_clear_bit_1_release:
	and a1,0x7,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extbl t0,a0,t0
	sextl t1,t1
	not t1,t4
	andnot a0,0x7,t3
	mb
	and t0,t4,t2
	and t0,0xff,t6
	insbl t2,a0,t2
	ldq_l t7,0(t3)
	extbl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskbl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_clear_bit_1_acq_rel:
	and a1,0x7,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extbl t0,a0,t0
	sextl t1,t1
	not t1,t4
	andnot a0,0x7,t3
	mb
	and t0,t4,t2
	and t0,0xff,t6
	insbl t2,a0,t2
	ldq_l t7,0(t3)
	extbl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskbl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_clear_bit_1_seq_cst:
	and a1,0x7,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extbl t0,a0,t0
	sextl t1,t1
	not t1,t4
	andnot a0,0x7,t3
	mb
	and t0,t4,t2
	and t0,0xff,t6
	insbl t2,a0,t2
	ldq_l t7,0(t3)
	extbl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskbl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_clear_bit_1_seq_cst_fence:
	and a1,0x7,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extbl t0,a0,t0
	sextl t1,t1
	not t1,t4
	andnot a0,0x7,t3
	mb
	and t0,t4,t2
	and t0,0xff,t6
	insbl t2,a0,t2
	ldq_l t7,0(t3)
	extbl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskbl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	mb
	ret
	nop
	unop

uat_test_and_change_bit_1_relaxed:
	and a1,0x7,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extbl t0,a0,t0
	sextl t1,t1
	mov t1,t4
	andnot a0,0x7,t3
	mb
	xor t0,t4,t2
	and t0,0xff,t6
	insbl t2,a0,t2
	ldq_l t7,0(t3)
	extbl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskbl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_change_bit_1_acquire:
	and a1,0x7,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extbl t0,a0,t0
	sextl t1,t1
	mov t1,t4
	andnot a0,0x7,t3
	mb
	xor t0,t4,t2
	and t0,0xff,t6
	insbl t2,a0,t2
	ldq_l t7,0(t3)
	extbl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskbl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_change_bit_1_release:
	and a1,0x7,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extbl t0,a0,t0
	sextl t1,t1
	mov t1,t4
	andnot a0,0x7,t3
	mb
	xor t0,t4,t2
	and t0,0xff,t6
	insbl t2,a0,t2
	ldq_l t7,0(t3)
	extbl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskbl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_change_bit_1_acq_rel:
	and a1,0x7,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extbl t0,a0,t0
	sextl t1,t1
	mov t1,t4
	andnot a0,0x7,t3
	mb
	xor t0,t4,t2
	and t0,0xff,t6
	insbl t2,a0,t2
	ldq_l t7,0(t3)
	extbl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskbl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_change_bit_1_seq_cst:
	and a1,0x7,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extbl t0,a0,t0
	sextl t1,t1
	mov t1,t4
	andnot a0,0x7,t3
	mb
	xor t0,t4,t2
	and t0,0xff,t6
	insbl t2,a0,t2
	ldq_l t7,0(t3)
	extbl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskbl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_change_bit_1_seq_cst_fence:
	and a1,0x7,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extbl t0,a0,t0
	sextl t1,t1
	mov t1,t4
	andnot a0,0x7,t3
	mb
	xor t0,t4,t2
	and t0,0xff,t6
	insbl t2,a0,t2
	ldq_l t7,0(t3)
	extbl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskbl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	mb
	ret
	nop
	unop

uat_fetch_add_unless_1_relaxed:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extbl v0,a0,v0
	addl a1,v0,t0
	cmpeq a2,v0,t1
	insbl t0,a0,t0
	bne t1,.L18
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L15
	mskbl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L7
	and t1,0xff,t0
	and t2,0xff,v0
	beq t0,.L3
	ret
	unop

uat_fetch_add_unless_1_acquire:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extbl v0,a0,v0
	addl a1,v0,t0
	cmpeq a2,v0,t1
	insbl t0,a0,t0
	bne t1,.L19
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L16
	mskbl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L7
	mb
	and t1,0xff,t0
	and t2,0xff,v0
	beq t0,.L3
	ret

uat_fetch_add_unless_1_release:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extbl v0,a0,v0
	addl a1,v0,t0
	cmpeq a2,v0,t1
	insbl t0,a0,t0
	bne t1,.L19
	mb
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L16
	mskbl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L8
	and t1,0xff,t0
	and t2,0xff,v0
	beq t0,.L3
	ret

uat_fetch_add_unless_1_acq_rel:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extbl v0,a0,v0
	addl a1,v0,t0
	cmpeq a2,v0,t1
	insbl t0,a0,t0
	bne t1,.L20
	mb
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L17
	mskbl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L8
	mb
	and t1,0xff,t0
	and t2,0xff,v0
	beq t0,.L3
	ret
	unop
	nop
	unop

uat_fetch_add_unless_1_seq_cst:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extbl v0,a0,v0
	addl a1,v0,t0
	cmpeq a2,v0,t1
	insbl t0,a0,t0
	bne t1,.L20
	mb
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L17
	mskbl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L8
	mb
	and t1,0xff,t0
	and t2,0xff,v0
	beq t0,.L3
	ret
	unop
	nop
	unop

uat_fetch_add_unless_1_seq_cst_fence:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extbl v0,a0,v0
	addl a1,v0,t0
	cmpeq a2,v0,t1
	insbl t0,a0,t0
	bne t1,.L21
	mb
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L17
	mskbl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L8
	mb
	and t1,0xff,t0
	and t2,0xff,v0
	beq t0,.L3
	mb
	ret
	nop
	unop

uat_add_unless_1_relaxed:
	andnot a0,0x7,t4
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	addl a1,t0,t1
	cmpeq a2,t0,t2
	insbl t1,a0,t1
	bne t2,.L20
	ldq_l t5,0(t4)
	extbl t5,a0,t3
	cmpeq t3,t0,t2
	beq t2,.L15
	mskbl t5,a0,t2
	or t2,t1,t2
	stq_c t2,0(t4)
	beq t2,.L7
	and t2,0xff,t1
	and t3,0xff,t0
	beq t1,.L3
	lda v0,1
	ret
	clr v0
	ret
	nop
	unop

uat_add_unless_1_acquire:
	andnot a0,0x7,t4
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	addl a1,t0,t1
	cmpeq a2,t0,t2
	insbl t1,a0,t1
	bne t2,.L24
	ldq_l t5,0(t4)
	extbl t5,a0,t3
	cmpeq t3,t0,t2
	beq t2,.L16
	mskbl t5,a0,t2
	or t2,t1,t2
	stq_c t2,0(t4)
	beq t2,.L7
	mb
	and t2,0xff,t1
	and t3,0xff,t0
	beq t1,.L3
	lda v0,1
	ret
	unop
	nop
	unop
	clr v0
	ret
	nop
	unop

uat_add_unless_1_release:
	andnot a0,0x7,t4
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	addl a1,t0,t1
	cmpeq a2,t0,t2
	insbl t1,a0,t1
	bne t2,.L24
	mb
	ldq_l t5,0(t4)
	extbl t5,a0,t3
	cmpeq t3,t0,t2
	beq t2,.L16
	mskbl t5,a0,t2
	or t2,t1,t2
	stq_c t2,0(t4)
	beq t2,.L8
	and t2,0xff,t1
	and t3,0xff,t0
	beq t1,.L3
	lda v0,1
	ret
	unop
	nop
	unop
	clr v0
	ret
	nop
	unop

uat_add_unless_1_acq_rel:
	andnot a0,0x7,t4
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	addl a1,t0,t1
	cmpeq a2,t0,t2
	insbl t1,a0,t1
	bne t2,.L24
	mb
	ldq_l t5,0(t4)
	extbl t5,a0,t3
	cmpeq t3,t0,t2
	beq t2,.L17
	mskbl t5,a0,t2
	or t2,t1,t2
	stq_c t2,0(t4)
	beq t2,.L8
	mb
	and t2,0xff,t1
	and t3,0xff,t0
	beq t1,.L3
	lda v0,1
	ret
	nop
	unop
	clr v0
	ret
	nop
	unop

uat_add_unless_1_seq_cst:
	andnot a0,0x7,t4
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	addl a1,t0,t1
	cmpeq a2,t0,t2
	insbl t1,a0,t1
	bne t2,.L24
	mb
	ldq_l t5,0(t4)
	extbl t5,a0,t3
	cmpeq t3,t0,t2
	beq t2,.L17
	mskbl t5,a0,t2
	or t2,t1,t2
	stq_c t2,0(t4)
	beq t2,.L8
	mb
	and t2,0xff,t1
	and t3,0xff,t0
	beq t1,.L3
	lda v0,1
	ret
	nop
	unop
	clr v0
	ret
	nop
	unop

uat_add_unless_1_seq_cst_fence:
	andnot a0,0x7,t4
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	addl a1,t0,t1
	cmpeq a2,t0,t2
	insbl t1,a0,t1
	bne t2,.L24
	mb
	ldq_l t5,0(t4)
	extbl t5,a0,t3
	cmpeq t3,t0,t2
	beq t2,.L17
	mskbl t5,a0,t2
	or t2,t1,t2
	stq_c t2,0(t4)
	beq t2,.L8
	mb
	and t2,0xff,t1
	and t3,0xff,t0
	beq t1,.L3
	lda v0,1
	mb
	ret
	unop
	clr v0
	ret
	nop
	unop

uat_dec_if_positive_1_relaxed:
	andnot a0,0x7,t4
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	sll t0,0x38,t1
	subl t0,0x1,t2
	sra t1,0x38,t1
	insbl t2,a0,t2
	ble t1,.L24
	ldq_l t5,0(t4)
	extbl t5,a0,t3
	cmpeq t3,t0,t1
	beq t1,.L16
	mskbl t5,a0,t1
	or t1,t2,t1
	stq_c t1,0(t4)
	beq t1,.L8
	and t1,0xff,t1
	and t3,0xff,t0
	beq t1,.L3
	subl t0,0x1,v0
	and v0,0xff,v0
	sll v0,0x38,v0
	sra v0,0x38,v0
	ret
	cmpeq t0,0x80,t1
	cmpeq t1,0,t1
	subl t0,t1,v0
	and v0,0xff,v0
	br .L21
	unop
	nop
	unop

uat_dec_if_positive_1_acquire:
	andnot a0,0x7,t4
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	sll t0,0x38,t1
	subl t0,0x1,t2
	sra t1,0x38,t1
	insbl t2,a0,t2
	ble t1,.L28
	ldq_l t5,0(t4)
	extbl t5,a0,t3
	cmpeq t3,t0,t1
	beq t1,.L17
	mskbl t5,a0,t1
	or t1,t2,t1
	stq_c t1,0(t4)
	beq t1,.L8
	mb
	and t1,0xff,t1
	and t3,0xff,t0
	beq t1,.L3
	subl t0,0x1,v0
	and v0,0xff,v0
	sll v0,0x38,v0
	sra v0,0x38,v0
	ret
	unop
	nop
	unop
	cmpeq t0,0x80,t1
	cmpeq t1,0,t1
	subl t0,t1,v0
	and v0,0xff,v0
	br .L22
	unop
	nop
	unop

uat_dec_if_positive_1_release:
	andnot a0,0x7,t4
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	sll t0,0x38,t1
	subl t0,0x1,t2
	sra t1,0x38,t1
	insbl t2,a0,t2
	ble t1,.L28
	mb
	ldq_l t5,0(t4)
	extbl t5,a0,t3
	cmpeq t3,t0,t1
	beq t1,.L17
	mskbl t5,a0,t1
	or t1,t2,t1
	stq_c t1,0(t4)
	beq t1,.L9
	and t1,0xff,t1
	and t3,0xff,t0
	beq t1,.L3
	subl t0,0x1,v0
	and v0,0xff,v0
	sll v0,0x38,v0
	sra v0,0x38,v0
	ret
	unop
	nop
	unop
	cmpeq t0,0x80,t1
	cmpeq t1,0,t1
	subl t0,t1,v0
	and v0,0xff,v0
	br .L22
	unop
	nop
	unop

uat_dec_if_positive_1_acq_rel:
	andnot a0,0x7,t4
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	sll t0,0x38,t1
	subl t0,0x1,t2
	sra t1,0x38,t1
	insbl t2,a0,t2
	ble t1,.L28
	mb
	ldq_l t5,0(t4)
	extbl t5,a0,t3
	cmpeq t3,t0,t1
	beq t1,.L18
	mskbl t5,a0,t1
	or t1,t2,t1
	stq_c t1,0(t4)
	beq t1,.L9
	mb
	and t1,0xff,t1
	and t3,0xff,t0
	beq t1,.L3
	subl t0,0x1,v0
	and v0,0xff,v0
	sll v0,0x38,v0
	sra v0,0x38,v0
	ret
	nop
	unop
	cmpeq t0,0x80,t1
	cmpeq t1,0,t1
	subl t0,t1,v0
	and v0,0xff,v0
	br .L23
	unop
	nop
	unop

uat_dec_if_positive_1_seq_cst:
	andnot a0,0x7,t4
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	sll t0,0x38,t1
	subl t0,0x1,t2
	sra t1,0x38,t1
	insbl t2,a0,t2
	ble t1,.L28
	mb
	ldq_l t5,0(t4)
	extbl t5,a0,t3
	cmpeq t3,t0,t1
	beq t1,.L18
	mskbl t5,a0,t1
	or t1,t2,t1
	stq_c t1,0(t4)
	beq t1,.L9
	mb
	and t1,0xff,t1
	and t3,0xff,t0
	beq t1,.L3
	subl t0,0x1,v0
	and v0,0xff,v0
	sll v0,0x38,v0
	sra v0,0x38,v0
	ret
	nop
	unop
	cmpeq t0,0x80,t1
	cmpeq t1,0,t1
	subl t0,t1,v0
	and v0,0xff,v0
	br .L23
	unop
	nop
	unop

uat_dec_if_positive_1_seq_cst_fence:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extbl v0,a0,v0
	sll v0,0x38,t0
	subl v0,0x1,t1
	sra t0,0x38,t0
	insbl t1,a0,t1
	ble t0,.L28
	mb
	ldq_l t4,0(t3)
	extbl t4,a0,t2
	cmpeq t2,v0,t0
	beq t0,.L18
	mskbl t4,a0,t0
	or t0,t1,t0
	stq_c t0,0(t3)
	beq t0,.L9
	mb
	and t0,0xff,t0
	and t2,0xff,v0
	beq t0,.L3
	subl v0,0x1,v0
	sll v0,0x38,v0
	mb
	sra v0,0x38,v0
	ret
	nop
	unop
	cmpeq v0,0x80,t0
	cmpeq t0,0,t0
	subl v0,t0,v0
	sll v0,0x38,v0
	sra v0,0x38,v0
	ret
	nop
	unop

uat_cond_load_1_relaxed:
	mov a1,v0
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	cmpeq v0,t0,t0
	beq t0,.L8
	ret
	nop
	unop
	br .L1
	unop
	nop
	unop

uat_cond_load_1_consume:
	mov a1,v0
	ldq_u t0,0(a0)
	mb
	extbl t0,a0,t0
	cmpeq v0,t0,t0
	beq t0,.L8
	ret
	unop
	br .L1
	unop
	nop
	unop

uat_cond_load_1_acquire:
	mov a1,v0
	ldq_u t0,0(a0)
	mb
	extbl t0,a0,t0
	cmpeq v0,t0,t0
	beq t0,.L8
	ret
	unop
	br .L1
	unop
	nop
	unop

uat_cond_load_1_seq_cst:
	mov a1,v0
	mb
	ldq_u t0,0(a0)
	mb
	extbl t0,a0,t0
	cmpeq v0,t0,t0
	beq t0,.L8
	ret
	br .L1
	unop
	nop
	unop

uat_cond_load_1_seq_cst_fence:
	mb
	mov a1,v0
	mb
	ldq_u t0,0(a0)
	mb
	extbl t0,a0,t0
	cmpeq v0,t0,t0
	beq t0,.L12
	mb
	ret
	nop
	unop
	br .L2
	unop
	nop
	unop

uat_inc_1_relaxed:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	addl t0,0x1,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_inc_1_acquire:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	addl t0,0x1,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_inc_1_release:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	addl t0,0x1,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_inc_1_acq_rel:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	addl t0,0x1,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_inc_1_seq_cst:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	addl t0,0x1,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_inc_1_seq_cst_fence:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	addl t0,0x1,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mb
	ret
	unop

uat_dec_1_relaxed:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	subl t0,0x1,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_dec_1_acquire:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	subl t0,0x1,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_dec_1_release:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	subl t0,0x1,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_dec_1_acq_rel:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	subl t0,0x1,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_dec_1_seq_cst:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	subl t0,0x1,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_dec_1_seq_cst_fence:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	subl t0,0x1,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mb
	ret
	unop

uat_add_around_1_mb:
	mb
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extbl t0,a0,t0
	mb
	addl t0,a1,t1
	and t0,0xff,t4
	insbl t1,a0,t1
	ldq_l t5,0(t2)
	extbl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L17
	mskbl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L8
	mb
	beq t3,.L4
	mb
	ret

uat_load_2_relaxed:
	ldq_u v0,0(a0)
	extwl v0,a0,v0
	ret
	unop

uat_load_2_consume:
	ldq_u v0,0(a0)
	mb
	extwl v0,a0,v0
	ret

uat_load_2_acquire:
	ldq_u v0,0(a0)
	mb
	extwl v0,a0,v0
	ret

uat_load_2_seq_cst:
	mb
	ldq_u v0,0(a0)
	mb
	extwl v0,a0,v0
	ret
	unop
	nop
	unop

uat_load_2_seq_cst_fence:
	mb
	mb
	ldq_u v0,0(a0)
	mb
	extwl v0,a0,v0
	mb
	ret
	unop

uat_store_2_relaxed:
	andnot a0,0x7,t3
	ldq_u t0,0(a0)
	insql a1,a0,a1
	extwl t0,a0,t0
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,t0,t1
	beq t1,.L11
	mskwl t4,a0,t1
	or t1,a1,t1
	stq_c t1,0(t3)
	zapnot t1,0x3,t1
	zapnot t2,0x3,t0
	beq t1,.L4
	ret
	unop

uat_store_2_release:
	andnot a0,0x7,t3
	ldq_u t0,0(a0)
	insql a1,a0,a1
	extwl t0,a0,t0
	mb
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,t0,t1
	beq t1,.L12
	mskwl t4,a0,t1
	or t1,a1,t1
	stq_c t1,0(t3)
	zapnot t1,0x3,t1
	zapnot t2,0x3,t0
	beq t1,.L4
	ret

uat_store_2_seq_cst:
	andnot a0,0x7,t3
	ldq_u t0,0(a0)
	insql a1,a0,a1
	extwl t0,a0,t0
	mb
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,t0,t1
	beq t1,.L13
	mskwl t4,a0,t1
	or t1,a1,t1
	stq_c t1,0(t3)
	mb
	zapnot t1,0x3,t1
	zapnot t2,0x3,t0
	beq t1,.L4
	ret
	unop
	nop
	unop

uat_store_2_seq_cst_fence:
	andnot a0,0x7,t3
	ldq_u t0,0(a0)
	insql a1,a0,a1
	extwl t0,a0,t0
	mb
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,t0,t1
	beq t1,.L13
	mskwl t4,a0,t1
	or t1,a1,t1
	stq_c t1,0(t3)
	mb
	zapnot t1,0x3,t1
	zapnot t2,0x3,t0
	beq t1,.L4
	mb
	ret
	nop
	unop

uat_cmpxchg_2_relaxed:
	andnot a0,0x7,t0
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extwl t2,a0,v0
	cmpeq v0,a1,t1
	beq t1,.L10
	mskwl t2,a0,t1
	or t1,a2,t1
	stq_c t1,0(t0)
	beq t1,.L2
	zapnot v0,0x3,v0
	ret

uat_cmpxchg_2_acquire:
	andnot a0,0x7,t0
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extwl t2,a0,v0
	cmpeq v0,a1,t1
	beq t1,.L10
	mskwl t2,a0,t1
	or t1,a2,t1
	stq_c t1,0(t0)
	beq t1,.L2
	mb
	zapnot v0,0x3,v0
	ret
	unop
	nop
	unop

uat_cmpxchg_2_release:
	mb
	andnot a0,0x7,t0
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extwl t2,a0,v0
	cmpeq v0,a1,t1
	beq t1,.L11
	mskwl t2,a0,t1
	or t1,a2,t1
	stq_c t1,0(t0)
	beq t1,.L3
	zapnot v0,0x3,v0
	ret
	unop
	nop
	unop

uat_cmpxchg_2_acq_rel:
	mb
	andnot a0,0x7,t0
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extwl t2,a0,v0
	cmpeq v0,a1,t1
	beq t1,.L11
	mskwl t2,a0,t1
	or t1,a2,t1
	stq_c t1,0(t0)
	beq t1,.L3
	mb
	zapnot v0,0x3,v0
	ret
	nop
	unop

uat_cmpxchg_2_seq_cst:
	mb
	andnot a0,0x7,t0
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extwl t2,a0,v0
	cmpeq v0,a1,t1
	beq t1,.L11
	mskwl t2,a0,t1
	or t1,a2,t1
	stq_c t1,0(t0)
	beq t1,.L3
	mb
	zapnot v0,0x3,v0
	ret
	nop
	unop

uat_cmpxchg_2_seq_cst_fence_sc:
	mb
	andnot a0,0x7,t0
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extwl t2,a0,v0
	cmpeq v0,a1,t1
	beq t1,.L11
	mskwl t2,a0,t1
	or t1,a2,t1
	stq_c t1,0(t0)
	beq t1,.L3
	mb
	cmpeq a1,v0,a1
	zapnot v0,0x3,v0
	beq a1,.L16
	mb
	ret
	unop
	nop
	unop

uat_cmpxchg_2_seq_cst_fence:
	mb
	andnot a0,0x7,t1
	zapnot a1,0x3,t0
	insql a2,a0,a2
	ldq_l t3,0(t1)
	extwl t3,a0,v0
	cmpeq v0,t0,t2
	beq t2,.L12
	mskwl t3,a0,t2
	or t2,a2,t2
	stq_c t2,0(t1)
	beq t2,.L4
	mb
	cmpeq a1,v0,a1
	zapnot v0,0x3,v0
	beq a1,.L20
	mb
	ret
	nop
	unop
	mb
	mb
	ldq_l t3,0(t1)
	extwl t3,a0,v0
	cmpeq v0,t0,t2
	beq t2,.L30
	mskwl t3,a0,t2
	or t2,a2,t2
	stq_c t2,0(t1)
	beq t2,.L22
	mb
	zapnot v0,0x3,v0
	mb
	ret
	nop
	unop

uat_cmpxchg_test_2_seq_cst_fence:
	mb
	andnot a0,0x7,t1
	zapnot a1,0x3,t0
	insql a2,a0,a2
	ldq_l t3,0(t1)
	extwl t3,a0,v0
	cmpeq v0,t0,t2
	beq t2,.L12
	mskwl t3,a0,t2
	or t2,a2,t2
	stq_c t2,0(t1)
	beq t2,.L4
	mb
	cmpeq a1,v0,v0
	beq v0,.L20
	sextl v0,v0
	mb
	ret
	nop
	unop
	mb
	mb
	ldq_l t3,0(t1)
	extwl t3,a0,v0
	cmpeq v0,t0,t2
	beq t2,.L30
	mskwl t3,a0,t2
	or t2,a2,t2
	stq_c t2,0(t1)
	beq t2,.L22
	mb
	cmpeq a1,v0,v0
	sextl v0,v0
	mb
	ret
	unop

uat_try_cmpxchg_2_relaxed:
	andnot a0,0x7,t0
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extwl t2,a0,t1
	cmpeq t1,a1,v0
	beq v0,.L10
	mskwl t2,a0,v0
	or v0,a2,v0
	stq_c v0,0(t0)
	beq v0,.L2
	zapnot v0,0x3,v0
	ret

uat_try_cmpxchg_2_acquire:
	andnot a0,0x7,t0
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extwl t2,a0,t1
	cmpeq t1,a1,v0
	beq v0,.L10
	mskwl t2,a0,v0
	or v0,a2,v0
	stq_c v0,0(t0)
	beq v0,.L2
	mb
	zapnot v0,0x3,v0
	ret
	unop
	nop
	unop

uat_try_cmpxchg_2_release:
	mb
	andnot a0,0x7,t0
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extwl t2,a0,t1
	cmpeq t1,a1,v0
	beq v0,.L11
	mskwl t2,a0,v0
	or v0,a2,v0
	stq_c v0,0(t0)
	beq v0,.L3
	zapnot v0,0x3,v0
	ret
	unop
	nop
	unop

uat_try_cmpxchg_2_acq_rel:
	mb
	andnot a0,0x7,t0
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extwl t2,a0,t1
	cmpeq t1,a1,v0
	beq v0,.L11
	mskwl t2,a0,v0
	or v0,a2,v0
	stq_c v0,0(t0)
	beq v0,.L3
	mb
	zapnot v0,0x3,v0
	ret
	nop
	unop

uat_try_cmpxchg_2_seq_cst:
	mb
	andnot a0,0x7,t0
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extwl t2,a0,t1
	cmpeq t1,a1,v0
	beq v0,.L11
	mskwl t2,a0,v0
	or v0,a2,v0
	stq_c v0,0(t0)
	beq v0,.L3
	mb
	zapnot v0,0x3,v0
	ret
	nop
	unop

uat_try_cmpxchg_2_seq_cst_fence_sc:
	mb
	andnot a0,0x7,t0
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extwl t2,a0,t1
	cmpeq t1,a1,v0
	beq v0,.L11
	mskwl t2,a0,v0
	or v0,a2,v0
	stq_c v0,0(t0)
	beq v0,.L3
	mb
	zapnot v0,0x3,v0
	beq v0,.L15
	mb
	sextl v0,v0
	ret
	unop
	nop
	unop

uat_try_cmpxchg_2_seq_cst_fence:
	mb
	andnot a0,0x7,t1
	insql a2,a0,a2
	ldq_l t3,0(t1)
	extwl t3,a0,t2
	cmpeq t2,a1,t0
	beq t0,.L11
	mskwl t3,a0,t0
	or t0,a2,t0
	stq_c t0,0(t1)
	beq t0,.L3
	mb
	zapnot t0,0x3,t0
	lda v0,1
	beq t0,.L20
	sextl v0,v0
	mb
	ret
	nop
	unop
	mb
	mb
	ldq_l t2,0(t1)
	extwl t2,a0,t0
	cmpeq t0,a1,v0
	beq v0,.L30
	mskwl t2,a0,v0
	or v0,a2,v0
	stq_c v0,0(t1)
	beq v0,.L22
	mb
	and v0,0x1,v0
	sextl v0,v0
	mb
	ret
	unop

uat_try_cmpxchg_weak_2_relaxed:
	andnot a0,0x7,t0
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extwl t2,a0,t1
	cmpeq t1,a1,v0
	beq v0,.L9
	mskwl t2,a0,v0
	or v0,a2,v0
	stq_c v0,0(t0)
	zapnot v0,0x3,v0
	ret
	unop

uat_try_cmpxchg_weak_2_acquire:
	andnot a0,0x7,t0
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extwl t2,a0,t1
	cmpeq t1,a1,v0
	beq v0,.L9
	mskwl t2,a0,v0
	or v0,a2,v0
	stq_c v0,0(t0)
	mb
	zapnot v0,0x3,v0
	ret

uat_try_cmpxchg_weak_2_release:
	andnot a0,0x7,t0
	mb
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extwl t2,a0,t1
	cmpeq t1,a1,v0
	beq v0,.L10
	mskwl t2,a0,v0
	or v0,a2,v0
	stq_c v0,0(t0)
	zapnot v0,0x3,v0
	ret

uat_try_cmpxchg_weak_2_acq_rel:
	andnot a0,0x7,t0
	mb
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extwl t2,a0,t1
	cmpeq t1,a1,v0
	beq v0,.L10
	mskwl t2,a0,v0
	or v0,a2,v0
	stq_c v0,0(t0)
	mb
	zapnot v0,0x3,v0
	ret
	unop
	nop
	unop

uat_try_cmpxchg_weak_2_seq_cst:
	andnot a0,0x7,t0
	mb
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extwl t2,a0,t1
	cmpeq t1,a1,v0
	beq v0,.L10
	mskwl t2,a0,v0
	or v0,a2,v0
	stq_c v0,0(t0)
	mb
	zapnot v0,0x3,v0
	ret
	unop
	nop
	unop

uat_try_cmpxchg_weak_2_seq_cst_fence_sc:
	andnot a0,0x7,t0
	mb
	insql a2,a0,a2
	ldq_l t2,0(t0)
	extwl t2,a0,t1
	cmpeq t1,a1,v0
	beq v0,.L10
	mskwl t2,a0,v0
	or v0,a2,v0
	stq_c v0,0(t0)
	mb
	zapnot v0,0x3,v0
	beq v0,.L14
	mb
	sextl v0,v0
	ret

uat_try_cmpxchg_weak_2_seq_cst_fence:
	andnot a0,0x7,t1
	mb
	insql a2,a0,a2
	ldq_l t3,0(t1)
	extwl t3,a0,t2
	cmpeq t2,a1,t0
	beq t0,.L10
	mskwl t3,a0,t0
	or t0,a2,t0
	stq_c t0,0(t1)
	mb
	zapnot t0,0x3,t0
	lda v0,1
	beq t0,.L20
	sextl v0,v0
	mb
	ret
	unop
	nop
	unop
	mb
	mb
	ldq_l t2,0(t1)
	extwl t2,a0,t0
	cmpeq t0,a1,v0
	beq v0,.L29
	mskwl t2,a0,v0
	or v0,a2,v0
	stq_c v0,0(t1)
	mb
	and v0,0x1,v0
	sextl v0,v0
	mb
	ret
	nop
	unop

uat_xchg_2_relaxed:
	andnot a0,0x7,t2
	ldq_u v0,0(a0)
	insql a1,a0,a1
	extwl v0,a0,v0
	ldq_l t3,0(t2)
	extwl t3,a0,t1
	cmpeq t1,v0,t0
	beq t0,.L11
	mskwl t3,a0,t0
	or t0,a1,t0
	stq_c t0,0(t2)
	zapnot t0,0x3,t0
	zapnot t1,0x3,v0
	beq t0,.L4
	ret
	unop

uat_xchg_2_acquire:
	andnot a0,0x7,t2
	ldq_u v0,0(a0)
	insql a1,a0,a1
	extwl v0,a0,v0
	ldq_l t3,0(t2)
	extwl t3,a0,t1
	cmpeq t1,v0,t0
	beq t0,.L12
	mskwl t3,a0,t0
	or t0,a1,t0
	stq_c t0,0(t2)
	mb
	zapnot t0,0x3,t0
	zapnot t1,0x3,v0
	beq t0,.L4
	ret

uat_xchg_2_release:
	andnot a0,0x7,t2
	ldq_u v0,0(a0)
	insql a1,a0,a1
	extwl v0,a0,v0
	mb
	ldq_l t3,0(t2)
	extwl t3,a0,t1
	cmpeq t1,v0,t0
	beq t0,.L12
	mskwl t3,a0,t0
	or t0,a1,t0
	stq_c t0,0(t2)
	zapnot t0,0x3,t0
	zapnot t1,0x3,v0
	beq t0,.L4
	ret

uat_xchg_2_acq_rel:
	andnot a0,0x7,t2
	ldq_u v0,0(a0)
	insql a1,a0,a1
	extwl v0,a0,v0
	mb
	ldq_l t3,0(t2)
	extwl t3,a0,t1
	cmpeq t1,v0,t0
	beq t0,.L13
	mskwl t3,a0,t0
	or t0,a1,t0
	stq_c t0,0(t2)
	mb
	zapnot t0,0x3,t0
	zapnot t1,0x3,v0
	beq t0,.L4
	ret
	unop
	nop
	unop

uat_xchg_2_seq_cst:
	andnot a0,0x7,t2
	ldq_u v0,0(a0)
	insql a1,a0,a1
	extwl v0,a0,v0
	mb
	ldq_l t3,0(t2)
	extwl t3,a0,t1
	cmpeq t1,v0,t0
	beq t0,.L13
	mskwl t3,a0,t0
	or t0,a1,t0
	stq_c t0,0(t2)
	mb
	zapnot t0,0x3,t0
	zapnot t1,0x3,v0
	beq t0,.L4
	ret
	unop
	nop
	unop

uat_xchg_2_seq_cst_fence:
	andnot a0,0x7,t2
	ldq_u v0,0(a0)
	insql a1,a0,a1
	extwl v0,a0,v0
	mb
	ldq_l t3,0(t2)
	extwl t3,a0,t1
	cmpeq t1,v0,t0
	beq t0,.L13
	mskwl t3,a0,t0
	or t0,a1,t0
	stq_c t0,0(t2)
	mb
	zapnot t0,0x3,t0
	zapnot t1,0x3,v0
	beq t0,.L4
	mb
	ret
	nop
	unop

uat_add_return_2_relaxed:
	andnot a0,0x7,t1
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	addl t0,a1,v0
	zapnot t0,0x3,t3
	inswl v0,a0,t4
	ldq_l t5,0(t1)
	extwl t5,a0,t0
	cmpeq t0,t3,t2
	beq t2,.L16
	mskwl t5,a0,t2
	or t2,t4,t2
	stq_c t2,0(t1)
	beq t2,.L7
	mb
	beq t2,.L3
	zapnot v0,0x3,v0
	ret
	unop

uat_add_return_2_acquire:
	andnot a0,0x7,t1
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	addl t0,a1,v0
	zapnot t0,0x3,t3
	inswl v0,a0,t4
	ldq_l t5,0(t1)
	extwl t5,a0,t0
	cmpeq t0,t3,t2
	beq t2,.L16
	mskwl t5,a0,t2
	or t2,t4,t2
	stq_c t2,0(t1)
	beq t2,.L7
	mb
	beq t2,.L3
	zapnot v0,0x3,v0
	ret
	unop

uat_add_return_2_release:
	andnot a0,0x7,t1
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	addl t0,a1,v0
	zapnot t0,0x3,t3
	inswl v0,a0,t4
	ldq_l t5,0(t1)
	extwl t5,a0,t0
	cmpeq t0,t3,t2
	beq t2,.L16
	mskwl t5,a0,t2
	or t2,t4,t2
	stq_c t2,0(t1)
	beq t2,.L7
	mb
	beq t2,.L3
	zapnot v0,0x3,v0
	ret
	unop

uat_add_return_2_acq_rel:
	andnot a0,0x7,t1
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	addl t0,a1,v0
	zapnot t0,0x3,t3
	inswl v0,a0,t4
	ldq_l t5,0(t1)
	extwl t5,a0,t0
	cmpeq t0,t3,t2
	beq t2,.L16
	mskwl t5,a0,t2
	or t2,t4,t2
	stq_c t2,0(t1)
	beq t2,.L7
	mb
	beq t2,.L3
	zapnot v0,0x3,v0
	ret
	unop

uat_add_return_2_seq_cst:
	andnot a0,0x7,t1
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	addl t0,a1,v0
	zapnot t0,0x3,t3
	inswl v0,a0,t4
	ldq_l t5,0(t1)
	extwl t5,a0,t0
	cmpeq t0,t3,t2
	beq t2,.L16
	mskwl t5,a0,t2
	or t2,t4,t2
	stq_c t2,0(t1)
	beq t2,.L7
	mb
	beq t2,.L3
	zapnot v0,0x3,v0
	ret
	unop

uat_add_return_2_seq_cst_fence:
	andnot a0,0x7,t1
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	addl t0,a1,v0
	zapnot t0,0x3,t3
	inswl v0,a0,t4
	ldq_l t5,0(t1)
	extwl t5,a0,t0
	cmpeq t0,t3,t2
	beq t2,.L16
	mskwl t5,a0,t2
	or t2,t4,t2
	stq_c t2,0(t1)
	beq t2,.L7
	mb
	beq t2,.L3
	zapnot v0,0x3,v0
	mb
	ret

uat_add_2_relaxed:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	addl t0,a1,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_add_2_acquire:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	addl t0,a1,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_add_2_release:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	addl t0,a1,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_add_2_acq_rel:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	addl t0,a1,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_add_2_seq_cst:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	addl t0,a1,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_add_2_seq_cst_fence:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	addl t0,a1,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mb
	ret
	unop

uat_and_2_relaxed:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	and a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_and_2_acquire:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	and a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_and_2_release:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	and a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_and_2_acq_rel:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	and a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_and_2_seq_cst:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	and a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_and_2_seq_cst_fence:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	and a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mb
	ret
	unop

uat_or_2_relaxed:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	or a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_or_2_acquire:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	or a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_or_2_release:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	or a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_or_2_acq_rel:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	or a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_or_2_seq_cst:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	or a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_or_2_seq_cst_fence:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	or a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mb
	ret
	unop

uat_xor_2_relaxed:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	xor a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_xor_2_acquire:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	xor a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_xor_2_release:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	xor a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_xor_2_acq_rel:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	xor a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_xor_2_seq_cst:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	xor a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_xor_2_seq_cst_fence:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	xor a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mb
	ret
	unop

uat_fetch_add_2_relaxed:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	addl t0,a1,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_add_2_acquire:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	addl t0,a1,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_add_2_release:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	addl t0,a1,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_add_2_acq_rel:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	addl t0,a1,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_add_2_seq_cst:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	addl t0,a1,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_add_2_seq_cst_fence:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	addl t0,a1,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	mb
	ret

uat_fetch_and_2_relaxed:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	and a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_and_2_acquire:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	and a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_and_2_release:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	and a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_and_2_acq_rel:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	and a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_and_2_seq_cst:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	and a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_and_2_seq_cst_fence:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	and a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	mb
	ret

uat_fetch_or_2_relaxed:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	or a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_or_2_acquire:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	or a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_or_2_release:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	or a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_or_2_acq_rel:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	or a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_or_2_seq_cst:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	or a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_or_2_seq_cst_fence:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	or a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	mb
	ret

uat_fetch_xor_2_relaxed:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	xor a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_xor_2_acquire:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	xor a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_xor_2_release:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	xor a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_xor_2_acq_rel:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	xor a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_xor_2_seq_cst:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	xor a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	ret
	unop

uat_fetch_xor_2_seq_cst_fence:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	xor a1,t0,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mov t4,v0
	mb
	ret

uat_fetch_smax_2_relaxed:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extwl v0,a0,v0
	sll v0,0x30,t0
	sra t0,0x30,t0
	cmple t0,a1,t1
	cmovne t1,a1,t0
	inswl t0,a0,t0
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L16
	mskwl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L8
	zapnot t1,0x3,t0
	zapnot t2,0x3,v0
	beq t0,.L3
	sll v0,0x30,v0
	sra v0,0x30,v0
	ret
	nop
	unop

uat_fetch_smax_2_acquire:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extwl v0,a0,v0
	sll v0,0x30,t0
	sra t0,0x30,t0
	cmple t0,a1,t1
	cmovne t1,a1,t0
	inswl t0,a0,t0
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L17
	mskwl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L8
	mb
	zapnot t1,0x3,t0
	zapnot t2,0x3,v0
	beq t0,.L3
	sll v0,0x30,v0
	sra v0,0x30,v0
	ret
	unop

uat_fetch_smax_2_release:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extwl v0,a0,v0
	sll v0,0x30,t0
	mb
	sra t0,0x30,t0
	cmple t0,a1,t1
	cmovne t1,a1,t0
	inswl t0,a0,t0
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L17
	mskwl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L9
	zapnot t1,0x3,t0
	zapnot t2,0x3,v0
	beq t0,.L3
	sll v0,0x30,v0
	sra v0,0x30,v0
	ret
	unop

uat_fetch_smax_2_acq_rel:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extwl v0,a0,v0
	sll v0,0x30,t0
	mb
	sra t0,0x30,t0
	cmple t0,a1,t1
	cmovne t1,a1,t0
	inswl t0,a0,t0
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L18
	mskwl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L9
	mb
	zapnot t1,0x3,t0
	zapnot t2,0x3,v0
	beq t0,.L3
	sll v0,0x30,v0
	sra v0,0x30,v0
	ret

uat_fetch_smax_2_seq_cst:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extwl v0,a0,v0
	sll v0,0x30,t0
	mb
	sra t0,0x30,t0
	cmple t0,a1,t1
	cmovne t1,a1,t0
	inswl t0,a0,t0
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L18
	mskwl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L9
	mb
	zapnot t1,0x3,t0
	zapnot t2,0x3,v0
	beq t0,.L3
	sll v0,0x30,v0
	sra v0,0x30,v0
	ret

uat_fetch_smax_2_seq_cst_fence:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extwl v0,a0,v0
	sll v0,0x30,t0
	mb
	sra t0,0x30,t0
	cmple t0,a1,t1
	cmovne t1,a1,t0
	inswl t0,a0,t0
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L18
	mskwl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L9
	mb
	zapnot t1,0x3,t0
	zapnot t2,0x3,v0
	beq t0,.L3
	sll v0,0x30,v0
	mb
	sra v0,0x30,v0
	ret
	unop
	nop
	unop

uat_fetch_umax_2_relaxed:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extwl v0,a0,v0
	cmpule a1,v0,t0
	mov v0,t1
	cmoveq t0,a1,t1
	inswl t1,a0,t1
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,v0,t0
	beq t0,.L15
	mskwl t4,a0,t0
	or t0,t1,t0
	stq_c t0,0(t3)
	beq t0,.L7
	zapnot t0,0x3,t0
	zapnot t2,0x3,v0
	beq t0,.L3
	ret
	unop

uat_fetch_umax_2_acquire:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extwl v0,a0,v0
	cmpule a1,v0,t0
	mov v0,t1
	cmoveq t0,a1,t1
	inswl t1,a0,t1
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,v0,t0
	beq t0,.L16
	mskwl t4,a0,t0
	or t0,t1,t0
	stq_c t0,0(t3)
	beq t0,.L7
	mb
	zapnot t0,0x3,t0
	zapnot t2,0x3,v0
	beq t0,.L3
	ret

uat_fetch_umax_2_release:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extwl v0,a0,v0
	cmpule a1,v0,t0
	mb
	mov v0,t1
	cmoveq t0,a1,t1
	inswl t1,a0,t1
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,v0,t0
	beq t0,.L16
	mskwl t4,a0,t0
	or t0,t1,t0
	stq_c t0,0(t3)
	beq t0,.L8
	zapnot t0,0x3,t0
	zapnot t2,0x3,v0
	beq t0,.L3
	ret

uat_fetch_umax_2_acq_rel:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extwl v0,a0,v0
	cmpule a1,v0,t0
	mb
	mov v0,t1
	cmoveq t0,a1,t1
	inswl t1,a0,t1
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,v0,t0
	beq t0,.L17
	mskwl t4,a0,t0
	or t0,t1,t0
	stq_c t0,0(t3)
	beq t0,.L8
	mb
	zapnot t0,0x3,t0
	zapnot t2,0x3,v0
	beq t0,.L3
	ret
	unop
	nop
	unop

uat_fetch_umax_2_seq_cst:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extwl v0,a0,v0
	cmpule a1,v0,t0
	mb
	mov v0,t1
	cmoveq t0,a1,t1
	inswl t1,a0,t1
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,v0,t0
	beq t0,.L17
	mskwl t4,a0,t0
	or t0,t1,t0
	stq_c t0,0(t3)
	beq t0,.L8
	mb
	zapnot t0,0x3,t0
	zapnot t2,0x3,v0
	beq t0,.L3
	ret
	unop
	nop
	unop

uat_fetch_umax_2_seq_cst_fence:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extwl v0,a0,v0
	cmpule a1,v0,t0
	mb
	mov v0,t1
	cmoveq t0,a1,t1
	inswl t1,a0,t1
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,v0,t0
	beq t0,.L17
	mskwl t4,a0,t0
	or t0,t1,t0
	stq_c t0,0(t3)
	beq t0,.L8
	mb
	zapnot t0,0x3,t0
	zapnot t2,0x3,v0
	beq t0,.L3
	mb
	ret
	nop
	unop

uat_fetch_smin_2_relaxed:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extwl v0,a0,v0
	sll v0,0x30,t0
	sra t0,0x30,t0
	cmplt t0,a1,t1
	cmoveq t1,a1,t0
	inswl t0,a0,t0
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L16
	mskwl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L8
	zapnot t1,0x3,t0
	zapnot t2,0x3,v0
	beq t0,.L3
	sll v0,0x30,v0
	sra v0,0x30,v0
	ret
	nop
	unop

uat_fetch_smin_2_acquire:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extwl v0,a0,v0
	sll v0,0x30,t0
	sra t0,0x30,t0
	cmplt t0,a1,t1
	cmoveq t1,a1,t0
	inswl t0,a0,t0
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L17
	mskwl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L8
	mb
	zapnot t1,0x3,t0
	zapnot t2,0x3,v0
	beq t0,.L3
	sll v0,0x30,v0
	sra v0,0x30,v0
	ret
	unop

uat_fetch_smin_2_release:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extwl v0,a0,v0
	sll v0,0x30,t0
	mb
	sra t0,0x30,t0
	cmplt t0,a1,t1
	cmoveq t1,a1,t0
	inswl t0,a0,t0
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L17
	mskwl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L9
	zapnot t1,0x3,t0
	zapnot t2,0x3,v0
	beq t0,.L3
	sll v0,0x30,v0
	sra v0,0x30,v0
	ret
	unop

uat_fetch_smin_2_acq_rel:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extwl v0,a0,v0
	sll v0,0x30,t0
	mb
	sra t0,0x30,t0
	cmplt t0,a1,t1
	cmoveq t1,a1,t0
	inswl t0,a0,t0
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L18
	mskwl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L9
	mb
	zapnot t1,0x3,t0
	zapnot t2,0x3,v0
	beq t0,.L3
	sll v0,0x30,v0
	sra v0,0x30,v0
	ret

uat_fetch_smin_2_seq_cst:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extwl v0,a0,v0
	sll v0,0x30,t0
	mb
	sra t0,0x30,t0
	cmplt t0,a1,t1
	cmoveq t1,a1,t0
	inswl t0,a0,t0
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L18
	mskwl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L9
	mb
	zapnot t1,0x3,t0
	zapnot t2,0x3,v0
	beq t0,.L3
	sll v0,0x30,v0
	sra v0,0x30,v0
	ret

uat_fetch_smin_2_seq_cst_fence:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extwl v0,a0,v0
	sll v0,0x30,t0
	mb
	sra t0,0x30,t0
	cmplt t0,a1,t1
	cmoveq t1,a1,t0
	inswl t0,a0,t0
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L18
	mskwl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L9
	mb
	zapnot t1,0x3,t0
	zapnot t2,0x3,v0
	beq t0,.L3
	sll v0,0x30,v0
	mb
	sra v0,0x30,v0
	ret
	unop
	nop
	unop

uat_fetch_umin_2_relaxed:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extwl v0,a0,v0
	cmpult a1,v0,t0
	mov v0,t1
	cmovne t0,a1,t1
	inswl t1,a0,t1
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,v0,t0
	beq t0,.L15
	mskwl t4,a0,t0
	or t0,t1,t0
	stq_c t0,0(t3)
	beq t0,.L7
	zapnot t0,0x3,t0
	zapnot t2,0x3,v0
	beq t0,.L3
	ret
	unop

uat_fetch_umin_2_acquire:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extwl v0,a0,v0
	cmpult a1,v0,t0
	mov v0,t1
	cmovne t0,a1,t1
	inswl t1,a0,t1
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,v0,t0
	beq t0,.L16
	mskwl t4,a0,t0
	or t0,t1,t0
	stq_c t0,0(t3)
	beq t0,.L7
	mb
	zapnot t0,0x3,t0
	zapnot t2,0x3,v0
	beq t0,.L3
	ret

uat_fetch_umin_2_release:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extwl v0,a0,v0
	cmpult a1,v0,t0
	mb
	mov v0,t1
	cmovne t0,a1,t1
	inswl t1,a0,t1
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,v0,t0
	beq t0,.L16
	mskwl t4,a0,t0
	or t0,t1,t0
	stq_c t0,0(t3)
	beq t0,.L8
	zapnot t0,0x3,t0
	zapnot t2,0x3,v0
	beq t0,.L3
	ret

uat_fetch_umin_2_acq_rel:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extwl v0,a0,v0
	cmpult a1,v0,t0
	mb
	mov v0,t1
	cmovne t0,a1,t1
	inswl t1,a0,t1
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,v0,t0
	beq t0,.L17
	mskwl t4,a0,t0
	or t0,t1,t0
	stq_c t0,0(t3)
	beq t0,.L8
	mb
	zapnot t0,0x3,t0
	zapnot t2,0x3,v0
	beq t0,.L3
	ret
	unop
	nop
	unop

uat_fetch_umin_2_seq_cst:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extwl v0,a0,v0
	cmpult a1,v0,t0
	mb
	mov v0,t1
	cmovne t0,a1,t1
	inswl t1,a0,t1
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,v0,t0
	beq t0,.L17
	mskwl t4,a0,t0
	or t0,t1,t0
	stq_c t0,0(t3)
	beq t0,.L8
	mb
	zapnot t0,0x3,t0
	zapnot t2,0x3,v0
	beq t0,.L3
	ret
	unop
	nop
	unop

uat_fetch_umin_2_seq_cst_fence:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extwl v0,a0,v0
	cmpult a1,v0,t0
	mb
	mov v0,t1
	cmovne t0,a1,t1
	inswl t1,a0,t1
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,v0,t0
	beq t0,.L17
	mskwl t4,a0,t0
	or t0,t1,t0
	stq_c t0,0(t3)
	beq t0,.L8
	mb
	zapnot t0,0x3,t0
	zapnot t2,0x3,v0
	beq t0,.L3
	mb
	ret
	nop
	unop

uat_test_and_set_bit_2_relaxed:
	and a1,0xf,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extwl t0,a0,t0
	sextl t1,t1
	mov t1,t4
	andnot a0,0x7,t3
	mb
	or t0,t4,t2
	zapnot t0,0x3,t6
	inswl t2,a0,t2
	ldq_l t7,0(t3)
	extwl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskwl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_set_bit_2_acquire:
	and a1,0xf,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extwl t0,a0,t0
	sextl t1,t1
	mov t1,t4
	andnot a0,0x7,t3
	mb
	or t0,t4,t2
	zapnot t0,0x3,t6
	inswl t2,a0,t2
	ldq_l t7,0(t3)
	extwl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskwl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_set_bit_2_release:
	and a1,0xf,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extwl t0,a0,t0
	sextl t1,t1
	mov t1,t4
	andnot a0,0x7,t3
	mb
	or t0,t4,t2
	zapnot t0,0x3,t6
	inswl t2,a0,t2
	ldq_l t7,0(t3)
	extwl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskwl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_set_bit_2_acq_rel:
	and a1,0xf,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extwl t0,a0,t0
	sextl t1,t1
	mov t1,t4
	andnot a0,0x7,t3
	mb
	or t0,t4,t2
	zapnot t0,0x3,t6
	inswl t2,a0,t2
	ldq_l t7,0(t3)
	extwl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskwl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_set_bit_2_seq_cst:
	and a1,0xf,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extwl t0,a0,t0
	sextl t1,t1
	mov t1,t4
	andnot a0,0x7,t3
	mb
	or t0,t4,t2
	zapnot t0,0x3,t6
	inswl t2,a0,t2
	ldq_l t7,0(t3)
	extwl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskwl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_set_bit_2_seq_cst_fence:
	and a1,0xf,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extwl t0,a0,t0
	sextl t1,t1
	mov t1,t4
	andnot a0,0x7,t3
	mb
	or t0,t4,t2
	zapnot t0,0x3,t6
	inswl t2,a0,t2
	ldq_l t7,0(t3)
	extwl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskwl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	mb
	ret
	nop
	unop

uat_test_and_clear_bit_2_relaxed:
	and a1,0xf,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extwl t0,a0,t0
	sextl t1,t1
	not t1,t4
	andnot a0,0x7,t3
	mb
	and t0,t4,t2
	zapnot t0,0x3,t6
	inswl t2,a0,t2
	ldq_l t7,0(t3)
	extwl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskwl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_clear_bit_2_acquire:
	and a1,0xf,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extwl t0,a0,t0
	sextl t1,t1
	not t1,t4
	andnot a0,0x7,t3
	mb
	and t0,t4,t2
	zapnot t0,0x3,t6
	inswl t2,a0,t2
	ldq_l t7,0(t3)
	extwl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskwl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_clear_bit_2_release:
	and a1,0xf,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extwl t0,a0,t0
	sextl t1,t1
	not t1,t4
	andnot a0,0x7,t3
	mb
	and t0,t4,t2
	zapnot t0,0x3,t6
	inswl t2,a0,t2
	ldq_l t7,0(t3)
	extwl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskwl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_clear_bit_2_acq_rel:
	and a1,0xf,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extwl t0,a0,t0
	sextl t1,t1
	not t1,t4
	andnot a0,0x7,t3
	mb
	and t0,t4,t2
	zapnot t0,0x3,t6
	inswl t2,a0,t2
	ldq_l t7,0(t3)
	extwl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskwl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_clear_bit_2_seq_cst:
	and a1,0xf,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extwl t0,a0,t0
	sextl t1,t1
	not t1,t4
	andnot a0,0x7,t3
	mb
	and t0,t4,t2
	zapnot t0,0x3,t6
	inswl t2,a0,t2
	ldq_l t7,0(t3)
	extwl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskwl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_clear_bit_2_seq_cst_fence:
	and a1,0xf,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extwl t0,a0,t0
	sextl t1,t1
	not t1,t4
	andnot a0,0x7,t3
	mb
	and t0,t4,t2
	zapnot t0,0x3,t6
	inswl t2,a0,t2
	ldq_l t7,0(t3)
	extwl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskwl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	mb
	ret
	nop
	unop

uat_test_and_change_bit_2_relaxed:
	and a1,0xf,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extwl t0,a0,t0
	sextl t1,t1
	mov t1,t4
	andnot a0,0x7,t3
	mb
	xor t0,t4,t2
	zapnot t0,0x3,t6
	inswl t2,a0,t2
	ldq_l t7,0(t3)
	extwl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskwl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_change_bit_2_acquire:
	and a1,0xf,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extwl t0,a0,t0
	sextl t1,t1
	mov t1,t4
	andnot a0,0x7,t3
	mb
	xor t0,t4,t2
	zapnot t0,0x3,t6
	inswl t2,a0,t2
	ldq_l t7,0(t3)
	extwl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskwl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_change_bit_2_release:
	and a1,0xf,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extwl t0,a0,t0
	sextl t1,t1
	mov t1,t4
	andnot a0,0x7,t3
	mb
	xor t0,t4,t2
	zapnot t0,0x3,t6
	inswl t2,a0,t2
	ldq_l t7,0(t3)
	extwl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskwl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_change_bit_2_acq_rel:
	and a1,0xf,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extwl t0,a0,t0
	sextl t1,t1
	mov t1,t4
	andnot a0,0x7,t3
	mb
	xor t0,t4,t2
	zapnot t0,0x3,t6
	inswl t2,a0,t2
	ldq_l t7,0(t3)
	extwl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskwl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_change_bit_2_seq_cst:
	and a1,0xf,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extwl t0,a0,t0
	sextl t1,t1
	mov t1,t4
	andnot a0,0x7,t3
	mb
	xor t0,t4,t2
	zapnot t0,0x3,t6
	inswl t2,a0,t2
	ldq_l t7,0(t3)
	extwl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskwl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_change_bit_2_seq_cst_fence:
	and a1,0xf,a1
	ldq_u t0,0(a0)
	lda t1,1
	sll t1,a1,t1
	extwl t0,a0,t0
	sextl t1,t1
	mov t1,t4
	andnot a0,0x7,t3
	mb
	xor t0,t4,t2
	zapnot t0,0x3,t6
	inswl t2,a0,t2
	ldq_l t7,0(t3)
	extwl t7,a0,t0
	cmpeq t0,t6,t5
	beq t5,.L21
	mskwl t7,a0,t5
	or t5,t2,t5
	stq_c t5,0(t3)
	beq t5,.L12
	mb
	beq t5,.L8
	and t6,t1,v0
	cmpult zero,v0,v0
	mb
	ret
	nop
	unop

uat_fetch_add_unless_2_relaxed:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extwl v0,a0,v0
	addl a1,v0,t0
	cmpeq a2,v0,t1
	inswl t0,a0,t0
	bne t1,.L18
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L15
	mskwl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L7
	zapnot t1,0x3,t0
	zapnot t2,0x3,v0
	beq t0,.L3
	ret
	unop

uat_fetch_add_unless_2_acquire:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extwl v0,a0,v0
	addl a1,v0,t0
	cmpeq a2,v0,t1
	inswl t0,a0,t0
	bne t1,.L19
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L16
	mskwl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L7
	mb
	zapnot t1,0x3,t0
	zapnot t2,0x3,v0
	beq t0,.L3
	ret

uat_fetch_add_unless_2_release:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extwl v0,a0,v0
	addl a1,v0,t0
	cmpeq a2,v0,t1
	inswl t0,a0,t0
	bne t1,.L19
	mb
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L16
	mskwl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L8
	zapnot t1,0x3,t0
	zapnot t2,0x3,v0
	beq t0,.L3
	ret

uat_fetch_add_unless_2_acq_rel:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extwl v0,a0,v0
	addl a1,v0,t0
	cmpeq a2,v0,t1
	inswl t0,a0,t0
	bne t1,.L20
	mb
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L17
	mskwl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L8
	mb
	zapnot t1,0x3,t0
	zapnot t2,0x3,v0
	beq t0,.L3
	ret
	unop
	nop
	unop

uat_fetch_add_unless_2_seq_cst:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extwl v0,a0,v0
	addl a1,v0,t0
	cmpeq a2,v0,t1
	inswl t0,a0,t0
	bne t1,.L20
	mb
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L17
	mskwl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L8
	mb
	zapnot t1,0x3,t0
	zapnot t2,0x3,v0
	beq t0,.L3
	ret
	unop
	nop
	unop

uat_fetch_add_unless_2_seq_cst_fence:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extwl v0,a0,v0
	addl a1,v0,t0
	cmpeq a2,v0,t1
	inswl t0,a0,t0
	bne t1,.L21
	mb
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,v0,t1
	beq t1,.L17
	mskwl t4,a0,t1
	or t1,t0,t1
	stq_c t1,0(t3)
	beq t1,.L8
	mb
	zapnot t1,0x3,t0
	zapnot t2,0x3,v0
	beq t0,.L3
	mb
	ret
	nop
	unop

uat_add_unless_2_relaxed:
	andnot a0,0x7,t4
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	addl a1,t0,t1
	cmpeq a2,t0,t2
	inswl t1,a0,t1
	bne t2,.L20
	ldq_l t5,0(t4)
	extwl t5,a0,t3
	cmpeq t3,t0,t2
	beq t2,.L15
	mskwl t5,a0,t2
	or t2,t1,t2
	stq_c t2,0(t4)
	beq t2,.L7
	zapnot t2,0x3,t1
	zapnot t3,0x3,t0
	beq t1,.L3
	lda v0,1
	ret
	clr v0
	ret
	nop
	unop

uat_add_unless_2_acquire:
	andnot a0,0x7,t4
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	addl a1,t0,t1
	cmpeq a2,t0,t2
	inswl t1,a0,t1
	bne t2,.L24
	ldq_l t5,0(t4)
	extwl t5,a0,t3
	cmpeq t3,t0,t2
	beq t2,.L16
	mskwl t5,a0,t2
	or t2,t1,t2
	stq_c t2,0(t4)
	beq t2,.L7
	mb
	zapnot t2,0x3,t1
	zapnot t3,0x3,t0
	beq t1,.L3
	lda v0,1
	ret
	unop
	nop
	unop
	clr v0
	ret
	nop
	unop

uat_add_unless_2_release:
	andnot a0,0x7,t4
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	addl a1,t0,t1
	cmpeq a2,t0,t2
	inswl t1,a0,t1
	bne t2,.L24
	mb
	ldq_l t5,0(t4)
	extwl t5,a0,t3
	cmpeq t3,t0,t2
	beq t2,.L16
	mskwl t5,a0,t2
	or t2,t1,t2
	stq_c t2,0(t4)
	beq t2,.L8
	zapnot t2,0x3,t1
	zapnot t3,0x3,t0
	beq t1,.L3
	lda v0,1
	ret
	unop
	nop
	unop
	clr v0
	ret
	nop
	unop

uat_add_unless_2_acq_rel:
	andnot a0,0x7,t4
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	addl a1,t0,t1
	cmpeq a2,t0,t2
	inswl t1,a0,t1
	bne t2,.L24
	mb
	ldq_l t5,0(t4)
	extwl t5,a0,t3
	cmpeq t3,t0,t2
	beq t2,.L17
	mskwl t5,a0,t2
	or t2,t1,t2
	stq_c t2,0(t4)
	beq t2,.L8
	mb
	zapnot t2,0x3,t1
	zapnot t3,0x3,t0
	beq t1,.L3
	lda v0,1
	ret
	nop
	unop
	clr v0
	ret
	nop
	unop

uat_add_unless_2_seq_cst:
	andnot a0,0x7,t4
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	addl a1,t0,t1
	cmpeq a2,t0,t2
	inswl t1,a0,t1
	bne t2,.L24
	mb
	ldq_l t5,0(t4)
	extwl t5,a0,t3
	cmpeq t3,t0,t2
	beq t2,.L17
	mskwl t5,a0,t2
	or t2,t1,t2
	stq_c t2,0(t4)
	beq t2,.L8
	mb
	zapnot t2,0x3,t1
	zapnot t3,0x3,t0
	beq t1,.L3
	lda v0,1
	ret
	nop
	unop
	clr v0
	ret
	nop
	unop

uat_add_unless_2_seq_cst_fence:
	andnot a0,0x7,t4
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	addl a1,t0,t1
	cmpeq a2,t0,t2
	inswl t1,a0,t1
	bne t2,.L24
	mb
	ldq_l t5,0(t4)
	extwl t5,a0,t3
	cmpeq t3,t0,t2
	beq t2,.L17
	mskwl t5,a0,t2
	or t2,t1,t2
	stq_c t2,0(t4)
	beq t2,.L8
	mb
	zapnot t2,0x3,t1
	zapnot t3,0x3,t0
	beq t1,.L3
	mb
	lda v0,1
	ret
	unop
	clr v0
	ret
	nop
	unop

uat_dec_if_positive_2_relaxed:
	andnot a0,0x7,t4
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	subl t0,0x1,t1
	inswl t1,a0,t2
	sll t0,0x30,t1
	sra t1,0x30,t1
	ble t1,.L24
	ldq_l t5,0(t4)
	extwl t5,a0,t3
	cmpeq t3,t0,t1
	beq t1,.L16
	mskwl t5,a0,t1
	or t1,t2,t1
	stq_c t1,0(t4)
	beq t1,.L8
	zapnot t1,0x3,t1
	zapnot t3,0x3,t0
	beq t1,.L3
	subl t0,0x1,v0
	zapnot v0,0x3,v0
	sll v0,0x30,v0
	sra v0,0x30,v0
	ret
	ldah t1,1
	lda t1,-32768(t1)
	cmpeq t0,t1,t1
	cmpeq t1,0,t1
	subl t0,t1,v0
	zapnot v0,0x3,v0
	br .L21
	unop

uat_dec_if_positive_2_acquire:
	andnot a0,0x7,t4
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	subl t0,0x1,t1
	inswl t1,a0,t2
	sll t0,0x30,t1
	sra t1,0x30,t1
	ble t1,.L28
	ldq_l t5,0(t4)
	extwl t5,a0,t3
	cmpeq t3,t0,t1
	beq t1,.L17
	mskwl t5,a0,t1
	or t1,t2,t1
	stq_c t1,0(t4)
	beq t1,.L8
	mb
	zapnot t1,0x3,t1
	zapnot t3,0x3,t0
	beq t1,.L3
	subl t0,0x1,v0
	zapnot v0,0x3,v0
	sll v0,0x30,v0
	sra v0,0x30,v0
	ret
	unop
	nop
	unop
	ldah t1,1
	lda t1,-32768(t1)
	cmpeq t0,t1,t1
	cmpeq t1,0,t1
	subl t0,t1,v0
	zapnot v0,0x3,v0
	br .L22
	unop

uat_dec_if_positive_2_release:
	andnot a0,0x7,t4
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	subl t0,0x1,t1
	inswl t1,a0,t2
	sll t0,0x30,t1
	sra t1,0x30,t1
	ble t1,.L28
	mb
	ldq_l t5,0(t4)
	extwl t5,a0,t3
	cmpeq t3,t0,t1
	beq t1,.L17
	mskwl t5,a0,t1
	or t1,t2,t1
	stq_c t1,0(t4)
	beq t1,.L9
	zapnot t1,0x3,t1
	zapnot t3,0x3,t0
	beq t1,.L3
	subl t0,0x1,v0
	zapnot v0,0x3,v0
	sll v0,0x30,v0
	sra v0,0x30,v0
	ret
	unop
	nop
	unop
	ldah t1,1
	lda t1,-32768(t1)
	cmpeq t0,t1,t1
	cmpeq t1,0,t1
	subl t0,t1,v0
	zapnot v0,0x3,v0
	br .L22
	unop

uat_dec_if_positive_2_acq_rel:
	andnot a0,0x7,t4
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	subl t0,0x1,t1
	inswl t1,a0,t2
	sll t0,0x30,t1
	sra t1,0x30,t1
	ble t1,.L28
	mb
	ldq_l t5,0(t4)
	extwl t5,a0,t3
	cmpeq t3,t0,t1
	beq t1,.L18
	mskwl t5,a0,t1
	or t1,t2,t1
	stq_c t1,0(t4)
	beq t1,.L9
	mb
	zapnot t1,0x3,t1
	zapnot t3,0x3,t0
	beq t1,.L3
	subl t0,0x1,v0
	zapnot v0,0x3,v0
	sll v0,0x30,v0
	sra v0,0x30,v0
	ret
	nop
	unop
	ldah t1,1
	lda t1,-32768(t1)
	cmpeq t0,t1,t1
	cmpeq t1,0,t1
	subl t0,t1,v0
	zapnot v0,0x3,v0
	br .L23
	unop

uat_dec_if_positive_2_seq_cst:
	andnot a0,0x7,t4
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	subl t0,0x1,t1
	inswl t1,a0,t2
	sll t0,0x30,t1
	sra t1,0x30,t1
	ble t1,.L28
	mb
	ldq_l t5,0(t4)
	extwl t5,a0,t3
	cmpeq t3,t0,t1
	beq t1,.L18
	mskwl t5,a0,t1
	or t1,t2,t1
	stq_c t1,0(t4)
	beq t1,.L9
	mb
	zapnot t1,0x3,t1
	zapnot t3,0x3,t0
	beq t1,.L3
	subl t0,0x1,v0
	zapnot v0,0x3,v0
	sll v0,0x30,v0
	sra v0,0x30,v0
	ret
	nop
	unop
	ldah t1,1
	lda t1,-32768(t1)
	cmpeq t0,t1,t1
	cmpeq t1,0,t1
	subl t0,t1,v0
	zapnot v0,0x3,v0
	br .L23
	unop

uat_dec_if_positive_2_seq_cst_fence:
	andnot a0,0x7,t3
	ldq_u v0,0(a0)
	extwl v0,a0,v0
	subl v0,0x1,t0
	inswl t0,a0,t1
	sll v0,0x30,t0
	sra t0,0x30,t0
	ble t0,.L28
	mb
	ldq_l t4,0(t3)
	extwl t4,a0,t2
	cmpeq t2,v0,t0
	beq t0,.L18
	mskwl t4,a0,t0
	or t0,t1,t0
	stq_c t0,0(t3)
	beq t0,.L9
	mb
	zapnot t0,0x3,t0
	zapnot t2,0x3,v0
	beq t0,.L3
	subl v0,0x1,v0
	mb
	sll v0,0x30,v0
	sra v0,0x30,v0
	ret
	nop
	unop
	ldah t0,1
	lda t0,-32768(t0)
	cmpeq v0,t0,t0
	cmpeq t0,0,t0
	subl v0,t0,v0
	sll v0,0x30,v0
	sra v0,0x30,v0
	ret

uat_cond_load_2_relaxed:
	mov a1,v0
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	cmpeq v0,t0,t0
	beq t0,.L8
	ret
	nop
	unop
	br .L1
	unop
	nop
	unop

uat_cond_load_2_consume:
	mov a1,v0
	ldq_u t0,0(a0)
	mb
	extwl t0,a0,t0
	cmpeq v0,t0,t0
	beq t0,.L8
	ret
	unop
	br .L1
	unop
	nop
	unop

uat_cond_load_2_acquire:
	mov a1,v0
	ldq_u t0,0(a0)
	mb
	extwl t0,a0,t0
	cmpeq v0,t0,t0
	beq t0,.L8
	ret
	unop
	br .L1
	unop
	nop
	unop

uat_cond_load_2_seq_cst:
	mov a1,v0
	mb
	ldq_u t0,0(a0)
	mb
	extwl t0,a0,t0
	cmpeq v0,t0,t0
	beq t0,.L8
	ret
	br .L1
	unop
	nop
	unop

uat_cond_load_2_seq_cst_fence:
	mb
	mov a1,v0
	mb
	ldq_u t0,0(a0)
	mb
	extwl t0,a0,t0
	cmpeq v0,t0,t0
	beq t0,.L12
	mb
	ret
	nop
	unop
	br .L2
	unop
	nop
	unop

uat_inc_2_relaxed:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	addl t0,0x1,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_inc_2_acquire:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	addl t0,0x1,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_inc_2_release:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	addl t0,0x1,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_inc_2_acq_rel:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	addl t0,0x1,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_inc_2_seq_cst:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	addl t0,0x1,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_inc_2_seq_cst_fence:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	addl t0,0x1,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mb
	ret
	unop

uat_dec_2_relaxed:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	subl t0,0x1,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_dec_2_acquire:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	subl t0,0x1,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_dec_2_release:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	subl t0,0x1,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_dec_2_acq_rel:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	subl t0,0x1,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_dec_2_seq_cst:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	subl t0,0x1,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	ret
	nop
	unop

uat_dec_2_seq_cst_fence:
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	subl t0,0x1,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L16
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L7
	mb
	beq t3,.L3
	mb
	ret
	unop

uat_add_around_2_mb:
	mb
	andnot a0,0x7,t2
	ldq_u t0,0(a0)
	extwl t0,a0,t0
	mb
	addl t0,a1,t1
	zapnot t0,0x3,t4
	inswl t1,a0,t1
	ldq_l t5,0(t2)
	extwl t5,a0,t0
	cmpeq t0,t4,t3
	beq t3,.L17
	mskwl t5,a0,t3
	or t3,t1,t3
	stq_c t3,0(t2)
	beq t3,.L8
	mb
	beq t3,.L4
	mb
	ret

uat_load_4_relaxed:
	ldl v0,0(a0)
	sextl v0,v0
	ret
	unop

uat_load_4_consume:
	ldl v0,0(a0)
	mb
	sextl v0,v0
	ret

uat_load_4_acquire:
	ldl v0,0(a0)
	mb
	sextl v0,v0
	ret

uat_load_4_seq_cst:
	mb
	ldl v0,0(a0)
	mb
	sextl v0,v0
	ret
	unop
	nop
	unop

uat_load_4_seq_cst_fence:
	mb
	mb
	ldl v0,0(a0)
	mb
	sextl v0,v0
	mb
	ret
	unop

uat_store_4_relaxed:
	stl a1,0(a0)
	ret
	nop
	unop

uat_store_4_release:
	mb
	stl a1,0(a0)
	ret
	unop

uat_store_4_seq_cst:
	mb
	stl a1,0(a0)
	mb
	ret

uat_store_4_seq_cst_fence:
	mb
	stl a1,0(a0)
	mb
	mb
	ret
	unop
	nop
	unop

uat_cmpxchg_4_relaxed:
	ldl_l v0,0(a0)
	cmpeq v0,a1,t0
	beq t0,.L6
	mov a2,t0
	stl_c t0,0(a0)
	beq t0,.L0
	sextl v0,v0
	ret

uat_cmpxchg_4_acquire:
	ldl_l v0,0(a0)
	cmpeq v0,a1,t0
	beq t0,.L6
	mov a2,t0
	stl_c t0,0(a0)
	beq t0,.L0
	mb
	sextl v0,v0
	ret
	unop
	nop
	unop

uat_cmpxchg_4_release:
	mb
	ldl_l v0,0(a0)
	cmpeq v0,a1,t0
	beq t0,.L7
	mov a2,t0
	stl_c t0,0(a0)
	beq t0,.L1
	sextl v0,v0
	ret
	unop
	nop
	unop

uat_cmpxchg_4_acq_rel:
	mb
	ldl_l v0,0(a0)
	cmpeq v0,a1,t0
	beq t0,.L7
	mov a2,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	sextl v0,v0
	ret
	nop
	unop

uat_cmpxchg_4_seq_cst:
	mb
	ldl_l v0,0(a0)
	cmpeq v0,a1,t0
	beq t0,.L7
	mov a2,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	sextl v0,v0
	ret
	nop
	unop

uat_cmpxchg_4_seq_cst_fence_sc:
	mb
	ldl_l v0,0(a0)
	cmpeq v0,a1,t0
	beq t0,.L7
	mov a2,t0
	stl_c t0,0(a0)
	beq t0,.L1
	zapnot v0,0xf,t0
	mb
	zapnot a1,0xf,a1
	sextl v0,v0
	cmpeq a1,t0,a1
	beq a1,.L14
	mb
	ret
	unop

uat_cmpxchg_4_seq_cst_fence:
	mb
	ldl_l v0,0(a0)
	cmpeq v0,a1,t0
	beq t0,.L7
	mov a2,t0
	stl_c t0,0(a0)
	beq t0,.L1
	zapnot v0,0xf,t1
	mb
	zapnot a1,0xf,t0
	sextl v0,v0
	cmpeq t0,t1,t0
	beq t0,.L16
	mb
	ret
	unop
	mb
	mb
	ldl_l v0,0(a0)
	cmpeq v0,a1,t0
	beq t0,.L24
	mov a2,t0
	stl_c t0,0(a0)
	beq t0,.L18
	mb
	sextl v0,v0
	mb
	ret

uat_cmpxchg_test_4_seq_cst_fence:
	mb
	ldl_l t0,0(a0)
	cmpeq t0,a1,t1
	beq t1,.L7
	mov a2,t1
	stl_c t1,0(a0)
	beq t1,.L1
	zapnot t0,0xf,t1
	mb
	zapnot a1,0xf,v0
	sextl t0,t0
	cmpeq v0,t1,t1
	beq t1,.L20
	zapnot t0,0xf,t0
	mb
	cmpeq v0,t0,v0
	ret
	unop
	nop
	unop
	mb
	mb
	ldl_l t0,0(a0)
	cmpeq t0,a1,t1
	beq t1,.L28
	mov a2,t1
	stl_c t1,0(a0)
	beq t1,.L22
	mb
	sextl t0,t0
	zapnot t0,0xf,t0
	cmpeq v0,t0,v0
	mb
	ret
	nop
	unop

uat_try_cmpxchg_4_relaxed:
	ldl_l t0,0(a0)
	cmpeq t0,a1,v0
	beq v0,.L6
	mov a2,v0
	stl_c v0,0(a0)
	beq v0,.L0
	sextl v0,v0
	ret

uat_try_cmpxchg_4_acquire:
	ldl_l t0,0(a0)
	cmpeq t0,a1,v0
	beq v0,.L6
	mov a2,v0
	stl_c v0,0(a0)
	beq v0,.L0
	mb
	sextl v0,v0
	ret
	unop
	nop
	unop

uat_try_cmpxchg_4_release:
	mb
	ldl_l t0,0(a0)
	cmpeq t0,a1,v0
	beq v0,.L7
	mov a2,v0
	stl_c v0,0(a0)
	beq v0,.L1
	sextl v0,v0
	ret
	unop
	nop
	unop

uat_try_cmpxchg_4_acq_rel:
	mb
	ldl_l t0,0(a0)
	cmpeq t0,a1,v0
	beq v0,.L7
	mov a2,v0
	stl_c v0,0(a0)
	beq v0,.L1
	mb
	sextl v0,v0
	ret
	nop
	unop

uat_try_cmpxchg_4_seq_cst:
	mb
	ldl_l t0,0(a0)
	cmpeq t0,a1,v0
	beq v0,.L7
	mov a2,v0
	stl_c v0,0(a0)
	beq v0,.L1
	mb
	sextl v0,v0
	ret
	nop
	unop

uat_try_cmpxchg_4_seq_cst_fence_sc:
	mb
	ldl_l t0,0(a0)
	cmpeq t0,a1,v0
	beq v0,.L7
	mov a2,v0
	stl_c v0,0(a0)
	beq v0,.L1
	mb
	sextl v0,v0
	beq v0,.L11
	mb
	sextl v0,v0
	ret
	unop
	nop
	unop

uat_try_cmpxchg_4_seq_cst_fence:
	mb
	ldl_l t1,0(a0)
	cmpeq t1,a1,t0
	beq t0,.L7
	mov a2,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	zapnot t0,0xf,t0
	lda v0,1
	beq t0,.L16
	sextl v0,v0
	mb
	ret
	nop
	unop
	mb
	mb
	ldl_l t0,0(a0)
	cmpeq t0,a1,v0
	beq v0,.L24
	mov a2,v0
	stl_c v0,0(a0)
	beq v0,.L18
	mb
	and v0,0x1,v0
	sextl v0,v0
	mb
	ret
	unop
	nop
	unop

uat_try_cmpxchg_weak_4_relaxed:
	ldl_l t0,0(a0)
	cmpeq t0,a1,v0
	beq v0,.L5
	mov a2,v0
	stl_c v0,0(a0)
	sextl v0,v0
	ret
	unop

uat_try_cmpxchg_weak_4_acquire:
	ldl_l t0,0(a0)
	cmpeq t0,a1,v0
	beq v0,.L5
	mov a2,v0
	stl_c v0,0(a0)
	mb
	sextl v0,v0
	ret

uat_try_cmpxchg_weak_4_release:
	mb
	ldl_l t0,0(a0)
	cmpeq t0,a1,v0
	beq v0,.L6
	mov a2,v0
	stl_c v0,0(a0)
	sextl v0,v0
	ret

uat_try_cmpxchg_weak_4_acq_rel:
	mb
	ldl_l t0,0(a0)
	cmpeq t0,a1,v0
	beq v0,.L6
	mov a2,v0
	stl_c v0,0(a0)
	mb
	sextl v0,v0
	ret
	unop
	nop
	unop

uat_try_cmpxchg_weak_4_seq_cst:
	mb
	ldl_l t0,0(a0)
	cmpeq t0,a1,v0
	beq v0,.L6
	mov a2,v0
	stl_c v0,0(a0)
	mb
	sextl v0,v0
	ret
	unop
	nop
	unop

uat_try_cmpxchg_weak_4_seq_cst_fence_sc:
	mb
	ldl_l t0,0(a0)
	cmpeq t0,a1,v0
	beq v0,.L6
	mov a2,v0
	stl_c v0,0(a0)
	mb
	sextl v0,v0
	beq v0,.L10
	mb
	sextl v0,v0
	ret

uat_try_cmpxchg_weak_4_seq_cst_fence:
	mb
	ldl_l t1,0(a0)
	cmpeq t1,a1,t0
	beq t0,.L6
	mov a2,t0
	stl_c t0,0(a0)
	mb
	zapnot t0,0xf,t0
	lda v0,1
	beq t0,.L16
	sextl v0,v0
	mb
	ret
	unop
	nop
	unop
	mb
	mb
	ldl_l t0,0(a0)
	cmpeq t0,a1,v0
	beq v0,.L23
	mov a2,v0
	stl_c v0,0(a0)
	mb
	and v0,0x1,v0
	sextl v0,v0
	mb
	ret

uat_xchg_4_relaxed:
	ldl v0,0(a0)
	sextl v0,v0
	ldl_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L7
	mov a1,t0
	stl_c t0,0(a0)
	zapnot t0,0xf,t0
	sextl t1,v0
	beq t0,.L2
	ret
	unop

uat_xchg_4_acquire:
	ldl v0,0(a0)
	sextl v0,v0
	ldl_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L8
	mov a1,t0
	stl_c t0,0(a0)
	mb
	zapnot t0,0xf,t0
	sextl t1,v0
	beq t0,.L2
	ret

uat_xchg_4_release:
	ldl v0,0(a0)
	sextl v0,v0
	mb
	ldl_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L8
	mov a1,t0
	stl_c t0,0(a0)
	zapnot t0,0xf,t0
	sextl t1,v0
	beq t0,.L2
	ret

uat_xchg_4_acq_rel:
	ldl v0,0(a0)
	sextl v0,v0
	mb
	ldl_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L9
	mov a1,t0
	stl_c t0,0(a0)
	mb
	zapnot t0,0xf,t0
	sextl t1,v0
	beq t0,.L2
	ret
	unop
	nop
	unop

uat_xchg_4_seq_cst:
	ldl v0,0(a0)
	sextl v0,v0
	mb
	ldl_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L9
	mov a1,t0
	stl_c t0,0(a0)
	mb
	zapnot t0,0xf,t0
	sextl t1,v0
	beq t0,.L2
	ret
	unop
	nop
	unop

uat_xchg_4_seq_cst_fence:
	ldl v0,0(a0)
	sextl v0,v0
	mb
	ldl_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L9
	mov a1,t0
	stl_c t0,0(a0)
	mb
	zapnot t0,0xf,t0
	sextl t1,v0
	beq t0,.L2
	mb
	ret
	nop
	unop

uat_add_return_4_relaxed:
	ldl_l t0,0(a0)
	addl t0,a1,v0
	addl t0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L0
	sextl v0,v0
	ret
	unop

uat_add_return_4_acquire:
	ldl_l t0,0(a0)
	addl t0,a1,v0
	addl t0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L0
	mb
	sextl v0,v0
	ret

uat_add_return_4_release:
	mb
	ldl_l t0,0(a0)
	addl t0,a1,v0
	addl t0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	sextl v0,v0
	ret

uat_add_return_4_acq_rel:
	mb
	ldl_l t0,0(a0)
	addl t0,a1,v0
	addl t0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	sextl v0,v0
	ret
	unop
	nop
	unop

uat_add_return_4_seq_cst:
	mb
	ldl_l t0,0(a0)
	addl t0,a1,v0
	addl t0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	sextl v0,v0
	ret
	unop
	nop
	unop

uat_add_return_4_seq_cst_fence:
	mb
	ldl_l t0,0(a0)
	addl t0,a1,v0
	addl t0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	sextl v0,v0
	mb
	ret
	nop
	unop

uat_add_4_relaxed:
	ldl_l t0,0(a0)
	addl t0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L0
	ret
	unop
	nop
	unop

uat_add_4_acquire:
	ldl_l t0,0(a0)
	addl t0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L0
	mb
	ret
	nop
	unop

uat_add_4_release:
	mb
	ldl_l t0,0(a0)
	addl t0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	ret
	nop
	unop

uat_add_4_acq_rel:
	mb
	ldl_l t0,0(a0)
	addl t0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop

uat_add_4_seq_cst:
	mb
	ldl_l t0,0(a0)
	addl t0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop

uat_add_4_seq_cst_fence:
	mb
	ldl_l t0,0(a0)
	addl t0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	mb
	ret

uat_and_4_relaxed:
	ldl_l t0,0(a0)
	and t0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L0
	ret
	unop
	nop
	unop

uat_and_4_acquire:
	ldl_l t0,0(a0)
	and t0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L0
	mb
	ret
	nop
	unop

uat_and_4_release:
	mb
	ldl_l t0,0(a0)
	and t0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	ret
	nop
	unop

uat_and_4_acq_rel:
	mb
	ldl_l t0,0(a0)
	and t0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop

uat_and_4_seq_cst:
	mb
	ldl_l t0,0(a0)
	and t0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop

uat_and_4_seq_cst_fence:
	mb
	ldl_l t0,0(a0)
	and t0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	mb
	ret

uat_or_4_relaxed:
	ldl_l t0,0(a0)
	or t0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L0
	ret
	unop
	nop
	unop

uat_or_4_acquire:
	ldl_l t0,0(a0)
	or t0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L0
	mb
	ret
	nop
	unop

uat_or_4_release:
	mb
	ldl_l t0,0(a0)
	or t0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	ret
	nop
	unop

uat_or_4_acq_rel:
	mb
	ldl_l t0,0(a0)
	or t0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop

uat_or_4_seq_cst:
	mb
	ldl_l t0,0(a0)
	or t0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop

uat_or_4_seq_cst_fence:
	mb
	ldl_l t0,0(a0)
	or t0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	mb
	ret

uat_xor_4_relaxed:
	ldl_l t0,0(a0)
	xor t0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L0
	ret
	unop
	nop
	unop

uat_xor_4_acquire:
	ldl_l t0,0(a0)
	xor t0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L0
	mb
	ret
	nop
	unop

uat_xor_4_release:
	mb
	ldl_l t0,0(a0)
	xor t0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	ret
	nop
	unop

uat_xor_4_acq_rel:
	mb
	ldl_l t0,0(a0)
	xor t0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop

uat_xor_4_seq_cst:
	mb
	ldl_l t0,0(a0)
	xor t0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop

uat_xor_4_seq_cst_fence:
	mb
	ldl_l t0,0(a0)
	xor t0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	mb
	ret

uat_fetch_add_4_relaxed:
	ldl_l v0,0(a0)
	addl v0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L0
	sextl v0,v0
	ret
	nop
	unop

uat_fetch_add_4_acquire:
	ldl_l v0,0(a0)
	addl v0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L0
	mb
	sextl v0,v0
	ret
	unop

uat_fetch_add_4_release:
	mb
	ldl_l v0,0(a0)
	addl v0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	sextl v0,v0
	ret
	unop

uat_fetch_add_4_acq_rel:
	mb
	ldl_l v0,0(a0)
	addl v0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	sextl v0,v0
	ret

uat_fetch_add_4_seq_cst:
	mb
	ldl_l v0,0(a0)
	addl v0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	sextl v0,v0
	ret

uat_fetch_add_4_seq_cst_fence:
	mb
	ldl_l v0,0(a0)
	addl v0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	sextl v0,v0
	mb
	ret
	unop
	nop
	unop

uat_fetch_and_4_relaxed:
	ldl_l v0,0(a0)
	and v0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L0
	sextl v0,v0
	ret
	nop
	unop

uat_fetch_and_4_acquire:
	ldl_l v0,0(a0)
	and v0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L0
	mb
	sextl v0,v0
	ret
	unop

uat_fetch_and_4_release:
	mb
	ldl_l v0,0(a0)
	and v0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	sextl v0,v0
	ret
	unop

uat_fetch_and_4_acq_rel:
	mb
	ldl_l v0,0(a0)
	and v0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	sextl v0,v0
	ret

uat_fetch_and_4_seq_cst:
	mb
	ldl_l v0,0(a0)
	and v0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	sextl v0,v0
	ret

uat_fetch_and_4_seq_cst_fence:
	mb
	ldl_l v0,0(a0)
	and v0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	sextl v0,v0
	mb
	ret
	unop
	nop
	unop

uat_fetch_or_4_relaxed:
	ldl_l v0,0(a0)
	or v0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L0
	sextl v0,v0
	ret
	nop
	unop

uat_fetch_or_4_acquire:
	ldl_l v0,0(a0)
	or v0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L0
	mb
	sextl v0,v0
	ret
	unop

uat_fetch_or_4_release:
	mb
	ldl_l v0,0(a0)
	or v0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	sextl v0,v0
	ret
	unop

uat_fetch_or_4_acq_rel:
	mb
	ldl_l v0,0(a0)
	or v0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	sextl v0,v0
	ret

uat_fetch_or_4_seq_cst:
	mb
	ldl_l v0,0(a0)
	or v0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	sextl v0,v0
	ret

uat_fetch_or_4_seq_cst_fence:
	mb
	ldl_l v0,0(a0)
	or v0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	sextl v0,v0
	mb
	ret
	unop
	nop
	unop

uat_fetch_xor_4_relaxed:
	ldl_l v0,0(a0)
	xor v0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L0
	sextl v0,v0
	ret
	nop
	unop

uat_fetch_xor_4_acquire:
	ldl_l v0,0(a0)
	xor v0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L0
	mb
	sextl v0,v0
	ret
	unop

uat_fetch_xor_4_release:
	mb
	ldl_l v0,0(a0)
	xor v0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	sextl v0,v0
	ret
	unop

uat_fetch_xor_4_acq_rel:
	mb
	ldl_l v0,0(a0)
	xor v0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	sextl v0,v0
	ret

uat_fetch_xor_4_seq_cst:
	mb
	ldl_l v0,0(a0)
	xor v0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	sextl v0,v0
	ret

uat_fetch_xor_4_seq_cst_fence:
	mb
	ldl_l v0,0(a0)
	xor v0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	sextl v0,v0
	mb
	ret
	unop
	nop
	unop

uat_fetch_smax_4_relaxed:
	ldl v0,0(a0)
	sextl v0,v0
	cmple v0,a1,t0
	mov a1,t2
	cmoveq t0,v0,t2
	ldl_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L11
	mov t2,t0
	stl_c t0,0(a0)
	beq t0,.L5
	zapnot t0,0xf,t0
	sextl t1,v0
	beq t0,.L2
	ret
	unop

uat_fetch_smax_4_acquire:
	ldl v0,0(a0)
	sextl v0,v0
	cmple v0,a1,t0
	mov a1,t2
	cmoveq t0,v0,t2
	ldl_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L12
	mov t2,t0
	stl_c t0,0(a0)
	beq t0,.L5
	mb
	zapnot t0,0xf,t0
	sextl t1,v0
	beq t0,.L2
	ret

uat_fetch_smax_4_release:
	ldl v0,0(a0)
	sextl v0,v0
	cmple v0,a1,t0
	mb
	mov a1,t2
	cmoveq t0,v0,t2
	ldl_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L12
	mov t2,t0
	stl_c t0,0(a0)
	beq t0,.L6
	zapnot t0,0xf,t0
	sextl t1,v0
	beq t0,.L2
	ret

uat_fetch_smax_4_acq_rel:
	ldl v0,0(a0)
	sextl v0,v0
	cmple v0,a1,t0
	mb
	mov a1,t2
	cmoveq t0,v0,t2
	ldl_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L13
	mov t2,t0
	stl_c t0,0(a0)
	beq t0,.L6
	mb
	zapnot t0,0xf,t0
	sextl t1,v0
	beq t0,.L2
	ret
	unop
	nop
	unop

uat_fetch_smax_4_seq_cst:
	ldl v0,0(a0)
	sextl v0,v0
	cmple v0,a1,t0
	mb
	mov a1,t2
	cmoveq t0,v0,t2
	ldl_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L13
	mov t2,t0
	stl_c t0,0(a0)
	beq t0,.L6
	mb
	zapnot t0,0xf,t0
	sextl t1,v0
	beq t0,.L2
	ret
	unop
	nop
	unop

uat_fetch_smax_4_seq_cst_fence:
	ldl v0,0(a0)
	sextl v0,v0
	cmple v0,a1,t0
	mb
	mov a1,t2
	cmoveq t0,v0,t2
	ldl_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L13
	mov t2,t0
	stl_c t0,0(a0)
	beq t0,.L6
	mb
	zapnot t0,0xf,t0
	sextl t1,v0
	beq t0,.L2
	mb
	ret
	nop
	unop

uat_fetch_umax_4_relaxed:
	zapnot a1,0xf,a1
	ldl v0,0(a0)
	sextl v0,v0
	zapnot v0,0xf,t0
	cmpule a1,t0,t1
	cmoveq t1,a1,t0
	sextl t0,t0
	ldl_l t2,0(a0)
	cmpeq t2,v0,t1
	beq t1,.L13
	mov t0,t1
	stl_c t1,0(a0)
	beq t1,.L7
	zapnot t1,0xf,t0
	sextl t2,v0
	beq t0,.L3
	ret
	unop
	nop
	unop

uat_fetch_umax_4_acquire:
	zapnot a1,0xf,a1
	ldl v0,0(a0)
	sextl v0,v0
	zapnot v0,0xf,t0
	cmpule a1,t0,t1
	cmoveq t1,a1,t0
	sextl t0,t0
	ldl_l t2,0(a0)
	cmpeq t2,v0,t1
	beq t1,.L14
	mov t0,t1
	stl_c t1,0(a0)
	beq t1,.L7
	mb
	zapnot t1,0xf,t0
	sextl t2,v0
	beq t0,.L3
	ret
	nop
	unop

uat_fetch_umax_4_release:
	zapnot a1,0xf,a1
	ldl v0,0(a0)
	sextl v0,v0
	zapnot v0,0xf,t0
	mb
	cmpule a1,t0,t1
	cmoveq t1,a1,t0
	sextl t0,t0
	ldl_l t2,0(a0)
	cmpeq t2,v0,t1
	beq t1,.L14
	mov t0,t1
	stl_c t1,0(a0)
	beq t1,.L8
	zapnot t1,0xf,t0
	sextl t2,v0
	beq t0,.L3
	ret
	nop
	unop

uat_fetch_umax_4_acq_rel:
	zapnot a1,0xf,a1
	ldl v0,0(a0)
	sextl v0,v0
	zapnot v0,0xf,t0
	mb
	cmpule a1,t0,t1
	cmoveq t1,a1,t0
	sextl t0,t0
	ldl_l t2,0(a0)
	cmpeq t2,v0,t1
	beq t1,.L15
	mov t0,t1
	stl_c t1,0(a0)
	beq t1,.L8
	mb
	zapnot t1,0xf,t0
	sextl t2,v0
	beq t0,.L3
	ret
	unop

uat_fetch_umax_4_seq_cst:
	zapnot a1,0xf,a1
	ldl v0,0(a0)
	sextl v0,v0
	zapnot v0,0xf,t0
	mb
	cmpule a1,t0,t1
	cmoveq t1,a1,t0
	sextl t0,t0
	ldl_l t2,0(a0)
	cmpeq t2,v0,t1
	beq t1,.L15
	mov t0,t1
	stl_c t1,0(a0)
	beq t1,.L8
	mb
	zapnot t1,0xf,t0
	sextl t2,v0
	beq t0,.L3
	ret
	unop

uat_fetch_umax_4_seq_cst_fence:
	zapnot a1,0xf,a1
	ldl v0,0(a0)
	sextl v0,v0
	zapnot v0,0xf,t0
	mb
	cmpule a1,t0,t1
	cmoveq t1,a1,t0
	sextl t0,t0
	ldl_l t2,0(a0)
	cmpeq t2,v0,t1
	beq t1,.L15
	mov t0,t1
	stl_c t1,0(a0)
	beq t1,.L8
	mb
	zapnot t1,0xf,t0
	sextl t2,v0
	beq t0,.L3
	mb
	ret

uat_fetch_smin_4_relaxed:
	ldl v0,0(a0)
	sextl v0,v0
	cmplt v0,a1,t0
	mov a1,t2
	cmovne t0,v0,t2
	ldl_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L11
	mov t2,t0
	stl_c t0,0(a0)
	beq t0,.L5
	zapnot t0,0xf,t0
	sextl t1,v0
	beq t0,.L2
	ret
	unop

uat_fetch_smin_4_acquire:
	ldl v0,0(a0)
	sextl v0,v0
	cmplt v0,a1,t0
	mov a1,t2
	cmovne t0,v0,t2
	ldl_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L12
	mov t2,t0
	stl_c t0,0(a0)
	beq t0,.L5
	mb
	zapnot t0,0xf,t0
	sextl t1,v0
	beq t0,.L2
	ret

uat_fetch_smin_4_release:
	ldl v0,0(a0)
	sextl v0,v0
	cmplt v0,a1,t0
	mb
	mov a1,t2
	cmovne t0,v0,t2
	ldl_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L12
	mov t2,t0
	stl_c t0,0(a0)
	beq t0,.L6
	zapnot t0,0xf,t0
	sextl t1,v0
	beq t0,.L2
	ret

uat_fetch_smin_4_acq_rel:
	ldl v0,0(a0)
	sextl v0,v0
	cmplt v0,a1,t0
	mb
	mov a1,t2
	cmovne t0,v0,t2
	ldl_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L13
	mov t2,t0
	stl_c t0,0(a0)
	beq t0,.L6
	mb
	zapnot t0,0xf,t0
	sextl t1,v0
	beq t0,.L2
	ret
	unop
	nop
	unop

uat_fetch_smin_4_seq_cst:
	ldl v0,0(a0)
	sextl v0,v0
	cmplt v0,a1,t0
	mb
	mov a1,t2
	cmovne t0,v0,t2
	ldl_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L13
	mov t2,t0
	stl_c t0,0(a0)
	beq t0,.L6
	mb
	zapnot t0,0xf,t0
	sextl t1,v0
	beq t0,.L2
	ret
	unop
	nop
	unop

uat_fetch_smin_4_seq_cst_fence:
	ldl v0,0(a0)
	sextl v0,v0
	cmplt v0,a1,t0
	mb
	mov a1,t2
	cmovne t0,v0,t2
	ldl_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L13
	mov t2,t0
	stl_c t0,0(a0)
	beq t0,.L6
	mb
	zapnot t0,0xf,t0
	sextl t1,v0
	beq t0,.L2
	mb
	ret
	nop
	unop

uat_fetch_umin_4_relaxed:
	zapnot a1,0xf,a1
	ldl v0,0(a0)
	sextl v0,v0
	zapnot v0,0xf,t0
	cmpult a1,t0,t1
	cmovne t1,a1,t0
	sextl t0,t0
	ldl_l t2,0(a0)
	cmpeq t2,v0,t1
	beq t1,.L13
	mov t0,t1
	stl_c t1,0(a0)
	beq t1,.L7
	zapnot t1,0xf,t0
	sextl t2,v0
	beq t0,.L3
	ret
	unop
	nop
	unop

uat_fetch_umin_4_acquire:
	zapnot a1,0xf,a1
	ldl v0,0(a0)
	sextl v0,v0
	zapnot v0,0xf,t0
	cmpult a1,t0,t1
	cmovne t1,a1,t0
	sextl t0,t0
	ldl_l t2,0(a0)
	cmpeq t2,v0,t1
	beq t1,.L14
	mov t0,t1
	stl_c t1,0(a0)
	beq t1,.L7
	mb
	zapnot t1,0xf,t0
	sextl t2,v0
	beq t0,.L3
	ret
	nop
	unop

uat_fetch_umin_4_release:
	zapnot a1,0xf,a1
	ldl v0,0(a0)
	sextl v0,v0
	zapnot v0,0xf,t0
	mb
	cmpult a1,t0,t1
	cmovne t1,a1,t0
	sextl t0,t0
	ldl_l t2,0(a0)
	cmpeq t2,v0,t1
	beq t1,.L14
	mov t0,t1
	stl_c t1,0(a0)
	beq t1,.L8
	zapnot t1,0xf,t0
	sextl t2,v0
	beq t0,.L3
	ret
	nop
	unop

uat_fetch_umin_4_acq_rel:
	zapnot a1,0xf,a1
	ldl v0,0(a0)
	sextl v0,v0
	zapnot v0,0xf,t0
	mb
	cmpult a1,t0,t1
	cmovne t1,a1,t0
	sextl t0,t0
	ldl_l t2,0(a0)
	cmpeq t2,v0,t1
	beq t1,.L15
	mov t0,t1
	stl_c t1,0(a0)
	beq t1,.L8
	mb
	zapnot t1,0xf,t0
	sextl t2,v0
	beq t0,.L3
	ret
	unop

uat_fetch_umin_4_seq_cst:
	zapnot a1,0xf,a1
	ldl v0,0(a0)
	sextl v0,v0
	zapnot v0,0xf,t0
	mb
	cmpult a1,t0,t1
	cmovne t1,a1,t0
	sextl t0,t0
	ldl_l t2,0(a0)
	cmpeq t2,v0,t1
	beq t1,.L15
	mov t0,t1
	stl_c t1,0(a0)
	beq t1,.L8
	mb
	zapnot t1,0xf,t0
	sextl t2,v0
	beq t0,.L3
	ret
	unop

uat_fetch_umin_4_seq_cst_fence:
	zapnot a1,0xf,a1
	ldl v0,0(a0)
	sextl v0,v0
	zapnot v0,0xf,t0
	mb
	cmpult a1,t0,t1
	cmovne t1,a1,t0
	sextl t0,t0
	ldl_l t2,0(a0)
	cmpeq t2,v0,t1
	beq t1,.L15
	mov t0,t1
	stl_c t1,0(a0)
	beq t1,.L8
	mb
	zapnot t1,0xf,t0
	sextl t2,v0
	beq t0,.L3
	mb
	ret

uat_test_and_set_bit_4_relaxed:
	and a1,0x1f,a1
	lda v0,1
	sll v0,a1,v0
	sextl v0,v0
	ldl_l t0,0(a0)
	or t0,v0,t1
	stl_c t1,0(a0)
	beq t1,.L4
	and v0,t0,v0
	zapnot v0,0xf,v0
	cmpult zero,v0,v0
	ret

uat_test_and_set_bit_4_acquire:
	and a1,0x1f,a1
	lda v0,1
	sll v0,a1,v0
	sextl v0,v0
	ldl_l t0,0(a0)
	or t0,v0,t1
	stl_c t1,0(a0)
	beq t1,.L4
	and v0,t0,v0
	mb
	zapnot v0,0xf,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_set_bit_4_release:
	and a1,0x1f,a1
	mb
	lda v0,1
	sll v0,a1,v0
	sextl v0,v0
	ldl_l t0,0(a0)
	or t0,v0,t1
	stl_c t1,0(a0)
	beq t1,.L5
	and v0,t0,v0
	zapnot v0,0xf,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_set_bit_4_acq_rel:
	and a1,0x1f,a1
	mb
	lda v0,1
	sll v0,a1,v0
	sextl v0,v0
	ldl_l t0,0(a0)
	or t0,v0,t1
	stl_c t1,0(a0)
	beq t1,.L5
	and v0,t0,v0
	mb
	zapnot v0,0xf,v0
	cmpult zero,v0,v0
	ret
	nop
	unop

uat_test_and_set_bit_4_seq_cst:
	and a1,0x1f,a1
	mb
	lda v0,1
	sll v0,a1,v0
	sextl v0,v0
	ldl_l t0,0(a0)
	or t0,v0,t1
	stl_c t1,0(a0)
	beq t1,.L5
	and v0,t0,v0
	mb
	zapnot v0,0xf,v0
	cmpult zero,v0,v0
	ret
	nop
	unop

uat_test_and_set_bit_4_seq_cst_fence:
	and a1,0x1f,a1
	mb
	lda v0,1
	sll v0,a1,v0
	sextl v0,v0
	ldl_l t0,0(a0)
	or t0,v0,t1
	stl_c t1,0(a0)
	beq t1,.L5
	mb
	and v0,t0,v0
	zapnot v0,0xf,v0
	cmpult zero,v0,v0
	mb
	ret
	unop

uat_test_and_clear_bit_4_relaxed:
	and a1,0x1f,a1
	lda v0,1
	sll v0,a1,v0
	sextl v0,v0
	not v0,t1
	ldl_l t0,0(a0)
	and t0,t1,t2
	stl_c t2,0(a0)
	beq t2,.L5
	and v0,t0,v0
	zapnot v0,0xf,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_clear_bit_4_acquire:
	and a1,0x1f,a1
	lda v0,1
	sll v0,a1,v0
	sextl v0,v0
	not v0,t1
	ldl_l t0,0(a0)
	and t0,t1,t2
	stl_c t2,0(a0)
	beq t2,.L5
	and v0,t0,v0
	mb
	zapnot v0,0xf,v0
	cmpult zero,v0,v0
	ret
	nop
	unop

uat_test_and_clear_bit_4_release:
	and a1,0x1f,a1
	mb
	lda v0,1
	sll v0,a1,v0
	sextl v0,v0
	not v0,t1
	ldl_l t0,0(a0)
	and t0,t1,t2
	stl_c t2,0(a0)
	beq t2,.L6
	and v0,t0,v0
	zapnot v0,0xf,v0
	cmpult zero,v0,v0
	ret
	nop
	unop

uat_test_and_clear_bit_4_acq_rel:
	and a1,0x1f,a1
	mb
	lda v0,1
	sll v0,a1,v0
	sextl v0,v0
	not v0,t1
	ldl_l t0,0(a0)
	and t0,t1,t2
	stl_c t2,0(a0)
	beq t2,.L6
	and v0,t0,v0
	mb
	zapnot v0,0xf,v0
	cmpult zero,v0,v0
	ret
	unop

uat_test_and_clear_bit_4_seq_cst:
	and a1,0x1f,a1
	mb
	lda v0,1
	sll v0,a1,v0
	sextl v0,v0
	not v0,t1
	ldl_l t0,0(a0)
	and t0,t1,t2
	stl_c t2,0(a0)
	beq t2,.L6
	and v0,t0,v0
	mb
	zapnot v0,0xf,v0
	cmpult zero,v0,v0
	ret
	unop

uat_test_and_clear_bit_4_seq_cst_fence:
	and a1,0x1f,a1
	mb
	lda v0,1
	sll v0,a1,v0
	sextl v0,v0
	not v0,t1
	ldl_l t0,0(a0)
	and t0,t1,t2
	stl_c t2,0(a0)
	beq t2,.L6
	mb
	and v0,t0,v0
	zapnot v0,0xf,v0
	cmpult zero,v0,v0
	mb
	ret

uat_test_and_change_bit_4_relaxed:
	and a1,0x1f,a1
	lda v0,1
	sll v0,a1,v0
	sextl v0,v0
	ldl_l t0,0(a0)
	xor t0,v0,t1
	stl_c t1,0(a0)
	beq t1,.L4
	and v0,t0,v0
	zapnot v0,0xf,v0
	cmpult zero,v0,v0
	ret

uat_test_and_change_bit_4_acquire:
	and a1,0x1f,a1
	lda v0,1
	sll v0,a1,v0
	sextl v0,v0
	ldl_l t0,0(a0)
	xor t0,v0,t1
	stl_c t1,0(a0)
	beq t1,.L4
	and v0,t0,v0
	mb
	zapnot v0,0xf,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_change_bit_4_release:
	and a1,0x1f,a1
	mb
	lda v0,1
	sll v0,a1,v0
	sextl v0,v0
	ldl_l t0,0(a0)
	xor t0,v0,t1
	stl_c t1,0(a0)
	beq t1,.L5
	and v0,t0,v0
	zapnot v0,0xf,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_change_bit_4_acq_rel:
	and a1,0x1f,a1
	mb
	lda v0,1
	sll v0,a1,v0
	sextl v0,v0
	ldl_l t0,0(a0)
	xor t0,v0,t1
	stl_c t1,0(a0)
	beq t1,.L5
	and v0,t0,v0
	mb
	zapnot v0,0xf,v0
	cmpult zero,v0,v0
	ret
	nop
	unop

uat_test_and_change_bit_4_seq_cst:
	and a1,0x1f,a1
	mb
	lda v0,1
	sll v0,a1,v0
	sextl v0,v0
	ldl_l t0,0(a0)
	xor t0,v0,t1
	stl_c t1,0(a0)
	beq t1,.L5
	and v0,t0,v0
	mb
	zapnot v0,0xf,v0
	cmpult zero,v0,v0
	ret
	nop
	unop

uat_test_and_change_bit_4_seq_cst_fence:
	and a1,0x1f,a1
	mb
	lda v0,1
	sll v0,a1,v0
	sextl v0,v0
	ldl_l t0,0(a0)
	xor t0,v0,t1
	stl_c t1,0(a0)
	beq t1,.L5
	mb
	and v0,t0,v0
	zapnot v0,0xf,v0
	cmpult zero,v0,v0
	mb
	ret
	unop

uat_fetch_add_unless_4_relaxed:
	zapnot a2,0xf,a2
	ldl v0,0(a0)
	sextl v0,v0
	zapnot v0,0xf,t0
	addl a1,v0,t1
	cmpeq a2,t0,t0
	bne t0,.L16
	ldl_l t2,0(a0)
	cmpeq t2,v0,t0
	beq t0,.L13
	mov t1,t0
	stl_c t0,0(a0)
	beq t0,.L7
	zapnot t0,0xf,t0
	sextl t2,v0
	beq t0,.L3
	ret
	unop
	nop
	unop

uat_fetch_add_unless_4_acquire:
	zapnot a2,0xf,a2
	ldl v0,0(a0)
	sextl v0,v0
	zapnot v0,0xf,t0
	addl a1,v0,t1
	cmpeq a2,t0,t0
	bne t0,.L17
	ldl_l t2,0(a0)
	cmpeq t2,v0,t0
	beq t0,.L14
	mov t1,t0
	stl_c t0,0(a0)
	beq t0,.L7
	mb
	zapnot t0,0xf,t0
	sextl t2,v0
	beq t0,.L3
	ret
	nop
	unop

uat_fetch_add_unless_4_release:
	zapnot a2,0xf,a2
	ldl v0,0(a0)
	sextl v0,v0
	zapnot v0,0xf,t0
	addl a1,v0,t1
	cmpeq a2,t0,t0
	bne t0,.L17
	mb
	ldl_l t2,0(a0)
	cmpeq t2,v0,t0
	beq t0,.L14
	mov t1,t0
	stl_c t0,0(a0)
	beq t0,.L8
	zapnot t0,0xf,t0
	sextl t2,v0
	beq t0,.L3
	ret
	nop
	unop

uat_fetch_add_unless_4_acq_rel:
	zapnot a2,0xf,a2
	ldl v0,0(a0)
	sextl v0,v0
	zapnot v0,0xf,t0
	addl a1,v0,t1
	cmpeq a2,t0,t0
	bne t0,.L18
	mb
	ldl_l t2,0(a0)
	cmpeq t2,v0,t0
	beq t0,.L15
	mov t1,t0
	stl_c t0,0(a0)
	beq t0,.L8
	mb
	zapnot t0,0xf,t0
	sextl t2,v0
	beq t0,.L3
	ret
	unop

uat_fetch_add_unless_4_seq_cst:
	zapnot a2,0xf,a2
	ldl v0,0(a0)
	sextl v0,v0
	zapnot v0,0xf,t0
	addl a1,v0,t1
	cmpeq a2,t0,t0
	bne t0,.L18
	mb
	ldl_l t2,0(a0)
	cmpeq t2,v0,t0
	beq t0,.L15
	mov t1,t0
	stl_c t0,0(a0)
	beq t0,.L8
	mb
	zapnot t0,0xf,t0
	sextl t2,v0
	beq t0,.L3
	ret
	unop

uat_fetch_add_unless_4_seq_cst_fence:
	zapnot a2,0xf,a2
	ldl v0,0(a0)
	sextl v0,v0
	zapnot v0,0xf,t0
	addl a1,v0,t1
	cmpeq a2,t0,t0
	bne t0,.L19
	mb
	ldl_l t2,0(a0)
	cmpeq t2,v0,t0
	beq t0,.L15
	mov t1,t0
	stl_c t0,0(a0)
	beq t0,.L8
	mb
	zapnot t0,0xf,t0
	sextl t2,v0
	beq t0,.L3
	mb
	ret

uat_add_unless_4_relaxed:
	zapnot a2,0xf,a2
	ldl t0,0(a0)
	sextl t0,t0
	zapnot t0,0xf,t1
	addl a1,t0,t2
	cmpeq a2,t1,t1
	bne t1,.L20
	ldl_l t3,0(a0)
	cmpeq t3,t0,t1
	beq t1,.L13
	mov t2,t1
	stl_c t1,0(a0)
	beq t1,.L7
	zapnot t1,0xf,t1
	sextl t3,t0
	beq t1,.L3
	lda v0,1
	ret
	nop
	unop
	clr v0
	ret
	nop
	unop

uat_add_unless_4_acquire:
	zapnot a2,0xf,a2
	ldl t0,0(a0)
	sextl t0,t0
	zapnot t0,0xf,t1
	addl a1,t0,t2
	cmpeq a2,t1,t1
	bne t1,.L20
	ldl_l t3,0(a0)
	cmpeq t3,t0,t1
	beq t1,.L14
	mov t2,t1
	stl_c t1,0(a0)
	beq t1,.L7
	mb
	zapnot t1,0xf,t1
	sextl t3,t0
	beq t1,.L3
	lda v0,1
	ret
	unop
	clr v0
	ret
	nop
	unop

uat_add_unless_4_release:
	zapnot a2,0xf,a2
	ldl t0,0(a0)
	sextl t0,t0
	zapnot t0,0xf,t1
	addl a1,t0,t2
	cmpeq a2,t1,t1
	bne t1,.L20
	mb
	ldl_l t3,0(a0)
	cmpeq t3,t0,t1
	beq t1,.L14
	mov t2,t1
	stl_c t1,0(a0)
	beq t1,.L8
	zapnot t1,0xf,t1
	sextl t3,t0
	beq t1,.L3
	lda v0,1
	ret
	unop
	clr v0
	ret
	nop
	unop

uat_add_unless_4_acq_rel:
	zapnot a2,0xf,a2
	ldl t0,0(a0)
	sextl t0,t0
	zapnot t0,0xf,t1
	addl a1,t0,t2
	cmpeq a2,t1,t1
	bne t1,.L20
	mb
	ldl_l t3,0(a0)
	cmpeq t3,t0,t1
	beq t1,.L15
	mov t2,t1
	stl_c t1,0(a0)
	beq t1,.L8
	mb
	zapnot t1,0xf,t1
	sextl t3,t0
	beq t1,.L3
	lda v0,1
	ret
	clr v0
	ret
	nop
	unop

uat_add_unless_4_seq_cst:
	zapnot a2,0xf,a2
	ldl t0,0(a0)
	sextl t0,t0
	zapnot t0,0xf,t1
	addl a1,t0,t2
	cmpeq a2,t1,t1
	bne t1,.L20
	mb
	ldl_l t3,0(a0)
	cmpeq t3,t0,t1
	beq t1,.L15
	mov t2,t1
	stl_c t1,0(a0)
	beq t1,.L8
	mb
	zapnot t1,0xf,t1
	sextl t3,t0
	beq t1,.L3
	lda v0,1
	ret
	clr v0
	ret
	nop
	unop

uat_add_unless_4_seq_cst_fence:
	zapnot a2,0xf,a2
	ldl t0,0(a0)
	sextl t0,t0
	zapnot t0,0xf,t1
	addl a1,t0,t2
	cmpeq a2,t1,t1
	bne t1,.L24
	mb
	ldl_l t3,0(a0)
	cmpeq t3,t0,t1
	beq t1,.L15
	mov t2,t1
	stl_c t1,0(a0)
	beq t1,.L8
	mb
	zapnot t1,0xf,t1
	sextl t3,t0
	beq t1,.L3
	mb
	lda v0,1
	ret
	unop
	nop
	unop
	clr v0
	ret
	nop
	unop

uat_dec_if_positive_4_relaxed:
	ldl t0,0(a0)
	sextl t0,t0
	sextl t0,t1
	subl t0,0x1,t2
	ble t1,.L20
	ldl_l v0,0(a0)
	cmpeq v0,t0,t1
	beq t1,.L11
	mov t2,t1
	stl_c t1,0(a0)
	beq t1,.L5
	zapnot t1,0xf,t1
	sextl v0,t0
	beq t1,.L2
	subl v0,0x1,v0
	sextl v0,v0
	ret
	unop
	nop
	unop
	lda t1,1
	zapnot t0,0xf,v0
	sll t1,0x1f,t1
	cmpeq v0,t1,v0
	cmpeq v0,0,v0
	subl t0,v0,v0
	br .L15
	unop

uat_dec_if_positive_4_acquire:
	ldl t0,0(a0)
	sextl t0,t0
	sextl t0,t1
	subl t0,0x1,t2
	ble t1,.L20
	ldl_l v0,0(a0)
	cmpeq v0,t0,t1
	beq t1,.L12
	mov t2,t1
	stl_c t1,0(a0)
	beq t1,.L5
	mb
	zapnot t1,0xf,t1
	sextl v0,t0
	beq t1,.L2
	subl v0,0x1,v0
	sextl v0,v0
	ret
	nop
	unop
	lda t1,1
	zapnot t0,0xf,v0
	sll t1,0x1f,t1
	cmpeq v0,t1,v0
	cmpeq v0,0,v0
	subl t0,v0,v0
	br .L16
	unop

uat_dec_if_positive_4_release:
	ldl t0,0(a0)
	sextl t0,t0
	sextl t0,t1
	subl t0,0x1,t2
	ble t1,.L20
	mb
	ldl_l v0,0(a0)
	cmpeq v0,t0,t1
	beq t1,.L12
	mov t2,t1
	stl_c t1,0(a0)
	beq t1,.L6
	zapnot t1,0xf,t1
	sextl v0,t0
	beq t1,.L2
	subl v0,0x1,v0
	sextl v0,v0
	ret
	nop
	unop
	lda t1,1
	zapnot t0,0xf,v0
	sll t1,0x1f,t1
	cmpeq v0,t1,v0
	cmpeq v0,0,v0
	subl t0,v0,v0
	br .L16
	unop

uat_dec_if_positive_4_acq_rel:
	ldl t0,0(a0)
	sextl t0,t0
	sextl t0,t1
	subl t0,0x1,t2
	ble t1,.L20
	mb
	ldl_l v0,0(a0)
	cmpeq v0,t0,t1
	beq t1,.L13
	mov t2,t1
	stl_c t1,0(a0)
	beq t1,.L6
	mb
	zapnot t1,0xf,t1
	sextl v0,t0
	beq t1,.L2
	subl v0,0x1,v0
	sextl v0,v0
	ret
	unop
	lda t1,1
	zapnot t0,0xf,v0
	sll t1,0x1f,t1
	cmpeq v0,t1,v0
	cmpeq v0,0,v0
	subl t0,v0,v0
	br .L17
	unop

uat_dec_if_positive_4_seq_cst:
	ldl t0,0(a0)
	sextl t0,t0
	sextl t0,t1
	subl t0,0x1,t2
	ble t1,.L20
	mb
	ldl_l v0,0(a0)
	cmpeq v0,t0,t1
	beq t1,.L13
	mov t2,t1
	stl_c t1,0(a0)
	beq t1,.L6
	mb
	zapnot t1,0xf,t1
	sextl v0,t0
	beq t1,.L2
	subl v0,0x1,v0
	sextl v0,v0
	ret
	unop
	lda t1,1
	zapnot t0,0xf,v0
	sll t1,0x1f,t1
	cmpeq v0,t1,v0
	cmpeq v0,0,v0
	subl t0,v0,v0
	br .L17
	unop

uat_dec_if_positive_4_seq_cst_fence:
	ldl t0,0(a0)
	sextl t0,t0
	sextl t0,t1
	subl t0,0x1,t2
	ble t1,.L20
	mb
	ldl_l v0,0(a0)
	cmpeq v0,t0,t1
	beq t1,.L13
	mov t2,t1
	stl_c t1,0(a0)
	beq t1,.L6
	mb
	zapnot t1,0xf,t1
	sextl v0,t0
	beq t1,.L2
	mb
	subl v0,0x1,v0
	ret
	unop
	lda t1,1
	zapnot t0,0xf,v0
	sll t1,0x1f,t1
	cmpeq v0,t1,v0
	cmpeq v0,0,v0
	subl t0,v0,v0
	ret
	unop

uat_cond_load_4_relaxed:
	zapnot a1,0xf,a1
	ldl v0,0(a0)
	zapnot v0,0xf,t0
	sextl v0,v0
	cmpeq a1,t0,t0
	beq t0,.L8
	ret
	unop
	br .L1
	unop
	nop
	unop

uat_cond_load_4_consume:
	zapnot a1,0xf,a1
	ldl v0,0(a0)
	mb
	zapnot v0,0xf,t0
	sextl v0,v0
	cmpeq a1,t0,t0
	beq t0,.L8
	ret
	br .L1
	unop
	nop
	unop

uat_cond_load_4_acquire:
	zapnot a1,0xf,a1
	ldl v0,0(a0)
	mb
	zapnot v0,0xf,t0
	sextl v0,v0
	cmpeq a1,t0,t0
	beq t0,.L8
	ret
	br .L1
	unop
	nop
	unop

uat_cond_load_4_seq_cst:
	zapnot a1,0xf,a1
	mb
	ldl v0,0(a0)
	mb
	zapnot v0,0xf,t0
	sextl v0,v0
	cmpeq a1,t0,t0
	beq t0,.L12
	ret
	unop
	nop
	unop
	br .L1
	unop
	nop
	unop

uat_cond_load_4_seq_cst_fence:
	mb
	zapnot a1,0xf,a1
	mb
	ldl v0,0(a0)
	mb
	zapnot v0,0xf,t0
	sextl v0,v0
	cmpeq a1,t0,t0
	beq t0,.L12
	mb
	ret
	unop
	br .L2
	unop
	nop
	unop

uat_inc_4_relaxed:
	ldl_l t0,0(a0)
	addl t0,0x1,t0
	stl_c t0,0(a0)
	beq t0,.L0
	ret
	unop
	nop
	unop

uat_inc_4_acquire:
	ldl_l t0,0(a0)
	addl t0,0x1,t0
	stl_c t0,0(a0)
	beq t0,.L0
	mb
	ret
	nop
	unop

uat_inc_4_release:
	mb
	ldl_l t0,0(a0)
	addl t0,0x1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	ret
	nop
	unop

uat_inc_4_acq_rel:
	mb
	ldl_l t0,0(a0)
	addl t0,0x1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop

uat_inc_4_seq_cst:
	mb
	ldl_l t0,0(a0)
	addl t0,0x1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop

uat_inc_4_seq_cst_fence:
	mb
	ldl_l t0,0(a0)
	addl t0,0x1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	mb
	ret

uat_dec_4_relaxed:
	ldl_l t0,0(a0)
	subl t0,0x1,t0
	stl_c t0,0(a0)
	beq t0,.L0
	ret
	unop
	nop
	unop

uat_dec_4_acquire:
	ldl_l t0,0(a0)
	subl t0,0x1,t0
	stl_c t0,0(a0)
	beq t0,.L0
	mb
	ret
	nop
	unop

uat_dec_4_release:
	mb
	ldl_l t0,0(a0)
	subl t0,0x1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	ret
	nop
	unop

uat_dec_4_acq_rel:
	mb
	ldl_l t0,0(a0)
	subl t0,0x1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop

uat_dec_4_seq_cst:
	mb
	ldl_l t0,0(a0)
	subl t0,0x1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop

uat_dec_4_seq_cst_fence:
	mb
	ldl_l t0,0(a0)
	subl t0,0x1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	mb
	ret

uat_add_around_4_mb:
	mb
	ldl_l t0,0(a0)
	addl t0,a1,t0
	stl_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop

uat_load_8_relaxed:
	ldq v0,0(a0)
	ret
	nop
	unop

uat_load_8_consume:
	ldq v0,0(a0)
	mb
	ret
	unop

uat_load_8_acquire:
	ldq v0,0(a0)
	mb
	ret
	unop

uat_load_8_seq_cst:
	mb
	ldq v0,0(a0)
	mb
	ret

uat_load_8_seq_cst_fence:
	mb
	mb
	ldq v0,0(a0)
	mb
	mb
	ret
	nop
	unop

uat_store_8_relaxed:
	stq a1,0(a0)
	ret
	nop
	unop

uat_store_8_release:
	mb
	stq a1,0(a0)
	ret
	unop

uat_store_8_seq_cst:
	mb
	stq a1,0(a0)
	mb
	ret

uat_store_8_seq_cst_fence:
	mb
	stq a1,0(a0)
	mb
	mb
	ret
	unop
	nop
	unop

uat_cmpxchg_8_relaxed:
	ldq_l v0,0(a0)
	cmpeq v0,a1,t0
	beq t0,.L6
	mov a2,t0
	stq_c t0,0(a0)
	beq t0,.L0
	ret
	unop

uat_cmpxchg_8_acquire:
	ldq_l v0,0(a0)
	cmpeq v0,a1,t0
	beq t0,.L6
	mov a2,t0
	stq_c t0,0(a0)
	beq t0,.L0
	mb
	ret

uat_cmpxchg_8_release:
	mb
	ldq_l v0,0(a0)
	cmpeq v0,a1,t0
	beq t0,.L7
	mov a2,t0
	stq_c t0,0(a0)
	beq t0,.L1
	ret

uat_cmpxchg_8_acq_rel:
	mb
	ldq_l v0,0(a0)
	cmpeq v0,a1,t0
	beq t0,.L7
	mov a2,t0
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop
	nop
	unop

uat_cmpxchg_8_seq_cst:
	mb
	ldq_l v0,0(a0)
	cmpeq v0,a1,t0
	beq t0,.L7
	mov a2,t0
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop
	nop
	unop

uat_cmpxchg_8_seq_cst_fence_sc:
	mb
	ldq_l v0,0(a0)
	cmpeq v0,a1,t0
	beq t0,.L7
	mov a2,t0
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	cmpeq a1,v0,a1
	beq a1,.L11
	mb
	ret

uat_cmpxchg_8_seq_cst_fence:
	mb
	ldq_l v0,0(a0)
	cmpeq v0,a1,t0
	beq t0,.L7
	mov a2,t0
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	cmpeq a1,v0,t0
	beq t0,.L12
	mb
	ret
	mb
	mb
	ldq_l v0,0(a0)
	cmpeq v0,a1,t0
	beq t0,.L20
	mov a2,t0
	stq_c t0,0(a0)
	beq t0,.L14
	mb
	mb
	ret
	unop

uat_cmpxchg_test_8_seq_cst_fence:
	mb
	ldq_l t0,0(a0)
	cmpeq t0,a1,t1
	beq t1,.L7
	mov a2,t1
	stq_c t1,0(a0)
	beq t1,.L1
	mb
	cmpeq a1,t0,t1
	beq t1,.L16
	cmpeq a1,t0,v0
	mb
	ret
	unop
	nop
	unop
	mb
	mb
	ldq_l t0,0(a0)
	cmpeq t0,a1,t1
	beq t1,.L24
	mov a2,t1
	stq_c t1,0(a0)
	beq t1,.L18
	mb
	cmpeq a1,t0,v0
	mb
	ret

uat_try_cmpxchg_8_relaxed:
	ldq_l t0,0(a0)
	cmpeq t0,a1,v0
	beq v0,.L6
	mov a2,v0
	stq_c v0,0(a0)
	beq v0,.L0
	sextl v0,v0
	ret

uat_try_cmpxchg_8_acquire:
	ldq_l t0,0(a0)
	cmpeq t0,a1,v0
	beq v0,.L6
	mov a2,v0
	stq_c v0,0(a0)
	beq v0,.L0
	mb
	sextl v0,v0
	ret
	unop
	nop
	unop

uat_try_cmpxchg_8_release:
	mb
	ldq_l t0,0(a0)
	cmpeq t0,a1,v0
	beq v0,.L7
	mov a2,v0
	stq_c v0,0(a0)
	beq v0,.L1
	sextl v0,v0
	ret
	unop
	nop
	unop

uat_try_cmpxchg_8_acq_rel:
	mb
	ldq_l t0,0(a0)
	cmpeq t0,a1,v0
	beq v0,.L7
	mov a2,v0
	stq_c v0,0(a0)
	beq v0,.L1
	mb
	sextl v0,v0
	ret
	nop
	unop

uat_try_cmpxchg_8_seq_cst:
	mb
	ldq_l t0,0(a0)
	cmpeq t0,a1,v0
	beq v0,.L7
	mov a2,v0
	stq_c v0,0(a0)
	beq v0,.L1
	mb
	sextl v0,v0
	ret
	nop
	unop

uat_try_cmpxchg_8_seq_cst_fence_sc:
	mb
	ldq_l t0,0(a0)
	cmpeq t0,a1,v0
	beq v0,.L7
	mov a2,v0
	stq_c v0,0(a0)
	beq v0,.L1
	mb
	beq v0,.L10
	mb
	sextl v0,v0
	ret

uat_try_cmpxchg_8_seq_cst_fence:
	mb
	ldq_l t1,0(a0)
	cmpeq t1,a1,t0
	beq t0,.L7
	mov a2,t0
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	lda v0,1
	beq t0,.L16
	sextl v0,v0
	mb
	ret
	unop
	nop
	unop
	mb
	mb
	ldq_l t0,0(a0)
	cmpeq t0,a1,v0
	beq v0,.L24
	mov a2,v0
	stq_c v0,0(a0)
	beq v0,.L18
	mb
	and v0,0x1,v0
	sextl v0,v0
	mb
	ret
	unop
	nop
	unop

uat_try_cmpxchg_weak_8_relaxed:
	ldq_l t0,0(a0)
	cmpeq t0,a1,v0
	beq v0,.L5
	mov a2,v0
	stq_c v0,0(a0)
	sextl v0,v0
	ret
	unop

uat_try_cmpxchg_weak_8_acquire:
	ldq_l t0,0(a0)
	cmpeq t0,a1,v0
	beq v0,.L5
	mov a2,v0
	stq_c v0,0(a0)
	mb
	sextl v0,v0
	ret

uat_try_cmpxchg_weak_8_release:
	mb
	ldq_l t0,0(a0)
	cmpeq t0,a1,v0
	beq v0,.L6
	mov a2,v0
	stq_c v0,0(a0)
	sextl v0,v0
	ret

uat_try_cmpxchg_weak_8_acq_rel:
	mb
	ldq_l t0,0(a0)
	cmpeq t0,a1,v0
	beq v0,.L6
	mov a2,v0
	stq_c v0,0(a0)
	mb
	sextl v0,v0
	ret
	unop
	nop
	unop

uat_try_cmpxchg_weak_8_seq_cst:
	mb
	ldq_l t0,0(a0)
	cmpeq t0,a1,v0
	beq v0,.L6
	mov a2,v0
	stq_c v0,0(a0)
	mb
	sextl v0,v0
	ret
	unop
	nop
	unop

uat_try_cmpxchg_weak_8_seq_cst_fence_sc:
	mb
	ldq_l t0,0(a0)
	cmpeq t0,a1,v0
	beq v0,.L6
	mov a2,v0
	stq_c v0,0(a0)
	mb
	beq v0,.L9
	mb
	sextl v0,v0
	ret
	unop

uat_try_cmpxchg_weak_8_seq_cst_fence:
	mb
	ldq_l t1,0(a0)
	cmpeq t1,a1,t0
	beq t0,.L6
	mov a2,t0
	stq_c t0,0(a0)
	mb
	lda v0,1
	beq t0,.L12
	sextl v0,v0
	mb
	ret
	mb
	mb
	ldq_l t0,0(a0)
	cmpeq t0,a1,v0
	beq v0,.L19
	mov a2,v0
	stq_c v0,0(a0)
	mb
	and v0,0x1,v0
	sextl v0,v0
	mb
	ret

uat_xchg_8_relaxed:
	ldq v0,0(a0)
	ldq_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L6
	mov a1,t0
	stq_c t0,0(a0)
	mov t1,v0
	beq t0,.L1
	ret
	unop
	nop
	unop

uat_xchg_8_acquire:
	ldq v0,0(a0)
	ldq_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L7
	mov a1,t0
	stq_c t0,0(a0)
	mb
	mov t1,v0
	beq t0,.L1
	ret
	nop
	unop

uat_xchg_8_release:
	ldq v0,0(a0)
	mb
	ldq_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L7
	mov a1,t0
	stq_c t0,0(a0)
	mov t1,v0
	beq t0,.L1
	ret
	nop
	unop

uat_xchg_8_acq_rel:
	ldq v0,0(a0)
	mb
	ldq_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L8
	mov a1,t0
	stq_c t0,0(a0)
	mb
	mov t1,v0
	beq t0,.L1
	ret
	unop

uat_xchg_8_seq_cst:
	ldq v0,0(a0)
	mb
	ldq_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L8
	mov a1,t0
	stq_c t0,0(a0)
	mb
	mov t1,v0
	beq t0,.L1
	ret
	unop

uat_xchg_8_seq_cst_fence:
	ldq v0,0(a0)
	mb
	ldq_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L8
	mov a1,t0
	stq_c t0,0(a0)
	mb
	mov t1,v0
	beq t0,.L1
	mb
	ret

uat_add_return_8_relaxed:
	ldq_l t0,0(a0)
	addq t0,a1,v0
	addq t0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L0
	ret
	nop
	unop

uat_add_return_8_acquire:
	ldq_l t0,0(a0)
	addq t0,a1,v0
	addq t0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L0
	mb
	ret
	unop

uat_add_return_8_release:
	mb
	ldq_l t0,0(a0)
	addq t0,a1,v0
	addq t0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	ret
	unop

uat_add_return_8_acq_rel:
	mb
	ldq_l t0,0(a0)
	addq t0,a1,v0
	addq t0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	ret

uat_add_return_8_seq_cst:
	mb
	ldq_l t0,0(a0)
	addq t0,a1,v0
	addq t0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	ret

uat_add_return_8_seq_cst_fence:
	mb
	ldq_l t0,0(a0)
	addq t0,a1,v0
	addq t0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	mb
	ret
	unop
	nop
	unop

uat_add_8_relaxed:
	ldq_l t0,0(a0)
	addq t0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L0
	ret
	unop
	nop
	unop

uat_add_8_acquire:
	ldq_l t0,0(a0)
	addq t0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L0
	mb
	ret
	nop
	unop

uat_add_8_release:
	mb
	ldq_l t0,0(a0)
	addq t0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	ret
	nop
	unop

uat_add_8_acq_rel:
	mb
	ldq_l t0,0(a0)
	addq t0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop

uat_add_8_seq_cst:
	mb
	ldq_l t0,0(a0)
	addq t0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop

uat_add_8_seq_cst_fence:
	mb
	ldq_l t0,0(a0)
	addq t0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	mb
	ret

uat_and_8_relaxed:
	ldq_l t0,0(a0)
	and t0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L0
	ret
	unop
	nop
	unop

uat_and_8_acquire:
	ldq_l t0,0(a0)
	and t0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L0
	mb
	ret
	nop
	unop

uat_and_8_release:
	mb
	ldq_l t0,0(a0)
	and t0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	ret
	nop
	unop

uat_and_8_acq_rel:
	mb
	ldq_l t0,0(a0)
	and t0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop

uat_and_8_seq_cst:
	mb
	ldq_l t0,0(a0)
	and t0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop

uat_and_8_seq_cst_fence:
	mb
	ldq_l t0,0(a0)
	and t0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	mb
	ret

uat_or_8_relaxed:
	ldq_l t0,0(a0)
	or t0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L0
	ret
	unop
	nop
	unop

uat_or_8_acquire:
	ldq_l t0,0(a0)
	or t0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L0
	mb
	ret
	nop
	unop

uat_or_8_release:
	mb
	ldq_l t0,0(a0)
	or t0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	ret
	nop
	unop

uat_or_8_acq_rel:
	mb
	ldq_l t0,0(a0)
	or t0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop

uat_or_8_seq_cst:
	mb
	ldq_l t0,0(a0)
	or t0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop

uat_or_8_seq_cst_fence:
	mb
	ldq_l t0,0(a0)
	or t0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	mb
	ret

uat_xor_8_relaxed:
	ldq_l t0,0(a0)
	xor t0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L0
	ret
	unop
	nop
	unop

uat_xor_8_acquire:
	ldq_l t0,0(a0)
	xor t0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L0
	mb
	ret
	nop
	unop

uat_xor_8_release:
	mb
	ldq_l t0,0(a0)
	xor t0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	ret
	nop
	unop

uat_xor_8_acq_rel:
	mb
	ldq_l t0,0(a0)
	xor t0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop

uat_xor_8_seq_cst:
	mb
	ldq_l t0,0(a0)
	xor t0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop

uat_xor_8_seq_cst_fence:
	mb
	ldq_l t0,0(a0)
	xor t0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	mb
	ret

uat_fetch_add_8_relaxed:
	ldq_l v0,0(a0)
	addq v0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L0
	ret
	unop
	nop
	unop

uat_fetch_add_8_acquire:
	ldq_l v0,0(a0)
	addq v0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L0
	mb
	ret
	nop
	unop

uat_fetch_add_8_release:
	mb
	ldq_l v0,0(a0)
	addq v0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	ret
	nop
	unop

uat_fetch_add_8_acq_rel:
	mb
	ldq_l v0,0(a0)
	addq v0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop

uat_fetch_add_8_seq_cst:
	mb
	ldq_l v0,0(a0)
	addq v0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop

uat_fetch_add_8_seq_cst_fence:
	mb
	ldq_l v0,0(a0)
	addq v0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	mb
	ret

uat_fetch_and_8_relaxed:
	ldq_l v0,0(a0)
	and v0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L0
	ret
	unop
	nop
	unop

uat_fetch_and_8_acquire:
	ldq_l v0,0(a0)
	and v0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L0
	mb
	ret
	nop
	unop

uat_fetch_and_8_release:
	mb
	ldq_l v0,0(a0)
	and v0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	ret
	nop
	unop

uat_fetch_and_8_acq_rel:
	mb
	ldq_l v0,0(a0)
	and v0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop

uat_fetch_and_8_seq_cst:
	mb
	ldq_l v0,0(a0)
	and v0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop

uat_fetch_and_8_seq_cst_fence:
	mb
	ldq_l v0,0(a0)
	and v0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	mb
	ret

uat_fetch_or_8_relaxed:
	ldq_l v0,0(a0)
	or v0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L0
	ret
	unop
	nop
	unop

uat_fetch_or_8_acquire:
	ldq_l v0,0(a0)
	or v0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L0
	mb
	ret
	nop
	unop

uat_fetch_or_8_release:
	mb
	ldq_l v0,0(a0)
	or v0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	ret
	nop
	unop

uat_fetch_or_8_acq_rel:
	mb
	ldq_l v0,0(a0)
	or v0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop

uat_fetch_or_8_seq_cst:
	mb
	ldq_l v0,0(a0)
	or v0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop

uat_fetch_or_8_seq_cst_fence:
	mb
	ldq_l v0,0(a0)
	or v0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	mb
	ret

uat_fetch_xor_8_relaxed:
	ldq_l v0,0(a0)
	xor v0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L0
	ret
	unop
	nop
	unop

uat_fetch_xor_8_acquire:
	ldq_l v0,0(a0)
	xor v0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L0
	mb
	ret
	nop
	unop

uat_fetch_xor_8_release:
	mb
	ldq_l v0,0(a0)
	xor v0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	ret
	nop
	unop

uat_fetch_xor_8_acq_rel:
	mb
	ldq_l v0,0(a0)
	xor v0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop

uat_fetch_xor_8_seq_cst:
	mb
	ldq_l v0,0(a0)
	xor v0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop

uat_fetch_xor_8_seq_cst_fence:
	mb
	ldq_l v0,0(a0)
	xor v0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	mb
	ret

uat_fetch_smax_8_relaxed:
	ldq v0,0(a0)
	cmple v0,a1,t0
	mov a1,t2
	cmoveq t0,v0,t2
	ldq_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L10
	mov t2,t0
	stq_c t0,0(a0)
	beq t0,.L4
	mov t1,v0
	beq t0,.L1
	ret
	unop
	nop
	unop

uat_fetch_smax_8_acquire:
	ldq v0,0(a0)
	cmple v0,a1,t0
	mov a1,t2
	cmoveq t0,v0,t2
	ldq_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L11
	mov t2,t0
	stq_c t0,0(a0)
	beq t0,.L4
	mb
	mov t1,v0
	beq t0,.L1
	ret
	nop
	unop

uat_fetch_smax_8_release:
	ldq v0,0(a0)
	cmple v0,a1,t0
	mb
	mov a1,t2
	cmoveq t0,v0,t2
	ldq_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L11
	mov t2,t0
	stq_c t0,0(a0)
	beq t0,.L5
	mov t1,v0
	beq t0,.L1
	ret
	nop
	unop

uat_fetch_smax_8_acq_rel:
	ldq v0,0(a0)
	cmple v0,a1,t0
	mb
	mov a1,t2
	cmoveq t0,v0,t2
	ldq_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L12
	mov t2,t0
	stq_c t0,0(a0)
	beq t0,.L5
	mb
	mov t1,v0
	beq t0,.L1
	ret
	unop

uat_fetch_smax_8_seq_cst:
	ldq v0,0(a0)
	cmple v0,a1,t0
	mb
	mov a1,t2
	cmoveq t0,v0,t2
	ldq_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L12
	mov t2,t0
	stq_c t0,0(a0)
	beq t0,.L5
	mb
	mov t1,v0
	beq t0,.L1
	ret
	unop

uat_fetch_smax_8_seq_cst_fence:
	ldq v0,0(a0)
	cmple v0,a1,t0
	mb
	mov a1,t2
	cmoveq t0,v0,t2
	ldq_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L12
	mov t2,t0
	stq_c t0,0(a0)
	beq t0,.L5
	mb
	mov t1,v0
	beq t0,.L1
	mb
	ret

uat_fetch_umax_8_relaxed:
	ldq v0,0(a0)
	cmpule a1,v0,t0
	mov v0,t2
	cmoveq t0,a1,t2
	ldq_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L10
	mov t2,t0
	stq_c t0,0(a0)
	beq t0,.L4
	mov t1,v0
	beq t0,.L1
	ret
	unop
	nop
	unop

uat_fetch_umax_8_acquire:
	ldq v0,0(a0)
	cmpule a1,v0,t0
	mov v0,t2
	cmoveq t0,a1,t2
	ldq_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L11
	mov t2,t0
	stq_c t0,0(a0)
	beq t0,.L4
	mb
	mov t1,v0
	beq t0,.L1
	ret
	nop
	unop

uat_fetch_umax_8_release:
	ldq v0,0(a0)
	cmpule a1,v0,t0
	mb
	mov v0,t2
	cmoveq t0,a1,t2
	ldq_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L11
	mov t2,t0
	stq_c t0,0(a0)
	beq t0,.L5
	mov t1,v0
	beq t0,.L1
	ret
	nop
	unop

uat_fetch_umax_8_acq_rel:
	ldq v0,0(a0)
	cmpule a1,v0,t0
	mb
	mov v0,t2
	cmoveq t0,a1,t2
	ldq_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L12
	mov t2,t0
	stq_c t0,0(a0)
	beq t0,.L5
	mb
	mov t1,v0
	beq t0,.L1
	ret
	unop

uat_fetch_umax_8_seq_cst:
	ldq v0,0(a0)
	cmpule a1,v0,t0
	mb
	mov v0,t2
	cmoveq t0,a1,t2
	ldq_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L12
	mov t2,t0
	stq_c t0,0(a0)
	beq t0,.L5
	mb
	mov t1,v0
	beq t0,.L1
	ret
	unop

uat_fetch_umax_8_seq_cst_fence:
	ldq v0,0(a0)
	cmpule a1,v0,t0
	mb
	mov v0,t2
	cmoveq t0,a1,t2
	ldq_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L12
	mov t2,t0
	stq_c t0,0(a0)
	beq t0,.L5
	mb
	mov t1,v0
	beq t0,.L1
	mb
	ret

uat_fetch_smin_8_relaxed:
	ldq v0,0(a0)
	cmplt v0,a1,t0
	mov a1,t2
	cmovne t0,v0,t2
	ldq_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L10
	mov t2,t0
	stq_c t0,0(a0)
	beq t0,.L4
	mov t1,v0
	beq t0,.L1
	ret
	unop
	nop
	unop

uat_fetch_smin_8_acquire:
	ldq v0,0(a0)
	cmplt v0,a1,t0
	mov a1,t2
	cmovne t0,v0,t2
	ldq_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L11
	mov t2,t0
	stq_c t0,0(a0)
	beq t0,.L4
	mb
	mov t1,v0
	beq t0,.L1
	ret
	nop
	unop

uat_fetch_smin_8_release:
	ldq v0,0(a0)
	cmplt v0,a1,t0
	mb
	mov a1,t2
	cmovne t0,v0,t2
	ldq_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L11
	mov t2,t0
	stq_c t0,0(a0)
	beq t0,.L5
	mov t1,v0
	beq t0,.L1
	ret
	nop
	unop

uat_fetch_smin_8_acq_rel:
	ldq v0,0(a0)
	cmplt v0,a1,t0
	mb
	mov a1,t2
	cmovne t0,v0,t2
	ldq_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L12
	mov t2,t0
	stq_c t0,0(a0)
	beq t0,.L5
	mb
	mov t1,v0
	beq t0,.L1
	ret
	unop

uat_fetch_smin_8_seq_cst:
	ldq v0,0(a0)
	cmplt v0,a1,t0
	mb
	mov a1,t2
	cmovne t0,v0,t2
	ldq_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L12
	mov t2,t0
	stq_c t0,0(a0)
	beq t0,.L5
	mb
	mov t1,v0
	beq t0,.L1
	ret
	unop

uat_fetch_smin_8_seq_cst_fence:
	ldq v0,0(a0)
	cmplt v0,a1,t0
	mb
	mov a1,t2
	cmovne t0,v0,t2
	ldq_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L12
	mov t2,t0
	stq_c t0,0(a0)
	beq t0,.L5
	mb
	mov t1,v0
	beq t0,.L1
	mb
	ret

uat_fetch_umin_8_relaxed:
	ldq v0,0(a0)
	cmpult a1,v0,t0
	mov v0,t2
	cmovne t0,a1,t2
	ldq_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L10
	mov t2,t0
	stq_c t0,0(a0)
	beq t0,.L4
	mov t1,v0
	beq t0,.L1
	ret
	unop
	nop
	unop

uat_fetch_umin_8_acquire:
	ldq v0,0(a0)
	cmpult a1,v0,t0
	mov v0,t2
	cmovne t0,a1,t2
	ldq_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L11
	mov t2,t0
	stq_c t0,0(a0)
	beq t0,.L4
	mb
	mov t1,v0
	beq t0,.L1
	ret
	nop
	unop

uat_fetch_umin_8_release:
	ldq v0,0(a0)
	cmpult a1,v0,t0
	mb
	mov v0,t2
	cmovne t0,a1,t2
	ldq_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L11
	mov t2,t0
	stq_c t0,0(a0)
	beq t0,.L5
	mov t1,v0
	beq t0,.L1
	ret
	nop
	unop

uat_fetch_umin_8_acq_rel:
	ldq v0,0(a0)
	cmpult a1,v0,t0
	mb
	mov v0,t2
	cmovne t0,a1,t2
	ldq_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L12
	mov t2,t0
	stq_c t0,0(a0)
	beq t0,.L5
	mb
	mov t1,v0
	beq t0,.L1
	ret
	unop

uat_fetch_umin_8_seq_cst:
	ldq v0,0(a0)
	cmpult a1,v0,t0
	mb
	mov v0,t2
	cmovne t0,a1,t2
	ldq_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L12
	mov t2,t0
	stq_c t0,0(a0)
	beq t0,.L5
	mb
	mov t1,v0
	beq t0,.L1
	ret
	unop

uat_fetch_umin_8_seq_cst_fence:
	ldq v0,0(a0)
	cmpult a1,v0,t0
	mb
	mov v0,t2
	cmovne t0,a1,t2
	ldq_l t1,0(a0)
	cmpeq t1,v0,t0
	beq t0,.L12
	mov t2,t0
	stq_c t0,0(a0)
	beq t0,.L5
	mb
	mov t1,v0
	beq t0,.L1
	mb
	ret

uat_test_and_set_bit_8_relaxed:
	lda v0,1
	sll v0,a1,a1
	ldq_l t0,0(a0)
	or t0,a1,t1
	stq_c t1,0(a0)
	beq t1,.L2
	and a1,t0,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_set_bit_8_acquire:
	lda v0,1
	sll v0,a1,a1
	ldq_l t0,0(a0)
	or t0,a1,t1
	stq_c t1,0(a0)
	beq t1,.L2
	and a1,t0,v0
	mb
	cmpult zero,v0,v0
	ret
	nop
	unop

uat_test_and_set_bit_8_release:
	mb
	lda v0,1
	sll v0,a1,a1
	ldq_l t0,0(a0)
	or t0,a1,t1
	stq_c t1,0(a0)
	beq t1,.L3
	and a1,t0,v0
	cmpult zero,v0,v0
	ret
	nop
	unop

uat_test_and_set_bit_8_acq_rel:
	mb
	lda v0,1
	sll v0,a1,a1
	ldq_l t0,0(a0)
	or t0,a1,t1
	stq_c t1,0(a0)
	beq t1,.L3
	and a1,t0,v0
	mb
	cmpult zero,v0,v0
	ret
	unop

uat_test_and_set_bit_8_seq_cst:
	mb
	lda v0,1
	sll v0,a1,a1
	ldq_l t0,0(a0)
	or t0,a1,t1
	stq_c t1,0(a0)
	beq t1,.L3
	and a1,t0,v0
	mb
	cmpult zero,v0,v0
	ret
	unop

uat_test_and_set_bit_8_seq_cst_fence:
	mb
	lda v0,1
	sll v0,a1,a1
	ldq_l t0,0(a0)
	or t0,a1,t1
	stq_c t1,0(a0)
	beq t1,.L3
	mb
	and a1,t0,v0
	cmpult zero,v0,v0
	mb
	ret

uat_test_and_clear_bit_8_relaxed:
	lda v0,1
	sll v0,a1,a1
	not a1,t1
	ldq_l t0,0(a0)
	and t0,t1,t2
	stq_c t2,0(a0)
	beq t2,.L3
	and a1,t0,v0
	cmpult zero,v0,v0
	ret
	nop
	unop

uat_test_and_clear_bit_8_acquire:
	lda v0,1
	sll v0,a1,a1
	not a1,t1
	ldq_l t0,0(a0)
	and t0,t1,t2
	stq_c t2,0(a0)
	beq t2,.L3
	and a1,t0,v0
	mb
	cmpult zero,v0,v0
	ret
	unop

uat_test_and_clear_bit_8_release:
	lda v0,1
	mb
	sll v0,a1,a1
	not a1,t1
	ldq_l t0,0(a0)
	and t0,t1,t2
	stq_c t2,0(a0)
	beq t2,.L4
	and a1,t0,v0
	cmpult zero,v0,v0
	ret
	unop

uat_test_and_clear_bit_8_acq_rel:
	lda v0,1
	mb
	sll v0,a1,a1
	not a1,t1
	ldq_l t0,0(a0)
	and t0,t1,t2
	stq_c t2,0(a0)
	beq t2,.L4
	and a1,t0,v0
	mb
	cmpult zero,v0,v0
	ret

uat_test_and_clear_bit_8_seq_cst:
	lda v0,1
	mb
	sll v0,a1,a1
	not a1,t1
	ldq_l t0,0(a0)
	and t0,t1,t2
	stq_c t2,0(a0)
	beq t2,.L4
	and a1,t0,v0
	mb
	cmpult zero,v0,v0
	ret

uat_test_and_clear_bit_8_seq_cst_fence:
	lda v0,1
	mb
	sll v0,a1,a1
	not a1,t1
	ldq_l t0,0(a0)
	and t0,t1,t2
	stq_c t2,0(a0)
	beq t2,.L4
	mb
	and a1,t0,v0
	cmpult zero,v0,v0
	mb
	ret
	unop
	nop
	unop

uat_test_and_change_bit_8_relaxed:
	lda v0,1
	sll v0,a1,a1
	ldq_l t0,0(a0)
	xor t0,a1,t1
	stq_c t1,0(a0)
	beq t1,.L2
	and a1,t0,v0
	cmpult zero,v0,v0
	ret
	unop
	nop
	unop

uat_test_and_change_bit_8_acquire:
	lda v0,1
	sll v0,a1,a1
	ldq_l t0,0(a0)
	xor t0,a1,t1
	stq_c t1,0(a0)
	beq t1,.L2
	and a1,t0,v0
	mb
	cmpult zero,v0,v0
	ret
	nop
	unop

uat_test_and_change_bit_8_release:
	mb
	lda v0,1
	sll v0,a1,a1
	ldq_l t0,0(a0)
	xor t0,a1,t1
	stq_c t1,0(a0)
	beq t1,.L3
	and a1,t0,v0
	cmpult zero,v0,v0
	ret
	nop
	unop

uat_test_and_change_bit_8_acq_rel:
	mb
	lda v0,1
	sll v0,a1,a1
	ldq_l t0,0(a0)
	xor t0,a1,t1
	stq_c t1,0(a0)
	beq t1,.L3
	and a1,t0,v0
	mb
	cmpult zero,v0,v0
	ret
	unop

uat_test_and_change_bit_8_seq_cst:
	mb
	lda v0,1
	sll v0,a1,a1
	ldq_l t0,0(a0)
	xor t0,a1,t1
	stq_c t1,0(a0)
	beq t1,.L3
	and a1,t0,v0
	mb
	cmpult zero,v0,v0
	ret
	unop

uat_test_and_change_bit_8_seq_cst_fence:
	mb
	lda v0,1
	sll v0,a1,a1
	ldq_l t0,0(a0)
	xor t0,a1,t1
	stq_c t1,0(a0)
	beq t1,.L3
	mb
	and a1,t0,v0
	cmpult zero,v0,v0
	mb
	ret

uat_fetch_add_unless_8_relaxed:
	ldq v0,0(a0)
	cmpeq a2,v0,t0
	addq a1,v0,t1
	bne t0,.L12
	ldq_l t2,0(a0)
	cmpeq t2,v0,t0
	beq t0,.L10
	mov t1,t0
	stq_c t0,0(a0)
	beq t0,.L4
	mov t2,v0
	beq t0,.L1
	ret
	unop
	nop
	unop

uat_fetch_add_unless_8_acquire:
	ldq v0,0(a0)
	cmpeq a2,v0,t0
	addq a1,v0,t1
	bne t0,.L13
	ldq_l t2,0(a0)
	cmpeq t2,v0,t0
	beq t0,.L11
	mov t1,t0
	stq_c t0,0(a0)
	beq t0,.L4
	mb
	mov t2,v0
	beq t0,.L1
	ret
	nop
	unop

uat_fetch_add_unless_8_release:
	ldq v0,0(a0)
	cmpeq a2,v0,t0
	addq a1,v0,t1
	bne t0,.L13
	mb
	ldq_l t2,0(a0)
	cmpeq t2,v0,t0
	beq t0,.L11
	mov t1,t0
	stq_c t0,0(a0)
	beq t0,.L5
	mov t2,v0
	beq t0,.L1
	ret
	nop
	unop

uat_fetch_add_unless_8_acq_rel:
	ldq v0,0(a0)
	cmpeq a2,v0,t0
	addq a1,v0,t1
	bne t0,.L14
	mb
	ldq_l t2,0(a0)
	cmpeq t2,v0,t0
	beq t0,.L12
	mov t1,t0
	stq_c t0,0(a0)
	beq t0,.L5
	mb
	mov t2,v0
	beq t0,.L1
	ret
	unop

uat_fetch_add_unless_8_seq_cst:
	ldq v0,0(a0)
	cmpeq a2,v0,t0
	addq a1,v0,t1
	bne t0,.L14
	mb
	ldq_l t2,0(a0)
	cmpeq t2,v0,t0
	beq t0,.L12
	mov t1,t0
	stq_c t0,0(a0)
	beq t0,.L5
	mb
	mov t2,v0
	beq t0,.L1
	ret
	unop

uat_fetch_add_unless_8_seq_cst_fence:
	ldq v0,0(a0)
	cmpeq a2,v0,t0
	addq a1,v0,t1
	bne t0,.L15
	mb
	ldq_l t2,0(a0)
	cmpeq t2,v0,t0
	beq t0,.L12
	mov t1,t0
	stq_c t0,0(a0)
	beq t0,.L5
	mb
	mov t2,v0
	beq t0,.L1
	mb
	ret

uat_add_unless_8_relaxed:
	ldq t0,0(a0)
	cmpeq a2,t0,t1
	addq a1,t0,t2
	bne t1,.L16
	ldq_l t3,0(a0)
	cmpeq t3,t0,t1
	beq t1,.L10
	mov t2,t1
	stq_c t1,0(a0)
	beq t1,.L4
	mov t3,t0
	beq t1,.L1
	lda v0,1
	ret
	nop
	unop
	clr v0
	ret
	nop
	unop

uat_add_unless_8_acquire:
	ldq t0,0(a0)
	cmpeq a2,t0,t1
	addq a1,t0,t2
	bne t1,.L16
	ldq_l t3,0(a0)
	cmpeq t3,t0,t1
	beq t1,.L11
	mov t2,t1
	stq_c t1,0(a0)
	beq t1,.L4
	mb
	mov t3,t0
	beq t1,.L1
	lda v0,1
	ret
	unop
	clr v0
	ret
	nop
	unop

uat_add_unless_8_release:
	ldq t0,0(a0)
	cmpeq a2,t0,t1
	addq a1,t0,t2
	bne t1,.L16
	mb
	ldq_l t3,0(a0)
	cmpeq t3,t0,t1
	beq t1,.L11
	mov t2,t1
	stq_c t1,0(a0)
	beq t1,.L5
	mov t3,t0
	beq t1,.L1
	lda v0,1
	ret
	unop
	clr v0
	ret
	nop
	unop

uat_add_unless_8_acq_rel:
	ldq t0,0(a0)
	cmpeq a2,t0,t1
	addq a1,t0,t2
	bne t1,.L16
	mb
	ldq_l t3,0(a0)
	cmpeq t3,t0,t1
	beq t1,.L12
	mov t2,t1
	stq_c t1,0(a0)
	beq t1,.L5
	mb
	mov t3,t0
	beq t1,.L1
	lda v0,1
	ret
	clr v0
	ret
	nop
	unop

uat_add_unless_8_seq_cst:
	ldq t0,0(a0)
	cmpeq a2,t0,t1
	addq a1,t0,t2
	bne t1,.L16
	mb
	ldq_l t3,0(a0)
	cmpeq t3,t0,t1
	beq t1,.L12
	mov t2,t1
	stq_c t1,0(a0)
	beq t1,.L5
	mb
	mov t3,t0
	beq t1,.L1
	lda v0,1
	ret
	clr v0
	ret
	nop
	unop

uat_add_unless_8_seq_cst_fence:
	ldq t0,0(a0)
	cmpeq a2,t0,t1
	addq a1,t0,t2
	bne t1,.L20
	mb
	ldq_l t3,0(a0)
	cmpeq t3,t0,t1
	beq t1,.L12
	mov t2,t1
	stq_c t1,0(a0)
	beq t1,.L5
	mb
	mov t3,t0
	beq t1,.L1
	lda v0,1
	mb
	ret
	unop
	nop
	unop
	clr v0
	ret
	nop
	unop

uat_dec_if_positive_8_relaxed:
	ldq v0,0(a0)
	lda t0,-1(v0)
	ble v0,.L16
	ldq_l t2,0(a0)
	cmpeq t2,v0,t1
	beq t1,.L9
	mov t0,t1
	stq_c t1,0(a0)
	beq t1,.L3
	mov t2,v0
	beq t1,.L1
	lda v0,-1(t2)
	ret
	unop
	nop
	unop
	lda t0,-1
	sll t0,0x3f,t0
	cmpeq v0,t0,t0
	cmpeq t0,0,t0
	subq v0,t0,v0
	ret
	nop
	unop

uat_dec_if_positive_8_acquire:
	ldq v0,0(a0)
	lda t0,-1(v0)
	ble v0,.L16
	ldq_l t2,0(a0)
	cmpeq t2,v0,t1
	beq t1,.L10
	mov t0,t1
	stq_c t1,0(a0)
	beq t1,.L3
	mb
	mov t2,v0
	beq t1,.L1
	lda v0,-1(t2)
	ret
	nop
	unop
	lda t0,-1
	sll t0,0x3f,t0
	cmpeq v0,t0,t0
	cmpeq t0,0,t0
	subq v0,t0,v0
	ret
	nop
	unop

uat_dec_if_positive_8_release:
	ldq v0,0(a0)
	lda t0,-1(v0)
	ble v0,.L16
	mb
	ldq_l t2,0(a0)
	cmpeq t2,v0,t1
	beq t1,.L10
	mov t0,t1
	stq_c t1,0(a0)
	beq t1,.L4
	mov t2,v0
	beq t1,.L1
	lda v0,-1(t2)
	ret
	nop
	unop
	lda t0,-1
	sll t0,0x3f,t0
	cmpeq v0,t0,t0
	cmpeq t0,0,t0
	subq v0,t0,v0
	ret
	nop
	unop

uat_dec_if_positive_8_acq_rel:
	ldq v0,0(a0)
	lda t0,-1(v0)
	ble v0,.L16
	mb
	ldq_l t2,0(a0)
	cmpeq t2,v0,t1
	beq t1,.L11
	mov t0,t1
	stq_c t1,0(a0)
	beq t1,.L4
	mb
	mov t2,v0
	beq t1,.L1
	lda v0,-1(t2)
	ret
	unop
	lda t0,-1
	sll t0,0x3f,t0
	cmpeq v0,t0,t0
	cmpeq t0,0,t0
	subq v0,t0,v0
	ret
	nop
	unop

uat_dec_if_positive_8_seq_cst:
	ldq v0,0(a0)
	lda t0,-1(v0)
	ble v0,.L16
	mb
	ldq_l t2,0(a0)
	cmpeq t2,v0,t1
	beq t1,.L11
	mov t0,t1
	stq_c t1,0(a0)
	beq t1,.L4
	mb
	mov t2,v0
	beq t1,.L1
	lda v0,-1(t2)
	ret
	unop
	lda t0,-1
	sll t0,0x3f,t0
	cmpeq v0,t0,t0
	cmpeq t0,0,t0
	subq v0,t0,v0
	ret
	nop
	unop

uat_dec_if_positive_8_seq_cst_fence:
	ldq v0,0(a0)
	lda t0,-1(v0)
	ble v0,.L16
	mb
	ldq_l t2,0(a0)
	cmpeq t2,v0,t1
	beq t1,.L11
	mov t0,t1
	stq_c t1,0(a0)
	beq t1,.L4
	mb
	mov t2,v0
	beq t1,.L1
	lda v0,-1(t2)
	mb
	ret
	lda t0,-1
	sll t0,0x3f,t0
	cmpeq v0,t0,t0
	cmpeq t0,0,t0
	subq v0,t0,v0
	ret
	nop
	unop

uat_cond_load_8_relaxed:
	mov a1,v0
	ldq t0,0(a0)
	cmpeq v0,t0,t0
	beq t0,.L8
	ret
	unop
	nop
	unop
	br .L1
	unop
	nop
	unop

uat_cond_load_8_consume:
	mov a1,v0
	ldq t0,0(a0)
	mb
	cmpeq v0,t0,t0
	beq t0,.L8
	ret
	nop
	unop
	br .L1
	unop
	nop
	unop

uat_cond_load_8_acquire:
	mov a1,v0
	ldq t0,0(a0)
	mb
	cmpeq v0,t0,t0
	beq t0,.L8
	ret
	nop
	unop
	br .L1
	unop
	nop
	unop

uat_cond_load_8_seq_cst:
	mov a1,v0
	mb
	ldq t0,0(a0)
	mb
	cmpeq v0,t0,t0
	beq t0,.L8
	ret
	unop
	br .L1
	unop
	nop
	unop

uat_cond_load_8_seq_cst_fence:
	mb
	mov a1,v0
	mb
	ldq t0,0(a0)
	mb
	cmpeq v0,t0,t0
	beq t0,.L12
	mb
	ret
	unop
	nop
	unop
	br .L2
	unop
	nop
	unop

uat_inc_8_relaxed:
	ldq_l t0,0(a0)
	lda t0,1(t0)
	stq_c t0,0(a0)
	beq t0,.L0
	ret
	unop
	nop
	unop

uat_inc_8_acquire:
	ldq_l t0,0(a0)
	lda t0,1(t0)
	stq_c t0,0(a0)
	beq t0,.L0
	mb
	ret
	nop
	unop

uat_inc_8_release:
	mb
	ldq_l t0,0(a0)
	lda t0,1(t0)
	stq_c t0,0(a0)
	beq t0,.L1
	ret
	nop
	unop

uat_inc_8_acq_rel:
	mb
	ldq_l t0,0(a0)
	lda t0,1(t0)
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop

uat_inc_8_seq_cst:
	mb
	ldq_l t0,0(a0)
	lda t0,1(t0)
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop

uat_inc_8_seq_cst_fence:
	mb
	ldq_l t0,0(a0)
	lda t0,1(t0)
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	mb
	ret

uat_dec_8_relaxed:
	ldq_l t0,0(a0)
	lda t0,-1(t0)
	stq_c t0,0(a0)
	beq t0,.L0
	ret
	unop
	nop
	unop

uat_dec_8_acquire:
	ldq_l t0,0(a0)
	lda t0,-1(t0)
	stq_c t0,0(a0)
	beq t0,.L0
	mb
	ret
	nop
	unop

uat_dec_8_release:
	mb
	ldq_l t0,0(a0)
	lda t0,-1(t0)
	stq_c t0,0(a0)
	beq t0,.L1
	ret
	nop
	unop

uat_dec_8_acq_rel:
	mb
	ldq_l t0,0(a0)
	lda t0,-1(t0)
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop

uat_dec_8_seq_cst:
	mb
	ldq_l t0,0(a0)
	lda t0,-1(t0)
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop

uat_dec_8_seq_cst_fence:
	mb
	ldq_l t0,0(a0)
	lda t0,-1(t0)
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	mb
	ret

uat_add_around_8_mb:
	mb
	ldq_l t0,0(a0)
	addq t0,a1,t0
	stq_c t0,0(a0)
	beq t0,.L1
	mb
	ret
	unop

uat_smp_mb:
	mb
	ret
	nop
	unop

uat_smp_rmb:
	mb
	ret
	nop
	unop

uat_smp_wmb:
	mb
	ret
	nop
	unop

uat_mb:
	mb
	ret
	nop
	unop

uat_rmb:
	mb
	ret
	nop
	unop

uat_wmb:
	mb
	ret
	nop
	unop

