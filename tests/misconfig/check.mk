# SPDX-License-Identifier: MIT
#
# tests/misconfig/check.mk - registers tests/misconfig/run.sh (a build set
# up wrongly stops with a message) as a check of the tree; it runs make in
# this output tree.
tree-checks += misconfig
serial-host-checks += misconfig
