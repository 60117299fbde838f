# SPDX-License-Identifier: MIT
#
# tests/tear/check.mk - registers tests/tear/run.sh as a host check of
# "make check" where the tearing stress (tests/stress/tear.c) can be run
# with a wider window than make check's own run gives it: under a
# qemu-user runner, one guest instruction per translation block; an
# i686 build on an x86 host, on the host's CPU as well.
ifndef CONFIG_PLATFORM_BAREMETAL
tear-native := $(if $(CONFIG_ARCH_I386),$(filter x86_64 i686,$(shell \
	uname -m)))
ifneq ($(filter qemu-%,$(notdir $(firstword $(TEST_RUNNER))))$(tear-native),)
host-checks += tear
export UATOMIC_TEAR_NATIVE := $(if $(tear-native),y)
endif
endif
