# SPDX-License-Identifier: MIT
#
# scripts/flags.mk - included by the top Makefile once the arch and board
# Makefiles have added their flags: C=, the compiler (and sparse) found,
# the compiler's flags (c_flags) with the distribution's, sparse's include
# path for a cross target, and the file that changes when the flags do.

ifeq ($(C),)
  C := 0
endif

ifeq ($(filter deps,$(MAKECMDGOALS)),)
  ifeq ($(shell command -v $(CC) 2>/dev/null),)
    $(error Compiler '$(CC)' not found (CROSS_COMPILE='$(CROSS_COMPILE)'): \
      install it ('make deps' installs $(or $(ARCH_DEPS),gcc) for this \
      configuration) or set CROSS_COMPILE to a toolchain you have)
  endif
  ifneq ($(C),0)
    ifeq ($(shell command -v $(CHECK) 2>/dev/null),)
      $(error C=$(C) needs sparse: run 'make deps' (or apt-get install sparse))
    endif
  endif
endif

# A distribution's build passes its flags in CFLAGS, CPPFLAGS and LDFLAGS
# (the environment or the command line: "dpkg-buildflags --export=sh"
# gives the stack protector, _FORTIFY_SOURCE, -Wl,-z,relro -Wl,-z,now).
# They come after the tree's own flags, which stay: a later -O2 or -g
# wins, the -I, -f and -m flags the build needs are not dropped.
# EXTRA_CFLAGS (kbuild's name) is the same for a developer's make.
c_flags = $(strip $(KBUILD_CPPFLAGS) $(KBUILD_CFLAGS) $(EXTRA_CFLAGS) \
	$(CPPFLAGS) $(CFLAGS))

# sparse has the host's include path built in: for a cross target, give
# it the cross compiler's instead (the arch Makefile adds --arch=...).
# (An LLVM-only target has no gcc: its arch Makefile gives them.)
ifneq ($(CROSS_COMPILE),)
ifeq ($(LLVM),)
  # clang's own headers are not for sparse: ask the target's gcc.
  sparse-cc := $(if $(findstring clang,$(CC)),$(CROSS_COMPILE)gcc,$(CC))
  cross-isystem := $(shell $(sparse-cc) $(filter-out --target=%,$(ARCH_CFLAGS)) \
	-xc -E -v /dev/null 2>&1 | \
	sed -n '/<\.\.\.> search starts here/,/End of search list/s/^ //p')
  CHECKFLAGS += -nostdinc $(addprefix -isystem ,$(cross-isystem))
endif
endif

# The flags are part of every object's inputs: this file changes (and
# everything rebuilds) only when they do.
flags-file := $(objtree)/include/config/build-flags
flags-now := $(CC) $(c_flags) $(TEST_RUNNER)$(if $(LDFLAGS), \
	LDFLAGS: $(LDFLAGS))
$(shell mkdir -p $(dir $(flags-file)); \
	echo '$(flags-now)' | cmp -s - $(flags-file) 2>/dev/null || \
	echo '$(flags-now)' > $(flags-file))

config-deps := $(objtree)/include/generated/urcu/uatomic-config.h $(flags-file)
