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
	jrc ra

uat_load_1_seq_cst:
	sync
	lbu v0,0(a0)
	andi v0,v0,0xff
	sync
	jrc ra

uat_load_1_seq_cst_fence:
	sync
	lbu v0,0(a0)
	andi v0,v0,0xff
	sync
	jrc ra

uat_store_1_relaxed:
	sb a1,0(a0)
	jrc ra

uat_store_1_release:
	sync
	sb a1,0(a0)
	jrc ra

uat_store_1_seq_cst:
	sync
	sb a1,0(a0)
	jrc ra

uat_store_1_seq_cst_fence:
	sync
	sb a1,0(a0)
	sync
	jrc ra

uat_cmpxchg_1_relaxed:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L10
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L14
	nop
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_cmpxchg_1_acquire:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L10
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L14
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_cmpxchg_1_release:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L11
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L15
	nop
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_cmpxchg_1_acq_rel:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L11
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L15
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_cmpxchg_1_seq_cst:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L11
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L15
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_cmpxchg_1_seq_cst_fence_sc:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L11
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L15
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_cmpxchg_1_seq_cst_fence:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L11
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L15
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_cmpxchg_test_1_seq_cst_fence:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_1_relaxed:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L10
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L14
	nop
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_1_acquire:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L10
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L14
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_1_release:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_1_acq_rel:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_1_seq_cst:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_1_seq_cst_fence_sc:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_1_seq_cst_fence:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_1_relaxed:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L10
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L14
	nop
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_1_acquire:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L10
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L14
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_1_release:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_1_acq_rel:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_1_seq_cst:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_1_seq_cst_fence_sc:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_1_seq_cst_fence:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_xchg_1_relaxed:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	ll v0,0(a3)
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L12
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_xchg_1_acquire:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	ll v0,0(a3)
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_xchg_1_release:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
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
	beqz t0,.L13
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_xchg_1_acq_rel:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
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
	beqz t0,.L13
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_xchg_1_seq_cst:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
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
	beqz t0,.L13
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_xchg_1_seq_cst_fence:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
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
	beqz t0,.L13
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_add_return_1_relaxed:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
	li a2,255
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L13
	nop
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xff

uat_add_return_1_acquire:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
	li a2,255
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L13
	nop
	sync
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xff

uat_add_return_1_release:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
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
	beqz t1,.L14
	nop
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xff

uat_add_return_1_acq_rel:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
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
	beqz t1,.L14
	nop
	sync
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xff

uat_add_return_1_seq_cst:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
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
	beqz t1,.L14
	nop
	sync
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xff

uat_add_return_1_seq_cst_fence:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
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
	beqz t1,.L14
	nop
	sync
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xff

uat_add_1_relaxed:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li v1,255
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L13
	nop
	jrc ra

uat_add_1_acquire:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li v1,255
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L13
	nop
	sync
	jrc ra

uat_add_1_release:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
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
	beqz a3,.L14
	nop
	jrc ra

uat_add_1_acq_rel:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
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
	beqz a3,.L14
	nop
	sync
	jrc ra

uat_add_1_seq_cst:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
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
	beqz a3,.L14
	nop
	sync
	jrc ra

uat_add_1_seq_cst_fence:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
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
	beqz a3,.L14
	nop
	sync
	jrc ra

uat_and_1_relaxed:
	andi a2,a0,0x3
	li v0,255
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L12
	nop
	jrc ra

uat_and_1_acquire:
	andi a2,a0,0x3
	li v0,255
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L12
	nop
	sync
	jrc ra

uat_and_1_release:
	andi a2,a0,0x3
	li v0,255
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L13
	nop
	jrc ra

uat_and_1_acq_rel:
	andi a2,a0,0x3
	li v0,255
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L13
	nop
	sync
	jrc ra

uat_and_1_seq_cst:
	andi a2,a0,0x3
	li v0,255
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L13
	nop
	sync
	jrc ra

uat_and_1_seq_cst_fence:
	andi a2,a0,0x3
	li v0,255
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L13
	nop
	sync
	jrc ra

uat_or_1_relaxed:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L7
	nop
	jrc ra

uat_or_1_acquire:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L7
	nop
	sync
	jrc ra

uat_or_1_release:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L8
	nop
	jrc ra

uat_or_1_acq_rel:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L8
	nop
	sync
	jrc ra

uat_or_1_seq_cst:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L8
	nop
	sync
	jrc ra

uat_or_1_seq_cst_fence:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L8
	nop
	sync
	jrc ra

uat_xor_1_relaxed:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L7
	nop
	jrc ra

uat_xor_1_acquire:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L7
	nop
	sync
	jrc ra

uat_xor_1_release:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L8
	nop
	jrc ra

uat_xor_1_acq_rel:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L8
	nop
	sync
	jrc ra

uat_xor_1_seq_cst:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L8
	nop
	sync
	jrc ra

uat_xor_1_seq_cst_fence:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L8
	nop
	sync
	jrc ra

uat_fetch_add_1_relaxed:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,255
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	ll v0,0(a2)
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L13
	nop
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_fetch_add_1_acquire:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,255
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	ll v0,0(a2)
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L13
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_fetch_add_1_release:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
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
	beqz t0,.L14
	nop
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_fetch_add_1_acq_rel:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
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
	beqz t0,.L14
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_fetch_add_1_seq_cst:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
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
	beqz t0,.L14
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_fetch_add_1_seq_cst_fence:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
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
	beqz t0,.L14
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_fetch_and_1_relaxed:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L12
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_and_1_acquire:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L12
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_and_1_release:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L13
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_and_1_acq_rel:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L13
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_and_1_seq_cst:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L13
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_and_1_seq_cst_fence:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L13
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_or_1_relaxed:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L8
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_or_1_acquire:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L8
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_or_1_release:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L9
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_or_1_acq_rel:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_or_1_seq_cst:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_or_1_seq_cst_fence:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_xor_1_relaxed:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L8
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_xor_1_acquire:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L8
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_xor_1_release:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L9
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_xor_1_acq_rel:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_xor_1_seq_cst:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_xor_1_seq_cst_fence:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_smax_1_relaxed:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1

$L95:
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L95>
		-> R_MIPS_PC16 $L94
	move v1,t4

$L94:
	andi v1,v1,0xff
	sllv v1,v1,t0
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L4
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L8
	nop
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L13
		-> R_MIPS_PC16 $L95
	seb v0,v0
	jrc ra

uat_fetch_smax_1_acquire:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1

$L99:
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L99>
		-> R_MIPS_PC16 $L98
	move v1,t4

$L98:
	andi v1,v1,0xff
	sllv v1,v1,t0
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L4
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L8
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L14
		-> R_MIPS_PC16 $L99
	seb v0,v0
	jrc ra

uat_fetch_smax_1_release:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1

$L103:
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L103>
		-> R_MIPS_PC16 $L102
	move v1,t4

$L102:
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L5
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L9
	nop
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L14
		-> R_MIPS_PC16 $L103
	seb v0,v0
	jrc ra

uat_fetch_smax_1_acq_rel:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1

$L107:
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L107>
		-> R_MIPS_PC16 $L106
	move v1,t4

$L106:
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L5
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L9
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L15
		-> R_MIPS_PC16 $L107
	seb v0,v0
	jrc ra

uat_fetch_smax_1_seq_cst:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1

$L111:
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L111>
		-> R_MIPS_PC16 $L110
	move v1,t4

$L110:
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L5
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L9
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L15
		-> R_MIPS_PC16 $L111
	seb v0,v0
	jrc ra

uat_fetch_smax_1_seq_cst_fence:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1

$L115:
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L115>
		-> R_MIPS_PC16 $L114
	move v1,t4

$L114:
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L5
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L9
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L15
		-> R_MIPS_PC16 $L115
	seb v0,v0
	jrc ra

uat_fetch_umax_1_relaxed:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1

$L119:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L119>
		-> R_MIPS_PC16 $L118
	move v1,v0

$L118:
	andi v1,v1,0xff
	sllv v1,v1,t0
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L4
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L8
	nop
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L13
		-> R_MIPS_PC16 $L119
	nop
	jrc ra

uat_fetch_umax_1_acquire:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1

$L123:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L123>
		-> R_MIPS_PC16 $L122
	move v1,v0

$L122:
	andi v1,v1,0xff
	sllv v1,v1,t0
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L4
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L8
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L14
		-> R_MIPS_PC16 $L123
	nop
	jrc ra

uat_fetch_umax_1_release:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1

$L127:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L127>
		-> R_MIPS_PC16 $L126
	move v1,v0

$L126:
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L5
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L9
	nop
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L14
		-> R_MIPS_PC16 $L127
	nop
	jrc ra

uat_fetch_umax_1_acq_rel:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1

$L131:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L131>
		-> R_MIPS_PC16 $L130
	move v1,v0

$L130:
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L5
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L9
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L15
		-> R_MIPS_PC16 $L131
	nop
	jrc ra

uat_fetch_umax_1_seq_cst:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1

$L135:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L135>
		-> R_MIPS_PC16 $L134
	move v1,v0

$L134:
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L5
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L9
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L15
		-> R_MIPS_PC16 $L135
	nop
	jrc ra

uat_fetch_umax_1_seq_cst_fence:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1

$L139:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L139>
		-> R_MIPS_PC16 $L138
	move v1,v0

$L138:
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L5
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L9
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L15
		-> R_MIPS_PC16 $L139
	nop
	jrc ra

uat_fetch_smin_1_relaxed:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1

$L143:
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L143>
		-> R_MIPS_PC16 $L142
	move v1,t4

$L142:
	andi v1,v1,0xff
	sllv v1,v1,t0
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L4
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L8
	nop
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L13
		-> R_MIPS_PC16 $L143
	seb v0,v0
	jrc ra

uat_fetch_smin_1_acquire:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1

$L147:
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L147>
		-> R_MIPS_PC16 $L146
	move v1,t4

$L146:
	andi v1,v1,0xff
	sllv v1,v1,t0
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L4
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L8
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L14
		-> R_MIPS_PC16 $L147
	seb v0,v0
	jrc ra

uat_fetch_smin_1_release:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1

$L151:
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L151>
		-> R_MIPS_PC16 $L150
	move v1,t4

$L150:
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L5
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L9
	nop
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L14
		-> R_MIPS_PC16 $L151
	seb v0,v0
	jrc ra

uat_fetch_smin_1_acq_rel:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1

$L155:
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L155>
		-> R_MIPS_PC16 $L154
	move v1,t4

$L154:
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L5
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L9
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L15
		-> R_MIPS_PC16 $L155
	seb v0,v0
	jrc ra

uat_fetch_smin_1_seq_cst:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1

$L159:
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L159>
		-> R_MIPS_PC16 $L158
	move v1,t4

$L158:
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L5
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L9
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L15
		-> R_MIPS_PC16 $L159
	seb v0,v0
	jrc ra

uat_fetch_smin_1_seq_cst_fence:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1

$L163:
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L163>
		-> R_MIPS_PC16 $L162
	move v1,t4

$L162:
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L5
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L9
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L15
		-> R_MIPS_PC16 $L163
	seb v0,v0
	jrc ra

uat_fetch_umin_1_relaxed:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1

$L167:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L167>
		-> R_MIPS_PC16 $L166
	move v1,v0

$L166:
	andi v1,v1,0xff
	sllv v1,v1,t0
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L4
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L8
	nop
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L13
		-> R_MIPS_PC16 $L167
	nop
	jrc ra

uat_fetch_umin_1_acquire:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1

$L171:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L171>
		-> R_MIPS_PC16 $L170
	move v1,v0

$L170:
	andi v1,v1,0xff
	sllv v1,v1,t0
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L4
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L8
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L14
		-> R_MIPS_PC16 $L171
	nop
	jrc ra

uat_fetch_umin_1_release:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1

$L175:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L175>
		-> R_MIPS_PC16 $L174
	move v1,v0

$L174:
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L5
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L9
	nop
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L14
		-> R_MIPS_PC16 $L175
	nop
	jrc ra

uat_fetch_umin_1_acq_rel:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1

$L179:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L179>
		-> R_MIPS_PC16 $L178
	move v1,v0

$L178:
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L5
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L9
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L15
		-> R_MIPS_PC16 $L179
	nop
	jrc ra

uat_fetch_umin_1_seq_cst:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1

$L183:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L183>
		-> R_MIPS_PC16 $L182
	move v1,v0

$L182:
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L5
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L9
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L15
		-> R_MIPS_PC16 $L183
	nop
	jrc ra

uat_fetch_umin_1_seq_cst_fence:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1

$L187:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L187>
		-> R_MIPS_PC16 $L186
	move v1,v0

$L186:
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L5
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L9
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L15
		-> R_MIPS_PC16 $L187
	nop
	jrc ra

uat_test_and_set_bit_1_relaxed:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L11
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_1_acquire:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L11
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_1_release:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L12
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_1_acq_rel:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_1_seq_cst:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_1_seq_cst_fence:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_1_relaxed:
	andi a1,a1,0x7
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,255
	xori v1,a3,0xff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L16
	nop
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_1_acquire:
	andi a1,a1,0x7
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,255
	xori v1,a3,0xff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L16
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_1_release:
	andi a1,a1,0x7
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,255
	xori v1,a3,0xff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	sync
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L17
	nop
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_1_acq_rel:
	andi a1,a1,0x7
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,255
	xori v1,a3,0xff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	sync
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L17
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_1_seq_cst:
	andi a1,a1,0x7
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,255
	xori v1,a3,0xff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	sync
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L17
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_1_seq_cst_fence:
	andi a1,a1,0x7
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,255
	xori v1,a3,0xff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	sync
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L17
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_1_relaxed:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L11
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_1_acquire:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L11
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_1_release:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L12
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_1_acq_rel:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_1_seq_cst:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_1_seq_cst_fence:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_fetch_add_unless_1_relaxed:
	lbu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xff
	and t1,a0,t1

$L209:
	addu v1,a1,v0
	beq a2,v0,<$L209>
		-> R_MIPS_PC16 $L211
	sllv t3,v0,a3
	andi v1,v1,0xff
	sllv v1,v1,a3
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L7
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L11
	nop
	srlv v1,t0,a3
	andi v1,v1,0xff
	bnec v0,v1,.L15
		-> R_MIPS_PC16 $L210
	nop

$L211:
	jrc ra

$L210:
	b <$L210>
		-> R_MIPS_PC16 $L209
	move v0,v1

uat_fetch_add_unless_1_acquire:
	lbu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xff
	and t1,a0,t1

$L214:
	addu v1,a1,v0
	beq a2,v0,<$L214>
		-> R_MIPS_PC16 $L216
	sllv t3,v0,a3
	andi v1,v1,0xff
	sllv v1,v1,a3
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L7
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L11
	nop
	sync
	srlv v1,t0,a3
	andi v1,v1,0xff
	bnec v0,v1,.L16
		-> R_MIPS_PC16 $L215
	nop

$L216:
	jrc ra

$L215:
	b <$L215>
		-> R_MIPS_PC16 $L214
	move v0,v1

uat_fetch_add_unless_1_release:
	lbu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xff
	and t1,a0,t1

$L219:
	addu v1,a1,v0
	beq a2,v0,<$L219>
		-> R_MIPS_PC16 $L221
	sllv t3,v0,a3
	andi v1,v1,0xff
	sllv v1,v1,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L8
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L12
	nop
	srlv v1,t0,a3
	andi v1,v1,0xff
	bnec v0,v1,.L16
		-> R_MIPS_PC16 $L220
	nop

$L221:
	jrc ra

$L220:
	b <$L220>
		-> R_MIPS_PC16 $L219
	move v0,v1

uat_fetch_add_unless_1_acq_rel:
	lbu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xff
	and t1,a0,t1

$L224:
	addu v1,a1,v0
	beq a2,v0,<$L224>
		-> R_MIPS_PC16 $L226
	sllv t3,v0,a3
	andi v1,v1,0xff
	sllv v1,v1,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L8
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L12
	nop
	sync
	srlv v1,t0,a3
	andi v1,v1,0xff
	bnec v0,v1,.L17
		-> R_MIPS_PC16 $L225
	nop

$L226:
	jrc ra

$L225:
	b <$L225>
		-> R_MIPS_PC16 $L224
	move v0,v1

uat_fetch_add_unless_1_seq_cst:
	lbu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xff
	and t1,a0,t1

$L229:
	addu v1,a1,v0
	beq a2,v0,<$L229>
		-> R_MIPS_PC16 $L231
	sllv t3,v0,a3
	andi v1,v1,0xff
	sllv v1,v1,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L8
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L12
	nop
	sync
	srlv v1,t0,a3
	andi v1,v1,0xff
	bnec v0,v1,.L17
		-> R_MIPS_PC16 $L230
	nop

$L231:
	jrc ra

$L230:
	b <$L230>
		-> R_MIPS_PC16 $L229
	move v0,v1

uat_fetch_add_unless_1_seq_cst_fence:
	lbu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xff
	and t1,a0,t1

$L234:
	addu v1,a1,v0
	beq a2,v0,<$L234>
		-> R_MIPS_PC16 $L236
	sllv t3,v0,a3
	andi v1,v1,0xff
	sllv v1,v1,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L8
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L12
	nop
	sync
	srlv v1,t0,a3
	andi v1,v1,0xff
	bnec v0,v1,.L17
		-> R_MIPS_PC16 $L235
	nop

$L236:
	jrc ra

$L235:
	b <$L235>
		-> R_MIPS_PC16 $L234
	move v0,v1

uat_add_unless_1_relaxed:
	lbu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xff
	and t1,a0,t1

$L239:
	addu v0,a1,v1
	beq a2,v1,<$L239>
		-> R_MIPS_PC16 $L240
	sllv t3,v1,a3
	andi v0,v0,0xff
	sllv v0,v0,a3
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L7
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L11
	nop
	srlv v0,t0,a3
	andi v0,v0,0xff
	bnec v0,v1,.L15
		-> R_MIPS_PC16 $L241
	li v0,1
	jrc ra

$L241:
	b <$L241>
		-> R_MIPS_PC16 $L239
	move v1,v0

$L240:
	jr ra
	move v0,zero

uat_add_unless_1_acquire:
	lbu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xff
	and t1,a0,t1

$L244:
	addu v0,a1,v1
	beq a2,v1,<$L244>
		-> R_MIPS_PC16 $L245
	sllv t3,v1,a3
	andi v0,v0,0xff
	sllv v0,v0,a3
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L7
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L11
	nop
	sync
	srlv v0,t0,a3
	andi v0,v0,0xff
	bnec v0,v1,.L16
		-> R_MIPS_PC16 $L246
	li v0,1
	jrc ra

$L246:
	b <$L246>
		-> R_MIPS_PC16 $L244
	move v1,v0

$L245:
	jr ra
	move v0,zero

uat_add_unless_1_release:
	lbu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xff
	and t1,a0,t1

$L249:
	addu v0,a1,v1
	beq a2,v1,<$L249>
		-> R_MIPS_PC16 $L250
	sllv t3,v1,a3
	andi v0,v0,0xff
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L8
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L12
	nop
	srlv v0,t0,a3
	andi v0,v0,0xff
	bnec v0,v1,.L16
		-> R_MIPS_PC16 $L251
	li v0,1
	jrc ra

$L251:
	b <$L251>
		-> R_MIPS_PC16 $L249
	move v1,v0

$L250:
	jr ra
	move v0,zero

uat_add_unless_1_acq_rel:
	lbu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xff
	and t1,a0,t1

$L254:
	addu v0,a1,v1
	beq a2,v1,<$L254>
		-> R_MIPS_PC16 $L255
	sllv t3,v1,a3
	andi v0,v0,0xff
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L8
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L12
	nop
	sync
	srlv v0,t0,a3
	andi v0,v0,0xff
	bnec v0,v1,.L17
		-> R_MIPS_PC16 $L256
	li v0,1
	jrc ra

$L256:
	b <$L256>
		-> R_MIPS_PC16 $L254
	move v1,v0

$L255:
	jr ra
	move v0,zero

uat_add_unless_1_seq_cst:
	lbu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xff
	and t1,a0,t1

$L259:
	addu v0,a1,v1
	beq a2,v1,<$L259>
		-> R_MIPS_PC16 $L260
	sllv t3,v1,a3
	andi v0,v0,0xff
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L8
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L12
	nop
	sync
	srlv v0,t0,a3
	andi v0,v0,0xff
	bnec v0,v1,.L17
		-> R_MIPS_PC16 $L261
	li v0,1
	jrc ra

$L261:
	b <$L261>
		-> R_MIPS_PC16 $L259
	move v1,v0

$L260:
	jr ra
	move v0,zero

uat_add_unless_1_seq_cst_fence:
	lbu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xff
	and t1,a0,t1

$L264:
	addu v0,a1,v1
	beq a2,v1,<$L264>
		-> R_MIPS_PC16 $L265
	sllv t3,v1,a3
	andi v0,v0,0xff
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L8
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L12
	nop
	sync
	srlv v0,t0,a3
	andi v0,v0,0xff
	bnec v0,v1,.L17
		-> R_MIPS_PC16 $L266
	li v0,1
	jrc ra

$L266:
	b <$L266>
		-> R_MIPS_PC16 $L264
	move v1,v0

$L265:
	jr ra
	move v0,zero

uat_dec_if_positive_1_relaxed:
	lbu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,255
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xff

$L270:
	addiu v0,v1,-1
	seb a2,v1
	sllv t1,v1,a1
	blez a2,<$L270>
		-> R_MIPS_PC16 $L272
	andi v0,v0,0xff
	sllv t2,v0,a1
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L8
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L12
	nop
	srlv a2,a2,a1
	andi a2,a2,0xff
	bnec v1,a2,.L16
		-> R_MIPS_PC16 $L271

$L269:
	seb v0,v0
	jrc ra

$L271:
	b <$L271>
		-> R_MIPS_PC16 $L270
	move v1,a2

$L272:
	xori v0,v1,0x80
	sltu v0,zero,v0
	subu v1,v1,v0
	b <$L272>
		-> R_MIPS_PC16 $L269
	andi v0,v1,0xff

uat_dec_if_positive_1_acquire:
	lbu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,255
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xff

$L276:
	addiu v0,v1,-1
	seb a2,v1
	sllv t1,v1,a1
	blez a2,<$L276>
		-> R_MIPS_PC16 $L278
	andi v0,v0,0xff
	sllv t2,v0,a1
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L8
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L12
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xff
	bnec v1,a2,.L17
		-> R_MIPS_PC16 $L277

$L275:
	seb v0,v0
	jrc ra

$L277:
	b <$L277>
		-> R_MIPS_PC16 $L276
	move v1,a2

$L278:
	xori v0,v1,0x80
	sltu v0,zero,v0
	subu v1,v1,v0
	b <$L278>
		-> R_MIPS_PC16 $L275
	andi v0,v1,0xff

uat_dec_if_positive_1_release:
	lbu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,255
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xff

$L282:
	addiu v0,v1,-1
	seb a2,v1
	sllv t1,v1,a1
	blez a2,<$L282>
		-> R_MIPS_PC16 $L284
	andi v0,v0,0xff
	sllv t2,v0,a1
	sync
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L9
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L13
	nop
	srlv a2,a2,a1
	andi a2,a2,0xff
	bnec v1,a2,.L17
		-> R_MIPS_PC16 $L283

$L281:
	seb v0,v0
	jrc ra

$L283:
	b <$L283>
		-> R_MIPS_PC16 $L282
	move v1,a2

$L284:
	xori v0,v1,0x80
	sltu v0,zero,v0
	subu v1,v1,v0
	b <$L284>
		-> R_MIPS_PC16 $L281
	andi v0,v1,0xff

uat_dec_if_positive_1_acq_rel:
	lbu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,255
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xff

$L288:
	addiu v0,v1,-1
	seb a2,v1
	sllv t1,v1,a1
	blez a2,<$L288>
		-> R_MIPS_PC16 $L290
	andi v0,v0,0xff
	sllv t2,v0,a1
	sync
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L9
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L13
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xff
	bnec v1,a2,.L18
		-> R_MIPS_PC16 $L289

$L287:
	seb v0,v0
	jrc ra

$L289:
	b <$L289>
		-> R_MIPS_PC16 $L288
	move v1,a2

$L290:
	xori v0,v1,0x80
	sltu v0,zero,v0
	subu v1,v1,v0
	b <$L290>
		-> R_MIPS_PC16 $L287
	andi v0,v1,0xff

uat_dec_if_positive_1_seq_cst:
	lbu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,255
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xff

$L294:
	addiu v0,v1,-1
	seb a2,v1
	sllv t1,v1,a1
	blez a2,<$L294>
		-> R_MIPS_PC16 $L296
	andi v0,v0,0xff
	sllv t2,v0,a1
	sync
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L9
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L13
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xff
	bnec v1,a2,.L18
		-> R_MIPS_PC16 $L295

$L293:
	seb v0,v0
	jrc ra

$L295:
	b <$L295>
		-> R_MIPS_PC16 $L294
	move v1,a2

$L296:
	xori v0,v1,0x80
	sltu v0,zero,v0
	subu v1,v1,v0
	b <$L296>
		-> R_MIPS_PC16 $L293
	andi v0,v1,0xff

uat_dec_if_positive_1_seq_cst_fence:
	lbu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,255
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xff

$L300:
	addiu v0,v1,-1
	seb a2,v1
	sllv t1,v1,a1
	blez a2,<$L300>
		-> R_MIPS_PC16 $L302
	andi v0,v0,0xff
	sllv t2,v0,a1
	sync
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L9
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L13
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xff
	bnec v1,a2,.L18
		-> R_MIPS_PC16 $L301

$L299:
	seb v0,v0
	jrc ra

$L301:
	b <$L301>
		-> R_MIPS_PC16 $L300
	move v1,a2

$L302:
	xori v0,v1,0x80
	sltu v0,zero,v0
	subu v1,v1,v0
	b <$L302>
		-> R_MIPS_PC16 $L299
	andi v0,v1,0xff

uat_cond_load_1_relaxed:
	lbu v0,0(a0)
	andi v0,v0,0xff
	bnec v0,a1,.L2
		-> R_MIPS_PC16 $L305
	nop
	jrc ra

$L305:
	bc <$L305>
		-> R_MIPS_PC26_S2 $L307

uat_cond_load_1_consume:
	lbu v0,0(a0)
	andi v0,v0,0xff
	bnec v0,a1,.L2
		-> R_MIPS_PC16 $L310
	nop
	jrc ra

$L310:
	bc <$L310>
		-> R_MIPS_PC26_S2 $L312

uat_cond_load_1_acquire:
	lbu v0,0(a0)
	andi v0,v0,0xff
	bnec v0,a1,.L2
		-> R_MIPS_PC16 $L315
	nop
	sync
	jrc ra

$L315:
	bc <$L315>
		-> R_MIPS_PC26_S2 $L317

uat_cond_load_1_seq_cst:
	sync
	lbu v0,0(a0)
	andi v0,v0,0xff
	bnec v0,a1,.L3
		-> R_MIPS_PC16 $L320
	nop
	sync
	jrc ra

$L320:
	lbu v0,0(a0)
	andi v0,v0,0xff
	bnec v0,a1,<$L320>
		-> R_MIPS_PC16 $L320
	nop
	sync
	jrc ra

uat_cond_load_1_seq_cst_fence:
	sync
	lbu v0,0(a0)
	andi v0,v0,0xff
	bnec v0,a1,.L3
		-> R_MIPS_PC16 $L324
	nop
	sync
	jrc ra

$L324:
	lbu v0,0(a0)
	andi v0,v0,0xff
	bnec v0,a1,<$L324>
		-> R_MIPS_PC16 $L324
	nop
	sync
	jrc ra

uat_inc_1_relaxed:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li a1,255
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L14
	nop
	jrc ra

uat_inc_1_acquire:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li a1,255
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L14
	nop
	sync
	jrc ra

uat_inc_1_release:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
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
	beqz a3,.L15
	nop
	jrc ra

uat_inc_1_acq_rel:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
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
	beqz a3,.L15
	nop
	sync
	jrc ra

uat_inc_1_seq_cst:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
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
	beqz a3,.L15
	nop
	sync
	jrc ra

uat_inc_1_seq_cst_fence:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
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
	beqz a3,.L15
	nop
	sync
	jrc ra

uat_dec_1_relaxed:
	sll a1,a0,0x3
	li v1,-4
	li v0,255
	and v1,a0,v1
	sllv v0,v0,a1
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L11
	nop
	jrc ra

uat_dec_1_acquire:
	sll a1,a0,0x3
	li v1,-4
	li v0,255
	and v1,a0,v1
	sllv v0,v0,a1
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L11
	nop
	sync
	jrc ra

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
	beqz a2,.L12
	nop
	jrc ra

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
	beqz a2,.L12
	nop
	sync
	jrc ra

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
	beqz a2,.L12
	nop
	sync
	jrc ra

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
	beqz a2,.L12
	nop
	sync
	jrc ra

uat_add_around_1_mb:
	sync
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li v1,255
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L14
	nop
	sync
	jrc ra

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
	jrc ra

uat_load_2_seq_cst:
	sync
	lhu v0,0(a0)
	andi v0,v0,0xffff
	sync
	jrc ra

uat_load_2_seq_cst_fence:
	sync
	lhu v0,0(a0)
	andi v0,v0,0xffff
	sync
	jrc ra

uat_store_2_relaxed:
	sh a1,0(a0)
	jrc ra

uat_store_2_release:
	sync
	sh a1,0(a0)
	jrc ra

uat_store_2_seq_cst:
	sync
	sh a1,0(a0)
	jrc ra

uat_store_2_seq_cst_fence:
	sync
	sh a1,0(a0)
	sync
	jrc ra

uat_cmpxchg_2_relaxed:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L10
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L14
	nop
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_cmpxchg_2_acquire:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L10
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L14
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_cmpxchg_2_release:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L11
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L15
	nop
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_cmpxchg_2_acq_rel:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L11
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L15
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_cmpxchg_2_seq_cst:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L11
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L15
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_cmpxchg_2_seq_cst_fence_sc:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L11
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L15
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_cmpxchg_2_seq_cst_fence:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L11
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L15
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_cmpxchg_test_2_seq_cst_fence:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_2_relaxed:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L10
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L14
	nop
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_2_acquire:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L10
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L14
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_2_release:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_2_acq_rel:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_2_seq_cst:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_2_seq_cst_fence_sc:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_2_seq_cst_fence:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_2_relaxed:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L10
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L14
	nop
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_2_acquire:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L10
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L14
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_2_release:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_2_acq_rel:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_2_seq_cst:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_2_seq_cst_fence_sc:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_2_seq_cst_fence:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_xchg_2_relaxed:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	ll v0,0(a3)
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L12
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_xchg_2_acquire:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	ll v0,0(a3)
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_xchg_2_release:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
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
	beqz t0,.L13
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_xchg_2_acq_rel:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
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
	beqz t0,.L13
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_xchg_2_seq_cst:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
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
	beqz t0,.L13
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_xchg_2_seq_cst_fence:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
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
	beqz t0,.L13
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_add_return_2_relaxed:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
	li a2,0xffff
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L13
	nop
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xffff

uat_add_return_2_acquire:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
	li a2,0xffff
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L13
	nop
	sync
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xffff

uat_add_return_2_release:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
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
	beqz t1,.L14
	nop
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xffff

uat_add_return_2_acq_rel:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
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
	beqz t1,.L14
	nop
	sync
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xffff

uat_add_return_2_seq_cst:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
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
	beqz t1,.L14
	nop
	sync
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xffff

uat_add_return_2_seq_cst_fence:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
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
	beqz t1,.L14
	nop
	sync
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xffff

uat_add_2_relaxed:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li v1,0xffff
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L13
	nop
	jrc ra

uat_add_2_acquire:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li v1,0xffff
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L13
	nop
	sync
	jrc ra

uat_add_2_release:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
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
	beqz a3,.L14
	nop
	jrc ra

uat_add_2_acq_rel:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
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
	beqz a3,.L14
	nop
	sync
	jrc ra

uat_add_2_seq_cst:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
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
	beqz a3,.L14
	nop
	sync
	jrc ra

uat_add_2_seq_cst_fence:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
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
	beqz a3,.L14
	nop
	sync
	jrc ra

uat_and_2_relaxed:
	andi a2,a0,0x3
	li v0,0xffff
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L12
	nop
	jrc ra

uat_and_2_acquire:
	andi a2,a0,0x3
	li v0,0xffff
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L12
	nop
	sync
	jrc ra

uat_and_2_release:
	andi a2,a0,0x3
	li v0,0xffff
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L13
	nop
	jrc ra

uat_and_2_acq_rel:
	andi a2,a0,0x3
	li v0,0xffff
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L13
	nop
	sync
	jrc ra

uat_and_2_seq_cst:
	andi a2,a0,0x3
	li v0,0xffff
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L13
	nop
	sync
	jrc ra

uat_and_2_seq_cst_fence:
	andi a2,a0,0x3
	li v0,0xffff
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L13
	nop
	sync
	jrc ra

uat_or_2_relaxed:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L7
	nop
	jrc ra

uat_or_2_acquire:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L7
	nop
	sync
	jrc ra

uat_or_2_release:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L8
	nop
	jrc ra

uat_or_2_acq_rel:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L8
	nop
	sync
	jrc ra

uat_or_2_seq_cst:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L8
	nop
	sync
	jrc ra

uat_or_2_seq_cst_fence:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L8
	nop
	sync
	jrc ra

uat_xor_2_relaxed:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L7
	nop
	jrc ra

uat_xor_2_acquire:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L7
	nop
	sync
	jrc ra

uat_xor_2_release:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L8
	nop
	jrc ra

uat_xor_2_acq_rel:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L8
	nop
	sync
	jrc ra

uat_xor_2_seq_cst:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L8
	nop
	sync
	jrc ra

uat_xor_2_seq_cst_fence:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L8
	nop
	sync
	jrc ra

uat_fetch_add_2_relaxed:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,0xffff
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	ll v0,0(a2)
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L13
	nop
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_fetch_add_2_acquire:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,0xffff
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	ll v0,0(a2)
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L13
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_fetch_add_2_release:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
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
	beqz t0,.L14
	nop
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_fetch_add_2_acq_rel:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
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
	beqz t0,.L14
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_fetch_add_2_seq_cst:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
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
	beqz t0,.L14
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_fetch_add_2_seq_cst_fence:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
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
	beqz t0,.L14
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_fetch_and_2_relaxed:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L12
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_and_2_acquire:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L12
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_and_2_release:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L13
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_and_2_acq_rel:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L13
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_and_2_seq_cst:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L13
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_and_2_seq_cst_fence:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L13
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_or_2_relaxed:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L8
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_or_2_acquire:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L8
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_or_2_release:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L9
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_or_2_acq_rel:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_or_2_seq_cst:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_or_2_seq_cst_fence:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_xor_2_relaxed:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L8
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_xor_2_acquire:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L8
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_xor_2_release:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L9
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_xor_2_acq_rel:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_xor_2_seq_cst:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_xor_2_seq_cst_fence:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_smax_2_relaxed:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1

$L432:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L432>
		-> R_MIPS_PC16 $L431
	move v1,t4

$L431:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L4
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L8
	nop
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L13
		-> R_MIPS_PC16 $L432
	seh v0,v0
	jrc ra

uat_fetch_smax_2_acquire:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1

$L436:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L436>
		-> R_MIPS_PC16 $L435
	move v1,t4

$L435:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L4
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L8
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L14
		-> R_MIPS_PC16 $L436
	seh v0,v0
	jrc ra

uat_fetch_smax_2_release:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1

$L440:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L440>
		-> R_MIPS_PC16 $L439
	move v1,t4

$L439:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L5
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L9
	nop
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L14
		-> R_MIPS_PC16 $L440
	seh v0,v0
	jrc ra

uat_fetch_smax_2_acq_rel:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1

$L444:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L444>
		-> R_MIPS_PC16 $L443
	move v1,t4

$L443:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L5
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L9
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L15
		-> R_MIPS_PC16 $L444
	seh v0,v0
	jrc ra

uat_fetch_smax_2_seq_cst:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1

$L448:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L448>
		-> R_MIPS_PC16 $L447
	move v1,t4

$L447:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L5
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L9
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L15
		-> R_MIPS_PC16 $L448
	seh v0,v0
	jrc ra

uat_fetch_smax_2_seq_cst_fence:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1

$L452:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L452>
		-> R_MIPS_PC16 $L451
	move v1,t4

$L451:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L5
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L9
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L15
		-> R_MIPS_PC16 $L452
	seh v0,v0
	jrc ra

uat_fetch_umax_2_relaxed:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1

$L456:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L456>
		-> R_MIPS_PC16 $L455
	move v1,v0

$L455:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L4
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L8
	nop
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L13
		-> R_MIPS_PC16 $L456
	nop
	jrc ra

uat_fetch_umax_2_acquire:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1

$L460:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L460>
		-> R_MIPS_PC16 $L459
	move v1,v0

$L459:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L4
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L8
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L14
		-> R_MIPS_PC16 $L460
	nop
	jrc ra

uat_fetch_umax_2_release:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1

$L464:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L464>
		-> R_MIPS_PC16 $L463
	move v1,v0

$L463:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L5
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L9
	nop
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L14
		-> R_MIPS_PC16 $L464
	nop
	jrc ra

uat_fetch_umax_2_acq_rel:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1

$L468:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L468>
		-> R_MIPS_PC16 $L467
	move v1,v0

$L467:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L5
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L9
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L15
		-> R_MIPS_PC16 $L468
	nop
	jrc ra

uat_fetch_umax_2_seq_cst:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1

$L472:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L472>
		-> R_MIPS_PC16 $L471
	move v1,v0

$L471:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L5
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L9
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L15
		-> R_MIPS_PC16 $L472
	nop
	jrc ra

uat_fetch_umax_2_seq_cst_fence:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1

$L476:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L476>
		-> R_MIPS_PC16 $L475
	move v1,v0

$L475:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L5
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L9
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L15
		-> R_MIPS_PC16 $L476
	nop
	jrc ra

uat_fetch_smin_2_relaxed:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1

$L480:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L480>
		-> R_MIPS_PC16 $L479
	move v1,t4

$L479:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L4
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L8
	nop
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L13
		-> R_MIPS_PC16 $L480
	seh v0,v0
	jrc ra

uat_fetch_smin_2_acquire:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1

$L484:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L484>
		-> R_MIPS_PC16 $L483
	move v1,t4

$L483:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L4
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L8
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L14
		-> R_MIPS_PC16 $L484
	seh v0,v0
	jrc ra

uat_fetch_smin_2_release:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1

$L488:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L488>
		-> R_MIPS_PC16 $L487
	move v1,t4

$L487:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L5
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L9
	nop
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L14
		-> R_MIPS_PC16 $L488
	seh v0,v0
	jrc ra

uat_fetch_smin_2_acq_rel:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1

$L492:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L492>
		-> R_MIPS_PC16 $L491
	move v1,t4

$L491:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L5
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L9
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L15
		-> R_MIPS_PC16 $L492
	seh v0,v0
	jrc ra

uat_fetch_smin_2_seq_cst:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1

$L496:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L496>
		-> R_MIPS_PC16 $L495
	move v1,t4

$L495:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L5
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L9
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L15
		-> R_MIPS_PC16 $L496
	seh v0,v0
	jrc ra

uat_fetch_smin_2_seq_cst_fence:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1

$L500:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L500>
		-> R_MIPS_PC16 $L499
	move v1,t4

$L499:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L5
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L9
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L15
		-> R_MIPS_PC16 $L500
	seh v0,v0
	jrc ra

uat_fetch_umin_2_relaxed:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1

$L504:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L504>
		-> R_MIPS_PC16 $L503
	move v1,v0

$L503:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L4
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L8
	nop
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L13
		-> R_MIPS_PC16 $L504
	nop
	jrc ra

uat_fetch_umin_2_acquire:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1

$L508:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L508>
		-> R_MIPS_PC16 $L507
	move v1,v0

$L507:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L4
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L8
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L14
		-> R_MIPS_PC16 $L508
	nop
	jrc ra

uat_fetch_umin_2_release:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1

$L512:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L512>
		-> R_MIPS_PC16 $L511
	move v1,v0

$L511:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L5
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L9
	nop
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L14
		-> R_MIPS_PC16 $L512
	nop
	jrc ra

uat_fetch_umin_2_acq_rel:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1

$L516:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L516>
		-> R_MIPS_PC16 $L515
	move v1,v0

$L515:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L5
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L9
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L15
		-> R_MIPS_PC16 $L516
	nop
	jrc ra

uat_fetch_umin_2_seq_cst:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1

$L520:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L520>
		-> R_MIPS_PC16 $L519
	move v1,v0

$L519:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L5
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L9
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L15
		-> R_MIPS_PC16 $L520
	nop
	jrc ra

uat_fetch_umin_2_seq_cst_fence:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1

$L524:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L524>
		-> R_MIPS_PC16 $L523
	move v1,v0

$L523:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L5
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L9
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L15
		-> R_MIPS_PC16 $L524
	nop
	jrc ra

uat_test_and_set_bit_2_relaxed:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L11
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_2_acquire:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L11
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_2_release:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L12
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_2_acq_rel:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_2_seq_cst:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_2_seq_cst_fence:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_2_relaxed:
	andi a1,a1,0xf
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,0xffff
	xori v1,a3,0xffff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L16
	nop
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_2_acquire:
	andi a1,a1,0xf
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,0xffff
	xori v1,a3,0xffff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L16
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_2_release:
	andi a1,a1,0xf
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,0xffff
	xori v1,a3,0xffff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	sync
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L17
	nop
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_2_acq_rel:
	andi a1,a1,0xf
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,0xffff
	xori v1,a3,0xffff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	sync
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L17
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_2_seq_cst:
	andi a1,a1,0xf
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,0xffff
	xori v1,a3,0xffff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	sync
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L17
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_2_seq_cst_fence:
	andi a1,a1,0xf
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,0xffff
	xori v1,a3,0xffff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	sync
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L17
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_2_relaxed:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L11
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_2_acquire:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L11
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_2_release:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L12
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_2_acq_rel:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_2_seq_cst:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_2_seq_cst_fence:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_fetch_add_unless_2_relaxed:
	lhu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xffff
	and t1,a0,t1

$L546:
	addu v1,a1,v0
	beq a2,v0,<$L546>
		-> R_MIPS_PC16 $L548
	sllv t3,v0,a3
	andi v1,v1,0xffff
	sllv v1,v1,a3
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L7
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L11
	nop
	srlv v1,t0,a3
	andi v1,v1,0xffff
	bnec v0,v1,.L15
		-> R_MIPS_PC16 $L547
	nop

$L548:
	jrc ra

$L547:
	b <$L547>
		-> R_MIPS_PC16 $L546
	move v0,v1

uat_fetch_add_unless_2_acquire:
	lhu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xffff
	and t1,a0,t1

$L551:
	addu v1,a1,v0
	beq a2,v0,<$L551>
		-> R_MIPS_PC16 $L553
	sllv t3,v0,a3
	andi v1,v1,0xffff
	sllv v1,v1,a3
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L7
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L11
	nop
	sync
	srlv v1,t0,a3
	andi v1,v1,0xffff
	bnec v0,v1,.L16
		-> R_MIPS_PC16 $L552
	nop

$L553:
	jrc ra

$L552:
	b <$L552>
		-> R_MIPS_PC16 $L551
	move v0,v1

uat_fetch_add_unless_2_release:
	lhu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xffff
	and t1,a0,t1

$L556:
	addu v1,a1,v0
	beq a2,v0,<$L556>
		-> R_MIPS_PC16 $L558
	sllv t3,v0,a3
	andi v1,v1,0xffff
	sllv v1,v1,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L8
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L12
	nop
	srlv v1,t0,a3
	andi v1,v1,0xffff
	bnec v0,v1,.L16
		-> R_MIPS_PC16 $L557
	nop

$L558:
	jrc ra

$L557:
	b <$L557>
		-> R_MIPS_PC16 $L556
	move v0,v1

uat_fetch_add_unless_2_acq_rel:
	lhu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xffff
	and t1,a0,t1

$L561:
	addu v1,a1,v0
	beq a2,v0,<$L561>
		-> R_MIPS_PC16 $L563
	sllv t3,v0,a3
	andi v1,v1,0xffff
	sllv v1,v1,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L8
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L12
	nop
	sync
	srlv v1,t0,a3
	andi v1,v1,0xffff
	bnec v0,v1,.L17
		-> R_MIPS_PC16 $L562
	nop

$L563:
	jrc ra

$L562:
	b <$L562>
		-> R_MIPS_PC16 $L561
	move v0,v1

uat_fetch_add_unless_2_seq_cst:
	lhu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xffff
	and t1,a0,t1

$L566:
	addu v1,a1,v0
	beq a2,v0,<$L566>
		-> R_MIPS_PC16 $L568
	sllv t3,v0,a3
	andi v1,v1,0xffff
	sllv v1,v1,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L8
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L12
	nop
	sync
	srlv v1,t0,a3
	andi v1,v1,0xffff
	bnec v0,v1,.L17
		-> R_MIPS_PC16 $L567
	nop

$L568:
	jrc ra

$L567:
	b <$L567>
		-> R_MIPS_PC16 $L566
	move v0,v1

uat_fetch_add_unless_2_seq_cst_fence:
	lhu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xffff
	and t1,a0,t1

$L571:
	addu v1,a1,v0
	beq a2,v0,<$L571>
		-> R_MIPS_PC16 $L573
	sllv t3,v0,a3
	andi v1,v1,0xffff
	sllv v1,v1,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L8
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L12
	nop
	sync
	srlv v1,t0,a3
	andi v1,v1,0xffff
	bnec v0,v1,.L17
		-> R_MIPS_PC16 $L572
	nop

$L573:
	jrc ra

$L572:
	b <$L572>
		-> R_MIPS_PC16 $L571
	move v0,v1

uat_add_unless_2_relaxed:
	lhu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xffff
	and t1,a0,t1

$L576:
	addu v0,a1,v1
	beq a2,v1,<$L576>
		-> R_MIPS_PC16 $L577
	sllv t3,v1,a3
	andi v0,v0,0xffff
	sllv v0,v0,a3
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L7
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L11
	nop
	srlv v0,t0,a3
	andi v0,v0,0xffff
	bnec v0,v1,.L15
		-> R_MIPS_PC16 $L578
	li v0,1
	jrc ra

$L578:
	b <$L578>
		-> R_MIPS_PC16 $L576
	move v1,v0

$L577:
	jr ra
	move v0,zero

uat_add_unless_2_acquire:
	lhu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xffff
	and t1,a0,t1

$L581:
	addu v0,a1,v1
	beq a2,v1,<$L581>
		-> R_MIPS_PC16 $L582
	sllv t3,v1,a3
	andi v0,v0,0xffff
	sllv v0,v0,a3
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L7
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L11
	nop
	sync
	srlv v0,t0,a3
	andi v0,v0,0xffff
	bnec v0,v1,.L16
		-> R_MIPS_PC16 $L583
	li v0,1
	jrc ra

$L583:
	b <$L583>
		-> R_MIPS_PC16 $L581
	move v1,v0

$L582:
	jr ra
	move v0,zero

uat_add_unless_2_release:
	lhu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xffff
	and t1,a0,t1

$L586:
	addu v0,a1,v1
	beq a2,v1,<$L586>
		-> R_MIPS_PC16 $L587
	sllv t3,v1,a3
	andi v0,v0,0xffff
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L8
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L12
	nop
	srlv v0,t0,a3
	andi v0,v0,0xffff
	bnec v0,v1,.L16
		-> R_MIPS_PC16 $L588
	li v0,1
	jrc ra

$L588:
	b <$L588>
		-> R_MIPS_PC16 $L586
	move v1,v0

$L587:
	jr ra
	move v0,zero

uat_add_unless_2_acq_rel:
	lhu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xffff
	and t1,a0,t1

$L591:
	addu v0,a1,v1
	beq a2,v1,<$L591>
		-> R_MIPS_PC16 $L592
	sllv t3,v1,a3
	andi v0,v0,0xffff
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L8
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L12
	nop
	sync
	srlv v0,t0,a3
	andi v0,v0,0xffff
	bnec v0,v1,.L17
		-> R_MIPS_PC16 $L593
	li v0,1
	jrc ra

$L593:
	b <$L593>
		-> R_MIPS_PC16 $L591
	move v1,v0

$L592:
	jr ra
	move v0,zero

uat_add_unless_2_seq_cst:
	lhu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xffff
	and t1,a0,t1

$L596:
	addu v0,a1,v1
	beq a2,v1,<$L596>
		-> R_MIPS_PC16 $L597
	sllv t3,v1,a3
	andi v0,v0,0xffff
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L8
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L12
	nop
	sync
	srlv v0,t0,a3
	andi v0,v0,0xffff
	bnec v0,v1,.L17
		-> R_MIPS_PC16 $L598
	li v0,1
	jrc ra

$L598:
	b <$L598>
		-> R_MIPS_PC16 $L596
	move v1,v0

$L597:
	jr ra
	move v0,zero

uat_add_unless_2_seq_cst_fence:
	lhu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xffff
	and t1,a0,t1

$L601:
	addu v0,a1,v1
	beq a2,v1,<$L601>
		-> R_MIPS_PC16 $L602
	sllv t3,v1,a3
	andi v0,v0,0xffff
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L8
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L12
	nop
	sync
	srlv v0,t0,a3
	andi v0,v0,0xffff
	bnec v0,v1,.L17
		-> R_MIPS_PC16 $L603
	li v0,1
	jrc ra

$L603:
	b <$L603>
		-> R_MIPS_PC16 $L601
	move v1,v0

$L602:
	jr ra
	move v0,zero

uat_dec_if_positive_2_relaxed:
	lhu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,0xffff
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xffff

$L607:
	addiu v0,v1,-1
	seh a2,v1
	sllv t1,v1,a1
	blez a2,<$L607>
		-> R_MIPS_PC16 $L609
	andi v0,v0,0xffff
	sllv t2,v0,a1
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L8
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L12
	nop
	srlv a2,a2,a1
	andi a2,a2,0xffff
	bnec v1,a2,.L16
		-> R_MIPS_PC16 $L608

$L606:
	seh v0,v0
	jrc ra

$L608:
	b <$L608>
		-> R_MIPS_PC16 $L607
	move v1,a2

$L609:
	xori v0,v1,0x8000
	sltu v0,zero,v0
	subu v1,v1,v0
	b <$L609>
		-> R_MIPS_PC16 $L606
	andi v0,v1,0xffff

uat_dec_if_positive_2_acquire:
	lhu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,0xffff
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xffff

$L613:
	addiu v0,v1,-1
	seh a2,v1
	sllv t1,v1,a1
	blez a2,<$L613>
		-> R_MIPS_PC16 $L615
	andi v0,v0,0xffff
	sllv t2,v0,a1
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L8
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L12
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xffff
	bnec v1,a2,.L17
		-> R_MIPS_PC16 $L614

$L612:
	seh v0,v0
	jrc ra

$L614:
	b <$L614>
		-> R_MIPS_PC16 $L613
	move v1,a2

$L615:
	xori v0,v1,0x8000
	sltu v0,zero,v0
	subu v1,v1,v0
	b <$L615>
		-> R_MIPS_PC16 $L612
	andi v0,v1,0xffff

uat_dec_if_positive_2_release:
	lhu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,0xffff
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xffff

$L619:
	addiu v0,v1,-1
	seh a2,v1
	sllv t1,v1,a1
	blez a2,<$L619>
		-> R_MIPS_PC16 $L621
	andi v0,v0,0xffff
	sllv t2,v0,a1
	sync
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L9
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L13
	nop
	srlv a2,a2,a1
	andi a2,a2,0xffff
	bnec v1,a2,.L17
		-> R_MIPS_PC16 $L620

$L618:
	seh v0,v0
	jrc ra

$L620:
	b <$L620>
		-> R_MIPS_PC16 $L619
	move v1,a2

$L621:
	xori v0,v1,0x8000
	sltu v0,zero,v0
	subu v1,v1,v0
	b <$L621>
		-> R_MIPS_PC16 $L618
	andi v0,v1,0xffff

uat_dec_if_positive_2_acq_rel:
	lhu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,0xffff
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xffff

$L625:
	addiu v0,v1,-1
	seh a2,v1
	sllv t1,v1,a1
	blez a2,<$L625>
		-> R_MIPS_PC16 $L627
	andi v0,v0,0xffff
	sllv t2,v0,a1
	sync
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L9
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L13
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xffff
	bnec v1,a2,.L18
		-> R_MIPS_PC16 $L626

$L624:
	seh v0,v0
	jrc ra

$L626:
	b <$L626>
		-> R_MIPS_PC16 $L625
	move v1,a2

$L627:
	xori v0,v1,0x8000
	sltu v0,zero,v0
	subu v1,v1,v0
	b <$L627>
		-> R_MIPS_PC16 $L624
	andi v0,v1,0xffff

uat_dec_if_positive_2_seq_cst:
	lhu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,0xffff
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xffff

$L631:
	addiu v0,v1,-1
	seh a2,v1
	sllv t1,v1,a1
	blez a2,<$L631>
		-> R_MIPS_PC16 $L633
	andi v0,v0,0xffff
	sllv t2,v0,a1
	sync
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L9
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L13
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xffff
	bnec v1,a2,.L18
		-> R_MIPS_PC16 $L632

$L630:
	seh v0,v0
	jrc ra

$L632:
	b <$L632>
		-> R_MIPS_PC16 $L631
	move v1,a2

$L633:
	xori v0,v1,0x8000
	sltu v0,zero,v0
	subu v1,v1,v0
	b <$L633>
		-> R_MIPS_PC16 $L630
	andi v0,v1,0xffff

uat_dec_if_positive_2_seq_cst_fence:
	lhu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,0xffff
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xffff

$L637:
	addiu v0,v1,-1
	seh a2,v1
	sllv t1,v1,a1
	blez a2,<$L637>
		-> R_MIPS_PC16 $L639
	andi v0,v0,0xffff
	sllv t2,v0,a1
	sync
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L9
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L13
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xffff
	bnec v1,a2,.L18
		-> R_MIPS_PC16 $L638

$L636:
	seh v0,v0
	jrc ra

$L638:
	b <$L638>
		-> R_MIPS_PC16 $L637
	move v1,a2

$L639:
	xori v0,v1,0x8000
	sltu v0,zero,v0
	subu v1,v1,v0
	b <$L639>
		-> R_MIPS_PC16 $L636
	andi v0,v1,0xffff

uat_cond_load_2_relaxed:
	lhu v0,0(a0)
	andi v0,v0,0xffff
	bnec v0,a1,.L2
		-> R_MIPS_PC16 $L642
	nop
	jrc ra

$L642:
	bc <$L642>
		-> R_MIPS_PC26_S2 $L644

uat_cond_load_2_consume:
	lhu v0,0(a0)
	andi v0,v0,0xffff
	bnec v0,a1,.L2
		-> R_MIPS_PC16 $L647
	nop
	jrc ra

$L647:
	bc <$L647>
		-> R_MIPS_PC26_S2 $L649

uat_cond_load_2_acquire:
	lhu v0,0(a0)
	andi v0,v0,0xffff
	bnec v0,a1,.L2
		-> R_MIPS_PC16 $L652
	nop
	sync
	jrc ra

$L652:
	bc <$L652>
		-> R_MIPS_PC26_S2 $L654

uat_cond_load_2_seq_cst:
	sync
	lhu v0,0(a0)
	andi v0,v0,0xffff
	bnec v0,a1,.L3
		-> R_MIPS_PC16 $L657
	nop
	sync
	jrc ra

$L657:
	lhu v0,0(a0)
	andi v0,v0,0xffff
	bnec v0,a1,<$L657>
		-> R_MIPS_PC16 $L657
	nop
	sync
	jrc ra

uat_cond_load_2_seq_cst_fence:
	sync
	lhu v0,0(a0)
	andi v0,v0,0xffff
	bnec v0,a1,.L3
		-> R_MIPS_PC16 $L661
	nop
	sync
	jrc ra

$L661:
	lhu v0,0(a0)
	andi v0,v0,0xffff
	bnec v0,a1,<$L661>
		-> R_MIPS_PC16 $L661
	nop
	sync
	jrc ra

uat_inc_2_relaxed:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li a1,0xffff
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L14
	nop
	jrc ra

uat_inc_2_acquire:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li a1,0xffff
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L14
	nop
	sync
	jrc ra

uat_inc_2_release:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
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
	beqz a3,.L15
	nop
	jrc ra

uat_inc_2_acq_rel:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
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
	beqz a3,.L15
	nop
	sync
	jrc ra

uat_inc_2_seq_cst:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
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
	beqz a3,.L15
	nop
	sync
	jrc ra

uat_inc_2_seq_cst_fence:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
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
	beqz a3,.L15
	nop
	sync
	jrc ra

uat_dec_2_relaxed:
	sll a1,a0,0x3
	li v1,-4
	li v0,0xffff
	and v1,a0,v1
	sllv v0,v0,a1
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L11
	nop
	jrc ra

uat_dec_2_acquire:
	sll a1,a0,0x3
	li v1,-4
	li v0,0xffff
	and v1,a0,v1
	sllv v0,v0,a1
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L11
	nop
	sync
	jrc ra

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
	beqz a2,.L12
	nop
	jrc ra

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
	beqz a2,.L12
	nop
	sync
	jrc ra

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
	beqz a2,.L12
	nop
	sync
	jrc ra

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
	beqz a2,.L12
	nop
	sync
	jrc ra

uat_add_around_2_mb:
	sync
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li v1,0xffff
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L14
	nop
	sync
	jrc ra

uat_load_4_relaxed:
	lw v0,0(a0)
	jrc ra

uat_load_4_consume:
	lw v0,0(a0)
	jrc ra

uat_load_4_acquire:
	lw v0,0(a0)
	sync
	jrc ra

uat_load_4_seq_cst:
	sync
	lw v0,0(a0)
	sync
	jrc ra

uat_load_4_seq_cst_fence:
	sync
	lw v0,0(a0)
	sync
	jrc ra

uat_store_4_relaxed:
	sw a1,0(a0)
	jrc ra

uat_store_4_release:
	sync
	sw a1,0(a0)
	jrc ra

uat_store_4_seq_cst:
	sync
	sw a1,0(a0)
	jrc ra

uat_store_4_seq_cst_fence:
	sync
	sw a1,0(a0)
	sync
	jrc ra

uat_cmpxchg_4_relaxed:
	ll v0,0(a0)
	bne v0,a1,.L1
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L4
	nop
	jrc ra

uat_cmpxchg_4_acquire:
	ll v0,0(a0)
	bne v0,a1,.L1
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jrc ra

uat_cmpxchg_4_release:
	sync
	ll v0,0(a0)
	bne v0,a1,.L2
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L5
	nop
	jrc ra

uat_cmpxchg_4_acq_rel:
	sync
	ll v0,0(a0)
	bne v0,a1,.L2
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L5
	nop
	sync
	jrc ra

uat_cmpxchg_4_seq_cst:
	sync
	ll v0,0(a0)
	bne v0,a1,.L2
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L5
	nop
	sync
	jrc ra

uat_cmpxchg_4_seq_cst_fence_sc:
	sync
	ll v0,0(a0)
	bne v0,a1,.L2
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L5
	nop
	sync
	jrc ra

uat_cmpxchg_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	bne v0,a1,.L2
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L5
	nop
	sync
	jrc ra

uat_cmpxchg_test_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	bne v0,a1,.L2
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L5
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_4_relaxed:
	ll v0,0(a0)
	bne v0,a1,.L1
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L4
	nop
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_4_acquire:
	ll v0,0(a0)
	bne v0,a1,.L1
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_4_release:
	sync
	ll v0,0(a0)
	bne v0,a1,.L2
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L5
	nop
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_4_acq_rel:
	sync
	ll v0,0(a0)
	bne v0,a1,.L2
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L5
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_4_seq_cst:
	sync
	ll v0,0(a0)
	bne v0,a1,.L2
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L5
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_4_seq_cst_fence_sc:
	sync
	ll v0,0(a0)
	bne v0,a1,.L2
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L5
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	bne v0,a1,.L2
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L5
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_4_relaxed:
	ll v0,0(a0)
	bne v0,a1,.L1
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L4
	nop
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_4_acquire:
	ll v0,0(a0)
	bne v0,a1,.L1
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_4_release:
	sync
	ll v0,0(a0)
	bne v0,a1,.L2
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L5
	nop
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_4_acq_rel:
	sync
	ll v0,0(a0)
	bne v0,a1,.L2
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L5
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_4_seq_cst:
	sync
	ll v0,0(a0)
	bne v0,a1,.L2
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L5
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_4_seq_cst_fence_sc:
	sync
	ll v0,0(a0)
	bne v0,a1,.L2
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L5
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	bne v0,a1,.L2
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L5
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_xchg_4_relaxed:
	ll v0,0(a0)
	move v1,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	jrc ra

uat_xchg_4_acquire:
	ll v0,0(a0)
	move v1,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	sync
	jrc ra

uat_xchg_4_release:
	sync
	ll v0,0(a0)
	move v1,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	jrc ra

uat_xchg_4_acq_rel:
	sync
	ll v0,0(a0)
	move v1,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jrc ra

uat_xchg_4_seq_cst:
	sync
	ll v0,0(a0)
	move v1,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jrc ra

uat_xchg_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	move v1,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jrc ra

uat_add_return_4_relaxed:
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	jr ra
	addu v0,v0,a1

uat_add_return_4_acquire:
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	sync
	jr ra
	addu v0,v0,a1

uat_add_return_4_release:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	jr ra
	addu v0,v0,a1

uat_add_return_4_acq_rel:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jr ra
	addu v0,v0,a1

uat_add_return_4_seq_cst:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jr ra
	addu v0,v0,a1

uat_add_return_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jr ra
	addu v0,v0,a1

uat_add_4_relaxed:
	ll v0,0(a0)
	addu v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L3
	nop
	jrc ra

uat_add_4_acquire:
	ll v0,0(a0)
	addu v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L3
	nop
	sync
	jrc ra

uat_add_4_release:
	sync
	ll v0,0(a0)
	addu v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	jrc ra

uat_add_4_acq_rel:
	sync
	ll v0,0(a0)
	addu v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_add_4_seq_cst:
	sync
	ll v0,0(a0)
	addu v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_add_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	addu v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_and_4_relaxed:
	ll v0,0(a0)
	and v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L3
	nop
	jrc ra

uat_and_4_acquire:
	ll v0,0(a0)
	and v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L3
	nop
	sync
	jrc ra

uat_and_4_release:
	sync
	ll v0,0(a0)
	and v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	jrc ra

uat_and_4_acq_rel:
	sync
	ll v0,0(a0)
	and v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_and_4_seq_cst:
	sync
	ll v0,0(a0)
	and v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_and_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	and v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_or_4_relaxed:
	ll v0,0(a0)
	or v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L3
	nop
	jrc ra

uat_or_4_acquire:
	ll v0,0(a0)
	or v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L3
	nop
	sync
	jrc ra

uat_or_4_release:
	sync
	ll v0,0(a0)
	or v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	jrc ra

uat_or_4_acq_rel:
	sync
	ll v0,0(a0)
	or v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_or_4_seq_cst:
	sync
	ll v0,0(a0)
	or v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_or_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	or v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_xor_4_relaxed:
	ll v0,0(a0)
	xor v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L3
	nop
	jrc ra

uat_xor_4_acquire:
	ll v0,0(a0)
	xor v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L3
	nop
	sync
	jrc ra

uat_xor_4_release:
	sync
	ll v0,0(a0)
	xor v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	jrc ra

uat_xor_4_acq_rel:
	sync
	ll v0,0(a0)
	xor v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_xor_4_seq_cst:
	sync
	ll v0,0(a0)
	xor v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_xor_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	xor v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_fetch_add_4_relaxed:
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	jrc ra

uat_fetch_add_4_acquire:
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	sync
	jrc ra

uat_fetch_add_4_release:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	jrc ra

uat_fetch_add_4_acq_rel:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jrc ra

uat_fetch_add_4_seq_cst:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jrc ra

uat_fetch_add_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jrc ra

uat_fetch_and_4_relaxed:
	ll v0,0(a0)
	and v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	jrc ra

uat_fetch_and_4_acquire:
	ll v0,0(a0)
	and v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	sync
	jrc ra

uat_fetch_and_4_release:
	sync
	ll v0,0(a0)
	and v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	jrc ra

uat_fetch_and_4_acq_rel:
	sync
	ll v0,0(a0)
	and v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jrc ra

uat_fetch_and_4_seq_cst:
	sync
	ll v0,0(a0)
	and v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jrc ra

uat_fetch_and_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	and v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jrc ra

uat_fetch_or_4_relaxed:
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	jrc ra

uat_fetch_or_4_acquire:
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	sync
	jrc ra

uat_fetch_or_4_release:
	sync
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	jrc ra

uat_fetch_or_4_acq_rel:
	sync
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jrc ra

uat_fetch_or_4_seq_cst:
	sync
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jrc ra

uat_fetch_or_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jrc ra

uat_fetch_xor_4_relaxed:
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	jrc ra

uat_fetch_xor_4_acquire:
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	sync
	jrc ra

uat_fetch_xor_4_release:
	sync
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	jrc ra

uat_fetch_xor_4_acq_rel:
	sync
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jrc ra

uat_fetch_xor_4_seq_cst:
	sync
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jrc ra

uat_fetch_xor_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jrc ra

uat_fetch_smax_4_relaxed:
	lw v0,0(a0)

$L768:
	slt a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	ll v0,0(a0)
	bne v0,v1,.L6
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L9
	nop
	bnec v0,v1,.L11
		-> R_MIPS_PC16 $L768
	nop
	jrc ra

uat_fetch_smax_4_acquire:
	lw v0,0(a0)

$L771:
	slt a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	ll v0,0(a0)
	bne v0,v1,.L6
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L9
	nop
	sync
	bnec v0,v1,.L12
		-> R_MIPS_PC16 $L771
	nop
	jrc ra

uat_fetch_smax_4_release:
	lw v0,0(a0)

$L774:
	slt a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L10
	nop
	bnec v0,v1,.L12
		-> R_MIPS_PC16 $L774
	nop
	jrc ra

uat_fetch_smax_4_acq_rel:
	lw v0,0(a0)

$L777:
	slt a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L10
	nop
	sync
	bnec v0,v1,.L13
		-> R_MIPS_PC16 $L777
	nop
	jrc ra

uat_fetch_smax_4_seq_cst:
	lw v0,0(a0)

$L780:
	slt a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L10
	nop
	sync
	bnec v0,v1,.L13
		-> R_MIPS_PC16 $L780
	nop
	jrc ra

uat_fetch_smax_4_seq_cst_fence:
	lw v0,0(a0)

$L783:
	slt a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L10
	nop
	sync
	bnec v0,v1,.L13
		-> R_MIPS_PC16 $L783
	nop
	jrc ra

uat_fetch_umax_4_relaxed:
	lw v0,0(a0)

$L786:
	sltu a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	ll v0,0(a0)
	bne v0,v1,.L6
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L9
	nop
	bnec v0,v1,.L11
		-> R_MIPS_PC16 $L786
	nop
	jrc ra

uat_fetch_umax_4_acquire:
	lw v0,0(a0)

$L789:
	sltu a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	ll v0,0(a0)
	bne v0,v1,.L6
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L9
	nop
	sync
	bnec v0,v1,.L12
		-> R_MIPS_PC16 $L789
	nop
	jrc ra

uat_fetch_umax_4_release:
	lw v0,0(a0)

$L792:
	sltu a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L10
	nop
	bnec v0,v1,.L12
		-> R_MIPS_PC16 $L792
	nop
	jrc ra

uat_fetch_umax_4_acq_rel:
	lw v0,0(a0)

$L795:
	sltu a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L10
	nop
	sync
	bnec v0,v1,.L13
		-> R_MIPS_PC16 $L795
	nop
	jrc ra

uat_fetch_umax_4_seq_cst:
	lw v0,0(a0)

$L798:
	sltu a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L10
	nop
	sync
	bnec v0,v1,.L13
		-> R_MIPS_PC16 $L798
	nop
	jrc ra

uat_fetch_umax_4_seq_cst_fence:
	lw v0,0(a0)

$L801:
	sltu a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L10
	nop
	sync
	bnec v0,v1,.L13
		-> R_MIPS_PC16 $L801
	nop
	jrc ra

uat_fetch_smin_4_relaxed:
	lw v0,0(a0)

$L804:
	slt a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	ll v0,0(a0)
	bne v0,v1,.L6
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L9
	nop
	bnec v0,v1,.L11
		-> R_MIPS_PC16 $L804
	nop
	jrc ra

uat_fetch_smin_4_acquire:
	lw v0,0(a0)

$L807:
	slt a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	ll v0,0(a0)
	bne v0,v1,.L6
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L9
	nop
	sync
	bnec v0,v1,.L12
		-> R_MIPS_PC16 $L807
	nop
	jrc ra

uat_fetch_smin_4_release:
	lw v0,0(a0)

$L810:
	slt a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L10
	nop
	bnec v0,v1,.L12
		-> R_MIPS_PC16 $L810
	nop
	jrc ra

uat_fetch_smin_4_acq_rel:
	lw v0,0(a0)

$L813:
	slt a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L10
	nop
	sync
	bnec v0,v1,.L13
		-> R_MIPS_PC16 $L813
	nop
	jrc ra

uat_fetch_smin_4_seq_cst:
	lw v0,0(a0)

$L816:
	slt a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L10
	nop
	sync
	bnec v0,v1,.L13
		-> R_MIPS_PC16 $L816
	nop
	jrc ra

uat_fetch_smin_4_seq_cst_fence:
	lw v0,0(a0)

$L819:
	slt a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L10
	nop
	sync
	bnec v0,v1,.L13
		-> R_MIPS_PC16 $L819
	nop
	jrc ra

uat_fetch_umin_4_relaxed:
	lw v0,0(a0)

$L822:
	sltu a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	ll v0,0(a0)
	bne v0,v1,.L6
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L9
	nop
	bnec v0,v1,.L11
		-> R_MIPS_PC16 $L822
	nop
	jrc ra

uat_fetch_umin_4_acquire:
	lw v0,0(a0)

$L825:
	sltu a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	ll v0,0(a0)
	bne v0,v1,.L6
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L9
	nop
	sync
	bnec v0,v1,.L12
		-> R_MIPS_PC16 $L825
	nop
	jrc ra

uat_fetch_umin_4_release:
	lw v0,0(a0)

$L828:
	sltu a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L10
	nop
	bnec v0,v1,.L12
		-> R_MIPS_PC16 $L828
	nop
	jrc ra

uat_fetch_umin_4_acq_rel:
	lw v0,0(a0)

$L831:
	sltu a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L10
	nop
	sync
	bnec v0,v1,.L13
		-> R_MIPS_PC16 $L831
	nop
	jrc ra

uat_fetch_umin_4_seq_cst:
	lw v0,0(a0)

$L834:
	sltu a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L10
	nop
	sync
	bnec v0,v1,.L13
		-> R_MIPS_PC16 $L834
	nop
	jrc ra

uat_fetch_umin_4_seq_cst_fence:
	lw v0,0(a0)

$L837:
	sltu a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L10
	nop
	sync
	bnec v0,v1,.L13
		-> R_MIPS_PC16 $L837
	nop
	jrc ra

uat_test_and_set_bit_4_relaxed:
	li v0,1
	sllv a1,v0,a1
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L5
	nop
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_4_acquire:
	li v0,1
	sllv a1,v0,a1
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L5
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
	beqz v1,.L6
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
	beqz v1,.L6
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
	beqz v1,.L6
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
	beqz v1,.L6
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_4_relaxed:
	li v0,1
	sllv a1,v0,a1
	nor v1,zero,a1
	ll v0,0(a0)
	and a2,v0,v1
	sc a2,0(a0)
	beqz a2,.L6
	nop
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_4_acquire:
	li v0,1
	sllv a1,v0,a1
	nor v1,zero,a1
	ll v0,0(a0)
	and a2,v0,v1
	sc a2,0(a0)
	beqz a2,.L6
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
	beqz a2,.L7
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
	beqz a2,.L7
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
	beqz a2,.L7
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
	beqz a2,.L7
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_4_relaxed:
	li v0,1
	sllv a1,v0,a1
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L5
	nop
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_4_acquire:
	li v0,1
	sllv a1,v0,a1
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L5
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
	beqz v1,.L6
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
	beqz v1,.L6
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
	beqz v1,.L6
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
	beqz v1,.L6
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_fetch_add_unless_4_relaxed:
	lw v0,0(a0)

$L859:
	beqc v0,a2,<$L859>
		-> R_MIPS_PC16 $L861
	addu v1,v0,a1
	ll a3,0(a0)
	bne a3,v0,.L3
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L6
	nop
	bnec v0,a3,.L8
		-> R_MIPS_PC16 $L860
	nop

$L861:
	jrc ra

$L860:
	b <$L860>
		-> R_MIPS_PC16 $L859
	move v0,a3

uat_fetch_add_unless_4_acquire:
	lw v0,0(a0)

$L864:
	beqc v0,a2,<$L864>
		-> R_MIPS_PC16 $L866
	addu v1,v0,a1
	ll a3,0(a0)
	bne a3,v0,.L3
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L6
	nop
	sync
	bnec v0,a3,.L9
		-> R_MIPS_PC16 $L865
	nop

$L866:
	jrc ra

$L865:
	b <$L865>
		-> R_MIPS_PC16 $L864
	move v0,a3

uat_fetch_add_unless_4_release:
	lw v0,0(a0)

$L869:
	beqc v0,a2,<$L869>
		-> R_MIPS_PC16 $L871
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L4
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L7
	nop
	bnec v0,a3,.L9
		-> R_MIPS_PC16 $L870
	nop

$L871:
	jrc ra

$L870:
	b <$L870>
		-> R_MIPS_PC16 $L869
	move v0,a3

uat_fetch_add_unless_4_acq_rel:
	lw v0,0(a0)

$L874:
	beqc v0,a2,<$L874>
		-> R_MIPS_PC16 $L876
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L4
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L7
	nop
	sync
	bnec v0,a3,.L10
		-> R_MIPS_PC16 $L875
	nop

$L876:
	jrc ra

$L875:
	b <$L875>
		-> R_MIPS_PC16 $L874
	move v0,a3

uat_fetch_add_unless_4_seq_cst:
	lw v0,0(a0)

$L879:
	beqc v0,a2,<$L879>
		-> R_MIPS_PC16 $L881
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L4
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L7
	nop
	sync
	bnec v0,a3,.L10
		-> R_MIPS_PC16 $L880
	nop

$L881:
	jrc ra

$L880:
	b <$L880>
		-> R_MIPS_PC16 $L879
	move v0,a3

uat_fetch_add_unless_4_seq_cst_fence:
	lw v0,0(a0)

$L884:
	beqc v0,a2,<$L884>
		-> R_MIPS_PC16 $L886
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L4
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L7
	nop
	sync
	bnec v0,a3,.L10
		-> R_MIPS_PC16 $L885
	nop

$L886:
	jrc ra

$L885:
	b <$L885>
		-> R_MIPS_PC16 $L884
	move v0,a3

uat_add_unless_4_relaxed:
	lw v0,0(a0)

$L889:
	beqc v0,a2,<$L889>
		-> R_MIPS_PC16 $L890
	addu v1,v0,a1
	ll a3,0(a0)
	bne a3,v0,.L3
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L6
	nop
	bnec v0,a3,.L8
		-> R_MIPS_PC16 $L891
	li v0,1
	jrc ra

$L891:
	b <$L891>
		-> R_MIPS_PC16 $L889
	move v0,a3

$L890:
	jr ra
	move v0,zero

uat_add_unless_4_acquire:
	lw v0,0(a0)

$L894:
	beqc v0,a2,<$L894>
		-> R_MIPS_PC16 $L895
	addu v1,v0,a1
	ll a3,0(a0)
	bne a3,v0,.L3
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L6
	nop
	sync
	bnec v0,a3,.L9
		-> R_MIPS_PC16 $L896
	li v0,1
	jrc ra

$L896:
	b <$L896>
		-> R_MIPS_PC16 $L894
	move v0,a3

$L895:
	jr ra
	move v0,zero

uat_add_unless_4_release:
	lw v0,0(a0)

$L899:
	beqc v0,a2,<$L899>
		-> R_MIPS_PC16 $L900
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L4
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L7
	nop
	bnec v0,a3,.L9
		-> R_MIPS_PC16 $L901
	li v0,1
	jrc ra

$L901:
	b <$L901>
		-> R_MIPS_PC16 $L899
	move v0,a3

$L900:
	jr ra
	move v0,zero

uat_add_unless_4_acq_rel:
	lw v0,0(a0)

$L904:
	beqc v0,a2,<$L904>
		-> R_MIPS_PC16 $L905
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L4
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L7
	nop
	sync
	bnec v0,a3,.L10
		-> R_MIPS_PC16 $L906
	li v0,1
	jrc ra

$L906:
	b <$L906>
		-> R_MIPS_PC16 $L904
	move v0,a3

$L905:
	jr ra
	move v0,zero

uat_add_unless_4_seq_cst:
	lw v0,0(a0)

$L909:
	beqc v0,a2,<$L909>
		-> R_MIPS_PC16 $L910
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L4
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L7
	nop
	sync
	bnec v0,a3,.L10
		-> R_MIPS_PC16 $L911
	li v0,1
	jrc ra

$L911:
	b <$L911>
		-> R_MIPS_PC16 $L909
	move v0,a3

$L910:
	jr ra
	move v0,zero

uat_add_unless_4_seq_cst_fence:
	lw v0,0(a0)

$L914:
	beqc v0,a2,<$L914>
		-> R_MIPS_PC16 $L915
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L4
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L7
	nop
	sync
	bnec v0,a3,.L10
		-> R_MIPS_PC16 $L916
	li v0,1
	jrc ra

$L916:
	b <$L916>
		-> R_MIPS_PC16 $L914
	move v0,a3

$L915:
	jr ra
	move v0,zero

uat_dec_if_positive_4_relaxed:
	lw v1,0(a0)

$L920:
	blezc v1,<$L920>
		-> R_MIPS_PC16 $L922
	addiu v0,v1,-1
	ll a1,0(a0)
	bne a1,v1,.L3
	move a2,v0
	sc a2,0(a0)
	beqz a2,.L6
	nop
	bnec v1,a1,.L8
		-> R_MIPS_PC16 $L921
	nop
	jrc ra

$L921:
	b <$L921>
		-> R_MIPS_PC16 $L920
	move v1,a1

$L922:
	lui v0,0x8000
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0

uat_dec_if_positive_4_acquire:
	lw v1,0(a0)

$L926:
	blezc v1,<$L926>
		-> R_MIPS_PC16 $L928
	addiu v0,v1,-1
	ll a1,0(a0)
	bne a1,v1,.L3
	move a2,v0
	sc a2,0(a0)
	beqz a2,.L6
	nop
	sync
	bnec v1,a1,.L9
		-> R_MIPS_PC16 $L927
	nop
	jrc ra

$L927:
	b <$L927>
		-> R_MIPS_PC16 $L926
	move v1,a1

$L928:
	lui v0,0x8000
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0

uat_dec_if_positive_4_release:
	lw v1,0(a0)

$L932:
	blezc v1,<$L932>
		-> R_MIPS_PC16 $L934
	addiu v0,v1,-1
	sync
	ll a1,0(a0)
	bne a1,v1,.L4
	move a2,v0
	sc a2,0(a0)
	beqz a2,.L7
	nop
	bnec v1,a1,.L9
		-> R_MIPS_PC16 $L933
	nop
	jrc ra

$L933:
	b <$L933>
		-> R_MIPS_PC16 $L932
	move v1,a1

$L934:
	lui v0,0x8000
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0

uat_dec_if_positive_4_acq_rel:
	lw v1,0(a0)

$L938:
	blezc v1,<$L938>
		-> R_MIPS_PC16 $L940
	addiu v0,v1,-1
	sync
	ll a1,0(a0)
	bne a1,v1,.L4
	move a2,v0
	sc a2,0(a0)
	beqz a2,.L7
	nop
	sync
	bnec v1,a1,.L10
		-> R_MIPS_PC16 $L939
	nop
	jrc ra

$L939:
	b <$L939>
		-> R_MIPS_PC16 $L938
	move v1,a1

$L940:
	lui v0,0x8000
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0

uat_dec_if_positive_4_seq_cst:
	lw v1,0(a0)

$L944:
	blezc v1,<$L944>
		-> R_MIPS_PC16 $L946
	addiu v0,v1,-1
	sync
	ll a1,0(a0)
	bne a1,v1,.L4
	move a2,v0
	sc a2,0(a0)
	beqz a2,.L7
	nop
	sync
	bnec v1,a1,.L10
		-> R_MIPS_PC16 $L945
	nop
	jrc ra

$L945:
	b <$L945>
		-> R_MIPS_PC16 $L944
	move v1,a1

$L946:
	lui v0,0x8000
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0

uat_dec_if_positive_4_seq_cst_fence:
	lw v1,0(a0)

$L950:
	blezc v1,<$L950>
		-> R_MIPS_PC16 $L952
	addiu v0,v1,-1
	sync
	ll a1,0(a0)
	bne a1,v1,.L4
	move a2,v0
	sc a2,0(a0)
	beqz a2,.L7
	nop
	sync
	bnec v1,a1,.L10
		-> R_MIPS_PC16 $L951
	nop
	jrc ra

$L951:
	b <$L951>
		-> R_MIPS_PC16 $L950
	move v1,a1

$L952:
	lui v0,0x8000
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0

uat_cond_load_4_relaxed:
	lw v0,0(a0)
	bnec v0,a1,.L1
		-> R_MIPS_PC16 $L955
	nop
	jrc ra

$L955:
	bc <$L955>
		-> R_MIPS_PC26_S2 $L957

uat_cond_load_4_consume:
	lw v0,0(a0)
	bnec v0,a1,.L1
		-> R_MIPS_PC16 $L960
	nop
	jrc ra

$L960:
	bc <$L960>
		-> R_MIPS_PC26_S2 $L962

uat_cond_load_4_acquire:
	lw v0,0(a0)
	bnec v0,a1,.L1
		-> R_MIPS_PC16 $L965
	nop
	sync
	jrc ra

$L965:
	bc <$L965>
		-> R_MIPS_PC26_S2 $L967

uat_cond_load_4_seq_cst:
	sync
	lw v0,0(a0)
	bnec v0,a1,.L2
		-> R_MIPS_PC16 $L970
	nop
	sync
	jrc ra

$L970:
	lw v0,0(a0)
	bnec v0,a1,<$L970>
		-> R_MIPS_PC16 $L970
	nop
	sync
	jrc ra

uat_cond_load_4_seq_cst_fence:
	sync
	lw v0,0(a0)
	bnec v0,a1,.L2
		-> R_MIPS_PC16 $L974
	nop
	sync
	jrc ra

$L974:
	lw v0,0(a0)
	bnec v0,a1,<$L974>
		-> R_MIPS_PC16 $L974
	nop
	sync
	jrc ra

uat_inc_4_relaxed:
	ll v0,0(a0)
	addiu v0,v0,1
	sc v0,0(a0)
	beqz v0,.L3
	nop
	jrc ra

uat_inc_4_acquire:
	ll v0,0(a0)
	addiu v0,v0,1
	sc v0,0(a0)
	beqz v0,.L3
	nop
	sync
	jrc ra

uat_inc_4_release:
	sync
	ll v0,0(a0)
	addiu v0,v0,1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	jrc ra

uat_inc_4_acq_rel:
	sync
	ll v0,0(a0)
	addiu v0,v0,1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_inc_4_seq_cst:
	sync
	ll v0,0(a0)
	addiu v0,v0,1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_inc_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	addiu v0,v0,1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_dec_4_relaxed:
	ll v0,0(a0)
	addiu v0,v0,-1
	sc v0,0(a0)
	beqz v0,.L3
	nop
	jrc ra

uat_dec_4_acquire:
	ll v0,0(a0)
	addiu v0,v0,-1
	sc v0,0(a0)
	beqz v0,.L3
	nop
	sync
	jrc ra

uat_dec_4_release:
	sync
	ll v0,0(a0)
	addiu v0,v0,-1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	jrc ra

uat_dec_4_acq_rel:
	sync
	ll v0,0(a0)
	addiu v0,v0,-1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_dec_4_seq_cst:
	sync
	ll v0,0(a0)
	addiu v0,v0,-1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_dec_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	addiu v0,v0,-1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_add_around_4_mb:
	sync
	ll v0,0(a0)
	addu v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_smp_mb:
	sync
	jrc ra

uat_smp_rmb:
	sync
	jrc ra

uat_smp_wmb:
	sync
	jrc ra

uat_mb:
	sync
	jrc ra

uat_rmb:
	sync
	jrc ra

uat_wmb:
	sync
	jrc ra

