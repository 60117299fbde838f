# SPDX-License-Identifier: MIT
#
# tests/tooling/check.mk - registers tests/tooling/run.sh (the developer
# tools: compile_commands.json, clang-format) as a check of the tree; it
# runs make in this output tree.
tree-checks += tooling
serial-host-checks += tooling
