# SPDX-License-Identifier: MIT
#
# scripts/deb.mk - included by the top Makefile: "make check-deb",
# the Debian package (tests/deb/run.sh): debian/ built with
# dpkg-buildpackage from a copy of the tree, judged by lintian, unpacked
# into a scratch root and used there by debian/tests/build (a program
# built with pkg-config and with CMake, and run).  Needs no .config (the
# package configures its own tree) nor root; everything is under
# $(objtree)/deb.

no-config-targets += check-deb deps-deb

# What the check drives: the package build (dpkg-dev, debhelper, the
# build dependencies of debian/control), lintian, and the autopkgtest's
# tools.
DEPS_DEB := dpkg-dev debhelper kconfig-frontends lintian pkg-config cmake \
	ninja-build g++

.PHONY: check-deb deps-deb
deps-deb:
	$(Q)$(srctree)/scripts/install-deps.sh $(DEPS_DEB)

check-deb:
	$(Q)UATOMIC_SRCTREE=$(srctree) UATOMIC_OBJTREE=$(objtree) \
		$(srctree)/scripts/run-tests.sh $(objtree)/deb/logs -- \
		host:$(srctree)/tests/deb/run.sh
