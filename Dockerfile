# Refugio on Node 20 (Debian bookworm). The build needs only the npm registry.
FROM node:20-bookworm-slim
# pg_dump and pg_restore (15, as the compose file's server) for backups of a PostgreSQL database.
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
RUN npm ci --include=dev --ignore-scripts
COPY . .
RUN npm run build
ENV HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
VOLUME /data
EXPOSE 3000
# The server bundle `npm run build` wrote (scripts/serverBundle.ts), as `npm start` runs it.
CMD ["node", "--enable-source-maps", "api/dist/server.mjs"]
