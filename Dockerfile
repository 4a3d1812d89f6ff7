# Production image: the Fastify host serving the API and the built web app.
# Two stages: `build` installs everything and builds; the final image holds the production
# dependencies, the built files (the workspace packages are inside the bundles), the migrations and
# seed data, and runs as the unprivileged `node` user.
# Linted in CI (dockerfile-utils); docs/operations.md says what was and was not tried.

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV TURBO_TELEMETRY_DISABLED=1
COPY . .
# npm ci builds the web app and the server bundles (postinstall); prune then drops what only the
# build and the tests need.
RUN npm ci --no-audit --no-fund \
 && npm prune --omit=dev --ignore-scripts --no-audit --no-fund

FROM node:20-bookworm-slim
# pg_dump / pg_restore for backups (node apps/server/dist/backup.mjs); their major version must be at
# least the PostgreSQL server's (Debian bookworm: 15, as in docker-compose.yml).
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/data/pglite
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/prisma ./prisma
COPY --from=build /app/apps/server/package.json ./apps/server/package.json
COPY --from=build /app/apps/server/node_modules ./apps/server/node_modules
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/package.json ./apps/web/package.json
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/apps/web/dist-ssr ./apps/web/dist-ssr
# The embedded database's folder (used when DATABASE_URL is unset) belongs to the user the site runs as.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Ready = the database answers, migrations are applied and the outbox worker runs (/health/ready).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The same Node flags as `npm start` (docs/performance.md, "Node flags"). exec: node gets the signals,
# so SIGTERM drains the server (docs/operations.md).
CMD ["sh", "-c", "exec node --v8-pool-size=1 ${DATABASE_URL:+--liftoff-only} apps/server/dist/server.mjs"]
