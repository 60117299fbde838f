# SPDX-License-Identifier: MIT
#
# tests/nm/check.mk - registers tests/nm/run.sh (no out-of-line atomic
# helper in what the build makes) as a host check of "make check".
host-checks += nm
export UATOMIC_NM := $(NM)
export UATOMIC_OBJDUMP := $(OBJDUMP)
