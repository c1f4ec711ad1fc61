#!/usr/bin/env bash
# One entry point for developers and CI on Debian 12:
#   packaging/build.sh run   install missing build dependencies, build, launch the app on an example
#   packaging/build.sh test  install missing build dependencies, build with AddressSanitizer and
#                            UndefinedBehaviorSanitizer, run the whole test suite on that build
# Works from a clean clone as root (or with sudo) with nothing installed but git.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
build="${CD_BUILD_DIR:-$here/build}"
# The test build is a build of its own: -O0 with both sanitizers compiles faster than the
# optimised build and turns every memory error or overflow in any test into a failure (issue 20).
check_build="${CD_CHECK_BUILD_DIR:-$here/build-check}"
mode="${1:-}"

deps=(build-essential cmake ninja-build ccache pkg-config
      qt6-base-dev qt6-base-dev-tools qt6-charts-dev qt6-svg-dev libqt6opengl6-dev libgl-dev
      qt6-qpa-plugins qt6-l10n-tools qt6-tools-dev qt6-translations-l10n nlohmann-json3-dev libsqlite3-dev fonts-dejavu-core
      libxlsxwriter-dev libminizip-dev libexpat1-dev libyaml-cpp-dev unzip poppler-utils)
# Only the tests need these: LibreOffice recalculates the exported XLSX as an independent
# reader, zip repacks it after a test strips the cached formula results; python3 runs the
# include-graph check (tests/layout) and, with PyYAML, reads NetBox exports back (tests/cli);
# appstream and desktop-file-utils validate the package's
# metadata (tests/packaging).
test_deps=(libreoffice-calc-nogui zip python3 python3-yaml appstream desktop-file-utils lintian locales)

install_missing() {
    local missing=()
    for p in "${deps[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    ((${#missing[@]} == 0)) && return 0
    echo "Installing build dependencies: ${missing[*]}"
    local sudo=()
    [[ $(id -u) -eq 0 ]] || sudo=(sudo)
    "${sudo[@]}" apt-get update -q
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
}

# build DIR CMAKE-OPTIONS...
build() {
    local dir=$1
    shift
    export CCACHE_DIR="${CCACHE_DIR:-$HOME/.cache/ccache}"
    cmake -S "$here" -B "$dir" -G Ninja "$@"
    cmake --build "$dir" --parallel "$(nproc)"
}

case "$mode" in
run)
    install_missing
    build "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo
    exec "$build/app/cluster-designer" "${2:-$here/resources/examples/dgx-h100-rack.cluster.json}"
    ;;
test)
    deps+=("${test_deps[@]}")
    install_missing
    # The tests of numbers under a French C locale (tst_c_locale_numbers, tst_translations).
    if ! locale -a | grep -qix 'fr_FR.utf8'; then
        maker=(localedef -i fr_FR -f UTF-8 fr_FR.UTF-8)
        [[ $(id -u) -eq 0 ]] || maker=(sudo "${maker[@]}")
        "${maker[@]}" || echo "build.sh: no fr_FR.UTF-8 locale; its tests are skipped" >&2
    fi
    build "$check_build" -DCMAKE_BUILD_TYPE= "-DCMAKE_CXX_FLAGS=-O0 -g1" -DCD_SANITIZE=ON
    ctest --test-dir "$check_build" --output-on-failure --timeout 900 --parallel "$(nproc)"
    ;;
*)
    echo "usage: packaging/build.sh run|test" >&2
    exit 2
    ;;
esac
