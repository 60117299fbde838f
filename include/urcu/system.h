/* SPDX-License-Identifier: MIT */
/*
 * urcu/system.h - shared-variable accesses: CMM_LOAD_SHARED() and
 * CMM_STORE_SHARED() (and their _CMM_ forms without the coherence
 * barriers).  Each is one volatile access, never merged, repeated or
 * omitted by the compiler; no CPU ordering.  Not torn only where the
 * variable is no wider than a register: an 8-byte variable on a 32-bit
 * target is two loads or two stores (use uatomic_load()/uatomic_store(),
 * single-copy atomic where UATOMIC_HAS_ATOMIC_LLONG says so).
 */
#ifndef _URCU_SYSTEM_H
#define _URCU_SYSTEM_H

#include <urcu/compiler.h>
#include <urcu/arch.h>

/*
 * Under ThreadSanitizer a volatile access is a plain one, and two threads
 * sharing a variable through these macros a data race: there the accesses
 * are relaxed __atomic ones (the same single access, which TSan knows to
 * be atomic).  The variable must then have an atomic size (1, 2, 4 or 8
 * bytes).
 */
#ifdef CAA_TSAN
# define _CMM_LOAD_SHARED(p)	__atomic_load_n(&(p), __ATOMIC_RELAXED)
# define __CMM_STORE_ONCE(x, v)	__atomic_store_n(&(x), v, __ATOMIC_RELAXED)
#else
# define _CMM_LOAD_SHARED(p)	CMM_ACCESS_ONCE(p)
# define __CMM_STORE_ONCE(x, v)	(CMM_ACCESS_ONCE(x) = (v))
#endif

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
#define __CMM_STORE_SHARED_ID(id, x, v)					\
	__extension__ ({						\
		__caa_unqual_typeof(x) __cmm_v##id = (v);		\
		__CMM_STORE_ONCE(x, __cmm_v##id);			\
		__cmm_v##id;						\
	})
/* The local is named after the expansion: see __caa_with_id(). */
#define _CMM_STORE_SHARED(x, v)						\
	__caa_with_id(__CMM_STORE_SHARED_ID, x, v)

#define __CMM_STORE_SHARED_WMC_ID(id, x, v)				\
	__extension__ ({						\
		__caa_unqual_typeof(x) __cmm_stored##id =		\
			__CMM_STORE_SHARED_ID(id, x, v);		\
		cmm_smp_wmc();						\
		__cmm_stored##id;					\
	})
#define CMM_STORE_SHARED(x, v)						\
	__caa_with_id(__CMM_STORE_SHARED_WMC_ID, x, v)

#endif /* _URCU_SYSTEM_H */
