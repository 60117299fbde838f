# SPDX-License-Identifier: MIT
#
# tests/valgrind/check.mk - registers tests/valgrind/run.sh (valgrind
# over the POSIX-key TLS tests, after the test programs they run) as a
# host check of "make check", and has "make deps" install valgrind for
# the native POSIX-key builds, on the hosts Debian ships it for.
host-checks += valgrind

ifdef CONFIG_TLS_PTHREAD_KEYS
  ifeq ($(TEST_RUNNER),)
    ifneq ($(filter x86_64 aarch64 ppc64le s390x i686,$(shell uname -m)),)
      ARCH_DEPS += valgrind
    endif
  endif
endif
