#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/asm/run.sh - the golden-assembly check of "make check" (the
# directory names the check in the test summary): tests/asm/golden.sh
# check, which prints the PASS:/FAIL: lines.
exec "$(dirname "$0")/golden.sh" check
