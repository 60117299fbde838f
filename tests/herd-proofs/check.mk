# SPDX-License-Identifier: MIT
#
# tests/herd-proofs/check.mk - registers tests/herd-proofs/run.sh (the
# herd7 proofs of the cheaper barrier sequences) as a check of the tree.
tree-checks += herd-proofs
