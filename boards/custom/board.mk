# SPDX-License-Identifier: MIT
#
# boards/custom/board.mk - build facts of a custom Cortex-M board (see
# boards/Makefile): the clock from the configuration, and the linker
# script made from its memory map (BOARD_CUSTOM_*): the MEMORY regions
# FLASH and RAM, then the arch's sections, as a shipped board's
# board.ld does.
#
FIRMWARE_CPU_HZ := $(CONFIG_BOARD_CUSTOM_CPU_HZ)
BOARD_LDSCRIPT := $(objtree)/include/generated/board.ld

quiet_cmd_board_ld = GEN     $(@:$(objtree)/%=%)
      cmd_board_ld = printf '%s\n' \
	'/* Made from $(KCONFIG_CONFIG) by boards/custom/board.mk. */' \
	'MEMORY' '{' \
	'	FLASH (rx)  : ORIGIN = $(CONFIG_BOARD_CUSTOM_FLASH_BASE), LENGTH = $(CONFIG_BOARD_CUSTOM_FLASH_SIZE)' \
	'	RAM   (rwx) : ORIGIN = $(CONFIG_BOARD_CUSTOM_RAM_BASE), LENGTH = $(CONFIG_BOARD_CUSTOM_RAM_SIZE)' \
	'}' '' 'INCLUDE cortex-m.ld' > $@

$(BOARD_LDSCRIPT): $(auto-conf) $(srctree)/boards/custom/board.mk
	@mkdir -p $(dir $@)
	$(call cmd,board_ld)
