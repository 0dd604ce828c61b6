"""The helm binary that deploy/helm/install-helm.sh builds, and the manifests it renders."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

REPO = Path(__file__).resolve().parents[2]
CHART = REPO / "deploy" / "helm" / "memstream"
INSTALL_SCRIPT = REPO / "deploy" / "helm" / "install-helm.sh"
FULL_VALUES = CHART / "ci" / "full-values.yaml"

RELEASE = "memstream"
NAMESPACE = "memory"
# The Kubernetes version the manifests are rendered for and validated against
# (kubernetes-validate ships its schemas; 1.30 is the oldest version still commonly run).
KUBE_VERSION = "1.30.0"
# First build: a few minutes (go downloads and compiles helm); afterwards instant.
INSTALL_TIMEOUT_SECONDS = 1200


def install_helm(cache_dir: Path | None = None) -> Path:
    """Run the install script and return the helm binary it prints; fail loudly if it cannot."""
    env = dict(os.environ)
    if cache_dir is not None:
        env["MEMSTREAM_CACHE_DIR"] = str(cache_dir)
    try:
        done = subprocess.run(
            ["bash", str(INSTALL_SCRIPT)],
            capture_output=True,
            text=True,
            env=env,
            timeout=INSTALL_TIMEOUT_SECONDS,
            check=False,
        )
    except subprocess.TimeoutExpired as exc:
        raise RuntimeError(
            f"{INSTALL_SCRIPT} did not finish within {INSTALL_TIMEOUT_SECONDS} s "
            "(go install of helm); run it by hand to see where it hangs"
        ) from exc
    if done.returncode != 0:
        raise RuntimeError(
            f"{INSTALL_SCRIPT} failed (exit {done.returncode}); it builds helm with "
            f"`go install` and needs Go >= 1.26 and the Go module proxy.\n{done.stderr}"
        )
    binary = Path(done.stdout.strip().splitlines()[-1])
    if not (binary.is_file() and os.access(binary, os.X_OK)):
        raise RuntimeError(f"{INSTALL_SCRIPT} printed {binary}, which is not an executable")
    return binary


@dataclass(frozen=True)
class Helm:
    binary: Path
    home: Path  # HELM_*_HOME: keeps helm's config, cache and data out of the user's home

    def run(self, *args: str) -> subprocess.CompletedProcess[str]:
        env = dict(os.environ)
        for name in ("CACHE", "CONFIG", "DATA"):
            env[f"HELM_{name}_HOME"] = str(self.home / name.lower())
        env["KUBECONFIG"] = str(self.home / "no-kubeconfig")  # never talk to a cluster
        return subprocess.run(
            [str(self.binary), *args], capture_output=True, text=True, env=env, check=False
        )

    def template(
        self,
        *,
        values_files: Sequence[Path] = (),
        set_values: Mapping[str, Any] | None = None,
        chart: Path = CHART,
    ) -> Rendered:
        done = self.run(*_template_args(values_files, set_values or {}, chart))
        if done.returncode != 0:
            raise AssertionError(f"helm template failed:\n{done.stderr}")
        return Rendered.parse(done.stdout)

    def template_error(
        self,
        *,
        values_files: Sequence[Path] = (),
        set_values: Mapping[str, Any] | None = None,
    ) -> str:
        """Render values that must be refused; return helm's error output."""
        done = self.run(*_template_args(values_files, set_values or {}, CHART))
        if done.returncode == 0:
            raise AssertionError(f"helm template accepted values it must refuse: {set_values}")
        return done.stderr


def _template_args(
    values_files: Sequence[Path], set_values: Mapping[str, Any], chart: Path
) -> list[str]:
    """`set_values` are dotted paths to Python values, passed as JSON (so 1 stays a
    number and "1" a string)."""
    args = ["template", RELEASE, str(chart), "--namespace", NAMESPACE]
    args += ["--kube-version", KUBE_VERSION]
    for path in values_files:
        args += ["--values", str(path)]
    for key, value in set_values.items():
        args += ["--set-json", f"{key}={json.dumps(value)}"]
    return args


@dataclass(frozen=True)
class Rendered:
    docs: list[dict[str, Any]]

    @classmethod
    def parse(cls, text: str) -> Rendered:
        return cls([doc for doc in yaml.safe_load_all(text) if doc])

    def kinds(self) -> list[str]:
        return sorted(doc["kind"] for doc in self.docs)

    def all(self, kind: str) -> list[dict[str, Any]]:
        return [doc for doc in self.docs if doc["kind"] == kind]

    def one(self, kind: str, name: str | None = None) -> dict[str, Any]:
        found = [d for d in self.all(kind) if name is None or d["metadata"]["name"] == name]
        assert len(found) == 1, f"expected one {kind} {name or ''}, found {len(found)}"
        return found[0]

    def maybe(self, kind: str) -> dict[str, Any] | None:
        found = self.all(kind)
        return found[0] if found else None

    def config(self) -> dict[str, str]:
        data: dict[str, str] = self.one("ConfigMap")["data"]
        return data

    def workload(self, component: str) -> dict[str, Any]:
        kind = {"worker": "StatefulSet", "recall": "Deployment"}[component]
        return self.one(kind)

    def container(self, component: str) -> dict[str, Any]:
        containers = self.workload(component)["spec"]["template"]["spec"]["containers"]
        assert len(containers) == 1
        container: dict[str, Any] = containers[0]
        return container

    def secret_env(self, component: str) -> dict[str, tuple[str, str]]:
        """Env vars read from Secrets: name -> (secret name, key)."""
        out: dict[str, tuple[str, str]] = {}
        for var in self.container(component).get("env", []):
            ref = var.get("valueFrom", {}).get("secretKeyRef")
            if ref:
                out[var["name"]] = (ref["name"], ref["key"])
        return out


def copy_chart(target: Path, extra_templates: Iterable[tuple[str, str]] = ()) -> Path:
    """A copy of the chart with extra templates (for rendering named templates in tests)."""
    chart = target / "memstream"
    shutil.copytree(CHART, chart)
    for name, text in extra_templates:
        (chart / "templates" / name).write_text(text)
    return chart
