uat_load_1_relaxed:
	ldrb w0, [x0]
	ret

uat_load_1_consume:
	ldrb w0, [x0]
	ret

uat_load_1_acquire:
	ldarb w0, [x0]
	ret

uat_load_1_seq_cst:
	ldarb w0, [x0]
	ret

uat_load_1_seq_cst_fence:
	dmb ish
	ldarb w0, [x0]
	ret

uat_store_1_relaxed:
	strb w1, [x0]
	ret

uat_store_1_release:
	stlrb w1, [x0]
	ret

uat_store_1_seq_cst:
	stlrb w1, [x0]
	ret

uat_store_1_seq_cst_fence:
	stlrb w1, [x0]
	dmb ish
	ret

uat_cmpxchg_1_relaxed:
	casb w1, w2, [x0]
	mov w0, w1
	ret

uat_cmpxchg_1_acquire:
	casab w1, w2, [x0]
	mov w0, w1
	ret

uat_cmpxchg_1_release:
	caslb w1, w2, [x0]
	mov w0, w1
	ret

uat_cmpxchg_1_acq_rel:
	casalb w1, w2, [x0]
	mov w0, w1
	ret

uat_cmpxchg_1_seq_cst:
	casalb w1, w2, [x0]
	mov w0, w1
	ret

uat_cmpxchg_1_seq_cst_fence_sc:
	casalb w1, w2, [x0]
	mov w0, w1
	ret

uat_cmpxchg_1_seq_cst_fence:
	and w1, w1, #0xff
	mov x3, x0
	and w2, w2, #0xff
	dmb ish
	mov w0, w1
	casb w0, w2, [x3]
	dmb ish
	ret

uat_cmpxchg_test_1_seq_cst_fence:
	and w1, w1, #0xff
	and w2, w2, #0xff
	dmb ish
	mov w3, w1
	casb w3, w2, [x0]
	dmb ish
	cmp w1, w3, uxtb
	cset w0, eq
	ret

uat_try_cmpxchg_1_relaxed:
	and w1, w1, #0xff
	mov w3, w1
	casb w3, w2, [x0]
	cmp w1, w3, uxtb
	cset w0, eq
	ret

uat_try_cmpxchg_1_acquire:
	and w1, w1, #0xff
	mov w3, w1
	casab w3, w2, [x0]
	cmp w1, w3, uxtb
	cset w0, eq
	ret

uat_try_cmpxchg_1_release:
	and w1, w1, #0xff
	mov w3, w1
	caslb w3, w2, [x0]
	cmp w1, w3, uxtb
	cset w0, eq
	ret

uat_try_cmpxchg_1_acq_rel:
	and w1, w1, #0xff
	mov w3, w1
	casalb w3, w2, [x0]
	cmp w1, w3, uxtb
	cset w0, eq
	ret

uat_try_cmpxchg_1_seq_cst:
	and w1, w1, #0xff
	mov w3, w1
	casalb w3, w2, [x0]
	cmp w1, w3, uxtb
	cset w0, eq
	ret

uat_try_cmpxchg_1_seq_cst_fence_sc:
	and w1, w1, #0xff
	mov w3, w1
	casalb w3, w2, [x0]
	cmp w1, w3, uxtb
	cset w0, eq
	ret

uat_try_cmpxchg_1_seq_cst_fence:
	and w1, w1, #0xff
	and w2, w2, #0xff
	dmb ish
	mov w3, w1
	casb w3, w2, [x0]
	dmb ish
	cmp w1, w3, uxtb
	cset w0, eq
	ret

uat_try_cmpxchg_weak_1_relaxed:
	and w1, w1, #0xff
	mov w3, w1
	casb w3, w2, [x0]
	cmp w1, w3, uxtb
	cset w0, eq
	ret

uat_try_cmpxchg_weak_1_acquire:
	and w1, w1, #0xff
	mov w3, w1
	casab w3, w2, [x0]
	cmp w1, w3, uxtb
	cset w0, eq
	ret

uat_try_cmpxchg_weak_1_release:
	and w1, w1, #0xff
	mov w3, w1
	caslb w3, w2, [x0]
	cmp w1, w3, uxtb
	cset w0, eq
	ret

uat_try_cmpxchg_weak_1_acq_rel:
	and w1, w1, #0xff
	mov w3, w1
	casalb w3, w2, [x0]
	cmp w1, w3, uxtb
	cset w0, eq
	ret

uat_try_cmpxchg_weak_1_seq_cst:
	and w1, w1, #0xff
	mov w3, w1
	casalb w3, w2, [x0]
	cmp w1, w3, uxtb
	cset w0, eq
	ret

uat_try_cmpxchg_weak_1_seq_cst_fence_sc:
	and w1, w1, #0xff
	mov w3, w1
	casalb w3, w2, [x0]
	cmp w1, w3, uxtb
	cset w0, eq
	ret

uat_try_cmpxchg_weak_1_seq_cst_fence:
	and w1, w1, #0xff
	and w2, w2, #0xff
	dmb ish
	mov w3, w1
	casb w3, w2, [x0]
	dmb ish
	cmp w1, w3, uxtb
	cset w0, eq
	ret

uat_xchg_1_relaxed:
	and w1, w1, #0xff
	swpb w1, w0, [x0]
	ret

uat_xchg_1_acquire:
	and w1, w1, #0xff
	swpab w1, w0, [x0]
	ret

uat_xchg_1_release:
	and w1, w1, #0xff
	swplb w1, w0, [x0]
	ret

uat_xchg_1_acq_rel:
	and w1, w1, #0xff
	swpalb w1, w0, [x0]
	ret

uat_xchg_1_seq_cst:
	and w1, w1, #0xff
	swpalb w1, w0, [x0]
	ret

uat_xchg_1_seq_cst_fence:
	and w1, w1, #0xff
	swpalb w1, w0, [x0]
	ret

uat_add_return_1_relaxed:
	and w1, w1, #0xff
	ldaddb w1, w2, [x0]
	add w0, w1, w2
	ret

uat_add_return_1_acquire:
	and w1, w1, #0xff
	ldaddab w1, w2, [x0]
	add w0, w1, w2
	ret

uat_add_return_1_release:
	and w1, w1, #0xff
	ldaddlb w1, w2, [x0]
	add w0, w1, w2
	ret

uat_add_return_1_acq_rel:
	and w1, w1, #0xff
	ldaddalb w1, w2, [x0]
	add w0, w1, w2
	ret

uat_add_return_1_seq_cst:
	and w1, w1, #0xff
	ldaddalb w1, w2, [x0]
	add w0, w1, w2
	ret

uat_add_return_1_seq_cst_fence:
	and w1, w1, #0xff
	ldaddalb w1, w2, [x0]
	add w0, w1, w2
	ret

uat_add_1_relaxed:
	staddb w1, [x0]
	ret

uat_add_1_acquire:
	and w1, w1, #0xff
	ldaddab w1, w1, [x0]
	ret

uat_add_1_release:
	staddlb w1, [x0]
	ret

uat_add_1_acq_rel:
	and w1, w1, #0xff
	ldaddalb w1, w1, [x0]
	ret

uat_add_1_seq_cst:
	and w1, w1, #0xff
	ldaddalb w1, w1, [x0]
	ret

uat_add_1_seq_cst_fence:
	and w1, w1, #0xff
	ldaddalb w1, w1, [x0]
	ret

uat_and_1_relaxed:
	and w1, w1, #0xff
	mvn w1, w1
	stclrb w1, [x0]
	ret

uat_and_1_acquire:
	mvn w1, w1
	and w1, w1, #0xff
	ldclrab w1, w1, [x0]
	ret

uat_and_1_release:
	and w1, w1, #0xff
	mvn w1, w1
	stclrlb w1, [x0]
	ret

uat_and_1_acq_rel:
	mvn w1, w1
	and w1, w1, #0xff
	ldclralb w1, w1, [x0]
	ret

uat_and_1_seq_cst:
	mvn w1, w1
	and w1, w1, #0xff
	ldclralb w1, w1, [x0]
	ret

uat_and_1_seq_cst_fence:
	mvn w1, w1
	and w1, w1, #0xff
	ldclralb w1, w1, [x0]
	ret

uat_or_1_relaxed:
	stsetb w1, [x0]
	ret

uat_or_1_acquire:
	and w1, w1, #0xff
	ldsetab w1, w1, [x0]
	ret

uat_or_1_release:
	stsetlb w1, [x0]
	ret

uat_or_1_acq_rel:
	and w1, w1, #0xff
	ldsetalb w1, w1, [x0]
	ret

uat_or_1_seq_cst:
	and w1, w1, #0xff
	ldsetalb w1, w1, [x0]
	ret

uat_or_1_seq_cst_fence:
	and w1, w1, #0xff
	ldsetalb w1, w1, [x0]
	ret

uat_xor_1_relaxed:
	steorb w1, [x0]
	ret

uat_xor_1_acquire:
	and w1, w1, #0xff
	ldeorab w1, w1, [x0]
	ret

uat_xor_1_release:
	steorlb w1, [x0]
	ret

uat_xor_1_acq_rel:
	and w1, w1, #0xff
	ldeoralb w1, w1, [x0]
	ret

uat_xor_1_seq_cst:
	and w1, w1, #0xff
	ldeoralb w1, w1, [x0]
	ret

uat_xor_1_seq_cst_fence:
	and w1, w1, #0xff
	ldeoralb w1, w1, [x0]
	ret

uat_fetch_add_1_relaxed:
	and w1, w1, #0xff
	ldaddb w1, w0, [x0]
	ret

uat_fetch_add_1_acquire:
	and w1, w1, #0xff
	ldaddab w1, w0, [x0]
	ret

uat_fetch_add_1_release:
	and w1, w1, #0xff
	ldaddlb w1, w0, [x0]
	ret

uat_fetch_add_1_acq_rel:
	and w1, w1, #0xff
	ldaddalb w1, w0, [x0]
	ret

uat_fetch_add_1_seq_cst:
	and w1, w1, #0xff
	ldaddalb w1, w0, [x0]
	ret

uat_fetch_add_1_seq_cst_fence:
	and w1, w1, #0xff
	ldaddalb w1, w0, [x0]
	ret

uat_fetch_and_1_relaxed:
	and w1, w1, #0xff
	mvn w1, w1
	ldclrb w1, w0, [x0]
	ret

uat_fetch_and_1_acquire:
	and w1, w1, #0xff
	mvn w1, w1
	ldclrab w1, w0, [x0]
	ret

uat_fetch_and_1_release:
	and w1, w1, #0xff
	mvn w1, w1
	ldclrlb w1, w0, [x0]
	ret

uat_fetch_and_1_acq_rel:
	and w1, w1, #0xff
	mvn w1, w1
	ldclralb w1, w0, [x0]
	ret

uat_fetch_and_1_seq_cst:
	and w1, w1, #0xff
	mvn w1, w1
	ldclralb w1, w0, [x0]
	ret

uat_fetch_and_1_seq_cst_fence:
	and w1, w1, #0xff
	mvn w1, w1
	ldclralb w1, w0, [x0]
	ret

uat_fetch_or_1_relaxed:
	and w1, w1, #0xff
	ldsetb w1, w0, [x0]
	ret

uat_fetch_or_1_acquire:
	and w1, w1, #0xff
	ldsetab w1, w0, [x0]
	ret

uat_fetch_or_1_release:
	and w1, w1, #0xff
	ldsetlb w1, w0, [x0]
	ret

uat_fetch_or_1_acq_rel:
	and w1, w1, #0xff
	ldsetalb w1, w0, [x0]
	ret

uat_fetch_or_1_seq_cst:
	and w1, w1, #0xff
	ldsetalb w1, w0, [x0]
	ret

uat_fetch_or_1_seq_cst_fence:
	and w1, w1, #0xff
	ldsetalb w1, w0, [x0]
	ret

uat_fetch_xor_1_relaxed:
	and w1, w1, #0xff
	ldeorb w1, w0, [x0]
	ret

uat_fetch_xor_1_acquire:
	and w1, w1, #0xff
	ldeorab w1, w0, [x0]
	ret

uat_fetch_xor_1_release:
	and w1, w1, #0xff
	ldeorlb w1, w0, [x0]
	ret

uat_fetch_xor_1_acq_rel:
	and w1, w1, #0xff
	ldeoralb w1, w0, [x0]
	ret

uat_fetch_xor_1_seq_cst:
	and w1, w1, #0xff
	ldeoralb w1, w0, [x0]
	ret

uat_fetch_xor_1_seq_cst_fence:
	and w1, w1, #0xff
	ldeoralb w1, w0, [x0]
	ret

uat_fetch_smax_1_relaxed:
	and w1, w1, #0xff
	ldsmaxb w1, w0, [x0]
	ret

uat_fetch_smax_1_acquire:
	and w1, w1, #0xff
	ldsmaxab w1, w0, [x0]
	ret

uat_fetch_smax_1_release:
	and w1, w1, #0xff
	ldsmaxlb w1, w0, [x0]
	ret

uat_fetch_smax_1_acq_rel:
	and w1, w1, #0xff
	ldsmaxalb w1, w0, [x0]
	ret

uat_fetch_smax_1_seq_cst:
	and w1, w1, #0xff
	ldsmaxalb w1, w0, [x0]
	ret

uat_fetch_smax_1_seq_cst_fence:
	and w1, w1, #0xff
	ldsmaxalb w1, w0, [x0]
	ret

uat_fetch_umax_1_relaxed:
	and w1, w1, #0xff
	ldumaxb w1, w0, [x0]
	ret

uat_fetch_umax_1_acquire:
	and w1, w1, #0xff
	ldumaxab w1, w0, [x0]
	ret

uat_fetch_umax_1_release:
	and w1, w1, #0xff
	ldumaxlb w1, w0, [x0]
	ret

uat_fetch_umax_1_acq_rel:
	and w1, w1, #0xff
	ldumaxalb w1, w0, [x0]
	ret

uat_fetch_umax_1_seq_cst:
	and w1, w1, #0xff
	ldumaxalb w1, w0, [x0]
	ret

uat_fetch_umax_1_seq_cst_fence:
	and w1, w1, #0xff
	ldumaxalb w1, w0, [x0]
	ret

uat_fetch_smin_1_relaxed:
	and w1, w1, #0xff
	ldsminb w1, w0, [x0]
	ret

uat_fetch_smin_1_acquire:
	and w1, w1, #0xff
	ldsminab w1, w0, [x0]
	ret

uat_fetch_smin_1_release:
	and w1, w1, #0xff
	ldsminlb w1, w0, [x0]
	ret

uat_fetch_smin_1_acq_rel:
	and w1, w1, #0xff
	ldsminalb w1, w0, [x0]
	ret

uat_fetch_smin_1_seq_cst:
	and w1, w1, #0xff
	ldsminalb w1, w0, [x0]
	ret

uat_fetch_smin_1_seq_cst_fence:
	and w1, w1, #0xff
	ldsminalb w1, w0, [x0]
	ret

uat_fetch_umin_1_relaxed:
	and w1, w1, #0xff
	lduminb w1, w0, [x0]
	ret

uat_fetch_umin_1_acquire:
	and w1, w1, #0xff
	lduminab w1, w0, [x0]
	ret

uat_fetch_umin_1_release:
	and w1, w1, #0xff
	lduminlb w1, w0, [x0]
	ret

uat_fetch_umin_1_acq_rel:
	and w1, w1, #0xff
	lduminalb w1, w0, [x0]
	ret

uat_fetch_umin_1_seq_cst:
	and w1, w1, #0xff
	lduminalb w1, w0, [x0]
	ret

uat_fetch_umin_1_seq_cst_fence:
	and w1, w1, #0xff
	lduminalb w1, w0, [x0]
	ret

uat_test_and_set_bit_1_relaxed:
	and w2, w1, #0x7
	mov w1, #0x1
	lsl w1, w1, w2
	ldsetb w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_set_bit_1_acquire:
	and w2, w1, #0x7
	mov w1, #0x1
	lsl w1, w1, w2
	ldsetab w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_set_bit_1_release:
	and w2, w1, #0x7
	mov w1, #0x1
	lsl w1, w1, w2
	ldsetlb w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_set_bit_1_acq_rel:
	and w2, w1, #0x7
	mov w1, #0x1
	lsl w1, w1, w2
	ldsetalb w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_set_bit_1_seq_cst:
	and w2, w1, #0x7
	mov w1, #0x1
	lsl w1, w1, w2
	ldsetalb w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_set_bit_1_seq_cst_fence:
	and w2, w1, #0x7
	mov w1, #0x1
	lsl w1, w1, w2
	ldsetalb w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_clear_bit_1_relaxed:
	and w2, w1, #0x7
	mov w1, #0x1
	lsl w1, w1, w2
	ldclrb w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_clear_bit_1_acquire:
	and w2, w1, #0x7
	mov w1, #0x1
	lsl w1, w1, w2
	ldclrab w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_clear_bit_1_release:
	and w2, w1, #0x7
	mov w1, #0x1
	lsl w1, w1, w2
	ldclrlb w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_clear_bit_1_acq_rel:
	and w2, w1, #0x7
	mov w1, #0x1
	lsl w1, w1, w2
	ldclralb w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_clear_bit_1_seq_cst:
	and w2, w1, #0x7
	mov w1, #0x1
	lsl w1, w1, w2
	ldclralb w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_clear_bit_1_seq_cst_fence:
	and w2, w1, #0x7
	mov w1, #0x1
	lsl w1, w1, w2
	ldclralb w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_change_bit_1_relaxed:
	and w2, w1, #0x7
	mov w1, #0x1
	lsl w1, w1, w2
	ldeorb w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_change_bit_1_acquire:
	and w2, w1, #0x7
	mov w1, #0x1
	lsl w1, w1, w2
	ldeorab w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_change_bit_1_release:
	and w2, w1, #0x7
	mov w1, #0x1
	lsl w1, w1, w2
	ldeorlb w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_change_bit_1_acq_rel:
	and w2, w1, #0x7
	mov w1, #0x1
	lsl w1, w1, w2
	ldeoralb w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_change_bit_1_seq_cst:
	and w2, w1, #0x7
	mov w1, #0x1
	lsl w1, w1, w2
	ldeoralb w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_change_bit_1_seq_cst_fence:
	and w2, w1, #0x7
	mov w1, #0x1
	lsl w1, w1, w2
	ldeoralb w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_fetch_add_unless_1_relaxed:
	ldrb w3, [x0]
	mov x4, x0
	and w1, w1, #0xff
	and w2, w2, #0xff
	and w0, w3, #0xff
	cmp w2, w0
	b.eq .L13
	add w5, w1, w0
	mov w3, w0
	casb w3, w5, [x4]
	and w5, w3, #0xff
	cmp w0, w3, uxtb
	b.ne .L14
	ret
	mov w0, w5
	b .L5

uat_fetch_add_unless_1_acquire:
	ldrb w3, [x0]
	mov x4, x0
	and w1, w1, #0xff
	and w2, w2, #0xff
	and w0, w3, #0xff
	cmp w2, w0
	b.eq .L13
	add w5, w1, w0
	mov w3, w0
	casab w3, w5, [x4]
	and w5, w3, #0xff
	cmp w0, w3, uxtb
	b.ne .L14
	ret
	mov w0, w5
	b .L5

uat_fetch_add_unless_1_release:
	ldrb w3, [x0]
	mov x4, x0
	and w1, w1, #0xff
	and w2, w2, #0xff
	and w0, w3, #0xff
	cmp w2, w0
	b.eq .L13
	add w5, w1, w0
	mov w3, w0
	caslb w3, w5, [x4]
	and w5, w3, #0xff
	cmp w0, w3, uxtb
	b.ne .L14
	ret
	mov w0, w5
	b .L5

uat_fetch_add_unless_1_acq_rel:
	ldrb w3, [x0]
	mov x4, x0
	and w1, w1, #0xff
	and w2, w2, #0xff
	and w0, w3, #0xff
	cmp w2, w0
	b.eq .L13
	add w5, w1, w0
	mov w3, w0
	casalb w3, w5, [x4]
	and w5, w3, #0xff
	cmp w0, w3, uxtb
	b.ne .L14
	ret
	mov w0, w5
	b .L5

uat_fetch_add_unless_1_seq_cst:
	ldrb w3, [x0]
	mov x4, x0
	and w1, w1, #0xff
	and w2, w2, #0xff
	and w0, w3, #0xff
	cmp w2, w0
	b.eq .L13
	add w5, w1, w0
	mov w3, w0
	casalb w3, w5, [x4]
	and w5, w3, #0xff
	cmp w0, w3, uxtb
	b.ne .L14
	ret
	mov w0, w5
	b .L5

uat_fetch_add_unless_1_seq_cst_fence:
	ldrb w3, [x0]
	mov x4, x0
	and w1, w1, #0xff
	and w2, w2, #0xff
	and w0, w3, #0xff
	cmp w2, w0
	b.eq .L13
	add w5, w1, w0
	mov w3, w0
	casalb w3, w5, [x4]
	and w5, w3, #0xff
	cmp w0, w3, uxtb
	b.ne .L14
	ret
	mov w0, w5
	b .L5

uat_add_unless_1_relaxed:
	ldrb w3, [x0]
	and w1, w1, #0xff
	and w2, w2, #0xff
	and w3, w3, #0xff
	cmp w2, w3
	b.eq .L16
	add w5, w1, w3
	mov w4, w3
	casb w4, w5, [x0]
	and w5, w4, #0xff
	cmp w3, w4, uxtb
	b.ne .L14
	mov w0, #0x1
	ret
	mov w3, w5
	b .L4
	mov w0, #0x0
	ret

uat_add_unless_1_acquire:
	ldrb w3, [x0]
	and w1, w1, #0xff
	and w2, w2, #0xff
	and w3, w3, #0xff
	cmp w2, w3
	b.eq .L16
	add w5, w1, w3
	mov w4, w3
	casab w4, w5, [x0]
	and w5, w4, #0xff
	cmp w3, w4, uxtb
	b.ne .L14
	mov w0, #0x1
	ret
	mov w3, w5
	b .L4
	mov w0, #0x0
	ret

uat_add_unless_1_release:
	ldrb w3, [x0]
	and w1, w1, #0xff
	and w2, w2, #0xff
	and w3, w3, #0xff
	cmp w2, w3
	b.eq .L16
	add w5, w1, w3
	mov w4, w3
	caslb w4, w5, [x0]
	and w5, w4, #0xff
	cmp w3, w4, uxtb
	b.ne .L14
	mov w0, #0x1
	ret
	mov w3, w5
	b .L4
	mov w0, #0x0
	ret

uat_add_unless_1_acq_rel:
	ldrb w3, [x0]
	and w1, w1, #0xff
	and w2, w2, #0xff
	and w3, w3, #0xff
	cmp w2, w3
	b.eq .L16
	add w5, w1, w3
	mov w4, w3
	casalb w4, w5, [x0]
	and w5, w4, #0xff
	cmp w3, w4, uxtb
	b.ne .L14
	mov w0, #0x1
	ret
	mov w3, w5
	b .L4
	mov w0, #0x0
	ret

uat_add_unless_1_seq_cst:
	ldrb w3, [x0]
	and w1, w1, #0xff
	and w2, w2, #0xff
	and w3, w3, #0xff
	cmp w2, w3
	b.eq .L16
	add w5, w1, w3
	mov w4, w3
	casalb w4, w5, [x0]
	and w5, w4, #0xff
	cmp w3, w4, uxtb
	b.ne .L14
	mov w0, #0x1
	ret
	mov w3, w5
	b .L4
	mov w0, #0x0
	ret

uat_add_unless_1_seq_cst_fence:
	ldrb w3, [x0]
	and w1, w1, #0xff
	and w2, w2, #0xff
	and w3, w3, #0xff
	cmp w2, w3
	b.eq .L16
	add w5, w1, w3
	mov w4, w3
	casalb w4, w5, [x0]
	and w5, w4, #0xff
	cmp w3, w4, uxtb
	b.ne .L14
	mov w0, #0x1
	ret
	mov w3, w5
	b .L4
	mov w0, #0x0
	ret

uat_dec_if_positive_1_relaxed:
	ldrb w1, [x0]
	and w1, w1, #0xff
	sxtb w3, w1
	sub w2, w1, #0x1
	cmp w3, #0x0
	b.le .L15
	mov w3, w1
	casb w3, w2, [x0]
	and w4, w3, #0xff
	cmp w1, w3, uxtb
	b.ne .L13
	and w0, w2, #0xff
	ret
	mov w1, w4
	b .L2
	cmp w1, #0x80
	cset w0, ne
	sub w1, w1, w0
	and w0, w1, #0xff
	ret

uat_dec_if_positive_1_acquire:
	ldrb w1, [x0]
	and w1, w1, #0xff
	sxtb w3, w1
	sub w2, w1, #0x1
	cmp w3, #0x0
	b.le .L15
	mov w3, w1
	casab w3, w2, [x0]
	and w4, w3, #0xff
	cmp w1, w3, uxtb
	b.ne .L13
	and w0, w2, #0xff
	ret
	mov w1, w4
	b .L2
	cmp w1, #0x80
	cset w0, ne
	sub w1, w1, w0
	and w0, w1, #0xff
	ret

uat_dec_if_positive_1_release:
	ldrb w1, [x0]
	and w1, w1, #0xff
	sxtb w3, w1
	sub w2, w1, #0x1
	cmp w3, #0x0
	b.le .L15
	mov w3, w1
	caslb w3, w2, [x0]
	and w4, w3, #0xff
	cmp w1, w3, uxtb
	b.ne .L13
	and w0, w2, #0xff
	ret
	mov w1, w4
	b .L2
	cmp w1, #0x80
	cset w0, ne
	sub w1, w1, w0
	and w0, w1, #0xff
	ret

uat_dec_if_positive_1_acq_rel:
	ldrb w1, [x0]
	and w1, w1, #0xff
	sxtb w3, w1
	sub w2, w1, #0x1
	cmp w3, #0x0
	b.le .L15
	mov w3, w1
	casalb w3, w2, [x0]
	and w4, w3, #0xff
	cmp w1, w3, uxtb
	b.ne .L13
	and w0, w2, #0xff
	ret
	mov w1, w4
	b .L2
	cmp w1, #0x80
	cset w0, ne
	sub w1, w1, w0
	and w0, w1, #0xff
	ret

uat_dec_if_positive_1_seq_cst:
	ldrb w1, [x0]
	and w1, w1, #0xff
	sxtb w3, w1
	sub w2, w1, #0x1
	cmp w3, #0x0
	b.le .L15
	mov w3, w1
	casalb w3, w2, [x0]
	and w4, w3, #0xff
	cmp w1, w3, uxtb
	b.ne .L13
	and w0, w2, #0xff
	ret
	mov w1, w4
	b .L2
	cmp w1, #0x80
	cset w0, ne
	sub w1, w1, w0
	and w0, w1, #0xff
	ret

uat_dec_if_positive_1_seq_cst_fence:
	ldrb w1, [x0]
	and w1, w1, #0xff
	sxtb w3, w1
	sub w2, w1, #0x1
	cmp w3, #0x0
	b.le .L15
	mov w3, w1
	casalb w3, w2, [x0]
	and w4, w3, #0xff
	cmp w1, w3, uxtb
	b.ne .L13
	and w0, w2, #0xff
	ret
	mov w1, w4
	b .L2
	cmp w1, #0x80
	cset w0, ne
	sub w1, w1, w0
	and w0, w1, #0xff
	ret

uat_cond_load_1_relaxed:
	ldrb w2, [x0]
	mov x3, x0
	and w1, w1, #0xff
	and w0, w2, #0xff
	cmp w1, w0
	b.ne .L7
	ret
	sevl
	wfe
	ldxrb w2, [x3]
	eor w2, w2, w0
	cbnz w2, .L13
	wfe
	ldrb w2, [x3]
	and w0, w2, #0xff
	cmp w1, w0
	b.ne .L7
	ret

uat_cond_load_1_consume:
	ldrb w2, [x0]
	mov x3, x0
	and w1, w1, #0xff
	and w0, w2, #0xff
	cmp w1, w0
	b.ne .L7
	ret
	sevl
	wfe
	ldxrb w2, [x3]
	eor w2, w2, w0
	cbnz w2, .L13
	wfe
	ldrb w2, [x3]
	and w0, w2, #0xff
	cmp w1, w0
	b.ne .L7
	ret

uat_cond_load_1_acquire:
	and w1, w1, #0xff
	mov x3, x0
	ldarb w2, [x0]
	and w0, w2, #0xff
	cmp w1, w2, uxtb
	b.ne .L7
	ret
	and w2, w2, #0xff
	sevl
	wfe
	ldxrb w0, [x3]
	eor w0, w0, w2
	cbnz w0, .L14
	wfe
	ldarb w2, [x3]
	and w0, w2, #0xff
	cmp w1, w2, uxtb
	b.ne .L7
	ret

uat_cond_load_1_seq_cst:
	and w1, w1, #0xff
	mov x3, x0
	ldarb w2, [x0]
	and w0, w2, #0xff
	cmp w1, w2, uxtb
	b.ne .L7
	ret
	and w2, w2, #0xff
	sevl
	wfe
	ldxrb w0, [x3]
	eor w0, w0, w2
	cbnz w0, .L14
	wfe
	ldarb w2, [x3]
	and w0, w2, #0xff
	cmp w1, w2, uxtb
	b.ne .L7
	ret

uat_cond_load_1_seq_cst_fence:
	and w1, w1, #0xff
	mov x3, x0
	dmb ish
	ldarb w2, [x0]
	and w0, w2, #0xff
	cmp w1, w2, uxtb
	b.ne .L8
	ret
	and w2, w2, #0xff
	sevl
	wfe
	ldxrb w0, [x3]
	eor w0, w0, w2
	cbnz w0, .L15
	wfe
	ldarb w2, [x3]
	and w0, w2, #0xff
	cmp w1, w2, uxtb
	b.ne .L8
	ret

uat_inc_1_relaxed:
	mov w1, #0x1
	staddb w1, [x0]
	ret

uat_inc_1_acquire:
	mov w1, #0x1
	ldaddab w1, w1, [x0]
	ret

uat_inc_1_release:
	mov w1, #0x1
	staddlb w1, [x0]
	ret

uat_inc_1_acq_rel:
	mov w1, #0x1
	ldaddalb w1, w1, [x0]
	ret

uat_inc_1_seq_cst:
	mov w1, #0x1
	ldaddalb w1, w1, [x0]
	ret

uat_inc_1_seq_cst_fence:
	mov w1, #0x1
	ldaddalb w1, w1, [x0]
	ret

uat_dec_1_relaxed:
	mov w1, #0xffffffff
	staddb w1, [x0]
	ret

uat_dec_1_acquire:
	mov w1, #0xffffffff
	ldaddab w1, w1, [x0]
	ret

uat_dec_1_release:
	mov w1, #0xffffffff
	staddlb w1, [x0]
	ret

uat_dec_1_acq_rel:
	mov w1, #0xffffffff
	ldaddalb w1, w1, [x0]
	ret

uat_dec_1_seq_cst:
	mov w1, #0xffffffff
	ldaddalb w1, w1, [x0]
	ret

uat_dec_1_seq_cst_fence:
	mov w1, #0xffffffff
	ldaddalb w1, w1, [x0]
	ret

uat_add_around_1_mb:
	and w1, w1, #0xff
	dmb ish
	staddb w1, [x0]
	dmb ish
	ret

uat_load_2_relaxed:
	ldrh w0, [x0]
	ret

uat_load_2_consume:
	ldrh w0, [x0]
	ret

uat_load_2_acquire:
	ldarh w0, [x0]
	ret

uat_load_2_seq_cst:
	ldarh w0, [x0]
	ret

uat_load_2_seq_cst_fence:
	dmb ish
	ldarh w0, [x0]
	ret

uat_store_2_relaxed:
	strh w1, [x0]
	ret

uat_store_2_release:
	stlrh w1, [x0]
	ret

uat_store_2_seq_cst:
	stlrh w1, [x0]
	ret

uat_store_2_seq_cst_fence:
	stlrh w1, [x0]
	dmb ish
	ret

uat_cmpxchg_2_relaxed:
	cash w1, w2, [x0]
	mov w0, w1
	ret

uat_cmpxchg_2_acquire:
	casah w1, w2, [x0]
	mov w0, w1
	ret

uat_cmpxchg_2_release:
	caslh w1, w2, [x0]
	mov w0, w1
	ret

uat_cmpxchg_2_acq_rel:
	casalh w1, w2, [x0]
	mov w0, w1
	ret

uat_cmpxchg_2_seq_cst:
	casalh w1, w2, [x0]
	mov w0, w1
	ret

uat_cmpxchg_2_seq_cst_fence_sc:
	casalh w1, w2, [x0]
	mov w0, w1
	ret

uat_cmpxchg_2_seq_cst_fence:
	and w1, w1, #0xffff
	mov x3, x0
	and w2, w2, #0xffff
	dmb ish
	mov w0, w1
	cash w0, w2, [x3]
	dmb ish
	ret

uat_cmpxchg_test_2_seq_cst_fence:
	and w1, w1, #0xffff
	and w2, w2, #0xffff
	dmb ish
	mov w3, w1
	cash w3, w2, [x0]
	dmb ish
	cmp w1, w3, uxth
	cset w0, eq
	ret

uat_try_cmpxchg_2_relaxed:
	and w1, w1, #0xffff
	mov w3, w1
	cash w3, w2, [x0]
	cmp w1, w3, uxth
	cset w0, eq
	ret

uat_try_cmpxchg_2_acquire:
	and w1, w1, #0xffff
	mov w3, w1
	casah w3, w2, [x0]
	cmp w1, w3, uxth
	cset w0, eq
	ret

uat_try_cmpxchg_2_release:
	and w1, w1, #0xffff
	mov w3, w1
	caslh w3, w2, [x0]
	cmp w1, w3, uxth
	cset w0, eq
	ret

uat_try_cmpxchg_2_acq_rel:
	and w1, w1, #0xffff
	mov w3, w1
	casalh w3, w2, [x0]
	cmp w1, w3, uxth
	cset w0, eq
	ret

uat_try_cmpxchg_2_seq_cst:
	and w1, w1, #0xffff
	mov w3, w1
	casalh w3, w2, [x0]
	cmp w1, w3, uxth
	cset w0, eq
	ret

uat_try_cmpxchg_2_seq_cst_fence_sc:
	and w1, w1, #0xffff
	mov w3, w1
	casalh w3, w2, [x0]
	cmp w1, w3, uxth
	cset w0, eq
	ret

uat_try_cmpxchg_2_seq_cst_fence:
	and w1, w1, #0xffff
	and w2, w2, #0xffff
	dmb ish
	mov w3, w1
	cash w3, w2, [x0]
	dmb ish
	cmp w1, w3, uxth
	cset w0, eq
	ret

uat_try_cmpxchg_weak_2_relaxed:
	and w1, w1, #0xffff
	mov w3, w1
	cash w3, w2, [x0]
	cmp w1, w3, uxth
	cset w0, eq
	ret

uat_try_cmpxchg_weak_2_acquire:
	and w1, w1, #0xffff
	mov w3, w1
	casah w3, w2, [x0]
	cmp w1, w3, uxth
	cset w0, eq
	ret

uat_try_cmpxchg_weak_2_release:
	and w1, w1, #0xffff
	mov w3, w1
	caslh w3, w2, [x0]
	cmp w1, w3, uxth
	cset w0, eq
	ret

uat_try_cmpxchg_weak_2_acq_rel:
	and w1, w1, #0xffff
	mov w3, w1
	casalh w3, w2, [x0]
	cmp w1, w3, uxth
	cset w0, eq
	ret

uat_try_cmpxchg_weak_2_seq_cst:
	and w1, w1, #0xffff
	mov w3, w1
	casalh w3, w2, [x0]
	cmp w1, w3, uxth
	cset w0, eq
	ret

uat_try_cmpxchg_weak_2_seq_cst_fence_sc:
	and w1, w1, #0xffff
	mov w3, w1
	casalh w3, w2, [x0]
	cmp w1, w3, uxth
	cset w0, eq
	ret

uat_try_cmpxchg_weak_2_seq_cst_fence:
	and w1, w1, #0xffff
	and w2, w2, #0xffff
	dmb ish
	mov w3, w1
	cash w3, w2, [x0]
	dmb ish
	cmp w1, w3, uxth
	cset w0, eq
	ret

uat_xchg_2_relaxed:
	and w1, w1, #0xffff
	swph w1, w0, [x0]
	ret

uat_xchg_2_acquire:
	and w1, w1, #0xffff
	swpah w1, w0, [x0]
	ret

uat_xchg_2_release:
	and w1, w1, #0xffff
	swplh w1, w0, [x0]
	ret

uat_xchg_2_acq_rel:
	and w1, w1, #0xffff
	swpalh w1, w0, [x0]
	ret

uat_xchg_2_seq_cst:
	and w1, w1, #0xffff
	swpalh w1, w0, [x0]
	ret

uat_xchg_2_seq_cst_fence:
	and w1, w1, #0xffff
	swpalh w1, w0, [x0]
	ret

uat_add_return_2_relaxed:
	and w1, w1, #0xffff
	ldaddh w1, w2, [x0]
	add w0, w1, w2
	ret

uat_add_return_2_acquire:
	and w1, w1, #0xffff
	ldaddah w1, w2, [x0]
	add w0, w1, w2
	ret

uat_add_return_2_release:
	and w1, w1, #0xffff
	ldaddlh w1, w2, [x0]
	add w0, w1, w2
	ret

uat_add_return_2_acq_rel:
	and w1, w1, #0xffff
	ldaddalh w1, w2, [x0]
	add w0, w1, w2
	ret

uat_add_return_2_seq_cst:
	and w1, w1, #0xffff
	ldaddalh w1, w2, [x0]
	add w0, w1, w2
	ret

uat_add_return_2_seq_cst_fence:
	and w1, w1, #0xffff
	ldaddalh w1, w2, [x0]
	add w0, w1, w2
	ret

uat_add_2_relaxed:
	staddh w1, [x0]
	ret

uat_add_2_acquire:
	and w1, w1, #0xffff
	ldaddah w1, w1, [x0]
	ret

uat_add_2_release:
	staddlh w1, [x0]
	ret

uat_add_2_acq_rel:
	and w1, w1, #0xffff
	ldaddalh w1, w1, [x0]
	ret

uat_add_2_seq_cst:
	and w1, w1, #0xffff
	ldaddalh w1, w1, [x0]
	ret

uat_add_2_seq_cst_fence:
	and w1, w1, #0xffff
	ldaddalh w1, w1, [x0]
	ret

uat_and_2_relaxed:
	and w1, w1, #0xffff
	mvn w1, w1
	stclrh w1, [x0]
	ret

uat_and_2_acquire:
	mvn w1, w1
	and w1, w1, #0xffff
	ldclrah w1, w1, [x0]
	ret

uat_and_2_release:
	and w1, w1, #0xffff
	mvn w1, w1
	stclrlh w1, [x0]
	ret

uat_and_2_acq_rel:
	mvn w1, w1
	and w1, w1, #0xffff
	ldclralh w1, w1, [x0]
	ret

uat_and_2_seq_cst:
	mvn w1, w1
	and w1, w1, #0xffff
	ldclralh w1, w1, [x0]
	ret

uat_and_2_seq_cst_fence:
	mvn w1, w1
	and w1, w1, #0xffff
	ldclralh w1, w1, [x0]
	ret

uat_or_2_relaxed:
	stseth w1, [x0]
	ret

uat_or_2_acquire:
	and w1, w1, #0xffff
	ldsetah w1, w1, [x0]
	ret

uat_or_2_release:
	stsetlh w1, [x0]
	ret

uat_or_2_acq_rel:
	and w1, w1, #0xffff
	ldsetalh w1, w1, [x0]
	ret

uat_or_2_seq_cst:
	and w1, w1, #0xffff
	ldsetalh w1, w1, [x0]
	ret

uat_or_2_seq_cst_fence:
	and w1, w1, #0xffff
	ldsetalh w1, w1, [x0]
	ret

uat_xor_2_relaxed:
	steorh w1, [x0]
	ret

uat_xor_2_acquire:
	and w1, w1, #0xffff
	ldeorah w1, w1, [x0]
	ret

uat_xor_2_release:
	steorlh w1, [x0]
	ret

uat_xor_2_acq_rel:
	and w1, w1, #0xffff
	ldeoralh w1, w1, [x0]
	ret

uat_xor_2_seq_cst:
	and w1, w1, #0xffff
	ldeoralh w1, w1, [x0]
	ret

uat_xor_2_seq_cst_fence:
	and w1, w1, #0xffff
	ldeoralh w1, w1, [x0]
	ret

uat_fetch_add_2_relaxed:
	and w1, w1, #0xffff
	ldaddh w1, w0, [x0]
	ret

uat_fetch_add_2_acquire:
	and w1, w1, #0xffff
	ldaddah w1, w0, [x0]
	ret

uat_fetch_add_2_release:
	and w1, w1, #0xffff
	ldaddlh w1, w0, [x0]
	ret

uat_fetch_add_2_acq_rel:
	and w1, w1, #0xffff
	ldaddalh w1, w0, [x0]
	ret

uat_fetch_add_2_seq_cst:
	and w1, w1, #0xffff
	ldaddalh w1, w0, [x0]
	ret

uat_fetch_add_2_seq_cst_fence:
	and w1, w1, #0xffff
	ldaddalh w1, w0, [x0]
	ret

uat_fetch_and_2_relaxed:
	and w1, w1, #0xffff
	mvn w1, w1
	ldclrh w1, w0, [x0]
	ret

uat_fetch_and_2_acquire:
	and w1, w1, #0xffff
	mvn w1, w1
	ldclrah w1, w0, [x0]
	ret

uat_fetch_and_2_release:
	and w1, w1, #0xffff
	mvn w1, w1
	ldclrlh w1, w0, [x0]
	ret

uat_fetch_and_2_acq_rel:
	and w1, w1, #0xffff
	mvn w1, w1
	ldclralh w1, w0, [x0]
	ret

uat_fetch_and_2_seq_cst:
	and w1, w1, #0xffff
	mvn w1, w1
	ldclralh w1, w0, [x0]
	ret

uat_fetch_and_2_seq_cst_fence:
	and w1, w1, #0xffff
	mvn w1, w1
	ldclralh w1, w0, [x0]
	ret

uat_fetch_or_2_relaxed:
	and w1, w1, #0xffff
	ldseth w1, w0, [x0]
	ret

uat_fetch_or_2_acquire:
	and w1, w1, #0xffff
	ldsetah w1, w0, [x0]
	ret

uat_fetch_or_2_release:
	and w1, w1, #0xffff
	ldsetlh w1, w0, [x0]
	ret

uat_fetch_or_2_acq_rel:
	and w1, w1, #0xffff
	ldsetalh w1, w0, [x0]
	ret

uat_fetch_or_2_seq_cst:
	and w1, w1, #0xffff
	ldsetalh w1, w0, [x0]
	ret

uat_fetch_or_2_seq_cst_fence:
	and w1, w1, #0xffff
	ldsetalh w1, w0, [x0]
	ret

uat_fetch_xor_2_relaxed:
	and w1, w1, #0xffff
	ldeorh w1, w0, [x0]
	ret

uat_fetch_xor_2_acquire:
	and w1, w1, #0xffff
	ldeorah w1, w0, [x0]
	ret

uat_fetch_xor_2_release:
	and w1, w1, #0xffff
	ldeorlh w1, w0, [x0]
	ret

uat_fetch_xor_2_acq_rel:
	and w1, w1, #0xffff
	ldeoralh w1, w0, [x0]
	ret

uat_fetch_xor_2_seq_cst:
	and w1, w1, #0xffff
	ldeoralh w1, w0, [x0]
	ret

uat_fetch_xor_2_seq_cst_fence:
	and w1, w1, #0xffff
	ldeoralh w1, w0, [x0]
	ret

uat_fetch_smax_2_relaxed:
	and w1, w1, #0xffff
	ldsmaxh w1, w0, [x0]
	ret

uat_fetch_smax_2_acquire:
	and w1, w1, #0xffff
	ldsmaxah w1, w0, [x0]
	ret

uat_fetch_smax_2_release:
	and w1, w1, #0xffff
	ldsmaxlh w1, w0, [x0]
	ret

uat_fetch_smax_2_acq_rel:
	and w1, w1, #0xffff
	ldsmaxalh w1, w0, [x0]
	ret

uat_fetch_smax_2_seq_cst:
	and w1, w1, #0xffff
	ldsmaxalh w1, w0, [x0]
	ret

uat_fetch_smax_2_seq_cst_fence:
	and w1, w1, #0xffff
	ldsmaxalh w1, w0, [x0]
	ret

uat_fetch_umax_2_relaxed:
	and w1, w1, #0xffff
	ldumaxh w1, w0, [x0]
	ret

uat_fetch_umax_2_acquire:
	and w1, w1, #0xffff
	ldumaxah w1, w0, [x0]
	ret

uat_fetch_umax_2_release:
	and w1, w1, #0xffff
	ldumaxlh w1, w0, [x0]
	ret

uat_fetch_umax_2_acq_rel:
	and w1, w1, #0xffff
	ldumaxalh w1, w0, [x0]
	ret

uat_fetch_umax_2_seq_cst:
	and w1, w1, #0xffff
	ldumaxalh w1, w0, [x0]
	ret

uat_fetch_umax_2_seq_cst_fence:
	and w1, w1, #0xffff
	ldumaxalh w1, w0, [x0]
	ret

uat_fetch_smin_2_relaxed:
	and w1, w1, #0xffff
	ldsminh w1, w0, [x0]
	ret

uat_fetch_smin_2_acquire:
	and w1, w1, #0xffff
	ldsminah w1, w0, [x0]
	ret

uat_fetch_smin_2_release:
	and w1, w1, #0xffff
	ldsminlh w1, w0, [x0]
	ret

uat_fetch_smin_2_acq_rel:
	and w1, w1, #0xffff
	ldsminalh w1, w0, [x0]
	ret

uat_fetch_smin_2_seq_cst:
	and w1, w1, #0xffff
	ldsminalh w1, w0, [x0]
	ret

uat_fetch_smin_2_seq_cst_fence:
	and w1, w1, #0xffff
	ldsminalh w1, w0, [x0]
	ret

uat_fetch_umin_2_relaxed:
	and w1, w1, #0xffff
	lduminh w1, w0, [x0]
	ret

uat_fetch_umin_2_acquire:
	and w1, w1, #0xffff
	lduminah w1, w0, [x0]
	ret

uat_fetch_umin_2_release:
	and w1, w1, #0xffff
	lduminlh w1, w0, [x0]
	ret

uat_fetch_umin_2_acq_rel:
	and w1, w1, #0xffff
	lduminalh w1, w0, [x0]
	ret

uat_fetch_umin_2_seq_cst:
	and w1, w1, #0xffff
	lduminalh w1, w0, [x0]
	ret

uat_fetch_umin_2_seq_cst_fence:
	and w1, w1, #0xffff
	lduminalh w1, w0, [x0]
	ret

uat_test_and_set_bit_2_relaxed:
	and w2, w1, #0xf
	mov w1, #0x1
	lsl w1, w1, w2
	ldseth w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_set_bit_2_acquire:
	and w2, w1, #0xf
	mov w1, #0x1
	lsl w1, w1, w2
	ldsetah w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_set_bit_2_release:
	and w2, w1, #0xf
	mov w1, #0x1
	lsl w1, w1, w2
	ldsetlh w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_set_bit_2_acq_rel:
	and w2, w1, #0xf
	mov w1, #0x1
	lsl w1, w1, w2
	ldsetalh w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_set_bit_2_seq_cst:
	and w2, w1, #0xf
	mov w1, #0x1
	lsl w1, w1, w2
	ldsetalh w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_set_bit_2_seq_cst_fence:
	and w2, w1, #0xf
	mov w1, #0x1
	lsl w1, w1, w2
	ldsetalh w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_clear_bit_2_relaxed:
	and w2, w1, #0xf
	mov w1, #0x1
	lsl w1, w1, w2
	ldclrh w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_clear_bit_2_acquire:
	and w2, w1, #0xf
	mov w1, #0x1
	lsl w1, w1, w2
	ldclrah w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_clear_bit_2_release:
	and w2, w1, #0xf
	mov w1, #0x1
	lsl w1, w1, w2
	ldclrlh w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_clear_bit_2_acq_rel:
	and w2, w1, #0xf
	mov w1, #0x1
	lsl w1, w1, w2
	ldclralh w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_clear_bit_2_seq_cst:
	and w2, w1, #0xf
	mov w1, #0x1
	lsl w1, w1, w2
	ldclralh w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_clear_bit_2_seq_cst_fence:
	and w2, w1, #0xf
	mov w1, #0x1
	lsl w1, w1, w2
	ldclralh w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_change_bit_2_relaxed:
	and w2, w1, #0xf
	mov w1, #0x1
	lsl w1, w1, w2
	ldeorh w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_change_bit_2_acquire:
	and w2, w1, #0xf
	mov w1, #0x1
	lsl w1, w1, w2
	ldeorah w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_change_bit_2_release:
	and w2, w1, #0xf
	mov w1, #0x1
	lsl w1, w1, w2
	ldeorlh w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_change_bit_2_acq_rel:
	and w2, w1, #0xf
	mov w1, #0x1
	lsl w1, w1, w2
	ldeoralh w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_change_bit_2_seq_cst:
	and w2, w1, #0xf
	mov w1, #0x1
	lsl w1, w1, w2
	ldeoralh w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_change_bit_2_seq_cst_fence:
	and w2, w1, #0xf
	mov w1, #0x1
	lsl w1, w1, w2
	ldeoralh w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_fetch_add_unless_2_relaxed:
	ldrh w3, [x0]
	mov x4, x0
	and w1, w1, #0xffff
	and w2, w2, #0xffff
	and w0, w3, #0xffff
	cmp w2, w0
	b.eq .L13
	add w5, w1, w0
	mov w3, w0
	cash w3, w5, [x4]
	and w5, w3, #0xffff
	cmp w0, w3, uxth
	b.ne .L14
	ret
	mov w0, w5
	b .L5

uat_fetch_add_unless_2_acquire:
	ldrh w3, [x0]
	mov x4, x0
	and w1, w1, #0xffff
	and w2, w2, #0xffff
	and w0, w3, #0xffff
	cmp w2, w0
	b.eq .L13
	add w5, w1, w0
	mov w3, w0
	casah w3, w5, [x4]
	and w5, w3, #0xffff
	cmp w0, w3, uxth
	b.ne .L14
	ret
	mov w0, w5
	b .L5

uat_fetch_add_unless_2_release:
	ldrh w3, [x0]
	mov x4, x0
	and w1, w1, #0xffff
	and w2, w2, #0xffff
	and w0, w3, #0xffff
	cmp w2, w0
	b.eq .L13
	add w5, w1, w0
	mov w3, w0
	caslh w3, w5, [x4]
	and w5, w3, #0xffff
	cmp w0, w3, uxth
	b.ne .L14
	ret
	mov w0, w5
	b .L5

uat_fetch_add_unless_2_acq_rel:
	ldrh w3, [x0]
	mov x4, x0
	and w1, w1, #0xffff
	and w2, w2, #0xffff
	and w0, w3, #0xffff
	cmp w2, w0
	b.eq .L13
	add w5, w1, w0
	mov w3, w0
	casalh w3, w5, [x4]
	and w5, w3, #0xffff
	cmp w0, w3, uxth
	b.ne .L14
	ret
	mov w0, w5
	b .L5

uat_fetch_add_unless_2_seq_cst:
	ldrh w3, [x0]
	mov x4, x0
	and w1, w1, #0xffff
	and w2, w2, #0xffff
	and w0, w3, #0xffff
	cmp w2, w0
	b.eq .L13
	add w5, w1, w0
	mov w3, w0
	casalh w3, w5, [x4]
	and w5, w3, #0xffff
	cmp w0, w3, uxth
	b.ne .L14
	ret
	mov w0, w5
	b .L5

uat_fetch_add_unless_2_seq_cst_fence:
	ldrh w3, [x0]
	mov x4, x0
	and w1, w1, #0xffff
	and w2, w2, #0xffff
	and w0, w3, #0xffff
	cmp w2, w0
	b.eq .L13
	add w5, w1, w0
	mov w3, w0
	casalh w3, w5, [x4]
	and w5, w3, #0xffff
	cmp w0, w3, uxth
	b.ne .L14
	ret
	mov w0, w5
	b .L5

uat_add_unless_2_relaxed:
	ldrh w3, [x0]
	and w1, w1, #0xffff
	and w2, w2, #0xffff
	and w3, w3, #0xffff
	cmp w2, w3
	b.eq .L16
	add w5, w1, w3
	mov w4, w3
	cash w4, w5, [x0]
	and w5, w4, #0xffff
	cmp w3, w4, uxth
	b.ne .L14
	mov w0, #0x1
	ret
	mov w3, w5
	b .L4
	mov w0, #0x0
	ret

uat_add_unless_2_acquire:
	ldrh w3, [x0]
	and w1, w1, #0xffff
	and w2, w2, #0xffff
	and w3, w3, #0xffff
	cmp w2, w3
	b.eq .L16
	add w5, w1, w3
	mov w4, w3
	casah w4, w5, [x0]
	and w5, w4, #0xffff
	cmp w3, w4, uxth
	b.ne .L14
	mov w0, #0x1
	ret
	mov w3, w5
	b .L4
	mov w0, #0x0
	ret

uat_add_unless_2_release:
	ldrh w3, [x0]
	and w1, w1, #0xffff
	and w2, w2, #0xffff
	and w3, w3, #0xffff
	cmp w2, w3
	b.eq .L16
	add w5, w1, w3
	mov w4, w3
	caslh w4, w5, [x0]
	and w5, w4, #0xffff
	cmp w3, w4, uxth
	b.ne .L14
	mov w0, #0x1
	ret
	mov w3, w5
	b .L4
	mov w0, #0x0
	ret

uat_add_unless_2_acq_rel:
	ldrh w3, [x0]
	and w1, w1, #0xffff
	and w2, w2, #0xffff
	and w3, w3, #0xffff
	cmp w2, w3
	b.eq .L16
	add w5, w1, w3
	mov w4, w3
	casalh w4, w5, [x0]
	and w5, w4, #0xffff
	cmp w3, w4, uxth
	b.ne .L14
	mov w0, #0x1
	ret
	mov w3, w5
	b .L4
	mov w0, #0x0
	ret

uat_add_unless_2_seq_cst:
	ldrh w3, [x0]
	and w1, w1, #0xffff
	and w2, w2, #0xffff
	and w3, w3, #0xffff
	cmp w2, w3
	b.eq .L16
	add w5, w1, w3
	mov w4, w3
	casalh w4, w5, [x0]
	and w5, w4, #0xffff
	cmp w3, w4, uxth
	b.ne .L14
	mov w0, #0x1
	ret
	mov w3, w5
	b .L4
	mov w0, #0x0
	ret

uat_add_unless_2_seq_cst_fence:
	ldrh w3, [x0]
	and w1, w1, #0xffff
	and w2, w2, #0xffff
	and w3, w3, #0xffff
	cmp w2, w3
	b.eq .L16
	add w5, w1, w3
	mov w4, w3
	casalh w4, w5, [x0]
	and w5, w4, #0xffff
	cmp w3, w4, uxth
	b.ne .L14
	mov w0, #0x1
	ret
	mov w3, w5
	b .L4
	mov w0, #0x0
	ret

uat_dec_if_positive_2_relaxed:
	ldrh w1, [x0]
	and w1, w1, #0xffff
	sxth w3, w1
	sub w2, w1, #0x1
	cmp w3, #0x0
	b.le .L15
	mov w3, w1
	cash w3, w2, [x0]
	and w4, w3, #0xffff
	cmp w1, w3, uxth
	b.ne .L13
	and w0, w2, #0xffff
	ret
	mov w1, w4
	b .L2
	cmp w1, #0x8, lsl #12
	cset w0, ne
	sub w1, w1, w0
	and w0, w1, #0xffff
	ret

uat_dec_if_positive_2_acquire:
	ldrh w1, [x0]
	and w1, w1, #0xffff
	sxth w3, w1
	sub w2, w1, #0x1
	cmp w3, #0x0
	b.le .L15
	mov w3, w1
	casah w3, w2, [x0]
	and w4, w3, #0xffff
	cmp w1, w3, uxth
	b.ne .L13
	and w0, w2, #0xffff
	ret
	mov w1, w4
	b .L2
	cmp w1, #0x8, lsl #12
	cset w0, ne
	sub w1, w1, w0
	and w0, w1, #0xffff
	ret

uat_dec_if_positive_2_release:
	ldrh w1, [x0]
	and w1, w1, #0xffff
	sxth w3, w1
	sub w2, w1, #0x1
	cmp w3, #0x0
	b.le .L15
	mov w3, w1
	caslh w3, w2, [x0]
	and w4, w3, #0xffff
	cmp w1, w3, uxth
	b.ne .L13
	and w0, w2, #0xffff
	ret
	mov w1, w4
	b .L2
	cmp w1, #0x8, lsl #12
	cset w0, ne
	sub w1, w1, w0
	and w0, w1, #0xffff
	ret

uat_dec_if_positive_2_acq_rel:
	ldrh w1, [x0]
	and w1, w1, #0xffff
	sxth w3, w1
	sub w2, w1, #0x1
	cmp w3, #0x0
	b.le .L15
	mov w3, w1
	casalh w3, w2, [x0]
	and w4, w3, #0xffff
	cmp w1, w3, uxth
	b.ne .L13
	and w0, w2, #0xffff
	ret
	mov w1, w4
	b .L2
	cmp w1, #0x8, lsl #12
	cset w0, ne
	sub w1, w1, w0
	and w0, w1, #0xffff
	ret

uat_dec_if_positive_2_seq_cst:
	ldrh w1, [x0]
	and w1, w1, #0xffff
	sxth w3, w1
	sub w2, w1, #0x1
	cmp w3, #0x0
	b.le .L15
	mov w3, w1
	casalh w3, w2, [x0]
	and w4, w3, #0xffff
	cmp w1, w3, uxth
	b.ne .L13
	and w0, w2, #0xffff
	ret
	mov w1, w4
	b .L2
	cmp w1, #0x8, lsl #12
	cset w0, ne
	sub w1, w1, w0
	and w0, w1, #0xffff
	ret

uat_dec_if_positive_2_seq_cst_fence:
	ldrh w1, [x0]
	and w1, w1, #0xffff
	sxth w3, w1
	sub w2, w1, #0x1
	cmp w3, #0x0
	b.le .L15
	mov w3, w1
	casalh w3, w2, [x0]
	and w4, w3, #0xffff
	cmp w1, w3, uxth
	b.ne .L13
	and w0, w2, #0xffff
	ret
	mov w1, w4
	b .L2
	cmp w1, #0x8, lsl #12
	cset w0, ne
	sub w1, w1, w0
	and w0, w1, #0xffff
	ret

uat_cond_load_2_relaxed:
	ldrh w2, [x0]
	mov x3, x0
	and w1, w1, #0xffff
	and w0, w2, #0xffff
	cmp w1, w0
	b.ne .L7
	ret
	sevl
	wfe
	ldxrh w2, [x3]
	eor w2, w2, w0
	cbnz w2, .L13
	wfe
	ldrh w2, [x3]
	and w0, w2, #0xffff
	cmp w1, w0
	b.ne .L7
	ret

uat_cond_load_2_consume:
	ldrh w2, [x0]
	mov x3, x0
	and w1, w1, #0xffff
	and w0, w2, #0xffff
	cmp w1, w0
	b.ne .L7
	ret
	sevl
	wfe
	ldxrh w2, [x3]
	eor w2, w2, w0
	cbnz w2, .L13
	wfe
	ldrh w2, [x3]
	and w0, w2, #0xffff
	cmp w1, w0
	b.ne .L7
	ret

uat_cond_load_2_acquire:
	and w1, w1, #0xffff
	mov x3, x0
	ldarh w2, [x0]
	and w0, w2, #0xffff
	cmp w1, w2, uxth
	b.ne .L7
	ret
	and w2, w2, #0xffff
	sevl
	wfe
	ldxrh w0, [x3]
	eor w0, w0, w2
	cbnz w0, .L14
	wfe
	ldarh w2, [x3]
	and w0, w2, #0xffff
	cmp w1, w2, uxth
	b.ne .L7
	ret

uat_cond_load_2_seq_cst:
	and w1, w1, #0xffff
	mov x3, x0
	ldarh w2, [x0]
	and w0, w2, #0xffff
	cmp w1, w2, uxth
	b.ne .L7
	ret
	and w2, w2, #0xffff
	sevl
	wfe
	ldxrh w0, [x3]
	eor w0, w0, w2
	cbnz w0, .L14
	wfe
	ldarh w2, [x3]
	and w0, w2, #0xffff
	cmp w1, w2, uxth
	b.ne .L7
	ret

uat_cond_load_2_seq_cst_fence:
	and w1, w1, #0xffff
	mov x3, x0
	dmb ish
	ldarh w2, [x0]
	and w0, w2, #0xffff
	cmp w1, w2, uxth
	b.ne .L8
	ret
	and w2, w2, #0xffff
	sevl
	wfe
	ldxrh w0, [x3]
	eor w0, w0, w2
	cbnz w0, .L15
	wfe
	ldarh w2, [x3]
	and w0, w2, #0xffff
	cmp w1, w2, uxth
	b.ne .L8
	ret

uat_inc_2_relaxed:
	mov w1, #0x1
	staddh w1, [x0]
	ret

uat_inc_2_acquire:
	mov w1, #0x1
	ldaddah w1, w1, [x0]
	ret

uat_inc_2_release:
	mov w1, #0x1
	staddlh w1, [x0]
	ret

uat_inc_2_acq_rel:
	mov w1, #0x1
	ldaddalh w1, w1, [x0]
	ret

uat_inc_2_seq_cst:
	mov w1, #0x1
	ldaddalh w1, w1, [x0]
	ret

uat_inc_2_seq_cst_fence:
	mov w1, #0x1
	ldaddalh w1, w1, [x0]
	ret

uat_dec_2_relaxed:
	mov w1, #0xffffffff
	staddh w1, [x0]
	ret

uat_dec_2_acquire:
	mov w1, #0xffffffff
	ldaddah w1, w1, [x0]
	ret

uat_dec_2_release:
	mov w1, #0xffffffff
	staddlh w1, [x0]
	ret

uat_dec_2_acq_rel:
	mov w1, #0xffffffff
	ldaddalh w1, w1, [x0]
	ret

uat_dec_2_seq_cst:
	mov w1, #0xffffffff
	ldaddalh w1, w1, [x0]
	ret

uat_dec_2_seq_cst_fence:
	mov w1, #0xffffffff
	ldaddalh w1, w1, [x0]
	ret

uat_add_around_2_mb:
	and w1, w1, #0xffff
	dmb ish
	staddh w1, [x0]
	dmb ish
	ret

uat_load_4_relaxed:
	ldr w0, [x0]
	ret

uat_load_4_consume:
	ldr w0, [x0]
	ret

uat_load_4_acquire:
	ldar w0, [x0]
	ret

uat_load_4_seq_cst:
	ldar w0, [x0]
	ret

uat_load_4_seq_cst_fence:
	dmb ish
	ldar w0, [x0]
	ret

uat_store_4_relaxed:
	str w1, [x0]
	ret

uat_store_4_release:
	stlr w1, [x0]
	ret

uat_store_4_seq_cst:
	stlr w1, [x0]
	ret

uat_store_4_seq_cst_fence:
	stlr w1, [x0]
	dmb ish
	ret

uat_cmpxchg_4_relaxed:
	cas w1, w2, [x0]
	mov w0, w1
	ret

uat_cmpxchg_4_acquire:
	casa w1, w2, [x0]
	mov w0, w1
	ret

uat_cmpxchg_4_release:
	casl w1, w2, [x0]
	mov w0, w1
	ret

uat_cmpxchg_4_acq_rel:
	casal w1, w2, [x0]
	mov w0, w1
	ret

uat_cmpxchg_4_seq_cst:
	casal w1, w2, [x0]
	mov w0, w1
	ret

uat_cmpxchg_4_seq_cst_fence_sc:
	casal w1, w2, [x0]
	mov w0, w1
	ret

uat_cmpxchg_4_seq_cst_fence:
	mov x3, x0
	dmb ish
	mov w0, w1
	cas w0, w2, [x3]
	dmb ish
	ret

uat_cmpxchg_test_4_seq_cst_fence:
	dmb ish
	mov w3, w1
	cas w3, w2, [x0]
	dmb ish
	cmp w1, w3
	cset w0, eq
	ret

uat_try_cmpxchg_4_relaxed:
	mov w3, w1
	cas w3, w2, [x0]
	cmp w1, w3
	cset w0, eq
	ret

uat_try_cmpxchg_4_acquire:
	mov w3, w1
	casa w3, w2, [x0]
	cmp w1, w3
	cset w0, eq
	ret

uat_try_cmpxchg_4_release:
	mov w3, w1
	casl w3, w2, [x0]
	cmp w1, w3
	cset w0, eq
	ret

uat_try_cmpxchg_4_acq_rel:
	mov w3, w1
	casal w3, w2, [x0]
	cmp w1, w3
	cset w0, eq
	ret

uat_try_cmpxchg_4_seq_cst:
	mov w3, w1
	casal w3, w2, [x0]
	cmp w1, w3
	cset w0, eq
	ret

uat_try_cmpxchg_4_seq_cst_fence_sc:
	mov w3, w1
	casal w3, w2, [x0]
	cmp w1, w3
	cset w0, eq
	ret

uat_try_cmpxchg_4_seq_cst_fence:
	dmb ish
	mov w3, w1
	cas w3, w2, [x0]
	dmb ish
	cmp w1, w3
	cset w0, eq
	ret

uat_try_cmpxchg_weak_4_relaxed:
	mov w3, w1
	cas w3, w2, [x0]
	cmp w1, w3
	cset w0, eq
	ret

uat_try_cmpxchg_weak_4_acquire:
	mov w3, w1
	casa w3, w2, [x0]
	cmp w1, w3
	cset w0, eq
	ret

uat_try_cmpxchg_weak_4_release:
	mov w3, w1
	casl w3, w2, [x0]
	cmp w1, w3
	cset w0, eq
	ret

uat_try_cmpxchg_weak_4_acq_rel:
	mov w3, w1
	casal w3, w2, [x0]
	cmp w1, w3
	cset w0, eq
	ret

uat_try_cmpxchg_weak_4_seq_cst:
	mov w3, w1
	casal w3, w2, [x0]
	cmp w1, w3
	cset w0, eq
	ret

uat_try_cmpxchg_weak_4_seq_cst_fence_sc:
	mov w3, w1
	casal w3, w2, [x0]
	cmp w1, w3
	cset w0, eq
	ret

uat_try_cmpxchg_weak_4_seq_cst_fence:
	dmb ish
	mov w3, w1
	cas w3, w2, [x0]
	dmb ish
	cmp w1, w3
	cset w0, eq
	ret

uat_xchg_4_relaxed:
	swp w1, w0, [x0]
	ret

uat_xchg_4_acquire:
	swpa w1, w0, [x0]
	ret

uat_xchg_4_release:
	swpl w1, w0, [x0]
	ret

uat_xchg_4_acq_rel:
	swpal w1, w0, [x0]
	ret

uat_xchg_4_seq_cst:
	swpal w1, w0, [x0]
	ret

uat_xchg_4_seq_cst_fence:
	swpal w1, w0, [x0]
	ret

uat_add_return_4_relaxed:
	ldadd w1, w2, [x0]
	add w0, w1, w2
	ret

uat_add_return_4_acquire:
	ldadda w1, w2, [x0]
	add w0, w1, w2
	ret

uat_add_return_4_release:
	ldaddl w1, w2, [x0]
	add w0, w1, w2
	ret

uat_add_return_4_acq_rel:
	ldaddal w1, w2, [x0]
	add w0, w1, w2
	ret

uat_add_return_4_seq_cst:
	ldaddal w1, w2, [x0]
	add w0, w1, w2
	ret

uat_add_return_4_seq_cst_fence:
	ldaddal w1, w2, [x0]
	add w0, w1, w2
	ret

uat_add_4_relaxed:
	stadd w1, [x0]
	ret

uat_add_4_acquire:
	ldadda w1, w1, [x0]
	ret

uat_add_4_release:
	staddl w1, [x0]
	ret

uat_add_4_acq_rel:
	ldaddal w1, w1, [x0]
	ret

uat_add_4_seq_cst:
	ldaddal w1, w1, [x0]
	ret

uat_add_4_seq_cst_fence:
	ldaddal w1, w1, [x0]
	ret

uat_and_4_relaxed:
	mvn w1, w1
	stclr w1, [x0]
	ret

uat_and_4_acquire:
	mvn w1, w1
	ldclra w1, w1, [x0]
	ret

uat_and_4_release:
	mvn w1, w1
	stclrl w1, [x0]
	ret

uat_and_4_acq_rel:
	mvn w1, w1
	ldclral w1, w1, [x0]
	ret

uat_and_4_seq_cst:
	mvn w1, w1
	ldclral w1, w1, [x0]
	ret

uat_and_4_seq_cst_fence:
	mvn w1, w1
	ldclral w1, w1, [x0]
	ret

uat_or_4_relaxed:
	stset w1, [x0]
	ret

uat_or_4_acquire:
	ldseta w1, w1, [x0]
	ret

uat_or_4_release:
	stsetl w1, [x0]
	ret

uat_or_4_acq_rel:
	ldsetal w1, w1, [x0]
	ret

uat_or_4_seq_cst:
	ldsetal w1, w1, [x0]
	ret

uat_or_4_seq_cst_fence:
	ldsetal w1, w1, [x0]
	ret

uat_xor_4_relaxed:
	steor w1, [x0]
	ret

uat_xor_4_acquire:
	ldeora w1, w1, [x0]
	ret

uat_xor_4_release:
	steorl w1, [x0]
	ret

uat_xor_4_acq_rel:
	ldeoral w1, w1, [x0]
	ret

uat_xor_4_seq_cst:
	ldeoral w1, w1, [x0]
	ret

uat_xor_4_seq_cst_fence:
	ldeoral w1, w1, [x0]
	ret

uat_fetch_add_4_relaxed:
	ldadd w1, w0, [x0]
	ret

uat_fetch_add_4_acquire:
	ldadda w1, w0, [x0]
	ret

uat_fetch_add_4_release:
	ldaddl w1, w0, [x0]
	ret

uat_fetch_add_4_acq_rel:
	ldaddal w1, w0, [x0]
	ret

uat_fetch_add_4_seq_cst:
	ldaddal w1, w0, [x0]
	ret

uat_fetch_add_4_seq_cst_fence:
	ldaddal w1, w0, [x0]
	ret

uat_fetch_and_4_relaxed:
	mvn w1, w1
	ldclr w1, w0, [x0]
	ret

uat_fetch_and_4_acquire:
	mvn w1, w1
	ldclra w1, w0, [x0]
	ret

uat_fetch_and_4_release:
	mvn w1, w1
	ldclrl w1, w0, [x0]
	ret

uat_fetch_and_4_acq_rel:
	mvn w1, w1
	ldclral w1, w0, [x0]
	ret

uat_fetch_and_4_seq_cst:
	mvn w1, w1
	ldclral w1, w0, [x0]
	ret

uat_fetch_and_4_seq_cst_fence:
	mvn w1, w1
	ldclral w1, w0, [x0]
	ret

uat_fetch_or_4_relaxed:
	ldset w1, w0, [x0]
	ret

uat_fetch_or_4_acquire:
	ldseta w1, w0, [x0]
	ret

uat_fetch_or_4_release:
	ldsetl w1, w0, [x0]
	ret

uat_fetch_or_4_acq_rel:
	ldsetal w1, w0, [x0]
	ret

uat_fetch_or_4_seq_cst:
	ldsetal w1, w0, [x0]
	ret

uat_fetch_or_4_seq_cst_fence:
	ldsetal w1, w0, [x0]
	ret

uat_fetch_xor_4_relaxed:
	ldeor w1, w0, [x0]
	ret

uat_fetch_xor_4_acquire:
	ldeora w1, w0, [x0]
	ret

uat_fetch_xor_4_release:
	ldeorl w1, w0, [x0]
	ret

uat_fetch_xor_4_acq_rel:
	ldeoral w1, w0, [x0]
	ret

uat_fetch_xor_4_seq_cst:
	ldeoral w1, w0, [x0]
	ret

uat_fetch_xor_4_seq_cst_fence:
	ldeoral w1, w0, [x0]
	ret

uat_fetch_smax_4_relaxed:
	ldsmax w1, w0, [x0]
	ret

uat_fetch_smax_4_acquire:
	ldsmaxa w1, w0, [x0]
	ret

uat_fetch_smax_4_release:
	ldsmaxl w1, w0, [x0]
	ret

uat_fetch_smax_4_acq_rel:
	ldsmaxal w1, w0, [x0]
	ret

uat_fetch_smax_4_seq_cst:
	ldsmaxal w1, w0, [x0]
	ret

uat_fetch_smax_4_seq_cst_fence:
	ldsmaxal w1, w0, [x0]
	ret

uat_fetch_umax_4_relaxed:
	ldumax w1, w0, [x0]
	ret

uat_fetch_umax_4_acquire:
	ldumaxa w1, w0, [x0]
	ret

uat_fetch_umax_4_release:
	ldumaxl w1, w0, [x0]
	ret

uat_fetch_umax_4_acq_rel:
	ldumaxal w1, w0, [x0]
	ret

uat_fetch_umax_4_seq_cst:
	ldumaxal w1, w0, [x0]
	ret

uat_fetch_umax_4_seq_cst_fence:
	ldumaxal w1, w0, [x0]
	ret

uat_fetch_smin_4_relaxed:
	ldsmin w1, w0, [x0]
	ret

uat_fetch_smin_4_acquire:
	ldsmina w1, w0, [x0]
	ret

uat_fetch_smin_4_release:
	ldsminl w1, w0, [x0]
	ret

uat_fetch_smin_4_acq_rel:
	ldsminal w1, w0, [x0]
	ret

uat_fetch_smin_4_seq_cst:
	ldsminal w1, w0, [x0]
	ret

uat_fetch_smin_4_seq_cst_fence:
	ldsminal w1, w0, [x0]
	ret

uat_fetch_umin_4_relaxed:
	ldumin w1, w0, [x0]
	ret

uat_fetch_umin_4_acquire:
	ldumina w1, w0, [x0]
	ret

uat_fetch_umin_4_release:
	lduminl w1, w0, [x0]
	ret

uat_fetch_umin_4_acq_rel:
	lduminal w1, w0, [x0]
	ret

uat_fetch_umin_4_seq_cst:
	lduminal w1, w0, [x0]
	ret

uat_fetch_umin_4_seq_cst_fence:
	lduminal w1, w0, [x0]
	ret

uat_test_and_set_bit_4_relaxed:
	mov w2, #0x1
	lsl w1, w2, w1
	ldset w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_set_bit_4_acquire:
	mov w2, #0x1
	lsl w1, w2, w1
	ldseta w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_set_bit_4_release:
	mov w2, #0x1
	lsl w1, w2, w1
	ldsetl w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_set_bit_4_acq_rel:
	mov w2, #0x1
	lsl w1, w2, w1
	ldsetal w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_set_bit_4_seq_cst:
	mov w2, #0x1
	lsl w1, w2, w1
	ldsetal w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_set_bit_4_seq_cst_fence:
	mov w2, #0x1
	lsl w1, w2, w1
	ldsetal w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_clear_bit_4_relaxed:
	mov w2, #0x1
	lsl w1, w2, w1
	ldclr w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_clear_bit_4_acquire:
	mov w2, #0x1
	lsl w1, w2, w1
	ldclra w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_clear_bit_4_release:
	mov w2, #0x1
	lsl w1, w2, w1
	ldclrl w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_clear_bit_4_acq_rel:
	mov w2, #0x1
	lsl w1, w2, w1
	ldclral w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_clear_bit_4_seq_cst:
	mov w2, #0x1
	lsl w1, w2, w1
	ldclral w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_clear_bit_4_seq_cst_fence:
	mov w2, #0x1
	lsl w1, w2, w1
	ldclral w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_change_bit_4_relaxed:
	mov w2, #0x1
	lsl w1, w2, w1
	ldeor w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_change_bit_4_acquire:
	mov w2, #0x1
	lsl w1, w2, w1
	ldeora w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_change_bit_4_release:
	mov w2, #0x1
	lsl w1, w2, w1
	ldeorl w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_change_bit_4_acq_rel:
	mov w2, #0x1
	lsl w1, w2, w1
	ldeoral w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_change_bit_4_seq_cst:
	mov w2, #0x1
	lsl w1, w2, w1
	ldeoral w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_test_and_change_bit_4_seq_cst_fence:
	mov w2, #0x1
	lsl w1, w2, w1
	ldeoral w1, w2, [x0]
	tst w1, w2
	cset w0, ne
	ret

uat_fetch_add_unless_4_relaxed:
	mov x3, x0
	ldr w0, [x0]
	cmp w2, w0
	b.eq .L9
	add w5, w1, w0
	mov w4, w0
	cas w4, w5, [x3]
	cmp w0, w4
	b.ne .L10
	ret
	mov w0, w4
	b .L2

uat_fetch_add_unless_4_acquire:
	mov x3, x0
	ldr w0, [x0]
	cmp w2, w0
	b.eq .L9
	add w5, w1, w0
	mov w4, w0
	casa w4, w5, [x3]
	cmp w0, w4
	b.ne .L10
	ret
	mov w0, w4
	b .L2

uat_fetch_add_unless_4_release:
	mov x3, x0
	ldr w0, [x0]
	cmp w2, w0
	b.eq .L9
	add w5, w1, w0
	mov w4, w0
	casl w4, w5, [x3]
	cmp w0, w4
	b.ne .L10
	ret
	mov w0, w4
	b .L2

uat_fetch_add_unless_4_acq_rel:
	mov x3, x0
	ldr w0, [x0]
	cmp w2, w0
	b.eq .L9
	add w5, w1, w0
	mov w4, w0
	casal w4, w5, [x3]
	cmp w0, w4
	b.ne .L10
	ret
	mov w0, w4
	b .L2

uat_fetch_add_unless_4_seq_cst:
	mov x3, x0
	ldr w0, [x0]
	cmp w2, w0
	b.eq .L9
	add w5, w1, w0
	mov w4, w0
	casal w4, w5, [x3]
	cmp w0, w4
	b.ne .L10
	ret
	mov w0, w4
	b .L2

uat_fetch_add_unless_4_seq_cst_fence:
	mov x3, x0
	ldr w0, [x0]
	cmp w2, w0
	b.eq .L9
	add w5, w1, w0
	mov w4, w0
	casal w4, w5, [x3]
	cmp w0, w4
	b.ne .L10
	ret
	mov w0, w4
	b .L2

uat_add_unless_4_relaxed:
	ldr w3, [x0]
	cmp w2, w3
	b.eq .L12
	add w5, w1, w3
	mov w4, w3
	cas w4, w5, [x0]
	cmp w3, w4
	b.ne .L10
	mov w0, #0x1
	ret
	mov w3, w4
	b .L1
	mov w0, #0x0
	ret

uat_add_unless_4_acquire:
	ldr w3, [x0]
	cmp w2, w3
	b.eq .L12
	add w5, w1, w3
	mov w4, w3
	casa w4, w5, [x0]
	cmp w3, w4
	b.ne .L10
	mov w0, #0x1
	ret
	mov w3, w4
	b .L1
	mov w0, #0x0
	ret

uat_add_unless_4_release:
	ldr w3, [x0]
	cmp w2, w3
	b.eq .L12
	add w5, w1, w3
	mov w4, w3
	casl w4, w5, [x0]
	cmp w3, w4
	b.ne .L10
	mov w0, #0x1
	ret
	mov w3, w4
	b .L1
	mov w0, #0x0
	ret

uat_add_unless_4_acq_rel:
	ldr w3, [x0]
	cmp w2, w3
	b.eq .L12
	add w5, w1, w3
	mov w4, w3
	casal w4, w5, [x0]
	cmp w3, w4
	b.ne .L10
	mov w0, #0x1
	ret
	mov w3, w4
	b .L1
	mov w0, #0x0
	ret

uat_add_unless_4_seq_cst:
	ldr w3, [x0]
	cmp w2, w3
	b.eq .L12
	add w5, w1, w3
	mov w4, w3
	casal w4, w5, [x0]
	cmp w3, w4
	b.ne .L10
	mov w0, #0x1
	ret
	mov w3, w4
	b .L1
	mov w0, #0x0
	ret

uat_add_unless_4_seq_cst_fence:
	ldr w3, [x0]
	cmp w2, w3
	b.eq .L12
	add w5, w1, w3
	mov w4, w3
	casal w4, w5, [x0]
	cmp w3, w4
	b.ne .L10
	mov w0, #0x1
	ret
	mov w3, w4
	b .L1
	mov w0, #0x0
	ret

uat_dec_if_positive_4_relaxed:
	ldr w2, [x0]
	cmp w2, #0x0
	b.le .L12
	sub w1, w2, #0x1
	mov w3, w2
	cas w3, w1, [x0]
	cmp w2, w3
	b.ne .L10
	mov w0, w1
	ret
	mov w2, w3
	b .L1
	mov w0, #0x80000000
	cmp w2, w0
	cset w0, ne
	sub w0, w2, w0
	ret

uat_dec_if_positive_4_acquire:
	ldr w2, [x0]
	cmp w2, #0x0
	b.le .L12
	sub w1, w2, #0x1
	mov w3, w2
	casa w3, w1, [x0]
	cmp w2, w3
	b.ne .L10
	mov w0, w1
	ret
	mov w2, w3
	b .L1
	mov w0, #0x80000000
	cmp w2, w0
	cset w0, ne
	sub w0, w2, w0
	ret

uat_dec_if_positive_4_release:
	ldr w2, [x0]
	cmp w2, #0x0
	b.le .L12
	sub w1, w2, #0x1
	mov w3, w2
	casl w3, w1, [x0]
	cmp w2, w3
	b.ne .L10
	mov w0, w1
	ret
	mov w2, w3
	b .L1
	mov w0, #0x80000000
	cmp w2, w0
	cset w0, ne
	sub w0, w2, w0
	ret

uat_dec_if_positive_4_acq_rel:
	ldr w2, [x0]
	cmp w2, #0x0
	b.le .L12
	sub w1, w2, #0x1
	mov w3, w2
	casal w3, w1, [x0]
	cmp w2, w3
	b.ne .L10
	mov w0, w1
	ret
	mov w2, w3
	b .L1
	mov w0, #0x80000000
	cmp w2, w0
	cset w0, ne
	sub w0, w2, w0
	ret

uat_dec_if_positive_4_seq_cst:
	ldr w2, [x0]
	cmp w2, #0x0
	b.le .L12
	sub w1, w2, #0x1
	mov w3, w2
	casal w3, w1, [x0]
	cmp w2, w3
	b.ne .L10
	mov w0, w1
	ret
	mov w2, w3
	b .L1
	mov w0, #0x80000000
	cmp w2, w0
	cset w0, ne
	sub w0, w2, w0
	ret

uat_dec_if_positive_4_seq_cst_fence:
	ldr w2, [x0]
	cmp w2, #0x0
	b.le .L12
	sub w1, w2, #0x1
	mov w3, w2
	casal w3, w1, [x0]
	cmp w2, w3
	b.ne .L10
	mov w0, w1
	ret
	mov w2, w3
	b .L1
	mov w0, #0x80000000
	cmp w2, w0
	cset w0, ne
	sub w0, w2, w0
	ret

uat_cond_load_4_relaxed:
	mov x2, x0
	ldr w0, [x0]
	cmp w1, w0
	b.ne .L5
	ret
	sevl
	wfe
	ldxr w3, [x2]
	eor w3, w3, w0
	cbnz w3, .L11
	wfe
	ldr w0, [x2]
	cmp w1, w0
	b.ne .L5
	ret

uat_cond_load_4_consume:
	mov x2, x0
	ldr w0, [x0]
	cmp w1, w0
	b.ne .L5
	ret
	sevl
	wfe
	ldxr w3, [x2]
	eor w3, w3, w0
	cbnz w3, .L11
	wfe
	ldr w0, [x2]
	cmp w1, w0
	b.ne .L5
	ret

uat_cond_load_4_acquire:
	mov x2, x0
	ldar w0, [x0]
	cmp w1, w0
	b.ne .L5
	ret
	sevl
	wfe
	ldxr w3, [x2]
	eor w3, w3, w0
	cbnz w3, .L11
	wfe
	ldar w0, [x2]
	cmp w1, w0
	b.ne .L5
	ret

uat_cond_load_4_seq_cst:
	mov x2, x0
	ldar w0, [x0]
	cmp w1, w0
	b.ne .L5
	ret
	sevl
	wfe
	ldxr w3, [x2]
	eor w3, w3, w0
	cbnz w3, .L11
	wfe
	ldar w0, [x2]
	cmp w1, w0
	b.ne .L5
	ret

uat_cond_load_4_seq_cst_fence:
	mov x2, x0
	dmb ish
	ldar w0, [x0]
	cmp w1, w0
	b.ne .L6
	ret
	sevl
	wfe
	ldxr w3, [x2]
	eor w3, w3, w0
	cbnz w3, .L12
	wfe
	ldar w0, [x2]
	cmp w1, w0
	b.ne .L6
	ret

uat_inc_4_relaxed:
	mov w1, #0x1
	stadd w1, [x0]
	ret

uat_inc_4_acquire:
	mov w1, #0x1
	ldadda w1, w1, [x0]
	ret

uat_inc_4_release:
	mov w1, #0x1
	staddl w1, [x0]
	ret

uat_inc_4_acq_rel:
	mov w1, #0x1
	ldaddal w1, w1, [x0]
	ret

uat_inc_4_seq_cst:
	mov w1, #0x1
	ldaddal w1, w1, [x0]
	ret

uat_inc_4_seq_cst_fence:
	mov w1, #0x1
	ldaddal w1, w1, [x0]
	ret

uat_dec_4_relaxed:
	mov w1, #0xffffffff
	stadd w1, [x0]
	ret

uat_dec_4_acquire:
	mov w1, #0xffffffff
	ldadda w1, w1, [x0]
	ret

uat_dec_4_release:
	mov w1, #0xffffffff
	staddl w1, [x0]
	ret

uat_dec_4_acq_rel:
	mov w1, #0xffffffff
	ldaddal w1, w1, [x0]
	ret

uat_dec_4_seq_cst:
	mov w1, #0xffffffff
	ldaddal w1, w1, [x0]
	ret

uat_dec_4_seq_cst_fence:
	mov w1, #0xffffffff
	ldaddal w1, w1, [x0]
	ret

uat_add_around_4_mb:
	dmb ish
	stadd w1, [x0]
	dmb ish
	ret

uat_load_8_relaxed:
	ldr x0, [x0]
	ret

uat_load_8_consume:
	ldr x0, [x0]
	ret

uat_load_8_acquire:
	ldar x0, [x0]
	ret

uat_load_8_seq_cst:
	ldar x0, [x0]
	ret

uat_load_8_seq_cst_fence:
	dmb ish
	ldar x0, [x0]
	ret

uat_store_8_relaxed:
	str x1, [x0]
	ret

uat_store_8_release:
	stlr x1, [x0]
	ret

uat_store_8_seq_cst:
	stlr x1, [x0]
	ret

uat_store_8_seq_cst_fence:
	stlr x1, [x0]
	dmb ish
	ret

uat_cmpxchg_8_relaxed:
	cas x1, x2, [x0]
	mov x0, x1
	ret

uat_cmpxchg_8_acquire:
	casa x1, x2, [x0]
	mov x0, x1
	ret

uat_cmpxchg_8_release:
	casl x1, x2, [x0]
	mov x0, x1
	ret

uat_cmpxchg_8_acq_rel:
	casal x1, x2, [x0]
	mov x0, x1
	ret

uat_cmpxchg_8_seq_cst:
	casal x1, x2, [x0]
	mov x0, x1
	ret

uat_cmpxchg_8_seq_cst_fence_sc:
	casal x1, x2, [x0]
	mov x0, x1
	ret

uat_cmpxchg_8_seq_cst_fence:
	mov x3, x0
	dmb ish
	mov x0, x1
	cas x0, x2, [x3]
	dmb ish
	ret

uat_cmpxchg_test_8_seq_cst_fence:
	dmb ish
	mov x3, x1
	cas x3, x2, [x0]
	dmb ish
	cmp x1, x3
	cset w0, eq
	ret

uat_try_cmpxchg_8_relaxed:
	mov x3, x1
	cas x3, x2, [x0]
	cmp x1, x3
	cset w0, eq
	ret

uat_try_cmpxchg_8_acquire:
	mov x3, x1
	casa x3, x2, [x0]
	cmp x1, x3
	cset w0, eq
	ret

uat_try_cmpxchg_8_release:
	mov x3, x1
	casl x3, x2, [x0]
	cmp x1, x3
	cset w0, eq
	ret

uat_try_cmpxchg_8_acq_rel:
	mov x3, x1
	casal x3, x2, [x0]
	cmp x1, x3
	cset w0, eq
	ret

uat_try_cmpxchg_8_seq_cst:
	mov x3, x1
	casal x3, x2, [x0]
	cmp x1, x3
	cset w0, eq
	ret

uat_try_cmpxchg_8_seq_cst_fence_sc:
	mov x3, x1
	casal x3, x2, [x0]
	cmp x1, x3
	cset w0, eq
	ret

uat_try_cmpxchg_8_seq_cst_fence:
	dmb ish
	mov x3, x1
	cas x3, x2, [x0]
	dmb ish
	cmp x1, x3
	cset w0, eq
	ret

uat_try_cmpxchg_weak_8_relaxed:
	mov x3, x1
	cas x3, x2, [x0]
	cmp x1, x3
	cset w0, eq
	ret

uat_try_cmpxchg_weak_8_acquire:
	mov x3, x1
	casa x3, x2, [x0]
	cmp x1, x3
	cset w0, eq
	ret

uat_try_cmpxchg_weak_8_release:
	mov x3, x1
	casl x3, x2, [x0]
	cmp x1, x3
	cset w0, eq
	ret

uat_try_cmpxchg_weak_8_acq_rel:
	mov x3, x1
	casal x3, x2, [x0]
	cmp x1, x3
	cset w0, eq
	ret

uat_try_cmpxchg_weak_8_seq_cst:
	mov x3, x1
	casal x3, x2, [x0]
	cmp x1, x3
	cset w0, eq
	ret

uat_try_cmpxchg_weak_8_seq_cst_fence_sc:
	mov x3, x1
	casal x3, x2, [x0]
	cmp x1, x3
	cset w0, eq
	ret

uat_try_cmpxchg_weak_8_seq_cst_fence:
	dmb ish
	mov x3, x1
	cas x3, x2, [x0]
	dmb ish
	cmp x1, x3
	cset w0, eq
	ret

uat_xchg_8_relaxed:
	swp x1, x0, [x0]
	ret

uat_xchg_8_acquire:
	swpa x1, x0, [x0]
	ret

uat_xchg_8_release:
	swpl x1, x0, [x0]
	ret

uat_xchg_8_acq_rel:
	swpal x1, x0, [x0]
	ret

uat_xchg_8_seq_cst:
	swpal x1, x0, [x0]
	ret

uat_xchg_8_seq_cst_fence:
	swpal x1, x0, [x0]
	ret

uat_add_return_8_relaxed:
	ldadd x1, x2, [x0]
	add x0, x1, x2
	ret

uat_add_return_8_acquire:
	ldadda x1, x2, [x0]
	add x0, x1, x2
	ret

uat_add_return_8_release:
	ldaddl x1, x2, [x0]
	add x0, x1, x2
	ret

uat_add_return_8_acq_rel:
	ldaddal x1, x2, [x0]
	add x0, x1, x2
	ret

uat_add_return_8_seq_cst:
	ldaddal x1, x2, [x0]
	add x0, x1, x2
	ret

uat_add_return_8_seq_cst_fence:
	ldaddal x1, x2, [x0]
	add x0, x1, x2
	ret

uat_add_8_relaxed:
	stadd x1, [x0]
	ret

uat_add_8_acquire:
	ldadda x1, x1, [x0]
	ret

uat_add_8_release:
	staddl x1, [x0]
	ret

uat_add_8_acq_rel:
	ldaddal x1, x1, [x0]
	ret

uat_add_8_seq_cst:
	ldaddal x1, x1, [x0]
	ret

uat_add_8_seq_cst_fence:
	ldaddal x1, x1, [x0]
	ret

uat_and_8_relaxed:
	mvn x1, x1
	stclr x1, [x0]
	ret

uat_and_8_acquire:
	mvn x1, x1
	ldclra x1, x1, [x0]
	ret

uat_and_8_release:
	mvn x1, x1
	stclrl x1, [x0]
	ret

uat_and_8_acq_rel:
	mvn x1, x1
	ldclral x1, x1, [x0]
	ret

uat_and_8_seq_cst:
	mvn x1, x1
	ldclral x1, x1, [x0]
	ret

uat_and_8_seq_cst_fence:
	mvn x1, x1
	ldclral x1, x1, [x0]
	ret

uat_or_8_relaxed:
	stset x1, [x0]
	ret

uat_or_8_acquire:
	ldseta x1, x1, [x0]
	ret

uat_or_8_release:
	stsetl x1, [x0]
	ret

uat_or_8_acq_rel:
	ldsetal x1, x1, [x0]
	ret

uat_or_8_seq_cst:
	ldsetal x1, x1, [x0]
	ret

uat_or_8_seq_cst_fence:
	ldsetal x1, x1, [x0]
	ret

uat_xor_8_relaxed:
	steor x1, [x0]
	ret

uat_xor_8_acquire:
	ldeora x1, x1, [x0]
	ret

uat_xor_8_release:
	steorl x1, [x0]
	ret

uat_xor_8_acq_rel:
	ldeoral x1, x1, [x0]
	ret

uat_xor_8_seq_cst:
	ldeoral x1, x1, [x0]
	ret

uat_xor_8_seq_cst_fence:
	ldeoral x1, x1, [x0]
	ret

uat_fetch_add_8_relaxed:
	ldadd x1, x0, [x0]
	ret

uat_fetch_add_8_acquire:
	ldadda x1, x0, [x0]
	ret

uat_fetch_add_8_release:
	ldaddl x1, x0, [x0]
	ret

uat_fetch_add_8_acq_rel:
	ldaddal x1, x0, [x0]
	ret

uat_fetch_add_8_seq_cst:
	ldaddal x1, x0, [x0]
	ret

uat_fetch_add_8_seq_cst_fence:
	ldaddal x1, x0, [x0]
	ret

uat_fetch_and_8_relaxed:
	mvn x1, x1
	ldclr x1, x0, [x0]
	ret

uat_fetch_and_8_acquire:
	mvn x1, x1
	ldclra x1, x0, [x0]
	ret

uat_fetch_and_8_release:
	mvn x1, x1
	ldclrl x1, x0, [x0]
	ret

uat_fetch_and_8_acq_rel:
	mvn x1, x1
	ldclral x1, x0, [x0]
	ret

uat_fetch_and_8_seq_cst:
	mvn x1, x1
	ldclral x1, x0, [x0]
	ret

uat_fetch_and_8_seq_cst_fence:
	mvn x1, x1
	ldclral x1, x0, [x0]
	ret

uat_fetch_or_8_relaxed:
	ldset x1, x0, [x0]
	ret

uat_fetch_or_8_acquire:
	ldseta x1, x0, [x0]
	ret

uat_fetch_or_8_release:
	ldsetl x1, x0, [x0]
	ret

uat_fetch_or_8_acq_rel:
	ldsetal x1, x0, [x0]
	ret

uat_fetch_or_8_seq_cst:
	ldsetal x1, x0, [x0]
	ret

uat_fetch_or_8_seq_cst_fence:
	ldsetal x1, x0, [x0]
	ret

uat_fetch_xor_8_relaxed:
	ldeor x1, x0, [x0]
	ret

uat_fetch_xor_8_acquire:
	ldeora x1, x0, [x0]
	ret

uat_fetch_xor_8_release:
	ldeorl x1, x0, [x0]
	ret

uat_fetch_xor_8_acq_rel:
	ldeoral x1, x0, [x0]
	ret

uat_fetch_xor_8_seq_cst:
	ldeoral x1, x0, [x0]
	ret

uat_fetch_xor_8_seq_cst_fence:
	ldeoral x1, x0, [x0]
	ret

uat_fetch_smax_8_relaxed:
	ldsmax x1, x0, [x0]
	ret

uat_fetch_smax_8_acquire:
	ldsmaxa x1, x0, [x0]
	ret

uat_fetch_smax_8_release:
	ldsmaxl x1, x0, [x0]
	ret

uat_fetch_smax_8_acq_rel:
	ldsmaxal x1, x0, [x0]
	ret

uat_fetch_smax_8_seq_cst:
	ldsmaxal x1, x0, [x0]
	ret

uat_fetch_smax_8_seq_cst_fence:
	ldsmaxal x1, x0, [x0]
	ret

uat_fetch_umax_8_relaxed:
	ldumax x1, x0, [x0]
	ret

uat_fetch_umax_8_acquire:
	ldumaxa x1, x0, [x0]
	ret

uat_fetch_umax_8_release:
	ldumaxl x1, x0, [x0]
	ret

uat_fetch_umax_8_acq_rel:
	ldumaxal x1, x0, [x0]
	ret

uat_fetch_umax_8_seq_cst:
	ldumaxal x1, x0, [x0]
	ret

uat_fetch_umax_8_seq_cst_fence:
	ldumaxal x1, x0, [x0]
	ret

uat_fetch_smin_8_relaxed:
	ldsmin x1, x0, [x0]
	ret

uat_fetch_smin_8_acquire:
	ldsmina x1, x0, [x0]
	ret

uat_fetch_smin_8_release:
	ldsminl x1, x0, [x0]
	ret

uat_fetch_smin_8_acq_rel:
	ldsminal x1, x0, [x0]
	ret

uat_fetch_smin_8_seq_cst:
	ldsminal x1, x0, [x0]
	ret

uat_fetch_smin_8_seq_cst_fence:
	ldsminal x1, x0, [x0]
	ret

uat_fetch_umin_8_relaxed:
	ldumin x1, x0, [x0]
	ret

uat_fetch_umin_8_acquire:
	ldumina x1, x0, [x0]
	ret

uat_fetch_umin_8_release:
	lduminl x1, x0, [x0]
	ret

uat_fetch_umin_8_acq_rel:
	lduminal x1, x0, [x0]
	ret

uat_fetch_umin_8_seq_cst:
	lduminal x1, x0, [x0]
	ret

uat_fetch_umin_8_seq_cst_fence:
	lduminal x1, x0, [x0]
	ret

uat_test_and_set_bit_8_relaxed:
	mov x2, #0x1
	lsl x1, x2, x1
	ldset x1, x2, [x0]
	tst x1, x2
	cset w0, ne
	ret

uat_test_and_set_bit_8_acquire:
	mov x2, #0x1
	lsl x1, x2, x1
	ldseta x1, x2, [x0]
	tst x1, x2
	cset w0, ne
	ret

uat_test_and_set_bit_8_release:
	mov x2, #0x1
	lsl x1, x2, x1
	ldsetl x1, x2, [x0]
	tst x1, x2
	cset w0, ne
	ret

uat_test_and_set_bit_8_acq_rel:
	mov x2, #0x1
	lsl x1, x2, x1
	ldsetal x1, x2, [x0]
	tst x1, x2
	cset w0, ne
	ret

uat_test_and_set_bit_8_seq_cst:
	mov x2, #0x1
	lsl x1, x2, x1
	ldsetal x1, x2, [x0]
	tst x1, x2
	cset w0, ne
	ret

uat_test_and_set_bit_8_seq_cst_fence:
	mov x2, #0x1
	lsl x1, x2, x1
	ldsetal x1, x2, [x0]
	tst x1, x2
	cset w0, ne
	ret

uat_test_and_clear_bit_8_relaxed:
	mov x2, #0x1
	lsl x1, x2, x1
	ldclr x1, x2, [x0]
	tst x1, x2
	cset w0, ne
	ret

uat_test_and_clear_bit_8_acquire:
	mov x2, #0x1
	lsl x1, x2, x1
	ldclra x1, x2, [x0]
	tst x1, x2
	cset w0, ne
	ret

uat_test_and_clear_bit_8_release:
	mov x2, #0x1
	lsl x1, x2, x1
	ldclrl x1, x2, [x0]
	tst x1, x2
	cset w0, ne
	ret

uat_test_and_clear_bit_8_acq_rel:
	mov x2, #0x1
	lsl x1, x2, x1
	ldclral x1, x2, [x0]
	tst x1, x2
	cset w0, ne
	ret

uat_test_and_clear_bit_8_seq_cst:
	mov x2, #0x1
	lsl x1, x2, x1
	ldclral x1, x2, [x0]
	tst x1, x2
	cset w0, ne
	ret

uat_test_and_clear_bit_8_seq_cst_fence:
	mov x2, #0x1
	lsl x1, x2, x1
	ldclral x1, x2, [x0]
	tst x1, x2
	cset w0, ne
	ret

uat_test_and_change_bit_8_relaxed:
	mov x2, #0x1
	lsl x1, x2, x1
	ldeor x1, x2, [x0]
	tst x1, x2
	cset w0, ne
	ret

uat_test_and_change_bit_8_acquire:
	mov x2, #0x1
	lsl x1, x2, x1
	ldeora x1, x2, [x0]
	tst x1, x2
	cset w0, ne
	ret

uat_test_and_change_bit_8_release:
	mov x2, #0x1
	lsl x1, x2, x1
	ldeorl x1, x2, [x0]
	tst x1, x2
	cset w0, ne
	ret

uat_test_and_change_bit_8_acq_rel:
	mov x2, #0x1
	lsl x1, x2, x1
	ldeoral x1, x2, [x0]
	tst x1, x2
	cset w0, ne
	ret

uat_test_and_change_bit_8_seq_cst:
	mov x2, #0x1
	lsl x1, x2, x1
	ldeoral x1, x2, [x0]
	tst x1, x2
	cset w0, ne
	ret

uat_test_and_change_bit_8_seq_cst_fence:
	mov x2, #0x1
	lsl x1, x2, x1
	ldeoral x1, x2, [x0]
	tst x1, x2
	cset w0, ne
	ret

uat_fetch_add_unless_8_relaxed:
	mov x3, x0
	ldr x0, [x0]
	cmp x2, x0
	b.eq .L9
	add x5, x1, x0
	mov x4, x0
	cas x4, x5, [x3]
	cmp x0, x4
	b.ne .L10
	ret
	mov x0, x4
	b .L2

uat_fetch_add_unless_8_acquire:
	mov x3, x0
	ldr x0, [x0]
	cmp x2, x0
	b.eq .L9
	add x5, x1, x0
	mov x4, x0
	casa x4, x5, [x3]
	cmp x0, x4
	b.ne .L10
	ret
	mov x0, x4
	b .L2

uat_fetch_add_unless_8_release:
	mov x3, x0
	ldr x0, [x0]
	cmp x2, x0
	b.eq .L9
	add x5, x1, x0
	mov x4, x0
	casl x4, x5, [x3]
	cmp x0, x4
	b.ne .L10
	ret
	mov x0, x4
	b .L2

uat_fetch_add_unless_8_acq_rel:
	mov x3, x0
	ldr x0, [x0]
	cmp x2, x0
	b.eq .L9
	add x5, x1, x0
	mov x4, x0
	casal x4, x5, [x3]
	cmp x0, x4
	b.ne .L10
	ret
	mov x0, x4
	b .L2

uat_fetch_add_unless_8_seq_cst:
	mov x3, x0
	ldr x0, [x0]
	cmp x2, x0
	b.eq .L9
	add x5, x1, x0
	mov x4, x0
	casal x4, x5, [x3]
	cmp x0, x4
	b.ne .L10
	ret
	mov x0, x4
	b .L2

uat_fetch_add_unless_8_seq_cst_fence:
	mov x3, x0
	ldr x0, [x0]
	cmp x2, x0
	b.eq .L9
	add x5, x1, x0
	mov x4, x0
	casal x4, x5, [x3]
	cmp x0, x4
	b.ne .L10
	ret
	mov x0, x4
	b .L2

uat_add_unless_8_relaxed:
	ldr x3, [x0]
	cmp x2, x3
	b.eq .L12
	add x5, x1, x3
	mov x4, x3
	cas x4, x5, [x0]
	cmp x3, x4
	b.ne .L10
	mov w0, #0x1
	ret
	mov x3, x4
	b .L1
	mov w0, #0x0
	ret

uat_add_unless_8_acquire:
	ldr x3, [x0]
	cmp x2, x3
	b.eq .L12
	add x5, x1, x3
	mov x4, x3
	casa x4, x5, [x0]
	cmp x3, x4
	b.ne .L10
	mov w0, #0x1
	ret
	mov x3, x4
	b .L1
	mov w0, #0x0
	ret

uat_add_unless_8_release:
	ldr x3, [x0]
	cmp x2, x3
	b.eq .L12
	add x5, x1, x3
	mov x4, x3
	casl x4, x5, [x0]
	cmp x3, x4
	b.ne .L10
	mov w0, #0x1
	ret
	mov x3, x4
	b .L1
	mov w0, #0x0
	ret

uat_add_unless_8_acq_rel:
	ldr x3, [x0]
	cmp x2, x3
	b.eq .L12
	add x5, x1, x3
	mov x4, x3
	casal x4, x5, [x0]
	cmp x3, x4
	b.ne .L10
	mov w0, #0x1
	ret
	mov x3, x4
	b .L1
	mov w0, #0x0
	ret

uat_add_unless_8_seq_cst:
	ldr x3, [x0]
	cmp x2, x3
	b.eq .L12
	add x5, x1, x3
	mov x4, x3
	casal x4, x5, [x0]
	cmp x3, x4
	b.ne .L10
	mov w0, #0x1
	ret
	mov x3, x4
	b .L1
	mov w0, #0x0
	ret

uat_add_unless_8_seq_cst_fence:
	ldr x3, [x0]
	cmp x2, x3
	b.eq .L12
	add x5, x1, x3
	mov x4, x3
	casal x4, x5, [x0]
	cmp x3, x4
	b.ne .L10
	mov w0, #0x1
	ret
	mov x3, x4
	b .L1
	mov w0, #0x0
	ret

uat_dec_if_positive_8_relaxed:
	ldr x2, [x0]
	cmp x2, #0x0
	b.le .L12
	sub x1, x2, #0x1
	mov x3, x2
	cas x3, x1, [x0]
	cmp x2, x3
	b.ne .L10
	mov x0, x1
	ret
	mov x2, x3
	b .L1
	mov x0, #0x8000000000000000
	cmp x2, x0
	cset x0, ne
	sub x0, x2, x0
	ret

uat_dec_if_positive_8_acquire:
	ldr x2, [x0]
	cmp x2, #0x0
	b.le .L12
	sub x1, x2, #0x1
	mov x3, x2
	casa x3, x1, [x0]
	cmp x2, x3
	b.ne .L10
	mov x0, x1
	ret
	mov x2, x3
	b .L1
	mov x0, #0x8000000000000000
	cmp x2, x0
	cset x0, ne
	sub x0, x2, x0
	ret

uat_dec_if_positive_8_release:
	ldr x2, [x0]
	cmp x2, #0x0
	b.le .L12
	sub x1, x2, #0x1
	mov x3, x2
	casl x3, x1, [x0]
	cmp x2, x3
	b.ne .L10
	mov x0, x1
	ret
	mov x2, x3
	b .L1
	mov x0, #0x8000000000000000
	cmp x2, x0
	cset x0, ne
	sub x0, x2, x0
	ret

uat_dec_if_positive_8_acq_rel:
	ldr x2, [x0]
	cmp x2, #0x0
	b.le .L12
	sub x1, x2, #0x1
	mov x3, x2
	casal x3, x1, [x0]
	cmp x2, x3
	b.ne .L10
	mov x0, x1
	ret
	mov x2, x3
	b .L1
	mov x0, #0x8000000000000000
	cmp x2, x0
	cset x0, ne
	sub x0, x2, x0
	ret

uat_dec_if_positive_8_seq_cst:
	ldr x2, [x0]
	cmp x2, #0x0
	b.le .L12
	sub x1, x2, #0x1
	mov x3, x2
	casal x3, x1, [x0]
	cmp x2, x3
	b.ne .L10
	mov x0, x1
	ret
	mov x2, x3
	b .L1
	mov x0, #0x8000000000000000
	cmp x2, x0
	cset x0, ne
	sub x0, x2, x0
	ret

uat_dec_if_positive_8_seq_cst_fence:
	ldr x2, [x0]
	cmp x2, #0x0
	b.le .L12
	sub x1, x2, #0x1
	mov x3, x2
	casal x3, x1, [x0]
	cmp x2, x3
	b.ne .L10
	mov x0, x1
	ret
	mov x2, x3
	b .L1
	mov x0, #0x8000000000000000
	cmp x2, x0
	cset x0, ne
	sub x0, x2, x0
	ret

uat_cond_load_8_relaxed:
	mov x2, x0
	ldr x0, [x0]
	cmp x1, x0
	b.ne .L5
	ret
	sevl
	wfe
	ldxr x3, [x2]
	eor x3, x3, x0
	cbnz x3, .L11
	wfe
	ldr x0, [x2]
	cmp x1, x0
	b.ne .L5
	ret

uat_cond_load_8_consume:
	mov x2, x0
	ldr x0, [x0]
	cmp x1, x0
	b.ne .L5
	ret
	sevl
	wfe
	ldxr x3, [x2]
	eor x3, x3, x0
	cbnz x3, .L11
	wfe
	ldr x0, [x2]
	cmp x1, x0
	b.ne .L5
	ret

uat_cond_load_8_acquire:
	mov x2, x0
	ldar x0, [x0]
	cmp x1, x0
	b.ne .L5
	ret
	sevl
	wfe
	ldxr x3, [x2]
	eor x3, x3, x0
	cbnz x3, .L11
	wfe
	ldar x0, [x2]
	cmp x1, x0
	b.ne .L5
	ret

uat_cond_load_8_seq_cst:
	mov x2, x0
	ldar x0, [x0]
	cmp x1, x0
	b.ne .L5
	ret
	sevl
	wfe
	ldxr x3, [x2]
	eor x3, x3, x0
	cbnz x3, .L11
	wfe
	ldar x0, [x2]
	cmp x1, x0
	b.ne .L5
	ret

uat_cond_load_8_seq_cst_fence:
	mov x2, x0
	dmb ish
	ldar x0, [x0]
	cmp x1, x0
	b.ne .L6
	ret
	sevl
	wfe
	ldxr x3, [x2]
	eor x3, x3, x0
	cbnz x3, .L12
	wfe
	ldar x0, [x2]
	cmp x1, x0
	b.ne .L6
	ret

uat_inc_8_relaxed:
	mov x1, #0x1
	stadd x1, [x0]
	ret

uat_inc_8_acquire:
	mov x1, #0x1
	ldadda x1, x1, [x0]
	ret

uat_inc_8_release:
	mov x1, #0x1
	staddl x1, [x0]
	ret

uat_inc_8_acq_rel:
	mov x1, #0x1
	ldaddal x1, x1, [x0]
	ret

uat_inc_8_seq_cst:
	mov x1, #0x1
	ldaddal x1, x1, [x0]
	ret

uat_inc_8_seq_cst_fence:
	mov x1, #0x1
	ldaddal x1, x1, [x0]
	ret

uat_dec_8_relaxed:
	mov x1, #0xffffffffffffffff
	stadd x1, [x0]
	ret

uat_dec_8_acquire:
	mov x1, #0xffffffffffffffff
	ldadda x1, x1, [x0]
	ret

uat_dec_8_release:
	mov x1, #0xffffffffffffffff
	staddl x1, [x0]
	ret

uat_dec_8_acq_rel:
	mov x1, #0xffffffffffffffff
	ldaddal x1, x1, [x0]
	ret

uat_dec_8_seq_cst:
	mov x1, #0xffffffffffffffff
	ldaddal x1, x1, [x0]
	ret

uat_dec_8_seq_cst_fence:
	mov x1, #0xffffffffffffffff
	ldaddal x1, x1, [x0]
	ret

uat_add_around_8_mb:
	dmb ish
	stadd x1, [x0]
	dmb ish
	ret

uat_cmpxchg_dword_16_relaxed:
	mov x6, x0
	mov x1, x3
	mov x0, x2
	mov x3, x5
	mov x2, x4
	casp x0, x1, x2, x3, [x6]
	ret

uat_cmpxchg_dword_16_acquire:
	mov x6, x0
	mov x1, x3
	mov x0, x2
	mov x3, x5
	mov x2, x4
	caspa x0, x1, x2, x3, [x6]
	ret

uat_cmpxchg_dword_16_release:
	mov x6, x0
	mov x1, x3
	mov x0, x2
	mov x3, x5
	mov x2, x4
	caspl x0, x1, x2, x3, [x6]
	ret

uat_cmpxchg_dword_16_acq_rel:
	mov x6, x0
	mov x1, x3
	mov x0, x2
	mov x3, x5
	mov x2, x4
	caspal x0, x1, x2, x3, [x6]
	ret

uat_cmpxchg_dword_16_seq_cst:
	mov x6, x0
	mov x1, x3
	mov x0, x2
	mov x3, x5
	mov x2, x4
	caspal x0, x1, x2, x3, [x6]
	ret

uat_cmpxchg_dword_16_seq_cst_fence_sc:
	mov x6, x0
	mov x1, x3
	mov x0, x2
	mov x3, x5
	mov x2, x4
	caspal x0, x1, x2, x3, [x6]
	ret

uat_cmpxchg_dword_16_seq_cst_fence:
	mov x6, x0
	mov x1, x3
	mov x0, x2
	mov x3, x5
	mov x2, x4
	dmb ish
	casp x0, x1, x2, x3, [x6]
	dmb ish
	ret

uat_try_cmpxchg_dword_16_relaxed:
	mov x7, x2
	mov x8, x3
	mov x6, x0
	mov x2, x4
	mov x3, x5
	mov x0, x7
	mov x1, x8
	casp x0, x1, x2, x3, [x6]
	cmp x8, x1
	ccmp x7, x0, #0x0, eq
	cset w0, eq
	ret

uat_try_cmpxchg_dword_16_acquire:
	mov x7, x2
	mov x8, x3
	mov x6, x0
	mov x2, x4
	mov x3, x5
	mov x0, x7
	mov x1, x8
	caspa x0, x1, x2, x3, [x6]
	cmp x8, x1
	ccmp x7, x0, #0x0, eq
	cset w0, eq
	ret

uat_try_cmpxchg_dword_16_release:
	mov x7, x2
	mov x8, x3
	mov x6, x0
	mov x2, x4
	mov x3, x5
	mov x0, x7
	mov x1, x8
	caspl x0, x1, x2, x3, [x6]
	cmp x8, x1
	ccmp x7, x0, #0x0, eq
	cset w0, eq
	ret

uat_try_cmpxchg_dword_16_acq_rel:
	mov x7, x2
	mov x8, x3
	mov x6, x0
	mov x2, x4
	mov x3, x5
	mov x0, x7
	mov x1, x8
	caspal x0, x1, x2, x3, [x6]
	cmp x8, x1
	ccmp x7, x0, #0x0, eq
	cset w0, eq
	ret

uat_try_cmpxchg_dword_16_seq_cst:
	mov x7, x2
	mov x8, x3
	mov x6, x0
	mov x2, x4
	mov x3, x5
	mov x0, x7
	mov x1, x8
	caspal x0, x1, x2, x3, [x6]
	cmp x8, x1
	ccmp x7, x0, #0x0, eq
	cset w0, eq
	ret

uat_try_cmpxchg_dword_16_seq_cst_fence_sc:
	mov x7, x2
	mov x8, x3
	mov x6, x0
	mov x2, x4
	mov x3, x5
	mov x0, x7
	mov x1, x8
	caspal x0, x1, x2, x3, [x6]
	cmp x8, x1
	ccmp x7, x0, #0x0, eq
	cset w0, eq
	ret

uat_try_cmpxchg_dword_16_seq_cst_fence:
	mov x7, x2
	mov x8, x3
	mov x6, x0
	mov x2, x4
	mov x3, x5
	dmb ish
	mov x0, x7
	mov x1, x8
	casp x0, x1, x2, x3, [x6]
	dmb ish
	cmp x8, x1
	ccmp x7, x0, #0x0, eq
	cset w0, eq
	ret

uat_load_dword_16_relaxed:
	mov x2, x0
	mov x1, #0x0
	mov x0, #0x0
	casp x0, x1, x0, x1, [x2]
	ret

uat_load_dword_16_consume:
	mov x2, x0
	mov x1, #0x0
	mov x0, #0x0
	casp x0, x1, x0, x1, [x2]
	ret

uat_load_dword_16_acquire:
	mov x2, x0
	mov x1, #0x0
	mov x0, #0x0
	caspa x0, x1, x0, x1, [x2]
	ret

uat_load_dword_16_seq_cst:
	mov x2, x0
	mov x1, #0x0
	mov x0, #0x0
	caspa x0, x1, x0, x1, [x2]
	ret

uat_load_dword_16_seq_cst_fence:
	mov x2, x0
	dmb ish
	mov x0, #0x0
	mov x1, #0x0
	caspa x0, x1, x0, x1, [x2]
	ret

uat_smp_mb:
	dmb ish
	ret

uat_smp_rmb:
	dmb ishld
	ret

uat_smp_wmb:
	dmb ishst
	ret

uat_mb:
	dmb sy
	ret

uat_rmb:
	dmb ld
	ret

uat_wmb:
	dmb st
	ret

