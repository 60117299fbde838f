# SPDX-License-Identifier: MIT
#
# tests/kconfig/check.mk - registers tests/kconfig/run.sh (Kconfig and the
# defconfigs) as a check of the tree; it runs make in its own trees and
# this one's source tree: one after another with the others that do.
tree-checks += kconfig
serial-host-checks += kconfig
