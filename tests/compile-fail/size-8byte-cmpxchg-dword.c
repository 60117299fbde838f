/* SPDX-License-Identifier: MIT */
/*
 * uatomic_cmpxchg_dword() on an 8-byte operand is a compile-time error
 * naming the operation, on every target (contract §4).
 * CONTROL: a 16-byte aligned struct where the target has the operation.
 */
/* expect: uatomic_cmpxchg_dword: the operand is not 16 bytes */
/* expect-c++: uatomic_cmpxchg_dword: the operand is not 16 bytes */
/* expect-errors: 1 */
#include <stdint.h>
#include <urcu/uatomic.h>

#if !defined(CONTROL)
typedef uint64_t obj_t;
#elif defined(UATOMIC_HAS_ATOMIC_DWORD)
typedef struct {
	uint64_t a, b;
} __attribute__((aligned(16))) obj_t;
#endif

#if !defined(CONTROL) || defined(UATOMIC_HAS_ATOMIC_DWORD)
void use(obj_t *p, obj_t old, obj_t new_val);
void use(obj_t *p, obj_t old, obj_t new_val)
{
	(void) uatomic_cmpxchg_dword(p, old, new_val);
}
#endif
