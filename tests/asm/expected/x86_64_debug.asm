uat_load_1_relaxed:
	mov (%rdi),%al
	ret

uat_load_1_consume:
	mov (%rdi),%al
	ret

uat_load_1_acquire:
	mov (%rdi),%al
	ret

uat_load_1_seq_cst:
	mov (%rdi),%al
	ret

uat_load_1_seq_cst_fence:
	lock addl $0x0,-0x4(%rsp)
	mov (%rdi),%al
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
	cmp %sil,%al
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
	mov (%rdi),%al
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_and_1_acquire:
	mov (%rdi),%al
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_and_1_release:
	mov (%rdi),%al
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_and_1_acq_rel:
	mov (%rdi),%al
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_and_1_seq_cst:
	mov (%rdi),%al
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_and_1_seq_cst_fence:
	mov (%rdi),%al
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_or_1_relaxed:
	mov (%rdi),%al
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_or_1_acquire:
	mov (%rdi),%al
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_or_1_release:
	mov (%rdi),%al
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_or_1_acq_rel:
	mov (%rdi),%al
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_or_1_seq_cst:
	mov (%rdi),%al
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_or_1_seq_cst_fence:
	mov (%rdi),%al
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_xor_1_relaxed:
	mov (%rdi),%al
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_xor_1_acquire:
	mov (%rdi),%al
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_xor_1_release:
	mov (%rdi),%al
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_xor_1_acq_rel:
	mov (%rdi),%al
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_xor_1_seq_cst:
	mov (%rdi),%al
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_xor_1_seq_cst_fence:
	mov (%rdi),%al
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_smax_1_relaxed:
	mov (%rdi),%al
	cmp %sil,%al
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_smax_1_acquire:
	mov (%rdi),%al
	cmp %sil,%al
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_smax_1_release:
	mov (%rdi),%al
	cmp %sil,%al
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_smax_1_acq_rel:
	mov (%rdi),%al
	cmp %sil,%al
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_smax_1_seq_cst:
	mov (%rdi),%al
	cmp %sil,%al
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_smax_1_seq_cst_fence:
	mov (%rdi),%al
	cmp %sil,%al
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_umax_1_relaxed:
	mov (%rdi),%al
	cmp %al,%sil
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_umax_1_acquire:
	mov (%rdi),%al
	cmp %al,%sil
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_umax_1_release:
	mov (%rdi),%al
	cmp %al,%sil
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_umax_1_acq_rel:
	mov (%rdi),%al
	cmp %al,%sil
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_umax_1_seq_cst:
	mov (%rdi),%al
	cmp %al,%sil
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_umax_1_seq_cst_fence:
	mov (%rdi),%al
	cmp %al,%sil
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_smin_1_relaxed:
	mov (%rdi),%al
	cmp %sil,%al
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_smin_1_acquire:
	mov (%rdi),%al
	cmp %sil,%al
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_smin_1_release:
	mov (%rdi),%al
	cmp %sil,%al
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_smin_1_acq_rel:
	mov (%rdi),%al
	cmp %sil,%al
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_smin_1_seq_cst:
	mov (%rdi),%al
	cmp %sil,%al
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_smin_1_seq_cst_fence:
	mov (%rdi),%al
	cmp %sil,%al
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_umin_1_relaxed:
	mov (%rdi),%al
	cmp %al,%sil
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_umin_1_acquire:
	mov (%rdi),%al
	cmp %al,%sil
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_umin_1_release:
	mov (%rdi),%al
	cmp %al,%sil
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_umin_1_acq_rel:
	mov (%rdi),%al
	cmp %al,%sil
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_umin_1_seq_cst:
	mov (%rdi),%al
	cmp %al,%sil
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_fetch_umin_1_seq_cst_fence:
	mov (%rdi),%al
	cmp %al,%sil
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	ret

uat_test_and_set_bit_1_relaxed:
	movslq %esi,%rdx
	cmp $0x7,%rdx
	jbe .L8
	push %rax
	mov %rdi,%rsi
	mov $0x8,%ecx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_bit_outside
	mov %rdx,%rcx
	mov $0x1,%eax
	shl %cl,%eax
	mov %eax,%esi
	mov (%rdi),%al
	mov %rsi,%rcx
	movzbl %al,%edx
	or %rsi,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L14
	movzbl %al,%eax
	test %ecx,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_1_acquire:
	movslq %esi,%rdx
	cmp $0x7,%rdx
	jbe .L8
	push %rax
	mov %rdi,%rsi
	mov $0x8,%ecx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_bit_outside
	mov %rdx,%rcx
	mov $0x1,%eax
	shl %cl,%eax
	mov %eax,%esi
	mov (%rdi),%al
	mov %rsi,%rcx
	movzbl %al,%edx
	or %rsi,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L14
	movzbl %al,%eax
	test %ecx,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_1_release:
	movslq %esi,%rdx
	cmp $0x7,%rdx
	jbe .L8
	push %rax
	mov %rdi,%rsi
	mov $0x8,%ecx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_bit_outside
	mov %rdx,%rcx
	mov $0x1,%eax
	shl %cl,%eax
	mov %eax,%esi
	mov (%rdi),%al
	mov %rsi,%rcx
	movzbl %al,%edx
	or %rsi,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L14
	movzbl %al,%eax
	test %ecx,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_1_acq_rel:
	movslq %esi,%rdx
	cmp $0x7,%rdx
	jbe .L8
	push %rax
	mov %rdi,%rsi
	mov $0x8,%ecx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_bit_outside
	mov %rdx,%rcx
	mov $0x1,%eax
	shl %cl,%eax
	mov %eax,%esi
	mov (%rdi),%al
	mov %rsi,%rcx
	movzbl %al,%edx
	or %rsi,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L14
	movzbl %al,%eax
	test %ecx,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_1_seq_cst:
	movslq %esi,%rdx
	cmp $0x7,%rdx
	jbe .L8
	push %rax
	mov %rdi,%rsi
	mov $0x8,%ecx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_bit_outside
	mov %rdx,%rcx
	mov $0x1,%eax
	shl %cl,%eax
	mov %eax,%esi
	mov (%rdi),%al
	mov %rsi,%rcx
	movzbl %al,%edx
	or %rsi,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L14
	movzbl %al,%eax
	test %ecx,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_test_and_set_bit_1_seq_cst_fence:
	movslq %esi,%rdx
	cmp $0x7,%rdx
	jbe .L8
	push %rax
	mov %rdi,%rsi
	mov $0x8,%ecx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_bit_outside
	mov %rdx,%rcx
	mov $0x1,%eax
	shl %cl,%eax
	mov %eax,%esi
	mov (%rdi),%al
	mov %rsi,%rcx
	movzbl %al,%edx
	or %rsi,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L14
	movzbl %al,%eax
	test %ecx,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_1_relaxed:
	movslq %esi,%rdx
	cmp $0x7,%rdx
	jbe .L8
	push %rax
	mov %rdi,%rsi
	mov $0x8,%ecx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_bit_outside
	mov %rdx,%rcx
	mov $0x1,%eax
	shl %cl,%eax
	mov %eax,%esi
	mov %eax,%ecx
	mov (%rdi),%al
	not %esi
	movzbl %al,%edx
	and %rsi,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L15
	movzbl %al,%eax
	test %ecx,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_1_acquire:
	movslq %esi,%rdx
	cmp $0x7,%rdx
	jbe .L8
	push %rax
	mov %rdi,%rsi
	mov $0x8,%ecx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_bit_outside
	mov %rdx,%rcx
	mov $0x1,%eax
	shl %cl,%eax
	mov %eax,%esi
	mov %eax,%ecx
	mov (%rdi),%al
	not %esi
	movzbl %al,%edx
	and %rsi,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L15
	movzbl %al,%eax
	test %ecx,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_1_release:
	movslq %esi,%rdx
	cmp $0x7,%rdx
	jbe .L8
	push %rax
	mov %rdi,%rsi
	mov $0x8,%ecx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_bit_outside
	mov %rdx,%rcx
	mov $0x1,%eax
	shl %cl,%eax
	mov %eax,%esi
	mov %eax,%ecx
	mov (%rdi),%al
	not %esi
	movzbl %al,%edx
	and %rsi,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L15
	movzbl %al,%eax
	test %ecx,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_1_acq_rel:
	movslq %esi,%rdx
	cmp $0x7,%rdx
	jbe .L8
	push %rax
	mov %rdi,%rsi
	mov $0x8,%ecx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_bit_outside
	mov %rdx,%rcx
	mov $0x1,%eax
	shl %cl,%eax
	mov %eax,%esi
	mov %eax,%ecx
	mov (%rdi),%al
	not %esi
	movzbl %al,%edx
	and %rsi,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L15
	movzbl %al,%eax
	test %ecx,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_1_seq_cst:
	movslq %esi,%rdx
	cmp $0x7,%rdx
	jbe .L8
	push %rax
	mov %rdi,%rsi
	mov $0x8,%ecx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_bit_outside
	mov %rdx,%rcx
	mov $0x1,%eax
	shl %cl,%eax
	mov %eax,%esi
	mov %eax,%ecx
	mov (%rdi),%al
	not %esi
	movzbl %al,%edx
	and %rsi,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L15
	movzbl %al,%eax
	test %ecx,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_1_seq_cst_fence:
	movslq %esi,%rdx
	cmp $0x7,%rdx
	jbe .L8
	push %rax
	mov %rdi,%rsi
	mov $0x8,%ecx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_bit_outside
	mov %rdx,%rcx
	mov $0x1,%eax
	shl %cl,%eax
	mov %eax,%esi
	mov %eax,%ecx
	mov (%rdi),%al
	not %esi
	movzbl %al,%edx
	and %rsi,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L15
	movzbl %al,%eax
	test %ecx,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_1_relaxed:
	movslq %esi,%rdx
	cmp $0x7,%rdx
	jbe .L8
	push %rax
	mov %rdi,%rsi
	mov $0x8,%ecx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_bit_outside
	mov %rdx,%rcx
	mov $0x1,%eax
	shl %cl,%eax
	mov %eax,%esi
	mov (%rdi),%al
	mov %rsi,%rcx
	movzbl %al,%edx
	xor %rsi,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L14
	movzbl %al,%eax
	test %ecx,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_1_acquire:
	movslq %esi,%rdx
	cmp $0x7,%rdx
	jbe .L8
	push %rax
	mov %rdi,%rsi
	mov $0x8,%ecx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_bit_outside
	mov %rdx,%rcx
	mov $0x1,%eax
	shl %cl,%eax
	mov %eax,%esi
	mov (%rdi),%al
	mov %rsi,%rcx
	movzbl %al,%edx
	xor %rsi,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L14
	movzbl %al,%eax
	test %ecx,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_1_release:
	movslq %esi,%rdx
	cmp $0x7,%rdx
	jbe .L8
	push %rax
	mov %rdi,%rsi
	mov $0x8,%ecx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_bit_outside
	mov %rdx,%rcx
	mov $0x1,%eax
	shl %cl,%eax
	mov %eax,%esi
	mov (%rdi),%al
	mov %rsi,%rcx
	movzbl %al,%edx
	xor %rsi,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L14
	movzbl %al,%eax
	test %ecx,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_1_acq_rel:
	movslq %esi,%rdx
	cmp $0x7,%rdx
	jbe .L8
	push %rax
	mov %rdi,%rsi
	mov $0x8,%ecx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_bit_outside
	mov %rdx,%rcx
	mov $0x1,%eax
	shl %cl,%eax
	mov %eax,%esi
	mov (%rdi),%al
	mov %rsi,%rcx
	movzbl %al,%edx
	xor %rsi,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L14
	movzbl %al,%eax
	test %ecx,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_1_seq_cst:
	movslq %esi,%rdx
	cmp $0x7,%rdx
	jbe .L8
	push %rax
	mov %rdi,%rsi
	mov $0x8,%ecx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_bit_outside
	mov %rdx,%rcx
	mov $0x1,%eax
	shl %cl,%eax
	mov %eax,%esi
	mov (%rdi),%al
	mov %rsi,%rcx
	movzbl %al,%edx
	xor %rsi,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L14
	movzbl %al,%eax
	test %ecx,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_test_and_change_bit_1_seq_cst_fence:
	movslq %esi,%rdx
	cmp $0x7,%rdx
	jbe .L8
	push %rax
	mov %rdi,%rsi
	mov $0x8,%ecx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_bit_outside
	mov %rdx,%rcx
	mov $0x1,%eax
	shl %cl,%eax
	mov %eax,%esi
	mov (%rdi),%al
	mov %rsi,%rcx
	movzbl %al,%edx
	xor %rsi,%rdx
	lock cmpxchg %dl,(%rdi)
	jne .L14
	movzbl %al,%eax
	test %ecx,%eax
	setne %al
	movzbl %al,%eax
	ret

uat_fetch_add_unless_1_relaxed:
	mov (%rdi),%al
	cmp %al,%dl
	je .L6
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cl,(%rdi)
	jne .L1
	ret

uat_fetch_add_unless_1_acquire:
	mov (%rdi),%al
	cmp %al,%dl
	je .L6
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cl,(%rdi)
	jne .L1
	ret

uat_fetch_add_unless_1_release:
	mov (%rdi),%al
	cmp %al,%dl
	je .L6
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cl,(%rdi)
	jne .L1
	ret

uat_fetch_add_unless_1_acq_rel:
	mov (%rdi),%al
	cmp %al,%dl
	je .L6
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cl,(%rdi)
	jne .L1
	ret

uat_fetch_add_unless_1_seq_cst:
	mov (%rdi),%al
	cmp %al,%dl
	je .L6
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cl,(%rdi)
	jne .L1
	ret

uat_fetch_add_unless_1_seq_cst_fence:
	mov (%rdi),%al
	cmp %al,%dl
	je .L6
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cl,(%rdi)
	jne .L1
	ret

uat_add_unless_1_relaxed:
	mov (%rdi),%al
	cmp %al,%dl
	je .L9
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cl,(%rdi)
	sete %cl
	test %cl,%cl
	jne .L10
	jmp .L1
	xor %ecx,%ecx
	movzbl %cl,%eax
	ret

uat_add_unless_1_acquire:
	mov (%rdi),%al
	cmp %al,%dl
	je .L9
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cl,(%rdi)
	sete %cl
	test %cl,%cl
	jne .L10
	jmp .L1
	xor %ecx,%ecx
	movzbl %cl,%eax
	ret

uat_add_unless_1_release:
	mov (%rdi),%al
	cmp %al,%dl
	je .L9
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cl,(%rdi)
	sete %cl
	test %cl,%cl
	jne .L10
	jmp .L1
	xor %ecx,%ecx
	movzbl %cl,%eax
	ret

uat_add_unless_1_acq_rel:
	mov (%rdi),%al
	cmp %al,%dl
	je .L9
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cl,(%rdi)
	sete %cl
	test %cl,%cl
	jne .L10
	jmp .L1
	xor %ecx,%ecx
	movzbl %cl,%eax
	ret

uat_add_unless_1_seq_cst:
	mov (%rdi),%al
	cmp %al,%dl
	je .L9
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cl,(%rdi)
	sete %cl
	test %cl,%cl
	jne .L10
	jmp .L1
	xor %ecx,%ecx
	movzbl %cl,%eax
	ret

uat_add_unless_1_seq_cst_fence:
	mov (%rdi),%al
	cmp %al,%dl
	je .L9
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cl,(%rdi)
	sete %cl
	test %cl,%cl
	jne .L10
	jmp .L1
	xor %ecx,%ecx
	movzbl %cl,%eax
	ret

uat_dec_if_positive_1_relaxed:
	mov (%rdi),%al
	test %al,%al
	jg .L7
	cmp $0x80,%al
	setne %dl
	sub %edx,%eax
	ret
	lea -0x1(%rax),%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	dec %eax
	ret

uat_dec_if_positive_1_acquire:
	mov (%rdi),%al
	test %al,%al
	jg .L7
	cmp $0x80,%al
	setne %dl
	sub %edx,%eax
	ret
	lea -0x1(%rax),%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	dec %eax
	ret

uat_dec_if_positive_1_release:
	mov (%rdi),%al
	test %al,%al
	jg .L7
	cmp $0x80,%al
	setne %dl
	sub %edx,%eax
	ret
	lea -0x1(%rax),%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	dec %eax
	ret

uat_dec_if_positive_1_acq_rel:
	mov (%rdi),%al
	test %al,%al
	jg .L7
	cmp $0x80,%al
	setne %dl
	sub %edx,%eax
	ret
	lea -0x1(%rax),%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	dec %eax
	ret

uat_dec_if_positive_1_seq_cst:
	mov (%rdi),%al
	test %al,%al
	jg .L7
	cmp $0x80,%al
	setne %dl
	sub %edx,%eax
	ret
	lea -0x1(%rax),%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	dec %eax
	ret

uat_dec_if_positive_1_seq_cst_fence:
	mov (%rdi),%al
	test %al,%al
	jg .L7
	cmp $0x80,%al
	setne %dl
	sub %edx,%eax
	ret
	lea -0x1(%rax),%edx
	lock cmpxchg %dl,(%rdi)
	jne .L1
	dec %eax
	ret

uat_cond_load_1_relaxed:
	mov %esi,%eax
	mov (%rdi),%dl
	cmp %dl,%al
	je .L6
	pause
	jmp .L1
	ret

uat_cond_load_1_consume:
	mov %esi,%eax
	mov (%rdi),%dl
	cmp %dl,%al
	je .L6
	pause
	jmp .L1
	ret

uat_cond_load_1_acquire:
	mov %esi,%eax
	mov (%rdi),%dl
	cmp %dl,%al
	je .L6
	pause
	jmp .L1
	ret

uat_cond_load_1_seq_cst:
	mov %esi,%eax
	mov (%rdi),%dl
	cmp %dl,%al
	je .L6
	pause
	jmp .L1
	ret

uat_cond_load_1_seq_cst_fence:
	mov %esi,%eax
	lock addl $0x0,-0x4(%rsp)
	mov (%rdi),%dl
	cmp %dl,%al
	je .L7
	pause
	jmp .L2
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
	mov %rdi,%rsi
	and $0x1,%dil
	je .L7
	push %rax
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rsi),%ax
	ret

uat_load_2_consume:
	mov %rdi,%rsi
	and $0x1,%dil
	je .L7
	push %rax
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rsi),%ax
	ret

uat_load_2_acquire:
	mov %rdi,%rsi
	and $0x1,%dil
	je .L7
	push %rax
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rsi),%ax
	ret

uat_load_2_seq_cst:
	mov %rdi,%rsi
	and $0x1,%dil
	je .L7
	push %rax
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rsi),%ax
	ret

uat_load_2_seq_cst_fence:
	mov %rdi,%rsi
	and $0x1,%dil
	je .L7
	push %rax
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock addl $0x0,-0x4(%rsp)
	mov (%rsi),%ax
	ret

uat_store_2_relaxed:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %si,(%rdi)
	ret

uat_store_2_release:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %si,(%rdi)
	ret

uat_store_2_seq_cst:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	xchg %si,(%rdi)
	ret

uat_store_2_seq_cst_fence:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	xchg %si,(%rdi)
	ret

uat_cmpxchg_2_relaxed:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	ret

uat_cmpxchg_2_acquire:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	ret

uat_cmpxchg_2_release:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	ret

uat_cmpxchg_2_acq_rel:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	ret

uat_cmpxchg_2_seq_cst:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	ret

uat_cmpxchg_2_seq_cst_fence_sc:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	ret

uat_cmpxchg_2_seq_cst_fence:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	ret

uat_cmpxchg_test_2_seq_cst_fence:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	cmp %si,%ax
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_2_relaxed:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_2_acquire:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_2_release:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_2_acq_rel:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_2_seq_cst:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_2_seq_cst_fence_sc:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_2_seq_cst_fence:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_2_relaxed:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_2_acquire:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_2_release:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_2_acq_rel:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_2_seq_cst:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_2_seq_cst_fence_sc:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_2_seq_cst_fence:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %dx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_xchg_2_relaxed:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	xchg %ax,(%rdi)
	ret

uat_xchg_2_acquire:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	xchg %ax,(%rdi)
	ret

uat_xchg_2_release:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	xchg %ax,(%rdi)
	ret

uat_xchg_2_acq_rel:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	xchg %ax,(%rdi)
	ret

uat_xchg_2_seq_cst:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	xchg %ax,(%rdi)
	ret

uat_xchg_2_seq_cst_fence:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	xchg %ax,(%rdi)
	ret

uat_add_return_2_relaxed:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock xadd %ax,(%rdi)
	add %esi,%eax
	ret

uat_add_return_2_acquire:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock xadd %ax,(%rdi)
	add %esi,%eax
	ret

uat_add_return_2_release:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock xadd %ax,(%rdi)
	add %esi,%eax
	ret

uat_add_return_2_acq_rel:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock xadd %ax,(%rdi)
	add %esi,%eax
	ret

uat_add_return_2_seq_cst:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock xadd %ax,(%rdi)
	add %esi,%eax
	ret

uat_add_return_2_seq_cst_fence:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock xadd %ax,(%rdi)
	add %esi,%eax
	ret

uat_add_2_relaxed:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock add %si,(%rdi)
	ret

uat_add_2_acquire:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock add %si,(%rdi)
	ret

uat_add_2_release:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock add %si,(%rdi)
	ret

uat_add_2_acq_rel:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock add %si,(%rdi)
	ret

uat_add_2_seq_cst:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock add %si,(%rdi)
	ret

uat_add_2_seq_cst_fence:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock add %si,(%rdi)
	ret

uat_and_2_relaxed:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock and %si,(%rdi)
	ret

uat_and_2_acquire:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock and %si,(%rdi)
	ret

uat_and_2_release:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock and %si,(%rdi)
	ret

uat_and_2_acq_rel:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock and %si,(%rdi)
	ret

uat_and_2_seq_cst:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock and %si,(%rdi)
	ret

uat_and_2_seq_cst_fence:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock and %si,(%rdi)
	ret

uat_or_2_relaxed:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock or %si,(%rdi)
	ret

uat_or_2_acquire:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock or %si,(%rdi)
	ret

uat_or_2_release:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock or %si,(%rdi)
	ret

uat_or_2_acq_rel:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock or %si,(%rdi)
	ret

uat_or_2_seq_cst:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock or %si,(%rdi)
	ret

uat_or_2_seq_cst_fence:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock or %si,(%rdi)
	ret

uat_xor_2_relaxed:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock xor %si,(%rdi)
	ret

uat_xor_2_acquire:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock xor %si,(%rdi)
	ret

uat_xor_2_release:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock xor %si,(%rdi)
	ret

uat_xor_2_acq_rel:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock xor %si,(%rdi)
	ret

uat_xor_2_seq_cst:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock xor %si,(%rdi)
	ret

uat_xor_2_seq_cst_fence:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock xor %si,(%rdi)
	ret

uat_fetch_add_2_relaxed:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock xadd %ax,(%rdi)
	ret

uat_fetch_add_2_acquire:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock xadd %ax,(%rdi)
	ret

uat_fetch_add_2_release:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock xadd %ax,(%rdi)
	ret

uat_fetch_add_2_acq_rel:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock xadd %ax,(%rdi)
	ret

uat_fetch_add_2_seq_cst:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock xadd %ax,(%rdi)
	ret

uat_fetch_add_2_seq_cst_fence:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock xadd %ax,(%rdi)
	ret

uat_fetch_and_2_relaxed:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_and_2_acquire:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_and_2_release:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_and_2_acq_rel:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_and_2_seq_cst:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_and_2_seq_cst_fence:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_or_2_relaxed:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_or_2_acquire:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_or_2_release:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_or_2_acq_rel:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_or_2_seq_cst:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_or_2_seq_cst_fence:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_xor_2_relaxed:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_xor_2_acquire:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_xor_2_release:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_xor_2_acq_rel:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_xor_2_seq_cst:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_xor_2_seq_cst_fence:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_smax_2_relaxed:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %si,%ax
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_smax_2_acquire:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %si,%ax
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_smax_2_release:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %si,%ax
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_smax_2_acq_rel:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %si,%ax
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_smax_2_seq_cst:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %si,%ax
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_smax_2_seq_cst_fence:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %si,%ax
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_umax_2_relaxed:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %ax,%si
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_umax_2_acquire:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %ax,%si
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_umax_2_release:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %ax,%si
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_umax_2_acq_rel:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %ax,%si
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_umax_2_seq_cst:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %ax,%si
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_umax_2_seq_cst_fence:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %ax,%si
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_smin_2_relaxed:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %si,%ax
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_smin_2_acquire:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %si,%ax
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_smin_2_release:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %si,%ax
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_smin_2_acq_rel:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %si,%ax
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_smin_2_seq_cst:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %si,%ax
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_smin_2_seq_cst_fence:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %si,%ax
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_umin_2_relaxed:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %ax,%si
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_umin_2_acquire:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %ax,%si
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_umin_2_release:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %ax,%si
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_umin_2_acq_rel:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %ax,%si
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_umin_2_seq_cst:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %ax,%si
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_fetch_umin_2_seq_cst_fence:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %ax,%si
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %dx,(%rdi)
	jne .L8
	ret

uat_test_and_set_bit_2_relaxed:
	push %rcx
	test $0x1,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0xf,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x10,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock bts %si,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_set_bit_2_acquire:
	push %rcx
	test $0x1,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0xf,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x10,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock bts %si,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_set_bit_2_release:
	push %rcx
	test $0x1,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0xf,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x10,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock bts %si,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_set_bit_2_acq_rel:
	push %rcx
	test $0x1,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0xf,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x10,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock bts %si,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_set_bit_2_seq_cst:
	push %rcx
	test $0x1,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0xf,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x10,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock bts %si,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_set_bit_2_seq_cst_fence:
	push %rcx
	test $0x1,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0xf,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x10,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock bts %si,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_2_relaxed:
	push %rcx
	test $0x1,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0xf,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x10,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btr %si,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_2_acquire:
	push %rcx
	test $0x1,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0xf,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x10,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btr %si,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_2_release:
	push %rcx
	test $0x1,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0xf,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x10,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btr %si,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_2_acq_rel:
	push %rcx
	test $0x1,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0xf,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x10,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btr %si,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_2_seq_cst:
	push %rcx
	test $0x1,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0xf,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x10,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btr %si,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_2_seq_cst_fence:
	push %rcx
	test $0x1,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0xf,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x10,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btr %si,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_change_bit_2_relaxed:
	push %rcx
	test $0x1,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0xf,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x10,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btc %si,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_change_bit_2_acquire:
	push %rcx
	test $0x1,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0xf,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x10,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btc %si,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_change_bit_2_release:
	push %rcx
	test $0x1,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0xf,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x10,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btc %si,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_change_bit_2_acq_rel:
	push %rcx
	test $0x1,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0xf,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x10,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btc %si,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_change_bit_2_seq_cst:
	push %rcx
	test $0x1,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0xf,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x10,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btc %si,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_change_bit_2_seq_cst_fence:
	push %rcx
	test $0x1,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0xf,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x10,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btc %si,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_fetch_add_unless_2_relaxed:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %ax,%dx
	je .L13
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cx,(%rdi)
	jne .L8
	ret

uat_fetch_add_unless_2_acquire:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %ax,%dx
	je .L13
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cx,(%rdi)
	jne .L8
	ret

uat_fetch_add_unless_2_release:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %ax,%dx
	je .L13
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cx,(%rdi)
	jne .L8
	ret

uat_fetch_add_unless_2_acq_rel:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %ax,%dx
	je .L13
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cx,(%rdi)
	jne .L8
	ret

uat_fetch_add_unless_2_seq_cst:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %ax,%dx
	je .L13
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cx,(%rdi)
	jne .L8
	ret

uat_fetch_add_unless_2_seq_cst_fence:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %ax,%dx
	je .L13
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cx,(%rdi)
	jne .L8
	ret

uat_add_unless_2_relaxed:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %ax,%dx
	je .L16
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cx,(%rdi)
	sete %cl
	test %cl,%cl
	jne .L17
	jmp .L8
	xor %ecx,%ecx
	movzbl %cl,%eax
	ret

uat_add_unless_2_acquire:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %ax,%dx
	je .L16
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cx,(%rdi)
	sete %cl
	test %cl,%cl
	jne .L17
	jmp .L8
	xor %ecx,%ecx
	movzbl %cl,%eax
	ret

uat_add_unless_2_release:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %ax,%dx
	je .L16
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cx,(%rdi)
	sete %cl
	test %cl,%cl
	jne .L17
	jmp .L8
	xor %ecx,%ecx
	movzbl %cl,%eax
	ret

uat_add_unless_2_acq_rel:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %ax,%dx
	je .L16
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cx,(%rdi)
	sete %cl
	test %cl,%cl
	jne .L17
	jmp .L8
	xor %ecx,%ecx
	movzbl %cl,%eax
	ret

uat_add_unless_2_seq_cst:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %ax,%dx
	je .L16
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cx,(%rdi)
	sete %cl
	test %cl,%cl
	jne .L17
	jmp .L8
	xor %ecx,%ecx
	movzbl %cl,%eax
	ret

uat_add_unless_2_seq_cst_fence:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%ax
	cmp %ax,%dx
	je .L16
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %cx,(%rdi)
	sete %cl
	test %cl,%cl
	jne .L17
	jmp .L8
	xor %ecx,%ecx
	movzbl %cl,%eax
	ret

uat_dec_if_positive_2_relaxed:
	mov %rdi,%rsi
	and $0x1,%dil
	je .L7
	push %rax
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rsi),%ax
	test %ax,%ax
	jg .L15
	xor %edx,%edx
	cmp $0x8000,%ax
	setne %dl
	sub %edx,%eax
	ret
	lea -0x1(%rax),%edx
	lock cmpxchg %dx,(%rsi)
	jne .L8
	dec %eax
	ret

uat_dec_if_positive_2_acquire:
	mov %rdi,%rsi
	and $0x1,%dil
	je .L7
	push %rax
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rsi),%ax
	test %ax,%ax
	jg .L15
	xor %edx,%edx
	cmp $0x8000,%ax
	setne %dl
	sub %edx,%eax
	ret
	lea -0x1(%rax),%edx
	lock cmpxchg %dx,(%rsi)
	jne .L8
	dec %eax
	ret

uat_dec_if_positive_2_release:
	mov %rdi,%rsi
	and $0x1,%dil
	je .L7
	push %rax
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rsi),%ax
	test %ax,%ax
	jg .L15
	xor %edx,%edx
	cmp $0x8000,%ax
	setne %dl
	sub %edx,%eax
	ret
	lea -0x1(%rax),%edx
	lock cmpxchg %dx,(%rsi)
	jne .L8
	dec %eax
	ret

uat_dec_if_positive_2_acq_rel:
	mov %rdi,%rsi
	and $0x1,%dil
	je .L7
	push %rax
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rsi),%ax
	test %ax,%ax
	jg .L15
	xor %edx,%edx
	cmp $0x8000,%ax
	setne %dl
	sub %edx,%eax
	ret
	lea -0x1(%rax),%edx
	lock cmpxchg %dx,(%rsi)
	jne .L8
	dec %eax
	ret

uat_dec_if_positive_2_seq_cst:
	mov %rdi,%rsi
	and $0x1,%dil
	je .L7
	push %rax
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rsi),%ax
	test %ax,%ax
	jg .L15
	xor %edx,%edx
	cmp $0x8000,%ax
	setne %dl
	sub %edx,%eax
	ret
	lea -0x1(%rax),%edx
	lock cmpxchg %dx,(%rsi)
	jne .L8
	dec %eax
	ret

uat_dec_if_positive_2_seq_cst_fence:
	mov %rdi,%rsi
	and $0x1,%dil
	je .L7
	push %rax
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rsi),%ax
	test %ax,%ax
	jg .L15
	xor %edx,%edx
	cmp $0x8000,%ax
	setne %dl
	sub %edx,%eax
	ret
	lea -0x1(%rax),%edx
	lock cmpxchg %dx,(%rsi)
	jne .L8
	dec %eax
	ret

uat_cond_load_2_relaxed:
	mov %esi,%eax
	test $0x1,%dil
	je .L8
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%dx
	cmp %dx,%ax
	je .L13
	pause
	jmp .L8
	ret

uat_cond_load_2_consume:
	mov %esi,%eax
	test $0x1,%dil
	je .L8
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%dx
	cmp %dx,%ax
	je .L13
	pause
	jmp .L8
	ret

uat_cond_load_2_acquire:
	mov %esi,%eax
	test $0x1,%dil
	je .L8
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%dx
	cmp %dx,%ax
	je .L13
	pause
	jmp .L8
	ret

uat_cond_load_2_seq_cst:
	mov %esi,%eax
	test $0x1,%dil
	je .L8
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%dx
	cmp %dx,%ax
	je .L13
	pause
	jmp .L8
	ret

uat_cond_load_2_seq_cst_fence:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock addl $0x0,-0x4(%rsp)
	mov (%rdi),%dx
	cmp %dx,%ax
	je .L14
	pause
	jmp .L9
	ret

uat_inc_2_relaxed:
	mov %rdi,%rsi
	and $0x1,%dil
	je .L7
	push %rax
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock incw (%rsi)
	ret

uat_inc_2_acquire:
	mov %rdi,%rsi
	and $0x1,%dil
	je .L7
	push %rax
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock incw (%rsi)
	ret

uat_inc_2_release:
	mov %rdi,%rsi
	and $0x1,%dil
	je .L7
	push %rax
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock incw (%rsi)
	ret

uat_inc_2_acq_rel:
	mov %rdi,%rsi
	and $0x1,%dil
	je .L7
	push %rax
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock incw (%rsi)
	ret

uat_inc_2_seq_cst:
	mov %rdi,%rsi
	and $0x1,%dil
	je .L7
	push %rax
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock incw (%rsi)
	ret

uat_inc_2_seq_cst_fence:
	mov %rdi,%rsi
	and $0x1,%dil
	je .L7
	push %rax
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock incw (%rsi)
	ret

uat_dec_2_relaxed:
	mov %rdi,%rsi
	and $0x1,%dil
	je .L7
	push %rax
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock decw (%rsi)
	ret

uat_dec_2_acquire:
	mov %rdi,%rsi
	and $0x1,%dil
	je .L7
	push %rax
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock decw (%rsi)
	ret

uat_dec_2_release:
	mov %rdi,%rsi
	and $0x1,%dil
	je .L7
	push %rax
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock decw (%rsi)
	ret

uat_dec_2_acq_rel:
	mov %rdi,%rsi
	and $0x1,%dil
	je .L7
	push %rax
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock decw (%rsi)
	ret

uat_dec_2_seq_cst:
	mov %rdi,%rsi
	and $0x1,%dil
	je .L7
	push %rax
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock decw (%rsi)
	ret

uat_dec_2_seq_cst_fence:
	mov %rdi,%rsi
	and $0x1,%dil
	je .L7
	push %rax
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock decw (%rsi)
	ret

uat_add_around_2_mb:
	test $0x1,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x2,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock add %si,(%rdi)
	ret

uat_load_4_relaxed:
	mov %rdi,%rsi
	and $0x3,%dil
	je .L7
	push %rax
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rsi),%eax
	ret

uat_load_4_consume:
	mov %rdi,%rsi
	and $0x3,%dil
	je .L7
	push %rax
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rsi),%eax
	ret

uat_load_4_acquire:
	mov %rdi,%rsi
	and $0x3,%dil
	je .L7
	push %rax
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rsi),%eax
	ret

uat_load_4_seq_cst:
	mov %rdi,%rsi
	and $0x3,%dil
	je .L7
	push %rax
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rsi),%eax
	ret

uat_load_4_seq_cst_fence:
	mov %rdi,%rsi
	and $0x3,%dil
	je .L7
	push %rax
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock addl $0x0,-0x4(%rsp)
	mov (%rsi),%eax
	ret

uat_store_4_relaxed:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,(%rdi)
	ret

uat_store_4_release:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,(%rdi)
	ret

uat_store_4_seq_cst:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	xchg %esi,(%rdi)
	ret

uat_store_4_seq_cst_fence:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	xchg %esi,(%rdi)
	ret

uat_cmpxchg_4_relaxed:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	ret

uat_cmpxchg_4_acquire:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	ret

uat_cmpxchg_4_release:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	ret

uat_cmpxchg_4_acq_rel:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	ret

uat_cmpxchg_4_seq_cst:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	ret

uat_cmpxchg_4_seq_cst_fence_sc:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	ret

uat_cmpxchg_4_seq_cst_fence:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	ret

uat_cmpxchg_test_4_seq_cst_fence:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	cmp %esi,%eax
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_4_relaxed:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_4_acquire:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_4_release:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_4_acq_rel:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_4_seq_cst:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_4_seq_cst_fence_sc:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_4_seq_cst_fence:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_4_relaxed:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_4_acquire:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_4_release:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_4_acq_rel:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_4_seq_cst:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_4_seq_cst_fence_sc:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_4_seq_cst_fence:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock cmpxchg %edx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_xchg_4_relaxed:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	xchg %eax,(%rdi)
	ret

uat_xchg_4_acquire:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	xchg %eax,(%rdi)
	ret

uat_xchg_4_release:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	xchg %eax,(%rdi)
	ret

uat_xchg_4_acq_rel:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	xchg %eax,(%rdi)
	ret

uat_xchg_4_seq_cst:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	xchg %eax,(%rdi)
	ret

uat_xchg_4_seq_cst_fence:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	xchg %eax,(%rdi)
	ret

uat_add_return_4_relaxed:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock xadd %eax,(%rdi)
	add %esi,%eax
	ret

uat_add_return_4_acquire:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock xadd %eax,(%rdi)
	add %esi,%eax
	ret

uat_add_return_4_release:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock xadd %eax,(%rdi)
	add %esi,%eax
	ret

uat_add_return_4_acq_rel:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock xadd %eax,(%rdi)
	add %esi,%eax
	ret

uat_add_return_4_seq_cst:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock xadd %eax,(%rdi)
	add %esi,%eax
	ret

uat_add_return_4_seq_cst_fence:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock xadd %eax,(%rdi)
	add %esi,%eax
	ret

uat_add_4_relaxed:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock add %esi,(%rdi)
	ret

uat_add_4_acquire:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock add %esi,(%rdi)
	ret

uat_add_4_release:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock add %esi,(%rdi)
	ret

uat_add_4_acq_rel:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock add %esi,(%rdi)
	ret

uat_add_4_seq_cst:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock add %esi,(%rdi)
	ret

uat_add_4_seq_cst_fence:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock add %esi,(%rdi)
	ret

uat_and_4_relaxed:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock and %esi,(%rdi)
	ret

uat_and_4_acquire:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock and %esi,(%rdi)
	ret

uat_and_4_release:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock and %esi,(%rdi)
	ret

uat_and_4_acq_rel:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock and %esi,(%rdi)
	ret

uat_and_4_seq_cst:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock and %esi,(%rdi)
	ret

uat_and_4_seq_cst_fence:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock and %esi,(%rdi)
	ret

uat_or_4_relaxed:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock or %esi,(%rdi)
	ret

uat_or_4_acquire:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock or %esi,(%rdi)
	ret

uat_or_4_release:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock or %esi,(%rdi)
	ret

uat_or_4_acq_rel:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock or %esi,(%rdi)
	ret

uat_or_4_seq_cst:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock or %esi,(%rdi)
	ret

uat_or_4_seq_cst_fence:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock or %esi,(%rdi)
	ret

uat_xor_4_relaxed:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock xor %esi,(%rdi)
	ret

uat_xor_4_acquire:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock xor %esi,(%rdi)
	ret

uat_xor_4_release:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock xor %esi,(%rdi)
	ret

uat_xor_4_acq_rel:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock xor %esi,(%rdi)
	ret

uat_xor_4_seq_cst:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock xor %esi,(%rdi)
	ret

uat_xor_4_seq_cst_fence:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock xor %esi,(%rdi)
	ret

uat_fetch_add_4_relaxed:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock xadd %eax,(%rdi)
	ret

uat_fetch_add_4_acquire:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock xadd %eax,(%rdi)
	ret

uat_fetch_add_4_release:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock xadd %eax,(%rdi)
	ret

uat_fetch_add_4_acq_rel:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock xadd %eax,(%rdi)
	ret

uat_fetch_add_4_seq_cst:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock xadd %eax,(%rdi)
	ret

uat_fetch_add_4_seq_cst_fence:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock xadd %eax,(%rdi)
	ret

uat_fetch_and_4_relaxed:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_and_4_acquire:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_and_4_release:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_and_4_acq_rel:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_and_4_seq_cst:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_and_4_seq_cst_fence:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	mov %esi,%edx
	and %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_or_4_relaxed:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_or_4_acquire:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_or_4_release:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_or_4_acq_rel:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_or_4_seq_cst:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_or_4_seq_cst_fence:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	mov %esi,%edx
	or %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_xor_4_relaxed:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_xor_4_acquire:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_xor_4_release:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_xor_4_acq_rel:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_xor_4_seq_cst:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_xor_4_seq_cst_fence:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	mov %esi,%edx
	xor %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_smax_4_relaxed:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %esi,%eax
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_smax_4_acquire:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %esi,%eax
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_smax_4_release:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %esi,%eax
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_smax_4_acq_rel:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %esi,%eax
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_smax_4_seq_cst:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %esi,%eax
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_smax_4_seq_cst_fence:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %esi,%eax
	mov %esi,%edx
	cmovge %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_umax_4_relaxed:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %eax,%esi
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_umax_4_acquire:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %eax,%esi
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_umax_4_release:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %eax,%esi
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_umax_4_acq_rel:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %eax,%esi
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_umax_4_seq_cst:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %eax,%esi
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_umax_4_seq_cst_fence:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %eax,%esi
	mov %eax,%edx
	cmovae %esi,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_smin_4_relaxed:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %esi,%eax
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_smin_4_acquire:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %esi,%eax
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_smin_4_release:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %esi,%eax
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_smin_4_acq_rel:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %esi,%eax
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_smin_4_seq_cst:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %esi,%eax
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_smin_4_seq_cst_fence:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %esi,%eax
	mov %esi,%edx
	cmovle %eax,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_umin_4_relaxed:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %eax,%esi
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_umin_4_acquire:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %eax,%esi
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_umin_4_release:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %eax,%esi
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_umin_4_acq_rel:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %eax,%esi
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_umin_4_seq_cst:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %eax,%esi
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_fetch_umin_4_seq_cst_fence:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %eax,%esi
	mov %eax,%edx
	cmovbe %esi,%edx
	lock cmpxchg %edx,(%rdi)
	jne .L8
	ret

uat_test_and_set_bit_4_relaxed:
	push %rcx
	test $0x3,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x1f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x20,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock bts %esi,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_set_bit_4_acquire:
	push %rcx
	test $0x3,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x1f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x20,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock bts %esi,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_set_bit_4_release:
	push %rcx
	test $0x3,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x1f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x20,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock bts %esi,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_set_bit_4_acq_rel:
	push %rcx
	test $0x3,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x1f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x20,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock bts %esi,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_set_bit_4_seq_cst:
	push %rcx
	test $0x3,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x1f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x20,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock bts %esi,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_set_bit_4_seq_cst_fence:
	push %rcx
	test $0x3,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x1f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x20,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock bts %esi,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_4_relaxed:
	push %rcx
	test $0x3,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x1f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x20,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btr %esi,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_4_acquire:
	push %rcx
	test $0x3,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x1f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x20,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btr %esi,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_4_release:
	push %rcx
	test $0x3,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x1f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x20,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btr %esi,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_4_acq_rel:
	push %rcx
	test $0x3,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x1f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x20,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btr %esi,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_4_seq_cst:
	push %rcx
	test $0x3,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x1f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x20,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btr %esi,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_4_seq_cst_fence:
	push %rcx
	test $0x3,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x1f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x20,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btr %esi,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_change_bit_4_relaxed:
	push %rcx
	test $0x3,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x1f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x20,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btc %esi,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_change_bit_4_acquire:
	push %rcx
	test $0x3,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x1f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x20,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btc %esi,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_change_bit_4_release:
	push %rcx
	test $0x3,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x1f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x20,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btc %esi,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_change_bit_4_acq_rel:
	push %rcx
	test $0x3,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x1f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x20,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btc %esi,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_change_bit_4_seq_cst:
	push %rcx
	test $0x3,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x1f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x20,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btc %esi,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_change_bit_4_seq_cst_fence:
	push %rcx
	test $0x3,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x1f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x20,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btc %esi,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_fetch_add_unless_4_relaxed:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %eax,%edx
	je .L13
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %ecx,(%rdi)
	jne .L8
	ret

uat_fetch_add_unless_4_acquire:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %eax,%edx
	je .L13
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %ecx,(%rdi)
	jne .L8
	ret

uat_fetch_add_unless_4_release:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %eax,%edx
	je .L13
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %ecx,(%rdi)
	jne .L8
	ret

uat_fetch_add_unless_4_acq_rel:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %eax,%edx
	je .L13
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %ecx,(%rdi)
	jne .L8
	ret

uat_fetch_add_unless_4_seq_cst:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %eax,%edx
	je .L13
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %ecx,(%rdi)
	jne .L8
	ret

uat_fetch_add_unless_4_seq_cst_fence:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %eax,%edx
	je .L13
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %ecx,(%rdi)
	jne .L8
	ret

uat_add_unless_4_relaxed:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %eax,%edx
	je .L16
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %ecx,(%rdi)
	sete %cl
	test %cl,%cl
	jne .L17
	jmp .L8
	xor %ecx,%ecx
	movzbl %cl,%eax
	ret

uat_add_unless_4_acquire:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %eax,%edx
	je .L16
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %ecx,(%rdi)
	sete %cl
	test %cl,%cl
	jne .L17
	jmp .L8
	xor %ecx,%ecx
	movzbl %cl,%eax
	ret

uat_add_unless_4_release:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %eax,%edx
	je .L16
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %ecx,(%rdi)
	sete %cl
	test %cl,%cl
	jne .L17
	jmp .L8
	xor %ecx,%ecx
	movzbl %cl,%eax
	ret

uat_add_unless_4_acq_rel:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %eax,%edx
	je .L16
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %ecx,(%rdi)
	sete %cl
	test %cl,%cl
	jne .L17
	jmp .L8
	xor %ecx,%ecx
	movzbl %cl,%eax
	ret

uat_add_unless_4_seq_cst:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %eax,%edx
	je .L16
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %ecx,(%rdi)
	sete %cl
	test %cl,%cl
	jne .L17
	jmp .L8
	xor %ecx,%ecx
	movzbl %cl,%eax
	ret

uat_add_unless_4_seq_cst_fence:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%eax
	cmp %eax,%edx
	je .L16
	lea (%rsi,%rax,1),%ecx
	lock cmpxchg %ecx,(%rdi)
	sete %cl
	test %cl,%cl
	jne .L17
	jmp .L8
	xor %ecx,%ecx
	movzbl %cl,%eax
	ret

uat_dec_if_positive_4_relaxed:
	mov %rdi,%rsi
	and $0x3,%dil
	je .L7
	push %rax
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rsi),%eax
	test %eax,%eax
	jg .L15
	xor %edx,%edx
	cmp $0x80000000,%eax
	setne %dl
	sub %edx,%eax
	ret
	lea -0x1(%rax),%edx
	lock cmpxchg %edx,(%rsi)
	jne .L8
	dec %eax
	ret

uat_dec_if_positive_4_acquire:
	mov %rdi,%rsi
	and $0x3,%dil
	je .L7
	push %rax
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rsi),%eax
	test %eax,%eax
	jg .L15
	xor %edx,%edx
	cmp $0x80000000,%eax
	setne %dl
	sub %edx,%eax
	ret
	lea -0x1(%rax),%edx
	lock cmpxchg %edx,(%rsi)
	jne .L8
	dec %eax
	ret

uat_dec_if_positive_4_release:
	mov %rdi,%rsi
	and $0x3,%dil
	je .L7
	push %rax
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rsi),%eax
	test %eax,%eax
	jg .L15
	xor %edx,%edx
	cmp $0x80000000,%eax
	setne %dl
	sub %edx,%eax
	ret
	lea -0x1(%rax),%edx
	lock cmpxchg %edx,(%rsi)
	jne .L8
	dec %eax
	ret

uat_dec_if_positive_4_acq_rel:
	mov %rdi,%rsi
	and $0x3,%dil
	je .L7
	push %rax
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rsi),%eax
	test %eax,%eax
	jg .L15
	xor %edx,%edx
	cmp $0x80000000,%eax
	setne %dl
	sub %edx,%eax
	ret
	lea -0x1(%rax),%edx
	lock cmpxchg %edx,(%rsi)
	jne .L8
	dec %eax
	ret

uat_dec_if_positive_4_seq_cst:
	mov %rdi,%rsi
	and $0x3,%dil
	je .L7
	push %rax
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rsi),%eax
	test %eax,%eax
	jg .L15
	xor %edx,%edx
	cmp $0x80000000,%eax
	setne %dl
	sub %edx,%eax
	ret
	lea -0x1(%rax),%edx
	lock cmpxchg %edx,(%rsi)
	jne .L8
	dec %eax
	ret

uat_dec_if_positive_4_seq_cst_fence:
	mov %rdi,%rsi
	and $0x3,%dil
	je .L7
	push %rax
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rsi),%eax
	test %eax,%eax
	jg .L15
	xor %edx,%edx
	cmp $0x80000000,%eax
	setne %dl
	sub %edx,%eax
	ret
	lea -0x1(%rax),%edx
	lock cmpxchg %edx,(%rsi)
	jne .L8
	dec %eax
	ret

uat_cond_load_4_relaxed:
	mov %esi,%eax
	test $0x3,%dil
	je .L8
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%edx
	cmp %edx,%eax
	je .L13
	pause
	jmp .L8
	ret

uat_cond_load_4_consume:
	mov %esi,%eax
	test $0x3,%dil
	je .L8
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%edx
	cmp %edx,%eax
	je .L13
	pause
	jmp .L8
	ret

uat_cond_load_4_acquire:
	mov %esi,%eax
	test $0x3,%dil
	je .L8
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%edx
	cmp %edx,%eax
	je .L13
	pause
	jmp .L8
	ret

uat_cond_load_4_seq_cst:
	mov %esi,%eax
	test $0x3,%dil
	je .L8
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%edx
	cmp %edx,%eax
	je .L13
	pause
	jmp .L8
	ret

uat_cond_load_4_seq_cst_fence:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %esi,%eax
	lock addl $0x0,-0x4(%rsp)
	mov (%rdi),%edx
	cmp %edx,%eax
	je .L14
	pause
	jmp .L9
	ret

uat_inc_4_relaxed:
	mov %rdi,%rsi
	and $0x3,%dil
	je .L7
	push %rax
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock incl (%rsi)
	ret

uat_inc_4_acquire:
	mov %rdi,%rsi
	and $0x3,%dil
	je .L7
	push %rax
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock incl (%rsi)
	ret

uat_inc_4_release:
	mov %rdi,%rsi
	and $0x3,%dil
	je .L7
	push %rax
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock incl (%rsi)
	ret

uat_inc_4_acq_rel:
	mov %rdi,%rsi
	and $0x3,%dil
	je .L7
	push %rax
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock incl (%rsi)
	ret

uat_inc_4_seq_cst:
	mov %rdi,%rsi
	and $0x3,%dil
	je .L7
	push %rax
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock incl (%rsi)
	ret

uat_inc_4_seq_cst_fence:
	mov %rdi,%rsi
	and $0x3,%dil
	je .L7
	push %rax
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock incl (%rsi)
	ret

uat_dec_4_relaxed:
	mov %rdi,%rsi
	and $0x3,%dil
	je .L7
	push %rax
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock decl (%rsi)
	ret

uat_dec_4_acquire:
	mov %rdi,%rsi
	and $0x3,%dil
	je .L7
	push %rax
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock decl (%rsi)
	ret

uat_dec_4_release:
	mov %rdi,%rsi
	and $0x3,%dil
	je .L7
	push %rax
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock decl (%rsi)
	ret

uat_dec_4_acq_rel:
	mov %rdi,%rsi
	and $0x3,%dil
	je .L7
	push %rax
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock decl (%rsi)
	ret

uat_dec_4_seq_cst:
	mov %rdi,%rsi
	and $0x3,%dil
	je .L7
	push %rax
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock decl (%rsi)
	ret

uat_dec_4_seq_cst_fence:
	mov %rdi,%rsi
	and $0x3,%dil
	je .L7
	push %rax
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock decl (%rsi)
	ret

uat_add_around_4_mb:
	test $0x3,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x4,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock add %esi,(%rdi)
	ret

uat_load_8_relaxed:
	mov %rdi,%rsi
	and $0x7,%dil
	je .L7
	push %rax
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rsi),%rax
	ret

uat_load_8_consume:
	mov %rdi,%rsi
	and $0x7,%dil
	je .L7
	push %rax
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rsi),%rax
	ret

uat_load_8_acquire:
	mov %rdi,%rsi
	and $0x7,%dil
	je .L7
	push %rax
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rsi),%rax
	ret

uat_load_8_seq_cst:
	mov %rdi,%rsi
	and $0x7,%dil
	je .L7
	push %rax
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rsi),%rax
	ret

uat_load_8_seq_cst_fence:
	mov %rdi,%rsi
	and $0x7,%dil
	je .L7
	push %rax
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock addl $0x0,-0x4(%rsp)
	mov (%rsi),%rax
	ret

uat_store_8_relaxed:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,(%rdi)
	ret

uat_store_8_release:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,(%rdi)
	ret

uat_store_8_seq_cst:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	xchg %rsi,(%rdi)
	ret

uat_store_8_seq_cst_fence:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	xchg %rsi,(%rdi)
	ret

uat_cmpxchg_8_relaxed:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	ret

uat_cmpxchg_8_acquire:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	ret

uat_cmpxchg_8_release:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	ret

uat_cmpxchg_8_acq_rel:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	ret

uat_cmpxchg_8_seq_cst:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	ret

uat_cmpxchg_8_seq_cst_fence_sc:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	ret

uat_cmpxchg_8_seq_cst_fence:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	ret

uat_cmpxchg_test_8_seq_cst_fence:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	cmp %rax,%rsi
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_8_relaxed:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_8_acquire:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_8_release:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_8_acq_rel:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_8_seq_cst:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_8_seq_cst_fence_sc:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_8_seq_cst_fence:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_8_relaxed:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_8_acquire:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_8_release:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_8_acq_rel:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_8_seq_cst:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_8_seq_cst_fence_sc:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_try_cmpxchg_weak_8_seq_cst_fence:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock cmpxchg %rdx,(%rdi)
	sete %al
	movzbl %al,%eax
	ret

uat_xchg_8_relaxed:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	xchg %rax,(%rdi)
	ret

uat_xchg_8_acquire:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	xchg %rax,(%rdi)
	ret

uat_xchg_8_release:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	xchg %rax,(%rdi)
	ret

uat_xchg_8_acq_rel:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	xchg %rax,(%rdi)
	ret

uat_xchg_8_seq_cst:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	xchg %rax,(%rdi)
	ret

uat_xchg_8_seq_cst_fence:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	xchg %rax,(%rdi)
	ret

uat_add_return_8_relaxed:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock xadd %rax,(%rdi)
	add %rsi,%rax
	ret

uat_add_return_8_acquire:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock xadd %rax,(%rdi)
	add %rsi,%rax
	ret

uat_add_return_8_release:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock xadd %rax,(%rdi)
	add %rsi,%rax
	ret

uat_add_return_8_acq_rel:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock xadd %rax,(%rdi)
	add %rsi,%rax
	ret

uat_add_return_8_seq_cst:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock xadd %rax,(%rdi)
	add %rsi,%rax
	ret

uat_add_return_8_seq_cst_fence:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock xadd %rax,(%rdi)
	add %rsi,%rax
	ret

uat_add_8_relaxed:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock add %rsi,(%rdi)
	ret

uat_add_8_acquire:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock add %rsi,(%rdi)
	ret

uat_add_8_release:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock add %rsi,(%rdi)
	ret

uat_add_8_acq_rel:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock add %rsi,(%rdi)
	ret

uat_add_8_seq_cst:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock add %rsi,(%rdi)
	ret

uat_add_8_seq_cst_fence:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock add %rsi,(%rdi)
	ret

uat_and_8_relaxed:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock and %rsi,(%rdi)
	ret

uat_and_8_acquire:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock and %rsi,(%rdi)
	ret

uat_and_8_release:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock and %rsi,(%rdi)
	ret

uat_and_8_acq_rel:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock and %rsi,(%rdi)
	ret

uat_and_8_seq_cst:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock and %rsi,(%rdi)
	ret

uat_and_8_seq_cst_fence:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock and %rsi,(%rdi)
	ret

uat_or_8_relaxed:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock or %rsi,(%rdi)
	ret

uat_or_8_acquire:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock or %rsi,(%rdi)
	ret

uat_or_8_release:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock or %rsi,(%rdi)
	ret

uat_or_8_acq_rel:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock or %rsi,(%rdi)
	ret

uat_or_8_seq_cst:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock or %rsi,(%rdi)
	ret

uat_or_8_seq_cst_fence:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock or %rsi,(%rdi)
	ret

uat_xor_8_relaxed:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock xor %rsi,(%rdi)
	ret

uat_xor_8_acquire:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock xor %rsi,(%rdi)
	ret

uat_xor_8_release:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock xor %rsi,(%rdi)
	ret

uat_xor_8_acq_rel:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock xor %rsi,(%rdi)
	ret

uat_xor_8_seq_cst:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock xor %rsi,(%rdi)
	ret

uat_xor_8_seq_cst_fence:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock xor %rsi,(%rdi)
	ret

uat_fetch_add_8_relaxed:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock xadd %rax,(%rdi)
	ret

uat_fetch_add_8_acquire:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock xadd %rax,(%rdi)
	ret

uat_fetch_add_8_release:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock xadd %rax,(%rdi)
	ret

uat_fetch_add_8_acq_rel:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock xadd %rax,(%rdi)
	ret

uat_fetch_add_8_seq_cst:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock xadd %rax,(%rdi)
	ret

uat_fetch_add_8_seq_cst_fence:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock xadd %rax,(%rdi)
	ret

uat_fetch_and_8_relaxed:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	mov %rsi,%rdx
	and %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_and_8_acquire:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	mov %rsi,%rdx
	and %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_and_8_release:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	mov %rsi,%rdx
	and %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_and_8_acq_rel:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	mov %rsi,%rdx
	and %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_and_8_seq_cst:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	mov %rsi,%rdx
	and %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_and_8_seq_cst_fence:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	mov %rsi,%rdx
	and %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_or_8_relaxed:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	mov %rsi,%rdx
	or %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_or_8_acquire:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	mov %rsi,%rdx
	or %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_or_8_release:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	mov %rsi,%rdx
	or %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_or_8_acq_rel:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	mov %rsi,%rdx
	or %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_or_8_seq_cst:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	mov %rsi,%rdx
	or %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_or_8_seq_cst_fence:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	mov %rsi,%rdx
	or %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_xor_8_relaxed:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	mov %rsi,%rdx
	xor %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_xor_8_acquire:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	mov %rsi,%rdx
	xor %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_xor_8_release:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	mov %rsi,%rdx
	xor %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_xor_8_acq_rel:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	mov %rsi,%rdx
	xor %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_xor_8_seq_cst:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	mov %rsi,%rdx
	xor %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_xor_8_seq_cst_fence:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	mov %rsi,%rdx
	xor %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_smax_8_relaxed:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rsi,%rax
	mov %rsi,%rdx
	cmovge %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_smax_8_acquire:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rsi,%rax
	mov %rsi,%rdx
	cmovge %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_smax_8_release:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rsi,%rax
	mov %rsi,%rdx
	cmovge %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_smax_8_acq_rel:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rsi,%rax
	mov %rsi,%rdx
	cmovge %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_smax_8_seq_cst:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rsi,%rax
	mov %rsi,%rdx
	cmovge %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_smax_8_seq_cst_fence:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rsi,%rax
	mov %rsi,%rdx
	cmovge %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_umax_8_relaxed:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rax,%rsi
	mov %rax,%rdx
	cmovae %rsi,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_umax_8_acquire:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rax,%rsi
	mov %rax,%rdx
	cmovae %rsi,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_umax_8_release:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rax,%rsi
	mov %rax,%rdx
	cmovae %rsi,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_umax_8_acq_rel:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rax,%rsi
	mov %rax,%rdx
	cmovae %rsi,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_umax_8_seq_cst:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rax,%rsi
	mov %rax,%rdx
	cmovae %rsi,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_umax_8_seq_cst_fence:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rax,%rsi
	mov %rax,%rdx
	cmovae %rsi,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_smin_8_relaxed:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rsi,%rax
	mov %rsi,%rdx
	cmovle %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_smin_8_acquire:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rsi,%rax
	mov %rsi,%rdx
	cmovle %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_smin_8_release:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rsi,%rax
	mov %rsi,%rdx
	cmovle %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_smin_8_acq_rel:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rsi,%rax
	mov %rsi,%rdx
	cmovle %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_smin_8_seq_cst:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rsi,%rax
	mov %rsi,%rdx
	cmovle %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_smin_8_seq_cst_fence:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rsi,%rax
	mov %rsi,%rdx
	cmovle %rax,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_umin_8_relaxed:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rax,%rsi
	mov %rax,%rdx
	cmovbe %rsi,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_umin_8_acquire:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rax,%rsi
	mov %rax,%rdx
	cmovbe %rsi,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_umin_8_release:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rax,%rsi
	mov %rax,%rdx
	cmovbe %rsi,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_umin_8_acq_rel:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rax,%rsi
	mov %rax,%rdx
	cmovbe %rsi,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_umin_8_seq_cst:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rax,%rsi
	mov %rax,%rdx
	cmovbe %rsi,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_fetch_umin_8_seq_cst_fence:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rax,%rsi
	mov %rax,%rdx
	cmovbe %rsi,%rdx
	lock cmpxchg %rdx,(%rdi)
	jne .L8
	ret

uat_test_and_set_bit_8_relaxed:
	push %rcx
	test $0x7,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x3f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x40,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock bts %rdx,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_set_bit_8_acquire:
	push %rcx
	test $0x7,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x3f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x40,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock bts %rdx,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_set_bit_8_release:
	push %rcx
	test $0x7,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x3f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x40,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock bts %rdx,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_set_bit_8_acq_rel:
	push %rcx
	test $0x7,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x3f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x40,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock bts %rdx,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_set_bit_8_seq_cst:
	push %rcx
	test $0x7,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x3f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x40,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock bts %rdx,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_set_bit_8_seq_cst_fence:
	push %rcx
	test $0x7,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x3f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x40,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock bts %rdx,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_8_relaxed:
	push %rcx
	test $0x7,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x3f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x40,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btr %rdx,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_8_acquire:
	push %rcx
	test $0x7,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x3f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x40,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btr %rdx,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_8_release:
	push %rcx
	test $0x7,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x3f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x40,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btr %rdx,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_8_acq_rel:
	push %rcx
	test $0x7,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x3f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x40,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btr %rdx,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_8_seq_cst:
	push %rcx
	test $0x7,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x3f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x40,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btr %rdx,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_clear_bit_8_seq_cst_fence:
	push %rcx
	test $0x7,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x3f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x40,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btr %rdx,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_change_bit_8_relaxed:
	push %rcx
	test $0x7,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x3f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x40,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btc %rdx,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_change_bit_8_acquire:
	push %rcx
	test $0x7,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x3f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x40,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btc %rdx,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_change_bit_8_release:
	push %rcx
	test $0x7,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x3f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x40,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btc %rdx,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_change_bit_8_acq_rel:
	push %rcx
	test $0x7,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x3f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x40,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btc %rdx,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_change_bit_8_seq_cst:
	push %rcx
	test $0x7,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x3f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x40,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btc %rdx,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_test_and_change_bit_8_seq_cst_fence:
	push %rcx
	test $0x7,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	movslq %esi,%rdx
	cmp $0x3f,%rdx
	jbe .L14
	mov %rdi,%rsi
	mov $0x40,%ecx
	lea 0x0(%rip),%rdi
	call .L14
		-> R_X86_64_PLT32 __uatomic_bit_outside
	lock btc %rdx,(%rdi)
	setb %al
	pop %rdx
	movzbl %al,%eax
	ret

uat_fetch_add_unless_8_relaxed:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rax,%rdx
	je .L13
	lea (%rsi,%rax,1),%rcx
	lock cmpxchg %rcx,(%rdi)
	jne .L8
	ret

uat_fetch_add_unless_8_acquire:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rax,%rdx
	je .L13
	lea (%rsi,%rax,1),%rcx
	lock cmpxchg %rcx,(%rdi)
	jne .L8
	ret

uat_fetch_add_unless_8_release:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rax,%rdx
	je .L13
	lea (%rsi,%rax,1),%rcx
	lock cmpxchg %rcx,(%rdi)
	jne .L8
	ret

uat_fetch_add_unless_8_acq_rel:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rax,%rdx
	je .L13
	lea (%rsi,%rax,1),%rcx
	lock cmpxchg %rcx,(%rdi)
	jne .L8
	ret

uat_fetch_add_unless_8_seq_cst:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rax,%rdx
	je .L13
	lea (%rsi,%rax,1),%rcx
	lock cmpxchg %rcx,(%rdi)
	jne .L8
	ret

uat_fetch_add_unless_8_seq_cst_fence:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rax,%rdx
	je .L13
	lea (%rsi,%rax,1),%rcx
	lock cmpxchg %rcx,(%rdi)
	jne .L8
	ret

uat_add_unless_8_relaxed:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rax,%rdx
	je .L16
	lea (%rsi,%rax,1),%rcx
	lock cmpxchg %rcx,(%rdi)
	sete %cl
	test %cl,%cl
	jne .L17
	jmp .L8
	xor %ecx,%ecx
	movzbl %cl,%eax
	ret

uat_add_unless_8_acquire:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rax,%rdx
	je .L16
	lea (%rsi,%rax,1),%rcx
	lock cmpxchg %rcx,(%rdi)
	sete %cl
	test %cl,%cl
	jne .L17
	jmp .L8
	xor %ecx,%ecx
	movzbl %cl,%eax
	ret

uat_add_unless_8_release:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rax,%rdx
	je .L16
	lea (%rsi,%rax,1),%rcx
	lock cmpxchg %rcx,(%rdi)
	sete %cl
	test %cl,%cl
	jne .L17
	jmp .L8
	xor %ecx,%ecx
	movzbl %cl,%eax
	ret

uat_add_unless_8_acq_rel:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rax,%rdx
	je .L16
	lea (%rsi,%rax,1),%rcx
	lock cmpxchg %rcx,(%rdi)
	sete %cl
	test %cl,%cl
	jne .L17
	jmp .L8
	xor %ecx,%ecx
	movzbl %cl,%eax
	ret

uat_add_unless_8_seq_cst:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rax,%rdx
	je .L16
	lea (%rsi,%rax,1),%rcx
	lock cmpxchg %rcx,(%rdi)
	sete %cl
	test %cl,%cl
	jne .L17
	jmp .L8
	xor %ecx,%ecx
	movzbl %cl,%eax
	ret

uat_add_unless_8_seq_cst_fence:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rax
	cmp %rax,%rdx
	je .L16
	lea (%rsi,%rax,1),%rcx
	lock cmpxchg %rcx,(%rdi)
	sete %cl
	test %cl,%cl
	jne .L17
	jmp .L8
	xor %ecx,%ecx
	movzbl %cl,%eax
	ret

uat_dec_if_positive_8_relaxed:
	mov %rdi,%rsi
	and $0x7,%dil
	je .L7
	push %rax
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rsi),%rax
	test %rax,%rax
	jg .L17
	mov $0x1,%edx
	shl $0x3f,%rdx
	cmp %rdx,%rax
	setne %dl
	movzbl %dl,%edx
	sub %rdx,%rax
	ret
	lea -0x1(%rax),%rdx
	lock cmpxchg %rdx,(%rsi)
	jne .L8
	dec %rax
	ret

uat_dec_if_positive_8_acquire:
	mov %rdi,%rsi
	and $0x7,%dil
	je .L7
	push %rax
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rsi),%rax
	test %rax,%rax
	jg .L17
	mov $0x1,%edx
	shl $0x3f,%rdx
	cmp %rdx,%rax
	setne %dl
	movzbl %dl,%edx
	sub %rdx,%rax
	ret
	lea -0x1(%rax),%rdx
	lock cmpxchg %rdx,(%rsi)
	jne .L8
	dec %rax
	ret

uat_dec_if_positive_8_release:
	mov %rdi,%rsi
	and $0x7,%dil
	je .L7
	push %rax
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rsi),%rax
	test %rax,%rax
	jg .L17
	mov $0x1,%edx
	shl $0x3f,%rdx
	cmp %rdx,%rax
	setne %dl
	movzbl %dl,%edx
	sub %rdx,%rax
	ret
	lea -0x1(%rax),%rdx
	lock cmpxchg %rdx,(%rsi)
	jne .L8
	dec %rax
	ret

uat_dec_if_positive_8_acq_rel:
	mov %rdi,%rsi
	and $0x7,%dil
	je .L7
	push %rax
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rsi),%rax
	test %rax,%rax
	jg .L17
	mov $0x1,%edx
	shl $0x3f,%rdx
	cmp %rdx,%rax
	setne %dl
	movzbl %dl,%edx
	sub %rdx,%rax
	ret
	lea -0x1(%rax),%rdx
	lock cmpxchg %rdx,(%rsi)
	jne .L8
	dec %rax
	ret

uat_dec_if_positive_8_seq_cst:
	mov %rdi,%rsi
	and $0x7,%dil
	je .L7
	push %rax
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rsi),%rax
	test %rax,%rax
	jg .L17
	mov $0x1,%edx
	shl $0x3f,%rdx
	cmp %rdx,%rax
	setne %dl
	movzbl %dl,%edx
	sub %rdx,%rax
	ret
	lea -0x1(%rax),%rdx
	lock cmpxchg %rdx,(%rsi)
	jne .L8
	dec %rax
	ret

uat_dec_if_positive_8_seq_cst_fence:
	mov %rdi,%rsi
	and $0x7,%dil
	je .L7
	push %rax
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rsi),%rax
	test %rax,%rax
	jg .L17
	mov $0x1,%edx
	shl $0x3f,%rdx
	cmp %rdx,%rax
	setne %dl
	movzbl %dl,%edx
	sub %rdx,%rax
	ret
	lea -0x1(%rax),%rdx
	lock cmpxchg %rdx,(%rsi)
	jne .L8
	dec %rax
	ret

uat_cond_load_8_relaxed:
	mov %rsi,%rax
	test $0x7,%dil
	je .L8
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rdx
	cmp %rdx,%rax
	je .L13
	pause
	jmp .L8
	ret

uat_cond_load_8_consume:
	mov %rsi,%rax
	test $0x7,%dil
	je .L8
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rdx
	cmp %rdx,%rax
	je .L13
	pause
	jmp .L8
	ret

uat_cond_load_8_acquire:
	mov %rsi,%rax
	test $0x7,%dil
	je .L8
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rdx
	cmp %rdx,%rax
	je .L13
	pause
	jmp .L8
	ret

uat_cond_load_8_seq_cst:
	mov %rsi,%rax
	test $0x7,%dil
	je .L8
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov (%rdi),%rdx
	cmp %rdx,%rax
	je .L13
	pause
	jmp .L8
	ret

uat_cond_load_8_seq_cst_fence:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rsi,%rax
	lock addl $0x0,-0x4(%rsp)
	mov (%rdi),%rdx
	cmp %rdx,%rax
	je .L14
	pause
	jmp .L9
	ret

uat_inc_8_relaxed:
	mov %rdi,%rsi
	and $0x7,%dil
	je .L7
	push %rax
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock incq (%rsi)
	ret

uat_inc_8_acquire:
	mov %rdi,%rsi
	and $0x7,%dil
	je .L7
	push %rax
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock incq (%rsi)
	ret

uat_inc_8_release:
	mov %rdi,%rsi
	and $0x7,%dil
	je .L7
	push %rax
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock incq (%rsi)
	ret

uat_inc_8_acq_rel:
	mov %rdi,%rsi
	and $0x7,%dil
	je .L7
	push %rax
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock incq (%rsi)
	ret

uat_inc_8_seq_cst:
	mov %rdi,%rsi
	and $0x7,%dil
	je .L7
	push %rax
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock incq (%rsi)
	ret

uat_inc_8_seq_cst_fence:
	mov %rdi,%rsi
	and $0x7,%dil
	je .L7
	push %rax
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock incq (%rsi)
	ret

uat_dec_8_relaxed:
	mov %rdi,%rsi
	and $0x7,%dil
	je .L7
	push %rax
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock decq (%rsi)
	ret

uat_dec_8_acquire:
	mov %rdi,%rsi
	and $0x7,%dil
	je .L7
	push %rax
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock decq (%rsi)
	ret

uat_dec_8_release:
	mov %rdi,%rsi
	and $0x7,%dil
	je .L7
	push %rax
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock decq (%rsi)
	ret

uat_dec_8_acq_rel:
	mov %rdi,%rsi
	and $0x7,%dil
	je .L7
	push %rax
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock decq (%rsi)
	ret

uat_dec_8_seq_cst:
	mov %rdi,%rsi
	and $0x7,%dil
	je .L7
	push %rax
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock decq (%rsi)
	ret

uat_dec_8_seq_cst_fence:
	mov %rdi,%rsi
	and $0x7,%dil
	je .L7
	push %rax
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock decq (%rsi)
	ret

uat_add_around_8_mb:
	test $0x7,%dil
	je .L7
	push %rax
	mov %rdi,%rsi
	mov $0x8,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	lock add %rsi,(%rdi)
	ret

uat_cmpxchg_dword_16_relaxed:
	push %rbx
	test $0xf,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x10,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rcx,%rbx
	mov %rsi,%rax
	mov %r8,%rcx
	lock cmpxchg16b (%rdi)
	pop %rbx
	ret

uat_cmpxchg_dword_16_acquire:
	push %rbx
	test $0xf,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x10,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rcx,%rbx
	mov %rsi,%rax
	mov %r8,%rcx
	lock cmpxchg16b (%rdi)
	pop %rbx
	ret

uat_cmpxchg_dword_16_release:
	push %rbx
	test $0xf,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x10,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rcx,%rbx
	mov %rsi,%rax
	mov %r8,%rcx
	lock cmpxchg16b (%rdi)
	pop %rbx
	ret

uat_cmpxchg_dword_16_acq_rel:
	push %rbx
	test $0xf,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x10,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rcx,%rbx
	mov %rsi,%rax
	mov %r8,%rcx
	lock cmpxchg16b (%rdi)
	pop %rbx
	ret

uat_cmpxchg_dword_16_seq_cst:
	push %rbx
	test $0xf,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x10,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rcx,%rbx
	mov %rsi,%rax
	mov %r8,%rcx
	lock cmpxchg16b (%rdi)
	pop %rbx
	ret

uat_cmpxchg_dword_16_seq_cst_fence_sc:
	push %rbx
	test $0xf,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x10,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rcx,%rbx
	mov %rsi,%rax
	mov %r8,%rcx
	lock cmpxchg16b (%rdi)
	pop %rbx
	ret

uat_cmpxchg_dword_16_seq_cst_fence:
	push %rbx
	test $0xf,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x10,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rcx,%rbx
	mov %rsi,%rax
	mov %r8,%rcx
	lock cmpxchg16b (%rdi)
	pop %rbx
	ret

uat_try_cmpxchg_dword_16_relaxed:
	push %rbx
	test $0xf,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x10,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rcx,%rbx
	mov %rsi,%rax
	mov %r8,%rcx
	lock cmpxchg16b (%rdi)
	sete %al
	pop %rbx
	movzbl %al,%eax
	ret

uat_try_cmpxchg_dword_16_acquire:
	push %rbx
	test $0xf,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x10,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rcx,%rbx
	mov %rsi,%rax
	mov %r8,%rcx
	lock cmpxchg16b (%rdi)
	sete %al
	pop %rbx
	movzbl %al,%eax
	ret

uat_try_cmpxchg_dword_16_release:
	push %rbx
	test $0xf,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x10,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rcx,%rbx
	mov %rsi,%rax
	mov %r8,%rcx
	lock cmpxchg16b (%rdi)
	sete %al
	pop %rbx
	movzbl %al,%eax
	ret

uat_try_cmpxchg_dword_16_acq_rel:
	push %rbx
	test $0xf,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x10,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rcx,%rbx
	mov %rsi,%rax
	mov %r8,%rcx
	lock cmpxchg16b (%rdi)
	sete %al
	pop %rbx
	movzbl %al,%eax
	ret

uat_try_cmpxchg_dword_16_seq_cst:
	push %rbx
	test $0xf,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x10,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rcx,%rbx
	mov %rsi,%rax
	mov %r8,%rcx
	lock cmpxchg16b (%rdi)
	sete %al
	pop %rbx
	movzbl %al,%eax
	ret

uat_try_cmpxchg_dword_16_seq_cst_fence_sc:
	push %rbx
	test $0xf,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x10,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rcx,%rbx
	mov %rsi,%rax
	mov %r8,%rcx
	lock cmpxchg16b (%rdi)
	sete %al
	pop %rbx
	movzbl %al,%eax
	ret

uat_try_cmpxchg_dword_16_seq_cst_fence:
	push %rbx
	test $0xf,%dil
	je .L7
	mov %rdi,%rsi
	mov $0x10,%edx
	lea 0x0(%rip),%rdi
	call .L7
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rcx,%rbx
	mov %rsi,%rax
	mov %r8,%rcx
	lock cmpxchg16b (%rdi)
	sete %al
	pop %rbx
	movzbl %al,%eax
	ret

uat_load_dword_16_relaxed:
	mov %rdi,%rax
	push %rbx
	mov %rdi,%rsi
	and $0xf,%eax
	je .L8
	mov $0x10,%edx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rax,%rdx
	mov %rax,%rbx
	mov %rax,%rcx
	lock cmpxchg16b (%rdi)
	pop %rbx
	ret

uat_load_dword_16_consume:
	mov %rdi,%rax
	push %rbx
	mov %rdi,%rsi
	and $0xf,%eax
	je .L8
	mov $0x10,%edx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rax,%rdx
	mov %rax,%rbx
	mov %rax,%rcx
	lock cmpxchg16b (%rdi)
	pop %rbx
	ret

uat_load_dword_16_acquire:
	mov %rdi,%rax
	push %rbx
	mov %rdi,%rsi
	and $0xf,%eax
	je .L8
	mov $0x10,%edx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rax,%rdx
	mov %rax,%rbx
	mov %rax,%rcx
	lock cmpxchg16b (%rdi)
	pop %rbx
	ret

uat_load_dword_16_seq_cst:
	mov %rdi,%rax
	push %rbx
	mov %rdi,%rsi
	and $0xf,%eax
	je .L8
	mov $0x10,%edx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_misaligned
	mov %rax,%rdx
	mov %rax,%rbx
	mov %rax,%rcx
	lock cmpxchg16b (%rdi)
	pop %rbx
	ret

uat_load_dword_16_seq_cst_fence:
	mov %rdi,%rax
	push %rbx
	mov %rdi,%rsi
	and $0xf,%eax
	je .L8
	mov $0x10,%edx
	lea 0x0(%rip),%rdi
	call .L8
		-> R_X86_64_PLT32 __uatomic_misaligned
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

