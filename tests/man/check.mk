# SPDX-License-Identifier: MIT
#
# tests/man/check.mk - registers tests/man/run.sh (the manual pages
# against man-pages(7), as man-db renders them) as a check of the tree.
tree-checks += man
# The version every page's header line carries.
export UATOMIC_LIBVERSION := $(LIBVERSION)
