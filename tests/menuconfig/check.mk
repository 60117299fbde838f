# SPDX-License-Identifier: MIT
#
# tests/menuconfig/check.mk - registers tests/menuconfig/run.sh ("make
# menuconfig" as a user drives it) as a check of the tree.
tree-checks += menuconfig
