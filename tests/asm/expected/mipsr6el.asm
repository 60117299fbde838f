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

$L295:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L295>
		-> R_MIPS_PC16 $L294
	move v1,t4

$L294:
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
		-> R_MIPS_PC16 $L295
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

$L299:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L299>
		-> R_MIPS_PC16 $L298
	move v1,t4

$L298:
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
		-> R_MIPS_PC16 $L299
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

$L303:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L303>
		-> R_MIPS_PC16 $L302
	move v1,t4

$L302:
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
		-> R_MIPS_PC16 $L303
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

$L307:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L307>
		-> R_MIPS_PC16 $L306
	move v1,t4

$L306:
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
		-> R_MIPS_PC16 $L307
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

$L311:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L311>
		-> R_MIPS_PC16 $L310
	move v1,t4

$L310:
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
		-> R_MIPS_PC16 $L311
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

$L315:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L315>
		-> R_MIPS_PC16 $L314
	move v1,t4

$L314:
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
		-> R_MIPS_PC16 $L315
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

$L319:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L319>
		-> R_MIPS_PC16 $L318
	move v1,v0

$L318:
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
		-> R_MIPS_PC16 $L319
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

$L323:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L323>
		-> R_MIPS_PC16 $L322
	move v1,v0

$L322:
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
		-> R_MIPS_PC16 $L323
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

$L327:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L327>
		-> R_MIPS_PC16 $L326
	move v1,v0

$L326:
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
		-> R_MIPS_PC16 $L327
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

$L331:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L331>
		-> R_MIPS_PC16 $L330
	move v1,v0

$L330:
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
		-> R_MIPS_PC16 $L331
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

$L335:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L335>
		-> R_MIPS_PC16 $L334
	move v1,v0

$L334:
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
		-> R_MIPS_PC16 $L335
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

$L339:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L339>
		-> R_MIPS_PC16 $L338
	move v1,v0

$L338:
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
		-> R_MIPS_PC16 $L339
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

$L343:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L343>
		-> R_MIPS_PC16 $L342
	move v1,t4

$L342:
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
		-> R_MIPS_PC16 $L343
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

$L347:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L347>
		-> R_MIPS_PC16 $L346
	move v1,t4

$L346:
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
		-> R_MIPS_PC16 $L347
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

$L351:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L351>
		-> R_MIPS_PC16 $L350
	move v1,t4

$L350:
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
		-> R_MIPS_PC16 $L351
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

$L355:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L355>
		-> R_MIPS_PC16 $L354
	move v1,t4

$L354:
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
		-> R_MIPS_PC16 $L355
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

$L359:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L359>
		-> R_MIPS_PC16 $L358
	move v1,t4

$L358:
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
		-> R_MIPS_PC16 $L359
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

$L363:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L363>
		-> R_MIPS_PC16 $L362
	move v1,t4

$L362:
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
		-> R_MIPS_PC16 $L363
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

$L367:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L367>
		-> R_MIPS_PC16 $L366
	move v1,v0

$L366:
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
		-> R_MIPS_PC16 $L367
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

$L371:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L371>
		-> R_MIPS_PC16 $L370
	move v1,v0

$L370:
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
		-> R_MIPS_PC16 $L371
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

$L375:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L375>
		-> R_MIPS_PC16 $L374
	move v1,v0

$L374:
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
		-> R_MIPS_PC16 $L375
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

$L379:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L379>
		-> R_MIPS_PC16 $L378
	move v1,v0

$L378:
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
		-> R_MIPS_PC16 $L379
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

$L383:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L383>
		-> R_MIPS_PC16 $L382
	move v1,v0

$L382:
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
		-> R_MIPS_PC16 $L383
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

$L387:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L387>
		-> R_MIPS_PC16 $L386
	move v1,v0

$L386:
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
		-> R_MIPS_PC16 $L387
	nop
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

$L494:
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
		-> R_MIPS_PC16 $L494
	nop
	jrc ra

uat_fetch_smax_4_acquire:
	lw v0,0(a0)

$L497:
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
		-> R_MIPS_PC16 $L497
	nop
	jrc ra

uat_fetch_smax_4_release:
	lw v0,0(a0)

$L500:
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
		-> R_MIPS_PC16 $L500
	nop
	jrc ra

uat_fetch_smax_4_acq_rel:
	lw v0,0(a0)

$L503:
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
		-> R_MIPS_PC16 $L503
	nop
	jrc ra

uat_fetch_smax_4_seq_cst:
	lw v0,0(a0)

$L506:
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
		-> R_MIPS_PC16 $L506
	nop
	jrc ra

uat_fetch_smax_4_seq_cst_fence:
	lw v0,0(a0)

$L509:
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
		-> R_MIPS_PC16 $L509
	nop
	jrc ra

uat_fetch_umax_4_relaxed:
	lw v0,0(a0)

$L512:
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
		-> R_MIPS_PC16 $L512
	nop
	jrc ra

uat_fetch_umax_4_acquire:
	lw v0,0(a0)

$L515:
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
		-> R_MIPS_PC16 $L515
	nop
	jrc ra

uat_fetch_umax_4_release:
	lw v0,0(a0)

$L518:
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
		-> R_MIPS_PC16 $L518
	nop
	jrc ra

uat_fetch_umax_4_acq_rel:
	lw v0,0(a0)

$L521:
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
		-> R_MIPS_PC16 $L521
	nop
	jrc ra

uat_fetch_umax_4_seq_cst:
	lw v0,0(a0)

$L524:
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
		-> R_MIPS_PC16 $L524
	nop
	jrc ra

uat_fetch_umax_4_seq_cst_fence:
	lw v0,0(a0)

$L527:
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
		-> R_MIPS_PC16 $L527
	nop
	jrc ra

uat_fetch_smin_4_relaxed:
	lw v0,0(a0)

$L530:
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
		-> R_MIPS_PC16 $L530
	nop
	jrc ra

uat_fetch_smin_4_acquire:
	lw v0,0(a0)

$L533:
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
		-> R_MIPS_PC16 $L533
	nop
	jrc ra

uat_fetch_smin_4_release:
	lw v0,0(a0)

$L536:
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
		-> R_MIPS_PC16 $L536
	nop
	jrc ra

uat_fetch_smin_4_acq_rel:
	lw v0,0(a0)

$L539:
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
		-> R_MIPS_PC16 $L539
	nop
	jrc ra

uat_fetch_smin_4_seq_cst:
	lw v0,0(a0)

$L542:
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
		-> R_MIPS_PC16 $L542
	nop
	jrc ra

uat_fetch_smin_4_seq_cst_fence:
	lw v0,0(a0)

$L545:
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
		-> R_MIPS_PC16 $L545
	nop
	jrc ra

uat_fetch_umin_4_relaxed:
	lw v0,0(a0)

$L548:
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
		-> R_MIPS_PC16 $L548
	nop
	jrc ra

uat_fetch_umin_4_acquire:
	lw v0,0(a0)

$L551:
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
		-> R_MIPS_PC16 $L551
	nop
	jrc ra

uat_fetch_umin_4_release:
	lw v0,0(a0)

$L554:
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
		-> R_MIPS_PC16 $L554
	nop
	jrc ra

uat_fetch_umin_4_acq_rel:
	lw v0,0(a0)

$L557:
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
		-> R_MIPS_PC16 $L557
	nop
	jrc ra

uat_fetch_umin_4_seq_cst:
	lw v0,0(a0)

$L560:
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
		-> R_MIPS_PC16 $L560
	nop
	jrc ra

uat_fetch_umin_4_seq_cst_fence:
	lw v0,0(a0)

$L563:
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
		-> R_MIPS_PC16 $L563
	nop
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

