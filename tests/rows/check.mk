# SPDX-License-Identifier: MIT
#
# tests/rows/check.mk - registers tests/rows/run.sh (the operation table
# is the only list: the generated public names are current, and a new
# row alone gives every operation's names on this target) as a host check
# of "make check"; "make check-rows" runs it alone (compilers only: the
# sweep over every defconfig, tests/rows/all.sh, runs it for each).
host-checks += rows

.PHONY: check-rows
check-rows: $(config-deps)
	$(Q)$(srctree)/tests/rows/run.sh
