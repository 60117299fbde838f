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
 * A plain assignment through a volatile lvalue: the value is type-checked
 * as an assignment would be (sparse also reports a plain pointer stored
 * into an __rcu one), and the expression yields the value stored.
 */
#define _CMM_STORE_SHARED(x, v)						\
	__extension__ ({						\
		CMM_ACCESS_ONCE(x) = (v);				\
	})

#define CMM_STORE_SHARED(x, v)						\
	__extension__ ({						\
		__typeof__(x) __cmm_stored = _CMM_STORE_SHARED(x, v);	\
		cmm_smp_wmc();						\
		__cmm_stored;						\
	})

#endif /* _URCU_SYSTEM_H */
