# SPDX-License-Identifier: MIT
#
# tests/mandatory-barriers/check.mk - registers
# tests/mandatory-barriers/run.sh (the generic target's cmm_mb/rmb/wmb
# are each ISA's device barrier, with every compiler installed here) as
# a check of the tree in "make check".
tree-checks += mandatory-barriers
