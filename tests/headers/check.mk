# SPDX-License-Identifier: MIT
#
# tests/headers/check.mk - registers tests/headers/run.sh (the public
# headers as a user meets them) as a host check of "make check"; it runs
# headers_install in this output tree: one after another with the others
# that run make there.
host-checks += headers
serial-host-checks += headers
