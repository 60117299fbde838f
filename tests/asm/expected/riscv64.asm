uat_load_1_relaxed:
	lbu a0,0(a0)
	ret

uat_load_1_consume:
	lbu a0,0(a0)
	ret

uat_load_1_acquire:
	lbu a0,0(a0)
	zext.b a0,a0
	fence r,rw
	ret

uat_load_1_seq_cst:
	fence rw,rw
	lbu a0,0(a0)
	zext.b a0,a0
	fence r,rw
	ret

uat_load_1_seq_cst_fence:
	fence rw,rw
	lbu a0,0(a0)
	zext.b a0,a0
	fence r,rw
	ret

uat_store_1_relaxed:
	sb a1,0(a0)
	ret

uat_store_1_release:
	fence rw,w
	sb a1,0(a0)
	ret

uat_store_1_seq_cst:
	fence rw,w
	sb a1,0(a0)
	ret

uat_store_1_seq_cst_fence:
	fence rw,w
	sb a1,0(a0)
	fence w,rw
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
	fence r,rw
	srl a0,a3,a5
	zext.b a0,a0
	ret

uat_cmpxchg_1_release:
	fence rw,w
	and a5,a0,3
	sll a5,a5,0x3
	li a4,255
	and a6,a0,-4
	sll a4,a4,a5
	sll a1,a1,a5
	sll a2,a2,a5
	lr.w a3,(a6)
	and a7,a3,a4
	bne a7,a1,.L15
	xor a7,a3,a7
	or a7,a7,a2
	sc.w a7,a7,(a6)
	bnez a7,.L8
	srl a0,a3,a5
	zext.b a0,a0
	ret

uat_cmpxchg_1_acq_rel:
	fence rw,w
	and a5,a0,3
	sll a5,a5,0x3
	li a4,255
	and a6,a0,-4
	sll a4,a4,a5
	sll a1,a1,a5
	sll a2,a2,a5
	lr.w a3,(a6)
	and a7,a3,a4
	bne a7,a1,.L15
	xor a7,a3,a7
	or a7,a7,a2
	sc.w a7,a7,(a6)
	bnez a7,.L8
	fence r,rw
	srl a0,a3,a5
	zext.b a0,a0
	ret

uat_cmpxchg_1_seq_cst:
	fence rw,rw
	and a5,a0,3
	sll a5,a5,0x3
	li a4,255
	and a6,a0,-4
	sll a4,a4,a5
	sll a1,a1,a5
	sll a2,a2,a5
	lr.w a3,(a6)
	and a7,a3,a4
	bne a7,a1,.L15
	xor a7,a3,a7
	or a7,a7,a2
	sc.w a7,a7,(a6)
	bnez a7,.L8
	fence r,rw
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
	fence r,rw
	srl a0,a5,a4
	zext.b a0,a0
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_1_release:
	fence rw,w
	and a4,a0,3
	sll a4,a4,0x3
	li a3,255
	and a6,a0,-4
	sll a3,a3,a4
	sll a7,a1,a4
	sll a2,a2,a4
	lr.w a5,(a6)
	and t1,a5,a3
	bne t1,a7,.L15
	xor t1,a5,t1
	or t1,t1,a2
	sc.w t1,t1,(a6)
	bnez t1,.L8
	srl a0,a5,a4
	zext.b a0,a0
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_1_acq_rel:
	fence rw,w
	and a4,a0,3
	sll a4,a4,0x3
	li a3,255
	and a6,a0,-4
	sll a3,a3,a4
	sll a7,a1,a4
	sll a2,a2,a4
	lr.w a5,(a6)
	and t1,a5,a3
	bne t1,a7,.L15
	xor t1,a5,t1
	or t1,t1,a2
	sc.w t1,t1,(a6)
	bnez t1,.L8
	fence r,rw
	srl a0,a5,a4
	zext.b a0,a0
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_1_seq_cst:
	fence rw,rw
	and a4,a0,3
	sll a4,a4,0x3
	li a3,255
	and a6,a0,-4
	sll a3,a3,a4
	sll a7,a1,a4
	sll a2,a2,a4
	lr.w a5,(a6)
	and t1,a5,a3
	bne t1,a7,.L15
	xor t1,a5,t1
	or t1,t1,a2
	sc.w t1,t1,(a6)
	bnez t1,.L8
	fence r,rw
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
	fence r,rw
	srl a0,a5,a4
	zext.b a0,a0
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_1_release:
	fence rw,w
	and a4,a0,3
	sll a4,a4,0x3
	li a3,255
	and a6,a0,-4
	sll a3,a3,a4
	sll a7,a1,a4
	sll a2,a2,a4
	lr.w a5,(a6)
	and t1,a5,a3
	bne t1,a7,.L15
	xor t1,a5,t1
	or t1,t1,a2
	sc.w t1,t1,(a6)
	bnez t1,.L8
	srl a0,a5,a4
	zext.b a0,a0
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_1_acq_rel:
	fence rw,w
	and a4,a0,3
	sll a4,a4,0x3
	li a3,255
	and a6,a0,-4
	sll a3,a3,a4
	sll a7,a1,a4
	sll a2,a2,a4
	lr.w a5,(a6)
	and t1,a5,a3
	bne t1,a7,.L15
	xor t1,a5,t1
	or t1,t1,a2
	sc.w t1,t1,(a6)
	bnez t1,.L8
	fence r,rw
	srl a0,a5,a4
	zext.b a0,a0
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_1_seq_cst:
	fence rw,rw
	and a4,a0,3
	sll a4,a4,0x3
	li a3,255
	and a6,a0,-4
	sll a3,a3,a4
	sll a7,a1,a4
	sll a2,a2,a4
	lr.w a5,(a6)
	and t1,a5,a3
	bne t1,a7,.L15
	xor t1,a5,t1
	or t1,t1,a2
	sc.w t1,t1,(a6)
	bnez t1,.L8
	fence r,rw
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
	fence r,rw
	srl a0,a3,a4
	zext.b a0,a0
	ret

uat_xchg_1_release:
	fence rw,w
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
	bnez a6,.L8
	srl a0,a3,a4
	zext.b a0,a0
	ret

uat_xchg_1_acq_rel:
	fence rw,w
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
	bnez a6,.L8
	fence r,rw
	srl a0,a3,a4
	zext.b a0,a0
	ret

uat_xchg_1_seq_cst:
	fence rw,rw
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
	bnez a6,.L8
	fence r,rw
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
	and a4,a0,3
	sll a4,a4,0x3
	li a3,255
	and a2,a0,-4
	sll a3,a3,a4
	sll a6,a1,a4
	lr.w a5,(a2)
	add a7,a5,a6
	xor a7,a7,a5
	and a7,a7,a3
	xor a7,a7,a5
	sc.w a7,a7,(a2)
	bnez a7,.L6
	srl a0,a5,a4
	addw a0,a0,a1
	zext.b a0,a0
	ret

uat_add_return_1_acquire:
	and a4,a0,3
	sll a4,a4,0x3
	li a3,255
	and a2,a0,-4
	sll a3,a3,a4
	sll a6,a1,a4
	lr.w a5,(a2)
	add a7,a5,a6
	xor a7,a7,a5
	and a7,a7,a3
	xor a7,a7,a5
	sc.w a7,a7,(a2)
	bnez a7,.L6
	fence r,rw
	srl a0,a5,a4
	addw a0,a0,a1
	zext.b a0,a0
	ret

uat_add_return_1_release:
	fence rw,w
	and a4,a0,3
	sll a4,a4,0x3
	li a3,255
	and a2,a0,-4
	sll a3,a3,a4
	sll a6,a1,a4
	lr.w a5,(a2)
	add a7,a5,a6
	xor a7,a7,a5
	and a7,a7,a3
	xor a7,a7,a5
	sc.w a7,a7,(a2)
	bnez a7,.L7
	srl a0,a5,a4
	addw a0,a0,a1
	zext.b a0,a0
	ret

uat_add_return_1_acq_rel:
	fence rw,w
	and a4,a0,3
	sll a4,a4,0x3
	li a3,255
	and a2,a0,-4
	sll a3,a3,a4
	sll a6,a1,a4
	lr.w a5,(a2)
	add a7,a5,a6
	xor a7,a7,a5
	and a7,a7,a3
	xor a7,a7,a5
	sc.w a7,a7,(a2)
	bnez a7,.L7
	fence r,rw
	srl a0,a5,a4
	addw a0,a0,a1
	zext.b a0,a0
	ret

uat_add_return_1_seq_cst:
	fence rw,rw
	and a4,a0,3
	sll a4,a4,0x3
	li a3,255
	and a2,a0,-4
	sll a3,a3,a4
	sll a6,a1,a4
	lr.w a5,(a2)
	add a7,a5,a6
	xor a7,a7,a5
	and a7,a7,a3
	xor a7,a7,a5
	sc.w a7,a7,(a2)
	bnez a7,.L7
	fence r,rw
	srl a0,a5,a4
	addw a0,a0,a1
	zext.b a0,a0
	ret

uat_add_return_1_seq_cst_fence:
	and a4,a0,3
	sll a4,a4,0x3
	li a3,255
	and a2,a0,-4
	sll a3,a3,a4
	sll a6,a1,a4
	lr.w.aqrl a5,(a2)
	add a7,a5,a6
	xor a7,a7,a5
	and a7,a7,a3
	xor a7,a7,a5
	sc.w.aqrl a7,a7,(a2)
	bnez a7,.L6
	srl a0,a5,a4
	addw a0,a0,a1
	zext.b a0,a0
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
	fence r,rw
	ret

uat_add_1_release:
	fence rw,w
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
	bnez a2,.L7
	ret

uat_add_1_acq_rel:
	fence rw,w
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
	bnez a2,.L7
	fence r,rw
	ret

uat_add_1_seq_cst:
	fence rw,rw
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
	bnez a2,.L7
	fence r,rw
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
	sllw a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoor.w zero,a1,(a4)
	ret

uat_or_1_acquire:
	and a5,a0,3
	sllw a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoor.w.aq zero,a1,(a4)
	ret

uat_or_1_release:
	and a5,a0,3
	sllw a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoor.w.rl zero,a1,(a4)
	ret

uat_or_1_acq_rel:
	and a5,a0,3
	sllw a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoor.w.aqrl zero,a1,(a4)
	ret

uat_or_1_seq_cst:
	and a5,a0,3
	sllw a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoor.w.aqrl zero,a1,(a4)
	ret

uat_or_1_seq_cst_fence:
	and a5,a0,3
	sllw a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoor.w.aqrl zero,a1,(a4)
	ret

uat_xor_1_relaxed:
	and a5,a0,3
	sllw a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoxor.w zero,a1,(a4)
	ret

uat_xor_1_acquire:
	and a5,a0,3
	sllw a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoxor.w.aq zero,a1,(a4)
	ret

uat_xor_1_release:
	and a5,a0,3
	sllw a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoxor.w.rl zero,a1,(a4)
	ret

uat_xor_1_acq_rel:
	and a5,a0,3
	sllw a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoxor.w.aqrl zero,a1,(a4)
	ret

uat_xor_1_seq_cst:
	and a5,a0,3
	sllw a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoxor.w.aqrl zero,a1,(a4)
	ret

uat_xor_1_seq_cst_fence:
	and a5,a0,3
	sllw a5,a5,0x3
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
	fence r,rw
	srl a0,a3,a5
	zext.b a0,a0
	ret

uat_fetch_add_1_release:
	fence rw,w
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
	bnez a6,.L7
	srl a0,a3,a5
	zext.b a0,a0
	ret

uat_fetch_add_1_acq_rel:
	fence rw,w
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
	bnez a6,.L7
	fence r,rw
	srl a0,a3,a5
	zext.b a0,a0
	ret

uat_fetch_add_1_seq_cst:
	fence rw,rw
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
	bnez a6,.L7
	fence r,rw
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
	sllw a3,a4,0x18
	sraw a3,a3,0x18
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
	sllw a0,a5,0x18
	sraw a0,a0,0x18
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
	sllw a3,a4,0x18
	sraw a3,a3,0x18
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
	fence r,rw
	sllw a0,a5,0x18
	sraw a0,a0,0x18
	ret

uat_fetch_smax_1_release:
	fence rw,w
	lbu a4,0(a0)
	and a6,a0,3
	sll a6,a6,0x3
	li a7,255
	zext.b a4,a4
	sll a7,a7,a6
	and t1,a0,-4
	mv t4,a1
	sllw a3,a4,0x18
	sraw a3,a3,0x18
	zext.b a5,a4
	sll a2,a4,a6
	bge a3,a1,.L15
	zext.b a5,t4
	sll a5,a5,a6
	lr.w a3,(t1)
	and t3,a3,a7
	bne t3,a2,.L23
	xor t3,a3,t3
	or t3,t3,a5
	sc.w t3,t3,(t1)
	bnez t3,.L16
	srl a5,a3,a6
	mv a3,a4
	zext.b a4,a5
	bne a3,a4,.L9
	sllw a0,a5,0x18
	sraw a0,a0,0x18
	ret

uat_fetch_smax_1_acq_rel:
	fence rw,w
	lbu a4,0(a0)
	and a6,a0,3
	sll a6,a6,0x3
	li a7,255
	zext.b a4,a4
	sll a7,a7,a6
	and t1,a0,-4
	mv t4,a1
	sllw a3,a4,0x18
	sraw a3,a3,0x18
	zext.b a5,a4
	sll a2,a4,a6
	bge a3,a1,.L15
	zext.b a5,t4
	sll a5,a5,a6
	lr.w a3,(t1)
	and t3,a3,a7
	bne t3,a2,.L23
	xor t3,a3,t3
	or t3,t3,a5
	sc.w t3,t3,(t1)
	bnez t3,.L16
	srl a5,a3,a6
	mv a3,a4
	zext.b a4,a5
	bne a3,a4,.L9
	fence r,rw
	sllw a0,a5,0x18
	sraw a0,a0,0x18
	ret

uat_fetch_smax_1_seq_cst:
	fence rw,rw
	lbu a4,0(a0)
	and a6,a0,3
	sll a6,a6,0x3
	li a7,255
	zext.b a4,a4
	sll a7,a7,a6
	and t1,a0,-4
	mv t4,a1
	sllw a3,a4,0x18
	sraw a3,a3,0x18
	zext.b a5,a4
	sll a2,a4,a6
	bge a3,a1,.L15
	zext.b a5,t4
	sll a5,a5,a6
	lr.w a3,(t1)
	and t3,a3,a7
	bne t3,a2,.L23
	xor t3,a3,t3
	or t3,t3,a5
	sc.w t3,t3,(t1)
	bnez t3,.L16
	srl a5,a3,a6
	mv a3,a4
	zext.b a4,a5
	bne a3,a4,.L9
	fence r,rw
	sllw a0,a5,0x18
	sraw a0,a0,0x18
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
	sllw a3,a4,0x18
	sraw a3,a3,0x18
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
	fence rw,rw
	sllw a0,a5,0x18
	sraw a0,a0,0x18
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
	fence r,rw
	ret

uat_fetch_umax_1_release:
	mv a4,a0
	fence rw,w
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
	bgeu a1,a0,.L14
	zext.b a5,a0
	sll a5,a5,a6
	lr.w a3,(t1)
	and t4,a3,a7
	bne t4,a2,.L22
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L15
	srl a5,a3,a6
	mv a3,a0
	zext.b a0,a5
	bne a3,a0,.L10
	ret

uat_fetch_umax_1_acq_rel:
	mv a4,a0
	fence rw,w
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
	bgeu a1,a0,.L14
	zext.b a5,a0
	sll a5,a5,a6
	lr.w a3,(t1)
	and t4,a3,a7
	bne t4,a2,.L22
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L15
	srl a5,a3,a6
	mv a3,a0
	zext.b a0,a5
	bne a3,a0,.L10
	fence r,rw
	ret

uat_fetch_umax_1_seq_cst:
	mv a4,a0
	fence rw,rw
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
	bgeu a1,a0,.L14
	zext.b a5,a0
	sll a5,a5,a6
	lr.w a3,(t1)
	and t4,a3,a7
	bne t4,a2,.L22
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L15
	srl a5,a3,a6
	mv a3,a0
	zext.b a0,a5
	bne a3,a0,.L10
	fence r,rw
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
	fence rw,rw
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
	sllw a3,a4,0x18
	sraw a3,a3,0x18
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
	sllw a0,a5,0x18
	sraw a0,a0,0x18
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
	sllw a3,a4,0x18
	sraw a3,a3,0x18
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
	fence r,rw
	sllw a0,a5,0x18
	sraw a0,a0,0x18
	ret

uat_fetch_smin_1_release:
	fence rw,w
	lbu a4,0(a0)
	and a6,a0,3
	sll a6,a6,0x3
	li a7,255
	zext.b a4,a4
	sll a7,a7,a6
	and t1,a0,-4
	mv t4,a1
	sllw a3,a4,0x18
	sraw a3,a3,0x18
	zext.b a5,a4
	sll a2,a4,a6
	bge a1,a3,.L15
	zext.b a5,t4
	sll a5,a5,a6
	lr.w a3,(t1)
	and t3,a3,a7
	bne t3,a2,.L23
	xor t3,a3,t3
	or t3,t3,a5
	sc.w t3,t3,(t1)
	bnez t3,.L16
	srl a5,a3,a6
	mv a3,a4
	zext.b a4,a5
	bne a3,a4,.L9
	sllw a0,a5,0x18
	sraw a0,a0,0x18
	ret

uat_fetch_smin_1_acq_rel:
	fence rw,w
	lbu a4,0(a0)
	and a6,a0,3
	sll a6,a6,0x3
	li a7,255
	zext.b a4,a4
	sll a7,a7,a6
	and t1,a0,-4
	mv t4,a1
	sllw a3,a4,0x18
	sraw a3,a3,0x18
	zext.b a5,a4
	sll a2,a4,a6
	bge a1,a3,.L15
	zext.b a5,t4
	sll a5,a5,a6
	lr.w a3,(t1)
	and t3,a3,a7
	bne t3,a2,.L23
	xor t3,a3,t3
	or t3,t3,a5
	sc.w t3,t3,(t1)
	bnez t3,.L16
	srl a5,a3,a6
	mv a3,a4
	zext.b a4,a5
	bne a3,a4,.L9
	fence r,rw
	sllw a0,a5,0x18
	sraw a0,a0,0x18
	ret

uat_fetch_smin_1_seq_cst:
	fence rw,rw
	lbu a4,0(a0)
	and a6,a0,3
	sll a6,a6,0x3
	li a7,255
	zext.b a4,a4
	sll a7,a7,a6
	and t1,a0,-4
	mv t4,a1
	sllw a3,a4,0x18
	sraw a3,a3,0x18
	zext.b a5,a4
	sll a2,a4,a6
	bge a1,a3,.L15
	zext.b a5,t4
	sll a5,a5,a6
	lr.w a3,(t1)
	and t3,a3,a7
	bne t3,a2,.L23
	xor t3,a3,t3
	or t3,t3,a5
	sc.w t3,t3,(t1)
	bnez t3,.L16
	srl a5,a3,a6
	mv a3,a4
	zext.b a4,a5
	bne a3,a4,.L9
	fence r,rw
	sllw a0,a5,0x18
	sraw a0,a0,0x18
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
	sllw a3,a4,0x18
	sraw a3,a3,0x18
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
	fence rw,rw
	sllw a0,a5,0x18
	sraw a0,a0,0x18
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
	fence r,rw
	ret

uat_fetch_umin_1_release:
	mv a4,a0
	fence rw,w
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
	bgeu a0,a1,.L14
	zext.b a5,a0
	sll a5,a5,a6
	lr.w a3,(t1)
	and t4,a3,a7
	bne t4,a2,.L22
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L15
	srl a5,a3,a6
	mv a3,a0
	zext.b a0,a5
	bne a3,a0,.L10
	ret

uat_fetch_umin_1_acq_rel:
	mv a4,a0
	fence rw,w
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
	bgeu a0,a1,.L14
	zext.b a5,a0
	sll a5,a5,a6
	lr.w a3,(t1)
	and t4,a3,a7
	bne t4,a2,.L22
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L15
	srl a5,a3,a6
	mv a3,a0
	zext.b a0,a5
	bne a3,a0,.L10
	fence r,rw
	ret

uat_fetch_umin_1_seq_cst:
	mv a4,a0
	fence rw,rw
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
	bgeu a0,a1,.L14
	zext.b a5,a0
	sll a5,a5,a6
	lr.w a3,(t1)
	and t4,a3,a7
	bne t4,a2,.L22
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L15
	srl a5,a3,a6
	mv a3,a0
	zext.b a0,a5
	bne a3,a0,.L10
	fence r,rw
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
	fence rw,rw
	ret

uat_test_and_set_bit_1_relaxed:
	and a1,a1,7
	li a4,1
	sllw a4,a4,a1
	and a3,a0,3
	sll a2,a4,0x20
	sll a3,a3,0x3
	srl a2,a2,0x20
	and a5,a0,-4
	sll a2,a2,a3
	amoor.w a5,a2,(a5)
	srl a0,a5,a3
	zext.b a0,a0
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_set_bit_1_acquire:
	and a1,a1,7
	li a4,1
	sllw a4,a4,a1
	and a3,a0,3
	sll a2,a4,0x20
	sll a3,a3,0x3
	srl a2,a2,0x20
	and a5,a0,-4
	sll a2,a2,a3
	amoor.w.aq a5,a2,(a5)
	srl a0,a5,a3
	zext.b a0,a0
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_set_bit_1_release:
	and a1,a1,7
	li a4,1
	sllw a4,a4,a1
	and a3,a0,3
	sll a2,a4,0x20
	sll a3,a3,0x3
	srl a2,a2,0x20
	and a5,a0,-4
	sll a2,a2,a3
	amoor.w.rl a5,a2,(a5)
	srl a0,a5,a3
	zext.b a0,a0
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_set_bit_1_acq_rel:
	and a1,a1,7
	li a4,1
	sllw a4,a4,a1
	and a3,a0,3
	sll a2,a4,0x20
	sll a3,a3,0x3
	srl a2,a2,0x20
	and a5,a0,-4
	sll a2,a2,a3
	amoor.w.aqrl a5,a2,(a5)
	srl a0,a5,a3
	zext.b a0,a0
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_set_bit_1_seq_cst:
	and a1,a1,7
	li a4,1
	sllw a4,a4,a1
	and a3,a0,3
	sll a2,a4,0x20
	sll a3,a3,0x3
	srl a2,a2,0x20
	and a5,a0,-4
	sll a2,a2,a3
	amoor.w.aqrl a5,a2,(a5)
	srl a0,a5,a3
	zext.b a0,a0
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_set_bit_1_seq_cst_fence:
	and a1,a1,7
	li a4,1
	sllw a4,a4,a1
	and a3,a0,3
	sll a2,a4,0x20
	sll a3,a3,0x3
	srl a2,a2,0x20
	and a5,a0,-4
	sll a2,a2,a3
	amoor.w.aqrl a5,a2,(a5)
	srl a0,a5,a3
	zext.b a0,a0
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_clear_bit_1_relaxed:
	and a5,a1,7
	li a1,1
	sllw a1,a1,a5
	and a3,a0,3
	xor a4,a1,255
	sll a3,a3,0x3
	sll a4,a4,0x20
	li a2,255
	sll a2,a2,a3
	srl a4,a4,0x20
	sll a4,a4,a3
	not a2,a2
	and a5,a0,-4
	or a4,a4,a2
	amoand.w a5,a4,(a5)
	srl a0,a5,a3
	zext.b a0,a0
	and a0,a0,a1
	snez a0,a0
	ret

uat_test_and_clear_bit_1_acquire:
	and a5,a1,7
	li a1,1
	sllw a1,a1,a5
	and a3,a0,3
	xor a4,a1,255
	sll a3,a3,0x3
	sll a4,a4,0x20
	li a2,255
	sll a2,a2,a3
	srl a4,a4,0x20
	sll a4,a4,a3
	not a2,a2
	and a5,a0,-4
	or a4,a4,a2
	amoand.w.aq a5,a4,(a5)
	srl a0,a5,a3
	zext.b a0,a0
	and a0,a0,a1
	snez a0,a0
	ret

uat_test_and_clear_bit_1_release:
	and a5,a1,7
	li a1,1
	sllw a1,a1,a5
	and a3,a0,3
	xor a4,a1,255
	sll a3,a3,0x3
	sll a4,a4,0x20
	li a2,255
	sll a2,a2,a3
	srl a4,a4,0x20
	sll a4,a4,a3
	not a2,a2
	and a5,a0,-4
	or a4,a4,a2
	amoand.w.rl a5,a4,(a5)
	srl a0,a5,a3
	zext.b a0,a0
	and a0,a0,a1
	snez a0,a0
	ret

uat_test_and_clear_bit_1_acq_rel:
	and a5,a1,7
	li a1,1
	sllw a1,a1,a5
	and a3,a0,3
	xor a4,a1,255
	sll a3,a3,0x3
	sll a4,a4,0x20
	li a2,255
	sll a2,a2,a3
	srl a4,a4,0x20
	sll a4,a4,a3
	not a2,a2
	and a5,a0,-4
	or a4,a4,a2
	amoand.w.aqrl a5,a4,(a5)
	srl a0,a5,a3
	zext.b a0,a0
	and a0,a0,a1
	snez a0,a0
	ret

uat_test_and_clear_bit_1_seq_cst:
	and a5,a1,7
	li a1,1
	sllw a1,a1,a5
	and a3,a0,3
	xor a4,a1,255
	sll a3,a3,0x3
	sll a4,a4,0x20
	li a2,255
	sll a2,a2,a3
	srl a4,a4,0x20
	sll a4,a4,a3
	not a2,a2
	and a5,a0,-4
	or a4,a4,a2
	amoand.w.aqrl a5,a4,(a5)
	srl a0,a5,a3
	zext.b a0,a0
	and a0,a0,a1
	snez a0,a0
	ret

uat_test_and_clear_bit_1_seq_cst_fence:
	and a5,a1,7
	li a1,1
	sllw a1,a1,a5
	and a3,a0,3
	xor a4,a1,255
	sll a3,a3,0x3
	sll a4,a4,0x20
	li a2,255
	sll a2,a2,a3
	srl a4,a4,0x20
	sll a4,a4,a3
	not a2,a2
	and a5,a0,-4
	or a4,a4,a2
	amoand.w.aqrl a5,a4,(a5)
	srl a0,a5,a3
	zext.b a0,a0
	and a0,a0,a1
	snez a0,a0
	ret

uat_test_and_change_bit_1_relaxed:
	and a1,a1,7
	li a4,1
	sllw a4,a4,a1
	and a3,a0,3
	sll a2,a4,0x20
	sll a3,a3,0x3
	srl a2,a2,0x20
	and a5,a0,-4
	sll a2,a2,a3
	amoxor.w a5,a2,(a5)
	srl a0,a5,a3
	zext.b a0,a0
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_change_bit_1_acquire:
	and a1,a1,7
	li a4,1
	sllw a4,a4,a1
	and a3,a0,3
	sll a2,a4,0x20
	sll a3,a3,0x3
	srl a2,a2,0x20
	and a5,a0,-4
	sll a2,a2,a3
	amoxor.w.aq a5,a2,(a5)
	srl a0,a5,a3
	zext.b a0,a0
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_change_bit_1_release:
	and a1,a1,7
	li a4,1
	sllw a4,a4,a1
	and a3,a0,3
	sll a2,a4,0x20
	sll a3,a3,0x3
	srl a2,a2,0x20
	and a5,a0,-4
	sll a2,a2,a3
	amoxor.w.rl a5,a2,(a5)
	srl a0,a5,a3
	zext.b a0,a0
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_change_bit_1_acq_rel:
	and a1,a1,7
	li a4,1
	sllw a4,a4,a1
	and a3,a0,3
	sll a2,a4,0x20
	sll a3,a3,0x3
	srl a2,a2,0x20
	and a5,a0,-4
	sll a2,a2,a3
	amoxor.w.aqrl a5,a2,(a5)
	srl a0,a5,a3
	zext.b a0,a0
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_change_bit_1_seq_cst:
	and a1,a1,7
	li a4,1
	sllw a4,a4,a1
	and a3,a0,3
	sll a2,a4,0x20
	sll a3,a3,0x3
	srl a2,a2,0x20
	and a5,a0,-4
	sll a2,a2,a3
	amoxor.w.aqrl a5,a2,(a5)
	srl a0,a5,a3
	zext.b a0,a0
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_change_bit_1_seq_cst_fence:
	and a1,a1,7
	li a4,1
	sllw a4,a4,a1
	and a3,a0,3
	sll a2,a4,0x20
	sll a3,a3,0x3
	srl a2,a2,0x20
	and a5,a0,-4
	sll a2,a2,a3
	amoxor.w.aqrl a5,a2,(a5)
	srl a0,a5,a3
	zext.b a0,a0
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
	addw a4,a1,a0
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
	lbu a3,0(a0)
	and a6,a0,3
	sll a6,a6,0x3
	li a7,255
	mv a5,a0
	zext.b a3,a3
	sll a7,a7,a6
	and t3,a0,-4
	addw a4,a1,a3
	zext.b a4,a4
	sll t1,a3,a6
	sll a4,a4,a6
	beq a2,a3,.L27
	lr.w a0,(t3)
	and t4,a0,a7
	bne t4,t1,.L20
	xor t4,a0,t4
	or t4,t4,a4
	sc.w t4,t4,(t3)
	bnez t4,.L13
	srl a0,a0,a6
	zext.b a0,a0
	bne a3,a0,.L25
	fence r,rw
	ret
	mv a3,a0
	j .L8
	mv a0,a2
	ret

uat_fetch_add_unless_1_release:
	mv a5,a0
	fence rw,w
	lbu a0,0(a0)
	and a3,a5,3
	sll a3,a3,0x3
	li a7,255
	zext.b a0,a0
	sll a7,a7,a3
	and t3,a5,-4
	addw a4,a1,a0
	zext.b a4,a4
	sll t1,a0,a3
	sll a4,a4,a3
	beq a2,a0,.L24
	lr.w a6,(t3)
	and t4,a6,a7
	bne t4,t1,.L21
	xor t4,a6,t4
	or t4,t4,a4
	sc.w t4,t4,(t3)
	bnez t4,.L14
	srl a4,a6,a3
	zext.b a4,a4
	bne a0,a4,.L25
	ret
	mv a0,a4
	j .L9

uat_fetch_add_unless_1_acq_rel:
	mv a5,a0
	fence rw,w
	lbu a3,0(a0)
	and a6,a0,3
	sll a6,a6,0x3
	li a7,255
	zext.b a3,a3
	sll a7,a7,a6
	and t3,a0,-4
	addw a4,a1,a3
	zext.b a4,a4
	sll t1,a3,a6
	sll a4,a4,a6
	beq a2,a3,.L28
	lr.w a0,(t3)
	and t4,a0,a7
	bne t4,t1,.L21
	xor t4,a0,t4
	or t4,t4,a4
	sc.w t4,t4,(t3)
	bnez t4,.L14
	srl a0,a0,a6
	zext.b a0,a0
	bne a3,a0,.L26
	fence r,rw
	ret
	mv a3,a0
	j .L9
	mv a0,a2
	ret

uat_fetch_add_unless_1_seq_cst:
	mv a5,a0
	fence rw,rw
	lbu a3,0(a0)
	and a6,a0,3
	sll a6,a6,0x3
	li a7,255
	zext.b a3,a3
	sll a7,a7,a6
	and t3,a0,-4
	addw a4,a1,a3
	zext.b a4,a4
	sll t1,a3,a6
	sll a4,a4,a6
	beq a2,a3,.L28
	lr.w a0,(t3)
	and t4,a0,a7
	bne t4,t1,.L21
	xor t4,a0,t4
	or t4,t4,a4
	sc.w t4,t4,(t3)
	bnez t4,.L14
	srl a0,a0,a6
	zext.b a0,a0
	bne a3,a0,.L26
	fence r,rw
	ret
	mv a3,a0
	j .L9
	mv a0,a2
	ret

uat_fetch_add_unless_1_seq_cst_fence:
	lbu a3,0(a0)
	and a6,a0,3
	sll a6,a6,0x3
	li a7,255
	mv a5,a0
	zext.b a3,a3
	sll a7,a7,a6
	and t3,a0,-4
	addw a4,a1,a3
	zext.b a4,a4
	sll t1,a3,a6
	sll a4,a4,a6
	beq a2,a3,.L27
	lr.w a0,(t3)
	and t4,a0,a7
	bne t4,t1,.L20
	xor t4,a0,t4
	or t4,t4,a4
	sc.w.rl t4,t4,(t3)
	bnez t4,.L13
	srl a0,a0,a6
	zext.b a0,a0
	bne a3,a0,.L25
	fence rw,rw
	ret
	mv a3,a0
	j .L8
	mv a0,a2
	ret

uat_add_unless_1_relaxed:
	lbu a4,0(a0)
	and a3,a0,3
	sll a3,a3,0x3
	li a7,255
	zext.b a4,a4
	sll a7,a7,a3
	and t3,a0,-4
	addw a5,a1,a4
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
	addw a5,a1,a4
	zext.b a5,a5
	sll t1,a4,a3
	sll a5,a5,a3
	beq a2,a4,.L27
	lr.w a6,(t3)
	and t4,a6,a7
	bne t4,t1,.L19
	xor t4,a6,t4
	or t4,t4,a5
	sc.w t4,t4,(t3)
	bnez t4,.L12
	srl a5,a6,a3
	zext.b a5,a5
	bne a4,a5,.L25
	fence r,rw
	li a0,1
	ret
	mv a4,a5
	j .L7
	li a0,0
	ret

uat_add_unless_1_release:
	fence rw,w
	lbu a4,0(a0)
	and a3,a0,3
	sll a3,a3,0x3
	li a7,255
	zext.b a4,a4
	sll a7,a7,a3
	and t3,a0,-4
	addw a5,a1,a4
	zext.b a5,a5
	sll t1,a4,a3
	sll a5,a5,a3
	beq a2,a4,.L27
	lr.w a6,(t3)
	and t4,a6,a7
	bne t4,t1,.L20
	xor t4,a6,t4
	or t4,t4,a5
	sc.w t4,t4,(t3)
	bnez t4,.L13
	srl a5,a6,a3
	zext.b a5,a5
	bne a4,a5,.L25
	li a0,1
	ret
	mv a4,a5
	j .L8
	li a0,0
	ret

uat_add_unless_1_acq_rel:
	fence rw,w
	lbu a4,0(a0)
	and a3,a0,3
	sll a3,a3,0x3
	li a7,255
	zext.b a4,a4
	sll a7,a7,a3
	and t3,a0,-4
	addw a5,a1,a4
	zext.b a5,a5
	sll t1,a4,a3
	sll a5,a5,a3
	beq a2,a4,.L28
	lr.w a6,(t3)
	and t4,a6,a7
	bne t4,t1,.L20
	xor t4,a6,t4
	or t4,t4,a5
	sc.w t4,t4,(t3)
	bnez t4,.L13
	srl a5,a6,a3
	zext.b a5,a5
	bne a4,a5,.L26
	fence r,rw
	li a0,1
	ret
	mv a4,a5
	j .L8
	li a0,0
	ret

uat_add_unless_1_seq_cst:
	fence rw,rw
	lbu a4,0(a0)
	and a3,a0,3
	sll a3,a3,0x3
	li a7,255
	zext.b a4,a4
	sll a7,a7,a3
	and t3,a0,-4
	addw a5,a1,a4
	zext.b a5,a5
	sll t1,a4,a3
	sll a5,a5,a3
	beq a2,a4,.L28
	lr.w a6,(t3)
	and t4,a6,a7
	bne t4,t1,.L20
	xor t4,a6,t4
	or t4,t4,a5
	sc.w t4,t4,(t3)
	bnez t4,.L13
	srl a5,a6,a3
	zext.b a5,a5
	bne a4,a5,.L26
	fence r,rw
	li a0,1
	ret
	mv a4,a5
	j .L8
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
	addw a5,a1,a4
	zext.b a5,a5
	sll t1,a4,a3
	sll a5,a5,a3
	beq a2,a4,.L27
	lr.w a6,(t3)
	and t4,a6,a7
	bne t4,t1,.L19
	xor t4,a6,t4
	or t4,t4,a5
	sc.w.rl t4,t4,(t3)
	bnez t4,.L12
	srl a5,a6,a3
	zext.b a5,a5
	bne a4,a5,.L25
	fence rw,rw
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
	addw a4,a5,-1
	sllw a2,a5,0x18
	zext.b a4,a4
	sraw a2,a2,0x18
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
	sllw a0,a4,0x18
	sraw a0,a0,0x18
	ret
	mv a5,a2
	j .L7
	sext.w a4,a5
	add a4,a4,-128
	snez a4,a4
	subw a5,a5,a4
	zext.b a4,a5
	j .L24

uat_dec_if_positive_1_acquire:
	lbu a5,0(a0)
	and a4,a0,3
	sll a4,a4,0x3
	li a1,255
	zext.b a5,a5
	sll a1,a1,a4
	and t1,a0,-4
	addw a6,a5,-1
	sllw a2,a5,0x18
	zext.b a3,a6
	sraw a2,a2,0x18
	sll a7,a5,a4
	sll a3,a3,a4
	blez a2,.L30
	lr.w a2,(t1)
	and t3,a2,a1
	bne t3,a7,.L21
	xor t3,a2,t3
	or t3,t3,a3
	sc.w t3,t3,(t1)
	bnez t3,.L14
	srl a3,a2,a4
	zext.b a3,a3
	bne a5,a3,.L28
	sllw a0,a6,0x18
	sraw a0,a0,0x18
	fence r,rw
	ret
	mv a5,a3
	j .L7
	sext.w a4,a5
	add a4,a4,-128
	snez a4,a4
	subw a5,a5,a4
	sllw a0,a5,0x18
	sraw a0,a0,0x18
	ret

uat_dec_if_positive_1_release:
	fence rw,w
	lbu a5,0(a0)
	and a3,a0,3
	sll a3,a3,0x3
	li a1,255
	zext.b a5,a5
	sll a1,a1,a3
	and t1,a0,-4
	addw a4,a5,-1
	sllw a2,a5,0x18
	zext.b a4,a4
	sraw a2,a2,0x18
	sll a6,a5,a3
	sll a7,a4,a3
	blez a2,.L30
	lr.w a2,(t1)
	and t3,a2,a1
	bne t3,a6,.L22
	xor t3,a2,t3
	or t3,t3,a7
	sc.w t3,t3,(t1)
	bnez t3,.L15
	srl a2,a2,a3
	zext.b a2,a2
	bne a5,a2,.L28
	sllw a0,a4,0x18
	sraw a0,a0,0x18
	ret
	mv a5,a2
	j .L8
	sext.w a4,a5
	add a4,a4,-128
	snez a4,a4
	subw a5,a5,a4
	zext.b a4,a5
	j .L25

uat_dec_if_positive_1_acq_rel:
	fence rw,w
	lbu a5,0(a0)
	and a4,a0,3
	sll a4,a4,0x3
	li a1,255
	zext.b a5,a5
	sll a1,a1,a4
	and t1,a0,-4
	addw a6,a5,-1
	sllw a2,a5,0x18
	zext.b a3,a6
	sraw a2,a2,0x18
	sll a7,a5,a4
	sll a3,a3,a4
	blez a2,.L31
	lr.w a2,(t1)
	and t3,a2,a1
	bne t3,a7,.L22
	xor t3,a2,t3
	or t3,t3,a3
	sc.w t3,t3,(t1)
	bnez t3,.L15
	srl a3,a2,a4
	zext.b a3,a3
	bne a5,a3,.L29
	sllw a0,a6,0x18
	sraw a0,a0,0x18
	fence r,rw
	ret
	mv a5,a3
	j .L8
	sext.w a4,a5
	add a4,a4,-128
	snez a4,a4
	subw a5,a5,a4
	sllw a0,a5,0x18
	sraw a0,a0,0x18
	ret

uat_dec_if_positive_1_seq_cst:
	fence rw,rw
	lbu a5,0(a0)
	and a4,a0,3
	sll a4,a4,0x3
	li a1,255
	zext.b a5,a5
	sll a1,a1,a4
	and t1,a0,-4
	addw a6,a5,-1
	sllw a2,a5,0x18
	zext.b a3,a6
	sraw a2,a2,0x18
	sll a7,a5,a4
	sll a3,a3,a4
	blez a2,.L31
	lr.w a2,(t1)
	and t3,a2,a1
	bne t3,a7,.L22
	xor t3,a2,t3
	or t3,t3,a3
	sc.w t3,t3,(t1)
	bnez t3,.L15
	srl a3,a2,a4
	zext.b a3,a3
	bne a5,a3,.L29
	sllw a0,a6,0x18
	sraw a0,a0,0x18
	fence r,rw
	ret
	mv a5,a3
	j .L8
	sext.w a4,a5
	add a4,a4,-128
	snez a4,a4
	subw a5,a5,a4
	sllw a0,a5,0x18
	sraw a0,a0,0x18
	ret

uat_dec_if_positive_1_seq_cst_fence:
	lbu a5,0(a0)
	and a4,a0,3
	sll a4,a4,0x3
	li a1,255
	zext.b a5,a5
	sll a1,a1,a4
	and t1,a0,-4
	addw a6,a5,-1
	sllw a2,a5,0x18
	zext.b a3,a6
	sraw a2,a2,0x18
	sll a7,a5,a4
	sll a3,a3,a4
	blez a2,.L30
	lr.w a2,(t1)
	and t3,a2,a1
	bne t3,a7,.L21
	xor t3,a2,t3
	or t3,t3,a3
	sc.w.rl t3,t3,(t1)
	bnez t3,.L14
	srl a3,a2,a4
	zext.b a3,a3
	bne a5,a3,.L28
	sllw a0,a6,0x18
	sraw a0,a0,0x18
	fence rw,rw
	ret
	mv a5,a3
	j .L7
	sext.w a4,a5
	add a4,a4,-128
	snez a4,a4
	subw a5,a5,a4
	sllw a0,a5,0x18
	sraw a0,a0,0x18
	ret

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
	bne a1,a4,.L6
	fence r,rw
	ret
	.word 0x0100000f
	lbu a4,0(a5)
	zext.b a0,a4
	bne a1,a4,.L6
	fence r,rw
	ret

uat_cond_load_1_seq_cst:
	mv a5,a0
	fence rw,rw
	lbu a4,0(a0)
	zext.b a0,a4
	bne a1,a4,.L7
	fence r,rw
	ret
	.word 0x0100000f
	lbu a4,0(a5)
	zext.b a0,a4
	bne a1,a4,.L7
	fence r,rw
	ret

uat_cond_load_1_seq_cst_fence:
	mv a5,a0
	fence rw,rw
	lbu a4,0(a0)
	zext.b a0,a4
	bne a1,a4,.L7
	fence r,rw
	ret
	.word 0x0100000f
	lbu a4,0(a5)
	zext.b a0,a4
	bne a1,a4,.L7
	fence r,rw
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
	fence r,rw
	ret

uat_inc_1_release:
	fence rw,w
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
	bnez a1,.L8
	ret

uat_inc_1_acq_rel:
	fence rw,w
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
	bnez a1,.L8
	fence r,rw
	ret

uat_inc_1_seq_cst:
	fence rw,rw
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
	bnez a1,.L8
	fence r,rw
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
	sllw a3,a3,0x3
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
	sllw a3,a3,0x3
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
	fence r,rw
	ret

uat_dec_1_release:
	fence rw,w
	and a3,a0,3
	sllw a3,a3,0x3
	li a5,255
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

uat_dec_1_acq_rel:
	fence rw,w
	and a3,a0,3
	sllw a3,a3,0x3
	li a5,255
	and a4,a0,-4
	sll a5,a5,a3
	lr.w a3,(a4)
	add a2,a3,a5
	xor a2,a2,a3
	and a2,a2,a5
	xor a2,a2,a3
	sc.w a2,a2,(a4)
	bnez a2,.L6
	fence r,rw
	ret

uat_dec_1_seq_cst:
	fence rw,rw
	and a3,a0,3
	sllw a3,a3,0x3
	li a5,255
	and a4,a0,-4
	sll a5,a5,a3
	lr.w a3,(a4)
	add a2,a3,a5
	xor a2,a2,a3
	and a2,a2,a5
	xor a2,a2,a3
	sc.w a2,a2,(a4)
	bnez a2,.L6
	fence r,rw
	ret

uat_dec_1_seq_cst_fence:
	and a3,a0,3
	sllw a3,a3,0x3
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
	fence rw,rw
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
	bnez a2,.L7
	fence rw,rw
	ret

uat_load_2_relaxed:
	lhu a0,0(a0)
	ret

uat_load_2_consume:
	lhu a0,0(a0)
	ret

uat_load_2_acquire:
	lhu a0,0(a0)
	sll a0,a0,0x30
	srl a0,a0,0x30
	fence r,rw
	ret

uat_load_2_seq_cst:
	fence rw,rw
	lhu a0,0(a0)
	sll a0,a0,0x30
	srl a0,a0,0x30
	fence r,rw
	ret

uat_load_2_seq_cst_fence:
	fence rw,rw
	lhu a0,0(a0)
	sll a0,a0,0x30
	srl a0,a0,0x30
	fence r,rw
	ret

uat_store_2_relaxed:
	sh a1,0(a0)
	ret

uat_store_2_release:
	fence rw,w
	sh a1,0(a0)
	ret

uat_store_2_seq_cst:
	fence rw,w
	sh a1,0(a0)
	ret

uat_store_2_seq_cst_fence:
	fence rw,w
	sh a1,0(a0)
	fence w,rw
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
	sll a0,a0,0x30
	srl a0,a0,0x30
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
	fence r,rw
	srl a0,a3,a4
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_cmpxchg_2_release:
	fence rw,w
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
	bne a7,a1,.L16
	xor a7,a3,a7
	or a7,a7,a2
	sc.w a7,a7,(a6)
	bnez a7,.L9
	srl a0,a3,a4
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_cmpxchg_2_acq_rel:
	fence rw,w
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
	bne a7,a1,.L16
	xor a7,a3,a7
	or a7,a7,a2
	sc.w a7,a7,(a6)
	bnez a7,.L9
	fence r,rw
	srl a0,a3,a4
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_cmpxchg_2_seq_cst:
	fence rw,rw
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
	bne a7,a1,.L16
	xor a7,a3,a7
	or a7,a7,a2
	sc.w a7,a7,(a6)
	bnez a7,.L9
	fence r,rw
	srl a0,a3,a4
	sll a0,a0,0x30
	srl a0,a0,0x30
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
	sll a0,a0,0x30
	srl a0,a0,0x30
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
	sll a0,a0,0x30
	srl a0,a0,0x30
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
	sll a0,a0,0x30
	srl a0,a0,0x30
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
	sll a0,a0,0x30
	srl a0,a0,0x30
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
	fence r,rw
	srl a0,a5,a3
	sll a0,a0,0x30
	srl a0,a0,0x30
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_2_release:
	fence rw,w
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
	bne t1,a7,.L16
	xor t1,a5,t1
	or t1,t1,a2
	sc.w t1,t1,(a6)
	bnez t1,.L9
	srl a0,a5,a3
	sll a0,a0,0x30
	srl a0,a0,0x30
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_2_acq_rel:
	fence rw,w
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
	bne t1,a7,.L16
	xor t1,a5,t1
	or t1,t1,a2
	sc.w t1,t1,(a6)
	bnez t1,.L9
	fence r,rw
	srl a0,a5,a3
	sll a0,a0,0x30
	srl a0,a0,0x30
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_2_seq_cst:
	fence rw,rw
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
	bne t1,a7,.L16
	xor t1,a5,t1
	or t1,t1,a2
	sc.w t1,t1,(a6)
	bnez t1,.L9
	fence r,rw
	srl a0,a5,a3
	sll a0,a0,0x30
	srl a0,a0,0x30
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
	sll a0,a0,0x30
	srl a0,a0,0x30
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
	sll a0,a0,0x30
	srl a0,a0,0x30
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
	sll a0,a0,0x30
	srl a0,a0,0x30
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
	fence r,rw
	srl a0,a5,a3
	sll a0,a0,0x30
	srl a0,a0,0x30
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_2_release:
	fence rw,w
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
	bne t1,a7,.L16
	xor t1,a5,t1
	or t1,t1,a2
	sc.w t1,t1,(a6)
	bnez t1,.L9
	srl a0,a5,a3
	sll a0,a0,0x30
	srl a0,a0,0x30
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_2_acq_rel:
	fence rw,w
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
	bne t1,a7,.L16
	xor t1,a5,t1
	or t1,t1,a2
	sc.w t1,t1,(a6)
	bnez t1,.L9
	fence r,rw
	srl a0,a5,a3
	sll a0,a0,0x30
	srl a0,a0,0x30
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_2_seq_cst:
	fence rw,rw
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
	bne t1,a7,.L16
	xor t1,a5,t1
	or t1,t1,a2
	sc.w t1,t1,(a6)
	bnez t1,.L9
	fence r,rw
	srl a0,a5,a3
	sll a0,a0,0x30
	srl a0,a0,0x30
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
	sll a0,a0,0x30
	srl a0,a0,0x30
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
	sll a0,a0,0x30
	srl a0,a0,0x30
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
	sll a0,a0,0x30
	srl a0,a0,0x30
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
	fence r,rw
	srl a0,a3,a4
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_xchg_2_release:
	fence rw,w
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
	bnez a6,.L9
	srl a0,a3,a4
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_xchg_2_acq_rel:
	fence rw,w
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
	bnez a6,.L9
	fence r,rw
	srl a0,a3,a4
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_xchg_2_seq_cst:
	fence rw,rw
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
	bnez a6,.L9
	fence r,rw
	srl a0,a3,a4
	sll a0,a0,0x30
	srl a0,a0,0x30
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
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_add_return_2_relaxed:
	and a3,a0,3
	lui a5,0x10
	sll a3,a3,0x3
	add a5,a5,-1
	and a2,a0,-4
	sll a5,a5,a3
	sll a6,a1,a3
	lr.w a4,(a2)
	add a7,a4,a6
	xor a7,a7,a4
	and a7,a7,a5
	xor a7,a7,a4
	sc.w a7,a7,(a2)
	bnez a7,.L7
	srl a0,a4,a3
	addw a0,a0,a1
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_add_return_2_acquire:
	and a3,a0,3
	lui a5,0x10
	sll a3,a3,0x3
	add a5,a5,-1
	and a2,a0,-4
	sll a5,a5,a3
	sll a6,a1,a3
	lr.w a4,(a2)
	add a7,a4,a6
	xor a7,a7,a4
	and a7,a7,a5
	xor a7,a7,a4
	sc.w a7,a7,(a2)
	bnez a7,.L7
	fence r,rw
	srl a0,a4,a3
	addw a0,a0,a1
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_add_return_2_release:
	fence rw,w
	lui a5,0x10
	and a3,a0,3
	sll a3,a3,0x3
	add a5,a5,-1
	and a2,a0,-4
	sll a5,a5,a3
	sll a6,a1,a3
	lr.w a4,(a2)
	add a7,a4,a6
	xor a7,a7,a4
	and a7,a7,a5
	xor a7,a7,a4
	sc.w a7,a7,(a2)
	bnez a7,.L8
	srl a0,a4,a3
	addw a0,a0,a1
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_add_return_2_acq_rel:
	fence rw,w
	lui a5,0x10
	and a3,a0,3
	sll a3,a3,0x3
	add a5,a5,-1
	and a2,a0,-4
	sll a5,a5,a3
	sll a6,a1,a3
	lr.w a4,(a2)
	add a7,a4,a6
	xor a7,a7,a4
	and a7,a7,a5
	xor a7,a7,a4
	sc.w a7,a7,(a2)
	bnez a7,.L8
	fence r,rw
	srl a0,a4,a3
	addw a0,a0,a1
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_add_return_2_seq_cst:
	fence rw,rw
	lui a5,0x10
	and a3,a0,3
	sll a3,a3,0x3
	add a5,a5,-1
	and a2,a0,-4
	sll a5,a5,a3
	sll a6,a1,a3
	lr.w a4,(a2)
	add a7,a4,a6
	xor a7,a7,a4
	and a7,a7,a5
	xor a7,a7,a4
	sc.w a7,a7,(a2)
	bnez a7,.L8
	fence r,rw
	srl a0,a4,a3
	addw a0,a0,a1
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_add_return_2_seq_cst_fence:
	and a3,a0,3
	lui a5,0x10
	sll a3,a3,0x3
	add a5,a5,-1
	and a2,a0,-4
	sll a5,a5,a3
	sll a6,a1,a3
	lr.w.aqrl a4,(a2)
	add a7,a4,a6
	xor a7,a7,a4
	and a7,a7,a5
	xor a7,a7,a4
	sc.w.aqrl a7,a7,(a2)
	bnez a7,.L7
	srl a0,a4,a3
	addw a0,a0,a1
	sll a0,a0,0x30
	srl a0,a0,0x30
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
	fence r,rw
	ret

uat_add_2_release:
	fence rw,w
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
	bnez a2,.L8
	ret

uat_add_2_acq_rel:
	fence rw,w
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
	bnez a2,.L8
	fence r,rw
	ret

uat_add_2_seq_cst:
	fence rw,rw
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
	bnez a2,.L8
	fence r,rw
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
	sllw a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoor.w zero,a1,(a4)
	ret

uat_or_2_acquire:
	and a5,a0,3
	sllw a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoor.w.aq zero,a1,(a4)
	ret

uat_or_2_release:
	and a5,a0,3
	sllw a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoor.w.rl zero,a1,(a4)
	ret

uat_or_2_acq_rel:
	and a5,a0,3
	sllw a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoor.w.aqrl zero,a1,(a4)
	ret

uat_or_2_seq_cst:
	and a5,a0,3
	sllw a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoor.w.aqrl zero,a1,(a4)
	ret

uat_or_2_seq_cst_fence:
	and a5,a0,3
	sllw a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoor.w.aqrl zero,a1,(a4)
	ret

uat_xor_2_relaxed:
	and a5,a0,3
	sllw a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoxor.w zero,a1,(a4)
	ret

uat_xor_2_acquire:
	and a5,a0,3
	sllw a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoxor.w.aq zero,a1,(a4)
	ret

uat_xor_2_release:
	and a5,a0,3
	sllw a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoxor.w.rl zero,a1,(a4)
	ret

uat_xor_2_acq_rel:
	and a5,a0,3
	sllw a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoxor.w.aqrl zero,a1,(a4)
	ret

uat_xor_2_seq_cst:
	and a5,a0,3
	sllw a5,a5,0x3
	and a4,a0,-4
	sll a1,a1,a5
	amoxor.w.aqrl zero,a1,(a4)
	ret

uat_xor_2_seq_cst_fence:
	and a5,a0,3
	sllw a5,a5,0x3
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
	sll a0,a0,0x30
	srl a0,a0,0x30
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
	fence r,rw
	srl a0,a3,a4
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_fetch_add_2_release:
	fence rw,w
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
	bnez a6,.L8
	srl a0,a3,a4
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_fetch_add_2_acq_rel:
	fence rw,w
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
	bnez a6,.L8
	fence r,rw
	srl a0,a3,a4
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_fetch_add_2_seq_cst:
	fence rw,rw
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
	bnez a6,.L8
	fence r,rw
	srl a0,a3,a4
	sll a0,a0,0x30
	srl a0,a0,0x30
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
	sll a0,a0,0x30
	srl a0,a0,0x30
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
	sll a0,a0,0x30
	srl a0,a0,0x30
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
	sll a0,a0,0x30
	srl a0,a0,0x30
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
	sll a0,a0,0x30
	srl a0,a0,0x30
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
	sll a0,a0,0x30
	srl a0,a0,0x30
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
	sll a0,a0,0x30
	srl a0,a0,0x30
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
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_fetch_or_2_relaxed:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoor.w a5,a1,(a5)
	srl a0,a5,a4
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_fetch_or_2_acquire:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoor.w.aq a5,a1,(a5)
	srl a0,a5,a4
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_fetch_or_2_release:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoor.w.rl a5,a1,(a5)
	srl a0,a5,a4
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_fetch_or_2_acq_rel:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoor.w.aqrl a5,a1,(a5)
	srl a0,a5,a4
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_fetch_or_2_seq_cst:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoor.w.aqrl a5,a1,(a5)
	srl a0,a5,a4
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_fetch_or_2_seq_cst_fence:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoor.w.aqrl a5,a1,(a5)
	srl a0,a5,a4
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_fetch_xor_2_relaxed:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoxor.w a5,a1,(a5)
	srl a0,a5,a4
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_fetch_xor_2_acquire:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoxor.w.aq a5,a1,(a5)
	srl a0,a5,a4
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_fetch_xor_2_release:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoxor.w.rl a5,a1,(a5)
	srl a0,a5,a4
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_fetch_xor_2_acq_rel:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoxor.w.aqrl a5,a1,(a5)
	srl a0,a5,a4
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_fetch_xor_2_seq_cst:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoxor.w.aqrl a5,a1,(a5)
	srl a0,a5,a4
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_fetch_xor_2_seq_cst_fence:
	and a4,a0,3
	sll a4,a4,0x3
	and a5,a0,-4
	sll a1,a1,a4
	amoxor.w.aqrl a5,a1,(a5)
	srl a0,a5,a4
	sll a0,a0,0x30
	srl a0,a0,0x30
	ret

uat_fetch_smax_2_relaxed:
	lhu a4,0(a0)
	and a6,a0,3
	lui t3,0x10
	sll a6,a6,0x3
	add t3,t3,-1
	sll a4,a4,0x30
	srl a4,a4,0x30
	sll t1,t3,a6
	and a7,a0,-4
	mv t5,a1
	sllw a3,a4,0x10
	sraw a3,a3,0x10
	mv a5,a4
	sll a2,a4,a6
	bge a3,a1,.L16
	mv a5,t5
	sllw a5,a5,0x10
	sraw a5,a5,0x10
	and a5,a5,t3
	sll a5,a5,a6
	lr.w a3,(a7)
	and t4,a3,t1
	bne t4,a2,.L27
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(a7)
	bnez t4,.L20
	srl a5,a3,a6
	mv a3,a4
	sll a4,a5,0x30
	srl a4,a4,0x30
	bne a3,a4,.L10
	sllw a0,a5,0x10
	sraw a0,a0,0x10
	ret

uat_fetch_smax_2_acquire:
	lhu a4,0(a0)
	and a6,a0,3
	lui t3,0x10
	sll a6,a6,0x3
	add t3,t3,-1
	sll a4,a4,0x30
	srl a4,a4,0x30
	sll t1,t3,a6
	and a7,a0,-4
	mv t5,a1
	sllw a3,a4,0x10
	sraw a3,a3,0x10
	mv a5,a4
	sll a2,a4,a6
	bge a3,a1,.L16
	mv a5,t5
	sllw a5,a5,0x10
	sraw a5,a5,0x10
	and a5,a5,t3
	sll a5,a5,a6
	lr.w a3,(a7)
	and t4,a3,t1
	bne t4,a2,.L27
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(a7)
	bnez t4,.L20
	srl a5,a3,a6
	mv a3,a4
	sll a4,a5,0x30
	srl a4,a4,0x30
	bne a3,a4,.L10
	fence r,rw
	sllw a0,a5,0x10
	sraw a0,a0,0x10
	ret

uat_fetch_smax_2_release:
	fence rw,w
	lhu a4,0(a0)
	and a6,a0,3
	lui t3,0x10
	sll a6,a6,0x3
	add t3,t3,-1
	sll a4,a4,0x30
	srl a4,a4,0x30
	sll t1,t3,a6
	and a7,a0,-4
	mv t5,a1
	sllw a3,a4,0x10
	sraw a3,a3,0x10
	mv a5,a4
	sll a2,a4,a6
	bge a3,a1,.L17
	mv a5,t5
	sllw a5,a5,0x10
	sraw a5,a5,0x10
	and a5,a5,t3
	sll a5,a5,a6
	lr.w a3,(a7)
	and t4,a3,t1
	bne t4,a2,.L28
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(a7)
	bnez t4,.L21
	srl a5,a3,a6
	mv a3,a4
	sll a4,a5,0x30
	srl a4,a4,0x30
	bne a3,a4,.L11
	sllw a0,a5,0x10
	sraw a0,a0,0x10
	ret

uat_fetch_smax_2_acq_rel:
	fence rw,w
	lhu a4,0(a0)
	and a6,a0,3
	lui t3,0x10
	sll a6,a6,0x3
	add t3,t3,-1
	sll a4,a4,0x30
	srl a4,a4,0x30
	sll t1,t3,a6
	and a7,a0,-4
	mv t5,a1
	sllw a3,a4,0x10
	sraw a3,a3,0x10
	mv a5,a4
	sll a2,a4,a6
	bge a3,a1,.L17
	mv a5,t5
	sllw a5,a5,0x10
	sraw a5,a5,0x10
	and a5,a5,t3
	sll a5,a5,a6
	lr.w a3,(a7)
	and t4,a3,t1
	bne t4,a2,.L28
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(a7)
	bnez t4,.L21
	srl a5,a3,a6
	mv a3,a4
	sll a4,a5,0x30
	srl a4,a4,0x30
	bne a3,a4,.L11
	fence r,rw
	sllw a0,a5,0x10
	sraw a0,a0,0x10
	ret

uat_fetch_smax_2_seq_cst:
	fence rw,rw
	lhu a4,0(a0)
	and a6,a0,3
	lui t3,0x10
	sll a6,a6,0x3
	add t3,t3,-1
	sll a4,a4,0x30
	srl a4,a4,0x30
	sll t1,t3,a6
	and a7,a0,-4
	mv t5,a1
	sllw a3,a4,0x10
	sraw a3,a3,0x10
	mv a5,a4
	sll a2,a4,a6
	bge a3,a1,.L17
	mv a5,t5
	sllw a5,a5,0x10
	sraw a5,a5,0x10
	and a5,a5,t3
	sll a5,a5,a6
	lr.w a3,(a7)
	and t4,a3,t1
	bne t4,a2,.L28
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(a7)
	bnez t4,.L21
	srl a5,a3,a6
	mv a3,a4
	sll a4,a5,0x30
	srl a4,a4,0x30
	bne a3,a4,.L11
	fence r,rw
	sllw a0,a5,0x10
	sraw a0,a0,0x10
	ret

uat_fetch_smax_2_seq_cst_fence:
	lhu a4,0(a0)
	and a6,a0,3
	lui t3,0x10
	sll a6,a6,0x3
	add t3,t3,-1
	sll a4,a4,0x30
	srl a4,a4,0x30
	sll t1,t3,a6
	and a7,a0,-4
	mv t5,a1
	sllw a3,a4,0x10
	sraw a3,a3,0x10
	mv a5,a4
	sll a2,a4,a6
	bge a3,a1,.L16
	mv a5,t5
	sllw a5,a5,0x10
	sraw a5,a5,0x10
	and a5,a5,t3
	sll a5,a5,a6
	lr.w a3,(a7)
	and t4,a3,t1
	bne t4,a2,.L27
	xor t4,a3,t4
	or t4,t4,a5
	sc.w.rl t4,t4,(a7)
	bnez t4,.L20
	srl a5,a3,a6
	mv a3,a4
	sll a4,a5,0x30
	srl a4,a4,0x30
	bne a3,a4,.L10
	fence rw,rw
	sllw a0,a5,0x10
	sraw a0,a0,0x10
	ret

uat_fetch_umax_2_relaxed:
	lhu a3,0(a0)
	and a7,a0,3
	lui a6,0x10
	mv a4,a0
	sll a7,a7,0x3
	sll a0,a3,0x30
	add a6,a6,-1
	srl a0,a0,0x30
	sll a6,a6,a7
	and t1,a4,-4
	sext.w t3,a1
	mv a5,a1
	sll a2,a0,a7
	bgeu t3,a3,.L15
	mv a5,a0
	sll a5,a5,0x30
	srl a5,a5,0x30
	sll a5,a5,a7
	lr.w a3,(t1)
	and t4,a3,a6
	bne t4,a2,.L25
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L18
	srl a5,a3,a7
	mv a2,a0
	sll a0,a5,0x30
	srl a0,a0,0x30
	sext.w a3,a0
	bne a2,a0,.L11
	ret

uat_fetch_umax_2_acquire:
	lhu a3,0(a0)
	and a7,a0,3
	lui a6,0x10
	mv a4,a0
	sll a7,a7,0x3
	sll a0,a3,0x30
	add a6,a6,-1
	srl a0,a0,0x30
	sll a6,a6,a7
	and t1,a4,-4
	sext.w t3,a1
	mv a5,a1
	sll a2,a0,a7
	bgeu t3,a3,.L15
	mv a5,a0
	sll a5,a5,0x30
	srl a5,a5,0x30
	sll a5,a5,a7
	lr.w a3,(t1)
	and t4,a3,a6
	bne t4,a2,.L25
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L18
	srl a5,a3,a7
	mv a2,a0
	sll a0,a5,0x30
	srl a0,a0,0x30
	sext.w a3,a0
	bne a2,a0,.L11
	fence r,rw
	ret

uat_fetch_umax_2_release:
	mv a4,a0
	fence rw,w
	lhu a3,0(a0)
	and a7,a0,3
	lui a6,0x10
	sll a7,a7,0x3
	sll a0,a3,0x30
	add a6,a6,-1
	srl a0,a0,0x30
	sll a6,a6,a7
	and t1,a4,-4
	sext.w t3,a1
	mv a5,a1
	sll a2,a0,a7
	bgeu t3,a3,.L16
	mv a5,a0
	sll a5,a5,0x30
	srl a5,a5,0x30
	sll a5,a5,a7
	lr.w a3,(t1)
	and t4,a3,a6
	bne t4,a2,.L26
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L19
	srl a5,a3,a7
	mv a2,a0
	sll a0,a5,0x30
	srl a0,a0,0x30
	sext.w a3,a0
	bne a2,a0,.L12
	ret

uat_fetch_umax_2_acq_rel:
	mv a4,a0
	fence rw,w
	lhu a3,0(a0)
	and a7,a0,3
	lui a6,0x10
	sll a7,a7,0x3
	sll a0,a3,0x30
	add a6,a6,-1
	srl a0,a0,0x30
	sll a6,a6,a7
	and t1,a4,-4
	sext.w t3,a1
	mv a5,a1
	sll a2,a0,a7
	bgeu t3,a3,.L16
	mv a5,a0
	sll a5,a5,0x30
	srl a5,a5,0x30
	sll a5,a5,a7
	lr.w a3,(t1)
	and t4,a3,a6
	bne t4,a2,.L26
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L19
	srl a5,a3,a7
	mv a2,a0
	sll a0,a5,0x30
	srl a0,a0,0x30
	sext.w a3,a0
	bne a2,a0,.L12
	fence r,rw
	ret

uat_fetch_umax_2_seq_cst:
	mv a4,a0
	fence rw,rw
	lhu a3,0(a0)
	and a7,a0,3
	lui a6,0x10
	sll a7,a7,0x3
	sll a0,a3,0x30
	add a6,a6,-1
	srl a0,a0,0x30
	sll a6,a6,a7
	and t1,a4,-4
	sext.w t3,a1
	mv a5,a1
	sll a2,a0,a7
	bgeu t3,a3,.L16
	mv a5,a0
	sll a5,a5,0x30
	srl a5,a5,0x30
	sll a5,a5,a7
	lr.w a3,(t1)
	and t4,a3,a6
	bne t4,a2,.L26
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L19
	srl a5,a3,a7
	mv a2,a0
	sll a0,a5,0x30
	srl a0,a0,0x30
	sext.w a3,a0
	bne a2,a0,.L12
	fence r,rw
	ret

uat_fetch_umax_2_seq_cst_fence:
	lhu a3,0(a0)
	and a7,a0,3
	lui a6,0x10
	mv a4,a0
	sll a7,a7,0x3
	sll a0,a3,0x30
	add a6,a6,-1
	srl a0,a0,0x30
	sll a6,a6,a7
	and t1,a4,-4
	sext.w t3,a1
	mv a5,a1
	sll a2,a0,a7
	bgeu t3,a3,.L15
	mv a5,a0
	sll a5,a5,0x30
	srl a5,a5,0x30
	sll a5,a5,a7
	lr.w a3,(t1)
	and t4,a3,a6
	bne t4,a2,.L25
	xor t4,a3,t4
	or t4,t4,a5
	sc.w.rl t4,t4,(t1)
	bnez t4,.L18
	srl a5,a3,a7
	mv a2,a0
	sll a0,a5,0x30
	srl a0,a0,0x30
	sext.w a3,a0
	bne a2,a0,.L11
	fence rw,rw
	ret

uat_fetch_smin_2_relaxed:
	lhu a4,0(a0)
	and a6,a0,3
	lui t3,0x10
	sll a6,a6,0x3
	add t3,t3,-1
	sll a4,a4,0x30
	srl a4,a4,0x30
	sll t1,t3,a6
	and a7,a0,-4
	mv t5,a1
	sllw a3,a4,0x10
	sraw a3,a3,0x10
	mv a5,a4
	sll a2,a4,a6
	bge a1,a3,.L16
	mv a5,t5
	sllw a5,a5,0x10
	sraw a5,a5,0x10
	and a5,a5,t3
	sll a5,a5,a6
	lr.w a3,(a7)
	and t4,a3,t1
	bne t4,a2,.L27
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(a7)
	bnez t4,.L20
	srl a5,a3,a6
	mv a3,a4
	sll a4,a5,0x30
	srl a4,a4,0x30
	bne a3,a4,.L10
	sllw a0,a5,0x10
	sraw a0,a0,0x10
	ret

uat_fetch_smin_2_acquire:
	lhu a4,0(a0)
	and a6,a0,3
	lui t3,0x10
	sll a6,a6,0x3
	add t3,t3,-1
	sll a4,a4,0x30
	srl a4,a4,0x30
	sll t1,t3,a6
	and a7,a0,-4
	mv t5,a1
	sllw a3,a4,0x10
	sraw a3,a3,0x10
	mv a5,a4
	sll a2,a4,a6
	bge a1,a3,.L16
	mv a5,t5
	sllw a5,a5,0x10
	sraw a5,a5,0x10
	and a5,a5,t3
	sll a5,a5,a6
	lr.w a3,(a7)
	and t4,a3,t1
	bne t4,a2,.L27
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(a7)
	bnez t4,.L20
	srl a5,a3,a6
	mv a3,a4
	sll a4,a5,0x30
	srl a4,a4,0x30
	bne a3,a4,.L10
	fence r,rw
	sllw a0,a5,0x10
	sraw a0,a0,0x10
	ret

uat_fetch_smin_2_release:
	fence rw,w
	lhu a4,0(a0)
	and a6,a0,3
	lui t3,0x10
	sll a6,a6,0x3
	add t3,t3,-1
	sll a4,a4,0x30
	srl a4,a4,0x30
	sll t1,t3,a6
	and a7,a0,-4
	mv t5,a1
	sllw a3,a4,0x10
	sraw a3,a3,0x10
	mv a5,a4
	sll a2,a4,a6
	bge a1,a3,.L17
	mv a5,t5
	sllw a5,a5,0x10
	sraw a5,a5,0x10
	and a5,a5,t3
	sll a5,a5,a6
	lr.w a3,(a7)
	and t4,a3,t1
	bne t4,a2,.L28
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(a7)
	bnez t4,.L21
	srl a5,a3,a6
	mv a3,a4
	sll a4,a5,0x30
	srl a4,a4,0x30
	bne a3,a4,.L11
	sllw a0,a5,0x10
	sraw a0,a0,0x10
	ret

uat_fetch_smin_2_acq_rel:
	fence rw,w
	lhu a4,0(a0)
	and a6,a0,3
	lui t3,0x10
	sll a6,a6,0x3
	add t3,t3,-1
	sll a4,a4,0x30
	srl a4,a4,0x30
	sll t1,t3,a6
	and a7,a0,-4
	mv t5,a1
	sllw a3,a4,0x10
	sraw a3,a3,0x10
	mv a5,a4
	sll a2,a4,a6
	bge a1,a3,.L17
	mv a5,t5
	sllw a5,a5,0x10
	sraw a5,a5,0x10
	and a5,a5,t3
	sll a5,a5,a6
	lr.w a3,(a7)
	and t4,a3,t1
	bne t4,a2,.L28
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(a7)
	bnez t4,.L21
	srl a5,a3,a6
	mv a3,a4
	sll a4,a5,0x30
	srl a4,a4,0x30
	bne a3,a4,.L11
	fence r,rw
	sllw a0,a5,0x10
	sraw a0,a0,0x10
	ret

uat_fetch_smin_2_seq_cst:
	fence rw,rw
	lhu a4,0(a0)
	and a6,a0,3
	lui t3,0x10
	sll a6,a6,0x3
	add t3,t3,-1
	sll a4,a4,0x30
	srl a4,a4,0x30
	sll t1,t3,a6
	and a7,a0,-4
	mv t5,a1
	sllw a3,a4,0x10
	sraw a3,a3,0x10
	mv a5,a4
	sll a2,a4,a6
	bge a1,a3,.L17
	mv a5,t5
	sllw a5,a5,0x10
	sraw a5,a5,0x10
	and a5,a5,t3
	sll a5,a5,a6
	lr.w a3,(a7)
	and t4,a3,t1
	bne t4,a2,.L28
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(a7)
	bnez t4,.L21
	srl a5,a3,a6
	mv a3,a4
	sll a4,a5,0x30
	srl a4,a4,0x30
	bne a3,a4,.L11
	fence r,rw
	sllw a0,a5,0x10
	sraw a0,a0,0x10
	ret

uat_fetch_smin_2_seq_cst_fence:
	lhu a4,0(a0)
	and a6,a0,3
	lui t3,0x10
	sll a6,a6,0x3
	add t3,t3,-1
	sll a4,a4,0x30
	srl a4,a4,0x30
	sll t1,t3,a6
	and a7,a0,-4
	mv t5,a1
	sllw a3,a4,0x10
	sraw a3,a3,0x10
	mv a5,a4
	sll a2,a4,a6
	bge a1,a3,.L16
	mv a5,t5
	sllw a5,a5,0x10
	sraw a5,a5,0x10
	and a5,a5,t3
	sll a5,a5,a6
	lr.w a3,(a7)
	and t4,a3,t1
	bne t4,a2,.L27
	xor t4,a3,t4
	or t4,t4,a5
	sc.w.rl t4,t4,(a7)
	bnez t4,.L20
	srl a5,a3,a6
	mv a3,a4
	sll a4,a5,0x30
	srl a4,a4,0x30
	bne a3,a4,.L10
	fence rw,rw
	sllw a0,a5,0x10
	sraw a0,a0,0x10
	ret

uat_fetch_umin_2_relaxed:
	lhu a3,0(a0)
	and a7,a0,3
	lui a6,0x10
	mv a4,a0
	sll a7,a7,0x3
	sll a0,a3,0x30
	add a6,a6,-1
	srl a0,a0,0x30
	sll a6,a6,a7
	and t1,a4,-4
	sext.w t3,a1
	mv a5,a1
	sll a2,a0,a7
	bgeu a3,t3,.L15
	mv a5,a0
	sll a5,a5,0x30
	srl a5,a5,0x30
	sll a5,a5,a7
	lr.w a3,(t1)
	and t4,a3,a6
	bne t4,a2,.L25
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L18
	srl a5,a3,a7
	mv a2,a0
	sll a0,a5,0x30
	srl a0,a0,0x30
	sext.w a3,a0
	bne a2,a0,.L11
	ret

uat_fetch_umin_2_acquire:
	lhu a3,0(a0)
	and a7,a0,3
	lui a6,0x10
	mv a4,a0
	sll a7,a7,0x3
	sll a0,a3,0x30
	add a6,a6,-1
	srl a0,a0,0x30
	sll a6,a6,a7
	and t1,a4,-4
	sext.w t3,a1
	mv a5,a1
	sll a2,a0,a7
	bgeu a3,t3,.L15
	mv a5,a0
	sll a5,a5,0x30
	srl a5,a5,0x30
	sll a5,a5,a7
	lr.w a3,(t1)
	and t4,a3,a6
	bne t4,a2,.L25
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L18
	srl a5,a3,a7
	mv a2,a0
	sll a0,a5,0x30
	srl a0,a0,0x30
	sext.w a3,a0
	bne a2,a0,.L11
	fence r,rw
	ret

uat_fetch_umin_2_release:
	mv a4,a0
	fence rw,w
	lhu a3,0(a0)
	and a7,a0,3
	lui a6,0x10
	sll a7,a7,0x3
	sll a0,a3,0x30
	add a6,a6,-1
	srl a0,a0,0x30
	sll a6,a6,a7
	and t1,a4,-4
	sext.w t3,a1
	mv a5,a1
	sll a2,a0,a7
	bgeu a3,t3,.L16
	mv a5,a0
	sll a5,a5,0x30
	srl a5,a5,0x30
	sll a5,a5,a7
	lr.w a3,(t1)
	and t4,a3,a6
	bne t4,a2,.L26
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L19
	srl a5,a3,a7
	mv a2,a0
	sll a0,a5,0x30
	srl a0,a0,0x30
	sext.w a3,a0
	bne a2,a0,.L12
	ret

uat_fetch_umin_2_acq_rel:
	mv a4,a0
	fence rw,w
	lhu a3,0(a0)
	and a7,a0,3
	lui a6,0x10
	sll a7,a7,0x3
	sll a0,a3,0x30
	add a6,a6,-1
	srl a0,a0,0x30
	sll a6,a6,a7
	and t1,a4,-4
	sext.w t3,a1
	mv a5,a1
	sll a2,a0,a7
	bgeu a3,t3,.L16
	mv a5,a0
	sll a5,a5,0x30
	srl a5,a5,0x30
	sll a5,a5,a7
	lr.w a3,(t1)
	and t4,a3,a6
	bne t4,a2,.L26
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L19
	srl a5,a3,a7
	mv a2,a0
	sll a0,a5,0x30
	srl a0,a0,0x30
	sext.w a3,a0
	bne a2,a0,.L12
	fence r,rw
	ret

uat_fetch_umin_2_seq_cst:
	mv a4,a0
	fence rw,rw
	lhu a3,0(a0)
	and a7,a0,3
	lui a6,0x10
	sll a7,a7,0x3
	sll a0,a3,0x30
	add a6,a6,-1
	srl a0,a0,0x30
	sll a6,a6,a7
	and t1,a4,-4
	sext.w t3,a1
	mv a5,a1
	sll a2,a0,a7
	bgeu a3,t3,.L16
	mv a5,a0
	sll a5,a5,0x30
	srl a5,a5,0x30
	sll a5,a5,a7
	lr.w a3,(t1)
	and t4,a3,a6
	bne t4,a2,.L26
	xor t4,a3,t4
	or t4,t4,a5
	sc.w t4,t4,(t1)
	bnez t4,.L19
	srl a5,a3,a7
	mv a2,a0
	sll a0,a5,0x30
	srl a0,a0,0x30
	sext.w a3,a0
	bne a2,a0,.L12
	fence r,rw
	ret

uat_fetch_umin_2_seq_cst_fence:
	lhu a3,0(a0)
	and a7,a0,3
	lui a6,0x10
	mv a4,a0
	sll a7,a7,0x3
	sll a0,a3,0x30
	add a6,a6,-1
	srl a0,a0,0x30
	sll a6,a6,a7
	and t1,a4,-4
	sext.w t3,a1
	mv a5,a1
	sll a2,a0,a7
	bgeu a3,t3,.L15
	mv a5,a0
	sll a5,a5,0x30
	srl a5,a5,0x30
	sll a5,a5,a7
	lr.w a3,(t1)
	and t4,a3,a6
	bne t4,a2,.L25
	xor t4,a3,t4
	or t4,t4,a5
	sc.w.rl t4,t4,(t1)
	bnez t4,.L18
	srl a5,a3,a7
	mv a2,a0
	sll a0,a5,0x30
	srl a0,a0,0x30
	sext.w a3,a0
	bne a2,a0,.L11
	fence rw,rw
	ret

uat_test_and_set_bit_2_relaxed:
	and a1,a1,15
	li a4,1
	sllw a4,a4,a1
	and a3,a0,3
	sll a2,a4,0x20
	sll a3,a3,0x3
	srl a2,a2,0x20
	and a5,a0,-4
	sll a2,a2,a3
	amoor.w a5,a2,(a5)
	srl a0,a5,a3
	sll a0,a0,0x30
	srl a0,a0,0x30
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_set_bit_2_acquire:
	and a1,a1,15
	li a4,1
	sllw a4,a4,a1
	and a3,a0,3
	sll a2,a4,0x20
	sll a3,a3,0x3
	srl a2,a2,0x20
	and a5,a0,-4
	sll a2,a2,a3
	amoor.w.aq a5,a2,(a5)
	srl a0,a5,a3
	sll a0,a0,0x30
	srl a0,a0,0x30
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_set_bit_2_release:
	and a1,a1,15
	li a4,1
	sllw a4,a4,a1
	and a3,a0,3
	sll a2,a4,0x20
	sll a3,a3,0x3
	srl a2,a2,0x20
	and a5,a0,-4
	sll a2,a2,a3
	amoor.w.rl a5,a2,(a5)
	srl a0,a5,a3
	sll a0,a0,0x30
	srl a0,a0,0x30
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_set_bit_2_acq_rel:
	and a1,a1,15
	li a4,1
	sllw a4,a4,a1
	and a3,a0,3
	sll a2,a4,0x20
	sll a3,a3,0x3
	srl a2,a2,0x20
	and a5,a0,-4
	sll a2,a2,a3
	amoor.w.aqrl a5,a2,(a5)
	srl a0,a5,a3
	sll a0,a0,0x30
	srl a0,a0,0x30
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_set_bit_2_seq_cst:
	and a1,a1,15
	li a4,1
	sllw a4,a4,a1
	and a3,a0,3
	sll a2,a4,0x20
	sll a3,a3,0x3
	srl a2,a2,0x20
	and a5,a0,-4
	sll a2,a2,a3
	amoor.w.aqrl a5,a2,(a5)
	srl a0,a5,a3
	sll a0,a0,0x30
	srl a0,a0,0x30
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_set_bit_2_seq_cst_fence:
	and a1,a1,15
	li a4,1
	sllw a4,a4,a1
	and a3,a0,3
	sll a2,a4,0x20
	sll a3,a3,0x3
	srl a2,a2,0x20
	and a5,a0,-4
	sll a2,a2,a3
	amoor.w.aqrl a5,a2,(a5)
	srl a0,a5,a3
	sll a0,a0,0x30
	srl a0,a0,0x30
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_clear_bit_2_relaxed:
	and a5,a1,15
	lui a3,0x10
	li a1,1
	add a3,a3,-1
	sllw a1,a1,a5
	and a2,a0,3
	xor a4,a3,a1
	sll a2,a2,0x3
	sll a4,a4,0x20
	sll a6,a3,a2
	srl a4,a4,0x20
	sll a4,a4,a2
	not a6,a6
	and a5,a0,-4
	or a4,a4,a6
	amoand.w a5,a4,(a5)
	srl a0,a5,a2
	and a0,a0,a3
	and a0,a0,a1
	sext.w a0,a0
	snez a0,a0
	ret

uat_test_and_clear_bit_2_acquire:
	and a5,a1,15
	lui a3,0x10
	li a1,1
	add a3,a3,-1
	sllw a1,a1,a5
	and a2,a0,3
	xor a4,a3,a1
	sll a2,a2,0x3
	sll a4,a4,0x20
	sll a6,a3,a2
	srl a4,a4,0x20
	sll a4,a4,a2
	not a6,a6
	and a5,a0,-4
	or a4,a4,a6
	amoand.w.aq a5,a4,(a5)
	srl a0,a5,a2
	and a0,a0,a3
	and a0,a0,a1
	sext.w a0,a0
	snez a0,a0
	ret

uat_test_and_clear_bit_2_release:
	and a5,a1,15
	lui a3,0x10
	li a1,1
	add a3,a3,-1
	sllw a1,a1,a5
	and a2,a0,3
	xor a4,a3,a1
	sll a2,a2,0x3
	sll a4,a4,0x20
	sll a6,a3,a2
	srl a4,a4,0x20
	sll a4,a4,a2
	not a6,a6
	and a5,a0,-4
	or a4,a4,a6
	amoand.w.rl a5,a4,(a5)
	srl a0,a5,a2
	and a0,a0,a3
	and a0,a0,a1
	sext.w a0,a0
	snez a0,a0
	ret

uat_test_and_clear_bit_2_acq_rel:
	and a5,a1,15
	lui a3,0x10
	li a1,1
	add a3,a3,-1
	sllw a1,a1,a5
	and a2,a0,3
	xor a4,a3,a1
	sll a2,a2,0x3
	sll a4,a4,0x20
	sll a6,a3,a2
	srl a4,a4,0x20
	sll a4,a4,a2
	not a6,a6
	and a5,a0,-4
	or a4,a4,a6
	amoand.w.aqrl a5,a4,(a5)
	srl a0,a5,a2
	and a0,a0,a3
	and a0,a0,a1
	sext.w a0,a0
	snez a0,a0
	ret

uat_test_and_clear_bit_2_seq_cst:
	and a5,a1,15
	lui a3,0x10
	li a1,1
	add a3,a3,-1
	sllw a1,a1,a5
	and a2,a0,3
	xor a4,a3,a1
	sll a2,a2,0x3
	sll a4,a4,0x20
	sll a6,a3,a2
	srl a4,a4,0x20
	sll a4,a4,a2
	not a6,a6
	and a5,a0,-4
	or a4,a4,a6
	amoand.w.aqrl a5,a4,(a5)
	srl a0,a5,a2
	and a0,a0,a3
	and a0,a0,a1
	sext.w a0,a0
	snez a0,a0
	ret

uat_test_and_clear_bit_2_seq_cst_fence:
	and a5,a1,15
	lui a3,0x10
	li a1,1
	add a3,a3,-1
	sllw a1,a1,a5
	and a2,a0,3
	xor a4,a3,a1
	sll a2,a2,0x3
	sll a4,a4,0x20
	sll a6,a3,a2
	srl a4,a4,0x20
	sll a4,a4,a2
	not a6,a6
	and a5,a0,-4
	or a4,a4,a6
	amoand.w.aqrl a5,a4,(a5)
	srl a0,a5,a2
	and a0,a0,a3
	and a0,a0,a1
	sext.w a0,a0
	snez a0,a0
	ret

uat_test_and_change_bit_2_relaxed:
	and a1,a1,15
	li a4,1
	sllw a4,a4,a1
	and a3,a0,3
	sll a2,a4,0x20
	sll a3,a3,0x3
	srl a2,a2,0x20
	and a5,a0,-4
	sll a2,a2,a3
	amoxor.w a5,a2,(a5)
	srl a0,a5,a3
	sll a0,a0,0x30
	srl a0,a0,0x30
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_change_bit_2_acquire:
	and a1,a1,15
	li a4,1
	sllw a4,a4,a1
	and a3,a0,3
	sll a2,a4,0x20
	sll a3,a3,0x3
	srl a2,a2,0x20
	and a5,a0,-4
	sll a2,a2,a3
	amoxor.w.aq a5,a2,(a5)
	srl a0,a5,a3
	sll a0,a0,0x30
	srl a0,a0,0x30
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_change_bit_2_release:
	and a1,a1,15
	li a4,1
	sllw a4,a4,a1
	and a3,a0,3
	sll a2,a4,0x20
	sll a3,a3,0x3
	srl a2,a2,0x20
	and a5,a0,-4
	sll a2,a2,a3
	amoxor.w.rl a5,a2,(a5)
	srl a0,a5,a3
	sll a0,a0,0x30
	srl a0,a0,0x30
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_change_bit_2_acq_rel:
	and a1,a1,15
	li a4,1
	sllw a4,a4,a1
	and a3,a0,3
	sll a2,a4,0x20
	sll a3,a3,0x3
	srl a2,a2,0x20
	and a5,a0,-4
	sll a2,a2,a3
	amoxor.w.aqrl a5,a2,(a5)
	srl a0,a5,a3
	sll a0,a0,0x30
	srl a0,a0,0x30
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_change_bit_2_seq_cst:
	and a1,a1,15
	li a4,1
	sllw a4,a4,a1
	and a3,a0,3
	sll a2,a4,0x20
	sll a3,a3,0x3
	srl a2,a2,0x20
	and a5,a0,-4
	sll a2,a2,a3
	amoxor.w.aqrl a5,a2,(a5)
	srl a0,a5,a3
	sll a0,a0,0x30
	srl a0,a0,0x30
	and a0,a0,a4
	snez a0,a0
	ret

uat_test_and_change_bit_2_seq_cst_fence:
	and a1,a1,15
	li a4,1
	sllw a4,a4,a1
	and a3,a0,3
	sll a2,a4,0x20
	sll a3,a3,0x3
	srl a2,a2,0x20
	and a5,a0,-4
	sll a2,a2,a3
	amoxor.w.aqrl a5,a2,(a5)
	srl a0,a5,a3
	sll a0,a0,0x30
	srl a0,a0,0x30
	and a0,a0,a4
	snez a0,a0
	ret

uat_fetch_add_unless_2_relaxed:
	mv a5,a0
	lhu a0,0(a0)
	and a6,a5,3
	lui a3,0x10
	sll a6,a6,0x3
	sll a0,a0,0x30
	add a3,a3,-1
	srl a0,a0,0x30
	sll a3,a3,a6
	and t3,a5,-4
	addw a4,a1,a0
	sll a4,a4,0x30
	srl a4,a4,0x30
	sext.w t4,a0
	sll t1,a0,a6
	sll a4,a4,a6
	beq a2,t4,.L28
	lr.w a7,(t3)
	and t5,a7,a3
	bne t5,t1,.L24
	xor t5,a7,t5
	or t5,t5,a4
	sc.w t5,t5,(t3)
	bnez t5,.L17
	srl a4,a7,a6
	sll a4,a4,0x30
	srl a4,a4,0x30
	bne t4,a4,.L29
	ret
	mv a0,a4
	j .L10

uat_fetch_add_unless_2_acquire:
	lhu a5,0(a0)
	and a7,a0,3
	lui a6,0x10
	sll a7,a7,0x3
	sll a5,a5,0x30
	add a6,a6,-1
	mv a4,a0
	srl a5,a5,0x30
	sll a6,a6,a7
	and t1,a0,-4
	addw a3,a1,a5
	sll a3,a3,0x30
	srl a3,a3,0x30
	sext.w t3,a5
	sll a0,a5,a7
	sll a3,a3,a7
	beq a2,t3,.L32
	lr.w a5,(t1)
	and t4,a5,a6
	bne t4,a0,.L24
	xor t4,a5,t4
	or t4,t4,a3
	sc.w t4,t4,(t1)
	bnez t4,.L17
	srl a5,a5,a7
	sll a0,a5,0x30
	srl a0,a0,0x30
	bne t3,a0,.L30
	fence r,rw
	ret
	mv a5,a0
	j .L10
	mv a0,a5
	ret

uat_fetch_add_unless_2_release:
	mv a5,a0
	fence rw,w
	lhu a0,0(a0)
	and a6,a5,3
	lui a3,0x10
	sll a6,a6,0x3
	sll a0,a0,0x30
	add a3,a3,-1
	srl a0,a0,0x30
	sll a3,a3,a6
	sext.w a2,a2
	and t3,a5,-4
	addw a4,a1,a0
	sll a4,a4,0x30
	srl a4,a4,0x30
	sext.w t4,a0
	sll t1,a0,a6
	sll a4,a4,a6
	beq a2,t4,.L30
	lr.w a7,(t3)
	and t5,a7,a3
	bne t5,t1,.L26
	xor t5,a7,t5
	or t5,t5,a4
	sc.w t5,t5,(t3)
	bnez t5,.L19
	srl a4,a7,a6
	sll a4,a4,0x30
	srl a4,a4,0x30
	bne t4,a4,.L31
	ret
	mv a0,a4
	j .L12

uat_fetch_add_unless_2_acq_rel:
	mv a4,a0
	fence rw,w
	lhu a5,0(a0)
	and a7,a0,3
	lui a6,0x10
	sll a7,a7,0x3
	sll a5,a5,0x30
	add a6,a6,-1
	srl a5,a5,0x30
	sll a6,a6,a7
	sext.w a2,a2
	and t1,a0,-4
	addw a3,a1,a5
	sll a3,a3,0x30
	srl a3,a3,0x30
	sext.w t3,a5
	sll a0,a5,a7
	sll a3,a3,a7
	beq a2,t3,.L34
	lr.w a5,(t1)
	and t4,a5,a6
	bne t4,a0,.L26
	xor t4,a5,t4
	or t4,t4,a3
	sc.w t4,t4,(t1)
	bnez t4,.L19
	srl a5,a5,a7
	sll a0,a5,0x30
	srl a0,a0,0x30
	bne t3,a0,.L32
	fence r,rw
	ret
	mv a5,a0
	j .L12
	mv a0,a5
	ret

uat_fetch_add_unless_2_seq_cst:
	mv a4,a0
	fence rw,rw
	lhu a5,0(a0)
	and a7,a0,3
	lui a6,0x10
	sll a7,a7,0x3
	sll a5,a5,0x30
	add a6,a6,-1
	srl a5,a5,0x30
	sll a6,a6,a7
	sext.w a2,a2
	and t1,a0,-4
	addw a3,a1,a5
	sll a3,a3,0x30
	srl a3,a3,0x30
	sext.w t3,a5
	sll a0,a5,a7
	sll a3,a3,a7
	beq a2,t3,.L34
	lr.w a5,(t1)
	and t4,a5,a6
	bne t4,a0,.L26
	xor t4,a5,t4
	or t4,t4,a3
	sc.w t4,t4,(t1)
	bnez t4,.L19
	srl a5,a5,a7
	sll a0,a5,0x30
	srl a0,a0,0x30
	bne t3,a0,.L32
	fence r,rw
	ret
	mv a5,a0
	j .L12
	mv a0,a5
	ret

uat_fetch_add_unless_2_seq_cst_fence:
	lhu a5,0(a0)
	and a7,a0,3
	lui a6,0x10
	sll a7,a7,0x3
	sll a5,a5,0x30
	add a6,a6,-1
	mv a4,a0
	srl a5,a5,0x30
	sll a6,a6,a7
	and t1,a0,-4
	addw a3,a1,a5
	sll a3,a3,0x30
	srl a3,a3,0x30
	sext.w t3,a5
	sll a0,a5,a7
	sll a3,a3,a7
	beq a2,t3,.L32
	lr.w a5,(t1)
	and t4,a5,a6
	bne t4,a0,.L24
	xor t4,a5,t4
	or t4,t4,a3
	sc.w.rl t4,t4,(t1)
	bnez t4,.L17
	srl a5,a5,a7
	sll a0,a5,0x30
	srl a0,a0,0x30
	bne t3,a0,.L30
	fence rw,rw
	ret
	mv a5,a0
	j .L10
	mv a0,a5
	ret

uat_add_unless_2_relaxed:
	lhu a5,0(a0)
	and a6,a0,3
	lui a3,0x10
	sll a6,a6,0x3
	sll a5,a5,0x30
	add a3,a3,-1
	srl a5,a5,0x30
	sll a3,a3,a6
	and t3,a0,-4
	addw a4,a1,a5
	sll a4,a4,0x30
	srl a4,a4,0x30
	sll t1,a5,a6
	sext.w a5,a5
	sll a4,a4,a6
	beq a2,a5,.L31
	lr.w a7,(t3)
	and t4,a7,a3
	bne t4,t1,.L23
	xor t4,a7,t4
	or t4,t4,a4
	sc.w t4,t4,(t3)
	bnez t4,.L16
	srl a4,a7,a6
	sll a4,a4,0x30
	srl a4,a4,0x30
	bne a5,a4,.L29
	li a0,1
	ret
	mv a5,a4
	j .L9
	li a0,0
	ret

uat_add_unless_2_acquire:
	lhu a5,0(a0)
	and a6,a0,3
	lui a3,0x10
	sll a6,a6,0x3
	sll a5,a5,0x30
	add a3,a3,-1
	srl a5,a5,0x30
	sll a3,a3,a6
	and t1,a0,-4
	addw a4,a1,a5
	sll a4,a4,0x30
	srl a4,a4,0x30
	sll a7,a5,a6
	sll a4,a4,a6
	sext.w t3,a5
	beq a2,a5,.L30
	lr.w a5,(t1)
	and t4,a5,a3
	bne t4,a7,.L23
	xor t4,a5,t4
	or t4,t4,a4
	sc.w t4,t4,(t1)
	bnez t4,.L16
	srl a5,a5,a6
	sll a5,a5,0x30
	srl a5,a5,0x30
	bne t3,a5,.L9
	fence r,rw
	li a0,1
	ret
	li a0,0
	ret

uat_add_unless_2_release:
	fence rw,w
	lhu a5,0(a0)
	and a6,a0,3
	lui a3,0x10
	sll a6,a6,0x3
	sll a5,a5,0x30
	add a3,a3,-1
	srl a5,a5,0x30
	sll a3,a3,a6
	sext.w a2,a2
	and t3,a0,-4
	addw a4,a1,a5
	sll a4,a4,0x30
	srl a4,a4,0x30
	sll t1,a5,a6
	sext.w a5,a5
	sll a4,a4,a6
	beq a2,a5,.L33
	lr.w a7,(t3)
	and t4,a7,a3
	bne t4,t1,.L25
	xor t4,a7,t4
	or t4,t4,a4
	sc.w t4,t4,(t3)
	bnez t4,.L18
	srl a4,a7,a6
	sll a4,a4,0x30
	srl a4,a4,0x30
	bne a5,a4,.L31
	li a0,1
	ret
	mv a5,a4
	j .L11
	li a0,0
	ret

uat_add_unless_2_acq_rel:
	fence rw,w
	lhu a5,0(a0)
	and a6,a0,3
	lui a3,0x10
	sll a6,a6,0x3
	sll a5,a5,0x30
	add a3,a3,-1
	srl a5,a5,0x30
	sll a3,a3,a6
	sext.w a2,a2
	and t1,a0,-4
	addw a4,a1,a5
	sll a4,a4,0x30
	srl a4,a4,0x30
	sll a7,a5,a6
	sll a4,a4,a6
	sext.w t3,a5
	beq a2,a5,.L32
	lr.w a5,(t1)
	and t4,a5,a3
	bne t4,a7,.L25
	xor t4,a5,t4
	or t4,t4,a4
	sc.w t4,t4,(t1)
	bnez t4,.L18
	srl a5,a5,a6
	sll a5,a5,0x30
	srl a5,a5,0x30
	bne t3,a5,.L11
	fence r,rw
	li a0,1
	ret
	li a0,0
	ret

uat_add_unless_2_seq_cst:
	fence rw,rw
	lhu a5,0(a0)
	and a6,a0,3
	lui a3,0x10
	sll a6,a6,0x3
	sll a5,a5,0x30
	add a3,a3,-1
	srl a5,a5,0x30
	sll a3,a3,a6
	sext.w a2,a2
	and t1,a0,-4
	addw a4,a1,a5
	sll a4,a4,0x30
	srl a4,a4,0x30
	sll a7,a5,a6
	sll a4,a4,a6
	sext.w t3,a5
	beq a2,a5,.L32
	lr.w a5,(t1)
	and t4,a5,a3
	bne t4,a7,.L25
	xor t4,a5,t4
	or t4,t4,a4
	sc.w t4,t4,(t1)
	bnez t4,.L18
	srl a5,a5,a6
	sll a5,a5,0x30
	srl a5,a5,0x30
	bne t3,a5,.L11
	fence r,rw
	li a0,1
	ret
	li a0,0
	ret

uat_add_unless_2_seq_cst_fence:
	lhu a5,0(a0)
	and a6,a0,3
	lui a3,0x10
	sll a6,a6,0x3
	sll a5,a5,0x30
	add a3,a3,-1
	srl a5,a5,0x30
	sll a3,a3,a6
	and t1,a0,-4
	addw a4,a1,a5
	sll a4,a4,0x30
	srl a4,a4,0x30
	sll a7,a5,a6
	sll a4,a4,a6
	sext.w t3,a5
	beq a2,a5,.L30
	lr.w a5,(t1)
	and t4,a5,a3
	bne t4,a7,.L23
	xor t4,a5,t4
	or t4,t4,a4
	sc.w.rl t4,t4,(t1)
	bnez t4,.L16
	srl a5,a5,a6
	sll a5,a5,0x30
	srl a5,a5,0x30
	bne t3,a5,.L9
	fence rw,rw
	li a0,1
	ret
	li a0,0
	ret

uat_dec_if_positive_2_relaxed:
	lhu a4,0(a0)
	and a1,a0,3
	lui a2,0x10
	sll a1,a1,0x3
	sll a4,a4,0x30
	add a2,a2,-1
	srl a4,a4,0x30
	sll a2,a2,a1
	and a7,a0,-4
	addw a3,a4,-1
	sll a3,a3,0x30
	sllw a5,a4,0x10
	srl a3,a3,0x30
	sraw a5,a5,0x10
	sll a6,a4,a1
	sll a3,a3,a1
	blez a5,.L37
	lr.w a5,(a7)
	and t1,a5,a2
	bne t1,a6,.L24
	xor t1,a5,t1
	or t1,t1,a3
	sc.w t1,t1,(a7)
	bnez t1,.L17
	srl a5,a5,a1
	sll a5,a5,0x30
	srl a5,a5,0x30
	sext.w a4,a4
	bne a4,a5,.L35
	addw a0,a5,-1
	sll a0,a0,0x30
	srl a0,a0,0x30
	sllw a0,a0,0x10
	sraw a0,a0,0x10
	ret
	mv a4,a5
	j .L9
	sext.w a5,a4
	lui a3,0x8
	sub a5,a5,a3
	snez a5,a5
	subw a4,a4,a5
	sll a0,a4,0x30
	srl a0,a0,0x30
	j .L32

uat_dec_if_positive_2_acquire:
	lhu a4,0(a0)
	and a1,a0,3
	lui a2,0x10
	sll a1,a1,0x3
	sll a4,a4,0x30
	add a2,a2,-1
	srl a4,a4,0x30
	sll a2,a2,a1
	and a7,a0,-4
	addw a3,a4,-1
	sll a3,a3,0x30
	sllw a5,a4,0x10
	srl a3,a3,0x30
	sraw a5,a5,0x10
	sll a6,a4,a1
	sll a3,a3,a1
	blez a5,.L36
	lr.w a5,(a7)
	and t1,a5,a2
	bne t1,a6,.L24
	xor t1,a5,t1
	or t1,t1,a3
	sc.w t1,t1,(a7)
	bnez t1,.L17
	srl a5,a5,a1
	sll a5,a5,0x30
	srl a5,a5,0x30
	sext.w a4,a4
	bne a4,a5,.L34
	addw a0,a5,-1
	sllw a0,a0,0x10
	sraw a0,a0,0x10
	fence r,rw
	ret
	mv a4,a5
	j .L9
	sext.w a5,a4
	lui a3,0x8
	sub a5,a5,a3
	snez a5,a5
	subw a4,a4,a5
	sllw a0,a4,0x10
	sraw a0,a0,0x10
	ret

uat_dec_if_positive_2_release:
	fence rw,w
	lhu a4,0(a0)
	and a1,a0,3
	lui a2,0x10
	sll a1,a1,0x3
	sll a4,a4,0x30
	add a2,a2,-1
	srl a4,a4,0x30
	sll a2,a2,a1
	and a7,a0,-4
	addw a3,a4,-1
	sll a3,a3,0x30
	sllw a5,a4,0x10
	srl a3,a3,0x30
	sraw a5,a5,0x10
	sll a6,a4,a1
	sll a3,a3,a1
	blez a5,.L38
	lr.w a5,(a7)
	and t1,a5,a2
	bne t1,a6,.L25
	xor t1,a5,t1
	or t1,t1,a3
	sc.w t1,t1,(a7)
	bnez t1,.L18
	srl a5,a5,a1
	sll a5,a5,0x30
	srl a5,a5,0x30
	sext.w a4,a4
	bne a4,a5,.L36
	addw a0,a5,-1
	sll a0,a0,0x30
	srl a0,a0,0x30
	sllw a0,a0,0x10
	sraw a0,a0,0x10
	ret
	mv a4,a5
	j .L10
	sext.w a5,a4
	lui a3,0x8
	sub a5,a5,a3
	snez a5,a5
	subw a4,a4,a5
	sll a0,a4,0x30
	srl a0,a0,0x30
	j .L33

uat_dec_if_positive_2_acq_rel:
	fence rw,w
	lhu a4,0(a0)
	and a1,a0,3
	lui a2,0x10
	sll a1,a1,0x3
	sll a4,a4,0x30
	add a2,a2,-1
	srl a4,a4,0x30
	sll a2,a2,a1
	and a7,a0,-4
	addw a3,a4,-1
	sll a3,a3,0x30
	sllw a5,a4,0x10
	srl a3,a3,0x30
	sraw a5,a5,0x10
	sll a6,a4,a1
	sll a3,a3,a1
	blez a5,.L37
	lr.w a5,(a7)
	and t1,a5,a2
	bne t1,a6,.L25
	xor t1,a5,t1
	or t1,t1,a3
	sc.w t1,t1,(a7)
	bnez t1,.L18
	srl a5,a5,a1
	sll a5,a5,0x30
	srl a5,a5,0x30
	sext.w a4,a4
	bne a4,a5,.L35
	addw a0,a5,-1
	sllw a0,a0,0x10
	sraw a0,a0,0x10
	fence r,rw
	ret
	mv a4,a5
	j .L10
	sext.w a5,a4
	lui a3,0x8
	sub a5,a5,a3
	snez a5,a5
	subw a4,a4,a5
	sllw a0,a4,0x10
	sraw a0,a0,0x10
	ret

uat_dec_if_positive_2_seq_cst:
	fence rw,rw
	lhu a4,0(a0)
	and a1,a0,3
	lui a2,0x10
	sll a1,a1,0x3
	sll a4,a4,0x30
	add a2,a2,-1
	srl a4,a4,0x30
	sll a2,a2,a1
	and a7,a0,-4
	addw a3,a4,-1
	sll a3,a3,0x30
	sllw a5,a4,0x10
	srl a3,a3,0x30
	sraw a5,a5,0x10
	sll a6,a4,a1
	sll a3,a3,a1
	blez a5,.L37
	lr.w a5,(a7)
	and t1,a5,a2
	bne t1,a6,.L25
	xor t1,a5,t1
	or t1,t1,a3
	sc.w t1,t1,(a7)
	bnez t1,.L18
	srl a5,a5,a1
	sll a5,a5,0x30
	srl a5,a5,0x30
	sext.w a4,a4
	bne a4,a5,.L35
	addw a0,a5,-1
	sllw a0,a0,0x10
	sraw a0,a0,0x10
	fence r,rw
	ret
	mv a4,a5
	j .L10
	sext.w a5,a4
	lui a3,0x8
	sub a5,a5,a3
	snez a5,a5
	subw a4,a4,a5
	sllw a0,a4,0x10
	sraw a0,a0,0x10
	ret

uat_dec_if_positive_2_seq_cst_fence:
	lhu a4,0(a0)
	and a1,a0,3
	lui a2,0x10
	sll a1,a1,0x3
	sll a4,a4,0x30
	add a2,a2,-1
	srl a4,a4,0x30
	sll a2,a2,a1
	and a7,a0,-4
	addw a3,a4,-1
	sll a3,a3,0x30
	sllw a5,a4,0x10
	srl a3,a3,0x30
	sraw a5,a5,0x10
	sll a6,a4,a1
	sll a3,a3,a1
	blez a5,.L36
	lr.w a5,(a7)
	and t1,a5,a2
	bne t1,a6,.L24
	xor t1,a5,t1
	or t1,t1,a3
	sc.w.rl t1,t1,(a7)
	bnez t1,.L17
	srl a5,a5,a1
	sll a5,a5,0x30
	srl a5,a5,0x30
	sext.w a4,a4
	bne a4,a5,.L34
	addw a0,a5,-1
	sllw a0,a0,0x10
	sraw a0,a0,0x10
	fence rw,rw
	ret
	mv a4,a5
	j .L9
	sext.w a5,a4
	lui a3,0x8
	sub a5,a5,a3
	snez a5,a5
	subw a4,a4,a5
	sllw a0,a4,0x10
	sraw a0,a0,0x10
	ret

uat_cond_load_2_relaxed:
	lhu a4,0(a0)
	mv a5,a0
	sll a0,a4,0x30
	srl a0,a0,0x30
	bne a1,a4,.L6
	ret
	.word 0x0100000f
	lhu a4,0(a5)
	sll a0,a4,0x30
	srl a0,a0,0x30
	bne a1,a4,.L6
	ret

uat_cond_load_2_consume:
	lhu a4,0(a0)
	mv a5,a0
	sll a0,a4,0x30
	srl a0,a0,0x30
	bne a1,a4,.L6
	ret
	.word 0x0100000f
	lhu a4,0(a5)
	sll a0,a4,0x30
	srl a0,a0,0x30
	bne a1,a4,.L6
	ret

uat_cond_load_2_acquire:
	lhu a4,0(a0)
	mv a5,a0
	sll a0,a4,0x30
	srl a0,a0,0x30
	bne a1,a4,.L7
	fence r,rw
	ret
	.word 0x0100000f
	lhu a4,0(a5)
	sll a0,a4,0x30
	srl a0,a0,0x30
	bne a1,a4,.L7
	fence r,rw
	ret

uat_cond_load_2_seq_cst:
	mv a5,a0
	fence rw,rw
	lhu a4,0(a0)
	sext.w a3,a1
	sll a0,a4,0x30
	srl a0,a0,0x30
	bne a1,a4,.L9
	fence r,rw
	ret
	.word 0x0100000f
	lhu a4,0(a5)
	sll a0,a4,0x30
	srl a0,a0,0x30
	bne a3,a4,.L9
	fence r,rw
	ret

uat_cond_load_2_seq_cst_fence:
	mv a5,a0
	fence rw,rw
	lhu a4,0(a0)
	sext.w a3,a1
	sll a0,a4,0x30
	srl a0,a0,0x30
	bne a1,a4,.L9
	fence r,rw
	ret
	.word 0x0100000f
	lhu a4,0(a5)
	sll a0,a4,0x30
	srl a0,a0,0x30
	bne a3,a4,.L9
	fence r,rw
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
	fence r,rw
	ret

uat_inc_2_release:
	fence rw,w
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
	bnez a1,.L9
	ret

uat_inc_2_acq_rel:
	fence rw,w
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
	bnez a1,.L9
	fence r,rw
	ret

uat_inc_2_seq_cst:
	fence rw,rw
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
	bnez a1,.L9
	fence r,rw
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
	sllw a3,a3,0x3
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
	sllw a3,a3,0x3
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
	fence r,rw
	ret

uat_dec_2_release:
	fence rw,w
	lui a5,0x10
	and a3,a0,3
	sllw a3,a3,0x3
	add a5,a5,-1
	and a4,a0,-4
	sll a5,a5,a3
	lr.w a3,(a4)
	add a2,a3,a5
	xor a2,a2,a3
	and a2,a2,a5
	xor a2,a2,a3
	sc.w a2,a2,(a4)
	bnez a2,.L7
	ret

uat_dec_2_acq_rel:
	fence rw,w
	lui a5,0x10
	and a3,a0,3
	sllw a3,a3,0x3
	add a5,a5,-1
	and a4,a0,-4
	sll a5,a5,a3
	lr.w a3,(a4)
	add a2,a3,a5
	xor a2,a2,a3
	and a2,a2,a5
	xor a2,a2,a3
	sc.w a2,a2,(a4)
	bnez a2,.L7
	fence r,rw
	ret

uat_dec_2_seq_cst:
	fence rw,rw
	lui a5,0x10
	and a3,a0,3
	sllw a3,a3,0x3
	add a5,a5,-1
	and a4,a0,-4
	sll a5,a5,a3
	lr.w a3,(a4)
	add a2,a3,a5
	xor a2,a2,a3
	and a2,a2,a5
	xor a2,a2,a3
	sc.w a2,a2,(a4)
	bnez a2,.L7
	fence r,rw
	ret

uat_dec_2_seq_cst_fence:
	and a3,a0,3
	lui a5,0x10
	sllw a3,a3,0x3
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
	fence rw,rw
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
	bnez a2,.L8
	fence rw,rw
	ret

uat_load_4_relaxed:
	lw a0,0(a0)
	ret

uat_load_4_consume:
	lw a0,0(a0)
	ret

uat_load_4_acquire:
	lw a0,0(a0)
	sext.w a0,a0
	fence r,rw
	ret

uat_load_4_seq_cst:
	fence rw,rw
	lw a0,0(a0)
	sext.w a0,a0
	fence r,rw
	ret

uat_load_4_seq_cst_fence:
	fence rw,rw
	lw a0,0(a0)
	sext.w a0,a0
	fence r,rw
	ret

uat_store_4_relaxed:
	sw a1,0(a0)
	ret

uat_store_4_release:
	fence rw,w
	sw a1,0(a0)
	ret

uat_store_4_seq_cst:
	fence rw,w
	sw a1,0(a0)
	ret

uat_store_4_seq_cst_fence:
	fence rw,w
	sw a1,0(a0)
	fence w,rw
	ret

uat_cmpxchg_4_relaxed:
	lr.w a5,(a0)
	bne a5,a1,.L4
	sc.w a4,a2,(a0)
	bnez a4,.L0
	sext.w a0,a5
	ret

uat_cmpxchg_4_acquire:
	lr.w.aq a5,(a0)
	bne a5,a1,.L4
	sc.w a4,a2,(a0)
	bnez a4,.L0
	sext.w a0,a5
	ret

uat_cmpxchg_4_release:
	lr.w a5,(a0)
	bne a5,a1,.L4
	sc.w.rl a4,a2,(a0)
	bnez a4,.L0
	sext.w a0,a5
	ret

uat_cmpxchg_4_acq_rel:
	lr.w.aq a5,(a0)
	bne a5,a1,.L4
	sc.w.rl a4,a2,(a0)
	bnez a4,.L0
	sext.w a0,a5
	ret

uat_cmpxchg_4_seq_cst:
	lr.w.aqrl a5,(a0)
	bne a5,a1,.L4
	sc.w.rl a4,a2,(a0)
	bnez a4,.L0
	sext.w a0,a5
	ret

uat_cmpxchg_4_seq_cst_fence_sc:
	lr.w.aqrl a5,(a0)
	bne a5,a1,.L4
	sc.w.aqrl a4,a2,(a0)
	bnez a4,.L0
	sext.w a0,a5
	ret

uat_cmpxchg_4_seq_cst_fence:
	lr.w.aqrl a5,(a0)
	bne a5,a1,.L4
	sc.w.aqrl a4,a2,(a0)
	bnez a4,.L0
	sext.w a0,a5
	ret

uat_cmpxchg_test_4_seq_cst_fence:
	sext.w a4,a1
	lr.w.aqrl a5,(a0)
	bne a5,a4,.L5
	sc.w.aqrl a3,a2,(a0)
	bnez a3,.L1
	sext.w a0,a5
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_4_relaxed:
	sext.w a4,a1
	lr.w a5,(a0)
	bne a5,a4,.L5
	sc.w a3,a2,(a0)
	bnez a3,.L1
	sext.w a0,a5
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_4_acquire:
	sext.w a4,a1
	lr.w.aq a5,(a0)
	bne a5,a4,.L5
	sc.w a3,a2,(a0)
	bnez a3,.L1
	sext.w a0,a5
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_4_release:
	sext.w a4,a1
	lr.w a5,(a0)
	bne a5,a4,.L5
	sc.w.rl a3,a2,(a0)
	bnez a3,.L1
	sext.w a0,a5
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_4_acq_rel:
	sext.w a4,a1
	lr.w.aq a5,(a0)
	bne a5,a4,.L5
	sc.w.rl a3,a2,(a0)
	bnez a3,.L1
	sext.w a0,a5
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_4_seq_cst:
	sext.w a4,a1
	lr.w.aqrl a5,(a0)
	bne a5,a4,.L5
	sc.w.rl a3,a2,(a0)
	bnez a3,.L1
	sext.w a0,a5
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_4_seq_cst_fence_sc:
	sext.w a4,a1
	lr.w.aqrl a5,(a0)
	bne a5,a4,.L5
	sc.w.aqrl a3,a2,(a0)
	bnez a3,.L1
	sext.w a0,a5
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_4_seq_cst_fence:
	sext.w a4,a1
	lr.w.aqrl a5,(a0)
	bne a5,a4,.L5
	sc.w.aqrl a3,a2,(a0)
	bnez a3,.L1
	sext.w a0,a5
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_4_relaxed:
	sext.w a4,a1
	lr.w a5,(a0)
	bne a5,a4,.L5
	sc.w a3,a2,(a0)
	bnez a3,.L1
	sext.w a0,a5
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_4_acquire:
	sext.w a4,a1
	lr.w.aq a5,(a0)
	bne a5,a4,.L5
	sc.w a3,a2,(a0)
	bnez a3,.L1
	sext.w a0,a5
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_4_release:
	sext.w a4,a1
	lr.w a5,(a0)
	bne a5,a4,.L5
	sc.w.rl a3,a2,(a0)
	bnez a3,.L1
	sext.w a0,a5
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_4_acq_rel:
	sext.w a4,a1
	lr.w.aq a5,(a0)
	bne a5,a4,.L5
	sc.w.rl a3,a2,(a0)
	bnez a3,.L1
	sext.w a0,a5
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_4_seq_cst:
	sext.w a4,a1
	lr.w.aqrl a5,(a0)
	bne a5,a4,.L5
	sc.w.rl a3,a2,(a0)
	bnez a3,.L1
	sext.w a0,a5
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_4_seq_cst_fence_sc:
	sext.w a4,a1
	lr.w.aqrl a5,(a0)
	bne a5,a4,.L5
	sc.w.aqrl a3,a2,(a0)
	bnez a3,.L1
	sext.w a0,a5
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_4_seq_cst_fence:
	sext.w a4,a1
	lr.w.aqrl a5,(a0)
	bne a5,a4,.L5
	sc.w.aqrl a3,a2,(a0)
	bnez a3,.L1
	sext.w a0,a5
	sub a0,a0,a1
	seqz a0,a0
	ret

uat_xchg_4_relaxed:
	amoswap.w a1,a1,(a0)
	sext.w a0,a1
	ret

uat_xchg_4_acquire:
	amoswap.w.aq a1,a1,(a0)
	sext.w a0,a1
	ret

uat_xchg_4_release:
	amoswap.w.rl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_xchg_4_acq_rel:
	amoswap.w.aqrl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_xchg_4_seq_cst:
	amoswap.w.aqrl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_xchg_4_seq_cst_fence:
	amoswap.w.aqrl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_add_return_4_relaxed:
	sext.w a5,a1
	amoadd.w a5,a5,(a0)
	addw a0,a5,a1
	ret

uat_add_return_4_acquire:
	sext.w a5,a1
	amoadd.w.aq a5,a5,(a0)
	addw a0,a5,a1
	ret

uat_add_return_4_release:
	sext.w a5,a1
	amoadd.w.rl a5,a5,(a0)
	addw a0,a5,a1
	ret

uat_add_return_4_acq_rel:
	sext.w a5,a1
	amoadd.w.aqrl a5,a5,(a0)
	addw a0,a5,a1
	ret

uat_add_return_4_seq_cst:
	sext.w a5,a1
	amoadd.w.aqrl a5,a5,(a0)
	addw a0,a5,a1
	ret

uat_add_return_4_seq_cst_fence:
	sext.w a5,a1
	amoadd.w.aqrl a5,a5,(a0)
	addw a0,a5,a1
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
	amoadd.w a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_add_4_acquire:
	amoadd.w.aq a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_add_4_release:
	amoadd.w.rl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_add_4_acq_rel:
	amoadd.w.aqrl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_add_4_seq_cst:
	amoadd.w.aqrl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_add_4_seq_cst_fence:
	amoadd.w.aqrl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_and_4_relaxed:
	amoand.w a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_and_4_acquire:
	amoand.w.aq a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_and_4_release:
	amoand.w.rl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_and_4_acq_rel:
	amoand.w.aqrl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_and_4_seq_cst:
	amoand.w.aqrl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_and_4_seq_cst_fence:
	amoand.w.aqrl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_or_4_relaxed:
	amoor.w a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_or_4_acquire:
	amoor.w.aq a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_or_4_release:
	amoor.w.rl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_or_4_acq_rel:
	amoor.w.aqrl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_or_4_seq_cst:
	amoor.w.aqrl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_or_4_seq_cst_fence:
	amoor.w.aqrl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_xor_4_relaxed:
	amoxor.w a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_xor_4_acquire:
	amoxor.w.aq a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_xor_4_release:
	amoxor.w.rl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_xor_4_acq_rel:
	amoxor.w.aqrl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_xor_4_seq_cst:
	amoxor.w.aqrl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_xor_4_seq_cst_fence:
	amoxor.w.aqrl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_smax_4_relaxed:
	amomax.w a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_smax_4_acquire:
	amomax.w.aq a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_smax_4_release:
	amomax.w.rl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_smax_4_acq_rel:
	amomax.w.aqrl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_smax_4_seq_cst:
	amomax.w.aqrl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_smax_4_seq_cst_fence:
	amomax.w.aqrl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_umax_4_relaxed:
	amomaxu.w a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_umax_4_acquire:
	amomaxu.w.aq a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_umax_4_release:
	amomaxu.w.rl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_umax_4_acq_rel:
	amomaxu.w.aqrl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_umax_4_seq_cst:
	amomaxu.w.aqrl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_umax_4_seq_cst_fence:
	amomaxu.w.aqrl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_smin_4_relaxed:
	amomin.w a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_smin_4_acquire:
	amomin.w.aq a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_smin_4_release:
	amomin.w.rl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_smin_4_acq_rel:
	amomin.w.aqrl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_smin_4_seq_cst:
	amomin.w.aqrl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_smin_4_seq_cst_fence:
	amomin.w.aqrl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_umin_4_relaxed:
	amominu.w a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_umin_4_acquire:
	amominu.w.aq a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_umin_4_release:
	amominu.w.rl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_umin_4_acq_rel:
	amominu.w.aqrl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_umin_4_seq_cst:
	amominu.w.aqrl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_fetch_umin_4_seq_cst_fence:
	amominu.w.aqrl a1,a1,(a0)
	sext.w a0,a1
	ret

uat_test_and_set_bit_4_relaxed:
	li a5,1
	sllw a1,a5,a1
	sext.w a5,a1
	amoor.w a5,a5,(a0)
	and a0,a5,a1
	sext.w a0,a0
	snez a0,a0
	ret

uat_test_and_set_bit_4_acquire:
	li a5,1
	sllw a1,a5,a1
	sext.w a5,a1
	amoor.w.aq a5,a5,(a0)
	and a0,a5,a1
	sext.w a0,a0
	snez a0,a0
	ret

uat_test_and_set_bit_4_release:
	li a5,1
	sllw a1,a5,a1
	sext.w a5,a1
	amoor.w.rl a5,a5,(a0)
	and a0,a5,a1
	sext.w a0,a0
	snez a0,a0
	ret

uat_test_and_set_bit_4_acq_rel:
	li a5,1
	sllw a1,a5,a1
	sext.w a5,a1
	amoor.w.aqrl a5,a5,(a0)
	and a0,a5,a1
	sext.w a0,a0
	snez a0,a0
	ret

uat_test_and_set_bit_4_seq_cst:
	li a5,1
	sllw a1,a5,a1
	sext.w a5,a1
	amoor.w.aqrl a5,a5,(a0)
	and a0,a5,a1
	sext.w a0,a0
	snez a0,a0
	ret

uat_test_and_set_bit_4_seq_cst_fence:
	li a5,1
	sllw a1,a5,a1
	sext.w a5,a1
	amoor.w.aqrl a5,a5,(a0)
	and a0,a5,a1
	sext.w a0,a0
	snez a0,a0
	ret

uat_test_and_clear_bit_4_relaxed:
	li a5,1
	sllw a1,a5,a1
	not a5,a1
	sext.w a5,a5
	amoand.w a5,a5,(a0)
	and a0,a5,a1
	sext.w a0,a0
	snez a0,a0
	ret

uat_test_and_clear_bit_4_acquire:
	li a5,1
	sllw a1,a5,a1
	not a5,a1
	sext.w a5,a5
	amoand.w.aq a5,a5,(a0)
	and a0,a5,a1
	sext.w a0,a0
	snez a0,a0
	ret

uat_test_and_clear_bit_4_release:
	li a5,1
	sllw a1,a5,a1
	not a5,a1
	sext.w a5,a5
	amoand.w.rl a5,a5,(a0)
	and a0,a5,a1
	sext.w a0,a0
	snez a0,a0
	ret

uat_test_and_clear_bit_4_acq_rel:
	li a5,1
	sllw a1,a5,a1
	not a5,a1
	sext.w a5,a5
	amoand.w.aqrl a5,a5,(a0)
	and a0,a5,a1
	sext.w a0,a0
	snez a0,a0
	ret

uat_test_and_clear_bit_4_seq_cst:
	li a5,1
	sllw a1,a5,a1
	not a5,a1
	sext.w a5,a5
	amoand.w.aqrl a5,a5,(a0)
	and a0,a5,a1
	sext.w a0,a0
	snez a0,a0
	ret

uat_test_and_clear_bit_4_seq_cst_fence:
	li a5,1
	sllw a1,a5,a1
	not a5,a1
	sext.w a5,a5
	amoand.w.aqrl a5,a5,(a0)
	and a0,a5,a1
	sext.w a0,a0
	snez a0,a0
	ret

uat_test_and_change_bit_4_relaxed:
	li a5,1
	sllw a1,a5,a1
	sext.w a5,a1
	amoxor.w a5,a5,(a0)
	and a0,a5,a1
	sext.w a0,a0
	snez a0,a0
	ret

uat_test_and_change_bit_4_acquire:
	li a5,1
	sllw a1,a5,a1
	sext.w a5,a1
	amoxor.w.aq a5,a5,(a0)
	and a0,a5,a1
	sext.w a0,a0
	snez a0,a0
	ret

uat_test_and_change_bit_4_release:
	li a5,1
	sllw a1,a5,a1
	sext.w a5,a1
	amoxor.w.rl a5,a5,(a0)
	and a0,a5,a1
	sext.w a0,a0
	snez a0,a0
	ret

uat_test_and_change_bit_4_acq_rel:
	li a5,1
	sllw a1,a5,a1
	sext.w a5,a1
	amoxor.w.aqrl a5,a5,(a0)
	and a0,a5,a1
	sext.w a0,a0
	snez a0,a0
	ret

uat_test_and_change_bit_4_seq_cst:
	li a5,1
	sllw a1,a5,a1
	sext.w a5,a1
	amoxor.w.aqrl a5,a5,(a0)
	and a0,a5,a1
	sext.w a0,a0
	snez a0,a0
	ret

uat_test_and_change_bit_4_seq_cst_fence:
	li a5,1
	sllw a1,a5,a1
	sext.w a5,a1
	amoxor.w.aqrl a5,a5,(a0)
	and a0,a5,a1
	sext.w a0,a0
	snez a0,a0
	ret

uat_fetch_add_unless_4_relaxed:
	lw a5,0(a0)
	sll a1,a1,0x20
	mv a4,a0
	srl a1,a1,0x20
	sext.w a0,a5
	sext.w a3,a0
	addw a6,a0,a1
	beq a2,a0,.L14
	lr.w a5,(a4)
	bne a5,a3,.L12
	sc.w a7,a6,(a4)
	bnez a7,.L8
	sext.w a5,a5
	bne a0,a5,.L15
	ret
	mv a0,a5
	j .L5

uat_fetch_add_unless_4_acquire:
	lw a5,0(a0)
	sll a1,a1,0x20
	mv a4,a0
	srl a1,a1,0x20
	sext.w a0,a5
	sext.w a3,a0
	addw a6,a0,a1
	beq a2,a0,.L14
	lr.w.aq a5,(a4)
	bne a5,a3,.L12
	sc.w a7,a6,(a4)
	bnez a7,.L8
	sext.w a5,a5
	bne a0,a5,.L15
	ret
	mv a0,a5
	j .L5

uat_fetch_add_unless_4_release:
	lw a5,0(a0)
	sll a1,a1,0x20
	mv a4,a0
	srl a1,a1,0x20
	sext.w a0,a5
	sext.w a3,a0
	addw a6,a0,a1
	beq a2,a0,.L14
	lr.w a5,(a4)
	bne a5,a3,.L12
	sc.w.rl a7,a6,(a4)
	bnez a7,.L8
	sext.w a5,a5
	bne a0,a5,.L15
	ret
	mv a0,a5
	j .L5

uat_fetch_add_unless_4_acq_rel:
	lw a5,0(a0)
	sll a1,a1,0x20
	mv a4,a0
	srl a1,a1,0x20
	sext.w a0,a5
	sext.w a3,a0
	addw a6,a0,a1
	beq a2,a0,.L14
	lr.w.aq a5,(a4)
	bne a5,a3,.L12
	sc.w.rl a7,a6,(a4)
	bnez a7,.L8
	sext.w a5,a5
	bne a0,a5,.L15
	ret
	mv a0,a5
	j .L5

uat_fetch_add_unless_4_seq_cst:
	lw a5,0(a0)
	sll a1,a1,0x20
	mv a4,a0
	srl a1,a1,0x20
	sext.w a0,a5
	sext.w a3,a0
	addw a6,a0,a1
	beq a2,a0,.L14
	lr.w.aqrl a5,(a4)
	bne a5,a3,.L12
	sc.w.rl a7,a6,(a4)
	bnez a7,.L8
	sext.w a5,a5
	bne a0,a5,.L15
	ret
	mv a0,a5
	j .L5

uat_fetch_add_unless_4_seq_cst_fence:
	lw a4,0(a0)
	sll a1,a1,0x20
	mv a5,a0
	srl a1,a1,0x20
	sext.w a4,a4
	sext.w a3,a4
	addw a6,a4,a1
	beq a2,a4,.L18
	lr.w a0,(a5)
	bne a0,a3,.L12
	sc.w.rl a7,a6,(a5)
	bnez a7,.L8
	sext.w a0,a0
	bne a4,a0,.L16
	fence rw,rw
	ret
	mv a4,a0
	j .L5
	mv a0,a2
	ret

uat_add_unless_4_relaxed:
	lw a5,0(a0)
	sll a1,a1,0x20
	srl a1,a1,0x20
	sext.w a5,a5
	sext.w a3,a5
	addw a6,a5,a1
	beq a2,a5,.L17
	lr.w a4,(a0)
	bne a4,a3,.L11
	sc.w a7,a6,(a0)
	bnez a7,.L7
	sext.w a4,a4
	bne a5,a4,.L15
	li a0,1
	ret
	mv a5,a4
	j .L4
	li a0,0
	ret

uat_add_unless_4_acquire:
	lw a5,0(a0)
	sll a1,a1,0x20
	srl a1,a1,0x20
	sext.w a5,a5
	sext.w a3,a5
	addw a6,a5,a1
	beq a2,a5,.L17
	lr.w.aq a4,(a0)
	bne a4,a3,.L11
	sc.w a7,a6,(a0)
	bnez a7,.L7
	sext.w a4,a4
	bne a5,a4,.L15
	li a0,1
	ret
	mv a5,a4
	j .L4
	li a0,0
	ret

uat_add_unless_4_release:
	lw a5,0(a0)
	sll a1,a1,0x20
	srl a1,a1,0x20
	sext.w a5,a5
	sext.w a3,a5
	addw a6,a5,a1
	beq a2,a5,.L17
	lr.w a4,(a0)
	bne a4,a3,.L11
	sc.w.rl a7,a6,(a0)
	bnez a7,.L7
	sext.w a4,a4
	bne a5,a4,.L15
	li a0,1
	ret
	mv a5,a4
	j .L4
	li a0,0
	ret

uat_add_unless_4_acq_rel:
	lw a5,0(a0)
	sll a1,a1,0x20
	srl a1,a1,0x20
	sext.w a5,a5
	sext.w a3,a5
	addw a6,a5,a1
	beq a2,a5,.L17
	lr.w.aq a4,(a0)
	bne a4,a3,.L11
	sc.w.rl a7,a6,(a0)
	bnez a7,.L7
	sext.w a4,a4
	bne a5,a4,.L15
	li a0,1
	ret
	mv a5,a4
	j .L4
	li a0,0
	ret

uat_add_unless_4_seq_cst:
	lw a5,0(a0)
	sll a1,a1,0x20
	srl a1,a1,0x20
	sext.w a5,a5
	sext.w a3,a5
	addw a6,a5,a1
	beq a2,a5,.L17
	lr.w.aqrl a4,(a0)
	bne a4,a3,.L11
	sc.w.rl a7,a6,(a0)
	bnez a7,.L7
	sext.w a4,a4
	bne a5,a4,.L15
	li a0,1
	ret
	mv a5,a4
	j .L4
	li a0,0
	ret

uat_add_unless_4_seq_cst_fence:
	lw a5,0(a0)
	sll a1,a1,0x20
	srl a1,a1,0x20
	sext.w a5,a5
	sext.w a3,a5
	addw a6,a5,a1
	beq a2,a5,.L18
	lr.w a4,(a0)
	bne a4,a3,.L11
	sc.w.rl a7,a6,(a0)
	bnez a7,.L7
	sext.w a4,a4
	bne a5,a4,.L16
	fence rw,rw
	li a0,1
	ret
	mv a5,a4
	j .L4
	li a0,0
	ret

uat_dec_if_positive_4_relaxed:
	lw a5,0(a0)
	sext.w a5,a5
	addw a4,a5,-1
	sll a2,a5,0x20
	sll a1,a4,0x20
	sext.w a3,a5
	srl a2,a2,0x20
	srl a1,a1,0x20
	blez a3,.L19
	lr.w a3,(a0)
	bne a3,a2,.L13
	sc.w a6,a1,(a0)
	bnez a6,.L9
	sext.w a3,a3
	bne a5,a3,.L17
	sext.w a0,a4
	ret
	mv a5,a3
	j .L2
	lui a4,0x80000
	sub a4,a5,a4
	snez a4,a4
	subw a0,a5,a4
	ret

uat_dec_if_positive_4_acquire:
	lw a5,0(a0)
	sext.w a5,a5
	addw a4,a5,-1
	sll a2,a5,0x20
	sll a1,a4,0x20
	sext.w a3,a5
	srl a2,a2,0x20
	srl a1,a1,0x20
	blez a3,.L19
	lr.w.aq a3,(a0)
	bne a3,a2,.L13
	sc.w a6,a1,(a0)
	bnez a6,.L9
	sext.w a3,a3
	bne a5,a3,.L17
	sext.w a0,a4
	ret
	mv a5,a3
	j .L2
	lui a4,0x80000
	sub a4,a5,a4
	snez a4,a4
	subw a0,a5,a4
	ret

uat_dec_if_positive_4_release:
	lw a5,0(a0)
	sext.w a5,a5
	addw a4,a5,-1
	sll a2,a5,0x20
	sll a1,a4,0x20
	sext.w a3,a5
	srl a2,a2,0x20
	srl a1,a1,0x20
	blez a3,.L19
	lr.w a3,(a0)
	bne a3,a2,.L13
	sc.w.rl a6,a1,(a0)
	bnez a6,.L9
	sext.w a3,a3
	bne a5,a3,.L17
	sext.w a0,a4
	ret
	mv a5,a3
	j .L2
	lui a4,0x80000
	sub a4,a5,a4
	snez a4,a4
	subw a0,a5,a4
	ret

uat_dec_if_positive_4_acq_rel:
	lw a5,0(a0)
	sext.w a5,a5
	addw a4,a5,-1
	sll a2,a5,0x20
	sll a1,a4,0x20
	sext.w a3,a5
	srl a2,a2,0x20
	srl a1,a1,0x20
	blez a3,.L19
	lr.w.aq a3,(a0)
	bne a3,a2,.L13
	sc.w.rl a6,a1,(a0)
	bnez a6,.L9
	sext.w a3,a3
	bne a5,a3,.L17
	sext.w a0,a4
	ret
	mv a5,a3
	j .L2
	lui a4,0x80000
	sub a4,a5,a4
	snez a4,a4
	subw a0,a5,a4
	ret

uat_dec_if_positive_4_seq_cst:
	lw a5,0(a0)
	sext.w a5,a5
	addw a4,a5,-1
	sll a2,a5,0x20
	sll a1,a4,0x20
	sext.w a3,a5
	srl a2,a2,0x20
	srl a1,a1,0x20
	blez a3,.L19
	lr.w.aqrl a3,(a0)
	bne a3,a2,.L13
	sc.w.rl a6,a1,(a0)
	bnez a6,.L9
	sext.w a3,a3
	bne a5,a3,.L17
	sext.w a0,a4
	ret
	mv a5,a3
	j .L2
	lui a4,0x80000
	sub a4,a5,a4
	snez a4,a4
	subw a0,a5,a4
	ret

uat_dec_if_positive_4_seq_cst_fence:
	lw a5,0(a0)
	sext.w a5,a5
	addw a4,a5,-1
	sll a2,a5,0x20
	sll a1,a4,0x20
	sext.w a3,a5
	srl a2,a2,0x20
	srl a1,a1,0x20
	blez a3,.L20
	lr.w a3,(a0)
	bne a3,a2,.L13
	sc.w.rl a6,a1,(a0)
	bnez a6,.L9
	sext.w a3,a3
	bne a5,a3,.L18
	sext.w a0,a4
	fence rw,rw
	ret
	mv a5,a3
	j .L2
	lui a4,0x80000
	sub a4,a5,a4
	snez a4,a4
	subw a0,a5,a4
	ret

uat_cond_load_4_relaxed:
	lw a4,0(a0)
	mv a5,a0
	sext.w a0,a4
	bne a1,a4,.L5
	ret
	.word 0x0100000f
	lw a4,0(a5)
	sext.w a0,a4
	bne a1,a4,.L5
	ret

uat_cond_load_4_consume:
	lw a4,0(a0)
	mv a5,a0
	sext.w a0,a4
	bne a1,a4,.L5
	ret
	.word 0x0100000f
	lw a4,0(a5)
	sext.w a0,a4
	bne a1,a4,.L5
	ret

uat_cond_load_4_acquire:
	lw a4,0(a0)
	mv a5,a0
	sext.w a0,a4
	bne a1,a4,.L6
	fence r,rw
	ret
	.word 0x0100000f
	lw a4,0(a5)
	sext.w a0,a4
	bne a1,a4,.L6
	fence r,rw
	ret

uat_cond_load_4_seq_cst:
	mv a5,a0
	fence rw,rw
	lw a4,0(a0)
	sext.w a0,a4
	bne a1,a4,.L7
	fence r,rw
	ret
	.word 0x0100000f
	lw a4,0(a5)
	sext.w a0,a4
	bne a1,a4,.L7
	fence r,rw
	ret

uat_cond_load_4_seq_cst_fence:
	mv a5,a0
	fence rw,rw
	lw a4,0(a0)
	sext.w a0,a4
	bne a1,a4,.L7
	fence r,rw
	ret
	.word 0x0100000f
	lw a4,0(a5)
	sext.w a0,a4
	bne a1,a4,.L7
	fence r,rw
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
	fence rw,rw
	sext.w a1,a1
	amoadd.w zero,a1,(a0)
	fence rw,rw
	ret

uat_load_8_relaxed:
	ld a0,0(a0)
	ret

uat_load_8_consume:
	ld a0,0(a0)
	ret

uat_load_8_acquire:
	ld a0,0(a0)
	fence r,rw
	ret

uat_load_8_seq_cst:
	fence rw,rw
	ld a0,0(a0)
	fence r,rw
	ret

uat_load_8_seq_cst_fence:
	fence rw,rw
	ld a0,0(a0)
	fence r,rw
	ret

uat_store_8_relaxed:
	sd a1,0(a0)
	ret

uat_store_8_release:
	fence rw,w
	sd a1,0(a0)
	ret

uat_store_8_seq_cst:
	fence rw,w
	sd a1,0(a0)
	ret

uat_store_8_seq_cst_fence:
	fence rw,w
	sd a1,0(a0)
	fence w,rw
	ret

uat_cmpxchg_8_relaxed:
	mv a5,a0
	lr.d a0,(a5)
	bne a0,a1,.L5
	sc.d a4,a2,(a5)
	bnez a4,.L1
	ret

uat_cmpxchg_8_acquire:
	mv a5,a0
	lr.d.aq a0,(a5)
	bne a0,a1,.L5
	sc.d a4,a2,(a5)
	bnez a4,.L1
	ret

uat_cmpxchg_8_release:
	mv a5,a0
	lr.d a0,(a5)
	bne a0,a1,.L5
	sc.d.rl a4,a2,(a5)
	bnez a4,.L1
	ret

uat_cmpxchg_8_acq_rel:
	mv a5,a0
	lr.d.aq a0,(a5)
	bne a0,a1,.L5
	sc.d.rl a4,a2,(a5)
	bnez a4,.L1
	ret

uat_cmpxchg_8_seq_cst:
	mv a5,a0
	lr.d.aqrl a0,(a5)
	bne a0,a1,.L5
	sc.d.rl a4,a2,(a5)
	bnez a4,.L1
	ret

uat_cmpxchg_8_seq_cst_fence_sc:
	mv a5,a0
	lr.d.aqrl a0,(a5)
	bne a0,a1,.L5
	sc.d.aqrl a4,a2,(a5)
	bnez a4,.L1
	ret

uat_cmpxchg_8_seq_cst_fence:
	mv a5,a0
	lr.d.aqrl a0,(a5)
	bne a0,a1,.L5
	sc.d.aqrl a4,a2,(a5)
	bnez a4,.L1
	ret

uat_cmpxchg_test_8_seq_cst_fence:
	lr.d.aqrl a5,(a0)
	bne a5,a1,.L4
	sc.d.aqrl a4,a2,(a0)
	bnez a4,.L0
	sub a0,a5,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_8_relaxed:
	lr.d a5,(a0)
	bne a5,a1,.L4
	sc.d a4,a2,(a0)
	bnez a4,.L0
	sub a0,a5,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_8_acquire:
	lr.d.aq a5,(a0)
	bne a5,a1,.L4
	sc.d a4,a2,(a0)
	bnez a4,.L0
	sub a0,a5,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_8_release:
	lr.d a5,(a0)
	bne a5,a1,.L4
	sc.d.rl a4,a2,(a0)
	bnez a4,.L0
	sub a0,a5,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_8_acq_rel:
	lr.d.aq a5,(a0)
	bne a5,a1,.L4
	sc.d.rl a4,a2,(a0)
	bnez a4,.L0
	sub a0,a5,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_8_seq_cst:
	lr.d.aqrl a5,(a0)
	bne a5,a1,.L4
	sc.d.rl a4,a2,(a0)
	bnez a4,.L0
	sub a0,a5,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_8_seq_cst_fence_sc:
	lr.d.aqrl a5,(a0)
	bne a5,a1,.L4
	sc.d.aqrl a4,a2,(a0)
	bnez a4,.L0
	sub a0,a5,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_8_seq_cst_fence:
	lr.d.aqrl a5,(a0)
	bne a5,a1,.L4
	sc.d.aqrl a4,a2,(a0)
	bnez a4,.L0
	sub a0,a5,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_8_relaxed:
	lr.d a5,(a0)
	bne a5,a1,.L4
	sc.d a4,a2,(a0)
	bnez a4,.L0
	sub a0,a5,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_8_acquire:
	lr.d.aq a5,(a0)
	bne a5,a1,.L4
	sc.d a4,a2,(a0)
	bnez a4,.L0
	sub a0,a5,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_8_release:
	lr.d a5,(a0)
	bne a5,a1,.L4
	sc.d.rl a4,a2,(a0)
	bnez a4,.L0
	sub a0,a5,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_8_acq_rel:
	lr.d.aq a5,(a0)
	bne a5,a1,.L4
	sc.d.rl a4,a2,(a0)
	bnez a4,.L0
	sub a0,a5,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_8_seq_cst:
	lr.d.aqrl a5,(a0)
	bne a5,a1,.L4
	sc.d.rl a4,a2,(a0)
	bnez a4,.L0
	sub a0,a5,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_8_seq_cst_fence_sc:
	lr.d.aqrl a5,(a0)
	bne a5,a1,.L4
	sc.d.aqrl a4,a2,(a0)
	bnez a4,.L0
	sub a0,a5,a1
	seqz a0,a0
	ret

uat_try_cmpxchg_weak_8_seq_cst_fence:
	lr.d.aqrl a5,(a0)
	bne a5,a1,.L4
	sc.d.aqrl a4,a2,(a0)
	bnez a4,.L0
	sub a0,a5,a1
	seqz a0,a0
	ret

uat_xchg_8_relaxed:
	amoswap.d a0,a1,(a0)
	ret

uat_xchg_8_acquire:
	amoswap.d.aq a0,a1,(a0)
	ret

uat_xchg_8_release:
	amoswap.d.rl a0,a1,(a0)
	ret

uat_xchg_8_acq_rel:
	amoswap.d.aqrl a0,a1,(a0)
	ret

uat_xchg_8_seq_cst:
	amoswap.d.aqrl a0,a1,(a0)
	ret

uat_xchg_8_seq_cst_fence:
	amoswap.d.aqrl a0,a1,(a0)
	ret

uat_add_return_8_relaxed:
	amoadd.d a5,a1,(a0)
	add a0,a5,a1
	ret

uat_add_return_8_acquire:
	amoadd.d.aq a5,a1,(a0)
	add a0,a5,a1
	ret

uat_add_return_8_release:
	amoadd.d.rl a5,a1,(a0)
	add a0,a5,a1
	ret

uat_add_return_8_acq_rel:
	amoadd.d.aqrl a5,a1,(a0)
	add a0,a5,a1
	ret

uat_add_return_8_seq_cst:
	amoadd.d.aqrl a5,a1,(a0)
	add a0,a5,a1
	ret

uat_add_return_8_seq_cst_fence:
	amoadd.d.aqrl a5,a1,(a0)
	add a0,a5,a1
	ret

uat_add_8_relaxed:
	amoadd.d zero,a1,(a0)
	ret

uat_add_8_acquire:
	amoadd.d.aq zero,a1,(a0)
	ret

uat_add_8_release:
	amoadd.d.rl zero,a1,(a0)
	ret

uat_add_8_acq_rel:
	amoadd.d.aqrl zero,a1,(a0)
	ret

uat_add_8_seq_cst:
	amoadd.d.aqrl zero,a1,(a0)
	ret

uat_add_8_seq_cst_fence:
	amoadd.d.aqrl zero,a1,(a0)
	ret

uat_and_8_relaxed:
	amoand.d zero,a1,(a0)
	ret

uat_and_8_acquire:
	amoand.d.aq zero,a1,(a0)
	ret

uat_and_8_release:
	amoand.d.rl zero,a1,(a0)
	ret

uat_and_8_acq_rel:
	amoand.d.aqrl zero,a1,(a0)
	ret

uat_and_8_seq_cst:
	amoand.d.aqrl zero,a1,(a0)
	ret

uat_and_8_seq_cst_fence:
	amoand.d.aqrl zero,a1,(a0)
	ret

uat_or_8_relaxed:
	amoor.d zero,a1,(a0)
	ret

uat_or_8_acquire:
	amoor.d.aq zero,a1,(a0)
	ret

uat_or_8_release:
	amoor.d.rl zero,a1,(a0)
	ret

uat_or_8_acq_rel:
	amoor.d.aqrl zero,a1,(a0)
	ret

uat_or_8_seq_cst:
	amoor.d.aqrl zero,a1,(a0)
	ret

uat_or_8_seq_cst_fence:
	amoor.d.aqrl zero,a1,(a0)
	ret

uat_xor_8_relaxed:
	amoxor.d zero,a1,(a0)
	ret

uat_xor_8_acquire:
	amoxor.d.aq zero,a1,(a0)
	ret

uat_xor_8_release:
	amoxor.d.rl zero,a1,(a0)
	ret

uat_xor_8_acq_rel:
	amoxor.d.aqrl zero,a1,(a0)
	ret

uat_xor_8_seq_cst:
	amoxor.d.aqrl zero,a1,(a0)
	ret

uat_xor_8_seq_cst_fence:
	amoxor.d.aqrl zero,a1,(a0)
	ret

uat_fetch_add_8_relaxed:
	amoadd.d a0,a1,(a0)
	ret

uat_fetch_add_8_acquire:
	amoadd.d.aq a0,a1,(a0)
	ret

uat_fetch_add_8_release:
	amoadd.d.rl a0,a1,(a0)
	ret

uat_fetch_add_8_acq_rel:
	amoadd.d.aqrl a0,a1,(a0)
	ret

uat_fetch_add_8_seq_cst:
	amoadd.d.aqrl a0,a1,(a0)
	ret

uat_fetch_add_8_seq_cst_fence:
	amoadd.d.aqrl a0,a1,(a0)
	ret

uat_fetch_and_8_relaxed:
	amoand.d a0,a1,(a0)
	ret

uat_fetch_and_8_acquire:
	amoand.d.aq a0,a1,(a0)
	ret

uat_fetch_and_8_release:
	amoand.d.rl a0,a1,(a0)
	ret

uat_fetch_and_8_acq_rel:
	amoand.d.aqrl a0,a1,(a0)
	ret

uat_fetch_and_8_seq_cst:
	amoand.d.aqrl a0,a1,(a0)
	ret

uat_fetch_and_8_seq_cst_fence:
	amoand.d.aqrl a0,a1,(a0)
	ret

uat_fetch_or_8_relaxed:
	amoor.d a0,a1,(a0)
	ret

uat_fetch_or_8_acquire:
	amoor.d.aq a0,a1,(a0)
	ret

uat_fetch_or_8_release:
	amoor.d.rl a0,a1,(a0)
	ret

uat_fetch_or_8_acq_rel:
	amoor.d.aqrl a0,a1,(a0)
	ret

uat_fetch_or_8_seq_cst:
	amoor.d.aqrl a0,a1,(a0)
	ret

uat_fetch_or_8_seq_cst_fence:
	amoor.d.aqrl a0,a1,(a0)
	ret

uat_fetch_xor_8_relaxed:
	amoxor.d a0,a1,(a0)
	ret

uat_fetch_xor_8_acquire:
	amoxor.d.aq a0,a1,(a0)
	ret

uat_fetch_xor_8_release:
	amoxor.d.rl a0,a1,(a0)
	ret

uat_fetch_xor_8_acq_rel:
	amoxor.d.aqrl a0,a1,(a0)
	ret

uat_fetch_xor_8_seq_cst:
	amoxor.d.aqrl a0,a1,(a0)
	ret

uat_fetch_xor_8_seq_cst_fence:
	amoxor.d.aqrl a0,a1,(a0)
	ret

uat_fetch_smax_8_relaxed:
	amomax.d a0,a1,(a0)
	ret

uat_fetch_smax_8_acquire:
	amomax.d.aq a0,a1,(a0)
	ret

uat_fetch_smax_8_release:
	amomax.d.rl a0,a1,(a0)
	ret

uat_fetch_smax_8_acq_rel:
	amomax.d.aqrl a0,a1,(a0)
	ret

uat_fetch_smax_8_seq_cst:
	amomax.d.aqrl a0,a1,(a0)
	ret

uat_fetch_smax_8_seq_cst_fence:
	amomax.d.aqrl a0,a1,(a0)
	ret

uat_fetch_umax_8_relaxed:
	amomaxu.d a0,a1,(a0)
	ret

uat_fetch_umax_8_acquire:
	amomaxu.d.aq a0,a1,(a0)
	ret

uat_fetch_umax_8_release:
	amomaxu.d.rl a0,a1,(a0)
	ret

uat_fetch_umax_8_acq_rel:
	amomaxu.d.aqrl a0,a1,(a0)
	ret

uat_fetch_umax_8_seq_cst:
	amomaxu.d.aqrl a0,a1,(a0)
	ret

uat_fetch_umax_8_seq_cst_fence:
	amomaxu.d.aqrl a0,a1,(a0)
	ret

uat_fetch_smin_8_relaxed:
	amomin.d a0,a1,(a0)
	ret

uat_fetch_smin_8_acquire:
	amomin.d.aq a0,a1,(a0)
	ret

uat_fetch_smin_8_release:
	amomin.d.rl a0,a1,(a0)
	ret

uat_fetch_smin_8_acq_rel:
	amomin.d.aqrl a0,a1,(a0)
	ret

uat_fetch_smin_8_seq_cst:
	amomin.d.aqrl a0,a1,(a0)
	ret

uat_fetch_smin_8_seq_cst_fence:
	amomin.d.aqrl a0,a1,(a0)
	ret

uat_fetch_umin_8_relaxed:
	amominu.d a0,a1,(a0)
	ret

uat_fetch_umin_8_acquire:
	amominu.d.aq a0,a1,(a0)
	ret

uat_fetch_umin_8_release:
	amominu.d.rl a0,a1,(a0)
	ret

uat_fetch_umin_8_acq_rel:
	amominu.d.aqrl a0,a1,(a0)
	ret

uat_fetch_umin_8_seq_cst:
	amominu.d.aqrl a0,a1,(a0)
	ret

uat_fetch_umin_8_seq_cst_fence:
	amominu.d.aqrl a0,a1,(a0)
	ret

uat_test_and_set_bit_8_relaxed:
	li a5,1
	sll a1,a5,a1
	amoor.d a5,a1,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_test_and_set_bit_8_acquire:
	li a5,1
	sll a1,a5,a1
	amoor.d.aq a5,a1,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_test_and_set_bit_8_release:
	li a5,1
	sll a1,a5,a1
	amoor.d.rl a5,a1,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_test_and_set_bit_8_acq_rel:
	li a5,1
	sll a1,a5,a1
	amoor.d.aqrl a5,a1,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_test_and_set_bit_8_seq_cst:
	li a5,1
	sll a1,a5,a1
	amoor.d.aqrl a5,a1,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_test_and_set_bit_8_seq_cst_fence:
	li a5,1
	sll a1,a5,a1
	amoor.d.aqrl a5,a1,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_test_and_clear_bit_8_relaxed:
	li a5,1
	sll a1,a5,a1
	not a5,a1
	amoand.d a5,a5,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_test_and_clear_bit_8_acquire:
	li a5,1
	sll a1,a5,a1
	not a5,a1
	amoand.d.aq a5,a5,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_test_and_clear_bit_8_release:
	li a5,1
	sll a1,a5,a1
	not a5,a1
	amoand.d.rl a5,a5,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_test_and_clear_bit_8_acq_rel:
	li a5,1
	sll a1,a5,a1
	not a5,a1
	amoand.d.aqrl a5,a5,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_test_and_clear_bit_8_seq_cst:
	li a5,1
	sll a1,a5,a1
	not a5,a1
	amoand.d.aqrl a5,a5,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_test_and_clear_bit_8_seq_cst_fence:
	li a5,1
	sll a1,a5,a1
	not a5,a1
	amoand.d.aqrl a5,a5,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_test_and_change_bit_8_relaxed:
	li a5,1
	sll a1,a5,a1
	amoxor.d a5,a1,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_test_and_change_bit_8_acquire:
	li a5,1
	sll a1,a5,a1
	amoxor.d.aq a5,a1,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_test_and_change_bit_8_release:
	li a5,1
	sll a1,a5,a1
	amoxor.d.rl a5,a1,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_test_and_change_bit_8_acq_rel:
	li a5,1
	sll a1,a5,a1
	amoxor.d.aqrl a5,a1,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_test_and_change_bit_8_seq_cst:
	li a5,1
	sll a1,a5,a1
	amoxor.d.aqrl a5,a1,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_test_and_change_bit_8_seq_cst_fence:
	li a5,1
	sll a1,a5,a1
	amoxor.d.aqrl a5,a1,(a0)
	and a0,a5,a1
	snez a0,a0
	ret

uat_fetch_add_unless_8_relaxed:
	mv a5,a0
	ld a0,0(a0)
	beq a2,a0,.L9
	add a4,a1,a0
	lr.d a3,(a5)
	bne a3,a0,.L8
	sc.d a6,a4,(a5)
	bnez a6,.L4
	bne a0,a3,.L10
	ret
	mv a0,a3
	j .L2

uat_fetch_add_unless_8_acquire:
	mv a5,a0
	ld a0,0(a0)
	beq a2,a0,.L9
	add a4,a1,a0
	lr.d.aq a3,(a5)
	bne a3,a0,.L8
	sc.d a6,a4,(a5)
	bnez a6,.L4
	bne a0,a3,.L10
	ret
	mv a0,a3
	j .L2

uat_fetch_add_unless_8_release:
	mv a5,a0
	ld a0,0(a0)
	beq a2,a0,.L9
	add a4,a1,a0
	lr.d a3,(a5)
	bne a3,a0,.L8
	sc.d.rl a6,a4,(a5)
	bnez a6,.L4
	bne a0,a3,.L10
	ret
	mv a0,a3
	j .L2

uat_fetch_add_unless_8_acq_rel:
	mv a5,a0
	ld a0,0(a0)
	beq a2,a0,.L9
	add a4,a1,a0
	lr.d.aq a3,(a5)
	bne a3,a0,.L8
	sc.d.rl a6,a4,(a5)
	bnez a6,.L4
	bne a0,a3,.L10
	ret
	mv a0,a3
	j .L2

uat_fetch_add_unless_8_seq_cst:
	mv a5,a0
	ld a0,0(a0)
	beq a2,a0,.L9
	add a4,a1,a0
	lr.d.aqrl a3,(a5)
	bne a3,a0,.L8
	sc.d.rl a6,a4,(a5)
	bnez a6,.L4
	bne a0,a3,.L10
	ret
	mv a0,a3
	j .L2

uat_fetch_add_unless_8_seq_cst_fence:
	ld a4,0(a0)
	mv a5,a0
	add a3,a1,a4
	beq a2,a4,.L14
	lr.d a6,(a5)
	bne a6,a4,.L8
	sc.d.rl a0,a3,(a5)
	bnez a0,.L4
	mv a0,a6
	bne a4,a6,.L12
	fence rw,rw
	ret
	mv a4,a6
	j .L2
	mv a0,a2
	ret

uat_add_unless_8_relaxed:
	ld a5,0(a0)
	beq a2,a5,.L12
	add a4,a1,a5
	lr.d a3,(a0)
	bne a3,a5,.L7
	sc.d a6,a4,(a0)
	bnez a6,.L3
	bne a5,a3,.L10
	li a0,1
	ret
	mv a5,a3
	j .L1
	li a0,0
	ret

uat_add_unless_8_acquire:
	ld a5,0(a0)
	beq a2,a5,.L12
	add a4,a1,a5
	lr.d.aq a3,(a0)
	bne a3,a5,.L7
	sc.d a6,a4,(a0)
	bnez a6,.L3
	bne a5,a3,.L10
	li a0,1
	ret
	mv a5,a3
	j .L1
	li a0,0
	ret

uat_add_unless_8_release:
	ld a5,0(a0)
	beq a2,a5,.L12
	add a4,a1,a5
	lr.d a3,(a0)
	bne a3,a5,.L7
	sc.d.rl a6,a4,(a0)
	bnez a6,.L3
	bne a5,a3,.L10
	li a0,1
	ret
	mv a5,a3
	j .L1
	li a0,0
	ret

uat_add_unless_8_acq_rel:
	ld a5,0(a0)
	beq a2,a5,.L12
	add a4,a1,a5
	lr.d.aq a3,(a0)
	bne a3,a5,.L7
	sc.d.rl a6,a4,(a0)
	bnez a6,.L3
	bne a5,a3,.L10
	li a0,1
	ret
	mv a5,a3
	j .L1
	li a0,0
	ret

uat_add_unless_8_seq_cst:
	ld a5,0(a0)
	beq a2,a5,.L12
	add a4,a1,a5
	lr.d.aqrl a3,(a0)
	bne a3,a5,.L7
	sc.d.rl a6,a4,(a0)
	bnez a6,.L3
	bne a5,a3,.L10
	li a0,1
	ret
	mv a5,a3
	j .L1
	li a0,0
	ret

uat_add_unless_8_seq_cst_fence:
	ld a5,0(a0)
	beq a2,a5,.L13
	add a4,a1,a5
	lr.d a3,(a0)
	bne a3,a5,.L7
	sc.d.rl a6,a4,(a0)
	bnez a6,.L3
	bne a5,a3,.L11
	fence rw,rw
	li a0,1
	ret
	mv a5,a3
	j .L1
	li a0,0
	ret

uat_dec_if_positive_8_relaxed:
	ld a4,0(a0)
	blez a4,.L12
	add a5,a4,-1
	lr.d a3,(a0)
	bne a3,a4,.L7
	sc.d a2,a5,(a0)
	bnez a2,.L3
	bne a4,a3,.L10
	mv a0,a5
	ret
	mv a4,a3
	j .L1
	li a5,-1
	sll a5,a5,0x3f
	add a5,a5,a4
	snez a5,a5
	sub a0,a4,a5
	ret

uat_dec_if_positive_8_acquire:
	ld a4,0(a0)
	blez a4,.L12
	add a5,a4,-1
	lr.d.aq a3,(a0)
	bne a3,a4,.L7
	sc.d a2,a5,(a0)
	bnez a2,.L3
	bne a4,a3,.L10
	mv a0,a5
	ret
	mv a4,a3
	j .L1
	li a5,-1
	sll a5,a5,0x3f
	add a5,a5,a4
	snez a5,a5
	sub a0,a4,a5
	ret

uat_dec_if_positive_8_release:
	ld a4,0(a0)
	blez a4,.L12
	add a5,a4,-1
	lr.d a3,(a0)
	bne a3,a4,.L7
	sc.d.rl a2,a5,(a0)
	bnez a2,.L3
	bne a4,a3,.L10
	mv a0,a5
	ret
	mv a4,a3
	j .L1
	li a5,-1
	sll a5,a5,0x3f
	add a5,a5,a4
	snez a5,a5
	sub a0,a4,a5
	ret

uat_dec_if_positive_8_acq_rel:
	ld a4,0(a0)
	blez a4,.L12
	add a5,a4,-1
	lr.d.aq a3,(a0)
	bne a3,a4,.L7
	sc.d.rl a2,a5,(a0)
	bnez a2,.L3
	bne a4,a3,.L10
	mv a0,a5
	ret
	mv a4,a3
	j .L1
	li a5,-1
	sll a5,a5,0x3f
	add a5,a5,a4
	snez a5,a5
	sub a0,a4,a5
	ret

uat_dec_if_positive_8_seq_cst:
	ld a4,0(a0)
	blez a4,.L12
	add a5,a4,-1
	lr.d.aqrl a3,(a0)
	bne a3,a4,.L7
	sc.d.rl a2,a5,(a0)
	bnez a2,.L3
	bne a4,a3,.L10
	mv a0,a5
	ret
	mv a4,a3
	j .L1
	li a5,-1
	sll a5,a5,0x3f
	add a5,a5,a4
	snez a5,a5
	sub a0,a4,a5
	ret

uat_dec_if_positive_8_seq_cst_fence:
	ld a4,0(a0)
	blez a4,.L13
	add a5,a4,-1
	lr.d a3,(a0)
	bne a3,a4,.L7
	sc.d.rl a2,a5,(a0)
	bnez a2,.L3
	bne a4,a3,.L11
	mv a0,a5
	fence rw,rw
	ret
	mv a4,a3
	j .L1
	li a5,-1
	sll a5,a5,0x3f
	add a5,a5,a4
	snez a5,a5
	sub a0,a4,a5
	ret

uat_cond_load_8_relaxed:
	mv a5,a0
	ld a0,0(a0)
	bne a1,a0,.L4
	ret
	.word 0x0100000f
	ld a0,0(a5)
	bne a1,a0,.L4
	ret

uat_cond_load_8_consume:
	mv a5,a0
	ld a0,0(a0)
	bne a1,a0,.L4
	ret
	.word 0x0100000f
	ld a0,0(a5)
	bne a1,a0,.L4
	ret

uat_cond_load_8_acquire:
	mv a5,a0
	ld a0,0(a0)
	bne a1,a0,.L5
	fence r,rw
	ret
	.word 0x0100000f
	ld a0,0(a5)
	bne a1,a0,.L5
	fence r,rw
	ret

uat_cond_load_8_seq_cst:
	mv a5,a0
	fence rw,rw
	ld a0,0(a0)
	bne a1,a0,.L6
	fence r,rw
	ret
	.word 0x0100000f
	ld a0,0(a5)
	bne a1,a0,.L6
	fence r,rw
	ret

uat_cond_load_8_seq_cst_fence:
	mv a5,a0
	fence rw,rw
	ld a0,0(a0)
	bne a1,a0,.L6
	fence r,rw
	ret
	.word 0x0100000f
	ld a0,0(a5)
	bne a1,a0,.L6
	fence r,rw
	ret

uat_inc_8_relaxed:
	li a5,1
	amoadd.d zero,a5,(a0)
	ret

uat_inc_8_acquire:
	li a5,1
	amoadd.d.aq zero,a5,(a0)
	ret

uat_inc_8_release:
	li a5,1
	amoadd.d.rl zero,a5,(a0)
	ret

uat_inc_8_acq_rel:
	li a5,1
	amoadd.d.aqrl zero,a5,(a0)
	ret

uat_inc_8_seq_cst:
	li a5,1
	amoadd.d.aqrl zero,a5,(a0)
	ret

uat_inc_8_seq_cst_fence:
	li a5,1
	amoadd.d.aqrl zero,a5,(a0)
	ret

uat_dec_8_relaxed:
	li a5,-1
	amoadd.d zero,a5,(a0)
	ret

uat_dec_8_acquire:
	li a5,-1
	amoadd.d.aq zero,a5,(a0)
	ret

uat_dec_8_release:
	li a5,-1
	amoadd.d.rl zero,a5,(a0)
	ret

uat_dec_8_acq_rel:
	li a5,-1
	amoadd.d.aqrl zero,a5,(a0)
	ret

uat_dec_8_seq_cst:
	li a5,-1
	amoadd.d.aqrl zero,a5,(a0)
	ret

uat_dec_8_seq_cst_fence:
	li a5,-1
	amoadd.d.aqrl zero,a5,(a0)
	ret

uat_add_around_8_mb:
	fence rw,rw
	amoadd.d zero,a1,(a0)
	fence rw,rw
	ret

uat_smp_mb:
	fence rw,rw
	ret

uat_smp_rmb:
	fence r,r
	ret

uat_smp_wmb:
	fence w,w
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

