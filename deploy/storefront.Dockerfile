# syntax=docker/dockerfile:1
# The storefront server's image, built from the repository root:
#   docker build -f deploy/storefront.Dockerfile -t trini-storefront .
# Stage `build` installs the workspace from its lockfile (pnpm through corepack), builds the
# storefront and what it needs (turbo) and makes a self-contained folder of it with
# `pnpm deploy --prod` (the production dependencies, @trini/domain copied in); the final stage is
# Node 24 on a slim Debian with that folder alone, run as the unprivileged `node` user.
# scripts/deploy's tests check this file against the package (pnpm --filter @trini/deploy test).
# The base of both stages: Node 24 on a slim Debian. `pnpm images` gives a local one where no
# registry answers (--build-arg NODE_IMAGE=localhost/trini-node:<version>-bookworm).
ARG NODE_IMAGE=node:24-slim

FROM ${NODE_IMAGE} AS build
ENV PNPM_HOME=/pnpm COREPACK_ENABLE_DOWNLOAD_PROMPT=0 TURBO_TELEMETRY_DISABLED=1 CI=true
RUN corepack enable
WORKDIR /repo
# The lockfile first: the packages are fetched in a layer kept until the lockfile changes.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
# The registry settings are build secrets, mounted in this step alone and in no layer: `npmrc`
# (the user's registry, scopes and tokens) and `npm-ca` (certificate authorities a proxy on the
# way needs), both optional. Corepack fetches pnpm here too, trusting the same authorities.
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    --mount=type=secret,id=npmrc,target=/root/.npmrc \
    --mount=type=secret,id=npm-ca,target=/run/secrets/npm-ca \
    if [ -f /run/secrets/npm-ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm-ca; fi \
    && pnpm fetch
COPY . .
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store pnpm install --offline --frozen-lockfile
# Both servers' builds in one step, the same in both Dockerfiles: the second image reuses it.
RUN pnpm exec turbo run build --filter=@trini/storefront... --filter=@trini/mock-api...
# pnpm 10 deploys from the lockfile only with injected workspace packages; the setting is given
# here alone, so the workspace itself keeps linking its packages. The store cache normally holds
# every package; the registry settings are mounted for one it lacks (a cache emptied meanwhile).
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    --mount=type=secret,id=npmrc,target=/root/.npmrc \
    --mount=type=secret,id=npm-ca,target=/run/secrets/npm-ca \
    pnpm --config.inject-workspace-packages=true --filter @trini/storefront deploy --prod /out

FROM ${NODE_IMAGE}
LABEL org.opencontainers.image.title="trini-storefront" \
      org.opencontainers.image.description="The Trini storefront's server: pages rendered on the server, assets, the API proxy"
# Listens on every interface of the container; PUBLIC_ORIGIN has no default: the server refuses
# to start without it (or ALLOWED_ORIGINS). /metrics answers on its own port, which nothing
# publishes (deploy/compose.yaml, deploy/k8s/).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4173 METRICS_HOST=0.0.0.0 METRICS_PORT=9464
WORKDIR /app
COPY --from=build /out ./
USER node
EXPOSE 4173 9464
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4173) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM lets requests in flight finish (within 10 s) before the server exits: give the
# container more than that to stop (docker stop --time 30, compose stop_grace_period).
STOPSIGNAL SIGTERM
CMD ["node", "server/main.ts"]
