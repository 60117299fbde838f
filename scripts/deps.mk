# SPDX-License-Identifier: MIT
#
# scripts/deps.mk - included by the top Makefile: "make deps", the Debian
# packages a configuration needs (ARCH_DEPS of its arch and board); without
# a configuration, what configuring and "make check" need (deps-base).


# Without a configuration, "make deps" installs what configuring needs.
DEPS_BASE := make gcc g++ libc6-dev kconfig-frontends sparse pkg-config
# What "make check" drives or renders: menuconfig in tmux, the man pages
# (man-db and groff render them, mandoc lints them: tests/man).
DEPS_BASE += tmux man-db groff-base mandoc
# The mapping check of the golden assembly (tests/asm/mapping.py).
DEPS_BASE += python3
# make expand formats the expanded headers (tests/expand).
DEPS_BASE += clang-format
# tests/user-build: a user's CMake and Meson projects, and a Kconfig
# that sources ours under kconfiglib.
DEPS_BASE += cmake meson ninja-build python3-kconfiglib
# "CC=clang make deps": clang too (a configuration with LLVM names its
# own versioned packages in ARCH_DEPS).
DEPS_BASE += $(if $(LLVM),,$(if $(findstring clang,$(CC)),clang))
.PHONY: deps-base
deps-base:
	$(Q)$(srctree)/scripts/install-deps.sh $(DEPS_BASE)

ifeq ($(configured),1)
.PHONY: deps
deps:
	$(Q)$(srctree)/scripts/install-deps.sh $(DEPS_BASE) $(ARCH_DEPS)
endif
ifneq ($(build-needs-config),1)
.PHONY: deps
deps: deps-base
endif
