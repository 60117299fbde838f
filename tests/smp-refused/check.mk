# SPDX-License-Identifier: MIT
#
# tests/smp-refused/check.mk - registers tests/smp-refused/run.sh
# (interrupt masking is refused in an SMP build) as a host check of "make
# check" on bare metal.
ifdef CONFIG_PLATFORM_BAREMETAL
host-checks += smp-refused
endif
