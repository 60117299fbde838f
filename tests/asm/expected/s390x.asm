uat_load_1_relaxed:
	llgc %r2,0(%r2)
	br %r14

uat_load_1_consume:
	llgc %r2,0(%r2)
	br %r14

uat_load_1_acquire:
	llgc %r2,0(%r2)
	br %r14

uat_load_1_seq_cst:
	llgc %r2,0(%r2)
	br %r14

uat_load_1_seq_cst_fence:
	bnor %r0
	llgc %r2,0(%r2)
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7

uat_store_1_relaxed:
	stc %r3,0(%r2)
	br %r14
	nopr %r7

uat_store_1_release:
	stc %r3,0(%r2)
	br %r14
	nopr %r7

uat_store_1_seq_cst:
	stc %r3,0(%r2)
	bnor %r0
	br %r14

uat_store_1_seq_cst_fence:
	stc %r3,0(%r2)
	bnor %r0
	br %r14

uat_cmpxchg_1_relaxed:
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,7,56
	nill %r2,65532
	lcr %r5,%r1
	l %r3,0(%r2)
	rll %r0,%r3,0(%r1)
	rxsbg %r0,%r4,32,39,32
	jne .L12
	risbg %r0,%r4,32,39,24
	rll %r0,%r0,0(%r5)
	cs %r3,%r0,0(%r2)
	jl .L5
	rll %r2,%r3,8(%r1)
	llgcr %r2,%r2
	br %r14
	nopr %r7

uat_cmpxchg_1_acquire:
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,7,56
	nill %r2,65532
	lcr %r5,%r1
	l %r3,0(%r2)
	rll %r0,%r3,0(%r1)
	rxsbg %r0,%r4,32,39,32
	jne .L12
	risbg %r0,%r4,32,39,24
	rll %r0,%r0,0(%r5)
	cs %r3,%r0,0(%r2)
	jl .L5
	rll %r2,%r3,8(%r1)
	llgcr %r2,%r2
	br %r14
	nopr %r7

uat_cmpxchg_1_release:
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,7,56
	nill %r2,65532
	lcr %r5,%r1
	l %r3,0(%r2)
	rll %r0,%r3,0(%r1)
	rxsbg %r0,%r4,32,39,32
	jne .L12
	risbg %r0,%r4,32,39,24
	rll %r0,%r0,0(%r5)
	cs %r3,%r0,0(%r2)
	jl .L5
	rll %r2,%r3,8(%r1)
	llgcr %r2,%r2
	br %r14
	nopr %r7

uat_cmpxchg_1_acq_rel:
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,7,56
	nill %r2,65532
	lcr %r5,%r1
	l %r3,0(%r2)
	rll %r0,%r3,0(%r1)
	rxsbg %r0,%r4,32,39,32
	jne .L12
	risbg %r0,%r4,32,39,24
	rll %r0,%r0,0(%r5)
	cs %r3,%r0,0(%r2)
	jl .L5
	rll %r2,%r3,8(%r1)
	llgcr %r2,%r2
	br %r14
	nopr %r7

uat_cmpxchg_1_seq_cst:
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,7,56
	nill %r2,65532
	lcr %r5,%r1
	l %r3,0(%r2)
	rll %r0,%r3,0(%r1)
	rxsbg %r0,%r4,32,39,32
	jne .L12
	risbg %r0,%r4,32,39,24
	rll %r0,%r0,0(%r5)
	cs %r3,%r0,0(%r2)
	jl .L5
	rll %r2,%r3,8(%r1)
	llgcr %r2,%r2
	br %r14
	nopr %r7

uat_cmpxchg_1_seq_cst_fence_sc:
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,7,56
	nill %r2,65532
	lcr %r5,%r1
	l %r3,0(%r2)
	rll %r0,%r3,0(%r1)
	rxsbg %r0,%r4,32,39,32
	jne .L12
	risbg %r0,%r4,32,39,24
	rll %r0,%r0,0(%r5)
	cs %r3,%r0,0(%r2)
	jl .L5
	rll %r2,%r3,8(%r1)
	llgcr %r2,%r2
	br %r14
	nopr %r7

uat_cmpxchg_1_seq_cst_fence:
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,7,56
	nill %r2,65532
	lcr %r5,%r1
	bnor %r0
	l %r3,0(%r2)
	rll %r0,%r3,0(%r1)
	rxsbg %r0,%r4,32,39,32
	jne .L13
	risbg %r0,%r4,32,39,24
	rll %r0,%r0,0(%r5)
	cs %r3,%r0,0(%r2)
	jl .L6
	bnor %r0
	rll %r2,%r3,8(%r1)
	llgcr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_cmpxchg_test_1_seq_cst_fence:
	ldgr %f0,%r11
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,7,56
	nill %r2,65532
	lcr %r11,%r1
	bnor %r0
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	rxsbg %r0,%r4,32,39,32
	jne .L14
	risbg %r0,%r4,32,39,24
	rll %r0,%r0,0(%r11)
	cs %r5,%r0,0(%r2)
	jl .L7
	bnor %r0
	rll %r1,%r5,8(%r1)
	lgdr %r11,%f0
	rxsbg %r3,%r1,56,63,0
	aghik %r2,%r3,-1
	srlg %r2,%r2,63
	br %r14

uat_try_cmpxchg_1_relaxed:
	ldgr %f0,%r11
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,7,56
	nill %r2,65532
	lcr %r11,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	rxsbg %r0,%r4,32,39,32
	jne .L13
	risbg %r0,%r4,32,39,24
	rll %r0,%r0,0(%r11)
	cs %r5,%r0,0(%r2)
	jl .L6
	rll %r1,%r5,8(%r1)
	lgdr %r11,%f0
	rxsbg %r3,%r1,56,63,0
	aghik %r2,%r3,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7
	nopr %r7

uat_try_cmpxchg_1_acquire:
	ldgr %f0,%r11
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,7,56
	nill %r2,65532
	lcr %r11,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	rxsbg %r0,%r4,32,39,32
	jne .L13
	risbg %r0,%r4,32,39,24
	rll %r0,%r0,0(%r11)
	cs %r5,%r0,0(%r2)
	jl .L6
	rll %r1,%r5,8(%r1)
	lgdr %r11,%f0
	rxsbg %r3,%r1,56,63,0
	aghik %r2,%r3,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7
	nopr %r7

uat_try_cmpxchg_1_release:
	ldgr %f0,%r11
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,7,56
	nill %r2,65532
	lcr %r11,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	rxsbg %r0,%r4,32,39,32
	jne .L13
	risbg %r0,%r4,32,39,24
	rll %r0,%r0,0(%r11)
	cs %r5,%r0,0(%r2)
	jl .L6
	rll %r1,%r5,8(%r1)
	lgdr %r11,%f0
	rxsbg %r3,%r1,56,63,0
	aghik %r2,%r3,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7
	nopr %r7

uat_try_cmpxchg_1_acq_rel:
	ldgr %f0,%r11
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,7,56
	nill %r2,65532
	lcr %r11,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	rxsbg %r0,%r4,32,39,32
	jne .L13
	risbg %r0,%r4,32,39,24
	rll %r0,%r0,0(%r11)
	cs %r5,%r0,0(%r2)
	jl .L6
	rll %r1,%r5,8(%r1)
	lgdr %r11,%f0
	rxsbg %r3,%r1,56,63,0
	aghik %r2,%r3,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7
	nopr %r7

uat_try_cmpxchg_1_seq_cst:
	ldgr %f0,%r11
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,7,56
	nill %r2,65532
	lcr %r11,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	rxsbg %r0,%r4,32,39,32
	jne .L13
	risbg %r0,%r4,32,39,24
	rll %r0,%r0,0(%r11)
	cs %r5,%r0,0(%r2)
	jl .L6
	rll %r1,%r5,8(%r1)
	lgdr %r11,%f0
	rxsbg %r3,%r1,56,63,0
	aghik %r2,%r3,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7
	nopr %r7

uat_try_cmpxchg_1_seq_cst_fence_sc:
	ldgr %f0,%r11
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,7,56
	nill %r2,65532
	lcr %r11,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	rxsbg %r0,%r4,32,39,32
	jne .L13
	risbg %r0,%r4,32,39,24
	rll %r0,%r0,0(%r11)
	cs %r5,%r0,0(%r2)
	jl .L6
	rll %r1,%r5,8(%r1)
	lgdr %r11,%f0
	rxsbg %r3,%r1,56,63,0
	aghik %r2,%r3,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7
	nopr %r7

uat_try_cmpxchg_1_seq_cst_fence:
	ldgr %f0,%r11
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,7,56
	nill %r2,65532
	lcr %r11,%r1
	bnor %r0
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	rxsbg %r0,%r4,32,39,32
	jne .L14
	risbg %r0,%r4,32,39,24
	rll %r0,%r0,0(%r11)
	cs %r5,%r0,0(%r2)
	jl .L7
	bnor %r0
	rll %r1,%r5,8(%r1)
	lgdr %r11,%f0
	rxsbg %r3,%r1,56,63,0
	aghik %r2,%r3,-1
	srlg %r2,%r2,63
	br %r14

uat_try_cmpxchg_weak_1_relaxed:
	ldgr %f0,%r11
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,7,56
	nill %r2,65532
	lcr %r11,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	rxsbg %r0,%r4,32,39,32
	jne .L13
	risbg %r0,%r4,32,39,24
	rll %r0,%r0,0(%r11)
	cs %r5,%r0,0(%r2)
	jl .L6
	rll %r1,%r5,8(%r1)
	lgdr %r11,%f0
	rxsbg %r3,%r1,56,63,0
	aghik %r2,%r3,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7
	nopr %r7

uat_try_cmpxchg_weak_1_acquire:
	ldgr %f0,%r11
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,7,56
	nill %r2,65532
	lcr %r11,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	rxsbg %r0,%r4,32,39,32
	jne .L13
	risbg %r0,%r4,32,39,24
	rll %r0,%r0,0(%r11)
	cs %r5,%r0,0(%r2)
	jl .L6
	rll %r1,%r5,8(%r1)
	lgdr %r11,%f0
	rxsbg %r3,%r1,56,63,0
	aghik %r2,%r3,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7
	nopr %r7

uat_try_cmpxchg_weak_1_release:
	ldgr %f0,%r11
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,7,56
	nill %r2,65532
	lcr %r11,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	rxsbg %r0,%r4,32,39,32
	jne .L13
	risbg %r0,%r4,32,39,24
	rll %r0,%r0,0(%r11)
	cs %r5,%r0,0(%r2)
	jl .L6
	rll %r1,%r5,8(%r1)
	lgdr %r11,%f0
	rxsbg %r3,%r1,56,63,0
	aghik %r2,%r3,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7
	nopr %r7

uat_try_cmpxchg_weak_1_acq_rel:
	ldgr %f0,%r11
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,7,56
	nill %r2,65532
	lcr %r11,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	rxsbg %r0,%r4,32,39,32
	jne .L13
	risbg %r0,%r4,32,39,24
	rll %r0,%r0,0(%r11)
	cs %r5,%r0,0(%r2)
	jl .L6
	rll %r1,%r5,8(%r1)
	lgdr %r11,%f0
	rxsbg %r3,%r1,56,63,0
	aghik %r2,%r3,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7
	nopr %r7

uat_try_cmpxchg_weak_1_seq_cst:
	ldgr %f0,%r11
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,7,56
	nill %r2,65532
	lcr %r11,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	rxsbg %r0,%r4,32,39,32
	jne .L13
	risbg %r0,%r4,32,39,24
	rll %r0,%r0,0(%r11)
	cs %r5,%r0,0(%r2)
	jl .L6
	rll %r1,%r5,8(%r1)
	lgdr %r11,%f0
	rxsbg %r3,%r1,56,63,0
	aghik %r2,%r3,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7
	nopr %r7

uat_try_cmpxchg_weak_1_seq_cst_fence_sc:
	ldgr %f0,%r11
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,7,56
	nill %r2,65532
	lcr %r11,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	rxsbg %r0,%r4,32,39,32
	jne .L13
	risbg %r0,%r4,32,39,24
	rll %r0,%r0,0(%r11)
	cs %r5,%r0,0(%r2)
	jl .L6
	rll %r1,%r5,8(%r1)
	lgdr %r11,%f0
	rxsbg %r3,%r1,56,63,0
	aghik %r2,%r3,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7
	nopr %r7

uat_try_cmpxchg_weak_1_seq_cst_fence:
	ldgr %f0,%r11
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,7,56
	nill %r2,65532
	lcr %r11,%r1
	bnor %r0
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	rxsbg %r0,%r4,32,39,32
	jne .L14
	risbg %r0,%r4,32,39,24
	rll %r0,%r0,0(%r11)
	cs %r5,%r0,0(%r2)
	jl .L7
	bnor %r0
	rll %r1,%r5,8(%r1)
	lgdr %r11,%f0
	rxsbg %r3,%r1,56,63,0
	aghik %r2,%r3,-1
	srlg %r2,%r2,63
	br %r14

uat_xchg_1_relaxed:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r5,%r1
	l %r4,0(%r2)
	rll %r0,%r4,0(%r1)
	risbg %r0,%r3,32,39,24
	rll %r0,%r0,0(%r5)
	cs %r4,%r0,0(%r2)
	jl .L4
	rll %r2,%r4,8(%r1)
	llgcr %r2,%r2
	br %r14
	nopr %r7

uat_xchg_1_acquire:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r5,%r1
	l %r4,0(%r2)
	rll %r0,%r4,0(%r1)
	risbg %r0,%r3,32,39,24
	rll %r0,%r0,0(%r5)
	cs %r4,%r0,0(%r2)
	jl .L4
	rll %r2,%r4,8(%r1)
	llgcr %r2,%r2
	br %r14
	nopr %r7

uat_xchg_1_release:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r5,%r1
	l %r4,0(%r2)
	rll %r0,%r4,0(%r1)
	risbg %r0,%r3,32,39,24
	rll %r0,%r0,0(%r5)
	cs %r4,%r0,0(%r2)
	jl .L4
	rll %r2,%r4,8(%r1)
	llgcr %r2,%r2
	br %r14
	nopr %r7

uat_xchg_1_acq_rel:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r5,%r1
	l %r4,0(%r2)
	rll %r0,%r4,0(%r1)
	risbg %r0,%r3,32,39,24
	rll %r0,%r0,0(%r5)
	cs %r4,%r0,0(%r2)
	jl .L4
	rll %r2,%r4,8(%r1)
	llgcr %r2,%r2
	br %r14
	nopr %r7

uat_xchg_1_seq_cst:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r5,%r1
	l %r4,0(%r2)
	rll %r0,%r4,0(%r1)
	risbg %r0,%r3,32,39,24
	rll %r0,%r0,0(%r5)
	cs %r4,%r0,0(%r2)
	jl .L4
	rll %r2,%r4,8(%r1)
	llgcr %r2,%r2
	br %r14
	nopr %r7

uat_xchg_1_seq_cst_fence:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r5,%r1
	l %r4,0(%r2)
	rll %r0,%r4,0(%r1)
	risbg %r0,%r3,32,39,24
	rll %r0,%r0,0(%r5)
	cs %r4,%r0,0(%r2)
	jl .L4
	rll %r2,%r4,8(%r1)
	llgcr %r2,%r2
	br %r14
	nopr %r7

uat_add_return_1_relaxed:
	sllk %r1,%r2,3
	sll %r3,24
	nill %r2,65532
	lcr %r5,%r1
	l %r0,0(%r2)
	rll %r4,%r0,0(%r1)
	ark %r4,%r4,%r3
	rll %r4,%r4,0(%r5)
	cs %r0,%r4,0(%r2)
	jl .L5
	rll %r2,%r4,8(%r1)
	llgcr %r2,%r2
	br %r14

uat_add_return_1_acquire:
	sllk %r1,%r2,3
	sll %r3,24
	nill %r2,65532
	lcr %r5,%r1
	l %r0,0(%r2)
	rll %r4,%r0,0(%r1)
	ark %r4,%r4,%r3
	rll %r4,%r4,0(%r5)
	cs %r0,%r4,0(%r2)
	jl .L5
	rll %r2,%r4,8(%r1)
	llgcr %r2,%r2
	br %r14

uat_add_return_1_release:
	sllk %r1,%r2,3
	sll %r3,24
	nill %r2,65532
	lcr %r5,%r1
	l %r0,0(%r2)
	rll %r4,%r0,0(%r1)
	ark %r4,%r4,%r3
	rll %r4,%r4,0(%r5)
	cs %r0,%r4,0(%r2)
	jl .L5
	rll %r2,%r4,8(%r1)
	llgcr %r2,%r2
	br %r14

uat_add_return_1_acq_rel:
	sllk %r1,%r2,3
	sll %r3,24
	nill %r2,65532
	lcr %r5,%r1
	l %r0,0(%r2)
	rll %r4,%r0,0(%r1)
	ark %r4,%r4,%r3
	rll %r4,%r4,0(%r5)
	cs %r0,%r4,0(%r2)
	jl .L5
	rll %r2,%r4,8(%r1)
	llgcr %r2,%r2
	br %r14

uat_add_return_1_seq_cst:
	sllk %r1,%r2,3
	sll %r3,24
	nill %r2,65532
	lcr %r5,%r1
	l %r0,0(%r2)
	rll %r4,%r0,0(%r1)
	ark %r4,%r4,%r3
	rll %r4,%r4,0(%r5)
	cs %r0,%r4,0(%r2)
	jl .L5
	rll %r2,%r4,8(%r1)
	llgcr %r2,%r2
	br %r14

uat_add_return_1_seq_cst_fence:
	sllk %r1,%r2,3
	sll %r3,24
	nill %r2,65532
	lcr %r5,%r1
	l %r0,0(%r2)
	rll %r4,%r0,0(%r1)
	ark %r4,%r4,%r3
	rll %r4,%r4,0(%r5)
	cs %r0,%r4,0(%r2)
	jl .L5
	rll %r2,%r4,8(%r1)
	llgcr %r2,%r2
	br %r14

uat_add_1_relaxed:
	sllk %r1,%r2,3
	sll %r3,24
	nill %r2,65532
	lcr %r4,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	ark %r0,%r0,%r3
	rll %r0,%r0,0(%r4)
	cs %r5,%r0,0(%r2)
	jl .L5
	br %r14
	nopr %r7

uat_add_1_acquire:
	sllk %r1,%r2,3
	sll %r3,24
	nill %r2,65532
	lcr %r4,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	ark %r0,%r0,%r3
	rll %r0,%r0,0(%r4)
	cs %r5,%r0,0(%r2)
	jl .L5
	br %r14
	nopr %r7

uat_add_1_release:
	sllk %r1,%r2,3
	sll %r3,24
	nill %r2,65532
	lcr %r4,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	ark %r0,%r0,%r3
	rll %r0,%r0,0(%r4)
	cs %r5,%r0,0(%r2)
	jl .L5
	br %r14
	nopr %r7

uat_add_1_acq_rel:
	sllk %r1,%r2,3
	sll %r3,24
	nill %r2,65532
	lcr %r4,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	ark %r0,%r0,%r3
	rll %r0,%r0,0(%r4)
	cs %r5,%r0,0(%r2)
	jl .L5
	br %r14
	nopr %r7

uat_add_1_seq_cst:
	sllk %r1,%r2,3
	sll %r3,24
	nill %r2,65532
	lcr %r4,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	ark %r0,%r0,%r3
	rll %r0,%r0,0(%r4)
	cs %r5,%r0,0(%r2)
	jl .L5
	br %r14
	nopr %r7

uat_add_1_seq_cst_fence:
	sllk %r1,%r2,3
	sll %r3,24
	nill %r2,65532
	lcr %r4,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	ark %r0,%r0,%r3
	rll %r0,%r0,0(%r4)
	cs %r5,%r0,0(%r2)
	jl .L5
	br %r14
	nopr %r7

uat_and_1_relaxed:
	risbgz %r4,%r2,59,60,3
	lhi %r1,255
	xilf %r4,24
	nill %r2,65532
	sll %r3,0(%r4)
	sll %r1,0(%r4)
	xilf %r1,4294967295
	or %r1,%r3
	lan %r2,%r1,0(%r2)
	br %r14
	nopr %r7
	nopr %r7

uat_and_1_acquire:
	risbgz %r4,%r2,59,60,3
	lhi %r1,255
	xilf %r4,24
	nill %r2,65532
	sll %r3,0(%r4)
	sll %r1,0(%r4)
	xilf %r1,4294967295
	or %r1,%r3
	lan %r2,%r1,0(%r2)
	br %r14
	nopr %r7
	nopr %r7

uat_and_1_release:
	lhi %r1,255
	risbgz %r4,%r2,59,60,3
	nill %r2,65532
	xilf %r4,24
	sll %r3,0(%r4)
	sll %r1,0(%r4)
	xilf %r1,4294967295
	or %r1,%r3
	lan %r2,%r1,0(%r2)
	br %r14
	nopr %r7
	nopr %r7

uat_and_1_acq_rel:
	lhi %r1,255
	risbgz %r4,%r2,59,60,3
	nill %r2,65532
	xilf %r4,24
	sll %r3,0(%r4)
	sll %r1,0(%r4)
	xilf %r1,4294967295
	or %r1,%r3
	lan %r2,%r1,0(%r2)
	br %r14
	nopr %r7
	nopr %r7

uat_and_1_seq_cst:
	lhi %r1,255
	risbgz %r4,%r2,59,60,3
	nill %r2,65532
	xilf %r4,24
	sll %r3,0(%r4)
	sll %r1,0(%r4)
	xilf %r1,4294967295
	or %r1,%r3
	lan %r2,%r1,0(%r2)
	bnor %r0
	br %r14
	nopr %r7

uat_and_1_seq_cst_fence:
	lhi %r1,255
	risbgz %r4,%r2,59,60,3
	nill %r2,65532
	xilf %r4,24
	sll %r3,0(%r4)
	sll %r1,0(%r4)
	xilf %r1,4294967295
	or %r1,%r3
	lan %r2,%r1,0(%r2)
	bnor %r0
	br %r14
	nopr %r7

uat_or_1_relaxed:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,24
	sll %r3,0(%r1)
	lao %r2,%r3,0(%r2)
	br %r14
	nopr %r7
	nopr %r7

uat_or_1_acquire:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,24
	sll %r3,0(%r1)
	lao %r2,%r3,0(%r2)
	br %r14
	nopr %r7
	nopr %r7

uat_or_1_release:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,24
	sll %r3,0(%r1)
	lao %r2,%r3,0(%r2)
	br %r14
	nopr %r7
	nopr %r7

uat_or_1_acq_rel:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,24
	sll %r3,0(%r1)
	lao %r2,%r3,0(%r2)
	br %r14
	nopr %r7
	nopr %r7

uat_or_1_seq_cst:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,24
	sll %r3,0(%r1)
	lao %r2,%r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7

uat_or_1_seq_cst_fence:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,24
	sll %r3,0(%r1)
	lao %r2,%r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7

uat_xor_1_relaxed:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,24
	sll %r3,0(%r1)
	lax %r2,%r3,0(%r2)
	br %r14
	nopr %r7
	nopr %r7

uat_xor_1_acquire:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,24
	sll %r3,0(%r1)
	lax %r2,%r3,0(%r2)
	br %r14
	nopr %r7
	nopr %r7

uat_xor_1_release:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,24
	sll %r3,0(%r1)
	lax %r2,%r3,0(%r2)
	br %r14
	nopr %r7
	nopr %r7

uat_xor_1_acq_rel:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,24
	sll %r3,0(%r1)
	lax %r2,%r3,0(%r2)
	br %r14
	nopr %r7
	nopr %r7

uat_xor_1_seq_cst:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,24
	sll %r3,0(%r1)
	lax %r2,%r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7

uat_xor_1_seq_cst_fence:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,24
	sll %r3,0(%r1)
	lax %r2,%r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7

uat_fetch_add_1_relaxed:
	sllk %r1,%r2,3
	sll %r3,24
	nill %r2,65532
	lcr %r5,%r1
	l %r4,0(%r2)
	rll %r0,%r4,0(%r1)
	ark %r0,%r0,%r3
	rll %r0,%r0,0(%r5)
	cs %r4,%r0,0(%r2)
	jl .L5
	rll %r2,%r4,8(%r1)
	llgcr %r2,%r2
	br %r14

uat_fetch_add_1_acquire:
	sllk %r1,%r2,3
	sll %r3,24
	nill %r2,65532
	lcr %r5,%r1
	l %r4,0(%r2)
	rll %r0,%r4,0(%r1)
	ark %r0,%r0,%r3
	rll %r0,%r0,0(%r5)
	cs %r4,%r0,0(%r2)
	jl .L5
	rll %r2,%r4,8(%r1)
	llgcr %r2,%r2
	br %r14

uat_fetch_add_1_release:
	sllk %r1,%r2,3
	sll %r3,24
	nill %r2,65532
	lcr %r5,%r1
	l %r4,0(%r2)
	rll %r0,%r4,0(%r1)
	ark %r0,%r0,%r3
	rll %r0,%r0,0(%r5)
	cs %r4,%r0,0(%r2)
	jl .L5
	rll %r2,%r4,8(%r1)
	llgcr %r2,%r2
	br %r14

uat_fetch_add_1_acq_rel:
	sllk %r1,%r2,3
	sll %r3,24
	nill %r2,65532
	lcr %r5,%r1
	l %r4,0(%r2)
	rll %r0,%r4,0(%r1)
	ark %r0,%r0,%r3
	rll %r0,%r0,0(%r5)
	cs %r4,%r0,0(%r2)
	jl .L5
	rll %r2,%r4,8(%r1)
	llgcr %r2,%r2
	br %r14

uat_fetch_add_1_seq_cst:
	sllk %r1,%r2,3
	sll %r3,24
	nill %r2,65532
	lcr %r5,%r1
	l %r4,0(%r2)
	rll %r0,%r4,0(%r1)
	ark %r0,%r0,%r3
	rll %r0,%r0,0(%r5)
	cs %r4,%r0,0(%r2)
	jl .L5
	rll %r2,%r4,8(%r1)
	llgcr %r2,%r2
	br %r14

uat_fetch_add_1_seq_cst_fence:
	sllk %r1,%r2,3
	sll %r3,24
	nill %r2,65532
	lcr %r5,%r1
	l %r4,0(%r2)
	rll %r0,%r4,0(%r1)
	ark %r0,%r0,%r3
	rll %r0,%r0,0(%r5)
	cs %r4,%r0,0(%r2)
	jl .L5
	rll %r2,%r4,8(%r1)
	llgcr %r2,%r2
	br %r14

uat_fetch_and_1_relaxed:
	risbgz %r4,%r2,59,60,3
	lhi %r1,255
	xilf %r4,24
	nill %r2,65532
	sll %r3,0(%r4)
	sll %r1,0(%r4)
	xilf %r1,4294967295
	or %r1,%r3
	lan %r2,%r1,0(%r2)
	srl %r2,0(%r4)
	llgcr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_and_1_acquire:
	risbgz %r4,%r2,59,60,3
	lhi %r1,255
	xilf %r4,24
	nill %r2,65532
	sll %r3,0(%r4)
	sll %r1,0(%r4)
	xilf %r1,4294967295
	or %r1,%r3
	lan %r2,%r1,0(%r2)
	srl %r2,0(%r4)
	llgcr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_and_1_release:
	lhi %r1,255
	risbgz %r4,%r2,59,60,3
	nill %r2,65532
	xilf %r4,24
	sll %r3,0(%r4)
	sll %r1,0(%r4)
	xilf %r1,4294967295
	or %r1,%r3
	lan %r2,%r1,0(%r2)
	srl %r2,0(%r4)
	llgcr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_and_1_acq_rel:
	lhi %r1,255
	risbgz %r4,%r2,59,60,3
	nill %r2,65532
	xilf %r4,24
	sll %r3,0(%r4)
	sll %r1,0(%r4)
	xilf %r1,4294967295
	or %r1,%r3
	lan %r2,%r1,0(%r2)
	srl %r2,0(%r4)
	llgcr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_and_1_seq_cst:
	lhi %r1,255
	risbgz %r4,%r2,59,60,3
	nill %r2,65532
	xilf %r4,24
	sll %r3,0(%r4)
	sll %r1,0(%r4)
	xilf %r1,4294967295
	or %r1,%r3
	lan %r2,%r1,0(%r2)
	bnor %r0
	srl %r2,0(%r4)
	llgcr %r2,%r2
	br %r14
	nopr %r7

uat_fetch_and_1_seq_cst_fence:
	lhi %r1,255
	risbgz %r4,%r2,59,60,3
	nill %r2,65532
	xilf %r4,24
	sll %r3,0(%r4)
	sll %r1,0(%r4)
	xilf %r1,4294967295
	or %r1,%r3
	lan %r2,%r1,0(%r2)
	bnor %r0
	srl %r2,0(%r4)
	llgcr %r2,%r2
	br %r14
	nopr %r7

uat_fetch_or_1_relaxed:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,24
	sll %r3,0(%r1)
	lao %r2,%r3,0(%r2)
	srl %r2,0(%r1)
	llgcr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_or_1_acquire:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,24
	sll %r3,0(%r1)
	lao %r2,%r3,0(%r2)
	srl %r2,0(%r1)
	llgcr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_or_1_release:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,24
	sll %r3,0(%r1)
	lao %r2,%r3,0(%r2)
	srl %r2,0(%r1)
	llgcr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_or_1_acq_rel:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,24
	sll %r3,0(%r1)
	lao %r2,%r3,0(%r2)
	srl %r2,0(%r1)
	llgcr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_or_1_seq_cst:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,24
	sll %r3,0(%r1)
	lao %r2,%r3,0(%r2)
	bnor %r0
	srl %r2,0(%r1)
	llgcr %r2,%r2
	br %r14
	nopr %r7

uat_fetch_or_1_seq_cst_fence:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,24
	sll %r3,0(%r1)
	lao %r2,%r3,0(%r2)
	bnor %r0
	srl %r2,0(%r1)
	llgcr %r2,%r2
	br %r14
	nopr %r7

uat_fetch_xor_1_relaxed:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,24
	sll %r3,0(%r1)
	lax %r2,%r3,0(%r2)
	srl %r2,0(%r1)
	llgcr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_xor_1_acquire:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,24
	sll %r3,0(%r1)
	lax %r2,%r3,0(%r2)
	srl %r2,0(%r1)
	llgcr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_xor_1_release:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,24
	sll %r3,0(%r1)
	lax %r2,%r3,0(%r2)
	srl %r2,0(%r1)
	llgcr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_xor_1_acq_rel:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,24
	sll %r3,0(%r1)
	lax %r2,%r3,0(%r2)
	srl %r2,0(%r1)
	llgcr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_xor_1_seq_cst:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,24
	sll %r3,0(%r1)
	lax %r2,%r3,0(%r2)
	bnor %r0
	srl %r2,0(%r1)
	llgcr %r2,%r2
	br %r14
	nopr %r7

uat_fetch_xor_1_seq_cst_fence:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,24
	sll %r3,0(%r1)
	lax %r2,%r3,0(%r2)
	bnor %r0
	srl %r2,0(%r1)
	llgcr %r2,%r2
	br %r14
	nopr %r7

uat_fetch_smax_1_relaxed:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	llgc %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	lbr %r1,%r4
	cr %r1,%r3
	lr %r1,%r3
	locrhe %r1,%r4
	llgcr %r1,%r1
	rosbg %r1,%r4,0,7,56
	l %r2,0(%r11)
	rll %r0,%r2,0(%r5)
	rxsbg %r0,%r1,32,39,32
	jne .L20
	risbg %r0,%r1,32,39,24
	rll %r0,%r0,0(%r10)
	cs %r2,%r0,0(%r11)
	jl .L13
	rll %r2,%r2,8(%r5)
	llcr %r1,%r4
	llcr %r0,%r2
	lr %r4,%r2
	cr %r1,%r0
	jne .L6
	lgbr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7

uat_fetch_smax_1_acquire:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	llgc %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	lbr %r1,%r4
	cr %r1,%r3
	lr %r1,%r3
	locrhe %r1,%r4
	llgcr %r1,%r1
	rosbg %r1,%r4,0,7,56
	l %r2,0(%r11)
	rll %r0,%r2,0(%r5)
	rxsbg %r0,%r1,32,39,32
	jne .L20
	risbg %r0,%r1,32,39,24
	rll %r0,%r0,0(%r10)
	cs %r2,%r0,0(%r11)
	jl .L13
	rll %r2,%r2,8(%r5)
	llcr %r1,%r4
	llcr %r0,%r2
	lr %r4,%r2
	cr %r1,%r0
	jne .L6
	lgbr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7

uat_fetch_smax_1_release:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	llgc %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	lbr %r1,%r4
	cr %r1,%r3
	lr %r1,%r3
	locrhe %r1,%r4
	llgcr %r1,%r1
	rosbg %r1,%r4,0,7,56
	l %r2,0(%r11)
	rll %r0,%r2,0(%r5)
	rxsbg %r0,%r1,32,39,32
	jne .L20
	risbg %r0,%r1,32,39,24
	rll %r0,%r0,0(%r10)
	cs %r2,%r0,0(%r11)
	jl .L13
	rll %r2,%r2,8(%r5)
	llcr %r1,%r4
	llcr %r0,%r2
	lr %r4,%r2
	cr %r1,%r0
	jne .L6
	lgbr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7

uat_fetch_smax_1_acq_rel:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	llgc %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	lbr %r1,%r4
	cr %r1,%r3
	lr %r1,%r3
	locrhe %r1,%r4
	llgcr %r1,%r1
	rosbg %r1,%r4,0,7,56
	l %r2,0(%r11)
	rll %r0,%r2,0(%r5)
	rxsbg %r0,%r1,32,39,32
	jne .L20
	risbg %r0,%r1,32,39,24
	rll %r0,%r0,0(%r10)
	cs %r2,%r0,0(%r11)
	jl .L13
	rll %r2,%r2,8(%r5)
	llcr %r1,%r4
	llcr %r0,%r2
	lr %r4,%r2
	cr %r1,%r0
	jne .L6
	lgbr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7

uat_fetch_smax_1_seq_cst:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	llgc %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	lbr %r1,%r4
	cr %r1,%r3
	lr %r1,%r3
	locrhe %r1,%r4
	llgcr %r1,%r1
	rosbg %r1,%r4,0,7,56
	l %r2,0(%r11)
	rll %r0,%r2,0(%r5)
	rxsbg %r0,%r1,32,39,32
	jne .L20
	risbg %r0,%r1,32,39,24
	rll %r0,%r0,0(%r10)
	cs %r2,%r0,0(%r11)
	jl .L13
	rll %r2,%r2,8(%r5)
	llcr %r1,%r4
	llcr %r0,%r2
	lr %r4,%r2
	cr %r1,%r0
	jne .L6
	lgbr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7

uat_fetch_smax_1_seq_cst_fence:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	llgc %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	lbr %r1,%r4
	cr %r1,%r3
	lr %r1,%r3
	locrhe %r1,%r4
	llgcr %r1,%r1
	rosbg %r1,%r4,0,7,56
	l %r2,0(%r11)
	rll %r0,%r2,0(%r5)
	rxsbg %r0,%r1,32,39,32
	jne .L20
	risbg %r0,%r1,32,39,24
	rll %r0,%r0,0(%r10)
	cs %r2,%r0,0(%r11)
	jl .L13
	rll %r2,%r2,8(%r5)
	llcr %r1,%r4
	llcr %r0,%r2
	lr %r4,%r2
	cr %r1,%r0
	jne .L6
	lgbr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7

uat_fetch_umax_1_relaxed:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	llgc %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	llcr %r0,%r4
	clr %r0,%r3
	lr %r1,%r3
	locrh %r1,%r4
	llgcr %r1,%r1
	rosbg %r1,%r4,0,7,56
	l %r2,0(%r11)
	rll %r4,%r2,0(%r5)
	rxsbg %r4,%r1,32,39,32
	jne .L20
	risbg %r4,%r1,32,39,24
	rll %r4,%r4,0(%r10)
	cs %r2,%r4,0(%r11)
	jl .L13
	rll %r2,%r2,8(%r5)
	llcr %r1,%r2
	lr %r4,%r2
	cr %r0,%r1
	jne .L6
	llgcr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_umax_1_acquire:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	llgc %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	llcr %r0,%r4
	clr %r0,%r3
	lr %r1,%r3
	locrh %r1,%r4
	llgcr %r1,%r1
	rosbg %r1,%r4,0,7,56
	l %r2,0(%r11)
	rll %r4,%r2,0(%r5)
	rxsbg %r4,%r1,32,39,32
	jne .L20
	risbg %r4,%r1,32,39,24
	rll %r4,%r4,0(%r10)
	cs %r2,%r4,0(%r11)
	jl .L13
	rll %r2,%r2,8(%r5)
	llcr %r1,%r2
	lr %r4,%r2
	cr %r0,%r1
	jne .L6
	llgcr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_umax_1_release:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	llgc %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	llcr %r0,%r4
	clr %r0,%r3
	lr %r1,%r3
	locrh %r1,%r4
	llgcr %r1,%r1
	rosbg %r1,%r4,0,7,56
	l %r2,0(%r11)
	rll %r4,%r2,0(%r5)
	rxsbg %r4,%r1,32,39,32
	jne .L20
	risbg %r4,%r1,32,39,24
	rll %r4,%r4,0(%r10)
	cs %r2,%r4,0(%r11)
	jl .L13
	rll %r2,%r2,8(%r5)
	llcr %r1,%r2
	lr %r4,%r2
	cr %r0,%r1
	jne .L6
	llgcr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_umax_1_acq_rel:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	llgc %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	llcr %r0,%r4
	clr %r0,%r3
	lr %r1,%r3
	locrh %r1,%r4
	llgcr %r1,%r1
	rosbg %r1,%r4,0,7,56
	l %r2,0(%r11)
	rll %r4,%r2,0(%r5)
	rxsbg %r4,%r1,32,39,32
	jne .L20
	risbg %r4,%r1,32,39,24
	rll %r4,%r4,0(%r10)
	cs %r2,%r4,0(%r11)
	jl .L13
	rll %r2,%r2,8(%r5)
	llcr %r1,%r2
	lr %r4,%r2
	cr %r0,%r1
	jne .L6
	llgcr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_umax_1_seq_cst:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	llgc %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	llcr %r0,%r4
	clr %r0,%r3
	lr %r1,%r3
	locrh %r1,%r4
	llgcr %r1,%r1
	rosbg %r1,%r4,0,7,56
	l %r2,0(%r11)
	rll %r4,%r2,0(%r5)
	rxsbg %r4,%r1,32,39,32
	jne .L20
	risbg %r4,%r1,32,39,24
	rll %r4,%r4,0(%r10)
	cs %r2,%r4,0(%r11)
	jl .L13
	rll %r2,%r2,8(%r5)
	llcr %r1,%r2
	lr %r4,%r2
	cr %r0,%r1
	jne .L6
	llgcr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_umax_1_seq_cst_fence:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	llgc %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	llcr %r0,%r4
	clr %r0,%r3
	lr %r1,%r3
	locrh %r1,%r4
	llgcr %r1,%r1
	rosbg %r1,%r4,0,7,56
	l %r2,0(%r11)
	rll %r4,%r2,0(%r5)
	rxsbg %r4,%r1,32,39,32
	jne .L20
	risbg %r4,%r1,32,39,24
	rll %r4,%r4,0(%r10)
	cs %r2,%r4,0(%r11)
	jl .L13
	rll %r2,%r2,8(%r5)
	llcr %r1,%r2
	lr %r4,%r2
	cr %r0,%r1
	jne .L6
	llgcr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_smin_1_relaxed:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	llgc %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	lbr %r1,%r4
	cr %r1,%r3
	lr %r1,%r3
	locrle %r1,%r4
	llgcr %r1,%r1
	rosbg %r1,%r4,0,7,56
	l %r2,0(%r11)
	rll %r0,%r2,0(%r5)
	rxsbg %r0,%r1,32,39,32
	jne .L20
	risbg %r0,%r1,32,39,24
	rll %r0,%r0,0(%r10)
	cs %r2,%r0,0(%r11)
	jl .L13
	rll %r2,%r2,8(%r5)
	llcr %r1,%r4
	llcr %r0,%r2
	lr %r4,%r2
	cr %r1,%r0
	jne .L6
	lgbr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7

uat_fetch_smin_1_acquire:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	llgc %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	lbr %r1,%r4
	cr %r1,%r3
	lr %r1,%r3
	locrle %r1,%r4
	llgcr %r1,%r1
	rosbg %r1,%r4,0,7,56
	l %r2,0(%r11)
	rll %r0,%r2,0(%r5)
	rxsbg %r0,%r1,32,39,32
	jne .L20
	risbg %r0,%r1,32,39,24
	rll %r0,%r0,0(%r10)
	cs %r2,%r0,0(%r11)
	jl .L13
	rll %r2,%r2,8(%r5)
	llcr %r1,%r4
	llcr %r0,%r2
	lr %r4,%r2
	cr %r1,%r0
	jne .L6
	lgbr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7

uat_fetch_smin_1_release:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	llgc %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	lbr %r1,%r4
	cr %r1,%r3
	lr %r1,%r3
	locrle %r1,%r4
	llgcr %r1,%r1
	rosbg %r1,%r4,0,7,56
	l %r2,0(%r11)
	rll %r0,%r2,0(%r5)
	rxsbg %r0,%r1,32,39,32
	jne .L20
	risbg %r0,%r1,32,39,24
	rll %r0,%r0,0(%r10)
	cs %r2,%r0,0(%r11)
	jl .L13
	rll %r2,%r2,8(%r5)
	llcr %r1,%r4
	llcr %r0,%r2
	lr %r4,%r2
	cr %r1,%r0
	jne .L6
	lgbr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7

uat_fetch_smin_1_acq_rel:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	llgc %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	lbr %r1,%r4
	cr %r1,%r3
	lr %r1,%r3
	locrle %r1,%r4
	llgcr %r1,%r1
	rosbg %r1,%r4,0,7,56
	l %r2,0(%r11)
	rll %r0,%r2,0(%r5)
	rxsbg %r0,%r1,32,39,32
	jne .L20
	risbg %r0,%r1,32,39,24
	rll %r0,%r0,0(%r10)
	cs %r2,%r0,0(%r11)
	jl .L13
	rll %r2,%r2,8(%r5)
	llcr %r1,%r4
	llcr %r0,%r2
	lr %r4,%r2
	cr %r1,%r0
	jne .L6
	lgbr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7

uat_fetch_smin_1_seq_cst:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	llgc %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	lbr %r1,%r4
	cr %r1,%r3
	lr %r1,%r3
	locrle %r1,%r4
	llgcr %r1,%r1
	rosbg %r1,%r4,0,7,56
	l %r2,0(%r11)
	rll %r0,%r2,0(%r5)
	rxsbg %r0,%r1,32,39,32
	jne .L20
	risbg %r0,%r1,32,39,24
	rll %r0,%r0,0(%r10)
	cs %r2,%r0,0(%r11)
	jl .L13
	rll %r2,%r2,8(%r5)
	llcr %r1,%r4
	llcr %r0,%r2
	lr %r4,%r2
	cr %r1,%r0
	jne .L6
	lgbr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7

uat_fetch_smin_1_seq_cst_fence:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	llgc %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	lbr %r1,%r4
	cr %r1,%r3
	lr %r1,%r3
	locrle %r1,%r4
	llgcr %r1,%r1
	rosbg %r1,%r4,0,7,56
	l %r2,0(%r11)
	rll %r0,%r2,0(%r5)
	rxsbg %r0,%r1,32,39,32
	jne .L20
	risbg %r0,%r1,32,39,24
	rll %r0,%r0,0(%r10)
	cs %r2,%r0,0(%r11)
	jl .L13
	rll %r2,%r2,8(%r5)
	llcr %r1,%r4
	llcr %r0,%r2
	lr %r4,%r2
	cr %r1,%r0
	jne .L6
	lgbr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7

uat_fetch_umin_1_relaxed:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	llgc %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	llcr %r0,%r4
	clr %r0,%r3
	lr %r1,%r3
	locrl %r1,%r4
	llgcr %r1,%r1
	rosbg %r1,%r4,0,7,56
	l %r2,0(%r11)
	rll %r4,%r2,0(%r5)
	rxsbg %r4,%r1,32,39,32
	jne .L20
	risbg %r4,%r1,32,39,24
	rll %r4,%r4,0(%r10)
	cs %r2,%r4,0(%r11)
	jl .L13
	rll %r2,%r2,8(%r5)
	llcr %r1,%r2
	lr %r4,%r2
	cr %r0,%r1
	jne .L6
	llgcr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_umin_1_acquire:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	llgc %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	llcr %r0,%r4
	clr %r0,%r3
	lr %r1,%r3
	locrl %r1,%r4
	llgcr %r1,%r1
	rosbg %r1,%r4,0,7,56
	l %r2,0(%r11)
	rll %r4,%r2,0(%r5)
	rxsbg %r4,%r1,32,39,32
	jne .L20
	risbg %r4,%r1,32,39,24
	rll %r4,%r4,0(%r10)
	cs %r2,%r4,0(%r11)
	jl .L13
	rll %r2,%r2,8(%r5)
	llcr %r1,%r2
	lr %r4,%r2
	cr %r0,%r1
	jne .L6
	llgcr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_umin_1_release:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	llgc %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	llcr %r0,%r4
	clr %r0,%r3
	lr %r1,%r3
	locrl %r1,%r4
	llgcr %r1,%r1
	rosbg %r1,%r4,0,7,56
	l %r2,0(%r11)
	rll %r4,%r2,0(%r5)
	rxsbg %r4,%r1,32,39,32
	jne .L20
	risbg %r4,%r1,32,39,24
	rll %r4,%r4,0(%r10)
	cs %r2,%r4,0(%r11)
	jl .L13
	rll %r2,%r2,8(%r5)
	llcr %r1,%r2
	lr %r4,%r2
	cr %r0,%r1
	jne .L6
	llgcr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_umin_1_acq_rel:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	llgc %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	llcr %r0,%r4
	clr %r0,%r3
	lr %r1,%r3
	locrl %r1,%r4
	llgcr %r1,%r1
	rosbg %r1,%r4,0,7,56
	l %r2,0(%r11)
	rll %r4,%r2,0(%r5)
	rxsbg %r4,%r1,32,39,32
	jne .L20
	risbg %r4,%r1,32,39,24
	rll %r4,%r4,0(%r10)
	cs %r2,%r4,0(%r11)
	jl .L13
	rll %r2,%r2,8(%r5)
	llcr %r1,%r2
	lr %r4,%r2
	cr %r0,%r1
	jne .L6
	llgcr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_umin_1_seq_cst:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	llgc %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	llcr %r0,%r4
	clr %r0,%r3
	lr %r1,%r3
	locrl %r1,%r4
	llgcr %r1,%r1
	rosbg %r1,%r4,0,7,56
	l %r2,0(%r11)
	rll %r4,%r2,0(%r5)
	rxsbg %r4,%r1,32,39,32
	jne .L20
	risbg %r4,%r1,32,39,24
	rll %r4,%r4,0(%r10)
	cs %r2,%r4,0(%r11)
	jl .L13
	rll %r2,%r2,8(%r5)
	llcr %r1,%r2
	lr %r4,%r2
	cr %r0,%r1
	jne .L6
	llgcr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_umin_1_seq_cst_fence:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	llgc %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	llcr %r0,%r4
	clr %r0,%r3
	lr %r1,%r3
	locrl %r1,%r4
	llgcr %r1,%r1
	rosbg %r1,%r4,0,7,56
	l %r2,0(%r11)
	rll %r4,%r2,0(%r5)
	rxsbg %r4,%r1,32,39,32
	jne .L20
	risbg %r4,%r1,32,39,24
	rll %r4,%r4,0(%r10)
	cs %r2,%r4,0(%r11)
	jl .L13
	rll %r2,%r2,8(%r5)
	llcr %r1,%r2
	lr %r4,%r2
	cr %r0,%r1
	jne .L6
	llgcr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_test_and_set_bit_1_relaxed:
	risbgz %r4,%r3,61,63,0
	lhi %r1,1
	risbgz %r3,%r2,59,60,3
	sll %r1,0(%r4)
	xilf %r3,24
	nill %r2,65532
	sllk %r4,%r1,0(%r3)
	lao %r2,%r4,0(%r2)
	srl %r2,0(%r3)
	nr %r2,%r1
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_test_and_set_bit_1_acquire:
	risbgz %r4,%r3,61,63,0
	lhi %r1,1
	risbgz %r3,%r2,59,60,3
	sll %r1,0(%r4)
	xilf %r3,24
	nill %r2,65532
	sllk %r4,%r1,0(%r3)
	lao %r2,%r4,0(%r2)
	srl %r2,0(%r3)
	nr %r2,%r1
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_test_and_set_bit_1_release:
	risbgz %r4,%r2,59,60,3
	nilf %r3,7
	lhi %r1,1
	nill %r2,65532
	sll %r1,0(%r3)
	lr %r3,%r4
	xilf %r3,24
	sllk %r4,%r1,0(%r3)
	lao %r2,%r4,0(%r2)
	srl %r2,0(%r3)
	nr %r2,%r1
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7

uat_test_and_set_bit_1_acq_rel:
	risbgz %r4,%r2,59,60,3
	nilf %r3,7
	lhi %r1,1
	nill %r2,65532
	sll %r1,0(%r3)
	lr %r3,%r4
	xilf %r3,24
	sllk %r4,%r1,0(%r3)
	lao %r2,%r4,0(%r2)
	srl %r2,0(%r3)
	nr %r2,%r1
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7

uat_test_and_set_bit_1_seq_cst:
	risbgz %r4,%r2,59,60,3
	nilf %r3,7
	lhi %r1,1
	nill %r2,65532
	sll %r1,0(%r3)
	lr %r3,%r4
	xilf %r3,24
	sllk %r4,%r1,0(%r3)
	lao %r2,%r4,0(%r2)
	bnor %r0
	srl %r2,0(%r3)
	nr %r2,%r1
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14

uat_test_and_set_bit_1_seq_cst_fence:
	risbgz %r4,%r2,59,60,3
	nilf %r3,7
	lhi %r1,1
	nill %r2,65532
	sll %r1,0(%r3)
	lr %r3,%r4
	xilf %r3,24
	sllk %r4,%r1,0(%r3)
	lao %r2,%r4,0(%r2)
	bnor %r0
	srl %r2,0(%r3)
	nr %r2,%r1
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14

uat_test_and_clear_bit_1_relaxed:
	nilf %r3,7
	risbgz %r1,%r2,59,60,3
	lhi %r5,1
	xilf %r1,24
	sll %r5,0(%r3)
	lhi %r4,255
	lr %r3,%r5
	sll %r4,0(%r1)
	xilf %r3,255
	xilf %r4,4294967295
	sll %r3,0(%r1)
	nill %r2,65532
	or %r3,%r4
	lan %r2,%r3,0(%r2)
	srl %r2,0(%r1)
	nr %r2,%r5
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_test_and_clear_bit_1_acquire:
	nilf %r3,7
	risbgz %r1,%r2,59,60,3
	lhi %r5,1
	xilf %r1,24
	sll %r5,0(%r3)
	lhi %r4,255
	lr %r3,%r5
	sll %r4,0(%r1)
	xilf %r3,255
	xilf %r4,4294967295
	sll %r3,0(%r1)
	nill %r2,65532
	or %r3,%r4
	lan %r2,%r3,0(%r2)
	srl %r2,0(%r1)
	nr %r2,%r5
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_test_and_clear_bit_1_release:
	nilf %r3,7
	risbgz %r1,%r2,59,60,3
	lhi %r5,1
	xilf %r1,24
	sll %r5,0(%r3)
	lhi %r4,255
	lr %r3,%r5
	sll %r4,0(%r1)
	xilf %r3,255
	xilf %r4,4294967295
	sll %r3,0(%r1)
	nill %r2,65532
	or %r3,%r4
	lan %r2,%r3,0(%r2)
	srl %r2,0(%r1)
	nr %r2,%r5
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_test_and_clear_bit_1_acq_rel:
	nilf %r3,7
	risbgz %r1,%r2,59,60,3
	lhi %r5,1
	xilf %r1,24
	sll %r5,0(%r3)
	lhi %r4,255
	lr %r3,%r5
	sll %r4,0(%r1)
	xilf %r3,255
	xilf %r4,4294967295
	sll %r3,0(%r1)
	nill %r2,65532
	or %r3,%r4
	lan %r2,%r3,0(%r2)
	srl %r2,0(%r1)
	nr %r2,%r5
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_test_and_clear_bit_1_seq_cst:
	nilf %r3,7
	risbgz %r1,%r2,59,60,3
	lhi %r5,1
	xilf %r1,24
	sll %r5,0(%r3)
	lhi %r4,255
	lr %r3,%r5
	sll %r4,0(%r1)
	xilf %r3,255
	xilf %r4,4294967295
	sll %r3,0(%r1)
	nill %r2,65532
	or %r3,%r4
	lan %r2,%r3,0(%r2)
	bnor %r0
	srl %r2,0(%r1)
	nr %r2,%r5
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_test_and_clear_bit_1_seq_cst_fence:
	nilf %r3,7
	risbgz %r1,%r2,59,60,3
	lhi %r5,1
	xilf %r1,24
	sll %r5,0(%r3)
	lhi %r4,255
	lr %r3,%r5
	sll %r4,0(%r1)
	xilf %r3,255
	xilf %r4,4294967295
	sll %r3,0(%r1)
	nill %r2,65532
	or %r3,%r4
	lan %r2,%r3,0(%r2)
	bnor %r0
	srl %r2,0(%r1)
	nr %r2,%r5
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_test_and_change_bit_1_relaxed:
	risbgz %r4,%r3,61,63,0
	lhi %r1,1
	risbgz %r3,%r2,59,60,3
	sll %r1,0(%r4)
	xilf %r3,24
	nill %r2,65532
	sllk %r4,%r1,0(%r3)
	lax %r2,%r4,0(%r2)
	srl %r2,0(%r3)
	nr %r2,%r1
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_test_and_change_bit_1_acquire:
	risbgz %r4,%r3,61,63,0
	lhi %r1,1
	risbgz %r3,%r2,59,60,3
	sll %r1,0(%r4)
	xilf %r3,24
	nill %r2,65532
	sllk %r4,%r1,0(%r3)
	lax %r2,%r4,0(%r2)
	srl %r2,0(%r3)
	nr %r2,%r1
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_test_and_change_bit_1_release:
	risbgz %r4,%r2,59,60,3
	nilf %r3,7
	lhi %r1,1
	nill %r2,65532
	sll %r1,0(%r3)
	lr %r3,%r4
	xilf %r3,24
	sllk %r4,%r1,0(%r3)
	lax %r2,%r4,0(%r2)
	srl %r2,0(%r3)
	nr %r2,%r1
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7

uat_test_and_change_bit_1_acq_rel:
	risbgz %r4,%r2,59,60,3
	nilf %r3,7
	lhi %r1,1
	nill %r2,65532
	sll %r1,0(%r3)
	lr %r3,%r4
	xilf %r3,24
	sllk %r4,%r1,0(%r3)
	lax %r2,%r4,0(%r2)
	srl %r2,0(%r3)
	nr %r2,%r1
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7

uat_test_and_change_bit_1_seq_cst:
	risbgz %r4,%r2,59,60,3
	nilf %r3,7
	lhi %r1,1
	nill %r2,65532
	sll %r1,0(%r3)
	lr %r3,%r4
	xilf %r3,24
	sllk %r4,%r1,0(%r3)
	lax %r2,%r4,0(%r2)
	bnor %r0
	srl %r2,0(%r3)
	nr %r2,%r1
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14

uat_test_and_change_bit_1_seq_cst_fence:
	risbgz %r4,%r2,59,60,3
	nilf %r3,7
	lhi %r1,1
	nill %r2,65532
	sll %r1,0(%r3)
	lr %r3,%r4
	xilf %r3,24
	sllk %r4,%r1,0(%r3)
	lax %r2,%r4,0(%r2)
	bnor %r0
	srl %r2,0(%r3)
	nr %r2,%r1
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14

uat_fetch_add_unless_1_relaxed:
	ldgr %f4,%r9
	ldgr %f0,%r11
	ldgr %f6,%r8
	sllk %r11,%r2,3
	ldgr %f2,%r10
	llgc %r1,0(%r2)
	risbgz %r5,%r2,0,61,0
	lcr %r9,%r11
	llcr %r10,%r1
	cr %r10,%r4
	je .L33
	ark %r8,%r3,%r1
	sllg %r0,%r1,56
	llgcr %r2,%r1
	lgr %r1,%r0
	rosbg %r1,%r8,56,63,0
	l %r0,0(%r5)
	rll %r8,%r0,0(%r11)
	rxsbg %r8,%r1,32,39,32
	jne .L24
	risbg %r8,%r1,32,39,24
	rll %r8,%r8,0(%r9)
	cs %r0,%r8,0(%r5)
	jl .L17
	rll %r1,%r0,8(%r11)
	llcr %r0,%r1
	cr %r10,%r0
	jne .L8
	lgdr %r11,%f0
	lgdr %r10,%f2
	lgdr %r9,%f4
	lgdr %r8,%f6
	br %r14
	llgcr %r2,%r1
	j .L28

uat_fetch_add_unless_1_acquire:
	ldgr %f4,%r9
	ldgr %f0,%r11
	ldgr %f6,%r8
	sllk %r11,%r2,3
	ldgr %f2,%r10
	llgc %r1,0(%r2)
	risbgz %r5,%r2,0,61,0
	lcr %r9,%r11
	llcr %r10,%r1
	cr %r10,%r4
	je .L33
	ark %r8,%r3,%r1
	sllg %r0,%r1,56
	llgcr %r2,%r1
	lgr %r1,%r0
	rosbg %r1,%r8,56,63,0
	l %r0,0(%r5)
	rll %r8,%r0,0(%r11)
	rxsbg %r8,%r1,32,39,32
	jne .L24
	risbg %r8,%r1,32,39,24
	rll %r8,%r8,0(%r9)
	cs %r0,%r8,0(%r5)
	jl .L17
	rll %r1,%r0,8(%r11)
	llcr %r0,%r1
	cr %r10,%r0
	jne .L8
	lgdr %r11,%f0
	lgdr %r10,%f2
	lgdr %r9,%f4
	lgdr %r8,%f6
	br %r14
	llgcr %r2,%r1
	j .L28

uat_fetch_add_unless_1_release:
	ldgr %f4,%r9
	ldgr %f0,%r11
	ldgr %f6,%r8
	sllk %r11,%r2,3
	ldgr %f2,%r10
	llgc %r1,0(%r2)
	risbgz %r5,%r2,0,61,0
	lcr %r9,%r11
	llcr %r10,%r1
	cr %r10,%r4
	je .L33
	ark %r8,%r3,%r1
	sllg %r0,%r1,56
	llgcr %r2,%r1
	lgr %r1,%r0
	rosbg %r1,%r8,56,63,0
	l %r0,0(%r5)
	rll %r8,%r0,0(%r11)
	rxsbg %r8,%r1,32,39,32
	jne .L24
	risbg %r8,%r1,32,39,24
	rll %r8,%r8,0(%r9)
	cs %r0,%r8,0(%r5)
	jl .L17
	rll %r1,%r0,8(%r11)
	llcr %r0,%r1
	cr %r10,%r0
	jne .L8
	lgdr %r11,%f0
	lgdr %r10,%f2
	lgdr %r9,%f4
	lgdr %r8,%f6
	br %r14
	llgcr %r2,%r1
	j .L28

uat_fetch_add_unless_1_acq_rel:
	ldgr %f4,%r9
	ldgr %f0,%r11
	ldgr %f6,%r8
	sllk %r11,%r2,3
	ldgr %f2,%r10
	llgc %r1,0(%r2)
	risbgz %r5,%r2,0,61,0
	lcr %r9,%r11
	llcr %r10,%r1
	cr %r10,%r4
	je .L33
	ark %r8,%r3,%r1
	sllg %r0,%r1,56
	llgcr %r2,%r1
	lgr %r1,%r0
	rosbg %r1,%r8,56,63,0
	l %r0,0(%r5)
	rll %r8,%r0,0(%r11)
	rxsbg %r8,%r1,32,39,32
	jne .L24
	risbg %r8,%r1,32,39,24
	rll %r8,%r8,0(%r9)
	cs %r0,%r8,0(%r5)
	jl .L17
	rll %r1,%r0,8(%r11)
	llcr %r0,%r1
	cr %r10,%r0
	jne .L8
	lgdr %r11,%f0
	lgdr %r10,%f2
	lgdr %r9,%f4
	lgdr %r8,%f6
	br %r14
	llgcr %r2,%r1
	j .L28

uat_fetch_add_unless_1_seq_cst:
	ldgr %f4,%r9
	ldgr %f0,%r11
	ldgr %f6,%r8
	sllk %r11,%r2,3
	ldgr %f2,%r10
	llgc %r1,0(%r2)
	risbgz %r5,%r2,0,61,0
	lcr %r9,%r11
	llcr %r10,%r1
	cr %r10,%r4
	je .L33
	ark %r8,%r3,%r1
	sllg %r0,%r1,56
	llgcr %r2,%r1
	lgr %r1,%r0
	rosbg %r1,%r8,56,63,0
	l %r0,0(%r5)
	rll %r8,%r0,0(%r11)
	rxsbg %r8,%r1,32,39,32
	jne .L24
	risbg %r8,%r1,32,39,24
	rll %r8,%r8,0(%r9)
	cs %r0,%r8,0(%r5)
	jl .L17
	rll %r1,%r0,8(%r11)
	llcr %r0,%r1
	cr %r10,%r0
	jne .L8
	lgdr %r11,%f0
	lgdr %r10,%f2
	lgdr %r9,%f4
	lgdr %r8,%f6
	br %r14
	llgcr %r2,%r1
	j .L28

uat_fetch_add_unless_1_seq_cst_fence:
	ldgr %f4,%r9
	ldgr %f0,%r11
	ldgr %f6,%r8
	sllk %r11,%r2,3
	ldgr %f2,%r10
	llgc %r1,0(%r2)
	risbgz %r5,%r2,0,61,0
	lcr %r9,%r11
	llcr %r10,%r1
	cr %r10,%r4
	je .L33
	ark %r8,%r3,%r1
	sllg %r0,%r1,56
	llgcr %r2,%r1
	lgr %r1,%r0
	rosbg %r1,%r8,56,63,0
	l %r0,0(%r5)
	rll %r8,%r0,0(%r11)
	rxsbg %r8,%r1,32,39,32
	jne .L24
	risbg %r8,%r1,32,39,24
	rll %r8,%r8,0(%r9)
	cs %r0,%r8,0(%r5)
	jl .L17
	rll %r1,%r0,8(%r11)
	llcr %r0,%r1
	cr %r10,%r0
	jne .L8
	lgdr %r11,%f0
	lgdr %r10,%f2
	lgdr %r9,%f4
	lgdr %r8,%f6
	br %r14
	llgcr %r2,%r1
	j .L28

uat_add_unless_1_relaxed:
	sllk %r5,%r2,3
	ldgr %f2,%r10
	llgc %r1,0(%r2)
	ldgr %f4,%r9
	ldgr %f0,%r11
	nill %r2,65532
	lcr %r10,%r5
	llcr %r11,%r1
	cr %r11,%r4
	je .L31
	ark %r0,%r3,%r1
	sllg %r1,%r1,56
	rosbg %r1,%r0,56,63,0
	l %r0,0(%r2)
	rll %r9,%r0,0(%r5)
	rxsbg %r9,%r1,32,39,32
	jne .L21
	risbg %r9,%r1,32,39,24
	rll %r9,%r9,0(%r10)
	cs %r0,%r9,0(%r2)
	jl .L14
	rll %r1,%r0,8(%r5)
	llcr %r0,%r1
	cr %r11,%r0
	jne .L7
	lhi %r2,1
	lgfr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	lgdr %r9,%f4
	br %r14
	lhi %r2,0
	j .L26
	nopr %r7

uat_add_unless_1_acquire:
	sllk %r5,%r2,3
	ldgr %f2,%r10
	llgc %r1,0(%r2)
	ldgr %f4,%r9
	ldgr %f0,%r11
	nill %r2,65532
	lcr %r10,%r5
	llcr %r11,%r1
	cr %r11,%r4
	je .L31
	ark %r0,%r3,%r1
	sllg %r1,%r1,56
	rosbg %r1,%r0,56,63,0
	l %r0,0(%r2)
	rll %r9,%r0,0(%r5)
	rxsbg %r9,%r1,32,39,32
	jne .L21
	risbg %r9,%r1,32,39,24
	rll %r9,%r9,0(%r10)
	cs %r0,%r9,0(%r2)
	jl .L14
	rll %r1,%r0,8(%r5)
	llcr %r0,%r1
	cr %r11,%r0
	jne .L7
	lhi %r2,1
	lgfr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	lgdr %r9,%f4
	br %r14
	lhi %r2,0
	j .L26
	nopr %r7

uat_add_unless_1_release:
	sllk %r5,%r2,3
	ldgr %f2,%r10
	llgc %r1,0(%r2)
	ldgr %f4,%r9
	ldgr %f0,%r11
	nill %r2,65532
	lcr %r10,%r5
	llcr %r11,%r1
	cr %r11,%r4
	je .L31
	ark %r0,%r3,%r1
	sllg %r1,%r1,56
	rosbg %r1,%r0,56,63,0
	l %r0,0(%r2)
	rll %r9,%r0,0(%r5)
	rxsbg %r9,%r1,32,39,32
	jne .L21
	risbg %r9,%r1,32,39,24
	rll %r9,%r9,0(%r10)
	cs %r0,%r9,0(%r2)
	jl .L14
	rll %r1,%r0,8(%r5)
	llcr %r0,%r1
	cr %r11,%r0
	jne .L7
	lhi %r2,1
	lgfr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	lgdr %r9,%f4
	br %r14
	lhi %r2,0
	j .L26
	nopr %r7

uat_add_unless_1_acq_rel:
	sllk %r5,%r2,3
	ldgr %f2,%r10
	llgc %r1,0(%r2)
	ldgr %f4,%r9
	ldgr %f0,%r11
	nill %r2,65532
	lcr %r10,%r5
	llcr %r11,%r1
	cr %r11,%r4
	je .L31
	ark %r0,%r3,%r1
	sllg %r1,%r1,56
	rosbg %r1,%r0,56,63,0
	l %r0,0(%r2)
	rll %r9,%r0,0(%r5)
	rxsbg %r9,%r1,32,39,32
	jne .L21
	risbg %r9,%r1,32,39,24
	rll %r9,%r9,0(%r10)
	cs %r0,%r9,0(%r2)
	jl .L14
	rll %r1,%r0,8(%r5)
	llcr %r0,%r1
	cr %r11,%r0
	jne .L7
	lhi %r2,1
	lgfr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	lgdr %r9,%f4
	br %r14
	lhi %r2,0
	j .L26
	nopr %r7

uat_add_unless_1_seq_cst:
	sllk %r5,%r2,3
	ldgr %f2,%r10
	llgc %r1,0(%r2)
	ldgr %f4,%r9
	ldgr %f0,%r11
	nill %r2,65532
	lcr %r10,%r5
	llcr %r11,%r1
	cr %r11,%r4
	je .L31
	ark %r0,%r3,%r1
	sllg %r1,%r1,56
	rosbg %r1,%r0,56,63,0
	l %r0,0(%r2)
	rll %r9,%r0,0(%r5)
	rxsbg %r9,%r1,32,39,32
	jne .L21
	risbg %r9,%r1,32,39,24
	rll %r9,%r9,0(%r10)
	cs %r0,%r9,0(%r2)
	jl .L14
	rll %r1,%r0,8(%r5)
	llcr %r0,%r1
	cr %r11,%r0
	jne .L7
	lhi %r2,1
	lgfr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	lgdr %r9,%f4
	br %r14
	lhi %r2,0
	j .L26
	nopr %r7

uat_add_unless_1_seq_cst_fence:
	sllk %r5,%r2,3
	ldgr %f2,%r10
	llgc %r1,0(%r2)
	ldgr %f4,%r9
	ldgr %f0,%r11
	nill %r2,65532
	lcr %r10,%r5
	llcr %r11,%r1
	cr %r11,%r4
	je .L31
	ark %r0,%r3,%r1
	sllg %r1,%r1,56
	rosbg %r1,%r0,56,63,0
	l %r0,0(%r2)
	rll %r9,%r0,0(%r5)
	rxsbg %r9,%r1,32,39,32
	jne .L21
	risbg %r9,%r1,32,39,24
	rll %r9,%r9,0(%r10)
	cs %r0,%r9,0(%r2)
	jl .L14
	rll %r1,%r0,8(%r5)
	llcr %r0,%r1
	cr %r11,%r0
	jne .L7
	lhi %r2,1
	lgfr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	lgdr %r9,%f4
	br %r14
	lhi %r2,0
	j .L26
	nopr %r7

uat_dec_if_positive_1_relaxed:
	sllk %r5,%r2,3
	ldgr %f0,%r11
	llgc %r3,0(%r2)
	lcr %r11,%r5
	nill %r2,65532
	lbr %r1,%r3
	ltr %r1,%r1
	jle .L30
	ahik %r1,%r3,-1
	sllg %r4,%r3,56
	rosbg %r4,%r1,56,63,0
	l %r1,0(%r2)
	rll %r0,%r1,0(%r5)
	rxsbg %r0,%r4,32,39,32
	jne .L19
	risbg %r0,%r4,32,39,24
	rll %r0,%r0,0(%r11)
	cs %r1,%r0,0(%r2)
	jl .L12
	rll %r1,%r1,8(%r5)
	llcr %r3,%r3
	llcr %r4,%r1
	cr %r3,%r4
	jne .L28
	ahi %r1,-1
	lgbr %r2,%r1
	lgdr %r11,%f0
	br %r14
	lr %r3,%r1
	j .L5
	lr %r1,%r3
	xilf %r1,4294967168
	llgcr %r1,%r1
	lcgr %r1,%r1
	srlg %r1,%r1,63
	srk %r1,%r3,%r1
	j .L25

uat_dec_if_positive_1_acquire:
	sllk %r5,%r2,3
	ldgr %f0,%r11
	llgc %r3,0(%r2)
	lcr %r11,%r5
	nill %r2,65532
	lbr %r1,%r3
	ltr %r1,%r1
	jle .L30
	ahik %r1,%r3,-1
	sllg %r4,%r3,56
	rosbg %r4,%r1,56,63,0
	l %r1,0(%r2)
	rll %r0,%r1,0(%r5)
	rxsbg %r0,%r4,32,39,32
	jne .L19
	risbg %r0,%r4,32,39,24
	rll %r0,%r0,0(%r11)
	cs %r1,%r0,0(%r2)
	jl .L12
	rll %r1,%r1,8(%r5)
	llcr %r3,%r3
	llcr %r4,%r1
	cr %r3,%r4
	jne .L28
	ahi %r1,-1
	lgbr %r2,%r1
	lgdr %r11,%f0
	br %r14
	lr %r3,%r1
	j .L5
	lr %r1,%r3
	xilf %r1,4294967168
	llgcr %r1,%r1
	lcgr %r1,%r1
	srlg %r1,%r1,63
	srk %r1,%r3,%r1
	j .L25

uat_dec_if_positive_1_release:
	sllk %r5,%r2,3
	ldgr %f0,%r11
	llgc %r3,0(%r2)
	lcr %r11,%r5
	nill %r2,65532
	lbr %r1,%r3
	ltr %r1,%r1
	jle .L30
	ahik %r1,%r3,-1
	sllg %r4,%r3,56
	rosbg %r4,%r1,56,63,0
	l %r1,0(%r2)
	rll %r0,%r1,0(%r5)
	rxsbg %r0,%r4,32,39,32
	jne .L19
	risbg %r0,%r4,32,39,24
	rll %r0,%r0,0(%r11)
	cs %r1,%r0,0(%r2)
	jl .L12
	rll %r1,%r1,8(%r5)
	llcr %r3,%r3
	llcr %r4,%r1
	cr %r3,%r4
	jne .L28
	ahi %r1,-1
	lgbr %r2,%r1
	lgdr %r11,%f0
	br %r14
	lr %r3,%r1
	j .L5
	lr %r1,%r3
	xilf %r1,4294967168
	llgcr %r1,%r1
	lcgr %r1,%r1
	srlg %r1,%r1,63
	srk %r1,%r3,%r1
	j .L25

uat_dec_if_positive_1_acq_rel:
	sllk %r5,%r2,3
	ldgr %f0,%r11
	llgc %r3,0(%r2)
	lcr %r11,%r5
	nill %r2,65532
	lbr %r1,%r3
	ltr %r1,%r1
	jle .L30
	ahik %r1,%r3,-1
	sllg %r4,%r3,56
	rosbg %r4,%r1,56,63,0
	l %r1,0(%r2)
	rll %r0,%r1,0(%r5)
	rxsbg %r0,%r4,32,39,32
	jne .L19
	risbg %r0,%r4,32,39,24
	rll %r0,%r0,0(%r11)
	cs %r1,%r0,0(%r2)
	jl .L12
	rll %r1,%r1,8(%r5)
	llcr %r3,%r3
	llcr %r4,%r1
	cr %r3,%r4
	jne .L28
	ahi %r1,-1
	lgbr %r2,%r1
	lgdr %r11,%f0
	br %r14
	lr %r3,%r1
	j .L5
	lr %r1,%r3
	xilf %r1,4294967168
	llgcr %r1,%r1
	lcgr %r1,%r1
	srlg %r1,%r1,63
	srk %r1,%r3,%r1
	j .L25

uat_dec_if_positive_1_seq_cst:
	sllk %r5,%r2,3
	ldgr %f0,%r11
	llgc %r3,0(%r2)
	lcr %r11,%r5
	nill %r2,65532
	lbr %r1,%r3
	ltr %r1,%r1
	jle .L30
	ahik %r1,%r3,-1
	sllg %r4,%r3,56
	rosbg %r4,%r1,56,63,0
	l %r1,0(%r2)
	rll %r0,%r1,0(%r5)
	rxsbg %r0,%r4,32,39,32
	jne .L19
	risbg %r0,%r4,32,39,24
	rll %r0,%r0,0(%r11)
	cs %r1,%r0,0(%r2)
	jl .L12
	rll %r1,%r1,8(%r5)
	llcr %r3,%r3
	llcr %r4,%r1
	cr %r3,%r4
	jne .L28
	ahi %r1,-1
	lgbr %r2,%r1
	lgdr %r11,%f0
	br %r14
	lr %r3,%r1
	j .L5
	lr %r1,%r3
	xilf %r1,4294967168
	llgcr %r1,%r1
	lcgr %r1,%r1
	srlg %r1,%r1,63
	srk %r1,%r3,%r1
	j .L25

uat_dec_if_positive_1_seq_cst_fence:
	sllk %r5,%r2,3
	ldgr %f0,%r11
	llgc %r3,0(%r2)
	lcr %r11,%r5
	nill %r2,65532
	lbr %r1,%r3
	ltr %r1,%r1
	jle .L30
	ahik %r1,%r3,-1
	sllg %r4,%r3,56
	rosbg %r4,%r1,56,63,0
	l %r1,0(%r2)
	rll %r0,%r1,0(%r5)
	rxsbg %r0,%r4,32,39,32
	jne .L19
	risbg %r0,%r4,32,39,24
	rll %r0,%r0,0(%r11)
	cs %r1,%r0,0(%r2)
	jl .L12
	rll %r1,%r1,8(%r5)
	llcr %r3,%r3
	llcr %r4,%r1
	cr %r3,%r4
	jne .L28
	ahi %r1,-1
	lgbr %r2,%r1
	lgdr %r11,%f0
	br %r14
	lr %r3,%r1
	j .L5
	lr %r1,%r3
	xilf %r1,4294967168
	llgcr %r1,%r1
	lcgr %r1,%r1
	srlg %r1,%r1,63
	srk %r1,%r3,%r1
	j .L25

uat_cond_load_1_relaxed:
	llgc %r1,0(%r2)
	cgr %r1,%r3
	jne .L5
	llgcr %r2,%r1
	br %r14
	j .L0

uat_cond_load_1_consume:
	llgc %r1,0(%r2)
	cgr %r1,%r3
	jne .L5
	llgcr %r2,%r1
	br %r14
	j .L0

uat_cond_load_1_acquire:
	llgc %r1,0(%r2)
	cgr %r1,%r3
	jne .L5
	llgcr %r2,%r1
	br %r14
	j .L0

uat_cond_load_1_seq_cst:
	llgc %r1,0(%r2)
	cgr %r1,%r3
	jne .L5
	llgcr %r2,%r1
	br %r14
	j .L0

uat_cond_load_1_seq_cst_fence:
	bnor %r0
	llgc %r1,0(%r2)
	lr %r4,%r1
	cgr %r1,%r3
	jne .L8
	bnor %r0
	llgcr %r2,%r4
	br %r14
	llgc %r1,0(%r2)
	lr %r4,%r1
	cgr %r1,%r3
	jne .L8
	bnor %r0
	llgcr %r2,%r4
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_inc_1_relaxed:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r3,%r1
	l %r4,0(%r2)
	rll %r5,%r4,0(%r1)
	afi %r5,16777216
	rll %r5,%r5,0(%r3)
	cs %r4,%r5,0(%r2)
	jl .L4
	br %r14
	nopr %r7
	nopr %r7

uat_inc_1_acquire:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r3,%r1
	l %r4,0(%r2)
	rll %r5,%r4,0(%r1)
	afi %r5,16777216
	rll %r5,%r5,0(%r3)
	cs %r4,%r5,0(%r2)
	jl .L4
	br %r14
	nopr %r7
	nopr %r7

uat_inc_1_release:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r3,%r1
	l %r4,0(%r2)
	rll %r5,%r4,0(%r1)
	afi %r5,16777216
	rll %r5,%r5,0(%r3)
	cs %r4,%r5,0(%r2)
	jl .L4
	br %r14
	nopr %r7
	nopr %r7

uat_inc_1_acq_rel:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r3,%r1
	l %r4,0(%r2)
	rll %r5,%r4,0(%r1)
	afi %r5,16777216
	rll %r5,%r5,0(%r3)
	cs %r4,%r5,0(%r2)
	jl .L4
	br %r14
	nopr %r7
	nopr %r7

uat_inc_1_seq_cst:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r3,%r1
	l %r4,0(%r2)
	rll %r5,%r4,0(%r1)
	afi %r5,16777216
	rll %r5,%r5,0(%r3)
	cs %r4,%r5,0(%r2)
	jl .L4
	br %r14
	nopr %r7
	nopr %r7

uat_inc_1_seq_cst_fence:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r3,%r1
	l %r4,0(%r2)
	rll %r5,%r4,0(%r1)
	afi %r5,16777216
	rll %r5,%r5,0(%r3)
	cs %r4,%r5,0(%r2)
	jl .L4
	br %r14
	nopr %r7
	nopr %r7

uat_dec_1_relaxed:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r3,%r1
	l %r4,0(%r2)
	rll %r5,%r4,0(%r1)
	afi %r5,-16777216
	rll %r5,%r5,0(%r3)
	cs %r4,%r5,0(%r2)
	jl .L4
	br %r14
	nopr %r7
	nopr %r7

uat_dec_1_acquire:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r3,%r1
	l %r4,0(%r2)
	rll %r5,%r4,0(%r1)
	afi %r5,-16777216
	rll %r5,%r5,0(%r3)
	cs %r4,%r5,0(%r2)
	jl .L4
	br %r14
	nopr %r7
	nopr %r7

uat_dec_1_release:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r3,%r1
	l %r4,0(%r2)
	rll %r5,%r4,0(%r1)
	afi %r5,-16777216
	rll %r5,%r5,0(%r3)
	cs %r4,%r5,0(%r2)
	jl .L4
	br %r14
	nopr %r7
	nopr %r7

uat_dec_1_acq_rel:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r3,%r1
	l %r4,0(%r2)
	rll %r5,%r4,0(%r1)
	afi %r5,-16777216
	rll %r5,%r5,0(%r3)
	cs %r4,%r5,0(%r2)
	jl .L4
	br %r14
	nopr %r7
	nopr %r7

uat_dec_1_seq_cst:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r3,%r1
	l %r4,0(%r2)
	rll %r5,%r4,0(%r1)
	afi %r5,-16777216
	rll %r5,%r5,0(%r3)
	cs %r4,%r5,0(%r2)
	jl .L4
	br %r14
	nopr %r7
	nopr %r7

uat_dec_1_seq_cst_fence:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r3,%r1
	l %r4,0(%r2)
	rll %r5,%r4,0(%r1)
	afi %r5,-16777216
	rll %r5,%r5,0(%r3)
	cs %r4,%r5,0(%r2)
	jl .L4
	br %r14
	nopr %r7
	nopr %r7

uat_add_around_1_mb:
	bnor %r0
	sllk %r1,%r2,3
	sll %r3,24
	nill %r2,65532
	lcr %r4,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	ark %r0,%r0,%r3
	rll %r0,%r0,0(%r4)
	cs %r5,%r0,0(%r2)
	jl .L6
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_load_2_relaxed:
	lh %r2,0(%r2)
	llghr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_load_2_consume:
	lh %r2,0(%r2)
	llghr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_load_2_acquire:
	lh %r2,0(%r2)
	llghr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_load_2_seq_cst:
	lh %r2,0(%r2)
	llghr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_load_2_seq_cst_fence:
	bnor %r0
	lh %r2,0(%r2)
	bnor %r0
	llghr %r2,%r2
	br %r14
	nopr %r7

uat_store_2_relaxed:
	sth %r3,0(%r2)
	br %r14
	nopr %r7

uat_store_2_release:
	sth %r3,0(%r2)
	br %r14
	nopr %r7

uat_store_2_seq_cst:
	sth %r3,0(%r2)
	bnor %r0
	br %r14

uat_store_2_seq_cst_fence:
	sth %r3,0(%r2)
	bnor %r0
	br %r14

uat_cmpxchg_2_relaxed:
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,15,48
	nill %r2,65532
	lcr %r5,%r1
	l %r3,0(%r2)
	rll %r0,%r3,0(%r1)
	rxsbg %r0,%r4,32,47,32
	jne .L12
	risbg %r0,%r4,32,47,16
	rll %r0,%r0,0(%r5)
	cs %r3,%r0,0(%r2)
	jl .L5
	rll %r2,%r3,16(%r1)
	llghr %r2,%r2
	br %r14
	nopr %r7

uat_cmpxchg_2_acquire:
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,15,48
	nill %r2,65532
	lcr %r5,%r1
	l %r3,0(%r2)
	rll %r0,%r3,0(%r1)
	rxsbg %r0,%r4,32,47,32
	jne .L12
	risbg %r0,%r4,32,47,16
	rll %r0,%r0,0(%r5)
	cs %r3,%r0,0(%r2)
	jl .L5
	rll %r2,%r3,16(%r1)
	llghr %r2,%r2
	br %r14
	nopr %r7

uat_cmpxchg_2_release:
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,15,48
	nill %r2,65532
	lcr %r5,%r1
	l %r3,0(%r2)
	rll %r0,%r3,0(%r1)
	rxsbg %r0,%r4,32,47,32
	jne .L12
	risbg %r0,%r4,32,47,16
	rll %r0,%r0,0(%r5)
	cs %r3,%r0,0(%r2)
	jl .L5
	rll %r2,%r3,16(%r1)
	llghr %r2,%r2
	br %r14
	nopr %r7

uat_cmpxchg_2_acq_rel:
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,15,48
	nill %r2,65532
	lcr %r5,%r1
	l %r3,0(%r2)
	rll %r0,%r3,0(%r1)
	rxsbg %r0,%r4,32,47,32
	jne .L12
	risbg %r0,%r4,32,47,16
	rll %r0,%r0,0(%r5)
	cs %r3,%r0,0(%r2)
	jl .L5
	rll %r2,%r3,16(%r1)
	llghr %r2,%r2
	br %r14
	nopr %r7

uat_cmpxchg_2_seq_cst:
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,15,48
	nill %r2,65532
	lcr %r5,%r1
	l %r3,0(%r2)
	rll %r0,%r3,0(%r1)
	rxsbg %r0,%r4,32,47,32
	jne .L12
	risbg %r0,%r4,32,47,16
	rll %r0,%r0,0(%r5)
	cs %r3,%r0,0(%r2)
	jl .L5
	rll %r2,%r3,16(%r1)
	llghr %r2,%r2
	br %r14
	nopr %r7

uat_cmpxchg_2_seq_cst_fence_sc:
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,15,48
	nill %r2,65532
	lcr %r5,%r1
	l %r3,0(%r2)
	rll %r0,%r3,0(%r1)
	rxsbg %r0,%r4,32,47,32
	jne .L12
	risbg %r0,%r4,32,47,16
	rll %r0,%r0,0(%r5)
	cs %r3,%r0,0(%r2)
	jl .L5
	rll %r2,%r3,16(%r1)
	llghr %r2,%r2
	br %r14
	nopr %r7

uat_cmpxchg_2_seq_cst_fence:
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,15,48
	nill %r2,65532
	lcr %r5,%r1
	bnor %r0
	l %r3,0(%r2)
	rll %r0,%r3,0(%r1)
	rxsbg %r0,%r4,32,47,32
	jne .L13
	risbg %r0,%r4,32,47,16
	rll %r0,%r0,0(%r5)
	cs %r3,%r0,0(%r2)
	jl .L6
	bnor %r0
	rll %r2,%r3,16(%r1)
	llghr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_cmpxchg_test_2_seq_cst_fence:
	ldgr %f0,%r11
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,15,48
	nill %r2,65532
	lcr %r11,%r1
	bnor %r0
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	rxsbg %r0,%r4,32,47,32
	jne .L14
	risbg %r0,%r4,32,47,16
	rll %r0,%r0,0(%r11)
	cs %r5,%r0,0(%r2)
	jl .L7
	bnor %r0
	rll %r1,%r5,16(%r1)
	lgdr %r11,%f0
	rxsbg %r3,%r1,48,63,0
	aghik %r2,%r3,-1
	srlg %r2,%r2,63
	br %r14

uat_try_cmpxchg_2_relaxed:
	ldgr %f0,%r11
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,15,48
	nill %r2,65532
	lcr %r11,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	rxsbg %r0,%r4,32,47,32
	jne .L13
	risbg %r0,%r4,32,47,16
	rll %r0,%r0,0(%r11)
	cs %r5,%r0,0(%r2)
	jl .L6
	rll %r1,%r5,16(%r1)
	lgdr %r11,%f0
	rxsbg %r3,%r1,48,63,0
	aghik %r2,%r3,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7
	nopr %r7

uat_try_cmpxchg_2_acquire:
	ldgr %f0,%r11
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,15,48
	nill %r2,65532
	lcr %r11,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	rxsbg %r0,%r4,32,47,32
	jne .L13
	risbg %r0,%r4,32,47,16
	rll %r0,%r0,0(%r11)
	cs %r5,%r0,0(%r2)
	jl .L6
	rll %r1,%r5,16(%r1)
	lgdr %r11,%f0
	rxsbg %r3,%r1,48,63,0
	aghik %r2,%r3,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7
	nopr %r7

uat_try_cmpxchg_2_release:
	ldgr %f0,%r11
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,15,48
	nill %r2,65532
	lcr %r11,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	rxsbg %r0,%r4,32,47,32
	jne .L13
	risbg %r0,%r4,32,47,16
	rll %r0,%r0,0(%r11)
	cs %r5,%r0,0(%r2)
	jl .L6
	rll %r1,%r5,16(%r1)
	lgdr %r11,%f0
	rxsbg %r3,%r1,48,63,0
	aghik %r2,%r3,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7
	nopr %r7

uat_try_cmpxchg_2_acq_rel:
	ldgr %f0,%r11
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,15,48
	nill %r2,65532
	lcr %r11,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	rxsbg %r0,%r4,32,47,32
	jne .L13
	risbg %r0,%r4,32,47,16
	rll %r0,%r0,0(%r11)
	cs %r5,%r0,0(%r2)
	jl .L6
	rll %r1,%r5,16(%r1)
	lgdr %r11,%f0
	rxsbg %r3,%r1,48,63,0
	aghik %r2,%r3,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7
	nopr %r7

uat_try_cmpxchg_2_seq_cst:
	ldgr %f0,%r11
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,15,48
	nill %r2,65532
	lcr %r11,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	rxsbg %r0,%r4,32,47,32
	jne .L13
	risbg %r0,%r4,32,47,16
	rll %r0,%r0,0(%r11)
	cs %r5,%r0,0(%r2)
	jl .L6
	rll %r1,%r5,16(%r1)
	lgdr %r11,%f0
	rxsbg %r3,%r1,48,63,0
	aghik %r2,%r3,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7
	nopr %r7

uat_try_cmpxchg_2_seq_cst_fence_sc:
	ldgr %f0,%r11
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,15,48
	nill %r2,65532
	lcr %r11,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	rxsbg %r0,%r4,32,47,32
	jne .L13
	risbg %r0,%r4,32,47,16
	rll %r0,%r0,0(%r11)
	cs %r5,%r0,0(%r2)
	jl .L6
	rll %r1,%r5,16(%r1)
	lgdr %r11,%f0
	rxsbg %r3,%r1,48,63,0
	aghik %r2,%r3,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7
	nopr %r7

uat_try_cmpxchg_2_seq_cst_fence:
	ldgr %f0,%r11
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,15,48
	nill %r2,65532
	lcr %r11,%r1
	bnor %r0
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	rxsbg %r0,%r4,32,47,32
	jne .L14
	risbg %r0,%r4,32,47,16
	rll %r0,%r0,0(%r11)
	cs %r5,%r0,0(%r2)
	jl .L7
	bnor %r0
	rll %r1,%r5,16(%r1)
	lgdr %r11,%f0
	rxsbg %r3,%r1,48,63,0
	aghik %r2,%r3,-1
	srlg %r2,%r2,63
	br %r14

uat_try_cmpxchg_weak_2_relaxed:
	ldgr %f0,%r11
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,15,48
	nill %r2,65532
	lcr %r11,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	rxsbg %r0,%r4,32,47,32
	jne .L13
	risbg %r0,%r4,32,47,16
	rll %r0,%r0,0(%r11)
	cs %r5,%r0,0(%r2)
	jl .L6
	rll %r1,%r5,16(%r1)
	lgdr %r11,%f0
	rxsbg %r3,%r1,48,63,0
	aghik %r2,%r3,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7
	nopr %r7

uat_try_cmpxchg_weak_2_acquire:
	ldgr %f0,%r11
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,15,48
	nill %r2,65532
	lcr %r11,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	rxsbg %r0,%r4,32,47,32
	jne .L13
	risbg %r0,%r4,32,47,16
	rll %r0,%r0,0(%r11)
	cs %r5,%r0,0(%r2)
	jl .L6
	rll %r1,%r5,16(%r1)
	lgdr %r11,%f0
	rxsbg %r3,%r1,48,63,0
	aghik %r2,%r3,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7
	nopr %r7

uat_try_cmpxchg_weak_2_release:
	ldgr %f0,%r11
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,15,48
	nill %r2,65532
	lcr %r11,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	rxsbg %r0,%r4,32,47,32
	jne .L13
	risbg %r0,%r4,32,47,16
	rll %r0,%r0,0(%r11)
	cs %r5,%r0,0(%r2)
	jl .L6
	rll %r1,%r5,16(%r1)
	lgdr %r11,%f0
	rxsbg %r3,%r1,48,63,0
	aghik %r2,%r3,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7
	nopr %r7

uat_try_cmpxchg_weak_2_acq_rel:
	ldgr %f0,%r11
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,15,48
	nill %r2,65532
	lcr %r11,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	rxsbg %r0,%r4,32,47,32
	jne .L13
	risbg %r0,%r4,32,47,16
	rll %r0,%r0,0(%r11)
	cs %r5,%r0,0(%r2)
	jl .L6
	rll %r1,%r5,16(%r1)
	lgdr %r11,%f0
	rxsbg %r3,%r1,48,63,0
	aghik %r2,%r3,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7
	nopr %r7

uat_try_cmpxchg_weak_2_seq_cst:
	ldgr %f0,%r11
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,15,48
	nill %r2,65532
	lcr %r11,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	rxsbg %r0,%r4,32,47,32
	jne .L13
	risbg %r0,%r4,32,47,16
	rll %r0,%r0,0(%r11)
	cs %r5,%r0,0(%r2)
	jl .L6
	rll %r1,%r5,16(%r1)
	lgdr %r11,%f0
	rxsbg %r3,%r1,48,63,0
	aghik %r2,%r3,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7
	nopr %r7

uat_try_cmpxchg_weak_2_seq_cst_fence_sc:
	ldgr %f0,%r11
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,15,48
	nill %r2,65532
	lcr %r11,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	rxsbg %r0,%r4,32,47,32
	jne .L13
	risbg %r0,%r4,32,47,16
	rll %r0,%r0,0(%r11)
	cs %r5,%r0,0(%r2)
	jl .L6
	rll %r1,%r5,16(%r1)
	lgdr %r11,%f0
	rxsbg %r3,%r1,48,63,0
	aghik %r2,%r3,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7
	nopr %r7

uat_try_cmpxchg_weak_2_seq_cst_fence:
	ldgr %f0,%r11
	sllk %r1,%r2,3
	rosbg %r4,%r3,0,15,48
	nill %r2,65532
	lcr %r11,%r1
	bnor %r0
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	rxsbg %r0,%r4,32,47,32
	jne .L14
	risbg %r0,%r4,32,47,16
	rll %r0,%r0,0(%r11)
	cs %r5,%r0,0(%r2)
	jl .L7
	bnor %r0
	rll %r1,%r5,16(%r1)
	lgdr %r11,%f0
	rxsbg %r3,%r1,48,63,0
	aghik %r2,%r3,-1
	srlg %r2,%r2,63
	br %r14

uat_xchg_2_relaxed:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r5,%r1
	l %r4,0(%r2)
	rll %r0,%r4,0(%r1)
	risbg %r0,%r3,32,47,16
	rll %r0,%r0,0(%r5)
	cs %r4,%r0,0(%r2)
	jl .L4
	rll %r2,%r4,16(%r1)
	llghr %r2,%r2
	br %r14
	nopr %r7

uat_xchg_2_acquire:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r5,%r1
	l %r4,0(%r2)
	rll %r0,%r4,0(%r1)
	risbg %r0,%r3,32,47,16
	rll %r0,%r0,0(%r5)
	cs %r4,%r0,0(%r2)
	jl .L4
	rll %r2,%r4,16(%r1)
	llghr %r2,%r2
	br %r14
	nopr %r7

uat_xchg_2_release:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r5,%r1
	l %r4,0(%r2)
	rll %r0,%r4,0(%r1)
	risbg %r0,%r3,32,47,16
	rll %r0,%r0,0(%r5)
	cs %r4,%r0,0(%r2)
	jl .L4
	rll %r2,%r4,16(%r1)
	llghr %r2,%r2
	br %r14
	nopr %r7

uat_xchg_2_acq_rel:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r5,%r1
	l %r4,0(%r2)
	rll %r0,%r4,0(%r1)
	risbg %r0,%r3,32,47,16
	rll %r0,%r0,0(%r5)
	cs %r4,%r0,0(%r2)
	jl .L4
	rll %r2,%r4,16(%r1)
	llghr %r2,%r2
	br %r14
	nopr %r7

uat_xchg_2_seq_cst:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r5,%r1
	l %r4,0(%r2)
	rll %r0,%r4,0(%r1)
	risbg %r0,%r3,32,47,16
	rll %r0,%r0,0(%r5)
	cs %r4,%r0,0(%r2)
	jl .L4
	rll %r2,%r4,16(%r1)
	llghr %r2,%r2
	br %r14
	nopr %r7

uat_xchg_2_seq_cst_fence:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r5,%r1
	l %r4,0(%r2)
	rll %r0,%r4,0(%r1)
	risbg %r0,%r3,32,47,16
	rll %r0,%r0,0(%r5)
	cs %r4,%r0,0(%r2)
	jl .L4
	rll %r2,%r4,16(%r1)
	llghr %r2,%r2
	br %r14
	nopr %r7

uat_add_return_2_relaxed:
	sllk %r1,%r2,3
	sll %r3,16
	nill %r2,65532
	lcr %r5,%r1
	l %r0,0(%r2)
	rll %r4,%r0,0(%r1)
	ark %r4,%r4,%r3
	rll %r4,%r4,0(%r5)
	cs %r0,%r4,0(%r2)
	jl .L5
	rll %r2,%r4,16(%r1)
	llghr %r2,%r2
	br %r14

uat_add_return_2_acquire:
	sllk %r1,%r2,3
	sll %r3,16
	nill %r2,65532
	lcr %r5,%r1
	l %r0,0(%r2)
	rll %r4,%r0,0(%r1)
	ark %r4,%r4,%r3
	rll %r4,%r4,0(%r5)
	cs %r0,%r4,0(%r2)
	jl .L5
	rll %r2,%r4,16(%r1)
	llghr %r2,%r2
	br %r14

uat_add_return_2_release:
	sllk %r1,%r2,3
	sll %r3,16
	nill %r2,65532
	lcr %r5,%r1
	l %r0,0(%r2)
	rll %r4,%r0,0(%r1)
	ark %r4,%r4,%r3
	rll %r4,%r4,0(%r5)
	cs %r0,%r4,0(%r2)
	jl .L5
	rll %r2,%r4,16(%r1)
	llghr %r2,%r2
	br %r14

uat_add_return_2_acq_rel:
	sllk %r1,%r2,3
	sll %r3,16
	nill %r2,65532
	lcr %r5,%r1
	l %r0,0(%r2)
	rll %r4,%r0,0(%r1)
	ark %r4,%r4,%r3
	rll %r4,%r4,0(%r5)
	cs %r0,%r4,0(%r2)
	jl .L5
	rll %r2,%r4,16(%r1)
	llghr %r2,%r2
	br %r14

uat_add_return_2_seq_cst:
	sllk %r1,%r2,3
	sll %r3,16
	nill %r2,65532
	lcr %r5,%r1
	l %r0,0(%r2)
	rll %r4,%r0,0(%r1)
	ark %r4,%r4,%r3
	rll %r4,%r4,0(%r5)
	cs %r0,%r4,0(%r2)
	jl .L5
	rll %r2,%r4,16(%r1)
	llghr %r2,%r2
	br %r14

uat_add_return_2_seq_cst_fence:
	sllk %r1,%r2,3
	sll %r3,16
	nill %r2,65532
	lcr %r5,%r1
	l %r0,0(%r2)
	rll %r4,%r0,0(%r1)
	ark %r4,%r4,%r3
	rll %r4,%r4,0(%r5)
	cs %r0,%r4,0(%r2)
	jl .L5
	rll %r2,%r4,16(%r1)
	llghr %r2,%r2
	br %r14

uat_add_2_relaxed:
	sllk %r1,%r2,3
	sll %r3,16
	nill %r2,65532
	lcr %r4,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	ark %r0,%r0,%r3
	rll %r0,%r0,0(%r4)
	cs %r5,%r0,0(%r2)
	jl .L5
	br %r14
	nopr %r7

uat_add_2_acquire:
	sllk %r1,%r2,3
	sll %r3,16
	nill %r2,65532
	lcr %r4,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	ark %r0,%r0,%r3
	rll %r0,%r0,0(%r4)
	cs %r5,%r0,0(%r2)
	jl .L5
	br %r14
	nopr %r7

uat_add_2_release:
	sllk %r1,%r2,3
	sll %r3,16
	nill %r2,65532
	lcr %r4,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	ark %r0,%r0,%r3
	rll %r0,%r0,0(%r4)
	cs %r5,%r0,0(%r2)
	jl .L5
	br %r14
	nopr %r7

uat_add_2_acq_rel:
	sllk %r1,%r2,3
	sll %r3,16
	nill %r2,65532
	lcr %r4,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	ark %r0,%r0,%r3
	rll %r0,%r0,0(%r4)
	cs %r5,%r0,0(%r2)
	jl .L5
	br %r14
	nopr %r7

uat_add_2_seq_cst:
	sllk %r1,%r2,3
	sll %r3,16
	nill %r2,65532
	lcr %r4,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	ark %r0,%r0,%r3
	rll %r0,%r0,0(%r4)
	cs %r5,%r0,0(%r2)
	jl .L5
	br %r14
	nopr %r7

uat_add_2_seq_cst_fence:
	sllk %r1,%r2,3
	sll %r3,16
	nill %r2,65532
	lcr %r4,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	ark %r0,%r0,%r3
	rll %r0,%r0,0(%r4)
	cs %r5,%r0,0(%r2)
	jl .L5
	br %r14
	nopr %r7

uat_and_2_relaxed:
	risbgz %r4,%r2,59,60,3
	llill %r1,65535
	xilf %r4,16
	nill %r2,65532
	sll %r3,0(%r4)
	sll %r1,0(%r4)
	xilf %r1,4294967295
	or %r1,%r3
	lan %r2,%r1,0(%r2)
	br %r14
	nopr %r7
	nopr %r7

uat_and_2_acquire:
	risbgz %r4,%r2,59,60,3
	llill %r1,65535
	xilf %r4,16
	nill %r2,65532
	sll %r3,0(%r4)
	sll %r1,0(%r4)
	xilf %r1,4294967295
	or %r1,%r3
	lan %r2,%r1,0(%r2)
	br %r14
	nopr %r7
	nopr %r7

uat_and_2_release:
	llill %r1,65535
	risbgz %r4,%r2,59,60,3
	nill %r2,65532
	xilf %r4,16
	sll %r3,0(%r4)
	sll %r1,0(%r4)
	xilf %r1,4294967295
	or %r1,%r3
	lan %r2,%r1,0(%r2)
	br %r14
	nopr %r7
	nopr %r7

uat_and_2_acq_rel:
	llill %r1,65535
	risbgz %r4,%r2,59,60,3
	nill %r2,65532
	xilf %r4,16
	sll %r3,0(%r4)
	sll %r1,0(%r4)
	xilf %r1,4294967295
	or %r1,%r3
	lan %r2,%r1,0(%r2)
	br %r14
	nopr %r7
	nopr %r7

uat_and_2_seq_cst:
	llill %r1,65535
	risbgz %r4,%r2,59,60,3
	nill %r2,65532
	xilf %r4,16
	sll %r3,0(%r4)
	sll %r1,0(%r4)
	xilf %r1,4294967295
	or %r1,%r3
	lan %r2,%r1,0(%r2)
	bnor %r0
	br %r14
	nopr %r7

uat_and_2_seq_cst_fence:
	llill %r1,65535
	risbgz %r4,%r2,59,60,3
	nill %r2,65532
	xilf %r4,16
	sll %r3,0(%r4)
	sll %r1,0(%r4)
	xilf %r1,4294967295
	or %r1,%r3
	lan %r2,%r1,0(%r2)
	bnor %r0
	br %r14
	nopr %r7

uat_or_2_relaxed:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,16
	sll %r3,0(%r1)
	lao %r2,%r3,0(%r2)
	br %r14
	nopr %r7
	nopr %r7

uat_or_2_acquire:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,16
	sll %r3,0(%r1)
	lao %r2,%r3,0(%r2)
	br %r14
	nopr %r7
	nopr %r7

uat_or_2_release:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,16
	sll %r3,0(%r1)
	lao %r2,%r3,0(%r2)
	br %r14
	nopr %r7
	nopr %r7

uat_or_2_acq_rel:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,16
	sll %r3,0(%r1)
	lao %r2,%r3,0(%r2)
	br %r14
	nopr %r7
	nopr %r7

uat_or_2_seq_cst:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,16
	sll %r3,0(%r1)
	lao %r2,%r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7

uat_or_2_seq_cst_fence:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,16
	sll %r3,0(%r1)
	lao %r2,%r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7

uat_xor_2_relaxed:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,16
	sll %r3,0(%r1)
	lax %r2,%r3,0(%r2)
	br %r14
	nopr %r7
	nopr %r7

uat_xor_2_acquire:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,16
	sll %r3,0(%r1)
	lax %r2,%r3,0(%r2)
	br %r14
	nopr %r7
	nopr %r7

uat_xor_2_release:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,16
	sll %r3,0(%r1)
	lax %r2,%r3,0(%r2)
	br %r14
	nopr %r7
	nopr %r7

uat_xor_2_acq_rel:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,16
	sll %r3,0(%r1)
	lax %r2,%r3,0(%r2)
	br %r14
	nopr %r7
	nopr %r7

uat_xor_2_seq_cst:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,16
	sll %r3,0(%r1)
	lax %r2,%r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7

uat_xor_2_seq_cst_fence:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,16
	sll %r3,0(%r1)
	lax %r2,%r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7

uat_fetch_add_2_relaxed:
	sllk %r1,%r2,3
	sll %r3,16
	nill %r2,65532
	lcr %r5,%r1
	l %r4,0(%r2)
	rll %r0,%r4,0(%r1)
	ark %r0,%r0,%r3
	rll %r0,%r0,0(%r5)
	cs %r4,%r0,0(%r2)
	jl .L5
	rll %r2,%r4,16(%r1)
	llghr %r2,%r2
	br %r14

uat_fetch_add_2_acquire:
	sllk %r1,%r2,3
	sll %r3,16
	nill %r2,65532
	lcr %r5,%r1
	l %r4,0(%r2)
	rll %r0,%r4,0(%r1)
	ark %r0,%r0,%r3
	rll %r0,%r0,0(%r5)
	cs %r4,%r0,0(%r2)
	jl .L5
	rll %r2,%r4,16(%r1)
	llghr %r2,%r2
	br %r14

uat_fetch_add_2_release:
	sllk %r1,%r2,3
	sll %r3,16
	nill %r2,65532
	lcr %r5,%r1
	l %r4,0(%r2)
	rll %r0,%r4,0(%r1)
	ark %r0,%r0,%r3
	rll %r0,%r0,0(%r5)
	cs %r4,%r0,0(%r2)
	jl .L5
	rll %r2,%r4,16(%r1)
	llghr %r2,%r2
	br %r14

uat_fetch_add_2_acq_rel:
	sllk %r1,%r2,3
	sll %r3,16
	nill %r2,65532
	lcr %r5,%r1
	l %r4,0(%r2)
	rll %r0,%r4,0(%r1)
	ark %r0,%r0,%r3
	rll %r0,%r0,0(%r5)
	cs %r4,%r0,0(%r2)
	jl .L5
	rll %r2,%r4,16(%r1)
	llghr %r2,%r2
	br %r14

uat_fetch_add_2_seq_cst:
	sllk %r1,%r2,3
	sll %r3,16
	nill %r2,65532
	lcr %r5,%r1
	l %r4,0(%r2)
	rll %r0,%r4,0(%r1)
	ark %r0,%r0,%r3
	rll %r0,%r0,0(%r5)
	cs %r4,%r0,0(%r2)
	jl .L5
	rll %r2,%r4,16(%r1)
	llghr %r2,%r2
	br %r14

uat_fetch_add_2_seq_cst_fence:
	sllk %r1,%r2,3
	sll %r3,16
	nill %r2,65532
	lcr %r5,%r1
	l %r4,0(%r2)
	rll %r0,%r4,0(%r1)
	ark %r0,%r0,%r3
	rll %r0,%r0,0(%r5)
	cs %r4,%r0,0(%r2)
	jl .L5
	rll %r2,%r4,16(%r1)
	llghr %r2,%r2
	br %r14

uat_fetch_and_2_relaxed:
	risbgz %r4,%r2,59,60,3
	llill %r1,65535
	xilf %r4,16
	nill %r2,65532
	sll %r3,0(%r4)
	sll %r1,0(%r4)
	xilf %r1,4294967295
	or %r1,%r3
	lan %r2,%r1,0(%r2)
	srl %r2,0(%r4)
	llghr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_and_2_acquire:
	risbgz %r4,%r2,59,60,3
	llill %r1,65535
	xilf %r4,16
	nill %r2,65532
	sll %r3,0(%r4)
	sll %r1,0(%r4)
	xilf %r1,4294967295
	or %r1,%r3
	lan %r2,%r1,0(%r2)
	srl %r2,0(%r4)
	llghr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_and_2_release:
	llill %r1,65535
	risbgz %r4,%r2,59,60,3
	nill %r2,65532
	xilf %r4,16
	sll %r3,0(%r4)
	sll %r1,0(%r4)
	xilf %r1,4294967295
	or %r1,%r3
	lan %r2,%r1,0(%r2)
	srl %r2,0(%r4)
	llghr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_and_2_acq_rel:
	llill %r1,65535
	risbgz %r4,%r2,59,60,3
	nill %r2,65532
	xilf %r4,16
	sll %r3,0(%r4)
	sll %r1,0(%r4)
	xilf %r1,4294967295
	or %r1,%r3
	lan %r2,%r1,0(%r2)
	srl %r2,0(%r4)
	llghr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_and_2_seq_cst:
	llill %r1,65535
	risbgz %r4,%r2,59,60,3
	nill %r2,65532
	xilf %r4,16
	sll %r3,0(%r4)
	sll %r1,0(%r4)
	xilf %r1,4294967295
	or %r1,%r3
	lan %r2,%r1,0(%r2)
	bnor %r0
	srl %r2,0(%r4)
	llghr %r2,%r2
	br %r14
	nopr %r7

uat_fetch_and_2_seq_cst_fence:
	llill %r1,65535
	risbgz %r4,%r2,59,60,3
	nill %r2,65532
	xilf %r4,16
	sll %r3,0(%r4)
	sll %r1,0(%r4)
	xilf %r1,4294967295
	or %r1,%r3
	lan %r2,%r1,0(%r2)
	bnor %r0
	srl %r2,0(%r4)
	llghr %r2,%r2
	br %r14
	nopr %r7

uat_fetch_or_2_relaxed:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,16
	sll %r3,0(%r1)
	lao %r2,%r3,0(%r2)
	srl %r2,0(%r1)
	llghr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_or_2_acquire:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,16
	sll %r3,0(%r1)
	lao %r2,%r3,0(%r2)
	srl %r2,0(%r1)
	llghr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_or_2_release:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,16
	sll %r3,0(%r1)
	lao %r2,%r3,0(%r2)
	srl %r2,0(%r1)
	llghr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_or_2_acq_rel:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,16
	sll %r3,0(%r1)
	lao %r2,%r3,0(%r2)
	srl %r2,0(%r1)
	llghr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_or_2_seq_cst:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,16
	sll %r3,0(%r1)
	lao %r2,%r3,0(%r2)
	bnor %r0
	srl %r2,0(%r1)
	llghr %r2,%r2
	br %r14
	nopr %r7

uat_fetch_or_2_seq_cst_fence:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,16
	sll %r3,0(%r1)
	lao %r2,%r3,0(%r2)
	bnor %r0
	srl %r2,0(%r1)
	llghr %r2,%r2
	br %r14
	nopr %r7

uat_fetch_xor_2_relaxed:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,16
	sll %r3,0(%r1)
	lax %r2,%r3,0(%r2)
	srl %r2,0(%r1)
	llghr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_xor_2_acquire:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,16
	sll %r3,0(%r1)
	lax %r2,%r3,0(%r2)
	srl %r2,0(%r1)
	llghr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_xor_2_release:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,16
	sll %r3,0(%r1)
	lax %r2,%r3,0(%r2)
	srl %r2,0(%r1)
	llghr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_xor_2_acq_rel:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,16
	sll %r3,0(%r1)
	lax %r2,%r3,0(%r2)
	srl %r2,0(%r1)
	llghr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_xor_2_seq_cst:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,16
	sll %r3,0(%r1)
	lax %r2,%r3,0(%r2)
	bnor %r0
	srl %r2,0(%r1)
	llghr %r2,%r2
	br %r14
	nopr %r7

uat_fetch_xor_2_seq_cst_fence:
	risbgz %r1,%r2,59,60,3
	nill %r2,65532
	xilf %r1,16
	sll %r3,0(%r1)
	lax %r2,%r3,0(%r2)
	bnor %r0
	srl %r2,0(%r1)
	llghr %r2,%r2
	br %r14
	nopr %r7

uat_fetch_smax_2_relaxed:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	lh %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	lhr %r1,%r4
	cr %r1,%r3
	lr %r1,%r3
	locrhe %r1,%r4
	llghr %r1,%r1
	rosbg %r1,%r4,0,15,48
	l %r2,0(%r11)
	rll %r0,%r2,0(%r5)
	rxsbg %r0,%r1,32,47,32
	jne .L20
	risbg %r0,%r1,32,47,16
	rll %r0,%r0,0(%r10)
	cs %r2,%r0,0(%r11)
	jl .L13
	rll %r2,%r2,16(%r5)
	llhr %r1,%r4
	llhr %r0,%r2
	lr %r4,%r2
	cr %r1,%r0
	jne .L6
	lghr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_smax_2_acquire:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	lh %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	lhr %r1,%r4
	cr %r1,%r3
	lr %r1,%r3
	locrhe %r1,%r4
	llghr %r1,%r1
	rosbg %r1,%r4,0,15,48
	l %r2,0(%r11)
	rll %r0,%r2,0(%r5)
	rxsbg %r0,%r1,32,47,32
	jne .L20
	risbg %r0,%r1,32,47,16
	rll %r0,%r0,0(%r10)
	cs %r2,%r0,0(%r11)
	jl .L13
	rll %r2,%r2,16(%r5)
	llhr %r1,%r4
	llhr %r0,%r2
	lr %r4,%r2
	cr %r1,%r0
	jne .L6
	lghr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_smax_2_release:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	lh %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	lhr %r1,%r4
	cr %r1,%r3
	lr %r1,%r3
	locrhe %r1,%r4
	llghr %r1,%r1
	rosbg %r1,%r4,0,15,48
	l %r2,0(%r11)
	rll %r0,%r2,0(%r5)
	rxsbg %r0,%r1,32,47,32
	jne .L20
	risbg %r0,%r1,32,47,16
	rll %r0,%r0,0(%r10)
	cs %r2,%r0,0(%r11)
	jl .L13
	rll %r2,%r2,16(%r5)
	llhr %r1,%r4
	llhr %r0,%r2
	lr %r4,%r2
	cr %r1,%r0
	jne .L6
	lghr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_smax_2_acq_rel:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	lh %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	lhr %r1,%r4
	cr %r1,%r3
	lr %r1,%r3
	locrhe %r1,%r4
	llghr %r1,%r1
	rosbg %r1,%r4,0,15,48
	l %r2,0(%r11)
	rll %r0,%r2,0(%r5)
	rxsbg %r0,%r1,32,47,32
	jne .L20
	risbg %r0,%r1,32,47,16
	rll %r0,%r0,0(%r10)
	cs %r2,%r0,0(%r11)
	jl .L13
	rll %r2,%r2,16(%r5)
	llhr %r1,%r4
	llhr %r0,%r2
	lr %r4,%r2
	cr %r1,%r0
	jne .L6
	lghr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_smax_2_seq_cst:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	lh %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	lhr %r1,%r4
	cr %r1,%r3
	lr %r1,%r3
	locrhe %r1,%r4
	llghr %r1,%r1
	rosbg %r1,%r4,0,15,48
	l %r2,0(%r11)
	rll %r0,%r2,0(%r5)
	rxsbg %r0,%r1,32,47,32
	jne .L20
	risbg %r0,%r1,32,47,16
	rll %r0,%r0,0(%r10)
	cs %r2,%r0,0(%r11)
	jl .L13
	rll %r2,%r2,16(%r5)
	llhr %r1,%r4
	llhr %r0,%r2
	lr %r4,%r2
	cr %r1,%r0
	jne .L6
	lghr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_smax_2_seq_cst_fence:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	lh %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	lhr %r1,%r4
	cr %r1,%r3
	lr %r1,%r3
	locrhe %r1,%r4
	llghr %r1,%r1
	rosbg %r1,%r4,0,15,48
	l %r2,0(%r11)
	rll %r0,%r2,0(%r5)
	rxsbg %r0,%r1,32,47,32
	jne .L20
	risbg %r0,%r1,32,47,16
	rll %r0,%r0,0(%r10)
	cs %r2,%r0,0(%r11)
	jl .L13
	rll %r2,%r2,16(%r5)
	llhr %r1,%r4
	llhr %r0,%r2
	lr %r4,%r2
	cr %r1,%r0
	jne .L6
	lghr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_umax_2_relaxed:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	lh %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	llhr %r0,%r4
	clr %r0,%r3
	lr %r1,%r3
	locrh %r1,%r4
	llghr %r1,%r1
	rosbg %r1,%r4,0,15,48
	l %r2,0(%r11)
	rll %r4,%r2,0(%r5)
	rxsbg %r4,%r1,32,47,32
	jne .L20
	risbg %r4,%r1,32,47,16
	rll %r4,%r4,0(%r10)
	cs %r2,%r4,0(%r11)
	jl .L13
	rll %r2,%r2,16(%r5)
	llhr %r1,%r2
	lr %r4,%r2
	cr %r0,%r1
	jne .L6
	llghr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14

uat_fetch_umax_2_acquire:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	lh %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	llhr %r0,%r4
	clr %r0,%r3
	lr %r1,%r3
	locrh %r1,%r4
	llghr %r1,%r1
	rosbg %r1,%r4,0,15,48
	l %r2,0(%r11)
	rll %r4,%r2,0(%r5)
	rxsbg %r4,%r1,32,47,32
	jne .L20
	risbg %r4,%r1,32,47,16
	rll %r4,%r4,0(%r10)
	cs %r2,%r4,0(%r11)
	jl .L13
	rll %r2,%r2,16(%r5)
	llhr %r1,%r2
	lr %r4,%r2
	cr %r0,%r1
	jne .L6
	llghr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14

uat_fetch_umax_2_release:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	lh %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	llhr %r0,%r4
	clr %r0,%r3
	lr %r1,%r3
	locrh %r1,%r4
	llghr %r1,%r1
	rosbg %r1,%r4,0,15,48
	l %r2,0(%r11)
	rll %r4,%r2,0(%r5)
	rxsbg %r4,%r1,32,47,32
	jne .L20
	risbg %r4,%r1,32,47,16
	rll %r4,%r4,0(%r10)
	cs %r2,%r4,0(%r11)
	jl .L13
	rll %r2,%r2,16(%r5)
	llhr %r1,%r2
	lr %r4,%r2
	cr %r0,%r1
	jne .L6
	llghr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14

uat_fetch_umax_2_acq_rel:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	lh %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	llhr %r0,%r4
	clr %r0,%r3
	lr %r1,%r3
	locrh %r1,%r4
	llghr %r1,%r1
	rosbg %r1,%r4,0,15,48
	l %r2,0(%r11)
	rll %r4,%r2,0(%r5)
	rxsbg %r4,%r1,32,47,32
	jne .L20
	risbg %r4,%r1,32,47,16
	rll %r4,%r4,0(%r10)
	cs %r2,%r4,0(%r11)
	jl .L13
	rll %r2,%r2,16(%r5)
	llhr %r1,%r2
	lr %r4,%r2
	cr %r0,%r1
	jne .L6
	llghr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14

uat_fetch_umax_2_seq_cst:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	lh %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	llhr %r0,%r4
	clr %r0,%r3
	lr %r1,%r3
	locrh %r1,%r4
	llghr %r1,%r1
	rosbg %r1,%r4,0,15,48
	l %r2,0(%r11)
	rll %r4,%r2,0(%r5)
	rxsbg %r4,%r1,32,47,32
	jne .L20
	risbg %r4,%r1,32,47,16
	rll %r4,%r4,0(%r10)
	cs %r2,%r4,0(%r11)
	jl .L13
	rll %r2,%r2,16(%r5)
	llhr %r1,%r2
	lr %r4,%r2
	cr %r0,%r1
	jne .L6
	llghr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14

uat_fetch_umax_2_seq_cst_fence:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	lh %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	llhr %r0,%r4
	clr %r0,%r3
	lr %r1,%r3
	locrh %r1,%r4
	llghr %r1,%r1
	rosbg %r1,%r4,0,15,48
	l %r2,0(%r11)
	rll %r4,%r2,0(%r5)
	rxsbg %r4,%r1,32,47,32
	jne .L20
	risbg %r4,%r1,32,47,16
	rll %r4,%r4,0(%r10)
	cs %r2,%r4,0(%r11)
	jl .L13
	rll %r2,%r2,16(%r5)
	llhr %r1,%r2
	lr %r4,%r2
	cr %r0,%r1
	jne .L6
	llghr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14

uat_fetch_smin_2_relaxed:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	lh %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	lhr %r1,%r4
	cr %r1,%r3
	lr %r1,%r3
	locrle %r1,%r4
	llghr %r1,%r1
	rosbg %r1,%r4,0,15,48
	l %r2,0(%r11)
	rll %r0,%r2,0(%r5)
	rxsbg %r0,%r1,32,47,32
	jne .L20
	risbg %r0,%r1,32,47,16
	rll %r0,%r0,0(%r10)
	cs %r2,%r0,0(%r11)
	jl .L13
	rll %r2,%r2,16(%r5)
	llhr %r1,%r4
	llhr %r0,%r2
	lr %r4,%r2
	cr %r1,%r0
	jne .L6
	lghr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_smin_2_acquire:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	lh %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	lhr %r1,%r4
	cr %r1,%r3
	lr %r1,%r3
	locrle %r1,%r4
	llghr %r1,%r1
	rosbg %r1,%r4,0,15,48
	l %r2,0(%r11)
	rll %r0,%r2,0(%r5)
	rxsbg %r0,%r1,32,47,32
	jne .L20
	risbg %r0,%r1,32,47,16
	rll %r0,%r0,0(%r10)
	cs %r2,%r0,0(%r11)
	jl .L13
	rll %r2,%r2,16(%r5)
	llhr %r1,%r4
	llhr %r0,%r2
	lr %r4,%r2
	cr %r1,%r0
	jne .L6
	lghr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_smin_2_release:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	lh %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	lhr %r1,%r4
	cr %r1,%r3
	lr %r1,%r3
	locrle %r1,%r4
	llghr %r1,%r1
	rosbg %r1,%r4,0,15,48
	l %r2,0(%r11)
	rll %r0,%r2,0(%r5)
	rxsbg %r0,%r1,32,47,32
	jne .L20
	risbg %r0,%r1,32,47,16
	rll %r0,%r0,0(%r10)
	cs %r2,%r0,0(%r11)
	jl .L13
	rll %r2,%r2,16(%r5)
	llhr %r1,%r4
	llhr %r0,%r2
	lr %r4,%r2
	cr %r1,%r0
	jne .L6
	lghr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_smin_2_acq_rel:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	lh %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	lhr %r1,%r4
	cr %r1,%r3
	lr %r1,%r3
	locrle %r1,%r4
	llghr %r1,%r1
	rosbg %r1,%r4,0,15,48
	l %r2,0(%r11)
	rll %r0,%r2,0(%r5)
	rxsbg %r0,%r1,32,47,32
	jne .L20
	risbg %r0,%r1,32,47,16
	rll %r0,%r0,0(%r10)
	cs %r2,%r0,0(%r11)
	jl .L13
	rll %r2,%r2,16(%r5)
	llhr %r1,%r4
	llhr %r0,%r2
	lr %r4,%r2
	cr %r1,%r0
	jne .L6
	lghr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_smin_2_seq_cst:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	lh %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	lhr %r1,%r4
	cr %r1,%r3
	lr %r1,%r3
	locrle %r1,%r4
	llghr %r1,%r1
	rosbg %r1,%r4,0,15,48
	l %r2,0(%r11)
	rll %r0,%r2,0(%r5)
	rxsbg %r0,%r1,32,47,32
	jne .L20
	risbg %r0,%r1,32,47,16
	rll %r0,%r0,0(%r10)
	cs %r2,%r0,0(%r11)
	jl .L13
	rll %r2,%r2,16(%r5)
	llhr %r1,%r4
	llhr %r0,%r2
	lr %r4,%r2
	cr %r1,%r0
	jne .L6
	lghr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_smin_2_seq_cst_fence:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	lh %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	lhr %r1,%r4
	cr %r1,%r3
	lr %r1,%r3
	locrle %r1,%r4
	llghr %r1,%r1
	rosbg %r1,%r4,0,15,48
	l %r2,0(%r11)
	rll %r0,%r2,0(%r5)
	rxsbg %r0,%r1,32,47,32
	jne .L20
	risbg %r0,%r1,32,47,16
	rll %r0,%r0,0(%r10)
	cs %r2,%r0,0(%r11)
	jl .L13
	rll %r2,%r2,16(%r5)
	llhr %r1,%r4
	llhr %r0,%r2
	lr %r4,%r2
	cr %r1,%r0
	jne .L6
	lghr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_umin_2_relaxed:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	lh %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	llhr %r0,%r4
	clr %r0,%r3
	lr %r1,%r3
	locrl %r1,%r4
	llghr %r1,%r1
	rosbg %r1,%r4,0,15,48
	l %r2,0(%r11)
	rll %r4,%r2,0(%r5)
	rxsbg %r4,%r1,32,47,32
	jne .L20
	risbg %r4,%r1,32,47,16
	rll %r4,%r4,0(%r10)
	cs %r2,%r4,0(%r11)
	jl .L13
	rll %r2,%r2,16(%r5)
	llhr %r1,%r2
	lr %r4,%r2
	cr %r0,%r1
	jne .L6
	llghr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14

uat_fetch_umin_2_acquire:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	lh %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	llhr %r0,%r4
	clr %r0,%r3
	lr %r1,%r3
	locrl %r1,%r4
	llghr %r1,%r1
	rosbg %r1,%r4,0,15,48
	l %r2,0(%r11)
	rll %r4,%r2,0(%r5)
	rxsbg %r4,%r1,32,47,32
	jne .L20
	risbg %r4,%r1,32,47,16
	rll %r4,%r4,0(%r10)
	cs %r2,%r4,0(%r11)
	jl .L13
	rll %r2,%r2,16(%r5)
	llhr %r1,%r2
	lr %r4,%r2
	cr %r0,%r1
	jne .L6
	llghr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14

uat_fetch_umin_2_release:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	lh %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	llhr %r0,%r4
	clr %r0,%r3
	lr %r1,%r3
	locrl %r1,%r4
	llghr %r1,%r1
	rosbg %r1,%r4,0,15,48
	l %r2,0(%r11)
	rll %r4,%r2,0(%r5)
	rxsbg %r4,%r1,32,47,32
	jne .L20
	risbg %r4,%r1,32,47,16
	rll %r4,%r4,0(%r10)
	cs %r2,%r4,0(%r11)
	jl .L13
	rll %r2,%r2,16(%r5)
	llhr %r1,%r2
	lr %r4,%r2
	cr %r0,%r1
	jne .L6
	llghr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14

uat_fetch_umin_2_acq_rel:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	lh %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	llhr %r0,%r4
	clr %r0,%r3
	lr %r1,%r3
	locrl %r1,%r4
	llghr %r1,%r1
	rosbg %r1,%r4,0,15,48
	l %r2,0(%r11)
	rll %r4,%r2,0(%r5)
	rxsbg %r4,%r1,32,47,32
	jne .L20
	risbg %r4,%r1,32,47,16
	rll %r4,%r4,0(%r10)
	cs %r2,%r4,0(%r11)
	jl .L13
	rll %r2,%r2,16(%r5)
	llhr %r1,%r2
	lr %r4,%r2
	cr %r0,%r1
	jne .L6
	llghr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14

uat_fetch_umin_2_seq_cst:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	lh %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	llhr %r0,%r4
	clr %r0,%r3
	lr %r1,%r3
	locrl %r1,%r4
	llghr %r1,%r1
	rosbg %r1,%r4,0,15,48
	l %r2,0(%r11)
	rll %r4,%r2,0(%r5)
	rxsbg %r4,%r1,32,47,32
	jne .L20
	risbg %r4,%r1,32,47,16
	rll %r4,%r4,0(%r10)
	cs %r2,%r4,0(%r11)
	jl .L13
	rll %r2,%r2,16(%r5)
	llhr %r1,%r2
	lr %r4,%r2
	cr %r0,%r1
	jne .L6
	llghr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14

uat_fetch_umin_2_seq_cst_fence:
	ldgr %f2,%r10
	ldgr %f0,%r11
	sllk %r5,%r2,3
	lh %r4,0(%r2)
	risbgz %r11,%r2,0,61,0
	lcr %r10,%r5
	llhr %r0,%r4
	clr %r0,%r3
	lr %r1,%r3
	locrl %r1,%r4
	llghr %r1,%r1
	rosbg %r1,%r4,0,15,48
	l %r2,0(%r11)
	rll %r4,%r2,0(%r5)
	rxsbg %r4,%r1,32,47,32
	jne .L20
	risbg %r4,%r1,32,47,16
	rll %r4,%r4,0(%r10)
	cs %r2,%r4,0(%r11)
	jl .L13
	rll %r2,%r2,16(%r5)
	llhr %r1,%r2
	lr %r4,%r2
	cr %r0,%r1
	jne .L6
	llghr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	br %r14

uat_test_and_set_bit_2_relaxed:
	risbgz %r4,%r3,60,63,0
	lhi %r1,1
	risbgz %r3,%r2,59,60,3
	sll %r1,0(%r4)
	xilf %r3,16
	nill %r2,65532
	sllk %r4,%r1,0(%r3)
	lao %r2,%r4,0(%r2)
	srl %r2,0(%r3)
	nr %r2,%r1
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_test_and_set_bit_2_acquire:
	risbgz %r4,%r3,60,63,0
	lhi %r1,1
	risbgz %r3,%r2,59,60,3
	sll %r1,0(%r4)
	xilf %r3,16
	nill %r2,65532
	sllk %r4,%r1,0(%r3)
	lao %r2,%r4,0(%r2)
	srl %r2,0(%r3)
	nr %r2,%r1
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_test_and_set_bit_2_release:
	risbgz %r4,%r2,59,60,3
	nilf %r3,15
	lhi %r1,1
	nill %r2,65532
	sll %r1,0(%r3)
	lr %r3,%r4
	xilf %r3,16
	sllk %r4,%r1,0(%r3)
	lao %r2,%r4,0(%r2)
	srl %r2,0(%r3)
	nr %r2,%r1
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7

uat_test_and_set_bit_2_acq_rel:
	risbgz %r4,%r2,59,60,3
	nilf %r3,15
	lhi %r1,1
	nill %r2,65532
	sll %r1,0(%r3)
	lr %r3,%r4
	xilf %r3,16
	sllk %r4,%r1,0(%r3)
	lao %r2,%r4,0(%r2)
	srl %r2,0(%r3)
	nr %r2,%r1
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7

uat_test_and_set_bit_2_seq_cst:
	risbgz %r4,%r2,59,60,3
	nilf %r3,15
	lhi %r1,1
	nill %r2,65532
	sll %r1,0(%r3)
	lr %r3,%r4
	xilf %r3,16
	sllk %r4,%r1,0(%r3)
	lao %r2,%r4,0(%r2)
	bnor %r0
	srl %r2,0(%r3)
	nr %r2,%r1
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14

uat_test_and_set_bit_2_seq_cst_fence:
	risbgz %r4,%r2,59,60,3
	nilf %r3,15
	lhi %r1,1
	nill %r2,65532
	sll %r1,0(%r3)
	lr %r3,%r4
	xilf %r3,16
	sllk %r4,%r1,0(%r3)
	lao %r2,%r4,0(%r2)
	bnor %r0
	srl %r2,0(%r3)
	nr %r2,%r1
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14

uat_test_and_clear_bit_2_relaxed:
	nilf %r3,15
	risbgz %r1,%r2,59,60,3
	lhi %r5,1
	xilf %r1,16
	sll %r5,0(%r3)
	llill %r4,65535
	lr %r3,%r5
	sll %r4,0(%r1)
	xilf %r3,65535
	xilf %r4,4294967295
	sll %r3,0(%r1)
	nill %r2,65532
	or %r3,%r4
	lan %r2,%r3,0(%r2)
	srl %r2,0(%r1)
	nr %r2,%r5
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_test_and_clear_bit_2_acquire:
	nilf %r3,15
	risbgz %r1,%r2,59,60,3
	lhi %r5,1
	xilf %r1,16
	sll %r5,0(%r3)
	llill %r4,65535
	lr %r3,%r5
	sll %r4,0(%r1)
	xilf %r3,65535
	xilf %r4,4294967295
	sll %r3,0(%r1)
	nill %r2,65532
	or %r3,%r4
	lan %r2,%r3,0(%r2)
	srl %r2,0(%r1)
	nr %r2,%r5
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_test_and_clear_bit_2_release:
	nilf %r3,15
	risbgz %r1,%r2,59,60,3
	lhi %r5,1
	xilf %r1,16
	sll %r5,0(%r3)
	llill %r4,65535
	lr %r3,%r5
	sll %r4,0(%r1)
	xilf %r3,65535
	xilf %r4,4294967295
	sll %r3,0(%r1)
	nill %r2,65532
	or %r3,%r4
	lan %r2,%r3,0(%r2)
	srl %r2,0(%r1)
	nr %r2,%r5
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_test_and_clear_bit_2_acq_rel:
	nilf %r3,15
	risbgz %r1,%r2,59,60,3
	lhi %r5,1
	xilf %r1,16
	sll %r5,0(%r3)
	llill %r4,65535
	lr %r3,%r5
	sll %r4,0(%r1)
	xilf %r3,65535
	xilf %r4,4294967295
	sll %r3,0(%r1)
	nill %r2,65532
	or %r3,%r4
	lan %r2,%r3,0(%r2)
	srl %r2,0(%r1)
	nr %r2,%r5
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_test_and_clear_bit_2_seq_cst:
	nilf %r3,15
	risbgz %r1,%r2,59,60,3
	lhi %r5,1
	xilf %r1,16
	sll %r5,0(%r3)
	llill %r4,65535
	lr %r3,%r5
	sll %r4,0(%r1)
	xilf %r3,65535
	xilf %r4,4294967295
	sll %r3,0(%r1)
	nill %r2,65532
	or %r3,%r4
	lan %r2,%r3,0(%r2)
	bnor %r0
	srl %r2,0(%r1)
	nr %r2,%r5
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_test_and_clear_bit_2_seq_cst_fence:
	nilf %r3,15
	risbgz %r1,%r2,59,60,3
	lhi %r5,1
	xilf %r1,16
	sll %r5,0(%r3)
	llill %r4,65535
	lr %r3,%r5
	sll %r4,0(%r1)
	xilf %r3,65535
	xilf %r4,4294967295
	sll %r3,0(%r1)
	nill %r2,65532
	or %r3,%r4
	lan %r2,%r3,0(%r2)
	bnor %r0
	srl %r2,0(%r1)
	nr %r2,%r5
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_test_and_change_bit_2_relaxed:
	risbgz %r4,%r3,60,63,0
	lhi %r1,1
	risbgz %r3,%r2,59,60,3
	sll %r1,0(%r4)
	xilf %r3,16
	nill %r2,65532
	sllk %r4,%r1,0(%r3)
	lax %r2,%r4,0(%r2)
	srl %r2,0(%r3)
	nr %r2,%r1
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_test_and_change_bit_2_acquire:
	risbgz %r4,%r3,60,63,0
	lhi %r1,1
	risbgz %r3,%r2,59,60,3
	sll %r1,0(%r4)
	xilf %r3,16
	nill %r2,65532
	sllk %r4,%r1,0(%r3)
	lax %r2,%r4,0(%r2)
	srl %r2,0(%r3)
	nr %r2,%r1
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_test_and_change_bit_2_release:
	risbgz %r4,%r2,59,60,3
	nilf %r3,15
	lhi %r1,1
	nill %r2,65532
	sll %r1,0(%r3)
	lr %r3,%r4
	xilf %r3,16
	sllk %r4,%r1,0(%r3)
	lax %r2,%r4,0(%r2)
	srl %r2,0(%r3)
	nr %r2,%r1
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7

uat_test_and_change_bit_2_acq_rel:
	risbgz %r4,%r2,59,60,3
	nilf %r3,15
	lhi %r1,1
	nill %r2,65532
	sll %r1,0(%r3)
	lr %r3,%r4
	xilf %r3,16
	sllk %r4,%r1,0(%r3)
	lax %r2,%r4,0(%r2)
	srl %r2,0(%r3)
	nr %r2,%r1
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7

uat_test_and_change_bit_2_seq_cst:
	risbgz %r4,%r2,59,60,3
	nilf %r3,15
	lhi %r1,1
	nill %r2,65532
	sll %r1,0(%r3)
	lr %r3,%r4
	xilf %r3,16
	sllk %r4,%r1,0(%r3)
	lax %r2,%r4,0(%r2)
	bnor %r0
	srl %r2,0(%r3)
	nr %r2,%r1
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14

uat_test_and_change_bit_2_seq_cst_fence:
	risbgz %r4,%r2,59,60,3
	nilf %r3,15
	lhi %r1,1
	nill %r2,65532
	sll %r1,0(%r3)
	lr %r3,%r4
	xilf %r3,16
	sllk %r4,%r1,0(%r3)
	lax %r2,%r4,0(%r2)
	bnor %r0
	srl %r2,0(%r3)
	nr %r2,%r1
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14

uat_fetch_add_unless_2_relaxed:
	ldgr %f4,%r9
	ldgr %f0,%r11
	ldgr %f6,%r8
	sllk %r11,%r2,3
	ldgr %f2,%r10
	lh %r1,0(%r2)
	risbgz %r5,%r2,0,61,0
	lcr %r9,%r11
	llhr %r10,%r1
	cr %r10,%r4
	je .L33
	ark %r8,%r3,%r1
	sllg %r0,%r1,48
	llghr %r2,%r1
	lgr %r1,%r0
	rosbg %r1,%r8,48,63,0
	l %r0,0(%r5)
	rll %r8,%r0,0(%r11)
	rxsbg %r8,%r1,32,47,32
	jne .L24
	risbg %r8,%r1,32,47,16
	rll %r8,%r8,0(%r9)
	cs %r0,%r8,0(%r5)
	jl .L17
	rll %r1,%r0,16(%r11)
	llhr %r0,%r1
	cr %r10,%r0
	jne .L8
	lgdr %r11,%f0
	lgdr %r10,%f2
	lgdr %r9,%f4
	lgdr %r8,%f6
	br %r14
	llghr %r2,%r1
	j .L28
	nopr %r7

uat_fetch_add_unless_2_acquire:
	ldgr %f4,%r9
	ldgr %f0,%r11
	ldgr %f6,%r8
	sllk %r11,%r2,3
	ldgr %f2,%r10
	lh %r1,0(%r2)
	risbgz %r5,%r2,0,61,0
	lcr %r9,%r11
	llhr %r10,%r1
	cr %r10,%r4
	je .L33
	ark %r8,%r3,%r1
	sllg %r0,%r1,48
	llghr %r2,%r1
	lgr %r1,%r0
	rosbg %r1,%r8,48,63,0
	l %r0,0(%r5)
	rll %r8,%r0,0(%r11)
	rxsbg %r8,%r1,32,47,32
	jne .L24
	risbg %r8,%r1,32,47,16
	rll %r8,%r8,0(%r9)
	cs %r0,%r8,0(%r5)
	jl .L17
	rll %r1,%r0,16(%r11)
	llhr %r0,%r1
	cr %r10,%r0
	jne .L8
	lgdr %r11,%f0
	lgdr %r10,%f2
	lgdr %r9,%f4
	lgdr %r8,%f6
	br %r14
	llghr %r2,%r1
	j .L28
	nopr %r7

uat_fetch_add_unless_2_release:
	ldgr %f4,%r9
	ldgr %f0,%r11
	ldgr %f6,%r8
	sllk %r11,%r2,3
	ldgr %f2,%r10
	lh %r1,0(%r2)
	risbgz %r5,%r2,0,61,0
	lcr %r9,%r11
	llhr %r10,%r1
	cr %r10,%r4
	je .L33
	ark %r8,%r3,%r1
	sllg %r0,%r1,48
	llghr %r2,%r1
	lgr %r1,%r0
	rosbg %r1,%r8,48,63,0
	l %r0,0(%r5)
	rll %r8,%r0,0(%r11)
	rxsbg %r8,%r1,32,47,32
	jne .L24
	risbg %r8,%r1,32,47,16
	rll %r8,%r8,0(%r9)
	cs %r0,%r8,0(%r5)
	jl .L17
	rll %r1,%r0,16(%r11)
	llhr %r0,%r1
	cr %r10,%r0
	jne .L8
	lgdr %r11,%f0
	lgdr %r10,%f2
	lgdr %r9,%f4
	lgdr %r8,%f6
	br %r14
	llghr %r2,%r1
	j .L28
	nopr %r7

uat_fetch_add_unless_2_acq_rel:
	ldgr %f4,%r9
	ldgr %f0,%r11
	ldgr %f6,%r8
	sllk %r11,%r2,3
	ldgr %f2,%r10
	lh %r1,0(%r2)
	risbgz %r5,%r2,0,61,0
	lcr %r9,%r11
	llhr %r10,%r1
	cr %r10,%r4
	je .L33
	ark %r8,%r3,%r1
	sllg %r0,%r1,48
	llghr %r2,%r1
	lgr %r1,%r0
	rosbg %r1,%r8,48,63,0
	l %r0,0(%r5)
	rll %r8,%r0,0(%r11)
	rxsbg %r8,%r1,32,47,32
	jne .L24
	risbg %r8,%r1,32,47,16
	rll %r8,%r8,0(%r9)
	cs %r0,%r8,0(%r5)
	jl .L17
	rll %r1,%r0,16(%r11)
	llhr %r0,%r1
	cr %r10,%r0
	jne .L8
	lgdr %r11,%f0
	lgdr %r10,%f2
	lgdr %r9,%f4
	lgdr %r8,%f6
	br %r14
	llghr %r2,%r1
	j .L28
	nopr %r7

uat_fetch_add_unless_2_seq_cst:
	ldgr %f4,%r9
	ldgr %f0,%r11
	ldgr %f6,%r8
	sllk %r11,%r2,3
	ldgr %f2,%r10
	lh %r1,0(%r2)
	risbgz %r5,%r2,0,61,0
	lcr %r9,%r11
	llhr %r10,%r1
	cr %r10,%r4
	je .L33
	ark %r8,%r3,%r1
	sllg %r0,%r1,48
	llghr %r2,%r1
	lgr %r1,%r0
	rosbg %r1,%r8,48,63,0
	l %r0,0(%r5)
	rll %r8,%r0,0(%r11)
	rxsbg %r8,%r1,32,47,32
	jne .L24
	risbg %r8,%r1,32,47,16
	rll %r8,%r8,0(%r9)
	cs %r0,%r8,0(%r5)
	jl .L17
	rll %r1,%r0,16(%r11)
	llhr %r0,%r1
	cr %r10,%r0
	jne .L8
	lgdr %r11,%f0
	lgdr %r10,%f2
	lgdr %r9,%f4
	lgdr %r8,%f6
	br %r14
	llghr %r2,%r1
	j .L28
	nopr %r7

uat_fetch_add_unless_2_seq_cst_fence:
	ldgr %f4,%r9
	ldgr %f0,%r11
	ldgr %f6,%r8
	sllk %r11,%r2,3
	ldgr %f2,%r10
	lh %r1,0(%r2)
	risbgz %r5,%r2,0,61,0
	lcr %r9,%r11
	llhr %r10,%r1
	cr %r10,%r4
	je .L33
	ark %r8,%r3,%r1
	sllg %r0,%r1,48
	llghr %r2,%r1
	lgr %r1,%r0
	rosbg %r1,%r8,48,63,0
	l %r0,0(%r5)
	rll %r8,%r0,0(%r11)
	rxsbg %r8,%r1,32,47,32
	jne .L24
	risbg %r8,%r1,32,47,16
	rll %r8,%r8,0(%r9)
	cs %r0,%r8,0(%r5)
	jl .L17
	rll %r1,%r0,16(%r11)
	llhr %r0,%r1
	cr %r10,%r0
	jne .L8
	lgdr %r11,%f0
	lgdr %r10,%f2
	lgdr %r9,%f4
	lgdr %r8,%f6
	br %r14
	llghr %r2,%r1
	j .L28
	nopr %r7

uat_add_unless_2_relaxed:
	sllk %r5,%r2,3
	ldgr %f2,%r10
	lh %r1,0(%r2)
	ldgr %f4,%r9
	ldgr %f0,%r11
	nill %r2,65532
	lcr %r10,%r5
	llhr %r11,%r1
	cr %r11,%r4
	je .L31
	ark %r0,%r3,%r1
	sllg %r1,%r1,48
	rosbg %r1,%r0,48,63,0
	l %r0,0(%r2)
	rll %r9,%r0,0(%r5)
	rxsbg %r9,%r1,32,47,32
	jne .L21
	risbg %r9,%r1,32,47,16
	rll %r9,%r9,0(%r10)
	cs %r0,%r9,0(%r2)
	jl .L14
	rll %r1,%r0,16(%r5)
	llhr %r0,%r1
	cr %r11,%r0
	jne .L7
	lhi %r2,1
	lgfr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	lgdr %r9,%f4
	br %r14
	lhi %r2,0
	j .L26
	nopr %r7
	nopr %r7

uat_add_unless_2_acquire:
	sllk %r5,%r2,3
	ldgr %f2,%r10
	lh %r1,0(%r2)
	ldgr %f4,%r9
	ldgr %f0,%r11
	nill %r2,65532
	lcr %r10,%r5
	llhr %r11,%r1
	cr %r11,%r4
	je .L31
	ark %r0,%r3,%r1
	sllg %r1,%r1,48
	rosbg %r1,%r0,48,63,0
	l %r0,0(%r2)
	rll %r9,%r0,0(%r5)
	rxsbg %r9,%r1,32,47,32
	jne .L21
	risbg %r9,%r1,32,47,16
	rll %r9,%r9,0(%r10)
	cs %r0,%r9,0(%r2)
	jl .L14
	rll %r1,%r0,16(%r5)
	llhr %r0,%r1
	cr %r11,%r0
	jne .L7
	lhi %r2,1
	lgfr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	lgdr %r9,%f4
	br %r14
	lhi %r2,0
	j .L26
	nopr %r7
	nopr %r7

uat_add_unless_2_release:
	sllk %r5,%r2,3
	ldgr %f2,%r10
	lh %r1,0(%r2)
	ldgr %f4,%r9
	ldgr %f0,%r11
	nill %r2,65532
	lcr %r10,%r5
	llhr %r11,%r1
	cr %r11,%r4
	je .L31
	ark %r0,%r3,%r1
	sllg %r1,%r1,48
	rosbg %r1,%r0,48,63,0
	l %r0,0(%r2)
	rll %r9,%r0,0(%r5)
	rxsbg %r9,%r1,32,47,32
	jne .L21
	risbg %r9,%r1,32,47,16
	rll %r9,%r9,0(%r10)
	cs %r0,%r9,0(%r2)
	jl .L14
	rll %r1,%r0,16(%r5)
	llhr %r0,%r1
	cr %r11,%r0
	jne .L7
	lhi %r2,1
	lgfr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	lgdr %r9,%f4
	br %r14
	lhi %r2,0
	j .L26
	nopr %r7
	nopr %r7

uat_add_unless_2_acq_rel:
	sllk %r5,%r2,3
	ldgr %f2,%r10
	lh %r1,0(%r2)
	ldgr %f4,%r9
	ldgr %f0,%r11
	nill %r2,65532
	lcr %r10,%r5
	llhr %r11,%r1
	cr %r11,%r4
	je .L31
	ark %r0,%r3,%r1
	sllg %r1,%r1,48
	rosbg %r1,%r0,48,63,0
	l %r0,0(%r2)
	rll %r9,%r0,0(%r5)
	rxsbg %r9,%r1,32,47,32
	jne .L21
	risbg %r9,%r1,32,47,16
	rll %r9,%r9,0(%r10)
	cs %r0,%r9,0(%r2)
	jl .L14
	rll %r1,%r0,16(%r5)
	llhr %r0,%r1
	cr %r11,%r0
	jne .L7
	lhi %r2,1
	lgfr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	lgdr %r9,%f4
	br %r14
	lhi %r2,0
	j .L26
	nopr %r7
	nopr %r7

uat_add_unless_2_seq_cst:
	sllk %r5,%r2,3
	ldgr %f2,%r10
	lh %r1,0(%r2)
	ldgr %f4,%r9
	ldgr %f0,%r11
	nill %r2,65532
	lcr %r10,%r5
	llhr %r11,%r1
	cr %r11,%r4
	je .L31
	ark %r0,%r3,%r1
	sllg %r1,%r1,48
	rosbg %r1,%r0,48,63,0
	l %r0,0(%r2)
	rll %r9,%r0,0(%r5)
	rxsbg %r9,%r1,32,47,32
	jne .L21
	risbg %r9,%r1,32,47,16
	rll %r9,%r9,0(%r10)
	cs %r0,%r9,0(%r2)
	jl .L14
	rll %r1,%r0,16(%r5)
	llhr %r0,%r1
	cr %r11,%r0
	jne .L7
	lhi %r2,1
	lgfr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	lgdr %r9,%f4
	br %r14
	lhi %r2,0
	j .L26
	nopr %r7
	nopr %r7

uat_add_unless_2_seq_cst_fence:
	sllk %r5,%r2,3
	ldgr %f2,%r10
	lh %r1,0(%r2)
	ldgr %f4,%r9
	ldgr %f0,%r11
	nill %r2,65532
	lcr %r10,%r5
	llhr %r11,%r1
	cr %r11,%r4
	je .L31
	ark %r0,%r3,%r1
	sllg %r1,%r1,48
	rosbg %r1,%r0,48,63,0
	l %r0,0(%r2)
	rll %r9,%r0,0(%r5)
	rxsbg %r9,%r1,32,47,32
	jne .L21
	risbg %r9,%r1,32,47,16
	rll %r9,%r9,0(%r10)
	cs %r0,%r9,0(%r2)
	jl .L14
	rll %r1,%r0,16(%r5)
	llhr %r0,%r1
	cr %r11,%r0
	jne .L7
	lhi %r2,1
	lgfr %r2,%r2
	lgdr %r11,%f0
	lgdr %r10,%f2
	lgdr %r9,%f4
	br %r14
	lhi %r2,0
	j .L26
	nopr %r7
	nopr %r7

uat_dec_if_positive_2_relaxed:
	sllk %r5,%r2,3
	ldgr %f0,%r11
	lh %r3,0(%r2)
	lcr %r11,%r5
	nill %r2,65532
	lhr %r1,%r3
	ltr %r1,%r1
	jle .L30
	ahik %r1,%r3,-1
	sllg %r4,%r3,48
	rosbg %r4,%r1,48,63,0
	l %r1,0(%r2)
	rll %r0,%r1,0(%r5)
	rxsbg %r0,%r4,32,47,32
	jne .L19
	risbg %r0,%r4,32,47,16
	rll %r0,%r0,0(%r11)
	cs %r1,%r0,0(%r2)
	jl .L12
	rll %r1,%r1,16(%r5)
	llhr %r3,%r3
	llhr %r4,%r1
	cr %r3,%r4
	jne .L28
	ahi %r1,-1
	lghr %r2,%r1
	lgdr %r11,%f0
	br %r14
	lr %r3,%r1
	j .L5
	lr %r1,%r3
	xilf %r1,4294934528
	llghr %r1,%r1
	lcgr %r1,%r1
	srlg %r1,%r1,63
	srk %r1,%r3,%r1
	j .L25
	nopr %r7

uat_dec_if_positive_2_acquire:
	sllk %r5,%r2,3
	ldgr %f0,%r11
	lh %r3,0(%r2)
	lcr %r11,%r5
	nill %r2,65532
	lhr %r1,%r3
	ltr %r1,%r1
	jle .L30
	ahik %r1,%r3,-1
	sllg %r4,%r3,48
	rosbg %r4,%r1,48,63,0
	l %r1,0(%r2)
	rll %r0,%r1,0(%r5)
	rxsbg %r0,%r4,32,47,32
	jne .L19
	risbg %r0,%r4,32,47,16
	rll %r0,%r0,0(%r11)
	cs %r1,%r0,0(%r2)
	jl .L12
	rll %r1,%r1,16(%r5)
	llhr %r3,%r3
	llhr %r4,%r1
	cr %r3,%r4
	jne .L28
	ahi %r1,-1
	lghr %r2,%r1
	lgdr %r11,%f0
	br %r14
	lr %r3,%r1
	j .L5
	lr %r1,%r3
	xilf %r1,4294934528
	llghr %r1,%r1
	lcgr %r1,%r1
	srlg %r1,%r1,63
	srk %r1,%r3,%r1
	j .L25
	nopr %r7

uat_dec_if_positive_2_release:
	sllk %r5,%r2,3
	ldgr %f0,%r11
	lh %r3,0(%r2)
	lcr %r11,%r5
	nill %r2,65532
	lhr %r1,%r3
	ltr %r1,%r1
	jle .L30
	ahik %r1,%r3,-1
	sllg %r4,%r3,48
	rosbg %r4,%r1,48,63,0
	l %r1,0(%r2)
	rll %r0,%r1,0(%r5)
	rxsbg %r0,%r4,32,47,32
	jne .L19
	risbg %r0,%r4,32,47,16
	rll %r0,%r0,0(%r11)
	cs %r1,%r0,0(%r2)
	jl .L12
	rll %r1,%r1,16(%r5)
	llhr %r3,%r3
	llhr %r4,%r1
	cr %r3,%r4
	jne .L28
	ahi %r1,-1
	lghr %r2,%r1
	lgdr %r11,%f0
	br %r14
	lr %r3,%r1
	j .L5
	lr %r1,%r3
	xilf %r1,4294934528
	llghr %r1,%r1
	lcgr %r1,%r1
	srlg %r1,%r1,63
	srk %r1,%r3,%r1
	j .L25
	nopr %r7

uat_dec_if_positive_2_acq_rel:
	sllk %r5,%r2,3
	ldgr %f0,%r11
	lh %r3,0(%r2)
	lcr %r11,%r5
	nill %r2,65532
	lhr %r1,%r3
	ltr %r1,%r1
	jle .L30
	ahik %r1,%r3,-1
	sllg %r4,%r3,48
	rosbg %r4,%r1,48,63,0
	l %r1,0(%r2)
	rll %r0,%r1,0(%r5)
	rxsbg %r0,%r4,32,47,32
	jne .L19
	risbg %r0,%r4,32,47,16
	rll %r0,%r0,0(%r11)
	cs %r1,%r0,0(%r2)
	jl .L12
	rll %r1,%r1,16(%r5)
	llhr %r3,%r3
	llhr %r4,%r1
	cr %r3,%r4
	jne .L28
	ahi %r1,-1
	lghr %r2,%r1
	lgdr %r11,%f0
	br %r14
	lr %r3,%r1
	j .L5
	lr %r1,%r3
	xilf %r1,4294934528
	llghr %r1,%r1
	lcgr %r1,%r1
	srlg %r1,%r1,63
	srk %r1,%r3,%r1
	j .L25
	nopr %r7

uat_dec_if_positive_2_seq_cst:
	sllk %r5,%r2,3
	ldgr %f0,%r11
	lh %r3,0(%r2)
	lcr %r11,%r5
	nill %r2,65532
	lhr %r1,%r3
	ltr %r1,%r1
	jle .L30
	ahik %r1,%r3,-1
	sllg %r4,%r3,48
	rosbg %r4,%r1,48,63,0
	l %r1,0(%r2)
	rll %r0,%r1,0(%r5)
	rxsbg %r0,%r4,32,47,32
	jne .L19
	risbg %r0,%r4,32,47,16
	rll %r0,%r0,0(%r11)
	cs %r1,%r0,0(%r2)
	jl .L12
	rll %r1,%r1,16(%r5)
	llhr %r3,%r3
	llhr %r4,%r1
	cr %r3,%r4
	jne .L28
	ahi %r1,-1
	lghr %r2,%r1
	lgdr %r11,%f0
	br %r14
	lr %r3,%r1
	j .L5
	lr %r1,%r3
	xilf %r1,4294934528
	llghr %r1,%r1
	lcgr %r1,%r1
	srlg %r1,%r1,63
	srk %r1,%r3,%r1
	j .L25
	nopr %r7

uat_dec_if_positive_2_seq_cst_fence:
	sllk %r5,%r2,3
	ldgr %f0,%r11
	lh %r3,0(%r2)
	lcr %r11,%r5
	nill %r2,65532
	lhr %r1,%r3
	ltr %r1,%r1
	jle .L30
	ahik %r1,%r3,-1
	sllg %r4,%r3,48
	rosbg %r4,%r1,48,63,0
	l %r1,0(%r2)
	rll %r0,%r1,0(%r5)
	rxsbg %r0,%r4,32,47,32
	jne .L19
	risbg %r0,%r4,32,47,16
	rll %r0,%r0,0(%r11)
	cs %r1,%r0,0(%r2)
	jl .L12
	rll %r1,%r1,16(%r5)
	llhr %r3,%r3
	llhr %r4,%r1
	cr %r3,%r4
	jne .L28
	ahi %r1,-1
	lghr %r2,%r1
	lgdr %r11,%f0
	br %r14
	lr %r3,%r1
	j .L5
	lr %r1,%r3
	xilf %r1,4294934528
	llghr %r1,%r1
	lcgr %r1,%r1
	srlg %r1,%r1,63
	srk %r1,%r3,%r1
	j .L25
	nopr %r7

uat_cond_load_2_relaxed:
	lh %r1,0(%r2)
	lr %r4,%r1
	llhr %r1,%r1
	cr %r1,%r3
	jne .L7
	llghr %r2,%r4
	br %r14
	j .L0
	nopr %r7
	nopr %r7
	nopr %r7

uat_cond_load_2_consume:
	lh %r1,0(%r2)
	lr %r4,%r1
	llhr %r1,%r1
	cr %r1,%r3
	jne .L7
	llghr %r2,%r4
	br %r14
	j .L0
	nopr %r7
	nopr %r7
	nopr %r7

uat_cond_load_2_acquire:
	lh %r1,0(%r2)
	lr %r4,%r1
	llhr %r1,%r1
	cr %r1,%r3
	jne .L7
	llghr %r2,%r4
	br %r14
	j .L0
	nopr %r7
	nopr %r7
	nopr %r7

uat_cond_load_2_seq_cst:
	lh %r1,0(%r2)
	lr %r4,%r1
	llhr %r1,%r1
	cr %r1,%r3
	jne .L7
	llghr %r2,%r4
	br %r14
	j .L0
	nopr %r7
	nopr %r7
	nopr %r7

uat_cond_load_2_seq_cst_fence:
	bnor %r0
	lh %r1,0(%r2)
	lr %r4,%r1
	llhr %r1,%r1
	cr %r1,%r3
	je .L11
	lh %r1,0(%r2)
	lr %r4,%r1
	llhr %r1,%r1
	cr %r1,%r3
	jne .L6
	bnor %r0
	llghr %r2,%r4
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_inc_2_relaxed:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r3,%r1
	l %r4,0(%r2)
	rll %r5,%r4,0(%r1)
	afi %r5,65536
	rll %r5,%r5,0(%r3)
	cs %r4,%r5,0(%r2)
	jl .L4
	br %r14
	nopr %r7
	nopr %r7

uat_inc_2_acquire:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r3,%r1
	l %r4,0(%r2)
	rll %r5,%r4,0(%r1)
	afi %r5,65536
	rll %r5,%r5,0(%r3)
	cs %r4,%r5,0(%r2)
	jl .L4
	br %r14
	nopr %r7
	nopr %r7

uat_inc_2_release:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r3,%r1
	l %r4,0(%r2)
	rll %r5,%r4,0(%r1)
	afi %r5,65536
	rll %r5,%r5,0(%r3)
	cs %r4,%r5,0(%r2)
	jl .L4
	br %r14
	nopr %r7
	nopr %r7

uat_inc_2_acq_rel:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r3,%r1
	l %r4,0(%r2)
	rll %r5,%r4,0(%r1)
	afi %r5,65536
	rll %r5,%r5,0(%r3)
	cs %r4,%r5,0(%r2)
	jl .L4
	br %r14
	nopr %r7
	nopr %r7

uat_inc_2_seq_cst:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r3,%r1
	l %r4,0(%r2)
	rll %r5,%r4,0(%r1)
	afi %r5,65536
	rll %r5,%r5,0(%r3)
	cs %r4,%r5,0(%r2)
	jl .L4
	br %r14
	nopr %r7
	nopr %r7

uat_inc_2_seq_cst_fence:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r3,%r1
	l %r4,0(%r2)
	rll %r5,%r4,0(%r1)
	afi %r5,65536
	rll %r5,%r5,0(%r3)
	cs %r4,%r5,0(%r2)
	jl .L4
	br %r14
	nopr %r7
	nopr %r7

uat_dec_2_relaxed:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r3,%r1
	l %r4,0(%r2)
	rll %r5,%r4,0(%r1)
	afi %r5,-65536
	rll %r5,%r5,0(%r3)
	cs %r4,%r5,0(%r2)
	jl .L4
	br %r14
	nopr %r7
	nopr %r7

uat_dec_2_acquire:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r3,%r1
	l %r4,0(%r2)
	rll %r5,%r4,0(%r1)
	afi %r5,-65536
	rll %r5,%r5,0(%r3)
	cs %r4,%r5,0(%r2)
	jl .L4
	br %r14
	nopr %r7
	nopr %r7

uat_dec_2_release:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r3,%r1
	l %r4,0(%r2)
	rll %r5,%r4,0(%r1)
	afi %r5,-65536
	rll %r5,%r5,0(%r3)
	cs %r4,%r5,0(%r2)
	jl .L4
	br %r14
	nopr %r7
	nopr %r7

uat_dec_2_acq_rel:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r3,%r1
	l %r4,0(%r2)
	rll %r5,%r4,0(%r1)
	afi %r5,-65536
	rll %r5,%r5,0(%r3)
	cs %r4,%r5,0(%r2)
	jl .L4
	br %r14
	nopr %r7
	nopr %r7

uat_dec_2_seq_cst:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r3,%r1
	l %r4,0(%r2)
	rll %r5,%r4,0(%r1)
	afi %r5,-65536
	rll %r5,%r5,0(%r3)
	cs %r4,%r5,0(%r2)
	jl .L4
	br %r14
	nopr %r7
	nopr %r7

uat_dec_2_seq_cst_fence:
	sllk %r1,%r2,3
	nill %r2,65532
	lcr %r3,%r1
	l %r4,0(%r2)
	rll %r5,%r4,0(%r1)
	afi %r5,-65536
	rll %r5,%r5,0(%r3)
	cs %r4,%r5,0(%r2)
	jl .L4
	br %r14
	nopr %r7
	nopr %r7

uat_add_around_2_mb:
	bnor %r0
	sllk %r1,%r2,3
	sll %r3,16
	nill %r2,65532
	lcr %r4,%r1
	l %r5,0(%r2)
	rll %r0,%r5,0(%r1)
	ark %r0,%r0,%r3
	rll %r0,%r0,0(%r4)
	cs %r5,%r0,0(%r2)
	jl .L6
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_load_4_relaxed:
	l %r2,0(%r2)
	llgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_load_4_consume:
	l %r2,0(%r2)
	llgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_load_4_acquire:
	l %r2,0(%r2)
	llgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_load_4_seq_cst:
	l %r2,0(%r2)
	llgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_load_4_seq_cst_fence:
	bnor %r0
	l %r2,0(%r2)
	bnor %r0
	llgfr %r2,%r2
	br %r14
	nopr %r7

uat_store_4_relaxed:
	st %r3,0(%r2)
	br %r14
	nopr %r7

uat_store_4_release:
	st %r3,0(%r2)
	br %r14
	nopr %r7

uat_store_4_seq_cst:
	st %r3,0(%r2)
	bnor %r0
	br %r14

uat_store_4_seq_cst_fence:
	st %r3,0(%r2)
	bnor %r0
	br %r14

uat_cmpxchg_4_relaxed:
	cs %r3,%r4,0(%r2)
	llgfr %r2,%r3
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_cmpxchg_4_acquire:
	cs %r3,%r4,0(%r2)
	llgfr %r2,%r3
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_cmpxchg_4_release:
	cs %r3,%r4,0(%r2)
	llgfr %r2,%r3
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_cmpxchg_4_acq_rel:
	cs %r3,%r4,0(%r2)
	llgfr %r2,%r3
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_cmpxchg_4_seq_cst:
	cs %r3,%r4,0(%r2)
	llgfr %r2,%r3
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_cmpxchg_4_seq_cst_fence_sc:
	cs %r3,%r4,0(%r2)
	llgfr %r2,%r3
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_cmpxchg_4_seq_cst_fence:
	cs %r3,%r4,0(%r2)
	llgfr %r2,%r3
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_cmpxchg_test_4_seq_cst_fence:
	lr %r1,%r3
	cs %r1,%r4,0(%r2)
	xrk %r2,%r1,%r3
	lpr %r2,%r2
	ahi %r2,-1
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_try_cmpxchg_4_relaxed:
	lr %r1,%r3
	cs %r1,%r4,0(%r2)
	xrk %r2,%r1,%r3
	lpr %r2,%r2
	ahi %r2,-1
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_try_cmpxchg_4_acquire:
	lr %r1,%r3
	cs %r1,%r4,0(%r2)
	xrk %r2,%r1,%r3
	lpr %r2,%r2
	ahi %r2,-1
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_try_cmpxchg_4_release:
	lr %r1,%r3
	cs %r1,%r4,0(%r2)
	xrk %r2,%r1,%r3
	lpr %r2,%r2
	ahi %r2,-1
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_try_cmpxchg_4_acq_rel:
	lr %r1,%r3
	cs %r1,%r4,0(%r2)
	xrk %r2,%r1,%r3
	lpr %r2,%r2
	ahi %r2,-1
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_try_cmpxchg_4_seq_cst:
	lr %r1,%r3
	cs %r1,%r4,0(%r2)
	xrk %r2,%r1,%r3
	lpr %r2,%r2
	ahi %r2,-1
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_try_cmpxchg_4_seq_cst_fence_sc:
	lr %r1,%r3
	cs %r1,%r4,0(%r2)
	xrk %r2,%r1,%r3
	lpr %r2,%r2
	ahi %r2,-1
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_try_cmpxchg_4_seq_cst_fence:
	lr %r1,%r3
	cs %r1,%r4,0(%r2)
	xrk %r2,%r1,%r3
	lpr %r2,%r2
	ahi %r2,-1
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_try_cmpxchg_weak_4_relaxed:
	lr %r1,%r3
	cs %r1,%r4,0(%r2)
	xrk %r2,%r1,%r3
	lpr %r2,%r2
	ahi %r2,-1
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_try_cmpxchg_weak_4_acquire:
	lr %r1,%r3
	cs %r1,%r4,0(%r2)
	xrk %r2,%r1,%r3
	lpr %r2,%r2
	ahi %r2,-1
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_try_cmpxchg_weak_4_release:
	lr %r1,%r3
	cs %r1,%r4,0(%r2)
	xrk %r2,%r1,%r3
	lpr %r2,%r2
	ahi %r2,-1
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_try_cmpxchg_weak_4_acq_rel:
	lr %r1,%r3
	cs %r1,%r4,0(%r2)
	xrk %r2,%r1,%r3
	lpr %r2,%r2
	ahi %r2,-1
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_try_cmpxchg_weak_4_seq_cst:
	lr %r1,%r3
	cs %r1,%r4,0(%r2)
	xrk %r2,%r1,%r3
	lpr %r2,%r2
	ahi %r2,-1
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_try_cmpxchg_weak_4_seq_cst_fence_sc:
	lr %r1,%r3
	cs %r1,%r4,0(%r2)
	xrk %r2,%r1,%r3
	lpr %r2,%r2
	ahi %r2,-1
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_try_cmpxchg_weak_4_seq_cst_fence:
	lr %r1,%r3
	cs %r1,%r4,0(%r2)
	xrk %r2,%r1,%r3
	lpr %r2,%r2
	ahi %r2,-1
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_xchg_4_relaxed:
	cs %r1,%r3,0(%r2)
	jl .L0
	llgfr %r2,%r1
	br %r14
	nopr %r7

uat_xchg_4_acquire:
	cs %r1,%r3,0(%r2)
	jl .L0
	llgfr %r2,%r1
	br %r14
	nopr %r7

uat_xchg_4_release:
	cs %r1,%r3,0(%r2)
	jl .L0
	llgfr %r2,%r1
	br %r14
	nopr %r7

uat_xchg_4_acq_rel:
	cs %r1,%r3,0(%r2)
	jl .L0
	llgfr %r2,%r1
	br %r14
	nopr %r7

uat_xchg_4_seq_cst:
	cs %r1,%r3,0(%r2)
	jl .L0
	llgfr %r2,%r1
	br %r14
	nopr %r7

uat_xchg_4_seq_cst_fence:
	cs %r1,%r3,0(%r2)
	jl .L0
	llgfr %r2,%r1
	br %r14
	nopr %r7

uat_add_return_4_relaxed:
	laa %r1,%r3,0(%r2)
	ark %r2,%r1,%r3
	llgfr %r2,%r2
	br %r14

uat_add_return_4_acquire:
	laa %r1,%r3,0(%r2)
	ark %r2,%r1,%r3
	llgfr %r2,%r2
	br %r14

uat_add_return_4_release:
	laa %r1,%r3,0(%r2)
	ark %r2,%r1,%r3
	llgfr %r2,%r2
	br %r14

uat_add_return_4_acq_rel:
	laa %r1,%r3,0(%r2)
	ark %r2,%r1,%r3
	llgfr %r2,%r2
	br %r14

uat_add_return_4_seq_cst:
	laa %r1,%r3,0(%r2)
	bnor %r0
	ark %r2,%r1,%r3
	llgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_add_return_4_seq_cst_fence:
	laa %r1,%r3,0(%r2)
	bnor %r0
	ark %r2,%r1,%r3
	llgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_add_4_relaxed:
	laa %r3,%r3,0(%r2)
	br %r14

uat_add_4_acquire:
	laa %r3,%r3,0(%r2)
	br %r14

uat_add_4_release:
	laa %r3,%r3,0(%r2)
	br %r14

uat_add_4_acq_rel:
	laa %r3,%r3,0(%r2)
	br %r14

uat_add_4_seq_cst:
	laa %r3,%r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_add_4_seq_cst_fence:
	laa %r3,%r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_and_4_relaxed:
	lan %r3,%r3,0(%r2)
	br %r14

uat_and_4_acquire:
	lan %r3,%r3,0(%r2)
	br %r14

uat_and_4_release:
	lan %r3,%r3,0(%r2)
	br %r14

uat_and_4_acq_rel:
	lan %r3,%r3,0(%r2)
	br %r14

uat_and_4_seq_cst:
	lan %r3,%r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_and_4_seq_cst_fence:
	lan %r3,%r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_or_4_relaxed:
	lao %r3,%r3,0(%r2)
	br %r14

uat_or_4_acquire:
	lao %r3,%r3,0(%r2)
	br %r14

uat_or_4_release:
	lao %r3,%r3,0(%r2)
	br %r14

uat_or_4_acq_rel:
	lao %r3,%r3,0(%r2)
	br %r14

uat_or_4_seq_cst:
	lao %r3,%r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_or_4_seq_cst_fence:
	lao %r3,%r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_xor_4_relaxed:
	lax %r3,%r3,0(%r2)
	br %r14

uat_xor_4_acquire:
	lax %r3,%r3,0(%r2)
	br %r14

uat_xor_4_release:
	lax %r3,%r3,0(%r2)
	br %r14

uat_xor_4_acq_rel:
	lax %r3,%r3,0(%r2)
	br %r14

uat_xor_4_seq_cst:
	lax %r3,%r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_xor_4_seq_cst_fence:
	lax %r3,%r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_add_4_relaxed:
	laa %r3,%r3,0(%r2)
	llgfr %r2,%r3
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_add_4_acquire:
	laa %r3,%r3,0(%r2)
	llgfr %r2,%r3
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_add_4_release:
	laa %r3,%r3,0(%r2)
	llgfr %r2,%r3
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_add_4_acq_rel:
	laa %r3,%r3,0(%r2)
	llgfr %r2,%r3
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_add_4_seq_cst:
	laa %r3,%r3,0(%r2)
	bnor %r0
	llgfr %r2,%r3
	br %r14
	nopr %r7

uat_fetch_add_4_seq_cst_fence:
	laa %r3,%r3,0(%r2)
	bnor %r0
	llgfr %r2,%r3
	br %r14
	nopr %r7

uat_fetch_and_4_relaxed:
	lan %r3,%r3,0(%r2)
	llgfr %r2,%r3
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_and_4_acquire:
	lan %r3,%r3,0(%r2)
	llgfr %r2,%r3
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_and_4_release:
	lan %r3,%r3,0(%r2)
	llgfr %r2,%r3
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_and_4_acq_rel:
	lan %r3,%r3,0(%r2)
	llgfr %r2,%r3
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_and_4_seq_cst:
	lan %r3,%r3,0(%r2)
	bnor %r0
	llgfr %r2,%r3
	br %r14
	nopr %r7

uat_fetch_and_4_seq_cst_fence:
	lan %r3,%r3,0(%r2)
	bnor %r0
	llgfr %r2,%r3
	br %r14
	nopr %r7

uat_fetch_or_4_relaxed:
	lao %r3,%r3,0(%r2)
	llgfr %r2,%r3
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_or_4_acquire:
	lao %r3,%r3,0(%r2)
	llgfr %r2,%r3
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_or_4_release:
	lao %r3,%r3,0(%r2)
	llgfr %r2,%r3
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_or_4_acq_rel:
	lao %r3,%r3,0(%r2)
	llgfr %r2,%r3
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_or_4_seq_cst:
	lao %r3,%r3,0(%r2)
	bnor %r0
	llgfr %r2,%r3
	br %r14
	nopr %r7

uat_fetch_or_4_seq_cst_fence:
	lao %r3,%r3,0(%r2)
	bnor %r0
	llgfr %r2,%r3
	br %r14
	nopr %r7

uat_fetch_xor_4_relaxed:
	lax %r3,%r3,0(%r2)
	llgfr %r2,%r3
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_xor_4_acquire:
	lax %r3,%r3,0(%r2)
	llgfr %r2,%r3
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_xor_4_release:
	lax %r3,%r3,0(%r2)
	llgfr %r2,%r3
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_xor_4_acq_rel:
	lax %r3,%r3,0(%r2)
	llgfr %r2,%r3
	br %r14
	nopr %r7
	nopr %r7

uat_fetch_xor_4_seq_cst:
	lax %r3,%r3,0(%r2)
	bnor %r0
	llgfr %r2,%r3
	br %r14
	nopr %r7

uat_fetch_xor_4_seq_cst_fence:
	lax %r3,%r3,0(%r2)
	bnor %r0
	llgfr %r2,%r3
	br %r14
	nopr %r7

uat_fetch_smax_4_relaxed:
	lgr %r4,%r2
	l %r2,0(%r2)
	cr %r2,%r3
	lr %r5,%r3
	lr %r1,%r2
	locrhe %r5,%r2
	cs %r2,%r5,0(%r4)
	cr %r1,%r2
	jne .L2
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_smax_4_acquire:
	lgr %r4,%r2
	l %r2,0(%r2)
	cr %r2,%r3
	lr %r5,%r3
	lr %r1,%r2
	locrhe %r5,%r2
	cs %r2,%r5,0(%r4)
	cr %r1,%r2
	jne .L2
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_smax_4_release:
	lgr %r4,%r2
	l %r2,0(%r2)
	cr %r2,%r3
	lr %r5,%r3
	lr %r1,%r2
	locrhe %r5,%r2
	cs %r2,%r5,0(%r4)
	cr %r1,%r2
	jne .L2
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_smax_4_acq_rel:
	lgr %r4,%r2
	l %r2,0(%r2)
	cr %r2,%r3
	lr %r5,%r3
	lr %r1,%r2
	locrhe %r5,%r2
	cs %r2,%r5,0(%r4)
	cr %r1,%r2
	jne .L2
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_smax_4_seq_cst:
	lgr %r4,%r2
	l %r2,0(%r2)
	cr %r2,%r3
	lr %r5,%r3
	lr %r1,%r2
	locrhe %r5,%r2
	cs %r2,%r5,0(%r4)
	cr %r1,%r2
	jne .L2
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_smax_4_seq_cst_fence:
	lgr %r4,%r2
	l %r2,0(%r2)
	cr %r2,%r3
	lr %r5,%r3
	lr %r1,%r2
	locrhe %r5,%r2
	cs %r2,%r5,0(%r4)
	cr %r1,%r2
	jne .L2
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_umax_4_relaxed:
	lgr %r4,%r2
	l %r2,0(%r2)
	clr %r2,%r3
	lr %r5,%r3
	lr %r1,%r2
	locrh %r5,%r2
	cs %r2,%r5,0(%r4)
	cr %r1,%r2
	jne .L2
	llgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_umax_4_acquire:
	lgr %r4,%r2
	l %r2,0(%r2)
	clr %r2,%r3
	lr %r5,%r3
	lr %r1,%r2
	locrh %r5,%r2
	cs %r2,%r5,0(%r4)
	cr %r1,%r2
	jne .L2
	llgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_umax_4_release:
	lgr %r4,%r2
	l %r2,0(%r2)
	clr %r2,%r3
	lr %r5,%r3
	lr %r1,%r2
	locrh %r5,%r2
	cs %r2,%r5,0(%r4)
	cr %r1,%r2
	jne .L2
	llgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_umax_4_acq_rel:
	lgr %r4,%r2
	l %r2,0(%r2)
	clr %r2,%r3
	lr %r5,%r3
	lr %r1,%r2
	locrh %r5,%r2
	cs %r2,%r5,0(%r4)
	cr %r1,%r2
	jne .L2
	llgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_umax_4_seq_cst:
	lgr %r4,%r2
	l %r2,0(%r2)
	clr %r2,%r3
	lr %r5,%r3
	lr %r1,%r2
	locrh %r5,%r2
	cs %r2,%r5,0(%r4)
	cr %r1,%r2
	jne .L2
	llgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_umax_4_seq_cst_fence:
	lgr %r4,%r2
	l %r2,0(%r2)
	clr %r2,%r3
	lr %r5,%r3
	lr %r1,%r2
	locrh %r5,%r2
	cs %r2,%r5,0(%r4)
	cr %r1,%r2
	jne .L2
	llgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_smin_4_relaxed:
	lgr %r4,%r2
	l %r2,0(%r2)
	cr %r2,%r3
	lr %r5,%r3
	lr %r1,%r2
	locrle %r5,%r2
	cs %r2,%r5,0(%r4)
	cr %r1,%r2
	jne .L2
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_smin_4_acquire:
	lgr %r4,%r2
	l %r2,0(%r2)
	cr %r2,%r3
	lr %r5,%r3
	lr %r1,%r2
	locrle %r5,%r2
	cs %r2,%r5,0(%r4)
	cr %r1,%r2
	jne .L2
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_smin_4_release:
	lgr %r4,%r2
	l %r2,0(%r2)
	cr %r2,%r3
	lr %r5,%r3
	lr %r1,%r2
	locrle %r5,%r2
	cs %r2,%r5,0(%r4)
	cr %r1,%r2
	jne .L2
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_smin_4_acq_rel:
	lgr %r4,%r2
	l %r2,0(%r2)
	cr %r2,%r3
	lr %r5,%r3
	lr %r1,%r2
	locrle %r5,%r2
	cs %r2,%r5,0(%r4)
	cr %r1,%r2
	jne .L2
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_smin_4_seq_cst:
	lgr %r4,%r2
	l %r2,0(%r2)
	cr %r2,%r3
	lr %r5,%r3
	lr %r1,%r2
	locrle %r5,%r2
	cs %r2,%r5,0(%r4)
	cr %r1,%r2
	jne .L2
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_smin_4_seq_cst_fence:
	lgr %r4,%r2
	l %r2,0(%r2)
	cr %r2,%r3
	lr %r5,%r3
	lr %r1,%r2
	locrle %r5,%r2
	cs %r2,%r5,0(%r4)
	cr %r1,%r2
	jne .L2
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_umin_4_relaxed:
	lgr %r4,%r2
	l %r2,0(%r2)
	clr %r2,%r3
	lr %r5,%r3
	lr %r1,%r2
	locrl %r5,%r2
	cs %r2,%r5,0(%r4)
	cr %r1,%r2
	jne .L2
	llgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_umin_4_acquire:
	lgr %r4,%r2
	l %r2,0(%r2)
	clr %r2,%r3
	lr %r5,%r3
	lr %r1,%r2
	locrl %r5,%r2
	cs %r2,%r5,0(%r4)
	cr %r1,%r2
	jne .L2
	llgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_umin_4_release:
	lgr %r4,%r2
	l %r2,0(%r2)
	clr %r2,%r3
	lr %r5,%r3
	lr %r1,%r2
	locrl %r5,%r2
	cs %r2,%r5,0(%r4)
	cr %r1,%r2
	jne .L2
	llgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_umin_4_acq_rel:
	lgr %r4,%r2
	l %r2,0(%r2)
	clr %r2,%r3
	lr %r5,%r3
	lr %r1,%r2
	locrl %r5,%r2
	cs %r2,%r5,0(%r4)
	cr %r1,%r2
	jne .L2
	llgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_umin_4_seq_cst:
	lgr %r4,%r2
	l %r2,0(%r2)
	clr %r2,%r3
	lr %r5,%r3
	lr %r1,%r2
	locrl %r5,%r2
	cs %r2,%r5,0(%r4)
	cr %r1,%r2
	jne .L2
	llgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_umin_4_seq_cst_fence:
	lgr %r4,%r2
	l %r2,0(%r2)
	clr %r2,%r3
	lr %r5,%r3
	lr %r1,%r2
	locrl %r5,%r2
	cs %r2,%r5,0(%r4)
	cr %r1,%r2
	jne .L2
	llgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_test_and_set_bit_4_relaxed:
	nilf %r3,31
	lhi %r1,1
	sll %r1,0(%r3)
	lao %r3,%r1,0(%r2)
	nrk %r2,%r1,%r3
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_test_and_set_bit_4_acquire:
	nilf %r3,31
	lhi %r1,1
	sll %r1,0(%r3)
	lao %r3,%r1,0(%r2)
	nrk %r2,%r1,%r3
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_test_and_set_bit_4_release:
	lhi %r1,1
	nilf %r3,31
	sll %r1,0(%r3)
	lao %r3,%r1,0(%r2)
	nrk %r2,%r1,%r3
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_test_and_set_bit_4_acq_rel:
	lhi %r1,1
	nilf %r3,31
	sll %r1,0(%r3)
	lao %r3,%r1,0(%r2)
	nrk %r2,%r1,%r3
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_test_and_set_bit_4_seq_cst:
	lhi %r1,1
	nilf %r3,31
	sll %r1,0(%r3)
	lao %r3,%r1,0(%r2)
	bnor %r0
	nrk %r2,%r1,%r3
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7

uat_test_and_set_bit_4_seq_cst_fence:
	lhi %r1,1
	nilf %r3,31
	sll %r1,0(%r3)
	lao %r3,%r1,0(%r2)
	bnor %r0
	nrk %r2,%r1,%r3
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7

uat_test_and_clear_bit_4_relaxed:
	nilf %r3,31
	lhi %r1,1
	sll %r1,0(%r3)
	lr %r3,%r1
	xilf %r3,4294967295
	lan %r3,%r3,0(%r2)
	nrk %r2,%r1,%r3
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_test_and_clear_bit_4_acquire:
	nilf %r3,31
	lhi %r1,1
	sll %r1,0(%r3)
	lr %r3,%r1
	xilf %r3,4294967295
	lan %r3,%r3,0(%r2)
	nrk %r2,%r1,%r3
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_test_and_clear_bit_4_release:
	nilf %r3,31
	lhi %r1,1
	sll %r1,0(%r3)
	lr %r3,%r1
	xilf %r3,4294967295
	lan %r3,%r3,0(%r2)
	nrk %r2,%r1,%r3
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_test_and_clear_bit_4_acq_rel:
	nilf %r3,31
	lhi %r1,1
	sll %r1,0(%r3)
	lr %r3,%r1
	xilf %r3,4294967295
	lan %r3,%r3,0(%r2)
	nrk %r2,%r1,%r3
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_test_and_clear_bit_4_seq_cst:
	nilf %r3,31
	lhi %r1,1
	sll %r1,0(%r3)
	lr %r3,%r1
	xilf %r3,4294967295
	lan %r3,%r3,0(%r2)
	bnor %r0
	nrk %r2,%r1,%r3
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7

uat_test_and_clear_bit_4_seq_cst_fence:
	nilf %r3,31
	lhi %r1,1
	sll %r1,0(%r3)
	lr %r3,%r1
	xilf %r3,4294967295
	lan %r3,%r3,0(%r2)
	bnor %r0
	nrk %r2,%r1,%r3
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7

uat_test_and_change_bit_4_relaxed:
	nilf %r3,31
	lhi %r1,1
	sll %r1,0(%r3)
	lax %r3,%r1,0(%r2)
	nrk %r2,%r1,%r3
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_test_and_change_bit_4_acquire:
	nilf %r3,31
	lhi %r1,1
	sll %r1,0(%r3)
	lax %r3,%r1,0(%r2)
	nrk %r2,%r1,%r3
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_test_and_change_bit_4_release:
	lhi %r1,1
	nilf %r3,31
	sll %r1,0(%r3)
	lax %r3,%r1,0(%r2)
	nrk %r2,%r1,%r3
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_test_and_change_bit_4_acq_rel:
	lhi %r1,1
	nilf %r3,31
	sll %r1,0(%r3)
	lax %r3,%r1,0(%r2)
	nrk %r2,%r1,%r3
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7
	nopr %r7

uat_test_and_change_bit_4_seq_cst:
	lhi %r1,1
	nilf %r3,31
	sll %r1,0(%r3)
	lax %r3,%r1,0(%r2)
	bnor %r0
	nrk %r2,%r1,%r3
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7

uat_test_and_change_bit_4_seq_cst_fence:
	lhi %r1,1
	nilf %r3,31
	sll %r1,0(%r3)
	lax %r3,%r1,0(%r2)
	bnor %r0
	nrk %r2,%r1,%r3
	lnr %r2,%r2
	srl %r2,31
	lgfr %r2,%r2
	br %r14
	nopr %r7

uat_fetch_add_unless_4_relaxed:
	l %r1,0(%r2)
	cr %r1,%r4
	je .L8
	ark %r0,%r1,%r3
	lr %r5,%r1
	cs %r5,%r0,0(%r2)
	cr %r1,%r5
	jne .L10
	llgfr %r2,%r1
	br %r14
	lr %r1,%r5
	j .L1
	nopr %r7

uat_fetch_add_unless_4_acquire:
	l %r1,0(%r2)
	cr %r1,%r4
	je .L8
	ark %r0,%r1,%r3
	lr %r5,%r1
	cs %r5,%r0,0(%r2)
	cr %r1,%r5
	jne .L10
	llgfr %r2,%r1
	br %r14
	lr %r1,%r5
	j .L1
	nopr %r7

uat_fetch_add_unless_4_release:
	l %r1,0(%r2)
	cr %r1,%r4
	je .L8
	ark %r0,%r1,%r3
	lr %r5,%r1
	cs %r5,%r0,0(%r2)
	cr %r1,%r5
	jne .L10
	llgfr %r2,%r1
	br %r14
	lr %r1,%r5
	j .L1
	nopr %r7

uat_fetch_add_unless_4_acq_rel:
	l %r1,0(%r2)
	cr %r1,%r4
	je .L8
	ark %r0,%r1,%r3
	lr %r5,%r1
	cs %r5,%r0,0(%r2)
	cr %r1,%r5
	jne .L10
	llgfr %r2,%r1
	br %r14
	lr %r1,%r5
	j .L1
	nopr %r7

uat_fetch_add_unless_4_seq_cst:
	l %r1,0(%r2)
	cr %r1,%r4
	je .L8
	ark %r0,%r1,%r3
	lr %r5,%r1
	cs %r5,%r0,0(%r2)
	cr %r1,%r5
	jne .L10
	llgfr %r2,%r1
	br %r14
	lr %r1,%r5
	j .L1
	nopr %r7

uat_fetch_add_unless_4_seq_cst_fence:
	l %r1,0(%r2)
	cr %r1,%r4
	je .L8
	ark %r0,%r1,%r3
	lr %r5,%r1
	cs %r5,%r0,0(%r2)
	cr %r1,%r5
	jne .L10
	llgfr %r2,%r1
	br %r14
	lr %r1,%r5
	j .L1
	nopr %r7

uat_add_unless_4_relaxed:
	l %r1,0(%r2)
	cr %r1,%r4
	je .L13
	ark %r0,%r1,%r3
	lr %r5,%r1
	cs %r5,%r0,0(%r2)
	cr %r1,%r5
	jne .L11
	lhi %r2,1
	lgfr %r2,%r2
	br %r14
	lr %r1,%r5
	j .L1
	lhi %r2,0
	j .L9
	nopr %r7
	nopr %r7
	nopr %r7

uat_add_unless_4_acquire:
	l %r1,0(%r2)
	cr %r1,%r4
	je .L13
	ark %r0,%r1,%r3
	lr %r5,%r1
	cs %r5,%r0,0(%r2)
	cr %r1,%r5
	jne .L11
	lhi %r2,1
	lgfr %r2,%r2
	br %r14
	lr %r1,%r5
	j .L1
	lhi %r2,0
	j .L9
	nopr %r7
	nopr %r7
	nopr %r7

uat_add_unless_4_release:
	l %r1,0(%r2)
	cr %r1,%r4
	je .L13
	ark %r0,%r1,%r3
	lr %r5,%r1
	cs %r5,%r0,0(%r2)
	cr %r1,%r5
	jne .L11
	lhi %r2,1
	lgfr %r2,%r2
	br %r14
	lr %r1,%r5
	j .L1
	lhi %r2,0
	j .L9
	nopr %r7
	nopr %r7
	nopr %r7

uat_add_unless_4_acq_rel:
	l %r1,0(%r2)
	cr %r1,%r4
	je .L13
	ark %r0,%r1,%r3
	lr %r5,%r1
	cs %r5,%r0,0(%r2)
	cr %r1,%r5
	jne .L11
	lhi %r2,1
	lgfr %r2,%r2
	br %r14
	lr %r1,%r5
	j .L1
	lhi %r2,0
	j .L9
	nopr %r7
	nopr %r7
	nopr %r7

uat_add_unless_4_seq_cst:
	l %r1,0(%r2)
	cr %r1,%r4
	je .L13
	ark %r0,%r1,%r3
	lr %r5,%r1
	cs %r5,%r0,0(%r2)
	cr %r1,%r5
	jne .L11
	lhi %r2,1
	lgfr %r2,%r2
	br %r14
	lr %r1,%r5
	j .L1
	lhi %r2,0
	j .L9
	nopr %r7
	nopr %r7
	nopr %r7

uat_add_unless_4_seq_cst_fence:
	l %r1,0(%r2)
	cr %r1,%r4
	je .L13
	ark %r0,%r1,%r3
	lr %r5,%r1
	cs %r5,%r0,0(%r2)
	cr %r1,%r5
	jne .L11
	lhi %r2,1
	lgfr %r2,%r2
	br %r14
	lr %r1,%r5
	j .L1
	lhi %r2,0
	j .L9
	nopr %r7
	nopr %r7
	nopr %r7

uat_dec_if_positive_4_relaxed:
	l %r3,0(%r2)
	ltr %r3,%r3
	jle .L12
	ahik %r1,%r3,-1
	lr %r4,%r3
	cs %r4,%r1,0(%r2)
	cr %r3,%r4
	jne .L10
	lgfr %r2,%r1
	br %r14
	lr %r3,%r4
	j .L1
	lr %r1,%r3
	slfi %r1,2147483648
	lnr %r1,%r1
	srl %r1,31
	srk %r1,%r3,%r1
	j .L8
	nopr %r7

uat_dec_if_positive_4_acquire:
	l %r3,0(%r2)
	ltr %r3,%r3
	jle .L12
	ahik %r1,%r3,-1
	lr %r4,%r3
	cs %r4,%r1,0(%r2)
	cr %r3,%r4
	jne .L10
	lgfr %r2,%r1
	br %r14
	lr %r3,%r4
	j .L1
	lr %r1,%r3
	slfi %r1,2147483648
	lnr %r1,%r1
	srl %r1,31
	srk %r1,%r3,%r1
	j .L8
	nopr %r7

uat_dec_if_positive_4_release:
	l %r3,0(%r2)
	ltr %r3,%r3
	jle .L12
	ahik %r1,%r3,-1
	lr %r4,%r3
	cs %r4,%r1,0(%r2)
	cr %r3,%r4
	jne .L10
	lgfr %r2,%r1
	br %r14
	lr %r3,%r4
	j .L1
	lr %r1,%r3
	slfi %r1,2147483648
	lnr %r1,%r1
	srl %r1,31
	srk %r1,%r3,%r1
	j .L8
	nopr %r7

uat_dec_if_positive_4_acq_rel:
	l %r3,0(%r2)
	ltr %r3,%r3
	jle .L12
	ahik %r1,%r3,-1
	lr %r4,%r3
	cs %r4,%r1,0(%r2)
	cr %r3,%r4
	jne .L10
	lgfr %r2,%r1
	br %r14
	lr %r3,%r4
	j .L1
	lr %r1,%r3
	slfi %r1,2147483648
	lnr %r1,%r1
	srl %r1,31
	srk %r1,%r3,%r1
	j .L8
	nopr %r7

uat_dec_if_positive_4_seq_cst:
	l %r3,0(%r2)
	ltr %r3,%r3
	jle .L12
	ahik %r1,%r3,-1
	lr %r4,%r3
	cs %r4,%r1,0(%r2)
	cr %r3,%r4
	jne .L10
	lgfr %r2,%r1
	br %r14
	lr %r3,%r4
	j .L1
	lr %r1,%r3
	slfi %r1,2147483648
	lnr %r1,%r1
	srl %r1,31
	srk %r1,%r3,%r1
	j .L8
	nopr %r7

uat_dec_if_positive_4_seq_cst_fence:
	l %r3,0(%r2)
	ltr %r3,%r3
	jle .L12
	ahik %r1,%r3,-1
	lr %r4,%r3
	cs %r4,%r1,0(%r2)
	cr %r3,%r4
	jne .L10
	lgfr %r2,%r1
	br %r14
	lr %r3,%r4
	j .L1
	lr %r1,%r3
	slfi %r1,2147483648
	lnr %r1,%r1
	srl %r1,31
	srk %r1,%r3,%r1
	j .L8
	nopr %r7

uat_cond_load_4_relaxed:
	l %r1,0(%r2)
	cr %r1,%r3
	jne .L5
	llgfr %r2,%r1
	br %r14
	j .L0
	nopr %r7
	nopr %r7

uat_cond_load_4_consume:
	l %r1,0(%r2)
	cr %r1,%r3
	jne .L5
	llgfr %r2,%r1
	br %r14
	j .L0
	nopr %r7
	nopr %r7

uat_cond_load_4_acquire:
	l %r1,0(%r2)
	cr %r1,%r3
	jne .L5
	llgfr %r2,%r1
	br %r14
	j .L0
	nopr %r7
	nopr %r7

uat_cond_load_4_seq_cst:
	l %r1,0(%r2)
	cr %r1,%r3
	jne .L5
	llgfr %r2,%r1
	br %r14
	j .L0
	nopr %r7
	nopr %r7

uat_cond_load_4_seq_cst_fence:
	bnor %r0
	l %r1,0(%r2)
	cr %r1,%r3
	jne .L7
	bnor %r0
	llgfr %r2,%r1
	br %r14
	l %r1,0(%r2)
	cr %r1,%r3
	jne .L7
	bnor %r0
	llgfr %r2,%r1
	br %r14
	nopr %r7

uat_inc_4_relaxed:
	asi 0(%r2),1
	br %r14

uat_inc_4_acquire:
	asi 0(%r2),1
	br %r14

uat_inc_4_release:
	asi 0(%r2),1
	br %r14

uat_inc_4_acq_rel:
	asi 0(%r2),1
	br %r14

uat_inc_4_seq_cst:
	asi 0(%r2),1
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_inc_4_seq_cst_fence:
	asi 0(%r2),1
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_dec_4_relaxed:
	asi 0(%r2),-1
	br %r14

uat_dec_4_acquire:
	asi 0(%r2),-1
	br %r14

uat_dec_4_release:
	asi 0(%r2),-1
	br %r14

uat_dec_4_acq_rel:
	asi 0(%r2),-1
	br %r14

uat_dec_4_seq_cst:
	asi 0(%r2),-1
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_dec_4_seq_cst_fence:
	asi 0(%r2),-1
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_add_around_4_mb:
	bnor %r0
	laa %r3,%r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7

uat_load_8_relaxed:
	lg %r2,0(%r2)
	br %r14

uat_load_8_consume:
	lg %r2,0(%r2)
	br %r14

uat_load_8_acquire:
	lg %r2,0(%r2)
	br %r14

uat_load_8_seq_cst:
	lg %r2,0(%r2)
	br %r14

uat_load_8_seq_cst_fence:
	bnor %r0
	lg %r2,0(%r2)
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7

uat_store_8_relaxed:
	stg %r3,0(%r2)
	br %r14

uat_store_8_release:
	stg %r3,0(%r2)
	br %r14

uat_store_8_seq_cst:
	stg %r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_store_8_seq_cst_fence:
	stg %r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_cmpxchg_8_relaxed:
	lgr %r1,%r2
	lgr %r2,%r3
	csg %r2,%r4,0(%r1)
	br %r14

uat_cmpxchg_8_acquire:
	lgr %r1,%r2
	lgr %r2,%r3
	csg %r2,%r4,0(%r1)
	br %r14

uat_cmpxchg_8_release:
	lgr %r1,%r2
	lgr %r2,%r3
	csg %r2,%r4,0(%r1)
	br %r14

uat_cmpxchg_8_acq_rel:
	lgr %r1,%r2
	lgr %r2,%r3
	csg %r2,%r4,0(%r1)
	br %r14

uat_cmpxchg_8_seq_cst:
	lgr %r1,%r2
	lgr %r2,%r3
	csg %r2,%r4,0(%r1)
	br %r14

uat_cmpxchg_8_seq_cst_fence_sc:
	lgr %r1,%r2
	lgr %r2,%r3
	csg %r2,%r4,0(%r1)
	br %r14

uat_cmpxchg_8_seq_cst_fence:
	lgr %r1,%r2
	lgr %r2,%r3
	csg %r2,%r4,0(%r1)
	br %r14

uat_cmpxchg_test_8_seq_cst_fence:
	lgr %r1,%r3
	csg %r1,%r4,0(%r2)
	xgrk %r2,%r3,%r1
	lpgr %r2,%r2
	aghi %r2,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7

uat_try_cmpxchg_8_relaxed:
	lgr %r1,%r3
	csg %r1,%r4,0(%r2)
	xgrk %r2,%r3,%r1
	lpgr %r2,%r2
	aghi %r2,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7

uat_try_cmpxchg_8_acquire:
	lgr %r1,%r3
	csg %r1,%r4,0(%r2)
	xgrk %r2,%r3,%r1
	lpgr %r2,%r2
	aghi %r2,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7

uat_try_cmpxchg_8_release:
	lgr %r1,%r3
	csg %r1,%r4,0(%r2)
	xgrk %r2,%r3,%r1
	lpgr %r2,%r2
	aghi %r2,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7

uat_try_cmpxchg_8_acq_rel:
	lgr %r1,%r3
	csg %r1,%r4,0(%r2)
	xgrk %r2,%r3,%r1
	lpgr %r2,%r2
	aghi %r2,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7

uat_try_cmpxchg_8_seq_cst:
	lgr %r1,%r3
	csg %r1,%r4,0(%r2)
	xgrk %r2,%r3,%r1
	lpgr %r2,%r2
	aghi %r2,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7

uat_try_cmpxchg_8_seq_cst_fence_sc:
	lgr %r1,%r3
	csg %r1,%r4,0(%r2)
	xgrk %r2,%r3,%r1
	lpgr %r2,%r2
	aghi %r2,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7

uat_try_cmpxchg_8_seq_cst_fence:
	lgr %r1,%r3
	csg %r1,%r4,0(%r2)
	xgrk %r2,%r3,%r1
	lpgr %r2,%r2
	aghi %r2,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7

uat_try_cmpxchg_weak_8_relaxed:
	lgr %r1,%r3
	csg %r1,%r4,0(%r2)
	xgrk %r2,%r3,%r1
	lpgr %r2,%r2
	aghi %r2,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7

uat_try_cmpxchg_weak_8_acquire:
	lgr %r1,%r3
	csg %r1,%r4,0(%r2)
	xgrk %r2,%r3,%r1
	lpgr %r2,%r2
	aghi %r2,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7

uat_try_cmpxchg_weak_8_release:
	lgr %r1,%r3
	csg %r1,%r4,0(%r2)
	xgrk %r2,%r3,%r1
	lpgr %r2,%r2
	aghi %r2,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7

uat_try_cmpxchg_weak_8_acq_rel:
	lgr %r1,%r3
	csg %r1,%r4,0(%r2)
	xgrk %r2,%r3,%r1
	lpgr %r2,%r2
	aghi %r2,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7

uat_try_cmpxchg_weak_8_seq_cst:
	lgr %r1,%r3
	csg %r1,%r4,0(%r2)
	xgrk %r2,%r3,%r1
	lpgr %r2,%r2
	aghi %r2,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7

uat_try_cmpxchg_weak_8_seq_cst_fence_sc:
	lgr %r1,%r3
	csg %r1,%r4,0(%r2)
	xgrk %r2,%r3,%r1
	lpgr %r2,%r2
	aghi %r2,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7

uat_try_cmpxchg_weak_8_seq_cst_fence:
	lgr %r1,%r3
	csg %r1,%r4,0(%r2)
	xgrk %r2,%r3,%r1
	lpgr %r2,%r2
	aghi %r2,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7

uat_xchg_8_relaxed:
	lgr %r1,%r2
	csg %r2,%r3,0(%r1)
	jl .L1
	br %r14

uat_xchg_8_acquire:
	lgr %r1,%r2
	csg %r2,%r3,0(%r1)
	jl .L1
	br %r14

uat_xchg_8_release:
	lgr %r1,%r2
	csg %r2,%r3,0(%r1)
	jl .L1
	br %r14

uat_xchg_8_acq_rel:
	lgr %r1,%r2
	csg %r2,%r3,0(%r1)
	jl .L1
	br %r14

uat_xchg_8_seq_cst:
	lgr %r1,%r2
	csg %r2,%r3,0(%r1)
	jl .L1
	br %r14

uat_xchg_8_seq_cst_fence:
	lgr %r1,%r2
	csg %r2,%r3,0(%r1)
	jl .L1
	br %r14

uat_add_return_8_relaxed:
	laag %r1,%r3,0(%r2)
	agrk %r2,%r3,%r1
	br %r14
	nopr %r7
	nopr %r7

uat_add_return_8_acquire:
	laag %r1,%r3,0(%r2)
	agrk %r2,%r3,%r1
	br %r14
	nopr %r7
	nopr %r7

uat_add_return_8_release:
	laag %r1,%r3,0(%r2)
	agrk %r2,%r3,%r1
	br %r14
	nopr %r7
	nopr %r7

uat_add_return_8_acq_rel:
	laag %r1,%r3,0(%r2)
	agrk %r2,%r3,%r1
	br %r14
	nopr %r7
	nopr %r7

uat_add_return_8_seq_cst:
	laag %r1,%r3,0(%r2)
	bnor %r0
	agrk %r2,%r3,%r1
	br %r14
	nopr %r7

uat_add_return_8_seq_cst_fence:
	laag %r1,%r3,0(%r2)
	bnor %r0
	agrk %r2,%r3,%r1
	br %r14
	nopr %r7

uat_add_8_relaxed:
	laag %r3,%r3,0(%r2)
	br %r14

uat_add_8_acquire:
	laag %r3,%r3,0(%r2)
	br %r14

uat_add_8_release:
	laag %r3,%r3,0(%r2)
	br %r14

uat_add_8_acq_rel:
	laag %r3,%r3,0(%r2)
	br %r14

uat_add_8_seq_cst:
	laag %r3,%r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_add_8_seq_cst_fence:
	laag %r3,%r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_and_8_relaxed:
	lang %r3,%r3,0(%r2)
	br %r14

uat_and_8_acquire:
	lang %r3,%r3,0(%r2)
	br %r14

uat_and_8_release:
	lang %r3,%r3,0(%r2)
	br %r14

uat_and_8_acq_rel:
	lang %r3,%r3,0(%r2)
	br %r14

uat_and_8_seq_cst:
	lang %r3,%r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_and_8_seq_cst_fence:
	lang %r3,%r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_or_8_relaxed:
	laog %r3,%r3,0(%r2)
	br %r14

uat_or_8_acquire:
	laog %r3,%r3,0(%r2)
	br %r14

uat_or_8_release:
	laog %r3,%r3,0(%r2)
	br %r14

uat_or_8_acq_rel:
	laog %r3,%r3,0(%r2)
	br %r14

uat_or_8_seq_cst:
	laog %r3,%r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_or_8_seq_cst_fence:
	laog %r3,%r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_xor_8_relaxed:
	laxg %r3,%r3,0(%r2)
	br %r14

uat_xor_8_acquire:
	laxg %r3,%r3,0(%r2)
	br %r14

uat_xor_8_release:
	laxg %r3,%r3,0(%r2)
	br %r14

uat_xor_8_acq_rel:
	laxg %r3,%r3,0(%r2)
	br %r14

uat_xor_8_seq_cst:
	laxg %r3,%r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_xor_8_seq_cst_fence:
	laxg %r3,%r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_add_8_relaxed:
	laag %r2,%r3,0(%r2)
	br %r14

uat_fetch_add_8_acquire:
	laag %r2,%r3,0(%r2)
	br %r14

uat_fetch_add_8_release:
	laag %r2,%r3,0(%r2)
	br %r14

uat_fetch_add_8_acq_rel:
	laag %r2,%r3,0(%r2)
	br %r14

uat_fetch_add_8_seq_cst:
	laag %r2,%r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_add_8_seq_cst_fence:
	laag %r2,%r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_and_8_relaxed:
	lang %r2,%r3,0(%r2)
	br %r14

uat_fetch_and_8_acquire:
	lang %r2,%r3,0(%r2)
	br %r14

uat_fetch_and_8_release:
	lang %r2,%r3,0(%r2)
	br %r14

uat_fetch_and_8_acq_rel:
	lang %r2,%r3,0(%r2)
	br %r14

uat_fetch_and_8_seq_cst:
	lang %r2,%r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_and_8_seq_cst_fence:
	lang %r2,%r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_or_8_relaxed:
	laog %r2,%r3,0(%r2)
	br %r14

uat_fetch_or_8_acquire:
	laog %r2,%r3,0(%r2)
	br %r14

uat_fetch_or_8_release:
	laog %r2,%r3,0(%r2)
	br %r14

uat_fetch_or_8_acq_rel:
	laog %r2,%r3,0(%r2)
	br %r14

uat_fetch_or_8_seq_cst:
	laog %r2,%r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_or_8_seq_cst_fence:
	laog %r2,%r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_xor_8_relaxed:
	laxg %r2,%r3,0(%r2)
	br %r14

uat_fetch_xor_8_acquire:
	laxg %r2,%r3,0(%r2)
	br %r14

uat_fetch_xor_8_release:
	laxg %r2,%r3,0(%r2)
	br %r14

uat_fetch_xor_8_acq_rel:
	laxg %r2,%r3,0(%r2)
	br %r14

uat_fetch_xor_8_seq_cst:
	laxg %r2,%r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_xor_8_seq_cst_fence:
	laxg %r2,%r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_smax_8_relaxed:
	lgr %r4,%r2
	lg %r2,0(%r2)
	cgr %r2,%r3
	lgr %r5,%r3
	lgr %r1,%r2
	locgrhe %r5,%r2
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	ber %r14
	cgr %r2,%r3
	lgr %r5,%r3
	lgr %r1,%r2
	locgrhe %r5,%r2
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	jne .L2
	br %r14
	nopr %r7

uat_fetch_smax_8_acquire:
	lgr %r4,%r2
	lg %r2,0(%r2)
	cgr %r2,%r3
	lgr %r5,%r3
	lgr %r1,%r2
	locgrhe %r5,%r2
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	ber %r14
	cgr %r2,%r3
	lgr %r5,%r3
	lgr %r1,%r2
	locgrhe %r5,%r2
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	jne .L2
	br %r14
	nopr %r7

uat_fetch_smax_8_release:
	lgr %r4,%r2
	lg %r2,0(%r2)
	cgr %r2,%r3
	lgr %r5,%r3
	lgr %r1,%r2
	locgrhe %r5,%r2
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	ber %r14
	cgr %r2,%r3
	lgr %r5,%r3
	lgr %r1,%r2
	locgrhe %r5,%r2
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	jne .L2
	br %r14
	nopr %r7

uat_fetch_smax_8_acq_rel:
	lgr %r4,%r2
	lg %r2,0(%r2)
	cgr %r2,%r3
	lgr %r5,%r3
	lgr %r1,%r2
	locgrhe %r5,%r2
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	ber %r14
	cgr %r2,%r3
	lgr %r5,%r3
	lgr %r1,%r2
	locgrhe %r5,%r2
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	jne .L2
	br %r14
	nopr %r7

uat_fetch_smax_8_seq_cst:
	lgr %r4,%r2
	lg %r2,0(%r2)
	cgr %r2,%r3
	lgr %r5,%r3
	lgr %r1,%r2
	locgrhe %r5,%r2
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	ber %r14
	cgr %r2,%r3
	lgr %r5,%r3
	lgr %r1,%r2
	locgrhe %r5,%r2
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	jne .L2
	br %r14
	nopr %r7

uat_fetch_smax_8_seq_cst_fence:
	lgr %r4,%r2
	lg %r2,0(%r2)
	cgr %r2,%r3
	lgr %r5,%r3
	lgr %r1,%r2
	locgrhe %r5,%r2
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	ber %r14
	cgr %r2,%r3
	lgr %r5,%r3
	lgr %r1,%r2
	locgrhe %r5,%r2
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	jne .L2
	br %r14
	nopr %r7

uat_fetch_umax_8_relaxed:
	lgr %r4,%r2
	lg %r2,0(%r2)
	clgr %r3,%r2
	lgr %r5,%r2
	lgr %r1,%r2
	locgrhe %r5,%r3
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	ber %r14
	clgr %r3,%r2
	lgr %r5,%r2
	lgr %r1,%r2
	locgrhe %r5,%r3
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	jne .L2
	br %r14
	nopr %r7

uat_fetch_umax_8_acquire:
	lgr %r4,%r2
	lg %r2,0(%r2)
	clgr %r3,%r2
	lgr %r5,%r2
	lgr %r1,%r2
	locgrhe %r5,%r3
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	ber %r14
	clgr %r3,%r2
	lgr %r5,%r2
	lgr %r1,%r2
	locgrhe %r5,%r3
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	jne .L2
	br %r14
	nopr %r7

uat_fetch_umax_8_release:
	lgr %r4,%r2
	lg %r2,0(%r2)
	clgr %r3,%r2
	lgr %r5,%r2
	lgr %r1,%r2
	locgrhe %r5,%r3
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	ber %r14
	clgr %r3,%r2
	lgr %r5,%r2
	lgr %r1,%r2
	locgrhe %r5,%r3
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	jne .L2
	br %r14
	nopr %r7

uat_fetch_umax_8_acq_rel:
	lgr %r4,%r2
	lg %r2,0(%r2)
	clgr %r3,%r2
	lgr %r5,%r2
	lgr %r1,%r2
	locgrhe %r5,%r3
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	ber %r14
	clgr %r3,%r2
	lgr %r5,%r2
	lgr %r1,%r2
	locgrhe %r5,%r3
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	jne .L2
	br %r14
	nopr %r7

uat_fetch_umax_8_seq_cst:
	lgr %r4,%r2
	lg %r2,0(%r2)
	clgr %r3,%r2
	lgr %r5,%r2
	lgr %r1,%r2
	locgrhe %r5,%r3
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	ber %r14
	clgr %r3,%r2
	lgr %r5,%r2
	lgr %r1,%r2
	locgrhe %r5,%r3
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	jne .L2
	br %r14
	nopr %r7

uat_fetch_umax_8_seq_cst_fence:
	lgr %r4,%r2
	lg %r2,0(%r2)
	clgr %r3,%r2
	lgr %r5,%r2
	lgr %r1,%r2
	locgrhe %r5,%r3
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	ber %r14
	clgr %r3,%r2
	lgr %r5,%r2
	lgr %r1,%r2
	locgrhe %r5,%r3
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	jne .L2
	br %r14
	nopr %r7

uat_fetch_smin_8_relaxed:
	lgr %r4,%r2
	lg %r2,0(%r2)
	cgr %r2,%r3
	lgr %r5,%r3
	lgr %r1,%r2
	locgrle %r5,%r2
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	ber %r14
	cgr %r2,%r3
	lgr %r5,%r3
	lgr %r1,%r2
	locgrle %r5,%r2
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	jne .L2
	br %r14
	nopr %r7

uat_fetch_smin_8_acquire:
	lgr %r4,%r2
	lg %r2,0(%r2)
	cgr %r2,%r3
	lgr %r5,%r3
	lgr %r1,%r2
	locgrle %r5,%r2
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	ber %r14
	cgr %r2,%r3
	lgr %r5,%r3
	lgr %r1,%r2
	locgrle %r5,%r2
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	jne .L2
	br %r14
	nopr %r7

uat_fetch_smin_8_release:
	lgr %r4,%r2
	lg %r2,0(%r2)
	cgr %r2,%r3
	lgr %r5,%r3
	lgr %r1,%r2
	locgrle %r5,%r2
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	ber %r14
	cgr %r2,%r3
	lgr %r5,%r3
	lgr %r1,%r2
	locgrle %r5,%r2
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	jne .L2
	br %r14
	nopr %r7

uat_fetch_smin_8_acq_rel:
	lgr %r4,%r2
	lg %r2,0(%r2)
	cgr %r2,%r3
	lgr %r5,%r3
	lgr %r1,%r2
	locgrle %r5,%r2
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	ber %r14
	cgr %r2,%r3
	lgr %r5,%r3
	lgr %r1,%r2
	locgrle %r5,%r2
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	jne .L2
	br %r14
	nopr %r7

uat_fetch_smin_8_seq_cst:
	lgr %r4,%r2
	lg %r2,0(%r2)
	cgr %r2,%r3
	lgr %r5,%r3
	lgr %r1,%r2
	locgrle %r5,%r2
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	ber %r14
	cgr %r2,%r3
	lgr %r5,%r3
	lgr %r1,%r2
	locgrle %r5,%r2
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	jne .L2
	br %r14
	nopr %r7

uat_fetch_smin_8_seq_cst_fence:
	lgr %r4,%r2
	lg %r2,0(%r2)
	cgr %r2,%r3
	lgr %r5,%r3
	lgr %r1,%r2
	locgrle %r5,%r2
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	ber %r14
	cgr %r2,%r3
	lgr %r5,%r3
	lgr %r1,%r2
	locgrle %r5,%r2
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	jne .L2
	br %r14
	nopr %r7

uat_fetch_umin_8_relaxed:
	lgr %r4,%r2
	lg %r2,0(%r2)
	clgr %r3,%r2
	lgr %r5,%r2
	lgr %r1,%r2
	locgrle %r5,%r3
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	ber %r14
	clgr %r3,%r2
	lgr %r5,%r2
	lgr %r1,%r2
	locgrle %r5,%r3
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	jne .L2
	br %r14
	nopr %r7

uat_fetch_umin_8_acquire:
	lgr %r4,%r2
	lg %r2,0(%r2)
	clgr %r3,%r2
	lgr %r5,%r2
	lgr %r1,%r2
	locgrle %r5,%r3
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	ber %r14
	clgr %r3,%r2
	lgr %r5,%r2
	lgr %r1,%r2
	locgrle %r5,%r3
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	jne .L2
	br %r14
	nopr %r7

uat_fetch_umin_8_release:
	lgr %r4,%r2
	lg %r2,0(%r2)
	clgr %r3,%r2
	lgr %r5,%r2
	lgr %r1,%r2
	locgrle %r5,%r3
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	ber %r14
	clgr %r3,%r2
	lgr %r5,%r2
	lgr %r1,%r2
	locgrle %r5,%r3
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	jne .L2
	br %r14
	nopr %r7

uat_fetch_umin_8_acq_rel:
	lgr %r4,%r2
	lg %r2,0(%r2)
	clgr %r3,%r2
	lgr %r5,%r2
	lgr %r1,%r2
	locgrle %r5,%r3
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	ber %r14
	clgr %r3,%r2
	lgr %r5,%r2
	lgr %r1,%r2
	locgrle %r5,%r3
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	jne .L2
	br %r14
	nopr %r7

uat_fetch_umin_8_seq_cst:
	lgr %r4,%r2
	lg %r2,0(%r2)
	clgr %r3,%r2
	lgr %r5,%r2
	lgr %r1,%r2
	locgrle %r5,%r3
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	ber %r14
	clgr %r3,%r2
	lgr %r5,%r2
	lgr %r1,%r2
	locgrle %r5,%r3
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	jne .L2
	br %r14
	nopr %r7

uat_fetch_umin_8_seq_cst_fence:
	lgr %r4,%r2
	lg %r2,0(%r2)
	clgr %r3,%r2
	lgr %r5,%r2
	lgr %r1,%r2
	locgrle %r5,%r3
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	ber %r14
	clgr %r3,%r2
	lgr %r5,%r2
	lgr %r1,%r2
	locgrle %r5,%r3
	csg %r2,%r5,0(%r4)
	cgr %r1,%r2
	jne .L2
	br %r14
	nopr %r7

uat_test_and_set_bit_8_relaxed:
	lghi %r1,1
	sllg %r1,%r1,0(%r3)
	laog %r3,%r1,0(%r2)
	ngrk %r2,%r1,%r3
	lngr %r2,%r2
	srlg %r2,%r2,63
	br %r14

uat_test_and_set_bit_8_acquire:
	lghi %r1,1
	sllg %r1,%r1,0(%r3)
	laog %r3,%r1,0(%r2)
	ngrk %r2,%r1,%r3
	lngr %r2,%r2
	srlg %r2,%r2,63
	br %r14

uat_test_and_set_bit_8_release:
	lghi %r1,1
	sllg %r1,%r1,0(%r3)
	laog %r3,%r1,0(%r2)
	ngrk %r2,%r1,%r3
	lngr %r2,%r2
	srlg %r2,%r2,63
	br %r14

uat_test_and_set_bit_8_acq_rel:
	lghi %r1,1
	sllg %r1,%r1,0(%r3)
	laog %r3,%r1,0(%r2)
	ngrk %r2,%r1,%r3
	lngr %r2,%r2
	srlg %r2,%r2,63
	br %r14

uat_test_and_set_bit_8_seq_cst:
	lghi %r1,1
	sllg %r1,%r1,0(%r3)
	laog %r3,%r1,0(%r2)
	bnor %r0
	ngrk %r2,%r1,%r3
	lngr %r2,%r2
	srlg %r2,%r2,63
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_test_and_set_bit_8_seq_cst_fence:
	lghi %r1,1
	sllg %r1,%r1,0(%r3)
	laog %r3,%r1,0(%r2)
	bnor %r0
	ngrk %r2,%r1,%r3
	lngr %r2,%r2
	srlg %r2,%r2,63
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_test_and_clear_bit_8_relaxed:
	lghi %r1,1
	sllg %r1,%r1,0(%r3)
	lghi %r3,-1
	xgrk %r3,%r1,%r3
	lang %r3,%r3,0(%r2)
	ngrk %r2,%r1,%r3
	lngr %r2,%r2
	srlg %r2,%r2,63
	br %r14

uat_test_and_clear_bit_8_acquire:
	lghi %r1,1
	sllg %r1,%r1,0(%r3)
	lghi %r3,-1
	xgrk %r3,%r1,%r3
	lang %r3,%r3,0(%r2)
	ngrk %r2,%r1,%r3
	lngr %r2,%r2
	srlg %r2,%r2,63
	br %r14

uat_test_and_clear_bit_8_release:
	lghi %r1,1
	sllg %r1,%r1,0(%r3)
	lghi %r3,-1
	xgrk %r3,%r1,%r3
	lang %r3,%r3,0(%r2)
	ngrk %r2,%r1,%r3
	lngr %r2,%r2
	srlg %r2,%r2,63
	br %r14

uat_test_and_clear_bit_8_acq_rel:
	lghi %r1,1
	sllg %r1,%r1,0(%r3)
	lghi %r3,-1
	xgrk %r3,%r1,%r3
	lang %r3,%r3,0(%r2)
	ngrk %r2,%r1,%r3
	lngr %r2,%r2
	srlg %r2,%r2,63
	br %r14

uat_test_and_clear_bit_8_seq_cst:
	lghi %r1,1
	sllg %r1,%r1,0(%r3)
	lghi %r3,-1
	xgrk %r3,%r1,%r3
	lang %r3,%r3,0(%r2)
	bnor %r0
	ngrk %r2,%r1,%r3
	lngr %r2,%r2
	srlg %r2,%r2,63
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_test_and_clear_bit_8_seq_cst_fence:
	lghi %r1,1
	sllg %r1,%r1,0(%r3)
	lghi %r3,-1
	xgrk %r3,%r1,%r3
	lang %r3,%r3,0(%r2)
	bnor %r0
	ngrk %r2,%r1,%r3
	lngr %r2,%r2
	srlg %r2,%r2,63
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_test_and_change_bit_8_relaxed:
	lghi %r1,1
	sllg %r1,%r1,0(%r3)
	laxg %r3,%r1,0(%r2)
	ngrk %r2,%r1,%r3
	lngr %r2,%r2
	srlg %r2,%r2,63
	br %r14

uat_test_and_change_bit_8_acquire:
	lghi %r1,1
	sllg %r1,%r1,0(%r3)
	laxg %r3,%r1,0(%r2)
	ngrk %r2,%r1,%r3
	lngr %r2,%r2
	srlg %r2,%r2,63
	br %r14

uat_test_and_change_bit_8_release:
	lghi %r1,1
	sllg %r1,%r1,0(%r3)
	laxg %r3,%r1,0(%r2)
	ngrk %r2,%r1,%r3
	lngr %r2,%r2
	srlg %r2,%r2,63
	br %r14

uat_test_and_change_bit_8_acq_rel:
	lghi %r1,1
	sllg %r1,%r1,0(%r3)
	laxg %r3,%r1,0(%r2)
	ngrk %r2,%r1,%r3
	lngr %r2,%r2
	srlg %r2,%r2,63
	br %r14

uat_test_and_change_bit_8_seq_cst:
	lghi %r1,1
	sllg %r1,%r1,0(%r3)
	laxg %r3,%r1,0(%r2)
	bnor %r0
	ngrk %r2,%r1,%r3
	lngr %r2,%r2
	srlg %r2,%r2,63
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_test_and_change_bit_8_seq_cst_fence:
	lghi %r1,1
	sllg %r1,%r1,0(%r3)
	laxg %r3,%r1,0(%r2)
	bnor %r0
	ngrk %r2,%r1,%r3
	lngr %r2,%r2
	srlg %r2,%r2,63
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_add_unless_8_relaxed:
	lgr %r1,%r2
	lg %r2,0(%r2)
	cgr %r4,%r2
	ber %r14
	agrk %r0,%r3,%r2
	lgr %r5,%r2
	csg %r5,%r0,0(%r1)
	cgr %r2,%r5
	ber %r14
	lgr %r2,%r5
	cgr %r4,%r2
	jne .L4
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_add_unless_8_acquire:
	lgr %r1,%r2
	lg %r2,0(%r2)
	cgr %r4,%r2
	ber %r14
	agrk %r0,%r3,%r2
	lgr %r5,%r2
	csg %r5,%r0,0(%r1)
	cgr %r2,%r5
	ber %r14
	lgr %r2,%r5
	cgr %r4,%r2
	jne .L4
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_add_unless_8_release:
	lgr %r1,%r2
	lg %r2,0(%r2)
	cgr %r4,%r2
	ber %r14
	agrk %r0,%r3,%r2
	lgr %r5,%r2
	csg %r5,%r0,0(%r1)
	cgr %r2,%r5
	ber %r14
	lgr %r2,%r5
	cgr %r4,%r2
	jne .L4
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_add_unless_8_acq_rel:
	lgr %r1,%r2
	lg %r2,0(%r2)
	cgr %r4,%r2
	ber %r14
	agrk %r0,%r3,%r2
	lgr %r5,%r2
	csg %r5,%r0,0(%r1)
	cgr %r2,%r5
	ber %r14
	lgr %r2,%r5
	cgr %r4,%r2
	jne .L4
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_add_unless_8_seq_cst:
	lgr %r1,%r2
	lg %r2,0(%r2)
	cgr %r4,%r2
	ber %r14
	agrk %r0,%r3,%r2
	lgr %r5,%r2
	csg %r5,%r0,0(%r1)
	cgr %r2,%r5
	ber %r14
	lgr %r2,%r5
	cgr %r4,%r2
	jne .L4
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_fetch_add_unless_8_seq_cst_fence:
	lgr %r1,%r2
	lg %r2,0(%r2)
	cgr %r4,%r2
	ber %r14
	agrk %r0,%r3,%r2
	lgr %r5,%r2
	csg %r5,%r0,0(%r1)
	cgr %r2,%r5
	ber %r14
	lgr %r2,%r5
	cgr %r4,%r2
	jne .L4
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_add_unless_8_relaxed:
	lg %r1,0(%r2)
	cgr %r4,%r1
	je .L13
	agrk %r0,%r3,%r1
	lgr %r5,%r1
	csg %r5,%r0,0(%r2)
	cgr %r1,%r5
	jne .L11
	lhi %r2,1
	lgfr %r2,%r2
	br %r14
	lgr %r1,%r5
	j .L1
	lhi %r2,0
	j .L9
	nopr %r7

uat_add_unless_8_acquire:
	lg %r1,0(%r2)
	cgr %r4,%r1
	je .L13
	agrk %r0,%r3,%r1
	lgr %r5,%r1
	csg %r5,%r0,0(%r2)
	cgr %r1,%r5
	jne .L11
	lhi %r2,1
	lgfr %r2,%r2
	br %r14
	lgr %r1,%r5
	j .L1
	lhi %r2,0
	j .L9
	nopr %r7

uat_add_unless_8_release:
	lg %r1,0(%r2)
	cgr %r4,%r1
	je .L13
	agrk %r0,%r3,%r1
	lgr %r5,%r1
	csg %r5,%r0,0(%r2)
	cgr %r1,%r5
	jne .L11
	lhi %r2,1
	lgfr %r2,%r2
	br %r14
	lgr %r1,%r5
	j .L1
	lhi %r2,0
	j .L9
	nopr %r7

uat_add_unless_8_acq_rel:
	lg %r1,0(%r2)
	cgr %r4,%r1
	je .L13
	agrk %r0,%r3,%r1
	lgr %r5,%r1
	csg %r5,%r0,0(%r2)
	cgr %r1,%r5
	jne .L11
	lhi %r2,1
	lgfr %r2,%r2
	br %r14
	lgr %r1,%r5
	j .L1
	lhi %r2,0
	j .L9
	nopr %r7

uat_add_unless_8_seq_cst:
	lg %r1,0(%r2)
	cgr %r4,%r1
	je .L13
	agrk %r0,%r3,%r1
	lgr %r5,%r1
	csg %r5,%r0,0(%r2)
	cgr %r1,%r5
	jne .L11
	lhi %r2,1
	lgfr %r2,%r2
	br %r14
	lgr %r1,%r5
	j .L1
	lhi %r2,0
	j .L9
	nopr %r7

uat_add_unless_8_seq_cst_fence:
	lg %r1,0(%r2)
	cgr %r4,%r1
	je .L13
	agrk %r0,%r3,%r1
	lgr %r5,%r1
	csg %r5,%r0,0(%r2)
	cgr %r1,%r5
	jne .L11
	lhi %r2,1
	lgfr %r2,%r2
	br %r14
	lgr %r1,%r5
	j .L1
	lhi %r2,0
	j .L9
	nopr %r7

uat_dec_if_positive_8_relaxed:
	lgr %r1,%r2
	lg %r3,0(%r2)
	ltgr %r3,%r3
	jle .L11
	aghik %r2,%r3,-1
	lgr %r4,%r3
	csg %r4,%r2,0(%r1)
	cgr %r3,%r4
	ber %r14
	lgr %r3,%r4
	j .L2
	llihh %r1,32768
	agrk %r2,%r3,%r1
	lngr %r2,%r2
	srlg %r2,%r2,63
	sgrk %r2,%r3,%r2
	br %r14

uat_dec_if_positive_8_acquire:
	lgr %r1,%r2
	lg %r3,0(%r2)
	ltgr %r3,%r3
	jle .L11
	aghik %r2,%r3,-1
	lgr %r4,%r3
	csg %r4,%r2,0(%r1)
	cgr %r3,%r4
	ber %r14
	lgr %r3,%r4
	j .L2
	llihh %r1,32768
	agrk %r2,%r3,%r1
	lngr %r2,%r2
	srlg %r2,%r2,63
	sgrk %r2,%r3,%r2
	br %r14

uat_dec_if_positive_8_release:
	lgr %r1,%r2
	lg %r3,0(%r2)
	ltgr %r3,%r3
	jle .L11
	aghik %r2,%r3,-1
	lgr %r4,%r3
	csg %r4,%r2,0(%r1)
	cgr %r3,%r4
	ber %r14
	lgr %r3,%r4
	j .L2
	llihh %r1,32768
	agrk %r2,%r3,%r1
	lngr %r2,%r2
	srlg %r2,%r2,63
	sgrk %r2,%r3,%r2
	br %r14

uat_dec_if_positive_8_acq_rel:
	lgr %r1,%r2
	lg %r3,0(%r2)
	ltgr %r3,%r3
	jle .L11
	aghik %r2,%r3,-1
	lgr %r4,%r3
	csg %r4,%r2,0(%r1)
	cgr %r3,%r4
	ber %r14
	lgr %r3,%r4
	j .L2
	llihh %r1,32768
	agrk %r2,%r3,%r1
	lngr %r2,%r2
	srlg %r2,%r2,63
	sgrk %r2,%r3,%r2
	br %r14

uat_dec_if_positive_8_seq_cst:
	lgr %r1,%r2
	lg %r3,0(%r2)
	ltgr %r3,%r3
	jle .L11
	aghik %r2,%r3,-1
	lgr %r4,%r3
	csg %r4,%r2,0(%r1)
	cgr %r3,%r4
	ber %r14
	lgr %r3,%r4
	j .L2
	llihh %r1,32768
	agrk %r2,%r3,%r1
	lngr %r2,%r2
	srlg %r2,%r2,63
	sgrk %r2,%r3,%r2
	br %r14

uat_dec_if_positive_8_seq_cst_fence:
	lgr %r1,%r2
	lg %r3,0(%r2)
	ltgr %r3,%r3
	jle .L11
	aghik %r2,%r3,-1
	lgr %r4,%r3
	csg %r4,%r2,0(%r1)
	cgr %r3,%r4
	ber %r14
	lgr %r3,%r4
	j .L2
	llihh %r1,32768
	agrk %r2,%r3,%r1
	lngr %r2,%r2
	srlg %r2,%r2,63
	sgrk %r2,%r3,%r2
	br %r14

uat_cond_load_8_relaxed:
	lgr %r1,%r2
	lg %r2,0(%r2)
	cgr %r3,%r2
	ber %r14
	lg %r2,0(%r1)
	cgr %r3,%r2
	ber %r14
	lg %r2,0(%r1)
	cgr %r3,%r2
	ber %r14
	j .L4
	nopr %r7
	nopr %r7

uat_cond_load_8_consume:
	lgr %r1,%r2
	lg %r2,0(%r2)
	cgr %r3,%r2
	ber %r14
	lg %r2,0(%r1)
	cgr %r3,%r2
	ber %r14
	lg %r2,0(%r1)
	cgr %r3,%r2
	ber %r14
	j .L4
	nopr %r7
	nopr %r7

uat_cond_load_8_acquire:
	lgr %r1,%r2
	lg %r2,0(%r2)
	cgr %r3,%r2
	jne .L5
	br %r14
	lg %r2,0(%r1)
	cgr %r3,%r2
	jne .L5
	br %r14
	nopr %r7
	nopr %r7

uat_cond_load_8_seq_cst:
	lgr %r1,%r2
	lg %r2,0(%r2)
	cgr %r3,%r2
	jne .L5
	br %r14
	lg %r2,0(%r1)
	cgr %r3,%r2
	jne .L5
	br %r14
	nopr %r7
	nopr %r7

uat_cond_load_8_seq_cst_fence:
	lgr %r1,%r2
	bnor %r0
	lg %r2,0(%r2)
	cgr %r3,%r2
	jne .L7
	bnor %r0
	br %r14
	lg %r2,0(%r1)
	cgr %r3,%r2
	jne .L7
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_inc_8_relaxed:
	agsi 0(%r2),1
	br %r14

uat_inc_8_acquire:
	agsi 0(%r2),1
	br %r14

uat_inc_8_release:
	agsi 0(%r2),1
	br %r14

uat_inc_8_acq_rel:
	agsi 0(%r2),1
	br %r14

uat_inc_8_seq_cst:
	agsi 0(%r2),1
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_inc_8_seq_cst_fence:
	agsi 0(%r2),1
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_dec_8_relaxed:
	agsi 0(%r2),-1
	br %r14

uat_dec_8_acquire:
	agsi 0(%r2),-1
	br %r14

uat_dec_8_release:
	agsi 0(%r2),-1
	br %r14

uat_dec_8_acq_rel:
	agsi 0(%r2),-1
	br %r14

uat_dec_8_seq_cst:
	agsi 0(%r2),-1
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_dec_8_seq_cst_fence:
	agsi 0(%r2),-1
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_add_around_8_mb:
	bnor %r0
	laag %r3,%r3,0(%r2)
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7

uat_cmpxchg_dword_16_relaxed:
	lgr %r1,%r5
	lmg %r4,%r5,0(%r4)
	lmg %r0,%r1,0(%r1)
	cdsg %r4,%r0,0(%r3)
	stmg %r4,%r5,0(%r2)
	br %r14
	nopr %r7

uat_cmpxchg_dword_16_acquire:
	lgr %r1,%r5
	lmg %r4,%r5,0(%r4)
	lmg %r0,%r1,0(%r1)
	cdsg %r4,%r0,0(%r3)
	stmg %r4,%r5,0(%r2)
	br %r14
	nopr %r7

uat_cmpxchg_dword_16_release:
	lgr %r1,%r5
	lmg %r4,%r5,0(%r4)
	lmg %r0,%r1,0(%r1)
	cdsg %r4,%r0,0(%r3)
	stmg %r4,%r5,0(%r2)
	br %r14
	nopr %r7

uat_cmpxchg_dword_16_acq_rel:
	lgr %r1,%r5
	lmg %r4,%r5,0(%r4)
	lmg %r0,%r1,0(%r1)
	cdsg %r4,%r0,0(%r3)
	stmg %r4,%r5,0(%r2)
	br %r14
	nopr %r7

uat_cmpxchg_dword_16_seq_cst:
	lgr %r1,%r5
	lmg %r4,%r5,0(%r4)
	lmg %r0,%r1,0(%r1)
	cdsg %r4,%r0,0(%r3)
	stmg %r4,%r5,0(%r2)
	br %r14
	nopr %r7

uat_cmpxchg_dword_16_seq_cst_fence_sc:
	lgr %r1,%r5
	lmg %r4,%r5,0(%r4)
	lmg %r0,%r1,0(%r1)
	cdsg %r4,%r0,0(%r3)
	stmg %r4,%r5,0(%r2)
	br %r14
	nopr %r7

uat_cmpxchg_dword_16_seq_cst_fence:
	lgr %r1,%r5
	lmg %r4,%r5,0(%r4)
	lmg %r0,%r1,0(%r1)
	cdsg %r4,%r0,0(%r3)
	stmg %r4,%r5,0(%r2)
	br %r14
	nopr %r7

uat_try_cmpxchg_dword_16_relaxed:
	ldgr %f2,%r10
	ldgr %f0,%r11
	lmg %r10,%r11,0(%r4)
	lmg %r0,%r1,0(%r3)
	lgr %r4,%r0
	lgr %r5,%r1
	cdsg %r4,%r10,0(%r2)
	xgrk %r2,%r0,%r4
	xgr %r1,%r5
	lgdr %r11,%f0
	ogr %r2,%r1
	lgdr %r10,%f2
	lpgr %r2,%r2
	aghi %r2,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7

uat_try_cmpxchg_dword_16_acquire:
	ldgr %f2,%r10
	ldgr %f0,%r11
	lmg %r10,%r11,0(%r4)
	lmg %r0,%r1,0(%r3)
	lgr %r4,%r0
	lgr %r5,%r1
	cdsg %r4,%r10,0(%r2)
	xgrk %r2,%r0,%r4
	xgr %r1,%r5
	lgdr %r11,%f0
	ogr %r2,%r1
	lgdr %r10,%f2
	lpgr %r2,%r2
	aghi %r2,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7

uat_try_cmpxchg_dword_16_release:
	ldgr %f2,%r10
	ldgr %f0,%r11
	lmg %r10,%r11,0(%r4)
	lmg %r0,%r1,0(%r3)
	lgr %r4,%r0
	lgr %r5,%r1
	cdsg %r4,%r10,0(%r2)
	xgrk %r2,%r0,%r4
	xgr %r1,%r5
	lgdr %r11,%f0
	ogr %r2,%r1
	lgdr %r10,%f2
	lpgr %r2,%r2
	aghi %r2,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7

uat_try_cmpxchg_dword_16_acq_rel:
	ldgr %f2,%r10
	ldgr %f0,%r11
	lmg %r10,%r11,0(%r4)
	lmg %r0,%r1,0(%r3)
	lgr %r4,%r0
	lgr %r5,%r1
	cdsg %r4,%r10,0(%r2)
	xgrk %r2,%r0,%r4
	xgr %r1,%r5
	lgdr %r11,%f0
	ogr %r2,%r1
	lgdr %r10,%f2
	lpgr %r2,%r2
	aghi %r2,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7

uat_try_cmpxchg_dword_16_seq_cst:
	ldgr %f2,%r10
	ldgr %f0,%r11
	lmg %r10,%r11,0(%r4)
	lmg %r0,%r1,0(%r3)
	lgr %r4,%r0
	lgr %r5,%r1
	cdsg %r4,%r10,0(%r2)
	xgrk %r2,%r0,%r4
	xgr %r1,%r5
	lgdr %r11,%f0
	ogr %r2,%r1
	lgdr %r10,%f2
	lpgr %r2,%r2
	aghi %r2,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7

uat_try_cmpxchg_dword_16_seq_cst_fence_sc:
	ldgr %f2,%r10
	ldgr %f0,%r11
	lmg %r10,%r11,0(%r4)
	lmg %r0,%r1,0(%r3)
	lgr %r4,%r0
	lgr %r5,%r1
	cdsg %r4,%r10,0(%r2)
	xgrk %r2,%r0,%r4
	xgr %r1,%r5
	lgdr %r11,%f0
	ogr %r2,%r1
	lgdr %r10,%f2
	lpgr %r2,%r2
	aghi %r2,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7

uat_try_cmpxchg_dword_16_seq_cst_fence:
	ldgr %f2,%r10
	ldgr %f0,%r11
	lmg %r10,%r11,0(%r4)
	lmg %r0,%r1,0(%r3)
	lgr %r4,%r0
	lgr %r5,%r1
	cdsg %r4,%r10,0(%r2)
	xgrk %r2,%r0,%r4
	xgr %r1,%r5
	lgdr %r11,%f0
	ogr %r2,%r1
	lgdr %r10,%f2
	lpgr %r2,%r2
	aghi %r2,-1
	srlg %r2,%r2,63
	br %r14
	nopr %r7

uat_load_dword_16_relaxed:
	lpq %r4,0(%r3)
	stmg %r4,%r5,0(%r2)
	br %r14
	nopr %r7

uat_load_dword_16_consume:
	lpq %r4,0(%r3)
	stmg %r4,%r5,0(%r2)
	br %r14
	nopr %r7

uat_load_dword_16_acquire:
	lpq %r4,0(%r3)
	stmg %r4,%r5,0(%r2)
	br %r14
	nopr %r7

uat_load_dword_16_seq_cst:
	lpq %r4,0(%r3)
	stmg %r4,%r5,0(%r2)
	br %r14
	nopr %r7

uat_load_dword_16_seq_cst_fence:
	bnor %r0
	lpq %r4,0(%r3)
	bnor %r0
	stmg %r4,%r5,0(%r2)
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_smp_mb:
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7

uat_smp_rmb:
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_smp_wmb:
	br %r14
	nopr %r7
	nopr %r7
	nopr %r7

uat_mb:
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7

uat_rmb:
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7

uat_wmb:
	bnor %r0
	br %r14
	nopr %r7
	nopr %r7

