# SPDX-License-Identifier: MIT
#
# tests/man/check.mk - registers tests/man/run.sh (the manual pages
# against man-pages(7)) as a check of the tree.
tree-checks += man
