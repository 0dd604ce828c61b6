# syntax=docker/dockerfile:1
# The image the Helm chart runs: `memstream worker` and `memstream recall`.
#
#   docker build -t memstream:0.1.0 .
#
# Two stages: the builder turns the project and every dependency into wheels (with a
# compiler at hand in case a dependency has no wheel for this platform); the runtime stage
# installs those wheels into a clean python:3.11-slim and keeps no build tools.
ARG PYTHON_IMAGE=python:3.11-slim

FROM ${PYTHON_IMAGE} AS builder
ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1
RUN apt-get update \
 && apt-get install -y --no-install-recommends build-essential \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY pyproject.toml README.md ./
COPY memstream/ memstream/
COPY schemas/ schemas/
COPY streams/ streams/
COPY agents/ agents/
COPY indexers/ indexers/
COPY recall/ recall/
# rocksdict backs Faust's rocksdb:// table store (the chart's worker.store: rocksdb://).
RUN pip wheel --wheel-dir /wheels ".[rocksdict]"

FROM ${PYTHON_IMAGE} AS runtime
LABEL org.opencontainers.image.title="memstream" \
      org.opencontainers.image.description="Streaming long-term memory for chat platforms" \
      org.opencontainers.image.licenses="Apache-2.0"
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1
# UID/GID 10001: the chart's podSecurityContext.runAsUser / runAsGroup / fsGroup.
RUN groupadd --system --gid 10001 memstream \
 && useradd --system --uid 10001 --gid 10001 --create-home --home-dir /home/memstream \
      --shell /usr/sbin/nologin memstream
# The wheels are bind-mounted from the builder, so none of them stays in a layer.
RUN --mount=type=bind,from=builder,source=/wheels,target=/wheels \
    pip install --no-index --find-links /wheels "memstream[rocksdict]" \
 && memstream --help >/dev/null
USER 10001:10001
WORKDIR /home/memstream
# 6066: worker /metrics /healthz /readyz; 8080: recall API and its /metrics /healthz /readyz.
EXPOSE 6066 8080
ENTRYPOINT ["memstream"]
CMD ["--help"]
