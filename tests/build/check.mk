# SPDX-License-Identifier: MIT
#
# tests/build/check.mk - registers tests/build/run.sh (the kbuild
# behaviour users rely on, in a scratch copy of the tree) as a check of
# the tree.
tree-checks += build
