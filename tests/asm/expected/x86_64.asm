uat_load_1_relaxed:
	movzbl (%rdi),%eax
	ret

uat_load_1_consume:
	movzbl (%rdi),%eax
	ret

uat_load_1_acquire:
	movzbl (%rdi),%eax
	ret

uat_load_1_seq_cst:
	movzbl (%rdi),%eax
	ret

uat_load_1_seq_cst_fence:
	lock addl $0x0,-0x4(%rsp)
	movzbl (%rdi),%eax
	ret

uat_store_1_relaxed:
	mov %sil,(%rdi)
	ret

uat_store_1_release:
	mov %sil,(%rdi)
	ret

uat_store_1_seq_cst:
	xchg %sil,(%rdi)
	ret

uat_store_1_seq_cst_fence:
	xchg %sil,(%rdi)
	ret

uat_cmpxchg_1_relaxed:
	mov %esi,%eax
	lock cmpxchg %dl,(%rdi)
	ret

uat_cmpxchg_1_acquire:
	mov %esi,%eax
	lock cmpxchg %dl,(%rdi)
	ret

uat_cmpxchg_1_release:
	mov %esi,%eax
	lock cmpxchg %dl,(%rdi)
	ret

uat_cmpxchg_1_acq_rel:
	mov %esi,%eax
	lock cmpxchg %dl,(%rdi)
	ret

uat_cmpxchg_1_seq_cst:
	mov %esi,%eax
	lock cmpxchg %dl,(%rdi)
	ret

uat_cmpxchg_1_seq_cst_fence_sc:
	mov %esi,%eax
	lock cmpxchg %dl,(%rdi)
	ret

uat_cmpxchg_1_seq_cst_fence:
	mov %esi,%eax
	lock cmpxchg %dl,(%rdi)
	ret

uat_cmpxchg_test_1_seq_cst_fence:
	mov %esi,%eax
	lock cmpxchg %dl,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_1_relaxed:
	mov %esi,%eax
	lock cmpxchg %dl,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_1_acquire:
	mov %esi,%eax
	lock cmpxchg %dl,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_1_release:
	mov %esi,%eax
	lock cmpxchg %dl,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_1_acq_rel:
	mov %esi,%eax
	lock cmpxchg %dl,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_1_seq_cst:
	mov %esi,%eax
	lock cmpxchg %dl,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_1_seq_cst_fence_sc:
	mov %esi,%eax
	lock cmpxchg %dl,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_1_seq_cst_fence:
	mov %esi,%eax
	lock cmpxchg %dl,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_1_relaxed:
	mov %esi,%eax
	lock cmpxchg %dl,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_1_acquire:
	mov %esi,%eax
	lock cmpxchg %dl,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_1_release:
	mov %esi,%eax
	lock cmpxchg %dl,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_1_acq_rel:
	mov %esi,%eax
	lock cmpxchg %dl,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_1_seq_cst:
	mov %esi,%eax
	lock cmpxchg %dl,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_1_seq_cst_fence_sc:
	mov %esi,%eax
	lock cmpxchg %dl,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_1_seq_cst_fence:
	mov %esi,%eax
	lock cmpxchg %dl,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_xchg_1_relaxed:
	mov %esi,%eax
	xchg %al,(%rdi)
	ret

uat_xchg_1_acquire:
	mov %esi,%eax
	xchg %al,(%rdi)
	ret

uat_xchg_1_release:
	mov %esi,%eax
	xchg %al,(%rdi)
	ret

uat_xchg_1_acq_rel:
	mov %esi,%eax
	xchg %al,(%rdi)
	ret

uat_xchg_1_seq_cst:
	mov %esi,%eax
	xchg %al,(%rdi)
	ret

uat_xchg_1_seq_cst_fence:
	mov %esi,%eax
	xchg %al,(%rdi)
	ret

uat_add_return_1_relaxed:
	mov %esi,%eax
	lock xadd %al,(%rdi)
	add %esi,%eax
	ret

uat_add_return_1_acquire:
	mov %esi,%eax
	lock xadd %al,(%rdi)
	add %esi,%eax
	ret

uat_add_return_1_release:
	mov %esi,%eax
	lock xadd %al,(%rdi)
	add %esi,%eax
	ret

uat_add_return_1_acq_rel:
	mov %esi,%eax
	lock xadd %al,(%rdi)
	add %esi,%eax
	ret

uat_add_return_1_seq_cst:
	mov %esi,%eax
	lock xadd %al,(%rdi)
	add %esi,%eax
	ret

uat_add_return_1_seq_cst_fence:
	mov %esi,%eax
	lock xadd %al,(%rdi)
	add %esi,%eax
	ret

uat_add_1_relaxed:
	lock add %sil,(%rdi)
	ret

uat_add_1_acquire:
	lock add %sil,(%rdi)
	ret

uat_add_1_release:
	lock add %sil,(%rdi)
	ret

uat_add_1_acq_rel:
	lock add %sil,(%rdi)
	ret

uat_add_1_seq_cst:
	lock add %sil,(%rdi)
	ret

uat_add_1_seq_cst_fence:
	lock add %sil,(%rdi)
	ret

uat_and_1_relaxed:
	lock and %sil,(%rdi)
	ret

uat_and_1_acquire:
	lock and %sil,(%rdi)
	ret

uat_and_1_release:
	lock and %sil,(%rdi)
	ret

uat_and_1_acq_rel:
	lock and %sil,(%rdi)
	ret

uat_and_1_seq_cst:
	lock and %sil,(%rdi)
	ret

uat_and_1_seq_cst_fence:
	lock and %sil,(%rdi)
	ret

uat_or_1_relaxed:
	lock or %sil,(%rdi)
	ret

uat_or_1_acquire:
	lock or %sil,(%rdi)
	ret

uat_or_1_release:
	lock or %sil,(%rdi)
	ret

uat_or_1_acq_rel:
	lock or %sil,(%rdi)
	ret

uat_or_1_seq_cst:
	lock or %sil,(%rdi)
	ret

uat_or_1_seq_cst_fence:
	lock or %sil,(%rdi)
	ret

uat_xor_1_relaxed:
	lock xor %sil,(%rdi)
	ret

uat_xor_1_acquire:
	lock xor %sil,(%rdi)
	ret

uat_xor_1_release:
	lock xor %sil,(%rdi)
	ret

uat_xor_1_acq_rel:
	lock xor %sil,(%rdi)
	ret

uat_xor_1_seq_cst:
	lock xor %sil,(%rdi)
	ret

uat_xor_1_seq_cst_fence:
	lock xor %sil,(%rdi)
	ret

uat_fetch_add_1_relaxed:
	mov %esi,%eax
	lock xadd %al,(%rdi)
	ret

uat_fetch_add_1_acquire:
	mov %esi,%eax
	lock xadd %al,(%rdi)
	ret

uat_fetch_add_1_release:
	mov %esi,%eax
	lock xadd %al,(%rdi)
	ret

uat_fetch_add_1_acq_rel:
	mov %esi,%eax
	lock xadd %al,(%rdi)
	ret

uat_fetch_add_1_seq_cst:
	mov %esi,%eax
	lock xadd %al,(%rdi)
	ret

uat_fetch_add_1_seq_cst_fence:
	mov %esi,%eax
	lock xadd %al,(%rdi)
	ret

uat_fetch_and_1_relaxed:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_and_1_acquire:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_and_1_release:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_and_1_acq_rel:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_and_1_seq_cst:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_and_1_seq_cst_fence:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_or_1_relaxed:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_or_1_acquire:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_or_1_release:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_or_1_acq_rel:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_or_1_seq_cst:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_or_1_seq_cst_fence:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_xor_1_relaxed:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_xor_1_acquire:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_xor_1_release:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_xor_1_acq_rel:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_xor_1_seq_cst:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_xor_1_seq_cst_fence:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_smax_1_relaxed:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %sil,%al
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_smax_1_acquire:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %sil,%al
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_smax_1_release:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %sil,%al
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_smax_1_acq_rel:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %sil,%al
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_smax_1_seq_cst:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %sil,%al
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_smax_1_seq_cst_fence:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %sil,%al
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_umax_1_relaxed:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %al,%sil
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_umax_1_acquire:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %al,%sil
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_umax_1_release:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %al,%sil
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_umax_1_acq_rel:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %al,%sil
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_umax_1_seq_cst:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %al,%sil
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_umax_1_seq_cst_fence:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %al,%sil
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_smin_1_relaxed:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %sil,%al
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_smin_1_acquire:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %sil,%al
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_smin_1_release:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %sil,%al
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_smin_1_acq_rel:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %sil,%al
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_smin_1_seq_cst:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %sil,%al
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_smin_1_seq_cst_fence:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %sil,%al
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_umin_1_relaxed:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %al,%sil
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_umin_1_acquire:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %al,%sil
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_umin_1_release:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %al,%sil
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_umin_1_acq_rel:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %al,%sil
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_umin_1_seq_cst:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %al,%sil
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_fetch_umin_1_seq_cst_fence:
	movzbl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %al,%sil
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L2
	ret

uat_test_and_set_bit_1_relaxed:
	and $0x7,%esi
	movzbl (%rdi),%eax
	mov %esi,%ecx
	mov $0x1,%esi
	shl %cl,%esi
	mov %esi,%ecx
	nopl 0x0(%rax)
	movzbl %al,%edx
	or %rcx,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L7
	movzbl %al,%eax
	test %esi,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_1_acquire:
	and $0x7,%esi
	movzbl (%rdi),%eax
	mov %esi,%ecx
	mov $0x1,%esi
	shl %cl,%esi
	mov %esi,%ecx
	nopl 0x0(%rax)
	movzbl %al,%edx
	or %rcx,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L7
	movzbl %al,%eax
	test %esi,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_1_release:
	and $0x7,%esi
	movzbl (%rdi),%eax
	mov %esi,%ecx
	mov $0x1,%esi
	shl %cl,%esi
	mov %esi,%ecx
	nopl 0x0(%rax)
	movzbl %al,%edx
	or %rcx,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L7
	movzbl %al,%eax
	test %esi,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_1_acq_rel:
	and $0x7,%esi
	movzbl (%rdi),%eax
	mov %esi,%ecx
	mov $0x1,%esi
	shl %cl,%esi
	mov %esi,%ecx
	nopl 0x0(%rax)
	movzbl %al,%edx
	or %rcx,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L7
	movzbl %al,%eax
	test %esi,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_1_seq_cst:
	and $0x7,%esi
	movzbl (%rdi),%eax
	mov %esi,%ecx
	mov $0x1,%esi
	shl %cl,%esi
	mov %esi,%ecx
	nopl 0x0(%rax)
	movzbl %al,%edx
	or %rcx,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L7
	movzbl %al,%eax
	test %esi,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_1_seq_cst_fence:
	and $0x7,%esi
	movzbl (%rdi),%eax
	mov %esi,%ecx
	mov $0x1,%esi
	shl %cl,%esi
	mov %esi,%ecx
	nopl 0x0(%rax)
	movzbl %al,%edx
	or %rcx,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L7
	movzbl %al,%eax
	test %esi,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_1_relaxed:
	and $0x7,%esi
	movzbl (%rdi),%eax
	mov %esi,%ecx
	mov $0x1,%esi
	shl %cl,%esi
	mov %esi,%ecx
	not %ecx
	nopl 0x0(%rax,%rax,1)
	movzbl %al,%edx
	and %rcx,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L8
	movzbl %al,%eax
	test %esi,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_1_acquire:
	and $0x7,%esi
	movzbl (%rdi),%eax
	mov %esi,%ecx
	mov $0x1,%esi
	shl %cl,%esi
	mov %esi,%ecx
	not %ecx
	nopl 0x0(%rax,%rax,1)
	movzbl %al,%edx
	and %rcx,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L8
	movzbl %al,%eax
	test %esi,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_1_release:
	and $0x7,%esi
	movzbl (%rdi),%eax
	mov %esi,%ecx
	mov $0x1,%esi
	shl %cl,%esi
	mov %esi,%ecx
	not %ecx
	nopl 0x0(%rax,%rax,1)
	movzbl %al,%edx
	and %rcx,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L8
	movzbl %al,%eax
	test %esi,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_1_acq_rel:
	and $0x7,%esi
	movzbl (%rdi),%eax
	mov %esi,%ecx
	mov $0x1,%esi
	shl %cl,%esi
	mov %esi,%ecx
	not %ecx
	nopl 0x0(%rax,%rax,1)
	movzbl %al,%edx
	and %rcx,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L8
	movzbl %al,%eax
	test %esi,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_1_seq_cst:
	and $0x7,%esi
	movzbl (%rdi),%eax
	mov %esi,%ecx
	mov $0x1,%esi
	shl %cl,%esi
	mov %esi,%ecx
	not %ecx
	nopl 0x0(%rax,%rax,1)
	movzbl %al,%edx
	and %rcx,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L8
	movzbl %al,%eax
	test %esi,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_1_seq_cst_fence:
	and $0x7,%esi
	movzbl (%rdi),%eax
	mov %esi,%ecx
	mov $0x1,%esi
	shl %cl,%esi
	mov %esi,%ecx
	not %ecx
	nopl 0x0(%rax,%rax,1)
	movzbl %al,%edx
	and %rcx,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L8
	movzbl %al,%eax
	test %esi,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_1_relaxed:
	and $0x7,%esi
	movzbl (%rdi),%eax
	mov %esi,%ecx
	mov $0x1,%esi
	shl %cl,%esi
	mov %esi,%ecx
	nopl 0x0(%rax)
	movzbl %al,%edx
	xor %rcx,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L7
	movzbl %al,%eax
	test %esi,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_1_acquire:
	and $0x7,%esi
	movzbl (%rdi),%eax
	mov %esi,%ecx
	mov $0x1,%esi
	shl %cl,%esi
	mov %esi,%ecx
	nopl 0x0(%rax)
	movzbl %al,%edx
	xor %rcx,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L7
	movzbl %al,%eax
	test %esi,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_1_release:
	and $0x7,%esi
	movzbl (%rdi),%eax
	mov %esi,%ecx
	mov $0x1,%esi
	shl %cl,%esi
	mov %esi,%ecx
	nopl 0x0(%rax)
	movzbl %al,%edx
	xor %rcx,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L7
	movzbl %al,%eax
	test %esi,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_1_acq_rel:
	and $0x7,%esi
	movzbl (%rdi),%eax
	mov %esi,%ecx
	mov $0x1,%esi
	shl %cl,%esi
	mov %esi,%ecx
	nopl 0x0(%rax)
	movzbl %al,%edx
	xor %rcx,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L7
	movzbl %al,%eax
	test %esi,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_1_seq_cst:
	and $0x7,%esi
	movzbl (%rdi),%eax
	mov %esi,%ecx
	mov $0x1,%esi
	shl %cl,%esi
	mov %esi,%ecx
	nopl 0x0(%rax)
	movzbl %al,%edx
	xor %rcx,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L7
	movzbl %al,%eax
	test %esi,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_1_seq_cst_fence:
	and $0x7,%esi
	movzbl (%rdi),%eax
	mov %esi,%ecx
	mov $0x1,%esi
	shl %cl,%esi
	mov %esi,%ecx
	nopl 0x0(%rax)
	movzbl %al,%edx
	xor %rcx,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L7
	movzbl %al,%eax
	test %esi,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_fetch_add_unless_1_relaxed:
	movzbl (%rdi),%eax
	cmp %al,%dl
	je .L6
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cl,(%rdi)
	jne .L1
	ret

uat_fetch_add_unless_1_acquire:
	movzbl (%rdi),%eax
	cmp %al,%dl
	je .L6
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cl,(%rdi)
	jne .L1
	ret

uat_fetch_add_unless_1_release:
	movzbl (%rdi),%eax
	cmp %al,%dl
	je .L6
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cl,(%rdi)
	jne .L1
	ret

uat_fetch_add_unless_1_acq_rel:
	movzbl (%rdi),%eax
	cmp %al,%dl
	je .L6
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cl,(%rdi)
	jne .L1
	ret

uat_fetch_add_unless_1_seq_cst:
	movzbl (%rdi),%eax
	cmp %al,%dl
	je .L6
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cl,(%rdi)
	jne .L1
	ret

uat_fetch_add_unless_1_seq_cst_fence:
	movzbl (%rdi),%eax
	cmp %al,%dl
	je .L6
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cl,(%rdi)
	jne .L1
	ret

uat_add_unless_1_relaxed:
	movzbl (%rdi),%eax
	cmp %al,%dl
	je .L9
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cl,(%rdi)
	jne .L1
	mov $0x1,%eax
	ret
	cs nopw 0x0(%rax,%rax,1)
	xor %eax,%eax
	ret

uat_add_unless_1_acquire:
	movzbl (%rdi),%eax
	cmp %al,%dl
	je .L9
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cl,(%rdi)
	jne .L1
	mov $0x1,%eax
	ret
	cs nopw 0x0(%rax,%rax,1)
	xor %eax,%eax
	ret

uat_add_unless_1_release:
	movzbl (%rdi),%eax
	cmp %al,%dl
	je .L9
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cl,(%rdi)
	jne .L1
	mov $0x1,%eax
	ret
	cs nopw 0x0(%rax,%rax,1)
	xor %eax,%eax
	ret

uat_add_unless_1_acq_rel:
	movzbl (%rdi),%eax
	cmp %al,%dl
	je .L9
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cl,(%rdi)
	jne .L1
	mov $0x1,%eax
	ret
	cs nopw 0x0(%rax,%rax,1)
	xor %eax,%eax
	ret

uat_add_unless_1_seq_cst:
	movzbl (%rdi),%eax
	cmp %al,%dl
	je .L9
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cl,(%rdi)
	jne .L1
	mov $0x1,%eax
	ret
	cs nopw 0x0(%rax,%rax,1)
	xor %eax,%eax
	ret

uat_add_unless_1_seq_cst_fence:
	movzbl (%rdi),%eax
	cmp %al,%dl
	je .L9
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cl,(%rdi)
	jne .L1
	mov $0x1,%eax
	ret
	cs nopw 0x0(%rax,%rax,1)
	xor %eax,%eax
	ret

uat_dec_if_positive_1_relaxed:
	movzbl (%rdi),%eax
	test %al,%al
	jle .L9
	lea -0x1(%rax),%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	sub $0x1,%eax
	ret
	nopl 0x0(%rax)
	cmp $0x80,%al
	setne %dl
	sub %edx,%eax
	ret

uat_dec_if_positive_1_acquire:
	movzbl (%rdi),%eax
	test %al,%al
	jle .L9
	lea -0x1(%rax),%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	sub $0x1,%eax
	ret
	nopl 0x0(%rax)
	cmp $0x80,%al
	setne %dl
	sub %edx,%eax
	ret

uat_dec_if_positive_1_release:
	movzbl (%rdi),%eax
	test %al,%al
	jle .L9
	lea -0x1(%rax),%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	sub $0x1,%eax
	ret
	nopl 0x0(%rax)
	cmp $0x80,%al
	setne %dl
	sub %edx,%eax
	ret

uat_dec_if_positive_1_acq_rel:
	movzbl (%rdi),%eax
	test %al,%al
	jle .L9
	lea -0x1(%rax),%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	sub $0x1,%eax
	ret
	nopl 0x0(%rax)
	cmp $0x80,%al
	setne %dl
	sub %edx,%eax
	ret

uat_dec_if_positive_1_seq_cst:
	movzbl (%rdi),%eax
	test %al,%al
	jle .L9
	lea -0x1(%rax),%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	sub $0x1,%eax
	ret
	nopl 0x0(%rax)
	cmp $0x80,%al
	setne %dl
	sub %edx,%eax
	ret

uat_dec_if_positive_1_seq_cst_fence:
	movzbl (%rdi),%eax
	test %al,%al
	jle .L9
	lea -0x1(%rax),%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	sub $0x1,%eax
	ret
	nopl 0x0(%rax)
	cmp $0x80,%al
	setne %dl
	sub %edx,%eax
	ret

uat_cond_load_1_relaxed:
	movzbl (%rdi),%eax
	mov %esi,%edx
	cmp %al,%sil
	jne .L6
	ret
	nopl 0x0(%rax,%rax,1)
	pause
	movzbl (%rdi),%eax
	cmp %al,%dl
	jne .L6
	ret

uat_cond_load_1_consume:
	movzbl (%rdi),%eax
	mov %esi,%edx
	cmp %al,%sil
	jne .L6
	ret
	nopl 0x0(%rax,%rax,1)
	pause
	movzbl (%rdi),%eax
	cmp %al,%dl
	jne .L6
	ret

uat_cond_load_1_acquire:
	movzbl (%rdi),%eax
	mov %esi,%edx
	cmp %al,%sil
	jne .L6
	ret
	nopl 0x0(%rax,%rax,1)
	pause
	movzbl (%rdi),%eax
	cmp %al,%dl
	jne .L6
	ret

uat_cond_load_1_seq_cst:
	movzbl (%rdi),%eax
	mov %esi,%edx
	cmp %al,%sil
	jne .L6
	ret
	nopl 0x0(%rax,%rax,1)
	pause
	movzbl (%rdi),%eax
	cmp %al,%dl
	jne .L6
	ret

uat_cond_load_1_seq_cst_fence:
	mov %esi,%edx
	lock addl $0x0,-0x4(%rsp)
	movzbl (%rdi),%eax
	cmp %al,%sil
	jne .L7
	ret
	nopl 0x0(%rax)
	pause
	movzbl (%rdi),%eax
	cmp %al,%dl
	jne .L7
	ret

uat_inc_1_relaxed:
	lock incb (%rdi)
	ret

uat_inc_1_acquire:
	lock incb (%rdi)
	ret

uat_inc_1_release:
	lock incb (%rdi)
	ret

uat_inc_1_acq_rel:
	lock incb (%rdi)
	ret

uat_inc_1_seq_cst:
	lock incb (%rdi)
	ret

uat_inc_1_seq_cst_fence:
	lock incb (%rdi)
	ret

uat_dec_1_relaxed:
	lock decb (%rdi)
	ret

uat_dec_1_acquire:
	lock decb (%rdi)
	ret

uat_dec_1_release:
	lock decb (%rdi)
	ret

uat_dec_1_acq_rel:
	lock decb (%rdi)
	ret

uat_dec_1_seq_cst:
	lock decb (%rdi)
	ret

uat_dec_1_seq_cst_fence:
	lock decb (%rdi)
	ret

uat_add_around_1_mb:
	lock add %sil,(%rdi)
	ret

uat_load_2_relaxed:
	movzwl (%rdi),%eax
	ret

uat_load_2_consume:
	movzwl (%rdi),%eax
	ret

uat_load_2_acquire:
	movzwl (%rdi),%eax
	ret

uat_load_2_seq_cst:
	movzwl (%rdi),%eax
	ret

uat_load_2_seq_cst_fence:
	lock addl $0x0,-0x4(%rsp)
	movzwl (%rdi),%eax
	ret

uat_store_2_relaxed:
	mov %si,(%rdi)
	ret

uat_store_2_release:
	mov %si,(%rdi)
	ret

uat_store_2_seq_cst:
	xchg %si,(%rdi)
	ret

uat_store_2_seq_cst_fence:
	xchg %si,(%rdi)
	ret

uat_cmpxchg_2_relaxed:
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	ret

uat_cmpxchg_2_acquire:
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	ret

uat_cmpxchg_2_release:
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	ret

uat_cmpxchg_2_acq_rel:
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	ret

uat_cmpxchg_2_seq_cst:
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	ret

uat_cmpxchg_2_seq_cst_fence_sc:
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	ret

uat_cmpxchg_2_seq_cst_fence:
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	ret

uat_cmpxchg_test_2_seq_cst_fence:
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_2_relaxed:
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_2_acquire:
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_2_release:
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_2_acq_rel:
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_2_seq_cst:
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_2_seq_cst_fence_sc:
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_2_seq_cst_fence:
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_2_relaxed:
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_2_acquire:
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_2_release:
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_2_acq_rel:
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_2_seq_cst:
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_2_seq_cst_fence_sc:
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_2_seq_cst_fence:
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_xchg_2_relaxed:
	mov %esi,%eax
	xchg %ax,(%rdi)
	ret

uat_xchg_2_acquire:
	mov %esi,%eax
	xchg %ax,(%rdi)
	ret

uat_xchg_2_release:
	mov %esi,%eax
	xchg %ax,(%rdi)
	ret

uat_xchg_2_acq_rel:
	mov %esi,%eax
	xchg %ax,(%rdi)
	ret

uat_xchg_2_seq_cst:
	mov %esi,%eax
	xchg %ax,(%rdi)
	ret

uat_xchg_2_seq_cst_fence:
	mov %esi,%eax
	xchg %ax,(%rdi)
	ret

uat_add_return_2_relaxed:
	mov %esi,%eax
	lock xadd %ax,(%rdi)
	add %esi,%eax
	ret

uat_add_return_2_acquire:
	mov %esi,%eax
	lock xadd %ax,(%rdi)
	add %esi,%eax
	ret

uat_add_return_2_release:
	mov %esi,%eax
	lock xadd %ax,(%rdi)
	add %esi,%eax
	ret

uat_add_return_2_acq_rel:
	mov %esi,%eax
	lock xadd %ax,(%rdi)
	add %esi,%eax
	ret

uat_add_return_2_seq_cst:
	mov %esi,%eax
	lock xadd %ax,(%rdi)
	add %esi,%eax
	ret

uat_add_return_2_seq_cst_fence:
	mov %esi,%eax
	lock xadd %ax,(%rdi)
	add %esi,%eax
	ret

uat_add_2_relaxed:
	lock add %si,(%rdi)
	ret

uat_add_2_acquire:
	lock add %si,(%rdi)
	ret

uat_add_2_release:
	lock add %si,(%rdi)
	ret

uat_add_2_acq_rel:
	lock add %si,(%rdi)
	ret

uat_add_2_seq_cst:
	lock add %si,(%rdi)
	ret

uat_add_2_seq_cst_fence:
	lock add %si,(%rdi)
	ret

uat_and_2_relaxed:
	lock and %si,(%rdi)
	ret

uat_and_2_acquire:
	lock and %si,(%rdi)
	ret

uat_and_2_release:
	lock and %si,(%rdi)
	ret

uat_and_2_acq_rel:
	lock and %si,(%rdi)
	ret

uat_and_2_seq_cst:
	lock and %si,(%rdi)
	ret

uat_and_2_seq_cst_fence:
	lock and %si,(%rdi)
	ret

uat_or_2_relaxed:
	lock or %si,(%rdi)
	ret

uat_or_2_acquire:
	lock or %si,(%rdi)
	ret

uat_or_2_release:
	lock or %si,(%rdi)
	ret

uat_or_2_acq_rel:
	lock or %si,(%rdi)
	ret

uat_or_2_seq_cst:
	lock or %si,(%rdi)
	ret

uat_or_2_seq_cst_fence:
	lock or %si,(%rdi)
	ret

uat_xor_2_relaxed:
	lock xor %si,(%rdi)
	ret

uat_xor_2_acquire:
	lock xor %si,(%rdi)
	ret

uat_xor_2_release:
	lock xor %si,(%rdi)
	ret

uat_xor_2_acq_rel:
	lock xor %si,(%rdi)
	ret

uat_xor_2_seq_cst:
	lock xor %si,(%rdi)
	ret

uat_xor_2_seq_cst_fence:
	lock xor %si,(%rdi)
	ret

uat_fetch_add_2_relaxed:
	mov %esi,%eax
	lock xadd %ax,(%rdi)
	ret

uat_fetch_add_2_acquire:
	mov %esi,%eax
	lock xadd %ax,(%rdi)
	ret

uat_fetch_add_2_release:
	mov %esi,%eax
	lock xadd %ax,(%rdi)
	ret

uat_fetch_add_2_acq_rel:
	mov %esi,%eax
	lock xadd %ax,(%rdi)
	ret

uat_fetch_add_2_seq_cst:
	mov %esi,%eax
	lock xadd %ax,(%rdi)
	ret

uat_fetch_add_2_seq_cst_fence:
	mov %esi,%eax
	lock xadd %ax,(%rdi)
	ret

uat_fetch_and_2_relaxed:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_and_2_acquire:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_and_2_release:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_and_2_acq_rel:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_and_2_seq_cst:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_and_2_seq_cst_fence:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_or_2_relaxed:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_or_2_acquire:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_or_2_release:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_or_2_acq_rel:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_or_2_seq_cst:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_or_2_seq_cst_fence:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_xor_2_relaxed:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_xor_2_acquire:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_xor_2_release:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_xor_2_acq_rel:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_xor_2_seq_cst:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_xor_2_seq_cst_fence:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_smax_2_relaxed:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %si,%ax
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_smax_2_acquire:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %si,%ax
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_smax_2_release:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %si,%ax
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_smax_2_acq_rel:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %si,%ax
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_smax_2_seq_cst:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %si,%ax
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_smax_2_seq_cst_fence:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %si,%ax
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_umax_2_relaxed:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %ax,%si
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_umax_2_acquire:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %ax,%si
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_umax_2_release:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %ax,%si
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_umax_2_acq_rel:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %ax,%si
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_umax_2_seq_cst:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %ax,%si
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_umax_2_seq_cst_fence:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %ax,%si
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_smin_2_relaxed:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %si,%ax
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_smin_2_acquire:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %si,%ax
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_smin_2_release:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %si,%ax
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_smin_2_acq_rel:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %si,%ax
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_smin_2_seq_cst:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %si,%ax
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_smin_2_seq_cst_fence:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %si,%ax
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_umin_2_relaxed:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %ax,%si
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_umin_2_acquire:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %ax,%si
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_umin_2_release:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %ax,%si
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_umin_2_acq_rel:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %ax,%si
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_umin_2_seq_cst:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %ax,%si
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_fetch_umin_2_seq_cst_fence:
	movzwl (%rdi),%eax
	nopl 0x0(%rax,%rax,1)
	cmp %ax,%si
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L2
	ret

uat_test_and_set_bit_2_relaxed:
	and $0xf,%esi
	lock bts %si,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_2_acquire:
	and $0xf,%esi
	lock bts %si,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_2_release:
	and $0xf,%esi
	lock bts %si,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_2_acq_rel:
	and $0xf,%esi
	lock bts %si,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_2_seq_cst:
	and $0xf,%esi
	lock bts %si,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_2_seq_cst_fence:
	and $0xf,%esi
	lock bts %si,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_2_relaxed:
	and $0xf,%esi
	lock btr %si,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_2_acquire:
	and $0xf,%esi
	lock btr %si,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_2_release:
	and $0xf,%esi
	lock btr %si,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_2_acq_rel:
	and $0xf,%esi
	lock btr %si,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_2_seq_cst:
	and $0xf,%esi
	lock btr %si,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_2_seq_cst_fence:
	and $0xf,%esi
	lock btr %si,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_2_relaxed:
	and $0xf,%esi
	lock btc %si,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_2_acquire:
	and $0xf,%esi
	lock btc %si,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_2_release:
	and $0xf,%esi
	lock btc %si,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_2_acq_rel:
	and $0xf,%esi
	lock btc %si,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_2_seq_cst:
	and $0xf,%esi
	lock btc %si,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_2_seq_cst_fence:
	and $0xf,%esi
	lock btc %si,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_fetch_add_unless_2_relaxed:
	movzwl (%rdi),%eax
	cmp %ax,%dx
	je .L6
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cx,(%rdi)
	jne .L1
	ret

uat_fetch_add_unless_2_acquire:
	movzwl (%rdi),%eax
	cmp %ax,%dx
	je .L6
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cx,(%rdi)
	jne .L1
	ret

uat_fetch_add_unless_2_release:
	movzwl (%rdi),%eax
	cmp %ax,%dx
	je .L6
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cx,(%rdi)
	jne .L1
	ret

uat_fetch_add_unless_2_acq_rel:
	movzwl (%rdi),%eax
	cmp %ax,%dx
	je .L6
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cx,(%rdi)
	jne .L1
	ret

uat_fetch_add_unless_2_seq_cst:
	movzwl (%rdi),%eax
	cmp %ax,%dx
	je .L6
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cx,(%rdi)
	jne .L1
	ret

uat_fetch_add_unless_2_seq_cst_fence:
	movzwl (%rdi),%eax
	cmp %ax,%dx
	je .L6
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cx,(%rdi)
	jne .L1
	ret

uat_add_unless_2_relaxed:
	movzwl (%rdi),%eax
	cmp %ax,%dx
	je .L9
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cx,(%rdi)
	jne .L1
	mov $0x1,%eax
	ret
	nopl 0x0(%rax,%rax,1)
	xor %eax,%eax
	ret

uat_add_unless_2_acquire:
	movzwl (%rdi),%eax
	cmp %ax,%dx
	je .L9
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cx,(%rdi)
	jne .L1
	mov $0x1,%eax
	ret
	nopl 0x0(%rax,%rax,1)
	xor %eax,%eax
	ret

uat_add_unless_2_release:
	movzwl (%rdi),%eax
	cmp %ax,%dx
	je .L9
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cx,(%rdi)
	jne .L1
	mov $0x1,%eax
	ret
	nopl 0x0(%rax,%rax,1)
	xor %eax,%eax
	ret

uat_add_unless_2_acq_rel:
	movzwl (%rdi),%eax
	cmp %ax,%dx
	je .L9
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cx,(%rdi)
	jne .L1
	mov $0x1,%eax
	ret
	nopl 0x0(%rax,%rax,1)
	xor %eax,%eax
	ret

uat_add_unless_2_seq_cst:
	movzwl (%rdi),%eax
	cmp %ax,%dx
	je .L9
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cx,(%rdi)
	jne .L1
	mov $0x1,%eax
	ret
	nopl 0x0(%rax,%rax,1)
	xor %eax,%eax
	ret

uat_add_unless_2_seq_cst_fence:
	movzwl (%rdi),%eax
	cmp %ax,%dx
	je .L9
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cx,(%rdi)
	jne .L1
	mov $0x1,%eax
	ret
	nopl 0x0(%rax,%rax,1)
	xor %eax,%eax
	ret

uat_dec_if_positive_2_relaxed:
	movzwl (%rdi),%eax
	test %ax,%ax
	jle .L9
	lea -0x1(%rax),%edx
	lock cmpxchg %dx,(%rdi)
	jne .L1
	sub $0x1,%eax
	ret
	cs nopw 0x0(%rax,%rax,1)
	xor %edx,%edx
	cmp $0x8000,%ax
	setne %dl
	sub %edx,%eax
	ret

uat_dec_if_positive_2_acquire:
	movzwl (%rdi),%eax
	test %ax,%ax
	jle .L9
	lea -0x1(%rax),%edx
	lock cmpxchg %dx,(%rdi)
	jne .L1
	sub $0x1,%eax
	ret
	cs nopw 0x0(%rax,%rax,1)
	xor %edx,%edx
	cmp $0x8000,%ax
	setne %dl
	sub %edx,%eax
	ret

uat_dec_if_positive_2_release:
	movzwl (%rdi),%eax
	test %ax,%ax
	jle .L9
	lea -0x1(%rax),%edx
	lock cmpxchg %dx,(%rdi)
	jne .L1
	sub $0x1,%eax
	ret
	cs nopw 0x0(%rax,%rax,1)
	xor %edx,%edx
	cmp $0x8000,%ax
	setne %dl
	sub %edx,%eax
	ret

uat_dec_if_positive_2_acq_rel:
	movzwl (%rdi),%eax
	test %ax,%ax
	jle .L9
	lea -0x1(%rax),%edx
	lock cmpxchg %dx,(%rdi)
	jne .L1
	sub $0x1,%eax
	ret
	cs nopw 0x0(%rax,%rax,1)
	xor %edx,%edx
	cmp $0x8000,%ax
	setne %dl
	sub %edx,%eax
	ret

uat_dec_if_positive_2_seq_cst:
	movzwl (%rdi),%eax
	test %ax,%ax
	jle .L9
	lea -0x1(%rax),%edx
	lock cmpxchg %dx,(%rdi)
	jne .L1
	sub $0x1,%eax
	ret
	cs nopw 0x0(%rax,%rax,1)
	xor %edx,%edx
	cmp $0x8000,%ax
	setne %dl
	sub %edx,%eax
	ret

uat_dec_if_positive_2_seq_cst_fence:
	movzwl (%rdi),%eax
	test %ax,%ax
	jle .L9
	lea -0x1(%rax),%edx
	lock cmpxchg %dx,(%rdi)
	jne .L1
	sub $0x1,%eax
	ret
	cs nopw 0x0(%rax,%rax,1)
	xor %edx,%edx
	cmp $0x8000,%ax
	setne %dl
	sub %edx,%eax
	ret

uat_cond_load_2_relaxed:
	movzwl (%rdi),%eax
	mov %esi,%edx
	cmp %ax,%si
	jne .L6
	ret
	nopl 0x0(%rax,%rax,1)
	pause
	movzwl (%rdi),%eax
	cmp %ax,%dx
	jne .L6
	ret

uat_cond_load_2_consume:
	movzwl (%rdi),%eax
	mov %esi,%edx
	cmp %ax,%si
	jne .L6
	ret
	nopl 0x0(%rax,%rax,1)
	pause
	movzwl (%rdi),%eax
	cmp %ax,%dx
	jne .L6
	ret

uat_cond_load_2_acquire:
	movzwl (%rdi),%eax
	mov %esi,%edx
	cmp %ax,%si
	jne .L6
	ret
	nopl 0x0(%rax,%rax,1)
	pause
	movzwl (%rdi),%eax
	cmp %ax,%dx
	jne .L6
	ret

uat_cond_load_2_seq_cst:
	movzwl (%rdi),%eax
	mov %esi,%edx
	cmp %ax,%si
	jne .L6
	ret
	nopl 0x0(%rax,%rax,1)
	pause
	movzwl (%rdi),%eax
	cmp %ax,%dx
	jne .L6
	ret

uat_cond_load_2_seq_cst_fence:
	mov %esi,%edx
	lock addl $0x0,-0x4(%rsp)
	movzwl (%rdi),%eax
	cmp %ax,%si
	jne .L7
	ret
	nopl 0x0(%rax)
	pause
	movzwl (%rdi),%eax
	cmp %ax,%dx
	jne .L7
	ret

uat_inc_2_relaxed:
	lock incw (%rdi)
	ret

uat_inc_2_acquire:
	lock incw (%rdi)
	ret

uat_inc_2_release:
	lock incw (%rdi)
	ret

uat_inc_2_acq_rel:
	lock incw (%rdi)
	ret

uat_inc_2_seq_cst:
	lock incw (%rdi)
	ret

uat_inc_2_seq_cst_fence:
	lock incw (%rdi)
	ret

uat_dec_2_relaxed:
	lock decw (%rdi)
	ret

uat_dec_2_acquire:
	lock decw (%rdi)
	ret

uat_dec_2_release:
	lock decw (%rdi)
	ret

uat_dec_2_acq_rel:
	lock decw (%rdi)
	ret

uat_dec_2_seq_cst:
	lock decw (%rdi)
	ret

uat_dec_2_seq_cst_fence:
	lock decw (%rdi)
	ret

uat_add_around_2_mb:
	lock add %si,(%rdi)
	ret

uat_load_4_relaxed:
	mov (%rdi),%eax
	ret

uat_load_4_consume:
	mov (%rdi),%eax
	ret

uat_load_4_acquire:
	mov (%rdi),%eax
	ret

uat_load_4_seq_cst:
	mov (%rdi),%eax
	ret

uat_load_4_seq_cst_fence:
	lock addl $0x0,-0x4(%rsp)
	mov (%rdi),%eax
	ret

uat_store_4_relaxed:
	mov %esi,(%rdi)
	ret

uat_store_4_release:
	mov %esi,(%rdi)
	ret

uat_store_4_seq_cst:
	xchg %esi,(%rdi)
	ret

uat_store_4_seq_cst_fence:
	xchg %esi,(%rdi)
	ret

uat_cmpxchg_4_relaxed:
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	ret

uat_cmpxchg_4_acquire:
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	ret

uat_cmpxchg_4_release:
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	ret

uat_cmpxchg_4_acq_rel:
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	ret

uat_cmpxchg_4_seq_cst:
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	ret

uat_cmpxchg_4_seq_cst_fence_sc:
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	ret

uat_cmpxchg_4_seq_cst_fence:
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	ret

uat_cmpxchg_test_4_seq_cst_fence:
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_4_relaxed:
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_4_acquire:
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_4_release:
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_4_acq_rel:
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_4_seq_cst:
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_4_seq_cst_fence_sc:
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_4_seq_cst_fence:
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_4_relaxed:
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_4_acquire:
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_4_release:
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_4_acq_rel:
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_4_seq_cst:
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_4_seq_cst_fence_sc:
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_4_seq_cst_fence:
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_xchg_4_relaxed:
	mov %esi,%eax
	xchg %eax,(%rdi)
	ret

uat_xchg_4_acquire:
	mov %esi,%eax
	xchg %eax,(%rdi)
	ret

uat_xchg_4_release:
	mov %esi,%eax
	xchg %eax,(%rdi)
	ret

uat_xchg_4_acq_rel:
	mov %esi,%eax
	xchg %eax,(%rdi)
	ret

uat_xchg_4_seq_cst:
	mov %esi,%eax
	xchg %eax,(%rdi)
	ret

uat_xchg_4_seq_cst_fence:
	mov %esi,%eax
	xchg %eax,(%rdi)
	ret

uat_add_return_4_relaxed:
	mov %esi,%eax
	lock xadd %eax,(%rdi)
	add %esi,%eax
	ret

uat_add_return_4_acquire:
	mov %esi,%eax
	lock xadd %eax,(%rdi)
	add %esi,%eax
	ret

uat_add_return_4_release:
	mov %esi,%eax
	lock xadd %eax,(%rdi)
	add %esi,%eax
	ret

uat_add_return_4_acq_rel:
	mov %esi,%eax
	lock xadd %eax,(%rdi)
	add %esi,%eax
	ret

uat_add_return_4_seq_cst:
	mov %esi,%eax
	lock xadd %eax,(%rdi)
	add %esi,%eax
	ret

uat_add_return_4_seq_cst_fence:
	mov %esi,%eax
	lock xadd %eax,(%rdi)
	add %esi,%eax
	ret

uat_add_4_relaxed:
	lock add %esi,(%rdi)
	ret

uat_add_4_acquire:
	lock add %esi,(%rdi)
	ret

uat_add_4_release:
	lock add %esi,(%rdi)
	ret

uat_add_4_acq_rel:
	lock add %esi,(%rdi)
	ret

uat_add_4_seq_cst:
	lock add %esi,(%rdi)
	ret

uat_add_4_seq_cst_fence:
	lock add %esi,(%rdi)
	ret

uat_and_4_relaxed:
	lock and %esi,(%rdi)
	ret

uat_and_4_acquire:
	lock and %esi,(%rdi)
	ret

uat_and_4_release:
	lock and %esi,(%rdi)
	ret

uat_and_4_acq_rel:
	lock and %esi,(%rdi)
	ret

uat_and_4_seq_cst:
	lock and %esi,(%rdi)
	ret

uat_and_4_seq_cst_fence:
	lock and %esi,(%rdi)
	ret

uat_or_4_relaxed:
	lock or %esi,(%rdi)
	ret

uat_or_4_acquire:
	lock or %esi,(%rdi)
	ret

uat_or_4_release:
	lock or %esi,(%rdi)
	ret

uat_or_4_acq_rel:
	lock or %esi,(%rdi)
	ret

uat_or_4_seq_cst:
	lock or %esi,(%rdi)
	ret

uat_or_4_seq_cst_fence:
	lock or %esi,(%rdi)
	ret

uat_xor_4_relaxed:
	lock xor %esi,(%rdi)
	ret

uat_xor_4_acquire:
	lock xor %esi,(%rdi)
	ret

uat_xor_4_release:
	lock xor %esi,(%rdi)
	ret

uat_xor_4_acq_rel:
	lock xor %esi,(%rdi)
	ret

uat_xor_4_seq_cst:
	lock xor %esi,(%rdi)
	ret

uat_xor_4_seq_cst_fence:
	lock xor %esi,(%rdi)
	ret

uat_fetch_add_4_relaxed:
	mov %esi,%eax
	lock xadd %eax,(%rdi)
	ret

uat_fetch_add_4_acquire:
	mov %esi,%eax
	lock xadd %eax,(%rdi)
	ret

uat_fetch_add_4_release:
	mov %esi,%eax
	lock xadd %eax,(%rdi)
	ret

uat_fetch_add_4_acq_rel:
	mov %esi,%eax
	lock xadd %eax,(%rdi)
	ret

uat_fetch_add_4_seq_cst:
	mov %esi,%eax
	lock xadd %eax,(%rdi)
	ret

uat_fetch_add_4_seq_cst_fence:
	mov %esi,%eax
	lock xadd %eax,(%rdi)
	ret

uat_fetch_and_4_relaxed:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_and_4_acquire:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_and_4_release:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_and_4_acq_rel:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_and_4_seq_cst:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_and_4_seq_cst_fence:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_or_4_relaxed:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_or_4_acquire:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_or_4_release:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_or_4_acq_rel:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_or_4_seq_cst:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_or_4_seq_cst_fence:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_xor_4_relaxed:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_xor_4_acquire:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_xor_4_release:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_xor_4_acq_rel:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_xor_4_seq_cst:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_xor_4_seq_cst_fence:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_smax_4_relaxed:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	cmp %esi,%eax
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_smax_4_acquire:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	cmp %esi,%eax
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_smax_4_release:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	cmp %esi,%eax
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_smax_4_acq_rel:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	cmp %esi,%eax
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_smax_4_seq_cst:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	cmp %esi,%eax
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_smax_4_seq_cst_fence:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	cmp %esi,%eax
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_umax_4_relaxed:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	cmp %eax,%esi
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_umax_4_acquire:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	cmp %eax,%esi
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_umax_4_release:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	cmp %eax,%esi
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_umax_4_acq_rel:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	cmp %eax,%esi
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_umax_4_seq_cst:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	cmp %eax,%esi
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_umax_4_seq_cst_fence:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	cmp %eax,%esi
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_smin_4_relaxed:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	cmp %esi,%eax
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_smin_4_acquire:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	cmp %esi,%eax
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_smin_4_release:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	cmp %esi,%eax
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_smin_4_acq_rel:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	cmp %esi,%eax
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_smin_4_seq_cst:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	cmp %esi,%eax
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_smin_4_seq_cst_fence:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	cmp %esi,%eax
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_umin_4_relaxed:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	cmp %eax,%esi
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_umin_4_acquire:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	cmp %eax,%esi
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_umin_4_release:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	cmp %eax,%esi
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_umin_4_acq_rel:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	cmp %eax,%esi
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_umin_4_seq_cst:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	cmp %eax,%esi
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_fetch_umin_4_seq_cst_fence:
	mov (%rdi),%eax
	nopw 0x0(%rax,%rax,1)
	cmp %eax,%esi
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L2
	ret

uat_test_and_set_bit_4_relaxed:
	and $0x1f,%esi
	lock bts %esi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_4_acquire:
	and $0x1f,%esi
	lock bts %esi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_4_release:
	and $0x1f,%esi
	lock bts %esi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_4_acq_rel:
	and $0x1f,%esi
	lock bts %esi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_4_seq_cst:
	and $0x1f,%esi
	lock bts %esi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_4_seq_cst_fence:
	and $0x1f,%esi
	lock bts %esi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_4_relaxed:
	and $0x1f,%esi
	lock btr %esi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_4_acquire:
	and $0x1f,%esi
	lock btr %esi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_4_release:
	and $0x1f,%esi
	lock btr %esi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_4_acq_rel:
	and $0x1f,%esi
	lock btr %esi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_4_seq_cst:
	and $0x1f,%esi
	lock btr %esi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_4_seq_cst_fence:
	and $0x1f,%esi
	lock btr %esi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_4_relaxed:
	and $0x1f,%esi
	lock btc %esi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_4_acquire:
	and $0x1f,%esi
	lock btc %esi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_4_release:
	and $0x1f,%esi
	lock btc %esi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_4_acq_rel:
	and $0x1f,%esi
	lock btc %esi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_4_seq_cst:
	and $0x1f,%esi
	lock btc %esi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_4_seq_cst_fence:
	and $0x1f,%esi
	lock btc %esi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_fetch_add_unless_4_relaxed:
	mov (%rdi),%eax
	cmp %eax,%edx
	je .L6
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %ecx,(%rdi)
	jne .L1
	ret

uat_fetch_add_unless_4_acquire:
	mov (%rdi),%eax
	cmp %eax,%edx
	je .L6
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %ecx,(%rdi)
	jne .L1
	ret

uat_fetch_add_unless_4_release:
	mov (%rdi),%eax
	cmp %eax,%edx
	je .L6
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %ecx,(%rdi)
	jne .L1
	ret

uat_fetch_add_unless_4_acq_rel:
	mov (%rdi),%eax
	cmp %eax,%edx
	je .L6
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %ecx,(%rdi)
	jne .L1
	ret

uat_fetch_add_unless_4_seq_cst:
	mov (%rdi),%eax
	cmp %eax,%edx
	je .L6
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %ecx,(%rdi)
	jne .L1
	ret

uat_fetch_add_unless_4_seq_cst_fence:
	mov (%rdi),%eax
	cmp %eax,%edx
	je .L6
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %ecx,(%rdi)
	jne .L1
	ret

uat_add_unless_4_relaxed:
	mov (%rdi),%eax
	cmp %eax,%edx
	je .L9
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %ecx,(%rdi)
	jne .L1
	mov $0x1,%eax
	ret
	nopl (%rax)
	xor %eax,%eax
	ret

uat_add_unless_4_acquire:
	mov (%rdi),%eax
	cmp %eax,%edx
	je .L9
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %ecx,(%rdi)
	jne .L1
	mov $0x1,%eax
	ret
	nopl (%rax)
	xor %eax,%eax
	ret

uat_add_unless_4_release:
	mov (%rdi),%eax
	cmp %eax,%edx
	je .L9
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %ecx,(%rdi)
	jne .L1
	mov $0x1,%eax
	ret
	nopl (%rax)
	xor %eax,%eax
	ret

uat_add_unless_4_acq_rel:
	mov (%rdi),%eax
	cmp %eax,%edx
	je .L9
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %ecx,(%rdi)
	jne .L1
	mov $0x1,%eax
	ret
	nopl (%rax)
	xor %eax,%eax
	ret

uat_add_unless_4_seq_cst:
	mov (%rdi),%eax
	cmp %eax,%edx
	je .L9
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %ecx,(%rdi)
	jne .L1
	mov $0x1,%eax
	ret
	nopl (%rax)
	xor %eax,%eax
	ret

uat_add_unless_4_seq_cst_fence:
	mov (%rdi),%eax
	cmp %eax,%edx
	je .L9
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %ecx,(%rdi)
	jne .L1
	mov $0x1,%eax
	ret
	nopl (%rax)
	xor %eax,%eax
	ret

uat_dec_if_positive_4_relaxed:
	mov (%rdi),%eax
	test %eax,%eax
	jle .L9
	lea -0x1(%rax),%edx
	lock cmpxchg %edx,(%rdi)
	jne .L1
	sub $0x1,%eax
	ret
	nopl 0x0(%rax,%rax,1)
	xor %edx,%edx
	cmp $0x80000000,%eax
	setne %dl
	sub %edx,%eax
	ret

uat_dec_if_positive_4_acquire:
	mov (%rdi),%eax
	test %eax,%eax
	jle .L9
	lea -0x1(%rax),%edx
	lock cmpxchg %edx,(%rdi)
	jne .L1
	sub $0x1,%eax
	ret
	nopl 0x0(%rax,%rax,1)
	xor %edx,%edx
	cmp $0x80000000,%eax
	setne %dl
	sub %edx,%eax
	ret

uat_dec_if_positive_4_release:
	mov (%rdi),%eax
	test %eax,%eax
	jle .L9
	lea -0x1(%rax),%edx
	lock cmpxchg %edx,(%rdi)
	jne .L1
	sub $0x1,%eax
	ret
	nopl 0x0(%rax,%rax,1)
	xor %edx,%edx
	cmp $0x80000000,%eax
	setne %dl
	sub %edx,%eax
	ret

uat_dec_if_positive_4_acq_rel:
	mov (%rdi),%eax
	test %eax,%eax
	jle .L9
	lea -0x1(%rax),%edx
	lock cmpxchg %edx,(%rdi)
	jne .L1
	sub $0x1,%eax
	ret
	nopl 0x0(%rax,%rax,1)
	xor %edx,%edx
	cmp $0x80000000,%eax
	setne %dl
	sub %edx,%eax
	ret

uat_dec_if_positive_4_seq_cst:
	mov (%rdi),%eax
	test %eax,%eax
	jle .L9
	lea -0x1(%rax),%edx
	lock cmpxchg %edx,(%rdi)
	jne .L1
	sub $0x1,%eax
	ret
	nopl 0x0(%rax,%rax,1)
	xor %edx,%edx
	cmp $0x80000000,%eax
	setne %dl
	sub %edx,%eax
	ret

uat_dec_if_positive_4_seq_cst_fence:
	mov (%rdi),%eax
	test %eax,%eax
	jle .L9
	lea -0x1(%rax),%edx
	lock cmpxchg %edx,(%rdi)
	jne .L1
	sub $0x1,%eax
	ret
	nopl 0x0(%rax,%rax,1)
	xor %edx,%edx
	cmp $0x80000000,%eax
	setne %dl
	sub %edx,%eax
	ret

uat_cond_load_4_relaxed:
	mov (%rdi),%eax
	cmp %eax,%esi
	jne .L5
	ret
	nopw 0x0(%rax,%rax,1)
	pause
	jmp .L0

uat_cond_load_4_consume:
	mov (%rdi),%eax
	cmp %eax,%esi
	jne .L5
	ret
	nopw 0x0(%rax,%rax,1)
	pause
	jmp .L0

uat_cond_load_4_acquire:
	mov (%rdi),%eax
	cmp %eax,%esi
	jne .L5
	ret
	nopw 0x0(%rax,%rax,1)
	pause
	jmp .L0

uat_cond_load_4_seq_cst:
	mov (%rdi),%eax
	cmp %eax,%esi
	jne .L5
	ret
	nopw 0x0(%rax,%rax,1)
	pause
	jmp .L0

uat_cond_load_4_seq_cst_fence:
	lock addl $0x0,-0x4(%rsp)
	mov (%rdi),%eax
	cmp %eax,%esi
	jne .L6
	ret
	nopl (%rax)
	pause
	mov (%rdi),%eax
	cmp %eax,%esi
	jne .L6
	ret

uat_inc_4_relaxed:
	lock incl (%rdi)
	ret

uat_inc_4_acquire:
	lock incl (%rdi)
	ret

uat_inc_4_release:
	lock incl (%rdi)
	ret

uat_inc_4_acq_rel:
	lock incl (%rdi)
	ret

uat_inc_4_seq_cst:
	lock incl (%rdi)
	ret

uat_inc_4_seq_cst_fence:
	lock incl (%rdi)
	ret

uat_dec_4_relaxed:
	lock decl (%rdi)
	ret

uat_dec_4_acquire:
	lock decl (%rdi)
	ret

uat_dec_4_release:
	lock decl (%rdi)
	ret

uat_dec_4_acq_rel:
	lock decl (%rdi)
	ret

uat_dec_4_seq_cst:
	lock decl (%rdi)
	ret

uat_dec_4_seq_cst_fence:
	lock decl (%rdi)
	ret

uat_add_around_4_mb:
	lock add %esi,(%rdi)
	ret

uat_load_8_relaxed:
	mov (%rdi),%rax
	ret

uat_load_8_consume:
	mov (%rdi),%rax
	ret

uat_load_8_acquire:
	mov (%rdi),%rax
	ret

uat_load_8_seq_cst:
	mov (%rdi),%rax
	ret

uat_load_8_seq_cst_fence:
	lock addl $0x0,-0x4(%rsp)
	mov (%rdi),%rax
	ret

uat_store_8_relaxed:
	mov %rsi,(%rdi)
	ret

uat_store_8_release:
	mov %rsi,(%rdi)
	ret

uat_store_8_seq_cst:
	xchg %rsi,(%rdi)
	ret

uat_store_8_seq_cst_fence:
	xchg %rsi,(%rdi)
	ret

uat_cmpxchg_8_relaxed:
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	ret

uat_cmpxchg_8_acquire:
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	ret

uat_cmpxchg_8_release:
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	ret

uat_cmpxchg_8_acq_rel:
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	ret

uat_cmpxchg_8_seq_cst:
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	ret

uat_cmpxchg_8_seq_cst_fence_sc:
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	ret

uat_cmpxchg_8_seq_cst_fence:
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	ret

uat_cmpxchg_test_8_seq_cst_fence:
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	cmp %rax,%rsi
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_8_relaxed:
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_8_acquire:
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_8_release:
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_8_acq_rel:
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_8_seq_cst:
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_8_seq_cst_fence_sc:
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_8_seq_cst_fence:
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_8_relaxed:
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_8_acquire:
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_8_release:
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_8_acq_rel:
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_8_seq_cst:
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_8_seq_cst_fence_sc:
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_8_seq_cst_fence:
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_xchg_8_relaxed:
	mov %rsi,%rax
	xchg %rax,(%rdi)
	ret

uat_xchg_8_acquire:
	mov %rsi,%rax
	xchg %rax,(%rdi)
	ret

uat_xchg_8_release:
	mov %rsi,%rax
	xchg %rax,(%rdi)
	ret

uat_xchg_8_acq_rel:
	mov %rsi,%rax
	xchg %rax,(%rdi)
	ret

uat_xchg_8_seq_cst:
	mov %rsi,%rax
	xchg %rax,(%rdi)
	ret

uat_xchg_8_seq_cst_fence:
	mov %rsi,%rax
	xchg %rax,(%rdi)
	ret

uat_add_return_8_relaxed:
	mov %rsi,%rax
	lock xadd %rax,(%rdi)
	add %rsi,%rax
	ret

uat_add_return_8_acquire:
	mov %rsi,%rax
	lock xadd %rax,(%rdi)
	add %rsi,%rax
	ret

uat_add_return_8_release:
	mov %rsi,%rax
	lock xadd %rax,(%rdi)
	add %rsi,%rax
	ret

uat_add_return_8_acq_rel:
	mov %rsi,%rax
	lock xadd %rax,(%rdi)
	add %rsi,%rax
	ret

uat_add_return_8_seq_cst:
	mov %rsi,%rax
	lock xadd %rax,(%rdi)
	add %rsi,%rax
	ret

uat_add_return_8_seq_cst_fence:
	mov %rsi,%rax
	lock xadd %rax,(%rdi)
	add %rsi,%rax
	ret

uat_add_8_relaxed:
	lock add %rsi,(%rdi)
	ret

uat_add_8_acquire:
	lock add %rsi,(%rdi)
	ret

uat_add_8_release:
	lock add %rsi,(%rdi)
	ret

uat_add_8_acq_rel:
	lock add %rsi,(%rdi)
	ret

uat_add_8_seq_cst:
	lock add %rsi,(%rdi)
	ret

uat_add_8_seq_cst_fence:
	lock add %rsi,(%rdi)
	ret

uat_and_8_relaxed:
	lock and %rsi,(%rdi)
	ret

uat_and_8_acquire:
	lock and %rsi,(%rdi)
	ret

uat_and_8_release:
	lock and %rsi,(%rdi)
	ret

uat_and_8_acq_rel:
	lock and %rsi,(%rdi)
	ret

uat_and_8_seq_cst:
	lock and %rsi,(%rdi)
	ret

uat_and_8_seq_cst_fence:
	lock and %rsi,(%rdi)
	ret

uat_or_8_relaxed:
	lock or %rsi,(%rdi)
	ret

uat_or_8_acquire:
	lock or %rsi,(%rdi)
	ret

uat_or_8_release:
	lock or %rsi,(%rdi)
	ret

uat_or_8_acq_rel:
	lock or %rsi,(%rdi)
	ret

uat_or_8_seq_cst:
	lock or %rsi,(%rdi)
	ret

uat_or_8_seq_cst_fence:
	lock or %rsi,(%rdi)
	ret

uat_xor_8_relaxed:
	lock xor %rsi,(%rdi)
	ret

uat_xor_8_acquire:
	lock xor %rsi,(%rdi)
	ret

uat_xor_8_release:
	lock xor %rsi,(%rdi)
	ret

uat_xor_8_acq_rel:
	lock xor %rsi,(%rdi)
	ret

uat_xor_8_seq_cst:
	lock xor %rsi,(%rdi)
	ret

uat_xor_8_seq_cst_fence:
	lock xor %rsi,(%rdi)
	ret

uat_fetch_add_8_relaxed:
	mov %rsi,%rax
	lock xadd %rax,(%rdi)
	ret

uat_fetch_add_8_acquire:
	mov %rsi,%rax
	lock xadd %rax,(%rdi)
	ret

uat_fetch_add_8_release:
	mov %rsi,%rax
	lock xadd %rax,(%rdi)
	ret

uat_fetch_add_8_acq_rel:
	mov %rsi,%rax
	lock xadd %rax,(%rdi)
	ret

uat_fetch_add_8_seq_cst:
	mov %rsi,%rax
	lock xadd %rax,(%rdi)
	ret

uat_fetch_add_8_seq_cst_fence:
	mov %rsi,%rax
	lock xadd %rax,(%rdi)
	ret

uat_fetch_and_8_relaxed:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	mov %rsi,%rdx
	and %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_and_8_acquire:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	mov %rsi,%rdx
	and %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_and_8_release:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	mov %rsi,%rdx
	and %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_and_8_acq_rel:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	mov %rsi,%rdx
	and %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_and_8_seq_cst:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	mov %rsi,%rdx
	and %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_and_8_seq_cst_fence:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	mov %rsi,%rdx
	and %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_or_8_relaxed:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	mov %rsi,%rdx
	or %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_or_8_acquire:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	mov %rsi,%rdx
	or %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_or_8_release:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	mov %rsi,%rdx
	or %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_or_8_acq_rel:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	mov %rsi,%rdx
	or %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_or_8_seq_cst:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	mov %rsi,%rdx
	or %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_or_8_seq_cst_fence:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	mov %rsi,%rdx
	or %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_xor_8_relaxed:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	mov %rsi,%rdx
	xor %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_xor_8_acquire:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	mov %rsi,%rdx
	xor %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_xor_8_release:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	mov %rsi,%rdx
	xor %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_xor_8_acq_rel:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	mov %rsi,%rdx
	xor %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_xor_8_seq_cst:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	mov %rsi,%rdx
	xor %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_xor_8_seq_cst_fence:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	mov %rsi,%rdx
	xor %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_smax_8_relaxed:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	cmp %rsi,%rax
	mov %rsi,%rdx
	cmovge %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_smax_8_acquire:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	cmp %rsi,%rax
	mov %rsi,%rdx
	cmovge %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_smax_8_release:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	cmp %rsi,%rax
	mov %rsi,%rdx
	cmovge %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_smax_8_acq_rel:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	cmp %rsi,%rax
	mov %rsi,%rdx
	cmovge %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_smax_8_seq_cst:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	cmp %rsi,%rax
	mov %rsi,%rdx
	cmovge %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_smax_8_seq_cst_fence:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	cmp %rsi,%rax
	mov %rsi,%rdx
	cmovge %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_umax_8_relaxed:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	cmp %rax,%rsi
	mov %rax,%rdx
	cmovae %rsi,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_umax_8_acquire:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	cmp %rax,%rsi
	mov %rax,%rdx
	cmovae %rsi,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_umax_8_release:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	cmp %rax,%rsi
	mov %rax,%rdx
	cmovae %rsi,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_umax_8_acq_rel:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	cmp %rax,%rsi
	mov %rax,%rdx
	cmovae %rsi,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_umax_8_seq_cst:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	cmp %rax,%rsi
	mov %rax,%rdx
	cmovae %rsi,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_umax_8_seq_cst_fence:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	cmp %rax,%rsi
	mov %rax,%rdx
	cmovae %rsi,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_smin_8_relaxed:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	cmp %rsi,%rax
	mov %rsi,%rdx
	cmovle %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_smin_8_acquire:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	cmp %rsi,%rax
	mov %rsi,%rdx
	cmovle %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_smin_8_release:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	cmp %rsi,%rax
	mov %rsi,%rdx
	cmovle %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_smin_8_acq_rel:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	cmp %rsi,%rax
	mov %rsi,%rdx
	cmovle %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_smin_8_seq_cst:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	cmp %rsi,%rax
	mov %rsi,%rdx
	cmovle %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_smin_8_seq_cst_fence:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	cmp %rsi,%rax
	mov %rsi,%rdx
	cmovle %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_umin_8_relaxed:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	cmp %rax,%rsi
	mov %rax,%rdx
	cmovbe %rsi,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_umin_8_acquire:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	cmp %rax,%rsi
	mov %rax,%rdx
	cmovbe %rsi,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_umin_8_release:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	cmp %rax,%rsi
	mov %rax,%rdx
	cmovbe %rsi,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_umin_8_acq_rel:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	cmp %rax,%rsi
	mov %rax,%rdx
	cmovbe %rsi,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_umin_8_seq_cst:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	cmp %rax,%rsi
	mov %rax,%rdx
	cmovbe %rsi,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_fetch_umin_8_seq_cst_fence:
	mov (%rdi),%rax
	nopl 0x0(%rax,%rax,1)
	cmp %rax,%rsi
	mov %rax,%rdx
	cmovbe %rsi,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L2
	ret

uat_test_and_set_bit_8_relaxed:
	and $0x3f,%esi
	lock bts %rsi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_8_acquire:
	and $0x3f,%esi
	lock bts %rsi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_8_release:
	and $0x3f,%esi
	lock bts %rsi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_8_acq_rel:
	and $0x3f,%esi
	lock bts %rsi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_8_seq_cst:
	and $0x3f,%esi
	lock bts %rsi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_8_seq_cst_fence:
	and $0x3f,%esi
	lock bts %rsi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_8_relaxed:
	and $0x3f,%esi
	lock btr %rsi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_8_acquire:
	and $0x3f,%esi
	lock btr %rsi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_8_release:
	and $0x3f,%esi
	lock btr %rsi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_8_acq_rel:
	and $0x3f,%esi
	lock btr %rsi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_8_seq_cst:
	and $0x3f,%esi
	lock btr %rsi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_8_seq_cst_fence:
	and $0x3f,%esi
	lock btr %rsi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_8_relaxed:
	and $0x3f,%esi
	lock btc %rsi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_8_acquire:
	and $0x3f,%esi
	lock btc %rsi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_8_release:
	and $0x3f,%esi
	lock btc %rsi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_8_acq_rel:
	and $0x3f,%esi
	lock btc %rsi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_8_seq_cst:
	and $0x3f,%esi
	lock btc %rsi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_8_seq_cst_fence:
	and $0x3f,%esi
	lock btc %rsi,(%rdi)
	setb %al
	movzbl %al,%eax
	ret

uat_fetch_add_unless_8_relaxed:
	mov (%rdi),%rax
	cmp %rax,%rdx
	je .L6
	lea (%rsi,%rax,1),%rcx
	lock cmpxchg %rcx,(%rdi)
	jne .L1
	ret

uat_fetch_add_unless_8_acquire:
	mov (%rdi),%rax
	cmp %rax,%rdx
	je .L6
	lea (%rsi,%rax,1),%rcx
	lock cmpxchg %rcx,(%rdi)
	jne .L1
	ret

uat_fetch_add_unless_8_release:
	mov (%rdi),%rax
	cmp %rax,%rdx
	je .L6
	lea (%rsi,%rax,1),%rcx
	lock cmpxchg %rcx,(%rdi)
	jne .L1
	ret

uat_fetch_add_unless_8_acq_rel:
	mov (%rdi),%rax
	cmp %rax,%rdx
	je .L6
	lea (%rsi,%rax,1),%rcx
	lock cmpxchg %rcx,(%rdi)
	jne .L1
	ret

uat_fetch_add_unless_8_seq_cst:
	mov (%rdi),%rax
	cmp %rax,%rdx
	je .L6
	lea (%rsi,%rax,1),%rcx
	lock cmpxchg %rcx,(%rdi)
	jne .L1
	ret

uat_fetch_add_unless_8_seq_cst_fence:
	mov (%rdi),%rax
	cmp %rax,%rdx
	je .L6
	lea (%rsi,%rax,1),%rcx
	lock cmpxchg %rcx,(%rdi)
	jne .L1
	ret

uat_add_unless_8_relaxed:
	mov (%rdi),%rax
	cmp %rax,%rdx
	je .L9
	lea (%rsi,%rax,1),%rcx
	lock cmpxchg %rcx,(%rdi)
	jne .L1
	mov $0x1,%eax
	ret
	nopl 0x0(%rax)
	xor %eax,%eax
	ret

uat_add_unless_8_acquire:
	mov (%rdi),%rax
	cmp %rax,%rdx
	je .L9
	lea (%rsi,%rax,1),%rcx
	lock cmpxchg %rcx,(%rdi)
	jne .L1
	mov $0x1,%eax
	ret
	nopl 0x0(%rax)
	xor %eax,%eax
	ret

uat_add_unless_8_release:
	mov (%rdi),%rax
	cmp %rax,%rdx
	je .L9
	lea (%rsi,%rax,1),%rcx
	lock cmpxchg %rcx,(%rdi)
	jne .L1
	mov $0x1,%eax
	ret
	nopl 0x0(%rax)
	xor %eax,%eax
	ret

uat_add_unless_8_acq_rel:
	mov (%rdi),%rax
	cmp %rax,%rdx
	je .L9
	lea (%rsi,%rax,1),%rcx
	lock cmpxchg %rcx,(%rdi)
	jne .L1
	mov $0x1,%eax
	ret
	nopl 0x0(%rax)
	xor %eax,%eax
	ret

uat_add_unless_8_seq_cst:
	mov (%rdi),%rax
	cmp %rax,%rdx
	je .L9
	lea (%rsi,%rax,1),%rcx
	lock cmpxchg %rcx,(%rdi)
	jne .L1
	mov $0x1,%eax
	ret
	nopl 0x0(%rax)
	xor %eax,%eax
	ret

uat_add_unless_8_seq_cst_fence:
	mov (%rdi),%rax
	cmp %rax,%rdx
	je .L9
	lea (%rsi,%rax,1),%rcx
	lock cmpxchg %rcx,(%rdi)
	jne .L1
	mov $0x1,%eax
	ret
	nopl 0x0(%rax)
	xor %eax,%eax
	ret

uat_dec_if_positive_8_relaxed:
	mov (%rdi),%rax
	test %rax,%rax
	jle .L9
	lea -0x1(%rax),%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L1
	sub $0x1,%rax
	ret
	nopl 0x0(%rax,%rax,1)
	movabs $0x8000000000000000,%rdx
	cmp %rdx,%rax
	setne %dl
	movzbl %dl,%edx
	sub %rdx,%rax
	ret

uat_dec_if_positive_8_acquire:
	mov (%rdi),%rax
	test %rax,%rax
	jle .L9
	lea -0x1(%rax),%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L1
	sub $0x1,%rax
	ret
	nopl 0x0(%rax,%rax,1)
	movabs $0x8000000000000000,%rdx
	cmp %rdx,%rax
	setne %dl
	movzbl %dl,%edx
	sub %rdx,%rax
	ret

uat_dec_if_positive_8_release:
	mov (%rdi),%rax
	test %rax,%rax
	jle .L9
	lea -0x1(%rax),%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L1
	sub $0x1,%rax
	ret
	nopl 0x0(%rax,%rax,1)
	movabs $0x8000000000000000,%rdx
	cmp %rdx,%rax
	setne %dl
	movzbl %dl,%edx
	sub %rdx,%rax
	ret

uat_dec_if_positive_8_acq_rel:
	mov (%rdi),%rax
	test %rax,%rax
	jle .L9
	lea -0x1(%rax),%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L1
	sub $0x1,%rax
	ret
	nopl 0x0(%rax,%rax,1)
	movabs $0x8000000000000000,%rdx
	cmp %rdx,%rax
	setne %dl
	movzbl %dl,%edx
	sub %rdx,%rax
	ret

uat_dec_if_positive_8_seq_cst:
	mov (%rdi),%rax
	test %rax,%rax
	jle .L9
	lea -0x1(%rax),%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L1
	sub $0x1,%rax
	ret
	nopl 0x0(%rax,%rax,1)
	movabs $0x8000000000000000,%rdx
	cmp %rdx,%rax
	setne %dl
	movzbl %dl,%edx
	sub %rdx,%rax
	ret

uat_dec_if_positive_8_seq_cst_fence:
	mov (%rdi),%rax
	test %rax,%rax
	jle .L9
	lea -0x1(%rax),%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L1
	sub $0x1,%rax
	ret
	nopl 0x0(%rax,%rax,1)
	movabs $0x8000000000000000,%rdx
	cmp %rdx,%rax
	setne %dl
	movzbl %dl,%edx
	sub %rdx,%rax
	ret

uat_cond_load_8_relaxed:
	mov (%rdi),%rax
	cmp %rax,%rsi
	jne .L5
	ret
	nopl 0x0(%rax)
	pause
	jmp .L0

uat_cond_load_8_consume:
	mov (%rdi),%rax
	cmp %rax,%rsi
	jne .L5
	ret
	nopl 0x0(%rax)
	pause
	jmp .L0

uat_cond_load_8_acquire:
	mov (%rdi),%rax
	cmp %rax,%rsi
	jne .L5
	ret
	nopl 0x0(%rax)
	pause
	jmp .L0

uat_cond_load_8_seq_cst:
	mov (%rdi),%rax
	cmp %rax,%rsi
	jne .L5
	ret
	nopl 0x0(%rax)
	pause
	jmp .L0

uat_cond_load_8_seq_cst_fence:
	lock addl $0x0,-0x4(%rsp)
	mov (%rdi),%rax
	cmp %rax,%rsi
	jne .L6
	ret
	nop
	pause
	mov (%rdi),%rax
	cmp %rax,%rsi
	jne .L6
	ret

uat_inc_8_relaxed:
	lock incq (%rdi)
	ret

uat_inc_8_acquire:
	lock incq (%rdi)
	ret

uat_inc_8_release:
	lock incq (%rdi)
	ret

uat_inc_8_acq_rel:
	lock incq (%rdi)
	ret

uat_inc_8_seq_cst:
	lock incq (%rdi)
	ret

uat_inc_8_seq_cst_fence:
	lock incq (%rdi)
	ret

uat_dec_8_relaxed:
	lock decq (%rdi)
	ret

uat_dec_8_acquire:
	lock decq (%rdi)
	ret

uat_dec_8_release:
	lock decq (%rdi)
	ret

uat_dec_8_acq_rel:
	lock decq (%rdi)
	ret

uat_dec_8_seq_cst:
	lock decq (%rdi)
	ret

uat_dec_8_seq_cst_fence:
	lock decq (%rdi)
	ret

uat_add_around_8_mb:
	lock add %rsi,(%rdi)
	ret

uat_cmpxchg_dword_16_relaxed:
	push %rbx
	mov %rsi,%rax
	mov %rcx,%rbx
	mov %r8,%rcx
	lock cmpxchg16b (%rdi)
	pop %rbx
	ret

uat_cmpxchg_dword_16_acquire:
	push %rbx
	mov %rsi,%rax
	mov %rcx,%rbx
	mov %r8,%rcx
	lock cmpxchg16b (%rdi)
	pop %rbx
	ret

uat_cmpxchg_dword_16_release:
	push %rbx
	mov %rsi,%rax
	mov %rcx,%rbx
	mov %r8,%rcx
	lock cmpxchg16b (%rdi)
	pop %rbx
	ret

uat_cmpxchg_dword_16_acq_rel:
	push %rbx
	mov %rsi,%rax
	mov %rcx,%rbx
	mov %r8,%rcx
	lock cmpxchg16b (%rdi)
	pop %rbx
	ret

uat_cmpxchg_dword_16_seq_cst:
	push %rbx
	mov %rsi,%rax
	mov %rcx,%rbx
	mov %r8,%rcx
	lock cmpxchg16b (%rdi)
	pop %rbx
	ret

uat_cmpxchg_dword_16_seq_cst_fence_sc:
	push %rbx
	mov %rsi,%rax
	mov %rcx,%rbx
	mov %r8,%rcx
	lock cmpxchg16b (%rdi)
	pop %rbx
	ret

uat_cmpxchg_dword_16_seq_cst_fence:
	push %rbx
	mov %rsi,%rax
	mov %rcx,%rbx
	mov %r8,%rcx
	lock cmpxchg16b (%rdi)
	pop %rbx
	ret

uat_try_cmpxchg_dword_16_relaxed:
	push %rbx
	mov %rsi,%rax
	mov %rcx,%rbx
	mov %r8,%rcx
	lock cmpxchg16b (%rdi)
	sete %al
	pop %rbx
	movzbl %al,%eax
	ret

uat_try_cmpxchg_dword_16_acquire:
	push %rbx
	mov %rsi,%rax
	mov %rcx,%rbx
	mov %r8,%rcx
	lock cmpxchg16b (%rdi)
	sete %al
	pop %rbx
	movzbl %al,%eax
	ret

uat_try_cmpxchg_dword_16_release:
	push %rbx
	mov %rsi,%rax
	mov %rcx,%rbx
	mov %r8,%rcx
	lock cmpxchg16b (%rdi)
	sete %al
	pop %rbx
	movzbl %al,%eax
	ret

uat_try_cmpxchg_dword_16_acq_rel:
	push %rbx
	mov %rsi,%rax
	mov %rcx,%rbx
	mov %r8,%rcx
	lock cmpxchg16b (%rdi)
	sete %al
	pop %rbx
	movzbl %al,%eax
	ret

uat_try_cmpxchg_dword_16_seq_cst:
	push %rbx
	mov %rsi,%rax
	mov %rcx,%rbx
	mov %r8,%rcx
	lock cmpxchg16b (%rdi)
	sete %al
	pop %rbx
	movzbl %al,%eax
	ret

uat_try_cmpxchg_dword_16_seq_cst_fence_sc:
	push %rbx
	mov %rsi,%rax
	mov %rcx,%rbx
	mov %r8,%rcx
	lock cmpxchg16b (%rdi)
	sete %al
	pop %rbx
	movzbl %al,%eax
	ret

uat_try_cmpxchg_dword_16_seq_cst_fence:
	push %rbx
	mov %rsi,%rax
	mov %rcx,%rbx
	mov %r8,%rcx
	lock cmpxchg16b (%rdi)
	sete %al
	pop %rbx
	movzbl %al,%eax
	ret

uat_load_dword_16_relaxed:
	xor %eax,%eax
	push %rbx
	mov %rax,%rdx
	mov %rax,%rbx
	mov %rax,%rcx
	lock cmpxchg16b (%rdi)
	pop %rbx
	ret

uat_load_dword_16_consume:
	xor %eax,%eax
	push %rbx
	mov %rax,%rdx
	mov %rax,%rbx
	mov %rax,%rcx
	lock cmpxchg16b (%rdi)
	pop %rbx
	ret

uat_load_dword_16_acquire:
	xor %eax,%eax
	push %rbx
	mov %rax,%rdx
	mov %rax,%rbx
	mov %rax,%rcx
	lock cmpxchg16b (%rdi)
	pop %rbx
	ret

uat_load_dword_16_seq_cst:
	xor %eax,%eax
	push %rbx
	mov %rax,%rdx
	mov %rax,%rbx
	mov %rax,%rcx
	lock cmpxchg16b (%rdi)
	pop %rbx
	ret

uat_load_dword_16_seq_cst_fence:
	xor %eax,%eax
	push %rbx
	mov %rax,%rdx
	mov %rax,%rbx
	mov %rax,%rcx
	lock cmpxchg16b (%rdi)
	pop %rbx
	ret

uat_smp_mb:
	lock addl $0x0,-0x4(%rsp)
	ret

uat_smp_rmb:
	ret

uat_smp_wmb:
	ret

uat_mb:
	mfence
	ret

uat_rmb:
	lfence
	ret

uat_wmb:
	sfence
	ret

