# SPDX-License-Identifier: MIT
#
# tests/user-build/toolchain.cmake - a firmware project's CMake toolchain
# file, as tests/user-build/run.sh uses it: the environment names the
# toolchain prefix (UATOMIC_USER_CROSS) or clang, the board's link
# (UATOMIC_USER_FW_LINK: start-up objects, linker script, C library) and
# the staged sysroot the packages are found in (UATOMIC_USER_SYSROOT)
# and the C library (UATOMIC_USER_LIBC, e.g. --specs=picolibc.specs) and
# the CPU (UATOMIC_USER_CPU_FLAGS: the package's uatomic_ARCH_CFLAGS, or
# pkg-config's arch_cflags; the imported target carries none).
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR "$ENV{UATOMIC_USER_CPU}")
# clang (UATOMIC_USER_CLANG, e.g. clang-19, for a target with no GCC)
# takes the target triplet instead of a prefix.
if("$ENV{UATOMIC_USER_CLANG}" STREQUAL "")
	set(CMAKE_C_COMPILER "$ENV{UATOMIC_USER_CROSS}gcc")
else()
	set(CMAKE_C_COMPILER "$ENV{UATOMIC_USER_CLANG}")
	string(REGEX REPLACE "-$" "" triplet "$ENV{UATOMIC_USER_CROSS}")
	set(CMAKE_C_COMPILER_TARGET "${triplet}")
endif()
# No operating system: the compiler checks build a library, not a program.
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
set(CMAKE_C_FLAGS_INIT "$ENV{UATOMIC_USER_LIBC} $ENV{UATOMIC_USER_CPU_FLAGS}")
set(CMAKE_EXE_LINKER_FLAGS_INIT "$ENV{UATOMIC_USER_FW_LINK}")
# Packages come from the sysroot only; programs from the host.
set(CMAKE_FIND_ROOT_PATH "$ENV{UATOMIC_USER_SYSROOT}")
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
