#!/usr/bin/env bash
# One entry point for developers and CI on Debian 12:
#   packaging/build.sh run   install missing build dependencies, build, launch the app on an example
#   packaging/build.sh test  install missing build dependencies, build, run the whole test suite
# Works from a clean clone as root (or with sudo) with nothing installed but git.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
build="${CD_BUILD_DIR:-$here/build}"
mode="${1:-}"

deps=(build-essential cmake ninja-build ccache pkg-config
      qt6-base-dev qt6-base-dev-tools qt6-charts-dev qt6-svg-dev libqt6opengl6-dev libgl-dev
      qt6-qpa-plugins nlohmann-json3-dev libsqlite3-dev fonts-dejavu-core
      libxlsxwriter-dev libminizip-dev libexpat1-dev unzip poppler-utils)
# Only the tests need these: LibreOffice recalculates the exported XLSX as an independent
# reader, zip repacks it after a test strips the cached formula results; python3 runs the
# include-graph check (tests/layout).
test_deps=(libreoffice-calc-nogui zip python3)

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

build() {
    export CCACHE_DIR="${CCACHE_DIR:-$HOME/.cache/ccache}"
    cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
    cmake --build "$build" --parallel "$(nproc)"
}

case "$mode" in
run)
    install_missing
    build
    exec "$build/app/cluster-designer" "${2:-$here/resources/examples/dgx-h100-rack.cluster.json}"
    ;;
test)
    deps+=("${test_deps[@]}")
    install_missing
    build
    ctest --test-dir "$build" --output-on-failure --timeout 600
    ;;
*)
    echo "usage: packaging/build.sh run|test" >&2
    exit 2
    ;;
esac
