# One image pattern for every Node app of the monorepo; the build argument APP names the app:
#   docker build --build-arg APP=auth-api -t hvac/auth-api .
#   docker build --build-arg APP=content-api --build-arg EXTRA_APPS=mailer-worker -t hvac/content-api .
#   docker build --build-arg APP=web --build-arg ENTRY=dist/server/main.js -t hvac/web .
# EXTRA_APPS are built into the same image and run with another command (the mail worker runs from
# the content-api image: `node apps/mailer-worker/dist/main.js`).
# The runtime image holds production dependencies and each project's package.json and build output
# only; it runs as the `node` user and needs no writable path but /tmp (and /app/.data for auth-api's
# key outside production), so it runs with a read-only root file system.
ARG NODE_IMAGE=node:20.20-bookworm-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV NX_DAEMON=false \
    NX_NO_CLOUD=true \
    NX_TUI=false

# Only the package manifests of the workspace, so dependency layers are rebuilt only when they change.
FROM base AS manifests
COPY . /src
RUN cd /src \
 && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /app/ \; \
 && cp package-lock.json .npmrc /app/

FROM base AS build
COPY --from=manifests /app/ ./
RUN npm ci
COPY . .
ARG APP
ARG EXTRA_APPS=""
RUN test -n "$APP" || { echo 'build with --build-arg APP=<app under apps/>' >&2; exit 1; }
# Builds the apps and, through dependsOn ^build, the workspace libraries they use.
RUN npx nx run-many -t build --output-style stream -p $(for a in $APP $EXTRA_APPS; do printf '@hvac/%s,' "$a"; done)
# What runs: each library's and app's package.json with its build output (dist/, and the web app's
# build/ as well), without test helpers.
RUN for project in libs/* $(for a in $APP $EXTRA_APPS; do echo "apps/$a"; done); do \
      mkdir -p "/out/$project" && cp "$project/package.json" "/out/$project/" \
      && for output in dist build; do \
           if [ -e "$project/$output" ]; then cp -r "$project/$output" "/out/$project/"; fi; \
         done; \
    done \
 && find /out \( -name '*.spec.*' -o -name '*.test.*' -o -name __tests__ -o -path '*/dist/testing' \) -prune -exec rm -rf {} +

FROM base AS runtime
# glibc gives each thread that allocates its own malloc arena (up to 8 per core) and keeps freed memory
# in it: sharp's image work on libvips threads left content-api with about 130 MB of arenas. Two
# arenas cap that at a few MB of extra fragmentation (deploy/README.md, "A small server").
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2
COPY --from=manifests /app/ ./
# Production dependencies only; every native package used at run time ships a prebuilt binary.
# `npm ci --omit=dev` still installs dev dependencies that a production package names as an optional
# peer (typescript, ts-node and @swc/core, for typeorm and React Router); without the dev list in
# package.json they are extraneous, and prune removes them.
RUN npm ci --omit=dev --ignore-scripts \
 && npm pkg delete devDependencies \
 && npm prune --omit=dev --ignore-scripts \
 && npm cache clean --force \
 && rm -rf /root/.npm /tmp/*
COPY --from=build /out/ ./
ARG APP
ARG ENTRY=dist/main.js
ENV APP_MAIN=apps/${APP}/${ENTRY}
# .data is where an app keeps local files (auth-api's key outside production); a named volume
# mounted here inherits the node user's ownership.
RUN test -e "$APP_MAIN" || { echo "$APP_MAIN is not in the image: build the web app with --build-arg ENTRY=dist/server/main.js" >&2; exit 1; } \
 && mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
# `exec` replaces the shell: node itself gets SIGTERM and Nest drains before exiting.
CMD ["sh", "-c", "exec node \"$APP_MAIN\""]
