# SPDX-License-Identifier: MIT
#
# scripts/serial.mk - included by the top Makefile after the trees: how
# this make runs.  Under a lock, one make at a time in an output tree
# (need-lock: this make only takes the lock and runs the goals again
# under it), and one goal at a time when configuration goals are mixed
# with others (mixed-goals).  Otherwise this make does the work, the goals
# sorted into configuration goals, goals that need no configuration, and
# build goals.

# Two makes in one output tree would race on its generated files (each
# regenerating auto.conf and config.h under the other).  The first make
# takes $(objtree)/.make.lock (flock(1), util-linux) for its whole run: it
# runs again under the lock (scripts/make-lock.sh), and a second make says
# that another one is running and waits for it.  The makes the build runs
# in the same tree (make check's install test, the mixed goals) find the
# tree in UATOMIC_LOCKED and do not wait for their own parent.  "help"
# writes nothing and takes no lock.  The make under the lock keeps this
# one's MAKELEVEL: its messages read as this make's ("make: ...").
lock-file := $(objtree)/.make.lock
lock-goals := $(filter-out help,$(or $(MAKECMDGOALS),$(.DEFAULT_GOAL)))
ifneq ($(lock-goals),)
  ifeq ($(filter $(objtree),$(UATOMIC_LOCKED)),)
    need-lock := 1
  endif
endif

ifeq ($(need-lock),1)

# A tree that cannot be written (a read-only O=) says which path.
lock-error := $(shell { : >> $(lock-file); } 2>&1 | sed 's/.*: //')
ifneq ($(lock-error),)
  $(error cannot write $(lock-file) ($(lock-error)): $(if $(O),O=$(O) \
    must be,build in) a directory you can write to$(if $(O),, (O=...)))
endif

$(or $(MAKECMDGOALS),$(.DEFAULT_GOAL)): __lock
	@:
.PHONY: __lock $(MAKECMDGOALS)
__lock:
	$(Q)UATOMIC_LOCKED='$(UATOMIC_LOCKED) $(objtree)' \
		MAKELEVEL=$(MAKELEVEL) \
		$(srctree)/scripts/make-lock.sh $(lock-file) \
		$(MAKE) --no-print-directory -f $(srctree)/Makefile $(MAKECMDGOALS)

endif

### Goals that need no configuration, and configuration goals
config-targets := config menuconfig nconfig oldconfig olddefconfig \
	savedefconfig allnoconfig alldefconfig randconfig defconfig \
	%_defconfig listnewconfig
no-config-targets := help clean mrproper distclean deps-base check-wide \
	check-all asm-update-all asm-check-all check-liburcu check-consumers \
	check-model-xval \
	deps-liburcu
# Fragments whose goals need no configuration: each adds its goals to
# no-config-targets before the goals are sorted.  Not in the make that
# only takes the lock: its one rule for the goals above runs them all
# under the lock, and a fragment's recipe would replace it (the goal run
# twice, once without the lock).
ifneq ($(need-lock),1)
include $(srctree)/scripts/htmldocs.mk
include $(srctree)/scripts/deb.mk
endif
config-goals := $(filter $(config-targets),$(MAKECMDGOALS))
build-goals := $(filter-out $(config-targets) $(no-config-targets),$(MAKECMDGOALS))

# "make foo_defconfig all" would read the old configuration for "all":
# like the kernel, run mixed goals one at a time.
mixed-goals := $(if $(need-lock),,$(if $(config-goals),$(if \
	$(filter-out $(config-targets),$(MAKECMDGOALS)),1)))

ifeq ($(mixed-goals),1)

$(MAKECMDGOALS): __one_by_one
	@:
.PHONY: __one_by_one
__one_by_one:
	$(Q)set -e; for goal in $(MAKECMDGOALS); do \
		$(MAKE) -f $(srctree)/Makefile $$goal; \
	done

endif
