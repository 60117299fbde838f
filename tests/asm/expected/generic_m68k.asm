uat_load_1_relaxed:
	moveal %sp@(4),%a0
	moveb %a0@,%d0
	rts

uat_load_1_consume:
	moveal %sp@(4),%a0
	moveb %a0@,%d0
	rts

uat_load_1_acquire:
	moveal %sp@(4),%a0
	moveb %a0@,%d0
	rts

uat_load_1_seq_cst:
	moveal %sp@(4),%a0
	moveb %a0@,%d0
	rts

uat_load_1_seq_cst_fence:
	moveal %sp@(4),%a0
	moveb %a0@,%d0
	rts

uat_store_1_relaxed:
	moveal %sp@(4),%a0
	moveb %sp@(11),%a0@
	rts

uat_store_1_release:
	movel %sp@(8),%d0
	moveal %sp@(4),%a0
	moveb %d0,%a0@
	rts

uat_store_1_seq_cst:
	movel %sp@(8),%d0
	moveal %sp@(4),%a0
	moveb %d0,%a0@
	rts

uat_store_1_seq_cst_fence:
	movel %sp@(8),%d0
	moveal %sp@(4),%a0
	moveb %d0,%a0@
	rts

uat_cmpxchg_1_relaxed:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d0
	moveb %sp@(19),%d2
	casb %d0,%d2,%a0@
	seq %d1
	movel %sp@+,%d2
	rts

uat_cmpxchg_1_acquire:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d0
	moveb %sp@(19),%d2
	casb %d0,%d2,%a0@
	seq %d1
	movel %sp@+,%d2
	rts

uat_cmpxchg_1_release:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d0
	moveb %sp@(19),%d2
	casb %d0,%d2,%a0@
	seq %d1
	movel %sp@+,%d2
	rts

uat_cmpxchg_1_acq_rel:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d0
	moveb %sp@(19),%d2
	casb %d0,%d2,%a0@
	seq %d1
	movel %sp@+,%d2
	rts

uat_cmpxchg_1_seq_cst:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d0
	moveb %sp@(19),%d2
	casb %d0,%d2,%a0@
	seq %d1
	movel %sp@+,%d2
	rts

uat_cmpxchg_1_seq_cst_fence_sc:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d1
	moveb %d1,%d0
	moveb %sp@(23),%d3
	casb %d0,%d3,%a0@
	seq %d2
	cmpb %d1,%d0
	bnew .L10
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_cmpxchg_1_seq_cst_fence:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d1
	clrl %d2
	moveb %sp@(23),%d2
	moveb %d1,%d0
	casb %d0,%d2,%a0@
	seq %d3
	cmpb %d1,%d0
	bnes .L14
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts
	casb %d1,%d2,%a0@
	seq %d2
	moveb %d1,%d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_cmpxchg_test_1_seq_cst_fence:
	moveml %d2-%d4,%sp@-
	moveal %sp@(16),%a0
	movel %sp@(20),%d0
	moveb %d0,%d1
	clrl %d2
	moveb %sp@(27),%d2
	moveb %d0,%d3
	casb %d3,%d2,%a0@
	seq %d4
	cmpb %d0,%d3
	bnes .L17
	cmpb %d0,%d3
	seq %d0
	extbl %d0
	negl %d0
	moveml %sp@+,%d2-%d4
	rts
	casb %d1,%d2,%a0@
	seq %d2
	moveb %d1,%d3
	cmpb %d0,%d3
	seq %d0
	extbl %d0
	negl %d0
	moveml %sp@+,%d2-%d4
	rts

uat_try_cmpxchg_1_relaxed:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d1
	moveb %sp@(19),%d2
	casb %d1,%d2,%a0@
	seq %d0
	negb %d0
	andil #255,%d0
	movel %sp@+,%d2
	rts

uat_try_cmpxchg_1_acquire:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d1
	moveb %sp@(19),%d2
	casb %d1,%d2,%a0@
	seq %d0
	negb %d0
	andil #255,%d0
	movel %sp@+,%d2
	rts

uat_try_cmpxchg_1_release:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d1
	moveb %sp@(19),%d2
	casb %d1,%d2,%a0@
	seq %d0
	negb %d0
	andil #255,%d0
	movel %sp@+,%d2
	rts

uat_try_cmpxchg_1_acq_rel:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d1
	moveb %sp@(19),%d2
	casb %d1,%d2,%a0@
	seq %d0
	negb %d0
	andil #255,%d0
	movel %sp@+,%d2
	rts

uat_try_cmpxchg_1_seq_cst:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d1
	moveb %sp@(19),%d2
	casb %d1,%d2,%a0@
	seq %d0
	negb %d0
	andil #255,%d0
	movel %sp@+,%d2
	rts

uat_try_cmpxchg_1_seq_cst_fence_sc:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d1
	moveb %sp@(19),%d2
	casb %d1,%d2,%a0@
	seq %d0
	negb %d0
	beqw .L8
	andil #255,%d0
	movel %sp@+,%d2
	rts

uat_try_cmpxchg_1_seq_cst_fence:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d2
	clrl %d1
	moveb %sp@(23),%d1
	moveb %d2,%d0
	casb %d0,%d1,%a0@
	seq %d3
	moveq #1,%d0
	tstb %d3
	beqs .L15
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts
	casb %d2,%d1,%a0@
	seq %d1
	negb %d1
	clrl %d0
	moveb %d1,%d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_try_cmpxchg_weak_1_relaxed:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d1
	moveb %sp@(19),%d2
	casb %d1,%d2,%a0@
	seq %d0
	negb %d0
	andil #255,%d0
	movel %sp@+,%d2
	rts

uat_try_cmpxchg_weak_1_acquire:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d1
	moveb %sp@(19),%d2
	casb %d1,%d2,%a0@
	seq %d0
	negb %d0
	andil #255,%d0
	movel %sp@+,%d2
	rts

uat_try_cmpxchg_weak_1_release:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d1
	moveb %sp@(19),%d2
	casb %d1,%d2,%a0@
	seq %d0
	negb %d0
	andil #255,%d0
	movel %sp@+,%d2
	rts

uat_try_cmpxchg_weak_1_acq_rel:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d1
	moveb %sp@(19),%d2
	casb %d1,%d2,%a0@
	seq %d0
	negb %d0
	andil #255,%d0
	movel %sp@+,%d2
	rts

uat_try_cmpxchg_weak_1_seq_cst:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d1
	moveb %sp@(19),%d2
	casb %d1,%d2,%a0@
	seq %d0
	negb %d0
	andil #255,%d0
	movel %sp@+,%d2
	rts

uat_try_cmpxchg_weak_1_seq_cst_fence_sc:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d1
	moveb %sp@(19),%d2
	casb %d1,%d2,%a0@
	seq %d0
	negb %d0
	beqw .L8
	andil #255,%d0
	movel %sp@+,%d2
	rts

uat_try_cmpxchg_weak_1_seq_cst_fence:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d2
	clrl %d1
	moveb %sp@(23),%d1
	moveb %d2,%d0
	casb %d0,%d1,%a0@
	seq %d3
	moveq #1,%d0
	tstb %d3
	beqs .L15
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts
	casb %d2,%d1,%a0@
	seq %d1
	negb %d1
	clrl %d0
	moveb %d1,%d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_xchg_1_relaxed:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d1
	moveb %a0@,%d0
	casb %d0,%d1,%a0@
	seq %d2
	tstb %d2
	beqs .L4
	movel %sp@+,%d2
	rts

uat_xchg_1_acquire:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d1
	moveb %a0@,%d0
	casb %d0,%d1,%a0@
	seq %d2
	tstb %d2
	beqs .L4
	movel %sp@+,%d2
	rts

uat_xchg_1_release:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d1
	moveb %a0@,%d0
	casb %d0,%d1,%a0@
	seq %d2
	tstb %d2
	beqs .L4
	movel %sp@+,%d2
	rts

uat_xchg_1_acq_rel:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d1
	moveb %a0@,%d0
	casb %d0,%d1,%a0@
	seq %d2
	tstb %d2
	beqs .L4
	movel %sp@+,%d2
	rts

uat_xchg_1_seq_cst:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d1
	moveb %a0@,%d0
	casb %d0,%d1,%a0@
	seq %d2
	tstb %d2
	beqs .L4
	movel %sp@+,%d2
	rts

uat_xchg_1_seq_cst_fence:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d1
	moveb %a0@,%d0
	casb %d0,%d1,%a0@
	seq %d2
	tstb %d2
	beqs .L4
	movel %sp@+,%d2
	rts

uat_add_return_1_relaxed:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d2
	moveb %a0@,%d1
	moveb %d1,%d0
	addb %d2,%d0
	casb %d1,%d0,%a0@
	seq %d3
	tstb %d3
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_add_return_1_acquire:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d2
	moveb %a0@,%d1
	moveb %d1,%d0
	addb %d2,%d0
	casb %d1,%d0,%a0@
	seq %d3
	tstb %d3
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_add_return_1_release:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d2
	moveb %a0@,%d1
	moveb %d1,%d0
	addb %d2,%d0
	casb %d1,%d0,%a0@
	seq %d3
	tstb %d3
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_add_return_1_acq_rel:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d2
	moveb %a0@,%d1
	moveb %d1,%d0
	addb %d2,%d0
	casb %d1,%d0,%a0@
	seq %d3
	tstb %d3
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_add_return_1_seq_cst:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d2
	moveb %a0@,%d1
	moveb %d1,%d0
	addb %d2,%d0
	casb %d1,%d0,%a0@
	seq %d3
	tstb %d3
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_add_return_1_seq_cst_fence:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d2
	moveb %a0@,%d1
	moveb %d1,%d0
	addb %d2,%d0
	casb %d1,%d0,%a0@
	seq %d3
	tstb %d3
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_add_1_relaxed:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d0,%d1
	addb %d2,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_add_1_acquire:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d0,%d1
	addb %d2,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_add_1_release:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d0,%d1
	addb %d2,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_add_1_acq_rel:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d0,%d1
	addb %d2,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_add_1_seq_cst:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d0,%d1
	addb %d2,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_add_1_seq_cst_fence:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d0,%d1
	addb %d2,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_and_1_relaxed:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d0,%d1
	andb %d2,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_and_1_acquire:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d0,%d1
	andb %d2,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_and_1_release:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d0,%d1
	andb %d2,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_and_1_acq_rel:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d0,%d1
	andb %d2,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_and_1_seq_cst:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d0,%d1
	andb %d2,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_and_1_seq_cst_fence:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d0,%d1
	andb %d2,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_or_1_relaxed:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d0,%d1
	orb %d2,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_or_1_acquire:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d0,%d1
	orb %d2,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_or_1_release:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d0,%d1
	orb %d2,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_or_1_acq_rel:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d0,%d1
	orb %d2,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_or_1_seq_cst:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d0,%d1
	orb %d2,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_or_1_seq_cst_fence:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d0,%d1
	orb %d2,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_xor_1_relaxed:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d0,%d1
	eorb %d2,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_xor_1_acquire:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d0,%d1
	eorb %d2,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_xor_1_release:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d0,%d1
	eorb %d2,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_xor_1_acq_rel:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d0,%d1
	eorb %d2,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_xor_1_seq_cst:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d0,%d1
	eorb %d2,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_xor_1_seq_cst_fence:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d0,%d1
	eorb %d2,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_fetch_add_1_relaxed:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %a0@,%d1
	moveb %d1,%d0
	moveb %d1,%d2
	addb %d3,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_add_1_acquire:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %a0@,%d1
	moveb %d1,%d0
	moveb %d1,%d2
	addb %d3,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_add_1_release:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %a0@,%d1
	moveb %d1,%d0
	moveb %d1,%d2
	addb %d3,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_add_1_acq_rel:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %a0@,%d1
	moveb %d1,%d0
	moveb %d1,%d2
	addb %d3,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_add_1_seq_cst:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %a0@,%d1
	moveb %d1,%d0
	moveb %d1,%d2
	addb %d3,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_add_1_seq_cst_fence:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %a0@,%d1
	moveb %d1,%d0
	moveb %d1,%d2
	addb %d3,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_and_1_relaxed:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %a0@,%d1
	moveb %d1,%d0
	moveb %d1,%d2
	andb %d3,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_and_1_acquire:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %a0@,%d1
	moveb %d1,%d0
	moveb %d1,%d2
	andb %d3,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_and_1_release:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %a0@,%d1
	moveb %d1,%d0
	moveb %d1,%d2
	andb %d3,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_and_1_acq_rel:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %a0@,%d1
	moveb %d1,%d0
	moveb %d1,%d2
	andb %d3,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_and_1_seq_cst:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %a0@,%d1
	moveb %d1,%d0
	moveb %d1,%d2
	andb %d3,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_and_1_seq_cst_fence:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %a0@,%d1
	moveb %d1,%d0
	moveb %d1,%d2
	andb %d3,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_or_1_relaxed:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %a0@,%d1
	moveb %d1,%d0
	moveb %d1,%d2
	orb %d3,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_or_1_acquire:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %a0@,%d1
	moveb %d1,%d0
	moveb %d1,%d2
	orb %d3,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_or_1_release:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %a0@,%d1
	moveb %d1,%d0
	moveb %d1,%d2
	orb %d3,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_or_1_acq_rel:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %a0@,%d1
	moveb %d1,%d0
	moveb %d1,%d2
	orb %d3,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_or_1_seq_cst:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %a0@,%d1
	moveb %d1,%d0
	moveb %d1,%d2
	orb %d3,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_or_1_seq_cst_fence:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %a0@,%d1
	moveb %d1,%d0
	moveb %d1,%d2
	orb %d3,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_xor_1_relaxed:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %a0@,%d1
	moveb %d1,%d0
	moveb %d1,%d2
	eorb %d3,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_xor_1_acquire:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %a0@,%d1
	moveb %d1,%d0
	moveb %d1,%d2
	eorb %d3,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_xor_1_release:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %a0@,%d1
	moveb %d1,%d0
	moveb %d1,%d2
	eorb %d3,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_xor_1_acq_rel:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %a0@,%d1
	moveb %d1,%d0
	moveb %d1,%d2
	eorb %d3,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_xor_1_seq_cst:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %a0@,%d1
	moveb %d1,%d0
	moveb %d1,%d2
	eorb %d3,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_xor_1_seq_cst_fence:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %a0@,%d1
	moveb %d1,%d0
	moveb %d1,%d2
	eorb %d3,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_smax_1_relaxed:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d1
	moveb %a0@,%d0
	moveb %d0,%d2
	cmpb %d0,%d1
	bles .L9
	moveb %d1,%d2
	moveb %d2,%d3
	extbl %d3
	smi %d2
	extbl %d2
	casb %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_smax_1_acquire:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d1
	moveb %a0@,%d0
	moveb %d0,%d2
	cmpb %d0,%d1
	bles .L9
	moveb %d1,%d2
	moveb %d2,%d3
	extbl %d3
	smi %d2
	extbl %d2
	casb %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_smax_1_release:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d1
	moveb %a0@,%d0
	moveb %d0,%d2
	cmpb %d0,%d1
	bles .L9
	moveb %d1,%d2
	moveb %d2,%d3
	extbl %d3
	smi %d2
	extbl %d2
	casb %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_smax_1_acq_rel:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d1
	moveb %a0@,%d0
	moveb %d0,%d2
	cmpb %d0,%d1
	bles .L9
	moveb %d1,%d2
	moveb %d2,%d3
	extbl %d3
	smi %d2
	extbl %d2
	casb %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_smax_1_seq_cst:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d1
	moveb %a0@,%d0
	moveb %d0,%d2
	cmpb %d0,%d1
	bles .L9
	moveb %d1,%d2
	moveb %d2,%d3
	extbl %d3
	smi %d2
	extbl %d2
	casb %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_smax_1_seq_cst_fence:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d1
	moveb %a0@,%d0
	moveb %d0,%d2
	cmpb %d0,%d1
	bles .L9
	moveb %d1,%d2
	moveb %d2,%d3
	extbl %d3
	smi %d2
	extbl %d2
	casb %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_umax_1_relaxed:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d2,%d1
	cmpb %d2,%d0
	blss .L8
	moveb %d0,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_fetch_umax_1_acquire:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d2,%d1
	cmpb %d2,%d0
	blss .L8
	moveb %d0,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_fetch_umax_1_release:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d2,%d1
	cmpb %d2,%d0
	blss .L8
	moveb %d0,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_fetch_umax_1_acq_rel:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d2,%d1
	cmpb %d2,%d0
	blss .L8
	moveb %d0,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_fetch_umax_1_seq_cst:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d2,%d1
	cmpb %d2,%d0
	blss .L8
	moveb %d0,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_fetch_umax_1_seq_cst_fence:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d2,%d1
	cmpb %d2,%d0
	blss .L8
	moveb %d0,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_fetch_smin_1_relaxed:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d1
	moveb %a0@,%d0
	moveb %d0,%d2
	cmpb %d0,%d1
	bges .L9
	moveb %d1,%d2
	moveb %d2,%d3
	extbl %d3
	smi %d2
	extbl %d2
	casb %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_smin_1_acquire:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d1
	moveb %a0@,%d0
	moveb %d0,%d2
	cmpb %d0,%d1
	bges .L9
	moveb %d1,%d2
	moveb %d2,%d3
	extbl %d3
	smi %d2
	extbl %d2
	casb %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_smin_1_release:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d1
	moveb %a0@,%d0
	moveb %d0,%d2
	cmpb %d0,%d1
	bges .L9
	moveb %d1,%d2
	moveb %d2,%d3
	extbl %d3
	smi %d2
	extbl %d2
	casb %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_smin_1_acq_rel:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d1
	moveb %a0@,%d0
	moveb %d0,%d2
	cmpb %d0,%d1
	bges .L9
	moveb %d1,%d2
	moveb %d2,%d3
	extbl %d3
	smi %d2
	extbl %d2
	casb %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_smin_1_seq_cst:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d1
	moveb %a0@,%d0
	moveb %d0,%d2
	cmpb %d0,%d1
	bges .L9
	moveb %d1,%d2
	moveb %d2,%d3
	extbl %d3
	smi %d2
	extbl %d2
	casb %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_smin_1_seq_cst_fence:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d1
	moveb %a0@,%d0
	moveb %d0,%d2
	cmpb %d0,%d1
	bges .L9
	moveb %d1,%d2
	moveb %d2,%d3
	extbl %d3
	smi %d2
	extbl %d2
	casb %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_umin_1_relaxed:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d2,%d1
	cmpb %d2,%d0
	bccs .L8
	moveb %d0,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_fetch_umin_1_acquire:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d2,%d1
	cmpb %d2,%d0
	bccs .L8
	moveb %d0,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_fetch_umin_1_release:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d2,%d1
	cmpb %d2,%d0
	bccs .L8
	moveb %d0,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_fetch_umin_1_acq_rel:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d2,%d1
	cmpb %d2,%d0
	bccs .L8
	moveb %d0,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_fetch_umin_1_seq_cst:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d2,%d1
	cmpb %d2,%d0
	bccs .L8
	moveb %d0,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_fetch_umin_1_seq_cst_fence:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d2,%d1
	cmpb %d2,%d0
	bccs .L8
	moveb %d0,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_test_and_set_bit_1_relaxed:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #7,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	moveb %a0@,%d1
	moveb %d1,%d3
	moveb %d1,%d2
	orb %d0,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	tstb %d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_test_and_set_bit_1_acquire:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #7,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	moveb %a0@,%d1
	moveb %d1,%d3
	moveb %d1,%d2
	orb %d0,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	tstb %d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_test_and_set_bit_1_release:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #7,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	moveb %a0@,%d1
	moveb %d1,%d3
	moveb %d1,%d2
	orb %d0,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	tstb %d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_test_and_set_bit_1_acq_rel:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #7,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	moveb %a0@,%d1
	moveb %d1,%d3
	moveb %d1,%d2
	orb %d0,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	tstb %d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_test_and_set_bit_1_seq_cst:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #7,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	moveb %a0@,%d1
	moveb %d1,%d3
	moveb %d1,%d2
	orb %d0,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	tstb %d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_test_and_set_bit_1_seq_cst_fence:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #7,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	moveb %a0@,%d1
	moveb %d1,%d3
	moveb %d1,%d2
	orb %d0,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	tstb %d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_test_and_clear_bit_1_relaxed:
	moveml %d2-%d4,%sp@-
	moveal %sp@(16),%a0
	moveq #7,%d1
	andl %sp@(20),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movel %d0,%d4
	eoriw #255,%d4
	moveb %a0@,%d1
	moveb %d1,%d3
	moveb %d1,%d2
	andb %d4,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L9
	andl %d3,%d0
	tstb %d0
	sne %d0
	extbl %d0
	negl %d0
	moveml %sp@+,%d2-%d4
	rts

uat_test_and_clear_bit_1_acquire:
	moveml %d2-%d4,%sp@-
	moveal %sp@(16),%a0
	moveq #7,%d1
	andl %sp@(20),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movel %d0,%d4
	eoriw #255,%d4
	moveb %a0@,%d1
	moveb %d1,%d3
	moveb %d1,%d2
	andb %d4,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L9
	andl %d3,%d0
	tstb %d0
	sne %d0
	extbl %d0
	negl %d0
	moveml %sp@+,%d2-%d4
	rts

uat_test_and_clear_bit_1_release:
	moveml %d2-%d4,%sp@-
	moveal %sp@(16),%a0
	moveq #7,%d1
	andl %sp@(20),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movel %d0,%d4
	eoriw #255,%d4
	moveb %a0@,%d1
	moveb %d1,%d3
	moveb %d1,%d2
	andb %d4,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L9
	andl %d3,%d0
	tstb %d0
	sne %d0
	extbl %d0
	negl %d0
	moveml %sp@+,%d2-%d4
	rts

uat_test_and_clear_bit_1_acq_rel:
	moveml %d2-%d4,%sp@-
	moveal %sp@(16),%a0
	moveq #7,%d1
	andl %sp@(20),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movel %d0,%d4
	eoriw #255,%d4
	moveb %a0@,%d1
	moveb %d1,%d3
	moveb %d1,%d2
	andb %d4,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L9
	andl %d3,%d0
	tstb %d0
	sne %d0
	extbl %d0
	negl %d0
	moveml %sp@+,%d2-%d4
	rts

uat_test_and_clear_bit_1_seq_cst:
	moveml %d2-%d4,%sp@-
	moveal %sp@(16),%a0
	moveq #7,%d1
	andl %sp@(20),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movel %d0,%d4
	eoriw #255,%d4
	moveb %a0@,%d1
	moveb %d1,%d3
	moveb %d1,%d2
	andb %d4,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L9
	andl %d3,%d0
	tstb %d0
	sne %d0
	extbl %d0
	negl %d0
	moveml %sp@+,%d2-%d4
	rts

uat_test_and_clear_bit_1_seq_cst_fence:
	moveml %d2-%d4,%sp@-
	moveal %sp@(16),%a0
	moveq #7,%d1
	andl %sp@(20),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movel %d0,%d4
	eoriw #255,%d4
	moveb %a0@,%d1
	moveb %d1,%d3
	moveb %d1,%d2
	andb %d4,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L9
	andl %d3,%d0
	tstb %d0
	sne %d0
	extbl %d0
	negl %d0
	moveml %sp@+,%d2-%d4
	rts

uat_test_and_change_bit_1_relaxed:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #7,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	moveb %a0@,%d1
	moveb %d1,%d3
	moveb %d1,%d2
	eorb %d0,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	tstb %d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_test_and_change_bit_1_acquire:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #7,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	moveb %a0@,%d1
	moveb %d1,%d3
	moveb %d1,%d2
	eorb %d0,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	tstb %d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_test_and_change_bit_1_release:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #7,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	moveb %a0@,%d1
	moveb %d1,%d3
	moveb %d1,%d2
	eorb %d0,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	tstb %d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_test_and_change_bit_1_acq_rel:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #7,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	moveb %a0@,%d1
	moveb %d1,%d3
	moveb %d1,%d2
	eorb %d0,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	tstb %d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_test_and_change_bit_1_seq_cst:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #7,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	moveb %a0@,%d1
	moveb %d1,%d3
	moveb %d1,%d2
	eorb %d0,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	tstb %d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_test_and_change_bit_1_seq_cst_fence:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #7,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	moveb %a0@,%d1
	moveb %d1,%d3
	moveb %d1,%d2
	eorb %d0,%d2
	casb %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	tstb %d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_add_unless_1_relaxed:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %sp@(23),%d2
	moveb %a0@,%d0
	cmpb %d2,%d0
	beqs .L14
	moveb %d3,%d1
	addb %d0,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L6
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_add_unless_1_acquire:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %sp@(23),%d2
	moveb %a0@,%d0
	cmpb %d2,%d0
	beqs .L14
	moveb %d3,%d1
	addb %d0,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L6
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_add_unless_1_release:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %sp@(23),%d2
	moveb %a0@,%d0
	cmpb %d2,%d0
	beqs .L14
	moveb %d3,%d1
	addb %d0,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L6
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_add_unless_1_acq_rel:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %sp@(23),%d2
	moveb %a0@,%d0
	cmpb %d2,%d0
	beqs .L14
	moveb %d3,%d1
	addb %d0,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L6
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_add_unless_1_seq_cst:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %sp@(23),%d2
	moveb %a0@,%d0
	cmpb %d2,%d0
	beqs .L14
	moveb %d3,%d1
	addb %d0,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L6
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_add_unless_1_seq_cst_fence:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %sp@(23),%d2
	moveb %a0@,%d0
	cmpb %d2,%d0
	beqs .L14
	moveb %d3,%d1
	addb %d0,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L6
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_add_unless_1_relaxed:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %sp@(23),%d2
	moveb %a0@,%d0
	cmpb %d2,%d0
	beqs .L18
	moveb %d3,%d1
	addb %d0,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L6
	moveq #1,%d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts
	clrl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_add_unless_1_acquire:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %sp@(23),%d2
	moveb %a0@,%d0
	cmpb %d2,%d0
	beqs .L18
	moveb %d3,%d1
	addb %d0,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L6
	moveq #1,%d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts
	clrl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_add_unless_1_release:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %sp@(23),%d2
	moveb %a0@,%d0
	cmpb %d2,%d0
	beqs .L18
	moveb %d3,%d1
	addb %d0,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L6
	moveq #1,%d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts
	clrl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_add_unless_1_acq_rel:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %sp@(23),%d2
	moveb %a0@,%d0
	cmpb %d2,%d0
	beqs .L18
	moveb %d3,%d1
	addb %d0,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L6
	moveq #1,%d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts
	clrl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_add_unless_1_seq_cst:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %sp@(23),%d2
	moveb %a0@,%d0
	cmpb %d2,%d0
	beqs .L18
	moveb %d3,%d1
	addb %d0,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L6
	moveq #1,%d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts
	clrl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_add_unless_1_seq_cst_fence:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveb %sp@(19),%d3
	moveb %sp@(23),%d2
	moveb %a0@,%d0
	cmpb %d2,%d0
	beqs .L18
	moveb %d3,%d1
	addb %d0,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L6
	moveq #1,%d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts
	clrl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_dec_if_positive_1_relaxed:
	moveal %sp@(4),%a0
	moveb %a0@,%d0
	tstb %d0
	bles .L12
	moveb %d0,%d1
	subqb #1,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	subqb #1,%d0
	rts
	cmpib #-128,%d0
	sne %d1
	addb %d1,%d0
	rts

uat_dec_if_positive_1_acquire:
	moveal %sp@(4),%a0
	moveb %a0@,%d0
	tstb %d0
	bles .L12
	moveb %d0,%d1
	subqb #1,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	subqb #1,%d0
	rts
	cmpib #-128,%d0
	sne %d1
	addb %d1,%d0
	rts

uat_dec_if_positive_1_release:
	moveal %sp@(4),%a0
	moveb %a0@,%d0
	tstb %d0
	bles .L12
	moveb %d0,%d1
	subqb #1,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	subqb #1,%d0
	rts
	cmpib #-128,%d0
	sne %d1
	addb %d1,%d0
	rts

uat_dec_if_positive_1_acq_rel:
	moveal %sp@(4),%a0
	moveb %a0@,%d0
	tstb %d0
	bles .L12
	moveb %d0,%d1
	subqb #1,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	subqb #1,%d0
	rts
	cmpib #-128,%d0
	sne %d1
	addb %d1,%d0
	rts

uat_dec_if_positive_1_seq_cst:
	moveal %sp@(4),%a0
	moveb %a0@,%d0
	tstb %d0
	bles .L12
	moveb %d0,%d1
	subqb #1,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	subqb #1,%d0
	rts
	cmpib #-128,%d0
	sne %d1
	addb %d1,%d0
	rts

uat_dec_if_positive_1_seq_cst_fence:
	moveal %sp@(4),%a0
	moveb %a0@,%d0
	tstb %d0
	bles .L12
	moveb %d0,%d1
	subqb #1,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	subqb #1,%d0
	rts
	cmpib #-128,%d0
	sne %d1
	addb %d1,%d0
	rts

uat_cond_load_1_relaxed:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %sp@(12),%d0
	moveb %d0,%d2
	moveb %a0@,%d1
	cmpb %d2,%d1
	bnes .L9
	movel %sp@+,%d2
	rts
	bras .L4

uat_cond_load_1_consume:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %sp@(12),%d0
	moveb %d0,%d2
	moveb %a0@,%d1
	cmpb %d2,%d1
	bnes .L9
	movel %sp@+,%d2
	rts
	bras .L4

uat_cond_load_1_acquire:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %sp@(12),%d0
	moveb %d0,%d2
	moveb %a0@,%d1
	cmpb %d2,%d1
	bnes .L9
	movel %sp@+,%d2
	rts
	bras .L4

uat_cond_load_1_seq_cst:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %sp@(12),%d0
	moveb %d0,%d2
	moveb %a0@,%d1
	cmpb %d2,%d1
	bnes .L9
	movel %sp@+,%d2
	rts
	bras .L4

uat_cond_load_1_seq_cst_fence:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %sp@(12),%d0
	moveb %d0,%d2
	moveb %a0@,%d1
	cmpb %d2,%d1
	bnes .L9
	movel %sp@+,%d2
	rts
	bras .L4

uat_inc_1_relaxed:
	moveal %sp@(4),%a0
	moveb %a0@,%d0
	moveb %d0,%d1
	addqb #1,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_inc_1_acquire:
	moveal %sp@(4),%a0
	moveb %a0@,%d0
	moveb %d0,%d1
	addqb #1,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_inc_1_release:
	moveal %sp@(4),%a0
	moveb %a0@,%d0
	moveb %d0,%d1
	addqb #1,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_inc_1_acq_rel:
	moveal %sp@(4),%a0
	moveb %a0@,%d0
	moveb %d0,%d1
	addqb #1,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_inc_1_seq_cst:
	moveal %sp@(4),%a0
	moveb %a0@,%d0
	moveb %d0,%d1
	addqb #1,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_inc_1_seq_cst_fence:
	moveal %sp@(4),%a0
	moveb %a0@,%d0
	moveb %d0,%d1
	addqb #1,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_dec_1_relaxed:
	moveal %sp@(4),%a0
	moveb %a0@,%d0
	moveb %d0,%d1
	subqb #1,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_dec_1_acquire:
	moveal %sp@(4),%a0
	moveb %a0@,%d0
	moveb %d0,%d1
	subqb #1,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_dec_1_release:
	moveal %sp@(4),%a0
	moveb %a0@,%d0
	moveb %d0,%d1
	subqb #1,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_dec_1_acq_rel:
	moveal %sp@(4),%a0
	moveb %a0@,%d0
	moveb %d0,%d1
	subqb #1,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_dec_1_seq_cst:
	moveal %sp@(4),%a0
	moveb %a0@,%d0
	moveb %d0,%d1
	subqb #1,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_dec_1_seq_cst_fence:
	moveal %sp@(4),%a0
	moveb %a0@,%d0
	moveb %d0,%d1
	subqb #1,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_add_around_1_mb:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveb %sp@(15),%d2
	moveb %a0@,%d0
	moveb %d0,%d1
	addb %d2,%d1
	casb %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_load_2_relaxed:
	moveal %sp@(4),%a0
	movew %a0@,%d0
	rts

uat_load_2_consume:
	moveal %sp@(4),%a0
	movew %a0@,%d0
	rts

uat_load_2_acquire:
	moveal %sp@(4),%a0
	movew %a0@,%d0
	rts

uat_load_2_seq_cst:
	moveal %sp@(4),%a0
	movew %a0@,%d0
	rts

uat_load_2_seq_cst_fence:
	moveal %sp@(4),%a0
	movew %a0@,%d0
	rts

uat_store_2_relaxed:
	moveal %sp@(4),%a0
	movew %sp@(10),%a0@
	rts

uat_store_2_release:
	movel %sp@(8),%d0
	moveal %sp@(4),%a0
	movew %d0,%a0@
	rts

uat_store_2_seq_cst:
	movel %sp@(8),%d0
	moveal %sp@(4),%a0
	movew %d0,%a0@
	rts

uat_store_2_seq_cst_fence:
	movel %sp@(8),%d0
	moveal %sp@(4),%a0
	movew %d0,%a0@
	rts

uat_cmpxchg_2_relaxed:
	moveal %sp@(4),%a0
	movew %sp@(10),%d0
	movew %sp@(14),%d1
	casw %d0,%d1,%a0@
	seq %d1
	rts

uat_cmpxchg_2_acquire:
	moveal %sp@(4),%a0
	movew %sp@(10),%d0
	movew %sp@(14),%d1
	casw %d0,%d1,%a0@
	seq %d1
	rts

uat_cmpxchg_2_release:
	moveal %sp@(4),%a0
	movew %sp@(10),%d0
	movew %sp@(14),%d1
	casw %d0,%d1,%a0@
	seq %d1
	rts

uat_cmpxchg_2_acq_rel:
	moveal %sp@(4),%a0
	movew %sp@(10),%d0
	movew %sp@(14),%d1
	casw %d0,%d1,%a0@
	seq %d1
	rts

uat_cmpxchg_2_seq_cst:
	moveal %sp@(4),%a0
	movew %sp@(10),%d0
	movew %sp@(14),%d1
	casw %d0,%d1,%a0@
	seq %d1
	rts

uat_cmpxchg_2_seq_cst_fence_sc:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d1
	movew %sp@(18),%d2
	movew %d1,%d0
	casw %d0,%d2,%a0@
	seq %d2
	cmpw %d1,%d0
	bnew .L9
	movel %sp@+,%d2
	rts

uat_cmpxchg_2_seq_cst_fence:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movew %sp@(18),%d1
	clrl %d2
	movew %sp@(22),%d2
	movew %d1,%d0
	casw %d0,%d2,%a0@
	seq %d3
	cmpw %d1,%d0
	bnes .L14
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts
	casw %d1,%d2,%a0@
	seq %d2
	movew %d1,%d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_cmpxchg_test_2_seq_cst_fence:
	moveml %d2-%d4,%sp@-
	moveal %sp@(16),%a0
	movel %sp@(20),%d0
	movew %d0,%d1
	clrl %d2
	movew %sp@(26),%d2
	movew %d0,%d4
	casw %d4,%d2,%a0@
	seq %d3
	moveaw %d4,%a1
	cmpw %d0,%d4
	bnes .L18
	cmpw %a1,%d0
	seq %d0
	extbl %d0
	negl %d0
	moveml %sp@+,%d2-%d4
	rts
	casw %d1,%d2,%a0@
	seq %d2
	moveaw %d1,%a1
	cmpw %a1,%d0
	seq %d0
	extbl %d0
	negl %d0
	moveml %sp@+,%d2-%d4
	rts

uat_try_cmpxchg_2_relaxed:
	moveal %sp@(4),%a0
	movew %sp@(10),%d1
	movew %sp@(14),%d0
	casw %d1,%d0,%a0@
	seq %d0
	negb %d0
	andil #255,%d0
	rts

uat_try_cmpxchg_2_acquire:
	moveal %sp@(4),%a0
	movew %sp@(10),%d1
	movew %sp@(14),%d0
	casw %d1,%d0,%a0@
	seq %d0
	negb %d0
	andil #255,%d0
	rts

uat_try_cmpxchg_2_release:
	moveal %sp@(4),%a0
	movew %sp@(10),%d1
	movew %sp@(14),%d0
	casw %d1,%d0,%a0@
	seq %d0
	negb %d0
	andil #255,%d0
	rts

uat_try_cmpxchg_2_acq_rel:
	moveal %sp@(4),%a0
	movew %sp@(10),%d1
	movew %sp@(14),%d0
	casw %d1,%d0,%a0@
	seq %d0
	negb %d0
	andil #255,%d0
	rts

uat_try_cmpxchg_2_seq_cst:
	moveal %sp@(4),%a0
	movew %sp@(10),%d1
	movew %sp@(14),%d0
	casw %d1,%d0,%a0@
	seq %d0
	negb %d0
	andil #255,%d0
	rts

uat_try_cmpxchg_2_seq_cst_fence_sc:
	moveal %sp@(4),%a0
	movew %sp@(10),%d0
	movew %sp@(14),%d1
	casw %d0,%d1,%a0@
	seq %d1
	negb %d1
	clrw %d0
	moveb %d1,%d0
	beqw .L9
	andil #255,%d0
	rts

uat_try_cmpxchg_2_seq_cst_fence:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movew %sp@(18),%d2
	clrl %d1
	movew %sp@(22),%d1
	movew %d2,%d0
	casw %d0,%d1,%a0@
	seq %d3
	moveq #1,%d0
	tstb %d3
	beqs .L15
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts
	casw %d2,%d1,%a0@
	seq %d1
	negb %d1
	clrl %d0
	moveb %d1,%d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_try_cmpxchg_weak_2_relaxed:
	moveal %sp@(4),%a0
	movew %sp@(10),%d1
	movew %sp@(14),%d0
	casw %d1,%d0,%a0@
	seq %d0
	negb %d0
	andil #255,%d0
	rts

uat_try_cmpxchg_weak_2_acquire:
	moveal %sp@(4),%a0
	movew %sp@(10),%d1
	movew %sp@(14),%d0
	casw %d1,%d0,%a0@
	seq %d0
	negb %d0
	andil #255,%d0
	rts

uat_try_cmpxchg_weak_2_release:
	moveal %sp@(4),%a0
	movew %sp@(10),%d1
	movew %sp@(14),%d0
	casw %d1,%d0,%a0@
	seq %d0
	negb %d0
	andil #255,%d0
	rts

uat_try_cmpxchg_weak_2_acq_rel:
	moveal %sp@(4),%a0
	movew %sp@(10),%d1
	movew %sp@(14),%d0
	casw %d1,%d0,%a0@
	seq %d0
	negb %d0
	andil #255,%d0
	rts

uat_try_cmpxchg_weak_2_seq_cst:
	moveal %sp@(4),%a0
	movew %sp@(10),%d1
	movew %sp@(14),%d0
	casw %d1,%d0,%a0@
	seq %d0
	negb %d0
	andil #255,%d0
	rts

uat_try_cmpxchg_weak_2_seq_cst_fence_sc:
	moveal %sp@(4),%a0
	movew %sp@(10),%d0
	movew %sp@(14),%d1
	casw %d0,%d1,%a0@
	seq %d1
	negb %d1
	clrw %d0
	moveb %d1,%d0
	beqw .L9
	andil #255,%d0
	rts

uat_try_cmpxchg_weak_2_seq_cst_fence:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movew %sp@(18),%d2
	clrl %d1
	movew %sp@(22),%d1
	movew %d2,%d0
	casw %d0,%d1,%a0@
	seq %d3
	moveq #1,%d0
	tstb %d3
	beqs .L15
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts
	casw %d2,%d1,%a0@
	seq %d1
	negb %d1
	clrl %d0
	moveb %d1,%d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_xchg_2_relaxed:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d1
	movew %a0@,%d0
	casw %d0,%d1,%a0@
	seq %d2
	tstb %d2
	beqs .L4
	movel %sp@+,%d2
	rts

uat_xchg_2_acquire:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d1
	movew %a0@,%d0
	casw %d0,%d1,%a0@
	seq %d2
	tstb %d2
	beqs .L4
	movel %sp@+,%d2
	rts

uat_xchg_2_release:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d1
	movew %a0@,%d0
	casw %d0,%d1,%a0@
	seq %d2
	tstb %d2
	beqs .L4
	movel %sp@+,%d2
	rts

uat_xchg_2_acq_rel:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d1
	movew %a0@,%d0
	casw %d0,%d1,%a0@
	seq %d2
	tstb %d2
	beqs .L4
	movel %sp@+,%d2
	rts

uat_xchg_2_seq_cst:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d1
	movew %a0@,%d0
	casw %d0,%d1,%a0@
	seq %d2
	tstb %d2
	beqs .L4
	movel %sp@+,%d2
	rts

uat_xchg_2_seq_cst_fence:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d1
	movew %a0@,%d0
	casw %d0,%d1,%a0@
	seq %d2
	tstb %d2
	beqs .L4
	movel %sp@+,%d2
	rts

uat_add_return_2_relaxed:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveaw %sp@(14),%a1
	movew %a0@,%d1
	movew %d1,%d0
	addw %a1,%d0
	casw %d1,%d0,%a0@
	seq %d2
	tstb %d2
	beqs .L4
	movel %sp@+,%d2
	rts

uat_add_return_2_acquire:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveaw %sp@(14),%a1
	movew %a0@,%d1
	movew %d1,%d0
	addw %a1,%d0
	casw %d1,%d0,%a0@
	seq %d2
	tstb %d2
	beqs .L4
	movel %sp@+,%d2
	rts

uat_add_return_2_release:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveaw %sp@(14),%a1
	movew %a0@,%d1
	movew %d1,%d0
	addw %a1,%d0
	casw %d1,%d0,%a0@
	seq %d2
	tstb %d2
	beqs .L4
	movel %sp@+,%d2
	rts

uat_add_return_2_acq_rel:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveaw %sp@(14),%a1
	movew %a0@,%d1
	movew %d1,%d0
	addw %a1,%d0
	casw %d1,%d0,%a0@
	seq %d2
	tstb %d2
	beqs .L4
	movel %sp@+,%d2
	rts

uat_add_return_2_seq_cst:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveaw %sp@(14),%a1
	movew %a0@,%d1
	movew %d1,%d0
	addw %a1,%d0
	casw %d1,%d0,%a0@
	seq %d2
	tstb %d2
	beqs .L4
	movel %sp@+,%d2
	rts

uat_add_return_2_seq_cst_fence:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveaw %sp@(14),%a1
	movew %a0@,%d1
	movew %d1,%d0
	addw %a1,%d0
	casw %d1,%d0,%a0@
	seq %d2
	tstb %d2
	beqs .L4
	movel %sp@+,%d2
	rts

uat_add_2_relaxed:
	moveal %sp@(4),%a0
	moveaw %sp@(10),%a1
	movew %a0@,%d0
	movew %d0,%d1
	addw %a1,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L3
	rts

uat_add_2_acquire:
	moveal %sp@(4),%a0
	moveaw %sp@(10),%a1
	movew %a0@,%d0
	movew %d0,%d1
	addw %a1,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L3
	rts

uat_add_2_release:
	moveal %sp@(4),%a0
	moveaw %sp@(10),%a1
	movew %a0@,%d0
	movew %d0,%d1
	addw %a1,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L3
	rts

uat_add_2_acq_rel:
	moveal %sp@(4),%a0
	moveaw %sp@(10),%a1
	movew %a0@,%d0
	movew %d0,%d1
	addw %a1,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L3
	rts

uat_add_2_seq_cst:
	moveal %sp@(4),%a0
	moveaw %sp@(10),%a1
	movew %a0@,%d0
	movew %d0,%d1
	addw %a1,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L3
	rts

uat_add_2_seq_cst_fence:
	moveal %sp@(4),%a0
	moveaw %sp@(10),%a1
	movew %a0@,%d0
	movew %d0,%d1
	addw %a1,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L3
	rts

uat_and_2_relaxed:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d2
	movew %a0@,%d0
	movew %d0,%d1
	andw %d2,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_and_2_acquire:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d2
	movew %a0@,%d0
	movew %d0,%d1
	andw %d2,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_and_2_release:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d2
	movew %a0@,%d0
	movew %d0,%d1
	andw %d2,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_and_2_acq_rel:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d2
	movew %a0@,%d0
	movew %d0,%d1
	andw %d2,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_and_2_seq_cst:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d2
	movew %a0@,%d0
	movew %d0,%d1
	andw %d2,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_and_2_seq_cst_fence:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d2
	movew %a0@,%d0
	movew %d0,%d1
	andw %d2,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_or_2_relaxed:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d2
	movew %a0@,%d0
	movew %d0,%d1
	orw %d2,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_or_2_acquire:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d2
	movew %a0@,%d0
	movew %d0,%d1
	orw %d2,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_or_2_release:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d2
	movew %a0@,%d0
	movew %d0,%d1
	orw %d2,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_or_2_acq_rel:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d2
	movew %a0@,%d0
	movew %d0,%d1
	orw %d2,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_or_2_seq_cst:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d2
	movew %a0@,%d0
	movew %d0,%d1
	orw %d2,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_or_2_seq_cst_fence:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d2
	movew %a0@,%d0
	movew %d0,%d1
	orw %d2,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_xor_2_relaxed:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d2
	movew %a0@,%d0
	movew %d0,%d1
	eorw %d2,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_xor_2_acquire:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d2
	movew %a0@,%d0
	movew %d0,%d1
	eorw %d2,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_xor_2_release:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d2
	movew %a0@,%d0
	movew %d0,%d1
	eorw %d2,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_xor_2_acq_rel:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d2
	movew %a0@,%d0
	movew %d0,%d1
	eorw %d2,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_xor_2_seq_cst:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d2
	movew %a0@,%d0
	movew %d0,%d1
	eorw %d2,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_xor_2_seq_cst_fence:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d2
	movew %a0@,%d0
	movew %d0,%d1
	eorw %d2,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L4
	movel %sp@+,%d2
	rts

uat_fetch_add_2_relaxed:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveaw %sp@(14),%a1
	movew %a0@,%d1
	movew %d1,%d0
	movew %d1,%d2
	addw %a1,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L4
	movel %sp@+,%d2
	rts

uat_fetch_add_2_acquire:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveaw %sp@(14),%a1
	movew %a0@,%d1
	movew %d1,%d0
	movew %d1,%d2
	addw %a1,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L4
	movel %sp@+,%d2
	rts

uat_fetch_add_2_release:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveaw %sp@(14),%a1
	movew %a0@,%d1
	movew %d1,%d0
	movew %d1,%d2
	addw %a1,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L4
	movel %sp@+,%d2
	rts

uat_fetch_add_2_acq_rel:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveaw %sp@(14),%a1
	movew %a0@,%d1
	movew %d1,%d0
	movew %d1,%d2
	addw %a1,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L4
	movel %sp@+,%d2
	rts

uat_fetch_add_2_seq_cst:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveaw %sp@(14),%a1
	movew %a0@,%d1
	movew %d1,%d0
	movew %d1,%d2
	addw %a1,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L4
	movel %sp@+,%d2
	rts

uat_fetch_add_2_seq_cst_fence:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	moveaw %sp@(14),%a1
	movew %a0@,%d1
	movew %d1,%d0
	movew %d1,%d2
	addw %a1,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L4
	movel %sp@+,%d2
	rts

uat_fetch_and_2_relaxed:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movew %sp@(18),%d3
	movew %a0@,%d1
	movew %d1,%d0
	movew %d1,%d2
	andw %d3,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_and_2_acquire:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movew %sp@(18),%d3
	movew %a0@,%d1
	movew %d1,%d0
	movew %d1,%d2
	andw %d3,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_and_2_release:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movew %sp@(18),%d3
	movew %a0@,%d1
	movew %d1,%d0
	movew %d1,%d2
	andw %d3,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_and_2_acq_rel:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movew %sp@(18),%d3
	movew %a0@,%d1
	movew %d1,%d0
	movew %d1,%d2
	andw %d3,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_and_2_seq_cst:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movew %sp@(18),%d3
	movew %a0@,%d1
	movew %d1,%d0
	movew %d1,%d2
	andw %d3,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_and_2_seq_cst_fence:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movew %sp@(18),%d3
	movew %a0@,%d1
	movew %d1,%d0
	movew %d1,%d2
	andw %d3,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_or_2_relaxed:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movew %sp@(18),%d3
	movew %a0@,%d1
	movew %d1,%d0
	movew %d1,%d2
	orw %d3,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_or_2_acquire:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movew %sp@(18),%d3
	movew %a0@,%d1
	movew %d1,%d0
	movew %d1,%d2
	orw %d3,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_or_2_release:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movew %sp@(18),%d3
	movew %a0@,%d1
	movew %d1,%d0
	movew %d1,%d2
	orw %d3,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_or_2_acq_rel:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movew %sp@(18),%d3
	movew %a0@,%d1
	movew %d1,%d0
	movew %d1,%d2
	orw %d3,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_or_2_seq_cst:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movew %sp@(18),%d3
	movew %a0@,%d1
	movew %d1,%d0
	movew %d1,%d2
	orw %d3,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_or_2_seq_cst_fence:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movew %sp@(18),%d3
	movew %a0@,%d1
	movew %d1,%d0
	movew %d1,%d2
	orw %d3,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_xor_2_relaxed:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movew %sp@(18),%d3
	movew %a0@,%d1
	movew %d1,%d0
	movew %d1,%d2
	eorw %d3,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_xor_2_acquire:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movew %sp@(18),%d3
	movew %a0@,%d1
	movew %d1,%d0
	movew %d1,%d2
	eorw %d3,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_xor_2_release:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movew %sp@(18),%d3
	movew %a0@,%d1
	movew %d1,%d0
	movew %d1,%d2
	eorw %d3,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_xor_2_acq_rel:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movew %sp@(18),%d3
	movew %a0@,%d1
	movew %d1,%d0
	movew %d1,%d2
	eorw %d3,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_xor_2_seq_cst:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movew %sp@(18),%d3
	movew %a0@,%d1
	movew %d1,%d0
	movew %d1,%d2
	eorw %d3,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_xor_2_seq_cst_fence:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movew %sp@(18),%d3
	movew %a0@,%d1
	movew %d1,%d0
	movew %d1,%d2
	eorw %d3,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_smax_2_relaxed:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movew %sp@(18),%d1
	movew %a0@,%d0
	movew %d0,%d2
	cmpw %d0,%d1
	bles .L9
	movew %d1,%d2
	movew %d2,%d3
	extl %d3
	smi %d2
	extbl %d2
	casw %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_smax_2_acquire:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movew %sp@(18),%d1
	movew %a0@,%d0
	movew %d0,%d2
	cmpw %d0,%d1
	bles .L9
	movew %d1,%d2
	movew %d2,%d3
	extl %d3
	smi %d2
	extbl %d2
	casw %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_smax_2_release:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movew %sp@(18),%d1
	movew %a0@,%d0
	movew %d0,%d2
	cmpw %d0,%d1
	bles .L9
	movew %d1,%d2
	movew %d2,%d3
	extl %d3
	smi %d2
	extbl %d2
	casw %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_smax_2_acq_rel:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movew %sp@(18),%d1
	movew %a0@,%d0
	movew %d0,%d2
	cmpw %d0,%d1
	bles .L9
	movew %d1,%d2
	movew %d2,%d3
	extl %d3
	smi %d2
	extbl %d2
	casw %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_smax_2_seq_cst:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movew %sp@(18),%d1
	movew %a0@,%d0
	movew %d0,%d2
	cmpw %d0,%d1
	bles .L9
	movew %d1,%d2
	movew %d2,%d3
	extl %d3
	smi %d2
	extbl %d2
	casw %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_smax_2_seq_cst_fence:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movew %sp@(18),%d1
	movew %a0@,%d0
	movew %d0,%d2
	cmpw %d0,%d1
	bles .L9
	movew %d1,%d2
	movew %d2,%d3
	extl %d3
	smi %d2
	extbl %d2
	casw %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_umax_2_relaxed:
	moveal %sp@(4),%a0
	moveaw %sp@(10),%a1
	movew %a0@,%d0
	movew %a1,%d1
	cmpw %a1,%d0
	blss .L7
	movew %d0,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L3
	rts

uat_fetch_umax_2_acquire:
	moveal %sp@(4),%a0
	moveaw %sp@(10),%a1
	movew %a0@,%d0
	movew %a1,%d1
	cmpw %a1,%d0
	blss .L7
	movew %d0,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L3
	rts

uat_fetch_umax_2_release:
	moveal %sp@(4),%a0
	moveaw %sp@(10),%a1
	movew %a0@,%d0
	movew %a1,%d1
	cmpw %a1,%d0
	blss .L7
	movew %d0,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L3
	rts

uat_fetch_umax_2_acq_rel:
	moveal %sp@(4),%a0
	moveaw %sp@(10),%a1
	movew %a0@,%d0
	movew %a1,%d1
	cmpw %a1,%d0
	blss .L7
	movew %d0,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L3
	rts

uat_fetch_umax_2_seq_cst:
	moveal %sp@(4),%a0
	moveaw %sp@(10),%a1
	movew %a0@,%d0
	movew %a1,%d1
	cmpw %a1,%d0
	blss .L7
	movew %d0,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L3
	rts

uat_fetch_umax_2_seq_cst_fence:
	moveal %sp@(4),%a0
	moveaw %sp@(10),%a1
	movew %a0@,%d0
	movew %a1,%d1
	cmpw %a1,%d0
	blss .L7
	movew %d0,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L3
	rts

uat_fetch_smin_2_relaxed:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movew %sp@(18),%d1
	movew %a0@,%d0
	movew %d0,%d2
	cmpw %d0,%d1
	bges .L9
	movew %d1,%d2
	movew %d2,%d3
	extl %d3
	smi %d2
	extbl %d2
	casw %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_smin_2_acquire:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movew %sp@(18),%d1
	movew %a0@,%d0
	movew %d0,%d2
	cmpw %d0,%d1
	bges .L9
	movew %d1,%d2
	movew %d2,%d3
	extl %d3
	smi %d2
	extbl %d2
	casw %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_smin_2_release:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movew %sp@(18),%d1
	movew %a0@,%d0
	movew %d0,%d2
	cmpw %d0,%d1
	bges .L9
	movew %d1,%d2
	movew %d2,%d3
	extl %d3
	smi %d2
	extbl %d2
	casw %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_smin_2_acq_rel:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movew %sp@(18),%d1
	movew %a0@,%d0
	movew %d0,%d2
	cmpw %d0,%d1
	bges .L9
	movew %d1,%d2
	movew %d2,%d3
	extl %d3
	smi %d2
	extbl %d2
	casw %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_smin_2_seq_cst:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movew %sp@(18),%d1
	movew %a0@,%d0
	movew %d0,%d2
	cmpw %d0,%d1
	bges .L9
	movew %d1,%d2
	movew %d2,%d3
	extl %d3
	smi %d2
	extbl %d2
	casw %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_smin_2_seq_cst_fence:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movew %sp@(18),%d1
	movew %a0@,%d0
	movew %d0,%d2
	cmpw %d0,%d1
	bges .L9
	movew %d1,%d2
	movew %d2,%d3
	extl %d3
	smi %d2
	extbl %d2
	casw %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_umin_2_relaxed:
	moveal %sp@(4),%a0
	moveaw %sp@(10),%a1
	movew %a0@,%d0
	movew %a1,%d1
	cmpw %a1,%d0
	bccs .L7
	movew %d0,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L3
	rts

uat_fetch_umin_2_acquire:
	moveal %sp@(4),%a0
	moveaw %sp@(10),%a1
	movew %a0@,%d0
	movew %a1,%d1
	cmpw %a1,%d0
	bccs .L7
	movew %d0,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L3
	rts

uat_fetch_umin_2_release:
	moveal %sp@(4),%a0
	moveaw %sp@(10),%a1
	movew %a0@,%d0
	movew %a1,%d1
	cmpw %a1,%d0
	bccs .L7
	movew %d0,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L3
	rts

uat_fetch_umin_2_acq_rel:
	moveal %sp@(4),%a0
	moveaw %sp@(10),%a1
	movew %a0@,%d0
	movew %a1,%d1
	cmpw %a1,%d0
	bccs .L7
	movew %d0,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L3
	rts

uat_fetch_umin_2_seq_cst:
	moveal %sp@(4),%a0
	moveaw %sp@(10),%a1
	movew %a0@,%d0
	movew %a1,%d1
	cmpw %a1,%d0
	bccs .L7
	movew %d0,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L3
	rts

uat_fetch_umin_2_seq_cst_fence:
	moveal %sp@(4),%a0
	moveaw %sp@(10),%a1
	movew %a0@,%d0
	movew %a1,%d1
	cmpw %a1,%d0
	bccs .L7
	movew %d0,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L3
	rts

uat_test_and_set_bit_2_relaxed:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #15,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movew %a0@,%d1
	movew %d1,%d3
	movew %d1,%d2
	orw %d0,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	tstw %d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_test_and_set_bit_2_acquire:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #15,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movew %a0@,%d1
	movew %d1,%d3
	movew %d1,%d2
	orw %d0,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	tstw %d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_test_and_set_bit_2_release:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #15,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movew %a0@,%d1
	movew %d1,%d3
	movew %d1,%d2
	orw %d0,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	tstw %d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_test_and_set_bit_2_acq_rel:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #15,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movew %a0@,%d1
	movew %d1,%d3
	movew %d1,%d2
	orw %d0,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	tstw %d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_test_and_set_bit_2_seq_cst:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #15,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movew %a0@,%d1
	movew %d1,%d3
	movew %d1,%d2
	orw %d0,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	tstw %d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_test_and_set_bit_2_seq_cst_fence:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #15,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movew %a0@,%d1
	movew %d1,%d3
	movew %d1,%d2
	orw %d0,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	tstw %d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_test_and_clear_bit_2_relaxed:
	moveml %d2-%d4,%sp@-
	moveal %sp@(16),%a0
	moveq #15,%d1
	andl %sp@(20),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movel %d0,%d4
	notw %d4
	movew %a0@,%d1
	movew %d1,%d3
	movew %d1,%d2
	andw %d4,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L9
	andl %d3,%d0
	tstw %d0
	sne %d0
	extbl %d0
	negl %d0
	moveml %sp@+,%d2-%d4
	rts

uat_test_and_clear_bit_2_acquire:
	moveml %d2-%d4,%sp@-
	moveal %sp@(16),%a0
	moveq #15,%d1
	andl %sp@(20),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movel %d0,%d4
	notw %d4
	movew %a0@,%d1
	movew %d1,%d3
	movew %d1,%d2
	andw %d4,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L9
	andl %d3,%d0
	tstw %d0
	sne %d0
	extbl %d0
	negl %d0
	moveml %sp@+,%d2-%d4
	rts

uat_test_and_clear_bit_2_release:
	moveml %d2-%d4,%sp@-
	moveal %sp@(16),%a0
	moveq #15,%d1
	andl %sp@(20),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movel %d0,%d4
	notw %d4
	movew %a0@,%d1
	movew %d1,%d3
	movew %d1,%d2
	andw %d4,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L9
	andl %d3,%d0
	tstw %d0
	sne %d0
	extbl %d0
	negl %d0
	moveml %sp@+,%d2-%d4
	rts

uat_test_and_clear_bit_2_acq_rel:
	moveml %d2-%d4,%sp@-
	moveal %sp@(16),%a0
	moveq #15,%d1
	andl %sp@(20),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movel %d0,%d4
	notw %d4
	movew %a0@,%d1
	movew %d1,%d3
	movew %d1,%d2
	andw %d4,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L9
	andl %d3,%d0
	tstw %d0
	sne %d0
	extbl %d0
	negl %d0
	moveml %sp@+,%d2-%d4
	rts

uat_test_and_clear_bit_2_seq_cst:
	moveml %d2-%d4,%sp@-
	moveal %sp@(16),%a0
	moveq #15,%d1
	andl %sp@(20),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movel %d0,%d4
	notw %d4
	movew %a0@,%d1
	movew %d1,%d3
	movew %d1,%d2
	andw %d4,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L9
	andl %d3,%d0
	tstw %d0
	sne %d0
	extbl %d0
	negl %d0
	moveml %sp@+,%d2-%d4
	rts

uat_test_and_clear_bit_2_seq_cst_fence:
	moveml %d2-%d4,%sp@-
	moveal %sp@(16),%a0
	moveq #15,%d1
	andl %sp@(20),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movel %d0,%d4
	notw %d4
	movew %a0@,%d1
	movew %d1,%d3
	movew %d1,%d2
	andw %d4,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L9
	andl %d3,%d0
	tstw %d0
	sne %d0
	extbl %d0
	negl %d0
	moveml %sp@+,%d2-%d4
	rts

uat_test_and_change_bit_2_relaxed:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #15,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movew %a0@,%d1
	movew %d1,%d3
	movew %d1,%d2
	eorw %d0,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	tstw %d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_test_and_change_bit_2_acquire:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #15,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movew %a0@,%d1
	movew %d1,%d3
	movew %d1,%d2
	eorw %d0,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	tstw %d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_test_and_change_bit_2_release:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #15,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movew %a0@,%d1
	movew %d1,%d3
	movew %d1,%d2
	eorw %d0,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	tstw %d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_test_and_change_bit_2_acq_rel:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #15,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movew %a0@,%d1
	movew %d1,%d3
	movew %d1,%d2
	eorw %d0,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	tstw %d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_test_and_change_bit_2_seq_cst:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #15,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movew %a0@,%d1
	movew %d1,%d3
	movew %d1,%d2
	eorw %d0,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	tstw %d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_test_and_change_bit_2_seq_cst_fence:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #15,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movew %a0@,%d1
	movew %d1,%d3
	movew %d1,%d2
	eorw %d0,%d2
	casw %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	tstw %d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_add_unless_2_relaxed:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d2
	moveaw %sp@(18),%a1
	movew %a0@,%d0
	cmpw %a1,%d0
	beqs .L13
	movew %d2,%d1
	addw %d0,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L5
	movel %sp@+,%d2
	rts

uat_fetch_add_unless_2_acquire:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d2
	moveaw %sp@(18),%a1
	movew %a0@,%d0
	cmpw %a1,%d0
	beqs .L13
	movew %d2,%d1
	addw %d0,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L5
	movel %sp@+,%d2
	rts

uat_fetch_add_unless_2_release:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d2
	moveaw %sp@(18),%a1
	movew %a0@,%d0
	cmpw %a1,%d0
	beqs .L13
	movew %d2,%d1
	addw %d0,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L5
	movel %sp@+,%d2
	rts

uat_fetch_add_unless_2_acq_rel:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d2
	moveaw %sp@(18),%a1
	movew %a0@,%d0
	cmpw %a1,%d0
	beqs .L13
	movew %d2,%d1
	addw %d0,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L5
	movel %sp@+,%d2
	rts

uat_fetch_add_unless_2_seq_cst:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d2
	moveaw %sp@(18),%a1
	movew %a0@,%d0
	cmpw %a1,%d0
	beqs .L13
	movew %d2,%d1
	addw %d0,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L5
	movel %sp@+,%d2
	rts

uat_fetch_add_unless_2_seq_cst_fence:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d2
	moveaw %sp@(18),%a1
	movew %a0@,%d0
	cmpw %a1,%d0
	beqs .L13
	movew %d2,%d1
	addw %d0,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L5
	movel %sp@+,%d2
	rts

uat_add_unless_2_relaxed:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d2
	moveaw %sp@(18),%a1
	movew %a0@,%d0
	cmpw %a1,%d0
	beqs .L16
	movew %d2,%d1
	addw %d0,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L5
	moveq #1,%d0
	movel %sp@+,%d2
	rts
	clrl %d0
	movel %sp@+,%d2
	rts

uat_add_unless_2_acquire:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d2
	moveaw %sp@(18),%a1
	movew %a0@,%d0
	cmpw %a1,%d0
	beqs .L16
	movew %d2,%d1
	addw %d0,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L5
	moveq #1,%d0
	movel %sp@+,%d2
	rts
	clrl %d0
	movel %sp@+,%d2
	rts

uat_add_unless_2_release:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d2
	moveaw %sp@(18),%a1
	movew %a0@,%d0
	cmpw %a1,%d0
	beqs .L16
	movew %d2,%d1
	addw %d0,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L5
	moveq #1,%d0
	movel %sp@+,%d2
	rts
	clrl %d0
	movel %sp@+,%d2
	rts

uat_add_unless_2_acq_rel:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d2
	moveaw %sp@(18),%a1
	movew %a0@,%d0
	cmpw %a1,%d0
	beqs .L16
	movew %d2,%d1
	addw %d0,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L5
	moveq #1,%d0
	movel %sp@+,%d2
	rts
	clrl %d0
	movel %sp@+,%d2
	rts

uat_add_unless_2_seq_cst:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d2
	moveaw %sp@(18),%a1
	movew %a0@,%d0
	cmpw %a1,%d0
	beqs .L16
	movew %d2,%d1
	addw %d0,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L5
	moveq #1,%d0
	movel %sp@+,%d2
	rts
	clrl %d0
	movel %sp@+,%d2
	rts

uat_add_unless_2_seq_cst_fence:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movew %sp@(14),%d2
	moveaw %sp@(18),%a1
	movew %a0@,%d0
	cmpw %a1,%d0
	beqs .L16
	movew %d2,%d1
	addw %d0,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L5
	moveq #1,%d0
	movel %sp@+,%d2
	rts
	clrl %d0
	movel %sp@+,%d2
	rts

uat_dec_if_positive_2_relaxed:
	moveal %sp@(4),%a0
	movew %a0@,%d0
	tstw %d0
	bles .L12
	movew %d0,%d1
	subqw #1,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	subqw #1,%d0
	rts
	cmpiw #-32768,%d0
	sne %d1
	extw %d1
	addw %d1,%d0
	rts

uat_dec_if_positive_2_acquire:
	moveal %sp@(4),%a0
	movew %a0@,%d0
	tstw %d0
	bles .L12
	movew %d0,%d1
	subqw #1,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	subqw #1,%d0
	rts
	cmpiw #-32768,%d0
	sne %d1
	extw %d1
	addw %d1,%d0
	rts

uat_dec_if_positive_2_release:
	moveal %sp@(4),%a0
	movew %a0@,%d0
	tstw %d0
	bles .L12
	movew %d0,%d1
	subqw #1,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	subqw #1,%d0
	rts
	cmpiw #-32768,%d0
	sne %d1
	extw %d1
	addw %d1,%d0
	rts

uat_dec_if_positive_2_acq_rel:
	moveal %sp@(4),%a0
	movew %a0@,%d0
	tstw %d0
	bles .L12
	movew %d0,%d1
	subqw #1,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	subqw #1,%d0
	rts
	cmpiw #-32768,%d0
	sne %d1
	extw %d1
	addw %d1,%d0
	rts

uat_dec_if_positive_2_seq_cst:
	moveal %sp@(4),%a0
	movew %a0@,%d0
	tstw %d0
	bles .L12
	movew %d0,%d1
	subqw #1,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	subqw #1,%d0
	rts
	cmpiw #-32768,%d0
	sne %d1
	extw %d1
	addw %d1,%d0
	rts

uat_dec_if_positive_2_seq_cst_fence:
	moveal %sp@(4),%a0
	movew %a0@,%d0
	tstw %d0
	bles .L12
	movew %d0,%d1
	subqw #1,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	subqw #1,%d0
	rts
	cmpiw #-32768,%d0
	sne %d1
	extw %d1
	addw %d1,%d0
	rts

uat_cond_load_2_relaxed:
	moveal %sp@(4),%a1
	movel %sp@(8),%d0
	moveaw %d0,%a0
	movew %a1@,%d1
	cmpw %a0,%d1
	bnes .L7
	rts
	bras .L3

uat_cond_load_2_consume:
	moveal %sp@(4),%a1
	movel %sp@(8),%d0
	moveaw %d0,%a0
	movew %a1@,%d1
	cmpw %a0,%d1
	bnes .L7
	rts
	bras .L3

uat_cond_load_2_acquire:
	moveal %sp@(4),%a1
	movel %sp@(8),%d0
	moveaw %d0,%a0
	movew %a1@,%d1
	cmpw %a0,%d1
	bnes .L7
	rts
	bras .L3

uat_cond_load_2_seq_cst:
	moveal %sp@(4),%a1
	movel %sp@(8),%d0
	moveaw %d0,%a0
	movew %a1@,%d1
	cmpw %a0,%d1
	bnes .L7
	rts
	bras .L3

uat_cond_load_2_seq_cst_fence:
	moveal %sp@(4),%a1
	movel %sp@(8),%d0
	moveaw %d0,%a0
	movew %a1@,%d1
	cmpw %a0,%d1
	bnes .L7
	rts
	bras .L3

uat_inc_2_relaxed:
	moveal %sp@(4),%a0
	movew %a0@,%d0
	movew %d0,%d1
	addqw #1,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_inc_2_acquire:
	moveal %sp@(4),%a0
	movew %a0@,%d0
	movew %d0,%d1
	addqw #1,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_inc_2_release:
	moveal %sp@(4),%a0
	movew %a0@,%d0
	movew %d0,%d1
	addqw #1,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_inc_2_acq_rel:
	moveal %sp@(4),%a0
	movew %a0@,%d0
	movew %d0,%d1
	addqw #1,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_inc_2_seq_cst:
	moveal %sp@(4),%a0
	movew %a0@,%d0
	movew %d0,%d1
	addqw #1,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_inc_2_seq_cst_fence:
	moveal %sp@(4),%a0
	movew %a0@,%d0
	movew %d0,%d1
	addqw #1,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_dec_2_relaxed:
	moveal %sp@(4),%a0
	movew %a0@,%d0
	movew %d0,%d1
	subqw #1,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_dec_2_acquire:
	moveal %sp@(4),%a0
	movew %a0@,%d0
	movew %d0,%d1
	subqw #1,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_dec_2_release:
	moveal %sp@(4),%a0
	movew %a0@,%d0
	movew %d0,%d1
	subqw #1,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_dec_2_acq_rel:
	moveal %sp@(4),%a0
	movew %a0@,%d0
	movew %d0,%d1
	subqw #1,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_dec_2_seq_cst:
	moveal %sp@(4),%a0
	movew %a0@,%d0
	movew %d0,%d1
	subqw #1,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_dec_2_seq_cst_fence:
	moveal %sp@(4),%a0
	movew %a0@,%d0
	movew %d0,%d1
	subqw #1,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_add_around_2_mb:
	moveal %sp@(4),%a0
	moveaw %sp@(10),%a1
	movew %a0@,%d0
	movew %d0,%d1
	addw %a1,%d1
	casw %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L3
	rts

uat_load_4_relaxed:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	rts

uat_load_4_consume:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	rts

uat_load_4_acquire:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	rts

uat_load_4_seq_cst:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	rts

uat_load_4_seq_cst_fence:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	rts

uat_store_4_relaxed:
	moveal %sp@(4),%a0
	movel %sp@(8),%a0@
	rts

uat_store_4_release:
	moveal %sp@(4),%a0
	movel %sp@(8),%a0@
	rts

uat_store_4_seq_cst:
	moveal %sp@(4),%a0
	movel %sp@(8),%a0@
	rts

uat_store_4_seq_cst_fence:
	moveal %sp@(4),%a0
	movel %sp@(8),%a0@
	rts

uat_cmpxchg_4_relaxed:
	moveal %sp@(4),%a0
	movel %sp@(8),%d0
	movel %sp@(12),%d1
	casl %d0,%d1,%a0@
	seq %d1
	rts

uat_cmpxchg_4_acquire:
	moveal %sp@(4),%a0
	movel %sp@(8),%d0
	movel %sp@(12),%d1
	casl %d0,%d1,%a0@
	seq %d1
	rts

uat_cmpxchg_4_release:
	moveal %sp@(4),%a0
	movel %sp@(8),%d0
	movel %sp@(12),%d1
	casl %d0,%d1,%a0@
	seq %d1
	rts

uat_cmpxchg_4_acq_rel:
	moveal %sp@(4),%a0
	movel %sp@(8),%d0
	movel %sp@(12),%d1
	casl %d0,%d1,%a0@
	seq %d1
	rts

uat_cmpxchg_4_seq_cst:
	moveal %sp@(4),%a0
	movel %sp@(8),%d0
	movel %sp@(12),%d1
	casl %d0,%d1,%a0@
	seq %d1
	rts

uat_cmpxchg_4_seq_cst_fence_sc:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %sp@(12),%d1
	movel %sp@(16),%d2
	movel %d1,%d0
	casl %d0,%d2,%a0@
	seq %d2
	cmpl %d1,%d0
	bnew .L9
	movel %sp@+,%d2
	rts

uat_cmpxchg_4_seq_cst_fence:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movel %sp@(16),%d1
	movel %sp@(20),%d2
	movel %d1,%d0
	casl %d0,%d2,%a0@
	seq %d3
	cmpl %d1,%d0
	bnes .L13
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts
	casl %d1,%d2,%a0@
	seq %d2
	movel %d1,%d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_cmpxchg_test_4_seq_cst_fence:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movel %sp@(16),%d0
	movel %sp@(20),%d2
	movel %d0,%d1
	casl %d1,%d2,%a0@
	seq %d3
	cmpl %d0,%d1
	bnes .L17
	cmpl %d0,%d1
	seq %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts
	movel %d0,%d1
	casl %d1,%d2,%a0@
	seq %d2
	cmpl %d0,%d1
	seq %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_try_cmpxchg_4_relaxed:
	moveal %sp@(4),%a0
	movel %sp@(8),%d1
	movel %sp@(12),%d0
	casl %d1,%d0,%a0@
	seq %d0
	negb %d0
	andil #255,%d0
	rts

uat_try_cmpxchg_4_acquire:
	moveal %sp@(4),%a0
	movel %sp@(8),%d1
	movel %sp@(12),%d0
	casl %d1,%d0,%a0@
	seq %d0
	negb %d0
	andil #255,%d0
	rts

uat_try_cmpxchg_4_release:
	moveal %sp@(4),%a0
	movel %sp@(8),%d1
	movel %sp@(12),%d0
	casl %d1,%d0,%a0@
	seq %d0
	negb %d0
	andil #255,%d0
	rts

uat_try_cmpxchg_4_acq_rel:
	moveal %sp@(4),%a0
	movel %sp@(8),%d1
	movel %sp@(12),%d0
	casl %d1,%d0,%a0@
	seq %d0
	negb %d0
	andil #255,%d0
	rts

uat_try_cmpxchg_4_seq_cst:
	moveal %sp@(4),%a0
	movel %sp@(8),%d1
	movel %sp@(12),%d0
	casl %d1,%d0,%a0@
	seq %d0
	negb %d0
	andil #255,%d0
	rts

uat_try_cmpxchg_4_seq_cst_fence_sc:
	moveal %sp@(4),%a0
	movel %sp@(8),%d0
	movel %sp@(12),%d1
	casl %d0,%d1,%a0@
	seq %d1
	negb %d1
	clrl %d0
	moveb %d1,%d0
	beqw .L9
	rts

uat_try_cmpxchg_4_seq_cst_fence:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movel %sp@(16),%d3
	movel %sp@(20),%d1
	movel %d3,%d0
	casl %d0,%d1,%a0@
	seq %d2
	moveq #1,%d0
	tstb %d2
	beqs .L14
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts
	casl %d3,%d1,%a0@
	seq %d1
	negb %d1
	clrl %d0
	moveb %d1,%d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_try_cmpxchg_weak_4_relaxed:
	moveal %sp@(4),%a0
	movel %sp@(8),%d1
	movel %sp@(12),%d0
	casl %d1,%d0,%a0@
	seq %d0
	negb %d0
	andil #255,%d0
	rts

uat_try_cmpxchg_weak_4_acquire:
	moveal %sp@(4),%a0
	movel %sp@(8),%d1
	movel %sp@(12),%d0
	casl %d1,%d0,%a0@
	seq %d0
	negb %d0
	andil #255,%d0
	rts

uat_try_cmpxchg_weak_4_release:
	moveal %sp@(4),%a0
	movel %sp@(8),%d1
	movel %sp@(12),%d0
	casl %d1,%d0,%a0@
	seq %d0
	negb %d0
	andil #255,%d0
	rts

uat_try_cmpxchg_weak_4_acq_rel:
	moveal %sp@(4),%a0
	movel %sp@(8),%d1
	movel %sp@(12),%d0
	casl %d1,%d0,%a0@
	seq %d0
	negb %d0
	andil #255,%d0
	rts

uat_try_cmpxchg_weak_4_seq_cst:
	moveal %sp@(4),%a0
	movel %sp@(8),%d1
	movel %sp@(12),%d0
	casl %d1,%d0,%a0@
	seq %d0
	negb %d0
	andil #255,%d0
	rts

uat_try_cmpxchg_weak_4_seq_cst_fence_sc:
	moveal %sp@(4),%a0
	movel %sp@(8),%d0
	movel %sp@(12),%d1
	casl %d0,%d1,%a0@
	seq %d1
	negb %d1
	clrl %d0
	moveb %d1,%d0
	beqw .L9
	rts

uat_try_cmpxchg_weak_4_seq_cst_fence:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movel %sp@(16),%d3
	movel %sp@(20),%d1
	movel %d3,%d0
	casl %d0,%d1,%a0@
	seq %d2
	moveq #1,%d0
	tstb %d2
	beqs .L14
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts
	casl %d3,%d1,%a0@
	seq %d1
	negb %d1
	clrl %d0
	moveb %d1,%d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_xchg_4_relaxed:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %sp@(12),%d1
	movel %a0@,%d0
	casl %d0,%d1,%a0@
	seq %d2
	tstb %d2
	beqs .L4
	movel %sp@+,%d2
	rts

uat_xchg_4_acquire:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %sp@(12),%d1
	movel %a0@,%d0
	casl %d0,%d1,%a0@
	seq %d2
	tstb %d2
	beqs .L4
	movel %sp@+,%d2
	rts

uat_xchg_4_release:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %sp@(12),%d1
	movel %a0@,%d0
	casl %d0,%d1,%a0@
	seq %d2
	tstb %d2
	beqs .L4
	movel %sp@+,%d2
	rts

uat_xchg_4_acq_rel:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %sp@(12),%d1
	movel %a0@,%d0
	casl %d0,%d1,%a0@
	seq %d2
	tstb %d2
	beqs .L4
	movel %sp@+,%d2
	rts

uat_xchg_4_seq_cst:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %sp@(12),%d1
	movel %a0@,%d0
	casl %d0,%d1,%a0@
	seq %d2
	tstb %d2
	beqs .L4
	movel %sp@+,%d2
	rts

uat_xchg_4_seq_cst_fence:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %sp@(12),%d1
	movel %a0@,%d0
	casl %d0,%d1,%a0@
	seq %d2
	tstb %d2
	beqs .L4
	movel %sp@+,%d2
	rts

uat_add_return_4_relaxed:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %a0@,%d1
	movel %sp@(12),%d0
	addl %d1,%d0
	casl %d1,%d0,%a0@
	seq %d2
	tstb %d2
	beqs .L3
	movel %sp@+,%d2
	rts

uat_add_return_4_acquire:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %a0@,%d1
	movel %sp@(12),%d0
	addl %d1,%d0
	casl %d1,%d0,%a0@
	seq %d2
	tstb %d2
	beqs .L3
	movel %sp@+,%d2
	rts

uat_add_return_4_release:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %a0@,%d1
	movel %sp@(12),%d0
	addl %d1,%d0
	casl %d1,%d0,%a0@
	seq %d2
	tstb %d2
	beqs .L3
	movel %sp@+,%d2
	rts

uat_add_return_4_acq_rel:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %a0@,%d1
	movel %sp@(12),%d0
	addl %d1,%d0
	casl %d1,%d0,%a0@
	seq %d2
	tstb %d2
	beqs .L3
	movel %sp@+,%d2
	rts

uat_add_return_4_seq_cst:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %a0@,%d1
	movel %sp@(12),%d0
	addl %d1,%d0
	casl %d1,%d0,%a0@
	seq %d2
	tstb %d2
	beqs .L3
	movel %sp@+,%d2
	rts

uat_add_return_4_seq_cst_fence:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %a0@,%d1
	movel %sp@(12),%d0
	addl %d1,%d0
	casl %d1,%d0,%a0@
	seq %d2
	tstb %d2
	beqs .L3
	movel %sp@+,%d2
	rts

uat_add_4_relaxed:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %sp@(8),%d1
	addl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_add_4_acquire:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %sp@(8),%d1
	addl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_add_4_release:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %sp@(8),%d1
	addl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_add_4_acq_rel:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %sp@(8),%d1
	addl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_add_4_seq_cst:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %sp@(8),%d1
	addl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_add_4_seq_cst_fence:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %sp@(8),%d1
	addl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_and_4_relaxed:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %sp@(8),%d1
	andl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_and_4_acquire:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %sp@(8),%d1
	andl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_and_4_release:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %sp@(8),%d1
	andl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_and_4_acq_rel:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %sp@(8),%d1
	andl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_and_4_seq_cst:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %sp@(8),%d1
	andl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_and_4_seq_cst_fence:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %sp@(8),%d1
	andl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_or_4_relaxed:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %sp@(8),%d1
	orl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_or_4_acquire:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %sp@(8),%d1
	orl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_or_4_release:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %sp@(8),%d1
	orl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_or_4_acq_rel:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %sp@(8),%d1
	orl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_or_4_seq_cst:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %sp@(8),%d1
	orl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_or_4_seq_cst_fence:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %sp@(8),%d1
	orl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_xor_4_relaxed:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %sp@(8),%d1
	eorl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_xor_4_acquire:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %sp@(8),%d1
	eorl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_xor_4_release:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %sp@(8),%d1
	eorl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_xor_4_acq_rel:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %sp@(8),%d1
	eorl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_xor_4_seq_cst:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %sp@(8),%d1
	eorl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_xor_4_seq_cst_fence:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %sp@(8),%d1
	eorl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_fetch_add_4_relaxed:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %a0@,%d1
	movel %d1,%d0
	movel %sp@(12),%d2
	addl %d1,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L3
	movel %sp@+,%d2
	rts

uat_fetch_add_4_acquire:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %a0@,%d1
	movel %d1,%d0
	movel %sp@(12),%d2
	addl %d1,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L3
	movel %sp@+,%d2
	rts

uat_fetch_add_4_release:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %a0@,%d1
	movel %d1,%d0
	movel %sp@(12),%d2
	addl %d1,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L3
	movel %sp@+,%d2
	rts

uat_fetch_add_4_acq_rel:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %a0@,%d1
	movel %d1,%d0
	movel %sp@(12),%d2
	addl %d1,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L3
	movel %sp@+,%d2
	rts

uat_fetch_add_4_seq_cst:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %a0@,%d1
	movel %d1,%d0
	movel %sp@(12),%d2
	addl %d1,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L3
	movel %sp@+,%d2
	rts

uat_fetch_add_4_seq_cst_fence:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %a0@,%d1
	movel %d1,%d0
	movel %sp@(12),%d2
	addl %d1,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L3
	movel %sp@+,%d2
	rts

uat_fetch_and_4_relaxed:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %a0@,%d1
	movel %d1,%d0
	movel %sp@(12),%d2
	andl %d1,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L3
	movel %sp@+,%d2
	rts

uat_fetch_and_4_acquire:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %a0@,%d1
	movel %d1,%d0
	movel %sp@(12),%d2
	andl %d1,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L3
	movel %sp@+,%d2
	rts

uat_fetch_and_4_release:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %a0@,%d1
	movel %d1,%d0
	movel %sp@(12),%d2
	andl %d1,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L3
	movel %sp@+,%d2
	rts

uat_fetch_and_4_acq_rel:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %a0@,%d1
	movel %d1,%d0
	movel %sp@(12),%d2
	andl %d1,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L3
	movel %sp@+,%d2
	rts

uat_fetch_and_4_seq_cst:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %a0@,%d1
	movel %d1,%d0
	movel %sp@(12),%d2
	andl %d1,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L3
	movel %sp@+,%d2
	rts

uat_fetch_and_4_seq_cst_fence:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %a0@,%d1
	movel %d1,%d0
	movel %sp@(12),%d2
	andl %d1,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L3
	movel %sp@+,%d2
	rts

uat_fetch_or_4_relaxed:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %a0@,%d1
	movel %d1,%d0
	movel %sp@(12),%d2
	orl %d1,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L3
	movel %sp@+,%d2
	rts

uat_fetch_or_4_acquire:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %a0@,%d1
	movel %d1,%d0
	movel %sp@(12),%d2
	orl %d1,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L3
	movel %sp@+,%d2
	rts

uat_fetch_or_4_release:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %a0@,%d1
	movel %d1,%d0
	movel %sp@(12),%d2
	orl %d1,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L3
	movel %sp@+,%d2
	rts

uat_fetch_or_4_acq_rel:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %a0@,%d1
	movel %d1,%d0
	movel %sp@(12),%d2
	orl %d1,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L3
	movel %sp@+,%d2
	rts

uat_fetch_or_4_seq_cst:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %a0@,%d1
	movel %d1,%d0
	movel %sp@(12),%d2
	orl %d1,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L3
	movel %sp@+,%d2
	rts

uat_fetch_or_4_seq_cst_fence:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %a0@,%d1
	movel %d1,%d0
	movel %sp@(12),%d2
	orl %d1,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L3
	movel %sp@+,%d2
	rts

uat_fetch_xor_4_relaxed:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %a0@,%d1
	movel %d1,%d0
	movel %sp@(12),%d2
	eorl %d1,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L3
	movel %sp@+,%d2
	rts

uat_fetch_xor_4_acquire:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %a0@,%d1
	movel %d1,%d0
	movel %sp@(12),%d2
	eorl %d1,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L3
	movel %sp@+,%d2
	rts

uat_fetch_xor_4_release:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %a0@,%d1
	movel %d1,%d0
	movel %sp@(12),%d2
	eorl %d1,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L3
	movel %sp@+,%d2
	rts

uat_fetch_xor_4_acq_rel:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %a0@,%d1
	movel %d1,%d0
	movel %sp@(12),%d2
	eorl %d1,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L3
	movel %sp@+,%d2
	rts

uat_fetch_xor_4_seq_cst:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %a0@,%d1
	movel %d1,%d0
	movel %sp@(12),%d2
	eorl %d1,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L3
	movel %sp@+,%d2
	rts

uat_fetch_xor_4_seq_cst_fence:
	movel %d2,%sp@-
	moveal %sp@(8),%a0
	movel %a0@,%d1
	movel %d1,%d0
	movel %sp@(12),%d2
	eorl %d1,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L3
	movel %sp@+,%d2
	rts

uat_fetch_smax_4_relaxed:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movel %sp@(16),%d1
	movel %a0@,%d0
	movel %d0,%d2
	cmpl %d0,%d1
	bles .L9
	movel %d1,%d2
	movel %d2,%d3
	smi %d2
	extbl %d2
	casl %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_smax_4_acquire:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movel %sp@(16),%d1
	movel %a0@,%d0
	movel %d0,%d2
	cmpl %d0,%d1
	bles .L9
	movel %d1,%d2
	movel %d2,%d3
	smi %d2
	extbl %d2
	casl %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_smax_4_release:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movel %sp@(16),%d1
	movel %a0@,%d0
	movel %d0,%d2
	cmpl %d0,%d1
	bles .L9
	movel %d1,%d2
	movel %d2,%d3
	smi %d2
	extbl %d2
	casl %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_smax_4_acq_rel:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movel %sp@(16),%d1
	movel %a0@,%d0
	movel %d0,%d2
	cmpl %d0,%d1
	bles .L9
	movel %d1,%d2
	movel %d2,%d3
	smi %d2
	extbl %d2
	casl %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_smax_4_seq_cst:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movel %sp@(16),%d1
	movel %a0@,%d0
	movel %d0,%d2
	cmpl %d0,%d1
	bles .L9
	movel %d1,%d2
	movel %d2,%d3
	smi %d2
	extbl %d2
	casl %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_smax_4_seq_cst_fence:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movel %sp@(16),%d1
	movel %a0@,%d0
	movel %d0,%d2
	cmpl %d0,%d1
	bles .L9
	movel %d1,%d2
	movel %d2,%d3
	smi %d2
	extbl %d2
	casl %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_umax_4_relaxed:
	moveal %sp@(4),%a0
	moveal %sp@(8),%a1
	movel %a0@,%d0
	movel %a1,%d1
	cmpl %a1,%d0
	blss .L7
	movel %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L3
	rts

uat_fetch_umax_4_acquire:
	moveal %sp@(4),%a0
	moveal %sp@(8),%a1
	movel %a0@,%d0
	movel %a1,%d1
	cmpl %a1,%d0
	blss .L7
	movel %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L3
	rts

uat_fetch_umax_4_release:
	moveal %sp@(4),%a0
	moveal %sp@(8),%a1
	movel %a0@,%d0
	movel %a1,%d1
	cmpl %a1,%d0
	blss .L7
	movel %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L3
	rts

uat_fetch_umax_4_acq_rel:
	moveal %sp@(4),%a0
	moveal %sp@(8),%a1
	movel %a0@,%d0
	movel %a1,%d1
	cmpl %a1,%d0
	blss .L7
	movel %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L3
	rts

uat_fetch_umax_4_seq_cst:
	moveal %sp@(4),%a0
	moveal %sp@(8),%a1
	movel %a0@,%d0
	movel %a1,%d1
	cmpl %a1,%d0
	blss .L7
	movel %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L3
	rts

uat_fetch_umax_4_seq_cst_fence:
	moveal %sp@(4),%a0
	moveal %sp@(8),%a1
	movel %a0@,%d0
	movel %a1,%d1
	cmpl %a1,%d0
	blss .L7
	movel %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L3
	rts

uat_fetch_smin_4_relaxed:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movel %sp@(16),%d1
	movel %a0@,%d0
	movel %d0,%d2
	cmpl %d0,%d1
	bges .L9
	movel %d1,%d2
	movel %d2,%d3
	smi %d2
	extbl %d2
	casl %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_smin_4_acquire:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movel %sp@(16),%d1
	movel %a0@,%d0
	movel %d0,%d2
	cmpl %d0,%d1
	bges .L9
	movel %d1,%d2
	movel %d2,%d3
	smi %d2
	extbl %d2
	casl %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_smin_4_release:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movel %sp@(16),%d1
	movel %a0@,%d0
	movel %d0,%d2
	cmpl %d0,%d1
	bges .L9
	movel %d1,%d2
	movel %d2,%d3
	smi %d2
	extbl %d2
	casl %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_smin_4_acq_rel:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movel %sp@(16),%d1
	movel %a0@,%d0
	movel %d0,%d2
	cmpl %d0,%d1
	bges .L9
	movel %d1,%d2
	movel %d2,%d3
	smi %d2
	extbl %d2
	casl %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_smin_4_seq_cst:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movel %sp@(16),%d1
	movel %a0@,%d0
	movel %d0,%d2
	cmpl %d0,%d1
	bges .L9
	movel %d1,%d2
	movel %d2,%d3
	smi %d2
	extbl %d2
	casl %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_smin_4_seq_cst_fence:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	movel %sp@(16),%d1
	movel %a0@,%d0
	movel %d0,%d2
	cmpl %d0,%d1
	bges .L9
	movel %d1,%d2
	movel %d2,%d3
	smi %d2
	extbl %d2
	casl %d0,%d3,%a0@
	seq %d2
	tstb %d2
	beqs .L5
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_umin_4_relaxed:
	moveal %sp@(4),%a0
	moveal %sp@(8),%a1
	movel %a0@,%d0
	movel %a1,%d1
	cmpl %a1,%d0
	bccs .L7
	movel %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L3
	rts

uat_fetch_umin_4_acquire:
	moveal %sp@(4),%a0
	moveal %sp@(8),%a1
	movel %a0@,%d0
	movel %a1,%d1
	cmpl %a1,%d0
	bccs .L7
	movel %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L3
	rts

uat_fetch_umin_4_release:
	moveal %sp@(4),%a0
	moveal %sp@(8),%a1
	movel %a0@,%d0
	movel %a1,%d1
	cmpl %a1,%d0
	bccs .L7
	movel %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L3
	rts

uat_fetch_umin_4_acq_rel:
	moveal %sp@(4),%a0
	moveal %sp@(8),%a1
	movel %a0@,%d0
	movel %a1,%d1
	cmpl %a1,%d0
	bccs .L7
	movel %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L3
	rts

uat_fetch_umin_4_seq_cst:
	moveal %sp@(4),%a0
	moveal %sp@(8),%a1
	movel %a0@,%d0
	movel %a1,%d1
	cmpl %a1,%d0
	bccs .L7
	movel %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L3
	rts

uat_fetch_umin_4_seq_cst_fence:
	moveal %sp@(4),%a0
	moveal %sp@(8),%a1
	movel %a0@,%d0
	movel %a1,%d1
	cmpl %a1,%d0
	bccs .L7
	movel %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L3
	rts

uat_test_and_set_bit_4_relaxed:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #31,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movel %a0@,%d1
	movel %d1,%d3
	movel %d1,%d2
	orl %d0,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_test_and_set_bit_4_acquire:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #31,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movel %a0@,%d1
	movel %d1,%d3
	movel %d1,%d2
	orl %d0,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_test_and_set_bit_4_release:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #31,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movel %a0@,%d1
	movel %d1,%d3
	movel %d1,%d2
	orl %d0,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_test_and_set_bit_4_acq_rel:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #31,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movel %a0@,%d1
	movel %d1,%d3
	movel %d1,%d2
	orl %d0,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_test_and_set_bit_4_seq_cst:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #31,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movel %a0@,%d1
	movel %d1,%d3
	movel %d1,%d2
	orl %d0,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_test_and_set_bit_4_seq_cst_fence:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #31,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movel %a0@,%d1
	movel %d1,%d3
	movel %d1,%d2
	orl %d0,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_test_and_clear_bit_4_relaxed:
	moveml %d2-%d4,%sp@-
	moveal %sp@(16),%a0
	moveq #31,%d1
	andl %sp@(20),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movel %d0,%d4
	notl %d4
	movel %a0@,%d1
	movel %d1,%d3
	movel %d1,%d2
	andl %d4,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L9
	andl %d3,%d0
	sne %d0
	extbl %d0
	negl %d0
	moveml %sp@+,%d2-%d4
	rts

uat_test_and_clear_bit_4_acquire:
	moveml %d2-%d4,%sp@-
	moveal %sp@(16),%a0
	moveq #31,%d1
	andl %sp@(20),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movel %d0,%d4
	notl %d4
	movel %a0@,%d1
	movel %d1,%d3
	movel %d1,%d2
	andl %d4,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L9
	andl %d3,%d0
	sne %d0
	extbl %d0
	negl %d0
	moveml %sp@+,%d2-%d4
	rts

uat_test_and_clear_bit_4_release:
	moveml %d2-%d4,%sp@-
	moveal %sp@(16),%a0
	moveq #31,%d1
	andl %sp@(20),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movel %d0,%d4
	notl %d4
	movel %a0@,%d1
	movel %d1,%d3
	movel %d1,%d2
	andl %d4,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L9
	andl %d3,%d0
	sne %d0
	extbl %d0
	negl %d0
	moveml %sp@+,%d2-%d4
	rts

uat_test_and_clear_bit_4_acq_rel:
	moveml %d2-%d4,%sp@-
	moveal %sp@(16),%a0
	moveq #31,%d1
	andl %sp@(20),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movel %d0,%d4
	notl %d4
	movel %a0@,%d1
	movel %d1,%d3
	movel %d1,%d2
	andl %d4,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L9
	andl %d3,%d0
	sne %d0
	extbl %d0
	negl %d0
	moveml %sp@+,%d2-%d4
	rts

uat_test_and_clear_bit_4_seq_cst:
	moveml %d2-%d4,%sp@-
	moveal %sp@(16),%a0
	moveq #31,%d1
	andl %sp@(20),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movel %d0,%d4
	notl %d4
	movel %a0@,%d1
	movel %d1,%d3
	movel %d1,%d2
	andl %d4,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L9
	andl %d3,%d0
	sne %d0
	extbl %d0
	negl %d0
	moveml %sp@+,%d2-%d4
	rts

uat_test_and_clear_bit_4_seq_cst_fence:
	moveml %d2-%d4,%sp@-
	moveal %sp@(16),%a0
	moveq #31,%d1
	andl %sp@(20),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movel %d0,%d4
	notl %d4
	movel %a0@,%d1
	movel %d1,%d3
	movel %d1,%d2
	andl %d4,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L9
	andl %d3,%d0
	sne %d0
	extbl %d0
	negl %d0
	moveml %sp@+,%d2-%d4
	rts

uat_test_and_change_bit_4_relaxed:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #31,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movel %a0@,%d1
	movel %d1,%d3
	movel %d1,%d2
	eorl %d0,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_test_and_change_bit_4_acquire:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #31,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movel %a0@,%d1
	movel %d1,%d3
	movel %d1,%d2
	eorl %d0,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_test_and_change_bit_4_release:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #31,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movel %a0@,%d1
	movel %d1,%d3
	movel %d1,%d2
	eorl %d0,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_test_and_change_bit_4_acq_rel:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #31,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movel %a0@,%d1
	movel %d1,%d3
	movel %d1,%d2
	eorl %d0,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_test_and_change_bit_4_seq_cst:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #31,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movel %a0@,%d1
	movel %d1,%d3
	movel %d1,%d2
	eorl %d0,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_test_and_change_bit_4_seq_cst_fence:
	movel %d3,%sp@-
	movel %d2,%sp@-
	moveal %sp@(12),%a0
	moveq #31,%d1
	andl %sp@(16),%d1
	moveq #1,%d0
	lsll %d1,%d0
	movel %a0@,%d1
	movel %d1,%d3
	movel %d1,%d2
	eorl %d0,%d2
	casl %d1,%d2,%a0@
	seq %d2
	tstb %d2
	beqs .L8
	andl %d3,%d0
	sne %d0
	extbl %d0
	negl %d0
	movel %sp@+,%d2
	movel %sp@+,%d3
	rts

uat_fetch_add_unless_4_relaxed:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	cmpl %sp@(12),%d0
	beqs .L10
	movel %sp@(8),%d1
	addl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_fetch_add_unless_4_acquire:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	cmpl %sp@(12),%d0
	beqs .L10
	movel %sp@(8),%d1
	addl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_fetch_add_unless_4_release:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	cmpl %sp@(12),%d0
	beqs .L10
	movel %sp@(8),%d1
	addl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_fetch_add_unless_4_acq_rel:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	cmpl %sp@(12),%d0
	beqs .L10
	movel %sp@(8),%d1
	addl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_fetch_add_unless_4_seq_cst:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	cmpl %sp@(12),%d0
	beqs .L10
	movel %sp@(8),%d1
	addl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_fetch_add_unless_4_seq_cst_fence:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	cmpl %sp@(12),%d0
	beqs .L10
	movel %sp@(8),%d1
	addl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_add_unless_4_relaxed:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	cmpl %sp@(12),%d0
	beqs .L12
	movel %sp@(8),%d1
	addl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	moveq #1,%d0
	rts
	clrl %d0
	rts

uat_add_unless_4_acquire:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	cmpl %sp@(12),%d0
	beqs .L12
	movel %sp@(8),%d1
	addl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	moveq #1,%d0
	rts
	clrl %d0
	rts

uat_add_unless_4_release:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	cmpl %sp@(12),%d0
	beqs .L12
	movel %sp@(8),%d1
	addl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	moveq #1,%d0
	rts
	clrl %d0
	rts

uat_add_unless_4_acq_rel:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	cmpl %sp@(12),%d0
	beqs .L12
	movel %sp@(8),%d1
	addl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	moveq #1,%d0
	rts
	clrl %d0
	rts

uat_add_unless_4_seq_cst:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	cmpl %sp@(12),%d0
	beqs .L12
	movel %sp@(8),%d1
	addl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	moveq #1,%d0
	rts
	clrl %d0
	rts

uat_add_unless_4_seq_cst_fence:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	cmpl %sp@(12),%d0
	beqs .L12
	movel %sp@(8),%d1
	addl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	moveq #1,%d0
	rts
	clrl %d0
	rts

uat_dec_if_positive_4_relaxed:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	tstl %d0
	bles .L12
	movel %d0,%d1
	subql #1,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	subql #1,%d0
	rts
	cmpil #-2147483648,%d0
	sne %d1
	extbl %d1
	addl %d1,%d0
	rts

uat_dec_if_positive_4_acquire:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	tstl %d0
	bles .L12
	movel %d0,%d1
	subql #1,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	subql #1,%d0
	rts
	cmpil #-2147483648,%d0
	sne %d1
	extbl %d1
	addl %d1,%d0
	rts

uat_dec_if_positive_4_release:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	tstl %d0
	bles .L12
	movel %d0,%d1
	subql #1,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	subql #1,%d0
	rts
	cmpil #-2147483648,%d0
	sne %d1
	extbl %d1
	addl %d1,%d0
	rts

uat_dec_if_positive_4_acq_rel:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	tstl %d0
	bles .L12
	movel %d0,%d1
	subql #1,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	subql #1,%d0
	rts
	cmpil #-2147483648,%d0
	sne %d1
	extbl %d1
	addl %d1,%d0
	rts

uat_dec_if_positive_4_seq_cst:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	tstl %d0
	bles .L12
	movel %d0,%d1
	subql #1,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	subql #1,%d0
	rts
	cmpil #-2147483648,%d0
	sne %d1
	extbl %d1
	addl %d1,%d0
	rts

uat_dec_if_positive_4_seq_cst_fence:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	tstl %d0
	bles .L12
	movel %d0,%d1
	subql #1,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	subql #1,%d0
	rts
	cmpil #-2147483648,%d0
	sne %d1
	extbl %d1
	addl %d1,%d0
	rts

uat_cond_load_4_relaxed:
	moveal %sp@(4),%a0
	movel %sp@(8),%d0
	movel %a0@,%d1
	cmpl %d0,%d1
	bnes .L6
	rts
	bras .L2

uat_cond_load_4_consume:
	moveal %sp@(4),%a0
	movel %sp@(8),%d0
	movel %a0@,%d1
	cmpl %d0,%d1
	bnes .L6
	rts
	bras .L2

uat_cond_load_4_acquire:
	moveal %sp@(4),%a0
	movel %sp@(8),%d0
	movel %a0@,%d1
	cmpl %d0,%d1
	bnes .L6
	rts
	bras .L2

uat_cond_load_4_seq_cst:
	moveal %sp@(4),%a0
	movel %sp@(8),%d0
	movel %a0@,%d1
	cmpl %d0,%d1
	bnes .L6
	rts
	bras .L2

uat_cond_load_4_seq_cst_fence:
	moveal %sp@(4),%a0
	movel %sp@(8),%d0
	movel %a0@,%d1
	cmpl %d0,%d1
	bnes .L6
	rts
	bras .L2

uat_inc_4_relaxed:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %d0,%d1
	addql #1,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_inc_4_acquire:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %d0,%d1
	addql #1,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_inc_4_release:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %d0,%d1
	addql #1,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_inc_4_acq_rel:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %d0,%d1
	addql #1,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_inc_4_seq_cst:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %d0,%d1
	addql #1,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_inc_4_seq_cst_fence:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %d0,%d1
	addql #1,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_dec_4_relaxed:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %d0,%d1
	subql #1,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_dec_4_acquire:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %d0,%d1
	subql #1,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_dec_4_release:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %d0,%d1
	subql #1,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_dec_4_acq_rel:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %d0,%d1
	subql #1,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_dec_4_seq_cst:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %d0,%d1
	subql #1,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_dec_4_seq_cst_fence:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %d0,%d1
	subql #1,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_add_around_4_mb:
	moveal %sp@(4),%a0
	movel %a0@,%d0
	movel %sp@(8),%d1
	addl %d0,%d1
	casl %d0,%d1,%a0@
	seq %d1
	tstb %d1
	beqs .L2
	rts

uat_smp_mb:
	rts

uat_smp_rmb:
	rts

uat_smp_wmb:
	rts

uat_mb:
	rts

uat_rmb:
	rts

uat_wmb:
	rts

