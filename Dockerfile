# Production image: the Fastify host serving the API and the built web app.
FROM node:20-bookworm-slim
WORKDIR /app
ENV TURBO_TELEMETRY_DISABLED=1
COPY . .
# npm ci builds the web app and the server bundle (postinstall).
RUN npm ci --no-audit --no-fund
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
EXPOSE 3000
# The same Node flags as `npm start` (docs/performance.md, "Node flags"): one V8 worker thread, and on
# PostgreSQL WebAssembly compiled by the baseline tier only. exec: node gets the signals.
CMD ["sh", "-c", "exec node --v8-pool-size=1 ${DATABASE_URL:+--liftoff-only} apps/api/dist/server.mjs"]
