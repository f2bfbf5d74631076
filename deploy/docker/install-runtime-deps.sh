#!/bin/sh
# The production install of one service's image: its own dependencies and nothing else (no dev
# dependencies, no other workspace's packages). Run by deploy/docker/Dockerfile's deps stage and,
# the same way, by tests/integration/image-boot.production.spec.ts, so the two cannot drift.
# The deps stage is thrown away but for node_modules, so npm's cache never reaches an image.
#   usage: sh install-runtime-deps.sh services/<service>
# npm nests a package under the service's own node_modules when the root holds another version
# of it (the gateway's cookie and lru-cache); the image copies that folder too, so it must exist.
set -eu
npm ci --omit=dev --workspace "$1" --ignore-scripts --no-audit --no-fund
mkdir -p "$1/node_modules"
