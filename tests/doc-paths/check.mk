# SPDX-License-Identifier: MIT
#
# tests/doc-paths/check.mk - registers tests/doc-paths/run.sh (every tree
# path the documents quote exists) as a check of the tree.
tree-checks += doc-paths
