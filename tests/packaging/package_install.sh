#!/usr/bin/env bash
# Issue 22, item 3: the Debian package as a user gets it. Builds it with CPack from the build
# folder, unpacks it into a scratch root (dpkg-deb -x) and checks what a desktop and a shell
# find there: the programs, the desktop entry with its icon in every size, AppStream metadata
# that validates, the design file type, the man pages and completion; then runs the installed
# CLI on an installed example from a folder outside the source tree.
#   package_install.sh BUILD_DIR
set -euo pipefail
build=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "package_install: $*" >&2; exit 1; }

if ! cpack -G DEB -B "$work/pkg" --config "$build/CPackConfig.cmake" >"$work/cpack.log" 2>&1; then
    cat "$work/cpack.log" >&2
    fail "cpack failed"
fi
deb=$(ls "$work"/pkg/*.deb)
# Whole outputs are read before grep -q, which would stop reading early (SIGPIPE under pipefail).
info=$(dpkg-deb --info "$deb")
grep -q "Package: cluster-designer" <<<"$info" || fail "no package name"
# lintian's extended-description-is-empty: a summary line, then indented description lines.
grep -q "^ Description: design, price and check GPU clusters$" <<<"$info" || fail "no summary"
grep -q "^  Cluster Designer lays out racks of GPU servers" <<<"$info" || fail "no extended description"
# Debian's policy checker: no error (warnings are printed, not failed on).
if command -v lintian >/dev/null; then
    lint=$(lintian --allow-root "$deb" 2>&1) || true
    [[ -n $lint ]] && echo "$lint"
    ! grep -q '^E: ' <<<"$lint" || fail "lintian reports errors"
fi
dpkg-deb -x "$deb" "$work/root"
usr=$work/root/usr

for f in bin/cluster-designer bin/cluster-designer-cli; do
    [[ -x $usr/$f ]] || fail "$f missing"
done
for size in 16 22 24 32 48 64 128 256 512; do
    png=$usr/share/icons/hicolor/${size}x${size}/apps/cluster-designer.png
    [[ -s $png ]] || fail "icon ${size}x${size} missing"
    # The PNG header's width field (bytes 17-20, big-endian) is the size the folder says.
    width=$(od -An -tu1 -j16 -N4 "$png" | awk '{print $1*16777216 + $2*65536 + $3*256 + $4}')
    [[ $width == "$size" ]] || fail "icon ${size}x${size} is $width wide"
done
[[ -s $usr/share/icons/hicolor/scalable/apps/cluster-designer.svg ]] || fail "SVG icon missing"
desktop=$usr/share/applications/cluster-designer.desktop
grep -qx 'Icon=cluster-designer' "$desktop" || fail "desktop entry names no icon"
if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate "$desktop" || fail "desktop entry does not validate"
fi
appstreamcli validate --no-net "$usr"/share/metainfo/*.metainfo.xml || fail "AppStream metadata"
grep -q 'glob pattern="\*.cluster.json"' "$usr/share/mime/packages/cluster-designer.xml" ||
    fail "design file type missing"
for page in cluster-designer cluster-designer-cli; do
    gzip -t "$usr/share/man/man1/$page.1.gz" || fail "man page $page"
done
[[ -s $usr/share/bash-completion/completions/cluster-designer-cli ]] || fail "completion missing"
grep -q '^License: GPL-3+$' "$usr/share/doc/cluster-designer/copyright" || fail "copyright file"
gzip -t "$usr/share/doc/cluster-designer/changelog.gz" || fail "changelog"

# The installed programs, away from the source and build trees.
cd "$work"
export CLUSTER_DESIGNER_DATA_DIR=$work/data ASAN_OPTIONS=detect_leaks=0
version=$(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$usr/bin/cluster-designer" --version) ||
    fail "installed GUI --version"
grep -q '^cluster-designer ' <<<"$version" || fail "installed GUI --version: $version"
example=$usr/share/cluster-designer/examples/xe9680-8x-h100.cluster.json
[[ -s $example ]] || fail "example missing"
"$usr/bin/cluster-designer-cli" analyze "$example" --json >"$work/analyze.json" ||
    fail "installed CLI on an installed example"
grep -q '"gpus": 8' "$work/analyze.json" || fail "the example's 8 GPUs not reported"
echo "package_install: $(basename "$deb") installs and runs"
