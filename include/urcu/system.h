/* SPDX-License-Identifier: MIT */
/*
 * urcu/system.h - shared-variable accesses: CMM_LOAD_SHARED() and
 * CMM_STORE_SHARED() (and their _CMM_ forms without the coherence
 * barriers).  Single accesses, never merged or torn by the compiler; no CPU
 * ordering.
 */
#ifndef _URCU_SYSTEM_H
#define _URCU_SYSTEM_H

#include <urcu/compiler.h>
#include <urcu/arch.h>

#define _CMM_LOAD_SHARED(p)	CMM_ACCESS_ONCE(p)

#define CMM_LOAD_SHARED(p)						\
	__extension__ ({						\
		cmm_smp_rmc();						\
		_CMM_LOAD_SHARED(p);					\
	})

/*
 * The value is converted to the variable's type as an assignment would
 * convert it (so the compiler type-checks it, and sparse reports a plain
 * pointer stored into an __rcu one), stored through a volatile lvalue, and
 * is the value of the expression.  The assignment's own value is not used:
 * C++20 deprecates reading back a volatile assignment.
 */
#define _CMM_STORE_SHARED(x, v)						\
	__extension__ ({						\
		__caa_unqual_typeof(x) __cmm_v = (v);			\
		CMM_ACCESS_ONCE(x) = __cmm_v;				\
		__cmm_v;						\
	})

#define CMM_STORE_SHARED(x, v)						\
	__extension__ ({						\
		__caa_unqual_typeof(x) __cmm_stored = _CMM_STORE_SHARED(x, v); \
		cmm_smp_wmc();						\
		__cmm_stored;						\
	})

#endif /* _URCU_SYSTEM_H */
