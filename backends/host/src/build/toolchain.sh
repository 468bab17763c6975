# Sourced by the host library's build scripts: the tools that build and run code for one target architecture,
# and whether a library for an architecture other than this machine's must be built.
#
#   toolchain ARCH      (x86_64 or aarch64) sets
#     tc_platform       the jar's resource folder for it (linux-aarch64)
#     tc_cc, tc_objdump, tc_nm
#                       the C compiler and binutils: $CC (default gcc) when it targets ARCH, else Debian's cross
#                       tools (aarch64-linux-gnu-gcc, ...)
#     tc_cross          empty when $CC targets ARCH, else "yes"
#     tc_run            what runs a program built for ARCH here: empty on ARCH itself, else qemu-user with the
#                       cross C library's folder as its prefix (qemu-aarch64 -L /usr/aarch64-linux-gnu)
#     tc_missing        the Debian packages the build for ARCH lacks (empty when none)
#     tc_run_missing    the Debian package the run lacks (empty when none)
#   check_cross_setting exits with a message unless EVENTBIND_HOST_CROSS is auto or required
#   cross_required      true (status 0) when a cross build may not be skipped: CI=true, or
#                       EVENTBIND_HOST_CROSS=required (the Maven property eventbind.host.cross)

toolchain() {
  case $1 in
    x86_64) tc_gnu=x86-64 tc_debian=amd64 ;;
    aarch64) tc_gnu=aarch64 tc_debian=arm64 ;;
    *)
      echo "eventbind: no host library is built for architecture '$1' (known: x86_64, aarch64)" >&2
      return 2
      ;;
  esac
  tc_platform=linux-$1
  tc_missing=
  tc_run_missing=
  native_cc=${CC:-gcc}
  machine=$("$native_cc" -dumpmachine 2>/dev/null || true)
  if [ "${machine%%-*}" = "$1" ]; then
    tc_cc=$native_cc tc_objdump=objdump tc_nm=nm tc_cross= tc_run=
    command -v objdump >/dev/null 2>&1 || tc_missing=binutils
    return 0
  fi
  triplet=$1-linux-gnu
  tc_cc=$triplet-gcc tc_objdump=$triplet-objdump tc_nm=$triplet-nm tc_cross=yes
  tc_run="qemu-$1 -L /usr/$triplet"
  command -v "$tc_cc" >/dev/null 2>&1 || tc_missing="gcc-$tc_gnu-linux-gnu"
  # The linker script libc.so (and the headers beside it) come with the cross C library's development package.
  [ -e "/usr/$triplet/lib/libc.so" ] || tc_missing="${tc_missing:+$tc_missing }libc6-dev-$tc_debian-cross"
  command -v "qemu-$1" >/dev/null 2>&1 || tc_run_missing=qemu-user
  return 0
}

cross_required() {
  [ "${EVENTBIND_HOST_CROSS:-auto}" = required ] || [ "${CI:-}" = true ]
}

# Exits with a message unless EVENTBIND_HOST_CROSS is auto (the default) or required.
check_cross_setting() {
  case ${EVENTBIND_HOST_CROSS:-auto} in
    auto | required) ;;
    *)
      echo "eventbind: eventbind.host.cross is '$EVENTBIND_HOST_CROSS'; it takes auto (the other architecture's" >&2
      echo "library is built when its cross compiler is installed, and must be when CI=true) or required" >&2
      exit 2
      ;;
  esac
}
