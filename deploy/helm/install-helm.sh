#!/usr/bin/env bash
# Install the pinned helm v3 binary into memstream's cache and print its path.
#
# helm is built from source with the machine's Go toolchain (`go install`, through the Go
# module proxy); no prebuilt binary is downloaded. The first build takes a few minutes,
# after which the binary is reused. Used by tests/deploy (session fixture); safe to call
# again and again.
#
#   HELM_VERSION          helm release to build (default below; needs Go >= 1.26)
#   MEMSTREAM_CACHE_DIR   cache root (default ~/.cache/memstream); helm goes to <root>/bin
#
# Prints exactly one line on stdout: the absolute path of the helm binary. Progress and
# errors go to stderr; exits non-zero when helm cannot be installed.
set -euo pipefail

HELM_VERSION="${HELM_VERSION:-v3.21.4}"
# The Kubernetes minor version of the client-go that helm release builds with (v0.36.x for
# v3.21.x): helm's own Makefile stamps it as the default for `helm template` and `helm lint`
# (unstamped, go install would leave them at 1.20).
K8S_MINOR="${HELM_K8S_MINOR:-36}"
CACHE_DIR="${MEMSTREAM_CACHE_DIR:-$HOME/.cache/memstream}"
BIN_DIR="$CACHE_DIR/bin"
HELM="$BIN_DIR/helm"
STAMP="$BIN_DIR/helm.build"
BUILD="helm $HELM_VERSION kubernetes 1.$K8S_MINOR"

installed_version() {
  "$HELM" version --template '{{ .Version }}' 2>/dev/null || true
}

if [[ -x "$HELM" && "$(installed_version)" == "$HELM_VERSION" && "$(cat "$STAMP" 2>/dev/null)" == "$BUILD" ]]; then
  echo "$HELM"
  exit 0
fi

if ! command -v go >/dev/null 2>&1; then
  echo "install-helm: 'go' is not on PATH; install Go >= 1.26 to build helm $HELM_VERSION" >&2
  exit 1
fi

mkdir -p "$BIN_DIR"
echo "install-helm: building helm $HELM_VERSION with $(go version) (first time: a few minutes)" >&2
start=$SECONDS
# -buildvcs=false: no VCS stamping needed for a module built from the proxy.
# The ldflags are those of helm's Makefile: the version (so `helm version`, and the check
# above, report it) and the default Kubernetes version.
ldflags="-s -w -X helm.sh/helm/v3/internal/version.version=$HELM_VERSION"
for pkg in helm.sh/helm/v3/pkg/chartutil helm.sh/helm/v3/pkg/lint/rules; do
  ldflags+=" -X $pkg.k8sVersionMajor=1 -X $pkg.k8sVersionMinor=$K8S_MINOR"
done
GOBIN="$BIN_DIR" GOFLAGS="${GOFLAGS:--buildvcs=false}" go install -trimpath -ldflags "$ldflags" \
  "helm.sh/helm/v3/cmd/helm@$HELM_VERSION" >&2

actual="$(installed_version)"
if [[ "$actual" != "$HELM_VERSION" ]]; then
  echo "install-helm: built $HELM but it reports version '$actual', expected $HELM_VERSION" >&2
  exit 1
fi
echo "$BUILD" >"$STAMP"
echo "install-helm: helm $HELM_VERSION ready in $((SECONDS - start)) s" >&2
echo "$HELM"
