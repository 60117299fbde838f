# SPDX-License-Identifier: MIT
#
# tests/install-paths/check.mk - registers tests/install-paths/run.sh
# ("make install", "make uninstall" and "make headers_install" with every
# kind of path) as a check of the tree; it runs make in this output tree.
tree-checks += install-paths
serial-host-checks += install-paths
