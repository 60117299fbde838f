uat_load_1_relaxed:
	lbu a0,0(a0)
	ret

uat_load_1_consume:
	lbu a0,0(a0)
	zext.b a0,a0
	ret

uat_load_1_acquire:
	lbu a0,0(a0)
	zext.b a0,a0
	ret

uat_load_1_seq_cst:
	lbu a0,0(a0)
	zext.b a0,a0
	ret

uat_load_1_seq_cst_fence:
	lbu a0,0(a0)
	zext.b a0,a0
	ret

uat_store_1_relaxed:
	sb a1,0(a0)
	ret

uat_store_1_release:
	sb a1,0(a0)
	ret

uat_store_1_seq_cst:
	sb a1,0(a0)
	ret

uat_store_1_seq_cst_fence:
	sb a1,0(a0)
	ret

uat_cmpxchg_1_relaxed:
	and a5,a0,3
	sll a5,a5,0x3
	li a4,255
	and a6,a0,-4
	sll a4,a4,a5
	sll a1,a1,a5
	sll a2,a2,a5
	lr.w a3,(a6)
	and a7,a3,a4
	bne a7,a1,.L14
	xor a7,a3,a7
	or a7,a7,a2
	sc.w a7,a7,(a6)
	bnez a7,.L7
	srl a0,a3,a5
	zext.b a0,a0
	ret

uat_cmpxchg_1_acquire:
	and a5,a0,3
	sll a5,a5,0x3
	li a4,255
	and a6,a0,-4
	sll a4,a4,a5
	sll a1,a1,a5
	sll a2,a2,a5
	lr.w a3,(a6)
	and a7,a3,a4
	bne a7,a1,.L14
	xor a7,a3,a7
	or a7,a7,a2
	sc.w a7,a7,(a6)
	bnez a7,.L7
	srl a0,a3,a5
	zext.b a0,a0
	ret

uat_cmpxchg_1_release:
	and a5,a0,3
	sll a5,a5,0x3
	li a4,255
	and a6,a0,-4
	sll a4,a4,a5
	sll a1,a1,a5
	sll a2,a2,a5
	lr.w a3,(a6)
	and a7,a3,a4
	bne a7,a1,.L14
	xor a7,a3,a7
	or a7,a7,a2
	sc.w a7,a7,(a6)
	bnez a7,.L7
	srl a0,a3,a5
	zext.b a0,a0
	ret

uat_cmpxchg_1_acq_rel:
	and a5,a0,3
	sll a5,a5,0x3
	li a4,255
	and a6,a0,-4
	sll a4,a4,a5
	sll a1,a1,a5
	sll a2,a2,a5
	lr.w a3,(a6)
	and a7,a3,a4
	bne a7,a1,.L14
	xor a7,a3,a7
	or a7,a7,a2
	sc.w a7,a7,(a6)
	bnez a7,.L7
	srl a0,a3,a5
	zext.b a0,a0
	ret

uat_cmpxchg_1_seq_cst:
	and a5,a0,3
	sll a5,a5,0x3
	li a4,255
	and a6,a0,-4
	sll a4,a4,a5
	sll a1,a1,a5
	sll a2,a2,a5
	lr.w a3,(a6)
	and a7,a3,a4
	bne a7,a1,.L14
	xor a7,a3,a7
	or a7,a7,a2
	sc.w a7,a7,(a6)
	bnez a7,.L7
	srl a0,a3,a5
	zext.b a0,a0
	ret

uat_cmpxchg_1_seq_cst_fence_sc:
	and a5,a0,3
	sll a5,a5,0x3
	li a4,255
	and a6,a0,-4
	sll a4,a4,a5
	sll a1,a1,a5
	sll a2,a2,a5
	lr.w.aqrl a3,(a6)
	and a7,a3,a4
	bne a7,a1,.L14
	xor a7,a3,a7
	or a7,a7,a2
	sc.w.aqrl a7,a7,(a6)
	bnez a7,.L7
	srl a0,a3,a5
	zext.b a0,a0
	ret

uat_cmpxchg_1_seq_cst_fence:
	and a5,a0,3
	sll a5,a5,0x3
	li a4,255
	and a6,a0,-4
	sll a4,a4,a5
	sll a1,a1,a5
	sll a2,a2,a5
	lr.w.aqrl a3,(a6)
	and a7,a3,a4
	bne a7,a1,.L14
	xor a7,a3,a7
	or a7,a7,a2
	sc.w.aqrl a7,a7,(a6)
	bnez a7,.L7
	srl a0,a3,a5
	zext.b a0,a0
	ret

uat_cmpxchg_test_1_seq_cst_fence:
	and a4,a0,3
	sll a4,a4,0x3
	li a3,255
	and a6,a0,-4
	sll a3,a3,a4
	sll a7,a1,a4
	sll a2,a2,a4
	lr.w.aqrl a5,(a6)
	and t1,a5,a3
	bne t1,a7,.L14
	xor t1,a5,t1
	or t1,t1,a2
	sc.w.aqrl t1,t1,(a6)
	bnez t1,.L7
	srl a0,a5,a4
	zext.b a0,a0
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_1_relaxed:
	and a4,a0,3
	sll a4,a4,0x3
	li a3,255
	and a6,a0,-4
	sll a3,a3,a4
	sll a7,a1,a4
	sll a2,a2,a4
	lr.w a5,(a6)
	and t1,a5,a3
	bne t1,a7,.L14
	xor t1,a5,t1
	or t1,t1,a2
	sc.w t1,t1,(a6)
	bnez t1,.L7
	srl a0,a5,a4
	zext.b a0,a0
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_1_acquire:
	and a4,a0,3
	sll a4,a4,0x3
	li a3,255
	and a6,a0,-4
	sll a3,a3,a4
	sll a7,a1,a4
	sll a2,a2,a4
	lr.w a5,(a6)
	and t1,a5,a3
	bne t1,a7,.L14
	xor t1,a5,t1
	or t1,t1,a2
	sc.w t1,t1,(a6)
	bnez t1,.L7
	srl a0,a5,a4
	zext.b a0,a0
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_1_release:
	and a4,a0,3
	sll a4,a4,0x3
	li a3,255
	and a6,a0,-4
	sll a3,a3,a4
	sll a7,a1,a4
	sll a2,a2,a4
	lr.w a5,(a6)
	and t1,a5,a3
	bne t1,a7,.L14
	xor t1,a5,t1
	or t1,t1,a2
	sc.w t1,t1,(a6)
	bnez t1,.L7
	srl a0,a5,a4
	zext.b a0,a0
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_1_acq_rel:
	and a4,a0,3
	sll a4,a4,0x3
	li a3,255
	and a6,a0,-4
	sll a3,a3,a4
	sll a7,a1,a4
	sll a2,a2,a4
	lr.w a5,(a6)
	and t1,a5,a3
	bne t1,a7,.L14
	xor t1,a5,t1
	or t1,t1,a2
	sc.w t1,t1,(a6)
	bnez t1,.L7
	srl a0,a5,a4
	zext.b a0,a0
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_1_seq_cst:
	and a4,a0,3
	sll a4,a4,0x3
	li a3,255
	and a6,a0,-4
	sll a3,a3,a4
	sll a7,a1,a4
	sll a2,a2,a4
	lr.w a5,(a6)
	and t1,a5,a3
	bne t1,a7,.L14
	xor t1,a5,t1
	or t1,t1,a2
	sc.w t1,t1,(a6)
	bnez t1,.L7
	srl a0,a5,a4
	zext.b a0,a0
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_1_seq_cst_fence_sc:
	and a4,a0,3
	sll a4,a4,0x3
	li a3,255
	and a6,a0,-4
	sll a3,a3,a4
	sll a7,a1,a4
	sll a2,a2,a4
	lr.w.aqrl a5,(a6)
	and t1,a5,a3
	bne t1,a7,.L14
	xor t1,a5,t1
	or t1,t1,a2
	sc.w.aqrl t1,t1,(a6)
	bnez t1,.L7
	srl a0,a5,a4
	zext.b a0,a0
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_1_seq_cst_fence:
	and a4,a0,3
	sll a4,a4,0x3
	li a3,255
	and a6,a0,-4
	sll a3,a3,a4
	sll a7,a1,a4
	sll a2,a2,a4
	lr.w.aqrl a5,(a6)
	and t1,a5,a3
	bne t1,a7,.L14
	xor t1,a5,t1
	or t1,t1,a2
	sc.w.aqrl t1,t1,(a6)
	bnez t1,.L7
	srl a0,a5,a4
	zext.b a0,a0
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_1_relaxed:
	and a4,a0,3
	sll a4,a4,0x3
	li a3,255
	and a6,a0,-4
	sll a3,a3,a4
	sll a7,a1,a4
	sll a2,a2,a4
	lr.w a5,(a6)
	and t1,a5,a3
	bne t1,a7,.L14
	xor t1,a5,t1
	or t1,t1,a2
	sc.w t1,t1,(a6)
	bnez t1,.L7
	srl a0,a5,a4
	zext.b a0,a0
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_1_acquire:
	and a4,a0,3
	sll a4,a4,0x3
	li a3,255
	and a6,a0,-4
	sll a3,a3,a4
	sll a7,a1,a4
	sll a2,a2,a4
	lr.w a5,(a6)
	and t1,a5,a3
	bne t1,a7,.L14
	xor t1,a5,t1
	or t1,t1,a2
	sc.w t1,t1,(a6)
	bnez t1,.L7
	srl a0,a5,a4
	zext.b a0,a0
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_1_release:
	and a4,a0,3
	sll a4,a4,0x3
	li a3,255
	and a6,a0,-4
	sll a3,a3,a4
	sll a7,a1,a4
	sll a2,a2,a4
	lr.w a5,(a6)
	and t1,a5,a3
	bne t1,a7,.L14
	xor t1,a5,t1
	or t1,t1,a2
	sc.w t1,t1,(a6)
	bnez t1,.L7
	srl a0,a5,a4
	zext.b a0,a0
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_1_acq_rel:
	and a4,a0,3
	sll a4,a4,0x3
	li a3,255
	and a6,a0,-4
	sll a3,a3,a4
	sll a7,a1,a4
	sll a2,a2,a4
	lr.w a5,(a6)
	and t1,a5,a3
	bne t1,a7,.L14
	xor t1,a5,t1
	or t1,t1,a2
	sc.w t1,t1,(a6)
	bnez t1,.L7
	srl a0,a5,a4
	zext.b a0,a0
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_1_seq_cst:
	and a4,a0,3
	sll a4,a4,0x3
	li a3,255
	and a6,a0,-4
	sll a3,a3,a4
	sll a7,a1,a4
	sll a2,a2,a4
	lr.w a5,(a6)
	and t1,a5,a3
	bne t1,a7,.L14
	xor t1,a5,t1
	or t1,t1,a2
	sc.w t1,t1,(a6)
	bnez t1,.L7
	srl a0,a5,a4
	zext.b a0,a0
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_1_seq_cst_fence_sc:
	and a4,a0,3
	sll a4,a4,0x3
	li a3,255
	and a6,a0,-4
	sll a3,a3,a4
	sll a7,a1,a4
	sll a2,a2,a4
	lr.w.aqrl a5,(a6)
	and t1,a5,a3
	bne t1,a7,.L14
	xor t1,a5,t1
	or t1,t1,a2
	sc.w.aqrl t1,t1,(a6)
	bnez t1,.L7
	srl a0,a5,a4
	zext.b a0,a0
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_1_seq_cst_fence:
	and a4,a0,3
	sll a4,a4,0x3
	li a3,255
	and a6,a0,-4
	sll a3,a3,a4
	sll a7,a1,a4
	sll a2,a2,a4
	lr.w.aqrl a5,(a6)
	and t1,a5,a3
	bne t1,a7,.L14
	xor t1,a5,t1
	or t1,t1,a2
	sc.w.aqrl t1,t1,(a6)
	bnez t1,.L7
	srl a0,a5,a4
	zext.b a0,a0
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_xchg_1_relaxed:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	and a2,a0,-4
	sll a1,a1,a4
	not a5,a5
	lr.w a3,(a2)
	and a6,a3,a5
	or a6,a6,a1
	sc.w a6,a6,(a2)
	bnez a6,.L7
	srl a0,a3,a4
	zext.b a0,a0
	ret

uat_xchg_1_acquire:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	and a2,a0,-4
	sll a1,a1,a4
	not a5,a5
	lr.w a3,(a2)
	and a6,a3,a5
	or a6,a6,a1
	sc.w a6,a6,(a2)
	bnez a6,.L7
	srl a0,a3,a4
	zext.b a0,a0
	ret

uat_xchg_1_release:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	and a2,a0,-4
	sll a1,a1,a4
	not a5,a5
	lr.w a3,(a2)
	and a6,a3,a5
	or a6,a6,a1
	sc.w a6,a6,(a2)
	bnez a6,.L7
	srl a0,a3,a4
	zext.b a0,a0
	ret

uat_xchg_1_acq_rel:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	and a2,a0,-4
	sll a1,a1,a4
	not a5,a5
	lr.w a3,(a2)
	and a6,a3,a5
	or a6,a6,a1
	sc.w a6,a6,(a2)
	bnez a6,.L7
	srl a0,a3,a4
	zext.b a0,a0
	ret

uat_xchg_1_seq_cst:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	and a2,a0,-4
	sll a1,a1,a4
	not a5,a5
	lr.w a3,(a2)
	and a6,a3,a5
	or a6,a6,a1
	sc.w a6,a6,(a2)
	bnez a6,.L7
	srl a0,a3,a4
	zext.b a0,a0
	ret

uat_xchg_1_seq_cst_fence:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	and a2,a0,-4
	sll a1,a1,a4
	not a5,a5
	lr.w.aqrl a3,(a2)
	and a6,a3,a5
	or a6,a6,a1
	sc.w.aqrl a6,a6,(a2)
	bnez a6,.L7
	srl a0,a3,a4
	zext.b a0,a0
	ret

uat_add_return_1_relaxed:
	and a5,a0,3
	sll a5,a5,0x3
	li a4,255
	and a2,a0,-4
	sll a4,a4,a5
	sll a6,a1,a5
	lr.w a3,(a2)
	add a7,a3,a6
	xor a7,a7,a3
	and a7,a7,a4
	xor a7,a7,a3
	sc.w a7,a7,(a2)
	bnez a7,.L6
	srl a5,a3,a5
	add a1,a1,a5
	zext.b a0,a1
	ret

uat_add_return_1_acquire:
	and a5,a0,3
	sll a5,a5,0x3
	li a4,255
	and a2,a0,-4
	sll a4,a4,a5
	sll a6,a1,a5
	lr.w a3,(a2)
	add a7,a3,a6
	xor a7,a7,a3
	and a7,a7,a4
	xor a7,a7,a3
	sc.w a7,a7,(a2)
	bnez a7,.L6
	srl a5,a3,a5
	add a1,a1,a5
	zext.b a0,a1
	ret

uat_add_return_1_release:
	and a5,a0,3
	sll a5,a5,0x3
	li a4,255
	and a2,a0,-4
	sll a4,a4,a5
	sll a6,a1,a5
	lr.w a3,(a2)
	add a7,a3,a6
	xor a7,a7,a3
	and a7,a7,a4
	xor a7,a7,a3
	sc.w a7,a7,(a2)
	bnez a7,.L6
	srl a5,a3,a5
	add a1,a1,a5
	zext.b a0,a1
	ret

uat_add_return_1_acq_rel:
	and a5,a0,3
	sll a5,a5,0x3
	li a4,255
	and a2,a0,-4
	sll a4,a4,a5
	sll a6,a1,a5
	lr.w a3,(a2)
	add a7,a3,a6
	xor a7,a7,a3
	and a7,a7,a4
	xor a7,a7,a3
	sc.w a7,a7,(a2)
	bnez a7,.L6
	srl a5,a3,a5
	add a1,a1,a5
	zext.b a0,a1
	ret

uat_add_return_1_seq_cst:
	and a5,a0,3
	sll a5,a5,0x3
	li a4,255
	and a2,a0,-4
	sll a4,a4,a5
	sll a6,a1,a5
	lr.w a3,(a2)
	add a7,a3,a6
	xor a7,a7,a3
	and a7,a7,a4
	xor a7,a7,a3
	sc.w a7,a7,(a2)
	bnez a7,.L6
	srl a5,a3,a5
	add a1,a1,a5
	zext.b a0,a1
	ret

uat_add_return_1_seq_cst_fence:
	and a5,a0,3
	sll a5,a5,0x3
	li a4,255
	and a2,a0,-4
	sll a4,a4,a5
	sll a6,a1,a5
	lr.w.aqrl a3,(a2)
	add a7,a3,a6
	xor a7,a7,a3
	and a7,a7,a4
	xor a7,a7,a3
	sc.w.aqrl a7,a7,(a2)
	bnez a7,.L6
	srl a5,a3,a5
	add a1,a1,a5
	zext.b a0,a1
	ret

uat_add_1_relaxed:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	and a3,a0,-4
	sll a5,a5,a4
	sll a1,a1,a4
	lr.w a4,(a3)
	add a2,a4,a1
	xor a2,a2,a4
	and a2,a2,a5
	xor a2,a2,a4
	sc.w a2,a2,(a3)
	bnez a2,.L6
	ret

uat_add_1_acquire:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	and a3,a0,-4
	sll a5,a5,a4
	sll a1,a1,a4
	lr.w a4,(a3)
	add a2,a4,a1
	xor a2,a2,a4
	and a2,a2,a5
	xor a2,a2,a4
	sc.w a2,a2,(a3)
	bnez a2,.L6
	ret

uat_add_1_release:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	and a3,a0,-4
	sll a5,a5,a4
	sll a1,a1,a4
	lr.w a4,(a3)
	add a2,a4,a1
	xor a2,a2,a4
	and a2,a2,a5
	xor a2,a2,a4
	sc.w a2,a2,(a3)
	bnez a2,.L6
	ret

uat_add_1_acq_rel:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	and a3,a0,-4
	sll a5,a5,a4
	sll a1,a1,a4
	lr.w a4,(a3)
	add a2,a4,a1
	xor a2,a2,a4
	and a2,a2,a5
	xor a2,a2,a4
	sc.w a2,a2,(a3)
	bnez a2,.L6
	ret

uat_add_1_seq_cst:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	and a3,a0,-4
	sll a5,a5,a4
	sll a1,a1,a4
	lr.w a4,(a3)
	add a2,a4,a1
	xor a2,a2,a4
	and a2,a2,a5
	xor a2,a2,a4
	sc.w a2,a2,(a3)
	bnez a2,.L6
	ret

uat_add_1_seq_cst_fence:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	and a3,a0,-4
	sll a5,a5,a4
	sll a1,a1,a4
	lr.w.aqrl a4,(a3)
	add a2,a4,a1
	xor a2,a2,a4
	and a2,a2,a5
	xor a2,a2,a4
	sc.w.aqrl a2,a2,(a3)
	bnez a2,.L6
	ret

uat_and_1_relaxed:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	sll a1,a1,a4
	not a5,a5
	and a4,a0,-4
	or a5,a5,a1
	amoand.w zero,a5,(a4)
	ret

uat_and_1_acquire:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	sll a1,a1,a4
	not a5,a5
	and a4,a0,-4
	or a5,a5,a1
	amoand.w.aq zero,a5,(a4)
	ret

uat_and_1_release:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	sll a1,a1,a4
	not a5,a5
	and a4,a0,-4
	or a5,a5,a1
	amoand.w.rl zero,a5,(a4)
	ret

uat_and_1_acq_rel:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	sll a1,a1,a4
	not a5,a5
	and a4,a0,-4
	or a5,a5,a1
	amoand.w.aqrl zero,a5,(a4)
	ret

uat_and_1_seq_cst:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	sll a1,a1,a4
	not a5,a5
	and a4,a0,-4
	or a5,a5,a1
	amoand.w.aqrl zero,a5,(a4)
	ret

uat_and_1_seq_cst_fence:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	sll a5,a5,a4
	sll a1,a1,a4
	not a5,a5
	and a4,a0,-4
	or a5,a5,a1
	amoand.w.aqrl zero,a5,(a4)
	ret

uat_or_1_relaxed:
	and a5,a0,3
	sll a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoor.w zero,a1,(a4)
	ret

uat_or_1_acquire:
	and a5,a0,3
	sll a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoor.w.aq zero,a1,(a4)
	ret

uat_or_1_release:
	and a5,a0,3
	sll a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoor.w.rl zero,a1,(a4)
	ret

uat_or_1_acq_rel:
	and a5,a0,3
	sll a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoor.w.aqrl zero,a1,(a4)
	ret

uat_or_1_seq_cst:
	and a5,a0,3
	sll a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoor.w.aqrl zero,a1,(a4)
	ret

uat_or_1_seq_cst_fence:
	and a5,a0,3
	sll a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoor.w.aqrl zero,a1,(a4)
	ret

uat_xor_1_relaxed:
	and a5,a0,3
	sll a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoxor.w zero,a1,(a4)
	ret

uat_xor_1_acquire:
	and a5,a0,3
	sll a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoxor.w.aq zero,a1,(a4)
	ret

uat_xor_1_release:
	and a5,a0,3
	sll a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoxor.w.rl zero,a1,(a4)
	ret

uat_xor_1_acq_rel:
	and a5,a0,3
	sll a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoxor.w.aqrl zero,a1,(a4)
	ret

uat_xor_1_seq_cst:
	and a5,a0,3
	sll a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoxor.w.aqrl zero,a1,(a4)
	ret

uat_xor_1_seq_cst_fence:
	and a5,a0,3
	sll a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoxor.w.aqrl zero,a1,(a4)
	ret

uat_fetch_add_1_relaxed:
	and a5,a0,3
	sll a5,a5,0x3
	li a4,255
	and a2,a0,-4
	sll a4,a4,a5
	sll a1,a1,a5
	lr.w a3,(a2)
	add a6,a3,a1
	xor a6,a6,a3
	and a6,a6,a4
	xor a6,a6,a3
	sc.w a6,a6,(a2)
	bnez a6,.L6
	srl a0,a3,a5
	zext.b a0,a0
	ret

uat_fetch_add_1_acquire:
	and a5,a0,3
	sll a5,a5,0x3
	li a4,255
	and a2,a0,-4
	sll a4,a4,a5
	sll a1,a1,a5
	lr.w a3,(a2)
	add a6,a3,a1
	xor a6,a6,a3
	and a6,a6,a4
	xor a6,a6,a3
	sc.w a6,a6,(a2)
	bnez a6,.L6
	srl a0,a3,a5
	zext.b a0,a0
	ret

uat_fetch_add_1_release:
	and a5,a0,3
	sll a5,a5,0x3
	li a4,255
	and a2,a0,-4
	sll a4,a4,a5
	sll a1,a1,a5
	lr.w a3,(a2)
	add a6,a3,a1
	xor a6,a6,a3
	and a6,a6,a4
	xor a6,a6,a3
	sc.w a6,a6,(a2)
	bnez a6,.L6
	srl a0,a3,a5
	zext.b a0,a0
	ret

uat_fetch_add_1_acq_rel:
	and a5,a0,3
	sll a5,a5,0x3
	li a4,255
	and a2,a0,-4
	sll a4,a4,a5
	sll a1,a1,a5
	lr.w a3,(a2)
	add a6,a3,a1
	xor a6,a6,a3
	and a6,a6,a4
	xor a6,a6,a3
	sc.w a6,a6,(a2)
	bnez a6,.L6
	srl a0,a3,a5
	zext.b a0,a0
	ret

uat_fetch_add_1_seq_cst:
	and a5,a0,3
	sll a5,a5,0x3
	li a4,255
	and a2,a0,-4
	sll a4,a4,a5
	sll a1,a1,a5
	lr.w a3,(a2)
	add a6,a3,a1
	xor a6,a6,a3
	and a6,a6,a4
	xor a6,a6,a3
	sc.w a6,a6,(a2)
	bnez a6,.L6
	srl a0,a3,a5
	zext.b a0,a0
	ret

uat_fetch_add_1_seq_cst_fence:
	and a5,a0,3
	sll a5,a5,0x3
	li a4,255
	and a2,a0,-4
	sll a4,a4,a5
	sll a1,a1,a5
	lr.w.aqrl a3,(a2)
	add a6,a3,a1
	xor a6,a6,a3
	and a6,a6,a4
	xor a6,a6,a3
	sc.w.aqrl a6,a6,(a2)
	bnez a6,.L6
	srl a0,a3,a5
	zext.b a0,a0
	ret

uat_fetch_and_1_relaxed:
	and a3,a0,3
	sll a3,a3,0x3
	li a5,255
	sll a5,a5,a3
	sll a1,a1,a3
	not a5,a5
	and a4,a0,-4
	or a5,a5,a1
	amoand.w a4,a5,(a4)
	srl a0,a4,a3
	zext.b a0,a0
	ret

uat_fetch_and_1_acquire:
	and a3,a0,3
	sll a3,a3,0x3
	li a5,255
	sll a5,a5,a3
	sll a1,a1,a3
	not a5,a5
	and a4,a0,-4
	or a5,a5,a1
	amoand.w.aq a4,a5,(a4)
	srl a0,a4,a3
	zext.b a0,a0
	ret

uat_fetch_and_1_release:
	and a3,a0,3
	sll a3,a3,0x3
	li a5,255
	sll a5,a5,a3
	sll a1,a1,a3
	not a5,a5
	and a4,a0,-4
	or a5,a5,a1
	amoand.w.rl a4,a5,(a4)
	srl a0,a4,a3
	zext.b a0,a0
	ret

uat_fetch_and_1_acq_rel:
	and a3,a0,3
	sll a3,a3,0x3
	li a5,255
	sll a5,a5,a3
	sll a1,a1,a3
	not a5,a5
	and a4,a0,-4
	or a5,a5,a1
	amoand.w.aqrl a4,a5,(a4)
	srl a0,a4,a3
	zext.b a0,a0
	ret

uat_fetch_and_1_seq_cst:
	and a3,a0,3
	sll a3,a3,0x3
	li a5,255
	sll a5,a5,a3
	sll a1,a1,a3
	not a5,a5
	and a4,a0,-4
	or a5,a5,a1
	amoand.w.aqrl a4,a5,(a4)
	srl a0,a4,a3
	zext.b a0,a0
	ret

uat_fetch_and_1_seq_cst_fence:
	and a3,a0,3
	sll a3,a3,0x3
	li a5,255
	sll a5,a5,a3
	sll a1,a1,a3
	not a5,a5
	and a4,a0,-4
	or a5,a5,a1
	amoand.w.aqrl a4,a5,(a4)
	srl a0,a4,a3
	zext.b a0,a0
	ret

uat_fetch_or_1_relaxed:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoor.w a5,a1,(a5)
	srl a0,a5,a4
	zext.b a0,a0
	ret

uat_fetch_or_1_acquire:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoor.w.aq a5,a1,(a5)
	srl a0,a5,a4
	zext.b a0,a0
	ret

uat_fetch_or_1_release:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoor.w.rl a5,a1,(a5)
	srl a0,a5,a4
	zext.b a0,a0
	ret

uat_fetch_or_1_acq_rel:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoor.w.aqrl a5,a1,(a5)
	srl a0,a5,a4
	zext.b a0,a0
	ret

uat_fetch_or_1_seq_cst:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoor.w.aqrl a5,a1,(a5)
	srl a0,a5,a4
	zext.b a0,a0
	ret

uat_fetch_or_1_seq_cst_fence:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoor.w.aqrl a5,a1,(a5)
	srl a0,a5,a4
	zext.b a0,a0
	ret

uat_fetch_xor_1_relaxed:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoxor.w a5,a1,(a5)
	srl a0,a5,a4
	zext.b a0,a0
	ret

uat_fetch_xor_1_acquire:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoxor.w.aq a5,a1,(a5)
	srl a0,a5,a4
	zext.b a0,a0
	ret

uat_fetch_xor_1_release:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoxor.w.rl a5,a1,(a5)
	srl a0,a5,a4
	zext.b a0,a0
	ret

uat_fetch_xor_1_acq_rel:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoxor.w.aqrl a5,a1,(a5)
	srl a0,a5,a4
	zext.b a0,a0
	ret

uat_fetch_xor_1_seq_cst:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoxor.w.aqrl a5,a1,(a5)
	srl a0,a5,a4
	zext.b a0,a0
	ret

uat_fetch_xor_1_seq_cst_fence:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoxor.w.aqrl a5,a1,(a5)
	srl a0,a5,a4
	zext.b a0,a0
	ret

uat_fetch_smax_1_relaxed:
	lbu a4,0(a0)
	and a6,a0,3
	sll a6,a6,0x3
	li a7,255
	zext.b a4,a4
	sll a7,a7,a6
	and t1,a0,-4
	mv t4,a1
	sll a3,a4,0x18
	sra a3,a3,0x18
	zext.b a5,a4
	sll a2,a4,a6
	bge a3,a1,.L14
	zext.b a5,t4
	sll a5,a5,a6
	lr.w a3,(t1)
	and t3,a3,a7
	bne t3,a2,.L22
	xor t3,a3,t3
	or t3,t3,a5
	sc.w t3,t3,(t1)
	bnez t3,.L15
	srl a5,a3,a6
	mv a3,a4
	zext.b a4,a5
	bne a3,a4,.L8
	sll a0,a5,0x18
	sra a0,a0,0x18
	ret

uat_fetch_smax_1_acquire:
	lbu a4,0(a0)
	and a6,a0,3
	sll a6,a6,0x3
	li a7,255
	zext.b a4,a4
	sll a7,a7,a6
	and t1,a0,-4
	mv t4,a1
	sll a3,a4,0x18
	sra a3,a3,0x18
	zext.b a5,a4
	sll a2,a4,a6
	bge a3,a1,.L14
	zext.b a5,t4
	sll a5,a5,a6
	lr.w a3,(t1)
	and t3,a3,a7
	bne t3,a2,.L22
	xor t3,a3,t3
	or t3,t3,a5
	sc.w t3,t3,(t1)
	bnez t3,.L15
	srl a5,a3,a6
	mv a3,a4
	zext.b a4,a5
	bne a3,a4,.L8
	sll a0,a5,0x18
	sra a0,a0,0x18
	ret

uat_fetch_smax_1_release:
	lbu a4,0(a0)
	and a6,a0,3
	sll a6,a6,0x3
	li a7,255
	zext.b a4,a4
	sll a7,a7,a6
	and t1,a0,-4
	mv t4,a1
	sll a3,a4,0x18
	sra a3,a3,0x18
	zext.b a5,a4
	sll a2,a4,a6
	bge a3,a1,.L14
	zext.b a5,t4
	sll a5,a5,a6
	lr.w a3,(t1)
	and t3,a3,a7
	bne t3,a2,.L22
	xor t3,a3,t3
	or t3,t3,a5
	sc.w t3,t3,(t1)
	bnez t3,.L15
	srl a5,a3,a6
	mv a3,a4
	zext.b a4,a5
	bne a3,a4,.L8
	sll a0,a5,0x18
	sra a0,a0,0x18
	ret

uat_fetch_smax_1_acq_rel:
	lbu a4,0(a0)
	and a6,a0,3
	sll a6,a6,0x3
	li a7,255
	zext.b a4,a4
	sll a7,a7,a6
	and t1,a0,-4
	mv t4,a1
	sll a3,a4,0x18
	sra a3,a3,0x18
	zext.b a5,a4
	sll a2,a4,a6
	bge a3,a1,.L14
	zext.b a5,t4
	sll a5,a5,a6
	lr.w a3,(t1)
	and t3,a3,a7
	bne t3,a2,.L22
	xor t3,a3,t3
	or t3,t3,a5
	sc.w t3,t3,(t1)
	bnez t3,.L15
	srl a5,a3,a6
	mv a3,a4
	zext.b a4,a5
	bne a3,a4,.L8
	sll a0,a5,0x18
	sra a0,a0,0x18
	ret

uat_fetch_smax_1_seq_cst:
	lbu a4,0(a0)
	and a6,a0,3
	sll a6,a6,0x3
	li a7,255
	zext.b a4,a4
	sll a7,a7,a6
	and t1,a0,-4
	mv t4,a1
	sll a3,a4,0x18
	sra a3,a3,0x18
	zext.b a5,a4
	sll a2,a4,a6
	bge a3,a1,.L14
	zext.b a5,t4
	sll a5,a5,a6
	lr.w a3,(t1)
	and t3,a3,a7
	bne t3,a2,.L22
	xor t3,a3,t3
	or t3,t3,a5
	sc.w t3,t3,(t1)
	bnez t3,.L15
	srl a5,a3,a6
	mv a3,a4
	zext.b a4,a5
	bne a3,a4,.L8
	sll a0,a5,0x18
	sra a0,a0,0x18
	ret

uat_fetch_smax_1_seq_cst_fence:
	lbu a4,0(a0)
	and a6,a0,3
	sll a6,a6,0x3
	li a7,255
	zext.b a4,a4
	sll a7,a7,a6
	and t1,a0,-4
	mv t4,a1
	sll a3,a4,0x18
	sra a3,a3,0x18
	zext.b a5,a4
	sll a2,a4,a6
	bge a3,a1,.L14
	zext.b a5,t4
	sll a5,a5,a6
	lr.w a3,(t1)
	and t3,a3,a7
	bne t3,a2,.L22
	xor t3,a3,t3
	or t3,t3,a5
	sc.w.rl t3,t3,(t1)
	bnez t3,.L15
	srl a5,a3,a6
	mv a3,a4
	zext.b a4,a5
	bne a3,a4,.L8
	sll a0,a5,0x18
	sra a0,a0,0x18
	ret

uat_fetch_umax_1_relaxed:
	lbu a5,0(a0)
	and a6,a0,3
	mv a4,a0
	sll a6,a6,0x3
	li a7,255
	zext.b a0,a5
	sll a7,a7,a6
	and t1,a4,-4
	mv t3,a1
	zext.b a5,t3
	sll a2,a0,a6
	bgeu a1,a0,.L13
	zext.b a5,a0
	sll a5,a5,a6
	lr.w a3,(t1)
	and t4,a3,a7
	bne t4,a2,.L21
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L14
	srl a5,a3,a6
	mv a3,a0
	zext.b a0,a5
	bne a3,a0,.L9
	ret

uat_fetch_umax_1_acquire:
	lbu a5,0(a0)
	and a6,a0,3
	mv a4,a0
	sll a6,a6,0x3
	li a7,255
	zext.b a0,a5
	sll a7,a7,a6
	and t1,a4,-4
	mv t3,a1
	zext.b a5,t3
	sll a2,a0,a6
	bgeu a1,a0,.L13
	zext.b a5,a0
	sll a5,a5,a6
	lr.w a3,(t1)
	and t4,a3,a7
	bne t4,a2,.L21
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L14
	srl a5,a3,a6
	mv a3,a0
	zext.b a0,a5
	bne a3,a0,.L9
	ret

uat_fetch_umax_1_release:
	mv a4,a0
	lbu a5,0(a0)
	and a6,a0,3
	sll a6,a6,0x3
	li a7,255
	zext.b a0,a5
	sll a7,a7,a6
	and t1,a4,-4
	mv t3,a1
	zext.b a5,t3
	sll a2,a0,a6
	bgeu a1,a0,.L13
	zext.b a5,a0
	sll a5,a5,a6
	lr.w a3,(t1)
	and t4,a3,a7
	bne t4,a2,.L21
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L14
	srl a5,a3,a6
	mv a3,a0
	zext.b a0,a5
	bne a3,a0,.L9
	ret

uat_fetch_umax_1_acq_rel:
	mv a4,a0
	lbu a5,0(a0)
	and a6,a0,3
	sll a6,a6,0x3
	li a7,255
	zext.b a0,a5
	sll a7,a7,a6
	and t1,a4,-4
	mv t3,a1
	zext.b a5,t3
	sll a2,a0,a6
	bgeu a1,a0,.L13
	zext.b a5,a0
	sll a5,a5,a6
	lr.w a3,(t1)
	and t4,a3,a7
	bne t4,a2,.L21
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L14
	srl a5,a3,a6
	mv a3,a0
	zext.b a0,a5
	bne a3,a0,.L9
	ret

uat_fetch_umax_1_seq_cst:
	mv a4,a0
	lbu a5,0(a0)
	and a6,a0,3
	sll a6,a6,0x3
	li a7,255
	zext.b a0,a5
	sll a7,a7,a6
	and t1,a4,-4
	mv t3,a1
	zext.b a5,t3
	sll a2,a0,a6
	bgeu a1,a0,.L13
	zext.b a5,a0
	sll a5,a5,a6
	lr.w a3,(t1)
	and t4,a3,a7
	bne t4,a2,.L21
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L14
	srl a5,a3,a6
	mv a3,a0
	zext.b a0,a5
	bne a3,a0,.L9
	ret

uat_fetch_umax_1_seq_cst_fence:
	lbu a5,0(a0)
	and a6,a0,3
	mv a4,a0
	sll a6,a6,0x3
	li a7,255
	zext.b a0,a5
	sll a7,a7,a6
	and t1,a4,-4
	mv t3,a1
	zext.b a5,t3
	sll a2,a0,a6
	bgeu a1,a0,.L13
	zext.b a5,a0
	sll a5,a5,a6
	lr.w a3,(t1)
	and t4,a3,a7
	bne t4,a2,.L21
	xor t4,a3,t4
	or t4,t4,a5
	sc.w.rl t4,t4,(t1)
	bnez t4,.L14
	srl a5,a3,a6
	mv a3,a0
	zext.b a0,a5
	bne a3,a0,.L9
	ret

uat_fetch_smin_1_relaxed:
	lbu a4,0(a0)
	and a6,a0,3
	sll a6,a6,0x3
	li a7,255
	zext.b a4,a4
	sll a7,a7,a6
	and t1,a0,-4
	mv t4,a1
	sll a3,a4,0x18
	sra a3,a3,0x18
	zext.b a5,a4
	sll a2,a4,a6
	bge a1,a3,.L14
	zext.b a5,t4
	sll a5,a5,a6
	lr.w a3,(t1)
	and t3,a3,a7
	bne t3,a2,.L22
	xor t3,a3,t3
	or t3,t3,a5
	sc.w t3,t3,(t1)
	bnez t3,.L15
	srl a5,a3,a6
	mv a3,a4
	zext.b a4,a5
	bne a3,a4,.L8
	sll a0,a5,0x18
	sra a0,a0,0x18
	ret

uat_fetch_smin_1_acquire:
	lbu a4,0(a0)
	and a6,a0,3
	sll a6,a6,0x3
	li a7,255
	zext.b a4,a4
	sll a7,a7,a6
	and t1,a0,-4
	mv t4,a1
	sll a3,a4,0x18
	sra a3,a3,0x18
	zext.b a5,a4
	sll a2,a4,a6
	bge a1,a3,.L14
	zext.b a5,t4
	sll a5,a5,a6
	lr.w a3,(t1)
	and t3,a3,a7
	bne t3,a2,.L22
	xor t3,a3,t3
	or t3,t3,a5
	sc.w t3,t3,(t1)
	bnez t3,.L15
	srl a5,a3,a6
	mv a3,a4
	zext.b a4,a5
	bne a3,a4,.L8
	sll a0,a5,0x18
	sra a0,a0,0x18
	ret

uat_fetch_smin_1_release:
	lbu a4,0(a0)
	and a6,a0,3
	sll a6,a6,0x3
	li a7,255
	zext.b a4,a4
	sll a7,a7,a6
	and t1,a0,-4
	mv t4,a1
	sll a3,a4,0x18
	sra a3,a3,0x18
	zext.b a5,a4
	sll a2,a4,a6
	bge a1,a3,.L14
	zext.b a5,t4
	sll a5,a5,a6
	lr.w a3,(t1)
	and t3,a3,a7
	bne t3,a2,.L22
	xor t3,a3,t3
	or t3,t3,a5
	sc.w t3,t3,(t1)
	bnez t3,.L15
	srl a5,a3,a6
	mv a3,a4
	zext.b a4,a5
	bne a3,a4,.L8
	sll a0,a5,0x18
	sra a0,a0,0x18
	ret

uat_fetch_smin_1_acq_rel:
	lbu a4,0(a0)
	and a6,a0,3
	sll a6,a6,0x3
	li a7,255
	zext.b a4,a4
	sll a7,a7,a6
	and t1,a0,-4
	mv t4,a1
	sll a3,a4,0x18
	sra a3,a3,0x18
	zext.b a5,a4
	sll a2,a4,a6
	bge a1,a3,.L14
	zext.b a5,t4
	sll a5,a5,a6
	lr.w a3,(t1)
	and t3,a3,a7
	bne t3,a2,.L22
	xor t3,a3,t3
	or t3,t3,a5
	sc.w t3,t3,(t1)
	bnez t3,.L15
	srl a5,a3,a6
	mv a3,a4
	zext.b a4,a5
	bne a3,a4,.L8
	sll a0,a5,0x18
	sra a0,a0,0x18
	ret

uat_fetch_smin_1_seq_cst:
	lbu a4,0(a0)
	and a6,a0,3
	sll a6,a6,0x3
	li a7,255
	zext.b a4,a4
	sll a7,a7,a6
	and t1,a0,-4
	mv t4,a1
	sll a3,a4,0x18
	sra a3,a3,0x18
	zext.b a5,a4
	sll a2,a4,a6
	bge a1,a3,.L14
	zext.b a5,t4
	sll a5,a5,a6
	lr.w a3,(t1)
	and t3,a3,a7
	bne t3,a2,.L22
	xor t3,a3,t3
	or t3,t3,a5
	sc.w t3,t3,(t1)
	bnez t3,.L15
	srl a5,a3,a6
	mv a3,a4
	zext.b a4,a5
	bne a3,a4,.L8
	sll a0,a5,0x18
	sra a0,a0,0x18
	ret

uat_fetch_smin_1_seq_cst_fence:
	lbu a4,0(a0)
	and a6,a0,3
	sll a6,a6,0x3
	li a7,255
	zext.b a4,a4
	sll a7,a7,a6
	and t1,a0,-4
	mv t4,a1
	sll a3,a4,0x18
	sra a3,a3,0x18
	zext.b a5,a4
	sll a2,a4,a6
	bge a1,a3,.L14
	zext.b a5,t4
	sll a5,a5,a6
	lr.w a3,(t1)
	and t3,a3,a7
	bne t3,a2,.L22
	xor t3,a3,t3
	or t3,t3,a5
	sc.w.rl t3,t3,(t1)
	bnez t3,.L15
	srl a5,a3,a6
	mv a3,a4
	zext.b a4,a5
	bne a3,a4,.L8
	sll a0,a5,0x18
	sra a0,a0,0x18
	ret

uat_fetch_umin_1_relaxed:
	lbu a5,0(a0)
	and a6,a0,3
	mv a4,a0
	sll a6,a6,0x3
	li a7,255
	zext.b a0,a5
	sll a7,a7,a6
	and t1,a4,-4
	mv t3,a1
	zext.b a5,t3
	sll a2,a0,a6
	bgeu a0,a1,.L13
	zext.b a5,a0
	sll a5,a5,a6
	lr.w a3,(t1)
	and t4,a3,a7
	bne t4,a2,.L21
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L14
	srl a5,a3,a6
	mv a3,a0
	zext.b a0,a5
	bne a3,a0,.L9
	ret

uat_fetch_umin_1_acquire:
	lbu a5,0(a0)
	and a6,a0,3
	mv a4,a0
	sll a6,a6,0x3
	li a7,255
	zext.b a0,a5
	sll a7,a7,a6
	and t1,a4,-4
	mv t3,a1
	zext.b a5,t3
	sll a2,a0,a6
	bgeu a0,a1,.L13
	zext.b a5,a0
	sll a5,a5,a6
	lr.w a3,(t1)
	and t4,a3,a7
	bne t4,a2,.L21
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L14
	srl a5,a3,a6
	mv a3,a0
	zext.b a0,a5
	bne a3,a0,.L9
	ret

uat_fetch_umin_1_release:
	mv a4,a0
	lbu a5,0(a0)
	and a6,a0,3
	sll a6,a6,0x3
	li a7,255
	zext.b a0,a5
	sll a7,a7,a6
	and t1,a4,-4
	mv t3,a1
	zext.b a5,t3
	sll a2,a0,a6
	bgeu a0,a1,.L13
	zext.b a5,a0
	sll a5,a5,a6
	lr.w a3,(t1)
	and t4,a3,a7
	bne t4,a2,.L21
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L14
	srl a5,a3,a6
	mv a3,a0
	zext.b a0,a5
	bne a3,a0,.L9
	ret

uat_fetch_umin_1_acq_rel:
	mv a4,a0
	lbu a5,0(a0)
	and a6,a0,3
	sll a6,a6,0x3
	li a7,255
	zext.b a0,a5
	sll a7,a7,a6
	and t1,a4,-4
	mv t3,a1
	zext.b a5,t3
	sll a2,a0,a6
	bgeu a0,a1,.L13
	zext.b a5,a0
	sll a5,a5,a6
	lr.w a3,(t1)
	and t4,a3,a7
	bne t4,a2,.L21
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L14
	srl a5,a3,a6
	mv a3,a0
	zext.b a0,a5
	bne a3,a0,.L9
	ret

uat_fetch_umin_1_seq_cst:
	mv a4,a0
	lbu a5,0(a0)
	and a6,a0,3
	sll a6,a6,0x3
	li a7,255
	zext.b a0,a5
	sll a7,a7,a6
	and t1,a4,-4
	mv t3,a1
	zext.b a5,t3
	sll a2,a0,a6
	bgeu a0,a1,.L13
	zext.b a5,a0
	sll a5,a5,a6
	lr.w a3,(t1)
	and t4,a3,a7
	bne t4,a2,.L21
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L14
	srl a5,a3,a6
	mv a3,a0
	zext.b a0,a5
	bne a3,a0,.L9
	ret

uat_fetch_umin_1_seq_cst_fence:
	lbu a5,0(a0)
	and a6,a0,3
	mv a4,a0
	sll a6,a6,0x3
	li a7,255
	zext.b a0,a5
	sll a7,a7,a6
	and t1,a4,-4
	mv t3,a1
	zext.b a5,t3
	sll a2,a0,a6
	bgeu a0,a1,.L13
	zext.b a5,a0
	sll a5,a5,a6
	lr.w a3,(t1)
	and t4,a3,a7
	bne t4,a2,.L21
	xor t4,a3,t4
	or t4,t4,a5
	sc.w.rl t4,t4,(t1)
	bnez t4,.L14
	srl a5,a3,a6
	mv a3,a0
	zext.b a0,a5
	bne a3,a0,.L9
	ret

uat_test_and_set_bit_1_relaxed:
	and a1,a1,7
	and a3,a0,3
	li a4,1
	sll a4,a4,a1
	sll a3,a3,0x3
	and a5,a0,-4
	sll a2,a4,a3
	amoor.w a5,a2,(a5)
	srl a0,a5,a3
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_set_bit_1_acquire:
	and a1,a1,7
	and a3,a0,3
	li a4,1
	sll a4,a4,a1
	sll a3,a3,0x3
	and a5,a0,-4
	sll a2,a4,a3
	amoor.w.aq a5,a2,(a5)
	srl a0,a5,a3
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_set_bit_1_release:
	and a1,a1,7
	and a3,a0,3
	li a4,1
	sll a4,a4,a1
	sll a3,a3,0x3
	and a5,a0,-4
	sll a2,a4,a3
	amoor.w.rl a5,a2,(a5)
	srl a0,a5,a3
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_set_bit_1_acq_rel:
	and a1,a1,7
	and a3,a0,3
	li a4,1
	sll a4,a4,a1
	sll a3,a3,0x3
	and a5,a0,-4
	sll a2,a4,a3
	amoor.w.aqrl a5,a2,(a5)
	srl a0,a5,a3
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_set_bit_1_seq_cst:
	and a1,a1,7
	and a3,a0,3
	li a4,1
	sll a4,a4,a1
	sll a3,a3,0x3
	and a5,a0,-4
	sll a2,a4,a3
	amoor.w.aqrl a5,a2,(a5)
	srl a0,a5,a3
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_set_bit_1_seq_cst_fence:
	and a1,a1,7
	and a3,a0,3
	li a4,1
	sll a4,a4,a1
	sll a3,a3,0x3
	and a5,a0,-4
	sll a2,a4,a3
	amoor.w.aqrl a5,a2,(a5)
	srl a0,a5,a3
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_clear_bit_1_relaxed:
	and a5,a1,7
	and a3,a0,3
	li a1,1
	sll a3,a3,0x3
	sll a1,a1,a5
	li a2,255
	xor a4,a1,255
	sll a2,a2,a3
	sll a4,a4,a3
	not a2,a2
	and a5,a0,-4
	or a4,a4,a2
	amoand.w a5,a4,(a5)
	srl a0,a5,a3
	and a0,a0,a1
	snez a0,a0
	ret

uat_test_and_clear_bit_1_acquire:
	and a5,a1,7
	and a3,a0,3
	li a1,1
	sll a3,a3,0x3
	sll a1,a1,a5
	li a2,255
	xor a4,a1,255
	sll a2,a2,a3
	sll a4,a4,a3
	not a2,a2
	and a5,a0,-4
	or a4,a4,a2
	amoand.w.aq a5,a4,(a5)
	srl a0,a5,a3
	and a0,a0,a1
	snez a0,a0
	ret

uat_test_and_clear_bit_1_release:
	and a5,a1,7
	and a3,a0,3
	li a1,1
	sll a3,a3,0x3
	sll a1,a1,a5
	li a2,255
	xor a4,a1,255
	sll a2,a2,a3
	sll a4,a4,a3
	not a2,a2
	and a5,a0,-4
	or a4,a4,a2
	amoand.w.rl a5,a4,(a5)
	srl a0,a5,a3
	and a0,a0,a1
	snez a0,a0
	ret

uat_test_and_clear_bit_1_acq_rel:
	and a5,a1,7
	and a3,a0,3
	li a1,1
	sll a3,a3,0x3
	sll a1,a1,a5
	li a2,255
	xor a4,a1,255
	sll a2,a2,a3
	sll a4,a4,a3
	not a2,a2
	and a5,a0,-4
	or a4,a4,a2
	amoand.w.aqrl a5,a4,(a5)
	srl a0,a5,a3
	and a0,a0,a1
	snez a0,a0
	ret

uat_test_and_clear_bit_1_seq_cst:
	and a5,a1,7
	and a3,a0,3
	li a1,1
	sll a3,a3,0x3
	sll a1,a1,a5
	li a2,255
	xor a4,a1,255
	sll a2,a2,a3
	sll a4,a4,a3
	not a2,a2
	and a5,a0,-4
	or a4,a4,a2
	amoand.w.aqrl a5,a4,(a5)
	srl a0,a5,a3
	and a0,a0,a1
	snez a0,a0
	ret

uat_test_and_clear_bit_1_seq_cst_fence:
	and a5,a1,7
	and a3,a0,3
	li a1,1
	sll a3,a3,0x3
	sll a1,a1,a5
	li a2,255
	xor a4,a1,255
	sll a2,a2,a3
	sll a4,a4,a3
	not a2,a2
	and a5,a0,-4
	or a4,a4,a2
	amoand.w.aqrl a5,a4,(a5)
	srl a0,a5,a3
	and a0,a0,a1
	snez a0,a0
	ret

uat_test_and_change_bit_1_relaxed:
	and a1,a1,7
	and a3,a0,3
	li a4,1
	sll a4,a4,a1
	sll a3,a3,0x3
	and a5,a0,-4
	sll a2,a4,a3
	amoxor.w a5,a2,(a5)
	srl a0,a5,a3
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_change_bit_1_acquire:
	and a1,a1,7
	and a3,a0,3
	li a4,1
	sll a4,a4,a1
	sll a3,a3,0x3
	and a5,a0,-4
	sll a2,a4,a3
	amoxor.w.aq a5,a2,(a5)
	srl a0,a5,a3
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_change_bit_1_release:
	and a1,a1,7
	and a3,a0,3
	li a4,1
	sll a4,a4,a1
	sll a3,a3,0x3
	and a5,a0,-4
	sll a2,a4,a3
	amoxor.w.rl a5,a2,(a5)
	srl a0,a5,a3
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_change_bit_1_acq_rel:
	and a1,a1,7
	and a3,a0,3
	li a4,1
	sll a4,a4,a1
	sll a3,a3,0x3
	and a5,a0,-4
	sll a2,a4,a3
	amoxor.w.aqrl a5,a2,(a5)
	srl a0,a5,a3
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_change_bit_1_seq_cst:
	and a1,a1,7
	and a3,a0,3
	li a4,1
	sll a4,a4,a1
	sll a3,a3,0x3
	and a5,a0,-4
	sll a2,a4,a3
	amoxor.w.aqrl a5,a2,(a5)
	srl a0,a5,a3
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_change_bit_1_seq_cst_fence:
	and a1,a1,7
	and a3,a0,3
	li a4,1
	sll a4,a4,a1
	sll a3,a3,0x3
	and a5,a0,-4
	sll a2,a4,a3
	amoxor.w.aqrl a5,a2,(a5)
	srl a0,a5,a3
	and a0,a0,a4
	snez a0,a0
	ret

uat_fetch_add_unless_1_relaxed:
	mv a5,a0
	lbu a0,0(a0)
	and a3,a5,3
	sll a3,a3,0x3
	li a7,255
	zext.b a0,a0
	sll a7,a7,a3
	and t3,a5,-4
	add a4,a1,a0
	zext.b a4,a4
	sll t1,a0,a3
	sll a4,a4,a3
	beq a2,a0,.L23
	lr.w a6,(t3)
	and t4,a6,a7
	bne t4,t1,.L20
	xor t4,a6,t4
	or t4,t4,a4
	sc.w t4,t4,(t3)
	bnez t4,.L13
	srl a4,a6,a3
	zext.b a4,a4
	bne a0,a4,.L24
	ret
	mv a0,a4
	j .L8

uat_fetch_add_unless_1_acquire:
	mv a5,a0
	lbu a0,0(a0)
	and a3,a5,3
	sll a3,a3,0x3
	li a7,255
	zext.b a0,a0
	sll a7,a7,a3
	and t3,a5,-4
	add a4,a1,a0
	zext.b a4,a4
	sll t1,a0,a3
	sll a4,a4,a3
	beq a2,a0,.L23
	lr.w a6,(t3)
	and t4,a6,a7
	bne t4,t1,.L20
	xor t4,a6,t4
	or t4,t4,a4
	sc.w t4,t4,(t3)
	bnez t4,.L13
	srl a4,a6,a3
	zext.b a4,a4
	bne a0,a4,.L24
	ret
	mv a0,a4
	j .L8

uat_fetch_add_unless_1_release:
	mv a5,a0
	lbu a0,0(a0)
	and a3,a5,3
	sll a3,a3,0x3
	li a7,255
	zext.b a0,a0
	sll a7,a7,a3
	and t3,a5,-4
	add a4,a1,a0
	zext.b a4,a4
	sll t1,a0,a3
	sll a4,a4,a3
	beq a2,a0,.L23
	lr.w a6,(t3)
	and t4,a6,a7
	bne t4,t1,.L20
	xor t4,a6,t4
	or t4,t4,a4
	sc.w t4,t4,(t3)
	bnez t4,.L13
	srl a4,a6,a3
	zext.b a4,a4
	bne a0,a4,.L24
	ret
	mv a0,a4
	j .L8

uat_fetch_add_unless_1_acq_rel:
	mv a5,a0
	lbu a0,0(a0)
	and a3,a5,3
	sll a3,a3,0x3
	li a7,255
	zext.b a0,a0
	sll a7,a7,a3
	and t3,a5,-4
	add a4,a1,a0
	zext.b a4,a4
	sll t1,a0,a3
	sll a4,a4,a3
	beq a2,a0,.L23
	lr.w a6,(t3)
	and t4,a6,a7
	bne t4,t1,.L20
	xor t4,a6,t4
	or t4,t4,a4
	sc.w t4,t4,(t3)
	bnez t4,.L13
	srl a4,a6,a3
	zext.b a4,a4
	bne a0,a4,.L24
	ret
	mv a0,a4
	j .L8

uat_fetch_add_unless_1_seq_cst:
	mv a5,a0
	lbu a0,0(a0)
	and a3,a5,3
	sll a3,a3,0x3
	li a7,255
	zext.b a0,a0
	sll a7,a7,a3
	and t3,a5,-4
	add a4,a1,a0
	zext.b a4,a4
	sll t1,a0,a3
	sll a4,a4,a3
	beq a2,a0,.L23
	lr.w a6,(t3)
	and t4,a6,a7
	bne t4,t1,.L20
	xor t4,a6,t4
	or t4,t4,a4
	sc.w t4,t4,(t3)
	bnez t4,.L13
	srl a4,a6,a3
	zext.b a4,a4
	bne a0,a4,.L24
	ret
	mv a0,a4
	j .L8

uat_fetch_add_unless_1_seq_cst_fence:
	mv a5,a0
	lbu a0,0(a0)
	and a3,a5,3
	sll a3,a3,0x3
	li a7,255
	zext.b a0,a0
	sll a7,a7,a3
	and t3,a5,-4
	add a4,a1,a0
	zext.b a4,a4
	sll t1,a0,a3
	sll a4,a4,a3
	beq a2,a0,.L23
	lr.w a6,(t3)
	and t4,a6,a7
	bne t4,t1,.L20
	xor t4,a6,t4
	or t4,t4,a4
	sc.w.rl t4,t4,(t3)
	bnez t4,.L13
	srl a4,a6,a3
	zext.b a4,a4
	bne a0,a4,.L24
	ret
	mv a0,a4
	j .L8

uat_add_unless_1_relaxed:
	lbu a4,0(a0)
	and a3,a0,3
	sll a3,a3,0x3
	li a7,255
	zext.b a4,a4
	sll a7,a7,a3
	and t3,a0,-4
	add a5,a1,a4
	zext.b a5,a5
	sll t1,a4,a3
	sll a5,a5,a3
	beq a2,a4,.L26
	lr.w a6,(t3)
	and t4,a6,a7
	bne t4,t1,.L19
	xor t4,a6,t4
	or t4,t4,a5
	sc.w t4,t4,(t3)
	bnez t4,.L12
	srl a5,a6,a3
	zext.b a5,a5
	bne a4,a5,.L24
	li a0,1
	ret
	mv a4,a5
	j .L7
	li a0,0
	ret

uat_add_unless_1_acquire:
	lbu a4,0(a0)
	and a3,a0,3
	sll a3,a3,0x3
	li a7,255
	zext.b a4,a4
	sll a7,a7,a3
	and t3,a0,-4
	add a5,a1,a4
	zext.b a5,a5
	sll t1,a4,a3
	sll a5,a5,a3
	beq a2,a4,.L26
	lr.w a6,(t3)
	and t4,a6,a7
	bne t4,t1,.L19
	xor t4,a6,t4
	or t4,t4,a5
	sc.w t4,t4,(t3)
	bnez t4,.L12
	srl a5,a6,a3
	zext.b a5,a5
	bne a4,a5,.L24
	li a0,1
	ret
	mv a4,a5
	j .L7
	li a0,0
	ret

uat_add_unless_1_release:
	lbu a4,0(a0)
	and a3,a0,3
	sll a3,a3,0x3
	li a7,255
	zext.b a4,a4
	sll a7,a7,a3
	and t3,a0,-4
	add a5,a1,a4
	zext.b a5,a5
	sll t1,a4,a3
	sll a5,a5,a3
	beq a2,a4,.L26
	lr.w a6,(t3)
	and t4,a6,a7
	bne t4,t1,.L19
	xor t4,a6,t4
	or t4,t4,a5
	sc.w t4,t4,(t3)
	bnez t4,.L12
	srl a5,a6,a3
	zext.b a5,a5
	bne a4,a5,.L24
	li a0,1
	ret
	mv a4,a5
	j .L7
	li a0,0
	ret

uat_add_unless_1_acq_rel:
	lbu a4,0(a0)
	and a3,a0,3
	sll a3,a3,0x3
	li a7,255
	zext.b a4,a4
	sll a7,a7,a3
	and t3,a0,-4
	add a5,a1,a4
	zext.b a5,a5
	sll t1,a4,a3
	sll a5,a5,a3
	beq a2,a4,.L26
	lr.w a6,(t3)
	and t4,a6,a7
	bne t4,t1,.L19
	xor t4,a6,t4
	or t4,t4,a5
	sc.w t4,t4,(t3)
	bnez t4,.L12
	srl a5,a6,a3
	zext.b a5,a5
	bne a4,a5,.L24
	li a0,1
	ret
	mv a4,a5
	j .L7
	li a0,0
	ret

uat_add_unless_1_seq_cst:
	lbu a4,0(a0)
	and a3,a0,3
	sll a3,a3,0x3
	li a7,255
	zext.b a4,a4
	sll a7,a7,a3
	and t3,a0,-4
	add a5,a1,a4
	zext.b a5,a5
	sll t1,a4,a3
	sll a5,a5,a3
	beq a2,a4,.L26
	lr.w a6,(t3)
	and t4,a6,a7
	bne t4,t1,.L19
	xor t4,a6,t4
	or t4,t4,a5
	sc.w t4,t4,(t3)
	bnez t4,.L12
	srl a5,a6,a3
	zext.b a5,a5
	bne a4,a5,.L24
	li a0,1
	ret
	mv a4,a5
	j .L7
	li a0,0
	ret

uat_add_unless_1_seq_cst_fence:
	lbu a4,0(a0)
	and a3,a0,3
	sll a3,a3,0x3
	li a7,255
	zext.b a4,a4
	sll a7,a7,a3
	and t3,a0,-4
	add a5,a1,a4
	zext.b a5,a5
	sll t1,a4,a3
	sll a5,a5,a3
	beq a2,a4,.L26
	lr.w a6,(t3)
	and t4,a6,a7
	bne t4,t1,.L19
	xor t4,a6,t4
	or t4,t4,a5
	sc.w.rl t4,t4,(t3)
	bnez t4,.L12
	srl a5,a6,a3
	zext.b a5,a5
	bne a4,a5,.L24
	li a0,1
	ret
	mv a4,a5
	j .L7
	li a0,0
	ret

uat_dec_if_positive_1_relaxed:
	lbu a5,0(a0)
	and a3,a0,3
	sll a3,a3,0x3
	li a1,255
	zext.b a5,a5
	sll a1,a1,a3
	and t1,a0,-4
	add a4,a5,-1
	sll a2,a5,0x18
	zext.b a4,a4
	sra a2,a2,0x18
	sll a6,a5,a3
	sll a7,a4,a3
	blez a2,.L29
	lr.w a2,(t1)
	and t3,a2,a1
	bne t3,a6,.L21
	xor t3,a2,t3
	or t3,t3,a7
	sc.w t3,t3,(t1)
	bnez t3,.L14
	srl a2,a2,a3
	zext.b a2,a2
	bne a5,a2,.L27
	sll a0,a4,0x18
	sra a0,a0,0x18
	ret
	mv a5,a2
	j .L7
	add a4,a5,-128
	snez a4,a4
	sub a5,a5,a4
	zext.b a4,a5
	j .L24

uat_dec_if_positive_1_acquire:
	lbu a5,0(a0)
	and a3,a0,3
	sll a3,a3,0x3
	li a1,255
	zext.b a5,a5
	sll a1,a1,a3
	and t1,a0,-4
	add a4,a5,-1
	sll a2,a5,0x18
	zext.b a4,a4
	sra a2,a2,0x18
	sll a6,a5,a3
	sll a7,a4,a3
	blez a2,.L29
	lr.w a2,(t1)
	and t3,a2,a1
	bne t3,a6,.L21
	xor t3,a2,t3
	or t3,t3,a7
	sc.w t3,t3,(t1)
	bnez t3,.L14
	srl a2,a2,a3
	zext.b a2,a2
	bne a5,a2,.L27
	sll a0,a4,0x18
	sra a0,a0,0x18
	ret
	mv a5,a2
	j .L7
	add a4,a5,-128
	snez a4,a4
	sub a5,a5,a4
	zext.b a4,a5
	j .L24

uat_dec_if_positive_1_release:
	lbu a5,0(a0)
	and a3,a0,3
	sll a3,a3,0x3
	li a1,255
	zext.b a5,a5
	sll a1,a1,a3
	and t1,a0,-4
	add a4,a5,-1
	sll a2,a5,0x18
	zext.b a4,a4
	sra a2,a2,0x18
	sll a6,a5,a3
	sll a7,a4,a3
	blez a2,.L29
	lr.w a2,(t1)
	and t3,a2,a1
	bne t3,a6,.L21
	xor t3,a2,t3
	or t3,t3,a7
	sc.w t3,t3,(t1)
	bnez t3,.L14
	srl a2,a2,a3
	zext.b a2,a2
	bne a5,a2,.L27
	sll a0,a4,0x18
	sra a0,a0,0x18
	ret
	mv a5,a2
	j .L7
	add a4,a5,-128
	snez a4,a4
	sub a5,a5,a4
	zext.b a4,a5
	j .L24

uat_dec_if_positive_1_acq_rel:
	lbu a5,0(a0)
	and a3,a0,3
	sll a3,a3,0x3
	li a1,255
	zext.b a5,a5
	sll a1,a1,a3
	and t1,a0,-4
	add a4,a5,-1
	sll a2,a5,0x18
	zext.b a4,a4
	sra a2,a2,0x18
	sll a6,a5,a3
	sll a7,a4,a3
	blez a2,.L29
	lr.w a2,(t1)
	and t3,a2,a1
	bne t3,a6,.L21
	xor t3,a2,t3
	or t3,t3,a7
	sc.w t3,t3,(t1)
	bnez t3,.L14
	srl a2,a2,a3
	zext.b a2,a2
	bne a5,a2,.L27
	sll a0,a4,0x18
	sra a0,a0,0x18
	ret
	mv a5,a2
	j .L7
	add a4,a5,-128
	snez a4,a4
	sub a5,a5,a4
	zext.b a4,a5
	j .L24

uat_dec_if_positive_1_seq_cst:
	lbu a5,0(a0)
	and a3,a0,3
	sll a3,a3,0x3
	li a1,255
	zext.b a5,a5
	sll a1,a1,a3
	and t1,a0,-4
	add a4,a5,-1
	sll a2,a5,0x18
	zext.b a4,a4
	sra a2,a2,0x18
	sll a6,a5,a3
	sll a7,a4,a3
	blez a2,.L29
	lr.w a2,(t1)
	and t3,a2,a1
	bne t3,a6,.L21
	xor t3,a2,t3
	or t3,t3,a7
	sc.w t3,t3,(t1)
	bnez t3,.L14
	srl a2,a2,a3
	zext.b a2,a2
	bne a5,a2,.L27
	sll a0,a4,0x18
	sra a0,a0,0x18
	ret
	mv a5,a2
	j .L7
	add a4,a5,-128
	snez a4,a4
	sub a5,a5,a4
	zext.b a4,a5
	j .L24

uat_dec_if_positive_1_seq_cst_fence:
	lbu a5,0(a0)
	and a3,a0,3
	sll a3,a3,0x3
	li a1,255
	zext.b a5,a5
	sll a1,a1,a3
	and t1,a0,-4
	add a4,a5,-1
	sll a2,a5,0x18
	zext.b a4,a4
	sra a2,a2,0x18
	sll a6,a5,a3
	sll a7,a4,a3
	blez a2,.L29
	lr.w a2,(t1)
	and t3,a2,a1
	bne t3,a6,.L21
	xor t3,a2,t3
	or t3,t3,a7
	sc.w.rl t3,t3,(t1)
	bnez t3,.L14
	srl a2,a2,a3
	zext.b a2,a2
	bne a5,a2,.L27
	sll a0,a4,0x18
	sra a0,a0,0x18
	ret
	mv a5,a2
	j .L7
	add a4,a5,-128
	snez a4,a4
	sub a5,a5,a4
	zext.b a4,a5
	j .L24

uat_cond_load_1_relaxed:
	lbu a4,0(a0)
	mv a5,a0
	zext.b a0,a4
	bne a1,a4,.L5
	ret
	.word 0x0100000f
	lbu a4,0(a5)
	zext.b a0,a4
	bne a1,a4,.L5
	ret

uat_cond_load_1_consume:
	lbu a4,0(a0)
	mv a5,a0
	zext.b a0,a4
	bne a1,a4,.L5
	ret
	.word 0x0100000f
	lbu a4,0(a5)
	zext.b a0,a4
	bne a1,a4,.L5
	ret

uat_cond_load_1_acquire:
	lbu a4,0(a0)
	mv a5,a0
	zext.b a0,a4
	bne a1,a4,.L5
	ret
	.word 0x0100000f
	lbu a4,0(a5)
	zext.b a0,a4
	bne a1,a4,.L5
	ret

uat_cond_load_1_seq_cst:
	mv a5,a0
	lbu a4,0(a0)
	zext.b a0,a4
	bne a1,a4,.L5
	ret
	.word 0x0100000f
	lbu a4,0(a5)
	zext.b a0,a4
	bne a1,a4,.L5
	ret

uat_cond_load_1_seq_cst_fence:
	mv a5,a0
	lbu a4,0(a0)
	zext.b a0,a4
	bne a1,a4,.L5
	ret
	.word 0x0100000f
	lbu a4,0(a5)
	zext.b a0,a4
	bne a1,a4,.L5
	ret

uat_inc_1_relaxed:
	and a3,a0,3
	sll a3,a3,0x3
	li a4,255
	li a5,1
	and a2,a0,-4
	sll a4,a4,a3
	sll a5,a5,a3
	lr.w a3,(a2)
	add a1,a3,a5
	xor a1,a1,a3
	and a1,a1,a4
	xor a1,a1,a3
	sc.w a1,a1,(a2)
	bnez a1,.L7
	ret

uat_inc_1_acquire:
	and a3,a0,3
	sll a3,a3,0x3
	li a4,255
	li a5,1
	and a2,a0,-4
	sll a4,a4,a3
	sll a5,a5,a3
	lr.w a3,(a2)
	add a1,a3,a5
	xor a1,a1,a3
	and a1,a1,a4
	xor a1,a1,a3
	sc.w a1,a1,(a2)
	bnez a1,.L7
	ret

uat_inc_1_release:
	and a3,a0,3
	sll a3,a3,0x3
	li a4,255
	li a5,1
	and a2,a0,-4
	sll a4,a4,a3
	sll a5,a5,a3
	lr.w a3,(a2)
	add a1,a3,a5
	xor a1,a1,a3
	and a1,a1,a4
	xor a1,a1,a3
	sc.w a1,a1,(a2)
	bnez a1,.L7
	ret

uat_inc_1_acq_rel:
	and a3,a0,3
	sll a3,a3,0x3
	li a4,255
	li a5,1
	and a2,a0,-4
	sll a4,a4,a3
	sll a5,a5,a3
	lr.w a3,(a2)
	add a1,a3,a5
	xor a1,a1,a3
	and a1,a1,a4
	xor a1,a1,a3
	sc.w a1,a1,(a2)
	bnez a1,.L7
	ret

uat_inc_1_seq_cst:
	and a3,a0,3
	sll a3,a3,0x3
	li a4,255
	li a5,1
	and a2,a0,-4
	sll a4,a4,a3
	sll a5,a5,a3
	lr.w a3,(a2)
	add a1,a3,a5
	xor a1,a1,a3
	and a1,a1,a4
	xor a1,a1,a3
	sc.w a1,a1,(a2)
	bnez a1,.L7
	ret

uat_inc_1_seq_cst_fence:
	and a3,a0,3
	sll a3,a3,0x3
	li a4,255
	li a5,1
	and a2,a0,-4
	sll a4,a4,a3
	sll a5,a5,a3
	lr.w.aqrl a3,(a2)
	add a1,a3,a5
	xor a1,a1,a3
	and a1,a1,a4
	xor a1,a1,a3
	sc.w.aqrl a1,a1,(a2)
	bnez a1,.L7
	ret

uat_dec_1_relaxed:
	and a3,a0,3
	sll a3,a3,0x3
	li a5,255
	and a4,a0,-4
	sll a5,a5,a3
	lr.w a3,(a4)
	add a2,a3,a5
	xor a2,a2,a3
	and a2,a2,a5
	xor a2,a2,a3
	sc.w a2,a2,(a4)
	bnez a2,.L5
	ret

uat_dec_1_acquire:
	and a3,a0,3
	sll a3,a3,0x3
	li a5,255
	and a4,a0,-4
	sll a5,a5,a3
	lr.w a3,(a4)
	add a2,a3,a5
	xor a2,a2,a3
	and a2,a2,a5
	xor a2,a2,a3
	sc.w a2,a2,(a4)
	bnez a2,.L5
	ret

uat_dec_1_release:
	and a3,a0,3
	sll a3,a3,0x3
	li a5,255
	and a4,a0,-4
	sll a5,a5,a3
	lr.w a3,(a4)
	add a2,a3,a5
	xor a2,a2,a3
	and a2,a2,a5
	xor a2,a2,a3
	sc.w a2,a2,(a4)
	bnez a2,.L5
	ret

uat_dec_1_acq_rel:
	and a3,a0,3
	sll a3,a3,0x3
	li a5,255
	and a4,a0,-4
	sll a5,a5,a3
	lr.w a3,(a4)
	add a2,a3,a5
	xor a2,a2,a3
	and a2,a2,a5
	xor a2,a2,a3
	sc.w a2,a2,(a4)
	bnez a2,.L5
	ret

uat_dec_1_seq_cst:
	and a3,a0,3
	sll a3,a3,0x3
	li a5,255
	and a4,a0,-4
	sll a5,a5,a3
	lr.w a3,(a4)
	add a2,a3,a5
	xor a2,a2,a3
	and a2,a2,a5
	xor a2,a2,a3
	sc.w a2,a2,(a4)
	bnez a2,.L5
	ret

uat_dec_1_seq_cst_fence:
	and a3,a0,3
	sll a3,a3,0x3
	li a5,255
	and a4,a0,-4
	sll a5,a5,a3
	lr.w.aqrl a3,(a4)
	add a2,a3,a5
	xor a2,a2,a3
	and a2,a2,a5
	xor a2,a2,a3
	sc.w.aqrl a2,a2,(a4)
	bnez a2,.L5
	ret

uat_add_around_1_mb:
	and a4,a0,3
	sll a4,a4,0x3
	li a5,255
	and a3,a0,-4
	sll a5,a5,a4
	sll a1,a1,a4
	lr.w a4,(a3)
	add a2,a4,a1
	xor a2,a2,a4
	and a2,a2,a5
	xor a2,a2,a4
	sc.w a2,a2,(a3)
	bnez a2,.L6
	ret

uat_load_2_relaxed:
	lhu a0,0(a0)
	ret

uat_load_2_consume:
	lhu a0,0(a0)
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_load_2_acquire:
	lhu a0,0(a0)
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_load_2_seq_cst:
	lhu a0,0(a0)
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_load_2_seq_cst_fence:
	lhu a0,0(a0)
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_store_2_relaxed:
	sh a1,0(a0)
	ret

uat_store_2_release:
	sh a1,0(a0)
	ret

uat_store_2_seq_cst:
	sh a1,0(a0)
	ret

uat_store_2_seq_cst_fence:
	sh a1,0(a0)
	ret

uat_cmpxchg_2_relaxed:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3
	add a5,a5,-1
	and a6,a0,-4
	sll a5,a5,a4
	sll a1,a1,a4
	sll a2,a2,a4
	lr.w a3,(a6)
	and a7,a3,a5
	bne a7,a1,.L15
	xor a7,a3,a7
	or a7,a7,a2
	sc.w a7,a7,(a6)
	bnez a7,.L8
	srl a0,a3,a4
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_cmpxchg_2_acquire:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3
	add a5,a5,-1
	and a6,a0,-4
	sll a5,a5,a4
	sll a1,a1,a4
	sll a2,a2,a4
	lr.w a3,(a6)
	and a7,a3,a5
	bne a7,a1,.L15
	xor a7,a3,a7
	or a7,a7,a2
	sc.w a7,a7,(a6)
	bnez a7,.L8
	srl a0,a3,a4
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_cmpxchg_2_release:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	and a6,a0,-4
	sll a5,a5,a4
	sll a1,a1,a4
	sll a2,a2,a4
	lr.w a3,(a6)
	and a7,a3,a5
	bne a7,a1,.L15
	xor a7,a3,a7
	or a7,a7,a2
	sc.w a7,a7,(a6)
	bnez a7,.L8
	srl a0,a3,a4
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_cmpxchg_2_acq_rel:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	and a6,a0,-4
	sll a5,a5,a4
	sll a1,a1,a4
	sll a2,a2,a4
	lr.w a3,(a6)
	and a7,a3,a5
	bne a7,a1,.L15
	xor a7,a3,a7
	or a7,a7,a2
	sc.w a7,a7,(a6)
	bnez a7,.L8
	srl a0,a3,a4
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_cmpxchg_2_seq_cst:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	and a6,a0,-4
	sll a5,a5,a4
	sll a1,a1,a4
	sll a2,a2,a4
	lr.w a3,(a6)
	and a7,a3,a5
	bne a7,a1,.L15
	xor a7,a3,a7
	or a7,a7,a2
	sc.w a7,a7,(a6)
	bnez a7,.L8
	srl a0,a3,a4
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_cmpxchg_2_seq_cst_fence_sc:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3
	add a5,a5,-1
	and a6,a0,-4
	sll a5,a5,a4
	sll a1,a1,a4
	sll a2,a2,a4
	lr.w.aqrl a3,(a6)
	and a7,a3,a5
	bne a7,a1,.L15
	xor a7,a3,a7
	or a7,a7,a2
	sc.w.aqrl a7,a7,(a6)
	bnez a7,.L8
	srl a0,a3,a4
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_cmpxchg_2_seq_cst_fence:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3
	add a5,a5,-1
	and a6,a0,-4
	sll a5,a5,a4
	sll a1,a1,a4
	sll a2,a2,a4
	lr.w.aqrl a3,(a6)
	and a7,a3,a5
	bne a7,a1,.L15
	xor a7,a3,a7
	or a7,a7,a2
	sc.w.aqrl a7,a7,(a6)
	bnez a7,.L8
	srl a0,a3,a4
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_cmpxchg_test_2_seq_cst_fence:
	and a3,a0,3
	lui a4,0x10
	sll a3,a3,0x3
	add a4,a4,-1
	and a6,a0,-4
	sll a4,a4,a3
	sll a7,a1,a3
	sll a2,a2,a3
	lr.w.aqrl a5,(a6)
	and t1,a5,a4
	bne t1,a7,.L15
	xor t1,a5,t1
	or t1,t1,a2
	sc.w.aqrl t1,t1,(a6)
	bnez t1,.L8
	srl a0,a5,a3
	sll a0,a0,0x10
	srl a0,a0,0x10
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_2_relaxed:
	and a3,a0,3
	lui a4,0x10
	sll a3,a3,0x3
	add a4,a4,-1
	and a6,a0,-4
	sll a4,a4,a3
	sll a7,a1,a3
	sll a2,a2,a3
	lr.w a5,(a6)
	and t1,a5,a4
	bne t1,a7,.L15
	xor t1,a5,t1
	or t1,t1,a2
	sc.w t1,t1,(a6)
	bnez t1,.L8
	srl a0,a5,a3
	sll a0,a0,0x10
	srl a0,a0,0x10
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_2_acquire:
	and a3,a0,3
	lui a4,0x10
	sll a3,a3,0x3
	add a4,a4,-1
	and a6,a0,-4
	sll a4,a4,a3
	sll a7,a1,a3
	sll a2,a2,a3
	lr.w a5,(a6)
	and t1,a5,a4
	bne t1,a7,.L15
	xor t1,a5,t1
	or t1,t1,a2
	sc.w t1,t1,(a6)
	bnez t1,.L8
	srl a0,a5,a3
	sll a0,a0,0x10
	srl a0,a0,0x10
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_2_release:
	lui a4,0x10
	and a3,a0,3
	sll a3,a3,0x3
	add a4,a4,-1
	and a6,a0,-4
	sll a4,a4,a3
	sll a7,a1,a3
	sll a2,a2,a3
	lr.w a5,(a6)
	and t1,a5,a4
	bne t1,a7,.L15
	xor t1,a5,t1
	or t1,t1,a2
	sc.w t1,t1,(a6)
	bnez t1,.L8
	srl a0,a5,a3
	sll a0,a0,0x10
	srl a0,a0,0x10
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_2_acq_rel:
	lui a4,0x10
	and a3,a0,3
	sll a3,a3,0x3
	add a4,a4,-1
	and a6,a0,-4
	sll a4,a4,a3
	sll a7,a1,a3
	sll a2,a2,a3
	lr.w a5,(a6)
	and t1,a5,a4
	bne t1,a7,.L15
	xor t1,a5,t1
	or t1,t1,a2
	sc.w t1,t1,(a6)
	bnez t1,.L8
	srl a0,a5,a3
	sll a0,a0,0x10
	srl a0,a0,0x10
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_2_seq_cst:
	lui a4,0x10
	and a3,a0,3
	sll a3,a3,0x3
	add a4,a4,-1
	and a6,a0,-4
	sll a4,a4,a3
	sll a7,a1,a3
	sll a2,a2,a3
	lr.w a5,(a6)
	and t1,a5,a4
	bne t1,a7,.L15
	xor t1,a5,t1
	or t1,t1,a2
	sc.w t1,t1,(a6)
	bnez t1,.L8
	srl a0,a5,a3
	sll a0,a0,0x10
	srl a0,a0,0x10
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_2_seq_cst_fence_sc:
	and a3,a0,3
	lui a4,0x10
	sll a3,a3,0x3
	add a4,a4,-1
	and a6,a0,-4
	sll a4,a4,a3
	sll a7,a1,a3
	sll a2,a2,a3
	lr.w.aqrl a5,(a6)
	and t1,a5,a4
	bne t1,a7,.L15
	xor t1,a5,t1
	or t1,t1,a2
	sc.w.aqrl t1,t1,(a6)
	bnez t1,.L8
	srl a0,a5,a3
	sll a0,a0,0x10
	srl a0,a0,0x10
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_2_seq_cst_fence:
	and a3,a0,3
	lui a4,0x10
	sll a3,a3,0x3
	add a4,a4,-1
	and a6,a0,-4
	sll a4,a4,a3
	sll a7,a1,a3
	sll a2,a2,a3
	lr.w.aqrl a5,(a6)
	and t1,a5,a4
	bne t1,a7,.L15
	xor t1,a5,t1
	or t1,t1,a2
	sc.w.aqrl t1,t1,(a6)
	bnez t1,.L8
	srl a0,a5,a3
	sll a0,a0,0x10
	srl a0,a0,0x10
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_2_relaxed:
	and a3,a0,3
	lui a4,0x10
	sll a3,a3,0x3
	add a4,a4,-1
	and a6,a0,-4
	sll a4,a4,a3
	sll a7,a1,a3
	sll a2,a2,a3
	lr.w a5,(a6)
	and t1,a5,a4
	bne t1,a7,.L15
	xor t1,a5,t1
	or t1,t1,a2
	sc.w t1,t1,(a6)
	bnez t1,.L8
	srl a0,a5,a3
	sll a0,a0,0x10
	srl a0,a0,0x10
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_2_acquire:
	and a3,a0,3
	lui a4,0x10
	sll a3,a3,0x3
	add a4,a4,-1
	and a6,a0,-4
	sll a4,a4,a3
	sll a7,a1,a3
	sll a2,a2,a3
	lr.w a5,(a6)
	and t1,a5,a4
	bne t1,a7,.L15
	xor t1,a5,t1
	or t1,t1,a2
	sc.w t1,t1,(a6)
	bnez t1,.L8
	srl a0,a5,a3
	sll a0,a0,0x10
	srl a0,a0,0x10
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_2_release:
	lui a4,0x10
	and a3,a0,3
	sll a3,a3,0x3
	add a4,a4,-1
	and a6,a0,-4
	sll a4,a4,a3
	sll a7,a1,a3
	sll a2,a2,a3
	lr.w a5,(a6)
	and t1,a5,a4
	bne t1,a7,.L15
	xor t1,a5,t1
	or t1,t1,a2
	sc.w t1,t1,(a6)
	bnez t1,.L8
	srl a0,a5,a3
	sll a0,a0,0x10
	srl a0,a0,0x10
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_2_acq_rel:
	lui a4,0x10
	and a3,a0,3
	sll a3,a3,0x3
	add a4,a4,-1
	and a6,a0,-4
	sll a4,a4,a3
	sll a7,a1,a3
	sll a2,a2,a3
	lr.w a5,(a6)
	and t1,a5,a4
	bne t1,a7,.L15
	xor t1,a5,t1
	or t1,t1,a2
	sc.w t1,t1,(a6)
	bnez t1,.L8
	srl a0,a5,a3
	sll a0,a0,0x10
	srl a0,a0,0x10
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_2_seq_cst:
	lui a4,0x10
	and a3,a0,3
	sll a3,a3,0x3
	add a4,a4,-1
	and a6,a0,-4
	sll a4,a4,a3
	sll a7,a1,a3
	sll a2,a2,a3
	lr.w a5,(a6)
	and t1,a5,a4
	bne t1,a7,.L15
	xor t1,a5,t1
	or t1,t1,a2
	sc.w t1,t1,(a6)
	bnez t1,.L8
	srl a0,a5,a3
	sll a0,a0,0x10
	srl a0,a0,0x10
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_2_seq_cst_fence_sc:
	and a3,a0,3
	lui a4,0x10
	sll a3,a3,0x3
	add a4,a4,-1
	and a6,a0,-4
	sll a4,a4,a3
	sll a7,a1,a3
	sll a2,a2,a3
	lr.w.aqrl a5,(a6)
	and t1,a5,a4
	bne t1,a7,.L15
	xor t1,a5,t1
	or t1,t1,a2
	sc.w.aqrl t1,t1,(a6)
	bnez t1,.L8
	srl a0,a5,a3
	sll a0,a0,0x10
	srl a0,a0,0x10
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_2_seq_cst_fence:
	and a3,a0,3
	lui a4,0x10
	sll a3,a3,0x3
	add a4,a4,-1
	and a6,a0,-4
	sll a4,a4,a3
	sll a7,a1,a3
	sll a2,a2,a3
	lr.w.aqrl a5,(a6)
	and t1,a5,a4
	bne t1,a7,.L15
	xor t1,a5,t1
	or t1,t1,a2
	sc.w.aqrl t1,t1,(a6)
	bnez t1,.L8
	srl a0,a5,a3
	sll a0,a0,0x10
	srl a0,a0,0x10
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_xchg_2_relaxed:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	and a2,a0,-4
	sll a1,a1,a4
	not a5,a5
	lr.w a3,(a2)
	and a6,a3,a5
	or a6,a6,a1
	sc.w a6,a6,(a2)
	bnez a6,.L8
	srl a0,a3,a4
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_xchg_2_acquire:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	and a2,a0,-4
	sll a1,a1,a4
	not a5,a5
	lr.w a3,(a2)
	and a6,a3,a5
	or a6,a6,a1
	sc.w a6,a6,(a2)
	bnez a6,.L8
	srl a0,a3,a4
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_xchg_2_release:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	and a2,a0,-4
	sll a1,a1,a4
	not a5,a5
	lr.w a3,(a2)
	and a6,a3,a5
	or a6,a6,a1
	sc.w a6,a6,(a2)
	bnez a6,.L8
	srl a0,a3,a4
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_xchg_2_acq_rel:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	and a2,a0,-4
	sll a1,a1,a4
	not a5,a5
	lr.w a3,(a2)
	and a6,a3,a5
	or a6,a6,a1
	sc.w a6,a6,(a2)
	bnez a6,.L8
	srl a0,a3,a4
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_xchg_2_seq_cst:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	and a2,a0,-4
	sll a1,a1,a4
	not a5,a5
	lr.w a3,(a2)
	and a6,a3,a5
	or a6,a6,a1
	sc.w a6,a6,(a2)
	bnez a6,.L8
	srl a0,a3,a4
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_xchg_2_seq_cst_fence:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	and a2,a0,-4
	sll a1,a1,a4
	not a5,a5
	lr.w.aqrl a3,(a2)
	and a6,a3,a5
	or a6,a6,a1
	sc.w.aqrl a6,a6,(a2)
	bnez a6,.L8
	srl a0,a3,a4
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_add_return_2_relaxed:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3
	add a5,a5,-1
	and a2,a0,-4
	sll a5,a5,a4
	sll a6,a1,a4
	lr.w a3,(a2)
	add a7,a3,a6
	xor a7,a7,a3
	and a7,a7,a5
	xor a7,a7,a3
	sc.w a7,a7,(a2)
	bnez a7,.L7
	srl a5,a3,a4
	add a1,a1,a5
	sll a0,a1,0x10
	srl a0,a0,0x10
	ret

uat_add_return_2_acquire:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3
	add a5,a5,-1
	and a2,a0,-4
	sll a5,a5,a4
	sll a6,a1,a4
	lr.w a3,(a2)
	add a7,a3,a6
	xor a7,a7,a3
	and a7,a7,a5
	xor a7,a7,a3
	sc.w a7,a7,(a2)
	bnez a7,.L7
	srl a5,a3,a4
	add a1,a1,a5
	sll a0,a1,0x10
	srl a0,a0,0x10
	ret

uat_add_return_2_release:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	and a2,a0,-4
	sll a5,a5,a4
	sll a6,a1,a4
	lr.w a3,(a2)
	add a7,a3,a6
	xor a7,a7,a3
	and a7,a7,a5
	xor a7,a7,a3
	sc.w a7,a7,(a2)
	bnez a7,.L7
	srl a5,a3,a4
	add a1,a1,a5
	sll a0,a1,0x10
	srl a0,a0,0x10
	ret

uat_add_return_2_acq_rel:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	and a2,a0,-4
	sll a5,a5,a4
	sll a6,a1,a4
	lr.w a3,(a2)
	add a7,a3,a6
	xor a7,a7,a3
	and a7,a7,a5
	xor a7,a7,a3
	sc.w a7,a7,(a2)
	bnez a7,.L7
	srl a5,a3,a4
	add a1,a1,a5
	sll a0,a1,0x10
	srl a0,a0,0x10
	ret

uat_add_return_2_seq_cst:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	and a2,a0,-4
	sll a5,a5,a4
	sll a6,a1,a4
	lr.w a3,(a2)
	add a7,a3,a6
	xor a7,a7,a3
	and a7,a7,a5
	xor a7,a7,a3
	sc.w a7,a7,(a2)
	bnez a7,.L7
	srl a5,a3,a4
	add a1,a1,a5
	sll a0,a1,0x10
	srl a0,a0,0x10
	ret

uat_add_return_2_seq_cst_fence:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3
	add a5,a5,-1
	and a2,a0,-4
	sll a5,a5,a4
	sll a6,a1,a4
	lr.w.aqrl a3,(a2)
	add a7,a3,a6
	xor a7,a7,a3
	and a7,a7,a5
	xor a7,a7,a3
	sc.w.aqrl a7,a7,(a2)
	bnez a7,.L7
	srl a5,a3,a4
	add a1,a1,a5
	sll a0,a1,0x10
	srl a0,a0,0x10
	ret

uat_add_2_relaxed:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3
	add a5,a5,-1
	and a3,a0,-4
	sll a5,a5,a4
	sll a1,a1,a4
	lr.w a4,(a3)
	add a2,a4,a1
	xor a2,a2,a4
	and a2,a2,a5
	xor a2,a2,a4
	sc.w a2,a2,(a3)
	bnez a2,.L7
	ret

uat_add_2_acquire:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3
	add a5,a5,-1
	and a3,a0,-4
	sll a5,a5,a4
	sll a1,a1,a4
	lr.w a4,(a3)
	add a2,a4,a1
	xor a2,a2,a4
	and a2,a2,a5
	xor a2,a2,a4
	sc.w a2,a2,(a3)
	bnez a2,.L7
	ret

uat_add_2_release:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	and a3,a0,-4
	sll a5,a5,a4
	sll a1,a1,a4
	lr.w a4,(a3)
	add a2,a4,a1
	xor a2,a2,a4
	and a2,a2,a5
	xor a2,a2,a4
	sc.w a2,a2,(a3)
	bnez a2,.L7
	ret

uat_add_2_acq_rel:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	and a3,a0,-4
	sll a5,a5,a4
	sll a1,a1,a4
	lr.w a4,(a3)
	add a2,a4,a1
	xor a2,a2,a4
	and a2,a2,a5
	xor a2,a2,a4
	sc.w a2,a2,(a3)
	bnez a2,.L7
	ret

uat_add_2_seq_cst:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	and a3,a0,-4
	sll a5,a5,a4
	sll a1,a1,a4
	lr.w a4,(a3)
	add a2,a4,a1
	xor a2,a2,a4
	and a2,a2,a5
	xor a2,a2,a4
	sc.w a2,a2,(a3)
	bnez a2,.L7
	ret

uat_add_2_seq_cst_fence:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3
	add a5,a5,-1
	and a3,a0,-4
	sll a5,a5,a4
	sll a1,a1,a4
	lr.w.aqrl a4,(a3)
	add a2,a4,a1
	xor a2,a2,a4
	and a2,a2,a5
	xor a2,a2,a4
	sc.w.aqrl a2,a2,(a3)
	bnez a2,.L7
	ret

uat_and_2_relaxed:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	sll a1,a1,a4
	not a5,a5
	and a4,a0,-4
	or a5,a5,a1
	amoand.w zero,a5,(a4)
	ret

uat_and_2_acquire:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	sll a1,a1,a4
	not a5,a5
	and a4,a0,-4
	or a5,a5,a1
	amoand.w.aq zero,a5,(a4)
	ret

uat_and_2_release:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	sll a1,a1,a4
	not a5,a5
	and a4,a0,-4
	or a5,a5,a1
	amoand.w.rl zero,a5,(a4)
	ret

uat_and_2_acq_rel:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	sll a1,a1,a4
	not a5,a5
	and a4,a0,-4
	or a5,a5,a1
	amoand.w.aqrl zero,a5,(a4)
	ret

uat_and_2_seq_cst:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	sll a1,a1,a4
	not a5,a5
	and a4,a0,-4
	or a5,a5,a1
	amoand.w.aqrl zero,a5,(a4)
	ret

uat_and_2_seq_cst_fence:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3
	add a5,a5,-1
	sll a5,a5,a4
	sll a1,a1,a4
	not a5,a5
	and a4,a0,-4
	or a5,a5,a1
	amoand.w.aqrl zero,a5,(a4)
	ret

uat_or_2_relaxed:
	and a5,a0,3
	sll a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoor.w zero,a1,(a4)
	ret

uat_or_2_acquire:
	and a5,a0,3
	sll a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoor.w.aq zero,a1,(a4)
	ret

uat_or_2_release:
	and a5,a0,3
	sll a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoor.w.rl zero,a1,(a4)
	ret

uat_or_2_acq_rel:
	and a5,a0,3
	sll a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoor.w.aqrl zero,a1,(a4)
	ret

uat_or_2_seq_cst:
	and a5,a0,3
	sll a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoor.w.aqrl zero,a1,(a4)
	ret

uat_or_2_seq_cst_fence:
	and a5,a0,3
	sll a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoor.w.aqrl zero,a1,(a4)
	ret

uat_xor_2_relaxed:
	and a5,a0,3
	sll a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoxor.w zero,a1,(a4)
	ret

uat_xor_2_acquire:
	and a5,a0,3
	sll a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoxor.w.aq zero,a1,(a4)
	ret

uat_xor_2_release:
	and a5,a0,3
	sll a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoxor.w.rl zero,a1,(a4)
	ret

uat_xor_2_acq_rel:
	and a5,a0,3
	sll a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoxor.w.aqrl zero,a1,(a4)
	ret

uat_xor_2_seq_cst:
	and a5,a0,3
	sll a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoxor.w.aqrl zero,a1,(a4)
	ret

uat_xor_2_seq_cst_fence:
	and a5,a0,3
	sll a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoxor.w.aqrl zero,a1,(a4)
	ret

uat_fetch_add_2_relaxed:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3
	add a5,a5,-1
	and a2,a0,-4
	sll a5,a5,a4
	sll a1,a1,a4
	lr.w a3,(a2)
	add a6,a3,a1
	xor a6,a6,a3
	and a6,a6,a5
	xor a6,a6,a3
	sc.w a6,a6,(a2)
	bnez a6,.L7
	srl a0,a3,a4
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_fetch_add_2_acquire:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3
	add a5,a5,-1
	and a2,a0,-4
	sll a5,a5,a4
	sll a1,a1,a4
	lr.w a3,(a2)
	add a6,a3,a1
	xor a6,a6,a3
	and a6,a6,a5
	xor a6,a6,a3
	sc.w a6,a6,(a2)
	bnez a6,.L7
	srl a0,a3,a4
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_fetch_add_2_release:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	and a2,a0,-4
	sll a5,a5,a4
	sll a1,a1,a4
	lr.w a3,(a2)
	add a6,a3,a1
	xor a6,a6,a3
	and a6,a6,a5
	xor a6,a6,a3
	sc.w a6,a6,(a2)
	bnez a6,.L7
	srl a0,a3,a4
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_fetch_add_2_acq_rel:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	and a2,a0,-4
	sll a5,a5,a4
	sll a1,a1,a4
	lr.w a3,(a2)
	add a6,a3,a1
	xor a6,a6,a3
	and a6,a6,a5
	xor a6,a6,a3
	sc.w a6,a6,(a2)
	bnez a6,.L7
	srl a0,a3,a4
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_fetch_add_2_seq_cst:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	and a2,a0,-4
	sll a5,a5,a4
	sll a1,a1,a4
	lr.w a3,(a2)
	add a6,a3,a1
	xor a6,a6,a3
	and a6,a6,a5
	xor a6,a6,a3
	sc.w a6,a6,(a2)
	bnez a6,.L7
	srl a0,a3,a4
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_fetch_add_2_seq_cst_fence:
	and a4,a0,3
	lui a5,0x10
	sll a4,a4,0x3
	add a5,a5,-1
	and a2,a0,-4
	sll a5,a5,a4
	sll a1,a1,a4
	lr.w.aqrl a3,(a2)
	add a6,a3,a1
	xor a6,a6,a3
	and a6,a6,a5
	xor a6,a6,a3
	sc.w.aqrl a6,a6,(a2)
	bnez a6,.L7
	srl a0,a3,a4
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_fetch_and_2_relaxed:
	and a3,a0,3
	lui a5,0x10
	sll a3,a3,0x3
	add a5,a5,-1
	sll a5,a5,a3
	sll a1,a1,a3
	not a5,a5
	and a4,a0,-4
	or a5,a5,a1
	amoand.w a4,a5,(a4)
	srl a0,a4,a3
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_fetch_and_2_acquire:
	and a3,a0,3
	lui a5,0x10
	sll a3,a3,0x3
	add a5,a5,-1
	sll a5,a5,a3
	sll a1,a1,a3
	not a5,a5
	and a4,a0,-4
	or a5,a5,a1
	amoand.w.aq a4,a5,(a4)
	srl a0,a4,a3
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_fetch_and_2_release:
	and a3,a0,3
	lui a5,0x10
	sll a3,a3,0x3
	add a5,a5,-1
	sll a5,a5,a3
	sll a1,a1,a3
	not a5,a5
	and a4,a0,-4
	or a5,a5,a1
	amoand.w.rl a4,a5,(a4)
	srl a0,a4,a3
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_fetch_and_2_acq_rel:
	and a3,a0,3
	lui a5,0x10
	sll a3,a3,0x3
	add a5,a5,-1
	sll a5,a5,a3
	sll a1,a1,a3
	not a5,a5
	and a4,a0,-4
	or a5,a5,a1
	amoand.w.aqrl a4,a5,(a4)
	srl a0,a4,a3
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_fetch_and_2_seq_cst:
	and a3,a0,3
	lui a5,0x10
	sll a3,a3,0x3
	add a5,a5,-1
	sll a5,a5,a3
	sll a1,a1,a3
	not a5,a5
	and a4,a0,-4
	or a5,a5,a1
	amoand.w.aqrl a4,a5,(a4)
	srl a0,a4,a3
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_fetch_and_2_seq_cst_fence:
	and a3,a0,3
	lui a5,0x10
	sll a3,a3,0x3
	add a5,a5,-1
	sll a5,a5,a3
	sll a1,a1,a3
	not a5,a5
	and a4,a0,-4
	or a5,a5,a1
	amoand.w.aqrl a4,a5,(a4)
	srl a0,a4,a3
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_fetch_or_2_relaxed:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoor.w a5,a1,(a5)
	srl a0,a5,a4
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_fetch_or_2_acquire:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoor.w.aq a5,a1,(a5)
	srl a0,a5,a4
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_fetch_or_2_release:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoor.w.rl a5,a1,(a5)
	srl a0,a5,a4
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_fetch_or_2_acq_rel:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoor.w.aqrl a5,a1,(a5)
	srl a0,a5,a4
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_fetch_or_2_seq_cst:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoor.w.aqrl a5,a1,(a5)
	srl a0,a5,a4
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_fetch_or_2_seq_cst_fence:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoor.w.aqrl a5,a1,(a5)
	srl a0,a5,a4
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_fetch_xor_2_relaxed:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoxor.w a5,a1,(a5)
	srl a0,a5,a4
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_fetch_xor_2_acquire:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoxor.w.aq a5,a1,(a5)
	srl a0,a5,a4
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_fetch_xor_2_release:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoxor.w.rl a5,a1,(a5)
	srl a0,a5,a4
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_fetch_xor_2_acq_rel:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoxor.w.aqrl a5,a1,(a5)
	srl a0,a5,a4
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_fetch_xor_2_seq_cst:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoxor.w.aqrl a5,a1,(a5)
	srl a0,a5,a4
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_fetch_xor_2_seq_cst_fence:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoxor.w.aqrl a5,a1,(a5)
	srl a0,a5,a4
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_fetch_smax_2_relaxed:
	lhu a4,0(a0)
	and a7,a0,3
	lui a6,0x10
	sll a7,a7,0x3
	sll a4,a4,0x10
	add a6,a6,-1
	srl a4,a4,0x10
	sll a6,a6,a7
	and t1,a0,-4
	mv t4,a1
	sll a3,a4,0x10
	sra a3,a3,0x10
	mv a5,a4
	sll a2,a4,a7
	bge a3,a1,.L16
	mv a5,t4
	sll a5,a5,0x10
	srl a5,a5,0x10
	sll a5,a5,a7
	lr.w a3,(t1)
	and t3,a3,a6
	bne t3,a2,.L26
	xor t3,a3,t3
	or t3,t3,a5
	sc.w t3,t3,(t1)
	bnez t3,.L19
	srl a5,a3,a7
	mv a3,a4
	sll a4,a5,0x10
	srl a4,a4,0x10
	bne a3,a4,.L10
	sll a0,a5,0x10
	sra a0,a0,0x10
	ret

uat_fetch_smax_2_acquire:
	lhu a4,0(a0)
	and a7,a0,3
	lui a6,0x10
	sll a7,a7,0x3
	sll a4,a4,0x10
	add a6,a6,-1
	srl a4,a4,0x10
	sll a6,a6,a7
	and t1,a0,-4
	mv t4,a1
	sll a3,a4,0x10
	sra a3,a3,0x10
	mv a5,a4
	sll a2,a4,a7
	bge a3,a1,.L16
	mv a5,t4
	sll a5,a5,0x10
	srl a5,a5,0x10
	sll a5,a5,a7
	lr.w a3,(t1)
	and t3,a3,a6
	bne t3,a2,.L26
	xor t3,a3,t3
	or t3,t3,a5
	sc.w t3,t3,(t1)
	bnez t3,.L19
	srl a5,a3,a7
	mv a3,a4
	sll a4,a5,0x10
	srl a4,a4,0x10
	bne a3,a4,.L10
	sll a0,a5,0x10
	sra a0,a0,0x10
	ret

uat_fetch_smax_2_release:
	lhu a4,0(a0)
	and a7,a0,3
	lui a6,0x10
	sll a7,a7,0x3
	sll a4,a4,0x10
	add a6,a6,-1
	srl a4,a4,0x10
	sll a6,a6,a7
	and t1,a0,-4
	mv t4,a1
	sll a3,a4,0x10
	sra a3,a3,0x10
	mv a5,a4
	sll a2,a4,a7
	bge a3,a1,.L16
	mv a5,t4
	sll a5,a5,0x10
	srl a5,a5,0x10
	sll a5,a5,a7
	lr.w a3,(t1)
	and t3,a3,a6
	bne t3,a2,.L26
	xor t3,a3,t3
	or t3,t3,a5
	sc.w t3,t3,(t1)
	bnez t3,.L19
	srl a5,a3,a7
	mv a3,a4
	sll a4,a5,0x10
	srl a4,a4,0x10
	bne a3,a4,.L10
	sll a0,a5,0x10
	sra a0,a0,0x10
	ret

uat_fetch_smax_2_acq_rel:
	lhu a4,0(a0)
	and a7,a0,3
	lui a6,0x10
	sll a7,a7,0x3
	sll a4,a4,0x10
	add a6,a6,-1
	srl a4,a4,0x10
	sll a6,a6,a7
	and t1,a0,-4
	mv t4,a1
	sll a3,a4,0x10
	sra a3,a3,0x10
	mv a5,a4
	sll a2,a4,a7
	bge a3,a1,.L16
	mv a5,t4
	sll a5,a5,0x10
	srl a5,a5,0x10
	sll a5,a5,a7
	lr.w a3,(t1)
	and t3,a3,a6
	bne t3,a2,.L26
	xor t3,a3,t3
	or t3,t3,a5
	sc.w t3,t3,(t1)
	bnez t3,.L19
	srl a5,a3,a7
	mv a3,a4
	sll a4,a5,0x10
	srl a4,a4,0x10
	bne a3,a4,.L10
	sll a0,a5,0x10
	sra a0,a0,0x10
	ret

uat_fetch_smax_2_seq_cst:
	lhu a4,0(a0)
	and a7,a0,3
	lui a6,0x10
	sll a7,a7,0x3
	sll a4,a4,0x10
	add a6,a6,-1
	srl a4,a4,0x10
	sll a6,a6,a7
	and t1,a0,-4
	mv t4,a1
	sll a3,a4,0x10
	sra a3,a3,0x10
	mv a5,a4
	sll a2,a4,a7
	bge a3,a1,.L16
	mv a5,t4
	sll a5,a5,0x10
	srl a5,a5,0x10
	sll a5,a5,a7
	lr.w a3,(t1)
	and t3,a3,a6
	bne t3,a2,.L26
	xor t3,a3,t3
	or t3,t3,a5
	sc.w t3,t3,(t1)
	bnez t3,.L19
	srl a5,a3,a7
	mv a3,a4
	sll a4,a5,0x10
	srl a4,a4,0x10
	bne a3,a4,.L10
	sll a0,a5,0x10
	sra a0,a0,0x10
	ret

uat_fetch_smax_2_seq_cst_fence:
	lhu a4,0(a0)
	and a7,a0,3
	lui a6,0x10
	sll a7,a7,0x3
	sll a4,a4,0x10
	add a6,a6,-1
	srl a4,a4,0x10
	sll a6,a6,a7
	and t1,a0,-4
	mv t4,a1
	sll a3,a4,0x10
	sra a3,a3,0x10
	mv a5,a4
	sll a2,a4,a7
	bge a3,a1,.L16
	mv a5,t4
	sll a5,a5,0x10
	srl a5,a5,0x10
	sll a5,a5,a7
	lr.w a3,(t1)
	and t3,a3,a6
	bne t3,a2,.L26
	xor t3,a3,t3
	or t3,t3,a5
	sc.w.rl t3,t3,(t1)
	bnez t3,.L19
	srl a5,a3,a7
	mv a3,a4
	sll a4,a5,0x10
	srl a4,a4,0x10
	bne a3,a4,.L10
	sll a0,a5,0x10
	sra a0,a0,0x10
	ret

uat_fetch_umax_2_relaxed:
	lhu a5,0(a0)
	and a7,a0,3
	lui a6,0x10
	mv a4,a0
	sll a7,a7,0x3
	sll a0,a5,0x10
	add a6,a6,-1
	srl a0,a0,0x10
	sll a6,a6,a7
	and t1,a4,-4
	mv t3,a1
	mv a5,t3
	sll a2,a0,a7
	bgeu a1,a0,.L15
	mv a5,a0
	sll a5,a5,0x10
	srl a5,a5,0x10
	sll a5,a5,a7
	lr.w a3,(t1)
	and t4,a3,a6
	bne t4,a2,.L25
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L18
	srl a5,a3,a7
	mv a3,a0
	sll a0,a5,0x10
	srl a0,a0,0x10
	bne a3,a0,.L11
	ret

uat_fetch_umax_2_acquire:
	lhu a5,0(a0)
	and a7,a0,3
	lui a6,0x10
	mv a4,a0
	sll a7,a7,0x3
	sll a0,a5,0x10
	add a6,a6,-1
	srl a0,a0,0x10
	sll a6,a6,a7
	and t1,a4,-4
	mv t3,a1
	mv a5,t3
	sll a2,a0,a7
	bgeu a1,a0,.L15
	mv a5,a0
	sll a5,a5,0x10
	srl a5,a5,0x10
	sll a5,a5,a7
	lr.w a3,(t1)
	and t4,a3,a6
	bne t4,a2,.L25
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L18
	srl a5,a3,a7
	mv a3,a0
	sll a0,a5,0x10
	srl a0,a0,0x10
	bne a3,a0,.L11
	ret

uat_fetch_umax_2_release:
	mv a4,a0
	lhu a5,0(a0)
	and a7,a0,3
	lui a6,0x10
	sll a7,a7,0x3
	sll a0,a5,0x10
	add a6,a6,-1
	srl a0,a0,0x10
	sll a6,a6,a7
	and t1,a4,-4
	mv t3,a1
	mv a5,t3
	sll a2,a0,a7
	bgeu a1,a0,.L15
	mv a5,a0
	sll a5,a5,0x10
	srl a5,a5,0x10
	sll a5,a5,a7
	lr.w a3,(t1)
	and t4,a3,a6
	bne t4,a2,.L25
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L18
	srl a5,a3,a7
	mv a3,a0
	sll a0,a5,0x10
	srl a0,a0,0x10
	bne a3,a0,.L11
	ret

uat_fetch_umax_2_acq_rel:
	mv a4,a0
	lhu a5,0(a0)
	and a7,a0,3
	lui a6,0x10
	sll a7,a7,0x3
	sll a0,a5,0x10
	add a6,a6,-1
	srl a0,a0,0x10
	sll a6,a6,a7
	and t1,a4,-4
	mv t3,a1
	mv a5,t3
	sll a2,a0,a7
	bgeu a1,a0,.L15
	mv a5,a0
	sll a5,a5,0x10
	srl a5,a5,0x10
	sll a5,a5,a7
	lr.w a3,(t1)
	and t4,a3,a6
	bne t4,a2,.L25
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L18
	srl a5,a3,a7
	mv a3,a0
	sll a0,a5,0x10
	srl a0,a0,0x10
	bne a3,a0,.L11
	ret

uat_fetch_umax_2_seq_cst:
	mv a4,a0
	lhu a5,0(a0)
	and a7,a0,3
	lui a6,0x10
	sll a7,a7,0x3
	sll a0,a5,0x10
	add a6,a6,-1
	srl a0,a0,0x10
	sll a6,a6,a7
	and t1,a4,-4
	mv t3,a1
	mv a5,t3
	sll a2,a0,a7
	bgeu a1,a0,.L15
	mv a5,a0
	sll a5,a5,0x10
	srl a5,a5,0x10
	sll a5,a5,a7
	lr.w a3,(t1)
	and t4,a3,a6
	bne t4,a2,.L25
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L18
	srl a5,a3,a7
	mv a3,a0
	sll a0,a5,0x10
	srl a0,a0,0x10
	bne a3,a0,.L11
	ret

uat_fetch_umax_2_seq_cst_fence:
	lhu a5,0(a0)
	and a7,a0,3
	lui a6,0x10
	mv a4,a0
	sll a7,a7,0x3
	sll a0,a5,0x10
	add a6,a6,-1
	srl a0,a0,0x10
	sll a6,a6,a7
	and t1,a4,-4
	mv t3,a1
	mv a5,t3
	sll a2,a0,a7
	bgeu a1,a0,.L15
	mv a5,a0
	sll a5,a5,0x10
	srl a5,a5,0x10
	sll a5,a5,a7
	lr.w a3,(t1)
	and t4,a3,a6
	bne t4,a2,.L25
	xor t4,a3,t4
	or t4,t4,a5
	sc.w.rl t4,t4,(t1)
	bnez t4,.L18
	srl a5,a3,a7
	mv a3,a0
	sll a0,a5,0x10
	srl a0,a0,0x10
	bne a3,a0,.L11
	ret

uat_fetch_smin_2_relaxed:
	lhu a4,0(a0)
	and a7,a0,3
	lui a6,0x10
	sll a7,a7,0x3
	sll a4,a4,0x10
	add a6,a6,-1
	srl a4,a4,0x10
	sll a6,a6,a7
	and t1,a0,-4
	mv t4,a1
	sll a3,a4,0x10
	sra a3,a3,0x10
	mv a5,a4
	sll a2,a4,a7
	bge a1,a3,.L16
	mv a5,t4
	sll a5,a5,0x10
	srl a5,a5,0x10
	sll a5,a5,a7
	lr.w a3,(t1)
	and t3,a3,a6
	bne t3,a2,.L26
	xor t3,a3,t3
	or t3,t3,a5
	sc.w t3,t3,(t1)
	bnez t3,.L19
	srl a5,a3,a7
	mv a3,a4
	sll a4,a5,0x10
	srl a4,a4,0x10
	bne a3,a4,.L10
	sll a0,a5,0x10
	sra a0,a0,0x10
	ret

uat_fetch_smin_2_acquire:
	lhu a4,0(a0)
	and a7,a0,3
	lui a6,0x10
	sll a7,a7,0x3
	sll a4,a4,0x10
	add a6,a6,-1
	srl a4,a4,0x10
	sll a6,a6,a7
	and t1,a0,-4
	mv t4,a1
	sll a3,a4,0x10
	sra a3,a3,0x10
	mv a5,a4
	sll a2,a4,a7
	bge a1,a3,.L16
	mv a5,t4
	sll a5,a5,0x10
	srl a5,a5,0x10
	sll a5,a5,a7
	lr.w a3,(t1)
	and t3,a3,a6
	bne t3,a2,.L26
	xor t3,a3,t3
	or t3,t3,a5
	sc.w t3,t3,(t1)
	bnez t3,.L19
	srl a5,a3,a7
	mv a3,a4
	sll a4,a5,0x10
	srl a4,a4,0x10
	bne a3,a4,.L10
	sll a0,a5,0x10
	sra a0,a0,0x10
	ret

uat_fetch_smin_2_release:
	lhu a4,0(a0)
	and a7,a0,3
	lui a6,0x10
	sll a7,a7,0x3
	sll a4,a4,0x10
	add a6,a6,-1
	srl a4,a4,0x10
	sll a6,a6,a7
	and t1,a0,-4
	mv t4,a1
	sll a3,a4,0x10
	sra a3,a3,0x10
	mv a5,a4
	sll a2,a4,a7
	bge a1,a3,.L16
	mv a5,t4
	sll a5,a5,0x10
	srl a5,a5,0x10
	sll a5,a5,a7
	lr.w a3,(t1)
	and t3,a3,a6
	bne t3,a2,.L26
	xor t3,a3,t3
	or t3,t3,a5
	sc.w t3,t3,(t1)
	bnez t3,.L19
	srl a5,a3,a7
	mv a3,a4
	sll a4,a5,0x10
	srl a4,a4,0x10
	bne a3,a4,.L10
	sll a0,a5,0x10
	sra a0,a0,0x10
	ret

uat_fetch_smin_2_acq_rel:
	lhu a4,0(a0)
	and a7,a0,3
	lui a6,0x10
	sll a7,a7,0x3
	sll a4,a4,0x10
	add a6,a6,-1
	srl a4,a4,0x10
	sll a6,a6,a7
	and t1,a0,-4
	mv t4,a1
	sll a3,a4,0x10
	sra a3,a3,0x10
	mv a5,a4
	sll a2,a4,a7
	bge a1,a3,.L16
	mv a5,t4
	sll a5,a5,0x10
	srl a5,a5,0x10
	sll a5,a5,a7
	lr.w a3,(t1)
	and t3,a3,a6
	bne t3,a2,.L26
	xor t3,a3,t3
	or t3,t3,a5
	sc.w t3,t3,(t1)
	bnez t3,.L19
	srl a5,a3,a7
	mv a3,a4
	sll a4,a5,0x10
	srl a4,a4,0x10
	bne a3,a4,.L10
	sll a0,a5,0x10
	sra a0,a0,0x10
	ret

uat_fetch_smin_2_seq_cst:
	lhu a4,0(a0)
	and a7,a0,3
	lui a6,0x10
	sll a7,a7,0x3
	sll a4,a4,0x10
	add a6,a6,-1
	srl a4,a4,0x10
	sll a6,a6,a7
	and t1,a0,-4
	mv t4,a1
	sll a3,a4,0x10
	sra a3,a3,0x10
	mv a5,a4
	sll a2,a4,a7
	bge a1,a3,.L16
	mv a5,t4
	sll a5,a5,0x10
	srl a5,a5,0x10
	sll a5,a5,a7
	lr.w a3,(t1)
	and t3,a3,a6
	bne t3,a2,.L26
	xor t3,a3,t3
	or t3,t3,a5
	sc.w t3,t3,(t1)
	bnez t3,.L19
	srl a5,a3,a7
	mv a3,a4
	sll a4,a5,0x10
	srl a4,a4,0x10
	bne a3,a4,.L10
	sll a0,a5,0x10
	sra a0,a0,0x10
	ret

uat_fetch_smin_2_seq_cst_fence:
	lhu a4,0(a0)
	and a7,a0,3
	lui a6,0x10
	sll a7,a7,0x3
	sll a4,a4,0x10
	add a6,a6,-1
	srl a4,a4,0x10
	sll a6,a6,a7
	and t1,a0,-4
	mv t4,a1
	sll a3,a4,0x10
	sra a3,a3,0x10
	mv a5,a4
	sll a2,a4,a7
	bge a1,a3,.L16
	mv a5,t4
	sll a5,a5,0x10
	srl a5,a5,0x10
	sll a5,a5,a7
	lr.w a3,(t1)
	and t3,a3,a6
	bne t3,a2,.L26
	xor t3,a3,t3
	or t3,t3,a5
	sc.w.rl t3,t3,(t1)
	bnez t3,.L19
	srl a5,a3,a7
	mv a3,a4
	sll a4,a5,0x10
	srl a4,a4,0x10
	bne a3,a4,.L10
	sll a0,a5,0x10
	sra a0,a0,0x10
	ret

uat_fetch_umin_2_relaxed:
	lhu a5,0(a0)
	and a7,a0,3
	lui a6,0x10
	mv a4,a0
	sll a7,a7,0x3
	sll a0,a5,0x10
	add a6,a6,-1
	srl a0,a0,0x10
	sll a6,a6,a7
	and t1,a4,-4
	mv t3,a1
	mv a5,t3
	sll a2,a0,a7
	bgeu a0,a1,.L15
	mv a5,a0
	sll a5,a5,0x10
	srl a5,a5,0x10
	sll a5,a5,a7
	lr.w a3,(t1)
	and t4,a3,a6
	bne t4,a2,.L25
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L18
	srl a5,a3,a7
	mv a3,a0
	sll a0,a5,0x10
	srl a0,a0,0x10
	bne a3,a0,.L11
	ret

uat_fetch_umin_2_acquire:
	lhu a5,0(a0)
	and a7,a0,3
	lui a6,0x10
	mv a4,a0
	sll a7,a7,0x3
	sll a0,a5,0x10
	add a6,a6,-1
	srl a0,a0,0x10
	sll a6,a6,a7
	and t1,a4,-4
	mv t3,a1
	mv a5,t3
	sll a2,a0,a7
	bgeu a0,a1,.L15
	mv a5,a0
	sll a5,a5,0x10
	srl a5,a5,0x10
	sll a5,a5,a7
	lr.w a3,(t1)
	and t4,a3,a6
	bne t4,a2,.L25
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L18
	srl a5,a3,a7
	mv a3,a0
	sll a0,a5,0x10
	srl a0,a0,0x10
	bne a3,a0,.L11
	ret

uat_fetch_umin_2_release:
	mv a4,a0
	lhu a5,0(a0)
	and a7,a0,3
	lui a6,0x10
	sll a7,a7,0x3
	sll a0,a5,0x10
	add a6,a6,-1
	srl a0,a0,0x10
	sll a6,a6,a7
	and t1,a4,-4
	mv t3,a1
	mv a5,t3
	sll a2,a0,a7
	bgeu a0,a1,.L15
	mv a5,a0
	sll a5,a5,0x10
	srl a5,a5,0x10
	sll a5,a5,a7
	lr.w a3,(t1)
	and t4,a3,a6
	bne t4,a2,.L25
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L18
	srl a5,a3,a7
	mv a3,a0
	sll a0,a5,0x10
	srl a0,a0,0x10
	bne a3,a0,.L11
	ret

uat_fetch_umin_2_acq_rel:
	mv a4,a0
	lhu a5,0(a0)
	and a7,a0,3
	lui a6,0x10
	sll a7,a7,0x3
	sll a0,a5,0x10
	add a6,a6,-1
	srl a0,a0,0x10
	sll a6,a6,a7
	and t1,a4,-4
	mv t3,a1
	mv a5,t3
	sll a2,a0,a7
	bgeu a0,a1,.L15
	mv a5,a0
	sll a5,a5,0x10
	srl a5,a5,0x10
	sll a5,a5,a7
	lr.w a3,(t1)
	and t4,a3,a6
	bne t4,a2,.L25
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L18
	srl a5,a3,a7
	mv a3,a0
	sll a0,a5,0x10
	srl a0,a0,0x10
	bne a3,a0,.L11
	ret

uat_fetch_umin_2_seq_cst:
	mv a4,a0
	lhu a5,0(a0)
	and a7,a0,3
	lui a6,0x10
	sll a7,a7,0x3
	sll a0,a5,0x10
	add a6,a6,-1
	srl a0,a0,0x10
	sll a6,a6,a7
	and t1,a4,-4
	mv t3,a1
	mv a5,t3
	sll a2,a0,a7
	bgeu a0,a1,.L15
	mv a5,a0
	sll a5,a5,0x10
	srl a5,a5,0x10
	sll a5,a5,a7
	lr.w a3,(t1)
	and t4,a3,a6
	bne t4,a2,.L25
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L18
	srl a5,a3,a7
	mv a3,a0
	sll a0,a5,0x10
	srl a0,a0,0x10
	bne a3,a0,.L11
	ret

uat_fetch_umin_2_seq_cst_fence:
	lhu a5,0(a0)
	and a7,a0,3
	lui a6,0x10
	mv a4,a0
	sll a7,a7,0x3
	sll a0,a5,0x10
	add a6,a6,-1
	srl a0,a0,0x10
	sll a6,a6,a7
	and t1,a4,-4
	mv t3,a1
	mv a5,t3
	sll a2,a0,a7
	bgeu a0,a1,.L15
	mv a5,a0
	sll a5,a5,0x10
	srl a5,a5,0x10
	sll a5,a5,a7
	lr.w a3,(t1)
	and t4,a3,a6
	bne t4,a2,.L25
	xor t4,a3,t4
	or t4,t4,a5
	sc.w.rl t4,t4,(t1)
	bnez t4,.L18
	srl a5,a3,a7
	mv a3,a0
	sll a0,a5,0x10
	srl a0,a0,0x10
	bne a3,a0,.L11
	ret

uat_test_and_set_bit_2_relaxed:
	and a1,a1,15
	and a3,a0,3
	li a4,1
	sll a4,a4,a1
	sll a3,a3,0x3
	and a5,a0,-4
	sll a2,a4,a3
	amoor.w a5,a2,(a5)
	srl a0,a5,a3
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_set_bit_2_acquire:
	and a1,a1,15
	and a3,a0,3
	li a4,1
	sll a4,a4,a1
	sll a3,a3,0x3
	and a5,a0,-4
	sll a2,a4,a3
	amoor.w.aq a5,a2,(a5)
	srl a0,a5,a3
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_set_bit_2_release:
	and a1,a1,15
	and a3,a0,3
	li a4,1
	sll a4,a4,a1
	sll a3,a3,0x3
	and a5,a0,-4
	sll a2,a4,a3
	amoor.w.rl a5,a2,(a5)
	srl a0,a5,a3
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_set_bit_2_acq_rel:
	and a1,a1,15
	and a3,a0,3
	li a4,1
	sll a4,a4,a1
	sll a3,a3,0x3
	and a5,a0,-4
	sll a2,a4,a3
	amoor.w.aqrl a5,a2,(a5)
	srl a0,a5,a3
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_set_bit_2_seq_cst:
	and a1,a1,15
	and a3,a0,3
	li a4,1
	sll a4,a4,a1
	sll a3,a3,0x3
	and a5,a0,-4
	sll a2,a4,a3
	amoor.w.aqrl a5,a2,(a5)
	srl a0,a5,a3
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_set_bit_2_seq_cst_fence:
	and a1,a1,15
	and a3,a0,3
	li a4,1
	sll a4,a4,a1
	sll a3,a3,0x3
	and a5,a0,-4
	sll a2,a4,a3
	amoor.w.aqrl a5,a2,(a5)
	srl a0,a5,a3
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_clear_bit_2_relaxed:
	and a4,a1,15
	and a2,a0,3
	lui a5,0x10
	li a1,1
	sll a2,a2,0x3
	add a5,a5,-1
	sll a1,a1,a4
	xor a4,a1,a5
	sll a5,a5,a2
	sll a3,a4,a2
	not a4,a5
	or a4,a4,a3
	and a5,a0,-4
	amoand.w a5,a4,(a5)
	srl a0,a5,a2
	and a0,a0,a1
	snez a0,a0
	ret

uat_test_and_clear_bit_2_acquire:
	and a4,a1,15
	and a2,a0,3
	lui a5,0x10
	li a1,1
	sll a2,a2,0x3
	add a5,a5,-1
	sll a1,a1,a4
	xor a4,a1,a5
	sll a5,a5,a2
	sll a3,a4,a2
	not a4,a5
	or a4,a4,a3
	and a5,a0,-4
	amoand.w.aq a5,a4,(a5)
	srl a0,a5,a2
	and a0,a0,a1
	snez a0,a0
	ret

uat_test_and_clear_bit_2_release:
	and a4,a1,15
	and a2,a0,3
	lui a5,0x10
	li a1,1
	sll a2,a2,0x3
	add a5,a5,-1
	sll a1,a1,a4
	xor a4,a1,a5
	sll a5,a5,a2
	sll a3,a4,a2
	not a4,a5
	or a4,a4,a3
	and a5,a0,-4
	amoand.w.rl a5,a4,(a5)
	srl a0,a5,a2
	and a0,a0,a1
	snez a0,a0
	ret

uat_test_and_clear_bit_2_acq_rel:
	and a4,a1,15
	and a2,a0,3
	lui a5,0x10
	li a1,1
	sll a2,a2,0x3
	add a5,a5,-1
	sll a1,a1,a4
	xor a4,a1,a5
	sll a5,a5,a2
	sll a3,a4,a2
	not a4,a5
	or a4,a4,a3
	and a5,a0,-4
	amoand.w.aqrl a5,a4,(a5)
	srl a0,a5,a2
	and a0,a0,a1
	snez a0,a0
	ret

uat_test_and_clear_bit_2_seq_cst:
	and a4,a1,15
	and a2,a0,3
	lui a5,0x10
	li a1,1
	sll a2,a2,0x3
	add a5,a5,-1
	sll a1,a1,a4
	xor a4,a1,a5
	sll a5,a5,a2
	sll a3,a4,a2
	not a4,a5
	or a4,a4,a3
	and a5,a0,-4
	amoand.w.aqrl a5,a4,(a5)
	srl a0,a5,a2
	and a0,a0,a1
	snez a0,a0
	ret

uat_test_and_clear_bit_2_seq_cst_fence:
	and a4,a1,15
	and a2,a0,3
	lui a5,0x10
	li a1,1
	sll a2,a2,0x3
	add a5,a5,-1
	sll a1,a1,a4
	xor a4,a1,a5
	sll a5,a5,a2
	sll a3,a4,a2
	not a4,a5
	or a4,a4,a3
	and a5,a0,-4
	amoand.w.aqrl a5,a4,(a5)
	srl a0,a5,a2
	and a0,a0,a1
	snez a0,a0
	ret

uat_test_and_change_bit_2_relaxed:
	and a1,a1,15
	and a3,a0,3
	li a4,1
	sll a4,a4,a1
	sll a3,a3,0x3
	and a5,a0,-4
	sll a2,a4,a3
	amoxor.w a5,a2,(a5)
	srl a0,a5,a3
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_change_bit_2_acquire:
	and a1,a1,15
	and a3,a0,3
	li a4,1
	sll a4,a4,a1
	sll a3,a3,0x3
	and a5,a0,-4
	sll a2,a4,a3
	amoxor.w.aq a5,a2,(a5)
	srl a0,a5,a3
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_change_bit_2_release:
	and a1,a1,15
	and a3,a0,3
	li a4,1
	sll a4,a4,a1
	sll a3,a3,0x3
	and a5,a0,-4
	sll a2,a4,a3
	amoxor.w.rl a5,a2,(a5)
	srl a0,a5,a3
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_change_bit_2_acq_rel:
	and a1,a1,15
	and a3,a0,3
	li a4,1
	sll a4,a4,a1
	sll a3,a3,0x3
	and a5,a0,-4
	sll a2,a4,a3
	amoxor.w.aqrl a5,a2,(a5)
	srl a0,a5,a3
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_change_bit_2_seq_cst:
	and a1,a1,15
	and a3,a0,3
	li a4,1
	sll a4,a4,a1
	sll a3,a3,0x3
	and a5,a0,-4
	sll a2,a4,a3
	amoxor.w.aqrl a5,a2,(a5)
	srl a0,a5,a3
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_change_bit_2_seq_cst_fence:
	and a1,a1,15
	and a3,a0,3
	li a4,1
	sll a4,a4,a1
	sll a3,a3,0x3
	and a5,a0,-4
	sll a2,a4,a3
	amoxor.w.aqrl a5,a2,(a5)
	srl a0,a5,a3
	and a0,a0,a4
	snez a0,a0
	ret

uat_fetch_add_unless_2_relaxed:
	mv a5,a0
	lhu a0,0(a0)
	and a6,a5,3
	lui a3,0x10
	sll a6,a6,0x3
	sll a0,a0,0x10
	add a3,a3,-1
	srl a0,a0,0x10
	sll a3,a3,a6
	and t3,a5,-4
	add a4,a1,a0
	sll a4,a4,0x10
	srl a4,a4,0x10
	sll t1,a0,a6
	sll a4,a4,a6
	beq a2,a0,.L27
	lr.w a7,(t3)
	and t4,a7,a3
	bne t4,t1,.L23
	xor t4,a7,t4
	or t4,t4,a4
	sc.w t4,t4,(t3)
	bnez t4,.L16
	srl a4,a7,a6
	sll a4,a4,0x10
	srl a4,a4,0x10
	bne a0,a4,.L28
	ret
	mv a0,a4
	j .L10

uat_fetch_add_unless_2_acquire:
	mv a5,a0
	lhu a0,0(a0)
	and a6,a5,3
	lui a3,0x10
	sll a6,a6,0x3
	sll a0,a0,0x10
	add a3,a3,-1
	srl a0,a0,0x10
	sll a3,a3,a6
	and t3,a5,-4
	add a4,a1,a0
	sll a4,a4,0x10
	srl a4,a4,0x10
	sll t1,a0,a6
	sll a4,a4,a6
	beq a2,a0,.L27
	lr.w a7,(t3)
	and t4,a7,a3
	bne t4,t1,.L23
	xor t4,a7,t4
	or t4,t4,a4
	sc.w t4,t4,(t3)
	bnez t4,.L16
	srl a4,a7,a6
	sll a4,a4,0x10
	srl a4,a4,0x10
	bne a0,a4,.L28
	ret
	mv a0,a4
	j .L10

uat_fetch_add_unless_2_release:
	mv a5,a0
	lhu a0,0(a0)
	and a6,a5,3
	lui a3,0x10
	sll a6,a6,0x3
	sll a0,a0,0x10
	add a3,a3,-1
	srl a0,a0,0x10
	sll a3,a3,a6
	and t3,a5,-4
	add a4,a1,a0
	sll a4,a4,0x10
	srl a4,a4,0x10
	sll t1,a0,a6
	sll a4,a4,a6
	beq a2,a0,.L27
	lr.w a7,(t3)
	and t4,a7,a3
	bne t4,t1,.L23
	xor t4,a7,t4
	or t4,t4,a4
	sc.w t4,t4,(t3)
	bnez t4,.L16
	srl a4,a7,a6
	sll a4,a4,0x10
	srl a4,a4,0x10
	bne a0,a4,.L28
	ret
	mv a0,a4
	j .L10

uat_fetch_add_unless_2_acq_rel:
	mv a5,a0
	lhu a0,0(a0)
	and a6,a5,3
	lui a3,0x10
	sll a6,a6,0x3
	sll a0,a0,0x10
	add a3,a3,-1
	srl a0,a0,0x10
	sll a3,a3,a6
	and t3,a5,-4
	add a4,a1,a0
	sll a4,a4,0x10
	srl a4,a4,0x10
	sll t1,a0,a6
	sll a4,a4,a6
	beq a2,a0,.L27
	lr.w a7,(t3)
	and t4,a7,a3
	bne t4,t1,.L23
	xor t4,a7,t4
	or t4,t4,a4
	sc.w t4,t4,(t3)
	bnez t4,.L16
	srl a4,a7,a6
	sll a4,a4,0x10
	srl a4,a4,0x10
	bne a0,a4,.L28
	ret
	mv a0,a4
	j .L10

uat_fetch_add_unless_2_seq_cst:
	mv a5,a0
	lhu a0,0(a0)
	and a6,a5,3
	lui a3,0x10
	sll a6,a6,0x3
	sll a0,a0,0x10
	add a3,a3,-1
	srl a0,a0,0x10
	sll a3,a3,a6
	and t3,a5,-4
	add a4,a1,a0
	sll a4,a4,0x10
	srl a4,a4,0x10
	sll t1,a0,a6
	sll a4,a4,a6
	beq a2,a0,.L27
	lr.w a7,(t3)
	and t4,a7,a3
	bne t4,t1,.L23
	xor t4,a7,t4
	or t4,t4,a4
	sc.w t4,t4,(t3)
	bnez t4,.L16
	srl a4,a7,a6
	sll a4,a4,0x10
	srl a4,a4,0x10
	bne a0,a4,.L28
	ret
	mv a0,a4
	j .L10

uat_fetch_add_unless_2_seq_cst_fence:
	mv a5,a0
	lhu a0,0(a0)
	and a6,a5,3
	lui a3,0x10
	sll a6,a6,0x3
	sll a0,a0,0x10
	add a3,a3,-1
	srl a0,a0,0x10
	sll a3,a3,a6
	and t3,a5,-4
	add a4,a1,a0
	sll a4,a4,0x10
	srl a4,a4,0x10
	sll t1,a0,a6
	sll a4,a4,a6
	beq a2,a0,.L27
	lr.w a7,(t3)
	and t4,a7,a3
	bne t4,t1,.L23
	xor t4,a7,t4
	or t4,t4,a4
	sc.w.rl t4,t4,(t3)
	bnez t4,.L16
	srl a4,a7,a6
	sll a4,a4,0x10
	srl a4,a4,0x10
	bne a0,a4,.L28
	ret
	mv a0,a4
	j .L10

uat_add_unless_2_relaxed:
	lhu a3,0(a0)
	and a6,a0,3
	lui a4,0x10
	sll a6,a6,0x3
	sll a3,a3,0x10
	add a4,a4,-1
	srl a3,a3,0x10
	sll a4,a4,a6
	and t3,a0,-4
	add a5,a1,a3
	sll a5,a5,0x10
	srl a5,a5,0x10
	sll t1,a3,a6
	sll a5,a5,a6
	beq a2,a3,.L30
	lr.w a7,(t3)
	and t4,a7,a4
	bne t4,t1,.L22
	xor t4,a7,t4
	or t4,t4,a5
	sc.w t4,t4,(t3)
	bnez t4,.L15
	srl a5,a7,a6
	sll a5,a5,0x10
	srl a5,a5,0x10
	bne a3,a5,.L28
	li a0,1
	ret
	mv a3,a5
	j .L9
	li a0,0
	ret

uat_add_unless_2_acquire:
	lhu a3,0(a0)
	and a6,a0,3
	lui a4,0x10
	sll a6,a6,0x3
	sll a3,a3,0x10
	add a4,a4,-1
	srl a3,a3,0x10
	sll a4,a4,a6
	and t3,a0,-4
	add a5,a1,a3
	sll a5,a5,0x10
	srl a5,a5,0x10
	sll t1,a3,a6
	sll a5,a5,a6
	beq a2,a3,.L30
	lr.w a7,(t3)
	and t4,a7,a4
	bne t4,t1,.L22
	xor t4,a7,t4
	or t4,t4,a5
	sc.w t4,t4,(t3)
	bnez t4,.L15
	srl a5,a7,a6
	sll a5,a5,0x10
	srl a5,a5,0x10
	bne a3,a5,.L28
	li a0,1
	ret
	mv a3,a5
	j .L9
	li a0,0
	ret

uat_add_unless_2_release:
	lhu a3,0(a0)
	and a6,a0,3
	lui a4,0x10
	sll a6,a6,0x3
	sll a3,a3,0x10
	add a4,a4,-1
	srl a3,a3,0x10
	sll a4,a4,a6
	and t3,a0,-4
	add a5,a1,a3
	sll a5,a5,0x10
	srl a5,a5,0x10
	sll t1,a3,a6
	sll a5,a5,a6
	beq a2,a3,.L30
	lr.w a7,(t3)
	and t4,a7,a4
	bne t4,t1,.L22
	xor t4,a7,t4
	or t4,t4,a5
	sc.w t4,t4,(t3)
	bnez t4,.L15
	srl a5,a7,a6
	sll a5,a5,0x10
	srl a5,a5,0x10
	bne a3,a5,.L28
	li a0,1
	ret
	mv a3,a5
	j .L9
	li a0,0
	ret

uat_add_unless_2_acq_rel:
	lhu a3,0(a0)
	and a6,a0,3
	lui a4,0x10
	sll a6,a6,0x3
	sll a3,a3,0x10
	add a4,a4,-1
	srl a3,a3,0x10
	sll a4,a4,a6
	and t3,a0,-4
	add a5,a1,a3
	sll a5,a5,0x10
	srl a5,a5,0x10
	sll t1,a3,a6
	sll a5,a5,a6
	beq a2,a3,.L30
	lr.w a7,(t3)
	and t4,a7,a4
	bne t4,t1,.L22
	xor t4,a7,t4
	or t4,t4,a5
	sc.w t4,t4,(t3)
	bnez t4,.L15
	srl a5,a7,a6
	sll a5,a5,0x10
	srl a5,a5,0x10
	bne a3,a5,.L28
	li a0,1
	ret
	mv a3,a5
	j .L9
	li a0,0
	ret

uat_add_unless_2_seq_cst:
	lhu a3,0(a0)
	and a6,a0,3
	lui a4,0x10
	sll a6,a6,0x3
	sll a3,a3,0x10
	add a4,a4,-1
	srl a3,a3,0x10
	sll a4,a4,a6
	and t3,a0,-4
	add a5,a1,a3
	sll a5,a5,0x10
	srl a5,a5,0x10
	sll t1,a3,a6
	sll a5,a5,a6
	beq a2,a3,.L30
	lr.w a7,(t3)
	and t4,a7,a4
	bne t4,t1,.L22
	xor t4,a7,t4
	or t4,t4,a5
	sc.w t4,t4,(t3)
	bnez t4,.L15
	srl a5,a7,a6
	sll a5,a5,0x10
	srl a5,a5,0x10
	bne a3,a5,.L28
	li a0,1
	ret
	mv a3,a5
	j .L9
	li a0,0
	ret

uat_add_unless_2_seq_cst_fence:
	lhu a3,0(a0)
	and a6,a0,3
	lui a4,0x10
	sll a6,a6,0x3
	sll a3,a3,0x10
	add a4,a4,-1
	srl a3,a3,0x10
	sll a4,a4,a6
	and t3,a0,-4
	add a5,a1,a3
	sll a5,a5,0x10
	srl a5,a5,0x10
	sll t1,a3,a6
	sll a5,a5,a6
	beq a2,a3,.L30
	lr.w a7,(t3)
	and t4,a7,a4
	bne t4,t1,.L22
	xor t4,a7,t4
	or t4,t4,a5
	sc.w.rl t4,t4,(t3)
	bnez t4,.L15
	srl a5,a7,a6
	sll a5,a5,0x10
	srl a5,a5,0x10
	bne a3,a5,.L28
	li a0,1
	ret
	mv a3,a5
	j .L9
	li a0,0
	ret

uat_dec_if_positive_2_relaxed:
	lhu a4,0(a0)
	and a2,a0,3
	lui a5,0x10
	sll a2,a2,0x3
	sll a4,a4,0x10
	add a5,a5,-1
	srl a4,a4,0x10
	sll a5,a5,a2
	and t1,a0,-4
	add a3,a4,-1
	sll a3,a3,0x10
	sll a1,a4,0x10
	srl a3,a3,0x10
	sra a1,a1,0x10
	sll a6,a4,a2
	sll a7,a3,a2
	blez a1,.L33
	lr.w a1,(t1)
	and t3,a1,a5
	bne t3,a6,.L24
	xor t3,a1,t3
	or t3,t3,a7
	sc.w t3,t3,(t1)
	bnez t3,.L17
	srl a1,a1,a2
	sll a1,a1,0x10
	srl a1,a1,0x10
	bne a4,a1,.L31
	sll a0,a3,0x10
	sra a0,a0,0x10
	ret
	mv a4,a1
	j .L9
	lui a5,0xffff8
	add a5,a5,a4
	snez a5,a5
	sub a4,a4,a5
	sll a3,a4,0x10
	srl a3,a3,0x10
	j .L28

uat_dec_if_positive_2_acquire:
	lhu a4,0(a0)
	and a2,a0,3
	lui a5,0x10
	sll a2,a2,0x3
	sll a4,a4,0x10
	add a5,a5,-1
	srl a4,a4,0x10
	sll a5,a5,a2
	and t1,a0,-4
	add a3,a4,-1
	sll a3,a3,0x10
	sll a1,a4,0x10
	srl a3,a3,0x10
	sra a1,a1,0x10
	sll a6,a4,a2
	sll a7,a3,a2
	blez a1,.L33
	lr.w a1,(t1)
	and t3,a1,a5
	bne t3,a6,.L24
	xor t3,a1,t3
	or t3,t3,a7
	sc.w t3,t3,(t1)
	bnez t3,.L17
	srl a1,a1,a2
	sll a1,a1,0x10
	srl a1,a1,0x10
	bne a4,a1,.L31
	sll a0,a3,0x10
	sra a0,a0,0x10
	ret
	mv a4,a1
	j .L9
	lui a5,0xffff8
	add a5,a5,a4
	snez a5,a5
	sub a4,a4,a5
	sll a3,a4,0x10
	srl a3,a3,0x10
	j .L28

uat_dec_if_positive_2_release:
	lhu a4,0(a0)
	and a2,a0,3
	lui a5,0x10
	sll a2,a2,0x3
	sll a4,a4,0x10
	add a5,a5,-1
	srl a4,a4,0x10
	sll a5,a5,a2
	and t1,a0,-4
	add a3,a4,-1
	sll a3,a3,0x10
	sll a1,a4,0x10
	srl a3,a3,0x10
	sra a1,a1,0x10
	sll a6,a4,a2
	sll a7,a3,a2
	blez a1,.L33
	lr.w a1,(t1)
	and t3,a1,a5
	bne t3,a6,.L24
	xor t3,a1,t3
	or t3,t3,a7
	sc.w t3,t3,(t1)
	bnez t3,.L17
	srl a1,a1,a2
	sll a1,a1,0x10
	srl a1,a1,0x10
	bne a4,a1,.L31
	sll a0,a3,0x10
	sra a0,a0,0x10
	ret
	mv a4,a1
	j .L9
	lui a5,0xffff8
	add a5,a5,a4
	snez a5,a5
	sub a4,a4,a5
	sll a3,a4,0x10
	srl a3,a3,0x10
	j .L28

uat_dec_if_positive_2_acq_rel:
	lhu a4,0(a0)
	and a2,a0,3
	lui a5,0x10
	sll a2,a2,0x3
	sll a4,a4,0x10
	add a5,a5,-1
	srl a4,a4,0x10
	sll a5,a5,a2
	and t1,a0,-4
	add a3,a4,-1
	sll a3,a3,0x10
	sll a1,a4,0x10
	srl a3,a3,0x10
	sra a1,a1,0x10
	sll a6,a4,a2
	sll a7,a3,a2
	blez a1,.L33
	lr.w a1,(t1)
	and t3,a1,a5
	bne t3,a6,.L24
	xor t3,a1,t3
	or t3,t3,a7
	sc.w t3,t3,(t1)
	bnez t3,.L17
	srl a1,a1,a2
	sll a1,a1,0x10
	srl a1,a1,0x10
	bne a4,a1,.L31
	sll a0,a3,0x10
	sra a0,a0,0x10
	ret
	mv a4,a1
	j .L9
	lui a5,0xffff8
	add a5,a5,a4
	snez a5,a5
	sub a4,a4,a5
	sll a3,a4,0x10
	srl a3,a3,0x10
	j .L28

uat_dec_if_positive_2_seq_cst:
	lhu a4,0(a0)
	and a2,a0,3
	lui a5,0x10
	sll a2,a2,0x3
	sll a4,a4,0x10
	add a5,a5,-1
	srl a4,a4,0x10
	sll a5,a5,a2
	and t1,a0,-4
	add a3,a4,-1
	sll a3,a3,0x10
	sll a1,a4,0x10
	srl a3,a3,0x10
	sra a1,a1,0x10
	sll a6,a4,a2
	sll a7,a3,a2
	blez a1,.L33
	lr.w a1,(t1)
	and t3,a1,a5
	bne t3,a6,.L24
	xor t3,a1,t3
	or t3,t3,a7
	sc.w t3,t3,(t1)
	bnez t3,.L17
	srl a1,a1,a2
	sll a1,a1,0x10
	srl a1,a1,0x10
	bne a4,a1,.L31
	sll a0,a3,0x10
	sra a0,a0,0x10
	ret
	mv a4,a1
	j .L9
	lui a5,0xffff8
	add a5,a5,a4
	snez a5,a5
	sub a4,a4,a5
	sll a3,a4,0x10
	srl a3,a3,0x10
	j .L28

uat_dec_if_positive_2_seq_cst_fence:
	lhu a4,0(a0)
	and a2,a0,3
	lui a5,0x10
	sll a2,a2,0x3
	sll a4,a4,0x10
	add a5,a5,-1
	srl a4,a4,0x10
	sll a5,a5,a2
	and t1,a0,-4
	add a3,a4,-1
	sll a3,a3,0x10
	sll a1,a4,0x10
	srl a3,a3,0x10
	sra a1,a1,0x10
	sll a6,a4,a2
	sll a7,a3,a2
	blez a1,.L33
	lr.w a1,(t1)
	and t3,a1,a5
	bne t3,a6,.L24
	xor t3,a1,t3
	or t3,t3,a7
	sc.w.rl t3,t3,(t1)
	bnez t3,.L17
	srl a1,a1,a2
	sll a1,a1,0x10
	srl a1,a1,0x10
	bne a4,a1,.L31
	sll a0,a3,0x10
	sra a0,a0,0x10
	ret
	mv a4,a1
	j .L9
	lui a5,0xffff8
	add a5,a5,a4
	snez a5,a5
	sub a4,a4,a5
	sll a3,a4,0x10
	srl a3,a3,0x10
	j .L28

uat_cond_load_2_relaxed:
	lhu a4,0(a0)
	mv a5,a0
	sll a0,a4,0x10
	srl a0,a0,0x10
	bne a1,a4,.L6
	ret
	.word 0x0100000f
	lhu a4,0(a5)
	sll a0,a4,0x10
	srl a0,a0,0x10
	bne a1,a4,.L6
	ret

uat_cond_load_2_consume:
	lhu a4,0(a0)
	mv a5,a0
	sll a0,a4,0x10
	srl a0,a0,0x10
	bne a1,a4,.L6
	ret
	.word 0x0100000f
	lhu a4,0(a5)
	sll a0,a4,0x10
	srl a0,a0,0x10
	bne a1,a4,.L6
	ret

uat_cond_load_2_acquire:
	lhu a4,0(a0)
	mv a5,a0
	sll a0,a4,0x10
	srl a0,a0,0x10
	bne a1,a4,.L6
	ret
	.word 0x0100000f
	lhu a4,0(a5)
	sll a0,a4,0x10
	srl a0,a0,0x10
	bne a1,a4,.L6
	ret

uat_cond_load_2_seq_cst:
	mv a5,a0
	lhu a4,0(a0)
	sll a0,a4,0x10
	srl a0,a0,0x10
	bne a1,a4,.L6
	ret
	.word 0x0100000f
	lhu a4,0(a5)
	sll a0,a4,0x10
	srl a0,a0,0x10
	bne a1,a4,.L6
	ret

uat_cond_load_2_seq_cst_fence:
	mv a5,a0
	lhu a4,0(a0)
	sll a0,a4,0x10
	srl a0,a0,0x10
	bne a1,a4,.L6
	ret
	.word 0x0100000f
	lhu a4,0(a5)
	sll a0,a4,0x10
	srl a0,a0,0x10
	bne a1,a4,.L6
	ret

uat_inc_2_relaxed:
	and a3,a0,3
	lui a5,0x10
	sll a3,a3,0x3
	add a5,a5,-1
	li a4,1
	and a2,a0,-4
	sll a5,a5,a3
	sll a4,a4,a3
	lr.w a3,(a2)
	add a1,a3,a4
	xor a1,a1,a3
	and a1,a1,a5
	xor a1,a1,a3
	sc.w a1,a1,(a2)
	bnez a1,.L8
	ret

uat_inc_2_acquire:
	and a3,a0,3
	lui a5,0x10
	sll a3,a3,0x3
	add a5,a5,-1
	li a4,1
	and a2,a0,-4
	sll a5,a5,a3
	sll a4,a4,a3
	lr.w a3,(a2)
	add a1,a3,a4
	xor a1,a1,a3
	and a1,a1,a5
	xor a1,a1,a3
	sc.w a1,a1,(a2)
	bnez a1,.L8
	ret

uat_inc_2_release:
	lui a5,0x10
	and a3,a0,3
	sll a3,a3,0x3
	add a5,a5,-1
	li a4,1
	and a2,a0,-4
	sll a5,a5,a3
	sll a4,a4,a3
	lr.w a3,(a2)
	add a1,a3,a4
	xor a1,a1,a3
	and a1,a1,a5
	xor a1,a1,a3
	sc.w a1,a1,(a2)
	bnez a1,.L8
	ret

uat_inc_2_acq_rel:
	lui a5,0x10
	and a3,a0,3
	sll a3,a3,0x3
	add a5,a5,-1
	li a4,1
	and a2,a0,-4
	sll a5,a5,a3
	sll a4,a4,a3
	lr.w a3,(a2)
	add a1,a3,a4
	xor a1,a1,a3
	and a1,a1,a5
	xor a1,a1,a3
	sc.w a1,a1,(a2)
	bnez a1,.L8
	ret

uat_inc_2_seq_cst:
	lui a5,0x10
	and a3,a0,3
	sll a3,a3,0x3
	add a5,a5,-1
	li a4,1
	and a2,a0,-4
	sll a5,a5,a3
	sll a4,a4,a3
	lr.w a3,(a2)
	add a1,a3,a4
	xor a1,a1,a3
	and a1,a1,a5
	xor a1,a1,a3
	sc.w a1,a1,(a2)
	bnez a1,.L8
	ret

uat_inc_2_seq_cst_fence:
	and a3,a0,3
	lui a5,0x10
	sll a3,a3,0x3
	add a5,a5,-1
	li a4,1
	and a2,a0,-4
	sll a5,a5,a3
	sll a4,a4,a3
	lr.w.aqrl a3,(a2)
	add a1,a3,a4
	xor a1,a1,a3
	and a1,a1,a5
	xor a1,a1,a3
	sc.w.aqrl a1,a1,(a2)
	bnez a1,.L8
	ret

uat_dec_2_relaxed:
	and a3,a0,3
	lui a5,0x10
	sll a3,a3,0x3
	add a5,a5,-1
	and a4,a0,-4
	sll a5,a5,a3
	lr.w a3,(a4)
	add a2,a3,a5
	xor a2,a2,a3
	and a2,a2,a5
	xor a2,a2,a3
	sc.w a2,a2,(a4)
	bnez a2,.L6
	ret

uat_dec_2_acquire:
	and a3,a0,3
	lui a5,0x10
	sll a3,a3,0x3
	add a5,a5,-1
	and a4,a0,-4
	sll a5,a5,a3
	lr.w a3,(a4)
	add a2,a3,a5
	xor a2,a2,a3
	and a2,a2,a5
	xor a2,a2,a3
	sc.w a2,a2,(a4)
	bnez a2,.L6
	ret

uat_dec_2_release:
	lui a5,0x10
	and a3,a0,3
	sll a3,a3,0x3
	add a5,a5,-1
	and a4,a0,-4
	sll a5,a5,a3
	lr.w a3,(a4)
	add a2,a3,a5
	xor a2,a2,a3
	and a2,a2,a5
	xor a2,a2,a3
	sc.w a2,a2,(a4)
	bnez a2,.L6
	ret

uat_dec_2_acq_rel:
	lui a5,0x10
	and a3,a0,3
	sll a3,a3,0x3
	add a5,a5,-1
	and a4,a0,-4
	sll a5,a5,a3
	lr.w a3,(a4)
	add a2,a3,a5
	xor a2,a2,a3
	and a2,a2,a5
	xor a2,a2,a3
	sc.w a2,a2,(a4)
	bnez a2,.L6
	ret

uat_dec_2_seq_cst:
	lui a5,0x10
	and a3,a0,3
	sll a3,a3,0x3
	add a5,a5,-1
	and a4,a0,-4
	sll a5,a5,a3
	lr.w a3,(a4)
	add a2,a3,a5
	xor a2,a2,a3
	and a2,a2,a5
	xor a2,a2,a3
	sc.w a2,a2,(a4)
	bnez a2,.L6
	ret

uat_dec_2_seq_cst_fence:
	and a3,a0,3
	lui a5,0x10
	sll a3,a3,0x3
	add a5,a5,-1
	and a4,a0,-4
	sll a5,a5,a3
	lr.w.aqrl a3,(a4)
	add a2,a3,a5
	xor a2,a2,a3
	and a2,a2,a5
	xor a2,a2,a3
	sc.w.aqrl a2,a2,(a4)
	bnez a2,.L6
	ret

uat_add_around_2_mb:
	lui a5,0x10
	and a4,a0,3
	sll a4,a4,0x3
	add a5,a5,-1
	and a3,a0,-4
	sll a5,a5,a4
	sll a1,a1,a4
	lr.w a4,(a3)
	add a2,a4,a1
	xor a2,a2,a4
	and a2,a2,a5
	xor a2,a2,a4
	sc.w a2,a2,(a3)
	bnez a2,.L7
	ret

uat_load_4_relaxed:
	lw a0,0(a0)
	ret

uat_load_4_consume:
	lw a0,0(a0)
	ret

uat_load_4_acquire:
	lw a0,0(a0)
	ret

uat_load_4_seq_cst:
	lw a0,0(a0)
	ret

uat_load_4_seq_cst_fence:
	lw a0,0(a0)
	ret

uat_store_4_relaxed:
	sw a1,0(a0)
	ret

uat_store_4_release:
	sw a1,0(a0)
	ret

uat_store_4_seq_cst:
	sw a1,0(a0)
	ret

uat_store_4_seq_cst_fence:
	sw a1,0(a0)
	ret

uat_cmpxchg_4_relaxed:
	mv a5,a0
	lr.w a0,(a5)
	bne a0,a1,.L5
	sc.w a4,a2,(a5)
	bnez a4,.L1
	ret

uat_cmpxchg_4_acquire:
	mv a5,a0
	lr.w.aq a0,(a5)
	bne a0,a1,.L5
	sc.w a4,a2,(a5)
	bnez a4,.L1
	ret

uat_cmpxchg_4_release:
	mv a5,a0
	lr.w a0,(a5)
	bne a0,a1,.L5
	sc.w.rl a4,a2,(a5)
	bnez a4,.L1
	ret

uat_cmpxchg_4_acq_rel:
	mv a5,a0
	lr.w.aq a0,(a5)
	bne a0,a1,.L5
	sc.w.rl a4,a2,(a5)
	bnez a4,.L1
	ret

uat_cmpxchg_4_seq_cst:
	mv a5,a0
	lr.w.aqrl a0,(a5)
	bne a0,a1,.L5
	sc.w.rl a4,a2,(a5)
	bnez a4,.L1
	ret

uat_cmpxchg_4_seq_cst_fence_sc:
	mv a5,a0
	lr.w.aqrl a0,(a5)
	bne a0,a1,.L5
	sc.w.aqrl a4,a2,(a5)
	bnez a4,.L1
	ret

uat_cmpxchg_4_seq_cst_fence:
	mv a5,a0
	lr.w.aqrl a0,(a5)
	bne a0,a1,.L5
	sc.w.aqrl a4,a2,(a5)
	bnez a4,.L1
	ret

uat_cmpxchg_test_4_seq_cst_fence:
	lr.w.aqrl a5,(a0)
	bne a5,a1,.L4
	sc.w.aqrl a4,a2,(a0)
	bnez a4,.L0
	sub a0,a5,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_4_relaxed:
	lr.w a5,(a0)
	bne a5,a1,.L4
	sc.w a4,a2,(a0)
	bnez a4,.L0
	sub a0,a5,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_4_acquire:
	lr.w.aq a5,(a0)
	bne a5,a1,.L4
	sc.w a4,a2,(a0)
	bnez a4,.L0
	sub a0,a5,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_4_release:
	lr.w a5,(a0)
	bne a5,a1,.L4
	sc.w.rl a4,a2,(a0)
	bnez a4,.L0
	sub a0,a5,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_4_acq_rel:
	lr.w.aq a5,(a0)
	bne a5,a1,.L4
	sc.w.rl a4,a2,(a0)
	bnez a4,.L0
	sub a0,a5,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_4_seq_cst:
	lr.w.aqrl a5,(a0)
	bne a5,a1,.L4
	sc.w.rl a4,a2,(a0)
	bnez a4,.L0
	sub a0,a5,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_4_seq_cst_fence_sc:
	lr.w.aqrl a5,(a0)
	bne a5,a1,.L4
	sc.w.aqrl a4,a2,(a0)
	bnez a4,.L0
	sub a0,a5,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_4_seq_cst_fence:
	lr.w.aqrl a5,(a0)
	bne a5,a1,.L4
	sc.w.aqrl a4,a2,(a0)
	bnez a4,.L0
	sub a0,a5,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_4_relaxed:
	lr.w a5,(a0)
	bne a5,a1,.L4
	sc.w a4,a2,(a0)
	bnez a4,.L0
	sub a0,a5,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_4_acquire:
	lr.w.aq a5,(a0)
	bne a5,a1,.L4
	sc.w a4,a2,(a0)
	bnez a4,.L0
	sub a0,a5,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_4_release:
	lr.w a5,(a0)
	bne a5,a1,.L4
	sc.w.rl a4,a2,(a0)
	bnez a4,.L0
	sub a0,a5,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_4_acq_rel:
	lr.w.aq a5,(a0)
	bne a5,a1,.L4
	sc.w.rl a4,a2,(a0)
	bnez a4,.L0
	sub a0,a5,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_4_seq_cst:
	lr.w.aqrl a5,(a0)
	bne a5,a1,.L4
	sc.w.rl a4,a2,(a0)
	bnez a4,.L0
	sub a0,a5,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_4_seq_cst_fence_sc:
	lr.w.aqrl a5,(a0)
	bne a5,a1,.L4
	sc.w.aqrl a4,a2,(a0)
	bnez a4,.L0
	sub a0,a5,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_4_seq_cst_fence:
	lr.w.aqrl a5,(a0)
	bne a5,a1,.L4
	sc.w.aqrl a4,a2,(a0)
	bnez a4,.L0
	sub a0,a5,a1
	seqz a0,a0
	ret

uat_xchg_4_relaxed:
	amoswap.w a0,a1,(a0)
	ret

uat_xchg_4_acquire:
	amoswap.w.aq a0,a1,(a0)
	ret

uat_xchg_4_release:
	amoswap.w.rl a0,a1,(a0)
	ret

uat_xchg_4_acq_rel:
	amoswap.w.aqrl a0,a1,(a0)
	ret

uat_xchg_4_seq_cst:
	amoswap.w.aqrl a0,a1,(a0)
	ret

uat_xchg_4_seq_cst_fence:
	amoswap.w.aqrl a0,a1,(a0)
	ret

uat_add_return_4_relaxed:
	amoadd.w a5,a1,(a0)
	add a0,a5,a1
	ret

uat_add_return_4_acquire:
	amoadd.w.aq a5,a1,(a0)
	add a0,a5,a1
	ret

uat_add_return_4_release:
	amoadd.w.rl a5,a1,(a0)
	add a0,a5,a1
	ret

uat_add_return_4_acq_rel:
	amoadd.w.aqrl a5,a1,(a0)
	add a0,a5,a1
	ret

uat_add_return_4_seq_cst:
	amoadd.w.aqrl a5,a1,(a0)
	add a0,a5,a1
	ret

uat_add_return_4_seq_cst_fence:
	amoadd.w.aqrl a5,a1,(a0)
	add a0,a5,a1
	ret

uat_add_4_relaxed:
	amoadd.w zero,a1,(a0)
	ret

uat_add_4_acquire:
	amoadd.w.aq zero,a1,(a0)
	ret

uat_add_4_release:
	amoadd.w.rl zero,a1,(a0)
	ret

uat_add_4_acq_rel:
	amoadd.w.aqrl zero,a1,(a0)
	ret

uat_add_4_seq_cst:
	amoadd.w.aqrl zero,a1,(a0)
	ret

uat_add_4_seq_cst_fence:
	amoadd.w.aqrl zero,a1,(a0)
	ret

uat_and_4_relaxed:
	amoand.w zero,a1,(a0)
	ret

uat_and_4_acquire:
	amoand.w.aq zero,a1,(a0)
	ret

uat_and_4_release:
	amoand.w.rl zero,a1,(a0)
	ret

uat_and_4_acq_rel:
	amoand.w.aqrl zero,a1,(a0)
	ret

uat_and_4_seq_cst:
	amoand.w.aqrl zero,a1,(a0)
	ret

uat_and_4_seq_cst_fence:
	amoand.w.aqrl zero,a1,(a0)
	ret

uat_or_4_relaxed:
	amoor.w zero,a1,(a0)
	ret

uat_or_4_acquire:
	amoor.w.aq zero,a1,(a0)
	ret

uat_or_4_release:
	amoor.w.rl zero,a1,(a0)
	ret

uat_or_4_acq_rel:
	amoor.w.aqrl zero,a1,(a0)
	ret

uat_or_4_seq_cst:
	amoor.w.aqrl zero,a1,(a0)
	ret

uat_or_4_seq_cst_fence:
	amoor.w.aqrl zero,a1,(a0)
	ret

uat_xor_4_relaxed:
	amoxor.w zero,a1,(a0)
	ret

uat_xor_4_acquire:
	amoxor.w.aq zero,a1,(a0)
	ret

uat_xor_4_release:
	amoxor.w.rl zero,a1,(a0)
	ret

uat_xor_4_acq_rel:
	amoxor.w.aqrl zero,a1,(a0)
	ret

uat_xor_4_seq_cst:
	amoxor.w.aqrl zero,a1,(a0)
	ret

uat_xor_4_seq_cst_fence:
	amoxor.w.aqrl zero,a1,(a0)
	ret

uat_fetch_add_4_relaxed:
	amoadd.w a0,a1,(a0)
	ret

uat_fetch_add_4_acquire:
	amoadd.w.aq a0,a1,(a0)
	ret

uat_fetch_add_4_release:
	amoadd.w.rl a0,a1,(a0)
	ret

uat_fetch_add_4_acq_rel:
	amoadd.w.aqrl a0,a1,(a0)
	ret

uat_fetch_add_4_seq_cst:
	amoadd.w.aqrl a0,a1,(a0)
	ret

uat_fetch_add_4_seq_cst_fence:
	amoadd.w.aqrl a0,a1,(a0)
	ret

uat_fetch_and_4_relaxed:
	amoand.w a0,a1,(a0)
	ret

uat_fetch_and_4_acquire:
	amoand.w.aq a0,a1,(a0)
	ret

uat_fetch_and_4_release:
	amoand.w.rl a0,a1,(a0)
	ret

uat_fetch_and_4_acq_rel:
	amoand.w.aqrl a0,a1,(a0)
	ret

uat_fetch_and_4_seq_cst:
	amoand.w.aqrl a0,a1,(a0)
	ret

uat_fetch_and_4_seq_cst_fence:
	amoand.w.aqrl a0,a1,(a0)
	ret

uat_fetch_or_4_relaxed:
	amoor.w a0,a1,(a0)
	ret

uat_fetch_or_4_acquire:
	amoor.w.aq a0,a1,(a0)
	ret

uat_fetch_or_4_release:
	amoor.w.rl a0,a1,(a0)
	ret

uat_fetch_or_4_acq_rel:
	amoor.w.aqrl a0,a1,(a0)
	ret

uat_fetch_or_4_seq_cst:
	amoor.w.aqrl a0,a1,(a0)
	ret

uat_fetch_or_4_seq_cst_fence:
	amoor.w.aqrl a0,a1,(a0)
	ret

uat_fetch_xor_4_relaxed:
	amoxor.w a0,a1,(a0)
	ret

uat_fetch_xor_4_acquire:
	amoxor.w.aq a0,a1,(a0)
	ret

uat_fetch_xor_4_release:
	amoxor.w.rl a0,a1,(a0)
	ret

uat_fetch_xor_4_acq_rel:
	amoxor.w.aqrl a0,a1,(a0)
	ret

uat_fetch_xor_4_seq_cst:
	amoxor.w.aqrl a0,a1,(a0)
	ret

uat_fetch_xor_4_seq_cst_fence:
	amoxor.w.aqrl a0,a1,(a0)
	ret

uat_fetch_smax_4_relaxed:
	amomax.w a0,a1,(a0)
	ret

uat_fetch_smax_4_acquire:
	amomax.w.aq a0,a1,(a0)
	ret

uat_fetch_smax_4_release:
	amomax.w.rl a0,a1,(a0)
	ret

uat_fetch_smax_4_acq_rel:
	amomax.w.aqrl a0,a1,(a0)
	ret

uat_fetch_smax_4_seq_cst:
	amomax.w.aqrl a0,a1,(a0)
	ret

uat_fetch_smax_4_seq_cst_fence:
	amomax.w.aqrl a0,a1,(a0)
	ret

uat_fetch_umax_4_relaxed:
	amomaxu.w a0,a1,(a0)
	ret

uat_fetch_umax_4_acquire:
	amomaxu.w.aq a0,a1,(a0)
	ret

uat_fetch_umax_4_release:
	amomaxu.w.rl a0,a1,(a0)
	ret

uat_fetch_umax_4_acq_rel:
	amomaxu.w.aqrl a0,a1,(a0)
	ret

uat_fetch_umax_4_seq_cst:
	amomaxu.w.aqrl a0,a1,(a0)
	ret

uat_fetch_umax_4_seq_cst_fence:
	amomaxu.w.aqrl a0,a1,(a0)
	ret

uat_fetch_smin_4_relaxed:
	amomin.w a0,a1,(a0)
	ret

uat_fetch_smin_4_acquire:
	amomin.w.aq a0,a1,(a0)
	ret

uat_fetch_smin_4_release:
	amomin.w.rl a0,a1,(a0)
	ret

uat_fetch_smin_4_acq_rel:
	amomin.w.aqrl a0,a1,(a0)
	ret

uat_fetch_smin_4_seq_cst:
	amomin.w.aqrl a0,a1,(a0)
	ret

uat_fetch_smin_4_seq_cst_fence:
	amomin.w.aqrl a0,a1,(a0)
	ret

uat_fetch_umin_4_relaxed:
	amominu.w a0,a1,(a0)
	ret

uat_fetch_umin_4_acquire:
	amominu.w.aq a0,a1,(a0)
	ret

uat_fetch_umin_4_release:
	amominu.w.rl a0,a1,(a0)
	ret

uat_fetch_umin_4_acq_rel:
	amominu.w.aqrl a0,a1,(a0)
	ret

uat_fetch_umin_4_seq_cst:
	amominu.w.aqrl a0,a1,(a0)
	ret

uat_fetch_umin_4_seq_cst_fence:
	amominu.w.aqrl a0,a1,(a0)
	ret

uat_test_and_set_bit_4_relaxed:
	li a5,1
	sll a1,a5,a1
	amoor.w a5,a1,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_test_and_set_bit_4_acquire:
	li a5,1
	sll a1,a5,a1
	amoor.w.aq a5,a1,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_test_and_set_bit_4_release:
	li a5,1
	sll a1,a5,a1
	amoor.w.rl a5,a1,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_test_and_set_bit_4_acq_rel:
	li a5,1
	sll a1,a5,a1
	amoor.w.aqrl a5,a1,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_test_and_set_bit_4_seq_cst:
	li a5,1
	sll a1,a5,a1
	amoor.w.aqrl a5,a1,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_test_and_set_bit_4_seq_cst_fence:
	li a5,1
	sll a1,a5,a1
	amoor.w.aqrl a5,a1,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_test_and_clear_bit_4_relaxed:
	li a5,1
	sll a1,a5,a1
	not a5,a1
	amoand.w a5,a5,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_test_and_clear_bit_4_acquire:
	li a5,1
	sll a1,a5,a1
	not a5,a1
	amoand.w.aq a5,a5,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_test_and_clear_bit_4_release:
	li a5,1
	sll a1,a5,a1
	not a5,a1
	amoand.w.rl a5,a5,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_test_and_clear_bit_4_acq_rel:
	li a5,1
	sll a1,a5,a1
	not a5,a1
	amoand.w.aqrl a5,a5,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_test_and_clear_bit_4_seq_cst:
	li a5,1
	sll a1,a5,a1
	not a5,a1
	amoand.w.aqrl a5,a5,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_test_and_clear_bit_4_seq_cst_fence:
	li a5,1
	sll a1,a5,a1
	not a5,a1
	amoand.w.aqrl a5,a5,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_test_and_change_bit_4_relaxed:
	li a5,1
	sll a1,a5,a1
	amoxor.w a5,a1,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_test_and_change_bit_4_acquire:
	li a5,1
	sll a1,a5,a1
	amoxor.w.aq a5,a1,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_test_and_change_bit_4_release:
	li a5,1
	sll a1,a5,a1
	amoxor.w.rl a5,a1,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_test_and_change_bit_4_acq_rel:
	li a5,1
	sll a1,a5,a1
	amoxor.w.aqrl a5,a1,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_test_and_change_bit_4_seq_cst:
	li a5,1
	sll a1,a5,a1
	amoxor.w.aqrl a5,a1,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_test_and_change_bit_4_seq_cst_fence:
	li a5,1
	sll a1,a5,a1
	amoxor.w.aqrl a5,a1,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_fetch_add_unless_4_relaxed:
	mv a5,a0
	lw a0,0(a0)
	beq a2,a0,.L9
	add a4,a0,a1
	lr.w a3,(a5)
	bne a3,a0,.L8
	sc.w a6,a4,(a5)
	bnez a6,.L4
	bne a0,a3,.L10
	ret
	mv a0,a3
	j .L2

uat_fetch_add_unless_4_acquire:
	mv a5,a0
	lw a0,0(a0)
	beq a2,a0,.L9
	add a4,a0,a1
	lr.w.aq a3,(a5)
	bne a3,a0,.L8
	sc.w a6,a4,(a5)
	bnez a6,.L4
	bne a0,a3,.L10
	ret
	mv a0,a3
	j .L2

uat_fetch_add_unless_4_release:
	mv a5,a0
	lw a0,0(a0)
	beq a2,a0,.L9
	add a4,a0,a1
	lr.w a3,(a5)
	bne a3,a0,.L8
	sc.w.rl a6,a4,(a5)
	bnez a6,.L4
	bne a0,a3,.L10
	ret
	mv a0,a3
	j .L2

uat_fetch_add_unless_4_acq_rel:
	mv a5,a0
	lw a0,0(a0)
	beq a2,a0,.L9
	add a4,a0,a1
	lr.w.aq a3,(a5)
	bne a3,a0,.L8
	sc.w.rl a6,a4,(a5)
	bnez a6,.L4
	bne a0,a3,.L10
	ret
	mv a0,a3
	j .L2

uat_fetch_add_unless_4_seq_cst:
	mv a5,a0
	lw a0,0(a0)
	beq a2,a0,.L9
	add a4,a0,a1
	lr.w.aqrl a3,(a5)
	bne a3,a0,.L8
	sc.w.rl a6,a4,(a5)
	bnez a6,.L4
	bne a0,a3,.L10
	ret
	mv a0,a3
	j .L2

uat_fetch_add_unless_4_seq_cst_fence:
	mv a5,a0
	lw a0,0(a0)
	beq a2,a0,.L9
	add a4,a0,a1
	lr.w a3,(a5)
	bne a3,a0,.L8
	sc.w.rl a6,a4,(a5)
	bnez a6,.L4
	bne a0,a3,.L10
	ret
	mv a0,a3
	j .L2

uat_add_unless_4_relaxed:
	lw a5,0(a0)
	beq a2,a5,.L12
	add a4,a5,a1
	lr.w a3,(a0)
	bne a3,a5,.L7
	sc.w a6,a4,(a0)
	bnez a6,.L3
	bne a5,a3,.L10
	li a0,1
	ret
	mv a5,a3
	j .L1
	li a0,0
	ret

uat_add_unless_4_acquire:
	lw a5,0(a0)
	beq a2,a5,.L12
	add a4,a5,a1
	lr.w.aq a3,(a0)
	bne a3,a5,.L7
	sc.w a6,a4,(a0)
	bnez a6,.L3
	bne a5,a3,.L10
	li a0,1
	ret
	mv a5,a3
	j .L1
	li a0,0
	ret

uat_add_unless_4_release:
	lw a5,0(a0)
	beq a2,a5,.L12
	add a4,a5,a1
	lr.w a3,(a0)
	bne a3,a5,.L7
	sc.w.rl a6,a4,(a0)
	bnez a6,.L3
	bne a5,a3,.L10
	li a0,1
	ret
	mv a5,a3
	j .L1
	li a0,0
	ret

uat_add_unless_4_acq_rel:
	lw a5,0(a0)
	beq a2,a5,.L12
	add a4,a5,a1
	lr.w.aq a3,(a0)
	bne a3,a5,.L7
	sc.w.rl a6,a4,(a0)
	bnez a6,.L3
	bne a5,a3,.L10
	li a0,1
	ret
	mv a5,a3
	j .L1
	li a0,0
	ret

uat_add_unless_4_seq_cst:
	lw a5,0(a0)
	beq a2,a5,.L12
	add a4,a5,a1
	lr.w.aqrl a3,(a0)
	bne a3,a5,.L7
	sc.w.rl a6,a4,(a0)
	bnez a6,.L3
	bne a5,a3,.L10
	li a0,1
	ret
	mv a5,a3
	j .L1
	li a0,0
	ret

uat_add_unless_4_seq_cst_fence:
	lw a5,0(a0)
	beq a2,a5,.L12
	add a4,a5,a1
	lr.w a3,(a0)
	bne a3,a5,.L7
	sc.w.rl a6,a4,(a0)
	bnez a6,.L3
	bne a5,a3,.L10
	li a0,1
	ret
	mv a5,a3
	j .L1
	li a0,0
	ret

uat_dec_if_positive_4_relaxed:
	lw a5,0(a0)
	blez a5,.L12
	add a4,a5,-1
	lr.w a3,(a0)
	bne a3,a5,.L7
	sc.w a2,a4,(a0)
	bnez a2,.L3
	bne a5,a3,.L10
	mv a0,a4
	ret
	mv a5,a3
	j .L1
	lui a4,0x80000
	add a4,a4,a5
	snez a4,a4
	sub a0,a5,a4
	ret

uat_dec_if_positive_4_acquire:
	lw a5,0(a0)
	blez a5,.L12
	add a4,a5,-1
	lr.w.aq a3,(a0)
	bne a3,a5,.L7
	sc.w a2,a4,(a0)
	bnez a2,.L3
	bne a5,a3,.L10
	mv a0,a4
	ret
	mv a5,a3
	j .L1
	lui a4,0x80000
	add a4,a4,a5
	snez a4,a4
	sub a0,a5,a4
	ret

uat_dec_if_positive_4_release:
	lw a5,0(a0)
	blez a5,.L12
	add a4,a5,-1
	lr.w a3,(a0)
	bne a3,a5,.L7
	sc.w.rl a2,a4,(a0)
	bnez a2,.L3
	bne a5,a3,.L10
	mv a0,a4
	ret
	mv a5,a3
	j .L1
	lui a4,0x80000
	add a4,a4,a5
	snez a4,a4
	sub a0,a5,a4
	ret

uat_dec_if_positive_4_acq_rel:
	lw a5,0(a0)
	blez a5,.L12
	add a4,a5,-1
	lr.w.aq a3,(a0)
	bne a3,a5,.L7
	sc.w.rl a2,a4,(a0)
	bnez a2,.L3
	bne a5,a3,.L10
	mv a0,a4
	ret
	mv a5,a3
	j .L1
	lui a4,0x80000
	add a4,a4,a5
	snez a4,a4
	sub a0,a5,a4
	ret

uat_dec_if_positive_4_seq_cst:
	lw a5,0(a0)
	blez a5,.L12
	add a4,a5,-1
	lr.w.aqrl a3,(a0)
	bne a3,a5,.L7
	sc.w.rl a2,a4,(a0)
	bnez a2,.L3
	bne a5,a3,.L10
	mv a0,a4
	ret
	mv a5,a3
	j .L1
	lui a4,0x80000
	add a4,a4,a5
	snez a4,a4
	sub a0,a5,a4
	ret

uat_dec_if_positive_4_seq_cst_fence:
	lw a5,0(a0)
	blez a5,.L12
	add a4,a5,-1
	lr.w a3,(a0)
	bne a3,a5,.L7
	sc.w.rl a2,a4,(a0)
	bnez a2,.L3
	bne a5,a3,.L10
	mv a0,a4
	ret
	mv a5,a3
	j .L1
	lui a4,0x80000
	add a4,a4,a5
	snez a4,a4
	sub a0,a5,a4
	ret

uat_cond_load_4_relaxed:
	mv a5,a0
	lw a0,0(a0)
	bne a1,a0,.L4
	ret
	.word 0x0100000f
	lw a0,0(a5)
	bne a1,a0,.L4
	ret

uat_cond_load_4_consume:
	mv a5,a0
	lw a0,0(a0)
	bne a1,a0,.L4
	ret
	.word 0x0100000f
	lw a0,0(a5)
	bne a1,a0,.L4
	ret

uat_cond_load_4_acquire:
	mv a5,a0
	lw a0,0(a0)
	bne a1,a0,.L4
	ret
	.word 0x0100000f
	lw a0,0(a5)
	bne a1,a0,.L4
	ret

uat_cond_load_4_seq_cst:
	mv a5,a0
	lw a0,0(a0)
	bne a1,a0,.L4
	ret
	.word 0x0100000f
	lw a0,0(a5)
	bne a1,a0,.L4
	ret

uat_cond_load_4_seq_cst_fence:
	mv a5,a0
	lw a0,0(a0)
	bne a1,a0,.L4
	ret
	.word 0x0100000f
	lw a0,0(a5)
	bne a1,a0,.L4
	ret

uat_inc_4_relaxed:
	li a5,1
	amoadd.w zero,a5,(a0)
	ret

uat_inc_4_acquire:
	li a5,1
	amoadd.w.aq zero,a5,(a0)
	ret

uat_inc_4_release:
	li a5,1
	amoadd.w.rl zero,a5,(a0)
	ret

uat_inc_4_acq_rel:
	li a5,1
	amoadd.w.aqrl zero,a5,(a0)
	ret

uat_inc_4_seq_cst:
	li a5,1
	amoadd.w.aqrl zero,a5,(a0)
	ret

uat_inc_4_seq_cst_fence:
	li a5,1
	amoadd.w.aqrl zero,a5,(a0)
	ret

uat_dec_4_relaxed:
	li a5,-1
	amoadd.w zero,a5,(a0)
	ret

uat_dec_4_acquire:
	li a5,-1
	amoadd.w.aq zero,a5,(a0)
	ret

uat_dec_4_release:
	li a5,-1
	amoadd.w.rl zero,a5,(a0)
	ret

uat_dec_4_acq_rel:
	li a5,-1
	amoadd.w.aqrl zero,a5,(a0)
	ret

uat_dec_4_seq_cst:
	li a5,-1
	amoadd.w.aqrl zero,a5,(a0)
	ret

uat_dec_4_seq_cst_fence:
	li a5,-1
	amoadd.w.aqrl zero,a5,(a0)
	ret

uat_add_around_4_mb:
	amoadd.w zero,a1,(a0)
	ret

uat_load_8_relaxed:
	csrrc a5,mstatus,8
	lw a1,4(a0)
	and a5,a5,8
	lw a0,0(a0)
	csrs mstatus,a5
	ret

uat_load_8_consume:
	csrrc a5,mstatus,8
	lw a1,4(a0)
	and a5,a5,8
	lw a0,0(a0)
	csrs mstatus,a5
	ret

uat_load_8_acquire:
	csrrc a5,mstatus,8
	lw a1,4(a0)
	and a5,a5,8
	lw a0,0(a0)
	csrs mstatus,a5
	ret

uat_load_8_seq_cst:
	csrrc a5,mstatus,8
	lw a1,4(a0)
	and a5,a5,8
	lw a0,0(a0)
	csrs mstatus,a5
	ret

uat_load_8_seq_cst_fence:
	csrrc a5,mstatus,8
	lw a1,4(a0)
	and a5,a5,8
	lw a0,0(a0)
	csrs mstatus,a5
	ret

uat_store_8_relaxed:
	mv a7,a2
	csrrc a5,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	sw a1,0(a0)
	and a5,a5,8
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_store_8_release:
	mv a7,a2
	csrrc a5,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	sw a1,0(a0)
	and a5,a5,8
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_store_8_seq_cst:
	mv a7,a2
	csrrc a5,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	sw a1,0(a0)
	and a5,a5,8
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_store_8_seq_cst_fence:
	mv a7,a2
	csrrc a5,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	sw a1,0(a0)
	and a5,a5,8
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_cmpxchg_8_relaxed:
	mv a5,a0
	mv t2,a4
	csrrc a4,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a4,a4,8
	beq a1,a6,.L11
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret
	bne a2,a7,.L7
	sw a3,0(a5)
	sw t2,4(a0)
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret

uat_cmpxchg_8_acquire:
	mv a5,a0
	mv t2,a4
	csrrc a4,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a4,a4,8
	beq a1,a6,.L11
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret
	bne a2,a7,.L7
	sw a3,0(a5)
	sw t2,4(a0)
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret

uat_cmpxchg_8_release:
	mv a5,a0
	mv t2,a4
	csrrc a4,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a4,a4,8
	beq a1,a6,.L11
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret
	bne a2,a7,.L7
	sw a3,0(a5)
	sw t2,4(a0)
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret

uat_cmpxchg_8_acq_rel:
	mv a5,a0
	mv t2,a4
	csrrc a4,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a4,a4,8
	beq a1,a6,.L11
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret
	bne a2,a7,.L7
	sw a3,0(a5)
	sw t2,4(a0)
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret

uat_cmpxchg_8_seq_cst:
	mv a5,a0
	mv t2,a4
	csrrc a4,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a4,a4,8
	beq a1,a6,.L11
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret
	bne a2,a7,.L7
	sw a3,0(a5)
	sw t2,4(a0)
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret

uat_cmpxchg_8_seq_cst_fence_sc:
	mv a5,a0
	mv t2,a4
	csrrc a4,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a4,a4,8
	beq a1,a6,.L11
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret
	bne a2,a7,.L7
	sw a3,0(a5)
	sw t2,4(a0)
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret

uat_cmpxchg_8_seq_cst_fence:
	mv a5,a0
	mv t2,a4
	csrrc a4,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a4,a4,8
	beq a1,a6,.L11
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret
	bne a2,a7,.L7
	sw a3,0(a5)
	sw t2,4(a0)
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret

uat_cmpxchg_test_8_seq_cst_fence:
	mv a6,a3
	mv a7,a4
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	beq a1,a4,.L13
	csrs mstatus,a3
	xor a1,a1,a4
	xor a2,a2,a5
	or a0,a1,a2
	seqz a0,a0
	ret
	bne a2,a5,.L7
	sw a6,0(a0)
	sw a7,4(a0)
	j .L7

uat_try_cmpxchg_8_relaxed:
	mv a6,a3
	mv a7,a4
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	beq a1,a4,.L13
	csrs mstatus,a3
	xor a1,a1,a4
	xor a2,a2,a5
	or a0,a1,a2
	seqz a0,a0
	ret
	bne a2,a5,.L7
	sw a6,0(a0)
	sw a7,4(a0)
	j .L7

uat_try_cmpxchg_8_acquire:
	mv a6,a3
	mv a7,a4
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	beq a1,a4,.L13
	csrs mstatus,a3
	xor a1,a1,a4
	xor a2,a2,a5
	or a0,a1,a2
	seqz a0,a0
	ret
	bne a2,a5,.L7
	sw a6,0(a0)
	sw a7,4(a0)
	j .L7

uat_try_cmpxchg_8_release:
	mv a6,a3
	mv a7,a4
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	beq a1,a4,.L13
	csrs mstatus,a3
	xor a1,a1,a4
	xor a2,a2,a5
	or a0,a1,a2
	seqz a0,a0
	ret
	bne a2,a5,.L7
	sw a6,0(a0)
	sw a7,4(a0)
	j .L7

uat_try_cmpxchg_8_acq_rel:
	mv a6,a3
	mv a7,a4
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	beq a1,a4,.L13
	csrs mstatus,a3
	xor a1,a1,a4
	xor a2,a2,a5
	or a0,a1,a2
	seqz a0,a0
	ret
	bne a2,a5,.L7
	sw a6,0(a0)
	sw a7,4(a0)
	j .L7

uat_try_cmpxchg_8_seq_cst:
	mv a6,a3
	mv a7,a4
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	beq a1,a4,.L13
	csrs mstatus,a3
	xor a1,a1,a4
	xor a2,a2,a5
	or a0,a1,a2
	seqz a0,a0
	ret
	bne a2,a5,.L7
	sw a6,0(a0)
	sw a7,4(a0)
	j .L7

uat_try_cmpxchg_8_seq_cst_fence_sc:
	mv a6,a3
	mv a7,a4
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	beq a1,a4,.L13
	csrs mstatus,a3
	xor a1,a1,a4
	xor a2,a2,a5
	or a0,a1,a2
	seqz a0,a0
	ret
	bne a2,a5,.L7
	sw a6,0(a0)
	sw a7,4(a0)
	j .L7

uat_try_cmpxchg_8_seq_cst_fence:
	mv a6,a3
	mv a7,a4
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	beq a1,a4,.L13
	csrs mstatus,a3
	xor a1,a1,a4
	xor a2,a2,a5
	or a0,a1,a2
	seqz a0,a0
	ret
	bne a2,a5,.L7
	sw a6,0(a0)
	sw a7,4(a0)
	j .L7

uat_try_cmpxchg_weak_8_relaxed:
	mv a6,a3
	mv a7,a4
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	beq a1,a4,.L13
	csrs mstatus,a3
	xor a1,a1,a4
	xor a2,a2,a5
	or a0,a1,a2
	seqz a0,a0
	ret
	bne a2,a5,.L7
	sw a6,0(a0)
	sw a7,4(a0)
	j .L7

uat_try_cmpxchg_weak_8_acquire:
	mv a6,a3
	mv a7,a4
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	beq a1,a4,.L13
	csrs mstatus,a3
	xor a1,a1,a4
	xor a2,a2,a5
	or a0,a1,a2
	seqz a0,a0
	ret
	bne a2,a5,.L7
	sw a6,0(a0)
	sw a7,4(a0)
	j .L7

uat_try_cmpxchg_weak_8_release:
	mv a6,a3
	mv a7,a4
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	beq a1,a4,.L13
	csrs mstatus,a3
	xor a1,a1,a4
	xor a2,a2,a5
	or a0,a1,a2
	seqz a0,a0
	ret
	bne a2,a5,.L7
	sw a6,0(a0)
	sw a7,4(a0)
	j .L7

uat_try_cmpxchg_weak_8_acq_rel:
	mv a6,a3
	mv a7,a4
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	beq a1,a4,.L13
	csrs mstatus,a3
	xor a1,a1,a4
	xor a2,a2,a5
	or a0,a1,a2
	seqz a0,a0
	ret
	bne a2,a5,.L7
	sw a6,0(a0)
	sw a7,4(a0)
	j .L7

uat_try_cmpxchg_weak_8_seq_cst:
	mv a6,a3
	mv a7,a4
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	beq a1,a4,.L13
	csrs mstatus,a3
	xor a1,a1,a4
	xor a2,a2,a5
	or a0,a1,a2
	seqz a0,a0
	ret
	bne a2,a5,.L7
	sw a6,0(a0)
	sw a7,4(a0)
	j .L7

uat_try_cmpxchg_weak_8_seq_cst_fence_sc:
	mv a6,a3
	mv a7,a4
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	beq a1,a4,.L13
	csrs mstatus,a3
	xor a1,a1,a4
	xor a2,a2,a5
	or a0,a1,a2
	seqz a0,a0
	ret
	bne a2,a5,.L7
	sw a6,0(a0)
	sw a7,4(a0)
	j .L7

uat_try_cmpxchg_weak_8_seq_cst_fence:
	mv a6,a3
	mv a7,a4
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	beq a1,a4,.L13
	csrs mstatus,a3
	xor a1,a1,a4
	xor a2,a2,a5
	or a0,a1,a2
	seqz a0,a0
	ret
	bne a2,a5,.L7
	sw a6,0(a0)
	sw a7,4(a0)
	j .L7

uat_xchg_8_relaxed:
	mv a6,a1
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	sw a6,0(a5)
	and a4,a4,8
	sw a2,4(a5)
	csrs mstatus,a4
	ret

uat_xchg_8_acquire:
	mv a6,a1
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	sw a6,0(a5)
	and a4,a4,8
	sw a2,4(a5)
	csrs mstatus,a4
	ret

uat_xchg_8_release:
	mv a6,a1
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	sw a6,0(a5)
	and a4,a4,8
	sw a2,4(a5)
	csrs mstatus,a4
	ret

uat_xchg_8_acq_rel:
	mv a6,a1
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	sw a6,0(a5)
	and a4,a4,8
	sw a2,4(a5)
	csrs mstatus,a4
	ret

uat_xchg_8_seq_cst:
	mv a6,a1
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	sw a6,0(a5)
	and a4,a4,8
	sw a2,4(a5)
	csrs mstatus,a4
	ret

uat_xchg_8_seq_cst_fence:
	mv a6,a1
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	sw a6,0(a5)
	and a4,a4,8
	sw a2,4(a5)
	csrs mstatus,a4
	ret

uat_add_return_8_relaxed:
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	add a6,a1,a4
	sltu a1,a6,a1
	add a2,a2,a5
	add a5,a1,a2
	sw a6,0(a0)
	sw a5,4(a0)
	csrs mstatus,a3
	mv a0,a6
	mv a1,a5
	ret

uat_add_return_8_acquire:
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	add a6,a1,a4
	sltu a1,a6,a1
	add a2,a2,a5
	add a5,a1,a2
	sw a6,0(a0)
	sw a5,4(a0)
	csrs mstatus,a3
	mv a0,a6
	mv a1,a5
	ret

uat_add_return_8_release:
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	add a6,a1,a4
	sltu a1,a6,a1
	add a2,a2,a5
	add a5,a1,a2
	sw a6,0(a0)
	sw a5,4(a0)
	csrs mstatus,a3
	mv a0,a6
	mv a1,a5
	ret

uat_add_return_8_acq_rel:
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	add a6,a1,a4
	sltu a1,a6,a1
	add a2,a2,a5
	add a5,a1,a2
	sw a6,0(a0)
	sw a5,4(a0)
	csrs mstatus,a3
	mv a0,a6
	mv a1,a5
	ret

uat_add_return_8_seq_cst:
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	add a6,a1,a4
	sltu a1,a6,a1
	add a2,a2,a5
	add a5,a1,a2
	sw a6,0(a0)
	sw a5,4(a0)
	csrs mstatus,a3
	mv a0,a6
	mv a1,a5
	ret

uat_add_return_8_seq_cst_fence:
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	add a6,a1,a4
	sltu a1,a6,a1
	add a2,a2,a5
	add a5,a1,a2
	sw a6,0(a0)
	sw a5,4(a0)
	csrs mstatus,a3
	mv a0,a6
	mv a1,a5
	ret

uat_add_8_relaxed:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	add a7,a1,a2
	sw a4,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_add_8_acquire:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	add a7,a1,a2
	sw a4,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_add_8_release:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	add a7,a1,a2
	sw a4,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_add_8_acq_rel:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	add a7,a1,a2
	sw a4,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_add_8_seq_cst:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	add a7,a1,a2
	sw a4,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_add_8_seq_cst_fence:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	add a7,a1,a2
	sw a4,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_and_8_relaxed:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	and a6,a1,t1
	and a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_and_8_acquire:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	and a6,a1,t1
	and a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_and_8_release:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	and a6,a1,t1
	and a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_and_8_acq_rel:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	and a6,a1,t1
	and a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_and_8_seq_cst:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	and a6,a1,t1
	and a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_and_8_seq_cst_fence:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	and a6,a1,t1
	and a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_or_8_relaxed:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	or a6,a1,t1
	or a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_or_8_acquire:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	or a6,a1,t1
	or a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_or_8_release:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	or a6,a1,t1
	or a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_or_8_acq_rel:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	or a6,a1,t1
	or a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_or_8_seq_cst:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	or a6,a1,t1
	or a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_or_8_seq_cst_fence:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	or a6,a1,t1
	or a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_xor_8_relaxed:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	xor a6,a1,t1
	xor a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_xor_8_acquire:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	xor a6,a1,t1
	xor a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_xor_8_release:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	xor a6,a1,t1
	xor a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_xor_8_acq_rel:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	xor a6,a1,t1
	xor a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_xor_8_seq_cst:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	xor a6,a1,t1
	xor a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_xor_8_seq_cst_fence:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	xor a6,a1,t1
	xor a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_fetch_add_8_relaxed:
	csrrc a4,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a4,a4,8
	add a3,a1,a6
	sltu a1,a3,a1
	add a2,a2,a7
	add t2,a1,a2
	sw a3,0(a0)
	sw t2,4(a0)
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret

uat_fetch_add_8_acquire:
	csrrc a4,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a4,a4,8
	add a3,a1,a6
	sltu a1,a3,a1
	add a2,a2,a7
	add t2,a1,a2
	sw a3,0(a0)
	sw t2,4(a0)
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret

uat_fetch_add_8_release:
	csrrc a4,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a4,a4,8
	add a3,a1,a6
	sltu a1,a3,a1
	add a2,a2,a7
	add t2,a1,a2
	sw a3,0(a0)
	sw t2,4(a0)
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret

uat_fetch_add_8_acq_rel:
	csrrc a4,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a4,a4,8
	add a3,a1,a6
	sltu a1,a3,a1
	add a2,a2,a7
	add t2,a1,a2
	sw a3,0(a0)
	sw t2,4(a0)
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret

uat_fetch_add_8_seq_cst:
	csrrc a4,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a4,a4,8
	add a3,a1,a6
	sltu a1,a3,a1
	add a2,a2,a7
	add t2,a1,a2
	sw a3,0(a0)
	sw t2,4(a0)
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret

uat_fetch_add_8_seq_cst_fence:
	csrrc a4,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a4,a4,8
	add a3,a1,a6
	sltu a1,a3,a1
	add a2,a2,a7
	add t2,a1,a2
	sw a3,0(a0)
	sw t2,4(a0)
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret

uat_fetch_and_8_relaxed:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	and a6,a3,a0
	and a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_and_8_acquire:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	and a6,a3,a0
	and a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_and_8_release:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	and a6,a3,a0
	and a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_and_8_acq_rel:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	and a6,a3,a0
	and a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_and_8_seq_cst:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	and a6,a3,a0
	and a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_and_8_seq_cst_fence:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	and a6,a3,a0
	and a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_or_8_relaxed:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	or a6,a3,a0
	or a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_or_8_acquire:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	or a6,a3,a0
	or a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_or_8_release:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	or a6,a3,a0
	or a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_or_8_acq_rel:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	or a6,a3,a0
	or a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_or_8_seq_cst:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	or a6,a3,a0
	or a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_or_8_seq_cst_fence:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	or a6,a3,a0
	or a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_xor_8_relaxed:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	xor a6,a3,a0
	xor a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_xor_8_acquire:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	xor a6,a3,a0
	xor a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_xor_8_release:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	xor a6,a3,a0
	xor a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_xor_8_acq_rel:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	xor a6,a3,a0
	xor a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_xor_8_seq_cst:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	xor a6,a3,a0
	xor a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_xor_8_seq_cst_fence:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	xor a6,a3,a0
	xor a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_smax_8_relaxed:
	csrrc a3,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	mv a4,a1
	mv a5,a2
	blt a2,a7,.L15
	beq a7,a2,.L14
	sw a4,0(a0)
	sw a5,4(a0)
	and a5,a3,8
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bgeu a1,a6,.L7
	mv a4,a6
	mv a5,a7
	j .L7

uat_fetch_smax_8_acquire:
	csrrc a3,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	mv a4,a1
	mv a5,a2
	blt a2,a7,.L15
	beq a7,a2,.L14
	sw a4,0(a0)
	sw a5,4(a0)
	and a5,a3,8
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bgeu a1,a6,.L7
	mv a4,a6
	mv a5,a7
	j .L7

uat_fetch_smax_8_release:
	csrrc a3,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	mv a4,a1
	mv a5,a2
	blt a2,a7,.L15
	beq a7,a2,.L14
	sw a4,0(a0)
	sw a5,4(a0)
	and a5,a3,8
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bgeu a1,a6,.L7
	mv a4,a6
	mv a5,a7
	j .L7

uat_fetch_smax_8_acq_rel:
	csrrc a3,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	mv a4,a1
	mv a5,a2
	blt a2,a7,.L15
	beq a7,a2,.L14
	sw a4,0(a0)
	sw a5,4(a0)
	and a5,a3,8
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bgeu a1,a6,.L7
	mv a4,a6
	mv a5,a7
	j .L7

uat_fetch_smax_8_seq_cst:
	csrrc a3,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	mv a4,a1
	mv a5,a2
	blt a2,a7,.L15
	beq a7,a2,.L14
	sw a4,0(a0)
	sw a5,4(a0)
	and a5,a3,8
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bgeu a1,a6,.L7
	mv a4,a6
	mv a5,a7
	j .L7

uat_fetch_smax_8_seq_cst_fence:
	csrrc a3,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	mv a4,a1
	mv a5,a2
	blt a2,a7,.L15
	beq a7,a2,.L14
	sw a4,0(a0)
	sw a5,4(a0)
	and a5,a3,8
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bgeu a1,a6,.L7
	mv a4,a6
	mv a5,a7
	j .L7

uat_fetch_umax_8_relaxed:
	mv a3,a0
	csrrc a6,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	mv a4,a1
	mv a5,a2
	bltu a2,t2,.L16
	beq t2,a2,.L15
	sw a4,0(a3)
	sw a5,4(a3)
	and a5,a6,8
	csrs mstatus,a5
	mv a0,t1
	mv a1,t2
	ret
	bgeu a4,t1,.L8
	mv a4,t1
	mv a5,t2
	j .L8

uat_fetch_umax_8_acquire:
	mv a3,a0
	csrrc a6,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	mv a4,a1
	mv a5,a2
	bltu a2,t2,.L16
	beq t2,a2,.L15
	sw a4,0(a3)
	sw a5,4(a3)
	and a5,a6,8
	csrs mstatus,a5
	mv a0,t1
	mv a1,t2
	ret
	bgeu a4,t1,.L8
	mv a4,t1
	mv a5,t2
	j .L8

uat_fetch_umax_8_release:
	mv a3,a0
	csrrc a6,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	mv a4,a1
	mv a5,a2
	bltu a2,t2,.L16
	beq t2,a2,.L15
	sw a4,0(a3)
	sw a5,4(a3)
	and a5,a6,8
	csrs mstatus,a5
	mv a0,t1
	mv a1,t2
	ret
	bgeu a4,t1,.L8
	mv a4,t1
	mv a5,t2
	j .L8

uat_fetch_umax_8_acq_rel:
	mv a3,a0
	csrrc a6,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	mv a4,a1
	mv a5,a2
	bltu a2,t2,.L16
	beq t2,a2,.L15
	sw a4,0(a3)
	sw a5,4(a3)
	and a5,a6,8
	csrs mstatus,a5
	mv a0,t1
	mv a1,t2
	ret
	bgeu a4,t1,.L8
	mv a4,t1
	mv a5,t2
	j .L8

uat_fetch_umax_8_seq_cst:
	mv a3,a0
	csrrc a6,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	mv a4,a1
	mv a5,a2
	bltu a2,t2,.L16
	beq t2,a2,.L15
	sw a4,0(a3)
	sw a5,4(a3)
	and a5,a6,8
	csrs mstatus,a5
	mv a0,t1
	mv a1,t2
	ret
	bgeu a4,t1,.L8
	mv a4,t1
	mv a5,t2
	j .L8

uat_fetch_umax_8_seq_cst_fence:
	mv a3,a0
	csrrc a6,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	mv a4,a1
	mv a5,a2
	bltu a2,t2,.L16
	beq t2,a2,.L15
	sw a4,0(a3)
	sw a5,4(a3)
	and a5,a6,8
	csrs mstatus,a5
	mv a0,t1
	mv a1,t2
	ret
	bgeu a4,t1,.L8
	mv a4,t1
	mv a5,t2
	j .L8

uat_fetch_smin_8_relaxed:
	csrrc a3,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	mv a4,a1
	mv a5,a2
	blt a7,a2,.L15
	beq a2,a7,.L14
	sw a4,0(a0)
	sw a5,4(a0)
	and a5,a3,8
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bgeu a6,a1,.L7
	mv a4,a6
	mv a5,a7
	j .L7

uat_fetch_smin_8_acquire:
	csrrc a3,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	mv a4,a1
	mv a5,a2
	blt a7,a2,.L15
	beq a2,a7,.L14
	sw a4,0(a0)
	sw a5,4(a0)
	and a5,a3,8
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bgeu a6,a1,.L7
	mv a4,a6
	mv a5,a7
	j .L7

uat_fetch_smin_8_release:
	csrrc a3,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	mv a4,a1
	mv a5,a2
	blt a7,a2,.L15
	beq a2,a7,.L14
	sw a4,0(a0)
	sw a5,4(a0)
	and a5,a3,8
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bgeu a6,a1,.L7
	mv a4,a6
	mv a5,a7
	j .L7

uat_fetch_smin_8_acq_rel:
	csrrc a3,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	mv a4,a1
	mv a5,a2
	blt a7,a2,.L15
	beq a2,a7,.L14
	sw a4,0(a0)
	sw a5,4(a0)
	and a5,a3,8
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bgeu a6,a1,.L7
	mv a4,a6
	mv a5,a7
	j .L7

uat_fetch_smin_8_seq_cst:
	csrrc a3,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	mv a4,a1
	mv a5,a2
	blt a7,a2,.L15
	beq a2,a7,.L14
	sw a4,0(a0)
	sw a5,4(a0)
	and a5,a3,8
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bgeu a6,a1,.L7
	mv a4,a6
	mv a5,a7
	j .L7

uat_fetch_smin_8_seq_cst_fence:
	csrrc a3,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	mv a4,a1
	mv a5,a2
	blt a7,a2,.L15
	beq a2,a7,.L14
	sw a4,0(a0)
	sw a5,4(a0)
	and a5,a3,8
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bgeu a6,a1,.L7
	mv a4,a6
	mv a5,a7
	j .L7

uat_fetch_umin_8_relaxed:
	mv a3,a0
	csrrc a6,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	mv a4,a1
	mv a5,a2
	bltu t2,a2,.L16
	beq a2,t2,.L15
	sw a4,0(a3)
	sw a5,4(a3)
	and a5,a6,8
	csrs mstatus,a5
	mv a0,t1
	mv a1,t2
	ret
	bgeu t1,a4,.L8
	mv a4,t1
	mv a5,t2
	j .L8

uat_fetch_umin_8_acquire:
	mv a3,a0
	csrrc a6,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	mv a4,a1
	mv a5,a2
	bltu t2,a2,.L16
	beq a2,t2,.L15
	sw a4,0(a3)
	sw a5,4(a3)
	and a5,a6,8
	csrs mstatus,a5
	mv a0,t1
	mv a1,t2
	ret
	bgeu t1,a4,.L8
	mv a4,t1
	mv a5,t2
	j .L8

uat_fetch_umin_8_release:
	mv a3,a0
	csrrc a6,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	mv a4,a1
	mv a5,a2
	bltu t2,a2,.L16
	beq a2,t2,.L15
	sw a4,0(a3)
	sw a5,4(a3)
	and a5,a6,8
	csrs mstatus,a5
	mv a0,t1
	mv a1,t2
	ret
	bgeu t1,a4,.L8
	mv a4,t1
	mv a5,t2
	j .L8

uat_fetch_umin_8_acq_rel:
	mv a3,a0
	csrrc a6,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	mv a4,a1
	mv a5,a2
	bltu t2,a2,.L16
	beq a2,t2,.L15
	sw a4,0(a3)
	sw a5,4(a3)
	and a5,a6,8
	csrs mstatus,a5
	mv a0,t1
	mv a1,t2
	ret
	bgeu t1,a4,.L8
	mv a4,t1
	mv a5,t2
	j .L8

uat_fetch_umin_8_seq_cst:
	mv a3,a0
	csrrc a6,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	mv a4,a1
	mv a5,a2
	bltu t2,a2,.L16
	beq a2,t2,.L15
	sw a4,0(a3)
	sw a5,4(a3)
	and a5,a6,8
	csrs mstatus,a5
	mv a0,t1
	mv a1,t2
	ret
	bgeu t1,a4,.L8
	mv a4,t1
	mv a5,t2
	j .L8

uat_fetch_umin_8_seq_cst_fence:
	mv a3,a0
	csrrc a6,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	mv a4,a1
	mv a5,a2
	bltu t2,a2,.L16
	beq a2,t2,.L15
	sw a4,0(a3)
	sw a5,4(a3)
	and a5,a6,8
	csrs mstatus,a5
	mv a0,t1
	mv a1,t2
	ret
	bgeu t1,a4,.L8
	mv a4,t1
	mv a5,t2
	j .L8

uat_test_and_set_bit_8_relaxed:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L20
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	and a1,a1,8
	or a6,a5,a2
	or a7,a4,a3
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_test_and_set_bit_8_acquire:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L20
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	and a1,a1,8
	or a6,a5,a2
	or a7,a4,a3
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_test_and_set_bit_8_release:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L20
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	and a1,a1,8
	or a6,a5,a2
	or a7,a4,a3
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_test_and_set_bit_8_acq_rel:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L20
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	and a1,a1,8
	or a6,a5,a2
	or a7,a4,a3
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_test_and_set_bit_8_seq_cst:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L20
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	and a1,a1,8
	or a6,a5,a2
	or a7,a4,a3
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_test_and_set_bit_8_seq_cst_fence:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L20
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	and a1,a1,8
	or a6,a5,a2
	or a7,a4,a3
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_test_and_clear_bit_8_relaxed:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L22
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	not t3,a5
	not t1,a4
	and a6,t3,a2
	and a7,t1,a3
	sw a6,0(a0)
	sw a7,4(a0)
	and a1,a1,8
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_test_and_clear_bit_8_acquire:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L22
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	not t3,a5
	not t1,a4
	and a6,t3,a2
	and a7,t1,a3
	sw a6,0(a0)
	sw a7,4(a0)
	and a1,a1,8
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_test_and_clear_bit_8_release:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L22
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	not t3,a5
	not t1,a4
	and a6,t3,a2
	and a7,t1,a3
	sw a6,0(a0)
	sw a7,4(a0)
	and a1,a1,8
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_test_and_clear_bit_8_acq_rel:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L22
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	not t3,a5
	not t1,a4
	and a6,t3,a2
	and a7,t1,a3
	sw a6,0(a0)
	sw a7,4(a0)
	and a1,a1,8
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_test_and_clear_bit_8_seq_cst:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L22
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	not t3,a5
	not t1,a4
	and a6,t3,a2
	and a7,t1,a3
	sw a6,0(a0)
	sw a7,4(a0)
	and a1,a1,8
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_test_and_clear_bit_8_seq_cst_fence:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L22
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	not t3,a5
	not t1,a4
	and a6,t3,a2
	and a7,t1,a3
	sw a6,0(a0)
	sw a7,4(a0)
	and a1,a1,8
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_test_and_change_bit_8_relaxed:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L20
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	and a1,a1,8
	xor a6,a5,a2
	xor a7,a4,a3
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_test_and_change_bit_8_acquire:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L20
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	and a1,a1,8
	xor a6,a5,a2
	xor a7,a4,a3
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_test_and_change_bit_8_release:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L20
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	and a1,a1,8
	xor a6,a5,a2
	xor a7,a4,a3
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_test_and_change_bit_8_acq_rel:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L20
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	and a1,a1,8
	xor a6,a5,a2
	xor a7,a4,a3
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_test_and_change_bit_8_seq_cst:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L20
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	and a1,a1,8
	xor a6,a5,a2
	xor a7,a4,a3
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_test_and_change_bit_8_seq_cst_fence:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L20
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	and a1,a1,8
	xor a6,a5,a2
	xor a7,a4,a3
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_fetch_add_unless_8_relaxed:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	beq a3,a6,.L15
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	add t2,a1,a2
	sw a4,0(a0)
	sw t2,4(a0)
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bne a4,a7,.L5
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret

uat_fetch_add_unless_8_acquire:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	beq a3,a6,.L15
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	add t2,a1,a2
	sw a4,0(a0)
	sw t2,4(a0)
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bne a4,a7,.L5
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret

uat_fetch_add_unless_8_release:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	beq a3,a6,.L15
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	add t2,a1,a2
	sw a4,0(a0)
	sw t2,4(a0)
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bne a4,a7,.L5
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret

uat_fetch_add_unless_8_acq_rel:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	beq a3,a6,.L15
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	add t2,a1,a2
	sw a4,0(a0)
	sw t2,4(a0)
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bne a4,a7,.L5
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret

uat_fetch_add_unless_8_seq_cst:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	beq a3,a6,.L15
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	add t2,a1,a2
	sw a4,0(a0)
	sw t2,4(a0)
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bne a4,a7,.L5
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret

uat_fetch_add_unless_8_seq_cst_fence:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	beq a3,a6,.L15
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	add t2,a1,a2
	sw a4,0(a0)
	sw t2,4(a0)
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bne a4,a7,.L5
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret

uat_add_unless_8_relaxed:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	beq a3,a6,.L14
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	sw a4,0(a0)
	add a7,a1,a2
	sw a7,4(a0)
	li a0,1
	csrs mstatus,a5
	ret
	bne a4,a7,.L5
	li a0,0
	csrs mstatus,a5
	ret

uat_add_unless_8_acquire:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	beq a3,a6,.L14
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	sw a4,0(a0)
	add a7,a1,a2
	sw a7,4(a0)
	li a0,1
	csrs mstatus,a5
	ret
	bne a4,a7,.L5
	li a0,0
	csrs mstatus,a5
	ret

uat_add_unless_8_release:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	beq a3,a6,.L14
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	sw a4,0(a0)
	add a7,a1,a2
	sw a7,4(a0)
	li a0,1
	csrs mstatus,a5
	ret
	bne a4,a7,.L5
	li a0,0
	csrs mstatus,a5
	ret

uat_add_unless_8_acq_rel:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	beq a3,a6,.L14
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	sw a4,0(a0)
	add a7,a1,a2
	sw a7,4(a0)
	li a0,1
	csrs mstatus,a5
	ret
	bne a4,a7,.L5
	li a0,0
	csrs mstatus,a5
	ret

uat_add_unless_8_seq_cst:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	beq a3,a6,.L14
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	sw a4,0(a0)
	add a7,a1,a2
	sw a7,4(a0)
	li a0,1
	csrs mstatus,a5
	ret
	bne a4,a7,.L5
	li a0,0
	csrs mstatus,a5
	ret

uat_add_unless_8_seq_cst_fence:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	beq a3,a6,.L14
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	sw a4,0(a0)
	add a7,a1,a2
	sw a7,4(a0)
	li a0,1
	csrs mstatus,a5
	ret
	bne a4,a7,.L5
	li a0,0
	csrs mstatus,a5
	ret

uat_dec_if_positive_8_relaxed:
	mv a3,a0
	csrrc a2,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a2,a2,8
	blez t2,.L13
	seqz a6,t1
	add a0,t1,-1
	sub a1,t2,a6
	sw a0,0(a3)
	sw a1,4(a3)
	csrs mstatus,a2
	ret
	bnez t2,.L15
	bnez t1,.L6
	lui a3,0x80000
	xor a3,a3,t2
	or a3,a3,t1
	snez a3,a3
	sub a3,t1,a3
	sltu a4,t1,a3
	mv a0,a3
	sub a1,t2,a4
	csrs mstatus,a2
	ret

uat_dec_if_positive_8_acquire:
	mv a3,a0
	csrrc a2,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a2,a2,8
	blez t2,.L13
	seqz a6,t1
	add a0,t1,-1
	sub a1,t2,a6
	sw a0,0(a3)
	sw a1,4(a3)
	csrs mstatus,a2
	ret
	bnez t2,.L15
	bnez t1,.L6
	lui a3,0x80000
	xor a3,a3,t2
	or a3,a3,t1
	snez a3,a3
	sub a3,t1,a3
	sltu a4,t1,a3
	mv a0,a3
	sub a1,t2,a4
	csrs mstatus,a2
	ret

uat_dec_if_positive_8_release:
	mv a3,a0
	csrrc a2,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a2,a2,8
	blez t2,.L13
	seqz a6,t1
	add a0,t1,-1
	sub a1,t2,a6
	sw a0,0(a3)
	sw a1,4(a3)
	csrs mstatus,a2
	ret
	bnez t2,.L15
	bnez t1,.L6
	lui a3,0x80000
	xor a3,a3,t2
	or a3,a3,t1
	snez a3,a3
	sub a3,t1,a3
	sltu a4,t1,a3
	mv a0,a3
	sub a1,t2,a4
	csrs mstatus,a2
	ret

uat_dec_if_positive_8_acq_rel:
	mv a3,a0
	csrrc a2,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a2,a2,8
	blez t2,.L13
	seqz a6,t1
	add a0,t1,-1
	sub a1,t2,a6
	sw a0,0(a3)
	sw a1,4(a3)
	csrs mstatus,a2
	ret
	bnez t2,.L15
	bnez t1,.L6
	lui a3,0x80000
	xor a3,a3,t2
	or a3,a3,t1
	snez a3,a3
	sub a3,t1,a3
	sltu a4,t1,a3
	mv a0,a3
	sub a1,t2,a4
	csrs mstatus,a2
	ret

uat_dec_if_positive_8_seq_cst:
	mv a3,a0
	csrrc a2,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a2,a2,8
	blez t2,.L13
	seqz a6,t1
	add a0,t1,-1
	sub a1,t2,a6
	sw a0,0(a3)
	sw a1,4(a3)
	csrs mstatus,a2
	ret
	bnez t2,.L15
	bnez t1,.L6
	lui a3,0x80000
	xor a3,a3,t2
	or a3,a3,t1
	snez a3,a3
	sub a3,t1,a3
	sltu a4,t1,a3
	mv a0,a3
	sub a1,t2,a4
	csrs mstatus,a2
	ret

uat_dec_if_positive_8_seq_cst_fence:
	mv a3,a0
	csrrc a2,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a2,a2,8
	blez t2,.L13
	seqz a6,t1
	add a0,t1,-1
	sub a1,t2,a6
	sw a0,0(a3)
	sw a1,4(a3)
	csrs mstatus,a2
	ret
	bnez t2,.L15
	bnez t1,.L6
	lui a3,0x80000
	xor a3,a3,t2
	or a3,a3,t1
	snez a3,a3
	sub a3,t1,a3
	sltu a4,t1,a3
	mv a0,a3
	sub a1,t2,a4
	csrs mstatus,a2
	ret

uat_cond_load_8_relaxed:
	mv a5,a0
	mv a4,a1
	csrrc a3,mstatus,8
	lw a0,0(a5)
	and a3,a3,8
	lw a1,4(a5)
	csrs mstatus,a3
	bne a4,a0,.L10
	bne a2,a1,.L10
	ret
	.word 0x0100000f
	j .L2

uat_cond_load_8_consume:
	mv a5,a0
	mv a4,a1
	csrrc a3,mstatus,8
	lw a0,0(a5)
	and a3,a3,8
	lw a1,4(a5)
	csrs mstatus,a3
	bne a4,a0,.L10
	bne a2,a1,.L10
	ret
	.word 0x0100000f
	j .L2

uat_cond_load_8_acquire:
	mv a5,a0
	mv a4,a1
	csrrc a3,mstatus,8
	lw a0,0(a5)
	and a3,a3,8
	lw a1,4(a5)
	csrs mstatus,a3
	bne a4,a0,.L10
	bne a2,a1,.L10
	ret
	.word 0x0100000f
	j .L2

uat_cond_load_8_seq_cst:
	mv a5,a0
	mv a4,a1
	csrrc a3,mstatus,8
	lw a0,0(a5)
	and a3,a3,8
	lw a1,4(a5)
	csrs mstatus,a3
	bne a4,a0,.L10
	bne a2,a1,.L10
	ret
	.word 0x0100000f
	j .L2

uat_cond_load_8_seq_cst_fence:
	mv a5,a0
	mv a4,a1
	csrrc a3,mstatus,8
	lw a0,0(a5)
	and a3,a3,8
	lw a1,4(a5)
	csrs mstatus,a3
	bne a4,a0,.L10
	bne a2,a1,.L10
	ret
	.word 0x0100000f
	j .L2

uat_inc_8_relaxed:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a4,a6,1
	sltu a1,a4,a6
	add a3,a1,a7
	sw a4,0(a0)
	sw a3,4(a0)
	csrs mstatus,a5
	ret

uat_inc_8_acquire:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a4,a6,1
	sltu a1,a4,a6
	add a3,a1,a7
	sw a4,0(a0)
	sw a3,4(a0)
	csrs mstatus,a5
	ret

uat_inc_8_release:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a4,a6,1
	sltu a1,a4,a6
	add a3,a1,a7
	sw a4,0(a0)
	sw a3,4(a0)
	csrs mstatus,a5
	ret

uat_inc_8_acq_rel:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a4,a6,1
	sltu a1,a4,a6
	add a3,a1,a7
	sw a4,0(a0)
	sw a3,4(a0)
	csrs mstatus,a5
	ret

uat_inc_8_seq_cst:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a4,a6,1
	sltu a1,a4,a6
	add a3,a1,a7
	sw a4,0(a0)
	sw a3,4(a0)
	csrs mstatus,a5
	ret

uat_inc_8_seq_cst_fence:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a4,a6,1
	sltu a1,a4,a6
	add a3,a1,a7
	sw a4,0(a0)
	sw a3,4(a0)
	csrs mstatus,a5
	ret

uat_dec_8_relaxed:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a2,a6,-1
	seqz a4,a6
	sub a3,a7,a4
	sw a2,0(a0)
	sw a3,4(a0)
	csrs mstatus,a5
	ret

uat_dec_8_acquire:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a2,a6,-1
	seqz a4,a6
	sub a3,a7,a4
	sw a2,0(a0)
	sw a3,4(a0)
	csrs mstatus,a5
	ret

uat_dec_8_release:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a2,a6,-1
	seqz a4,a6
	sub a3,a7,a4
	sw a2,0(a0)
	sw a3,4(a0)
	csrs mstatus,a5
	ret

uat_dec_8_acq_rel:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a2,a6,-1
	seqz a4,a6
	sub a3,a7,a4
	sw a2,0(a0)
	sw a3,4(a0)
	csrs mstatus,a5
	ret

uat_dec_8_seq_cst:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a2,a6,-1
	seqz a4,a6
	sub a3,a7,a4
	sw a2,0(a0)
	sw a3,4(a0)
	csrs mstatus,a5
	ret

uat_dec_8_seq_cst_fence:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a2,a6,-1
	seqz a4,a6
	sub a3,a7,a4
	sw a2,0(a0)
	sw a3,4(a0)
	csrs mstatus,a5
	ret

uat_add_around_8_mb:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	add a7,a1,a2
	sw a4,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_smp_mb:
	ret

uat_smp_rmb:
	ret

uat_smp_wmb:
	ret

uat_mb:
	fence
	ret

uat_rmb:
	fence ir,ir
	ret

uat_wmb:
	fence ow,ow
	ret

