# The services profile image: API, projector and job worker are the same image with different PROCESS_ROLES.
# The base is pinned to an exact release (the Node the project is built and tested on); bump it on purpose.
FROM node:20.20.2-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# No dependency's install script runs, as package.json's allowScripts keeps them off for npm 11 on CI
# (the image's npm 10 does not read it): native parts come as prebuilt optional packages.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

# Only what runs: package.json, production node_modules, the compiled server (dist, with the operator
# commands in dist/cli) and the built client. No TypeScript sources, tests or bench tools.
FROM node:20.20.2-bookworm-slim
ENV NODE_ENV=production
ENV DATA_DIR=/data
# The named volume mounted on /data starts as a copy of this folder, owner included: the node user must own it.
RUN mkdir -p /data && chown node:node /data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/web/dist ./web/dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:'+(process.env.HEALTH_PORT||process.env.PORT||3000)+'/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/main.js"]
