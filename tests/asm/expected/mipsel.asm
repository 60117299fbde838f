uat_load_1_relaxed:
	lbu v0,0(a0)
	jr ra
	andi v0,v0,0xff

uat_load_1_consume:
	lbu v0,0(a0)
	jr ra
	andi v0,v0,0xff

uat_load_1_acquire:
	lbu v0,0(a0)
	andi v0,v0,0xff
	sync
	jr ra
	nop

uat_load_1_seq_cst:
	sync
	lbu v0,0(a0)
	andi v0,v0,0xff
	sync
	jr ra
	nop

uat_load_1_seq_cst_fence:
	sync
	lbu v0,0(a0)
	andi v0,v0,0xff
	sync
	jr ra
	nop

uat_store_1_relaxed:
	sb a1,0(a0)
	jr ra
	nop

uat_store_1_release:
	sync
	sb a1,0(a0)
	jr ra
	nop

uat_store_1_seq_cst:
	sync
	sb a1,0(a0)
	jr ra
	nop

uat_store_1_seq_cst_fence:
	sync
	sb a1,0(a0)
	sync
	jr ra
	nop

uat_cmpxchg_1_relaxed:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L17
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L9
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_cmpxchg_1_acquire:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L17
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L9
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_cmpxchg_1_release:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L17
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L9
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_cmpxchg_1_acq_rel:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L17
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L9
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_cmpxchg_1_seq_cst:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L17
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L9
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_cmpxchg_1_seq_cst_fence_sc:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L17
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L9
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_cmpxchg_1_seq_cst_fence:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L17
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L9
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_cmpxchg_test_1_seq_cst_fence:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_1_relaxed:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_1_acquire:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_1_release:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_1_acq_rel:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_1_seq_cst:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_1_seq_cst_fence_sc:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_1_seq_cst_fence:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_1_relaxed:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_1_acquire:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_1_release:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_1_acq_rel:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_1_seq_cst:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_1_seq_cst_fence_sc:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_1_seq_cst_fence:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_xchg_1_relaxed:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,255
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	sync
	ll v0,0(a3)
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L9
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_xchg_1_acquire:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,255
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	sync
	ll v0,0(a3)
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_xchg_1_release:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,255
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	sync
	ll v0,0(a3)
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L9
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_xchg_1_acq_rel:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,255
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	sync
	ll v0,0(a3)
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_xchg_1_seq_cst:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,255
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	sync
	ll v0,0(a3)
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_xchg_1_seq_cst_fence:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,255
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	sync
	ll v0,0(a3)
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_add_return_1_relaxed:
	andi v0,a0,0x3
	sll v0,v0,0x3
	li v1,-4
	li a2,255
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	sync
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L8
	nop
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xff

uat_add_return_1_acquire:
	andi v0,a0,0x3
	sll v0,v0,0x3
	li v1,-4
	li a2,255
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	sync
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L8
	nop
	sync
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xff

uat_add_return_1_release:
	andi v0,a0,0x3
	sll v0,v0,0x3
	li v1,-4
	li a2,255
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	sync
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L8
	nop
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xff

uat_add_return_1_acq_rel:
	andi v0,a0,0x3
	sll v0,v0,0x3
	li v1,-4
	li a2,255
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	sync
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L8
	nop
	sync
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xff

uat_add_return_1_seq_cst:
	andi v0,a0,0x3
	sll v0,v0,0x3
	li v1,-4
	li a2,255
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	sync
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L8
	nop
	sync
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xff

uat_add_return_1_seq_cst_fence:
	andi v0,a0,0x3
	sll v0,v0,0x3
	li v1,-4
	li a2,255
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	sync
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L8
	nop
	sync
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xff

uat_add_1_relaxed:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v0,-4
	li v1,255
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L8
	nop
	jr ra
	nop

uat_add_1_acquire:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v0,-4
	li v1,255
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L8
	nop
	sync
	jr ra
	nop

uat_add_1_release:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v0,-4
	li v1,255
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L8
	nop
	jr ra
	nop

uat_add_1_acq_rel:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v0,-4
	li v1,255
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L8
	nop
	sync
	jr ra
	nop

uat_add_1_seq_cst:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v0,-4
	li v1,255
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L8
	nop
	sync
	jr ra
	nop

uat_add_1_seq_cst_fence:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v0,-4
	li v1,255
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L8
	nop
	sync
	jr ra
	nop

uat_and_1_relaxed:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li v0,255
	sllv a1,a1,v1
	sllv v0,v0,v1
	li v1,-4
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L10
	nop
	jr ra
	nop

uat_and_1_acquire:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li v0,255
	sllv a1,a1,v1
	sllv v0,v0,v1
	li v1,-4
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L10
	nop
	sync
	jr ra
	nop

uat_and_1_release:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li v0,255
	sllv a1,a1,v1
	sllv v0,v0,v1
	li v1,-4
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L10
	nop
	jr ra
	nop

uat_and_1_acq_rel:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li v0,255
	sllv a1,a1,v1
	sllv v0,v0,v1
	li v1,-4
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L10
	nop
	sync
	jr ra
	nop

uat_and_1_seq_cst:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li v0,255
	sllv a1,a1,v1
	sllv v0,v0,v1
	li v1,-4
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L10
	nop
	sync
	jr ra
	nop

uat_and_1_seq_cst_fence:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li v0,255
	sllv a1,a1,v1
	sllv v0,v0,v1
	li v1,-4
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L10
	nop
	sync
	jr ra
	nop

uat_or_1_relaxed:
	sll v1,a0,0x3
	li v0,-4
	sllv a1,a1,v1
	and v0,a0,v0
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	jr ra
	nop

uat_or_1_acquire:
	sll v1,a0,0x3
	li v0,-4
	sllv a1,a1,v1
	and v0,a0,v0
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	sync
	jr ra
	nop

uat_or_1_release:
	sll v1,a0,0x3
	li v0,-4
	sllv a1,a1,v1
	and v0,a0,v0
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	jr ra
	nop

uat_or_1_acq_rel:
	sll v1,a0,0x3
	li v0,-4
	sllv a1,a1,v1
	and v0,a0,v0
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	sync
	jr ra
	nop

uat_or_1_seq_cst:
	sll v1,a0,0x3
	li v0,-4
	sllv a1,a1,v1
	and v0,a0,v0
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	sync
	jr ra
	nop

uat_or_1_seq_cst_fence:
	sll v1,a0,0x3
	li v0,-4
	sllv a1,a1,v1
	and v0,a0,v0
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	sync
	jr ra
	nop

uat_xor_1_relaxed:
	sll v1,a0,0x3
	li v0,-4
	sllv a1,a1,v1
	and v0,a0,v0
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	jr ra
	nop

uat_xor_1_acquire:
	sll v1,a0,0x3
	li v0,-4
	sllv a1,a1,v1
	and v0,a0,v0
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	sync
	jr ra
	nop

uat_xor_1_release:
	sll v1,a0,0x3
	li v0,-4
	sllv a1,a1,v1
	and v0,a0,v0
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	jr ra
	nop

uat_xor_1_acq_rel:
	sll v1,a0,0x3
	li v0,-4
	sllv a1,a1,v1
	and v0,a0,v0
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	sync
	jr ra
	nop

uat_xor_1_seq_cst:
	sll v1,a0,0x3
	li v0,-4
	sllv a1,a1,v1
	and v0,a0,v0
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	sync
	jr ra
	nop

uat_xor_1_seq_cst_fence:
	sll v1,a0,0x3
	li v0,-4
	sllv a1,a1,v1
	and v0,a0,v0
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	sync
	jr ra
	nop

uat_fetch_add_1_relaxed:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a2,-4
	li a3,255
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	sync
	ll v0,0(a2)
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L8
	nop
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_fetch_add_1_acquire:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a2,-4
	li a3,255
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	sync
	ll v0,0(a2)
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L8
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_fetch_add_1_release:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a2,-4
	li a3,255
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	sync
	ll v0,0(a2)
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L8
	nop
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_fetch_add_1_acq_rel:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a2,-4
	li a3,255
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	sync
	ll v0,0(a2)
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L8
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_fetch_add_1_seq_cst:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a2,-4
	li a3,255
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	sync
	ll v0,0(a2)
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L8
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_fetch_add_1_seq_cst_fence:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a2,-4
	li a3,255
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	sync
	ll v0,0(a2)
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L8
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_fetch_and_1_relaxed:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,255
	sllv a1,a1,a2
	sllv v1,v1,a2
	li a3,-4
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L10
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_and_1_acquire:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,255
	sllv a1,a1,a2
	sllv v1,v1,a2
	li a3,-4
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L10
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_and_1_release:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,255
	sllv a1,a1,a2
	sllv v1,v1,a2
	li a3,-4
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L10
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_and_1_acq_rel:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,255
	sllv a1,a1,a2
	sllv v1,v1,a2
	li a3,-4
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L10
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_and_1_seq_cst:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,255
	sllv a1,a1,a2
	sllv v1,v1,a2
	li a3,-4
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L10
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_and_1_seq_cst_fence:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,255
	sllv a1,a1,a2
	sllv v1,v1,a2
	li a3,-4
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L10
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_or_1_relaxed:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,-4
	sllv a1,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_or_1_acquire:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,-4
	sllv a1,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_or_1_release:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,-4
	sllv a1,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_or_1_acq_rel:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,-4
	sllv a1,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_or_1_seq_cst:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,-4
	sllv a1,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_or_1_seq_cst_fence:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,-4
	sllv a1,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_xor_1_relaxed:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,-4
	sllv a1,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_xor_1_acquire:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,-4
	sllv a1,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_xor_1_release:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,-4
	sllv a1,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_xor_1_acq_rel:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,-4
	sllv a1,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_xor_1_seq_cst:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,-4
	sllv a1,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_xor_1_seq_cst_fence:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,-4
	sllv a1,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_smax_1_relaxed:
	andi t0,a0,0x3
	lbu a2,0(a0)
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1
	seb v0,a2
	slt v0,v0,a1
	sllv a3,a2,t0
	beqz v0,.L15
	move v1,a2
	move v1,t4
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L26
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L18
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bne v1,a2,.L9
	seb v0,v0
	jr ra
	nop

uat_fetch_smax_1_acquire:
	andi t0,a0,0x3
	lbu a2,0(a0)
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1
	seb v0,a2
	slt v0,v0,a1
	sllv a3,a2,t0
	beqz v0,.L15
	move v1,a2
	move v1,t4
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L26
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L18
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bne v1,a2,.L9
	seb v0,v0
	jr ra
	nop

uat_fetch_smax_1_release:
	andi t0,a0,0x3
	lbu a2,0(a0)
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1
	seb v0,a2
	slt v0,v0,a1
	sllv a3,a2,t0
	beqz v0,.L15
	move v1,a2
	move v1,t4
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L26
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L18
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bne v1,a2,.L9
	seb v0,v0
	jr ra
	nop

uat_fetch_smax_1_acq_rel:
	andi t0,a0,0x3
	lbu a2,0(a0)
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1
	seb v0,a2
	slt v0,v0,a1
	sllv a3,a2,t0
	beqz v0,.L15
	move v1,a2
	move v1,t4
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L26
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L18
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bne v1,a2,.L9
	seb v0,v0
	jr ra
	nop

uat_fetch_smax_1_seq_cst:
	andi t0,a0,0x3
	lbu a2,0(a0)
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1
	seb v0,a2
	slt v0,v0,a1
	sllv a3,a2,t0
	beqz v0,.L15
	move v1,a2
	move v1,t4
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L26
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L18
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bne v1,a2,.L9
	seb v0,v0
	jr ra
	nop

uat_fetch_smax_1_seq_cst_fence:
	andi t0,a0,0x3
	lbu a2,0(a0)
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1
	seb v0,a2
	slt v0,v0,a1
	sllv a3,a2,t0
	beqz v0,.L15
	move v1,a2
	move v1,t4
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L26
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L18
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bne v1,a2,.L9
	seb v0,v0
	jr ra
	nop

uat_fetch_umax_1_relaxed:
	andi t0,a0,0x3
	lbu v0,0(a0)
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1
	sltu a2,a1,v0
	sllv a3,v0,t0
	beqz a2,.L14
	move v1,t3
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L25
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L17
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bne a2,v0,.L10
	sltu a2,a1,v0
	jr ra
	nop

uat_fetch_umax_1_acquire:
	andi t0,a0,0x3
	lbu v0,0(a0)
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1
	sltu a2,a1,v0
	sllv a3,v0,t0
	beqz a2,.L14
	move v1,t3
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L25
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L17
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bne a2,v0,.L10
	sltu a2,a1,v0
	jr ra
	nop

uat_fetch_umax_1_release:
	andi t0,a0,0x3
	lbu v0,0(a0)
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1
	sltu a2,a1,v0
	sllv a3,v0,t0
	beqz a2,.L14
	move v1,t3
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L25
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L17
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bne a2,v0,.L10
	sltu a2,a1,v0
	jr ra
	nop

uat_fetch_umax_1_acq_rel:
	andi t0,a0,0x3
	lbu v0,0(a0)
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1
	sltu a2,a1,v0
	sllv a3,v0,t0
	beqz a2,.L14
	move v1,t3
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L25
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L17
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bne a2,v0,.L10
	sltu a2,a1,v0
	jr ra
	nop

uat_fetch_umax_1_seq_cst:
	andi t0,a0,0x3
	lbu v0,0(a0)
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1
	sltu a2,a1,v0
	sllv a3,v0,t0
	beqz a2,.L14
	move v1,t3
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L25
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L17
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bne a2,v0,.L10
	sltu a2,a1,v0
	jr ra
	nop

uat_fetch_umax_1_seq_cst_fence:
	andi t0,a0,0x3
	lbu v0,0(a0)
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1
	sltu a2,a1,v0
	sllv a3,v0,t0
	beqz a2,.L14
	move v1,t3
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L25
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L17
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bne a2,v0,.L10
	sltu a2,a1,v0
	jr ra
	nop

uat_fetch_smin_1_relaxed:
	andi t0,a0,0x3
	lbu a2,0(a0)
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1
	seb v0,a2
	slt v0,a1,v0
	sllv a3,a2,t0
	beqz v0,.L15
	move v1,a2
	move v1,t4
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L26
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L18
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bne v1,a2,.L9
	seb v0,v0
	jr ra
	nop

uat_fetch_smin_1_acquire:
	andi t0,a0,0x3
	lbu a2,0(a0)
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1
	seb v0,a2
	slt v0,a1,v0
	sllv a3,a2,t0
	beqz v0,.L15
	move v1,a2
	move v1,t4
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L26
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L18
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bne v1,a2,.L9
	seb v0,v0
	jr ra
	nop

uat_fetch_smin_1_release:
	andi t0,a0,0x3
	lbu a2,0(a0)
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1
	seb v0,a2
	slt v0,a1,v0
	sllv a3,a2,t0
	beqz v0,.L15
	move v1,a2
	move v1,t4
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L26
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L18
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bne v1,a2,.L9
	seb v0,v0
	jr ra
	nop

uat_fetch_smin_1_acq_rel:
	andi t0,a0,0x3
	lbu a2,0(a0)
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1
	seb v0,a2
	slt v0,a1,v0
	sllv a3,a2,t0
	beqz v0,.L15
	move v1,a2
	move v1,t4
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L26
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L18
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bne v1,a2,.L9
	seb v0,v0
	jr ra
	nop

uat_fetch_smin_1_seq_cst:
	andi t0,a0,0x3
	lbu a2,0(a0)
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1
	seb v0,a2
	slt v0,a1,v0
	sllv a3,a2,t0
	beqz v0,.L15
	move v1,a2
	move v1,t4
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L26
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L18
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bne v1,a2,.L9
	seb v0,v0
	jr ra
	nop

uat_fetch_smin_1_seq_cst_fence:
	andi t0,a0,0x3
	lbu a2,0(a0)
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1
	seb v0,a2
	slt v0,a1,v0
	sllv a3,a2,t0
	beqz v0,.L15
	move v1,a2
	move v1,t4
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L26
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L18
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bne v1,a2,.L9
	seb v0,v0
	jr ra
	nop

uat_fetch_umin_1_relaxed:
	andi t0,a0,0x3
	lbu v0,0(a0)
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1
	sltu a2,v0,a1
	sllv a3,v0,t0
	beqz a2,.L14
	move v1,t3
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L25
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L17
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bne a2,v0,.L10
	sltu a2,v0,a1
	jr ra
	nop

uat_fetch_umin_1_acquire:
	andi t0,a0,0x3
	lbu v0,0(a0)
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1
	sltu a2,v0,a1
	sllv a3,v0,t0
	beqz a2,.L14
	move v1,t3
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L25
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L17
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bne a2,v0,.L10
	sltu a2,v0,a1
	jr ra
	nop

uat_fetch_umin_1_release:
	andi t0,a0,0x3
	lbu v0,0(a0)
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1
	sltu a2,v0,a1
	sllv a3,v0,t0
	beqz a2,.L14
	move v1,t3
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L25
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L17
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bne a2,v0,.L10
	sltu a2,v0,a1
	jr ra
	nop

uat_fetch_umin_1_acq_rel:
	andi t0,a0,0x3
	lbu v0,0(a0)
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1
	sltu a2,v0,a1
	sllv a3,v0,t0
	beqz a2,.L14
	move v1,t3
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L25
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L17
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bne a2,v0,.L10
	sltu a2,v0,a1
	jr ra
	nop

uat_fetch_umin_1_seq_cst:
	andi t0,a0,0x3
	lbu v0,0(a0)
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1
	sltu a2,v0,a1
	sllv a3,v0,t0
	beqz a2,.L14
	move v1,t3
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L25
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L17
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bne a2,v0,.L10
	sltu a2,v0,a1
	jr ra
	nop

uat_fetch_umin_1_seq_cst_fence:
	andi t0,a0,0x3
	lbu v0,0(a0)
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1
	sltu a2,v0,a1
	sllv a3,v0,t0
	beqz a2,.L14
	move v1,t3
	move v1,v0
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L25
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L17
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bne a2,v0,.L10
	sltu a2,v0,a1
	jr ra
	nop

uat_test_and_set_bit_1_relaxed:
	andi v0,a1,0x7
	li a1,1
	andi a2,a0,0x3
	sllv a1,a1,v0
	sll a2,a2,0x3
	li v1,-4
	sllv a3,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_1_acquire:
	andi v0,a1,0x7
	li a1,1
	andi a2,a0,0x3
	sllv a1,a1,v0
	sll a2,a2,0x3
	li v1,-4
	sllv a3,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_1_release:
	andi v0,a1,0x7
	li a1,1
	andi a2,a0,0x3
	sllv a1,a1,v0
	sll a2,a2,0x3
	li v1,-4
	sllv a3,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_1_acq_rel:
	andi v0,a1,0x7
	li a1,1
	andi a2,a0,0x3
	sllv a1,a1,v0
	sll a2,a2,0x3
	li v1,-4
	sllv a3,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_1_seq_cst:
	andi v0,a1,0x7
	li a1,1
	andi a2,a0,0x3
	sllv a1,a1,v0
	sll a2,a2,0x3
	li v1,-4
	sllv a3,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_1_seq_cst_fence:
	andi v0,a1,0x7
	li a1,1
	andi a2,a0,0x3
	sllv a1,a1,v0
	sll a2,a2,0x3
	li v1,-4
	sllv a3,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_1_relaxed:
	li a3,1
	andi a1,a1,0x7
	andi a2,a0,0x3
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,255
	xori v1,a3,0xff
	sllv v0,v0,a2
	sllv v1,v1,a2
	li a1,-4
	nor v0,zero,v0
	and a1,a0,a1
	or v1,v1,v0
	sync
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L14
	nop
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_1_acquire:
	li a3,1
	andi a1,a1,0x7
	andi a2,a0,0x3
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,255
	xori v1,a3,0xff
	sllv v0,v0,a2
	sllv v1,v1,a2
	li a1,-4
	nor v0,zero,v0
	and a1,a0,a1
	or v1,v1,v0
	sync
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L14
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_1_release:
	li a3,1
	andi a1,a1,0x7
	andi a2,a0,0x3
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,255
	xori v1,a3,0xff
	sllv v0,v0,a2
	sllv v1,v1,a2
	li a1,-4
	nor v0,zero,v0
	and a1,a0,a1
	or v1,v1,v0
	sync
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L14
	nop
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_1_acq_rel:
	li a3,1
	andi a1,a1,0x7
	andi a2,a0,0x3
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,255
	xori v1,a3,0xff
	sllv v0,v0,a2
	sllv v1,v1,a2
	li a1,-4
	nor v0,zero,v0
	and a1,a0,a1
	or v1,v1,v0
	sync
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L14
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_1_seq_cst:
	li a3,1
	andi a1,a1,0x7
	andi a2,a0,0x3
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,255
	xori v1,a3,0xff
	sllv v0,v0,a2
	sllv v1,v1,a2
	li a1,-4
	nor v0,zero,v0
	and a1,a0,a1
	or v1,v1,v0
	sync
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L14
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_1_seq_cst_fence:
	li a3,1
	andi a1,a1,0x7
	andi a2,a0,0x3
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,255
	xori v1,a3,0xff
	sllv v0,v0,a2
	sllv v1,v1,a2
	li a1,-4
	nor v0,zero,v0
	and a1,a0,a1
	or v1,v1,v0
	sync
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L14
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_1_relaxed:
	andi v0,a1,0x7
	li a1,1
	andi a2,a0,0x3
	sllv a1,a1,v0
	sll a2,a2,0x3
	li v1,-4
	sllv a3,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_1_acquire:
	andi v0,a1,0x7
	li a1,1
	andi a2,a0,0x3
	sllv a1,a1,v0
	sll a2,a2,0x3
	li v1,-4
	sllv a3,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_1_release:
	andi v0,a1,0x7
	li a1,1
	andi a2,a0,0x3
	sllv a1,a1,v0
	sll a2,a2,0x3
	li v1,-4
	sllv a3,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_1_acq_rel:
	andi v0,a1,0x7
	li a1,1
	andi a2,a0,0x3
	sllv a1,a1,v0
	sll a2,a2,0x3
	li v1,-4
	sllv a3,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_1_seq_cst:
	andi v0,a1,0x7
	li a1,1
	andi a2,a0,0x3
	sllv a1,a1,v0
	sll a2,a2,0x3
	li v1,-4
	sllv a3,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_1_seq_cst_fence:
	andi v0,a1,0x7
	li a1,1
	andi a2,a0,0x3
	sllv a1,a1,v0
	sll a2,a2,0x3
	li v1,-4
	sllv a3,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_fetch_add_unless_1_relaxed:
	andi a3,a0,0x3
	lbu v0,0(a0)
	sll a3,a3,0x3
	li t3,255
	li t2,-4
	sllv t3,t3,a3
	andi v0,v0,0xff
	and t2,a0,t2
	beq a2,v0,.L27
	addu v1,a1,v0
	andi v1,v1,0xff
	sllv t1,v0,a3
	sllv v1,v1,a3
	sync
	ll t0,0(t2)
	and t4,t0,t3
	bne t4,t1,.L22
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t2)
	beqz t4,.L14
	nop
	sync
	srlv v1,t0,a3
	andi v1,v1,0xff
	bne v0,v1,.L30
	nop
	sync
	jr ra
	nop
	b .L8
	move v0,v1

uat_fetch_add_unless_1_acquire:
	andi a3,a0,0x3
	lbu v0,0(a0)
	sll a3,a3,0x3
	li t3,255
	li t2,-4
	sllv t3,t3,a3
	andi v0,v0,0xff
	and t2,a0,t2
	beq a2,v0,.L27
	addu v1,a1,v0
	andi v1,v1,0xff
	sllv t1,v0,a3
	sllv v1,v1,a3
	sync
	ll t0,0(t2)
	and t4,t0,t3
	bne t4,t1,.L22
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t2)
	beqz t4,.L14
	nop
	sync
	srlv v1,t0,a3
	andi v1,v1,0xff
	bne v0,v1,.L30
	nop
	sync
	jr ra
	nop
	b .L8
	move v0,v1

uat_fetch_add_unless_1_release:
	andi a3,a0,0x3
	lbu v0,0(a0)
	sll a3,a3,0x3
	li t3,255
	li t2,-4
	sllv t3,t3,a3
	andi v0,v0,0xff
	and t2,a0,t2
	beq a2,v0,.L27
	addu v1,a1,v0
	andi v1,v1,0xff
	sllv t1,v0,a3
	sllv v1,v1,a3
	sync
	ll t0,0(t2)
	and t4,t0,t3
	bne t4,t1,.L22
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t2)
	beqz t4,.L14
	nop
	sync
	srlv v1,t0,a3
	andi v1,v1,0xff
	bne v0,v1,.L30
	nop
	sync
	jr ra
	nop
	b .L8
	move v0,v1

uat_fetch_add_unless_1_acq_rel:
	andi a3,a0,0x3
	lbu v0,0(a0)
	sll a3,a3,0x3
	li t3,255
	li t2,-4
	sllv t3,t3,a3
	andi v0,v0,0xff
	and t2,a0,t2
	beq a2,v0,.L27
	addu v1,a1,v0
	andi v1,v1,0xff
	sllv t1,v0,a3
	sllv v1,v1,a3
	sync
	ll t0,0(t2)
	and t4,t0,t3
	bne t4,t1,.L22
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t2)
	beqz t4,.L14
	nop
	sync
	srlv v1,t0,a3
	andi v1,v1,0xff
	bne v0,v1,.L30
	nop
	sync
	jr ra
	nop
	b .L8
	move v0,v1

uat_fetch_add_unless_1_seq_cst:
	andi a3,a0,0x3
	lbu v0,0(a0)
	sll a3,a3,0x3
	li t3,255
	li t2,-4
	sllv t3,t3,a3
	andi v0,v0,0xff
	and t2,a0,t2
	beq a2,v0,.L27
	addu v1,a1,v0
	andi v1,v1,0xff
	sllv t1,v0,a3
	sllv v1,v1,a3
	sync
	ll t0,0(t2)
	and t4,t0,t3
	bne t4,t1,.L22
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t2)
	beqz t4,.L14
	nop
	sync
	srlv v1,t0,a3
	andi v1,v1,0xff
	bne v0,v1,.L30
	nop
	sync
	jr ra
	nop
	b .L8
	move v0,v1

uat_fetch_add_unless_1_seq_cst_fence:
	andi a3,a0,0x3
	lbu v0,0(a0)
	sll a3,a3,0x3
	li t3,255
	li t2,-4
	sllv t3,t3,a3
	andi v0,v0,0xff
	and t2,a0,t2
	beq a2,v0,.L27
	addu v1,a1,v0
	andi v1,v1,0xff
	sllv t1,v0,a3
	sllv v1,v1,a3
	sync
	ll t0,0(t2)
	and t4,t0,t3
	bne t4,t1,.L22
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t2)
	beqz t4,.L14
	nop
	sync
	srlv v1,t0,a3
	andi v1,v1,0xff
	bne v0,v1,.L30
	nop
	sync
	jr ra
	nop
	b .L8
	move v0,v1

uat_add_unless_1_relaxed:
	andi a3,a0,0x3
	lbu v1,0(a0)
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xff
	and t1,a0,t1
	beq a2,v1,.L29
	addu v0,a1,v1
	andi v0,v0,0xff
	sllv t3,v1,a3
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L22
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L14
	nop
	sync
	srlv v0,t0,a3
	andi v0,v0,0xff
	bne v1,v0,.L8
	move v1,v0
	jr ra
	li v0,1
	jr ra
	move v0,zero

uat_add_unless_1_acquire:
	andi a3,a0,0x3
	lbu v1,0(a0)
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xff
	and t1,a0,t1
	beq a2,v1,.L29
	addu v0,a1,v1
	andi v0,v0,0xff
	sllv t3,v1,a3
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L22
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L14
	nop
	sync
	srlv v0,t0,a3
	andi v0,v0,0xff
	bne v1,v0,.L8
	move v1,v0
	jr ra
	li v0,1
	jr ra
	move v0,zero

uat_add_unless_1_release:
	andi a3,a0,0x3
	lbu v1,0(a0)
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xff
	and t1,a0,t1
	beq a2,v1,.L29
	addu v0,a1,v1
	andi v0,v0,0xff
	sllv t3,v1,a3
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L22
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L14
	nop
	sync
	srlv v0,t0,a3
	andi v0,v0,0xff
	bne v1,v0,.L8
	move v1,v0
	jr ra
	li v0,1
	jr ra
	move v0,zero

uat_add_unless_1_acq_rel:
	andi a3,a0,0x3
	lbu v1,0(a0)
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xff
	and t1,a0,t1
	beq a2,v1,.L29
	addu v0,a1,v1
	andi v0,v0,0xff
	sllv t3,v1,a3
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L22
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L14
	nop
	sync
	srlv v0,t0,a3
	andi v0,v0,0xff
	bne v1,v0,.L8
	move v1,v0
	jr ra
	li v0,1
	jr ra
	move v0,zero

uat_add_unless_1_seq_cst:
	andi a3,a0,0x3
	lbu v1,0(a0)
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xff
	and t1,a0,t1
	beq a2,v1,.L29
	addu v0,a1,v1
	andi v0,v0,0xff
	sllv t3,v1,a3
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L22
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L14
	nop
	sync
	srlv v0,t0,a3
	andi v0,v0,0xff
	bne v1,v0,.L8
	move v1,v0
	jr ra
	li v0,1
	jr ra
	move v0,zero

uat_add_unless_1_seq_cst_fence:
	andi a3,a0,0x3
	lbu v1,0(a0)
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xff
	and t1,a0,t1
	beq a2,v1,.L29
	addu v0,a1,v1
	andi v0,v0,0xff
	sllv t3,v1,a3
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L22
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L14
	nop
	sync
	srlv v0,t0,a3
	andi v0,v0,0xff
	bne v1,v0,.L8
	move v1,v0
	jr ra
	li v0,1
	jr ra
	move v0,zero

uat_dec_if_positive_1_relaxed:
	andi a1,a0,0x3
	lbu v1,0(a0)
	sll a1,a1,0x3
	li t0,255
	li a3,-4
	sllv t0,t0,a1
	andi v1,v1,0xff
	and a3,a0,a3
	addiu v0,v1,-1
	seb a2,v1
	andi v0,v0,0xff
	sllv t1,v1,a1
	blez a2,.L30
	sllv t2,v0,a1
	sync
	ll a2,0(a3)
	and t3,a2,t0
	bne t3,t1,.L23
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(a3)
	beqz t3,.L15
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xff
	bne v1,a2,.L8
	move v1,a2
	jr ra
	seb v0,v0
	xori v0,v1,0x80
	sltu v0,zero,v0
	subu v1,v1,v0
	b .L28
	andi v0,v1,0xff

uat_dec_if_positive_1_acquire:
	andi a1,a0,0x3
	lbu v1,0(a0)
	sll a1,a1,0x3
	li t0,255
	li a3,-4
	sllv t0,t0,a1
	andi v1,v1,0xff
	and a3,a0,a3
	addiu v0,v1,-1
	seb a2,v1
	andi v0,v0,0xff
	sllv t1,v1,a1
	blez a2,.L30
	sllv t2,v0,a1
	sync
	ll a2,0(a3)
	and t3,a2,t0
	bne t3,t1,.L23
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(a3)
	beqz t3,.L15
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xff
	bne v1,a2,.L8
	move v1,a2
	jr ra
	seb v0,v0
	xori v0,v1,0x80
	sltu v0,zero,v0
	subu v1,v1,v0
	b .L28
	andi v0,v1,0xff

uat_dec_if_positive_1_release:
	andi a1,a0,0x3
	lbu v1,0(a0)
	sll a1,a1,0x3
	li t0,255
	li a3,-4
	sllv t0,t0,a1
	andi v1,v1,0xff
	and a3,a0,a3
	addiu v0,v1,-1
	seb a2,v1
	andi v0,v0,0xff
	sllv t1,v1,a1
	blez a2,.L30
	sllv t2,v0,a1
	sync
	ll a2,0(a3)
	and t3,a2,t0
	bne t3,t1,.L23
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(a3)
	beqz t3,.L15
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xff
	bne v1,a2,.L8
	move v1,a2
	jr ra
	seb v0,v0
	xori v0,v1,0x80
	sltu v0,zero,v0
	subu v1,v1,v0
	b .L28
	andi v0,v1,0xff

uat_dec_if_positive_1_acq_rel:
	andi a1,a0,0x3
	lbu v1,0(a0)
	sll a1,a1,0x3
	li t0,255
	li a3,-4
	sllv t0,t0,a1
	andi v1,v1,0xff
	and a3,a0,a3
	addiu v0,v1,-1
	seb a2,v1
	andi v0,v0,0xff
	sllv t1,v1,a1
	blez a2,.L30
	sllv t2,v0,a1
	sync
	ll a2,0(a3)
	and t3,a2,t0
	bne t3,t1,.L23
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(a3)
	beqz t3,.L15
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xff
	bne v1,a2,.L8
	move v1,a2
	jr ra
	seb v0,v0
	xori v0,v1,0x80
	sltu v0,zero,v0
	subu v1,v1,v0
	b .L28
	andi v0,v1,0xff

uat_dec_if_positive_1_seq_cst:
	andi a1,a0,0x3
	lbu v1,0(a0)
	sll a1,a1,0x3
	li t0,255
	li a3,-4
	sllv t0,t0,a1
	andi v1,v1,0xff
	and a3,a0,a3
	addiu v0,v1,-1
	seb a2,v1
	andi v0,v0,0xff
	sllv t1,v1,a1
	blez a2,.L30
	sllv t2,v0,a1
	sync
	ll a2,0(a3)
	and t3,a2,t0
	bne t3,t1,.L23
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(a3)
	beqz t3,.L15
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xff
	bne v1,a2,.L8
	move v1,a2
	jr ra
	seb v0,v0
	xori v0,v1,0x80
	sltu v0,zero,v0
	subu v1,v1,v0
	b .L28
	andi v0,v1,0xff

uat_dec_if_positive_1_seq_cst_fence:
	andi a1,a0,0x3
	lbu v1,0(a0)
	sll a1,a1,0x3
	li t0,255
	li a3,-4
	sllv t0,t0,a1
	andi v1,v1,0xff
	and a3,a0,a3
	addiu v0,v1,-1
	seb a2,v1
	andi v0,v0,0xff
	sllv t1,v1,a1
	blez a2,.L30
	sllv t2,v0,a1
	sync
	ll a2,0(a3)
	and t3,a2,t0
	bne t3,t1,.L23
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(a3)
	beqz t3,.L15
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xff
	bne v1,a2,.L8
	move v1,a2
	jr ra
	seb v0,v0
	xori v0,v1,0x80
	sltu v0,zero,v0
	subu v1,v1,v0
	b .L28
	andi v0,v1,0xff

uat_cond_load_1_relaxed:
	lbu v0,0(a0)
	andi v0,v0,0xff
	bne a1,v0,.L6
	nop
	jr ra
	nop
	sync
	b .L0
	nop

uat_cond_load_1_consume:
	lbu v0,0(a0)
	andi v0,v0,0xff
	bne a1,v0,.L6
	nop
	jr ra
	nop
	sync
	b .L0
	nop

uat_cond_load_1_acquire:
	lbu v0,0(a0)
	andi v0,v0,0xff
	bne a1,v0,.L7
	nop
	sync
	jr ra
	nop
	sync
	b .L0
	nop

uat_cond_load_1_seq_cst:
	sync
	lbu v0,0(a0)
	andi v0,v0,0xff
	bne a1,v0,.L0
	nop
	sync
	jr ra
	nop

uat_cond_load_1_seq_cst_fence:
	sync
	lbu v0,0(a0)
	andi v0,v0,0xff
	bne a1,v0,.L0
	nop
	sync
	jr ra
	nop

uat_inc_1_relaxed:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v0,-4
	li a1,255
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L9
	nop
	jr ra
	nop

uat_inc_1_acquire:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v0,-4
	li a1,255
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L9
	nop
	sync
	jr ra
	nop

uat_inc_1_release:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v0,-4
	li a1,255
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L9
	nop
	jr ra
	nop

uat_inc_1_acq_rel:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v0,-4
	li a1,255
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L9
	nop
	sync
	jr ra
	nop

uat_inc_1_seq_cst:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v0,-4
	li a1,255
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L9
	nop
	sync
	jr ra
	nop

uat_inc_1_seq_cst_fence:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v0,-4
	li a1,255
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L9
	nop
	sync
	jr ra
	nop

uat_dec_1_relaxed:
	sll a1,a0,0x3
	li v1,-4
	li v0,255
	and v1,a0,v1
	sllv v0,v0,a1
	sync
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L6
	nop
	jr ra
	nop

uat_dec_1_acquire:
	sll a1,a0,0x3
	li v1,-4
	li v0,255
	and v1,a0,v1
	sllv v0,v0,a1
	sync
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L6
	nop
	sync
	jr ra
	nop

uat_dec_1_release:
	sll a1,a0,0x3
	li v1,-4
	li v0,255
	and v1,a0,v1
	sllv v0,v0,a1
	sync
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L6
	nop
	jr ra
	nop

uat_dec_1_acq_rel:
	sll a1,a0,0x3
	li v1,-4
	li v0,255
	and v1,a0,v1
	sllv v0,v0,a1
	sync
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L6
	nop
	sync
	jr ra
	nop

uat_dec_1_seq_cst:
	sll a1,a0,0x3
	li v1,-4
	li v0,255
	and v1,a0,v1
	sllv v0,v0,a1
	sync
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L6
	nop
	sync
	jr ra
	nop

uat_dec_1_seq_cst_fence:
	sll a1,a0,0x3
	li v1,-4
	li v0,255
	and v1,a0,v1
	sllv v0,v0,a1
	sync
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L6
	nop
	sync
	jr ra
	nop

uat_add_around_1_mb:
	sync
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v0,-4
	li v1,255
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L9
	nop
	sync
	jr ra
	nop

uat_load_2_relaxed:
	lhu v0,0(a0)
	jr ra
	andi v0,v0,0xffff

uat_load_2_consume:
	lhu v0,0(a0)
	jr ra
	andi v0,v0,0xffff

uat_load_2_acquire:
	lhu v0,0(a0)
	andi v0,v0,0xffff
	sync
	jr ra
	nop

uat_load_2_seq_cst:
	sync
	lhu v0,0(a0)
	andi v0,v0,0xffff
	sync
	jr ra
	nop

uat_load_2_seq_cst_fence:
	sync
	lhu v0,0(a0)
	andi v0,v0,0xffff
	sync
	jr ra
	nop

uat_store_2_relaxed:
	sh a1,0(a0)
	jr ra
	nop

uat_store_2_release:
	sync
	sh a1,0(a0)
	jr ra
	nop

uat_store_2_seq_cst:
	sync
	sh a1,0(a0)
	jr ra
	nop

uat_store_2_seq_cst_fence:
	sync
	sh a1,0(a0)
	sync
	jr ra
	nop

uat_cmpxchg_2_relaxed:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L17
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L9
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_cmpxchg_2_acquire:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L17
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L9
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_cmpxchg_2_release:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L17
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L9
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_cmpxchg_2_acq_rel:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L17
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L9
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_cmpxchg_2_seq_cst:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L17
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L9
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_cmpxchg_2_seq_cst_fence_sc:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L17
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L9
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_cmpxchg_2_seq_cst_fence:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L17
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L9
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_cmpxchg_test_2_seq_cst_fence:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_2_relaxed:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_2_acquire:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_2_release:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_2_acq_rel:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_2_seq_cst:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_2_seq_cst_fence_sc:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_2_seq_cst_fence:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_2_relaxed:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_2_acquire:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_2_release:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_2_acq_rel:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_2_seq_cst:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_2_seq_cst_fence_sc:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_2_seq_cst_fence:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a3,-4
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L17
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L9
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_xchg_2_relaxed:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,0xffff
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	sync
	ll v0,0(a3)
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L9
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_xchg_2_acquire:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,0xffff
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	sync
	ll v0,0(a3)
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_xchg_2_release:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,0xffff
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	sync
	ll v0,0(a3)
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L9
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_xchg_2_acq_rel:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,0xffff
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	sync
	ll v0,0(a3)
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_xchg_2_seq_cst:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,0xffff
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	sync
	ll v0,0(a3)
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_xchg_2_seq_cst_fence:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,0xffff
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	sync
	ll v0,0(a3)
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_add_return_2_relaxed:
	andi v0,a0,0x3
	sll v0,v0,0x3
	li v1,-4
	li a2,0xffff
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	sync
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L8
	nop
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xffff

uat_add_return_2_acquire:
	andi v0,a0,0x3
	sll v0,v0,0x3
	li v1,-4
	li a2,0xffff
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	sync
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L8
	nop
	sync
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xffff

uat_add_return_2_release:
	andi v0,a0,0x3
	sll v0,v0,0x3
	li v1,-4
	li a2,0xffff
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	sync
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L8
	nop
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xffff

uat_add_return_2_acq_rel:
	andi v0,a0,0x3
	sll v0,v0,0x3
	li v1,-4
	li a2,0xffff
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	sync
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L8
	nop
	sync
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xffff

uat_add_return_2_seq_cst:
	andi v0,a0,0x3
	sll v0,v0,0x3
	li v1,-4
	li a2,0xffff
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	sync
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L8
	nop
	sync
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xffff

uat_add_return_2_seq_cst_fence:
	andi v0,a0,0x3
	sll v0,v0,0x3
	li v1,-4
	li a2,0xffff
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	sync
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L8
	nop
	sync
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xffff

uat_add_2_relaxed:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v0,-4
	li v1,0xffff
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L8
	nop
	jr ra
	nop

uat_add_2_acquire:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v0,-4
	li v1,0xffff
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L8
	nop
	sync
	jr ra
	nop

uat_add_2_release:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v0,-4
	li v1,0xffff
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L8
	nop
	jr ra
	nop

uat_add_2_acq_rel:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v0,-4
	li v1,0xffff
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L8
	nop
	sync
	jr ra
	nop

uat_add_2_seq_cst:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v0,-4
	li v1,0xffff
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L8
	nop
	sync
	jr ra
	nop

uat_add_2_seq_cst_fence:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v0,-4
	li v1,0xffff
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L8
	nop
	sync
	jr ra
	nop

uat_and_2_relaxed:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li v0,0xffff
	sllv a1,a1,v1
	sllv v0,v0,v1
	li v1,-4
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L10
	nop
	jr ra
	nop

uat_and_2_acquire:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li v0,0xffff
	sllv a1,a1,v1
	sllv v0,v0,v1
	li v1,-4
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L10
	nop
	sync
	jr ra
	nop

uat_and_2_release:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li v0,0xffff
	sllv a1,a1,v1
	sllv v0,v0,v1
	li v1,-4
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L10
	nop
	jr ra
	nop

uat_and_2_acq_rel:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li v0,0xffff
	sllv a1,a1,v1
	sllv v0,v0,v1
	li v1,-4
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L10
	nop
	sync
	jr ra
	nop

uat_and_2_seq_cst:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li v0,0xffff
	sllv a1,a1,v1
	sllv v0,v0,v1
	li v1,-4
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L10
	nop
	sync
	jr ra
	nop

uat_and_2_seq_cst_fence:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li v0,0xffff
	sllv a1,a1,v1
	sllv v0,v0,v1
	li v1,-4
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L10
	nop
	sync
	jr ra
	nop

uat_or_2_relaxed:
	sll v1,a0,0x3
	li v0,-4
	sllv a1,a1,v1
	and v0,a0,v0
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	jr ra
	nop

uat_or_2_acquire:
	sll v1,a0,0x3
	li v0,-4
	sllv a1,a1,v1
	and v0,a0,v0
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	sync
	jr ra
	nop

uat_or_2_release:
	sll v1,a0,0x3
	li v0,-4
	sllv a1,a1,v1
	and v0,a0,v0
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	jr ra
	nop

uat_or_2_acq_rel:
	sll v1,a0,0x3
	li v0,-4
	sllv a1,a1,v1
	and v0,a0,v0
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	sync
	jr ra
	nop

uat_or_2_seq_cst:
	sll v1,a0,0x3
	li v0,-4
	sllv a1,a1,v1
	and v0,a0,v0
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	sync
	jr ra
	nop

uat_or_2_seq_cst_fence:
	sll v1,a0,0x3
	li v0,-4
	sllv a1,a1,v1
	and v0,a0,v0
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	sync
	jr ra
	nop

uat_xor_2_relaxed:
	sll v1,a0,0x3
	li v0,-4
	sllv a1,a1,v1
	and v0,a0,v0
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	jr ra
	nop

uat_xor_2_acquire:
	sll v1,a0,0x3
	li v0,-4
	sllv a1,a1,v1
	and v0,a0,v0
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	sync
	jr ra
	nop

uat_xor_2_release:
	sll v1,a0,0x3
	li v0,-4
	sllv a1,a1,v1
	and v0,a0,v0
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	jr ra
	nop

uat_xor_2_acq_rel:
	sll v1,a0,0x3
	li v0,-4
	sllv a1,a1,v1
	and v0,a0,v0
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	sync
	jr ra
	nop

uat_xor_2_seq_cst:
	sll v1,a0,0x3
	li v0,-4
	sllv a1,a1,v1
	and v0,a0,v0
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	sync
	jr ra
	nop

uat_xor_2_seq_cst_fence:
	sll v1,a0,0x3
	li v0,-4
	sllv a1,a1,v1
	and v0,a0,v0
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L5
	nop
	sync
	jr ra
	nop

uat_fetch_add_2_relaxed:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a2,-4
	li a3,0xffff
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	sync
	ll v0,0(a2)
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L8
	nop
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_fetch_add_2_acquire:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a2,-4
	li a3,0xffff
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	sync
	ll v0,0(a2)
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L8
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_fetch_add_2_release:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a2,-4
	li a3,0xffff
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	sync
	ll v0,0(a2)
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L8
	nop
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_fetch_add_2_acq_rel:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a2,-4
	li a3,0xffff
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	sync
	ll v0,0(a2)
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L8
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_fetch_add_2_seq_cst:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a2,-4
	li a3,0xffff
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	sync
	ll v0,0(a2)
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L8
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_fetch_add_2_seq_cst_fence:
	andi v1,a0,0x3
	sll v1,v1,0x3
	li a2,-4
	li a3,0xffff
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	sync
	ll v0,0(a2)
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L8
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_fetch_and_2_relaxed:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,0xffff
	sllv a1,a1,a2
	sllv v1,v1,a2
	li a3,-4
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L10
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_and_2_acquire:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,0xffff
	sllv a1,a1,a2
	sllv v1,v1,a2
	li a3,-4
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L10
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_and_2_release:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,0xffff
	sllv a1,a1,a2
	sllv v1,v1,a2
	li a3,-4
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L10
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_and_2_acq_rel:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,0xffff
	sllv a1,a1,a2
	sllv v1,v1,a2
	li a3,-4
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L10
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_and_2_seq_cst:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,0xffff
	sllv a1,a1,a2
	sllv v1,v1,a2
	li a3,-4
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L10
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_and_2_seq_cst_fence:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,0xffff
	sllv a1,a1,a2
	sllv v1,v1,a2
	li a3,-4
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L10
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_or_2_relaxed:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,-4
	sllv a1,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_or_2_acquire:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,-4
	sllv a1,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_or_2_release:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,-4
	sllv a1,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_or_2_acq_rel:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,-4
	sllv a1,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_or_2_seq_cst:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,-4
	sllv a1,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_or_2_seq_cst_fence:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,-4
	sllv a1,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_xor_2_relaxed:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,-4
	sllv a1,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_xor_2_acquire:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,-4
	sllv a1,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_xor_2_release:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,-4
	sllv a1,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_xor_2_acq_rel:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,-4
	sllv a1,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_xor_2_seq_cst:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,-4
	sllv a1,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_xor_2_seq_cst_fence:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v1,-4
	sllv a1,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L6
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_smax_2_relaxed:
	andi t0,a0,0x3
	lhu a2,0(a0)
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1
	seh v0,a2
	slt v0,v0,a1
	sllv a3,a2,t0
	beqz v0,.L15
	move v1,a2
	move v1,t4
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L26
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L18
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bne v1,a2,.L9
	seh v0,v0
	jr ra
	nop

uat_fetch_smax_2_acquire:
	andi t0,a0,0x3
	lhu a2,0(a0)
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1
	seh v0,a2
	slt v0,v0,a1
	sllv a3,a2,t0
	beqz v0,.L15
	move v1,a2
	move v1,t4
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L26
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L18
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bne v1,a2,.L9
	seh v0,v0
	jr ra
	nop

uat_fetch_smax_2_release:
	andi t0,a0,0x3
	lhu a2,0(a0)
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1
	seh v0,a2
	slt v0,v0,a1
	sllv a3,a2,t0
	beqz v0,.L15
	move v1,a2
	move v1,t4
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L26
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L18
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bne v1,a2,.L9
	seh v0,v0
	jr ra
	nop

uat_fetch_smax_2_acq_rel:
	andi t0,a0,0x3
	lhu a2,0(a0)
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1
	seh v0,a2
	slt v0,v0,a1
	sllv a3,a2,t0
	beqz v0,.L15
	move v1,a2
	move v1,t4
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L26
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L18
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bne v1,a2,.L9
	seh v0,v0
	jr ra
	nop

uat_fetch_smax_2_seq_cst:
	andi t0,a0,0x3
	lhu a2,0(a0)
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1
	seh v0,a2
	slt v0,v0,a1
	sllv a3,a2,t0
	beqz v0,.L15
	move v1,a2
	move v1,t4
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L26
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L18
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bne v1,a2,.L9
	seh v0,v0
	jr ra
	nop

uat_fetch_smax_2_seq_cst_fence:
	andi t0,a0,0x3
	lhu a2,0(a0)
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1
	seh v0,a2
	slt v0,v0,a1
	sllv a3,a2,t0
	beqz v0,.L15
	move v1,a2
	move v1,t4
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L26
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L18
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bne v1,a2,.L9
	seh v0,v0
	jr ra
	nop

uat_fetch_umax_2_relaxed:
	andi t0,a0,0x3
	lhu v0,0(a0)
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1
	sltu a2,a1,v0
	sllv a3,v0,t0
	beqz a2,.L14
	move v1,t3
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L25
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L17
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bne a2,v0,.L10
	sltu a2,a1,v0
	jr ra
	nop

uat_fetch_umax_2_acquire:
	andi t0,a0,0x3
	lhu v0,0(a0)
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1
	sltu a2,a1,v0
	sllv a3,v0,t0
	beqz a2,.L14
	move v1,t3
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L25
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L17
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bne a2,v0,.L10
	sltu a2,a1,v0
	jr ra
	nop

uat_fetch_umax_2_release:
	andi t0,a0,0x3
	lhu v0,0(a0)
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1
	sltu a2,a1,v0
	sllv a3,v0,t0
	beqz a2,.L14
	move v1,t3
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L25
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L17
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bne a2,v0,.L10
	sltu a2,a1,v0
	jr ra
	nop

uat_fetch_umax_2_acq_rel:
	andi t0,a0,0x3
	lhu v0,0(a0)
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1
	sltu a2,a1,v0
	sllv a3,v0,t0
	beqz a2,.L14
	move v1,t3
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L25
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L17
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bne a2,v0,.L10
	sltu a2,a1,v0
	jr ra
	nop

uat_fetch_umax_2_seq_cst:
	andi t0,a0,0x3
	lhu v0,0(a0)
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1
	sltu a2,a1,v0
	sllv a3,v0,t0
	beqz a2,.L14
	move v1,t3
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L25
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L17
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bne a2,v0,.L10
	sltu a2,a1,v0
	jr ra
	nop

uat_fetch_umax_2_seq_cst_fence:
	andi t0,a0,0x3
	lhu v0,0(a0)
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1
	sltu a2,a1,v0
	sllv a3,v0,t0
	beqz a2,.L14
	move v1,t3
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L25
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L17
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bne a2,v0,.L10
	sltu a2,a1,v0
	jr ra
	nop

uat_fetch_smin_2_relaxed:
	andi t0,a0,0x3
	lhu a2,0(a0)
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1
	seh v0,a2
	slt v0,a1,v0
	sllv a3,a2,t0
	beqz v0,.L15
	move v1,a2
	move v1,t4
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L26
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L18
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bne v1,a2,.L9
	seh v0,v0
	jr ra
	nop

uat_fetch_smin_2_acquire:
	andi t0,a0,0x3
	lhu a2,0(a0)
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1
	seh v0,a2
	slt v0,a1,v0
	sllv a3,a2,t0
	beqz v0,.L15
	move v1,a2
	move v1,t4
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L26
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L18
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bne v1,a2,.L9
	seh v0,v0
	jr ra
	nop

uat_fetch_smin_2_release:
	andi t0,a0,0x3
	lhu a2,0(a0)
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1
	seh v0,a2
	slt v0,a1,v0
	sllv a3,a2,t0
	beqz v0,.L15
	move v1,a2
	move v1,t4
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L26
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L18
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bne v1,a2,.L9
	seh v0,v0
	jr ra
	nop

uat_fetch_smin_2_acq_rel:
	andi t0,a0,0x3
	lhu a2,0(a0)
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1
	seh v0,a2
	slt v0,a1,v0
	sllv a3,a2,t0
	beqz v0,.L15
	move v1,a2
	move v1,t4
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L26
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L18
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bne v1,a2,.L9
	seh v0,v0
	jr ra
	nop

uat_fetch_smin_2_seq_cst:
	andi t0,a0,0x3
	lhu a2,0(a0)
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1
	seh v0,a2
	slt v0,a1,v0
	sllv a3,a2,t0
	beqz v0,.L15
	move v1,a2
	move v1,t4
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L26
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L18
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bne v1,a2,.L9
	seh v0,v0
	jr ra
	nop

uat_fetch_smin_2_seq_cst_fence:
	andi t0,a0,0x3
	lhu a2,0(a0)
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1
	seh v0,a2
	slt v0,a1,v0
	sllv a3,a2,t0
	beqz v0,.L15
	move v1,a2
	move v1,t4
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L26
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L18
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bne v1,a2,.L9
	seh v0,v0
	jr ra
	nop

uat_fetch_umin_2_relaxed:
	andi t0,a0,0x3
	lhu v0,0(a0)
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1
	sltu a2,v0,a1
	sllv a3,v0,t0
	beqz a2,.L14
	move v1,t3
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L25
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L17
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bne a2,v0,.L10
	sltu a2,v0,a1
	jr ra
	nop

uat_fetch_umin_2_acquire:
	andi t0,a0,0x3
	lhu v0,0(a0)
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1
	sltu a2,v0,a1
	sllv a3,v0,t0
	beqz a2,.L14
	move v1,t3
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L25
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L17
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bne a2,v0,.L10
	sltu a2,v0,a1
	jr ra
	nop

uat_fetch_umin_2_release:
	andi t0,a0,0x3
	lhu v0,0(a0)
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1
	sltu a2,v0,a1
	sllv a3,v0,t0
	beqz a2,.L14
	move v1,t3
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L25
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L17
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bne a2,v0,.L10
	sltu a2,v0,a1
	jr ra
	nop

uat_fetch_umin_2_acq_rel:
	andi t0,a0,0x3
	lhu v0,0(a0)
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1
	sltu a2,v0,a1
	sllv a3,v0,t0
	beqz a2,.L14
	move v1,t3
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L25
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L17
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bne a2,v0,.L10
	sltu a2,v0,a1
	jr ra
	nop

uat_fetch_umin_2_seq_cst:
	andi t0,a0,0x3
	lhu v0,0(a0)
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1
	sltu a2,v0,a1
	sllv a3,v0,t0
	beqz a2,.L14
	move v1,t3
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L25
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L17
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bne a2,v0,.L10
	sltu a2,v0,a1
	jr ra
	nop

uat_fetch_umin_2_seq_cst_fence:
	andi t0,a0,0x3
	lhu v0,0(a0)
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1
	sltu a2,v0,a1
	sllv a3,v0,t0
	beqz a2,.L14
	move v1,t3
	move v1,v0
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L25
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L17
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bne a2,v0,.L10
	sltu a2,v0,a1
	jr ra
	nop

uat_test_and_set_bit_2_relaxed:
	andi v0,a1,0xf
	li a1,1
	andi a2,a0,0x3
	sllv a1,a1,v0
	sll a2,a2,0x3
	li v1,-4
	sllv a3,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_2_acquire:
	andi v0,a1,0xf
	li a1,1
	andi a2,a0,0x3
	sllv a1,a1,v0
	sll a2,a2,0x3
	li v1,-4
	sllv a3,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_2_release:
	andi v0,a1,0xf
	li a1,1
	andi a2,a0,0x3
	sllv a1,a1,v0
	sll a2,a2,0x3
	li v1,-4
	sllv a3,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_2_acq_rel:
	andi v0,a1,0xf
	li a1,1
	andi a2,a0,0x3
	sllv a1,a1,v0
	sll a2,a2,0x3
	li v1,-4
	sllv a3,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_2_seq_cst:
	andi v0,a1,0xf
	li a1,1
	andi a2,a0,0x3
	sllv a1,a1,v0
	sll a2,a2,0x3
	li v1,-4
	sllv a3,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_2_seq_cst_fence:
	andi v0,a1,0xf
	li a1,1
	andi a2,a0,0x3
	sllv a1,a1,v0
	sll a2,a2,0x3
	li v1,-4
	sllv a3,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_2_relaxed:
	li a3,1
	andi a1,a1,0xf
	andi a2,a0,0x3
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,0xffff
	xori v1,a3,0xffff
	sllv v0,v0,a2
	sllv v1,v1,a2
	li a1,-4
	nor v0,zero,v0
	and a1,a0,a1
	or v1,v1,v0
	sync
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L14
	nop
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_2_acquire:
	li a3,1
	andi a1,a1,0xf
	andi a2,a0,0x3
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,0xffff
	xori v1,a3,0xffff
	sllv v0,v0,a2
	sllv v1,v1,a2
	li a1,-4
	nor v0,zero,v0
	and a1,a0,a1
	or v1,v1,v0
	sync
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L14
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_2_release:
	li a3,1
	andi a1,a1,0xf
	andi a2,a0,0x3
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,0xffff
	xori v1,a3,0xffff
	sllv v0,v0,a2
	sllv v1,v1,a2
	li a1,-4
	nor v0,zero,v0
	and a1,a0,a1
	or v1,v1,v0
	sync
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L14
	nop
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_2_acq_rel:
	li a3,1
	andi a1,a1,0xf
	andi a2,a0,0x3
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,0xffff
	xori v1,a3,0xffff
	sllv v0,v0,a2
	sllv v1,v1,a2
	li a1,-4
	nor v0,zero,v0
	and a1,a0,a1
	or v1,v1,v0
	sync
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L14
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_2_seq_cst:
	li a3,1
	andi a1,a1,0xf
	andi a2,a0,0x3
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,0xffff
	xori v1,a3,0xffff
	sllv v0,v0,a2
	sllv v1,v1,a2
	li a1,-4
	nor v0,zero,v0
	and a1,a0,a1
	or v1,v1,v0
	sync
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L14
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_2_seq_cst_fence:
	li a3,1
	andi a1,a1,0xf
	andi a2,a0,0x3
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,0xffff
	xori v1,a3,0xffff
	sllv v0,v0,a2
	sllv v1,v1,a2
	li a1,-4
	nor v0,zero,v0
	and a1,a0,a1
	or v1,v1,v0
	sync
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L14
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_2_relaxed:
	andi v0,a1,0xf
	li a1,1
	andi a2,a0,0x3
	sllv a1,a1,v0
	sll a2,a2,0x3
	li v1,-4
	sllv a3,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_2_acquire:
	andi v0,a1,0xf
	li a1,1
	andi a2,a0,0x3
	sllv a1,a1,v0
	sll a2,a2,0x3
	li v1,-4
	sllv a3,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_2_release:
	andi v0,a1,0xf
	li a1,1
	andi a2,a0,0x3
	sllv a1,a1,v0
	sll a2,a2,0x3
	li v1,-4
	sllv a3,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_2_acq_rel:
	andi v0,a1,0xf
	li a1,1
	andi a2,a0,0x3
	sllv a1,a1,v0
	sll a2,a2,0x3
	li v1,-4
	sllv a3,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_2_seq_cst:
	andi v0,a1,0xf
	li a1,1
	andi a2,a0,0x3
	sllv a1,a1,v0
	sll a2,a2,0x3
	li v1,-4
	sllv a3,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_2_seq_cst_fence:
	andi v0,a1,0xf
	li a1,1
	andi a2,a0,0x3
	sllv a1,a1,v0
	sll a2,a2,0x3
	li v1,-4
	sllv a3,a1,a2
	and v1,a0,v1
	sync
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L9
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_fetch_add_unless_2_relaxed:
	andi a3,a0,0x3
	lhu v0,0(a0)
	sll a3,a3,0x3
	li t3,0xffff
	li t2,-4
	sllv t3,t3,a3
	andi v0,v0,0xffff
	and t2,a0,t2
	beq a2,v0,.L27
	addu v1,a1,v0
	andi v1,v1,0xffff
	sllv t1,v0,a3
	sllv v1,v1,a3
	sync
	ll t0,0(t2)
	and t4,t0,t3
	bne t4,t1,.L22
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t2)
	beqz t4,.L14
	nop
	sync
	srlv v1,t0,a3
	andi v1,v1,0xffff
	bne v0,v1,.L30
	nop
	sync
	jr ra
	nop
	b .L8
	move v0,v1

uat_fetch_add_unless_2_acquire:
	andi a3,a0,0x3
	lhu v0,0(a0)
	sll a3,a3,0x3
	li t3,0xffff
	li t2,-4
	sllv t3,t3,a3
	andi v0,v0,0xffff
	and t2,a0,t2
	beq a2,v0,.L27
	addu v1,a1,v0
	andi v1,v1,0xffff
	sllv t1,v0,a3
	sllv v1,v1,a3
	sync
	ll t0,0(t2)
	and t4,t0,t3
	bne t4,t1,.L22
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t2)
	beqz t4,.L14
	nop
	sync
	srlv v1,t0,a3
	andi v1,v1,0xffff
	bne v0,v1,.L30
	nop
	sync
	jr ra
	nop
	b .L8
	move v0,v1

uat_fetch_add_unless_2_release:
	andi a3,a0,0x3
	lhu v0,0(a0)
	sll a3,a3,0x3
	li t3,0xffff
	li t2,-4
	sllv t3,t3,a3
	andi v0,v0,0xffff
	and t2,a0,t2
	beq a2,v0,.L27
	addu v1,a1,v0
	andi v1,v1,0xffff
	sllv t1,v0,a3
	sllv v1,v1,a3
	sync
	ll t0,0(t2)
	and t4,t0,t3
	bne t4,t1,.L22
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t2)
	beqz t4,.L14
	nop
	sync
	srlv v1,t0,a3
	andi v1,v1,0xffff
	bne v0,v1,.L30
	nop
	sync
	jr ra
	nop
	b .L8
	move v0,v1

uat_fetch_add_unless_2_acq_rel:
	andi a3,a0,0x3
	lhu v0,0(a0)
	sll a3,a3,0x3
	li t3,0xffff
	li t2,-4
	sllv t3,t3,a3
	andi v0,v0,0xffff
	and t2,a0,t2
	beq a2,v0,.L27
	addu v1,a1,v0
	andi v1,v1,0xffff
	sllv t1,v0,a3
	sllv v1,v1,a3
	sync
	ll t0,0(t2)
	and t4,t0,t3
	bne t4,t1,.L22
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t2)
	beqz t4,.L14
	nop
	sync
	srlv v1,t0,a3
	andi v1,v1,0xffff
	bne v0,v1,.L30
	nop
	sync
	jr ra
	nop
	b .L8
	move v0,v1

uat_fetch_add_unless_2_seq_cst:
	andi a3,a0,0x3
	lhu v0,0(a0)
	sll a3,a3,0x3
	li t3,0xffff
	li t2,-4
	sllv t3,t3,a3
	andi v0,v0,0xffff
	and t2,a0,t2
	beq a2,v0,.L27
	addu v1,a1,v0
	andi v1,v1,0xffff
	sllv t1,v0,a3
	sllv v1,v1,a3
	sync
	ll t0,0(t2)
	and t4,t0,t3
	bne t4,t1,.L22
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t2)
	beqz t4,.L14
	nop
	sync
	srlv v1,t0,a3
	andi v1,v1,0xffff
	bne v0,v1,.L30
	nop
	sync
	jr ra
	nop
	b .L8
	move v0,v1

uat_fetch_add_unless_2_seq_cst_fence:
	andi a3,a0,0x3
	lhu v0,0(a0)
	sll a3,a3,0x3
	li t3,0xffff
	li t2,-4
	sllv t3,t3,a3
	andi v0,v0,0xffff
	and t2,a0,t2
	beq a2,v0,.L27
	addu v1,a1,v0
	andi v1,v1,0xffff
	sllv t1,v0,a3
	sllv v1,v1,a3
	sync
	ll t0,0(t2)
	and t4,t0,t3
	bne t4,t1,.L22
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t2)
	beqz t4,.L14
	nop
	sync
	srlv v1,t0,a3
	andi v1,v1,0xffff
	bne v0,v1,.L30
	nop
	sync
	jr ra
	nop
	b .L8
	move v0,v1

uat_add_unless_2_relaxed:
	andi a3,a0,0x3
	lhu v1,0(a0)
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xffff
	and t1,a0,t1
	beq a2,v1,.L29
	addu v0,a1,v1
	andi v0,v0,0xffff
	sllv t3,v1,a3
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L22
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L14
	nop
	sync
	srlv v0,t0,a3
	andi v0,v0,0xffff
	bne v1,v0,.L8
	move v1,v0
	jr ra
	li v0,1
	jr ra
	move v0,zero

uat_add_unless_2_acquire:
	andi a3,a0,0x3
	lhu v1,0(a0)
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xffff
	and t1,a0,t1
	beq a2,v1,.L29
	addu v0,a1,v1
	andi v0,v0,0xffff
	sllv t3,v1,a3
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L22
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L14
	nop
	sync
	srlv v0,t0,a3
	andi v0,v0,0xffff
	bne v1,v0,.L8
	move v1,v0
	jr ra
	li v0,1
	jr ra
	move v0,zero

uat_add_unless_2_release:
	andi a3,a0,0x3
	lhu v1,0(a0)
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xffff
	and t1,a0,t1
	beq a2,v1,.L29
	addu v0,a1,v1
	andi v0,v0,0xffff
	sllv t3,v1,a3
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L22
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L14
	nop
	sync
	srlv v0,t0,a3
	andi v0,v0,0xffff
	bne v1,v0,.L8
	move v1,v0
	jr ra
	li v0,1
	jr ra
	move v0,zero

uat_add_unless_2_acq_rel:
	andi a3,a0,0x3
	lhu v1,0(a0)
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xffff
	and t1,a0,t1
	beq a2,v1,.L29
	addu v0,a1,v1
	andi v0,v0,0xffff
	sllv t3,v1,a3
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L22
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L14
	nop
	sync
	srlv v0,t0,a3
	andi v0,v0,0xffff
	bne v1,v0,.L8
	move v1,v0
	jr ra
	li v0,1
	jr ra
	move v0,zero

uat_add_unless_2_seq_cst:
	andi a3,a0,0x3
	lhu v1,0(a0)
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xffff
	and t1,a0,t1
	beq a2,v1,.L29
	addu v0,a1,v1
	andi v0,v0,0xffff
	sllv t3,v1,a3
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L22
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L14
	nop
	sync
	srlv v0,t0,a3
	andi v0,v0,0xffff
	bne v1,v0,.L8
	move v1,v0
	jr ra
	li v0,1
	jr ra
	move v0,zero

uat_add_unless_2_seq_cst_fence:
	andi a3,a0,0x3
	lhu v1,0(a0)
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xffff
	and t1,a0,t1
	beq a2,v1,.L29
	addu v0,a1,v1
	andi v0,v0,0xffff
	sllv t3,v1,a3
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L22
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L14
	nop
	sync
	srlv v0,t0,a3
	andi v0,v0,0xffff
	bne v1,v0,.L8
	move v1,v0
	jr ra
	li v0,1
	jr ra
	move v0,zero

uat_dec_if_positive_2_relaxed:
	andi a1,a0,0x3
	lhu v1,0(a0)
	sll a1,a1,0x3
	li t0,0xffff
	li a3,-4
	sllv t0,t0,a1
	andi v1,v1,0xffff
	and a3,a0,a3
	addiu v0,v1,-1
	seh a2,v1
	andi v0,v0,0xffff
	sllv t1,v1,a1
	blez a2,.L30
	sllv t2,v0,a1
	sync
	ll a2,0(a3)
	and t3,a2,t0
	bne t3,t1,.L23
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(a3)
	beqz t3,.L15
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xffff
	bne v1,a2,.L8
	move v1,a2
	jr ra
	seh v0,v0
	xori v0,v1,0x8000
	sltu v0,zero,v0
	subu v1,v1,v0
	b .L28
	andi v0,v1,0xffff

uat_dec_if_positive_2_acquire:
	andi a1,a0,0x3
	lhu v1,0(a0)
	sll a1,a1,0x3
	li t0,0xffff
	li a3,-4
	sllv t0,t0,a1
	andi v1,v1,0xffff
	and a3,a0,a3
	addiu v0,v1,-1
	seh a2,v1
	andi v0,v0,0xffff
	sllv t1,v1,a1
	blez a2,.L30
	sllv t2,v0,a1
	sync
	ll a2,0(a3)
	and t3,a2,t0
	bne t3,t1,.L23
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(a3)
	beqz t3,.L15
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xffff
	bne v1,a2,.L8
	move v1,a2
	jr ra
	seh v0,v0
	xori v0,v1,0x8000
	sltu v0,zero,v0
	subu v1,v1,v0
	b .L28
	andi v0,v1,0xffff

uat_dec_if_positive_2_release:
	andi a1,a0,0x3
	lhu v1,0(a0)
	sll a1,a1,0x3
	li t0,0xffff
	li a3,-4
	sllv t0,t0,a1
	andi v1,v1,0xffff
	and a3,a0,a3
	addiu v0,v1,-1
	seh a2,v1
	andi v0,v0,0xffff
	sllv t1,v1,a1
	blez a2,.L30
	sllv t2,v0,a1
	sync
	ll a2,0(a3)
	and t3,a2,t0
	bne t3,t1,.L23
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(a3)
	beqz t3,.L15
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xffff
	bne v1,a2,.L8
	move v1,a2
	jr ra
	seh v0,v0
	xori v0,v1,0x8000
	sltu v0,zero,v0
	subu v1,v1,v0
	b .L28
	andi v0,v1,0xffff

uat_dec_if_positive_2_acq_rel:
	andi a1,a0,0x3
	lhu v1,0(a0)
	sll a1,a1,0x3
	li t0,0xffff
	li a3,-4
	sllv t0,t0,a1
	andi v1,v1,0xffff
	and a3,a0,a3
	addiu v0,v1,-1
	seh a2,v1
	andi v0,v0,0xffff
	sllv t1,v1,a1
	blez a2,.L30
	sllv t2,v0,a1
	sync
	ll a2,0(a3)
	and t3,a2,t0
	bne t3,t1,.L23
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(a3)
	beqz t3,.L15
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xffff
	bne v1,a2,.L8
	move v1,a2
	jr ra
	seh v0,v0
	xori v0,v1,0x8000
	sltu v0,zero,v0
	subu v1,v1,v0
	b .L28
	andi v0,v1,0xffff

uat_dec_if_positive_2_seq_cst:
	andi a1,a0,0x3
	lhu v1,0(a0)
	sll a1,a1,0x3
	li t0,0xffff
	li a3,-4
	sllv t0,t0,a1
	andi v1,v1,0xffff
	and a3,a0,a3
	addiu v0,v1,-1
	seh a2,v1
	andi v0,v0,0xffff
	sllv t1,v1,a1
	blez a2,.L30
	sllv t2,v0,a1
	sync
	ll a2,0(a3)
	and t3,a2,t0
	bne t3,t1,.L23
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(a3)
	beqz t3,.L15
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xffff
	bne v1,a2,.L8
	move v1,a2
	jr ra
	seh v0,v0
	xori v0,v1,0x8000
	sltu v0,zero,v0
	subu v1,v1,v0
	b .L28
	andi v0,v1,0xffff

uat_dec_if_positive_2_seq_cst_fence:
	andi a1,a0,0x3
	lhu v1,0(a0)
	sll a1,a1,0x3
	li t0,0xffff
	li a3,-4
	sllv t0,t0,a1
	andi v1,v1,0xffff
	and a3,a0,a3
	addiu v0,v1,-1
	seh a2,v1
	andi v0,v0,0xffff
	sllv t1,v1,a1
	blez a2,.L30
	sllv t2,v0,a1
	sync
	ll a2,0(a3)
	and t3,a2,t0
	bne t3,t1,.L23
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(a3)
	beqz t3,.L15
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xffff
	bne v1,a2,.L8
	move v1,a2
	jr ra
	seh v0,v0
	xori v0,v1,0x8000
	sltu v0,zero,v0
	subu v1,v1,v0
	b .L28
	andi v0,v1,0xffff

uat_cond_load_2_relaxed:
	lhu v0,0(a0)
	andi v0,v0,0xffff
	bne a1,v0,.L6
	nop
	jr ra
	nop
	sync
	b .L0
	nop

uat_cond_load_2_consume:
	lhu v0,0(a0)
	andi v0,v0,0xffff
	bne a1,v0,.L6
	nop
	jr ra
	nop
	sync
	b .L0
	nop

uat_cond_load_2_acquire:
	lhu v0,0(a0)
	andi v0,v0,0xffff
	bne a1,v0,.L7
	nop
	sync
	jr ra
	nop
	sync
	b .L0
	nop

uat_cond_load_2_seq_cst:
	sync
	lhu v0,0(a0)
	andi v0,v0,0xffff
	bne a1,v0,.L0
	nop
	sync
	jr ra
	nop

uat_cond_load_2_seq_cst_fence:
	sync
	lhu v0,0(a0)
	andi v0,v0,0xffff
	bne a1,v0,.L0
	nop
	sync
	jr ra
	nop

uat_inc_2_relaxed:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v0,-4
	li a1,0xffff
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L9
	nop
	jr ra
	nop

uat_inc_2_acquire:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v0,-4
	li a1,0xffff
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L9
	nop
	sync
	jr ra
	nop

uat_inc_2_release:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v0,-4
	li a1,0xffff
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L9
	nop
	jr ra
	nop

uat_inc_2_acq_rel:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v0,-4
	li a1,0xffff
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L9
	nop
	sync
	jr ra
	nop

uat_inc_2_seq_cst:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v0,-4
	li a1,0xffff
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L9
	nop
	sync
	jr ra
	nop

uat_inc_2_seq_cst_fence:
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v0,-4
	li a1,0xffff
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L9
	nop
	sync
	jr ra
	nop

uat_dec_2_relaxed:
	sll a1,a0,0x3
	li v1,-4
	li v0,0xffff
	and v1,a0,v1
	sllv v0,v0,a1
	sync
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L6
	nop
	jr ra
	nop

uat_dec_2_acquire:
	sll a1,a0,0x3
	li v1,-4
	li v0,0xffff
	and v1,a0,v1
	sllv v0,v0,a1
	sync
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L6
	nop
	sync
	jr ra
	nop

uat_dec_2_release:
	sll a1,a0,0x3
	li v1,-4
	li v0,0xffff
	and v1,a0,v1
	sllv v0,v0,a1
	sync
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L6
	nop
	jr ra
	nop

uat_dec_2_acq_rel:
	sll a1,a0,0x3
	li v1,-4
	li v0,0xffff
	and v1,a0,v1
	sllv v0,v0,a1
	sync
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L6
	nop
	sync
	jr ra
	nop

uat_dec_2_seq_cst:
	sll a1,a0,0x3
	li v1,-4
	li v0,0xffff
	and v1,a0,v1
	sllv v0,v0,a1
	sync
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L6
	nop
	sync
	jr ra
	nop

uat_dec_2_seq_cst_fence:
	sll a1,a0,0x3
	li v1,-4
	li v0,0xffff
	and v1,a0,v1
	sllv v0,v0,a1
	sync
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L6
	nop
	sync
	jr ra
	nop

uat_add_around_2_mb:
	sync
	andi a2,a0,0x3
	sll a2,a2,0x3
	li v0,-4
	li v1,0xffff
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L9
	nop
	sync
	jr ra
	nop

uat_load_4_relaxed:
	lw v0,0(a0)
	jr ra
	nop

uat_load_4_consume:
	lw v0,0(a0)
	jr ra
	nop

uat_load_4_acquire:
	lw v0,0(a0)
	sync
	jr ra
	nop

uat_load_4_seq_cst:
	sync
	lw v0,0(a0)
	sync
	jr ra
	nop

uat_load_4_seq_cst_fence:
	sync
	lw v0,0(a0)
	sync
	jr ra
	nop

uat_store_4_relaxed:
	sw a1,0(a0)
	jr ra
	nop

uat_store_4_release:
	sync
	sw a1,0(a0)
	jr ra
	nop

uat_store_4_seq_cst:
	sync
	sw a1,0(a0)
	jr ra
	nop

uat_store_4_seq_cst_fence:
	sync
	sw a1,0(a0)
	sync
	jr ra
	nop

uat_cmpxchg_4_relaxed:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	nop

uat_cmpxchg_4_acquire:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	nop

uat_cmpxchg_4_release:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	nop

uat_cmpxchg_4_acq_rel:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	nop

uat_cmpxchg_4_seq_cst:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	nop

uat_cmpxchg_4_seq_cst_fence_sc:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	nop

uat_cmpxchg_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	nop

uat_cmpxchg_test_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_4_relaxed:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_4_acquire:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_4_release:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_4_acq_rel:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_4_seq_cst:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_4_seq_cst_fence_sc:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_4_relaxed:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_4_acquire:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_4_release:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_4_acq_rel:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_4_seq_cst:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_4_seq_cst_fence_sc:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	bne v0,a1,.L7
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_xchg_4_relaxed:
	sync
	ll v0,0(a0)
	move v1,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	jr ra
	nop

uat_xchg_4_acquire:
	sync
	ll v0,0(a0)
	move v1,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	nop

uat_xchg_4_release:
	sync
	ll v0,0(a0)
	move v1,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	jr ra
	nop

uat_xchg_4_acq_rel:
	sync
	ll v0,0(a0)
	move v1,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	nop

uat_xchg_4_seq_cst:
	sync
	ll v0,0(a0)
	move v1,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	nop

uat_xchg_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	move v1,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	nop

uat_add_return_4_relaxed:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	jr ra
	addu v0,v0,a1

uat_add_return_4_acquire:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	addu v0,v0,a1

uat_add_return_4_release:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	jr ra
	addu v0,v0,a1

uat_add_return_4_acq_rel:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	addu v0,v0,a1

uat_add_return_4_seq_cst:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	addu v0,v0,a1

uat_add_return_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	addu v0,v0,a1

uat_add_4_relaxed:
	sync
	ll v0,0(a0)
	addu v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	jr ra
	nop

uat_add_4_acquire:
	sync
	ll v0,0(a0)
	addu v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jr ra
	nop

uat_add_4_release:
	sync
	ll v0,0(a0)
	addu v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	jr ra
	nop

uat_add_4_acq_rel:
	sync
	ll v0,0(a0)
	addu v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jr ra
	nop

uat_add_4_seq_cst:
	sync
	ll v0,0(a0)
	addu v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jr ra
	nop

uat_add_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	addu v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jr ra
	nop

uat_and_4_relaxed:
	sync
	ll v0,0(a0)
	and v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	jr ra
	nop

uat_and_4_acquire:
	sync
	ll v0,0(a0)
	and v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jr ra
	nop

uat_and_4_release:
	sync
	ll v0,0(a0)
	and v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	jr ra
	nop

uat_and_4_acq_rel:
	sync
	ll v0,0(a0)
	and v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jr ra
	nop

uat_and_4_seq_cst:
	sync
	ll v0,0(a0)
	and v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jr ra
	nop

uat_and_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	and v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jr ra
	nop

uat_or_4_relaxed:
	sync
	ll v0,0(a0)
	or v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	jr ra
	nop

uat_or_4_acquire:
	sync
	ll v0,0(a0)
	or v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jr ra
	nop

uat_or_4_release:
	sync
	ll v0,0(a0)
	or v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	jr ra
	nop

uat_or_4_acq_rel:
	sync
	ll v0,0(a0)
	or v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jr ra
	nop

uat_or_4_seq_cst:
	sync
	ll v0,0(a0)
	or v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jr ra
	nop

uat_or_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	or v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jr ra
	nop

uat_xor_4_relaxed:
	sync
	ll v0,0(a0)
	xor v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	jr ra
	nop

uat_xor_4_acquire:
	sync
	ll v0,0(a0)
	xor v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jr ra
	nop

uat_xor_4_release:
	sync
	ll v0,0(a0)
	xor v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	jr ra
	nop

uat_xor_4_acq_rel:
	sync
	ll v0,0(a0)
	xor v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jr ra
	nop

uat_xor_4_seq_cst:
	sync
	ll v0,0(a0)
	xor v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jr ra
	nop

uat_xor_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	xor v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jr ra
	nop

uat_fetch_add_4_relaxed:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	jr ra
	nop

uat_fetch_add_4_acquire:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	nop

uat_fetch_add_4_release:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	jr ra
	nop

uat_fetch_add_4_acq_rel:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	nop

uat_fetch_add_4_seq_cst:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	nop

uat_fetch_add_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	nop

uat_fetch_and_4_relaxed:
	sync
	ll v0,0(a0)
	and v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	jr ra
	nop

uat_fetch_and_4_acquire:
	sync
	ll v0,0(a0)
	and v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	nop

uat_fetch_and_4_release:
	sync
	ll v0,0(a0)
	and v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	jr ra
	nop

uat_fetch_and_4_acq_rel:
	sync
	ll v0,0(a0)
	and v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	nop

uat_fetch_and_4_seq_cst:
	sync
	ll v0,0(a0)
	and v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	nop

uat_fetch_and_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	and v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	nop

uat_fetch_or_4_relaxed:
	sync
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	jr ra
	nop

uat_fetch_or_4_acquire:
	sync
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	nop

uat_fetch_or_4_release:
	sync
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	jr ra
	nop

uat_fetch_or_4_acq_rel:
	sync
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	nop

uat_fetch_or_4_seq_cst:
	sync
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	nop

uat_fetch_or_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	nop

uat_fetch_xor_4_relaxed:
	sync
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	jr ra
	nop

uat_fetch_xor_4_acquire:
	sync
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	nop

uat_fetch_xor_4_release:
	sync
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	jr ra
	nop

uat_fetch_xor_4_acq_rel:
	sync
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	nop

uat_fetch_xor_4_seq_cst:
	sync
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	nop

uat_fetch_xor_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L1
	nop
	sync
	jr ra
	nop

uat_fetch_smax_4_relaxed:
	lw v0,0(a0)
	slt v1,a1,v0
	move a2,v0
	movz a2,a1,v1
	move v1,v0
	sync
	ll v0,0(a0)
	bne v0,v1,.L12
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L6
	nop
	sync
	bne v1,v0,.L2
	slt v1,a1,v0
	jr ra
	nop

uat_fetch_smax_4_acquire:
	lw v0,0(a0)
	slt v1,a1,v0
	move a2,v0
	movz a2,a1,v1
	move v1,v0
	sync
	ll v0,0(a0)
	bne v0,v1,.L12
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L6
	nop
	sync
	bne v1,v0,.L2
	slt v1,a1,v0
	jr ra
	nop

uat_fetch_smax_4_release:
	lw v0,0(a0)
	slt v1,a1,v0
	move a2,v0
	movz a2,a1,v1
	move v1,v0
	sync
	ll v0,0(a0)
	bne v0,v1,.L12
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L6
	nop
	sync
	bne v1,v0,.L2
	slt v1,a1,v0
	jr ra
	nop

uat_fetch_smax_4_acq_rel:
	lw v0,0(a0)
	slt v1,a1,v0
	move a2,v0
	movz a2,a1,v1
	move v1,v0
	sync
	ll v0,0(a0)
	bne v0,v1,.L12
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L6
	nop
	sync
	bne v1,v0,.L2
	slt v1,a1,v0
	jr ra
	nop

uat_fetch_smax_4_seq_cst:
	lw v0,0(a0)
	slt v1,a1,v0
	move a2,v0
	movz a2,a1,v1
	move v1,v0
	sync
	ll v0,0(a0)
	bne v0,v1,.L12
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L6
	nop
	sync
	bne v1,v0,.L2
	slt v1,a1,v0
	jr ra
	nop

uat_fetch_smax_4_seq_cst_fence:
	lw v0,0(a0)
	slt v1,a1,v0
	move a2,v0
	movz a2,a1,v1
	move v1,v0
	sync
	ll v0,0(a0)
	bne v0,v1,.L12
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L6
	nop
	sync
	bne v1,v0,.L2
	slt v1,a1,v0
	jr ra
	nop

uat_fetch_umax_4_relaxed:
	lw v0,0(a0)
	sltu v1,a1,v0
	move a2,v0
	movz a2,a1,v1
	move v1,v0
	sync
	ll v0,0(a0)
	bne v0,v1,.L12
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L6
	nop
	sync
	bne v1,v0,.L2
	sltu v1,a1,v0
	jr ra
	nop

uat_fetch_umax_4_acquire:
	lw v0,0(a0)
	sltu v1,a1,v0
	move a2,v0
	movz a2,a1,v1
	move v1,v0
	sync
	ll v0,0(a0)
	bne v0,v1,.L12
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L6
	nop
	sync
	bne v1,v0,.L2
	sltu v1,a1,v0
	jr ra
	nop

uat_fetch_umax_4_release:
	lw v0,0(a0)
	sltu v1,a1,v0
	move a2,v0
	movz a2,a1,v1
	move v1,v0
	sync
	ll v0,0(a0)
	bne v0,v1,.L12
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L6
	nop
	sync
	bne v1,v0,.L2
	sltu v1,a1,v0
	jr ra
	nop

uat_fetch_umax_4_acq_rel:
	lw v0,0(a0)
	sltu v1,a1,v0
	move a2,v0
	movz a2,a1,v1
	move v1,v0
	sync
	ll v0,0(a0)
	bne v0,v1,.L12
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L6
	nop
	sync
	bne v1,v0,.L2
	sltu v1,a1,v0
	jr ra
	nop

uat_fetch_umax_4_seq_cst:
	lw v0,0(a0)
	sltu v1,a1,v0
	move a2,v0
	movz a2,a1,v1
	move v1,v0
	sync
	ll v0,0(a0)
	bne v0,v1,.L12
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L6
	nop
	sync
	bne v1,v0,.L2
	sltu v1,a1,v0
	jr ra
	nop

uat_fetch_umax_4_seq_cst_fence:
	lw v0,0(a0)
	sltu v1,a1,v0
	move a2,v0
	movz a2,a1,v1
	move v1,v0
	sync
	ll v0,0(a0)
	bne v0,v1,.L12
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L6
	nop
	sync
	bne v1,v0,.L2
	sltu v1,a1,v0
	jr ra
	nop

uat_fetch_smin_4_relaxed:
	lw v0,0(a0)
	slt v1,v0,a1
	move a2,v0
	movz a2,a1,v1
	move v1,v0
	sync
	ll v0,0(a0)
	bne v0,v1,.L12
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L6
	nop
	sync
	bne v1,v0,.L2
	slt v1,v0,a1
	jr ra
	nop

uat_fetch_smin_4_acquire:
	lw v0,0(a0)
	slt v1,v0,a1
	move a2,v0
	movz a2,a1,v1
	move v1,v0
	sync
	ll v0,0(a0)
	bne v0,v1,.L12
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L6
	nop
	sync
	bne v1,v0,.L2
	slt v1,v0,a1
	jr ra
	nop

uat_fetch_smin_4_release:
	lw v0,0(a0)
	slt v1,v0,a1
	move a2,v0
	movz a2,a1,v1
	move v1,v0
	sync
	ll v0,0(a0)
	bne v0,v1,.L12
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L6
	nop
	sync
	bne v1,v0,.L2
	slt v1,v0,a1
	jr ra
	nop

uat_fetch_smin_4_acq_rel:
	lw v0,0(a0)
	slt v1,v0,a1
	move a2,v0
	movz a2,a1,v1
	move v1,v0
	sync
	ll v0,0(a0)
	bne v0,v1,.L12
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L6
	nop
	sync
	bne v1,v0,.L2
	slt v1,v0,a1
	jr ra
	nop

uat_fetch_smin_4_seq_cst:
	lw v0,0(a0)
	slt v1,v0,a1
	move a2,v0
	movz a2,a1,v1
	move v1,v0
	sync
	ll v0,0(a0)
	bne v0,v1,.L12
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L6
	nop
	sync
	bne v1,v0,.L2
	slt v1,v0,a1
	jr ra
	nop

uat_fetch_smin_4_seq_cst_fence:
	lw v0,0(a0)
	slt v1,v0,a1
	move a2,v0
	movz a2,a1,v1
	move v1,v0
	sync
	ll v0,0(a0)
	bne v0,v1,.L12
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L6
	nop
	sync
	bne v1,v0,.L2
	slt v1,v0,a1
	jr ra
	nop

uat_fetch_umin_4_relaxed:
	lw v0,0(a0)
	sltu v1,v0,a1
	move a2,v0
	movz a2,a1,v1
	move v1,v0
	sync
	ll v0,0(a0)
	bne v0,v1,.L12
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L6
	nop
	sync
	bne v1,v0,.L2
	sltu v1,v0,a1
	jr ra
	nop

uat_fetch_umin_4_acquire:
	lw v0,0(a0)
	sltu v1,v0,a1
	move a2,v0
	movz a2,a1,v1
	move v1,v0
	sync
	ll v0,0(a0)
	bne v0,v1,.L12
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L6
	nop
	sync
	bne v1,v0,.L2
	sltu v1,v0,a1
	jr ra
	nop

uat_fetch_umin_4_release:
	lw v0,0(a0)
	sltu v1,v0,a1
	move a2,v0
	movz a2,a1,v1
	move v1,v0
	sync
	ll v0,0(a0)
	bne v0,v1,.L12
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L6
	nop
	sync
	bne v1,v0,.L2
	sltu v1,v0,a1
	jr ra
	nop

uat_fetch_umin_4_acq_rel:
	lw v0,0(a0)
	sltu v1,v0,a1
	move a2,v0
	movz a2,a1,v1
	move v1,v0
	sync
	ll v0,0(a0)
	bne v0,v1,.L12
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L6
	nop
	sync
	bne v1,v0,.L2
	sltu v1,v0,a1
	jr ra
	nop

uat_fetch_umin_4_seq_cst:
	lw v0,0(a0)
	sltu v1,v0,a1
	move a2,v0
	movz a2,a1,v1
	move v1,v0
	sync
	ll v0,0(a0)
	bne v0,v1,.L12
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L6
	nop
	sync
	bne v1,v0,.L2
	sltu v1,v0,a1
	jr ra
	nop

uat_fetch_umin_4_seq_cst_fence:
	lw v0,0(a0)
	sltu v1,v0,a1
	move a2,v0
	movz a2,a1,v1
	move v1,v0
	sync
	ll v0,0(a0)
	bne v0,v1,.L12
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L6
	nop
	sync
	bne v1,v0,.L2
	sltu v1,v0,a1
	jr ra
	nop

uat_test_and_set_bit_4_relaxed:
	li v0,1
	sllv a1,v0,a1
	sync
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_4_acquire:
	li v0,1
	sllv a1,v0,a1
	sync
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_4_release:
	li v0,1
	sllv a1,v0,a1
	sync
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_4_acq_rel:
	li v0,1
	sllv a1,v0,a1
	sync
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_4_seq_cst:
	li v0,1
	sllv a1,v0,a1
	sync
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_4_seq_cst_fence:
	li v0,1
	sllv a1,v0,a1
	sync
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_4_relaxed:
	li v0,1
	sllv a1,v0,a1
	nor v1,zero,a1
	sync
	ll v0,0(a0)
	and a2,v0,v1
	sc a2,0(a0)
	beqz a2,.L4
	nop
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_4_acquire:
	li v0,1
	sllv a1,v0,a1
	nor v1,zero,a1
	sync
	ll v0,0(a0)
	and a2,v0,v1
	sc a2,0(a0)
	beqz a2,.L4
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_4_release:
	li v0,1
	sllv a1,v0,a1
	nor v1,zero,a1
	sync
	ll v0,0(a0)
	and a2,v0,v1
	sc a2,0(a0)
	beqz a2,.L4
	nop
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_4_acq_rel:
	li v0,1
	sllv a1,v0,a1
	nor v1,zero,a1
	sync
	ll v0,0(a0)
	and a2,v0,v1
	sc a2,0(a0)
	beqz a2,.L4
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_4_seq_cst:
	li v0,1
	sllv a1,v0,a1
	nor v1,zero,a1
	sync
	ll v0,0(a0)
	and a2,v0,v1
	sc a2,0(a0)
	beqz a2,.L4
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_4_seq_cst_fence:
	li v0,1
	sllv a1,v0,a1
	nor v1,zero,a1
	sync
	ll v0,0(a0)
	and a2,v0,v1
	sc a2,0(a0)
	beqz a2,.L4
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_4_relaxed:
	li v0,1
	sllv a1,v0,a1
	sync
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_4_acquire:
	li v0,1
	sllv a1,v0,a1
	sync
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_4_release:
	li v0,1
	sllv a1,v0,a1
	sync
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_4_acq_rel:
	li v0,1
	sllv a1,v0,a1
	sync
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_4_seq_cst:
	li v0,1
	sllv a1,v0,a1
	sync
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_4_seq_cst_fence:
	li v0,1
	sllv a1,v0,a1
	sync
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_fetch_add_unless_4_relaxed:
	lw v0,0(a0)
	beq a2,v0,.L13
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L10
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L4
	nop
	sync
	bne v0,a3,.L16
	nop
	sync
	jr ra
	nop
	b .L1
	move v0,a3

uat_fetch_add_unless_4_acquire:
	lw v0,0(a0)
	beq a2,v0,.L13
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L10
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L4
	nop
	sync
	bne v0,a3,.L16
	nop
	sync
	jr ra
	nop
	b .L1
	move v0,a3

uat_fetch_add_unless_4_release:
	lw v0,0(a0)
	beq a2,v0,.L13
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L10
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L4
	nop
	sync
	bne v0,a3,.L16
	nop
	sync
	jr ra
	nop
	b .L1
	move v0,a3

uat_fetch_add_unless_4_acq_rel:
	lw v0,0(a0)
	beq a2,v0,.L13
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L10
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L4
	nop
	sync
	bne v0,a3,.L16
	nop
	sync
	jr ra
	nop
	b .L1
	move v0,a3

uat_fetch_add_unless_4_seq_cst:
	lw v0,0(a0)
	beq a2,v0,.L13
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L10
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L4
	nop
	sync
	bne v0,a3,.L16
	nop
	sync
	jr ra
	nop
	b .L1
	move v0,a3

uat_fetch_add_unless_4_seq_cst_fence:
	lw v0,0(a0)
	beq a2,v0,.L13
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L10
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L4
	nop
	sync
	bne v0,a3,.L16
	nop
	sync
	jr ra
	nop
	b .L1
	move v0,a3

uat_add_unless_4_relaxed:
	lw v0,0(a0)
	beq a2,v0,.L17
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L10
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L4
	nop
	sync
	bne v0,a3,.L15
	nop
	jr ra
	li v0,1
	b .L1
	move v0,a3
	jr ra
	move v0,zero

uat_add_unless_4_acquire:
	lw v0,0(a0)
	beq a2,v0,.L17
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L10
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L4
	nop
	sync
	bne v0,a3,.L15
	nop
	jr ra
	li v0,1
	b .L1
	move v0,a3
	jr ra
	move v0,zero

uat_add_unless_4_release:
	lw v0,0(a0)
	beq a2,v0,.L17
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L10
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L4
	nop
	sync
	bne v0,a3,.L15
	nop
	jr ra
	li v0,1
	b .L1
	move v0,a3
	jr ra
	move v0,zero

uat_add_unless_4_acq_rel:
	lw v0,0(a0)
	beq a2,v0,.L17
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L10
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L4
	nop
	sync
	bne v0,a3,.L15
	nop
	jr ra
	li v0,1
	b .L1
	move v0,a3
	jr ra
	move v0,zero

uat_add_unless_4_seq_cst:
	lw v0,0(a0)
	beq a2,v0,.L17
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L10
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L4
	nop
	sync
	bne v0,a3,.L15
	nop
	jr ra
	li v0,1
	b .L1
	move v0,a3
	jr ra
	move v0,zero

uat_add_unless_4_seq_cst_fence:
	lw v0,0(a0)
	beq a2,v0,.L17
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L10
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L4
	nop
	sync
	bne v0,a3,.L15
	nop
	jr ra
	li v0,1
	b .L1
	move v0,a3
	jr ra
	move v0,zero

uat_dec_if_positive_4_relaxed:
	lw v1,0(a0)
	blez v1,.L16
	lui v0,0x8000
	addiu v0,v1,-1
	sync
	ll a1,0(a0)
	bne a1,v1,.L11
	move a2,v0
	sc a2,0(a0)
	beqz a2,.L5
	nop
	sync
	bne v1,a1,.L1
	move v1,a1
	jr ra
	nop
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0

uat_dec_if_positive_4_acquire:
	lw v1,0(a0)
	blez v1,.L16
	lui v0,0x8000
	addiu v0,v1,-1
	sync
	ll a1,0(a0)
	bne a1,v1,.L11
	move a2,v0
	sc a2,0(a0)
	beqz a2,.L5
	nop
	sync
	bne v1,a1,.L1
	move v1,a1
	jr ra
	nop
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0

uat_dec_if_positive_4_release:
	lw v1,0(a0)
	blez v1,.L16
	lui v0,0x8000
	addiu v0,v1,-1
	sync
	ll a1,0(a0)
	bne a1,v1,.L11
	move a2,v0
	sc a2,0(a0)
	beqz a2,.L5
	nop
	sync
	bne v1,a1,.L1
	move v1,a1
	jr ra
	nop
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0

uat_dec_if_positive_4_acq_rel:
	lw v1,0(a0)
	blez v1,.L16
	lui v0,0x8000
	addiu v0,v1,-1
	sync
	ll a1,0(a0)
	bne a1,v1,.L11
	move a2,v0
	sc a2,0(a0)
	beqz a2,.L5
	nop
	sync
	bne v1,a1,.L1
	move v1,a1
	jr ra
	nop
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0

uat_dec_if_positive_4_seq_cst:
	lw v1,0(a0)
	blez v1,.L16
	lui v0,0x8000
	addiu v0,v1,-1
	sync
	ll a1,0(a0)
	bne a1,v1,.L11
	move a2,v0
	sc a2,0(a0)
	beqz a2,.L5
	nop
	sync
	bne v1,a1,.L1
	move v1,a1
	jr ra
	nop
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0

uat_dec_if_positive_4_seq_cst_fence:
	lw v1,0(a0)
	blez v1,.L16
	lui v0,0x8000
	addiu v0,v1,-1
	sync
	ll a1,0(a0)
	bne a1,v1,.L11
	move a2,v0
	sc a2,0(a0)
	beqz a2,.L5
	nop
	sync
	bne v1,a1,.L1
	move v1,a1
	jr ra
	nop
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0

uat_cond_load_4_relaxed:
	lw v0,0(a0)
	bne a1,v0,.L5
	nop
	jr ra
	nop
	sync
	b .L0
	nop

uat_cond_load_4_consume:
	lw v0,0(a0)
	bne a1,v0,.L5
	nop
	jr ra
	nop
	sync
	b .L0
	nop

uat_cond_load_4_acquire:
	lw v0,0(a0)
	bne a1,v0,.L6
	nop
	sync
	jr ra
	nop
	sync
	b .L0
	nop

uat_cond_load_4_seq_cst:
	sync
	lw v0,0(a0)
	bne a1,v0,.L0
	nop
	sync
	jr ra
	nop

uat_cond_load_4_seq_cst_fence:
	sync
	lw v0,0(a0)
	bne a1,v0,.L0
	nop
	sync
	jr ra
	nop

uat_inc_4_relaxed:
	sync
	ll v0,0(a0)
	addiu v0,v0,1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	jr ra
	nop

uat_inc_4_acquire:
	sync
	ll v0,0(a0)
	addiu v0,v0,1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jr ra
	nop

uat_inc_4_release:
	sync
	ll v0,0(a0)
	addiu v0,v0,1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	jr ra
	nop

uat_inc_4_acq_rel:
	sync
	ll v0,0(a0)
	addiu v0,v0,1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jr ra
	nop

uat_inc_4_seq_cst:
	sync
	ll v0,0(a0)
	addiu v0,v0,1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jr ra
	nop

uat_inc_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	addiu v0,v0,1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jr ra
	nop

uat_dec_4_relaxed:
	sync
	ll v0,0(a0)
	addiu v0,v0,-1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	jr ra
	nop

uat_dec_4_acquire:
	sync
	ll v0,0(a0)
	addiu v0,v0,-1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jr ra
	nop

uat_dec_4_release:
	sync
	ll v0,0(a0)
	addiu v0,v0,-1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	jr ra
	nop

uat_dec_4_acq_rel:
	sync
	ll v0,0(a0)
	addiu v0,v0,-1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jr ra
	nop

uat_dec_4_seq_cst:
	sync
	ll v0,0(a0)
	addiu v0,v0,-1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jr ra
	nop

uat_dec_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	addiu v0,v0,-1
	sc v0,0(a0)
	beqz v0,.L1
	nop
	sync
	jr ra
	nop

uat_add_around_4_mb:
	sync
	sync
	ll v0,0(a0)
	addu v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L2
	nop
	sync
	jr ra
	nop

uat_smp_mb:
	sync
	jr ra
	nop

uat_smp_rmb:
	sync
	jr ra
	nop

uat_smp_wmb:
	sync
	jr ra
	nop

uat_mb:
	sync
	jr ra
	nop

uat_rmb:
	sync
	jr ra
	nop

uat_wmb:
	sync
	jr ra
	nop

