/* SPDX-License-Identifier: MIT */
/*
 * urcu/annotate.h - liburcu 0.15's annotations for ThreadSanitizer: a
 * group of relaxed accesses and the barrier that orders them, declared so
 * that TSan (which does not model fences) sees the acquire or release
 * they make.  Without -fsanitize=thread every annotation compiles to
 * nothing.  liburcu calls this interface experimental; so do we.
 *
 * A release group: cmm_annotate_group_mb_release(&g) at the barrier, then
 * cmm_annotate_group_mem_release(&g, addr) at each relaxed store after it.
 * An acquire group: cmm_annotate_group_mem_acquire(&g, addr) at each
 * relaxed load, then cmm_annotate_group_mb_acquire(&g) at the barrier
 * after them.  Under TSan a group used in another order stops the program
 * with a message naming the mistake, as liburcu's does.
 */
#ifndef _URCU_ANNOTATE_H
#define _URCU_ANNOTATE_H

#include <urcu/compiler.h>

enum cmm_annotate {
	CMM_ANNOTATE_VOID,	/* nothing seen yet */
	CMM_ANNOTATE_LOAD,	/* an acquire group's load */
	CMM_ANNOTATE_STORE,
	CMM_ANNOTATE_MB,	/* the group's barrier */
};

/* Unused: a group a build without TSan never reads is no warning. */
typedef enum cmm_annotate cmm_annotate_t __attribute__((__unused__));

#define cmm_annotate_define(name)	cmm_annotate_t name = CMM_ANNOTATE_VOID

#ifdef CMM_SANITIZE_THREAD

# include <stdio.h>
# include <stdlib.h>

# ifdef __cplusplus
extern "C" {
# endif
/* ThreadSanitizer's interface: a release and an acquire of @addr. */
void __tsan_acquire(void *addr);
void __tsan_release(void *addr);
# ifdef __cplusplus
}
# endif

# define cmm_annotate_die(msg)						\
	do {								\
		fprintf(stderr, "(" __FILE__ ":%s@%u) Annotation ERROR: %s\n", \
			__func__, (unsigned int) __LINE__, msg);	\
		abort();						\
	} while (0)

/*
 * A barrier of the group (@acquire: an acquire group): 1 after moving it
 * to CMM_ANNOTATE_MB, or 0 with *@why saying what is out of order.
 */
static inline int __cmm_annotate_mb(cmm_annotate_t *group, int acquire,
				    const char **why)
{
	switch (*group) {
	case CMM_ANNOTATE_VOID:
		break;
	case CMM_ANNOTATE_LOAD:
		if (!acquire) {
			*why = "load before release group";
			return 0;
		}
		break;
	case CMM_ANNOTATE_STORE:
		*why = acquire ? "store for acquire group" :
			"store before release group";
		return 0;
	case CMM_ANNOTATE_MB:
		*why = acquire ? "redundant mb for acquire group" :
			"redundant mb of release group";
		return 0;
	}
	*group = CMM_ANNOTATE_MB;
	return 1;
}

# define __cmm_annotate_group_mb(group, acquire)			\
	do {								\
		const char *__cmm_annotate_why = "";			\
									\
		if (!__cmm_annotate_mb(group, acquire,			\
				       &__cmm_annotate_why))		\
			cmm_annotate_die(__cmm_annotate_why);		\
	} while (0)

# define cmm_annotate_group_mb_acquire(group)				\
	__cmm_annotate_group_mb(group, 1)
# define cmm_annotate_group_mb_release(group)				\
	__cmm_annotate_group_mb(group, 0)

# define cmm_annotate_group_mem_acquire(group, mem)			\
	do {								\
		cmm_annotate_t *__cmm_annotate_g = (group);		\
									\
		__tsan_acquire((void *) (mem));				\
		if (*__cmm_annotate_g == CMM_ANNOTATE_MB)		\
			cmm_annotate_die("load after mb for acquire group"); \
		if (*__cmm_annotate_g == CMM_ANNOTATE_VOID)		\
			*__cmm_annotate_g = CMM_ANNOTATE_LOAD;		\
	} while (0)

# define cmm_annotate_group_mem_release(group, mem)			\
	do {								\
		cmm_annotate_t *__cmm_annotate_g = (group);		\
									\
		__tsan_release((void *) (mem));				\
		if (*__cmm_annotate_g != CMM_ANNOTATE_MB)		\
			cmm_annotate_die("missing mb for release group"); \
	} while (0)

# define cmm_annotate_mem_acquire(mem)	__tsan_acquire((void *) (mem))
# define cmm_annotate_mem_release(mem)	__tsan_release((void *) (mem))

#else /* !CMM_SANITIZE_THREAD */

# define cmm_annotate_group_mb_acquire(group)		((void) (group))
# define cmm_annotate_group_mb_release(group)		((void) (group))
# define cmm_annotate_group_mem_acquire(group, mem)	((void) (group))
# define cmm_annotate_group_mem_release(group, mem)	((void) (group))
# define cmm_annotate_mem_acquire(mem)			do { } while (0)
# define cmm_annotate_mem_release(mem)			do { } while (0)

#endif /* CMM_SANITIZE_THREAD */

#endif /* _URCU_ANNOTATE_H */
