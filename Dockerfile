# The site as one container image: `podman build -t rafeef-site .` (or `docker build`). docs/deploy.md "Deploy".
#
# It serves on PORT (3000) as the unprivileged `node` user. With no DATABASE_URL it keeps its SQLite
# file, the uploads and its generated secret in the volume at /data, and migrates and seeds that
# database when it starts. With several instances (compose.yaml) a release step migrates and seeds
# once (`node scripts/start.mjs --no-build --no-serve`) and the instances start with `node server.mjs`.

# Debian slim with Node 20 (the Node the project supports), for every stage. The seed draws the text
# of its sample PDFs with sharp (Pango), which needs fontconfig and a font with Arabic letters.
# NODE_IMAGE names another build of the same base (a mirror, or the one `npm run test:image` makes).
# `apt-get clean`: the official image's apt settings drop the downloaded packages themselves; a base
# made without them kept 80 MB of them in the layers.
ARG NODE_IMAGE=node:20-bookworm-slim
FROM ${NODE_IMAGE} AS base
RUN apt-get update \
    && apt-get install -y --no-install-recommends fontconfig fonts-dejavu-core \
    && apt-get clean && rm -rf /var/lib/apt/lists/*
ENV NEXT_TELEMETRY_DISABLED=1 \
    npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false
WORKDIR /app

# Every dependency as locked (`npm install`, not `npm ci`: docs/decisions/022-npm-install-not-npm-ci.md), dev tools included for
# the build. Then `next build`, which prerenders pages from a database, so the build migrates and
# seeds a throwaway SQLite one. Its pages are not served stale: every instance expires the content
# tags when it starts (a single one) or reads them from Redis (several). Last, what the server and
# the Payload steps load is gathered into .image (scripts/imageTree.mjs): the runtime stage takes
# only that, not the build's node_modules (docs/decisions/063-the-container-image.md, "The image without the build's
# node_modules").
FROM base AS build
# TREE=context: the tree is made outside from a build of this checkout and handed in as .image
# (`npm run test:image` in `npm test` hands in the one made from the build its other suites serve,
# with an ignore file that lets .image in), and none of this stage's work is done again.
ARG TREE=build
COPY package.json package-lock.json ./
# npm install's postinstall fixes Payload's admin (docs/decisions/093-fixes-to-payload-s-admin-made-at-install.md).
COPY scripts/patch-payload.mjs scripts/
RUN if [ "$TREE" != context ]; then npm install; fi
COPY . .
RUN if [ "$TREE" = context ]; then test -f .image/dist/BUILD_ID && echo "Using the tree in the context"; \
    else DATA_DIR=/tmp/build-data PAYLOAD_SECRET=image-build-only node scripts/start.mjs --no-serve \
      && rm -rf /tmp/build-data .next/cache \
      && node scripts/imageTree.mjs /app/.image; fi

# What the server needs at run time: the server with the modules it imports and their packages, the
# build, and the Payload steps bundled (migrate, seed, backup, restore: `npm run <step>` in /app, and
# scripts/start.mjs finds them through PAYLOAD_TASKS). pg_dump is for PostgreSQL's backups: Debian
# bookworm's is version 15, and pg_dump reads no newer server than itself, so compose.yaml runs 15.
FROM base AS runtime
RUN apt-get update \
    && apt-get install -y --no-install-recommends postgresql-client tini \
    && apt-get clean && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    DATA_DIR=/data \
    PAYLOAD_TASKS=/app/.next/tasks
COPY --from=build /app/.image/root/ ./
# Next writes the pages it renders into .next at run time.
COPY --from=build --chown=node:node /app/.image/dist ./.next
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Healthy once the server answers /api/health (migrating and seeding come first).
HEALTHCHECK --interval=10s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# tini passes SIGTERM on (a drain, then exit: docs/deploy.md "Deploy") and reaps the Payload steps' processes.
ENTRYPOINT ["/usr/bin/tini", "--"]
# Migrate, seed an empty database, serve. `npm run serve` serves only; `npm run migrate` migrates only.
CMD ["node", "scripts/start.mjs", "--no-build"]
